import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponse, idParams } from '@/api/contract/fields'
import { codigoColegio, miembro, miembroList, miembroUpdate } from '@/api/contract/miembros'
import { actorOf, currentUser } from '../../plugins/authenticate'

/** The school's members and its code, for the administrador (capability `miembros`). */
const miembrosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/miembros',
    { config: { capability: 'miembros' }, schema: { response: { 200: miembroList } } },
    async (request) => app.members.list(currentUser(request).colegioId),
  )

  app.put(
    '/miembros/:id',
    {
      config: { capability: 'miembros' },
      schema: {
        params: idParams,
        body: miembroUpdate,
        response: { 200: miembro, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => app.members.update(actorOf(request), request.params.id, request.body),
  )

  app.delete(
    '/miembros/:id',
    {
      config: { capability: 'miembros' },
      schema: { params: idParams, response: { 204: z.null(), 404: errorResponse, 409: errorResponse } },
    },
    async (request, reply) => {
      await app.members.reject(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/colegio/codigo',
    { config: { capability: 'miembros' }, schema: { response: { 200: codigoColegio } } },
    async (request) => app.members.replaceCode(actorOf(request)),
  )
}
export default miembrosRoutes
