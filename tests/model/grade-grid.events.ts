import type { AnyMachineSnapshot } from 'xstate'
import {
  type ColumnSaved,
  cellText,
  type GradeGridContext,
  type GradeGridInput,
  gradeGridMachine,
  invalidCells,
} from '@/machines/grade-grid.machine'

export const machine = gradeGridMachine

export const ana = 11
export const beto = 12
/** A test graded 1,0–7,0 worth 60 %. */
export const prueba = 1
/** A test graded by points (40) worth 40 %. */
export const control = 2
export const input: GradeGridInput = {
  columns: [
    { id: prueba, ponderacion: 60, puntaje_maximo: null },
    { id: control, ponderacion: 40, puntaje_maximo: 40 },
  ],
  rows: [
    { alumno_id: ana, notas: { [prueba]: 5 }, puntajes: {} },
    { alumno_id: beto, notas: {}, puntajes: {} },
  ],
}

/** What the server answers after storing Beto's 4,5 in the test. */
export const savedPrueba: ColumnSaved = {
  evaluacion_id: prueba,
  notas: [{ alumno_id: beto, nota: 4.5, puntaje: null }],
}
/** What the server answers after storing Beto's 30 of 40 (5,1) in the graded-by-points test. */
export const savedControl: ColumnSaved = {
  evaluacion_id: control,
  notas: [{ alumno_id: beto, nota: 5.1, puntaje: 30 }],
}

export const serverDetail = 'La nota de Beto Soto debe ser un número de 1,0 a 7,0.'

/** An API failure whose message survives JSON.stringify, so the graph keeps the failures apart. */
export const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the grade grid can meet, with the payloads its actor may produce. */
export const events = [
  { type: 'cell.edit', alumnoId: beto, evaluacionId: prueba, text: '4' },
  { type: 'cell.edit', alumnoId: beto, evaluacionId: control },
  { type: 'cell.input', text: '4,5' },
  { type: 'cell.input', text: '45' },
  { type: 'cell.input', text: '30' },
  { type: 'cell.commit' },
  { type: 'cell.cancel' },
  { type: 'save.retry' },
  { type: 'xstate.after.autosaveDelay.gradeGrid.sync.waiting' },
  { type: 'xstate.done.actor.saveColumn', output: savedPrueba },
  { type: 'xstate.done.actor.saveColumn', output: savedControl },
  { type: 'xstate.error.actor.saveColumn', error: failure(serverDetail) },
  { type: 'xstate.error.actor.saveColumn', error: failure('') },
] as never[]

/**
 * Snapshots that differ only in which valid text a cell holds behave alike: the graph keeps the state,
 * the cell being typed in, which cells differ from the server and are invalid, the queue, what is in
 * flight and whether an error is shown.
 */
export function serializeState(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as GradeGridContext
  const changed = Object.keys(c.values).filter((k) => c.values[k as never] !== c.saved[k as never])
  return JSON.stringify({
    value: snapshot.value,
    editing: c.editing && {
      key: c.editing.key,
      same: c.editing.text === cellText({ ...c, editing: null }, c.editing.key),
    },
    changed,
    invalid: Object.keys(invalidCells(c)),
    queue: c.queue,
    inFlight: c.inFlight?.evaluacionId ?? null,
    error: c.error,
  })
}
