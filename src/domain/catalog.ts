/** Fixed lists of the product: document types, PAES and SIMCE offer, request types and states, course levels. */
export const documentTypes = ['evaluacion', 'rubrica', 'trabajo', 'escala', 'texto'] as const
export type DocumentType = (typeof documentTypes)[number]
export const documentTypeLabels: Record<DocumentType, string> = {
  evaluacion: 'Evaluación',
  rubrica: 'Rúbrica',
  trabajo: 'Trabajo práctico',
  escala: 'Escala de apreciación',
  texto: 'Texto de lectura',
}

export const paesSubjects = ['Matemática', 'Lenguaje', 'Ciencias', 'Historia'] as const
export const paesLevels = ['2° Medio', '3° Medio', '4° Medio'] as const
export const simceSubjects = ['Lenguaje', 'Matemática', 'Ciencias Naturales', 'Historia'] as const
export const simceLevels = ['2° Básico', '4° Básico', '6° Básico', '8° Básico'] as const
export const practiceTestQuantity = { min: 1, max: 20 } as const

export const requestTypes = [
  'mantenimiento',
  'permiso',
  'licencia_medica',
  'solicitud_materiales',
  'problema_tecnologico',
  'reunion_equipo',
  'reemplazo_docente',
  'soporte_psicopedagogico',
  'otro',
] as const
export type RequestType = (typeof requestTypes)[number]
export const requestTypeLabels: Record<RequestType, string> = {
  mantenimiento: 'Mantenimiento',
  permiso: 'Permiso',
  licencia_medica: 'Licencia médica',
  solicitud_materiales: 'Solicitud de materiales',
  problema_tecnologico: 'Problema tecnológico',
  reunion_equipo: 'Reunión de equipo',
  reemplazo_docente: 'Reemplazo docente',
  soporte_psicopedagogico: 'Soporte psicopedagógico',
  otro: 'Otro',
}

export const replyStates = ['en_proceso', 'resuelta', 'rechazada'] as const
export type ReplyState = (typeof replyStates)[number]
export const requestStates = ['pendiente', ...replyStates] as const
export type RequestState = (typeof requestStates)[number]
export const requestStateLabels: Record<RequestState, string> = {
  pendiente: 'Pendiente',
  en_proceso: 'En proceso',
  resuelta: 'Resuelta',
  rechazada: 'Rechazada',
}

/**
 * The roles of a school's members: `administrador` (the founder; manages members, the code, the audit trail
 * and deletions), `utp` (every academic record, PIE included) and `docente` (only the courses assigned to
 * them, no PIE) and `inspector` (the attendance officer of the libro de clases: countersigns corrections,
 * records late arrivals, sees the attendance of every course; no grades, no PIE). What each may do is
 * decided in `permissions.ts`.
 */
export const roles = ['administrador', 'utp', 'docente', 'inspector'] as const
export type Role = (typeof roles)[number]
export const roleLabels: Record<Role, string> = {
  administrador: 'Administrador',
  utp: 'UTP',
  docente: 'Docente',
  inspector: 'Inspector',
}

/** The role a person asks for when joining with the school's code (`/register`). */
export const joinRole = 'utp' satisfies Role

/**
 * A member's state: `pendiente` (joined with the code, waiting for the administrador's approval; only
 * what touches no student), `activo`, `suspendido` (signed out within seconds and cannot sign in).
 */
export const memberStates = ['pendiente', 'activo', 'suspendido'] as const
export type MemberState = (typeof memberStates)[number]
export const memberStateLabels: Record<MemberState, string> = {
  pendiente: 'Pendiente',
  activo: 'Activo',
  suspendido: 'Suspendido',
}

/** Minimum characters of a school code before the login screen looks it up. */
export const schoolCodeLookupMinLength = 6
/** Minimum password length, checked by the forms and by the server. */
export const passwordMinLength = 8

/** The levels of Chilean school courses, in school order (Mineduc: parvularia, básica, media). */
export const courseLevels = [
  'Pre-kínder',
  'Kínder',
  '1° Básico',
  '2° Básico',
  '3° Básico',
  '4° Básico',
  '5° Básico',
  '6° Básico',
  '7° Básico',
  '8° Básico',
  '1° Medio',
  '2° Medio',
  '3° Medio',
  '4° Medio',
] as const
export type CourseLevel = (typeof courseLevels)[number]

/** The semesters a PIE progress report can cover. */
export const pieSemesters = ['Primer semestre', 'Segundo semestre'] as const
export type PieSemester = (typeof pieSemesters)[number]

/** Spanish labels of the 12 fields of a PIE report, all required; used by the form and the Word file. */
export const pieFieldLabels = {
  nombre_alumno: 'Nombre del estudiante',
  rut_alumno: 'RUT',
  fecha: 'Fecha',
  semestre: 'Semestre',
  curso: 'Curso',
  asistencia: 'Asistencia',
  repotencias: 'Potencialidades y fortalezas',
  diagnostico: 'Diagnóstico',
  observaciones_generales: 'Observaciones generales',
  objetivos_planteados: 'Objetivos planteados',
  observaciones_profesor_jefe: 'Observaciones del profesor jefe',
  observaciones_profesor_apoyo: 'Observaciones del profesor de apoyo',
} as const
export type PieField = keyof typeof pieFieldLabels

/** Subjects of the Chilean curriculum (Bases Curriculares), offered as suggestions in the AI generator. */
export const curriculumSubjects = [
  'Lenguaje y Comunicación',
  'Lengua y Literatura',
  'Matemática',
  'Ciencias Naturales',
  'Biología',
  'Física',
  'Química',
  'Historia, Geografía y Ciencias Sociales',
  'Educación Ciudadana',
  'Filosofía',
  'Inglés',
  'Artes Visuales',
  'Música',
  'Educación Física y Salud',
  'Tecnología',
  'Orientación',
  'Religión',
] as const
