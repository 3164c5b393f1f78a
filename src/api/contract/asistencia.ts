import { z } from 'zod'
import { id, idRef, isoDate, typeError } from './fields'

/** A student chosen in a form: a positive integer id (also as a numeric text), with messages that say "alumno". */
export const alumnoRef = idRef({
  missing: 'El alumno es obligatorio.',
  wrong: 'El alumno debe indicarse con su identificador numérico.',
  tooBig: 'El identificador del alumno es demasiado grande.',
})

export const registroAsistencia = z.object({
  alumno_id: alumnoRef,
  presente: z.boolean({ error: 'Indica si el alumno estuvo presente (verdadero o falso).' }),
})
export type RegistroAsistencia = z.infer<typeof registroAsistencia>

export const asistenciaSave = z.object({
  fecha: isoDate('La fecha'),
  registros: z
    .array(registroAsistencia, {
      error: typeError(
        'Los registros son obligatorios.',
        'Los registros deben ser una lista de alumnos y su asistencia.',
      ),
    })
    .min(1, 'Envía al menos un registro de asistencia.')
    .max(500, 'Demasiados registros para un curso.')
    .refine(
      (registros) => new Set(registros.map((r) => r.alumno_id)).size === registros.length,
      'Cada alumno puede aparecer una sola vez en los registros.',
    ),
})
export type AsistenciaSave = z.infer<typeof asistenciaSave>

export const asistenciaDayParams = z.object({ id, date: isoDate('La fecha') })

/** One course's attendance on one day. Students without a record count as absent. */
export const asistenciaDia = z.object({
  curso_id: z.number(),
  fecha: z.string(),
  /** Whether the attendance of this day was saved at least once. */
  tomada: z.boolean(),
  /** When it was last saved (ISO 8601), null if never. */
  actualizada: z.string().nullable(),
  registros: z.array(z.object({ alumno_id: z.number(), presente: z.boolean() })),
})
export type AsistenciaDia = z.infer<typeof asistenciaDia>

export const asistenciaSaved = asistenciaDia.extend({ message: z.string() })
export type AsistenciaSaved = z.infer<typeof asistenciaSaved>

/** A student's attendance history, newest first, with the share of recorded days present. */
export const asistenciaAlumno = z.object({
  alumno_id: z.number(),
  total: z.number(),
  presentes: z.number(),
  ausentes: z.number(),
  /** 0–100 with one decimal; null when nothing was recorded. */
  porcentaje: z.number().nullable(),
  registros: z.array(
    z.object({
      fecha: z.string(),
      presente: z.boolean(),
      curso: z.object({ id: z.number(), nombre: z.string() }),
    }),
  ),
})
export type AsistenciaAlumno = z.infer<typeof asistenciaAlumno>

/** `YYYY-MM.xlsx`: the monthly sheet of a course. */
export const asistenciaMonthParams = z.object({
  id,
  archivo: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])\.xlsx$/, 'El mes debe tener el formato AAAA-MM seguido de .xlsx.'),
})
