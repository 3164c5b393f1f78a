import { isRollComplete } from '@/domain/libro'
import {
  type BlockCorrectionContext,
  blockCorrectionMachine,
  type CorrectedBlock,
  correctionRequest,
} from '@/machines/block-correction.machine'

export const machine = blockCorrectionMachine

export const ana = 11
export const beto = 12
export const signed: CorrectedBlock = {
  id: 40,
  asistencia: [
    { alumno_id: ana, estado: 'presente', hora_llegada: null },
    { alumno_id: beto, estado: 'atrasado', hora_llegada: '08:12' },
  ],
  leccionario: { texto: 'Fracciones equivalentes', oa: ['MA04 OA 08'], actividades: null },
}
export const input = { clase: signed, alumnoIds: [ana, beto] }

export const failure = (message: string, status: number | undefined) =>
  Object.defineProperties(new Error(message), {
    message: { value: message, enumerable: true },
    status: { value: status, enumerable: true },
  })
export const wrongCode = 'El código no es válido: revisa tu aplicación de autenticación.'

/** Every event the correction machine can meet. */
export const events = [
  { type: 'student.mark', alumnoId: ana, estado: 'ausente', hora: null },
  { type: 'student.mark', alumnoId: beto, estado: 'atrasado', hora: null },
  { type: 'student.arrival', alumnoId: beto, hora: '08:25' },
  { type: 'lesson.text', texto: 'Fracciones equivalentes con material concreto' },
  { type: 'lesson.oa', oa: ['MA04 OA 08', 'MA04 OA 09'] },
  { type: 'lesson.activities', actividades: 'Guía 3 en parejas' },
  { type: 'motivo.change', motivo: 'Ana salió a enfermería antes de pasar lista.' },
  { type: 'code.change', codigo: '654321' },
  { type: 'correction.submit' },
  { type: 'correction.cancel' },
  { type: 'xstate.done.actor.submitCorrection', output: { id: 5, estado: 'pendiente_visado' } },
  { type: 'xstate.error.actor.submitCorrection', error: failure(wrongCode, 422) },
] as never[]

/** Snapshots told apart by what decides the next step: the parts changed, a reason, a code, the error. */
export const serializeState = (snapshot: { value: unknown; context: BlockCorrectionContext }) => {
  const request = correctionRequest(snapshot.context)
  return JSON.stringify({
    value: snapshot.value,
    registros: request.registros?.length ?? 0,
    leccionario: !!request.leccionario,
    complete: isRollComplete(snapshot.context.alumnoIds, snapshot.context.marks),
    motivo: request.motivo !== '',
    codigo: request.codigo !== '',
    error: snapshot.context.error,
  })
}
