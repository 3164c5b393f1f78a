import { createFileRoute, type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { cursoCreate } from '@/api/contract/cursos'
import { createCurso, listCursos } from '@/api/cursos'
import { courseLevels } from '@/domain/catalog'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { showError } from '@/ui/error-dialog'
import { Button, Card, Field, formValues, PageHeader } from '@/ui/form'

export const Route = createFileRoute('/_app/cursos/')({
  loader: () => listCursos(),
  component: CursosPage,
  errorComponent: CursosError,
})

type FieldErrors = Partial<Record<'nombre' | 'nivel', string>>

function CursosPage() {
  const cursos = Route.useLoaderData()
  const router = useRouter()
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  const submit = async (form: HTMLFormElement) => {
    const parsed = cursoCreate.safeParse(formValues(form, ['nombre', 'nivel'] as const))
    if (!parsed.success) {
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FieldErrors] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      await createCurso(parsed.data)
      toast.success(messages.success.courseCreated)
      form.reset()
      await router.invalidate()
    } catch (error) {
      showError(messageOf(error, messages.fallback.createCourse))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <PageHeader title="Cursos" description="Crea los cursos del año y toma asistencia en cada uno." />
      <div className="records-grid">
        <Card title="Nuevo curso" className="records-form">
          <form
            className="stack"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit(e.currentTarget)
            }}
          >
            <Field label="Nombre del curso" hint="Por ejemplo: 4° Básico A" error={errors.nombre}>
              {(p) => <input {...p} name="nombre" maxLength={80} required autoComplete="off" />}
            </Field>
            <Field label="Nivel" error={errors.nivel}>
              {(p) => (
                <select {...p} name="nivel" required defaultValue="">
                  <option value="" disabled>
                    Elige un nivel
                  </option>
                  {courseLevels.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button type="submit" disabled={saving} busy={saving}>
              {saving ? 'Creando...' : 'Crear curso'}
            </Button>
          </form>
        </Card>
        <Card title={`Cursos del colegio (${cursos.length})`}>
          {cursos.length === 0 ? (
            <p className="empty">Aún no hay cursos. Crea el primero con el formulario.</p>
          ) : (
            <ul className="course-list">
              {cursos.map((c) => (
                <li key={c.id}>
                  <Link to="/cursos/$id" params={{ id: String(c.id) }} className="course-link">
                    <span className="course-name">{c.nombre}</span>
                    <span className="muted">
                      {c.nivel} · {c.total_alumnos === 1 ? '1 alumno' : `${c.total_alumnos} alumnos`}
                    </span>
                    <ChevronRight size={18} aria-hidden className="course-chevron" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  )
}

function CursosError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <>
      <PageHeader title="Cursos" />
      <div className="alert alert-danger" role="alert">
        <p>{messageOf(error, 'No se pudieron cargar los cursos.')}</p>
        <Button variant="secondary" onClick={() => router.invalidate()}>
          Reintentar
        </Button>
      </div>
    </>
  )
}
