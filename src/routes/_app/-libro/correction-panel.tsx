import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { Clase } from '@/api/contract/libro'
import { createCorreccion } from '@/api/libro'
import { marksOf } from '@/domain/libro'
import { blockCorrectionMachine } from '@/machines/block-correction.machine'
import { showError } from '@/ui/error-dialog'
import { Button, Card, Field } from '@/ui/form'
import { toast } from '@/ui/toast'
import { blockData } from './block-data'
import { LessonFields } from './lesson-fields'
import { RollList } from './roll-list'
import { CodeField } from './sign-card'

/**
 * Correcting a signed block: the roll and the leccionario start as signed; what changes, the reason and
 * the corrector's code make a new version, pending a visado (the administrador's own is approved at once).
 */
export function CorrectionPanel({ clase, onDone }: { clase: Clase; onDone: (sent: boolean) => void }) {
  const signed = blockData(clase)
  const actor = useActorRef(
    blockCorrectionMachine.provide({
      actors: {
        submitCorrection: fromPromise(({ input: { claseId, ...body } }) => createCorreccion(claseId, body)),
      },
      actions: {
        announceSent: () => toast.success('Corrección enviada. Queda pendiente de visado.'),
        showError: (_, { message }) => showError(message),
      },
    }),
    { input: { clase: signed, alumnoIds: clase.asistencia.map((a) => a.alumno_id) } },
  )
  const s = useSelector(actor, (snapshot) => snapshot)
  const finished = s.status === 'done' ? s.matches('sent') : null
  useEffect(() => {
    if (finished !== null) onDone(finished)
  }, [finished, onDone])
  const { marks, texto, oa, actividades, motivo, codigo } = s.context
  const sending = s.matches('submitting')
  const alumnos = clase.asistencia.map((a) => ({ id: a.alumno_id, nombre: a.nombre }))
  return (
    <Card title="Corregir la clase" className="correction-panel">
      <p className="muted">
        Lo firmado no se borra: el registro original queda tachado y la corrección espera el visado de inspectoría o de
        la dirección.
      </p>
      <h3 className="section-subtitle">Asistencia</h3>
      <RollList
        label={`Corrección de la asistencia de ${clase.curso_nombre}`}
        alumnos={alumnos}
        marks={marks}
        original={marksOf(signed.asistencia)}
        editable={!sending}
        onMark={(alumnoId, estado, hora) => actor.send({ type: 'student.mark', alumnoId, estado, hora })}
        onArrival={(alumnoId, hora) => actor.send({ type: 'student.arrival', alumnoId, hora })}
      />
      <LessonFields
        cursoId={clase.curso_id}
        asignatura={clase.asignatura}
        texto={texto}
        oa={oa}
        actividades={actividades}
        disabled={sending}
        onText={(t) => actor.send({ type: 'lesson.text', texto: t })}
        onOa={(codes) => actor.send({ type: 'lesson.oa', oa: codes })}
        onActivities={(a) => actor.send({ type: 'lesson.activities', actividades: a })}
      />
      <Field label="Motivo de la corrección">
        {(p) => (
          <textarea
            {...p}
            rows={2}
            maxLength={500}
            required
            value={motivo}
            onChange={(e) => actor.send({ type: 'motivo.change', motivo: e.target.value })}
          />
        )}
      </Field>
      <CodeField value={codigo} onChange={(v) => actor.send({ type: 'code.change', codigo: v })} />
      <div className="row">
        <Button
          disabled={!s.can({ type: 'correction.submit' })}
          busy={sending}
          onClick={() => actor.send({ type: 'correction.submit' })}
        >
          {sending ? 'Enviando...' : 'Firmar corrección'}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={() => actor.send({ type: 'correction.cancel' })}>
          Cancelar
        </Button>
      </div>
    </Card>
  )
}
