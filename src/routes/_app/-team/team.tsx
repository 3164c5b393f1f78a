import { useActorRef, useSelector } from '@xstate/react'
import { format, parseISO } from 'date-fns'
import { es } from 'date-fns/locale'
import { Check, Pencil, X } from 'lucide-react'
import { useId, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Curso } from '@/api/contract/cursos'
import type { Miembro, MiembroUpdate } from '@/api/contract/miembros'
import { rejectMiembro, updateMiembro } from '@/api/miembros'
import { memberStateLabels, type Role, roleLabels, roles } from '@/domain/catalog'
import { passed } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { scopedToAssignedCourses } from '@/domain/permissions'
import { type ApprovalChoice, memberApprovalMachine } from '@/machines/member-approval.machine'
import { showError } from '@/ui/error-dialog'
import { Button } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'

const formatJoined = (fecha: string) => format(parseISO(fecha), "d 'de' MMMM 'de' yyyy", { locale: es })

/** The names of the member's courses, in the school's order. */
function courseNames(ids: number[], cursos: Curso[]) {
  const names = cursos.filter((c) => ids.includes(c.id)).map((c) => c.nombre)
  return names.length > 0 ? names.join(', ') : 'Sin cursos asignados'
}

/** A role and, for a role that works by course, its courses: the form of an approval and of a change. */
function RoleAndCourses({
  cursos,
  initial,
  error,
  disabled,
  onChange,
}: {
  cursos: Curso[]
  initial: ApprovalChoice
  error?: string | null
  disabled?: boolean
  onChange: (choice: ApprovalChoice) => void
}) {
  const [choice, setChoice] = useState(initial)
  const id = useId()
  const update = (next: ApprovalChoice) => {
    setChoice(next)
    onChange(next)
  }
  const toggle = (cursoId: number, on: boolean) =>
    update({
      ...choice,
      curso_ids: on ? [...choice.curso_ids, cursoId] : choice.curso_ids.filter((c) => c !== cursoId),
    })
  return (
    <>
      <fieldset className="plain-fieldset" disabled={disabled}>
        <legend className="field-label">Rol</legend>
        <div className="row">
          {roles.map((rol) => (
            <label key={rol} className="state-option">
              <input
                type="radio"
                name={`${id}-rol`}
                value={rol}
                checked={choice.rol === rol}
                onChange={() => update({ ...choice, rol })}
              />{' '}
              {roleLabels[rol]}
            </label>
          ))}
        </div>
      </fieldset>
      {scopedToAssignedCourses(choice.rol) && (
        <fieldset className="plain-fieldset" disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="field-label">Cursos que verá</legend>
          {cursos.length === 0 ? (
            <p className="muted">El colegio aún no tiene cursos: créalos en Cursos.</p>
          ) : (
            <div className="course-checks">
              {cursos.map((c) => (
                <label key={c.id}>
                  <input
                    type="checkbox"
                    checked={choice.curso_ids.includes(c.id)}
                    onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                  />
                  {c.nombre}
                </label>
              ))}
            </div>
          )}
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </fieldset>
      )}
    </>
  )
}

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

/** A member already decided: role, state and courses, with changes of role and courses, suspension and reactivation. */
export function MemberRow({
  miembro,
  cursos,
  isSelf,
  onChanged,
}: {
  miembro: Miembro
  cursos: Curso[]
  isSelf: boolean
  onChanged: () => void
}) {
  const [editing, setEditing] = useState(false)
  const [choice, setChoice] = useState<ApprovalChoice>({ rol: miembro.rol, curso_ids: miembro.curso_ids })
  const [courseError, setCourseError] = useState<string | null>(null)
  const change = useFormSubmission<MiembroUpdate, Miembro>({
    fallback: messages.fallback.updateMember,
    submit: (data) => updateMiembro(miembro.id, data),
    announceSuccess: () => toast.success(messages.success.memberUpdated),
    refresh: () => {
      setEditing(false)
      onChanged()
    },
  })
  const suspended = miembro.estado === 'suspendido'
  const save = () => {
    const byCourse = scopedToAssignedCourses(choice.rol)
    if (byCourse && choice.curso_ids.length === 0) {
      setCourseError(messages.validation.docenteWithoutCourses)
      return
    }
    setCourseError(null)
    change.submit(passed({ rol: choice.rol, curso_ids: byCourse ? choice.curso_ids : [] }))
  }
  return (
    <li className="member" aria-label={miembro.nombre}>
      <div className="member-head">
        <span className="member-name">
          {miembro.nombre}
          {isSelf && <span className="muted"> (tú)</span>}
        </span>
        <span className="member-email">{miembro.email}</span>
      </div>
      <div className="member-meta">
        <span className="badge">{roleLabels[miembro.rol]}</span>
        <span className={`badge badge-${miembro.estado}`}>{memberStateLabels[miembro.estado]}</span>
        {scopedToAssignedCourses(miembro.rol) && <span>Cursos: {courseNames(miembro.curso_ids, cursos)}</span>}
      </div>
      {editing ? (
        <form
          className="member-form"
          aria-label={`Cambiar rol y cursos de ${miembro.nombre}`}
          onSubmit={(e) => {
            e.preventDefault()
            save()
          }}
        >
          <RoleAndCourses
            cursos={cursos}
            initial={choice}
            error={courseError}
            disabled={change.submitting}
            onChange={(next) => {
              setChoice(next)
              setCourseError(null)
            }}
          />
          <div className="row">
            <Button type="submit" className="btn-sm" busy={change.submitting} disabled={!change.canSubmit}>
              {change.submitting ? 'Guardando...' : 'Guardar cambios'}
            </Button>
            <Button
              variant="secondary"
              className="btn-sm"
              disabled={change.submitting}
              onClick={() => {
                setEditing(false)
                setChoice({ rol: miembro.rol, curso_ids: miembro.curso_ids })
                setCourseError(null)
              }}
            >
              Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <div className="row">
          <Button
            variant="secondary"
            className="btn-sm"
            disabled={!change.canSubmit}
            onClick={() => setEditing(true)}
            aria-label={`Cambiar rol y cursos de ${miembro.nombre}`}
          >
            <Pencil size={16} aria-hidden /> Cambiar rol y cursos
          </Button>
          {suspended ? (
            <Button
              variant="secondary"
              className="btn-sm"
              disabled={!change.canSubmit}
              busy={change.submitting}
              onClick={() => change.submit(passed({ estado: 'activo' }))}
              aria-label={`Reactivar a ${miembro.nombre}`}
            >
              Reactivar
            </Button>
          ) : (
            <Button
              variant="ghost"
              className="btn-sm"
              disabled={!change.canSubmit}
              busy={change.submitting}
              onClick={() => change.submit(passed({ estado: 'suspendido' }))}
              aria-label={`Suspender a ${miembro.nombre}`}
            >
              Suspender
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

/** The roles in the order the screen offers them, for the summary under the list. */
export const roleSummary = (miembros: Miembro[]) =>
  roles
    .map((rol: Role) => ({ rol, count: miembros.filter((m) => m.rol === rol && m.estado === 'activo').length }))
    .filter((r) => r.count > 0)
    .map((r) => `${r.count} ${roleLabels[r.rol]}`)
    .join(' · ')
