import type { FastifyRequest, preValidationHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '@/domain/messages'
import { courseScopedCapabilities } from '@/domain/permissions'
import { HttpError } from '../errors'

/** The records of a course a request can name by id. */
export type ScopedEntity = 'curso' | 'alumno' | 'evaluacion' | 'reunion' | 'clase'

/** Where a request names one: `{ entity: 'alumno', in: 'body', field: 'alumno_id' }`. */
export interface ScopeRef {
  entity: ScopedEntity
  in: 'params' | 'body' | 'query'
  field: string
}

/**
 * How a route of the school's records (`capability: 'registros'` or `'asistencia'`) is limited for a member who sees only
 * the courses assigned to them (a docente):
 * - `{ refs, filtered }`: every record the request names by id (`refs`) must be of an assigned course (else
 *   403), checked before the handler; `filtered: true` when the route also lists records and its service
 *   keeps only the assigned courses' (it reads `user.cursoIds`).
 * - `'whole-school'`: the route acts on the school's course structure (creating a course, importing students
 *   by course name): refused to such a member.
 * - `'unscoped'`: the route keeps no course's records (internal requests): as for any member.
 */
export type CourseScope = { refs: ScopeRef[]; filtered?: boolean } | 'whole-school' | 'unscoped'

declare module 'fastify' {
  interface FastifyContextConfig {
    courseScope?: CourseScope
  }
}

/** The course of each kind of record, in the user's school; no row when the record is not of the school. */
const courseOf: Record<ScopedEntity, string> = {
  curso: 'select id as curso_id from cursos where id = $1 and colegio_id = $2',
  alumno: 'select curso_id from alumnos where id = $1 and colegio_id = $2',
  evaluacion: 'select curso_id from evaluaciones_curso where id = $1 and colegio_id = $2',
  reunion:
    'select a.curso_id from reuniones r join alumnos a on a.id = r.alumno_id where r.id = $1 and r.colegio_id = $2',
  clase: 'select curso_id from clases where id = $1 and colegio_id = $2',
}

const refusalOf: Record<ScopedEntity, string> = {
  curso: messages.access.courseNotAssigned,
  evaluacion: messages.access.courseNotAssigned,
  alumno: messages.access.studentNotAssigned,
  reunion: messages.access.studentNotAssigned,
  clase: messages.access.courseNotAssigned,
}

const maxId = 2_147_483_647

/** The id a request names where `ref` says, as sent (a number or a text of digits); undefined when it names none. */
function namedId(request: FastifyRequest, ref: ScopeRef): number | undefined {
  const source = request[ref.in]
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[ref.field] : undefined
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 && id <= maxId ? id : undefined
}

/**
 * Docente course scoping: reads each route's `config.courseScope` as it is added. A route of the school's
 * records without one fails at start. The check runs once the body is parsed and before it is validated
 * (a docente is refused a record of another course whatever else the request carries); an id that is
 * malformed, of another school or of no record is left to validation and to the handler's 404.
 */
export default fp(
  async (app) => {
    /** A 403 when a record the request names is of a course not in `allowed`; undefined otherwise. */
    const refusalFor = async (request: FastifyRequest, refs: ScopeRef[], allowed: readonly number[]) => {
      for (const ref of refs) {
        const id = namedId(request, ref)
        if (id === undefined) continue
        const [row] = await app.database.rows<{ curso_id: number }>(`scope_${ref.entity}`, courseOf[ref.entity], [
          id,
          request.user.colegioId,
        ])
        if (row && !allowed.includes(Number(row.curso_id))) return new HttpError(403, refusalOf[ref.entity])
      }
      return undefined
    }
    // Callback hooks: a member who sees the whole school (every hot request) passes without a promise.
    const check =
      (refs: ScopeRef[]): preValidationHookHandler =>
      (request, _reply, done) => {
        const allowed = request.user?.cursoIds
        if (!allowed) return done()
        refusalFor(request, refs, allowed).then((error) => done(error), done)
      }
    const wholeSchoolOnly: preValidationHookHandler = (request, _reply, done) =>
      done(request.user?.cursoIds ? new HttpError(403, messages.access.forbidden) : undefined)

    app.addHook('onRoute', (route) => {
      if (route.config?.public || !route.url.startsWith('/api')) return
      const scope = route.config?.courseScope
      const name = `${[route.method].flat().join(',')} ${route.url}`
      if (!route.config?.capability || !courseScopedCapabilities.includes(route.config.capability)) {
        if (scope) throw new Error(`${name}: config.courseScope solo corresponde a las rutas de registros y asistencia`)
        return
      }
      if (!scope) throw new Error(`${name}: la ruta de registros o asistencia no declara config.courseScope`)
      if (scope === 'unscoped') return
      const hook = scope === 'whole-school' ? wholeSchoolOnly : scope.refs.length > 0 ? check(scope.refs) : undefined
      if (hook) route.preValidation = [hook, ...[route.preValidation ?? []].flat()]
    })
  },
  { name: 'course-scope', dependencies: ['authenticate'] },
)

/** `courseScope` of a route naming records: `named(['alumno', 'params', 'id'], ['curso', 'body', 'curso_id'])`. */
export const named = (...list: [ScopedEntity, ScopeRef['in'], string][]): CourseScope => ({
  refs: list.map(([entity, from, field]) => ({ entity, in: from, field })),
})

/** `courseScope` of a route that lists records: its service keeps the assigned courses' only. */
export const filtered = (...list: [ScopedEntity, ScopeRef['in'], string][]): CourseScope => ({
  ...(named(...list) as { refs: ScopeRef[] }),
  filtered: true,
})
