import { describe, expect, it } from 'vitest'
import { paesLevels, paesSubjects, practiceTestQuantity, simceLevels, simceSubjects } from '@/domain/catalog'
import { type BankItem, itemBank } from '../../server/content/practica/bank'
import { habilidades } from '../../server/content/practica/define'

/** The largest test (20 questions) drawn without repetition, with a margin. */
const minimumPerCombination = 22
const letters = ['A', 'B', 'C', 'D'] as const

const combinations = [
  ...paesSubjects.flatMap((asignatura) => paesLevels.map((nivel) => ({ prueba: 'PAES' as const, asignatura, nivel }))),
  ...simceSubjects.flatMap((asignatura) =>
    simceLevels.map((nivel) => ({ prueba: 'SIMCE' as const, asignatura, nivel })),
  ),
].filter((c) => c.asignatura !== 'Matemática')

const key = (item: Pick<BankItem, 'prueba' | 'asignatura' | 'nivel'>) =>
  `${item.prueba} · ${item.asignatura} · ${item.nivel}`
const itemsOf = (combination: Pick<BankItem, 'prueba' | 'asignatura' | 'nivel'>) =>
  itemBank.filter((item) => key(item) === key(combination))
const normalize = (text: string) => text.toLocaleLowerCase('es-CL').replace(/\s+/g, ' ').trim()

describe('item bank', () => {
  it('covers the 21 non-mathematics combinations of the catalogue', () => {
    expect(combinations).toHaveLength(21)
    expect(minimumPerCombination).toBeGreaterThanOrEqual(practiceTestQuantity.max)
  })

  it('gives every item a unique id', () => {
    const ids = itemBank.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('uses only tests, subjects and levels of the catalogue, never mathematics', () => {
    const known = new Set(combinations.map(key))
    const unknown = itemBank.filter((item) => !known.has(key(item))).map((item) => item.id)
    expect(unknown).toEqual([])
  })

  describe.each(combinations)('$prueba · $asignatura · $nivel', (combination) => {
    const items = itemsOf(combination)

    it(`has at least ${minimumPerCombination} items`, () => {
      expect(items.length).toBeGreaterThanOrEqual(minimumPerCombination)
    })

    it('asks each question once', () => {
      const enunciados = items.map((item) => normalize(item.enunciado))
      const repeated = enunciados.filter((e, i) => enunciados.indexOf(e) !== i)
      expect(repeated).toEqual([])
    })

    it('spreads the correct letter over A–D', () => {
      const counts = letters.map((_, index) => items.filter((item) => item.correcta === index).length)
      for (const count of counts) {
        expect(count / items.length).toBeGreaterThanOrEqual(0.15)
        expect(count / items.length).toBeLessThanOrEqual(0.35)
      }
    })

    it('does not give the answer away by making it clearly the longest alternative', () => {
      const giveaways = items.filter((item) => {
        const lengths = item.alternativas.map((a) => a.length)
        const correct = lengths[item.correcta]!
        return lengths.every((length, index) => index === item.correcta || length * 1.2 <= correct)
      })
      expect(giveaways.length / items.length).toBeLessThanOrEqual(0.2)
    })

    it('tags every item with a skill of its subject', () => {
      const allowed: readonly string[] = (habilidades[combination.prueba] as Record<string, readonly string[]>)[
        combination.asignatura
      ]!
      const wrong = items.filter((item) => !allowed.includes(item.habilidad)).map((item) => item.id)
      expect(wrong).toEqual([])
    })

    if (combination.asignatura === 'Lenguaje') {
      it('gives every reading item a text', () => {
        const withoutText = items.filter((item) => !item.texto?.trim()).map((item) => item.id)
        expect(withoutText).toEqual([])
      })
    }
  })

  describe.each(itemBank.map((item) => [item.id, item] as const))('%s', (_id, item) => {
    it('has four distinct, non-empty alternatives and one correct answer', () => {
      expect(item.alternativas).toHaveLength(4)
      for (const alternativa of item.alternativas) expect(alternativa.trim()).not.toBe('')
      expect(new Set(item.alternativas.map(normalize)).size).toBe(4)
      expect([0, 1, 2, 3]).toContain(item.correcta)
    })

    it('reads as a well-formed Spanish question', () => {
      expect(item.enunciado.trim()).toBe(item.enunciado)
      expect(item.enunciado).toMatch(/[?:]$/)
      if (item.enunciado.endsWith('?')) expect(item.enunciado).toContain('¿')
      if (item.texto !== undefined) expect(item.texto.trim().length).toBeGreaterThan(40)
      for (const text of [item.enunciado, item.texto ?? '', ...item.alternativas]) {
        expect(text).not.toMatch(/ {2}|\s[,.;:]|\.\./)
      }
    })

    it('has alternatives that stand alone, whatever their order', () => {
      for (const alternativa of item.alternativas) {
        expect(alternativa).not.toMatch(
          /(todas|ninguna) de las anteriores|(las|ambas) alternativas|alternativas? [A-D]\b|\b[A-D] y [A-D]\b/i,
        )
      }
    })
  })
})
