/**
 * The questions written for one Lenguaje OA that read no passage (`server/content/lenguaje/items-oa.ts`, issue
 * 29 §1): every question passes its OA's check, has four distinct options and its key in range, no statement
 * is repeated, the key is seldom the longest option, every word passes the spelling gate, and the answers that
 * a program can work out are right (the first or last sound of a word, the letter a word starts with, how
 * many words a sentence has). The OA that had no content of their own (refused) have enough questions now.
 */
import { describe, expect, it } from 'vitest'
import { keyIsLongest, longestKeyShare } from '../../server/composer/keys'
import { offObjective } from '../../server/content/checks'
import { itemsLenguajePorOa, lenguajeItemsFor, openPiece } from '../../server/content/lenguaje/items-oa'
import { questionPiece } from '../../server/content/lenguaje/reading'
import { findOa } from '../../server/curriculum/catalogue'
import { asEvaluation, misspellings } from '../fixtures/spelling'

const entries = Object.entries(itemsLenguajePorOa)
const seleccion = entries.flatMap(([, v]) => v.seleccion)
const abiertas = entries.flatMap(([, v]) => v.abiertas)

/** The OA of 1°–6° Básico that an evaluation refused before these questions: no content of their own. */
const refused = [
  'LE01 OA 02',
  'LE01 OA 03',
  'LE01 OA 04',
  'LE01 OA 16',
  'LE01 OA 24',
  'LE02 OA 01',
  'LE02 OA 10',
  'LE02 OA 18',
  'LE02 OA 28',
  'LE03 OA 07',
  'LE03 OA 19',
  'LE03 OA 29',
  'LE04 OA 18',
  'LE04 OA 28',
  'LE05 OA 19',
  'LE05 OA 29',
  'LE06 OA 19',
  'LE06 OA 30',
]

const numbers = ['Una', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho']
const key = (q: { alternativas: readonly string[]; correcta: number }) => q.alternativas[q.correcta]!
const unquote = (s: string) => s.replace(/[«»]/g, '')

describe('Lenguaje: questions written for one OA, without a passage', () => {
  it('are grouped under Lenguaje OA of 1°–6° Básico, each under its own code', () => {
    expect(entries.length).toBeGreaterThanOrEqual(refused.length)
    for (const [codigo, { seleccion: s, abiertas: a }] of entries) {
      const oa = findOa(codigo)
      expect(oa, codigo).toBeDefined()
      expect(codigo).toMatch(/^LE0[1-6] OA \d\d$/)
      for (const q of [...s, ...a]) expect(q.oa).toBe(codigo)
      expect(s.length, codigo).toBeGreaterThanOrEqual(4)
      expect(a.length, codigo).toBeGreaterThanOrEqual(1)
    }
    expect(lenguajeItemsFor('LE01 OA 03').seleccion.length).toBeGreaterThan(0)
    expect(lenguajeItemsFor('CN05 OA 03')).toEqual({ seleccion: [], abiertas: [] })
  })

  it('every refused OA has the 15 questions of a full evaluation: twelve or more multiple-choice and open ones', () => {
    for (const codigo of refused) {
      const { seleccion: s, abiertas: a } = lenguajeItemsFor(codigo)
      expect(s.length, codigo).toBeGreaterThanOrEqual(12)
      expect(a.length, codigo).toBeGreaterThanOrEqual(1)
      expect(s.length + a.length, codigo).toBeGreaterThanOrEqual(15)
    }
  })

  it('every question passes its OA check', () => {
    const off = [
      ...seleccion.map((q) => offObjective(q.oa, questionPiece(undefined, q))),
      ...abiertas.map((q) => offObjective(q.oa, openPiece(q))),
    ].filter(Boolean)
    expect(off).toEqual([])
  })

  it('four distinct options, the key in range, no statement repeated, a pauta for every open question', () => {
    for (const q of seleccion) {
      expect(q.alternativas, q.enunciado).toHaveLength(4)
      expect(new Set(q.alternativas).size, q.enunciado).toBe(4)
      expect([0, 1, 2, 3]).toContain(q.correcta)
      for (const a of q.alternativas) expect(a.trim().length, q.enunciado).toBeGreaterThan(0)
    }
    for (const q of abiertas) expect(q.pauta.length, q.enunciado).toBeGreaterThan(60)
    const statements = [...seleccion, ...abiertas].map((q) => q.enunciado)
    expect(statements.length - new Set(statements).size).toBe(0)
  })

  it('per OA, the key is the longest option in few questions and not always at one letter', () => {
    for (const [codigo, { seleccion: s }] of entries) {
      const longest = s.filter((q) => keyIsLongest(q)).length
      expect(longest / s.length, codigo).toBeLessThanOrEqual(longestKeyShare)
      const letters = new Set(s.map((q) => q.correcta))
      expect(letters.size, codigo).toBeGreaterThanOrEqual(Math.min(3, s.length))
    }
  })

  it('the answers a program can work out are right', () => {
    let checked = 0
    for (const q of seleccion) {
      const word = /sonido (empieza|termina) la palabra «(\p{L}+)»/u.exec(q.enunciado)
      if (word) {
        const w = word[2]!
        expect(unquote(key(q)), q.enunciado).toBe(word[1] === 'empieza' ? w[0] : w[w.length - 1])
        checked++
      }
      const letter = /empieza con la letra «(\p{L})»/u.exec(q.enunciado)
      if (letter) {
        const starts = q.alternativas.filter((a) => unquote(a).startsWith(letter[1]!))
        expect(starts, q.enunciado).toEqual([key(q)])
        checked++
      }
      const has = /^¿Qué palabra tiene «(\p{L}+)», como/u.exec(q.enunciado)
      if (has) {
        const holding = q.alternativas.filter((a) => unquote(a).includes(has[1]!))
        expect(holding, q.enunciado).toEqual([key(q)])
        checked++
      }
      const sentence = /¿Cuántas palabras tiene la oración «([^»]+)»\?/.exec(q.enunciado)
      if (sentence) {
        const n = sentence[1]!.split(/\s+/).length
        expect(key(q), q.enunciado).toBe(numbers[n - 1])
        checked++
      }
      const formed = /se forma con las letras ((?:«\p{L}»,? ?)+), en ese orden/u.exec(q.enunciado)
      if (formed) {
        expect(unquote(key(q)), q.enunciado).toBe(formed[1]!.replace(/[«», ]/g, ''))
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15)
  })

  it('a «bien escrita» item: one short instruction, and every wrong single word is no Spanish word (one answer)', () => {
    const spelling = seleccion.filter((q) => /bien escrit/.test(q.enunciado))
    expect(spelling.length).toBeGreaterThanOrEqual(14)
    const correct: string[] = []
    for (const q of spelling) {
      expect(q.enunciado.split(/[.?!]\s/).length, q.enunciado).toBe(1)
      expect(q.enunciado.length, q.enunciado).toBeLessThanOrEqual(70)
      for (const [i, option] of q.alternativas.entries())
        if (i !== q.correcta && !/\s/.test(option.trim())) {
          const wrong = misspellings(asEvaluation({ enunciado: option.toLowerCase(), alternativas: [] }))
          if (wrong.length === 0) correct.push(`${q.oa}: «${option}» (clave «${key(q)}»)`)
        }
    }
    expect(correct).toEqual([])
  })

  it('every word passes the spelling gate', () => {
    const errors = new Map<string, string>()
    // The key first: the one-question evaluation marks A (a «bien escrita» item's other options are not checked).
    for (const q of seleccion) {
      const alternativas = [key(q), ...q.alternativas.filter((_, i) => i !== q.correcta)]
      for (const e of misspellings(asEvaluation({ enunciado: q.enunciado, alternativas })))
        errors.set(e.word, `${q.oa}: ${e.in}`)
    }
    for (const q of abiertas)
      for (const e of misspellings(asEvaluation({ enunciado: `${q.enunciado} ${q.pauta}`, alternativas: [] })))
        errors.set(e.word, `${q.oa}: ${e.in}`)
    expect(Object.fromEntries(errors)).toEqual({})
  })
})
