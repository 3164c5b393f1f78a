import { type MemberState, personalRequestTypes, type RequestType, type Role } from './catalog'

/**
 * What a member may do, as groups of routes and screens. The server checks one capability on every
 * protected route (the route's `config.capability`); the screens hide what the user cannot do.
 *
 * - `registros`: the school's records of students: students, grades and grade-book evaluations, parent
 *   meetings, guardian messages, and internal requests. A docente gets them only for the courses assigned
 *   to them (a server rule, not a capability).
 * - `asistencia`: the courses and their attendance, day by day and block by block (the libro de clases:
 *   the day's blocks, taking the roll, writing the leccionario, signing, correcting). Limited for a
 *   docente to their courses, like `registros`; who signs a block is a rule of the libro's service (its
 *   teacher, or a substitute who gives the reason).
 * - `horario`: editing the courses' weekly schedules and the school's calendar (suspensions, subsidy block),
 *   with the school's teachers to choose from (their id and name only).
 * - `visado`: countersigning or rejecting corrections of signed blocks (the attendance officer).
 * - `atrasos`: the late arrivals of every course (students absent in the subsidy block who came later) and
 *   their justification, to read (the administrador, UTP and the inspector; a docente reads their blocks'
 *   rolls instead).
 * - `atrasos.justificar`: recording why a student arrived late (the attendance officer and the administrador).
 * - `seguimiento`: what UTP follows in the libro: Cumplimiento per teacher and Cobertura curricular.
 * - `firma`: enrolling one's own signature authenticator (TOTP).
 * - `informes_pie`: PIE progress reports (generate, list, download).
 * - `miembros`: the school's members (approve, suspend, change role and courses) and replacing the school code.
 * - `colegio.codigo`: reading the school code (anyone who has it can ask to join the school): the
 *   administrador and the UTP, never a docente or a member waiting for approval.
 * - `auditoria`: the audit trail.
 * - `alumno.datos`: everything kept about one student in one JSON document (a family's access request).
 * - `alumno.eliminar`: deleting a student and everything attached (a family's deletion request).
 * - `colegio.exportar`: the whole school's data in one export.
 * - `documentos`: document tools that touch no student: the generator, PAES/SIMCE, the user's own
 *   documents, the user's account and settings, the evaluation allowance and its payments.
 * - `solicitudes.todas`: see and answer every member's internal requests (without it, a member with
 *   `registros` sees and replies to their own only), except the personal ones of others.
 * - `solicitudes.personales`: also the personal requests of other members (`personalRequestTypes`: a
 *   medical leave, a leave of absence), which otherwise only their author sees.
 */
export const capabilities = [
  'registros',
  'asistencia',
  'horario',
  'visado',
  'atrasos',
  'atrasos.justificar',
  'seguimiento',
  'firma',
  'informes_pie',
  'miembros',
  'colegio.codigo',
  'auditoria',
  'alumno.datos',
  'alumno.eliminar',
  'colegio.exportar',
  'documentos',
  'solicitudes.todas',
  'solicitudes.personales',
] as const
export type Capability = (typeof capabilities)[number]

/** The one table of who may do what, for an active member. */
export const permissions: Record<Role, readonly Capability[]> = {
  administrador: capabilities,
  utp: [
    'registros',
    'asistencia',
    'horario',
    'atrasos',
    'seguimiento',
    'firma',
    'informes_pie',
    'colegio.codigo',
    'alumno.datos',
    'documentos',
    'solicitudes.todas',
  ],
  docente: ['registros', 'asistencia', 'firma', 'documentos'],
  /** The attendance officer: attendance of every course, late arrivals and their justification, visado; no grades, no PIE. */
  inspector: ['asistencia', 'visado', 'atrasos', 'atrasos.justificar', 'firma', 'documentos'],
}

/** What a member waiting for approval may do, whatever role they asked for: nothing that touches a student. */
export const pendingCapabilities: readonly Capability[] = ['documentos']

/** Whether a member may use a capability: a suspended member nothing, a pending one only `pendingCapabilities`. */
export function can(user: { rol: Role; estado: MemberState }, capability: Capability): boolean {
  if (user.estado === 'suspendido') return false
  if (user.estado === 'pendiente') return pendingCapabilities.includes(capability)
  return permissions[user.rol].includes(capability)
}

/** The capabilities whose routes limit a docente to the courses assigned to them (`config.courseScope`). */
export const courseScopedCapabilities: readonly Capability[] = ['registros', 'asistencia']

/** Whether a role sees only the courses assigned to it (students, attendance, grades, meetings, messages). */
export const scopedToAssignedCourses = (rol: Role) => rol === 'docente'

/**
 * Whether a member may see an internal request, and so reply to it (the reply sets its state): its author
 * always; with `solicitudes.todas` every request but another member's personal one; with
 * `solicitudes.personales` those too.
 */
export function canSeeRequest(
  user: { userId: number; rol: Role; estado: MemberState },
  request: { autorId: number; tipo: RequestType },
): boolean {
  if (!can(user, 'registros')) return false
  if (request.autorId === user.userId) return true
  if (personalRequestTypes.includes(request.tipo)) return can(user, 'solicitudes.personales')
  return can(user, 'solicitudes.todas')
}

/** The kind of document of a PIE report (`documentos.kind`): only members with `informes_pie` see it. */
export const pieReportKind = 'informe_pie'

/**
 * Whether a member may still see a document of theirs (list it, open it, download it): a PIE report needs
 * `informes_pie` (a UTP demoted to docente loses their PIE reports); a document about a student (`cursoId`:
 * the student's course now) needs `registros` and, for a docente, that course among theirs. A document
 * about no student is its author's for good.
 */
export function canSeeDocument(
  user: { rol: Role; estado: MemberState; cursoIds: readonly number[] | null },
  document: { kind: string; alumnoId: number | null; cursoId: number | null },
): boolean {
  if (document.kind === pieReportKind) return can(user, 'informes_pie')
  if (document.alumnoId === null) return true
  if (!can(user, 'registros')) return false
  if (!scopedToAssignedCourses(user.rol)) return true
  return document.cursoId !== null && (user.cursoIds ?? []).includes(document.cursoId)
}
