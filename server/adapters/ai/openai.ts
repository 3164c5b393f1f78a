import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { type AiContent, type AiRequest, aiContentSchemas } from '@/api/contract/documento-contenido'
import { type DocumentType, documentTypeLabels } from '@/domain/catalog'
import { gradeScale } from '@/domain/grade-scale'
import type { Config } from '../../config'
import { HttpError } from '../../errors'
import type { AiProvider } from './provider'

const noEvaluationSpent = 'No se descontó ninguna evaluación.'
export const aiMessages = {
  timeout: `El servicio de IA no respondió a tiempo. Inténtalo de nuevo en unos minutos. ${noEvaluationSpent}`,
  unreachable: `No se pudo conectar con el servicio de IA. Inténtalo de nuevo en unos minutos. ${noEvaluationSpent}`,
  rejected: `El servicio de IA rechazó la solicitud. Revisa la configuración de IA del servidor. ${noEvaluationSpent}`,
  failed: `El servicio de IA respondió con un error. Inténtalo de nuevo en unos minutos. ${noEvaluationSpent}`,
  invalid: `La IA entregó un documento incompleto. Inténtalo de nuevo; puedes precisar las instrucciones. ${noEvaluationSpent}`,
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
    'Redacta una evaluación escrita con una sección por cada objetivo, en el mismo orden. Combina preguntas de selección múltiple (cuatro alternativas plausibles y una sola correcta), verdadero o falso, respuesta breve y desarrollo, de dificultad progresiva. Asigna un puntaje entero a cada pregunta e incluye en cada una la pauta de corrección para el docente.',
  rubrica:
    'Redacta una rúbrica analítica con al menos un criterio por objetivo y exactamente cuatro niveles de desempeño con puntajes descendentes (por ejemplo Logrado, Medianamente logrado, Por lograr y No logrado). Cada descriptor debe ser observable y distinguirse con claridad del nivel vecino.',
  trabajo:
    'Diseña un trabajo práctico con propósito, modalidad, producto final, materiales accesibles para un colegio chileno, pasos ordenados, un cronograma por clases y criterios de evaluación con puntaje entero.',
  escala:
    'Elabora una escala de apreciación con indicadores observables para cada objetivo, redactados en tercera persona, y exactamente cuatro niveles de frecuencia o logro con puntajes descendentes.',
  texto:
    'Escribe un texto literario original (no reproduzcas obras existentes) adecuado al nivel y a los objetivos, y actividades de comprensión lectora para antes, durante y después de la lectura, cada una vinculada a uno de los objetivos. Incluye preguntas explícitas, inferenciales y de reflexión crítica.',
}

/** The teacher's request as the user message, in Spanish. */
export function userPrompt(request: AiRequest): string {
  return [
    `Genera un documento de tipo «${documentTypeLabels[request.tipo]}».`,
    guidance[request.tipo],
    '',
    `Nivel: ${request.nivel}`,
    `Asignatura: ${request.asignatura}`,
    'Objetivos de aprendizaje:',
    ...request.objetivos.map((objetivo, i) => `${i + 1}. ${objetivo}`),
    `Instrucciones del docente: ${request.instrucciones}`,
  ].join('\n')
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

type Attempt = { ok: true; content: AiContent } | { ok: false; raw: string; problem: string }

function check(tipo: DocumentType, raw: string | null | undefined, finish: string | undefined): Attempt {
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

  async generate(request: AiRequest): Promise<AiContent> {
    const signal = AbortSignal.timeout(this.settings.timeoutMs)
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: userPrompt(request) },
    ]
    let attempt = await this.complete(request.tipo, messages, signal)
    if (!attempt.ok) {
      this.log?.warn({ problem: attempt.problem }, 'la IA entregó un documento inválido; se reintenta')
      messages.push(
        { role: 'assistant', content: attempt.raw || '(vacío)' },
        {
          role: 'user',
          content: `Tu respuesta anterior no es válida: ${attempt.problem}\nResponde de nuevo con un único objeto JSON que cumpla exactamente el esquema.`,
        },
      )
      attempt = await this.complete(request.tipo, messages, signal)
    }
    if (!attempt.ok) {
      this.log?.warn({ problem: attempt.problem }, 'la IA entregó un documento inválido dos veces')
      throw new HttpError(502, aiMessages.invalid)
    }
    return attempt.content
  }

  private async complete(tipo: DocumentType, messages: ChatCompletionMessageParam[], signal: AbortSignal) {
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
      return check(tipo, choice?.message.content, choice?.finish_reason)
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
