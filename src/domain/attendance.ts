import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { es } from 'date-fns/locale/es'
import { formatNumber } from './numbers'
import { foldAccents } from './text'

/** Schools keep their calendar in Chile's time zone, whatever the server's or the browser's. */
export const schoolTimeZone = 'America/Santiago'

/** The last minute asked for and its day: the server asks for today's month on every request. */
let lastDay = { minute: Number.NaN, day: '' }

/**
 * The school calendar day of an instant, as YYYY-MM-DD in America/Santiago. Time zones change their offset
 * only at whole minutes, so one minute has one day: the last one is kept.
 */
export function schoolToday(now: Date = new Date()) {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDay.minute) lastDay = { minute, day: format(new TZDate(now, schoolTimeZone), 'yyyy-MM-dd') }
  return lastDay.day
}

/** True when a YYYY-MM-DD day is after today in America/Santiago. */
export const isFutureSchoolDay = (fecha: string, now: Date = new Date()) => fecha > schoolToday(now)

/** Minimum yearly attendance for promotion (Decreto 67/2018): below it a student is at risk. */
export const promotionAttendanceThreshold = 85

/** Attendance as a percentage with one decimal, or null when nothing was recorded. */
export function attendancePercentage(presentes: number, registrados: number): number | null {
  if (registrados <= 0) return null
  return Math.round((presentes / registrados) * 1000) / 10
}

/** Shown when a day's attendance cannot be loaded and the server gave no detail. */
export const attendanceLoadFallback = 'No se pudo cargar la asistencia.'

/** The school month of an instant, as YYYY-MM in America/Santiago. */
export const schoolMonth = (now: Date = new Date()) => schoolToday(now).slice(0, 7)

/** A calendar day as Chilean teachers read it: `lunes 9 de marzo de 2026`. */
export const formatSchoolDay = (fecha: string) =>
  format(new Date(`${fecha}T12:00:00`), "EEEE d 'de' MMMM 'de' yyyy", { locale: es })

/** An instant in Chile's time: `9 de marzo de 2026, 14:05`. */
export const formatSchoolTimestamp = (iso: string) =>
  format(new TZDate(new Date(iso), schoolTimeZone), "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es })

/** The file name of a course's monthly sheet: `asistencia-4-basico-a-2026-03.xlsx`. */
export function attendanceSheetFileName(curso: string, mes: string) {
  const slug =
    foldAccents(curso)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'curso'
  return `asistencia-${slug}-${mes}.xlsx`
}

/**
 * A student's attendance as a first draft of the PIE report's field:
 * `92,5% (37 de 40 clases registradas)`; null when nothing was recorded.
 */
export function attendanceDraft(record: { porcentaje: number | null; presentes: number; total: number }) {
  if (record.porcentaje === null) return null
  return `${formatNumber(record.porcentaje, 3)}% (${record.presentes} de ${record.total} clases registradas)`
}
