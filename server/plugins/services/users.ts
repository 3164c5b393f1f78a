import fp from 'fastify-plugin'
import { UserService } from '../../modules/usuarios/service'

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
  },
  { name: 'users', dependencies: ['config', 'database', 'schools', 'mail'] },
)
