/**
 * Items written for one Objetivo de Aprendizaje, named by its code ("CN05 OA 02"). They are written with the
 * correct answer first; the composer shows the alternatives rotated so that keys spread over A–D.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'

export interface OaItem {
  oa: string
  habilidad: Habilidad
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}

/** An item for `oa`: the correct answer, then three distractors taken from common errors. */
export const oaItem = (
  oa: string,
  habilidad: Habilidad,
  enunciado: string,
  correcta: string,
  ...distractores: [string, string, string]
): OaItem => ({ oa, habilidad, enunciado, alternativas: [correcta, ...distractores], correcta: 0 })

/** A pair for términos pareados: a concept (column A) and its definition (column B). */
export interface OaPair {
  concepto: string
  definicion: string
}

/** The pairs of each OA, by its code ("CN05 OA 01"). */
export type OaPairs = Readonly<Record<string, readonly OaPair[]>>
