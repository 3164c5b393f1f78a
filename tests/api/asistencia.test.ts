import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asistenciaAlumno, asistenciaDia, asistenciaSaved } from '@/api/contract/asistencia'
import { curso as cursoSchema } from '@/api/contract/cursos'
import { alumnos, asistencias } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import { createSchool, createTestApp, detailOf, parse, type School, type TestApp } from './helpers'

// 02:30 UTC on 10 March 2026 is still 9 March, 23:30, in Santiago (UTC-3 in summer).
const now = new Date('2026-03-10T02:30:00Z')
const today = '2026-03-09'
const tomorrow = '2026-03-10'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
})
afterAll(() => t.close())

let rutSeq = 1

async function courseWithStudents(school: School, nombres: string[], nombreCurso = '4° Básico A') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cursos/',
    headers: school.headers,
    payload: { nombre: nombreCurso, nivel: '4° Básico' },
  })
  const c = parse(cursoSchema, res.body)
  if (nombres.length === 0) return { curso: c, alumnos: [] }
  const rows = await t.db
    .insert(alumnos)
    .values(nombres.map((nombre) => ({ colegioId: school.colegio.id, cursoId: c.id, nombre, rut: demoRut(rutSeq++) })))
    .returning()
  return { curso: c, alumnos: rows }
}

const save = (school: School, cursoId: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/asistencia/curso/${cursoId}`,
    headers: school.headers,
    payload: payload as object,
  })

const getDay = (school: School, cursoId: number, fecha: string) =>
  t.app.inject({ url: `/api/asistencia/curso/${cursoId}/fecha/${fecha}`, headers: school.headers })

const rowsOf = (alumnoId: number) => t.db.select().from(asistencias).where(eq(asistencias.alumnoId, alumnoId))

describe('GET /api/asistencia/curso/:id/fecha/:date', () => {
  it('says when the day has not been taken yet', async () => {
    const school = await createSchool(t)
    const { curso } = await courseWithStudents(school, ['Ana', 'Beto'])
    const res = await getDay(school, curso.id, today)
    expect(res.statusCode).toBe(200)
    expect(parse(asistenciaDia, res.body)).toEqual({
      curso_id: curso.id,
      fecha: today,
      tomada: false,
      actualizada: null,
      registros: [],
    })
  })

  it("answers 404 for another school's course", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { curso } = await courseWithStudents(other, ['Ana'])
    const res = await getDay(school, curso.id, today)
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El curso no existe.')
  })

  it.each(['2026-02-30', '2026-3-1', 'hoy', '09-03-2026'])('answers 422 for the date %s', async (fecha) => {
    const school = await createSchool(t)
    const { curso } = await courseWithStudents(school, ['Ana'])
    const res = await getDay(school, curso.id, fecha)
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(/fecha/i)
  })
})

describe('POST /api/asistencia/curso/:id', () => {
  it('saves the day and reads it back', async () => {
    const school = await createSchool(t)
    const {
      curso,
      alumnos: [ana, beto],
    } = await courseWithStudents(school, ['Ana', 'Beto'])
    const res = await save(school, curso.id, {
      fecha: today,
      registros: [
        { alumno_id: ana!.id, presente: true },
        { alumno_id: beto!.id, presente: false },
      ],
    })
    expect(res.statusCode).toBe(200)
    const saved = parse(asistenciaSaved, res.body)
    expect(saved.message).toBe('¡Asistencia guardada!')
    expect(saved.tomada).toBe(true)
    const day = parse(asistenciaDia, (await getDay(school, curso.id, today)).body)
    expect(day.tomada).toBe(true)
    expect(day.actualizada).not.toBeNull()
    // The day as read (its own SQL) is the day as the save answered it.
    const { message: _, ...savedDay } = saved
    expect(day).toStrictEqual(savedDay)
    expect(day.registros).toEqual([
      { alumno_id: ana!.id, presente: true },
      { alumno_id: beto!.id, presente: false },
    ])
    // Another day of the same course is still untaken.
    expect(parse(asistenciaDia, (await getDay(school, curso.id, '2026-03-06')).body).tomada).toBe(false)
  })

  it('corrects a day when saved again, never duplicating a record', async () => {
    const school = await createSchool(t)
    const {
      curso,
      alumnos: [ana, beto],
    } = await courseWithStudents(school, ['Ana', 'Beto'])
    const first = {
      fecha: today,
      registros: [
        { alumno_id: ana!.id, presente: true },
        { alumno_id: beto!.id, presente: true },
      ],
    }
    expect((await save(school, curso.id, first)).statusCode).toBe(200)
    const corrected = {
      fecha: today,
      registros: [
        { alumno_id: ana!.id, presente: true },
        { alumno_id: beto!.id, presente: false },
      ],
    }
    expect((await save(school, curso.id, corrected)).statusCode).toBe(200)
    expect(await rowsOf(ana!.id)).toHaveLength(1)
    expect(await rowsOf(beto!.id)).toHaveLength(1)
    const day = parse(asistenciaDia, (await getDay(school, curso.id, today)).body)
    expect(day.registros).toEqual(corrected.registros)
  })

  it('keeps one record per student and day when two saves race', async () => {
    const school = await createSchool(t)
    const { curso, alumnos: lista } = await courseWithStudents(school, ['A', 'B', 'C', 'D'])
    const body = (presente: boolean) => ({ fecha: today, registros: lista.map((a) => ({ alumno_id: a.id, presente })) })
    const [r1, r2] = await Promise.all([save(school, curso.id, body(true)), save(school, curso.id, body(false))])
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200])
    const rows = await t.db
      .select()
      .from(asistencias)
      .where(and(eq(asistencias.cursoId, curso.id), eq(asistencias.fecha, today)))
    expect(rows).toHaveLength(4)
    expect(new Set(rows.map((r) => r.presente)).size).toBe(1)
  })

  it('accepts today in Santiago and refuses tomorrow, even when it is already tomorrow in UTC', async () => {
    const school = await createSchool(t)
    const {
      curso,
      alumnos: [ana],
    } = await courseWithStudents(school, ['Ana'])
    const future = await save(school, curso.id, {
      fecha: tomorrow,
      registros: [{ alumno_id: ana!.id, presente: true }],
    })
    expect(future.statusCode).toBe(422)
    expect(detailOf(future.body)).toBe('No se puede registrar asistencia de una fecha futura.')
    expect(await rowsOf(ana!.id)).toHaveLength(0)
    const ok = await save(school, curso.id, { fecha: today, registros: [{ alumno_id: ana!.id, presente: true }] })
    expect(ok.statusCode).toBe(200)
  })

  it('refuses students of another course or another school and saves nothing', async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const {
      curso,
      alumnos: [ana],
    } = await courseWithStudents(school, ['Ana'])
    const {
      alumnos: [beto],
    } = await courseWithStudents(school, ['Beto'], '4° Básico B')
    const {
      alumnos: [carla],
    } = await courseWithStudents(other, ['Carla'])
    for (const intruso of [beto!, carla!]) {
      const res = await save(school, curso.id, {
        fecha: today,
        registros: [
          { alumno_id: ana!.id, presente: true },
          { alumno_id: intruso.id, presente: true },
        ],
      })
      expect(res.statusCode).toBe(422)
      expect(detailOf(res.body)).toBe('Uno de los alumnos no pertenece a este curso.')
      expect(res.body).not.toContain(String(intruso.id))
    }
    expect(await rowsOf(ana!.id)).toHaveLength(0)
    expect(await rowsOf(carla!.id)).toHaveLength(0)
  })

  it("answers 404 for another school's course, even with that school's students", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const {
      curso,
      alumnos: [carla],
    } = await courseWithStudents(other, ['Carla'])
    const res = await save(school, curso.id, { fecha: today, registros: [{ alumno_id: carla!.id, presente: true }] })
    expect(res.statusCode).toBe(404)
    expect(await rowsOf(carla!.id)).toHaveLength(0)
  })

  it.each([
    ['no body', undefined, /cuerpo|fecha|registros/i],
    ['no date', { registros: [{ alumno_id: 1, presente: true }] }, /fecha es obligatoria/],
    ['an impossible date', { fecha: '2026-02-29', registros: [{ alumno_id: 1, presente: true }] }, /no existe/],
    ['no records', { fecha: today, registros: [] }, /al menos un registro/],
    ['records that are not a list', { fecha: today, registros: 'todos' }, /registros/i],
    ['a record without presente', { fecha: today, registros: [{ alumno_id: 1 }] }, /presente/],
    ['presente as text', { fecha: today, registros: [{ alumno_id: 1, presente: 'sí' }] }, /presente/],
    ['a bad student id', { fecha: today, registros: [{ alumno_id: 'x', presente: true }] }, /identificador numérico/],
    ['a record without student', { fecha: today, registros: [{ presente: true }] }, /El alumno es obligatorio/],
    [
      'a student twice',
      {
        fecha: today,
        registros: [
          { alumno_id: 1, presente: true },
          { alumno_id: 1, presente: false },
        ],
      },
      /una sola vez/,
    ],
  ])('answers 4xx in Spanish for %s and saves nothing', async (_name, payload, message) => {
    const school = await createSchool(t)
    const {
      curso,
      alumnos: [ana],
    } = await courseWithStudents(school, ['Ana'])
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/asistencia/curso/${curso.id}`,
      headers: { ...school.headers, 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(detailOf(res.body)).toMatch(message)
    expect(await rowsOf(ana!.id)).toHaveLength(0)
  })

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/asistencia/curso/1', payload: { fecha: today } })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/asistencia/alumno/:id', () => {
  it('lists the days newest first with the share present, across courses', async () => {
    const school = await createSchool(t)
    const {
      curso: a,
      alumnos: [ana],
    } = await courseWithStudents(school, ['Ana'])
    const { curso: b } = await courseWithStudents(school, [], '4° Básico B')
    const days: [string, boolean][] = [
      ['2026-03-02', true],
      ['2026-03-03', false],
      ['2026-03-04', true],
    ]
    for (const [fecha, presente] of days) {
      expect((await save(school, a.id, { fecha, registros: [{ alumno_id: ana!.id, presente }] })).statusCode).toBe(200)
    }
    await t.db.update(alumnos).set({ cursoId: b.id }).where(eq(alumnos.id, ana!.id))
    expect(
      (await save(school, b.id, { fecha: '2026-03-05', registros: [{ alumno_id: ana!.id, presente: true }] }))
        .statusCode,
    ).toBe(200)
    const res = await t.app.inject({ url: `/api/asistencia/alumno/${ana!.id}`, headers: school.headers })
    expect(res.statusCode).toBe(200)
    const body = parse(asistenciaAlumno, res.body)
    expect(body).toMatchObject({ alumno_id: ana!.id, total: 4, presentes: 3, ausentes: 1, porcentaje: 75 })
    expect(body.registros.map((r) => [r.fecha, r.presente, r.curso.nombre])).toEqual([
      ['2026-03-05', true, '4° Básico B'],
      ['2026-03-04', true, '4° Básico A'],
      ['2026-03-03', false, '4° Básico A'],
      ['2026-03-02', true, '4° Básico A'],
    ])
  })

  it('gives no percentage when nothing was recorded', async () => {
    const school = await createSchool(t)
    const {
      alumnos: [ana],
    } = await courseWithStudents(school, ['Ana'])
    const body = parse(
      asistenciaAlumno,
      (await t.app.inject({ url: `/api/asistencia/alumno/${ana!.id}`, headers: school.headers })).body,
    )
    expect(body).toEqual({ alumno_id: ana!.id, total: 0, presentes: 0, ausentes: 0, porcentaje: null, registros: [] })
  })

  it("answers 404 for another school's student and 422 for a malformed id", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const {
      alumnos: [carla],
    } = await courseWithStudents(other, ['Carla'])
    const res = await t.app.inject({ url: `/api/asistencia/alumno/${carla!.id}`, headers: school.headers })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El alumno no existe.')
    const bad = await t.app.inject({ url: '/api/asistencia/alumno/uno', headers: school.headers })
    expect(bad.statusCode).toBe(422)
  })
})

describe('GET /api/asistencia/curso/:id/mes/:yyyy-mm.xlsx', () => {
  async function readSheet(body: Buffer) {
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(body as unknown as ExcelJS.Buffer)
    const ws = wb.worksheets[0]!
    const text = (r: number, c: number) => {
      const v = ws.getCell(r, c).value
      // Formula cells carry their cached result, so the file reads right before any recalculation.
      // exceljs's reader drops falsy cached results (0 and ''): those come back undefined.
      if (v && typeof v === 'object' && 'formula' in v) return v.result
      return v
    }
    return { ws, text }
  }

  it('is a sheet of students by school days with totals and percentages', async () => {
    const school = await createSchool(t, { nombre: 'Liceo Gabriela Mistral' })
    const {
      curso,
      alumnos: [ana, beto],
    } = await courseWithStudents(school, ['Beto Soto', 'Ana Díaz'])
    // Sunday the 1st has no record and is left out; Monday 2 to Friday 6 are school days.
    const records: [string, boolean, boolean][] = [
      ['2026-03-02', true, true],
      ['2026-03-03', true, false],
      ['2026-03-04', false, false],
      ['2026-03-05', true, true],
    ]
    for (const [fecha, b, a] of records) {
      const res = await save(school, curso.id, {
        fecha,
        registros: [
          { alumno_id: ana!.id, presente: b },
          { alumno_id: beto!.id, presente: a },
        ],
      })
      expect(res.statusCode).toBe(200)
    }
    // A Saturday with a record is included.
    await save(school, curso.id, { fecha: '2026-03-07', registros: [{ alumno_id: ana!.id, presente: true }] })
    // Another month's record stays out.
    await save(school, curso.id, { fecha: '2026-02-27', registros: [{ alumno_id: ana!.id, presente: false }] })

    const res = await t.app.inject({
      url: `/api/asistencia/curso/${curso.id}/mes/2026-03.xlsx`,
      headers: school.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers['content-disposition']).toBe('attachment; filename="asistencia-4-basico-a-2026-03.xlsx"')
    const { ws, text } = await readSheet(res.rawPayload)
    expect(text(1, 1)).toBe('Registro mensual de asistencia — marzo 2026')
    expect(text(2, 1)).toBe('Establecimiento: Liceo Gabriela Mistral')
    expect(text(3, 1)).toBe('Curso: 4° Básico A (4° Básico) · 2 alumnos')
    // Header: N°, Alumno, RUT, then the days: weekdays of March 2026 (22) plus Saturday 7.
    const headerDays: unknown[] = []
    for (let c = 4; ws.getCell(7, c).value !== null && typeof ws.getCell(7, c).value === 'number'; c++) {
      headerDays.push(ws.getCell(7, c).value)
    }
    expect(headerDays).toHaveLength(23)
    expect(headerDays.slice(0, 6)).toEqual([2, 3, 4, 5, 6, 7])
    expect(text(6, 4)).toBe('Lu')
    expect(text(6, 9)).toBe('Sá')
    const totalsCol = 4 + 23
    expect(text(6, totalsCol)).toBe('Presentes')
    expect(text(6, totalsCol + 3)).toBe('% asistencia')
    // Students alphabetically: Ana Díaz (row 8) then Beto Soto (row 9).
    expect(text(8, 2)).toBe('Ana Díaz')
    expect(text(8, 3)).toMatch(/^\d{2}\.\d{3}\.\d{3}-[\dK]$/)
    expect([4, 5, 6, 7, 8, 9].map((c) => text(8, c))).toEqual(['P', 'A', 'A', 'P', null, null])
    expect([4, 5, 6, 7, 8, 9].map((c) => text(9, c))).toEqual(['P', 'P', 'A', 'P', null, 'P'])
    expect([0, 1, 2, 3].map((i) => text(8, totalsCol + i))).toEqual([2, 2, 4, 0.5])
    expect(ws.getCell(8, totalsCol + 3).numFmt).toBe('0.0%')
    expect([0, 1, 2, 3].map((i) => text(9, totalsCol + i))).toEqual([4, 1, 5, 0.8])
    expect(ws.getCell(9, totalsCol).formula).toMatch(/^COUNTIF\(/)
    // Per day and for the whole course.
    expect(text(10, 1)).toBe('Presentes del día')
    expect([4, 5, 6].map((c) => text(10, c))).toEqual([2, 1, undefined])
    expect([4, 5, 6].map((c) => text(11, c))).toEqual([undefined, 1, 2])
    expect([4, 5, 6].map((c) => text(12, c))).toEqual([1, 0.5, undefined])
    // Friday 6 was not taken: its totals are blank, not zero.
    expect([10, 11, 12].map((r) => ws.getCell(r, 8).formula)).toEqual([
      'IF(COUNTA(H8:H9)=0,"",COUNTIF(H8:H9,"P"))',
      'IF(COUNTA(H8:H9)=0,"",COUNTIF(H8:H9,"A"))',
      'IF(COUNTA(H8:H9)=0,"",H10/(H10+H11))',
    ])
    expect(text(10, totalsCol)).toBe(6)
    expect(text(10, totalsCol + 2)).toBe(9)
    expect(text(10, totalsCol + 3)).toBeCloseTo(6 / 9)
  })

  it('lists the students of the course even in a month with nothing recorded', async () => {
    const school = await createSchool(t)
    const { curso } = await courseWithStudents(school, ['Ana', 'Beto'])
    const res = await t.app.inject({
      url: `/api/asistencia/curso/${curso.id}/mes/2026-01.xlsx`,
      headers: school.headers,
    })
    expect(res.statusCode).toBe(200)
    const { text } = await readSheet(res.rawPayload)
    expect([text(8, 2), text(9, 2)]).toEqual(['Ana', 'Beto'])
    expect(text(8, 4)).toBeNull()
  })

  it("answers 404 for another school's course", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { curso } = await courseWithStudents(other, ['Carla'])
    const res = await t.app.inject({
      url: `/api/asistencia/curso/${curso.id}/mes/2026-03.xlsx`,
      headers: school.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El curso no existe.')
  })

  it.each(['2026-13.xlsx', '2026-3.xlsx', '2026-03.csv', '2026-03'])('answers 422 for %s', async (archivo) => {
    const school = await createSchool(t)
    const { curso } = await courseWithStudents(school, ['Ana'])
    const res = await t.app.inject({ url: `/api/asistencia/curso/${curso.id}/mes/${archivo}`, headers: school.headers })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toContain('AAAA-MM')
  })
})
