/**
 * The spelling gate over the offline composer: rubrics, scales and practical work for every task, texts of
 * every genre and evaluations (40 items at each difficulty, and every item kind), on a spread of levels of the
 * four catalogue subjects, each word checked against Spanish dictionaries (see `tests/fixtures/spelling.ts`
 * for the rules). `SPELLING_ALL_OA=1` sweeps every OA of every catalogue level (a few minutes). Every written
 * item, composed or not, is checked by `spelling-items.test.ts`.
 */
import { describe, expect, it } from 'vitest'
import type { AiRequest } from '@/api/contract/documento-contenido'
import { assessedTasks, difficulties, itemKinds, textGenres } from '@/domain/request-options'
import { oaItems } from '../../server/adapters/ai/compose/oa-items'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'
import { itemBank } from '../../server/documents/items/bank'
import { asEvaluation, misspellings, unneededEntries } from '../fixtures/spelling'

const ai = new PlantillasProvider()
const subjects = [
  'Matemática',
  'Lenguaje y Comunicación',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
]
const everyOa = process.env.SPELLING_ALL_OA === '1'
const levels = everyOa
  ? catalogueLevels
  : ['1° Básico', '2° Básico', '4° Básico', '6° Básico', '7° Básico', '1° Medio', '2° Medio']
const types = ['rubrica', 'escala', 'trabajo'] as const
const oaPerLevel = everyOa ? Number.POSITIVE_INFINITY : 2

function* sweep(asignatura: string, nivel: string): Generator<AiRequest> {
  const oas = oaFor(nivel, asignatura)
  for (const [i, oa] of oas.slice(0, oaPerLevel).entries()) {
    const base = { nivel, asignatura, objetivos: [`${oa.codigo}: ${oa.descripcion}`], instrucciones: '', semilla: i }
    for (const tipo of types) {
      yield { ...base, tipo }
      for (const tarea of assessedTasks) yield { ...base, tipo, tarea }
    }
    // Evaluations: as many items as the OA has, of every kind, at each difficulty.
    for (const dificultad of difficulties) yield { ...base, tipo: 'evaluacion', cantidad_preguntas: 40, dificultad }
    yield { ...base, tipo: 'evaluacion', tipos_item: [...itemKinds] }
    yield { ...base, tipo: 'escala', instrucciones: 'Autoevaluación de la exposición oral.' }
    yield { ...base, tipo: 'texto' }
    for (const genero of textGenres) yield { ...base, tipo: 'texto', genero }
  }
}

describe('spelling gate: every composed word is Spanish', () => {
  for (const asignatura of subjects)
    for (const nivel of levels)
      it(`${asignatura}, ${nivel}`, async () => {
        const errors = new Map<string, string>()
        for (const request of sweep(asignatura, nivel)) {
          const content = await ai.generate(request)
          for (const e of misspellings(content)) errors.set(e.word, `${request.tipo}: ${e.in}`)
        }
        expect(Object.fromEntries(errors)).toEqual({})
      }, 600_000)

  // After the whole sweep and every written item, each listed word must still be needed: an entry the
  // dictionaries or the rules now accept, or whose text is gone, leaves the list.
  it.runIf(everyOa)('every word listed as missing from the dictionaries is still needed', () => {
    for (const item of [...oaItems, ...itemBank]) misspellings(asEvaluation(item))
    expect(unneededEntries()).toEqual([])
  })

  it('the checker itself catches a misspelling and the spliced verb of the old templates', () => {
    const content = {
      tipo: 'escala',
      titulo: 'Escala',
      descripcion: 'Construe objetos tecnológicos y el grupo logra extraen información.',
      niveles: [
        { nombre: 'Logrado', puntaje: 2 },
        { nombre: 'Medianamente logrado', puntaje: 1 },
        { nombre: 'Por lograr', puntaje: 0 },
      ],
      secciones: [{ objetivo: 'OA 1', indicadores: ['Expone con claridá.'] }],
    } as const
    expect(misspellings(structuredClone(content) as never).map((e) => e.word)).toEqual(['Construe', 'claridá'])
  })
})
