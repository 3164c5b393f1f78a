/**
 * The schema of the task catalogue: what the offline composer knows about each kind of task a rubric, a
 * scale or a practical work assesses (a letter to the editor, an oral presentation, a lab report…), written
 * as complete Spanish sentences by the team. Nothing here is a template: no sentence has a hole for an
 * objective's words. The catalogue files are parsed with these schemas when first read, so a sentence
 * without its period or a criterion with three levels fails the tests, not a teacher's document.
 */
import { z } from 'zod'

/** A complete sentence: starts with a capital, an opening question or exclamation mark, or a quote; ends with a stop. */
export const sentence = z
  .string()
  .trim()
  .regex(/^[A-ZÁÉÍÓÚÑ¿¡«"(0-9]/, 'empieza con mayúscula')
  .regex(/[.?!»)"]$/, 'termina con punto')
  .refine((s) => !/[{}]|\$\{/.test(s), 'sin huecos de plantilla')

/** A short label: a criterion or step name, capitalised, without a final period. */
export const label = z
  .string()
  .trim()
  .min(3)
  .max(80)
  .regex(/^[A-ZÁÉÍÓÚÑ¿]/, 'empieza con mayúscula')
  .refine((s) => !s.endsWith('.'), 'sin punto final')

/** The school stages an activity is written for. */
export const bands = ['b12', 'b34', 'b56', 'b78', 'media'] as const
export type Band = (typeof bands)[number]

/** 1°–2° Básico, 3°–4°, 5°–6°, 7°–8°, Media: the band of a level index (0 = 1° Básico). */
export const bandOfLevel = (index: number): Band =>
  index <= 1 ? 'b12' : index <= 3 ? 'b34' : index <= 5 ? 'b56' : index <= 7 ? 'b78' : 'media'

/** A rubric criterion: its name and four descriptors from the highest level to the lowest. */
export const taskCriterion = z.object({
  nombre: label,
  descriptores: z.tuple([sentence, sentence, sentence, sentence]),
  /** The bands the criterion is written for (all when absent). */
  bandas: z.array(z.enum(bands)).min(1).optional(),
})
export type TaskCriterion = z.infer<typeof taskCriterion>

/** A scale indicator, in the third person (the teacher observes) and the first (the student self-assesses). */
export const taskIndicator = z.object({ tercera: sentence, primera: sentence })
export type TaskIndicator = z.infer<typeof taskIndicator>

/** A step of a practical work: its weight in time and the bands it is written for (all when absent). */
export const taskStep = z.object({
  titulo: label,
  descripcion: sentence,
  /** Relative time of the step: the schedule shares the time asked for in these proportions. */
  peso: z.number().int().min(1).max(10),
  bandas: z.array(z.enum(bands)).min(1).optional(),
})
export type TaskStep = z.infer<typeof taskStep>

export const taskKinds = [
  'carta',
  'carta_director',
  'exposicion_oral',
  'informe_laboratorio',
  'maqueta',
  'debate',
  'ensayo',
  'investigacion',
  'trabajo_grupo',
  'afiche',
  'escritura_creativa',
  'resolucion_problemas',
  'dramatizacion',
] as const
export type TaskKind = (typeof taskKinds)[number]

/** Which practical-work situation a task works on: an experiment, a problem with data, a story, a source… */
export const situationKinds = ['experimento', 'problema', 'cuento', 'fuente', 'tema'] as const
export type SituationKind = (typeof situationKinds)[number]

export const task = z.object({
  id: z.enum(taskKinds),
  /** The task's name as documents print it: "Carta al director". */
  nombre: label,
  /** Folded words and phrases that name the task in a request ("carta al director", "columna"). */
  claves: z.array(z.string().regex(/^[a-zñ ]+$/)).min(1),
  /** The bands the task suits; a request of another band gets the task with an aviso. */
  bandas: z.array(z.enum(bands)).min(1),
  /** What the students deliver or perform. */
  producto: sentence,
  /** The name and product for 1° and 2° Básico, when the task is simpler for them. */
  pequenos: z.object({ nombre: label, producto: sentence }).optional(),
  modalidad: label,
  /** The practical-work situation that fits the task: an experiment for a lab report, a story for a tale. */
  situacion: z.enum(situationKinds),
  materiales: z.array(label).min(1).max(8),
  /** At least three for every band once the criteria of other bands are left out. */
  criterios: z.array(taskCriterion).min(3).max(8),
  indicadores: z.array(taskIndicator).min(4).max(7),
  pasos: z.array(taskStep).min(1).max(10),
})
export type Task = z.infer<typeof task>

/** A content criterion and indicator written for one OA, used instead of the subject's general one. */
export const oaTaskContent = z.object({
  codigo: z.string().regex(/^[A-Z]{2}(?:\d{2}|[1-4]M) OA \d{2}$/),
  criterio: taskCriterion,
  indicador: taskIndicator,
})
export type OaTaskContent = z.infer<typeof oaTaskContent>

/**
 * A situation a practical work is about: an experiment (question, hypothesis to write, materials, procedure,
 * data table, conclusion), a problem with its data, a story to work on, a source to read. Tagged with the
 * subject, bands and topic words matched against the resolved OA.
 */
export const situation = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  tipo: z.enum(situationKinds),
  materia: z.enum(['matematica', 'lenguaje', 'ciencias-naturales', 'historia']),
  bandas: z.array(z.enum(bands)).min(1),
  /** Folded topic words the OA's description or axis is matched against. */
  tema: z.string().regex(/^[a-zñ ]+$/),
  titulo: label,
  /** The situation as the students read it: the story, the problem with its data, the question. */
  presentacion: z.array(sentence).min(1).max(8),
  /** A data table for the students to read or fill in: a header row and rows (cells may be empty). */
  tabla: z
    .object({ columnas: z.array(z.string().min(1)).min(2).max(6), filas: z.array(z.array(z.string())).min(1).max(8) })
    .optional(),
  materiales: z.array(label).max(8).default([]),
  /** What the students do with the situation, in order: these steps come before the task's own steps. */
  pasos: z.array(z.object({ titulo: label, descripcion: sentence, peso: z.number().int().min(1).max(10) })).min(1),
})
export type Situation = z.infer<typeof situation>

/**
 * A practical work written for one OA: what the students work on (an experiment with its question and data
 * table, a problem with its data, a source, a story, a product to make) and its own steps, before the task's
 * general steps (the product, the presentation). `tareas` are the tasks it suits: a teacher who names a
 * debate gets the OA's practical work written for a debate. Every sentence is about the OA's content and
 * names at least one of its concepts (`server/content/checks`).
 */
export const oaTrabajo = situation
  .omit({ materia: true, tema: true, bandas: true })
  .extend({ tareas: z.array(z.enum(taskKinds)).min(1) })
export type OaTrabajo = z.infer<typeof oaTrabajo>

/**
 * What the instruments of one OA are made of: the rubric's content criterion and the scale's indicator
 * written for the OA (no two OA share them word for word), and its practical works. Written per subject in
 * `server/content/<subject>/instrumentos*.ts`.
 */
export const oaInstrumentos = z.object({
  codigo: oaTaskContent.shape.codigo,
  criterio: taskCriterion,
  indicador: taskIndicator,
  /** At least one for every OA of Ciencias, Historia and Matemática and every writing or oral OA of Lenguaje. */
  trabajos: z.array(oaTrabajo).default([]),
})
export type OaInstrumentos = z.input<typeof oaInstrumentos>
