/**
 * Lenguaje content belongs to its OA (issue 29 §1): every Lenguaje OA has its own check
 * (`server/content/checks/lenguaje.ts`); every piece that declares what it is for passes the check of its OA
 * (the spelling items of `ortografia.ts`, the passages of the genres an OA names, the instruments of
 * `instrumentos.ts`) and fails the checks it should fail (a story under the myths OA, a grammar question under
 * the spelling OA); an objective that names a genre reads a passage of it; the spelling items have one answer
 * and pass the spelling gate.
 */
import { describe, expect, it } from 'vitest'
import { checkedCodes, checkOf, offObjective } from '../../server/content/checks'
import { genreTexts } from '../../server/content/lenguaje/genre-texts'
import { instrumentosLenguaje } from '../../server/content/lenguaje/instrumentos'
import { literaryTexts } from '../../server/content/lenguaje/literary-texts'
import { spellingItems, spellingItemsFor } from '../../server/content/lenguaje/ortografia'
import {
  generoOf,
  generosOf,
  languageOf,
  literaryGenresNamed,
  passageFor,
  passages,
  questionPiece,
  textPiece,
} from '../../server/content/lenguaje/reading'
import { literaryPassages } from '../../server/content/lenguaje/reading-literary'
import { oaInstrumentos } from '../../server/content/tareas/schema'
import { catalogueLevels, findOa, levelIndex, oaFor } from '../../server/curriculum/catalogue'
import { asEvaluation, misspellings } from '../fixtures/spelling'

const lenguajeOa = catalogueLevels.flatMap((nivel) =>
  oaFor(nivel, levelIndex(nivel) >= 6 ? 'Lengua y Literatura' : 'Lenguaje y Comunicación').map((oa) => ({
    ...oa,
    nivel,
  })),
)
const descripcion = (codigo: string) => findOa(codigo)!.descripcion
const levelOf = (codigo: string) => levelIndex(lenguajeOa.find((o) => o.codigo === codigo)!.nivel)

/** The words of some sentences the spelling gate does not take for Spanish. */
const misspelt = (sentences: readonly string[]) =>
  sentences.flatMap((s) => misspellings(asEvaluation({ enunciado: s, alternativas: [] })).map((e) => e.word))

describe('Lenguaje checks: every OA has its own', () => {
  it('the 277 OA of 1° Básico to 2° Medio each have a check of their own, with genres where they read or write one', () => {
    expect(lenguajeOa).toHaveLength(277)
    const own = new Set(checkedCodes())
    expect(lenguajeOa.filter((o) => !own.has(o.codigo)).map((o) => o.codigo)).toEqual([])
    // The OA that name one genre check it.
    expect(checkOf('LE07 OA 06')?.generos).toEqual(['mito'])
    expect(checkOf('LE2M OA 07')?.generos).toEqual(['cuento-latinoamericano'])
    expect(checkOf('LE04 OA 03')?.generos).toEqual(expect.arrayContaining(['fabula', 'leyenda', 'mito']))
    expect(checkOf('LE03 OA 15')?.generos).toEqual(expect.arrayContaining(['carta', 'instructivo', 'afiche']))
  })

  it('the genres the checks name are genres the texts declare', () => {
    const declared = new Set([
      ...[...passages, ...literaryTexts, ...genreTexts].map(generoOf),
      'afiche',
      'diario',
      'cronica',
      'novela',
      'historieta',
      'epopeya',
      'romance',
    ])
    const named = new Set(lenguajeOa.flatMap((o) => checkOf(o.codigo)?.generos ?? []))
    expect([...named].filter((g) => !declared.has(g))).toEqual([])
  })
})

describe('Lenguaje: the genres an OA names', () => {
  it('reads the genre an objective names', () => {
    expect(literaryGenresNamed(descripcion('LE07 OA 06'))).toEqual(['mito'])
    expect(literaryGenresNamed(descripcion('LE2M OA 07'))).toEqual(['cuento-latinoamericano'])
    expect(literaryGenresNamed('Fábulas y leyendas')).toEqual(['fabula', 'leyenda'])
    expect(literaryGenresNamed(descripcion('LE04 OA 02'))).toEqual([])
  })

  it('an OA that names a genre reads a passage of it, at every seed', () => {
    for (let seed = 0; seed < 6; seed++) {
      expect(generoOf(passageFor(descripcion('LE07 OA 06'), levelOf('LE07 OA 06'), seed)), 'mitos').toBe('mito')
      expect(generoOf(passageFor(descripcion('LE2M OA 07'), levelOf('LE2M OA 07'), seed)), 'cuentos').toBe(
        'cuento-latinoamericano',
      )
      expect(['fabula', 'leyenda']).toContain(
        generoOf(passageFor(descripcion('LE04 OA 03'), levelOf('LE04 OA 03'), seed)),
      )
      expect(generoOf(passageFor('Fábulas', 1, seed))).toBe('fabula')
      expect(generoOf(passageFor(descripcion('LE1M OA 06'), levelOf('LE1M OA 06'), seed)), 'tragedias').toBe('tragedia')
      expect(generoOf(passageFor(descripcion('LE08 OA 07'), levelOf('LE08 OA 07'), seed)), 'comedias').toBe('comedia')
      expect(generoOf(passageFor(descripcion('LE07 OA 05'), levelOf('LE07 OA 05'), seed)), 'romances').toBe('romance')
      expect(generoOf(passageFor(descripcion('LE08 OA 06'), levelOf('LE08 OA 06'), seed)), 'epopeyas').toBe('epopeya')
    }
    // The band's own first: a fable of 1°–2° Básico for 1° Básico.
    expect(passageFor('Leer fábulas', 0, 0).band).toBe(0)
  })

  it('every OA whose check names genres reads a passage of one of them, at every seed', () => {
    const off: string[] = []
    for (const oa of lenguajeOa) {
      const generos = checkOf(oa.codigo)?.generos
      if (!generos) continue
      for (let seed = 0; seed < 4; seed++) {
        const p = passageFor(oa.descripcion, levelIndex(oa.nivel), seed)
        if (!generosOf(p).some((g) => generos.includes(g))) off.push(`${oa.codigo}: ${generoOf(p)} «${p.titulo}»`)
      }
    }
    expect(off).toEqual([])
  })

  it('each passage of a genre an OA names passes that OA, its questions too, and a story of another genre does not', () => {
    const cases: [string, string][] = [
      ['LE07 OA 06', 'Deméter y Perséfone: el origen de las estaciones'],
      ['LE2M OA 07', 'El último viaje del ascensor Miramar'],
      ['LE04 OA 03', 'El quirquincho y el zorro'],
      ['LE04 OA 03', 'La leyenda del copihue'],
      ['LE03 OA 04', 'El quirquincho y el zorro'],
      ['LE02 OA 04', 'El loro que lo sabía todo'],
      ['LE01 OA 17', 'El loro que lo sabía todo'],
      ['LE07 OA 05', 'Romance del pescador y la niebla'],
      ['LE08 OA 06', 'Ulises y el cíclope: un episodio de la Odisea'],
    ]
    for (const [codigo, titulo] of cases) {
      const p = passages.find((x) => x.titulo === titulo)!
      expect(offObjective(codigo, textPiece(p, codigo)), titulo).toBeUndefined()
      for (const q of p.preguntas) expect(offObjective(codigo, questionPiece(p, q)), q.enunciado).toBeUndefined()
    }
    const story = passages.find((p) => p.titulo === 'La última micro')!
    expect(offObjective('LE07 OA 06', textPiece(story))).toMatch(/el texto es cuento, no mito/)
    expect(offObjective('LE2M OA 07', textPiece(story))).toMatch(/no cuento-latinoamericano/)
    const myth = passages.find((p) => p.titulo.startsWith('Deméter'))!
    expect(offObjective('LE2M OA 07', textPiece(myth))).toBeDefined()
    // A letter to the editor is an opinion text and a letter: it passes the persuasion OA and the letters OA.
    const director = passages.find((p) => p.titulo.startsWith('Carta al director: los patios'))!
    expect(offObjective('LE07 OA 14', textPiece(director, 'LE07 OA 14'))).toBeUndefined()
    expect(offObjective('LE07 OA 12', textPiece(director, 'LE07 OA 12'))).toBeUndefined()
    expect(textPiece(director, 'LE07 OA 12').genero).toBe('carta')
    // A news item is no text of a poetry OA.
    const news = passages.find((p) => p.generos?.includes('noticia'))!
    expect(offObjective('LE04 OA 05', textPiece(news))).toBeDefined()
  })

  it('every word of the new passages and their questions passes the spelling gate, each read with its passage', () => {
    const words = literaryPassages.flatMap((p) =>
      [...p.preguntas, { enunciado: `${p.abierta.enunciado} ${p.abierta.pauta}`, alternativas: [] as string[] }]
        .flatMap((q) =>
          misspellings(
            asEvaluation({ enunciado: q.enunciado, alternativas: [...q.alternativas], texto: p.parrafos.join('\n') }),
          ),
        )
        .map((e) => `${p.titulo}: ${e.word}`),
    )
    expect([...new Set(words)]).toEqual([])
  })

  it('the new passages are texts of a «texto» document too, with their finer genre and the stages of their band', () => {
    const myth = literaryTexts.find((t) => t.subgenero === 'mito')!
    expect(myth.kind).toBe('leyenda')
    expect(myth.stages).toEqual(['superior', 'media'])
    expect(literaryTexts.find((t) => t.subgenero === 'cuento-latinoamericano')?.stages).toContain('media')
    expect(literaryTexts.filter((t) => t.subgenero === 'fabula').map((t) => t.stages)).toContainEqual(['inicial'])
    const oaOf: Record<string, string> = {
      mito: 'LE07 OA 06',
      fabula: 'LE04 OA 03',
      leyenda: 'LE04 OA 03',
      'cuento-latinoamericano': 'LE2M OA 07',
      romance: 'LE07 OA 05',
      epopeya: 'LE08 OA 06',
    }
    const titles = new Set(literaryPassages.map((p) => p.titulo))
    for (const t of literaryTexts.filter((x) => titles.has(x.titulo)))
      expect(offObjective(oaOf[t.subgenero!]!, textPiece(t)), t.titulo).toBeUndefined()
  })

  it('every passage declares a genre, and the new ones a finer one', () => {
    for (const p of literaryPassages) expect(p.subgenero, p.titulo).toBeDefined()
    expect(new Set(literaryPassages.map((p) => p.subgenero))).toEqual(
      new Set(['fabula', 'leyenda', 'mito', 'cuento-latinoamericano', 'romance', 'epopeya']),
    )
    for (const p of passages) expect(generoOf(p), p.titulo).toMatch(/^[a-z-]+$/)
  })
})

describe('Lenguaje: spelling items for the spelling OA', () => {
  const spellingOa = ['LE01 OA 14', 'LE01 OA 15', 'LE02 OA 21', 'LE03 OA 22', 'LE04 OA 21', 'LE05 OA 22', 'LE06 OA 22']

  it('every spelling OA of 1° to 6° Básico has its own items, 15 or more from 2° to 4° Básico', () => {
    for (const codigo of spellingOa) expect(spellingItemsFor(codigo).length, codigo).toBeGreaterThanOrEqual(6)
    for (const codigo of ['LE02 OA 21', 'LE03 OA 22', 'LE04 OA 21'])
      expect(spellingItemsFor(codigo).length, codigo).toBeGreaterThanOrEqual(15)
    expect(spellingItems.every((q) => q.tema === 'ortografia' && spellingOa.includes(q.oa!))).toBe(true)
  })

  it('every spelling item passes its OA check, and fails the reading OA of its level', () => {
    for (const q of spellingItems) {
      expect(offObjective(q.oa!, questionPiece(undefined, q)), q.enunciado).toBeUndefined()
      const level = q.oa!.slice(0, 4)
      const narraciones = lenguajeOa.find((o) => o.codigo.startsWith(level) && /narraciones/.test(o.descripcion))!
      expect(
        offObjective(narraciones.codigo, questionPiece(undefined, q)),
        `${q.enunciado} ${narraciones.codigo}`,
      ).toBeDefined()
    }
  })

  it('a question on grammar or reading is no item of the spelling OA of 2° Básico', () => {
    const bufanda = passages.find((p) => p.titulo === 'La bufanda de Tomás')!
    const gramatica = languageOf(bufanda, ['gramatica'])
    expect(gramatica.length).toBeGreaterThan(0)
    for (const q of [...gramatica, ...bufanda.preguntas])
      expect(offObjective('LE02 OA 21', questionPiece(bufanda, q)), q.enunciado).toBeDefined()
  })

  it('short, with one instruction, four distinct options and the key in every position', () => {
    for (const q of spellingItems) {
      expect(q.enunciado.split(/[.?!]\s/).length, q.enunciado).toBe(1)
      expect(q.enunciado.length, q.enunciado).toBeLessThanOrEqual(70)
      expect(new Set(q.alternativas).size, q.enunciado).toBe(4)
    }
    expect(new Set(spellingItems.map((q) => q.correcta))).toEqual(new Set([0, 1, 2, 3]))
  })

  it('the statement and the key pass the spelling gate; every wrong word is no Spanish word (one answer)', () => {
    const errors: string[] = []
    const correct: string[] = []
    for (const q of spellingItems) {
      const key = q.alternativas[q.correcta]
      for (const e of misspellings(asEvaluation({ enunciado: q.enunciado, alternativas: [key] })))
        errors.push(`${q.oa}: ${e.word}`)
      if (!/bien escrit/.test(q.enunciado)) continue
      for (const [i, option] of q.alternativas.entries())
        if (i !== q.correcta && !/\s/.test(option.trim()) && misspelt([option.toLowerCase()]).length === 0)
          correct.push(`${q.oa}: «${option}» (clave «${key}»)`)
    }
    expect(errors).toEqual([])
    expect(correct).toEqual([])
  })

  it('the gate skips the wrong options of a «bien escrita» item, and only those', () => {
    const words = (enunciado: string) =>
      misspellings(asEvaluation({ enunciado, alternativas: ['queso', 'keso', 'qeso', 'cueso'] })).map((e) => e.word)
    expect(words('¿Qué palabra está bien escrita?')).toEqual([])
    expect(words('¿Qué palabra es un alimento?')).toEqual(['keso', 'qeso', 'cueso'])
  })
})

describe('Lenguaje instruments: a criterion, an indicator and practical works per OA', () => {
  const parsed = instrumentosLenguaje.map((i) => oaInstrumentos.parse(i))
  const byCode = new Map(parsed.map((i) => [i.codigo, i]))

  it('parse, one entry per OA of the catalogue, each OA once', () => {
    expect(parsed.length).toBe(new Set(parsed.map((i) => i.codigo)).size)
    for (const i of parsed) expect(findOa(i.codigo), i.codigo).toBeDefined()
  })

  it('every writing and oral OA written for has a practical work with two to five steps', () => {
    for (const i of parsed) {
      const eje = findOa(i.codigo)!.eje
      if (eje === 'Escritura' || eje === 'Comunicación oral')
        expect(i.trabajos.length, i.codigo).toBeGreaterThanOrEqual(1)
      for (const t of i.trabajos) {
        expect(t.pasos.length, t.id).toBeGreaterThanOrEqual(2)
        expect(t.pasos.length, t.id).toBeLessThanOrEqual(5)
      }
    }
  })

  it('every criterion, indicator and practical work passes its OA check', () => {
    const off: string[] = []
    for (const i of parsed) {
      const c = offObjective(i.codigo, {
        tipo: 'criterio',
        texto: [i.criterio.nombre, ...i.criterio.descriptores].join(' '),
      })
      // A scale prints one person of the indicator: each must name the OA's content on its own.
      const n =
        offObjective(i.codigo, { tipo: 'indicador', texto: i.indicador.tercera }) ??
        offObjective(i.codigo, { tipo: 'indicador', texto: i.indicador.primera })
      if (c) off.push(`criterio ${c}`)
      if (n) off.push(`indicador ${n}`)
      for (const t of i.trabajos) {
        const texto = [t.titulo, ...t.presentacion, ...t.pasos.flatMap((p) => [p.titulo, p.descripcion])].join(' ')
        const why = offObjective(i.codigo, { tipo: 'tarea', texto })
        if (why) off.push(`trabajo ${t.id}: ${why}`)
      }
    }
    expect(off).toEqual([])
  })

  it('no two OA share a criterion, its name, its top descriptor or an indicator word for word, nor a practical work', () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const i of parsed)
      for (const text of [
        [i.criterio.nombre, ...i.criterio.descriptores].join(' '),
        i.criterio.nombre,
        i.criterio.descriptores[0],
        i.indicador.tercera,
        i.indicador.primera,
        ...i.trabajos.map((t) => t.titulo),
      ]) {
        const other = seen.get(text)
        if (other && other !== i.codigo) repeated.push(`${i.codigo} y ${other}: ${text}`)
        seen.set(text, i.codigo)
      }
    expect(repeated).toEqual([])
    expect(new Set(parsed.flatMap((i) => i.trabajos.map((t) => t.id))).size).toBe(
      parsed.flatMap((i) => i.trabajos).length,
    )
  })

  // The genre OA of a level share genre words (a poem is read, written, recited and heard): a criterion may pass up
  // to a third of its level's other OA, no more.
  it('a criterion of an OA is not one of another OA of its level (its concepts discriminate)', () => {
    const loose: string[] = []
    for (const i of parsed) {
      const level = i.codigo.slice(0, 4)
      const others = parsed.filter((o) => o.codigo !== i.codigo && o.codigo.startsWith(level))
      const texto = [i.criterio.nombre, ...i.criterio.descriptores].join(' ')
      const passing = others.filter((o) => !offObjective(o.codigo, { tipo: 'criterio', texto }))
      if (others.length > 0 && passing.length / others.length > 1 / 3) loose.push(`${i.codigo}: ${passing.length}`)
    }
    expect(loose).toEqual([])
  })

  it('every word passes the spelling gate', () => {
    const words = parsed.flatMap((i) =>
      misspelt([
        i.criterio.nombre,
        ...i.criterio.descriptores,
        i.indicador.tercera,
        i.indicador.primera,
        ...i.trabajos.flatMap((t) => [
          t.titulo,
          ...t.presentacion,
          ...t.materiales,
          ...t.pasos.flatMap((p) => [p.titulo, p.descripcion]),
        ]),
      ]).map((w) => `${i.codigo}: ${w}`),
    )
    expect(words).toEqual([])
  })

  it('covers every Lenguaje OA', () => {
    expect(lenguajeOa.filter((o) => !byCode.has(o.codigo)).map((o) => o.codigo)).toEqual([])
  })
})
