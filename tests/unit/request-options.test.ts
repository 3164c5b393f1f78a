import { describe, expect, it } from 'vitest'
import { aiDocumentRequest } from '@/api/contract/documentos'
import { itemsForDuration, optionsInText, readRequestOptions } from '@/domain/request-options'
import { readWishes } from '@/domain/wishes'

describe('settings typed in the instructions', () => {
  it.each([
    ['Quiero 20 preguntas de selección múltiple', { cantidad_preguntas: 20, tipos_item: ['seleccion_multiple'] }],
    ['veinte ítems', { cantidad_preguntas: 20 }],
    ['Evaluación para 90 minutos', { duracion_minutos: 90 }],
    ['dura dos horas pedagógicas', { duracion_minutos: 90 }],
    ['una hora y media', { duracion_minutos: 90 }],
    ['Dificultad alta, por favor', { dificultad: 'alta' }],
    ['preguntas fáciles', { dificultad: 'baja' }],
    ['Un texto informativo sobre el agua', { genero: 'informativo' }],
    ['Escribe un poema', { genero: 'poema' }],
    ['Para evaluar una exposición oral', { tarea: 'exposicion_oral' }],
    ['rúbrica de un informe de laboratorio', { tarea: 'informe_laboratorio' }],
    ['verdadero o falso y desarrollo, sin respuesta breve', { tipos_item: ['verdadero_falso', 'desarrollo'] }],
  ])('%s', (text, expected) => {
    expect(optionsInText(text).options).toMatchObject(expected)
  })

  it('reads "con términos pareados" as one matching item among the usual ones (a wish), not as the only kind', () => {
    const { options, avisos } = optionsInText('10 preguntas con términos pareados')
    expect(options.tipos_item).toBeUndefined()
    expect(readWishes('10 preguntas con términos pareados')).toMatchObject({
      cantidad: 10,
      incluye: ['terminos_pareados'],
      minimos: { terminos_pareados: 1 },
    })
    expect(optionsInText('solo términos pareados').options.tipos_item).toEqual(['terminos_pareados'])
    expect(options.cantidad_preguntas).toBe(10)
    expect(avisos).toEqual([])
    expect(optionsInText('sin términos pareados, con verdadero o falso').options.tipos_item).toEqual([
      'verdadero_falso',
    ])
  })
})

describe('readRequestOptions', () => {
  it('lets an explicit field win over the instructions, and says so', () => {
    const { options, avisos } = readRequestOptions({
      tipo: 'evaluacion',
      instrucciones: '10 preguntas',
      cantidad_preguntas: 20,
    })
    expect(options.cantidad_preguntas).toBe(20)
    expect(avisos[0]).toMatch(/10 preguntas.*20 preguntas/)
  })

  it('brings a typed number into range with an aviso', () => {
    const { options, avisos } = readRequestOptions({ tipo: 'evaluacion', instrucciones: '60 preguntas' })
    expect(options.cantidad_preguntas).toBe(40)
    expect(avisos[0]).toMatch(/60 preguntas.*40/)
  })

  it('leaves out a setting that does not apply to the type, with an aviso', () => {
    const { options, avisos } = readRequestOptions({ tipo: 'rubrica', instrucciones: '20 preguntas' })
    expect(options.cantidad_preguntas).toBeUndefined()
    expect(avisos).toHaveLength(1)
  })

  it('sizes 90 minutes with at least 15 items', () => {
    expect(itemsForDuration(90)).toBeGreaterThanOrEqual(15)
    expect(itemsForDuration(90, ['desarrollo'])).toBeLessThan(15)
  })
})

describe('the request contract', () => {
  const base = {
    nivel: '7° Básico',
    asignatura: 'Matemática',
    tipo: 'evaluacion',
    objetivos: ['x'],
    instrucciones: 'y',
  }
  it('accepts the settings, with labels for the choices', () => {
    const parsed = aiDocumentRequest.parse({
      ...base,
      cantidad_preguntas: '20',
      dificultad: 'Alta',
      tipos_item: ['Selección múltiple', 'desarrollo'],
      tarea: 'Exposición oral',
      semilla: null,
    })
    expect(parsed).toMatchObject({
      cantidad_preguntas: 20,
      dificultad: 'alta',
      tipos_item: ['seleccion_multiple', 'desarrollo'],
      tarea: 'exposicion_oral',
    })
    expect(parsed.semilla).toBeUndefined()
  })
  it('refuses 41 questions in Spanish', () => {
    const result = aiDocumentRequest.safeParse({ ...base, cantidad_preguntas: 41 })
    expect(result.error?.issues[0]?.message).toBe('La cantidad de preguntas va de 1 a 40.')
  })
})
