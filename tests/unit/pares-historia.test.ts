/**
 * The written pairs for términos pareados of Historia, Geografía y Ciencias Sociales
 * (server/content/historia/pares.ts): every OA of the catalogue, 1° Básico–2° Medio, has at least six
 * pairs; concepts are short names and definitions one-line phrases; no concept or definition repeats within an OA; no definition gives its concept away by containing its
 * main word or points to another concept of its OA by naming that concept's head word (the rule the composer
 * applies to pairs read out of written items); and every word passes the spelling gate (the pairs of an OA
 * checked as one matching question).
 */
import { describe, expect, it } from 'vitest'
import { foldAccents } from '@/domain/text'
import { paresHistoria } from '../../server/content/historia/pares'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'
import { asEvaluation, misspellings } from '../fixtures/spelling'

const asignatura = 'Historia, Geografía y Ciencias Sociales'
const codes = catalogueLevels.flatMap((nivel) => oaFor(nivel, asignatura).map((oa) => oa.codigo))

/** Articles, prepositions and conjunctions: not a concept's main word. */
const minor = new Set(
  'el la los las lo un una unos unas de del al a y e o u en por para con sin sus su se que como'.split(' '),
)

const words = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w && !minor.has(w))

/**
 * Whether a definition word is a form of a concept word: the same word, its plural, or (for words of six
 * letters or more) a word sharing its stem ("cordillera" and "cordilleras", "democracia" and "democrático").
 */
function sameWord(concept: string, word: string): boolean {
  if (word === concept || word === `${concept}s` || word === `${concept}es` || `${word}s` === concept) return true
  if (concept.length < 6 || /^\d+$/.test(concept)) return false
  return word.startsWith(concept.slice(0, Math.max(5, concept.length - 3)))
}

/** The head word of a concept: its first word of three letters or more that is not an article, a preposition or a number. */
const head = (concepto: string) => words(concepto).find((w) => w.length >= 3 && !/^\d+$/.test(w))

describe('written pairs for términos pareados: Historia', () => {
  it('covers every Historia OA of the catalogue with at least six pairs, under catalogue codes only', () => {
    expect(codes.length).toBe(208)
    expect(codes.filter((c) => (paresHistoria[c]?.length ?? 0) < 6)).toEqual([])
    expect(Object.keys(paresHistoria).filter((c) => !codes.includes(c))).toEqual([])
  })

  it('writes each concept as a short name (at most five words and 40 characters) and each definition as a phrase', () => {
    const long: string[] = []
    for (const [codigo, pairs] of Object.entries(paresHistoria))
      for (const { concepto, definicion } of pairs) {
        if (concepto.split(/\s+/).length > 5 || concepto.length > 40) long.push(`${codigo}: ${concepto}`)
        // A noun phrase of one line, capitalised, without a final period.
        if (
          !/^\p{Lu}/u.test(definicion) ||
          /[.;:]$/.test(definicion) ||
          definicion.length < 10 ||
          definicion.length > 110
        )
          long.push(`${codigo}: ${definicion}`)
      }
    expect(long).toEqual([])
  })

  it('repeats no concept and no definition within an OA', () => {
    const repeated: string[] = []
    for (const [codigo, pairs] of Object.entries(paresHistoria)) {
      for (const key of ['concepto', 'definicion'] as const) {
        const seen = new Set<string>()
        for (const pair of pairs) {
          const folded = foldAccents(pair[key]).toLowerCase()
          if (seen.has(folded)) repeated.push(`${codigo}: ${pair[key]}`)
          seen.add(folded)
        }
      }
    }
    expect(repeated).toEqual([])
  })

  it('writes no definition that contains its concept’s main word', () => {
    const giveaways: string[] = []
    for (const [codigo, pairs] of Object.entries(paresHistoria))
      for (const { concepto, definicion } of pairs) {
        const defined = words(definicion)
        if (words(concepto).some((c) => defined.some((d) => sameWord(c, d))))
          giveaways.push(`${codigo}: ${concepto} — ${definicion}`)
      }
    expect(giveaways).toEqual([])
  })

  it('writes no definition that names another concept of its OA (it would point to two concepts)', () => {
    const pointing: string[] = []
    for (const [codigo, pairs] of Object.entries(paresHistoria))
      for (const pair of pairs)
        for (const other of pairs) {
          const h = head(other.concepto)
          if (other !== pair && h && words(pair.definicion).includes(h))
            pointing.push(`${codigo}: «${other.concepto}» in ${pair.concepto} — ${pair.definicion}`)
        }
    expect(pointing).toEqual([])
  })

  it('the checks catch a definition that repeats its concept or names another', () => {
    const caught = (concepto: string, definicion: string) =>
      words(concepto).some((c) => words(definicion).some((d) => sameWord(c, d)))
    expect(caught('Cabildo abierto', 'Reunión del cabildo con los vecinos principales')).toBe(true)
    expect(caught('Democracia', 'Gobierno democrático del pueblo')).toBe(true)
    expect(caught('Bombero', 'Persona que apaga incendios')).toBe(false)
    // A definition naming another concept's head word points to two concepts.
    expect(head('Línea del Ecuador')).toBe('linea')
    expect(words('Línea imaginaria al sur del ecuador').includes(head('Línea del Ecuador')!)).toBe(true)
    expect(head('11 de septiembre de 1973')).toBe('septiembre')
  })

  it('spells every word of every pair as Spanish', () => {
    const errors: Record<string, string> = {}
    for (const [codigo, pairs] of Object.entries(paresHistoria)) {
      const content = asEvaluation({
        enunciado: 'Une cada concepto de la columna A con su definición de la columna B.',
        alternativas: pairs.flatMap((p) => [p.concepto, p.definicion]),
      })
      for (const e of misspellings(content)) errors[e.word] ??= `${codigo}: ${e.in}`
    }
    expect(errors).toEqual({})
  }, 300_000)
})
