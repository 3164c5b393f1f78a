import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { isSignatureCode } from '@/domain/libro'

/** `POST /cuenta/firma`: a new secret and the address an authenticator app reads from the QR. */
export interface Enrollment {
  secreto: string
  otpauth_url: string
}

export interface SignatureEnrollmentContext {
  /** An authenticator is confirmed for this member: they can sign. */
  habilitada: boolean
  enrollment: Enrollment | null
  codigo: string
  error: string | null
}

export type SignatureEnrollmentEvent =
  | { type: 'enroll.start' }
  | { type: 'code.change'; codigo: string }
  | { type: 'enroll.confirm' }
  | { type: 'enroll.cancel' }

const fallback = {
  start: 'No se pudo preparar tu firma.',
  confirm: 'No se pudo confirmar tu firma.',
}

/**
 * Enrolling the authenticator that signs the libro: a new secret shown as a QR (and as text), then the
 * code the app shows confirms it. Until confirmed, the previous authenticator (if any) keeps signing.
 * `habilitada`: this member can sign (a new enrollment replaces the authenticator only once confirmed).
 */
export const signatureEnrollmentMachine = setup({
  types: {
    context: {} as SignatureEnrollmentContext,
    events: {} as SignatureEnrollmentEvent,
    input: {} as { habilitada: boolean },
  },
  actors: {
    startEnrollment: fromPromise<Enrollment, void>(async () => {
      throw new Error('La ruta debe proveer el actor startEnrollment.')
    }),
    confirmEnrollment: fromPromise<unknown, { codigo: string }>(async () => {
      throw new Error('La ruta debe proveer el actor confirmEnrollment.')
    }),
  },
  actions: {
    rememberEnrollment: assign((_, enrollment: Enrollment) => ({ enrollment, codigo: '', error: null })),
    takeCode: assign(({ event }) => (event.type === 'code.change' ? { codigo: event.codigo.trim() } : {})),
    forgetEnrollment: assign({ enrollment: null, codigo: '', error: null }),
    rememberEnrolled: assign({ habilitada: true }),
    rememberError: assign((_, params: { error: unknown; fallbackMessage: string }) => ({
      error: messageOf(params.error, params.fallbackMessage),
      codigo: '',
    })),
    announceEnrolled: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    hasCode: ({ context }) => isSignatureCode(context.codigo),
  },
}).createMachine({
  id: 'signatureEnrollment',
  context: ({ input }) => ({ habilitada: input.habilitada, enrollment: null, codigo: '', error: null }),
  initial: 'idle',
  states: {
    /** With an authenticator (`habilitada`) or without one; either may enroll a new one. */
    idle: { on: { 'enroll.start': 'starting' } },
    starting: {
      invoke: {
        id: 'startEnrollment',
        src: 'startEnrollment',
        onDone: { target: 'scanning', actions: { type: 'rememberEnrollment', params: ({ event }) => event.output } },
        onError: {
          target: 'idle',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error, fallbackMessage: fallback.start }) },
            { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
    },
    /** The QR on screen: the member scans it and types the code the app shows. */
    scanning: {
      on: {
        'code.change': { actions: 'takeCode' },
        'enroll.confirm': { guard: 'hasCode', target: 'confirming' },
        'enroll.cancel': { target: 'idle', actions: 'forgetEnrollment' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmEnrollment',
        src: 'confirmEnrollment',
        input: ({ context }) => ({ codigo: context.codigo }),
        onDone: { target: 'idle', actions: ['forgetEnrollment', 'rememberEnrolled', 'announceEnrolled'] },
        onError: {
          target: 'scanning',
          actions: [
            {
              type: 'rememberError',
              params: ({ event }) => ({ error: event.error, fallbackMessage: fallback.confirm }),
            },
            { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
    },
  },
})
