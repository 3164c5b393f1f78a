import fp from 'fastify-plugin'
import { MeetingService } from '../../modules/reuniones/service'

declare module 'fastify' {
  interface FastifyInstance {
    meetings: MeetingService
  }
}

/** Parent meetings. */
export default fp(
  async (app) => {
    app.decorate('meetings', new MeetingService(app.db, app.audit, app.clock))
  },
  { name: 'meetings', dependencies: ['config', 'database', 'audit'] },
)
