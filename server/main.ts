import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { createBackup } from './backup/backup'
import { advisoryLock, NightlyBackups } from './backup/nightly'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { demoAccount, seedIfEmpty } from './db/seed'
import { bufferedStdout } from './log-destination'

const config = loadConfig()
// Without DATABASE_URL this starts the embedded PostgreSQL in DATA_DIR/pg; every failure below stops it.
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  appRole: config.databaseAppRole,
})
const databaseName = config.databaseUrl ? 'PostgreSQL' : `PostgreSQL embebido en ${path.join(config.dataDir, 'pg')}`

async function startApp() {
  const app = await buildApp({
    config,
    database,
    webRoot: fileURLToPath(new URL('../dist', import.meta.url)),
    logger: { level: config.logLevel, stream: bufferedStdout() },
  })
  const started = performance.now()
  await app.ready()
  if (await seedIfEmpty(app)) {
    app.log.info(
      { email: demoAccount.email, codigo: demoAccount.codigo, ms: Math.round(performance.now() - started) },
      'colegio de demostración creado',
    )
    console.log(
      `\n  Cuenta de demostración\n    correo:      ${demoAccount.email}\n    contraseña:  ${demoAccount.password}\n    código del colegio: ${demoAccount.codigo}\n`,
    )
  }
  return app
}
let app: Awaited<ReturnType<typeof startApp>>
try {
  app = await startApp()
} catch (error) {
  await database.close().catch(() => {})
  throw error
}

// The nightly backup: with the embedded default, or with DATABASE_URL when BACKUP_HOUR or BACKUP_DIR is set.
const pool = database.pool
const nightly =
  config.backup.nightly && pool
    ? new NightlyBackups({
        dir: config.backup.dir,
        hour: config.backup.hour,
        keepDaily: config.backup.keepDaily,
        keepWeekly: config.backup.keepWeekly,
        clock: () => new Date(),
        log: app.log,
        lock: advisoryLock(pool),
        backup: () =>
          createBackup({
            pool,
            connectionString: config.databaseUrl,
            preferPgDump: Boolean(config.databaseUrl),
            filesDir: config.s3 ? undefined : path.join(config.dataDir, 'files'),
            outDir: config.backup.dir,
          }),
      })
    : undefined

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'cerrando')
  // Long enough for a generation in flight to finish (the AI timeout) and keep or refund its evaluation.
  const grace = (config.ai?.timeoutMs ?? 10_000) + 5_000
  const timer = setTimeout(() => process.exit(1), grace)
  timer.unref()
  try {
    nightly?.stop()
    await app.close()
    await nightly?.idle()
    await database.close()
    process.exit(0)
  } catch (err) {
    app.log.error({ err }, 'error al cerrar')
    process.exit(1)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  await app.close().catch(() => {})
  await database.close().catch(() => {})
  throw error
}
nightly?.start()
console.log(`  Pizarra escucha en ${config.publicUrl} (base de datos: ${databaseName})\n`)
