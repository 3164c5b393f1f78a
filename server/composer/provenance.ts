/**
 * Which OA an evaluation item was written for, and whether it shows that OA's content (issue 29 §1). Every
 * item the composer puts under a catalogue OA declares it (`EvaluacionQuestion.oa`) and passes the OA's check
 * (`offObjective`, `server/content/checks`); the composer leaves out what does not, and so does the AI
 * adapter with a model's answer. The CI sweep (`tests/unit/oa-sweep.test.ts`) runs the same checks over an
 * evaluation of every OA of the catalogue.
 *
 * What a check reads of an item is what the student and the teacher read of it: its statement, its options,
 * its pauta (the key and the worked solution), and the passage of its section; a computed item adds the
 * calculation behind its key, kept beside the composed question while the document is composed.
 */
import type { EvaluacionQuestion, EvaluacionSection } from '@/api/contract/documento-contenido'
import { type OaPiece, offObjective } from '../content/checks'

/** The calculation behind a computed item's key ("3/8 + 2/8"), by the composed question. */
const expressions = new WeakMap<object, string>()
/** Open tasks built from an objective's phrases (`openTasks`), by the composed question. */
const templates = new WeakSet<object>()
/** The genres of a section's passage (a model text's "carta", "noticia"…), by its `texto_base`. */
const genres = new WeakMap<object, readonly string[]>()

/** Records the calculation behind a computed question. */
export function withExpression<T extends object>(q: T, expresion: string | undefined): T {
  if (expresion) expressions.set(q, expresion)
  return q
}

/** Marks an open task written from a template with the objective's phrase inserted. */
export function asTemplate<T extends object>(q: T): T {
  templates.add(q)
  return q
}

/** Whether a question is a template open task (`openTasks`, `extraOpenQuestions`). */
export const isTemplate = (q: object) => templates.has(q)

/** Records the genres of a passage shown as a section's `texto_base`. */
export function withGenres<T extends object>(passage: T, list: readonly string[] | undefined): T {
  if (list && list.length > 0) genres.set(passage, list)
  return passage
}

/** A question made from another (asked true-false, open, worked out): it keeps what its source was. */
export function derived<T extends object>(from: object, to: T): T {
  const expresion = expressions.get(from)
  if (expresion) expressions.set(to, expresion)
  if (templates.has(from)) templates.add(to)
  return to
}

/** The text of a matching item's columns. */
const pairsText = (q: EvaluacionQuestion) =>
  q.pareados ? [...q.pareados.columna_a, ...q.pareados.columna_b].join(' ') : ''

/**
 * The piece an OA's check reads of a question: statement, options and pauta (a template's pauta repeats the
 * objective's words it was built from, so a template is read by its statement alone), and its section's
 * passage.
 */
export function pieceOfQuestion(
  q: EvaluacionQuestion,
  section?: Pick<EvaluacionSection, 'texto_base'>,
): OaPiece & { generos?: readonly string[] } {
  const passage = section?.texto_base ? [section.texto_base.titulo, ...section.texto_base.parrafos].join(' ') : ''
  const own = isTemplate(q) ? q.enunciado : [q.enunciado, pairsText(q), q.respuesta_esperada].join(' ')
  const expresion = expressions.get(q)
  const list = section?.texto_base ? genres.get(section.texto_base) : undefined
  return {
    tipo: 'item',
    texto: [passage, own].filter(Boolean).join(' '),
    alternativas: q.alternativas,
    ...(expresion ? { expresion } : {}),
    ...(list ? { generos: list } : {}),
  }
}

/**
 * Why a piece is off its OA, trying each genre it has (a model text may be a letter and an opinion piece);
 * undefined when it shows the OA's content.
 */
export function offObjectiveAnyGenre(
  codigo: string,
  piece: OaPiece & { generos?: readonly string[] },
): string | undefined {
  const { generos: list, ...rest } = piece
  if (!list || list.length === 0) return offObjective(codigo, rest)
  let first: string | undefined
  for (const genero of list) {
    const why = offObjective(codigo, { ...rest, genero })
    if (why === undefined) return undefined
    first ??= why
  }
  return first
}

/**
 * Why a question may not stand in a section: in a section on catalogue OA it declares one of them and shows
 * its content. A section on a free-text objective (no OA) checks nothing. Undefined when it may stand.
 */
export function questionOffObjective(
  q: EvaluacionQuestion,
  section: Pick<EvaluacionSection, 'oa' | 'texto_base'>,
): string | undefined {
  if (section.oa.length === 0) return undefined
  if (!q.oa) return 'la pregunta no declara el OA para el que se escribió'
  if (!section.oa.includes(q.oa)) return `la pregunta declara ${q.oa}, que no es un OA de su sección`
  return offObjectiveAnyGenre(q.oa, pieceOfQuestion(q, section))
}

/** The questions of a section that may stand in it; answers how many left. */
export function keepOnObjective(section: EvaluacionSection): number {
  const before = section.preguntas.length
  section.preguntas = section.preguntas.filter((q) => questionOffObjective(q, section) === undefined)
  return before - section.preguntas.length
}
