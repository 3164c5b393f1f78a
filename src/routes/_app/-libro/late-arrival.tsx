import { useState } from 'react'
import { type Atraso, justificarAtraso as justificarSchema } from '@/api/contract/libro'
import { justificarAtraso } from '@/api/libro'
import { formatSchoolDay, formatSchoolTimestamp } from '@/domain/attendance'
import { checkForm } from '@/domain/form-check'
import { Button, Field } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'

/**
 * One late arrival: the student, the block they arrived in and when, and the justification — pending, or
 * who recorded it and why. The inspector and the administrador (`canJustify`) record it here: a reason is
 * required; what was typed stays in the field when the server refuses it.
 */
export function LateArrival({
  atraso: a,
  canJustify,
  showDay,
  onJustified,
}: {
  atraso: Atraso
  canJustify: boolean
  /** A period lists several days: each item names its day. */
  showDay: boolean
  onJustified: () => void
}) {
  const [open, setOpen] = useState(false)
  const [motivo, setMotivo] = useState('')
  const save = useFormSubmission({
    fallback: 'No se pudo guardar la justificación.',
    submit: (body: { alumno_id: number; fecha: string; motivo: string }) => justificarAtraso(body),
    announceSuccess: (r) => toast.success(`Atraso de ${r.nombre} justificado.`),
    refresh: () => {
      setOpen(false)
      setMotivo('')
      onJustified()
    },
  })
  const arrival = a.hora_llegada ? `llegó a las ${a.hora_llegada}` : 'presente'
  const formId = `justificar-${a.alumno_id}-${a.fecha}`
  return (
    <li className={`late-arrival is-${a.justificativo}`}>
      <div className="late-arrival-head">
        <div className="late-arrival-main">
          <strong>{a.nombre}</strong>
          <span className="muted small">
            {a.curso_nombre}
            {showDay && ` · ${formatSchoolDay(a.fecha)}`}
          </span>
          <span className="small">
            Bloque {a.bloque} ({a.inicio}, {a.asignatura}) · {arrival}
          </span>
        </div>
        <span className={`badge late-badge-${a.justificativo}`}>
          {a.justificativo === 'justificado' ? 'Justificado' : 'Pendiente'}
        </span>
      </div>
      {a.justificacion && (
        <p className="late-arrival-reason small">
          {a.justificacion.motivo}
          <span className="muted">
            {' '}
            — {a.justificacion.nombre}, {formatSchoolTimestamp(a.justificacion.fecha)}
          </span>
        </p>
      )}
      {canJustify && a.justificativo === 'pendiente' && !open && (
        <Button type="button" variant="secondary" className="btn-sm" onClick={() => setOpen(true)}>
          Justificar
        </Button>
      )}
      {canJustify && a.justificativo === 'pendiente' && open && (
        <form
          id={formId}
          className="late-arrival-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            save.submit(checkForm(justificarSchema, { alumno_id: a.alumno_id, fecha: a.fecha, motivo }))
          }}
        >
          <Field
            label={`Motivo del atraso de ${a.nombre}`}
            hint="Por ejemplo: control médico con certificado, aviso de la apoderada."
            error={save.fieldErrors.motivo}
          >
            {(p) => (
              <textarea
                {...p}
                name="motivo"
                rows={2}
                maxLength={500}
                value={motivo}
                onChange={(e) => {
                  setMotivo(e.target.value)
                  save.changeField('motivo')
                }}
              />
            )}
          </Field>
          <div className="row">
            <Button type="submit" disabled={!save.canSubmit} busy={save.submitting}>
              {save.submitting ? 'Guardando…' : 'Guardar justificación'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </li>
  )
}
