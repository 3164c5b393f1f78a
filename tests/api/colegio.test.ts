import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoList } from '@/api/contract/alumnos'
import { asistenciaAlumno } from '@/api/contract/asistencia'
import { notasAlumno } from '@/api/contract/calificaciones'
import { respaldosInfo } from '@/api/contract/colegio'
import { curso, cursoList } from '@/api/contract/cursos'
import { documentList, pieReportList } from '@/api/contract/documentos'
import { reunionList } from '@/api/contract/reuniones'
import { solicitudList } from '@/api/contract/solicitudes'
import { formatSchoolDay, formatSchoolTimestamp } from '@/domain/attendance'
import { requestStateLabels, requestTypeLabels } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { auditoria, calificaciones, evaluacionesCurso, informesPie, usuarios } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import {
  createSchool,
  createTestApp,
  detailOf,
  download,
  login,
  parse,
  type School,
  type TestApp,
  testPassword,
} from './helpers'

// 15:00 UTC on 20 May 2026 is 11:00 in Santiago.
const now = new Date('2026-05-20T15:00:00Z')

let t: TestApp
let school: School
let other: School
beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
  // Each school's founder is its administrador.
  school = await createSchool(t, { nombre: 'Colegio Los Aromos' })
  other = await createSchool(t, { nombre: 'Colegio Ajeno' })
})
afterAll(() => t.close())

const call = (s: School, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) })

async function json<T>(s: School, url: string, schema: { parse(v: unknown): T }) {
  const res = await call(s, 'GET', url)
  expect(res.statusCode, res.body).toBe(200)
  return schema.parse(JSON.parse(res.body))
}

/** The rows of a sheet under its header, each cell's value (null when empty). */
async function sheetRows(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  const width = sheet.getRow(1).cellCount
  const rows: (string | number | null)[][] = []
  sheet.eachRow((row) => {
    const cells: (string | number | null)[] = []
    for (let c = 1; c <= width; c++) cells.push((row.getCell(c).value as string | number | null) ?? null)
    rows.push(cells)
  })
  return { header: rows[0]!, rows: rows.slice(1) }
}

const sorted = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort()

describe('GET /api/colegio/exportar', () => {
  it("answers a zip with one spreadsheet per kind of record, with the API's rows, datos.json and the Word files", async () => {
    const c1 = parse(
      curso,
      (await call(school, 'POST', '/api/cursos/', { nombre: '4° Básico A', nivel: '4° Básico' })).body,
    )
    const c2 = parse(
      curso,
      (await call(school, 'POST', '/api/cursos/', { nombre: '1° Medio B', nivel: '1° Medio' })).body,
    )
    const students = []
    for (const [i, nombre, c] of [
      [1, 'Josefa Tapia Lagos', c1],
      [2, 'Tomás Ñancupil Díaz', c1],
      [3, 'Martina Álvarez Soto', c2],
    ] as const) {
      const res = await call(school, 'POST', '/api/alumnos/', {
        nombre,
        rut: demoRut(700 + i),
        curso_id: c.id,
        apoderado: i === 1 ? 'Andrea Lagos' : undefined,
        email_apoderado: i === 1 ? 'andrea@correo.cl' : undefined,
      })
      expect(res.statusCode, res.body).toBe(201)
      students.push(parse(alumno, res.body))
    }
    const [s1, s2, s3] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]]
    for (const [fecha, presente] of [
      ['2026-05-18', true],
      ['2026-05-19', false],
    ] as const) {
      const res = await call(school, 'POST', `/api/asistencia/curso/${c1.id}`, {
        fecha,
        registros: [
          { alumno_id: s1.id, presente },
          { alumno_id: s2.id, presente: true },
        ],
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const [ev] = await t.db
      .insert(evaluacionesCurso)
      .values({
        colegioId: school.colegio.id,
        cursoId: c1.id,
        asignatura: 'Matemática',
        nombre: 'Prueba fracciones',
        fecha: '2026-05-12',
        ponderacion: 40,
      })
      .returning()
    await t.db.insert(calificaciones).values([
      { colegioId: school.colegio.id, evaluacionId: ev!.id, alumnoId: s1.id, nota: 6.5 },
      { colegioId: school.colegio.id, evaluacionId: ev!.id, alumnoId: s2.id, nota: 3.9 },
    ])
    expect(
      (
        await call(school, 'POST', '/api/reuniones', {
          alumno_id: s1.id,
          fecha: '2026-05-15',
          motivo: 'Inasistencias',
          observaciones: 'La apoderada explica la ausencia del martes.',
          resultado: 'Se acuerda seguimiento semanal.',
        })
      ).statusCode,
    ).toBe(201)
    const request = await call(school, 'POST', '/api/solicitudes/', {
      titulo: 'Proyector sala 12',
      tipo: 'mantenimiento',
      descripcion: 'El proyector no enciende.',
    })
    expect(request.statusCode, request.body).toBe(201)
    const requestId = (JSON.parse(request.body) as { id: number }).id
    expect(
      (
        await call(school, 'POST', `/api/solicitudes/${requestId}/responder`, {
          contenido: 'Lo revisamos el lunes.',
          estado: 'en_proceso',
        })
      ).statusCode,
    ).toBe(201)
    for (const asignatura of ['Matemática', 'Lenguaje']) {
      const res = await call(school, 'POST', '/api/paes/generar-word', { asignatura, nivel: '3° Medio', cantidad: 5 })
      expect(res.statusCode, res.body).toBe(200)
    }
    await t.db.insert(informesPie).values({
      colegioId: school.colegio.id,
      alumnoId: s3.id,
      usuarioId: school.user.id,
      fecha: '2026-05-10',
      tipo: 'Informe de avance',
      datos: { repotencias: 'Lee con fluidez' },
    })
    // Another school's records never appear.
    await call(other, 'POST', '/api/cursos/', { nombre: 'Curso Ajeno', nivel: '4° Básico' })

    const res = await call(school, 'GET', '/api/colegio/exportar')
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pizarra-${school.colegio.codigo.toLowerCase()}-2026-05-20.zip"`,
    )
    const zip = unzipSync(res.rawPayload)
    const names = Object.keys(zip).sort()
    const docs = await json(school, '/api/documents', documentList)
    expect(docs).toHaveLength(2)
    expect(names).toEqual(
      [
        'alumnos.xlsx',
        'asistencia.xlsx',
        'atrasos-justificados.xlsx',
        'calificaciones.xlsx',
        'cursos.xlsx',
        'datos.json',
        'documentos.xlsx',
        'informes-pie.xlsx',
        'libro-clases.xlsx',
        'libro-correcciones.xlsx',
        'reuniones.xlsx',
        'solicitudes.xlsx',
        ...docs.map((d) => `documentos/${d.id}-${d.title}.docx`),
      ].sort(),
    )
    expect(JSON.stringify(names)).not.toContain('Ajeno')

    // Students: the list of the students screen.
    const apiStudents = await json(school, '/api/alumnos/', alumnoList)
    const alumnosSheet = await sheetRows(zip['alumnos.xlsx']!)
    expect(alumnosSheet.header).toEqual([
      'Nombre',
      'RUT',
      'Curso',
      'Fecha de nacimiento',
      'Dirección',
      'Teléfono',
      'Apoderado',
      'Correo del apoderado',
    ])
    expect(alumnosSheet.rows).toEqual(
      apiStudents.map((a) => [
        a.nombre,
        a.rut,
        a.curso.nombre,
        a.fecha_nacimiento,
        a.direccion,
        a.telefono,
        a.apoderado,
        a.email_apoderado,
      ]),
    )
    expect(alumnosSheet.rows[0]).toEqual([
      'Josefa Tapia Lagos',
      s1.rut,
      '4° Básico A',
      null,
      null,
      null,
      'Andrea Lagos',
      'andrea@correo.cl',
    ])

    const apiCourses = await json(school, '/api/cursos/', cursoList)
    const cursosSheet = await sheetRows(zip['cursos.xlsx']!)
    expect(cursosSheet.header).toEqual(['Curso', 'Nivel', 'Alumnos'])
    expect(cursosSheet.rows).toEqual(apiCourses.map((c) => [c.nombre, c.nivel, c.total_alumnos]))

    // Attendance: every student's history, as the student's screen lists it.
    const attendance = []
    for (const a of apiStudents) {
      const history = await json(school, `/api/asistencia/alumno/${a.id}`, asistenciaAlumno)
      for (const r of history.registros) {
        attendance.push([
          formatSchoolDay(r.fecha),
          r.curso.nombre,
          a.nombre,
          a.rut,
          r.presente ? 'Presente' : 'Ausente',
        ])
      }
    }
    const asistenciaSheet = await sheetRows(zip['asistencia.xlsx']!)
    expect(asistenciaSheet.header).toEqual(['Fecha', 'Curso', 'Alumno', 'RUT', 'Asistencia'])
    expect(attendance).toHaveLength(4)
    expect(sorted(asistenciaSheet.rows)).toEqual(sorted(attendance))

    // Grades: every student's grades, as the student's grade screen lists them.
    const grades = []
    for (const a of apiStudents) {
      const notas = await json(school, `/api/calificaciones/alumno/${a.id}`, notasAlumno)
      for (const subject of notas.asignaturas) {
        for (const e of subject.evaluaciones) {
          if (e.nota === null) continue
          grades.push([
            a.curso.nombre,
            subject.asignatura,
            e.nombre,
            formatSchoolDay(e.fecha),
            e.ponderacion,
            a.nombre,
            a.rut,
            e.nota,
            e.puntaje,
          ])
        }
      }
    }
    const notasSheet = await sheetRows(zip['calificaciones.xlsx']!)
    expect(notasSheet.header).toEqual([
      'Curso',
      'Asignatura',
      'Evaluación',
      'Fecha',
      'Ponderación (%)',
      'Alumno',
      'RUT',
      'Nota',
      'Puntaje',
    ])
    expect(grades).toHaveLength(2)
    expect(sorted(notasSheet.rows)).toEqual(sorted(grades))

    const meetings = await json(school, '/api/reuniones', reunionList)
    const reunionesSheet = await sheetRows(zip['reuniones.xlsx']!)
    expect(reunionesSheet.header).toEqual([
      'Fecha',
      'Alumno',
      'Curso',
      'Motivo',
      'Observaciones',
      'Resultado',
      'Registrada por',
    ])
    expect(sorted(reunionesSheet.rows)).toEqual(
      sorted(
        meetings.map((m) => [
          formatSchoolDay(m.fecha),
          m.alumno.nombre,
          m.alumno.curso.nombre,
          m.motivo,
          m.observaciones,
          m.resultado,
          m.registrada_por?.nombre ?? null,
        ]),
      ),
    )

    const requests = await json(school, '/api/solicitudes/', solicitudList)
    const solicitudesSheet = await sheetRows(zip['solicitudes.xlsx']!)
    expect(solicitudesSheet.header).toEqual([
      'Fecha',
      'Título',
      'Tipo',
      'Estado',
      'Solicitante',
      'Descripción',
      'Respuestas',
    ])
    expect(solicitudesSheet.rows).toEqual(
      requests.map((s) => [
        formatSchoolTimestamp(s.fecha_creacion),
        s.titulo,
        requestTypeLabels[s.tipo],
        requestStateLabels[s.estado],
        s.usuario.nombre,
        s.descripcion,
        s.total_respuestas,
      ]),
    )
    expect(solicitudesSheet.rows[0]?.[3]).toBe('En proceso')

    const pie = []
    for (const a of apiStudents) {
      for (const r of await json(school, `/api/informes-pie?alumno_id=${a.id}`, pieReportList)) {
        pie.push([formatSchoolDay(r.fecha), a.nombre, a.curso.nombre, r.tipo, r.title])
      }
    }
    const pieSheet = await sheetRows(zip['informes-pie.xlsx']!)
    expect(pieSheet.header).toEqual(['Fecha', 'Alumno', 'Curso', 'Tipo', 'Documento'])
    expect(pie).toHaveLength(1)
    expect(pieSheet.rows).toEqual(pie)

    // Documents: the list of Mis Documentos, and each Word file byte for byte.
    const docsSheet = await sheetRows(zip['documentos.xlsx']!)
    expect(docsSheet.header).toEqual(['Título', 'Fecha', 'Versión', 'Autor', 'Archivo'])
    expect(sorted(docsSheet.rows)).toEqual(
      sorted(
        docs.map((d) => [
          d.title,
          formatSchoolTimestamp(d.created_at),
          d.version,
          'Usuaria UTP',
          `documentos/${d.id}-${d.title}.docx`,
        ]),
      ),
    )
    for (const d of docs) {
      const file = await download(t.app, d.gcs_url)
      expect(file.statusCode).toBe(200)
      expect(Buffer.from(zip[`documentos/${d.id}-${d.title}.docx`]!).equals(file.rawPayload)).toBe(true)
    }

    // datos.json: all of it, with the stored values.
    const data = JSON.parse(new TextDecoder().decode(zip['datos.json'])) as Record<string, unknown[]> & {
      colegio: { nombre: string }
      solicitudes: { respuestas: { contenido: string }[] }[]
    }
    expect(data.colegio.nombre).toBe('Colegio Los Aromos')
    expect(data.alumnos).toEqual(apiStudents)
    expect(data.cursos).toEqual(apiCourses)
    expect(data.reuniones).toEqual(meetings)
    expect(data.asistencia).toHaveLength(4)
    expect(data.calificaciones).toHaveLength(2)
    expect(data.solicitudes[0]?.respuestas.map((r) => r.contenido)).toEqual(['Lo revisamos el lunes.'])
    expect(data.informes_pie).toHaveLength(1)
    expect(data.documentos).toHaveLength(2)
    expect(JSON.stringify(data)).not.toContain('Curso Ajeno')
  })

  it('writes one audit line saying what went out', async () => {
    const lines = await t.db.select().from(auditoria).where(eq(auditoria.colegioId, school.colegio.id))
    const exported = lines.filter((l) => l.accion === 'colegio.exportar')
    expect(exported).toHaveLength(1)
    expect(exported[0]).toMatchObject({
      usuarioId: school.user.id,
      detalle:
        '3 alumnos, 2 cursos, 4 registros de asistencia, 2 notas, 1 reunión, 1 solicitud, 1 informe PIE, 2 documentos Word, 0 clases del libro, 0 correcciones',
    })
  })

  it('is refused to a UTP and a docente (only the administrador exports the school)', async () => {
    for (const rol of ['utp', 'docente'] as const) {
      const [member] = await t.db
        .insert(usuarios)
        .values({
          colegioId: school.colegio.id,
          nombre: `Miembro ${rol}`,
          email: `${rol}@aromos.cl`,
          passwordHash: (await t.db.query.usuarios.findFirst({ where: eq(usuarios.id, school.user.id) }))!.passwordHash,
          rol,
          estado: 'activo',
        })
        .returning()
      const headers = { authorization: `Bearer ${await login(t.app, member!.email, testPassword)}` }
      const before = (await t.db.select().from(auditoria).where(eq(auditoria.accion, 'colegio.exportar'))).length
      const res = await t.app.inject({ method: 'GET', url: '/api/colegio/exportar', headers })
      expect(res.statusCode).toBe(403)
      expect(detailOf(res.body)).toBe(messages.access.forbidden)
      const backups = await t.app.inject({ method: 'GET', url: '/api/colegio/respaldos', headers })
      expect(backups.statusCode).toBe(403)
      expect((await t.db.select().from(auditoria).where(eq(auditoria.accion, 'colegio.exportar'))).length).toBe(before)
    }
  })
})

describe('GET /api/colegio/respaldos', () => {
  it("answers the newest archive's time and size, and the nightly hour", async () => {
    const first = await json(school, '/api/colegio/respaldos', respaldosInfo)
    expect(first).toEqual({ ultimo: null, hora_nocturna: 3 })
    const dir = t.config.backup.dir
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'pizarra-20260519-030000.tar.gz'), 'x'.repeat(10))
    writeFileSync(path.join(dir, 'pizarra-20260520-030000.tar.gz'), 'x'.repeat(2048))
    writeFileSync(path.join(dir, 'notas.txt'), 'no es un respaldo')
    const info = await json(school, '/api/colegio/respaldos', respaldosInfo)
    expect(info.ultimo?.bytes).toBe(2048)
    expect(Number.isNaN(Date.parse(info.ultimo!.fecha))).toBe(false)
  })
})
