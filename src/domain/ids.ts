/** The largest id: ids are PostgreSQL `integer` (serial) columns. */
export const maxId = 2_147_483_647

/**
 * THE spelling of an id wherever one is written as text (a URL path, a query string, a spreadsheet cell):
 * a positive integer in plain decimal digits. No sign (`+18`), no decimals (`18.0`), no exponent (`1e1`),
 * no hexadecimal (`0x12`), no spaces (` 18`) and no leading zero (`018`): an id has exactly one spelling,
 * so a check and a handler can never read one text as two ids. No screen, link or export of Pizarra writes
 * a leading zero, so refusing one costs no real client anything.
 *
 * Zod-free on purpose: the router's readers (`src/routes/-search.ts`, `-not-found.ts`) use it on the
 * first load, and the contracts' `idParam` (src/api/contract/fields.ts) is built on it.
 */
const idPattern = /^[1-9][0-9]{0,9}$/

/** The id a text spells exactly, or undefined. */
export function readId(text: string): number | undefined {
  if (!idPattern.test(text)) return undefined
  const id = Number(text)
  return id <= maxId ? id : undefined
}

/** Whether a value is an id as a number: a positive integer no larger than `maxId`. */
export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxId
