/**
 * Restores a backup archive into DATA_DIR, with the app stopped. Nothing in DATA_DIR is touched until the
 * whole archive has been read and checked against its manifest (format, version, migration, the size and
 * SHA-256 of every table and file) and a complete new DATA_DIR has been built beside it: a new embedded
 * cluster, the schema made by the committed migrations up to the archive's, every table loaded with COPY
 * in one transaction, the sequences set, the counts checked, then the newer migrations applied. Only then
 * is the current data moved aside (`--reemplazar`) and the new one moved in.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import * as tar from 'tar'
import { schoolTimeZone } from '@/domain/attendance'
import { startEmbeddedPostgres } from '../db/embedded'
import { runningEmbedded } from './cluster'
import {
  archiveFormat,
  archiveVersion,
  dumpEntry,
  fileEntry,
  journal,
  type Manifest,
  manifestName,
  manifestSchema,
  migrationsFolder,
  tableEntry,
} from './manifest'

export class RestoreError extends Error {}

/** Entries of DATA_DIR that are not data: the backups, and data set aside by earlier restores. */
const notData = (name: string) => name === 'respaldos' || name.startsWith('antes-de-restaurar-')

/** The entries of DATA_DIR that hold data (empty when it does not exist). */
export async function dataEntries(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return []
  return (await readdir(dataDir)).filter((n) => !notData(n))
}

async function sha256Of(file: string) {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

const stampOf = (at: Date) => format(new TZDate(at.getTime(), schoolTimeZone), 'yyyyMMdd-HHmmss')

/** Reads and checks the archive into `dir`; answers its manifest or throws a RestoreError in Spanish. */
export async function readArchive(archive: string, dir: string): Promise<Manifest> {
  const damaged = (why: string) =>
    new RestoreError(
      `${archive} no es un respaldo de Pizarra completo (${why}). Está dañado, truncado o es otro tipo de archivo; no se cambió nada.`,
    )
  const wanted = (p: string) => p === manifestName || p.startsWith('db/') || p.startsWith('files/')
  try {
    await tar.x({ file: archive, cwd: dir, strict: true, preserveOwner: false, filter: (p) => wanted(p) })
  } catch (error) {
    throw damaged((error as Error).message)
  }
  let manifest: Manifest
  try {
    const raw = JSON.parse(await readFile(path.join(dir, manifestName), 'utf8')) as { formato?: unknown }
    if (raw.formato !== archiveFormat) throw new Error('sin manifiesto de Pizarra')
    manifest = manifestSchema.parse(raw)
  } catch (error) {
    throw damaged(`manifiesto: ${(error as Error).message.split('\n')[0]}`)
  }
  if (manifest.version > archiveVersion) {
    throw new RestoreError(
      `${archive} tiene un formato de respaldo más nuevo (${manifest.version}) que el que conoce esta versión de Pizarra (${archiveVersion}). Actualiza Pizarra y vuelve a intentarlo; no se cambió nada.`,
    )
  }
  if (manifest.metodo === 'pg_dump') {
    throw new RestoreError(
      `${archive} es un respaldo de un PostgreSQL propio hecho con pg_dump: restáuralo en ese servidor con "pg_restore --clean --no-owner -d <DATABASE_URL> db/pizarra.dump" (extrae el archivo con tar -xzf) y copia su carpeta files a DATA_DIR/files. No se cambió nada.`,
    )
  }
  const known = journal()
  const position = manifest.migracion
  if (position.aplicadas > known.length || known[position.aplicadas - 1]?.when !== position.creada) {
    throw new RestoreError(
      `${archive} es de una versión de Pizarra más nueva o distinta (${manifest.app}, migración ${position.ultima}) que esta, que conoce hasta ${known.at(-1)?.tag}. Actualiza Pizarra antes de restaurar; no se cambió nada.`,
    )
  }
  const check = async (entry: string, bytes: number, sha256: string) => {
    const file = path.join(dir, entry)
    if (!existsSync(file)) throw damaged(`falta ${entry}`)
    if ((await stat(file)).size !== bytes || (await sha256Of(file)) !== sha256)
      throw damaged(`${entry} no coincide con el manifiesto`)
  }
  for (const t of manifest.tablas)
    await check(t.nombre === dumpEntry ? dumpEntry : tableEntry(t.nombre), t.bytes, t.sha256)
  for (const f of manifest.archivos.lista) await check(fileEntry(f.ruta), f.bytes, f.sha256)
  return manifest
}

/** The committed migrations up to the `count`th, in a folder of their own, for drizzle's migrator. */
export async function migrationsUpTo(count: number, dir: string) {
  const source = fileURLToPath(migrationsFolder)
  await mkdir(path.join(dir, 'meta'), { recursive: true })
  const file = JSON.parse(await readFile(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  file.entries = file.entries.slice(0, count)
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(file))
  for (const e of file.entries) await copyFile(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`))
}

/** Loads the checked archive into a new cluster in `target` (a DATA_DIR being built). */
async function loadInto(target: string, extracted: string, manifest: Manifest, log: (line: string) => void) {
  const server = await startEmbeddedPostgres(target)
  const client = new pg.Client({ connectionString: server.url })
  try {
    await client.connect()
    const partial = path.join(extracted, '.migraciones')
    await migrationsUpTo(manifest.migracion.aplicadas, partial)
    await migrate(drizzle(client), { migrationsFolder: partial })

    const stored = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER'`,
    )
    const columnsOf = new Map<string, Set<string>>()
    for (const r of stored.rows)
      columnsOf.set(r.table_name, (columnsOf.get(r.table_name) ?? new Set()).add(r.column_name))
    const sameTables =
      columnsOf.size === manifest.tablas.length &&
      manifest.tablas.every((t) => {
        const columns = columnsOf.get(t.nombre)
        return columns?.size === t.columnas.length && t.columnas.every((c) => columns.has(c))
      })
    if (!sameTables) {
      throw new RestoreError(
        `Las tablas del respaldo no son las que tiene Pizarra en la migración ${manifest.migracion.ultima}: no es un respaldo de esta aplicación. No se cambió nada.`,
      )
    }

    await client.query('begin')
    // Rows go in table by table; the foreign keys hold because they held in the snapshot.
    await client.query('set local session_replication_role = replica')
    for (const t of manifest.tablas) {
      const columns = t.columnas.map((c) => pg.escapeIdentifier(c)).join(', ')
      await pipeline(
        createReadStream(path.join(extracted, tableEntry(t.nombre))),
        client.query(copyFrom(`copy ${pg.escapeIdentifier(t.nombre)} (${columns}) from stdin`)),
      )
    }
    for (const s of manifest.secuencias) {
      if (s.valor !== null) {
        await client.query('select setval($1::regclass, $2::bigint)', [
          `public.${pg.escapeIdentifier(s.nombre)}`,
          s.valor,
        ])
      }
    }
    await client.query('commit')
    for (const t of manifest.tablas) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${pg.escapeIdentifier(t.nombre)}`)
      if (Number(rows[0]!.n) !== t.filas) {
        throw new RestoreError(`La tabla ${t.nombre} quedó con ${rows[0]!.n} filas y el respaldo tiene ${t.filas}.`)
      }
    }
    // The migrations this version has beyond the archive's.
    await migrate(drizzle(client), { migrationsFolder: fileURLToPath(migrationsFolder) })
    log(`base de datos: ${manifest.tablas.length} tablas, ${manifest.tablas.reduce((n, t) => n + t.filas, 0)} filas`)
  } finally {
    await client.end().catch(() => {})
    await server.stop()
  }
}

export interface RestoreOptions {
  archive: string
  dataDir: string
  /** Move the data DATA_DIR already holds to `DATA_DIR/antes-de-restaurar-<fecha>` instead of refusing. */
  replace: boolean
  clock?: () => Date
  log?: (line: string) => void
}

export interface RestoreResult {
  manifest: Manifest
  /** Where the data DATA_DIR held went, with `replace`. */
  setAside: string | undefined
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {})
  const clock = options.clock ?? (() => new Date())
  const archive = path.resolve(options.archive)
  const dataDir = path.resolve(options.dataDir)
  if (!existsSync(archive)) throw new RestoreError(`No existe el archivo ${archive}.`)
  const running = runningEmbedded(dataDir)
  if (running) {
    throw new RestoreError(
      `La base de datos de ${dataDir} está en uso (PostgreSQL, proceso ${running.pid}): detén Pizarra antes de restaurar. No se cambió nada.`,
    )
  }
  const existing = await dataEntries(dataDir)
  if (existing.length > 0 && !options.replace) {
    throw new RestoreError(
      `${dataDir} ya tiene datos (${existing.join(', ')}). Para reemplazarlos por los del respaldo usa --reemplazar: los datos actuales quedarán en ${path.join(dataDir, 'antes-de-restaurar-<fecha>')}. No se cambió nada.`,
    )
  }

  // Both working folders sit beside DATA_DIR, on its file system, so the final moves are renames.
  const parent = path.dirname(dataDir)
  await mkdir(parent, { recursive: true })
  const base = path.basename(dataDir)
  const extracted = await mkdtemp(path.join(parent, `.${base}-archivo-`))
  const built = await mkdtemp(path.join(parent, `.${base}-restaurando-`))
  try {
    log(`leyendo ${archive}`)
    const manifest = await readArchive(archive, extracted)
    log(`respaldo del ${manifest.creado} (Pizarra ${manifest.app}, ${manifest.archivos.lista.length} archivos)`)
    await loadInto(built, extracted, manifest, log)
    if (existsSync(path.join(extracted, 'files')))
      await rename(path.join(extracted, 'files'), path.join(built, 'files'))

    let setAside: string | undefined
    const now = await dataEntries(dataDir)
    if (now.length > 0) {
      setAside = path.join(dataDir, `antes-de-restaurar-${stampOf(clock())}`)
      await mkdir(setAside)
      for (const name of now) await rename(path.join(dataDir, name), path.join(setAside, name))
      log(`los datos que había quedaron en ${setAside}`)
    }
    if (existsSync(dataDir)) {
      for (const name of await readdir(built)) await rename(path.join(built, name), path.join(dataDir, name))
    } else {
      await rename(built, dataDir)
    }
    return { manifest, setAside }
  } finally {
    // A failed extraction may still be writing its last entries: retry until the folder is gone.
    const remove = { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }
    await rm(extracted, remove).catch((error) => log(`no se pudo borrar ${extracted}: ${error.message}`))
    await rm(built, remove).catch((error) => log(`no se pudo borrar ${built}: ${error.message}`))
  }
}
