import { extraPurchaseMachine } from '@/machines/extra-purchase.machine'
import { apiError } from './api-error'

export const machine = extraPurchaseMachine
export const checkoutUrl = '/sandbox/checkout?id=sbx-0123456789abcdef01234567'
export const events = [
  { type: 'purchase.start' },
  { type: 'xstate.done.actor.createCheckout', output: { checkout_url: checkoutUrl } },
  { type: 'xstate.error.actor.createCheckout', error: apiError('') },
] as never[]
