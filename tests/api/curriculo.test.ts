import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { curriculoList } from '@/api/contract/curriculo'
import { createSchool, createTestApp, detailOf, parse, type School, type TestApp } from './helpers'

let t: TestApp
let school: School
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
})
afterAll(() => t.close())

const get = (query: Record<string, string>, headers: Record<string, string> = school.headers) =>
  t.app.inject({ method: 'GET', url: `/api/curriculo?${new URLSearchParams(query)}`, headers })

const levels = [
  '1° Básico',
  '2° Básico',
  '3° Básico',
  '4° Básico',
  '5° Básico',
  '6° Básico',
  '7° Básico',
  '8° Básico',
  '1° Medio',
  '2° Medio',
]

interface CatalogueFile {
  asignatura: string
  niveles: Record<string, { codigo: string; numero: number; eje: string; descripcion: string }[]>
}

/** The catalogue files as they are on disk, read without the server's loader. */
const dataDir = path.resolve(import.meta.dirname, '../../server/curriculum/data')
const files = readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, file: JSON.parse(readFileSync(path.join(dataDir, name), 'utf8')) as CatalogueFile }))

/** The official name of each file's subject at a level. */
function subjectName(file: string, nivel: string) {
  const superior = levels.indexOf(nivel) >= 6
  switch (file) {
    case 'lenguaje.json':
      return superior ? 'Lengua y Literatura' : 'Lenguaje y Comunicación'
    case 'matematica.json':
      return 'Matemática'
    case 'ciencias-naturales.json':
      return 'Ciencias Naturales'
    case 'historia.json':
      return 'Historia, Geografía y Ciencias Sociales'
    default:
      throw new Error(`archivo de currículo sin nombre de asignatura: ${file}`)
  }
}

describe('GET /api/curriculo', () => {
  it('serves every list of the catalogue, in order, under the official subject name', async () => {
    expect(files.map((f) => f.name).sort()).toEqual([
      'ciencias-naturales.json',
      'historia.json',
      'lenguaje.json',
      'matematica.json',
    ])
    let served = 0
    for (const { name, file } of files) {
      expect(Object.keys(file.niveles).sort(), name).toEqual([...levels].sort())
      for (const [nivel, entries] of Object.entries(file.niveles)) {
        const res = await get({ nivel, asignatura: subjectName(name, nivel) })
        expect(res.statusCode, `${name} ${nivel}: ${res.body.slice(0, 200)}`).toBe(200)
        const list = parse(curriculoList, res.body)
        expect(list.length, `${name} ${nivel}`).toBeGreaterThan(0)
        expect(list, `${name} ${nivel}`).toEqual(
          entries.map(({ codigo, numero, eje, descripcion }) => ({ codigo, numero, eje, descripcion })),
        )
        served++
      }
    }
    expect(served).toBe(40)
  })

  it('5° Básico Matemática has the fractions OA, numbered in order', async () => {
    const list = parse(curriculoList, (await get({ nivel: '5° Básico', asignatura: 'Matemática' })).body)
    expect(list.map((oa) => oa.numero)).toEqual(list.map((_, i) => i + 1))
    const fractions = list.filter((oa) => /fracci/i.test(oa.descripcion))
    expect(fractions.map((oa) => oa.codigo)).toContain('MA05 OA 07')
    expect(list[0]!.codigo).toBe('MA05 OA 01')
  })

  it('is forgiving with what teachers type: short names, case, accents and level spellings', async () => {
    const official = (await get({ nivel: '7° Básico', asignatura: 'Lengua y Literatura' })).body
    for (const asignatura of [
      'Lenguaje',
      'lengua y literatura',
      'LENGUAJE Y COMUNICACION',
      'Lenguaje y Comunicación',
    ]) {
      expect((await get({ nivel: '7° Básico', asignatura })).body, asignatura).toBe(official)
    }
    const historia = (await get({ nivel: '1° Medio', asignatura: 'Historia, Geografía y Ciencias Sociales' })).body
    expect((await get({ nivel: '1 medio', asignatura: 'historia' })).body).toBe(historia)
    expect((await get({ nivel: '1° medio', asignatura: 'Historia, Geografia y Ciencias Sociales' })).body).toBe(
      historia,
    )
    const matematica = (await get({ nivel: '5° Básico', asignatura: 'Matemática' })).body
    expect((await get({ nivel: '5 basico', asignatura: 'matematica' })).body).toBe(matematica)
    expect(parse(curriculoList, historia)[0]!.codigo).toMatch(/^HI1M OA 0?1$/)
  })

  it('answers an empty list for a known level and a subject outside the catalogue', async () => {
    for (const asignatura of ['Inglés', 'Música', 'Educación Física y Salud']) {
      const res = await get({ nivel: '5° Básico', asignatura })
      expect(res.statusCode).toBe(200)
      expect(parse(curriculoList, res.body)).toEqual([])
    }
  })

  it('refuses a missing level or subject with 400 and a Spanish detail', async () => {
    const noLevel = await get({ asignatura: 'Matemática' })
    expect(noLevel.statusCode).toBe(400)
    expect(detailOf(noLevel.body)).toBe('Indica el nivel (por ejemplo, 5° Básico).')
    const noSubject = await get({ nivel: '5° Básico' })
    expect(noSubject.statusCode).toBe(400)
    expect(detailOf(noSubject.body)).toBe('Indica la asignatura (por ejemplo, Matemática).')
    const blank = await get({ nivel: '  ', asignatura: 'Matemática' })
    expect(blank.statusCode).toBe(400)
    expect(detailOf(blank.body)).toBe('Indica el nivel (por ejemplo, 5° Básico).')
  })

  it('refuses an unknown level with 400 and the list of levels', async () => {
    for (const nivel of ['Pre-kínder', '3° Medio', '9° Básico', 'quinto']) {
      const res = await get({ nivel, asignatura: 'Matemática' })
      expect(res.statusCode, nivel).toBe(400)
      expect(detailOf(res.body)).toBe(`El nivel debe ser uno de: ${levels.join(', ')}.`)
    }
  })

  it('needs a signed-in user', async () => {
    const res = await get({ nivel: '5° Básico', asignatura: 'Matemática' }, {})
    expect(res.statusCode).toBe(401)
    detailOf(res.body)
  })
})
