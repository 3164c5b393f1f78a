import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { listCursos } from '@/api/cursos'
import { listAtrasos } from '@/api/libro'
import { formatSchoolDay, schoolToday } from '@/domain/attendance'
import { isIsoDay } from '@/domain/dates'
import { can } from '@/domain/permissions'
import { Card, Field, PageHeader } from '@/ui/form'
import { useAccount } from '../_app'
import { LateArrival } from './-libro/late-arrival'

const day = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : undefined)
const courseId = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

export const Route = createFileRoute('/_app/atrasos')({
  staticData: { capability: 'atrasos' },
  validateSearch: (search: Record<string, unknown>): { desde?: string; hasta?: string; curso?: number } => ({
    desde: day(search.desde),
    hasta: day(search.hasta),
    curso: courseId(search.curso),
  }),
  loaderDeps: ({ search }) => {
    const today = schoolToday()
    const desde = search.desde ?? search.hasta ?? today
    return { desde, hasta: search.hasta ?? desde, curso: search.curso }
  },
  loader: async ({ deps }) => {
    const [atrasos, cursos] = await Promise.all([listAtrasos(deps.desde, deps.hasta, deps.curso), listCursos()])
    return { ...deps, atrasos, cursos }
  },
  component: AtrasosPage,
})

/**
 * Atrasos: the students absent in the subsidy block who arrived in a later block, per day or period and
 * course, with their justification. The inspector and the administrador record it; UTP reads.
 */
function AtrasosPage() {
  const { desde, hasta, curso, atrasos, cursos } = Route.useLoaderData()
  const me = useAccount()
  const router = useRouter()
  const navigate = useNavigate({ from: '/atrasos' })
  const canJustify = can(me, 'atrasos.justificar')
  const change = (next: { desde?: string; hasta?: string; curso?: number | undefined }) => {
    const search = { desde, hasta, curso, ...next }
    if (!isIsoDay(search.desde) || !isIsoDay(search.hasta)) return
    // A start after the end moves the end with it: one day.
    if (search.desde > search.hasta) search.hasta = search.desde
    void navigate({ search })
  }
  const pendientes = atrasos.filter((a) => a.justificativo === 'pendiente').length
  const period = desde === hasta ? formatSchoolDay(desde) : `del ${formatSchoolDay(desde)} al ${formatSchoolDay(hasta)}`
  return (
    <>
      <PageHeader
        title="Atrasos"
        description={
          atrasos.length === 0
            ? `${period} · sin atrasos`
            : `${period} · ${atrasos.length} ${atrasos.length === 1 ? 'atraso' : 'atrasos'}, ${pendientes} ${
                pendientes === 1 ? 'pendiente' : 'pendientes'
              } de justificar`
        }
      >
        <div className="row late-filters">
          <Field label="Desde">
            {(p) => (
              <input {...p} type="date" value={desde} onChange={(e) => change({ desde: e.currentTarget.value })} />
            )}
          </Field>
          <Field label="Hasta">
            {(p) => (
              <input
                {...p}
                type="date"
                value={hasta}
                min={desde}
                onChange={(e) => change({ hasta: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label="Curso">
            {(p) => (
              <select {...p} value={curso ?? ''} onChange={(e) => change({ curso: courseId(e.currentTarget.value) })}>
                <option value="">Todos los cursos</option>
                {cursos.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </PageHeader>
      <Card>
        <p className="muted small">
          Alumnos ausentes en el bloque de subvención que llegaron en un bloque posterior del mismo día.
        </p>
        {atrasos.length === 0 ? (
          <p className="empty">No hay atrasos en estas fechas.</p>
        ) : (
          <ul className="late-arrivals" aria-label="Atrasos">
            {atrasos.map((a) => (
              <LateArrival
                key={`${a.alumno_id}-${a.fecha}`}
                atraso={a}
                canJustify={canJustify}
                showDay={desde !== hasta}
                onJustified={() => void router.invalidate()}
              />
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
