import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { InternalRequestService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    internalRequests: InternalRequestService
  }
}

/** Internal requests of each school and their replies. */
export default fp(
  async (app) => {
    app.decorate('internalRequests', new InternalRequestService(app.db))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'solicitudes', dependencies: [...apiRouteDependencies, 'database'] },
)
