import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { messages } from '@/domain/messages'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { resetTokens, usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from '../../security'
import { emailIs, emailTaken, findUserByEmail } from '../usuarios/email'
import { resetEmail } from './reset-email'

const resetTokenLifetimeMs = 60 * 60 * 1000
const wrongCurrentPassword = 'La contraseña actual no es correcta.'

const sessionGone = () => new HttpError(401, 'Tu sesión ya no es válida. Inicia sesión de nuevo.')

interface AccountDeps {
  db: Db
  mailer: Mailer
  publicUrl: string
  clock: () => Date
  log: FastifyBaseLogger
}

/** The account of the signed-in user (name, email, password) and password recovery by mail. */
export class AccountService {
  /** Recovery mails being sent; they run after the answer so that timing reveals nothing. */
  private readonly pending = new Set<Promise<void>>()

  constructor(private readonly deps: AccountDeps) {}

  async updateProfile(userId: number, data: { nombre: string; email: string }) {
    const { db } = this.deps
    const [taken] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(and(emailIs(data.email), ne(usuarios.id, userId)))
    if (taken) throw new HttpError(409, emailTaken)
    try {
      const updated = await db
        .update(usuarios)
        .set({ nombre: data.nombre, email: data.email })
        .where(eq(usuarios.id, userId))
        .returning({ id: usuarios.id })
      if (updated.length === 0) throw sessionGone()
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, emailTaken)
      throw error
    }
  }

  /**
   * Changes the password and ends every session of the user (their session version goes up); answers the
   * new version, with which the session that changed it gets a fresh token.
   */
  async changePassword(userId: number, oldPassword: string, newPassword: string): Promise<number> {
    const { db } = this.deps
    const user = await db.query.usuarios.findFirst({ where: eq(usuarios.id, userId) })
    if (!user) throw sessionGone()
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new HttpError(400, wrongCurrentPassword)
    const passwordHash = await hashPassword(newPassword)
    const [row] = await db
      .update(usuarios)
      .set({ passwordHash, sesionVersion: sql`${usuarios.sesionVersion} + 1` })
      .where(eq(usuarios.id, userId))
      .returning({ sesionVersion: usuarios.sesionVersion })
    if (!row) throw sessionGone()
    return row.sesionVersion
  }

  /**
   * Starts a recovery for the email when it has an account. Answers the same, at the same speed,
   * for unknown emails: the token and the mail are made after the answer.
   */
  async requestReset(email: string) {
    const user = await findUserByEmail(this.deps.db, email)
    if (!user) return
    const task = this.sendReset(user).catch((err) => {
      this.deps.log.error({ err, userId: user.id }, 'no se pudo enviar el correo de recuperación')
    })
    this.pending.add(task)
    void task.finally(() => this.pending.delete(task))
  }

  private async sendReset(user: { id: number; nombre: string; email: string }) {
    const { token, tokenHash } = newOpaqueToken()
    const expiresAt = new Date(this.deps.clock().getTime() + resetTokenLifetimeMs)
    await this.deps.db.insert(resetTokens).values({ usuarioId: user.id, tokenHash, expiresAt })
    const link = `${this.deps.publicUrl}/reset-password/${token}`
    await this.deps.mailer.send(resetEmail(user, link))
  }

  /** Waits for the recovery mails under way (on shutdown, and in tests). */
  async settled() {
    await Promise.allSettled([...this.pending])
  }

  /**
   * Sets a new password with a recovery token: valid for one hour, used once, then every other token dies,
   * and every session of the user ends. Answers the user's id.
   */
  async resetWithToken(token: string, newPassword: string): Promise<number> {
    const { db } = this.deps
    const tokenHash = sha256(token)
    const now = this.deps.clock()
    const valid = and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now))
    const [candidate] = await db.select({ id: resetTokens.id }).from(resetTokens).where(valid)
    if (!candidate) throw new HttpError(400, messages.validation.invalidToken)
    const passwordHash = await hashPassword(newPassword)
    return db.transaction(async (tx) => {
      // The update is the claim: of two concurrent uses only one finds the token still unused.
      const [claimed] = await tx
        .update(resetTokens)
        .set({ usedAt: now })
        .where(valid)
        .returning({ usuarioId: resetTokens.usuarioId })
      if (!claimed) throw new HttpError(400, messages.validation.invalidToken)
      await tx
        .update(usuarios)
        .set({ passwordHash, sesionVersion: sql`${usuarios.sesionVersion} + 1` })
        .where(eq(usuarios.id, claimed.usuarioId))
      await tx
        .update(resetTokens)
        .set({ usedAt: now })
        .where(and(eq(resetTokens.usuarioId, claimed.usuarioId), isNull(resetTokens.usedAt)))
      return claimed.usuarioId
    })
  }
}
