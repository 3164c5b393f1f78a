import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditoriaList, auditoriaQuery } from '@/api/contract/auditoria'
import { currentUser } from '../../plugins/authenticate'

/** The school's audit trail, for the administrador. No route changes or deletes a line. */
const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    { config: { capability: 'auditoria' }, schema: { querystring: auditoriaQuery, response: { 200: auditoriaList } } },
    async (request) => app.audit.list(currentUser(request).colegioId, request.query),
  )
}
export default auditoriaRoutes
