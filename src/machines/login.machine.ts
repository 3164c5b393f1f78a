import { assign, fromPromise, setup } from 'xstate'
import { schoolCodeLookupMinLength } from '@/domain/catalog'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface Credentials {
  username: string
  password: string
}

export interface LoginContext {
  credentials: Credentials | null
  codigo: string
  /** The school's name once the code is found. */
  colegio: string | null
}

export type LoginEvent = { type: 'form.submit'; credentials: Credentials } | { type: 'code.change'; codigo: string }

const rememberCode = assign<LoginContext, LoginEvent, undefined, LoginEvent, never>({
  codigo: ({ event }) => (event.type === 'code.change' ? event.codigo.trim() : ''),
  colegio: null,
})

/** A new code waits for a pause in typing before it is looked up; a short one is not looked up. */
const onCodeChange = [
  { guard: 'codeLongEnough', target: 'waiting', reenter: true, actions: rememberCode },
  { target: 'idle', actions: rememberCode },
] as const

/**
 * Sign-in: the credentials go to the server while the optional school code is looked up on the side,
 * from 6 characters on, after a short pause in typing.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: fromPromise<{ access_token: string }, Credentials>(async () => {
      throw new Error('logIn not provided')
    }),
    lookUpSchool: fromPromise<{ nombre: string }, string>(async () => {
      throw new Error('lookUpSchool not provided')
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    announceSignedIn: () => {},
    goToDashboard: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    codeLongEnough: ({ event }) =>
      event.type === 'code.change' && event.codigo.trim().length >= schoolCodeLookupMinLength,
  },
  delays: { lookupPause: 350 },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: { credentials: null, codigo: '', colegio: null },
  states: {
    session: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'form.submit': { target: 'submitting', actions: assign({ credentials: ({ event }) => event.credentials }) },
          },
        },
        submitting: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => context.credentials!,
            onDone: {
              target: 'signedIn',
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.access_token }) },
                'announceSignedIn',
                'goToDashboard',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ credentials: null }),
                {
                  type: 'showError',
                  params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.login) }),
                },
              ],
            },
          },
        },
        signedIn: { type: 'final' },
      },
    },
    school: {
      initial: 'idle',
      // Each state handles the code itself: a transition declared on `school` with re-entry would
      // exit and re-enter the whole machine, cancelling a sign-in under way.
      states: {
        idle: { on: { 'code.change': onCodeChange } },
        waiting: { on: { 'code.change': onCodeChange }, after: { lookupPause: 'looking' } },
        looking: {
          on: { 'code.change': onCodeChange },
          invoke: {
            id: 'lookUpSchool',
            src: 'lookUpSchool',
            input: ({ context }) => context.codigo,
            onDone: { target: 'found', actions: assign({ colegio: ({ event }) => event.output.nombre }) },
            onError: 'notFound',
          },
        },
        found: { on: { 'code.change': onCodeChange } },
        notFound: { on: { 'code.change': onCodeChange } },
      },
    },
  },
})
