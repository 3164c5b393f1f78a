import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { AttendanceService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    attendance: AttendanceService
  }
}

/** Daily attendance per course (for a course with a schedule, its subsidy block of the libro de clases). */
export default fp(
  async (app) => {
    app.decorate(
      'attendance',
      new AttendanceService(app.db, app.database.rows, app.courses, app.audit, app.clock, app.libro),
    )
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  {
    name: 'asistencia',
    dependencies: [...apiRouteDependencies, 'auditoria', 'config', 'database', 'cursos', 'apoderados', 'libro'],
  },
)
