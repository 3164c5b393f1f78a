import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { MercadoPagoPayments } from './mercadopago'
import type { PaymentProvider } from './provider'
import { SandboxPayments } from './sandbox'

/** Mercado Pago when `MP_ACCESS_TOKEN` is set, else the sandbox checkout served by the app itself. */
export function createPaymentProvider(config: Config, db: Db, log: FastifyBaseLogger): PaymentProvider {
  if (!config.mercadoPago) return new SandboxPayments(db)
  if (!config.mercadoPago.webhookSecret) {
    log.warn('MP_WEBHOOK_SECRET no está configurado: los webhooks de Mercado Pago serán rechazados.')
  }
  return new MercadoPagoPayments({ ...config.mercadoPago, publicUrl: config.publicUrl, log })
}
