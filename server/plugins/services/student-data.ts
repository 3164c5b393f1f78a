import fp from 'fastify-plugin'
import { StudentDataService } from '../../modules/alumnos/datos'

declare module 'fastify' {
  interface FastifyInstance {
    studentData: StudentDataService
  }
}

/** A family's rights over a student's data: everything in one document, and deletion with the files. */
export default fp(
  async (app) => {
    app.decorate(
      'studentData',
      new StudentDataService(app.db, app.students, app.documents, app.storage, app.audit, app.log),
    )
  },
  { name: 'student-data', dependencies: ['database', 'storage', 'students', 'documents', 'audit'] },
)
