import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { AuthService } from './service'

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
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'auth', dependencies: [...apiRouteDependencies, 'config', 'database', 'evaluaciones', 'auditoria', 'mail'] },
)
