import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Alumno } from '@/api/contract/alumnos'
import { pieFieldLabels } from '@/domain/catalog'
import type { FieldErrors } from '@/domain/form-check'
import { messages } from '@/domain/messages'
import type { PieStudentFields } from '@/machines/pie-student.machine'
import { Field } from '@/ui/form'

const byName = (a: Alumno, b: Alumno) => a.nombre.localeCompare(b.nombre, 'es')

/**
 * The student part of the PIE report: a picker of the school's students by course (or a note when
 * the list failed) and the name, RUT, course and attendance fields, which the picker fills. The last
 * two fields of the grid (date, semester) come after it, as `children`.
 */
export function PieStudentSection({
  alumnos,
  fields,
  errors,
  onPick,
  onChange,
  children,
}: {
  alumnos: Alumno[] | null
  fields: PieStudentFields
  errors: FieldErrors
  onPick: (id: number | null) => void
  onChange: (name: keyof PieStudentFields, value: string) => void
  children: ReactNode
}) {
  const courses = new Map<string, Alumno[]>()
  for (const a of [...(alumnos ?? [])].sort(byName))
    courses.set(a.curso.nombre, [...(courses.get(a.curso.nombre) ?? []), a])
  return (
    <>
      <h2 className="form-section">Estudiante</h2>
      {alumnos === null ? (
        <p className="alert alert-danger">{messages.fallback.loadStudents}. Puedes escribir los datos a mano.</p>
      ) : (
        <Field
          label="Buscar en mis estudiantes"
          optional
          hint={
            alumnos.length === 0 ? (
              <>
                Aún no hay estudiantes registrados: escribe los datos a mano o{' '}
                <Link to="/alumnos">agrégalos en Alumnos</Link>.
              </>
            ) : (
              'Completa nombre, RUT, curso y asistencia con los datos del colegio.'
            )
          }
        >
          {(p) => (
            <select
              {...p}
              defaultValue=""
              disabled={alumnos.length === 0}
              onChange={(e) => onPick(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            >
              <option value="">Elige un estudiante</option>
              {[...courses].map(([curso, list]) => (
                <optgroup key={curso} label={curso}>
                  {list.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.nombre} · {a.rut}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="form-grid">
        <Field label={pieFieldLabels.nombre_alumno} error={errors.nombre_alumno}>
          {(p) => (
            <input
              {...p}
              name="nombre_alumno"
              required
              maxLength={120}
              value={fields.nombre_alumno}
              onChange={(e) => onChange('nombre_alumno', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={pieFieldLabels.rut_alumno} error={errors.rut_alumno} hint="Ej.: 12.345.678-5">
          {(p) => (
            <input
              {...p}
              name="rut_alumno"
              required
              maxLength={12}
              value={fields.rut_alumno}
              onChange={(e) => onChange('rut_alumno', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={pieFieldLabels.curso} error={errors.curso}>
          {(p) => (
            <input
              {...p}
              name="curso"
              required
              maxLength={60}
              value={fields.curso}
              onChange={(e) => onChange('curso', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={pieFieldLabels.asistencia} error={errors.asistencia} hint="Ej.: 92% del semestre">
          {(p) => (
            <input
              {...p}
              name="asistencia"
              required
              maxLength={200}
              value={fields.asistencia}
              onChange={(e) => onChange('asistencia', e.currentTarget.value)}
            />
          )}
        </Field>
        {children}
      </div>
    </>
  )
}
