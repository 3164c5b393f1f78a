import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asignaturasCurso,
  evaluacionCurso,
  evaluacionDeleted,
  libroCurso,
  notasAlumno,
  notasImportRejected,
  notasImportResult,
  notasSaved,
} from '@/api/contract/calificaciones'
import { generatedDocument } from '@/api/contract/documentos'
import { promotionHeadline } from '@/domain/grade-book'
import { alumnos, asistencias, calificaciones, cursos, evaluacionesCurso } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import { lyingXlsxBomb } from '../fixtures/zip-bomb'
import {
  createSchool,
  createTestApp,
  databaseFingerprint,
  detailOf,
  download,
  parse,
  type School,
  type TestApp,
} from './helpers'

// 13:00 UTC on 20 May 2026: the school year 2026 in Santiago.
const may20 = new Date('2026-05-20T13:00:00Z')
let now = may20

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-notas-'))
  t = await createTestApp({ clock: () => now }, { DATA_DIR: dataDir })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

let seq = 3000

/** A course with the given students (names), inserted directly. */
async function course(school: School, names: string[], nombre = `4° Básico ${seq}`) {
  const [curso] = await t.db
    .insert(cursos)
    .values({ colegioId: school.colegio.id, nombre, nivel: '4° Básico' })
    .returning()
  const students = []
  for (const n of names) {
    const [a] = await t.db
      .insert(alumnos)
      .values({ colegioId: school.colegio.id, cursoId: curso!.id, nombre: n, rut: demoRut(seq++) })
      .returning()
    students.push(a!)
  }
  return { curso: curso!, students }
}

const call = (school: School, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: school.headers, payload: payload as object | undefined })

async function evaluation(
  school: School,
  cursoId: number,
  fields: { nombre?: string; asignatura?: string; ponderacion?: number | string; puntaje_maximo?: number | null } = {},
) {
  const res = await call(school, 'POST', '/api/calificaciones/evaluaciones', {
    curso_id: cursoId,
    asignatura: fields.asignatura ?? 'Matemática',
    nombre: fields.nombre ?? 'Prueba 1',
    fecha: '2026-04-10',
    ponderacion: fields.ponderacion ?? 25,
    puntaje_maximo: fields.puntaje_maximo,
  })
  expect(res.statusCode, res.body).toBe(201)
  return parse(evaluacionCurso, res.body)
}

const saveNotas = (school: School, evaluacionId: number, notas: unknown[]) =>
  call(school, 'PUT', `/api/calificaciones/evaluaciones/${evaluacionId}/notas`, { notas })

const grid = async (school: School, cursoId: number, asignatura = 'Matemática') => {
  const res = await call(
    school,
    'GET',
    `/api/calificaciones/curso/${cursoId}?asignatura=${encodeURIComponent(asignatura)}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  return parse(libroCurso, res.body)
}

describe('evaluations', () => {
  it('creates one with a decimal weight and a comma, edits it and lists its subject', async () => {
    const school = await createSchool(t)
    const { curso } = await course(school, ['Ana Soto'])
    const e = await evaluation(school, curso.id, { ponderacion: '12,5', puntaje_maximo: 40 })
    expect(e).toMatchObject({
      curso_id: curso.id,
      asignatura: 'Matemática',
      nombre: 'Prueba 1',
      fecha: '2026-04-10',
      ponderacion: 12.5,
      puntaje_maximo: 40,
    })
    // The same subject written otherwise joins the existing one.
    const other = await evaluation(school, curso.id, {
      asignatura: 'matematica',
      nombre: 'Control 1',
      ponderacion: 33.33,
    })
    expect(other.asignatura).toBe('Matemática')
    expect(other.ponderacion).toBe(33.33)
    await evaluation(school, curso.id, { asignatura: 'Lenguaje y Comunicación' })

    const edited = await call(school, 'PUT', `/api/calificaciones/evaluaciones/${e.id}`, {
      asignatura: 'Matemática',
      nombre: 'Prueba 1 (fracciones)',
      fecha: '2026-04-12',
      ponderacion: 30,
      puntaje_maximo: null,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(parse(evaluacionCurso, edited.body)).toMatchObject({
      nombre: 'Prueba 1 (fracciones)',
      ponderacion: 30,
      puntaje_maximo: null,
    })

    const subjects = await call(school, 'GET', `/api/calificaciones/curso/${curso.id}/asignaturas`)
    expect(parse(asignaturasCurso, subjects.body)).toEqual(['Lenguaje y Comunicación', 'Matemática'])
  })

  it('refuses weights out of range or with three decimals, in Spanish', async () => {
    const school = await createSchool(t)
    const { curso } = await course(school, [])
    const base = { curso_id: curso.id, asignatura: 'Historia', nombre: 'Prueba', fecha: '2026-04-10' }
    for (const [ponderacion, message] of [
      [0, 'La ponderación debe ser un porcentaje de 1 a 100'],
      [101, 'La ponderación debe ser un porcentaje de 1 a 100'],
      [33.333, 'La ponderación admite a lo más dos decimales.'],
    ] as const) {
      const res = await call(school, 'POST', '/api/calificaciones/evaluaciones', { ...base, ponderacion })
      expect(res.statusCode).toBe(422)
      expect(detailOf(res.body)).toContain(message)
    }
    const bad = await call(school, 'POST', '/api/calificaciones/evaluaciones', {
      ...base,
      ponderacion: 20,
      fecha: '2026-02-30',
    })
    expect(detailOf(bad.body)).toContain('no existe en el calendario')
  })

  it('asks before deleting an evaluation with grades (409), then deletes it with confirmar=true', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Ana Soto', 'Benja Ruiz'])
    const e = await evaluation(school, curso.id)
    expect((await saveNotas(school, e.id, [{ alumno_id: students[0]!.id, nota: 6 }])).statusCode).toBe(200)
    const refused = await call(school, 'DELETE', `/api/calificaciones/evaluaciones/${e.id}`)
    expect(refused.statusCode).toBe(409)
    expect(detailOf(refused.body)).toBe(
      'La evaluación «Prueba 1» tiene 1 nota registrada. Confirma si quieres eliminarla junto con sus notas.',
    )
    expect(await t.db.query.evaluacionesCurso.findFirst({ where: eq(evaluacionesCurso.id, e.id) })).toBeDefined()
    const done = await call(school, 'DELETE', `/api/calificaciones/evaluaciones/${e.id}?confirmar=true`)
    expect(done.statusCode).toBe(200)
    expect(parse(evaluacionDeleted, done.body).notas_eliminadas).toBe(1)
    expect(await t.db.select().from(calificaciones).where(eq(calificaciones.evaluacionId, e.id))).toEqual([])
    // Without grades no confirmation is needed.
    const empty = await evaluation(school, curso.id, { nombre: 'Sin notas' })
    expect((await call(school, 'DELETE', `/api/calificaciones/evaluaciones/${empty.id}`)).statusCode).toBe(200)
  })
})

describe('grades', () => {
  it('saves grades as numbers or texts with a comma, clears with null, and answers them', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Ana Soto', 'Benja Ruiz', 'Carla Díaz'])
    const e = await evaluation(school, curso.id)
    const res = await saveNotas(school, e.id, [
      { alumno_id: students[0]!.id, nota: '4,5' },
      { alumno_id: students[1]!.id, nota: 7 },
      { alumno_id: students[2]!.id, nota: '3.9' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(notasSaved, res.body).notas).toEqual([
      { alumno_id: students[0]!.id, nota: 4.5, puntaje: null },
      { alumno_id: students[1]!.id, nota: 7, puntaje: null },
      { alumno_id: students[2]!.id, nota: 3.9, puntaje: null },
    ])
    const cleared = await saveNotas(school, e.id, [{ alumno_id: students[1]!.id, nota: null }])
    expect(parse(notasSaved, cleared.body).notas).toEqual([{ alumno_id: students[1]!.id, nota: null, puntaje: null }])
    const g = await grid(school, curso.id)
    expect(g.alumnos.map((a) => a.notas[String(e.id)])).toEqual([4.5, undefined, 3.9])
    expect(g.alumnos.map((a) => a.promedio)).toEqual([4.5, null, 3.9])
  })

  it('converts scores at 60 % exigencia and keeps the score: 30 of 40 is 5,1 and 12 of 40 is 2,5', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Ana Soto', 'Benja Ruiz', 'Carla Díaz', 'Diego Paz'])
    const e = await evaluation(school, curso.id, { puntaje_maximo: 40 })
    const res = await saveNotas(school, e.id, [
      { alumno_id: students[0]!.id, puntaje: 30 },
      { alumno_id: students[1]!.id, puntaje: '12' },
      { alumno_id: students[2]!.id, puntaje: '24' },
      { alumno_id: students[3]!.id, puntaje: 40 },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(notasSaved, res.body).notas.map((n) => [n.nota, n.puntaje])).toEqual([
      [5.1, 30],
      [2.5, 12],
      [4, 24],
      [7, 40],
    ])
    const g = await grid(school, curso.id)
    expect(g.alumnos[0]!.puntajes[String(e.id)]).toBe(30)
    // A lower maximum converts the stored scores again; one above it refuses the change.
    const lower = await call(school, 'PUT', `/api/calificaciones/evaluaciones/${e.id}`, {
      asignatura: 'Matemática',
      nombre: 'Prueba 1',
      fecha: '2026-04-10',
      ponderacion: 25,
      puntaje_maximo: 35,
    })
    expect(lower.statusCode).toBe(409)
    expect(detailOf(lower.body)).toContain('mayor que 35')
    const higher = await call(school, 'PUT', `/api/calificaciones/evaluaciones/${e.id}`, {
      asignatura: 'Matemática',
      nombre: 'Prueba 1',
      fecha: '2026-04-10',
      ponderacion: 25,
      puntaje_maximo: 50,
    })
    expect(higher.statusCode).toBe(200)
    // 30 of 50 is exactly the 60 %: 4,0.
    expect((await grid(school, curso.id)).alumnos[0]!.notas[String(e.id)]).toBe(4)
  })

  it('refuses the whole request naming the student when one grade is invalid, saving nothing', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Ana Soto', 'Josefa Tapia Lagos'])
    const e = await evaluation(school, curso.id)
    await saveNotas(school, e.id, [{ alumno_id: students[0]!.id, nota: 5 }])
    // Everything but the evaluations and their audit lines (this test adds one below).
    const allButEvaluations = (table: string) =>
      table === 'evaluaciones_curso' ? 'false' : table === 'auditoria' ? "accion <> 'evaluacion.crear'" : 'true'
    const before = await databaseFingerprint(t.db, allButEvaluations)
    for (const bad of ['7,5', '0,9', '4,55', '45', 'cuatro', 8]) {
      const res = await saveNotas(school, e.id, [
        { alumno_id: students[0]!.id, nota: 6.2 },
        { alumno_id: students[1]!.id, nota: bad },
      ])
      expect(res.statusCode).toBe(422)
      expect(detailOf(res.body)).toBe(
        'No se guardó ninguna nota. La nota de Josefa Tapia Lagos debe ser un número de 1,0 a 7,0 con un decimal (por ejemplo 4,5).',
      )
    }
    // A score for an evaluation without a maximum, and a score above the maximum.
    const noMax = await saveNotas(school, e.id, [{ alumno_id: students[1]!.id, puntaje: 20 }])
    expect(detailOf(noMax.body)).toContain('no tiene puntaje máximo: ingresa la nota de Josefa Tapia Lagos')
    const scored = await evaluation(school, curso.id, { nombre: 'Prueba 2', puntaje_maximo: 40 })
    const over = await saveNotas(school, scored.id, [
      { alumno_id: students[0]!.id, puntaje: 10 },
      { alumno_id: students[1]!.id, puntaje: 41 },
    ])
    expect(over.statusCode).toBe(422)
    expect(detailOf(over.body)).toContain('El puntaje de Josefa Tapia Lagos debe ser un número de 0 a 40')
    expect(await databaseFingerprint(t.db, allButEvaluations)).toBe(before)
    const rows = await t.db.select().from(calificaciones).where(eq(calificaciones.evaluacionId, e.id))
    expect(rows.map((r) => Number(r.nota))).toEqual([5])
    expect(await t.db.select().from(calificaciones).where(eq(calificaciones.evaluacionId, scored.id))).toEqual([])
  })

  it('refuses students of another course without naming them, and unknown students with 404, saving nothing', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Ana Soto'])
    const other = await course(school, ['Matías Fuentes Araya'])
    const e = await evaluation(school, curso.id)
    const res = await saveNotas(school, e.id, [
      { alumno_id: students[0]!.id, nota: 6 },
      { alumno_id: other.students[0]!.id, nota: 6 },
    ])
    expect(res.statusCode).toBe(400)
    expect(detailOf(res.body)).toBe('Uno de los alumnos no pertenece al curso de esta evaluación.')
    expect(res.body).not.toContain('Matías')
    const unknown = await saveNotas(school, e.id, [{ alumno_id: 2_000_000_000, nota: 6 }])
    expect(unknown.statusCode).toBe(404)
    expect(await t.db.select().from(calificaciones).where(eq(calificaciones.evaluacionId, e.id))).toEqual([])
  })
})

describe('averages', () => {
  it('weights the grid, renormalizes over graded evaluations and rounds half up exactly', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Zoe Vera', 'Ana Soto', 'Ñuño Pérez'])
    const e1 = await evaluation(school, curso.id, { nombre: 'P1', ponderacion: 50 })
    const e2 = await evaluation(school, curso.id, { nombre: 'P2', ponderacion: 25 })
    const e3 = await evaluation(school, curso.id, { nombre: 'P3', ponderacion: 25 })
    const [zoe, ana, nuno] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]]
    // Zoe: 4,0·0,5 + 3,9·0,25 + 3,9·0,25 = 3,95 -> 4,0 (half up, no float error).
    await saveNotas(school, e1.id, [
      { alumno_id: zoe.id, nota: 4 },
      { alumno_id: ana.id, nota: 6 },
    ])
    await saveNotas(school, e2.id, [
      { alumno_id: zoe.id, nota: 3.9 },
      { alumno_id: ana.id, nota: 3 },
    ])
    await saveNotas(school, e3.id, [{ alumno_id: zoe.id, nota: 3.9 }])
    const g = await grid(school, curso.id)
    // Students in the students list's order (by name).
    expect(g.alumnos.map((a) => a.nombre)).toEqual(['Ana Soto', 'Ñuño Pérez', 'Zoe Vera'])
    const byName = Object.fromEntries(g.alumnos.map((a) => [a.nombre, a.promedio]))
    // Ana has P1 (50) and P2 (25): (6·50 + 3·25) / 75 = 5,0.
    expect(byName).toEqual({ 'Zoe Vera': 4, 'Ana Soto': 5, 'Ñuño Pérez': null })
    expect(nuno.nombre).toBe('Ñuño Pérez')
    expect(g.evaluaciones.map((e) => e.nombre)).toEqual(['P1', 'P2', 'P3'])
  })

  it("answers a student's subjects, general average, attendance and promotion situation", async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Josefa Tapia Lagos'])
    const alumno = students[0]!
    const mat = await evaluation(school, curso.id, { asignatura: 'Matemática', ponderacion: 100 })
    const len = await evaluation(school, curso.id, { asignatura: 'Lenguaje', ponderacion: 100 })
    await evaluation(school, curso.id, { asignatura: 'Historia', nombre: 'Sin nota aún', ponderacion: 100 })
    await saveNotas(school, mat.id, [{ alumno_id: alumno.id, nota: 3.5 }])
    await saveNotas(school, len.id, [{ alumno_id: alumno.id, nota: 6 }])
    // 4 of 5 days present this year: 80 %.
    const days = ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10']
    await t.db.insert(asistencias).values(
      days.map((fecha, i) => ({
        colegioId: school.colegio.id,
        cursoId: curso.id,
        alumnoId: alumno.id,
        fecha,
        presente: i !== 0,
      })),
    )
    const res = await call(school, 'GET', `/api/calificaciones/alumno/${alumno.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const body = parse(notasAlumno, res.body)
    expect(body.asignaturas.map((a) => [a.asignatura, a.promedio])).toEqual([
      ['Historia', null],
      ['Lenguaje', 6],
      ['Matemática', 3.5],
    ])
    // (3,5 + 6,0) / 2 = 4,75 -> 4,8.
    expect(body.promedio_general).toBe(4.8)
    expect(body.asistencia).toBe(80)
    expect(body.situacion).toBe('no_promovido')
    // 20 May: the school year is under way, so the situation is a projection.
    expect(body.proyeccion).toBe(true)
    expect(body.motivos).toEqual([
      'Reprueba Matemática con promedio general 4,8 (se requiere 4,5 o más).',
      'Asistencia de 80 % (se requiere 85 % o más; la dirección puede autorizar la promoción).',
    ])
  })

  it("reads the situation as a projection until the school year's last day, then as the decision", async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Tomás Rojas Muñoz'])
    const e = await evaluation(school, curso.id, { ponderacion: 100 })
    await saveNotas(school, e.id, [{ alumno_id: students[0]!.id, nota: 5.4 }])
    const report = async (at: string) => {
      now = new Date(at)
      try {
        return parse(notasAlumno, (await call(school, 'GET', `/api/calificaciones/alumno/${students[0]!.id}`)).body)
      } finally {
        now = may20
      }
    }
    // Friday 11 December 2026, the second Friday of December, is the last school day: still a projection.
    const last = await report('2026-12-11T20:00:00Z')
    expect(last).toMatchObject({ situacion: 'promovido', proyeccion: true })
    expect(promotionHeadline(last)).toBe('Proyección: promovido (promedio general 5,4, Decreto 67/2018)')
    const after = await report('2026-12-14T13:00:00Z')
    expect(after).toMatchObject({ situacion: 'promovido', proyeccion: false })
    expect(promotionHeadline(after)).toBe('Promovido')
  })

  it('renders the printable report as a Word file, spending no evaluation', async () => {
    const school = await createSchool(t)
    const { curso, students } = await course(school, ['Josefa Tapia Lagos'])
    const e = await evaluation(school, curso.id, { ponderacion: 100 })
    await saveNotas(school, e.id, [{ alumno_id: students[0]!.id, nota: 6.5 }])
    const before = await t.app.quota.status(school.user.id)
    const res = await call(school, 'GET', `/api/calificaciones/alumno/${students[0]!.id}/informe`)
    expect(res.statusCode, res.body).toBe(200)
    const doc = parse(generatedDocument, res.body)
    expect(doc.title).toBe('Informe de calificaciones · Josefa Tapia Lagos')
    const file = await download(t.app, doc.gcs_url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const { unzipSync } = await import('fflate')
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(file.rawPayload))['word/document.xml']!)
    expect(xml).toContain('Josefa Tapia Lagos')
    expect(xml).toContain('6,5')
    // 20 May: a projection, with the rule that gives it.
    expect(xml).toContain('Proyección: promovido (promedio general 6,5, Decreto 67/2018)')
    expect((await t.app.quota.status(school.user.id)).usadas).toBe(before.usadas)
  })
})

describe('the spreadsheet', () => {
  async function filled(school: School) {
    const { curso, students } = await course(school, ['Ana Soto', 'Benja Ruiz'])
    const nota = await evaluation(school, curso.id, { nombre: 'Prueba 1' })
    const puntos = await evaluation(school, curso.id, { nombre: 'Prueba 2', puntaje_maximo: 40 })
    await saveNotas(school, nota.id, [{ alumno_id: students[0]!.id, nota: 5.5 }])
    const res = await call(school, 'GET', `/api/calificaciones/curso/${curso.id}/excel?asignatura=Matem%C3%A1tica`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(new Uint8Array(res.rawPayload).buffer)
    return { curso, students, nota, puntos, wb }
  }

  const upload = async (school: School, cursoId: number, wb: ExcelJS.Workbook) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'notas.xlsx')
    return t.app.inject({
      method: 'POST',
      url: `/api/calificaciones/curso/${cursoId}/excel?asignatura=Matem%C3%A1tica`,
      headers: school.headers,
      payload: form as unknown as string,
    })
  }

  it('exports a template with hidden evaluation ids, RUT and name per student, and the current grades', async () => {
    const school = await createSchool(t)
    const { students, nota, puntos, wb } = await filled(school)
    const ws = wb.getWorksheet('Notas')!
    expect(ws.getRow(1).hidden).toBe(true)
    expect(ws.getRow(1).getCell(3).value).toBe(nota.id)
    expect(ws.getRow(1).getCell(4).value).toBe(puntos.id)
    expect(ws.getRow(2).getCell(3).text).toContain('Prueba 1')
    expect(ws.getRow(2).getCell(4).text).toContain('puntaje 0 a 40')
    expect(ws.getRow(3).getCell(2).text).toBe('Ana Soto')
    expect(ws.getRow(3).getCell(1).text).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/)
    expect(ws.getRow(3).getCell(3).text).toBe('5,5')
    expect(ws.getRow(4).getCell(2).text).toBe(students[1]!.nombre)
  })

  it('imports a filled template: grades and scores, all at once', async () => {
    const school = await createSchool(t)
    const { curso, students, nota, puntos, wb } = await filled(school)
    const ws = wb.getWorksheet('Notas')!
    ws.getRow(4).getCell(3).value = '6,1'
    ws.getRow(3).getCell(4).value = 30
    ws.getRow(4).getCell(4).value = '12'
    const res = await upload(school, curso.id, wb)
    expect(res.statusCode, res.body).toBe(200)
    // The 5,5 already there is written again with the rest.
    expect(parse(notasImportResult, res.body)).toEqual({ message: 'Se guardaron 4 notas.', guardadas: 4 })
    const g = await grid(school, curso.id)
    expect(
      g.alumnos.map((a) => [a.notas[String(nota.id)], a.notas[String(puntos.id)], a.puntajes[String(puntos.id)]]),
    ).toEqual([
      [5.5, 5.1, 30],
      [6.1, 2.5, 12],
    ])
    expect(students).toHaveLength(2)
  })

  it('refuses a file with bad cells, listing every one, and saves nothing', async () => {
    const school = await createSchool(t)
    const { curso, wb } = await filled(school)
    const ws = wb.getWorksheet('Notas')!
    ws.getRow(3).getCell(3).value = '8'
    ws.getRow(4).getCell(4).value = 45
    ws.getRow(5).values = ['11.111.111-1', 'Intruso', '5,0']
    const before = await databaseFingerprint(t.db)
    const res = await upload(school, curso.id, wb)
    expect(res.statusCode).toBe(422)
    const body = parse(notasImportRejected, res.body)
    expect(body.errores).toEqual([
      {
        fila: 3,
        celda: 'C3',
        motivo: 'La nota de Ana Soto debe ser un número de 1,0 a 7,0 con un decimal (por ejemplo 4,5).',
      },
      {
        fila: 4,
        celda: 'D4',
        motivo: 'El puntaje de Benja Ruiz debe ser un número de 0 a 40 (con a lo más un decimal).',
      },
      { fila: 5, celda: 'C5', motivo: 'El RUT 11.111.111-1 no corresponde a un alumno de este curso.' },
    ])
    expect(body.detail).toMatch(/^No se guardó ninguna nota: 3 celdas tienen errores\. Celda C3: /)
    expect(await databaseFingerprint(t.db)).toBe(before)
  })

  it('refuses a .xlsx that declares small sizes and inflates to 300 MB, before reading it', async () => {
    const school = await createSchool(t)
    const { curso } = await course(school, ['Ana Soto'])
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await lyingXlsxBomb(300 * 1024 * 1024))]), 'notas.xlsx')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/calificaciones/curso/${curso.id}/excel?asignatura=Matem%C3%A1tica`,
      headers: school.headers,
      payload: form as unknown as string,
    })
    expect(res.statusCode, res.body).toBe(413)
    expect(detailOf(res.body)).toBe('El contenido del Excel es demasiado grande.')
  })

  it('refuses a file that is not the template or not an .xlsx', async () => {
    const school = await createSchool(t)
    const { curso } = await course(school, ['Ana Soto'])
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('Hoja1').addRow(['RUT', 'Nombre', 'Nota'])
    const res = await upload(school, curso.id, wb)
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toContain('no es una planilla de notas de Pizarra')
    const form = new FormData()
    form.append('file', new Blob(['RUT;Nota\n1-9;5,0']), 'notas.csv')
    const csv = await t.app.inject({
      method: 'POST',
      url: `/api/calificaciones/curso/${curso.id}/excel?asignatura=Matem%C3%A1tica`,
      headers: school.headers,
      payload: form as unknown as string,
    })
    expect(csv.statusCode).toBe(415)
  })
})

describe('tenancy', () => {
  it("answers 404 for another school's course, evaluation and student, changing nothing", async () => {
    const a = await createSchool(t)
    const b = await createSchool(t)
    const { curso, students } = await course(b, ['Alumna Beta'])
    const e = await evaluation(b, curso.id)
    await saveNotas(b, e.id, [{ alumno_id: students[0]!.id, nota: 6 }])
    const before = await databaseFingerprint(t.db)
    const mine = await course(a, ['Alumna Alfa'])
    const myEval = await evaluation(a, mine.curso.id)
    const after = await databaseFingerprint(t.db, (table) =>
      ['evaluaciones_curso', 'cursos', 'alumnos'].includes(table) ? 'false' : 'true',
    )
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/calificaciones/curso/${curso.id}?asignatura=Matem%C3%A1tica`],
      ['GET', `/api/calificaciones/curso/${curso.id}/asignaturas`],
      ['GET', `/api/calificaciones/curso/${curso.id}/excel?asignatura=Matem%C3%A1tica`],
      ['GET', `/api/calificaciones/alumno/${students[0]!.id}`],
      ['GET', `/api/calificaciones/alumno/${students[0]!.id}/informe`],
      ['PUT', `/api/calificaciones/evaluaciones/${e.id}/notas`, { notas: [{ alumno_id: students[0]!.id, nota: 1 }] }],
      [
        'PUT',
        `/api/calificaciones/evaluaciones/${e.id}`,
        { asignatura: 'X', nombre: 'X', fecha: '2026-04-10', ponderacion: 10 },
      ],
      ['DELETE', `/api/calificaciones/evaluaciones/${e.id}?confirmar=true`],
      [
        'POST',
        '/api/calificaciones/evaluaciones',
        { curso_id: curso.id, asignatura: 'X', nombre: 'X', fecha: '2026-04-10', ponderacion: 10 },
      ],
      // B's student in A's own evaluation.
      [
        'PUT',
        `/api/calificaciones/evaluaciones/${myEval.id}/notas`,
        { notas: [{ alumno_id: students[0]!.id, nota: 1 }] },
      ],
    ]
    for (const [method, url, payload] of calls) {
      const res = await call(a, method as 'GET', url, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.body).not.toContain('Alumna Beta')
    }
    expect(
      await databaseFingerprint(t.db, (table) =>
        ['evaluaciones_curso', 'cursos', 'alumnos'].includes(table) ? 'false' : 'true',
      ),
    ).toBe(after)
    expect(before).not.toBe(after)
  })
})
