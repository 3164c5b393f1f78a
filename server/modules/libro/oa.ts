import { oaFor } from '../../curriculum/catalogue'
import { HttpError } from '../../errors'

/**
 * Refuses (422) an OA code that is not an objective of the course's level and subject in the curriculum
 * catalogue (codes arrive normalized by the contract, "MA04 OA 03").
 */
export function checkOa(nivel: string, asignatura: string, codes: readonly string[]) {
  if (codes.length === 0) return
  const known = new Set(oaFor(nivel, asignatura).map((o) => o.codigo))
  const unknown = codes.filter((c) => !known.has(c))
  if (unknown.length === 0) return
  if (known.size === 0) {
    throw new HttpError(
      422,
      `El catálogo no tiene OA de ${asignatura} para ${nivel}: no indiques OA en esta asignatura.`,
    )
  }
  throw new HttpError(
    422,
    `${unknown.length === 1 ? `El OA ${unknown[0]} no es` : `Los OA ${unknown.join(', ')} no son`} de ${asignatura} de ${nivel}.`,
  )
}
