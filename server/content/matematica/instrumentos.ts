/**
 * The instruments of every Matemática OA, 1° Básico–2° Medio (issue 29 §1): per OA, the rubric's content
 * criterion (a label naming the OA's content and four descriptors from the best performance to the weakest),
 * the scale's indicator in the third and the first person, and at least one practical work: a problem
 * situation with its data (a table when data are involved) that needs exactly this OA's content, with its
 * steps and the tasks it suits, written for the level's age. One file per band of levels;
 * `tests/unit/matematica-instrumentos.test.ts` parses them with `oaInstrumentos`, checks every piece against
 * its OA's check (`../checks`) and every word with the spelling gate.
 */
import type { OaInstrumentos } from '../tareas/schema'
import { matematica01, matematica02 } from './instrumentos-b12'
import { matematica03, matematica04 } from './instrumentos-b34'
import { matematica05, matematica06 } from './instrumentos-b56'
import { matematica07, matematica08 } from './instrumentos-b78'
import { matematica1M, matematica2M } from './instrumentos-media'

export const instrumentosMatematica: readonly OaInstrumentos[] = [
  ...matematica01,
  ...matematica02,
  ...matematica03,
  ...matematica04,
  ...matematica05,
  ...matematica06,
  ...matematica07,
  ...matematica08,
  ...matematica1M,
  ...matematica2M,
]
