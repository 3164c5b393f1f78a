import type { FastifyBaseLogger } from 'fastify'
import type { UserCreate } from '@/api/contract/auth'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { hashPassword } from '../../security'
import type { SchoolService } from '../colegios/service'
import { accountExistsEmail } from './account-emails'
import { findUserByEmail } from './email'

/**
 * Teachers join an existing school with its code; they wait for the administrador's approval (`pendiente`).
 * An e-mail that already has an account gets the same answer as a new one (nobody learns which e-mails
 * have accounts); its owner gets a message instead.
 */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly schools: SchoolService,
    private readonly mail: { mailer: Mailer; origin: string; log: FastifyBaseLogger },
  ) {}

  async register(input: UserCreate): Promise<void> {
    const colegio = await this.schools.findByCode(input.codigo_colegio)
    if (!colegio) throw new HttpError(404, 'No existe un colegio con ese código. Pídelo a tu UTP.')
    // Hashed whether or not the e-mail is taken: both answers take the same time.
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
    if (inserted.length > 0) return
    const owner = await findUserByEmail(this.db, input.email)
    if (!owner) return
    // Not awaited: how long sending takes must not tell the answer apart either.
    this.mail.mailer
      .send(accountExistsEmail(owner, this.mail.origin))
      .catch((error) => this.mail.log.error({ err: error }, 'no se pudo avisar al dueño de un correo ya registrado'))
  }
}
