import { describe, expect, it } from 'vitest'
import { paesLevels, paesSubjects, simceLevels, simceSubjects } from '@/domain/catalog'
import { drawItems } from '../../server/composer/practica'

const combos = [
  ...paesSubjects.flatMap((a) => paesLevels.map((n) => ['PAES', a, n] as const)),
  ...simceSubjects.flatMap((a) => simceLevels.map((n) => ['SIMCE', a, n] as const)),
]

describe('drawItems', () => {
  it.each(combos)(
    '%s %s %s: 20 distinct questions, those reading one text kept together',
    (prueba, asignatura, nivel) => {
      for (const seed of [1, 2, 3]) {
        const items = drawItems(prueba, asignatura, nivel, 20, seed)
        expect(items).toHaveLength(20)
        expect(new Set(items.map((i) => i.enunciado)).size).toBe(20)
        const texts = items.map((i) => i.texto)
        // Once a text's questions end, that text does not come back.
        const runs = texts.filter((t, i) => t && t !== texts[i - 1])
        expect(new Set(runs).size).toBe(runs.length)
      }
    },
  )

  it('varies with the seed and repeats with the same seed', () => {
    const a = drawItems('SIMCE', 'Historia', '4° Básico', 10, 5).map((i) => i.enunciado)
    expect(drawItems('SIMCE', 'Historia', '4° Básico', 10, 5).map((i) => i.enunciado)).toEqual(a)
    expect(drawItems('SIMCE', 'Historia', '4° Básico', 10, 6).map((i) => i.enunciado)).not.toEqual(a)
  })

  it('refuses to draw more questions than the bank has, in Spanish', () => {
    expect(() => drawItems('PAES', 'Historia', '2° Medio', 500, 1)).toThrow(
      /El banco tiene \d+ preguntas de Historia para 2° Medio/,
    )
  })
})
