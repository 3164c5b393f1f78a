/**
 * Pairs written for términos pareados (matching items), per OA of Ciencias Naturales and Historia: a concept
 * (a short name, date, place or term, column A) and its definition (a complete noun phrase a student of the
 * level reads, column B), written by the team for Pizarra in its own words, like the OA's written items.
 * They are content as data: no pair is built from an objective's text.
 */
import { paresCiencias } from './ciencias/pares'
import { paresHistoria } from './historia/pares'
import type { OaPair, OaPairs } from './types'

export type { OaPair, OaPairs }

const all: OaPairs = { ...paresCiencias, ...paresHistoria }

/** The pairs written for an OA (none when it has no entry). */
export const writtenPairs = (codigo: string): readonly OaPair[] => all[codigo] ?? []
