/**
 * The checks of the Historia OA (see `index.ts`): per OA code, the concepts every piece on it names.
 */
import type { OaCheck } from './types'

export const historiaChecks: Readonly<Record<string, OaCheck>> = {}
