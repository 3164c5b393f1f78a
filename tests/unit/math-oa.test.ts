/**
 * The item makers written for single Matemática OA (`server/content/matematica/`): each names an OA
 * of the catalogue, and every item it makes, over many draws and the three difficulties, has a statement,
 * four distinct options and, when it is a calculation, a key recomputed from its `expresion` that no other
 * option shows. A composed evaluation of each such OA uses its makers.
 */
import { describe, expect, it } from 'vitest'
import type { EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { rngOf } from '../../server/composer/math'
import { oaMakers } from '../../server/content/matematica/index'
import { catalogueLevels, findOa } from '../../server/curriculum/catalogue'
import { assertComputedKey } from '../fixtures/math-keys'

const levelOf = (code: string) => (catalogueLevels as readonly string[]).indexOf(findOa(code)!.nivel)

describe('Matemática: item makers per OA', () => {
  it('every code is a Matemática OA of the catalogue', () => {
    for (const code of Object.keys(oaMakers)) {
      expect(findOa(code)?.codigo, code).toBe(code)
      expect(findOa(code)!.asignatura, code).toBe('Matemática')
      expect(oaMakers[code]!.length, code).toBeGreaterThan(0)
    }
  })

  for (const [code, makers] of Object.entries(oaMakers))
    it(`${code}: every draw is a sound item`, () => {
      const level = levelOf(code)
      for (const [m, maker] of makers.entries())
        for (const makerLevel of [Math.max(0, level - 1), level, Math.min(9, level + 1)])
          for (let seed = 1; seed <= 25; seed++) {
            let q: ReturnType<typeof maker>
            try {
              q = maker(rngOf(seed * 7919 + m), makerLevel)
            } catch {
              continue // a draw without three distinct distractors is drawn again by the composer
            }
            expect(q.enunciado, code).toMatch(/^(¿|[A-ZÁÉÍÓÚÑ«0-9]).*[?:.]$/s)
            expect(new Set(q.alternativas.map((a) => a.trim().toLowerCase())).size, q.enunciado).toBe(4)
            expect(q.correcta).toBeGreaterThanOrEqual(0)
            if (q.expresion !== '') assertComputedKey(q)
            else expect(q.solucion.length, q.enunciado).toBeGreaterThan(0)
          }
    })

  it('a composed evaluation of an OA with makers is on that OA, with 20 distinct items or an aviso', async () => {
    const ai = new PlantillasProvider()
    for (const code of Object.keys(oaMakers)) {
      const oa = findOa(code)!
      const avisos: string[] = []
      const content = (await ai.generate(
        {
          tipo: 'evaluacion',
          nivel: oa.nivel,
          asignatura: 'Matemática',
          objetivos: [`${oa.codigo}: ${oa.descripcion}`],
          instrucciones: '',
          cantidad_preguntas: 20,
          semilla: 3,
        },
        avisos,
      )) as EvaluacionContent
      const items = content.secciones.flatMap((s) => s.preguntas)
      for (const section of content.secciones) expect(section.oa, code).toEqual([code])
      // Every item declares the OA it was written for (issue 29 §1).
      for (const q of items) expect(q.oa, code).toBe(code)
      expect(new Set(items.map((q) => q.enunciado)).size, code).toBe(items.length)
      if (items.length < 20) expect(avisos.join(' '), code).toMatch(/preguntas? distintas?/)
      else expect(items.length, code).toBe(20)
    }
  })
})
