import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
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
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'generacion', dependencies: [...apiRouteDependencies, 'ai', 'evaluaciones', 'documentos'] },
)
