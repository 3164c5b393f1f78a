import type { z } from 'zod'
import { api } from './client'
import type { MessageResponse } from './contract/fields'
import type {
  AsistenciaBloqueSave,
  Atraso,
  BloqueHorarioForm,
  Calendario,
  Clase,
  ClaseResumen,
  CoberturaOa,
  Correccion,
  CorreccionCreate,
  CumplimientoDocente,
  correccionList,
  DocenteOpcion,
  FirmaEnrolamiento,
  FirmaEstado,
  FirmarClase,
  Horario,
  JustificarAtrasoForm,
  LeccionarioForm,
  VisarCorreccion,
} from './contract/libro'

/** The libro de clases: the day's blocks, one block's record, corrections, schedules, signature, coverage. */

/** A correction waiting for a visado, with the block it corrects. */
export type CorreccionPendiente = z.infer<typeof correccionList>[number]

/** The blocks of a day the member may see (a docente: theirs), optionally of one course. */
export const listClases = (fecha: string, cursoId?: number) =>
  api<ClaseResumen[]>('/clases', { query: cursoId ? { fecha, curso_id: String(cursoId) } : { fecha } })

export const getClase = (id: number) => api<Clase>(`/clases/${id}`)

export const saveAsistenciaBloque = (id: number, data: AsistenciaBloqueSave) =>
  api<Clase>(`/clases/${id}/asistencia`, { method: 'PUT', body: data })

export const saveLeccionario = (id: number, data: LeccionarioForm) =>
  api<Clase>(`/clases/${id}/leccionario`, { method: 'PUT', body: data })

export const firmarClase = (id: number, data: FirmarClase) =>
  api<Clase>(`/clases/${id}/firmar`, { method: 'POST', body: data })

export const createCorreccion = (id: number, data: CorreccionCreate) =>
  api<Correccion>(`/clases/${id}/correcciones`, { method: 'POST', body: data })

/** The school's corrections waiting for a visado (inspector, administrador). */
export const listCorreccionesPendientes = () => api<CorreccionPendiente[]>('/correcciones')

export const visarCorreccion = (id: number, data: VisarCorreccion) =>
  api<Correccion>(`/correcciones/${id}/visar`, { method: 'POST', body: data })

export const getHorario = (cursoId: number) => api<Horario>(`/cursos/${cursoId}/horario`)

/** Saves a course's week; `desde` is the day a change takes effect (a first schedule holds from the year's start). */
export const saveHorario = (cursoId: number, bloques: BloqueHorarioForm[], desde?: string) =>
  api<Horario>(`/cursos/${cursoId}/horario`, { method: 'PUT', body: bloques, query: desde ? { desde } : {} })

export const getFirmaEstado = () => api<FirmaEstado>('/cuenta/firma')

export const startFirma = () => api<FirmaEnrolamiento>('/cuenta/firma', { method: 'POST' })

export const confirmFirma = (codigo: string) =>
  api<MessageResponse>('/cuenta/firma/confirmar', { method: 'POST', body: { codigo } })

export const getCobertura = (cursoId: number, asignatura: string) =>
  api<CoberturaOa[]>('/cobertura', { query: { curso_id: String(cursoId), asignatura } })

export const getCumplimiento = (desde: string, hasta: string) =>
  api<CumplimientoDocente[]>('/cumplimiento', { query: { desde, hasta } })

/** The monthly libro of a course (`mes` YYYY-MM): the roll by block, leccionarios, signatures and corrections. */
export const downloadLibroMensual = (cursoId: number, mes: string, formato: 'xlsx' | 'docx') =>
  api<Blob>(`/cursos/${cursoId}/libro/${mes}.${formato}`)

/** The late arrivals of a period (one day: `desde` = `hasta`), optionally of one course. */
export const listAtrasos = (desde: string, hasta: string, cursoId?: number) =>
  api<Atraso[]>('/atrasos', { query: cursoId ? { desde, hasta, curso_id: String(cursoId) } : { desde, hasta } })

/** Records why a student arrived late (inspector, administrador): the late arrival, now justified. */
export const justificarAtraso = (data: JustificarAtrasoForm) =>
  api<Atraso>('/atrasos/justificar', { method: 'POST', body: data })

/** The school's teachers to choose from in a schedule (id and name). */
export const listDocentes = () => api<DocenteOpcion[]>('/docentes')

/** The school year's calendar: class days, holidays, winter break, suspensions, the subsidy block. */
export const getCalendario = (anio?: number) =>
  api<Calendario>('/calendario', { query: anio ? { anio: String(anio) } : {} })

/** Marks a day without classes, with its reason. */
export const addSuspension = (data: { fecha: string; motivo: string }) =>
  api<Calendario>('/calendario/suspensiones', { method: 'POST', body: data })

/** The day has classes again. */
export const removeSuspension = (fecha: string) =>
  api<Calendario>(`/calendario/suspensiones/${fecha}`, { method: 'DELETE' })

/** Which block of the day gives the day's attendance (subsidy). */
export const setBloqueSubvencion = (bloque: number) =>
  api<Calendario>('/calendario/subvencion', { method: 'PUT', body: { bloque } })
