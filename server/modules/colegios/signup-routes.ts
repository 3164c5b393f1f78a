import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@/api/contract/fields'
import { colegioCreate, colegioCreated, planes, planLookup, preapprovalParams } from '@/api/contract/pagos'

/** School signup with payment (DESIGN.md, School registration): the plans, the plan of a preapproval, the school. */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planes',
    { config: { public: true }, schema: { response: { 200: planes, 502: errorResponse } } },
    async () => app.pagos.planes(),
  )

  app.get(
    '/colegios/plan/:preapproval_id',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: preapprovalParams,
        response: { 200: planLookup, 404: errorResponse, 409: errorResponse, 502: errorResponse },
      },
    },
    async (request) => ({ plan: (await app.pagos.verifiedSubscription(request.params.preapproval_id)).plan }),
  )

  app.post(
    '/colegios/',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: colegioCreate,
        response: { 201: colegioCreated, 404: errorResponse, 409: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const { codigo } = await app.schoolSignup.create(request.body)
      return reply.code(201).send({
        codigo,
        message: 'Colegio registrado. Comparte el código con tu equipo para que se registre.',
      })
    },
  )
}
export default signupRoutes
