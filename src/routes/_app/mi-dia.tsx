import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { getCalendario, listClases } from '@/api/libro'
import { formatSchoolDay, schoolToday } from '@/domain/attendance'
import { isIsoDay } from '@/domain/dates'
import { noClassesReason } from '@/domain/libro'
import { Card, Field, PageHeader } from '@/ui/form'
import { DayBlocks } from './-libro/day-blocks'

export const Route = createFileRoute('/_app/mi-dia')({
  staticData: { capability: 'asistencia' },
  validateSearch: (search: Record<string, unknown>): { fecha?: string } => ({
    fecha: typeof search.fecha === 'string' && isIsoDay(search.fecha) ? search.fecha : undefined,
  }),
  loaderDeps: ({ search }) => ({ fecha: search.fecha ?? schoolToday() }),
  loader: async ({ deps }) => {
    const [clases, calendario] = await Promise.all([
      listClases(deps.fecha),
      // Why a day has no blocks (a holiday, a suspension): a calendar that cannot be read just says nothing.
      getCalendario(Number(deps.fecha.slice(0, 4))).catch(() => null),
    ])
    return { fecha: deps.fecha, clases, sinClases: calendario && noClassesReason(calendario, deps.fecha) }
  },
  component: MiDiaPage,
})

/**
 * Mi día: the blocks of a day (today unless the URL says otherwise) the member may see — a docente's own —
 * each with its state; an earlier day can still be taken and signed (it counts as late).
 */
function MiDiaPage() {
  const { fecha, clases, sinClases } = Route.useLoaderData()
  const navigate = useNavigate({ from: '/mi-dia' })
  const today = schoolToday()
  const pending = clases.filter((c) => c.estado === 'pendiente' || c.estado === 'registrada').length
  return (
    <>
      <PageHeader
        title="Mi día"
        description={`${formatSchoolDay(fecha)} · ${
          clases.length === 0
            ? sinClases
              ? 'día sin clases'
              : 'sin clases'
            : pending === 0
              ? 'todas las clases firmadas'
              : `${pending} de ${clases.length} ${clases.length === 1 ? 'clase' : 'clases'} por firmar`
        }`}
      >
        <Field label="Día">
          {(p) => (
            <input
              {...p}
              type="date"
              value={fecha}
              max={today}
              onChange={(e) => {
                const value = e.currentTarget.value
                if (isIsoDay(value) && value <= today)
                  void navigate({ search: { fecha: value === today ? undefined : value } })
              }}
            />
          )}
        </Field>
      </PageHeader>
      <Card>
        {clases.length === 0 ? (
          <p className="empty">
            {clases.length === 0 && sinClases ? sinClases : 'No hay clases este día en tu horario.'}
          </p>
        ) : (
          <DayBlocks clases={clases} label={`Clases del ${formatSchoolDay(fecha)}`} />
        )}
      </Card>
    </>
  )
}
