/**
 * Content belongs to its OA (issue 29 §1), for rubrics, scales, practical work and texts: under an OA goes only
 * what was written for that OA and passes its check. The Ciencias instruments file is replaced here by test
 * data for three OA of 5° Básico (`tests/fixtures/instrumentos-ciencias.ts`), so that the rule is tested
 * whatever the subject files hold: the OA's own criterion, indicator and practical work (the one written for
 * the task asked, else its closest, else a related OA's under that OA's code, else none), a piece off its OA
 * left out, a topic asked honoured, and never a text or a situation of another unit under the OA.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type {
  AiRequest,
  EscalaContent,
  RubricaContent,
  TextoContent,
  TrabajoContent,
} from '@/api/contract/documento-contenido'
import type { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { offObjective } from '../../server/content/checks'
import { oaInstrumentos } from '../../server/content/tareas/schema'
import { situations } from '../../server/content/tareas/situaciones'
import { findOa } from '../../server/curriculum/catalogue'
import type { HttpError } from '../../server/errors'
import { sharedCriteria } from '../fixtures/instrumentos-checks'
import { instrumentosCienciasFixture } from '../fixtures/instrumentos-ciencias'

// The unit project shares one module graph per worker (`isolate: false`): the composer is imported afresh
// here, after the Ciencias file is replaced by the test data, and the graph is reset again afterwards.
const cienciasFile = '../../server/content/ciencias/instrumentos'
let ai: PlantillasProvider
let instrumentos: typeof import('../../server/content/instrumentos')
let HttpErrorClass: typeof HttpError

beforeAll(async () => {
  vi.resetModules()
  vi.doMock(cienciasFile, () => ({ instrumentosCiencias: instrumentosCienciasFixture }))
  ai = new (await import('../../server/adapters/ai/plantillas')).PlantillasProvider()
  instrumentos = await import('../../server/content/instrumentos')
  HttpErrorClass = (await import('../../server/errors')).HttpError
})

afterAll(() => {
  vi.doUnmock(cienciasFile)
  vi.resetModules()
})

function ask(tipo: AiRequest['tipo'], codigo: string, extra: Partial<AiRequest> = {}): AiRequest {
  const oa = findOa(codigo)!
  return {
    tipo,
    nivel: oa.nivel,
    asignatura: 'Ciencias Naturales',
    objetivos: [`${oa.codigo}: ${oa.descripcion}`],
    instrucciones: '',
    ...extra,
  }
}

async function compose<T>(r: AiRequest): Promise<{ content: T; avisos: string[] }> {
  const avisos: string[] = []
  const content = (await ai.generate(r, avisos)) as T
  return { content, avisos }
}

/** The refusal a request gets: its status and message. */
async function refusal(r: AiRequest): Promise<HttpError> {
  const error = await ai.generate(r).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error, `${r.tipo} ${r.objetivos[0]}`).toBeInstanceOf(HttpErrorClass)
  return error as HttpError
}

const taskRows = (c: RubricaContent) => c.criterios.filter((row) => row.objetivo.startsWith('Desempeño en la tarea'))

describe('the test data', () => {
  it('parses with the schema, and every piece is on its OA but the indicator written off it on purpose', () => {
    const off: string[] = []
    for (const row of instrumentosCienciasFixture) {
      const parsed = oaInstrumentos.parse(row)
      const criterion = [parsed.criterio.nombre, ...parsed.criterio.descriptores].join(' ')
      if (offObjective(parsed.codigo, { tipo: 'criterio', texto: criterion })) off.push(`${parsed.codigo} criterio`)
      // A scale prints one person: each must be on the OA.
      if (
        offObjective(parsed.codigo, { tipo: 'indicador', texto: parsed.indicador.tercera }) ||
        offObjective(parsed.codigo, { tipo: 'indicador', texto: parsed.indicador.primera })
      )
        off.push(`${parsed.codigo} indicador`)
      for (const w of parsed.trabajos)
        if (offObjective(parsed.codigo, { tipo: 'tarea', texto: [w.titulo, ...w.presentacion].join(' ') }))
          off.push(`${parsed.codigo} ${w.id}`)
    }
    expect(off).toEqual(['CN05 OA 03 indicador'])
    // The other subjects' files are the real ones: of Ciencias, only the test data.
    expect(
      instrumentos
        .instrumentosAll()
        .map((r) => r.codigo)
        .filter((c) => c.startsWith('CN')),
    ).toEqual(['CN05 OA 11', 'CN05 OA 09', 'CN05 OA 03'])
    expect(instrumentos.instrumentosDe('CN05 OA 10')).toBeUndefined()
  })
})

describe('rubrics', () => {
  it("the task's criteria and the OA's own content criterion, labelled with its code; no aviso", async () => {
    const { content, avisos } = await compose<RubricaContent>(ask('rubrica', 'CN05 OA 11'))
    const own = content.criterios.filter((row) => !row.objetivo.startsWith('Desempeño en la tarea'))
    expect(own.map((row) => row.criterio)).toEqual(['Ahorro y uso responsable de la electricidad (CN05 OA 11)'])
    expect(own[0]!.descriptores[0]).toMatch(/^Explica para qué usa la electricidad su familia/)
    expect(taskRows(content).length).toBeGreaterThanOrEqual(3)
    expect(avisos.join(' ')).not.toMatch(/no tiene todavía/)
  })

  it('an OA with no criterion written gets none (never the subject’s «Conceptos de la unidad»), and an aviso', async () => {
    const { content, avisos } = await compose<RubricaContent>(ask('rubrica', 'CN05 OA 10'))
    expect(content.criterios.every((row) => row.objetivo.startsWith('Desempeño en la tarea'))).toBe(true)
    expect(JSON.stringify(content)).not.toMatch(/de la unidad|Conocimiento científico|CN05 OA 10/)
    expect(avisos).toContain(
      'CN05 OA 10 no tiene todavía en Pizarra un criterio de contenido escrito para él: la rúbrica evalúa el informe de laboratorio; puede agregar el criterio del objetivo en el editor.',
    )
  })

  it('regenerating the OA’s row gives its own criterion again, never another OA’s or the subject’s', async () => {
    const r = ask('rubrica', 'CN05 OA 11')
    const { content } = await compose<RubricaContent>(r)
    const last = content.criterios.length - 1
    for (const seed of [1, 2, 3]) {
      const row = (await ai.regenerate(r, content, `/criterios/${last}`, seed)) as RubricaContent['criterios'][number]
      expect(row.criterio).toBe('Ahorro y uso responsable de la electricidad (CN05 OA 11)')
    }
  })
})

describe('appreciation scales', () => {
  it("the task's indicators and the OA's own indicator", async () => {
    const { content } = await compose<EscalaContent>(ask('escala', 'CN05 OA 11'))
    expect(content.secciones).toHaveLength(2)
    expect(content.secciones[1]!.objetivo.startsWith('CN05 OA 11')).toBe(true)
    expect(content.secciones[1]!.indicadores).toEqual([
      'Propone una medida para ahorrar electricidad en la casa y explica por qué disminuye el consumo.',
    ])
  })

  it('an indicator written off its OA is left out, and the aviso says the OA has none', async () => {
    const { content, avisos } = await compose<EscalaContent>(ask('escala', 'CN05 OA 03'))
    expect(content.secciones).toHaveLength(1)
    expect(JSON.stringify(content)).not.toMatch(/alimento/)
    expect(avisos.join(' ')).toMatch(/^CN05 OA 03 no tiene todavía en Pizarra un indicador escrito para él/)
  })
})

describe('practical work', () => {
  it('the OA’s own work written for the task asked: a lab report on the electricity a house uses', async () => {
    const { content, avisos } = await compose<TrabajoContent>(ask('trabajo', 'CN05 OA 11', { tarea: 'experimento' }))
    expect(content.titulo).toBe('Informe de laboratorio: Cuánta electricidad gasta mi casa')
    expect(content.descripcion).toMatch(/^Pregunta: ¿Qué artefactos de la casa gastan más electricidad/)
    expect(content.tabla?.columnas).toEqual(['Artefacto', 'Potencia (W)', 'Horas al día', 'Consumo diario (Wh)'])
    expect(content.pasos.map((p) => p.titulo).slice(0, 4)).toEqual([
      'Hipótesis',
      'Procedimiento',
      'Cálculo del consumo',
      'Conclusión y medidas de ahorro',
    ])
    expect(content.criterios[0]!.criterio).toBe('CN05 OA 11: Ahorro y uso responsable de la electricidad')
    expect(avisos.join(' ')).not.toMatch(/no tiene todavía/)
  })

  it('no work written for the task asked: the OA’s closest work, with an aviso naming the task it was written for', async () => {
    const { content, avisos } = await compose<TrabajoContent>(ask('trabajo', 'CN05 OA 11', { tarea: 'maqueta' }))
    expect(content.titulo).toBe('Maqueta: Una campaña para ahorrar electricidad en la escuela')
    expect(avisos).toContain(
      'CN05 OA 11 no tiene todavía en Pizarra un trabajo práctico escrito para la maqueta: se entrega el suyo escrito para el afiche o la exposición oral, con los pasos de la maqueta.',
    )
  })

  it('a topic named in the instructions picks the work about it; another seed another work when none is named', async () => {
    for (const semilla of [1, 2, 3, 4]) {
      const standby = await compose<TrabajoContent>(
        ask('trabajo', 'CN05 OA 11', { tarea: 'afiche', semilla, instrucciones: 'Un afiche sobre el modo de espera.' }),
      )
      expect(standby.content.titulo).toBe('Afiche: Los artefactos que gastan electricidad apagados')
      const rooms = await compose<TrabajoContent>(
        ask('trabajo', 'CN05 OA 11', { tarea: 'afiche', semilla, instrucciones: 'Sobre las salas vacías.' }),
      )
      expect(rooms.content.titulo).toBe('Afiche: Una campaña para ahorrar electricidad en la escuela')
      expect(rooms.avisos.join(' ')).not.toMatch(/Se pidió el tema/)
    }
    const titles = new Set<string>()
    for (const semilla of [1, 2, 3, 4, 5, 6])
      titles.add(
        (await compose<TrabajoContent>(ask('trabajo', 'CN05 OA 11', { tarea: 'afiche', semilla }))).content.titulo,
      )
    expect(titles.size).toBe(2)
    // A topic the OA has no work on: said in an aviso.
    const penguin = await compose<TrabajoContent>(
      ask('trabajo', 'CN05 OA 11', { tarea: 'afiche', instrucciones: 'Sobre el pingüino de Humboldt.' }),
    )
    expect(penguin.avisos.join(' ')).toMatch(/Se pidió el tema «el pingüino de Humboldt»/)
  })

  it('an OA with no work gets a related OA’s, labelled with that OA’s code, never one of another unit', async () => {
    const { content, avisos } = await compose<TrabajoContent>(ask('trabajo', 'CN05 OA 10', { tarea: 'maqueta' }))
    expect(content.titulo).toBe('Maqueta: Luz para una casa de cartón (CN05 OA 09)')
    expect(content.criterios[0]!.criterio).toBe('CN05 OA 09: Circuito eléctrico simple')
    expect(JSON.stringify(content.criterios)).not.toMatch(/CN05 OA 10/)
    expect(avisos).toContain(
      'CN05 OA 10 no tiene todavía en Pizarra un trabajo práctico: se entrega uno de CN05 OA 09, objetivo del mismo eje (ciencias físicas y químicas) de 5° Básico, indicado con su código.',
    )
  })

  it('no work and no related OA with one: the task’s steps on the OA’s topic and an aviso, or a refusal for a lab report', async () => {
    const { content, avisos } = await compose<TrabajoContent>(ask('trabajo', 'CN05 OA 03', { tarea: 'maqueta' }))
    expect(content.titulo).toBe('Maqueta de Ciencias Naturales')
    expect(content.tabla).toBeNull()
    expect(situations.some((s) => JSON.stringify(content).includes(s.titulo))).toBe(false)
    // Its criterion is written and on the OA: the model is graded on it.
    expect(content.criterios[0]!.criterio).toBe('CN05 OA 03: Respiración y sistema respiratorio')
    expect(avisos.join(' ')).toMatch(
      /^CN05 OA 03 no tiene todavía en Pizarra un trabajo práctico escrito para él, ni un objetivo relacionado que lo tenga: el documento trae los pasos de la maqueta/,
    )
    const refused = await refusal(ask('trabajo', 'CN05 OA 03', { tarea: 'experimento' }))
    expect(refused.statusCode).toBe(422)
    expect(refused.detail).toMatch(/el informe de laboratorio necesita un experimento del objetivo/)
  })
})

describe('texts', () => {
  it('«Uso responsable de la electricidad y cómo ahorrarla en la casa» never reads the frog’s life cycle', async () => {
    for (const genero of [undefined, 'informativo', 'cuento', 'noticia'] as const) {
      const r: AiRequest = {
        tipo: 'texto',
        nivel: '5° Básico',
        asignatura: 'Ciencias Naturales',
        objetivos: ['Uso responsable de la electricidad y cómo ahorrarla en la casa'],
        instrucciones: '',
        ...(genero ? { genero } : {}),
      }
      const content = await ai.generate(r).then(
        (c) => c as TextoContent,
        (e: unknown) => {
          // No text on the OA: a refusal that says so, nothing on another topic.
          expect((e as HttpError).detail).toMatch(/^Pizarra no tiene todavía un texto .*sobre el objetivo CN05 OA 11/)
          return undefined
        },
      )
      if (!content) continue
      expect(content.titulo).not.toMatch(/rana/)
      expect(
        offObjective('CN05 OA 11', { tipo: 'texto', texto: [content.titulo, ...content.parrafos].join(' ') }),
      ).toBe(undefined)
    }
  })
})

describe('no two OA share a set of criteria word for word', () => {
  it('finds a criterion written twice', () => {
    const [a, b] = instrumentosCienciasFixture
    expect(sharedCriteria([a!, b!])).toEqual([])
    expect(sharedCriteria([a!, { ...b!, criterio: { ...a!.criterio } }])).toEqual(['CN05 OA 09 = CN05 OA 11'])
  })
})
