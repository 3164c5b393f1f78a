/**
 * `npm run restaurar -- <archivo> [--reemplazar]`: restores a backup into DATA_DIR, with the app stopped.
 * Refuses a DATA_DIR that holds data unless `--reemplazar` is given, which first moves it to
 * `DATA_DIR/antes-de-restaurar-<fecha>`. Exits 1 with a Spanish message, having changed nothing, when
 * the archive is foreign, damaged or truncated.
 */
import { loadConfig } from '../config'
import { RestoreError, restoreBackup } from './restore'

const args = process.argv.slice(2)
const replace = args.includes('--reemplazar')
const files = args.filter((a) => !a.startsWith('--'))
const unknown = args.filter((a) => a.startsWith('--') && a !== '--reemplazar')

if (files.length !== 1 || unknown.length > 0) {
  console.error('Uso: npm run restaurar -- <archivo .tar.gz> [--reemplazar]')
  process.exit(2)
}
try {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' })
  if (config.databaseUrl) {
    throw new RestoreError(
      'Con DATABASE_URL la base de datos es un servidor propio: restaura su respaldo con pg_restore (ver README, "Respaldos y restauración"). npm run restaurar restaura la base embebida de DATA_DIR; quita DATABASE_URL para usarla.',
    )
  }
  const result = await restoreBackup({
    archive: files[0]!,
    dataDir: config.dataDir,
    replace,
    log: (line) => console.log(line),
  })
  console.log(
    `Restaurado en ${config.dataDir} el respaldo del ${result.manifest.creado}. Inicia Pizarra con npm start.`,
  )
  process.exit(0)
} catch (error) {
  const message = error instanceof RestoreError ? error.message : `No se pudo restaurar: ${(error as Error).message}`
  console.error(message)
  process.exit(1)
}
