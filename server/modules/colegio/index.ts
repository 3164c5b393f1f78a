import fp from 'fastify-plugin'
import { SchoolExportService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    schoolExport: SchoolExportService
  }
}

/** The export of a whole school (every record and Word file), for its administrador. */
export default fp(
  async (app) => {
    app.decorate(
      'schoolExport',
      new SchoolExportService(
        app.db,
        app.storage,
        app.students,
        app.courses,
        app.meetings,
        app.internalRequests,
        app.audit,
        app.clock,
      ),
    )
  },
  {
    name: 'school-export',
    dependencies: ['config', 'database', 'storage', 'students', 'courses', 'meetings', 'internal-requests', 'audit'],
  },
)
