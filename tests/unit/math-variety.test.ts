/**
 * Variety of the kinds of items in a Matemática evaluation: the composer goes round an objective's item
 * makers (its kinds: complement, supplement, angles of a triangle…) before it asks one kind twice
 * (`takeSpread`), so a 20-item test of an OA is not several times the same exercise with other numbers.
 */
import { describe, expect, it } from 'vitest'
import type { AiRequest, EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { takeSpread } from '../../server/composer/evaluacion'
import { mathTopicOf } from '../../server/composer/math'
import { oaMakers } from '../../server/content/matematica/index'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'

/** Statements whose words share nothing, `n` of them for a kind. */
const words = 'manzana pera durazno ciruela frutilla naranja limón palta tomate lechuga zapallo choclo poroto arveja'
const candidates = (kind: string, n: number, from: number) =>
  Array.from({ length: n }, (_, i) => ({
    enunciado: `${words.split(' ')[from + i]} ${kind}${kind}${kind} ${100 * (from + i)}?`,
    alternativas: [],
    kind,
  }))

describe('takeSpread: one item of each kind before a second of any', () => {
  it('goes round the kinds in the candidates’ order, and a kind that runs out drops out', () => {
    const list = [...candidates('a', 5, 0), ...candidates('b', 5, 5), ...candidates('c', 1, 10)]
    const taken = takeSpread(list, 8, new Set())
    expect(taken.map((q) => q.kind)).toEqual(['a', 'b', 'c', 'a', 'b', 'a', 'b', 'a'])
    expect(taken[3]!.enunciado).toBe(list[1]!.enunciado)
  })

  it('skips what the document already has, exactly or nearly, and counts the kinds the document has', () => {
    const list = [...candidates('a', 4, 0), ...candidates('b', 4, 4)]
    const used = new Set<string>([list[4]!.enunciado])
    const first = takeSpread(list, 3, used)
    expect(first.map((q) => q.enunciado)).toEqual([list[0]!.enunciado, list[5]!.enunciado, list[1]!.enunciado])
    // A later call on the same document starts from the kind it has least of (b: 1, a: 2).
    const more = takeSpread(list, 1, used)
    expect(more.map((q) => q.kind)).toEqual(['b'])
    expect(used.has(more[0]!.enunciado)).toBe(true)
  })
})

/**
 * Wraps each maker of `makers` (in place, the same wrapper for a maker listed twice) so that it notes which
 * kind made each statement; returns how to put the makers back. The unit files share one module graph, so
 * the makers are always restored.
 */
function traced(makers: unknown[], kindOf: Map<string, number>, restore: (() => void)[]) {
  const wrappers = new Map<unknown, unknown>()
  makers.forEach((maker, i) => {
    const first = makers.indexOf(maker)
    if (!wrappers.has(maker))
      wrappers.set(maker, (r: unknown, level: number) => {
        const q = (maker as (r: unknown, level: number) => { enunciado: string })(r, level)
        kindOf.set(q.enunciado, first)
        return q
      })
    makers[i] = wrappers.get(maker)
    restore.push(() => {
      makers[i] = maker
    })
  })
}

describe('Matemática 5° Básico–2° Medio: a 20-item evaluation spreads over the OA’s kinds of items', () => {
  it('no kind has more than ceil(20 / kinds) + 1 items, apart from the OA listed', { timeout: 240_000 }, async () => {
    const ai = new PlantillasProvider()
    const over: string[] = []
    let checked = 0
    for (const [level, nivel] of catalogueLevels.entries()) {
      if (level < 4) continue
      for (const oa of oaFor(nivel, 'Matemática')) {
        const own = oaMakers[oa.codigo] as unknown[] | undefined
        const makers = own?.length ? own : (mathTopicOf(oa.descripcion, level as never).makers as unknown[])
        const kinds = new Set(makers).size
        const kindOf = new Map<string, number>()
        const restore: (() => void)[] = []
        let content: EvaluacionContent
        try {
          traced(makers, kindOf, restore)
          const request: AiRequest = {
            tipo: 'evaluacion',
            nivel,
            asignatura: 'Matemática',
            objetivos: [`${oa.codigo}: ${oa.descripcion}`],
            instrucciones: '',
            cantidad_preguntas: 20,
            semilla: 1,
          }
          content = (await ai.generate(request, [])) as EvaluacionContent
        } finally {
          for (const undo of restore) undo()
        }
        const items = content.secciones.flatMap((s) => s.preguntas)
        // A worked item is its statement followed by the ask for the procedure.
        const kindOfItem = (enunciado: string) =>
          kindOf.get(enunciado) ?? [...kindOf].find(([made]) => enunciado.startsWith(made))?.[1]
        const counts = new Map<number, number>()
        for (const q of items) {
          const kind = kindOfItem(q.enunciado)
          if (kind !== undefined) counts.set(kind, (counts.get(kind) ?? 0) + 1)
        }
        if (counts.size === 0) continue
        checked++
        const most = Math.max(...counts.values())
        if (most > Math.ceil(items.length / kinds) + 1) over.push(`${oa.codigo} (${most} de ${kinds} clases)`)
      }
    }
    console.info(`OA de 5° Básico–2° Medio con una clase de ítem repetida de más (${over.length}): ${over.join(', ')}`)
    expect(checked).toBeGreaterThan(100)
    // 72 of the 114 OA on 2026-11-26 when a test took its items in the order the makers gave them; 47 once it
    // goes round the kinds before repeating one. The rest are OA with few kinds, or with kinds whose items
    // differ only by their numbers (kept once per test): more kinds of items, not the composer, lower it. 34 on
    // 2026-12-07, with makers for the OA of 5° Básico–2° Medio that had none (content/matematica/algebra-numeros.ts).
    expect(over.length).toBeLessThanOrEqual(34)
  })
})
