import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { respaldosInfo } from '@/api/contract/colegio'
import { errorResponse } from '@/api/contract/fields'
import { latestArchive } from '../../backup/nightly'
import { actorOf } from '../../plugins/authenticate'

/**
 * The school as a whole, for its administrador (capability `colegio.exportar`): the last backup, shown in
 * Configuración, and the export of every record and Word file, written to the audit trail.
 */
const colegioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/colegio/respaldos',
    { config: { capability: 'colegio.exportar' }, schema: { response: { 200: respaldosInfo, 403: errorResponse } } },
    async () => {
      const { backup } = app.config
      return { ultimo: await latestArchive(backup.dir), hora_nocturna: backup.nightly ? backup.hour : null }
    },
  )

  app.get(
    '/colegio/exportar',
    {
      config: { capability: 'colegio.exportar' },
      // 200 is the .zip itself: Fastify sends a Buffer as is, without serializing it.
      schema: { response: { 200: z.instanceof(Buffer), 403: errorResponse } },
    },
    async (request, reply) => {
      const { filename, body } = await app.schoolExport.zip(actorOf(request))
      request.log.info({ colegioId: actorOf(request).colegioId, bytes: body.length }, 'datos del colegio exportados')
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength))
    },
  )
}

export default colegioRoutes
