import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { SchoolExportService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    schoolExport: SchoolExportService
  }
}

/** The export of a whole school (every record and Word file), for its administrador. */
export default fp(
  async (app) => {
    app.decorate(
      'schoolExport',
      new SchoolExportService(
        app.db,
        app.storage,
        app.students,
        app.courses,
        app.meetings,
        app.internalRequests,
        app.audit,
        app.clock,
      ),
    )
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  {
    name: 'colegio',
    dependencies: [
      ...apiRouteDependencies,
      'config',
      'database',
      'storage',
      'alumnos',
      'cursos',
      'reuniones',
      'solicitudes',
      'auditoria',
    ],
  },
)
