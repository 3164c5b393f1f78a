import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { MeetingService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    meetings: MeetingService
  }
}

/** Parent meetings. */
export default fp(
  async (app) => {
    app.decorate('meetings', new MeetingService(app.db, app.clock))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'reuniones', dependencies: [...apiRouteDependencies, 'config', 'database', 'apoderados'] },
)
