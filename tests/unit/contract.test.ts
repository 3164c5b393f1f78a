import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { alumnoInput } from '@/api/contract/alumnos'
import { evaluacionQuestion } from '@/api/contract/documento-contenido'
import { pieAttendance, pieReportRequest, pieSemester, simceRequest } from '@/api/contract/documentos'
import {
  agreement,
  choice,
  choiceKey,
  idParam,
  idRef,
  isoDate,
  maxId,
  numberIn,
  readId,
  requiredText,
} from '@/api/contract/fields'
import { checkForm } from '@/domain/form-check'
import { samplePieReport } from '../../server/documents/samples'

/** The first message of a refused value. */
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  expect(result.success, `${JSON.stringify(value)} was accepted`).toBe(false)
  return result.error!.issues[0]!.message
}

describe('agreement with the label’s article', () => {
  it.each([
    ['El nombre', 'El nombre es obligatorio.', 'El nombre debe ser un texto.'],
    ['La región', 'La región es obligatoria.', 'La región debe ser un texto.'],
    ['Las instrucciones', 'Las instrucciones son obligatorias.', 'Las instrucciones deben ser un texto.'],
    [
      'Los objetivos planteados',
      'Los objetivos planteados son obligatorios.',
      'Los objetivos planteados deben ser un texto.',
    ],
    ['Cada objetivo', 'Cada objetivo es obligatorio.', 'Cada objetivo debe ser un texto.'],
  ])('%s', (label, missing, wrong) => {
    const text = requiredText(label)
    expect(messageOf(text, undefined)).toBe(missing)
    expect(messageOf(text, null)).toBe(missing)
    expect(messageOf(text, '   ')).toBe(missing)
    expect(messageOf(text, 5)).toBe(wrong)
    expect(messageOf(text, { a: 1 })).toBe(wrong)
    expect(agreement(label).must).toBe(wrong.includes('deben') ? 'deben' : 'debe')
  })
})

describe('numbers in texts', () => {
  it.each<[string, boolean, number]>([
    ['12', false, 12],
    [' 7 ', false, 7],
    ['-3', false, -3],
    ['92,5', true, 92.5],
    ['92.5', true, 92.5],
    [',5', true, 0.5],
  ])('%j (decimals: %s) is %d', (text, decimals, n) => {
    expect(numberIn(text, decimals)).toBe(n)
  })

  it.each(['', '1.5', '1.000', '0x10', '1e3', '12a', '1 2'])('%j is no whole number', (text) => {
    expect(numberIn(text)).toBeNaN()
  })

  it('an id in a body is a JSON number: a text, even of digits, says it must be a number', () => {
    const ref = idRef({ missing: 'Falta.', wrong: 'Debe ser número.', tooBig: 'Muy grande.' })
    expect(ref.parse(12)).toBe(12)
    expect(messageOf(ref, undefined)).toBe('Falta.')
    expect(messageOf(ref, null)).toBe('Falta.')
    expect(messageOf(ref, '')).toBe('Falta.')
    for (const wrong of ['12', ' 12 ', '+12', '12.0', 'doce', '1.5', 1.5, 0, -2, true, [1], { id: 1 }])
      expect(messageOf(ref, wrong), JSON.stringify(wrong)).toBe('Debe ser número.')
    expect(messageOf(ref, 2_147_483_648)).toBe('Muy grande.')
  })
})

describe('ids written as text: one spelling', () => {
  it('reads every id from its plain digits, and nothing else: readId(s) is defined exactly when s is the id’s own spelling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxId }), (n) => {
        expect(readId(String(n))).toBe(n)
        expect(idParam().parse(String(n))).toBe(n)
      }),
    )
    // Any text at all, and texts built around a real id: read only when they are its spelling.
    const around = fc
      .tuple(
        fc.constantFrom('', '+', '-', '0', '00', ' ', '\t', '\u200b', '０'),
        fc.integer({ min: 1, max: maxId }),
        fc.constantFrom('', '.0', '.', 'e0', 'e1', ' ', '\n', ',0', '\u0000', 'n'),
      )
      .map(([before, n, after]) => `${before}${n}${after}`)
    fc.assert(
      fc.property(fc.oneof(fc.string(), around, fc.stringMatching(/^[0-9+\-.e ]{1,12}$/)), (text) => {
        const id = readId(text)
        if (id === undefined) expect(idParam().safeParse(text).success).toBe(false)
        else {
          expect(String(id)).toBe(text)
          expect(idParam().parse(text)).toBe(id)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it.each(['18.0', '+18', '1e1', '0x12', ' 18', '18 ', '018', '0', '-18', '１８', '18\u200b', '2147483648'])(
    '%j is no id, with a Spanish message',
    (text) => {
      expect(readId(text)).toBeUndefined()
      expect(messageOf(idParam('El identificador del alumno'), text)).toBe(
        text === '2147483648'
          ? 'El identificador del alumno es demasiado grande.'
          : 'El identificador del alumno debe ser un número entero positivo escrito solo con dígitos, sin signos, decimales, espacios ni ceros a la izquierda (por ejemplo 18).',
      )
    },
  )
})

describe('catalogue values', () => {
  it('compare without case, accents, underscores or the ordinal sign', () => {
    expect(choiceKey(' Licencia  Médica ')).toBe(choiceKey('licencia_medica'))
    expect(choiceKey('4º básico')).toBe(choiceKey('4° Básico'))
    const level = choice(['Pre-kínder', '4° Básico'] as const, 'El nivel', { missing: 'Elige un nivel.' })
    expect(level.parse('pre-kinder')).toBe('Pre-kínder')
    expect(messageOf(level, '')).toBe('Elige un nivel.')
    expect(messageOf(level, 'Kínder')).toBe('El nivel debe ser uno de: Pre-kínder, 4° Básico.')
    expect(messageOf(level, 4)).toBe('El nivel debe ser uno de: Pre-kínder, 4° Básico.')
  })

  it('a practice test keeps its default quantity for absent, null or blank', () => {
    for (const cantidad of [undefined, null, '', '  '])
      expect(simceRequest.parse({ asignatura: 'Lenguaje', nivel: '4° Básico', cantidad }).cantidad).toBe(10)
    expect(simceRequest.parse({ asignatura: 'lenguaje', nivel: '4° basico', cantidad: '7' })).toEqual({
      asignatura: 'Lenguaje',
      nivel: '4° Básico',
      cantidad: 7,
    })
  })
})

describe('dates', () => {
  const fecha = isoDate('La fecha')
  it.each<[unknown, string]>([
    [undefined, 'La fecha es obligatoria.'],
    ['', 'La fecha es obligatoria.'],
    [20260310, 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['10-03-2026', 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['2026-02-30', 'La fecha no existe en el calendario.'],
  ])('%j: %s', (value, message) => {
    expect(messageOf(fecha, value)).toBe(message)
  })
  it('ignores surrounding spaces', () => {
    expect(fecha.parse(' 2026-03-10 ')).toBe('2026-03-10')
  })
})

describe('PIE semester and attendance', () => {
  it.each<[unknown, string]>([
    [1, 'Primer semestre'],
    ['2', 'Segundo semestre'],
    [' PRIMERO ', 'Primer semestre'],
    ['segundo', 'Segundo semestre'],
    ['primer semestre', 'Primer semestre'],
    ['Segundo semestre', 'Segundo semestre'],
  ])('semestre %j is "%s"', (value, label) => {
    expect(pieSemester.parse(value)).toBe(label)
  })

  it.each<[unknown, number, string | null]>([
    [92, 92, null],
    ['92', 92, null],
    ['92%', 92, null],
    ['92,5', 92.5, null],
    [' 92.5 % ', 92.5, null],
    ['92,5% (37 de 40 clases registradas)', 92.5, '37 de 40 clases registradas'],
    ['92 % del semestre', 92, 'del semestre'],
  ])('asistencia %j is %d with detail %j', (value, porcentaje, nota) => {
    expect(pieAttendance.parse(value)).toEqual({ porcentaje, nota })
  })

  it.each([101, -0.5, '100,1', '92 5', '9 2%', 'noventa', '92 clases', true])(
    'asistencia %j is refused as out of 0–100',
    (value) => {
      expect(messageOf(pieAttendance, value)).toBe('La asistencia debe ser un número entre 0 y 100.')
    },
  )

  it('parsing the parsed report gives the same report (the form parses, then the server)', () => {
    const { asistencia_detalle: _d, ...sample } = samplePieReport
    const once = pieReportRequest.parse({ ...sample, semestre: '1', asistencia: '88 % (132 de 150 días)' })
    expect(once).toMatchObject({ semestre: 'Primer semestre', asistencia: 88, asistencia_detalle: '132 de 150 días' })
    expect(pieReportRequest.parse(once)).toEqual(once)
  })

  it('a form check names the attendance field', () => {
    const { asistencia_detalle: _d, ...sample } = samplePieReport
    const result = checkForm(pieReportRequest, { ...sample, asistencia: '150%' })
    expect(result).toEqual({
      ok: false,
      fieldErrors: { asistencia: 'La asistencia debe ser un número entre 0 y 100.' },
    })
  })
})

describe('student form', () => {
  it('takes the course as the form sends it (the number of the chosen option) and says a wrong one is no id', () => {
    const base = { nombre: 'Ana', rut: '11.111.111-1' }
    expect(alumnoInput.parse({ ...base, curso_id: 3 }).curso_id).toBe(3)
    expect(messageOf(alumnoInput, { ...base, curso_id: '3' })).toBe(
      'El curso debe ser un número entero positivo (el identificador del curso).',
    )
    expect(messageOf(alumnoInput, { ...base })).toBe('El curso es obligatorio.')
    expect(messageOf(alumnoInput, { ...base, curso_id: 'cuarto' })).toBe(
      'El curso debe ser un número entero positivo (el identificador del curso).',
    )
  })
})

describe('multiple-choice alternatives', () => {
  const question = (alternativas: string[]) =>
    evaluacionQuestion.safeParse({
      tipo: 'seleccion_multiple',
      habilidad: 'Recordar',
      enunciado: '¿Qué fórmula molecular tiene el butano?',
      alternativas,
      clave: 'A',
      puntaje: 1,
      respuesta_esperada: 'A) C₄H₁₀',
    }).success

  it('tells formulas apart by their subscripts, and refuses options that read the same', () => {
    expect(question(['C₄H₁₀', 'C₄H₈', 'C₃H₈', 'C₅H₁₂'])).toBe(true)
    expect(question(['C₄H₁₀', 'c₄h₁₀', 'C₃H₈', 'C₅H₁₂'])).toBe(false)
  })
})
