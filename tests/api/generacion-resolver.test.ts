import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolverResult } from '@/api/contract/curriculo'
import { aiGeneratedDocument, documentoDetail, noOaResponse } from '@/api/contract/documentos'
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

  it("answers no objective for another level's objective: where the subject teaches it, and the closest OA of the level", async () => {
    const body = parse(
      resolverResult,
      (await resolver({ nivel: '2° Medio', asignatura: 'Matemática', texto: 'Teorema de Pitágoras' })).body,
    )
    expect(body.objetivo).toBeNull()
    expect(body.otro_nivel).toMatchObject({ codigo: 'MA08 OA 12', nivel: '8° Básico' })
    expect(body.coincidencias.length).toBeGreaterThan(0)
    for (const c of body.coincidencias) expect(c.codigo).toMatch(/^MA2M OA \d\d$/)
    expect(body.partes).toEqual([
      { texto: 'Teorema de Pitágoras', objetivo: null, coincidencias: body.coincidencias, otro_nivel: body.otro_nivel },
    ])
    const historia = parse(
      resolverResult,
      (
        await resolver({
          nivel: '6° Básico',
          asignatura: 'Historia',
          texto: 'La Revolución Industrial y el ferrocarril',
        })
      ).body,
    )
    expect(historia.objetivo).toBeNull()
    expect(historia.otro_nivel).toMatchObject({ codigo: 'HI1M OA 05', nivel: '1° Medio' })
    // Nothing in common with the level's OA: the closest ones to the OA that teaches it, never the first five.
    const none = parse(
      resolverResult,
      (await resolver({ nivel: '4° Básico', asignatura: 'Matemática', texto: 'porcentajes' })).body,
    )
    expect(none.objetivo).toBeNull()
    expect(none.otro_nivel?.codigo).toBe('MA07 OA 04')
    expect(none.coincidencias.map((c) => c.codigo)).not.toEqual([
      'MA04 OA 01',
      'MA04 OA 02',
      'MA04 OA 03',
      'MA04 OA 04',
      'MA04 OA 05',
    ])
    for (const c of none.coincidencias) expect(c.codigo).toMatch(/^MA04 OA \d\d$/)
  })

  it('resolves a typed line as a whole before splitting it on its commas', async () => {
    const counting = parse(
      resolverResult,
      (
        await resolver({
          nivel: '1° Básico',
          asignatura: 'Matemática',
          texto: 'Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10',
        })
      ).body,
    )
    expect(counting.partes.map((p) => [p.texto, p.objetivo?.codigo])).toEqual([
      ['Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10', 'MA01 OA 01'],
    ])
    const spelling = parse(
      resolverResult,
      (
        await resolver({
          nivel: '2° Básico',
          asignatura: 'Lenguaje',
          texto: 'Escribir bien palabras con ca-co-cu, que-qui, ge-gi',
        })
      ).body,
    )
    expect(spelling.partes.map((p) => p.objetivo?.codigo)).toEqual(['LE02 OA 21'])
    // A list still splits: each objective to its own OA, the classroom context kept with its objective.
    const list = parse(
      resolverResult,
      (
        await resolver({
          nivel: '7° Básico',
          asignatura: 'Historia',
          texto:
            'la democracia ateniense, primeras civilizaciones y por qué surgieron junto a los ríos, frente al curso',
        })
      ).body,
    )
    expect(list.partes.map((p) => [p.texto, p.objetivo?.codigo])).toEqual([
      ['la democracia ateniense', 'HI07 OA 06'],
      ['primeras civilizaciones y por qué surgieron junto a los ríos, frente al curso', 'HI07 OA 04'],
    ])
    const cuentos = parse(
      resolverResult,
      (
        await resolver({
          nivel: '2° Medio',
          asignatura: 'Lengua y Literatura',
          texto: 'Cuentos latinoamericanos contemporáneos',
        })
      ).body,
    )
    expect(cuentos.objetivo?.codigo).toBe('LE2M OA 07')
  })

  it('answers en_catalogo false for a subject or level the catalogue lacks, and 400 without text', async () => {
    for (const query of [
      { nivel: '5° Básico', asignatura: 'Inglés', texto: 'present simple, daily routine' },
      { nivel: '3° Medio', asignatura: 'Matemática', texto: 'porcentajes' },
    ]) {
      const body = parse(resolverResult, (await resolver(query)).body)
      expect(body).toEqual({
        en_catalogo: false,
        objetivo: null,
        coincidencias: [],
        otro_nivel: null,
        partes: query.texto
          .split(', ')
          .map((texto) => ({ texto, objetivo: null, coincidencias: [], otro_nivel: null })),
      })
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
      '«Resolver problemas con porcentajes» se trabaja en 7° Básico: MA07 OA 04. Para Matemática de 4° Básico, elige uno de los OA más cercanos o escribe el objetivo con otras palabras.',
    )
    expect(body.otro_nivel).toMatchObject({ codigo: 'MA07 OA 04', nivel: '7° Básico' })
    expect(body.sugerencias!.length).toBeGreaterThan(0)
    for (const s of body.sugerencias!) expect(s.codigo).toMatch(/^MA04 OA \d\d$/)
    expect(await used(teacher.user.id)).toBe(0)
    expect(await documentCount(teacher.user.id)).toBe(0)
  })

  it('puts back together an objective the screen split on its commas, and generates on its OA', async () => {
    const res = await generate({
      nivel: '1° Básico',
      asignatura: 'Matemática',
      tipo: 'evaluacion',
      objetivos: ['Conteo hasta el 100 de 2 en 2', 'de 5 en 5 y de 10 en 10'],
      instrucciones: '8 preguntas',
    })
    expect(res.statusCode).toBe(200)
    const { documento_id } = parse(aiGeneratedDocument, res.body)
    const stored = parse(
      documentoDetail,
      (await t.app.inject({ method: 'GET', url: `/api/documentos/${documento_id}`, headers: school.headers })).body,
    )
    expect(stored.objetivos).toEqual(['Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10'])
    expect(JSON.stringify(stored.contenido)).toContain('MA01 OA 01')
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

describe('POST /api/generar-documento/ follows the settings', () => {
  const detail = async (id: number) =>
    parse(
      documentoDetail,
      (await t.app.inject({ method: 'GET', url: `/api/documentos/${id}`, headers: school.headers })).body,
    )
  const questions = (d: { contenido: { tipo: string } }) =>
    d.contenido.tipo === 'evaluacion'
      ? (d.contenido as unknown as { secciones: { preguntas: unknown[] }[] }).secciones.flatMap((s) => s.preguntas)
      : []

  it('"20 preguntas" typed for porcentajes in 7° Básico gives 20 questions on MA07 OA 04', async () => {
    const res = await generate({
      nivel: '7° Básico',
      asignatura: 'Matemática',
      tipo: 'evaluacion',
      objetivos: ['Resolver problemas con porcentajes'],
      instrucciones: 'Quiero 20 preguntas.',
    })
    expect(res.statusCode).toBe(200)
    const body = parse(aiGeneratedDocument, res.body)
    expect(body.avisos).toEqual([])
    const stored = await detail(body.documento_id)
    expect(questions(stored)).toHaveLength(20)
    const c = stored.contenido as { secciones: { oa: string[] }[]; proposito: string }
    expect(c.secciones.flatMap((s) => s.oa)).toEqual(['MA07 OA 04'])
    expect(c.proposito).toContain('MA07 OA 04')
  })

  it('"para 90 minutos" gives at least 15 items and says 90 minutes', async () => {
    const res = await generate({
      nivel: '4° Básico',
      asignatura: 'Lenguaje y Comunicación',
      tipo: 'evaluacion',
      objetivos: ['OA 4'],
      instrucciones: 'Prueba para 90 minutos.',
    })
    const body = parse(aiGeneratedDocument, res.body)
    const stored = await detail(body.documento_id)
    expect(questions(stored).length).toBeGreaterThanOrEqual(15)
    expect((stored.contenido as { duracion_minutos: number }).duracion_minutos).toBe(90)
  })

  it('an explicit cantidad_preguntas wins over the instructions, with an aviso, and two requests differ', async () => {
    const payload = {
      nivel: '7° Básico',
      asignatura: 'Matemática',
      tipo: 'evaluacion',
      objetivos: ['MA07 OA 04'],
      instrucciones: '10 preguntas',
      cantidad_preguntas: 12,
    }
    const first = parse(aiGeneratedDocument, (await generate(payload)).body)
    const second = parse(aiGeneratedDocument, (await generate(payload)).body)
    expect(first.avisos).toEqual([expect.stringContaining('se usa lo elegido en Opciones')])
    const [a, b] = [await detail(first.documento_id), await detail(second.documento_id)]
    expect(questions(a)).toHaveLength(12)
    expect(JSON.stringify(a.contenido)).not.toBe(JSON.stringify(b.contenido))
  })

  it('asking for more than an OA has gives what it has and an aviso saying so', async () => {
    // An OA with its 15–18 written items, asked for the most the form allows.
    const res = await generate({
      nivel: '6° Básico',
      asignatura: 'Historia, Geografía y Ciencias Sociales',
      tipo: 'evaluacion',
      objetivos: ['HI06 OA 02'],
      instrucciones: 'Prueba de la unidad.',
      cantidad_preguntas: 40,
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = parse(aiGeneratedDocument, res.body)
    const n = questions(await detail(body.documento_id)).length
    expect(n).toBeGreaterThanOrEqual(15)
    expect(n).toBeLessThan(40)
    expect(body.avisos).toEqual([expect.stringContaining(`tiene por ahora ${n} preguntas distintas`)])
  })
})
