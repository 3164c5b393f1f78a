import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { mensajeApoderado } from '@/api/contract/apoderados'
import { errorResponse, idParams } from '@/api/contract/fields'
import { reunion, reunionCreate, reunionList, reunionQuery } from '@/api/contract/reuniones'
import { actorOf, currentUser } from '../../plugins/authenticate'
import { filtered, named } from '../../plugins/course-scope'

const reunionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reuniones',
    {
      config: { capability: 'registros', courseScope: filtered(['alumno', 'query', 'alumno_id']) },
      schema: { querystring: reunionQuery, response: { 200: reunionList, 404: errorResponse } },
    },
    async (request) => {
      return app.meetings.list(actorOf(request), request.query.alumno_id, currentUser(request).cursoIds)
    },
  )

  app.post(
    '/reuniones',
    {
      config: { capability: 'registros', courseScope: named(['alumno', 'body', 'alumno_id']) },
      schema: { body: reunionCreate, response: { 201: reunion, 404: errorResponse, 422: errorResponse } },
    },
    async (request, reply) => {
      return reply.code(201).send(await app.meetings.create(actorOf(request), request.body))
    },
  )

  app.post(
    '/reuniones/:id/enviar',
    {
      config: { capability: 'registros', courseScope: named(['reunion', 'params', 'id']) },
      schema: {
        params: idParams,
        response: { 201: mensajeApoderado, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await app.guardianMessages.sendMeeting(actorOf(request), request.params.id))
    },
  )
}
export default reunionesRoutes
