import { assign, fromPromise, setup } from 'xstate'
import { attendanceDraft } from '@/domain/attendance'

/** A student of the school as the PIE report's picker lists it. */
export interface PieStudentOption {
  id: number
  nombre: string
  rut: string
  curso: { nombre: string }
}

/** The report's fields about the student: filled from the picked student, or typed by hand. */
export interface PieStudentFields {
  nombre_alumno: string
  rut_alumno: string
  curso: string
  asistencia: string
}

/** What the attendance of a student answers: enough for the draft of the `asistencia` field. */
export interface PieStudentAttendance {
  porcentaje: number | null
  presentes: number
  total: number
}

export interface PieStudentContext {
  fields: PieStudentFields
  /** The student picked last, whose attendance is fetched; 0 before any. */
  alumnoId: number
}

export type PieStudentEvent =
  | { type: 'student.pick'; alumno: PieStudentOption }
  /** "Elige un estudiante" again: the fields stay as they are. */
  | { type: 'student.unpick' }
  | { type: 'field.change'; name: keyof PieStudentFields; value: string }

const emptyFields: PieStudentFields = { nombre_alumno: '', rut_alumno: '', curso: '', asistencia: '' }

/**
 * The student part of the PIE report form. Picking a student fills name, RUT and course, empties the
 * attendance and fetches the attendance taken in Pizarra as its first draft; the teacher can change
 * any field, and what they typed in the attendance before the draft came stays. Picking another student (or none) while that fetch runs drops it, so a slow answer never
 * fills the field of a student no longer picked; a failed fetch leaves the field for the teacher.
 */
export const pieStudentMachine = setup({
  types: {
    context: {} as PieStudentContext,
    events: {} as PieStudentEvent,
  },
  actors: {
    loadAttendance: fromPromise<PieStudentAttendance, { alumnoId: number }>(async () => {
      throw new Error('La ruta debe proveer el actor loadAttendance.')
    }),
  },
  actions: {
    fillStudent: assign((_, { alumno }: { alumno: PieStudentOption }) => ({
      alumnoId: alumno.id,
      fields: { nombre_alumno: alumno.nombre, rut_alumno: alumno.rut, curso: alumno.curso.nombre, asistencia: '' },
    })),
    changeField: assign(({ context }, { name, value }: { name: keyof PieStudentFields; value: string }) => ({
      fields: { ...context.fields, [name]: value },
    })),
    // A draft, never over what the teacher typed while it was fetched.
    draftAttendance: assign(({ context }, record: PieStudentAttendance) => {
      const asistencia = attendanceDraft(record)
      return asistencia === null || context.fields.asistencia !== ''
        ? {}
        : { fields: { ...context.fields, asistencia } }
    }),
  },
}).createMachine({
  id: 'pieStudent',
  initial: 'idle',
  context: { fields: emptyFields, alumnoId: 0 },
  on: {
    // Another pick restarts the fetch: the one running is dropped.
    'student.pick': {
      target: '.loadingAttendance',
      reenter: true,
      actions: { type: 'fillStudent', params: ({ event }) => ({ alumno: event.alumno }) },
    },
    'student.unpick': '.idle',
    'field.change': {
      actions: { type: 'changeField', params: ({ event }) => ({ name: event.name, value: event.value }) },
    },
  },
  states: {
    idle: {},
    loadingAttendance: {
      invoke: {
        id: 'loadAttendance',
        src: 'loadAttendance',
        input: ({ context }) => ({ alumnoId: context.alumnoId }),
        onDone: { target: 'idle', actions: { type: 'draftAttendance', params: ({ event }) => event.output } },
        onError: 'idle',
      },
    },
  },
})
