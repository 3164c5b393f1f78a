import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { messages } from '@/domain/messages'
import { type ApprovalChoice, memberApprovalMachine } from '@/machines/member-approval.machine'
import { closeError } from '@/ui/error-dialog'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { type Call, fakeApi, me, renderAt } from './harness'
import { asDocente, asUtp, docenteWithoutCourses, events, input, miembro } from './member-approval.events'

describe('member-approval machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(memberApprovalMachine, { events, input })
  })

  const paths = shortestPaths(memberApprovalMachine, { events, input })
  it('reaches both decisions, the form and the confirmation', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const state of ['idle', 'choosing', 'approving', 'approved', 'confirmingRejection', 'rejecting', 'rejected']) {
      expect(reached.has(JSON.stringify(state)), state).toBe(true)
    }
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(memberApprovalMachine, path, {
      input,
      actors: { approveMember: pending, rejectMember: pending },
      actions: {
        announceApproved: (_: unknown, { nombre, rol }: { nombre: string; rol: string }) =>
          calls.push(`approved:${nombre}:${rol}`),
        announceRejected: (_: unknown, { nombre }: { nombre: string }) => calls.push(`rejected:${nombre}`),
        refreshMembers: () => calls.push('refresh'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    const types: string[] = path.steps.map((s) => s.event.type)
    if (types.includes('xstate.done.actor.approveMember')) {
      expect(calls).toEqual([`approved:${miembro.nombre}:${last.context.choice.rol}`, 'refresh'])
      expect(last.value).toBe('approved')
    }
    if (types.includes('xstate.done.actor.rejectMember')) {
      expect(calls).toEqual([`rejected:${miembro.nombre}`, 'refresh'])
      expect(last.value).toBe('rejected')
    }
    if (types.includes('xstate.error.actor.approveMember')) {
      expect(calls).toEqual(['error:Uno de los cursos no existe.'])
      // A refused approval goes back to the form with the choice still there.
      expect(last.value).toBe('choosing')
      expect(last.context.choice).not.toBeNull()
    }
    if (types.includes('xstate.error.actor.rejectMember')) {
      expect(calls).toEqual([
        'error:Solo se puede rechazar una solicitud pendiente. Para quitar el acceso, suspende al miembro.',
      ])
    }
    if (!types.some((t) => t.startsWith('xstate.done') || t.startsWith('xstate.error'))) expect(calls).toEqual([])
  })

  it('never sends a docente without courses, and drops the courses of a role that sees the whole school', async () => {
    const approve = vi.fn(async (_: { input: { id: number; choice: ApprovalChoice } }): Promise<unknown> => ({}))
    const actor = createActor(memberApprovalMachine.provide({ actors: { approveMember: fromPromise(approve) } }), {
      input,
    }).start()
    actor.send({ type: 'approval.start' })
    actor.send({ type: 'approval.submit', choice: { ...docenteWithoutCourses, curso_ids: [] } })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.error).toBe(messages.validation.docenteWithoutCourses)
    expect(approve).not.toHaveBeenCalled()
    // While one approval is sent, a second submit is ignored.
    actor.send({ type: 'approval.submit', choice: { ...asUtp, curso_ids: [3] } })
    expect(actor.getSnapshot().value).toBe('approving')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().can({ type: 'approval.submit', choice: { ...asDocente, curso_ids: [3] } })).toBe(false)
    expect(approve).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ input: { id: miembro.id, choice: { rol: 'utp', curso_ids: [] } } }),
    )
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('approved'))
    actor.stop()
  })

  it('uses the fallback when the server says nothing', async () => {
    const shown: string[] = []
    const actor = createActor(
      memberApprovalMachine.provide({
        actors: { rejectMember: fromPromise(() => Promise.reject(new Error(''))) },
        actions: { showError: (_, { message }) => void shown.push(message) },
      }),
      { input },
    ).start()
    actor.send({ type: 'rejection.start' })
    actor.send({ type: 'rejection.confirm' })
    await vi.waitFor(() => expect(shown).toEqual([messages.fallback.rejectMember]))
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

// ——— The real screen, /equipo, with a fake back end ———

const admin = { ...me, rol: 'administrador', nombre: 'Patricia Morales', email: 'direccion@demo.pizarra.cl' }
const cursos = [
  { id: 3, nombre: '4° Básico A', nivel: '4° Básico', total_alumnos: 30 },
  { id: 4, nombre: '4° Básico B', nivel: '4° Básico', total_alumnos: 29 },
]
type Member = {
  id: number
  nombre: string
  email: string
  rol: string
  estado: string
  curso_ids: number[]
  creado: string
}
const founder: Member = {
  id: 1,
  nombre: admin.nombre,
  email: admin.email,
  rol: 'administrador',
  estado: 'activo',
  curso_ids: [],
  creado: '2026-03-01T12:00:00Z',
}
const docente: Member = {
  id: 5,
  nombre: 'Javiera Soto',
  email: 'javiera@demo.pizarra.cl',
  rol: 'docente',
  estado: 'activo',
  curso_ids: [4],
  creado: '2026-03-05T12:00:00Z',
}
const request: Member = {
  id: miembro.id,
  nombre: miembro.nombre,
  email: 'rodrigo@demo.pizarra.cl',
  rol: 'utp',
  estado: 'pendiente',
  curso_ids: [],
  creado: '2026-03-10T12:00:00Z',
}

/** The members the fake server keeps: PUT and DELETE change them as the real one would. */
function teamApi(overrides: Record<string, (call: Call) => Response | Promise<Response>> = {}) {
  let miembros = [request, founder, docente].map((m) => ({ ...m }))
  let codigo = admin.colegio.codigo
  const api = fakeApi({
    'GET /auth/me': () => Response.json({ ...admin, colegio: { ...admin.colegio, codigo } }),
    'GET /miembros': () => Response.json(miembros),
    'GET /cursos/': () => Response.json(cursos),
    [`PUT /miembros/${request.id}`]: ({ body }) => {
      miembros = miembros.map((m) => (m.id === request.id ? { ...m, ...(body as object) } : m))
      return Response.json(miembros.find((m) => m.id === request.id))
    },
    [`PUT /miembros/${docente.id}`]: ({ body }) => {
      miembros = miembros.map((m) => (m.id === docente.id ? { ...m, ...(body as object) } : m))
      return Response.json(miembros.find((m) => m.id === docente.id))
    },
    [`DELETE /miembros/${request.id}`]: () => {
      miembros = miembros.filter((m) => m.id !== request.id)
      return new Response(null, { status: 204 })
    },
    'POST /colegio/codigo': () => {
      codigo = 'K7Q2M9XA'
      return Response.json({ codigo })
    },
    ...overrides,
  })
  return api
}

const pendingList = () => screen.queryByRole('list', { name: 'Solicitudes pendientes' })
const equipoLink = () =>
  within(screen.getByRole('navigation', { name: 'Secciones' })).queryByRole('link', { name: /^Equipo/ })

describe('the /equipo screen', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('approves a pending request as docente of one course; the request leaves the list and the sidebar count', async () => {
    const api = teamApi()
    renderAt('/equipo')
    const user = userEvent.setup()
    const item = await within(await screen.findByRole('list', { name: 'Solicitudes pendientes' })).findByRole(
      'listitem',
      { name: request.nombre },
    )
    expect(equipoLink()?.getAttribute('aria-label')).toBe('Equipo, 1 solicitud pendiente')
    // The members already in: role, state and a docente's courses by name.
    const members = screen.getByRole('list', { name: 'Miembros' })
    const javiera = within(members).getByRole('listitem', { name: docente.nombre })
    expect(javiera.textContent).toContain('Docente')
    expect(javiera.textContent).toContain('Activo')
    expect(javiera.textContent).toContain('Cursos: 4° Básico B')

    await user.click(within(item).getByRole('button', { name: 'Aprobar' }))
    const form = within(item).getByRole('form', { name: `Aprobar a ${request.nombre}` })
    await user.click(within(form).getByRole('radio', { name: 'Docente' }))
    // A docente with no course is refused on the screen, before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Aprobar como Docente' }))
    expect(within(form).getByRole('alert').textContent).toBe(messages.validation.docenteWithoutCourses)
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false)

    await user.click(within(form).getByRole('checkbox', { name: '4° Básico A' }))
    await user.click(within(form).getByRole('button', { name: 'Aprobar como Docente' }))
    expect(await screen.findByText(`${request.nombre} ya es parte del equipo como Docente`)).toBeTruthy()
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/miembros/${request.id}`, body: { estado: 'activo', rol: 'docente', curso_ids: [3] } },
    ])
    await waitFor(() => expect(pendingList()).toBeNull())
    expect(screen.getByText('No hay solicitudes esperando tu aprobación.')).toBeTruthy()
    const approved = within(screen.getByRole('list', { name: 'Miembros' })).getByRole('listitem', {
      name: request.nombre,
    })
    expect(approved.textContent).toContain('Cursos: 4° Básico A')
    await waitFor(() => expect(equipoLink()?.getAttribute('aria-label')).toBeNull())
  })

  it('rejects a request only after confirming it', async () => {
    const api = teamApi()
    renderAt('/equipo')
    const user = userEvent.setup()
    const item = await within(await screen.findByRole('list', { name: 'Solicitudes pendientes' })).findByRole(
      'listitem',
      { name: request.nombre },
    )
    await user.click(within(item).getByRole('button', { name: 'Rechazar' }))
    const confirm = within(item).getByRole('alertdialog')
    expect(confirm.textContent).toContain(`¿Rechazar la solicitud de ${request.nombre}?`)
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(within(item).queryByRole('alertdialog')).toBeNull()
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)

    await user.click(within(item).getByRole('button', { name: 'Rechazar' }))
    await user.click(within(item).getByRole('button', { name: 'Rechazar solicitud' }))
    expect(await screen.findByText(messages.success.memberRejected)).toBeTruthy()
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/miembros/${request.id}`])
    await waitFor(() => expect(pendingList()).toBeNull())
    expect(screen.queryByText(request.email)).toBeNull()
  })

  it("shows the server's refusal of an approval in the dialog and keeps the form", async () => {
    teamApi({
      [`PUT /miembros/${request.id}`]: () => Response.json({ detail: messages.access.courseNotFound }, { status: 422 }),
    })
    renderAt('/equipo')
    const user = userEvent.setup()
    const item = await screen.findByRole('listitem', { name: request.nombre })
    await user.click(within(item).getByRole('button', { name: 'Aprobar' }))
    // Offered as docente first (least privilege); the administrador widens it.
    expect((within(item).getByRole('radio', { name: 'Docente' }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(item).getByRole('radio', { name: 'UTP' }))
    expect(within(item).queryByRole('checkbox', { name: '4° Básico A' })).toBeNull()
    await user.click(within(item).getByRole('button', { name: 'Aprobar como UTP' }))
    const dialog = await screen.findByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.textContent).toContain(messages.access.courseNotFound))
    expect(within(item).getByRole('form', { name: `Aprobar a ${request.nombre}` })).toBeTruthy()
  })

  it('suspends and reactivates a member, and changes a role', async () => {
    const api = teamApi()
    renderAt('/equipo')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Miembros' })
    await user.click(screen.getByRole('button', { name: `Suspender a ${docente.nombre}` }))
    expect(await screen.findByText(messages.success.memberUpdated)).toBeTruthy()
    const row = await screen.findByRole('button', { name: `Reactivar a ${docente.nombre}` })
    expect(row.closest('li')!.textContent).toContain('Suspendido')
    await user.click(row)
    await screen.findByRole('button', { name: `Suspender a ${docente.nombre}` })

    await user.click(screen.getByRole('button', { name: `Cambiar rol y cursos de ${docente.nombre}` }))
    const form = screen.getByRole('form', { name: `Cambiar rol y cursos de ${docente.nombre}` })
    await user.click(within(form).getByRole('radio', { name: 'UTP' }))
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: docente.nombre }).textContent).not.toContain('Cursos:'),
    )
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { estado: 'suspendido' },
      { estado: 'activo' },
      { rol: 'utp', curso_ids: [] },
    ])
  })

  it('replaces the school code after a confirmation and shows the new one', async () => {
    const api = teamApi()
    renderAt('/equipo')
    const user = userEvent.setup()
    const card = (await screen.findByRole('heading', { name: 'Código del colegio' })).closest('section')!
    expect(within(card).getByText('DEMO2026')).toBeTruthy()
    await user.click(within(card).getByRole('button', { name: 'Cambiar código' }))
    const confirm = within(card).getByRole('alertdialog')
    expect(confirm.textContent).toContain('El código DEMO2026 dejará de servir para registrarse')
    expect(api.calls.some((c) => c.path === '/colegio/codigo')).toBe(false)
    await user.click(within(confirm).getByRole('button', { name: 'Cambiar código' }))
    expect(await screen.findByText(messages.success.codeChanged)).toBeTruthy()
    expect(within(card).getByText('K7Q2M9XA')).toBeTruthy()
    expect(within(card).getByText('Nuevo código')).toBeTruthy()
    expect(api.calls.filter((c) => c.path === '/colegio/codigo').map((c) => c.method)).toEqual(['POST'])
  })

  it('is not offered to a UTP, and says so at its address', async () => {
    fakeApi({ 'GET /auth/me': () => Response.json(me) })
    renderAt('/equipo')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin acceso' })).toBeTruthy()
    expect(screen.getByText(messages.access.forbidden)).toBeTruthy()
    expect(equipoLink()).toBeNull()
    expect(
      within(screen.getByRole('navigation', { name: 'Secciones' })).queryByRole('link', {
        name: 'Registro de accesos',
      }),
    ).toBeNull()
  })
})

// ——— The same paths, driven on the /equipo screen ———

type ModelEvent = { type: string; choice?: ApprovalChoice; error?: Error }

describe('the /equipo screen follows every shortest path of the machine', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
  })

  /** The team's API with each decision held until the path's done or error event answers it. */
  function heldApi() {
    let decided = false
    const held: { method: string; body: unknown; answer: (ok: boolean, detail?: string) => void }[] = []
    const hold = (call: Call) =>
      new Promise<Response>((resolve) =>
        held.push({
          method: call.method,
          body: call.body,
          answer: (ok, detail) => {
            if (ok) decided = true
            resolve(
              ok
                ? call.method === 'DELETE'
                  ? new Response(null, { status: 204 })
                  : Response.json({ ...request, estado: 'activo' })
                : Response.json({ detail }, { status: 409 }),
            )
          },
        }),
      )
    const api = fakeApi({
      'GET /auth/me': () => Response.json(admin),
      'GET /miembros': () => Response.json(decided ? [founder, docente] : [request, founder, docente]),
      'GET /cursos/': () => Response.json(cursos),
      [`PUT /miembros/${request.id}`]: hold,
      [`DELETE /miembros/${request.id}`]: hold,
    })
    return { api, held }
  }

  const item = () => screen.getByRole('listitem', { name: request.nombre })

  async function choose(user: ReturnType<typeof userEvent.setup>, choice: ApprovalChoice) {
    const form = within(item()).getByRole('form')
    await user.click(within(form).getByRole('radio', { name: choice.rol === 'utp' ? 'UTP' : 'Docente' }))
    for (const box of within(form).queryAllByRole('checkbox') as HTMLInputElement[]) {
      const wanted = cursos.some((c) => choice.curso_ids.includes(c.id) && box.parentElement?.textContent === c.nombre)
      if (box.checked !== wanted) await user.click(box)
    }
    await user.click(within(form).getByRole('button', { name: /^Aprobar como/ }))
  }

  for (const path of shortestPaths(memberApprovalMachine, { events, input })) {
    it(describePath(path), async () => {
      const { api, held } = heldApi()
      renderAt('/equipo')
      const user = userEvent.setup()
      await screen.findByRole('listitem', { name: request.nombre })
      for (const step of path.steps) {
        const event = step.event as ModelEvent
        switch (event.type) {
          case 'xstate.init':
            break
          case 'approval.start':
            await user.click(within(item()).getByRole('button', { name: 'Aprobar' }))
            break
          case 'approval.cancel':
            await user.click(within(within(item()).getByRole('form')).getByRole('button', { name: 'Cancelar' }))
            break
          case 'approval.submit':
            await choose(user, event.choice!)
            break
          case 'rejection.start':
            await user.click(within(item()).getByRole('button', { name: 'Rechazar' }))
            break
          case 'rejection.cancel':
            await user.click(within(within(item()).getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }))
            break
          case 'rejection.confirm':
            await user.click(within(item()).getByRole('button', { name: 'Rechazar solicitud' }))
            break
          default: {
            await waitFor(() => expect(held).toHaveLength(1))
            const call = held.shift()!
            if (event.type.startsWith('xstate.done')) call.answer(true)
            else {
              call.answer(false, event.error!.message)
              const dialog = await screen.findByRole('dialog', { hidden: true })
              await waitFor(() => expect(dialog.textContent).toContain(event.error!.message))
              closeError()
            }
          }
        }
        // What the screen shows in the state the model reached.
        const state = step.state
        const context = state.context as { error: string | null; choice: ApprovalChoice | null }
        await waitFor(() => {
          if (state.matches('approved') || state.matches('rejected')) {
            expect(screen.queryByRole('listitem', { name: request.nombre })).toBeNull()
            return
          }
          const shown = item()
          const form = within(shown).queryByRole('form')
          const confirm = within(shown).queryByRole('alertdialog')
          expect(form !== null, 'form').toBe(state.matches('choosing') || state.matches('approving'))
          expect(confirm !== null, 'confirmation').toBe(
            state.matches('confirmingRejection') || state.matches('rejecting'),
          )
          if (state.matches('choosing')) {
            const alert = within(form!).queryByRole('alert')
            expect(alert?.textContent ?? null).toBe(context.error)
          }
          if (state.matches('approving')) {
            expect(within(shown).getByRole('button', { name: 'Aprobando...' })).toBeTruthy()
          }
          if (state.matches('rejecting')) {
            expect(within(shown).getByRole('button', { name: 'Rechazando...' })).toBeTruthy()
          }
        })
        if (state.matches('approving')) {
          await waitFor(() => expect(held).toHaveLength(1))
          expect(held[0]!.body).toEqual({ estado: 'activo', ...context.choice })
        }
      }
      // Only what the path sent reached the server.
      const decisions = api.calls.filter((c) => c.method === 'PUT' || c.method === 'DELETE').length
      const sent = path.steps.filter((s) => s.state.matches('approving') || s.state.matches('rejecting')).length
      expect(decisions).toBe(sent)
    })
  }
})
