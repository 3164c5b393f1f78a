import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoDatos } from '@/api/contract/alumnos'
import { auditoriaList } from '@/api/contract/auditoria'
import { evaluacionCurso } from '@/api/contract/calificaciones'
import { generatedDocument } from '@/api/contract/documentos'
import { messages } from '@/domain/messages'
import { samplePieReport } from '../../server/documents/samples'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  insertCourse,
  type Member,
  parse,
  type School,
  type TestApp,
  tableNames,
} from './helpers'

/** A family's rights: everything about a student in one document, and the student deleted with all of it. */
let t: TestApp
let school: School
let utp: Member
let docente: Member
let student: { id: number; nombre: string; rut: string }
let other: { id: number }
let cursoId: number

const nombre = 'Valentina Quiroga Fuenzalida'
const rut = '21345678-4'

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, payload })

/** Where a download URL of the local storage keeps its file. */
const fileOf = (url: string) =>
  path.join(t.config.dataDir, 'files', ...new URL(url).pathname.replace('/api/files/', '').split('/'))

beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
  const curso = await insertCourse(t, school, '3° Básico A')
  cursoId = curso.id
  utp = await addMember(t, school, { rol: 'utp' })
  docente = await addMember(t, school, { rol: 'docente', cursoIds: [curso.id] })
  // A PIE report written before the student was registered: it is hers by her RUT.
  const early = await call(school.headers, 'POST', '/api/informes-pie/generar-word', {
    ...samplePieReport,
    nombre_alumno: nombre,
    rut_alumno: rut,
    fecha: '2025-03-10',
  })
  expect(early.statusCode, early.body).toBe(200)
  const created = await call(school.headers, 'POST', '/api/alumnos', {
    nombre,
    rut,
    curso_id: curso.id,
    direccion: 'Los Aromos 123, Quilpué',
    telefono: '+56 9 1234 5678',
    apoderado: 'Rosa Fuenzalida',
    email_apoderado: 'rosa.fuenzalida@correo.cl',
  })
  student = parse(alumno, created.body)
  student.rut = rut
  other = parse(
    alumno,
    (
      await call(school.headers, 'POST', '/api/alumnos', {
        nombre: 'Otro Alumno',
        rut: '12.345.678-5',
        curso_id: curso.id,
      })
    ).body,
  )
  const steps: [string, string, object | undefined, number][] = [
    [
      'POST',
      '/api/informes-pie/generar-word',
      { ...samplePieReport, nombre_alumno: nombre, rut_alumno: rut, fecha: '2025-07-04' },
      200,
    ],
    [
      'POST',
      `/api/asistencia/curso/${curso.id}`,
      {
        fecha: '2025-06-02',
        registros: [
          { alumno_id: student.id, presente: false },
          { alumno_id: other.id, presente: true },
        ],
      },
      200,
    ],
    [
      'POST',
      '/api/reuniones',
      {
        alumno_id: student.id,
        fecha: '2025-06-03',
        motivo: 'Inasistencias reiteradas',
        observaciones: 'Conversación con la apoderada',
        resultado: 'Compromiso de asistencia',
      },
      201,
    ],
    [
      'POST',
      '/api/apoderados/mensajes',
      { alumno_id: student.id, asunto: 'Citación', cuerpo: 'Estimada apoderada: la esperamos el lunes.' },
      201,
    ],
  ]
  for (const [method, url, payload, status] of steps) {
    const res = await call(school.headers, method as 'POST', url, payload)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status)
  }
  const ev = parse(
    evaluacionCurso,
    (
      await call(school.headers, 'POST', '/api/calificaciones/evaluaciones', {
        curso_id: curso.id,
        asignatura: 'Matemática',
        nombre: 'Prueba de fracciones',
        fecha: '2025-06-05',
        ponderacion: 40,
      })
    ).body,
  )
  const notas = await call(school.headers, 'PUT', `/api/calificaciones/evaluaciones/${ev.id}/notas`, {
    notas: [
      { alumno_id: student.id, nota: '5,8' },
      { alumno_id: other.id, nota: 6 },
    ],
  })
  expect(notas.statusCode).toBe(200)
  const report = await call(school.headers, 'GET', `/api/calificaciones/alumno/${student.id}/informe`)
  expect(parse(generatedDocument, report.body).title).toBe(`Informe de calificaciones · ${nombre}`)
}, 60_000)
afterAll(() => t.close())

describe('GET /alumnos/{id}/datos: everything about the student', () => {
  it('answers every record kept about the student, PIE fields included, and nothing of another student', async () => {
    const res = await call(school.headers, 'GET', `/api/alumnos/${student.id}/datos`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const datos = parse(alumnoDatos, res.body)
    expect(datos.alumno).toMatchObject({
      id: student.id,
      nombre,
      rut: '21.345.678-4',
      direccion: 'Los Aromos 123, Quilpué',
      email_apoderado: 'rosa.fuenzalida@correo.cl',
    })
    expect(datos.asistencia).toEqual([{ fecha: '2025-06-02', presente: false, curso: '3° Básico A' }])
    expect(datos.calificaciones).toEqual([
      {
        asignatura: 'Matemática',
        evaluacion: 'Prueba de fracciones',
        fecha: '2025-06-05',
        ponderacion: 40,
        nota: 5.8,
        puntaje: null,
        puntaje_maximo: null,
      },
    ])
    expect(datos.reuniones).toMatchObject([{ motivo: 'Inasistencias reiteradas', registrada_por: 'Usuaria UTP' }])
    expect(datos.mensajes).toMatchObject([{ asunto: 'Citación', destinatario: 'rosa.fuenzalida@correo.cl' }])
    expect(datos.informes_pie.map((r) => r.fecha)).toEqual(['2025-03-10', '2025-07-04'])
    expect(datos.informes_pie[0]!.datos).toMatchObject({
      diagnostico: samplePieReport.diagnostico,
      rut_alumno: rut,
    })
    expect(datos.documentos.map((d) => d.title).sort()).toEqual(
      [
        `Informe de calificaciones · ${nombre}`,
        `Informe PIE · ${nombre} · Primer semestre 2025`,
        `Informe PIE · ${nombre} · Primer semestre 2025`,
      ].sort(),
    )
    for (const d of datos.documentos) expect(existsSync(fileOf(d.gcs_url))).toBe(true)
    expect(res.body).not.toContain('Otro Alumno')
  })

  it('is for the administrador and the UTP, recorded as alumno.exportar; a docente is refused', async () => {
    expect((await call(utp.headers, 'GET', `/api/alumnos/${student.id}/datos`)).statusCode).toBe(200)
    const refused = await call(docente.headers, 'GET', `/api/alumnos/${student.id}/datos`)
    expect(refused.statusCode).toBe(403)
    expect(detailOf(refused.body)).toBe(messages.access.forbidden)
    const audit = parse(
      auditoriaList,
      (await call(school.headers, 'GET', `/api/auditoria?accion=alumno.exportar&alumno_id=${student.id}`)).body,
    )
    expect(audit.map((l) => l.usuario?.id)).toEqual([utp.user.id, school.user.id])
  })
})

describe('DELETE /alumnos/{id}: the student and everything attached', () => {
  it('is refused to the UTP and the docente (403) and changes nothing', async () => {
    for (const member of [utp, docente]) {
      const res = await call(member.headers, 'DELETE', `/api/alumnos/${student.id}`)
      expect(res.statusCode).toBe(403)
      expect(detailOf(res.body)).toBe(messages.access.forbidden)
    }
    expect((await call(school.headers, 'GET', `/api/alumnos/${student.id}`)).statusCode).toBe(200)
  })

  it('leaves no row of the student in any table and no file in storage, and keeps its audit line', async () => {
    const datos = parse(alumnoDatos, (await call(school.headers, 'GET', `/api/alumnos/${student.id}/datos`)).body)
    const files = datos.documentos.map((d) => fileOf(d.gcs_url))
    expect(files).toHaveLength(3)
    const res = await call(school.headers, 'DELETE', `/api/alumnos/${student.id}`)
    expect(res.statusCode, res.body).toBe(204)

    // The database itself: no row of any table mentions her name, her RUT, her guardian or her id.
    const texts = [nombre, rut, '21.345.678-4', 'Rosa Fuenzalida', 'rosa.fuenzalida@correo.cl', 'Los Aromos 123']
    for (const table of tableNames) {
      const { rows } = (await t.db.execute(sql.raw(`select x::text as row from "${table}" x`))) as unknown as {
        rows: { row: string }[]
      }
      for (const { row } of rows)
        for (const text of texts) expect(row, `${table} still has ${text}`).not.toContain(text)
      const columns = (await t.db.execute(
        sql`select column_name from information_schema.columns where table_name = ${table} and column_name = 'alumno_id'`,
      )) as unknown as { rows: unknown[] }
      if (columns.rows.length > 0 && table !== 'auditoria') {
        const { rows: left } = (await t.db.execute(
          sql.raw(`select count(*)::int as n from "${table}" where alumno_id = ${student.id}`),
        )) as unknown as { rows: { n: number }[] }
        expect(left[0]!.n, `${table} rows of the student`).toBe(0)
      }
    }
    // Storage itself: the Word files are gone.
    for (const file of files) expect(existsSync(file), file).toBe(false)
    // The other student keeps everything.
    const rest = parse(alumnoDatos, (await call(school.headers, 'GET', `/api/alumnos/${other.id}/datos`)).body)
    expect(rest.asistencia).toHaveLength(1)
    expect(rest.calificaciones).toHaveLength(1)
    // The API agrees: 404 now, and the audit line with the id stays.
    expect((await call(school.headers, 'GET', `/api/alumnos/${student.id}`)).statusCode).toBe(404)
    expect((await call(school.headers, 'DELETE', `/api/alumnos/${student.id}`)).statusCode).toBe(404)
    const audit = parse(
      auditoriaList,
      (await call(school.headers, 'GET', `/api/auditoria?accion=alumno.eliminar&alumno_id=${student.id}`)).body,
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.detalle).toBe('Alumno eliminado con sus datos (2 informes PIE, 3 documentos)')
    expect(cursoId).toBeGreaterThan(0)
  })
})
