import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import type { FieldErrors, FormCheck } from '@/domain/form-check'

/** Why the last submission failed: the message the user was shown, and the error itself. */
export interface SubmissionFailure {
  message: string
  error: unknown
}

/** `V` is what the form's check hands over to be sent, `O` what the server answers. */
export interface FormSubmissionContext<V, O> {
  /** The screen's message for a failure the server did not explain. */
  fallback: string
  /** The checked values being sent; kept after a failure, dropped once they were accepted. */
  values: V | null
  /** What the client-side check refused, field by field. */
  fieldErrors: FieldErrors
  /** The server's answer to the last accepted submission, until the next one starts. */
  output: O | null
  failure: SubmissionFailure | null
}

export type FormSubmissionEvent<V> =
  | { type: 'form.submit'; check: FormCheck<V> }
  | { type: 'field.change'; name: string }

/**
 * A form that is sent once at a time (courses, requests, meetings, students, the student import and
 * the downloads): values the client-side check refuses stay in the form with each field's message;
 * checked values go to the server while a second submit is ignored; an accepted submission is
 * announced, clears the form and refreshes what the page shows; a refused one shows the server's
 * message (or the screen's fallback) and keeps what the user typed.
 */
/** The values being sent: set by a passed 'form.submit' before `submitting` is entered. */
function checkedValues<V>(values: V | null): V {
  if (values === null) throw new Error('submitting sin valores')
  return values
}

export const createFormSubmissionMachine = <V, O>() =>
  setup({
    types: {
      context: {} as FormSubmissionContext<V, O>,
      events: {} as FormSubmissionEvent<V>,
      input: {} as { fallback: string },
    },
    actors: {
      submit: fromPromise<O, { values: V }>(async () => {
        throw new Error('La ruta debe proveer el actor submit.')
      }),
    },
    actions: {
      rememberValues: assign((_, params: { values: V | null }) => ({
        values: params.values,
        fieldErrors: {},
        output: null,
        failure: null,
      })),
      rememberFieldErrors: assign((_, params: { fieldErrors: FieldErrors }) => ({ fieldErrors: params.fieldErrors })),
      forgetFieldError: assign(({ context }, params: { name: string }) => {
        const { [params.name]: _, ...rest } = context.fieldErrors
        return { fieldErrors: rest }
      }),
      rememberOutput: assign((_, params: { output: O }) => ({ values: null, output: params.output })),
      rememberFailure: assign(({ context }, params: { error: unknown }) => ({
        failure: { message: messageOf(params.error, context.fallback), error: params.error },
      })),
      announceSuccess: (_, _params: { output: O }) => {},
      resetForm: () => {},
      refresh: () => {},
      showError: (_, _params: { message: string }) => {},
    },
    guards: {
      passedCheck: (_, params: { check: FormCheck<V> }) => params.check.ok,
    },
  }).createMachine({
    id: 'formSubmission',
    initial: 'idle',
    context: ({ input }) => ({ fallback: input.fallback, values: null, fieldErrors: {}, output: null, failure: null }),
    states: {
      idle: {
        on: {
          'form.submit': [
            {
              guard: { type: 'passedCheck', params: ({ event }) => ({ check: event.check }) },
              target: 'submitting',
              actions: {
                type: 'rememberValues',
                params: ({ event }) => ({ values: event.check.ok ? event.check.values : null }),
              },
            },
            {
              actions: {
                type: 'rememberFieldErrors',
                params: ({ event }) => ({ fieldErrors: event.check.ok ? {} : event.check.fieldErrors }),
              },
            },
          ],
          'field.change': { actions: { type: 'forgetFieldError', params: ({ event }) => ({ name: event.name }) } },
        },
      },
      submitting: {
        // Neither 'form.submit' nor 'field.change' is handled here: one submission at a time, and the
        // field errors were cleared when it started.
        invoke: {
          id: 'submit',
          src: 'submit',
          // 'form.submit' remembered the checked values on the way in.
          input: ({ context }) => ({ values: checkedValues(context.values) }),
          onDone: {
            target: 'idle',
            actions: [
              { type: 'rememberOutput', params: ({ event }) => ({ output: event.output }) },
              { type: 'announceSuccess', params: ({ event }) => ({ output: event.output }) },
              'resetForm',
              'refresh',
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'showError',
                params: ({ context }) => ({ message: context.failure?.message ?? context.fallback }),
              },
            ],
          },
        },
      },
    },
  })
