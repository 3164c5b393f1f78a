import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formatRut } from '@/domain/rut'
import { SessionCache, sessionCacheMs } from '../../server/plugins/authenticate'
import { createSerializerCompiler, SerializerMismatchError } from '../../server/plugins/serializer'
import { createSchool, createTestApp, type TestApp } from './helpers'

let t: TestApp
let auth: { authorization: string }
let cursoId: number

const student = (nombre: string, rut: string) => ({
  nombre,
  rut,
  curso_id: cursoId,
  fecha_nacimiento: null,
  direccion: null,
  telefono: null,
  apoderado: null,
})

beforeAll(async () => {
  t = await createTestApp()
  const school = await createSchool(t)
  auth = school.headers
  const curso = await t.app.inject({
    method: 'POST',
    url: '/api/cursos',
    headers: auth,
    payload: { nombre: '4° Básico A', nivel: '4° Básico' },
  })
  expect(curso.statusCode).toBe(201)
  cursoId = curso.json().id
}, 120_000)

afterAll(async () => {
  await t?.close()
})

describe('response serialisers', () => {
  it('every route and status has a fast-json-stringify serialiser, except files (a Buffer, sent as is)', () => {
    const serializers = t.app.serializers
    expect(serializers.length).toBeGreaterThan(50)
    const zodOnly = serializers.filter((s) => !s.compile())
    // The files answer with a Buffer, which Fastify sends without serialising.
    expect(zodOnly.map((s) => `${s.method} ${s.url}`)).toContain('GET /api/asistencia/curso/:id/mes/:archivo')
    for (const s of zodOnly) {
      expect(s.schema?.safeParse(Buffer.from('x')).success, `${s.method} ${s.url} ${s.status}`).toBe(true)
      expect(s.schema?.safeParse({}).success, `${s.method} ${s.url} ${s.status}`).toBe(false)
    }
  })

  it('in checking mode a response fast-json-stringify would write differently from zod is refused', () => {
    const compile = createSerializerCompiler({ check: true })
    const route = (schema: z.ZodType) =>
      compile({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof compile>[0])
    const serialize = route(z.object({ nombre: z.string(), curso: z.object({ id: z.number() }).nullable() }))
    expect(JSON.parse(serialize({ nombre: 'Ñuñoa "centro"', curso: null, extra: 1 }))).toEqual({
      nombre: 'Ñuñoa "centro"',
      curso: null,
    })
    // fast-json-stringify alone would write "" for a null string; zod refuses it.
    expect(() => serialize({ nombre: null, curso: null })).toThrow()
    const union = route(z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]))
    expect(union({ b: 'x' })).toBe('{"b":"x"}')
    const number = route(z.object({ n: z.number() }))
    expect(() => number({ n: '12' })).toThrow()
    const plain = createSerializerCompiler({ check: false })({
      schema: z.object({ n: z.number() }),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    } as Parameters<typeof compile>[0])
    // Without checking, the fast serialiser writes the schema's shape and nothing else.
    expect(plain({ n: 3, secreto: 'x' })).toBe('{"n":3}')
    expect(SerializerMismatchError).toBeDefined()
  })
})

describe('students list', () => {
  it('is in Spanish alphabetical order (Á with A, Ñ after N, any case) with the RUT formatted by the database', async () => {
    const names = [
      'Zoe Fuentes',
      'óscar Paredes',
      'Ñandú Rojas',
      'nicolás Vera',
      'Oscar Araya',
      'Álvaro Díaz',
      'alberto Soto',
      'Ana María Núñez',
      'Nuñez Pía',
      'Nuno Tapia',
      'Nuzo Ríos',
      'Émilie Castro',
      'ema Pinto',
    ]
    const ruts = ['11111111-1', '12345678-5', '1234567-4', '5126663-3', '987654-5']
    for (const [i, nombre] of names.entries()) {
      // RUTs of different lengths, the rest valid numbers with their check digit.
      const rut = ruts[i] ?? `${20_000_000 + i}-${checkDigit(20_000_000 + i)}`
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/alumnos',
        headers: auth,
        payload: student(nombre, rut),
      })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().rut).toBe(formatRut(rut))
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/alumnos/', headers: auth })
    expect(res.statusCode).toBe(200)
    const list = res.json() as { nombre: string; rut: string }[]
    expect(list.map((a) => a.nombre)).toEqual([
      'alberto Soto',
      'Álvaro Díaz',
      'Ana María Núñez',
      'ema Pinto',
      'Émilie Castro',
      'nicolás Vera',
      'Nuno Tapia',
      'Nuñez Pía',
      'Nuzo Ríos',
      'Ñandú Rojas',
      'Oscar Araya',
      'óscar Paredes',
      'Zoe Fuentes',
    ])
    for (const a of list) expect(a.rut).toMatch(/^\d{1,3}(\.\d{3})*-[\dK]$/)
    expect(list.map((a) => a.rut)).toContain('12.345.678-5')
    expect(list.map((a) => a.rut)).toContain('1.234.567-4')
    expect(list.map((a) => a.rut)).toContain('987.654-5')

    const course = await t.app.inject({ method: 'GET', url: `/api/cursos/${cursoId}`, headers: auth })
    expect(course.json().alumnos.map((a: { nombre: string }) => a.nombre)).toEqual(list.map((a) => a.nombre))
    expect(course.json().alumnos.map((a: { rut: string }) => a.rut)).toEqual(list.map((a) => a.rut))
  })
})

describe('conditional GET', () => {
  it('a list carries a weak ETag; the same tag answers 304 without a body until the list changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/alumnos/', headers: auth })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/alumnos/',
      headers: { ...auth, 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/alumnos/',
      headers: { ...auth, 'if-none-match': 'W/"otro"' },
    })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(first.body)

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos',
      headers: auth,
      payload: student('Beatriz Nueva', '7654321-6'),
    })
    expect(created.statusCode, created.body).toBe(201)
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/alumnos/',
      headers: { ...auth, 'if-none-match': etag },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().map((a: { nombre: string }) => a.nombre)).toContain('Beatriz Nueva')
  })

  it('errors and writes carry no ETag', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/alumnos/999999', headers: auth })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos',
      headers: auth,
      payload: student('Carla Escritura', '6543210-2'),
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.headers.etag).toBeUndefined()
  })
})

describe('compression', () => {
  it('JSON is sent with brotli or gzip when the client accepts it, and as is otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/alumnos/', headers: auth })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/alumnos/',
      headers: { ...auth, 'accept-encoding': 'br, gzip' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json())

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/alumnos/',
      headers: { ...auth, 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json())
    expect(gzip.headers.etag).toBe(plain.headers.etag)
  })
})

const session = (id: number) => ({
  userId: id,
  colegioId: id,
  sessionId: `sesion-${id}`,
  sesionVersion: 0,
  rol: 'utp' as const,
  estado: 'activo' as const,
  cursoIds: null,
})

describe('session cache', () => {
  it('keeps a verified token for a few seconds, never past its expiry', () => {
    let now = 1_000_000
    const cache = new SessionCache(() => now)
    cache.set('a', session(1), now + 60_000)
    cache.set('b', session(2), now + 1_000)
    expect(cache.get('a')).toEqual(session(1))
    expect(cache.get('b')).toEqual(session(2))
    now += 1_000
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toEqual(session(1))
    now += sessionCacheMs
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('otro')).toBeUndefined()
  })

  it('verifies a token once for the requests that arrive while it is verified, never across a sign-out', async () => {
    let now = 1_000_000
    const cache = new SessionCache(() => now)
    const started: ((s: ReturnType<typeof session>) => void)[] = []
    const verify = () => new Promise<ReturnType<typeof session>>((resolve) => started.push(resolve))
    const first = cache.verify('a', now + 60_000, verify)
    const second = cache.verify('a', now + 60_000, verify)
    expect(started).toHaveLength(1)
    started[0]!(session(1))
    expect(await first).toEqual(session(1))
    expect(await second).toEqual(session(1))
    expect(cache.get('a')).toEqual(session(1))

    // A failed verification fails every request waiting for it, and the next one verifies again.
    now += sessionCacheMs
    const failing = cache.verify('a', now + 60_000, () => Promise.reject(new Error('firma inválida')))
    const joined = cache.verify('a', now + 60_000, verify)
    await expect(failing).rejects.toThrow('firma inválida')
    await expect(joined).rejects.toThrow('firma inválida')
    expect(cache.get('a')).toBeUndefined()

    // A verification under way when the user's sessions change is not shared afterwards, nor kept.
    const before = cache.verify('a', now + 60_000, verify)
    expect(started).toHaveLength(2)
    cache.forgetUser(1)
    const after = cache.verify('a', now + 60_000, verify)
    expect(started).toHaveLength(3)
    started[1]!(session(1))
    expect(await before).toEqual(session(1))
    expect(cache.get('a')).toBeUndefined()
    started[2]!(session(1))
    expect(await after).toEqual(session(1))
    expect(cache.get('a')).toEqual(session(1))
  })

  it('a cached token answers only for its own user and school, and an expired one is refused', async () => {
    const other = await createSchool(t)
    const mine = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })
    const theirs = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers })
    expect(mine.statusCode).toBe(200)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json().id).not.toBe(mine.json().id)
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })
    expect(again.json().id).toBe(mine.json().id)
    const theirList = await t.app.inject({ method: 'GET', url: '/api/alumnos/', headers: other.headers })
    expect(theirList.json()).toEqual([])

    // A token already expired is never cached: it is refused every time.
    const me = mine.json() as { id: number }
    const { payload } = decodeClaims(auth.authorization)
    const expired = await signExpired({ userId: me.id, colegioId: payload.col as number }, t.config.jwtSecret)
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${expired}` },
      })
      expect(res.statusCode).toBe(401)
    }
  })
})

function decodeClaims(header: string) {
  const token = header.replace(/^Bearer\s+/i, '')
  return {
    payload: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>,
  }
}

async function signExpired(claims: { userId: number; colegioId: number }, secret: Uint8Array) {
  const { SignJWT } = await import('jose')
  return new SignJWT({ col: claims.colegioId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .setIssuer('pizarra')
    .sign(secret)
}

/** The check digit of a RUT body (modulo 11). */
function checkDigit(body: number) {
  let sum = 0
  let factor = 2
  for (const d of String(body).split('').reverse()) {
    sum += Number(d) * factor
    factor = factor === 7 ? 2 : factor + 1
  }
  const r = 11 - (sum % 11)
  return r === 11 ? '0' : r === 10 ? 'K' : String(r)
}
