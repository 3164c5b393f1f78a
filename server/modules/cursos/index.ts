import fp from 'fastify-plugin'
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
  },
  { name: 'courses', dependencies: ['database'] },
)
