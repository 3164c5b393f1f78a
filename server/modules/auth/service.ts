import { eq, sql } from 'drizzle-orm'
import type { Me, TokenResponse } from '@/api/contract/auth'
import type { Db } from '../../db/client'
import { colegios, usoEvaluaciones, usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { decoyPasswordHash, signAccessToken, verifyPassword } from '../../security'
import { type QuotaService, statusColumns, statusOf, thisMonthOf } from '../evaluaciones/service'
import { findUserByEmail } from '../usuarios/service'

const wrongCredentials = 'Correo o contraseña incorrectos.'

/** Signing in, and the signed-in user with the school and the quota. */
export class AuthService {
  /** The query of `me`, built and prepared once: the app asks for it on every page load. */
  private readonly meQuery

  constructor(
    private readonly db: Db,
    private readonly quota: QuotaService,
    private readonly jwtSecret: Uint8Array,
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

  async login(email: string, password: string): Promise<TokenResponse> {
    const user = await findUserByEmail(this.db, email)
    // Verify against a decoy when the user is unknown, so timing does not reveal which emails exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password)
    if (!user || !ok) throw new HttpError(401, wrongCredentials)
    const access_token = await signAccessToken({ userId: user.id, colegioId: user.colegioId }, this.jwtSecret)
    return { access_token, token_type: 'bearer' }
  }

  /** The user, the school and the quota in one query (the app calls it on every page load). */
  async me(userId: number): Promise<Me> {
    const [row] = await this.meQuery.execute({ userId, mes: this.quota.month() })
    const status = statusOf(row)
    return {
      id: row!.id,
      nombre: row!.nombre,
      email: row!.email,
      colegio: row!.colegio,
      rol: row!.rol,
      estado: row!.estado,
      plan: status.plan,
      evaluaciones_usadas: status.usadas,
      evaluaciones_extra: status.extra,
      evaluaciones_disponibles: status.disponibles,
    }
  }
}
