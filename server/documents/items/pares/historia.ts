import type { OaPairs } from '../oa-pairs'

/** Pairs for términos pareados of the Historia, Geografía y Ciencias Sociales OA (see ../oa-pairs.ts). */
export const paresHistoria: OaPairs = {}
