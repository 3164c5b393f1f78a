/**
 * A throwaway PostgreSQL 15 server for tests, benchmarks and the cluster check: initdb in a temp dir,
 * start it on a free loopback port, and later stop it and delete the dir. Used by
 * `scripts/with-postgres.ts`, `bench/api.bench.ts` and `tests/e2e/cluster.test.ts`.
 */
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Where the server binaries are: Debian's `postgresql-15` package unless PG_BIN says otherwise. */
export const postgresBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

/** Whether the binaries are installed, so callers can skip instead of failing. */
export const hasPostgres = () => existsSync(path.join(postgresBin, 'initdb'))

export interface PostgresServer {
  /** Superuser URL of the `postgres` database, e.g. `postgres://postgres@127.0.0.1:54321/postgres`. */
  url: string
  port: number
  /** The server log, for a failure message. */
  logFile: string
  /** Stops the server and keeps its data, as a restart or a failover does; `up()` starts it again. */
  down(): void
  up(): void
  /** Stops the server for good and deletes its data. */
  stop(): void
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts a fresh server. `durable: false` (the default) turns fsync and synchronous commit off, which is
 * right for throwaway data; the benchmark passes `true` to measure what a real server does.
 */
export async function startPostgres(options: { durable?: boolean; quiet?: boolean } = {}): Promise<PostgresServer> {
  if (!hasPostgres()) {
    throw new Error(`No hay PostgreSQL en ${postgresBin} (PG_BIN). Instálalo con: apt-get install -y postgresql-15`)
  }
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'pizarra-pg-'))
  const data = path.join(dir, 'data')
  const logFile = path.join(dir, 'log')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    // The server refuses to run as root: the dir belongs to the postgres user and the tools run as it.
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()))
  }
  const stdio = options.quiet ? 'ignore' : 'inherit'
  const pg = (tool: string, args: string[]) => {
    const exe = path.join(postgresBin, tool)
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', exe, ...args], { stdio })
      : spawnSync(exe, args, { stdio })
    if (result.status !== 0) throw new Error(`${tool} falló (${result.status})`)
  }
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off']),
  ]
  const start = () => pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-o', settings.join(' '), 'start'])
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    logFile,
    down: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    up: start,
    stop() {
      if (stopped) return
      stopped = true
      try {
        pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } catch {}
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
