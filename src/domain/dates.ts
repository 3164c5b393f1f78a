/** Calendar values as the forms and the API write them. */

/** A day written as YYYY-MM-DD (the format only; whether the day exists is the contract's check). */
export const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** A month written as YYYY-MM, the value of a month input. */
export const isIsoMonth = (value: string) => /^\d{4}-\d{2}$/.test(value)

/** The months as Chilean schools write them (lower case): for dates in Word files and the attendance charts. */
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const
