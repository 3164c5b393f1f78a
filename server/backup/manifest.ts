/**
 * What a backup archive says about itself (`manifest.json`, the archive's first entry): which program made
 * it, how, at which migration, and the size and SHA-256 of every table and file in it. A restore checks
 * all of it before it changes anything, so a foreign, corrupt or truncated archive is refused.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'

export const manifestName = 'manifest.json'
export const archiveFormat = 'pizarra-respaldo'
/** Raised when the layout of an archive changes; a restore refuses versions it does not know. */
export const archiveVersion = 1

const sha256 = z.string().regex(/^[0-9a-f]{64}$/)
const count = z.number().int().min(0)

export const manifestSchema = z.object({
  formato: z.literal(archiveFormat),
  version: z.number().int().min(1),
  app: z.string(),
  creado: z.string(),
  /** `copia-logica`: every table copied (COPY) in one REPEATABLE READ READ ONLY transaction. */
  metodo: z.enum(['copia-logica', 'pg_dump']),
  postgres: z.string(),
  /** How many committed migrations the database had, and the last one's tag and timestamp. */
  migracion: z.object({ aplicadas: count, ultima: z.string(), creada: z.number() }),
  tablas: z.array(z.object({ nombre: z.string(), columnas: z.array(z.string()), filas: count, bytes: count, sha256 })),
  secuencias: z.array(z.object({ nombre: z.string(), valor: z.string().nullable() })),
  /** `s3`: the files are in the bucket and not in the archive. */
  archivos: z.object({
    origen: z.enum(['local', 's3']),
    lista: z.array(z.object({ ruta: z.string(), bytes: count, sha256 })),
  }),
})
export type Manifest = z.infer<typeof manifestSchema>

/** The path of a table's data inside the archive. */
export const tableEntry = (table: string) => `db/${table}.copy`
export const dumpEntry = 'db/pizarra.dump'
/** The path of a stored file inside the archive (`files/<key>`, as under DATA_DIR). */
export const fileEntry = (key: string) => `files/${key}`

/** The app's version, from package.json. */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  return pkg.version
}

export interface JournalEntry {
  idx: number
  when: number
  tag: string
}

export const migrationsFolder = new URL('../db/migrations', import.meta.url)

/** The committed migrations this code knows, in order. */
export function journal(): JournalEntry[] {
  const file = new URL('../db/migrations/meta/_journal.json', import.meta.url)
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries
}
