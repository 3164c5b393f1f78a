import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import ExcelJS from 'exceljs'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { alumnos, colegios, cursos, usuarios } from '../server/db/schema'
import { demoRut } from '../server/db/seed'
import { loadWorkbook, readStudentRows, templateColumns } from '../server/modules/alumnos/excel'
import { hashPassword, newSchoolCode } from '../server/security'
import type { BenchRow } from './types'

const importRows = 5000
const listed = 1000
const listRuns = Number(process.env.BENCH_LIST_RUNS ?? 50)

async function sheet(rows: number, offset: number) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Alumnos')
  ws.addRow(templateColumns.map((c) => c.header))
  for (let i = 0; i < rows; i++) {
    const n = offset + i + 1
    ws.addRow([
      `Alumno ${n} Pérez`,
      demoRut(n),
      i % 2 ? '4° Básico A' : '4° Básico B',
      '15-03-2016',
      `Calle ${n}`,
      '+56 9 1234 5678',
      `Apoderado ${n}`,
    ])
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/**
 * The student import of a 5,000-row .xlsx (inserting, then the same file again updating every
 * student), the reading of that file alone, and `GET /alumnos/` of a school with 1,000 students.
 * On an on-disk PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set.
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-import-'))
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir, engine: 'pglite' })
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const app = await buildApp({ config, database, rateLimit: false, logger: false })
  await app.ready()
  const db = database.db
  const passwordHash = await hashPassword('clave-de-bench')

  async function school(nombre: string) {
    const [colegio] = await db
      .insert(colegios)
      .values({
        nombre,
        region: 'Metropolitana de Santiago',
        comuna: 'Ñuñoa',
        emailResponsable: 'bench@pizarra.cl',
        codigo: newSchoolCode(),
        plan: 'pro',
      })
      .returning()
    const email = `${newSchoolCode().toLowerCase()}@bench.pizarra.cl`
    await db.insert(usuarios).values({ colegioId: colegio!.id, nombre: 'UTP', email, passwordHash })
    const creados = await db
      .insert(cursos)
      .values([
        { colegioId: colegio!.id, nombre: '4° Básico A', nivel: '4° Básico' },
        { colegioId: colegio!.id, nombre: '4° Básico B', nivel: '4° Básico' },
      ])
      .returning()
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ username: email, password: 'clave-de-bench' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const { access_token } = login.json() as { access_token: string }
    return { colegio: colegio!, cursos: creados, headers: { authorization: `Bearer ${access_token}` } }
  }

  try {
    const rows: BenchRow[] = []
    const file = await sheet(importRows, 0)

    let t0 = performance.now()
    const parsed = readStudentRows(await loadWorkbook(file))
    rows.push({
      name: `lectura del Excel (${importRows.toLocaleString('es-CL')} filas, ${(file.length / 1024).toFixed(0)} KB)`,
      value: performance.now() - t0,
      unit: 'ms',
    })
    if (parsed.length !== importRows) throw new Error(`se leyeron ${parsed.length} filas`)

    const big = await school('Colegio Bench Importación')
    const upload = async () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)]), 'alumnos.xlsx')
      const start = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/api/alumnos/upload-excel',
        headers: big.headers,
        payload: form,
      })
      const ms = performance.now() - start
      if (res.statusCode !== 200) throw new Error(`importación: ${res.statusCode} ${res.body.slice(0, 300)}`)
      return { ms, body: res.json() as { creados: number; actualizados: number } }
    }
    const first = await upload()
    if (first.body.creados !== importRows) throw new Error(`creados ${first.body.creados}`)
    rows.push({
      name: `importación de ${importRows.toLocaleString('es-CL')} alumnos nuevos (una transacción)`,
      value: first.ms,
      unit: 'ms',
      note: `${Math.round(importRows / (first.ms / 1000)).toLocaleString('es-CL')} filas/s`,
      budget: { max: 20_000 },
    })
    const second = await upload()
    if (second.body.actualizados !== importRows) throw new Error(`actualizados ${second.body.actualizados}`)
    rows.push({
      name: `el mismo archivo otra vez: ${importRows.toLocaleString('es-CL')} alumnos actualizados`,
      value: second.ms,
      unit: 'ms',
      budget: { max: 20_000 },
    })

    const mid = await school('Colegio Bench Listado')
    await db.insert(alumnos).values(
      Array.from({ length: listed }, (_, i) => ({
        colegioId: mid.colegio.id,
        cursoId: mid.cursos[i % 2]!.id,
        nombre: `Alumno ${i + 1} González`,
        rut: demoRut(100_000 + i),
        fechaNacimiento: '2016-03-15',
        direccion: `Calle ${i + 1}`,
        telefono: '+56 9 1234 5678',
        apoderado: `Apoderado ${i + 1}`,
      })),
    )
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < listRuns + 3; i++) {
      t0 = performance.now()
      const res = await app.inject({ url: '/api/alumnos/', headers: mid.headers })
      const ms = performance.now() - t0
      if (res.statusCode !== 200) throw new Error(`listado: ${res.statusCode}`)
      bytes = res.rawPayload.length
      if (i >= 3) times.push(ms) // the first calls warm up the JIT and the query cache
    }
    rows.push({
      name: `GET /alumnos/ con ${listed.toLocaleString('es-CL')} alumnos, mediana`,
      value: percentile(times, 50),
      unit: 'ms',
      note: `${(bytes / 1024).toFixed(0)} KB de JSON, ${listRuns} llamadas`,
      budget: { max: 250 },
    })
    rows.push({
      name: `GET /alumnos/ con ${listed.toLocaleString('es-CL')} alumnos, p95`,
      value: percentile(times, 95),
      unit: 'ms',
    })
    return rows
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
