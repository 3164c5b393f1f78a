/**
 * Item makers written for single Matemática OA, by code. When an objective resolves to an OA listed here,
 * `mathQuestions` draws from these makers instead of the makers of the topic read from the objective's words:
 * they are made for exactly that OA. Each file covers some levels (`basica-1-4.ts`, `basica-5-media.ts`); see
 * `tools.ts` for the contract a maker follows.
 */
import { algebraNumerosMakers } from './algebra-numeros'
import { basica14Makers } from './basica-1-4'
import { basica5MediaMakers } from './basica-5-media'
import type { OaMakers } from './tools'

export const oaMakers: OaMakers = {
  ...basica14Makers,
  ...basica5MediaMakers,
  ...algebraNumerosMakers,
}
