import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { generatedDocument, pieReportList, pieReportRequest, pieReportsQuery } from '@/api/contract/documentos'
import { errorResponse } from '@/api/contract/fields'
import { actorOf, currentUser } from '../../plugins/authenticate'
import { linkOwnerOf } from '../documentos/service'

const informesPieRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/informes-pie/generar-word',
    {
      config: { capability: 'informes_pie' },
      schema: { body: pieReportRequest, response: { 200: generatedDocument } },
    },
    async (request) => app.pieReports.generate(currentUser(request), request.body, linkOwnerOf(request)),
  )

  app.get(
    '/informes-pie',
    {
      config: { capability: 'informes_pie' },
      schema: { querystring: pieReportsQuery, response: { 200: pieReportList, 404: errorResponse } },
    },
    async (request) =>
      app.pieReports.list(
        { ...currentUser(request), ...actorOf(request) },
        request.query.alumno_id,
        linkOwnerOf(request),
      ),
  )
}
export default informesPieRoutes
