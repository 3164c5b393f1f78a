import { createFileRoute, Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { getStudentAttendance, listAlumnos } from '@/api/alumnos'
import type { Alumno } from '@/api/contract/alumnos'
import { pieReportRequest } from '@/api/contract/documentos'
import { generatePieReport } from '@/api/documentos'
import { schoolToday } from '@/domain/attendance'
import { type PieField, pieFieldLabels, pieSemesters } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { ChoiceSelect } from '@/ui/choice-select'
import { Field, formValues, PageHeader } from '@/ui/form'
import { useFormCheck, useGeneration } from './-generation'
import { GeneratorForm } from './-generator-form'

export const Route = createFileRoute('/_app/informes-pie')({
  // Without the list the report can still be written by hand: the page says the list failed.
  loader: () => listAlumnos().catch(() => null),
  component: InformesPiePage,
})

const fields = Object.keys(pieFieldLabels) as PieField[]

const longFields: { name: PieField; hint: string }[] = [
  { name: 'repotencias', hint: 'Habilidades, intereses y apoyos que le resultan.' },
  { name: 'diagnostico', hint: 'Diagnóstico y su fuente (evaluación integral, especialista, fecha).' },
  { name: 'observaciones_generales', hint: 'Avances y dificultades del período.' },
  { name: 'objetivos_planteados', hint: 'Objetivos del plan de apoyo y su nivel de logro.' },
  { name: 'observaciones_profesor_jefe', hint: '' },
  { name: 'observaciones_profesor_apoyo', hint: 'Educador(a) diferencial o profesional de apoyo.' },
]

const byName = (a: Alumno, b: Alumno) => a.nombre.localeCompare(b.nombre, 'es')

/** The PIE progress report: the 12 fields of spec §3, all required; a student fills name, RUT and course. */
function InformesPiePage() {
  const alumnos = Route.useLoaderData()
  const generation = useGeneration('pie', (request) => generatePieReport(pieReportRequest.parse(request)))
  const { errors, check } = useFormCheck(pieReportRequest)
  const [student, setStudent] = useState({ nombre_alumno: '', rut_alumno: '', curso: '' })
  const [asistencia, setAsistencia] = useState('')
  const picked = useRef<number | null>(null)

  const courses = new Map<string, Alumno[]>()
  for (const a of [...(alumnos ?? [])].sort(byName))
    courses.set(a.curso.nombre, [...(courses.get(a.curso.nombre) ?? []), a])
  const pick = async (id: number | null) => {
    picked.current = id
    const alumno = alumnos?.find((a) => a.id === id)
    if (!alumno) return
    setStudent({ nombre_alumno: alumno.nombre, rut_alumno: alumno.rut, curso: alumno.curso.nombre })
    setAsistencia('')
    // The attendance taken in Pizarra is a good first draft of the field; the teacher can change it.
    const record = await getStudentAttendance(alumno.id).catch(() => null)
    if (picked.current === alumno.id && record?.porcentaje != null) {
      const pct = record.porcentaje.toLocaleString('es-CL')
      setAsistencia(`${pct}% (${record.presentes} de ${record.total} clases registradas)`)
    }
  }

  return (
    <>
      <PageHeader
        title="Informes PIE"
        description="Informe de avance del Programa de Integración Escolar en Word, listo para firmar."
      />
      <GeneratorForm
        generation={generation}
        label="Informe PIE"
        submitLabel="Generar informe"
        idleHint="El informe queda guardado en Mis Documentos y en la ficha del estudiante."
        onSubmit={(form) => {
          const request = check(formValues(form, fields))
          if (request) generation.submit(request)
        }}
      >
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
                onChange={(e) => void pick(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
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
                value={student.nombre_alumno}
                onChange={(e) => setStudent({ ...student, nombre_alumno: e.currentTarget.value })}
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
                value={student.rut_alumno}
                onChange={(e) => setStudent({ ...student, rut_alumno: e.currentTarget.value })}
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
                value={student.curso}
                onChange={(e) => setStudent({ ...student, curso: e.currentTarget.value })}
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
                value={asistencia}
                onChange={(e) => setAsistencia(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={pieFieldLabels.fecha} error={errors.fecha}>
            {(p) => <input {...p} name="fecha" type="date" required defaultValue={schoolToday()} />}
          </Field>
          <Field label={pieFieldLabels.semestre} error={errors.semestre}>
            {(p) => <ChoiceSelect {...p} name="semestre" placeholder="Elige el semestre" options={pieSemesters} />}
          </Field>
        </div>
        <h2 className="form-section">Evaluación y seguimiento</h2>
        {longFields.map(({ name, hint }) => (
          <Field key={name} label={pieFieldLabels[name]} hint={hint || undefined} error={errors[name]}>
            {(p) => <textarea {...p} name={name} required rows={3} maxLength={4000} />}
          </Field>
        ))}
      </GeneratorForm>
    </>
  )
}
