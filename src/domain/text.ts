/** Text helpers shared by the screens and the server. */

/**
 * The text without its accents and other combining marks: `Ñuñoa Básico` -> `Nunoa Basico`. Case and
 * everything else are kept, so callers lowercase or slug the result as they need.
 */
export const foldAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
