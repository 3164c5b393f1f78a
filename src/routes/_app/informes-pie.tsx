import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { listAlumnos } from '@/api/alumnos'
import { getAsistenciaAlumno } from '@/api/asistencia'
import { pieReportRequest } from '@/api/contract/documentos'
import { generatePieReport } from '@/api/documentos'
import { schoolToday } from '@/domain/attendance'
import { type PieField, pieFieldLabels, pieSemesters } from '@/domain/catalog'
import { pieStudentMachine } from '@/machines/pie-student.machine'
import { ChoiceSelect } from '@/ui/choice-select'
import { Field, formValues, PageHeader } from '@/ui/form'
import { useFormCheck, useGeneration } from './-generator/generation'
import { GeneratorForm } from './-generator/generator-form'
import { PieStudentSection } from './-generator/pie-student'

export const Route = createFileRoute('/_app/informes-pie')({
  staticData: { capability: 'informes_pie' },
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

/** The PIE progress report: its 12 fields, all required; a picked student fills name, RUT, course and attendance. */
function InformesPiePage() {
  const alumnos = Route.useLoaderData()
  const generation = useGeneration('pie', generatePieReport)
  const { errors, check } = useFormCheck(pieReportRequest)
  const student = useActorRef(
    pieStudentMachine.provide({
      actors: { loadAttendance: fromPromise(({ input }) => getAsistenciaAlumno(input.alumnoId)) },
    }),
  )
  const studentFields = useSelector(student, (s) => s.context.fields)

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
        <PieStudentSection
          alumnos={alumnos}
          fields={studentFields}
          errors={errors}
          onPick={(id) => {
            const alumno = alumnos?.find((a) => a.id === id)
            student.send(alumno ? { type: 'student.pick', alumno } : { type: 'student.unpick' })
          }}
          onChange={(name, value) => student.send({ type: 'field.change', name, value })}
        >
          <Field label={pieFieldLabels.fecha} error={errors.fecha}>
            {(p) => <input {...p} name="fecha" type="date" required defaultValue={schoolToday()} />}
          </Field>
          <Field label={pieFieldLabels.semestre} error={errors.semestre}>
            {(p) => <ChoiceSelect {...p} name="semestre" placeholder="Elige el semestre" options={pieSemesters} />}
          </Field>
        </PieStudentSection>
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
