import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolverResult } from '@/api/contract/curriculo'
import { aiGeneratedDocument, noOaResponse } from '@/api/contract/documentos'
import { documentos } from '../../server/db/schema'
import { createSchool, createTestApp, detailOf, parse, type School, type TestApp } from './helpers'

let t: TestApp
let school: School
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
})
afterAll(() => t.close())

const resolver = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/curriculo/resolver?${new URLSearchParams(query)}`, headers: school.headers })
const generate = (payload: object, who: Pick<School, 'headers'> = school) =>
  t.app.inject({ method: 'POST', url: '/api/generar-documento/', headers: who.headers, payload })
const used = async (userId: number) => (await t.app.quota.status(userId)).usadas
const documentCount = async (userId: number) =>
  (await t.db.select({ n: count() }).from(documentos).where(eq(documentos.usuarioId, userId)))[0]!.n

describe('GET /api/curriculo/resolver', () => {
  it('answers the OA a typed objective means, with ranked matches and their score', async () => {
    const res = await resolver({
      nivel: '7° Básico',
      asignatura: 'Matemática',
      texto: 'Resolver problemas con porcentajes',
    })
    expect(res.statusCode).toBe(200)
    const body = parse(resolverResult, res.body)
    expect(body.en_catalogo).toBe(true)
    expect(body.objetivo?.codigo).toBe('MA07 OA 04')
    expect(body.coincidencias[0]).toMatchObject({ codigo: 'MA07 OA 04', cobertura: 1 })
    expect(body.coincidencias[0]!.puntaje).toBeGreaterThan(body.coincidencias[1]?.puntaje ?? 0)
  })

  it('answers no objective but suggestions when no OA of the level covers the text', async () => {
    const body = parse(
      resolverResult,
      (
        await resolver({
          nivel: '6° Básico',
          asignatura: 'Historia',
          texto: 'La Revolución Industrial y el ferrocarril',
        })
      ).body,
    )
    expect(body.objetivo).toBeNull()
  })

  it('answers en_catalogo false for a subject or level the catalogue lacks, and 400 without text', async () => {
    for (const query of [
      { nivel: '5° Básico', asignatura: 'Inglés', texto: 'present simple' },
      { nivel: '3° Medio', asignatura: 'Matemática', texto: 'porcentajes' },
    ]) {
      const body = parse(resolverResult, (await resolver(query)).body)
      expect(body).toEqual({ en_catalogo: false, objetivo: null, coincidencias: [] })
    }
    const res = await resolver({ nivel: '7° Básico', asignatura: 'Matemática', texto: ' ' })
    expect(res.statusCode).toBe(400)
    expect(detailOf(res.body)).toBe('Escribe el objetivo que quieres buscar.')
  })
})

describe('POST /api/generar-documento/ resolves the objectives first', () => {
  it('answers 422 with suggestions for an objective outside the level, and spends nothing', async () => {
    const teacher = await createSchool(t, { nombre: 'Escuela Fuera de Nivel' })
    const res = await generate(
      {
        nivel: '4° Básico',
        asignatura: 'Matemática',
        tipo: 'evaluacion',
        objetivos: ['Resolver problemas con porcentajes'],
        instrucciones: '20 preguntas',
      },
      teacher,
    )
    expect(res.statusCode).toBe(422)
    const body = parse(noOaResponse, res.body)
    expect(body.detail).toBe(
      'Ningún OA de Matemática de 4° Básico corresponde a «Resolver problemas con porcentajes». Elige uno de los OA sugeridos o escribe el objetivo con otras palabras.',
    )
    expect(body.sugerencias!.length).toBeGreaterThan(0)
    for (const s of body.sugerencias!) expect(s.codigo).toMatch(/^MA04 OA \d\d$/)
    expect(await used(teacher.user.id)).toBe(0)
    expect(await documentCount(teacher.user.id)).toBe(0)
  })

  it('keeps working for a subject outside the catalogue, with an aviso that it is not grounded in OA', async () => {
    const res = await generate({
      nivel: '5° Básico',
      asignatura: 'Inglés',
      tipo: 'rubrica',
      objetivos: ['Describe their daily routine'],
      instrucciones: 'Para una exposición oral',
    })
    expect(res.statusCode).toBe(200)
    const body = parse(aiGeneratedDocument, res.body)
    expect(body.avisos).toEqual([expect.stringContaining('no en OA del currículum nacional')])
  })
})
