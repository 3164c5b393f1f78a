import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import { DocumentEditorService } from './editor'
import routes from './routes'
import { DocumentService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentService
    documentEditor: DocumentEditorService
  }
}

/**
 * The generated Word documents of each user; and AI documents after their generation: read, edited as
 * versions, elements regenerated.
 */
export default fp(
  async (app) => {
    app.decorate('documents', new DocumentService(app.db, app.storage, app.clock))
    app.decorate('documentEditor', new DocumentEditorService(app.db, app.storage, app.ai, app.documents, app.clock))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'documentos', dependencies: [...apiRouteDependencies, 'config', 'database', 'storage', 'ai'] },
)
