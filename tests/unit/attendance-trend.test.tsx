import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { schoolToday } from '@/domain/attendance'
import { createAppRouter } from '@/router'
import { AttendanceTrend, chartLabel } from '@/ui/attendance-trend'

const meses = [
  // January is a summer month: outside the school year, so not shown.
  { mes: 1, porcentaje: 50, dias: 2, presentes: 2, ausentes: 2 },
  { mes: 3, porcentaje: 92.5, dias: 20, presentes: 37, ausentes: 3 },
  { mes: 4, porcentaje: 80, dias: 15, presentes: 24, ausentes: 6 },
  { mes: 6, porcentaje: 85, dias: 4, presentes: 17, ausentes: 3 },
]

/** The table's rows as text, cell by cell. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) =>
      [...r.querySelectorAll('th, td')].map((c) => {
        // What is read: the phone's short headers are aria-hidden.
        const copy = c.cloneNode(true) as HTMLElement
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
        return copy.textContent
      }),
    )

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AttendanceTrend', () => {
  it('tabulates the school-year months with records: days, present, absent and percentage', () => {
    render(<AttendanceTrend subject="4° Básico A" anio={2026} meses={meses} />)
    const table = screen.getByRole('table', { name: 'Asistencia por mes de 4° Básico A, 2026' })
    expect(rows(table)).toEqual([
      ['Mes', 'Días registrados', 'Presentes', 'Ausentes', 'Porcentaje'],
      ['Marzo', '20', '37', '3', '92,5 %'],
      ['Abril', '15', '24', '6', '80 % (bajo el 85 %)'],
      ['Junio', '4', '17', '3', '85 %'],
    ])
    // Under the promotion threshold in red, 85 % itself is not under it.
    const cells = within(table).getAllByRole('cell')
    expect(
      cells.filter((c) => c.classList.contains('attendance-low')).map((c) => c.closest('tr')?.firstChild?.textContent),
    ).toEqual(['Abril'])
    expect(screen.getByText('Ver los datos en una tabla').tagName).toBe('SUMMARY')
  })

  it('names the chart with every bar and the threshold line', () => {
    expect(chartLabel('Ana Díaz', 2026, meses.slice(1))).toBe(
      'Gráfico de barras de la asistencia mensual de Ana Díaz en 2026: marzo 92,5 %, abril 80 %, junio 85 %. ' +
        'La línea roja marca el 85 % exigido para la promoción.',
    )
  })

  it('draws the chart only when its box comes on screen; until then the box says what the chart says', async () => {
    let observed: { callback: IntersectionObserverCallback; element: Element } | null = null
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed = { callback: this.callback, element }
        }
        disconnect() {}
      },
    )
    const { container } = render(<AttendanceTrend subject="Ana Díaz" anio={2026} meses={meses} />)
    const image = screen.getByRole('img', { name: chartLabel('Ana Díaz', 2026, meses.slice(1)) })
    expect(image.tagName).toBe('DIV')
    expect(container.querySelector('svg')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(observed).not.toBeNull()

    const { callback, element } = observed!
    act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never))
    // The chart's code is being loaded, or the chart is drawn: the placeholder image is gone.
    await waitFor(() => expect(container.querySelector('.attendance-chart-pending')).toBeNull())
    expect(screen.getByRole('table', { name: 'Asistencia por mes de Ana Díaz, 2026' })).toBeTruthy()
  })

  it('says so when the school year has no attendance yet, without a chart or table', () => {
    render(<AttendanceTrend subject="4° Básico A" anio={2026} meses={meses.slice(0, 1)} />)
    expect(screen.getByText('Aún no hay asistencia registrada este año.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('the monthly charts on the course and student pages', () => {
  const me = {
    id: 1,
    nombre: 'Carolina Fuentes',
    email: 'utp@demo.pizarra.cl',
    rol: 'utp',
    estado: 'activo',
    plan: 'pro',
    evaluaciones_usadas: 0,
    evaluaciones_extra: 0,
    evaluaciones_disponibles: 50,
    colegio: { nombre: 'Escuela Demostración Pizarra', codigo: 'DEMO2026' },
  }
  const curso = {
    id: 3,
    nombre: '4° Básico A',
    nivel: '4° Básico',
    total_alumnos: 1,
    alumnos: [{ id: 11, nombre: 'Ana Díaz', rut: '22.007.919-K' }],
  }
  let handle: (path: string, init?: RequestInit) => Response | undefined
  const requested: string[] = []

  beforeEach(() => {
    requested.length = 0
    localStorage.setItem('token', 'token-ok')
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
        const path = url.pathname.replace(/^\/api/, '')
        requested.push(`${init?.method ?? 'GET'} ${path}`)
        if (path === '/auth/me') return Response.json(me)
        return handle(path, init) ?? Response.json({ detail: 'El recurso no existe.' }, { status: 404 })
      }),
    )
  })

  const renderAt = async (path: string, heading: string) => {
    render(<RouterProvider router={createAppRouter(createMemoryHistory({ initialEntries: [path] }))} />)
    await screen.findByRole('heading', { level: 1, name: heading })
    // The page's body renders just after its header (AfterFirstPaint).
    await screen.findByRole('heading', { level: 2, name: 'Asistencia por mes' })
  }
  const trendCard = () => screen.getByRole('heading', { level: 2, name: 'Asistencia por mes' }).closest('section')!

  it("course: this year's months; saving a day loads them again", async () => {
    const now = schoolToday()
    let monthly = { anio: 2026, meses: [] as typeof meses }
    handle = (path, init) => {
      if (path === '/cursos/3') return Response.json(curso)
      if (path === '/asistencia/curso/3/mensual') return Response.json(monthly)
      if (path === `/asistencia/curso/3/fecha/${now}`)
        return Response.json({ curso_id: 3, fecha: now, tomada: false, actualizada: null, registros: [] })
      if (path === '/asistencia/curso/3' && init?.method === 'POST') {
        monthly = { anio: 2026, meses: [{ mes: 11, porcentaje: 100, dias: 1, presentes: 1, ausentes: 0 }] }
        return Response.json({
          curso_id: 3,
          fecha: now,
          tomada: true,
          actualizada: '2026-11-23T13:05:00.000Z',
          registros: [{ alumno_id: 11, presente: true }],
          message: '¡Asistencia guardada!',
        })
      }
    }
    await renderAt('/cursos/3', '4° Básico A')
    expect(within(trendCard()).getByText('Aún no hay asistencia registrada este año.')).toBeTruthy()
    expect(within(trendCard()).getByText('Porcentaje de asistencia de cada mes del año escolar 2026.')).toBeTruthy()

    const user = userEvent.setup()
    await screen.findByText(/La asistencia de este día aún no se ha tomado/)
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }))
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar asistencia' })))
    const table = await within(trendCard()).findByRole('table', { name: 'Asistencia por mes de 4° Básico A, 2026' })
    expect(rows(table).at(1)).toEqual(['Noviembre', '1', '1', '0', '100 %'])
    expect(requested.filter((r) => r === 'GET /asistencia/curso/3/mensual')).toHaveLength(2)
  })

  it('course: a failed monthly load is said in its card and leaves the attendance working', async () => {
    const now = schoolToday()
    handle = (path) => {
      if (path === '/cursos/3') return Response.json(curso)
      if (path === '/asistencia/curso/3/mensual')
        return Response.json({ detail: 'La base de datos no responde.' }, { status: 503 })
      if (path === `/asistencia/curso/3/fecha/${now}`)
        return Response.json({ curso_id: 3, fecha: now, tomada: false, actualizada: null, registros: [] })
    }
    await renderAt('/cursos/3', '4° Básico A')
    expect(within(trendCard()).getByRole('alert').textContent).toBe('La base de datos no responde.')
    expect(await screen.findByText(/La asistencia de este día aún no se ha tomado/)).toBeTruthy()
  })

  it("student: the student's months with the percentages", async () => {
    const alumno = {
      id: 7,
      nombre: 'Sofía Pérez Rojas',
      rut: '22.007.919-K',
      curso: { id: 3, nombre: '4° Básico A' },
      fecha_nacimiento: null,
      direccion: null,
      telefono: null,
      apoderado: null,
      email_apoderado: null,
    }
    handle = (path) => {
      if (path === '/alumnos/7') return Response.json(alumno)
      if (path === '/asistencia/alumno/7/mensual')
        return Response.json({
          anio: 2026,
          meses: [
            { mes: 3, porcentaje: 95, dias: 20, presentes: 19, ausentes: 1 },
            { mes: 4, porcentaje: 70, dias: 10, presentes: 7, ausentes: 3 },
          ],
        })
    }
    await renderAt('/alumnos/7', alumno.nombre)
    const table = within(trendCard()).getByRole('table', { name: 'Asistencia por mes de Sofía Pérez Rojas, 2026' })
    expect(rows(table).slice(1)).toEqual([
      ['Marzo', '20', '19', '1', '95 %'],
      ['Abril', '10', '7', '3', '70 % (bajo el 85 %)'],
    ])
    await waitFor(() => expect(requested).toContain('GET /asistencia/alumno/7/mensual'))
  })
})
