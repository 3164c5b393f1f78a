import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asistenciaMensual, asistenciaResumen, asistenciaRiesgo } from '@/api/contract/asistencia'
import { alumnos, asistencias, cursos } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import { createSchool, createTestApp, detailOf, parse, type School, type TestApp } from './helpers'

// 02:30 UTC on 1 June 2026 is still 31 May in Santiago: "this month" is May.
const now = new Date('2026-06-01T02:30:00Z')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
})
afterAll(() => t.close())

let seq = 7000

/** The weekdays from `from` on (YYYY-MM-DD), `count` of them. */
function schoolDays(from: string, count: number) {
  const days: string[] = []
  const d = new Date(`${from}T12:00:00Z`)
  while (days.length < count) {
    const dow = d.getUTCDay()
    if (dow !== 0 && dow !== 6) days.push(d.toISOString().slice(0, 10))
    d.setUTCDate(d.getUTCDate() + 1)
  }
  return days
}

/**
 * A course whose students attended `presentes` of the given days each (the first days of the list),
 * so their percentages are known.
 */
async function course(school: School, plan: { nombre: string; presentes: number }[], days: string[]) {
  const [curso] = await t.db
    .insert(cursos)
    .values({ colegioId: school.colegio.id, nombre: `7° Básico ${seq++}`, nivel: '7° Básico' })
    .returning()
  const students = []
  for (const p of plan) {
    const [a] = await t.db
      .insert(alumnos)
      .values({ colegioId: school.colegio.id, cursoId: curso!.id, nombre: p.nombre, rut: demoRut(seq++) })
      .returning()
    students.push(a!)
    if (days.length > 0) {
      await t.db.insert(asistencias).values(
        days.map((fecha, i) => ({
          colegioId: school.colegio.id,
          cursoId: curso!.id,
          alumnoId: a!.id,
          fecha,
          presente: i < p.presentes,
        })),
      )
    }
  }
  return { curso: curso!, students }
}

const get = (school: School, url: string) => t.app.inject({ method: 'GET', url, headers: school.headers })

describe('GET /api/asistencia/curso/:id/resumen', () => {
  it('counts only days with a record, one decimal, with the band of each student', async () => {
    const school = await createSchool(t)
    // 40 days in May: 39 (97,5 %), 37 (92,5 %), 35 (87,5 %), 30 (75 %).
    const days = schoolDays('2026-05-01', 21).concat(schoolDays('2026-04-01', 19)).sort()
    const { curso } = await course(
      school,
      [
        { nombre: 'Ana Soto', presentes: 39 },
        { nombre: 'Benja Ruiz', presentes: 37 },
        { nombre: 'Carla Díaz', presentes: 35 },
        { nombre: 'Diego Paz', presentes: 30 },
      ],
      days,
    )
    // A student without records in the period: no percentage, no band.
    await t.db
      .insert(alumnos)
      .values({ colegioId: school.colegio.id, cursoId: curso.id, nombre: 'Eva Nueva', rut: demoRut(seq++) })
    const res = await get(school, `/api/asistencia/curso/${curso.id}/resumen?desde=2026-03-01&hasta=2026-05-31`)
    expect(res.statusCode, res.body).toBe(200)
    const rows = parse(asistenciaResumen, res.body)
    expect(rows.map((r) => [r.nombre, r.presentes, r.ausentes, r.porcentaje, r.banda])).toEqual([
      ['Ana Soto', 39, 1, 97.5, 'destacada'],
      ['Benja Ruiz', 37, 3, 92.5, 'normal'],
      ['Carla Díaz', 35, 5, 87.5, 'reiterada'],
      ['Diego Paz', 30, 10, 75, 'grave'],
      ['Eva Nueva', 0, 0, null, null],
    ])

    // The range bounds the count: only the April days.
    const april = parse(
      asistenciaResumen,
      (await get(school, `/api/asistencia/curso/${curso.id}/resumen?desde=2026-04-01&hasta=2026-04-30`)).body,
    )
    expect(april.map((r) => r.presentes + r.ausentes)).toEqual([19, 19, 19, 19, 0])
  })

  it('refuses a range that ends before it starts, and another school course', async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { curso } = await course(school, [{ nombre: 'Ana Soto', presentes: 1 }], ['2026-05-04'])
    const bad = await get(school, `/api/asistencia/curso/${curso.id}/resumen?desde=2026-05-10&hasta=2026-05-01`)
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toBe('La fecha de inicio no puede ser posterior a la fecha de término.')
    expect((await get(other, `/api/asistencia/curso/${curso.id}/resumen`)).statusCode).toBe(404)
  })
})

describe('GET /api/asistencia/riesgo', () => {
  it("lists the school's students in grave and reiterada this month (Santiago), gravest first, with the course", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const may = schoolDays('2026-05-01', 20)
    const { curso } = await course(
      school,
      [
        { nombre: 'Ana Soto', presentes: 20 },
        { nombre: 'Benja Ruiz', presentes: 17 },
        { nombre: 'Carla Díaz', presentes: 15 },
        { nombre: 'Diego Paz', presentes: 18 },
      ],
      may,
    )
    // In April everyone was absent: it counts for the year, not for May.
    const april = schoolDays('2026-04-01', 10)
    await course(school, [{ nombre: 'Fernanda Abril', presentes: 0 }], april)
    await course(other, [{ nombre: 'Otra Escuela', presentes: 0 }], may)

    const month = parse(asistenciaRiesgo, (await get(school, '/api/asistencia/riesgo')).body)
    expect(month).toMatchObject({ periodo: 'mes', desde: '2026-05-01', hasta: '2026-05-31' })
    expect(month.alumnos.map((a) => [a.nombre, a.porcentaje, a.banda, a.curso.nombre])).toEqual([
      ['Carla Díaz', 75, 'grave', curso.nombre],
      ['Benja Ruiz', 85, 'reiterada', curso.nombre],
    ])

    const year = parse(asistenciaRiesgo, (await get(school, '/api/asistencia/riesgo?periodo=anio')).body)
    expect(year).toMatchObject({ periodo: 'anio', desde: '2026-01-01' })
    expect(year.alumnos.map((a) => a.nombre)).toEqual(['Fernanda Abril', 'Carla Díaz', 'Benja Ruiz'])
    expect(JSON.stringify(year)).not.toContain('Otra Escuela')

    const bad = await get(school, '/api/asistencia/riesgo?periodo=semana')
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toBe('El período debe ser mes o anio.')
  })
})

describe('monthly series', () => {
  it('aggregates a course and a student per month of the year', async () => {
    const school = await createSchool(t)
    const march = schoolDays('2026-03-02', 4)
    const april = schoolDays('2026-04-01', 5)
    // Two students: in March 3 of 4 and 4 of 4; in April 5 of 5 and 1 of 5.
    const { curso, students } = await course(school, [], [])
    const [ana, benja] = await t.db
      .insert(alumnos)
      .values([
        { colegioId: school.colegio.id, cursoId: curso.id, nombre: 'Ana Soto', rut: demoRut(seq++) },
        { colegioId: school.colegio.id, cursoId: curso.id, nombre: 'Benja Ruiz', rut: demoRut(seq++) },
      ])
      .returning()
    expect(students).toEqual([])
    const record = (alumnoId: number, fecha: string, presente: boolean) => ({
      colegioId: school.colegio.id,
      cursoId: curso.id,
      alumnoId,
      fecha,
      presente,
    })
    await t.db.insert(asistencias).values([
      ...march.map((d, i) => record(ana!.id, d, i < 3)),
      ...march.map((d) => record(benja!.id, d, true)),
      ...april.map((d) => record(ana!.id, d, true)),
      ...april.map((d, i) => record(benja!.id, d, i < 1)),
      // Another year does not count.
      record(ana!.id, '2025-11-03', false),
    ])
    const res = await get(school, `/api/asistencia/curso/${curso.id}/mensual?anio=2026`)
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(asistenciaMensual, res.body)).toEqual({
      anio: 2026,
      meses: [
        { mes: 3, porcentaje: 87.5, dias: 4, presentes: 7, ausentes: 1 },
        { mes: 4, porcentaje: 60, dias: 5, presentes: 6, ausentes: 4 },
      ],
    })
    // Without anio: this year in Santiago.
    const byDefault = parse(asistenciaMensual, (await get(school, `/api/asistencia/curso/${curso.id}/mensual`)).body)
    expect(byDefault.anio).toBe(2026)
    const student = parse(asistenciaMensual, (await get(school, `/api/asistencia/alumno/${benja!.id}/mensual`)).body)
    expect(student.meses).toEqual([
      { mes: 3, porcentaje: 100, dias: 4, presentes: 4, ausentes: 0 },
      { mes: 4, porcentaje: 20, dias: 5, presentes: 1, ausentes: 4 },
    ])
    const last = parse(
      asistenciaMensual,
      (await get(school, `/api/asistencia/alumno/${ana!.id}/mensual?anio=2025`)).body,
    )
    expect(last.meses).toEqual([{ mes: 11, porcentaje: 0, dias: 1, presentes: 0, ausentes: 1 }])

    const bad = await get(school, `/api/asistencia/alumno/${ana!.id}/mensual?anio=26`)
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toBe('El año debe ser un número de cuatro cifras.')
    const other = await createSchool(t)
    expect((await get(other, `/api/asistencia/alumno/${ana!.id}/mensual`)).statusCode).toBe(404)
    expect((await get(other, `/api/asistencia/curso/${curso.id}/mensual`)).statusCode).toBe(404)
  })
})
