import { z } from 'zod'
import { alumnoRef } from './asistencia'
import { id, idRef, isMissing, isoDate, numberIn, requiredText, typeError } from './fields'
import { listaOa } from './libro'

/*
 * The libro de notas: evaluations of a course in one subject (asignatura), each with its weight, and the
 * grades of the course's students (1,0 to 7,0 with one decimal, or a score converted at 60 % exigencia).
 */

/** A subject as the teacher writes it ("Matemática"); evaluations of the same text form one column set. */
export const asignatura = requiredText('La asignatura', 80)

/** A number sent as a JSON number or a text with a decimal point or comma ("12,5"). */
const decimalNumber = (messages: { missing: string; wrong: string }) =>
  z
    .union([z.number(), z.string()], { error: typeError(messages.missing, messages.wrong) })
    .transform((v, ctx) => {
      if (typeof v === 'number') return v
      const n = numberIn(v, true)
      if (!Number.isNaN(n)) return n
      ctx.addIssue({ code: 'custom', message: isMissing(v) ? messages.missing : messages.wrong })
      return z.NEVER
    })
    .pipe(z.number({ error: messages.wrong }).refine(Number.isFinite, messages.wrong))

/** True when a number has at most `decimals` decimals (12,5 and 33,33 but not 33,333). */
const hasDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

/** The weight of an evaluation in its subject's average: a percentage from 1 to 100 with up to two decimals. */
export const ponderacion = decimalNumber({
  missing: 'La ponderación es obligatoria.',
  wrong: 'La ponderación debe ser un porcentaje de 1 a 100 (por ejemplo 25 o 12,5).',
})
  .refine((v) => v >= 1 && v <= 100, 'La ponderación debe ser un porcentaje de 1 a 100 (por ejemplo 25 o 12,5).')
  .refine((v) => hasDecimals(v, 2), 'La ponderación admite a lo más dos decimales.')

/** The maximum score of an evaluation graded by points: a whole number from 1 to 1000; absent, empty or null means none. */
const puntajeMaximoMessage = 'El puntaje máximo debe ser un número entero de 1 a 1000.'
export const puntajeMaximo = z.preprocess(
  (v) => (isMissing(v) ? null : typeof v === 'string' ? numberIn(v) : v),
  z
    .number({ error: puntajeMaximoMessage })
    .int(puntajeMaximoMessage)
    .min(1, puntajeMaximoMessage)
    .max(1000, puntajeMaximoMessage)
    .nullable(),
)

/** The fields of an evaluation that can be edited (the course is fixed once created). */
export const evaluacionUpdate = z.object({
  asignatura,
  nombre: requiredText('El nombre de la evaluación', 120),
  fecha: isoDate('La fecha'),
  ponderacion,
  puntaje_maximo: puntajeMaximo,
  /** The OA the evaluation assesses ("MA04 OA 03"); optional, checked against the catalogue for the course's level and subject. */
  oa: listaOa.optional().transform((v) => v ?? []),
})
export type EvaluacionUpdate = z.output<typeof evaluacionUpdate>
export type EvaluacionUpdateForm = z.input<typeof evaluacionUpdate>

/** `POST /calificaciones/evaluaciones`. */
export const evaluacionCreate = evaluacionUpdate.extend({
  curso_id: idRef({
    missing: 'El curso es obligatorio.',
    wrong: 'El curso debe ser un número entero positivo (el identificador del curso).',
    tooBig: 'El identificador del curso es demasiado grande.',
  }),
})
export type EvaluacionCreate = z.output<typeof evaluacionCreate>
export type EvaluacionCreateForm = z.input<typeof evaluacionCreate>

export const evaluacionCurso = z.object({
  id: z.number(),
  curso_id: z.number(),
  asignatura: z.string(),
  nombre: z.string(),
  fecha: z.string(),
  /** Percentage, up to two decimals. */
  ponderacion: z.number(),
  /** Null when the evaluation is graded directly (no score). */
  puntaje_maximo: z.number().nullable(),
  /** The OA the evaluation assesses (Cobertura curricular counts it as evaluated). */
  oa: z.array(z.string()),
})
export type EvaluacionCurso = z.infer<typeof evaluacionCurso>

/**
 * `DELETE /calificaciones/evaluaciones/{id}?confirmar=true`: without `confirmar=true` an evaluation that
 * holds grades is not deleted (409, so the screen asks first).
 */
export const evaluacionDeleteQuery = z.object({
  confirmar: z
    .enum(['true', 'false'], { error: 'El parámetro confirmar debe ser true o false.' })
    .optional()
    .transform((v) => v === 'true'),
})

/** Answer of a delete: how many grades went with the evaluation. */
export const evaluacionDeleted = z.object({ message: z.string(), notas_eliminadas: z.number() })
export type EvaluacionDeleted = z.infer<typeof evaluacionDeleted>

/**
 * One grade in a save: `nota` (7, 4.5 or "4,5"; null clears it) or, for an evaluation with
 * `puntaje_maximo`, `puntaje` (0 to the maximum; null clears it). The server checks the values and
 * names the student in its refusal, so any number or text is accepted here.
 */
export const notaEntrada = z
  .object({
    alumno_id: alumnoRef,
    nota: z.union([z.number(), z.string(), z.null()], { error: 'La nota debe ser un número o un texto.' }).optional(),
    puntaje: z
      .union([z.number(), z.string(), z.null()], { error: 'El puntaje debe ser un número o un texto.' })
      .optional(),
  })
  .refine(
    (entry) => (entry.nota !== undefined) !== (entry.puntaje !== undefined),
    'Cada registro debe indicar la nota o el puntaje del alumno (uno de los dos).',
  )
export type NotaEntrada = z.infer<typeof notaEntrada>

/** `PUT /calificaciones/evaluaciones/{id}/notas`: all or nothing. */
export const notasSave = z.object({
  notas: z
    .array(notaEntrada, {
      error: typeError('Las notas son obligatorias.', 'Las notas deben ser una lista de alumnos y sus notas.'),
    })
    .min(1, 'Envía al menos una nota.')
    .max(500, 'Demasiadas notas para un curso.')
    .refine(
      (notas) => new Set(notas.map((n) => n.alumno_id)).size === notas.length,
      'Cada alumno puede aparecer una sola vez en las notas.',
    ),
})
export type NotasSave = z.infer<typeof notasSave>

/** A stored grade; `nota` null means the grade was cleared. */
export const notaGuardada = z.object({
  alumno_id: z.number(),
  nota: z.number().nullable(),
  puntaje: z.number().nullable(),
})
export type NotaGuardada = z.infer<typeof notaGuardada>

export const notasSaved = z.object({
  message: z.string(),
  evaluacion_id: z.number(),
  /** The grades of the request as stored, in the order sent. */
  notas: z.array(notaGuardada),
})
export type NotasSaved = z.infer<typeof notasSaved>

/** `?asignatura=` of the grid and its spreadsheet. */
export const libroQuery = z.object({ asignatura })

/** The grid of one course in one subject. */
export const libroCurso = z.object({
  curso: z.object({ id: z.number(), nombre: z.string() }),
  asignatura: z.string(),
  /** Oldest first (by date, then creation). */
  evaluaciones: z.array(evaluacionCurso),
  /** The course's students in the order of the students list (by name). */
  alumnos: z.array(
    z.object({
      alumno_id: z.number(),
      nombre: z.string(),
      rut: z.string(),
      /** Grade per evaluation id; evaluations without a grade are absent. */
      notas: z.record(z.string(), z.number()),
      /** Score per evaluation id, for the evaluations graded by points. */
      puntajes: z.record(z.string(), z.number()),
      /** Weighted average (weights renormalized over the graded evaluations); null without grades. */
      promedio: z.number().nullable(),
    }),
  ),
})
export type LibroCurso = z.infer<typeof libroCurso>

/** Subjects that have evaluations in the course, alphabetically. */
export const asignaturasCurso = z.array(z.string())

export const situacionPromocion = z.enum(['promovido', 'no_promovido', 'sin_notas'])

/** A student's grades in every subject with the promotion situation. */
export const notasAlumno = z.object({
  alumno: z.object({
    id: z.number(),
    nombre: z.string(),
    rut: z.string(),
    curso: z.object({ id: z.number(), nombre: z.string() }),
  }),
  asignaturas: z.array(
    z.object({
      asignatura: z.string(),
      promedio: z.number().nullable(),
      evaluaciones: z.array(evaluacionCurso.extend({ nota: z.number().nullable(), puntaje: z.number().nullable() })),
    }),
  ),
  /** Plain average of the subject averages; null without grades. */
  promedio_general: z.number().nullable(),
  /** Share of recorded days present (0–100, one decimal); null when no attendance was taken. */
  asistencia: z.number().nullable(),
  situacion: situacionPromocion,
  motivos: z.array(z.string()),
  /** True until the school year is over (server's clock): the situation is then a projection, not a decision. */
  proyeccion: z.boolean(),
})
export type NotasAlumno = z.infer<typeof notasAlumno>

/** A successful grade import: every cell saved. */
export const notasImportResult = z.object({
  message: z.string(),
  /** Grades written or cleared. */
  guardadas: z.number(),
})
export type NotasImportResult = z.infer<typeof notasImportResult>

/** One bad cell of a grade import, as the spreadsheet names it (`D7`). */
export const notasImportError = z.object({ fila: z.number(), celda: z.string(), motivo: z.string() })
export type NotasImportError = z.infer<typeof notasImportError>

/** A rejected grade import: nothing was saved; `errores` lists every bad cell. */
export const notasImportRejected = z.object({ detail: z.string(), errores: z.array(notasImportError) })

export const evaluacionParams = z.object({ id })
