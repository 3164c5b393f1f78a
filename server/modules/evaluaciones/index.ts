import fp from 'fastify-plugin'
import { QuotaService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    quota: QuotaService
  }
}

/** The monthly evaluation allowance of each user. */
export default fp(
  async (app) => {
    app.decorate('quota', new QuotaService(app.db, app.clock))
  },
  { name: 'quota', dependencies: ['config', 'database'] },
)
