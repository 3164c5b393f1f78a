import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedDocument } from '@/api/contract/documentos'
import { messages } from '@/domain/messages'
import { sesionesCerradas, usuarios } from '../../server/db/schema'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  download,
  login,
  parse,
  type TestApp,
  testPassword,
} from './helpers'

const publicUrl = 'https://pizarra.colegio.cl'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { PUBLIC_URL: publicUrl })
})
afterAll(() => t.close())

const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })

describe('POST /api/auth/logout ("Cerrar sesión")', () => {
  it('ends this session on the server: its token answers 401, another session of the member goes on', async () => {
    const school = await createSchool(t)
    const other = `Bearer ${await login(t.app, school.email, testPassword)}`
    // Both sessions were used (and cached) before.
    expect((await me(school.headers.authorization)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: school.headers })
    expect(out.statusCode).toBe(204)
    const after = await me(school.headers.authorization)
    expect(after.statusCode).toBe(401)
    expect(detailOf(after.body)).toBe(messages.access.sessionEnded)
    expect((await me(other)).statusCode).toBe(200)
    // Signing out twice: the token is already refused.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: school.headers })).statusCode).toBe(
      401,
    )
  })

  it('is refused on another instance too once its short cache passes (the row is in the database)', async () => {
    const school = await createSchool(t)
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: school.headers })
    // Another instance has no cache of this token: it reads the closed session.
    t.app.sessions.forgetUser(school.user.id)
    expect((await me(school.headers.authorization)).statusCode).toBe(401)
    const rows = await t.db.select().from(sesionesCerradas).where(eq(sesionesCerradas.usuarioId, school.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.expiraEn.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000)
  })
})

describe('tokens', () => {
  const now = () => Math.floor(Date.now() / 1000)
  async function sign(claims: { sub: string; col: number; sv: number }, shape: (jwt: SignJWT) => SignJWT) {
    return shape(
      new SignJWT({ col: claims.col, sv: claims.sv }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub),
    )
      .setIssuer('pizarra')
      .sign(t.config.jwtSecret)
  }

  it('refuses a token without exp, with exp beyond 12 h, with iat in the future, without iat or without a session id', async () => {
    const school = await createSchool(t)
    const claims = { sub: String(school.user.id), col: school.colegio.id, sv: 0 }
    const cases = {
      'well formed (control)': (j: SignJWT) => j.setJti(randomUUID()).setIssuedAt().setExpirationTime('1h'),
      'no exp': (j: SignJWT) => j.setJti(randomUUID()).setIssuedAt(),
      'exp 13 h after iat': (j: SignJWT) => j.setJti(randomUUID()).setIssuedAt().setExpirationTime('13h'),
      'exp a year after iat': (j: SignJWT) => j.setJti(randomUUID()).setIssuedAt().setExpirationTime('365d'),
      'iat in 10 minutes': (j: SignJWT) =>
        j
          .setJti(randomUUID())
          .setIssuedAt(now() + 600)
          .setExpirationTime(now() + 3600),
      'iat 13 h ago, still unexpired': (j: SignJWT) =>
        j
          .setJti(randomUUID())
          .setIssuedAt(now() - 13 * 3600)
          .setExpirationTime(now() + 3600),
      'no iat': (j: SignJWT) => j.setJti(randomUUID()).setExpirationTime('1h'),
      'no session id': (j: SignJWT) => j.setIssuedAt().setExpirationTime('1h'),
    }
    const answers: Record<string, number> = {}
    for (const [name, shape] of Object.entries(cases)) {
      answers[name] = (await me(`Bearer ${await sign(claims, shape)}`)).statusCode
    }
    expect(answers).toEqual({
      'well formed (control)': 200,
      'no exp': 401,
      'exp 13 h after iat': 401,
      'exp a year after iat': 401,
      'iat in 10 minutes': 401,
      'iat 13 h ago, still unexpired': 401,
      'no iat': 401,
      'no session id': 401,
    })
  })
})

describe('signed download links', () => {
  async function makeDocument(headers: Record<string, string>, extra: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/simce/generar-word',
      headers: { ...headers, ...extra },
      payload: { asignatura: 'Matemática', nivel: '4° Básico', cantidad: 2 },
    })
    expect(res.statusCode, res.body).toBe(200)
    return parse(generatedDocument, res.body).gcs_url
  }

  it('are built from PUBLIC_URL, never from the Host header or X-Forwarded-Host', async () => {
    const school = await createSchool(t)
    const url = await makeDocument(school.headers, {
      host: 'atacante.example',
      'x-forwarded-host': 'atacante.example',
      'x-forwarded-proto': 'http',
    })
    expect(url.startsWith(`${publicUrl}/api/files/${school.colegio.id}/`)).toBe(true)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { ...school.headers, host: 'atacante.example' },
    })
    expect(list.body).not.toContain('atacante')
    expect(list.json()[0].gcs_url.startsWith(publicUrl)).toBe(true)
  })

  it('carry their member and session: another member or session cannot be written into one', async () => {
    const school = await createSchool(t)
    const colleague = await addMember(t, school, { rol: 'utp' })
    const url = new URL(await makeDocument(school.headers))
    expect(url.searchParams.get('u')).toBe(String(school.user.id))
    expect((await download(t.app, url.toString())).statusCode).toBe(200)
    const forged = new URL(url)
    forged.searchParams.set('u', String(colleague.user.id))
    expect((await download(t.app, forged.toString())).statusCode).toBe(403)
    const otherSession = new URL(url)
    otherSession.searchParams.set('s', randomUUID())
    expect((await download(t.app, otherSession.toString())).statusCode).toBe(403)
  })

  it.each([
    [
      'the member is suspended',
      async (m: Awaited<ReturnType<typeof addMember>>, admin: Record<string, string>) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/miembros/${m.user.id}`,
          headers: admin,
          payload: { estado: 'suspendido' },
        })
        expect(res.statusCode, res.body).toBe(200)
      },
      401,
    ],
    [
      'the member signs out everywhere',
      async (m: Awaited<ReturnType<typeof addMember>>) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/cerrar-sesiones', headers: m.headers })
        expect(res.statusCode).toBe(204)
      },
      401,
    ],
    [
      'the member signs out of that session',
      async (m: Awaited<ReturnType<typeof addMember>>) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: m.headers })
        expect(res.statusCode).toBe(204)
      },
      401,
    ],
    [
      'the UTP is made a docente',
      async (m: Awaited<ReturnType<typeof addMember>>, admin: Record<string, string>) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/miembros/${m.user.id}`,
          headers: admin,
          payload: { rol: 'docente' },
        })
        expect(res.statusCode, res.body).toBe(200)
      },
      403,
    ],
  ])('stop working at once when %s', async (_name, change, status) => {
    const school = await createSchool(t)
    const utp = await addMember(t, school, { rol: 'utp' })
    const url = await makeDocument(utp.headers)
    expect((await download(t.app, url)).statusCode).toBe(200)
    await change(utp, school.headers)
    const res = await download(t.app, url)
    expect(res.statusCode, res.body).toBe(status)
    expect(res.rawPayload.subarray(0, 2).toString()).not.toBe('PK')
    // The member is still there (or signs in again) and gets a new link that works, unless suspended.
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, utp.user.id))
    if (row!.estado !== 'suspendido') {
      const fresh = `Bearer ${await login(t.app, utp.email, testPassword)}`
      const list = await t.app.inject({ method: 'GET', url: '/api/documents', headers: { authorization: fresh } })
      expect((await download(t.app, list.json()[0].gcs_url)).statusCode).toBe(200)
    }
  })
})
