import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { isPlanId, type PlanId, plans } from '@/domain/plans'
import type { Db } from '../../db/client'
import { sandboxCheckouts } from '../../db/schema'
import {
  type ExtraCheckoutRequest,
  extraReference,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderSubscription,
} from './provider'

export const sandboxCheckoutPath = '/sandbox/checkout'

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect
type Decision = 'aprobado' | 'rechazado'

const subscriptionStatus = { aprobado: 'authorized', rechazado: 'cancelled', pendiente: 'pending' } as const
const paymentStatus = { aprobado: 'approved', rechazado: 'rejected', pendiente: 'pending' } as const

const newId = () => `sbx-${randomBytes(12).toString('hex')}`

/**
 * The payment provider of `npm start` without Mercado Pago: its checkout is a page served by the app
 * (`/sandbox/checkout`), and its records live in `sandbox_checkouts`, read back exactly as Mercado
 * Pago's are.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox' as const

  constructor(private readonly db: Db) {}

  async planCheckoutUrl(plan: PlanId) {
    return `${sandboxCheckoutPath}?plan=${plan}`
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const row = await this.find(id)
    if (row?.tipo !== 'suscripcion') return null
    return {
      id: row.id,
      plan: row.plan && isPlanId(row.plan) ? row.plan : null,
      status: subscriptionStatus[row.estado],
      amountClp: row.montoClp,
      currency: 'CLP',
    }
  }

  async createExtraCheckout(request: ExtraCheckoutRequest) {
    const id = newId()
    await this.db
      .insert(sandboxCheckouts)
      .values({ id, tipo: 'extra', usuarioId: request.userId, montoClp: request.amountClp })
    return `${sandboxCheckoutPath}?id=${id}`
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const row = await this.find(id)
    if (row?.tipo !== 'extra') return null
    return {
      id: row.id,
      status: paymentStatus[row.estado],
      amount: row.montoClp,
      currency: 'CLP',
      externalReference: row.usuarioId === null ? null : extraReference(row.usuarioId, row.id),
    }
  }

  async find(id: string): Promise<SandboxCheckout | null> {
    const row = await this.db.query.sandboxCheckouts.findFirst({ where: eq(sandboxCheckouts.id, id) })
    return row ?? null
  }

  /** A school subscribing on the checkout page: the subscription exists once it is decided. */
  async decideSubscription(plan: PlanId, decision: Decision): Promise<SandboxCheckout> {
    const [row] = await this.db
      .insert(sandboxCheckouts)
      .values({ id: newId(), tipo: 'suscripcion', plan, montoClp: plans[plan].precioClp, estado: decision })
      .returning()
    return row!
  }

  /** Approves or rejects a pending extra-evaluation checkout; null when it was already decided. */
  async decidePayment(id: string, decision: Decision): Promise<SandboxCheckout | null> {
    const [row] = await this.db
      .update(sandboxCheckouts)
      .set({ estado: decision })
      .where(
        and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.tipo, 'extra'), eq(sandboxCheckouts.estado, 'pendiente')),
      )
      .returning()
    return row ?? null
  }
}
