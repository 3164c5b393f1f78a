import { describe, expect, it } from 'vitest'
import { courseKey, searchKey } from '@/domain/students'
import { foldAccents } from '@/domain/text'

describe('foldAccents', () => {
  it('drops accents, tildes and diaereses but keeps case and other signs', () => {
    expect(foldAccents('Ñuñoa Básico Pingüino')).toBe('Nunoa Basico Pinguino')
    expect(foldAccents('4° Medio ÁÉÍÓÚ')).toBe('4° Medio AEIOU')
  })

  it('is what the course and search keys compare', () => {
    expect(courseKey('4˚ básico  A')).toBe(courseKey('4° Básico A'))
    expect(searchKey('  JOSÉ   Peña ')).toBe('jose pena')
  })
})
