import { describe, expect, it } from 'vitest'
import type { AiRequest, EvaluacionContent, EvaluacionQuestion } from '@/api/contract/documento-contenido'
import { gradeScaleOf, gradeTable } from '@/domain/grade-scale'
import { validateDocument } from '../../server/composer/validate'
import { answerLinesFor } from '../../server/documents/evaluacion'

const request: AiRequest = {
  tipo: 'evaluacion',
  nivel: '7° Básico',
  asignatura: 'Matemática',
  objetivos: ['Resolver problemas con porcentajes'],
  instrucciones: '',
  cantidad_preguntas: 8,
}

/** Eight multiple-choice items, keys A B C D A B C D, options of equal length. */
function items(): EvaluacionQuestion[] {
  return Array.from({ length: 8 }, (_, i) => {
    const clave = (['A', 'B', 'C', 'D'] as const)[i % 4]!
    return {
      tipo: 'seleccion_multiple',
      habilidad: 'Aplicar',
      enunciado: `¿Cuánto es el ${10 * (i + 1)} % de 200?`,
      alternativas: ['10', '20', '30', '40'].map((a) => `${Number(a) + i}`),
      clave,
      puntaje: 2,
      respuesta_esperada: `${clave}) respuesta`,
    }
  })
}

function doc(preguntas = items(), oa = ['MA07 OA 04']): EvaluacionContent {
  const total = preguntas.reduce((a, q) => a + q.puntaje, 0)
  return {
    tipo: 'evaluacion',
    titulo: 'Evaluación',
    proposito: 'Evaluar.',
    duracion_minutos: 30,
    instrucciones: [`La evaluación tiene ${total} puntos; ${gradeScaleOf(total).sentence}.`],
    secciones: [
      { objetivo: 'Porcentajes', oa, titulo: 'Ítem I', instruccion: 'Responde.', texto_base: null, preguntas },
    ],
  }
}

describe('validateDocument', () => {
  it('passes a document that keeps every rule', () => {
    expect(validateDocument(doc(), request)).toEqual([])
  })

  it('refuses a count other than the one asked, unless fewer were said in an aviso', () => {
    const seven = doc(items().slice(0, 7))
    expect(validateDocument(seven, request)).toEqual([expect.stringMatching(/tiene 7 preguntas y se pidieron 8/)])
    expect(validateDocument(seven, request, { allowFewer: true })).toEqual([])
    expect(validateDocument(doc(), { ...request, cantidad_preguntas: 6 })[0]).toMatch(/tiene 8 preguntas/)
  })

  it('refuses a section without an OA of the request', () => {
    expect(validateDocument(doc(items(), ['MA07 OA 01']), request)[0]).toMatch(/MA07 OA 04/)
    expect(validateDocument(doc(items(), []), request)[0]).toMatch(/ninguno/)
  })

  it('refuses a repeated statement', () => {
    const qs = items()
    qs[5] = { ...qs[5]!, enunciado: `  ${qs[1]!.enunciado.toUpperCase()} ` }
    expect(validateDocument(doc(qs), request)).toEqual([expect.stringMatching(/pregunta 6 repite.*pregunta 2/)])
  })

  it('refuses keys that are the longest option too often, and a letter that carries more than 40 %', () => {
    const longest = items().map((q) => {
      const k = ['A', 'B', 'C', 'D'].indexOf(q.clave!)
      return { ...q, alternativas: q.alternativas.map((a, i) => (i === k ? `${a} unidades exactas` : a)) }
    })
    expect(validateDocument(doc(longest), request)).toEqual([
      expect.stringMatching(/clave es la alternativa más larga/),
    ])
    const allA = items().map((q) => ({ ...q, clave: 'A' as const, respuesta_esperada: 'A) x' }))
    expect(validateDocument(doc(allA), request)).toEqual([expect.stringMatching(/La letra A es la clave de 8 de 8/)])
  })

  it('refuses a passing-grade sentence that is not the table’s', () => {
    const wrong = doc()
    wrong.instrucciones = ['La evaluación tiene 16 puntos; la nota 4,0 se obtiene con 9 de 16 puntos.']
    expect(validateDocument(wrong, request)[0]).toMatch(/la nota 4,0 corresponde a 9,6 de 16 puntos/)
  })

  it('refuses a short answer worth more than its lines, and an item that scores another', () => {
    const qs = items()
    qs[7] = { ...qs[7]!, tipo: 'respuesta_breve', alternativas: [], clave: null, puntaje: 8, respuesta_esperada: 'x' }
    qs[6] = {
      ...qs[6]!,
      tipo: 'desarrollo',
      alternativas: [],
      clave: null,
      respuesta_esperada: 'x',
      enunciado: 'Vuelve a la pregunta 1 y explica tu respuesta.',
    }
    const problems = validateDocument(doc(qs), { ...request, cantidad_preguntas: 8 })
    expect(problems).toContainEqual(expect.stringMatching(/pregunta 8 es de respuesta breve y vale 8 puntos/))
    expect(problems).toContainEqual(expect.stringMatching(/pregunta 7 remite a otra pregunta/))
  })
})

describe('términos pareados', () => {
  /** Seven multiple-choice items and a matching item of four calculations, C B E A, one extra value. */
  function withMatching(change: (q: EvaluacionQuestion) => EvaluacionQuestion = (q) => q): EvaluacionQuestion[] {
    const claves = ['C', 'B', 'E', 'A'] as const
    const matching: EvaluacionQuestion = {
      tipo: 'terminos_pareados',
      habilidad: 'Aplicar',
      enunciado: 'Calcula el valor de cada expresión de la columna A y escribe en su línea la letra de su valor.',
      alternativas: [],
      clave: null,
      puntaje: 4,
      respuesta_esperada: '1-C, 2-B, 3-E, 4-A. 1 punto por cada par correcto.',
      pareados: {
        columna_a: ['200 · 15 ÷ 100', '300 · 20 ÷ 100', '400 · 25 ÷ 100', '500 · 40 ÷ 100'],
        columna_b: ['200', '60', '30', '150', '100'],
        claves: [...claves],
      },
    }
    return [...items().slice(0, 7), change(matching)]
  }

  it('passes a matching item with one definition per concept and one more, one point per pair', () => {
    expect(validateDocument(doc(withMatching()), request)).toEqual([])
  })

  it('refuses two concepts with one definition, a column B not longer than column A, and points other than the pairs', () => {
    const twice = withMatching((q) => ({ ...q, pareados: { ...q.pareados!, claves: ['C', 'C', 'E', 'A'] } }))
    expect(validateDocument(doc(twice), request)).toEqual([expect.stringMatching(/Pregunta 8: .*letras repetidas/)])
    const noExtra = withMatching((q) => ({ ...q, pareados: { ...q.pareados!, columna_b: ['200', '60', '30', '150'] } }))
    expect(validateDocument(doc(noExtra), request)).toEqual([
      expect.stringMatching(/una o dos definiciones más/),
      expect.stringMatching(/no tiene la letra E/),
    ])
    const points = withMatching((q) => ({ ...q, puntaje: 8 }))
    expect(validateDocument(doc(points), request)).toEqual([expect.stringMatching(/4 pares y vale 8 puntos/)])
  })

  it('refuses a multiple-choice item that asks one of the pairs again', () => {
    const qs = withMatching()
    // "¿Cuánto es el 20 % de 300?" keyed 60: the pair 300 · 20 ÷ 100 — 60.
    qs[0] = { ...qs[0]!, enunciado: '¿Cuánto es el 20 % de 300?', alternativas: ['60', '40', '30', '90'], clave: 'A' }
    expect(validateDocument(doc(qs), request)).toEqual([
      expect.stringMatching(/pregunta 1 pregunta de nuevo un par de los términos pareados de la pregunta 8/),
    ])
  })
})

describe('answer space and the grade scale', () => {
  it('gives open questions lines in proportion to their points', () => {
    expect(answerLinesFor({ tipo: 'desarrollo', puntaje: 6 })).toBe(12)
    expect(answerLinesFor({ tipo: 'desarrollo', puntaje: 2 })).toBe(4)
    expect(answerLinesFor({ tipo: 'respuesta_breve', puntaje: 3 })).toBe(5)
    expect(answerLinesFor({ tipo: 'desarrollo', puntaje: 6 })).toBeGreaterThan(
      answerLinesFor({ tipo: 'desarrollo', puntaje: 3 }),
    )
  })

  it.each([9, 13, 17, 22, 31, 47])('%i points: the sentence and the table agree', (total) => {
    const { table, cut, passing, sentence } = gradeScaleOf(total)
    expect(table).toEqual(gradeTable(total))
    // The first row at or above 4,0 is the one the sentence names, and the row before it is below 4,0.
    expect(table[passing.points]!.grade).toBeGreaterThanOrEqual(4)
    expect(table[passing.points - 1]!.grade).toBeLessThan(4)
    expect(cut).toBeCloseTo(total * 0.6)
    expect(sentence).toContain(
      `se aprueba desde ${passing.points} puntos, con nota ${String(passing.grade.toFixed(1)).replace('.', ',')}`,
    )
    expect(sentence).toContain(`${String(Math.round(cut * 10) / 10).replace('.', ',')} de ${total} puntos`)
  })

  it('9 points: 4,0 falls at 5,4 and 6 points is 4,5, as the issue found', () => {
    expect(gradeScaleOf(9).sentence).toBe(
      'la nota 4,0 corresponde a 5,4 de 9 puntos; se aprueba desde 6 puntos, con nota 4,5',
    )
    expect(gradeScaleOf(10).sentence).toBe('la nota 4,0 se obtiene con 6 de 10 puntos')
  })
})
