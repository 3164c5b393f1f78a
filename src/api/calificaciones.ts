import { ApiError, api } from './client'
import type {
  EvaluacionCreateForm,
  EvaluacionCurso,
  EvaluacionDeleted,
  EvaluacionUpdateForm,
  LibroCurso,
  NotaEntrada,
  NotasAlumno,
  NotasImportError,
  NotasImportResult,
  NotasSaved,
} from './contract/calificaciones'
import type { GeneratedDocument } from './contract/documentos'

export const createEvaluacion = (data: EvaluacionCreateForm) =>
  api<EvaluacionCurso>('/calificaciones/evaluaciones', { method: 'POST', body: data })

export const updateEvaluacion = (id: number, data: EvaluacionUpdateForm) =>
  api<EvaluacionCurso>(`/calificaciones/evaluaciones/${id}`, { method: 'PUT', body: data })

/**
 * Deletes an evaluation. One that holds grades answers 409 (ApiError status 409, Spanish detail) unless
 * `confirmar` is true: the screen asks the teacher, then calls again with `confirmar`.
 */
export const deleteEvaluacion = (id: number, confirmar = false) =>
  api<EvaluacionDeleted>(`/calificaciones/evaluaciones/${id}`, {
    method: 'DELETE',
    query: confirmar ? { confirmar: 'true' } : {},
  })

/** Saves grades (or scores) of one evaluation: all or nothing; a bad value names the student in the 400/422 detail. */
export const saveNotas = (evaluacionId: number, notas: NotaEntrada[]) =>
  api<NotasSaved>(`/calificaciones/evaluaciones/${evaluacionId}/notas`, { method: 'PUT', body: { notas } })

/** The grid of a course in one subject. */
export const getLibroCurso = (cursoId: number, asignatura: string, signal?: AbortSignal) =>
  api<LibroCurso>(`/calificaciones/curso/${cursoId}`, { query: { asignatura }, signal })

/** The subjects with evaluations in a course, for the grid's picker. */
export const listAsignaturasCurso = (cursoId: number) => api<string[]>(`/calificaciones/curso/${cursoId}/asignaturas`)

/** A student's grades in every subject, general average, attendance and promotion situation. */
export const getNotasAlumno = (alumnoId: number) => api<NotasAlumno>(`/calificaciones/alumno/${alumnoId}`)

/** The grid as an .xlsx template (fetched with the bearer token; ofetch reads it as a Blob). */
export const downloadLibroExcel = (cursoId: number, asignatura: string) =>
  api<Blob>(`/calificaciones/curso/${cursoId}/excel`, { query: { asignatura } })

/** A rejected grade import: `errores` lists every bad cell. */
export class NotasImportRejectedError extends ApiError {
  constructor(
    status: number | undefined,
    detail: string | null,
    readonly errores: NotasImportError[],
  ) {
    super(status, detail)
    this.name = 'NotasImportRejectedError'
  }
}

/** Uploads a filled template (multipart field `file`); a file with bad cells throws NotasImportRejectedError. */
export async function uploadLibroExcel(cursoId: number, asignatura: string, file: File): Promise<NotasImportResult> {
  const body = new FormData()
  body.append('file', file)
  try {
    return await api<NotasImportResult>(`/calificaciones/curso/${cursoId}/excel`, {
      method: 'POST',
      query: { asignatura },
      body,
    })
  } catch (error) {
    // The list of bad cells is in the error's body; its schema is loaded only then (no zod on first load).
    if (error instanceof ApiError && error.data) {
      const { notasImportRejected } = await import('./contract/calificaciones')
      const rejected = notasImportRejected.safeParse(error.data)
      if (rejected.success && rejected.data.errores.length > 0)
        throw new NotasImportRejectedError(error.status, error.detail, rejected.data.errores)
    }
    throw error
  }
}

/** A printable Word report of the student's grades; uses no evaluation of the plan. */
export const generateInformeNotas = (alumnoId: number) =>
  api<GeneratedDocument>(`/calificaciones/alumno/${alumnoId}/informe`)
