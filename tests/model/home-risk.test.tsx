import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, me, renderAt } from './harness'

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
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /asistencia/riesgo?periodo=mes': () => Response.json(riesgo('mes')),
      'GET /asistencia/riesgo?periodo=anio': () => Response.json(riesgo('anio')),
    })
    renderAt('/dashboard')
    const month = await screen.findByRole('list', { name: 'Asistencia en riesgo este mes' })
    const items = within(month).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('link', { name: 'Sofía Pérez' }).getAttribute('href')).toBe('/alumnos/7')
    expect(items[0]!.textContent).toContain('Inasistencia grave')
    expect(items[1]!.textContent).toContain('Inasistencia reiterada')
    expect(await screen.findByText('Ningún estudiante con asistencia grave o reiterada.')).toBeTruthy()
  })
})
