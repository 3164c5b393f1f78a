import { z } from 'zod'
import {
  documentTypes,
  paesLevels,
  paesSubjects,
  pieSemesters,
  practiceTestQuantity,
  simceLevels,
  simceSubjects,
} from '@/domain/catalog'
import { type AiContent, aiContent } from './documento-contenido'
import { id, isoDate, rut } from './fields'

/** A required text whose messages agree with the field's gender and number ("Las instrucciones son obligatorias."). */
const required = (
  label: string,
  es: 'es obligatorio' | 'es obligatoria' | 'son obligatorios' | 'son obligatorias',
  max: number,
) => {
  const missing = `${label} ${es}.`
  const tooLong = `${label} ${es.startsWith('son') ? 'admiten' : 'admite'} a lo más ${max} caracteres.`
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)
}

const oneOf = (label: string, values: readonly string[]) => `${label} debe ser una de: ${values.join(', ')}.`

/** POST /generar-documento/: an AI teaching document. */
export const aiDocumentRequest = z.object({
  nivel: required('El nivel', 'es obligatorio', 60),
  asignatura: required('La asignatura', 'es obligatoria', 80),
  tipo: z.enum(documentTypes, { error: `El tipo de documento debe ser uno de: ${documentTypes.join(', ')}.` }),
  objetivos: z
    .array(required('Cada objetivo', 'es obligatorio', 400), { error: 'Los objetivos son obligatorios.' })
    .min(1, 'Indica al menos un objetivo.')
    .max(10, 'Indica a lo más 10 objetivos.'),
  instrucciones: required('Las instrucciones', 'son obligatorias', 2000),
})
export type AiDocumentRequest = z.infer<typeof aiDocumentRequest>

/** POST /informes-pie/generar-word: the 12 fields of a PIE progress report (spec §3), all required. */
export const pieReportRequest = z.object({
  nombre_alumno: required('El nombre del estudiante', 'es obligatorio', 120),
  rut_alumno: rut('El RUT del estudiante'),
  fecha: isoDate('La fecha'),
  semestre: z.enum(pieSemesters, { error: oneOf('El semestre', pieSemesters) }),
  curso: required('El curso', 'es obligatorio', 60),
  asistencia: required('La asistencia', 'es obligatoria', 200),
  repotencias: required('Las potencialidades y fortalezas', 'son obligatorias', 4000),
  diagnostico: required('El diagnóstico', 'es obligatorio', 4000),
  observaciones_generales: required('Las observaciones generales', 'son obligatorias', 4000),
  objetivos_planteados: required('Los objetivos planteados', 'son obligatorios', 4000),
  observaciones_profesor_jefe: required('Las observaciones del profesor jefe', 'son obligatorias', 4000),
  observaciones_profesor_apoyo: required('Las observaciones del profesor de apoyo', 'son obligatorias', 4000),
})
export type PieReportRequest = z.infer<typeof pieReportRequest>

const cantidad = z
  .number({ error: 'La cantidad de preguntas debe ser un número.' })
  .int('La cantidad de preguntas debe ser un número entero.')
  .min(
    practiceTestQuantity.min,
    `La cantidad de preguntas va de ${practiceTestQuantity.min} a ${practiceTestQuantity.max}.`,
  )
  .max(
    practiceTestQuantity.max,
    `La cantidad de preguntas va de ${practiceTestQuantity.min} a ${practiceTestQuantity.max}.`,
  )
  .default(10)

/** POST /paes/generar-word. `cantidad` is optional: 1 to 20, 10 when absent. */
export const paesRequest = z.object({
  asignatura: z.enum(paesSubjects, { error: oneOf('La asignatura', paesSubjects) }),
  nivel: z.enum(paesLevels, { error: oneOf('El nivel', paesLevels) }),
  cantidad,
})
export type PaesRequest = z.input<typeof paesRequest>

/** POST /simce/generar-word. `cantidad` is optional: 1 to 20, 10 when absent. */
export const simceRequest = z.object({
  asignatura: z.enum(simceSubjects, { error: oneOf('La asignatura', simceSubjects) }),
  nivel: z.enum(simceLevels, { error: oneOf('El nivel', simceLevels) }),
  cantidad,
})
export type SimceRequest = z.input<typeof simceRequest>

/** The answer of every generation: a download URL (signed, expiring) and the document's title. */
export const generatedDocument = z.object({ gcs_url: z.string(), title: z.string() })
export type GeneratedDocument = z.infer<typeof generatedDocument>

/** GET /documents: the user's documents, newest first, each with a freshly signed URL. */
export const documentListItem = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  gcs_url: z.string(),
  /** The current version (1 until the first saved edit). */
  version: z.number(),
  /** True for AI documents, which open in the editor (GET /documentos/{id}); false for PIE reports and tests. */
  editable: z.boolean(),
})
export type DocumentListItem = z.infer<typeof documentListItem>
export const documentList = z.array(documentListItem)

/** GET /informes-pie?alumno_id=: the student's PIE reports, newest first. */
export const pieReportsQuery = z.object({ alumno_id: id })
export const pieReportListItem = z.object({
  id: z.number(),
  fecha: z.string(),
  tipo: z.string(),
  /** Null when the report's file was deleted. */
  title: z.string().nullable(),
  gcs_url: z.string().nullable(),
})
export type PieReportListItem = z.infer<typeof pieReportListItem>
export const pieReportList = z.array(pieReportListItem)

/** POST /generar-documento/: the file, and the stored document to open in the editor (version 1). */
export const aiGeneratedDocument = generatedDocument.extend({ documento_id: z.number(), version: z.number() })
export type AiGeneratedDocument = z.infer<typeof aiGeneratedDocument>

/** GET /documentos/{id}: an AI document as stored, with the request it was made from. */
export const documentoDetail = z.object({
  id: z.number(),
  tipo: z.enum(documentTypes),
  titulo: z.string(),
  nivel: z.string(),
  asignatura: z.string(),
  objetivos: z.array(z.string()),
  version: z.number(),
  contenido: aiContent,
  /** The Word file of the current version (signed, expiring). */
  gcs_url: z.string(),
})
export type DocumentoDetail = z.infer<typeof documentoDetail>

const versionMessage = 'La versión debe ser un número entero positivo.'

/**
 * PUT /documentos/{id}: the edited content, validated with the schema of its type. `version` is the version
 * the editor opened: when the document was saved since (another tab, another device), the save is refused
 * with 409 and nothing changes. Without it the save always applies.
 */
export const documentoUpdate = z.object({
  contenido: z.unknown(),
  version: z.number({ error: versionMessage }).int(versionMessage).positive(versionMessage).optional(),
})
export interface DocumentoUpdateInput {
  contenido: AiContent
  version?: number
}

/** PUT /documentos/{id}: the new version and its Word file. */
export const documentoSaved = z.object({ id: z.number(), version: z.number(), gcs_url: z.string() })
export type DocumentoSaved = z.infer<typeof documentoSaved>

const rutaMessage = 'Indica qué elemento regenerar (por ejemplo, /secciones/0/preguntas/1).'

/**
 * POST /documentos/{id}/regenerar: a new element in place of the one at `ruta` (a JSON pointer: a question
 * `/secciones/i/preguntas/j`, a criterion `/criterios/i`, an indicator `/secciones/i/indicadores/j`, a step
 * `/pasos/i`, an activity `/actividades/i`). `contenido` is the editor's current, unsaved content; without
 * it the stored version is used. Nothing is saved: the editor saves with PUT.
 */
export const regenerarRequest = z.object({
  ruta: z.string({ error: rutaMessage }).trim().min(1, rutaMessage).max(100, rutaMessage),
  contenido: z.unknown().optional(),
})
export interface RegenerarInput {
  ruta: string
  contenido?: AiContent
}

/** The whole content with only the element at `ruta` replaced, and the regenerations left today. */
export const regenerarResult = z.object({
  contenido: aiContent,
  ruta: z.string(),
  regeneraciones_restantes: z.number(),
})
export type RegenerarResult = z.infer<typeof regenerarResult>

/** GET /documentos/{id}/versiones: every saved version, newest first, each with its own Word file. */
export const documentoVersion = z.object({ version: z.number(), created_at: z.string(), gcs_url: z.string() })
export type DocumentoVersion = z.infer<typeof documentoVersion>
export const documentoVersiones = z.array(documentoVersion)

/** What a type check expected, in words. */
const expectedWords: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
}

/** A JSON pointer to the field of an issue ("/secciones/0/preguntas/1/enunciado"). */
export const pointerOf = (path: readonly PropertyKey[]) => path.map((p) => `/${String(p)}`).join('')

/** One Spanish line per problem of an edited content, each naming its field by pointer. */
export function contentIssues(issues: readonly z.core.$ZodIssue[], content: unknown): string[] {
  return issues.map((issue) => {
    const at = pointerOf(issue.path) || '/'
    const input = issue.path.reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
      content,
    )
    if (issue.code === 'invalid_type') {
      const words = expectedWords[issue.expected] ?? 'otro tipo de valor'
      return input === undefined ? `Falta ${at}.` : `${at} debe ser ${words}.`
    }
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
      return `${at} no puede quedar vacío.`
    return `${at}: ${issue.message}`
  })
}
