import { assign, fromPromise, setup } from 'xstate'
import { type ReplyState, replyStates } from '@/domain/catalog'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

export interface ReplyDraft {
  contenido: string
  estado: ReplyState | null
}

/** `R` is the request as the page shows it: the machine only needs its id and replaces it after a reply. */
export interface RequestReplyContext<R extends { id: number }> {
  solicitud: R
  draft: ReplyDraft
  error: string | null
}

export type RequestReplyEvent =
  | { type: 'draft.text'; contenido: string }
  | { type: 'draft.state'; estado: ReplyState }
  | { type: 'reply.submit' }

export interface ReplyRequest {
  id: number
  contenido: string
  estado: ReplyState
}

const emptyDraft: ReplyDraft = { contenido: '', estado: null }

/** The reply text and state are required. */
const isComplete = (draft: ReplyDraft) => draft.contenido.trim().length > 0 && draft.estado !== null

/** Editing the draft, in the states where the form is open. */
const editDraft = {
  'draft.text': { target: '#requestReply.editing', actions: 'rememberText' },
  'draft.state': { target: '#requestReply.editing', actions: 'rememberState' },
} as const

/**
 * Replying to an internal request: a reply carries its text and the new state (en proceso,
 * resuelta, rechazada); the server stores both at once and answers with the updated request. While
 * sending, the form is locked; a failed reply keeps the draft and shows why.
 */
export const createRequestReplyMachine = <R extends { id: number }>() =>
  setup({
    types: {
      context: {} as RequestReplyContext<R>,
      events: {} as RequestReplyEvent,
      input: {} as { solicitud: R },
    },
    actors: {
      sendReply: fromPromise<R, ReplyRequest>(async () => {
        throw new Error('La ruta debe proveer el actor sendReply.')
      }),
    },
    actions: {
      rememberText: assign(({ context, event }) =>
        event.type === 'draft.text' ? { draft: { ...context.draft, contenido: event.contenido } } : {},
      ),
      rememberState: assign(({ context, event }) =>
        event.type === 'draft.state' && (replyStates as readonly string[]).includes(event.estado)
          ? { draft: { ...context.draft, estado: event.estado } }
          : {},
      ),
      rememberRequest: assign((_, params: { solicitud: R }) => ({
        solicitud: params.solicitud,
        draft: emptyDraft,
        error: null,
      })),
      rememberError: assign((_, params: { error: unknown }) => ({
        error: messageOf(params.error, messages.fallback.reply),
      })),
      announceReplied: () => {},
      showError: (_, _params: { message: string }) => {},
    },
    guards: {
      isComplete: ({ context }) => isComplete(context.draft),
    },
  }).createMachine({
    id: 'requestReply',
    initial: 'editing',
    context: ({ input }) => ({ solicitud: input.solicitud, draft: emptyDraft, error: null }),
    states: {
      editing: {
        on: {
          ...editDraft,
          'reply.submit': { guard: 'isComplete', target: 'sending' },
        },
      },
      sending: {
        // The draft is locked and a second submit is ignored until the server answers.
        invoke: {
          id: 'sendReply',
          src: 'sendReply',
          input: ({ context }) => ({
            id: context.solicitud.id,
            contenido: context.draft.contenido.trim(),
            estado: context.draft.estado!,
          }),
          onDone: {
            target: 'editing',
            actions: [
              { type: 'rememberRequest', params: ({ event }) => ({ solicitud: event.output }) },
              'announceReplied',
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
            ],
          },
        },
      },
      /** The reply did not go through: the draft is kept to try again or change. */
      failed: {
        on: {
          ...editDraft,
          'reply.submit': { guard: 'isComplete', target: 'sending' },
        },
      },
    },
  })
