import { z } from 'zod'
import { alumnoRef } from './asistencia'
import { isoDate, optionalIdParam, requiredText } from './fields'

export const reunionCreate = z.object({
  alumno_id: alumnoRef,
  fecha: isoDate('La fecha'),
  motivo: requiredText('El motivo', 200),
  observaciones: requiredText('El campo observaciones', 4000),
  resultado: requiredText('El resultado', 4000),
})
export type ReunionCreate = z.infer<typeof reunionCreate>

export const reunionQuery = z.object({ alumno_id: optionalIdParam('El identificador del alumno') })

export const reunion = z.object({
  id: z.number(),
  alumno_id: z.number(),
  fecha: z.string(),
  motivo: z.string(),
  observaciones: z.string(),
  resultado: z.string(),
  alumno: z.object({ nombre: z.string(), curso: z.object({ id: z.number(), nombre: z.string() }) }),
  /** Who recorded it; null when that account was deleted. */
  registrada_por: z.object({ nombre: z.string() }).nullable(),
  creada: z.string(),
})
export type Reunion = z.infer<typeof reunion>

export const reunionList = z.array(reunion)
