import { ApiError, api } from './client'
import type { Alumno, AlumnoDatos, AlumnoInput, AlumnoQuery, ImportResult, ImportRowError } from './contract/alumnos'
import type { PieReportListItem } from './contract/documentos'

export const listAlumnos = (query: AlumnoQuery = {}) => {
  const params: Record<string, string> = {}
  if (query.curso_id) params.curso_id = String(query.curso_id)
  if (query.q?.trim()) params.q = query.q.trim()
  return api<Alumno[]>('/alumnos/', { query: params })
}

export const getAlumno = (id: number) => api<Alumno>(`/alumnos/${id}`)

export const createAlumno = (data: AlumnoInput) => api<Alumno>('/alumnos', { method: 'POST', body: data })

export const updateAlumno = (id: number, data: AlumnoInput) =>
  api<Alumno>(`/alumnos/${id}`, { method: 'PUT', body: data })

/** Everything kept about the student in one document (a family's access or portability request). */
export const getAlumnoDatos = (id: number) => api<AlumnoDatos>(`/alumnos/${id}/datos`)

/** Deletes the student and everything attached (attendance, grades, meetings, messages, PIE reports). */
export const deleteAlumno = (id: number) => api<void>(`/alumnos/${id}`, { method: 'DELETE' })

/** The .xlsx template with the school's courses: fetched with the bearer token (not a plain link); ofetch reads a spreadsheet answer as a Blob. */
export const downloadTemplate = () => api<Blob>('/alumnos/plantilla.xlsx')

/** A rejected import: `message` is the server's summary and `errores` every bad row. */
export class ImportRejectedError extends ApiError {
  constructor(
    detail: string | null,
    readonly errores: ImportRowError[],
  ) {
    super(422, detail)
    this.name = 'ImportRejectedError'
  }
}

/** Uploads an .xlsx of students (multipart field `file`); a file with bad rows throws ImportRejectedError. */
export async function uploadAlumnos(file: File): Promise<ImportResult> {
  const body = new FormData()
  body.append('file', file)
  try {
    return await api<ImportResult>('/alumnos/upload-excel', { method: 'POST', body })
  } catch (error) {
    // The list of bad rows is in the error's body; its schema is loaded only then, so that the app's first
    // load does not evaluate zod.
    if (error instanceof ApiError && error.data) {
      const { importRejected } = await import('./contract/alumnos')
      const rejected = importRejected.safeParse(error.data)
      if (rejected.success && rejected.data.errores.length > 0)
        throw new ImportRejectedError(error.detail, rejected.data.errores)
    }
    throw error
  }
}

/** The PIE reports linked to the student (GET /informes-pie?alumno_id=), newest first. */
export const getStudentPieReports = (id: number) =>
  api<PieReportListItem[]>('/informes-pie', { query: { alumno_id: String(id) } })
