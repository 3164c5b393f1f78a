import { api } from './client'
import type { CodigoColegio, Miembro, MiembroUpdate } from './contract/miembros'

/** The school's members, pending requests first (administrador only). */
export const listMiembros = () => api<Miembro[]>('/miembros')

/** Approves (`{ estado: 'activo', rol, curso_ids }`), suspends, reactivates, changes the role or the courses. */
export const updateMiembro = (id: number, data: MiembroUpdate) =>
  api<Miembro>(`/miembros/${id}`, { method: 'PUT', body: data })

/** Rejects a pending request to join the school. */
export const rejectMiembro = (id: number) => api<void>(`/miembros/${id}`, { method: 'DELETE' })

/** Replaces the school's code; the old one no longer registers anyone. */
export const replaceSchoolCode = () => api<CodigoColegio>('/colegio/codigo', { method: 'POST' })
