import { createFileRoute, type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { solicitudCreate } from '@/api/contract/solicitudes'
import { createSolicitud, listSolicitudes } from '@/api/solicitudes'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { type RequestState, requestStateLabels, requestTypeLabels, requestTypes } from '@/domain/catalog'
import { messageOf } from '@/domain/errors'
import { messages } from '@/domain/messages'
import { showError } from '@/ui/error-dialog'
import { Button, Card, Field, formValues, PageHeader } from '@/ui/form'

export const Route = createFileRoute('/_app/solicitudes/')({
  loader: () => listSolicitudes(),
  component: SolicitudesPage,
  errorComponent: SolicitudesError,
})

const fieldNames = ['titulo', 'tipo', 'descripcion'] as const
type FieldErrors = Partial<Record<(typeof fieldNames)[number], string>>

function StateBadge({ estado }: { estado: RequestState }) {
  return <span className={`badge badge-${estado}`}>{requestStateLabels[estado]}</span>
}

function SolicitudesPage() {
  const solicitudes = Route.useLoaderData()
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  const submit = async (form: HTMLFormElement) => {
    const parsed = solicitudCreate.safeParse(formValues(form, fieldNames))
    if (!parsed.success) {
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FieldErrors] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    setSending(true)
    try {
      await createSolicitud(parsed.data)
      toast.success(messages.success.requestSent)
      form.reset()
      await router.invalidate()
    } catch (error) {
      showError(messageOf(error, messages.fallback.createRequest))
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <PageHeader title="Solicitudes" description="Pedidos internos al equipo directivo, con su estado y respuestas." />
      <div className="records-grid">
        <Card title="Nueva solicitud" className="records-form">
          <form
            className="stack"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit(e.currentTarget)
            }}
          >
            <Field label="Título" error={errors.titulo}>
              {(p) => <input {...p} name="titulo" maxLength={150} required autoComplete="off" />}
            </Field>
            <Field label="Tipo" error={errors.tipo}>
              {(p) => (
                <select {...p} name="tipo" required defaultValue="">
                  <option value="" disabled>
                    Elige un tipo
                  </option>
                  {requestTypes.map((t) => (
                    <option key={t} value={t}>
                      {requestTypeLabels[t]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Descripción" error={errors.descripcion}>
              {(p) => <textarea {...p} name="descripcion" rows={5} maxLength={4000} required />}
            </Field>
            <Button type="submit" disabled={sending} busy={sending}>
              {sending ? 'Enviando...' : 'Enviar solicitud'}
            </Button>
          </form>
        </Card>
        <Card title={`Solicitudes del colegio (${solicitudes.length})`}>
          {solicitudes.length === 0 ? (
            <p className="empty">Aún no hay solicitudes.</p>
          ) : (
            <ul className="request-list">
              {solicitudes.map((s) => (
                <li key={s.id}>
                  <Link to="/solicitudes/$id" params={{ id: String(s.id) }} className="request-link">
                    <span className="request-top">
                      <span className="request-title">{s.titulo}</span>
                      <StateBadge estado={s.estado} />
                    </span>
                    <span className="muted request-meta">
                      {requestTypeLabels[s.tipo]} · {s.usuario.nombre} ·{' '}
                      <time dateTime={s.fecha_creacion}>{formatSchoolTimestamp(s.fecha_creacion)}</time>
                      {s.total_respuestas > 0 && (
                        <span className="request-replies">
                          {' '}
                          · <MessageSquare size={14} aria-hidden />{' '}
                          {s.total_respuestas === 1 ? '1 respuesta' : `${s.total_respuestas} respuestas`}
                        </span>
                      )}
                    </span>
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

function SolicitudesError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const message = messageOf(error, messages.fallback.loadRequests)
  // The spec shows this failure as an alert (§8): the app's alert is its error dialog.
  useEffect(() => showError(message), [message])
  return (
    <>
      <PageHeader title="Solicitudes" />
      <div className="alert alert-danger" role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={() => router.invalidate()}>
          Reintentar
        </Button>
      </div>
    </>
  )
}
