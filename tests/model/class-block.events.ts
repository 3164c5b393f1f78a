import { isRollComplete, isSignatureCode } from '@/domain/libro'
import type { BlockData, BlockLoad, ClassBlockContext } from '@/machines/class-block.machine'
import { classBlockMachine } from '@/machines/class-block.machine'

export const machine = classBlockMachine

export const ana = 11
export const beto = 12
export const input = { claseId: 40, alumnoIds: [ana, beto], sustituto: false }

/** An API failure as the client throws it: the server's detail and the status (undefined: no answer). */
export const failure = (message: string, status: number | undefined) =>
  Object.defineProperties(new Error(message), {
    message: { value: message, enumerable: true },
    status: { value: status, enumerable: true },
  })

const block = (over: Partial<BlockData>): BlockData => ({
  id: 40,
  estado: 'pendiente',
  asistencia: [],
  leccionario: null,
  ...over,
})

/** The second block of the day, not taken: the server proposes the first block's roll (Beto absent there). */
export const fresh: BlockLoad = {
  clase: block({
    asistencia: [
      { alumno_id: ana, estado: 'presente', hora_llegada: null },
      { alumno_id: beto, estado: 'ausente', hora_llegada: null },
    ],
  }),
  borrador: null,
}
/** The first block of the day: nobody marked. */
export const first: BlockLoad = { clase: block({}), borrador: null }
export const takenRoll = [
  { alumno_id: ana, estado: 'presente', hora_llegada: null },
  { alumno_id: beto, estado: 'atrasado', hora_llegada: '08:12' },
] as const
export const registered = block({ estado: 'registrada', asistencia: [...takenRoll] })
export const withLesson = block({
  estado: 'registrada',
  asistencia: [...takenRoll],
  leccionario: { texto: 'Fracciones equivalentes', oa: ['MA04 OA 08'], actividades: null },
})
export const signedBlock = block({ ...withLesson, estado: 'firmada' })
/** A block already registered on the server. */
export const taken: BlockLoad = { clase: registered, borrador: null }
/** A roll left in this browser, queued to be sent. */
export const queuedDraft: BlockLoad = {
  clase: block({}),
  borrador: { registros: [...takenRoll], texto: '', oa: [], actividades: '', enviar: true },
}
export const signedLoad: BlockLoad = { clase: signedBlock, borrador: null }

export const conflictDetail = 'La clase está firmada: corrígela.'
export const wrongCode = 'El código no es válido: revisa tu aplicación de autenticación.'

/** Every event the block machine can meet, with the payloads its actors may produce. */
export const events = [
  { type: 'student.mark', alumnoId: beto, estado: 'atrasado', hora: '08:12' },
  { type: 'student.arrival', alumnoId: beto, hora: '08:20' },
  { type: 'all.present' },
  { type: 'roll.submit' },
  { type: 'lesson.text', texto: 'Fracciones equivalentes' },
  { type: 'lesson.oa', oa: ['MA04 OA 08'] },
  { type: 'lesson.activities', actividades: 'Guía 3 en parejas' },
  { type: 'substitute.reason', motivo: 'Licencia médica del titular' },
  { type: 'code.change', codigo: '123456' },
  { type: 'sign.submit' },
  { type: 'connection.online' },
  { type: 'load.retry' },
  { type: 'block.reload' },
  { type: 'xstate.done.actor.loadBlock', output: fresh },
  { type: 'xstate.done.actor.loadBlock', output: taken },
  { type: 'xstate.done.actor.loadBlock', output: queuedDraft },
  { type: 'xstate.done.actor.loadBlock', output: signedLoad },
  { type: 'xstate.error.actor.loadBlock', error: failure('', 500) },
  { type: 'xstate.done.actor.saveRoll', output: registered },
  { type: 'xstate.error.actor.saveRoll', error: failure('', undefined) },
  { type: 'xstate.error.actor.saveRoll', error: failure(conflictDetail, 409) },
  { type: 'xstate.error.actor.saveRoll', error: failure('El alumno 12 no pertenece a este curso.', 422) },
  { type: 'xstate.done.actor.saveLesson', output: withLesson },
  { type: 'xstate.error.actor.saveLesson', error: failure(conflictDetail, 409) },
  { type: 'xstate.error.actor.saveLesson', error: failure('', undefined) },
  { type: 'xstate.done.actor.signBlock', output: signedBlock },
  { type: 'xstate.error.actor.signBlock', error: failure(wrongCode, 422) },
  { type: 'xstate.error.actor.signBlock', error: failure(conflictDetail, 409) },
] as never[]

/**
 * A snapshot as the graph tells them apart: its state and what decides what happens next (the roll
 * complete or not, a leccionario written, a valid code, a substitute's reason, the block's state, the
 * error), not every combination of marks and texts, which only multiplies snapshots.
 */
export const serializeState = (snapshot: { value: unknown; context: ClassBlockContext }) => {
  const c = snapshot.context
  return JSON.stringify({
    value: snapshot.value,
    complete: isRollComplete(c.alumnoIds, c.marks),
    texto: c.texto.trim() !== '',
    codigo: isSignatureCode(c.codigo),
    motivo: c.motivoReemplazo !== '',
    estado: c.clase?.estado ?? null,
    error: c.error,
  })
}
