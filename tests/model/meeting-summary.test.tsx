import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '@/router'

const me = {
  id: 1,
  nombre: 'Carolina Fuentes',
  email: 'utp@demo.pizarra.cl',
  rol: 'utp',
  plan: 'pro',
  evaluaciones_usadas: 0,
  evaluaciones_extra: 0,
  evaluaciones_disponibles: 50,
  colegio: { nombre: 'Escuela Demostración Pizarra', codigo: 'DEMO2026' },
}
const curso = { id: 3, nombre: '4° Básico A' }
const reunion = (id: number, nombre: string) => ({
  id,
  alumno_id: id + 6,
  fecha: `2026-03-1${id}`,
  motivo: `Motivo ${id}`,
  observaciones: 'Observaciones',
  resultado: 'Resultado',
  alumno: { nombre, curso },
  registrada_por: { nombre: 'Carolina Fuentes' },
  creada: `2026-03-1${id}T12:00:00Z`,
})
const noEmail = 'Este estudiante no tiene correo de apoderado registrado.'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the parent meetings screen', () => {
  it("sends a meeting's summary to the guardian, with a toast for the success and for the failure", async () => {
    // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never
    const sent: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
        const path = url.pathname.replace(/^\/api/, '')
        const method = init?.method ?? 'GET'
        if (path === '/auth/me') return Response.json(me)
        if (path.startsWith('/alumnos')) return Response.json([])
        if (path === '/reuniones' && method === 'GET') {
          return Response.json([reunion(1, 'Sofía Pérez'), reunion(2, 'Tomás Soto')])
        }
        if (path === '/reuniones/1/enviar' && method === 'POST') {
          sent.push(path)
          return Response.json({
            id: 9,
            alumno_id: 7,
            tipo: 'reunion',
            asunto: 'Resumen de reunión',
            cuerpo: 'Resumen',
            destinatario: 'carolina.rojas@ejemplo.cl',
            fecha_envio: '2026-03-11T15:00:00Z',
            enviado_por: { nombre: 'Carolina Fuentes' },
          })
        }
        if (path === '/reuniones/2/enviar' && method === 'POST') {
          return Response.json({ detail: noEmail }, { status: 400 })
        }
        return Response.json({ detail: 'El recurso no existe.' }, { status: 404 })
      }),
    )
    localStorage.setItem('token', 'token-ok')
    render(
      <>
        <RouterProvider router={createAppRouter(createMemoryHistory({ initialEntries: ['/reuniones'] }))} />
        <Toaster />
      </>,
    )
    const user = userEvent.setup()
    const first = (await screen.findByRole('heading', { name: 'Motivo 1' })).closest('li')!
    await act(() => user.click(within(first).getByRole('button', { name: 'Enviar resumen al apoderado' })))
    expect(await screen.findByText('Resumen enviado al apoderado (carolina.rojas@ejemplo.cl).')).toBeTruthy()
    expect(sent).toEqual(['/reuniones/1/enviar'])

    const second = screen.getByRole('heading', { name: 'Motivo 2' }).closest('li')!
    await act(() => user.click(within(second).getByRole('button', { name: 'Enviar resumen al apoderado' })))
    expect(await screen.findByText(noEmail)).toBeTruthy()
  })
})
