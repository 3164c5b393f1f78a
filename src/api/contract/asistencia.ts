import { z } from 'zod'
import { attendanceBands } from '@/domain/grade-book'
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

/** Mineduc's attendance bands, as `attendanceBand()` names them. */
export const bandaAsistencia = z.enum(attendanceBands)

/** `?desde=&hasta=` of a course summary; both optional (by default the school year up to today). */
export const asistenciaResumenQuery = z
  .object({
    desde: isoDate('La fecha de inicio').optional(),
    hasta: isoDate('La fecha de término').optional(),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    message: 'La fecha de inicio no puede ser posterior a la fecha de término.',
    path: ['desde'],
  })
export type AsistenciaResumenQuery = z.input<typeof asistenciaResumenQuery>

/** One student of a course summary: only days with a record count. */
export const asistenciaResumenAlumno = z.object({
  alumno_id: z.number(),
  nombre: z.string(),
  presentes: z.number(),
  ausentes: z.number(),
  /** 0–100 with one decimal; null when nothing was recorded in the period. */
  porcentaje: z.number().nullable(),
  /** Null when nothing was recorded in the period. */
  banda: bandaAsistencia.nullable(),
})
export type AsistenciaResumenAlumno = z.infer<typeof asistenciaResumenAlumno>
export const asistenciaResumen = z.array(asistenciaResumenAlumno)

/** `?periodo=mes|anio` of the students at risk: the current month (default) or school year, in Chile's time. */
export const asistenciaRiesgoQuery = z.object({
  periodo: z
    .enum(['mes', 'anio'], { error: 'El período debe ser mes o anio.' })
    .optional()
    .transform((v) => v ?? 'mes'),
})
export type AsistenciaRiesgoQuery = z.input<typeof asistenciaRiesgoQuery>

/** A student in "grave" or "reiterada", gravest first. */
export const asistenciaRiesgoAlumno = z.object({
  alumno_id: z.number(),
  nombre: z.string(),
  curso: z.object({ id: z.number(), nombre: z.string() }),
  presentes: z.number(),
  ausentes: z.number(),
  porcentaje: z.number(),
  banda: z.enum(['grave', 'reiterada']),
})
export type AsistenciaRiesgoAlumno = z.infer<typeof asistenciaRiesgoAlumno>
export const asistenciaRiesgo = z.object({
  periodo: z.enum(['mes', 'anio']),
  desde: z.string(),
  hasta: z.string(),
  alumnos: z.array(asistenciaRiesgoAlumno),
})
export type AsistenciaRiesgo = z.infer<typeof asistenciaRiesgo>

/** `?anio=` of the monthly series; by default the current year (America/Santiago). */
export const asistenciaMensualQuery = z.object({
  anio: z
    .string({ error: 'El año debe ser un número de cuatro cifras.' })
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{4}$/, 'El año debe ser un número de cuatro cifras.')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(2000, 'El año debe estar entre 2000 y 2100.')
            .max(2100, 'El año debe estar entre 2000 y 2100.'),
        )
        .optional(),
    ),
})
export type AsistenciaMensualQuery = z.input<typeof asistenciaMensualQuery>

/**
 * One month with attendance records: `mes` 1–12, `dias` the days taken, `porcentaje` one decimal;
 * `presentes` and `ausentes` count the records (one per student and day) marked present and absent.
 */
export const asistenciaMes = z.object({
  mes: z.number(),
  porcentaje: z.number(),
  dias: z.number(),
  presentes: z.number(),
  ausentes: z.number(),
})
export type AsistenciaMes = z.infer<typeof asistenciaMes>
/** The months of the year that have records, in order. */
export const asistenciaMensual = z.object({ anio: z.number(), meses: z.array(asistenciaMes) })
export type AsistenciaMensual = z.infer<typeof asistenciaMensual>

/** `POST /asistencia/curso/{id}/avisar`: notify the guardians of the students absent that day. */
export const avisoAusencias = z.object({ fecha: isoDate('La fecha') })
export type AvisoAusencias = z.infer<typeof avisoAusencias>
export const avisoAusenciasResult = z.object({
  message: z.string(),
  /** Notices sent by this call. */
  enviados: z.number(),
  /** Absent students without a guardian e-mail. */
  sin_correo: z.number(),
  /** Absent students already notified for that day (nothing is sent twice). */
  ya_avisados: z.number(),
})
export type AvisoAusenciasResult = z.infer<typeof avisoAusenciasResult>
