import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { listAlumnos } from '@/api/alumnos'
import { listAuditoria } from '@/api/auditoria'
import { listMiembros } from '@/api/miembros'
import { auditActionLabels, auditActions } from '@/domain/audit'
import { isIsoDay } from '@/domain/dates'
import { messages } from '@/domain/messages'
import { Button, Card, Field, formValues, PageHeader } from '@/ui/form'
import { optionalId, optionalOneOf } from '../-search'
import { type AuditFilters, AuditTrail } from './-audit/audit-trail'
import { RouteLoadError } from './-load-error'
import { part } from './-part'

const optionalDay = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : undefined)

/** The filters live in the URL: the student page links to `/auditoria?alumno_id=`. */
const auditSearch = (search: Record<string, unknown>): AuditFilters => ({
  alumno_id: optionalId(search.alumno_id),
  usuario_id: optionalId(search.usuario_id),
  accion: optionalOneOf(search.accion, auditActions),
  desde: optionalDay(search.desde),
  hasta: optionalDay(search.hasta),
})

export const Route = createFileRoute('/_app/auditoria')({
  staticData: { capability: 'auditoria' },
  validateSearch: auditSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [entries, alumnos, miembros] = await Promise.all([
      listAuditoria(deps),
      part(listAlumnos(), messages.fallback.loadStudents),
      part(listMiembros(), messages.fallback.loadMembers),
    ])
    return { entries, alumnos, miembros }
  },
  component: AuditPage,
  // The trail is the whole screen: its own words when it cannot be read.
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} title="Registro de accesos" fallback={messages.fallback.loadAudit} />
  ),
})

function AuditPage() {
  const { entries, alumnos, miembros } = Route.useLoaderData()
  const filters = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const names = new Map(alumnos.ok ? alumnos.data.map((a) => [a.id, a.nombre]) : [])
  const apply = (form: HTMLFormElement) => {
    const v = formValues(form, ['alumno_id', 'usuario_id', 'accion', 'desde', 'hasta'] as const)
    void navigate({ search: auditSearch(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== ''))) })
  }
  return (
    <>
      <PageHeader
        title="Registro de accesos"
        description="Quién vio o cambió datos de qué alumno, y cuándo. Las líneas no se pueden modificar ni borrar."
      />
      <Card title="Filtros">
        <form
          key={JSON.stringify(filters)}
          className="audit-filters"
          onSubmit={(e) => {
            e.preventDefault()
            apply(e.currentTarget)
          }}
        >
          <Field label="Alumno">
            {(p) => (
              <select {...p} name="alumno_id" defaultValue={filters.alumno_id ?? ''}>
                <option value="">Todos</option>
                {filters.alumno_id && !names.has(filters.alumno_id) && (
                  <option value={filters.alumno_id}>Alumno n.º {filters.alumno_id}</option>
                )}
                {alumnos.ok &&
                  alumnos.data.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.nombre} ({a.curso.nombre})
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field label="Miembro">
            {(p) => (
              <select {...p} name="usuario_id" defaultValue={filters.usuario_id ?? ''}>
                <option value="">Todos</option>
                {miembros.ok &&
                  miembros.data.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.nombre}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field label="Acción">
            {(p) => (
              <select {...p} name="accion" defaultValue={filters.accion ?? ''}>
                <option value="">Todas</option>
                {auditActions.map((a) => (
                  <option key={a} value={a}>
                    {auditActionLabels[a]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Desde">
            {(p) => <input {...p} type="date" name="desde" defaultValue={filters.desde ?? ''} />}
          </Field>
          <Field label="Hasta">
            {(p) => <input {...p} type="date" name="hasta" defaultValue={filters.hasta ?? ''} />}
          </Field>
          <div className="row">
            <Button type="submit">Filtrar</Button>
            <Button variant="secondary" onClick={() => void navigate({ search: {} })}>
              Limpiar
            </Button>
          </div>
        </form>
        {!alumnos.ok && <p className="muted small">{alumnos.message}: el filtro por alumno muestra solo el elegido.</p>}
      </Card>
      <AuditTrail key={JSON.stringify(filters)} first={entries} filters={filters} names={names} />
    </>
  )
}
