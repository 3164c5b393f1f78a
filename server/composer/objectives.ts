/**
 * The teacher's objectives, resolved against the curriculum catalogue: each line keeps the teacher's text
 * and, when it names or matches an OA, that OA. Also the parts of an OA description ("representarlas…,
 * formar fracciones equivalentes…, comparar…") that rubrics, scales and practical work turn into criteria.
 */
import type { AiRequest } from '@/api/contract/documento-contenido'
import { contentWords, levelIndex, type Oa, subjectOf } from '../curriculum/catalogue'
import { resolveObjective } from '../curriculum/resolver'

export interface Objective {
  /** The line as the teacher wrote it. */
  texto: string
  oa?: Oa
}

export function resolveObjectives(request: Pick<AiRequest, 'objetivos' | 'nivel' | 'asignatura'>): Objective[] {
  return request.objetivos.map((texto) => {
    const resolved = resolveObjective(texto, { nivel: request.nivel, asignatura: request.asignatura })
    // Free text no OA of the level covers, and a code of another subject, are kept as the teacher wrote them.
    return resolved.kind === 'oa' ? { texto, oa: resolved.oa } : { texto }
  })
}

/** The level index of a request (0 = 1° Básico … 11 = 4° Medio), 3° Básico when the level is not recognized. */
export const levelOfRequest = (nivel: string) => {
  const index = levelIndex(nivel)
  return index < 0 ? 2 : index
}

export const subjectOfRequest = (asignatura: string) => subjectOf(asignatura)

/** The objective's description without its code prefix ("OA 7: …", "MA05 OA 07 - …"). */
export function objectiveText(o: Objective): string {
  if (o.oa) return o.oa.descripcion
  return (
    o.texto.replace(/^\s*(?:[A-Z]{2}\s?(?:\d{2}|[1-4]M)\s*)?OA[A-Z]?\s*\d+[a-z]?\s*[:.\-–—)]?\s*/i, '').trim() ||
    o.texto
  )
}

/** "MA05 OA 07" or, for free text, nothing. */
export const codesOf = (o: Objective) => (o.oa ? [o.oa.codigo] : [])

/**
 * The objective as documents show it: as the teacher wrote it, or "MA05 OA 07: Comprender las fracciones…"
 * when the teacher gave little more than the code.
 */
export function objectiveLine(o: Objective): string {
  const rest = o.texto.replace(/^\s*(?:[A-Z]{2}\s?(?:\d{2}|[1-4]M)\s*)?OA[A-Z]?\s*\d+[a-z]?\s*[:.\-–—)]?\s*/i, '')
  return o.oa && contentWords(rest).length < 4 ? `${o.oa.codigo}: ${o.oa.descripcion}` : o.texto.trim()
}

/**
 * The observable parts of an objective: the clauses after its colon (or its comma-separated clauses),
 * each starting with an infinitive, at most `max`. "Comprender las fracciones propias: representarlas…,
 * formar fracciones equivalentes…, y comparar fracciones…" gives the three actions.
 */
export function objectiveParts(o: Objective, max = 3): string[] {
  const text = objectiveText(o).replace(/\.$/, '')
  const colon = text.indexOf(':')
  const head = colon > 0 ? text.slice(0, colon) : text
  const tail = colon > 0 ? text.slice(colon + 1) : ''
  const split = (s: string) =>
    s
      .split(
        /,\s*(?:y|e)\s+(?=[a-záéíóú]+(?:ar|er|ir)(?:l[oa]s?|se)?\b)|,\s*(?=[a-záéíóú]+(?:ar|er|ir)(?:l[oa]s?|se)?\b)|\s+y\s+(?=[a-záéíóú]+(?:ar|er|ir)(?:l[oa]s?|se)?\s)/,
      )
      .map((p) => p.trim())
      .filter((p) => p.split(' ').length >= 3)
  const parts = tail ? split(tail) : split(head)
  const chosen = parts.length > 0 ? parts : [head.trim()]
  return chosen.slice(0, max).map((p) => p.charAt(0).toLowerCase() + p.slice(1))
}

/** Word overlap of a statement with an objective: the share of the objective's content words it repeats. */
export function overlapWithObjective(statement: string, objective: string): number {
  const target = new Set(contentWords(objective))
  if (target.size === 0) return 0
  const words = new Set(contentWords(statement))
  let shared = 0
  for (const w of target) if (words.has(w)) shared++
  return shared / target.size
}

/** True when a question restates the objective: contains its text or repeats more than 60 % of its words. */
export function restatesObjective(statement: string, objective: string): boolean {
  const fold = (s: string) => contentWords(s).join(' ')
  const body = fold(objective)
  return (body.length > 0 && fold(statement).includes(body)) || overlapWithObjective(statement, objective) > 0.6
}
