import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { UserService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService
  }
}

/** Teachers joining a school with its code. */
export default fp(
  async (app) => {
    app.decorate(
      'users',
      new UserService(app.db, app.schools, { mailer: app.mailer, origin: app.config.publicUrl, log: app.log }),
    )
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'usuarios', dependencies: [...apiRouteDependencies, 'config', 'database', 'colegios', 'mail'] },
)
