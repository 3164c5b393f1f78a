import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any constant: the key of the advisory lock that serialises migrations across instances. */
const migrationLockKey = 7_140_215_001

/**
 * Applies the migrations holding a session advisory lock, so instances starting at once against one
 * PostgreSQL take turns: drizzle's migrator alone races (two `CREATE TABLE` of its journal, or of the
 * same table, and one instance dies). The one that waited finds everything applied and does nothing.
 */
async function migrateOnce(pool: pg.Pool) {
  const connection = await pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey])
    try {
      await migratePg(drizzlePg(connection, { schema }), { migrationsFolder })
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    connection.release()
  }
}

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given,
 * else embedded PGlite stored in `dataDir` (or in memory when `dataDir` is `memory`).
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 })
    // An idle connection that dies (PostgreSQL restarted or failed over, a proxy closed it) is dropped by
    // the pool and replaced on the next query. Without a listener its 'error' event would end the process.
    // Errors while the pool itself closes (the server may stop before every socket is gone) say nothing.
    let closing = false
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL cerró una conexión inactiva: ${error.message}`)
    })
    const db = drizzlePg(pool, { schema })
    try {
      await migrateOnce(pool)
    } catch (error) {
      await pool.end()
      throw error
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => {
        closing = true
        return pool.end()
      },
    }
  }
  let client: PGlite
  if (options.dataDir === 'memory') client = new PGlite()
  else {
    const dir = path.join(options.dataDir, 'db')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  }
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}
