import { createFileRoute, type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { solicitudCreate } from '@/api/contract/solicitudes'
import { createSolicitud, listSolicitudes } from '@/api/solicitudes'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { requestTypeLabels, requestTypes } from '@/domain/catalog'
import { checkForm } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import { can } from '@/domain/permissions'
import { ChoiceSelect } from '@/ui/choice-select'
import { Card, Field, formValues, PageHeader } from '@/ui/form'
import { RequestStateBadge } from '@/ui/request-state-badge'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { useAccount } from '../_app'
import { useFormSubmission } from './-form-submission'
import { RouteLoadError } from './-load-error'

export const Route = createFileRoute('/_app/solicitudes/')({
  staticData: { capability: 'registros' },
  loader: () => listSolicitudes(),
  component: SolicitudesPage,
  errorComponent: SolicitudesError,
})

const fieldNames = ['titulo', 'tipo', 'descripcion'] as const

function SolicitudesPage() {
  const solicitudes = Route.useLoaderData()
  const me = useAccount()
  // Which requests the list holds, as `canSeeRequest` decides on the server.
  const seesAll = can(me, 'solicitudes.todas')
  const seesPersonal = can(me, 'solicitudes.personales')
  const router = useRouter()
  const creation = useFormSubmission({
    fallback: messages.fallback.createRequest,
    check: (form) => checkForm(solicitudCreate, formValues(form, fieldNames)),
    submit: createSolicitud,
    announceSuccess: () => toast.success(messages.success.requestSent),
    resetForm: (form) => form.reset(),
    refresh: () => router.invalidate(),
  })
  const errors = creation.fieldErrors

  return (
    <>
      <PageHeader title="Solicitudes" description="Pedidos internos al equipo directivo, con su estado y respuestas." />
      <div className="records-grid">
        <Card title="Nueva solicitud" className="records-form">
          <form className="stack" noValidate onSubmit={creation.onSubmit}>
            <Field label="Título" error={errors.titulo}>
              {(p) => <input {...p} name="titulo" maxLength={150} required autoComplete="off" />}
            </Field>
            <Field label="Tipo" error={errors.tipo}>
              {(p) => (
                <ChoiceSelect
                  {...p}
                  name="tipo"
                  placeholder="Elige un tipo"
                  options={requestTypes}
                  labels={requestTypeLabels}
                />
              )}
            </Field>
            <Field label="Descripción" error={errors.descripcion}>
              {(p) => <textarea {...p} name="descripcion" rows={5} maxLength={4000} required />}
            </Field>
            <SubmitButton disabled={!creation.canSubmit} busy={creation.submitting} busyLabel="Enviando...">
              Enviar solicitud
            </SubmitButton>
          </form>
        </Card>
        <Card title={`${seesAll ? 'Solicitudes del colegio' : 'Mis solicitudes'} (${solicitudes.length})`}>
          <p className="muted">
            {seesPersonal
              ? 'Todas las solicitudes del equipo, licencias médicas y permisos incluidos.'
              : seesAll
                ? 'Las licencias médicas y los permisos de otros miembros los ven solo quien los envió y el administrador.'
                : 'Solo ves las solicitudes que enviaste; las responden el administrador y la UTP.'}
          </p>
          {solicitudes.length === 0 ? (
            <p className="empty">Aún no hay solicitudes.</p>
          ) : (
            <ul className="request-list">
              {solicitudes.map((s) => (
                <li key={s.id}>
                  <Link to="/solicitudes/$id" params={{ id: String(s.id) }} className="request-link">
                    <span className="request-top">
                      <span className="request-title">{s.titulo}</span>
                      <RequestStateBadge estado={s.estado} />
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
  // The product's words for this failure, announced like an alert, not only on the page (the app's
  // alert is its error dialog); the router's default is generic and silent.
  return <RouteLoadError error={error} title="Solicitudes" fallback={messages.fallback.loadRequests} dialog />
}
