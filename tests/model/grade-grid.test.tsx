import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import {
  type ColumnSave,
  type ColumnSaved,
  cellKey,
  type GradeGridContext,
  gradeGridMachine,
  invalidCells,
  rowAverage,
} from '@/machines/grade-grid.machine'
import { ana, beto, control, events, input, prueba, savedPrueba, serializeState } from './grade-grid.events'
import { describePath, expectFullCoverage, pending, shortestPaths } from './graph'

const options = { events, input, serializeState } as never

/** What must hold in each state, whatever path led there. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as GradeGridContext
  const sync = (snapshot.value as { sync: string }).sync
  const cells = (snapshot.value as { cells: string }).cells
  expect(c.editing !== null, 'a draft exactly while editing').toBe(cells === 'editing')
  expect(c.inFlight !== null, 'something in flight exactly while saving').toBe(sync === 'saving')
  if (c.inFlight) {
    expect(c.inFlight.notas.length).toBeGreaterThan(0)
    // Never an invalid value on the wire.
    for (const n of c.inFlight.notas) {
      if ('nota' in n && n.nota !== null) expect(n.nota >= 1 && n.nota <= 7).toBe(true)
      if ('puntaje' in n && n.puntaje !== null) expect(n.puntaje >= 0 && n.puntaje <= 40).toBe(true)
    }
  }
  expect(c.error !== null, 'an error exactly when failed').toBe(sync === 'failed')
  // An invalid cell is never queued on its own, and the queue holds no column twice.
  expect(new Set(c.queue).size).toBe(c.queue.length)
  const invalid = Object.keys(invalidCells(c))
  for (const key of invalid) expect(c.values[key as never]).not.toBe(c.saved[key as never])
  if (sync === 'saved') expect(c.queue, 'saved: nothing valid left to send').toEqual([])
  expect(snapshot.hasTag('dirty')).toBe(sync !== 'saved')
}

describe('grade grid machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(gradeGridMachine, options)
  })

  const paths = shortestPaths(gradeGridMachine, options)
  it('has a path to every reachable snapshot', () => {
    expect(paths.length).toBeGreaterThan(100)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    // The graph keeps one snapshot per serialized state: the replay is checked against that, step by step.
    const sent: ColumnSave[] = []
    const actor = createActor(
      gradeGridMachine.provide({
        actors: {
          saveColumn: fromPromise<ColumnSaved, ColumnSave>(({ input }) => {
            sent.push(input)
            return new Promise<never>(() => {})
          }),
        },
      }),
      { input },
    ).start()
    for (const step of path.steps) {
      if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never)
      const snapshot = actor.getSnapshot()
      expect(serializeState(snapshot), `after ${step.event.type}`).toBe(serializeState(step.state))
      checkInvariants(snapshot)
    }
    const entered = path.steps.filter(
      (s, i) =>
        i > 0 &&
        (s.state.value as { sync: string }).sync === 'saving' &&
        (path.steps[i - 1]!.state.value as { sync: string }).sync !== 'saving',
    )
    // One request per entry in saving, with what the machine shows in flight.
    expect(sent).toHaveLength(entered.length)
    actor.stop()
  })
})

describe('grade grid machine', () => {
  const start = (saveColumn: (save: ColumnSave) => Promise<ColumnSaved>) =>
    createActor(
      gradeGridMachine.provide({
        actors: { saveColumn: fromPromise(({ input }) => saveColumn(input)) },
        delays: { autosaveDelay: 20 },
      }),
      { input },
    ).start()

  const type = (actor: ReturnType<typeof start>, alumnoId: number, evaluacionId: number, text: string) => {
    actor.send({ type: 'cell.edit', alumnoId, evaluacionId, text: text.slice(0, 1) })
    actor.send({ type: 'cell.input', text })
    actor.send({ type: 'cell.commit' })
  }

  it('shows the saved grades and averages, a score converted at 60 %', () => {
    const actor = start(async () => savedPrueba)
    const c = actor.getSnapshot().context
    expect(c.values[cellKey(ana, prueba)]).toBe('5,0')
    expect(c.values[cellKey(beto, prueba)]).toBe('')
    expect(rowAverage(c, ana)).toBe(5)
    expect(rowAverage(c, beto)).toBeNull()
    actor.send({ type: 'cell.edit', alumnoId: ana, evaluacionId: control, text: '3' })
    actor.send({ type: 'cell.input', text: '12' })
    // While typing: 5,0 at 60 % and 12 of 40 (2,5) at 40 % -> 4,0.
    expect(rowAverage(actor.getSnapshot().context, ana)).toBe(4)
    actor.send({ type: 'cell.cancel' })
    expect(rowAverage(actor.getSnapshot().context, ana)).toBe(5)
    expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'saved' })
  })

  it('sends one request per column after the pause, only the valid changed cells, and ends saved', async () => {
    const saveColumn = vi.fn(
      async (save: ColumnSave): Promise<ColumnSaved> => ({
        evaluacion_id: save.evaluacionId,
        notas: save.notas.map((n) =>
          'nota' in n
            ? { alumno_id: n.alumno_id, nota: n.nota, puntaje: null }
            : { alumno_id: n.alumno_id, nota: n.puntaje === null ? null : 5.1, puntaje: n.puntaje },
        ),
      }),
    )
    const actor = start(saveColumn)
    type(actor, ana, prueba, '7')
    type(actor, beto, prueba, '45')
    type(actor, beto, control, '30')
    expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'waiting' })
    expect(invalidCells(actor.getSnapshot().context)).toEqual({
      [cellKey(beto, prueba)]: 'La nota debe ser un número de 1,0 a 7,0 con un decimal (por ejemplo 4,5).',
    })
    await waitFor(() => expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'saved' }))
    expect(saveColumn.mock.calls.map(([save]) => save)).toEqual([
      { evaluacionId: prueba, notas: [{ alumno_id: ana, nota: 7 }] },
      { evaluacionId: control, notas: [{ alumno_id: beto, puntaje: 30 }] },
    ])
    const c = actor.getSnapshot().context
    // The server's 7 is shown as it writes grades; the invalid cell stays, marked, unsent.
    expect(c.values[cellKey(ana, prueba)]).toBe('7,0')
    expect(c.values[cellKey(beto, prueba)]).toBe('45')
    expect(rowAverage(c, beto)).toBe(5.1)
    // Correcting it sends it.
    type(actor, beto, prueba, '4,5')
    await waitFor(() => expect(saveColumn).toHaveBeenCalledTimes(3))
    expect(saveColumn.mock.calls[2]![0]).toEqual({ evaluacionId: prueba, notas: [{ alumno_id: beto, nota: 4.5 }] })
  })

  it('keeps the typed grades after a failure and sends them again on retry', async () => {
    let fail = true
    const saveColumn = vi.fn(async (save: ColumnSave): Promise<ColumnSaved> => {
      if (fail) throw new Error('')
      return { evaluacion_id: save.evaluacionId, notas: [{ alumno_id: beto, nota: 4.5, puntaje: null }] }
    })
    const actor = start(saveColumn)
    type(actor, beto, prueba, '4,5')
    await waitFor(() => expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'failed' }))
    expect(actor.getSnapshot().context.error).toBe('No se pudieron guardar las notas.')
    expect(actor.getSnapshot().context.values[cellKey(beto, prueba)]).toBe('4,5')
    fail = false
    actor.send({ type: 'save.retry' })
    await waitFor(() => expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'saved' }))
    expect(saveColumn).toHaveBeenCalledTimes(2)
    expect(saveColumn.mock.calls[1]![0]).toEqual({ evaluacionId: prueba, notas: [{ alumno_id: beto, nota: 4.5 }] })
  })

  it('clears a grade with an empty cell, and a commit of the same value sends nothing', () => {
    const actor = createActor(gradeGridMachine.provide({ actors: { saveColumn: pending as never } }), { input }).start()
    actor.send({ type: 'cell.edit', alumnoId: ana, evaluacionId: prueba })
    actor.send({ type: 'cell.commit' })
    expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'saved' })
    actor.send({ type: 'cell.edit', alumnoId: ana, evaluacionId: prueba })
    actor.send({ type: 'cell.input', text: '' })
    actor.send({ type: 'cell.commit' })
    expect(actor.getSnapshot().value).toEqual({ cells: 'navigating', sync: 'waiting' })
    actor.send({ type: 'xstate.after.autosaveDelay.gradeGrid.sync.waiting' } as never)
    expect(actor.getSnapshot().context.inFlight).toEqual({
      evaluacionId: prueba,
      notas: [{ alumno_id: ana, nota: null }],
    })
  })
})
