/**
 * The readers of URL search params (`src/routes/-search.ts`): a malformed or missing value reads as
 * `undefined`, never as an error, and a good one comes back as the type the page uses.
 */
import { describe, expect, it } from 'vitest'
import { optionalId, optionalOneOf, optionalText } from '@/routes/-search'

describe('search params', () => {
  it('reads ids from the digits the router parsed or left as text, in their one spelling', () => {
    expect(optionalId(12)).toBe(12)
    expect(optionalId('7')).toBe(7)
    for (const bad of [
      0,
      -3,
      1.5,
      '1.5',
      'abc',
      '',
      '12abc',
      ' 7 ',
      '+7',
      '07',
      '7.0',
      '1e1',
      null,
      undefined,
      {},
      Number.NaN,
      2 ** 60,
    ])
      expect(optionalId(bad), String(bad)).toBeUndefined()
  })

  it('reads a trimmed text up to its maximum, numbers as their text', () => {
    expect(optionalText('  Matemática ')).toBe('Matemática')
    expect(optionalText(1234567890)).toBe('1234567890')
    expect(optionalText('   ')).toBeUndefined()
    expect(optionalText('x'.repeat(81), 80)).toBeUndefined()
    expect(optionalText('x'.repeat(80), 80)).toBe('x'.repeat(80))
    expect(optionalText(['a'])).toBeUndefined()
  })

  it('reads one of a list exactly', () => {
    const actions = ['alumno.ver', 'alumno.editar'] as const
    expect(optionalOneOf('alumno.ver', actions)).toBe('alumno.ver')
    expect(optionalOneOf('ALUMNO.VER', actions)).toBeUndefined()
    expect(optionalOneOf(3, actions)).toBeUndefined()
  })
})
