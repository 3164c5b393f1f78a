import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { extraPaymentMachine } from '@/machines/extra-payment.machine'
import { extraPurchaseMachine } from '@/machines/extra-purchase.machine'
import { closeError } from '@/ui/error-dialog'
import { events, input } from './extra-payment.events'
import { checkoutUrl, events as purchaseEvents } from './extra-purchase.events'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { fakeApi, me, renderAt } from './harness'

describe('extra-payment machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(extraPaymentMachine, { events, input })
  })

  const paths = shortestPaths(extraPaymentMachine, { events, input })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(extraPaymentMachine, path, {
      input,
      actors: { addExtra: pending },
      actions: {
        refreshAccount: () => calls.push('refreshAccount'),
        announceCredited: () => calls.push('announceCredited'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    if (last.matches('credited')) {
      expect(calls.slice(-2)).toEqual(['announceCredited', 'refreshAccount'])
      expect(last.context.disponibles).toBe(26)
    }
    if (last.matches('alreadyCredited')) expect(calls.at(-1)).toBe('refreshAccount')
    if (last.matches('failed')) expect(calls.at(-1)).toBe('error:El pago no fue aprobado')
  })
})

describe('extra-purchase machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(extraPurchaseMachine, { events: purchaseEvents })
  })

  const paths = shortestPaths(extraPurchaseMachine, { events: purchaseEvents })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(extraPurchaseMachine, path, {
      actors: { createCheckout: pending },
      actions: {
        goToCheckout: (_: unknown, { url }: { url: string }) => calls.push(`go:${url}`),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`error:${message}`),
      },
    })
    if (last.matches('redirecting')) expect(calls).toEqual([`go:${checkoutUrl}`])
    if (path.steps.some((s) => (s.event.type as string) === 'xstate.error.actor.createCheckout')) {
      expect(calls).toEqual(['error:No se pudo iniciar el pago. Inténtalo de nuevo.'])
    }
  })
})

describe('the /prueba-extra and /evaluaciones-status screens', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('credits an approved payment once and refreshes "Evaluaciones restantes"', async () => {
    let remaining = me.evaluaciones_disponibles
    const api = fakeApi({
      'GET /auth/me': () => Response.json({ ...me, evaluaciones_disponibles: remaining }),
      'POST /evaluaciones/agregar-extra': () => {
        remaining += 1
        return Response.json({ message: 'Evaluación adicional acreditada.', disponibles: remaining })
      },
    })
    renderAt('/prueba-extra?status=approved&payment_id=1234567890')
    expect(await screen.findByText('Pago aprobado: se agregó 1 evaluación adicional.')).toBeTruthy()
    expect(screen.getByText(/Ahora tienes/).textContent).toBe('Ahora tienes 48 evaluaciones disponibles.')
    await waitFor(() => expect(document.querySelector('.quota-value')?.textContent).toBe('48'))
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/evaluaciones/agregar-extra', body: { cantidad: 1, payment_id: '1234567890' } },
    ])
  })

  it('tells a payment already credited without an error dialog', async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /evaluaciones/agregar-extra': () =>
        Response.json({ detail: 'Este pago ya fue acreditado a tu cuenta.' }, { status: 409 }),
    })
    renderAt(`/prueba-extra?status=approved&payment_id=${input.paymentId}`)
    expect(await screen.findByText('Este pago ya fue acreditado a tu cuenta.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['rejected', '/prueba-extra?status=rejected&payment_id=1234567890'],
    ['without payment_id', '/prueba-extra?status=approved'],
    ['without anything', '/prueba-extra'],
  ])("says 'El pago no fue aprobado' when the checkout came back %s, and credits nothing", async (_name, path) => {
    const api = fakeApi({ 'GET /auth/me': () => Response.json(me) })
    renderAt(path)
    expect(await screen.findByText('El pago no fue aprobado')).toBeTruthy()
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it("shows the server's refusal, or 'Error desconocido', and can try again", async () => {
    let attempt = 0
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /evaluaciones/agregar-extra': () =>
        ++attempt === 1
          ? new Response(null, { status: 502 })
          : Response.json({ message: 'Evaluación adicional acreditada.', disponibles: 48 }),
    })
    renderAt('/prueba-extra?status=approved&payment_id=1234567890')
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.textContent).toContain('Error desconocido'))
    closeError()
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Pago aprobado: se agregó 1 evaluación adicional.')).toBeTruthy()
  })

  it('shows used versus available and sends the buyer to the checkout', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /evaluaciones/status': () =>
        Response.json({
          plan: 'pro',
          evaluaciones_mes: 50,
          usadas: 3,
          extra: 2,
          disponibles: 49,
          precio_extra_clp: 1990,
        }),
      'POST /evaluaciones/comprar-extra': () => Response.json({ checkout_url: checkoutUrl }),
    })
    renderAt('/evaluaciones-status')
    const user = userEvent.setup()
    expect((await screen.findByTestId('evaluaciones-disponibles')).textContent).toBe('49')
    expect(screen.getByText('Has usado 3 de 52 este mes.')).toBeTruthy()
    expect(screen.getByText('$1.990')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Comprar evaluación adicional' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl))
  })

  it("shows 'No se pudo cargar el estado de evaluaciones' when the status cannot be read", async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /evaluaciones/status': () => new Response(null, { status: 502 }),
    })
    renderAt('/evaluaciones-status')
    expect(await screen.findByText('No se pudo cargar el estado de evaluaciones')).toBeTruthy()
  })
})
