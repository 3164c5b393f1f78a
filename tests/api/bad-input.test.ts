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
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'GET' || r.url.includes(':'))
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
