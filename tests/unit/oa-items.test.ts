/**
 * The items written per OA code for Ciencias Naturales and Historia (server/content/ciencias/, server/content/historia/), which
 * the offline composer draws before any bank item. A test-wise student must not find the key by its length,
 * and the composer must not put every key under the same letter.
 */
import { describe, expect, it } from 'vitest'
import type { EvaluacionContent } from '@/api/contract/documento-contenido'
import { itemsFor } from '../../server/composer/bank'
import { composeEvaluacion } from '../../server/composer/evaluacion'
import { oaCiencias } from '../../server/content/ciencias/oa-ciencias'
import { oaHistoria } from '../../server/content/historia/oa-historia'
import { oaItems } from '../../server/content/oa-items'
import type { OaItem } from '../../server/content/types'
import { findOa, oaFor } from '../../server/curriculum/catalogue'

const files = [
  { file: 'oa-ciencias', subject: 'ciencias-naturales' as const, items: oaCiencias },
  { file: 'oa-historia', subject: 'historia' as const, items: oaHistoria },
]
const letters = ['A', 'B', 'C', 'D'] as const
const normalize = (text: string) => text.toLocaleLowerCase('es-CL').replace(/\s+/g, ' ').trim()
const lengthsOf = (item: OaItem) => item.alternativas.map((a) => a.length)
const label = (item: OaItem) => `${item.oa}: ${item.enunciado}`

/** The key is longer than each of the three distractors. */
function keyIsLongest(item: OaItem) {
  const lengths = lengthsOf(item)
  return lengths.every((length, index) => index === item.correcta || length < lengths[item.correcta]!)
}

describe.each(files)('$file', ({ subject, items }) => {
  it('has items to check', () => {
    expect(items.length).toBeGreaterThan(100)
  })

  it('makes the key the strictly longest option in at most 20 % of the items', () => {
    const longest = items.filter(keyIsLongest)
    expect(longest.length / items.length, longest.map(label).join('\n')).toBeLessThanOrEqual(0.2)
  })

  it('never makes the key clearly longer than every distractor (20 % and 5 characters more)', () => {
    const giveaways = items.filter((item) => {
      const lengths = lengthsOf(item)
      const key = lengths[item.correcta]!
      return lengths.every((length, index) => index === item.correcta || (length * 1.2 <= key && length + 5 <= key))
    })
    expect(giveaways.map(label)).toEqual([])
  })

  it('does not make the key predictable by its rank in length either: no rank holds more than 40 % of the items', () => {
    // Rank 0: no distractor is longer than the key; rank 3: all three are. Lengthening one distractor per item
    // to hide the key would only move the give-away to "the second longest".
    const ranks = [0, 0, 0, 0]
    for (const item of items) {
      const lengths = lengthsOf(item)
      const key = lengths[item.correcta]!
      ranks[lengths.filter((length, index) => index !== item.correcta && length > key).length]!++
    }
    for (const count of ranks) expect(count / items.length, ranks.join(', ')).toBeLessThanOrEqual(0.4)
  })

  it('keeps the options of an item comparable in length: the shortest is at least a third of the longest', () => {
    const uneven = items
      .filter((item) => {
        const lengths = lengthsOf(item)
        return Math.min(...lengths) * 3 < Math.max(...lengths)
      })
      .map((item) => `${label(item)} (${lengthsOf(item).join(', ')})`)
    expect(uneven).toEqual([])
  })

  it('gives every item four distinct options and exactly one key', () => {
    for (const item of items) {
      expect(item.alternativas, label(item)).toHaveLength(4)
      expect(new Set(item.alternativas.map(normalize)).size, label(item)).toBe(4)
      expect([0, 1, 2, 3], label(item)).toContain(item.correcta)
      const key = normalize(item.alternativas[item.correcta])
      expect(
        item.alternativas.filter((a) => normalize(a) === key),
        label(item),
      ).toHaveLength(1)
      for (const a of item.alternativas) expect(a.trim(), label(item)).toBe(a)
    }
  })

  it('shows the keys spread over A–D once the composer has ordered the options', () => {
    const counts = new Map<string, number>(letters.map((l) => [l, 0]))
    let shown = 0
    // The composer draws from every item written for the OA (this file's and those of server/content/ciencias/ and historia/).
    let writtenCount = 0
    for (const code of new Set(items.map((i) => i.oa))) {
      const oa = findOa(code)
      expect(oa?.codigo, code).toBe(code)
      const written = oaItems.filter((i) => i.oa === code)
      writtenCount += written.length
      const chosen = itemsFor(subject, { texto: oa!.descripcion, oa: oa! }, 5, written.length)
      for (const item of chosen) {
        const source = written.find((w) => w.enunciado === item.enunciado)
        expect(source, `${code}: ${item.enunciado}`).toBeDefined()
        // The composer may reorder the options but the keyed text stays the written key.
        expect(item.alternativas[item.correcta]).toBe(source!.alternativas[source!.correcta])
        counts.set(letters[item.correcta], counts.get(letters[item.correcta])! + 1)
        shown++
      }
    }
    expect(shown).toBe(writtenCount)
    for (const letter of letters) {
      const share = counts.get(letter)! / shown
      expect(share, `${letter}: ${counts.get(letter)} of ${shown}`).toBeGreaterThanOrEqual(0.15)
      expect(share, `${letter}: ${counts.get(letter)} of ${shown}`).toBeLessThanOrEqual(0.35)
    }
  })
})

describe('a composed evaluation with 20 multiple-choice items', () => {
  const cases = [
    ['Ciencias Naturales', '4° Básico'],
    ['Ciencias Naturales', '6° Básico'],
    ['Ciencias Naturales', '8° Básico'],
    ['Ciencias Naturales', '2° Medio'],
    ['Historia, Geografía y Ciencias Sociales', '5° Básico'],
    ['Historia, Geografía y Ciencias Sociales', '7° Básico'],
    ['Historia, Geografía y Ciencias Sociales', '2° Medio'],
  ] as const

  /** The first 20 multiple-choice keys of an evaluation on the level's first OAs, as many OAs as it takes. */
  function keysOf(asignatura: string, nivel: string): string[] {
    const oas = oaFor(nivel, asignatura)
    for (let count = 5; count <= oas.length; count++) {
      const content = composeEvaluacion(
        {
          tipo: 'evaluacion',
          nivel,
          asignatura,
          objetivos: oas.slice(0, count).map((oa) => `${oa.codigo}: ${oa.descripcion}`),
          instrucciones: '',
        },
        1,
      ) as EvaluacionContent
      const keys = content.secciones
        .flatMap((s) => s.preguntas)
        .filter((q) => q.tipo === 'seleccion_multiple')
        .map((q) => q.clave!)
      if (keys.length >= 20) return keys.slice(0, 20)
    }
    throw new Error(`${asignatura} ${nivel}: fewer than 20 multiple-choice items`)
  }

  it.each(cases)('%s %s: keys under at least three letters, none under more than half', (asignatura, nivel) => {
    const keys = keysOf(asignatura, nivel)
    expect(keys).toHaveLength(20)
    const counts = letters.map((l) => keys.filter((k) => k === l).length)
    expect(counts.filter((c) => c > 0).length, keys.join('')).toBeGreaterThanOrEqual(3)
    expect(Math.max(...counts), keys.join('')).toBeLessThanOrEqual(10)
  })
})
