import type { FastifyBaseLogger } from 'fastify'
import {
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PreApproval,
  PreApprovalPlan,
  Preference,
  WebhookSignatureValidator,
} from 'mercadopago'
import type { PreApprovalPlanResponse } from 'mercadopago/dist/clients/preApprovalPlan/commonTypes'
import { AppConfig } from 'mercadopago/dist/utils/config/index.js'
import { type PlanId, planIds, plans } from '@/domain/plans'
import { HttpError } from '../../errors'
import type { ExtraCheckoutRequest, PaymentProvider, ProviderPayment, ProviderSubscription } from './provider'

/** Mercado Pago's API. The SDK keeps its address in a static that MP_BASE_URL replaces (tests point it at a local server). */
const officialBaseUrl = 'https://api.mercadopago.com'

export interface MercadoPagoOptions {
  accessToken: string
  webhookSecret: string | undefined
  /** Another address for the API (tests point the SDK at a local server that answers like Mercado Pago). */
  baseUrl: string | undefined
  /** Origin of the app, for the URLs the checkout returns to. */
  publicUrl: string
  log: FastifyBaseLogger
}

const unavailable = () =>
  new HttpError(502, 'No pudimos comunicarnos con Mercado Pago. Inténtalo de nuevo en unos minutos.')

const planReason = (plan: PlanId) => `Pizarra ${plans[plan].nombre}`

/** True when the provider says the id does not exist (Mercado Pago answers 404, or 400 for a malformed id). */
const isUnknownId = (error: unknown) =>
  error instanceof MercadoPagoError && (error.status === 404 || error.status === 400)

interface KnownPlans {
  /** Every preapproval plan id of each Pizarra plan (several instances may each have created one). */
  ids: Map<string, PlanId>
  checkout: Map<PlanId, string>
}

/**
 * Mercado Pago through its official SDK: preapproval plans for the three subscriptions, Checkout Pro
 * preferences for extra evaluations, and lookups of preapprovals and payments to verify them.
 */
export class MercadoPagoPayments implements PaymentProvider {
  readonly name = 'mercadopago' as const
  private readonly sdk: MercadoPagoConfig
  private knownPlans: Promise<KnownPlans> | undefined

  constructor(private readonly options: MercadoPagoOptions) {
    // The SDK has no per-client base URL option; its RestClient reads this static on every call.
    ;(AppConfig as { BASE_URL: string }).BASE_URL = (options.baseUrl ?? officialBaseUrl).replace(/\/$/, '')
    this.sdk = new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: {
        timeout: 15_000,
        // A user is waiting on the other end: retry a failed call twice, quickly, then say so.
        maxRetries: 2,
        initialDelay: 250,
        maxDelay: 2_000,
      },
    })
  }

  private get testMode() {
    return this.options.accessToken.startsWith('TEST-')
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof HttpError) throw error
      this.options.log.error({ err: error }, `Mercado Pago: ${what} falló`)
      throw unavailable()
    }
  }

  private matchPlan(found: PreApprovalPlanResponse): PlanId | null {
    const recurring = found.auto_recurring
    return (
      planIds.find(
        (id) =>
          found.reason === planReason(id) &&
          recurring?.transaction_amount === plans[id].precioClp &&
          recurring?.currency_id === 'CLP' &&
          recurring?.frequency === 1 &&
          recurring?.frequency_type === 'months',
      ) ?? null
    )
  }

  /** Finds the three subscription plans in the account, creating those that are missing (once per process). */
  private plans(): Promise<KnownPlans> {
    this.knownPlans ??= this.call('buscar los planes', async () => {
      const backUrl = `${this.options.publicUrl}/registrar-colegio`
      const known: KnownPlans = { ids: new Map(), checkout: new Map() }
      const client = new PreApprovalPlan(this.sdk)
      const search = await client.search({ options: { status: 'active', q: 'Pizarra', limit: 100 } })
      for (const found of search.results ?? []) {
        const plan = this.matchPlan(found)
        if (!plan || !found.id) continue
        known.ids.set(found.id, plan)
        if (found.back_url === backUrl && found.init_point && !known.checkout.has(plan)) {
          known.checkout.set(plan, found.init_point)
        }
      }
      for (const plan of planIds) {
        if (known.checkout.has(plan)) continue
        const created = await client.create({
          body: {
            reason: planReason(plan),
            back_url: backUrl,
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: plans[plan].precioClp,
              currency_id: 'CLP',
            },
          },
        })
        if (!created.id || !created.init_point) throw new Error('Mercado Pago no devolvió el plan creado')
        known.ids.set(created.id, plan)
        known.checkout.set(plan, created.init_point)
      }
      return known
    }).catch((error) => {
      this.knownPlans = undefined
      throw error
    })
    return this.knownPlans
  }

  async planCheckoutUrl(plan: PlanId) {
    const url = (await this.plans()).checkout.get(plan)
    if (!url) throw unavailable()
    return url
  }

  private async planOfPreapprovalPlan(planId: string | undefined): Promise<PlanId | null> {
    if (!planId) return null
    const known = await this.plans()
    const cached = known.ids.get(planId)
    if (cached) return cached
    try {
      const found = await new PreApprovalPlan(this.sdk).get({ preApprovalPlanId: planId })
      const plan = this.matchPlan(found)
      if (plan) known.ids.set(planId, plan)
      return plan
    } catch (error) {
      if (isUnknownId(error)) return null
      throw error
    }
  }

  getSubscription(id: string): Promise<ProviderSubscription | null> {
    return this.call('consultar la suscripción', async () => {
      let found: Awaited<ReturnType<PreApproval['get']>> & { preapproval_plan_id?: string }
      try {
        found = await new PreApproval(this.sdk).get({ id })
      } catch (error) {
        if (isUnknownId(error)) return null
        throw error
      }
      return {
        id: found.id ?? id,
        plan: await this.planOfPreapprovalPlan(found.preapproval_plan_id),
        status: found.status ?? 'pending',
        amountClp: Number(found.auto_recurring?.transaction_amount ?? 0),
        currency: found.auto_recurring?.currency_id ?? '',
      }
    })
  }

  createExtraCheckout(request: ExtraCheckoutRequest): Promise<string> {
    return this.call('crear la preferencia de pago', async () => {
      const back = `${this.options.publicUrl}/prueba-extra`
      const preference = await new Preference(this.sdk).create({
        body: {
          items: [
            {
              id: 'evaluacion-extra',
              title: request.title,
              quantity: 1,
              unit_price: request.amountClp,
              currency_id: 'CLP',
            },
          ],
          external_reference: request.externalReference,
          back_urls: { success: back, failure: back, pending: back },
          auto_return: 'approved',
          statement_descriptor: 'PIZARRA',
        },
      })
      const url = this.testMode ? (preference.sandbox_init_point ?? preference.init_point) : preference.init_point
      if (!url) throw new Error('Mercado Pago no devolvió el enlace de pago')
      return url
    })
  }

  getPayment(id: string): Promise<ProviderPayment | null> {
    return this.call('consultar el pago', async () => {
      let found: Awaited<ReturnType<Payment['get']>>
      try {
        found = await new Payment(this.sdk).get({ id })
      } catch (error) {
        if (isUnknownId(error)) return null
        throw error
      }
      return {
        id: String(found.id ?? id),
        status: found.status ?? 'pending',
        amount: Number(found.transaction_amount ?? 0),
        currency: found.currency_id ?? '',
        externalReference: found.external_reference ?? null,
      }
    })
  }

  /**
   * True when a webhook carries Mercado Pago's `x-signature` for its `x-request-id` and `data.id`,
   * signed with the application's secret within five minutes.
   */
  verifyWebhook(headers: { signature: unknown; requestId: unknown }, dataId: string | undefined, now: number) {
    const secret = this.options.webhookSecret
    if (!secret) return false
    try {
      WebhookSignatureValidator.validate({
        xSignature: typeof headers.signature === 'string' ? headers.signature : undefined,
        xRequestId: typeof headers.requestId === 'string' ? headers.requestId : undefined,
        dataId,
        secret,
        toleranceSeconds: 300,
        now: () => now,
      })
      return true
    } catch {
      return false
    }
  }
}
