import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, idParams } from '@/api/contract/fields'
import { respuestaCreate, solicitudCreate, solicitudDetail, solicitudList } from '@/api/contract/solicitudes'
import { actorOf, currentUser } from '../../plugins/authenticate'
import type { RequestViewer } from './service'

/** The member as the requests' rule sees them (`canSeeRequest`) and as the audit trail names them. */
const viewerOf = (request: FastifyRequest): RequestViewer => {
  const { rol, estado } = currentUser(request)
  return { ...actorOf(request), rol, estado }
}

const solicitudesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/solicitudes/',
    { config: { capability: 'registros', courseScope: 'unscoped' }, schema: { response: { 200: solicitudList } } },
    async (request) => app.internalRequests.list(viewerOf(request)),
  )

  app.post(
    '/solicitudes/',
    {
      config: { capability: 'registros', courseScope: 'unscoped' },
      schema: { body: solicitudCreate, response: { 201: solicitudDetail } },
    },
    async (request, reply) => {
      return reply.code(201).send(await app.internalRequests.create(viewerOf(request), request.body))
    },
  )

  app.get(
    '/solicitudes/:id',
    {
      config: { capability: 'registros', courseScope: 'unscoped' },
      schema: { params: idParams, response: { 200: solicitudDetail, 404: errorResponse } },
    },
    async (request) => app.internalRequests.detail(viewerOf(request), request.params.id),
  )

  app.post(
    '/solicitudes/:id/responder',
    {
      config: { capability: 'registros', courseScope: 'unscoped' },
      schema: { params: idParams, body: respuestaCreate, response: { 201: solicitudDetail, 404: errorResponse } },
    },
    async (request, reply) => {
      return reply.code(201).send(await app.internalRequests.reply(viewerOf(request), request.params.id, request.body))
    },
  )
}
export default solicitudesRoutes
