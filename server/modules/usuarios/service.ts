import type { UserCreate } from '@/api/contract/auth'
import type { Db } from '../../db/client'
import { usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { hashPassword } from '../../security'
import type { SchoolService } from '../colegios/service'
import { emailTaken, findUserByEmail } from './email'

/** Teachers join an existing school with its code; they wait for the administrador's approval (`pendiente`). */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly schools: SchoolService,
  ) {}

  async register(input: UserCreate): Promise<void> {
    const colegio = await this.schools.findByCode(input.codigo_colegio)
    if (!colegio) throw new HttpError(404, 'No existe un colegio con ese código. Pídelo a tu UTP.')
    if (await findUserByEmail(this.db, input.email)) throw new HttpError(409, emailTaken)
    const passwordHash = await hashPassword(input.password)
    // Two signups with one email racing: the unique index decides.
    const inserted = await this.db
      .insert(usuarios)
      .values({
        colegioId: colegio.id,
        nombre: input.nombre,
        email: input.email,
        passwordHash,
        rol: input.rol,
        estado: 'pendiente',
      })
      .onConflictDoNothing()
      .returning({ id: usuarios.id })
    if (inserted.length === 0) throw new HttpError(409, emailTaken)
  }
}
