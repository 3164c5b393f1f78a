import { z } from 'zod'
import { passwordMinLength } from '@/domain/catalog'
import { isValidRut, normalizeRut, rutMessage } from '@/domain/rut'

z.config(z.locales.es())

/** A required, trimmed text whose messages name the field in Spanish. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(max, `${label} admite a lo más ${max} caracteres.`)

/** An optional text: empty strings and null become null. */
export const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} admite a lo más ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null))

export const email = z
  .string({ error: 'El correo es obligatorio.' })
  .trim()
  .toLowerCase()
  .min(1, 'El correo es obligatorio.')
  .max(254, 'El correo es demasiado largo.')
  .pipe(z.email('El correo no es válido.'))

export const password = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(passwordMinLength, `La contraseña debe tener al menos ${passwordMinLength} caracteres.`)
  .max(200, 'La contraseña es demasiado larga.')

/** A RUT with a valid check digit, normalised to `12345678-5`. */
export const rut = (label = 'El RUT') =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .refine(isValidRut, rutMessage)
    .transform(normalizeRut)

/** A calendar date as YYYY-MM-DD that exists. */
export const isoDate = (label = 'La fecha') =>
  z
    .string({ error: `${label} es obligatoria.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} debe tener el formato AAAA-MM-DD.`, abort: true })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v)
    }, `${label} no existe en el calendario.`)

export const id = z.coerce
  .number({ error: 'El identificador debe ser un número.' })
  .int('El identificador debe ser un número entero.')
  .positive('El identificador debe ser positivo.')
  .max(2_147_483_647, 'El identificador es demasiado grande.')

export const idParams = z.object({ id })

export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>

/** The error body of every failed call. */
export const errorResponse = z.object({ detail: z.string() })
