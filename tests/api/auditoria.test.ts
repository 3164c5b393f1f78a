import { sql } from 'drizzle-orm'
import { getCheckDigit } from 'rut.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno } from '@/api/contract/alumnos'
import { type AuditoriaEntry, auditoriaList } from '@/api/contract/auditoria'
import { evaluacionCurso } from '@/api/contract/calificaciones'
import { auditoria } from '../../server/db/schema'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  insertCourse,
  parse,
  type School,
  type TestApp,
  testPassword,
  urlEncoded,
} from './helpers'

let t: TestApp
let school: School
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
})
afterAll(() => t.close())

const rutOf = (body: string) => `${body}-${getCheckDigit(body)}`

/** The database's own message of a refused statement (drizzle wraps it). */
const refusal = (query: Promise<unknown>) =>
  query.then(
    () => 'aceptada',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  )

const trail = async (query = '', headers = school.headers): Promise<AuditoriaEntry[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/auditoria${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return parse(auditoriaList, res.body)
}

async function student(nombre: string, rut: string, cursoId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/alumnos',
    headers: school.headers,
    payload: { nombre, rut, curso_id: cursoId },
  })
  expect(res.statusCode, res.body).toBe(201)
  return parse(alumno, res.body)
}

describe('the audit trail', () => {
  it('records sign-ins, successful and failed, with the address they came from', async () => {
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        ...urlEncoded({ username: school.email, password }),
      })
    expect((await signIn('equivocada-123')).statusCode).toBe(401)
    expect((await signIn(testPassword)).statusCode).toBe(200)
    const [ok, failed] = await trail(`?usuario_id=${school.user.id}`)
    expect(ok).toMatchObject({
      accion: 'sesion.iniciar',
      ip: '203.0.113.7',
      usuario: { id: school.user.id, email: school.email, nombre: 'Usuaria UTP' },
      alumno_id: null,
    })
    expect(failed).toMatchObject({ accion: 'sesion.fallida', ip: '203.0.113.7' })
    expect(failed!.detalle).toContain('Contraseña incorrecta')
    expect(Date.parse(ok!.fecha)).not.toBeNaN()
    expect(ok!.id).toBeGreaterThan(failed!.id)
  })

  it("records a student's record opened, created and edited, one line each, and no line for the list", async () => {
    const curso = await insertCourse(t, school, '7° Básico A')
    const a = await student('Elena Vidal', '12.345.678-5', curso.id)
    await t.app.inject({ method: 'GET', url: '/api/alumnos/', headers: school.headers })
    await t.app.inject({ method: 'GET', url: `/api/alumnos/${a.id}`, headers: school.headers })
    await t.app.inject({
      method: 'PUT',
      url: `/api/alumnos/${a.id}`,
      headers: school.headers,
      payload: { nombre: 'Elena Vidal Soto', rut: a.rut, curso_id: curso.id },
    })
    const lines = await trail(`?alumno_id=${a.id}`)
    expect(lines.map((l) => l.accion)).toEqual(['alumno.editar', 'alumno.ver', 'alumno.crear'])
    // No personal data of the student in the trail: the id says who.
    expect(JSON.stringify(lines)).not.toContain('Elena')
  })

  it("writes one notas.guardar line per student whose grade changed, in the save's transaction", async () => {
    const curso = await insertCourse(t, school, '8° Básico A')
    const a = await student('Fernanda Araya', rutOf('11111111'), curso.id)
    const b = await student('Gonzalo Pinto', rutOf('22222222'), curso.id)
    const c = await student('Héctor Lara', rutOf('9876543'), curso.id)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/calificaciones/evaluaciones',
      headers: school.headers,
      payload: { curso_id: curso.id, asignatura: 'Historia', nombre: 'Prueba 1', fecha: '2025-05-05', ponderacion: 30 },
    })
    const ev = parse(evaluacionCurso, created.body)
    const save = (notas: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/calificaciones/evaluaciones/${ev.id}/notas`,
        headers: school.headers,
        payload: { notas },
      })
    expect(
      (
        await save([
          { alumno_id: a.id, nota: '5,0' },
          { alumno_id: b.id, nota: 6 },
        ])
      ).statusCode,
    ).toBe(200)
    // a unchanged, b changed, c new: two lines.
    const again = await save([
      { alumno_id: a.id, nota: 5 },
      { alumno_id: b.id, nota: '6,5' },
      { alumno_id: c.id, nota: 4 },
    ])
    expect(again.statusCode).toBe(200)
    const lines = await trail('?accion=notas.guardar')
    expect(lines.slice(0, 2).map((l) => [l.alumno_id, l.detalle])).toEqual([
      [c.id, 'Prueba 1 · Historia: nota 4,0'],
      [b.id, 'Prueba 1 · Historia: nota 6,5'],
    ])
    expect(lines.filter((l) => l.alumno_id === a.id)).toHaveLength(1)
    expect((await trail('?accion=evaluacion.crear'))[0]!.detalle).toBe('Prueba 1 · Historia · 8° Básico A')
    // A refused save writes no line either.
    const before = (await trail()).length
    expect((await save([{ alumno_id: a.id, nota: 9 }])).statusCode).toBe(422)
    expect((await trail()).length).toBe(before)
  })

  it('records attendance per student whose record changed, and the Excel exports', async () => {
    const curso = await insertCourse(t, school, '1° Medio A')
    const a = await student('Irene Cortés', rutOf('13131313'), curso.id)
    const b = await student('Javier Ríos', rutOf('14141414'), curso.id)
    const take = (presentes: boolean[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/asistencia/curso/${curso.id}`,
        headers: school.headers,
        payload: {
          fecha: '2025-06-10',
          registros: [
            { alumno_id: a.id, presente: presentes[0] },
            { alumno_id: b.id, presente: presentes[1] },
          ],
        },
      })
    await take([true, true])
    await take([true, false])
    const lines = await trail('?accion=asistencia.guardar')
    expect(lines.slice(0, 3).map((l) => [l.alumno_id, l.detalle])).toEqual([
      [b.id, '2025-06-10: ausente'],
      [b.id, '2025-06-10: presente'],
      [a.id, '2025-06-10: presente'],
    ])
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/asistencia/curso/${curso.id}/mes/2025-06.xlsx`,
      headers: school.headers,
    })
    expect(sheet.statusCode).toBe(200)
    expect((await trail('?accion=excel.exportar'))[0]!.detalle).toBe('Asistencia mensual de 1° Medio A, 2025-06')
  })

  it('filters by member, action and dates, pages with antes, and is for the administrador only', async () => {
    const all = await trail()
    expect(all.map((l) => l.id)).toEqual([...all.map((l) => l.id)].sort((x, y) => y - x))
    const page = await trail(`?antes=${all[2]!.id}`)
    expect(page[0]!.id).toBe(all[3]!.id)
    const today = new Date().toISOString().slice(0, 10)
    expect((await trail(`?desde=2000-01-01&hasta=2000-01-31`)).length).toBe(0)
    expect((await trail(`?desde=2000-01-01`)).length).toBe(all.length)
    expect(today).toMatch(/^\d{4}/)
    const bad = await t.app.inject({ method: 'GET', url: '/api/auditoria?accion=borrar', headers: school.headers })
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toBe('La acción no es una de las acciones del registro.')
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/auditoria?desde=2025-02-01&hasta=2025-01-01',
      headers: school.headers,
    })
    expect(detailOf(reversed.body)).toBe('La fecha desde no puede ser posterior a la fecha hasta.')
    for (const rol of ['utp', 'docente'] as const) {
      const member = await addMember(t, school, { rol })
      const res = await t.app.inject({ method: 'GET', url: '/api/auditoria', headers: member.headers })
      expect(res.statusCode).toBe(403)
    }
  })

  it('answers at most 200 lines', async () => {
    await t.db
      .insert(auditoria)
      .values(
        Array.from({ length: 230 }, () => ({ colegioId: school.colegio.id, accion: 'alumno.ver', detalle: 'relleno' })),
      )
    const first = await trail()
    expect(first).toHaveLength(200)
    const next = await trail(`?antes=${first.at(-1)!.id}`)
    expect(next.length).toBeGreaterThan(30)
    expect(next[0]!.id).toBeLessThan(first.at(-1)!.id)
  })

  it('cannot be changed nor deleted: the database refuses it', async () => {
    const [line] = await trail()
    // On PGlite the connection owns the table and the trigger refuses; on PostgreSQL the app's role has no
    // UPDATE, DELETE or TRUNCATE on it at all (server/db/app-role.ts, tests/api/rol-app.test.ts).
    const message =
      t.database.kind === 'pglite'
        ? 'El registro de accesos no se puede modificar ni borrar.'
        : 'permission denied for table auditoria'
    expect(await refusal(t.db.execute(sql`update auditoria set detalle = 'cambiado' where id = ${line!.id}`))).toBe(
      message,
    )
    expect(await refusal(t.db.execute(sql`delete from auditoria where id = ${line!.id}`))).toBe(message)
    expect(await refusal(t.db.execute(sql`delete from auditoria`))).toBe(message)
    expect(await refusal(t.db.execute(sql`truncate auditoria`))).toBe(message)
    expect((await trail())[0]).toEqual(line)
  })
})
