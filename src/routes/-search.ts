/**
 * Readers of URL search params for the routes' `validateSearch`. A param that is missing or malformed reads
 * as `undefined` (the page then shows everything), never as an error: a link typed by hand or cut short still
 * opens the page. They are plain functions, not the contracts' zod schemas, so that the first load of the app
 * does not evaluate zod: every route's `validateSearch` is part of the entry chunk (see README → Performance).
 */

import { isId, readId } from '@/domain/ids'

/** A trimmed text of at most `max` characters; numbers the router parsed from digits read as their text. */
export function optionalText(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  return text.length > 0 && text.length <= max ? text : undefined
}

/**
 * An id of the URL: its one spelling, digits only (`readId`): "18.0", "+18" or "018" read as no id (the
 * page then shows everything). The router has already read digits as a number; a number it read from
 * another spelling ("1e1") is a whole number too, and the server checks the id it is sent like any other.
 */
export function optionalId(value: unknown): number | undefined {
  if (typeof value === 'string') return readId(value)
  return isId(value) ? value : undefined
}

/** One of `options`, exactly. */
export function optionalOneOf<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((o) => o === value)
}
