/**
 * The one check every AI document passes before it is returned, whichever provider wrote it (the offline
 * composer or an OpenAI-compatible model; a model's answer that fails is retried once with the problems,
 * then refused). Each rule answers a Spanish sentence naming what is wrong, for the model's retry and the
 * logs; an empty list is a document that may be returned.
 *
 * For an evaluation: the number of questions is the number asked (fewer only when the composer said the
 * objective has no more, `allowFewer`); every section carries OA of the request; no statement repeats; in
 * multiple choice the key is the longest option in at most `longestKeyShare` of the items and no letter is
 * the key of more than `letterShare` of them; the sentence on the passing grade is the one of `gradeScaleOf`;
 * the answer space fits the points (a short answer is worth at most `shortAnswerMaxPoints`); no item goes
 * back to another item and scores it again; a matching item (términos pareados) has one definition per concept
 * and one or two more in column B, one point per pair, and no other item of the document asks one of its
 * pairs again.
 */
import type { AiContent, AiRequest, Clave, EvaluacionContent } from '@/api/contract/documento-contenido'
import { claves, pareadosProblems } from '@/api/contract/documento-contenido'
import { gradeScaleOf } from '@/domain/grade-scale'
import { itemTarget, keyIsLongest, longestKeysAllowed } from './evaluacion'
import { codesOf, resolveObjectives } from './objectives'
import { repeatsPair } from './pareados'

export { longestKeyShare } from './evaluacion'
export const letterShare = 0.4
/** A short answer has a few lines: more points than this need a development item. */
export const shortAnswerMaxPoints = 6

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()

/** Words that send the student back to another item ("Vuelve a la pregunta 1", "en la pregunta anterior"). */
const crossReference =
  /\b(?:vuelve a la pregunta|en la pregunta (?:\d+|anterior)|de la pregunta (?:\d+|anterior)|la pregunta \d+ de esta secci[oó]n|del [ií]tem \d+)\b|\{n\}/i

export interface ValidationOptions {
  /** The composer said in an aviso that the objectives have fewer distinct items than asked. */
  allowFewer?: boolean
}

function evaluationProblems(c: EvaluacionContent, request: AiRequest, options: ValidationOptions): string[] {
  const problems: string[] = []
  const items = c.secciones.flatMap((s) => s.preguntas)
  const asked = itemTarget(request)
  if (request.cantidad_preguntas !== undefined && asked !== undefined) {
    const wanted = Math.max(asked, request.objetivos.length)
    if (items.length > wanted || (items.length < wanted && !options.allowFewer))
      problems.push(
        `La evaluación tiene ${items.length} preguntas y se pidieron ${wanted}: entrega exactamente ${wanted}.`,
      )
  } else if (request.duracion_minutos !== undefined && asked !== undefined) {
    // Minutes ask for about one item per 3 to 8 minutes, by the kind of items.
    const least = Math.max(1, Math.round(request.duracion_minutos / 8))
    const most = Math.max(least, Math.round(request.duracion_minutos / 3), request.objetivos.length)
    if (items.length > most || (items.length < least && !options.allowFewer))
      problems.push(
        `La evaluación es para ${request.duracion_minutos} minutos y tiene ${items.length} preguntas: entrega ${asked} (entre ${least} y ${most}).`,
      )
  }
  const codes = new Set(resolveObjectives(request).flatMap(codesOf))
  if (codes.size > 0)
    c.secciones.forEach((s, i) => {
      if (s.oa.length === 0 || s.oa.some((code) => !codes.has(code)))
        problems.push(
          `La sección ${i + 1} debe indicar en "oa" códigos de los OA de la solicitud (${[...codes].join(', ')}); tiene ${s.oa.length > 0 ? s.oa.join(', ') : 'ninguno'}.`,
        )
    })
  const seen = new Map<string, number>()
  items.forEach((q, i) => {
    const key = normalized(q.enunciado)
    const first = seen.get(key)
    if (first !== undefined) problems.push(`La pregunta ${i + 1} repite el enunciado de la pregunta ${first + 1}.`)
    else seen.set(key, i)
    if (crossReference.test(q.enunciado))
      problems.push(
        `La pregunta ${i + 1} remite a otra pregunta y la puntúa de nuevo: cada pregunta debe evaluarse por sí sola.`,
      )
    if (q.tipo === 'respuesta_breve' && q.puntaje > shortAnswerMaxPoints)
      problems.push(
        `La pregunta ${i + 1} es de respuesta breve y vale ${q.puntaje} puntos: una respuesta breve vale a lo más ${shortAnswerMaxPoints}; hazla de desarrollo o baja su puntaje.`,
      )
  })
  items.forEach((q, i) => {
    if (q.tipo !== 'terminos_pareados' || !q.pareados) return
    for (const problem of pareadosProblems(q.pareados)) problems.push(`Pregunta ${i + 1}: ${problem}`)
    if (q.puntaje !== q.pareados.columna_a.length)
      problems.push(
        `La pregunta ${i + 1} tiene ${q.pareados.columna_a.length} pares y vale ${q.puntaje} puntos: vale 1 punto por par.`,
      )
    items.forEach((other, j) => {
      if (j !== i && repeatsPair(other, q.pareados!))
        problems.push(
          `La pregunta ${j + 1} pregunta de nuevo un par de los términos pareados de la pregunta ${i + 1}: cambia una de las dos.`,
        )
    })
  })
  const choice = items.filter((q) => q.tipo === 'seleccion_multiple' && q.clave !== null)
  const longest = choice.filter((q) => keyIsLongest(q)).length
  const allowed = longestKeysAllowed(choice.length)
  if (longest > allowed)
    problems.push(
      `En ${longest} de ${choice.length} preguntas de selección múltiple la clave es la alternativa más larga (a lo más ${allowed}): iguala el largo de las alternativas.`,
    )
  if (choice.length >= 3) {
    const allowed = Math.max(1, Math.ceil(choice.length * letterShare))
    for (const letter of claves) {
      const n = choice.filter((q) => q.clave === (letter as Clave)).length
      if (n > allowed)
        problems.push(
          `La letra ${letter} es la clave de ${n} de ${choice.length} preguntas de selección múltiple (a lo más ${allowed}): reparte las claves entre A, B, C y D.`,
        )
    }
  }
  const total = items.reduce((sum, q) => sum + q.puntaje, 0)
  const sentence = gradeScaleOf(total).sentence
  for (const line of c.instrucciones)
    if (/nota 4,0/.test(line) && !line.includes(sentence))
      problems.push(
        `Las instrucciones dicen la nota de aprobación de otra forma que la tabla de conversión: con ${total} puntos, ${sentence}.`,
      )
  return problems
}

/** What is wrong with a document for the request; empty when it may be returned. */
export function validateDocument(content: AiContent, request: AiRequest, options: ValidationOptions = {}): string[] {
  if (content.tipo !== request.tipo)
    return [`Se pidió un documento de tipo ${request.tipo} y llegó uno de tipo ${content.tipo}.`]
  if (content.tipo === 'evaluacion') return evaluationProblems(content, request, options)
  return []
}
