import { extraPaymentMachine } from '@/machines/extra-payment.machine'
import { apiError } from './api-error'

export const machine = extraPaymentMachine
export const input = { paymentId: 'sbx-0123456789abcdef01234567' }
export const events = [
  { type: 'credit.retry' },
  { type: 'xstate.done.actor.addExtra', output: { message: 'Evaluación adicional acreditada.', disponibles: 26 } },
  { type: 'xstate.error.actor.addExtra', error: apiError('Este pago ya fue acreditado a tu cuenta.') },
  { type: 'xstate.error.actor.addExtra', error: apiError('El pago no fue aprobado') },
] as never[]
