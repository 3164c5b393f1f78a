import { createRequestReplyMachine } from '@/machines/request-reply.machine'

/** A request as the page shows it, in the shape the API answers. */
export interface RequestRecord {
  id: number
  titulo: string
  tipo: string
  descripcion: string
  estado: string
  fecha_creacion: string
  usuario: { nombre: string; email: string }
  total_respuestas: number
  respuestas: { id: number; contenido: string; autor: { nombre: string }; fecha: string; estado: string }[]
}

export const requestReplyMachine = createRequestReplyMachine<RequestRecord>()
export const machine = requestReplyMachine

export const solicitud: RequestRecord = {
  id: 5,
  titulo: 'Proyector de la sala 12',
  tipo: 'mantenimiento',
  descripcion: 'El proyector no enciende desde el lunes.',
  estado: 'pendiente',
  fecha_creacion: '2026-03-09T12:00:00.000Z',
  usuario: { nombre: 'Marcela Torres', email: 'marcela@liceo.cl' },
  total_respuestas: 0,
  respuestas: [],
}
export const input = { solicitud }

export const contenido = 'El encargado lo revisa mañana a primera hora.'

/** What the server answers to the reply. */
export const replied: RequestRecord = {
  ...solicitud,
  estado: 'en_proceso',
  total_respuestas: 1,
  respuestas: [
    {
      id: 40,
      contenido,
      autor: { nombre: 'Carolina Fuentes' },
      fecha: '2026-03-09T13:10:00.000Z',
      estado: 'en_proceso',
    },
  ],
}

export const serverDetail = 'La solicitud no existe.'

/** An API failure whose message survives JSON.stringify, so the graph keeps the failures apart. */
export const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the request-reply machine can meet, with the payloads its `sendReply` actor may produce. */
export const events = [
  { type: 'draft.text', contenido },
  { type: 'draft.text', contenido: '   ' },
  { type: 'draft.state', estado: 'en_proceso' },
  { type: 'reply.submit' },
  { type: 'xstate.done.actor.sendReply', output: replied },
  { type: 'xstate.error.actor.sendReply', error: failure(serverDetail) },
  { type: 'xstate.error.actor.sendReply', error: failure('') },
] as never[]
