/**
 * How a member signs a block of the libro de clases. A signature method verifies a code for a member; the
 * only one today is the member's TOTP authenticator (RFC 6238: 6 digits, 30 s, SHA-1, the `otpauth`
 * library), whose secret is kept encrypted with AES-256-GCM under a key of the server's config. The
 * verifier the Circular N° 30 names (Mineduc's identity verifier) would be a second implementation of
 * `SignatureMethod`.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Db } from '../../db/client'
import { firmasTotp } from '../../db/schema'
import type { Tx } from '../../db/transaction'

export type SignatureMethodId = 'totp'

/** A way to check that the member who signs is who they say (a code they alone can produce now). */
export interface SignatureMethod {
  readonly id: SignatureMethodId
  /** True when `codigo` proves the member now; a code is accepted once. Runs inside the signing transaction. */
  verify(tx: Db | Tx, usuarioId: number, codigo: string, now: Date): Promise<'ok' | 'sin_inscripcion' | 'invalido'>
}

/** Encrypts and decrypts the TOTP secrets at rest: `v1.<iv>.<tag>.<ciphertext>` in base64url, AES-256-GCM. */
export class SecretBox {
  constructor(private readonly key: Uint8Array) {
    if (key.length !== 32) throw new Error('La clave de cifrado de las firmas debe tener 32 bytes.')
  }

  seal(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.')
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.')
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('Secreto cifrado con un formato desconocido.')
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  }
}

export const totpPeriod = 30

/** The TOTP of a base32 secret, as authenticator apps compute it. */
export const totpOf = (secreto: string, label = 'Pizarra') =>
  new TOTP({
    issuer: 'Pizarra',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriod,
    secret: Secret.fromBase32(secreto),
  })

/** A new random secret (160 bits, base32), as RFC 4226 recommends. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/**
 * The step a code belongs to, within one step of clock drift either side, or null. A step already used
 * (`ultimoPaso`) is refused, so a code read over the shoulder cannot be replayed.
 */
export function acceptedStep(secreto: string, codigo: string, now: Date, ultimoPaso: number | null): number | null {
  const delta = totpOf(secreto).validate({ token: codigo, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  const step = Math.floor(now.getTime() / 1000 / totpPeriod) + delta
  if (ultimoPaso !== null && step <= ultimoPaso) return null
  return step
}

/** The member's confirmed TOTP authenticator. */
export class TotpMethod implements SignatureMethod {
  readonly id = 'totp' as const
  constructor(private readonly box: SecretBox) {}

  async verify(tx: Db | Tx, usuarioId: number, codigo: string, now: Date) {
    const [row] = await tx.select().from(firmasTotp).where(eq(firmasTotp.usuarioId, usuarioId)).for('update')
    if (!row?.confirmadaEn) return 'sin_inscripcion' as const
    const step = acceptedStep(this.box.open(row.secretoCifrado), codigo, now, row.ultimoPaso)
    if (step === null) return 'invalido' as const
    await tx.update(firmasTotp).set({ ultimoPaso: step }).where(eq(firmasTotp.usuarioId, usuarioId))
    return 'ok' as const
  }
}
