import { createFileRoute, type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { z } from 'zod'
import { listAlumnos } from '@/api/alumnos'
import type { Alumno } from '@/api/contract/alumnos'
import { reunionCreate } from '@/api/contract/reuniones'
import { createReunion, listReuniones } from '@/api/reuniones'
import { formatSchoolDay, schoolToday } from '@/domain/attendance'
import { messageOf } from '@/domain/errors'
import { checkForm, type FormCheck, refused } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { Button, Card, Field, formValues, PageHeader } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { useFormSubmission } from './-form-submission'
import { RouteLoadError } from './-load-error'

export const Route = createFileRoute('/_app/reuniones')({
  validateSearch: z.object({ alumno_id: z.coerce.number().int().positive().optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ alumnoId: search.alumno_id }),
  loader: async ({ deps }) => {
    // Each list has its own message (spec §8), so a failure says which one did not load.
    const [alumnos, reuniones] = await Promise.all([
      listAlumnos().catch((error: unknown) => {
        throw new Error(messageOf(error, messages.fallback.loadStudents))
      }),
      listReuniones(deps.alumnoId).catch((error: unknown) => {
        throw new Error(messageOf(error, messages.fallback.loadMeetings))
      }),
    ])
    return { alumnos, reuniones }
  },
  component: ReunionesPage,
  errorComponent: ReunionesError,
})

const fieldNames = ['alumno_id', 'fecha', 'motivo', 'observaciones', 'resultado'] as const
/** What a new meeting leaves in the form: the student and the date stay for the next one. */
const clearedAfterSaving = ['motivo', 'observaciones', 'resultado'] as const

/** The meeting's fields as the contract checks them; then, a date that is not in the future. */
function checkMeeting(form: HTMLFormElement, today: string): FormCheck<z.output<typeof reunionCreate>> {
  const values = formValues(form, fieldNames)
  const check = checkForm(reunionCreate, {
    ...values,
    alumno_id: values.alumno_id ? Number(values.alumno_id) : undefined,
  })
  if (check.ok && check.values.fecha > today) return refused({ fecha: 'La fecha de la reunión no puede ser futura.' })
  return check
}

/** Students grouped by course, courses in name order, for the picker. */
function byCourse(alumnos: readonly Alumno[]) {
  const groups = new Map<string, Alumno[]>()
  for (const a of alumnos) groups.set(a.curso.nombre, [...(groups.get(a.curso.nombre) ?? []), a])
  const collator = new Intl.Collator('es', { numeric: true })
  return [...groups.entries()].sort(([a], [b]) => collator.compare(a, b))
}

function ReunionesPage() {
  const { alumnos, reuniones } = Route.useLoaderData()
  const { alumno_id: alumnoId } = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const [today] = useState(() => schoolToday())
  const elegido = alumnos.find((a) => a.id === alumnoId) ?? null
  const meeting = useFormSubmission({
    fallback: messages.fallback.saveMeeting,
    check: (form) => checkMeeting(form, today),
    submit: createReunion,
    announceSuccess: () => toast.success(messages.success.meetingSaved),
    resetForm: (form) => {
      for (const name of clearedAfterSaving) {
        const field = form.elements.namedItem(name)
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = ''
      }
    },
    refresh: () => router.invalidate(),
  })
  const errors = meeting.fieldErrors

  const choose = (id: number | undefined) => {
    void navigate({ search: id ? { alumno_id: id } : {}, replace: true })
  }

  return (
    <>
      <PageHeader
        title="Reuniones de apoderados"
        description="Registra cada reunión con el apoderado y revisa el historial de cada alumno."
      />
      <div className="records-grid">
        <Card title="Nueva reunión" className="records-form">
          {alumnos.length === 0 ? (
            <div className="empty">
              <p>Aún no hay alumnos en tu colegio.</p>
              <Link to="/alumnos" className="btn btn-secondary">
                Ir a Alumnos
              </Link>
            </div>
          ) : (
            <form className="stack" noValidate onSubmit={meeting.onSubmit}>
              <Field label="Alumno" error={errors.alumno_id}>
                {(p) => (
                  <select
                    {...p}
                    name="alumno_id"
                    required
                    value={alumnoId ?? ''}
                    onChange={(e) => choose(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
                  >
                    <option value="">Elige un alumno</option>
                    {byCourse(alumnos).map(([curso, lista]) => (
                      <optgroup key={curso} label={curso}>
                        {lista.map((a) => (
                          <option key={a.id} value={a.id}>
                            {a.nombre}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Curso" hint="Se completa al elegir el alumno.">
                {(p) => <input {...p} value={elegido?.curso.nombre ?? ''} readOnly tabIndex={-1} />}
              </Field>
              <Field label="Fecha" error={errors.fecha}>
                {(p) => <input {...p} name="fecha" type="date" defaultValue={today} max={today} required />}
              </Field>
              <Field label="Motivo" error={errors.motivo}>
                {(p) => (
                  <input
                    {...p}
                    name="motivo"
                    maxLength={200}
                    required
                    placeholder="Por ejemplo: inasistencias reiteradas"
                  />
                )}
              </Field>
              <Field label="Observaciones" error={errors.observaciones}>
                {(p) => <textarea {...p} name="observaciones" rows={4} maxLength={4000} required />}
              </Field>
              <Field label="Resultado" hint="Acuerdos y compromisos de la reunión." error={errors.resultado}>
                {(p) => <textarea {...p} name="resultado" rows={3} maxLength={4000} required />}
              </Field>
              <SubmitButton disabled={!meeting.canSubmit} busy={meeting.submitting} busyLabel="Guardando...">
                Registrar reunión
              </SubmitButton>
            </form>
          )}
        </Card>

        <Card
          title={elegido ? `Historial de ${elegido.nombre}` : 'Historial de reuniones'}
          className="meetings-history"
        >
          <div className="row history-filter">
            <p className="muted">
              {elegido
                ? `${elegido.curso.nombre} · ${reuniones.length === 1 ? '1 reunión' : `${reuniones.length} reuniones`}`
                : 'Todas las reuniones del colegio, de la más reciente a la más antigua.'}
            </p>
            {elegido && (
              <Button variant="ghost" className="btn-sm" onClick={() => choose(undefined)}>
                Ver todas
              </Button>
            )}
          </div>
          {reuniones.length === 0 ? (
            <p className="empty">
              {elegido ? 'Este alumno aún no tiene reuniones registradas.' : 'Aún no hay reuniones registradas.'}
            </p>
          ) : (
            <ol className="meeting-list">
              {reuniones.map((r) => (
                <li key={r.id} className="meeting">
                  <header className="meeting-head">
                    <time dateTime={r.fecha}>{formatSchoolDay(r.fecha)}</time>
                    {!elegido && (
                      <button type="button" className="text-link" onClick={() => choose(r.alumno_id)}>
                        {r.alumno.nombre} · {r.alumno.curso.nombre}
                      </button>
                    )}
                  </header>
                  <h3>{r.motivo}</h3>
                  <dl className="meeting-body">
                    <dt>Observaciones</dt>
                    <dd>{r.observaciones}</dd>
                    <dt>Resultado</dt>
                    <dd>{r.resultado}</dd>
                  </dl>
                  {r.registrada_por && <p className="muted meeting-author">Registrada por {r.registrada_por.nombre}</p>}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  )
}

function ReunionesError({ error }: ErrorComponentProps) {
  return (
    <RouteLoadError error={error} title="Reuniones de apoderados" fallback={messages.fallback.loadMeetings}>
      <Link to="/reuniones" search={{}} className="btn btn-ghost">
        Ver todas las reuniones
      </Link>
    </RouteLoadError>
  )
}
