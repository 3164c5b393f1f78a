import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { respaldosInfo } from '@/api/contract/colegio'
import { errorResponse } from '@/api/contract/fields'
import { messages } from '@/domain/messages'
import { latestArchive } from '../../backup/nightly'
import { HttpError } from '../../errors'
import { currentUser } from '../../plugins/authenticate'

/**
 * The school as a whole, for its administrador: the last backup (Configuración) and the export of every
 * record and Word file.
 *
 * Who is the administrador: today the account whose e-mail is the school's `email_responsable` (the one
 * that signed the school up). When roles and permissions land (issue 20), both routes check the
 * capability 'colegio.exportar' instead, and the export writes its audit line (action 'colegio.exportar').
 */
const colegioRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdministrator = async (colegioId: number, userId: number, message: string) => {
    if (!(await app.schoolExport.isAdministrator(colegioId, userId))) throw new HttpError(403, message)
  }

  app.get(
    '/colegio/respaldos',
    { schema: { response: { 200: respaldosInfo, 403: errorResponse } } },
    async (request) => {
      const { colegioId, userId } = currentUser(request)
      await requireAdministrator(colegioId, userId, messages.schoolData.backupsOnlyAdmin)
      const { backup } = app.config
      return { ultimo: await latestArchive(backup.dir), hora_nocturna: backup.nightly ? backup.hour : null }
    },
  )

  app.get(
    '/colegio/exportar',
    // 200 is the .zip itself: Fastify sends a Buffer as is, without serializing it.
    { schema: { response: { 200: z.instanceof(Buffer), 403: errorResponse } } },
    async (request, reply) => {
      const { colegioId, userId } = currentUser(request)
      await requireAdministrator(colegioId, userId, messages.schoolData.exportOnlyAdmin)
      const { filename, body } = await app.schoolExport.zip(colegioId)
      request.log.info({ colegioId, userId, bytes: body.length }, 'datos del colegio exportados')
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength))
    },
  )
}

export default colegioRoutes
