import fp from 'fastify-plugin'
import { StudentService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    students: StudentService
  }
}

/** The students of each school, with the spreadsheet import. */
export default fp(
  async (app) => {
    app.decorate('students', new StudentService(app.db, app.database.rows, app.audit))
  },
  { name: 'students', dependencies: ['database', 'audit'] },
)
