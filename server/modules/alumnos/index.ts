import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import { StudentDataService } from './datos'
import routes from './routes'
import { StudentService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    students: StudentService
    studentData: StudentDataService
  }
}

/**
 * The students of each school, with the spreadsheet import; and a family's rights over a student's data:
 * everything in one document, and deletion with the files.
 */
export default fp(
  async (app) => {
    app.decorate('students', new StudentService(app.db, app.database.rows, app.audit))
    app.decorate(
      'studentData',
      new StudentDataService(app.db, app.students, app.documents, app.storage, app.audit, app.log),
    )
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'alumnos', dependencies: [...apiRouteDependencies, 'database', 'storage', 'auditoria', 'documentos'] },
)
