import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hiddenCharactersMessage } from '@/api/contract/fields'
import { alumnos, cursos, evaluacionesCurso, usuarios } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import {
  createSchool,
  createTestApp,
  databaseFingerprint,
  detailOf,
  insertCourse,
  type School,
  type TestApp,
} from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Every character that must be refused in a name, and where it hides. */
const hidden = {
  'U+202E (right-to-left override)': '\u202eairagnuH ed oseuQ',
  'U+202A (left-to-right embedding)': 'Ana\u202a Soto',
  'U+202B (right-to-left embedding)': 'Ana\u202b Soto',
  'U+202C (pop directional formatting)': 'Ana Soto\u202c',
  'U+202D (left-to-right override)': '\u202dAna Soto',
  'U+2066 (left-to-right isolate)': 'Ana\u2066 Soto',
  'U+2067 (right-to-left isolate)': 'Ana\u2067 Soto',
  'U+2068 (first strong isolate)': 'Ana\u2068 Soto',
  'U+2069 (pop directional isolate)': 'Ana Soto\u2069',
  'U+200E (left-to-right mark)': 'Ana\u200e Soto',
  'U+200F (right-to-left mark)': 'Ana\u200f Soto',
  'U+061C (Arabic letter mark)': 'Ana\u061c Soto',
  'U+200B (zero-width space)': 'Agustina\u200b Pérez Rodríguez',
  'U+200C (zero-width non-joiner)': 'Agus\u200ctina Pérez',
  'U+200D (zero-width joiner)': 'Agus\u200dtina Pérez',
  'U+2060 (word joiner)': 'Agus\u2060tina Pérez',
  'U+FEFF (zero-width no-break space)': 'Agustina\ufeff Pérez',
}

/** "José" written as J, o, s, e and a combining acute accent (NFD): what some keyboards and PDFs paste. */
const decomposed = 'Jose\u0301 N\u0303un\u0303ez'
const composed = 'José Ñuñez'

const send = (school: School, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: school.headers, payload: payload as object })

describe('names refuse invisible and direction-changing characters, with a Spanish message, changing nothing', () => {
  it.each(Object.entries(hidden))('%s', async (_name, text) => {
    const school = await createSchool(t)
    const curso = await insertCourse(t, school, '4° Básico A')
    const [alumno] = await t.db
      .insert(alumnos)
      .values({ colegioId: school.colegio.id, cursoId: curso.id, nombre: 'Ana Soto', rut: demoRut(1) })
      .returning()
    const before = await databaseFingerprint(t.db)
    const student = { nombre: 'Ana Soto', rut: demoRut(2), curso_id: curso.id }
    const attempts = [
      ['student (new)', 'El nombre', send(school, 'POST', '/api/alumnos', { ...student, nombre: text })],
      [
        'student (edit)',
        'El nombre',
        send(school, 'PUT', `/api/alumnos/${alumno!.id}`, { ...student, rut: demoRut(1), nombre: text }),
      ],
      ['guardian', 'El apoderado', send(school, 'POST', '/api/alumnos', { ...student, apoderado: text })],
      ['course', 'El nombre del curso', send(school, 'POST', '/api/cursos', { nombre: text, nivel: '4° Básico' })],
      [
        'evaluation',
        'El nombre de la evaluación',
        send(school, 'POST', '/api/calificaciones/evaluaciones', {
          curso_id: curso.id,
          asignatura: 'Matemática',
          nombre: text,
          fecha: '2026-04-10',
          ponderacion: 25,
        }),
      ],
      [
        'member (own profile)',
        'El nombre',
        send(school, 'PUT', '/api/usuarios/actualizar', { nombre: text, email: school.email }),
      ],
      [
        'member (joining a school)',
        'El nombre completo',
        t.app.inject({
          method: 'POST',
          url: '/api/usuarios/',
          payload: {
            nombre: text,
            email: 'nueva@prueba.cl',
            password: 'clave-segura-123',
            codigo_colegio: school.colegio.codigo,
            rol: 'utp',
          },
        }),
      ],
    ] as const
    for (const [what, label, request] of attempts) {
      const res = await request
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422)
      expect(detailOf(res.body), what).toContain(hiddenCharactersMessage(label))
    }
    expect(await databaseFingerprint(t.db)).toBe(before)
  })

  it('in a student import, names the row and imports nothing', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('Alumnos').addRows([
      ['Nombre completo *', 'RUT *', 'Curso *', 'Fecha de nacimiento', 'Dirección', 'Teléfono', 'Apoderado'],
      ['Agustina Pérez Rodríguez', demoRut(1), '4° Básico A'],
      ['Agustina\u200b Pérez Rodríguez', demoRut(2), '4° Básico A'],
      ['Tomás Rojas', demoRut(3), '4° Básico A', '', '', '', '\u202eogaitnaS'],
    ])
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'alumnos.xlsx')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos/upload-excel',
      headers: school.headers,
      payload: form as unknown as string,
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.body).toContain(hiddenCharactersMessage('El nombre'))
    expect(res.body).toContain(hiddenCharactersMessage('El apoderado'))
    expect(await t.db.select().from(alumnos).where(eq(alumnos.colegioId, school.colegio.id))).toEqual([])
  })
})

describe('names are stored in NFC', () => {
  it('student, guardian, course, evaluation and member', async () => {
    const school = await createSchool(t)
    const course = await send(school, 'POST', '/api/cursos', { nombre: `Taller ${decomposed}`, nivel: '4° Básico' })
    expect(course.statusCode, course.body).toBe(201)
    const cursoId = (course.json() as { id: number }).id
    const student = await send(school, 'POST', '/api/alumnos', {
      nombre: decomposed,
      rut: demoRut(7),
      curso_id: cursoId,
      apoderado: decomposed,
    })
    expect(student.statusCode, student.body).toBe(201)
    const evaluation = await send(school, 'POST', '/api/calificaciones/evaluaciones', {
      curso_id: cursoId,
      asignatura: 'Matemática',
      nombre: `Prueba de ${decomposed}`,
      fecha: '2026-04-10',
      ponderacion: 25,
    })
    expect(evaluation.statusCode, evaluation.body).toBe(201)
    const profile = await send(school, 'PUT', '/api/usuarios/actualizar', { nombre: decomposed, email: school.email })
    expect(profile.statusCode, profile.body).toBe(200)

    const [alumno] = await t.db.select().from(alumnos).where(eq(alumnos.colegioId, school.colegio.id))
    expect(alumno).toMatchObject({ nombre: composed, apoderado: composed })
    const [curso] = await t.db.select().from(cursos).where(eq(cursos.id, cursoId))
    expect(curso!.nombre).toBe(`Taller ${composed}`)
    const [evaluacion] = await t.db.select().from(evaluacionesCurso).where(eq(evaluacionesCurso.cursoId, cursoId))
    expect(evaluacion!.nombre).toBe(`Prueba de ${composed}`)
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.nombre).toBe(composed)
  })
})
