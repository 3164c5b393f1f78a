import { eq, sql } from 'drizzle-orm'
import type { Me, TokenResponse } from '@/api/contract/auth'
import type { Db } from '../../db/client'
import { colegios, usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { decoyPasswordHash, signAccessToken, verifyPassword } from '../../security'
import type { QuotaService } from '../evaluaciones/quota'

export const wrongCredentials = 'Correo o contraseña incorrectos.'

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly quota: QuotaService,
    private readonly jwtSecret: Uint8Array,
  ) {}

  findByEmail(email: string) {
    return this.db.query.usuarios.findFirst({ where: eq(sql`lower(${usuarios.email})`, email.toLowerCase()) })
  }

  async login(email: string, password: string): Promise<TokenResponse> {
    const user = await this.findByEmail(email)
    // Verify against a decoy when the user is unknown, so timing does not reveal which emails exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password)
    if (!user || !ok) throw new HttpError(401, wrongCredentials)
    const access_token = await signAccessToken({ userId: user.id, colegioId: user.colegioId }, this.jwtSecret)
    return { access_token, token_type: 'bearer' }
  }

  async me(userId: number): Promise<Me> {
    const [row] = await this.db
      .select({
        id: usuarios.id,
        nombre: usuarios.nombre,
        email: usuarios.email,
        colegio: { nombre: colegios.nombre, codigo: colegios.codigo },
      })
      .from(usuarios)
      .innerJoin(colegios, eq(colegios.id, usuarios.colegioId))
      .where(eq(usuarios.id, userId))
    if (!row) throw new HttpError(401, 'Tu sesión ya no es válida. Inicia sesión de nuevo.')
    const status = await this.quota.status(userId)
    return {
      ...row,
      rol: 'utp',
      plan: status.plan,
      evaluaciones_usadas: status.usadas,
      evaluaciones_extra: status.extra,
      evaluaciones_disponibles: status.disponibles,
    }
  }
}
