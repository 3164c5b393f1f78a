import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { me } from '@/api/contract/auth'
import { messageResponse } from '@/api/contract/fields'
import type { Mailer, MailMessage } from '../../server/adapters/mail/mailer'
import { resetTokens } from '../../server/db/schema'
import { sha256 } from '../../server/security'
import { createSchool, createTestApp, detailOf, login, parse, type TestApp, testPassword } from './helpers'

/** Keeps what the app sends, instead of mailing it. */
const sent: MailMessage[] = []
const recordingMailer: Mailer = {
  kind: 'outbox',
  send: async (message) => void sent.push(message),
  close: () => {},
}

let now = new Date('2026-05-10T14:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ mailer: recordingMailer, clock: () => now }, { PUBLIC_URL: 'https://pizarra.example.cl' })
})
afterAll(() => t.close())
beforeEach(() => {
  sent.length = 0
})

const tryLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

async function forgot(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
  await t.app.account.settled()
  return res
}

const tokenOf = (message: MailMessage) => {
  const match = message.text.match(/https:\/\/pizarra\.example\.cl\/reset-password\/([\w-]+)/)
  if (!match) throw new Error(`no link in ${message.text}`)
  return match[1]!
}

const resetWith = (token: unknown, new_password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password-link', payload: { token, new_password } as object })

describe('PUT /api/usuarios/actualizar', () => {
  it('changes the name and the email; the new email signs in', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/actualizar',
      headers: school.headers,
      payload: { nombre: '  Ana María Rojas ', email: 'Ana.Rojas@Liceo.cl' },
    })
    expect(res.statusCode).toBe(200)
    expect(parse(messageResponse, res.body).message).toBe('Información actualizada')
    const who = parse(me, (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: school.headers })).body)
    expect(who).toMatchObject({ nombre: 'Ana María Rojas', email: 'ana.rojas@liceo.cl' })
    expect((await tryLogin('ana.rojas@liceo.cl', testPassword)).statusCode).toBe(200)
    expect((await tryLogin(school.email, testPassword)).statusCode).toBe(401)
  })

  it("keeps the user's own email and refuses another account's (409)", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/actualizar',
      headers: school.headers,
      payload: { nombre: 'Nombre Nuevo', email: school.email },
    })
    expect(same.statusCode).toBe(200)
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/actualizar',
      headers: school.headers,
      payload: { nombre: 'Nombre Nuevo', email: other.email.toUpperCase() },
    })
    expect(taken.statusCode).toBe(409)
    expect(detailOf(taken.body)).toBe('Ya existe una cuenta con ese correo.')
  })

  it('refuses empty fields and a bad email in Spanish, and needs a session', async () => {
    const school = await createSchool(t)
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/actualizar',
      headers: school.headers,
      payload: { nombre: ' ', email: 'sin-arroba' },
    })
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toContain('El nombre es obligatorio.')
    expect(detailOf(bad.body)).toContain('El correo no es válido.')
    const who = parse(me, (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: school.headers })).body)
    expect(who.email).toBe(school.email)
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/usuarios/actualizar',
      payload: { nombre: 'X', email: 'x@x.cl' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('POST /api/auth/reset-password (signed in)', () => {
  it('changes the password when the current one is right', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: school.headers,
      payload: { old_password: testPassword, new_password: 'nueva-clave-2026' },
    })
    expect(res.statusCode).toBe(200)
    expect(parse(messageResponse, res.body).message).toBe('Contraseña actualizada')
    expect((await tryLogin(school.email, 'nueva-clave-2026')).statusCode).toBe(200)
    expect((await tryLogin(school.email, testPassword)).statusCode).toBe(401)
  })

  it('refuses a wrong current password with 400 (not 401: the session stays) and a short new one', async () => {
    const school = await createSchool(t)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: school.headers,
      payload: { old_password: 'no-es-esta', new_password: 'nueva-clave-2026' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(detailOf(wrong.body)).toBe('La contraseña actual no es correcta.')
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: school.headers,
      payload: { old_password: testPassword, new_password: 'corta' },
    })
    expect(short.statusCode).toBe(422)
    expect(detailOf(short.body)).toBe('La nueva contraseña debe tener al menos 8 caracteres.')
    expect((await tryLogin(school.email, testPassword)).statusCode).toBe(200)
  })
})

describe('password recovery', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const school = await createSchool(t)
    const known = await forgot(school.email.toUpperCase())
    const unknown = await forgot('nadie-registrado@prueba.cl')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(parse(messageResponse, known.body).message).toMatch(/Si el correo está registrado/)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: school.email, subject: 'Restablece tu contraseña de Pizarra' })
    expect(sent[0]!.html).toContain(`href="https://pizarra.example.cl/reset-password/${tokenOf(sent[0]!)}"`)
    expect(sent[0]!.text).toContain('Hola Usuaria:')
    expect(sent[0]!.text).toContain('1 hora')
  })

  it('stores only the hash of the token, valid for one hour', async () => {
    const school = await createSchool(t)
    await forgot(school.email)
    const token = tokenOf(sent[0]!)
    const rows = await t.db.select().from(resetTokens).where(eq(resetTokens.usuarioId, school.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(sha256(token))
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(rows[0]!.expiresAt.getTime() - now.getTime()).toBe(60 * 60 * 1000)
  })

  it('sets the new password once with the link; the token then stops working', async () => {
    const school = await createSchool(t)
    await forgot(school.email)
    const token = tokenOf(sent[0]!)
    const res = await resetWith(token, 'recuperada-2026')
    expect(res.statusCode).toBe(200)
    expect(parse(messageResponse, res.body).message).toBe('Contraseña actualizada')
    await login(t.app, school.email, 'recuperada-2026')
    const again = await resetWith(token, 'otra-clave-2026')
    expect(again.statusCode).toBe(400)
    expect(detailOf(again.body)).toBe('Token inválido o expirado.')
    expect((await tryLogin(school.email, 'otra-clave-2026')).statusCode).toBe(401)
  })

  it('refuses a token after one hour', async () => {
    const school = await createSchool(t)
    await forgot(school.email)
    const token = tokenOf(sent[0]!)
    const issued = now
    now = new Date(issued.getTime() + 61 * 60 * 1000)
    try {
      const res = await resetWith(token, 'tarde-2026-clave')
      expect(res.statusCode).toBe(400)
      expect(detailOf(res.body)).toBe('Token inválido o expirado.')
    } finally {
      now = issued
    }
    expect((await tryLogin(school.email, testPassword)).statusCode).toBe(200)
  })

  it('retires the other links of the user once one is used', async () => {
    const school = await createSchool(t)
    await forgot(school.email)
    await forgot(school.email)
    expect(sent).toHaveLength(2)
    const [first, second] = sent.map(tokenOf)
    expect(first).not.toBe(second)
    expect((await resetWith(second, 'segunda-2026-clave')).statusCode).toBe(200)
    expect((await resetWith(first, 'primera-2026-clave')).statusCode).toBe(400)
  })

  it('lets only one of simultaneous uses of a token win', async () => {
    const school = await createSchool(t)
    await forgot(school.email)
    const token = tokenOf(sent[0]!)
    const codes = await Promise.all(
      ['carrera-uno-2026', 'carrera-dos-2026', 'carrera-tres-2026'].map((p) =>
        resetWith(token, p).then((r) => r.statusCode),
      ),
    )
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 400)).toHaveLength(2)
  })

  it('answers unknown, empty and malformed tokens and short passwords in Spanish', async () => {
    const unknown = await resetWith('x'.repeat(43), 'valida-2026-clave')
    expect(unknown.statusCode).toBe(400)
    expect(detailOf(unknown.body)).toBe('Token inválido o expirado.')
    const empty = await resetWith('', 'valida-2026-clave')
    expect(empty.statusCode).toBe(422)
    expect(detailOf(empty.body)).toBe('Token inválido o expirado.')
    const short = await resetWith('x'.repeat(43), '123')
    expect(short.statusCode).toBe(422)
    expect(detailOf(short.body)).toBe('La contraseña debe tener al menos 8 caracteres.')
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: '' } })
    expect(noEmail.statusCode).toBe(422)
    expect(detailOf(noEmail.body)).toBe('El correo es obligatorio.')
  })

  it('rate-limits forgot-password', async () => {
    const limited = await createTestApp({ rateLimit: true, mailer: recordingMailer })
    try {
      const codes: number[] = []
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'nadie@prueba.cl' },
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
      expect(codes.at(-1)).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
