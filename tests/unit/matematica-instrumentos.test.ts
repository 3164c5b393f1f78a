/**
 * The instruments written per Matemática OA (server/content/matematica/instrumentos*.ts, issue 29 §1): every
 * OA of the catalogue has its content criterion, its indicator and a practical work with 2–4 steps; every
 * piece is about its OA (it passes the OA's check, `offObjective`); no two OA share a criterion or an
 * indicator word for word; 1° and 2° Básico are told in short sentences; every word passes the spelling gate.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AiContent } from '@/api/contract/documento-contenido'
import { offObjective } from '../../server/content/checks'
import { instrumentosMatematica } from '../../server/content/matematica/instrumentos'
import { oaInstrumentos } from '../../server/content/tareas/schema'
import { catalogueLevels, oaFor } from '../../server/curriculum/catalogue'
import { misspellings } from '../fixtures/spelling'

const rows = z.array(oaInstrumentos).parse(instrumentosMatematica)
const codes = catalogueLevels.flatMap((nivel) => oaFor(nivel, 'Matemática').map((oa) => oa.codigo))
const words = (s: string) => s.split(/\s+/).filter(Boolean).length

describe('the instruments written for the Matemática OA', () => {
  it('covers every OA of the catalogue once, in its order, each with a practical work', () => {
    expect(codes).toHaveLength(209)
    expect(rows.map((r) => r.codigo)).toEqual(codes)
    for (const row of rows) expect(row.trabajos.length, row.codigo).toBeGreaterThanOrEqual(1)
    const ids = rows.flatMap((r) => r.trabajos.map((t) => t.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('writes each practical work with 2–4 steps, its materials and a table of the right width', () => {
    for (const { codigo, trabajos } of rows)
      for (const t of trabajos) {
        expect(t.pasos.length, `${codigo} ${t.id}`).toBeGreaterThanOrEqual(2)
        expect(t.pasos.length, `${codigo} ${t.id}`).toBeLessThanOrEqual(4)
        expect(t.materiales.length, `${codigo} ${t.id}`).toBeGreaterThanOrEqual(2)
        for (const fila of t.tabla?.filas ?? []) expect(fila.length, `${codigo} ${t.id}`).toBe(t.tabla!.columnas.length)
      }
  })

  it('every piece passes its OA’s check: the criterion and each descriptor, the indicator, each work', () => {
    const off: string[] = []
    const check = (codigo: string, tipo: 'criterio' | 'indicador' | 'tarea', texto: string) => {
      const why = offObjective(codigo, { tipo, texto })
      if (why) off.push(`${why}: «${texto.slice(0, 120)}»`)
    }
    for (const { codigo, criterio, indicador, trabajos } of rows) {
      check(codigo, 'criterio', criterio.nombre)
      for (const d of criterio.descriptores) check(codigo, 'criterio', d)
      check(codigo, 'indicador', indicador.tercera)
      check(codigo, 'indicador', indicador.primera)
      for (const t of trabajos) {
        check(codigo, 'tarea', [t.titulo, ...t.presentacion].join(' '))
        check(codigo, 'tarea', t.pasos.map((p) => p.descripcion).join(' '))
      }
    }
    expect(off).toEqual([])
  })

  it('no two OA share a criterion, a descriptor or an indicator word for word', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const { codigo, criterio, indicador } of rows)
      for (const s of [criterio.nombre, ...criterio.descriptores, indicador.tercera, indicador.primera]) {
        const key = s.toLowerCase()
        const other = seen.get(key)
        if (other && other !== codigo) twice.push(`${other} y ${codigo}: «${s}»`)
        seen.set(key, codigo)
      }
    expect(twice).toEqual([])
  })

  it('the descriptors go from the highest level to the lowest, and the 1st person differs from the 3rd', () => {
    for (const { codigo, criterio, indicador } of rows) {
      expect(new Set(criterio.descriptores).size, codigo).toBe(4)
      expect(indicador.primera, codigo).not.toBe(indicador.tercera)
      // The highest level asks for the most: its descriptor is the longest of the four.
      const lengths = criterio.descriptores.map(words)
      expect(Math.max(...lengths), codigo).toBe(lengths[0])
    }
  })

  it('1° and 2° Básico read short sentences', () => {
    const long: string[] = []
    for (const { codigo, trabajos } of rows.filter((r) => /^MA0[12]/.test(r.codigo)))
      for (const t of trabajos)
        for (const s of [...t.presentacion, ...t.pasos.map((p) => p.descripcion)])
          if (words(s) > 18) long.push(`${codigo}: «${s}»`)
    expect(long).toEqual([])
  })

  it('from 5° Básico on, every practical work gives its data in a table the students read or fill in', () => {
    const older = rows.filter((r) => !/^MA0[1-4]/.test(r.codigo))
    expect(older).toHaveLength(114)
    const without = older.flatMap((r) => r.trabajos.filter((t) => !t.tabla).map((t) => `${r.codigo} ${t.id}`))
    expect(without).toEqual([])
    // A table of data, not a single line: two rows or more.
    for (const { codigo, trabajos } of older)
      for (const t of trabajos) expect(t.tabla!.filas.length, `${codigo} ${t.id}`).toBeGreaterThanOrEqual(2)
  })

  it('every word passes the spelling gate', () => {
    const errors = new Map<string, string>()
    for (const { codigo, criterio, indicador, trabajos } of rows) {
      // The rows as the documents print them: no codes, ids or task kinds.
      const printed = {
        tipo: 'trabajo',
        criterio,
        indicador,
        trabajos: trabajos.map(({ titulo, presentacion, tabla, materiales, pasos }) => ({
          titulo,
          presentacion,
          tabla,
          materiales,
          pasos,
        })),
      } as unknown as AiContent
      for (const e of misspellings(printed)) errors.set(e.word, `${codigo}: ${e.in}`)
    }
    expect(Object.fromEntries(errors)).toEqual({})
  }, 120_000)
})
