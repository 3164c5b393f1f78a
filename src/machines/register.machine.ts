import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface Registration {
  nombre: string
  email: string
  password: string
  codigo_colegio: string
  rol: 'utp'
}

/** A teacher joins a school with its code; on success the screen goes to /login. */
export const registerMachine = setup({
  types: {
    context: {} as { registration: Registration | null },
    events: {} as { type: 'form.submit'; registration: Registration },
  },
  actors: {
    register: fromPromise<{ message: string }, Registration>(async () => {
      throw new Error('register not provided')
    }),
  },
  actions: {
    announceRegistered: (_, _params: { message: string }) => {},
    goToLogin: () => {},
    showError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'register',
  initial: 'idle',
  context: { registration: null },
  states: {
    idle: {
      on: {
        'form.submit': {
          target: 'submitting',
          actions: assign({ registration: ({ event }) => event.registration }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.registration!,
        onDone: {
          target: 'registered',
          actions: [
            { type: 'announceRegistered', params: () => ({ message: messages.success.register }) },
            'goToLogin',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.register) }),
          },
        },
      },
    },
    registered: { type: 'final' },
  },
})
