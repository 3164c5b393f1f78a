import { type SQL, sql } from 'drizzle-orm'
import type { Db, Rows } from './client'
import type { Tx } from './transaction'

/** Whether a driver's result carries its rows (node-postgres' `QueryResult` and PGlite's `Results` both do). */
function hasRows(result: unknown): result is { rows: unknown[] } {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
}

/**
 * The rows of a raw SQL query on either driver, typed by the caller as the query's aliases: Drizzle types
 * `execute` by the driver kind, which the app's `Db` leaves open.
 */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  if (!hasRows(result)) throw new Error('El controlador de la base de datos no devolvió filas.')
  return result.rows as T[]
}

/** `text` with its `$1`, `$2`… placeholders bound to `values`, as drizzle SQL (a value used twice is sent twice). */
function boundSql(text: string, values: readonly unknown[]): SQL {
  return sql.join(
    text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  )
}

/**
 * A statement written for `Database.rows` (`$1`, `$2`…), run on a drizzle executor instead: inside a drizzle
 * transaction, so that the statements shared with the hot paths run on the transaction's connection.
 */
export const rowsIn =
  (db: Db | Tx): Rows =>
  <T>(_name: string, text: string, values: readonly unknown[]) =>
    rowsOf<T>(db, boundSql(text, values))
