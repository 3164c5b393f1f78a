import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import { LibroReports } from './reports'
import routes from './routes'
import { LibroService } from './service'
import { SecretBox, TotpMethod } from './signing'

declare module 'fastify' {
  interface FastifyInstance {
    libro: LibroService
    libroReports: LibroReports
  }
}

/**
 * The libro de clases: schedules, blocks, signatures (TOTP, secrets sealed with the config's key),
 * corrections; and what UTP follows in it (Cobertura, Cumplimiento) with the monthly libro, kept in Mis
 * Documentos. Registered before `asistencia`, whose daily attendance is a course's subsidy block.
 */
export default fp(
  async (app) => {
    const box = new SecretBox(app.config.signatureKey)
    const libro = new LibroService(
      app.db,
      app.database,
      app.courses,
      app.audit,
      box,
      { totp: new TotpMethod(box) },
      app.clock,
    )
    app.decorate('libro', libro)
    app.decorate('libroReports', new LibroReports(app.db, app.courses, libro, app.documents, app.audit, app.clock))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  {
    name: 'libro',
    dependencies: [...apiRouteDependencies, 'auditoria', 'config', 'database', 'cursos', 'documentos'],
  },
)
