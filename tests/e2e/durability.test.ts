import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq, like } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { getCheckDigit } from 'rut.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoList, importResult } from '@/api/contract/alumnos'
import { asistenciaDia } from '@/api/contract/asistencia'
import { curso } from '@/api/contract/cursos'
import { documentList, generatedDocument } from '@/api/contract/documentos'
import { openDatabase } from '../../server/db/client'
import { alumnos, asistencias, cursos } from '../../server/db/schema'
import { type SignedInServer, startSignedInServer } from './harness'

/**
 * Restart durability on the embedded default (no DATABASE_URL: the PostgreSQL the app starts in
 * DATA_DIR/pg), with the compiled server `npm start` runs: the server is killed (SIGKILL) at random
 * moments while a large student import and attendance saves are running, right after either is
 * acknowledged, and right after a student, an attendance day and a generated document are
 * acknowledged; then started again on the same DATA_DIR. Every request that got a 2xx is fully there;
 * an import without an answer is entirely there or entirely absent; an attendance day without an
 * answer is all of its records or none. The PostgreSQL a SIGKILL left running is stopped by the next
 * start. A SIGTERM during an import answers it or rolls it back, never half, and stops the database.
 */

const seed = 20_261_122
const rng = xoroshiro128plus(seed)
const jwtSecret = randomBytes(32).toString('hex')
/** Rows of every round's file: the course's 45 students updated, and the rest new. */
const fileRows = 5000
const classSize = 45
const newPerRound = fileRows - classSize

let dataDir: string
let server: Server | undefined

type Server = SignedInServer

/** Starts the compiled server on DATA_DIR, as `npm run serve` does, waits for health, and signs in. */
const start = () => startSignedInServer(dataDir, jwtSecret)

/** The pid of the embedded PostgreSQL running on DATA_DIR, if one is. */
function postgresPid(): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid')
  if (!existsSync(file)) return undefined
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0])
  return alive(pid) ? pid : undefined
}

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function kill(s: Server, signal: NodeJS.Signals) {
  s.process.kill(signal)
  return s.exited
}

async function api(s: Server, method: string, url: string, body?: unknown) {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { ...s.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.text() }
}

const rutOf = (n: number) => {
  const body = String(9_000_000 + n)
  return `${body}-${getCheckDigit(body)}`
}
/** The class whose attendance is taken: always the same 45 RUTs. */
const classRut = (i: number) => rutOf(i)
/** New students of a round: RUTs no other round uses. */
const newRut = (round: number, i: number) => rutOf(100_000 * round + 1000 + i)
const className = (round: number, i: number) => `Alumno ${String(i).padStart(2, '0')} versión ${round}`

/** A round's file: the class renamed to this round's version, and new students in the round's course. */
async function roundFile(round: number) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Alumnos')
  ws.addRow(['Nombre completo *', 'RUT *', 'Curso *'])
  for (let i = 0; i < classSize; i++) ws.addRow([className(round, i), classRut(i), 'Durabilidad'])
  for (let i = 0; i < newPerRound; i++) ws.addRow([`Nuevo ${round}-${i}`, newRut(round, i), `Importados ${round}`])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

function upload(s: Server, file: Buffer) {
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'alumnos.xlsx',
  )
  return fetch(`${s.base}/api/alumnos/upload-excel`, { method: 'POST', headers: s.headers, body: form })
}

interface Save {
  fecha: string
  registros: { alumno_id: number; presente: boolean }[]
  acked: boolean
}
interface Round {
  round: number
  cursoId: number
  /** The import got its 2xx. */
  acked: boolean
  /** What the restarted server showed: all the file, or none of it. */
  present?: boolean
}

const saves: Save[] = []
const rounds: Round[] = []
let classIds: number[] = []
let classCursoId = 0
let day = 0

/** A date no save used yet (in the past), and a pattern of presence that depends on it. */
function nextSave(): Save {
  const d = new Date(Date.UTC(2024, 2, 1) + day * 86_400_000)
  const k = day++
  return {
    fecha: d.toISOString().slice(0, 10),
    registros: classIds.map((alumno_id, i) => ({ alumno_id, presente: (i + k) % 3 !== 0 })),
    acked: false,
  }
}

/** Saves attendance day after day until the server stops answering; `onAck` runs after each 2xx. */
async function saveLoop(s: Server, onAck: (n: number) => void) {
  for (let n = 1; ; n++) {
    const save = nextSave()
    saves.push(save)
    try {
      const res = await fetch(`${s.base}/api/asistencia/curso/${classCursoId}`, {
        method: 'POST',
        headers: { ...s.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fecha: save.fecha, registros: save.registros }),
      })
      await res.text()
      if (res.status !== 200) return
      save.acked = true
      onAck(n)
    } catch {
      return
    }
  }
}

/** Every acknowledged day is there exactly; a day without an answer is all of its records or none. */
async function checkSaves(s: Server) {
  for (const save of saves) {
    const res = await api(s, 'GET', `/api/asistencia/curso/${classCursoId}/fecha/${save.fecha}`)
    expect(res.status).toBe(200)
    const found = asistenciaDia.parse(JSON.parse(res.body))
    const expected = [...save.registros].sort((x, y) => x.alumno_id - y.alumno_id)
    if (save.acked || found.registros.length > 0) {
      expect(found.registros, `${save.fecha} (${save.acked ? 'acknowledged' : 'unanswered'})`).toEqual(expected)
    }
  }
}

async function studentsOf(s: Server, cursoId: number) {
  const res = await api(s, 'GET', `/api/alumnos/?curso_id=${cursoId}`)
  expect(res.status).toBe(200)
  return alumnoList.parse(JSON.parse(res.body))
}

/** After a restart: the round's import is all there or not at all, and there when it was acknowledged. */
async function checkRound(s: Server, r: Round) {
  const created = await studentsOf(s, r.cursoId)
  const klass = await studentsOf(s, classCursoId)
  const renamed = klass.filter((a) => a.nombre.endsWith(`versión ${r.round}`)).length
  expect([0, newPerRound], `round ${r.round}: new students of the file`).toContain(created.length)
  expect(renamed, `round ${r.round}: the class is renamed exactly when the new students are there`).toBe(
    created.length === 0 ? 0 : classSize,
  )
  if (r.acked) expect(created.length, `round ${r.round} was acknowledged`).toBe(newPerRound)
  r.present = created.length > 0
}

async function newRound(s: Server): Promise<Round> {
  const round = rounds.length + 1
  const res = await api(s, 'POST', '/api/cursos/', { nombre: `Importados ${round}`, nivel: '1° Medio' })
  expect(res.status, res.body).toBe(201)
  const r: Round = { round, cursoId: curso.parse(JSON.parse(res.body)).id, acked: false }
  rounds.push(r)
  return r
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-durability-'))
})
afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    await kill(server, 'SIGTERM')
  }
  rmSync(dataDir, { recursive: true, force: true })
})

type Moment = 'during the import' | 'right after the import is acknowledged' | 'right after a save is acknowledged'
const moments: Moment[] = [
  'during the import',
  'right after the import is acknowledged',
  'right after a save is acknowledged',
  'during the import',
]

describe('restarts on the embedded database', () => {
  it('SIGKILL during and right after imports and attendance saves loses nothing acknowledged', async () => {
    server = await start()
    const s0 = server
    const created = await api(s0, 'POST', '/api/cursos/', { nombre: 'Durabilidad', nivel: '4° Básico' })
    expect(created.status).toBe(201)
    classCursoId = curso.parse(JSON.parse(created.body)).id
    // The first round is acknowledged and never interrupted: it makes the class of 45, and it shows
    // how long an import takes here, to pick kill moments inside one.
    const first = await newRound(s0)
    const file = await roundFile(first.round)
    const startedAt = performance.now()
    const res0 = await upload(s0, file)
    expect(res0.status).toBe(200)
    const importMs = performance.now() - startedAt
    expect(importResult.parse(await res0.json()).creados).toBe(fileRows)
    first.acked = true
    classIds = (await studentsOf(s0, classCursoId)).map((a) => a.id)
    expect(classIds).toHaveLength(classSize)

    for (const moment of moments) {
      const s = server
      const r = await newRound(s)
      const file = await roundFile(r.round)
      let killed = false
      const killNow = () => {
        if (killed) return
        killed = true
        s.process.kill('SIGKILL')
      }
      const afterSaves = uniformInt(rng, 1, 6)
      const delay = uniformInt(rng, 0, Math.ceil(importMs * 1.2))
      const importing = upload(s, file).then(
        async (res) => {
          const body = await res.text()
          if (res.status !== 200) throw new Error(`import answered ${res.status}: ${body}`)
          r.acked = true
          if (moment === 'right after the import is acknowledged') killNow()
        },
        () => {},
      )
      const saving = saveLoop(s, (n) => {
        if (moment === 'right after a save is acknowledged' && n === afterSaves) killNow()
      })
      if (moment === 'during the import') setTimeout(killNow, delay)
      await importing
      await saving
      expect(await s.exited).toBeNull()

      server = await start()
      await checkRound(server, r)
      await checkSaves(server)
    }
    expect(saves.filter((x) => x.acked).length).toBeGreaterThan(moments.length)
  }, 300_000)

  it('SIGKILL right after a student, an attendance day and a document are acknowledged loses none', async () => {
    const s = server!
    const before = postgresPid()
    expect(before, 'the embedded PostgreSQL runs while the server does').toBeDefined()
    const course = await api(s, 'POST', '/api/cursos/', { nombre: 'Sin aviso', nivel: '2° Básico' })
    expect(course.status, course.body).toBe(201)
    const cursoId = curso.parse(JSON.parse(course.body)).id
    const created = await api(s, 'POST', '/api/alumnos/', {
      nombre: 'Josefa Tapia Lagos',
      rut: rutOf(999_001),
      curso_id: cursoId,
      apoderado: 'Andrea Lagos',
    })
    expect(created.status, created.body).toBe(201)
    const student = alumno.parse(JSON.parse(created.body))
    const save = nextSave()
    saves.push(save)
    const saved = await api(s, 'POST', `/api/asistencia/curso/${classCursoId}`, {
      fecha: save.fecha,
      registros: save.registros,
    })
    expect(saved.status, saved.body).toBe(200)
    save.acked = true
    const generated = await api(s, 'POST', '/api/paes/generar-word', {
      asignatura: 'Matemática',
      nivel: '3° Medio',
      cantidad: 5,
    })
    expect(generated.status, generated.body).toBe(200)
    const document = generatedDocument.parse(JSON.parse(generated.body))
    s.process.kill('SIGKILL')
    expect(await s.exited).toBeNull()
    // Nothing can make PostgreSQL die with the app: it is still running, and the next start stops it.
    expect(postgresPid()).toBe(before)

    server = await start()
    expect(alive(before!), 'the orphaned PostgreSQL was stopped').toBe(false)
    expect(postgresPid()).toBeDefined()
    expect(await studentsOf(server, cursoId)).toEqual([student])
    await checkSaves(server)
    const listed = await api(server, 'GET', '/api/documents')
    expect(listed.status).toBe(200)
    const [newest] = documentList.parse(JSON.parse(listed.body))
    expect(newest?.title).toBe(document.title)
    const file = await fetch(newest!.gcs_url)
    expect(file.status).toBe(200)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
  }, 120_000)

  it('SIGTERM during an import answers it or rolls it back, never half', async () => {
    for (const fraction of [0.1, 0.6]) {
      const s = server!
      const r = await newRound(s)
      const file = await roundFile(r.round)
      const answer = upload(s, file).then(
        async (res) => ({ status: res.status, body: await res.text() }),
        (error: unknown) => ({ status: 0, body: String(error) }),
      )
      // Long enough for the upload to reach the server, short enough to land inside the import.
      await new Promise((resolve) => setTimeout(resolve, Math.round(300 * fraction)))
      s.process.kill('SIGTERM')
      const outcome = await answer
      expect(await s.exited, `a graceful stop exits 0:\n${s.output()}`).toBe(0)
      r.acked = outcome.status === 200
      if (outcome.status !== 0) expect(outcome.status, outcome.body).toBe(200)
      server = await start()
      await checkRound(server, r)
      await checkSaves(server)
    }
  }, 120_000)

  it('the data directory opens cleanly and holds every round exactly as the restarts showed it', async () => {
    const s = server!
    expect(await kill(s, 'SIGTERM'), s.output()).toBe(0)
    server = undefined
    expect(postgresPid(), 'a graceful stop stops the embedded PostgreSQL').toBeUndefined()
    const database = await openDatabase({ dataDir })
    expect(database.kind).toBe('postgres')
    try {
      const db = database.db
      for (const r of rounds) {
        const [row] = await db.select({ n: count() }).from(alumnos).where(eq(alumnos.cursoId, r.cursoId))
        expect(row?.n, `round ${r.round}`).toBe(r.present || r.acked ? newPerRound : 0)
      }
      const [klass] = await db
        .select({ n: count() })
        .from(alumnos)
        .innerJoin(cursos, eq(cursos.id, alumnos.cursoId))
        .where(and(eq(cursos.nombre, 'Durabilidad'), like(alumnos.nombre, 'Alumno %')))
      expect(klass?.n).toBe(classSize)
      for (const save of saves.filter((x) => x.acked)) {
        const [row] = await db
          .select({ n: count() })
          .from(asistencias)
          .where(and(eq(asistencias.cursoId, classCursoId), eq(asistencias.fecha, save.fecha)))
        expect(row?.n, save.fecha).toBe(classSize)
      }
      console.info(
        `durabilidad: ${rounds.map((r) => `ronda ${r.round} ${r.acked ? 'respondida' : r.present ? 'sin respuesta, guardada' : 'sin respuesta, ausente'}`).join('; ')}`,
      )
    } finally {
      await database.close()
    }
    expect(postgresPid()).toBeUndefined()
  }, 60_000)
})
