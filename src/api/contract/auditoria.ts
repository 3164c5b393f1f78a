import { z } from 'zod'
import { auditActions } from '@/domain/audit'
import { isoDate, optionalIdParam } from './fields'

/** Entries per page of `GET /auditoria`. */
export const auditoriaPageSize = 200

/** One line of the audit trail: who did what to whose data. Lines are never changed nor deleted. */
export const auditoriaEntry = z.object({
  id: z.number(),
  /** ISO 8601. */
  fecha: z.string(),
  /** Who did it; null for a failed sign-in of an unknown e-mail or a deleted account. */
  usuario: z.object({ id: z.number(), nombre: z.string(), email: z.string() }).nullable(),
  accion: z.enum(auditActions),
  /** The student concerned; it stays after the student is deleted. */
  alumno_id: z.number().nullable(),
  /** What was done, in words (the e-mail of a failed sign-in, the evaluation, the member changed…). */
  detalle: z.string(),
  ip: z.string().nullable(),
})
export type AuditoriaEntry = z.infer<typeof auditoriaEntry>

/** Newest first, at most `auditoriaPageSize`. */
export const auditoriaList = z.array(auditoriaEntry)

const optionalDate = (label: string) =>
  z
    .string({ error: `${label} debe tener el formato AAAA-MM-DD.` })
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v))
    .pipe(isoDate(label).optional())

const accionWrong = 'La acción no es una de las acciones del registro.'

/**
 * `GET /auditoria`: every filter optional; `desde` and `hasta` are school days (America/Santiago), both
 * included; `antes` is the id of the last entry of the previous page.
 */
export const auditoriaQuery = z
  .object({
    alumno_id: optionalIdParam('El identificador del alumno'),
    usuario_id: optionalIdParam('El identificador del miembro'),
    accion: z
      .string({ error: accionWrong })
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim().toLowerCase()))
      .pipe(z.enum(auditActions, { error: accionWrong }).optional()),
    desde: optionalDate('La fecha desde'),
    hasta: optionalDate('La fecha hasta'),
    antes: optionalIdParam('El identificador de la última línea'),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    message: 'La fecha desde no puede ser posterior a la fecha hasta.',
    path: ['hasta'],
  })
/** What the screen asks for; the client writes the ids in the query string with `String()`, their one spelling. */
export type AuditoriaQuery = Partial<z.output<typeof auditoriaQuery>>
/** The filters as the server reads them. */
export type AuditoriaFilters = z.output<typeof auditoriaQuery>
