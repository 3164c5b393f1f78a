import { z } from 'zod'
import { passwordMinLength } from '@/domain/catalog'
import { maxId, readId } from '@/domain/ids'
import { isValidRut, normalizeRut, rutMessage } from '@/domain/rut'

z.config(z.locales.es())

/*
 * Messages: "es obligatorio/a" only when a value is missing (absent, null or blank); a value of the wrong
 * type or out of range gets a message that says what the field must be.
 */

/** Absent, null or a blank text: a value that was not given. */
export const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** One message for a missing value and another for a value of the wrong type, for zod's `error` option. */
export const typeError = (missing: string, wrong: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input) ? missing : wrong

/**
 * The words that agree with a label's article: "El nombre es obligatorio", "La fecha es obligatoria",
 * "Las instrucciones son obligatorias", "Los objetivos deben…". A label without article is masculine singular.
 */
export function agreement(label: string) {
  const article = label.split(' ', 1)[0]!.toLowerCase()
  const plural = article === 'los' || article === 'las'
  const feminine = article === 'la' || article === 'las'
  return {
    required: `${plural ? 'son' : 'es'} obligatori${feminine ? 'a' : 'o'}${plural ? 's' : ''}`,
    must: plural ? 'deben' : 'debe',
    admits: plural ? 'admiten' : 'admite',
    one: feminine ? 'una' : 'uno',
  }
}

/** "El nombre es obligatorio.", "Las instrucciones son obligatorias." */
export const requiredMessage = (label: string) => `${label} ${agreement(label).required}.`

/** A required, trimmed text whose messages name the field in Spanish and agree with its article. */
export const requiredText = (label: string, max = 200) => {
  const { must, admits } = agreement(label)
  const missing = requiredMessage(label)
  return z
    .string({ error: typeError(missing, `${label} ${must} ser un texto.`) })
    .trim()
    .min(1, missing)
    .max(max, `${label} ${admits} a lo más ${max} caracteres.`)
}

/** An optional text: empty strings and null become null. */
export const optionalText = (label: string, max = 200) => {
  const { must, admits } = agreement(label)
  return z
    .string({ error: `${label} ${must} ser un texto.` })
    .trim()
    .max(max, `${label} ${admits} a lo más ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null))
}

/**
 * Characters that change how a name looks without showing themselves: the bidirectional controls (U+202A–
 * U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which turn "\u202eairagnuH ed oseuQ" into "Queso de
 * Hungaria" on screen, and the zero-width ones (U+200B–U+200D, U+2060, U+FEFF), which make two different
 * names look the same.
 */
export const hiddenNameCharacters = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/

/** "El nombre contiene caracteres invisibles…": the message for a name with one of those characters. */
export const hiddenCharactersMessage = (label: string) =>
  `${label} contiene caracteres invisibles o que cambian la dirección del texto; quítalos y escríbelo de nuevo.`

/**
 * The name of a person, a course or an evaluation (students, guardians, members, courses, evaluations):
 * a required text, trimmed and normalised to NFC (the same letters always the same code points, so "é"
 * typed on two keyboards is one name), without invisible or direction-changing characters.
 */
export const nameText = (label: string, max = 120) =>
  requiredText(label, max)
    .normalize('NFC')
    .refine((v) => !hiddenNameCharacters.test(v), hiddenCharactersMessage(label))

/** An optional name (a guardian's): empty becomes null; otherwise as `nameText`. */
export const optionalNameText = (label: string, max = 120) => {
  const { must, admits } = agreement(label)
  return z
    .string({ error: `${label} ${must} ser un texto.` })
    .trim()
    .normalize('NFC')
    .max(max, `${label} ${admits} a lo más ${max} caracteres.`)
    .refine((v) => !hiddenNameCharacters.test(v), hiddenCharactersMessage(label))
    .nullish()
    .transform((v) => (v ? v : null))
}

export const email = z
  .string({ error: typeError('El correo es obligatorio.', 'El correo debe ser un texto.') })
  .trim()
  .toLowerCase()
  .min(1, 'El correo es obligatorio.')
  .max(254, 'El correo es demasiado largo.')
  .pipe(z.email('El correo no es válido.'))

export const password = z
  .string({ error: typeError('La contraseña es obligatoria.', 'La contraseña debe ser un texto.') })
  .min(passwordMinLength, `La contraseña debe tener al menos ${passwordMinLength} caracteres.`)
  .max(200, 'La contraseña es demasiado larga.')

/** A RUT with a valid check digit, normalised to `12345678-5`. */
export const rut = (label = 'El RUT') =>
  z
    .string({
      error: typeError(`${label} es obligatorio.`, `${label} debe ser un texto, por ejemplo 12.345.678-5.`),
    })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .refine(isValidRut, rutMessage)
    .transform(normalizeRut)

/** A calendar date as YYYY-MM-DD that exists; surrounding spaces are ignored. */
export const isoDate = (label = 'La fecha') => {
  const missing = requiredMessage(label)
  const format = `${label} ${agreement(label).must} tener el formato AAAA-MM-DD.`
  return z
    .string({ error: typeError(missing, format) })
    .trim()
    .min(1, { error: missing, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: format, abort: true })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v)
    }, `${label} no existe en el calendario.`)
}

/** The number a text means: "12", " 7 ", and with `decimals` also "92,5" or "92.5"; NaN when it means none. */
export function numberIn(text: string, decimals = false): number {
  const t = text.trim()
  const pattern = decimals ? /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/ : /^[+-]?\d+$/
  return pattern.test(t) ? Number(t.replace(',', '.')) : Number.NaN
}

/**
 * A whole number (a count, a duration; never an id: see `idRef`) sent as a JSON number or as a text of
 * digits (" 12 "), as clients that read numbers from form fields send them. A text with decimals or
 * separators ("1.5", "1.000") is no whole number, or an ambiguous one: it gets `wrong`, and so does any
 * other type.
 */
export const wholeNumber = (messages: { missing: string; wrong: string }) =>
  z
    .union([z.number(), z.string()], { error: typeError(messages.missing, messages.wrong) })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v
      const n = numberIn(v)
      if (!Number.isNaN(n)) return n
      ctx.addIssue({ code: 'custom', message: isMissing(v) ? messages.missing : messages.wrong })
      return z.NEVER
    })
    .pipe(z.number().int(messages.wrong))

/**
 * Ids: `readId` (src/domain/ids.ts) is THE reader of an id written as text, `idParam` below its schema
 * for paths and query strings, `idRef` the schema of an id in a JSON body. No route reads an id otherwise.
 */
export { maxId, readId }

/** The refusal of an id written otherwise than `readId` reads. */
export const idSpellingMessage = (label: string) =>
  `${label} debe ser un número entero positivo escrito solo con dígitos, sin signos, decimales, espacios ni ceros a la izquierda (por ejemplo 18).`

/**
 * A record chosen by its id in a JSON body: a JSON number that is a positive integer. A text ("18") is no
 * id, even of digits: a body's id is a number, as every screen of Pizarra sends it. (JSON itself reads
 * `18.0` and `1.8e1` as the number 18; the value, not its spelling, is what the course check and the
 * handler then share.)
 */
export const idRef = (messages: { missing: string; wrong: string; tooBig: string }) =>
  z
    .number({ error: typeError(messages.missing, messages.wrong) })
    .int(messages.wrong)
    .positive(messages.wrong)
    .max(maxId, messages.tooBig)

/** An id in a URL path or query string: a text that `readId` reads (digits only, see above). */
export const idParam = (label = 'El identificador') =>
  z.string({ error: idSpellingMessage(label) }).transform((text, ctx) => {
    const id = readId(text)
    if (id !== undefined) return id
    ctx.addIssue({
      code: 'custom',
      message: /^[1-9][0-9]*$/.test(text) ? `${label} es demasiado grande.` : idSpellingMessage(label),
    })
    return z.NEVER
  })

export const id = idParam()

/** An optional id in a query string; `?curso_id=` (empty) is the same as none. */
export const optionalIdParam = (label: string) =>
  z
    .string({ error: idSpellingMessage(label) })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(idParam(label).optional())

export const idParams = z.object({ id })

/** How a catalogue value is compared: no case, accents, underscores or extra spaces ("Licencia médica"). */
export const choiceKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/_/g, ' ')
    // "2º Medio" is written with the ordinal sign as often as with the degree sign.
    .replace(/[º˚]/g, '°')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/** "El nivel debe ser uno de: 2° Medio, 3° Medio, 4° Medio." */
export const oneOf = (label: string, values: readonly string[]) =>
  `${label} ${agreement(label).must} ser ${agreement(label).one} de: ${values.join(', ')}.`

/**
 * A value of a catalogue, matched without case, accents or underscores and answered as the catalogue
 * writes it. `missing` is the message when it is absent or blank; any other value gets `wrong`, which by
 * default lists the catalogue.
 */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  messages: { missing?: string; wrong?: string } = {},
) {
  const wrong = messages.wrong ?? oneOf(label, values)
  const missing = messages.missing ?? wrong
  const byKey = new Map(values.map((v) => [choiceKey(v), v]))
  return z.string({ error: typeError(missing, wrong) }).transform((v, ctx): T[number] => {
    const found = byKey.get(choiceKey(v))
    if (found !== undefined) return found
    ctx.addIssue({ code: 'custom', message: isMissing(v) ? missing : wrong })
    return z.NEVER
  })
}

export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>

/** The error body of every failed call. */
export const errorResponse = z.object({ detail: z.string() })
