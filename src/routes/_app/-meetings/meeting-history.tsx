import { Mail } from 'lucide-react'
import { useState } from 'react'
import { sendReunionResumen } from '@/api/apoderados'
import type { Alumno } from '@/api/contract/alumnos'
import type { Reunion } from '@/api/contract/reuniones'
import { formatSchoolDay } from '@/domain/attendance'
import { messageOf } from '@/domain/errors'
import { Button, Card } from '@/ui/form'
import { toast } from '@/ui/toast'

/** The meetings of the chosen student, or of the whole school, newest first; a name picks its student. */
export function MeetingHistory({
  elegido,
  reuniones,
  onChoose,
}: {
  elegido: Alumno | null
  reuniones: Reunion[]
  onChoose: (alumnoId: number | undefined) => void
}) {
  return (
    <Card title={elegido ? `Historial de ${elegido.nombre}` : 'Historial de reuniones'} className="meetings-history">
      <div className="row history-filter">
        <p className="muted">
          {elegido
            ? `${elegido.curso.nombre} · ${reuniones.length === 1 ? '1 reunión' : `${reuniones.length} reuniones`}`
            : 'Todas las reuniones del colegio, de la más reciente a la más antigua.'}
        </p>
        {elegido && (
          <Button variant="ghost" className="btn-sm" onClick={() => onChoose(undefined)}>
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
                  <button type="button" className="text-link" onClick={() => onChoose(r.alumno_id)}>
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
              <SendSummary reunionId={r.id} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}

/** E-mails the meeting's summary to the student's guardian; one send at a time, the outcome in a toast. */
function SendSummary({ reunionId }: { reunionId: number }) {
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    try {
      const sent = await sendReunionResumen(reunionId)
      toast.success(`Resumen enviado al apoderado (${sent.destinatario}).`)
    } catch (error) {
      toast.error(messageOf(error, 'No se pudo enviar el resumen al apoderado.'))
    } finally {
      setSending(false)
    }
  }
  return (
    <Button variant="secondary" className="btn-sm" disabled={sending} busy={sending} onClick={send}>
      <Mail size={16} aria-hidden /> {sending ? 'Enviando...' : 'Enviar resumen al apoderado'}
    </Button>
  )
}
