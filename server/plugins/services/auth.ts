import fp from 'fastify-plugin'
import { AuthService } from '../../modules/auth/service'

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService
  }
}

/** Signing in and the signed-in user. */
export default fp(
  async (app) => {
    app.decorate(
      'auth',
      new AuthService(app.db, app.quota, app.config.jwtSecret, app.audit, {
        mailer: app.mailer,
        origin: app.config.publicUrl,
      }),
    )
  },
  { name: 'auth', dependencies: ['config', 'database', 'quota', 'audit', 'mail'] },
)
