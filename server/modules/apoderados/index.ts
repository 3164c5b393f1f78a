import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { GuardianMessageService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    guardianMessages: GuardianMessageService
  }
}

/** E-mails to guardians (messages, absence notices, meeting summaries), logged and rate-limited per school. */
export default fp(
  async (app) => {
    app.decorate('guardianMessages', new GuardianMessageService(app.db, app.mailer, app.courses, app.clock))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'apoderados', dependencies: [...apiRouteDependencies, 'config', 'database', 'mail', 'cursos'] },
)
