import { describe, expect, it } from 'vitest'
import data from '../../server/curriculum/data/matematica.json'
import { type CurriculumFile, describeCurriculumFile, isBasicBand } from './curriculum-catalog-checks'

const basicEjes = ['Números y operaciones', 'Patrones y álgebra', 'Geometría', 'Medición', 'Datos y probabilidades']
const upperEjes = ['Números', 'Álgebra y funciones', 'Geometría', 'Probabilidad y estadística']

/** 1° to 6° Básico follow the 2012 Bases and their five ejes; 7° Básico to 2° Medio the 2013 Bases and four. */
describeCurriculumFile(data satisfies CurriculumFile, {
  prefix: 'MA',
  ejesFor: (level) => (isBasicBand(level) ? basicEjes : upperEjes),
  uniqueDescriptions: 'file',
})

describe('catálogo MA: contenido', () => {
  it('names the subject as the app writes it', () => {
    expect(data.asignatura).toBe('Matemática')
  })
})
