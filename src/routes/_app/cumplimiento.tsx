import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { addDays, format, parseISO, startOfWeek } from 'date-fns'
import { getCumplimiento } from '@/api/libro'
import { schoolToday } from '@/domain/attendance'
import { isIsoDay } from '@/domain/dates'
import { Card, Field, PageHeader } from '@/ui/form'
import { ComplianceList } from './-libro/compliance-list'

/** The school week (Monday to Friday) of a day. */
function weekOf(fecha: string) {
  const monday = startOfWeek(parseISO(fecha), { weekStartsOn: 1 })
  return { desde: format(monday, 'yyyy-MM-dd'), hasta: format(addDays(monday, 4), 'yyyy-MM-dd') }
}

const day = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : undefined)

export const Route = createFileRoute('/_app/cumplimiento')({
  staticData: { capability: 'seguimiento' },
  validateSearch: (search: Record<string, unknown>): { desde?: string; hasta?: string } => ({
    desde: day(search.desde),
    hasta: day(search.hasta),
  }),
  loaderDeps: ({ search }) => {
    const week = weekOf(schoolToday())
    return { desde: search.desde ?? week.desde, hasta: search.hasta ?? week.hasta }
  },
  loader: async ({ deps }) => ({ ...deps, docentes: await getCumplimiento(deps.desde, deps.hasta) }),
  component: CumplimientoPage,
})

/** Cumplimiento: per teacher and week, the blocks without attendance, leccionario, OA or signature. */
function CumplimientoPage() {
  const { desde, hasta, docentes } = Route.useLoaderData()
  const navigate = useNavigate({ from: '/cumplimiento' })
  const change = (next: { desde?: string; hasta?: string }) => {
    const range = { desde, hasta, ...next }
    if (isIsoDay(range.desde) && isIsoDay(range.hasta) && range.desde <= range.hasta) void navigate({ search: range })
  }
  return (
    <>
      <PageHeader
        title="Cumplimiento del libro de clases"
        description="Clases sin asistencia, sin leccionario, sin OA o sin firma, por docente."
      >
        <div className="row">
          <Field label="Desde">
            {(p) => (
              <input
                {...p}
                type="date"
                value={desde}
                max={hasta}
                onChange={(e) => change({ desde: e.currentTarget.value })}
              />
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
        </div>
      </PageHeader>
      {docentes.length === 0 ? (
        <Card>
          <p className="empty">No hay clases en estas fechas.</p>
        </Card>
      ) : (
        <ComplianceList docentes={docentes} />
      )}
    </>
  )
}
