/**
 * Términos pareados (matching items), built from content written as data, never from an objective's words:
 *
 * - Ciencias Naturales and Historia: first the pairs written for the OA (`content/pairs.ts`, a
 *   concept and its definition, written by the team), then the multiple-choice items written for the OA (`oa-items.ts`) whose
 *   statement asks for a name and whose key is a short name, date or concept. The key goes to column A and
 *   the thing the statement describes to column B, by one of six fixed readings of the statement
 *   (`pairOfItem`): "¿Cómo se llama / Qué nombre recibe X?" gives X; "¿En qué año X?" gives "Año en que X";
 *   "¿Quién fue X?" gives X and "¿Quién dirigió X?" "Personaje que dirigió X" (for a person's name); "¿Cuál
 *   es el/la X?" gives "El/La X"; and "¿Qué es/era el/la X?" reads the other way round (X to column A, the key, a definition, to column B). Any other statement
 *   is left out, so no sentence is rebuilt from a question that does not read as a definition. A pair whose
 *   definition names the head word of any concept of the item is left out too (it would give itself away).
 * - Matemática: the OA's computed items whose key is a bare number or fraction (no unit, no money) and whose
 *   calculation is pure arithmetic: the calculation to column A, written with · and ÷, its value to column
 *   B; the extra values of column B are wrong options of the same items, so they are the values a student
 *   who errs gets.
 *
 * An OA gives a matching item when it has at least four such sources: three pairs and one extra definition,
 * up to five pairs and two extra definitions. The sources become used in the document, so no
 * multiple-choice item of it repeats a pair, and so do the items the pairs answer; the pairs are chosen so
 * that these are the fewest, and, when the document asks for a number of items, no more than the OA can spare.
 * An OA without them, or whose least matching item would make the test shorter than its items allow, gets no
 * matching item and the composer says so in an aviso.
 */
import {
  bareNumber,
  type EvaluacionQuestion,
  type LetraPareados,
  letrasPareados,
  type Pareados,
  pareadosPauta,
} from '@/api/contract/documento-contenido'
import { foldAccents } from '@/domain/text'
import { writtenPairs } from '../content/pairs'
import type { Oa } from '../curriculum/catalogue'
import { type BankSubject, isWrittenForOa, itemsFor } from './bank'
import { keyIsLongest, longestKeysAllowed } from './keys'
import { int, mathQuestions, rngOf } from './math'
import { repeatsAny, similarity } from './similarity'

/** One pair of a matching item and the item it was read from. */
export interface PairSource {
  /** The written item's id, or the computed item's statement. */
  id: string
  concepto: string
  definicion: string
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const bare = (s: string) => s.trim().replace(/[.;]+$/, '')
const fold = (s: string) =>
  foldAccents(s)
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()

/** A short name, date or concept: at most five words, no list, no clause, not an action. */
const isShortName = (key: string) =>
  key.split(/\s+/).length <= 5 &&
  key.length <= 40 &&
  !/[,;:]/.test(key) &&
  !/^[a-záéíóúñ]+(?:ar|er|ir)(?:l[oa]s?|se)?\b/i.test(key) &&
  !/^(?:s[ií]|no|porque|para|con|sin|solo|ninguno|todas?|ambos)\b/i.test(key)

/** Prepositions that make "el corazón en los niveles…" a clause rather than a concept. */
const clausal = /\b(?:en|hacia|para|con|seg[uú]n|desde|sobre|entre|cuando|que|si)\b/i

/**
 * The pair a written item gives, or undefined when its statement is not one of the six readings. The
 * concept is the item's key (or, for "¿Qué es X?", X) and the definition the statement read as a noun phrase.
 */
export function pairOfItem(enunciado: string, key: string): Omit<PairSource, 'id'> | undefined {
  const e = enunciado.trim()
  if (!/^¿[^¿?]+\?$/.test(e)) return undefined
  const body = e.slice(1, -1).trim()
  const k = bare(key)
  let m: RegExpExecArray | null
  m =
    /^(?:c[oó]mo se (?:llama|llaman|llamaba|llamaban|llam[oó]|llamaron|denomina|denominan|conoce|conocen)|qu[eé] nombre (?:recibe|reciben|recibi[oó]|recib[ií]a|recib[ií]an))\s+(.{8,})$/i.exec(
      body,
    )
  if (m && isShortName(k)) return { concepto: capital(k), definicion: capital(m[1]!) }
  m = /^en qu[eé] a[nñ]o\s+(.{8,})$/i.exec(body)
  if (m && /^(?:en\s+(?:el\s+a[nñ]o\s+)?)?\d{3,4}$/i.test(k))
    return { concepto: k.replace(/^en\s+(?:el\s+a[nñ]o\s+)?/i, ''), definicion: `Año en que ${m[1]}` }
  m = /^qui[eé]n\s+(?:fue|era)\s+((?:el|la)\s+.{8,})$/i.exec(body)
  if (m && isShortName(k) && /^[A-ZÁÉÍÓÚÑ]/.test(k)) return { concepto: k, definicion: capital(m[1]!) }
  // "¿Quién dirigió…?" with a person's name as key: "Personaje que dirigió…".
  m = /^[Qq]ui[eé]n\s+([a-záéíóúñ]+(?:[oó]|aba|[ií]a)\s.{8,})$/.exec(body)
  if (
    m &&
    isShortName(k) &&
    /^[A-ZÁÉÍÓÚÑ][\p{L}']+(?:\s+(?:(?:de|del|la|y)\s+)?[A-ZÁÉÍÓÚÑ][\p{L}']+){0,3}$/u.test(k) &&
    !/^(?:fue|era)\s/.test(m[1]!)
  )
    return { concepto: k, definicion: `Personaje que ${m[1]}` }
  m = /^cu[aá]l\s+(?:es|era|fue)\s+((?:el|la)\s+.{8,})$/i.exec(body)
  if (m && isShortName(k) && !clausal.test(m[1]!.split(/\s+/).slice(0, 3).join(' ')))
    return { concepto: capital(k), definicion: capital(m[1]!) }
  m = /^qu[eé]\s+(?:es|son|era|eran|fue|fueron)\s+((?:el|la|los|las|un|una)\s+[^,]{3,40})$/i.exec(body)
  if (m && m[1]!.split(/\s+/).length <= 4 && !clausal.test(m[1]!) && k.length >= 12 && k.length <= 110)
    return { concepto: capital(m[1]!), definicion: capital(k) }
  return undefined
}

/** The first word of a concept that names it ("Una molécula diatómica" gives "molecula"). */
const headWord = (concepto: string) =>
  fold(concepto)
    .split(' ')
    .find((w) => !/^(?:el|la|los|las|un|una|unos|unas|de|del|en)$/.test(w) && w.length >= 3)

/** Whether a definition names a concept's head word (it would give the pair away or point to two concepts). */
const names = (definicion: string, concepto: string) => {
  const head = headWord(concepto)
  return head !== undefined && !/^\d+$/.test(head) && fold(definicion).split(' ').includes(head)
}

/** How many pairs and extra definitions `n` sources give: 4 → 3 + 1, 5 → 4 + 1, 6 → 5 + 1, 7 or more → 5 + 2. */
export const pairPlan = (n: number) => (n < 4 ? undefined : { pairs: Math.min(5, n - 1), extras: n >= 7 ? 2 : 1 })

/**
 * A matching item from its pairs and extra definitions: column B is the definitions and the extras shuffled
 * by the seed (never in the order of column A), `claves` the letter of each concept's definition.
 */
export function matchingItem(
  pairs: readonly Omit<PairSource, 'id'>[],
  extras: readonly string[],
  seed: number,
  kind: 'conceptos' | 'expresiones',
): EvaluacionQuestion {
  // Column B in an order the seed draws (Fisher–Yates with the composer's seeded generator).
  const rng = rngOf(seed ^ 0x2f6b)
  const definitions = [...pairs.map((p) => p.definicion), ...extras]
  const order = definitions.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(rng, 0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  // A column B in the order of column A would give the pairs away.
  if (pairs.every((_, i) => order.indexOf(i) === i)) order.push(order.shift()!)
  const columna_b = order.map((i) => definitions[i]!)
  const claves = pairs.map((_, i) => letrasPareados[order.indexOf(i)] as LetraPareados)
  const pareados: Pareados = { columna_a: pairs.map((p) => p.concepto), columna_b, claves }
  const two = extras.length > 1
  return {
    tipo: 'terminos_pareados',
    habilidad: kind === 'expresiones' ? 'Aplicar' : 'Recordar',
    enunciado:
      kind === 'expresiones'
        ? `Calcula el valor de cada expresión de la columna A y escribe en su línea la letra de ese valor en la columna B. ${two ? 'Sobran dos valores' : 'Sobra un valor'}.`
        : `Escribe en la línea de cada concepto de la columna A la letra de su definición en la columna B. ${two ? 'Sobran dos definiciones' : 'Sobra una definición'}.`,
    alternativas: [],
    clave: null,
    puntaje: pairs.length,
    respuesta_esperada: pareadosPauta(pareados),
    pareados,
  }
}

/**
 * Whether two pairs clash in one matching item: the same concept or definition, a definition that names the
 * other's concept (it would point to two concepts) or, for a pair read from an item, the same head word (two
 * statements on one thing). Pairs written as pairs may share a head word: "Derecho a la salud" and "Derecho
 * al juego" are two concepts, each with its own definition.
 */
const clashes = (a: PairSource, b: PairSource) =>
  fold(a.concepto) === fold(b.concepto) ||
  fold(a.definicion) === fold(b.definicion) ||
  (!(isWrittenPair(a) && isWrittenPair(b)) && headWord(a.concepto) === headWord(b.concepto)) ||
  names(a.definicion, b.concepto) ||
  names(b.definicion, a.concepto)

/** Whether a pair can stand in a matching item: its definition does not name its own concept. */
export const givesItselfAway = (pair: Omit<PairSource, 'id'>) => names(pair.definicion, pair.concepto)

/** The pairs, in the order given, without a pair that clashes with an earlier one or gives itself away. */
export function compatiblePairs(pairs: readonly PairSource[]): PairSource[] {
  const out: PairSource[] = []
  for (const pair of pairs) if (!givesItselfAway(pair) && !out.some((o) => clashes(o, pair))) out.push(pair)
  return out
}

/** The pair sources of an OA's written items, in the order given, without repeats or give-aways. */
export function bankPairSources(items: readonly { id: string; enunciado: string; key: string }[]): PairSource[] {
  return compatiblePairs(
    items.flatMap((item) => {
      const pair = pairOfItem(item.enunciado, item.key)
      return pair ? [{ id: item.id, ...pair }] : []
    }),
  )
}

/** The id of the i-th pair written for an OA ("par-cn05oa01-3"). */
export const writtenPairId = (codigo: string, index: number) =>
  `par-${codigo.replace(/\s+/g, '').toLowerCase()}-${index}`

/** Whether a pair source is a pair written for its OA (not one read from an item). */
const isWrittenPair = (p: PairSource) => p.id.startsWith('par-')

/** A concept or key without its article and final period, folded ("La fotosíntesis." gives "fotosintesis"). */
const bareConcept = (s: string) => fold(s).replace(/^(?:el|la|los|las|un|una|unos|unas) /, '')

/** Rotated by the seed, so two versions of a document pick other sources when the OA has more. */
const rotate = <T>(list: readonly T[], seed: number) => {
  const k = list.length === 0 ? 0 : seed % list.length
  return [...list.slice(k), ...list.slice(0, k)]
}

/** Words that carry no content in an answer ("para", "porque"…). */
const emptyWords = new Set(
  'para porque como cuando donde entre sobre desde hasta pero este esta estos estas todo toda todos todas cada solo'.split(
    ' ',
  ),
)

/** The content words of a text, each by its first four letters ("sostener" and "sostiene" are one). */
const stems = (text: string) =>
  fold(text)
    .split(' ')
    .filter((w) => w.length >= 4 && !emptyWords.has(w))
    .map((w) => w.slice(0, 4))

/**
 * Whether the pairs of a matching item answer a closed item: its key is a concept of column A ("¿Cuál es el
 * planeta más grande…?" and "Júpiter"), or its statement names a concept and its key says what that concept's
 * definition says (most of its content words are in it: "¿Qué transportan los glóbulos rojos?" and "Oxígeno",
 * with "Células de la sangre que transportan el oxígeno").
 */
export function answeredBy(pairs: readonly Omit<PairSource, 'id'>[], enunciado: string, key: string): boolean {
  const k = bareConcept(key)
  const statement = ` ${fold(enunciado)} `
  const keyStems = stems(key)
  return pairs.some((p) => {
    if (bareConcept(p.concepto) === k) return true
    if (keyStems.length === 0 || !statement.includes(` ${bareConcept(p.concepto)} `)) return false
    const definition = new Set(stems(p.definicion))
    return keyStems.filter((w) => definition.has(w)).length >= Math.max(1, 0.6 * keyStems.length)
  })
}

/**
 * Whether pairs answer a written item of their OA (`answeredBy`) or ask it again (`repeatsPair`, which the
 * composer applies to the document's items): either way the item is not drawn.
 */
function answers(
  pairs: readonly Omit<PairSource, 'id'>[],
  item: { enunciado: string; alternativas: readonly string[]; correcta: number },
): boolean {
  const key = item.alternativas[item.correcta]!
  if (answeredBy(pairs, item.enunciado, key)) return true
  const pareados: Pareados = {
    columna_a: pairs.map((p) => p.concepto),
    columna_b: pairs.map((p) => p.definicion),
    claves: pairs.map((_, i) => letrasPareados[i] as LetraPareados),
  }
  const asked: EvaluacionQuestion = {
    tipo: 'seleccion_multiple',
    habilidad: 'Recordar',
    enunciado: item.enunciado,
    alternativas: [...item.alternativas],
    clave: (['A', 'B', 'C', 'D'] as const)[item.correcta]!,
    puntaje: 1,
    respuesta_esperada: key,
  }
  return repeatsPair(asked, pareados)
}

export interface Matching {
  question: EvaluacionQuestion
  sources: PairSource[]
  /** Further items the matching item answers (`answeredBy`): used too, so none is drawn. */
  blocked?: string[]
}

/** What the rest of the document still draws from the OA: `needed` multiple-choice items besides the matching item. */
export interface Room {
  needed: number
}

/**
 * The pairs and extra definitions of a matching item, from its sources in order, so that the items they take
 * from the document are the fewest: a pair takes the items it answers (`answers`), and a source read from a
 * written item takes that item. At least three pairs and one extra; more pairs, and a second extra with five
 * pairs, only while the items taken still `fit` (leave the document what it needs). Each time the source
 * taking the fewest new items, the first in order among equals (the pairs that answer nothing come first,
 * rotated by the seed).
 */
export function leastTaking<S extends { id: string }>(
  sources: readonly S[],
  answers: (source: S) => readonly string[],
  isItem: (source: S) => boolean,
  fits: (taken: ReadonlySet<string>) => boolean,
): { pairs: S[]; extras: S[]; taken: Set<string> } | undefined {
  if (!pairPlan(sources.length)) return undefined
  const taken = new Set<string>()
  const pairs: S[] = []
  const extras: S[] = []
  const left = [...sources]
  const newAsPair = (s: S) => [...new Set([...answers(s), ...(isItem(s) ? [s.id] : [])])].filter((id) => !taken.has(id))
  const newAsExtra = (s: S) => (isItem(s) && !taken.has(s.id) ? [s.id] : [])
  const cheapest = (cost: (s: S) => string[]) => {
    let best = 0
    for (let i = 1; i < left.length; i++) if (cost(left[i]!).length < cost(left[best]!).length) best = i
    return best
  }
  const take = (to: S[], cost: (s: S) => string[], always: boolean) => {
    if (left.length === 0) return false
    const i = cheapest(cost)
    const ids = cost(left[i]!)
    if (!always && !fits(new Set([...taken, ...ids]))) return false
    for (const id of ids) taken.add(id)
    to.push(...left.splice(i, 1))
    return true
  }
  // The least a matching item has: three pairs and one extra definition (pairPlan: four sources at least).
  for (let n = 0; n < 3; n++) take(pairs, newAsPair, true)
  take(extras, newAsExtra, true)
  while (pairs.length < 5 && left.length > 0 && take(pairs, newAsPair, false));
  if (pairs.length === 5) take(extras, newAsExtra, false)
  return { pairs, extras, taken }
}

/**
 * The matching item of a Ciencias Naturales or Historia OA: first the pairs written for the OA
 * (`content/pairs.ts`), rotated by the seed so two versions pick others when it has more than one item takes,
 * then the pairs read from its written items; none already used in the document (`used` holds ids and
 * statements), none that clashes with another. The items the matching item answers or asks again
 * (`answers`) are returned as `blocked`, and the pairs are chosen so that they are the fewest (`leastTaking`).
 * With `room`, the items the document still needs from the OA: the matching item takes no more than the OA
 * can spare (the items the composer can still draw, less `room.needed`), and is undefined when even its least
 * (three pairs and one extra definition) would take more, unless the OA has fewer items than the document
 * asks anyway. Undefined too when the OA has fewer than four sources.
 */
export function bankMatching(
  subject: BankSubject,
  objective: { texto: string; oa?: Oa },
  level: number,
  seed: number,
  used: ReadonlySet<string>,
  room?: Room,
): Matching | undefined {
  const oa = objective.oa
  if (!oa) return undefined
  const candidates = itemsFor(subject, objective, level, 400, used).filter((i) => !used.has(i.enunciado))
  const written = candidates.filter(isWrittenForOa)
  const ownPairs = writtenPairs(oa.codigo)
    .map((p, i) => ({ id: writtenPairId(oa.codigo, i), concepto: p.concepto, definicion: p.definicion }))
    .filter((p) => !used.has(p.id))
  // The pairs that answer none of the OA's items first, so that the matching item leaves the most items for
  // the rest of the document; each group in the order rotated by the seed.
  const rotated = rotate(ownPairs, seed)
  const answeredIds = new Map<string, string[]>()
  const answered = (p: PairSource) => {
    let ids = answeredIds.get(p.id)
    if (!ids) {
      ids = candidates.filter((i) => answers([p], i)).map((i) => i.id)
      answeredIds.set(p.id, ids)
    }
    return ids
  }
  const answersNone = (p: PairSource) => answered(p).length === 0
  const sources = compatiblePairs([
    ...rotated.filter(answersNone),
    ...rotated.filter((p) => !answersNone(p)),
    ...bankPairSources(
      rotate(written, seed).map((i) => ({ id: i.id, enunciado: i.enunciado, key: i.alternativas[i.correcta] })),
    ),
  ])
  const itemIds = new Set(candidates.map((i) => i.id))
  // The OA's items the composer can draw: none nearly the same as another (it leaves those out).
  const distinct: typeof candidates = []
  const texts: string[] = [...used]
  for (const i of candidates) {
    const text = [i.enunciado, ...i.alternativas].join(' ')
    if (repeatsAny(text, texts)) continue
    distinct.push(i)
    texts.push(text)
  }
  // How many the document can draw when some are taken: an item whose key is the longest option only
  // within the share the composer allows (`longestKeysAllowed`).
  const drawable = (taken: ReadonlySet<string>) => {
    const left = distinct.filter((i) => !taken.has(i.id))
    const plain = left.filter((i) => !keyIsLongest(i)).length
    const longest = left.length - plain
    let n = 0
    while (n < longest && n + 1 <= longestKeysAllowed(plain + n + 1)) n++
    return plain + n
  }
  const fits = (taken: ReadonlySet<string>) => !room || drawable(taken) >= room.needed
  const chosen = leastTaking(sources, answered, (s) => itemIds.has(s.id), fits)
  if (!chosen) return undefined
  // Even the least matching item would shorten a test the OA could fill: none, and the composer says so.
  if (room && !fits(chosen.taken) && drawable(new Set()) >= room.needed + 1) return undefined
  const { pairs, extras } = chosen
  const blocked = candidates
    .filter((i) => answers(pairs, i))
    .map((i) => i.id)
    .filter((id) => !pairs.some((p) => p.id === id))
  return {
    question: matchingItem(
      pairs,
      extras.map((e) => e.definicion),
      seed,
      'conceptos',
    ),
    // The extra definitions' items are used too: their statements are in column B.
    sources: [...pairs, ...extras],
    blocked,
  }
}

/**
 * A calculation a student reads, as the computed items write it: · for the product, ÷ for the quotient, the
 * decimal comma; a factor 1 before a quotient ("24 * 1 / 6", a sixth of 24) is left out.
 */
export function writtenExpression(expresion: string): string | undefined {
  if (!/^[\d\s+\-*/().,]+$/.test(expresion) || !/[+\-*/]/.test(expresion)) return undefined
  return expresion
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/\s\*\s1\s\/\s/g, ' / ')
    .replace(/\s\*\s/g, ' · ')
    .replace(/\s\/\s/g, ' ÷ ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Two values that are one number ("8/10" and "4/5"). */
const sameValue = (a: string, b: string) => {
  const x = bareNumber(a)
  const y = bareNumber(b)
  return x !== undefined && y !== undefined && Math.abs(x - y) < 1e-9
}

/**
 * The matching item of a Matemática OA: computed items of the OA (their calculation and value), not yet used
 * in the document; undefined when fewer than four have a bare value.
 */
export function mathMatching(
  objective: string,
  level: number,
  makerLevel: number,
  seed: number,
  used: ReadonlySet<string>,
  oaCode?: string,
): Matching | undefined {
  const made = mathQuestions(objective, level as never, 40, seed + 53, [...used], makerLevel as never, oaCode)
  const sources: (PairSource & { wrong: string[] })[] = []
  for (const q of made) {
    const key = q.alternativas[q.correcta]!.trim()
    const shown = writtenExpression(q.expresion)
    if (!shown || bareNumber(key) === undefined || used.has(q.enunciado)) continue
    // "7 : 16" for 7/16 asks nothing: the calculation must change the numbers.
    const digits = (s: string) => (s.match(/\d+/g) ?? []).join(' ')
    if (digits(shown) === digits(key)) continue
    if (sources.some((s) => sameValue(s.definicion, key) || s.concepto === shown)) continue
    sources.push({
      id: q.enunciado,
      concepto: shown,
      definicion: key,
      wrong: q.alternativas.filter((a, i) => i !== q.correcta && bareNumber(a) !== undefined).map((a) => a.trim()),
    })
    if (sources.length >= 5) break
  }
  if (sources.length < 3) return undefined
  // Extra values that are no calculation's value, nor each other's.
  const extras: string[] = []
  for (const w of sources.flatMap((s) => s.wrong))
    if (extras.length < 2 && ![...sources.map((s) => s.definicion), ...extras].some((v) => sameValue(v, w)))
      extras.push(w)
  if (extras.length === 0 || !pairPlan(sources.length + extras.length)) return undefined
  const pairs = sources.map(({ wrong: _, ...s }) => s)
  return { question: matchingItem(pairs, extras, seed, 'expresiones'), sources: pairs }
}

/** The numbers of a text, a decimal with its comma as one number ("12,5"). */
const numbersOf = (s: string): string[] => s.match(/\d+(?:,\d+)?/g) ?? []

/**
 * Whether a question of the document asks again one pair of a matching item: its key (or, out of multiple
 * choice, its pauta) is the pair's concept and its statement describes the pair's definition, or its key is
 * the definition (a value, a "¿Qué es…?" definition) and its statement names the concept or holds all the
 * data of its calculation.
 */
export function repeatsPair(q: EvaluacionQuestion, p: Pareados): boolean {
  if (q.tipo === 'terminos_pareados') return false
  const k = q.clave ? ['A', 'B', 'C', 'D'].indexOf(q.clave) : -1
  const answer = fold(k >= 0 ? (q.alternativas[k] ?? '') : q.respuesta_esperada)
  const statement = fold(q.enunciado)
  return p.claves.some((letra, i) => {
    const concepto = fold(p.columna_a[i] ?? '')
    const definicion = fold(p.columna_b[letrasPareados.indexOf(letra)] ?? '')
    if (!concepto || !definicion) return false
    const has = (text: string, part: string) => ` ${text} `.includes(` ${part} `)
    if (has(answer, concepto) && (statement.includes(definicion) || similarity(statement, definicion) >= 0.5))
      return true
    if (has(answer, definicion)) {
      if (statement.includes(concepto)) return true
      // The calculation's data, without the 1 and 100 of a fraction or a percentage ("300 · 20 ÷ 100" is
      // "el 20 % de 300").
      const numbers = numbersOf(p.columna_a[i]!).filter((n) => n !== '1' && n !== '100')
      const inStatement = numbersOf(q.enunciado)
      if (numbers.length >= 2 && numbers.every((n) => inStatement.includes(n))) return true
    }
    return false
  })
}
