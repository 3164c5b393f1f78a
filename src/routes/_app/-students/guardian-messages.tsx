import { useActorRef, useSelector } from '@xstate/react'
import { format, parseISO } from 'date-fns'
import { es } from 'date-fns/locale'
import { Send } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { listMensajesApoderado, sendMensajeApoderado } from '@/api/apoderados'
import type { MensajeApoderado, TipoMensaje } from '@/api/contract/apoderados'
import { createGuardianMessageMachine } from '@/machines/guardian-message.machine'
import { Button, Card, Field } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'

const guardianMessageMachine = createGuardianMessageMachine<MensajeApoderado>()

const tipoLabels: Record<TipoMensaje, string> = {
  mensaje: 'Mensaje',
  ausencia: 'Aviso de inasistencia',
  reunion: 'Resumen de reunión',
}

/** When a message was sent, in Chile's way: "23-11-2026 17:40". */
const formatSent = (fecha: string) => format(parseISO(fecha), 'dd-MM-yyyy HH:mm', { locale: es })

/**
 * "Mensajes al apoderado": an e-mail to the student's guardian (asunto and cuerpo) and the log of what
 * was sent, newest first. Without a guardian e-mail on file the form is disabled and says why.
 */
export function GuardianMessages({ alumnoId, email }: { alumnoId: number; email: string | null }) {
  const formRef = useRef<HTMLFormElement>(null)
  const actor = useActorRef(
    guardianMessageMachine.provide({
      actors: {
        loadLog: fromPromise(({ input }) => listMensajesApoderado(input.alumnoId)),
        sendMessage: fromPromise(({ input }) =>
          sendMensajeApoderado({ alumno_id: input.alumnoId, asunto: input.asunto, cuerpo: input.cuerpo }),
        ),
      },
      actions: {
        announceSent: () => toast.success('Mensaje enviado al apoderado.'),
        clearForm: () => formRef.current?.reset(),
      },
    }),
    { input: { alumnoId, hasEmail: email !== null } },
  )
  // The e-mail may be added or removed by editing the student on this page.
  const hasEmail = email !== null
  useEffect(() => {
    actor.send({ type: 'email.update', hasEmail })
  }, [actor, hasEmail])

  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'))
  const ready = useSelector(actor, (s) => s.matches('ready'))
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const log = useSelector(actor, (s) => s.context.log)
  const error = useSelector(actor, (s) => s.context.error)

  return (
    <Card title="Mensajes al apoderado" className="guardian-messages">
      {unavailable && (
        <p className="alert alert-info" role="status">
          Este alumno no tiene correo de apoderado registrado. Agrégalo con «Editar» para poder enviarle mensajes.
        </p>
      )}
      {hasEmail && <p className="muted">Se enviará a {email}.</p>}
      <form
        ref={formRef}
        className="stack"
        aria-label="Mensaje al apoderado"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const data = new FormData(e.currentTarget)
          actor.send({
            type: 'form.submit',
            asunto: String(data.get('asunto') ?? ''),
            cuerpo: String(data.get('cuerpo') ?? ''),
          })
        }}
      >
        <fieldset disabled={!ready && !sending} className="plain-fieldset stack">
          <Field label="Asunto">
            {(p) => <input {...p} name="asunto" required maxLength={150} autoComplete="off" readOnly={sending} />}
          </Field>
          <Field label="Mensaje">
            {(p) => <textarea {...p} name="cuerpo" required maxLength={5000} rows={4} readOnly={sending} />}
          </Field>
          {error && !loadFailed && (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          )}
          <SubmitButton disabled={!ready} busy={sending} busyLabel="Enviando..." icon={<Send size={16} aria-hidden />}>
            Enviar mensaje
          </SubmitButton>
        </fieldset>
      </form>

      {loading && (
        <p className="muted" role="status">
          Cargando mensajes...
        </p>
      )}
      {loadFailed && (
        <div className="alert alert-danger" role="alert">
          <p>{error}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'log.retry' })}>
            Reintentar
          </Button>
        </div>
      )}
      {!loading && !loadFailed && log.length === 0 && <p className="muted">Aún no se han enviado mensajes.</p>}
      {log.length > 0 && (
        <ul className="guardian-log" aria-label="Mensajes enviados">
          {log.map((m) => (
            <li key={m.id}>
              <p>
                <strong>{m.asunto}</strong> · <span className="muted">{tipoLabels[m.tipo]}</span>
              </p>
              <p className="muted">
                <time dateTime={m.fecha_envio}>{formatSent(m.fecha_envio)}</time> · a {m.destinatario}
                {m.enviado_por && ` · por ${m.enviado_por.nombre}`}
              </p>
              <p>{m.cuerpo}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
