import fp from 'fastify-plugin'
import { GradeBookService } from '../../modules/calificaciones/service'

declare module 'fastify' {
  interface FastifyInstance {
    gradeBook: GradeBookService
  }
}

/** The libro de notas: evaluations, grades, averages and the student's report. */
export default fp(
  async (app) => {
    app.decorate(
      'gradeBook',
      new GradeBookService(app.db, app.database.rows, app.courses, app.documents, app.audit, app.clock),
    )
  },
  { name: 'grade-book', dependencies: ['audit', 'config', 'database', 'courses', 'documents'] },
)
