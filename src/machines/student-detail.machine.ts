import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

/**
 * The student as the page shows it (`S`) and the edit form's values as the contract checked them
 * (`C`): the machine hands the student over, sends the changes with its id and replaces it with the
 * server's answer, so it needs nothing else of their shape.
 */
export interface StudentDetailContext<S extends { id: number }, C> {
  alumno: S
  /** The changes being saved, or last tried. */
  changes: C | null
  error: string | null
}

export type StudentDetailEvent<C> =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'form.submit'; changes: C }

/** The changes being saved: set by 'form.submit' before `saving` is entered. */
function savedChanges<C>(changes: C | null): C {
  if (changes === null) throw new Error('saving sin cambios')
  return changes
}

/**
 * The student page: view mode, edit mode with Editar / Guardar, and the save. While saving
 * the form stays on screen and neither another Guardar nor a cancel is accepted; a failed save goes
 * back to editing with what the user typed, and the error shown.
 */
export const createStudentDetailMachine = <S extends { id: number }, C>() =>
  setup({
    types: {
      context: {} as StudentDetailContext<S, C>,
      events: {} as StudentDetailEvent<C>,
      input: {} as { alumno: S },
    },
    actors: {
      saveStudent: fromPromise<S, { id: number; changes: C }>(async () => {
        throw new Error('La ruta debe proveer el actor saveStudent.')
      }),
    },
    actions: {
      rememberChanges: assign((_, params: { changes: C }) => ({ changes: params.changes, error: null })),
      rememberStudent: assign((_, params: { alumno: S }) => ({
        alumno: params.alumno,
        changes: null,
        error: null,
      })),
      rememberError: assign((_, params: { error: unknown }) => ({
        error: messageOf(params.error, messages.fallback.editStudent),
      })),
      forgetChanges: assign({ changes: null, error: null }),
      announceSaved: () => {},
      showError: (_, _params: { message: string }) => {},
      focusForm: () => {},
    },
  }).createMachine({
    id: 'studentDetail',
    initial: 'viewing',
    context: ({ input }) => ({ alumno: input.alumno, changes: null, error: null }),
    states: {
      viewing: {
        on: { 'edit.start': 'editing' },
      },
      editing: {
        entry: 'focusForm',
        on: {
          'edit.cancel': { target: 'viewing', actions: 'forgetChanges' },
          'form.submit': {
            target: 'saving',
            actions: { type: 'rememberChanges', params: ({ event }) => ({ changes: event.changes }) },
          },
        },
      },
      saving: {
        // Neither 'form.submit' nor 'edit.cancel' is handled here: one save at a time, and it finishes.
        invoke: {
          id: 'saveStudent',
          src: 'saveStudent',
          // 'form.submit' remembered the changes on the way in.
          input: ({ context }) => ({ id: context.alumno.id, changes: savedChanges(context.changes) }),
          onDone: {
            target: 'viewing',
            actions: [{ type: 'rememberStudent', params: ({ event }) => ({ alumno: event.output }) }, 'announceSaved'],
          },
          onError: {
            target: 'editing',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
            ],
          },
        },
      },
    },
  })
