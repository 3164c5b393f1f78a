import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, Card, Field } from '@/ui/form'

/** The subjects with evaluations in the course, and a free field to start a new one. */
export function SubjectPicker({
  cursoId,
  asignaturas,
  current,
}: {
  cursoId: number
  asignaturas: readonly string[]
  current: string | undefined
}) {
  const navigate = useNavigate()
  const [nueva, setNueva] = useState('')
  const id = String(cursoId)
  return (
    <Card title="Asignatura" className="grade-subjects">
      {asignaturas.length > 0 ? (
        <ul className="chip-list" aria-label="Asignaturas con evaluaciones">
          {asignaturas.map((a) => (
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
      ) : (
        <p className="muted">Este curso aún no tiene evaluaciones. Escribe una asignatura para empezar.</p>
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
              placeholder="Por ejemplo, Matemática"
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
