import { formatNumber } from './numbers'
/** Plans and the monthly evaluation allowance, which depends only on the plan. The Expert plan is `plus` in data. */
export const planIds = ['starter', 'pro', 'plus'] as const
export type PlanId = (typeof planIds)[number]

export interface Plan {
  id: PlanId
  nombre: string
  precioClp: number
  evaluacionesMes: number
}

export const plans: Record<PlanId, Plan> = {
  starter: { id: 'starter', nombre: 'Starter', precioClp: 6990, evaluacionesMes: 25 },
  pro: { id: 'pro', nombre: 'Pro', precioClp: 11990, evaluacionesMes: 50 },
  plus: { id: 'plus', nombre: 'Expert', precioClp: 16990, evaluacionesMes: 100 },
}

/** Price of one extra evaluation, in CLP. */
export const extraEvaluationPriceClp = 1990

export const isPlanId = (value: string): value is PlanId => (planIds as readonly string[]).includes(value)

/** Remaining = allowance + extra − used, never below 0. */
export function remainingEvaluations(plan: PlanId, used: number, extra: number): number {
  return Math.max(0, plans[plan].evaluacionesMes + extra - used)
}

/** Chilean pesos as Intl writes them for es-CL ("$12.990"), without loading Intl (see `formatNumber`). */
export const formatClp = (amount: number) => `$${formatNumber(amount)}`
