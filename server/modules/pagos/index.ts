import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { PaymentService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService
  }
}

/** Plans, checkouts and the verification of payments and subscriptions. */
export default fp(
  async (app) => {
    app.decorate('payments', new PaymentService(app.db, app.paymentProvider, app.quota, app.log))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'pagos', dependencies: [...apiRouteDependencies, 'database', 'payment-provider', 'evaluaciones'] },
)
