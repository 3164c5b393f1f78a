import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { colegioLookup, schoolCode } from '@/api/contract/auth'
import { errorResponse } from '@/api/contract/fields'
import { HttpError } from '../../errors'

const colegiosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/colegios/:codigo',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: z.object({ codigo: schoolCode }), response: { 200: colegioLookup, 404: errorResponse } },
    },
    async (request) => {
      const colegio = await app.colegios.findByCode(request.params.codigo)
      if (!colegio) throw new HttpError(404, 'No existe un colegio con ese código.')
      return { nombre: colegio.nombre }
    },
  )
}
export default colegiosRoutes
