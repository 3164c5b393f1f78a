import fp from 'fastify-plugin'
import { UserService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService
  }
}

/** Teachers joining a school with its code. */
export default fp(
  async (app) => {
    app.decorate('users', new UserService(app.db, app.schools))
  },
  { name: 'users', dependencies: ['database', 'schools'] },
)
