import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { colegioLookup, schoolCode } from '@/api/contract/auth'
import { errorResponse } from '@/api/contract/fields'
import { colegioCreate, colegioCreated, planes, planLookup, preapprovalParams } from '@/api/contract/pagos'
import { HttpError } from '../../errors'

/**
 * A school by its code (the login and signup screens show its name), and school signup with payment:
 * the plans with their checkouts, the plan of a paid preapproval, and the school itself.
 */
const colegiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/colegios/:codigo',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: z.object({ codigo: schoolCode }), response: { 200: colegioLookup, 404: errorResponse } },
    },
    async (request) => {
      const colegio = await app.schools.findByCode(request.params.codigo)
      if (!colegio) throw new HttpError(404, 'No existe un colegio con ese código.')
      return { nombre: colegio.nombre }
    },
  )

  app.get(
    '/planes',
    { config: { public: true }, schema: { response: { 200: planes, 502: errorResponse } } },
    async () => app.payments.planOptions(),
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
    async (request) => ({ plan: (await app.payments.verifiedSubscription(request.params.preapproval_id)).plan }),
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
      const { codigo } = await app.schools.signUp(request.body)
      return reply.code(201).send({
        codigo,
        message: 'Colegio registrado. Comparte el código con tu equipo para que se registre.',
      })
    },
  )
}
export default colegiosRoutes
