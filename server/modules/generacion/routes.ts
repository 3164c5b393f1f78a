import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { aiDocumentRequest, aiGeneratedDocument, noOaResponse } from '@/api/contract/documentos'
import { errorResponse } from '@/api/contract/fields'
import { currentUser } from '../../plugins/authenticate'
import { linkOwnerOf } from '../documentos/service'

const generacionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/generar-documento/',
    {
      config: { capability: 'documentos' },
      schema: {
        body: aiDocumentRequest,
        response: {
          200: aiGeneratedDocument,
          403: errorResponse,
          422: noOaResponse,
          502: errorResponse,
          504: errorResponse,
        },
      },
    },
    async (request) => app.generation.generate(currentUser(request), request.body, linkOwnerOf(request)),
  )
}
export default generacionRoutes
