import { z } from 'zod'
import { isFutureSchoolDay } from '@/domain/attendance'
import { isIsoDay } from '@/domain/dates'
import { idRef, isoDate, nameText, optionalIdParam, optionalNameText, optionalText, rut } from './fields'

/** An optional birth date: empty means none; it exists in the calendar and is not in the future. */
export const fechaNacimiento = z
  .string({ error: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.' })
  .nullish()
  .transform((v) => v?.trim() || null)
  .pipe(
    isoDate('La fecha de nacimiento')
      // Only a well-formed date is compared; a malformed one already has its message.
      .refine((v) => !isIsoDay(v) || v >= '1900-01-01', 'La fecha de nacimiento es demasiado antigua.')
      .refine((v) => !isIsoDay(v) || !isFutureSchoolDay(v), 'La fecha de nacimiento no puede ser futura.')
      .nullable(),
  )

const emailApoderadoMessage = 'El correo del apoderado no es válido.'

/** The guardian's e-mail, optional: empty means none; stored in lower case. */
export const emailApoderado = z
  .string({ error: emailApoderadoMessage })
  .trim()
  .toLowerCase()
  .max(254, emailApoderadoMessage)
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email(emailApoderadoMessage).nullable())

/** The student fields of the create and edit forms: nombre, RUT and curso required, the rest optional. */
export const alumnoInput = z.object({
  nombre: nameText('El nombre', 120),
  rut: rut(),
  curso_id: idRef({
    missing: 'El curso es obligatorio.',
    wrong: 'El curso debe ser un número entero positivo (el identificador del curso).',
    tooBig: 'El identificador del curso es demasiado grande.',
  }),
  fecha_nacimiento: fechaNacimiento,
  direccion: optionalText('La dirección', 200),
  telefono: optionalText('El teléfono', 40),
  apoderado: optionalNameText('El apoderado', 120),
  email_apoderado: emailApoderado,
})
/** What a form sends. */
export type AlumnoForm = z.input<typeof alumnoInput>
/** What the server stores, after trimming and normalising the RUT. */
export type AlumnoInput = z.output<typeof alumnoInput>

export const alumno = z.object({
  id: z.number(),
  nombre: z.string(),
  /** Formatted for display, e.g. `12.345.678-5`. */
  rut: z.string(),
  fecha_nacimiento: z.string().nullable(),
  direccion: z.string().nullable(),
  telefono: z.string().nullable(),
  apoderado: z.string().nullable(),
  email_apoderado: z.string().nullable(),
  curso_id: z.number(),
  curso: z.object({ id: z.number(), nombre: z.string() }),
})
export type Alumno = z.infer<typeof alumno>

export const alumnoList = z.array(alumno)

/** `GET /alumnos/`: an optional course and a search by name or RUT. */
export const alumnoQuery = z.object({
  curso_id: optionalIdParam('El identificador del curso'),
  q: z
    .string({ error: 'La búsqueda debe ser un texto.' })
    .trim()
    .max(100, 'La búsqueda admite a lo más 100 caracteres.')
    .optional(),
})
/** What a screen asks for; the client writes the id in the query string with `String()`, its one spelling. */
export type AlumnoQuery = z.output<typeof alumnoQuery>

/** A successful import: every row saved. */
export const importResult = z.object({
  message: z.string(),
  creados: z.number(),
  actualizados: z.number(),
})
export type ImportResult = z.infer<typeof importResult>

/** One bad row of an import, numbered as the spreadsheet numbers it. */
export const importRowError = z.object({ fila: z.number(), motivo: z.string() })
export type ImportRowError = z.infer<typeof importRowError>

/** A rejected import: nothing was saved; `errores` lists every bad row. */
export const importRejected = z.object({ detail: z.string(), errores: z.array(importRowError) })

/**
 * `GET /alumnos/{id}/datos`: everything the school keeps about one student, in one document, for a family's
 * request of access or portability (Ley 21.719). PIE reports come with every field of the form.
 */
export const alumnoDatos = z.object({
  alumno: alumno.extend({ creado: z.string() }),
  /** Every day taken, oldest first. */
  asistencia: z.array(z.object({ fecha: z.string(), presente: z.boolean(), curso: z.string() })),
  /** Every grade, by subject and date. */
  calificaciones: z.array(
    z.object({
      asignatura: z.string(),
      evaluacion: z.string(),
      fecha: z.string(),
      ponderacion: z.number(),
      nota: z.number(),
      puntaje: z.number().nullable(),
      puntaje_maximo: z.number().nullable(),
    }),
  ),
  /** Parent meetings, oldest first. */
  reuniones: z.array(
    z.object({
      id: z.number(),
      fecha: z.string(),
      motivo: z.string(),
      observaciones: z.string(),
      resultado: z.string(),
      registrada_por: z.string().nullable(),
      creada: z.string(),
    }),
  ),
  /** PIE progress reports with all their fields (diagnosis, support, progress…). */
  informes_pie: z.array(
    z.object({
      id: z.number(),
      fecha: z.string(),
      tipo: z.string(),
      datos: z.record(z.string(), z.unknown()),
      creado: z.string(),
    }),
  ),
  /** E-mails sent to the guardian about the student. */
  mensajes: z.array(
    z.object({
      id: z.number(),
      tipo: z.string(),
      asunto: z.string(),
      cuerpo: z.string(),
      destinatario: z.string(),
      fecha_envio: z.string(),
      enviado_por: z.string().nullable(),
    }),
  ),
  /** The Word files made about the student (PIE reports), each with a signed, expiring link. */
  documentos: z.array(z.object({ id: z.number(), title: z.string(), created_at: z.string(), gcs_url: z.string() })),
})
export type AlumnoDatos = z.infer<typeof alumnoDatos>
