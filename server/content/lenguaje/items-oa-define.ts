/**
 * How the items written for one Lenguaje OA (`items-inicial.ts`, `items-vocabulario.ts`, gathered in
 * `items-oa.ts`) are written: rows `[enunciado, key, wrong, wrong, wrong]`, the key placed at a turning position
 * so that it is not always the same letter, and open questions with their pauta.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import type { OaOpenQuestion, OaQuestion, PassageQuestion } from './types'

export type Row = readonly [enunciado: string, clave: string, otra: string, otra: string, otra: string]

/** The rows of one OA as multiple-choice questions; the key turns over the four positions. */
export function choices(
  oa: string,
  habilidad: Habilidad,
  foco: PassageQuestion['foco'],
  rows: readonly Row[],
  start = 0,
): OaQuestion[] {
  return rows.map(([enunciado, clave, ...otras], i) => {
    const correcta = ((start + i * 3 + 2) % 4) as 0 | 1 | 2 | 3
    const alternativas = [...otras]
    alternativas.splice(correcta, 0, clave)
    return { oa, habilidad, foco, enunciado, alternativas: alternativas as [string, string, string, string], correcta }
  })
}

/** Open questions of one OA: `[enunciado, pauta]`. */
export function opens(
  oa: string,
  habilidad: Habilidad,
  rows: readonly (readonly [enunciado: string, pauta: string])[],
): OaOpenQuestion[] {
  return rows.map(([enunciado, pauta]) => ({ oa, habilidad, enunciado, pauta }))
}
