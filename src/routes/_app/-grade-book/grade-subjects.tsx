import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { gradeBookSubjects } from '@/domain/plan-de-estudios'
import { Button, Card, Field } from '@/ui/form'

/**
 * The subjects of the course: those with evaluations, those of its level's plan de estudios (Mineduc) not
 * used yet, and a free field for another one.
 */
export function SubjectPicker({
  cursoId,
  nivel,
  asignaturas,
  current,
}: {
  cursoId: number
  nivel: string
  asignaturas: readonly string[]
  current: string | undefined
}) {
  const navigate = useNavigate()
  const [nueva, setNueva] = useState('')
  const id = String(cursoId)
  const subjects = gradeBookSubjects(nivel, asignaturas)
  const used = subjects.filter((s) => s.enUso).map((s) => s.asignatura)
  const plan = subjects.filter((s) => !s.enUso).map((s) => s.asignatura)
  const chips = (list: string[], label: string) => (
    <ul className="chip-list" aria-label={label}>
      {list.map((a) => (
        <li key={a}>
          <Link
            to="/cursos/$id/notas"
            params={{ id }}
            search={{ asignatura: a }}
            className={`chip ${a === current ? 'is-current' : ''}`}
            aria-current={a === current ? 'page' : undefined}
          >
            {a}
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <Card title="Asignatura" className="grade-subjects">
      {used.length > 0 ? (
        <>
          <h3 className="grade-subjects-heading">Con evaluaciones</h3>
          {chips(used, 'Asignaturas con evaluaciones')}
        </>
      ) : (
        <p className="muted">
          Este curso aún no tiene evaluaciones.{' '}
          {plan.length > 0
            ? 'Elige una asignatura del plan de estudios o escribe otra.'
            : 'Escribe una asignatura para empezar.'}
        </p>
      )}
      {plan.length > 0 && (
        <>
          <h3 className="grade-subjects-heading">
            {used.length > 0 ? 'Otras asignaturas' : 'Asignaturas'} del plan de estudios de {nivel}
          </h3>
          {chips(plan, `Asignaturas del plan de estudios de ${nivel}`)}
        </>
      )}
      <form
        className="row grade-subject-form"
        onSubmit={(e) => {
          e.preventDefault()
          const asignatura = nueva.trim()
          if (asignatura) void navigate({ to: '/cursos/$id/notas', params: { id }, search: { asignatura } })
          setNueva('')
        }}
      >
        <Field label="Otra asignatura">
          {(p) => (
            <input
              {...p}
              value={nueva}
              maxLength={80}
              placeholder="Por ejemplo, Ajedrez"
              onChange={(e) => setNueva(e.currentTarget.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={nueva.trim() === ''}>
          Abrir
        </Button>
      </form>
    </Card>
  )
}
