/**
 * Multiple-choice items written for Pizarra per Objetivo de Aprendizaje of Ciencias Naturales and Historia,
 * Geografía y Ciencias Sociales, one file per subject and level (`historia-06.ts`, `ciencias-07.ts`…). They add
 * to those of `ciencias/oa-ciencias.ts` and `historia/oa-historia.ts`; `oa-items.ts` gathers
 * them all for the offline composer. The OA codes and their descriptions are in `server/curriculum/data`.
 */

import { ciencias1m } from './ciencias/ciencias-1m'
import { ciencias2m } from './ciencias/ciencias-2m'
import { ciencias01 } from './ciencias/ciencias-01'
import { ciencias02 } from './ciencias/ciencias-02'
import { ciencias03 } from './ciencias/ciencias-03'
import { ciencias04 } from './ciencias/ciencias-04'
import { ciencias05 } from './ciencias/ciencias-05'
import { ciencias06 } from './ciencias/ciencias-06'
import { ciencias07 } from './ciencias/ciencias-07'
import { ciencias08 } from './ciencias/ciencias-08'
import { historia1m } from './historia/historia-1m'
import { historia2m } from './historia/historia-2m'
import { historia01 } from './historia/historia-01'
import { historia02 } from './historia/historia-02'
import { historia03 } from './historia/historia-03'
import { historia04 } from './historia/historia-04'
import { historia05 } from './historia/historia-05'
import { historia06 } from './historia/historia-06'
import { historia07 } from './historia/historia-07'
import { historia08 } from './historia/historia-08'
import type { OaItem } from './types'

export const oaContenido: readonly OaItem[] = [
  ...ciencias01,
  ...ciencias02,
  ...ciencias03,
  ...ciencias04,
  ...ciencias05,
  ...ciencias06,
  ...ciencias07,
  ...ciencias08,
  ...ciencias1m,
  ...ciencias2m,
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
