import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { SchoolService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    schools: SchoolService
  }
}

/** Schools by their code, and school signup after payment. */
export default fp(
  async (app) => {
    app.decorate('schools', new SchoolService(app.db, app.payments))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'colegios', dependencies: [...apiRouteDependencies, 'database', 'pagos'] },
)
