import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'

/** The balancer's readiness check: a module with no service of its own. */
export default fp(
  async (app) => {
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'health', dependencies: [...apiRouteDependencies, 'database'] },
)
