import { readdirSync } from 'node:fs'
import path from 'node:path'
import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentList } from '@/api/contract/documentos'
import { atrasoList, clase, claseList, cobertura, correccionList } from '@/api/contract/libro'
import { miembroList } from '@/api/contract/miembros'
import { documentTypes } from '@/domain/catalog'
import { attendanceBand } from '@/domain/grade-book'
import { plans } from '@/domain/plans'
import { nationalHolidays, schoolDays, winterBreak } from '../../server/db/demo/calendar'
import { demoSignatureSecret } from '../../server/db/demo/libro'
import {
  asistencias,
  calificaciones,
  colegios,
  cursos,
  documentos,
  documentoVersiones,
  evaluacionesCurso,
  informesPie,
  mensajesApoderados,
  respuestas,
  reuniones,
  solicitudes,
} from '../../server/db/schema'
import { demoAccount, demoInspector, demoPendingMember, demoTeacher, seedIfEmpty } from '../../server/db/seed'
import { createTestApp, download, login, parse, type TestApp } from './helpers'
import { codeAt } from './libro-helpers'

/** Tuesday 15 September 2026, noon in Chile: after the winter break and the 18 September holidays are ahead. */
const september = new Date('2026-09-15T15:00:00Z')
/** Friday 8 May 2026, noon in Chile: before the winter break. */
const may = new Date('2026-05-08T16:00:00Z')

const weekday = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay()

async function seeded(clock: Date, env: NodeJS.ProcessEnv = {}) {
  const t = await createTestApp({ clock: () => clock }, env)
  const started = performance.now()
  const did = await seedIfEmpty(t.app)
  return { t, did, ms: performance.now() - started }
}

const attendanceDays = async (t: TestApp) =>
  (await t.db.selectDistinct({ fecha: asistencias.fecha }).from(asistencias).orderBy(asc(asistencias.fecha))).map(
    (r) => r.fecha,
  )

const evaluationDates = async (t: TestApp) =>
  (await t.db.select({ fecha: evaluacionesCurso.fecha }).from(evaluacionesCurso)).map((r) => r.fecha).sort()

describe('the demo school', () => {
  let t: TestApp
  let ms: number
  let headers: { authorization: string }
  beforeAll(async () => {
    const s = await seeded(september)
    t = s.t
    ms = s.ms
    expect(s.did).toBe(true)
    headers = { authorization: `Bearer ${await login(t.app, demoAccount.email, demoAccount.password)}` }
  }, 60_000)
  afterAll(() => t.close())

  it('says how long it took', () => {
    // The 5 s budget is held on the embedded PostgreSQL by `npm run bench -- seed`; PGlite under a loaded
    // test run is slower, so here the time is only printed.
    console.info(`colegio de demostración sembrado en ${Math.round(ms)} ms (PGlite)`)
    expect(ms).toBeGreaterThan(0)
  })

  it('has students in the "grave" and "reiterada" bands this year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/asistencia/riesgo?periodo=anio', headers })
    const riesgo = res.json() as { alumnos: { banda: string; porcentaje: number; curso: { nombre: string } }[] }
    const grave = riesgo.alumnos.filter((a) => a.banda === 'grave')
    const reiterada = riesgo.alumnos.filter((a) => a.banda === 'reiterada')
    expect(grave.length).toBeGreaterThanOrEqual(2)
    expect(reiterada.length).toBeGreaterThanOrEqual(2)
    for (const a of riesgo.alumnos) expect(attendanceBand(a.porcentaje)).toBe(a.banda)
    // Both courses have someone at risk.
    expect(new Set(riesgo.alumnos.map((a) => a.curso.nombre))).toEqual(new Set(['4° Básico A', '1° Medio B']))
    // Absences fall in every month, so the home's list of this month is not empty either.
    const mes = await t.app.inject({ method: 'GET', url: '/api/asistencia/riesgo?periodo=mes', headers })
    expect((mes.json() as { alumnos: unknown[] }).alumnos.length).toBeGreaterThanOrEqual(2)
  })

  it('takes attendance on every school day since March and on no other day', async () => {
    const fechas = await attendanceDays(t)
    // Monday 2 March 2026 is the first school day; today (15 September) is the last one taken.
    expect(fechas[0]).toBe('2026-03-02')
    expect(fechas.at(-1)).toBe('2026-09-15')
    expect(fechas).toEqual(schoolDays(2026).filter((d) => d <= '2026-09-15'))
    const holidays = nationalHolidays(2026)
    const pause = winterBreak(2026)
    expect(pause).toEqual({ desde: '2026-06-22', hasta: '2026-07-03' })
    for (const fecha of fechas) {
      expect(weekday(fecha), fecha).not.toBe(0)
      expect(weekday(fecha), fecha).not.toBe(6)
      expect(holidays.has(fecha), fecha).toBe(false)
      expect(fecha >= pause.desde && fecha <= pause.hasta, fecha).toBe(false)
    }
    // Good Friday, the Navy's day and a day of the winter break are known days off.
    for (const off of ['2026-04-03', '2026-05-21', '2026-06-29', '2026-06-24']) expect(fechas).not.toContain(off)
    // Every student of both courses on every day.
    const [{ n }] = (await t.db.select({ n: count() }).from(asistencias)) as [{ n: number }]
    expect(n).toBe(fechas.length * 30)
  })

  it('has four subjects per course with three or four evaluations weighing 100 % and every grade', async () => {
    const courses = await t.db.select().from(cursos)
    expect(courses.map((c) => c.nombre).sort()).toEqual(['1° Medio B', '4° Básico A'])
    for (const curso of courses) {
      const evaluations = await t.db.select().from(evaluacionesCurso).where(eq(evaluacionesCurso.cursoId, curso.id))
      const bySubject = new Map<string, typeof evaluations>()
      for (const e of evaluations) bySubject.set(e.asignatura, [...(bySubject.get(e.asignatura) ?? []), e])
      expect(bySubject.size, curso.nombre).toBe(4)
      for (const [asignatura, list] of bySubject) {
        expect(list.length, asignatura).toBeGreaterThanOrEqual(3)
        expect(list.length, asignatura).toBeLessThanOrEqual(4)
        expect(
          list.reduce((sum, e) => sum + Number(e.ponderacion), 0),
          asignatura,
        ).toBe(100)
        for (const e of list) expect(e.fecha <= '2026-09-15' && e.fecha >= '2026-03-02').toBe(true)
      }
      const students = curso.nombre === '4° Básico A' ? 16 : 14
      const [{ n }] = (await t.db
        .select({ n: count() })
        .from(calificaciones)
        .innerJoin(evaluacionesCurso, eq(evaluacionesCurso.id, calificaciones.evaluacionId))
        .where(eq(evaluacionesCurso.cursoId, curso.id))) as [{ n: number }]
      expect(n).toBe(evaluations.length * students)
    }
  })

  it('has one AI document of each type with its Word file and version, without spending the allowance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents', headers })
    const list = parse(documentList, res.body)
    const ai = await t.db
      .select()
      .from(documentos)
      .where(inArray(documentos.kind, [...documentTypes]))
    expect(ai.map((d) => d.kind).sort()).toEqual([...documentTypes].sort())
    for (const doc of ai) {
      const item = list.find((d) => d.id === doc.id)!
      expect(item).toMatchObject({ version: 1, editable: true })
      const file = await download(t.app, item.gcs_url)
      expect(file.statusCode).toBe(200)
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK')
      const versions = await t.db.select().from(documentoVersiones).where(eq(documentoVersiones.documentoId, doc.id))
      expect(versions).toHaveLength(1)
    }
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json() as {
      evaluaciones_disponibles: number
    }
    expect(me.evaluaciones_disponibles).toBe(plans.pro.evaluacionesMes)
  })

  it('has two PIE reports of students of the school, with their Word files', async () => {
    const reports = await t.db.select().from(informesPie)
    expect(reports).toHaveLength(2)
    for (const report of reports) {
      expect(report.alumnoId).not.toBeNull()
      // After the winter break, the first semester's report is dated its last school day.
      expect(report.fecha).toBe('2026-06-19')
      // Its attendance counts the days up to then: 2 March to 19 June 2026 are 77 school days
      // (22 + 21 + 19 + 15).
      expect((report.datos as { asistencia_detalle: string }).asistencia_detalle).toMatch(/^\d+ de 77 días$/)
      const res = await t.app.inject({ method: 'GET', url: `/api/informes-pie?alumno_id=${report.alumnoId}`, headers })
      const [item] = res.json() as { gcs_url: string }[]
      const file = await download(t.app, item!.gcs_url)
      expect(file.statusCode).toBe(200)
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK')
    }
  })

  it('has meetings, requests with replies and one message in the outbox', async () => {
    const meetings = await t.db.select().from(reuniones)
    expect(meetings.length).toBeGreaterThanOrEqual(2)
    for (const m of meetings) expect(m.fecha < '2026-09-15' && m.fecha > '2026-08-01').toBe(true)
    const requests = await t.db.select().from(solicitudes)
    expect(requests.map((r) => r.estado).sort()).toEqual(['en_proceso', 'pendiente', 'resuelta'])
    expect(await t.db.select().from(respuestas)).toHaveLength(2)
    const messages = await t.db.select().from(mensajesApoderados)
    expect(messages).toHaveLength(1)
    const outbox = readdirSync(path.join(t.config.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'))
    expect(outbox).toHaveLength(1)
  })

  it('has an administrador, a docente of 4° Básico A and one request waiting for approval', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/miembros', headers })
    expect(res.statusCode).toBe(200)
    const members = parse(miembroList, res.body)
    const courses = await t.db.select({ id: cursos.id, nombre: cursos.nombre }).from(cursos)
    const byEmail = Object.fromEntries(members.map((m) => [m.email, m]))
    expect(byEmail[demoAccount.email]).toMatchObject({ rol: 'administrador', estado: 'activo' })
    expect(byEmail[demoTeacher.email]).toMatchObject({
      rol: 'docente',
      estado: 'activo',
      curso_ids: [courses.find((c) => c.nombre === '4° Básico A')!.id],
    })
    expect(byEmail[demoPendingMember.email]).toMatchObject({ estado: 'pendiente' })
    expect(members.filter((m) => m.estado === 'pendiente')).toHaveLength(1)
  })

  it("keeps the libro de clases: every past block signed, a correction to countersign, Jorge's authenticator", async () => {
    const jorge = { authorization: `Bearer ${await login(t.app, demoTeacher.email, demoAccount.password)}` }
    const inspector = { authorization: `Bearer ${await login(t.app, demoInspector.email, demoAccount.password)}` }
    const get = (h: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers: h })
    // Yesterday's (Monday 14 September) blocks of Jorge are all signed, with their leccionario and OA.
    const monday = parse(claseList, (await get(jorge, '/api/clases?fecha=2026-09-14')).body)
    expect(monday).toHaveLength(6)
    expect(monday.every((b) => b.estado === 'firmada' && b.docente_nombre === demoTeacher.nombre)).toBe(true)
    const block = parse(clase, (await get(jorge, `/api/clases/${monday[0]!.id}`)).body)
    expect(block.asistencia).toHaveLength(16)
    expect(block.firma!.fecha).toMatch(/^2026-09-14T08:50:00-03:00$/)
    expect(block.leccionario!.texto.length).toBeGreaterThan(20)
    // Every block of every school day before today is signed; a few students arrived late.
    const totals = (await t.db.execute(
      sql`select count(*)::int as n, count(*) filter (where firmada_en is null)::int as unsigned,
                 count(distinct fecha)::int as days from clases where fecha < '2026-09-15'`,
    )) as unknown as { rows: { n: number; unsigned: number; days: number }[] }
    const past = schoolDays(2026).filter((d) => d < '2026-09-15')
    expect(totals.rows[0]).toEqual({ n: past.length * 12, unsigned: 0, days: past.length })
    const late = (await t.db.execute(
      sql`select count(*)::int as n from asistencia_bloque where estado = 'atrasado'`,
    )) as unknown as {
      rows: { n: number }[]
    }
    expect(late.rows[0]!.n).toBeGreaterThan(10)
    // Some students absent in the subsidy block arrived for the third: late arrivals, justified by the
    // inspector except those of the last two weeks.
    const atrasos = parse(atrasoList, (await get(inspector, '/api/atrasos?desde=2026-06-15&hasta=2026-09-14')).body)
    expect(atrasos.length).toBeGreaterThan(3)
    expect(atrasos.every((a) => a.bloque === 3 && a.hora_llegada !== null)).toBe(true)
    const justified = atrasos.filter((a) => a.justificativo === 'justificado')
    expect(justified.length).toBeGreaterThan(0)
    expect(justified.every((a) => a.justificacion?.nombre === demoInspector.nombre)).toBe(true)
    expect(atrasos.filter((a) => a.justificativo === 'pendiente').every((a) => a.fecha >= '2026-09-01')).toBe(true)
    // One correction waits for the inspector.
    const pending = parse(correccionList, (await get(inspector, '/api/correcciones')).body)
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ nombre: demoTeacher.nombre, curso_nombre: '4° Básico A' })
    // Today's first block is Jorge's to take, write and sign with the code of the secret the README prints.
    const [today] = parse(claseList, (await get(jorge, '/api/clases?fecha=2026-09-15')).body)
    expect(today!.estado).toBe('pendiente')
    const roll = parse(clase, (await get(jorge, `/api/clases/${today!.id}`)).body).asistencia
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: jorge, payload })
    expect(
      (
        await put(`/api/clases/${today!.id}/asistencia`, {
          registros: roll.map((a) => ({ alumno_id: a.alumno_id, estado: 'presente' })),
        })
      ).statusCode,
    ).toBe(200)
    const written = await put(`/api/clases/${today!.id}/leccionario`, { texto: 'Repaso de la unidad' })
    expect(written.statusCode, written.body).toBe(200)
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/clases/${today!.id}/firmar`,
      headers: jorge,
      payload: { codigo: codeAt(demoSignatureSecret, september.getTime()) },
    })
    expect(signed.statusCode, signed.body).toBe(200)
    expect(parse(clase, signed.body).estado).toBe('firmada')
    // The grade book's evaluations carry OA, so Cobertura shows treated and evaluated objectives.
    const cov = parse(
      cobertura,
      (await get(headers, `/api/cobertura?curso_id=${monday[0]!.curso_id}&asignatura=Matemática`)).body,
    )
    expect(cov.some((o) => o.tratado && o.evaluado)).toBe(true)
  })

  it('does nothing when asked again', async () => {
    const before = await t.db.select({ n: count() }).from(asistencias)
    expect(await seedIfEmpty(t.app)).toBe(false)
    expect(await t.db.select({ n: count() }).from(colegios)).toEqual([{ n: 1 }])
    expect(await t.db.select({ n: count() }).from(asistencias)).toEqual(before)
  })
})

describe('the demo school on another day', () => {
  it('moves its dates with the clock and stays the same for the same day', async () => {
    const a = await seeded(may)
    const b = await seeded(may)
    try {
      const fechas = await attendanceDays(a.t)
      expect(fechas[0]).toBe('2026-03-02')
      expect(fechas.at(-1)).toBe('2026-05-08')
      const evaluaciones = await evaluationDates(a.t)
      expect(evaluaciones.every((f) => f <= '2026-05-08')).toBe(true)
      expect(evaluaciones.some((f) => f > '2026-04-15')).toBe(true)
      // Before the winter break the PIE reports are dated in the days before today.
      for (const r of await a.t.db.select().from(informesPie))
        expect(r.fecha < '2026-05-08' && r.fecha > '2026-04-30').toBe(true)
      // Deterministic: the same day gives the same demo.
      const grades = (x: TestApp) =>
        x.db
          .select({ alumno: calificaciones.alumnoId, nota: calificaciones.nota, puntaje: calificaciones.puntaje })
          .from(calificaciones)
          .orderBy(asc(calificaciones.id))
      const attendance = (x: TestApp) =>
        x.db
          .select({ alumno: asistencias.alumnoId, fecha: asistencias.fecha, presente: asistencias.presente })
          .from(asistencias)
          .orderBy(asc(asistencias.alumnoId), asc(asistencias.fecha))
      expect(await grades(b.t)).toEqual(await grades(a.t))
      expect(await attendance(b.t)).toEqual(await attendance(a.t))
    } finally {
      await a.t.close()
      await b.t.close()
    }
  }, 60_000)

  it('in February keeps the whole school year before, the last one the school kept', async () => {
    const { t } = await seeded(new Date('2027-02-10T15:00:00Z'))
    try {
      const fechas = await attendanceDays(t)
      expect(fechas[0]).toBe('2026-03-02')
      expect(fechas.at(-1)).toBe('2026-12-11')
      expect((await evaluationDates(t)).every((f) => f >= '2026-03-02' && f <= '2026-12-11')).toBe(true)
    } finally {
      await t.close()
    }
  }, 60_000)

  it('seeds nothing with SEED_DEMO=false, nor in production', async () => {
    const { t, did } = await seeded(may, { SEED_DEMO: 'false' })
    try {
      expect(did).toBe(false)
      // Production never seeds, even when SEED_DEMO=true is set.
      const production = Object.assign(Object.create(t.app) as TestApp['app'], {
        config: { ...t.app.config, env: 'production', seedDemo: true },
      })
      expect(await seedIfEmpty(production)).toBe(false)
      expect(await t.db.select({ n: count() }).from(colegios)).toEqual([{ n: 0 }])
    } finally {
      await t.close()
    }
  })
})
