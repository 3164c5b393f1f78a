import fp from 'fastify-plugin'
import { MemberService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    members: MemberService
  }
}

/** The school's members and code, managed by its administrador. */
export default fp(
  async (app) => {
    app.decorate('members', new MemberService(app.db, app.audit, app.schools, app.sessions))
  },
  { name: 'members', dependencies: ['database', 'audit', 'schools', 'authenticate'] },
)
