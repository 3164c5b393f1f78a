import { and, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno } from '@/api/contract/alumnos'
import { reunion } from '@/api/contract/reuniones'
import { auditActionLabels } from '@/domain/audit'
import { auditoria, reuniones } from '../../server/db/schema'
import {
  addMember,
  createSchool,
  createTestApp,
  insertCourse,
  type Member,
  parse,
  type School,
  type TestApp,
} from './helpers'

/**
 * Every sensitive read and write leaves an audit line: who (the member), what (the action and, in words,
 * which record), whose (the student's id, never a name), from where. Writes in their own transaction.
 */
let t: TestApp
let school: School
let docente: Member
let cursoId: number
let student: { id: number; rut: string }

const fixedNow = new Date('2026-06-15T15:00:00Z')

beforeAll(async () => {
  t = await createTestApp({ clock: () => fixedNow })
  school = await createSchool(t)
  const curso = await insertCourse(t, school, '4° Básico A')
  cursoId = curso.id
  docente = await addMember(t, school, { rol: 'docente', cursoIds: [curso.id] })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/alumnos',
    headers: school.headers,
    payload: {
      nombre: 'Josefa Tapia Lagos',
      rut: '21345678-4',
      curso_id: curso.id,
      apoderado: 'Rosa Lagos',
      email_apoderado: 'rosa.lagos@correo.cl',
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  student = { ...parse(alumno, res.body), rut: '21345678-4' }
})
afterAll(() => t.close())

/** The lines written since `after` (an audit id), oldest first. */
async function linesSince(after: number) {
  return t.db
    .select({
      usuarioId: auditoria.usuarioId,
      accion: auditoria.accion,
      alumnoId: auditoria.alumnoId,
      detalle: auditoria.detalle,
    })
    .from(auditoria)
    .where(and(eq(auditoria.colegioId, school.colegio.id), gt(auditoria.id, after)))
    .orderBy(auditoria.id)
}
async function lastId() {
  const rows = await t.db.select({ id: auditoria.id }).from(auditoria).orderBy(auditoria.id)
  return rows.at(-1)?.id ?? 0
}

const get = (url: string, headers = docente.headers) => t.app.inject({ method: 'GET', url, headers })

describe("a docente's reads", () => {
  it.each([
    [`/api/asistencia/alumno/{alumno}`, 'asistencia.ver', true, 'Asistencia del alumno'],
    [`/api/asistencia/alumno/{alumno}/mensual?anio=2026`, 'asistencia.ver', true, 'Asistencia por mes'],
    [`/api/asistencia/curso/{curso}/fecha/2026-06-01`, 'asistencia.ver', false, 'Curso {curso}, 2026-06-01'],
    [`/api/asistencia/curso/{curso}/mensual?anio=2026`, 'asistencia.ver', false, 'Curso {curso}, por mes'],
    [`/api/calificaciones/alumno/{alumno}`, 'notas.ver', true, 'Notas del año'],
    [`/api/calificaciones/curso/{curso}?asignatura=Matem%C3%A1tica`, 'libro.ver', false, 'Curso {curso}, Matemática'],
    [`/api/calificaciones/curso/{curso}/excel?asignatura=Matem%C3%A1tica`, 'excel.exportar', false, null],
    [`/api/alumnos/?curso_id={curso}`, 'nomina.ver', false, 'Curso {curso}: 1 alumnos'],
    [`/api/alumnos/`, 'nomina.ver', false, 'Todos sus cursos: 1 alumnos'],
    [`/api/apoderados/mensajes?alumno_id={alumno}`, 'mensajes.ver', true, '0 mensajes'],
    [`/api/reuniones?alumno_id={alumno}`, 'reuniones.ver', true, '0 reuniones'],
  ] as const)('GET %s leaves one %s line', async (template, accion, ofStudent, detalle) => {
    const fill = (text: string) =>
      text.replaceAll('{alumno}', String(student.id)).replaceAll('{curso}', String(cursoId))
    const before = await lastId()
    const res = await get(fill(template))
    expect(res.statusCode, res.body).toBe(200)
    const lines = await linesSince(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      usuarioId: docente.user.id,
      accion,
      alumnoId: ofStudent ? student.id : null,
      ...(detalle === null ? {} : { detalle: fill(detalle) }),
    })
    // Names the student by id only.
    expect(lines[0]!.detalle).not.toContain('Josefa')
  })

  it('a read refused or of a missing record leaves no read line', async () => {
    const before = await lastId()
    // For a docente an id of no record is refused like one of another course (403, course scope): no read
    // line, only the refusal's own line.
    expect((await get('/api/calificaciones/alumno/999999')).statusCode).toBe(403)
    expect((await get('/api/asistencia/alumno/999999')).statusCode).toBe(403)
    const lines = await linesSince(before)
    expect(lines.filter((l) => l.accion.endsWith('.ver'))).toEqual([])
    expect(lines.filter((l) => l.accion === 'acceso.denegado')).toHaveLength(2)
  })

  it('keeps every line of reads that arrive together (they are stored in groups)', async () => {
    const before = await lastId()
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => get(`/api/asistencia/curso/${cursoId}/fecha/2026-06-01`)),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(25).fill(200))
    const lines = await linesSince(before)
    expect(lines.filter((l) => l.accion === 'asistencia.ver')).toHaveLength(25)
  })
})

describe('writes', () => {
  it('records a new meeting in its transaction, and none when it is refused', async () => {
    const before = await lastId()
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/reuniones',
      headers: docente.headers,
      payload: { alumno_id: student.id, fecha: '2026-07-01', motivo: 'x', observaciones: 'y', resultado: 'z' },
    })
    expect(future.statusCode).toBe(422)
    expect(await linesSince(before)).toEqual([])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reuniones',
      headers: docente.headers,
      payload: {
        alumno_id: student.id,
        fecha: '2026-06-10',
        motivo: 'Inasistencias',
        observaciones: 'Conversación con la apoderada',
        resultado: 'Compromiso de asistencia',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const created = parse(reunion, res.body)
    expect(await linesSince(before)).toEqual([
      {
        usuarioId: docente.user.id,
        accion: 'reunion.crear',
        alumnoId: student.id,
        detalle: `Reunión ${created.id} del 2026-06-10`,
      },
    ])
    // Its summary sent to the guardian.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/reuniones/${created.id}/enviar`,
      headers: docente.headers,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const [line] = (await linesSince(before)).slice(1)
    expect(line).toMatchObject({ accion: 'reunion.enviar', alumnoId: student.id, usuarioId: docente.user.id })
    expect(line!.detalle).toMatch(/^Acta de reunión \d+$/)
    expect(await t.db.select().from(reuniones).where(eq(reuniones.id, created.id))).toHaveLength(1)
  })

  it('records a guardian e-mail, without its subject or text', async () => {
    const before = await lastId()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apoderados/mensajes',
      headers: docente.headers,
      payload: { alumno_id: student.id, asunto: 'Citación', cuerpo: 'La esperamos el lunes.' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const lines = await linesSince(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ accion: 'mensaje.enviar', alumnoId: student.id, usuarioId: docente.user.id })
    expect(lines[0]!.detalle).toMatch(/^Mensaje \d+$/)
  })

  it('names the fields an edit changed, never their values', async () => {
    const before = await lastId()
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/alumnos/${student.id}`, headers: docente.headers, payload })
    const base = { nombre: 'Josefa Tapia Lagos', rut: student.rut, curso_id: cursoId, apoderado: 'Rosa Lagos' }
    expect(
      (await edit({ ...base, email_apoderado: 'otro.correo@correo.cl', telefono: '+56 9 8765 4321' })).statusCode,
    ).toBe(200)
    expect(
      (await edit({ ...base, email_apoderado: 'otro.correo@correo.cl', telefono: '+56 9 8765 4321' })).statusCode,
    ).toBe(200)
    const lines = await linesSince(before)
    expect(lines.map((l) => [l.accion, l.alumnoId, l.detalle])).toEqual([
      ['alumno.editar', student.id, 'Cambió: teléfono, correo del apoderado'],
      ['alumno.editar', student.id, 'Sin cambios'],
    ])
    expect(JSON.stringify(lines)).not.toContain('otro.correo')
  })
})

describe('Registro de accesos', () => {
  it('names every new action in Spanish', () => {
    expect(auditActionLabels['documento.descargar']).toBe('Documento descargado')
    expect(auditActionLabels['nomina.ver']).toBe('Nómina de alumnos consultada')
    expect(auditActionLabels['solicitud.responder']).toBe('Solicitud respondida')
  })

  it('lists the new lines to the administrador, filtered by action', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auditoria?accion=notas.ver', headers: school.headers })
    expect(res.statusCode, res.body).toBe(200)
    const lines = JSON.parse(res.body) as { accion: string; alumno_id: number | null }[]
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((l) => l.accion === 'notas.ver' && l.alumno_id === student.id)).toBe(true)
  })
})
