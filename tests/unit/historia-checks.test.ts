/**
 * The checks of the Historia OA (server/content/checks/historia.ts, issue 29 §1): every OA of the catalogue,
 * 1° Básico–2° Medio, has its own concepts; every written item of an OA names one of them; and the check
 * discriminates: per level, few items of the other OA pass it (figures of
 * `node --import tsx scripts/oa-checks.ts --cruce`).
 */
import { describe, expect, it } from 'vitest'
import { checkedCodes, offObjective } from '../../server/content/checks'
import { historiaChecks } from '../../server/content/checks/historia'
import { oaItems } from '../../server/content/oa-items'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'

const subject = 'Historia, Geografía y Ciencias Sociales'
const levels = catalogueLevels.filter((nivel) => oaFor(nivel, subject).length > 0)

const byOa = new Map<string, (typeof oaItems)[number][]>()
for (const item of oaItems) byOa.set(item.oa, [...(byOa.get(item.oa) ?? []), item])
const pieceOf = (item: (typeof oaItems)[number]) => ({
  tipo: 'item' as const,
  texto: item.enunciado,
  alternativas: [item.alternativas[item.correcta]!],
})

/**
 * The share of the other OA's items of a level that pass an OA's check, at most. Measured on 2026-12-07:
 * 5.3 % (6° Básico) to 8.6 % (3° Básico), 6.3 % over the subject; a level above this bound has a check
 * that names what every OA of its axis shows.
 */
const crossBound = 0.1
/** No single OA's check lets through more than this share of the other OA's items of its level (max 17 %). */
const crossBoundPerOa = 0.2

describe('the checks of the Historia OA', () => {
  it('covers every OA of the catalogue with its own concepts', () => {
    const own = new Set(checkedCodes())
    const codes = levels.flatMap((nivel) => oaFor(nivel, subject).map((oa) => oa.codigo))
    expect(codes).toHaveLength(208)
    expect(codes.filter((codigo) => !own.has(codigo))).toEqual([])
    expect(Object.keys(historiaChecks).sort()).toEqual([...codes].sort())
    for (const codigo of codes) expect(historiaChecks[codigo]!.conceptos.length).toBeGreaterThanOrEqual(5)
  })

  it.each(levels)('%s: every written item of an OA names one of its concepts', (nivel) => {
    const off: string[] = []
    for (const oa of oaFor(nivel, subject)) {
      const items = byOa.get(oa.codigo) ?? []
      expect(items.length, oa.codigo).toBeGreaterThanOrEqual(12)
      for (const item of items) {
        const why = offObjective(oa.codigo, pieceOf(item))
        if (why) off.push(`${why}: «${item.enunciado}»`)
      }
    }
    expect(off).toEqual([])
  })

  it.each(levels)('%s: few items of the other OA of the level pass an OA’s check', (nivel) => {
    const oas = oaFor(nivel, subject)
    let pass = 0
    let total = 0
    const loose: string[] = []
    for (const oa of oas) {
      let c = 0
      let t = 0
      for (const other of oas)
        if (other.codigo !== oa.codigo)
          for (const item of byOa.get(other.codigo) ?? []) {
            t++
            if (!offObjective(oa.codigo, pieceOf(item))) c++
          }
      if (c / t > crossBoundPerOa) loose.push(`${oa.codigo}: ${Math.round((100 * c) / t)} %`)
      pass += c
      total += t
    }
    expect(loose).toEqual([])
    expect(pass / total).toBeLessThan(crossBound)
  })

  it('tells an item of one OA from an item of another (the reported case: a letter of 1817 under HI07 OA 04)', () => {
    const carta = {
      tipo: 'tarea' as const,
      texto:
        'Lee la carta de un soldado del Ejército de los Andes, escrita en 1817 antes de la batalla de Chacabuco, y comenta qué sentía.',
    }
    expect(offObjective('HI07 OA 04', carta)).toBeDefined()
    expect(offObjective('HI06 OA 02', carta)).toBeUndefined()
    const nilo = {
      tipo: 'tarea' as const,
      texto:
        'Observa un mapa del valle del Nilo y explica por qué sus crecidas permitieron que surgiera la civilización egipcia.',
    }
    expect(offObjective('HI07 OA 04', nilo)).toBeUndefined()
  })
})
