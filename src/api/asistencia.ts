import { api } from './client'
import type { AsistenciaAlumno, AsistenciaDia, AsistenciaSave, AsistenciaSaved } from './contract/asistencia'

export const getAsistenciaDia = (cursoId: number, fecha: string) =>
  api<AsistenciaDia>(`/asistencia/curso/${cursoId}/fecha/${fecha}`)

/** Saves a day: an upsert per student, so saving again corrects it. */
export const saveAsistencia = (cursoId: number, data: AsistenciaSave) =>
  api<AsistenciaSaved>(`/asistencia/curso/${cursoId}`, { method: 'POST', body: data })

export const getAsistenciaAlumno = (alumnoId: number) => api<AsistenciaAlumno>(`/asistencia/alumno/${alumnoId}`)

/**
 * The monthly sheet (`mes` as YYYY-MM); it needs the bearer token, so it is fetched, not linked.
 * ofetch reads a spreadsheet answer as a Blob.
 */
export const downloadMonthlySheet = (cursoId: number, mes: string) =>
  api<Blob>(`/asistencia/curso/${cursoId}/mes/${mes}.xlsx`)
