import fp from 'fastify-plugin'
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
  },
  { name: 'payments', dependencies: ['database', 'payment-provider', 'quota'] },
)
