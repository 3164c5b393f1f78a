import { useSelector } from '@xstate/react'
import { CheckCheck, Mail, Save } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import { avisarAusencias } from '@/api/asistencia'
import type { AvisoAusenciasResult } from '@/api/contract/asistencia'
import type { CursoDetail } from '@/api/contract/cursos'
import { formatSchoolDay, formatSchoolTimestamp } from '@/domain/attendance'
import { passed } from '@/domain/form-check'
import type { attendanceMachine } from '@/machines/attendance.machine'
import { Button, Card, Field } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'

/** What the absence notices did: "Se enviaron 3 avisos; 1 estudiante sin correo." and those notified before. */
export function absenceNoticeSummary({ enviados, sin_correo, ya_avisados }: AvisoAusenciasResult) {
  const sent = enviados === 1 ? 'Se envió 1 aviso' : `Se enviaron ${enviados} avisos`
  const missing = sin_correo === 1 ? '1 estudiante sin correo' : `${sin_correo} estudiantes sin correo`
  const before =
    ya_avisados === 0
      ? ''
      : ya_avisados === 1
        ? ' 1 estudiante ya había sido avisado.'
        : ` ${ya_avisados} estudiantes ya habían sido avisados.`
  return `${sent}; ${missing}.${before}`
}

/**
 * The attendance card of a course: the day, what the machine says about it, the list of students to
 * toggle and the actions (for a course with students: the course page shows the empty course itself).
 * Everything it shows comes from the machine's snapshot; every click is an event.
 */
export function AttendanceCard({
  curso,
  today,
  actor,
}: {
  curso: CursoDetail
  today: string
  actor: ActorRefFrom<typeof attendanceMachine>
}) {
  const s = useSelector(actor, (snapshot) => snapshot)
  const { fecha, pendingFecha, marks, saved, tomada, actualizada, error } = s.context
  const canToggle = s.can({ type: 'student.toggle', alumnoId: curso.alumnos[0]?.id ?? 0 })
  const canMarkAll = s.can({ type: 'all.present' })
  const canSave = s.can({ type: 'form.submit' })
  const saving = s.matches('saving')
  const dayLocked = s.hasTag('dayLocked')
  const presentes = curso.alumnos.filter((a) => marks[a.id]).length
  const ausentes = curso.alumnos.length - presentes
  // The notices go from what is saved: offered once the day is taken and has no unsaved changes.
  const canNotify = tomada && s.hasTag('clean')
  const notice = useFormSubmission({
    fallback: 'No se pudieron enviar los avisos a los apoderados.',
    submit: (day: string) => avisarAusencias(curso.id, day),
    announceSuccess: (result: AvisoAusenciasResult) => toast.success(absenceNoticeSummary(result)),
  })

  return (
    <Card title="Asistencia" className="attendance-card">
      <div className="attendance-toolbar">
        <Field label="Fecha">
          {(p) => (
            <input
              {...p}
              type="date"
              value={pendingFecha ?? fecha}
              max={today}
              required
              disabled={dayLocked}
              onChange={(e) => actor.send({ type: 'date.change', fecha: e.currentTarget.value })}
            />
          )}
        </Field>
        <p className="attendance-day">{formatSchoolDay(fecha)}</p>
      </div>

      <div className="attendance-status" aria-live="polite">
        {s.matches('loading') && <p className="muted">Cargando asistencia...</p>}
        {s.matches('loadFailed') && (
          <div className="alert alert-danger" role="alert">
            <p>{error}</p>
            <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'load.retry' })}>
              Reintentar
            </Button>
          </div>
        )}
        {s.matches('ready') && !tomada && (
          <p className="alert alert-warn">
            La asistencia de este día aún no se ha tomado. Todos aparecen como Ausente hasta que la guardes.
          </p>
        )}
        {s.hasTag('clean') && tomada && actualizada && (
          <p className="alert alert-info">
            {s.matches('saved') ? '¡Asistencia guardada!' : 'Asistencia tomada.'} Última modificación:{' '}
            {formatSchoolTimestamp(actualizada)}.
          </p>
        )}
        {s.matches('dirty') && <p className="alert alert-warn">Tienes cambios sin guardar.</p>}
        {saving && <p className="muted">Guardando asistencia...</p>}
        {s.matches('failed') && (
          <p className="alert alert-danger" role="alert">
            No se guardó: {error} Tus cambios siguen en pantalla; vuelve a guardar.
          </p>
        )}
      </div>

      {s.matches('confirmingDiscard') && pendingFecha && (
        <div className="alert alert-warn confirm-panel" role="alertdialog" aria-labelledby="discard-title">
          <p id="discard-title">
            <strong>Tienes cambios sin guardar del {formatSchoolDay(fecha)}.</strong> ¿Cambiar a{' '}
            {formatSchoolDay(pendingFecha)} y descartarlos?
          </p>
          <div className="row">
            <Button variant="danger" className="btn-sm" onClick={() => actor.send({ type: 'discard.confirm' })}>
              Descartar cambios
            </Button>
            <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'discard.cancel' })}>
              Seguir editando
            </Button>
          </div>
        </div>
      )}

      <ol className="attendance-list" aria-label={`Alumnos de ${curso.nombre}`} aria-busy={s.matches('loading')}>
        {curso.alumnos.map((a, i) => {
          const presente = marks[a.id] ?? false
          const sinRegistro = tomada && !(a.id in saved)
          return (
            <li key={a.id}>
              <button
                type="button"
                className={`attendance-item ${presente ? 'is-present' : 'is-absent'}`}
                aria-pressed={presente}
                aria-label={`${a.nombre}: ${presente ? 'Presente' : 'Ausente'}`}
                disabled={!canToggle}
                onClick={() => actor.send({ type: 'student.toggle', alumnoId: a.id })}
              >
                <span className="attendance-num" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="attendance-name">
                  {a.nombre}
                  <small>
                    {a.rut}
                    {sinRegistro && ' · sin registro'}
                  </small>
                </span>
                <span className="attendance-pill" aria-hidden="true">
                  {presente ? 'Presente' : 'Ausente'}
                </span>
              </button>
            </li>
          )
        })}
      </ol>

      <div className="attendance-bar">
        <p className="attendance-counts" aria-live="polite">
          <span className="count-present">{presentes} presentes</span>
          <span className="count-absent">{ausentes} ausentes</span>
        </p>
        <div className="attendance-actions">
          <Button variant="secondary" disabled={!canMarkAll} onClick={() => actor.send({ type: 'all.present' })}>
            <CheckCheck size={18} aria-hidden /> Marcar todos presentes
          </Button>
          <Button disabled={!canSave} busy={saving} onClick={() => actor.send({ type: 'form.submit' })}>
            <Save size={18} aria-hidden /> {saving ? 'Guardando...' : 'Guardar asistencia'}
          </Button>
          {canNotify && (
            <Button
              variant="secondary"
              disabled={!notice.canSubmit}
              busy={notice.submitting}
              onClick={() => notice.submit(passed(fecha))}
            >
              <Mail size={18} aria-hidden /> {notice.submitting ? 'Enviando avisos...' : 'Avisar a apoderados'}
            </Button>
          )}
        </div>
      </div>
    </Card>
  )
}
