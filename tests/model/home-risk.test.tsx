import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
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
const riesgo = (periodo: string) => ({
  periodo,
  desde: '2026-11-01',
  hasta: '2026-11-23',
  alumnos:
    periodo === 'mes'
      ? [
          { alumno_id: 7, nombre: 'Sofía Pérez', curso, presentes: 7, ausentes: 3, porcentaje: 70, banda: 'grave' },
          {
            alumno_id: 8,
            nombre: 'Tomás Soto',
            curso,
            presentes: 87,
            ausentes: 13,
            porcentaje: 87,
            banda: 'reiterada',
          },
        ]
      : [],
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the home screen', () => {
  it('lists the students in grave and reiterada attendance this month and this year, each linking to the student', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
        const path = url.pathname.replace(/^\/api/, '')
        if (path === '/auth/me') return Response.json(me)
        if (path === '/asistencia/riesgo') return Response.json(riesgo(url.searchParams.get('periodo') ?? 'mes'))
        return Response.json({ detail: 'El recurso no existe.' }, { status: 404 })
      }),
    )
    localStorage.setItem('token', 'token-ok')
    render(<RouterProvider router={createAppRouter(createMemoryHistory({ initialEntries: ['/dashboard'] }))} />)
    const month = await screen.findByRole('list', { name: 'Asistencia en riesgo este mes' })
    const items = within(month).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('link', { name: 'Sofía Pérez' }).getAttribute('href')).toBe('/alumnos/7')
    expect(items[0]!.textContent).toContain('Inasistencia grave')
    expect(items[1]!.textContent).toContain('Inasistencia reiterada')
    expect(await screen.findByText('Ningún estudiante con asistencia grave o reiterada.')).toBeTruthy()
  })
})
