import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { GuardianMessageContext } from '@/machines/guardian-message.machine'
import { describePath, expectFullCoverage, pending, shortestPaths } from './graph'
import {
  alumnoId,
  earlier,
  events,
  failure,
  input,
  inputWithoutEmail,
  type LoggedMessage,
  machine,
  sent,
  serializeState,
  serverDetail,
} from './guardian-message.events'

/** What must hold in each state, whatever path led there. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as GuardianMessageContext<LoggedMessage>
  const state = snapshot.value as string
  // A send already under way finishes even if the e-mail was removed meanwhile.
  if (state === 'ready') expect(c.hasEmail, 'the form works only with an e-mail').toBe(true)
  if (state === 'unavailable') expect(c.hasEmail).toBe(false)
  if (state === 'sending') {
    expect(c.draft?.asunto).toBeTruthy()
    expect(c.draft?.cuerpo).toBeTruthy()
    expect(snapshot.can({ type: 'form.submit', asunto: 'a', cuerpo: 'b' }), 'one send at a time').toBe(false)
  }
  if (state === 'loadFailed') expect(c.error).toBe('No se pudieron cargar los mensajes al apoderado.')
  // The log is newest first: a sent message heads it.
  if (c.log.length > 1) expect(c.log[0]).toEqual(sent)
}

describe('guardian message machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(machine, { events, input, serializeState } as never)
  })

  for (const start of [input, inputWithoutEmail]) {
    const paths = shortestPaths(machine, { events, input: start, serializeState } as never)
    it.each(paths.map((p) => [describePath(p), p] as const))(
      `replays %s (e-mail on file: ${start.hasEmail})`,
      (_name, path) => {
        const calls: string[] = []
        const actor = createActor(
          machine.provide({
            actors: { loadLog: pending as never, sendMessage: pending as never },
            actions: { announceSent: () => calls.push('announceSent'), clearForm: () => calls.push('clearForm') },
          }),
          { input: start },
        ).start()
        for (const step of path.steps) {
          if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never)
          expect(serializeState(actor.getSnapshot()), `after ${step.event.type}`).toBe(serializeState(step.state))
        }
        const last = actor.getSnapshot()
        actor.stop()
        checkInvariants(last)
        const done = path.steps.filter((s) => (s.event.type as string) === 'xstate.done.actor.sendMessage').length
        expect(calls.filter((c) => c === 'announceSent')).toHaveLength(done)
        expect(calls.filter((c) => c === 'clearForm')).toHaveLength(done)
      },
    )
  }
})

describe('guardian message machine', () => {
  it('loads the log, sends a trimmed message once and puts it first', async () => {
    const sendMessage = vi.fn(async (_: unknown) => sent)
    const actor = createActor(
      machine.provide({
        actors: {
          loadLog: fromPromise(async () => [earlier]),
          sendMessage: fromPromise(({ input }) => sendMessage(input)),
        },
      }),
      { input },
    ).start()
    await waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
    actor.send({ type: 'form.submit', asunto: ' Tareas pendientes ', cuerpo: 'Hola.\n' })
    actor.send({ type: 'form.submit', asunto: 'Otra vez', cuerpo: 'Hola.' })
    await waitFor(() => expect(actor.getSnapshot().context.log).toEqual([sent, earlier]))
    expect(sendMessage).toHaveBeenCalledTimes(1)
    expect(sendMessage).toHaveBeenCalledWith({ alumnoId, asunto: 'Tareas pendientes', cuerpo: 'Hola.' })
  })

  it("refuses an empty message and keeps the server's reason on a failure", async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          loadLog: fromPromise(async (): Promise<LoggedMessage[]> => []),
          sendMessage: fromPromise(async (): Promise<LoggedMessage> => {
            throw failure(serverDetail)
          }),
        },
      }),
      { input },
    ).start()
    await waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
    actor.send({ type: 'form.submit', asunto: '', cuerpo: 'x' })
    expect(actor.getSnapshot().context.error).toBe('Escribe el asunto y el mensaje.')
    actor.send({ type: 'form.submit', asunto: 'Aviso', cuerpo: 'x' })
    await waitFor(() => expect(actor.getSnapshot().context.error).toBe(serverDetail))
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.draft).toEqual({ asunto: 'Aviso', cuerpo: 'x' })
  })

  it('keeps the form disabled without an e-mail until the page reports one', async () => {
    const actor = createActor(
      machine.provide({ actors: { loadLog: fromPromise(async (): Promise<LoggedMessage[]> => []) } }),
      {
        input: inputWithoutEmail,
      },
    ).start()
    await waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'))
    expect(actor.getSnapshot().can({ type: 'form.submit', asunto: 'a', cuerpo: 'b' })).toBe(false)
    actor.send({ type: 'email.update', hasEmail: true })
    expect(actor.getSnapshot().value).toBe('ready')
  })
})
