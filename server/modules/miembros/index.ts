import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { MemberService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    members: MemberService
  }
}

/** The school's members and code, managed by its administrador. */
export default fp(
  async (app) => {
    app.decorate('members', new MemberService(app.db, app.audit, app.schools, app.sessions))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'miembros', dependencies: [...apiRouteDependencies, 'database', 'auditoria', 'colegios'] },
)
