/**
 * Items for one OA written as rows: [habilidad, enunciado, correcta, distractor, distractor, distractor]. The
 * rows become `OaItem`s through `oaItem` (correct answer first; the composer rotates the options).
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import { type OaItem, oaItem } from './types'

export type Fila = readonly [Habilidad, string, string, string, string, string]

/** The items of `oa`, one per row. */
export const itemsDe = (oa: string, filas: readonly Fila[]): OaItem[] =>
  filas.map(([habilidad, enunciado, correcta, d1, d2, d3]) => oaItem(oa, habilidad, enunciado, correcta, d1, d2, d3))
