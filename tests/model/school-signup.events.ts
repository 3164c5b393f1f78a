import { schoolSignupMachine } from '@/machines/school-signup.machine'
import { apiError } from './api-error'

export const machine = schoolSignupMachine
/** Back from the checkout: the lookup fails, the user chooses again, and every branch is reachable. */
export const input = { preapprovalId: 'sbx-0123456789abcdef01234567', rejected: false }
export const plans = [
  { id: 'starter', checkout_url: '/sandbox/checkout?plan=starter' },
  { id: 'pro', checkout_url: '/sandbox/checkout?plan=pro' },
  { id: 'plus', checkout_url: '/sandbox/checkout?plan=plus' },
]
export const school = {
  nombre: 'Colegio Los Aromos',
  region: 'Valparaíso',
  comuna: 'Quilpué',
  email_responsable: 'directora@aromos.cl',
  nombre_responsable: 'Marcela Soto Rivas',
  password: 'aromos-2026',
}
export const usedDetail = 'Esta suscripción ya se usó para registrar un colegio. Inicia sesión.'
export const takenDetail = 'Ya existe una cuenta con ese correo.'
/** Every event the signup machine can meet, with representative payloads. */
export const events = [
  { type: 'plan.select', plan: 'pro' },
  { type: 'payment.start' },
  { type: 'plans.retry' },
  { type: 'plan.change' },
  { type: 'form.submit', school },
  { type: 'code.copy' },
  { type: 'xstate.done.actor.loadPlans', output: plans },
  { type: 'xstate.error.actor.loadPlans', error: apiError('') },
  { type: 'xstate.done.actor.lookUpPlan', output: { plan: 'pro' } },
  { type: 'xstate.error.actor.lookUpPlan', error: apiError(usedDetail) },
  { type: 'xstate.done.actor.registerSchool', output: { codigo: 'ABCD2345' } },
  { type: 'xstate.error.actor.registerSchool', error: apiError(takenDetail) },
  { type: 'xstate.after.redirectDelay.schoolSignup.registered' },
] as never[]
