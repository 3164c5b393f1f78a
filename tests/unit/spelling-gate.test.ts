/**
 * The spelling gate over the offline composer, each word checked against Spanish dictionaries (see
 * `tests/fixtures/spelling.ts` for the rules). For every OA of every catalogue level of the four subjects, what
 * depends on the OA: its evaluation of 40 items (at one difficulty, each in turn), an evaluation with every item
 * kind and its text. On two OA per level, what does not: the rubrics, scales and practical work of every task,
 * a self-assessment scale and texts of every genre. `SPELLING_ALL_OA=1` composes everything for every OA, each
 * evaluation at every difficulty (a few minutes), and checks that every word listed as missing from the
 * dictionaries is still needed. Every written item, composed or not, is checked by `spelling-items.test.ts`.
 */
import { describe, expect, it } from 'vitest'
import type { AiContent, AiRequest } from '@/api/contract/documento-contenido'
import { assessedTasks, difficulties, itemKinds, textGenres } from '@/domain/request-options'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { oaItems } from '../../server/content/oa-items'
import { itemBank } from '../../server/content/practica/bank'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'
import { HttpError } from '../../server/errors'
import { asEvaluation, misspellings, unneededEntries } from '../fixtures/spelling'

/** Avisos and refusal messages as a scale's description and indicators, for the spelling checker. */
const asScale = (lines: string[]): AiContent => ({
  tipo: 'escala',
  titulo: 'Avisos',
  descripcion: 'Avisos.',
  niveles: [
    { nombre: 'Logrado', puntaje: 2 },
    { nombre: 'Medianamente logrado', puntaje: 1 },
    { nombre: 'Por lograr', puntaje: 0 },
  ],
  secciones: [{ objetivo: 'Avisos', indicadores: lines }],
})

const ai = new PlantillasProvider()
const subjects = [
  'Matemática',
  'Lenguaje y Comunicación',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
]
const everyOa = process.env.SPELLING_ALL_OA === '1'
const types = ['rubrica', 'escala', 'trabajo'] as const
/** The OA of each level on which every task and every genre is composed. */
const sampledPerLevel = everyOa ? Number.POSITIVE_INFINITY : 2

function* sweep(asignatura: string, nivel: string): Generator<AiRequest> {
  for (const [i, oa] of oaFor(nivel, asignatura).entries()) {
    const base = { nivel, asignatura, objetivos: [`${oa.codigo}: ${oa.descripcion}`], instrucciones: '', semilla: i }
    // Evaluations: as many items as the OA has, of every kind; each difficulty in turn over the OA of a level.
    for (const dificultad of everyOa ? difficulties : [difficulties[i % difficulties.length]!])
      yield { ...base, tipo: 'evaluacion', cantidad_preguntas: 40, dificultad }
    yield { ...base, tipo: 'evaluacion', tipos_item: [...itemKinds] }
    yield { ...base, tipo: 'texto' }
    // The tasks' instruments and the genres come from catalogues that do not depend on the OA.
    if (i >= sampledPerLevel) continue
    for (const tipo of types) {
      yield { ...base, tipo }
      for (const tarea of assessedTasks) yield { ...base, tipo, tarea }
    }
    yield { ...base, tipo: 'escala', instrucciones: 'Autoevaluación de la exposición oral.' }
    for (const genero of textGenres) yield { ...base, tipo: 'texto', genero }
  }
}

describe('spelling gate: every composed word is Spanish', () => {
  for (const asignatura of subjects)
    for (const nivel of catalogueLevels)
      it(`${asignatura}, ${nivel}`, async () => {
        const errors = new Map<string, string>()
        for (const request of sweep(asignatura, nivel)) {
          const avisos: string[] = []
          const content = await ai.generate(request, avisos).catch((error: unknown) => {
            // An OA with no text or practical work of its own yet is refused (issue 29 §1): its message is
            // checked as the description of a scale, like the avisos below.
            if (!(error instanceof HttpError) || error.statusCode !== 422) throw error
            avisos.push(error.detail)
            return undefined
          })
          if (content) for (const e of misspellings(content)) errors.set(e.word, `${request.tipo}: ${e.in}`)
          if (avisos.length > 0)
            for (const e of misspellings(asScale(avisos))) errors.set(e.word, `${request.tipo} (aviso): ${e.in}`)
        }
        expect(Object.fromEntries(errors)).toEqual({})
      }, 600_000)

  // After the whole sweep and every written item, each listed word must still be needed: an entry the
  // dictionaries or the rules now accept, or whose text is gone, leaves the list.
  it.runIf(everyOa)('every word listed as missing from the dictionaries is still needed', () => {
    for (const item of [...oaItems, ...itemBank]) misspellings(asEvaluation(item))
    expect(unneededEntries()).toEqual([])
  })

  it('a section title shows a lower-case key term of the resolver with the capitals of its names', async () => {
    const titles = async (nivel: string, asignatura: string, codigo: string) => {
      const oa = oaFor(nivel, asignatura).find((o) => o.codigo === codigo)!
      const content = await ai.generate({
        tipo: 'evaluacion',
        nivel,
        asignatura,
        objetivos: [`${oa.codigo}: ${oa.descripcion}`],
        instrucciones: '',
      })
      return content.tipo === 'evaluacion' ? content.secciones.map((s) => s.titulo) : []
    }
    expect(oaFor('2° Medio', 'Ciencias Naturales').find((o) => o.codigo === 'CN2M OA 07')?.terminos).toContain(
      'leyes de mendel',
    )
    expect(await titles('2° Medio', 'Ciencias Naturales', 'CN2M OA 07')).toContain('Ítem I: Biología — leyes de Mendel')
    expect(await titles('6° Básico', 'Historia, Geografía y Ciencias Sociales', 'HI06 OA 04')).toContain(
      'Ítem I: Historia — cultura del siglo XIX',
    )
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
