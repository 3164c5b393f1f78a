/**
 * The Chilean school year as the libro de notas reads it: it runs from March to December of one calendar
 * year. Mineduc's regional calendars end classes in the first half of December; Pizarra takes the second
 * Friday of December as the year's last school day for every region (a day or a week off in some regions,
 * which only moves when a promotion stops being a projection).
 */

/** The last school day of a calendar year's school year, as YYYY-MM-DD: the second Friday of December. */
export function schoolYearLastDay(year: number): string {
  // 1 December's weekday (0 Sunday … 5 Friday), then the first Friday, then a week later.
  const firstWeekday = new Date(Date.UTC(year, 11, 1)).getUTCDay()
  const firstFriday = 1 + ((5 - firstWeekday + 7) % 7)
  return `${year}-12-${String(firstFriday + 7).padStart(2, '0')}`
}

/**
 * True when a day (YYYY-MM-DD) falls after a school year's end: after the last school day of its calendar
 * year, or in January and February, when the year that counts is the one before. Until then a student's
 * promotion is a projection of the grades and attendance so far (Decreto 67/2018 decides at the year's end).
 */
export const isSchoolYearOver = (today: string) =>
  today.slice(5, 7) < '03' || today > schoolYearLastDay(Number(today.slice(0, 4)))
