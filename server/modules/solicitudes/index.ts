import fp from 'fastify-plugin'
import { InternalRequestService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    internalRequests: InternalRequestService
  }
}

/** Internal requests of each school and their replies. */
export default fp(
  async (app) => {
    app.decorate('internalRequests', new InternalRequestService(app.db))
  },
  { name: 'internal-requests', dependencies: ['database'] },
)
