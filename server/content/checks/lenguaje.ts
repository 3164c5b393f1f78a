/**
 * The checks of the Lenguaje OA (see `index.ts`): per OA code, the concepts every piece on it names and the
 * genres of its texts.
 */
import type { OaCheck } from './types'

export const lenguajeChecks: Readonly<Record<string, OaCheck>> = {}
