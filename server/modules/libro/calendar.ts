/**
 * The school calendar of the libro de clases: class days run from the first weekday of March to the year's
 * last school day (second Friday of December), without weekends, Chile's national holidays (the
 * `date-holidays` package, country CL, type "public"), the winter break (two weeks from the fourth Monday
 * of June) and the days the school suspends with a reason.
 */
import Holidays from 'date-holidays'
import { schoolYearLastDay } from '@/domain/school-year'

const day = (date: Date) => date.toISOString().slice(0, 10)
const utc = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date))

const holidayCache = new Map<number, { fecha: string; nombre: string }[]>()

/** Chile's national public holidays of a year, with their names. */
export function nationalHolidays(year: number): { fecha: string; nombre: string }[] {
  let list = holidayCache.get(year)
  if (!list) {
    list = new Holidays('CL')
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => ({ fecha: h.date.slice(0, 10), nombre: h.name }))
    holidayCache.set(year, list)
  }
  return list
}

/** The winter break: two weeks from the fourth Monday of June (Mineduc's calendar for most regions). */
export function winterBreak(year: number): { desde: string; hasta: string } {
  const firstWeekday = utc(year, 6, 1).getUTCDay()
  const firstMonday = 1 + ((1 - firstWeekday + 7) % 7)
  const monday = utc(year, 6, firstMonday + 21)
  const friday = new Date(monday.getTime() + 11 * 86_400_000)
  return { desde: day(monday), hasta: day(friday) }
}

/** The first weekday of March that is no holiday: the school year's first class day. */
export function schoolYearFirstDay(year: number): string {
  const holidays = new Set(nationalHolidays(year).map((h) => h.fecha))
  for (let date = utc(year, 3, 1); ; date = new Date(date.getTime() + 86_400_000)) {
    const weekday = date.getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day(date))) return day(date)
  }
}

/** ISO weekday of a YYYY-MM-DD day: 1 lunes … 7 domingo. */
export const weekdayOf = (fecha: string) => {
  const d = new Date(`${fecha}T00:00:00Z`).getUTCDay()
  return d === 0 ? 7 : d
}

/** The Monday of a day's week. */
export const mondayOf = (fecha: string) =>
  day(new Date(new Date(`${fecha}T00:00:00Z`).getTime() - (weekdayOf(fecha) - 1) * 86_400_000))

/** Why a day has no classes (the school's suspensions aside), or null for a class day. */
export function noClassReason(fecha: string): string | null {
  const year = Number(fecha.slice(0, 4))
  if (weekdayOf(fecha) > 5) return 'Es fin de semana.'
  const holiday = nationalHolidays(year).find((h) => h.fecha === fecha)
  if (holiday) return `Es feriado: ${holiday.nombre}.`
  const pause = winterBreak(year)
  if (fecha >= pause.desde && fecha <= pause.hasta) return 'Son vacaciones de invierno.'
  if (fecha < schoolYearFirstDay(year) || fecha > schoolYearLastDay(year)) return 'Está fuera del año escolar.'
  return null
}

/** Every class day of a school year (without the school's suspensions), in order. */
export function classDays(year: number, suspended: ReadonlySet<string> = new Set()): string[] {
  const days: string[] = []
  const last = schoolYearLastDay(year)
  for (let date = utc(year, 3, 1); day(date) <= last; date = new Date(date.getTime() + 86_400_000)) {
    const iso = day(date)
    if (noClassReason(iso) === null && !suspended.has(iso)) days.push(iso)
  }
  return days
}

/** The semester of a day: before the winter break `1S`, after it `2S`. */
export const semesterOf = (fecha: string): '1S' | '2S' =>
  fecha < winterBreak(Number(fecha.slice(0, 4))).desde ? '1S' : '2S'
