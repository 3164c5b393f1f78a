import fp from 'fastify-plugin'
import { AttendanceService } from '../../modules/asistencia/service'

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
  },
  { name: 'attendance', dependencies: ['audit', 'config', 'database', 'courses', 'libro'] },
)
