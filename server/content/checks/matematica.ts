/**
 * The checks of the Matemática OA (see `index.ts`): per OA code, the concepts every piece on it names and the
 * structure its items build.
 */
import type { OaCheck } from './types'

export const matematicaChecks: Readonly<Record<string, OaCheck>> = {}
