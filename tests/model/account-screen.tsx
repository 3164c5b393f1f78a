import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'
import { vi } from 'vitest'
import { createAppRouter } from '@/router'
import { ErrorDialogHost } from '@/ui/error-dialog'

/** The signed-in account the fake server describes. */
export const me = {
  id: 1,
  nombre: 'Carolina Fuentes',
  email: 'utp@demo.pizarra.cl',
  rol: 'utp',
  plan: 'pro',
  evaluaciones_usadas: 3,
  evaluaciones_extra: 0,
  evaluaciones_disponibles: 47,
  colegio: { nombre: 'Escuela Demostración Pizarra', codigo: 'DEMO2026' },
}

export interface Call {
  method: string
  path: string
  body: unknown
}

type Handler = (call: Call) => Response | Promise<Response>

/**
 * A fake back end behind `fetch`: each handler answers `METHOD /path` (the path after /api); every
 * call is recorded. Unknown calls answer 404 with a Spanish detail.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const raw = init?.body
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null)
    const call = { method, path: url.pathname.replace(/^\/api/, '') + url.search, body }
    calls.push(call)
    const handler = handlers[`${method} ${call.path}`]
    if (handler) return handler(call)
    return Response.json({ detail: 'El recurso no existe.' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, fetch }
}

/** jsdom lacks <dialog> behaviour and matchMedia; the app's dialog host and toaster need them. */
export function installDomShims() {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList
}

/** Renders the whole app at a path, signed in unless told otherwise. */
export function renderAt(path: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn ?? true) localStorage.setItem('token', 'token-ok')
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  render(
    <>
      <RouterProvider router={router} />
      <ErrorDialogHost />
      <Toaster />
    </>,
  )
  return router
}
