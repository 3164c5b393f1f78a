import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { messages } from '@/domain/messages'
import type { PlanId } from '@/domain/plans'
import { type PlanCheckout, schoolSignupMachine } from '@/machines/school-signup.machine'
import { closeError } from '@/ui/error-dialog'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { fakeApi, renderAt } from './harness'
import { events, input, plans, school, takenDetail, usedDetail } from './school-signup.events'

describe('school-signup machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(schoolSignupMachine, { events, input })
  })

  const paths = shortestPaths(schoolSignupMachine, { events, input })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(schoolSignupMachine, path, {
      input,
      actors: { loadPlans: pending, lookUpPlan: pending, registerSchool: pending },
      actions: {
        openCheckout: (_: unknown, { url }: { url: string }) => calls.push(`open:${url}`),
        forgetPayment: () => calls.push('forgetPayment'),
        announceRegistered: () => calls.push('announceRegistered'),
        copyCode: (_: unknown, { codigo }: { codigo: string }) => calls.push(`copy:${codigo}`),
        goToLogin: () => calls.push('goToLogin'),
      },
    })
    const types: string[] = path.steps.map((s) => s.event.type)
    // The screen reads tags, not state names: each says what it shows.
    for (const { state } of path.steps) {
      expect(state.hasTag('paid'), 'paid').toBe(state.matches('filling') || state.matches('submitting'))
      expect(state.hasTag('choosing'), 'choosing').toBe(
        state.matches('choosingPlan') || state.matches('awaitingPayment'),
      )
      expect(state.hasTag('waiting'), 'waiting').toBe(state.matches('loadingPlans') || state.matches('lookingUpPlan'))
      expect(state.hasTag('registered'), 'registered').toBe(state.matches('registered') || state.matches('leaving'))
    }
    if (last.matches('awaitingPayment')) expect(calls).toContain('open:/sandbox/checkout?plan=pro')
    if (last.matches('registered')) expect(calls.at(-1)).toBe('announceRegistered')
    if (last.matches('leaving')) expect(calls.at(-1)).toBe('goToLogin')
    if (types.includes('plan.change')) expect(calls).toContain('forgetPayment')
    if (last.matches('planMissing')) expect(last.context.planError).toBe(usedDetail)
  })
})

describe('school-signup machine (rules)', () => {
  const fresh = { preapprovalId: null, rejected: false }

  it("says 'Debes seleccionar un plan' when paying without a plan, and asks for the payment before the form", async () => {
    const opened: string[] = []
    const actor = createActor(
      schoolSignupMachine.provide({
        actors: { loadPlans: fromPromise<PlanCheckout[]>(async () => plans as PlanCheckout[]) },
        actions: { openCheckout: (_, { url }) => void opened.push(url) },
      }),
      { input: fresh },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosingPlan'))
    actor.send({ type: 'payment.start' })
    expect(actor.getSnapshot().context.planError).toBe('Debes seleccionar un plan')
    expect(opened).toEqual([])
    actor.send({ type: 'form.submit', school } as never)
    expect(actor.getSnapshot().value).toBe('choosingPlan')
    expect(actor.getSnapshot().context.error).toBe(
      'Debes seleccionar un plan y completar el pago antes de registrarte.',
    )
    actor.send({ type: 'plan.select', plan: 'plus' })
    actor.send({ type: 'payment.start' })
    expect(opened).toEqual(['/sandbox/checkout?plan=plus'])
    expect(actor.getSnapshot().context).toMatchObject({ planError: null, error: null })
    actor.send({ type: 'form.submit', school } as never)
    expect(actor.getSnapshot().value).toBe('awaitingPayment')
    actor.stop()
  })

  it('goes to /login 2000 ms after the school is registered', async () => {
    vi.useFakeTimers()
    try {
      const goToLogin = vi.fn()
      const registerSchool = vi.fn(async () => ({ codigo: 'ABCD2345' }))
      const actor = createActor(
        schoolSignupMachine.provide({
          actors: {
            loadPlans: fromPromise<PlanCheckout[]>(async () => plans as PlanCheckout[]),
            lookUpPlan: fromPromise<{ plan: PlanId }, string>(async () => ({ plan: 'pro' })),
            registerSchool: fromPromise(registerSchool),
          },
          actions: { goToLogin },
        }),
        { input },
      ).start()
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('filling')
      actor.send({ type: 'form.submit', school } as never)
      await vi.advanceTimersByTimeAsync(0)
      expect(registerSchool).toHaveBeenCalledWith(
        expect.objectContaining({ input: { ...school, payment_id: input.preapprovalId } }),
      )
      expect(actor.getSnapshot().context.codigo).toBe('ABCD2345')
      await vi.advanceTimersByTimeAsync(1999)
      expect(goToLogin).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(goToLogin).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().status).toBe('done')
    } finally {
      vi.useRealTimers()
    }
  })

  it('tells a rejected payment and lets the user choose again', () => {
    const actor = createActor(schoolSignupMachine.provide({ actors: { loadPlans: pending as never } }), {
      input: { preapprovalId: null, rejected: true },
    }).start()
    expect(actor.getSnapshot().context.notice).toBe('El pago no fue aprobado. Elige un plan e inténtalo de nuevo.')
    actor.stop()
  })
})

describe('the /registrar-colegio screen', () => {
  afterEach(() => {
    closeError()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const planList = plans.map((p) => ({
    ...p,
    nombre: { starter: 'Starter', pro: 'Pro', plus: 'Expert' }[p.id],
    precio_clp: { starter: 6990, pro: 11990, plus: 16990 }[p.id],
    evaluaciones_mes: { starter: 25, pro: 50, plus: 100 }[p.id],
  }))

  async function fillSchool(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Nombre del colegio'), school.nombre)
    await user.selectOptions(screen.getByLabelText('Región'), school.region)
    await user.selectOptions(screen.getByLabelText('Comuna'), school.comuna)
    await user.type(screen.getByLabelText('Nombre completo'), school.nombre_responsable)
    await user.type(screen.getByLabelText('Correo electrónico'), school.email_responsable)
    await user.type(screen.getByLabelText('Contraseña'), school.password)
  }

  it('asks for a plan, then for the payment, and opens the checkout in a new tab', async () => {
    const api = fakeApi({ 'GET /planes': () => Response.json(planList) })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderAt('/registrar-colegio', { token: null })
    const user = userEvent.setup()
    expect(await screen.findByText('$6.990')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Pagar suscripción' }))
    expect(screen.getByText(messages.validation.choosePlan)).toBeTruthy()
    expect(open).not.toHaveBeenCalled()

    await fillSchool(user)
    await user.click(screen.getByRole('button', { name: 'Registrar colegio' }))
    expect(screen.getByText(messages.validation.planAndPayment)).toBeTruthy()
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false)

    await user.click(screen.getByRole('radio', { name: /Pro/ }))
    await user.click(screen.getByRole('button', { name: 'Pagar suscripción' }))
    expect(open).toHaveBeenCalledWith('/sandbox/checkout?plan=pro', '_blank', 'noopener')
    expect(screen.getByText(/Abrimos el pago en una pestaña nueva/)).toBeTruthy()
    expect(screen.queryByText(messages.validation.choosePlan)).toBeNull()
  })

  it('back from the checkout: looks the plan up, registers the school and shows its code to copy', async () => {
    const api = fakeApi({
      'GET /planes': () => Response.json(planList),
      'GET /colegios/plan/sbx-0123456789abcdef01234567': () => Response.json({ plan: 'plus' }),
      'POST /colegios/': () => Response.json({ codigo: 'K7MW3XQP', message: 'Colegio registrado.' }, { status: 201 }),
    })
    renderAt(`/registrar-colegio?preapproval_id=${input.preapprovalId}`, { token: null })
    const user = userEvent.setup()
    expect(await screen.findByText(/Pago confirmado: plan Expert, 100 evaluaciones/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pagar suscripción' })).toBeNull()
    await fillSchool(user)
    await user.click(screen.getByRole('button', { name: 'Registrar colegio' }))
    expect(await screen.findByText('K7MW3XQP')).toBeTruthy()
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ...school, payment_id: input.preapprovalId })
    await user.click(screen.getByRole('button', { name: 'Copiar código' }))
    expect(await navigator.clipboard.readText()).toBe('K7MW3XQP')
  })

  it('shows why a preapproval cannot be used, inline, and lets the user choose a plan again', async () => {
    fakeApi({
      'GET /planes': () => Response.json(planList),
      [`GET /colegios/plan/${input.preapprovalId}`]: () => Response.json({ detail: usedDetail }, { status: 409 }),
    })
    const router = renderAt(`/registrar-colegio?preapproval_id=${input.preapprovalId}`, { token: null })
    const user = userEvent.setup()
    expect(await screen.findByText(usedDetail)).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Elegir un plan' }))
    expect(await screen.findByRole('radio', { name: /Starter/ })).toBeTruthy()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.queryByText(usedDetail)).toBeNull()
  })

  it('keeps the form and shows the server detail inline when the registration fails', async () => {
    fakeApi({
      'GET /planes': () => Response.json(planList),
      [`GET /colegios/plan/${input.preapprovalId}`]: () => Response.json({ plan: 'pro' }),
      'POST /colegios/': () => Response.json({ detail: takenDetail }, { status: 409 }),
    })
    renderAt(`/registrar-colegio?preapproval_id=${input.preapprovalId}`, { token: null })
    const user = userEvent.setup()
    await screen.findByText(/Pago confirmado: plan Pro/)
    await fillSchool(user)
    await user.click(screen.getByRole('button', { name: 'Registrar colegio' }))
    const alert = await screen.findByText(takenDetail)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((screen.getByLabelText('Nombre del colegio') as HTMLInputElement).value).toBe(school.nombre)
    const comuna = screen.getByLabelText('Comuna') as HTMLSelectElement
    expect(within(comuna).getAllByRole('option').length).toBe(39)
  })
})
