import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { isRollComplete } from '@/domain/libro'
import {
  type BlockCorrectionContext,
  blockCorrectionMachine,
  type CorrectionRequest,
  correctionRequest,
} from '@/machines/block-correction.machine'
import { ana, beto, events, input, serializeState, wrongCode } from './block-correction.events'
import { describePath, expectFullCoverage, pending, shortestPaths } from './graph'

const traversal = { events, input, serializeState: serializeState as never }

function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as BlockCorrectionContext
  if (snapshot.matches('submitting')) {
    const request = correctionRequest(c)
    expect(request.registros || request.leccionario, 'a correction changes something').toBeTruthy()
    expect(request.motivo).not.toBe('')
    expect(request.codigo).toMatch(/^\d{6}$/)
    expect(isRollComplete(c.alumnoIds, c.marks)).toBe(true)
  }
  if (c.error) expect(c.error).toBe(wrongCode)
  // The signed version is never touched: what changes lives beside it.
  expect(c.clase).toEqual(input.clase)
}

describe('block correction machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(blockCorrectionMachine, traversal)
  })
  const paths = shortestPaths(blockCorrectionMachine, traversal)
  it('has a path to every reachable snapshot', () => {
    expect(paths.length).toBeGreaterThan(20)
  })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const actor = createActor(
      blockCorrectionMachine.provide({
        actors: { submitCorrection: pending as never },
        actions: {
          announceSent: () => void calls.push('announceSent'),
          showError: (_, { message }) => void calls.push(`showError:${message}`),
        },
      }),
      { input },
    ).start()
    for (const step of path.steps) {
      if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never)
      const now = actor.getSnapshot()
      expect(now.value, `after ${step.event.type}`).toEqual(step.state.value)
      expect(serializeState(now), `after ${step.event.type}`).toBe(serializeState(step.state as never))
      checkInvariants(now)
    }
    const types: string[] = path.steps.map((s) => s.event.type)
    expect(calls.filter((c) => c === 'announceSent')).toHaveLength(
      types.filter((t) => t === 'xstate.done.actor.submitCorrection').length,
    )
    expect(calls.filter((c) => c.startsWith('showError'))).toHaveLength(
      types.filter((t) => t === 'xstate.error.actor.submitCorrection').length,
    )
  })

  it('sends only the students that changed, the new leccionario, the reason and the code', async () => {
    const sent: CorrectionRequest[] = []
    const actor = createActor(
      blockCorrectionMachine.provide({
        actors: { submitCorrection: fromPromise(async ({ input: request }) => void sent.push(request)) },
      }),
      { input },
    ).start()
    actor.send({ type: 'student.mark', alumnoId: ana, estado: 'atrasado', hora: '08:05' })
    actor.send({ type: 'lesson.oa', oa: ['MA04 OA 08', 'MA04 OA 09'] })
    actor.send({ type: 'code.change', codigo: '654321' })
    expect(actor.getSnapshot().can({ type: 'correction.submit' }), 'no reason, no correction').toBe(false)
    actor.send({ type: 'motivo.change', motivo: ' Ana llegó tarde ' })
    actor.send({ type: 'correction.submit' })
    await expect.poll(() => actor.getSnapshot().value).toBe('sent')
    expect(sent).toEqual([
      {
        claseId: 40,
        registros: [{ alumno_id: ana, estado: 'atrasado', hora_llegada: '08:05' }],
        leccionario: { texto: 'Fracciones equivalentes', oa: ['MA04 OA 08', 'MA04 OA 09'], actividades: null },
        motivo: 'Ana llegó tarde',
        codigo: '654321',
      },
    ])
    expect(beto).toBe(12)
  })

  it('refuses a correction that changes nothing', () => {
    const actor = createActor(blockCorrectionMachine, { input }).start()
    actor.send({ type: 'motivo.change', motivo: 'Revisión' })
    actor.send({ type: 'code.change', codigo: '654321' })
    expect(actor.getSnapshot().can({ type: 'correction.submit' })).toBe(false)
    actor.send({ type: 'student.mark', alumnoId: beto, estado: 'atrasado', hora: '08:12' })
    expect(actor.getSnapshot().can({ type: 'correction.submit' }), 'the same mark again').toBe(false)
  })
})
