import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoList } from '@/api/contract/alumnos'
import { curso } from '@/api/contract/cursos'
import { idSpellingMessage } from '@/api/contract/fields'
import { courseLevels } from '@/domain/catalog'
import { sampleAiRequests, samplePieReport } from '../../server/documents/samples'
import {
  createSchool,
  createTestApp,
  detailOf,
  insertCourse,
  parse,
  type School,
  schoolSignupForm,
  type TestApp,
} from './helpers'

/**
 * The HTTP contract as clients use it: a value of the wrong type gets a message that says what the field
 * must be ("es obligatorio" is only for a missing or empty value), and numbers sent as numeric texts, or
 * catalogue values written in another case, are accepted when they mean one thing.
 */
let t: TestApp
let school: School
let cursoId: number
let alumnoId: number
let solicitudId: number
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t, { plan: 'plus' })
  cursoId = (await insertCourse(t, school, '4° Básico A')).id
  const created = await send('POST', '/api/alumnos', {
    nombre: 'Josefa Tapia Lagos',
    rut: '12.345.678-5',
    curso_id: cursoId,
  })
  alumnoId = parse(alumno, created.body).id
  const solicitud = await send('POST', '/api/solicitudes/', {
    titulo: 'Proyector',
    tipo: 'mantenimiento',
    descripcion: 'No enciende.',
  })
  solicitudId = (JSON.parse(solicitud.body) as { id: number }).id
})
afterAll(() => t.close())

function send(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, auth = true) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(auth ? school.headers : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  })
}

async function refused(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, auth = true) {
  const res = await send(method, url, payload, auth)
  expect(res.statusCode, res.body).toBe(422)
  return detailOf(res.body)
}

const { asistencia_detalle: _detail, ...pieReport } = samplePieReport

/** A valid body of every route that takes one (valid as to its types: some are refused later, by the service). */
const bodies = (): [string, 'POST' | 'PUT', string, Record<string, unknown>, boolean][] => [
  ['alumno', 'POST', '/api/alumnos', { nombre: 'Ana Soto', rut: '11.111.111-1', curso_id: cursoId }, true],
  [
    'alumno (edit)',
    'PUT',
    `/api/alumnos/${alumnoId}`,
    { nombre: 'Ana Soto', rut: '12345678-5', curso_id: cursoId },
    true,
  ],
  ['curso', 'POST', '/api/cursos/', { nombre: '5° Básico B', nivel: '5° Básico' }, true],
  [
    'asistencia',
    'POST',
    `/api/asistencia/curso/${cursoId}`,
    { fecha: '2026-03-10', registros: [{ alumno_id: alumnoId, presente: true }] },
    true,
  ],
  [
    'reunión',
    'POST',
    '/api/reuniones',
    { alumno_id: alumnoId, fecha: '2026-03-10', motivo: 'Notas', observaciones: 'Bien.', resultado: 'Acuerdo.' },
    true,
  ],
  [
    'solicitud',
    'POST',
    '/api/solicitudes/',
    { titulo: 'Toner', tipo: 'solicitud_materiales', descripcion: 'Falta.' },
    true,
  ],
  ['respuesta', 'POST', `/api/solicitudes/${solicitudId}/responder`, { contenido: 'Listo.', estado: 'resuelta' }, true],
  ['documento IA', 'POST', '/api/generar-documento/', { ...sampleAiRequests.evaluacion }, true],
  ['informe PIE', 'POST', '/api/informes-pie/generar-word', { ...pieReport }, true],
  ['PAES', 'POST', '/api/paes/generar-word', { asignatura: 'Historia', nivel: '4° Medio', cantidad: 3 }, true],
  ['SIMCE', 'POST', '/api/simce/generar-word', { asignatura: 'Lenguaje', nivel: '4° Básico', cantidad: 3 }, true],
  ['perfil', 'PUT', '/api/usuarios/actualizar', { nombre: 'Usuaria UTP', email: school.email }, true],
  ['contraseña', 'POST', '/api/auth/reset-password', { old_password: 'x', new_password: 'nueva-clave-2026' }, true],
  ['olvido', 'POST', '/api/auth/forgot-password', { email: 'nadie@prueba.cl' }, false],
  ['enlace', 'POST', '/api/auth/reset-password-link', { token: 'abc', new_password: 'nueva-clave-2026' }, false],
  [
    'registro',
    'POST',
    '/api/usuarios/',
    { nombre: 'Pedro Soto', email: 'p@prueba.cl', password: 'clave-2026-x', codigo_colegio: 'ABCDEF12', rol: 'utp' },
    false,
  ],
  ['colegio', 'POST', '/api/colegios/', schoolSignupForm('pago-1'), false],
  ['evaluación extra', 'POST', '/api/evaluaciones/agregar-extra', { cantidad: 1, payment_id: 'pago-1' }, true],
  ['login', 'POST', '/api/auth/login', { username: school.email, password: 'x' }, false],
]

describe('a value of the wrong type', () => {
  it('is never called missing: every field of every body, sent as true, a list or an object', async () => {
    const seen: string[] = []
    for (const [name, method, url, body, auth] of bodies()) {
      for (const field of Object.keys(body)) {
        for (const wrong of [true, [], {}]) {
          // A list is the right type for these; their own tests check an empty one.
          if (Array.isArray(wrong) && (field === 'objetivos' || field === 'registros')) continue
          const detail = await refused(method, url, { ...body, [field]: wrong }, auth)
          expect(detail, `${name}.${field} = ${JSON.stringify(wrong)}`).not.toMatch(/obligatori/)
          seen.push(`${name}.${field}`)
        }
      }
    }
    expect(new Set(seen).size).toBeGreaterThan(60)
  }, 120_000)

  it.each<[string, 'POST' | 'PUT', () => string, () => Record<string, unknown>, string]>([
    [
      'a number as a name',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 5, rut: '11.111.111-1', curso_id: cursoId }),
      'El nombre debe ser un texto.',
    ],
    [
      'a number as a RUT',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: 11111111, curso_id: cursoId }),
      'El RUT debe ser un texto, por ejemplo 12.345.678-5.',
    ],
    [
      'a word as a course',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: '11.111.111-1', curso_id: 'cuarto' }),
      'El curso debe ser un número entero positivo (el identificador del curso).',
    ],
    [
      'a fraction as a course',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: '11.111.111-1', curso_id: 1.5 }),
      'El curso debe ser un número entero positivo (el identificador del curso).',
    ],
    [
      'a number as a birth date',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: '11.111.111-1', curso_id: cursoId, fecha_nacimiento: 20150301 }),
      'La fecha de nacimiento debe tener el formato AAAA-MM-DD.',
    ],
    [
      'a number as a phone',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: '11.111.111-1', curso_id: cursoId, telefono: 912345678 }),
      'El teléfono debe ser un texto.',
    ],
    [
      'a number as a date',
      'POST',
      () => `/api/asistencia/curso/${cursoId}`,
      () => ({ fecha: 20260310, registros: [{ alumno_id: alumnoId, presente: true }] }),
      'La fecha debe tener el formato AAAA-MM-DD.',
    ],
    [
      'a day-first date',
      'POST',
      () => '/api/reuniones',
      () => ({ alumno_id: alumnoId, fecha: '10-03-2026', motivo: 'a', observaciones: 'b', resultado: 'c' }),
      'La fecha debe tener el formato AAAA-MM-DD.',
    ],
    [
      'a text as the records',
      'POST',
      () => `/api/asistencia/curso/${cursoId}`,
      () => ({ fecha: '2026-03-10', registros: 'todos' }),
      'Los registros deben ser una lista de alumnos y su asistencia.',
    ],
    [
      'a word as a student',
      'POST',
      () => '/api/reuniones',
      () => ({ alumno_id: 'Josefa', fecha: '2026-03-10', motivo: 'a', observaciones: 'b', resultado: 'c' }),
      'El alumno debe indicarse con su identificador numérico.',
    ],
    [
      'an unknown level',
      'POST',
      () => '/api/cursos/',
      () => ({ nombre: 'Taller', nivel: 'Universitario' }),
      `El nivel debe ser uno de: ${courseLevels.join(', ')}.`,
    ],
    [
      'a number as a course name',
      'POST',
      () => '/api/cursos/',
      () => ({ nombre: 5, nivel: '5° Básico' }),
      'El nombre del curso debe ser un texto.',
    ],
    [
      'an unknown request type',
      'POST',
      () => '/api/solicitudes/',
      () => ({ titulo: 'a', tipo: 'vacaciones', descripcion: 'b' }),
      'El tipo debe ser uno de: mantenimiento, permiso, licencia_medica, solicitud_materiales, problema_tecnologico, reunion_equipo, reemplazo_docente, soporte_psicopedagogico, otro.',
    ],
    [
      'a number as a description',
      'POST',
      () => '/api/solicitudes/',
      () => ({ titulo: 'a', tipo: 'otro', descripcion: 42 }),
      'El campo descripción debe ser un texto.',
    ],
    [
      'an unknown reply state',
      'POST',
      () => `/api/solicitudes/${solicitudId}/responder`,
      () => ({ contenido: 'a', estado: 'cerrada' }),
      'El estado debe ser uno de: en_proceso, resuelta, rechazada.',
    ],
    [
      'a word as a quantity',
      'POST',
      () => '/api/paes/generar-word',
      () => ({ asignatura: 'Historia', nivel: '4° Medio', cantidad: 'cinco' }),
      'La cantidad de preguntas debe ser un número entero.',
    ],
    [
      'true as a quantity',
      'POST',
      () => '/api/paes/generar-word',
      () => ({ asignatura: 'Historia', nivel: '4° Medio', cantidad: true }),
      'La cantidad de preguntas debe ser un número.',
    ],
    [
      '"25" as a quantity',
      'POST',
      () => '/api/simce/generar-word',
      () => ({ asignatura: 'Lenguaje', nivel: '4° Básico', cantidad: '25' }),
      'La cantidad de preguntas va de 1 a 20.',
    ],
    [
      'an unknown PAES level',
      'POST',
      () => '/api/paes/generar-word',
      () => ({ asignatura: 'Historia', nivel: '1° Medio' }),
      'El nivel debe ser uno de: 2° Medio, 3° Medio, 4° Medio.',
    ],
    [
      'a number as the objectives',
      'POST',
      () => '/api/generar-documento/',
      () => ({ ...sampleAiRequests.evaluacion, objetivos: 7 }),
      'Los objetivos deben ser una lista de textos.',
    ],
    [
      // An objective may have commas of its own: one text has no single split.
      'one comma-separated text as the objectives',
      'POST',
      () => '/api/generar-documento/',
      () => ({ ...sampleAiRequests.evaluacion, objetivos: 'OA 1: Leer, comprender y comentar, OA 3: Escribir' }),
      'Los objetivos deben ser una lista de textos.',
    ],
    [
      'a list as the instructions',
      'POST',
      () => '/api/generar-documento/',
      () => ({ ...sampleAiRequests.evaluacion, instrucciones: [] }),
      'Las instrucciones deben ser un texto.',
    ],
    [
      'a number in the objectives',
      'POST',
      () => '/api/generar-documento/',
      () => ({ ...sampleAiRequests.evaluacion, objetivos: [7] }),
      'Cada objetivo debe ser un texto.',
    ],
    [
      'a number as an e-mail',
      'PUT',
      () => '/api/usuarios/actualizar',
      () => ({ nombre: 'Usuaria', email: 5 }),
      'El correo debe ser un texto.',
    ],
    [
      'a number as the current password',
      'POST',
      () => '/api/auth/reset-password',
      () => ({ old_password: 123456, new_password: 'nueva-clave-2026' }),
      'La contraseña actual debe ser un texto.',
    ],
    [
      'a boolean as a payment id',
      'POST',
      () => '/api/evaluaciones/agregar-extra',
      () => ({ cantidad: 1, payment_id: true }),
      'El identificador del pago no es válido.',
    ],
  ])('%s says what the field must be', async (_name, method, url, body, message) => {
    expect(await refused(method, url(), body())).toBe(message)
  })

  it.each<[string, unknown]>([
    ['a number', 5],
    ['a list', [{ nombre: 'Taller', nivel: '5° Básico' }]],
    ['null', null],
    ['a text', 'nombre=Taller'],
  ])('a body that is %s is said to be no JSON object', async (_name, body) => {
    expect(await refused('POST', '/api/cursos/', body)).toBe(
      'El cuerpo de la solicitud debe ser un objeto JSON con los campos del formulario.',
    )
  })

  it.each<[string, string, string]>([
    ['a word as a course filter', '/api/alumnos/?curso_id=cuarto', idSpellingMessage('El identificador del curso')],
    ['a hexadecimal course filter', '/api/alumnos/?curso_id=0x10', idSpellingMessage('El identificador del curso')],
    ['a fraction as a student', '/api/informes-pie?alumno_id=1.5', idSpellingMessage('El identificador del alumno')],
    ['a word as an id', '/api/alumnos/uno', idSpellingMessage('El identificador')],
    ['zero as an id', '/api/cursos/0', idSpellingMessage('El identificador')],
    ['a decimal spelling of an id', '/api/alumnos/12.0', idSpellingMessage('El identificador')],
    ['a signed id', '/api/alumnos/%2B12', idSpellingMessage('El identificador')],
    ['an id with a leading zero', '/api/alumnos/012', idSpellingMessage('El identificador')],
    ['an id in exponent notation', '/api/cursos/1e1', idSpellingMessage('El identificador')],
    ['an id beyond the largest', '/api/cursos/2147483648', 'El identificador es demasiado grande.'],
    [
      'a repeated course filter',
      '/api/alumnos/?curso_id=1&curso_id=1',
      idSpellingMessage('El identificador del curso'),
    ],
  ])('%s in a URL says what it must be', async (_name, url, message) => {
    expect(await refused('GET', url)).toBe(message)
  })
})

describe('a missing value keeps its message', () => {
  it.each<[string, 'POST' | 'PUT', () => string, () => Record<string, unknown>, string]>([
    [
      'a student without a course',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: '11.111.111-1' }),
      'El curso es obligatorio.',
    ],
    [
      'a student with an empty course',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', rut: '11.111.111-1', curso_id: '' }),
      'El curso es obligatorio.',
    ],
    [
      'a student without a RUT',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: 'Ana', curso_id: cursoId }),
      'El RUT es obligatorio.',
    ],
    [
      'a student with a blank name',
      'POST',
      () => '/api/alumnos',
      () => ({ nombre: '  ', rut: '11.111.111-1', curso_id: cursoId }),
      'El nombre es obligatorio.',
    ],
    [
      'a course without a level',
      'POST',
      () => '/api/cursos/',
      () => ({ nombre: 'Taller' }),
      'El nivel es obligatorio: elige uno de la lista.',
    ],
    [
      'a course with an empty level',
      'POST',
      () => '/api/cursos/',
      () => ({ nombre: 'Taller', nivel: '' }),
      'El nivel es obligatorio: elige uno de la lista.',
    ],
    [
      'a request without a type',
      'POST',
      () => '/api/solicitudes/',
      () => ({ titulo: 'a', descripcion: 'b' }),
      'El tipo es obligatorio: elige uno de la lista.',
    ],
    [
      'a reply without a state',
      'POST',
      () => `/api/solicitudes/${solicitudId}/responder`,
      () => ({ contenido: 'a' }),
      'El estado es obligatorio: en proceso, resuelta o rechazada.',
    ],
    [
      'attendance without a date',
      'POST',
      () => `/api/asistencia/curso/${cursoId}`,
      () => ({ registros: [{ alumno_id: alumnoId, presente: true }] }),
      'La fecha es obligatoria.',
    ],
    [
      'attendance with an empty date',
      'POST',
      () => `/api/asistencia/curso/${cursoId}`,
      () => ({ fecha: '', registros: [{ alumno_id: alumnoId, presente: true }] }),
      'La fecha es obligatoria.',
    ],
    [
      'attendance without records',
      'POST',
      () => `/api/asistencia/curso/${cursoId}`,
      () => ({ fecha: '2026-03-10' }),
      'Los registros son obligatorios.',
    ],
    [
      'a meeting without a student',
      'POST',
      () => '/api/reuniones',
      () => ({ fecha: '2026-03-10', motivo: 'a', observaciones: 'b', resultado: 'c' }),
      'El alumno es obligatorio.',
    ],
    [
      'a document without instructions',
      'POST',
      () => '/api/generar-documento/',
      () => ({ ...sampleAiRequests.evaluacion, instrucciones: undefined }),
      'Las instrucciones son obligatorias.',
    ],
    [
      'a document without objectives',
      'POST',
      () => '/api/generar-documento/',
      () => ({ ...sampleAiRequests.evaluacion, objetivos: null }),
      'Los objetivos son obligatorios.',
    ],
    [
      'a profile without an e-mail',
      'PUT',
      () => '/api/usuarios/actualizar',
      () => ({ nombre: 'Usuaria' }),
      'El correo es obligatorio.',
    ],
  ])('%s', async (_name, method, url, body, message) => {
    expect(await refused(method, url(), body())).toBe(message)
  })
})

describe('what clients reasonably send is accepted', () => {
  it('a course id as a text is refused: in a body an id is a JSON number, however its text reads', async () => {
    for (const curso_id of [String(cursoId), ` ${cursoId} `, `+${cursoId}`]) {
      const res = await send('POST', '/api/alumnos', { nombre: 'Diego Paredes', rut: '21.345.678-4', curso_id })
      expect(res.statusCode, res.body).toBe(422)
      expect(detailOf(res.body)).toBe('El curso debe ser un número entero positivo (el identificador del curso).')
    }
  })

  it('an empty course filter lists every student', async () => {
    const res = await send('GET', '/api/alumnos/?curso_id=')
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(alumnoList, res.body).length).toBeGreaterThan(0)
  })

  it('a student id as a text saves neither the attendance nor the meeting', async () => {
    const attendance = await send('POST', `/api/asistencia/curso/${cursoId}`, {
      fecha: ' 2026-03-11 ',
      registros: [{ alumno_id: String(alumnoId), presente: true }],
    })
    expect(attendance.statusCode, attendance.body).toBe(422)
    expect(detailOf(attendance.body)).toBe('El alumno debe indicarse con su identificador numérico.')
    const meeting = await send('POST', '/api/reuniones', {
      alumno_id: String(alumnoId),
      fecha: '2026-03-11',
      motivo: 'Rendimiento',
      observaciones: 'Conversamos.',
      resultado: 'Acuerdo de apoyo.',
    })
    expect(meeting.statusCode, meeting.body).toBe(422)
    expect(detailOf(meeting.body)).toBe('El alumno debe indicarse con su identificador numérico.')
  })

  it('a level written without its accent or with º creates the course with the catalogue’s name', async () => {
    const res = await send('POST', '/api/cursos/', { nombre: '6° Básico C', nivel: '6º basico' })
    expect(res.statusCode, res.body).toBe(201)
    expect(parse(curso, res.body).nivel).toBe('6° Básico')
  })

  it('a request type and a reply state written as words are stored as the catalogue’s values', async () => {
    const created = await send('POST', '/api/solicitudes/', {
      titulo: 'Licencia',
      tipo: 'Licencia médica',
      descripcion: 'Tres días.',
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id, tipo } = JSON.parse(created.body) as { id: number; tipo: string }
    expect(tipo).toBe('licencia_medica')
    const reply = await send('POST', `/api/solicitudes/${id}/responder`, {
      contenido: 'Recibida.',
      estado: 'En proceso',
    })
    expect(reply.statusCode, reply.body).toBe(201)
    expect(JSON.parse(reply.body)).toMatchObject({ estado: 'en_proceso' })
  })

  it.each<[string, unknown]>([
    ['a numeric text', '4'],
    ['null (the default)', null],
    ['an empty text (the default)', ''],
  ])('a PAES quantity as %s generates the test', async (_name, cantidad) => {
    const res = await send('POST', '/api/paes/generar-word', { asignatura: 'matemática', nivel: '3º Medio', cantidad })
    expect(res.statusCode, res.body).toBe(200)
    expect((JSON.parse(res.body) as { title: string }).title).toContain('Matemática')
  })

  it('a role in capitals signs the teacher up', async () => {
    const res = await send(
      'POST',
      '/api/usuarios/',
      {
        nombre: 'Pedro Soto Díaz',
        email: 'pedro.soto@prueba.cl',
        password: 'clave-segura-2026',
        codigo_colegio: school.colegio.codigo.toLowerCase(),
        rol: ' UTP ',
      },
      false,
    )
    expect(res.statusCode, res.body).toBe(201)
  })
})
