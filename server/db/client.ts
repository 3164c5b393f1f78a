import { existsSync, mkdirSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { assertLeastPrivilege, ensureAppRole } from './app-role'
import { startEmbeddedPostgres } from './embedded'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The pool, on PostgreSQL (the embedded one included). */
  pool?: pg.Pool
  /**
   * The rows of a hot read written in SQL, as the driver returns them (plain objects named by the query's
   * aliases, no ORM mapping): for a list of a thousand rows that mapping cost more than the query. On
   * PostgreSQL the statement is prepared once per connection under `name`.
   */
  rows<T>(name: string, text: string, values: readonly unknown[]): Promise<T[]>
  /**
   * Runs `work` in one transaction, its statements given as `rows` is (named and prepared once per
   * connection on PostgreSQL), all on the transaction's connection: committed when `work` resolves, rolled
   * back when it throws. For the hot writes (a block's roll), where an ORM statement built per call cost
   * more than the statement.
   */
  transaction<T>(work: (rows: Rows) => Promise<T>): Promise<T>
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>
  close(): Promise<void>
}

/** A named statement and its values, answered with the driver's rows (see `Database.rows`). */
export type Rows = <T>(name: string, text: string, values: readonly unknown[]) => Promise<T[]>

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any constant: the key of the advisory lock that serialises migrations across instances. */
const migrationLockKey = 7_140_215_001

/**
 * Applies the migrations holding a session advisory lock, so instances starting at once against one
 * PostgreSQL take turns: drizzle's migrator alone races (two `CREATE TABLE` of its journal, or of the
 * same table, and one instance dies). The one that waited finds everything applied and does nothing.
 * Still holding the lock, the app's role is brought up to date (app-role.ts); returns the URL to reach
 * the database as that role.
 */
async function migrateOnce(owner: pg.Pool, ownerUrl: string, appRole: string | undefined) {
  const connection = await owner.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey])
    try {
      await migratePg(drizzlePg(connection, { schema }), { migrationsFolder })
      return await ensureAppRole(connection, ownerUrl, appRole)
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    connection.release()
  }
}

/**
 * A pool on a PostgreSQL database with the committed migrations applied. `ownerUrl` (the owner of the
 * tables, or a superuser) applies them, keeps the app's role and runs `asOwner` (the import of a legacy
 * PGlite); the pool then connects as the app's role, never as the owner. `onClose` runs after the pool ends.
 */
async function openPostgres(
  ownerUrl: string,
  kind: Database['kind'],
  options: { appRole?: string | undefined; asOwner?: (owner: pg.Pool) => Promise<void>; onClose?: () => Promise<void> },
): Promise<Database> {
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 1 })
  owner.on('error', () => {})
  let appUrl: string
  try {
    appUrl = await migrateOnce(owner, ownerUrl, options.appRole)
    await options.asOwner?.(owner)
  } finally {
    await owner.end()
  }
  const pool = new pg.Pool({ connectionString: appUrl, max: 20 })
  // An idle connection that dies (PostgreSQL restarted or failed over, a proxy closed it) is dropped by
  // the pool and replaced on the next query. Without a listener its 'error' event would end the process.
  // Errors while the pool itself closes (the server may stop before every socket is gone) say nothing.
  let closing = false
  pool.on('error', (error) => {
    if (!closing) console.warn(`PostgreSQL cerró una conexión inactiva: ${error.message}`)
  })
  const db = drizzlePg(pool, { schema })
  try {
    await assertLeastPrivilege(pool)
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    db,
    kind,
    pool,
    rows: async <T>(name: string, text: string, values: readonly unknown[]) =>
      (await pool.query<T & pg.QueryResultRow>({ name, text, values: [...values] })).rows,
    transaction: async <T>(work: (rows: Rows) => Promise<T>) => {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        try {
          const result = await work(
            async <R>(name: string, text: string, values: readonly unknown[]) =>
              (await client.query<R & pg.QueryResultRow>({ name, text, values: [...values] })).rows,
          )
          await client.query('commit')
          return result
        } catch (error) {
          await client.query('rollback').catch((rollbackError: Error) => {
            // A connection that cannot roll back is not given to another request.
            broken = rollbackError
          })
          throw error
        }
      } finally {
        client.release(broken)
      }
    },
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      closing = true
      try {
        await pool.end()
      } finally {
        await options.onClose?.()
      }
    },
  }
}

/**
 * Moves the PGlite database of an earlier version (`DATA_DIR/db`) into the embedded PostgreSQL: PGlite
 * is brought to the current migrations, every table is dumped as JSON and loaded in one transaction
 * (with the sequences set past the highest id), then the old folder is renamed. Refused, with what to
 * do, when the PostgreSQL database already holds data: two histories are never merged.
 */
async function importLegacyPglite(pool: pg.Pool, dataDir: string) {
  const legacyDir = path.join(dataDir, 'db')
  const target = await pool.connect()
  let source: PGlite | undefined
  try {
    const tables = (
      await target.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
      )
    ).rows.map((r) => r.name)
    for (const table of tables) {
      const { rows } = await target.query(`select 1 from ${pg.escapeIdentifier(table)} limit 1`)
      if (rows.length > 0) {
        throw new Error(
          `${legacyDir} tiene la base de datos PGlite de una versión anterior de Pizarra, pero la base PostgreSQL de ${path.join(dataDir, 'pg')} ya tiene datos, y Pizarra no mezcla las dos. Si los datos correctos son los de PostgreSQL, renombra ${legacyDir} (por ejemplo a db.antigua) y vuelve a iniciar. Si quieres traer los de PGlite, detén Pizarra, mueve ${path.join(dataDir, 'pg')} y ${path.join(dataDir, 'pg.password')} a otro lugar y vuelve a iniciar: se importarán.`,
        )
      }
    }
    try {
      source = await PGlite.create(legacyDir)
      await migratePglite(drizzlePglite(source, { schema }), { migrationsFolder })
    } catch (error) {
      throw new Error(
        `No se pudo abrir la base de datos PGlite de una versión anterior en ${legacyDir} para importarla (${(error as Error).message}). Inicia la versión anterior de Pizarra para revisarla, o mueve esa carpeta a otro lugar para empezar con una base vacía.`,
      )
    }
    await target.query('begin')
    try {
      // Rows go in table by table; the foreign keys are checked by the data itself, which PGlite kept.
      await target.query('set local session_replication_role = replica')
      let total = 0
      for (const table of tables) {
        const id = pg.escapeIdentifier(table)
        const dump = await source.query<{ rows: string }>(
          `select coalesce(json_agg(t), '[]')::text as rows from ${id} t`,
        )
        const json = dump.rows[0]?.rows ?? '[]'
        // Generated columns (a sort key, the formatted RUT) are computed again by the target, never copied.
        const stored = await target.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
          [table],
        )
        const columns = stored.rows.map((r) => pg.escapeIdentifier(r.column_name)).join(', ')
        const loaded = await target.query(
          `insert into ${id} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${id}, $1::json)`,
          [json],
        )
        total += loaded.rowCount ?? 0
      }
      const serials = await target.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
      )
      for (const { table_name, column_name } of serials.rows) {
        const table = pg.escapeIdentifier(table_name)
        const column = pg.escapeIdentifier(column_name)
        await target.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
          [table, column_name],
        )
      }
      await target.query('commit')
      const renamed = `${legacyDir}.importada-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}`
      await source.close()
      source = undefined
      await rename(legacyDir, renamed)
      console.log(
        `  Base de datos PGlite anterior importada a PostgreSQL (${total} filas); la carpeta antigua quedó en ${renamed}.`,
      )
    } catch (error) {
      await target.query('rollback').catch(() => {})
      throw error
    }
  } finally {
    target.release()
    await source?.close().catch(() => {})
  }
}

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given; else the
 * embedded PostgreSQL in `dataDir/pg`, started here and stopped by `close()` (a PGlite folder of an
 * earlier version in `dataDir/db` is imported into it first). On PostgreSQL the URL (the embedded server's
 * superuser) is the owner's: it applies the migrations, and the pool connects as the app's role, which
 * owns nothing and cannot change the audit trail (app-role.ts). `dataDir: 'memory'` is an in-memory
 * PGlite, and `engine: 'pglite'` a PGlite stored in `dataDir/db`: the in-process twin the API tests
 * and benchmarks use.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string
  engine?: 'postgres' | 'pglite'
  /** The role the app connects as on PostgreSQL (app-role.ts); `pizarra_app` by default. */
  appRole?: string | undefined
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'postgres', { appRole: options.appRole })
  if (options.dataDir !== 'memory' && options.engine !== 'pglite') {
    const server = await startEmbeddedPostgres(options.dataDir)
    const legacy = existsSync(path.join(options.dataDir, 'db', 'PG_VERSION'))
    try {
      return await openPostgres(server.url, 'postgres', {
        appRole: options.appRole,
        asOwner: legacy ? (owner) => importLegacyPglite(owner, options.dataDir) : undefined,
        onClose: () => server.stop(),
      })
    } catch (error) {
      await server.stop()
      throw error
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
    db,
    kind: 'pglite',
    rows: async <T>(_name: string, text: string, values: readonly unknown[]) =>
      (await client.query<T>(text, [...values])).rows,
    transaction: <T>(work: (rows: Rows) => Promise<T>) =>
      client.transaction((tx) =>
        work(
          async <R>(_name: string, text: string, values: readonly unknown[]) =>
            (await tx.query<R>(text, [...values])).rows,
        ),
      ),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}
