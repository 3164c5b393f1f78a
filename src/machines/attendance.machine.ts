import { and, assign, fromPromise, setup } from 'xstate'
import { attendanceLoadFallback } from '@/domain/attendance'
import { isIsoDay } from '@/domain/dates'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'

/** One course's attendance on one day, as the server keeps it. */
export interface AttendanceDay {
  fecha: string
  /** Whether this day was saved at least once. */
  tomada: boolean
  /** When it was last saved (ISO 8601), null if never. */
  actualizada: string | null
  registros: readonly { alumno_id: number; presente: boolean }[]
}

export interface AttendanceSave {
  cursoId: number
  fecha: string
  registros: { alumno_id: number; presente: boolean }[]
}

export interface AttendanceContext {
  cursoId: number
  /** Today in America/Santiago: the latest day that can be taken. */
  today: string
  /** The day on screen. */
  fecha: string
  /** A day the user asked for while there were unsaved changes, waiting for an answer. */
  pendingFecha: string | null
  /** The course's students, in the order the screen lists them. */
  alumnoIds: readonly number[]
  /** What the server holds for the day: present or absent per student with a record. */
  saved: Readonly<Record<number, boolean>>
  /** What the screen shows: starts as `saved`, a student without a record as absent. */
  marks: Readonly<Record<number, boolean>>
  tomada: boolean
  actualizada: string | null
  error: string | null
}

export type AttendanceEvent =
  | { type: 'student.toggle'; alumnoId: number }
  | { type: 'all.present' }
  | { type: 'form.submit' }
  | { type: 'date.change'; fecha: string }
  | { type: 'discard.confirm' }
  | { type: 'discard.cancel' }
  | { type: 'load.retry' }

export interface AttendanceInput {
  cursoId: number
  today: string
  /** The first day to show; today unless the URL says otherwise. */
  fecha?: string
  alumnoIds: readonly number[]
}

/** Every student's mark as the server holds it, a student without a record absent. */
const marksOf = (alumnoIds: readonly number[], saved: Readonly<Record<number, boolean>>) =>
  Object.fromEntries(alumnoIds.map((id) => [id, saved[id] ?? false])) as Record<number, boolean>

/** The marks an edit would leave on screen. */
function marksAfter(context: AttendanceContext, event: AttendanceEvent): Readonly<Record<number, boolean>> {
  if (event.type === 'all.present') return Object.fromEntries(context.alumnoIds.map((id) => [id, true]))
  if (event.type === 'student.toggle' && event.alumnoId in context.marks) {
    return { ...context.marks, [event.alumnoId]: !context.marks[event.alumnoId] }
  }
  return context.marks
}

const differsFromSaved = (context: AttendanceContext, marks: Readonly<Record<number, boolean>>) =>
  context.alumnoIds.some((id) => marks[id] !== (context.saved[id] ?? false))

/** A day change to a real day, not after today and not the one on screen. */
const isOtherPastDay = ({ context, event }: { context: AttendanceContext; event: AttendanceEvent }) =>
  event.type === 'date.change' && isIsoDay(event.fecha) && event.fecha <= context.today && event.fecha !== context.fecha

const toLoading = { target: '#attendance.loading', actions: 'rememberDay' } as const

/** A toggle on a clean screen always leaves something unsaved. */
const toggleClean = { target: '#attendance.dirty', actions: 'applyEdit' } as const
/** 'Marcar todos presentes' on a clean screen: when everyone already is, nothing changes. */
const allPresentClean = [{ guard: 'leavesNoChanges' }, { target: '#attendance.dirty', actions: 'applyEdit' }] as const
/** An edit on a screen with unsaved changes: undoing them all leaves nothing to save. */
const editUnsaved = [
  { guard: 'leavesNoChanges', target: '#attendance.ready', actions: 'applyEdit' },
  { target: '#attendance.dirty', actions: 'applyEdit' },
] as const

/**
 * Taking a course's attendance for a day: the day loads with what was saved; each student toggles
 * between Presente and Ausente; saving is an upsert of the whole list. Changing the day with unsaved
 * changes asks first; while saving, the list and the day are locked.
 *
 * Tags for the screen: `unsaved` (changes on screen the server does not hold: leaving asks first),
 * `clean` (what is on screen is what the server holds) and `dayLocked` (the day cannot be changed now).
 */
export const attendanceMachine = setup({
  types: {
    context: {} as AttendanceContext,
    events: {} as AttendanceEvent,
    input: {} as AttendanceInput,
    tags: {} as 'unsaved' | 'clean' | 'dayLocked',
  },
  actors: {
    loadDay: fromPromise<AttendanceDay, { cursoId: number; fecha: string }>(async () => {
      throw new Error('La ruta debe proveer el actor loadDay.')
    }),
    saveDay: fromPromise<AttendanceDay, AttendanceSave>(async () => {
      throw new Error('La ruta debe proveer el actor saveDay.')
    }),
  },
  actions: {
    rememberDay: assign(({ event }) =>
      event.type === 'date.change' ? { fecha: event.fecha, pendingFecha: null } : {},
    ),
    askToDiscard: assign(({ event }) => (event.type === 'date.change' ? { pendingFecha: event.fecha } : {})),
    takePendingDay: assign(({ context }) => ({ fecha: context.pendingFecha ?? context.fecha, pendingFecha: null })),
    forgetPendingDay: assign({ pendingFecha: null }),
    /** A toggle or 'Marcar todos presentes'. */
    applyEdit: assign(({ context, event }) => ({ marks: marksAfter(context, event) })),
    rememberSaved: assign(({ context }, day: AttendanceDay) => {
      const saved = Object.fromEntries(day.registros.map((r) => [r.alumno_id, r.presente])) as Record<number, boolean>
      return {
        saved,
        marks: marksOf(context.alumnoIds, saved),
        tomada: day.tomada,
        actualizada: day.actualizada,
        error: null,
      }
    }),
    forgetDay: assign(({ context }) => ({
      saved: {},
      marks: marksOf(context.alumnoIds, {}),
      tomada: false,
      actualizada: null,
      error: null,
    })),
    rememberLoadError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error, attendanceLoadFallback),
    })),
    rememberSaveError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error, messages.fallback.saveAttendance),
    })),
    announceSaved: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    isOtherPastDay,
    /** The screen differs from what the server holds. */
    hasChanges: ({ context }) => differsFromSaved(context, context.marks),
    /** The edit leaves the screen as the server holds the day (e.g. a toggle undone). */
    leavesNoChanges: ({ context, event }) => !differsFromSaved(context, marksAfter(context, event)),
    /** A day never taken can be saved as it is shown (everyone absent): that is also a record. */
    isNotTaken: ({ context }) => !context.tomada,
  },
}).createMachine({
  id: 'attendance',
  initial: 'loading',
  context: ({ input }) => ({
    cursoId: input.cursoId,
    today: input.today,
    fecha: input.fecha && isIsoDay(input.fecha) && input.fecha <= input.today ? input.fecha : input.today,
    pendingFecha: null,
    alumnoIds: input.alumnoIds,
    saved: {},
    marks: marksOf(input.alumnoIds, {}),
    tomada: false,
    actualizada: null,
    error: null,
  }),
  states: {
    loading: {
      entry: 'forgetDay',
      invoke: {
        id: 'loadDay',
        src: 'loadDay',
        input: ({ context }) => ({ cursoId: context.cursoId, fecha: context.fecha }),
        onDone: {
          target: 'ready',
          actions: { type: 'rememberSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'rememberLoadError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
      // Another day while loading: the pending load is dropped and the new day loads.
      on: { 'date.change': { guard: 'isOtherPastDay', ...toLoading, reenter: true } },
    },
    loadFailed: {
      on: {
        'load.retry': 'loading',
        'date.change': { guard: 'isOtherPastDay', ...toLoading },
      },
    },
    /** The day as saved (or not taken yet), with nothing changed on screen. */
    ready: {
      tags: 'clean',
      on: {
        'student.toggle': toggleClean,
        'all.present': allPresentClean,
        'form.submit': { guard: 'isNotTaken', target: 'saving' },
        'date.change': { guard: 'isOtherPastDay', ...toLoading },
      },
    },
    /** Unsaved changes on screen. */
    dirty: {
      tags: 'unsaved',
      on: {
        'student.toggle': editUnsaved,
        'all.present': editUnsaved,
        'form.submit': 'saving',
        'date.change': { guard: 'isOtherPastDay', target: 'confirmingDiscard', actions: 'askToDiscard' },
      },
    },
    /** The user asked for another day with unsaved changes: discard them, or stay. */
    confirmingDiscard: {
      tags: ['unsaved', 'dayLocked'],
      on: {
        'discard.confirm': { target: 'loading', actions: 'takePendingDay' },
        'discard.cancel': { target: 'dirty', actions: 'forgetPendingDay' },
      },
    },
    saving: {
      tags: 'dayLocked',
      // Nothing else is handled here: the list and the day stay as sent until the server answers.
      invoke: {
        id: 'saveDay',
        src: 'saveDay',
        input: ({ context }) => ({
          cursoId: context.cursoId,
          fecha: context.fecha,
          registros: context.alumnoIds.map((id) => ({ alumno_id: id, presente: context.marks[id] ?? false })),
        }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'rememberSaved', params: ({ event }) => event.output }, 'announceSaved'],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberSaveError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
    },
    /** Just saved: what is on screen is what the server holds. */
    saved: {
      tags: 'clean',
      on: {
        'student.toggle': toggleClean,
        'all.present': allPresentClean,
        'date.change': { guard: 'isOtherPastDay', ...toLoading },
      },
    },
    /** The save did not go through: the changes are still on screen, unsaved. */
    failed: {
      tags: 'unsaved',
      on: {
        'student.toggle': editUnsaved,
        'all.present': editUnsaved,
        'form.submit': 'saving',
        'date.change': [
          {
            guard: and(['isOtherPastDay', 'hasChanges']),
            target: 'confirmingDiscard',
            actions: 'askToDiscard',
          },
          // A day never taken that failed to save as shown has nothing typed to lose.
          { guard: 'isOtherPastDay', ...toLoading },
        ],
      },
    },
  },
})
