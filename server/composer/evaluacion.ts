/**
 * The offline evaluation: one section per objective, with questions about the objective's content (never
 * the objective restated as a question). Matemática computes its items, Lenguaje reads a passage written for
 * the level, Ciencias Naturales and Historia draw reviewed items for the OA; other subjects get concrete
 * tasks on the objective's topic.
 */
import type {
  AiRequest,
  Clave,
  EvaluacionContent,
  EvaluacionQuestion,
  EvaluacionSection,
} from '@/api/contract/documento-contenido'
import { claves } from '@/api/contract/documento-contenido'
import { gradeScale, gradeScaleOf } from '@/domain/grade-scale'
import { minutesAtLevel, registerOfLevel } from '@/domain/level-register'
import { type Difficulty, type ItemKind, itemKindLabels, itemsForDuration } from '@/domain/request-options'
import { foldAccents } from '@/domain/text'
import { countOf as counted, readWishes, type WishKind, wishKindLabels } from '@/domain/wishes'
import { namesPhrase, offObjective } from '../content/checks'
import { kindAskedFor, languageOf, type Passage, passageFor, temasAskedFor } from '../content/lenguaje/reading'
import type { CatalogueSubject } from '../curriculum/catalogue'
import { HttpError } from '../errors'
import { type ChosenItem, isWrittenForOa, itemsFor } from './bank'
import { KeyDealer, keepsOrder, keyIsLongest, longestKeysAllowed, placeKey } from './keys'
import { type MathQuestion, mathQuestions } from './math'
import {
  codesOf,
  levelOfRequest,
  type Objective,
  objectiveLine,
  objectiveParts,
  objectiveText,
  resolveObjectives,
  restatesObjective,
  subjectOfRequest,
} from './objectives'
import { bankMatching, type Matching, mathMatching, type Room, repeatsPair } from './pareados'
import {
  asTemplate,
  derived,
  keepOnObjective,
  offObjectiveAnyGenre,
  pieceOfQuestion,
  withExpression,
  withGenres,
} from './provenance'
import { repeatsAny, similarity } from './similarity'
import { asWritten } from './written-case'

/** Moved to keys.ts (the pareados chooser needs them too); exported here still for the validator and tests. */
export { keyIsLongest, longestKeyShare, longestKeysAllowed } from './keys'

const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']

/** A short-answer question: no options, no key letter, its expected answer for the pauta. */
const shortAnswer = (
  habilidad: EvaluacionQuestion['habilidad'],
  enunciado: string,
  puntaje: number,
  respuesta_esperada: string,
): EvaluacionQuestion => ({
  tipo: 'respuesta_breve',
  habilidad,
  enunciado,
  alternativas: [],
  clave: null,
  puntaje,
  respuesta_esperada,
})

/** A text closed by one period: "luz." stays "luz.", "luz" becomes "luz.". */
const withPeriod = (text: string) => {
  const t = text.trim()
  return /[.!?…]$/.test(t) ? t : `${t}.`
}

/**
 * A multiple-choice question with its key, the pauta starting with the key's letter. With the document's
 * key dealer, the options are rotated so that the key falls on the letter dealt (options forming an ordered
 * numeric scale are only shown ascending or descending, whichever letter the document needs more).
 */
export function multipleChoice(
  q: {
    habilidad: EvaluacionQuestion['habilidad']
    enunciado: string
    alternativas: readonly string[]
    correcta: number
  },
  puntaje: number,
  explicacion?: string,
  keys?: KeyDealer,
): EvaluacionQuestion {
  let shown = { alternativas: [...q.alternativas], correcta: q.correcta }
  if (keys) {
    if (keepsOrder(q.alternativas)) {
      const mirrored = q.alternativas.length - 1 - q.correcta
      const target = keys.next([q.correcta, mirrored])
      if (target !== q.correcta) shown = { alternativas: [...q.alternativas].reverse(), correcta: mirrored }
    } else shown = placeKey(q.alternativas, q.correcta, keys.next())
  }
  const clave = claves[shown.correcta] as Clave
  const answer = shown.alternativas[shown.correcta]!
  return {
    tipo: 'seleccion_multiple',
    habilidad: q.habilidad,
    enunciado: q.enunciado,
    alternativas: shown.alternativas,
    clave,
    puntaje,
    respuesta_esperada: `${clave}) ${answer}${explicacion ? ` ${explicacion}` : ''}`,
  }
}

export interface SectionPlan {
  objective: Objective
  index: number
  level: number
  seed: number
  /** Statements and ids already used in the document, so no question repeats, exactly or nearly. */
  used: Set<string>
  /** The document's key letters. */
  keys: KeyDealer
  /** The difficulty asked: baja and alta move the numbers a level down or up and change the skills asked. */
  difficulty?: Difficulty
  /** The kinds of item asked, when the teacher asked some. */
  kinds?: readonly ItemKind[]
  /** A topic the teacher named ("sobre el pingüino de Humboldt"): the OA's items that name it come first. */
  tema?: string
}

/** The OA code an objective resolved to, which its own items declare. */
const codeOf = (p: Pick<SectionPlan, 'objective'>) => p.objective.oa?.codigo

/** A question labelled with the OA it was written for (nothing for a free-text objective). */
function labelled<T extends EvaluacionQuestion>(q: T, oa: string | undefined): T {
  if (oa) q.oa = oa
  return q
}

/** Whether a text names the topic the teacher asked for. */
const namesTopic = (text: string, tema: string | undefined) => tema !== undefined && namesPhrase(text, tema)

/** Candidates that name the teacher's topic first, each group in its order. */
const topicFirst = <T>(items: readonly T[], tema: string | undefined, text: (t: T) => string): T[] =>
  tema
    ? [...items.filter((i) => namesTopic(text(i), tema)), ...items.filter((i) => !namesTopic(text(i), tema))]
    : [...items]

/** A computed item as a question: labelled with its OA when its own makers made it, its calculation kept. */
const fromMath = (made: MathQuestion, q: EvaluacionQuestion, code: string | undefined) =>
  withExpression(labelled(q, code && made.topic === code ? code : undefined), made.expresion)

/** The level math items are made for at a difficulty. */
const makerLevelOf = (p: Pick<SectionPlan, 'level' | 'difficulty'>) =>
  p.difficulty === 'alta' ? p.level + 1 : p.difficulty === 'baja' ? Math.max(0, p.level - 1) : p.level

/**
 * The `count` candidates least like the document's questions, when every candidate repeats something: a
 * section is never left without questions.
 */
function leastRepeated<T extends { enunciado: string }>(candidates: readonly T[], count: number, used: Set<string>) {
  const closeness = (c: T) => Math.max(0, ...[...used].map((u) => similarity(c.enunciado, u)))
  const out = [...candidates]
    .filter((c) => !used.has(c.enunciado))
    .sort((a, b) => closeness(a) - closeness(b))
    .slice(0, count)
  for (const c of out) used.add(c.enunciado)
  return out
}

/**
 * What a student reads of a question: its statement and its options. Two computations of one kind with
 * other data differ in their numbers and options; two wordings of one concept question share both.
 */
const readText = (q: { enunciado: string; alternativas?: readonly string[] }) =>
  [q.enunciado, ...(q.alternativas ?? [])].join(' ')

/**
 * Up to `count` candidates that repeat nothing of the document nor each other, exactly or nearly; they
 * become used. With `byStatement`, statements alone are also compared, with a lower threshold: a stricter
 * test, to prefer items of another kind over the same kind with other data.
 */
function takeFresh<T extends { enunciado: string; alternativas?: readonly string[] }>(
  candidates: readonly T[],
  count: number,
  used: Set<string>,
  byStatement = false,
): T[] {
  const out: T[] = []
  for (const c of candidates) {
    if (out.length >= count) break
    if (used.has(c.enunciado) || repeatsAny(readText(c), used)) continue
    if (byStatement && repeatsAny(c.enunciado, used, 0.4)) continue
    out.push(c)
    used.add(c.enunciado)
    used.add(readText(c))
  }
  return out
}

// ——— Matemática ———

/** How many items of each kind (`MathQuestion.kind`) a document has, by the document's `used` set. */
const kindTallies = new WeakMap<Set<string>, Map<string, number>>()
const tallyOf = (used: Set<string>) => {
  const tally = kindTallies.get(used) ?? new Map<string, number>()
  kindTallies.set(used, tally)
  return tally
}

/**
 * Like `takeFresh`, but each next item is the first fresh candidate of the kind the document has least of
 * (`kind`, the maker that made it): a test goes round the objective's kinds of items (complement, supplement,
 * angles of a triangle…) before it asks one kind twice, in the candidates' seeded order. A kind whose items
 * are all near-duplicates of the document's drops out, and the others fill the count.
 */
export function takeSpread<T extends { enunciado: string; alternativas?: readonly string[]; kind?: string }>(
  candidates: readonly T[],
  count: number,
  used: Set<string>,
  byStatement = false,
): T[] {
  const tally = tallyOf(used)
  const timesOf = (c: T) => tally.get(c.kind ?? '') ?? 0
  const stale = (c: T) =>
    used.has(c.enunciado) || repeatsAny(readText(c), used) || (byStatement && repeatsAny(c.enunciado, used, 0.4))
  const left = [...candidates]
  const out: T[] = []
  while (out.length < count) {
    let best = -1
    for (let i = 0; i < left.length; i++) {
      // `used` only grows: a stale candidate stays stale.
      if (stale(left[i]!)) {
        left.splice(i--, 1)
        continue
      }
      if (best < 0 || timesOf(left[i]!) < timesOf(left[best]!)) best = i
      if (timesOf(left[best]!) === 0) break
    }
    if (best < 0) break
    const [c] = left.splice(best, 1) as [T]
    out.push(c)
    used.add(c.enunciado)
    used.add(readText(c))
    tally.set(c.kind ?? '', timesOf(c) + 1)
  }
  return out
}

/** What the worked item of a section asks for, in turns, so that sections do not all end alike. */
const workedAsks = [
  'Muestra tu procedimiento y escribe la respuesta en una oración completa.',
  'Resuélvelo paso a paso, anota cada cálculo y responde con una oración.',
  'Escribe todos tus cálculos y comprueba tu resultado antes de responder.',
]

/** A computed item worked out in full: the statement, an ask for the procedure, 4 points with a graded pauta. */
function workedItem(q: MathQuestion, index: number): EvaluacionQuestion {
  return {
    tipo: 'desarrollo',
    habilidad: q.habilidad === 'Analizar' ? 'Analizar' : 'Aplicar',
    enunciado: `${q.enunciado} ${workedAsks[index % workedAsks.length]!}`,
    alternativas: [],
    clave: null,
    puntaje: 4,
    respuesta_esperada: `Respuesta: ${withPeriod(q.alternativas[q.correcta]!)} ${withPeriod(q.solucion)} 4 puntos: procedimiento correcto y respuesta completa. 2 puntos: procedimiento adecuado con un error de cálculo. 1 punto: solo la respuesta, sin procedimiento. 0 puntos: no responde o el procedimiento no corresponde.`,
  }
}

export function mathSection(p: SectionPlan): EvaluacionSection {
  const before = new Set(p.used)
  // Items whose key is the longest option come last, so the document does not give its keys away by length.
  const code = codeOf(p)
  const made = topicFirst(
    byKeyLength(mathQuestions(objectiveText(p.objective), p.level, 16, p.seed, [...p.used], makerLevelOf(p), code)),
    p.tema,
    readText,
  )
  // Items of other kinds first; a topic with few kinds of items repeats one only with other data and options.
  const varied = takeSpread(made, 4, p.used, true)
  const others = made.filter((q) => !varied.includes(q))
  const qs = [...varied, ...takeSpread(others, 4 - varied.length, p.used)]
  // The objective's items are all used up by earlier sections on the same topic: open questions on its
  // content complete the section. Under an OA, only when it has no item of its own at all (templates that
  // pass its check), never to fill a count.
  const open = qs.length < (code ? 1 : 2) ? takeFresh(openTasks(p, 'matematica'), 3 - qs.length, p.used) : []
  if (qs.length === 0 && open.length === 0 && made[0]) qs.push(made[0])
  // The worked item shows no options, so its statement alone must differ from the document's questions:
  // the last chosen item that does, else another item made for the objective; when none does, the section
  // keeps its items as multiple choice.
  const ask = workedAsks[p.index % workedAsks.length]!
  const worked = (q: { enunciado: string }) => `${q.enunciado} ${ask}`
  // A concept item (which figure, which graph) has no calculation to work out.
  const fits = (q: MathQuestion) =>
    q.expresion !== '' && !repeatsAny(worked(q), [...before, ...qs.filter((o) => o !== q).map((o) => readText(o))])
  const spare = made.filter((q) => !qs.includes(q))
  const last = [...qs].reverse().find(fits) ?? spare.find(fits)
  const rest = last ? qs.filter((q) => q !== last).slice(0, 3) : qs
  const preguntas: EvaluacionQuestion[] = rest.map((q) =>
    fromMath(q, multipleChoice(q, 2, `(${q.solucion})`, p.keys), code),
  )
  if (last) {
    p.used.add(worked(last))
    preguntas.push(fromMath(last, workedItem(last, p.index), code))
  }
  preguntas.push(...open)
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: ${sectionTopic(p.objective)}`,
    instruccion: `En las preguntas de selección múltiple marca con una X la letra de la alternativa correcta.${last ? ' En la pregunta de desarrollo muestra todos tus cálculos.' : ''}`,
    texto_base: null,
    preguntas,
  }
}

// ——— Lenguaje ———

const readingQuestionCount = (level: number) => (level <= 1 ? 4 : 5)

/**
 * A section on a passage. A writing objective's section ends with a writing task (its first passage only,
 * `writingTask`: an evaluation asks to write once; its further passages end with their open question).
 */
export function readingSection(p: SectionPlan, passage: Passage, writingTask = true): EvaluacionSection {
  const writing =
    writingTask &&
    /escritura|escribir|producir textos|redactar/i.test(`${p.objective.oa?.eje ?? ''} ${objectiveText(p.objective)}`)
  const count = writing ? 3 : readingQuestionCount(p.level)
  // An objective of language knowledge asks first about the passage's language on its topics (vocabulary
  // objectives also get the passage's vocabulary questions first), then about its reading.
  const temas = kindAskedFor(objectiveText(p.objective)) ? [] : temasAskedFor(objectiveText(p.objective))
  const own = temas.includes('vocabulario') ? passage.preguntas.filter((q) => q.foco === 'vocabulario') : []
  const candidates = [
    ...languageOf(passage, temas.length > 0 ? temas : []),
    ...own,
    ...passage.preguntas.filter((q) => !own.includes(q)),
  ]
  const code = codeOf(p)
  // Under an OA, a question stands when its passage passes the OA's check, or the question itself does: checked
  // before the keys are dealt, so the document's letters stay balanced.
  const piece = passagePiece(passage)
  const fits = (text: string, alternativas: readonly string[] = []) =>
    !code ||
    offObjectiveAnyGenre(code, { ...piece, tipo: 'item', texto: `${piece.texto} ${text}`, alternativas }) === undefined
  const preguntas: EvaluacionQuestion[] = takeFresh(
    candidates.filter((q) => fits(q.enunciado, q.alternativas)),
    count,
    p.used,
  ).map((q) => labelled(multipleChoice(q, 1, undefined, p.keys), code))
  if (writing) {
    // Two writing objectives read passages of the same kind: each gets another task.
    const lines = p.level <= 3 ? '4 a 6' : '8 a 10'
    const t = passage.titulo
    const tasks =
      passage.kind === 'informativo'
        ? [
            `A partir de «${t}», escribe un párrafo de ${lines} líneas que explique a un compañero el dato que más te llamó la atención y por qué es importante. Usa conectores y revisa tu ortografía.`,
            `Escribe una noticia breve para el diario mural del colegio que informe lo más importante de «${t}»: un título y un párrafo de ${lines} líneas. Cuida la ortografía y la puntuación.`,
            `Imagina que debes presentar «${t}» a un curso menor. Redacta en ${lines} líneas qué les contarías primero, qué después y con qué idea terminarías.`,
          ]
        : passage.kind === 'poema'
          ? [
              `Escribe una estrofa más para «${t}», de cuatro versos, que siga el tema del poema y use una comparación o una personificación. Revisa tu ortografía.`,
              `Escribe un poema breve de dos estrofas inspirado en «${t}», sobre un lugar que quieras, con al menos una rima. Revisa tu ortografía.`,
              `Transforma «${t}» en un relato de ${lines} líneas contado por el hablante lírico. Mantén sus imágenes principales y revisa tu ortografía.`,
            ]
          : [
              `Escribe un final distinto para «${t}» de ${lines} líneas, con los mismos personajes. Usa conectores y revisa tu ortografía.`,
              `Escribe una carta de ${lines} líneas que un personaje de «${t}» le envía a otro después de lo ocurrido. Usa conectores y revisa tu ortografía.`,
              `Cuenta lo que ocurrió en «${t}» desde el punto de vista de otro personaje, en ${lines} líneas. Usa conectores y revisa tu ortografía.`,
            ]
    // A model text brings its own task in its genre (a letter, a news item), first.
    const own = passage.tarea ? [passage.tarea.enunciado] : []
    const enunciado = [...own, ...tasks].find((task) => !repeatsAny(task, p.used)) ?? tasks[p.index % tasks.length]!
    if (fits(enunciado))
      preguntas.push({
        ...(code ? { oa: code } : {}),
        tipo: 'desarrollo',
        habilidad: 'Crear',
        enunciado,
        alternativas: [],
        clave: null,
        puntaje: 6,
        respuesta_esperada:
          passage.tarea && enunciado === passage.tarea.enunciado
            ? passage.tarea.pauta
            : '6 puntos: el texto cumple la consigna, es coherente con el texto leído, usa conectores y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: cumple la consigna con problemas de coherencia o varios errores. 2 puntos: cumple parcialmente la consigna. 0 puntos: no responde.',
      })
  } else if (fits(passage.abierta.enunciado) && !repeatsAny(passage.abierta.enunciado, p.used)) {
    // Two passages of a genre ask alike open questions («¿Qué explica esta leyenda…?»): the second is left out.
    preguntas.push({
      ...(code ? { oa: code } : {}),
      tipo: 'desarrollo',
      habilidad: passage.abierta.habilidad,
      enunciado: passage.abierta.enunciado,
      alternativas: [],
      clave: null,
      puntaje: p.level <= 3 ? 2 : p.level <= 5 ? 4 : 6,
      respuesta_esperada: passage.abierta.pauta,
    })
  }
  // The open question's points follow its pauta (2, 4 or 6 points).
  const open = preguntas[preguntas.length - 1]
  if (open && open.tipo === 'desarrollo') {
    p.used.add(open.enunciado)
    const stated = Number(/^(\d+) puntos/.exec(open.respuesta_esperada)?.[1])
    if (Number.isInteger(stated) && stated >= 1 && stated <= 12) open.puntaje = stated
  }
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: lectura de «${passage.titulo}»`,
    instruccion: `Lee atentamente ${passage.kind === 'poema' ? 'el poema' : 'el texto'} «${passage.titulo}» y luego responde las preguntas de esta sección.`,
    texto_base: withGenres({ titulo: passage.titulo, parrafos: [...passage.parrafos] }, passage.generos),
    preguntas,
  }
}

/** What an OA's check reads of a passage: its title and paragraphs, and its genres when it is a model text. */
const passagePiece = (passage: Passage) => ({
  tipo: 'texto' as const,
  texto: [passage.titulo, ...passage.parrafos].join(' '),
  ...(passage.generos ? { generos: passage.generos } : {}),
})

/**
 * How many questions of a passage may stand under an OA: all of them when the passage passes the OA's check,
 * else those that pass it with the passage (a poem's questions on its verses and rhyme).
 */
export function onObjectiveCount(code: string, passage: Passage): number {
  const piece = passagePiece(passage)
  if (offObjectiveAnyGenre(code, piece) === undefined) return passage.preguntas.length + 1
  const fits = (text: string, alternativas: readonly string[] = []) =>
    offObjectiveAnyGenre(code, { ...piece, tipo: 'item', texto: `${piece.texto} ${text}`, alternativas }) === undefined
  return (
    passage.preguntas.filter((q) => fits(q.enunciado, q.alternativas)).length +
    (fits(passage.abierta.enunciado) ? 1 : 0)
  )
}

/**
 * The passage of a Lenguaje section: the passages the objective's words choose (`passageFor`: the genre or
 * kind it names first), in that order; under an OA the first with at least two questions that may stand under
 * it (`onObjectiveCount`), one that names the teacher's topic first; else the one with most. `exclude` grows
 * with the passage taken.
 */
function choosePassage(p: Pick<SectionPlan, 'objective' | 'level' | 'tema'>, seed: number, exclude: string[]) {
  const code = codeOf(p)
  const tried: Passage[] = []
  for (let k = 0; k < (code || p.tema ? 6 : 1); k++) {
    const passage = passageFor(objectiveText(p.objective), p.level, seed + k * 17, [
      ...exclude,
      ...tried.map((t) => t.titulo),
    ])
    if (tried.some((t) => t.titulo === passage.titulo) || exclude.includes(passage.titulo)) break
    tried.push(passage)
  }
  const standing = new Map(tried.map((t) => [t, code ? onObjectiveCount(code, t) : t.preguntas.length + 1]))
  const enough = tried.filter((t) => standing.get(t)! >= 2)
  const topical = (passage: Passage) => namesTopic(passagePiece(passage).texto, p.tema)
  const most = [...tried].sort((a, b) => standing.get(b)! - standing.get(a)!)[0]
  const chosen = enough.find(topical) ?? enough[0] ?? most
  if (chosen) exclude.push(chosen.titulo)
  return chosen
}

// ——— Ciencias Naturales e Historia ———

export function bankSection(p: SectionPlan, subject: 'ciencias-naturales' | 'historia'): EvaluacionSection {
  const statement = (item: { texto?: string; enunciado: string }) =>
    item.texto ? `Lee la fuente: «${item.texto.replace(/\n+/g, ' ')}». ${item.enunciado}` : item.enunciado
  const candidates = itemsFor(
    subject,
    { texto: objectiveText(p.objective), ...(p.objective.oa ? { oa: p.objective.oa } : {}) },
    p.level,
    8 + p.used.size,
    p.used,
  )
  // An item worded like one already in the document (a bank item close to an OA item) is left out; items
  // whose key is the longest option come last. A harder test asks the higher skills first, an easier one the
  // lower ones.
  const preferred = topicFirst(
    byDifficulty(candidates, p.difficulty).map((item) => ({ ...item, enunciado: statement(item) })),
    p.tema,
    readText,
  )
  const items = takeFresh(topicFirst(writtenFirst(preferred), p.tema, readText), 4, p.used)
  for (const item of items) p.used.add(item.id)
  const preguntas: EvaluacionQuestion[] = items.map((item) =>
    labelled(multipleChoice(item, 2, undefined, p.keys), item.oa),
  )
  // One more item of the objective asked as an open question, answered in the student's words: written
  // content, never a sentence built from the objective's text, and never one that goes back to another item
  // and scores it again ("Vuelve a la pregunta 1…").
  // Not when the kinds asked leave out short answers: it would be dropped and its item lost to the document.
  const openAsked = !p.kinds || p.kinds.length === 0 || p.kinds.includes('respuesta_breve')
  // Under an OA whose items run short, its own items asked open come before anything else.
  if (preguntas.length > 0 && (items.length >= 4 || codeOf(p)) && openAsked) {
    const open = takeFresh(
      // An item that asks to understand or analyse, rather than to recall a name, is worth explaining.
      preferred
        .filter((item) => !p.used.has(item.id) && standsAlone(item))
        .sort((a, b) => Number(a.habilidad === 'Recordar') - Number(b.habilidad === 'Recordar'))
        .map(openFromItem),
      1,
      p.used,
    )
    for (const q of open) p.used.add(q.id)
    preguntas.push(...open.map(({ id: _, ...q }) => q))
  }
  // Fewer than four items fit the objective: its own concepts give the open questions, not an off-topic item.
  // Under an OA, only when it has no item of its own at all (templates that pass its check; `openTasks`).
  if (items.length < 4 && (!codeOf(p) || preguntas.length === 0)) {
    // Another skill than the follow-up question's first: no two "write a question" tasks in one section.
    const asked = new Set(preguntas.filter((q) => q.tipo !== 'seleccion_multiple').map((q) => q.habilidad))
    const tasks = openTasks(p, subject)
    const open = [...tasks.filter((t) => !asked.has(t.habilidad)), ...tasks.filter((t) => asked.has(t.habilidad))]
    preguntas.push(...takeFresh(open, items.length >= 2 ? 1 : 3, p.used))
    if (preguntas.length < 2 && !codeOf(p)) preguntas.push(...leastRepeated(open, 2 - preguntas.length, p.used))
  }
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: ${sectionTopic(p.objective)}`,
    instruccion: 'Marca con una X la alternativa correcta y responde las preguntas abiertas con letra clara.',
    texto_base: null,
    preguntas,
  }
}

/**
 * The concepts an objective names: the items of its lists, in parentheses, after a colon or after "como"
 * ("(inspiración, espiración e intercambio de oxígeno y dióxido de carbono)" gives three). At most `max`.
 */
export function keyTerms(o: Objective, max = 3): string[] {
  const text = objectiveText(o).replace(/\.$/, '')
  const lists = [
    ...[...text.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bcomo\s+([^.;:()]+)/g)].map((m) => m[1]!),
    ...(text.includes(':') ? [text.slice(text.indexOf(':') + 1).replace(/\([^)]*\)/g, '')] : []),
  ]
  const terms: string[] = []
  // Without a list, the objective's own enumeration: "…en la digestión, la absorción de nutrientes y la
  // eliminación de desechos" gives its last concepts.
  for (const [i, list] of [...lists, text].entries()) {
    if (i === lists.length && terms.length >= 2) break
    const fromText = i === lists.length
    for (const raw of list.split(/,\s*|\s+(?:y|e|o|u)\s+(?=[a-záéíóúñ])/i)) {
      // From the running text only noun phrases count ("la absorción de nutrientes"), not clauses.
      if (fromText && !/^(?:el|la|los|las)\s/i.test(raw.trim())) continue
      const term = raw
        .trim()
        .replace(/^(?:como\s+)?(?:(?:el|la|los|las|un|una|sus|su)\s+(?=[a-záéíóúñ]))?/, '')
        .replace(/\s+(?:entre otros|etc)\.?$/i, '')
      const words = term.split(/\s+/)
      // A concept, not a clause: short and not starting with an infinitive ("proponer medidas…").
      if (words.length === 0 || words.length > 5 || term.length < 3) continue
      if (/^[a-záéíóúñ]+(?:ar|er|ir)(?:l[oa]s?|se)?$/i.test(words[0]!)) continue
      if (
        /^(?:de|del|no|c[oó]mo|que|qu[eé]|lo|en|eje|sus?|papel|importancia|efectos?|rol)$|(?:ando|iendo)$/i.test(
          words[0]!,
        )
      )
        continue
      if (!terms.some((t) => t.toLowerCase() === term.toLowerCase())) terms.push(term)
    }
  }
  return terms.slice(0, max)
}

/** "a, b y c" */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`

/** Words that end a noun phrase: prepositions of a clause, conjunctions, relatives, frequent verb forms. */
const phraseBreaks = new Set(
  [
    'que qué cómo como y e o u a al en para por con sin mediante desde durante hacia hasta sobre entre según',
    'considerando incluidas incluidos identificando reconociendo reconociéndola ya se su sus lo le les',
    'es son está están fue fueron era eran ha han hay tiene tienen afecta afectan requiere requieren pasan',
    'forman organizan indica indican permite permiten hicieron hizo unificó reorganizó redibujó surgió causa',
    'causan produce producen sirven cambia cambian ocurre ocurren explica influye influyen estuvo marcado',
    'hace hacen dos tres cuatro cinco',
  ]
    .join(' ')
    .split(' '),
)

/**
 * The noun phrases of an objective that name its content ("la fotosíntesis", "las redes alimentarias",
 * "la función de las principales estructuras"): an article and up to four words, with "de" joins, cut
 * before a verb, a preposition of the clause or a conjunction. Longer, rarer phrases first.
 */
export function topicPhrases(o: Objective, max = 4): string[] {
  const text = objectiveText(o)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/["“”«»]/g, '')
  const tokens = text.split(/\s+/)
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    if (!/^(?:el|la|los|las)$/i.test(tokens[i]!)) continue
    const phrase = [tokens[i]!.toLowerCase()]
    let content = 0
    for (let j = i + 1; j < tokens.length && content < 4; j++) {
      const raw = tokens[j]!
      const word = raw.replace(/[.,;:]+$/, '')
      const lower = word.toLowerCase()
      if (!word || phraseBreaks.has(lower) || /(?:ando|iendo)$/.test(lower)) break
      if (/^[a-záéíóúñ]+(?:ar|er|ir)$/.test(lower) && content > 0) break
      if (/^(?:de|del)$/.test(lower)) {
        const next = tokens[j + 1]?.replace(/[.,;:]+$/, '').toLowerCase()
        if (!next || phraseBreaks.has(next)) break
        phrase.push(lower)
        continue
      }
      if (/^(?:el|la|los|las)$/.test(lower)) {
        if (!/^(?:de|del)$/.test(phrase[phrase.length - 1]!)) break
        phrase.push(lower)
        continue
      }
      // "el oído y el ojo humanos": a plural adjective after a singular head belongs to both nouns.
      const head = phrase.find((w, k) => k > 0 && !/^(?:de|del|el|la|los|las)$/.test(w))
      const afterDe = /^(?:de|del|el|la|los|las)$/.test(phrase[phrase.length - 1]!)
      if (head && !afterDe && /^(?:el|la)$/.test(phrase[0]!) && /s$/.test(lower) && !/s$/.test(head)) break
      // "los seres vivos crecen": after a plural head only plural words (adjectives) follow; another is a verb.
      if (head && !afterDe && /^(?:los|las)$/.test(phrase[0]!) && !/s$/.test(lower)) break
      phrase.push(word)
      content++
      if (word !== raw) break
    }
    while (phrase.length > 1 && /^(?:de|del|el|la|los|las)$/.test(phrase[phrase.length - 1]!)) phrase.pop()
    if (content === 0) continue
    const joined = phrase.join(' ')
    if (!phrase.some((w) => w.length >= 5) || /\b(?:unidad|época|vida diaria)$/.test(joined)) continue
    // How the objective is worked on ("mediante la exploración"), not what it is about.
    if (
      /^(?:la|las|el|los) (?:exploración|observación|investigación|experimentación|evidencia|fuentes?|modelos?|ayuda)\b/.test(
        joined,
      )
    )
      continue
    if (!out.some((x) => x.includes(joined) || joined.includes(x))) out.push(joined)
  }
  return out.sort((a, b) => b.split(' ').length - a.split(' ').length).slice(0, max)
}

/**
 * What an objective works on when it names it without an article: the words after its leading verbs, up to
 * a preposition of the clause ("Reconocer y comparar plantas y animales de Chile por sus rasgos…" gives
 * "plantas y animales de Chile"). Undefined when it starts otherwise.
 */
export function objectPhrase(o: Objective): string | undefined {
  const tokens = objectiveText(o).replace(/\.$/, '').split(/\s+/)
  let i = 0
  const verb = (w: string) => /^[a-záéíóúñ]+(?:ar|er|ir)$/i.test(w.replace(/,$/, ''))
  while (i < tokens.length && (verb(tokens[i]!) || /^(?:y|e|[a-záéíóúñ]+mente,?)$/i.test(tokens[i]!))) i++
  if (i === 0) return undefined
  while (/^(?:algunas|algunos|distintos|distintas|diversos|diversas)$/i.test(tokens[i] ?? '')) i++
  if (/^(?:modelos|ejemplos)$/i.test(tokens[i] ?? '') && /^(?:de|del)$/i.test(tokens[i + 1] ?? '')) i += 2
  const out: string[] = []
  for (; i < tokens.length && out.length < 7; i++) {
    const w = tokens[i]!
    const bare = w.replace(/[,;:]$/, '')
    const stop =
      /^(?:el|la|los|las|un|una|que|qué|cómo|como|dónde|cuándo|por|para|según|mediante|en|con|sus?|a|al|sin)$/i
    // An infinitive after "y" or a comma starts the next action; "solar" after "sistema" is no verb.
    const prev = out[out.length - 1] ?? ''
    const nextAction = verb(bare) && (out.length === 0 || /^(?:y|e)$/.test(prev) || /,$/.test(prev))
    if (stop.test(bare) || /^\(/.test(bare) || /(?:ando|iendo)$/.test(bare) || nextAction) break
    if (out.length === 0 && /^(?:de|del|y|e)$/.test(bare)) return undefined
    out.push(/,$/.test(w) ? w : bare)
    if (/[;:]$/.test(w)) break
  }
  while (out.length > 0 && /^(?:y|e|o|de|del)$/.test(out[out.length - 1]!.replace(/,$/, ''))) out.pop()
  const phrase = out.join(' ').replace(/,$/, '')
  // A single generic word says nothing of the topic.
  if (
    out.length === 1 &&
    /^(?:rasgos|evidencias?|modelos?|aspectos|datos|hechos|ejemplos|formas|medidas)$/i.test(phrase)
  )
    return undefined
  return phrase.length >= 6 ? phrase : undefined
}

/**
 * Open questions built from the objective's own content (its concepts, its noun phrases and its observable
 * parts), for sections whose objective has too few items, and for subjects without a bank. They are
 * candidates: the section takes those that repeat nothing of the document, so the forms are offered in an
 * order that differs from section to section.
 */
function openTasks(p: SectionPlan, subject: CatalogueSubject | undefined): EvaluacionQuestion[] {
  const [first] = objectiveParts(p.objective, 2)
  const terms = keyTerms(p.objective)
  const evidence =
    subject === 'historia'
      ? 'un hecho, un personaje o una fuente estudiada en clases'
      : subject === 'ciencias-naturales'
        ? 'una observación, un experimento o un dato estudiado en clases'
        : 'un ejemplo trabajado en clases'
  const goal = first ?? 'lo pedido'
  const open = (
    tipo: 'respuesta_breve' | 'desarrollo',
    habilidad: EvaluacionQuestion['habilidad'],
    enunciado: string,
    puntaje: number,
    respuesta: string,
  ): EvaluacionQuestion => ({
    tipo,
    habilidad,
    enunciado,
    alternativas: [],
    clave: null,
    puntaje,
    respuesta_esperada: respuesta,
  })
  const fromTerms: EvaluacionQuestion[] =
    terms.length >= 2
      ? [
          open(
            'respuesta_breve',
            'Comprender',
            `Explica con tus palabras, y con un ejemplo de lo estudiado, cada uno de estos aspectos: ${listed(terms.map((t) => `«${t}»`))}.`,
            terms.length * 2,
            `2 puntos por cada aspecto (${listed(terms)}) explicado correctamente con un ejemplo pertinente; 1 punto si la explicación es correcta pero sin ejemplo o con un ejemplo impreciso; 0 puntos si no responde o la explicación no corresponde.`,
          ),
          open(
            'desarrollo',
            'Analizar',
            `¿Qué relación hay entre «${terms[0]}» y «${terms[1]}»? Explícala en un párrafo breve usando ${evidence}.`,
            4,
            `4 puntos: establece una relación correcta entre ${terms[0]} y ${terms[1]} y la apoya con un ejemplo pertinente. 2 puntos: describe cada concepto por separado sin relacionarlos, o relaciona sin ejemplo. 0 puntos: no responde o la relación es incorrecta.`,
          ),
        ]
      : []
  const bareObject = objectPhrase(p.objective)
  const phrases = [...topicPhrases(p.objective), ...(bareObject ? [bareObject] : [])]
  const fallback = `la unidad sobre ${asWritten(sectionTopic(p.objective).toLowerCase())}`
  // "de el" and "a el" contract to "del" and "al".
  const of = (np: string) => (np.startsWith('el ') ? `del ${np.slice(3)}` : `de ${np}`)
  const to = (np: string) => (np.startsWith('el ') ? `al ${np.slice(3)}` : `a ${np}`)
  const forms = (np: string): EvaluacionQuestion[] => {
    const plural = /^(?:los|las)\s/.test(np)
    // "qué es …" only for a phrase with its article.
    const named = /^(?:el|la|los|las)\s/.test(np) && np !== fallback
    return [
      open(
        'respuesta_breve',
        'Recordar',
        `Escribe tres conceptos clave para explicar ${np} y define cada uno en una oración.`,
        3,
        `1 punto por cada concepto pertinente ${to(np)} definido correctamente (máximo 3). 0 puntos por conceptos que no corresponden.`,
      ),
      open(
        'desarrollo',
        'Aplicar',
        `Elige ${evidence} relacionado con ${np}. Descríbelo y explica, paso a paso, qué muestra.`,
        4,
        `4 puntos: el ejemplo es pertinente y la explicación muestra que el estudiante logra ${withPeriod(goal)} 2 puntos: el ejemplo es pertinente pero la explicación es incompleta. 1 punto: el ejemplo no se relaciona con ${np}. 0 puntos: no responde.`,
      ),
      open(
        'respuesta_breve',
        'Comprender',
        named
          ? `Explica con tus palabras qué ${plural ? 'son' : 'es'} ${np} y da un ejemplo concreto.`
          : `Explica con un ejemplo concreto lo que aprendiste sobre ${np}.`,
        3,
        `3 puntos: explicación correcta ${of(np)} con un ejemplo pertinente. 2 puntos: explicación correcta sin ejemplo. 1 punto: explicación imprecisa. 0 puntos: no responde.`,
      ),
      open(
        'desarrollo',
        'Analizar',
        `Dibuja un esquema con cuatro conceptos relacionados con ${np} y únelos con flechas; sobre cada flecha escribe cómo se relacionan.`,
        4,
        `4 puntos: cuatro conceptos pertinentes ${to(np)} y relaciones correctas. 2 puntos: conceptos pertinentes con relaciones imprecisas. 0 puntos: no responde.`,
      ),
      open(
        'desarrollo',
        'Crear',
        `Escribe para un compañero que faltó a clases un párrafo de cinco líneas sobre ${np}, con un ejemplo.`,
        4,
        `4 puntos: el párrafo explica ${np} con ideas correctas y un ejemplo pertinente. 2 puntos: ideas incompletas o sin ejemplo. 0 puntos: no responde.`,
      ),
      open(
        'respuesta_breve',
        'Evaluar',
        `¿Por qué es importante estudiar ${np}? Da dos razones y un ejemplo de tu entorno.`,
        3,
        `1 punto por cada razón pertinente sobre ${np} y 1 punto por un ejemplo adecuado (máximo 3). 0 puntos: no responde.`,
      ),
      open(
        'desarrollo',
        'Analizar',
        `Compara dos ejemplos ${of(np)} vistos en clases: ¿en qué se parecen y en qué se diferencian?`,
        4,
        `4 puntos: dos ejemplos pertinentes ${of(np)}, con una semejanza y una diferencia correctas. 2 puntos: ejemplos pertinentes con una comparación incompleta. 0 puntos: no responde o los ejemplos no corresponden.`,
      ),
      open(
        'desarrollo',
        'Aplicar',
        `Describe una situación de tu vida diaria o de tu comunidad relacionada con ${np} y cuenta qué aprendiste en clases que te ayuda a entenderla.`,
        4,
        `4 puntos: la situación se relaciona con ${np} y el aprendizaje aplicado es correcto. 2 puntos: situación pertinente con una explicación incompleta. 0 puntos: no responde.`,
      ),
      open(
        'respuesta_breve',
        'Crear',
        `Inventa una pregunta sobre ${np} que le harías a un experto y escribe la respuesta que esperarías.`,
        3,
        `3 puntos: la pregunta trata ${np} y la respuesta esperada es correcta. 2 puntos: pregunta pertinente con una respuesta imprecisa. 1 punto: la pregunta no trata el tema. 0 puntos: no responde.`,
      ),
      open(
        'respuesta_breve',
        'Evaluar',
        `Un compañero dice que estudiar ${np} no sirve para la vida diaria. ¿Estás de acuerdo? Fundamenta con un ejemplo.`,
        3,
        '3 puntos: toma una posición y la fundamenta con un ejemplo pertinente. 2 puntos: fundamenta sin ejemplo. 1 punto: solo da su opinión. 0 puntos: no responde.',
      ),
      open(
        'respuesta_breve',
        'Recordar',
        `Haz una lista de cuatro palabras importantes para hablar ${of(np)} y escribe una oración con cada una.`,
        4,
        `1 punto por cada palabra pertinente ${to(np)} usada correctamente en una oración (máximo 4). 0 puntos: no responde.`,
      ),
    ]
  }
  // One phrase per form, the forms starting at a different place in each section.
  const nps = phrases.length > 0 ? phrases : [fallback]
  const formCount = forms(nps[0]!).length
  const fromPhrases: EvaluacionQuestion[] = []
  for (let k = 0; k < formCount * nps.length; k++) {
    const form = (p.index * 2 + k) % formCount
    const np = nps[(k + Math.floor(k / formCount)) % nps.length]!
    fromPhrases.push(forms(np)[form]!)
  }
  if (phrases.length > 0) fromPhrases.push(...forms(fallback))
  return onObjectiveTemplates(
    [...fromTerms, ...fromPhrases].filter((t) => !restatesObjective(t.enunciado, objectiveText(p.objective))),
    p.objective,
  )
}

/**
 * Template open tasks (a sentence with the objective's phrase inserted): marked as templates, and under an OA
 * labelled with it only when the statement alone passes the OA's check; the others are left out.
 */
function onObjectiveTemplates(tasks: EvaluacionQuestion[], o: Objective): EvaluacionQuestion[] {
  const code = o.oa?.codigo
  return tasks
    .map((t) => asTemplate(labelled(t, code)))
    .filter((t) => !code || offObjective(code, pieceOfQuestion(t)) === undefined)
}

/** A short name for a section: the OA's eje for catalogue objectives, else the first words of the objective. */
function sectionTopic(o: Objective): string {
  if (o.oa) {
    // The axis, or its part before a colon when it is long; cut between words, never inside one.
    const long = o.oa.eje.length <= 60 ? o.oa.eje : o.oa.eje.split(':')[0]!
    const eje = long.length <= 100 ? long : long.slice(0, 100).replace(/\s+\S*$/, '')
    // An axis of one or two words ("Historia", "Geografía") says little: the OA's own first key term follows it,
    // its names capitalised ("leyes de mendel" -> "leyes de Mendel").
    const term = o.oa.terminos?.find((t) => t.includes(' ')) ?? o.oa.terminos?.[0]
    return eje.split(/\s+/).length <= 2 && term ? `${eje} — ${asWritten(term)}` : eje
  }
  const words = objectiveText(o)
    .replace(/[.;:]+$/, '')
    .split(/\s+/)
  const rest = words.slice(1, 7).join(' ')
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : 'Objetivo'
}

function genericSection(p: SectionPlan, subject: CatalogueSubject | undefined): EvaluacionSection {
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: ${sectionTopic(p.objective)}`,
    instruccion: 'Responde en el espacio asignado. Escribe con letra clara y fundamenta tus respuestas.',
    texto_base: null,
    preguntas: (() => {
      // A short objective all of whose tasks would restate it: tasks on its unit instead.
      const tasks = openTasks(p, subject)
      const open = tasks.length >= 2 ? tasks : [...tasks, ...extraOpenQuestions(p.objective)]
      const fresh = takeFresh(open, 3, p.used)
      return fresh.length >= 2 ? fresh : [...fresh, ...leastRepeated(open, 2 - fresh.length, p.used)]
    })(),
  }
}

/** One section of an evaluation for an objective (also used to regenerate questions). */
export function composeSection(
  request: AiRequest,
  objective: Objective,
  index: number,
  seed: number,
  used: Set<string>,
  passageExclude: string[] = [],
  keys: KeyDealer = new KeyDealer(seed),
  difficulty: Difficulty | undefined = request.dificultad,
) {
  const level = levelOfRequest(request.nivel)
  const subject = subjectOfRequest(request.asignatura)
  const tema = readWishes(request.instrucciones).tema
  const plan: SectionPlan = {
    objective,
    index,
    level,
    seed,
    used,
    keys,
    difficulty,
    ...(request.tipos_item ? { kinds: request.tipos_item } : {}),
    ...(tema ? { tema } : {}),
  }
  const section = (() => {
    switch (subject) {
      case 'matematica':
        return mathSection(plan)
      case 'lenguaje':
        return readingSection(plan, choosePassage(plan, seed + index, passageExclude)!)
      case 'ciencias-naturales':
      case 'historia':
        return bankSection(plan, subject)
      default:
        return genericSection(plan, subject)
    }
  })()
  // Under an OA, only what was written for it and passes its check (issue 29 §1).
  keepOnObjective(section)
  return section
}

/** Replaces the "{n}" placeholders of cross-references with the question numbers of the whole evaluation. */
function numberReferences(secciones: EvaluacionSection[]) {
  let n = 0
  for (const s of secciones) {
    const first = n + 1
    for (const q of s.preguntas) {
      n++
      q.enunciado = q.enunciado.replace('{n}', String(first))
    }
  }
}

/** What a composed evaluation could not do as asked, in sentences for the teacher. */
export interface Composed {
  content: EvaluacionContent
  avisos: string[]
}

/**
 * "3 preguntas distintas escritas para él en Pizarra", in number with the count and the objectives: what the
 * objectives' own content holds (free text: what Pizarra has on it).
 */
function distinctItems(n: number, objectives: readonly Objective[]) {
  const items = counted(n, 'pregunta distinta', 'preguntas distintas')
  if (!objectives.some((o) => o.oa)) return `${items} en Pizarra`
  const written = n === 1 ? 'escrita' : 'escritas'
  return `${items} ${written} para ${objectives.length === 1 ? 'él' : 'ellos'} en Pizarra que ${n === 1 ? 'trata' : 'tratan'} su contenido`
}

/** `total` items spread over `sections` sections as evenly as possible, the first ones taking the rest. */
export function spread(total: number, sections: number): number[] {
  return Array.from({ length: sections }, (_, i) => Math.floor(total / sections) + (i < total % sections ? 1 : 0))
}

/** The number of items an evaluation has to have: asked, or sized by its minutes; undefined when neither. */
export function itemTarget(request: Pick<AiRequest, 'cantidad_preguntas' | 'duracion_minutos' | 'tipos_item'>) {
  if (request.cantidad_preguntas) return request.cantidad_preguntas
  if (request.duracion_minutos) return itemsForDuration(request.duracion_minutos, request.tipos_item)
  return undefined
}

const questionCount = (sections: readonly EvaluacionSection[]) =>
  sections.reduce((sum, s) => sum + s.preguntas.length, 0)

/**
 * Items whose key is the longest option, left out from the end until the document keeps the share allowed:
 * an objective with few items gives fewer items rather than items that give their key away.
 */
function capLongestKeys(secciones: EvaluacionSection[]) {
  for (;;) {
    const choice = secciones.flatMap((s) => s.preguntas.filter((q) => q.tipo === 'seleccion_multiple'))
    const longest = choice.filter((q) => keyIsLongest(q))
    if (longest.length <= longestKeysAllowed(choice.length)) return
    const last = longest[longest.length - 1]!
    const section = secciones.find((s) => s.preguntas.includes(last))!
    section.preguntas = section.preguntas.filter((q) => q !== last)
  }
}

/** Candidates whose key is not the longest option first, in their order. */
const byKeyLength = <T extends { alternativas: readonly string[]; correcta: number }>(items: readonly T[]) => [
  ...items.filter((i) => !keyIsLongest(i)),
  ...items.filter((i) => keyIsLongest(i)),
]

/**
 * The items written for the OA before the bank's items of the nearest levels, each group with the items whose key
 * is the longest option last: an item written for the objective is worth more than one that shares its words.
 */
const writtenFirst = <T extends { id: string; alternativas: readonly string[]; correcta: number }>(
  items: readonly T[],
) => [...byKeyLength(items.filter(isWrittenForOa)), ...byKeyLength(items.filter((i) => !isWrittenForOa(i)))]

/**
 * More items of the section's objective, of its own content (computed, from the bank or on a new passage):
 * never open filler, except for subjects without content of their own, where open tasks are the content.
 * Options whose key is the longest come last, so the document does not give its keys away by length.
 * `round` counts the calls for the same section: in Matemática each later call draws other items (another
 * seed), twice as many as the call before (up to four times the first), since most of what a call draws repeats the document nearly.
 */
function moreItems(
  request: AiRequest,
  plan: SectionPlan,
  needed: number,
  passages: string[],
  round = 0,
): { preguntas: EvaluacionQuestion[]; extraSections: EvaluacionSection[]; atLevel?: number } {
  const subject = subjectOfRequest(request.asignatura)
  if (subject === 'matematica') {
    // An easier (or harder) test that ran out of its own items completes with the level's (said in an aviso).
    const makerLevel = round === 0 ? makerLevelOf(plan) : plan.level
    // A draw is a fixed number of items round the objective's makers: a maker with few variants fills its
    // turns with near-duplicates of what the document has, so a short document needs a new, larger draw.
    const code = codeOf(plan)
    const made = mathQuestions(
      objectiveText(plan.objective),
      plan.level,
      (needed * 3 + 24) * 2 ** Math.min(round, 2),
      plan.seed + 31 + round * 104_729,
      [...plan.used],
      makerLevel,
      code,
    )
    const fresh = takeSpread(topicFirst(byKeyLength(made), plan.tema, readText), needed, plan.used)
    // Every few items one is worked out in full: more often in a harder test, seldom in an easier one.
    const every = plan.difficulty === 'alta' ? 3 : plan.difficulty === 'baja' ? 8 : 5
    return {
      preguntas: fresh.map((q, i) =>
        fromMath(
          q,
          i % every === every - 1 && q.expresion !== ''
            ? workedItem(q, plan.index + i)
            : multipleChoice(q, 2, `(${q.solucion})`, plan.keys),
          code,
        ),
      ),
      extraSections: [],
      atLevel: makerLevel === makerLevelOf(plan) ? 0 : fresh.length,
    }
  }
  if (subject === 'ciencias-naturales' || subject === 'historia') {
    const statement = (item: { texto?: string; enunciado: string }) =>
      item.texto ? `Lee la fuente: «${item.texto.replace(/\n+/g, ' ')}». ${item.enunciado}` : item.enunciado
    const candidates = itemsFor(
      subject,
      { texto: objectiveText(plan.objective), ...(plan.objective.oa ? { oa: plan.objective.oa } : {}) },
      plan.level,
      needed * 2 + plan.used.size + 16,
      plan.used,
    )
    const preferred = byDifficulty(candidates, plan.difficulty)
    const items = takeFresh(
      topicFirst(writtenFirst(preferred.map((item) => ({ ...item, enunciado: statement(item) }))), plan.tema, readText),
      needed,
      plan.used,
    )
    for (const item of items) plan.used.add(item.id)
    return {
      preguntas: items.map((item) => labelled(multipleChoice(item, 2, undefined, plan.keys), item.oa)),
      extraSections: [],
    }
  }
  if (subject === 'lenguaje') {
    // Another passage for the same objective, with its own questions, until the count is reached.
    const extraSections: EvaluacionSection[] = []
    let left = needed
    for (let k = 1; left > 0 && k <= 6; k++) {
      const passage = choosePassage(plan, plan.seed + k * 17, passages)
      if (!passage) break
      const extra = readingSection({ ...plan, index: plan.index }, passage, false)
      extra.titulo = extra.titulo.replace(/^Ítem [IVX\d]+: /, '')
      // Under an OA, only the questions on a passage that passes its check, or that pass it themselves.
      keepOnObjective(extra)
      if (extra.preguntas.length === 0) continue
      extra.preguntas = extra.preguntas.slice(0, left)
      left -= extra.preguntas.length
      extraSections.push(extra)
    }
    return { preguntas: [], extraSections }
  }
  const open = takeFresh([...openTasks(plan, subject), ...extraOpenQuestions(plan.objective)], needed, plan.used)
  return { preguntas: open, extraSections: [] }
}

/** `moreItems` with only what may stand under the section's OA (`keepOnObjective`). */
function moreOnObjective(...args: Parameters<typeof moreItems>): ReturnType<typeof moreItems> {
  const more = moreItems(...args)
  const probe: EvaluacionSection = {
    objetivo: '-',
    oa: codesOf(args[1].objective),
    titulo: '-',
    instruccion: '-',
    texto_base: null,
    preguntas: more.preguntas,
  }
  keepOnObjective(probe)
  return { ...more, preguntas: probe.preguntas }
}

const bloomOrder = ['Recordar', 'Comprender', 'Aplicar', 'Analizar', 'Evaluar', 'Crear'] as const
const hard = (h: EvaluacionQuestion['habilidad']) => bloomOrder.indexOf(h)

/** Written items in the order a difficulty asks them: the higher skills first for alta, the lower for baja. */
function byDifficulty<T extends { habilidad: EvaluacionQuestion['habilidad'] }>(items: readonly T[], d?: Difficulty) {
  if (d === 'alta') return [...items].sort((a, b) => hard(b.habilidad) - hard(a.habilidad))
  if (d === 'baja') return [...items].sort((a, b) => hard(a.habilidad) - hard(b.habilidad))
  return [...items]
}

/**
 * A written item that can be asked without its options: a question (not a sentence to complete) that does not
 * point at its options ("¿Cuál de las siguientes…?") and whose key is an answer a student can write.
 */
export function standsAlone(item: { enunciado: string; alternativas: readonly string[]; correcta: number }) {
  const key = item.alternativas[item.correcta] ?? ''
  return (
    item.enunciado.trimEnd().endsWith('?') &&
    !/\b(?:cu[aá]l(?:es)?|qu[eé]|cu[aá]nt[oa]s?)\s+de\s+(?:est[oa]s|es[oa]s|l[oa]s\s+siguientes|ell[oa]s)\b|siguientes|alternativas?|opci[oó]n|opciones|afirmaci[oó]n/i.test(
      item.enunciado,
    ) &&
    key.length >= 4
  )
}

/** A written item asked as an open question: the student answers in a sentence; the pauta holds its key. */
function openFromItem(item: ChosenItem): EvaluacionQuestion & { id: string } {
  const key = withPeriod(item.alternativas[item.correcta]!)
  return {
    id: item.id,
    ...(item.oa ? { oa: item.oa } : {}),
    tipo: 'respuesta_breve',
    habilidad: item.habilidad,
    enunciado: `${item.enunciado} Responde con una oración completa y explica tu respuesta.`,
    alternativas: [],
    clave: null,
    puntaje: 2,
    respuesta_esperada: `Respuesta esperada: ${key} 2 puntos: responde correctamente y lo explica con sus palabras. 1 punto: la respuesta es correcta pero no la explica, o la explicación es incompleta. 0 puntos: no responde o la respuesta no corresponde.`,
  }
}

/**
 * A section cut to `n` items: selection items leave first from the end, so a development item stays while
 * there is room for it; a reading section keeps its passage and its first questions.
 */
function trimSection(section: EvaluacionSection, n: number) {
  const qs = [...section.preguntas]
  while (qs.length > n) {
    const lastClosed = qs.map((q) => q.tipo === 'seleccion_multiple' || q.tipo === 'verdadero_falso').lastIndexOf(true)
    const open = qs.filter((q) => q.tipo === 'desarrollo' || q.tipo === 'respuesta_breve').length
    // Keep one open item while more than two items are left.
    const drop = lastClosed >= 0 && (n >= 3 || open === 0) ? lastClosed : qs.length - 1
    qs.splice(drop, 1)
  }
  section.preguntas = qs
}

/**
 * A multiple-choice item as a true-false one: the statement with one of its options, true when it is the key
 * (half of the items) and false otherwise, with the correction in the pauta.
 */
function asTrueFalse(q: EvaluacionQuestion, wantTrue: boolean, proposed: Set<string>): EvaluacionQuestion | undefined {
  const k = claves.indexOf(q.clave as Clave)
  const right = q.alternativas[k]!
  // An answer already proposed in the document is not proposed again: two items proposing «Rancagua», one
  // true and one false, would give each other away. Another distractor, or the other truth value, instead.
  const norm = (text: string) => foldAccents(text).toLowerCase().trim().replace(/\.$/, '')
  const seen = (text: string) => proposed.has(norm(text))
  const distractor = [1, 2, 3].map((d) => q.alternativas[(k + d) % 4]!).find((a) => !seen(a))
  // Every answer it could propose was proposed already: the item is not asked as true-false.
  if (seen(right) && !distractor) return undefined
  let truthful = wantTrue
  if (truthful && seen(right)) truthful = false
  if (!truthful && !distractor) truthful = true
  const shown = truthful ? right : (distractor ?? q.alternativas[(k + 1) % 4]!)
  proposed.add(norm(shown))
  return derived<EvaluacionQuestion>(q, {
    ...(q.oa ? { oa: q.oa } : {}),
    tipo: 'verdadero_falso',
    habilidad: q.habilidad,
    enunciado: `${q.enunciado.trim()} Respuesta propuesta: «${shown.replace(/\.$/, '')}».`,
    alternativas: [],
    clave: null,
    puntaje: q.puntaje,
    respuesta_esperada: truthful
      ? `V. La respuesta propuesta es correcta: ${withPeriod(right)}`
      : `F. La respuesta correcta es ${withPeriod(right)}`,
  })
}

/** A computed multiple-choice item as a short answer: the same statement, the key as the expected answer. */
function asShortAnswer(q: EvaluacionQuestion): EvaluacionQuestion {
  const k = claves.indexOf(q.clave as Clave)
  const explanation = q.respuesta_esperada
    .replace(/^[A-D]\)\s*/, '')
    .slice(q.alternativas[k]!.length)
    .trim()
  return derived(
    q,
    labelled(
      shortAnswer(
        q.habilidad,
        `${q.enunciado.trim()} Escribe tu respuesta.`,
        q.puntaje,
        `${withPeriod(q.alternativas[k]!)}${explanation ? ` ${explanation}` : ''} Puntaje completo con la respuesta correcta; la mitad si el procedimiento es correcto y hay un error de cálculo.`,
      ),
      q.oa ?? undefined,
    ),
  )
}

/**
 * The items turned into the kinds the teacher asked for: multiple choice becomes true-false (every
 * subject) or short answer (computed items); items of a kind not asked that cannot be turned are left out.
 * Answers the kinds that could not be given.
 */
function applyKinds(
  secciones: EvaluacionSection[],
  kinds: readonly ItemKind[],
  computed: boolean,
  /** The answers already proposed by true-false items of the document. */
  proposed: Set<string>,
): ItemKind[] {
  const wanted = new Set(kinds)
  let flip = proposed.size
  for (const s of secciones) {
    s.preguntas = s.preguntas.flatMap((q): EvaluacionQuestion[] => {
      if (wanted.has(q.tipo as ItemKind)) return [q]
      if (q.tipo === 'seleccion_multiple') {
        const turned: EvaluacionQuestion[] = []
        const trueFalse = wanted.has('verdadero_falso') ? asTrueFalse(q, flip++ % 2 === 0, proposed) : undefined
        if (trueFalse) turned.push(trueFalse)
        if (wanted.has('respuesta_breve') && computed) turned.push(asShortAnswer(q))
        if (wanted.has('desarrollo') && computed)
          turned.push(
            derived<EvaluacionQuestion>(q, {
              ...asShortAnswer(q),
              tipo: 'desarrollo',
              enunciado: `${q.enunciado.trim()} Muestra tu procedimiento.`,
              puntaje: 4,
            }),
          )
        // One kind per item, taking turns when several were asked.
        return turned.length > 0 ? [turned[flip % turned.length]!] : []
      }
      return []
    })
  }
  const present = new Set(secciones.flatMap((s) => s.preguntas.map((q) => q.tipo)))
  return kinds.filter((k) => !present.has(k))
}

/** The skills of the items, in Bloom's order, as the purpose line names them ("recordar, aplicar y analizar"). */
function skillsPhrase(secciones: readonly EvaluacionSection[]) {
  const present = new Set(secciones.flatMap((s) => s.preguntas.map((q) => q.habilidad)))
  const skills = bloomOrder.filter((h) => present.has(h)).map((h) => h.toLowerCase())
  return skills.length === 1 ? `la habilidad de ${skills[0]}` : `las habilidades de ${listed(skills)}`
}

/** The minutes an evaluation needs at a level: its items by kind, within the level's most (`level-register`). */
const minutesFor = (all: readonly EvaluacionQuestion[], level: number) =>
  minutesAtLevel(level, {
    cerradas: all.filter((q) => q.tipo !== 'respuesta_breve' && q.tipo !== 'desarrollo').length,
    breves: all.filter((q) => q.tipo === 'respuesta_breve').length,
    desarrollo: all.filter((q) => q.tipo === 'desarrollo').length,
  })

/** A stem that asks for what is not ("¿Cuál NO…?", "excepto", "es incorrecta"): left out for NEE and DUA. */
export const negativeStem = (q: Pick<EvaluacionQuestion, 'enunciado'>) =>
  /\b(?:NO|excepto|EXCEPTO|salvo|incorrect[ao]s?|falsa)\b|\bno (?:es|corresponde|se|pertenece|representa|muestra|ocurre|fue)\b/.test(
    q.enunciado,
  )

/** A section's instruction in one short sentence, by the kinds of its items. */
function briefInstruction(s: EvaluacionSection): string {
  const kinds = new Set(s.preguntas.map((q) => q.tipo))
  const what = /\bel poema\b/.test(s.instruccion) ? 'el poema' : 'el texto'
  const reading = s.texto_base ? `Lee ${what} «${s.texto_base.titulo}». Luego responde.` : ''
  const ask =
    kinds.has('terminos_pareados') && kinds.size === 1
      ? 'Une cada palabra con su significado.'
      : kinds.has('seleccion_multiple')
        ? 'Marca con una X la respuesta correcta.'
        : 'Responde cada pregunta.'
  return reading ? `${reading} ${ask}` : ask
}

/** The instruction of an item on its own line (NEE, DUA): what to do, said once, in the item itself. */
function oneInstruction(q: EvaluacionQuestion): string {
  const said = q.enunciado.trim()
  const instruction =
    q.tipo === 'seleccion_multiple'
      ? 'Marca una sola respuesta.'
      : q.tipo === 'verdadero_falso'
        ? 'Escribe V o F.'
        : q.tipo === 'terminos_pareados'
          ? ''
          : /escrib|explica|muestra|dibuja|responde/i.test(said)
            ? ''
            : 'Escribe tu respuesta.'
  return instruction && !said.endsWith(instruction) ? `${said}\n${instruction}` : said
}

/**
 * At least `least` items of `kind`: selection items from the end become that kind (a computed item asked
 * open, a written item that stands without its options asked in a sentence, true-false from its options),
 * else an open task on the section's objective takes the place of one. Answers how many the test has.
 */
function ensureAtLeast(
  secciones: EvaluacionSection[],
  kind: WishKind,
  least: number,
  objectives: readonly Objective[],
  computed: boolean,
): number {
  const count = () => secciones.reduce((n, s) => n + s.preguntas.filter((q) => q.tipo === kind).length, 0)
  const used = new Set(secciones.flatMap((s) => s.preguntas.map((q) => q.enunciado)))
  const proposed = new Set<string>()
  for (let si = secciones.length - 1; si >= 0 && count() < least; si--) {
    const s = secciones[si]!
    const objective = objectives.find((o) => o.oa && s.oa.includes(o.oa.codigo)) ?? objectives[si] ?? objectives[0]!
    const extra = kind === 'desarrollo' ? extraOpenQuestions(objective).filter((q) => !used.has(q.enunciado)) : []
    for (let qi = s.preguntas.length - 1; qi >= 0 && count() < least; qi--) {
      const q = s.preguntas[qi]!
      if (q.tipo !== 'seleccion_multiple') continue
      // Keep two selection items in a section that has more, so the section still reads as one.
      const k = claves.indexOf(q.clave as Clave)
      const alone = standsAlone({ enunciado: q.enunciado, alternativas: q.alternativas, correcta: k })
      let turned: EvaluacionQuestion | undefined
      if (kind === 'verdadero_falso') turned = asTrueFalse(q, qi % 2 === 0, proposed)
      else if (kind === 'respuesta_breve' && (computed || alone)) turned = asShortAnswer(q)
      else if (kind === 'desarrollo' && (computed || alone))
        turned = derived<EvaluacionQuestion>(q, {
          ...asShortAnswer(q),
          tipo: 'desarrollo',
          enunciado: `${q.enunciado.trim()} ${computed ? 'Muestra tu procedimiento.' : 'Explica tu respuesta con un ejemplo.'}`,
          puntaje: 4,
        })
      else if (kind === 'desarrollo') turned = extra.shift()
      if (!turned || used.has(turned.enunciado)) continue
      used.add(turned.enunciado)
      s.preguntas[qi] = turned
    }
  }
  return count()
}

/**
 * The matching item (términos pareados) of a section's objective, from its OA's data (`pareados.ts`); its
 * sources become used, so no other item of the document asks them again. With `room`, the items the section
 * still draws from the OA besides it: a Ciencias Naturales or Historia matching item leaves them
 * (`bankMatching`). Undefined when the OA's data does not support one (Lenguaje reads passages, other
 * subjects have no written items) or when it would make the test shorter than the OA's items allow.
 */
function matchingFor(subject: CatalogueSubject | undefined, p: SectionPlan, room?: Room): Matching | undefined {
  const made =
    subject === 'matematica'
      ? mathMatching(objectiveText(p.objective), p.level, makerLevelOf(p), p.seed, p.used, p.objective.oa?.codigo)
      : subject === 'ciencias-naturales' || subject === 'historia'
        ? bankMatching(
            subject,
            { texto: objectiveText(p.objective), ...(p.objective.oa ? { oa: p.objective.oa } : {}) },
            p.level,
            p.seed,
            p.used,
            room,
          )
        : undefined
  // Its pairs were written for the OA (or read from the OA's own items) and name its content: else none.
  const code = codeOf(p)
  if (made && code) {
    labelled(made.question, code)
    if (offObjective(code, pieceOfQuestion(made.question)) !== undefined) return undefined
  }
  for (const id of [...(made?.sources ?? []).map((s) => s.id), ...(made?.blocked ?? [])]) p.used.add(id)
  if (made) p.used.add(made.question.enunciado)
  return made
}

/**
 * A matching item for an objective of the request, to replace one in the editor ("Regenerar"): another seed
 * picks other sources when the OA has more, and always another order of column B.
 */
export function composeMatching(
  request: AiRequest,
  objective: Objective,
  index: number,
  seed: number,
  used: Set<string>,
): EvaluacionQuestion | undefined {
  const plan: SectionPlan = {
    objective,
    index,
    level: levelOfRequest(request.nivel),
    seed,
    used,
    keys: new KeyDealer(seed),
    difficulty: request.dificultad,
  }
  return matchingFor(subjectOfRequest(request.asignatura), plan)?.question
}

/**
 * A section with its matching item first: the items that would ask one of its pairs again leave. When the
 * number of items was asked, the section was filled to its share less one, the matching item's place.
 */
function withMatching(section: EvaluacionSection, matching: EvaluacionQuestion) {
  const kept = section.preguntas.filter((q) => !matching.pareados || !repeatsPair(q, matching.pareados))
  section.preguntas = [matching, ...kept]
}

/**
 * The offline evaluation, planned as a specification table: the number of items asked (or fitted to the
 * minutes asked) spread over the objectives, each section composed from its objective's content and then
 * cut or extended to its share; the shortfall of an objective that has fewer distinct items goes to the
 * others, and what is still missing is said in an aviso. The purpose line names the skills the items have.
 */
export function composeEvaluacionPlan(request: AiRequest, seed: number): Composed {
  const objectives = resolveObjectives(request)
  // The teacher's words as wishes (never printed on the student's sheet) and the register of the level.
  const wishes = readWishes(request.instrucciones)
  const adapted = (wishes.adaptaciones?.length ?? 0) > 0
  const register = registerOfLevel(levelOfRequest(request.nivel))
  const used = new Set<string>()
  const passages: string[] = []
  const avisos: string[] = []
  // One dealer for the whole document, so its keys spread evenly over A–D.
  const keys = new KeyDealer(seed)
  const level = levelOfRequest(request.nivel)
  const difficulty = request.dificultad
  const plans = objectives.map(
    (o, i): SectionPlan => ({
      objective: o,
      index: i,
      level,
      seed: seed + i * 7919,
      used,
      keys,
      difficulty,
      ...(wishes.tema ? { tema: wishes.tema } : {}),
    }),
  )
  // With no count and no time asked, a full evaluation for one class of the level.
  const askedTarget = itemTarget(request)
  let target: number | undefined = askedTarget ?? register.preguntasPorClase
  // Each objective's share of the items asked.
  let shares = target === undefined ? undefined : spread(Math.max(target, objectives.length), objectives.length)
  // The matching items first, so that the sections' other items leave their sources alone; each leaves its
  // objective the items the rest of its share needs.
  const subject = subjectOfRequest(request.asignatura)
  const pairsAsked =
    (request.tipos_item?.includes('terminos_pareados') ?? false) ||
    (!request.tipos_item && (wishes.incluye?.includes('terminos_pareados') ?? false))
  const matchings = pairsAsked
    ? plans.map((plan, i) => matchingFor(subject, plan, shares ? { needed: shares[i]! - 1 } : undefined))
    : []
  // The objectives whose matching item would have shortened the test (their OA has the pairs for one).
  const shortening = plans.map(
    (plan, i) =>
      pairsAsked &&
      shares !== undefined &&
      !matchings[i] &&
      (subject === 'ciencias-naturales' || subject === 'historia') &&
      matchingFor(subject, { ...plan, used: new Set(used) }) !== undefined,
  )
  const base = plans.map((plan) =>
    composeSection(request, plan.objective, plan.index, plan.seed, used, passages, keys, difficulty),
  )
  // Adapted for NEE or DUA: no negative stems ("¿Cuál NO…?", "excepto"); other items take their place.
  if (adapted) for (const s of base) s.preguntas = s.preguntas.filter((q) => !negativeStem(q))
  // Nothing asked and the objectives' sections already fill a class of the level: they stay as composed
  // (only a short evaluation is completed, never cut).
  if (askedTarget === undefined && questionCount(base) + matchings.filter(Boolean).length >= target) {
    target = undefined
    shares = undefined
  }
  // Each objective's sections: its own and, in Lenguaje, further passages.
  const groups: EvaluacionSection[][] = base.map((s) => [s])
  if (target !== undefined && shares) {
    // A matching item, placed below, takes one place of its objective's share.
    const matched = matchings.filter(Boolean).length
    const asked = Math.max(target, objectives.length) - matched
    if (target < objectives.length)
      avisos.push(
        `Se pidieron ${target} preguntas para ${objectives.length} objetivos: la evaluación tiene una pregunta por objetivo (${objectives.length}).`,
      )
    const places = shares.map((share, i) => share - (matchings[i] ? 1 : 0))
    const countOf = (g: EvaluacionSection[]) => questionCount(g)
    // A section longer than its share is cut only to the number asked, not to fill a class.
    if (askedTarget !== undefined)
      groups.forEach((g, i) => {
        if (countOf(g) > places[i]!) trimSection(g[0]!, places[i]!)
      })
    // Two rounds: each objective up to its share, then the others take what one could not reach.
    const atLevel: number[] = []
    for (let round = 0; round < 2; round++) {
      for (const [i, g] of groups.entries()) {
        const missing = asked - questionCount(groups.flat())
        if (missing <= 0) break
        const want = round === 0 ? Math.min(missing, places[i]! - countOf(g)) : missing
        if (want <= 0) continue
        const more = moreOnObjective(request, plans[i]!, want + (adapted ? 2 : 0), passages, round)
        atLevel[i] = (atLevel[i] ?? 0) + (more.atLevel ?? 0)
        g[0]!.preguntas.push(...more.preguntas.filter((q) => !adapted || !negativeStem(q)).slice(0, want))
        g.push(...more.extraSections)
      }
    }
    capLongestKeys(groups.flat())
    // An easier or harder test completed with items of the course's own level says so, objective by objective.
    const levelled = objectives.filter((_, i) => (atLevel[i] ?? 0) > 0)
    if (levelled.length > 0 && difficulty)
      avisos.push(
        `${listed(levelled.map((o) => o.oa?.codigo ?? `«${objectiveText(o)}»`))} no ${levelled.length === 1 ? 'tiene' : 'tienen'} por ahora en Pizarra preguntas suficientes de dificultad ${difficulty}: la evaluación se completó con ${counted(
          atLevel.reduce((a, b) => a + (b ?? 0), 0),
          'pregunta',
          'preguntas',
        )} del nivel del curso.`,
      )
    const got = questionCount(groups.flat()) + matched
    // Nothing asked: a class of the level with a quarter less is still a full evaluation, said only below that.
    if (askedTarget === undefined ? got < Math.ceil((asked + matched) * 0.75) : got < asked + matched) {
      const names = objectives.map((o) => o.oa?.codigo ?? `«${objectiveText(o)}»`).join(', ')
      avisos.push(
        `${askedTarget === undefined ? `Una evaluación para una clase de ${register.nombre} lleva unas ${asked + matched} preguntas` : `Se pidieron ${asked + matched} preguntas`}, pero ${objectives.length === 1 ? `el objetivo ${names} tiene` : `los objetivos ${names} tienen`} por ahora ${distinctItems(got, objectives)}: la evaluación tiene ${got}${objectives.some((o) => o.oa) ? ' y no se completa con preguntas de otros objetivos' : ''}.`,
      )
    }
  }
  if (target === undefined) capLongestKeys(groups.flat())
  matchings.forEach((m, i) => {
    if (m) withMatching(groups[i]![0]!, m.question)
  })
  const named = (list: readonly Objective[]) => listed(list.map((o) => o.oa?.codigo ?? `«${objectiveText(o)}»`))
  const noMatching = objectives.filter((_, i) => matchings.length > 0 && !matchings[i] && !shortening[i])
  const noRoom = objectives.filter((_, i) => shortening[i])
  let pairsAvisos = [
    noMatching.length > 0
      ? `${named(noMatching)} no ${noMatching.length === 1 ? 'tiene' : 'tienen'} por ahora en Pizarra conceptos y definiciones para términos pareados: la evaluación no los incluye para ${noMatching.length === 1 ? 'ese objetivo' : 'esos objetivos'}.`
      : undefined,
    // Its pairs would answer items the test needs to reach the number asked.
    noRoom.length > 0
      ? `${named(noRoom)} no ${noRoom.length === 1 ? 'tiene' : 'tienen'} por ahora en Pizarra preguntas suficientes para sumar términos pareados sin bajar de las ${target} preguntas pedidas: la evaluación no los incluye para ${noRoom.length === 1 ? 'ese objetivo' : 'esos objetivos'}.`
      : undefined,
  ].filter((a): a is string => a !== undefined)
  let secciones = groups.flat().filter((s) => s.preguntas.length > 0)
  if (secciones.length > 10) {
    secciones = secciones.slice(0, 10)
    // The readings left out take their questions with them: the aviso says how many the evaluation keeps.
    const kept = questionCount(secciones)
    const asked = target === undefined ? undefined : Math.max(target, objectives.length)
    avisos.push(
      asked !== undefined && kept < asked
        ? `La evaluación se limitó a 10 secciones: algunas lecturas adicionales quedaron fuera y tiene ${counted(kept, 'pregunta distinta', 'preguntas distintas')} de las ${asked} pedidas.`
        : 'La evaluación se limitó a 10 secciones: algunas lecturas adicionales quedaron fuera.',
    )
  }
  secciones.forEach((s, i) => {
    s.titulo = /^Ítem [IVX\d]+: /.test(s.titulo)
      ? s.titulo.replace(/^Ítem [IVX\d]+: /, `Ítem ${roman[i] ?? i + 1}: `)
      : `Ítem ${roman[i] ?? i + 1}: ${s.titulo}`
  })
  if (request.tipos_item && request.tipos_item.length > 0) {
    const before = structuredClone(secciones)
    // Términos pareados missing from an objective were said above, objective by objective.
    const proposed = new Set<string>()
    const missing = applyKinds(
      secciones,
      request.tipos_item,
      subjectOfRequest(request.asignatura) === 'matematica',
      proposed,
    ).filter((k) => k !== 'terminos_pareados')
    // Items of kinds not asked left: more of the objective's items, turned into the kinds asked, take their
    // place, so the count asked holds; what still lacks is said.
    const asked = target === undefined ? undefined : Math.max(target, objectives.length)
    if (asked !== undefined && subject !== 'lenguaje') {
      for (let round = 0; round < 3 && questionCount(secciones) < asked; round++)
        for (const [i, plan] of plans.entries()) {
          const missing = asked - questionCount(secciones)
          const section = groups[i]![0]!
          if (missing <= 0 || !secciones.includes(section)) continue
          const extra = [
            { ...section, preguntas: moreOnObjective(request, plan, missing * 2, passages, round + 1).preguntas },
          ]
          applyKinds(extra, request.tipos_item, subject === 'matematica', proposed)
          const fresh = extra[0]!.preguntas.filter(
            (q) => !matchings.some((m) => m?.question.pareados && repeatsPair(q, m.question.pareados)),
          )
          section.preguntas.push(...fresh.slice(0, missing))
        }
      // The items added keep the share of keys that are the longest option.
      capLongestKeys(secciones)
      const got = questionCount(secciones)
      if (got > 0 && got < asked) {
        const said = avisos.findIndex((a) => /preguntas? distintas?/.test(a))
        if (said >= 0) avisos.splice(said, 1)
        const names = objectives.map((o) => o.oa?.codigo ?? `«${objectiveText(o)}»`).join(', ')
        avisos.push(
          `Se pidieron ${asked} preguntas de ${listed(request.tipos_item.map((k) => itemKindLabels[k].toLowerCase()))}, pero ${objectives.length === 1 ? `el objetivo ${names} tiene` : `los objetivos ${names} tienen`} por ahora ${counted(got, 'pregunta distinta', 'preguntas distintas')} de esos tipos en Pizarra: la evaluación tiene ${got}.`,
        )
      }
    }
    secciones = secciones.filter((s) => s.preguntas.length > 0)
    if (secciones.length === 0) {
      // None of the objective's items is of a kind asked: the items it has, said in an aviso.
      secciones = before
      pairsAvisos = []
      avisos.push(
        `No hay por ahora preguntas de ${listed(request.tipos_item.map((k) => itemKindLabels[k].toLowerCase()))} para ${objectives.length === 1 ? 'este objetivo' : 'estos objetivos'}: la evaluación usa los tipos de pregunta disponibles.`,
      )
    } else if (missing.length > 0)
      avisos.push(
        `No hay por ahora preguntas de ${listed(missing.map((k) => itemKindLabels[k].toLowerCase()))} para ${objectives.length === 1 ? 'este objetivo' : 'estos objetivos'}: la evaluación usa los otros tipos pedidos.`,
      )
  }
  avisos.push(...pairsAvisos)
  // At least so many of a kind ("al menos 2 de desarrollo"): selection items become that kind, the total kept.
  for (const [kind, least] of Object.entries(wishes.minimos ?? {}) as [WishKind, number][]) {
    if (kind === 'terminos_pareados' || wishes.sinTipos?.includes(kind)) continue
    const got = ensureAtLeast(secciones, kind, least, objectives, subject === 'matematica')
    if (got < least)
      avisos.push(
        `Se pidieron al menos ${counted(least, wishKindLabels[kind].one, wishKindLabels[kind].many)}, pero la evaluación tiene ${got}: ${objectives.length === 1 ? 'el objetivo no tiene' : 'los objetivos no tienen'} por ahora más en Pizarra.`,
      )
  }
  // A section left without multiple choice by the kinds asked does not ask to mark an alternative.
  for (const s of secciones)
    if (s.preguntas.every((q) => q.tipo === 'terminos_pareados'))
      s.instruccion = 'Une cada término de la columna A con la letra que le corresponde en la columna B.'
    else if (
      !s.preguntas.some((q) => q.tipo === 'seleccion_multiple') &&
      /^(?:Marca con una X|En las preguntas de selección múltiple)/.test(s.instruccion)
    )
      s.instruccion = 'Responde cada pregunta como indica su enunciado. Escribe con letra clara.'
  // The last word on provenance: every item under an OA declares it and passes its check. What is composed
  // above already does; a question that does not is left out here, and said.
  const off = secciones.reduce((n, s) => n + keepOnObjective(s), 0)
  if (off > 0)
    avisos.push(
      `${off === 1 ? 'Una pregunta no trataba' : `${off} preguntas no trataban`} el contenido de su objetivo y se ${off === 1 ? 'dejó' : 'dejaron'} fuera: la evaluación tiene ${counted(questionCount(secciones), 'pregunta distinta', 'preguntas distintas')}.`,
    )
  secciones = secciones.filter((s) => s.preguntas.length > 0)
  // An objective with no item of its own in Pizarra is left out, and said; with none for any, no evaluation.
  const absent = objectives.filter((o) => o.oa && !secciones.some((s) => s.oa.includes(o.oa!.codigo)))
  if (secciones.length === 0)
    throw new HttpError(
      422,
      `${objectives.length === 1 ? 'El objetivo' : 'Los objetivos'} ${named(objectives)} no ${objectives.length === 1 ? 'tiene' : 'tienen'} por ahora en Pizarra preguntas escritas para ${objectives.length === 1 ? 'él' : 'ellos'} que traten su contenido, y Pizarra no pone bajo un OA preguntas de otro: pida una rúbrica, una escala o un trabajo práctico, o elija otro objetivo. No se descontó ninguna evaluación.`,
    )
  if (absent.length > 0)
    avisos.push(
      `${absent.length === 1 ? 'El objetivo' : 'Los objetivos'} ${named(absent)} no ${absent.length === 1 ? 'tiene' : 'tienen'} por ahora en Pizarra preguntas escritas para ${absent.length === 1 ? 'él' : 'ellos'} que traten su contenido: la evaluación no ${absent.length === 1 ? 'lo incluye' : 'los incluye'}.`,
    )
  numberReferences(secciones)
  const total = secciones.reduce((sum, s) => sum + s.preguntas.reduce((a, q) => a + q.puntaje, 0), 0)
  const count = questionCount(secciones)
  const codes = [...new Set(objectives.flatMap(codesOf))]
  const all = secciones.flatMap((s) => s.preguntas)
  const timed = minutesFor(all, levelOfRequest(request.nivel))
  const duracion = request.duracion_minutos ?? timed.minutos
  if (request.duracion_minutos === undefined && timed.necesarios > timed.minutos)
    avisos.push(
      `Las ${count} preguntas piden unos ${timed.necesarios} minutos en ${register.nombre}; el tiempo se fijó en ${timed.minutos} minutos, lo más que dura una evaluación del nivel. Si necesita más, pida el tiempo o menos preguntas.`,
    )
  const brief = register.instruccionesBreves || wishes.registroBreve === true || adapted
  if (brief) for (const s of secciones) s.instruccion = briefInstruction(s)
  if (adapted) for (const q of all) q.enunciado = oneInstruction(q)
  const has = (t: EvaluacionQuestion['tipo']) => all.some((q) => q.tipo === t)
  return {
    avisos,
    content: {
      tipo: 'evaluacion',
      titulo: `Evaluación de ${request.asignatura}`,
      proposito: `Evaluar ${codes.length > 0 ? `${codes.length === 1 ? 'el objetivo' : 'los objetivos'} ${listed(codes)}` : objectives.length === 1 ? 'el objetivo de aprendizaje indicado' : `los ${objectives.length} objetivos de aprendizaje indicados`} en ${request.asignatura}, ${request.nivel}, con ${count} ${count === 1 ? 'pregunta que evalúa' : 'preguntas que evalúan'} ${skillsPhrase(secciones)}.`,
      duracion_minutos: duracion,
      // The student's instructions in the register of the level; the teacher's words are never among them.
      instrucciones: brief
        ? [
            'Lee cada pregunta con calma.',
            ...(has('seleccion_multiple') ? ['Marca con una X la respuesta correcta.'] : []),
            ...(has('verdadero_falso') ? ['Escribe V si es verdadero o F si es falso.'] : []),
            ...(has('terminos_pareados') ? ['Une cada palabra con su significado.'] : []),
            ...(has('respuesta_breve') || has('desarrollo') ? ['Escribe tu respuesta en las líneas.'] : []),
            ...(register.lapizPasta ? ['Responde con lápiz pasta.'] : ['Usa lápiz grafito.']),
            ...(register.notaEnHoja ? [`La evaluación tiene ${total} puntos.`] : []),
          ]
        : [
            'Lee atentamente cada pregunta antes de responder.',
            ...(has('seleccion_multiple')
              ? ['En selección múltiple hay una sola alternativa correcta: márcala con una X.']
              : []),
            ...(has('verdadero_falso')
              ? ['En verdadero o falso escribe V o F en la línea; si es falso, escribe la respuesta correcta.']
              : []),
            ...(has('terminos_pareados')
              ? [
                  'En términos pareados escribe en la línea de cada término de la columna A la letra que le corresponde en la columna B; en la columna B sobran opciones.',
                ]
              : []),
            register.lapizPasta
              ? 'Responde con lápiz pasta; puedes usar lápiz grafito para borradores.'
              : 'Responde con lápiz grafito y borra con cuidado si te equivocas.',
            ...(register.notaEnHoja
              ? [
                  `La evaluación tiene ${total} puntos en total y se aprueba con el ${gradeScale.exigencia * 100} % de ellos: ${gradeScaleOf(total).sentence}.`,
                ]
              : []),
          ],
      secciones,
    },
  }
}

/** The evaluation alone (the avisos are for the request's answer). */
export function composeEvaluacion(request: AiRequest, seed: number): EvaluacionContent {
  return composeEvaluacionPlan(request, seed).content
}

/** Open questions about a section's reading passage, to replace one of its questions. */
export function passageQuestions(
  passage: { titulo: string; parrafos: readonly string[] },
  seed: number,
): EvaluacionQuestion[] {
  const k = seed % passage.parrafos.length
  const longWords = passage.parrafos
    .join(' ')
    .split(/[^A-Za-zÁÉÍÓÚÑáéíóúñü]+/)
    .filter((w) => w.length >= 8 && w === w.toLowerCase())
  const word = longWords[seed % Math.max(1, longWords.length)]
  return [
    shortAnswer(
      'Comprender',
      `Relee el párrafo ${k + 1} de «${passage.titulo}». ¿Cuál es su idea principal? Escríbela con tus palabras.`,
      2,
      `2 puntos: expresa con sus palabras la idea central del párrafo ${k + 1} («${passage.parrafos[k]!.split(/[.!?]/)[0]}…»). 1 punto: copia una oración o da una idea secundaria. 0 puntos: no responde.`,
    ),
    ...(word
      ? [
          shortAnswer(
            'Comprender',
            `Busca en «${passage.titulo}» la palabra «${word}». ¿Qué significa en el texto? Explica cómo lo supiste a partir del contexto.`,
            2,
            `2 puntos: da un significado adecuado de «${word}» y se apoya en las palabras que la rodean. 1 punto: da un significado adecuado sin explicar. 0 puntos: no responde o el significado no corresponde.`,
          ),
        ]
      : []),
    shortAnswer(
      'Analizar',
      `¿Con qué propósito crees que fue escrito «${passage.titulo}»? Fundamenta con una parte del texto.`,
      3,
      '3 puntos: identifica el propósito (narrar, informar, convencer, expresar) y lo fundamenta con una cita pertinente. 2 puntos: identifica el propósito sin cita. 0 puntos: no responde.',
    ),
    shortAnswer(
      'Crear',
      `Escribe una pregunta sobre «${passage.titulo}» cuya respuesta esté en el texto, y respóndela con una oración completa.`,
      2,
      '2 puntos: la pregunta se responde con información del texto y la respuesta es correcta. 1 punto: la pregunta o la respuesta son imprecisas. 0 puntos: no responde.',
    ),
  ]
}

/** More open tasks on an objective's unit, the last resort when regenerating a question. */
export function extraOpenQuestions(o: Objective): EvaluacionQuestion[] {
  const topic = asWritten(sectionTopic(o).toLowerCase())
  const open = (habilidad: EvaluacionQuestion['habilidad'], enunciado: string, respuesta: string) =>
    ({
      tipo: 'desarrollo',
      habilidad,
      enunciado,
      alternativas: [],
      clave: null,
      puntaje: 4,
      respuesta_esperada: respuesta,
    }) as EvaluacionQuestion
  return onObjectiveTemplates(
    [
      open(
        'Analizar',
        `Dibuja un esquema con cuatro conceptos importantes de la unidad sobre ${topic} y únelos con flechas; sobre cada flecha escribe cómo se relacionan.`,
        '4 puntos: cuatro conceptos pertinentes y relaciones correctas. 2 puntos: conceptos pertinentes con relaciones imprecisas. 0 puntos: no responde.',
      ),
      open(
        'Aplicar',
        `Describe una situación de tu vida diaria o de tu comunidad en que se use lo estudiado en la unidad sobre ${topic}, y explica qué conocimiento de la unidad aplicarías.`,
        '4 puntos: la situación es pertinente y el conocimiento aplicado es correcto y explicado. 2 puntos: situación pertinente con explicación incompleta. 0 puntos: no responde.',
      ),
      open(
        'Crear',
        `Escribe para un compañero que faltó a clases un párrafo de cinco líneas con lo más importante de la unidad sobre ${topic}, con un ejemplo.`,
        '4 puntos: el párrafo recoge las ideas centrales de la unidad con un ejemplo correcto. 2 puntos: ideas incompletas o sin ejemplo. 0 puntos: no responde.',
      ),
    ],
    o,
  )
}
