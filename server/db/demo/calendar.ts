/**
 * The school days of the demo school's year: every weekday from the first school day of March to the
 * year's last school day, without Chile's national holidays (the `date-holidays` package and its maintained
 * data, country CL, type "public") and without the winter break.
 */
import Holidays from 'date-holidays'
import { schoolYearLastDay } from '@/domain/school-year'

const day = (date: Date) => date.toISOString().slice(0, 10)
const utc = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date))

/** Chile's national public holidays of a year, as YYYY-MM-DD. */
export function nationalHolidays(year: number): Set<string> {
  const holidays = new Holidays('CL')
  return new Set(
    holidays
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => h.date.slice(0, 10)),
  )
}

/**
 * The winter break: two weeks from the fourth Monday of June (23 June to 4 July 2025, 24 June to 5 July
 * 2024: the break of Mineduc's calendars for most regions; 22 June to 3 July 2026). A region's own calendar
 * may move it by a week, which the demo does not need to follow.
 */
export function winterBreak(year: number): { desde: string; hasta: string } {
  const firstWeekday = utc(year, 6, 1).getUTCDay()
  const firstMonday = 1 + ((1 - firstWeekday + 7) % 7)
  const monday = utc(year, 6, firstMonday + 21)
  const friday = new Date(monday.getTime() + 11 * 86_400_000)
  return { desde: day(monday), hasta: day(friday) }
}

/** Every school day of a year's school year, in order, as YYYY-MM-DD. */
export function schoolDays(year: number): string[] {
  const holidays = nationalHolidays(year)
  const pause = winterBreak(year)
  const last = schoolYearLastDay(year)
  const days: string[] = []
  for (let date = utc(year, 3, 1); day(date) <= last; date = new Date(date.getTime() + 86_400_000)) {
    const weekday = date.getUTCDay()
    const iso = day(date)
    if (weekday === 0 || weekday === 6 || holidays.has(iso)) continue
    if (iso >= pause.desde && iso <= pause.hasta) continue
    days.push(iso)
  }
  return days
}

/**
 * The school days of the demo up to `today` (included): of this year once its first school day has
 * come, else (January and February) the whole year before, which is the last one the school kept.
 */
export function schoolDaysUntil(today: string): string[] {
  const year = Number(today.slice(0, 4))
  const thisYear = schoolDays(year)
  if (thisYear[0]! <= today) return thisYear.filter((d) => d <= today)
  return schoolDays(year - 1)
}
