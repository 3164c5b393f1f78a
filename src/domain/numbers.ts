/**
 * Numbers as Chileans write them: a point between thousands and a decimal comma (1.234,5), at most `decimals`
 * decimals rounded half away from zero, no trailing zeros: what `toLocaleString('es-CL',
 * { maximumFractionDigits })` writes (a unit test compares both over many values).
 *
 * Written here rather than with `Intl` because a page's first `Intl` call loads the ICU locale data: 30–50 ms
 * of the main thread on a desktop and four times that on the phone Lighthouse emulates, paid by the course and
 * student pages for a few percentages and counts. Grades are written the same way (`formatGrade`).
 */
export function formatNumber(value: number, decimals = 0): string {
  const [whole, fraction] = rounded(Math.abs(value), decimals)
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.')
  const kept = fraction.replace(/0+$/, '')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${grouped}${kept ? `,${kept}` : ''}`
}

/**
 * The whole and decimal digits of `abs` rounded half up to `decimals`, as Intl rounds: on the shortest decimal
 * that reads back as the same number (1.005 gives 1,01, where `toFixed` reads the binary 1.00499… and gives 1,00).
 */
function rounded(abs: number, decimals: number): [string, string] {
  // String() writes numbers under 1e-6 with an exponent; with at most five decimals they round to 0.
  if (abs < 1e-6) return ['0', '']
  const [whole = '0', fraction = ''] = (abs < 1e21 ? String(abs) : abs.toFixed(0)).split('.')
  if (fraction.length <= decimals) return [whole, fraction]
  const kept = whole + fraction.slice(0, decimals)
  const digits = (fraction[decimals] ?? '0') >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept
  return [digits.slice(0, digits.length - decimals) || '0', digits.slice(digits.length - decimals)]
}

/** A percentage with at most one decimal: "92,5 %". */
export const formatPercent = (value: number) => `${formatNumber(value, 1)} %`
