import { describe, expect, it } from 'vitest'

/** One Objetivo de Aprendizaje as the catalogue files under server/curriculum/data store it. */
export interface OaEntry {
  codigo: string
  numero: number
  eje: string
  descripcion: string
}

export interface CurriculumFile {
  asignatura: string
  fuente: string
  nota: string
  niveles: Record<string, OaEntry[]>
}

export const levels = [
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
] as const

/** The level part of a Mineduc code: "05" for 5° Básico, "1M" for 1° Medio. */
export const levelCode = (level: string) => {
  const index = levels.indexOf(level as (typeof levels)[number])
  if (index < 0) throw new Error(`unknown level ${level}`)
  return index < 8 ? String(index + 1).padStart(2, '0') : `${index - 7}M`
}

/**
 * The checks every subject file must pass: all ten levels and nothing else, codes that match prefix, level and
 * `numero`, numbers 1, 2, 3… with no gaps, ejes from the band's list in contiguous blocks in that order (the Bases
 * list the OA eje by eje), and a written description for each OA that no other OA of the level shares.
 */
export function describeCurriculumFile(
  file: CurriculumFile,
  prefix: string,
  ejesFor: (level: string) => readonly string[],
) {
  describe(`catálogo ${prefix}: forma`, () => {
    it('has exactly the ten levels, in order', () => {
      expect(Object.keys(file.niveles)).toEqual([...levels])
    })

    it('names its source and the licence note', () => {
      expect(file.asignatura.length).toBeGreaterThan(3)
      expect(file.fuente).toMatch(/Bases Curriculares/)
      expect(file.fuente).toMatch(/Mineduc/)
      expect(file.nota).toMatch(/CC BY-NC-SA/)
    })

    const codes = new Set<string>()
    for (const level of levels) {
      describe(level, () => {
        const list = file.niveles[level] ?? []

        it('has at least 8 OA numbered 1, 2, 3… without gaps', () => {
          expect(list.length).toBeGreaterThanOrEqual(8)
          expect(list.map((oa) => oa.numero)).toEqual(list.map((_, i) => i + 1))
        })

        it('writes every code as Mineduc does, matching level and number, once in the file', () => {
          for (const oa of list) {
            expect(oa.codigo).toMatch(/^[A-Z]{2}(0[1-8]|[12]M) OA \d{2}$/)
            expect(oa.codigo).toBe(`${prefix}${levelCode(level)} OA ${String(oa.numero).padStart(2, '0')}`)
            expect(codes.has(oa.codigo), oa.codigo).toBe(false)
            codes.add(oa.codigo)
          }
        })

        it("uses only the band's ejes, each in one block, in the band's order, all of them", () => {
          const allowed = ejesFor(level)
          for (const oa of list) expect(allowed, oa.codigo).toContain(oa.eje)
          const blocks = list.map((oa) => oa.eje).filter((eje, i, all) => i === 0 || all[i - 1] !== eje)
          expect(blocks).toEqual([...allowed])
        })

        it('describes every OA in its own words: a sentence, not empty, not repeated in the level', () => {
          const seen = new Set<string>()
          for (const oa of list) {
            expect(oa.descripcion, oa.codigo).toBe(oa.descripcion.trim())
            expect(oa.descripcion.length, oa.codigo).toBeGreaterThanOrEqual(25)
            expect(oa.descripcion, oa.codigo).toMatch(/^[A-ZÁÉÍÓÚÑ¿].*\.$/s)
            const key = oa.descripcion.toLowerCase()
            expect(seen.has(key), oa.codigo).toBe(false)
            seen.add(key)
          }
        })
      })
    }
  })
}
