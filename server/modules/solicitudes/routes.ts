import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, idParams } from '@/api/contract/fields'
import { respuestaCreate, solicitudCreate, solicitudDetail, solicitudList } from '@/api/contract/solicitudes'
import { currentUser } from '../../plugins/authenticate'

const solicitudesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/solicitudes/',
    { config: { capability: 'registros', courseScope: 'unscoped' }, schema: { response: { 200: solicitudList } } },
    async (request) => app.internalRequests.list(currentUser(request).colegioId),
  )

  app.post(
    '/solicitudes/',
    {
      config: { capability: 'registros', courseScope: 'unscoped' },
      schema: { body: solicitudCreate, response: { 201: solicitudDetail } },
    },
    async (request, reply) => {
      const { colegioId, userId } = currentUser(request)
      return reply.code(201).send(await app.internalRequests.create(colegioId, userId, request.body))
    },
  )

  app.get(
    '/solicitudes/:id',
    {
      config: { capability: 'registros', courseScope: 'unscoped' },
      schema: { params: idParams, response: { 200: solicitudDetail, 404: errorResponse } },
    },
    async (request) => app.internalRequests.detail(currentUser(request).colegioId, request.params.id),
  )

  app.post(
    '/solicitudes/:id/responder',
    {
      config: { capability: 'registros', courseScope: 'unscoped' },
      schema: { params: idParams, body: respuestaCreate, response: { 201: solicitudDetail, 404: errorResponse } },
    },
    async (request, reply) => {
      const { colegioId, userId } = currentUser(request)
      return reply.code(201).send(await app.internalRequests.reply(colegioId, userId, request.params.id, request.body))
    },
  )
}
export default solicitudesRoutes
