import type { FastifyRequest, onRequestHookHandler } from 'fastify'
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

/** How long a verified token is trusted without verifying its signature again. */
export const sessionCacheMs = 3_000
/** Tokens kept at most; the oldest go first (a Map keeps insertion order). */
const sessionCacheSize = 10_000

/**
 * The claims of recently verified tokens, keyed by the whole token: a token names its user and school,
 * so an entry never answers for another school. An entry lives `sessionCacheMs` and never past the
 * token's own expiry, so what the signature check would refuse is refused at most that long later.
 */
export class SessionCache {
  private readonly entries = new Map<string, { claims: TokenClaims; until: number }>()
  constructor(private readonly now: () => number = Date.now) {}

  get(token: string) {
    const entry = this.entries.get(token)
    if (!entry) return undefined
    if (entry.until > this.now()) return entry.claims
    this.entries.delete(token)
    return undefined
  }

  set(token: string, claims: TokenClaims, expiresAtMs: number) {
    if (this.entries.size >= sessionCacheSize) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(token, { claims, until: Math.min(this.now() + sessionCacheMs, expiresAtMs) })
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache
  }
}

/** The expiry of a JWT in milliseconds, read without verifying (the token was just verified). */
function expiryOf(token: string) {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0
  } catch {
    return 0
  }
}

/**
 * A valid bearer token or 401, on every route under /api that is not marked public. The hook is attached to
 * those routes as they are added, so public routes and the SPA's files never run it, and no request asks
 * which kind of route it is on.
 */
export default fp(
  async (app) => {
    const sessions = new SessionCache()
    app.decorate('sessions', sessions)
    app.decorateRequest('user')
    // A callback hook: a token seen in the last seconds is answered without a promise.
    const authenticate: onRequestHookHandler = (request, _reply, done) => {
      const header = request.headers.authorization
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
      if (!token) return done(new HttpError(401, 'Debes iniciar sesión.'))
      const cached = sessions.get(token)
      if (cached) {
        request.user = cached
        return done()
      }
      verifyAccessToken(token, app.config.jwtSecret).then((claims) => {
        if (!claims) return done(new HttpError(401, 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.'))
        sessions.set(token, claims, expiryOf(token))
        request.user = claims
        done()
      }, done)
    }
    app.addHook('onRoute', (route) => {
      if (route.config?.public || !route.url.startsWith('/api')) return
      // First among the route's own hooks: a rate limit counts only requests that carry a valid session.
      route.onRequest = [authenticate, ...[route.onRequest ?? []].flat()]
    })
  },
  { name: 'authenticate', dependencies: ['config'] },
)
