import { type RefObject, useEffect, useRef } from 'react'
import type { Alumno, AlumnoInput } from '@/api/contract/alumnos'
import { alumnoInput } from '@/api/contract/alumnos'
import { schoolToday } from '@/domain/attendance'
import { Button, formValues } from '@/ui/form'
import { StudentFields, studentFieldNames, studentFormValues } from '@/ui/student-fields'
import { useFormCheck } from '../-generator/generation'

/** The edit form; it exists only in edit mode, so each edit starts without old field errors. */
export function EditForm(props: {
  formRef: RefObject<HTMLFormElement | null>
  alumno: Alumno
  cursos: readonly { id: number; nombre: string }[]
  saving: boolean
  canSave: boolean
  canCancel: boolean
  onSubmit: (changes: AlumnoInput) => void
  onCancel: () => void
  /** Called once the form is on screen (it is loaded on demand). */
  onShown: () => void
}) {
  const { errors, check } = useFormCheck(alumnoInput)
  // Once, when it mounts: later renders (saving, errors) must not move the focus.
  const shown = useRef(props.onShown)
  useEffect(() => shown.current(), [])
  return (
    <form
      ref={props.formRef}
      className="stack"
      aria-label="Editar alumno"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const changes = check(studentFormValues(formValues(e.currentTarget, studentFieldNames)))
        if (changes) props.onSubmit(changes)
      }}
    >
      {/* Disabled while saving: what was typed stays on screen and comes back if the save fails. */}
      <fieldset disabled={props.saving} className="plain-fieldset">
        <StudentFields cursos={props.cursos} defaults={props.alumno} errors={errors} maxDate={schoolToday()} />
      </fieldset>
      <div className="row">
        <Button type="submit" disabled={!props.canSave} busy={props.saving}>
          {props.saving ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button type="button" variant="ghost" disabled={!props.canCancel} onClick={props.onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
