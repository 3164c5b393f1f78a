import { describe, expect, it } from 'vitest'
import { pointerOf as contractPointerOf } from '@/api/contract/documentos'
import { applyEdit, canApplyEdit, listItem, parsePointer, pointerOf, valueAt } from '@/domain/document-edits'

const doc = {
  tipo: 'evaluacion',
  secciones: [
    { titulo: 'S1', preguntas: [{ enunciado: 'a' }, { enunciado: 'b' }, { enunciado: 'c' }] },
    { titulo: 'S2', preguntas: [{ enunciado: 'd' }] },
  ],
  'a/b': { '~x': 1 },
}
const frozen = structuredClone(doc)

describe('JSON pointers', () => {
  it('parses and builds pointers with the RFC 6901 escapes', () => {
    expect(parsePointer('')).toEqual([])
    expect(parsePointer('/secciones/0/preguntas')).toEqual(['secciones', '0', 'preguntas'])
    expect(parsePointer('/a~1b/~0x')).toEqual(['a/b', '~x'])
    expect(pointerOf(['a/b', '~x'])).toBe('/a~1b/~0x')
    expect(pointerOf(['secciones', 0, 'preguntas', 1])).toBe('/secciones/0/preguntas/1')
    expect(() => parsePointer('secciones')).toThrow(RangeError)
  })

  it('is the one the contract names its validation issues with', () => {
    expect(contractPointerOf(['secciones', 1, 'preguntas', 0, 'enunciado'])).toBe('/secciones/1/preguntas/0/enunciado')
  })

  it('reads values, and undefined for what is not there', () => {
    expect(valueAt(doc, '/secciones/0/preguntas/1/enunciado')).toBe('b')
    expect(valueAt(doc, '/a~1b/~0x')).toBe(1)
    expect(valueAt(doc, '')).toBe(doc)
    expect(valueAt(doc, '/secciones/2')).toBeUndefined()
    expect(valueAt(doc, '/secciones/01')).toBeUndefined()
    expect(valueAt(doc, '/secciones/-1')).toBeUndefined()
    expect(valueAt(doc, '/tipo/length')).toBeUndefined()
    expect(valueAt(doc, '/toString')).toBeUndefined()
  })

  it('names the list of an item', () => {
    expect(listItem('/secciones/1/preguntas/0')).toEqual({ list: '/secciones/1/preguntas', index: 0 })
    expect(listItem('/secciones/1/titulo')).toBeUndefined()
    expect(listItem('')).toBeUndefined()
  })
})

describe('document edits', () => {
  it('sets a field, copying only the path and leaving the input untouched', () => {
    const edited = applyEdit(doc, { op: 'set', ruta: '/secciones/0/preguntas/1/enunciado', value: 'B' })
    expect(edited.secciones[0]!.preguntas.map((p) => p.enunciado)).toEqual(['a', 'B', 'c'])
    expect(doc).toEqual(frozen)
    expect(edited.secciones[1]).toBe(doc.secciones[1])
    expect(edited.secciones[0]!.preguntas[0]).toBe(doc.secciones[0]!.preguntas[0])
    expect(edited['a/b']).toBe(doc['a/b'])
  })

  it('replaces a whole element and the whole document', () => {
    const edited = applyEdit(doc, { op: 'set', ruta: '/secciones/1/preguntas/0', value: { enunciado: 'nueva' } })
    expect(edited.secciones[1]!.preguntas).toEqual([{ enunciado: 'nueva' }])
    expect(applyEdit(doc, { op: 'set', ruta: '', value: { otro: true } })).toEqual({ otro: true })
  })

  it('removes, inserts and appends list items', () => {
    const removed = applyEdit(doc, { op: 'remove', ruta: '/secciones/0/preguntas/0' })
    expect(removed.secciones[0]!.preguntas.map((p) => p.enunciado)).toEqual(['b', 'c'])
    const inserted = applyEdit(doc, { op: 'insert', ruta: '/secciones/0/preguntas/1', value: { enunciado: 'x' } })
    expect(inserted.secciones[0]!.preguntas.map((p) => p.enunciado)).toEqual(['a', 'x', 'b', 'c'])
    const appended = applyEdit(doc, { op: 'insert', ruta: '/secciones/1/preguntas/1', value: { enunciado: 'e' } })
    expect(appended.secciones[1]!.preguntas.map((p) => p.enunciado)).toEqual(['d', 'e'])
    expect(doc).toEqual(frozen)
  })

  it('moves an item up and down within its list', () => {
    const down = applyEdit(doc, { op: 'move', ruta: '/secciones/0/preguntas/0', offset: 1 })
    expect(down.secciones[0]!.preguntas.map((p) => p.enunciado)).toEqual(['b', 'a', 'c'])
    const up = applyEdit(doc, { op: 'move', ruta: '/secciones/0/preguntas/2', offset: -2 })
    expect(up.secciones[0]!.preguntas.map((p) => p.enunciado)).toEqual(['c', 'a', 'b'])
    const sections = applyEdit(doc, { op: 'move', ruta: '/secciones/1', offset: -1 })
    expect(sections.secciones.map((s) => s.titulo)).toEqual(['S2', 'S1'])
    expect(doc).toEqual(frozen)
  })

  it('refuses edits that do not fit the document', () => {
    const refused = [
      { op: 'set', ruta: '/secciones/0/nada', value: 1 },
      { op: 'set', ruta: '/secciones/5/titulo', value: 1 },
      { op: 'remove', ruta: '/secciones/0/preguntas/3' },
      { op: 'remove', ruta: '/secciones/0/titulo' },
      { op: 'remove', ruta: '/tipo/0' },
      { op: 'insert', ruta: '/secciones/0/preguntas/4', value: {} },
      { op: 'move', ruta: '/secciones/0/preguntas/0', offset: -1 },
      { op: 'move', ruta: '/secciones/0/preguntas/2', offset: 1 },
      { op: 'move', ruta: '/secciones/0/preguntas/1', offset: 0.5 },
    ] as const
    for (const edit of refused) {
      expect(() => applyEdit(doc, edit), JSON.stringify(edit)).toThrow(RangeError)
      expect(canApplyEdit(doc, edit)).toBe(false)
    }
    expect(canApplyEdit(doc, { op: 'move', ruta: '/secciones/0/preguntas/1', offset: 1 })).toBe(true)
    expect(doc).toEqual(frozen)
  })
})
