import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { signatureEnrollmentMachine } from '@/machines/signature-enrollment.machine'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { enrollment, events, input, wrongCode } from './signature-enrollment.events'

describe('signature enrollment machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(signatureEnrollmentMachine, { events, input })
  })
  const paths = shortestPaths(signatureEnrollmentMachine, { events, input })
  it('has a path to every reachable snapshot', () => {
    expect(paths.length).toBeGreaterThan(8)
  })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(signatureEnrollmentMachine, path, {
      input,
      actors: { startEnrollment: pending, confirmEnrollment: pending },
      actions: {
        announceEnrolled: () => calls.push('announceEnrolled'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`showError:${message}`),
      },
    })
    const c = last.context
    const types: string[] = path.steps.map((s) => s.event.type)
    // The secret is on screen only while scanning or confirming it.
    expect(c.enrollment !== null).toBe(last.matches('scanning') || last.matches('confirming'))
    if (last.matches('confirming')) expect(c.codigo).toMatch(/^\d{6}$/)
    // Enrolled once a confirmation went through, and never before.
    expect(c.habilitada).toBe(types.includes('xstate.done.actor.confirmEnrollment'))
    expect(calls.filter((x) => x === 'announceEnrolled')).toHaveLength(
      types.filter((t) => t === 'xstate.done.actor.confirmEnrollment').length,
    )
    for (const call of calls.filter((x) => x.startsWith('showError')))
      expect([`showError:${wrongCode}`, 'showError:No se pudo preparar tu firma.']).toContain(call)
  })

  it('keeps the current authenticator when a new enrollment is cancelled', () => {
    const actor = createActor(signatureEnrollmentMachine.provide({ actors: { startEnrollment: pending as never } }), {
      input: { habilitada: true },
    }).start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'enroll.start' })
    actor.send({ type: 'xstate.done.actor.startEnrollment', output: enrollment } as never)
    expect(actor.getSnapshot().context.enrollment).toEqual(enrollment)
    actor.send({ type: 'enroll.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.habilitada).toBe(true)
    expect(actor.getSnapshot().context.enrollment).toBeNull()
  })
})
