import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumnoList } from '@/api/contract/alumnos'
import { asistenciaRiesgo } from '@/api/contract/asistencia'
import { me } from '@/api/contract/auth'
import { cursoList } from '@/api/contract/cursos'
import { idSpellingMessage } from '@/api/contract/fields'
import { claseList } from '@/api/contract/libro'
import { reunionList } from '@/api/contract/reuniones'
import { schoolToday } from '@/domain/attendance'
import type { MemberState, Role } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import { can, courseScopedCapabilities } from '@/domain/permissions'
import { schoolYearFirstDay } from '../../server/modules/libro/calendar'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  insertCourse,
  login,
  type Member,
  parse,
  type School,
  type TestApp,
  testPassword,
} from './helpers'
import { refsOf, type ScopeIds, scopedRequest } from './scope-samples'

/**
 * Roles and states × every protected route. The table below is THE expected decision of each route: who
 * gets past the permission check. A administrador, U utp, D docente, I inspector, P a member waiting for
 * approval (any role); a suspended member gets 401 on every route. A route added without a row fails the first
 * test; a row that disagrees with the route's declared capability, the permission table of
 * src/domain/permissions.ts or the server's answer fails the others.
 */
const decisions: Record<string, string> = {
  'GET /api/auth/me': 'AUDIP',
  'POST /api/auth/cerrar-sesiones': 'AUDIP',
  'POST /api/auth/logout': 'AUDIP',
  'PUT /api/usuarios/actualizar': 'AUDIP',
  'POST /api/auth/reset-password': 'AUDIP',
  'GET /api/evaluaciones/status': 'AUDIP',
  'POST /api/evaluaciones/comprar-extra': 'AUDIP',
  'POST /api/evaluaciones/agregar-extra': 'AUDIP',
  'GET /api/cursos/': 'AUDI',
  'POST /api/cursos/': 'AU',
  'GET /api/cursos/:id': 'AUDI',
  'GET /api/alumnos/': 'AUD',
  'POST /api/alumnos': 'AUD',
  'GET /api/alumnos/plantilla.xlsx': 'AU',
  'POST /api/alumnos/upload-excel': 'AU',
  'GET /api/alumnos/:id': 'AUD',
  'PUT /api/alumnos/:id': 'AUD',
  'GET /api/alumnos/:id/datos': 'AU',
  'DELETE /api/alumnos/:id': 'A',
  'GET /api/asistencia/curso/:id/fecha/:date': 'AUDI',
  'POST /api/asistencia/curso/:id': 'AUDI',
  'GET /api/asistencia/alumno/:id': 'AUDI',
  'GET /api/asistencia/curso/:id/mes/:archivo': 'AUDI',
  'GET /api/asistencia/curso/:id/resumen': 'AUDI',
  'GET /api/asistencia/riesgo': 'AUDI',
  'GET /api/asistencia/curso/:id/mensual': 'AUDI',
  'GET /api/asistencia/alumno/:id/mensual': 'AUDI',
  'POST /api/asistencia/curso/:id/avisar': 'AUDI',
  'GET /api/reuniones': 'AUD',
  'POST /api/reuniones': 'AUD',
  'POST /api/reuniones/:id/enviar': 'AUD',
  'POST /api/apoderados/mensajes': 'AUD',
  'GET /api/apoderados/mensajes': 'AUD',
  'POST /api/calificaciones/evaluaciones': 'AUD',
  'PUT /api/calificaciones/evaluaciones/:id': 'AUD',
  'DELETE /api/calificaciones/evaluaciones/:id': 'AUD',
  'PUT /api/calificaciones/evaluaciones/:id/notas': 'AUD',
  'GET /api/calificaciones/curso/:id': 'AUD',
  'GET /api/calificaciones/curso/:id/asignaturas': 'AUD',
  'GET /api/calificaciones/curso/:id/excel': 'AUD',
  'POST /api/calificaciones/curso/:id/excel': 'AUD',
  'GET /api/calificaciones/alumno/:id': 'AUD',
  'GET /api/calificaciones/alumno/:id/informe': 'AUD',
  'GET /api/solicitudes/': 'AUD',
  'POST /api/solicitudes/': 'AUD',
  'GET /api/solicitudes/:id': 'AUD',
  'POST /api/solicitudes/:id/responder': 'AUD',
  'POST /api/informes-pie/generar-word': 'AU',
  'GET /api/informes-pie': 'AU',
  'GET /api/documents': 'AUDIP',
  'GET /api/documentos/:id': 'AUDIP',
  'PUT /api/documentos/:id': 'AUDIP',
  'POST /api/documentos/:id/regenerar': 'AUDIP',
  'GET /api/documentos/:id/versiones': 'AUDIP',
  'GET /api/curriculo': 'AUDIP',
  'GET /api/curriculo/resolver': 'AUDIP',
  'POST /api/generar-documento/': 'AUDIP',
  'POST /api/paes/generar-word': 'AUDIP',
  'POST /api/simce/generar-word': 'AUDIP',
  'GET /api/miembros': 'A',
  'PUT /api/miembros/:id': 'A',
  'DELETE /api/miembros/:id': 'A',
  'POST /api/colegio/codigo': 'A',
  'GET /api/colegio/respaldos': 'A',
  'GET /api/colegio/exportar': 'A',
  'GET /api/auditoria': 'A',
  'GET /api/cursos/:id/horario': 'AUDI',
  'PUT /api/cursos/:id/horario': 'AU',
  'GET /api/calendario': 'AUDI',
  'POST /api/calendario/suspensiones': 'AU',
  'DELETE /api/calendario/suspensiones/:fecha': 'AU',
  'PUT /api/calendario/subvencion': 'AU',
  'GET /api/clases': 'AUDI',
  'GET /api/clases/:id': 'AUDI',
  'PUT /api/clases/:id/asistencia': 'AUDI',
  'PUT /api/clases/:id/leccionario': 'AUDI',
  'POST /api/clases/:id/firmar': 'AUDI',
  'POST /api/clases/:id/correcciones': 'AUDI',
  'GET /api/correcciones': 'AI',
  'POST /api/correcciones/:id/visar': 'AI',
  'GET /api/cuenta/firma': 'AUDI',
  'POST /api/cuenta/firma': 'AUDI',
  'POST /api/cuenta/firma/confirmar': 'AUDI',
  'GET /api/atrasos': 'AUI',
  'POST /api/atrasos/justificar': 'AI',
  'GET /api/docentes': 'AU',
  'GET /api/cobertura': 'AU',
  'GET /api/cumplimiento': 'AU',
  'GET /api/cursos/:id/libro/:archivo': 'AUDI',
}

type Persona = 'A' | 'U' | 'D' | 'I' | 'P' | 'S'
const personas: Record<Persona, { rol: Role; estado: MemberState }> = {
  A: { rol: 'administrador', estado: 'activo' },
  U: { rol: 'utp', estado: 'activo' },
  D: { rol: 'docente', estado: 'activo' },
  I: { rol: 'inspector', estado: 'activo' },
  P: { rol: 'utp', estado: 'pendiente' },
  S: { rol: 'utp', estado: 'suspendido' },
}

let t: TestApp
let school: School
const members = {} as Record<Persona, Member>
/** The docente's course and one they are not assigned to, each with a student, an evaluation and a meeting. */
const records = {} as Record<'mine' | 'other', ScopeIds & { nombre: string; alumno_nombre: string }>

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`
const missingId = '2147483000'
const sampleParams: Record<string, string> = { date: '2025-06-02', archivo: '2025-06.xlsx', fecha: '2025-06-02' }

beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: school.headers, payload })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
    return JSON.parse(res.body) as { id: number }
  }
  for (const [side, nombre] of [
    ['mine', '4° Básico A'],
    ['other', '4° Básico B'],
  ] as const) {
    const curso = await insertCourse(t, school, nombre)
    const alumnoNombre = side === 'mine' ? 'Ana Soto Rivas' : 'Bruno Díaz Lagos'
    const rut = side === 'mine' ? '12.345.678-5' : '11.111.111-1'
    const alumno = await post('/api/alumnos', { nombre: alumnoNombre, rut, curso_id: curso.id })
    const evaluacion = await post('/api/calificaciones/evaluaciones', {
      curso_id: curso.id,
      asignatura: 'Lenguaje',
      nombre: 'Prueba 1',
      fecha: '2025-06-02',
      ponderacion: 50,
    })
    const reunion = await post('/api/reuniones', {
      alumno_id: alumno.id,
      fecha: '2025-06-02',
      motivo: `Motivo ${side}`,
      observaciones: 'Observaciones',
      resultado: 'Resultado',
    })
    const asistencia = await t.app.inject({
      method: 'POST',
      url: `/api/asistencia/curso/${curso.id}`,
      headers: school.headers,
      // Today, so that the student is at risk this year.
      payload: { fecha: schoolToday(), registros: [{ alumno_id: alumno.id, presente: false }] },
    })
    expect(asistencia.statusCode).toBe(200)
    // A week of blocks taught by the administrador, and the block of the school year's first day.
    const horario = await t.app.inject({
      method: 'PUT',
      url: `/api/cursos/${curso.id}/horario`,
      headers: school.headers,
      payload: [1, 2, 3, 4, 5].map((dia) => ({
        dia,
        inicio: side === 'mine' ? '08:00' : '09:00',
        fin: side === 'mine' ? '08:45' : '09:45',
        asignatura: 'Lenguaje',
        docente_id: school.user.id,
      })),
    })
    expect(horario.statusCode, horario.body).toBe(200)
    const primerDia = schoolYearFirstDay(Number(schoolToday().slice(0, 4)))
    const clases = await t.app.inject({
      method: 'GET',
      url: `/api/clases?fecha=${primerDia}&curso_id=${curso.id}`,
      headers: school.headers,
    })
    const [clase] = parse(claseList, clases.body)
    records[side] = {
      clase: clase!.id,
      curso: curso.id,
      alumno: alumno.id,
      evaluacion: evaluacion.id,
      reunion: reunion.id,
      nombre,
      alumno_nombre: alumnoNombre,
    }
  }
  members.A = { user: school.user, email: school.email, token: school.token, headers: school.headers }
  for (const p of ['U', 'D', 'I', 'P', 'S'] as const) {
    members[p] = await addMember(t, school, {
      ...personas[p],
      cursoIds: p === 'D' ? [records.mine.curso] : [],
    })
  }
}, 60_000)
afterAll(() => t.close())

/** Odd ways to write the missing id: each row of the matrix runs with them too. */
const oddSpellings = [
  `${missingId}.0`,
  `+${missingId}`,
  `%2B${missingId}`,
  `0${missingId}`,
  '2147483e3',
  `${missingId}%20`,
]
const scopeRefusals = [messages.access.courseNotAssigned, messages.access.studentNotAssigned]
/** The plain missing id, and, for a route with an id in its path, its odd spellings. */
const spellingsFor = (route: { url: string }) => (/:id\b/.test(route.url) ? [missingId, ...oddSpellings] : [missingId])

/** A call to the route that reaches its permission check: missing ids (as `spelling`), sample dates, an empty body. */
function probe(route: { method: string; url: string }, spelling = missingId) {
  const url = route.url.replace(/:([a-z_]+)/g, (_, name: string) => sampleParams[name] ?? spelling)
  return {
    method: route.method as 'GET',
    url,
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  }
}

describe('the permission matrix', () => {
  it('has a decision for every protected route, and no decision for a route that does not exist', () => {
    const protectedRoutes = t.app.apiRoutes.filter((r) => !r.public).map(key)
    expect(Object.keys(decisions).sort()).toEqual([...new Set(protectedRoutes)].sort())
    for (const [route, who] of Object.entries(decisions)) expect(who, route).toMatch(/^A?U?D?I?P?$/)
  })

  it("agrees with each route's declared capability and the permission table of the domain", () => {
    for (const route of t.app.apiRoutes.filter((r) => !r.public)) {
      const expected = decisions[key(route)] ?? ''
      for (const p of ['A', 'U', 'D', 'I', 'P', 'S'] as const) {
        const docenteRefused = personas[p].rol === 'docente' && route.courseScope === 'whole-school'
        const allowed = can(personas[p], route.capability!) && !docenteRefused
        expect(allowed, `${key(route)} for ${p}`).toBe(expected.includes(p))
      }
    }
  })

  for (const p of ['A', 'U', 'D', 'I', 'P', 'S'] as const) {
    it(`answers every route as the table says for ${p} (${personas[p].rol}, ${personas[p].estado})`, async () => {
      // Ending sessions comes last (this one, then every one): after each, the member's token is spent.
      const ends = (url: string) => (url.endsWith('cerrar-sesiones') ? 2 : url.endsWith('/logout') ? 1 : 0)
      const routes = t.app.apiRoutes.filter((r) => !r.public).sort((x, y) => ends(x.url) - ends(y.url))
      for (const route of routes) {
        // "Cerrar sesión" spent the token: the member signs in again before ending every session.
        if (ends(route.url) === 2 && p !== 'S') {
          members[p].headers.authorization = `Bearer ${await login(t.app, members[p].email, testPassword)}`
        }
        const allowed = decisions[key(route)]!.includes(p)
        for (const spelling of spellingsFor(route)) {
          const res = await t.app.inject({ ...probe(route, spelling), headers: members[p].headers })
          const label = `${key(route)} (${spelling}) for ${p} → ${res.statusCode} ${res.body.slice(0, 200)}`
          if (p === 'S') {
            expect(res.statusCode, label).toBe(401)
            expect(detailOf(res.body), label).toBe(messages.access.suspended)
          } else if (!allowed) {
            expect(res.statusCode, label).toBe(403)
            expect(detailOf(res.body), label).toBe(p === 'P' ? messages.access.pending : messages.access.forbidden)
          } else if (spelling === missingId) {
            expect(res.statusCode, label).not.toBe(401)
            expect(res.statusCode, label).toBeLessThan(500)
            // Past the permission check, a docente meets the course check: an id of no record of their
            // courses is refused, naming nothing.
            if (res.statusCode === 403) {
              expect(p, label).toBe('D')
              expect(scopeRefusals, label).toContain(detailOf(res.body))
            }
          } else if (p === 'D' && refsOf(route).some((r) => r.in === 'params')) {
            // The same refusal for the id however it is written.
            expect(res.statusCode, label).toBe(403)
            expect(scopeRefusals, label).toContain(detailOf(res.body))
          } else {
            // An id written otherwise than in plain digits is no id, for whoever sees the whole school.
            expect(res.statusCode, label).toBe(422)
            expect(detailOf(res.body), label).toContain(idSpellingMessage(''))
          }
        }
      }
      // The sessions were ended: the spent token is refused, and the member signs in again for what follows.
      if (p !== 'S') {
        const spent = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: members[p].headers })
        expect(detailOf(spent.body)).toBe(messages.access.sessionEnded)
        members[p].headers.authorization = `Bearer ${await login(t.app, members[p].email, testPassword)}`
      }
    })
  }
})

describe("a docente's courses", () => {
  /** The route with every record it names being the given side's, and a valid sample for the rest. */
  function scopedCall(route: (typeof t.app.apiRoutes)[number], side: 'mine' | 'other') {
    const request = scopedRequest(route, records[side], records.mine)
    return { ...request, headers: { ...request.headers, ...members.D.headers } }
  }

  const scoped = () => t.app.apiRoutes.filter((r) => typeof r.courseScope === 'object' && r.courseScope.refs.length > 0)

  it('every route of the school records declares how a docente is limited', () => {
    for (const route of t.app.apiRoutes.filter((r) => courseScopedCapabilities.includes(r.capability!))) {
      expect(route.courseScope, key(route)).toBeDefined()
    }
    expect(scoped().length).toBeGreaterThan(25)
  })

  it('refuses every record of a course not assigned to them, whatever route names it', async () => {
    for (const route of scoped()) {
      const res = await t.app.inject(scopedCall(route, 'other'))
      const label = `${key(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`
      expect(res.statusCode, label).toBe(403)
      expect(scopeRefusals, label).toContain(detailOf(res.body))
    }
  })

  it('lists only their courses, their students, their meetings and their students at risk', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: members.D.headers })
    expect(parse(cursoList, (await get('/api/cursos/')).body).map((c) => c.id)).toEqual([records.mine.curso])
    expect(parse(alumnoList, (await get('/api/alumnos/')).body).map((a) => a.id)).toEqual([records.mine.alumno])
    expect(parse(alumnoList, (await get('/api/alumnos/?q=a')).body).map((a) => a.id)).toEqual([records.mine.alumno])
    expect(parse(reunionList, (await get('/api/reuniones')).body).map((r) => r.id)).toEqual([records.mine.reunion])
    const risk = parse(asistenciaRiesgo, (await get('/api/asistencia/riesgo?periodo=anio')).body)
    expect(risk.alumnos.map((a) => a.alumno_id)).toEqual([records.mine.alumno])
    // The administrador sees both.
    const all = await t.app.inject({ method: 'GET', url: '/api/alumnos/', headers: school.headers })
    expect(parse(alumnoList, all.body)).toHaveLength(2)
    // Every route that lists is checked here.
    const filtered = t.app.apiRoutes.filter((r) => typeof r.courseScope === 'object' && r.courseScope.filtered)
    expect(filtered.map(key).sort()).toEqual(
      [
        'GET /api/alumnos/',
        'GET /api/asistencia/riesgo',
        'GET /api/cursos/',
        'GET /api/reuniones',
        'GET /api/clases',
      ].sort(),
    )
  })

  it('lets them through on the records of their own course', async () => {
    // Deleting the evaluation comes last: the routes after it would name an evaluation that no longer exists.
    const routes = scoped().sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'))
    for (const route of routes) {
      const res = await t.app.inject(scopedCall(route, 'mine'))
      const label = `${key(route)} → ${res.statusCode} ${res.body.slice(0, 200)}`
      expect([401, 403], label).not.toContain(res.statusCode)
      expect(res.statusCode, label).toBeLessThan(500)
    }
  })

  it('sees their role, state and no PIE reports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: members.D.headers })
    expect(parse(me, res.body)).toMatchObject({ rol: 'docente', estado: 'activo' })
    const pie = await t.app.inject({
      method: 'GET',
      url: `/api/informes-pie?alumno_id=${records.mine.alumno}`,
      headers: members.D.headers,
    })
    expect(pie.statusCode).toBe(403)
  })
})
