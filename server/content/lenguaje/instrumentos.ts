/**
 * The instruments of every Lenguaje OA (issue 29 §1): per OA, the rubric's content criterion (four descriptors
 * that name the OA's content), the scale's indicator (third and first person) and, for every writing and oral
 * OA, practical works with their situation and steps, written for the level's age. Parsed with
 * `oaInstrumentos` and checked against each OA's check in `tests/unit/lenguaje-checks.test.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { instrumentos1m } from './instrumentos-1m'
import { instrumentos2m } from './instrumentos-2m'
import { instrumentos01 } from './instrumentos-01'
import { instrumentos02 } from './instrumentos-02'
import { instrumentos03 } from './instrumentos-03'
import { instrumentos04 } from './instrumentos-04'
import { instrumentos05 } from './instrumentos-05'
import { instrumentos06 } from './instrumentos-06'
import { instrumentos07 } from './instrumentos-07'
import { instrumentos08 } from './instrumentos-08'

export const instrumentosLenguaje: readonly OaInstrumentos[] = [
  ...instrumentos01,
  ...instrumentos02,
  ...instrumentos03,
  ...instrumentos04,
  ...instrumentos05,
  ...instrumentos06,
  ...instrumentos07,
  ...instrumentos08,
  ...instrumentos1m,
  ...instrumentos2m,
]
