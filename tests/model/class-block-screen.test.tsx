import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Clase } from '@/api/contract/libro'
import { type Call, me, renderAt, stubApi } from './harness'

const docente = { ...me, id: 7, nombre: 'Jorge Morales', email: 'jorge.morales@demo.pizarra.cl', rol: 'docente' }

/** The second block of a day: the server proposes the first block's roll (Beto absent there). */
const clase: Clase = {
  id: 40,
  curso_id: 3,
  curso_nombre: '4° Básico A',
  fecha: '2026-12-07',
  inicio: '08:45',
  fin: '09:30',
  asignatura: 'Matemática',
  docente_id: 7,
  docente_nombre: 'Jorge Morales',
  codocente_id: null,
  numero: 2,
  subvencion: true,
  estado: 'pendiente',
  asistencia: [
    { alumno_id: 11, nombre: 'Ana Díaz', numero: 1, estado: 'presente', hora_llegada: null },
    { alumno_id: 12, nombre: 'Beto Soto', numero: 2, estado: 'ausente', hora_llegada: null },
  ],
  leccionario: null,
  firma: null,
  correcciones: [],
  puede_firmar: true,
}

const taken = (body: { registros: { alumno_id: number; estado: string; hora_llegada: string | null }[] }): Clase => ({
  ...clase,
  estado: 'registrada',
  asistencia: clase.asistencia.map((a) => {
    const r = body.registros.find((x) => x.alumno_id === a.alumno_id)!
    return { ...a, estado: r.estado as 'presente', hora_llegada: r.hora_llegada }
  }),
})

type Handler = (call: Call) => Response | Promise<Response> | undefined
function backEnd(handler: Handler) {
  return stubApi((call) => {
    if (call.path === '/auth/me') return Response.json(docente)
    if (call.path === '/cursos/3')
      return Response.json({ id: 3, nombre: '4° Básico A', nivel: '4° Básico', total_alumnos: 2, alumnos: [] })
    if (call.path.startsWith('/curriculo')) return Response.json([])
    return handler(call)
  })
}

afterEach(() => vi.unstubAllGlobals())

const student = (name: RegExp) => screen.getByRole('button', { name })

describe('the /clases/$id screen', () => {
  it('takes the roll from the previous block, marks a late student, writes the leccionario and signs', async () => {
    const api = backEnd((call) => {
      if (call.method === 'GET' && call.path === '/clases/40') return Response.json(clase)
      if (call.method === 'PUT' && call.path === '/clases/40/asistencia')
        return Response.json(taken(call.body as never))
      if (call.method === 'PUT' && call.path === '/clases/40/leccionario')
        return Response.json({ ...clase, estado: 'registrada' })
      if (call.method === 'POST' && call.path === '/clases/40/firmar')
        return Response.json({
          ...clase,
          estado: 'firmada',
          leccionario: { texto: 'Fracciones', oa: [], actividades: null },
          firma: {
            usuario_id: 7,
            nombre: 'Jorge Morales',
            fecha: '2026-12-07T09:20:00-03:00',
            metodo: 'totp',
            reemplazo: null,
            tardia: false,
          },
        })
    })
    renderAt('/clases/40')
    await screen.findByRole('heading', { name: 'Matemática · 4° Básico A' })
    expect(student(/^Beto Soto: Ausente$/).getAttribute('aria-pressed')).toBe('true')
    const user = userEvent.setup()
    await user.click(student(/^Beto Soto: Atrasado$/))
    const arrival = screen.getByLabelText('Hora de llegada de Beto Soto') as HTMLInputElement
    expect(arrival.value).toMatch(/^\d{2}:\d{2}$/)
    await user.clear(arrival)
    await user.type(arrival, '08:52')
    expect(JSON.parse(localStorage.getItem('libro-borrador-40') ?? '{}').registros[1]).toEqual({
      alumno_id: 12,
      estado: 'atrasado',
      hora_llegada: '08:52',
    })
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar asistencia' })))
    expect(await screen.findByText('Leccionario y firma')).toBeTruthy()
    await user.type(screen.getByLabelText('Leccionario'), 'Fracciones')
    const sign = screen.getByRole('button', { name: 'Firmar clase' }) as HTMLButtonElement
    await user.type(screen.getByLabelText('Código de firma'), '12345')
    expect(sign.disabled).toBe(true)
    await user.type(screen.getByLabelText('Código de firma'), '6')
    await act(() => user.click(sign))
    expect(await screen.findByText(/Firmada por/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Corregir' })).toBeTruthy()
    const writes = api.calls.filter((c) => c.method !== 'GET')
    expect(writes.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/clases/40/asistencia',
        {
          registros: [
            { alumno_id: 11, estado: 'presente', hora_llegada: null },
            { alumno_id: 12, estado: 'atrasado', hora_llegada: '08:52' },
          ],
        },
      ],
      ['PUT', '/clases/40/leccionario', { texto: 'Fracciones', oa: [], actividades: null }],
      ['POST', '/clases/40/firmar', { codigo: '123456', reemplazo_motivo: null }],
    ])
    expect(localStorage.getItem('libro-borrador-40'), 'the draft goes once signed').toBeNull()
  })

  it('keeps a roll taken offline as "pendiente de envío" and sends it when the connection returns', async () => {
    let online = false
    const api = backEnd((call) => {
      if (call.method === 'GET' && call.path === '/clases/40') return Response.json(clase)
      if (call.method === 'PUT' && call.path === '/clases/40/asistencia') {
        if (!online) throw new TypeError('Failed to fetch')
        return Response.json(taken(call.body as never))
      }
    })
    renderAt('/clases/40')
    await screen.findByRole('heading', { name: 'Matemática · 4° Básico A' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Todos presentes' }))
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar asistencia' })))
    expect(await screen.findByText('Pendiente de envío.')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem('libro-borrador-40') ?? '{}')).toMatchObject({ enviar: true })
    online = true
    await act(async () => window.dispatchEvent(new Event('online')))
    await screen.findByText('Leccionario y firma')
    expect(screen.queryByText('Pendiente de envío.')).toBeNull()
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2)
    expect(JSON.parse(localStorage.getItem('libro-borrador-40') ?? '{}')).toMatchObject({ enviar: false })
  })

  it('shows a block signed meanwhile as a conflict and overwrites nothing', async () => {
    const api = backEnd((call) => {
      if (call.method === 'GET' && call.path === '/clases/40') return Response.json(clase)
      if (call.method === 'PUT') return Response.json({ detail: 'La clase está firmada: corrígela.' }, { status: 409 })
    })
    renderAt('/clases/40')
    await screen.findByRole('heading', { name: 'Matemática · 4° Básico A' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Todos presentes' }))
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar asistencia' })))
    const alert = await screen.findByText(/Otra persona firmó esta clase/)
    expect(alert.textContent).toContain('La clase está firmada: corrígela.')
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1)
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { hidden: true })).getByText(/corrígela/)).toBeTruthy(),
    )
  })
})
