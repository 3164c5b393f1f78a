/**
 * The libro de clases at a large school's scale, on the embedded PostgreSQL: 1,000 students in 23 courses,
 * 8 blocks a day on every class day of 2026 up to 20 November (about 1.5 million block-attendance rows),
 * every block signed with a leccionario and OA, the day's attendance derived from the second block. Each
 * figure is the median of several calls of the service, in process (the HTTP layer is the api bench's):
 * the risk list of the year, a course's monthly sheet, a course's coverage in one subject, Mi día of a
 * teacher and saving a block's roll. The goal is 50 ms each; the figures are printed, never asserted.
 *   npm run bench -- libro
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { colegios, cursos, usuarios } from '../server/db/schema'
import { demoRut } from '../server/db/seed'
import { buildMonthlySheet } from '../server/modules/asistencia/monthly-sheet'
import { newSchoolCode } from '../server/security'
import type { BenchRow } from './types'

const now = new Date('2026-11-20T15:00:00Z')
const courseSize = 45
const studentCount = 1000
const times = [
  ['08:00', '08:45'],
  ['08:45', '09:30'],
  ['09:45', '10:30'],
  ['10:30', '11:15'],
  ['11:30', '12:15'],
  ['12:15', '13:00'],
  ['14:00', '14:45'],
  ['14:45', '15:30'],
] as const
const subjects = ['Lenguaje', 'Matemática', 'Historia', 'Ciencias Naturales']

async function median(runs: number, fn: () => Promise<unknown>) {
  await fn()
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await fn()
    ms.push(performance.now() - started)
  }
  ms.sort((a, b) => a - b)
  return Math.round(ms[Math.floor(ms.length / 2)]! * 10) / 10
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-libro-'))
  const database = await openDatabase({ dataDir })
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' })
  const app = await buildApp({ config, database, rateLimit: false, logger: false, clock: () => now })
  try {
    await app.ready()
    const db = app.db
    const built = performance.now()
    const [colegio] = await db
      .insert(colegios)
      .values({
        nombre: 'Liceo Grande',
        region: 'Metropolitana de Santiago',
        comuna: 'Maipú',
        emailResponsable: 'd@grande.cl',
        codigo: newSchoolCode(),
        plan: 'plus',
      })
      .returning()
    const colegioId = colegio!.id
    const courseCount = Math.ceil(studentCount / courseSize)
    const courseRows = await db
      .insert(cursos)
      .values(
        Array.from({ length: courseCount }, (_, i) => ({
          colegioId,
          nombre: `4° Básico ${i + 1}`,
          nivel: '4° Básico',
        })),
      )
      .returning()
    const teachers = await db
      .insert(usuarios)
      .values(
        courseRows.map((_, i) => ({
          colegioId,
          nombre: `Docente ${i + 1}`,
          email: `docente${i + 1}@grande.cl`,
          passwordHash: 'x',
          rol: 'docente' as const,
          estado: 'activo' as const,
        })),
      )
      .returning()
    const ruts = Array.from({ length: studentCount }, (_, n) => demoRut(n + 1))
    await db.execute(sql`
      insert into alumnos (colegio_id, curso_id, nombre, rut)
      select ${colegioId}, (${`{${courseRows.map((c) => c.id).join(',')}}`}::int[])[1 + (n - 1) / ${courseSize}],
             'Alumno ' || n, (${`{${ruts.join(',')}}`}::text[])[n]
      from generate_series(1, ${studentCount}) as n`)
    const actor = { colegioId, userId: teachers[0]!.id, ip: null }
    for (const [i, c] of courseRows.entries()) {
      await app.libro.saveSchedule(
        actor,
        c.id,
        [1, 2, 3, 4, 5].flatMap((dia) =>
          times.map(([inicio, fin], n) => ({
            dia,
            inicio,
            fin,
            asignatura: subjects[(dia + n) % subjects.length]!,
            docente_id: teachers[i]!.id,
            codocente_id: null,
            codocente_tipo: null,
          })),
        ),
        '2026-03-02',
      )
    }
    const { classDays } = await import('../server/modules/libro/calendar')
    const days = classDays(2026).filter((d) => d < '2026-11-20')
    await app.libro.materializeDays(db, colegioId, days)
    // The rolls: about 5 % absent all day, a few late to the first block.
    await db.execute(sql`
      insert into asistencia_bloque (clase_id, alumno_id, colegio_id, estado, hora_llegada)
      select c.id, a.id, ${colegioId},
             case when (a.id * 13 + extract(doy from c.fecha)::int * 7) % 20 = 0 then 'ausente'
                  when c.numero = 1 and (a.id + extract(doy from c.fecha)::int) % 40 = 0 then 'atrasado'
                  else 'presente' end,
             case when c.numero = 1 and (a.id + extract(doy from c.fecha)::int) % 40 = 0
                   and (a.id * 13 + extract(doy from c.fecha)::int * 7) % 20 <> 0 then '08:10' end
      from clases c join alumnos a on a.curso_id = c.curso_id
      where c.colegio_id = ${colegioId}`)
    await db.execute(sql`
      insert into asistencias (colegio_id, curso_id, alumno_id, fecha, presente)
      select ${colegioId}, c.curso_id, b.alumno_id, c.fecha, b.estado <> 'ausente'
      from clases c join asistencia_bloque b on b.clase_id = c.id where c.colegio_id = ${colegioId} and c.numero = 2`)
    await db.execute(sql`
      update clases set leccionario = 'Clase del día', oa = case asignatura when 'Lenguaje' then array['LE04 OA ' || lpad((1 + extract(doy from fecha)::int % 20)::text, 2, '0')]
                                                        when 'Matemática' then array['MA04 OA ' || lpad((1 + extract(doy from fecha)::int % 20)::text, 2, '0')]
                                                        else '{}'::text[] end,
        registrada_en = (fecha + inicio::time) at time zone 'America/Santiago', registrada_por = docente_id,
        firmada_en = (fecha + fin::time) at time zone 'America/Santiago', firmada_por = docente_id,
        firmada_por_nombre = 'Docente', firma_metodo = 'totp'
      where colegio_id = ${colegioId}`)
    await db.execute(sql`vacuum analyze`)
    const [{ n }] = (
      (await db.execute(sql`select count(*)::int as n from asistencia_bloque`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows as [{ n: number }]
    const setupMs = Math.round(performance.now() - built)

    const curso = courseRows[3]!
    const teacher = { ...actor, userId: teachers[3]!.id, rol: 'docente' as const, cursoIds: [curso.id] }
    const risk = await median(7, () => app.attendance.risk(colegioId, 'anio', null))
    const sheet = await median(7, () => app.attendance.monthlySheet(actor, curso.id, 2026, 10))
    // Of the sheet, building the .xlsx alone (exceljs) from the same month, without the queries.
    const octoberDays = days.filter((d) => d.startsWith('2026-10'))
    const xlsxOnly = await median(7, () =>
      buildMonthlySheet({
        colegio: 'Liceo Grande',
        curso: curso.nombre,
        nivel: curso.nivel,
        year: 2026,
        month: 10,
        generated: now,
        lastSaved: now,
        students: Array.from({ length: courseSize }, (_, i) => ({
          nombre: `Alumno ${i + 1}`,
          rut: '11.111.111-1',
          dias: new Map(octoberDays.map((d) => [d, (i + Number(d.slice(8))) % 20 !== 0])),
        })),
      }),
    )
    const coverage = await median(7, () =>
      app.libroReports.coverage(colegioId, { curso_id: curso.id, asignatura: 'Lenguaje' }),
    )
    const miDia = await median(15, () => app.libro.list(teacher, '2026-11-20'))
    // Saving the roll of today's first block (not signed), as Mi día does.
    const [block] = await app.libro.list(teacher, '2026-11-20')
    const roster = (
      (await db.execute(sql`select id from alumnos where curso_id = ${curso.id}`)) as unknown as {
        rows: { id: number }[]
      }
    ).rows
    let flip = false
    const save = await median(15, () => {
      flip = !flip
      return app.libro.saveAttendance(
        teacher,
        block!.id,
        roster.map((s, i) => ({
          alumno_id: s.id,
          estado: flip && i === 0 ? 'ausente' : 'presente',
          hora_llegada: null,
        })),
      )
    })
    const note = 'meta ≤ 50 ms'
    return [
      {
        name: `colegio de ${studentCount} alumnos, ${n.toLocaleString('es-CL')} registros por bloque (preparación)`,
        value: setupMs,
        unit: 'ms',
      },
      { name: 'lista de riesgo del año (Decreto 67)', value: risk, unit: 'ms', note },
      { name: 'planilla mensual de un curso (.xlsx)', value: sheet, unit: 'ms', note },
      {
        name: 'de ella, solo armar el .xlsx (exceljs, sin consultas)',
        value: xlsxOnly,
        unit: 'ms',
        note: 'las consultas de la planilla toman menos de 1 ms (EXPLAIN ANALYZE)',
      },
      { name: 'cobertura curricular de un curso (Lenguaje)', value: coverage, unit: 'ms', note },
      { name: 'Mi día de un docente (GET /clases?fecha=)', value: miDia, unit: 'ms', note },
      { name: 'guardar la asistencia de un bloque (45 alumnos)', value: save, unit: 'ms', note },
    ]
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
