import fp from 'fastify-plugin'
import { GuardianMessageService } from '../../modules/apoderados/service'

declare module 'fastify' {
  interface FastifyInstance {
    guardianMessages: GuardianMessageService
  }
}

/** E-mails to guardians (messages, absence notices, meeting summaries), logged and rate-limited per school. */
export default fp(
  async (app) => {
    app.decorate('guardianMessages', new GuardianMessageService(app.db, app.mailer, app.courses, app.audit, app.clock))
  },
  { name: 'guardian-messages', dependencies: ['config', 'database', 'mail', 'courses', 'audit'] },
)
