/**
 * The composer over the whole Matemática catalogue (1° Básico–2° Medio): every OA asked for 20 questions
 * gives a document that passes the validator, with 20 distinct items or an aviso that says how many the OA
 * has (or, with no item of its own that passes its check, a refusal naming it), every item declaring the OA.
 * The OA that cannot reach 20 yet are listed, not hidden. The product draws a random semilla per generation,
 * so the sweep runs at several semillas.
 */
import { describe, expect, it } from 'vitest'
import type { AiRequest, EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { validateDocument } from '../../server/composer/validate'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'
import { HttpError } from '../../server/errors'

const ai = new PlantillasProvider()

const semillas = [1, 2, 3, 4, 5, 6]

/**
 * Every Matemática OA asked for 20 questions at each semilla (and difficulty): the problems found, and the
 * OA short of 20 distinct items, each with the aviso that says so.
 */
async function sweep(seeds: readonly number[], dificultad?: AiRequest['dificultad']) {
  const short: string[] = []
  const failures: string[] = []
  for (const semilla of seeds)
    for (const nivel of catalogueLevels)
      for (const oa of oaFor(nivel, 'Matemática')) {
        const request: AiRequest = {
          tipo: 'evaluacion',
          nivel,
          asignatura: 'Matemática',
          objetivos: [`${oa.codigo}: ${oa.descripcion}`],
          instrucciones: '',
          cantidad_preguntas: 20,
          semilla,
          ...(dificultad ? { dificultad } : {}),
        }
        const where = `${oa.codigo} (semilla ${semilla}${dificultad ? `, ${dificultad}` : ''})`
        const avisos: string[] = []
        let content: EvaluacionContent
        try {
          content = (await ai.generate(request, avisos)) as EvaluacionContent
        } catch (error) {
          // No item of its own passes the OA's check: a Spanish refusal naming it (issue 29 §1).
          if (error instanceof HttpError && error.statusCode === 422 && error.detail.includes(oa.codigo))
            short.push(`${where}: 0`)
          else failures.push(`${where}: ${(error as Error).message}`)
          continue
        }
        const items = content.secciones.flatMap((s) => s.preguntas)
        for (const q of items) if (q.oa !== oa.codigo) failures.push(`${where}: «${q.enunciado}» declara ${q.oa}`)
        const problems = validateDocument(content, request, { allowFewer: avisos.length > 0 })
        if (problems.length > 0) failures.push(`${where}: ${problems.join(' ')}`)
        if (new Set(items.map((q) => q.enunciado)).size !== items.length) failures.push(`${where}: repeated`)
        if (items.length < 20) {
          expect(avisos.join(' '), where).toMatch(/preguntas? distintas?/)
          short.push(`${where}: ${items.length}`)
        } else expect(items.length, where).toBe(20)
      }
  return { short, failures }
}

describe('Matemática: every OA asked for 20 questions, at semillas 1–6', () => {
  it('passes the validator, and the OA short of 20 distinct items are reported', { timeout: 240_000 }, async () => {
    const { short, failures } = await sweep(semillas)
    console.info(`Matemática OA short of 20 distinct items (${short.length}): ${short.join(', ') || 'none'}`)
    expect(failures).toEqual([])
    // 104 of the 232 OA on 2026-11-25: mostly geometry, measurement and data OA whose items are written, not
    // computed; with item makers per OA for 1°–4° Básico (content/matematica/basica-1-4.ts) and 5° Básico–2° Medio
    // (content/matematica/basica-5-media.ts), 21 on 2026-11-26, all of 1°–4° Básico (geometry, location, time and
    // chance OA whose makers vary little beyond their numbers); 10 after new kinds of items for location,
    // nets, angles, dot plots, views, shapes, symmetry, fractions and solids (another question on the same
    // data, another representation); 6 after new kinds for pictograms (by child, to draw, to check), location
    // (turning round, a drawing, seats), solids (prints of faces, what two share, blocks of cubes, which roll)
    // and digital clocks (start time, the hour in words, early or late, half hours); none after new kinds for
    // dice and coins (tallies, a forgotten face, sums of two dice, bars between marks), transformations,
    // angles, map coordinates and experiments (at semilla 1). At semillas 1–8, 26 OA fell short at some
    // semilla (MA03 OA 26 at 14, MA01 OA 10 at 15) while the OA had far more distinct items: a short
    // document drew again the same 72 items, most of them near-duplicates of what it had; with a new and
    // larger draw per round (moreItems), only MA03 OA 14 (19 at semilla 8), and none at semillas 1–12 after
    // three new kinds for it (a route with a move back, the way back, the nearest place). The sweep runs
    // semillas 1–6 (about 20 s). No OA fell short at any of them.
    // Since issue 29 §1 an OA gets only its own makers' items that pass its check (`content/checks`; the
    // topic makers picked by the objective's words are gone from OA requests): an OA without makers, or whose
    // items fail its check, falls short with an aviso or is refused. On 2026-12-07, after main's makers for 5°
    // Básico–2° Medio and makers for MA01 OA 01: 42 OA short at some semilla, the 41 of 1°–4° Básico without
    // makers of their own or with few (27 of them refused: MA01 OA 03–06, 09, 10; MA02 OA 01–05, 08, 09, 12;
    // MA03 OA 01, 02, 06, 10, 13; MA04 OA 01–03, 06, 07, 11, 13, 14) and MA06 OA 23 (19 at semilla 4). The
    // same day `numeros-1-4.ts` gave every OA of 1°–4° Básico makers of its own: only MA06 OA 23 (19 at
    // semilla 4) was left, and none once it had four kinds more. The bound only goes down.
    const codes = new Set(short.map((s) => s.slice(0, 10)))
    expect(codes.size).toBeLessThanOrEqual(0)
  })

  it('an easier or a harder test too (semillas 1–2)', { timeout: 240_000 }, async () => {
    const { short, failures } = await sweep([1, 2], 'baja')
    const harder = await sweep([1, 2], 'alta')
    console.info(
      `… at dificultad baja or alta (${short.length + harder.short.length}): ${[...short, ...harder.short].join(', ') || 'none'}`,
    )
    expect([...failures, ...harder.failures]).toEqual([])
    // 6 OA of 5° Básico at dificultad baja on 2026-11-26 (MA05 OA 21 and 22 at 3 items): their items drawn a
    // level lower (4° Básico numbers) repeat one another; a later draw now takes the level's own numbers.
    // Short documents since issue 29 §1: as above, each with its aviso; 41 OA on 2026-12-07, all of 1°–4° Básico,
    // then none once they had makers of their own (`numeros-1-4.ts`).
    expect(new Set([...short, ...harder.short].map((s) => s.slice(0, 10))).size).toBeLessThanOrEqual(0)
  })
})
