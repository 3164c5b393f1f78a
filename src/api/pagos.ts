import { api } from './client'
import type {
  CheckoutResponse,
  ColegioCreate,
  ColegioCreated,
  EvaluacionesStatus,
  ExtraCredited,
  PlanLookup,
  PlanOption,
} from './contract/pagos'

/** The three plans with their checkout links. */
export const getPlanes = () => api<PlanOption[]>('/planes')

/** The plan paid for with a preapproval (the id the checkout returned with). */
export const lookUpPlan = (preapprovalId: string) =>
  api<PlanLookup>(`/colegios/plan/${encodeURIComponent(preapprovalId)}`)

/** Creates the school and its first UTP user; answers the new school code. */
export const registerSchool = (data: ColegioCreate) => api<ColegioCreated>('/colegios/', { method: 'POST', body: data })

export const getEvaluationStatus = () => api<EvaluacionesStatus>('/evaluaciones/status')

/** A checkout for one extra evaluation. */
export const buyExtraEvaluation = () => api<CheckoutResponse>('/evaluaciones/comprar-extra', { method: 'POST' })

/** Credits the extra evaluation of an approved payment (once). */
export const addExtraEvaluation = (paymentId: string) =>
  api<ExtraCredited>('/evaluaciones/agregar-extra', { method: 'POST', body: { cantidad: 1, payment_id: paymentId } })
