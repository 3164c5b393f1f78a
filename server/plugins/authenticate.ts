import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { MemberState, Role } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { type Capability, can, capabilities, scopedToAssignedCourses } from '@/domain/permissions'
import { HttpError } from '../errors'
import { type SignedClaims, type TokenClaims, verifyAccessToken } from '../security'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that answer without a bearer token. Everything else requires one. */
    public?: boolean
    /**
     * What a protected route lets its caller do, from the table of `src/domain/permissions.ts`: a member
     * whose role and state lack it gets 403. Every protected route under /api declares one (the app does
     * not start otherwise).
     */
    capability?: Capability
  }
  interface FastifyRequest {
    /** The signed-in user; set on every non-public route. */
    user: SessionUser
  }
}

/** The signed-in member: the token's user and school, and their role, state and assigned courses now. */
export interface SessionUser extends TokenClaims {
  /** The session (the token's `jti`) and the member's session version it was signed with. */
  sessionId: string
  sesionVersion: number
  rol: Role
  estado: MemberState
  /** The courses a docente works in, sorted; null for a role that sees every course of the school. */
  cursoIds: readonly number[] | null
}

/** Reads the signed-in user of a protected request; its school scopes every query. */
export const currentUser = (request: FastifyRequest) => request.user

/** Who acts in a protected request, for the audit trail: the member, their school and the client's address. */
export const actorOf = (request: FastifyRequest) => ({
  colegioId: request.user.colegioId,
  userId: request.user.userId,
  ip: request.ip || null,
})

/**
 * How long a verified session is trusted without reading the member again: a suspension, a role change
 * or a closed session takes effect at most this long later on other instances (at once on this one).
 */
export const sessionCacheMs = 3_000
/** Tokens kept at most; the oldest go first (a Map keeps insertion order). */
const sessionCacheSize = 10_000

/**
 * The sessions of recently verified tokens, keyed by the whole token: a token names its user and school,
 * so an entry never answers for another school. An entry lives `sessionCacheMs` and never past the
 * token's own expiry, so what the signature check would refuse is refused at most that long later.
 */
export class SessionCache<T extends TokenClaims = SessionUser> {
  private readonly entries = new Map<string, { claims: T; until: number }>()
  /** Verifications under way, by token, with the `epoch` they started in. */
  private readonly inFlight = new Map<string, { promise: Promise<T>; epoch: number }>()
  /** Counts `forget` and `forgetUser`: a verification started before one is neither shared nor kept. */
  private epoch = 0
  constructor(private readonly now: () => number = Date.now) {}

  get(token: string) {
    const entry = this.entries.get(token)
    if (!entry) return undefined
    if (entry.until > this.now()) return entry.claims
    this.entries.delete(token)
    return undefined
  }

  set(token: string, claims: T, expiresAtMs: number) {
    if (this.entries.size >= sessionCacheSize) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(token, { claims, until: Math.min(this.now() + sessionCacheMs, expiresAtMs) })
  }

  /**
   * The session of a token not in the cache, verified by `verify` and then kept: the requests with the same
   * token that arrive while it is verified wait for that one verification instead of each starting its own
   * (when a cached session expires under load, the requests in flight would otherwise all verify the same
   * token and read the same member at once). A verification that started before a `forget` or `forgetUser`
   * is not shared with the requests that arrive after it, and its session is not kept.
   */
  verify(token: string, expiresAtMs: number, verify: () => Promise<T>): Promise<T> {
    const current = this.inFlight.get(token)
    if (current && current.epoch === this.epoch) return current.promise
    const epoch = this.epoch
    const promise = verify().then(
      (claims) => {
        if (this.inFlight.get(token)?.promise === promise) this.inFlight.delete(token)
        if (epoch === this.epoch) this.set(token, claims, expiresAtMs)
        return claims
      },
      (error: unknown) => {
        if (this.inFlight.get(token)?.promise === promise) this.inFlight.delete(token)
        throw error
      },
    )
    this.inFlight.set(token, { promise, epoch })
    return promise
  }

  /** Drops one token (its session was just closed on this instance). */
  forget(token: string) {
    this.epoch++
    this.entries.delete(token)
  }

  /** Drops every cached session of a user (their role, state or sessions changed on this instance). */
  forgetUser(userId: number) {
    this.epoch++
    for (const [token, entry] of this.entries) if (entry.claims.userId === userId) this.entries.delete(token)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache
    /**
     * The session of verified claims as it is now (401 when it ended): for what carries a session without
     * a bearer token, such as a signed download link.
     */
    sessionOf(claims: SignedClaims): Promise<SessionUser>
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

interface MemberRow {
  colegioId: number
  rol: Role
  estado: MemberState
  sesionVersion: number
  cursoIds: number[] | null
  /** The session was closed ("Cerrar sesión"). */
  cerrada: boolean
}

/** The member as they are now, by primary key: one indexed read per token every few seconds. */
const memberQuery = `select u.colegio_id as "colegioId", u.rol, u.estado, u.sesion_version as "sesionVersion",
  case when u.rol = 'docente' then array(select c.curso_id from usuario_cursos c where c.usuario_id = u.id order by c.curso_id) end as "cursoIds",
  exists(select 1 from sesiones_cerradas s where s.jti = $2) as cerrada
  from usuarios u where u.id = $1`

const invalidSession = () => new HttpError(401, 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.')

/**
 * The session of a verified token, checked against the member now: an account deleted or moved, a
 * suspended member, a token older than the member's session version, or a closed session is refused with 401.
 */
export function sessionOf(claims: SignedClaims, member: MemberRow | undefined): SessionUser {
  if (!member || member.colegioId !== claims.colegioId) throw invalidSession()
  if (member.estado === 'suspendido') throw new HttpError(401, messages.access.suspended)
  if (member.sesionVersion !== claims.sesionVersion || member.cerrada) {
    throw new HttpError(401, messages.access.sessionEnded)
  }
  return {
    userId: claims.userId,
    colegioId: claims.colegioId,
    sessionId: claims.sessionId,
    sesionVersion: claims.sesionVersion,
    rol: member.rol,
    estado: member.estado,
    cursoIds: scopedToAssignedCourses(member.rol) ? (member.cursoIds ?? []).map(Number) : null,
  }
}

/** 403 when the member's role and state do not give the route's capability. */
function refusal(user: SessionUser, capability: Capability) {
  if (can(user, capability)) return undefined
  return new HttpError(403, user.estado === 'pendiente' ? messages.access.pending : messages.access.forbidden)
}

/**
 * A valid bearer token of a member allowed on the route, or 401/403, on every route under /api that is not
 * marked public. The hook is attached to those routes as they are added, each with its route's capability,
 * so public routes and the SPA's files never run it, and no request asks which kind of route it is on.
 */
export default fp(
  async (app) => {
    const sessions = new SessionCache()
    app.decorate('sessions', sessions)
    app.decorateRequest('user')
    const load = (claims: SignedClaims) =>
      // The database plugin is registered after this one; the hook runs once the app is ready.
      app.database
        .rows<MemberRow>('session_member', memberQuery, [claims.userId, claims.sessionId])
        .then(([row]) => sessionOf(claims, row))
    app.decorate('sessionOf', load)

    const authenticateFor =
      (capability: Capability): onRequestHookHandler =>
      // A callback hook: a token seen in the last seconds is answered without a promise.
      (request, _reply, done) => {
        const header = request.headers.authorization
        const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
        if (!token) return done(new HttpError(401, 'Debes iniciar sesión.'))
        const cached = sessions.get(token)
        if (cached) {
          request.user = cached
          return done(refusal(cached, capability))
        }
        sessions
          .verify(token, expiryOf(token), () =>
            verifyAccessToken(token, app.config.jwtSecret).then((claims) => {
              if (!claims) throw invalidSession()
              return load(claims)
            }),
          )
          .then((user) => {
            request.user = user
            done(refusal(user, capability))
          }, done)
      }

    app.addHook('onRoute', (route) => {
      if (route.config?.public || !route.url.startsWith('/api')) return
      const capability = route.config?.capability
      if (!capability || !capabilities.includes(capability)) {
        throw new Error(`${[route.method].flat().join(',')} ${route.url}: la ruta no declara config.capability`)
      }
      // First among the route's own hooks: a rate limit counts only requests that carry a valid session.
      route.onRequest = [authenticateFor(capability), ...[route.onRequest ?? []].flat()]
    })
  },
  { name: 'authenticate', dependencies: ['config'] },
)
