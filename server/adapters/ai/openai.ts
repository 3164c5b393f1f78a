import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { z } from 'zod'
import {
  type AiContent,
  type AiElement,
  type AiRequest,
  aiContentSchemas,
  type EvaluacionQuestion,
  elementAt,
  elementSchemas,
  parseElementPointer,
} from '@/api/contract/documento-contenido'
import { type DocumentType, documentTypeLabels } from '@/domain/catalog'
import { gradeScale } from '@/domain/grade-scale'
import { assessedTaskLabels, itemKindLabels, textGenreLabels } from '@/domain/request-options'
import { itemsFor } from '../../composer/bank'
import { itemTarget } from '../../composer/evaluacion'
import { mathQuestions } from '../../composer/math'
import {
  levelOfRequest,
  type Objective,
  objectiveText,
  resolveObjectives,
  restatesObjective,
  subjectOfRequest,
} from '../../composer/objectives'
import { questionOffObjective } from '../../composer/provenance'
import { validateDocument } from '../../composer/validate'
import type { Config } from '../../config'
import { passageFor } from '../../content/lenguaje/reading'
import { searchOa } from '../../curriculum/resolver'
import { HttpError } from '../../errors'
import type { AiProvider } from './provider'

const noEvaluationSpent = 'No se descontó ninguna evaluación.'
export const aiMessages = {
  timeout: `El servicio de IA no respondió a tiempo. Inténtalo de nuevo en unos minutos. ${noEvaluationSpent}`,
  unreachable: `No se pudo conectar con el servicio de IA. Inténtalo de nuevo en unos minutos. ${noEvaluationSpent}`,
  rejected: `El servicio de IA rechazó la solicitud. Revisa la configuración de IA del servidor. ${noEvaluationSpent}`,
  failed: `El servicio de IA respondió con un error. Inténtalo de nuevo en unos minutos. ${noEvaluationSpent}`,
  invalid: `La IA entregó un documento incompleto. Inténtalo de nuevo; puedes precisar las instrucciones. ${noEvaluationSpent}`,
  offObjective: `La IA entregó preguntas que no tratan el contenido de los objetivos pedidos. Inténtalo de nuevo; puedes precisar las instrucciones. ${noEvaluationSpent}`,
} as const

const systemPrompt = [
  'Eres un asistente pedagógico experto en el currículum escolar chileno: las Bases Curriculares y los Programas de Estudio del Ministerio de Educación (Mineduc), con sus Objetivos de Aprendizaje (OA), habilidades y actitudes por asignatura y nivel.',
  'Redactas documentos docentes en español de Chile, claros, correctos y listos para usar en el aula: vocabulario adecuado a la edad de los estudiantes, contextos cercanos a la realidad chilena y ortografía cuidada.',
  'Cada parte del documento responde a los Objetivos de Aprendizaje que indica el docente, en el mismo orden; no inventes objetivos distintos.',
  `Cuando hay puntajes, la nota se calcula con la escala chilena de ${gradeScale.min},0 a ${gradeScale.max},0 con exigencia del ${gradeScale.exigencia * 100} % (nota ${gradeScale.pass},0).`,
  'Respondes únicamente con un objeto JSON que cumple exactamente el esquema entregado, sin texto adicional.',
].join('\n')

const guidance: Record<DocumentType, string> = {
  evaluacion:
    'Redacta una evaluación escrita con una sección por cada objetivo, en el mismo orden, con los códigos de sus OA. Combina preguntas de selección múltiple (cuatro alternativas plausibles y una sola correcta), verdadero o falso, respuesta breve y desarrollo, de dificultad progresiva. Asigna un puntaje entero a cada pregunta e incluye en cada una la pauta de corrección para el docente. En Lenguaje, incluye en "texto_base" un texto de lectura original y adecuado al nivel, y pregunta sobre ese texto (localizar información, inferir, vocabulario en contexto, propósito y estructura).',
  rubrica:
    'Redacta una rúbrica analítica para la tarea que se evalúa (una carta al director, una exposición oral, un informe de laboratorio…): de 3 a 5 criterios observables propios de esa tarea y un criterio de contenido por objetivo, sin copiar el texto del objetivo, y exactamente cuatro niveles de desempeño con puntajes descendentes (por ejemplo Logrado, Medianamente logrado, Por lograr y No logrado). Cada descriptor debe ser observable y distinguirse con claridad del nivel vecino. La descripción indica el puntaje máximo, que es la suma de los criterios.',
  trabajo:
    'Diseña un trabajo práctico real para la tarea pedida: un problema con sus datos, un experimento con pregunta, hipótesis, materiales, procedimiento, tabla de datos ("tabla") y conclusión, o, en 1° y 2° básico, un cuento o una tarea sencilla; con modalidad, producto final, materiales accesibles para un colegio chileno, pasos ordenados con su tiempo, un cronograma ajustado al tiempo pedido y a la edad (sin exigir fuentes confiables ni citas a los más pequeños) y criterios de evaluación con puntaje entero.',
  escala:
    'Elabora una escala de apreciación con indicadores observables del desempeño de la tarea (en una exposición oral: volumen y pronunciación, contacto visual, dominio del tema, apoyo visual, tiempo) y de cada objetivo, en tercera persona o en primera persona si es una autoevaluación. Para un desempeño observado una vez usa tres niveles: Logrado, Medianamente logrado y Por lograr; usa cuatro niveles de frecuencia (Siempre, Generalmente, A veces, Nunca) solo si se observa a lo largo del tiempo.',
  texto:
    'Escribe un texto original (no reproduzcas obras existentes) del género pedido (cuento, fábula, leyenda, poema, texto informativo, columna de opinión, noticia, biografía; un cuento si no se pide otro), sobre el contenido de los objetivos y adecuado al nivel, y actividades de comprensión lectora para antes, durante y después de la lectura, cada una vinculada a uno de los objetivos. Incluye preguntas explícitas, inferenciales y de reflexión crítica, con su pauta en "pauta".',
}

/** Rules for writing test items, given with every evaluation and every regenerated question. */
export const itemRules = [
  'Reglas para redactar preguntas:',
  '- Cada pregunta evalúa el contenido del OA con una situación, un dato, un texto o un problema concreto; nunca copies ni parafrasees el objetivo como pregunta (no preguntes «¿Qué significa…?» ni «Explica qué es…» con las palabras del OA).',
  '- Selección múltiple: exactamente cuatro alternativas distintas y una sola correcta; indica su letra en "clave" (A, B, C o D) y comienza "respuesta_esperada" con esa letra ("B) …").',
  '- Los distractores son plausibles: nacen de errores frecuentes de los estudiantes (por ejemplo, sumar numeradores y denominadores), no son absurdos ni se distinguen por su largo.',
  '- Nunca uses «todas las anteriores», «ninguna de las anteriores» ni combinaciones de alternativas.',
  '- En toda pregunta que no sea de términos pareados, "pareados" es null.',
  '- Vocabulario adecuado a la edad del nivel; contextos cercanos a estudiantes chilenos.',
  '- En matemática, calcula la respuesta y verifica que la clave sea correcta; los números deben dar resultados exactos.',
  '- Indica en "habilidad" el nivel de la taxonomía de Bloom revisada que mide la pregunta y en "oa" los códigos de los OA de cada sección.',
  '- En el "oa" de cada pregunta va el código del OA de su sección para el que la escribiste; la pregunta trata el contenido de ese OA y nombra sus conceptos (una pregunta sobre otro tema no se acepta).',
].join('\n')

/** Two or three example items of the objective's level from Pizarra's own items, as models of style and difficulty. */
export function exampleItems(request: AiRequest, objectives: Objective[]): string[] {
  const level = levelOfRequest(request.nivel)
  const subject = subjectOfRequest(request.asignatura)
  const first = objectives[0]
  if (!first) return []
  const letters = ['A', 'B', 'C', 'D']
  const show = (enunciado: string, alternativas: readonly string[], correcta: number) =>
    `${enunciado} ${alternativas.map((a, i) => `${letters[i]}) ${a}`).join(' ')} Clave: ${letters[correcta]}.`
  if (subject === 'matematica')
    return mathQuestions(objectiveText(first), level, 2, 1).map((q) => show(q.enunciado, q.alternativas, q.correcta))
  if (subject === 'lenguaje') {
    const passage = passageFor(objectiveText(first), level, 0)
    return passage.preguntas
      .slice(0, 2)
      .map((q) => `(Sobre el texto «${passage.titulo}») ${show(q.enunciado, q.alternativas, q.correcta)}`)
  }
  if (subject === 'ciencias-naturales' || subject === 'historia')
    return itemsFor(subject, { texto: objectiveText(first), ...(first.oa ? { oa: first.oa } : {}) }, level, 3).map(
      (i) => show(i.enunciado, i.alternativas, i.correcta),
    )
  return []
}

/**
 * The objectives as the prompt gives them: the teacher's line and the catalogue's OA it resolved to; free
 * text that no OA of the level covers is grounded on the closest OA of the level and subject.
 */
function objectiveLines(objectives: Objective[], request: Pick<AiRequest, 'nivel' | 'asignatura'>): string[] {
  return objectives.map((o, i) => {
    if (o.oa)
      return `${i + 1}. ${o.texto}\n   OA del currículum nacional: ${o.oa.codigo} (${o.oa.asignatura}, ${o.oa.nivel}, eje ${o.oa.eje}): ${o.oa.descripcion}`
    const closest = searchOa(request.nivel, request.asignatura, o.texto, 3)
    return closest.length > 0
      ? `${i + 1}. ${o.texto}\n   Ningún OA de ${request.asignatura} de ${request.nivel} corresponde exactamente; los más cercanos, que debes usar como base y cuyos códigos van en "oa": ${closest.map((m) => `${m.oa.codigo}: ${m.oa.descripcion}`).join(' | ')}`
      : `${i + 1}. ${o.texto}`
  })
}

/** The teacher's settings as lines of the prompt: what the document must do, not suggestions. */
export function settingLines(request: AiRequest): string[] {
  const lines: string[] = []
  const count = request.tipo === 'evaluacion' ? itemTarget(request) : undefined
  if (count !== undefined)
    lines.push(
      `Cantidad de preguntas: exactamente ${Math.max(count, request.objetivos.length)}, repartidas entre los objetivos.`,
    )
  if (request.duracion_minutos) lines.push(`Duración: ${request.duracion_minutos} minutos.`)
  if (request.dificultad)
    lines.push(
      `Dificultad ${request.dificultad}: ${request.dificultad === 'alta' ? 'números mayores, más pasos y más preguntas de analizar y evaluar' : request.dificultad === 'baja' ? 'números pequeños, un paso y más preguntas de recordar y comprender' : 'la del nivel'}.`,
    )
  if (request.tipos_item?.length)
    lines.push(`Tipos de pregunta: solo ${request.tipos_item.map((k) => itemKindLabels[k].toLowerCase()).join(', ')}.`)
  if (request.tipos_item?.includes('terminos_pareados'))
    lines.push(
      'Términos pareados: una pregunta de tipo "terminos_pareados" por objetivo, con 3 a 5 conceptos (nombres, fechas o expresiones) en "pareados.columna_a" y sus definiciones en "pareados.columna_b", en otro orden y con una o dos definiciones más que no corresponden a ningún concepto; en "pareados.claves" la letra de la definición de cada concepto, sin repetir letras; "alternativas" vacío, "clave" null, 1 punto por par ("puntaje" igual al número de conceptos) y "respuesta_esperada" con los pares ("1-C, 2-A, 3-E. 1 punto por cada par correcto."). Ninguna definición nombra su concepto, y ninguna otra pregunta de la evaluación pregunta uno de esos pares.',
    )
  if (request.genero) lines.push(`Género del texto: ${textGenreLabels[request.genero].toLowerCase()}.`)
  if (request.tarea) lines.push(`Tarea que se evalúa: ${assessedTaskLabels[request.tarea].toLowerCase()}.`)
  return lines.length > 0 ? ['Opciones del docente (obligatorias):', ...lines.map((l) => `- ${l}`)] : []
}

/** The teacher's request as the user message, in Spanish, grounded in the catalogue's OA descriptions. */
export function userPrompt(request: AiRequest): string {
  const objectives = resolveObjectives(request)
  const examples = request.tipo === 'evaluacion' ? exampleItems(request, objectives) : []
  return [
    `Genera un documento de tipo «${documentTypeLabels[request.tipo]}».`,
    guidance[request.tipo],
    '',
    `Nivel: ${request.nivel}`,
    `Asignatura: ${request.asignatura}`,
    'Objetivos de aprendizaje:',
    ...objectiveLines(objectives, request),
    `Instrucciones del docente (privadas: aplícalas, pero nunca las copies en el documento del estudiante): ${request.instrucciones}`,
    ...settingLines(request),
    ...(request.tipo === 'evaluacion' ? ['', itemRules] : []),
    ...(examples.length > 0
      ? [
          '',
          'Ejemplos de preguntas del mismo nivel (modelo de estilo y dificultad; no las copies):',
          ...examples.map((e) => `- ${e}`),
        ]
      : []),
  ].join('\n')
}

/**
 * Problems the schema cannot see: a question that restates its objective (contains the OA description or
 * repeats more than 60 % of its words). Empty when the content is fine.
 */
export function contentProblems(content: AiContent, request: AiRequest): string[] {
  if (content.tipo !== 'evaluacion') return []
  const objectives = resolveObjectives(request)
  const problems: string[] = []
  let n = 0
  content.secciones.forEach((section, i) => {
    const objective = objectives[i]
    const texts = [section.objetivo, ...(objective ? [objectiveText(objective)] : [])]
    for (const q of section.preguntas) {
      n++
      if (texts.some((t) => restatesObjective(q.enunciado, t)))
        problems.push(
          `La pregunta ${n} repite el objetivo de aprendizaje en vez de evaluarlo con una situación concreta: reescríbela.`,
        )
    }
  })
  return problems
}

/**
 * JSON Schema keywords that OpenAI's strict structured output does not accept; the lengths are still
 * enforced when the answer is validated with zod.
 */
const unsupportedKeywords = new Set(['minLength', 'maxLength'])
function stripUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripUnsupported)
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !unsupportedKeywords.has(key))
        .map(([key, value]) => [key, stripUnsupported(value)]),
    )
  }
  return node
}

/** The structured-output format of one document type: the zod content model as a strict JSON schema. */
export function responseFormat(tipo: DocumentType) {
  const format = zodResponseFormat(aiContentSchemas[tipo], `documento_${tipo}`)
  return {
    type: 'json_schema' as const,
    json_schema: {
      name: format.json_schema.name,
      strict: true,
      schema: stripUnsupported(format.json_schema.schema) as Record<string, unknown>,
    },
  }
}

const elementNames: Record<DocumentType, string> = {
  evaluacion: 'una pregunta',
  rubrica: 'un criterio de la rúbrica',
  escala: 'un indicador de la escala',
  trabajo: 'un paso del trabajo',
  texto: 'una actividad de lectura',
}

/** The structured-output format of one element, wrapped as `{"elemento": …}` (the API needs an object). */
export function elementResponseFormat(tipo: DocumentType) {
  const format = zodResponseFormat(z.object({ elemento: elementSchemas[tipo] }), `elemento_${tipo}`)
  return {
    type: 'json_schema' as const,
    json_schema: {
      name: format.json_schema.name,
      strict: true,
      schema: stripUnsupported(format.json_schema.schema) as Record<string, unknown>,
    },
  }
}

/** The objective an element answers to, as written in the document. */
function elementObjective(content: AiContent, [i = 0]: number[]): string | undefined {
  switch (content.tipo) {
    case 'evaluacion':
      return content.secciones[i]?.objetivo
    case 'rubrica':
      return content.criterios[i]?.objetivo
    case 'escala':
      return content.secciones[i]?.objetivo
    case 'texto':
      return content.actividades[i]?.objetivo
    case 'trabajo':
      return undefined
  }
}

type Attempt = { ok: true; content: AiContent } | { ok: false; raw: string; problem: string }

/** A question of a model's evaluation that does not show its OA's content: where it is and why. */
interface OffItem {
  section: number
  question: number
  /** Its number in the document, from 1. */
  n: number
  why: string
}

/**
 * A model's question declares its OA in "oa"; one that sends null in a section of a single OA is read as
 * declaring that OA (its content is still checked). Labels the questions so, in place.
 */
function declareOa(content: AiContent) {
  if (content.tipo !== 'evaluacion') return
  for (const s of content.secciones) for (const q of s.preguntas) if (!q.oa && s.oa.length === 1) q.oa = s.oa[0]!
}

/**
 * The questions of a model's evaluation that are off their OA (issue 29 §1): each declares an OA of its
 * section and passes that OA's check (`content/checks`), as the offline composer's items do.
 */
export function offObjectiveItems(content: AiContent): OffItem[] {
  if (content.tipo !== 'evaluacion') return []
  declareOa(content)
  const off: OffItem[] = []
  let n = 0
  for (const [i, s] of content.secciones.entries())
    for (const [j, q] of s.preguntas.entries()) {
      n++
      const why = questionOffObjective(q, s)
      if (why) off.push({ section: i, question: j, n, why })
    }
  return off
}

/** The evaluation without the questions given; the sections left empty leave too. */
function withoutItems(content: AiContent, off: readonly OffItem[]): AiContent {
  if (content.tipo !== 'evaluacion') return content
  const gone = new Set(off.map((o) => `${o.section}/${o.question}`))
  return {
    ...content,
    secciones: content.secciones
      .map((s, i) => ({ ...s, preguntas: s.preguntas.filter((_, j) => !gone.has(`${i}/${j}`)) }))
      .filter((s) => s.preguntas.length > 0),
  }
}

function check(
  tipo: DocumentType,
  raw: string | null | undefined,
  finish: string | undefined,
  request?: AiRequest,
): Attempt {
  if (!raw) return { ok: false, raw: '', problem: 'La respuesta llegó vacía.' }
  if (finish === 'length') return { ok: false, raw, problem: 'La respuesta quedó cortada por su largo; sé más breve.' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, raw, problem: 'La respuesta no es un JSON válido.' }
  }
  const parsed = aiContentSchemas[tipo].safeParse(json)
  if (!parsed.success) return { ok: false, raw, problem: z.prettifyError(parsed.error).slice(0, 3000) }
  const problems = request ? [...contentProblems(parsed.data, request), ...validateDocument(parsed.data, request)] : []
  if (problems.length > 0) return { ok: false, raw, problem: problems.join('\n') }
  return { ok: true, content: parsed.data }
}

export interface AiLogger {
  warn(details: object, message: string): void
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Gemini, Ollama, vLLM) through the official SDK.
 * It asks for the content model as structured output, retries once when the answer does not validate,
 * and gives up after `timeoutMs` in total with a clear Spanish error.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const
  private readonly client: OpenAI

  constructor(
    private readonly settings: NonNullable<Config['ai']>,
    private readonly log?: AiLogger,
  ) {
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      // Local servers (Ollama, vLLM) take no key, but the SDK requires one.
      apiKey: settings.apiKey || 'sin-clave',
      timeout: settings.timeoutMs,
      maxRetries: 1,
    })
  }

  async generate(request: AiRequest, avisos: string[] = []): Promise<AiContent> {
    const signal = AbortSignal.timeout(this.settings.timeoutMs)
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: userPrompt(request) },
    ]
    let attempt = await this.complete(request.tipo, messages, signal, request)
    if (!attempt.ok) {
      this.log?.warn({ problem: attempt.problem }, 'la IA entregó un documento inválido; se reintenta')
      messages.push(
        { role: 'assistant', content: attempt.raw || '(vacío)' },
        {
          role: 'user',
          content: `Tu respuesta anterior no es válida: ${attempt.problem}\nResponde de nuevo con un único objeto JSON que cumpla exactamente el esquema.`,
        },
      )
      attempt = await this.complete(request.tipo, messages, signal, request)
    }
    if (!attempt.ok) {
      this.log?.warn({ problem: attempt.problem }, 'la IA entregó un documento inválido dos veces')
      throw new HttpError(502, aiMessages.invalid)
    }
    return this.onObjective(request, attempt.content, messages, signal, avisos)
  }

  /**
   * Every question on its OA: the questions that are not are asked again once (the whole document, with
   * what was wrong); those still off their OA are left out, with an aviso that says how many.
   */
  private async onObjective(
    request: AiRequest,
    first: AiContent,
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
    avisos: string[],
  ): Promise<AiContent> {
    let content = first
    let off = offObjectiveItems(content)
    if (off.length === 0) return content
    this.log?.warn({ off }, 'la IA entregó preguntas que no tratan su OA; se piden de nuevo')
    messages.push(
      { role: 'assistant', content: JSON.stringify(content) },
      {
        role: 'user',
        content: [
          'Estas preguntas no tratan el contenido del OA de su sección:',
          ...off.map((o) => `- Pregunta ${o.n}: ${o.why}.`),
          'Reescríbelas sobre el contenido de ese OA, con "oa" igual a su código, y responde de nuevo con el documento completo en un único objeto JSON que cumpla exactamente el esquema.',
        ].join('\n'),
      },
    )
    const again = await this.complete(request.tipo, messages, signal, request)
    if (again.ok) {
      content = again.content
      off = offObjectiveItems(content)
    }
    if (off.length === 0) return content
    const kept = withoutItems(content, off)
    if (kept.tipo === 'evaluacion' && kept.secciones.length === 0) {
      this.log?.warn({ off }, 'ninguna pregunta de la IA trata su OA')
      throw new HttpError(502, aiMessages.offObjective)
    }
    const left = kept.tipo === 'evaluacion' ? kept.secciones.reduce((sum, s) => sum + s.preguntas.length, 0) : 0
    avisos.push(
      `${off.length === 1 ? 'Una pregunta de la IA no trataba' : `${off.length} preguntas de la IA no trataban`} el contenido de su objetivo, ni al pedirla${off.length === 1 ? '' : 's'} de nuevo, y se ${off.length === 1 ? 'dejó' : 'dejaron'} fuera: la evaluación tiene ${left === 1 ? '1 pregunta distinta' : `${left} preguntas distintas`}.`,
    )
    return kept
  }

  /**
   * One element in place of the one at `ruta`: the model gets the document's context (objective, siblings,
   * the current element) and answers `{"elemento": …}` in the element's schema; the answer is validated
   * (schema, different from the current element, not restating the objective) and retried once.
   */
  async regenerate(request: AiRequest, content: AiContent, ruta: string, _seed: number): Promise<AiElement> {
    const current = elementAt(content, ruta)
    const at = parseElementPointer(content.tipo, ruta)
    if (!at || current === undefined) throw new RangeError(`No element at ${ruta}`)
    const signal = AbortSignal.timeout(this.settings.timeoutMs)
    const objective = elementObjective(content, at)
    const objectives = resolveObjectives(request)
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt },
      {
        role: 'user',
        content: [
          `En un documento de tipo «${documentTypeLabels[content.tipo]}» (${request.asignatura}, ${request.nivel}), escribe ${elementNames[content.tipo]} que reemplace a la actual.`.replace(
            ' que reemplace a la actual',
            content.tipo === 'evaluacion' || content.tipo === 'texto'
              ? ' nueva que reemplace a la actual'
              : ' nuevo que reemplace al actual',
          ),
          'Objetivos de aprendizaje del documento:',
          ...objectiveLines(objectives, request),
          ...(objective ? [`El elemento responde a este objetivo: ${objective}`] : []),
          `Elemento actual (escribe uno distinto, del mismo tipo y dificultad): ${JSON.stringify(current)}`,
          `Documento completo, para no repetir otros elementos: ${JSON.stringify(content).slice(0, 12_000)}`,
          ...(content.tipo === 'evaluacion' ? ['', itemRules] : []),
          'Responde con un objeto JSON {"elemento": …} que cumpla exactamente el esquema.',
        ].join('\n'),
      },
    ]
    const schema = elementSchemas[content.tipo]
    const format = elementResponseFormat(content.tipo)
    const attemptOnce = async (): Promise<
      { ok: true; element: AiElement } | { ok: false; raw: string; problem: string }
    > => {
      let completion: Awaited<ReturnType<OpenAI['chat']['completions']['create']>>
      try {
        completion = await this.client.chat.completions.create(
          { model: this.settings.model, messages, response_format: format },
          { signal },
        )
      } catch (error) {
        throw this.explain(error, signal)
      }
      const raw =
        (completion as { choices: { message: { content: string | null } }[] }).choices[0]?.message.content ?? ''
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        return { ok: false, raw, problem: 'La respuesta no es un JSON válido.' }
      }
      const parsed = schema.safeParse((json as { elemento?: unknown })?.elemento)
      if (!parsed.success) return { ok: false, raw, problem: z.prettifyError(parsed.error).slice(0, 3000) }
      const element = parsed.data as AiElement
      // Compared in the schema's key order, whatever order the stored element has.
      const before = schema.safeParse(current)
      if (JSON.stringify(element) === JSON.stringify(before.success ? before.data : current))
        return { ok: false, raw, problem: 'El elemento es igual al actual: escribe uno distinto.' }
      const enunciado = typeof element === 'object' && 'enunciado' in element ? element.enunciado : undefined
      if (enunciado && objective && restatesObjective(enunciado, objective))
        return {
          ok: false,
          raw,
          problem: 'La pregunta repite el objetivo de aprendizaje: evalúalo con una situación concreta.',
        }
      // A question declares an OA of its section and treats its content (issue 29 §1).
      const section = content.tipo === 'evaluacion' ? content.secciones[at[0] ?? 0] : undefined
      if (section && typeof element === 'object' && 'enunciado' in element && 'tipo' in element) {
        const q = element as EvaluacionQuestion
        if (!q.oa && section.oa.length === 1) q.oa = section.oa[0]!
        const why = questionOffObjective(q, section)
        if (why) return { ok: false, raw, problem: `La pregunta no trata el contenido del OA de su sección: ${why}.` }
      }
      return { ok: true, element }
    }
    let attempt = await attemptOnce()
    if (!attempt.ok) {
      this.log?.warn({ problem: attempt.problem }, 'la IA entregó un elemento inválido; se reintenta')
      messages.push(
        { role: 'assistant', content: attempt.raw || '(vacío)' },
        {
          role: 'user',
          content: `Tu respuesta anterior no es válida: ${attempt.problem}\nResponde de nuevo con un único objeto JSON {"elemento": …}.`,
        },
      )
      attempt = await attemptOnce()
    }
    if (!attempt.ok) {
      this.log?.warn({ problem: attempt.problem }, 'la IA entregó un elemento inválido dos veces')
      throw new HttpError(502, aiMessages.invalid)
    }
    return attempt.element
  }

  private async complete(
    tipo: DocumentType,
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal,
    request: AiRequest,
  ) {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          messages,
          // No sampling parameters: reasoning models (o-series, GPT-5) refuse them.
          response_format: responseFormat(tipo),
        },
        { signal },
      )
      const choice = completion.choices[0]
      const refusal = choice?.message.refusal
      if (refusal) return { ok: false, raw: '', problem: `La IA se negó a responder: ${refusal}` } satisfies Attempt
      return check(tipo, choice?.message.content, choice?.finish_reason, request)
    } catch (error) {
      throw this.explain(error, signal)
    }
  }

  private explain(error: unknown, signal: AbortSignal): HttpError {
    if (error instanceof APIConnectionTimeoutError || (error instanceof APIUserAbortError && signal.aborted)) {
      this.log?.warn({ timeoutMs: this.settings.timeoutMs }, 'la IA no respondió a tiempo')
      return new HttpError(504, aiMessages.timeout)
    }
    this.log?.warn({ err: error }, 'error del servicio de IA')
    if (error instanceof APIConnectionError) return new HttpError(502, aiMessages.unreachable)
    if (
      error instanceof APIError &&
      (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404)
    ) {
      return new HttpError(502, aiMessages.rejected)
    }
    return new HttpError(502, aiMessages.failed)
  }
}
