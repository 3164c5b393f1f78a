/**
 * Mathematics questions composed from an Objetivo de Aprendizaje: the topic is read from the objective's
 * words (fracciones, decimales, porcentajes, ecuaciones, área, ángulos, hora, transformaciones,
 * coordenadas, cuerpos, unidades, promedio…), the numbers are drawn for the
 * level and the answer is computed with exact fractions. Each item carries `expresion`, the calculation its
 * key comes from, written with + - * / and parentheses over integers and fractions, so a test can recompute
 * every key on its own. An objective resolved to an OA is made by that OA's own makers only
 * (`content/matematica`), and only the items that pass the OA's check (`content/checks`) are kept.
 */
import Fraction from 'fraction.js'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { Habilidad } from '@/api/contract/documento-contenido'
import { type OaPiece, offObjective } from '../content/checks'
import { oaMakers } from '../content/matematica/index'
import { formatNumber } from '../content/matematica/math-items'
import { childNames } from '../content/matematica/tools'
import type { MathQuestion, Rng } from '../content/matematica/types'
import { normalize } from '../curriculum/catalogue'

export type { MathQuestion, Rng }

export const rngOf = (seed: number) => xoroshiro128plus(seed >>> 0)
export const int = (r: Rng, from: number, to: number) => uniformInt(r, from, to)
export const pick = <T>(r: Rng, values: readonly T[]): T => values[int(r, 0, values.length - 1)]!

/** How a value is shown; `clock` values are minutes after midnight, shown as «h:mm». */
type Kind = 'fraction' | 'mixed' | 'number' | 'money' | 'unit' | 'clock'
interface Draft {
  habilidad: Habilidad
  enunciado: string
  value: Fraction
  expresion: string
  kind: Kind
  unit?: string
  /** Values of typical mistakes. */
  wrong: Fraction[]
  /** Fractions shown over this denominator, unsimplified ("6/12"), as students write them. */
  denominator?: number
  solucion: string
}

const F = (n: number, d = 1) => new Fraction(n, d)
const fracText = (f: Fraction) => f.toFraction()
const mixedText = (f: Fraction) => {
  const whole = Math.trunc(f.valueOf())
  const rest = f.sub(whole)
  return whole === 0 ? rest.toFraction() : rest.equals(0) ? String(whole) : `${whole} ${rest.toFraction()}`
}

function show(value: Fraction, kind: Kind, unit = '') {
  switch (kind) {
    case 'fraction':
      return fracText(value)
    case 'mixed':
      return mixedText(value)
    case 'money':
      return `$${formatNumber(value.valueOf())}`
    case 'unit':
      return unit === '°' ? `${formatNumber(value.valueOf())}°` : `${formatNumber(value.valueOf())} ${unit}`.trim()
    case 'clock':
      return clockText(value.valueOf())
    case 'number':
      return formatNumber(value.valueOf())
  }
}

/** Minutes after midnight as «h:mm» (a 24-hour clock, as Chilean schedules write it). */
const clockText = (minutes: number) => {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))

/** Level index: 0 = 1° Básico … 9 = 2° Medio (higher levels treated as 2° Medio). */
type Level = number

/** The first ten of the children's names the per-OA makers use. */
const names = childNames.slice(0, 10)
const objects = ['lápices', 'cuadernos', 'chocolates', 'globos', 'botones', 'dulces']

// ——— Fractions ———

const denominators = (level: Level) =>
  level <= 3 ? [2, 3, 4] : level <= 4 ? [3, 4, 5, 6, 8, 10, 12] : [3, 4, 5, 6, 7, 8, 9, 10, 12]

function _equivalentFraction(r: Rng, level: Level): Draft {
  const d = pick(r, denominators(level))
  let n = int(r, 1, d - 1)
  while (gcd(n, d) !== 1) n = int(r, 1, d - 1)
  const k = int(r, 2, level <= 3 ? 3 : 5)
  return {
    habilidad: 'Comprender',
    enunciado: `¿Qué fracción es equivalente a ${n}/${d}?`,
    value: F(n * k, d * k),
    expresion: `${n * k}/${d * k}`,
    kind: 'fraction',
    wrong: [],
    solucion: `Se amplifica ${n}/${d} por ${k}: ${n}·${k} = ${n * k} y ${d}·${k} = ${d * k}.`,
  }
}

/** Equivalent fractions are shown unsimplified, so the alternatives are written out here. */
function equivalentQuestion(r: Rng, level: Level): Omit<MathQuestion, 'topic'> {
  const d = pick(
    r,
    denominators(level).filter((x) => x > 2),
  )
  let n = int(r, 1, d - 1)
  while (gcd(n, d) !== 1) n = int(r, 1, d - 1)
  const k = int(r, 2, level <= 3 ? 3 : 5)
  const correct = `${n * k}/${d * k}`
  const wrongs = [
    `${n + k}/${d + k}`,
    `${n * k}/${d + k}`,
    `${n}/${d * k}`,
    `${n + 1}/${d * k}`,
    `${n * k + 1}/${d * k}`,
  ]
  const alternatives = [correct]
  for (const w of wrongs) {
    const [a, b] = w.split('/').map(Number) as [number, number]
    if (alternatives.length < 4 && !alternatives.includes(w) && a * d !== b * n) alternatives.push(w)
  }
  return finish(r, {
    habilidad: 'Comprender',
    enunciado: `¿Qué fracción es equivalente a ${n}/${d}?`,
    correct,
    others: alternatives.slice(1),
    expresion: `${n * k}/${d * k}`,
    solucion: `Se amplifica ${n}/${d} por ${k}: ${n}·${k} = ${n * k} y ${d}·${k} = ${d * k}.`,
  })
}

function compareFractions(r: Rng, level: Level): Omit<MathQuestion, 'topic'> {
  const sameDenominator = level <= 3 || int(r, 0, 1) === 0
  const candidates: Fraction[] = []
  const d = pick(
    r,
    denominators(level).filter((x) => x >= 5 || level <= 3),
  )
  while (candidates.length < 4) {
    const f = sameDenominator
      ? F(int(r, 1, Math.max(d - 1, 4)), Math.max(d, 5))
      : F(int(r, 1, 8), pick(r, [3, 4, 5, 6, 8, 9, 10, 12]))
    if (f.valueOf() < 1 && !candidates.some((c) => c.equals(f))) candidates.push(f)
  }
  const largest = candidates.reduce((a, b) => (b.compare(a) > 0 ? b : a))
  const text = (f: Fraction) => `${f.n}/${f.d}`
  return finish(r, {
    habilidad: 'Analizar',
    enunciado:
      'Cuatro amigos comieron distintas fracciones de queques del mismo tamaño. ¿Cuál de estas fracciones de queque es la mayor?',
    correct: text(largest),
    others: candidates.filter((c) => c !== largest).map(text),
    expresion: text(largest),
    solucion: sameDenominator
      ? `Con igual denominador es mayor la fracción de mayor numerador: ${text(largest)}.`
      : `Se comparan con denominador común o como decimales; la mayor es ${text(largest)} (≈ ${formatNumber(Math.round(largest.valueOf() * 100) / 100)}).`,
  })
}

function addSameDenominator(r: Rng, level: Level): Draft {
  const d = pick(
    r,
    denominators(level).filter((x) => x >= 4),
  )
  const a = int(r, 1, d - 2)
  const b = int(r, 1, d - 1 - a)
  const who = pick(r, names)
  const subtract = int(r, 0, 2) === 0
  if (subtract) {
    const total = a + b
    return {
      habilidad: 'Aplicar',
      enunciado: `${who} tenía ${total}/${d} de una pizza y se comió ${a}/${d}. ¿Qué fracción de la pizza le queda?`,
      value: F(b, d),
      expresion: `${total}/${d} - ${a}/${d}`,
      kind: 'fraction',
      denominator: d,
      wrong: [F(total + a, d), F(b, 2 * d), F(b + 1, d), F(b - 1 > 0 ? b - 1 : b + 2, d)],
      solucion: `Con igual denominador se restan los numeradores: ${total}/${d} − ${a}/${d} = ${b}/${d}.`,
    }
  }
  return {
    habilidad: 'Aplicar',
    enunciado: `${who} pintó ${a}/${d} de un mural el lunes y ${b}/${d} el martes. ¿Qué fracción del mural pintó en total?`,
    value: F(a + b, d),
    expresion: `${a}/${d} + ${b}/${d}`,
    kind: 'fraction',
    denominator: d,
    wrong: [F(a + b, 2 * d), F(a * b === a + b ? a + b + 2 : a * b, d), F(a + b + 1, d)],
    solucion: `Con igual denominador se suman los numeradores: ${a}/${d} + ${b}/${d} = ${a + b}/${d}.`,
  }
}

function addDifferentDenominator(r: Rng): Draft {
  const [d1, d2] = pick(r, [
    [2, 4],
    [3, 6],
    [2, 3],
    [4, 8],
    [3, 4],
    [2, 5],
    [5, 10],
    [4, 6],
  ] as const)
  const a = int(r, 1, d1 - 1)
  const b = int(r, 1, d2 - 1)
  const value = F(a, d1).add(F(b, d2))
  return {
    habilidad: 'Aplicar',
    enunciado: `Para una receta se usan ${a}/${d1} taza de harina y ${b}/${d2} taza de azúcar. ¿Cuántas tazas se usan en total?`,
    value,
    expresion: `${a}/${d1} + ${b}/${d2}`,
    kind: value.valueOf() > 1 ? 'mixed' : 'fraction',
    wrong: [F(a + b, d1 + d2), F(a + b, d1 * d2), value.add(F(1, d1 * d2))],
    solucion: `Se igualan los denominadores y se suman: ${a}/${d1} + ${b}/${d2} = ${fracText(value)}.`,
  }
}

function mixedNumber(r: Rng): Draft {
  const d = pick(r, [2, 3, 4, 5, 6, 8])
  const whole = int(r, 1, 4)
  const n = int(r, 1, d - 1)
  const improper = whole * d + n
  return {
    habilidad: 'Comprender',
    enunciado: `¿Qué número mixto corresponde a la fracción impropia ${improper}/${d}?`,
    value: F(improper, d),
    expresion: `${improper}/${d}`,
    kind: 'mixed',
    wrong: [
      F(whole + 1).add(F(n, d)),
      F(whole).add(F(d - n === n ? n + 1 : d - n, d)),
      F(n).add(F(whole, d === whole ? d + 1 : d)),
    ],
    solucion: `${improper} ÷ ${d} = ${whole} con resto ${n}, luego ${improper}/${d} = ${whole} ${n}/${d}.`,
  }
}

function fractionOfQuantity(r: Rng, level: Level): Draft {
  const d = pick(r, level <= 3 ? [2, 4] : [3, 4, 5, 6])
  const n = level <= 3 ? 1 : int(r, 1, d - 1)
  const total = d * int(r, 2, level <= 3 ? 6 : 12)
  const thing = pick(r, objects)
  return {
    habilidad: 'Aplicar',
    enunciado: `En una caja hay ${total} ${thing}. Si se regalan ${n}/${d} de ellos, ¿cuántos ${thing} se regalan?`,
    value: F(total * n, d),
    expresion: `${total} * ${n} / ${d}`,
    kind: 'number',
    wrong: [F(total, d), F(total - (total * n) / d), F(total * d, n === 1 ? 2 : n)],
    solucion: `${n}/${d} de ${total} = ${total} ÷ ${d} · ${n} = ${(total * n) / d}.`,
  }
}

// ——— Decimals and percentages ———

const dec = (units: number, places: number) => F(units, 10 ** places)

function decimalOperation(r: Rng, level: Level): Draft {
  const places = level <= 4 ? 1 : 2
  const a = dec(int(r, 12, 95) * (places === 2 ? 10 : 1) + int(r, 0, places === 2 ? 9 : 0), places)
  const b = dec(int(r, 11, 60) * (places === 2 ? 10 : 1) + int(r, 0, places === 2 ? 9 : 0), places)
  const who = pick(r, names)
  return {
    habilidad: 'Aplicar',
    enunciado: `${who} corrió ${formatNumber(a.valueOf())} km el sábado y ${formatNumber(b.valueOf())} km el domingo. ¿Cuántos kilómetros corrió en total?`,
    value: a.add(b),
    expresion: `${a.toFraction()} + ${b.toFraction()}`,
    kind: 'unit',
    unit: 'km',
    wrong: [a.add(b).add(1), a.add(b).sub(F(1, 10)), a.sub(b).abs()],
    solucion: `Se suman alineando la coma: ${formatNumber(a.valueOf())} + ${formatNumber(b.valueOf())} = ${formatNumber(a.add(b).valueOf())} km.`,
  }
}

/**
 * Hundredths from 0,55 to 4,95 in steps of 0,05 whose product by `n` is not a whole number either (a
 * division's dividend and quotient are both decimals).
 */
const decimalAmount = (r: Rng, n: number) => {
  let k = int(r, 11, 99)
  while ((k * 5 * n) % 100 === 0) k = k === 99 ? 11 : k + 1
  return F(k * 5, 100)
}

/** A decimal quantity repeated a natural number of times: multiplication of a decimal by a one-digit number. */
function decimalTimesNatural(r: Rng): Draft {
  const n = int(r, 3, 9)
  const a = decimalAmount(r, n)
  const value = a.mul(n)
  return {
    habilidad: 'Aplicar',
    enunciado: `Una botella contiene ${formatNumber(a.valueOf())} L de agua. ¿Cuántos litros hay en ${n} botellas iguales?`,
    value,
    expresion: `${a.toFraction()} * ${n}`,
    kind: 'unit',
    unit: 'L',
    // Added instead of multiplied; the comma one place over; one bottle less.
    wrong: [a.add(n), value.mul(10), a.mul(n - 1)],
    solucion: `Se multiplica el decimal por ${n} como un número natural y se ubica la coma: ${formatNumber(a.valueOf())} · ${n} = ${formatNumber(value.valueOf())} L.`,
  }
}

/** A decimal quantity shared equally: division of a decimal by a one-digit number. */
function decimalShared(r: Rng): Draft {
  const n = int(r, 3, 9)
  const piece = decimalAmount(r, n)
  const total = piece.mul(n)
  return {
    habilidad: 'Aplicar',
    enunciado: `Se cortan ${formatNumber(total.valueOf())} m de cinta en ${n} trozos iguales. ¿Cuánto mide cada trozo?`,
    value: piece,
    expresion: `${total.toFraction()} / ${n}`,
    kind: 'unit',
    unit: 'm',
    // Subtracted instead of divided; the comma one place over; one piece more.
    wrong: [total.sub(n), piece.mul(10), total.div(n + 1)],
    solucion: `Se divide como con números naturales y la coma del cociente queda bajo la del dividendo: ${formatNumber(total.valueOf())} : ${n} = ${formatNumber(piece.valueOf())} m.`,
  }
}

/** A quantity left after taking part of it away: subtraction with decimals, aligned by the comma. */
function decimalDifference(r: Rng, level: Level): Draft {
  const scale = level <= 4 ? 10 : 100
  const a = F(int(r, 2 * scale + 1, 5 * scale - 1), scale)
  const b = F(int(r, scale / 2, a.mul(scale).valueOf() - scale / 2), scale)
  const [enunciado, unit] = pick(r, [
    [
      `Una botella tenía ${formatNumber(a.valueOf())} L de jugo y se sirvieron ${formatNumber(b.valueOf())} L. ¿Cuánto jugo quedó en la botella?`,
      'L',
    ],
    [
      `Una cuerda medía ${formatNumber(a.valueOf())} m y se cortó un trozo de ${formatNumber(b.valueOf())} m. ¿Cuánto mide la cuerda que quedó?`,
      'm',
    ],
  ] as const)
  const value = a.sub(b)
  return {
    habilidad: 'Aplicar',
    enunciado,
    value,
    expresion: `${a.toFraction()} - ${b.toFraction()}`,
    kind: 'unit',
    unit,
    // Added instead of subtracted; a tenth off; the second number read one place over (the comma not aligned).
    wrong: [a.add(b), value.add(F(1, 10)), a.sub(b.mul(F(1, 10)))],
    solucion: `Se restan alineando la coma: ${formatNumber(a.valueOf())} − ${formatNumber(b.valueOf())} = ${formatNumber(value.valueOf())} ${unit}.`,
  }
}

function fractionToDecimal(r: Rng): Draft {
  const [n, d] = pick(r, [
    [1, 2],
    [1, 4],
    [3, 4],
    [1, 5],
    [2, 5],
    [3, 5],
    [4, 5],
    [3, 10],
    [7, 10],
    [9, 10],
  ] as const)
  const value = F(n, d)
  return {
    habilidad: 'Comprender',
    enunciado: `¿Qué número decimal es equivalente a la fracción ${n}/${d}?`,
    value,
    expresion: `${n}/${d}`,
    kind: 'number',
    wrong: [F(n * 10 + d, 100), F(d, 10 * n > d ? 10 * n : 10), value.add(F(1, 10))],
    solucion: `${n}/${d} = ${n} ÷ ${d} = ${formatNumber(value.valueOf())}.`,
  }
}

function compareDecimals(r: Rng): Omit<MathQuestion, 'topic'> {
  const base = int(r, 1, 9)
  const values = new Set<string>()
  const list: number[] = []
  while (list.length < 4) {
    const v = base + int(r, 1, 999) / 1000
    const t = formatNumber(Math.round(v * 1000) / 1000)
    if (!values.has(t)) {
      values.add(t)
      list.push(Math.round(v * 1000) / 1000)
    }
  }
  // One value with fewer digits but larger, the usual trap.
  const largest = Math.max(...list)
  const text = (v: number) => new Intl.NumberFormat('es-CL', { maximumFractionDigits: 3 }).format(v)
  return finish(r, {
    habilidad: 'Analizar',
    enunciado: `¿Cuál de estos números decimales es el mayor?`,
    correct: text(largest),
    others: list.filter((v) => v !== largest).map(text),
    expresion: `${String(Math.round(largest * 1000))}/1000`,
    solucion: `Se comparan las partes enteras y luego décimos, centésimos y milésimos: el mayor es ${text(largest)}.`,
  })
}

/**
 * Four measures with the same whole part and one, two or three decimals (2,5 · 2,45 · 2,405 · 2,054 m): the
 * one with more digits is not the larger, the usual mistake when comparing decimals.
 */
function compareMeasures(r: Rng): Omit<MathQuestion, 'topic'> {
  const { intro, unit, ask, larger } = pick(r, [
    {
      intro: 'En el salto largo, cuatro estudiantes marcaron',
      unit: 'm',
      ask: '¿Cuál fue la marca más larga?',
      larger: true,
    },
    {
      intro: 'Cuatro paquetes de harina pesan',
      unit: 'kg',
      ask: '¿Cuánto pesa el paquete más liviano?',
      larger: false,
    },
    { intro: 'Cuatro botellas contienen', unit: 'L', ask: '¿Cuánto contiene la botella que tiene más?', larger: true },
    { intro: 'Cuatro cintas miden', unit: 'm', ask: '¿Cuánto mide la cinta más corta?', larger: false },
  ])
  const whole = int(r, 1, 9)
  const x = int(r, 1, 8)
  const y = int(r, 1, 9)
  // In thousandths: x+1 tenths; x tenths and y hundredths; x tenths and y thousandths; y hundredths and x thousandths.
  const values = [(x + 1) * 100, x * 100 + y * 10, x * 100 + y, y * 10 + x].map((v) => whole * 1000 + v)
  const text = (v: number) => `${new Intl.NumberFormat('es-CL', { maximumFractionDigits: 3 }).format(v / 1000)} ${unit}`
  const key = larger ? Math.max(...values) : Math.min(...values)
  const listed = [...values]
  for (let i = listed.length - 1; i > 0; i--) {
    const j = int(r, 0, i)
    ;[listed[i], listed[j]] = [listed[j]!, listed[i]!]
  }
  const shown = listed.map(text)
  return finish(r, {
    habilidad: 'Analizar',
    enunciado: `${intro} ${shown.slice(0, 3).join('; ')} y ${shown[3]}. ${ask}`,
    correct: text(key),
    others: values.filter((v) => v !== key).map(text),
    expresion: `${key}/1000`,
    solucion: `Las partes enteras son iguales (${whole}); se comparan décimos, luego centésimos y milésimos: ${[
      ...values,
    ]
      .sort((a, b) => a - b)
      .map(text)
      .join(' < ')}. ${larger ? 'La mayor' : 'La menor'} es ${text(key)}.`,
    sameAs: `medidas ${x} ${y}`,
  })
}

function percentage(r: Rng): Draft {
  const p = pick(r, [10, 20, 25, 30, 40, 50, 75, 15, 5])
  const price = pick(r, [8000, 12000, 16000, 20000, 24000, 36000, 40000, 48000])
  const value = F(price * p, 100)
  return {
    habilidad: 'Aplicar',
    enunciado: `Una polera cuesta $${formatNumber(price)} y tiene un descuento del ${p} %. ¿Cuánto dinero se descuenta?`,
    value,
    expresion: `${price} * ${p} / 100`,
    kind: 'money',
    wrong: [F(price - (price * p) / 100), F(price * p, 10), F(price, p)],
    solucion: `El ${p} % de $${formatNumber(price)} es ${price} · ${p} ÷ 100 = $${formatNumber(value.valueOf())}.`,
  }
}

// ——— Whole numbers ———

function addSubtract(r: Rng, level: Level): Draft {
  const max = [20, 100, 1000, 10000, 100000, 1000000][Math.min(level, 5)]!
  const a = int(r, Math.floor(max / 4), Math.floor(max * 0.6))
  const b = int(r, Math.floor(max / 10), Math.floor(max * 0.35))
  const who = pick(r, names)
  const kind = int(r, 0, 3)
  if (kind === 0 || kind === 2)
    return {
      habilidad: 'Aplicar',
      enunciado:
        kind === 0
          ? `En la biblioteca había ${formatNumber(a)} libros y llegaron ${formatNumber(b)} más. ¿Cuántos libros hay ahora?`
          : `El sábado visitaron el museo ${formatNumber(a)} personas y el domingo ${formatNumber(b)}. ¿Cuántas personas lo visitaron ese fin de semana?`,
      value: F(a + b),
      expresion: `${a} + ${b}`,
      kind: 'number',
      wrong: [F(a + b + 10), F(a - b), F(a + b - 1)],
      solucion: `${formatNumber(a)} + ${formatNumber(b)} = ${formatNumber(a + b)}.`,
    }
  if (kind === 3)
    return {
      habilidad: 'Aplicar',
      enunciado: `Una escuela tenía ${formatNumber(a)} cuadernos y entregó ${formatNumber(b)} a sus estudiantes. ¿Cuántos cuadernos le quedan?`,
      value: F(a - b),
      expresion: `${a} - ${b}`,
      kind: 'number',
      wrong: [F(a + b), F(a - b + 10), F(a - b - 100 > 0 ? a - b - 100 : a - b + 100)],
      solucion: `${formatNumber(a)} − ${formatNumber(b)} = ${formatNumber(a - b)}.`,
    }
  return {
    habilidad: 'Aplicar',
    enunciado: `${who} tenía $${formatNumber(a)} y gastó $${formatNumber(b)}. ¿Cuánto dinero le quedó?`,
    value: F(a - b),
    expresion: `${a} - ${b}`,
    kind: 'money',
    wrong: [F(a + b), F(a - b + 10), F(a - b - 100 > 0 ? a - b - 100 : a - b + 100)],
    solucion: `$${formatNumber(a)} − $${formatNumber(b)} = $${formatNumber(a - b)}.`,
  }
}

function multiply(r: Rng, level: Level): Draft {
  const a = level <= 3 ? int(r, 2, 10) : int(r, 12, 48)
  const b = level <= 3 ? int(r, 2, 10) : int(r, 11, 35)
  return {
    habilidad: 'Aplicar',
    enunciado: pick(r, [
      `En el gimnasio hay ${a} filas de sillas con ${b} sillas cada una. ¿Cuántas sillas hay en total?`,
      `Un álbum tiene ${a} páginas y en cada página caben ${b} láminas. ¿Cuántas láminas caben en el álbum?`,
      `Para un paseo se contratan ${a} buses y en cada bus viajan ${b} estudiantes. ¿Cuántos estudiantes van al paseo?`,
      `Una caja trae ${b} huevos. ¿Cuántos huevos hay en ${a} cajas?`,
    ]),
    value: F(a * b),
    expresion: `${a} * ${b}`,
    kind: 'number',
    wrong: [F(a + b), F(a * b + a), F(a * (b - 1))],
    solucion: `${a} · ${b} = ${a * b}.`,
  }
}

function divide(r: Rng, level: Level): Draft {
  const b = level <= 3 ? int(r, 2, 9) : int(r, 3, 9)
  const q = level <= 3 ? int(r, 2, 10) : int(r, 21, 140)
  const a = b * q
  return {
    habilidad: 'Aplicar',
    enunciado: pick(r, [
      `Se reparten ${a} ${pick(r, objects)} en partes iguales entre ${b} cursos. ¿Cuántos recibe cada curso?`,
      `En el acto, ${a} estudiantes forman ${b} filas con la misma cantidad de estudiantes. ¿Cuántos hay en cada fila?`,
      `Un agricultor envasa ${a} kilos de papas en ${b} sacos con el mismo peso. ¿Cuántos kilos lleva cada saco?`,
      `Una cuerda de ${a} metros se corta en ${b} trozos de igual largo. ¿Cuántos metros mide cada trozo?`,
    ]),
    value: F(q),
    expresion: `${a} / ${b}`,
    kind: 'number',
    wrong: [F(q + 1), F(a - b), F(q - 1)],
    solucion: `${a} ÷ ${b} = ${q}.`,
  }
}

function combinedOperations(r: Rng): Draft {
  const a = int(r, 2, 9)
  const b = int(r, 2, 9)
  const c = int(r, 10, 40)
  return {
    habilidad: 'Aplicar',
    enunciado: `¿Cuál es el resultado de ${c} + ${a} · ${b}?`,
    value: F(c + a * b),
    expresion: `${c} + ${a} * ${b}`,
    kind: 'number',
    wrong: [F((c + a) * b), F(c + a + b), F(c * a + b)],
    solucion: `Primero la multiplicación: ${a} · ${b} = ${a * b}; luego ${c} + ${a * b} = ${c + a * b}.`,
  }
}

function placeValue(r: Rng, level: Level): Draft {
  const digits = Math.min(3 + level, 9)
  let number = 0
  for (let i = 0; i < digits; i++) number = number * 10 + (i === 0 ? int(r, 1, 9) : int(r, 0, 9))
  const position = int(r, 1, Math.min(digits - 1, 5))
  const digit = Math.floor(number / 10 ** position) % 10 || 7
  const fixed = number - (Math.floor(number / 10 ** position) % 10) * 10 ** position + digit * 10 ** position
  const value = digit * 10 ** position
  return {
    habilidad: 'Comprender',
    enunciado: `¿Cuál es el valor posicional del dígito ${digit} que ocupa el lugar de las ${positionName(position)} en el número ${formatNumber(fixed)}?`,
    value: F(value),
    expresion: `${digit} * ${10 ** position}`,
    kind: 'number',
    wrong: [F(digit), F(value * 10), F(value / 10 >= 1 ? value / 10 : value * 100)],
    solucion: `El ${digit} está en las ${positionName(position)}: vale ${formatNumber(value)}.`,
  }
}
const positionName = (p: number) =>
  ['unidades', 'decenas', 'centenas', 'unidades de mil', 'decenas de mil', 'centenas de mil'][p] ?? 'unidades de millón'

// ——— Algebra ———

function equation(r: Rng, level: Level): Draft {
  const x = int(r, 2, level <= 5 ? 30 : 15)
  if (level <= 5) {
    const b = int(r, 5, 60)
    return {
      habilidad: 'Aplicar',
      enunciado: `¿Qué valor de x cumple la ecuación x + ${b} = ${x + b}?`,
      value: F(x),
      expresion: `${x + b} - ${b}`,
      kind: 'number',
      wrong: [F(x + 2 * b), F(x + b), F(x + 1)],
      solucion: `Se resta ${b} a ambos lados: x = ${x + b} − ${b} = ${x}.`,
    }
  }
  const a = int(r, 2, 9)
  const b = int(r, 1, 20)
  const c = a * x + b
  return {
    habilidad: 'Aplicar',
    enunciado: `Resuelve la ecuación ${a}x + ${b} = ${c}. ¿Cuál es el valor de x?`,
    value: F(x),
    expresion: `(${c} - ${b}) / ${a}`,
    kind: 'number',
    wrong: [F(c + b, a), F(c - b), F(c, a).add(1).floor()],
    solucion: `${a}x = ${c} − ${b} = ${c - b}; x = ${c - b} ÷ ${a} = ${x}.`,
  }
}

function powers(r: Rng): Draft {
  const base = int(r, 2, 5)
  const e1 = int(r, 2, 4)
  const e2 = int(r, 1, 3)
  const value = F(base ** (e1 + e2))
  return {
    habilidad: 'Aplicar',
    enunciado: `¿Cuál es el valor de ${base}^${e1} · ${base}^${e2}?`,
    value,
    expresion: `${base ** e1} * ${base ** e2}`,
    kind: 'number',
    wrong: [
      F(base ** (e1 * e2)),
      F(base * (e1 + e2)),
      F((base * base) ** (e1 + e2) > 1e7 ? base ** (e1 + e2) + base : (base * base) ** (e1 + e2)),
    ],
    solucion: `Se conservan la base y se suman los exponentes: ${base}^${e1 + e2} = ${formatNumber(value.valueOf())}.`,
  }
}

function pattern(r: Rng): Draft {
  const start = int(r, 2, 20)
  const step = int(r, 3, 12)
  const terms = [0, 1, 2, 3].map((k) => start + k * step)
  return {
    habilidad: 'Analizar',
    enunciado: `Observa la secuencia ${terms.join(', ')}, … ¿Qué número va en el sexto lugar?`,
    value: F(start + 5 * step),
    expresion: `${start} + 5 * ${step}`,
    kind: 'number',
    wrong: [F(start + 4 * step), F(start + 6 * step), F(start + 5 * step + 1)],
    solucion: `La regla es sumar ${step}: el sexto término es ${start} + 5 · ${step} = ${start + 5 * step}.`,
  }
}

// ——— Geometry and measurement ———

function areaPerimeter(r: Rng, level: Level): Draft {
  const a = int(r, 3, 15)
  const b = int(r, 2, 12)
  const kind = level <= 3 ? 'perimetro' : pick(r, ['area', 'perimetro', 'triangulo'] as const)
  if (kind === 'perimetro')
    return {
      habilidad: 'Aplicar',
      enunciado: `Un jardín rectangular mide ${a} m de largo y ${b} m de ancho. ¿Cuántos metros de reja se necesitan para cercarlo?`,
      value: F(2 * (a + b)),
      expresion: `2 * (${a} + ${b})`,
      kind: 'unit',
      unit: 'm',
      wrong: [F(a * b), F(a + b), F(2 * a + b)],
      solucion: `Perímetro = 2 · (${a} + ${b}) = ${2 * (a + b)} m.`,
    }
  if (kind === 'area')
    return {
      habilidad: 'Aplicar',
      enunciado: `Una sala rectangular mide ${a} m de largo y ${b} m de ancho. ¿Cuál es su área?`,
      value: F(a * b),
      expresion: `${a} * ${b}`,
      kind: 'unit',
      unit: 'm²',
      wrong: [F(2 * (a + b)), F(a + b), F(a * b * 2)],
      solucion: `Área = ${a} · ${b} = ${a * b} m².`,
    }
  const base = 2 * a
  return {
    habilidad: 'Aplicar',
    enunciado: `Un triángulo tiene ${base} cm de base y ${b} cm de altura. ¿Cuál es su área?`,
    value: F(base * b, 2),
    expresion: `${base} * ${b} / 2`,
    kind: 'unit',
    unit: 'cm²',
    wrong: [F(base * b), F(base + b), F(base * b, 4)],
    solucion: `Área = base · altura ÷ 2 = ${base} · ${b} ÷ 2 = ${(base * b) / 2} cm².`,
  }
}

function unitConversion(r: Rng): Draft {
  const km = int(r, 2, 9) + int(r, 1, 9) / 10
  const value = F(Math.round(km * 10) * 100)
  return {
    habilidad: 'Aplicar',
    enunciado: `Un sendero mide ${formatNumber(km)} km. ¿Cuántos metros mide?`,
    value,
    expresion: `${Math.round(km * 10)} * 100`,
    kind: 'unit',
    unit: 'm',
    wrong: [F(Math.round(km * 10) * 10), F(Math.round(km * 10) * 1000), value.add(100)],
    solucion: `1 km = 1.000 m, luego ${formatNumber(km)} · 1.000 = ${formatNumber(value.valueOf())} m.`,
  }
}

function volumeOrCircle(r: Rng): Draft {
  const a = int(r, 2, 9)
  const b = int(r, 2, 9)
  const c = int(r, 2, 9)
  return {
    habilidad: 'Aplicar',
    enunciado: `Una caja con forma de paralelepípedo mide ${a} cm de largo, ${b} cm de ancho y ${c} cm de alto. ¿Cuál es su volumen?`,
    value: F(a * b * c),
    expresion: `${a} * ${b} * ${c}`,
    kind: 'unit',
    unit: 'cm³',
    wrong: [F(2 * (a * b + a * c + b * c)), F(a + b + c), F(a * b * c + a * b)],
    solucion: `Volumen = ${a} · ${b} · ${c} = ${a * b * c} cm³.`,
  }
}

function pythagoras(r: Rng): Draft {
  const [a, b, c] = pick(r, [
    [3, 4, 5],
    [6, 8, 10],
    [5, 12, 13],
    [8, 15, 17],
    [9, 12, 15],
  ] as const)
  return {
    habilidad: 'Aplicar',
    enunciado: `Los catetos de un triángulo rectángulo miden ${a} cm y ${b} cm. ¿Cuánto mide la hipotenusa?`,
    value: F(c),
    expresion: `${c}`,
    kind: 'unit',
    unit: 'cm',
    wrong: [F(a + b), F(c + 1), F(a * b, 2)],
    solucion: `h² = ${a}² + ${b}² = ${a * a + b * b}, luego h = ${c} cm.`,
  }
}

// ——— Angles, time, transformations, coordinates and solids ———

function angles(r: Rng, level: Level): Draft {
  if (level <= 3 && int(r, 0, 2) === 0) {
    const n = int(r, 2, 4)
    return {
      habilidad: 'Aplicar',
      enunciado: `Un ángulo recto mide 90°. ¿Cuánto miden juntos ${n} ángulos rectos?`,
      value: F(90 * n),
      expresion: `${n} * 90`,
      kind: 'unit',
      unit: '°',
      wrong: [F(90 + n), F(90 * (n + 1)), F(45 * n)],
      solucion: `${n} · 90° = ${90 * n}°.`,
    }
  }
  if (level <= 3) {
    const minutes = pick(r, [5, 10, 15, 20, 30, 40, 45] as const)
    return {
      habilidad: 'Aplicar',
      enunciado: `En un reloj, el minutero da una vuelta completa (360°) en 60 minutos. ¿Cuántos grados gira en ${minutes} minutos?`,
      value: F(minutes * 6),
      expresion: `360 * ${minutes} / 60`,
      kind: 'unit',
      unit: '°',
      wrong: [F(minutes), F(minutes * 6 + 90), F(minutes * 2)],
      solucion: `En un minuto gira 360° ÷ 60 = 6°; en ${minutes} minutos, ${minutes} · 6 = ${minutes * 6}°.`,
    }
  }
  const kind =
    level <= 5
      ? pick(r, ['triangulo', 'suplemento', 'complemento'] as const)
      : pick(r, ['poligono', 'exterior', 'suplemento'] as const)
  if (kind === 'triangulo') {
    const a = int(r, 4, 10) * 5
    const b = int(r, 4, 12) * 5
    return {
      habilidad: 'Aplicar',
      enunciado: `Dos ángulos interiores de un triángulo miden ${a}° y ${b}°. ¿Cuánto mide el tercer ángulo?`,
      value: F(180 - a - b),
      expresion: `180 - ${a} - ${b}`,
      kind: 'unit',
      unit: '°',
      wrong: [F(a + b), F(360 - a - b), F(90 - Math.min(a, b))],
      solucion: `Los ángulos interiores de un triángulo suman 180°: 180° − ${a}° − ${b}° = ${180 - a - b}°.`,
    }
  }
  if (kind === 'complemento') {
    const a = int(r, 2, 16) * 5
    return {
      habilidad: 'Aplicar',
      enunciado: `Dos ángulos son complementarios: juntos forman un ángulo recto. Si uno mide ${a}°, ¿cuánto mide el otro?`,
      value: F(90 - a),
      expresion: `90 - ${a}`,
      kind: 'unit',
      unit: '°',
      wrong: [F(180 - a), F(90 + a), F(a)],
      solucion: `Los ángulos complementarios suman 90°: 90° − ${a}° = ${90 - a}°.`,
    }
  }
  if (kind === 'suplemento') {
    const a = int(r, 5, 31) * 5
    return {
      habilidad: 'Aplicar',
      enunciado: `Dos rectas se cortan y forman dos ángulos adyacentes suplementarios. Si uno mide ${a}°, ¿cuánto mide el otro?`,
      value: F(180 - a),
      expresion: `180 - ${a}`,
      kind: 'unit',
      unit: '°',
      wrong: [F(360 - a), F(Math.abs(90 - a) || 45), F(a)],
      solucion: `Los ángulos suplementarios suman 180°: 180° − ${a}° = ${180 - a}°.`,
    }
  }
  if (kind === 'exterior') {
    const a = int(r, 6, 14) * 5
    const b = int(r, 6, 14) * 5
    return {
      habilidad: 'Analizar',
      enunciado: `En un triángulo, dos ángulos interiores miden ${a}° y ${b}°. ¿Cuánto mide el ángulo exterior adyacente al tercer ángulo?`,
      value: F(a + b),
      expresion: `${a} + ${b}`,
      kind: 'unit',
      unit: '°',
      wrong: [F(180 - a - b), F(360 - a - b), F(Math.abs(a - b) || 10)],
      solucion: `Un ángulo exterior mide lo mismo que la suma de los dos interiores no adyacentes: ${a}° + ${b}° = ${a + b}°.`,
    }
  }
  const n = pick(r, [5, 6, 8] as const)
  const name = { 5: 'pentágono', 6: 'hexágono', 8: 'octágono' }[n]
  return {
    habilidad: 'Aplicar',
    enunciado: `¿Cuánto suman los ángulos interiores de un ${name}?`,
    value: F((n - 2) * 180),
    expresion: `(${n} - 2) * 180`,
    kind: 'unit',
    unit: '°',
    wrong: [F(n * 180), F(360), F((n - 1) * 180)],
    solucion: `Un polígono de ${n} lados se divide en ${n - 2} triángulos: (${n} − 2) · 180° = ${(n - 2) * 180}°.`,
  }
}

function time(r: Rng, level: Level): Draft {
  const who = pick(r, names)
  if (level <= 1) {
    const from = int(r, 8, 11)
    const hours = int(r, 2, 5)
    return {
      habilidad: 'Aplicar',
      enunciado: `${who} llega a la escuela a las ${from}:00 y se va a las ${from + hours}:00. ¿Cuántas horas está en la escuela?`,
      value: F(hours),
      expresion: `${from + hours} - ${from}`,
      kind: 'unit',
      unit: 'h',
      wrong: [F(hours + 1), F(from + hours), F(hours - 1 || hours + 2)],
      solucion: `De las ${from}:00 a las ${from + hours}:00 hay ${from + hours} − ${from} = ${hours} horas.`,
    }
  }
  const kind = pick(r, ['termina', 'dura', 'convertir'] as const)
  if (kind === 'termina') {
    const start = int(r, 8, 17) * 60 + int(r, 1, 11) * 5
    const duration = int(r, 5, 30) * 5
    const end = start + duration
    return {
      habilidad: 'Aplicar',
      enunciado: `Una película empieza a las ${clockText(start)} y dura ${duration} minutos. ¿A qué hora termina?`,
      value: F(end),
      expresion: `${Math.floor(start / 60)} * 60 + ${start % 60} + ${duration}`,
      kind: 'clock',
      wrong: [F(end + 60), F(end - 60), F(start + Math.floor(duration / 100) * 60 + (duration % 100))],
      solucion: `${clockText(start)} más ${duration} minutos (${Math.floor(duration / 60)} h ${duration % 60} min) son las ${clockText(end)}.`,
    }
  }
  if (kind === 'dura') {
    const start = int(r, 7, 15) * 60 + int(r, 1, 11) * 5
    const duration = int(r, 7, 30) * 5
    const end = start + duration
    const naive = Math.floor(end / 60) * 100 + (end % 60) - (Math.floor(start / 60) * 100 + (start % 60))
    return {
      habilidad: 'Aplicar',
      enunciado: `Un bus sale de Santiago a las ${clockText(start)} y llega a Rancagua a las ${clockText(end)}. ¿Cuántos minutos dura el viaje?`,
      value: F(duration),
      expresion: `(${Math.floor(end / 60)} * 60 + ${end % 60}) - (${Math.floor(start / 60)} * 60 + ${start % 60})`,
      kind: 'unit',
      unit: 'min',
      wrong: [F(naive === duration ? duration + 40 : naive), F(duration + 60), F(Math.abs(duration - 60) || 30)],
      solucion: `De las ${clockText(start)} a las ${clockText(end)} hay ${Math.floor(duration / 60)} h ${duration % 60} min, es decir, ${duration} minutos.`,
    }
  }
  const hours = int(r, 1, 4)
  const minutes = int(r, 1, 11) * 5
  return {
    habilidad: 'Aplicar',
    enunciado: `Un partido de básquetbol y sus pausas duraron ${hours} h y ${minutes} min. ¿Cuántos minutos son en total?`,
    value: F(hours * 60 + minutes),
    expresion: `${hours} * 60 + ${minutes}`,
    kind: 'unit',
    unit: 'min',
    wrong: [F(hours * 100 + minutes), F(hours + minutes), F(hours * 60)],
    solucion: `Cada hora tiene 60 minutos: ${hours} · 60 + ${minutes} = ${hours * 60 + minutes} minutos.`,
  }
}

function transformations(r: Rng, level: Level): Draft {
  const kind =
    level >= 7
      ? pick(r, ['homotecia', 'reflexion', 'rotacion'] as const)
      : pick(r, ['rotacion', 'reflexion', 'traslacion'] as const)
  if (kind === 'rotacion') {
    const [num, den, name] = pick(r, [
      [1, 4, 'un cuarto de vuelta'],
      [1, 2, 'media vuelta'],
      [3, 4, 'tres cuartos de vuelta'],
      ...(level >= 5
        ? ([
            [1, 3, 'un tercio de vuelta'],
            [1, 6, 'un sexto de vuelta'],
          ] as const)
        : []),
    ] as const)
    const deg = (360 * num) / den
    return {
      habilidad: 'Aplicar',
      enunciado: `Una figura se rota ${name} alrededor de un punto. ¿Cuántos grados giró?`,
      value: F(deg),
      expresion: `360 * ${num} / ${den}`,
      kind: 'unit',
      unit: '°',
      wrong: [F((180 * num) / den), F(deg + 90), F(deg === 90 ? 360 : 90)],
      solucion: `Una vuelta completa son 360°: ${num}/${den} de 360° = ${deg}°.`,
    }
  }
  if (kind === 'reflexion') {
    const a = int(r, 3, 12)
    const b = int(r, 2, Math.max(2, a - 1))
    return {
      habilidad: 'Analizar',
      enunciado: `Un rectángulo de ${a} cm de largo y ${b} cm de ancho se refleja respecto de una recta. ¿Cuál es el perímetro de la figura reflejada?`,
      value: F(2 * (a + b)),
      expresion: `2 * (${a} + ${b})`,
      kind: 'unit',
      unit: 'cm',
      wrong: [F(4 * (a + b)), F(a * b), F(a + b)],
      solucion: `Una reflexión no cambia las medidas de la figura: el perímetro sigue siendo 2 · (${a} + ${b}) = ${2 * (a + b)} cm.`,
    }
  }
  if (kind === 'traslacion') {
    const x = int(r, 1, 6)
    const y = int(r, 1, 6)
    const dx = int(r, 2, 7)
    const dy = int(r, 1, 5)
    return {
      habilidad: 'Aplicar',
      enunciado: `El punto A(${x}, ${y}) se traslada ${dx} unidades a la derecha y ${dy} hacia arriba. ¿Cuál es la primera coordenada (x) del punto trasladado?`,
      value: F(x + dx),
      expresion: `${x} + ${dx}`,
      kind: 'number',
      wrong: [F(x + dy), F(y + dx), F(Math.abs(x - dx) || x + dx + 1)],
      solucion: `Moverse a la derecha suma a la primera coordenada: ${x} + ${dx} = ${x + dx}. El punto trasladado es (${x + dx}, ${y + dy}).`,
    }
  }
  const k = int(r, 2, 4)
  const side = int(r, 3, 9)
  return {
    habilidad: 'Aplicar',
    enunciado: `Una figura se amplía con una homotecia de razón ${k}. Si uno de sus lados mide ${side} cm, ¿cuánto mide el lado correspondiente de la imagen?`,
    value: F(k * side),
    expresion: `${k} * ${side}`,
    kind: 'unit',
    unit: 'cm',
    wrong: [F(k + side), F(k * k * side), F(side)],
    solucion: `En una homotecia de razón ${k}, cada longitud se multiplica por ${k}: ${k} · ${side} = ${k * side} cm.`,
  }
}

function coordinates(r: Rng, level: Level): Draft {
  if (level <= 4 || int(r, 0, 1) === 0) {
    const y = int(r, 1, 8)
    const x1 = int(r, 1, 5)
    const x2 = x1 + int(r, 2, 8)
    return {
      habilidad: 'Aplicar',
      enunciado: `En un plano cuadriculado, la escuela está en el punto (${x1}, ${y}) y la plaza en el punto (${x2}, ${y}). ¿Cuántas cuadras hay entre ellas, caminando por esa calle?`,
      value: F(x2 - x1),
      expresion: `${x2} - ${x1}`,
      kind: 'unit',
      unit: 'cuadras',
      wrong: [F(x2 + x1), F(x2 - x1 + 1), F(x2)],
      solucion: `Los puntos tienen la misma segunda coordenada; la distancia es ${x2} − ${x1} = ${x2 - x1} cuadras.`,
    }
  }
  const x1 = int(r, 1, 4)
  const y1 = int(r, 1, 4)
  const w = int(r, 2, 7)
  const h = int(r, 2, 6)
  return {
    habilidad: 'Analizar',
    enunciado: `Un rectángulo tiene sus vértices en (${x1}, ${y1}), (${x1 + w}, ${y1}), (${x1 + w}, ${y1 + h}) y (${x1}, ${y1 + h}). ¿Cuál es su perímetro, en unidades?`,
    value: F(2 * (w + h)),
    expresion: `2 * ((${x1 + w} - ${x1}) + (${y1 + h} - ${y1}))`,
    kind: 'unit',
    unit: 'unidades',
    wrong: [F(w * h), F(w + h), F(2 * (x1 + w + y1 + h))],
    solucion: `El largo es ${x1 + w} − ${x1} = ${w} y el ancho ${y1 + h} − ${y1} = ${h}; perímetro = 2 · (${w} + ${h}) = ${2 * (w + h)} unidades.`,
  }
}

function solids(r: Rng, level: Level): Draft {
  if (level <= 1) {
    const [what, value, expresion] = pick(r, [
      ['caras', 6, '6'],
      ['aristas', 12, '4 * 3'],
      ['vértices', 8, '4 * 2'],
    ] as const)
    return {
      habilidad: 'Recordar',
      enunciado: `Un dado tiene forma de cubo. ¿${what === 'vértices' ? 'Cuántos' : 'Cuántas'} ${what} tiene?`,
      value: F(value),
      expresion,
      kind: 'number',
      wrong: [F(value === 6 ? 8 : 6), F(value === 12 ? 8 : 12), F(4)],
      solucion: `Un cubo tiene 6 caras, 12 aristas y 8 vértices: la respuesta es ${value}.`,
    }
  }
  const n = level <= 2 ? pick(r, [3, 4] as const) : pick(r, [3, 4, 5, 6, 8] as const)
  const base = { 3: 'triangular', 4: 'cuadrada', 5: 'pentagonal', 6: 'hexagonal', 8: 'octagonal' }[n]
  const body = pick(r, ['prisma', 'pirámide'] as const)
  const what = pick(r, ['caras', 'aristas', 'vértices'] as const)
  const counts =
    body === 'prisma'
      ? { caras: [n + 2, `${n} + 2`], aristas: [3 * n, `3 * ${n}`], vértices: [2 * n, `2 * ${n}`] }
      : { caras: [n + 1, `${n} + 1`], aristas: [2 * n, `2 * ${n}`], vértices: [n + 1, `${n} + 1`] }
  const [value, expresion] = counts[what] as [number, string]
  const others = Object.values(counts).map(([v]) => F(v as number))
  return {
    habilidad: 'Comprender',
    enunciado: `¿${what === 'vértices' ? 'Cuántos' : 'Cuántas'} ${what} tiene ${body === 'prisma' ? 'un prisma' : 'una pirámide'} de base ${base}?`,
    value: F(value),
    expresion,
    kind: 'number',
    wrong: [...others, F(n)],
    solucion:
      body === 'prisma'
        ? `Un prisma de base de ${n} lados tiene ${n + 2} caras (2 bases y ${n} caras laterales), ${3 * n} aristas y ${2 * n} vértices.`
        : `Una pirámide de base de ${n} lados tiene ${n + 1} caras (la base y ${n} triángulos), ${2 * n} aristas y ${n + 1} vértices.`,
  }
}

function unitMeasure(
  r: Rng,
  level: Level,
  kinds: readonly ('longitud' | 'masa' | 'capacidad')[] = ['longitud', 'masa', 'capacidad'],
): Draft {
  const options = [
    { kind: 'longitud', from: 'm', to: 'cm', toName: 'centímetros', factor: 100, what: 'Una cinta mide' },
    { kind: 'masa', from: 'kg', to: 'g', toName: 'gramos', factor: 1000, what: 'Un saco de harina pesa' },
    { kind: 'capacidad', from: 'L', to: 'mL', toName: 'mililitros', factor: 1000, what: 'Una botella contiene' },
    ...(level >= 3
      ? [{ kind: 'longitud', from: 'cm', to: 'mm', toName: 'milímetros', factor: 10, what: 'Un lápiz mide' }]
      : []),
    ...(level >= 4
      ? [{ kind: 'longitud', from: 'km', to: 'm', toName: 'metros', factor: 1000, what: 'Un sendero mide' }]
      : []),
  ].filter((o) => kinds.includes(o.kind as 'longitud'))
  const o = pick(r, options)
  const amount = int(r, 2, 9)
  return {
    habilidad: 'Aplicar',
    enunciado: `${o.what} ${amount} ${o.from}. ¿A cuántos ${o.toName} equivale?`,
    value: F(amount * o.factor),
    expresion: `${amount} * ${o.factor}`,
    kind: 'unit',
    unit: o.to,
    wrong: [F(amount * (o.factor === 10 ? 100 : 10)), F(amount + o.factor), F(amount * o.factor * 10)],
    solucion: `1 ${o.from} = ${formatNumber(o.factor)} ${o.to}, luego ${amount} · ${formatNumber(o.factor)} = ${formatNumber(amount * o.factor)} ${o.to}.`,
  }
}

function surfaceArea(r: Rng): Draft {
  const a = int(r, 2, 9)
  const b = int(r, 2, 9)
  const c = int(r, 2, 9)
  const total = 2 * (a * b + a * c + b * c)
  return {
    habilidad: 'Aplicar',
    enunciado: `Se quiere forrar por completo una caja con forma de paralelepípedo de ${a} cm de largo, ${b} cm de ancho y ${c} cm de alto. ¿Cuánto papel se necesita, como mínimo?`,
    value: F(total),
    expresion: `2 * (${a} * ${b} + ${a} * ${c} + ${b} * ${c})`,
    kind: 'unit',
    unit: 'cm²',
    wrong: [F(a * b * c), F(a * b + a * c + b * c), F(6 * a * b)],
    solucion: `La red tiene tres pares de caras iguales: 2 · (${a} · ${b} + ${a} · ${c} + ${b} · ${c}) = ${total} cm².`,
  }
}

function circle(r: Rng): Draft {
  const radius = int(r, 2, 10)
  const kind = pick(r, ['perimetro', 'area', 'diametro'] as const)
  if (kind === 'diametro')
    return {
      habilidad: 'Comprender',
      enunciado: `El radio de una rueda mide ${radius} cm. ¿Cuánto mide su diámetro?`,
      value: F(2 * radius),
      expresion: `2 * ${radius}`,
      kind: 'unit',
      unit: 'cm',
      wrong: [F(radius, 2), F(radius * radius), F(radius + 2)],
      solucion: `El diámetro es el doble del radio: 2 · ${radius} = ${2 * radius} cm.`,
    }
  if (kind === 'perimetro')
    return {
      habilidad: 'Aplicar',
      enunciado: `Un círculo tiene ${radius} cm de radio. Usando π ≈ 3,14, ¿cuál es su perímetro?`,
      value: F(314 * 2 * radius, 100),
      expresion: `2 * 314 / 100 * ${radius}`,
      kind: 'unit',
      unit: 'cm',
      wrong: [F(314 * radius, 100), F(314 * radius * radius, 100), F(314 * 4 * radius, 100)],
      solucion: `Perímetro = 2 · π · r ≈ 2 · 3,14 · ${radius} = ${formatNumber((314 * 2 * radius) / 100)} cm.`,
    }
  return {
    habilidad: 'Aplicar',
    enunciado: `Un círculo tiene ${radius} cm de radio. Usando π ≈ 3,14, ¿cuál es su área?`,
    value: F(314 * radius * radius, 100),
    expresion: `314 / 100 * ${radius} * ${radius}`,
    kind: 'unit',
    unit: 'cm²',
    wrong: [F(314 * 2 * radius, 100), F(314 * radius, 100), F(314 * 4 * radius * radius, 100)],
    solucion: `Área = π · r² ≈ 3,14 · ${radius}² = ${formatNumber((314 * radius * radius) / 100)} cm².`,
  }
}

function polygons(r: Rng, level: Level): Draft {
  const shapes = [
    { name: 'triángulos', sides: 3 },
    { name: 'cuadrados', sides: 4 },
    { name: 'pentágonos', sides: 5 },
    ...(level >= 3 ? [{ name: 'hexágonos', sides: 6 }] : []),
  ]
  const a = pick(r, shapes)
  let b = pick(r, shapes)
  if (b === a) b = shapes[(shapes.indexOf(a) + 1) % shapes.length]!
  const na = int(r, 1, 3)
  const nb = int(r, 1, 3)
  const total = na * a.sides + nb * b.sides
  const one = (n: number, s: { name: string }) => (n === 1 ? `1 ${s.name.replace(/s$/, '')}` : `${n} ${s.name}`)
  return {
    habilidad: 'Aplicar',
    enunciado: `Con palitos de helado, ${pick(r, names)} arma ${one(na, a)} y ${one(nb, b)} separados. Cada lado usa un palito. ¿Cuántos palitos usa en total?`,
    value: F(total),
    expresion: `${na} * ${a.sides} + ${nb} * ${b.sides}`,
    kind: 'number',
    wrong: [F(na + nb), F(a.sides + b.sides), F(total + 1)],
    solucion: `${na} · ${a.sides} + ${nb} · ${b.sides} = ${total} palitos.`,
  }
}

function calendar(r: Rng, level: Level): Draft {
  const who = pick(r, names)
  const kind = level <= 1 ? pick(r, ['semanas', 'meses'] as const) : pick(r, ['semanas', 'meses', 'dias'] as const)
  if (kind === 'semanas') {
    const weeks = int(r, 2, 6)
    return {
      habilidad: 'Aplicar',
      enunciado: `Faltan ${weeks} semanas para el cumpleaños de ${who}. ¿Cuántos días faltan?`,
      value: F(weeks * 7),
      expresion: `${weeks} * 7`,
      kind: 'unit',
      unit: 'días',
      wrong: [F(weeks * 5), F(weeks + 7), F(weeks * 7 + 7)],
      solucion: `Una semana tiene 7 días: ${weeks} · 7 = ${weeks * 7} días.`,
    }
  }
  if (kind === 'meses') {
    const years = int(r, 2, 5)
    return {
      habilidad: 'Aplicar',
      enunciado: `El hermano de ${who} tiene ${years} años. ¿Cuántos meses ha vivido, contando años completos?`,
      value: F(years * 12),
      expresion: `${years} * 12`,
      kind: 'number',
      wrong: [F(years * 10), F(years + 12), F(years * 12 + 12)],
      solucion: `Un año tiene 12 meses: ${years} · 12 = ${years * 12} meses.`,
    }
  }
  const [a, b, da, db] = pick(r, [
    ['abril', 'mayo', 30, 31],
    ['junio', 'julio', 30, 31],
    ['enero', 'febrero', 31, 28],
    ['septiembre', 'octubre', 30, 31],
  ] as const)
  return {
    habilidad: 'Aplicar',
    enunciado: `Las vacaciones de ${who} duran todo ${a} y todo ${b} (en un año no bisiesto). ¿Cuántos días son?`,
    value: F(da + db),
    expresion: `${da} + ${db}`,
    kind: 'unit',
    unit: 'días',
    wrong: [F(60), F(da + db + 1), F(da + db - 2)],
    solucion: `${a} tiene ${da} días y ${b} tiene ${db}: ${da} + ${db} = ${da + db} días.`,
  }
}

function makeUnitMeasure(kinds: readonly ('longitud' | 'masa' | 'capacidad')[]): Maker {
  return (r, level) => unitMeasure(r, level, kinds)
}

// ——— Data and probability ———

function mean(r: Rng): Draft {
  const count = 5
  const target = int(r, 4, 9)
  const values = Array.from({ length: count - 1 }, () => int(r, 2, 10))
  const last = target * count - values.reduce((a, b) => a + b, 0)
  const data = last >= 1 && last <= 20 ? [...values, last] : [target, target + 1, target - 1, target + 2, target - 2]
  const sum = data.reduce((a, b) => a + b, 0)
  return {
    habilidad: 'Aplicar',
    enunciado: `En cinco días, un curso reunió estas cantidades de botellas para reciclar: ${data.join(', ')}. ¿Cuál es el promedio de botellas por día?`,
    value: F(sum, count),
    expresion: `(${data.join(' + ')}) / ${count}`,
    kind: 'number',
    wrong: [F(sum), F(Math.max(...data)), F(sum, count).add(1)],
    solucion: `Promedio = (${data.join(' + ')}) ÷ ${count} = ${formatNumber(sum / count)}.`,
  }
}

function tableReading(r: Rng): Draft {
  const fruits = ['manzana', 'plátano', 'naranja', 'pera']
  const votes = fruits.map(() => int(r, 3, 15))
  const i = int(r, 0, 3)
  let j = int(r, 0, 3)
  if (j === i) j = (i + 1) % 4
  const diff = Math.abs(votes[i]! - votes[j]!) || 0
  const rows = fruits.map((f, k) => `${f}: ${votes[k]}`).join('; ')
  return {
    habilidad: 'Analizar',
    enunciado: `En una encuesta sobre la fruta favorita del curso se obtuvieron estos votos: ${rows}. ¿Cuántos estudiantes votaron en total?`,
    value: F(votes.reduce((a, b) => a + b, 0)),
    expresion: votes.join(' + '),
    kind: 'number',
    wrong: [
      F(votes.reduce((a, b) => a + b, 0) - votes[i]!),
      F(Math.max(...votes)),
      F(votes.reduce((a, b) => a + b, 0) + diff + 1),
    ],
    solucion: `Se suman los votos: ${votes.join(' + ')} = ${votes.reduce((a, b) => a + b, 0)}.`,
  }
}

function probability(r: Rng): Draft {
  const red = int(r, 2, 8)
  const blue = int(r, 2, 8)
  const green = int(r, 1, 6)
  const total = red + blue + green
  return {
    habilidad: 'Aplicar',
    enunciado: `En una bolsa hay ${red} bolitas rojas, ${blue} azules y ${green} verdes. Si se saca una al azar, ¿cuál es la probabilidad de que sea roja?`,
    value: F(red, total),
    expresion: `${red} / ${total}`,
    kind: 'fraction',
    wrong: [F(red, total - red), F(1, 3), F(blue + green, total)],
    solucion: `Casos favorables ÷ casos posibles = ${red}/${total}${gcd(red, total) > 1 ? ` = ${fracText(F(red, total))}` : ''}.`,
  }
}

// ——— Topics ———

type Maker = (r: Rng, level: Level) => Draft | Omit<MathQuestion, 'topic'>
interface Topic {
  id: string
  /** Words of an objective that select this topic. */
  matches: RegExp
  makers: Maker[]
}

/** Algebra and place value, whose objectives borrow geometric words ("trasladar funciones", "unidades"). */
const notGeometry = /funcion|algebraic|logaritm|decenas|centenas/

/** Plane figures and measuring in general: only when no more specific geometry topic is named. */
const figures: Topic = { id: 'figuras', matches: /figuras 2d|poligonos?\b/, makers: [polygons] }
const measuring: Topic = {
  id: 'medicion',
  matches: /unidades de (?!tiempo)|convertir(?! unidades de tiempo)|medir/,
  makers: [makeUnitMeasure(['longitud', 'masa', 'capacidad'])],
}

/**
 * Geometry and measurement topics. Their words are specific, and an objective often names two of them
 * ("calcular el área de triángulos… trasladando partes"): the one named first is the objective's topic.
 */
const geometryTopics: Topic[] = [
  { id: 'angulos', matches: /\bangulos?\b|transportador/, makers: [angles] },
  { id: 'tiempo', matches: /reloj|\bhoras?\b|minutos|unidades de tiempo|duracion/, makers: [time] },
  { id: 'calendario', matches: /calendario|lineas de tiempo|dias de la semana/, makers: [calendar] },
  {
    id: 'transformaciones',
    matches: /traslad|traslacion|rotac|\brotar|reflej|reflexion|simetri|congruen|isometri|homotecia|transformacion/,
    makers: [transformations],
  },
  { id: 'coordenadas', matches: /coordenad|cartesian|cuadricula|cuadrante|ubicacion/, makers: [coordinates] },
  { id: 'superficie', matches: /area de la superficie|superficie de/, makers: [surfaceArea, volumeOrCircle] },
  { id: 'circulo', matches: /\bcirculo\b|circunferencia|\bradio\b|diametro/, makers: [circle] },
  { id: 'area', matches: /\barea|perimetro|superficie/, makers: [areaPerimeter] },
  {
    id: 'volumen',
    matches: /volumen|\bcubos?\b|paralelepipedo|prisma|\bconos?\b|cilindro/,
    makers: [volumeOrCircle, solids],
  },
  { id: 'cuerpos', matches: /figuras 3d|cuerpos? geometric|aristas|caras|vertices|\bredes?\b/, makers: [solids] },
  { id: 'pitagoras', matches: /pitagoras|triangulo rectangulo/, makers: [pythagoras, areaPerimeter] },
  {
    id: 'longitud',
    matches: /longitud|metros|kilometros/,
    makers: [
      makeUnitMeasure(['longitud']),
      (r, level) => (level <= 4 ? unitMeasure(r, level, ['longitud']) : unitConversion(r)),
    ],
  },
  {
    id: 'masa-capacidad',
    matches: /\bmasa\b|gramos|litros|capacidad/,
    makers: [makeUnitMeasure(['masa', 'capacidad'])],
  },
]

const topics: Topic[] = [
  { id: 'fracciones-mixtos', matches: /impropia|mixto/, makers: [mixedNumber, equivalentQuestion, addSameDenominator] },
  {
    id: 'fracciones-operaciones',
    matches: /(sumar|restar|adicion|sustraccion).{0,40}fraccion|fraccion.{0,60}(sumas|restas)/,
    makers: [addSameDenominator, addDifferentDenominator, fractionOfQuantity, addSameDenominator],
  },
  // Decimals by what the objective asks: operate, compare and order, or relate them to fractions.
  {
    id: 'fracciones-decimales-operaciones',
    matches: /(sumas|restas|sumar|restar).{0,40}fracciones.{0,60}decimal/,
    makers: [addDifferentDenominator, decimalOperation, decimalDifference, addSameDenominator],
  },
  {
    id: 'decimales-operaciones',
    matches: /(sumar|restar|sumas|restas|adicion|sustraccion).{0,60}decimal/,
    makers: [decimalOperation, decimalDifference],
  },
  {
    // Multiplying and dividing decimals (an objective on fractions that also names decimals keeps its mix).
    id: 'decimales-multiplicacion',
    matches: /^(?!.*fraccion).*(multiplicacion|division|multiplicar|dividir).{0,40}decimal/,
    makers: [decimalTimesNatural, decimalShared],
  },
  {
    id: 'decimales-comparar',
    matches: /(compar|orden).{0,60}decimal|decimal.{0,60}(compar|orden)/,
    makers: [compareMeasures, compareDecimals],
  },
  {
    id: 'decimales-fracciones',
    matches: /decimal equivalente|equivalente a (las )?fraccion/,
    makers: [fractionToDecimal, compareMeasures],
  },
  { id: 'decimales', matches: /decimal/, makers: [decimalOperation, fractionToDecimal, compareDecimals] },
  {
    id: 'fracciones',
    matches: /fraccion/,
    makers: [equivalentQuestion, compareFractions, addSameDenominator, fractionOfQuantity],
  },
  { id: 'porcentajes', matches: /porcentaje|proporcion|razon/, makers: [percentage, fractionOfQuantity] },
  {
    id: 'racionales',
    matches: /racional/,
    makers: [addDifferentDenominator, decimalOperation, combinedOperations, percentage],
  },
  { id: 'probabilidad', matches: /probabilidad|\bazar\b|aleatori|posibilidad/, makers: [probability] },
  { id: 'potencias', matches: /potencia|raiz|raices|exponen|logaritm/, makers: [powers] },
  { id: 'ecuaciones', matches: /ecuacion|inecuacion|algebraic|funcion|lineal/, makers: [equation, pattern] },
  { id: 'patrones', matches: /patron|sucesion|secuencia|regla/, makers: [pattern, equation] },
  { id: 'promedio', matches: /promedio|media|mediana|moda|medidas de tendencia/, makers: [mean, tableReading] },
  { id: 'datos', matches: /grafico|tabla|datos|encuesta|pictograma|diagrama/, makers: [tableReading, mean] },
  // Before division and multiplication: an objective on combining the four operations names them too.
  {
    id: 'operaciones-combinadas',
    matches: /cuatro operaciones|parentesis|prioridad/,
    makers: [combinedOperations, addSubtract, multiply],
  },
  { id: 'division', matches: /division|dividir|reparto|repartir/, makers: [divide, multiply] },
  { id: 'multiplicacion', matches: /multiplic|tablas de multiplicar/, makers: [multiply, divide] },
  { id: 'suma-resta', matches: /suma|resta|adicion|sustraccion|dinero/, makers: [addSubtract] },
  {
    id: 'numeros',
    matches: /valor posicional|numeros naturales|leer los numeros|ordenar numeros|comparar y ordenar|decenas|centenas/,
    makers: [placeValue, addSubtract],
  },
]

/** The generic mix when the objective names no topic we recognize, by level. */
const fallback = (level: Level): Maker[] =>
  level <= 2
    ? [addSubtract, multiply, areaPerimeter]
    : level <= 5
      ? [fractionOfQuantity, decimalOperation, areaPerimeter, mean]
      : [equation, percentage, areaPerimeter, probability]

/** The topic of an objective (its id) and the item makers for it. */
export function mathTopicOf(objective: string, level: Level): { id: string; makers: Maker[] } {
  const text = normalize(objective)
  let geometry: { topic: Topic; at: number } | undefined
  for (const topic of notGeometry.test(text) ? [] : geometryTopics) {
    const at = text.search(topic.matches)
    if (at >= 0 && (!geometry || at < geometry.at)) geometry = { topic, at }
  }
  if (geometry) return geometry.topic
  if (!notGeometry.test(text))
    for (const general of [figures, measuring]) if (general.matches.test(text)) return general
  const topic = topics.find((t) => t.matches.test(text))
  return topic ?? { id: 'general', makers: fallback(level) }
}

/** Puts the key among three distractors in a seeded order. */
function finish(
  r: Rng,
  q: {
    habilidad: Habilidad
    enunciado: string
    correct: string
    others: string[]
    expresion: string
    solucion: string
    sameAs?: string
  },
): Omit<MathQuestion, 'topic'> {
  const texts = [q.correct, ...q.others.filter((o) => o !== q.correct)]
    .filter((t, i, all) => all.indexOf(t) === i)
    .slice(0, 4)
  if (texts.length < 4) throw new Error('alternativas insuficientes')
  for (let i = texts.length - 1; i > 0; i--) {
    const j = int(r, 0, i)
    ;[texts[i], texts[j]] = [texts[j]!, texts[i]!]
  }
  return {
    habilidad: q.habilidad,
    enunciado: q.enunciado,
    alternativas: texts as [string, string, string, string],
    correcta: texts.indexOf(q.correct) as 0 | 1 | 2 | 3,
    expresion: q.expresion,
    solucion: q.solucion,
    ...(q.sameAs ? { sameAs: q.sameAs } : {}),
  }
}

function fromDraft(r: Rng, d: Draft): Omit<MathQuestion, 'topic'> {
  const over = d.denominator
  const text = (f: Fraction) =>
    over && f.mul(over).d === 1n ? `${f.mul(over).valueOf()}/${over}` : show(f, d.kind, d.unit)
  const correct = text(d.value)
  const others: string[] = []
  const seen = new Set([correct])
  const candidates = [...d.wrong.filter((w) => w.valueOf() > 0), ...[1, 2, 3, 4, 5, 6].map((k) => nearby(d.value, k))]
  for (const w of candidates) {
    if (w.equals(d.value) || w.valueOf() <= 0) continue
    const t = text(w)
    if (!seen.has(t) && others.length < 3) {
      seen.add(t)
      others.push(t)
    }
  }
  return finish(r, {
    habilidad: d.habilidad,
    enunciado: d.enunciado,
    correct,
    others,
    expresion: d.expresion,
    solucion: d.solucion,
  })
}

/** A spare distractor near the answer, on the answer's own scale. */
function nearby(value: Fraction, k: number): Fraction {
  const sign = k % 2 ? 1 : -1
  const steps = Math.ceil(k / 2)
  if (value.d !== 1n && value.valueOf() < 10) {
    const d = Number(value.d)
    return d > 10 ? value.add(F(sign * steps, 10)) : value.add(F(sign * steps, d))
  }
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(value.valueOf()))) - 1)
  return value.add(sign * steps * magnitude)
}

/**
 * `count` distinct multiple-choice questions for an objective, cycling through its topic's makers. The
 * same objective, level and seed always give the same questions; `avoid` holds statements not to repeat.
 */
/** What an OA's check reads of a computed item: its statement, options, worked solution and calculation. */
export const mathPiece = (q: Pick<MathQuestion, 'enunciado' | 'alternativas' | 'solucion' | 'expresion'>): OaPiece => ({
  tipo: 'item',
  texto: `${q.enunciado} ${q.solucion}`,
  alternativas: q.alternativas,
  ...(q.expresion ? { expresion: q.expresion } : {}),
})

export function mathQuestions(
  objective: string,
  level: Level,
  count: number,
  seed: number,
  avoid: readonly string[] = [],
  /** The level the numbers and steps are made for (a level up for a harder test); the topic stays the level's. */
  makerLevel: number = level,
  /** The OA the objective resolved to: its own makers (`content/matematica/`), when it has them, replace the topic's. */
  oaCode?: string,
): MathQuestion[] {
  const r = rngOf(seed)
  const own = oaCode ? oaMakers[oaCode] : undefined
  // An objective resolved to an OA gets the OA's own makers only: a topic's makers, picked by the objective's
  // words, were not written for the OA and are never put under its label (issue 29 §1). Free text keeps them.
  if (oaCode && !own?.length) return []
  const { id, makers } = own?.length ? { id: oaCode!, makers: own as readonly Maker[] } : mathTopicOf(objective, level)
  const seen = new Set(avoid)
  const out: MathQuestion[] = []
  let offTopic = 0
  for (let i = 0; out.length < count && i < count * 30; i++) {
    // An OA none of whose items passes its check gives none, without drawing hundreds of items.
    // An OA few of whose items pass stops early too: fewer items, said by the composer.
    if (oaCode && offTopic >= 60 + 10 * out.length) break
    const maker = makers[(i + (seed % makers.length)) % makers.length]!
    // A maker listed twice (to weigh it) is one kind of item.
    const kind = `${id}#${makers.indexOf(maker)}`
    let made: Omit<MathQuestion, 'topic'>
    try {
      const draft = maker(r, Math.max(0, Math.min(makerLevel, 9)) as Level)
      made = 'alternativas' in draft ? draft : fromDraft(r, draft)
    } catch {
      continue
    }
    if (seen.has(made.enunciado) || (made.sameAs && seen.has(made.sameAs))) continue
    // Every item put under the OA shows the OA's content (its check, `content/checks`).
    if (oaCode && offObjective(oaCode, mathPiece(made))) {
      offTopic++
      continue
    }
    seen.add(made.enunciado)
    if (made.sameAs) seen.add(made.sameAs)
    out.push({ topic: id, kind, ...made })
  }
  return out
}
