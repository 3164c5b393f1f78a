import { type AttendanceDay, attendanceMachine } from '@/machines/attendance.machine'

export const machine = attendanceMachine

export const today = '2026-03-09'
export const otherDay = '2026-03-06'
export const ana = 11
export const beto = 12
export const input = { cursoId: 3, today, alumnoIds: [ana, beto] }

/** A day nobody has taken yet. */
export const notTaken: AttendanceDay = { fecha: today, tomada: false, actualizada: null, registros: [] }
/** A day taken earlier: Ana present, Beto absent. */
export const taken: AttendanceDay = {
  fecha: today,
  tomada: true,
  actualizada: '2026-03-09T13:05:00.000Z',
  registros: [
    { alumno_id: ana, presente: true },
    { alumno_id: beto, presente: false },
  ],
}
/** What the server answers after saving everyone present. */
export const savedAllPresent: AttendanceDay = {
  fecha: today,
  tomada: true,
  actualizada: '2026-03-09T13:30:00.000Z',
  registros: [
    { alumno_id: ana, presente: true },
    { alumno_id: beto, presente: true },
  ],
}

export const serverDetail = 'No se puede registrar asistencia de una fecha futura.'

/** An API failure whose message survives JSON.stringify, so the graph keeps the failures apart. */
export const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the attendance machine can meet, with the payloads its actors may produce. */
export const events = [
  { type: 'student.toggle', alumnoId: ana },
  { type: 'all.present' },
  { type: 'form.submit' },
  { type: 'date.change', fecha: otherDay },
  // A day after today and an empty date input are ignored.
  { type: 'date.change', fecha: '2026-03-10' },
  { type: 'date.change', fecha: '' },
  { type: 'discard.confirm' },
  { type: 'discard.cancel' },
  { type: 'load.retry' },
  { type: 'xstate.done.actor.loadDay', output: notTaken },
  { type: 'xstate.done.actor.loadDay', output: taken },
  { type: 'xstate.error.actor.loadDay', error: failure('') },
  { type: 'xstate.done.actor.saveDay', output: savedAllPresent },
  { type: 'xstate.done.actor.saveDay', output: taken },
  { type: 'xstate.error.actor.saveDay', error: failure(serverDetail) },
  // What the API client throws when the server gave no detail (network failure, a 500 without body).
  { type: 'xstate.error.actor.saveDay', error: failure('') },
] as never[]
