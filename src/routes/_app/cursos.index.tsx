import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { cursoCreate } from '@/api/contract/cursos'
import { createCurso, listCursos } from '@/api/cursos'
import { courseLevels } from '@/domain/catalog'
import { checkForm } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import { ChoiceSelect } from '@/ui/choice-select'
import { Card, Field, formValues, PageHeader } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { useAccount } from '../_app'
import { useFormSubmission } from './-form-submission'

export const Route = createFileRoute('/_app/cursos/')({
  staticData: { capability: 'asistencia' },
  loader: () => listCursos(),
  component: CursosPage,
})

function CursosPage() {
  const cursos = Route.useLoaderData()
  const me = useAccount()
  const router = useRouter()
  const creation = useFormSubmission({
    fallback: messages.fallback.createCourse,
    check: (form) => checkForm(cursoCreate, formValues(form, ['nombre', 'nivel'] as const)),
    submit: createCurso,
    announceSuccess: () => toast.success(messages.success.courseCreated),
    resetForm: (form) => form.reset(),
    refresh: () => router.invalidate(),
  })
  const errors = creation.fieldErrors

  return (
    <>
      <PageHeader title="Cursos" description="Crea los cursos del año y toma asistencia en cada uno." />
      <div className="records-grid">
        {/* Creating courses is a record of the school (registros); the inspector only takes attendance. */}
        {can(me, 'registros') && (
          <Card title="Nuevo curso" className="records-form">
            <form className="stack" noValidate onSubmit={creation.onSubmit}>
              <Field label="Nombre del curso" hint="Por ejemplo: 4° Básico A" error={errors.nombre}>
                {(p) => <input {...p} name="nombre" maxLength={80} required autoComplete="off" />}
              </Field>
              <Field label="Nivel" error={errors.nivel}>
                {(p) => <ChoiceSelect {...p} name="nivel" placeholder="Elige un nivel" options={courseLevels} />}
              </Field>
              <SubmitButton disabled={!creation.canSubmit} busy={creation.submitting} busyLabel="Creando...">
                Crear curso
              </SubmitButton>
            </form>
          </Card>
        )}
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
