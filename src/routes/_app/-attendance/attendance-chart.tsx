import type { AsistenciaMensual } from '@/api/contract/asistencia'
import { AttendanceTrend } from '@/ui/attendance-trend'
import { Card } from '@/ui/form'
import type { Part } from '../-part'

/**
 * "Asistencia por mes" of a course or a student: the monthly chart and table of this school year, loaded
 * by the page's loader on its own (`part`), so a failure here leaves the rest of the page working.
 */
export function AttendanceTrendCard({ subject, mensual }: { subject: string; mensual: Part<AsistenciaMensual> }) {
  return (
    <Card title="Asistencia por mes" className="attendance-trend">
      {mensual.ok ? (
        <>
          <p className="muted">Porcentaje de asistencia de cada mes del año escolar {mensual.data.anio}.</p>
          <AttendanceTrend subject={subject} anio={mensual.data.anio} meses={mensual.data.meses} />
        </>
      ) : (
        <p className="alert alert-danger" role="alert">
          {mensual.message}
        </p>
      )}
    </Card>
  )
}
