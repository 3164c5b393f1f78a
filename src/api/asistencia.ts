import { api } from './client'
import type {
  AsistenciaAlumno,
  AsistenciaDia,
  AsistenciaMensual,
  AsistenciaResumenAlumno,
  AsistenciaResumenQuery,
  AsistenciaRiesgo,
  AsistenciaSave,
  AsistenciaSaved,
  AvisoAusenciasResult,
} from './contract/asistencia'

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

/** Per student of a course: days present and absent, percentage and band (only days with a record count). */
export const getResumenAsistencia = (cursoId: number, query: AsistenciaResumenQuery = {}) => {
  const params: Record<string, string> = {}
  if (query.desde) params.desde = query.desde
  if (query.hasta) params.hasta = query.hasta
  return api<AsistenciaResumenAlumno[]>(`/asistencia/curso/${cursoId}/resumen`, { query: params })
}

/** The school's students in "grave" or "reiterada" this month or this school year, for the home screen. */
export const getAsistenciaRiesgo = (periodo: 'mes' | 'anio' = 'mes') =>
  api<AsistenciaRiesgo>('/asistencia/riesgo', { query: { periodo } })

/** A course's attendance per month of a year (default: this year). */
export const getAsistenciaMensualCurso = (cursoId: number, anio?: number) =>
  api<AsistenciaMensual>(`/asistencia/curso/${cursoId}/mensual`, { query: anio ? { anio: String(anio) } : {} })

/** A student's attendance per month of a year (default: this year). */
export const getAsistenciaMensualAlumno = (alumnoId: number, anio?: number) =>
  api<AsistenciaMensual>(`/asistencia/alumno/${alumnoId}/mensual`, { query: anio ? { anio: String(anio) } : {} })

/** E-mails an absence notice to the guardian of each student absent that day; never twice for one day. */
export const avisarAusencias = (cursoId: number, fecha: string) =>
  api<AvisoAusenciasResult>(`/asistencia/curso/${cursoId}/avisar`, { method: 'POST', body: { fecha } })
