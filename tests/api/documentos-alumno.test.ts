import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoDatos } from '@/api/contract/alumnos'
import { documentList, generatedDocument } from '@/api/contract/documentos'
import { auditoria, documentos } from '../../server/db/schema'
import { samplePieReport } from '../../server/documents/samples'
import {
  addMember,
  createSchool,
  createTestApp,
  download,
  insertCourse,
  type Member,
  parse,
  type School,
  type TestApp,
} from './helpers'

/**
 * Documents belong to students by id, not by title: a namesake's export or deletion never takes another
 * child's reports, and a member who may no longer see a document's subject no longer lists or downloads it.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const nombre = 'Agustina Pérez Rodríguez'

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, payload })

async function newStudent(school: School, cursoId: number, rut: string, name = nombre) {
  const res = await call(school.headers, 'POST', '/api/alumnos', { nombre: name, rut, curso_id: cursoId })
  expect(res.statusCode, res.body).toBe(201)
  return parse(alumno, res.body)
}

async function gradeReport(who: { headers: Record<string, string> }, alumnoId: number) {
  const res = await call(who.headers, 'GET', `/api/calificaciones/alumno/${alumnoId}/informe`)
  expect(res.statusCode, res.body).toBe(200)
  return parse(generatedDocument, res.body)
}

const titlesOf = async (who: { headers: Record<string, string> }) => {
  const res = await call(who.headers, 'GET', '/api/documents')
  expect(res.statusCode, res.body).toBe(200)
  return parse(documentList, res.body).map((d) => d.title)
}

describe('two students with the same name', () => {
  let school: School
  let docenteA: Member
  let docenteB: Member
  let first: { id: number }
  let namesake: { id: number }

  beforeAll(async () => {
    school = await createSchool(t)
    const cursoA = await insertCourse(t, school, '4° Básico A')
    const cursoB = await insertCourse(t, school, '4° Básico B')
    docenteA = await addMember(t, school, { rol: 'docente', cursoIds: [cursoA.id] })
    docenteB = await addMember(t, school, { rol: 'docente', cursoIds: [cursoB.id] })
    first = await newStudent(school, cursoA.id, '21345678-4')
    namesake = await newStudent(school, cursoB.id, '12345678-5')
    // Two teachers print the first student's grade report; the namesake's teacher prints hers.
    await gradeReport(docenteA, first.id)
    await gradeReport(school, first.id)
    await gradeReport(docenteB, namesake.id)
  })

  it('stores each report with its student id', async () => {
    const rows = await t.db
      .select({ alumnoId: documentos.alumnoId, usuarioId: documentos.usuarioId })
      .from(documentos)
      .where(eq(documentos.colegioId, school.colegio.id))
    expect(rows.map((r) => [r.usuarioId, r.alumnoId]).sort()).toEqual(
      [
        [docenteA.user.id, first.id],
        [school.user.id, first.id],
        [docenteB.user.id, namesake.id],
      ].sort(),
    )
  })

  it("exports only the student's own reports, never the namesake's", async () => {
    const res = await call(school.headers, 'GET', `/api/alumnos/${namesake.id}/datos`)
    expect(res.statusCode).toBe(200)
    const datos = parse(alumnoDatos, res.body)
    const ids = (
      await t.db.select({ id: documentos.id }).from(documentos).where(eq(documentos.alumnoId, namesake.id))
    ).map((d) => d.id)
    expect(datos.documentos.map((d) => d.id)).toEqual(ids)
    expect(ids).toHaveLength(1)
  })

  it("deleting the namesake deletes her report and leaves the other child's in both teachers' documents", async () => {
    const res = await call(school.headers, 'DELETE', `/api/alumnos/${namesake.id}`)
    expect(res.statusCode, res.body).toBe(204)
    expect(await titlesOf(docenteA)).toEqual([`Informe de calificaciones · ${nombre}`])
    expect(await titlesOf(school)).toEqual([`Informe de calificaciones · ${nombre}`])
    expect(await titlesOf(docenteB)).toEqual([])
    const left = await t.db
      .select({ alumnoId: documentos.alumnoId })
      .from(documentos)
      .where(eq(documentos.colegioId, school.colegio.id))
    expect(left).toEqual([{ alumnoId: first.id }, { alumnoId: first.id }])
  })
})

describe('a document whose subject the member may no longer see', () => {
  it('is no longer listed to a UTP demoted to docente (a PIE report), and is again once promoted back', async () => {
    const school = await createSchool(t)
    const utp = await addMember(t, school, { rol: 'utp' })
    const pie = await call(utp.headers, 'POST', '/api/informes-pie/generar-word', {
      ...samplePieReport,
      fecha: '2025-07-04',
    })
    expect(pie.statusCode, pie.body).toBe(200)
    const title = parse(generatedDocument, pie.body).title
    expect(await titlesOf(utp)).toEqual([title])
    const demote = await call(school.headers, 'PUT', `/api/miembros/${utp.user.id}`, { rol: 'docente' })
    expect(demote.statusCode, demote.body).toBe(200)
    expect(await titlesOf(utp)).toEqual([])
    await call(school.headers, 'PUT', `/api/miembros/${utp.user.id}`, { rol: 'utp' })
    expect(await titlesOf(utp)).toEqual([title])
  })

  it("is no longer listed to a docente once the student's course is no longer theirs; their other documents stay", async () => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '1° Medio B')
    const otro = await insertCourse(t, school, '2° Medio A')
    const docente = await addMember(t, school, { rol: 'docente', cursoIds: [curso.id, otro.id] })
    const student = await newStudent(school, curso.id, '21345678-4')
    const mine = await newStudent(school, otro.id, '12345678-5', 'Tomás Rojas Vera')
    await gradeReport(docente, student.id)
    await gradeReport(docente, mine.id)
    expect((await titlesOf(docente)).sort()).toEqual([
      `Informe de calificaciones · ${nombre}`,
      'Informe de calificaciones · Tomás Rojas Vera',
    ])
    const res = await call(school.headers, 'PUT', `/api/miembros/${docente.user.id}`, { curso_ids: [otro.id] })
    expect(res.statusCode, res.body).toBe(200)
    expect(await titlesOf(docente)).toEqual(['Informe de calificaciones · Tomás Rojas Vera'])
    // The student moved into one of the docente's courses: the report is theirs to see again.
    await call(school.headers, 'PUT', `/api/alumnos/${student.id}`, { nombre, rut: '21345678-4', curso_id: otro.id })
    expect(await titlesOf(docente)).toHaveLength(2)
  })
})

describe('a download', () => {
  it('leaves an audit line naming the document and its student before the file is sent', async () => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '3° Básico A')
    const student = await newStudent(school, curso.id, '21345678-4')
    const report = await gradeReport(school, student.id)
    const res = await download(t.app, report.gcs_url)
    expect(res.statusCode).toBe(200)
    const [doc] = await t.db.select({ id: documentos.id }).from(documentos).where(eq(documentos.alumnoId, student.id))
    const lines = await t.db
      .select({ alumnoId: auditoria.alumnoId, detalle: auditoria.detalle })
      .from(auditoria)
      .where(and(eq(auditoria.colegioId, school.colegio.id), eq(auditoria.accion, 'documento.descargar')))
    expect(lines).toEqual([{ alumnoId: student.id, detalle: `Documento ${doc!.id}` }])
  })

  it('of a file no document names any more is refused (404) and leaves no line', async () => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '3° Básico A')
    const student = await newStudent(school, curso.id, '21345678-4')
    const report = await gradeReport(school, student.id)
    await t.db.delete(documentos).where(eq(documentos.alumnoId, student.id))
    const res = await download(t.app, report.gcs_url)
    expect(res.statusCode).toBe(404)
    const lines = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.colegioId, school.colegio.id), eq(auditoria.accion, 'documento.descargar')))
    expect(lines).toEqual([])
  })
})
