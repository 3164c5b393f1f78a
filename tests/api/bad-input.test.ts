import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleAiRequests } from '../../server/documents/samples'
import { createSchool, createTestApp, databaseFingerprint, type TestApp } from './helpers'

/**
 * Property: whatever a client sends to any API route, the answer is never a 5xx; a 4xx carries a
 * Spanish `detail` and leaves the database exactly as it was.
 */
let t: TestApp
let headers: Record<string, string>
/** An AI document of the user, so that the editor's routes are swept past their 404. */
let documentoId: number
beforeAll(async () => {
  t = await createTestApp()
  headers = (await createSchool(t)).headers
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/generar-documento/',
    headers,
    payload: sampleAiRequests.evaluacion,
  })
  documentoId = (JSON.parse(res.body) as { documento_id: number }).documento_id
})
afterAll(() => t.close())

const fingerprint = () => databaseFingerprint(t.db)

const english = /\b(expected|invalid|required|must|should|received|unexpected|undefined|null)\b/i

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '-1', '0', '2099-13-45', '9'.repeat(30), '<script>', "' or 1=1 --", 'ñandú'),
)
const fieldNames = fc.constantFrom(
  'nombre',
  'email',
  'password',
  'rut',
  'curso_id',
  'alumno_id',
  'fecha',
  'registros',
  'presente',
  'titulo',
  'tipo',
  'descripcion',
  'estado',
  'contenido',
  'nivel',
  'asignatura',
  'cantidad',
  'objetivos',
  'instrucciones',
  'payment_id',
  'codigo_colegio',
  'rol',
  'region',
  'comuna',
  'token',
  'new_password',
  'old_password',
  'motivo',
  'ruta',
  'version',
)
const body = fc.oneof(
  fc.dictionary(fieldNames, fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fieldNames, scalar))),
  fc.array(scalar, { maxLength: 3 }),
  scalar,
)
const param = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('0', '-1', '999999999', '2147483648', '1.5', 'abc', '2099-01-01', '2024-02-30', '%00'),
)

function fill(url: string, value: string) {
  return url.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(value) || 'x')
}

describe('every API route against generated bad input', () => {
  it('has routes to sweep', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5)
  })

  it('never answers 5xx; a 4xx has a Spanish detail and changes nothing', async () => {
    // Ending this or every session takes no input and would leave the sweep without one (tests/api/miembros.test.ts).
    const routes = t.app.apiRoutes.filter(
      (r) =>
        (r.method !== 'GET' || r.url.includes(':')) &&
        r.url !== '/api/auth/cerrar-sesiones' &&
        r.url !== '/api/auth/logout',
    )
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, param, async (payload, value) => {
          const before = await fingerprint()
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: fill(route.url, value),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(payload),
          })
          expect(
            res.statusCode,
            `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500)
          if (res.statusCode >= 400) {
            const detail = (JSON.parse(res.body) as { detail?: unknown }).detail
            expect(typeof detail, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBe('string')
            expect(detail as string, `${route.method} ${route.url}`).not.toMatch(english)
            expect(await fingerprint(), `${route.method} ${route.url} changed the database`).toBe(before)
          }
        }),
        { numRuns: 12, seed: 20261122 },
      )
    }
  }, 600_000)
})

/** Every 4xx has a Spanish detail and leaves the database as it was; nothing answers 5xx. */
async function expectRefusedCleanly(label: string, res: { statusCode: number; body: string }, before: string) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500)
  if (res.statusCode >= 400) {
    const detail = (JSON.parse(res.body) as { detail?: unknown }).detail
    expect(typeof detail, `${label}: ${res.body.slice(0, 200)}`).toBe('string')
    expect(detail as string, label).not.toMatch(english)
    expect(await fingerprint(), `${label} changed the database`).toBe(before)
  }
}

describe("the document editor's routes against generated bad input, on an existing document", () => {
  const editorRoutes = [
    ['PUT', '/api/documentos/:id'],
    ['POST', '/api/documentos/:id/regenerar'],
  ] as const
  /** Bodies shaped like the editor's, with generated content, versions and pointers. */
  const editorBody = fc.oneof(
    body,
    fc.record(
      {
        contenido: fc.oneof(body, fc.record({ tipo: fc.constantFrom('evaluacion', 'rubrica', 'x'), titulo: scalar })),
        version: scalar,
        ruta: fc.oneof(
          scalar,
          fc.constantFrom('/secciones/0/preguntas/0', '/secciones/-1/preguntas/0', '/criterios/0', '/', '/secciones/0'),
        ),
      },
      { requiredKeys: [] },
    ),
  )

  it('never answers 5xx; a 4xx has a Spanish detail and changes nothing', async () => {
    expect(documentoId).toBeGreaterThan(0)
    for (const [method, route] of editorRoutes) {
      await fc.assert(
        fc.asyncProperty(editorBody, async (payload) => {
          const before = await fingerprint()
          const res = await t.app.inject({
            method,
            url: route.replace(':id', String(documentoId)),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          })
          await expectRefusedCleanly(`${method} ${route}`, res, before)
        }),
        { numRuns: 30, seed: 20261123 },
      )
    }
  }, 600_000)

  it('GET /api/curriculo with generated query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('nivel', 'asignatura', 'x'), fc.oneof(fc.string(), param)),
        async (query) => {
          const before = await fingerprint()
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/curriculo?${new URLSearchParams(query)}`,
            headers,
          })
          await expectRefusedCleanly('GET /api/curriculo', res, before)
        },
      ),
      { numRuns: 40, seed: 20261123 },
    )
  })
})

describe('the grade book, attendance summaries and guardian messages against generated bad input, on existing records', () => {
  let ids: { curso: number; alumno: number; evaluacion: number; reunion: number }
  beforeAll(async () => {
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
      return JSON.parse(res.body) as { id: number }
    }
    const curso = await post('/api/cursos/', { nombre: 'Curso de notas', nivel: '4° Básico' })
    // Without a guardian e-mail, so that a well-formed message is refused (400) and nothing is sent.
    const alumno = await post('/api/alumnos', { nombre: 'Josefa Tapia Lagos', rut: '12.345.678-5', curso_id: curso.id })
    const evaluacion = await post('/api/calificaciones/evaluaciones', {
      curso_id: curso.id,
      asignatura: 'Matemática',
      nombre: 'Prueba 1',
      fecha: '2025-04-10',
      ponderacion: 25,
      puntaje_maximo: 40,
    })
    const reunion = await post('/api/reuniones', {
      alumno_id: alumno.id,
      fecha: '2025-04-10',
      motivo: 'Motivo',
      observaciones: 'Observaciones',
      resultado: 'Resultado',
    })
    ids = { curso: curso.id, alumno: alumno.id, evaluacion: evaluacion.id, reunion: reunion.id }
  })

  const grade = fc.oneof(
    scalar,
    fc.constantFrom('4,5', '7', '7,0', '0,9', '7,1', '4,55', '45', ' 5 ', '1e1', 'NaN', '-0', '40', '40,5', '41'),
  )
  const entry = fc.record(
    {
      alumno_id: fc.oneof(scalar, fc.constant('ALUMNO')),
      nota: grade,
      puntaje: grade,
    },
    { requiredKeys: [] },
  )
  const gradeBody = fc.oneof(
    body,
    fc.record({ notas: fc.oneof(scalar, fc.array(entry, { maxLength: 4 })) }, { requiredKeys: [] }),
  )
  const evaluationBody = fc.oneof(
    body,
    fc.record(
      {
        curso_id: fc.oneof(scalar, fc.constant('CURSO')),
        asignatura: scalar,
        nombre: scalar,
        fecha: fc.oneof(scalar, fc.constantFrom('2025-04-10', '2025-02-29', '10-04-2025')),
        ponderacion: fc.oneof(scalar, fc.constantFrom('12,5', '33,333', '100', '100,01', '0,99')),
        puntaje_maximo: fc.oneof(scalar, fc.constantFrom('40', '0', '1001', '12,5')),
      },
      { requiredKeys: [] },
    ),
  )
  const messageBody = fc.oneof(
    body,
    fc.record(
      { alumno_id: fc.oneof(scalar, fc.constant('ALUMNO')), asunto: scalar, cuerpo: scalar },
      { requiredKeys: [] },
    ),
  )
  /** Puts the fixture's ids where the generator left a placeholder. */
  const withIds = (payload: unknown) =>
    JSON.stringify(payload).replaceAll('"ALUMNO"', String(ids.alumno)).replaceAll('"CURSO"', String(ids.curso))

  it('never answers 5xx to generated bodies; a 4xx has a Spanish detail and changes nothing', async () => {
    const routes: [string, string, fc.Arbitrary<unknown>][] = [
      ['PUT', `/api/calificaciones/evaluaciones/EVALUACION/notas`, gradeBody],
      ['POST', '/api/calificaciones/evaluaciones', evaluationBody],
      ['PUT', `/api/calificaciones/evaluaciones/EVALUACION`, evaluationBody],
      ['POST', '/api/apoderados/mensajes', messageBody],
      ['POST', `/api/asistencia/curso/CURSO/avisar`, fc.oneof(body, fc.record({ fecha: scalar }))],
    ]
    for (const [method, template, arbitrary] of routes) {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (payload) => {
          const url = template.replace('EVALUACION', String(ids.evaluacion)).replace('CURSO', String(ids.curso))
          const before = await fingerprint()
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: withIds(payload),
          })
          await expectRefusedCleanly(`${method} ${template}`, res, before)
        }),
        { numRuns: 40, seed: 20261124 },
      )
    }
  }, 600_000)

  it('never answers 5xx to generated query strings', async () => {
    const urls = [
      () => `/api/calificaciones/curso/${ids.curso}`,
      () => `/api/calificaciones/curso/${ids.curso}/excel`,
      () => `/api/calificaciones/evaluaciones/${ids.evaluacion}`,
      () => `/api/asistencia/curso/${ids.curso}/resumen`,
      () => `/api/asistencia/curso/${ids.curso}/mensual`,
      () => `/api/asistencia/alumno/${ids.alumno}/mensual`,
      () => '/api/asistencia/riesgo',
      () => '/api/apoderados/mensajes',
    ]
    const query = fc.dictionary(
      fc.constantFrom('asignatura', 'desde', 'hasta', 'anio', 'periodo', 'alumno_id', 'confirmar', 'x'),
      fc.oneof(fc.string(), param, fc.constantFrom('mes', 'anio', 'true', 'false', '2025', '2025-04-01')),
    )
    for (const url of urls) {
      // DELETE only for the evaluation: without confirmar=true it holds no grades, so it may be deleted once.
      const method = url().startsWith('/api/calificaciones/evaluaciones') ? 'DELETE' : 'GET'
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const before = await fingerprint()
          const res = await t.app.inject({ method, url: `${url()}?${new URLSearchParams(q)}`, headers })
          await expectRefusedCleanly(`${method} ${url()}`, res, before)
        }),
        { numRuns: 25, seed: 20261124 },
      )
    }
  }, 600_000)
})

describe('the libro de clases against generated bad input, on an existing block', () => {
  let ids: { curso: number; alumno: number; clase: number }
  beforeAll(async () => {
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
      return JSON.parse(res.body) as { id: number }
    }
    const curso = await post('/api/cursos/', { nombre: 'Curso del libro', nivel: '4° Básico' })
    const alumno = await post('/api/alumnos', { nombre: 'Tomás Vera Soto', rut: '11.111.111-1', curso_id: curso.id })
    const me = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).body) as { id: number }
    const horario = await t.app.inject({
      method: 'PUT',
      url: `/api/cursos/${curso.id}/horario?desde=2025-03-03`,
      headers,
      payload: [{ dia: 1, inicio: '08:00', fin: '08:45', asignatura: 'Lenguaje', docente_id: me.id }],
    })
    expect(horario.statusCode, horario.body).toBe(200)
    const clases = await t.app.inject({
      method: 'GET',
      url: `/api/clases?fecha=2025-05-05&curso_id=${curso.id}`,
      headers,
    })
    const [clase] = JSON.parse(clases.body) as { id: number }[]
    ids = { curso: curso.id, alumno: alumno.id, clase: clase!.id }
  })

  const registro = fc.record(
    {
      alumno_id: fc.oneof(scalar, fc.constant('ALUMNO')),
      estado: fc.oneof(scalar, fc.constantFrom('presente', 'ausente', 'atrasado', 'retirado')),
      hora_llegada: fc.oneof(scalar, fc.constantFrom('08:10', '07:59', '24:00', '8:10', '08:60')),
    },
    { requiredKeys: [] },
  )
  const oa = fc.oneof(
    scalar,
    fc.array(fc.oneof(scalar, fc.constantFrom('LE04 OA 03', 'le04 oa 3', 'MA04 OA 01', 'XX99 OA 99')), {
      maxLength: 3,
    }),
  )
  const libroBody = fc.oneof(
    body,
    fc.record(
      {
        registros: fc.oneof(scalar, fc.array(registro, { maxLength: 3 })),
        texto: scalar,
        oa,
        actividades: scalar,
        codigo: fc.oneof(scalar, fc.constantFrom('123456', '12345', '1234567', ' 123 456 ')),
        reemplazo_motivo: scalar,
        motivo: scalar,
        aprobar: fc.oneof(scalar, fc.boolean()),
        leccionario: fc.oneof(scalar, fc.record({ texto: scalar, oa }, { requiredKeys: [] })),
        bloque: fc.oneof(scalar, fc.constantFrom(0, 2, 13, '2')),
        fecha: fc.oneof(scalar, fc.constantFrom('2025-05-05', '2025-05-10', '2025-02-30')),
      },
      { requiredKeys: [] },
    ),
  )
  const horarioBody = fc.oneof(
    body,
    fc.array(
      fc.record(
        {
          dia: fc.oneof(scalar, fc.constantFrom(0, 1, 5, 6, '3')),
          inicio: fc.oneof(scalar, fc.constantFrom('08:00', '8:00', '25:00', '09:00')),
          fin: fc.oneof(scalar, fc.constantFrom('08:45', '07:00', '08:00')),
          asignatura: scalar,
          docente_id: fc.oneof(scalar, fc.constant(2_000_000_000)),
          codocente_id: scalar,
          codocente_tipo: fc.oneof(scalar, fc.constantFrom('pie', 'codocente')),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
  )
  const justificarBody = fc.oneof(
    body,
    fc.record(
      {
        alumno_id: fc.oneof(scalar, fc.constant('ALUMNO')),
        fecha: fc.oneof(scalar, fc.constantFrom('2025-05-05', '2025-02-30', '05-05-2025')),
        motivo: scalar,
      },
      { requiredKeys: [] },
    ),
  )
  const withIds = (payload: unknown) => JSON.stringify(payload).replaceAll('"ALUMNO"', String(ids.alumno))

  it('never answers 5xx; a 4xx has a Spanish detail and changes nothing', async () => {
    const routes: [string, string, fc.Arbitrary<unknown>][] = [
      ['PUT', `/api/clases/${ids.clase}/asistencia`, libroBody],
      ['PUT', `/api/clases/${ids.clase}/leccionario`, libroBody],
      ['POST', `/api/clases/${ids.clase}/firmar`, libroBody],
      ['POST', `/api/clases/${ids.clase}/correcciones`, libroBody],
      ['POST', '/api/correcciones/1/visar', libroBody],
      ['POST', '/api/cuenta/firma/confirmar', libroBody],
      ['POST', '/api/calendario/suspensiones', libroBody],
      ['PUT', '/api/calendario/subvencion', libroBody],
      ['POST', '/api/atrasos/justificar', justificarBody],
      ['PUT', `/api/cursos/${ids.curso}/horario?desde=2025-03-03`, horarioBody],
    ]
    for (const [method, url, arbitrary] of routes) {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (payload) => {
          const before = await fingerprint()
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: withIds(payload),
          })
          await expectRefusedCleanly(`${method} ${url}`, res, before)
        }),
        { numRuns: 25, seed: 20261207 },
      )
    }
  }, 600_000)

  it('the queries of the libro with generated values', async () => {
    const queries = [
      ['/api/clases', ['fecha', 'curso_id']],
      ['/api/cobertura', ['curso_id', 'asignatura']],
      ['/api/cumplimiento', ['desde', 'hasta']],
      ['/api/atrasos', ['fecha', 'desde', 'hasta', 'curso_id']],
      ['/api/calendario', ['anio']],
      ['/api/correcciones', ['estado']],
    ] as const
    for (const [path, keys] of queries) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...keys),
            fc.oneof(param, fc.constantFrom('2025-05-05', '2026-01-01', 'Lenguaje')),
          ),
          async (query) => {
            const res = await t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, headers })
            expect(res.statusCode, `${path}?${new URLSearchParams(query)} → ${res.body.slice(0, 200)}`).toBeLessThan(
              500,
            )
            if (res.statusCode >= 400) {
              const detail = (JSON.parse(res.body) as { detail?: unknown }).detail
              expect(typeof detail).toBe('string')
              expect(detail as string).not.toMatch(english)
            }
          },
        ),
        { numRuns: 30, seed: 20261207 },
      )
    }
  })
})
