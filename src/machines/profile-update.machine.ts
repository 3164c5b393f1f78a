import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface Profile {
  nombre: string
  email: string
}

export type ProfileUpdateEvent = { type: 'form.submit'; profile: Profile }

/** The signed-in user edits name and email on /configuracion; the sidebar shows the change. */
export const profileUpdateMachine = setup({
  types: { context: {} as { profile: Profile | null }, events: {} as ProfileUpdateEvent },
  actors: {
    updateProfile: fromPromise<{ message: string }, Profile>(async () => {
      throw new Error('updateProfile not provided')
    }),
  },
  actions: {
    announceUpdated: () => {},
    refreshAccount: () => {},
    showError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'profileUpdate',
  initial: 'idle',
  context: { profile: null },
  states: {
    idle: {
      on: { 'form.submit': { target: 'saving', actions: assign({ profile: ({ event }) => event.profile }) } },
    },
    saving: {
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => context.profile!,
        onDone: { target: 'idle', actions: [assign({ profile: null }), 'announceUpdated', 'refreshAccount'] },
        onError: {
          target: 'idle',
          actions: [
            assign({ profile: null }),
            {
              type: 'showError',
              params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.updateUser) }),
            },
          ],
        },
      },
    },
  },
})
