import { useId, useState } from 'react'
import type { Curso } from '@/api/contract/cursos'
import { roleLabels, roles } from '@/domain/catalog'
import { scopedToAssignedCourses } from '@/domain/permissions'
import type { ApprovalChoice } from '@/machines/member-approval.machine'

/** A role and, for a role that works by course, its courses: the form of an approval and of a change. */
export function RoleAndCourses({
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
