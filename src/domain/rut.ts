import { clean, format, validate } from 'rut.js'

/** True when the text is a Chilean RUT whose check digit is right (dots and dash optional). */
export const isValidRut = (value: string) => validate(value.trim())

/** The stored form: digits, a dash and the check digit in upper case, e.g. `12345678-5`. */
export function normalizeRut(value: string): string {
  const digits = clean(value)
  return `${digits.slice(0, -1)}-${digits.slice(-1)}`
}

/** The displayed form, e.g. `12.345.678-5`. */
export const formatRut = (value: string) => format(value)

export const rutMessage = 'El RUT no es válido: revisa el dígito verificador.'
