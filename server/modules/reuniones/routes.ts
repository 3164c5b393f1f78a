import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@/api/contract/fields'
import { reunion, reunionCreate, reunionList, reunionQuery } from '@/api/contract/reuniones'
import { currentUser } from '../../plugins/authenticate'

const reunionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reuniones',
    { schema: { querystring: reunionQuery, response: { 200: reunionList, 404: errorResponse } } },
    async (request) => app.meetings.list(currentUser(request).colegioId, request.query.alumno_id),
  )

  app.post(
    '/reuniones',
    { schema: { body: reunionCreate, response: { 201: reunion, 404: errorResponse, 422: errorResponse } } },
    async (request, reply) => {
      const { colegioId, userId } = currentUser(request)
      return reply.code(201).send(await app.meetings.create(colegioId, userId, request.body))
    },
  )
}
export default reunionesRoutes
