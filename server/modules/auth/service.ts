import { eq, lt, sql } from 'drizzle-orm'
import type { Me, TokenResponse } from '@/api/contract/auth'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { colegios, sesionesCerradas, usoEvaluaciones, usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import {
  clockToleranceSeconds,
  decoyPasswordHash,
  signAccessToken,
  tokenLifetimeSeconds,
  verifyPassword,
} from '../../security'
import type { AuditService } from '../auditoria/service'
import { type QuotaService, statusColumns, statusOf, thisMonthOf } from '../evaluaciones/service'
import { loginBurstEmail } from '../usuarios/account-emails'
import { findUserByEmail } from '../usuarios/email'

const wrongCredentials = 'Correo o contraseña incorrectos.'

/** Signing in, and the signed-in user with the school and the quota. */
export class AuthService {
  /** The query of `me`, built and prepared once: the app asks for it on every page load. */
  private readonly meQuery

  constructor(
    private readonly db: Db,
    private readonly quota: QuotaService,
    private readonly jwtSecret: Uint8Array,
    private readonly audit: AuditService,
    private readonly mail: { mailer: Mailer; origin: string },
  ) {
    this.meQuery = db
      .select({
        id: usuarios.id,
        nombre: usuarios.nombre,
        email: usuarios.email,
        rol: usuarios.rol,
        estado: usuarios.estado,
        colegio: { nombre: colegios.nombre, codigo: colegios.codigo },
        ...statusColumns,
      })
      .from(usuarios)
      .innerJoin(colegios, eq(colegios.id, usuarios.colegioId))
      .leftJoin(usoEvaluaciones, thisMonthOf(sql.placeholder('mes')))
      .where(eq(usuarios.id, sql.placeholder('userId')))
      .prepare('auth_me')
  }

  /**
   * Signs in, and records it in the member's school (`sesion.iniciar`, or `sesion.fallida` with the reason).
   * An unknown e-mail belongs to no school: it is refused the same way and recorded nowhere.
   */
  async login(email: string, password: string, ip: string | null = null): Promise<TokenResponse> {
    const user = await findUserByEmail(this.db, email)
    // Verify against a decoy when the user is unknown, so timing does not reveal which emails exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password)
    if (!user) throw new HttpError(401, wrongCredentials)
    const actor = { colegioId: user.colegioId, userId: user.id, ip }
    if (!ok) {
      await this.audit.record(this.db, actor, 'sesion.fallida', { detalle: `Contraseña incorrecta para ${user.email}` })
      throw new HttpError(401, wrongCredentials)
    }
    // Only once the password is right: a suspension is nothing a stranger learns.
    if (user.estado === 'suspendido') {
      await this.audit.record(this.db, actor, 'sesion.fallida', { detalle: `Cuenta suspendida: ${user.email}` })
      throw new HttpError(401, messages.access.suspended)
    }
    const access_token = await signAccessToken(
      { userId: user.id, colegioId: user.colegioId, sesionVersion: user.sesionVersion },
      this.jwtSecret,
    )
    await this.audit.record(this.db, actor, 'sesion.iniciar', { detalle: user.email })
    return { access_token, token_type: 'bearer' }
  }

  /**
   * Ends every session of the user (every device, this one too): tokens signed before carry an older
   * session version and are refused from now on. Answers the new version.
   */
  async endSessions(userId: number, db: Db = this.db): Promise<number> {
    const [row] = await db
      .update(usuarios)
      .set({ sesionVersion: sql`${usuarios.sesionVersion} + 1` })
      .where(eq(usuarios.id, userId))
      .returning({ sesionVersion: usuarios.sesionVersion, colegioId: usuarios.colegioId })
    if (!row) throw new HttpError(401, messages.access.sessionEnded)
    return row.sesionVersion
  }

  /** E-mails the owner of `email`, if it has an account, that it received a burst of sign-in attempts. */
  async warnOfBurst(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email)
    if (user) await this.mail.mailer.send(loginBurstEmail(user, this.mail.origin))
  }

  /**
   * Ends one session ("Cerrar sesión"): its token is refused from now on, here and on every instance (within
   * `sessionCacheMs` on the others). The row lives until the token would have expired by itself; the rows
   * past that are deleted on the way.
   */
  async closeSession(session: { userId: number; sessionId: string }): Promise<void> {
    const now = Date.now()
    const expiraEn = new Date(now + (tokenLifetimeSeconds + clockToleranceSeconds) * 1000)
    await this.db
      .insert(sesionesCerradas)
      .values({ jti: session.sessionId, usuarioId: session.userId, expiraEn })
      .onConflictDoNothing()
    await this.db.delete(sesionesCerradas).where(lt(sesionesCerradas.expiraEn, new Date(now)))
  }

  /** A token for the user at their current session version (the session that changed the password goes on). */
  async tokenFor(user: { userId: number; colegioId: number }, sesionVersion: number): Promise<string> {
    return signAccessToken({ ...user, sesionVersion }, this.jwtSecret)
  }

  /** The user, the school and the quota in one query (the app calls it on every page load). */
  async me(userId: number): Promise<Me> {
    const [row] = await this.meQuery.execute({ userId, mes: this.quota.month() })
    const status = statusOf(row)
    return {
      id: row!.id,
      nombre: row!.nombre,
      email: row!.email,
      // The code lets anyone ask to join the school: only those who may hand it out read it.
      colegio: { nombre: row!.colegio.nombre, codigo: can(row!, 'colegio.codigo') ? row!.colegio.codigo : null },
      rol: row!.rol,
      estado: row!.estado,
      plan: status.plan,
      evaluaciones_usadas: status.usadas,
      evaluaciones_extra: status.extra,
      evaluaciones_disponibles: status.disponibles,
    }
  }
}
