import fp from 'fastify-plugin'
import { PieReportService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    pieReports: PieReportService
  }
}

/** PIE progress reports. */
export default fp(
  async (app) => {
    app.decorate('pieReports', new PieReportService(app.db, app.documents, app.audit))
  },
  { name: 'pie-reports', dependencies: ['audit', 'database', 'documents'] },
)
