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

export { formatPercent } from '@/domain/numbers'
