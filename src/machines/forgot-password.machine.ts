import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface ForgotPasswordContext {
  email: string | null
  /** The server's answer: the same for every email, known or not. */
  answer: string | null
}

export type ForgotPasswordEvent = { type: 'form.submit'; email: string } | { type: 'form.again' }

/** Asks for a recovery link; the answer never says whether the email has an account. */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    requestReset: fromPromise<{ message: string }, string>(async () => {
      throw new Error('requestReset not provided')
    }),
  },
  actions: {
    announceSent: () => {},
    showError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'idle',
  context: { email: null, answer: null },
  states: {
    idle: {
      on: { 'form.submit': { target: 'sending', actions: assign({ email: ({ event }) => event.email }) } },
    },
    sending: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => context.email!,
        onDone: { target: 'sent', actions: [assign({ answer: ({ event }) => event.output.message }), 'announceSent'] },
        onError: {
          target: 'idle',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.forgotPassword) }),
          },
        },
      },
    },
    sent: {
      on: { 'form.again': { target: 'idle', actions: assign({ answer: null }) } },
    },
  },
})
