import { describe, expect, it } from 'vitest'
import data from '../../server/curriculum/data/ciencias-naturales.json'

interface Objective {
  codigo: string
  numero: number
  eje: string
  descripcion: string
}
interface Catalogue {
  asignatura: string
  fuente: string
  nota: string
  niveles: Record<string, Objective[]>
}

const catalogue: Catalogue = data

const levels = [
  ['1° Básico', '01'],
  ['2° Básico', '02'],
  ['3° Básico', '03'],
  ['4° Básico', '04'],
  ['5° Básico', '05'],
  ['6° Básico', '06'],
  ['7° Básico', '07'],
  ['8° Básico', '08'],
  ['1° Medio', '1M'],
  ['2° Medio', '2M'],
] as const

const basicEjes = ['Ciencias de la vida', 'Ciencias físicas y químicas', 'Ciencias de la Tierra y el universo']
const upperEjes = ['Biología', 'Física', 'Química']
/** 1° to 6° Básico follow the 2012 Bases and their three ejes; 7° Básico to 2° Medio the 2013 Bases, by discipline. */
const ejesFor = (levelCode: string) => (/^0[1-6]$/.test(levelCode) ? basicEjes : upperEjes)

describe('Ciencias Naturales OA catalogue', () => {
  it('names the subject, its source and the authorship of the descriptions', () => {
    expect(Object.keys(catalogue).sort()).toEqual(['asignatura', 'fuente', 'niveles', 'nota'])
    expect(catalogue.asignatura).toBe('Ciencias Naturales')
    expect(catalogue.fuente).toMatch(/Bases Curriculares/)
    expect(catalogue.fuente).toMatch(/439\/2012/)
    expect(catalogue.fuente).toMatch(/614\/2013/)
    expect(catalogue.nota).toBe(
      'Códigos, números y ejes según Mineduc; descripciones redactadas por el equipo de Pizarra (los textos oficiales tienen licencia CC BY-NC-SA).',
    )
  })

  it('has exactly the ten levels from 1° Básico to 2° Medio, in order', () => {
    expect(Object.keys(catalogue.niveles)).toEqual(levels.map(([name]) => name))
  })

  describe.each(levels)('%s', (level, levelCode) => {
    const list = catalogue.niveles[level] ?? []
    const ejes = ejesFor(levelCode)

    it('has at least 8 objectives, each with exactly codigo, numero, eje and descripcion', () => {
      expect(list.length).toBeGreaterThanOrEqual(8)
      for (const oa of list) expect(Object.keys(oa).sort()).toEqual(['codigo', 'descripcion', 'eje', 'numero'])
    })

    it('writes each code as Mineduc does, matching the level and the number', () => {
      for (const oa of list) {
        expect(oa.codigo).toMatch(/^CN(0[1-8]|1M|2M) OA \d{2}$/)
        expect(oa.codigo).toBe(`CN${levelCode} OA ${String(oa.numero).padStart(2, '0')}`)
        expect(Number.isInteger(oa.numero)).toBe(true)
      }
      expect(new Set(list.map((oa) => oa.codigo)).size).toBe(list.length)
    })

    it('numbers the objectives 1, 2, 3… without gaps', () => {
      expect(list.map((oa) => oa.numero)).toEqual(list.map((_, i) => i + 1))
    })

    it('uses only the ejes of its band, and all of them', () => {
      for (const oa of list) expect(ejes).toContain(oa.eje)
      expect(new Set(list.map((oa) => oa.eje))).toEqual(new Set(ejes))
    })

    it('groups the objectives by eje in the order of the Bases', () => {
      const order = list.map((oa) => ejes.indexOf(oa.eje))
      expect(order).toEqual([...order].sort((a, b) => a - b))
    })

    it('describes every objective in one or two full sentences', () => {
      for (const oa of list) {
        expect(oa.descripcion).toBe(oa.descripcion.trim())
        expect(oa.descripcion.length).toBeGreaterThan(20)
        expect(oa.descripcion).toMatch(/^[A-ZÁÉÍÓÚÑ¿«]/)
        expect(oa.descripcion).toMatch(/\.$/)
      }
    })
  })

  it('never repeats a description', () => {
    const all = Object.values(catalogue.niveles).flatMap((list) => list.map((oa) => oa.descripcion.toLowerCase()))
    expect(new Set(all).size).toBe(all.length)
  })
})
