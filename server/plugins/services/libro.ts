import fp from 'fastify-plugin'
import { LibroReports } from '../../modules/libro/reports'
import { LibroService } from '../../modules/libro/service'
import { SecretBox, TotpMethod } from '../../modules/libro/signing'

declare module 'fastify' {
  interface FastifyInstance {
    libro: LibroService
    libroReports: LibroReports
  }
}

/** The libro de clases: schedules, blocks, signatures (TOTP, secrets sealed with the config's key), corrections. */
export default fp(
  async (app) => {
    const box = new SecretBox(app.config.signatureKey)
    const libro = new LibroService(app.db, app.courses, app.audit, box, { totp: new TotpMethod(box) }, app.clock)
    app.decorate('libro', libro)
  },
  { name: 'libro', dependencies: ['audit', 'config', 'database', 'courses'] },
)

/** What UTP follows in the libro (Cobertura, Cumplimiento) and the monthly libro, kept in Mis Documentos. */
export const libroReports = fp(
  async (app) => {
    app.decorate('libroReports', new LibroReports(app.db, app.courses, app.libro, app.documents, app.audit, app.clock))
  },
  { name: 'libro-reports', dependencies: ['libro', 'documents', 'audit', 'courses'] },
)
