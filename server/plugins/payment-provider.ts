import fp from 'fastify-plugin'
import { createPaymentProvider } from '../adapters/payments/create-provider'
import { MercadoPagoPayments } from '../adapters/payments/mercadopago'
import type { PaymentProvider } from '../adapters/payments/provider'
import { SandboxPayments } from '../adapters/payments/sandbox'
import { sandboxCheckoutRoutes } from '../adapters/payments/sandbox-checkout'

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider
  }
}

export interface PaymentProviderOptions {
  /** By default Mercado Pago when `MP_ACCESS_TOKEN` is set, else the sandbox. */
  payments?: PaymentProvider | undefined
}

/**
 * The provider when it is Mercado Pago, whose webhook `pagos` serves; else null. Modules ask here instead of
 * importing the implementation (`.dependency-cruiser.cjs`).
 */
export const mercadoPagoOf = (provider: PaymentProvider) => (provider instanceof MercadoPagoPayments ? provider : null)

/**
 * The payment provider. The sandbox's checkout is served here, outside /api: it is a page the browser
 * opens, like Mercado Pago's.
 */
export default fp<PaymentProviderOptions>(
  async (app, options) => {
    const provider = options.payments ?? createPaymentProvider(app.config, app.db, app.log)
    app.decorate('paymentProvider', provider)
    if (provider instanceof SandboxPayments) await app.register(sandboxCheckoutRoutes(provider))
  },
  { name: 'payment-provider', dependencies: ['config', 'database'] },
)
