import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The embedded PostgreSQL running on `DATA_DIR/pg`, if one is (the app's, or one a killed app left):
 * its pid and the URL to reach it, read from `postmaster.pid` (line 4 is the port) and `pg.password`.
 * A backup connects to it rather than start a second server on the same folder.
 */
export function runningEmbedded(dataDir: string): { pid: number; url: string } | undefined {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const lines = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined
  const passwordFile = path.join(dataDir, 'pg.password')
  const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : ''
  return { pid, url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` }
}

/** True when `DATA_DIR/pg` holds a complete cluster made by Pizarra. */
export function hasEmbeddedCluster(dataDir: string) {
  return existsSync(path.join(dataDir, 'pg', 'PG_VERSION')) && existsSync(path.join(dataDir, 'pg.password'))
}
