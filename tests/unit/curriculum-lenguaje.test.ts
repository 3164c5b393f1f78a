import { describe, expect, it } from 'vitest'
import data from '../../server/curriculum/data/lenguaje.json'
import { type CurriculumFile, describeCurriculumFile, isBasicBand, levels } from './curriculum-catalog-checks'

const basicEjes = ['Lectura', 'Escritura', 'Comunicación oral'] as const
const upperEjes = ['Lectura', 'Escritura', 'Comunicación oral', 'Investigación'] as const

describeCurriculumFile(data as CurriculumFile, {
  prefix: 'LE',
  ejesFor: (level) => (isBasicBand(level) ? basicEjes : upperEjes),
  extraKeys: ['asignaturas'],
  // Many OA of every eje repeat word for word from one level to the next, as in the Bases.
  uniqueDescriptions: 'level',
})

describe('catálogo LE: dos asignaturas en un archivo', () => {
  it('names both subjects and gives each its levels: 1° a 6° Básico and 7° Básico a 2° Medio', () => {
    expect(data.asignatura).toBe('Lenguaje y Comunicación / Lengua y Literatura')
    expect(data.asignaturas).toEqual({
      'Lenguaje y Comunicación': levels.slice(0, 6),
      'Lengua y Literatura': levels.slice(6),
    })
  })

  it('keeps the official counts of OA per level', () => {
    const counts = Object.fromEntries(Object.entries(data.niveles).map(([level, list]) => [level, list.length]))
    expect(counts).toEqual({
      '1° Básico': 26,
      '2° Básico': 30,
      '3° Básico': 31,
      '4° Básico': 30,
      '5° Básico': 30,
      '6° Básico': 31,
      '7° Básico': 25,
      '8° Básico': 26,
      '1° Medio': 24,
      '2° Medio': 24,
    })
  })

  it('puts the research OA where the Bases do: the last one or two of each level from 7° Básico on', () => {
    const research = Object.fromEntries(
      levels
        .slice(6)
        .map((level) => [level, data.niveles[level].filter((oa) => oa.eje === 'Investigación').map((oa) => oa.codigo)]),
    )
    expect(research).toEqual({
      '7° Básico': ['LE07 OA 24', 'LE07 OA 25'],
      '8° Básico': ['LE08 OA 25', 'LE08 OA 26'],
      '1° Medio': ['LE1M OA 24'],
      '2° Medio': ['LE2M OA 24'],
    })
  })
})
