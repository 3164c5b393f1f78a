import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mensajeApoderado, mensajeCreate, mensajeList, mensajesQuery } from '@/api/contract/apoderados'
import { errorResponse } from '@/api/contract/fields'
import { actorOf } from '../../plugins/authenticate'
import { named } from '../../plugins/course-scope'

const apoderadosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/apoderados/mensajes',
    {
      config: { capability: 'registros', courseScope: named(['alumno', 'body', 'alumno_id']) },
      schema: {
        body: mensajeCreate,
        response: { 201: mensajeApoderado, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await app.guardianMessages.send(actorOf(request), request.body))
    },
  )

  app.get(
    '/apoderados/mensajes',
    {
      config: { capability: 'registros', courseScope: named(['alumno', 'query', 'alumno_id']) },
      schema: { querystring: mensajesQuery, response: { 200: mensajeList, 404: errorResponse } },
    },
    async (request) => app.guardianMessages.list(actorOf(request), request.query.alumno_id),
  )
}
export default apoderadosRoutes
