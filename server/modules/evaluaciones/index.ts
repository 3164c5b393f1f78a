import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { QuotaService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    quota: QuotaService
  }
}

/**
 * The monthly evaluation allowance of each user. Its routes also buy extra evaluations with `app.payments`,
 * which `pagos` builds on this module's quota: that dependency runs the other way round, so it cannot be
 * declared here and is checked once every plugin has loaded.
 */
export default fp(
  async (app) => {
    app.decorate('quota', new QuotaService(app.db, app.clock))
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('payments')) throw new Error("The module 'evaluaciones' needs the module 'pagos'.")
    })
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'evaluaciones', dependencies: [...apiRouteDependencies, 'config', 'database'] },
)
