import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { createAppRouter } from '@/router'
import { ErrorDialogHost } from '@/ui/error-dialog'
import { ToastHost } from '@/ui/toast'

/**
 * What the screen tests of this folder share: the signed-in account, a fake back end behind `fetch` and the
 * whole app rendered at a path, as the browser would show it.
 */

/** The signed-in account the fake server describes. */
export const me = {
  id: 1,
  nombre: 'Carolina Fuentes',
  email: 'utp@demo.pizarra.cl',
  rol: 'utp',
  estado: 'activo',
  plan: 'pro',
  evaluaciones_usadas: 3,
  evaluaciones_extra: 0,
  evaluaciones_disponibles: 47,
  colegio: { nombre: 'Escuela Demostración Pizarra', codigo: 'DEMO2026' as string | null },
}

/** One request the app made. */
export interface Call {
  method: string
  /** The path after /api, with its query: `/reuniones?alumno_id=7`. */
  path: string
  /** A JSON body parsed; any other body (a form, URL-encoded fields) as it was sent; null without one. */
  body: unknown
}

/** The answer to a call, or undefined for the 404 of an unknown path. */
export type Answer = (call: Call, init: RequestInit | undefined) => Response | Promise<Response> | undefined

export const notFound = () => Response.json({ detail: 'El recurso no existe.' }, { status: 404 })

/**
 * A fake back end behind `fetch`: `answer` answers each call (it may hold one by returning a promise the test
 * settles later), every call is recorded, and a call it leaves unanswered gets 404 with a Spanish detail.
 */
export function stubApi(answer: Answer) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const raw = init?.body
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null)
    const call = { method, path: url.pathname.replace(/^\/api/, '') + url.search, body }
    calls.push(call)
    return (await answer(call, init)) ?? notFound()
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, fetch }
}

/** `stubApi` with one handler for each `METHOD /path?query`. */
export function fakeApi(handlers: Record<string, (call: Call) => Response | Promise<Response>>) {
  return stubApi((call) => handlers[`${call.method} ${call.path}`]?.(call))
}

/** react-hot-toast asks for the reduced-motion preference, and jsdom has no matchMedia. */
function installDomShims() {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList
}

/**
 * Renders the whole app at a path as the browser shows it (router, error dialog, toasts), signed in with
 * `token` ('token-ok' unless told; null signs out).
 */
export function renderAt(path: string, { token = 'token-ok' }: { token?: string | null } = {}) {
  installDomShims()
  if (token !== null) localStorage.setItem('token', token)
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  render(
    <>
      <RouterProvider router={router} />
      <ErrorDialogHost />
      <ToastHost />
    </>,
  )
  return router
}
