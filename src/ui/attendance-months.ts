/** The months as Chilean schools write them, for the attendance charts and their tables. */
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

/** Axis labels, short enough for ten bars on a phone. */
export const shortMonthNames = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
] as const

/** A percentage with a decimal comma and at most one decimal: "92,5 %". */
export const formatPercent = (value: number) => `${value.toLocaleString('es-CL', { maximumFractionDigits: 1 })} %`
