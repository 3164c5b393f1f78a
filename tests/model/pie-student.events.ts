import { type PieStudentAttendance, pieStudentMachine } from '@/machines/pie-student.machine'

export const machine = pieStudentMachine

export const sofia = { id: 7, nombre: 'Sofía Pérez Rojas', rut: '12.345.678-5', curso: { nombre: '4° Básico A' } }
export const tomas = { id: 8, nombre: 'Tomás Soto Díaz', rut: '22.015.838-K', curso: { nombre: '4° Básico B' } }

/** Attendance taken in Pizarra, and a student with none taken yet. */
export const taken: PieStudentAttendance = { porcentaje: 92.5, presentes: 37, total: 40 }
export const none: PieStudentAttendance = { porcentaje: null, presentes: 0, total: 0 }

/** Every event the PIE student picker can meet, with the answers its `loadAttendance` actor may give. */
export const events = [
  { type: 'student.pick', alumno: sofia },
  { type: 'student.pick', alumno: tomas },
  { type: 'student.unpick' },
  { type: 'field.change', name: 'asistencia', value: '90% del semestre' },
  { type: 'xstate.done.actor.loadAttendance', output: taken },
  { type: 'xstate.done.actor.loadAttendance', output: none },
  { type: 'xstate.error.actor.loadAttendance', error: new Error('') },
] as never[]
