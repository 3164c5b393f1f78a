import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, me, renderAt } from './harness'

/**
 * The router's default error and not-found components, as a screen under the sidebar shows them: in
 * the content area, with the sidebar still there; and the screens that keep their own words.
 */
describe('route fallbacks inside the app layout', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('a list that fails to load shows the server message in the content area, and Reintentar loads again', async () => {
    let calls = 0
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /cursos/': () =>
        ++calls === 1
          ? Response.json({ detail: 'El servicio no está disponible.' }, { status: 503 })
          : Response.json([]),
    })
    renderAt('/cursos')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('El servicio no está disponible.')
    const content = document.getElementById('contenido')
    if (!content) throw new Error('no content area')
    expect(within(content).getByRole('heading', { level: 1, name: 'No se pudo cargar la página' })).toBeTruthy()
    // One main landmark: the fallback is drawn inside the layout's, not as a page of its own.
    expect(document.querySelectorAll('main')).toHaveLength(1)
    expect(screen.getByText('Carolina Fuentes')).toBeTruthy()
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })))
    await screen.findByRole('heading', { level: 1, name: 'Cursos' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a failure without a server message says to check the connection', async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /documents': () => new Response(null, { status: 502 }),
    })
    renderAt('/mis-documentos')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Revisa tu conexión e inténtalo de nuevo.')
  })

  it('a 401 while loading shows no error and goes to /login', async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /cursos/': () => Response.json({ detail: 'Tu sesión expiró.' }, { status: 401 }),
    })
    const router = renderAt('/cursos')
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.queryByText('Tu sesión expiró.', { selector: '[role="alert"] *' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'No se pudo cargar la página' })).toBeNull()
  })

  it('a course of another school shows which record is missing, with the way back to the list', async () => {
    fakeApi({ 'GET /auth/me': () => Response.json(me) })
    renderAt('/cursos/99')
    expect(await screen.findByText('Este curso no existe en tu colegio.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ver los cursos' }).getAttribute('href')).toBe('/cursos')
    expect(document.querySelectorAll('main')).toHaveLength(1)
  })

  it('the settings screen keeps the product words for its load failure', async () => {
    let calls = 0
    fakeApi({ 'GET /auth/me': () => (++calls === 1 ? Response.json(me) : new Response(null, { status: 502 })) })
    renderAt('/configuracion')
    expect(await screen.findByText('No se pudo cargar el usuario')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy()
  })
})
