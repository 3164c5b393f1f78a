import fp from 'fastify-plugin'
import { SchoolService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    schools: SchoolService
  }
}

/** Schools by their code, and school signup after payment. */
export default fp(
  async (app) => {
    app.decorate('schools', new SchoolService(app.db, app.payments))
  },
  { name: 'schools', dependencies: ['database', 'payments'] },
)
