import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { listCursos } from '@/api/cursos'
import { getCobertura } from '@/api/libro'
import { curriculumSubjects } from '@/domain/catalog'
import { Card, Field, PageHeader } from '@/ui/form'
import { optionalId, optionalText } from '../-search'
import { CoverageTable } from './-libro/coverage-table'

export const Route = createFileRoute('/_app/cobertura')({
  staticData: { capability: 'seguimiento' },
  validateSearch: (search: Record<string, unknown>): { curso_id?: number; asignatura?: string } => ({
    curso_id: optionalId(search.curso_id),
    asignatura: optionalText(search.asignatura, 80),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { curso_id, asignatura } }) => {
    const [cursos, cobertura] = await Promise.all([
      listCursos(),
      curso_id && asignatura ? getCobertura(curso_id, asignatura) : null,
    ])
    return { cursos, cobertura }
  },
  component: CoberturaPage,
})

/** Cobertura curricular: course × subject × OA, treated in signed leccionarios and evaluated in the grade book. */
function CoberturaPage() {
  const { cursos, cobertura } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/cobertura' })
  const curso = cursos.find((c) => c.id === search.curso_id)
  return (
    <>
      <PageHeader
        title="Cobertura curricular"
        description="Los OA tratados en clases firmadas y los evaluados en el libro de notas."
      />
      <Card>
        <form
          className="row coverage-filters"
          onSubmit={(e) => {
            e.preventDefault()
            const data = new FormData(e.currentTarget)
            void navigate({
              search: {
                curso_id: Number(data.get('curso_id')) || undefined,
                asignatura: String(data.get('asignatura') ?? '').trim() || undefined,
              },
            })
          }}
        >
          <Field label="Curso">
            {(p) => (
              <select {...p} name="curso_id" required defaultValue={search.curso_id ?? ''}>
                <option value="" disabled>
                  Elige un curso
                </option>
                {cursos.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Asignatura">
            {(p) => (
              <>
                <input
                  {...p}
                  name="asignatura"
                  required
                  list="cobertura-asignaturas"
                  defaultValue={search.asignatura}
                />
                <datalist id="cobertura-asignaturas">
                  {curriculumSubjects.map((s) => (
                    <option key={s} value={s} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <button type="submit" className="btn btn-secondary">
            Ver cobertura
          </button>
        </form>
      </Card>
      {cobertura && curso && search.asignatura && (
        <Card title={`${search.asignatura} · ${curso.nombre}`}>
          {cobertura.length === 0 ? (
            <p className="empty">
              El currículum no tiene OA para {search.asignatura} en {curso.nivel}.
            </p>
          ) : (
            <CoverageTable oas={cobertura} nivel={curso.nivel} asignatura={search.asignatura} />
          )}
        </Card>
      )}
    </>
  )
}
