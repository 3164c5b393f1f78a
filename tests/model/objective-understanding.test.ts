import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { objectiveUnderstandingMachine, type Typed } from '@/machines/objective-understanding.machine'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { blank, events, muestreo, porcentaje, typed, understood } from './objective-understanding.events'

const options = { events } as never

describe('objective-understanding machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(objectiveUnderstandingMachine, options)
  })

  for (const path of shortestPaths(objectiveUnderstandingMachine, options))
    it(`shortest: ${describePath(path)}`, () => {
      replay(objectiveUnderstandingMachine, path, { actors: { resolveObjectives: pending } })
    })

  it('waits for a pause in typing, asks once for the last text, and lets the teacher change the OA', async () => {
    const asked: Typed[] = []
    const actor = createActor(
      objectiveUnderstandingMachine.provide({
        delays: { typing: 20 },
        actors: {
          resolveObjectives: fromPromise(async ({ input }: { input: Typed }) => {
            asked.push(input)
            return understood
          }),
        },
      }),
    ).start()
    actor.send({ type: 'objectives.typed', typed: { ...typed, texto: 'porc' } })
    actor.send({ type: 'objectives.typed', typed })
    expect(actor.getSnapshot().value).toBe('waiting')
    await waitFor(actor, (s) => s.matches('understood'))
    expect(asked).toEqual([typed])
    expect(actor.getSnapshot().context.understood[0]!.elegido).toEqual(porcentaje)
    actor.send({ type: 'suggestion.choose', index: 0, codigo: 'MA07 OA 15' })
    expect(actor.getSnapshot().context.understood[0]!.elegido).toEqual(muestreo)
    actor.send({ type: 'objectives.typed', typed: blank })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.understood).toEqual([])
    actor.stop()
  })
})
