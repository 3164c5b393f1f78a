import { memberApprovalMachine } from '@/machines/member-approval.machine'
import { apiError } from './api-error'

export const machine = memberApprovalMachine

/** The pending request being decided. */
export const miembro = { id: 12, nombre: 'Rodrigo Paredes' }
export const input = { miembro }

/** A docente with one course: a complete choice. */
export const asDocente = { rol: 'docente', curso_ids: [3] } as const
/** A docente without courses: refused before anything is sent. */
export const docenteWithoutCourses = { rol: 'docente', curso_ids: [] } as const
/** A UTP: the courses ticked before switching role do not count. */
export const asUtp = { rol: 'utp', curso_ids: [3] } as const

export const events = [
  { type: 'approval.start' },
  { type: 'approval.cancel' },
  { type: 'approval.submit', choice: asDocente },
  { type: 'approval.submit', choice: docenteWithoutCourses },
  { type: 'approval.submit', choice: asUtp },
  { type: 'rejection.start' },
  { type: 'rejection.cancel' },
  { type: 'rejection.confirm' },
  { type: 'xstate.done.actor.approveMember', output: { id: 12 } },
  { type: 'xstate.error.actor.approveMember', error: apiError('Uno de los cursos no existe.') },
  { type: 'xstate.done.actor.rejectMember', output: undefined },
  {
    type: 'xstate.error.actor.rejectMember',
    error: apiError('Solo se puede rechazar una solicitud pendiente. Para quitar el acceso, suspende al miembro.'),
  },
] as never[]
