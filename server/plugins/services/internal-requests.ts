import fp from 'fastify-plugin'
import { InternalRequestService } from '../../modules/solicitudes/service'

declare module 'fastify' {
  interface FastifyInstance {
    internalRequests: InternalRequestService
  }
}

/** Internal requests of each school and their replies. */
export default fp(
  async (app) => {
    app.decorate('internalRequests', new InternalRequestService(app.db, app.audit))
  },
  { name: 'internal-requests', dependencies: ['database', 'audit'] },
)
