import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { paymentMessages } from '@/domain/payments'

export interface ExtraPaymentContext {
  paymentId: string
  disponibles: number | null
  error: string | null
}

export type ExtraPaymentEvent = { type: 'credit.retry' }

/**
 * /prueba-extra after an approved checkout: the payment is credited once. A payment credited before
 * (a reload, or the provider's notification came first) is not an error for the user.
 */
export const extraPaymentMachine = setup({
  types: {
    context: {} as ExtraPaymentContext,
    events: {} as ExtraPaymentEvent,
    input: {} as { paymentId: string },
  },
  actors: {
    addExtra: fromPromise<{ message: string; disponibles: number }, string>(async () => {
      throw new Error('addExtra not provided')
    }),
  },
  actions: {
    refreshAccount: () => {},
    announceCredited: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    wasCreditedBefore: (_, params: { error: unknown }) =>
      messageOf(params.error, '') === paymentMessages.alreadyCredited,
  },
}).createMachine({
  id: 'extraPayment',
  initial: 'crediting',
  context: ({ input }) => ({ paymentId: input.paymentId, disponibles: null, error: null }),
  states: {
    crediting: {
      invoke: {
        id: 'addExtra',
        src: 'addExtra',
        input: ({ context }) => context.paymentId,
        onDone: {
          target: 'credited',
          actions: [
            assign({ disponibles: ({ event }) => event.output.disponibles, error: null }),
            'announceCredited',
            'refreshAccount',
          ],
        },
        onError: [
          {
            guard: { type: 'wasCreditedBefore', params: ({ event }) => ({ error: event.error }) },
            target: 'alreadyCredited',
            actions: 'refreshAccount',
          },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, messages.fallback.paymentResult) }),
              { type: 'showError', params: ({ context }) => ({ message: context.error! }) },
            ],
          },
        ],
      },
    },
    credited: { type: 'final' },
    alreadyCredited: { type: 'final' },
    failed: {
      on: { 'credit.retry': { target: 'crediting', actions: assign({ error: null }) } },
    },
  },
})
