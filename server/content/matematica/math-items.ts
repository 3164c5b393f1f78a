/**
 * Offline mathematics items for the PAES and SIMCE practice tests. Each template draws its numbers, computes
 * the answer and builds three distractors from typical mistakes (distinct from the answer and each other),
 * following the contents of the Bases Curriculares for each level.
 */
import Fraction from 'fraction.js'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { paesLevels, simceLevels } from '@/domain/catalog'
import type { PracticeItem } from '../practica/types'

type Rng = ReturnType<typeof xoroshiro128plus>

/** An alternative: its text and, when it is a number, its value (two alternatives never share either). */
interface Answer {
  text: string
  value: number
}

export interface MathItem extends PracticeItem {
  /** The template that produced it, e.g. `suma-2b`. */
  plantilla: string
}

interface Template {
  id: string
  habilidad: string
  make(r: Rng): { enunciado: string; correct: Answer; wrong: Answer[]; spare: (k: number) => Answer }
}

const numberFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2, useGrouping: 'always' })
/** 1234.5 -> "1.234,5" */
export const formatNumber = (n: number) => numberFormat.format(n).replace('\u2212', '-')

const int = (r: Rng, from: number, to: number) => uniformInt(r, from, to)
const pick = <T>(r: Rng, values: readonly T[]): T => values[int(r, 0, values.length - 1)]!

const n = (value: number, unit = ''): Answer => ({ text: `${formatNumber(value)}${unit}`, value })
const money = (value: number): Answer => ({ text: `$${formatNumber(value)}`, value })
const frac = (f: Fraction): Answer => ({ text: f.toFraction(), value: f.valueOf() })
const textOnly = (text: string): Answer => ({ text, value: Number.NaN })
/** A Chilean grade always shows one decimal: 5,0. */
const grade = (value: number): Answer => ({ text: value.toFixed(1).replace('.', ','), value })

/** Nearby values as spare distractors: +1, −1, +2, −2 … times `step`, never below `min`. */
const near =
  (value: number, step = 1, unit = '', min = 0) =>
  (k: number): Answer => {
    const offset = Math.ceil(k / 2) * step * (k % 2 ? 1 : -1)
    const v = value + offset >= min ? value + offset : value + Math.ceil(k / 2) * step + 10 * step
    return n(Math.round(v * 100) / 100, unit)
  }
const nearMoney = (value: number, step: number) => (k: number) =>
  money(value + Math.ceil(k / 2) * step * (k % 2 ? 1 : -1))

const superscript = (e: number) =>
  String(e)
    .split('')
    .map((d) => (d === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]))
    .join('')
const subscript = (e: number) =>
  String(e)
    .split('')
    .map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)])
    .join('')

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))
const lcm = (a: number, b: number) => (a * b) / gcd(a, b)
const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1))
const pad2 = (v: number) => String(v).padStart(2, '0')

const triples = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [7, 24, 25],
  [12, 16, 20],
  [20, 21, 29],
] as const

// SIMCE 2° Básico: números hasta el 100, adición y sustracción, patrones, multiplicación inicial.
const simce2: Template[] = [
  {
    id: 'suma-2b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const a = int(r, 12, 59)
      const b = int(r, 11, 39)
      const noCarry = (Math.floor(a / 10) + Math.floor(b / 10)) * 10 + (((a % 10) + (b % 10)) % 10)
      return {
        enunciado: `Pedro tiene ${a} láminas y su hermana le regala ${b}. ¿Cuántas láminas tiene ahora?`,
        correct: n(a + b),
        wrong: [n(noCarry), n(a + b + 10), n(Math.abs(a - b))],
        spare: near(a + b),
      }
    },
  },
  {
    id: 'resta-2b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const a = int(r, 40, 99)
      const b = int(r, 11, a - 10)
      return {
        enunciado: `En un bus iban ${a} pasajeros. En el paradero se bajaron ${b}. ¿Cuántos pasajeros quedaron en el bus?`,
        correct: n(a - b),
        wrong: [n(a + b), n(a - b + 10), n(a - b - 1)],
        spare: near(a - b),
      }
    },
  },
  {
    id: 'valor-posicional-2b',
    habilidad: 'Números y operaciones: representar',
    make(r) {
      const d = int(r, 1, 9)
      const u = int(r, 0, 9)
      return {
        enunciado: `¿Qué número tiene ${d} decenas y ${u} unidades?`,
        correct: n(10 * d + u),
        wrong: [n(10 * u + d), n(d + u), n(100 * d + u)],
        spare: near(10 * d + u),
      }
    },
  },
  {
    id: 'secuencia-2b',
    habilidad: 'Patrones y álgebra: representar',
    make(r) {
      const k = pick(r, [2, 5, 10])
      const s = int(r, 1, 50)
      return {
        enunciado: `¿Qué número sigue en la secuencia ${s}, ${s + k}, ${s + 2 * k}, ${s + 3 * k}, …?`,
        correct: n(s + 4 * k),
        wrong: [n(s + 4 * k + 1), n(s + 5 * k), n(s + 3 * k + 1)],
        spare: near(s + 4 * k),
      }
    },
  },
  {
    id: 'doble-2b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const a = int(r, 6, 45)
      return {
        enunciado: `Marta tiene ${a} bolitas y Juan tiene el doble. ¿Cuántas bolitas tiene Juan?`,
        correct: n(2 * a),
        wrong: [n(a + 2), n(2 * a + 10), n(a)],
        spare: near(2 * a),
      }
    },
  },
  {
    id: 'grupos-2b',
    habilidad: 'Números y operaciones: modelar',
    make(r) {
      const g = int(r, 2, 5)
      const c = pick(r, [2, 5, 10])
      return {
        enunciado: `Hay ${g} bolsas con ${c} manzanas cada una. ¿Cuántas manzanas hay en total?`,
        correct: n(g * c),
        wrong: [n(g + c), n(g * c + c), n(g * c - 1)],
        spare: near(g * c),
      }
    },
  },
  {
    id: 'vuelto-2b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const p = pick(r, [15, 20, 25, 30, 35, 40, 45, 55, 60, 65, 70, 75, 80, 85])
      return {
        enunciado: `Ana compra un lápiz que cuesta $${p} y paga con una moneda de $100. ¿Cuánto vuelto recibe?`,
        correct: money(100 - p),
        wrong: [money(p), money(100 - p + 10), money(100 + p)],
        spare: nearMoney(100 - p, 5),
      }
    },
  },
  {
    id: 'comparar-2b',
    habilidad: 'Números y operaciones: argumentar y comunicar',
    make(r) {
      const d = int(r, 2, 8)
      const u = int(r, 1, 9)
      const top = 10 * d + u
      const others = [10 * u + d, 10 * (d - 1) + u, top - 1, 10 * d + u - 2, 10 * (d - 1) + 9].filter(
        (v) => v < top && v > 0,
      )
      return {
        enunciado: '¿Cuál de los siguientes números es el mayor?',
        correct: n(top),
        wrong: others.map((v) => n(v)),
        spare: (k) => n(Math.max(1, top - 2 - k)),
      }
    },
  },
  {
    id: 'semanas-2b',
    habilidad: 'Medición: resolver problemas',
    make(r) {
      const w = int(r, 2, 5)
      return {
        enunciado: `Una semana tiene 7 días. ¿Cuántos días hay en ${w} semanas?`,
        correct: n(7 * w),
        wrong: [n(7 + w), n(7 * w + 7), n(7 * w - 1)],
        spare: near(7 * w),
      }
    },
  },
  {
    id: 'antecesor-2b',
    habilidad: 'Números y operaciones: representar',
    make(r) {
      const a = int(r, 21, 99)
      return {
        enunciado: `¿Qué número está justo antes del ${a}?`,
        correct: n(a - 1),
        wrong: [n(a + 1), n(a - 10), n(a + 10)],
        spare: near(a - 1),
      }
    },
  },
]

// SIMCE 4° Básico: números hasta 10.000, las cuatro operaciones, fracciones, perímetro y área.
const simce4: Template[] = [
  {
    id: 'multiplicacion-4b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const f = int(r, 12, 25)
      const s = int(r, 6, 9)
      return {
        enunciado: `En un auditorio hay ${f} filas con ${s} asientos cada una. ¿Cuántos asientos hay en total?`,
        correct: n(f * s),
        wrong: [n(f + s), n(f * s + s), n(f * (s - 1))],
        spare: near(f * s, 2),
      }
    },
  },
  {
    id: 'division-4b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const g = int(r, 3, 9)
      const q = int(r, 6, 15)
      return {
        enunciado: `Se reparten ${g * q} lápices en partes iguales entre ${g} estudiantes. ¿Cuántos lápices recibe cada estudiante?`,
        correct: n(q),
        wrong: [n(q + 1), n(g * q - g), n(q - 1)],
        spare: near(q),
      }
    },
  },
  {
    id: 'resto-4b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const c = int(r, 5, 9)
      const q = int(r, 4, 12)
      const rest = int(r, 1, c - 1)
      return {
        enunciado: `Se quieren guardar ${c * q + rest} huevos en cajas de ${c} huevos cada una, llenando cada caja. ¿Cuántos huevos quedan fuera de las cajas?`,
        correct: n(rest),
        wrong: [n(q), n(c - rest === rest ? c : c - rest), n(q + 1)],
        spare: near(rest),
      }
    },
  },
  {
    id: 'perimetro-4b',
    habilidad: 'Geometría y medición: resolver problemas',
    make(r) {
      const l = int(r, 8, 30)
      const a = int(r, 3, l - 1)
      return {
        enunciado: `Un rectángulo mide ${l} cm de largo y ${a} cm de ancho. ¿Cuál es su perímetro?`,
        correct: n(2 * (l + a), ' cm'),
        wrong: [n(l + a, ' cm'), n(l * a, ' cm'), n(2 * l + a, ' cm')],
        spare: near(2 * (l + a), 2, ' cm'),
      }
    },
  },
  {
    id: 'area-4b',
    habilidad: 'Geometría y medición: resolver problemas',
    make(r) {
      const l = int(r, 5, 15)
      const a = int(r, 3, l - 1)
      return {
        enunciado: `Un patio rectangular mide ${l} m de largo y ${a} m de ancho. ¿Cuál es su área?`,
        correct: n(l * a, ' m²'),
        wrong: [n(2 * (l + a), ' m²'), n(l + a, ' m²'), n(l * a + l, ' m²')],
        spare: near(l * a, 1, ' m²'),
      }
    },
  },
  {
    id: 'fraccion-4b',
    habilidad: 'Números y operaciones: representar',
    make(r) {
      const d = pick(r, [5, 7, 8, 9, 11, 12])
      let k = int(r, 2, d - 2)
      while (gcd(k, d) !== 1) k++
      return {
        enunciado: `Una pizza se divide en ${d} trozos iguales y Camila se come ${k}. ¿Qué fracción de la pizza se comió?`,
        correct: frac(new Fraction(k, d)),
        wrong: [frac(new Fraction(d - k, d)), frac(new Fraction(k, d + k)), frac(new Fraction(1, k))],
        spare: (j) => frac(new Fraction(j, d + j)),
      }
    },
  },
  {
    id: 'redondeo-4b',
    habilidad: 'Números y operaciones: representar',
    make(r) {
      let a = int(r, 1001, 9899)
      if (a % 100 === 50 || a % 100 === 0) a += 7
      const rounded = Math.round(a / 100) * 100
      const other = rounded > a ? rounded - 100 : rounded + 100
      return {
        enunciado: `¿Cuál es el resultado de redondear ${formatNumber(a)} a la centena más cercana?`,
        correct: n(rounded),
        wrong: [n(other), n(Math.round(a / 10) * 10), n(Math.round(a / 1000) * 1000)],
        spare: near(rounded, 100),
      }
    },
  },
  {
    id: 'igualdad-4b',
    habilidad: 'Patrones y álgebra: resolver problemas',
    make(r) {
      const a = int(r, 120, 480)
      const b = int(r, 35, 350)
      return {
        enunciado: `¿Qué número falta en la igualdad ${a} + ___ = ${a + b}?`,
        correct: n(b),
        wrong: [n(2 * a + b), n(b + 10), n(b - 1)],
        spare: near(b),
      }
    },
  },
  {
    id: 'hora-4b',
    habilidad: 'Medición: resolver problemas',
    make(r) {
      const h = int(r, 14, 19)
      const m = pick(r, [0, 10, 15, 20, 30, 40, 45])
      const d = pick(r, [85, 95, 100, 105, 110, 115, 120, 125, 135])
      const end = h * 60 + m + d
      const fmt = (t: number) => textOnly(`${Math.floor(t / 60)}:${pad2(t % 60)}`)
      return {
        enunciado: `Una película comienza a las ${h}:${pad2(m)} y dura ${d} minutos. ¿A qué hora termina?`,
        correct: fmt(end),
        // Reading 135 minutes as 1 h 35 min is the classic mistake.
        wrong: [fmt(d >= 100 ? h * 60 + m + 60 + (d - 100) : end + 40), fmt(end + 60), fmt(end - 10)],
        spare: (k) => fmt(end + 5 * k),
      }
    },
  },
  {
    id: 'dinero-4b',
    habilidad: 'Números y operaciones: resolver problemas',
    make(r) {
      const a = int(r, 30, 95) * 100
      const b = int(r, 11, a / 100 - 5) * 100
      return {
        enunciado: `Tomás tenía $${formatNumber(a)} y gastó $${formatNumber(b)} en un libro. ¿Cuánto dinero le queda?`,
        correct: money(a - b),
        wrong: [money(a + b), money(a - b + 1000), money(a - b - 100)],
        spare: nearMoney(a - b, 100),
      }
    },
  },
]

// SIMCE 6° Básico: fracciones y decimales, porcentajes, razones, ecuaciones, área y volumen, ángulos.
const simce6: Template[] = [
  {
    id: 'suma-fracciones-6b',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const b = pick(r, [2, 3, 4, 5, 6])
      let d = pick(r, [3, 4, 5, 6, 8])
      if (d === b) d = b + 1
      const a = int(r, 1, b - 1)
      const c = int(r, 1, d - 1)
      const sum = new Fraction(a, b).add(c, d)
      return {
        enunciado: `¿Cuál es el resultado de ${a}/${b} + ${c}/${d}?`,
        correct: frac(sum),
        wrong: [frac(new Fraction(a + c, b + d)), frac(new Fraction(a + c, b * d)), frac(new Fraction(a * c, b + d))],
        spare: (k) => frac(sum.add(k, b * d)),
      }
    },
  },
  {
    id: 'decimales-6b',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const p = int(r, 12, 28) * 100
      const k = pick(r, [1.5, 2.5, 0.5, 3.5])
      return {
        enunciado: `Un kilo de pan cuesta $${formatNumber(p)}. ¿Cuánto se paga por ${formatNumber(k)} kilos?`,
        correct: money(p * k),
        wrong: [money(p * Math.floor(k)), money(p * Math.ceil(k)), money(p + k * 100)],
        spare: nearMoney(p * k, 100),
      }
    },
  },
  {
    id: 'porcentaje-6b',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const total = pick(r, [20, 40, 60, 80, 100, 120, 200])
      const p = pick(r, [10, 25, 50, 75])
      return {
        enunciado: `En un colegio hay ${total} estudiantes de sexto básico y el ${p} % de ellos practica deporte. ¿Cuántos estudiantes practican deporte?`,
        correct: n((total * p) / 100),
        wrong: [n(p), n(total - (total * p) / 100), n((total * p) / 10)],
        spare: near((total * p) / 100),
      }
    },
  },
  {
    id: 'razon-6b',
    habilidad: 'Patrones y álgebra: modelar',
    make(r) {
      const a = int(r, 2, 4)
      const b = int(r, 3, 5)
      const k = int(r, 2, 5)
      return {
        enunciado: `En una receta, por cada ${a} tazas de harina se usan ${b} huevos. ¿Cuántos huevos se necesitan para ${a * k} tazas de harina?`,
        correct: n(b * k),
        wrong: [n(a * k + b - a), n(b + k), n(a * k)],
        spare: near(b * k),
      }
    },
  },
  {
    id: 'area-triangulo-6b',
    habilidad: 'Geometría: resolver problemas',
    make(r) {
      const b = int(r, 3, 12) * 2
      const h = int(r, 3, 15)
      return {
        enunciado: `¿Cuál es el área de un triángulo de ${b} cm de base y ${h} cm de altura?`,
        correct: n((b * h) / 2, ' cm²'),
        wrong: [n(b * h, ' cm²'), n(b + h, ' cm²'), n(2 * (b + h), ' cm²')],
        spare: near((b * h) / 2, 1, ' cm²'),
      }
    },
  },
  {
    id: 'volumen-6b',
    habilidad: 'Geometría: resolver problemas',
    make(r) {
      const l = int(r, 4, 12)
      const a = int(r, 2, 8)
      const h = int(r, 2, 6)
      return {
        enunciado: `¿Cuál es el volumen de una caja con forma de paralelepípedo de ${l} cm de largo, ${a} cm de ancho y ${h} cm de alto?`,
        correct: n(l * a * h, ' cm³'),
        wrong: [n(l + a + h, ' cm³'), n(2 * (l * a + l * h + a * h), ' cm³'), n(l * a, ' cm³')],
        spare: near(l * a * h, 2, ' cm³'),
      }
    },
  },
  {
    id: 'ecuacion-6b',
    habilidad: 'Patrones y álgebra: resolver problemas',
    make(r) {
      const a = int(r, 2, 9)
      const x = int(r, 2, 12)
      const b = int(r, 1, 20)
      const c = a * x + b
      return {
        enunciado: `¿Cuál es el valor de x en la ecuación ${a}x + ${b} = ${c}?`,
        correct: n(x),
        wrong: [n(c - b), n(Math.round(((c + b) / a) * 100) / 100), n(c - a - b)],
        spare: near(x),
      }
    },
  },
  {
    id: 'orden-operaciones-6b',
    habilidad: 'Números: argumentar y comunicar',
    make(r) {
      const a = int(r, 2, 20)
      const b = int(r, 2, 9)
      const c = int(r, 2, 9)
      return {
        enunciado: `¿Cuál es el resultado de ${a} + ${b} · ${c}?`,
        correct: n(a + b * c),
        wrong: [n((a + b) * c), n(a + b + c), n(a * b + c)],
        spare: near(a + b * c),
      }
    },
  },
  {
    id: 'angulos-6b',
    habilidad: 'Geometría: resolver problemas',
    make(r) {
      const x = int(r, 30, 80)
      const y = int(r, 30, 140 - x)
      return {
        enunciado: `En un triángulo, dos de sus ángulos miden ${x}° y ${y}°. ¿Cuánto mide el tercer ángulo?`,
        correct: n(180 - x - y, '°'),
        wrong: [
          n(360 - x - y, '°'),
          n(x + y, '°'),
          n(90 - Math.min(x, y) === 180 - x - y ? 100 : 90 - Math.min(x, y), '°'),
        ],
        spare: near(180 - x - y, 5, '°'),
      }
    },
  },
  {
    id: 'mcm-6b',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const [a, b] = pick(r, [
        [4, 6],
        [6, 8],
        [6, 9],
        [8, 12],
        [10, 15],
        [12, 18],
        [9, 12],
        [10, 12],
      ] as const)
      return {
        enunciado: `Un bus pasa por un paradero cada ${a} minutos y otro bus cada ${b} minutos. Si acaban de pasar juntos, ¿en cuántos minutos más volverán a pasar juntos por primera vez?`,
        correct: n(lcm(a, b)),
        wrong: [n(a * b), n(a + b), n(gcd(a, b))],
        spare: near(lcm(a, b), 2),
      }
    },
  },
]

// SIMCE 8° Básico: enteros, potencias y raíces, porcentajes, ecuaciones, Pitágoras, círculo, datos y azar.
const simce8: Template[] = [
  {
    id: 'enteros-8b',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const t = -int(r, 2, 9)
      const s = int(r, 5, 15)
      return {
        enunciado: `A las seis de la mañana la temperatura en Punta Arenas era de ${t} °C. Hasta el mediodía subió ${s} °C. ¿Qué temperatura había al mediodía?`,
        correct: n(t + s, ' °C'),
        wrong: [n(t - s, ' °C'), n(-t + s, ' °C'), n(-(t + s) === t + s ? s : -(t + s), ' °C')],
        spare: (k) => n(t + s + (k % 2 ? k : -k), ' °C'),
      }
    },
  },
  {
    id: 'potencias-8b',
    habilidad: 'Números: representar',
    make(r) {
      const b = pick(r, [2, 3, 4, 5])
      const e = b === 2 ? int(r, 4, 7) : b === 3 ? int(r, 3, 4) : 3
      return {
        enunciado: `¿Cuál es el valor de ${b}${superscript(e)}?`,
        correct: n(b ** e),
        wrong: [n(b * e), n(b ** (e - 1)), n(e ** b === b ** e ? b ** e + b : e ** b)],
        spare: near(b ** e, b),
      }
    },
  },
  {
    id: 'raiz-8b',
    habilidad: 'Números: representar',
    make(r) {
      const root = int(r, 4, 20)
      return {
        enunciado: `¿Cuál es el valor de √${root * root}?`,
        correct: n(root),
        wrong: [n((root * root) / 2), n(root + 1), n(root * 2)],
        spare: near(root),
      }
    },
  },
  {
    id: 'descuento-8b',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const p = int(r, 8, 40) * 1000
      const d = pick(r, [10, 15, 20, 25, 30, 40])
      const paid = (p * (100 - d)) / 100
      return {
        enunciado: `Un polerón cuesta $${formatNumber(p)} y tiene un descuento del ${d} %. ¿Cuánto se paga por él?`,
        correct: money(paid),
        wrong: [money((p * d) / 100), money(p - d * 100), money((p * (100 + d)) / 100)],
        spare: nearMoney(paid, 500),
      }
    },
  },
  {
    id: 'ecuacion-8b',
    habilidad: 'Álgebra: resolver problemas',
    make(r) {
      const c = int(r, 2, 5)
      const a = c + int(r, 1, 4)
      const x = int(r, 2, 9)
      const b = int(r, 1, 12)
      const d = (a - c) * x - b
      const rhs = d > 0 ? `${c}x + ${d}` : d < 0 ? `${c}x - ${-d}` : `${c}x`
      return {
        enunciado: `Resuelve la ecuación ${a}x - ${b} = ${rhs}. ¿Cuál es el valor de x?`,
        correct: n(x),
        wrong: [
          n(-x),
          n(x + 1),
          n(Math.round(((b + d) / (a + c)) * 100) / 100 === x ? x + 2 : Math.round(((b + d) / (a + c)) * 100) / 100),
        ],
        spare: near(x),
      }
    },
  },
  {
    id: 'proporcionalidad-8b',
    habilidad: 'Álgebra: modelar',
    make(r) {
      const a = int(r, 2, 5)
      const u = int(r, 6, 15) * 100
      const b = a + int(r, 2, 6)
      return {
        enunciado: `Si ${a} cuadernos cuestan $${formatNumber(a * u)}, ¿cuánto cuestan ${b} cuadernos?`,
        correct: money(b * u),
        wrong: [money(a * u + (b - a)), money(b * a * u), money(u)],
        spare: nearMoney(b * u, 100),
      }
    },
  },
  {
    id: 'pitagoras-8b',
    habilidad: 'Geometría: resolver problemas',
    make(r) {
      const [a, b, c] = pick(r, triples)
      return {
        enunciado: `Los catetos de un triángulo rectángulo miden ${a} cm y ${b} cm. ¿Cuánto mide la hipotenusa?`,
        correct: n(c, ' cm'),
        wrong: [n(a + b, ' cm'), n(a * a + b * b, ' cm'), n(c + 1, ' cm')],
        spare: near(c, 1, ' cm'),
      }
    },
  },
  {
    id: 'area-circulo-8b',
    habilidad: 'Geometría: resolver problemas',
    make(r) {
      const radius = int(r, 2, 10)
      const pi = 3.14
      const round2 = (v: number) => Math.round(v * 100) / 100
      return {
        enunciado: `Considerando π = 3,14, ¿cuál es el área de un círculo de radio ${radius} cm?`,
        correct: n(round2(pi * radius * radius), ' cm²'),
        wrong: [
          n(round2(2 * pi * radius), ' cm²'),
          n(round2(pi * radius), ' cm²'),
          n(round2(pi * 2 * radius * 2 * radius), ' cm²'),
        ],
        spare: near(round2(pi * radius * radius), 1, ' cm²'),
      }
    },
  },
  {
    id: 'promedio-8b',
    habilidad: 'Probabilidad y estadística: resolver problemas',
    make(r) {
      let tenths: number[] = []
      do tenths = [0, 0, 0, 0].map(() => int(r, 40, 70))
      while (tenths.reduce((a, b) => a + b, 0) % 4 !== 0)
      const grades = tenths.map((t) => t / 10)
      const mean = tenths.reduce((a, b) => a + b, 0) / 40
      const sorted = [...tenths].sort((a, b) => a - b)
      const median = (sorted[1]! + sorted[2]!) / 20
      return {
        // Semicolons separate the grades, since their decimals are written with commas.
        enunciado: `Las notas de Sofía en Matemática fueron ${grades
          .map((g) => grade(g).text)
          .join('; ')
          .replace(/; ([^;]*)$/, ' y $1')}. ¿Cuál es su promedio?`,
        correct: grade(mean),
        wrong: [grade(median), grade((sorted[0]! + sorted[3]!) / 20), grade(Math.min(7, mean + 0.5))],
        spare: (k) => grade(Math.round(mean * 10 + Math.ceil(k / 2) * (k % 2 ? 1 : -1)) / 10),
      }
    },
  },
  {
    id: 'probabilidad-8b',
    habilidad: 'Probabilidad y estadística: resolver problemas',
    make(r) {
      const red = int(r, 2, 8)
      const blue = int(r, 2, 8)
      const green = int(r, 2, 8)
      const total = red + blue + green
      return {
        enunciado: `En una bolsa hay ${red} bolitas rojas, ${blue} azules y ${green} verdes. Si se saca una bolita al azar, ¿cuál es la probabilidad de que sea azul?`,
        correct: frac(new Fraction(blue, total)),
        wrong: [
          frac(new Fraction(blue, red + green)),
          frac(new Fraction(1, 3)),
          frac(new Fraction(red + green, total)),
        ],
        spare: (k) => frac(new Fraction(blue + k, total + k)),
      }
    },
  },
]

// PAES 2° Medio (Competencia Matemática M1): álgebra, funciones lineales, potencias y raíces, datos y azar.
const paes2: Template[] = [
  {
    id: 'cuadrado-binomio-2m',
    habilidad: 'Álgebra y funciones: representar',
    make(r) {
      const a = int(r, 2, 9)
      const poly = (b: number, c: number) => textOnly(`x² + ${b}x + ${c}`)
      return {
        enunciado: `¿Cuál es el desarrollo de (x + ${a})²?`,
        correct: poly(2 * a, a * a),
        wrong: [textOnly(`x² + ${a * a}`), poly(a, a * a), poly(2 * a, 2 * a)],
        spare: (k) => poly(2 * a + k, a * a),
      }
    },
  },
  {
    id: 'sistema-2m',
    habilidad: 'Álgebra y funciones: resolver problemas',
    make(r) {
      const x = int(r, 5, 20)
      const y = int(r, 1, x - 1)
      return {
        enunciado: `Si x + y = ${x + y} y x - y = ${x - y}, ¿cuál es el valor de x?`,
        correct: n(x),
        wrong: [n(y), n(2 * x), n(x + y)],
        spare: near(x),
      }
    },
  },
  {
    id: 'potencias-2m',
    habilidad: 'Números: argumentar',
    make(r) {
      const b = pick(r, [2, 3])
      const p = int(r, 3, 7)
      const q = int(r, 2, 5)
      const s = p + q - int(r, 1, 3)
      const e = p + q - s
      return {
        enunciado: `¿Cuál es el valor de ${b}${superscript(p)} · ${b}${superscript(q)} : ${b}${superscript(s)}?`,
        correct: n(b ** e),
        wrong: [n(b * e), n(b ** (e + 1)), n(b ** (p * q - s) > 10_000 ? b ** e + b : b ** (p * q - s))],
        spare: near(b ** e, 1),
      }
    },
  },
  {
    id: 'raices-2m',
    habilidad: 'Números: representar',
    make(r) {
      const [a, b] = pick(r, [
        [2, 8],
        [3, 12],
        [2, 18],
        [5, 20],
        [3, 27],
        [6, 24],
        [2, 32],
        [7, 28],
        [3, 48],
      ] as const)
      const root = Math.sqrt(a * b)
      return {
        enunciado: `¿Cuál es el resultado de √${a} · √${b}?`,
        correct: n(root),
        wrong: [
          { text: `√${a + b}`, value: Math.sqrt(a + b) },
          n(a * b),
          n(root / 2 === Math.floor(root / 2) ? root / 2 : root + 2),
        ],
        spare: near(root),
      }
    },
  },
  {
    id: 'variacion-porcentual-2m',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const p = int(r, 2, 20) * 1000
      const pct = pick(r, [5, 10, 15, 20, 25, 30, 40, 50])
      const q = (p * (100 + pct)) / 100
      const wrongPct = Math.round(((q - p) / q) * 1000) / 10
      return {
        enunciado: `El precio de un producto subió de $${formatNumber(p)} a $${formatNumber(q)}. ¿En qué porcentaje aumentó?`,
        correct: n(pct, ' %'),
        wrong: [n(wrongPct, ' %'), n(pct + 100, ' %'), n(pct / 2, ' %')],
        spare: near(pct, 5, ' %'),
      }
    },
  },
  {
    id: 'funcion-lineal-2m',
    habilidad: 'Álgebra y funciones: resolver problemas',
    make(r) {
      const m = int(r, 2, 9)
      const b = int(r, 1, 15)
      const k = int(r, -5, 8) || 3
      return {
        enunciado: `Si f(x) = ${m}x + ${b}, ¿cuál es el valor de f(${k})?`,
        correct: n(m * k + b),
        wrong: [n(m + k + b), n(m * (k + b)), n(m * k - b)],
        spare: near(m * k + b, 1, '', -1000),
      }
    },
  },
  {
    id: 'pendiente-2m',
    habilidad: 'Álgebra y funciones: representar',
    make(r) {
      const x1 = int(r, -5, 4)
      const y1 = int(r, -5, 5)
      const x2 = x1 + int(r, 1, 6)
      let y2 = y1 + int(r, -8, 8)
      if (y2 === y1) y2 = y1 + 3
      const m = new Fraction(y2 - y1, x2 - x1)
      return {
        enunciado: `¿Cuál es la pendiente de la recta que pasa por los puntos (${x1}, ${y1}) y (${x2}, ${y2})?`,
        correct: frac(m),
        wrong: [frac(m.inverse()), frac(m.neg()), frac(new Fraction(y2 + y1, x2 + x1 === 0 ? 1 : x2 + x1))],
        spare: (k) => frac(m.add(k)),
      }
    },
  },
  {
    id: 'dados-2m',
    habilidad: 'Probabilidad y estadística: resolver problemas',
    make(r) {
      const s = int(r, 3, 11)
      const ways = 6 - Math.abs(7 - s)
      return {
        enunciado: `Se lanzan dos dados comunes de seis caras. ¿Cuál es la probabilidad de que la suma de los resultados sea ${s}?`,
        correct: frac(new Fraction(ways, 36)),
        wrong: [frac(new Fraction(1, 11)), frac(new Fraction(ways, 12)), frac(new Fraction(1, s))],
        spare: (k) => frac(new Fraction(ways + k, 36)),
      }
    },
  },
  {
    id: 'sombras-2m',
    habilidad: 'Geometría: modelar',
    make(r) {
      const h = int(r, 2, 6)
      const s = int(r, 1, 4)
      const k = int(r, 2, 5)
      return {
        enunciado: `Un poste de ${h} m de altura proyecta una sombra de ${s} m. A la misma hora, un árbol proyecta una sombra de ${s * k} m. ¿Cuál es la altura del árbol?`,
        correct: n(h * k, ' m'),
        wrong: [n(s * k + h - s, ' m'), n(h + s * k, ' m'), n(Math.round(((s * s * k) / h) * 100) / 100, ' m')],
        spare: near(h * k, 1, ' m'),
      }
    },
  },
  {
    id: 'interes-simple-2m',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const c = int(r, 2, 20) * 100_000
      const rate = pick(r, [2, 3, 4, 5, 6])
      const t = int(r, 2, 5)
      const interest = (c * rate * t) / 100
      return {
        enunciado: `Un capital de $${formatNumber(c)} se deposita a un interés simple del ${rate} % anual. ¿Cuánto interés genera en ${t} años?`,
        correct: money(interest),
        wrong: [money((c * rate) / 100), money(c + interest), money((c * rate * t) / 10)],
        spare: nearMoney(interest, 10_000),
      }
    },
  },
]

// PAES 3° Medio: ecuación y función cuadrática, logaritmos, estadística, combinatoria, crecimiento.
const paes3: Template[] = [
  {
    id: 'ecuacion-cuadratica-3m',
    habilidad: 'Álgebra y funciones: resolver problemas',
    make(r) {
      const r1 = int(r, 1, 6)
      const r2 = r1 + int(r, 1, 5)
      const roots = (a: number, b: number) => textOnly(`x = ${a} y x = ${b}`)
      return {
        enunciado: `¿Cuáles son las soluciones de la ecuación x² - ${r1 + r2}x + ${r1 * r2} = 0?`,
        correct: roots(r1, r2),
        wrong: [roots(-r2, -r1), roots(r1 + r2, r1 * r2), roots(-r1, r2)],
        spare: (k) => roots(r1, r2 + k),
      }
    },
  },
  {
    id: 'vertice-3m',
    habilidad: 'Álgebra y funciones: representar',
    make(r) {
      const h = int(r, 1, 8)
      const k = int(r, 1, 9)
      const point = (a: number, b: number) => textOnly(`(${a}, ${b})`)
      return {
        enunciado: `¿Cuáles son las coordenadas del vértice de la parábola f(x) = (x - ${h})² + ${k}?`,
        correct: point(h, k),
        wrong: [point(-h, k), point(h, -k), h === k ? point(-h, -k) : point(k, h)],
        spare: (j) => point(h + j, k),
      }
    },
  },
  {
    id: 'logaritmo-3m',
    habilidad: 'Números: representar',
    make(r) {
      const b = pick(r, [2, 3, 5, 10])
      const e = b === 2 ? int(r, 3, 8) : b === 3 ? int(r, 2, 5) : int(r, 2, 4)
      return {
        enunciado: `¿Cuál es el valor de log${subscript(b)}(${formatNumber(b ** e)})?`,
        correct: n(e),
        wrong: [n(b ** e / b), n(e + 1), n(b * e)],
        spare: near(e),
      }
    },
  },
  {
    id: 'mediana-3m',
    habilidad: 'Probabilidad y estadística: representar',
    make(r) {
      let data: number[] = []
      do data = Array.from({ length: 7 }, () => int(r, 10, 60))
      while (new Set(data).size < 7)
      const sorted = [...data].sort((a, b) => a - b)
      const median = sorted[3]!
      const mean = Math.round((data.reduce((a, b) => a + b, 0) / 7) * 100) / 100
      const unsortedMiddle = data[3] === median ? sorted[2]! : data[3]!
      return {
        enunciado: `Los puntajes de siete estudiantes en un desafío fueron: ${data.join(', ')}. ¿Cuál es la mediana de los puntajes?`,
        correct: n(median),
        wrong: [n(unsortedMiddle), n(mean === median ? mean + 1 : mean), n(sorted[6]! - sorted[0]!)],
        spare: near(median),
      }
    },
  },
  {
    id: 'permutaciones-3m',
    habilidad: 'Probabilidad y estadística: resolver problemas',
    make(r) {
      const k = int(r, 4, 7)
      return {
        enunciado: `¿De cuántas maneras distintas se pueden ordenar ${k} libros distintos en una repisa?`,
        correct: n(factorial(k)),
        wrong: [n(k * k), n(k * (k - 1)), n(2 ** k)],
        spare: near(factorial(k), k),
      }
    },
  },
  {
    id: 'promedio-ponderado-3m',
    habilidad: 'Probabilidad y estadística: resolver problemas',
    make(r) {
      let a = 0
      let b = 0
      let x = 0
      let y = 0
      do {
        a = int(r, 5, 20)
        b = int(r, 5, 20)
        x = int(r, 40, 70)
        y = int(r, 30, 70)
      } while (x === y || ((a * x + b * y) * 10) % (a + b) !== 0)
      const mean = (a * x + b * y) / (10 * (a + b))
      const simple = Math.round(((x + y) / 20) * 100) / 100
      return {
        enunciado: `En una prueba, ${a} estudiantes obtuvieron nota ${formatNumber(x / 10)} y ${b} estudiantes obtuvieron nota ${formatNumber(y / 10)}. ¿Cuál es el promedio de notas del curso?`,
        correct: n(mean),
        wrong: [
          n(simple === mean ? mean + 0.5 : simple),
          n(Math.round((mean + 0.3) * 100) / 100),
          n(Math.round((mean - 0.2) * 100) / 100),
        ],
        spare: near(mean, 0.1),
      }
    },
  },
  {
    id: 'crecimiento-3m',
    habilidad: 'Álgebra y funciones: modelar',
    make(r) {
      const p = int(r, 2, 9) * 100
      const h = int(r, 3, 6)
      return {
        enunciado: `Una población de bacterias se duplica cada hora. Si inicialmente hay ${p} bacterias, ¿cuántas habrá después de ${h} horas?`,
        correct: n(p * 2 ** h),
        wrong: [n(p * 2 * h), n(p * 2 ** (h - 1)), n(p + 2 ** h)],
        spare: near(p * 2 ** h, 100),
      }
    },
  },
  {
    id: 'interes-compuesto-3m',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const c = int(r, 1, 9) * 100_000
      const rate = pick(r, [5, 10, 20])
      const total = (c * (100 + rate) ** 2) / 10_000
      return {
        enunciado: `Se depositan $${formatNumber(c)} a un interés compuesto del ${rate} % anual. ¿Cuánto dinero habrá al cabo de 2 años?`,
        correct: money(total),
        wrong: [money(c + (2 * c * rate) / 100), money((c * (100 + rate)) / 100), money((2 * c * rate) / 100)],
        spare: nearMoney(total, 1000),
      }
    },
  },
  {
    id: 'seno-3m',
    habilidad: 'Geometría: representar',
    make(r) {
      const [a, b, c] = pick(r, triples)
      return {
        enunciado: `En un triángulo rectángulo, el cateto opuesto al ángulo α mide ${a} cm y la hipotenusa mide ${c} cm. ¿Cuál es el valor de sen(α)?`,
        correct: frac(new Fraction(a, c)),
        wrong: [frac(new Fraction(b, c)), frac(new Fraction(a, b)), frac(new Fraction(c, a))],
        spare: (k) => frac(new Fraction(a + k, c + k)),
      }
    },
  },
  {
    id: 'probabilidad-condicional-3m',
    habilidad: 'Probabilidad y estadística: resolver problemas',
    make(r) {
      const total = int(r, 30, 45)
      const women = int(r, 12, total - 10)
      const football = int(r, 3, women - 3)
      return {
        enunciado: `En un curso de ${total} estudiantes, ${women} son mujeres y, de ellas, ${football} juegan fútbol. Si se elige al azar una mujer del curso, ¿cuál es la probabilidad de que juegue fútbol?`,
        correct: frac(new Fraction(football, women)),
        wrong: [
          frac(new Fraction(football, total)),
          frac(new Fraction(women, total)),
          frac(new Fraction(women - football, women)),
        ],
        spare: (k) => frac(new Fraction(football + k, women + k)),
      }
    },
  },
]

// PAES 4° Medio: funciones (composición, inversa, exponencial), volumen, progresiones, modelos y geometría analítica.
const paes4: Template[] = [
  {
    id: 'composicion-4m',
    habilidad: 'Álgebra y funciones: resolver problemas',
    make(r) {
      const a = int(r, 2, 6)
      const b = int(r, 1, 9)
      const c = int(r, 1, 9)
      const k = int(r, 1, 6)
      const fg = a * (k + c) + b
      return {
        enunciado: `Si f(x) = ${a}x + ${b} y g(x) = x + ${c}, ¿cuál es el valor de f(g(${k}))?`,
        correct: n(fg),
        wrong: [n(a * k + b + c), n(a * k + b), n((a + b) * (k + c))],
        spare: near(fg),
      }
    },
  },
  {
    id: 'preimagen-4m',
    habilidad: 'Álgebra y funciones: resolver problemas',
    make(r) {
      const a = int(r, 2, 9)
      const b = int(r, 1, 20)
      const x = int(r, 2, 12)
      const y = a * x + b
      return {
        enunciado: `Si f(x) = ${a}x + ${b}, ¿para qué valor de x se cumple que f(x) = ${y}?`,
        correct: n(x),
        wrong: [n(a * y + b), n(y - b), n(Math.round(((y + b) / a) * 100) / 100)],
        spare: near(x),
      }
    },
  },
  {
    id: 'ecuacion-exponencial-4m',
    habilidad: 'Álgebra y funciones: resolver problemas',
    make(r) {
      const b = pick(r, [2, 3, 4, 5])
      const e = b === 2 ? int(r, 3, 9) : b === 3 ? int(r, 2, 6) : int(r, 2, 4)
      return {
        enunciado: `¿Cuál es el valor de x en la ecuación ${b}ˣ = ${formatNumber(b ** e)}?`,
        correct: n(e),
        wrong: [n(b ** e / b), n(e + 1), n(e - 1 === 0 ? e + 2 : e - 1)],
        spare: near(e),
      }
    },
  },
  {
    id: 'volumen-cilindro-4m',
    habilidad: 'Geometría: resolver problemas',
    make(r) {
      const radius = int(r, 2, 8)
      const h = int(r, 3, 12)
      const v = 3 * radius * radius * h
      return {
        enunciado: `Considerando π = 3, ¿cuál es el volumen de un cilindro de radio ${radius} cm y altura ${h} cm?`,
        correct: n(v, ' cm³'),
        wrong: [n(3 * radius * h, ' cm³'), n(3 * 2 * radius * h, ' cm³'), n(3 * radius * radius, ' cm³')],
        spare: near(v, 3, ' cm³'),
      }
    },
  },
  {
    id: 'complemento-4m',
    habilidad: 'Probabilidad y estadística: argumentar',
    make(r) {
      const p = int(r, 5, 95) / 100
      const q = Math.round((1 - p) * 100) / 100
      return {
        enunciado: `La probabilidad de que llueva mañana en Valdivia es ${formatNumber(p)}. ¿Cuál es la probabilidad de que no llueva?`,
        correct: n(q),
        wrong: [n(p === 0.5 ? 0.05 : p), n(Math.round((q + 0.1) * 100) / 100), n(1)],
        spare: near(q, 0.01),
      }
    },
  },
  {
    id: 'progresion-aritmetica-4m',
    habilidad: 'Álgebra y funciones: modelar',
    make(r) {
      const a = int(r, 1, 20)
      const d = int(r, 2, 9)
      const k = int(r, 8, 30)
      return {
        enunciado: `En una progresión aritmética, el primer término es ${a} y la diferencia es ${d}. ¿Cuál es el término número ${k}?`,
        correct: n(a + (k - 1) * d),
        wrong: [n(a + k * d), n(a * k), n(a + (k - 1) * d + 1)],
        spare: near(a + (k - 1) * d, d),
      }
    },
  },
  {
    id: 'ruedas-4m',
    habilidad: 'Álgebra y funciones: modelar',
    make(r) {
      const cars = int(r, 5, 30)
      const bikes = int(r, 3, 25)
      const v = cars + bikes
      const wheels = 4 * cars + 2 * bikes
      return {
        enunciado: `En un estacionamiento hay ${v} vehículos entre autos y motos, y en total suman ${wheels} ruedas. ¿Cuántas motos hay?`,
        correct: n(bikes),
        wrong: [
          n(cars === bikes ? cars + 1 : cars),
          n(Math.floor(wheels / 4)),
          n(v - Math.floor(wheels / 4) === bikes ? bikes + 2 : v - Math.floor(wheels / 4)),
        ],
        spare: near(bikes),
      }
    },
  },
  {
    id: 'porcentajes-sucesivos-4m',
    habilidad: 'Números: resolver problemas',
    make(r) {
      const p = int(r, 1, 9) * 10_000
      const up = pick(r, [10, 20, 25, 50])
      const down = pick(r, [10, 20, 40])
      const final = (p * (100 + up) * (100 - down)) / 10_000
      return {
        enunciado: `Un producto cuesta $${formatNumber(p)}. Su precio sube un ${up} % y luego baja un ${down} %. ¿Cuál es su precio final?`,
        correct: money(final),
        wrong: [money((p * (100 + up - down)) / 100), money(p), money((p * (100 + up)) / 100)],
        spare: nearMoney(final, 1000),
      }
    },
  },
  {
    id: 'distancia-4m',
    habilidad: 'Geometría: representar',
    make(r) {
      const [a, b, c] = pick(r, triples)
      const x1 = int(r, -4, 4)
      const y1 = int(r, -4, 4)
      return {
        enunciado: `¿Cuál es la distancia entre los puntos (${x1}, ${y1}) y (${x1 + a}, ${y1 + b})?`,
        correct: n(c),
        wrong: [n(a + b), n(c * c), n(c + 1)],
        spare: near(c),
      }
    },
  },
  {
    id: 'logaritmos-4m',
    habilidad: 'Números: argumentar',
    make(r) {
      const [i, j] = pick(r, [
        [1, 1],
        [2, 1],
        [1, 2],
        [3, 1],
        [2, 2],
        [3, 0],
        [0, 2],
        [4, 1],
      ] as const)
      const value = 2 ** i * 3 ** j
      const log = Math.round((0.3 * i + 0.48 * j) * 100) / 100
      return {
        enunciado: `Si log(2) ≈ 0,3 y log(3) ≈ 0,48, ¿cuál es el valor aproximado de log(${value})?`,
        correct: n(log),
        wrong: [
          n(Math.round(0.3 * 0.48 * (i + j) * 100) / 100),
          n(Math.round((0.3 + 0.48) * 100) / 100 === log ? 1 : 0.78),
          n(Math.round((log + 0.3) * 100) / 100),
        ],
        spare: near(log, 0.01),
      }
    },
  },
]

type MathLevel = (typeof simceLevels)[number] | (typeof paesLevels)[number]

/** The templates of each test and level (mathematics only). */
export const mathTemplates: Record<'SIMCE' | 'PAES', Partial<Record<MathLevel, Template[]>>> = {
  SIMCE: { '2° Básico': simce2, '4° Básico': simce4, '6° Básico': simce6, '8° Básico': simce8 },
  PAES: { '2° Medio': paes2, '3° Medio': paes3, '4° Medio': paes4 },
}

function choose(r: Rng, correct: Answer, wrong: Answer[], spare: (k: number) => Answer) {
  const same = (a: Answer, b: Answer) =>
    a.text === b.text || (Number.isFinite(a.value) && Number.isFinite(b.value) && Math.abs(a.value - b.value) < 1e-9)
  const picked: Answer[] = [correct]
  for (const candidate of wrong)
    if (picked.length < 4 && !picked.some((p) => same(p, candidate))) picked.push(candidate)
  for (let k = 1; picked.length < 4 && k < 200; k++) {
    const candidate = spare(k)
    if (!picked.some((p) => same(p, candidate))) picked.push(candidate)
  }
  if (picked.length < 4) throw new Error('no se pudieron construir cuatro alternativas distintas')
  // Fisher–Yates with the seeded generator, so the key's position is uniform.
  for (let i = picked.length - 1; i > 0; i--) {
    const j = int(r, 0, i)
    ;[picked[i], picked[j]] = [picked[j]!, picked[i]!]
  }
  return {
    alternativas: picked.map((p) => p.text) as [string, string, string, string],
    correcta: picked.indexOf(correct) as 0 | 1 | 2 | 3,
  }
}

/**
 * `count` distinct mathematics items for a test and level, cycling through the level's templates in a
 * shuffled order so a test mixes contents. The same seed always gives the same items.
 */
export function generateMathItems(prueba: 'PAES' | 'SIMCE', nivel: string, count: number, seed: number): MathItem[] {
  const templates = mathTemplates[prueba][nivel as MathLevel]
  if (!templates) throw new Error(`no hay plantillas de matemática para ${prueba} ${nivel}`)
  const r = xoroshiro128plus(seed)
  const order = [...templates]
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(r, 0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const items: MathItem[] = []
  const seen = new Set<string>()
  for (let i = 0; items.length < count; i++) {
    const template = order[i % order.length]!
    for (let tries = 0; tries < 50; tries++) {
      const { enunciado, correct, wrong, spare } = template.make(r)
      if (seen.has(enunciado)) continue
      seen.add(enunciado)
      items.push({
        plantilla: template.id,
        habilidad: template.habilidad,
        enunciado,
        ...choose(r, correct, wrong, spare),
      })
      break
    }
    if (i > count * 10) throw new Error('no se pudieron generar preguntas distintas')
  }
  return items
}
