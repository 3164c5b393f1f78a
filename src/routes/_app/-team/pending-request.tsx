import { useActorRef, useSelector } from '@xstate/react'
import { format, parseISO } from 'date-fns'
import { es } from 'date-fns/locale'
import { Check, X } from 'lucide-react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { Curso } from '@/api/contract/cursos'
import type { Miembro } from '@/api/contract/miembros'
import { rejectMiembro, updateMiembro } from '@/api/miembros'
import { memberStateLabels, roleLabels } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { type ApprovalChoice, memberApprovalMachine } from '@/machines/member-approval.machine'
import { showError } from '@/ui/error-dialog'
import { Button } from '@/ui/form'
import { toast } from '@/ui/toast'
import { RoleAndCourses } from './role-and-courses'

const formatJoined = (fecha: string) => format(parseISO(fecha), "d 'de' MMMM 'de' yyyy", { locale: es })

/** A request to join the school: approve as a role with its courses, or reject after confirming. */
export function PendingRequest({
  miembro,
  cursos,
  onDecided,
}: {
  miembro: Miembro
  cursos: Curso[]
  onDecided: () => void
}) {
  const actor = useActorRef(
    memberApprovalMachine.provide({
      actors: {
        approveMember: fromPromise(({ input }) =>
          updateMiembro(input.id, { estado: 'activo', rol: input.choice.rol, curso_ids: input.choice.curso_ids }),
        ),
        rejectMember: fromPromise(({ input }) => rejectMiembro(input.id)),
      },
      actions: {
        announceApproved: (_, { nombre, rol }) =>
          toast.success(`${nombre} ya es parte del equipo como ${roleLabels[rol]}`),
        announceRejected: () => toast.success(messages.success.memberRejected),
        refreshMembers: () => onDecided(),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { miembro } },
  )
  const state = useSelector(actor, (s) => s.value)
  const error = useSelector(actor, (s) => s.context.error)
  const canStart = useSelector(actor, (s) => s.can({ type: 'approval.start' }))
  const canReject = useSelector(actor, (s) => s.can({ type: 'rejection.start' }))
  // Least privilege first: a request is offered as docente (only the courses ticked) until the
  // administrador picks a wider role. The role typed at /register is not a choice the school made.
  const [choice, setChoice] = useState<ApprovalChoice>({ rol: 'docente', curso_ids: [] })
  const busy = state === 'approving' || state === 'rejecting'
  return (
    <li className="member" aria-label={miembro.nombre}>
      <div className="member-head">
        <span className="member-name">{miembro.nombre}</span>
        <span className="member-email">{miembro.email}</span>
        <span className="badge badge-pendiente">{memberStateLabels[miembro.estado]}</span>
      </div>
      <p className="muted small">Pidió unirse el {formatJoined(miembro.creado)}.</p>
      {(state === 'idle' || state === 'confirmingRejection' || state === 'rejecting') && (
        <div className="row">
          <Button className="btn-sm" disabled={!canStart} onClick={() => actor.send({ type: 'approval.start' })}>
            <Check size={16} aria-hidden /> Aprobar
          </Button>
          <Button
            variant="secondary"
            className="btn-sm"
            disabled={!canReject}
            onClick={() => actor.send({ type: 'rejection.start' })}
          >
            <X size={16} aria-hidden /> Rechazar
          </Button>
        </div>
      )}
      {(state === 'confirmingRejection' || state === 'rejecting') && (
        <div className="alert alert-warn confirm-panel" role="alertdialog" aria-labelledby={`reject-${miembro.id}`}>
          <p id={`reject-${miembro.id}`}>
            ¿Rechazar la solicitud de <strong>{miembro.nombre}</strong>? Su cuenta se elimina: no tendrá acceso a ningún
            dato del colegio.
          </p>
          <div className="row">
            <Button
              variant="danger"
              className="btn-sm"
              busy={state === 'rejecting'}
              disabled={state === 'rejecting'}
              onClick={() => actor.send({ type: 'rejection.confirm' })}
            >
              {state === 'rejecting' ? 'Rechazando...' : 'Rechazar solicitud'}
            </Button>
            <Button
              variant="secondary"
              className="btn-sm"
              disabled={state === 'rejecting'}
              onClick={() => actor.send({ type: 'rejection.cancel' })}
            >
              Cancelar
            </Button>
          </div>
        </div>
      )}
      {(state === 'choosing' || state === 'approving') && (
        <form
          className="member-form"
          aria-label={`Aprobar a ${miembro.nombre}`}
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'approval.submit', choice })
          }}
        >
          <RoleAndCourses cursos={cursos} initial={choice} error={error} disabled={busy} onChange={setChoice} />
          <div className="row">
            <Button type="submit" className="btn-sm" busy={state === 'approving'} disabled={state === 'approving'}>
              {state === 'approving' ? 'Aprobando...' : `Aprobar como ${roleLabels[choice.rol]}`}
            </Button>
            <Button
              variant="secondary"
              className="btn-sm"
              disabled={state === 'approving'}
              onClick={() => actor.send({ type: 'approval.cancel' })}
            >
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </li>
  )
}
