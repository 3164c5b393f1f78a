/**
 * Runs a command against a throwaway PostgreSQL 15 server (scripts/postgres-server.ts): export
 * TEST_PG_URL, run the command, stop the server and delete its dir.
 *   node --import tsx scripts/with-postgres.ts vitest run --project api
 */
import { spawnSync } from 'node:child_process'
import { hasPostgres, postgresBin, startPostgres } from './postgres-server'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('uso: with-postgres.ts <comando> [argumentos…]')
  process.exit(2)
}
if (!hasPostgres()) {
  console.error(`No hay PostgreSQL en ${postgresBin} (PG_BIN). Instálalo con: apt-get install -y postgresql-15`)
  process.exit(1)
}

let code = 1
const server = await startPostgres()
try {
  console.log(`PostgreSQL 15 en ${server.url}`)
  const run = spawnSync(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_PG_URL: server.url, PG_URL: server.url },
    shell: process.platform === 'win32',
  })
  code = run.status ?? 1
} finally {
  server.stop()
}
process.exit(code)
