import { Send } from 'lucide-react'
import type { SolicitudDetail } from '@/api/contract/solicitudes'
import { formatSchoolTimestamp } from '@/domain/attendance'
import { type ReplyState, replyStates, requestStateLabels, requestTypeLabels } from '@/domain/catalog'
import type { ReplyDraft } from '@/machines/request-reply.machine'
import { Card, Field } from '@/ui/form'
import { RequestStateBadge } from '@/ui/request-state-badge'
import { SubmitButton } from '@/ui/submit-button'

/** What each reply state means to whoever asked, next to its radio button. */
const stateHints: Record<ReplyState, string> = {
  en_proceso: 'Se está atendiendo.',
  resuelta: 'Quedó resuelta.',
  rechazada: 'No se puede atender.',
}

/** The request as it was sent, and every reply with the state it set. */
export function RequestThread({ solicitud }: { solicitud: SolicitudDetail }) {
  return (
    <>
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
    </>
  )
}

/** The reply form: its text and the new state, both required; locked while it is being sent. */
export function ReplyForm(props: {
  draft: ReplyDraft
  sending: boolean
  canSend: boolean
  /** Why the last reply did not go through, while it is on screen. */
  error: string | null
  onText: (contenido: string) => void
  onState: (estado: ReplyState) => void
  onSubmit: () => void
}) {
  const { draft, sending, canSend, error } = props
  return (
    <Card title="Responder">
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          props.onSubmit()
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
              onChange={(e) => props.onText(e.currentTarget.value)}
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
                onChange={() => props.onState(estado)}
              />
              <span>
                <strong>{requestStateLabels[estado]}</strong>
                <small className="muted">{stateHints[estado]}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="alert alert-danger" role="alert">
            {error}
          </p>
        )}
        <SubmitButton disabled={!canSend} busy={sending} busyLabel="Enviando..." icon={<Send size={18} aria-hidden />}>
          Enviar respuesta
        </SubmitButton>
        {!canSend && !sending && <p className="field-hint">Escribe la respuesta y elige el nuevo estado.</p>}
      </form>
    </Card>
  )
}
