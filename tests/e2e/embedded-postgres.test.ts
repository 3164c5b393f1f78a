import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { alumnoList } from '@/api/contract/alumnos'
import { tokenResponse } from '@/api/contract/auth'
import { openDatabase } from '../../server/db/client'
import { alumnos, cursos } from '../../server/db/schema'
import { demoAccount, seedDemoInto } from '../../server/db/seed'
import { compiledServer } from './harness'

/**
 * The embedded default database (PostgreSQL in DATA_DIR/pg) and the PGlite folder (DATA_DIR/db) an
 * earlier version kept: the compiled server imports that folder into PostgreSQL on its first start
 * and renames it; with data on both sides it refuses to start, says what to do, and leaves no
 * PostgreSQL running.
 */

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pizarra-embedded-'))
  dirs.push(dir)
  return dir
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
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
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Whether a PostgreSQL server is running on `dir`/pg (its lock file names a live process). */
function postgresRunning(dir: string) {
  const file = path.join(dir, 'pg', 'postmaster.pid')
  return existsSync(file) && alive(Number(readFileSync(file, 'utf8').split('\n')[0]))
}

/** A PGlite folder as an earlier version left it: the demo school and one more student. */
async function legacyFolder(dir: string, student: string) {
  const legacy = await openDatabase({ dataDir: dir, engine: 'pglite' })
  try {
    await seedDemoInto(legacy, dir)
    const [curso] = await legacy.db.select().from(cursos).limit(1)
    await legacy.db.insert(alumnos).values({
      colegioId: curso!.colegioId,
      cursoId: curso!.id,
      nombre: student,
      rut: '11111111-1',
    })
    const [row] = await legacy.db.select({ n: count() }).from(alumnos)
    return row!.n
  } finally {
    await legacy.close()
  }
}

interface Running {
  child: ChildProcess
  base: string
  exited: Promise<number | null>
  output(): string
}

/** Starts the compiled server on `dir` and resolves once /api/health answers, or once it exits. */
async function serve(dir: string): Promise<Running> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawn(process.execPath, [compiledServer()], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (d) => {
      log += d
    })
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 60_000
  while (child.exitCode === null && child.signalCode === null) {
    if (Date.now() > deadline) throw new Error(`el servidor no respondió:\n${log}`)
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, base, exited, output: () => log }
}

async function studentNames(s: Running) {
  const login = await fetch(`${s.base}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: demoAccount.email, password: demoAccount.password }),
  })
  expect(login.status, s.output()).toBe(200)
  const { access_token } = tokenResponse.parse(await login.json())
  const res = await fetch(`${s.base}/api/alumnos/`, { headers: { authorization: `Bearer ${access_token}` } })
  expect(res.status).toBe(200)
  return alumnoList.parse(await res.json()).map((a) => a.nombre)
}

describe('the embedded PostgreSQL and an earlier PGlite folder', () => {
  it('imports DATA_DIR/db on the first start, renames it, and keeps the data across restarts', async () => {
    const dir = dataDir()
    const students = await legacyFolder(dir, 'Amanda Rojas Fuentes')

    const first = await serve(dir)
    expect(first.child.exitCode, first.output()).toBeNull()
    expect(first.output()).toContain('Base de datos PGlite anterior importada a PostgreSQL')
    const names = await studentNames(first)
    expect(names).toHaveLength(students)
    expect(names).toContain('Amanda Rojas Fuentes')
    expect(existsSync(path.join(dir, 'db')), 'the old folder is renamed').toBe(false)
    expect(readdirSync(dir).filter((f) => f.startsWith('db.importada-'))).toHaveLength(1)
    first.child.kill('SIGTERM')
    expect(await first.exited, first.output()).toBe(0)
    expect(postgresRunning(dir), 'SIGTERM stops the embedded PostgreSQL').toBe(false)

    // The sequences continue after the imported ids, and nothing is imported twice.
    const database = await openDatabase({ dataDir: dir })
    try {
      const [curso] = await database.db.select().from(cursos).limit(1)
      const [added] = await database.db
        .insert(alumnos)
        .values({ colegioId: curso!.colegioId, cursoId: curso!.id, nombre: 'Nueva Alumna', rut: '22222222-2' })
        .returning()
      // The imported students have ids 1…n: a sequence left at 1 would collide.
      expect(added!.id).toBe(students + 1)
      // The pool is the app's role (its password checked by scram-sha-256), not the cluster's superuser.
      const role = await database.pool!.query(
        'select current_user as name, rolsuper from pg_roles where rolname = current_user',
      )
      expect(role.rows).toEqual([{ name: 'pizarra_app', rolsuper: false }])
      await expect(database.pool!.query('delete from auditoria')).rejects.toThrow(
        'permission denied for table auditoria',
      )
      await expect(database.pool!.query('alter table auditoria disable trigger all')).rejects.toThrow(
        /must be owner of (table|relation) auditoria/,
      )
    } finally {
      await database.close()
    }
    expect(postgresRunning(dir)).toBe(false)

    const second = await serve(dir)
    expect(second.output()).not.toContain('importada')
    expect(await studentNames(second)).toHaveLength(students + 1)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 300_000)

  it('refuses to start when DATA_DIR/pg already has data, says what to do, and stops its PostgreSQL', async () => {
    const dir = dataDir()
    await legacyFolder(dir, 'Amanda Rojas Fuentes')
    const first = await serve(dir)
    first.child.kill('SIGTERM')
    expect(await first.exited, first.output()).toBe(0)
    // An earlier version's folder appears again next to a PostgreSQL that has data.
    await legacyFolder(dir, 'Benjamín Muñoz Soto')

    const refused = await serve(dir)
    const code = await refused.exited
    expect(code, refused.output()).not.toBe(0)
    expect(refused.output()).toContain('tiene la base de datos PGlite de una versión anterior de Pizarra')
    expect(refused.output()).toContain('Pizarra no mezcla las dos')
    expect(postgresRunning(dir), 'a refused start leaves no PostgreSQL running').toBe(false)
    expect(existsSync(path.join(dir, 'db', 'PG_VERSION')), 'the folder is left as it was').toBe(true)

    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/renombra .*db/)
    expect(postgresRunning(dir)).toBe(false)
  }, 300_000)
})
