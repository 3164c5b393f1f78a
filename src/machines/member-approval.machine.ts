import { assign, fromPromise, setup } from 'xstate'
import type { Role } from '@/domain/catalog'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { scopedToAssignedCourses } from '@/domain/permissions'

/** What the administrador decides for a pending request: the role it joins as and, for a docente, its courses. */
export interface ApprovalChoice {
  rol: Role
  curso_ids: number[]
}

export interface MemberApprovalInput {
  /** The pending member: the request being decided. */
  miembro: { id: number; nombre: string }
}

export interface MemberApprovalContext {
  miembro: { id: number; nombre: string }
  /** The choice being sent; kept after a refusal so the form shows it again. */
  choice: ApprovalChoice | null
  /** The form's own refusal (a docente without courses), shown under the courses. */
  error: string | null
}

export type MemberApprovalEvent =
  | { type: 'approval.start' }
  | { type: 'approval.cancel' }
  | { type: 'approval.submit'; choice: ApprovalChoice }
  | { type: 'rejection.start' }
  | { type: 'rejection.cancel' }
  | { type: 'rejection.confirm' }

/**
 * The administrador decides one pending request to join the school: approve it as a role (a docente
 * with at least one course, since a docente sees only its courses) or reject it after confirming. The
 * decision is sent once; a refusal from the server keeps the form (approval) or the request (rejection)
 * as it was. Approved and rejected are final: the request leaves the list of pending ones.
 */
export const memberApprovalMachine = setup({
  types: {
    context: {} as MemberApprovalContext,
    events: {} as MemberApprovalEvent,
    input: {} as MemberApprovalInput,
  },
  actors: {
    approveMember: fromPromise<unknown, { id: number; choice: ApprovalChoice }>(async () => {
      throw new Error('approveMember not provided')
    }),
    rejectMember: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('rejectMember not provided')
    }),
  },
  actions: {
    announceApproved: (_, _params: { nombre: string; rol: Role }) => {},
    announceRejected: (_, _params: { nombre: string }) => {},
    refreshMembers: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    coursesFitRole: ({ event }) =>
      event.type === 'approval.submit' &&
      (!scopedToAssignedCourses(event.choice.rol) || event.choice.curso_ids.length > 0),
  },
}).createMachine({
  id: 'memberApproval',
  initial: 'idle',
  context: ({ input }) => ({ miembro: input.miembro, choice: null, error: null }),
  states: {
    idle: {
      on: {
        'approval.start': { target: 'choosing' },
        'rejection.start': { target: 'confirmingRejection' },
      },
    },
    choosing: {
      on: {
        'approval.submit': [
          {
            guard: 'coursesFitRole',
            target: 'approving',
            actions: assign({
              // Courses only count for a role that works by course.
              choice: ({ event }) => ({
                rol: event.choice.rol,
                curso_ids: scopedToAssignedCourses(event.choice.rol) ? event.choice.curso_ids : [],
              }),
              error: null,
            }),
          },
          { actions: assign({ error: messages.validation.docenteWithoutCourses }) },
        ],
        'approval.cancel': { target: 'idle', actions: assign({ error: null, choice: null }) },
      },
    },
    approving: {
      invoke: {
        id: 'approveMember',
        src: 'approveMember',
        input: ({ context }) => ({ id: context.miembro.id, choice: context.choice! }),
        onDone: {
          target: 'approved',
          actions: [
            {
              type: 'announceApproved',
              params: ({ context }) => ({ nombre: context.miembro.nombre, rol: context.choice!.rol }),
            },
            'refreshMembers',
          ],
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.approveMember) }),
          },
        },
      },
    },
    confirmingRejection: {
      on: {
        'rejection.confirm': { target: 'rejecting' },
        'rejection.cancel': { target: 'idle' },
      },
    },
    rejecting: {
      invoke: {
        id: 'rejectMember',
        src: 'rejectMember',
        input: ({ context }) => ({ id: context.miembro.id }),
        onDone: {
          target: 'rejected',
          actions: [
            { type: 'announceRejected', params: ({ context }) => ({ nombre: context.miembro.nombre }) },
            'refreshMembers',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: messageOf(event.error, messages.fallback.rejectMember) }),
          },
        },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
})
