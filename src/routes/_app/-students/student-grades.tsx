import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { generateInformeNotas } from '@/api/calificaciones'
import type { NotasAlumno } from '@/api/contract/calificaciones'
import { download } from '@/api/download'
import { passed } from '@/domain/form-check'
import { promotionHeadline } from '@/domain/grade-book'
import { formatNumber } from '@/domain/numbers'
import { Button, Card } from '@/ui/form'
import { GradeValue } from '@/ui/grade-value'
import { useFormSubmission } from '../-form-submission'
import { docxFileName } from '../-generator/generation'
import type { Part } from './student-detail'

/**
 * The student's grades: the average of each subject, the general average, the attendance and the
 * promotion situation with its reasons; a grade under 4,0 is red and says "insuficiente". The Word
 * report of the grades is generated and downloaded from here.
 */
export function StudentGrades({ alumnoId, notas }: { alumnoId: number; notas: Part<NotasAlumno> }) {
  const report = useFormSubmission({
    fallback: 'No se pudo generar el informe de notas.',
    submit: async () => {
      const { gcs_url, title } = await generateInformeNotas(alumnoId)
      download(gcs_url, docxFileName(title))
    },
  })
  return (
    <Card title="Notas" className="grades-summary">
      {notas.ok ? (
        <GradesSummary notas={notas.data} />
      ) : (
        <p className="alert alert-danger" role="alert">
          {notas.message}
        </p>
      )}
      <div className="row card-foot">
        <Button
          variant="secondary"
          disabled={!report.canSubmit}
          busy={report.submitting}
          onClick={() => report.submit(passed(undefined))}
        >
          <FileText size={16} aria-hidden /> {report.submitting ? 'Generando informe...' : 'Informe de notas (Word)'}
        </Button>
        {notas.ok && (
          <Link to="/cursos/$id/notas" params={{ id: String(notas.data.alumno.curso.id) }} className="text-link">
            Libro de notas del curso
          </Link>
        )}
      </div>
    </Card>
  )
}

/** Without grades the card says so once and keeps only the attendance, which is taken apart from grades. */
export function GradesSummary({ notas }: { notas: NotasAlumno }) {
  const situacion = promotionHeadline(notas)
  const attendance = (
    <>
      <dt>Asistencia</dt>
      <dd>
        {notas.asistencia === null ? (
          <span className="muted">Sin registrar</span>
        ) : (
          `${formatNumber(notas.asistencia, 1)} %`
        )}
      </dd>
    </>
  )
  if (notas.situacion === 'sin_notas') {
    return (
      <>
        <p className="muted">Aún no hay notas registradas para este alumno.</p>
        <dl className="student-dl">{attendance}</dl>
      </>
    )
  }
  return (
    <>
      <table>
        <caption className="visually-hidden">Promedio por asignatura</caption>
        <thead>
          <tr>
            <th scope="col">Asignatura</th>
            <th scope="col">Promedio</th>
          </tr>
        </thead>
        <tbody>
          {notas.asignaturas.map((a) => (
            <tr key={a.asignatura}>
              <th scope="row">{a.asignatura}</th>
              <td>
                <GradeValue grade={a.promedio} className="grade-average" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="student-dl">
        <dt>Promedio general</dt>
        <dd>
          <GradeValue grade={notas.promedio_general} className="grade-average" />
        </dd>
        {attendance}
        <dt>Situación</dt>
        <dd>
          <strong className={notas.situacion === 'no_promovido' ? 'grade-failing' : undefined}>{situacion}</strong>
        </dd>
      </dl>
      {notas.motivos.length > 0 && (
        <ul aria-label={`Motivos de la situación: ${situacion}`}>
          {notas.motivos.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </>
  )
}
