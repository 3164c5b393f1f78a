import { describe, expect, it } from 'vitest'
import { type Oa, oaObjective, searchOas } from '@/ui/oa-picker'

const oas: Oa[] = [
  { codigo: 'MA05 OA 07', numero: 7, eje: 'Números y operaciones', descripcion: 'Comprender las fracciones propias.' },
  { codigo: 'MA05 OA 17', numero: 17, eje: 'Geometría', descripcion: 'Describir aristas y caras de figuras 3D.' },
  { codigo: 'MA05 OA 23', numero: 23, eje: 'Datos y probabilidades', descripcion: 'Calcular el promedio de datos.' },
]
const codes = (query: string) => searchOas(oas, query).map((oa) => oa.codigo)

describe('OA search', () => {
  it('finds an OA by its number, written as teachers write it', () => {
    for (const query of ['7', 'OA 7', 'oa7', ' OA 07 ']) expect(codes(query), query).toEqual(['MA05 OA 07'])
    expect(codes('17')).toEqual(['MA05 OA 17'])
    expect(codes('99')).toEqual([])
  })

  it('finds OA by words in any case, with or without accents, all words required', () => {
    expect(codes('fracciones')).toEqual(['MA05 OA 07'])
    expect(codes('FRACCION propias')).toEqual(['MA05 OA 07'])
    expect(codes('geometria')).toEqual(['MA05 OA 17'])
    expect(codes('números fracciones')).toEqual(['MA05 OA 07'])
    expect(codes('fracciones promedio')).toEqual([])
    expect(codes('ma05 oa 23')).toEqual(['MA05 OA 23'])
  })

  it('lists everything for an empty search and writes a chosen OA as the request objective', () => {
    expect(codes('  ')).toHaveLength(3)
    expect(oaObjective(oas[0]!)).toBe('MA05 OA 07: Comprender las fracciones propias.')
  })
})
