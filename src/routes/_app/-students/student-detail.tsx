import { Link } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { es } from 'date-fns/locale'
import type { Alumno } from '@/api/contract/alumnos'
import type { AsistenciaAlumno, AsistenciaMensual } from '@/api/contract/asistencia'
import type { PieReportListItem } from '@/api/contract/documentos'
import type { Reunion } from '@/api/contract/reuniones'
import { promotionAttendanceThreshold } from '@/domain/attendance'
import { formatNumber } from '@/domain/numbers'
import { Card } from '@/ui/form'
import { PreviewList } from '@/ui/preview-list'
import { AttendanceTrendCard } from '../-attendance/attendance-chart'
import { docxFileName } from '../-generator/generation'
import type { Part } from '../-part'

export type { Part } from '../-part'

/** A day as Chilean schools write it, with its weekday: "lun. 16-03-2026". */
const formatDay = (fecha: string) => format(parseISO(fecha), 'EEE dd-MM-yyyy', { locale: es })
const formatBirth = (fecha: string) => format(parseISO(fecha), "d 'de' MMMM 'de' yyyy", { locale: es })

/** The student's data in view mode. */
export function StudentData({ alumno }: { alumno: Alumno }) {
  return (
    <dl className="student-dl">
      <dt>Nombre completo</dt>
      <dd>{alumno.nombre}</dd>
      <dt>RUT</dt>
      <dd>{alumno.rut}</dd>
      <dt>Curso</dt>
      <dd>{alumno.curso.nombre}</dd>
      <dt>Fecha de nacimiento</dt>
      <dd>{alumno.fecha_nacimiento ? formatBirth(alumno.fecha_nacimiento) : <Missing />}</dd>
      <dt>Dirección</dt>
      <dd>{alumno.direccion ?? <Missing />}</dd>
      <dt>Teléfono</dt>
      <dd>{alumno.telefono ?? <Missing />}</dd>
      <dt>Apoderado</dt>
      <dd>{alumno.apoderado ?? <Missing />}</dd>
      <dt>Correo del apoderado</dt>
      <dd>{alumno.email_apoderado ?? <Missing />}</dd>
    </dl>
  )
}

/** Attendance (its days and its trend per month), meetings and PIE reports of the student, each with its own failure. */
export function StudentHistory({
  nombre,
  asistencia,
  mensual,
  reuniones,
  informes,
  showPie = true,
}: {
  /** The student's name, for the chart's accessible name. */
  nombre: string
  /** Whether the user's role sees PIE reports (a docente does not). */
  showPie?: boolean
  asistencia: Part<AsistenciaAlumno>
  mensual: Part<AsistenciaMensual>
  reuniones: Part<Reunion[]>
  informes: Part<PieReportListItem[]>
}) {
  return (
    <div className="student-history">
      <Card title="Asistencia" className="student-attendance">
        {asistencia.ok ? (
          <>
            <AttendanceSummary
              porcentaje={asistencia.data.porcentaje}
              presentes={asistencia.data.presentes}
              total={asistencia.data.total}
            />
            <PreviewList
              label="Asistencia"
              items={asistencia.data.registros}
              itemKey={(r) => `${r.fecha}-${r.curso.id}`}
              empty="Aún no hay asistencia registrada para este alumno."
              renderItem={(r) => (
                <div className="history-item">
                  <time dateTime={r.fecha}>{formatDay(r.fecha)}</time>
                  <span className={`badge ${r.presente ? 'badge-presente' : 'badge-ausente'}`}>
                    {r.presente ? 'Presente' : 'Ausente'}
                  </span>
                </div>
              )}
            />
          </>
        ) : (
          <PartError message={asistencia.message} />
        )}
      </Card>

      <AttendanceTrendCard subject={nombre} mensual={mensual} />

      <Card title="Reuniones con el apoderado" className="student-meetings">
        {reuniones.ok ? (
          <PreviewList
            label="Reuniones"
            items={reuniones.data}
            itemKey={(r) => r.id}
            empty="Sin reuniones registradas."
            renderItem={(r) => (
              <div className="history-item history-item-block">
                <div>
                  <time dateTime={r.fecha}>{formatDay(r.fecha)}</time> · <strong>{r.motivo}</strong>
                </div>
                <p className="muted">{r.resultado}</p>
              </div>
            )}
          />
        ) : (
          <PartError message={reuniones.message} />
        )}
        <p className="card-foot">
          <Link to="/reuniones" className="text-link">
            Registrar una reunión
          </Link>
        </p>
      </Card>

      {showPie && (
        <Card title="Informes PIE" className="student-pie">
          {informes.ok ? (
            <PreviewList
              label="Informes PIE"
              items={informes.data}
              itemKey={(r) => r.id}
              empty="Sin informes PIE."
              renderItem={(r) => (
                <div className="history-item">
                  <time dateTime={r.fecha}>{formatDay(r.fecha)}</time>
                  <span>
                    {r.gcs_url ? (
                      <a href={r.gcs_url} download={docxFileName(r.title ?? r.tipo)} className="text-link">
                        {r.tipo}
                      </a>
                    ) : (
                      r.tipo
                    )}
                  </span>
                </div>
              )}
            />
          ) : (
            <PartError message={informes.message} />
          )}
          <p className="card-foot">
            <Link to="/informes-pie" className="text-link">
              Generar un informe PIE
            </Link>
          </p>
        </Card>
      )}
    </div>
  )
}

function Missing() {
  return <span className="muted">Sin registrar</span>
}

function PartError({ message }: { message: string }) {
  return (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  )
}

function AttendanceSummary({
  porcentaje,
  presentes,
  total,
}: {
  porcentaje: number | null
  presentes: number
  total: number
}) {
  if (porcentaje === null) return null
  const low = porcentaje < promotionAttendanceThreshold
  return (
    <div className="attendance-summary">
      <p className={`big-number ${low ? 'is-low' : ''}`}>{formatNumber(porcentaje, 1)} %</p>
      <p className="muted">
        Presente {formatNumber(presentes)} de {formatNumber(total)}{' '}
        {total === 1 ? 'día registrado' : 'días registrados'}
      </p>
      {low && (
        <p className="alert alert-warn" role="status">
          Bajo el {promotionAttendanceThreshold} % de asistencia exigido para la promoción.
        </p>
      )}
    </div>
  )
}
