import fp from 'fastify-plugin'
import { MeetingService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    meetings: MeetingService
  }
}

/** Parent meetings. */
export default fp(
  async (app) => {
    app.decorate('meetings', new MeetingService(app.db, app.clock))
  },
  { name: 'meetings', dependencies: ['config', 'database'] },
)
