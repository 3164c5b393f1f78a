import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { curso, cursoDetail, cursoList } from '@/api/contract/cursos'
import { alumnos } from '../../server/db/schema'
import { createSchool, createTestApp, detailOf, parse, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function postCurso(headers: Record<string, string>, nombre: string, nivel = '4° Básico') {
  const res = await t.app.inject({ method: 'POST', url: '/api/cursos/', headers, payload: { nombre, nivel } })
  expect(res.statusCode).toBe(201)
  return parse(curso, res.body)
}

describe('POST /api/cursos/', () => {
  it('creates a course of the school with its name and level', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cursos',
      headers: school.headers,
      payload: { nombre: '  4° Básico A ', nivel: '4° Básico' },
    })
    expect(res.statusCode).toBe(201)
    expect(parse(curso, res.body)).toMatchObject({ nombre: '4° Básico A', nivel: '4° Básico', total_alumnos: 0 })
  })

  it('answers 409 for a name the school already uses, whatever the case, and creates nothing', async () => {
    const school = await createSchool(t)
    await postCurso(school.headers, '1° Medio B', '1° Medio')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cursos/',
      headers: school.headers,
      payload: { nombre: '1° MEDIO b', nivel: '1° Medio' },
    })
    expect(res.statusCode).toBe(409)
    expect(detailOf(res.body)).toContain('Ya existe un curso')
    const list = parse(cursoList, (await t.app.inject({ url: '/api/cursos/', headers: school.headers })).body)
    expect(list).toHaveLength(1)
  })

  it('lets two schools use the same course name', async () => {
    const a = await createSchool(t)
    const b = await createSchool(t)
    await postCurso(a.headers, '2° Básico A', '2° Básico')
    await postCurso(b.headers, '2° Básico A', '2° Básico')
  })

  it.each([
    ['no name', { nivel: '4° Básico' }, 'nombre del curso es obligatorio'],
    ['a blank name', { nombre: '   ', nivel: '4° Básico' }, 'nombre del curso es obligatorio'],
    ['no level', { nombre: '4° A' }, 'nivel es obligatorio'],
    ['an unknown level', { nombre: '4° A', nivel: 'Universidad' }, 'El nivel debe ser uno de: Pre-kínder'],
    ['a name too long', { nombre: 'x'.repeat(81), nivel: '4° Básico' }, 'a lo más 80'],
  ])('answers 422 in Spanish for %s', async (_name, payload, message) => {
    const school = await createSchool(t)
    const res = await t.app.inject({ method: 'POST', url: '/api/cursos/', headers: school.headers, payload })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toContain(message)
    const list = parse(cursoList, (await t.app.inject({ url: '/api/cursos/', headers: school.headers })).body)
    expect(list).toEqual([])
  })

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cursos/', payload: { nombre: 'A', nivel: 'Kínder' } })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/cursos/', () => {
  it("lists only the school's courses, in school order, with how many students each has", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const medio = await postCurso(school.headers, '1° Medio A', '1° Medio')
    const b = await postCurso(school.headers, '4° Básico B')
    const a = await postCurso(school.headers, '4° Básico A')
    await postCurso(other.headers, 'Kínder A', 'Kínder')
    await t.db.insert(alumnos).values([
      { colegioId: school.colegio.id, cursoId: a.id, nombre: 'Ana Pérez', rut: '11111111-1' },
      { colegioId: school.colegio.id, cursoId: a.id, nombre: 'Luis Soto', rut: '22222222-2' },
    ])
    const res = await t.app.inject({ url: '/api/cursos/', headers: school.headers })
    expect(res.statusCode).toBe(200)
    const list = parse(cursoList, res.body)
    expect(list.map((c) => c.id)).toEqual([a.id, b.id, medio.id])
    expect(list.map((c) => c.total_alumnos)).toEqual([2, 0, 0])
  })

  it('accepts the path without its trailing slash', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({ url: '/api/cursos', headers: school.headers })
    expect(res.statusCode).toBe(200)
    expect(parse(cursoList, res.body)).toEqual([])
  })

  it('requires a session', async () => {
    expect((await t.app.inject({ url: '/api/cursos/' })).statusCode).toBe(401)
  })
})

describe('GET /api/cursos/:id', () => {
  it('gives the course with its students in alphabetical order', async () => {
    const school = await createSchool(t)
    const c = await postCurso(school.headers, '3° Básico A', '3° Básico')
    const otro = await postCurso(school.headers, '3° Básico B', '3° Básico')
    await t.db.insert(alumnos).values([
      { colegioId: school.colegio.id, cursoId: c.id, nombre: 'Óscar Zúñiga', rut: '11111111-1' },
      { colegioId: school.colegio.id, cursoId: c.id, nombre: 'Amanda Rojas', rut: '22222222-2' },
      { colegioId: school.colegio.id, cursoId: c.id, nombre: 'Ñandú Pérez', rut: '33333333-3' },
      { colegioId: school.colegio.id, cursoId: otro.id, nombre: 'Beatriz Soto', rut: '44444444-4' },
    ])
    const res = await t.app.inject({ url: `/api/cursos/${c.id}`, headers: school.headers })
    expect(res.statusCode).toBe(200)
    const body = parse(cursoDetail, res.body)
    expect(body).toMatchObject({ id: c.id, nombre: '3° Básico A', nivel: '3° Básico', total_alumnos: 3 })
    expect(body.alumnos.map((a) => a.nombre)).toEqual(['Amanda Rojas', 'Ñandú Pérez', 'Óscar Zúñiga'])
    expect(body.alumnos[0]).toMatchObject({ rut: '22.222.222-2' })
  })

  it("answers 404 for another school's course and for one that does not exist", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const ajeno = await postCurso(other.headers, '5° Básico A', '5° Básico')
    for (const id of [ajeno.id, 999_999]) {
      const res = await t.app.inject({ url: `/api/cursos/${id}`, headers: school.headers })
      expect(res.statusCode).toBe(404)
      expect(detailOf(res.body)).toBe('El curso no existe.')
    }
  })

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 422 for the id %s', async (id) => {
    const school = await createSchool(t)
    const res = await t.app.inject({ url: `/api/cursos/${id}`, headers: school.headers })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(/identificador/)
  })
})
