/**
 * The paraphrase set: for every OA of the catalogue (1° Básico–2° Medio), three phrasings the way Chilean
 * teachers write them (a short topic, a colloquial one, one with classroom context), in
 * `tests/fixtures/paraphrases/`. The resolver puts at least 95 % of each subject's phrasings on their OA (top 1),
 * at least 99 % among its first three, and refuses none. The figures per subject are printed (and copied into
 * the README).
 */
import { describe, expect, it } from 'vitest'
import { catalogueLevels, catalogueSubjects, findOa, oaFor, officialSubject } from '../../server/curriculum/catalogue'
import { resolveObjective } from '../../server/curriculum/resolver'
import { paraphrases } from '../fixtures/paraphrases'
import { heldOut } from '../fixtures/paraphrases/held-out'
import { otherLevel } from '../fixtures/paraphrases/other-level'

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
/** Every run of `n` consecutive words of a text. */
const runsOf = (text: string, n: number) => {
  const w = words(text)
  return w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' '))
}

const allOa = (materia: (typeof catalogueSubjects)[number]) =>
  catalogueLevels.flatMap((nivel) => oaFor(nivel, officialSubject(materia, nivel)))

describe('the paraphrase set', () => {
  it('has three distinct phrasings for every OA of the catalogue, none copying the OA', () => {
    for (const materia of catalogueSubjects) {
      const set = paraphrases[materia]!
      const codes = allOa(materia).map((oa) => oa.codigo)
      expect(Object.keys(set).sort(), materia).toEqual([...codes].sort())
      for (const oa of allOa(materia)) {
        const phrasings = set[oa.codigo]!
        expect(new Set(phrasings.map((p) => p.toLowerCase())).size, oa.codigo).toBe(3)
        // Written as a teacher says it: no phrasing repeats six words in a row of the OA's description.
        for (const p of phrasings)
          for (const run of runsOf(p, 6))
            expect(` ${words(oa.descripcion).join(' ')} `, oa.codigo).not.toContain(` ${run} `)
      }
    }
  })

  it('gives every OA key terms', () => {
    for (const materia of catalogueSubjects)
      for (const oa of allOa(materia)) expect(oa.terminos?.length ?? 0, oa.codigo).toBeGreaterThanOrEqual(4)
  })

  const figures = catalogueSubjects.map((materia) => {
    let total = 0
    let top1 = 0
    let top3 = 0
    const refused: string[] = []
    for (const [codigo, phrasings] of Object.entries(paraphrases[materia]!)) {
      const oa = findOa(codigo)!
      for (const texto of phrasings) {
        total++
        const r = resolveObjective(texto, { nivel: oa.nivel, asignatura: oa.asignatura })
        if (r.kind !== 'oa') {
          refused.push(`${codigo}: «${texto}»`)
          continue
        }
        const ranked = [r.oa.codigo, ...r.coincidencias.map((m) => m.oa.codigo).filter((c) => c !== r.oa.codigo)]
        if (ranked[0] === codigo) top1++
        if (ranked.slice(0, 3).includes(codigo)) top3++
      }
    }
    return { materia, total, top1: top1 / total, top3: top3 / total, refused }
  })

  it.each(figures)('$materia: ≥ 95 % at top 1, ≥ 99 % in the top 3, none refused', (f) => {
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`
    console.info(
      `paráfrasis ${f.materia}: ${f.total} frases, top 1 ${pct(f.top1)}, top 3 ${pct(f.top3)}, rechazadas ${f.refused.length}`,
    )
    expect(f.refused).toEqual([])
    expect(f.top1).toBeGreaterThanOrEqual(0.95)
    expect(f.top3).toBeGreaterThanOrEqual(0.99)
  })
})

describe('the held-out phrasings and the objectives of another level', () => {
  it('resolves the held-out phrasings no better or worse than the README says (85 % top 1, 3 refused)', () => {
    let top1 = 0
    let refused = 0
    for (const [codigo, texto] of heldOut) {
      const oa = findOa(codigo)!
      const r = resolveObjective(texto, { nivel: oa.nivel, asignatura: oa.asignatura })
      if (r.kind !== 'oa') refused++
      else if (r.oa.codigo === codigo) top1++
    }
    console.info(`paráfrasis no usadas para ajustar: ${heldOut.length} frases, top 1 ${top1}, rechazadas ${refused}`)
    expect(top1).toBeGreaterThanOrEqual(41)
    expect(refused).toBeLessThanOrEqual(3)
  })

  it('refuses every objective of another level, naming a level that teaches it', () => {
    for (const c of otherLevel) {
      const r = resolveObjective(c.texto, c)
      expect(r.kind, c.texto).toBe('sin_oa')
      if (r.kind === 'sin_oa') expect(r.otroNivel?.oa.nivel, c.texto).toBe(findOa(c.seTrabaja)!.nivel)
    }
  })
})
