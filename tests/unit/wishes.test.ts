import { describe, expect, it } from 'vitest'
import { countOf, readWishes, wishLines } from '@/domain/wishes'
import { noWishTable, wishTable } from '../fixtures/wish-table'

describe('the wish table: every teacher phrasing gives its settings', () => {
  it('has at least 80 rows', () => {
    expect(wishTable.length).toBeGreaterThanOrEqual(80)
  })
  it.each(wishTable)('%s', (phrase, expected) => {
    expect(readWishes(phrase)).toMatchObject(expected as Record<string, unknown>)
    // Every wish read is said in words on the teacher's pages.
    expect(wishLines(readWishes(phrase)).length).toBeGreaterThanOrEqual(Object.keys(expected).length > 0 ? 1 : 0)
  })
  it.each(noWishTable)('%s gives no false wish', (phrase, absent) => {
    const w = readWishes(phrase)
    for (const key of absent) expect(w[key], key).toBeUndefined()
  })
})

describe('wishes in words', () => {
  it('agree in number', () => {
    expect(countOf(1, 'pregunta distinta', 'preguntas distintas')).toBe('1 pregunta distinta')
    expect(countOf(3, 'pregunta distinta', 'preguntas distintas')).toBe('3 preguntas distintas')
    expect(wishLines(readWishes('al menos 1 de desarrollo'))).toContain('Al menos 1 pregunta de desarrollo.')
    expect(wishLines(readWishes('una clase de 45 minutos'))).toContain('Tiempo: 1 clase de 45 minutos.')
    expect(wishLines(readWishes('grupos de 4'))).toContain('Modalidad: en grupos de 4 integrantes.')
  })
})
