/**
 * Runs a command against a throwaway PostgreSQL 15 server: initdb in a temp dir, start it on a free
 * loopback port, export TEST_PG_URL, run the command, stop the server and delete the dir.
 *   node --import tsx scripts/with-postgres.ts vitest run --project api
 */
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('uso: with-postgres.ts <comando> [argumentos…]')
  process.exit(2)
}
if (!existsSync(path.join(bin, 'initdb'))) {
  console.error(`No hay PostgreSQL en ${bin} (PG_BIN). Instálalo con: apt-get install -y postgresql-15`)
  process.exit(1)
}

const port: number = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const a = s.address()
    s.close(() => resolve(typeof a === 'object' && a ? a.port : 54329))
  })
})
const dir = mkdtempSync(path.join(tmpdir(), 'pizarra-pg-'))
const asRoot = process.getuid?.() === 0
if (asRoot) {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()))
}
/** Runs a PostgreSQL binary, as the postgres user when we are root (the server refuses root). */
function pg(tool: string, args: string[]) {
  const exe = path.join(bin, tool)
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', exe, ...args], { stdio: 'inherit' })
    : spawnSync(exe, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${tool} falló (${result.status})`)
}

let code = 1
try {
  pg('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  pg('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`,
    'start',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  console.log(`PostgreSQL 15 en ${url}`)
  const run = spawnSync(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_PG_URL: url, PG_URL: url },
    shell: process.platform === 'win32',
  })
  code = run.status ?? 1
} finally {
  try {
    pg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
  } catch {}
  rmSync(dir, { recursive: true, force: true })
}
process.exit(code)
