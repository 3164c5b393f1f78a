import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'

/** The OA catalogue and the resolver of objectives (`server/curriculum/`): read-only, no service of its own. */
export default fp(
  async (app) => {
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'curriculo', dependencies: apiRouteDependencies },
)
