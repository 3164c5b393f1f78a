import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'
import { type TokenClaims, verifyAccessToken } from '../security'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that answer without a bearer token. Everything else requires one. */
    public?: boolean
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route. */
    user: TokenClaims
  }
}

/** Reads the signed-in user of a protected request; its school scopes every query. */
export const currentUser = (request: FastifyRequest) => request.user

/** One hook for every route under /api that is not marked public: a valid bearer token or 401. */
export default fp(
  async (app) => {
    app.decorateRequest('user')
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.public || !request.routeOptions.url?.startsWith('/api')) return
      const header = request.headers.authorization
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
      if (!token) throw new HttpError(401, 'Debes iniciar sesión.')
      const claims = await verifyAccessToken(token, app.config.jwtSecret)
      if (!claims) throw new HttpError(401, 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.')
      request.user = claims
    })
  },
  { name: 'authenticate', dependencies: ['config'] },
)
