import { z } from 'zod'
import {
  documentTypes,
  type PieSemester,
  paesLevels,
  paesSubjects,
  pieSemesters,
  practiceTestQuantity,
  simceLevels,
  simceSubjects,
} from '@/domain/catalog'
import { pointerOf } from '@/domain/document-edits'
import {
  assessedTasks,
  difficulties,
  durationRange,
  itemKinds,
  questionCountRange,
  textGenres,
} from '@/domain/request-options'
import { type AiContent, aiContent } from './documento-contenido'
import {
  choice,
  choiceKey,
  idParam,
  isMissing,
  isoDate,
  nameText,
  numberIn,
  oneOf,
  optionalText,
  requiredText,
  rut,
  typeError,
  wholeNumber,
} from './fields'

const countRange = `La cantidad de preguntas va de ${questionCountRange.min} a ${questionCountRange.max}.`
const durationWords = `La duración va de ${durationRange.min} a ${durationRange.max} minutos.`
const seedWords = 'La semilla debe ser un número entero entre 0 y 2147483647.'
/** An optional setting: absent or null is not given. */
const setting = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((v) => v ?? undefined)
    .optional()

/**
 * The optional settings of an AI document request (the generator's "Opciones"); the same settings typed in
 * `instrucciones` are read by `readRequestOptions`, and these fields win over them.
 */
export const aiRequestOptions = {
  cantidad_preguntas: setting(
    wholeNumber({ missing: countRange, wrong: 'La cantidad de preguntas debe ser un número entero.' }).pipe(
      z.number().min(questionCountRange.min, countRange).max(questionCountRange.max, countRange),
    ),
  ),
  duracion_minutos: setting(
    wholeNumber({ missing: durationWords, wrong: 'La duración debe ser un número entero de minutos.' }).pipe(
      z.number().min(durationRange.min, durationWords).max(durationRange.max, durationWords),
    ),
  ),
  dificultad: setting(choice(difficulties, 'La dificultad')),
  tipos_item: setting(
    z
      .array(choice(itemKinds, 'Cada tipo de ítem'), { error: 'Los tipos de ítem deben ser una lista.' })
      .max(itemKinds.length, 'Los tipos de ítem se indican una vez cada uno.')
      .transform((kinds) => [...new Set(kinds)]),
  ),
  genero: setting(choice(textGenres, 'El género')),
  tarea: setting(choice(assessedTasks, 'La tarea')),
  semilla: setting(
    wholeNumber({ missing: seedWords, wrong: seedWords }).pipe(
      z.number().min(0, seedWords).max(2_147_483_647, seedWords),
    ),
  ),
}

/** POST /generar-documento/: an AI teaching document, with its optional settings. */
export const aiDocumentRequest = z.object({
  ...aiRequestOptions,
  nivel: requiredText('El nivel', 60),
  asignatura: requiredText('La asignatura', 80),
  tipo: choice(documentTypes, 'El tipo de documento'),
  // A list, not one text: an objective may itself have commas, so "OA 1, OA 2" has no single meaning.
  objetivos: z
    .array(requiredText('Cada objetivo', 400), {
      error: typeError('Los objetivos son obligatorios.', 'Los objetivos deben ser una lista de textos.'),
    })
    .min(1, 'Indica al menos un objetivo.')
    .max(10, 'Indica a lo más 10 objetivos.'),
  instrucciones: requiredText('Las instrucciones', 2000),
})
export type AiDocumentRequest = z.output<typeof aiDocumentRequest>
export type AiDocumentInput = z.input<typeof aiDocumentRequest>

/** Numbers and words a client uses for a semester, by their comparison key. */
const semesterAliases = new Map<string, PieSemester>(
  (
    [
      ['Primer semestre', ['1', 'primero', 'primer', '1er semestre', '1° semestre', '1 semestre', 'i']],
      ['Segundo semestre', ['2', 'segundo', '2do semestre', '2° semestre', '2 semestre', 'ii']],
    ] as const
  ).flatMap(([label, aliases]) => [label, ...aliases].map((a) => [choiceKey(a), label] as const)),
)
const semesterMessage = `${oneOf('El semestre', pieSemesters).slice(0, -1)} (o 1 y 2).`

/** "Primer semestre" or "Segundo semestre"; also 1, 2, "1", "2", "primero", "segundo" in any case. */
export const pieSemester = z
  .union([z.number(), z.string()], { error: semesterMessage })
  .transform((v, ctx): PieSemester => {
    const found = semesterAliases.get(choiceKey(String(v)))
    if (found) return found
    ctx.addIssue({ code: 'custom', message: semesterMessage })
    return z.NEVER
  })

const attendanceMissing = 'La asistencia es obligatoria.'
const attendanceWrong = 'La asistencia debe ser un número entre 0 y 100.'
const attendanceNoteMax = 200

/**
 * A percentage and, optionally, the words after it: "92", "92,5 %", "92% (23 de 25 clases registradas)",
 * "92 % del semestre". The words need the % sign, so that "92 5" or "9 2%" stay refused.
 */
const attendanceText = /^([+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+))\s*(?:%\s*(.*))?$/s

/** The attendance as a percentage 0–100, from a number or a text; the words after a percentage are its note. */
export const pieAttendance = z
  .union([z.number(), z.string()], { error: typeError(attendanceMissing, attendanceWrong) })
  .transform((v, ctx): { porcentaje: number; nota: string | null } => {
    if (typeof v === 'number') return { porcentaje: v, nota: null }
    if (isMissing(v)) {
      ctx.addIssue({ code: 'custom', message: attendanceMissing })
      return z.NEVER
    }
    const match = attendanceText.exec(v.trim())
    if (!match) {
      ctx.addIssue({ code: 'custom', message: attendanceWrong })
      return z.NEVER
    }
    const words = (match[2] ?? '').trim()
    const nota = (/^\((.*)\)$/s.exec(words)?.[1] ?? words).trim()
    return { porcentaje: numberIn(match[1]!, true), nota: nota || null }
  })
  .pipe(
    z.object({
      porcentaje: z.number().min(0, attendanceWrong).max(100, attendanceWrong),
      nota: z
        .string()
        .max(attendanceNoteMax, `El detalle de la asistencia admite a lo más ${attendanceNoteMax} caracteres.`)
        .nullable(),
    }),
  )

/**
 * POST /informes-pie/generar-word: the 12 fields of a PIE progress report, all required, and an optional
 * `asistencia_detalle` ("23 de 25 clases registradas"). `asistencia` is answered as a percentage 0–100;
 * the words a client writes after the percentage ("92 % (23 de 25 clases)") become `asistencia_detalle`.
 */
export const pieReportRequest = z
  .object({
    nombre_alumno: nameText('El nombre del estudiante', 120),
    rut_alumno: rut('El RUT del estudiante'),
    fecha: isoDate('La fecha'),
    semestre: pieSemester,
    curso: requiredText('El curso', 60),
    asistencia: pieAttendance,
    asistencia_detalle: optionalText('El detalle de la asistencia', attendanceNoteMax),
    repotencias: requiredText('Las potencialidades y fortalezas', 4000),
    diagnostico: requiredText('El diagnóstico', 4000),
    observaciones_generales: requiredText('Las observaciones generales', 4000),
    objetivos_planteados: requiredText('Los objetivos planteados', 4000),
    observaciones_profesor_jefe: requiredText('Las observaciones del profesor jefe', 4000),
    observaciones_profesor_apoyo: requiredText('Las observaciones del profesor de apoyo', 4000),
  })
  .transform(({ asistencia, asistencia_detalle, ...report }, ctx) => {
    if (asistencia.nota && asistencia_detalle && asistencia.nota !== asistencia_detalle) {
      ctx.addIssue({
        code: 'custom',
        path: ['asistencia_detalle'],
        message: 'El detalle de la asistencia va una sola vez: después del porcentaje o en su propio campo.',
      })
      return z.NEVER
    }
    return { ...report, asistencia: asistencia.porcentaje, asistencia_detalle: asistencia.nota ?? asistencia_detalle }
  })
/** A report as the server stores and renders it: the semester's label and the attendance as a number. */
export type PieReportRequest = z.output<typeof pieReportRequest>
/** What a client may send. */
export type PieReportInput = z.input<typeof pieReportRequest>

const quantityRange = `La cantidad de preguntas va de ${practiceTestQuantity.min} a ${practiceTestQuantity.max}.`

/** Optional: absent, null or blank is 10; a number or a text of digits from 1 to 20. */
const cantidad = z
  .union([z.number(), z.string(), z.null()], { error: 'La cantidad de preguntas debe ser un número.' })
  .optional()
  .transform((v) => (isMissing(v) ? 10 : (v as number | string)))
  .pipe(
    wholeNumber({
      missing: 'La cantidad de preguntas debe ser un número.',
      wrong: 'La cantidad de preguntas debe ser un número entero.',
    }),
  )
  .pipe(z.number().min(practiceTestQuantity.min, quantityRange).max(practiceTestQuantity.max, quantityRange))

/** POST /paes/generar-word. `cantidad` is optional: 1 to 20, 10 when absent. */
export const paesRequest = z.object({
  asignatura: choice(paesSubjects, 'La asignatura'),
  nivel: choice(paesLevels, 'El nivel'),
  cantidad,
})
export type PaesRequest = z.input<typeof paesRequest>

/** POST /simce/generar-word. `cantidad` is optional: 1 to 20, 10 when absent. */
export const simceRequest = z.object({
  asignatura: choice(simceSubjects, 'La asignatura'),
  nivel: choice(simceLevels, 'El nivel'),
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
export const pieReportsQuery = z.object({ alumno_id: idParam('El identificador del alumno') })
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

/**
 * POST /generar-documento/: the file, the stored document to open in the editor (version 1) and the avisos:
 * each setting or objective that could not be met as asked, in a sentence (empty when everything was).
 */
export const aiGeneratedDocument = generatedDocument.extend({
  documento_id: z.number(),
  version: z.number(),
  avisos: z.array(z.string()),
})
export type AiGeneratedDocument = z.infer<typeof aiGeneratedDocument>

/**
 * POST /generar-documento/ answers 422 with `sugerencias` when, offline, an objective matches no OA of the
 * level and subject: the closest OA of the level to choose from, and `otro_nivel` when another level teaches
 * it (other 422s, bad fields, carry only `detail`).
 */
export const noOaResponse = z.object({
  detail: z.string(),
  objetivo: z.string().optional(),
  sugerencias: z.array(z.object({ codigo: z.string(), descripcion: z.string() })).optional(),
  /** Where the subject teaches the objective when another level does ("8° Básico", "MA08 OA 12"). */
  otro_nivel: z.object({ codigo: z.string(), descripcion: z.string(), nivel: z.string() }).optional(),
})
export type NoOaResponse = z.infer<typeof noOaResponse>

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

/** A JSON pointer to the field of an issue ("/secciones/0/preguntas/1/enunciado"); the editor's edits use the same. */
export { pointerOf }

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
