/** Rules about students shared by the server and the screens. */

/** How many items each list of the student page shows before 'Ver todas' (spec §9). */
export const studentListPreview = 4

/** The largest .xlsx accepted by the student import. */
export const studentImportMaxBytes = 5 * 1024 * 1024
export const studentImportMaxLabel = '5 MB'

/**
 * The key a course name is matched by: case, accents, repeated spaces and the ordinal sign (º, ª)
 * written instead of the degree sign do not matter, so «4º basico  a» finds «4° Básico A».
 */
export function courseKey(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[ºª˚]/g, '°')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Text compared without case or accents, for searching names. */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
