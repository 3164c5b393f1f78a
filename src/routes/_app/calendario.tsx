import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { suspensionCreate } from '@/api/contract/libro'
import { addSuspension, getCalendario, removeSuspension } from '@/api/libro'
import { formatSchoolDay, schoolToday } from '@/domain/attendance'
import { checkForm, passed } from '@/domain/form-check'
import { Button, Card, Field, PageHeader } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from './-form-submission'

const thisYear = () => Number(schoolToday().slice(0, 4))

export const Route = createFileRoute('/_app/calendario')({
  staticData: { capability: 'horario' },
  validateSearch: (search: Record<string, unknown>): { anio?: number } => {
    const anio = Number(search.anio)
    return { anio: Number.isInteger(anio) && Math.abs(anio - thisYear()) <= 1 ? anio : undefined }
  },
  loaderDeps: ({ search }) => ({ anio: search.anio ?? thisYear() }),
  loader: ({ deps }) => getCalendario(deps.anio),
  component: CalendarioPage,
})

/**
 * The school's calendar of the libro de clases (administrador, UTP): the school year's class days, what
 * has no classes — national holidays, the winter break, the days the school suspends with a reason — and
 * the form to add or remove a suspension. A suspended day lists no blocks in Mi día.
 */
function CalendarioPage() {
  const calendario = Route.useLoaderData()
  const router = useRouter()
  const navigate = useNavigate({ from: '/calendario' })
  const year = thisYear()
  const refresh = () => void router.invalidate()
  const [fecha, setFecha] = useState('')
  const [motivo, setMotivo] = useState('')
  const add = useFormSubmission({
    fallback: 'No se pudo marcar el día sin clases.',
    submit: (body: { fecha: string; motivo: string }) => addSuspension(body),
    announceSuccess: () => toast.success('Día sin clases registrado.'),
    refresh: () => {
      setFecha('')
      setMotivo('')
      refresh()
    },
  })
  const remove = useFormSubmission({
    fallback: 'No se pudo quitar el día sin clases.',
    submit: (day: string) => removeSuspension(day),
    announceSuccess: () => toast.success('El día vuelve a tener clases.'),
    refresh,
  })
  const feriados = calendario.feriados.filter((f) => f.fecha >= calendario.inicio && f.fecha <= calendario.fin)
  const weekdayHolidays = feriados.filter((f) => ![0, 6].includes(new Date(`${f.fecha}T12:00:00Z`).getUTCDay()))
  return (
    <>
      <PageHeader
        title={`Calendario escolar ${calendario.anio}`}
        description={`Clases del ${formatSchoolDay(calendario.inicio)} al ${formatSchoolDay(calendario.fin)}, de lunes a viernes.`}
      >
        <Field label="Año">
          {(p) => (
            <select
              {...p}
              value={calendario.anio}
              onChange={(e) => {
                const anio = Number(e.currentTarget.value)
                void navigate({ search: { anio: anio === year ? undefined : anio } })
              }}
            >
              {[year - 1, year, year + 1].map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          )}
        </Field>
      </PageHeader>
      <div className="calendar-grid">
        <Card title="Días sin clases del colegio">
          {calendario.suspensiones.length === 0 ? (
            <p className="empty">El colegio no ha suspendido clases este año.</p>
          ) : (
            <ul className="calendar-list" aria-label="Suspensiones">
              {calendario.suspensiones.map((s) => (
                <li key={s.fecha}>
                  <div>
                    <strong>{formatSchoolDay(s.fecha)}</strong>
                    <span className="muted small">{s.motivo}</span>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    className="btn-sm"
                    aria-label={`Quitar la suspensión del ${formatSchoolDay(s.fecha)}`}
                    disabled={!remove.canSubmit}
                    onClick={() => remove.submit(passed(s.fecha))}
                  >
                    <Trash2 size={16} aria-hidden /> Quitar
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="calendar-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              add.submit(checkForm(suspensionCreate, { fecha, motivo }))
            }}
          >
            <h3 className="section-subtitle">Marcar un día sin clases</h3>
            <Field label="Fecha" error={add.fieldErrors.fecha}>
              {(p) => (
                <input
                  {...p}
                  type="date"
                  name="fecha"
                  min={calendario.inicio}
                  max={calendario.fin}
                  value={fecha}
                  onChange={(e) => {
                    setFecha(e.currentTarget.value)
                    add.changeField('fecha')
                  }}
                />
              )}
            </Field>
            <Field
              label="Motivo"
              hint="Por ejemplo: jornada de reflexión, corte de agua, paro."
              error={add.fieldErrors.motivo}
            >
              {(p) => (
                <input
                  {...p}
                  name="motivo"
                  maxLength={200}
                  value={motivo}
                  onChange={(e) => {
                    setMotivo(e.currentTarget.value)
                    add.changeField('motivo')
                  }}
                />
              )}
            </Field>
            <Button type="submit" disabled={!add.canSubmit} busy={add.submitting}>
              {add.submitting ? 'Guardando…' : 'Marcar sin clases'}
            </Button>
          </form>
        </Card>
        <Card title="Feriados y vacaciones">
          <p className="small">
            <strong>Vacaciones de invierno:</strong> del {formatSchoolDay(calendario.vacaciones_invierno.desde)} al{' '}
            {formatSchoolDay(calendario.vacaciones_invierno.hasta)}.
          </p>
          <ul className="calendar-list" aria-label="Feriados">
            {weekdayHolidays.map((f) => (
              <li key={f.fecha}>
                <div>
                  <strong>{formatSchoolDay(f.fecha)}</strong>
                  <span className="muted small">{f.nombre}</span>
                </div>
              </li>
            ))}
          </ul>
          <p className="muted small">Feriados nacionales de lunes a viernes durante el año escolar.</p>
        </Card>
      </div>
    </>
  )
}
