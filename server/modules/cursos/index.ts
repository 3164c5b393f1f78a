import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { CourseService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    courses: CourseService
  }
}

/** The courses of each school. */
export default fp(
  async (app) => {
    app.decorate('courses', new CourseService(app.db, app.database.rows))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'cursos', dependencies: [...apiRouteDependencies, 'database'] },
)
