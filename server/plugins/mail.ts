import path from 'node:path'
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../adapters/mail/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export interface MailOptions {
  /** By default SMTP when `SMTP_URL` is set, else the outbox in `DATA_DIR/outbox`. */
  mailer?: Mailer | undefined
}

/** The mail transport, closed with the app (after the plugins registered later have sent their mail). */
export default fp<MailOptions>(
  async (app, options) => {
    const { config } = app
    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      })
    app.decorate('mailer', mailer)
    app.addHook('onClose', async () => mailer.close())
  },
  { name: 'mail', dependencies: ['config'] },
)
