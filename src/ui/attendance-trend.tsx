import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { promotionAttendanceThreshold } from '@/domain/attendance'
import { monthNames } from '@/domain/dates'
import { formatNumber } from '@/domain/numbers'
import { formatPercent } from './attendance-months'

/**
 * The chart library (recharts, ~100 KB compressed) is loaded only when a chart comes on screen, never with
 * the app's first load nor before the page's content: on a phone the card is below the fold.
 */
const AttendanceChart = lazy(() => import('./attendance-chart'))

/** A month of attendance records: percentage, days taken and the records present and absent. */
export interface AttendanceMonth {
  mes: number
  porcentaje: number
  dias: number
  presentes: number
  ausentes: number
}

/** The school year runs from March to December: January and February are left out. */
export const schoolYearMonths = <T extends { mes: number }>(meses: T[]) => meses.filter((m) => m.mes >= 3)

/** What the chart's image says to a screen reader: every bar and the threshold line. */
export function chartLabel(subject: string, anio: number, meses: AttendanceMonth[]) {
  const bars = meses.map((m) => `${monthNames[m.mes - 1]} ${formatPercent(m.porcentaje)}`).join(', ')
  return (
    `Gráfico de barras de la asistencia mensual de ${subject} en ${anio}: ${bars}. ` +
    `La línea roja marca el ${promotionAttendanceThreshold} % exigido para la promoción.`
  )
}

/**
 * A course's or a student's attendance per month of the school year (March to December, only the
 * months with records): a bar chart with the promotion threshold, and the same numbers in a table
 * under "Ver los datos en una tabla".
 */
export function AttendanceTrend({
  subject,
  anio,
  meses,
}: {
  /** Whose attendance it is, for the chart's name: the course or the student. */
  subject: string
  anio: number
  meses: AttendanceMonth[]
}) {
  const months = schoolYearMonths(meses)
  if (months.length === 0) return <p className="muted">Aún no hay asistencia registrada este año.</p>
  return (
    <div className="attendance-chart">
      <WhenOnScreen label={chartLabel(subject, anio, months)}>
        <ChartBoundary>
          <Suspense
            fallback={
              <p className="muted" role="status">
                Cargando gráfico...
              </p>
            }
          >
            <AttendanceChart meses={months} label={chartLabel(subject, anio, months)} />
          </Suspense>
        </ChartBoundary>
      </WhenOnScreen>
      <p className="attendance-chart-legend">
        <span className="legend-item">
          <span className="legend-swatch legend-ok" aria-hidden="true" /> {promotionAttendanceThreshold} % o más
        </span>
        <span className="legend-item">
          <span className="legend-swatch legend-low" aria-hidden="true" /> Bajo el {promotionAttendanceThreshold} %
          exigido para la promoción
        </span>
      </p>
      <details>
        <summary>Ver los datos en una tabla</summary>
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">
              Asistencia por mes de {subject}, {anio}
            </caption>
            <thead>
              <tr>
                <th scope="col">Mes</th>
                <ColumnHeader long="Días registrados" short="Días" />
                <ColumnHeader long="Presentes" short="Pres." />
                <ColumnHeader long="Ausentes" short="Aus." />
                <ColumnHeader long="Porcentaje" short="%" />
              </tr>
            </thead>
            <tbody>
              {months.map((m) => {
                const low = m.porcentaje < promotionAttendanceThreshold
                return (
                  <tr key={m.mes}>
                    <th scope="row" className="month">
                      {capitalize(monthNames[m.mes - 1] ?? String(m.mes))}
                    </th>
                    <td className="num">{formatNumber(m.dias)}</td>
                    <td className="num">{formatNumber(m.presentes)}</td>
                    <td className="num">{formatNumber(m.ausentes)}</td>
                    <td className={low ? 'num attendance-low' : 'num'}>
                      {formatPercent(m.porcentaje)}
                      {low && <span className="visually-hidden"> (bajo el {promotionAttendanceThreshold} %)</span>}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}

/** A numeric column's header: its full name, and in a narrow card a short one that screen readers skip. */
function ColumnHeader({ long, short }: { long: string; short: string }) {
  return (
    <th scope="col" className="num">
      <span className="col-long">{long}</span>
      <span className="col-short" aria-hidden="true">
        {short}
      </span>
    </th>
  )
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The plot's box (its height kept, so nothing moves): its children are drawn once it is within 100 px of
 * the screen. Until then the box is the image with the chart's spoken description, so a screen reader
 * hears the same before and after. Without IntersectionObserver (old browsers, jsdom) it draws at once.
 */
function WhenOnScreen({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = box.current
    if (shown || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true)
      },
      { rootMargin: '100px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  return (
    <div className="attendance-chart-plot" ref={box}>
      {shown ? children : <div className="attendance-chart-pending" role="img" aria-label={label} />}
    </div>
  )
}

/** If the chart's code cannot be loaded (offline, a new release), the table below still has the numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed) {
      return <p className="muted">No se pudo cargar el gráfico. Los datos están en la tabla de abajo.</p>
    }
    return this.props.children
  }
}
