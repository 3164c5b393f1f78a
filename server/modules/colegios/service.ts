import { eq } from 'drizzle-orm'
import type { ColegioCreate } from '@/api/contract/pagos'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { colegios, pagosUsados, usuarios } from '../../db/schema'
import { HttpError } from '../../errors'
import { hashPassword, newSchoolCode } from '../../security'
import { type PaymentService, subscriptionAlreadyUsed } from '../pagos/service'
import { emailIs, emailTaken } from '../usuarios/email'

type SignupInput = Omit<ColegioCreate, 'payment_id'> & { payment_id: string }

/**
 * Schools: found by their code, and signed up after paying the subscription. A signup verifies the
 * preapproval with the provider, then creates the school and its founder (its administrador) and marks the
 * preapproval used, all in one transaction.
 */
export class SchoolService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
  ) {}

  findByCode(codigo: string) {
    return this.db.query.colegios.findFirst({ where: eq(colegios.codigo, codigo.trim().toUpperCase()) })
  }

  private async emailExists(email: string, db: Db = this.db) {
    const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(emailIs(email))
    return Boolean(row)
  }

  /** A code no school has (8 characters from an unambiguous alphabet). */
  async freeCode(db: Db = this.db) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const codigo = newSchoolCode()
      const [taken] = await db.select({ id: colegios.id }).from(colegios).where(eq(colegios.codigo, codigo))
      if (!taken) return codigo
    }
    throw new Error('no se encontró un código de colegio libre')
  }

  async signUp(input: SignupInput): Promise<{ codigo: string }> {
    const subscription = await this.payments.verifiedSubscription(input.payment_id)
    if (await this.emailExists(input.email_responsable)) throw new HttpError(409, emailTaken)
    const passwordHash = await hashPassword(input.password)
    try {
      return await this.db.transaction(async (tx) => {
        const claimed = await this.payments.claim(tx, {
          tipo: 'suscripcion',
          externalId: subscription.id,
          montoClp: subscription.amountClp,
        })
        if (claimed === null) throw new HttpError(409, subscriptionAlreadyUsed)
        if (await this.emailExists(input.email_responsable, tx)) throw new HttpError(409, emailTaken)
        const codigo = await this.freeCode(tx)
        const [colegio] = await tx
          .insert(colegios)
          .values({
            nombre: input.nombre,
            region: input.region,
            comuna: input.comuna,
            emailResponsable: input.email_responsable,
            codigo,
            plan: subscription.plan,
          })
          .returning({ id: colegios.id })
        const [user] = await tx
          .insert(usuarios)
          .values({
            colegioId: colegio!.id,
            nombre: input.nombre_responsable,
            email: input.email_responsable,
            passwordHash,
            rol: 'administrador',
            estado: 'activo',
          })
          .returning({ id: usuarios.id })
        await tx
          .update(pagosUsados)
          .set({ colegioId: colegio!.id, usuarioId: user!.id })
          .where(eq(pagosUsados.id, claimed))
        return { codigo }
      })
    } catch (error) {
      // Two signups with one email racing: the unique index decides.
      if (isUniqueViolation(error)) throw new HttpError(409, emailTaken)
      throw error
    }
  }
}
