import { readId } from '@/domain/ids'
import type { PlanId } from '@/domain/plans'

/** A monthly subscription (Mercado Pago "preapproval") as the provider reports it. */
export interface ProviderSubscription {
  id: string
  /** The plan it subscribes to, or null when it is not one of Pizarra's plans. */
  plan: PlanId | null
  /** Mercado Pago's vocabulary: `authorized` is the only status that may open a school. */
  status: 'authorized' | 'pending' | 'paused' | 'cancelled' | (string & {})
  amountClp: number
  currency: string
}

/** A one-off payment as the provider reports it. */
export interface ProviderPayment {
  id: string
  /** Mercado Pago's vocabulary: only `approved` is money received. */
  status: 'approved' | 'pending' | 'in_process' | 'rejected' | 'cancelled' | 'refunded' | (string & {})
  amount: number
  currency: string
  externalReference: string | null
}

export interface ExtraCheckoutRequest {
  userId: number
  /** Names the user who pays; checked again when the payment comes back. */
  externalReference: string
  amountClp: number
  title: string
}

/**
 * The payment provider: the built-in sandbox or Mercado Pago. Lookups answer null for an id the
 * provider does not know; every other failure throws.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago'
  /** The checkout link where a school subscribes to a plan; it returns with `preapproval_id`. */
  planCheckoutUrl(plan: PlanId): Promise<string>
  getSubscription(id: string): Promise<ProviderSubscription | null>
  /** A checkout for one extra evaluation; it returns to `/prueba-extra?status=…&payment_id=…`. */
  createExtraCheckout(request: ExtraCheckoutRequest): Promise<string>
  getPayment(id: string): Promise<ProviderPayment | null>
}

/** The external reference of an extra-evaluation checkout: it names the user who pays. */
export const extraReference = (userId: number, nonce: string) => `usuario:${userId}:${nonce}`

/** The user named by an extra-evaluation reference, or null when it is not one. */
export function userOfReference(reference: string | null): number | null {
  const match = reference?.match(/^usuario:(\d+):[\w-]+$/)
  // The id as every id written as text is read (`readId`): its one spelling.
  return match ? (readId(match[1]!) ?? null) : null
}
