/**
 * The instruments written for every Ciencias Naturales OA (`server/content/ciencias/instrumentos*.ts`): they
 * parse with `oaInstrumentos`, cover every OA of the catalogue once, every piece (the criterion and each of its
 * descriptors, the indicator in both persons, each sentence of a practical work's situation and each of its
 * steps) passes its OA's check, no two OA share a criterion, a descriptor or an indicator word for word, and
 * every word passes the spelling gate (`tests/fixtures/spelling.ts`, as `spelling-items.test.ts` checks the
 * written items).
 */
import { describe, expect, it } from 'vitest'
import { offObjective } from '../../server/content/checks'
import { instrumentosCiencias } from '../../server/content/ciencias/instrumentos'
import { oaInstrumentos } from '../../server/content/tareas/schema'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'
import { asEvaluation, misspellings } from '../fixtures/spelling'

const parsed = instrumentosCiencias.map((i) => oaInstrumentos.parse(i))
const codes = catalogueLevels.flatMap((nivel) => oaFor(nivel, 'Ciencias Naturales').map((o) => o.codigo))

describe('the instruments of every Ciencias Naturales OA', () => {
  it('cover every OA of the catalogue once, each with at least one practical work', () => {
    expect(parsed.map((i) => i.codigo)).toEqual(codes)
    expect(parsed.filter((i) => i.trabajos.length === 0).map((i) => i.codigo)).toEqual([])
  })

  it('write each practical work with 2–5 steps, its materials and, for an experiment, a data table', () => {
    const ids = parsed.flatMap((i) => i.trabajos.map((t) => t.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const { codigo, trabajos } of parsed)
      for (const t of trabajos) {
        expect(t.pasos.length, `${codigo} ${t.id}`).toBeGreaterThanOrEqual(2)
        expect(t.pasos.length, `${codigo} ${t.id}`).toBeLessThanOrEqual(5)
        expect(t.materiales.length, `${codigo} ${t.id}`).toBeGreaterThanOrEqual(2)
        if (t.tipo === 'experimento') {
          expect(t.tabla, `${codigo} ${t.id}`).toBeDefined()
          expect(t.tareas, `${codigo} ${t.id}`).toContain('informe_laboratorio')
        }
        for (const fila of t.tabla?.filas ?? []) expect(fila.length, `${codigo} ${t.id}`).toBe(t.tabla!.columnas.length)
      }
  })

  it('put every piece on its OA: the criterion and each descriptor, the indicator, each practical work', () => {
    const off: string[] = []
    const check = (codigo: string, tipo: 'criterio' | 'indicador' | 'tarea', texto: string) => {
      const why = offObjective(codigo, { tipo, texto })
      if (why) off.push(`${why} «${texto.slice(0, 90)}»`)
    }
    for (const { codigo, criterio, indicador, trabajos } of parsed) {
      check(codigo, 'criterio', criterio.nombre)
      for (const d of criterio.descriptores) check(codigo, 'criterio', d)
      check(codigo, 'indicador', indicador.tercera)
      check(codigo, 'indicador', indicador.primera)
      for (const t of trabajos) {
        // Each sentence of the situation the students read and each step (the schema's promise).
        for (const sentence of t.presentacion) check(codigo, 'tarea', sentence)
        for (const paso of t.pasos) check(codigo, 'tarea', paso.descripcion)
      }
    }
    expect(off).toEqual([])
  })

  it('share no criterion, descriptor or indicator word for word between two OA', () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const { codigo, criterio, indicador } of parsed)
      for (const text of [criterio.nombre, ...criterio.descriptores, indicador.tercera, indicador.primera]) {
        const key = text.toLowerCase()
        const first = seen.get(key)
        if (first && first !== codigo) repeated.push(`${first} y ${codigo}: «${text}»`)
        else seen.set(key, codigo)
      }
    expect(repeated).toEqual([])
  })

  it('pass the spelling gate, word by word', () => {
    const errors = new Map<string, string>()
    for (const i of parsed) {
      const texts = [
        i.criterio.nombre,
        ...i.criterio.descriptores,
        i.indicador.tercera,
        i.indicador.primera,
        ...i.trabajos.flatMap((t) => [
          t.titulo,
          ...t.presentacion,
          ...t.materiales,
          ...(t.tabla ? [...t.tabla.columnas, ...t.tabla.filas.flat().filter(Boolean)] : []),
          ...t.pasos.flatMap((p) => [p.titulo, p.descripcion]),
        ]),
      ]
      for (const e of misspellings(asEvaluation({ enunciado: texts[0]!, alternativas: texts.slice(1) })))
        if (!errors.has(e.word)) errors.set(e.word, `${i.codigo}: ${e.in}`)
    }
    expect(Object.fromEntries(errors)).toEqual({})
  }, 120_000)
})
