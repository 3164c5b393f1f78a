import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { AuditService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService
  }
}

/** The audit trail: every service that writes or reads a student's data records its lines with it. */
export default fp(
  async (app) => {
    app.decorate('audit', new AuditService(app.db, app.clock))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'auditoria', dependencies: [...apiRouteDependencies, 'config', 'database'] },
)
