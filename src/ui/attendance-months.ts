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
