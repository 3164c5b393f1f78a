/**
 * The content models of the five AI document types. Both AI providers produce them, the Word renderers read
 * them, the server stores and edits them and the browser editor validates its edits with them; the
 * OpenAI-compatible provider sends the same schemas as structured output, so every description below is
 * written for the model as much as for the reader. Fields the model must always send but that may not apply
 * are nullable rather than optional (strict structured output requires every field).
 */
import { z } from 'zod'
import { type DocumentType, documentTypeLabels } from '@/domain/catalog'
import type { RequestOptions } from '@/domain/request-options'

const text = (description: string, max = 12_000) => z.string().trim().min(1).max(max).describe(description)
const list = <T extends z.ZodType>(item: T, min: number, max: number, description: string) =>
  z.array(item).min(min).max(max).describe(description)

const nivel = z.object({
  nombre: text('Nombre del nivel, por ejemplo "Logrado"', 60),
  puntaje: z.number().int().min(0).max(10).describe('Puntos que otorga el nivel'),
})
const descending = (levels: { puntaje: number }[]) =>
  levels.every((level, i) => i === 0 || level.puntaje < levels[i - 1]!.puntaje)

/** Four performance levels, from the highest to the lowest. */
const niveles = z
  .array(nivel)
  .length(4)
  .describe('Exactamente cuatro niveles de desempeño, del más alto al más bajo, con puntajes descendentes')
  .refine(descending, { message: 'Los niveles deben ir del puntaje más alto al más bajo.' })

/**
 * The levels of an appreciation scale: three for a single performance (Logrado, Medianamente logrado, Por
 * lograr) or four for a frequency observed over time (Siempre, Generalmente, A veces, Nunca).
 */
const escalaNiveles = z
  .array(nivel)
  .min(3)
  .max(4)
  .describe(
    'Niveles de la escala, del más alto al más bajo, con puntajes descendentes: tres (Logrado, Medianamente logrado, Por lograr) para un desempeño observado una vez; cuatro de frecuencia (Siempre, Generalmente, A veces, Nunca) solo si se observa a lo largo del tiempo',
  )
  .refine(descending, { message: 'Los niveles deben ir del puntaje más alto al más bajo.' })

export const questionKinds = [
  'seleccion_multiple',
  'verdadero_falso',
  'terminos_pareados',
  'respuesta_breve',
  'desarrollo',
] as const
export type QuestionKind = (typeof questionKinds)[number]

/** Revised Bloom taxonomy, the cognitive skills Chilean specification tables use. */
export const habilidades = ['Recordar', 'Comprender', 'Aplicar', 'Analizar', 'Evaluar', 'Crear'] as const
export type Habilidad = (typeof habilidades)[number]

/** The letters of the four alternatives of a multiple-choice question. */
export const claves = ['A', 'B', 'C', 'D'] as const
export type Clave = (typeof claves)[number]

/** Case, accents, punctuation and spacing removed: two alternatives that compare equal read the same. */
const sameText = (value: string) =>
  value
    // The minus sign is a sign, not punctuation: "−100 °C" and "100 °C" differ.
    .replace(/[−–]/g, '-')
    // Compatibility forms to their plain letters and digits: "C₆H₁₂O₆" and "C₁₂H₂₂O₁₁", "m²" and "m³" differ.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ/,.%-]+/g, ' ')
    .trim()

/** The letter a multiple-choice pauta starts with ("B", "B)", "B. 3/4"), if any. */
export const keyOfAnswer = (respuesta: string): Clave | undefined => {
  const match = /^\s*(?:alternativa\s+)?([A-D])(?:\s*[).:\-–]|\s|$)/i.exec(respuesta)
  return match ? (match[1]!.toUpperCase() as Clave) : undefined
}

/** The letters of column B of a matching item (términos pareados): up to ten definitions. */
export const letrasPareados = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const
export type LetraPareados = (typeof letrasPareados)[number]

/** How many concepts column A of a matching item has; column B has one or two definitions more. */
export const pareadosRange = { min: 3, max: 8 } as const

/**
 * A matching item (términos pareados): column A numbered concepts, column B lettered definitions, one or two
 * more than the concepts so the last pair is not given by elimination; `claves` holds, for each concept in
 * order, the letter of its definition. One point per pair.
 */
export const pareados = z
  .object({
    columna_a: list(
      text('Un concepto, nombre, fecha o expresión de la columna A (se numera)', 200),
      pareadosRange.min,
      pareadosRange.max,
      'Columna A: los conceptos, numerados en este orden',
    ),
    columna_b: list(
      text('Una definición o descripción de la columna B (se marca con letra), sin nombrar su concepto', 300),
      pareadosRange.min + 1,
      pareadosRange.max + 2,
      'Columna B: una definición por concepto de la columna A, en otro orden, y una o dos definiciones más que no corresponden a ninguno',
    ),
    claves: list(
      z.enum(letrasPareados).describe('Letra de la definición de la columna B'),
      pareadosRange.min,
      pareadosRange.max,
      'Para cada concepto de la columna A, en su orden, la letra de su definición en la columna B',
    ),
  })
  .describe('Columnas y pares de un ítem de términos pareados')
export type Pareados = z.infer<typeof pareados>

/** The pauta of a matching item: every pair, "1-C, 2-A, 3-E", and one point per pair. */
export const pareadosPauta = (p: Pick<Pareados, 'claves'>) =>
  `${p.claves.map((letra, i) => `${i + 1}-${letra}`).join(', ')}. 1 punto por cada par correcto.`

/**
 * The value of a bare number as column B of a calculation shows it ("3/4", "0,75", "12.500"), or undefined
 * when the text is not a bare number.
 */
export function bareNumber(text: string): number | undefined {
  const t = text.trim()
  const fraction = /^(-?\d+)\/(\d+)$/.exec(t)
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2])
  if (/^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^-?\d+(?:,\d+)?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'))
  return undefined
}

/** Case, accents and spacing removed, every sign kept: "3 + 4" and "3 · 4" are two calculations. */
const sameEntry = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.;]$/, '')
    .trim()

/** What is inconsistent in a matching item's columns and pairs; empty when they are consistent. */
export function pareadosProblems(p: Pareados): string[] {
  const problems: string[] = []
  const a = p.columna_a.length
  const b = p.columna_b.length
  if (b < a + 1 || b > a + 2)
    problems.push(`La columna B lleva una o dos definiciones más que los ${a} conceptos de la columna A; tiene ${b}.`)
  if (p.claves.length !== a)
    problems.push(`Cada uno de los ${a} conceptos de la columna A necesita la letra de su definición.`)
  const outside = p.claves.filter((l) => letrasPareados.indexOf(l) >= b)
  if (outside.length > 0)
    problems.push(`La columna B no tiene la letra ${outside[0]}: tiene de la A a la ${letrasPareados[b - 1]}.`)
  if (new Set(p.claves).size !== p.claves.length)
    problems.push('Cada definición de la columna B corresponde a un solo concepto: hay letras repetidas.')
  if (new Set(p.columna_a.map(sameEntry)).size !== a)
    problems.push('Los conceptos de la columna A deben ser distintos.')
  if (new Set(p.columna_b.map(sameEntry)).size !== b)
    problems.push('Las definiciones de la columna B deben ser distintas.')
  else {
    // "8/10" and "4/5" are one value: two of them would give a calculation two letters.
    const values = p.columna_b.map(bareNumber).filter((v): v is number => v !== undefined)
    if (values.some((v, i) => values.findIndex((w) => Math.abs(w - v) < 1e-9) !== i))
      problems.push('Dos valores de la columna B son iguales (por ejemplo, 8/10 y 4/5): cada valor debe ser distinto.')
  }
  return problems
}

export const evaluacionQuestion = z
  .object({
    tipo: z.enum(questionKinds).describe('Tipo de pregunta'),
    habilidad: z
      .enum(habilidades)
      .describe('Habilidad cognitiva que mide la pregunta según la taxonomía de Bloom revisada'),
    enunciado: text(
      'Enunciado completo de la pregunta, listo para el estudiante; nunca repite el objetivo de aprendizaje como pregunta',
    ),
    alternativas: list(
      text('Texto de la alternativa, sin la letra', 300),
      0,
      4,
      'Cuatro alternativas distintas si la pregunta es de selección múltiple, una sola correcta y distractores plausibles; vacío en cualquier otro tipo',
    ),
    clave: z
      .enum(claves)
      .nullable()
      .describe('Letra de la alternativa correcta en selección múltiple; null en cualquier otro tipo'),
    puntaje: z.number().int().min(1).max(12).describe('Puntos de la pregunta'),
    respuesta_esperada: text(
      'Pauta para el docente: en selección múltiple comienza con la letra de la clave seguida de la alternativa correcta ("B) 3/4"); en verdadero o falso, V o F con la corrección; en términos pareados, cada par como "1-C, 2-A"; en las demás, los criterios de puntaje completo y parcial',
    ),
    // Optional for the documents stored before the kind existed and the other kinds' code; the model always
    // sends it (the structured-output schema requires every field, null when it does not apply).
    pareados: pareados
      .nullable()
      .optional()
      .describe('Las columnas y los pares si la pregunta es de términos pareados; null en cualquier otro tipo'),
    // Provenance (issue 29 §1): the OA the item was written for, which the specification table prints. Optional
    // for the documents stored before it existed and for questions a teacher adds in the editor.
    oa: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .nullable()
      .optional()
      .describe(
        'Código Mineduc del OA para el que se escribió esta pregunta (por ejemplo "MA05 OA 07"): uno de los OA de su sección, cuyo contenido la pregunta trata; null si el objetivo no es del currículum nacional',
      ),
  })
  .superRefine((q, ctx) => {
    if (q.tipo === 'terminos_pareados') {
      if (!q.pareados) {
        ctx.addIssue({
          code: 'custom',
          path: ['pareados'],
          message: 'La pregunta de términos pareados necesita sus dos columnas y sus pares.',
        })
        return
      }
      for (const message of pareadosProblems(q.pareados)) ctx.addIssue({ code: 'custom', path: ['pareados'], message })
      if (q.puntaje !== q.pareados.columna_a.length)
        ctx.addIssue({
          code: 'custom',
          path: ['puntaje'],
          message: `Los términos pareados valen 1 punto por par: ${q.pareados.columna_a.length} puntos.`,
        })
      const missing = q.pareados.claves.findIndex(
        (letra, i) => !new RegExp(`(?:^|[^0-9])${i + 1}\\s*[-–—:]\\s*${letra}\\b`).test(q.respuesta_esperada),
      )
      if (missing >= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['respuesta_esperada'],
          message: `La respuesta esperada debe listar cada par como en «${pareadosPauta(q.pareados)}».`,
        })
    } else if (q.pareados)
      ctx.addIssue({
        code: 'custom',
        path: ['pareados'],
        message: 'Solo las preguntas de términos pareados llevan columnas de conceptos y definiciones.',
      })
    if (q.tipo !== 'seleccion_multiple') {
      if (q.alternativas.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['alternativas'],
          message: 'Solo las preguntas de selección múltiple llevan alternativas.',
        })
      if (q.clave !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['clave'],
          message: 'Solo las preguntas de selección múltiple llevan clave.',
        })
      return
    }
    if (q.alternativas.length !== 4)
      ctx.addIssue({
        code: 'custom',
        path: ['alternativas'],
        message: 'Las preguntas de selección múltiple llevan cuatro alternativas.',
      })
    else if (new Set(q.alternativas.map(sameText)).size !== 4)
      ctx.addIssue({ code: 'custom', path: ['alternativas'], message: 'Las cuatro alternativas deben ser distintas.' })
    if (q.clave === null)
      ctx.addIssue({
        code: 'custom',
        path: ['clave'],
        message: 'La pregunta de selección múltiple necesita su clave (A, B, C o D).',
      })
    else if (keyOfAnswer(q.respuesta_esperada) !== q.clave)
      ctx.addIssue({
        code: 'custom',
        path: ['respuesta_esperada'],
        message: `La respuesta esperada debe comenzar con la letra de la clave (${q.clave}).`,
      })
  })
export type EvaluacionQuestion = z.infer<typeof evaluacionQuestion>

/** A reading passage the questions of a section refer to (Lenguaje). */
export const textoBase = z
  .object({
    titulo: text('Título del texto de lectura', 160),
    parrafos: list(text('Un párrafo o estrofa del texto', 3000), 1, 30, 'El texto completo, en párrafos'),
  })
  .describe('Texto de lectura que el estudiante lee antes de responder las preguntas de la sección')
export type TextoBase = z.infer<typeof textoBase>

export const evaluacionSection = z.object({
  objetivo: text('El objetivo de aprendizaje (OA) que evalúa esta sección, tal como lo indicó el docente', 600),
  oa: list(
    z.string().trim().min(1).max(20).describe('Código Mineduc del OA, por ejemplo "MA05 OA 07"'),
    0,
    6,
    'Códigos de los OA que evalúa la sección; vacío si el objetivo no es del currículum nacional',
  ),
  titulo: text('Nombre de la sección, por ejemplo "Comprensión del concepto"', 120),
  instruccion: text('Instrucción breve de la sección', 400),
  texto_base: textoBase
    .nullable()
    .describe('Texto de lectura de la sección (en Lenguaje); null cuando las preguntas no se refieren a un texto'),
  preguntas: list(evaluacionQuestion, 1, 40, 'Preguntas de la sección'),
})
export type EvaluacionSection = z.infer<typeof evaluacionSection>

export const evaluacionContent = z.object({
  tipo: z.literal('evaluacion'),
  titulo: text('Título de la evaluación', 160),
  proposito: text('Qué evalúa este instrumento y con qué propósito, en una o dos oraciones'),
  duracion_minutos: z.number().int().min(10).max(180).describe('Tiempo sugerido para responder, en minutos'),
  instrucciones: list(text('Una instrucción para el estudiante', 2500), 1, 10, 'Instrucciones generales'),
  secciones: list(evaluacionSection, 1, 10, 'Una sección por objetivo de aprendizaje, en el orden dado'),
})
export type EvaluacionContent = z.infer<typeof evaluacionContent>

export const rubricaCriterion = z.object({
  objetivo: text('El objetivo de aprendizaje (OA) al que responde el criterio', 600),
  criterio: text('Nombre breve del criterio', 160),
  descriptores: list(
    text('Descriptor observable del desempeño en ese nivel', 1000),
    4,
    4,
    'Un descriptor por nivel, en el mismo orden de los niveles',
  ),
})
export type RubricaCriterion = z.infer<typeof rubricaCriterion>

export const rubricaContent = z.object({
  tipo: z.literal('rubrica'),
  titulo: text('Título de la rúbrica', 160),
  descripcion: text('El desempeño o producto que se evalúa y cómo se usa la rúbrica'),
  niveles,
  criterios: list(rubricaCriterion, 1, 24, 'Criterios de evaluación: al menos uno por objetivo'),
})
export type RubricaContent = z.infer<typeof rubricaContent>

export const trabajoPaso = z.object({
  titulo: text('Nombre del paso', 120),
  descripcion: text('Qué hace el estudiante en este paso'),
})
export type TrabajoPaso = z.infer<typeof trabajoPaso>

export const trabajoContent = z.object({
  tipo: z.literal('trabajo'),
  titulo: text('Título del trabajo práctico', 160),
  descripcion: text('Propósito y contexto del trabajo, dirigido al estudiante'),
  modalidad: text('Modalidad de trabajo, por ejemplo "Grupal, de 3 a 4 integrantes"', 120),
  tabla: z
    .object({
      columnas: list(text('Encabezado de columna', 80), 2, 6, 'Encabezados'),
      filas: list(
        list(z.string().max(120).describe('Celda; vacía si la completa el estudiante'), 2, 6, 'Celdas'),
        1,
        12,
        'Filas',
      ),
    })
    .nullable()
    .default(null)
    .describe(
      'Tabla de datos del trabajo (los datos de un problema o la tabla que el estudiante completa en un experimento); null si no hay',
    ),
  producto: text('El producto final que se entrega o presenta', 600),
  materiales: list(text('Un material o recurso', 200), 1, 20, 'Materiales y recursos necesarios'),
  pasos: list(trabajoPaso, 2, 12, 'Pasos del trabajo, en orden'),
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

export const escalaIndicator = text(
  'Indicador observable de la tarea, redactado en tercera persona (en primera persona si es una autoevaluación)',
  800,
)

export const escalaContent = z.object({
  tipo: z.literal('escala'),
  titulo: text('Título de la escala de apreciación', 160),
  descripcion: text('Qué desempeño se observa y cómo se registra'),
  niveles: escalaNiveles,
  secciones: list(
    z.object({
      objetivo: text('El objetivo de aprendizaje (OA) que se observa', 600),
      indicadores: list(escalaIndicator, 1, 10, 'Indicadores'),
    }),
    1,
    12,
    'Una sección de indicadores por objetivo',
  ),
})
export type EscalaContent = z.infer<typeof escalaContent>

export const readingMoments = ['antes', 'durante', 'despues'] as const
export type ReadingMoment = (typeof readingMoments)[number]

export const textoActividad = z.object({
  momento: z.enum(readingMoments).describe('Momento de la lectura'),
  consigna: text('Pregunta o actividad de lectura que se refiere a este texto', 1000),
  objetivo: text('El objetivo de aprendizaje (OA) que trabaja la actividad', 600),
  pauta: text('Respuesta esperada o criterios de corrección para el docente', 1000)
    .nullable()
    .default(null)
    .describe('Pauta para el docente: la respuesta esperada o qué se acepta; null en actividades sin respuesta única'),
})
export type TextoActividad = z.infer<typeof textoActividad>

export const textoContent = z.object({
  tipo: z.literal('texto'),
  titulo: text('Título del texto', 160),
  genero: text(
    'Género y subgénero, por ejemplo "Narrativo: cuento", "Lírico: poema", "Informativo: artículo" o "Argumentativo: columna de opinión"',
    80,
  ),
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
  actividades: list(textoActividad, 3, 20, 'Actividades de comprensión lectora antes, durante y después de la lectura'),
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

/**
 * What a document is, as its stored title says: the type, and for a texto its genre ("Texto informativo",
 * "Noticia", "Cuento", "Poema"), so an informative text is never called a literary one.
 */
export function documentLabel(content: AiContent): string {
  if (content.tipo !== 'texto') return documentTypeLabels[content.tipo]
  const [kind = '', sub = ''] = content.genero.split(':').map((p) => p.trim())
  const k = kind.toLowerCase()
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  if (/^informativ/.test(k)) return /noticia|biograf/i.test(sub) ? capital(sub) : 'Texto informativo'
  if (/^argumentativ/.test(k)) return 'Texto argumentativo'
  if (/^l[ií]ric/.test(k)) return sub ? capital(sub) : 'Poema'
  if (/^narrativ/.test(k)) return sub ? capital(sub) : 'Texto narrativo'
  if (/^dram[aá]tic/.test(k)) return 'Texto dramático'
  return documentTypeLabels.texto
}
export type AiContentOf<T extends DocumentType> = Extract<AiContent, { tipo: T }>

/**
 * What is asked of a provider: the teacher's request for an AI document, with its settings (`RequestOptions`:
 * cantidad_preguntas, duracion_minutos, dificultad, tipos_item, genero, tarea, semilla) as read by
 * `readRequestOptions` from the fields and the instructions.
 */
export interface AiRequest extends RequestOptions {
  tipo: DocumentType
  nivel: string
  asignatura: string
  objetivos: string[]
  instrucciones: string
}

/**
 * The elements of a document that can be regenerated one at a time, by JSON pointer:
 * a question `/secciones/i/preguntas/j` (evaluación), a criterion `/criterios/i` (rúbrica), an indicator
 * `/secciones/i/indicadores/j` (escala), a step `/pasos/i` (trabajo) and an activity `/actividades/i` (texto).
 */
export const elementPointers = {
  evaluacion: /^\/secciones\/(\d+)\/preguntas\/(\d+)$/,
  rubrica: /^\/criterios\/(\d+)$/,
  escala: /^\/secciones\/(\d+)\/indicadores\/(\d+)$/,
  trabajo: /^\/pasos\/(\d+)$/,
  texto: /^\/actividades\/(\d+)$/,
} as const satisfies Record<DocumentType, RegExp>

export const elementSchemas = {
  evaluacion: evaluacionQuestion,
  rubrica: rubricaCriterion,
  escala: escalaIndicator,
  trabajo: trabajoPaso,
  texto: textoActividad,
} as const satisfies Record<DocumentType, z.ZodType>

export type AiElementOf<T extends DocumentType> = z.infer<(typeof elementSchemas)[T]>
export type AiElement = AiElementOf<DocumentType>

/** The indexes a pointer names in a document of that type, or undefined when it names no regenerable element. */
export function parseElementPointer(tipo: DocumentType, ruta: string): number[] | undefined {
  const match = elementPointers[tipo].exec(ruta)
  return match ? match.slice(1).map(Number) : undefined
}

/** The element a pointer names, or undefined when the pointer is not one of `elementPointers` or is out of range. */
export function elementAt(content: AiContent, ruta: string): AiElement | undefined {
  const at = parseElementPointer(content.tipo, ruta)
  if (!at) return undefined
  const [i = -1, j = -1] = at
  switch (content.tipo) {
    case 'evaluacion':
      return content.secciones[i]?.preguntas[j]
    case 'rubrica':
      return content.criterios[i]
    case 'escala':
      return content.secciones[i]?.indicadores[j]
    case 'trabajo':
      return content.pasos[i]
    case 'texto':
      return content.actividades[i]
  }
}

/** A copy of the document with the element at the pointer replaced; throws when the pointer names nothing. */
export function withElementAt<T extends AiContent>(content: T, ruta: string, element: AiElement): T {
  if (elementAt(content, ruta) === undefined) throw new RangeError(`No element at ${ruta}`)
  const copy = structuredClone(content)
  const [i = -1, j = -1] = parseElementPointer(content.tipo, ruta)!
  const parsed = elementSchemas[content.tipo].parse(element)
  switch (copy.tipo) {
    case 'evaluacion':
      copy.secciones[i]!.preguntas[j] = parsed as EvaluacionQuestion
      break
    case 'rubrica':
      copy.criterios[i] = parsed as RubricaCriterion
      break
    case 'escala':
      copy.secciones[i]!.indicadores[j] = parsed as string
      break
    case 'trabajo':
      copy.pasos[i] = parsed as TrabajoPaso
      break
    case 'texto':
      copy.actividades[i] = parsed as TextoActividad
      break
  }
  return copy
}
