import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { isQuotaMessage, messages } from '@/domain/messages'

/** The four generator screens that share this machine. */
export const generationKinds = ['ia', 'pie', 'paes', 'simce'] as const
export type GenerationKind = (typeof generationKinds)[number]

/** What the `generate` actor gets: the screen and its form's payload `R`, as the screen checked it. */
export interface GenerationInput<R> {
  kind: GenerationKind
  request: R
}
/** What every generator answers: a download address and the document's title. */
export interface Generated {
  gcs_url: string
  title: string
  /** AI documents: the stored document, which the screen opens in the editor. */
  documento_id?: number
  /** AI documents: what could not be done as asked, in sentences for the teacher. */
  avisos?: string[]
}

export interface GenerationContext<R> {
  kind: GenerationKind
  request: R | null
  document: Generated | null
  error: string | null
}

export type GenerationEvent<R> = { type: 'form.submit'; request: R }

/** The fallback message of each screen, used when the server gives no detail. */
export const generationFallbacks: Record<GenerationKind, string> = {
  ia: messages.fallback.generateDocument,
  pie: messages.fallback.pieReport,
  paes: messages.fallback.practiceTest,
  simce: messages.fallback.practiceTest,
}

/** The Spanish message of a failed generation: the server's detail, else the screen's fallback. */
export const failureMessage = (error: unknown, kind: GenerationKind) => messageOf(error, generationFallbacks[kind])

/**
 * A refusal of the objectives rather than a failure: the server answered that an objective matches no OA of
 * the level (a 422 that carries `sugerencias`). The screen offers the choices; nothing went wrong.
 */
export const isObjectiveRefusal = (error: unknown) =>
  Array.isArray((error as { data?: { sugerencias?: unknown } } | null)?.data?.sugerencias)

/** The request being generated: set by 'form.submit' before `generating` is entered. */
function requested<R>(request: R | null): R {
  if (request === null) throw new Error('generating sin solicitud')
  return request
}

export const createGenerationMachine = <R>() => {
  /** Every state but `generating` starts a new generation on submit: the user can always try again. */
  const submit = {
    target: 'generating',
    actions: {
      type: 'rememberRequest',
      params: ({ event }: { event: GenerationEvent<R> }) => ({ request: event.request }),
    },
  } as const

  return setup({
    types: {
      context: {} as GenerationContext<R>,
      events: {} as GenerationEvent<R>,
      input: {} as { kind: GenerationKind },
    },
    actors: {
      generate: fromPromise<Generated, GenerationInput<R>>(async () => {
        throw new Error('La ruta debe proveer el actor generate.')
      }),
    },
    actions: {
      rememberRequest: assign((_, params: { request: R }) => ({
        request: params.request,
        document: null,
        error: null,
      })),
      rememberDocument: assign((_, params: Generated) => ({ document: params })),
      rememberError: assign(({ context }, params: { error: unknown }) => ({
        error: failureMessage(params.error, context.kind),
      })),
      announceDone: (_, _params: { title: string }) => {},
      startDownload: (_, _params: Generated) => {},
      refreshQuota: () => {},
      showError: (_, _params: { message: string }) => {},
      offerPurchase: (_, _params: { message: string }) => {},
    },
    guards: {
      isQuotaError: ({ context }, params: { error: unknown }) =>
        isQuotaMessage(failureMessage(params.error, context.kind)),
      isRefusal: (_, params: { error: unknown }) => isObjectiveRefusal(params.error),
      isPracticeTest: ({ context }) => context.kind === 'paes' || context.kind === 'simce',
    },
  }).createMachine({
    id: 'generation',
    initial: 'idle',
    context: ({ input }) => ({ kind: input.kind, request: null, document: null, error: null }),
    states: {
      idle: { on: { 'form.submit': submit } },
      generating: {
        // 'form.submit' is not handled here: the lock.
        invoke: {
          id: 'generate',
          src: 'generate',
          input: ({ context }) => ({ kind: context.kind, request: requested(context.request) }),
          onDone: { target: 'done', actions: { type: 'rememberDocument', params: ({ event }) => event.output } },
          onError: [
            {
              guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
              target: 'refused',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
            {
              guard: { type: 'isQuotaError', params: ({ event }) => ({ error: event.error }) },
              target: 'quotaExceeded',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
            { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      done: {
        on: { 'form.submit': submit },
        entry: [
          { type: 'announceDone', params: ({ context }) => ({ title: context.document?.title ?? '' }) },
          // PAES and SIMCE tests download by themselves; the other documents are offered for download.
          enqueueActions(({ context, check, enqueue }) => {
            if (context.document && check('isPracticeTest'))
              enqueue({ type: 'startDownload', params: context.document })
          }),
          'refreshQuota',
        ],
      },
      quotaExceeded: {
        on: { 'form.submit': submit },
        entry: [{ type: 'offerPurchase', params: ({ context }) => ({ message: context.error ?? '' }) }, 'refreshQuota'],
      },
      // An objective no OA of the level covers: no error dialog; the screen shows the closest OA to choose.
      refused: { on: { 'form.submit': submit } },
      failed: {
        on: { 'form.submit': submit },
        entry: { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
      },
    },
  })
}
