import fp from 'fastify-plugin'
import { AttendanceService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    attendance: AttendanceService
  }
}

/** Daily attendance per course. */
export default fp(
  async (app) => {
    app.decorate('attendance', new AttendanceService(app.db, app.database.rows, app.courses, app.audit, app.clock))
  },
  { name: 'attendance', dependencies: ['audit', 'config', 'database', 'courses'] },
)
