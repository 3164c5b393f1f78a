import { z } from 'zod'
import { alumnoRef } from './asistencia'
import { idParam, requiredText } from './fields'

/** What a message to a guardian was: a free message, an absence notice or a parent meeting summary. */
export const tipoMensaje = z.enum(['mensaje', 'ausencia', 'reunion'])
export type TipoMensaje = z.infer<typeof tipoMensaje>

/** `POST /apoderados/mensajes`: an e-mail to the guardian of one student. */
export const mensajeCreate = z.object({
  alumno_id: alumnoRef,
  asunto: requiredText('El asunto', 150),
  cuerpo: requiredText('El mensaje', 5000),
})
export type MensajeCreate = z.infer<typeof mensajeCreate>

/** `GET /apoderados/mensajes?alumno_id=`. */
export const mensajesQuery = z.object({ alumno_id: idParam('El identificador del alumno') })

/** A message sent to a guardian, as logged. */
export const mensajeApoderado = z.object({
  id: z.number(),
  alumno_id: z.number(),
  tipo: tipoMensaje,
  asunto: z.string(),
  cuerpo: z.string(),
  /** The guardian's e-mail it went to. */
  destinatario: z.string(),
  /** ISO 8601. */
  fecha_envio: z.string(),
  /** Who sent it; null for a deleted account. */
  enviado_por: z.object({ nombre: z.string() }).nullable(),
})
export type MensajeApoderado = z.infer<typeof mensajeApoderado>

/** Newest first. */
export const mensajeList = z.array(mensajeApoderado)
