import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoList } from '@/api/contract/alumnos'
import { rutMessage } from '@/domain/rut'
import { createSchool, createTestApp, detailOf, insertCourse, parse, type School, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (school: School, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/alumnos', headers: school.headers, payload })

async function create(school: School, payload: Record<string, unknown>) {
  const res = await post(school, payload)
  expect(res.statusCode, res.body).toBe(201)
  return parse(alumno, res.body)
}

async function list(school: School, query = '') {
  const res = await t.app.inject({ url: `/api/alumnos/${query}`, headers: school.headers })
  expect(res.statusCode, res.body).toBe(200)
  return parse(alumnoList, res.body)
}

describe('POST /api/alumnos', () => {
  it('creates a student with the RUT stored once and shown as 12.345.678-5', async () => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '4° Básico A')
    const created = await create(school, {
      nombre: '  Sofía Pérez Rojas ',
      rut: '12345678-5',
      curso_id: curso.id,
      fecha_nacimiento: '2016-03-15',
      direccion: 'Av. Irarrázaval 1234, Ñuñoa',
      telefono: '+56 9 8765 4321',
      apoderado: 'Carolina Rojas',
    })
    expect(created).toMatchObject({
      nombre: 'Sofía Pérez Rojas',
      rut: '12.345.678-5',
      fecha_nacimiento: '2016-03-15',
      curso_id: curso.id,
      curso: { id: curso.id, nombre: '4° Básico A' },
    })
    const again = await t.app.inject({ url: `/api/alumnos/${created.id}`, headers: school.headers })
    expect(parse(alumno, again.body)).toEqual(created)
  })

  it('accepts a RUT with dots and a lower-case k, and leaves the optional fields empty', async () => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '1° Medio B', '1° Medio')
    const created = await create(school, {
      nombre: 'Mateo Soto',
      rut: '20.000.003-k',
      curso_id: curso.id,
      fecha_nacimiento: '',
      direccion: '',
    })
    expect(created).toMatchObject({
      rut: '20.000.003-K',
      fecha_nacimiento: null,
      direccion: null,
      telefono: null,
      apoderado: null,
    })
  })

  it.each([
    ['a wrong check digit', { rut: '12.345.678-9' }, rutMessage],
    ['no RUT', { rut: undefined }, 'El RUT es obligatorio.'],
    ['no name', { nombre: '  ' }, 'El nombre es obligatorio.'],
    ['no course', { curso_id: undefined }, 'El curso es obligatorio.'],
    ['a birth date that does not exist', { fecha_nacimiento: '2016-02-30' }, 'no existe en el calendario'],
    ['a birth date in the future', { fecha_nacimiento: '2999-01-01' }, 'no puede ser futura'],
    ['a phone too long', { telefono: '9'.repeat(41) }, 'El teléfono admite a lo más 40'],
  ])('answers 422 in Spanish for %s and saves nothing', async (_name, change, message) => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '4° Básico A')
    const res = await post(school, { nombre: 'Isidora Díaz', rut: '12345678-5', curso_id: curso.id, ...change })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toContain(message)
    expect(await list(school)).toHaveLength(0)
  })

  it('answers 409 for a RUT the school already has, however it is written', async () => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '4° Básico A')
    await create(school, { nombre: 'Sofía Pérez', rut: '12345678-5', curso_id: curso.id })
    const res = await post(school, { nombre: 'Otra Persona', rut: '12.345.678-5', curso_id: curso.id })
    expect(res.statusCode).toBe(409)
    expect(detailOf(res.body)).toBe('Ya existe un alumno con el RUT 12.345.678-5 en tu colegio.')
    expect((await list(school)).map((a) => a.nombre)).toEqual(['Sofía Pérez'])
  })

  it('lets another school register the same RUT', async () => {
    const a = await createSchool(t)
    const b = await createSchool(t)
    await create(a, { nombre: 'Sofía Pérez', rut: '12345678-5', curso_id: (await insertCourse(t, a, '4° A')).id })
    await create(b, { nombre: 'Sofía Pérez', rut: '12345678-5', curso_id: (await insertCourse(t, b, '4° A')).id })
  })

  it("answers 404 for another school's course and saves nothing", async () => {
    const mine = await createSchool(t)
    const other = await createSchool(t)
    const theirs = await insertCourse(t, other, '4° Básico A')
    const res = await post(mine, { nombre: 'Sofía Pérez', rut: '12345678-5', curso_id: theirs.id })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El curso no existe.')
    expect(await list(mine)).toHaveLength(0)
    expect(await list(other)).toHaveLength(0)
  })

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/alumnos', payload: {} })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/alumnos/', () => {
  async function school3() {
    const school = await createSchool(t)
    const a = await insertCourse(t, school, '4° Básico A')
    const b = await insertCourse(t, school, '4° Básico B')
    await create(school, { nombre: 'Tomás Zúñiga', rut: '11.111.111-1', curso_id: a.id })
    await create(school, { nombre: 'Álvaro Núñez', rut: '22.222.222-2', curso_id: b.id })
    await create(school, { nombre: 'Benjamín Ortiz_100%', rut: '7.654.321-6', curso_id: a.id })
    return { school, a, b }
  }

  it('lists the school’s students alphabetically in Spanish order, each with its course', async () => {
    const { school, a, b } = await school3()
    const other = await createSchool(t)
    await create(other, { nombre: 'Ajeno', rut: '5.126.663-3', curso_id: (await insertCourse(t, other, 'X')).id })
    const rows = await list(school)
    expect(rows.map((r) => r.nombre)).toEqual(['Álvaro Núñez', 'Benjamín Ortiz_100%', 'Tomás Zúñiga'])
    expect(rows.map((r) => r.curso)).toEqual([
      { id: b.id, nombre: '4° Básico B' },
      { id: a.id, nombre: '4° Básico A' },
      { id: a.id, nombre: '4° Básico A' },
    ])
  })

  it('writes each student exactly as GET /alumnos/:id does, every field and type', async () => {
    const { school, a } = await school3()
    await create(school, {
      nombre: 'Ana "la Chica" O\'Higgins \\ Ñuñoa 😀',
      rut: '12345678-5',
      curso_id: a.id,
      fecha_nacimiento: '2016-02-29',
      direccion: 'Av. Grecia 1234, depto. 5 <b>',
      telefono: '+56 9 1111 2222',
      apoderado: 'Carolina Rojas',
      email_apoderado: 'carolina@example.cl',
    })
    for (const query of ['', `?curso_id=${a.id}`, '?q=a']) {
      const res = await t.app.inject({ url: `/api/alumnos/${query}`, headers: school.headers })
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      const listed: unknown[] = JSON.parse(res.body)
      expect(listed.length).toBeGreaterThan(0)
      // The lists are written by PostgreSQL, not by the route's serializer: the contract reads them as they are.
      expect(alumnoList.parse(listed)).toStrictEqual(listed)
      for (const row of listed) {
        const one = await t.app.inject({ url: `/api/alumnos/${(row as { id: number }).id}`, headers: school.headers })
        expect(row).toStrictEqual(JSON.parse(one.body))
      }
    }
    const ana = (await list(school)).find((r) => r.rut === '12.345.678-5')
    expect(ana).toMatchObject({ nombre: 'Ana "la Chica" O\'Higgins \\ Ñuñoa 😀', fecha_nacimiento: '2016-02-29' })
  })

  it('answers an empty list for a school without students', async () => {
    const res = await t.app.inject({ url: '/api/alumnos/', headers: (await createSchool(t)).headers })
    expect(res.body).toBe('[]')
  })

  it('filters by course', async () => {
    const { school, b } = await school3()
    expect((await list(school, `?curso_id=${b.id}`)).map((r) => r.nombre)).toEqual(['Álvaro Núñez'])
  })

  it.each([
    ['a name without accents or case', '?q=NUNEZ', ['Álvaro Núñez']],
    ['two words of the name', '?q=tomas%20zuniga', ['Tomás Zúñiga']],
    ['a formatted RUT', '?q=22.222.222-2', ['Álvaro Núñez']],
    ['part of a RUT', '?q=7654', ['Benjamín Ortiz_100%']],
    ['a % taken literally', '?q=%25', ['Benjamín Ortiz_100%']],
    ['an _ taken literally', '?q=_', ['Benjamín Ortiz_100%']],
    ['nothing that matches', '?q=pedro', []],
  ])('searches by %s', async (_name, query, names) => {
    const { school } = await school3()
    expect((await list(school, query)).map((r) => r.nombre)).toEqual(names)
  })

  it("answers 404 for another school's course, and 422 for a malformed one", async () => {
    const mine = await createSchool(t)
    const other = await createSchool(t)
    const theirs = await insertCourse(t, other, '4° Básico A')
    const res = await t.app.inject({ url: `/api/alumnos/?curso_id=${theirs.id}`, headers: mine.headers })
    expect(res.statusCode).toBe(404)
    const bad = await t.app.inject({ url: '/api/alumnos/?curso_id=abc', headers: mine.headers })
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toContain('número')
  })
})

describe('GET and PUT /api/alumnos/:id', () => {
  async function setup() {
    const school = await createSchool(t)
    const a = await insertCourse(t, school, '4° Básico A')
    const b = await insertCourse(t, school, '5° Básico A', '5° Básico')
    const sofia = await create(school, {
      nombre: 'Sofía Pérez',
      rut: '12345678-5',
      curso_id: a.id,
      telefono: '+56 9 1111 2222',
      apoderado: 'Carolina Rojas',
    })
    return { school, a, b, sofia }
  }

  const put = (school: School, id: number | string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/alumnos/${id}`, headers: school.headers, payload })

  it('updates every field, moves the student to another course and clears optional fields', async () => {
    const { school, b, sofia } = await setup()
    const res = await put(school, sofia.id, {
      nombre: 'Sofía Pérez Rojas',
      rut: '12.345.678-5',
      curso_id: b.id,
      fecha_nacimiento: '2015-12-01',
      direccion: 'Los Aromos 55',
      telefono: '',
      apoderado: null,
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = parse(alumno, res.body)
    expect(updated).toEqual({
      id: sofia.id,
      nombre: 'Sofía Pérez Rojas',
      rut: '12.345.678-5',
      fecha_nacimiento: '2015-12-01',
      direccion: 'Los Aromos 55',
      telefono: null,
      apoderado: null,
      email_apoderado: null,
      curso_id: b.id,
      curso: { id: b.id, nombre: '5° Básico A' },
    })
    const read = await t.app.inject({ url: `/api/alumnos/${sofia.id}`, headers: school.headers })
    expect(parse(alumno, read.body)).toEqual(updated)
  })

  it('answers 409 when the new RUT belongs to another student, and changes nothing', async () => {
    const { school, a, sofia } = await setup()
    await create(school, { nombre: 'Mateo Soto', rut: '11.111.111-1', curso_id: a.id })
    const res = await put(school, sofia.id, { nombre: 'Cambiado', rut: '11111111-1', curso_id: a.id })
    expect(res.statusCode).toBe(409)
    expect(detailOf(res.body)).toContain('11.111.111-1')
    const read = await t.app.inject({ url: `/api/alumnos/${sofia.id}`, headers: school.headers })
    expect(parse(alumno, read.body)).toEqual(sofia)
  })

  it('answers 422 for bad input and changes nothing', async () => {
    const { school, a, sofia } = await setup()
    const res = await put(school, sofia.id, { nombre: 'Sofía', rut: '12345678-0', curso_id: a.id })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toBe(rutMessage)
    const read = await t.app.inject({ url: `/api/alumnos/${sofia.id}`, headers: school.headers })
    expect(parse(alumno, read.body)).toEqual(sofia)
  })

  it("answers 404 for another school's student or course and changes nothing", async () => {
    const { school, a, sofia } = await setup()
    const other = await createSchool(t)
    const theirCourse = await insertCourse(t, other, '4° Básico A')
    expect((await t.app.inject({ url: `/api/alumnos/${sofia.id}`, headers: other.headers })).statusCode).toBe(404)
    const foreignPut = await put(other, sofia.id, { nombre: 'Robado', rut: '12345678-5', curso_id: theirCourse.id })
    expect(foreignPut.statusCode).toBe(404)
    expect(detailOf(foreignPut.body)).toBe('El alumno no existe.')
    const toTheirCourse = await put(school, sofia.id, { nombre: 'Sofía', rut: '12345678-5', curso_id: theirCourse.id })
    expect(toTheirCourse.statusCode).toBe(404)
    expect(detailOf(toTheirCourse.body)).toBe('El curso no existe.')
    const read = await t.app.inject({ url: `/api/alumnos/${sofia.id}`, headers: school.headers })
    expect(parse(alumno, read.body)).toEqual({ ...sofia, curso_id: a.id })
  })

  it.each([
    ['an id that does not exist', '999999', 404],
    ['an id that is not a number', 'abc', 422],
  ])('answers %s with a Spanish detail', async (_name, id, status) => {
    const school = await createSchool(t)
    const res = await t.app.inject({ url: `/api/alumnos/${id}`, headers: school.headers })
    expect(res.statusCode).toBe(status)
    expect(detailOf(res.body)).toMatch(/[a-záéíóú]/i)
  })
})
