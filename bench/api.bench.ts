import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { hasPostgres, startPostgres } from '../scripts/postgres-server'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/client'
import { alumnos, colegios, cursos, usuarios } from '../server/db/schema'
import { demoAccount, demoRut, seedDemo } from '../server/db/seed'
import { hashPassword, newSchoolCode } from '../server/security'
import type { BenchRow } from './types'

const connections = 50
const duration = Number(process.env.BENCH_SECONDS ?? 5)

/** The school of the list, attendance and PAES figures: 1,000 students, 22 courses of 45 and one of 10. */
const studentCount = 1000
const courseSize = 45
/** A past school day: saving it is allowed whatever today is. */
const attendanceDay = '2026-03-02'

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
  /** Several requests each connection cycles through (the attendance of different courses). */
  requests?: autocannon.Request[]
}

interface Load {
  rps: number
  p50: number
  p99: number
  ok: number
  non2xx: number
  errors: number
}

async function load(url: string, target: Target): Promise<Load> {
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections,
    duration,
    timeout: 30,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** A bare Fastify route answering the same bytes: the ceiling the real route is compared with. */
async function bare(bytes: string, contentType: string) {
  const app = Fastify({ logger: false })
  // Any body is read (JSON is parsed as usual), so a form-encoded login gets its 200 too, not a 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  app.all('/*', async (_req, reply) => reply.type(contentType).send(bytes))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() }
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

async function token(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', ...form({ username: email, password }) })
  if (!res.ok) throw new Error(`login de ${email}: ${res.status} ${await res.text()}`)
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`
}

/**
 * The bench school: one UTP user with enough extra evaluations that PAES generation never meets the
 * quota, 1,000 students in courses of 45, so the list and the attendance save have their real sizes.
 */
async function benchSchool(database: Database) {
  const db = database.db
  const password = 'clave-de-bench'
  const [colegio] = await db
    .insert(colegios)
    .values({
      nombre: 'Colegio Bench',
      region: 'Metropolitana de Santiago',
      comuna: 'Ñuñoa',
      emailResponsable: 'bench@pizarra.cl',
      codigo: newSchoolCode(),
      plan: 'pro',
    })
    .returning()
  const email = 'utp@bench.pizarra.cl'
  await db.insert(usuarios).values({
    colegioId: colegio!.id,
    nombre: 'Jefa UTP Bench',
    email,
    passwordHash: await hashPassword(password),
    extrasSaldo: 1_000_000,
  })
  const courseCount = Math.ceil(studentCount / courseSize)
  const creados = await db
    .insert(cursos)
    .values(
      Array.from({ length: courseCount }, (_, i) => ({
        colegioId: colegio!.id,
        nombre: `${['1', '2', '3', '4', '5', '6', '7', '8'][i % 8]}° Básico ${String.fromCharCode(65 + Math.floor(i / 8))}`,
        nivel: `${['1', '2', '3', '4', '5', '6', '7', '8'][i % 8]}° Básico`,
      })),
    )
    .returning({ id: cursos.id })
  const inserted = await db
    .insert(alumnos)
    .values(
      Array.from({ length: studentCount }, (_, i) => ({
        colegioId: colegio!.id,
        cursoId: creados[Math.floor(i / courseSize)]!.id,
        nombre: `Alumno ${i + 1} González Muñoz`,
        rut: demoRut(500_000 + i),
        fechaNacimiento: '2016-03-15',
        direccion: `Pasaje Los Aromos ${i + 1}, Ñuñoa`,
        telefono: '+56 9 1234 5678',
        apoderado: `Apoderada ${i + 1} Muñoz`,
      })),
    )
    .returning({ id: alumnos.id, cursoId: alumnos.cursoId })
  const fullCourses = creados
    .map((c) => ({ id: c.id, students: inserted.filter((a) => a.cursoId === c.id).map((a) => a.id) }))
    .filter((c) => c.students.length === courseSize)
  return { email, password, fullCourses }
}

/** The bare reference of each figure is measured once and shared by both databases: same bytes, same ceiling. */
const references = new Map<string, Load>()

async function measure(label: string, database: Database): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-api-'))
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  await seedDemo(database.db, await hashPassword(demoAccount.password))
  const school = await benchSchool(database)
  const app = await buildApp({ config, database, rateLimit: false, logger: false })
  // autocannon stops with up to 50 requests still being handled (their clients gone, so no Fastify hook
  // reliably sees them end): count the service calls of the measured routes, and wait for them to finish
  // before the next figure (they would steal its CPU) and before deleting the files they write.
  let inFlight = 0
  let idle: (() => void) | undefined
  const track = <S extends object>(service: S, method: keyof S & string) => {
    const original = (service[method] as (...args: unknown[]) => Promise<unknown>).bind(service)
    Object.assign(service, {
      [method]: async (...args: unknown[]) => {
        inFlight++
        try {
          return await original(...args)
        } finally {
          if (--inFlight === 0) idle?.()
        }
      },
    })
  }
  track(app.auth, 'login')
  track(app.auth, 'me')
  track(app.students, 'list')
  track(app.attendance, 'save')
  track(app.practiceTests, 'generate')
  const drained = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const demo = { authorization: await token(url, demoAccount.email, demoAccount.password) }
  const bench = { authorization: await token(url, school.email, school.password) }
  const json = { 'content-type': 'application/json' }

  const targets: Target[] = [
    {
      name: 'login',
      method: 'POST',
      path: '/api/auth/login',
      ...form({ username: demoAccount.email, password: demoAccount.password }),
    },
    { name: '/auth/me', method: 'GET', path: '/api/auth/me', headers: demo },
    { name: `alumnos (${studentCount.toLocaleString('es-CL')})`, method: 'GET', path: '/api/alumnos/', headers: bench },
    {
      name: `asistencia (${courseSize} alumnos)`,
      method: 'POST',
      path: `/api/asistencia/curso/${school.fullCourses[0]!.id}`,
      headers: { ...bench, ...json },
      requests: school.fullCourses.map((c, n) => ({
        method: 'POST',
        path: `/api/asistencia/curso/${c.id}`,
        headers: { ...bench, ...json },
        body: JSON.stringify({
          fecha: attendanceDay,
          registros: c.students.map((id, i) => ({ alumno_id: id, presente: (i + n) % 9 !== 0 })),
        }),
      })),
    },
    {
      name: 'generar PAES (10 preguntas)',
      method: 'POST',
      path: '/api/paes/generar-word',
      headers: { ...bench, ...json },
      body: JSON.stringify({ asignatura: 'Matemática', nivel: '3° Medio', cantidad: 10 }),
    },
  ]

  const rows: BenchRow[] = []
  try {
    for (const target of targets) {
      const first = target.requests?.[0]
      const sample = await fetch(url + (first?.path ?? target.path), {
        method: target.method,
        headers: (first?.headers as Record<string, string>) ?? target.headers,
        body: (first?.body as string) ?? target.body,
      })
      const bytes = await sample.text()
      if (!sample.ok) throw new Error(`${target.name}: ${sample.status} ${bytes.slice(0, 300)}`)
      const real = await load(url, target)
      await drained()
      let reference = references.get(target.name)
      if (!reference) {
        const ceiling = await bare(bytes, sample.headers.get('content-type') ?? 'application/json')
        reference = await load(ceiling.url, target)
        await ceiling.close()
        if (reference.non2xx || reference.errors) throw new Error(`${target.name}: la ruta pelada no respondió 2xx`)
        references.set(target.name, reference)
      }
      const ratio = reference.rps > 0 ? real.rps / reference.rps : 0
      const failed = [
        real.non2xx ? `${real.non2xx} respuestas no 2xx` : '',
        real.errors ? `${real.errors} errores de conexión o tiempo` : '',
      ].filter(Boolean)
      const done = `${real.ok.toLocaleString('es-CL')} respuestas 2xx en ${duration} s`
      rows.push(
        {
          name: `${target.name} (${label}) rendimiento`,
          value: Math.round(real.rps * 10) / 10,
          unit: 'req/s',
          note: `${(ratio * 100).toFixed(1)} % de Fastify pelado (${Math.round(reference.rps).toLocaleString('es-CL')} req/s, ${(bytes.length / 1024).toFixed(1)} KB)`,
        },
        { name: `${target.name} (${label}) latencia p50`, value: real.p50, unit: 'ms', note: done },
        {
          name: `${target.name} (${label}) latencia p99`,
          value: real.p99,
          unit: 'ms',
          note: failed.length ? `✗ ${failed.join(', ')}` : 'sin respuestas no 2xx',
        },
      )
    }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}

/**
 * Throughput and latency of the main API routes under 50 concurrent connections (autocannon), each with
 * its ratio to a bare Fastify route returning the same bytes: login, `/auth/me`, the list of 1,000
 * students, the attendance save of a 45-student course (each connection cycles through 22 courses) and a
 * PAES generation. First on an on-disk PGlite, then on PostgreSQL: BENCH_DATABASE_URL when set (an empty
 * database), else a throwaway PostgreSQL 15 with fsync on, when its binaries are installed.
 */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-pglite-'))
  try {
    const database = await openDatabase({ dataDir: pgliteDir, engine: 'pglite' })
    try {
      rows.push(...(await measure('pglite', database)))
    } finally {
      await database.close()
    }
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true })
  }

  const given = process.env.BENCH_DATABASE_URL
  if (!given && !hasPostgres()) {
    process.stderr.write('  (sin PostgreSQL 15: las cifras de PostgreSQL se omiten)\n')
    return rows
  }
  const server = given ? undefined : await startPostgres({ durable: true, quiet: true })
  try {
    const url = given ?? server!.url
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' })
    try {
      rows.push(...(await measure('postgres', database)))
    } finally {
      await database.close()
    }
  } finally {
    server?.stop()
  }
  return rows
}
