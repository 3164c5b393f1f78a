import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { generatedDocument } from '@/api/contract/documentos'
import { aiMessages, OpenAiProvider } from '../../server/adapters/ai/openai'
import { findOa } from '../../server/curriculum/catalogue'
import type { EvaluacionContent, EvaluacionQuestion, RubricaContent } from '../../server/documents/content'
import { sampleAiRequests } from '../../server/documents/samples'
import { HttpError } from '../../server/errors'
import { readDocx } from '../fixtures/docx'
import { createSchool, createTestApp, detailOf, parse } from './helpers'

/**
 * A local server that speaks the chat-completions protocol: each request takes the next scripted answer
 * and is recorded, so the tests run the real provider (the official SDK) over real HTTP.
 */
interface Recorded {
  url: string
  headers: IncomingHttpHeaders
  body: {
    model: string
    messages: { role: string; content: string }[]
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } }
  }
}
type Answer = (res: ServerResponse) => void
let server: Server
let baseUrl: string
let script: Answer[] = []
let requests: Recorded[] = []

const completion =
  (content: string, finish = 'stop'): Answer =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'modelo-de-prueba',
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finish, logprobs: null },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    )
  }
const failure =
  (status: number): Answer =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: { message: 'falla simulada', type: 'server_error' } }))
  }
/** Never answers: the client must give up by itself. */
const silence: Answer = () => {}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) })
      const answer = script.shift() ?? failure(500)
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterEach(() => {
  script = []
  requests = []
  server.closeAllConnections()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const provider = (timeoutMs = 10_000) =>
  new OpenAiProvider({ baseUrl, apiKey: 'clave-de-prueba', model: 'modelo-de-prueba', timeoutMs })

const evaluacion: EvaluacionContent = {
  tipo: 'evaluacion',
  titulo: 'Prueba de fracciones y decimales',
  proposito: 'Evaluar la resolución de problemas con fracciones y la representación de decimales.',
  duracion_minutos: 60,
  instrucciones: ['Lee atentamente cada pregunta.'],
  secciones: [
    {
      objetivo: sampleAiRequests.evaluacion.objetivos[0]!,
      oa: ['MA05 OA 13'],
      titulo: 'Fracciones',
      instruccion: 'Marca la alternativa correcta.',
      texto_base: null,
      preguntas: [
        {
          tipo: 'seleccion_multiple',
          habilidad: 'Aplicar',
          clave: 'B',
          enunciado:
            'Resuelve el problema con fracciones: Ana comió 1/4 de una torta y Luis 2/4. ¿Qué fracción de la torta comieron entre los dos?',
          alternativas: ['3/8', '3/4', '2/4', '1/2'],
          puntaje: 2,
          respuesta_esperada: 'B) 3/4',
          oa: 'MA05 OA 13',
        },
      ],
    },
    {
      objetivo: sampleAiRequests.evaluacion.objetivos[1]!,
      oa: ['MA05 OA 11'],
      titulo: 'Decimales',
      instruccion: 'Responde en el espacio asignado.',
      texto_base: null,
      preguntas: [
        {
          tipo: 'respuesta_breve',
          habilidad: 'Recordar',
          clave: null,
          enunciado: '¿Qué número es mayor: 3,012 o 3,12? Explica cómo los comparaste.',
          alternativas: [],
          puntaje: 2,
          respuesta_esperada: '3,12: tienen los mismos enteros y en los décimos 1 es mayor que 0.',
          oa: 'MA05 OA 11',
        },
      ],
    },
  ],
}

describe('OpenAiProvider against a chat-completions server', () => {
  it('sends Spanish prompts grounded in the curriculum and asks for the content model as strict JSON', async () => {
    script = [completion(JSON.stringify(evaluacion))]
    const content = await provider().generate(sampleAiRequests.evaluacion)
    expect(content).toEqual(evaluacion)
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request!.url).toBe('/v1/chat/completions')
    expect(request!.headers.authorization).toBe('Bearer clave-de-prueba')
    expect(request!.body.model).toBe('modelo-de-prueba')
    const [system, user] = request!.body.messages
    expect(system!.role).toBe('system')
    expect(system!.content).toContain('Bases Curriculares')
    expect(system!.content).toContain('Objetivos de Aprendizaje (OA)')
    expect(system!.content).toContain('exigencia del 60 %')
    expect(user!.content).toContain('Nivel: 5° Básico')
    expect(user!.content).toContain('Asignatura: Matemática')
    expect(user!.content).toContain(`1. ${sampleAiRequests.evaluacion.objetivos[0]}`)
    expect(user!.content).toContain(
      `nunca las copies en el documento del estudiante): ${sampleAiRequests.evaluacion.instrucciones}`,
    )
    const format = request!.body.response_format
    expect(format.type).toBe('json_schema')
    expect(format.json_schema.name).toBe('documento_evaluacion')
    expect(format.json_schema.strict).toBe(true)
    const schema = JSON.stringify(format.json_schema.schema)
    expect(schema).toContain('"secciones"')
    expect(schema).toContain('"additionalProperties":false')
    expect(schema).not.toContain('maxLength')
  })

  it('retries once when the answer does not fit the schema, telling the model what was wrong', async () => {
    const broken = { ...evaluacion, secciones: [] }
    script = [completion(JSON.stringify(broken)), completion(JSON.stringify(evaluacion))]
    await expect(provider().generate(sampleAiRequests.evaluacion)).resolves.toEqual(evaluacion)
    expect(requests).toHaveLength(2)
    const retry = requests[1]!.body.messages
    expect(retry).toHaveLength(4)
    expect(retry[2]).toMatchObject({ role: 'assistant', content: JSON.stringify(broken) })
    expect(retry[3]!.role).toBe('user')
    expect(retry[3]!.content).toContain('Tu respuesta anterior no es válida')
    expect(retry[3]!.content).toContain('secciones')
  })

  it('retries a truncated or non-JSON answer too', async () => {
    script = [completion('{"tipo": "rubrica", "titulo": "Rúb', 'length'), completion('no es json')]
    await expect(provider().generate(sampleAiRequests.rubrica)).rejects.toMatchObject({
      statusCode: 502,
      detail: aiMessages.invalid,
    })
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body.messages.at(-1)!.content).toContain('quedó cortada')
  })

  it('gives up after the second invalid answer with a Spanish message', async () => {
    const wrongLevels: RubricaContent = {
      tipo: 'rubrica',
      titulo: 'Rúbrica',
      descripcion: 'Maqueta',
      // Three levels instead of four.
      niveles: [
        { nombre: 'Logrado', puntaje: 3 },
        { nombre: 'Medianamente logrado', puntaje: 2 },
        { nombre: 'Por lograr', puntaje: 1 },
      ],
      criterios: [{ objetivo: 'OA 1', criterio: 'Contenido', descriptores: ['a', 'b', 'c', 'd'] }],
    }
    script = [completion(JSON.stringify(wrongLevels)), completion(JSON.stringify(wrongLevels))]
    const error = await provider()
      .generate(sampleAiRequests.rubrica)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ statusCode: 502, detail: aiMessages.invalid })
    expect(requests).toHaveLength(2)
  })

  it('times out with a clear message when the server does not answer', async () => {
    script = [silence, silence, silence]
    const error = await provider(300)
      .generate(sampleAiRequests.texto)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 504, detail: aiMessages.timeout })
    expect((error as HttpError).detail).toContain('No se descontó ninguna evaluación')
  })

  it('explains a rejected key and a failing server', async () => {
    script = [failure(401)]
    await expect(provider().generate(sampleAiRequests.escala)).rejects.toMatchObject({ detail: aiMessages.rejected })
    script = [failure(500), failure(500)]
    await expect(provider().generate(sampleAiRequests.escala)).rejects.toMatchObject({ detail: aiMessages.failed })
  })
})

describe('OpenAiProvider grounding and item checks', () => {
  it('grounds the prompt in the catalogue: OA code and description, example items of the level and item rules', async () => {
    script = [completion(JSON.stringify(evaluacion))]
    await provider().generate(sampleAiRequests.evaluacion)
    const user = requests[0]!.body.messages[1]!.content
    const oa = findOa('MA05 OA 13')!
    expect(user).toContain(
      `OA del currículum nacional: MA05 OA 13 (Matemática, 5° Básico, eje ${oa.eje}): ${oa.descripcion}`,
    )
    expect(user).toContain('Reglas para redactar preguntas:')
    expect(user).toContain('nunca copies ni parafrasees el objetivo')
    expect(user).toContain('«todas las anteriores»')
    const examples = user.slice(user.indexOf('Ejemplos de preguntas del mismo nivel'))
    // Two computed items of the objective (sums and differences of fractions or decimals), each with its
    // four alternatives and key.
    const items = examples.match(/^- .*A\) .* B\) .* C\) .* D\) .* Clave: [ABCD]\.$/gm)
    expect(items).toHaveLength(2)
    for (const item of items!) {
      expect(item).toMatch(/\d+(\/|,)\d+.*\d+(\/|,)\d+/)
      expect(item).toMatch(/total|quedó/)
    }
    const schema = JSON.stringify(requests[0]!.body.response_format.json_schema.schema)
    for (const field of ['"habilidad"', '"clave"', '"oa"', '"texto_base"']) expect(schema).toContain(field)
  })

  it('retries once when a question restates the objective instead of testing it', async () => {
    const restated: EvaluacionContent = structuredClone(evaluacion)
    restated.secciones[0]!.preguntas[0] = {
      tipo: 'respuesta_breve',
      habilidad: 'Comprender',
      clave: null,
      enunciado:
        'Explica qué significa resolver problemas rutinarios y no rutinarios con sumas y restas de fracciones propias o de decimales hasta la milésima.',
      alternativas: [],
      puntaje: 2,
      respuesta_esperada: 'Explica el objetivo.',
    }
    script = [completion(JSON.stringify(restated)), completion(JSON.stringify(evaluacion))]
    await expect(provider().generate(sampleAiRequests.evaluacion)).resolves.toEqual(evaluacion)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body.messages.at(-1)!.content).toContain('La pregunta 1 repite el objetivo de aprendizaje')
  })

  it('rejects a multiple-choice answer whose key does not match its pauta or repeats an alternative', async () => {
    const wrongKey: EvaluacionContent = structuredClone(evaluacion)
    wrongKey.secciones[0]!.preguntas[0]!.clave = 'A'
    const repeated: EvaluacionContent = structuredClone(evaluacion)
    repeated.secciones[0]!.preguntas[0]!.alternativas = ['3/4', '3/4', '2/4', '1/2']
    script = [completion(JSON.stringify(wrongKey)), completion(JSON.stringify(repeated))]
    await expect(provider().generate(sampleAiRequests.evaluacion)).rejects.toMatchObject({ detail: aiMessages.invalid })
    expect(requests[1]!.body.messages.at(-1)!.content).toContain('debe comenzar con la letra de la clave (A)')
  })

  it('regenerates one question: sends the element schema and context, retries an unchanged answer', async () => {
    const ruta = '/secciones/0/preguntas/0'
    const current = evaluacion.secciones[0]!.preguntas[0]!
    const fresh: EvaluacionQuestion = {
      tipo: 'seleccion_multiple',
      habilidad: 'Aplicar',
      enunciado:
        'Resuelve el problema con fracciones: Pedro pintó 2/6 de una reja y Rosa 3/6. ¿Qué fracción de la reja pintaron entre los dos?',
      alternativas: ['5/12', '5/6', '6/6', '1/6'],
      clave: 'B',
      puntaje: 2,
      respuesta_esperada: 'B) 5/6',
      oa: 'MA05 OA 13',
    }
    script = [completion(JSON.stringify({ elemento: current })), completion(JSON.stringify({ elemento: fresh }))]
    await expect(provider().regenerate(sampleAiRequests.evaluacion, evaluacion, ruta, 1)).resolves.toEqual(fresh)
    expect(requests).toHaveLength(2)
    const first = requests[0]!.body
    expect(first.response_format.json_schema.name).toBe('elemento_evaluacion')
    expect(JSON.stringify(first.response_format.json_schema.schema)).toContain('"elemento"')
    const prompt = first.messages[1]!.content
    expect(prompt).toContain('escribe una pregunta nueva que reemplace a la actual')
    expect(prompt).toContain(JSON.stringify(current))
    expect(prompt).toContain(`El elemento responde a este objetivo: ${evaluacion.secciones[0]!.objetivo}`)
    expect(requests[1]!.body.messages.at(-1)!.content).toContain('igual al actual')
  })

  it('regenerates a rubric criterion and gives up after two invalid answers', async () => {
    const rubrica: RubricaContent = {
      tipo: 'rubrica',
      titulo: 'Rúbrica',
      descripcion: 'Maqueta de la célula',
      niveles: [
        { nombre: 'Logrado', puntaje: 4 },
        { nombre: 'Medianamente logrado', puntaje: 3 },
        { nombre: 'Por lograr', puntaje: 2 },
        { nombre: 'No logrado', puntaje: 1 },
      ],
      criterios: [{ objetivo: 'OA 1', criterio: 'Contenido', descriptores: ['a', 'b', 'c', 'd'] }],
    }
    const threeDescriptors = { objetivo: 'OA 1', criterio: 'Modelo', descriptores: ['a', 'b', 'c'] }
    script = [completion(JSON.stringify({ elemento: threeDescriptors })), completion('{"elemento": null}')]
    await expect(provider().regenerate(sampleAiRequests.rubrica, rubrica, '/criterios/0', 1)).rejects.toMatchObject({
      statusCode: 502,
      detail: aiMessages.invalid,
    })
    expect(requests).toHaveLength(2)
    expect(requests[0]!.body.response_format.json_schema.name).toBe('elemento_rubrica')
  })
})

describe("OpenAiProvider: every question on its OA's content (issue 29 §1)", () => {
  /** A question on another subject's content, declared under the section's OA. */
  const offTopic: EvaluacionQuestion = {
    tipo: 'seleccion_multiple',
    habilidad: 'Recordar',
    clave: 'A',
    enunciado: '¿Qué órgano bombea la sangre por el cuerpo humano?',
    alternativas: ['El corazón', 'El hígado', 'El estómago', 'El riñón'],
    puntaje: 2,
    respuesta_esperada: 'A) El corazón',
    oa: 'MA05 OA 13',
  }
  const withOffTopic = () => {
    const c: EvaluacionContent = structuredClone(evaluacion)
    c.secciones[0]!.preguntas.push(structuredClone(offTopic))
    // A model may send null: the question then declares its section's only OA, and is checked on it.
    c.secciones[1]!.preguntas[0]!.oa = null
    return c
  }

  it('asks again once for a question off its OA, then leaves it out with an aviso', async () => {
    script = [completion(JSON.stringify(withOffTopic())), completion(JSON.stringify(withOffTopic()))]
    const avisos: string[] = []
    const content = (await provider().generate(sampleAiRequests.evaluacion, avisos)) as EvaluacionContent
    expect(requests).toHaveLength(2)
    const retry = requests[1]!.body.messages.at(-1)!.content
    expect(retry).toContain('Estas preguntas no tratan el contenido del OA de su sección')
    // MA05 OA 13's check asks for a fraction or a decimal number (`content/checks/matematica.ts`).
    expect(retry).toContain('- Pregunta 2: MA05 OA 13: el ítem no construye una fracción')
    const statements = content.secciones.flatMap((s) => s.preguntas.map((q) => q.enunciado))
    expect(statements).not.toContain(offTopic.enunciado)
    expect(statements).toHaveLength(2)
    expect(avisos).toEqual([
      'Una pregunta de la IA no trataba el contenido de su objetivo, ni al pedirla de nuevo, y se dejó fuera: la evaluación tiene 2 preguntas distintas.',
    ])
    // What is kept declares its OA (a model's null is read as its section's only OA).
    expect(content.secciones.flatMap((s) => s.preguntas.map((q) => q.oa))).toEqual(['MA05 OA 13', 'MA05 OA 11'])
  })

  it('keeps the answer asked again when its questions are on their OA', async () => {
    script = [completion(JSON.stringify(withOffTopic())), completion(JSON.stringify(evaluacion))]
    const avisos: string[] = []
    const content = (await provider().generate(sampleAiRequests.evaluacion, avisos)) as EvaluacionContent
    expect(requests).toHaveLength(2)
    expect(content.secciones.flatMap((s) => s.preguntas.map((q) => q.enunciado))).toEqual(
      evaluacion.secciones.flatMap((s) => s.preguntas.map((q) => q.enunciado)),
    )
    expect(avisos).toEqual([])
  })

  it('asks again for a question that declares an OA of no section, and refuses when nothing is on its OA', async () => {
    const elsewhere: EvaluacionContent = structuredClone(evaluacion)
    elsewhere.secciones[1]!.preguntas[0]!.oa = 'MA04 OA 08'
    const allOff: EvaluacionContent = structuredClone(evaluacion)
    allOff.secciones.forEach((s, i) => {
      s.preguntas = [{ ...structuredClone(offTopic), enunciado: `${offTopic.enunciado} (${i + 1})`, oa: s.oa[0]! }]
    })
    script = [completion(JSON.stringify(elsewhere)), completion(JSON.stringify(allOff))]
    await expect(provider().generate(sampleAiRequests.evaluacion)).rejects.toMatchObject({
      statusCode: 502,
      detail: aiMessages.offObjective,
    })
    expect(requests[1]!.body.messages.at(-1)!.content).toContain(
      '- Pregunta 2: la pregunta declara MA04 OA 08, que no es un OA de su sección.',
    )
  })

  it('regenerates a question only on its OA: an off-topic one is asked again', async () => {
    const ruta = '/secciones/0/preguntas/0'
    const fresh: EvaluacionQuestion = {
      tipo: 'seleccion_multiple',
      habilidad: 'Aplicar',
      enunciado:
        'Resuelve el problema con fracciones: Sofía leyó 1/5 de un libro el lunes y 2/5 el martes. ¿Qué fracción del libro leyó?',
      alternativas: ['3/10', '3/5', '2/5', '1/5'],
      clave: 'B',
      puntaje: 2,
      respuesta_esperada: 'B) 3/5',
      oa: 'MA05 OA 13',
    }
    script = [completion(JSON.stringify({ elemento: offTopic })), completion(JSON.stringify({ elemento: fresh }))]
    await expect(provider().regenerate(sampleAiRequests.evaluacion, evaluacion, ruta, 1)).resolves.toEqual(fresh)
    expect(requests[1]!.body.messages.at(-1)!.content).toContain('no trata el contenido del OA de su sección')
  })
})

describe('POST /api/generar-documento/ with AI_BASE_URL set', () => {
  it('uses the configured model, spends one evaluation, and none when the model fails', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-ai-'))
    const t = await createTestApp(
      {},
      {
        DATA_DIR: dataDir,
        AI_BASE_URL: baseUrl,
        AI_API_KEY: 'clave-de-prueba',
        AI_MODEL: 'modelo-de-prueba',
        AI_TIMEOUT_MS: '5000',
      },
    )
    try {
      expect(t.app.ai.name).toBe('openai')
      const school = await createSchool(t)
      script = [completion(JSON.stringify(evaluacion))]
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/generar-documento/',
        headers: school.headers,
        // Without "60 minutos": the scripted two-question answer would not fit an hour and be retried.
        payload: {
          ...sampleAiRequests.evaluacion,
          instrucciones: 'Evaluación sumativa con ejemplos de la vida cotidiana.',
        },
      })
      expect(ok.statusCode).toBe(200)
      expect(requests).toHaveLength(1)
      const url = new URL(parse(generatedDocument, ok.body).gcs_url)
      const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
      const doc = await readDocx(file.rawPayload)
      expect(doc.paragraphs[0]).toBe('Prueba de fracciones y decimales')
      expect(doc.paragraphs).toContain('B)\t3/4')
      expect((await t.app.quota.status(school.user.id)).usadas).toBe(1)

      script = [completion('{}'), completion('{}')]
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/generar-documento/',
        headers: school.headers,
        payload: sampleAiRequests.evaluacion,
      })
      expect(failed.statusCode).toBe(502)
      expect(detailOf(failed.body)).toBe(aiMessages.invalid)
      expect((await t.app.quota.status(school.user.id)).usadas).toBe(1)
    } finally {
      await t.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
