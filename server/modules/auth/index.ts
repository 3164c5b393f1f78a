import fp from 'fastify-plugin'
import { AuthService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService
  }
}

/** Signing in and the signed-in user. */
export default fp(
  async (app) => {
    app.decorate('auth', new AuthService(app.db, app.quota, app.config.jwtSecret, app.audit))
  },
  { name: 'auth', dependencies: ['config', 'database', 'quota', 'audit'] },
)
