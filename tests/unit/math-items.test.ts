import { describe, expect, it } from 'vitest'
import { paesLevels, simceLevels } from '@/domain/catalog'
import { generateMathItems, type MathItem, mathTemplates } from '../../server/content/matematica/math-items'

/** Numbers as written in Chilean Spanish: 1.234,5 -> 1234.5 (superscripts and subscripts are not digits). */
const nums = (text: string) =>
  [...text.matchAll(/-?\d{1,3}(?:\.\d{3})+(?:,\d+)?|-?\d+(?:,\d+)?/g)].map((m) =>
    Number(m[0].replaceAll('.', '').replace(',', '.')),
  )

const supDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const subDigits = '₀₁₂₃₄₅₆₇₈₉'
const fromScript = (digits: string, script: string) => Number([...script].map((c) => digits.indexOf(c)).join(''))
/** Every base with a superscript exponent: "2⁵ · 2³" -> [[2, 5], [2, 3]] */
const powers = (text: string) =>
  [...text.matchAll(/(\d+)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g)].map((m) => [Number(m[1]), fromScript(supDigits, m[2]!)] as const)

/**
 * The value of a numeric alternative (a fraction, a square root, an amount, a number with its unit), or
 * NaN for the others (points, equations, times), which are compared as text.
 */
function numericValue(alternative: string) {
  const fraction = alternative.match(/^(-?\d+)\/(\d+)$/)
  if (fraction) return Number(fraction[1]) / Number(fraction[2])
  const root = alternative.match(/^√(\d+)$/)
  if (root) return Math.sqrt(Number(root[1]))
  if (/^\$?-?[\d.]+(?:,\d+)?(?: ?(?:cm|m|°C|°|%)[²³]?)?$/.test(alternative)) return nums(alternative)[0]!
  return Number.NaN
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1))

/**
 * Each template's answer, computed again from the statement alone: the numbers are read back from the
 * text the student sees, so a template that prints one thing and keys another fails here.
 */
const solvers: Record<string, (statement: string, alternatives: readonly string[]) => number | string> = {
  'suma-2b': (s) => nums(s)[0]! + nums(s)[1]!,
  'resta-2b': (s) => nums(s)[0]! - nums(s)[1]!,
  'valor-posicional-2b': (s) => 10 * nums(s)[0]! + nums(s)[1]!,
  'secuencia-2b': (s) => {
    const v = nums(s)
    return v[3]! + (v[1]! - v[0]!)
  },
  'doble-2b': (s) => 2 * nums(s)[0]!,
  'grupos-2b': (s) => nums(s)[0]! * nums(s)[1]!,
  'vuelto-2b': (s) => nums(s)[1]! - nums(s)[0]!,
  'comparar-2b': (_s, alternatives) => Math.max(...alternatives.map(numericValue)),
  'semanas-2b': (s) => nums(s)[0]! * nums(s)[1]!,
  'antecesor-2b': (s) => nums(s)[0]! - 1,
  'multiplicacion-4b': (s) => nums(s)[0]! * nums(s)[1]!,
  'division-4b': (s) => nums(s)[0]! / nums(s)[1]!,
  'resto-4b': (s) => nums(s)[0]! % nums(s)[1]!,
  'perimetro-4b': (s) => 2 * (nums(s)[0]! + nums(s)[1]!),
  'area-4b': (s) => nums(s)[0]! * nums(s)[1]!,
  'fraccion-4b': (s) => nums(s)[1]! / nums(s)[0]!,
  'redondeo-4b': (s) => Math.round(nums(s)[0]! / 100) * 100,
  'igualdad-4b': (s) => nums(s)[1]! - nums(s)[0]!,
  'hora-4b': (s) => {
    const [h, m, d] = nums(s) as [number, number, number]
    const end = h * 60 + m + d
    return `${Math.floor(end / 60)}:${String(end % 60).padStart(2, '0')}`
  },
  'dinero-4b': (s) => nums(s)[0]! - nums(s)[1]!,
  'suma-fracciones-6b': (s) => {
    const [a, b, c, d] = nums(s) as [number, number, number, number]
    return a / b + c / d
  },
  'decimales-6b': (s) => nums(s)[0]! * nums(s)[1]!,
  'porcentaje-6b': (s) => (nums(s)[0]! * nums(s)[1]!) / 100,
  'razon-6b': (s) => {
    const [flour, eggs, wanted] = nums(s) as [number, number, number]
    return (eggs * wanted) / flour
  },
  'area-triangulo-6b': (s) => (nums(s)[0]! * nums(s)[1]!) / 2,
  'volumen-6b': (s) => nums(s)[0]! * nums(s)[1]! * nums(s)[2]!,
  'ecuacion-6b': (s) => {
    const [a, b, c] = nums(s) as [number, number, number]
    return (c - b) / a
  },
  'orden-operaciones-6b': (s) => nums(s)[0]! + nums(s)[1]! * nums(s)[2]!,
  'angulos-6b': (s) => 180 - nums(s)[0]! - nums(s)[1]!,
  'mcm-6b': (s) => {
    const [a, b] = nums(s) as [number, number]
    return (a * b) / gcd(a, b)
  },
  'enteros-8b': (s) => nums(s)[0]! + nums(s)[1]!,
  'potencias-8b': (s) => {
    const [[b, e]] = powers(s) as [[number, number]]
    return b ** e
  },
  'raiz-8b': (s) => Math.sqrt(nums(s)[0]!),
  'descuento-8b': (s) => nums(s)[0]! * (1 - nums(s)[1]! / 100),
  'ecuacion-8b': (s) => {
    const m = s.match(/(\d+)x - (\d+) = (\d+)x(?: ([+-]) (\d+))?/)!
    const d = m[4] ? Number(`${m[4]}${m[5]}`) : 0
    return (d + Number(m[2])) / (Number(m[1]) - Number(m[3]))
  },
  'proporcionalidad-8b': (s) => (nums(s)[1]! / nums(s)[0]!) * nums(s)[2]!,
  'pitagoras-8b': (s) => Math.hypot(nums(s)[0]!, nums(s)[1]!),
  'area-circulo-8b': (s) => nums(s)[0]! * nums(s)[1]! ** 2,
  'promedio-8b': (s) => nums(s).reduce((a, b) => a + b, 0) / 4,
  'probabilidad-8b': (s) => {
    const [red, blue, green] = nums(s) as [number, number, number]
    return blue / (red + blue + green)
  },
  'cuadrado-binomio-2m': (s) => {
    const a = nums(s)[0]!
    return `x² + ${2 * a}x + ${a * a}`
  },
  'sistema-2m': (s) => (nums(s)[0]! + nums(s)[1]!) / 2,
  'potencias-2m': (s) => {
    const [[b, p], [, q], [, r]] = powers(s) as [[number, number], [number, number], [number, number]]
    return b ** (p + q - r)
  },
  'raices-2m': (s) => Math.sqrt(nums(s)[0]! * nums(s)[1]!),
  'variacion-porcentual-2m': (s) => ((nums(s)[1]! - nums(s)[0]!) / nums(s)[0]!) * 100,
  'funcion-lineal-2m': (s) => {
    const [m, b, k] = nums(s) as [number, number, number]
    return m * k + b
  },
  'pendiente-2m': (s) => {
    const [x1, y1, x2, y2] = nums(s) as [number, number, number, number]
    return (y2 - y1) / (x2 - x1)
  },
  'dados-2m': (s) => {
    const sum = nums(s)[0]!
    let ways = 0
    for (let i = 1; i <= 6; i++) for (let j = 1; j <= 6; j++) if (i + j === sum) ways++
    return ways / 36
  },
  'sombras-2m': (s) => (nums(s)[0]! * nums(s)[2]!) / nums(s)[1]!,
  'interes-simple-2m': (s) => (nums(s)[0]! * nums(s)[1]! * nums(s)[2]!) / 100,
  'ecuacion-cuadratica-3m': (s) => {
    const [b, c] = nums(s) as [number, number]
    const root = Math.sqrt(b * b - 4 * c)
    return `x = ${(b - root) / 2} y x = ${(b + root) / 2}`
  },
  'vertice-3m': (s) => `(${nums(s)[0]}, ${nums(s)[1]})`,
  'logaritmo-3m': (s) => {
    const base = fromScript(subDigits, s.match(/log([₀-₉]+)/)![1]!)
    return Math.round(Math.log(nums(s)[0]!) / Math.log(base))
  },
  'mediana-3m': (s) => nums(s).sort((a, b) => a - b)[3]!,
  'permutaciones-3m': (s) => factorial(nums(s)[0]!),
  'promedio-ponderado-3m': (s) => {
    const [a, x, b, y] = nums(s) as [number, number, number, number]
    return (a * x + b * y) / (a + b)
  },
  'crecimiento-3m': (s) => nums(s)[0]! * 2 ** nums(s)[1]!,
  'interes-compuesto-3m': (s) => nums(s)[0]! * (1 + nums(s)[1]! / 100) ** nums(s)[2]!,
  'seno-3m': (s) => nums(s)[0]! / nums(s)[1]!,
  'probabilidad-condicional-3m': (s) => nums(s)[2]! / nums(s)[1]!,
  'composicion-4m': (s) => {
    const [a, b, c, k] = nums(s) as [number, number, number, number]
    return a * (k + c) + b
  },
  'preimagen-4m': (s) => (nums(s)[2]! - nums(s)[1]!) / nums(s)[0]!,
  'ecuacion-exponencial-4m': (s) => Math.round(Math.log(nums(s)[1]!) / Math.log(nums(s)[0]!)),
  'volumen-cilindro-4m': (s) => nums(s)[0]! * nums(s)[1]! ** 2 * nums(s)[2]!,
  'complemento-4m': (s) => 1 - nums(s)[0]!,
  'progresion-aritmetica-4m': (s) => nums(s)[0]! + (nums(s)[2]! - 1) * nums(s)[1]!,
  'ruedas-4m': (s) => (4 * nums(s)[0]! - nums(s)[1]!) / 2,
  'porcentajes-sucesivos-4m': (s) => nums(s)[0]! * (1 + nums(s)[1]! / 100) * (1 - nums(s)[2]! / 100),
  'distancia-4m': (s) => {
    const [x1, y1, x2, y2] = nums(s) as [number, number, number, number]
    return Math.hypot(x2 - x1, y2 - y1)
  },
  'logaritmos-4m': (s) => {
    let n = nums(s)[4]!
    let twos = 0
    let threes = 0
    while (n % 2 === 0) {
      n /= 2
      twos++
    }
    while (n % 3 === 0) {
      n /= 3
      threes++
    }
    return 0.3 * twos + 0.48 * threes
  },
}

const matches = (alternative: string, expected: number | string) =>
  typeof expected === 'string' ? alternative === expected : Math.abs(numericValue(alternative) - expected) < 1e-6

function checkItem(item: MathItem) {
  const solve = solvers[item.plantilla]
  expect(solve, `no solver for ${item.plantilla}`).toBeDefined()
  const expected = solve!(item.enunciado, item.alternativas)
  expect(item.alternativas).toHaveLength(4)
  expect(new Set(item.alternativas).size, item.enunciado).toBe(4)
  const values = item.alternativas.map(numericValue).filter(Number.isFinite)
  expect(new Set(values.map((v) => v.toFixed(6))).size, `equal values in ${item.alternativas}`).toBe(values.length)
  expect([0, 1, 2, 3]).toContain(item.correcta)
  expect(
    matches(item.alternativas[item.correcta], expected),
    `${item.enunciado} -> ${expected}, key ${item.alternativas[item.correcta]}`,
  ).toBe(true)
  const others = item.alternativas.filter((_, i) => i !== item.correcta)
  expect(
    others.some((alt) => matches(alt, expected)),
    `a distractor is also right: ${item.enunciado}`,
  ).toBe(false)
}

const levels = [
  ...simceLevels.map((nivel) => ['SIMCE', nivel] as const),
  ...paesLevels.map((nivel) => ['PAES', nivel] as const),
]

describe('generateMathItems', () => {
  it('has templates for every SIMCE and PAES level the app offers', () => {
    expect(Object.keys(mathTemplates.SIMCE).sort()).toEqual([...simceLevels].sort())
    expect(Object.keys(mathTemplates.PAES).sort()).toEqual([...paesLevels].sort())
  })

  it.each(levels)('%s %s: every key is right and every distractor wrong, over many seeds', (prueba, nivel) => {
    const used = new Set<string>()
    for (let seed = 0; seed < 150; seed++) {
      const items = generateMathItems(prueba, nivel, 20, seed)
      expect(items).toHaveLength(20)
      expect(new Set(items.map((i) => i.enunciado)).size).toBe(20)
      for (const item of items) {
        checkItem(item)
        used.add(item.plantilla)
      }
    }
    // Every template of the level was exercised.
    expect(used.size).toBe(mathTemplates[prueba][nivel]!.length)
  })

  it('is deterministic for a seed and varies between seeds', () => {
    const a = generateMathItems('PAES', '3° Medio', 10, 42)
    expect(generateMathItems('PAES', '3° Medio', 10, 42)).toEqual(a)
    expect(generateMathItems('PAES', '3° Medio', 10, 43)).not.toEqual(a)
  })

  it('spreads the keys over A, B, C and D', () => {
    const counts = [0, 0, 0, 0]
    for (let seed = 0; seed < 50; seed++)
      for (const item of generateMathItems('SIMCE', '6° Básico', 20, seed)) counts[item.correcta]!++
    for (const count of counts) expect(count).toBeGreaterThan(150)
  })

  it('gives exactly as many items as asked, from 1 to 20', () => {
    expect(generateMathItems('SIMCE', '2° Básico', 1, 1)).toHaveLength(1)
    expect(generateMathItems('SIMCE', '2° Básico', 13, 1)).toHaveLength(13)
  })
})
