import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { passwordChangeMachine } from '@/machines/password-change.machine'
import { profileUpdateMachine } from '@/machines/profile-update.machine'
import { closeError } from '@/ui/error-dialog'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { fakeApi, me, renderAt } from './harness'
import { differing, events, matching } from './password-change.events'
import { profile, events as profileEvents } from './profile-update.events'

describe('password-change machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(passwordChangeMachine, { events })
  })

  const paths = shortestPaths(passwordChangeMachine, { events })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    replay(passwordChangeMachine, path, {
      actors: { changePassword: pending },
      actions: {
        announceChanged: () => calls.push('announceChanged'),
        clearForm: () => calls.push('clearForm'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    const types: string[] = path.steps.map((s) => s.event.type)
    if (types.includes('xstate.done.actor.changePassword')) expect(calls).toEqual(['announceChanged', 'clearForm'])
    if (types.includes('xstate.error.actor.changePassword')) {
      expect(calls).toEqual(['error:La contraseña actual no es correcta.'])
    }
  })

  it('never sends differing passwords to the server', () => {
    const changePassword = vi.fn(async () => ({ message: 'ok' }))
    const actor = createActor(
      passwordChangeMachine.provide({ actors: { changePassword: fromPromise(changePassword) } }),
    ).start()
    actor.send({ type: 'form.submit', form: differing })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toBe('Las contraseñas no coinciden')
    expect(changePassword).not.toHaveBeenCalled()
    actor.send({ type: 'form.submit', form: matching })
    expect(actor.getSnapshot().value).toBe('changing')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(changePassword).toHaveBeenCalledWith(
      expect.objectContaining({ input: { old_password: matching.old_password, new_password: matching.new_password } }),
    )
    actor.stop()
  })

  it('uses the fallback when the server says nothing', async () => {
    const shown: string[] = []
    const actor = createActor(
      passwordChangeMachine.provide({
        actors: { changePassword: fromPromise(() => Promise.reject(new Error(''))) },
        actions: { showError: (_, { message }) => void shown.push(message) },
      }),
    ).start()
    actor.send({ type: 'form.submit', form: matching })
    await vi.waitFor(() => expect(shown).toEqual(['No se pudo cambiar la contraseña']))
    expect(actor.getSnapshot().value).toBe('idle')
  })
})

describe('profile-update machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(profileUpdateMachine, { events: profileEvents })
  })

  const paths = shortestPaths(profileUpdateMachine, { events: profileEvents })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    replay(profileUpdateMachine, path, {
      actors: { updateProfile: pending },
      actions: {
        announceUpdated: () => calls.push('announceUpdated'),
        refreshAccount: () => calls.push('refreshAccount'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    const types: string[] = path.steps.map((s) => s.event.type)
    if (types.includes('xstate.done.actor.updateProfile')) expect(calls).toEqual(['announceUpdated', 'refreshAccount'])
    if (types.includes('xstate.error.actor.updateProfile')) {
      expect(calls).toEqual(['error:Ya existe una cuenta con ese correo.'])
    }
  })
})

describe('the /configuracion screen', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('changes name and email, and the sidebar shows the new name', async () => {
    let current = me
    const api = fakeApi({
      'GET /auth/me': () => Response.json(current),
      'PUT /usuarios/actualizar': ({ body }) => {
        current = { ...current, ...(body as typeof profile) }
        return Response.json({ message: 'Información actualizada' })
      },
    })
    renderAt('/configuracion')
    const user = userEvent.setup()
    const nombre = (await screen.findByLabelText('Nombre completo')) as HTMLInputElement
    expect(nombre.value).toBe(me.nombre)
    expect(screen.getAllByText('DEMO2026').length).toBeGreaterThan(0)
    await user.clear(nombre)
    await user.type(nombre, profile.nombre)
    await user.clear(screen.getByLabelText('Correo electrónico'))
    await user.type(screen.getByLabelText('Correo electrónico'), profile.email)
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Información actualizada')).toBeTruthy()
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual(profile)
    await waitFor(() => expect(document.querySelector('.sidebar-user strong')?.textContent).toBe(profile.nombre))
  })

  it("says 'Las contraseñas no coinciden' without calling the server, then shows the server's refusal in the dialog", async () => {
    const api = fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /auth/reset-password': () =>
        Response.json({ detail: 'La contraseña actual no es correcta.' }, { status: 400 }),
    })
    renderAt('/configuracion')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Contraseña actual'), 'pizarra2026')
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-2026')
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'nueva-clave-2027')
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy()
    expect(api.calls.some((c) => c.path === '/auth/reset-password')).toBe(false)

    await user.clear(screen.getByLabelText('Repite la nueva contraseña'))
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'nueva-clave-2026')
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    const dialog = await screen.findByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.textContent).toContain('La contraseña actual no es correcta.'))
    expect(localStorage.getItem('token')).toBe('token-ok')
    expect(api.calls.find((c) => c.path === '/auth/reset-password')?.body).toEqual({
      old_password: 'pizarra2026',
      new_password: 'nueva-clave-2026',
    })
  })

  it('clears the form after a change', async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /auth/reset-password': () => Response.json({ message: 'Contraseña actualizada' }),
    })
    renderAt('/configuracion')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Contraseña actual'), 'pizarra2026')
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-2026')
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'nueva-clave-2026')
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await screen.findByText('Contraseña actualizada')).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText('Contraseña actual') as HTMLInputElement).value).toBe(''))
  })

  it("shows 'No se pudo cargar el usuario' when the account cannot be read", async () => {
    let calls = 0
    fakeApi({
      'GET /auth/me': () => (++calls === 1 ? Response.json(me) : new Response(null, { status: 502 })),
    })
    renderAt('/configuracion')
    expect(await screen.findByText('No se pudo cargar el usuario')).toBeTruthy()
  })
})
