import { Pencil } from 'lucide-react'
import { useState } from 'react'
import type { Curso } from '@/api/contract/cursos'
import type { Miembro, MiembroUpdate } from '@/api/contract/miembros'
import { updateMiembro } from '@/api/miembros'
import { memberStateLabels, type Role, roleLabels, roles } from '@/domain/catalog'
import { passed } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { scopedToAssignedCourses } from '@/domain/permissions'
import type { ApprovalChoice } from '@/machines/member-approval.machine'
import { Button } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'
import { RoleAndCourses } from './role-and-courses'

/** The names of the member's courses, in the school's order. */
function courseNames(ids: number[], cursos: Curso[]) {
  const names = cursos.filter((c) => ids.includes(c.id)).map((c) => c.nombre)
  return names.length > 0 ? names.join(', ') : 'Sin cursos asignados'
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
