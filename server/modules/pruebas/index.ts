import fp from 'fastify-plugin'
import { PracticeTestService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    practiceTests: PracticeTestService
  }
}

/** PAES and SIMCE practice tests, one evaluation each. */
export default fp(
  async (app) => {
    app.decorate('practiceTests', new PracticeTestService(app.quota, app.documents))
  },
  { name: 'practice-tests', dependencies: ['quota', 'documents'] },
)
