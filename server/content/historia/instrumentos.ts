/**
 * The instruments written for every Historia OA, 1° Básico–2° Medio (issue 29 §1): per OA, the rubric's
 * content criterion (four descriptors naming the OA's concepts), the scale's indicator in the third and
 * first person, and at least one practical work on the OA's content (a source to analyse, an investigation
 * with its questions, a map or timeline to build, a poster, a dramatization, a debate). Written per band in
 * `instrumentos-<band>.ts`; checked by `tests/unit/historia-instrumentos.test.ts`.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { historia01, historia02 } from './instrumentos-b12'
import { historia03, historia04 } from './instrumentos-b34'
import { historia05, historia06 } from './instrumentos-b56'
import { historia07, historia08 } from './instrumentos-b78'
import { historia1m, historia2m } from './instrumentos-media'

export const instrumentosHistoria: readonly OaInstrumentos[] = [
  ...historia01,
  ...historia02,
  ...historia03,
  ...historia04,
  ...historia05,
  ...historia06,
  ...historia07,
  ...historia08,
  ...historia1m,
  ...historia2m,
]
