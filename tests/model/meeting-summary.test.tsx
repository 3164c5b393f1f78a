import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { me, renderAt, stubApi } from './harness'

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
    const sent: string[] = []
    stubApi((call) => {
      if (call.path === '/auth/me') return Response.json(me)
      if (call.path.startsWith('/alumnos')) return Response.json([])
      if (call.path === '/reuniones' && call.method === 'GET') {
        return Response.json([reunion(1, 'Sofía Pérez'), reunion(2, 'Tomás Soto')])
      }
      if (call.path === '/reuniones/1/enviar' && call.method === 'POST') {
        sent.push(call.path)
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
      if (call.path === '/reuniones/2/enviar' && call.method === 'POST') {
        return Response.json({ detail: noEmail }, { status: 400 })
      }
      return undefined
    })
    renderAt('/reuniones')
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
