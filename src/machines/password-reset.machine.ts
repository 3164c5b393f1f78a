import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface PasswordResetForm {
  new_password: string
  confirm: string
}

export interface PasswordResetContext {
  token: string
  newPassword: string | null
  /** 'Las contraseñas no coinciden', shown under the confirmation field. */
  error: string | null
}

export type PasswordResetEvent = { type: 'form.submit'; form: PasswordResetForm }

/**
 * A new password from the recovery link (/reset-password/{token}). A token the server refuses
 * (used, expired, unknown) ends in `invalidToken`: 'Token inválido o expirado.'
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { token: string },
  },
  actors: {
    resetPassword: fromPromise<{ message: string }, { token: string; new_password: string }>(async () => {
      throw new Error('resetPassword not provided')
    }),
  },
  actions: {
    announceReset: () => {},
    goToLogin: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    passwordsMatch: ({ event }) => event.form.new_password === event.form.confirm,
    isTokenRefused: (_, params: { error: unknown }) => messageOf(params.error, '') === messages.validation.invalidToken,
  },
}).createMachine({
  id: 'passwordReset',
  initial: 'idle',
  context: ({ input }) => ({ token: input.token, newPassword: null, error: null }),
  states: {
    idle: {
      on: {
        'form.submit': [
          {
            guard: 'passwordsMatch',
            target: 'resetting',
            actions: assign({ newPassword: ({ event }) => event.form.new_password, error: null }),
          },
          { actions: assign({ error: messages.validation.passwordsDiffer }) },
        ],
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, new_password: context.newPassword! }),
        onDone: { target: 'done', actions: [assign({ newPassword: null }), 'announceReset', 'goToLogin'] },
        onError: [
          {
            guard: { type: 'isTokenRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'invalidToken',
            actions: assign({ newPassword: null }),
          },
          {
            target: 'idle',
            actions: [
              assign({ newPassword: null }),
              {
                type: 'showError',
                params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.resetPassword) }),
              },
            ],
          },
        ],
      },
    },
    invalidToken: { type: 'final' },
    done: { type: 'final' },
  },
})
