/**
 * The content models of the five AI document types. Both AI providers produce them and the Word renderers
 * read them; the OpenAI-compatible provider sends the same schemas as structured output, so every
 * description below is written for the model as much as for the reader.
 */
import { z } from 'zod'
import type { DocumentType } from '@/domain/catalog'

const text = (description: string, max = 12_000) => z.string().trim().min(1).max(max).describe(description)
const list = <T extends z.ZodType>(item: T, min: number, max: number, description: string) =>
  z.array(item).min(min).max(max).describe(description)

/** Four performance levels, from the highest to the lowest. */
const niveles = z
  .array(
    z.object({
      nombre: text('Nombre del nivel, por ejemplo "Logrado"', 60),
      puntaje: z.number().int().min(0).max(10).describe('Puntos que otorga el nivel'),
    }),
  )
  .length(4)
  .describe('Exactamente cuatro niveles de desempeño, del más alto al más bajo, con puntajes descendentes')
  .refine((levels) => levels.every((level, i) => i === 0 || level.puntaje < levels[i - 1]!.puntaje), {
    message: 'Los niveles deben ir del puntaje más alto al más bajo.',
  })

export const questionKinds = ['seleccion_multiple', 'verdadero_falso', 'respuesta_breve', 'desarrollo'] as const
export type QuestionKind = (typeof questionKinds)[number]

export const evaluacionQuestion = z
  .object({
    tipo: z.enum(questionKinds).describe('Tipo de pregunta'),
    enunciado: text('Enunciado completo de la pregunta, listo para el estudiante'),
    alternativas: list(
      text('Texto de la alternativa, sin la letra', 300),
      0,
      4,
      'Cuatro alternativas si la pregunta es de selección múltiple; vacío en cualquier otro tipo',
    ),
    puntaje: z.number().int().min(1).max(12).describe('Puntos de la pregunta'),
    respuesta_esperada: text(
      'Pauta para el docente: la respuesta correcta (letra en selección múltiple, V o F con la corrección) o los criterios de puntaje completo y parcial',
    ),
  })
  .refine((q) => (q.tipo === 'seleccion_multiple' ? q.alternativas.length === 4 : q.alternativas.length === 0), {
    message: 'Las preguntas de selección múltiple llevan cuatro alternativas y las demás ninguna.',
  })
export type EvaluacionQuestion = z.infer<typeof evaluacionQuestion>

export const evaluacionContent = z.object({
  tipo: z.literal('evaluacion'),
  titulo: text('Título de la evaluación', 160),
  proposito: text('Qué evalúa este instrumento y con qué propósito, en una o dos oraciones'),
  duracion_minutos: z.number().int().min(10).max(180).describe('Tiempo sugerido para responder, en minutos'),
  instrucciones: list(text('Una instrucción para el estudiante', 2500), 1, 10, 'Instrucciones generales'),
  secciones: list(
    z.object({
      objetivo: text('El objetivo de aprendizaje (OA) que evalúa esta sección, tal como lo indicó el docente', 600),
      titulo: text('Nombre de la sección, por ejemplo "Comprensión del concepto"', 120),
      instruccion: text('Instrucción breve de la sección', 400),
      preguntas: list(evaluacionQuestion, 1, 15, 'Preguntas de la sección'),
    }),
    1,
    10,
    'Una sección por objetivo de aprendizaje, en el orden dado',
  ),
})
export type EvaluacionContent = z.infer<typeof evaluacionContent>

export const rubricaContent = z.object({
  tipo: z.literal('rubrica'),
  titulo: text('Título de la rúbrica', 160),
  descripcion: text('El desempeño o producto que se evalúa y cómo se usa la rúbrica'),
  niveles,
  criterios: list(
    z.object({
      objetivo: text('El objetivo de aprendizaje (OA) al que responde el criterio', 600),
      criterio: text('Nombre breve del criterio', 160),
      descriptores: list(
        text('Descriptor observable del desempeño en ese nivel', 1000),
        4,
        4,
        'Un descriptor por nivel, en el mismo orden de los niveles',
      ),
    }),
    1,
    24,
    'Criterios de evaluación: al menos uno por objetivo',
  ),
})
export type RubricaContent = z.infer<typeof rubricaContent>

export const trabajoContent = z.object({
  tipo: z.literal('trabajo'),
  titulo: text('Título del trabajo práctico', 160),
  descripcion: text('Propósito y contexto del trabajo, dirigido al estudiante'),
  modalidad: text('Modalidad de trabajo, por ejemplo "Grupal, de 3 a 4 integrantes"', 120),
  producto: text('El producto final que se entrega o presenta', 600),
  materiales: list(text('Un material o recurso', 200), 1, 20, 'Materiales y recursos necesarios'),
  pasos: list(
    z.object({ titulo: text('Nombre del paso', 120), descripcion: text('Qué hace el estudiante en este paso') }),
    2,
    12,
    'Pasos del trabajo, en orden',
  ),
  cronograma: list(
    z.object({ etapa: text('Etapa del trabajo', 300), plazo: text('Plazo o sesión, por ejemplo "Clase 2"', 80) }),
    1,
    12,
    'Cronograma de etapas y plazos',
  ),
  criterios: list(
    z.object({
      criterio: text('Criterio de evaluación', 600),
      descripcion: text('Qué se espera para el puntaje completo', 600),
      puntaje: z.number().int().min(1).max(20).describe('Puntaje máximo del criterio'),
    }),
    1,
    16,
    'Criterios de evaluación con su puntaje',
  ),
})
export type TrabajoContent = z.infer<typeof trabajoContent>

export const escalaContent = z.object({
  tipo: z.literal('escala'),
  titulo: text('Título de la escala de apreciación', 160),
  descripcion: text('Qué desempeño se observa y cómo se registra'),
  niveles,
  secciones: list(
    z.object({
      objetivo: text('El objetivo de aprendizaje (OA) que se observa', 600),
      indicadores: list(text('Indicador observable, redactado en tercera persona', 800), 1, 10, 'Indicadores'),
    }),
    1,
    12,
    'Una sección de indicadores por objetivo',
  ),
})
export type EscalaContent = z.infer<typeof escalaContent>

export const readingMoments = ['antes', 'durante', 'despues'] as const
export type ReadingMoment = (typeof readingMoments)[number]

export const textoContent = z.object({
  tipo: z.literal('texto'),
  titulo: text('Título del texto literario', 160),
  genero: text('Género y subgénero, por ejemplo "Narrativo: cuento" o "Lírico: poema"', 80),
  autor: text('Autoría; para un texto original escribe "Texto original"', 120),
  parrafos: list(
    text('Un párrafo o, en poesía, una estrofa con sus versos separados por saltos de línea', 3000),
    1,
    40,
    'El texto completo, original y adecuado al nivel',
  ),
  glosario: list(
    z.object({ palabra: text('Palabra del texto', 60), definicion: text('Definición adecuada al nivel', 300) }),
    0,
    12,
    'Palabras de vocabulario del texto que conviene explicar',
  ),
  actividades: list(
    z.object({
      momento: z.enum(readingMoments).describe('Momento de la lectura'),
      consigna: text('Pregunta o actividad de lectura', 1000),
      objetivo: text('El objetivo de aprendizaje (OA) que trabaja la actividad', 600),
    }),
    3,
    20,
    'Actividades de comprensión lectora antes, durante y después de la lectura',
  ),
})
export type TextoContent = z.infer<typeof textoContent>

export const aiContentSchemas = {
  evaluacion: evaluacionContent,
  rubrica: rubricaContent,
  trabajo: trabajoContent,
  escala: escalaContent,
  texto: textoContent,
} as const satisfies Record<DocumentType, z.ZodType>

export const aiContent = z.discriminatedUnion('tipo', [
  evaluacionContent,
  rubricaContent,
  trabajoContent,
  escalaContent,
  textoContent,
])
export type AiContent = z.infer<typeof aiContent>
export type AiContentOf<T extends DocumentType> = Extract<AiContent, { tipo: T }>

/** What is asked of a provider: the teacher's request (spec §3, AI document request). */
export interface AiRequest {
  tipo: DocumentType
  nivel: string
  asignatura: string
  objetivos: string[]
  instrucciones: string
}
