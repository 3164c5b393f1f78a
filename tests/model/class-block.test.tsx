import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { isRollComplete } from '@/domain/libro'
import { type ClassBlockContext, classBlockMachine } from '@/machines/class-block.machine'
import {
  ana,
  beto,
  conflictDetail,
  events,
  fresh,
  input,
  registered,
  serializeState,
  signedBlock,
  withLesson,
  wrongCode,
} from './class-block.events'
import { describePath, expectFullCoverage, pending, shortestPaths } from './graph'

const traversal = { events, input, serializeState: serializeState as never }
const editable = ['roll', 'queued', 'lesson']
const busy = ['loading', 'savingRoll', 'savingLesson', 'signing']

/** What must hold in each state, whatever path led there. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as ClassBlockContext
  const state = snapshot.value as string
  expect(snapshot.hasTag('editable'), 'editable tag').toBe(editable.includes(state))
  expect(snapshot.hasTag('busy'), 'busy tag').toBe(busy.includes(state))
  if (state !== 'loading' && state !== 'loadFailed') expect(c.clase).not.toBeNull()
  // Nothing goes to the server before the roll is complete: a late student always has a time.
  if (['savingRoll', 'savingLesson', 'signing'].includes(state))
    expect(isRollComplete(c.alumnoIds, c.marks), 'a complete roll').toBe(true)
  if (state === 'savingLesson' || state === 'signing') {
    expect(c.texto.trim(), 'a leccionario').not.toBe('')
    expect(c.codigo).toMatch(/^\d{6}$/)
  }
  if (state === 'signed') {
    expect(['firmada', 'pendiente_visado']).toContain(c.clase?.estado)
    expect(c.codigo, 'the code is not kept').toBe('')
  }
  if (state === 'conflict') expect(c.error).toBe(conflictDetail)
  if (state === 'loadFailed') expect(c.error).toBe('No se pudo cargar la clase.')
  for (const id of c.alumnoIds) {
    const mark = c.marks[id]
    if (mark && mark.estado !== 'atrasado') expect(mark.hora_llegada, 'only a late student has a time').toBeNull()
  }
}

describe('class block machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(classBlockMachine, traversal)
  })

  const paths = shortestPaths(classBlockMachine, traversal)
  it('has a path to every reachable snapshot', () => {
    expect(paths.length).toBeGreaterThan(40)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const record = (name: string) => () => void calls.push(name)
    const actor = createActor(
      classBlockMachine.provide({
        actors: {
          loadBlock: pending as never,
          saveRoll: pending as never,
          saveLesson: pending as never,
          signBlock: pending as never,
        },
        actions: {
          keepDraft: record('keepDraft'),
          queueRoll: record('queueRoll'),
          forgetDraft: record('forgetDraft'),
          announceSigned: record('announceSigned'),
          showError: (_, { message }) => void calls.push(`showError:${message}`),
        },
      }),
      { input },
    ).start()
    let edits = 0
    for (const step of path.steps) {
      const before = actor.getSnapshot()
      if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never)
      const now = actor.getSnapshot()
      expect(now.value, `after ${step.event.type}`).toEqual(step.state.value)
      // The graph keeps one snapshot per serialized state: compare what it tells apart, not every mark.
      expect(serializeState(now), `after ${step.event.type}`).toBe(serializeState(step.state as never))
      checkInvariants(now)
      const edit = /^(student\.|all\.present|lesson\.)/.test(step.event.type)
      if (edit && JSON.stringify(now.context) !== JSON.stringify(before.context)) edits++
    }
    actor.stop()
    const types: string[] = path.steps.map((s) => s.event.type)
    const count = (t: string) => types.filter((x) => x === t).length
    expect(calls.filter((c) => c === 'announceSigned')).toHaveLength(count('xstate.done.actor.signBlock'))
    // Every edit is kept in the browser, by keepDraft or (while queued) queueRoll.
    expect(calls.filter((c) => c === 'keepDraft' || c === 'queueRoll').length).toBeGreaterThanOrEqual(edits)
    // A failure without a connection queues the roll; it is never shown as an error.
    for (const call of calls.filter((c) => c.startsWith('showError')))
      expect([
        `showError:${conflictDetail}`,
        `showError:${wrongCode}`,
        'showError:El alumno 12 no pertenece a este curso.',
        'showError:No se pudo cargar la clase.',
        'showError:No se pudo guardar el leccionario.',
      ]).toContain(call)
  })
})

describe('class block machine (behaviour)', () => {
  it('starts the second block from the proposal and sends a late student with the time', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      classBlockMachine.provide({
        actors: {
          loadBlock: fromPromise(async () => fresh),
          saveRoll: fromPromise(async ({ input }) => {
            sent.push(input)
            return registered
          }),
          saveLesson: fromPromise(async ({ input }) => {
            sent.push(input)
            return withLesson
          }),
          signBlock: fromPromise(async ({ input }) => {
            sent.push(input)
            return signedBlock
          }),
        },
      }),
      { input },
    ).start()
    await expect.poll(() => actor.getSnapshot().value).toBe('roll')
    expect(actor.getSnapshot().context.marks[beto]?.estado).toBe('ausente')
    actor.send({ type: 'student.mark', alumnoId: beto, estado: 'atrasado', hora: '08:12' })
    actor.send({ type: 'roll.submit' })
    await expect.poll(() => actor.getSnapshot().value).toBe('lesson')
    actor.send({ type: 'lesson.text', texto: ' Fracciones ' })
    actor.send({ type: 'lesson.oa', oa: ['MA04 OA 08'] })
    actor.send({ type: 'code.change', codigo: '12345' })
    expect(actor.getSnapshot().can({ type: 'sign.submit' }), 'five digits do not sign').toBe(false)
    actor.send({ type: 'code.change', codigo: '123456' })
    actor.send({ type: 'sign.submit' })
    await expect.poll(() => actor.getSnapshot().value).toBe('signed')
    expect(sent).toEqual([
      {
        claseId: 40,
        registros: [
          { alumno_id: ana, estado: 'presente', hora_llegada: null },
          { alumno_id: beto, estado: 'atrasado', hora_llegada: '08:12' },
        ],
      },
      { claseId: 40, texto: 'Fracciones', oa: ['MA04 OA 08'], actividades: null },
      { claseId: 40, codigo: '123456', reemplazo_motivo: null },
    ])
  })
})
