/**
 * Multiple-choice items written for Pizarra for specific Objetivos de Aprendizaje of Ciencias Naturales and
 * Historia, where the SIMCE/PAES bank has no item on the objective's content. Each names its OA code.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'

export interface OaItem {
  oa: string
  habilidad: Habilidad
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}

export const oaItems: readonly OaItem[] = []
