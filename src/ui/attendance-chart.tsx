import { Bar, BarChart, CartesianGrid, Cell, LabelList, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import { promotionAttendanceThreshold } from '@/domain/attendance'
import { monthNames } from '@/domain/dates'
import { formatNumber } from '@/domain/numbers'
import { formatPercent, shortMonthNames } from './attendance-months'
import { useMediaQuery } from './use-media-query'

/** A month of the chart: `mes` 1–12 and its attendance percentage. */
export interface ChartMonth {
  mes: number
  porcentaje: number
}

/**
 * A bar per month (0–100 %), the promotion threshold as a dashed red line, and bars under it in red.
 * Recharts is heavy, so this module is only loaded through `React.lazy` (see attendance-trend.tsx) and
 * stays out of the initial bundle. The SVG is an image named by `label`, which should say what the
 * bars say; the accessibility layer still lets the keyboard walk the months with the tooltip.
 */
export default function AttendanceChart({ meses, label }: { meses: ChartMonth[]; label: string }) {
  // On a phone ten labels like "89,6 %" run into each other: the number alone, the axis says it is a percentage.
  const narrow = useNarrow()
  const data = meses.map((m) => ({
    mes: m.mes,
    nombre: shortMonthNames[m.mes - 1] ?? String(m.mes),
    porcentaje: m.porcentaje,
  }))
  return (
    <BarChart
      data={data}
      responsive
      accessibilityLayer
      role="img"
      aria-label={label}
      className="attendance-chart-svg"
      style={{ width: '100%', height: 240 }}
      margin={{ top: 22, right: 8, bottom: 0, left: 0 }}
      barCategoryGap="18%"
    >
      <CartesianGrid vertical={false} stroke="var(--line)" />
      <XAxis
        dataKey="nombre"
        interval={0}
        tickLine={false}
        axisLine={{ stroke: 'var(--line)' }}
        tick={{ fill: 'var(--ink-2)', fontSize: 12 }}
      />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tickFormatter={(v: number) => `${v}\u00a0%`}
        width={48}
        tickLine={false}
        axisLine={false}
        tick={{ fill: 'var(--muted)', fontSize: 12 }}
      />
      <Tooltip
        cursor={{ fill: 'rgb(0 0 0 / 0.04)' }}
        formatter={(value) => [formatPercent(Number(value)), 'Asistencia']}
        labelFormatter={(_, payload) => {
          const mes = (payload?.[0]?.payload as { mes?: number } | undefined)?.mes
          return mes ? capitalize(monthNames[mes - 1] ?? '') : ''
        }}
      />
      <ReferenceLine
        y={promotionAttendanceThreshold}
        stroke="var(--danger)"
        strokeWidth={1.5}
        strokeDasharray="6 4"
        // On the axis, between the 75 % and 100 % ticks: inside the plot it would cover the first bar.
        label={{
          value: `${promotionAttendanceThreshold}\u00a0%`,
          position: 'left',
          fill: 'var(--danger)',
          fontSize: 12,
          fontWeight: 600,
        }}
      />
      {/* A month at 0 % still shows a sliver of red bar with its label. */}
      <Bar dataKey="porcentaje" name="Asistencia" maxBarSize={48} minPointSize={3} isAnimationActive={false}>
        {data.map((d) => (
          <Cell key={d.mes} fill={d.porcentaje < promotionAttendanceThreshold ? 'var(--danger)' : 'var(--green-600)'} />
        ))}
        <LabelList
          dataKey="porcentaje"
          position="top"
          // Exact, not rounded: 84,6 % must not read as 85 % over a red bar.
          formatter={(v) => (narrow ? formatNumber(Number(v), 1) : chartPercent(Number(v)))}
          style={{ fill: 'var(--ink)', fontSize: narrow ? 10 : 11 }}
        />
      </Bar>
    </BarChart>
  )
}

/** SVG text wraps at spaces when it is short of room: the percent sign stays with its number. */
const chartPercent = (value: number) => formatPercent(value).replace(' ', '\u00a0')

/** Whether the screen is a phone's (the stylesheet's breakpoint). */
const useNarrow = () => useMediaQuery('(max-width: 640px)')

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
