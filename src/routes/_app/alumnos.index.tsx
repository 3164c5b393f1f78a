import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { FileSpreadsheet, Search, UserPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { createAlumno, listAlumnos } from '@/api/alumnos'
import { alumnoInput } from '@/api/contract/alumnos'
import { listCursos } from '@/api/cursos'
import { schoolToday } from '@/domain/attendance'
import { checkForm } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { formatNumber } from '@/domain/numbers'
import { Card, Field, formValues, PageHeader } from '@/ui/form'
import { StudentFields, studentFieldNames, studentFormValues } from '@/ui/student-fields'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { optionalId, optionalText } from '../-search'
import { useFormSubmission } from './-form-submission'
import { StudentsTable } from './-students/students-table'

const search = (search: Record<string, unknown>): { curso_id?: number; q?: string } => ({
  curso_id: optionalId(search.curso_id),
  q: optionalText(search.q, 100),
})

export const Route = createFileRoute('/_app/alumnos/')({
  staticData: { capability: 'registros' },
  validateSearch: search,
  loaderDeps: ({ search: { curso_id, q } }) => ({ curso_id, q }),
  loader: async ({ deps }) => {
    const [alumnos, cursos] = await Promise.all([listAlumnos(deps), listCursos()])
    return { alumnos, cursos }
  },
  component: AlumnosPage,
})

function AlumnosPage() {
  const { alumnos, cursos } = Route.useLoaderData()
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  const [q, setQ] = useState(filters.q ?? '')

  // The search follows the typing after a short pause, and lives in the URL so it can be shared.
  useEffect(() => {
    const next = q.trim() || undefined
    if (next === filters.q) return
    const timer = setTimeout(() => {
      void navigate({ search: (prev) => ({ ...prev, q: next }), replace: true })
    }, 300)
    return () => clearTimeout(timer)
  }, [q, filters.q, navigate])

  const filtered = Boolean(filters.curso_id || filters.q)
  return (
    <>
      <PageHeader title="Alumnos" description="Los alumnos de tu colegio, por curso, con su ficha y su historial.">
        <Link to="/subir-alumno" className="btn btn-secondary">
          <FileSpreadsheet size={18} aria-hidden /> Subir desde Excel
        </Link>
        {/* On a phone the form sits under the list: this jumps to it. */}
        <a href="#nuevo-alumno" className="btn btn-primary show-sm">
          <UserPlus size={18} aria-hidden /> Nuevo alumno
        </a>
      </PageHeader>
      <div className="students-layout">
        <Card className="students-list">
          <search className="students-filters" aria-label="Filtrar alumnos">
            <Field label="Curso">
              {(p) => (
                <select
                  {...p}
                  value={filters.curso_id ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value
                    void navigate({ search: (prev) => ({ ...prev, curso_id: value ? Number(value) : undefined }) })
                  }}
                >
                  <option value="">Todos los cursos</option>
                  {cursos.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.nombre}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Buscar por nombre o RUT">
              {(p) => (
                <div className="input-icon">
                  <Search size={16} aria-hidden />
                  <input
                    {...p}
                    type="search"
                    value={q}
                    maxLength={100}
                    placeholder="Ej.: Sofía o 12.345.678"
                    onChange={(e) => setQ(e.currentTarget.value)}
                  />
                </div>
              )}
            </Field>
          </search>
          <p className="students-count" aria-live="polite">
            {alumnos.length === 1 ? '1 alumno' : `${formatNumber(alumnos.length)} alumnos`}
          </p>
          <StudentsTable alumnos={alumnos} filtered={filtered} />
        </Card>
        <NewStudent cursos={cursos} />
      </div>
    </>
  )
}

function NewStudent({ cursos }: { cursos: { id: number; nombre: string }[] }) {
  const router = useRouter()
  // A new key clears the fields (the RUT is controlled) after a student is registered.
  const [formKey, setFormKey] = useState(0)
  const creation = useFormSubmission({
    fallback: messages.fallback.createStudent,
    check: (form) => checkForm(alumnoInput, studentFormValues(formValues(form, studentFieldNames))),
    submit: createAlumno,
    announceSuccess: () => toast.success(messages.success.studentCreated),
    resetForm: () => setFormKey((k) => k + 1),
    refresh: () => router.invalidate({ filter: (m) => m.routeId === Route.id }),
  })

  return (
    <div className="students-new" id="nuevo-alumno">
      <Card title="Nuevo alumno">
        {cursos.length === 0 ? (
          <div className="alert alert-info">
            <p>Para registrar alumnos, primero crea los cursos de tu colegio.</p>
            <Link to="/cursos" className="btn btn-primary btn-sm">
              Crear cursos
            </Link>
          </div>
        ) : (
          <form key={formKey} className="stack" aria-label="Nuevo alumno" noValidate onSubmit={creation.onSubmit}>
            <StudentFields cursos={cursos} errors={creation.fieldErrors} maxDate={schoolToday()} />
            <SubmitButton
              disabled={!creation.canSubmit}
              busy={creation.submitting}
              busyLabel="Registrando..."
              icon={<UserPlus size={18} aria-hidden />}
            >
              Registrar alumno
            </SubmitButton>
          </form>
        )}
      </Card>
    </div>
  )
}
