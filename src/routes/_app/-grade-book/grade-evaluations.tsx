import { useRouter } from '@tanstack/react-router'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { createEvaluacion, deleteEvaluacion, updateEvaluacion } from '@/api/calificaciones'
import { ApiError } from '@/api/client'
import type { EvaluacionCreate, EvaluacionCurso, LibroCurso } from '@/api/contract/calificaciones'
import { schoolToday } from '@/domain/attendance'
import { checkForm, passed } from '@/domain/form-check'
import { Button, Card, Field, formValues } from '@/ui/form'
import { SubmitButton } from '@/ui/submit-button'
import { toast } from '@/ui/toast'
import { useFormSubmission } from '../-form-submission'

const fieldNames = ['nombre', 'fecha', 'ponderacion', 'puntaje_maximo'] as const

/**
 * The evaluation's schema (zod) loads when the form is first touched, not with the grade book: building the
 * contracts' schemas costs a phone's main thread about 100 ms of the page's first paint.
 */
const loadSchema = () => import('@/api/contract/calificaciones').then((m) => m.evaluacionCreate)

/**
 * The evaluations of the subject: create one, edit or delete it. Deleting one that holds grades asks
 * first (the server refuses it with 409 until confirmed). While grades are unsaved, evaluations wait.
 */
export function GradeEvaluations({ libro, locked }: { libro: LibroCurso; locked: boolean }) {
  const router = useRouter()
  const [editing, setEditing] = useState<EvaluacionCurso | null>(null)
  const [confirm, setConfirm] = useState<{ evaluacion: EvaluacionCurso; detail: string } | null>(null)
  const save = useFormSubmission({
    fallback: 'No se pudo guardar la evaluación.',
    check: (form) => {
      const values = { ...formValues(form, fieldNames), curso_id: libro.curso.id, asignatura: libro.asignatura }
      return loadSchema().then((schema) => checkForm(schema, values))
    },
    submit: ({ curso_id, ...changes }: EvaluacionCreate) =>
      editing ? updateEvaluacion(editing.id, changes) : createEvaluacion({ curso_id, ...changes }),
    announceSuccess: () => toast.success(editing ? 'Evaluación actualizada' : 'Evaluación creada'),
    resetForm: (form) => {
      form.reset()
      setEditing(null)
    },
    refresh: () => router.invalidate(),
  })
  const remove = useFormSubmission({
    fallback: 'No se pudo eliminar la evaluación.',
    submit: async ({ evaluacion, confirmar }: { evaluacion: EvaluacionCurso; confirmar: boolean }) => {
      try {
        const done = await deleteEvaluacion(evaluacion.id, confirmar)
        setConfirm(null)
        toast.success(done.message)
        await router.invalidate()
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && !confirmar) {
          setConfirm({ evaluacion, detail: error.detail ?? 'Esta evaluación tiene notas registradas.' })
          return
        }
        throw error
      }
    },
  })
  const total = libro.evaluaciones.reduce((sum, e) => sum + e.ponderacion, 0)
  const err = save.fieldErrors

  return (
    <Card title="Evaluaciones" className="grade-evaluations">
      {libro.evaluaciones.length > 0 && (
        <>
          <ul className="grade-evaluation-list">
            {libro.evaluaciones.map((ev) => (
              <li key={ev.id}>
                <span>
                  <strong>{ev.nombre}</strong> · {ev.fecha.split('-').reverse().join('-')} ·{' '}
                  {String(ev.ponderacion).replace('.', ',')} %
                  {ev.puntaje_maximo != null && ` · ${ev.puntaje_maximo} puntos`}
                </span>
                <span className="row">
                  <Button
                    variant="ghost"
                    className="btn-sm"
                    disabled={locked}
                    onClick={() => setEditing(ev)}
                    aria-label={`Editar ${ev.nombre}`}
                  >
                    <Pencil size={16} aria-hidden /> Editar
                  </Button>
                  <Button
                    variant="ghost"
                    className="btn-sm"
                    disabled={locked || !remove.canSubmit}
                    onClick={() => remove.submit(passed({ evaluacion: ev, confirmar: false }))}
                    aria-label={`Eliminar ${ev.nombre}`}
                  >
                    <Trash2 size={16} aria-hidden /> Eliminar
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <p className={`muted ${Math.abs(total - 100) > 0.001 ? 'grade-weight-warn' : ''}`}>
            Suma de ponderaciones: {String(Math.round(total * 100) / 100).replace('.', ',')} %
            {Math.abs(total - 100) > 0.001 && ' (los promedios reparten el peso entre las evaluaciones con nota)'}
          </p>
        </>
      )}
      {confirm && (
        <div className="alert alert-warn confirm-panel" role="alertdialog" aria-labelledby="delete-evaluation-title">
          <p id="delete-evaluation-title">
            <strong>{confirm.detail}</strong> ¿Eliminar «{confirm.evaluacion.nombre}» con todas sus notas?
          </p>
          <div className="row">
            <Button
              variant="danger"
              className="btn-sm"
              disabled={!remove.canSubmit}
              onClick={() => remove.submit(passed({ evaluacion: confirm.evaluacion, confirmar: true }))}
            >
              Eliminar con sus notas
            </Button>
            <Button variant="secondary" className="btn-sm" onClick={() => setConfirm(null)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
      {locked && <p className="muted">Espera a que se guarden las notas para modificar las evaluaciones.</p>}
      <form
        key={editing?.id ?? 'new'}
        className="grade-evaluation-form"
        onSubmit={save.onSubmit}
        onFocus={loadSchema}
        onChange={(e) => save.changeField((e.target as { name?: string }).name ?? '')}
        noValidate
      >
        <h3>{editing ? `Editar «${editing.nombre}»` : 'Nueva evaluación'}</h3>
        <Field label="Nombre" error={err.nombre}>
          {(p) => <input {...p} name="nombre" defaultValue={editing?.nombre} maxLength={120} required />}
        </Field>
        <Field label="Fecha" error={err.fecha}>
          {(p) => <input {...p} name="fecha" type="date" defaultValue={editing?.fecha ?? schoolToday()} required />}
        </Field>
        <Field label="Ponderación (%)" error={err.ponderacion}>
          {(p) => (
            <input
              {...p}
              name="ponderacion"
              inputMode="decimal"
              defaultValue={editing ? String(editing.ponderacion).replace('.', ',') : ''}
              required
            />
          )}
        </Field>
        <Field
          label="Puntaje máximo"
          optional
          hint="Si la llenas, las notas se ingresan como puntaje (60 % de exigencia)."
          error={err.puntaje_maximo}
        >
          {(p) => (
            <input {...p} name="puntaje_maximo" inputMode="numeric" defaultValue={editing?.puntaje_maximo ?? ''} />
          )}
        </Field>
        <div className="row">
          <SubmitButton
            disabled={locked || !save.canSubmit}
            busy={save.submitting}
            icon={<Plus size={18} aria-hidden />}
          >
            {editing ? 'Guardar evaluación' : 'Agregar evaluación'}
          </SubmitButton>
          {editing && (
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancelar
            </Button>
          )}
        </div>
      </form>
    </Card>
  )
}
