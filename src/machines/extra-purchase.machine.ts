import { fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { paymentMessages } from '@/domain/payments'

/** "Comprar evaluación adicional": a checkout for one extra evaluation is created and opened. */
export const extraPurchaseMachine = setup({
  types: { events: {} as { type: 'purchase.start' } },
  actors: {
    createCheckout: fromPromise<{ checkout_url: string }>(async () => {
      throw new Error('createCheckout not provided')
    }),
  },
  actions: {
    goToCheckout: (_, _params: { url: string }) => {},
    showError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'extraPurchase',
  initial: 'idle',
  states: {
    idle: { on: { 'purchase.start': 'creatingCheckout' } },
    creatingCheckout: {
      invoke: {
        id: 'createCheckout',
        src: 'createCheckout',
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToCheckout', params: ({ event }) => ({ url: event.output.checkout_url }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: messageOf(event.error, paymentMessages.checkoutFailed) }),
          },
        },
      },
    },
    redirecting: { type: 'final' },
  },
})
