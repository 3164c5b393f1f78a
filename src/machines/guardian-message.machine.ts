import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'

/** A message as the log shows it (`M`): the machine only keeps the list, newest first. */
export interface GuardianMessageContext<M> {
  alumnoId: number
  /** Whether the student has a guardian e-mail on file: without it nothing can be sent. */
  hasEmail: boolean
  log: readonly M[]
  /** What is being sent, or was last tried. */
  draft: { asunto: string; cuerpo: string } | null
  error: string | null
}

export type GuardianMessageEvent =
  | { type: 'form.submit'; asunto: string; cuerpo: string }
  | { type: 'log.retry' }
  /** The student's guardian e-mail was added or removed on the page. */
  | { type: 'email.update'; hasEmail: boolean }

export interface GuardianMessageInput {
  alumnoId: number
  hasEmail: boolean
}

export const loadLogFallback = 'No se pudieron cargar los mensajes al apoderado.'
export const sendMessageFallback = 'No se pudo enviar el mensaje.'
export const emptyMessage = 'Escribe el asunto y el mensaje.'

/**
 * Messages to a student's guardian: the log loads, then the teacher writes an asunto and a cuerpo and
 * sends; the sent message heads the log. While sending, another send is not taken; a failure keeps
 * what was written, with the reason. Without an e-mail on file the form stays `unavailable` until the
 * page reports one (`email.update`).
 */
export const createGuardianMessageMachine = <M>() =>
  setup({
    types: {
      context: {} as GuardianMessageContext<M>,
      events: {} as GuardianMessageEvent,
      input: {} as GuardianMessageInput,
    },
    actors: {
      loadLog: fromPromise<M[], { alumnoId: number }>(async () => {
        throw new Error('La ruta debe proveer el actor loadLog.')
      }),
      sendMessage: fromPromise<M, { alumnoId: number; asunto: string; cuerpo: string }>(async () => {
        throw new Error('La ruta debe proveer el actor sendMessage.')
      }),
    },
    actions: {
      rememberLog: assign((_, params: { log: M[] }) => ({ log: params.log, error: null })),
      rememberDraft: assign(({ event }) =>
        event.type === 'form.submit'
          ? { draft: { asunto: event.asunto.trim(), cuerpo: event.cuerpo.trim() }, error: null }
          : {},
      ),
      refuseEmpty: assign({ error: emptyMessage }),
      prependSent: assign(({ context }, params: { sent: M }) => ({
        log: [params.sent, ...context.log],
        draft: null,
        error: null,
      })),
      rememberLoadError: assign((_, params: { error: unknown }) => ({
        error: messageOf(params.error, loadLogFallback),
      })),
      rememberSendError: assign((_, params: { error: unknown }) => ({
        error: messageOf(params.error, sendMessageFallback),
      })),
      rememberEmail: assign(({ event }) => (event.type === 'email.update' ? { hasEmail: event.hasEmail } : {})),
      announceSent: () => {},
      clearForm: () => {},
    },
    guards: {
      hasEmail: ({ context }) => context.hasEmail,
      gotEmail: ({ event }) => event.type === 'email.update' && event.hasEmail,
      lostEmail: ({ event }) => event.type === 'email.update' && !event.hasEmail,
      isFilled: ({ event }) => event.type === 'form.submit' && event.asunto.trim() !== '' && event.cuerpo.trim() !== '',
    },
  }).createMachine({
    id: 'guardianMessage',
    initial: 'loading',
    context: ({ input }) => ({
      alumnoId: input.alumnoId,
      hasEmail: input.hasEmail,
      log: [],
      draft: null,
      error: null,
    }),
    // Anywhere else the e-mail is only remembered: a load or a send in progress finishes first.
    on: { 'email.update': { actions: 'rememberEmail' } },
    states: {
      loading: {
        invoke: {
          id: 'loadLog',
          src: 'loadLog',
          input: ({ context }) => ({ alumnoId: context.alumnoId }),
          onDone: [
            {
              guard: 'hasEmail',
              target: 'ready',
              actions: { type: 'rememberLog', params: ({ event }) => ({ log: event.output }) },
            },
            { target: 'unavailable', actions: { type: 'rememberLog', params: ({ event }) => ({ log: event.output }) } },
          ],
          onError: {
            target: 'loadFailed',
            actions: { type: 'rememberLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loadFailed: {
        on: { 'log.retry': 'loading' },
      },
      /** No guardian e-mail on file: the log is shown, the form is disabled with the reason. */
      unavailable: {
        on: { 'email.update': { guard: 'gotEmail', target: 'ready', actions: 'rememberEmail' } },
      },
      ready: {
        on: {
          'email.update': { guard: 'lostEmail', target: 'unavailable', actions: 'rememberEmail' },
          'form.submit': [
            { guard: 'isFilled', target: 'sending', actions: 'rememberDraft' },
            { actions: 'refuseEmpty' },
          ],
        },
      },
      sending: {
        // No 'form.submit' here: one message at a time.
        invoke: {
          id: 'sendMessage',
          src: 'sendMessage',
          input: ({ context }) => ({
            alumnoId: context.alumnoId,
            asunto: context.draft?.asunto ?? '',
            cuerpo: context.draft?.cuerpo ?? '',
          }),
          onDone: [
            {
              guard: 'hasEmail',
              target: 'ready',
              actions: [
                { type: 'prependSent', params: ({ event }) => ({ sent: event.output }) },
                'announceSent',
                'clearForm',
              ],
            },
            // The e-mail was removed on the page meanwhile.
            {
              target: 'unavailable',
              actions: [
                { type: 'prependSent', params: ({ event }) => ({ sent: event.output }) },
                'announceSent',
                'clearForm',
              ],
            },
          ],
          onError: [
            {
              guard: 'hasEmail',
              target: 'ready',
              actions: { type: 'rememberSendError', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'unavailable',
              actions: { type: 'rememberSendError', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
    },
  })
