import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { apiPrefix, apiRouteDependencies } from '../../plugins/api-routes'
import routes from './routes'
import { PieReportService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    pieReports: PieReportService
  }
}

/** PIE progress reports. */
export default fp(
  async (app) => {
    app.decorate('pieReports', new PieReportService(app.db, app.documents, app.audit))
    await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: apiPrefix })
  },
  { name: 'informes-pie', dependencies: [...apiRouteDependencies, 'auditoria', 'database', 'documentos'] },
)
