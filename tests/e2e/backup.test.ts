import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { getCheckDigit } from 'rut.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { alumnoList } from '@/api/contract/alumnos'
import { cursoList } from '@/api/contract/cursos'
import { documentList, generatedDocument } from '@/api/contract/documentos'
import { runningEmbedded } from '../../server/backup/cluster'
import { type SignedInServer, startSignedInServer } from './harness'

/**
 * Backups of the embedded default with the compiled commands (`npm run respaldo` / `npm run restaurar`
 * run dist-server/respaldo.js and restaurar.js): a backup taken while students are being created without
 * pause, restored into a fresh DATA_DIR, holds every record acknowledged before the backup began (each
 * table's count and checksum, the students by id) and every Word file byte for byte, and the app started
 * on it serves them. A restore over data is refused unless --reemplazar, which sets the old data aside; a
 * truncated archive is refused and changes nothing.
 */

const jwtSecret = randomBytes(32).toString('hex')
let root: string
let source: string
let app: Server | undefined

function seededDataDir(): string {
  try {
    return inject('e2eSeededDataDir') ?? ''
  } catch {
    return ''
  }
}

type Server = SignedInServer

const start = (dataDir: string) => startSignedInServer(dataDir, jwtSecret)

async function api(s: Server, method: string, url: string, body?: unknown) {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { ...s.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.text() }
}

/** Runs a compiled command (`respaldo` or `restaurar`) as npm would, and answers its exit code and output. */
function run(command: 'respaldo' | 'restaurar', dataDir: string, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.resolve(`dist-server/${command}.js`), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Every table's row count and an md5 of its rows in a fixed order, straight from the database. */
async function tableDigests(url: string, only?: (table: string) => boolean) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = (
      await client.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
      )
    ).rows.map((r) => r.name)
    const out: Record<string, { filas: number; md5: string }> = {}
    for (const t of tables.filter((t) => only?.(t) ?? true)) {
      const { rows } = await client.query<{ n: string; md5: string }>(
        `select count(*) as n, md5(coalesce(string_agg(x.r, '|' order by x.r), '')) as md5 from (select t::text as r from ${pg.escapeIdentifier(t)} t) x`,
      )
      out[t] = { filas: Number(rows[0]!.n), md5: rows[0]!.md5 }
    }
    return out
  } finally {
    await client.end()
  }
}

async function studentRows(url: string, ids: number[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number; r: string }>(
      'select id, t::text as r from alumnos t where id = any($1::int[]) order by id',
      [ids],
    )
    return rows
  } finally {
    await client.end()
  }
}

/** Every row of a table as text, by id. */
async function rowsById(url: string, table: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number; r: string }>(
      `select id, t::text as r from ${pg.escapeIdentifier(table)} t order by id`,
    )
    return new Map(rows.map((row) => [row.id, row.r]))
  } finally {
    await client.end()
  }
}

/** Tables the writer adds to while the backup runs: each student, and its audit line. */
const written = new Set(['alumnos', 'auditoria'])

const rutOf = (n: number) => {
  const body = String(12_000_000 + n)
  return `${body}-${getCheckDigit(body)}`
}

/** The entries of a folder, recursively, with the sha256 of every file. */
function snapshotOf(dir: string) {
  const out: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name)
    const rel = path.relative(dir, full)
    out[rel] = entry.isFile() ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'dir'
  }
  return out
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pizarra-respaldo-'))
  // As root the embedded cluster runs as `postgres`, which must pass through this folder.
  chmodSync(root, 0o755)
  source = path.join(root, 'origen')
  const seeded = seededDataDir()
  if (seeded) {
    const copy = spawnSync('cp', ['-a', seeded, source], { encoding: 'utf8' })
    if (copy.status !== 0) throw new Error(copy.stderr)
  }
})

afterAll(async () => {
  await app?.stop()
  rmSync(root, { recursive: true, force: true })
})

describe('npm run respaldo and npm run restaurar', () => {
  let archive: string
  let restored: string

  it('backs up a running app being written to; the restore serves every record acknowledged before it and every file', async () => {
    app = await start(source)
    const s = app
    // Word files to carry over.
    const generatedFiles: string[] = []
    for (const asignatura of ['Matemática', 'Lenguaje']) {
      const res = await api(s, 'POST', '/api/paes/generar-word', { asignatura, nivel: '3° Medio', cantidad: 5 })
      expect(res.status, res.body).toBe(200)
      generatedFiles.push(generatedDocument.parse(JSON.parse(res.body)).title)
    }
    const courses = cursoList.parse(JSON.parse((await api(s, 'GET', '/api/cursos/')).body))
    const cursoId = courses[0]!.id
    const url = runningEmbedded(source)!.url
    // Every table but the students' stays as it is during the backup: its count and checksum now.
    const still = await tableDigests(url, (t) => !written.has(t))
    const auditBefore = await rowsById(url, 'auditoria')

    // Students created one after another without pause, before, during and after the backup.
    const acked: { id: number; at: number }[] = []
    let writing = true
    let n = 0
    const writer = (async () => {
      while (writing) {
        n++
        const res = await api(s, 'POST', '/api/alumnos/', {
          nombre: `Alumno Continuo ${n}`,
          rut: rutOf(n),
          curso_id: cursoId,
        })
        expect(res.status, res.body).toBe(201)
        acked.push({ id: (JSON.parse(res.body) as { id: number }).id, at: performance.now() })
      }
    })()
    while (acked.length < 20) await new Promise((r) => setTimeout(r, 20))
    const began = performance.now()
    const backup = await run('respaldo', source)
    const ended = performance.now()
    while (acked.filter((a) => a.at > ended).length < 5) await new Promise((r) => setTimeout(r, 20))
    writing = false
    await writer
    expect(backup.code, backup.stderr).toBe(0)
    archive = backup.stdout.trim().split('\n').at(-1)!
    expect(path.dirname(archive)).toBe(path.join(source, 'respaldos'))
    expect(path.basename(archive)).toMatch(/^pizarra-\d{8}-\d{6}\.tar\.gz$/)
    expect(backup.stderr).toContain('Pizarra está en marcha')
    const before = acked.filter((a) => a.at < began).map((a) => a.id)
    const during = acked.filter((a) => a.at >= began && a.at <= ended).length
    expect(before.length).toBeGreaterThanOrEqual(20)
    const sourceStudents = await studentRows(
      url,
      acked.map((a) => a.id),
    )
    const auditAfter = await rowsById(url, 'auditoria')
    const sourceFiles = snapshotOf(path.join(source, 'files'))
    const documents = documentList.parse(JSON.parse((await api(s, 'GET', '/api/documents')).body))
    expect(documents.map((d) => d.title)).toEqual(expect.arrayContaining(generatedFiles))
    await s.stop()
    app = undefined

    restored = path.join(root, 'restaurado')
    const restore = await run('restaurar', restored, [archive])
    expect(restore.code, restore.stderr + restore.stdout).toBe(0)
    expect(restore.stdout).toContain('Restaurado en')

    app = await start(restored)
    const r = app
    const restoredUrl = runningEmbedded(restored)!.url
    // The tables nobody wrote to: the same rows.
    expect(await tableDigests(restoredUrl, (t) => !written.has(t))).toEqual(still)
    // The audit trail: every line written before the writer began, and later ones only as the source has them.
    const restoredAudit = await rowsById(restoredUrl, 'auditoria')
    for (const [id, row] of auditBefore) expect(restoredAudit.get(id)).toBe(row)
    // The archive's lines come first (the restored app adds its own after them, the sequence restored).
    const manifest = JSON.parse(spawnSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }).stdout) as {
      tablas: { nombre: string; filas: number }[]
    }
    const archived = manifest.tablas.find((table) => table.nombre === 'auditoria')!.filas
    expect(archived).toBeGreaterThanOrEqual(auditBefore.size)
    for (const [id, row] of [...restoredAudit].slice(0, archived)) expect(row).toBe(auditAfter.get(id))
    // Every student acknowledged before the backup began is there, identical; any later one, if there,
    // identical too (the snapshot is one instant: a prefix of the writes, never a torn row).
    const restoredStudents = await studentRows(
      restoredUrl,
      acked.map((a) => a.id),
    )
    const restoredIds = new Set(restoredStudents.map((row) => row.id))
    for (const id of before) expect(restoredIds.has(id), `alumno ${id}`).toBe(true)
    const sourceById = new Map(sourceStudents.map((row) => [row.id, row.r]))
    for (const row of restoredStudents) expect(row.r).toBe(sourceById.get(row.id))
    const ackOrder = acked.map((a) => a.id)
    const prefix = ackOrder.slice(0, restoredStudents.length)
    expect([...restoredIds].sort((a, b) => a - b)).toEqual(prefix.sort((a, b) => a - b))
    expect(restoredStudents.length).toBeLessThan(acked.length)
    console.log(
      `respaldo: ${before.length} alumnos antes, ${during} durante, ${restoredStudents.length} en el respaldo`,
    )

    // The app serves them.
    const listed = alumnoList.parse(JSON.parse((await api(r, 'GET', '/api/alumnos/')).body))
    const listedIds = new Set(listed.map((a) => a.id))
    for (const id of before) expect(listedIds.has(id)).toBe(true)
    // Every file byte for byte, on disk and downloaded through the app.
    expect(snapshotOf(path.join(restored, 'files'))).toEqual(sourceFiles)
    const restoredDocs = documentList.parse(JSON.parse((await api(r, 'GET', '/api/documents')).body))
    expect(restoredDocs.map((d) => d.title)).toEqual(documents.map((d) => d.title))
    for (const doc of restoredDocs) {
      const res = await fetch(doc.gcs_url)
      expect(res.status).toBe(200)
      const bytes = createHash('sha256')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('hex')
      expect(Object.values(sourceFiles)).toContain(bytes)
    }
    // New records get new ids (the sequences came back too).
    const more = await api(r, 'POST', '/api/alumnos/', {
      nombre: 'Después del respaldo',
      rut: rutOf(99_999),
      curso_id: cursoId,
    })
    expect(more.status, more.body).toBe(201)
    await r.stop()
    app = undefined
  })

  it('backs up a stopped app, then refuses to restore over data unless --reemplazar, which sets the old data aside', async () => {
    // With the app stopped the backup starts the cluster itself and stops it after.
    const stopped = await run('respaldo', restored)
    expect(stopped.code, stopped.stderr).toBe(0)
    expect(stopped.stderr).not.toContain('Pizarra está en marcha')
    expect(existsSync(path.join(restored, 'pg', 'postmaster.pid'))).toBe(false)
    const second = stopped.stdout.trim().split('\n').at(-1)!
    const manifest = JSON.parse(spawnSync('tar', ['-xzOf', second, 'manifest.json'], { encoding: 'utf8' }).stdout) as {
      archivos: { lista: { ruta: string }[] }
    }
    expect(manifest.archivos.lista.map((f) => f.ruta).sort()).toEqual(
      Object.entries(snapshotOf(path.join(restored, 'files')))
        .filter(([, hash]) => hash !== 'dir')
        .map(([rel]) => rel.split(path.sep).join('/'))
        .sort(),
    )
    expect(manifest.archivos.lista.length).toBeGreaterThanOrEqual(2)

    const before = snapshotOf(restored)
    const password = readFileSync(path.join(restored, 'pg.password'), 'utf8')
    const refused = await run('restaurar', restored, [archive])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('ya tiene datos')
    expect(refused.stderr).toContain('--reemplazar')
    expect(snapshotOf(restored)).toEqual(before)

    const replaced = await run('restaurar', restored, [archive, '--reemplazar'])
    expect(replaced.code, replaced.stderr).toBe(0)
    const aside = readdirSync(restored).filter((n) => n.startsWith('antes-de-restaurar-'))
    expect(aside).toHaveLength(1)
    const kept = path.join(restored, aside[0]!)
    expect(readdirSync(kept).sort()).toEqual(['files', 'pg', 'pg.password'])
    expect(readFileSync(path.join(kept, 'pg.password'), 'utf8')).toBe(password)
    expect(readFileSync(path.join(restored, 'pg.password'), 'utf8')).not.toBe(password)
    expect(existsSync(path.join(restored, 'pg', 'PG_VERSION'))).toBe(true)
    // The restored data is the archive's again (the student added after the first restore is gone).
    app = await start(restored)
    const listed = alumnoList.parse(JSON.parse((await api(app, 'GET', '/api/alumnos/')).body))
    expect(listed.some((a) => a.nombre === 'Después del respaldo')).toBe(false)
    await app.stop()
    app = undefined
  })

  it('refuses a truncated archive and a foreign one, changing nothing', async () => {
    const bytes = readFileSync(archive)
    const truncated = path.join(root, 'truncado.tar.gz')
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    const fresh = path.join(root, 'vacio')
    const refused = await run('restaurar', fresh, [truncated])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('no es un respaldo de Pizarra completo')
    expect(existsSync(fresh)).toBe(false)
    expect(readdirSync(root).filter((n) => n.startsWith('.'))).toEqual([])

    const before = snapshotOf(restored)
    const overData = await run('restaurar', restored, [truncated, '--reemplazar'])
    expect(overData.code).toBe(1)
    expect(snapshotOf(restored)).toEqual(before)

    const foreign = path.join(root, 'otro.tar.gz')
    spawnSync('tar', ['-czf', foreign, '-C', root, 'truncado.tar.gz'])
    expect(statSync(foreign).size).toBeGreaterThan(0)
    const notOurs = await run('restaurar', fresh, [foreign])
    expect(notOurs.code).toBe(1)
    expect(notOurs.stderr).toContain('no es un respaldo de Pizarra completo')
    expect(existsSync(fresh)).toBe(false)
  })
})
