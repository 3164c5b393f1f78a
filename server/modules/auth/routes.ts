import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { loginForm, me, tokenResponse } from '@/api/contract/auth'
import { errorResponse } from '@/api/contract/fields'
import { currentUser } from '../../plugins/authenticate'

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: loginForm, response: { 200: tokenResponse, 401: errorResponse } },
    },
    async (request) => app.auth.login(request.body.username, request.body.password, request.ip || null),
  )

  // "Cerrar sesión": ends this session on the server (its token answers 401 from then on).
  app.post(
    '/auth/logout',
    { config: { capability: 'documentos' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await app.auth.closeSession(currentUser(request))
      const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
      if (token) app.sessions.forget(token)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/auth/cerrar-sesiones',
    { config: { capability: 'documentos' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const { userId } = currentUser(request)
      await app.auth.endSessions(userId)
      app.sessions.forgetUser(userId)
      return reply.code(204).send(null)
    },
  )

  app.get('/auth/me', { config: { capability: 'documentos' }, schema: { response: { 200: me } } }, async (request) =>
    app.auth.me(currentUser(request).userId),
  )
}
export default auth
