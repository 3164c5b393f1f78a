import fp from 'fastify-plugin'
import { AuditService } from '../../modules/auditoria/service'

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService
  }
}

/** The audit trail: every service that writes or reads a student's data records its lines with it. */
export default fp(
  async (app) => {
    app.decorate('audit', new AuditService(app.db, app.clock, app.database.rows))
  },
  { name: 'audit', dependencies: ['config', 'database'] },
)
