import fp from 'fastify-plugin'
import { DocumentService } from '../../modules/documentos/service'

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentService
  }
}

/** The generated Word documents of each user. */
export default fp(
  async (app) => {
    app.decorate('documents', new DocumentService(app.db, app.storage, app.audit, app.clock))
  },
  { name: 'documents', dependencies: ['config', 'database', 'storage', 'audit'] },
)
