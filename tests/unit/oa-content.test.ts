/**
 * The per-OA content of Ciencias Naturales and Historia, Geografía y Ciencias Sociales (1° Básico–2° Medio):
 * the key terms the resolver searches (`terminos` in server/curriculum/data) and the multiple-choice items
 * written per OA (the per-level files of server/content/ciencias/ and historia/, plus the older oa-ciencias.ts,
 * oa-historia.ts and the first levels of server/content/oa-items.ts). It reports the OA still under 15 items and holds the complete levels at 15 or more.
 */
import { describe, expect, it } from 'vitest'
import { oaItems } from '../../server/content/oa-items'
import { oaContenido } from '../../server/content/oa-levels'
import type { OaItem } from '../../server/content/types'
import { catalogueLevels, findOa, levelIndex, oaFor } from '../../server/curriculum/catalogue'

const subjects = [
  { name: 'Ciencias Naturales', prefix: /^(CN|CI)/ },
  { name: 'Historia, Geografía y Ciencias Sociales', prefix: /^HI/ },
] as const

/** The goal per OA. */
const goal = 15

/** Levels whose every OA has at least `goal` distinct items; checked strictly. */
const completeLevels: Record<(typeof subjects)[number]['name'], readonly string[]> = {
  'Ciencias Naturales': [
    '1° Básico',
    '2° Básico',
    '3° Básico',
    '4° Básico',
    '5° Básico',
    '6° Básico',
    '7° Básico',
    '8° Básico',
    '1° Medio',
    '2° Medio',
  ],
  'Historia, Geografía y Ciencias Sociales': [
    '1° Básico',
    '2° Básico',
    '3° Básico',
    '4° Básico',
    '5° Básico',
    '6° Básico',
    '7° Básico',
    '8° Básico',
    '1° Medio',
    '2° Medio',
  ],
}

const normalize = (text: string) => text.toLocaleLowerCase('es-CL').replace(/\s+/g, ' ').trim()
const label = (item: OaItem) => `${item.oa}: ${item.enunciado}`
const lengthsOf = (item: OaItem) => item.alternativas.map((a) => a.length)
/** The key is longer than each of the three distractors. */
const keyIsLongest = (item: OaItem) => {
  const lengths = lengthsOf(item)
  return lengths.every((length, index) => index === item.correcta || length < lengths[item.correcta]!)
}

const itemsOf = (codigo: string) => oaItems.filter((i) => i.oa === codigo)
/** Items with the same statement and options count once. */
const distinctCount = (items: readonly OaItem[]) => new Set(items.map((i) => normalize(i.enunciado))).size

describe('per-OA content of Ciencias Naturales and Historia', () => {
  it('names, in every written item, an OA of the catalogue', () => {
    const unknown = oaItems.filter((i) => findOa(i.oa)?.codigo !== i.oa).map(label)
    expect(unknown).toEqual([])
  })

  it('gives every new item a statement, four distinct trimmed options and one key', () => {
    for (const item of oaContenido) {
      expect(item.enunciado, label(item)).toMatch(/^(¿|[A-ZÁÉÍÓÚÑ«]).*[?:]$/s)
      if (item.enunciado.endsWith('?')) expect(item.enunciado, label(item)).toContain('¿')
      expect(new Set(item.alternativas.map(normalize)).size, label(item)).toBe(4)
      for (const a of item.alternativas) {
        expect(a.trim(), label(item)).toBe(a)
        expect(a.length, label(item)).toBeGreaterThan(0)
        expect(a, label(item)).not.toMatch(/(todas|ninguna) de las anteriores|alternativas? [A-D]\b/i)
      }
      expect(item.correcta).toBe(0)
    }
  })

  it('never repeats a statement within one OA', () => {
    const byOa = new Map<string, string[]>()
    for (const item of oaItems) byOa.set(item.oa, [...(byOa.get(item.oa) ?? []), normalize(item.enunciado)])
    const repeated = [...byOa].flatMap(([oa, statements]) =>
      statements.filter((s, i) => statements.indexOf(s) !== i).map((s) => `${oa}: ${s}`),
    )
    expect(repeated).toEqual([])
  })

  it('keeps the options of a new item comparable in length: the shortest is at least a third of the longest', () => {
    const uneven = oaContenido
      .filter((item) => Math.min(...lengthsOf(item)) * 3 < Math.max(...lengthsOf(item)))
      .map((item) => `${label(item)} (${lengthsOf(item).join(', ')})`)
    expect(uneven).toEqual([])
  })

  it('never makes a new key clearly longer than every distractor (20 % and 5 characters more)', () => {
    const giveaways = oaContenido.filter((item) => {
      const lengths = lengthsOf(item)
      const key = lengths[item.correcta]!
      return lengths.every((length, index) => index === item.correcta || (length * 1.2 <= key && length + 5 <= key))
    })
    expect(giveaways.map(label)).toEqual([])
  })

  for (const subject of subjects)
    for (const nivel of catalogueLevels) {
      const oas = oaFor(nivel, subject.name)
      const items = oas.flatMap((oa) => itemsOf(oa.codigo))
      if (items.length < 20) continue
      it(`${subject.name} ${nivel}: the key is the strictly longest option in at most 40 % of the items`, () => {
        const longest = items.filter(keyIsLongest)
        expect(longest.length / items.length, longest.map(label).join('\n')).toBeLessThanOrEqual(0.4)
      })
    }

  it("gives every OA of the four subjects 4–20 lower-case key terms (the resolver's bounds)", () => {
    for (const name of [...subjects.map((s) => s.name), 'Lenguaje y Comunicación', 'Matemática'])
      for (const nivel of catalogueLevels) {
        const asignatura = name === 'Lenguaje y Comunicación' && levelIndex(nivel) >= 6 ? 'Lengua y Literatura' : name
        const oas = oaFor(nivel, asignatura)
        expect(oas.length, `${asignatura} ${nivel}`).toBeGreaterThan(0)
        for (const oa of oas) {
          expect(oa.terminos?.length ?? 0, oa.codigo).toBeGreaterThanOrEqual(4)
          expect(oa.terminos!.length, oa.codigo).toBeLessThanOrEqual(20)
          for (const term of oa.terminos!) expect(term, oa.codigo).toBe(term.toLocaleLowerCase('es-CL').trim())
        }
      }
  })

  it(`reports the OA still under ${goal} items and holds the complete levels at ${goal} or more`, () => {
    const report: { asignatura: string; nivel: string; oa: number; completos: number; faltan: string }[] = []
    for (const subject of subjects)
      for (const nivel of catalogueLevels) {
        const oas = oaFor(nivel, subject.name)
        const counts = oas.map((oa) => ({ codigo: oa.codigo, n: distinctCount(itemsOf(oa.codigo)) }))
        const short = counts.filter((c) => c.n < goal)
        report.push({
          asignatura: subject.name.startsWith('Ciencias') ? 'Ciencias' : 'Historia',
          nivel,
          oa: oas.length,
          completos: oas.length - short.length,
          faltan: short.map((c) => `${c.codigo.slice(-2)}:${c.n}`).join(' '),
        })
        if (completeLevels[subject.name].includes(nivel)) expect(short, `${subject.name} ${nivel}`).toEqual([])
      }
    console.table(report)
    expect(report).toHaveLength(2 * catalogueLevels.length)
  })
})
