import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { loginForm, me, tokenResponse } from '@/api/contract/auth'
import { errorResponse } from '@/api/contract/fields'
import { HttpError } from '../../errors'
import { currentUser } from '../../plugins/authenticate'
import { tooManyAttempts } from '../../plugins/rate-limit'

/** Sign-ins to one account per minute, from any address; past it the wait doubles on every try. */
export const accountLoginLimit = 5
/** At most one warning e-mail per account in this time (per instance). */
const burstWarningEveryMs = 15 * 60_000

const auth: FastifyPluginAsyncZod = async (app) => {
  // Beyond the per-address limit (route config): per account, whoever sends them, with a growing wait
  // (the rate-limit plugin's exponential backoff, shared through Redis when configured). Known and
  // unknown e-mails are counted and answered alike; the owner of a known one gets an e-mail on a burst.
  const warned = new Map<string, number>()
  const accountOf = (request: FastifyRequest) =>
    String((request.body as { username?: unknown } | undefined)?.username ?? '')
      .trim()
      .toLowerCase()
  const checkAccount = app.hasDecorator('createRateLimit')
    ? app.createRateLimit({
        max: accountLoginLimit,
        timeWindow: '1 minute',
        keyGenerator: (request) => `cuenta:${accountOf(request)}`,
      })
    : undefined
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await checkAccount!(request)
    if (limit.isAllowed || !limit.isExceeded) return
    const email = accountOf(request)
    const last = warned.get(email)
    if (last === undefined || Date.now() - last >= burstWarningEveryMs) {
      if (warned.size > 10_000) warned.clear()
      warned.set(email, Date.now())
      app.auth.warnOfBurst(email).catch((error) => request.log.error({ err: error }, 'aviso de intentos no enviado'))
    }
    reply.header('retry-after', String(limit.ttlInSeconds))
    throw new HttpError(429, tooManyAttempts(limit.ttlInSeconds))
  }

  app.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      ...(checkAccount ? { preHandler: perAccount } : {}),
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
