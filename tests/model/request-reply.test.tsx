import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { ReplyRequest, RequestReplyContext } from '@/machines/request-reply.machine'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { me, renderAt, stubApi } from './harness'
import {
  contenido,
  events,
  input,
  type RequestRecord,
  replied,
  requestReplyMachine,
  serverDetail,
  solicitud,
} from './request-reply.events'

function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as RequestReplyContext<RequestRecord>
  if (snapshot.matches('sending')) {
    expect(c.draft.contenido.trim(), 'only a reply with text is sent').not.toBe('')
    expect(c.draft.estado, 'only a reply with a state is sent').not.toBeNull()
  }
  if (snapshot.matches('failed')) expect(c.error).toBeTruthy()
}

describe('request-reply machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(requestReplyMachine, { events, input })
  })

  const paths = shortestPaths(requestReplyMachine, { events, input })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(requestReplyMachine, path, {
      input,
      actors: { sendReply: pending },
      actions: {
        announceReplied: () => calls.push('announceReplied'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`showError:${message}`),
      },
    })
    checkInvariants(last)
    const types: string[] = path.steps.map((s) => s.event.type)
    const count = (t: string) => types.filter((x) => x === t).length
    expect(calls.filter((c) => c === 'announceReplied')).toHaveLength(count('xstate.done.actor.sendReply'))
    const shown = calls.filter((c) => c.startsWith('showError:'))
    expect(shown).toHaveLength(count('xstate.error.actor.sendReply'))
    for (const call of shown)
      expect([`showError:${serverDetail}`, 'showError:No se pudo enviar la respuesta']).toContain(call)
    if (types.at(-1) === 'xstate.done.actor.sendReply') {
      expect(last.context).toMatchObject({ solicitud: replied, draft: { contenido: '', estado: null }, error: null })
    }
    if (types.at(-1) === 'xstate.error.actor.sendReply') {
      expect(last.context.draft).toEqual({ contenido, estado: 'en_proceso' })
    }
  })

  it('sends the trimmed text with the chosen state, once, and ignores a submit while sending', async () => {
    const send = vi.fn(async (_: ReplyRequest) => replied)
    const actor = createActor(
      requestReplyMachine.provide({ actors: { sendReply: fromPromise(({ input }) => send(input)) } }),
      { input },
    ).start()
    actor.send({ type: 'reply.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'draft.text', contenido: `  ${contenido}  ` })
    expect(actor.getSnapshot().can({ type: 'reply.submit' })).toBe(false)
    actor.send({ type: 'draft.state', estado: 'resuelta' })
    actor.send({ type: 'reply.submit' })
    actor.send({ type: 'reply.submit' })
    actor.send({ type: 'draft.text', contenido: 'otra cosa' })
    expect(actor.getSnapshot().context.draft.contenido).toBe(`  ${contenido}  `)
    await waitFor(() => expect(actor.getSnapshot().value).toBe('editing'))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ id: solicitud.id, contenido, estado: 'resuelta' })
  })

  it('refuses a state that is not one of the three reply states', () => {
    const actor = createActor(requestReplyMachine, { input }).start()
    actor.send({ type: 'draft.state', estado: 'pendiente' as never })
    expect(actor.getSnapshot().context.draft.estado).toBeNull()
  })
})

describe('the /solicitudes/$id screen', () => {
  const detail = {
    ...solicitud,
    estado: 'en_proceso',
    total_respuestas: 1,
    respuestas: [
      {
        id: 39,
        contenido: 'Lo vemos esta semana.',
        autor: { nombre: 'Carolina Fuentes' },
        fecha: '2026-03-09T13:10:00.000Z',
        estado: 'en_proceso',
      },
    ],
  }
  let reply: (body: { contenido: string; estado: string }) => Response
  const posted: unknown[] = []

  beforeEach(() => {
    posted.length = 0
    stubApi((call) => {
      if (call.path === '/auth/me') return Response.json(me)
      if (call.path === '/solicitudes/5/responder' && call.method === 'POST') {
        const body = call.body as { contenido: string; estado: string }
        posted.push(body)
        return reply(body)
      }
      if (call.path === '/solicitudes/5') return Response.json(detail)
      return undefined
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  async function renderRequest() {
    renderAt('/solicitudes/5')
    await screen.findByRole('heading', { name: solicitud.titulo })
  }

  it('shows the request with its replies, and records a reply with its new state', async () => {
    reply = (body) =>
      Response.json(
        {
          ...detail,
          estado: body.estado,
          total_respuestas: 2,
          respuestas: [
            ...detail.respuestas,
            {
              id: 41,
              contenido: body.contenido,
              autor: { nombre: 'Carolina Fuentes' },
              fecha: '2026-03-10T15:00:00.000Z',
              estado: body.estado,
            },
          ],
        },
        { status: 201 },
      )
    await renderRequest()
    expect(screen.getByText(solicitud.descripcion)).toBeTruthy()
    expect(screen.getByText(/Enviada por Marcela Torres/)).toBeTruthy()
    const replies = screen.getByRole('list', { name: 'Respuestas' })
    expect(within(replies).getByText('Lo vemos esta semana.')).toBeTruthy()
    expect(within(replies).getByText('Carolina Fuentes')).toBeTruthy()
    expect(within(replies).getByText('9 de marzo de 2026, 10:10')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Respuestas (1)' })).toBeTruthy()

    const send = screen.getByRole('button', { name: 'Enviar respuesta' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Respuesta'), 'Ya está reparado.')
    expect(send.disabled).toBe(true)
    const states = screen.getByRole('group', { name: 'Nuevo estado' })
    expect(
      within(states)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['en_proceso', 'resuelta', 'rechazada'])
    await user.click(within(states).getByLabelText(/Resuelta/))
    expect(send.disabled).toBe(false)
    await act(() => user.click(send))

    await screen.findByRole('heading', { name: 'Respuestas (2)' })
    expect(posted).toEqual([{ contenido: 'Ya está reparado.', estado: 'resuelta' }])
    expect(screen.getByText('Ya está reparado.')).toBeTruthy()
    expect(screen.getAllByText('Resuelta').length).toBeGreaterThan(1)
    expect((screen.getByLabelText('Respuesta') as HTMLTextAreaElement).value).toBe('')
  })

  it('keeps the draft and shows the fallback when the reply fails without a detail', async () => {
    reply = () => new Response('', { status: 500 })
    await renderRequest()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Respuesta'), 'No corresponde.')
    await user.click(screen.getByLabelText(/Rechazada/))
    await act(() => user.click(screen.getByRole('button', { name: 'Enviar respuesta' })))
    await waitFor(() =>
      expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('No se pudo enviar la respuesta'),
    )
    expect((screen.getByLabelText('Respuesta') as HTMLTextAreaElement).value).toBe('No corresponde.')
    expect((screen.getByLabelText(/Rechazada/) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('heading', { name: 'Respuestas (1)' })).toBeTruthy()
  })
})

describe('the /solicitudes screen names whose requests it lists', () => {
  const { respuestas: _, ...listed } = solicitud
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [
      'docente',
      'Mis solicitudes (1)',
      'Solo ves las solicitudes que enviaste; las responden el administrador y la UTP.',
    ],
    [
      'utp',
      'Solicitudes del colegio (1)',
      'Las licencias médicas y los permisos de otros miembros los ven solo quien los envió y el administrador.',
    ],
    [
      'administrador',
      'Solicitudes del colegio (1)',
      'Todas las solicitudes del equipo, licencias médicas y permisos incluidos.',
    ],
  ])('for a %s: "%s"', async (rol, title, hint) => {
    stubApi((call) => {
      if (call.path === '/auth/me') return Response.json({ ...me, rol })
      if (call.path === '/solicitudes/') return Response.json([listed])
      return undefined
    })
    renderAt('/solicitudes')
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
    expect(screen.getByText(hint)).toBeTruthy()
    expect(screen.getByRole('link', { name: /Proyector de la sala 12/ })).toBeTruthy()
  })
})
