import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, getTableName, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { inject } from 'vitest'
import type { z } from 'zod'
import type { MemberState, Role } from '@/domain/catalog'
import { type AppDeps, buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import { colegios, cursos, usuarioCursos, usuarios } from '../../server/db/schema'
import { hashPassword, newSchoolCode } from '../../server/security'

/**
 * A fresh database for one test file: a PGlite of its own, or a new database on the PostgreSQL
 * server named by TEST_PG_URL (the `npm run test:pg` run), dropped when the test closes it.
 */
export async function openTestDatabase() {
  const adminUrl = process.env.TEST_PG_URL
  if (!adminUrl) return openPgliteCopy()
  const name = `pizarra_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' })
  return {
    ...database,
    // The app's pool is `pizarra_app`, which may not change the schema (server/db/app-role.ts).
    asOwner: async (text: string) => {
      const owner = new pg.Client({ connectionString: url.toString() })
      await owner.connect()
      try {
        await owner.query(text)
      } finally {
        await owner.end()
      }
    },
    close: async () => {
      await database.close()
      const drop = new pg.Client({ connectionString: adminUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}

/**
 * A PGlite of its own on a copy of the migrated data directory the api project's global setup made
 * (global-setup.ts), deleted when closed. Outside that project (no snapshot provided) an in-memory PGlite,
 * migrated from scratch.
 */
async function openPgliteCopy() {
  const root = providedPgliteRoot()
  if (!root) return withOwner(await openDatabase({ dataDir: 'memory' }))
  const dataDir = mkdtempSync(path.join(root, 'files', 'db-'))
  cpSync(path.join(root, 'snapshot', 'db'), path.join(dataDir, 'db'), { recursive: true })
  try {
    const database = withOwner(await openDatabase({ dataDir, engine: 'pglite' }))
    return {
      ...database,
      close: async () => {
        try {
          await database.close()
        } finally {
          rmSync(dataDir, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/** On PGlite the one connection is the owner: `asOwner` runs on it. */
function withOwner(database: Database) {
  return { ...database, asOwner: async (text: string) => void (await database.db.execute(sql.raw(text))) }
}

function providedPgliteRoot(): string {
  try {
    return inject('pgliteRoot') ?? ''
  } catch {
    return ''
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The real app on a fresh database, with rate limits off unless asked for. */
export async function createTestApp(overrides: Partial<AppDeps> = {}, env: NodeJS.ProcessEnv = {}) {
  const database = await openTestDatabase()
  // Files and the mail outbox of the file's app go to a folder of its own, deleted with it (never the work tree).
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pizarra-api-data-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, DATA_DIR: dataDir })
  const app = await buildApp({ config, database, rateLimit: false, logger: false, ...overrides })
  await app.ready()
  return {
    app,
    database,
    db: database.db,
    /** Runs SQL as the owner of the tables (a fixture that changes the schema); the app's `db` may not. */
    asOwner: database.asOwner,
    config,
    async close() {
      await app.close()
      await database.close()
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let passwordHashCache: Promise<string> | undefined
export const testPassword = 'clave-segura-123'

/** Creates a school with its founder (an active administrador) and returns them with a bearer header. */
export async function createSchool(
  t: { app: TestApp['app']; db: TestApp['db'] },
  options: { plan?: 'starter' | 'pro' | 'plus'; email?: string; nombre?: string } = {},
) {
  passwordHashCache ??= hashPassword(testPassword)
  const [colegio] = await t.db
    .insert(colegios)
    .values({
      nombre: options.nombre ?? 'Colegio de Prueba',
      region: 'Metropolitana de Santiago',
      comuna: 'Ñuñoa',
      emailResponsable: 'responsable@prueba.cl',
      codigo: newSchoolCode(),
      plan: options.plan ?? 'pro',
    })
    .returning()
  const email = options.email ?? `utp-${randomBytes(4).toString('hex')}@prueba.cl`
  const [user] = await t.db
    .insert(usuarios)
    .values({
      colegioId: colegio!.id,
      nombre: 'Usuaria UTP',
      email,
      passwordHash: await passwordHashCache,
      rol: 'administrador',
      estado: 'activo',
    })
    .returning()
  const token = await login(t.app, email, testPassword)
  return { colegio: colegio!, user: user!, email, token, headers: { authorization: `Bearer ${token}` } }
}

/**
 * Adds a member to the school with a role, a state and assigned courses, signed in (a suspended member
 * is signed in while active, then suspended: their token is the one that must stop working).
 */
export async function addMember(
  t: { app: TestApp['app']; db: TestApp['db'] },
  school: { colegio: { id: number } },
  options: { rol?: Role; estado?: MemberState; cursoIds?: number[]; nombre?: string } = {},
) {
  passwordHashCache ??= hashPassword(testPassword)
  const rol = options.rol ?? 'utp'
  const estado = options.estado ?? 'activo'
  const email = `${rol}-${randomBytes(4).toString('hex')}@prueba.cl`
  const [user] = await t.db
    .insert(usuarios)
    .values({
      colegioId: school.colegio.id,
      nombre: options.nombre ?? `Miembro ${rol}`,
      email,
      passwordHash: await passwordHashCache,
      rol,
      estado: estado === 'suspendido' ? 'activo' : estado,
    })
    .returning()
  if (options.cursoIds?.length) {
    await t.db.insert(usuarioCursos).values(options.cursoIds.map((cursoId) => ({ usuarioId: user!.id, cursoId })))
  }
  const token = await login(t.app, email, testPassword)
  if (estado === 'suspendido') {
    await t.db.update(usuarios).set({ estado }).where(eq(usuarios.id, user!.id))
    t.app.sessions.forgetUser(user!.id)
  }
  return { user: user!, email, token, headers: { authorization: `Bearer ${token}` } }
}

export type Member = Awaited<ReturnType<typeof addMember>>

export async function login(app: TestApp['app'], email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { access_token: string }).access_token
}

/** Parses a response body with the route's schema, so a test fails when the contract drifts. */
export const parse = <T extends z.ZodType>(schema: T, body: string): z.infer<T> => schema.parse(JSON.parse(body))

/** Asserts the error shape: a Spanish `detail` string. */
export function detailOf(body: string): string {
  const parsed = JSON.parse(body) as { detail?: unknown }
  if (typeof parsed.detail !== 'string' || parsed.detail.length === 0) throw new Error(`no detail in ${body}`)
  return parsed.detail
}

export type School = Awaited<ReturnType<typeof createSchool>>

/** An `application/x-www-form-urlencoded` body for `inject`, as a browser form or the OAuth2 login sends. */
export const urlEncoded = (body: Record<string, string>) => ({
  payload: new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

/** Inserts a course of the school directly, for tests about something else. */
export async function insertCourse(t: { db: TestApp['db'] }, school: School, nombre: string, nivel = '4° Básico') {
  const [row] = await t.db.insert(cursos).values({ colegioId: school.colegio.id, nombre, nivel }).returning()
  return row!
}

/** Downloads a signed URL the way a browser does: without the bearer token. */
export function download(app: TestApp['app'], url: string) {
  const u = new URL(url)
  return app.inject({ method: 'GET', url: `${u.pathname}${u.search}` })
}

let signupCounter = 0
/** The school signup form after paying `payment_id`; each call has a new email. */
export const schoolSignupForm = (payment_id: string, overrides: Record<string, unknown> = {}) => ({
  nombre: 'Colegio Los Aromos',
  region: 'Valparaíso',
  comuna: 'Quilpué',
  email_responsable: `directora${++signupCounter}@aromos.cl`,
  nombre_responsable: 'Marcela Soto Rivas',
  password: 'aromos-2026',
  payment_id,
  ...overrides,
})

/** Every table of the schema, by its SQL name. */
export const tableNames = Object.values(schema)
  .filter((v) => v instanceof PgTable)
  .map((table) => getTableName(table as PgTable))

/**
 * A digest of every table's rows (of the rows `where` selects, when given): equal fingerprints, equal
 * data. Tests take one before a request that must change nothing and compare.
 */
export async function databaseFingerprint(db: TestApp['db'], where: (table: string) => string = () => 'true') {
  // One statement for all tables: property tests take two fingerprints per generated request.
  const result = (await db.execute(
    sql.raw(
      tableNames
        .map(
          (name, i) =>
            `select ${i} as i, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x where (${where(name)})`,
        )
        .join(' union all '),
    ),
  )) as unknown as { rows: { i: number; n: number; h: string }[] }
  const byTable = new Map(result.rows.map((row) => [Number(row.i), row]))
  return tableNames.map((name, i) => `${name}:${byTable.get(i)?.n}:${byTable.get(i)?.h}`).join('\n')
}
