import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { jwtVerify, SignJWT } from 'jose'

// argon2id with the parameters OWASP recommends (19 MiB, 2 passes).
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, argonOptions)

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash of a real password, verified against when the user does not exist (same timing). */
let decoyHash: Promise<string> | undefined
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return decoyHash
}

export interface TokenClaims {
  userId: number
  colegioId: number
}

/** What a signed token carries: the user, the school, the session, and the user's session version when it was signed. */
export interface SignedClaims extends TokenClaims {
  /** `usuarios.sesion_version` at sign-in; raising it ends every token signed before. */
  sesionVersion: number
  /** The session's id (`jti`): "Cerrar sesión" ends this session alone (`sesiones_cerradas`). */
  sessionId: string
}

export const tokenLifetimeSeconds = 12 * 60 * 60
/** How far the clocks of two instances may disagree: a token issued "in the future" by more is refused. */
export const clockToleranceSeconds = 30

export function signAccessToken(claims: Omit<SignedClaims, 'sessionId'>, secret: Uint8Array) {
  return new SignJWT({ col: claims.colegioId, sv: claims.sesionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${tokenLifetimeSeconds}s`)
    .setIssuer('pizarra')
    .sign(secret)
}

/**
 * The claims of a valid token, or null when it is malformed, forged or expired, lacks `exp`, `iat` or a
 * session id, was issued in the future (beyond the clock tolerance), or claims to live longer than 12 h.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<SignedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: 'pizarra',
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      // Also refuses an `iat` in the future (more than the tolerance).
      maxTokenAge: tokenLifetimeSeconds,
      clockTolerance: clockToleranceSeconds,
    })
    if (payload.exp! - payload.iat! > tokenLifetimeSeconds) return null
    const userId = Number(payload.sub)
    const colegioId = Number(payload.col)
    const sesionVersion = Number(payload.sv ?? 0)
    const sessionId = payload.jti!
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(colegioId) || !Number.isSafeInteger(sesionVersion)) {
      return null
    }
    if (!/^[\w-]{1,64}$/.test(sessionId)) return null
    return { userId, colegioId, sesionVersion, sessionId }
  } catch {
    return null
  }
}

// No 0/O, 1/I/L: codes are read aloud and typed from paper.
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A school code: 8 random characters from an unambiguous alphabet. */
export const newSchoolCode = () =>
  Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('')

/** A random URL-safe token and the hash under which it is stored. */
export function newOpaqueToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: sha256(token) }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
