import { create as contentDisposition } from 'content-disposition'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  documentList,
  documentoDetail,
  documentoSaved,
  documentoVersiones,
  regenerarResult,
} from '@/api/contract/documentos'
import { errorResponse, idParams } from '@/api/contract/fields'
import { docxContentType, storageKeyPattern } from '../../adapters/storage/storage'
import { HttpError } from '../../errors'
import { currentUser } from '../../plugins/authenticate'
import { filesPath } from '../../plugins/storage'
import { linkOwnerOf } from './service'

const expiredLink = 'El enlace de descarga expiró. Vuelve a Mis Documentos para obtener uno nuevo.'
const invalidLink = 'El enlace de descarga no es válido.'

const documentosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents',
    { config: { capability: 'documentos' }, schema: { response: { 200: documentList } } },
    async (request) => app.documents.list(currentUser(request), linkOwnerOf(request)),
  )

  // The editor: bodies are validated by the service, so that a bad content answers 400 naming its field.
  const editorErrors = { 400: errorResponse, 404: errorResponse, 409: errorResponse }
  app.get(
    '/documentos/:id',
    {
      config: { capability: 'documentos' },
      schema: { params: idParams, response: { 200: documentoDetail, ...editorErrors } },
    },
    async (request) => app.documentEditor.get(currentUser(request), request.params.id, linkOwnerOf(request)),
  )
  app.put(
    '/documentos/:id',
    {
      config: { capability: 'documentos' },
      schema: { params: idParams, response: { 200: documentoSaved, ...editorErrors } },
    },
    async (request) =>
      app.documentEditor.save(currentUser(request), request.params.id, request.body, linkOwnerOf(request)),
  )
  app.post(
    '/documentos/:id/regenerar',
    {
      config: { capability: 'documentos' },
      schema: {
        params: idParams,
        response: { 200: regenerarResult, 429: errorResponse, 502: errorResponse, 504: errorResponse, ...editorErrors },
      },
    },
    async (request) => app.documentEditor.regenerate(currentUser(request), request.params.id, request.body),
  )
  app.get(
    '/documentos/:id/versiones',
    {
      config: { capability: 'documentos' },
      schema: { params: idParams, response: { 200: documentoVersiones, ...editorErrors } },
    },
    async (request) => app.documentEditor.versions(currentUser(request), request.params.id, linkOwnerOf(request)),
  )

  // Downloads: no bearer token (the browser opens the link), a signed and expiring URL instead; local files are
  // sent from here, a bucket's through a redirect to its presigned URL of a minute, after the same checks.
  app.get(
    `${filesPath}/:colegio/:file`,
    {
      config: { public: true },
      schema: {
        params: z.object({ colegio: z.string().regex(/^\d{1,10}$/), file: z.string().max(64) }),
        querystring: z.object({
          name: z.string({ error: invalidLink }).min(1, invalidLink).max(300, invalidLink),
          expires: z.coerce.number({ error: invalidLink }).int(invalidLink),
          // The member, session, session version and role the link was signed for.
          u: z
            .string({ error: invalidLink })
            .regex(/^\d{1,10}$/, invalidLink)
            .transform(Number),
          s: z.string({ error: invalidLink }).regex(/^[\w-]{1,64}$/, invalidLink),
          v: z
            .string({ error: invalidLink })
            .regex(/^\d{1,10}$/, invalidLink)
            .transform(Number),
          r: z.string({ error: invalidLink }).max(20, invalidLink),
          signature: z.string({ error: invalidLink }).min(1, invalidLink).max(100, invalidLink),
        }),
      },
    },
    async (request, reply) => {
      const storage = app.storage
      const key = `${request.params.colegio}/${request.params.file}`
      const { name, expires, u: userId, s: sessionId, v: sesionVersion, r: rol, signature } = request.query
      if (!storageKeyPattern.test(key)) throw new HttpError(404, 'El documento no existe.')
      const check = storage.links.check(key, name, expires, { userId, sessionId, sesionVersion, rol }, signature)
      if (check === 'invalid') throw new HttpError(403, invalidLink)
      if (check === 'expired') throw new HttpError(403, expiredLink)
      // The member and the session the link was made for, as they are now: a suspension, "Cerrar sesión"
      // (here or on every device) or a role change ends the link at once (401), as it ends the token.
      const session = await app.sessionOf({
        userId,
        colegioId: Number(request.params.colegio),
        sesionVersion,
        sessionId,
      })
      if (session.rol !== rol) throw new HttpError(403, expiredLink)
      // Recorded before the file is sent: who, which document, which student; a member who may no longer see
      // the document's subject (a PIE report after a demotion, a student of a course no longer theirs) is refused.
      await app.documents.recordDownload({ colegioId: session.colegioId, userId, ip: request.ip || null }, key, session)
      const file = await storage.download(key, name)
      if (!file) throw new HttpError(404, 'El documento ya no existe.')
      reply.header('cache-control', 'private, no-store')
      if ('redirect' in file) return reply.redirect(file.redirect, 302)
      return reply
        .header('content-type', docxContentType)
        .header('content-disposition', contentDisposition(name))
        .send(file.body)
    },
  )
}
export default documentosRoutes
