import type { FastifyRequest, onErrorHookHandler, preHandlerHookHandler, preValidationHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { isId } from '@/domain/ids'
import { messages } from '@/domain/messages'
import { courseScopedCapabilities } from '@/domain/permissions'
import { HttpError } from '../errors'
import { actorOf } from './authenticate'

/** The records of a course a request can name by id. */
export type ScopedEntity = 'curso' | 'alumno' | 'evaluacion' | 'reunion' | 'clase'

/**
 * Where a request names one: `{ entity: 'alumno', in: 'body', field: 'alumno_id' }`. `field` is a path
 * into the part: `notas[].alumno_id` is the `alumno_id` of every element of the list `notas`, `curso_ids[]`
 * every element of the list `curso_ids`.
 */
export interface ScopeRef {
  entity: ScopedEntity
  in: 'params' | 'body' | 'query'
  field: string
}

/**
 * How a route of the school's records (`capability: 'registros'` or `'asistencia'`) is limited for a member who sees only
 * the courses assigned to them (a docente):
 * - `{ refs, filtered }`: every record the request names by id (`refs`) must be of an assigned course (else
 *   403), checked on the values validation produced, the very ones the handler then uses; `filtered: true`
 *   when the route also lists records (its refs are then optional filters) and its service keeps only the
 *   assigned courses' (it reads `user.cursoIds`).
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

/**
 * Each kind of record by id, in the user's school, with its course; no row when it is not of the school.
 * `{ids}` is the parameter of the ids, `{colegio}` the school's.
 */
const recordsOf: Record<ScopedEntity, string> = {
  curso:
    'select id, id as curso_id, null::int as alumno_id from cursos where id = any({ids}::int[]) and colegio_id = {colegio}',
  alumno: 'select id, curso_id, id as alumno_id from alumnos where id = any({ids}::int[]) and colegio_id = {colegio}',
  evaluacion:
    'select id, curso_id, null::int as alumno_id from evaluaciones_curso where id = any({ids}::int[]) and colegio_id = {colegio}',
  reunion: `select r.id, a.curso_id, r.alumno_id from reuniones r join alumnos a on a.id = r.alumno_id
    where r.id = any({ids}::int[]) and r.colegio_id = {colegio}`,
  clase:
    'select id, curso_id, null::int as alumno_id from clases where id = any({ids}::int[]) and colegio_id = {colegio}',
}

/**
 * The records of several refs in one statement (one round trip, whatever the number of refs): `$1` is the
 * school, `$2`… the ids of each ref, and each row says which ref (`ref`, its index in `entities`) it is of.
 */
const lookupOf = (entities: readonly ScopedEntity[]) =>
  entities
    .map(
      (entity, i) =>
        `select ${i} as ref, t.* from (${recordsOf[entity].replace('{ids}', `$${i + 2}`).replace('{colegio}', '$1')}) t`,
    )
    .join(' union all ')

interface ScopedRow {
  id: number
  curso_id: number
  alumno_id?: number | null
}

/** The refusal names no record: the same words for a record of another course, of no course, or unreadable. */
const refusalOf: Record<ScopedEntity, string> = {
  curso: messages.access.courseNotAssigned,
  evaluacion: messages.access.courseNotAssigned,
  alumno: messages.access.studentNotAssigned,
  reunion: messages.access.studentNotAssigned,
  clase: messages.access.courseNotAssigned,
}

/** The audit trail's words for each kind of record (the administrador reads them). */
const entityWords: Record<ScopedEntity, string> = {
  curso: 'Curso',
  alumno: 'Alumno',
  evaluacion: 'Evaluación',
  reunion: 'Reunión',
  clase: 'Clase',
}
const attemptWords: Record<string, string> = {
  GET: 'Consulta rechazada',
  POST: 'Registro rechazado',
  PUT: 'Cambio rechazado',
  DELETE: 'Eliminación rechazada',
}

/** Fastify's name of each part of a request in a validation error. */
const validationContextOf: Record<ScopeRef['in'], string> = { params: 'params', body: 'body', query: 'querystring' }

/** `notas[].alumno_id` → `['notas', '[]', 'alumno_id']`. */
const pathOf = (field: string) =>
  field.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]))

/** The values at `path` in `source` (every element where the path says `[]`); an absent value is left out. */
function valuesAt(source: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return source === undefined ? [] : [source]
  const [head, ...rest] = path
  if (head === '[]') return Array.isArray(source) ? source.flatMap((item) => valuesAt(item, rest)) : []
  if (!source || typeof source !== 'object') return []
  return valuesAt((source as Record<string, unknown>)[head!], rest)
}

/** The value at a validation issue's path (`/notas/3/alumno_id`) in the request as sent. */
function sentAt(source: unknown, instancePath: string): unknown {
  let value = source
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (!value || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * The ref a validation error is about, with the value as sent, when the request named a record there in a
 * way no id is read from (`18.0`, `+18`, `"18"` in a body, a list that is no list). A missing id is not an
 * attempt on a record: it stays the validation's 422.
 */
function unreadableRef(request: FastifyRequest, refs: readonly ScopeRef[], error: Error) {
  const { validation, validationContext } = error as Error & {
    validation?: { instancePath: string; keyword: string }[]
    validationContext?: string
  }
  if (!validation) return undefined
  for (const ref of refs) {
    if (validationContext !== validationContextOf[ref.in]) continue
    const fieldPath = pathOf(ref.field).filter((p) => p !== '[]')
    for (const issue of validation) {
      const issuePath = issue.instancePath.split('/').filter((p) => p !== '' && !/^\d+$/.test(p))
      const exact = issuePath.join('/') === fieldPath.join('/')
      // The list (or the whole part) that should hold the id is itself of another type.
      const container =
        issue.keyword === 'invalid_type' &&
        issuePath.length < fieldPath.length &&
        issuePath.every((p, i) => p === fieldPath[i])
      if (!exact && !container) continue
      const sent = sentAt(request[ref.in], issue.instancePath)
      if (sent === undefined || sent === null || sent === '') continue
      return { ref, sent }
    }
  }
  return undefined
}

/**
 * Docente course scoping: reads each route's `config.courseScope` as it is added. A route of the school's
 * records without one fails at start.
 *
 * The check runs AFTER validation (a `preHandler`), on `request.params/query/body` as validation left them:
 * the ids it looks at are the numbers the handler receives, read by the one id schema (`idParam`, `idRef`
 * of src/api/contract/fields.ts), never a second reading of the raw text. For a member limited to their
 * courses, every id a request names is refused (403, naming nothing) unless it is a record of the school in
 * one of their courses: of another course, of no record, or not readable as an id at all (`18.0`, `+18`,
 * `"18"`: the route validates with `attachValidation`, so such a request reaches this check and gets the
 * same 403 as the plain id of another course). Each refusal leaves an `acceso.denegado` line in the audit
 * trail: who, which record (the student when there is one), what was asked, when; so does a member the
 * permission check refused on such a route (a pending member). A member who sees the
 * whole school gets the validation's 422 and the handler's 404 as before.
 */
export default fp(
  async (app) => {
    /**
     * The audit line of a refused attempt (`what`), then the 403. The answer's words are those of the record
     * the route is about (its first ref), whichever of its ids was refused and however it was written: the
     * answer says neither which id nor why.
     */
    const refuse = async (
      request: FastifyRequest,
      refs: readonly ScopeRef[],
      what: string,
      alumnoId: number | null,
    ) => {
      const attempt = attemptWords[request.method] ?? 'Solicitud rechazada'
      const url = request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url
      await app.audit.record(app.db, actorOf(request), 'acceso.denegado', {
        alumnoId,
        detalle: `${attempt}: ${what} (${request.method} ${url})`,
      })
      return new HttpError(403, refusalOf[refs[0]!.entity])
    }

    /** Words for a record outside the member's courses: its kind and its course's name (for the administrador). */
    const describe = async (request: FastifyRequest, entity: ScopedEntity, row: ScopedRow) => {
      const [curso] = await app.database.rows<{ nombre: string }>(
        'scope_refused_course',
        'select nombre from cursos where id = $1 and colegio_id = $2',
        [row.curso_id, request.user.colegioId],
      )
      const course = curso?.nombre ?? `n.º ${row.curso_id}`
      return entity === 'curso'
        ? `curso ${course}, no asignado`
        : `${entityWords[entity].toLowerCase()} de ${course}, curso no asignado`
    }

    /**
     * A 403 for the first id of `refs` outside `allowed` (or of no record); undefined when every id is in.
     * The records of every ref are read in one statement; the refs are then judged in order, so the refusal
     * is the one the first failing ref gives.
     */
    const refusalFor = async (
      request: FastifyRequest,
      refs: readonly ScopeRef[],
      optional: boolean,
      allowed: readonly number[],
    ) => {
      const lookups: { ref: ScopeRef; ids: number[] }[] = []
      /** A refusal that needs no record (a missing or unreadable id), after the refs before it are judged. */
      let unread: (() => Promise<HttpError>) | undefined
      for (const ref of refs) {
        const path = pathOf(ref.field)
        const values = valuesAt(request[ref.in], path)
        if (values.length === 0) {
          // An optional filter of a list, absent (the service keeps the assigned courses only), or an empty list.
          if (optional || path.includes('[]')) continue
          unread = () => refuse(request, refs, `${entityWords[ref.entity].toLowerCase()} sin identificador`, null)
          break
        }
        const ids = [...new Set(values)]
        const unreadable = ids.find((id) => !isId(id))
        if (unreadable !== undefined) {
          unread = () =>
            refuse(request, refs, `identificador ilegible ${JSON.stringify(unreadable)?.slice(0, 40)}`, null)
          break
        }
        lookups.push({ ref, ids: ids as number[] })
      }
      if (lookups.length > 0) {
        const entities = lookups.map((l) => l.ref.entity)
        const rows = await app.database.rows<ScopedRow & { ref: number }>(
          `scope_${entities.join('_')}`,
          lookupOf(entities),
          [request.user.colegioId, ...lookups.map((l) => l.ids)],
        )
        for (const [index, { ref, ids }] of lookups.entries()) {
          const found = new Map(rows.filter((r) => Number(r.ref) === index).map((r) => [Number(r.id), r]))
          for (const id of ids) {
            const row = found.get(id)
            if (!row) {
              return refuse(
                request,
                refs,
                `${entityWords[ref.entity].toLowerCase()} n.º ${id}, que no existe en el colegio`,
                null,
              )
            }
            if (!allowed.includes(Number(row.curso_id))) {
              const alumnoId = row.alumno_id == null ? null : Number(row.alumno_id)
              return refuse(request, refs, await describe(request, ref.entity, row), alumnoId)
            }
          }
        }
      }
      return unread?.()
    }

    // Callback hooks: a member who sees the whole school (every hot request) passes without a promise.
    const check =
      (refs: readonly ScopeRef[], optional: boolean): preHandlerHookHandler =>
      (request, _reply, done) => {
        const allowed = request.user?.cursoIds
        const invalid = request.validationError
        if (!allowed) return done(invalid)
        if (invalid) {
          const named = unreadableRef(request, refs, invalid)
          if (!named) return done(invalid)
          const sent = JSON.stringify(named.sent) ?? String(named.sent)
          const what = `identificador ilegible ${sent.length > 40 ? `${sent.slice(0, 40)}…` : sent}`
          refuse(request, refs, what, null).then((error) => done(error), done)
          return
        }
        refusalFor(request, refs, optional, allowed).then((error) => done(error), done)
      }
    /**
     * A member refused by the permission check on a route that names a course's record (a pending member on
     * `/api/alumnos/18`): the attempt is in the audit trail too. The record is not looked up for them.
     */
    const permissionRefused: onErrorHookHandler = async (request, _reply, error) => {
      const detail = error instanceof HttpError ? error.detail : undefined
      if (!request.user || (detail !== messages.access.pending && detail !== messages.access.forbidden)) return
      const reason = detail === messages.access.pending ? 'cuenta en espera de aprobación' : 'rol sin permiso'
      await refuse(request, [{ entity: 'curso', in: 'params', field: 'id' }], reason, null)
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
      if (scope === 'whole-school') {
        route.preValidation = [wholeSchoolOnly, ...[route.preValidation ?? []].flat()]
        return
      }
      if (scope.refs.length === 0) return
      for (const ref of scope.refs) {
        const top = pathOf(ref.field)[0]!
        const declared = ref.in === 'params' ? route.url.includes(`:${top}`) : true
        if (!declared) throw new Error(`${name}: config.courseScope nombra :${top}, que la ruta no tiene`)
      }
      // A validation error reaches the check (which rethrows it unless it is an unreadable id of a limited member).
      route.attachValidation = true
      route.preHandler = [check(scope.refs, scope.filtered === true), ...[route.preHandler ?? []].flat()]
      route.onError = [permissionRefused, ...[route.onError ?? []].flat()]
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
