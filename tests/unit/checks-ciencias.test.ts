/**
 * The checks of the Ciencias Naturales OA (`server/content/checks/ciencias.ts`): every OA of the catalogue
 * has its own list of concepts, every written item of the OA names one of them, and the lists discriminate:
 * the items of the other OA of the level that pass an OA's check stay few (`scripts/oa-checks.ts --cruce`
 * prints the same figures). Bounds set from the figures of 2026-12-07: 4.8 % over all levels, 6.6 % at most
 * in one level (5° Básico), 19 % at most for one OA (CN07 OA 13, gases, against the pressure items of OA 08).
 */
import { describe, expect, it } from 'vitest'
import { offObjective } from '../../server/content/checks'
import { cienciasChecks } from '../../server/content/checks/ciencias'
import { paresCiencias } from '../../server/content/ciencias/pares'
import { oaItems } from '../../server/content/oa-items'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'

const subject = 'Ciencias Naturales'
const byOa = new Map<string, (typeof oaItems)[number][]>()
for (const item of oaItems) byOa.set(item.oa, [...(byOa.get(item.oa) ?? []), item])
/** An item as the composer checks it: its statement and its key. */
const piece = (item: (typeof oaItems)[number]) => ({
  tipo: 'item' as const,
  texto: item.enunciado,
  alternativas: [item.alternativas[item.correcta]!],
})
const levels = catalogueLevels.map((nivel) => ({ nivel, oas: oaFor(nivel, subject) }))

/** Per level: the share of the other OA's items that pass each OA's check, and the loosest OA. */
function crossPass(oas: readonly { codigo: string }[]) {
  let pass = 0
  let total = 0
  const perOa: { codigo: string; share: number }[] = []
  for (const oa of oas) {
    let p = 0
    let t = 0
    for (const other of oas)
      if (other.codigo !== oa.codigo)
        for (const item of byOa.get(other.codigo) ?? []) {
          t++
          if (!offObjective(oa.codigo, piece(item))) p++
        }
    pass += p
    total += t
    perOa.push({ codigo: oa.codigo, share: p / t })
  }
  return { share: pass / total, pass, total, perOa }
}

describe('the checks of Ciencias Naturales', () => {
  it('every Ciencias OA of the catalogue has its own check, and every check is of a Ciencias OA', () => {
    const codes = levels.flatMap((l) => l.oas.map((o) => o.codigo))
    expect(codes.length).toBe(156)
    expect(codes.filter((c) => !cienciasChecks[c])).toEqual([])
    expect(Object.keys(cienciasChecks).filter((c) => !codes.includes(c))).toEqual([])
  })

  it('writes every concept in lower case, without repeating one within an OA', () => {
    for (const [codigo, check] of Object.entries(cienciasChecks)) {
      expect(check.conceptos.length, codigo).toBeGreaterThanOrEqual(4)
      expect(
        check.conceptos.filter((c) => c !== c.toLowerCase()),
        codigo,
      ).toEqual([])
      expect(new Set(check.conceptos).size, codigo).toBe(check.conceptos.length)
    }
  })

  it('passes 100 % of the written items of every OA, each OA keeping 15 or more', () => {
    const failing: string[] = []
    for (const { oas } of levels)
      for (const oa of oas) {
        const items = byOa.get(oa.codigo) ?? []
        expect(items.length, oa.codigo).toBeGreaterThanOrEqual(15)
        for (const item of items) {
          const why = offObjective(oa.codigo, piece(item))
          if (why) failing.push(`${why} «${item.enunciado}»`)
        }
      }
    expect(failing).toEqual([])
  })

  it('lets few items of the other OA of a level through: under 8 % per level and 25 % per OA', () => {
    let pass = 0
    let total = 0
    const report: Record<string, string> = {}
    for (const { nivel, oas } of levels) {
      const cross = crossPass(oas)
      pass += cross.pass
      total += cross.total
      const loosest = cross.perOa.reduce((a, b) => (b.share > a.share ? b : a))
      report[nivel] = `${(100 * cross.share).toFixed(1)} % (${loosest.codigo} ${Math.round(100 * loosest.share)} %)`
      expect(cross.share, nivel).toBeLessThan(0.08)
      expect(cross.perOa.filter((o) => o.share > 0.25).map((o) => o.codigo)).toEqual([])
    }
    console.table(report)
    expect(pass / total).toBeLessThan(0.06)
  })

  it('passes the pairs of every OA, read together as the matching item they make', () => {
    const off = Object.entries(paresCiencias).filter(
      ([codigo, pares]) =>
        offObjective(codigo, { tipo: 'item', texto: pares.map((p) => `${p.concepto} ${p.definicion}`).join(' ') }) !==
        undefined,
    )
    expect(Object.keys(paresCiencias).length).toBe(156)
    expect(off.map(([codigo]) => codigo)).toEqual([])
  })

  it('fails an item of another OA: a circuit is not the respiratory system, a fossil is not a wave', () => {
    const circuit = {
      tipo: 'item' as const,
      texto: '¿Qué pasa si se abre el interruptor?',
      alternativas: ['La ampolleta se apaga.'],
    }
    expect(offObjective('CN05 OA 09', circuit)).toBeUndefined()
    expect(offObjective('CN05 OA 03', circuit)).toMatch(/no nombra ninguno de sus conceptos/)
    const fossil = {
      tipo: 'item' as const,
      texto: '¿Dónde se forman los fósiles?',
      alternativas: ['En rocas sedimentarias'],
    }
    expect(offObjective('CN1M OA 01', fossil)).toBeUndefined()
    expect(offObjective('CN1M OA 09', fossil)).toMatch(/no nombra/)
  })
})
