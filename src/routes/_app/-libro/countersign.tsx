import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { CorreccionPendiente } from '@/api/libro'
import { visarCorreccion } from '@/api/libro'
import { formatSchoolDay } from '@/domain/attendance'
import { passed, refused } from '@/domain/form-check'
import { isSignatureCode } from '@/domain/libro'
import { Button, Card, Field } from '@/ui/form'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'
import { CorrectionEntry } from './block-record'
import { CodeField } from './sign-card'

/**
 * One correction waiting for a visado: what it changes (the original struck), and the decision — approve,
 * or reject with the reason — signed with the inspector's or the administrador's code.
 */
export function Countersign({ correccion: c, onDecided }: { correccion: CorreccionPendiente; onDecided: () => void }) {
  const [codigo, setCodigo] = useState('')
  const [motivo, setMotivo] = useState('')
  const decision = useFormSubmission({
    fallback: 'No se pudo registrar el visado.',
    submit: (body: { aprobar: boolean; codigo: string; motivo: string | null }) => visarCorreccion(c.id, body),
    announceSuccess: (r) => toast.success(r.estado === 'aprobada' ? 'Corrección visada.' : 'Corrección rechazada.'),
    refresh: onDecided,
  })
  const decide = (aprobar: boolean) => {
    if (!isSignatureCode(codigo)) return decision.submit(refused({ codigo: 'Escribe los 6 dígitos de tu aplicación.' }))
    if (!aprobar && !motivo.trim()) return decision.submit(refused({ motivo: 'Indica el motivo del rechazo.' }))
    decision.submit(passed({ aprobar, codigo, motivo: motivo.trim() || null }))
  }
  return (
    <Card
      className="countersign"
      title={
        <>
          {c.asignatura} · {c.curso_nombre} ·{' '}
          <Link to="/clases/$id" params={{ id: String(c.clase_id) }} className="text-link">
            {formatSchoolDay(c.fecha_clase)}, {c.inicio}
          </Link>
        </>
      }
    >
      <CorrectionEntry correccion={c} />
      <Field label="Motivo" optional hint="Obligatorio para rechazar." error={decision.fieldErrors.motivo}>
        {(p) => (
          <input
            {...p}
            maxLength={500}
            value={motivo}
            onChange={(e) => {
              setMotivo(e.target.value)
              decision.changeField('motivo')
            }}
          />
        )}
      </Field>
      <CodeField
        value={codigo}
        onChange={(v) => {
          setCodigo(v)
          decision.changeField('codigo')
        }}
      />
      {decision.fieldErrors.codigo && (
        <p className="field-error" role="alert">
          {decision.fieldErrors.codigo}
        </p>
      )}
      <div className="row">
        <Button disabled={!decision.canSubmit} busy={decision.submitting} onClick={() => decide(true)}>
          Visar
        </Button>
        <Button variant="danger" disabled={!decision.canSubmit} onClick={() => decide(false)}>
          Rechazar
        </Button>
      </div>
    </Card>
  )
}
