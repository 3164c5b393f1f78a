import { getAdjacencyMap, getShortestPaths, type StatePath, type TraversalOptions } from '@xstate/graph'
import { expect } from 'vitest'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
} from 'xstate'

type Options<M extends AnyStateMachine> = TraversalOptions<AnyMachineSnapshot, EventFromLogic<M>, InputFrom<M>>

function walk(node: AnyStateNode, visit: (node: AnyStateNode) => void) {
  visit(node)
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit)
}

/** Every state node of the machine, by id. */
export function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  walk(machine.root, (node) => ids.push(node.id))
  return ids
}

const keyOf = (t: { source: AnyStateNode; eventType: string }, index: number) =>
  `${t.source.id} --${t.eventType}#${index}`

/** Every transition the machine defines: source state, event and its position among that event's candidates. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  walk(machine.root, (node) => {
    for (const [, candidates] of node.transitions) {
      for (const [i, t] of candidates.entries()) keys.push(keyOf(t, i))
    }
    for (const i of (node.always ?? []).keys()) keys.push(keyOf({ source: node, eventType: '(always)' }, i))
  })
  return keys
}

function keyOfTaken(t: { source: AnyStateNode; eventType: string }) {
  const candidates = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
  const index = candidates.indexOf(t as never)
  return keyOf({ source: t.source, eventType: t.eventType === '' ? '(always)' : t.eventType }, index)
}

/**
 * Explores every reachable snapshot with the given events and reports which states were entered and
 * which transitions were taken, next to all the machine defines.
 */
export function explore<M extends AnyStateMachine>(machine: M, options: Options<M>) {
  const adjacency = getAdjacencyMap(machine, options as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventFromLogic<M>; state: AnyMachineSnapshot }> }
  >
  const entered = new Set<string>()
  const taken = new Set<string>()
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const node of state._nodes as AnyStateNode[]) entered.add(node.id)
    for (const { event } of Object.values(transitions)) {
      for (const t of machine.getTransitionData(state as never, event as never)) taken.add(keyOfTaken(t as never))
    }
  }
  return { entered, taken, snapshots: Object.keys(adjacency).length }
}

/** Fails, naming what is missing, unless the events reach every state and take every transition. */
export function expectFullCoverage<M extends AnyStateMachine>(machine: M, options: Options<M>) {
  const { entered, taken } = explore(machine, options)
  expect(
    stateIds(machine).filter((id) => !entered.has(id)),
    'states never entered',
  ).toEqual([])
  expect(
    transitionKeys(machine).filter((k) => !taken.has(k)),
    'transitions never taken',
  ).toEqual([])
}

export function shortestPaths<M extends AnyStateMachine>(machine: M, options: Options<M>) {
  return getShortestPaths(machine, options as never) as StatePath<AnyMachineSnapshot, EventFromLogic<M>>[]
}

/** A promise actor that never settles: replays deliver its done/error events themselves. */
export const pending = fromPromise(() => new Promise<never>(() => {}))

/**
 * Replays a path on a real actor of the machine (its actors swapped for `actors`) and checks after every
 * step that the actor is where the graph says it is, with the same context.
 */
export function replay<M extends AnyStateMachine>(
  machine: M,
  path: StatePath<AnyMachineSnapshot, EventFromLogic<M>>,
  options: { input?: InputFrom<M>; actors?: Record<string, unknown>; actions?: Record<string, unknown> } = {},
) {
  const provided = machine.provide({ actors: options.actors ?? {}, actions: options.actions ?? {} } as never)
  const actor = createActor(provided, { input: options.input } as never)
  actor.start()
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event as never)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value)
    expect(snapshot.context, `context after ${step.event.type}`).toEqual(step.state.context)
  }
  const last = actor.getSnapshot()
  actor.stop()
  return last
}

/** A readable line for a path: `idle → form.submit → submitting → …`. */
export function describePath(path: StatePath<AnyMachineSnapshot, { type: string }>) {
  const value = (s: AnyMachineSnapshot) => JSON.stringify(s.value).replaceAll('"', '')
  return path.steps.map((s, i) => (i === 0 ? value(s.state) : `${s.event.type} → ${value(s.state)}`)).join(' → ')
}
