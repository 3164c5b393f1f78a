/**
 * The objective resolver: every objective a teacher picks or types becomes OA of the requested level and
 * subject, found by a Spanish full-text search over the catalogue (MiniSearch with the Snowball Spanish
 * stemmer of `@orama/stemmers`, accents folded). Each OA is indexed by its description, its eje and its
 * optional `terminos` (key terms and synonyms written by the team). The words every objective uses
 * ("comprender", "resolver problemas", "en forma concreta…") are left out, so an objective matches by
 * what it is about.
 *
 * Whether a free text is covered by an OA is decided by weighted coverage: each of the text's words weighs
 * by how rare it is among the subject's OA of every level (inverse document frequency), and the best OA
 * must hold at least `coverageNeeded` of that weight. "Explicar el proceso de la Independencia de Chile" in
 * 4° Básico matches "Chile" and "proceso" here and there, but not the rare "independencia": not covered.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { stemmer } from '@orama/stemmers/spanish'
import MiniSearch from 'minisearch'
import { foldAccents } from '@/domain/text'
import {
  type CatalogueSubject,
  catalogueLevel,
  catalogueLevels,
  findOa,
  type Oa,
  oaFor,
  officialSubject,
  parseCode,
  subjectOf,
} from './catalogue'

/** Function words and the verbs and phrases common to all objectives: they say nothing of the topic. */
const stopWords = new Set(
  [
    'a al ante bajo con contra de del desde durante e el en entre hacia hasta la las le les lo los mas me mediante',
    'mi muy ni no o os para pero por que se segun sin sobre su sus te tu u un una unas uno unos y ya yo como cual',
    'cuales cuando donde este esta estos estas ese esa esos esas eso esto aquel otra otro otras otros cada todo',
    'toda todos todas tanto sus etc es son ser ha han hay fue era qué cómo',
    // Verbs of objectives.
    'comprender demostrar explicar resolver describir identificar reconocer aplicar usar utilizar analizar',
    'conocer aprender trabajar estudiar evaluar evaluacion representar calcular comparar distinguir caracterizar',
    'desarrollar investigar observar relacionar reflexionar valorar participar leer escribir formular',
    'elaborar crear construir mostrar determinar establecer fundamentar argumentar',
    'comprension estudio conocimiento aprendizaje contenido contenidos tema temas unidad clase clases',
    // How objectives are worked on.
    'problemas problema forma formas concreta concretas pictorica pictoricas simbolica simbolicas manual manualmente',
    'software educativo diversos diversas distintos distintas situaciones cotidianas cotidiano diaria diarias',
    'ejemplos ejemplo estudiantes alumnos alumno objetivo objetivos oa nivel basico medio curso manera modo',
    // What a teacher adds about the class, the course and the occasion ("frente al curso", "con mis alumnos",
    // "en el laboratorio", "para la próxima prueba"): it says how or where, not what.
    'alumna alumnas nino nina ninos ninas chicos chicas chiquillos chiquillas cabros jovenes profe profesor profesora',
    'profesores docente docentes mis nuestro nuestra nuestros nuestras sala salas cursos frente laboratorio pizarra',
    'cuaderno cuadernos prueba pruebas control controles guia guias evaluaciones actividad actividades proxima',
    'proximo hacer hagan ver vean trabajen repasar repaso reforzar refuerzo introduccion practicar practica',
    'quiero queremos necesito tambien bien bueno buena mejor porque ahora luego despues ejercicios ejercitar',
    'preguntas pregunta item items nota notas semestre taller grupal grupales individual parejas dia hoy',
  ]
    .join(' ')
    .split(/\s+/)
    .map((w) => foldAccents(w)),
)

/**
 * Lenguaje's objectives are about reading, writing and speaking: there those verbs tell one objective from
 * another ("Escribir bien palabras con que-qui" is a spelling objective, not a reading one), and "hoy",
 * "bien" or "practicar" stay as the stop words they are elsewhere.
 */
const keptBySubject: Partial<Record<CatalogueSubject, Set<string>>> = {
  lenguaje: new Set(['leer', 'escribir', 'analizar', 'investigar', 'comprension', 'docente', 'profesor', 'profesora']),
  historia: new Set(['hoy', 'dia']),
  matematica: new Set(['dia']),
}

const fold = (word: string) => foldAccents(word.toLowerCase())

/**
 * The index forms of a word: the stem of the word with its accents and the stem of the word without them,
 * folded ("ilustración" -> "ilustr", "ilustracion" -> "ilustracion"), so a word typed without accents
 * meets the same forms as the catalogue's. Null for a stop word (of the subject) or a one-letter word.
 */
export function termsOf(word: string, materia?: CatalogueSubject): string[] | null {
  const lower = word.toLowerCase()
  const folded = fold(lower)
  if (folded.length < 2) return null
  if (stopWords.has(folded) && !(materia && keptBySubject[materia]?.has(folded))) return null
  if (/^\d+$/.test(folded)) return [folded]
  return [...new Set([fold(stemmer(lower)), fold(stemmer(folded))])]
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/**
 * The level a teacher names in passing ("en 5° básico", "para segundo medio", "con los de tercero"): context,
 * not content. "De segundo grado" stays (the quadratic equation).
 */
const levelMention =
  /\b(?:en|para|de|con|a)\s+(?:(?:el|los|las|mis|nuestros?)\s+)?(?:de\s+)?(?:\d{1,2}\s*(?:°|º|o|ro|do|to|vo|mo|no|er)?\s*(?:b[aá]sico|medio)|(?:primero|segundo|tercero|cuarto|quinto|sexto|s[eé]ptimo|octavo)(?:\s+(?:b[aá]sico|medio))?)\b(?!\s+grado)/giu

/** Operations written with signs ("3 + 5 = 8", "8 − 5"), read as the words of the catalogue. */
const signs: [RegExp, string][] = [
  [/(\d)\s*\+\s*(?=\d)/g, '$1 suma '],
  [/(\d)\s*[−–-]\s*(?=\d)/g, '$1 resta '],
  [/(\d)\s*[×*]\s*(?=\d)/g, '$1 multiplicación '],
  [/(\d)\s*[÷:]\s*(?=\d)/g, '$1 división '],
]

/** The text without the level it names in passing, its operation signs read as words. */
export const withoutContext = (text: string) =>
  signs.reduce((t, [pattern, word]) => t.replace(pattern, word), text).replace(levelMention, ' ')

interface Synonyms {
  [materia: string]: Record<string, string[]>
}

/** Words teachers type for the catalogue's words ("plata" for "dinero"), by subject and for all (`comun`). */
const synonyms: Synonyms = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'sinonimos.json'), 'utf8'),
) as Synonyms

function synonymsOf(word: string, materia?: CatalogueSubject): string[] {
  const key = fold(word)
  return [...(synonyms.comun?.[key] ?? []), ...((materia && synonyms[materia]?.[key]) || [])]
}

/**
 * The distinct content words of a text, each with its index forms; with `expand`, a word's forms include
 * those of its synonyms (for the teacher's text, not the catalogue's).
 */
function contentTerms(text: string, materia?: CatalogueSubject, expand = false): string[][] {
  const seen = new Set<string>()
  const out: string[][] = []
  for (const word of tokenize(expand ? withoutContext(text) : text)) {
    const own = termsOf(word, materia)
    const extra = expand
      ? synonymsOf(word, materia).flatMap((s) => tokenize(s).flatMap((w) => termsOf(w, materia) ?? []))
      : []
    if (!own && extra.length === 0) continue
    const terms = [...new Set([...(own ?? []), ...extra])]
    const key = terms.join('|')
    if (seen.has(key)) continue
    seen.add(key)
    out.push(terms)
  }
  return out
}

interface IndexedOa {
  id: string
  descripcion: string
  eje: string
  terminos: string
}

const searchOptions = {
  boost: { terminos: 2, descripcion: 1, eje: 0.4 },
  // "multiplicación" stems to "multipl", "multiplicar" to "multiplic": a stem of five letters or more also
  // finds the longer stems it begins.
  prefix: (term: string) => term.length >= 5,
  combineWith: 'OR' as const,
}

function newIndex(materia: CatalogueSubject, oas: readonly Oa[]) {
  const index = new MiniSearch<IndexedOa>({
    fields: ['descripcion', 'eje', 'terminos'],
    storeFields: [],
    tokenize,
    processTerm: (term) => termsOf(term, materia),
    searchOptions,
  })
  index.addAll(
    oas.map((oa) => ({
      id: oa.codigo,
      descripcion: oa.descripcion,
      eje: oa.eje,
      terminos: (oa.terminos ?? []).join(' · '),
    })),
  )
  return index
}

/** One index per level and subject (`*` for all the subject's levels), and each stem's document frequency. */
const indexes = new Map<string, MiniSearch<IndexedOa>>()
const frequencies = new Map<CatalogueSubject, { total: number; df: Map<string, number> }>()

function indexFor(materia: CatalogueSubject, nivel: string, oas: readonly Oa[]) {
  const key = `${materia}|${nivel}`
  let index = indexes.get(key)
  if (!index) {
    index = newIndex(materia, oas)
    indexes.set(key, index)
  }
  return index
}

/** Every OA of a subject, 1° Básico to 2° Medio. */
const subjectOas = (materia: CatalogueSubject) =>
  catalogueLevels.flatMap((level) => oaFor(level, officialSubject(materia, level)))

function frequenciesOf(materia: CatalogueSubject) {
  let found = frequencies.get(materia)
  if (found) return found
  const df = new Map<string, number>()
  let total = 0
  for (const oa of subjectOas(materia)) {
    total++
    const terms = new Set(contentTerms(`${oa.descripcion} ${oa.eje} ${(oa.terminos ?? []).join(' ')}`, materia).flat())
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1)
  }
  found = { total, df }
  frequencies.set(materia, found)
  return found
}

/**
 * How rare a word (by its forms) is among the subject's objectives: log((N + 1) / (df + 0.5)). A word no
 * objective of the subject uses at any level ("bichitos", "Cortázar") weighs nothing: it cannot tell one
 * OA from another, and the teacher's other words decide.
 */
function weightOf(materia: CatalogueSubject, forms: string[]) {
  const { total, df } = frequenciesOf(materia)
  const count = Math.max(...forms.map((f) => df.get(f) ?? 0))
  if (count === 0) return 0
  return Math.log((total + 1) / (count + 0.5))
}

/** The share of a text's word weight an OA must hold to cover it outright. */
export const coverageNeeded = 0.5

/**
 * The share an OA of the level must hold when no OA of another level covers the text clearly better: a
 * teacher's phrasing ("las tablas de multiplicar con mis alumnos") shares fewer words with an objective
 * than its own description does, and the best OA of the level is then what was meant.
 */
export const coverageEnough = 0.3

export interface OaMatch {
  oa: Oa
  /** MiniSearch's relevance score (BM25 with the field boosts). */
  score: number
  /** The share (0–1) of the text's word weight this OA holds. */
  coverage: number
  /** The share (0–1) of the text's pairs of consecutive content words that the OA also has side by side. */
  phrase: number
}

/** Two forms of a word meet: the same stem, or a stem of five letters or more that begins the other. */
const meet = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.startsWith(a)) || (b.length >= 5 && a.startsWith(b))

/** The content-word sequences of an OA: its description and each of its terms, for phrase matching. */
const sequencesOf = (oa: Oa) => [oa.descripcion, ...(oa.terminos ?? [])].map((t) => contentTerms(t, oa.materia))

/** The share of the text's consecutive word pairs that some sequence of the OA has side by side. */
function phraseShare(words: string[][], oa: Oa): number {
  if (words.length < 2) return 0
  const sequences = sequencesOf(oa)
  const same = (x: string[], y: string[]) => x.some((a) => y.some((b) => meet(a, b)))
  let found = 0
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!]
    if (sequences.some((seq) => seq.some((w, j) => j + 1 < seq.length && same(w, a) && same(seq[j + 1]!, b)))) found++
  }
  return found / (words.length - 1)
}

/** The ranking key of a match: coverage, then half its side-by-side pairs and a tenth its key-term share. */
const rankOf = (m: OaMatch & { terms: number }) => m.coverage + m.phrase / 2 + m.terms / 10

/** The OA of `oas` ranked for a text, best first: what the OA covers, then words side by side, then BM25. */
function rank(materia: CatalogueSubject, key: string, oas: readonly Oa[], texto: string, limit: number): OaMatch[] {
  const words = contentTerms(texto, materia, true)
  if (words.length === 0) return []
  const weights = words.map((forms) => weightOf(materia, forms))
  const totalWeight = weights.reduce((a, b) => a + b, 0)
  const byCode = new Map(oas.map((oa) => [oa.codigo, oa]))
  const results = indexFor(materia, key, oas).search(words.flat().join(' '), { processTerm: (term) => term })
  return (
    results
      .map((result) => {
        const matched = new Set(result.queryTerms)
        const held = words.reduce((sum, forms, i) => sum + (forms.some((f) => matched.has(f)) ? weights[i]! : 0), 0)
        // The words the OA holds among its key terms: what the team wrote the OA is about.
        const inTerms = new Set(
          Object.entries(result.match).flatMap(([t, fields]) => (fields.includes('terminos') ? [t] : [])),
        )
        const heldInTerms = words.reduce(
          (sum, forms, i) => sum + (forms.some((f) => inTerms.has(f)) ? weights[i]! : 0),
          0,
        )
        const oa = byCode.get(String(result.id))!
        return {
          oa,
          score: Math.round(result.score * 100) / 100,
          coverage: totalWeight > 0 ? Math.round((held / totalWeight) * 100) / 100 : 0,
          phrase: Math.round(phraseShare(words, oa) * 100) / 100,
          terms: totalWeight > 0 ? heldInTerms / totalWeight : 0,
        }
      })
      // What the OA covers first, then the teacher's words side by side and among its key terms, then the
      // search's relevance.
      .sort((a, b) => rankOf(b) - rankOf(a) || b.score - a.score)
      .map(({ terms: _, ...match }) => match)
      .slice(0, limit)
  )
}

/**
 * The OA of a level and subject ranked for a text: every OA that shares a content word with it, best first,
 * at most `limit`. Empty when the catalogue lacks the level or subject, or the text has no content words.
 */
export function searchOa(nivel: string, asignatura: string, texto: string, limit = 5): OaMatch[] {
  const materia = subjectOf(asignatura)
  const level = catalogueLevel(nivel)
  const oas = oaFor(nivel, asignatura)
  if (!materia || !level || oas.length === 0) return []
  return rank(materia, level, oas, texto, limit)
}

/** The OA of every level of a subject (1° Básico–2° Medio) ranked for a text, best first. */
export function searchSubject(asignatura: string, texto: string, limit = 5): OaMatch[] {
  const materia = subjectOf(asignatura)
  if (!materia) return []
  return rank(materia, '*', subjectOas(materia), texto, limit)
}

/** Where an objective of another level is taught: the OA of that level that covers the text. */
export interface OtherLevel {
  oa: Oa
  coverage: number
}

/** What became of one objective line. */
export type Resolution =
  /** The catalogue lacks this level or subject: the objective is used as written, not grounded in OA. */
  | { kind: 'fuera_de_catalogo'; texto: string }
  /** An OA of the level and subject, by code, by number or by its words. */
  | { kind: 'oa'; texto: string; oa: Oa; por: 'codigo' | 'numero' | 'texto'; coincidencias: OaMatch[] }
  /**
   * No OA of the level and subject covers it: the closest ones of the level, to choose from, and where the
   * subject teaches it when an OA of another level covers it (`otroNivel`).
   */
  | { kind: 'sin_oa'; texto: string; sugerencias: Oa[]; otroNivel?: OtherLevel }

/** How well an OA matches a text: what it covers, and half of the teacher's word pairs it has side by side. */
const strength = (m: Pick<OaMatch, 'coverage' | 'phrase'>) => m.coverage + m.phrase / 2

/** How much stronger another level's OA must match a text than the level's best for the text to be refused. */
const clearlyBetter = 0.5

/**
 * An OA of another level covers the text clearly better than the level's best: "Teorema de Pitágoras" asked
 * in 2° Medio is taught in 8° Básico. Undefined when the level's own OA are as good.
 */
function elsewhere(nivel: string, asignatura: string, texto: string, best: OaMatch | undefined) {
  const level = catalogueLevel(nivel)
  const [top] = searchSubject(asignatura, texto, 1)
  if (!top || top.oa.nivel === level || top.coverage < coverageNeeded) return undefined
  const own = best ?? { coverage: 0, phrase: 0 }
  return top.coverage - own.coverage > 0.2 && strength(top) - strength(own) >= clearlyBetter ? top : undefined
}

/**
 * The closest OA of the level to an OA of another level: the level's OA ranked for the other OA's words
 * ("porcentajes" asked in 4° Básico: the level's fractions and decimals).
 */
function closestTo(nivel: string, asignatura: string, other: Oa, limit: number): Oa[] {
  const text = `${(other.terminos ?? []).join(' ')} ${other.descripcion}`
  return searchOa(nivel, asignatura, text, limit).map((m) => m.oa)
}

/**
 * Resolves one objective line within a level and subject. A Mineduc code of that level and subject wins
 * ("MA07 OA 04: …"); "OA 4" picks by number unless its words clearly describe another OA; free text is
 * searched: the level's best OA is the objective when it covers the text (`coverageNeeded`), or covers a
 * fair share (`coverageEnough`) while no OA of another level covers it clearly better. Otherwise the text is
 * refused with the closest OA of the level and, when another level teaches it, where. A code of another
 * level or subject counts as free text.
 */
export function resolveObjective(texto: string, context: { nivel: string; asignatura: string }): Resolution {
  const oas = oaFor(context.nivel, context.asignatura)
  if (oas.length === 0) return { kind: 'fuera_de_catalogo', texto }
  const code = parseCode(texto)
  const rest = texto
    .replace(/^\s*(?:[A-Z]{2}\s?(?:\d{2}|[1-4]M)\s*)?(?:OA|objetivo)[A-Z]?\s*\d+[a-z]?\s*[:.\-–—)]?\s*/i, '')
    .trim()
  const matches = searchOa(context.nivel, context.asignatura, rest || texto)
  if (code) {
    const byCode = findOa(texto)
    if (byCode && oas.includes(byCode)) return { kind: 'oa', texto, oa: byCode, por: 'codigo', coincidencias: matches }
  }
  const byNumber = code ? undefined : /^\s*(?:OA|objetivo)\s*0*(\d{1,2})\b/i.exec(texto)
  if (byNumber) {
    const numbered = oas.find((oa) => oa.numero === Number(byNumber[1]))
    const best = matches[0]
    const numberedCoverage = matches.find((m) => m.oa === numbered)?.coverage ?? 0
    // The teacher's numbering may come from another program: words that clearly describe another OA win.
    if (numbered && (!best || best.coverage < coverageNeeded || numberedCoverage * 2 >= best.coverage))
      return { kind: 'oa', texto, oa: numbered, por: 'numero', coincidencias: matches }
  }
  const best = matches[0]
  const other = elsewhere(context.nivel, context.asignatura, rest || texto, best)
  if (best && !other && best.coverage >= coverageEnough)
    return { kind: 'oa', texto, oa: best.oa, por: 'texto', coincidencias: matches }
  const sugerencias =
    matches.length > 0
      ? matches.map((m) => m.oa)
      : other
        ? closestTo(context.nivel, context.asignatura, other.oa, 5)
        : []
  return {
    kind: 'sin_oa',
    texto,
    sugerencias: (sugerencias.length > 0 ? sugerencias : oas).slice(0, 5),
    ...(other ? { otroNivel: { oa: other.oa, coverage: other.coverage } } : {}),
  }
}

/** The comma-separated parts of a typed line (commas, semicolons and line breaks), trimmed, none empty. */
export const splitLine = (line: string) =>
  line
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)

/** A part the teacher anchored to an OA by code or number ("MA07 OA 04: …", "OA 3"): never merged. */
const anchored = (part: string) => parseCode(part) !== undefined || /^\s*(?:OA|objetivo)\s*0*\d{1,2}\b/i.test(part)

/**
 * A part that goes on from the one before it rather than starting an objective: it opens with a connector
 * ("y por qué surgieron junto a los ríos", "de 5 en 5 y de 10 en 10") or says only where or with whom
 * ("frente al curso", "con mis alumnos").
 */
const continues = (part: string, materia: CatalogueSubject | undefined) =>
  /^(?:y|e|o|u|ni|pero|porque|pues|que|de|del|con|en|para|por|sobre|como|sin|hasta|desde|a|al|incluyendo|especialmente|sobre todo)\b/i.test(
    part,
  ) ||
  classroomContext.test(part) ||
  contentTerms(part, materia, true).length === 0

/**
 * How the class works on what the part before names ("trabajado en el laboratorio", "usando material
 * concreto", "vista con microscopio", "en parejas"): a participle or gerund of the classroom's verbs opening
 * the part. Never an objective of its own, whatever words of the curriculum it holds (laboratorio, material).
 */
const classroomContext =
  /^(?:(?:trabajad|vist|realizad|hech|aplicad|desarrollad|revisad|estudiad|abordad|tratad|presentad|explicad|reforzad|practicad|repasad|ejercitad|modelad|observad)[oa]s?|usando|utilizando|trabajando|jugando|mediante|a través de|aplicando|manipulando|observando|experimentando|leyendo|escuchando|dibujando|construyendo)\b/i

/** The parts with each continuation joined to the part before it (the first part always starts one). */
function joinContinuations(parts: string[], materia: CatalogueSubject | undefined): string[] {
  const out: string[] = []
  for (const part of parts) {
    if (out.length > 0 && !anchored(part) && continues(part, materia)) out[out.length - 1] += `, ${part}`
    else out.push(part)
  }
  return out
}

/** How much of a text one given OA covers (0 when it shares no word with it). */
function coverageBy(oa: Oa, texto: string, context: { nivel: string; asignatura: string }) {
  return searchOa(context.nivel, context.asignatura, texto, 100).find((m) => m.oa === oa)?.coverage ?? 0
}

/**
 * The objectives of what a teacher typed, as parts (the screen's comma-separated line, or the list a request
 * sends), each resolved. The line is resolved as a whole first: when one OA covers it and every part, it is one
 * objective ("Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10"; "Escribir bien palabras con ca-co-cu,
 * que-qui"). Otherwise it is a list, and a part that resolves to no OA by itself (and is not taught in another
 * level) stays with its neighbour, the previous one first, when together they resolve. A part with a code or
 * an OA number keeps its own place.
 */
export function resolveObjectives(parts: readonly string[], context: { nivel: string; asignatura: string }) {
  const texts = joinContinuations(parts.map((p) => p.trim()).filter(Boolean), subjectOf(context.asignatura))
  const resolve = (texto: string) => resolveObjective(texto, context)
  if (texts.length <= 1 || oaFor(context.nivel, context.asignatura).length === 0) return texts.map(resolve)
  if (!texts.some(anchored)) {
    const whole = resolve(texts.join(', '))
    if (whole.kind === 'oa' && texts.every((t) => coverageBy(whole.oa, t, context) >= coverageNeeded)) return [whole]
  }
  const groups = texts.map((texto) => ({ texto, fixed: anchored(texto), r: resolve(texto) }))
  const isFragment = (g: (typeof groups)[number]) => !g.fixed && g.r.kind === 'sin_oa' && !g.r.otroNivel
  for (let i = 0; i < groups.length; ) {
    const g = groups[i]!
    if (!isFragment(g)) {
      i++
      continue
    }
    const joinWith = [i - 1, i + 1].find((j) => {
      const other = groups[j]
      if (!other || other.fixed) return false
      const texto = j < i ? `${other.texto}, ${g.texto}` : `${g.texto}, ${other.texto}`
      return resolve(texto).kind === 'oa'
    })
    if (joinWith === undefined) {
      i++
      continue
    }
    const [first, second] = joinWith < i ? [groups[joinWith]!, g] : [g, groups[joinWith]!]
    const texto = `${first.texto}, ${second.texto}`
    groups.splice(Math.min(i, joinWith), 2, { texto, fixed: false, r: resolve(texto) })
    i = Math.max(0, Math.min(i, joinWith) - 1)
  }
  // Two neighbouring parts on the same OA are one objective, its text the two together ("Sistema
  // respiratorio, sus órganos y cómo funciona la respiración").
  const merged: typeof groups = []
  for (const g of groups) {
    const last = merged.at(-1)
    if (last && last.r.kind === 'oa' && g.r.kind === 'oa' && last.r.oa.codigo === g.r.oa.codigo && !g.fixed) {
      const texto = `${last.texto}, ${g.texto}`
      merged[merged.length - 1] = { texto, fixed: last.fixed, r: { ...last.r, texto } }
    } else merged.push(g)
  }
  return merged.map((g) => g.r)
}
