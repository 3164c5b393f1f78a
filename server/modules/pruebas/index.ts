import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { PracticeTestService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    practiceTests: PracticeTestService
  }
}

/** PAES and SIMCE practice tests, one evaluation each. */
export default fp(
  async (app) => {
    app.decorate('practiceTests', new PracticeTestService(app.quota, app.documents))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'pruebas', dependencies: [...apiRouteDependencies, 'evaluaciones', 'documentos'] },
)
