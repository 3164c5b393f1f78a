/**
 * The checks of the Ciencias Naturales OA (see `index.ts`): per OA code, the concepts every piece on it names.
 */
import type { OaCheck } from './types'

export const cienciasChecks: Readonly<Record<string, OaCheck>> = {}
