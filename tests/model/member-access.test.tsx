import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@/domain/messages'
import { closeError } from '@/ui/error-dialog'
import { fakeApi, me, renderAt, stubApi } from './harness'

/**
 * What each member sees: a member waiting for approval (the calm notice instead of the records, the
 * sidebar and the home), a docente (no PIE), the administrador's audit trail, the student page's data
 * download and deletion, and closing every session from Configuración.
 */

// The server gives the school code to the administrador and the UTP only: a pending member and a docente get null.
const noCode = { ...me.colegio, codigo: null }
const pendingMe = { ...me, id: 9, nombre: 'Rodrigo Paredes', estado: 'pendiente', colegio: noCode }
const docenteMe = { ...me, id: 5, nombre: 'Javiera Soto', rol: 'docente', colegio: noCode }
const adminMe = { ...me, rol: 'administrador', nombre: 'Patricia Morales' }
const refused = () => Response.json({ detail: messages.access.pending }, { status: 403 })
const nav = () => screen.getByRole('navigation', { name: 'Secciones' })

afterEach(() => {
  closeError()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a member waiting for approval', () => {
  it.each([
    '/alumnos',
    '/alumnos/7',
    '/cursos',
    '/cursos/3',
    '/cursos/3/notas',
    '/reuniones',
    '/informes-pie',
    '/solicitudes',
    '/solicitudes/5',
    '/subir-alumno',
  ])('sees the waiting notice on %s, not the error dialog', async (path) => {
    // Every school record answers 403 as the server does.
    stubApi((call) => (call.path === '/auth/me' ? Response.json(pendingMe) : refused()))
    renderAt(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta en espera' })).toBeTruthy()
    expect(screen.getByText(messages.access.pending)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy()
    await new Promise((r) => setTimeout(r, 50))
    expect(document.querySelector('dialog')?.open).toBeFalsy()
  })

  it('sees the records marked as waiting in the sidebar, no PIE for nobody else, and the notice at home', async () => {
    const api = stubApi((call) => (call.path === '/auth/me' ? Response.json(pendingMe) : refused()))
    renderAt('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Rodrigo' })).toBeTruthy()
    const notice = screen.getAllByRole('status').find((el) => el.textContent?.includes(messages.access.pending))!
    expect(notice.textContent).toContain('Escuela Demostración Pizarra')
    // The school's records are marked, the tools that touch no student open as always.
    for (const name of ['Alumnos', 'Cursos', 'Reuniones', 'Solicitudes', 'Informes PIE']) {
      const link = within(nav()).getByRole('link', { name: `${name}, espera la aprobación del colegio` })
      expect(link.className).toContain('is-locked')
    }
    expect(within(nav()).getByRole('link', { name: 'Generador IA' }).className).not.toContain('is-locked')
    expect(within(nav()).queryByRole('link', { name: /^Equipo/ })).toBeNull()
    // No attendance at risk is asked for: the home does not try the records.
    expect(screen.queryByText('Asistencia en riesgo este mes')).toBeNull()
    expect(api.calls.some((c) => c.path.startsWith('/asistencia'))).toBe(false)
    // No school code, hence no invitation: only the administrador and the UTP hand it out.
    expect(screen.queryByRole('heading', { name: 'Invita a tu equipo' })).toBeNull()
    expect(document.querySelector('.school-code')).toBeNull()
  })

  it('shows the notice when the API refuses a record even if the account was read as active', async () => {
    stubApi((call) => (call.path === '/auth/me' ? Response.json(me) : refused()))
    renderAt('/reuniones')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta en espera' })).toBeTruthy()
    await new Promise((r) => setTimeout(r, 50))
    expect(document.querySelector('dialog')?.open).toBeFalsy()
  })
})

describe('a docente', () => {
  it('reads no school code, at home or in Configuración (the UTP does, with the invitation)', async () => {
    stubApi((call) => (call.path === '/auth/me' ? Response.json(docenteMe) : undefined))
    renderAt('/configuracion')
    expect(await screen.findByRole('heading', { name: 'Tu colegio' })).toBeTruthy()
    expect(screen.getAllByText('Escuela Demostración Pizarra').length).toBeGreaterThan(0)
    expect(screen.queryByText('Código para tu equipo')).toBeNull()
    expect(document.body.textContent).not.toContain('DEMO2026')
  })

  it('the UTP reads the code and the invitation at home', async () => {
    stubApi((call) => (call.path === '/auth/me' ? Response.json(me) : undefined))
    renderAt('/')
    const invite = (await screen.findByRole('heading', { name: 'Invita a tu equipo' })).closest('section')!
    expect(invite.querySelector('.school-code')?.textContent).toBe('DEMO2026')
    expect(invite.textContent).toContain('no ve datos de alumnos hasta que el administrador la aprueba')
  })

  it('has no PIE link, and /informes-pie says the role does not include it', async () => {
    stubApi((call) => (call.path === '/auth/me' ? Response.json(docenteMe) : undefined))
    renderAt('/informes-pie')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin acceso' })).toBeTruthy()
    expect(within(nav()).queryByRole('link', { name: /Informes PIE/ })).toBeNull()
    expect(within(nav()).getByRole('link', { name: 'Alumnos' })).toBeTruthy()
  })

  it("sees a course not assigned to them refused calmly, with the server's words and no Reintentar", async () => {
    stubApi((call) => {
      if (call.path === '/auth/me') return Response.json(docenteMe)
      if (call.path.startsWith('/cursos/4')) {
        return Response.json({ detail: messages.access.courseNotAssigned }, { status: 403 })
      }
      return undefined
    })
    renderAt('/cursos/4')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin acceso' })).toBeTruthy()
    expect(screen.getByText(messages.access.courseNotAssigned)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })
})

// ——— The administrador's audit trail ———

const entry = (id: number, extra: Partial<Record<string, unknown>> = {}) => ({
  id,
  fecha: `2026-03-${String((id % 27) + 1).padStart(2, '0')}T13:0${id % 10}:00Z`,
  usuario: { id: 5, nombre: 'Javiera Soto', email: 'javiera@demo.pizarra.cl' },
  accion: 'alumno.ver',
  alumno_id: 7,
  detalle: `Ficha abierta ${id}`,
  ip: '190.22.1.4',
  ...extra,
})
const alumnos = [
  {
    id: 7,
    nombre: 'Tomás Rojas Díaz',
    rut: '21.234.567-8',
    curso: { id: 3, nombre: '4° Básico A' },
    fecha_nacimiento: null,
    direccion: null,
    telefono: null,
    apoderado: null,
    email_apoderado: null,
  },
]
const miembros = [
  {
    id: 5,
    nombre: 'Javiera Soto',
    email: 'javiera@demo.pizarra.cl',
    rol: 'docente',
    estado: 'activo',
    curso_ids: [3],
    creado: '2026-03-01T12:00:00Z',
  },
]

describe('the /auditoria screen', () => {
  it('lists the trail, filters it through the URL and pages with antes', async () => {
    const firstPage = Array.from({ length: 200 }, (_, i) => entry(500 - i))
    const api = stubApi((call) => {
      if (call.path === '/auth/me') return Response.json(adminMe)
      if (call.path === '/miembros') return Response.json(miembros)
      if (call.path === '/alumnos/') return Response.json(alumnos)
      if (call.path === '/auditoria') return Response.json(firstPage)
      if (call.path === '/auditoria?antes=301') {
        return Response.json([entry(12, { accion: 'alumno.eliminar', alumno_id: 99, detalle: 'Alumno eliminado' })])
      }
      if (call.path === '/auditoria?alumno_id=7&accion=notas.guardar&desde=2026-03-01') {
        return Response.json([entry(40, { accion: 'notas.guardar', detalle: 'Matemática: 5,5' })])
      }
      return undefined
    })
    renderAt('/auditoria')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de accesos' })).toBeTruthy()
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(201)
    const first = within(table).getAllByRole('row')[1]!
    expect(first.textContent).toContain('Javiera Soto')
    expect(first.textContent).toContain('Ficha del alumno consultada')
    expect(within(first).getByRole('link', { name: 'Tomás Rojas Díaz' }).getAttribute('href')).toBe('/alumnos/7')
    expect(first.textContent).toContain('190.22.1.4')

    await user.click(screen.getByRole('button', { name: 'Ver más' }))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(202))
    const last = within(screen.getByRole('table')).getAllByRole('row').at(-1)!
    // A deleted student's line stays, with the id.
    expect(last.textContent).toContain('Alumno eliminado')
    expect(last.textContent).toContain('Alumno n.º 99')
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull()

    await user.selectOptions(screen.getByLabelText('Alumno'), 'Tomás Rojas Díaz (4° Básico A)')
    await user.selectOptions(screen.getByLabelText('Acción'), 'Notas guardadas')
    await user.type(screen.getByLabelText('Desde'), '2026-03-01')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2))
    expect(screen.getByRole('table').textContent).toContain('Matemática: 5,5')
    expect(api.calls.map((c) => c.path)).toContain('/auditoria?alumno_id=7&accion=notas.guardar&desde=2026-03-01')
  })

  it('opens filtered by the student from the URL, as the student page links it', async () => {
    const api = fakeApi({
      'GET /auth/me': () => Response.json(adminMe),
      'GET /miembros': () => Response.json(miembros),
      'GET /alumnos/': () => Response.json(alumnos),
      'GET /auditoria?alumno_id=7': () => Response.json([entry(3)]),
    })
    renderAt('/auditoria?alumno_id=7')
    await screen.findByRole('table')
    expect((screen.getByLabelText('Alumno') as HTMLSelectElement).value).toBe('7')
    expect(api.calls.some((c) => c.path === '/auditoria?alumno_id=7')).toBe(true)
  })
})

// ——— The student page: a family's access and deletion requests ———

const alumno = alumnos[0]!
function studentApi(account: typeof me) {
  return stubApi((call) => {
    if (call.path === '/auth/me') return Response.json(account)
    if (call.path === '/miembros') return Response.json(miembros)
    if (call.path === '/alumnos/7' && call.method === 'GET') return Response.json(alumno)
    if (call.path === '/alumnos/7' && call.method === 'DELETE') return new Response(null, { status: 204 })
    if (call.path === '/alumnos/7/datos') {
      return Response.json({
        alumno: { ...alumno, creado: '2026-03-01T12:00:00Z' },
        asistencia: [{ fecha: '2026-03-02', presente: true, curso: '4° Básico A' }],
        calificaciones: [],
        reuniones: [],
        informes_pie: [
          { id: 1, fecha: '2026-03-20', tipo: 'Informe de avance', datos: { diagnostico: 'TEL' }, creado: '' },
        ],
        mensajes: [],
        documentos: [],
      })
    }
    if (call.path === '/alumnos/') return Response.json([])
    if (call.path === '/cursos/') return Response.json([])
    if (call.path === '/asistencia/alumno/7') {
      return Response.json({ alumno_id: 7, total: 0, presentes: 0, ausentes: 0, porcentaje: null, registros: [] })
    }
    if (call.path.startsWith('/asistencia/alumno/7/mensual')) return Response.json({ anio: 2026, meses: [] })
    if (call.path === '/reuniones?alumno_id=7') return Response.json([])
    if (call.path === '/informes-pie?alumno_id=7') return Response.json([])
    if (call.path === '/apoderados/mensajes?alumno_id=7') return Response.json([])
    return undefined
  })
}

describe('the student page', () => {
  it('downloads everything kept about the student as a JSON file', async () => {
    studentApi(adminMe)
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:datos'
    })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    renderAt('/alumnos/7')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: alumno.nombre })
    // The page's body renders just after its header (AfterFirstPaint).
    await screen.findByRole('heading', { level: 2, name: 'Datos del alumno' })
    await user.click(screen.getByRole('button', { name: 'Descargar todos sus datos' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toMatch(/^Datos de Tomás Rojas Díaz \d{4}-\d{2}-\d{2}\.json$/)
    const json = JSON.parse(await blobs[0]!.text())
    expect(json.alumno.rut).toBe(alumno.rut)
    expect(json.informes_pie[0].datos).toEqual({ diagnostico: 'TEL' })
    expect(blobs[0]!.type).toBe('application/json')
    expect(screen.getByRole('link', { name: 'Ver su registro de accesos' }).getAttribute('href')).toBe(
      '/auditoria?alumno_id=7',
    )
  })

  it('deletes the student after a confirmation naming what goes with it, then lists the students', async () => {
    const api = studentApi(adminMe)
    const router = renderAt('/alumnos/7')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: alumno.nombre })
    // The page's body renders just after its header (AfterFirstPaint).
    await screen.findByRole('heading', { level: 2, name: 'Datos del alumno' })
    await user.click(screen.getByRole('button', { name: 'Eliminar alumno' }))
    const confirm = screen.getByRole('alertdialog')
    for (const item of [
      'su asistencia',
      'sus notas',
      'sus reuniones con el apoderado',
      'los mensajes enviados a su apoderado',
      'sus informes PIE y sus archivos Word',
    ]) {
      expect(within(confirm).getByText(item)).toBeTruthy()
    }
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Eliminar alumno' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar alumno y sus datos' }))
    expect(await screen.findByText(`${messages.success.studentDeleted}: ${alumno.nombre}`)).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/alumnos'))
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/alumnos/7'])
  })

  it('offers the download but neither deletion nor the trail to a UTP', async () => {
    studentApi(me)
    renderAt('/alumnos/7')
    await screen.findByRole('heading', { level: 1, name: alumno.nombre })
    // The page's body renders just after its header (AfterFirstPaint).
    await screen.findByRole('heading', { level: 2, name: 'Datos del alumno' })
    expect(screen.getByRole('button', { name: 'Descargar todos sus datos' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Eliminar alumno' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Ver su registro de accesos' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Informes PIE' })).toBeTruthy()
  })

  it('offers none of them, nor the PIE reports, to a docente', async () => {
    studentApi(docenteMe)
    renderAt('/alumnos/7')
    await screen.findByRole('heading', { level: 1, name: alumno.nombre })
    // The page's body renders just after its header (AfterFirstPaint).
    await screen.findByRole('heading', { level: 2, name: 'Datos del alumno' })
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Descargar todos sus datos' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Eliminar alumno' })).toBeNull()
    // Nor the student's PIE reports: a docente's role has none.
    expect(screen.queryByRole('heading', { name: 'Informes PIE' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Reuniones con el apoderado' })).toBeTruthy()
  })
})

describe('Configuración', () => {
  it('closes every session and signs out to /login', async () => {
    const api = fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /auth/cerrar-sesiones': () => new Response(null, { status: 204 }),
    })
    const router = renderAt('/configuracion')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('token')).toBeNull()
    expect(await screen.findByText(messages.success.sessionsClosed)).toBeTruthy()
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/auth/cerrar-sesiones'])
  })

  it('goes on with the new token after a password change', async () => {
    fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /auth/reset-password': () =>
        Response.json({ message: 'Contraseña actualizada', access_token: 'token-nuevo', token_type: 'bearer' }),
    })
    renderAt('/configuracion')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Contraseña actual'), 'pizarra2026')
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-2026')
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'nueva-clave-2026')
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await screen.findByText('Contraseña actualizada')).toBeTruthy()
    expect(localStorage.getItem('token')).toBe('token-nuevo')
  })
})

describe('an approval while the member is signed in', () => {
  it('opens the screen after "Volver a revisar" reads the account again', async () => {
    let account = pendingMe
    stubApi((call) => {
      if (call.path === '/auth/me') return Response.json(account)
      if (account.estado === 'pendiente') return refused()
      if (call.path === '/cursos/')
        return Response.json([{ id: 3, nombre: '4° Básico A', nivel: '4° Básico', total_alumnos: 30 }])
      return undefined
    })
    renderAt('/cursos')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: 'Cuenta en espera' })
    account = { ...pendingMe, rol: 'docente', estado: 'activo' }
    await user.click(screen.getByRole('button', { name: 'Volver a revisar' }))
    expect(await screen.findByRole('link', { name: /4° Básico A/ })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: 'Cuenta en espera' })).toBeNull()
  })
})
