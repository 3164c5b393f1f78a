/**
 * Readers of URL search params for the routes' `validateSearch`. A param that is missing or malformed reads
 * as `undefined` (the page then shows everything), never as an error: a link typed by hand or cut short still
 * opens the page. They are plain functions, not the contracts' zod schemas, so that the first load of the app
 * does not evaluate zod: every route's `validateSearch` is part of the entry chunk (see README → Performance).
 */

/** A trimmed text of at most `max` characters; numbers the router parsed from digits read as their text. */
export function optionalText(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  return text.length > 0 && text.length <= max ? text : undefined
}

/** A positive integer id ("12" or 12). */
export function optionalId(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** One of `options`, exactly. */
export function optionalOneOf<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((o) => o === value)
}
