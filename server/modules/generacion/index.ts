import fp from 'fastify-plugin'
import { GenerationService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    generation: GenerationService
  }
}

/** AI teaching documents, one evaluation each. */
export default fp(
  async (app) => {
    app.decorate('generation', new GenerationService(app.ai, app.quota, app.documents))
  },
  { name: 'generation', dependencies: ['ai', 'quota', 'documents'] },
)
