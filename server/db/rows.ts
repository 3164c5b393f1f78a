import type { SQL } from 'drizzle-orm'
import type { Db } from './client'
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
