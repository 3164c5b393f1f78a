import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSchool, createTestApp, login, type TestApp } from './helpers'

/** A real SMTP server on a free local port that requires a login and keeps every message it accepts. */
async function startSmtp() {
  const inbox: ParsedMail[] = []
  const waiting: ((mail: ParsedMail) => void)[] = []
  const logins: string[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`)
      if (auth.username === 'pizarra' && auth.password === 'secreto smtp') return callback(null, { user: 'pizarra' })
      return callback(new Error('Credenciales inválidas'))
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const waiter = waiting.shift()
          if (waiter) waiter(mail)
          else inbox.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://pizarra:${encodeURIComponent('secreto smtp')}@127.0.0.1:${port}`,
    inbox,
    logins,
    /** The next message the server accepts (or the one already there). */
    next: () =>
      new Promise<ParsedMail>((resolve) => {
        const ready = inbox.shift()
        if (ready) resolve(ready)
        else waiting.push(resolve)
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const linkIn = (text: string) => {
  const match = text.match(/http:\/\/pizarra\.test\/reset-password\/([\w-]+)/)
  if (!match) throw new Error(`no link in ${text}`)
  return { url: match[0], token: match[1]! }
}

/** Follows the recovery link as the browser does: the route reads the token and posts it with the new password. */
async function followLink(t: TestApp, url: string, newPassword: string) {
  const token = new URL(url).pathname.split('/').at(-1)
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password-link',
    payload: { token, new_password: newPassword },
  })
}

describe('recovery mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await createTestApp(
      {},
      { SMTP_URL: smtp.url, PUBLIC_URL: 'http://pizarra.test', MAIL_FROM: 'Pizarra <hola@pizarra.test>' },
    )
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('delivers a Spanish HTML and text message whose link resets the password', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: school.email },
    })
    expect(res.statusCode).toBe(200)
    const mail = await smtp.next()
    expect(smtp.logins).toContain('pizarra:secreto smtp')
    expect(mail.subject).toBe('Restablece tu contraseña de Pizarra')
    expect(mail.from?.value[0]).toMatchObject({ name: 'Pizarra', address: 'hola@pizarra.test' })
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(school.email)
    expect(mail.text).toContain('Recibimos una solicitud para restablecer la contraseña')
    expect(mail.html).toContain('lang="es"')
    expect(mail.html).toContain('Elegir una nueva contraseña')
    const { url, token } = linkIn(mail.text ?? '')
    expect(mail.html).toContain(`href="${url}"`)
    expect(token.length).toBeGreaterThanOrEqual(40)

    const reset = await followLink(t, url, 'desde-el-correo-2026')
    expect(reset.statusCode).toBe(200)
    await login(t.app, school.email, 'desde-el-correo-2026')
    expect((await followLink(t, url, 'otra-vez-2026-clave')).statusCode).toBe(400)
  })

  it('sends nothing for an unknown email', async () => {
    const school = await createSchool(t)
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'desconocido@pizarra.test' },
    })
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: school.email } })
    await t.app.account.settled()
    const mail = await smtp.next()
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(school.email)
    expect(smtp.inbox).toHaveLength(0)
  })
})

describe('recovery mail without SMTP: the outbox', () => {
  let dataDir: string
  let t: TestApp
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-outbox-'))
    t = await createTestApp({}, { DATA_DIR: dataDir, PUBLIC_URL: 'http://pizarra.test' })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes an .eml file in DATA_DIR/outbox whose link resets the password', async () => {
    expect(t.app.mailer.kind).toBe('outbox')
    const school = await createSchool(t)
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: school.email } })
    await t.app.account.settled()
    const outbox = path.join(dataDir, 'outbox')
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const mail = await simpleParser(await readFile(path.join(outbox, files[0]!)))
    expect(mail.subject).toBe('Restablece tu contraseña de Pizarra')
    expect(mail.html).toContain('Restablece tu contraseña')
    const { url } = linkIn(mail.text ?? '')
    expect((await followLink(t, url, 'desde-la-bandeja-2026')).statusCode).toBe(200)
    await login(t.app, school.email, 'desde-la-bandeja-2026')
  })
})
