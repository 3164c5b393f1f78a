import type { OaPairs } from '../oa-pairs'

/** Pairs for términos pareados of the Ciencias Naturales OA (see ../oa-pairs.ts). */
export const paresCiencias: OaPairs = {}
