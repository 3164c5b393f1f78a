import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface PasswordChangeForm {
  old_password: string
  new_password: string
  /** The new password typed again. */
  confirm: string
}

export interface PasswordChangeContext {
  change: { old_password: string; new_password: string } | null
  /** 'Las contraseñas no coinciden', shown under the confirmation field. */
  error: string | null
}

export type PasswordChangeEvent = { type: 'form.submit'; form: PasswordChangeForm }

/** The signed-in user changes the password; the new one and its confirmation must match before anything is sent. */
export const passwordChangeMachine = setup({
  types: { context: {} as PasswordChangeContext, events: {} as PasswordChangeEvent },
  actors: {
    changePassword: fromPromise<{ message: string }, { old_password: string; new_password: string }>(async () => {
      throw new Error('changePassword not provided')
    }),
  },
  actions: {
    announceChanged: () => {},
    clearForm: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    passwordsMatch: ({ event }) => event.form.new_password === event.form.confirm,
  },
}).createMachine({
  id: 'passwordChange',
  initial: 'idle',
  context: { change: null, error: null },
  states: {
    idle: {
      on: {
        'form.submit': [
          {
            guard: 'passwordsMatch',
            target: 'changing',
            actions: assign({
              change: ({ event }) => ({ old_password: event.form.old_password, new_password: event.form.new_password }),
              error: null,
            }),
          },
          { actions: assign({ error: messages.validation.passwordsDiffer }) },
        ],
      },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.change!,
        onDone: { target: 'idle', actions: [assign({ change: null }), 'announceChanged', 'clearForm'] },
        onError: {
          target: 'idle',
          actions: [
            assign({ change: null }),
            {
              type: 'showError',
              params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.changePassword) }),
            },
          ],
        },
      },
    },
  },
})
