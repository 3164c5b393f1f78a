import type { ApiRoute } from '../../server/plugins/api-routes'
import type { ScopedEntity, ScopeRef } from '../../server/plugins/course-scope'

/** The ids a request names, one per kind of record of a course. */
export type ScopeIds = Record<ScopedEntity, number>

/**
 * A valid request of each route a docente is limited on (`courseScope` with refs), built from the ids it
 * names (`ids`; `mine` are the docente's own records, for the lists that mix both). The ids go where the
 * route's `courseScope` says (the path, the query, the body); the rest is a valid sample, so that the
 * request gets past validation and reaches the course check (which runs after it). The scope property
 * test fails for a route with refs that is not here: a route added without a scope test fails the suite.
 */
export const scopeSamples: Record<
  string,
  { query?: Record<string, string>; body?: (ids: Record<ScopedEntity, unknown>, mine: ScopeIds) => object }
> = {
  'GET /api/alumnos/': {},
  'POST /api/alumnos': { body: (ids) => ({ nombre: 'Nuevo Alumno Pérez', rut: '7.654.321-6', curso_id: ids.curso }) },
  'GET /api/alumnos/:id': {},
  'PUT /api/alumnos/:id': {
    body: (ids) => ({
      nombre: 'Alumno Editado',
      rut: '7.654.321-6',
      curso_id: ids.curso,
      email_apoderado: 'docente.intruso@example.com',
    }),
  },
  'GET /api/asistencia/curso/:id/fecha/:date': {},
  'POST /api/asistencia/curso/:id': {
    body: (ids, mine) => ({
      fecha: '2025-06-02',
      registros: mixed(ids.alumno, mine.alumno).map((alumno_id) => ({ alumno_id, presente: true })),
    }),
  },
  'GET /api/asistencia/alumno/:id': {},
  'GET /api/asistencia/curso/:id/mes/:archivo': {},
  'GET /api/asistencia/curso/:id/resumen': {},
  'GET /api/asistencia/curso/:id/mensual': {},
  'GET /api/asistencia/alumno/:id/mensual': {},
  'POST /api/asistencia/curso/:id/avisar': { body: () => ({ fecha: '2025-06-02' }) },
  'GET /api/reuniones': {},
  'POST /api/reuniones': {
    body: (ids) => ({
      alumno_id: ids.alumno,
      fecha: '2025-06-02',
      motivo: 'Motivo',
      observaciones: 'Observaciones',
      resultado: 'Resultado',
    }),
  },
  'POST /api/reuniones/:id/enviar': {},
  'POST /api/apoderados/mensajes': {
    body: (ids) => ({ alumno_id: ids.alumno, asunto: 'Asunto', cuerpo: 'Mensaje al apoderado' }),
  },
  'GET /api/apoderados/mensajes': {},
  'POST /api/calificaciones/evaluaciones': {
    body: (ids) => ({
      curso_id: ids.curso,
      asignatura: 'Lenguaje',
      nombre: 'Prueba',
      fecha: '2025-06-02',
      ponderacion: 10,
    }),
  },
  'PUT /api/calificaciones/evaluaciones/:id': {
    body: () => ({ asignatura: 'Lenguaje', nombre: 'Prueba cambiada', fecha: '2025-06-02', ponderacion: 10 }),
  },
  'DELETE /api/calificaciones/evaluaciones/:id': { query: { confirmar: 'true' } },
  'PUT /api/calificaciones/evaluaciones/:id/notas': {
    body: (ids, mine) => ({ notas: mixed(ids.alumno, mine.alumno).map((alumno_id) => ({ alumno_id, nota: 6 })) }),
  },
  'GET /api/calificaciones/curso/:id': { query: { asignatura: 'Lenguaje' } },
  'GET /api/calificaciones/curso/:id/asignaturas': {},
  'GET /api/calificaciones/curso/:id/excel': { query: { asignatura: 'Lenguaje' } },
  'POST /api/calificaciones/curso/:id/excel': { query: { asignatura: 'Lenguaje' } },
  'GET /api/calificaciones/alumno/:id': {},
  'GET /api/calificaciones/alumno/:id/informe': {},
  'GET /api/cursos/:id': {},
  'GET /api/cursos/:id/horario': {},
  'GET /api/cursos/:id/libro/:archivo': {},
  'GET /api/clases': { query: { fecha: '2025-06-02' } },
  'GET /api/clases/:id': {},
  'PUT /api/clases/:id/asistencia': {
    body: (ids, mine) => ({
      registros: mixed(ids.alumno, mine.alumno).map((alumno_id) => ({ alumno_id, estado: 'presente' })),
    }),
  },
  'PUT /api/clases/:id/leccionario': { body: () => ({ texto: 'Lectura compartida del cuento', oa: [] }) },
  'POST /api/clases/:id/firmar': { body: () => ({ codigo: '123456', reemplazo_motivo: 'Licencia médica' }) },
  'POST /api/clases/:id/correcciones': {
    body: (ids, mine) => ({
      registros: mixed(ids.alumno, mine.alumno).map((alumno_id) => ({ alumno_id, estado: 'ausente' })),
      motivo: 'Error al pasar la lista',
      codigo: '123456',
    }),
  },
}

/** A list of students naming `target` after one of the docente's own (mixing an allowed id with the one tried). */
function mixed(target: unknown, own: number) {
  return target === own ? [own] : [own, target]
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`

export const refsOf = (route: ApiRoute): ScopeRef[] =>
  typeof route.courseScope === 'object' ? route.courseScope.refs : []

const sampleParams: Record<string, string> = { date: '2025-06-02', archivo: '2025-06.xlsx' }

/** The marker that `spelled` replaces by the spelling under test. */
const marker = '\u0000id\u0000'

/**
 * The request of `route` naming `ids`, with the id of `target` (one of the route's refs) written as
 * `spelling` (a path or query text, or a raw JSON token in a body), or as its plain digits when absent.
 */
export function scopedRequest(
  route: ApiRoute,
  ids: ScopeIds,
  mine: ScopeIds,
  target?: { ref: ScopeRef; spelling: string },
) {
  const sample = scopeSamples[routeKey(route)]
  if (!sample) throw new Error(`${routeKey(route)} no tiene muestra en tests/api/scope-samples.ts`)
  const refs = refsOf(route)
  const named: Record<ScopedEntity, unknown> = { ...ids }
  if (target?.ref.in === 'body') named[target.ref.entity] = marker
  const params: Record<string, string> = { ...sampleParams }
  const query: string[] = Object.entries(sample.query ?? {}).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  let body: Record<string, unknown> | undefined = sample.body ? { ...sample.body(named, mine) } : undefined
  for (const ref of refs) {
    const plain = String(ids[ref.entity])
    const text = target?.ref === ref ? target.spelling : plain
    if (ref.in === 'params') params[ref.field] = text
    else if (ref.in === 'query') query.push(`${ref.field}=${text}`)
    else if (!ref.field.includes('[]') && body && !(ref.field in body))
      body = { ...body, [ref.field]: named[ref.entity] }
  }
  const path = route.url.replace(/:([a-z_]+)/g, (_, name: string) => params[name] ?? '2147483000')
  const payload =
    body === undefined ? undefined : JSON.stringify(body).replace(JSON.stringify(marker), target?.spelling ?? '')
  return {
    method: route.method as 'GET',
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    ...(payload === undefined
      ? {}
      : { payload, headers: { 'content-type': 'application/json' } as Record<string, string> }),
  }
}
