import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent } from '@/domain/numbers'
import { formatClp } from '@/domain/plans'

/** Values around every rounding boundary, thousands and signs, with a seeded generator for the rest. */
function* values() {
  yield* [0, -0, 1, 9, 10, 999, 1000, 1234, 12345, 123456, 1234567.891, 0.05, 0.25, 2.25, 1.005, 99.95, 99.94]
  yield* [-0.01, -0.05, -1234.56, 84.6, 84.65, 100, 0.1 + 0.2, 1 / 3, 2 / 3, Number.MAX_SAFE_INTEGER]
  let seed = 7
  for (let i = 0; i < 3000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const magnitude = 10 ** (seed % 8)
    yield ((seed / 2 ** 31) * magnitude * (i % 5 === 0 ? -1 : 1)) / (i % 3 === 0 ? 1 : 100)
  }
}

describe('formatNumber writes what Intl writes for es-CL', () => {
  for (const decimals of [0, 1, 2, 3])
    it(`with at most ${decimals} decimals`, () => {
      const intl = new Intl.NumberFormat('es-CL', { maximumFractionDigits: decimals })
      for (const v of values()) expect(formatNumber(v, decimals), String(v)).toBe(intl.format(v))
    })

  it('pesos as Intl writes CLP', () => {
    const intl = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' })
    for (const v of [0, 990, 12990, 1234567, 4990.4, 4990.5, -990]) expect(formatClp(v), String(v)).toBe(intl.format(v))
  })

  it('a percentage keeps one decimal and its sign apart', () => {
    expect(formatPercent(84.65)).toBe('84,7 %')
    expect(formatPercent(92)).toBe('92 %')
    expect(formatNumber(1234.5, 1)).toBe('1.234,5')
  })
})
