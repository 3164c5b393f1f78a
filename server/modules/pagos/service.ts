import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PlanOption } from '@/api/contract/pagos'
import { messages } from '@/domain/messages'
import { paymentMessages } from '@/domain/payments'
import { extraEvaluationPriceClp, type PlanId, planIds, plans } from '@/domain/plans'
import {
  extraReference,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderSubscription,
  userOfReference,
} from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { pagosUsados, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { HttpError } from '../../errors'
import type { QuotaService } from '../evaluaciones/service'

const paymentAlreadyUsed = paymentMessages.alreadyCredited
export const subscriptionAlreadyUsed = paymentMessages.subscriptionUsed
const subscriptionNotFound =
  'No encontramos esa suscripción. Vuelve a elegir un plan y completa el pago antes de registrarte.'

interface VerifiedSubscription {
  id: string
  plan: PlanId
  amountClp: number
}

/**
 * Money, whatever the provider: the plans and their checkouts, verification of subscriptions and
 * payments (status, amount, currency, owner), and the rule that each one is used only once.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly quota: QuotaService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async planOptions(): Promise<PlanOption[]> {
    return Promise.all(
      planIds.map(async (id) => ({
        id,
        nombre: plans[id].nombre,
        precio_clp: plans[id].precioClp,
        evaluaciones_mes: plans[id].evaluacionesMes,
        checkout_url: await this.provider.planCheckoutUrl(id),
      })),
    )
  }

  /** Problems of a subscription as the provider reports it, or null when it may open a school. */
  private subscriptionProblem(found: ProviderSubscription | null): HttpError | null {
    if (!found) return new HttpError(404, subscriptionNotFound)
    if (found.status !== 'authorized') {
      return new HttpError(409, 'La suscripción no está autorizada: el pago no se completó. Vuelve a elegir un plan.')
    }
    if (!found.plan || found.currency !== 'CLP' || found.amountClp !== plans[found.plan].precioClp) {
      return new HttpError(409, 'La suscripción no corresponde a un plan de Pizarra.')
    }
    return null
  }

  private async isUsed(tipo: 'suscripcion' | 'extra', externalId: string, db: Db = this.db) {
    const [row] = await db
      .select({ id: pagosUsados.id })
      .from(pagosUsados)
      .where(
        and(
          eq(pagosUsados.proveedor, this.provider.name),
          eq(pagosUsados.tipo, tipo),
          eq(pagosUsados.externalId, externalId),
        ),
      )
    return Boolean(row)
  }

  /** The plan of a subscription that may still open a school: authorized, of a Pizarra plan, unused. */
  async verifiedSubscription(id: string): Promise<VerifiedSubscription> {
    const found = await this.provider.getSubscription(id)
    const problem = this.subscriptionProblem(found)
    if (problem || !found?.plan) throw problem
    if (await this.isUsed('suscripcion', found.id)) throw new HttpError(409, subscriptionAlreadyUsed)
    return { id: found.id, plan: found.plan, amountClp: found.amountClp }
  }

  /**
   * Marks a subscription or payment as used inside the caller's transaction. The unique index makes
   * this the one place where a replay loses, even when two requests race.
   */
  async claim(
    tx: Tx,
    row: {
      tipo: 'suscripcion' | 'extra'
      externalId: string
      montoClp: number
      usuarioId?: number
      colegioId?: number
    },
  ): Promise<number | null> {
    const [inserted] = await tx
      .insert(pagosUsados)
      .values({ proveedor: this.provider.name, ...row })
      .onConflictDoNothing()
      .returning({ id: pagosUsados.id })
    return inserted?.id ?? null
  }

  /** A checkout for one extra evaluation whose reference names the user. */
  checkoutExtra(userId: number): Promise<string> {
    return this.provider.createExtraCheckout({
      userId,
      externalReference: extraReference(userId, randomBytes(8).toString('hex')),
      amountClp: extraEvaluationPriceClp,
      title: 'Pizarra: 1 evaluación adicional',
    })
  }

  private paymentProblem(found: ProviderPayment | null, userId: number): HttpError | null {
    if (!found) return new HttpError(404, 'No encontramos ese pago.')
    if (userOfReference(found.externalReference) !== userId) {
      return new HttpError(403, 'Este pago no corresponde a tu cuenta.')
    }
    if (found.status !== 'approved') return new HttpError(400, messages.validation.paymentNotApproved)
    if (found.currency !== 'CLP' || found.amount !== extraEvaluationPriceClp) {
      return new HttpError(400, 'El monto del pago no corresponde a una evaluación adicional.')
    }
    return null
  }

  /** Credits one extra evaluation for an approved payment of this user; a payment credits once (409 after). */
  async addExtra(userId: number, paymentId: string): Promise<void> {
    const found = await this.provider.getPayment(paymentId)
    const problem = this.paymentProblem(found, userId)
    if (problem || !found) throw problem
    await this.db.transaction(async (tx) => {
      const claimed = await this.claim(tx, {
        tipo: 'extra',
        externalId: found.id,
        montoClp: found.amount,
        usuarioId: userId,
      })
      if (claimed === null) throw new HttpError(409, paymentAlreadyUsed)
      await this.quota.credit(tx, userId, 1)
    })
  }

  /**
   * A provider notification that a payment or subscription changed. An approved extra-evaluation
   * payment is credited (once) even when its buyer never came back to the app.
   */
  async notified(topic: string, id: string): Promise<void> {
    if (topic === 'payment') {
      const found = await this.provider.getPayment(id)
      const userId = userOfReference(found?.externalReference ?? null)
      if (!found || userId === null || this.paymentProblem(found, userId)) {
        this.log.info({ paymentId: id, status: found?.status }, 'pago notificado sin acreditar')
        return
      }
      const user = await this.db.query.usuarios.findFirst({ where: eq(usuarios.id, userId), columns: { id: true } })
      if (!user) return
      const credited = await this.db.transaction(async (tx) => {
        const claimed = await this.claim(tx, {
          tipo: 'extra',
          externalId: found.id,
          montoClp: found.amount,
          usuarioId: userId,
        })
        if (claimed !== null) await this.quota.credit(tx, userId, 1)
        return claimed !== null
      })
      this.log.info({ paymentId: id, userId, credited }, 'pago notificado')
      return
    }
    if (topic === 'subscription_preapproval' || topic === 'preapproval') {
      const found = await this.provider.getSubscription(id)
      const [used] = await this.db
        .select({ colegioId: pagosUsados.colegioId })
        .from(pagosUsados)
        .where(
          and(
            eq(pagosUsados.proveedor, this.provider.name),
            eq(pagosUsados.tipo, 'suscripcion'),
            eq(pagosUsados.externalId, id),
          ),
        )
      const entry = { preapprovalId: id, status: found?.status, colegioId: used?.colegioId ?? null }
      if (found?.status === 'authorized') this.log.info(entry, 'suscripción notificada')
      else this.log.warn(entry, 'la suscripción de un colegio dejó de estar autorizada')
    }
  }
}
