import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@/api/contract/fields'
import { agregarExtra, checkoutResponse, evaluacionesStatus, extraCredited } from '@/api/contract/pagos'
import { extraEvaluationPriceClp, plans } from '@/domain/plans'
import { currentUser } from '../../plugins/authenticate'

const evaluacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/evaluaciones/status',
    { config: { capability: 'documentos' }, schema: { response: { 200: evaluacionesStatus } } },
    async (request) => {
      const status = await app.quota.status(currentUser(request).userId)
      return {
        ...status,
        evaluaciones_mes: plans[status.plan].evaluacionesMes,
        precio_extra_clp: extraEvaluationPriceClp,
      }
    },
  )

  app.post(
    '/evaluaciones/comprar-extra',
    {
      config: { capability: 'documentos', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: checkoutResponse, 502: errorResponse } },
    },
    async (request) => ({ checkout_url: await app.payments.checkoutExtra(currentUser(request).userId) }),
  )

  app.post(
    '/evaluaciones/agregar-extra',
    {
      config: { capability: 'documentos' },
      schema: {
        body: agregarExtra,
        response: {
          200: extraCredited,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const { userId } = currentUser(request)
      await app.payments.addExtra(userId, request.body.payment_id)
      const status = await app.quota.status(userId)
      return { message: 'Evaluación adicional acreditada.', disponibles: status.disponibles }
    },
  )
}
export default evaluacionesRoutes
