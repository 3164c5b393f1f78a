import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The link the message is about; logged when the message stays in the outbox. */
  link?: string
  /** The sender's display name (a school's name); the address stays the configured `MAIL_FROM`. */
  fromName?: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export interface MailerOptions {
  /** SMTP server URL (`smtp://user:pass@host:587`, `smtps://…`); without it mail goes to the outbox. */
  smtpUrl: string | undefined
  from: string
  /** The outbox folder used without SMTP: one `.eml` file per message. */
  outboxDir: string
  log: FastifyBaseLogger
}

/** Mail through nodemailer: SMTP when configured, else `.eml` files in the outbox, so that mail works with no setup. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(compose(options.from, message))
        options.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'correo enviado')
      },
      close: () => transport.close(),
    }
  }
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(compose(options.from, message))
      await mkdir(options.outboxDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      options.log.info(
        { to: message.to, subject: message.subject, file, link: message.link },
        'correo guardado en la bandeja de salida (sin SMTP_URL)',
      )
    },
    close: () => transport.close(),
  }
}

/** The bare address of `MAIL_FROM` (`Pizarra <no-reply@x>` or `no-reply@x`). */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim()

const compose = (from: string, message: MailMessage) => ({
  from: message.fromName ? { name: message.fromName, address: addressOf(from) } : from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
})
