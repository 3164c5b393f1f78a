import { describe, expect, it } from 'vitest'
import data from '../../server/curriculum/data/ciencias-naturales.json'
import { type CurriculumFile, describeCurriculumFile, isBasicBand } from './curriculum-catalog-checks'

const basicEjes = ['Ciencias de la vida', 'Ciencias físicas y químicas', 'Ciencias de la Tierra y el universo']
const upperEjes = ['Biología', 'Física', 'Química']

/** 1° to 6° Básico follow the 2012 Bases and their three ejes; 7° Básico to 2° Medio the 2013 Bases, by discipline. */
describeCurriculumFile(data satisfies CurriculumFile, {
  prefix: 'CN',
  ejesFor: (level) => (isBasicBand(level) ? basicEjes : upperEjes),
  uniqueDescriptions: 'file',
})

describe('catálogo CN: contenido', () => {
  it('names the subject as the app writes it', () => {
    expect(data.asignatura).toBe('Ciencias Naturales')
  })
})
