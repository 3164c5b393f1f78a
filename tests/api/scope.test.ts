import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditoriaList } from '@/api/contract/auditoria'
import { idSpellingMessage } from '@/api/contract/fields'
import { claseList } from '@/api/contract/libro'
import { schoolToday } from '@/domain/attendance'
import type { MemberState, Role } from '@/domain/catalog'
import { schoolYearFirstDay } from '../../server/modules/libro/calendar'
import type { ApiRoute } from '../../server/plugins/api-routes'
import type { ScopeRef } from '../../server/plugins/course-scope'
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
import { refsOf, routeKey, type ScopeIds, scopedRequest, scopeSamples } from './scope-samples'

/**
 * The course check over the whole route table, as a property: for EVERY route that names a course's
 * record by id, every way a client can write the id of a record of another course (`18.0`, `+18`,
 * `%2B18`, `1e1`, `018`, ` 18`, `0x12`, `"18"` in a body, a list mixing an own student with another's…) is
 * refused exactly like the plain id: same status, same words. For a docente (active, pending, suspended)
 * and pending and suspended members of other roles; nothing changes in the database; the docente's every
 * refusal leaves one line in the audit trail. An administrador, who sees the whole school, gets the id's
 * 422 for a spelling that is no id.
 */

let t: TestApp
let school: School
const mine = {} as ScopeIds
const other = {} as ScopeIds
const members = {} as Record<Persona, Member>

type Persona = 'D' | 'DP' | 'DS' | 'P' | 'S' | 'D0'
const personas: Record<Persona, { rol: Role; estado: MemberState; courses: boolean }> = {
  D: { rol: 'docente', estado: 'activo', courses: true },
  DP: { rol: 'docente', estado: 'pendiente', courses: true },
  DS: { rol: 'docente', estado: 'suspendido', courses: true },
  P: { rol: 'utp', estado: 'pendiente', courses: false },
  S: { rol: 'utp', estado: 'suspendido', courses: false },
  D0: { rol: 'docente', estado: 'activo', courses: false },
}

beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: school.headers, payload })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
    return JSON.parse(res.body) as { id: number }
  }
  for (const [ids, nombre, alumno, rut] of [
    [mine, '4° Básico A', 'Ana Soto Rivas', '12.345.678-5'],
    [other, '1° Medio B', 'Cristóbal Valenzuela Araya', '11.111.111-1'],
  ] as const) {
    ids.curso = (await insertCourse(t, school, nombre)).id
    ids.alumno = (await post('/api/alumnos', { nombre: alumno, rut, curso_id: ids.curso })).id
    ids.evaluacion = (
      await post('/api/calificaciones/evaluaciones', {
        curso_id: ids.curso,
        asignatura: 'Lenguaje',
        nombre: 'Prueba 1',
        fecha: '2025-06-02',
        ponderacion: 50,
      })
    ).id
    ids.reunion = (
      await post('/api/reuniones', {
        alumno_id: ids.alumno,
        fecha: '2025-06-02',
        motivo: 'Motivo',
        observaciones: 'Observaciones',
        resultado: 'Resultado',
      })
    ).id
    const grade = await t.app.inject({
      method: 'PUT',
      url: `/api/calificaciones/evaluaciones/${ids.evaluacion}/notas`,
      headers: school.headers,
      payload: { notas: [{ alumno_id: ids.alumno, nota: 5.5 }] },
    })
    expect(grade.statusCode).toBe(200)
    const attendance = await t.app.inject({
      method: 'POST',
      url: `/api/asistencia/curso/${ids.curso}`,
      headers: school.headers,
      payload: { fecha: schoolToday(), registros: [{ alumno_id: ids.alumno, presente: false }] },
    })
    expect(attendance.statusCode).toBe(200)
    // A week of blocks taught by the administrador (at other hours in each course), and the block of the
    // school year's first day.
    const mineSide = ids === mine
    const horario = await t.app.inject({
      method: 'PUT',
      url: `/api/cursos/${ids.curso}/horario`,
      headers: school.headers,
      payload: [1, 2, 3, 4, 5].map((dia) => ({
        dia,
        inicio: mineSide ? '08:00' : '09:00',
        fin: mineSide ? '08:45' : '09:45',
        asignatura: 'Lenguaje',
        docente_id: school.user.id,
      })),
    })
    expect(horario.statusCode, horario.body).toBe(200)
    const clases = await t.app.inject({
      method: 'GET',
      url: `/api/clases?fecha=${schoolYearFirstDay(Number(schoolToday().slice(0, 4)))}&curso_id=${ids.curso}`,
      headers: school.headers,
    })
    expect(clases.statusCode, clases.body).toBe(200)
    ids.clase = parse(claseList, clases.body)[0]!.id
  }
  for (const p of Object.keys(personas) as Persona[]) {
    const { rol, estado, courses } = personas[p]
    members[p] = await addMember(t, school, { rol, estado, cursoIds: courses ? [mine.curso] : [] })
  }
}, 60_000)
afterAll(() => t.close())

const scopedRoutes = () => t.app.apiRoutes.filter((r) => refsOf(r).length > 0)

/** Ways to write `n` in a URL (path or query) that are not its one spelling. */
const textSpellings = (n: number) =>
  fc.oneof(
    fc.constantFrom(
      `${n}.0`,
      `+${n}`,
      `%2B${n}`,
      `0${n}`,
      `${n}%20`,
      `%20${n}`,
      `0x${n.toString(16)}`,
      `${n}e0`,
      n % 10 === 0 ? `${n / 10}e1` : `${n}0e-1`,
      `${n}.`,
      `${n}%00`,
      `${n}%E2%80%8B`,
      `${n}.000`,
    ),
    fc
      .tuple(
        fc.constantFrom('', '+', '0', '00', '%20', '%09', '%2B', '%2b0', '%0A'),
        fc.constantFrom('', '.0', '.00', 'e0', 'E0', '%20', '.', '%0A', '%2E0'),
      )
      .filter(([before, after]) => before + after !== '')
      .map(([before, after]) => `${before}${n}${after}`),
  )

/** Ways to write `n` as a JSON value where a number is expected: texts, lists, objects, other numerals. */
const jsonSpellings = (n: number) =>
  fc.constantFrom(
    `"${n}"`,
    `" ${n}"`,
    `"+${n}"`,
    `"${n}.0"`,
    `"0x${n.toString(16)}"`,
    `[${n}]`,
    `{"id":${n}}`,
    // JSON reads these as the number n itself: refused as n is.
    `${n}.0`,
    `${n}0e-1`,
    `${n}.000`,
  )

/** Whether a JSON spelling is the number n itself (JSON reads `18.0` as 18): an administrador's request would act. */
const isNumeral = (spelling: string) => /^[\d.e-]+$/.test(spelling)

function spellingsOf(ref: ScopeRef, n: number) {
  if (ref.in === 'body') return jsonSpellings(n)
  if (ref.in === 'query') return fc.oneof(textSpellings(n), fc.constant(`${n}&${ref.field}=${n}`))
  return textSpellings(n)
}

async function call(route: ApiRoute, who: Member, target?: { ref: ScopeRef; spelling: string }) {
  const request = scopedRequest(route, other, mine, target)
  const res = await t.app.inject({ ...request, headers: { ...request.headers, ...who.headers } })
  return { status: res.statusCode, body: res.body, label: `${request.method} ${request.url} ${request.payload ?? ''}` }
}

const auditCount = async () =>
  Number(
    (
      (await t.db.execute(
        `select count(*)::int as n from auditoria where colegio_id = ${school.colegio.id} and accion = 'acceso.denegado'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  )

describe('ids of records outside a docente’s courses, however they are written', () => {
  it('has a sample request for every route that names a course’s record (a new route fails here)', () => {
    expect(scopedRoutes().map(routeKey).sort()).toEqual(Object.keys(scopeSamples).sort())
    // Every list of ids a write names is checked: the students of a grade save and of an attendance list.
    const fields = (key: string) =>
      refsOf(t.app.apiRoutes.find((r) => routeKey(r) === key)!).map((r) => `${r.in}.${r.field}`)
    expect(fields('PUT /api/calificaciones/evaluaciones/:id/notas')).toContain('body.notas[].alumno_id')
    expect(fields('POST /api/asistencia/curso/:id')).toContain('body.registros[].alumno_id')
    expect(fields('PUT /api/clases/:id/asistencia')).toEqual(['params.id', 'body.registros[].alumno_id'])
    expect(fields('POST /api/clases/:id/correcciones')).toEqual(['params.id', 'body.registros[].alumno_id'])
    expect(fields('PUT /api/alumnos/:id')).toEqual(['params.id', 'body.curso_id'])
  })

  for (const p of ['D', 'DP', 'DS', 'P', 'S'] as const) {
    it(`refuses every spelling like the plain id, on every route, for ${p} (${personas[p].rol}, ${personas[p].estado})`, async () => {
      const before = await databaseFingerprint(t.db, (table) => (table === 'auditoria' ? 'false' : 'true'))
      let refusals = 0
      const audited = await auditCount()
      for (const route of scopedRoutes()) {
        for (const ref of refsOf(route)) {
          const plain = await call(route, members[p])
          refusals++
          expect(plain.status, plain.label).toBe(p === 'S' || p === 'DS' ? 401 : 403)
          await fc.assert(
            fc.asyncProperty(spellingsOf(ref, other[ref.entity]), async (spelling) => {
              const odd = await call(route, members[p], { ref, spelling })
              refusals++
              expect({ status: odd.status, body: odd.body }, odd.label).toEqual({
                status: plain.status,
                body: plain.body,
              })
            }),
            { numRuns: 12 },
          )
        }
      }
      expect(await databaseFingerprint(t.db, (table) => (table === 'auditoria' ? 'false' : 'true'))).toBe(before)
      // Each refusal of a signed-in member is one line of the audit trail (the course check's for the
      // docente, the permission check's for a pending member); a suspended member's token names no one.
      expect(await auditCount()).toBe(audited + (p === 'S' || p === 'DS' ? 0 : refusals))
    }, 120_000)
  }

  it('refuses a docente with no course at all every record, even in plain digits', async () => {
    for (const route of scopedRoutes()) {
      for (const ids of [mine, other]) {
        const request = scopedRequest(route, ids, ids)
        const res = await t.app.inject({ ...request, headers: { ...request.headers, ...members.D0.headers } })
        const label = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 150)}`
        expect(res.statusCode, label).toBe(403)
      }
    }
  })

  it('answers an administrador the id’s 422 for every spelling that is no id, in paths, queries and bodies', async () => {
    const admin = { headers: school.headers } as Member
    const before = await databaseFingerprint(t.db, (table) => (table === 'auditoria' ? 'false' : 'true'))
    for (const route of scopedRoutes()) {
      for (const ref of refsOf(route)) {
        await fc.assert(
          fc.asyncProperty(
            spellingsOf(ref, other[ref.entity]).filter((s) => !isNumeral(s)),
            async (spelling) => {
              const odd = await call(route, admin, { ref, spelling })
              expect(odd.status, `${odd.label} → ${odd.body}`).toBe(422)
              if (ref.in !== 'body') expect(detailOf(odd.body), odd.label).toContain(idSpellingMessage(''))
            },
          ),
          { numRuns: 8 },
        )
      }
    }
    expect(await databaseFingerprint(t.db, (table) => (table === 'auditoria' ? 'false' : 'true'))).toBe(before)
  }, 120_000)

  it('lists a pending member’s attempt on a student’s record too, without looking the record up', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/alumnos/${other.alumno}`, headers: members.DP.headers })
    expect(res.statusCode).toBe(403)
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/auditoria?accion=acceso.denegado&usuario_id=${members.DP.user.id}`,
      headers: school.headers,
    })
    expect(parse(auditoriaList, trail.body)[0]).toMatchObject({
      alumno_id: null,
      detalle: `Consulta rechazada: cuenta en espera de aprobación (GET /api/alumnos/${other.alumno})`,
    })
  })

  it('lists each refused attempt for the administrador, naming the student and the course tried', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/alumnos/${other.alumno}.0`,
      headers: members.D.headers,
    })
    expect(res.statusCode).toBe(403)
    const plain = await t.app.inject({ method: 'GET', url: `/api/alumnos/${other.alumno}`, headers: members.D.headers })
    expect(plain.statusCode).toBe(403)
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/auditoria?accion=acceso.denegado&usuario_id=${members.D.user.id}`,
      headers: school.headers,
    })
    const [last, previous] = parse(auditoriaList, trail.body)
    expect(last).toMatchObject({
      accion: 'acceso.denegado',
      usuario: { id: members.D.user.id },
      alumno_id: other.alumno,
      detalle: `Consulta rechazada: alumno de 1° Medio B, curso no asignado (GET /api/alumnos/${other.alumno})`,
    })
    expect(previous).toMatchObject({
      accion: 'acceso.denegado',
      alumno_id: null,
      detalle: `Consulta rechazada: identificador ilegible "${other.alumno}.0" (GET /api/alumnos/${other.alumno}.0)`,
    })
  })
})
