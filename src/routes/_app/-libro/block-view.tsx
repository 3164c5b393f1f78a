import { useSelector } from '@xstate/react'
import { CheckCheck, PencilLine, Save } from 'lucide-react'
import { useCallback, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Clase } from '@/api/contract/libro'
import { formatSchoolDay } from '@/domain/attendance'
import type { classBlockMachine } from '@/machines/class-block.machine'
import { Button, Card, PageHeader } from '@/ui/form'
import { BlockRecord } from './block-record'
import { BlockStateBadge } from './block-state-badge'
import { CorrectionPanel } from './correction-panel'
import { RollList, rollCounts } from './roll-list'
import { SignCard } from './sign-card'

type BlockActor = ActorRefFrom<typeof classBlockMachine>

/** What the machine says about the block, in words, where a screen reader hears it. */
function BlockStatus({ actor }: { actor: BlockActor }) {
  const s = useSelector(actor, (snapshot) => snapshot)
  return (
    <div className="block-status" aria-live="polite">
      {s.matches('loading') && <p className="muted">Cargando la clase...</p>}
      {s.matches('loadFailed') && (
        <div className="alert alert-danger" role="alert">
          <p>{s.context.error}</p>
          <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'load.retry' })}>
            Reintentar
          </Button>
        </div>
      )}
      {s.matches('queued') && (
        <div className="alert alert-warn pending-send" role="status">
          <p>
            <strong>Pendiente de envío.</strong> La asistencia quedó guardada en este dispositivo y se enviará cuando
            vuelva la conexión.
          </p>
          <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'roll.submit' })}>
            Enviar ahora
          </Button>
        </div>
      )}
      {s.matches('conflict') && (
        <div className="alert alert-danger" role="alert">
          <p>
            <strong>{s.context.error}</strong> Otra persona firmó esta clase mientras tanto. Lo que tenías en pantalla
            no se envió y no se sobrescribió nada.
          </p>
          <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'block.reload' })}>
            Ver la clase firmada
          </Button>
        </div>
      )}
    </div>
  )
}

/** The roll of a block: marks per student, "Todos presentes" and "Guardar asistencia". */
function RollCard({ clase, actor, editable }: { clase: Clase; actor: BlockActor; editable: boolean }) {
  const s = useSelector(actor, (snapshot) => snapshot)
  const alumnos = clase.asistencia.map((a) => ({ id: a.alumno_id, nombre: a.nombre }))
  const ids = alumnos.map((a) => a.id)
  const saving = s.matches('savingRoll')
  const unmarked = ids.some((id) => !s.context.marks[id])
  return (
    <Card title="Asistencia" className="roll-card">
      <p className="roll-counts" aria-live="polite">
        {rollCounts(ids, s.context.marks)}
      </p>
      {editable && unmarked && (
        <p className="muted">
          {clase.numero === 1
            ? 'Primer bloque del día: marca a cada estudiante o usa «Todos presentes».'
            : 'Faltan estudiantes por marcar.'}
        </p>
      )}
      <RollList
        label={`Asistencia de ${clase.curso_nombre}`}
        alumnos={alumnos}
        marks={s.context.marks}
        editable={editable && !s.hasTag('busy')}
        onMark={(alumnoId, estado, hora) => actor.send({ type: 'student.mark', alumnoId, estado, hora })}
        onArrival={(alumnoId, hora) => actor.send({ type: 'student.arrival', alumnoId, hora })}
      />
      {editable && (
        <div className="roll-actions">
          <Button
            variant="secondary"
            disabled={!s.can({ type: 'all.present' })}
            onClick={() => actor.send({ type: 'all.present' })}
          >
            <CheckCheck size={18} aria-hidden /> Todos presentes
          </Button>
          {!s.matches('lesson') && (
            <Button
              disabled={!s.can({ type: 'roll.submit' })}
              busy={saving}
              onClick={() => actor.send({ type: 'roll.submit' })}
            >
              <Save size={18} aria-hidden /> {saving ? 'Guardando...' : 'Guardar asistencia'}
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}

/**
 * The block screen: its header, the roll and the leccionario to sign while it is open; once signed, the
 * record read-only with "Corregir".
 */
export function BlockView({
  clase,
  actor,
  onCorrected,
}: {
  clase: Clase | null
  actor: BlockActor
  onCorrected: () => void
}) {
  const signed = useSelector(actor, (s) => s.matches('signed'))
  const editable = useSelector(actor, (s) => s.hasTag('editable') || s.hasTag('busy')) && !!clase?.puede_firmar
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const [correcting, setCorrecting] = useState(false)
  const finishCorrection = useCallback(
    (sent: boolean) => {
      setCorrecting(false)
      if (sent) onCorrected()
    },
    [onCorrected],
  )
  return (
    <>
      <PageHeader
        title={clase ? `${clase.asignatura} · ${clase.curso_nombre}` : 'Clase'}
        description={
          clase && (
            <>
              {formatSchoolDay(clase.fecha)} · bloque {clase.numero}, {clase.inicio}–{clase.fin} ·{' '}
              {clase.docente_nombre} <BlockStateBadge estado={clase.estado} />
            </>
          )
        }
      />
      <BlockStatus actor={actor} />
      {clase && !loading && (
        <>
          <RollCard clase={clase} actor={actor} editable={editable && !signed} />
          {!signed && clase.puede_firmar && <SignCard clase={clase} actor={actor} />}
          {signed && <BlockRecord clase={clase} />}
          {signed && clase.estado === 'firmada' && !correcting && (
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              <PencilLine size={18} aria-hidden /> Corregir
            </Button>
          )}
          {signed && correcting && <CorrectionPanel clase={clase} onDone={finishCorrection} />}
        </>
      )}
    </>
  )
}
