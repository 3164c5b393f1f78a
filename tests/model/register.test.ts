import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { registerMachine } from '@/machines/register.machine'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { events, registration } from './register.events'

describe('register machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(registerMachine, { events })
  })

  const paths = shortestPaths(registerMachine, { events })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(registerMachine, path, {
      actors: { register: pending },
      actions: {
        announceRegistered: (_: unknown, { message }: { message: string }) => calls.push(`toast:${message}`),
        goToLogin: () => calls.push('goToLogin'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    if (last.matches('registered')) expect(calls).toEqual(['toast:Usuario registrado correctamente', 'goToLogin'])
  })

  it('shows the server detail on failure and lets the user try again', async () => {
    const shown: string[] = []
    const actor = createActor(
      registerMachine.provide({
        actors: { register: fromPromise(() => Promise.reject(new Error('Ya existe una cuenta con ese correo.'))) },
        actions: { showError: (_, { message }) => void shown.push(message) },
      }),
    ).start()
    actor.send({ type: 'form.submit', registration } as never)
    await waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(shown).toEqual(['Ya existe una cuenta con ese correo.'])
    expect(actor.getSnapshot().can({ type: 'form.submit', registration } as never)).toBe(true)
  })
})
