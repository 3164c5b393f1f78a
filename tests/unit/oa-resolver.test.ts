import { describe, expect, it } from 'vitest'
import { oaFor } from '../../server/curriculum/catalogue'
import { resolveObjective, searchOa, termsOf } from '../../server/curriculum/resolver'

const resolved = (nivel: string, asignatura: string, texto: string) => {
  const r = resolveObjective(texto, { nivel, asignatura })
  return r.kind === 'oa' ? r.oa.codigo : r.kind
}

describe('the objective resolver', () => {
  it.each([
    ['7° Básico', 'Matemática', 'Resolver problemas con porcentajes', 'MA07 OA 04'],
    ['7° Básico', 'Matemática', 'porcentajes', 'MA07 OA 04'],
    [
      '6° Básico',
      'Historia, Geografía y Ciencias Sociales',
      'Explicar el proceso de la Independencia de Chile',
      'HI06 OA 02',
    ],
    ['6° Básico', 'Historia', 'proceso de independencia de chile', 'HI06 OA 02'],
    ['2° Básico', 'Ciencias Naturales', 'ciclo de vida de los animales', 'CN02 OA 03'],
    ['8° Básico', 'Matemática', 'Multiplicar binomios', 'MA08 OA 06'],
    ['8° Básico', 'Matemática', 'El producto de dos binomios', 'MA08 OA 06'],
    ['1° Medio', 'Matemática', 'producto de binomios', 'MA1M OA 03'],
    ['8° Básico', 'Historia', 'La Ilustración', 'HI08 OA 14'],
    ['8° Básico', 'Historia', 'la ilustracion', 'HI08 OA 14'],
    ['3° Básico', 'Lenguaje y Comunicación', 'Leer en voz alta de manera fluida', 'LE03 OA 01'],
    ['3° Básico', 'Lenguaje y Comunicación', 'Escribir una carta', 'LE03 OA 15'],
    ['5° Básico', 'Lenguaje y Comunicación', 'lenguaje figurado en poemas', 'LE05 OA 05'],
    ['1° Medio', 'Lengua y Literatura', 'columnas de opinión', 'LE1M OA 09'],
    ['1° Básico', 'Lenguaje y Comunicación', 'conciencia fonológica', 'LE01 OA 03'],
    ['8° Básico', 'Lengua y Literatura', 'la epopeya', 'LE08 OA 06'],
    ['2° Medio', 'Matemática', 'Teorema de Pitágoras', 'sin_oa'],
    ['8° Básico', 'Matemática', 'teorema de Pitágoras', 'MA08 OA 12'],
  ])('%s %s: «%s» is %s', (nivel, asignatura, texto, codigo) => {
    expect(resolved(nivel, asignatura, texto)).toBe(codigo)
  })

  it('refuses objectives of another level, with suggestions of the level', () => {
    for (const [nivel, asignatura, texto] of [
      ['4° Básico', 'Matemática', 'Resolver problemas con porcentajes'],
      ['4° Básico', 'Historia', 'Explicar el proceso de la Independencia de Chile'],
      ['5° Básico', 'Ciencias Naturales', 'ciclo de vida de los animales'],
      ['2° Básico', 'Ciencias Naturales', 'La fotosíntesis'],
    ] as const) {
      const r = resolveObjective(texto, { nivel, asignatura })
      expect(r.kind, texto).toBe('sin_oa')
      if (r.kind !== 'sin_oa') continue
      expect(r.sugerencias.length).toBeGreaterThan(0)
      const codes = new Set(oaFor(nivel, asignatura).map((oa) => oa.codigo))
      for (const s of r.sugerencias) expect(codes.has(s.codigo)).toBe(true)
    }
  })

  it('keeps codes and numbers of the level, and works outside the catalogue without OA', () => {
    expect(resolved('5° Básico', 'Matemática', 'MA05 OA 07: fracciones')).toBe('MA05 OA 07')
    expect(resolved('5° Básico', 'Matemática', 'OA 7')).toBe('MA05 OA 07')
    expect(resolved('5° Básico', 'Inglés', 'Present simple')).toBe('fuera_de_catalogo')
    expect(resolved('3° Medio', 'Matemática', 'porcentajes')).toBe('fuera_de_catalogo')
  })

  it('ranks with a score and a coverage, and folds accents in both directions', () => {
    const [first] = searchOa('7° Básico', 'Matemática', 'porcentaje')
    expect(first?.oa.codigo).toBe('MA07 OA 04')
    expect(first?.score).toBeGreaterThan(0)
    expect(first?.coverage).toBe(1)
    expect(termsOf('Ilustración')).toContain('ilustracion')
    expect(termsOf('de')).toBeNull()
  })
})
