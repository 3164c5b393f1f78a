import { describe, expect, it } from 'vitest'
import { findOa, oaFor } from '../../server/curriculum/catalogue'
import {
  resolveObjective,
  resolveObjectives,
  searchOa,
  splitLine,
  termsOf,
  withoutContext,
} from '../../server/curriculum/resolver'
import { otherLevel } from '../fixtures/paraphrases/other-level'

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

  it("refuses objectives of another level, names where the subject teaches them, and suggests the level's closest OA", () => {
    for (const { nivel, asignatura, texto, seTrabaja } of otherLevel) {
      const r = resolveObjective(texto, { nivel, asignatura })
      expect(r.kind, texto).toBe('sin_oa')
      if (r.kind !== 'sin_oa') continue
      // Searched over every level of the subject: an OA of the level that teaches it.
      expect(r.otroNivel?.oa.nivel, texto).toBe(findOa(seTrabaja)!.nivel)
      expect(r.sugerencias.length).toBeGreaterThan(0)
      const codes = new Set(oaFor(nivel, asignatura).map((oa) => oa.codigo))
      for (const s of r.sugerencias) expect(codes.has(s.codigo)).toBe(true)
    }
    // Nothing in common with the level: the closest OA to the one that teaches it, not the level's first five.
    const r = resolveObjective('porcentajes', { nivel: '4° Básico', asignatura: 'Matemática' })
    expect(r.kind === 'sin_oa' && r.sugerencias.map((s) => s.numero)).not.toEqual([1, 2, 3, 4, 5])
  })

  it('lets the context a teacher adds not count against an OA', () => {
    for (const [nivel, asignatura, texto, codigo] of [
      [
        '7° Básico',
        'Historia',
        'Primeras civilizaciones y por qué surgieron junto a los ríos, frente al curso',
        'HI07 OA 04',
      ],
      ['2° Medio', 'Lengua y Literatura', 'Cuentos latinoamericanos contemporáneos con mis alumnos', 'LE2M OA 07'],
      ['7° Básico', 'Ciencias Naturales', 'separar mezclas por filtración en el laboratorio', 'CN07 OA 14'],
      ['7° Básico', 'Matemática', 'porcentajes para la próxima prueba de séptimo básico', 'MA07 OA 04'],
      ['2° Medio', 'Matemática', 'ecuaciones de segundo grado en 2° medio', 'MA2M OA 04'],
    ] as const)
      expect(resolved(nivel, asignatura, texto), texto).toBe(codigo)
    expect(withoutContext('porcentajes en 7° básico')).not.toMatch(/básico/)
    expect(withoutContext('ecuación de segundo grado')).toContain('segundo grado')
    expect(withoutContext('relacionar 3 + 5 = 8 con 8 − 5 = 3')).toContain('suma')
  })

  it('gives the OA whose own content the text names: a spelling text to the spelling OA, not a reading one', () => {
    expect(resolved('2° Básico', 'Lenguaje', 'Escribir bien palabras con ca-co-cu, que-qui')).toBe('LE02 OA 21')
    expect(resolved('2° Básico', 'Lenguaje', 'Leer palabras con que-qui y gue-gui')).toBe('LE02 OA 01')
    expect(resolved('1° Básico', 'Lenguaje', 'usar las palabras nuevas al conversar')).toBe('LE01 OA 24')
    expect(resolved('1° Básico', 'Lenguaje', 'usar las palabras nuevas en sus escritos')).toBe('LE01 OA 16')
  })

  it('resolves a typed line as a whole before splitting it on its commas', () => {
    const objectives = (nivel: string, asignatura: string, line: string) =>
      resolveObjectives(splitLine(line), { nivel, asignatura }).map((r) => [
        r.texto,
        r.kind === 'oa' ? r.oa.codigo : r.kind,
      ])
    expect(objectives('1° Básico', 'Matemática', 'Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10')).toEqual([
      ['Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10', 'MA01 OA 01'],
    ])
    expect(objectives('2° Básico', 'Lenguaje', 'Escribir bien palabras con ca-co-cu, que-qui, ge-gi')).toEqual([
      ['Escribir bien palabras con ca-co-cu, que-qui, ge-gi', 'LE02 OA 21'],
    ])
    // A list still splits; another level's objective stays apart (refused), never hidden in a neighbour.
    expect(objectives('6° Básico', 'Matemática', 'fracciones, porcentajes, teorema de Pitágoras')).toEqual([
      ['fracciones', 'MA06 OA 06'],
      ['porcentajes', 'MA06 OA 04'],
      ['teorema de Pitágoras', 'sin_oa'],
    ])
    // The fragments a screen split off go back with their neighbour; codes keep their own place.
    expect(
      resolveObjectives(['Conteo hasta el 100 de 2 en 2', 'de 5 en 5 y de 10 en 10'], {
        nivel: '1° Básico',
        asignatura: 'Matemática',
      }).map((r) => r.texto),
    ).toEqual(['Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10'])
    expect(objectives('5° Básico', 'Matemática', 'MA05 OA 07: fracciones, MA05 OA 09')).toEqual([
      ['MA05 OA 07: fracciones', 'MA05 OA 07'],
      ['MA05 OA 09', 'MA05 OA 09'],
    ])
    expect(splitLine(' a ,, b;\nc ')).toEqual(['a', 'b', 'c'])
    // How the class works on it stays with the objective it follows, never an objective of its own; two
    // parts on one OA are that OA once.
    expect(
      objectives(
        '5° Básico',
        'Ciencias Naturales',
        'Sistema respiratorio, sus órganos y cómo funciona la respiración, trabajado en el laboratorio',
      ),
    ).toEqual([
      ['Sistema respiratorio, sus órganos y cómo funciona la respiración, trabajado en el laboratorio', 'CN05 OA 03'],
    ])
    expect(objectives('5° Básico', 'Matemática', 'Fracciones equivalentes, usando material concreto')).toEqual([
      ['Fracciones equivalentes, usando material concreto', 'MA05 OA 07'],
    ])
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
