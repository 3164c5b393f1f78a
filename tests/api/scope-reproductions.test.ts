import { readdir } from 'node:fs/promises'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumnoList, alumno as alumnoSchema } from '@/api/contract/alumnos'
import { auditoriaList } from '@/api/contract/auditoria'
import { libroCurso } from '@/api/contract/calificaciones'
import { schoolToday } from '@/domain/attendance'
import { messages } from '@/domain/messages'
import {
  addMember,
  createSchool,
  createTestApp,
  databaseFingerprint,
  detailOf,
  insertCourse,
  type Member,
  parse,
  type School,
  type TestApp,
} from './helpers'

/**
 * Issue 27, each reproduction of its ids and course scope as a test. A docente of 4° Básico A tried,
 * writing the ids of 1° Medio B another way (`18.0`, `+18`, `%2B18`, `1e1`, `"+2"` in a body): reading
 * the record, the attendance, the grade grid and its .xlsx, the grade report, the class list and the
 * guardian messages; saving attendance and grades, importing grades, deleting an evaluation, moving a
 * student into their own course, changing a guardian's e-mail, sending e-mails to guardians. Each is now
 * refused (403, naming nothing) and nothing changes; each refusal is in the audit trail. A docente with
 * no course is refused everything; a grade save with another course's students names no one.
 */

let t: TestApp
let school: School
let docente: Member
let sinCurso: Member
const ids = { mine: { curso: 0, alumno: 0, evaluacion: 0 }, other: { curso: 0, alumno: 0, evaluacion: 0, reunion: 0 } }
const otherName = 'Cristóbal Valenzuela Araya'
const otherEmail = 'apoderado.valenzuela@example.com'

const as = (who: { headers: Record<string, string> }, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...who.headers, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  })

const outboxFiles = async () => {
  try {
    return await readdir(path.join(t.config.dataDir, 'outbox'))
  } catch {
    return []
  }
}
const unchanged = () => databaseFingerprint(t.db, (table) => (table === 'auditoria' ? 'false' : 'true'))

beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: school.headers, payload })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
    return JSON.parse(res.body) as { id: number }
  }
  ids.mine.curso = (await insertCourse(t, school, '4° Básico A')).id
  ids.other.curso = (await insertCourse(t, school, '1° Medio B', '1° Medio')).id
  ids.mine.alumno = (
    await post('/api/alumnos', { nombre: 'Ana Soto Rivas', rut: '12.345.678-5', curso_id: ids.mine.curso })
  ).id
  ids.other.alumno = (
    await post('/api/alumnos', {
      nombre: otherName,
      rut: '11.111.111-1',
      curso_id: ids.other.curso,
      email_apoderado: otherEmail,
    })
  ).id
  for (const side of ['mine', 'other'] as const) {
    ids[side].evaluacion = (
      await post('/api/calificaciones/evaluaciones', {
        curso_id: ids[side].curso,
        asignatura: 'Matemática',
        nombre: 'Prueba 1',
        fecha: '2025-06-02',
        ponderacion: 50,
      })
    ).id
    const grade = await as(school, 'PUT', `/api/calificaciones/evaluaciones/${ids[side].evaluacion}/notas`, {
      notas: [{ alumno_id: ids[side].alumno, nota: 5.5 }],
    })
    expect(grade.statusCode).toBe(200)
  }
  ids.other.reunion = (
    await post('/api/reuniones', {
      alumno_id: ids.other.alumno,
      fecha: '2025-06-02',
      motivo: 'Motivo',
      observaciones: 'Observaciones',
      resultado: 'Resultado',
    })
  ).id
  const attendance = await as(school, 'POST', `/api/asistencia/curso/${ids.other.curso}`, {
    fecha: schoolToday(),
    registros: [{ alumno_id: ids.other.alumno, presente: false }],
  })
  expect(attendance.statusCode).toBe(200)
  docente = await addMember(t, school, { rol: 'docente', cursoIds: [ids.mine.curso], nombre: 'Jorge Morales Tapia' })
  sinCurso = await addMember(t, school, { rol: 'docente', cursoIds: [] })
}, 60_000)
afterAll(() => t.close())

/** A refusal of a record outside the docente's courses: 403, the generic words, no name of the record. */
function expectRefused(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label} → ${res.body}`).toBe(403)
  expect([messages.access.studentNotAssigned, messages.access.courseNotAssigned], label).toContain(detailOf(res.body))
  expect(res.body, label).not.toContain('Valenzuela')
  expect(res.body, label).not.toContain('1° Medio B')
}

describe('a docente writing another course’s ids another way (issue 27)', () => {
  it('cannot read the student’s record: GET /api/alumnos/18.0, /+18, /%2B18, /1e1, /018', async () => {
    const n = ids.other.alumno
    for (const spelling of [
      `${n}`,
      `${n}.0`,
      `+${n}`,
      `%2B${n}`,
      `${n}e0`,
      `0${n}`,
      `${n}%20`,
      `0x${n.toString(16)}`,
    ]) {
      expectRefused(await as(docente, 'GET', `/api/alumnos/${spelling}`), spelling)
    }
    // The administrador, who sees the whole school, gets the id's words for a spelling that is no id.
    const admin = await as(school, 'GET', `/api/alumnos/${n}.0`)
    expect(admin.statusCode).toBe(422)
    expect(detailOf(admin.body)).toBe(
      'El identificador debe ser un número entero positivo escrito solo con dígitos, sin signos, decimales, espacios ni ceros a la izquierda (por ejemplo 18).',
    )
    expect(parse(alumnoSchema, (await as(school, 'GET', `/api/alumnos/${n}`)).body).nombre).toBe(otherName)
  })

  it('cannot read attendance, the grade grid and its .xlsx, grade reports, the class list or guardian messages', async () => {
    const c = ids.other.curso
    const a = ids.other.alumno
    for (const url of [
      `/api/asistencia/curso/+${c}/fecha/${schoolToday()}`,
      `/api/asistencia/alumno/${a}.0`,
      `/api/asistencia/curso/${c}.0/mes/2025-06.xlsx`,
      `/api/calificaciones/curso/%2B${c}?asignatura=Matem%C3%A1tica`,
      `/api/calificaciones/curso/${c}e0/excel?asignatura=Matem%C3%A1tica`,
      `/api/calificaciones/alumno/+${a}`,
      `/api/calificaciones/alumno/${a}.0/informe`,
      `/api/cursos/+${c}`,
      `/api/alumnos/?curso_id=%2B${c}`,
      `/api/alumnos/?curso_id=${c}.0`,
      `/api/apoderados/mensajes?alumno_id=+${a}`,
      `/api/reuniones?alumno_id=${a}.0`,
    ]) {
      expectRefused(await as(docente, 'GET', url), url)
    }
    // Their own list stays theirs.
    const own = parse(alumnoList, (await as(docente, 'GET', '/api/alumnos/')).body)
    expect(own.map((s) => s.id)).toEqual([ids.mine.alumno])
  })

  it('cannot save attendance or grades there, import grades, delete an evaluation, move a student or change a guardian’s e-mail, nor send e-mails', async () => {
    const before = await unchanged()
    const mail = await outboxFiles()
    const c = ids.other.curso
    const a = ids.other.alumno
    const e = ids.other.evaluacion
    // The admin's template of the other course, filled in by the docente with 52 grades' worth of a row.
    const sheet = await as(school, 'GET', `/api/calificaciones/curso/${c}/excel?asignatura=Matem%C3%A1tica`)
    expect(sheet.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(new Uint8Array(sheet.rawPayload).buffer)
    wb.getWorksheet('Notas')!.getRow(3).getCell(3).value = 1
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'notas.xlsx')
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/calificaciones/curso/+${c}/excel?asignatura=Matem%C3%A1tica`,
      headers: docente.headers,
      payload: form as unknown as string,
    })
    expectRefused(imported, 'import')

    const attempts: [string, string, unknown][] = [
      ['POST', `/api/asistencia/curso/+${c}`, { fecha: schoolToday(), registros: [{ alumno_id: a, presente: true }] }],
      // Their own course, another course's student in the list.
      [
        'POST',
        `/api/asistencia/curso/${ids.mine.curso}`,
        {
          fecha: schoolToday(),
          registros: [
            { alumno_id: ids.mine.alumno, presente: true },
            { alumno_id: a, presente: true },
          ],
        },
      ],
      ['PUT', `/api/calificaciones/evaluaciones/${e}.0/notas`, { notas: [{ alumno_id: a, nota: 1 }] }],
      ['PUT', `/api/calificaciones/evaluaciones/${e}/notas`, `{"notas":[{"alumno_id":"+${a}","nota":1}]}`],
      ['DELETE', `/api/calificaciones/evaluaciones/${e}e0?confirmar=true`, undefined],
      ['DELETE', `/api/calificaciones/evaluaciones/%2B${e}?confirmar=true`, undefined],
      // Moving the student into their own course: both the student's course and the new one must be theirs.
      [
        'PUT',
        `/api/alumnos/+${a}`,
        { nombre: otherName, rut: '11.111.111-1', curso_id: ids.mine.curso, email_apoderado: otherEmail },
      ],
      [
        'PUT',
        `/api/alumnos/${a}`,
        `{"nombre":"${otherName}","rut":"11.111.111-1","curso_id":${ids.mine.curso},"email_apoderado":"jorge@example.com"}`,
      ],
      // Changing a guardian's e-mail to their own address.
      [
        'PUT',
        `/api/alumnos/${a}.0`,
        { nombre: otherName, rut: '11.111.111-1', curso_id: c, email_apoderado: 'jorge@example.com' },
      ],
      // A student into another course: `"curso_id": "+2"` in the body.
      ['POST', '/api/alumnos', `{"nombre":"Alumno Nuevo","rut":"7.654.321-6","curso_id":"+${c}"}`],
      [
        'POST',
        '/api/calificaciones/evaluaciones',
        `{"curso_id":"${c}","asignatura":"Matemática","nombre":"Prueba","fecha":"2025-06-02","ponderacion":10}`,
      ],
      ['POST', '/api/apoderados/mensajes', `{"alumno_id":"${a}","asunto":"Hola","cuerpo":"Mensaje"}`],
      ['POST', '/api/apoderados/mensajes', `{"alumno_id":${a}.0,"asunto":"Hola","cuerpo":"Mensaje"}`],
      ['POST', `/api/asistencia/curso/+${c}/avisar`, { fecha: schoolToday() }],
      ['POST', `/api/reuniones/${ids.other.reunion}.0/enviar`, undefined],
      [
        'POST',
        '/api/reuniones',
        `{"alumno_id":"+${a}","fecha":"2025-06-02","motivo":"M","observaciones":"O","resultado":"R"}`,
      ],
    ]
    for (const [method, url, payload] of attempts) {
      expectRefused(await as(docente, method, url, payload), `${method} ${url}`)
    }
    // Nothing changed: the grades, the evaluation with its grade, the student's course and guardian e-mail.
    expect(await unchanged()).toBe(before)
    expect(await outboxFiles()).toEqual(mail)
    const grid = parse(
      libroCurso,
      (await as(school, 'GET', `/api/calificaciones/curso/${c}?asignatura=Matem%C3%A1tica`)).body,
    )
    expect(grid.evaluaciones.map((ev) => ev.id)).toEqual([e])
    expect(grid.alumnos[0]!.notas[String(e)]).toBe(5.5)
    const student = parse(alumnoSchema, (await as(school, 'GET', `/api/alumnos/${a}`)).body)
    expect([student.curso_id, student.email_apoderado]).toEqual([c, otherEmail])
  })

  it('refuses a grade save of their own evaluation with another course’s student without naming anyone', async () => {
    const res = await as(docente, 'PUT', `/api/calificaciones/evaluaciones/${ids.mine.evaluacion}/notas`, {
      notas: [
        { alumno_id: ids.mine.alumno, nota: 6 },
        { alumno_id: ids.other.alumno, nota: 6 },
      ],
    })
    expectRefused(res, 'notas')
    // An administrador who sends a student of another course is told so, without the student's name either.
    const admin = await as(school, 'PUT', `/api/calificaciones/evaluaciones/${ids.mine.evaluacion}/notas`, {
      notas: [{ alumno_id: ids.other.alumno, nota: 6 }],
    })
    expect(admin.statusCode).toBe(400)
    expect(detailOf(admin.body)).toBe('Uno de los alumnos no pertenece al curso de esta evaluación.')
    const attendance = await as(school, 'POST', `/api/asistencia/curso/${ids.mine.curso}`, {
      fecha: schoolToday(),
      registros: [{ alumno_id: ids.other.alumno, presente: true }],
    })
    expect(attendance.statusCode).toBe(422)
    expect(detailOf(attendance.body)).toBe('Uno de los alumnos no pertenece a este curso.')
  })

  it('refuses a docente with no course at all, and each refusal is in the Registro de accesos', async () => {
    for (const url of [
      `/api/alumnos/${ids.other.alumno}`,
      `/api/alumnos/${ids.mine.alumno}.0`,
      `/api/cursos/${ids.mine.curso}`,
      `/api/calificaciones/curso/+${ids.other.curso}?asignatura=Matem%C3%A1tica`,
    ]) {
      expectRefused(await as(sinCurso, 'GET', url), url)
    }
    expect(parse(alumnoList, (await as(sinCurso, 'GET', '/api/alumnos/')).body)).toEqual([])
    const trail = await as(school, 'GET', `/api/auditoria?accion=acceso.denegado&usuario_id=${sinCurso.user.id}`)
    const lines = parse(auditoriaList, trail.body)
    expect(lines.map((l) => l.detalle)).toEqual([
      `Consulta rechazada: identificador ilegible "+${ids.other.curso}" (GET /api/calificaciones/curso/+${ids.other.curso}?asignatura=Matem%C3%A1tica)`,
      `Consulta rechazada: curso 4° Básico A, no asignado (GET /api/cursos/${ids.mine.curso})`,
      `Consulta rechazada: identificador ilegible "${ids.mine.alumno}.0" (GET /api/alumnos/${ids.mine.alumno}.0)`,
      `Consulta rechazada: alumno de 1° Medio B, curso no asignado (GET /api/alumnos/${ids.other.alumno})`,
    ])
    expect(lines.at(-1)).toMatchObject({ alumno_id: ids.other.alumno, usuario: { id: sinCurso.user.id } })
    // The docente's attempts of the tests above are there too, one line each.
    const theirs = parse(
      auditoriaList,
      (await as(school, 'GET', `/api/auditoria?accion=acceso.denegado&usuario_id=${docente.user.id}`)).body,
    )
    expect(theirs.length).toBeGreaterThanOrEqual(8 + 12 + 17 + 1)
    expect(theirs.map((l) => l.detalle)).toContain(
      `Cambio rechazado: alumno de 1° Medio B, curso no asignado (PUT /api/alumnos/${ids.other.alumno})`,
    )
  })
})
