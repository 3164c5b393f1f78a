import { api } from './client'
import type { Reunion, ReunionCreate } from './contract/reuniones'

export const listReuniones = (alumnoId?: number) =>
  api<Reunion[]>('/reuniones', { query: alumnoId ? { alumno_id: String(alumnoId) } : {} })

export const createReunion = (data: ReunionCreate) => api<Reunion>('/reuniones', { method: 'POST', body: data })
