/**
 * A backup: the database as of one instant and the stored files, as one `pizarra-<AAAAMMDD-HHMMSS>.tar.gz`.
 *
 * The database is copied logically, table by table (`COPY … TO STDOUT`), inside ONE transaction opened
 * `ISOLATION LEVEL REPEATABLE READ, READ ONLY`: every statement of it sees the snapshot taken by its first
 * query, which is exactly how pg_dump gets a consistent dump of a database in use (PostgreSQL documents
 * it as safe while other sessions write; see the README, "Respaldos y restauración"). It works the same
 * on the embedded PostgreSQL 18 (whose package has no pg_dump) and on any server. The schema is not
 * copied: a restore makes it with the committed migrations up to the one the manifest names.
 *
 * Files are never changed once written (the storage writes a `.partial` and renames it), so they are
 * hard-linked (copied across file systems) into the archive's staging folder, once before the snapshot and
 * once more while it is held: every file of a document the snapshot holds was written before its row was
 * committed, so the second pass has it, and a file deleted with its row just after the snapshot was
 * already linked by the first. (Files written after the snapshot may come too; nothing refers to them.)
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import * as tar from 'tar'
import { schoolTimeZone } from '@/domain/attendance'
import {
  appVersion,
  archiveFormat,
  archiveVersion,
  dumpEntry,
  fileEntry,
  journal,
  type Manifest,
  manifestName,
  tableEntry,
} from './manifest'

/** `pizarra-20261125-030000.tar.gz`: the moment, in Chile's time, of the backup. */
export const archivePattern = /^pizarra-(\d{8})-(\d{6})(?:-\d+)?\.tar\.gz$/

export function archiveName(at: Date, suffix = 0) {
  const stamp = format(new TZDate(at.getTime(), schoolTimeZone), 'yyyyMMdd-HHmmss')
  return `pizarra-${stamp}${suffix ? `-${suffix}` : ''}.tar.gz`
}

export interface BackupOptions {
  /** A connection to the database to copy (a superuser or the app's owner). */
  connectionString?: string
  pool?: pg.Pool
  /** `DATA_DIR/files`, or undefined when the files are in S3. */
  filesDir: string | undefined
  /** Where the archive goes (`DATA_DIR/respaldos` or `BACKUP_DIR`). */
  outDir: string
  /** Use pg_dump when it is installed and can dump this server (a server of one's own, `DATABASE_URL`). */
  preferPgDump?: boolean
  clock?: () => Date
  log?: (line: string) => void
}

export interface BackupResult {
  file: string
  bytes: number
  manifest: Manifest
}

/** A stream that passes bytes through and counts and hashes them. */
function hasher() {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) }
}

async function hashFile(file: string) {
  const h = hasher()
  await pipeline(createReadStream(file), h.stream, async (source) => {
    for await (const _ of source) {
    }
  })
  return h.result()
}

/** The stored files under `dir`, as keys relative to it (`a/b.docx`), without half-written `.partial` files. */
async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.partial'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

async function linkOrCopy(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

/** Links every stored file not yet in the staging folder; answers the keys of all the files there. */
async function linkFiles(filesDir: string, staging: string): Promise<string[]> {
  for (const key of await listFiles(filesDir)) {
    const target = path.join(staging, fileEntry(key))
    if (existsSync(target)) continue
    try {
      await linkOrCopy(path.join(filesDir, key), target)
    } catch (error) {
      // Deleted between the listing and the link: it is not part of this backup.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return listFiles(path.join(staging, 'files'))
}

/** The migrations applied to the database: how many, and the last one (by drizzle's journal). */
async function migrationPosition(client: pg.ClientBase): Promise<Manifest['migracion']> {
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at',
  )
  const last = rows.at(-1)
  if (!last) throw new Error('La base de datos no tiene las migraciones de Pizarra: no parece una base de Pizarra.')
  const when = Number(last.created_at)
  const known = journal().find((e) => e.when === when)
  return { aplicadas: rows.length, ultima: known?.tag ?? `desconocida-${when}`, creada: when }
}

/** pg_dump's major version, if it is installed and can dump a server of `serverMajor`. */
function usablePgDump(serverMajor: number): boolean {
  const run = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' })
  if (run.status !== 0) return false
  const major = Number(/(\d+)/.exec(run.stdout)?.[1])
  return Number.isInteger(major) && major >= serverMajor
}

/** Runs a program without blocking the event loop (the nightly backup runs inside the app). */
function runProcess(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stderr }))
  })
}

/** Makes the archive. Prints nothing itself; `log` gets one line per step. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const clock = options.clock ?? (() => new Date())
  const log = options.log ?? (() => {})
  await mkdir(options.outDir, { recursive: true })
  const staging = await mkdtemp(path.join(options.outDir, '.respaldo-'))
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, max: 1 })
  const client = await pool.connect()
  try {
    const startedAt = clock()
    await mkdir(path.join(staging, 'db'))
    // Files are linked once before the snapshot, so that one deleted (with its row) just after the snapshot
    // is still in the archive, and once more inside it for the files written in between.
    if (options.filesDir) await linkFiles(options.filesDir, staging)
    await client.query('begin isolation level repeatable read read only')
    // The snapshot is taken by the transaction's first query; every later read sees the same instant.
    const version = await client.query<{ server_version: string; server_version_num: string }>(
      "select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num",
    )
    const serverVersion = version.rows[0]!.server_version
    const serverMajor = Math.floor(Number(version.rows[0]!.server_version_num) / 10_000)
    const migracion = await migrationPosition(client)

    const lista: Manifest['archivos']['lista'] = []
    if (options.filesDir) {
      for (const key of await linkFiles(options.filesDir, staging)) {
        lista.push({ ruta: key, ...(await hashFile(path.join(staging, fileEntry(key)))) })
      }
    }

    const tablas: Manifest['tablas'] = []
    const secuencias: Manifest['secuencias'] = []
    let metodo: Manifest['metodo'] = 'copia-logica'
    if (options.preferPgDump && options.connectionString && usablePgDump(serverMajor)) {
      metodo = 'pg_dump'
      // pg_dump takes its own snapshot; the export of ours would need the same connection string.
      const exported = await client.query<{ id: string }>('select pg_export_snapshot() as id')
      const run = await runProcess('pg_dump', [
        '--format=custom',
        '--no-owner',
        // Grants are not data: the app's start grants its role again (server/db/app-role.ts), and the
        // role's password stays with the database it was made for (a restore elsewhere makes its own).
        '--no-acl',
        '--exclude-schema=pizarra_interno',
        `--snapshot=${exported.rows[0]!.id}`,
        `--file=${path.join(staging, dumpEntry)}`,
        `--dbname=${options.connectionString}`,
      ])
      if (run.code !== 0) throw new Error(`pg_dump falló: ${run.stderr.trim()}`)
    } else {
      const tables = await client.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
      )
      for (const { name } of tables.rows) {
        const columns = (
          await client.query<{ column_name: string }>(
            `select column_name from information_schema.columns
              where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
            [name],
          )
        ).rows.map((r) => r.column_name)
        const id = pg.escapeIdentifier(name)
        const list = columns.map((c) => pg.escapeIdentifier(c)).join(', ')
        const counted = await client.query<{ n: string }>(`select count(*) as n from ${id}`)
        const h = hasher()
        await pipeline(
          client.query(copyTo(`copy (select ${list} from ${id}) to stdout`)),
          h.stream,
          createWriteStream(path.join(staging, tableEntry(name))),
        )
        tablas.push({ nombre: name, columnas: columns, filas: Number(counted.rows[0]!.n), ...h.result() })
      }
      const sequences = await client.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1",
      )
      for (const s of sequences.rows) secuencias.push({ nombre: s.name, valor: s.value })
    }
    await client.query('commit')

    if (metodo === 'pg_dump') {
      const dump = await hashFile(path.join(staging, dumpEntry))
      tablas.push({ nombre: dumpEntry, columnas: [], filas: 0, ...dump })
    }
    const manifest: Manifest = {
      formato: archiveFormat,
      version: archiveVersion,
      app: appVersion(),
      creado: startedAt.toISOString(),
      metodo,
      postgres: serverVersion,
      migracion,
      tablas,
      secuencias,
      archivos: { origen: options.filesDir ? 'local' : 's3', lista },
    }
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)

    // The manifest goes first, so a restore can refuse a foreign archive before reading the rest.
    let name = archiveName(startedAt)
    for (let n = 2; existsSync(path.join(options.outDir, name)); n++) name = archiveName(startedAt, n)
    const file = path.join(options.outDir, name)
    const partial = path.join(staging, 'archivo.tar.gz')
    const entries = [manifestName, 'db', ...(lista.length > 0 ? ['files'] : [])]
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, noMtime: false }, entries)
    await rename(partial, file)
    const bytes = (await stat(file)).size
    const what = metodo === 'pg_dump' ? 'pg_dump' : `${tablas.length} tablas`
    log(`respaldo ${file} (${bytes} bytes, ${what}, ${lista.length} archivos)`)
    return { file, bytes, manifest }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
    if (!options.pool) await pool.end()
    await rm(staging, { recursive: true, force: true })
  }
}
