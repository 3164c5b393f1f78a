import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Mailer, MailMessage } from '../../server/adapters/mail/mailer'
import { accountLoginLimit } from '../../server/modules/auth/routes'
import { createSchool, createTestApp, detailOf, type TestApp, testPassword, urlEncoded } from './helpers'

/** Keeps what the app sends, instead of mailing it. */
const sent: MailMessage[] = []
const recordingMailer: Mailer = {
  kind: 'outbox',
  send: async (message) => void sent.push(message),
  close: () => {},
}
const publicUrl = 'https://pizarra.example.cl'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ mailer: recordingMailer, rateLimit: true }, { PUBLIC_URL: publicUrl })
})
afterAll(() => t.close())
beforeEach(() => {
  sent.length = 0
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
}

describe('registration with a school code', () => {
  it('answers a new and an existing e-mail the same; the owner of the existing one gets an e-mail', async () => {
    const school = await createSchool(t)
    const register = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/',
        remoteAddress,
        payload: {
          nombre: 'Pedro Araya',
          email,
          password: 'profe-2026',
          codigo_colegio: school.colegio.codigo,
          rol: 'utp',
        },
      })
    const fresh = await register('pedro.araya@prueba.cl', '10.0.1.1')
    const existing = await register(school.email.toUpperCase(), '10.0.1.2')
    expect(existing.statusCode).toBe(fresh.statusCode)
    expect(existing.body).toBe(fresh.body)
    await until(() => sent.length > 0)
    expect(sent.map((m) => m.to)).toEqual([school.email])
    expect(sent[0]!.subject).toBe('Alguien intentó crear una cuenta de Pizarra con tu correo')
    expect(sent[0]!.text).toContain('No se creó ninguna')
    expect(sent[0]!.link).toBe(`${publicUrl}/login`)
    // Nothing of the attempt is in the message that the attempt could have planted (not the name typed).
    expect(sent[0]!.text).not.toContain('Pedro')
  })
})

describe('sign-in limit per account', () => {
  const attempt = (email: string, remoteAddress: string, password = 'clave-equivocada') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      ...urlEncoded({ username: email, password }),
    })

  it('stops 30 wrong passwords a minute from three addresses at the limit, for known and unknown e-mails alike, and warns the owner once', async () => {
    const school = await createSchool(t)
    const unknown = 'nadie-aqui@prueba.cl'
    const run = async (email: string, network: string) => {
      const codes: number[] = []
      const details: string[] = []
      for (let i = 0; i < 30; i++) {
        const res = await attempt(email, `${network}.${(i % 3) + 1}`)
        codes.push(res.statusCode)
        details.push(detailOf(res.body).replace(/\d+ segundos/, 'N segundos'))
      }
      return { codes, details }
    }
    // createSchool signed in once: one attempt of the minute is spent. The stranger's account spends one too.
    await attempt(unknown, '10.0.5.8')
    const known = await run(school.email, '10.0.2')
    const stranger = await run(unknown, '10.0.5')
    // Three addresses stay under the per-address limit (10 a minute each): the account's limit stops them.
    expect(known.codes.filter((c) => c === 401)).toHaveLength(accountLoginLimit - 1)
    expect(known.codes.slice(accountLoginLimit - 1).every((c) => c === 429)).toBe(true)
    // Known and unknown e-mails: the same answers, in the same order.
    expect(stranger.codes).toEqual(known.codes)
    expect(stranger.details).toEqual(known.details)
    expect(known.details.at(-1)).toBe('Demasiados intentos. Espera N segundos e inténtalo de nuevo.')
    // Even the right password waits now.
    expect((await attempt(school.email, '10.0.2.9', testPassword)).statusCode).toBe(429)
    await until(() => sent.length > 0)
    await new Promise((r) => setTimeout(r, 100))
    expect(sent.map((m) => m.to)).toEqual([school.email])
    expect(sent[0]!.subject).toBe('Muchos intentos de ingresar a tu cuenta de Pizarra')
  })

  it('makes the wait grow while the attempts go on', async () => {
    const school = await createSchool(t)
    const waits: number[] = []
    // createSchool signed in once: the limit is reached after accountLoginLimit - 1 more.
    for (let i = 0; i < accountLoginLimit + 3; i++) {
      const res = await attempt(school.email, `10.0.3.${i + 1}`)
      if (res.statusCode === 429) waits.push(Number(res.headers['retry-after']))
    }
    expect(waits).toHaveLength(4)
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!)
  })

  it('counts each account on its own: another account of the same addresses signs in', async () => {
    const a = await createSchool(t)
    const b = await createSchool(t)
    for (let i = 0; i < accountLoginLimit + 2; i++) await attempt(a.email, `10.0.4.${i + 1}`)
    expect((await attempt(b.email, '10.0.4.1', testPassword)).statusCode).toBe(200)
  })
})
