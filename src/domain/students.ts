/** Rules about students shared by the server and the screens. */

import { foldAccents } from './text'

/** How many items each list of the student page shows before 'Ver todas'. */
export const studentListPreview = 4

/** The largest .xlsx accepted by the student import. */
export const studentImportMaxBytes = 5 * 1024 * 1024
export const studentImportMaxLabel = '5 MB'

/**
 * The key a course name is matched by: case, accents, repeated spaces and the ordinal sign (º, ª)
 * written instead of the degree sign do not matter, so «4º basico  a» finds «4° Básico A».
 */
export function courseKey(nombre: string): string {
  return foldAccents(nombre).replace(/[ºª˚]/g, '°').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Text compared without case or accents, for searching names. */
export const searchKey = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/g, ' ').trim()
