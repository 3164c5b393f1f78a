import { z } from 'zod'
import { replyStates, requestStates, requestTypes } from '@/domain/catalog'
import { choice, requiredText } from './fields'

export const solicitudCreate = z.object({
  titulo: requiredText('El título', 150),
  tipo: choice(requestTypes, 'El tipo', { missing: 'El tipo es obligatorio: elige uno de la lista.' }),
  descripcion: requiredText('El campo descripción', 4000),
})
export type SolicitudCreate = z.infer<typeof solicitudCreate>

export const respuestaCreate = z.object({
  contenido: requiredText('El texto de la respuesta', 4000),
  estado: choice(replyStates, 'El estado', { missing: 'El estado es obligatorio: en proceso, resuelta o rechazada.' }),
})
export type RespuestaCreate = z.infer<typeof respuestaCreate>

export const solicitud = z.object({
  id: z.number(),
  titulo: z.string(),
  tipo: z.enum(requestTypes),
  descripcion: z.string(),
  estado: z.enum(requestStates),
  /** ISO 8601. */
  fecha_creacion: z.string(),
  usuario: z.object({ nombre: z.string(), email: z.string() }),
  total_respuestas: z.number(),
})
export type Solicitud = z.infer<typeof solicitud>

export const solicitudList = z.array(solicitud)

export const respuesta = z.object({
  id: z.number(),
  contenido: z.string(),
  autor: z.object({ nombre: z.string() }),
  /** ISO 8601. */
  fecha: z.string(),
  estado: z.enum(replyStates),
})
export type Respuesta = z.infer<typeof respuesta>

export const solicitudDetail = solicitud.extend({ respuestas: z.array(respuesta) })
export type SolicitudDetail = z.infer<typeof solicitudDetail>
