import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { generatedDocument, paesRequest, simceRequest } from '@/api/contract/documentos'
import { errorResponse } from '@/api/contract/fields'
import { currentUser } from '../../plugins/authenticate'
import { linkOwnerOf } from '../documentos/service'

const responses = { 200: generatedDocument, 403: errorResponse, 409: errorResponse }

const pruebasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/paes/generar-word',
    { config: { capability: 'documentos' }, schema: { body: paesRequest, response: responses } },
    async (request) => app.practiceTests.generate(currentUser(request), 'PAES', request.body, linkOwnerOf(request)),
  )
  app.post(
    '/simce/generar-word',
    { config: { capability: 'documentos' }, schema: { body: simceRequest, response: responses } },
    async (request) => app.practiceTests.generate(currentUser(request), 'SIMCE', request.body, linkOwnerOf(request)),
  )
}
export default pruebasRoutes
