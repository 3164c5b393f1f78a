/**
 * `npm run respaldo`: one backup of the database and the files, the app running or stopped. Prints the
 * archive's path as its last line; exits 1 with a Spanish message on failure.
 *
 * Embedded default: when the app is running, its PostgreSQL (found through `DATA_DIR/pg/postmaster.pid`)
 * is used as it is, never a second server on the same folder; when it is stopped the cluster is started
 * for the backup and stopped after. With DATABASE_URL, pg_dump when it is installed and at least the
 * server's version, else the same logical copy.
 */
import path from 'node:path'
import { loadConfig } from '../config'
import { startEmbeddedPostgres } from '../db/embedded'
import { createBackup } from './backup'
import { hasEmbeddedCluster, runningEmbedded } from './cluster'

async function main() {
  // Only DATA_DIR, DATABASE_URL, S3 and BACKUP_* matter here: production's other requirements do not apply.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' })
  const filesDir = config.s3 ? undefined : path.join(config.dataDir, 'files')
  const common = { filesDir, outDir: config.backup.dir, log: (line: string) => console.error(line) }
  if (config.databaseUrl) {
    return createBackup({ ...common, connectionString: config.databaseUrl, preferPgDump: true })
  }
  const running = runningEmbedded(config.dataDir)
  if (running) {
    console.error(`Pizarra está en marcha: respaldando su base de datos (PostgreSQL, proceso ${running.pid}).`)
    return createBackup({ ...common, connectionString: running.url })
  }
  if (!hasEmbeddedCluster(config.dataDir)) {
    throw new Error(`No hay una base de datos de Pizarra en ${path.join(config.dataDir, 'pg')}: revisa DATA_DIR.`)
  }
  const server = await startEmbeddedPostgres(config.dataDir)
  try {
    return await createBackup({ ...common, connectionString: server.url })
  } finally {
    await server.stop()
  }
}

try {
  const result = await main()
  console.log(result.file)
  process.exit(0)
} catch (error) {
  console.error(`No se pudo hacer el respaldo: ${(error as Error).message}`)
  process.exit(1)
}
