import fp from 'fastify-plugin'
import { DocumentEditorService } from '../../modules/documentos/editor'

declare module 'fastify' {
  interface FastifyInstance {
    documentEditor: DocumentEditorService
  }
}

/** AI documents after their generation: read, edited as versions, elements regenerated. */
export default fp(
  async (app) => {
    app.decorate('documentEditor', new DocumentEditorService(app.db, app.storage, app.ai, app.documents, app.clock))
  },
  { name: 'document-editor', dependencies: ['config', 'database', 'storage', 'ai', 'documents'] },
)
