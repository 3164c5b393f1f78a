import type { MemberState, Role } from './catalog'

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
 * - `horario`: editing the courses' weekly schedules and the school's calendar (suspensions, subsidy block).
 * - `visado`: countersigning or rejecting corrections of signed blocks (the attendance officer).
 * - `seguimiento`: what UTP follows in the libro: Cumplimiento per teacher and Cobertura curricular.
 * - `firma`: enrolling one's own signature authenticator (TOTP).
 * - `informes_pie`: PIE progress reports (generate, list, download).
 * - `miembros`: the school's members (approve, suspend, change role and courses) and the school code.
 * - `auditoria`: the audit trail.
 * - `alumno.datos`: everything kept about one student in one JSON document (a family's access request).
 * - `alumno.eliminar`: deleting a student and everything attached (a family's deletion request).
 * - `colegio.exportar`: the whole school's data in one export.
 * - `documentos`: document tools that touch no student: the generator, PAES/SIMCE, the user's own
 *   documents, the user's account and settings, the evaluation allowance and its payments.
 */
export const capabilities = [
  'registros',
  'asistencia',
  'horario',
  'visado',
  'seguimiento',
  'firma',
  'informes_pie',
  'miembros',
  'auditoria',
  'alumno.datos',
  'alumno.eliminar',
  'colegio.exportar',
  'documentos',
] as const
export type Capability = (typeof capabilities)[number]

/** The one table of who may do what, for an active member. */
export const permissions: Record<Role, readonly Capability[]> = {
  administrador: capabilities,
  utp: ['registros', 'asistencia', 'horario', 'seguimiento', 'firma', 'informes_pie', 'alumno.datos', 'documentos'],
  docente: ['registros', 'asistencia', 'firma', 'documentos'],
  /** The attendance officer: attendance of every course, late arrivals, visado; no grades, no PIE. */
  inspector: ['asistencia', 'visado', 'firma', 'documentos'],
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
