import { createGuardianMessageMachine } from '@/machines/guardian-message.machine'

export interface LoggedMessage {
  id: number
  asunto: string
}

export const machine = createGuardianMessageMachine<LoggedMessage>()

export const alumnoId = 7
export const input = { alumnoId, hasEmail: true }
export const inputWithoutEmail = { alumnoId, hasEmail: false }

export const earlier: LoggedMessage = { id: 1, asunto: 'Reunión de apoderados' }
export const sent: LoggedMessage = { id: 2, asunto: 'Tareas pendientes' }
export const serverDetail = 'Este estudiante no tiene correo de apoderado registrado.'

/** An API failure whose message survives JSON.stringify, so the graph keeps the failures apart. */
export const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the messages machine can meet, with the payloads its actors may produce. */
export const events = [
  { type: 'form.submit', asunto: 'Tareas pendientes', cuerpo: 'Le escribo para contarle…' },
  { type: 'form.submit', asunto: '  ', cuerpo: 'Sin asunto' },
  { type: 'log.retry' },
  { type: 'email.update', hasEmail: false },
  { type: 'email.update', hasEmail: true },
  { type: 'xstate.done.actor.loadLog', output: [earlier] },
  { type: 'xstate.error.actor.loadLog', error: failure('') },
  { type: 'xstate.done.actor.sendMessage', output: sent },
  { type: 'xstate.error.actor.sendMessage', error: failure(serverDetail) },
  { type: 'xstate.error.actor.sendMessage', error: failure('') },
] as never[]

/** The log only grows with sends: snapshots are told apart by state, the first two messages and the rest. */
export function serializeState(snapshot: { value: unknown; context: unknown }) {
  const { log, ...rest } = snapshot.context as { log: LoggedMessage[] }
  return JSON.stringify({ value: snapshot.value, ...rest, log: log.slice(0, 2) })
}
