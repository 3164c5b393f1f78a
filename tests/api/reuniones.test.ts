import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reunion, reunionList } from '@/api/contract/reuniones'
import { alumnos, cursos, reuniones } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import { createSchool, createTestApp, detailOf, parse, type School, type TestApp } from './helpers'

// 02:30 UTC on 10 March 2026 is still 9 March in Santiago.
const now = new Date('2026-03-10T02:30:00Z')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
})
afterAll(() => t.close())

let seq = 100

async function student(school: School, nombre: string, cursoNombre = '6° Básico A') {
  const [curso] = await t.db
    .insert(cursos)
    .values({ colegioId: school.colegio.id, nombre: `${cursoNombre} ${seq}`, nivel: '6° Básico' })
    .returning()
  const [alumno] = await t.db
    .insert(alumnos)
    .values({ colegioId: school.colegio.id, cursoId: curso!.id, nombre, rut: demoRut(seq++) })
    .returning()
  return { curso: curso!, alumno: alumno! }
}

const meeting = (alumnoId: number, fecha = '2026-03-05') => ({
  alumno_id: alumnoId,
  fecha,
  motivo: 'Inasistencias reiteradas',
  observaciones: 'La apoderada explica que el alumno estuvo enfermo.',
  resultado: 'Se acuerda enviar certificado médico y seguimiento semanal.',
})

const post = (school: School, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/reuniones', headers: school.headers, payload: payload as object })

describe('POST /api/reuniones', () => {
  it('records a meeting with the student, the course and who recorded it', async () => {
    const school = await createSchool(t)
    const { alumno, curso } = await student(school, 'Josefa Rojas')
    const res = await post(school, meeting(alumno.id))
    expect(res.statusCode).toBe(201)
    const body = parse(reunion, res.body)
    expect(body).toMatchObject({
      ...meeting(alumno.id),
      alumno: { nombre: 'Josefa Rojas', curso: { id: curso.id, nombre: curso.nombre } },
      registrada_por: { nombre: 'Usuaria UTP' },
    })
  })

  it('accepts today in Santiago and refuses a later day, saving nothing', async () => {
    const school = await createSchool(t)
    const { alumno } = await student(school, 'Tomás Díaz')
    const future = await post(school, meeting(alumno.id, '2026-03-10'))
    expect(future.statusCode).toBe(422)
    expect(detailOf(future.body)).toContain('no puede ser futura')
    expect(await t.db.select().from(reuniones).where(eq(reuniones.alumnoId, alumno.id))).toHaveLength(0)
    expect((await post(school, meeting(alumno.id, '2026-03-09'))).statusCode).toBe(201)
  })

  it("answers 404 for another school's student and saves nothing", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { alumno } = await student(other, 'Ajeno')
    const res = await post(school, meeting(alumno.id))
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El alumno no existe.')
    expect(await t.db.select().from(reuniones).where(eq(reuniones.alumnoId, alumno.id))).toHaveLength(0)
  })

  it.each([
    ['no student', { ...meeting(1), alumno_id: undefined }, /El alumno es obligatorio/],
    ['a bad student id', { ...meeting(1), alumno_id: 'Josefa' }, /identificador numérico/],
    ['no date', { ...meeting(1), fecha: undefined }, /fecha es obligatoria/],
    ['a date in another format', { ...meeting(1), fecha: '05/03/2026' }, /AAAA-MM-DD/],
    ['a blank reason', { ...meeting(1), motivo: '  ' }, /motivo es obligatorio/],
    ['no observations', { ...meeting(1), observaciones: undefined }, /El campo observaciones es obligatorio/],
    ['no result', { ...meeting(1), resultado: '' }, /resultado es obligatorio/],
  ])('answers 422 in Spanish for %s', async (_name, payload, message) => {
    const school = await createSchool(t)
    const res = await post(school, payload)
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(message)
  })

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reuniones', payload: meeting(1) })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/reuniones', () => {
  it("lists the school's meetings newest first, and filters by student", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { alumno: a } = await student(school, 'Ana')
    const { alumno: b } = await student(school, 'Beto')
    const { alumno: c } = await student(other, 'Carla')
    await post(school, meeting(a.id, '2026-03-02'))
    await post(school, meeting(b.id, '2026-03-04'))
    await post(school, meeting(a.id, '2026-03-06'))
    await post(other, meeting(c.id, '2026-03-03'))

    const all = parse(reunionList, (await t.app.inject({ url: '/api/reuniones', headers: school.headers })).body)
    expect(all.map((r) => [r.alumno.nombre, r.fecha])).toEqual([
      ['Ana', '2026-03-06'],
      ['Beto', '2026-03-04'],
      ['Ana', '2026-03-02'],
    ])
    const res = await t.app.inject({ url: `/api/reuniones?alumno_id=${a.id}`, headers: school.headers })
    expect(res.statusCode).toBe(200)
    expect(parse(reunionList, res.body).map((r) => r.fecha)).toEqual(['2026-03-06', '2026-03-02'])
  })

  it('gives an empty list for a student without meetings', async () => {
    const school = await createSchool(t)
    const { alumno } = await student(school, 'Sin reuniones')
    const res = await t.app.inject({ url: `/api/reuniones/?alumno_id=${alumno.id}`, headers: school.headers })
    expect(res.statusCode).toBe(200)
    expect(parse(reunionList, res.body)).toEqual([])
  })

  it("answers 404 when filtering by another school's student, and 422 for a bad id", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { alumno } = await student(other, 'Carla')
    await post(other, meeting(alumno.id))
    const res = await t.app.inject({ url: `/api/reuniones?alumno_id=${alumno.id}`, headers: school.headers })
    expect(res.statusCode).toBe(404)
    const bad = await t.app.inject({ url: '/api/reuniones?alumno_id=todos', headers: school.headers })
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toMatch(/identificador/)
  })

  it('requires a session', async () => {
    expect((await t.app.inject({ url: '/api/reuniones' })).statusCode).toBe(401)
  })
})
