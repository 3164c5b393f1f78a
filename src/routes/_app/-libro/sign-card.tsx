import { useSelector } from '@xstate/react'
import { PenLine } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { Clase } from '@/api/contract/libro'
import type { classBlockMachine } from '@/machines/class-block.machine'
import { Button, Card, Field } from '@/ui/form'
import { LessonFields } from './lesson-fields'

/** The 6-digit code field of a signature (an authenticator's code). */
export function CodeField({
  value,
  onChange,
  label = 'Código de firma',
}: {
  value: string
  onChange: (v: string) => void
  label?: string
}) {
  return (
    <Field label={label} hint="Los 6 dígitos que muestra tu aplicación de autenticación.">
      {(p) => (
        <input
          {...p}
          className="code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  )
}

/**
 * The leccionario of a block being taken and its signature: typed at any time (kept in the browser),
 * signed once the roll is saved, with the teacher's code (and a substitute's reason).
 */
export function SignCard({ clase, actor }: { clase: Clase; actor: ActorRefFrom<typeof classBlockMachine> }) {
  const s = useSelector(actor, (snapshot) => snapshot)
  const { texto, oa, actividades, codigo, sustituto, motivoReemplazo } = s.context
  const busy = s.hasTag('busy')
  const rollSaved = s.matches('lesson') || s.matches('savingLesson') || s.matches('signing')
  return (
    <Card title="Leccionario y firma" className="sign-card">
      <LessonFields
        cursoId={clase.curso_id}
        asignatura={clase.asignatura}
        texto={texto}
        oa={oa}
        actividades={actividades}
        disabled={busy}
        onText={(t) => actor.send({ type: 'lesson.text', texto: t })}
        onOa={(codes) => actor.send({ type: 'lesson.oa', oa: codes })}
        onActivities={(a) => actor.send({ type: 'lesson.activities', actividades: a })}
      />
      {rollSaved ? (
        <div className="sign-row">
          {sustituto && (
            <Field label="Motivo del reemplazo" hint="Firmas una clase de otro docente: indica por qué.">
              {(p) => (
                <input
                  {...p}
                  maxLength={300}
                  value={motivoReemplazo}
                  onChange={(e) => actor.send({ type: 'substitute.reason', motivo: e.target.value })}
                />
              )}
            </Field>
          )}
          <CodeField value={codigo} onChange={(v) => actor.send({ type: 'code.change', codigo: v })} />
          <Button
            disabled={!s.can({ type: 'sign.submit' })}
            busy={busy}
            onClick={() => actor.send({ type: 'sign.submit' })}
          >
            <PenLine size={18} aria-hidden /> {busy ? 'Firmando...' : 'Firmar clase'}
          </Button>
        </div>
      ) : (
        <p className="muted">Guarda la asistencia para firmar la clase.</p>
      )}
    </Card>
  )
}
