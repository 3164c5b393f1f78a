import type { z } from 'zod'
import type { Alumno } from '@/api/contract/alumnos'
import { reunionCreate } from '@/api/contract/reuniones'
import { checkForm, type FormCheck, refused } from '@/domain/form-check'
import { formValues } from '@/ui/form'

const fieldNames = ['alumno_id', 'fecha', 'motivo', 'observaciones', 'resultado'] as const
/** What a new meeting leaves in the form: the student and the date stay for the next one. */
export const clearedAfterSaving = ['motivo', 'observaciones', 'resultado'] as const

/** The meeting's fields as the contract checks them; then, a date that is not in the future. */
export function checkMeeting(form: HTMLFormElement, today: string): FormCheck<z.output<typeof reunionCreate>> {
  const values = formValues(form, fieldNames)
  const check = checkForm(reunionCreate, {
    ...values,
    alumno_id: values.alumno_id ? Number(values.alumno_id) : undefined,
  })
  if (check.ok && check.values.fecha > today) return refused({ fecha: 'La fecha de la reunión no puede ser futura.' })
  return check
}

/** Students grouped by course, courses in name order, for the picker. */
export function byCourse(alumnos: readonly Alumno[]) {
  const groups = new Map<string, Alumno[]>()
  for (const a of alumnos) groups.set(a.curso.nombre, [...(groups.get(a.curso.nombre) ?? []), a])
  const collator = new Intl.Collator('es', { numeric: true })
  return [...groups.entries()].sort(([a], [b]) => collator.compare(a, b))
}
