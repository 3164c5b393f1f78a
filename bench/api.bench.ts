import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { hasPostgres, startPostgres } from '../scripts/postgres-server'
import { newStorageKey } from '../server/adapters/storage/storage'
import { type Database, openDatabase } from '../server/db/client'
import { startEmbeddedPostgres } from '../server/db/embedded'
import {
  alumnos,
  asistencias,
  bloquesHorario,
  calificaciones,
  colegios,
  cursos,
  documentos,
  evaluacionesCurso,
  horarios,
  usuarioCursos,
  usuarios,
} from '../server/db/schema'
import { demoRut, seedDemoInto } from '../server/db/seed'
import { hashPassword, newSchoolCode } from '../server/security'
import type { BenchRow } from './types'

const connections = 50
const duration = Number(process.env.BENCH_SECONDS ?? 5)
/**
 * For profiling: extra Node flags for the server (`BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`)
 * and for the reference (`BENCH_REFERENCE_ARGS`),
 * only the routes whose name contains one of `BENCH_ROUTES` (comma-separated), and only one database
 * (`BENCH_DB=embebido` or `BENCH_DB=pg`).
 */
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)
const referenceArgs = (process.env.BENCH_REFERENCE_ARGS ?? '').split(' ').filter(Boolean)
const routeFilter = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean)
const onlyDatabase = process.env.BENCH_DB
const root = path.resolve(import.meta.dirname, '..')

/** The school of the list, attendance and PAES figures: 1,000 students, 22 courses of 45 and one of 10. */
const studentCount = 1000
const courseSize = 45
const documentCount = 30
/** A past school day: saving it is allowed whatever today is. */
const attendanceDay = '2026-03-02'
/** The school day of a course with a schedule: 8 blocks of 45 minutes with breaks. */
const blockTimes = [
  ['08:00', '08:45'],
  ['08:45', '09:30'],
  ['09:45', '10:30'],
  ['10:30', '11:15'],
  ['11:30', '12:15'],
  ['12:15', '13:00'],
  ['14:00', '14:45'],
  ['14:45', '15:30'],
] as const
/** The docente's grade grid: this many evaluations of Matemática in their course, every student graded. */
const evaluationCount = 8

interface Target {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: string
  headers?: Record<string, string>
  body?: string
  /** Several requests each connection cycles through (the attendance of different courses). */
  requests?: autocannon.Request[]
  /** Measured against the hand-written reference server too (same query, same JSON). */
  reference?: boolean
  /** The reference's path for the same work, when it differs (a docente's routes are under `/docente`). */
  referencePath?: string
  /** The reference's requests for the same work, when `requests` are given. */
  referenceRequests?: autocannon.Request[]
  /** The least share of the reference's throughput (by default `minRatio`). */
  minRatio?: number
}

interface Load {
  rps: number
  seconds: number
  /** CPU time the server process spent per answered request (user + system), in microseconds. */
  cpuUs: number
  p50: number
  p99: number
  ok: number
  non2xx: number
  errors: number
}

/** Slices of a route measured against the reference: `rounds` turns of `sliceSeconds` each. */
const rounds = 5
const sliceSeconds = Math.max(1, Math.round(duration / 2))

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The slices of one server as one figure: throughput over all of them; CPU per request over all requests;
 * latency percentiles as the median slice's (percentiles of different slices cannot be added up).
 */
function combine(slices: Load[]): Load {
  const sum = (f: (l: Load) => number) => slices.reduce((acc, l) => acc + f(l), 0)
  const requests = sum((l) => l.rps * l.seconds)
  return {
    rps: requests / sum((l) => l.seconds),
    seconds: sum((l) => l.seconds),
    cpuUs: Math.round(sum((l) => l.cpuUs * l.rps * l.seconds) / Math.max(1, requests)),
    p50: median(slices.map((l) => l.p50)),
    p99: median(slices.map((l) => l.p99)),
    ok: sum((l) => l.ok),
    non2xx: sum((l) => l.non2xx),
    errors: sum((l) => l.errors),
  }
}

async function load(url: string, target: Target, pid: number | undefined, seconds = duration): Promise<Load> {
  const cpuBefore = cpuOf(pid)
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections,
    duration: seconds,
    timeout: 30,
  })
  return {
    rps: result.requests.total / result.duration,
    seconds: result.duration,
    cpuUs: Math.round(((cpuOf(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))))
    })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A child process, its output in `logFile`; `stop` sends SIGTERM and waits for it to exit. */
function child(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const out = openSync(logFile, 'a')
  // An undefined variable is removed, so that the server falls back to its default (DATABASE_URL).
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined))
  const proc: ChildProcess = spawn(command, args, {
    cwd: root,
    env: merged,
    stdio: ['ignore', out, out],
  })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    proc.on('exit', () => {
      exited = true
      resolve()
    }),
  )
  return {
    proc,
    get exited() {
      return exited
    },
    async stop() {
      if (exited) return
      proc.kill('SIGTERM')
      await Promise.race([exit, sleep(20_000)])
      if (!exited) proc.kill('SIGKILL')
      await exit
    },
  }
}

/** Waits until `url` answers 200 (the process is up), or fails with the end of its log. */
async function waitFor(url: string, proc: ReturnType<typeof child>, logFile: string, timeoutMs = 180_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (proc.exited) break
    try {
      const res = await fetch(url)
      if (res.ok) return Date.now() - started
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
  throw new Error(`${url} no respondió: ${readFileSync(logFile, 'utf8').slice(-2000)}`)
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux; clock ticks of 10 ms). */
function cpuOf(pid: number | undefined) {
  try {
    // The fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Number.NaN
  }
}

/** Resident memory of a process, in MiB (Linux). */
function rssOf(pid: number | undefined) {
  try {
    const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1])
    return Math.round((kb / 1024) * 10) / 10
  } catch {
    return Number.NaN
  }
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
 * quota, 1,000 students in courses of 45 and 30 documents, so the list and the attendance save have their real sizes.
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
  const [usuario] = await db
    .insert(usuarios)
    .values({
      colegioId: colegio!.id,
      nombre: 'Jefa UTP Bench',
      email,
      passwordHash: await hashPassword(password),
      extrasSaldo: 1_000_000,
    })
    .returning({ id: usuarios.id })
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
  await db.insert(documentos).values(
    Array.from({ length: documentCount }, (_, i) => ({
      colegioId: colegio!.id,
      usuarioId: usuario!.id,
      title: `Evaluación de Matemática ${i + 1}`,
      kind: 'evaluacion',
      storageKey: newStorageKey(colegio!.id),
    })),
  )
  // A docente of two full courses, with a term of Matemática graded in the first.
  const docenteEmail = 'docente@bench.pizarra.cl'
  const [docente] = await db
    .insert(usuarios)
    .values({
      colegioId: colegio!.id,
      nombre: 'Profesor Bench',
      email: docenteEmail,
      passwordHash: await hashPassword(password),
      rol: 'docente',
    })
    .returning({ id: usuarios.id })
  const docenteCourses = fullCourses.slice(0, 2)
  await db.insert(usuarioCursos).values(docenteCourses.map((c) => ({ usuarioId: docente!.id, cursoId: c.id })))
  const evaluations = await db
    .insert(evaluacionesCurso)
    .values(
      Array.from({ length: evaluationCount }, (_, i) => ({
        colegioId: colegio!.id,
        cursoId: docenteCourses[0]!.id,
        asignatura: 'Matemática',
        nombre: `Prueba ${i + 1}`,
        fecha: `2026-0${3 + Math.floor(i / 3)}-${String(10 + (i % 3) * 5)}`,
        ponderacion: 100 / evaluationCount,
      })),
    )
    .returning({ id: evaluacionesCurso.id })
  await db.insert(calificaciones).values(
    evaluations.flatMap((e, i) =>
      docenteCourses[0]!.students.map((alumnoId, j) => ({
        colegioId: colegio!.id,
        evaluacionId: e.id,
        alumnoId,
        nota: 2 + ((i * 7 + j * 3) % 50) / 10,
      })),
    ),
  )
  // A docente of the libro de clases: the last two full courses have a weekly schedule of 8 blocks a day; they
  // teach the first four blocks of one and the last four of the other (8 blocks on their Mi día).
  const libroEmail = 'libro@bench.pizarra.cl'
  const [libroDocente] = await db
    .insert(usuarios)
    .values({
      colegioId: colegio!.id,
      nombre: 'Profesora Libro Bench',
      email: libroEmail,
      passwordHash: await hashPassword(password),
      rol: 'docente',
    })
    .returning({ id: usuarios.id })
  const libroCourses = fullCourses.slice(-2)
  await db.insert(usuarioCursos).values(libroCourses.map((c) => ({ usuarioId: libroDocente!.id, cursoId: c.id })))
  const versions = await db
    .insert(horarios)
    .values(libroCourses.map((c) => ({ colegioId: colegio!.id, cursoId: c.id, vigenteDesde: '2026-03-02' })))
    .returning({ id: horarios.id })
  await db.insert(bloquesHorario).values(
    versions.flatMap((v, k) =>
      [1, 2, 3, 4, 5].flatMap((dia) =>
        blockTimes.map(([inicio, fin], n) => ({
          colegioId: colegio!.id,
          horarioId: v.id,
          dia,
          inicio,
          fin,
          numero: n + 1,
          asignatura: ['Lenguaje', 'Matemática', 'Historia', 'Ciencias Naturales'][(dia + n) % 4]!,
          docenteId: (k === 0) === n < 4 ? libroDocente!.id : usuario!.id,
        })),
      ),
    ),
  )
  // The day the attendance routes read, taken already in every course without a schedule (as `guardar
  // asistencia` saves it), so that the reads find the same day whether or not the save ran before them.
  await db.insert(asistencias).values(
    fullCourses.slice(0, -2).flatMap((c, n) =>
      c.students.map((alumnoId, i) => ({
        colegioId: colegio!.id,
        cursoId: c.id,
        alumnoId,
        fecha: attendanceDay,
        presente: (i + n) % 9 !== 0,
      })),
    ),
  )
  return {
    email,
    password,
    fullCourses: fullCourses.slice(0, -2),
    libro: { email: libroEmail, id: libroDocente!.id, courses: libroCourses },
    colegioId: colegio!.id,
    usuarioId: usuario!.id,
    docente: { email: docenteEmail, id: docente!.id, course: docenteCourses[0]! },
  }
}

type School = Awaited<ReturnType<typeof benchSchool>>

/** Seeds the demo school and the bench school into an empty database (migrations applied on open). */
export async function seed(databaseUrl: string) {
  const database: Database = await openDatabase({ databaseUrl, dataDir: 'memory' })
  // The demo's Word files and its one e-mail go to a folder of their own: the bench reads neither.
  const files = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-demo-'))
  try {
    await seedDemoInto(database, files)
    return await benchSchool(database)
  } finally {
    await database.close()
    rmSync(files, { recursive: true, force: true })
  }
}

/** The URL of the embedded PostgreSQL the server started in `dataDir/pg` (port from its postmaster.pid). */
function embeddedUrl(dataDir: string) {
  const password = readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim()
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim()
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`
}

/**
 * One database: the server compiled by `npm run build` (`node dist-server/main.js`, as `npm run serve`
 * runs it, JSON logs at info into a file) and the reference server, each in its own process, loaded in
 * turn by autocannon from this one.
 */
async function measure(label: string, school: School, dataDir: string, databaseUrl?: string) {
  const logFile = path.join(dataDir, 'pizarra.log')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = child(
    process.execPath,
    [...serverArgs, 'dist-server/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    },
    logFile,
  )
  let reference: ReturnType<typeof child> | undefined
  try {
    const startMs = await waitFor(`${url}/api/health`, server, logFile)
    const bench = { authorization: await token(url, school.email, school.password) }
    const teacher = { authorization: await token(url, school.docente.email, school.password) }
    const own = school.docente.course
    const json = { 'content-type': 'application/json' }
    const course = school.fullCourses[0]!.id
    // The libro docente's blocks of the day (Mi día lists them, copied from the schedules on first reading).
    const libro = { authorization: await token(url, school.libro.email, school.password) }
    const miDia = `/api/clases?fecha=${attendanceDay}`
    const blocksRes = await fetch(url + miDia, { headers: libro })
    if (!blocksRes.ok) throw new Error(`Mi día: ${blocksRes.status} ${await blocksRes.text()}`)
    const blocks = (await blocksRes.json()) as { id: number; curso_id: number }[]
    // Each block's whole roll, alternately all present and with one student absent (one audit line a save).
    const rolls: autocannon.Request[] = blocks.flatMap((b) =>
      [false, true].map((flip) => ({
        method: 'PUT' as const,
        path: `/api/clases/${b.id}/asistencia`,
        headers: { ...libro, ...json },
        body: JSON.stringify({
          registros: school.libro.courses
            .find((c) => c.id === b.curso_id)!
            .students.map((alumno_id, i) => ({
              alumno_id,
              estado: flip && i === 0 ? 'ausente' : 'presente',
              hora_llegada: null,
            })),
        }),
      })),
    )

    const refPort = await freePort()
    const refLog = path.join(dataDir, 'referencia.log')
    reference = child(
      process.execPath,
      [...referenceArgs, '--import', 'tsx', 'bench/reference-server.ts'],
      {
        DATABASE_URL: databaseUrl ?? embeddedUrl(dataDir),
        COLEGIO_ID: String(school.colegioId),
        USUARIO_ID: String(school.usuarioId),
        DOCENTE_ID: String(school.docente.id),
        LIBRO_DOCENTE_ID: String(school.libro.id),
        PORT: String(refPort),
      },
      refLog,
    )
    const refUrl = `http://127.0.0.1:${refPort}`
    await waitFor(`${refUrl}/api/cursos/`, reference, refLog)

    const targets: Target[] = [
      {
        name: `guardar asistencia (${courseSize} alumnos)`,
        method: 'POST',
        path: `/api/asistencia/curso/${course}`,
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
      { name: 'GET /auth/me', method: 'GET', path: '/api/auth/me', headers: bench, reference: true },
      {
        name: `GET /alumnos/ (${studentCount.toLocaleString('es-CL')})`,
        method: 'GET',
        path: '/api/alumnos/',
        headers: bench,
        reference: true,
      },
      { name: 'GET /cursos/', method: 'GET', path: '/api/cursos/', headers: bench, reference: true },
      {
        name: `GET asistencia del día (${courseSize})`,
        method: 'GET',
        path: `/api/asistencia/curso/${course}/fecha/${attendanceDay}`,
        headers: bench,
        reference: true,
      },
      {
        name: `GET /documents (${documentCount})`,
        method: 'GET',
        path: '/api/documents',
        headers: bench,
        reference: true,
      },
      // A docente's day in their course: each read checks the course and (but the course list) leaves its
      // audit line; the reference checks and records the same (one INSERT per request).
      ...(
        [
          ['docente: GET /cursos/ (2)', '/api/cursos/'],
          [`docente: GET nómina del curso (${courseSize})`, `/api/alumnos/?curso_id=${own.id}`],
          [`docente: GET asistencia del día (${courseSize})`, `/api/asistencia/curso/${own.id}/fecha/${attendanceDay}`],
          [
            `docente: GET libro de notas (${courseSize} × ${evaluationCount})`,
            `/api/calificaciones/curso/${own.id}?asignatura=Matem%C3%A1tica`,
          ],
          ['docente: GET ficha del alumno', `/api/alumnos/${own.students[0]}`],
        ] as const
      ).map(
        ([name, path]): Target => ({
          name,
          method: 'GET',
          path,
          headers: teacher,
          reference: true,
          referencePath: `/docente${path}`,
        }),
      ),
      // The libro de clases of a docente: Mi día and saving a block's roll (the block's course checked, the
      // roll upserted, an audit line per student changed, the day's attendance derived from the subsidy block,
      // the block read back); the reference runs the same queries.
      {
        name: `libro: GET Mi día (${blocks.length} bloques)`,
        method: 'GET',
        path: miDia,
        headers: libro,
        reference: true,
        referencePath: `/docente${miDia}`,
        minRatio: 1,
      },
      {
        name: `libro: PUT asistencia de un bloque (${courseSize} alumnos)`,
        method: 'PUT',
        path: rolls[0]!.path!,
        headers: { ...libro, ...json },
        requests: rolls,
        reference: true,
        referenceRequests: rolls.map((r) => ({ ...r, path: `/docente${r.path}` })),
        minRatio: 1,
      },
      {
        name: 'generar PAES (10 preguntas)',
        method: 'POST',
        path: '/api/paes/generar-word',
        headers: { ...bench, ...json },
        body: JSON.stringify({ asignatura: 'Matemática', nivel: '3° Medio', cantidad: 10 }),
      },
    ]

    const results: Result[] = []
    // The routes compared with the reference first, those without one after: when a route is compared, both
    // processes have served the same requests. Run first, the load of `guardar asistencia` (which the reference
    // does not serve) left Pizarra's process ~50 µs a request slower on the small reads that followed
    // (README → Performance).
    const ordered = [...targets.filter((t) => t.reference), ...targets.filter((t) => !t.reference)]
    for (const target of ordered) {
      if (routeFilter.length > 0 && !routeFilter.some((part) => target.name.includes(part))) continue
      const first = target.requests?.[0]
      const sample = await fetch(url + (first?.path ?? target.path), {
        method: target.method,
        headers: (first?.headers as Record<string, string>) ?? target.headers,
        body: (first?.body as string) ?? target.body,
      })
      const bytes = await sample.text()
      if (!sample.ok) throw new Error(`${target.name}: ${sample.status} ${bytes.slice(0, 300)}`)
      let refBytes: string | undefined
      if (target.reference) {
        const refFirst = target.referenceRequests?.[0]
        const res = await fetch(refUrl + (refFirst?.path ?? target.referencePath ?? target.path), {
          method: target.method,
          headers: refFirst?.headers as Record<string, string> | undefined,
          body: refFirst?.body as string | undefined,
        })
        refBytes = await res.text()
        if (!res.ok) throw new Error(`${target.name} (referencia): ${res.status} ${refBytes.slice(0, 300)}`)
        const shape = (text: string) => JSON.stringify(Object.keys([JSON.parse(text)].flat()[0] ?? {}).sort())
        if (shape(bytes) !== shape(refBytes)) {
          throw new Error(
            `${target.name}: la referencia no tiene la forma de Pizarra: ${refBytes.slice(0, 300)} / ${bytes.slice(0, 300)}`,
          )
        }
      }
      // One second of warm-up each (JIT, the pools' connections), not counted.
      await load(url, target, server.proc.pid, 1)
      await settle(url)
      let app: Load
      let ref: Load | undefined
      let turns: Turn[] = []
      if (target.reference) {
        const refTarget = {
          ...target,
          path: target.referencePath ?? target.path,
          requests: target.referenceRequests ?? target.requests,
        }
        await load(refUrl, refTarget, reference.proc.pid, 1)
        await settle(refUrl)
        // Pizarra and the reference take turns in short slices, so that a machine getting busier or quieter
        // during the run weighs on both alike.
        const apps: Load[] = []
        const refs: Load[] = []
        for (let round = 0; round < rounds; round++) {
          apps.push(await load(url, target, server.proc.pid, sliceSeconds))
          await settle(url)
          refs.push(await load(refUrl, refTarget, reference.proc.pid, sliceSeconds))
          await settle(refUrl)
        }
        app = combine(apps)
        ref = combine(refs)
        turns = apps.map((a, i) => ({ app: a, ref: refs[i]! }))
        if (target.method !== 'GET') await vacuum(databaseUrl ?? embeddedUrl(dataDir))
      } else {
        app = await load(url, target, server.proc.pid)
        await settle(url)
        // A write route leaves dead rows behind: vacuumed now, so that autovacuum does not run into the slices
        // of the read routes measured next (on one turn and not the other).
        if (target.method !== 'GET') await vacuum(databaseUrl ?? embeddedUrl(dataDir))
      }
      results.push({ target, bytes: bytes.length, app, ref, turns })
      process.stderr.write(
        `  ${label} · ${target.name}: ${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms, ${app.cpuUs} µs CPU/req${ref ? ` (referencia ${ref.rps.toFixed(0)} req/s, p99 ${ref.p99} ms, ${ref.cpuUs} µs CPU/req)` : ''}\n`,
      )
    }
    return { label, startMs, rssMiB: rssOf(server.proc.pid), results }
  } finally {
    await reference?.stop()
    await server.stop()
  }
}

interface Result {
  target: Target
  bytes: number
  app: Load
  ref?: Load | undefined
  /** Each round's slice of Pizarra and the reference's slice right after it. */
  turns: Turn[]
}

interface Turn {
  app: Load
  ref: Load
}

/**
 * The ratios to the reference: the median over the rounds of each round's ratio (Pizarra's slice against the
 * reference's slice right after it), so that a burst of load from elsewhere on the machine during one slice
 * moves one round's ratio, not the figure.
 */
function ratios(turns: Turn[]) {
  const usable = turns.filter((t) => t.ref.rps > 0 && t.ref.p99 > 0)
  if (usable.length === 0) return undefined
  return {
    rps: median(usable.map((t) => t.app.rps / t.ref.rps)),
    p99: median(usable.map((t) => t.app.p99 / t.ref.p99)),
    each: usable.map((t) => Math.round((t.app.rps / t.ref.rps) * 100)),
  }
}

/**
 * After a write route: its dead rows vacuumed and its dirty pages written now (a checkpoint), so that neither
 * autovacuum nor the checkpointer runs into the slices of the read routes measured next.
 */
async function vacuum(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('vacuum analyze')
    await client.query('checkpoint')
  } finally {
    await client.end()
  }
}

/** After a load, autocannon leaves requests in flight: wait until the server answers a cheap route again. */
async function settle(url: string) {
  await sleep(500)
  for (let i = 0; i < 100; i++) {
    const started = Date.now()
    await fetch(`${url}/api/health`).catch(() => undefined)
    if (Date.now() - started < 50) return
    await sleep(200)
  }
}

/** Ratio goal of the hot routes against the reference: throughput at least 80 %, p99 at most twice. */
const minRatio = 0.8
const maxP99Ratio = 2

function report(run: Awaited<ReturnType<typeof measure>>): BenchRow[] {
  const rows: BenchRow[] = [
    {
      name: `arranque del servidor (${run.label})`,
      value: run.startMs,
      unit: 'ms',
      note: 'de node dist-server/main.js a /api/health 200',
    },
    {
      name: `memoria del servidor tras la carga (${run.label})`,
      value: run.rssMiB,
      unit: 'MiB',
      note: 'RSS del proceso Node (sin PostgreSQL)',
    },
  ]
  const table: string[][] = [
    [
      'ruta',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU µs/req',
      'referencia req/s',
      'p99 ref. ms',
      'CPU ref. µs/req',
      'razón (mediana)',
      'razón por turno %',
    ],
  ]
  for (const { target, bytes, app, ref, turns } of run.results) {
    const failed = app.non2xx + app.errors
    const paired = ratios(turns)
    const ratio = paired?.rps
    table.push([
      target.name,
      app.rps.toFixed(0),
      String(app.p50),
      String(app.p99),
      String(app.cpuUs),
      ref ? ref.rps.toFixed(0) : '—',
      ref ? String(ref.p99) : '—',
      ref ? String(ref.cpuUs) : '—',
      ratio === undefined ? '—' : `${(ratio * 100).toFixed(0)} %`,
      paired ? paired.each.join(' ') : '—',
    ])
    rows.push({
      name: `${target.name} (${run.label}) rendimiento`,
      value: Math.round(app.rps * 10) / 10,
      unit: 'req/s',
      note: `p50 ${app.p50} ms, p99 ${app.p99} ms, ${(bytes / 1024).toFixed(1)} KB${failed ? `, ✗ ${app.non2xx} no 2xx y ${app.errors} errores` : ''}`,
      ...(failed ? { budget: { max: 0 } } : {}),
    })
    if (ref && paired) {
      rows.push(
        {
          name: `${target.name} (${run.label}) razón con la referencia`,
          value: Math.round(paired.rps * 1000) / 10,
          unit: '%',
          note: `mediana de ${paired.each.length} turnos (${paired.each.join(', ')} %); referencia Fastify + pg: ${ref.rps.toFixed(0)} req/s, p99 ${ref.p99} ms`,
          budget: { min: (target.minRatio ?? minRatio) * 100 },
        },
        {
          name: `${target.name} (${run.label}) p99 / p99 de la referencia`,
          value: Math.round(paired.p99 * 100) / 100,
          unit: 'x',
          note: `mediana de ${paired.each.length} turnos`,
          budget: { max: maxP99Ratio },
        },
      )
    }
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)))
  const lines = table.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
  process.stderr.write(
    `\n  ${run.label}: arranque ${run.startMs} ms, RSS tras la carga ${run.rssMiB} MiB, ${connections} conexiones, ${duration} s por ruta\n  ${lines.join('\n  ')}\n\n`,
  )
  return rows
}

/** The figures on the embedded default: the bench seeds the cluster the server then opens, as it would open its own DATA_DIR/pg. */
async function onEmbedded() {
  const embeddedDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-embedded-'))
  try {
    const cluster = await startEmbeddedPostgres(embeddedDir)
    let school: School
    try {
      school = await seed(cluster.url)
    } finally {
      await cluster.stop()
    }
    return report(await measure('PostgreSQL embebido', school, embeddedDir))
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true })
  }
}

/**
 * Throughput and latency of the main API routes under 50 concurrent connections (autocannon, in this
 * process), against the compiled server in its own process, as `npm run serve` runs it. The hot GET
 * routes are compared with a hand-written Fastify + pg server (bench/reference-server.ts, its own
 * process) doing the same query and writing the same JSON: at least 80 % of its throughput and at most
 * twice its p99, or the bench fails. First on the embedded default (embedded PostgreSQL in DATA_DIR/pg),
 * then on PostgreSQL: BENCH_DATABASE_URL when set (an empty database), else a throwaway PostgreSQL 15
 * with fsync on, when its binaries are installed.
 */
export async function run(): Promise<BenchRow[]> {
  if (!existsSync(path.join(root, 'dist-server', 'main.js'))) {
    throw new Error('Falta dist-server/main.js: ejecuta npm run build (npm run bench lo hace).')
  }
  const rows: BenchRow[] = []

  if (onlyDatabase !== 'pg') rows.push(...(await onEmbedded()))
  if (onlyDatabase === 'embebido') return rows
  const given = process.env.BENCH_DATABASE_URL
  if (!given && !hasPostgres()) {
    process.stderr.write('  (sin PostgreSQL 15: las cifras de PostgreSQL se omiten)\n')
    return rows
  }
  const server = given ? undefined : await startPostgres({ durable: true, quiet: true })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-pg-'))
  try {
    const url = given ?? server!.url
    const school = await seed(url)
    rows.push(...report(await measure('PostgreSQL 15', school, dataDir, url)))
  } finally {
    server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}
