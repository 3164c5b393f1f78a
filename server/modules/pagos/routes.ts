import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponse, messageResponse } from '@/api/contract/fields'
import { HttpError } from '../../errors'
import { mercadoPagoOf } from '../../plugins/payment-provider'

const notification = z
  .object({
    type: z.string().optional(),
    topic: z.string().optional(),
    action: z.string().optional(),
    data: z.object({ id: z.union([z.string(), z.number()]).optional() }).optional(),
  })
  .optional()

const notificationQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]))

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Mercado Pago's webhook (`x-signature` verified with the application's secret). Mercado Pago retries
 * until it gets a 2xx, so a valid notification is answered 200 once handled.
 */
const pagosRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = mercadoPagoOf(app.paymentProvider)
  if (!provider) return

  app.post(
    '/pagos/webhook',
    {
      config: { public: true },
      schema: {
        body: notification,
        querystring: notificationQuery,
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const query = request.query
      const dataId = first(query['data.id']) ?? first(query.id) ?? request.body?.data?.id?.toString()
      const signed = provider.verifyWebhook(
        { signature: request.headers['x-signature'], requestId: request.headers['x-request-id'] },
        dataId,
        Date.now(),
      )
      if (!signed) throw new HttpError(401, 'La firma de la notificación no es válida.')
      const topic = first(query.type) ?? first(query.topic) ?? request.body?.type ?? request.body?.topic
      if (dataId && topic) await app.payments.notified(topic, dataId)
      return { message: 'Notificación recibida.' }
    },
  )
}
export default pagosRoutes
