import { api } from './client'
import type { MensajeApoderado, MensajeCreate } from './contract/apoderados'

/** Sends an e-mail to the student's guardian and logs it; 400 when the student has no guardian e-mail. */
export const sendMensajeApoderado = (data: MensajeCreate) =>
  api<MensajeApoderado>('/apoderados/mensajes', { method: 'POST', body: data })

/** The messages sent to a student's guardian, newest first. */
export const listMensajesApoderado = (alumnoId: number) =>
  api<MensajeApoderado[]>('/apoderados/mensajes', { query: { alumno_id: String(alumnoId) } })

/** Sends a parent meeting's summary to the guardian of its student and logs it. */
export const sendReunionResumen = (reunionId: number) =>
  api<MensajeApoderado>(`/reuniones/${reunionId}/enviar`, { method: 'POST' })
