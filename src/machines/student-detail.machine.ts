import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

/** The student as the page shows it; the machine only needs to hand it over and replace it. */
export type StudentRecord = { id: number } & Readonly<Record<string, unknown>>

/** The edit form's values, already checked by the screen against the contract. */
export type StudentChanges = Readonly<Record<string, unknown>>

export interface StudentDetailContext<S extends StudentRecord = StudentRecord> {
  alumno: S
  /** The changes being saved, or last tried. */
  changes: StudentChanges | null
  error: string | null
}

export type StudentDetailEvent =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'form.submit'; changes: StudentChanges }

/**
 * The student page (spec §4): view mode, edit mode with Editar / Guardar, and the save. While saving
 * the form stays on screen and neither another Guardar nor a cancel is accepted; a failed save goes
 * back to editing with what the user typed, and the error shown.
 */
export const studentDetailMachine = setup({
  types: {
    context: {} as StudentDetailContext,
    events: {} as StudentDetailEvent,
    input: {} as { alumno: StudentRecord },
  },
  actors: {
    saveStudent: fromPromise<StudentRecord, { id: number; changes: StudentChanges }>(async () => {
      throw new Error('La ruta debe proveer el actor saveStudent.')
    }),
  },
  actions: {
    rememberChanges: assign((_, params: { changes: StudentChanges }) => ({ changes: params.changes, error: null })),
    rememberStudent: assign((_, params: { alumno: StudentRecord }) => ({
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
        input: ({ context }) => ({ id: context.alumno.id, changes: context.changes ?? {} }),
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
