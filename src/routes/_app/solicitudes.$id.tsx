import { createFileRoute, type ErrorComponentProps, Link, notFound } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ArrowLeft, Send } from 'lucide-react'
import toast from 'react-hot-toast'
import { fromPromise } from 'xstate'
import { ApiError } from '@/api/client'
import type { SolicitudDetail } from '@/api/contract/solicitudes'
import { getSolicitud, replySolicitud } from '@/api/solicitudes'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { replyStates, requestStateLabels, requestTypeLabels } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { requestReplyMachine } from '@/machines/request-reply.machine'
import { showError } from '@/ui/error-dialog'
import { Card, Field, PageHeader } from '@/ui/form'
import { RequestStateBadge } from '@/ui/request-state-badge'
import { SubmitButton } from '@/ui/submit-button'
import { RouteLoadError } from './-load-error'

export const Route = createFileRoute('/_app/solicitudes/$id')({
  loader: async ({ params }) => {
    const id = Number(params.id)
    if (!Number.isInteger(id) || id <= 0) throw notFound()
    try {
      return await getSolicitud(id)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: SolicitudPage,
  errorComponent: SolicitudError,
  notFoundComponent: SolicitudNotFound,
})

/** What each reply state means to whoever asked, next to its radio button. */
const stateHints: Record<(typeof replyStates)[number], string> = {
  en_proceso: 'Se está atendiendo.',
  resuelta: 'Quedó resuelta.',
  rechazada: 'No se puede atender.',
}

function SolicitudPage() {
  const loaded = Route.useLoaderData()
  // A new machine for each request: the request is its input.
  return <SolicitudView key={loaded.id} loaded={loaded} />
}

function SolicitudView({ loaded }: { loaded: SolicitudDetail }) {
  const actor = useActorRef(
    requestReplyMachine.provide({
      actors: {
        sendReply: fromPromise(({ input }) =>
          replySolicitud(input.id, { contenido: input.contenido, estado: input.estado }),
        ),
      },
      actions: {
        announceReplied: () => toast.success(messages.success.replySent),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { solicitud: loaded } },
  )
  // The machine holds the request: after a reply it is the server's updated copy.
  const solicitud = useSelector(actor, (s) => s.context.solicitud) as SolicitudDetail
  const draft = useSelector(actor, (s) => s.context.draft)
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const error = useSelector(actor, (s) => s.context.error)
  const canSend = useSelector(actor, (s) => s.can({ type: 'reply.submit' }))

  return (
    <>
      <PageHeader title={solicitud.titulo}>
        <Link to="/solicitudes" className="btn btn-ghost btn-sm">
          <ArrowLeft size={16} aria-hidden /> Solicitudes
        </Link>
      </PageHeader>
      <Card>
        <div className="request-detail-head">
          <RequestStateBadge estado={solicitud.estado} />
          <span className="badge">{requestTypeLabels[solicitud.tipo]}</span>
        </div>
        <p className="muted">
          Enviada por {solicitud.usuario.nombre} ({solicitud.usuario.email}) el{' '}
          <time dateTime={solicitud.fecha_creacion}>{formatSchoolTimestamp(solicitud.fecha_creacion)}</time>
        </p>
        <p className="request-description">{solicitud.descripcion}</p>
      </Card>

      <Card title={`Respuestas (${solicitud.respuestas.length})`}>
        {solicitud.respuestas.length === 0 ? (
          <p className="empty">Aún no hay respuestas.</p>
        ) : (
          <ol className="reply-list" aria-label="Respuestas">
            {solicitud.respuestas.map((r) => (
              <li key={r.id} className="reply">
                <header className="reply-head">
                  <strong>{r.autor.nombre}</strong>
                  <time dateTime={r.fecha} className="muted">
                    {formatSchoolTimestamp(r.fecha)}
                  </time>
                  <RequestStateBadge estado={r.estado} />
                </header>
                <p className="reply-text">{r.contenido}</p>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card title="Responder">
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'reply.submit' })
          }}
        >
          <Field label="Respuesta">
            {(p) => (
              <textarea
                {...p}
                rows={4}
                maxLength={4000}
                required
                value={draft.contenido}
                readOnly={sending}
                onChange={(e) => actor.send({ type: 'draft.text', contenido: e.currentTarget.value })}
              />
            )}
          </Field>
          <fieldset className="state-choice" disabled={sending}>
            <legend className="field-label">Nuevo estado</legend>
            {replyStates.map((estado) => (
              <label key={estado} className={`state-option ${draft.estado === estado ? 'is-chosen' : ''}`}>
                <input
                  type="radio"
                  name="estado"
                  value={estado}
                  required
                  checked={draft.estado === estado}
                  onChange={() => actor.send({ type: 'draft.state', estado })}
                />
                <span>
                  <strong>{requestStateLabels[estado]}</strong>
                  <small className="muted">{stateHints[estado]}</small>
                </span>
              </label>
            ))}
          </fieldset>
          {failed && error && (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          )}
          <SubmitButton
            disabled={!canSend}
            busy={sending}
            busyLabel="Enviando..."
            icon={<Send size={18} aria-hidden />}
          >
            Enviar respuesta
          </SubmitButton>
          {!canSend && !sending && <p className="field-hint">Escribe la respuesta y elige el nuevo estado.</p>}
        </form>
      </Card>
    </>
  )
}

function SolicitudError({ error }: ErrorComponentProps) {
  return <RouteLoadError error={error} title="Solicitud" fallback={messages.fallback.loadRequest} dialog />
}

function SolicitudNotFound() {
  return (
    <>
      <PageHeader title="Solicitud no encontrada" />
      <div className="card">
        <p>Esta solicitud no existe en tu colegio.</p>
        <Link to="/solicitudes" className="btn btn-primary">
          Ver las solicitudes
        </Link>
      </div>
    </>
  )
}
