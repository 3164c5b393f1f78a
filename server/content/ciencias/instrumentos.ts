/**
 * The instruments of every Ciencias Naturales OA, 1° Básico–2° Medio: per OA, the rubric's content criterion
 * (a label naming the OA's content and four descriptors from the best performance to the weakest), the
 * scale's indicator in the third and the first person, and at least one practical work (an experiment with
 * its question, materials, steps and data table, or a model, a poster, an oral presentation) written for the
 * level's age. One file per band of levels; `tests/unit/instrumentos-ciencias.test.ts` parses them with
 * `oaInstrumentos`, checks every piece against its OA's check and every word with the spelling gate.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { instrumentosB12 } from './instrumentos-b12'
import { instrumentosB34 } from './instrumentos-b34'
import { instrumentosB56 } from './instrumentos-b56'
import { instrumentosB78 } from './instrumentos-b78'
import { instrumentosMedia } from './instrumentos-media'

export const instrumentosCiencias: readonly OaInstrumentos[] = [
  ...instrumentosB12,
  ...instrumentosB34,
  ...instrumentosB56,
  ...instrumentosB78,
  ...instrumentosMedia,
]
