import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { loginMachine } from '@/machines/login.machine'
import { safeRedirect } from '@/routes/-session'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { me, renderAt, stubApi } from './harness'
import { credentials, events } from './login.events'

describe('login machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(loginMachine, { events })
  })

  const paths = shortestPaths(loginMachine, { events })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    replay(loginMachine, path, {
      actors: { logIn: pending, lookUpSchool: pending },
      actions: {
        storeToken: (_: unknown, { token }: { token: string }) => calls.push(`storeToken:${token}`),
        goToDashboard: () => calls.push('goToDashboard'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`showError:${message}`),
      },
    })
    const types: string[] = path.steps.map((s) => s.event.type)
    if (types.includes('xstate.done.actor.logIn')) expect(calls).toEqual(['storeToken:token-1', 'goToDashboard'])
    if (types.includes('xstate.error.actor.logIn'))
      expect(calls).toContain('showError:Correo o contraseña incorrectos.')
  })

  it('ignores a second submit while signing in, and uses the fallback when the server gives no detail', async () => {
    const logIn = vi.fn(async (): Promise<{ access_token: string }> => {
      throw new Error('')
    })
    const shown: string[] = []
    const actor = createActor(
      loginMachine.provide({
        actors: { logIn: fromPromise(logIn) },
        actions: { showError: (_, { message }) => void shown.push(message) },
      }),
    ).start()
    actor.send({ type: 'form.submit', credentials })
    actor.send({ type: 'form.submit', credentials })
    await waitFor(() => expect(actor.getSnapshot().matches({ session: 'idle' })).toBe(true))
    expect(logIn).toHaveBeenCalledTimes(1)
    expect(shown).toEqual(['Ocurrió un error inesperado'])
  })

  it('keeps signing in when the school code changes meanwhile', () => {
    const actor = createActor(
      loginMachine.provide({ actors: { logIn: pending as never, lookUpSchool: pending as never } }),
    ).start()
    actor.send({ type: 'form.submit', credentials })
    actor.send({ type: 'code.change', codigo: 'DEMO2026' })
    expect(actor.getSnapshot().value).toEqual({ session: 'submitting', school: 'waiting' })
    actor.stop()
  })

  it('does not look a code up before it has 6 characters, and looks it up once after a pause', async () => {
    vi.useFakeTimers()
    const lookUp = vi.fn(async () => ({ nombre: 'Escuela Demostración Pizarra' }))
    const actor = createActor(loginMachine.provide({ actors: { lookUpSchool: fromPromise(lookUp) } })).start()
    for (const codigo of ['D', 'DE', 'DEM', 'DEMO', 'DEMO2']) actor.send({ type: 'code.change', codigo })
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookUp).not.toHaveBeenCalled()
    actor.send({ type: 'code.change', codigo: 'DEMO20' })
    actor.send({ type: 'code.change', codigo: 'DEMO2026' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(lookUp).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.colegio).toBe('Escuela Demostración Pizarra')
    vi.useRealTimers()
  })
})

describe('the /login screen', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the server message in the dialog, then signs in and lands on /dashboard', async () => {
    let attempts = 0
    const api = stubApi((call) => {
      if (call.path === '/auth/login') {
        attempts++
        return attempts === 1
          ? Response.json({ detail: 'Correo o contraseña incorrectos.' }, { status: 401 })
          : Response.json({ access_token: 'token-ok', token_type: 'bearer' })
      }
      if (call.path === '/auth/me') return Response.json({ ...me, email: credentials.username })
      return undefined
    })
    const router = renderAt('/login', { token: null })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Correo electrónico'), credentials.username)
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada')
    await user.click(screen.getByRole('button', { name: 'Ingresar' }))
    await waitFor(() => expect(screen.getByText('Correo o contraseña incorrectos.')).toBeTruthy())
    expect(localStorage.getItem('token')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Entendido', hidden: true }))
    await user.clear(screen.getByLabelText('Contraseña'))
    await user.type(screen.getByLabelText('Contraseña'), credentials.password)
    await act(() => user.click(screen.getByRole('button', { name: 'Ingresar' })))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(localStorage.getItem('token')).toBe('token-ok')
    await waitFor(() => expect(document.querySelector('.quota-value')?.textContent).toBe('47'))
    expect(api.calls.find((c) => c.path === '/auth/login')?.body).toBeInstanceOf(URLSearchParams)
  })

  it('redirects a visitor without a token from a protected screen to /login', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const router = renderAt('/dashboard', { token: null })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

describe('the session in one tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  const account = (n: 1 | 2) =>
    n === 1
      ? me
      : {
          id: 2,
          nombre: 'Marcela Soto Rivas',
          email: 'direccion@aromos.cl',
          rol: 'utp',
          estado: 'activo',
          plan: 'starter',
          evaluaciones_usadas: 0,
          evaluaciones_extra: 0,
          evaluaciones_disponibles: 25,
          colegio: { nombre: 'Liceo Los Aromos', codigo: 'AROMOS26' },
        }

  /** A server with two accounts: /auth/me answers the one whose token the request carries. */
  function twoAccounts(options: { logout?: 'works' | 'fails' } = {}) {
    const valid = new Set(['token-1', 'token-2'])
    const api = stubApi((call, init) => {
      const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? ''
      if (call.path === '/auth/login') {
        const email = (call.body as URLSearchParams).get('username')
        return Response.json({ access_token: email === 'direccion@aromos.cl' ? 'token-2' : 'token-1' })
      }
      if (!valid.has(token)) return Response.json({ detail: 'Tu sesión expiró.' }, { status: 401 })
      if (call.path === '/auth/logout') {
        if (options.logout === 'fails') return Response.json({ detail: 'Error del servidor.' }, { status: 503 })
        valid.delete(token)
        return new Response(null, { status: 204 })
      }
      if (call.path === '/auth/me') return Response.json(account(token === 'token-2' ? 2 : 1))
      return undefined
    })
    return { revoke: (token: string) => valid.delete(token), valid, api }
  }

  async function signInAs(email: string) {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Correo electrónico'), email)
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-cualquiera')
    await act(() => user.click(screen.getByRole('button', { name: 'Ingresar' })))
  }

  it('shows only the second account after signing out and in again, with nothing of the first', async () => {
    const server = twoAccounts()
    const router = renderAt('/dashboard', { token: 'token-1' })
    await screen.findByRole('heading', { name: 'Hola, Carolina' })
    expect(document.querySelector('.school-code')?.textContent).toBe('DEMO2026')

    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' })))
    await waitFor(() => expect(router.state.location.href).toBe('/login'))
    expect(localStorage.getItem('token')).toBeNull()
    // The server ended that session: a copy of the token is worth nothing.
    expect(server.api.calls.filter((c) => c.path === '/auth/logout')).toHaveLength(1)
    expect(server.valid.has('token-1')).toBe(false)

    await signInAs('direccion@aromos.cl')
    await screen.findByRole('heading', { name: 'Hola, Marcela' })
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(document.querySelector('.quota-value')?.textContent).toBe('25')
    expect(document.querySelector('.school-code')?.textContent).toBe('AROMOS26')
    const text = document.body.textContent ?? ''
    for (const leftover of ['Carolina', 'Escuela Demostración Pizarra', 'DEMO2026', '47']) {
      expect(text).not.toContain(leftover)
    }
  })

  it('signs out in the browser even when the server cannot be told', async () => {
    const server = twoAccounts({ logout: 'fails' })
    const router = renderAt('/dashboard', { token: 'token-1' })
    await screen.findByRole('heading', { name: 'Hola, Carolina' })
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' })))
    await waitFor(() => expect(router.state.location.href).toBe('/login'))
    expect(localStorage.getItem('token')).toBeNull()
    expect(server.api.calls.filter((c) => c.path === '/auth/logout')).toHaveLength(1)
    expect(screen.queryByText('Carolina Fuentes')).toBeNull()
  })

  it('ends the session on a 401 and brings the user back to the screen after signing in', async () => {
    const server = twoAccounts()
    const router = renderAt('/dashboard', { token: 'token-1' })
    await screen.findByRole('heading', { name: 'Hola, Carolina' })

    server.revoke('token-1')
    await act(() => router.navigate({ to: '/mis-documentos' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/mis-documentos' })
    expect(localStorage.getItem('token')).toBeNull()
    expect(screen.queryByText('Carolina Fuentes')).toBeNull()

    await signInAs('direccion@aromos.cl')
    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-documentos'))
    await screen.findByText('Marcela Soto Rivas')
  })

  it('never follows a redirect to another site after signing in', async () => {
    twoAccounts()
    const router = renderAt('/login?redirect=%2F%2Fevil.example%2Fphish', { token: null })
    await signInAs('utp@demo.pizarra.cl')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it.each([
    ['/alumnos?curso=2', '/alumnos?curso=2'],
    ['//evil.example/x', undefined],
    ['/\\evil.example/x', undefined],
    ['https://evil.example', undefined],
    ['/login?redirect=/alumnos', undefined],
    ['/loginx', '/loginx'],
    [undefined, undefined],
  ])('takes %s as a way back after signing in: %s', (href, expected) => {
    expect(safeRedirect(href)).toBe(expected)
  })

  it('ignores a 401 of a request made by a session that already ended', async () => {
    const answers: ((r: Response) => void)[] = []
    stubApi((call) =>
      call.path === '/auth/me' ? Response.json(account(2)) : new Promise<Response>((resolve) => answers.push(resolve)),
    )
    const { api } = await import('@/api/client')
    const { endSession, startSession, currentSession } = await import('@/api/session')
    startSession('token-1')
    const late = api('/alumnos/').catch((error: unknown) => error)
    endSession()
    startSession('token-2')
    const session = currentSession()
    for (const answer of answers) answer(Response.json({ detail: 'Tu sesión expiró.' }, { status: 401 }))
    await late
    expect(currentSession()).toBe(session)
    expect(localStorage.getItem('token')).toBe('token-2')
  })
})

describe('the router defaults', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the not-found page for an unknown address', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderAt('/no-existe', { token: null })
    await screen.findByRole('heading', { name: 'Página no encontrada' })
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/')
  })

  it('shows the error page with the server message when a load fails, and Reintentar loads again', async () => {
    let calls = 0
    stubApi((call) => {
      // Only the account load fails and recovers; the home's own lists are not this test's concern.
      if (call.path !== '/auth/me') return undefined
      calls++
      return calls === 1
        ? Response.json({ detail: 'El servicio no está disponible.' }, { status: 503 })
        : Response.json(me)
    })
    renderAt('/dashboard')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se pudo cargar la página')
    expect(alert.textContent).toContain('El servicio no está disponible.')
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })))
    await screen.findByRole('heading', { name: 'Hola, Carolina' })
  })
})
