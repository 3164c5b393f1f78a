import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { colegioLookup, me, tokenResponse } from '@/api/contract/auth'
import { messageResponse } from '@/api/contract/fields'
import {
  addMember,
  createSchool,
  createTestApp,
  databaseFingerprint,
  detailOf,
  login,
  parse,
  type TestApp,
  testPassword,
  urlEncoded,
} from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /api/auth/login', () => {
  it('returns a bearer token for the right password, case-insensitive on the email', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...urlEncoded({ username: school.email.toUpperCase(), password: testPassword }),
    })
    expect(res.statusCode).toBe(200)
    expect(parse(tokenResponse, res.body).token_type).toBe('bearer')
  })

  it('answers 401 with the same Spanish message for a wrong password and an unknown email', async () => {
    const school = await createSchool(t)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...urlEncoded({ username: school.email, password: 'otra-clave' }),
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...urlEncoded({ username: 'nadie@prueba.cl', password: 'otra-clave' }),
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(detailOf(wrong.body)).toBe('Correo o contraseña incorrectos.')
    expect(detailOf(unknown.body)).toBe(detailOf(wrong.body))
  })

  it.each([
    ['no body', undefined, 'application/x-www-form-urlencoded'],
    ['empty fields', 'username=&password=', 'application/x-www-form-urlencoded'],
    ['a bad email', 'username=no-es-correo&password=x', 'application/x-www-form-urlencoded'],
    ['malformed JSON', '{"username":', 'application/json'],
    ['an unsupported type', 'hola', 'text/plain'],
  ])('answers a 4xx with a Spanish detail for %s', async (_name, payload, type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': type },
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(detailOf(res.body)).toMatch(/[a-záéíóúñ]/i)
  })
})

describe('GET /api/auth/me', () => {
  it('describes the user, the school and the allowance of its plan', async () => {
    const school = await createSchool(t, { plan: 'starter', nombre: 'Liceo Bicentenario' })
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: school.headers })
    expect(res.statusCode).toBe(200)
    const body = parse(me, res.body)
    expect(body).toMatchObject({
      email: school.email,
      plan: 'starter',
      evaluaciones_usadas: 0,
      evaluaciones_extra: 0,
      evaluaciones_disponibles: 25,
      colegio: { nombre: 'Liceo Bicentenario', codigo: school.colegio.codigo },
    })
  })

  it('gives the school code to the administrador and the UTP only: never to a docente or a pending member, the replaced code neither', async () => {
    const school = await createSchool(t)
    const members = {
      utp: await addMember(t, school, { rol: 'utp' }),
      docente: await addMember(t, school, { rol: 'docente' }),
      'utp pendiente': await addMember(t, school, { rol: 'utp', estado: 'pendiente' }),
      'docente pendiente': await addMember(t, school, { rol: 'docente', estado: 'pendiente' }),
    }
    const codeOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.body).not.toContain(school.colegio.codigo)
      return parse(me, res.body).colegio.codigo
    }
    const replaced = await t.app.inject({ method: 'POST', url: '/api/colegio/codigo', headers: school.headers })
    expect(replaced.statusCode).toBe(200)
    const nuevo = (replaced.json() as { codigo: string }).codigo
    expect(nuevo).not.toBe(school.colegio.codigo)
    const seen = Object.fromEntries(
      await Promise.all(Object.entries(members).map(async ([who, m]) => [who, await codeOf(m.headers)] as const)),
    )
    expect(seen).toEqual({ utp: nuevo, docente: null, 'utp pendiente': null, 'docente pendiente': null })
    expect(await codeOf(school.headers)).toBe(nuevo)
    for (const m of [members.docente, members['utp pendiente'], members['docente pendiente']]) {
      const rotate = await t.app.inject({ method: 'POST', url: '/api/colegio/codigo', headers: m.headers })
      expect(rotate.statusCode).toBe(403)
      expect(rotate.body).not.toContain(nuevo)
    }
  })

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer abc.def.ghi'],
    ['a token signed with another secret', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiY29sIjoxfQ.c2lnbmF0dXJh'],
  ])('answers 401 with %s', async (_name, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    })
    expect(res.statusCode).toBe(401)
    expect(detailOf(res.body)).toMatch(/sesión/)
  })
})

describe('POST /api/usuarios/', () => {
  it('joins the school of the code and can then sign in', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/',
      payload: {
        nombre: 'Pedro Araya',
        email: 'pedro@prueba.cl',
        password: 'profe-2026',
        codigo_colegio: school.colegio.codigo.toLowerCase(),
        rol: 'utp',
      },
    })
    expect(res.statusCode).toBe(201)
    expect(parse(messageResponse, res.body).message).toBe('Usuario registrado correctamente')
    const token = await login(t.app, 'pedro@prueba.cl', 'profe-2026')
    const who = parse(
      me,
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).body,
    )
    // Waiting for approval, they do not read the code that lets anyone join the school.
    expect(who.colegio).toEqual({ nombre: school.colegio.nombre, codigo: null })
    // The school's administrador approves them before they see any student.
    expect(who).toMatchObject({ rol: 'utp', estado: 'pendiente' })
  })

  it('answers an email that already has an account as a new one, changing nothing, and an unknown code with 404', async () => {
    const school = await createSchool(t)
    const base = { nombre: 'Otra Persona', password: 'profe-2026', rol: 'utp' }
    const other = await createSchool(t)
    const before = await databaseFingerprint(t.db)
    // An e-mail of this school, and of another one: nobody learns that either has an account.
    for (const email of [school.email, other.email.toUpperCase()]) {
      const dup = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios',
        payload: { ...base, email, codigo_colegio: school.colegio.codigo },
      })
      expect(dup.statusCode).toBe(201)
      expect(parse(messageResponse, dup.body).message).toBe('Usuario registrado correctamente')
    }
    expect(await databaseFingerprint(t.db)).toBe(before)
    // The owners still sign in with their own passwords.
    await login(t.app, school.email, testPassword)
    await login(t.app, other.email, testPassword)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: { ...base, email: 'nueva@prueba.cl', codigo_colegio: 'ZZZZZZZZ' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(detailOf(unknown.body)).toMatch(/código/)
  })

  it('names every invalid field in Spanish and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: { nombre: ' ', email: 'x', password: '1', codigo_colegio: 'ab', rol: 'admin' },
    })
    expect(res.statusCode).toBe(422)
    const detail = detailOf(res.body)
    for (const part of ['nombre', 'correo', 'contraseña', 'código', 'rol']) expect(detail).toContain(part)
  })
})

describe('GET /api/colegios/:codigo', () => {
  it('returns the school name for a known code and 404 for an unknown one', async () => {
    const school = await createSchool(t, { nombre: 'Escuela Los Aromos' })
    const found = await t.app.inject({ method: 'GET', url: `/api/colegios/${school.colegio.codigo}` })
    expect(parse(colegioLookup, found.body)).toEqual({ nombre: 'Escuela Los Aromos' })
    const missing = await t.app.inject({ method: 'GET', url: '/api/colegios/QQQQQQQQ' })
    expect(missing.statusCode).toBe(404)
    expect(detailOf(missing.body)).toMatch(/colegio/)
  })

  it('is rate-limited', async () => {
    const limited = await createTestApp({ rateLimit: true })
    try {
      const codes = await Promise.all(
        Array.from({ length: 35 }, () =>
          limited.app.inject({ method: 'GET', url: '/api/colegios/QQQQQQQQ' }).then((r) => r.statusCode),
        ),
      )
      expect(codes).toContain(429)
    } finally {
      await limited.close()
    }
  })
})

describe('the rest of the API', () => {
  it('answers unknown paths with a Spanish 404 and health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El recurso no existe.')
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.json()).toEqual({ status: 'ok', database: t.database.kind })
    expect(health.headers['x-request-id']).toBeTruthy()
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    // Errors and answers without a route carry them too.
    for (const answer of [res, await t.app.inject({ method: 'GET', url: '/api/auth/me' })]) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-request-id']).toBeTruthy()
    }
  })
})
