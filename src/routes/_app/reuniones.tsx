import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { listAlumnos } from '@/api/alumnos'
import { createReunion, listReuniones } from '@/api/reuniones'
import { schoolToday } from '@/domain/attendance'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { Card, Field, PageHeader } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { optionalId } from '../-search'
import { useFormSubmission } from './-form-submission'
import { RouteLoadError } from './-load-error'
import { byCourse, checkMeeting, clearedAfterSaving } from './-meetings/meeting-form'
import { MeetingHistory } from './-meetings/meeting-history'

export const Route = createFileRoute('/_app/reuniones')({
  staticData: { capability: 'registros' },
  validateSearch: (search: Record<string, unknown>): { alumno_id?: number } => ({
    alumno_id: optionalId(search.alumno_id),
  }),
  loaderDeps: ({ search }) => ({ alumnoId: search.alumno_id }),
  loader: async ({ deps }) => {
    // Each list has its own message, so a failure says which one did not load.
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
  // The product's words for this failure, and a way out of a filter whose student failed to load.
  errorComponent: ({ error }) => (
    <RouteLoadError error={error} title="Reuniones de apoderados" fallback={messages.fallback.loadMeetings}>
      <Link to="/reuniones" search={{}} className="btn btn-ghost">
        Ver todas las reuniones
      </Link>
    </RouteLoadError>
  ),
})

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

        <MeetingHistory elegido={elegido} reuniones={reuniones} onChoose={choose} />
      </div>
    </>
  )
}
