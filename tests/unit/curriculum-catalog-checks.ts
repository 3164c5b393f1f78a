import { describe, expect, it } from 'vitest'

/** One Objetivo de Aprendizaje as the catalogue files under server/curriculum/data store it. */
export interface OaEntry {
  codigo: string
  numero: number
  eje: string
  descripcion: string
  /** Key terms and synonyms for the resolver (optional). */
  terminos?: string[]
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

/** 1° to 6° Básico follow the 2012 Bases (Decreto 439/2012); 7° Básico to 2° Medio the 2013 Bases (Decreto 614/2013). */
export const isBasicBand = (level: string) => levels.indexOf(level as (typeof levels)[number]) < 6

export interface CurriculumChecks {
  /** The two letters of the subject in Mineduc codes: "MA", "LE"… */
  prefix: string
  /** The ejes of a level, in the order the Bases list them. */
  ejesFor: (level: string) => readonly string[]
  /** Top-level keys the file has besides asignatura, fuente, nota and niveles. */
  extraKeys?: readonly string[]
  /**
   * Where a description must not repeat: in the whole file, or only inside a level (subjects whose Bases repeat an
   * OA word for word from one level to the next).
   */
  uniqueDescriptions: 'file' | 'level'
}

/** The note every catalogue carries on the authorship of its descriptions. */
const authorshipNote =
  'Códigos, números y ejes según Mineduc; descripciones redactadas por el equipo de Pizarra (los textos oficiales tienen licencia CC BY-NC-SA).'

/**
 * The checks every subject file must pass: its keys, its source (both decrees) and the authorship note; all ten
 * levels and nothing else; at least 8 OA per level, each with exactly codigo, numero, eje and descripcion; codes that
 * match prefix, level and `numero`, once in the file; numbers 1, 2, 3… with no gaps; all of the band's ejes and no
 * other, in contiguous blocks in the band's order (the Bases list the OA eje by eje); and a written sentence for each
 * OA that no other OA shares (in the file or in the level, see `uniqueDescriptions`).
 */
export function describeCurriculumFile(file: CurriculumFile, checks: CurriculumChecks) {
  const { prefix, ejesFor, extraKeys = [], uniqueDescriptions } = checks
  describe(`catálogo ${prefix}: forma`, () => {
    it('has exactly the ten levels, in order', () => {
      expect(Object.keys(file.niveles)).toEqual([...levels])
    })

    it('names its source, both decrees and the authorship of the descriptions', () => {
      expect(Object.keys(file).sort()).toEqual(['asignatura', 'fuente', 'niveles', 'nota', ...extraKeys].sort())
      expect(file.asignatura.length).toBeGreaterThan(3)
      expect(file.fuente).toMatch(/Bases Curriculares/)
      expect(file.fuente).toMatch(/439\/2012/)
      expect(file.fuente).toMatch(/614\/2013/)
      expect(file.fuente).toMatch(/Mineduc/)
      expect(file.nota).toBe(authorshipNote)
    })

    if (uniqueDescriptions === 'file') {
      it('never repeats a description in the file', () => {
        const all = Object.values(file.niveles).flatMap((list) => list.map((oa) => oa.descripcion.toLowerCase()))
        expect(new Set(all).size).toBe(all.length)
      })
    }

    const codes = new Set<string>()
    for (const level of levels) {
      describe(level, () => {
        const list = file.niveles[level] ?? []
        const ejes = ejesFor(level)

        it('has at least 8 OA, each with exactly codigo, numero, eje and descripcion (and optional terminos)', () => {
          expect(list.length).toBeGreaterThanOrEqual(8)
          for (const oa of list)
            expect(
              Object.keys(oa)
                .filter((key) => key !== 'terminos')
                .sort(),
              oa.codigo,
            ).toEqual(['codigo', 'descripcion', 'eje', 'numero'])
        })

        it('gives terminos, when present, as 4–20 distinct lower-case terms', () => {
          for (const oa of list) {
            if (oa.terminos === undefined) continue
            expect(oa.terminos.length, oa.codigo).toBeGreaterThanOrEqual(4)
            expect(oa.terminos.length, oa.codigo).toBeLessThanOrEqual(20)
            expect(new Set(oa.terminos).size, oa.codigo).toBe(oa.terminos.length)
            for (const term of oa.terminos) expect(term, oa.codigo).toBe(term.toLowerCase().trim())
          }
        })

        it('numbers the OA 1, 2, 3… without gaps', () => {
          expect(list.map((oa) => oa.numero)).toEqual(list.map((_, i) => i + 1))
        })

        it('writes every code as Mineduc does, matching level and number, once in the file', () => {
          for (const oa of list) {
            expect(Number.isInteger(oa.numero), oa.codigo).toBe(true)
            expect(oa.codigo).toMatch(/^[A-Z]{2}(0[1-8]|[12]M) OA \d{2}$/)
            expect(oa.codigo).toBe(`${prefix}${levelCode(level)} OA ${String(oa.numero).padStart(2, '0')}`)
            expect(codes.has(oa.codigo), oa.codigo).toBe(false)
            codes.add(oa.codigo)
          }
        })

        it("uses only the band's ejes, and all of them", () => {
          for (const oa of list) expect(ejes, oa.codigo).toContain(oa.eje)
          expect(new Set(list.map((oa) => oa.eje))).toEqual(new Set(ejes))
        })

        it("groups the OA by eje, one block per eje, in the band's order", () => {
          const blocks = list.map((oa) => oa.eje).filter((eje, i, all) => i === 0 || all[i - 1] !== eje)
          expect(blocks).toEqual([...ejes])
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
