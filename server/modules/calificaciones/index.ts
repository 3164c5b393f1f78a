import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { GradeBookService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    gradeBook: GradeBookService
  }
}

/** The libro de notas: evaluations, grades, averages and the student's report. */
export default fp(
  async (app) => {
    app.decorate('gradeBook', new GradeBookService(app.db, app.courses, app.documents, app.audit, app.clock))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  {
    name: 'calificaciones',
    dependencies: [...apiRouteDependencies, 'auditoria', 'config', 'database', 'cursos', 'documentos'],
  },
)
