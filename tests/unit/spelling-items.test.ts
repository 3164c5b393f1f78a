/**
 * The spelling gate over every written item: the multiple-choice items per OA of Ciencias Naturales and Historia
 * (`oaItems`, what the offline composer puts in an evaluation) and the item bank of the PAES and SIMCE practice
 * tests. Each item is checked as the one-question evaluation it becomes, with the rules of
 * `tests/fixtures/spelling.ts` (an option is a fragment of its own: its first word is checked as a sentence start).
 */
import { describe, expect, it } from 'vitest'
import { oaItems } from '../../server/content/oa-items'
import { itemBank } from '../../server/content/practica/bank'
import { asEvaluation, misspellings } from '../fixtures/spelling'

/** The misspelt words of some items, each with the first item it is in. */
function errorsOf(items: readonly { id: string; enunciado: string; alternativas: string[]; texto?: string }[]) {
  const errors = new Map<string, string>()
  for (const item of items)
    for (const e of misspellings(asEvaluation(item))) if (!errors.has(e.word)) errors.set(e.word, `${item.id}: ${e.in}`)
  return Object.fromEntries(errors)
}

describe('spelling gate: every written item is Spanish', () => {
  it('the items per OA of Ciencias Naturales and Historia', () => {
    expect(oaItems.length).toBeGreaterThan(5000)
    expect(errorsOf(oaItems.map((i) => ({ ...i, id: i.oa })))).toEqual({})
  }, 300_000)

  it('the item bank of the PAES and SIMCE practice tests', () => {
    expect(itemBank.length).toBeGreaterThan(500)
    expect(errorsOf(itemBank)).toEqual({})
  }, 300_000)

  it('an option is checked as a fragment: a misspelt first word is caught, a name or a term is not', () => {
    const words = (enunciado: string, alternativas: string[]) =>
      misspellings(asEvaluation({ enunciado, alternativas })).map((e) => e.word)
    // Misspelt words starting an option: a missing accent, a missing letter, a wrong letter.
    expect(
      words('¿Qué proceso ocurre en la hoja?', ['Fotosintesis', 'Reprodución', 'Respiracion', 'Digestión']),
    ).toEqual(['Fotosintesis', 'Reprodución', 'Respiracion'])
    // Names the catalogue writes inside a sentence, curriculum terms, Chilean words, a binomial, symbols.
    expect(
      words('¿Cuál de estas opciones es correcta? Considera 60 km/h, 10 m/s², 5 Ω y el NaCl.', [
        'Lautaro',
        'La litósfera y la hidrósfera',
        'Homo sapiens',
        'Un zapallo y una polera',
      ]),
    ).toEqual([])
    // A Latin-looking word after a capital is not a binomial when it is Spanish missing its accent.
    expect(words('¿Qué hizo Juan?', ['Juan comia pan.', 'Nada', 'Todo', 'Algo'])).toEqual(['comia'])
    // Alleles are codes only in a genetics item; elsewhere "aa" is a misspelling.
    expect(words('¿Qué genotipo tiene un homocigoto recesivo?', ['aa', 'Aa', 'AA', 'AaBb'])).toEqual([])
    expect(words('¿Qué dijo?', ['Dijo aa', 'Nada', 'Todo', 'Algo'])).toEqual(['aa'])
    // Symbols by their context (absolute value, inequality, a ratio before an angle, a unit asked for, a letter
    // named in quotation marks), polygons by word formation, the makers' children by name; the same words in
    // prose, a misspelt polygon and a name of the curriculum in lower case (no binomial after an article) are caught.
    expect(
      words('Si |k| = 3 y k > 0, ¿cuánto es cos(A) · sen 30°? Responde en dm.', [
        'Un eneágono',
        'La «q»',
        'Gaspar',
        'Dos dodecágonos',
      ]),
    ).toEqual([])
    expect(words('¿Qué dijo el cos?', ['Un dm', 'La q', 'Un eneagano', 'La grecia antigua'])).toEqual([
      'cos',
      'dm',
      'q',
      'eneagano',
      'grecia',
    ])
  })
})
