import { api } from './client'
import type { RespuestaCreate, Solicitud, SolicitudCreate, SolicitudDetail } from './contract/solicitudes'

export const listSolicitudes = () => api<Solicitud[]>('/solicitudes/')

export const getSolicitud = (id: number) => api<SolicitudDetail>(`/solicitudes/${id}`)

export const createSolicitud = (data: SolicitudCreate) =>
  api<SolicitudDetail>('/solicitudes/', { method: 'POST', body: data })

/** Replies and sets the request's state in one call; answers with the updated request. */
export const replySolicitud = (id: number, data: RespuestaCreate) =>
  api<SolicitudDetail>(`/solicitudes/${id}/responder`, { method: 'POST', body: data })
