import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { expectFullCoverage } from './graph'

/**
 * Every machine in src/machines has a `tests/model/<name>.events.ts` listing the events it can meet,
 * and those events reach every state and take every transition. A new state or transition that no
 * listed event reaches fails here.
 */
const machinesDir = path.resolve('src/machines')
const names = readdirSync(machinesDir)
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.replace(/\.machine\.ts$/, ''))

describe('model coverage of every machine', () => {
  it('finds the machines', () => {
    expect(names.length).toBeGreaterThan(0)
  })

  it.each(names)('%s: every state entered, every transition taken', async (name) => {
    const eventsFile = path.resolve('tests/model', `${name}.events.ts`)
    const module = (await import(/* @vite-ignore */ eventsFile).catch(() => {
      throw new Error(`falta tests/model/${name}.events.ts con { machine, events }`)
    })) as { machine: AnyStateMachine; events: never[]; input?: unknown; serializeState?: never }
    expectFullCoverage(module.machine, {
      events: module.events,
      ...(module.input === undefined ? {} : { input: module.input as never }),
      ...(module.serializeState ? { serializeState: module.serializeState } : {}),
    })
  })
})
