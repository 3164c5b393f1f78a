import type { MemberState, Role } from './catalog'

/**
 * What a member may do, as groups of routes and screens. The server checks one capability on every
 * protected route (the route's `config.capability`); the screens hide what the user cannot do.
 *
 * - `registros`: the school's records of students: students, courses, attendance, grades and grade-book
 *   evaluations, parent meetings, guardian messages, and internal requests. A docente gets them only for
 *   the courses assigned to them (a server rule, not a capability).
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
 */
export const capabilities = [
  'registros',
  'informes_pie',
  'miembros',
  'colegio.codigo',
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
  utp: ['registros', 'informes_pie', 'colegio.codigo', 'alumno.datos', 'documentos'],
  docente: ['registros', 'documentos'],
}

/** What a member waiting for approval may do, whatever role they asked for: nothing that touches a student. */
export const pendingCapabilities: readonly Capability[] = ['documentos']

/** Whether a member may use a capability: a suspended member nothing, a pending one only `pendingCapabilities`. */
export function can(user: { rol: Role; estado: MemberState }, capability: Capability): boolean {
  if (user.estado === 'suspendido') return false
  if (user.estado === 'pendiente') return pendingCapabilities.includes(capability)
  return permissions[user.rol].includes(capability)
}

/** Whether a role sees only the courses assigned to it (students, attendance, grades, meetings, messages). */
export const scopedToAssignedCourses = (rol: Role) => rol === 'docente'
