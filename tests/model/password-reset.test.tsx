import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { forgotPasswordMachine } from '@/machines/forgot-password.machine'
import { passwordResetMachine } from '@/machines/password-reset.machine'
import { closeError } from '@/ui/error-dialog'
import { answer, events as forgotEvents } from './forgot-password.events'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { fakeApi, renderAt } from './harness'
import { differing, events, input, matching } from './password-reset.events'

describe('password-reset machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(passwordResetMachine, { events, input })
  })

  const paths = shortestPaths(passwordResetMachine, { events, input })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(passwordResetMachine, path, {
      input,
      actors: { resetPassword: pending },
      actions: {
        announceReset: () => calls.push('announceReset'),
        goToLogin: () => calls.push('goToLogin'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    if (last.matches('done')) expect(calls).toEqual(['announceReset', 'goToLogin'])
    if (last.matches('invalidToken')) expect(calls).toEqual([])
    if (
      path.steps.some((s) => (s.event.type as string) === 'xstate.error.actor.resetPassword') &&
      last.matches('idle')
    ) {
      expect(calls).toEqual(['error:Error al restablecer contraseña'])
    }
  })

  it('sends the token with the new password only when both entries match', () => {
    const resetPassword = vi.fn(async () => ({ message: 'ok' }))
    const actor = createActor(passwordResetMachine.provide({ actors: { resetPassword: fromPromise(resetPassword) } }), {
      input,
    }).start()
    actor.send({ type: 'form.submit', form: differing })
    expect(actor.getSnapshot().context.error).toBe('Las contraseñas no coinciden')
    expect(resetPassword).not.toHaveBeenCalled()
    actor.send({ type: 'form.submit', form: matching })
    expect(resetPassword).toHaveBeenCalledWith(
      expect.objectContaining({ input: { token: input.token, new_password: matching.new_password } }),
    )
    actor.stop()
  })
})

describe('forgot-password machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(forgotPasswordMachine, { events: forgotEvents })
  })

  const paths = shortestPaths(forgotPasswordMachine, { events: forgotEvents })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(forgotPasswordMachine, path, {
      actors: { requestReset: pending },
      actions: {
        announceSent: () => calls.push('announceSent'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    if (last.matches('sent')) {
      expect(calls).toEqual(['announceSent'])
      expect(last.context.answer).toBe(answer)
    }
    if (path.steps.some((s) => (s.event.type as string) === 'xstate.error.actor.requestReset')) {
      expect(calls).toEqual(['error:Error al enviar el correo'])
    }
  })
})

describe('the recovery screens', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("shows 'Token inválido o expirado.' when the link has no token", async () => {
    fakeApi({})
    renderAt('/reset-password/', { token: null })
    expect(await screen.findByText('Token inválido o expirado.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/forgot-password')
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull()
  })

  it('checks the confirmation, sets the password with the token and goes to /login', async () => {
    const api = fakeApi({
      'POST /auth/reset-password-link': () => Response.json({ message: 'Contraseña actualizada' }),
    })
    const router = renderAt(`/reset-password/${input.token}`, { token: null })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'recuperada-2026')
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'recuperada-2027')
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy()
    expect(api.calls).toEqual([])
    await user.clear(screen.getByLabelText('Repite la nueva contraseña'))
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'recuperada-2026')
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/auth/reset-password-link',
        body: { token: input.token, new_password: 'recuperada-2026' },
      },
    ])
    expect(await screen.findByText('Contraseña actualizada')).toBeTruthy()
  })

  it("turns a refused token into 'Token inválido o expirado.'", async () => {
    fakeApi({
      'POST /auth/reset-password-link': () => Response.json({ detail: 'Token inválido o expirado.' }, { status: 400 }),
    })
    renderAt(`/reset-password/${input.token}`, { token: null })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'recuperada-2026')
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'recuperada-2026')
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))
    expect(await screen.findByText('Token inválido o expirado.')).toBeTruthy()
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull()
  })

  it('asks for the link and shows the same answer for any email', async () => {
    const api = fakeApi({ 'POST /auth/forgot-password': () => Response.json({ message: answer }) })
    renderAt('/forgot-password', { token: null })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Correo electrónico'), 'alguien@colegio.cl')
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }))
    expect(await screen.findByText(answer)).toBeTruthy()
    expect(await screen.findByText('Correo enviado')).toBeTruthy()
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/auth/forgot-password',
      body: { email: 'alguien@colegio.cl' },
    })
    await user.click(screen.getByRole('button', { name: 'Enviar de nuevo' }))
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('alguien@colegio.cl')
  })

  it("shows 'Error al enviar el correo' in the dialog when the server gives no detail", async () => {
    fakeApi({ 'POST /auth/forgot-password': () => new Response(null, { status: 502 }) })
    renderAt('/forgot-password', { token: null })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Correo electrónico'), 'alguien@colegio.cl')
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }))
    const dialog = await screen.findByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.textContent).toContain('Error al enviar el correo'))
  })
})
