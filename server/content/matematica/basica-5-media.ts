/**
 * Item makers for the Matemática OA of 5° Básico to 2° Medio that the topic makers served with too few
 * distinct items: geometry, measurement, data and probability, and the decimal and fraction operations of
 * 5° and 6° Básico. Each maker draws its data, computes the key with exact fractions (π ≈ 3,14 when asked) and
 * writes the calculation in `expresion`; a concept item (which type, which statement, which point) leaves it
 * empty and explains the answer in `solucion`.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import {
  childNames,
  concept,
  Fraction,
  int,
  item,
  type OaMaker,
  type OaMakers,
  type OaQuestion,
  pick,
  type Rng,
  sample,
} from './tools'

// ——— Shared pieces ———

const decimals = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 3, useGrouping: 'always' })
/** A number as Chilean texts write it, up to thousandths: 1234.5 -> "1.234,5". */
const num = (x: number) => decimals.format(Math.round(x * 1000) / 1000).replace('\u2212', '-')
const withUnit = (x: number, unit = '') => (unit === '°' ? `${num(x)}°` : unit ? `${num(x)} ${unit}` : num(x))
/** A Chilean grade, always with one decimal: 5,0. */
const grade = (x: number) => x.toFixed(1).replace('.', ',')
const fr = (n: number, d = 1) => new Fraction(n, d)
/** Numerator (with its sign) and denominator as numbers. */
const N = (f: Fraction) => Number(f.s * f.n)
const D = (f: Fraction) => Number(f.d)
const pt = (x: number, y: number) => `(${x}, ${y})`
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))
/** A decimal as an exact fraction for `expresion`: 2.35 -> "235/100". */
const exact = (x: number, places = 3) => {
  const d = 10 ** places
  const n = Math.round(x * d)
  const g = gcd(n, d)
  return d / g === 1 ? `${n / g}` : `${n / g}/${d / g}`
}
const names = childNames

/** A numeric item: typical mistakes first, then nearby values, none within rounding of the key. */
function calc(
  r: Rng,
  q: {
    habilidad: Habilidad
    enunciado: string
    value: number
    wrong: readonly number[]
    unit?: string
    expresion: string
    solucion: string
    show?: (x: number) => string
  },
): OaQuestion {
  const show = q.show ?? ((x: number) => withUnit(x, q.unit))
  const correct = show(q.value)
  const step = Number.isInteger(q.value)
    ? Math.max(1, Math.round(Math.abs(q.value) / 10))
    : Math.abs(q.value) < 1
      ? 0.1
      : 1
  const others: string[] = []
  for (const w of [...q.wrong, q.value + step, q.value + 2 * step, q.value - step, q.value * 2]) {
    if (!Number.isFinite(w) || Math.abs(w - q.value) < 0.01 || (w < 0 && q.value >= 0)) continue
    // "1 cuadras" is not Spanish: a plural unit never shows 1.
    if (Math.abs(w) === 1 && /s$/.test(q.unit ?? '')) continue
    const text = show(w)
    if (text !== correct && !others.includes(text)) others.push(text)
  }
  return item(r, {
    habilidad: q.habilidad,
    enunciado: q.enunciado,
    correct,
    others,
    expresion: q.expresion,
    solucion: q.solucion,
  })
}

/** A fraction item: the key and its distractors as fractions ("3/4", or "1 1/2" when `mixed`). */
function fcalc(
  r: Rng,
  q: {
    habilidad: Habilidad
    enunciado: string
    value: Fraction
    wrong: readonly Fraction[]
    unit?: string
    mixed?: boolean
    expresion: string
    solucion: string
  },
): OaQuestion {
  const show = (f: Fraction) => `${f.toFraction(q.mixed ?? false)}${q.unit ? ` ${q.unit}` : ''}`
  const correct = show(q.value)
  const spare = [q.value.add(fr(1, D(q.value))), q.value.mul(2), q.value.sub(fr(1, D(q.value))), q.value.add(fr(1, 2))]
  const others: string[] = []
  for (const w of [...q.wrong, ...spare]) {
    if (w.equals(q.value) || (w.compare(0) <= 0 && q.value.compare(0) > 0)) continue
    const text = show(w)
    if (!others.includes(text)) others.push(text)
  }
  return item(r, {
    habilidad: q.habilidad,
    enunciado: q.enunciado,
    correct,
    others,
    expresion: q.expresion,
    solucion: q.solucion,
  })
}

/**
 * The makers at `indexes` give items that differ only by their numbers (near-duplicates for the composer's
 * filter): each keeps one item per wording (or, `single`, one item per set), so a set spends its draws on the
 * makers whose items differ in words.
 */
const onceAt = (makers: readonly OaMaker[], indexes: readonly number[], single = false): OaMaker[] =>
  makers.map((maker, i) =>
    indexes.includes(i)
      ? (r: Rng, level: number) => {
          const q = maker(r, level)
          return { ...q, sameAs: single ? `una vez por conjunto: ${i}` : `forma: ${q.enunciado.replace(/\d+/g, '#')}` }
        }
      : maker,
  )

/** A proper fraction a/d in lowest terms. */
const properOver = (r: Rng, d: number) => {
  let n = int(r, 1, d - 1)
  while (gcd(n, d) !== 1) n = int(r, 1, d - 1)
  return n
}

// ——— 5° Básico ———

/** Denominator pairs up to 12 where one is a multiple of the other or both share a small common multiple. */
const denominatorPairs = [
  [2, 4],
  [2, 6],
  [3, 6],
  [2, 8],
  [4, 8],
  [3, 9],
  [2, 10],
  [5, 10],
  [3, 12],
  [4, 12],
  [6, 12],
  [2, 3],
  [3, 4],
  [2, 5],
  [4, 6],
  [6, 8],
] as const

function fractionPair(r: Rng, subtract: boolean) {
  for (;;) {
    const [d1, d2] = pick(r, denominatorPairs)
    const [p, q] = int(r, 0, 1) === 0 ? [d1, d2] : [d2, d1]
    const a = fr(properOver(r, p), p)
    const b = fr(properOver(r, q), q)
    if (a.equals(b)) continue
    if (subtract ? a.compare(b) > 0 : a.add(b).compare(1) <= 0) return { a, b }
  }
}
const naive = (a: Fraction, b: Fraction, subtract: boolean) =>
  fr(subtract ? Math.abs(N(a) - N(b)) || 1 : N(a) + N(b), subtract ? Math.max(1, Math.abs(D(a) - D(b))) : D(a) + D(b))

const ma05oa09: OaMaker[] = [
  (r) => {
    const subtract = int(r, 0, 1) === 1
    const { a, b } = fractionPair(r, subtract)
    const who = pick(r, names)
    const [A, B] = [a.toFraction(), b.toFraction()]
    const [enunciado, unit] = pick<readonly [string, string]>(
      r,
      subtract
        ? ([
            [`${who} tenía ${A} kg de harina y usó ${B} kg en un queque. ¿Cuánta harina le queda?`, 'kg'],
            [`Una botella tenía ${A} L de aceite y se ocuparon ${B} L en una receta. ¿Cuánto aceite quedó?`, 'L'],
            [`De una cuerda de ${A} m, ${who} cortó ${B} m para un volantín. ¿Cuánto mide el trozo que sobró?`, 'm'],
            [`Un sendero mide ${A} km y ${who} ya recorrió ${B} km. ¿Cuántos kilómetros le faltan?`, 'km'],
            [
              `Un camión llevaba ${A} de su carga y descargó ${B} de la carga total en un almacén. ¿Qué fracción de la carga sigue en el camión?`,
              '',
            ],
            [
              `El estanque de agua de una escuela estaba a ${A} de su capacidad y se gastó ${B} de la capacidad. ¿A qué fracción quedó?`,
              '',
            ],
          ] as const)
        : ([
            [`${who} caminó ${A} km en la mañana y ${B} km en la tarde. ¿Cuántos kilómetros caminó en total?`, 'km'],
            [`En una jarra había ${A} L de jugo y se agregaron ${B} L. ¿Cuánto jugo hay ahora?`, 'L'],
            [
              `Para un disfraz, ${who} usó ${A} m de tela roja y ${B} m de tela negra. ¿Cuántos metros de tela usó?`,
              'm',
            ],
            [
              `Una receta de galletas lleva ${A} kg de azúcar y ${B} kg de mantequilla. ¿Cuántos kilos suman esos ingredientes?`,
              'kg',
            ],
            [
              `En una huerta, ${A} del terreno tiene lechugas y ${B} tiene tomates. ¿Qué fracción del terreno está sembrada?`,
              '',
            ],
            [
              `${who} leyó ${A} de un libro el lunes y ${B} del libro el martes. ¿Qué fracción del libro lleva leída?`,
              '',
            ],
          ] as const),
    )
    const value = subtract ? a.sub(b) : a.add(b)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado,
      value,
      unit,
      wrong: [naive(a, b, subtract), subtract ? a.add(b) : a.sub(b).abs(), fr(N(a) * N(b) || 1, D(a) * D(b))],
      expresion: `${A} ${subtract ? '-' : '+'} ${B}`,
      solucion: `Se igualan los denominadores y se ${subtract ? 'resta' : 'suma'}: ${A} ${subtract ? '−' : '+'} ${B} = ${value.toFraction()}${unit ? ` ${unit}` : ''}.`,
    })
  },
  (r) => {
    const subtract = int(r, 0, 1) === 1
    const { a, b } = fractionPair(r, subtract)
    const value = subtract ? a.sub(b) : a.add(b)
    const common = (D(a) * D(b)) / gcd(D(a), D(b))
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es el resultado de ${a.toFraction()} ${subtract ? '−' : '+'} ${b.toFraction()}, simplificado?`,
      value,
      wrong: [naive(a, b, subtract), fr(subtract ? N(a) - N(b) : N(a) + N(b), common), fr(N(a) * N(b), common)],
      expresion: `${a.toFraction()} ${subtract ? '-' : '+'} ${b.toFraction()}`,
      solucion: `Se amplifican a denominador ${common}: ${a.mul(common).valueOf()}/${common} ${subtract ? '−' : '+'} ${b.mul(common).valueOf()}/${common} = ${value.mul(common).valueOf()}/${common}${D(value) === common ? '' : `, que simplificado es ${value.toFraction()}`}.`,
    })
  },
  (r) => {
    const { a, b } = fractionPair(r, false)
    const who = pick(r, names)
    const [food, theFood] = pick(r, [
      ['una pizza', 'la pizza'],
      ['un queque', 'el queque'],
      ['una torta', 'la torta'],
      ['una barra de chocolate', 'la barra'],
      ['un pan de pascua', 'el pan de pascua'],
    ] as const)
    const value = a.add(b)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: `${who} se comió ${a.toFraction()} de ${food} y su hermano ${b.toFraction()} de ${theFood}. ¿Qué fracción de ${theFood} se comieron entre los dos?`,
      value,
      wrong: [
        naive(a, b, false),
        fr(1).sub(value).compare(0) > 0 ? fr(1).sub(value) : fr(1, 2),
        fr(N(a) + N(b), D(a) * D(b)),
      ],
      expresion: `${a.toFraction()} + ${b.toFraction()}`,
      solucion: `Se suman con denominador común: ${a.toFraction()} + ${b.toFraction()} = ${value.toFraction()}.`,
    })
  },
  (r) => {
    const { a, b } = fractionPair(r, false)
    const total = a.add(b)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: `¿Qué fracción falta para completar la igualdad ${a.toFraction()} + ___ = ${total.toFraction()}?`,
      value: b,
      wrong: [total.add(a), naive(total, a, true), a],
      expresion: `${total.toFraction()} - ${a.toFraction()}`,
      solucion: `La fracción que falta es la diferencia: ${total.toFraction()} − ${a.toFraction()} = ${b.toFraction()}.`,
    })
  },
  (r) => {
    const [d1, d2] = pick(
      r,
      denominatorPairs.filter(([x, y]) => y % x !== 0),
    )
    const common = (d1 * d2) / gcd(d1, d2)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Para sumar ${properOver(r, d1)}/${d1} + ${properOver(r, d2)}/${d2} se amplifican ambas fracciones al menor denominador común. ¿Cuál es ese denominador?`,
      value: common,
      wrong: [d1 + d2, d1 * d2 === common ? common * 2 : d1 * d2, Math.max(d1, d2)],
      expresion: `${d1} * ${d2} / ${gcd(d1, d2)}`,
      solucion: `El menor múltiplo común de ${d1} y ${d2} es ${common}.`,
    })
  },
  (r) => {
    const d = pick(r, [6, 8, 9, 10, 12])
    const parts = int(r, 2, d - 2)
    const eaten = int(r, 1, d - parts - 1)
    const value = fr(parts + eaten, d)
    return fcalc(r, {
      habilidad: 'Comprender',
      enunciado: `Un rectángulo está dividido en ${d} partes iguales. Se pintan ${parts} partes de azul y ${eaten} de rojo. ¿Qué fracción del rectángulo quedó pintada, escrita en su forma más simple?`,
      value,
      wrong: [fr(parts, d), fr(parts * eaten, d), fr(parts + eaten, d + d)],
      expresion: `${parts}/${d} + ${eaten}/${d}`,
      solucion: `Se pintaron ${parts} + ${eaten} = ${parts + eaten} de ${d} partes: ${parts + eaten}/${d}${D(value) === d ? '' : ` = ${value.toFraction()}`}.`,
    })
  },
]

const decimalPlaces = (r: Rng) => pick(r, [1, 2, 3])
const drawDecimal = (r: Rng, places: number, max: number) =>
  Math.round((int(r, 1, max) + int(r, 1, 10 ** places - 1) / 10 ** places) * 10 ** places) / 10 ** places
/** The sum a student gets lining up the last digits instead of the commas. */
const misaligned = (a: number, pa: number, b: number, pb: number, subtract: boolean) => {
  const p = Math.max(pa, pb)
  const x = Math.round(a * 10 ** pa)
  const y = Math.round(b * 10 ** pb)
  return (subtract ? x - y : x + y) / 10 ** p
}

const ma05oa12: OaMaker[] = [
  (r) => {
    const pa = decimalPlaces(r)
    let pb = decimalPlaces(r)
    if (pb === pa) pb = pa === 3 ? 1 : pa + 1
    const a = drawDecimal(r, pa, 20)
    const b = drawDecimal(r, pb, 9)
    const value = a + b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es el resultado de ${num(a)} + ${num(b)}?`,
      value,
      wrong: [misaligned(a, pa, b, pb, false), value + 1, value - 0.1],
      expresion: `${exact(a)} + ${exact(b)}`,
      solucion: `Se ubican los números alineando la coma (unidades bajo unidades, décimos bajo décimos…) y se suma: ${num(a)} + ${num(b)} = ${num(value)}.`,
    })
  },
  (r) => {
    const pa = decimalPlaces(r)
    let pb = decimalPlaces(r)
    if (pb === pa) pb = pa === 1 ? 2 : pa - 1
    const a = drawDecimal(r, pa, 20) + 10
    const b = drawDecimal(r, pb, 9)
    const value = a - b
    const wrongAlign = misaligned(a, pa, b, pb, true)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es el resultado de ${num(a)} − ${num(b)}?`,
      value,
      wrong: [wrongAlign > 0 ? wrongAlign : value + 0.01, value + 0.1, value - 1],
      expresion: `${exact(a)} - ${exact(b)}`,
      solucion: `Se alinean las comas, se completan con ceros los lugares vacíos y se resta: ${num(a)} − ${num(b)} = ${num(value)}.`,
    })
  },
  (r) => {
    const a = drawDecimal(r, 3, 9)
    const [place, unit] = pick(r, [
      ['un décimo', 0.1],
      ['un centésimo', 0.01],
      ['un milésimo', 0.001],
      ['dos décimos', 0.2],
      ['tres centésimos', 0.03],
      ['cinco milésimos', 0.005],
    ] as const)
    const add = int(r, 0, 1) === 0
    const value = add ? a + unit : a - unit
    const others = [0.1, 0.01, 0.001].filter((p) => Math.abs(p - unit) > 1e-9).map((p) => (add ? a + p : a - p))
    return item(r, {
      habilidad: 'Comprender',
      enunciado: `¿Qué número se obtiene al ${add ? 'sumar' : 'restar'} ${place} ${add ? 'a' : 'de'} ${num(a)}?`,
      correct: num(value),
      others: [...others.map(num), num(add ? a + unit * 10 : a - unit * 10)].filter((t) => t !== num(value)),
      expresion: '',
      solucion: `${place[0]!.toUpperCase()}${place.slice(1)} es ${num(unit)}: cambia solo la cifra de esa posición, ${num(a)} ${add ? '+' : '−'} ${num(unit)} = ${num(value)}.`,
    })
  },
  (r) => {
    const a = drawDecimal(r, 3, 9)
    const position = int(r, 1, 3)
    const digit = Math.floor(Math.round(a * 1000) / 10 ** (3 - position)) % 10
    if (digit === 0) throw new Error('cifra cero')
    const names3 = ['décimos', 'centésimos', 'milésimos']
    const value = digit / 10 ** position
    return item(r, {
      habilidad: 'Recordar',
      enunciado: `En el número ${num(a)}, ¿cuál es el valor de la cifra ${digit} que está en la posición de los ${names3[position - 1]}?`,
      correct: num(value),
      others: [
        num(digit),
        ...[1, 2, 3].filter((p) => p !== position).map((p) => num(digit / 10 ** p)),
        num(digit * 10),
      ],
      expresion: '',
      solucion: `Los ${names3[position - 1]} valen 1/${10 ** position}: ${digit} ${names3[position - 1]} = ${num(value)}.`,
    })
  },
]

const measures = [
  { thing: 'corrió', unit: 'km', what: 'kilómetros recorrió' },
  { thing: 'compró', unit: 'kg', what: 'kilogramos de fruta compró', food: true },
  { thing: 'bebió', unit: 'L', what: 'litros de agua bebió' },
  { thing: 'usó', unit: 'm', what: 'metros de cinta usó' },
] as const

const ma05oa13: OaMaker[] = [
  (r) => {
    const m = pick(r, measures)
    const who = pick(r, names)
    const a = drawDecimal(r, pick(r, [1, 2, 3]), m.unit === 'km' ? 9 : 4)
    const b = drawDecimal(r, pick(r, [1, 2]), m.unit === 'km' ? 9 : 4)
    const value = a + b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${who} ${m.thing} ${withUnit(a, m.unit)} el sábado y ${withUnit(b, m.unit)} el domingo. ¿Cuántos ${m.what} en total el fin de semana?`,
      value,
      unit: m.unit,
      wrong: [Math.abs(a - b), value + 1, value + 0.1],
      expresion: `${exact(a)} + ${exact(b)}`,
      solucion: `Se suman las dos cantidades alineando la coma: ${num(a)} + ${num(b)} = ${num(value)} ${m.unit}.`,
    })
  },
  (r) => {
    const m = pick(r, measures)
    const [p, q] = sample(r, names, 2)
    let a = drawDecimal(r, pick(r, [1, 2, 3]), 8)
    let b = drawDecimal(r, pick(r, [1, 2, 3]), 8)
    if (a === b) throw new Error('iguales')
    if (a < b) [a, b] = [b, a]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${p} ${m.thing} ${withUnit(a, m.unit)} y ${q} ${m.thing} ${withUnit(b, m.unit)}. ¿Cuánto más ${m.thing} ${p}?`,
      value: a - b,
      unit: m.unit,
      wrong: [a + b, a - b + 1, a - b + 0.1],
      expresion: `${exact(a)} - ${exact(b)}`,
      solucion: `La diferencia se obtiene restando: ${num(a)} − ${num(b)} = ${num(a - b)} ${m.unit}.`,
    })
  },
  (r) => {
    const [p, q] = sample(r, names, 2)
    const { a, b } = fractionPair(r, false)
    if (a.add(b).equals(1)) throw new Error('sin resto')
    const task = pick(r, [
      'pintar una muralla',
      'ordenar la biblioteca',
      'leer un libro',
      'armar un rompecabezas',
      'regar el huerto',
    ])
    const rest = fr(1).sub(a).sub(b)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: `Para ${task}, ${p} hizo ${a.toFraction()} del trabajo y ${q} hizo ${b.toFraction()}. ¿Qué fracción del trabajo falta por hacer?`,
      value: rest,
      wrong: [a.add(b), naive(a, b, false), fr(1).sub(a)],
      expresion: `1 - ${a.toFraction()} - ${b.toFraction()}`,
      solucion: `Ya se hizo ${a.toFraction()} + ${b.toFraction()} = ${a.add(b).toFraction()}; falta 1 − ${a.add(b).toFraction()} = ${rest.toFraction()}.`,
    })
  },
  (r) => {
    const total = pick(r, [2, 3, 5])
    const a = drawDecimal(r, pick(r, [2, 3]), total - 1) / 2
    const b = drawDecimal(r, 1, total - 1) / 2
    const rounded = [Math.round(a * 1000) / 1000, Math.round(b * 1000) / 1000] as const
    const rest = total - rounded[0] - rounded[1]
    if (rest <= 0) throw new Error('negativo')
    const drink = pick(r, ['jugo', 'leche', 'agua con limón', 'té helado'])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Un bidón tiene ${total} L de ${drink}. En la mañana se sirven ${withUnit(rounded[0], 'L')} y en la tarde ${withUnit(rounded[1], 'L')}. ¿Cuánto ${drink} queda en el bidón?`,
      value: rest,
      unit: 'L',
      wrong: [rounded[0] + rounded[1], total - rounded[0], rest + 1],
      expresion: `${total} - ${exact(rounded[0])} - ${exact(rounded[1])}`,
      solucion: `Se sirvieron ${num(rounded[0])} + ${num(rounded[1])} = ${num(rounded[0] + rounded[1])} L; quedan ${total} − ${num(rounded[0] + rounded[1])} = ${num(rest)} L.`,
    })
  },
  (r) => {
    const d = pick(r, [4, 6, 8, 10, 12])
    const cut = fr(properOver(r, d), d)
    const [d2] = pick(
      r,
      denominatorPairs.filter(([x, y]) => y === d || x === d),
    )
    const piece = fr(properOver(r, d2), d2)
    if (piece.compare(cut) <= 0) throw new Error('no alcanza')
    const rest = piece.sub(cut)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una cinta mide ${piece.toFraction()} m. Se corta un trozo de ${cut.toFraction()} m para un regalo. ¿Cuánto mide la cinta que queda?`,
      value: rest,
      unit: 'm',
      wrong: [piece.add(cut), naive(piece, cut, true), cut],
      expresion: `${piece.toFraction()} - ${cut.toFraction()}`,
      solucion: `Se restan con denominador común: ${piece.toFraction()} − ${cut.toFraction()} = ${rest.toFraction()} m.`,
    })
  },
]

/** Four distinct points of the first quadrant with coordinates 0–9, none on an axis. */
const quadrantPoints = (r: Rng, count: number) => {
  const out: [number, number][] = []
  while (out.length < count) {
    const p: [number, number] = [int(r, 1, 9), int(r, 1, 9)]
    if (!out.some(([x, y]) => x === p[0] && y === p[1])) out.push(p)
  }
  return out
}
const places = [
  'la biblioteca',
  'la plaza',
  'el gimnasio',
  'la panadería',
  'el hospital',
  'la feria',
  'el museo',
  'la escuela',
]

const ma05oa16: OaMaker[] = [
  (r) => {
    const [[x, y]] = quadrantPoints(r, 1) as [[number, number]]
    if (x === y) throw new Error('simétrico')
    const [frame, thing] = pick(r, [
      ['En el mapa de un zoológico dibujado en el primer cuadrante', 'la jaula de los leones'],
      ['En la pantalla de un videojuego con ejes cartesianos', 'una moneda de oro'],
      ['En el plano de la sala de clases', 'el escritorio de la profesora'],
      ['En un tablero cuadriculado de un juego de mesa', 'el tesoro escondido'],
      ['En el croquis de una plaza', 'la pileta'],
      ['En un mapa del parque nacional', 'la zona de camping'],
      ['En la cuadrícula de una huerta escolar', 'la mata de tomates'],
    ] as const)
    return concept(
      r,
      'Aplicar',
      `${frame}, ${thing} está ${x} unidades a la derecha del origen y ${y} hacia arriba. ¿Qué par ordenado indica su ubicación?`,
      pt(x, y),
      [pt(y, x), pt(x, 0), pt(0, y), pt(x + 1, y + 1)],
      `El primer número es la distancia horizontal (${x}) y el segundo la vertical (${y}): ${pt(x, y)}.`,
    )
  },
  (r) => {
    const [[x, y]] = quadrantPoints(r, 1) as [[number, number]]
    if (x === y) throw new Error('simétrico')
    return concept(
      r,
      'Comprender',
      `Desde el origen (0, 0), un punto se ubica avanzando ${x} unidades hacia la derecha y ${y} unidades hacia arriba. ¿Cuáles son sus coordenadas?`,
      pt(x, y),
      [pt(y, x), pt(x, 0), pt(0, y), pt(x + y, 0)],
      `La primera coordenada indica el avance horizontal (${x}) y la segunda, el vertical (${y}): ${pt(x, y)}.`,
    )
  },
  (r) => {
    const points = quadrantPoints(r, 4)
    const named = sample(r, places, 4)
    const target = int(r, 0, 3)
    const [x, y] = points[target]!
    const list = named.map((n, i) => `${n} está en ${pt(...points[i]!)}`).join(', ')
    return concept(
      r,
      'Recordar',
      pick(r, [
        `En un plano de la ciudad, ${list}. ¿Qué lugar está en el punto ${pt(x, y)}?`,
        `${pick(r, names)} marcó en un mapa cuadriculado: ${list}. ¿Qué encontrará al ir al punto ${pt(x, y)}?`,
        `Un guía turístico entrega coordenadas: ${list}. ¿Cuál de esos lugares corresponde a ${pt(x, y)}?`,
      ]),
      named[target]!.replace(/^./, (c) => c.toUpperCase()),
      named.filter((_, i) => i !== target).map((n) => n.replace(/^./, (c) => c.toUpperCase())),
      `Se avanza ${x} hacia la derecha y ${y} hacia arriba: ahí está ${named[target]}.`,
    )
  },
  (r) => {
    const vertical = int(r, 0, 1) === 1
    const c = int(r, 1, 8)
    let [a, b] = [int(r, 0, 9), int(r, 0, 9)]
    if (a === b) b = a + int(r, 2, 6)
    if (a > b) [a, b] = [b, a]
    if (b - a < 2) throw new Error('una unidad')
    const [p, q] = vertical ? [pt(c, a), pt(c, b)] : [pt(a, c), pt(b, c)]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En el plano cartesiano se marcan los puntos A${p} y B${q}. ¿Cuántas unidades separan a A de B?`,
      value: b - a,
      unit: 'unidades',
      wrong: [a + b, b, b - a + 1],
      expresion: `${b} - ${a}`,
      solucion: `Los puntos tienen igual ${vertical ? 'primera' : 'segunda'} coordenada; la distancia es ${b} − ${a} = ${b - a} unidades.`,
    })
  },
  (r) => {
    const [x, y] = [int(r, 0, 6), int(r, 0, 6)]
    const [dx, dy] = [int(r, 1, 5), int(r, 1, 5)]
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `Una hormiga está en el punto ${pt(x, y)} de una cuadrícula. Camina ${dx} ${dx === 1 ? 'unidad' : 'unidades'} hacia la derecha y luego ${dy} ${dy === 1 ? 'unidad' : 'unidades'} hacia arriba. ¿En qué punto queda?`,
        `Un caballo de ajedrez de juguete parte de ${pt(x, y)}, se mueve ${dx} casillas a la derecha y ${dy} hacia arriba. ¿Cuál es su nueva posición?`,
        `En un videojuego, un personaje en ${pt(x, y)} avanza ${dx} pasos hacia la derecha y sube ${dy}. ¿Qué coordenadas muestra la pantalla?`,
      ]),
      pt(x + dx, y + dy),
      [pt(x + dy, y + dx), pt(x + dx, y), pt(dx, dy), pt(x + dx + dy, y)],
      `A la derecha cambia la primera coordenada (${x} + ${dx} = ${x + dx}) y hacia arriba la segunda (${y} + ${dy} = ${y + dy}).`,
    )
  },
  (r) => {
    const [x, y] = [int(r, 1, 4), int(r, 1, 4)]
    const [w, h] = [int(r, 2, 5), int(r, 2, 5)]
    const corners = [pt(x, y), pt(x + w, y), pt(x + w, y + h), pt(x, y + h)]
    const missing = int(r, 0, 3)
    const [mx, my] = [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ][missing]!
    return concept(
      r,
      'Analizar',
      pick(r, [
        `Tres vértices de un rectángulo son ${corners.filter((_, i) => i !== missing).join(', ')}. ¿Cuál es el cuarto vértice?`,
        `${pick(r, names)} quiere cercar una huerta rectangular y ya clavó estacas en ${corners.filter((_, i) => i !== missing).join(', ')}. ¿Dónde va la última estaca?`,
      ]),
      pt(mx!, my!),
      [pt(my!, mx!), pt(mx! + 1, my!), pt(mx!, my! + 1), pt(x + w + 1, y + h + 1)],
      `Los lados del rectángulo son horizontales y verticales: el vértice que falta comparte la primera coordenada con un vértice y la segunda con otro, ${pt(mx!, my!)}.`,
    )
  },
]

const quadLetters = ['ABCD', 'PQRS', 'EFGH', 'KLMN', 'MNOP', 'RSTU']
const relation2D = {
  paralelos: 'Son paralelos: no se cortan',
  perpendiculares: 'Se cortan en ángulo recto',
  oblicuos: 'Se cortan en ángulo no recto',
  nada: 'Ni se cortan ni son paralelos',
}
/** Sides, edges and lines of real objects: how they are placed. */
const lineScenarios: readonly (readonly [string, string, string])[] = [
  [
    'En una hoja de cuaderno, ¿cómo son dos renglones seguidos?',
    'Son paralelos',
    'nunca se cortan y están a la misma distancia',
  ],
  [
    'En una ventana rectangular, ¿cómo son el borde de abajo y un borde lateral?',
    'Son perpendiculares',
    'se cortan formando un ángulo recto',
  ],
  [
    'En la letra X, ¿cómo son sus dos trazos?',
    'Se cortan, pero no son perpendiculares',
    'se cruzan formando ángulos que no son rectos',
  ],
  [
    'En la letra T, ¿cómo son su trazo horizontal y su trazo vertical?',
    'Son perpendiculares',
    'se cortan formando ángulos rectos',
  ],
  ['En la letra H, ¿cómo son sus dos trazos verticales?', 'Son paralelos', 'tienen la misma dirección y no se cortan'],
  [
    'En una caja de leche, ¿cómo son una arista vertical y una arista de la base que llega al mismo vértice?',
    'Son perpendiculares',
    'se cortan en el vértice formando un ángulo recto',
  ],
  ['En un dado, ¿cómo son la cara de arriba y la cara de abajo?', 'Son paralelas', 'son caras opuestas: no se cortan'],
  [
    'En una pirámide de base cuadrada, ¿cómo son dos aristas laterales que llegan a la cúspide?',
    'Se cortan, pero no son perpendiculares',
    'se juntan en la cúspide sin formar un ángulo recto',
  ],
  [
    'En un triángulo equilátero, ¿cómo son dos de sus lados?',
    'Se cortan, pero no son perpendiculares',
    'se cortan formando un ángulo de 60°',
  ],
  [
    'En un cubo, ¿cómo son la cara del frente y una cara lateral?',
    'Son perpendiculares',
    'se cortan en una arista formando un ángulo recto',
  ],
  ['En un paso de cebra, ¿cómo son dos franjas blancas?', 'Son paralelas', 'van en la misma dirección sin cortarse'],
  ['En una escalera de mano, ¿cómo son dos peldaños?', 'Son paralelos', 'tienen la misma dirección y no se cortan'],
  [
    'En un cuaderno cuadriculado, ¿cómo son una línea horizontal y una vertical de la cuadrícula?',
    'Son perpendiculares',
    'se cortan formando ángulos rectos',
  ],
  [
    'En un ladrillo, ¿cómo son una arista de la cara de arriba y la arista opuesta de la cara de abajo que no está bajo ella ni la corta?',
    'No son paralelas y no se cortan',
    'están en planos distintos, con direcciones distintas, sin tocarse',
  ],
  [
    'En un rombo que no es cuadrado, ¿cómo son dos lados que comparten un vértice?',
    'Se cortan, pero no son perpendiculares',
    'se cortan sin formar un ángulo recto',
  ],
  [
    'En una puerta cerrada, ¿cómo son el borde superior y el borde inferior?',
    'Son paralelos',
    'tienen la misma dirección y no se cortan',
  ],
  [
    'En un arco de fútbol, ¿cómo son el travesaño y uno de los postes?',
    'Son perpendiculares',
    'se unen formando un ángulo recto',
  ],
  [
    'En las vías de un tren recto, ¿cómo son los dos rieles?',
    'Son paralelos',
    'mantienen la misma distancia y no se cortan',
  ],
  [
    'En unas tijeras abiertas, ¿cómo son sus dos hojas?',
    'Se cortan, pero no son perpendiculares',
    'se cruzan en el tornillo sin formar un ángulo recto',
  ],
  ['En una mesa rectangular, ¿cómo son sus dos bordes largos?', 'Son paralelos', 'son lados opuestos de un rectángulo'],
  ['En el signo +, ¿cómo son sus dos trazos?', 'Son perpendiculares', 'se cruzan formando cuatro ángulos rectos'],
  [
    'En una caja de zapatos, ¿cómo son la cara lateral izquierda y la cara lateral derecha?',
    'Son paralelas',
    'son caras opuestas que no se cortan',
  ],
  [
    'En un romboide, ¿cómo son dos lados opuestos?',
    'Son paralelos',
    'los lados opuestos de un paralelogramo son paralelos',
  ],
  ['En un libro cerrado, ¿cómo son la tapa y la contratapa?', 'Son paralelas', 'son caras opuestas que no se cortan'],
  ['En la letra L, ¿cómo son sus dos trazos?', 'Son perpendiculares', 'se unen formando un ángulo recto'],
  [
    'En la letra V, ¿cómo son sus dos trazos?',
    'Se cortan, pero no son perpendiculares',
    'se juntan abajo formando un ángulo agudo',
  ],
  [
    'En un televisor plano, ¿cómo son su borde superior y su borde izquierdo?',
    'Son perpendiculares',
    'se unen en una esquina recta',
  ],
  [
    'En una hoja de un cuaderno de matemática, ¿cómo son dos líneas verticales de la cuadrícula?',
    'Son paralelas',
    'tienen la misma dirección y no se cortan',
  ],
  [
    'En un techo a dos aguas, ¿cómo son las dos vigas inclinadas que se juntan arriba?',
    'Se cortan, pero no son perpendiculares',
    'se unen en lo alto del techo sin formar un ángulo recto',
  ],
  [
    'En una cancha de básquetbol, ¿cómo son las dos líneas de fondo?',
    'Son paralelas',
    'están en lados opuestos de la cancha rectangular',
  ],
  [
    'En un edificio, ¿cómo son el piso de un departamento y una pared?',
    'Son perpendiculares',
    'se juntan formando un ángulo recto',
  ],
  [
    'En un reloj que marca las 2:00, ¿cómo son las dos manecillas?',
    'Se cortan, pero no son perpendiculares',
    'se unen en el centro formando un ángulo de 60°',
  ],
  [
    'En una bandera de Chile, ¿cómo son el borde superior y el borde inferior?',
    'Son paralelos',
    'son lados opuestos de un rectángulo',
  ],
  [
    'En una cruz de una farmacia, ¿cómo son sus dos barras?',
    'Son perpendiculares',
    'se cruzan formando ángulos rectos',
  ],
  [
    'En un sobre cerrado, ¿cómo son las dos líneas diagonales del pliegue que se juntan en la punta?',
    'Se cortan, pero no son perpendiculares',
    'se juntan en la punta sin formar un ángulo recto',
  ],
  [
    'En un cajón de verduras, ¿cómo son el fondo y la cara de arriba abierta?',
    'Son paralelas',
    'son caras opuestas que no se cortan',
  ],
]

const ma05oa17: OaMaker[] = [
  (r) => {
    const [enunciado, key, why] = pick(r, lineScenarios)
    const fem = /paralelas/.test(key) || /arista|cara|franja/.test(enunciado)
    // Four options of about the same length, so the key is not told by its length.
    const label = (k: string) =>
      /^Son paralel/.test(k)
        ? `Son ${fem ? 'paralelas' : 'paralelos'}: no se cortan`
        : k === 'Son perpendiculares'
          ? 'Se cortan en ángulo recto'
          : k.startsWith('Se cortan')
            ? 'Se cortan en ángulo no recto'
            : `Ni se cortan ni son ${fem ? 'paralelas' : 'paralelos'}`
    const options = ['Son paralelos', 'Son perpendiculares', 'Se cortan', 'Ni'].map(label)
    return concept(
      r,
      'Comprender',
      enunciado,
      label(key),
      options.filter((o) => o !== label(key)),
      `${label(key)}: ${why}.`,
    )
  },
  (r) => {
    const [figure, right] = pick(r, [
      ['rectángulo', true],
      ['cuadrado', true],
      ['rombo que no es cuadrado', false],
      ['romboide', false],
    ] as const)
    const letters = pick(r, quadLetters)
    const i = int(r, 0, 3)
    const opposite = int(r, 0, 1) === 0
    const side = (k: number) => `${letters[k % 4]}${letters[(k + 1) % 4]}`
    const other = opposite ? side(i + 2) : side(i + 1)
    const key = opposite ? relation2D.paralelos : right ? relation2D.perpendiculares : relation2D.oblicuos
    return concept(
      r,
      'Comprender',
      `En el ${figure} ${letters}, ¿cómo son los lados ${side(i)} y ${other}?`,
      key,
      Object.values(relation2D),
      opposite
        ? `En un ${figure} los lados opuestos son paralelos: ${side(i)} y ${other} nunca se cortan.`
        : right
          ? `Los lados consecutivos de un ${figure} se cortan formando un ángulo recto: son perpendiculares.`
          : `Los lados consecutivos de un ${figure} se cortan, pero sus ángulos no son rectos.`,
    )
  },
  (r) => {
    // Cube or box ABCDEFGH: ABCD below, EFGH above, E over A, F over B…
    const solid = pick(r, [
      'un cubo',
      'una caja con forma de paralelepípedo',
      'un ladrillo con forma de paralelepípedo',
    ])
    const bottom = ['AB', 'BC', 'CD', 'DA']
    const top = ['EF', 'FG', 'GH', 'HE']
    const up = ['AE', 'BF', 'CG', 'DH']
    const i = int(r, 0, 3)
    const cases = [
      [bottom[i]!, top[i]!, 'Son paralelas: no se cortan', 'están en caras opuestas y tienen la misma dirección'],
      [bottom[i]!, up[(i + 1) % 4]!, 'Se cortan en ángulo recto', 'se cortan en un vértice formando un ángulo recto'],
      [up[i]!, up[(i + 2) % 4]!, 'Son paralelas: no se cortan', 'ambas son verticales'],
      [
        bottom[i]!,
        up[(i + 2) % 4]!,
        'Ni se cortan ni son paralelas',
        'una es horizontal y la otra vertical, y no tienen un vértice común',
      ],
      [top[i]!, up[i]!, 'Se cortan en ángulo recto', 'se cortan en un vértice formando un ángulo recto'],
    ] as const
    const [e1, e2, key, why] = pick(r, cases)
    return concept(
      r,
      'Analizar',
      `En ${solid}, la cara de abajo es ABCD y la de arriba es EFGH (E sobre A, F sobre B, G sobre C y H sobre D). ¿Cómo son las aristas ${e1} y ${e2}?`,
      key,
      [
        'Son paralelas: no se cortan',
        'Se cortan en ángulo recto',
        'Ni se cortan ni son paralelas',
        'Se cortan en ángulo no recto',
      ],
      `Las aristas ${e1} y ${e2} ${why}.`,
    )
  },
  (r) => {
    const [which, key, why] = pick(r, [
      ['paralela a la cara ABCD', 'EFGH', 'la cara de arriba es paralela a la de abajo'],
      ['paralela a la cara ABFE', 'DCGH', 'la cara de atrás es paralela a la de adelante'],
      ['paralela a la cara BCGF', 'ADHE', 'las caras laterales opuestas son paralelas'],
      [
        'que no es perpendicular a la cara ABCD',
        'EFGH',
        'las cuatro caras laterales son perpendiculares a la base y la de arriba es paralela',
      ],
    ] as const)
    const [a, b, c] = [int(r, 3, 9), int(r, 3, 9), int(r, 3, 9)]
    return concept(
      r,
      'Recordar',
      `Una caja mide ${a} cm de largo, ${b} cm de ancho y ${c} cm de alto. Su cara de abajo es ABCD y la de arriba EFGH (E sobre A, F sobre B, G sobre C, H sobre D). ¿Cuál es la cara ${which}?`,
      key,
      ['EFGH', 'DCGH', 'ADHE', 'ABFE', 'BCGF'].filter((f) => f !== key),
      `Es ${key}: ${why}.`,
    )
  },
  (r) => {
    const [relation, example, others] = pick(r, [
      [
        'paralelas',
        'Los rieles de una línea de tren',
        [
          'Las manecillas de un reloj a las 3:00',
          'Las dos aspas de una tijera abierta',
          'El borde del piso y la arista vertical de una pared',
        ],
      ],
      [
        'perpendiculares',
        'El borde del piso y la arista vertical de una pared',
        [
          'Los rieles de una línea de tren',
          'Las dos aspas de una tijera abierta',
          'Las líneas laterales de una cancha',
        ],
      ],
      [
        'que se cortan sin ser perpendiculares',
        'Las dos aspas de una tijera abierta',
        [
          'Los rieles de una línea de tren',
          'Las manecillas de un reloj a las 3:00',
          'Las líneas laterales de una cancha',
        ],
      ],
      [
        'perpendiculares',
        'Las manecillas de un reloj a las 3:00',
        ['Los peldaños de una escalera de mano', 'Las dos aspas de una tijera abierta', 'Las cuerdas de una guitarra'],
      ],
      [
        'paralelas',
        'Las cuerdas de una guitarra',
        [
          'Las manecillas de un reloj a las 3:00',
          'Las dos aspas de una tijera abierta',
          'El borde del piso y la arista vertical de una pared',
        ],
      ],
    ] as const)
    return concept(
      r,
      'Comprender',
      `¿Cuál de estos pares es un ejemplo de líneas ${relation}?`,
      example,
      others,
      `${example}: son líneas ${relation}.`,
    )
  },
]

const moves = (r: Rng) =>
  pick(r, [
    `se traslada ${int(r, 2, 9)} cuadros hacia la derecha`,
    `se traslada ${int(r, 2, 9)} cuadros hacia arriba`,
    `se refleja respecto de una recta vertical`,
    `se refleja respecto de una recta horizontal`,
    `se rota en ${pick(r, [90, 180, 270])}° en torno a uno de sus vértices`,
  ])

const ma05oa18: OaMaker[] = [
  (r) => {
    const [a, b] = [int(r, 2, 9), int(r, 2, 9)]
    const c = int(r, Math.abs(a - b) + 1, a + b - 1)
    const move = moves(r)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `Un triángulo de lados ${a} cm, ${b} cm y ${c} cm ${move}. ¿Cuál es el perímetro de la figura que se obtiene?`,
        `Un banderín triangular de ${a} cm, ${b} cm y ${c} cm ${move}. ¿Cuánto mide el contorno del banderín en su nueva posición?`,
        `En la cuadrícula de ${pick(r, names)}, un terreno triangular con lados de ${a}, ${b} y ${c} cm ${move}. ¿Cuántos centímetros de cerca rodean la imagen?`,
      ]),
      value: a + b + c,
      unit: 'cm',
      wrong: [2 * (a + b + c), a + b, a * b],
      expresion: `${a} + ${b} + ${c}`,
      solucion: `Una traslación, una reflexión o una rotación no cambia las medidas: la imagen es congruente y su perímetro es ${a} + ${b} + ${c} = ${a + b + c} cm.`,
    })
  },
  (r) => {
    const A = int(r, 30, 80)
    const B = int(r, 30, 150 - A)
    const move = moves(r)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `El triángulo ABC tiene ∠A = ${A}° y ∠B = ${B}°. El triángulo ${move} y se obtiene A'B'C'. ¿Cuánto mide ∠C'?`,
        `Una escuadra de dibujo con ángulos de ${A}° y ${B}° ${move}. ¿Cuánto mide su tercer ángulo después del movimiento?`,
        `${pick(r, names)} recorta un triángulo de papel con esquinas de ${A}° y ${B}°, y la figura ${move}. ¿Qué medida tiene la esquina restante en la copia?`,
      ]),
      value: 180 - A - B,
      unit: '°',
      wrong: [A + B, 360 - A - B, 90 - Math.min(A, B)],
      expresion: `180 - ${A} - ${B}`,
      solucion: `Las figuras son congruentes, así que ∠C' = ∠C = 180° − ${A}° − ${B}° = ${180 - A - B}°.`,
    })
  },
  (r) => {
    const kind = pick(r, ['traslación', 'reflexión', 'rotación'] as const)
    const [x, y] = [int(r, 1, 6), int(r, 1, 6)]
    const answers = {
      traslación: 'Solo su posición',
      reflexión: 'Su posición y su orientación, como en un espejo',
      rotación: 'Su posición, porque la figura gira',
    }
    const measures2 = pick(r, ['Sus lados y sus ángulos', 'Su tamaño', 'Su forma y su tamaño'])
    return concept(
      r,
      'Comprender',
      `Una figura con un vértice en ${pt(x, y)} se mueve en una cuadrícula mediante una ${kind}. ¿Qué puede cambiar en la figura?`,
      answers[kind],
      [...Object.values(answers).filter((a) => a !== answers[kind]), measures2],
      `Una ${kind} cambia ${answers[kind].toLowerCase()}; la forma y el tamaño se mantienen: las figuras son congruentes.`,
    )
  },
  (r) => {
    const [a, b] = sample(r, [2, 3, 4, 5, 6, 7, 8], 2) as [number, number]
    const congruent = int(r, 0, 2) > 0
    const [c, d] = congruent ? [b, a] : [b, a + 1]
    return concept(
      r,
      'Analizar',
      `En una cuadrícula hay un rectángulo de ${a} por ${b} cuadros, acostado, y otro de ${c} por ${d} cuadros, de pie. ¿Qué se puede afirmar?`,
      congruent ? 'Son congruentes: uno es una rotación del otro' : 'No son congruentes: sus lados miden distinto',
      congruent
        ? [
            'No son congruentes: están en distinta posición',
            'No son congruentes: sus lados miden distinto',
            'Son congruentes solo si tienen el mismo color',
          ]
        : [
            'Son congruentes: uno es una rotación del otro',
            'Son congruentes: uno es una traslación del otro',
            'Son congruentes solo si tienen el mismo color',
          ],
      congruent
        ? `Al girar en 90° el rectángulo de ${a} por ${b} se obtiene uno de ${b} por ${a}: tienen la misma forma y tamaño.`
        : `Un rectángulo de ${a} por ${b} no puede coincidir con uno de ${c} por ${d}: ningún movimiento cambia las medidas.`,
    )
  },
  (r) => {
    const [x, y] = [int(r, 1, 4), int(r, 1, 6)]
    const k = int(r, x + 1, 8)
    return concept(
      r,
      'Aplicar',
      `El vértice A${pt(x, y)} de una figura se refleja respecto de la recta vertical que pasa por x = ${k}. ¿Dónde queda su imagen A'?`,
      pt(2 * k - x, y),
      [pt(x, 2 * k - y), pt(k + x, y), pt(2 * k - x, 2 * k - y), pt(k, y)],
      `A está a ${k - x} unidades a la izquierda de la recta; su imagen queda a ${k - x} a la derecha: x = ${k} + ${k - x} = ${2 * k - x}, y la altura no cambia.`,
    )
  },
]

const meanContexts = [
  { what: 'los goles que marcó un equipo en', unit: '', items: 'partidos', min: 0, max: 6 },
  { what: 'las horas que durmió Tomás en', unit: 'h', items: 'noches', min: 6, max: 10 },
  { what: 'los libros que leyó un club en', unit: '', items: 'meses', min: 2, max: 12 },
  { what: 'los kilogramos de papel reciclados por un curso en', unit: 'kg', items: 'semanas', min: 3, max: 15 },
  { what: 'los puntos obtenidos por Josefa en', unit: '', items: 'juegos', min: 10, max: 40 },
] as const

const ma05oa23: OaMaker[] = [
  (r) => {
    const n = int(r, 3, 9)
    const mean = int(r, 12, 95)
    const [what, unit] = pick(r, [
      ['los kilos de manzanas cosechados por árbol en un huerto', 'kg'],
      ['los minutos que tardó cada corredor en una carrera', 'min'],
      ['los pasajeros por viaje de un bus rural', ''],
      ['los metros que nadó cada integrante de un equipo de relevos', 'm'],
      ['los puntos por partido de una jugadora de básquetbol', ''],
    ] as const)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `El promedio de ${what} es ${withUnit(mean, unit)}, con ${n} datos. ¿Cuánto suman todos los datos?`,
        `${pick(r, names)} calculó que el promedio de ${what} fue ${withUnit(mean, unit)} en ${n} registros. ¿Cuál es el total acumulado?`,
      ]),
      value: mean * n,
      unit,
      wrong: [mean + n, mean, mean * (n - 1)],
      expresion: `${mean} * ${n}`,
      solucion: `Promedio = suma ÷ cantidad, así que suma = promedio · cantidad = ${mean} · ${n} = ${num(mean * n)}${unit ? ` ${unit}` : ''}.`,
    })
  },
  (r) => {
    const c = pick(r, meanContexts)
    const n = int(r, 4, 6)
    const data = Array.from({ length: n - 1 }, () => int(r, c.min, c.max))
    const mean = int(r, Math.max(c.min, Math.ceil(sum(data) / n) - 1), Math.floor((sum(data) + c.max) / n))
    const last = mean * n - sum(data)
    if (last < c.min || last > c.max) throw new Error('fuera de rango')
    data.push(last)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Estos son ${c.what} ${n} ${c.items}: ${data.join(', ')}. ¿Cuál es el promedio?`,
        `${pick(r, names)} anotó ${c.what} ${n} ${c.items} (${data.join(', ')}) y quiere resumirlos en un solo número. ¿Cuál es la media aritmética?`,
        `${c.what.replace(/^./, (x) => x.toUpperCase())} ${n} ${c.items} fueron ${data.join(', ')}. Si todos esos datos fueran iguales, con la misma suma, ¿cuánto valdría cada uno?`,
      ]),
      value: mean,
      unit: c.unit,
      wrong: [sum(data), sum(data) / (n - 1), Math.max(...data) - Math.min(...data)],
      expresion: `(${data.join(' + ')}) / ${n}`,
      solucion: `Se suman los datos y se divide por la cantidad de datos: ${sum(data)} ÷ ${n} = ${mean}.`,
    })
  },
  (r) => {
    const grades = Array.from({ length: 3 }, () => int(r, 40, 70))
    const target = int(r, 45, 65)
    const missing = target * 4 - sum(grades)
    if (missing < 10 || missing > 70) throw new Error('nota imposible')
    const who = pick(r, names)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `${who} tiene las notas ${grades.map((g) => grade(g / 10)).join('; ')} y le falta una. ¿Qué nota necesita en la cuarta prueba para que su promedio sea ${grade(target / 10)}?`,
      value: missing / 10,
      show: grade,
      wrong: [
        target / 10,
        (target * 3 - sum(grades)) / 10 > 0 ? (target * 3 - sum(grades)) / 10 : 7,
        (missing + 5) / 10,
      ],
      expresion: `(${target} * 4 - ${sum(grades)}) / 10`,
      solucion: `Las cuatro notas deben sumar ${grade(target / 10)} · 4 = ${grade((target * 4) / 10)}; ya suma ${grade(sum(grades) / 10)}, así que falta ${grade(missing / 10)}.`,
    })
  },
  (r) => {
    const [ctx, unit, value] = pick(r, [
      ['la estatura de los estudiantes de un curso', 'cm', int(r, 135, 150)],
      ['los minutos diarios que un curso lee en casa', 'minutos', int(r, 15, 40)],
      ['los kilómetros que camina al día un grupo de vecinos', 'km', int(r, 2, 6)],
      ['las horas semanales de deporte de un club', 'horas', int(r, 3, 8)],
      ['la masa de las mochilas de un curso', 'kg', int(r, 3, 7)],
    ] as const)
    const shown = `${value} ${unit}`
    return concept(
      r,
      'Comprender',
      pick(r, [
        `El promedio de ${ctx} es ${shown}. ¿Qué significa este dato?`,
        `Un informe dice que, en promedio, ${ctx} es ${shown}. ¿Cómo se interpreta?`,
      ]),
      `Repartido el total por igual, a cada uno le tocarían ${shown}`,
      [
        `Todos los del grupo tienen exactamente ${shown}, sin excepción`,
        `La mayoría tiene ${shown} y el resto se acerca a ese valor`,
        `Ninguno de los del grupo puede tener más de ${shown}`,
      ],
      `El promedio reparte el total por igual entre todos; puede que nadie tenga exactamente ${shown}.`,
    )
  },
  (r) => {
    const n = int(r, 3, 5)
    const mean = int(r, 2, 6)
    const extra = mean + int(r, 1, 4) * (n + 1)
    const newMean = (mean * n + extra) / (n + 1)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Un equipo marcó en promedio ${mean} goles en sus primeros ${n} partidos. En el partido siguiente marcó ${extra} goles. ¿Cuál es el nuevo promedio de goles por partido?`,
        `${pick(r, names)} leyó en promedio ${mean} cuentos por semana durante ${n} semanas; la semana siguiente leyó ${extra}. ¿Cuál es ahora su promedio semanal?`,
        `Una panadería vendió en promedio ${mean} docenas de hallullas en ${n} días y al día siguiente vendió ${extra}. ¿Cuál es el nuevo promedio diario?`,
      ]),
      value: newMean,
      wrong: [(mean + extra) / 2, mean * n + extra, mean + 1 === newMean ? mean + 2 : mean + 1],
      expresion: `(${mean} * ${n} + ${extra}) / ${n + 1}`,
      solucion: `Los primeros ${n} datos suman ${mean} · ${n} = ${mean * n}; con el nuevo, ${mean * n + extra} en ${n + 1} datos: ${mean * n + extra} ÷ ${n + 1} = ${num(newMean)}.`,
    })
  },
]

const chanceWords = ['Seguro', 'Posible', 'Poco posible', 'Imposible'] as const
const colors = ['rojas', 'azules', 'verdes', 'amarillas', 'blancas'] as const
const singular: Record<string, string> = {
  rojas: 'roja',
  azules: 'azul',
  verdes: 'verde',
  amarillas: 'amarilla',
  blancas: 'blanca',
}
const colorName = (plural: string) => singular[plural]!.replace(/^./, (c) => c.toUpperCase())

/** Random experiments of 5° Básico described in words, with how likely the event is. */
const chanceScenarios: readonly (readonly [string, (typeof chanceWords)[number], string])[] = [
  [
    'Se lanza un dado común. ¿Cómo es que salga un número menor que 10?',
    'Seguro',
    'todos los números del dado son menores que 10',
  ],
  ['Se lanza una moneda. ¿Cómo es que salga cara o sello?', 'Seguro', 'la moneda siempre muestra una de sus dos caras'],
  [
    'De una caja con 20 lápices azules se saca uno sin mirar. ¿Cómo es que sea azul?',
    'Seguro',
    'todos los lápices son azules',
  ],
  [
    'Se saca una carta de un mazo que solo tiene corazones. ¿Cómo es sacar un trébol?',
    'Imposible',
    'no hay tréboles en el mazo',
  ],
  [
    'En una tómbola con los números del 1 al 30 se saca una bolita. ¿Cómo es que salga el 45?',
    'Imposible',
    'el 45 no está en la tómbola',
  ],
  ['Se lanza un dado común. ¿Cómo es que salga un 7?', 'Imposible', 'el dado solo tiene números del 1 al 6'],
  [
    'En un sorteo entre los 35 estudiantes del curso, ¿cómo es que gane una persona determinada?',
    'Poco posible',
    'es solo 1 de 35 nombres',
  ],
  [
    'En una bolsa hay 19 caramelos de menta y 1 de frutilla. ¿Cómo es sacar, sin mirar, el de frutilla?',
    'Poco posible',
    'hay 1 de 20 caramelos',
  ],
  [
    'Una ruleta tiene 10 partes iguales y solo una es dorada. ¿Cómo es que la flecha se detenga en la dorada?',
    'Poco posible',
    'es 1 de 10 partes',
  ],
  ['Se lanzan dos dados. ¿Cómo es que ambos muestren un 6?', 'Poco posible', 'es 1 de 36 combinaciones'],
  [
    'Se lanza un dado común. ¿Cómo es que salga un número par?',
    'Posible',
    'salen pares en 3 de 6 caras, pero también pueden salir impares',
  ],
  [
    'De un frasco con 6 bolitas rojas y 4 verdes se saca una sin mirar. ¿Cómo es que sea roja?',
    'Posible',
    'hay muchas rojas, pero también hay verdes',
  ],
  ['Se lanza una moneda. ¿Cómo es que salga sello?', 'Posible', 'puede salir sello o cara'],
  [
    'Se elige al azar un día de la semana. ¿Cómo es que sea un día hábil, de lunes a viernes?',
    'Posible',
    'son 5 de 7 días, pero puede tocar sábado o domingo',
  ],
  ['Se elige al azar un mes del año. ¿Cómo es que tenga 35 días?', 'Imposible', 'ningún mes tiene 35 días'],
  [
    'Se elige al azar una letra de la palabra CASA. ¿Cómo es que sea una vocal o una consonante?',
    'Seguro',
    'toda letra es vocal o consonante',
  ],
  [
    'Se elige al azar una letra de la palabra MURCIÉLAGO. ¿Cómo es que sea la letra Z?',
    'Imposible',
    'la palabra no tiene Z',
  ],
  [
    'Se elige al azar una letra de la palabra PARALELEPÍPEDO. ¿Cómo es que sea la letra R?',
    'Poco posible',
    'hay solo una R entre 14 letras',
  ],
  [
    'Un naipe español tiene 40 cartas y 10 son de oros. ¿Cómo es sacar, sin mirar, una carta de oros?',
    'Posible',
    'hay 10 de 40, ni pocas ni todas',
  ],
  [
    'En una urna hay 50 papeles numerados del 1 al 50. ¿Cómo es sacar un número mayor que cero?',
    'Seguro',
    'todos los números de la urna son mayores que cero',
  ],
  [
    'Se hace girar una ruleta con 4 sectores iguales: rojo, azul, verde y amarillo. ¿Cómo es que salga azul?',
    'Posible',
    'es uno de los cuatro colores',
  ],
  [
    'Se saca una bolita de una bolsa con 25 bolitas blancas y 1 negra. ¿Cómo es que sea negra?',
    'Poco posible',
    'hay 1 negra entre 26',
  ],
  [
    'Un semáforo cambia de rojo a verde cada minuto. Si se mira en un momento al azar, ¿cómo es que esté azul?',
    'Imposible',
    'un semáforo no tiene luz azul',
  ],
  [
    'En un estuche hay 12 lápices: 11 son grafito y 1 es de color. ¿Cómo es sacar sin mirar un lápiz grafito?',
    'Posible',
    'hay muchos grafito, pero queda uno de color',
  ],
  ['Se lanzan tres monedas. ¿Cómo es que salgan las tres cara?', 'Poco posible', 'es solo 1 de 8 resultados'],
  [
    'Un calcetín se saca a oscuras de un cajón con 8 calcetines negros. ¿Cómo es que sea negro?',
    'Seguro',
    'todos los calcetines del cajón son negros',
  ],
  [
    'Se reparten al azar los 4 puestos de una fila entre 4 amigos. ¿Cómo es que alguien quede primero?',
    'Seguro',
    'siempre alguno ocupa el primer puesto',
  ],
  [
    'Al girar una ruleta de 8 sectores iguales, 7 celestes y 1 naranja, ¿cómo es que salga celeste?',
    'Posible',
    'hay 7 de 8 sectores celestes, pero no todos',
  ],
  [
    'Se escoge al azar a un estudiante de 5° básico. ¿Cómo es que tenga 80 años?',
    'Imposible',
    'ningún estudiante de 5° básico tiene esa edad',
  ],
  [
    'En una caja hay 100 boletos y solo 2 tienen premio. ¿Cómo es sacar un boleto con premio?',
    'Poco posible',
    'son 2 de 100',
  ],
]

const ma05oa24: OaMaker[] = [
  (r) => {
    const [enunciado, key, why] = pick(r, chanceScenarios)
    return concept(r, 'Comprender', enunciado, key, chanceWords, `Es ${key.toLowerCase()}: ${why}.`)
  },
  (r) => {
    const [c1, c2, c3] = sample(r, colors, 3) as [string, string, string]
    const many = int(r, 6, 12)
    const few = int(r, 1, Math.floor(many / 4))
    const total = many + few
    const [event, key, why] = pick(r, [
      [`sacar una bolita ${singular[c2]}`, 'Poco posible', `hay solo ${few} de ${total}`],
      [`sacar una bolita ${singular[c1]}`, 'Posible', `hay ${many} de ${total}, pero también hay ${c2}`],
      [`sacar una bolita ${singular[c3]}`, 'Imposible', `no hay bolitas ${c3} en la bolsa`],
      [`sacar una bolita ${singular[c1]} o ${singular[c2]}`, 'Seguro', 'todas las bolitas son de esos colores'],
    ] as const)
    return concept(
      r,
      'Comprender',
      `En una bolsa hay ${many} bolitas ${c1} y ${few} ${few === 1 ? singular[c2] : c2}. Se saca una sin mirar. ¿Cómo es ${event}?`,
      key,
      chanceWords,
      `Es ${key.toLowerCase()}: ${why}.`,
    )
  },
  (r) => {
    const [event, key, why] = pick(r, [
      [`un número menor que ${int(r, 7, 12)}`, 'Seguro', 'todas las caras del dado cumplen'],
      [`un número mayor que ${int(r, 6, 10)}`, 'Imposible', 'el dado solo tiene números del 1 al 6'],
      ['un 6', 'Poco posible', 'solo una de las seis caras lo cumple'],
      ['un 1', 'Poco posible', 'solo una de las seis caras lo cumple'],
      ['un número mayor que 1', 'Posible', 'cinco de las seis caras lo cumplen, pero puede salir 1'],
      ['un número menor que 6', 'Posible', 'cinco de las seis caras lo cumplen, pero puede salir 6'],
      [`el número ${int(r, 7, 20)}`, 'Imposible', 'el dado solo tiene números del 1 al 6'],
      ['un número del 1 al 6', 'Seguro', 'todas las caras del dado cumplen'],
    ] as const)
    return concept(
      r,
      'Comprender',
      `Se lanza un dado común de seis caras. ¿Cómo es obtener ${event}?`,
      key,
      chanceWords,
      `Es ${key.toLowerCase()}: ${why}.`,
    )
  },
  (r) => {
    const parts = pick(r, [6, 8, 10, 12])
    const big = int(r, Math.ceil(parts / 2), parts - 1)
    const [c1, c2, c3] = sample(r, ['rojo', 'azul', 'verde', 'amarillo'], 3) as [string, string, string]
    const asked = pick(r, [
      [c1, big === parts ? 'Seguro' : 'Posible'],
      [c2, parts - big <= parts / 5 ? 'Poco posible' : 'Posible'],
      [c3, 'Imposible'],
    ] as const)
    if (asked[0] === c2 && parts - big > parts / 5 && parts - big < parts / 2.5) throw new Error('dudoso')
    return concept(
      r,
      'Aplicar',
      `Una ruleta está dividida en ${parts} partes iguales: ${big} de color ${c1} y ${parts - big} de color ${c2}. ¿Cómo es que la flecha se detenga en el color ${asked[0]}?`,
      asked[1],
      chanceWords,
      asked[1] === 'Imposible'
        ? `Es imposible: la ruleta no tiene partes de color ${c3}.`
        : `Es ${asked[1].toLowerCase()}: ${asked[0] === c1 ? big : parts - big} de las ${parts} partes son de color ${asked[0]}.`,
    )
  },
  (r) => {
    const kind = pick(r, ['imposible', 'seguro'] as const)
    const n = int(r, 2, 5)
    const options =
      kind === 'imposible'
        ? [
            `Obtener ${n + 6} al lanzar un dado`,
            `Obtener ${n} al lanzar un dado`,
            'Obtener cara al lanzar una moneda',
            `Obtener un número menor que ${n + 2} al lanzar un dado`,
          ]
        : [
            `Obtener un número menor que ${n + 6} al lanzar un dado`,
            `Obtener ${n} al lanzar un dado`,
            'Obtener cara al lanzar una moneda',
            `Obtener un número mayor que ${n} al lanzar un dado`,
          ]
    return concept(
      r,
      'Recordar',
      `¿Cuál de estos eventos es ${kind}? (Considera un dado común de seis caras y una moneda).`,
      options[0]!,
      options.slice(1),
      kind === 'imposible'
        ? `Un dado solo tiene números del 1 al 6: obtener ${n + 6} no puede ocurrir.`
        : `Todas las caras de un dado son menores que ${n + 6}: ocurre siempre.`,
    )
  },
]

/** Two events of one experiment to compare without computing their probabilities. */
const comparisons: readonly (readonly [string, string, readonly string[], string])[] = [
  [
    'Al lanzar un dado, ¿qué es más probable?',
    'Obtener un número mayor que 1',
    ['Obtener un 6', 'Obtener un 1', 'Obtener un número mayor que 6'],
    'cinco caras son mayores que 1 y solo una es 6 o 1',
  ],
  [
    'En una ruleta con 6 sectores rojos y 2 blancos, todos iguales, ¿qué es menos probable?',
    'Que salga blanco',
    ['Que salga rojo', 'Que salga rojo o blanco', 'Ambos colores son igual de probables'],
    'el blanco ocupa menos sectores',
  ],
  [
    'En un curso hay 22 niñas y 14 niños, y se sortea un delegado. ¿Qué afirmación es correcta?',
    'Es más probable que salga una niña',
    ['Es más probable que salga un niño', 'Es igual de probable que salga niña o niño', 'Es seguro que salga una niña'],
    'hay más niñas que niños en el sorteo',
  ],
  [
    'Se saca una letra al azar de la palabra BANANA. ¿Qué es más probable?',
    'Sacar la letra A',
    ['Sacar la letra B', 'Sacar la letra N', 'Sacar la letra B o la letra N, siempre igual que la A'],
    'la A aparece 3 veces, la N 2 y la B 1',
  ],
  [
    'Se lanza una moneda común. ¿Qué es correcto?',
    'Cara y sello son igual de probables',
    ['Cara es más probable que sello', 'Sello es más probable que cara', 'Depende de lo que salió antes'],
    'la moneda tiene dos caras iguales de probables',
  ],
  [
    'Al elegir al azar un día de la semana, ¿qué es más probable?',
    'Que el día empiece con M',
    ['Que el día empiece con L', 'Que el día empiece con V', 'Que el día empiece con D'],
    'martes y miércoles empiezan con M: son 2 días de 7',
  ],
  [
    'Una bolsa A tiene 1 bolita roja y 1 azul; una bolsa B, 10 rojas y 10 azules. ¿En cuál es más probable sacar roja?',
    'Es igual de probable en las dos',
    ['En la bolsa A', 'En la bolsa B', 'No se puede comparar'],
    'en ambas bolsas la mitad de las bolitas es roja',
  ],
  [
    'Un naipe tiene 13 cartas de cada pinta. Se quitan 5 corazones. Al sacar una carta, ¿qué pinta es menos probable?',
    'Corazones',
    ['Tréboles', 'Diamantes', 'Picas'],
    'quedan menos cartas de corazones que de las otras pintas',
  ],
  [
    'Al lanzar dos monedas, ¿qué es más probable?',
    'Obtener una cara y un sello',
    ['Obtener dos caras', 'Obtener dos sellos', 'Los tres resultados son igual de probables'],
    'una cara y un sello puede darse de dos maneras (CS y SC)',
  ],
  [
    'En una tómbola con los números del 1 al 20, ¿qué es más probable?',
    'Sacar un número de una o dos cifras',
    ['Sacar el número 20', 'Sacar un número mayor que 20', 'Sacar un número de tres cifras'],
    'hay números de una o dos cifras en toda la tómbola',
  ],
  [
    'Un frasco tiene 8 dulces de limón, 3 de naranja y 1 de uva. ¿Qué sabor es menos probable sacar sin mirar?',
    'Uva',
    ['Limón', 'Naranja', 'Los tres son igual de probables'],
    'hay un solo dulce de uva',
  ],
  [
    'En una rifa, Camila compró 5 números y Tomás compró 2, de los mismos 100. ¿Qué es correcto?',
    'Camila tiene más posibilidades de ganar',
    ['Tomás tiene más posibilidades de ganar', 'Ambos tienen las mismas posibilidades', 'Ninguno puede ganar'],
    'Camila tiene más números en la rifa',
  ],
  [
    'Al girar una ruleta con 3 sectores iguales (verde, verde y morado), ¿qué es más probable?',
    'Que salga verde',
    ['Que salga morado', 'Verde y morado son igual de probables', 'Que no salga ningún color'],
    'el verde ocupa dos de los tres sectores',
  ],
  [
    'Se elige al azar un número del 1 al 10. ¿Qué es más probable?',
    'Que sea mayor que 3',
    ['Que sea menor que 3', 'Que sea el 10', 'Que sea mayor que 10'],
    'siete números son mayores que 3 y solo dos menores',
  ],
  [
    'En un juego, Ana gana si el dado muestra 1 o 2 y Luis gana si muestra 3, 4, 5 o 6. ¿Qué es correcto?',
    'Luis tiene más posibilidades de ganar',
    ['Ana tiene más posibilidades de ganar', 'Ambos tienen las mismas posibilidades', 'Ninguno puede ganar'],
    'a Luis le sirven 4 caras y a Ana 2',
  ],
  [
    'En la caja A hay 3 fichas ganadoras de 10; en la caja B, 3 ganadoras de 5. ¿Dónde conviene sacar?',
    'En la caja B',
    ['En la caja A', 'Da lo mismo', 'En ninguna se puede ganar'],
    'en B las ganadoras son una parte mayor del total',
  ],
  [
    'En el quiosco hay 15 jugos de naranja y 15 de piña, y se entrega uno al azar. ¿Qué es correcto?',
    'Naranja y piña son igual de probables',
    ['Es más probable naranja', 'Es más probable piña', 'Es seguro que salga naranja'],
    'hay la misma cantidad de cada jugo',
  ],
  [
    'Una ruleta tiene 12 sectores iguales: 1 rojo, 5 azules y 6 verdes. ¿Qué color es menos probable?',
    'Rojo',
    ['Azul', 'Verde', 'Todos son igual de probables'],
    'el rojo ocupa un solo sector',
  ],
  [
    'Se saca una letra al azar de la palabra ELEFANTE. ¿Qué letra es más probable?',
    'La E',
    ['La L', 'La F', 'La T'],
    'la E aparece 3 veces de 8',
  ],
  [
    'Se lanza un dado. ¿Qué es más probable: un número impar o un número menor que 3?',
    'Un número impar',
    ['Un número menor que 3', 'Son igual de probables', 'Ninguno puede salir'],
    'hay 3 impares y solo 2 números menores que 3',
  ],
  [
    'Del 1 al 12 se elige un número al azar. ¿Qué es más probable?',
    'Que sea múltiplo de 2',
    ['Que sea múltiplo de 5', 'Que sea múltiplo de 7', 'Que sea múltiplo de 13'],
    'hay 6 múltiplos de 2 y apenas 2 de 5, 1 de 7 y ninguno de 13',
  ],
  [
    'En un ánfora hay 4 papeles con «sí» y 9 con «no». ¿Qué afirmación es correcta?',
    'Es más probable sacar «no»',
    ['Es más probable sacar «sí»', 'Ambas respuestas son igual de probables', 'Es seguro sacar «no»'],
    'hay más papeles con «no», pero también hay con «sí»',
  ],
]

const ma05oa25: OaMaker[] = [
  (r) => {
    const [enunciado, key, others, why] = pick(r, comparisons)
    return concept(r, 'Analizar', enunciado, key, others, `${key}: ${why}.`)
  },
  (r) => {
    const chosen = sample(r, ['rojas', 'azules', 'verdes', 'amarillas'], 3)
    const counts = sample(r, [1, 2, 3, 4, 5, 6, 7, 8, 9], 3).sort((a, b) => b - a)
    const most = int(r, 0, 1) === 0
    const key = most ? chosen[0]! : chosen[2]!
    const container = pick(r, ['una bolsa', 'una caja', 'un frasco', 'una urna'])
    return concept(
      r,
      'Comprender',
      `En ${container} hay ${counts
        .map((c, i) => `${c} bolitas ${chosen[i]}`)
        .join(', ')
        .replace(
          /, ([^,]*)$/,
          ' y $1',
        )}. Se saca una sin mirar. ¿De qué color es ${most ? 'más' : 'menos'} probable que sea?`,
      colorName(key),
      [
        ...chosen.filter((c) => c !== key),
        ['rojas', 'azules', 'verdes', 'amarillas'].find((c) => !chosen.includes(c))!,
      ].map(colorName),
      `Es ${most ? 'más' : 'menos'} probable el color con ${most ? 'más' : 'menos'} bolitas: ${key} (${most ? counts[0] : counts[2]}).`,
    )
  },
  (r) => {
    const red = int(r, 2, 6)
    const [blueA, blueB] = sample(r, [1, 2, 3, 4, 5, 6, 7, 8], 2) as [number, number]
    const kind = pick(r, ['mismas rojas', 'mismas azules', 'igual'] as const)
    const A = { red, blue: blueA }
    const B =
      kind === 'mismas rojas'
        ? { red, blue: blueB }
        : kind === 'mismas azules'
          ? { red: red + int(r, 1, 4), blue: blueA }
          : { red: red * 2, blue: blueA * 2 }
    const pa = fr(A.red, A.red + A.blue)
    const pb = fr(B.red, B.red + B.blue)
    const key = pa.equals(pb)
      ? 'Es igual de probable en ambas bolsas'
      : pa.compare(pb) > 0
        ? 'En la bolsa A'
        : 'En la bolsa B'
    return concept(
      r,
      'Analizar',
      `La bolsa A tiene ${A.red} bolitas rojas y ${A.blue} ${A.blue === 1 ? 'azul' : 'azules'}; la bolsa B tiene ${B.red} rojas y ${B.blue} ${B.blue === 1 ? 'azul' : 'azules'}. ¿En qué bolsa es más probable sacar una bolita roja?`,
      key,
      ['En la bolsa A', 'En la bolsa B', 'Es igual de probable en ambas bolsas', 'No se puede saber sin sacar bolitas'],
      kind === 'igual'
        ? 'La bolsa B tiene el doble de rojas y el doble de azules: la proporción de rojas es la misma.'
        : kind === 'mismas rojas'
          ? `Ambas tienen ${red} rojas; es más probable donde hay menos azules que compitan con ellas.`
          : `Ambas tienen ${A.blue} ${A.blue === 1 ? 'azul' : 'azules'}; es más probable donde hay más rojas.`,
    )
  },
  (r) => {
    const parts = pick(r, [6, 8, 10, 12])
    const a = int(r, 2, parts - 3)
    const b = int(r, 1, parts - a - 1)
    const c = parts - a - b
    if (a === b || b === c || a === c) throw new Error('empate')
    const [ca, cb, cc] = sample(r, ['rojo', 'azul', 'verde', 'amarillo'], 3) as [string, string, string]
    // Three (color, sectors) pairs, sorted in place: `sort` answers the same tuple, so its three places are typed.
    const by: [[string, number], [string, number], [string, number]] = [
      [ca, a],
      [cb, b],
      [cc, c],
    ]
    const [hi, mid, lo] = by.sort((x, y) => y[1] - x[1])
    return concept(
      r,
      'Analizar',
      `Una ruleta tiene ${parts} sectores iguales: ${a} de color ${ca}, ${b} de color ${cb} y ${c} de color ${cc}. ¿Qué afirmación es correcta?`,
      `Es más probable que salga ${hi[0]} que ${mid[0]}`,
      [
        `Es más probable que salga ${lo[0]} que ${mid[0]}`,
        `Es igual de probable que salga ${hi[0]} o ${lo[0]}`,
        `Es menos probable que salga ${hi[0]} que ${lo[0]}`,
      ],
      `El color ${hi[0]} ocupa ${hi[1]} sectores y el ${mid[0]}, ${mid[1]}: con más sectores es más probable.`,
    )
  },
]

const surveys = [
  { title: 'los libros leídos por un curso', labels: ['marzo', 'abril', 'mayo', 'junio', 'julio'], min: 5, max: 30 },
  { title: 'los kilos de papel reciclado por curso', labels: ['5° A', '5° B', '5° C', '5° D'], min: 8, max: 40 },
  {
    title: 'el deporte preferido de los estudiantes',
    labels: ['fútbol', 'básquetbol', 'voleibol', 'natación', 'atletismo'],
    min: 3,
    max: 20,
  },
  {
    title: 'las entradas vendidas para la obra del colegio',
    labels: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'],
    min: 10,
    max: 60,
  },
] as const
const distinctCounts = (r: Rng, n: number, min: number, max: number) =>
  sample(
    r,
    Array.from({ length: max - min + 1 }, (_, i) => min + i),
    n,
  )

const ma05oa26: OaMaker[] = [
  (r) => {
    const s = pick(r, surveys)
    const counts = distinctCounts(r, s.labels.length, s.min, s.max)
    const graph = pick(r, ['una tabla', 'un gráfico de barras simple'])
    const rows = s.labels.map((l, i) => `${l}: ${counts[i]}`).join('; ')
    const [i, j] = sample(r, [...s.labels.keys()], 2) as [number, number]
    const [hi, lo] = counts[i]! > counts[j]! ? [i, j] : [j, i]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${graph === 'una tabla' ? 'Una tabla' : 'Un gráfico de barras simple'} muestra ${s.title}: ${rows}. ¿Cuántos más hay en ${s.labels[hi]} que en ${s.labels[lo]}?`,
      value: counts[hi]! - counts[lo]!,
      wrong: [counts[hi]! + counts[lo]!, counts[hi]!, counts[lo]!],
      expresion: `${counts[hi]} - ${counts[lo]}`,
      solucion: `Se leen los dos valores y se restan: ${counts[hi]} − ${counts[lo]} = ${counts[hi]! - counts[lo]!}.`,
    })
  },
  (r) => {
    const s = pick(r, surveys)
    const counts = distinctCounts(r, s.labels.length, s.min, s.max)
    const missing = int(r, 0, counts.length - 1)
    const total = sum(counts)
    const rows = s.labels.map((l, i) => `${l}: ${i === missing ? '?' : counts[i]}`).join('; ')
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Una tabla sobre ${s.title} tiene un dato borrado: ${rows}. Si el total es ${total}, ¿qué número falta?`,
        `A un gráfico de barras sobre ${s.title} le falta una barra (${rows}). Se sabe que en total son ${total}. ¿Qué altura debe tener la barra que falta?`,
        `${pick(r, names)} completa una tabla de ${s.title}: ${rows}, con ${total} en total. ¿Qué valor escribe en el casillero vacío?`,
      ]),
      value: counts[missing]!,
      wrong: [total - counts[missing]!, counts[missing]! + 10, Math.round(total / counts.length)],
      expresion: `${total} - ${counts.filter((_, i) => i !== missing).join(' - ')}`,
      solucion: `Se resta al total la suma de los datos conocidos: ${total} − ${total - counts[missing]!} = ${counts[missing]}.`,
    })
  },
  (r) => {
    const [title, hours, unit, verb] = pick(r, [
      ['la temperatura de un día en Calama', ['8:00', '10:00', '12:00', '14:00', '16:00'], '°C', 'subió'],
      [
        'la altura de una planta de porotos',
        ['semana 1', 'semana 2', 'semana 3', 'semana 4', 'semana 5'],
        'cm',
        'creció',
      ],
      [
        `los ahorros acumulados de ${pick(r, names)}, en miles de pesos`,
        ['marzo', 'abril', 'mayo', 'junio', 'julio'],
        '',
        'aumentaron',
      ],
      [
        'los visitantes de una biblioteca',
        ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'],
        'personas',
        'aumentaron',
      ],
      [
        'las ventas de helados de un quiosco',
        ['octubre', 'noviembre', 'diciembre', 'enero', 'febrero'],
        'cajas',
        'aumentaron',
      ],
    ] as const)
    const temps = [int(r, 2, 8)]
    for (let k = 1; k < 5; k++) temps.push(temps[k - 1]! + (k < 4 ? int(r, 1, 7) : -int(r, 1, 6)))
    const rises = temps.slice(1).map((t, k) => t - temps[k]!)
    const best = rises.indexOf(Math.max(...rises))
    if (rises.filter((x) => x === rises[best]).length > 1) throw new Error('empate')
    const label = (k: number) => `Entre ${hours[k]} y ${hours[k + 1]}`
    return concept(
      r,
      'Analizar',
      `Un gráfico de línea muestra ${title}: ${hours.map((h, k) => `${h}, ${temps[k]}${unit ? ` ${unit}` : ''}`).join('; ')}. ¿En qué tramo ${verb} más?`,
      label(best),
      [0, 1, 2, 3].filter((k) => k !== best).map(label),
      `Los cambios por tramo son ${rises.map((x) => (x > 0 ? `+${x}` : `−${-x}`)).join(', ')}; el mayor aumento es ${rises[best]}, ${label(best).toLowerCase()}.`,
    )
  },
  (r) => {
    const s = pick(r, surveys)
    const counts = distinctCounts(r, s.labels.length, s.min, s.max)
    const rows = s.labels.map((l, i) => `${l}: ${counts[i]}`).join('; ')
    const hi = counts.indexOf(Math.max(...counts))
    const lo = counts.indexOf(Math.min(...counts))
    const mid = [...s.labels.keys()].find((k) => k !== hi && k !== lo)!
    return concept(
      r,
      'Evaluar',
      `Un gráfico de barras muestra ${s.title}: ${rows}. ¿Qué conclusión es correcta?`,
      `La barra más alta corresponde a ${s.labels[hi]}`,
      [
        `La barra más alta corresponde a ${s.labels[lo]}`,
        `La barra más alta corresponde a ${s.labels[mid]}`,
        `Todas las barras tienen la misma altura`,
      ],
      `La barra más alta es la del mayor dato: ${s.labels[hi]} con ${counts[hi]}.`,
    )
  },
]

/** Data for a stem-and-leaf diagram: 8–12 two-digit values over three or four stems. */
function stemData(r: Rng) {
  const first = int(r, 1, 6)
  const stems = int(r, 3, 4)
  const data = Array.from({ length: int(r, 8, 12) }, () => int(r, first * 10, (first + stems) * 10 - 1)).sort(
    (a, b) => a - b,
  )
  const diagram = [...new Set(data.map((d) => Math.floor(d / 10)))]
    .map(
      (stem) =>
        `${stem} | ${data
          .filter((d) => Math.floor(d / 10) === stem)
          .map((d) => d % 10)
          .join(' ')}`,
    )
    .join('; ')
  return { data, diagram }
}

const ma05oa27: OaMaker[] = [
  (r) => {
    const { data, diagram } = stemData(r)
    const ctx = pick(r, [
      'las edades de los socios de un club',
      'los puntajes de un juego',
      'las masas en kg de un grupo de perros',
      'los minutos que duraron unas llamadas',
    ])
    const [ask, value, expresion, habilidad] = pick(r, [
      ['el dato mayor', Math.max(...data), `${Math.max(...data)}`, 'Comprender'],
      ['el dato menor', Math.min(...data), `${Math.min(...data)}`, 'Comprender'],
      ['la cantidad de datos', data.length, `${data.length}`, 'Comprender'],
      [
        'la diferencia entre el dato mayor y el menor',
        Math.max(...data) - Math.min(...data),
        `${Math.max(...data)} - ${Math.min(...data)}`,
        'Aplicar',
      ],
    ] as const)
    return calc(r, {
      habilidad,
      enunciado: pick(r, [
        `El diagrama de tallo y hojas muestra ${ctx} (tallo | hojas): ${diagram}. ¿Cuál es ${ask}?`,
        `${pick(r, names)} organizó ${ctx} en un diagrama de tallo y hojas: ${diagram}. Según el diagrama, ¿cuál es ${ask}?`,
        `Observa este diagrama de tallo y hojas, con ${ctx}: ${diagram}. Lee en él ${ask}. ¿Qué valor es?`,
      ]),
      value,
      wrong: [
        Math.floor(Math.max(...data) / 10),
        data[Math.floor(data.length / 2)]!,
        data.length + Math.floor(data.length / 2),
      ],
      expresion,
      solucion: `Cada hoja es un dato: el tallo son las decenas y la hoja, las unidades (por ejemplo, ${diagram.split(';')[0]!.split(' | ')[0]} | ${diagram.split(';')[0]!.split(' | ')[1]!.split(' ')[0]} es ${data[0]}). Así, ${ask} es ${value}.`,
    })
  },
  (r) => {
    const { data, diagram } = stemData(r)
    const limit = int(r, Math.floor(data[2]! / 10) + 1, Math.floor(data[data.length - 3]! / 10)) * 10
    const below = data.filter((d) => d < limit).length
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `En un diagrama de tallo y hojas con los puntajes de un curso (tallo | hojas): ${diagram}. ¿Cuántos puntajes son menores que ${limit}?`,
        `Las edades de los socios de un club de ajedrez se ordenaron en tallo y hojas: ${diagram}. ¿Cuántos socios tienen menos de ${limit} años?`,
        `Un diagrama de tallo y hojas registra los minutos que duraron unas llamadas (${diagram}). ¿Cuántas llamadas duraron menos de ${limit} minutos?`,
        `${pick(r, names)} registró las masas, en kg, de unos perros en tallo y hojas: ${diagram}. ¿Cuántos pesan menos de ${limit} kg?`,
      ]),
      value: below,
      wrong: [data.length - below, below + 1, Math.floor(limit / 10)],
      expresion: `${below}`,
      solucion: `Se cuentan las hojas de los tallos menores que ${limit / 10}: son ${below} datos.`,
    })
  },
  (r) => {
    const stem = int(r, 2, 8)
    const leaves = Array.from({ length: int(r, 3, 5) }, () => int(r, 0, 9)).sort((a, b) => a - b)
    if (new Set(leaves).size === leaves.length) leaves.splice(1, 0, leaves[0]!)
    const raw = sample(
      r,
      leaves.map((l) => stem * 10 + l),
      leaves.length,
    )
    const others = [stem - 1, stem + 1].map((s) => s * 10 + int(r, 0, 9))
    const data = sample(r, [...raw, ...others], raw.length + 2)
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `Se registraron estas edades: ${data.join(', ')}. Al hacer un diagrama de tallo y hojas, ¿cómo queda la fila del tallo ${stem}?`,
        `${pick(r, names)} anotó los puntajes de un juego (${data.join(', ')}) y arma un diagrama de tallo y hojas. ¿Qué escribe en la fila del ${stem}?`,
      ]),
      `${stem} | ${leaves.join(' ')}`,
      [
        `${stem} | ${[...new Set(leaves)].join(' ')}`,
        `${stem} | ${leaves.map((l) => stem * 10 + l).join(' ')}`,
        `${stem} | ${others.map((o) => o % 10).join(' ')}`,
        `${stem} | ${leaves.join(' ')} ${others[0]! % 10}`,
      ],
      `Van en el tallo ${stem} los datos entre ${stem * 10} y ${stem * 10 + 9}; se anotan sus unidades, ordenadas y con las repetidas: ${leaves.join(' ')}.`,
    )
  },
]

// ——— 6° Básico ———

const products = [
  ['un saco de papas', 'kg', 'kilos', 'pesa', 'pesan'],
  ['una botella de jugo', 'L', 'litros', 'contiene', 'contienen'],
  ['un trozo de cinta', 'm', 'metros', 'mide', 'miden'],
  ['una bolsa de harina', 'kg', 'kilos', 'pesa', 'pesan'],
  ['un tramo de ciclovía', 'km', 'kilómetros', 'mide', 'miden'],
  ['un bidón de agua', 'L', 'litros', 'contiene', 'contienen'],
] as const

const ma06oa07: OaMaker[] = [
  (r) => {
    const a = drawDecimal(r, pick(r, [1, 2, 3]), 9)
    const k = int(r, 2, 9)
    const [thing, unit, , verb, verbs] = pick(r, products)
    const value = a * k
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Cuál es el resultado de ${num(a)} · ${k}?`,
        `Si ${thing} ${verb} ${withUnit(a, unit)}, ¿cuánto ${verbs} ${k} iguales en total?`,
        `${pick(r, names)} multiplica ${num(a)} por ${k} en su cuaderno. ¿Qué resultado debe obtener?`,
      ]),
      value,
      wrong: [value * 10, value / 10, a + k],
      expresion: `${exact(a)} * ${k}`,
      solucion: `Se multiplica como si no hubiera coma y se ubican en el producto tantos decimales como tiene ${num(a)}: ${num(a)} · ${k} = ${num(value)}.`,
    })
  },
  (r) => {
    const k = int(r, 2, 9)
    const q = drawDecimal(r, pick(r, [1, 2]), 9)
    const a = Math.round(q * k * 1000) / 1000
    const who = pick(r, names)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Cuál es el resultado de ${num(a)} : ${k}?`,
        `${who} reparte ${withUnit(a, 'L')} de jugo en partes iguales en ${k} jarras. ¿Cuántos litros quedan en cada jarra?`,
        `Una cuerda de ${withUnit(a, 'm')} se corta en ${k} trozos de igual largo. ¿Cuántos metros mide cada trozo?`,
      ]),
      value: q,
      wrong: [q * 10, q / 10, a - k > 0 ? a - k : q + 1],
      expresion: `${exact(a)} / ${k}`,
      solucion: `Se divide ${num(a)} por ${k} y la coma del cociente se ubica sobre la del dividendo: ${num(q)}.`,
    })
  },
  (r) => {
    const a = drawDecimal(r, pick(r, [1, 2, 3]), 99)
    const p = pick(r, [10, 100, 1000])
    const times = int(r, 0, 1) === 0
    const value = times ? a * p : a / p
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `¿Cuánto es ${num(a)} ${times ? '·' : ':'} ${num(p)}?`,
        `Al ${times ? 'multiplicar' : 'dividir'} ${num(a)} por ${num(p)}, ¿qué número se obtiene?`,
        `${pick(r, names)} ${times ? 'multiplicó' : 'dividió'} ${num(a)} por ${num(p)} desplazando la coma. ¿Qué resultado es correcto?`,
      ]),
      value,
      wrong: times ? [a * p * 10, a * (p / 10), a / p] : [a / (p * 10), a / (p / 10), a * p],
      expresion: times ? `${exact(a)} * ${p}` : `${exact(a)} / ${p}`,
      solucion: `${times ? 'Multiplicar' : 'Dividir'} por ${num(p)} desplaza la coma ${String(p).length - 1} ${p === 10 ? 'lugar' : 'lugares'} a la ${times ? 'derecha' : 'izquierda'}: ${num(value)}.`,
    })
  },
  (r) => {
    const a = int(r, 2, 9) / 10
    const b = drawDecimal(r, pick(r, [1, 2]), 9)
    const value = a * b
    const [thing, unit, units, verb] = pick(r, products)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Cuál es el resultado de ${num(b)} · ${num(a)}?`,
        `Si ${thing} ${verb} ${withUnit(b, unit)}, ¿cuántos ${units} son ${num(a)} veces esa cantidad?`,
        `Un terreno rectangular mide ${withUnit(b, 'km')} de largo y ${withUnit(a, 'km')} de ancho. ¿Cuál es el resultado de multiplicar ambas medidas?`,
      ]),
      value,
      wrong: [value * 10, value / 10, a + b],
      expresion: `${exact(b)} * ${exact(a)}`,
      solucion: `Se multiplican ${Math.round(b * 100)} · ${Math.round(a * 10)} como naturales y el producto lleva tantos decimales como ambos factores juntos: ${num(value)}.`,
    })
  },
  (r) => {
    const d = pick(r, [0.2, 0.4, 0.5, 0.25, 0.3, 0.6, 0.75, 0.125])
    const q = int(r, 2, 24)
    const a = Math.round(q * d * 1000) / 1000
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `¿Cuál es el resultado de ${num(a)} : ${num(d)}?`,
        `¿Cuántos vasos de ${withUnit(d, 'L')} se llenan con ${withUnit(a, 'L')} de leche?`,
        `¿Cuántos trozos de ${withUnit(d, 'm')} se pueden cortar de una cinta de ${withUnit(a, 'm')}?`,
      ]),
      value: q,
      wrong: [q * 10, q / 10, a * d],
      expresion: `(${exact(a)}) / (${exact(d)})`,
      solucion: `Se amplifican dividendo y divisor hasta que el divisor sea natural y se divide: ${num(a)} : ${num(d)} = ${q}.`,
    })
  },
]

const triangleKinds = ['Equilátero', 'Isósceles', 'Escaleno', 'Rectángulo'] as const
const ma06oa12: OaMaker[] = [
  (r) => {
    const kind = pick(r, ['Equilátero', 'Isósceles', 'Escaleno'] as const)
    const a = int(r, 3, 12)
    const b = kind === 'Escaleno' ? a + int(r, 1, 3) : a
    let c = kind === 'Equilátero' ? a : kind === 'Isósceles' ? int(r, 2, 2 * a - 1) : a + int(r, 4, 6)
    if (kind === 'Isósceles' && c === a) c = a + 1
    const sides = sample(r, [a, b, c], 3)
    const what = pick(r, [
      'un triángulo',
      'un marco triangular',
      'una señal de tránsito triangular',
      'un terreno triangular',
      'un banderín',
    ])
    return concept(
      r,
      'Comprender',
      pick(r, [
        `${what.replace(/^./, (x) => x.toUpperCase())} tiene lados de ${sides
          .map((s) => `${s} cm`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' y $1')}. ¿Cómo se clasifica según la medida de sus lados?`,
        `${pick(r, names)} construyó con regla y compás un triángulo cuyos lados miden ${sides.join(', ')} cm. ¿Qué nombre recibe por sus lados?`,
        `Con tres palitos de ${sides.join(' cm, ')} cm se armó un triángulo. ¿Qué tipo de triángulo es, considerando sus lados?`,
        `En un software geométrico se dibujó un triángulo con segmentos de ${sides.join(', ')} unidades. ¿Cuál es su clasificación según sus lados?`,
        `La vela de un bote es triangular y sus bordes miden ${sides.join(', ')} dm. ¿Qué clase de triángulo forma?`,
      ]),
      kind,
      triangleKinds.filter((k) => k !== kind),
      kind === 'Equilátero'
        ? 'Sus tres lados miden lo mismo: es equilátero.'
        : kind === 'Isósceles'
          ? 'Tiene exactamente dos lados de igual medida: es isósceles.'
          : 'Sus tres lados tienen medidas distintas: es escaleno.',
    )
  },
  (r) => {
    const kind = pick(r, ['Acutángulo', 'Rectángulo', 'Obtusángulo'] as const)
    const A = kind === 'Rectángulo' ? 90 : kind === 'Obtusángulo' ? int(r, 95, 150) : int(r, 50, 85)
    const B = kind === 'Acutángulo' ? int(r, 181 - 90 - A + 1, 85) : int(r, 10, 170 - A)
    const C = 180 - A - B
    if (C <= 0 || (kind === 'Acutángulo' && C >= 90)) throw new Error('no cabe')
    const [x, y] = sample(r, [A, B, C], 2) as [number, number]
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `${pick(r, names)} construyó con transportador un triángulo con dos ángulos de ${x}° y ${y}°. ¿Cómo se clasifica según sus ángulos?`,
        `Un terreno triangular tiene dos esquinas de ${x}° y ${y}°. Según sus ángulos, ¿qué tipo de triángulo es?`,
        `En un software geométrico, dos ángulos interiores de un triángulo marcan ${x}° y ${y}°. ¿Qué nombre recibe ese triángulo por sus ángulos?`,
        `Una escuadra de carpintero tiene forma triangular, con ángulos de ${x}° y ${y}° y un tercero desconocido. ¿Cómo se clasifica por sus ángulos?`,
        `Al recortar un triángulo de cartulina se midieron dos ángulos: ${x}° y ${y}°. ¿Es acutángulo, rectángulo u obtusángulo?`,
      ]),
      kind,
      ['Acutángulo', 'Rectángulo', 'Obtusángulo', 'Equilátero'].filter((k) => k !== kind),
      `El tercer ángulo mide 180° − ${x}° − ${y}° = ${180 - x - y}°; los ángulos son ${A}°, ${B}° y ${C}°: es ${kind.toLowerCase()}.`,
    )
  },
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 2, 9)
    const ok = [a, b, int(r, Math.abs(a - b) + 1, a + b - 1)]
    const bad = [
      [a, b, a + b + int(r, 0, 3)],
      [a, a + b + int(r, 1, 4), b],
      [int(r, 1, 3), int(r, 1, 3), int(r, 8, 12)],
    ]
    const show = (t: readonly number[]) => `${t.join(' cm, ')} cm`
    const material = pick(r, ['varillas', 'palitos de helado', 'bombillas', 'tiras de cartón', 'trozos de alambre'])
    return concept(
      r,
      'Analizar',
      pick(r, [
        `${pick(r, names)} quiere armar un triángulo con tres ${material}. ¿Con cuál de estos tríos de medidas es posible?`,
        `¿Cuál de estos tríos de longitudes cumple la desigualdad triangular y permite dibujar un triángulo?`,
        `Un carpintero tiene ${material} para hacer un marco triangular. ¿Qué medidas le sirven para cerrarlo?`,
      ]),
      show(ok),
      bad.map(show),
      `En un triángulo cada lado es menor que la suma de los otros dos: ${ok[2]} < ${a} + ${b}, ${a} < ${b} + ${ok[2]} y ${b} < ${a} + ${ok[2]}. En los otros tríos un lado es mayor o igual que la suma de los otros dos.`,
    )
  },
  (r) => {
    const apex = pick(r, [20, 30, 40, 50, 70, 80, 100, 110, 120, 140])
    const base = (180 - apex) / 2
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se construye un triángulo isósceles cuyo ángulo distinto mide ${apex}°. ¿Cuánto mide cada uno de los otros dos ángulos?`,
        `El techo de una casita de juegos tiene forma de triángulo isósceles con ${apex}° en la punta. ¿Cuánto mide cada ángulo de la base?`,
      ]),
      value: base,
      unit: '°',
      wrong: [180 - apex, apex, 90 - apex / 2 === base ? base + 10 : 90 - apex / 2],
      expresion: `(180 - ${apex}) / 2`,
      solucion: `Los ángulos basales de un isósceles son iguales: (180° − ${apex}°) ÷ 2 = ${base}°.`,
    })
  },
]

const boxes = [
  'una caja de zapatos',
  'un envase de leche',
  'una caja de regalo',
  'un estuche',
  'una caja de cereal',
  'un baúl',
]
const ma06oa13: OaMaker[] = [
  (r) => {
    const a = int(r, 2, 15)
    const thing = pick(r, [
      'un dado gigante',
      'una caja cúbica',
      'un cubo de madera',
      'un cubo Rubik de juguete',
      'un macetero cúbico',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `La red de ${thing} está formada por 6 cuadrados de ${a} cm de lado. ¿Cuál es el área total de la red?`,
        `${pick(r, names)} dibuja en cartulina el molde de ${thing} de ${a} cm de arista para recortarlo y armarlo. ¿Cuántos cm² de cartulina ocupa el molde?`,
      ]),
      value: 6 * a * a,
      unit: 'cm²',
      wrong: [a * a * a, 4 * a * a, 6 * a],
      expresion: `6 * ${a} * ${a}`,
      solucion: `Cada cuadrado tiene ${a} · ${a} = ${a * a} cm² y la red tiene 6: 6 · ${a * a} = ${num(6 * a * a)} cm².`,
    })
  },
  (r) => {
    const [a, b, c] = sample(r, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12], 3) as [number, number, number]
    const total = 2 * (a * b + a * c + b * c)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se desarma ${pick(r, boxes)} de ${a} cm de largo, ${b} cm de ancho y ${c} cm de alto y se obtiene su red. ¿Cuál es el área de la red?`,
        `Para fabricar ${pick(r, boxes)} se recorta una red de cartón; la caja armada mide ${a} × ${b} × ${c} cm. ¿Qué área tiene la red, sin pestañas?`,
      ]),
      value: total,
      unit: 'cm²',
      wrong: [a * b * c, a * b + a * c + b * c, 2 * (a + b + c)],
      expresion: `2 * (${a} * ${b} + ${a} * ${c} + ${b} * ${c})`,
      solucion: `La red tiene dos rectángulos de ${a}×${b}, dos de ${a}×${c} y dos de ${b}×${c}: 2 · (${a * b} + ${a * c} + ${b * c}) = ${num(total)} cm².`,
    })
  },
  (r) => {
    const [a, b, c] = sample(r, [2, 3, 4, 5, 6, 7, 8, 9], 3) as [number, number, number]
    const rect = (x: number, y: number) => `${x} por ${y}`
    return concept(
      r,
      'Comprender',
      `${pick(r, names)} dibuja la red de ${pick(r, boxes)} con forma de paralelepípedo de ${a} cm × ${b} cm × ${c} cm. ¿Qué rectángulos (en cm) forman la red?`,
      `Dos de ${rect(a, b)}, dos de ${rect(a, c)} y dos de ${rect(b, c)}`,
      [
        `Tres de ${rect(a, b)}, dos de ${rect(a, c)} y uno de ${rect(b, c)}`,
        `Dos de ${rect(a, b)}, dos de ${rect(a, c)} y dos de ${rect(a, a)}`,
        `Dos de ${rect(a, b)}, dos de ${rect(b, b)} y dos de ${rect(b, c)}`,
        `Uno de ${rect(a, b)}, uno de ${rect(a, c)} y uno de ${rect(b, c)}`,
      ],
      `Las caras opuestas de un paralelepípedo son iguales: la red tiene tres pares de rectángulos, de ${rect(a, b)}, de ${rect(a, c)} y de ${rect(b, c)}.`,
    )
  },
  (r) => {
    const a = int(r, 2, 12)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `La red de ${pick(r, ['un cubo', 'una caja cúbica', 'un dado'])} tiene un área total de ${num(6 * a * a)} cm². ¿Cuál es el área de cada una de sus caras?`,
      value: a * a,
      unit: 'cm²',
      wrong: [a, 6 * a * a, a * a * 4],
      expresion: `${6 * a * a} / 6`,
      solucion: `La red de un cubo tiene 6 caras iguales: ${6 * a * a} ÷ 6 = ${a * a} cm².`,
    })
  },
]

const regular = [
  ['triángulos equiláteros', 60, 3],
  ['cuadrados', 90, 4],
  ['hexágonos regulares', 120, 6],
] as const
const ma06oa14: OaMaker[] = [
  (r) => {
    const [good] = pick(r, regular)
    const bad = sample(
      r,
      ['pentágonos regulares', 'octógonos regulares', 'heptágonos regulares', 'decágonos regulares', 'círculos'],
      3,
    )
    const who = pick(r, names)
    const size = int(r, 10, 40)
    return concept(
      r,
      'Comprender',
      pick(r, [
        `${who} quiere cubrir el piso de su pieza con baldosas iguales de ${size} cm de lado, sin dejar espacios ni superponerlas. ¿Con cuáles de estas baldosas lo logra?`,
        `Un artesano arma un mosaico de ${size} piezas iguales que deben calzar sin huecos. ¿Qué forma pueden tener las piezas?`,
        `Para pavimentar una plaza con ${size} adoquines idénticos de forma regular, sin rellenos, ¿cuál de estas formas sirve?`,
        `¿Con cuál de estas figuras, todas iguales entre sí, se puede construir un teselado de ${size} piezas?`,
      ]),
      good.replace(/^./, (c) => c.toUpperCase()),
      bad.map((b) => b.replace(/^./, (c) => c.toUpperCase())),
      `Forman un teselado por sí solos los polígonos regulares cuyo ángulo interior divide a 360°: triángulos (60°), cuadrados (90°) y hexágonos (120°).`,
    )
  },
  (r) => {
    const [figure, angle] = pick(r, regular)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `En un teselado de ${figure}, cada ángulo interior mide ${angle}°. ¿Cuántas figuras se juntan alrededor de cada vértice?`,
        `${pick(r, names)} arma un mosaico solo con ${figure}, cuyos ángulos miden ${angle}°. ¿Cuántas piezas coinciden en un mismo punto de unión?`,
        `Un panal de abejas, una cerámica o una reja pueden formarse con ${figure} (${angle}° por ángulo). En ese teselado, ¿cuántas figuras rodean cada vértice?`,
        `Un patio se embaldosa con ${figure} de ángulo interior ${angle}°. ¿Cuántas baldosas se encuentran en cada vértice del teselado?`,
      ]),
      value: 360 / angle,
      wrong: [180 / angle, 360 / angle + 2, angle / 10],
      expresion: `360 / ${angle}`,
      solucion: `Alrededor de un vértice se completan 360°: 360° ÷ ${angle}° = ${360 / angle} figuras.`,
    })
  },
  (r) => {
    const [move, key, how] = pick(r, [
      [
        `desplazando una baldosa ${int(r, 5, 30)} cm hacia la derecha una y otra vez`,
        'Traslación',
        'la figura se desliza sin girar ni voltearse',
      ],
      [
        `girando una baldosa ${pick(r, [60, 90, 120, 180])}° en torno a uno de sus vértices`,
        'Rotación',
        'la figura gira en torno a un punto',
      ],
      [
        `volteando una baldosa sobre uno de sus lados, como en un espejo`,
        'Reflexión',
        'la figura se refleja respecto de una recta',
      ],
      [
        `copiando un azulejo ${int(r, 2, 6)} veces hacia arriba, sin girarlo`,
        'Traslación',
        'la figura se desliza sin girar ni voltearse',
      ],
      [
        `reflejando un diseño respecto de una recta vertical de la cuadrícula`,
        'Reflexión',
        'la figura se refleja respecto de una recta',
      ],
    ] as const)
    return concept(
      r,
      'Comprender',
      pick(r, [
        `${pick(r, names)} construye un teselado ${move}. ¿Qué transformación está usando?`,
        `En un taller de arte, un mosaico se arma ${move}. ¿Qué movimiento del plano se aplica?`,
        `Con un software geométrico se genera un diseño ${move}. ¿Cómo se llama esa transformación isométrica?`,
      ]),
      key,
      ['Traslación', 'Rotación', 'Reflexión', 'Ampliación'].filter((k) => k !== key),
      `Es una ${key.toLowerCase()}: ${how}.`,
    )
  },
  (r) => {
    const [given, count, angle, fill, fillAngle] = pick(r, [
      ['hexágono regular', 1, 120, 'triángulos equiláteros', 60],
      ['hexágonos regulares', 2, 120, 'triángulos equiláteros', 60],
      ['cuadrados', 2, 90, 'triángulos equiláteros', 60],
      ['octógonos regulares', 2, 135, 'cuadrados', 90],
      ['dodecágonos regulares', 2, 150, 'triángulos equiláteros', 60],
      ['triángulos equiláteros', 4, 60, 'hexágonos regulares', 120],
    ] as const)
    const value = (360 - count * angle) / fillAngle
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `En un vértice de un teselado se juntan ${count === 1 ? 'un' : count} ${given} (ángulo interior ${angle}°). ¿Cuántos ${fill} (ángulo interior ${fillAngle}°) completan ese vértice?`,
        `Un diseño de baldosas combina ${given} de ${angle}° con ${fill} de ${fillAngle}°. Si en un punto hay ${count === 1 ? 'un' : count} de los primeros, ¿cuántos de los segundos faltan para cerrar los 360°?`,
      ]),
      value,
      wrong: [360 / fillAngle, value + 1, count],
      expresion: `(360 - ${count} * ${angle}) / ${fillAngle}`,
      solucion: `Faltan 360° − ${count} · ${angle}° = ${360 - count * angle}°, y ${360 - count * angle}° ÷ ${fillAngle}° = ${value}.`,
    })
  },
]

const angleKinds = ['Agudo', 'Recto', 'Obtuso', 'Extendido', 'Completo'] as const
const kindOf = (a: number) =>
  a < 90 ? 'Agudo' : a === 90 ? 'Recto' : a < 180 ? 'Obtuso' : a === 180 ? 'Extendido' : 'Completo'
const ma06oa15: OaMaker[] = [
  (r) => {
    const a = pick(r, [int(r, 5, 89), 90, int(r, 91, 179), 180, 360, int(r, 91, 179), int(r, 5, 89)])
    const kind = kindOf(a)
    return concept(
      r,
      'Recordar',
      pick(r, [
        `${pick(r, names)} construyó con el transportador un ángulo de ${a}°. ¿Qué tipo de ángulo es?`,
        `¿Cómo se clasifica un ángulo que mide ${a}°?`,
        `Con un software geométrico se dibujó un ángulo de ${a}°. ¿De qué tipo es?`,
        `La tapa de un computador portátil se abrió ${a}° respecto del teclado. ¿Qué tipo de ángulo forman?`,
        `Un abanico abierto forma un ángulo de ${a}°. ¿Cómo se llama ese tipo de ángulo?`,
        `Una rampa de patinetas y el piso forman ${a}°. ¿A qué tipo corresponde ese ángulo?`,
        `Las patas de un compás quedaron separadas ${a}°. ¿Qué clase de ángulo es?`,
      ]),
      kind,
      sample(
        r,
        angleKinds.filter((k) => k !== kind),
        3,
      ),
      `Agudo: menos de 90°; recto: 90°; obtuso: entre 90° y 180°; extendido: 180°; completo: 360°. Un ángulo de ${a}° es ${kind.toLowerCase()}.`,
    )
  },
  (r) => {
    const h = int(r, 1, 11)
    if (h === 6) throw new Error('extendido')
    const angle = Math.min(30 * h, 360 - 30 * h)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Qué ángulo forman las manecillas de un reloj a las ${h}:00?`,
        `${pick(r, names)} construye en cartulina un reloj que marca las ${h}:00. ¿Qué ángulo debe dibujar entre las agujas?`,
        `A las ${h} en punto, ¿cuántos grados hay entre el horario y el minutero?`,
      ]),
      value: angle,
      unit: '°',
      wrong: [6 * h, 360 - angle, angle + 30],
      expresion: h <= 6 ? `${h} * 30` : `360 - ${h} * 30`,
      solucion: `Entre dos números del reloj hay 360° ÷ 12 = 30°; las manecillas están separadas por ${Math.min(h, 12 - h)} espacios: ${Math.min(h, 12 - h)} · 30° = ${angle}°.`,
    })
  },
  (r) => {
    const a = int(r, 15, 165)
    const target = pick(r, [
      [90, 'recto'],
      [180, 'extendido'],
      [360, 'completo'],
    ] as const)
    if (a >= target[0]) throw new Error('pasado')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `${pick(r, names)} dibujó un ángulo de ${a}°. ¿Cuántos grados debe agregarle, con el mismo vértice, para formar un ángulo ${target[1]}?`,
        `Una puerta está abierta ${a}°. ¿Cuántos grados más debe girar para formar un ángulo ${target[1]} con el marco?`,
        `En un software geométrico hay un ángulo de ${a}°. ¿Qué ángulo adyacente hay que construir para completar uno ${target[1]}?`,
        `El brazo de un robot está abierto ${a}°. ¿Cuántos grados le faltan para quedar en un ángulo ${target[1]}?`,
      ]),
      value: target[0] - a,
      unit: '°',
      wrong: [target[0] + a, a, 90 - a > 0 && target[0] !== 90 ? 90 - a : 360 - a],
      expresion: `${target[0]} - ${a}`,
      solucion: `Un ángulo ${target[1]} mide ${target[0]}°: faltan ${target[0]}° − ${a}° = ${target[0] - a}°.`,
    })
  },
  (r) => {
    const a = int(r, 20, 160)
    return concept(
      r,
      'Comprender',
      pick(r, [
        `Para construir un ángulo de ${a}°, ${pick(r, names)} ubica el centro del transportador en el vértice y el 0 de una escala sobre el primer lado. ¿Qué debe hacer luego?`,
        `Después de trazar un rayo y poner el transportador con su centro en el origen del rayo y el 0 sobre él, ¿cómo se termina un ángulo de ${a}°?`,
      ]),
      `Marcar ${a}° en esa misma escala y unir la marca con el vértice`,
      [
        `Marcar ${180 - a}° en esa misma escala y unir la marca con el vértice`,
        `Marcar ${a}° en la otra escala y unir la marca con el 0 de la regla`,
        `Trazar una perpendicular al primer lado que pase por la marca de ${a}°`,
      ],
      `Se lee la medida en la misma escala que empieza en 0 sobre el primer lado; leerla en la otra daría ${180 - a}°.`,
    )
  },
]

const crossings = [
  'dos calles rectas que se cruzan',
  'las dos hojas de una tijera abierta',
  'dos rectas L1 y L2 que se cortan',
  'los rieles de un cruce de trenes',
  'dos vigas que se cruzan en un puente',
  'dos líneas de una cancha que se cortan',
]
const ma06oa16: OaMaker[] = [
  (r) => {
    const a = int(r, 20, 160)
    if (a === 90) throw new Error('recto')
    const opposite = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: opposite ? 'Recordar' : 'Aplicar',
      enunciado: `En ${pick(r, crossings)} se forma un ángulo de ${a}°. ¿Cuánto mide ${opposite ? 'el ángulo opuesto por el vértice' : 'cada ángulo adyacente a él'}?`,
      value: opposite ? a : 180 - a,
      unit: '°',
      wrong: opposite ? [180 - a, 90 - a > 0 ? 90 - a : 360 - a, 2 * a] : [a, 90 - a > 0 ? 90 - a : 360 - a, 360 - a],
      expresion: opposite ? `${a}` : `180 - ${a}`,
      solucion: opposite
        ? `Los ángulos opuestos por el vértice son iguales: ${a}°.`
        : `Un ángulo y su adyacente forman un ángulo extendido: 180° − ${a}° = ${180 - a}°.`,
    })
  },
  (r) => {
    const a = int(r, 5, 85)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Cuánto mide el complemento de un ángulo de ${a}°?`,
        `Una rampa forma un ángulo de ${a}° con el suelo y un poste vertical forma 90° con él. ¿Cuánto mide el ángulo entre la rampa y el poste?`,
        `Un rayo divide un ángulo recto en dos; uno de ellos mide ${a}°. ¿Cuánto mide el otro?`,
      ]),
      value: 90 - a,
      unit: '°',
      wrong: [180 - a, a, 360 - a],
      expresion: `90 - ${a}`,
      solucion: `Dos ángulos complementarios suman 90°: 90° − ${a}° = ${90 - a}°.`,
    })
  },
  (r) => {
    const kind = pick(r, ['complementarios', 'suplementarios', 'ninguno'] as const)
    const a = int(r, 15, 75)
    const b =
      kind === 'complementarios' ? 90 - a : kind === 'suplementarios' ? 180 - a : 90 - a + pick(r, [-10, 10, 20, 40])
    if (b === a) throw new Error('iguales')
    const key =
      kind === 'complementarios'
        ? 'Son complementarios'
        : kind === 'suplementarios'
          ? 'Son suplementarios'
          : 'No son complementarios ni suplementarios'
    return concept(
      r,
      'Analizar',
      `${pick(r, names)} midió dos ángulos: ${a}° y ${b}°. ¿Qué se puede afirmar de ellos?`,
      key,
      [
        'Son complementarios',
        'Son suplementarios',
        'No son complementarios ni suplementarios',
        'Son opuestos por el vértice',
      ].filter((k) => k !== key),
      `Suman ${a}° + ${b}° = ${a + b}°: ${kind === 'complementarios' ? 'complementarios suman 90°' : kind === 'suplementarios' ? 'suplementarios suman 180°' : 'no suman 90° ni 180°'}; no son iguales, así que tampoco pueden ser opuestos por el vértice.`,
    )
  },
  (r) => {
    const a = int(r, 25, 155)
    if (a === 90) throw new Error('recto')
    const letters = pick(r, [
      ['α', 'β', 'γ', 'δ'],
      ['∠1', '∠2', '∠3', '∠4'],
      ['∠a', '∠b', '∠c', '∠d'],
    ])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Dos rectas se cortan y forman los ángulos ${letters.join(', ')}, en ese orden alrededor del punto de corte. Si ${letters[0]} = ${a}°, ¿cuánto suman ${letters[1]} y ${letters[2]}?`,
      value: 180 - a + a,
      unit: '°',
      wrong: [2 * (180 - a), 2 * a, 360 - a],
      expresion: `(180 - ${a}) + ${a}`,
      solucion: `${letters[1]} es adyacente a ${letters[0]}: mide 180° − ${a}° = ${180 - a}°; ${letters[2]} es opuesto por el vértice a ${letters[0]}: mide ${a}°. Suman ${180 - a}° + ${a}° = 180°.`,
    })
  },
]

const ma06oa17: OaMaker[] = [
  (r) => {
    const A = int(r, 20, 110)
    const B = int(r, 15, 160 - A)
    const who = pick(r, names)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Dos ángulos interiores de un triángulo miden ${A}° y ${B}°. ¿Cuánto mide el tercero?`,
        `${who} recortó las tres puntas de un triángulo de papel; dos miden ${A}° y ${B}°. ¿Cuánto mide la tercera?`,
        `Una escuadra triangular tiene ángulos de ${A}° y ${B}°. ¿Cuánto mide su otro ángulo?`,
      ]),
      value: 180 - A - B,
      unit: '°',
      wrong: [360 - A - B, A + B, 90 - Math.abs(A - B)],
      expresion: `180 - ${A} - ${B}`,
      solucion: `Los ángulos interiores de un triángulo suman 180°: 180° − ${A}° − ${B}° = ${180 - A - B}°.`,
    })
  },
  (r) => {
    const A = int(r, 50, 120)
    const B = int(r, 50, 120)
    const C = int(r, 40, 130)
    const D = 360 - A - B - C
    if (D < 30 || D > 170) throw new Error('no cabe')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Tres ángulos interiores de un cuadrilátero miden ${A}°, ${B}° y ${C}°. ¿Cuánto mide el cuarto?`,
        `Un volantín con forma de cuadrilátero tiene ángulos de ${A}°, ${B}° y ${C}°. ¿Cuánto mide el ángulo que falta?`,
        `Un terreno de cuatro lados tiene esquinas de ${A}°, ${B}° y ${C}°. ¿Cuánto mide la cuarta esquina?`,
      ]),
      value: D,
      unit: '°',
      wrong: [180 - (A + B + C - 180) > 0 ? 540 - A - B - C : D + 20, A + B + C, D + 10],
      expresion: `360 - ${A} - ${B} - ${C}`,
      solucion: `Los ángulos interiores de un cuadrilátero suman 360°: 360° − ${A}° − ${B}° − ${C}° = ${D}°.`,
    })
  },
  (r) => {
    const x = int(r, 30, 80)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Un trapecio rectángulo tiene dos ángulos rectos y otro ángulo de ${x + 90}°. ¿Cuánto mide su cuarto ángulo?`,
      value: 360 - 180 - (x + 90),
      unit: '°',
      wrong: [180 - (x + 90) + 180, x + 90 - 90 + 10, 360 - (x + 90)],
      expresion: `360 - 90 - 90 - ${x + 90}`,
      solucion: `360° − 90° − 90° − ${x + 90}° = ${90 - x}°.`,
    })
  },
  (r) => {
    const letters = pick(r, quadLetters)
    const shape = pick(r, ['un cuadrilátero', 'un trapecio', 'un romboide', 'un trapezoide'])
    const diag = `${letters[0]}${letters[2]}`
    return concept(
      r,
      'Comprender',
      `En ${shape} ${letters} se traza la diagonal ${diag}. ¿Por qué los ángulos interiores de ${letters} suman 360°?`,
      `Porque ${diag} lo divide en dos triángulos, y 2 · 180° = 360°`,
      [
        `Porque ${diag} lo divide en cuatro ángulos rectos, y 4 · 90° = 360°`,
        `Porque ${diag} mide lo mismo que los lados de ${letters}`,
        `Porque cada ángulo de ${letters} mide 180°, y hay dos`,
      ],
      `La diagonal ${diag} forma los triángulos ${letters[0]}${letters[1]}${letters[2]} y ${letters[0]}${letters[2]}${letters[3]}; sus ángulos juntos son los de ${letters}: 180° + 180° = 360°.`,
    )
  },
]

const ma06oa18: OaMaker[] = [
  (r) => {
    const a = int(r, 2, 20)
    const thing = pick(r, [
      'un cubo de hielo gigante',
      'una caja cúbica',
      'un dado de espuma',
      'un macetero cúbico',
      'un cajón cúbico',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es el área de la superficie de ${thing} de ${a} cm de arista?`,
      value: 6 * a * a,
      unit: 'cm²',
      wrong: [a * a * a, 4 * a * a, 6 * a],
      expresion: `6 * ${a} * ${a}`,
      solucion: `El cubo tiene 6 caras cuadradas de ${a * a} cm²: 6 · ${a * a} = ${num(6 * a * a)} cm².`,
    })
  },
  (r) => {
    const [a, b, c] = sample(r, [3, 4, 5, 6, 8, 10, 12, 15, 20], 3) as [number, number, number]
    const total = 2 * (a * b + a * c + b * c)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, names)} quiere forrar ${pick(r, boxes)} de ${a} cm × ${b} cm × ${c} cm con papel de regalo. ¿Cuántos cm² de papel necesita como mínimo?`,
      value: total,
      unit: 'cm²',
      wrong: [a * b * c, total / 2, 2 * (a * b + a * c)],
      expresion: `2 * (${a} * ${b} + ${a} * ${c} + ${b} * ${c})`,
      solucion: `Área = 2 · (${a}·${b} + ${a}·${c} + ${b}·${c}) = 2 · ${a * b + a * c + b * c} = ${num(total)} cm².`,
    })
  },
  (r) => {
    const [l, w] = sample(r, [3, 4, 5, 6], 2) as [number, number]
    const h = pick(r, [2, 3])
    const area = 2 * (l * h + w * h) + l * w
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Una sala mide ${l} m de largo, ${w} m de ancho y ${h} m de alto. Se pintarán las cuatro paredes y el techo, pero no el piso. ¿Cuántos m² se pintarán? (No consideres puertas ni ventanas).`,
      value: area,
      unit: 'm²',
      wrong: [2 * (l * h + w * h + l * w), l * w * h, 2 * (l * h + w * h)],
      expresion: `2 * (${l} * ${h} + ${w} * ${h}) + ${l} * ${w}`,
      solucion: `Paredes: 2 · (${l}·${h} + ${w}·${h}) = ${2 * (l * h + w * h)} m²; techo: ${l}·${w} = ${l * w} m². Total: ${area} m².`,
    })
  },
  (r) => {
    const m2 = int(r, 2, 40)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `El área de la superficie de ${pick(r, ['un contenedor', 'una bodega pequeña', 'un estanque', 'una caseta'])} es ${m2} m². ¿A cuántos cm² equivale?`,
      value: m2 * 10000,
      unit: 'cm²',
      wrong: [m2 * 100, m2 * 1000, m2 * 100000],
      expresion: `${m2} * 100 * 100`,
      solucion: `1 m² es un cuadrado de 100 cm × 100 cm = 10.000 cm²: ${m2} · 10.000 = ${num(m2 * 10000)} cm².`,
    })
  },
]

const ma06oa19: OaMaker[] = [
  (r) => {
    const a = int(r, 2, 15)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Cuál es el volumen de un cubo de ${a} cm de arista?`,
        `${pick(r, names)} armó un cubo de cartón de ${a} cm de arista. ¿Cuál es su volumen?`,
        `Una caja cúbica para regalos mide ${a} cm por lado. ¿Cuánto espacio hay en su interior?`,
      ]),
      value: a * a * a,
      unit: 'cm³',
      wrong: [6 * a * a, 3 * a, a * a],
      expresion: `${a} * ${a} * ${a}`,
      solucion: `V = arista · arista · arista = ${a} · ${a} · ${a} = ${num(a * a * a)} cm³.`,
    })
  },
  (r) => {
    const [a, b, c] = sample(r, [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25], 3) as [number, number, number]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es el volumen de ${pick(r, boxes)} de ${a} cm de largo, ${b} cm de ancho y ${c} cm de alto?`,
      value: a * b * c,
      unit: 'cm³',
      wrong: [2 * (a * b + a * c + b * c), a + b + c, a * b],
      expresion: `${a} * ${b} * ${c}`,
      solucion: `V = largo · ancho · alto = ${a} · ${b} · ${c} = ${num(a * b * c)} cm³.`,
    })
  },
  (r) => {
    const [a, b] = sample(r, [4, 5, 6, 8, 10, 12], 2) as [number, number]
    const layers = int(r, 2, 9)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `${pick(r, names)} llena una caja con cubitos de 1 cm³: caben ${a} a lo largo, ${b} a lo ancho y ${layers} capas hacia arriba. ¿Cuál es el volumen de la caja?`,
      value: a * b * layers,
      unit: 'cm³',
      wrong: [a * b + layers, a * b, 2 * (a * b + a * layers + b * layers)],
      expresion: `${a} * ${b} * ${layers}`,
      solucion: `Cada capa tiene ${a} · ${b} = ${a * b} cubitos y hay ${layers} capas: ${a * b * layers} cubitos de 1 cm³.`,
    })
  },
  (r) => {
    const [a, b] = sample(r, [5, 10, 20, 25, 30, 40, 50], 2) as [number, number]
    const c = pick(r, [10, 20, 30, 40, 50])
    const liters = (a * b * c) / 1000
    if (!Number.isInteger(liters * 10)) throw new Error('decimales')
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Un ${pick(r, ['acuario', 'estanque', 'bebedero', 'recipiente'])} con forma de paralelepípedo mide por dentro ${a} cm × ${b} cm × ${c} cm. Si 1 L equivale a 1.000 cm³, ¿cuántos litros de agua le caben?`,
      value: liters,
      unit: 'L',
      wrong: [liters * 10, liters / 10, a * b * c],
      expresion: `${a} * ${b} * ${c} / 1000`,
      solucion: `V = ${a} · ${b} · ${c} = ${num(a * b * c)} cm³, y ${num(a * b * c)} ÷ 1.000 = ${num(liters)} L.`,
    })
  },
  (r) => {
    const [a, b] = sample(r, [2, 3, 4, 5, 6, 8, 10], 2) as [number, number]
    const h = int(r, 2, 12)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Una caja de ${num(a * b * h)} cm³ tiene una base de ${a} cm por ${b} cm. ¿Cuál es su altura?`,
      value: h,
      unit: 'cm',
      wrong: [a * b * h - a * b, (a * b * h) / a, h + a],
      expresion: `${a * b * h} / (${a} * ${b})`,
      solucion: `V = área de la base · altura: ${num(a * b * h)} ÷ (${a} · ${b}) = ${h} cm.`,
    })
  },
  (r) => {
    const m3 = int(r, 2, 9)
    const cm3 = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: cm3
        ? `¿Cuántos centímetros cúbicos hay en ${m3} metros cúbicos?`
        : `¿Cuántos milímetros cúbicos hay en ${m3} centímetros cúbicos?`,
      value: cm3 ? m3 * 1000000 : m3 * 1000,
      wrong: cm3 ? [m3 * 1000, m3 * 100000, m3 * 10000000] : [m3 * 10, m3 * 100, m3 * 10000],
      expresion: cm3 ? `${m3} * 100 * 100 * 100` : `${m3} * 10 * 10 * 10`,
      solucion: cm3
        ? `1 m³ = 100 cm · 100 cm · 100 cm = 1.000.000 cm³; ${m3} m³ = ${num(m3 * 1000000)} cm³.`
        : `1 cm³ = 10 mm · 10 mm · 10 mm = 1.000 mm³; ${m3} cm³ = ${num(m3 * 1000)} mm³.`,
    })
  },
]

const ma06oa20: OaMaker[] = [
  (r) => {
    const outer = int(r, 12, 168)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `Un transportador tiene dos escalas. Si un lado de un ángulo pasa por la marca ${outer} de la escala exterior, ¿qué marca de la escala interior está en el mismo lugar?`,
        `${pick(r, names)} leyó ${outer}° en una escala del transportador, pero el lado del ángulo partía del 0 de la otra escala. ¿Cuánto mide realmente el ángulo?`,
        `Al medir la abertura de un compás, la escala exterior indica ${outer}° y el brazo fijo está en el 0 de la escala interior. ¿Cuál es la abertura?`,
      ]),
      value: 180 - outer,
      unit: '°',
      wrong: [outer, 90 - outer > 0 ? 90 - outer : outer - 90, 360 - outer],
      expresion: `180 - ${outer}`,
      solucion: `Las dos escalas van en sentidos opuestos y suman 180° en cada marca: 180° − ${outer}° = ${180 - outer}°.`,
    })
  },
  (r) => {
    const h = pick(r, [1, 2, 4, 5, 7, 8, 10, 11])
    const angle = Math.min(30 * h, 360 - 30 * h)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `${pick(r, names)} pone el transportador sobre un reloj detenido a las ${h}:00, con el centro en el eje de las manecillas. ¿Qué ángulo mide entre ellas?`,
        `Sin transportador, ¿cuál es la medida del ángulo menor entre las agujas de un reloj que marca las ${h} en punto?`,
        `El reloj de la torre de la plaza marca exactamente las ${h}:00. ¿Cuántos grados separan su minutero de su horario?`,
      ]),
      value: angle,
      unit: '°',
      wrong: [6 * h === angle ? angle + 15 : 6 * h, 360 - angle, angle + 30],
      expresion: h <= 6 ? `${h} * 30` : `360 - ${h} * 30`,
      solucion: `Cada hora del reloj abarca 360° ÷ 12 = 30°; entre las agujas hay ${Math.min(h, 12 - h)} horas: ${angle}°.`,
    })
  },
  (r) => {
    const start = pick(r, [0, 0, int(r, 1, 6) * 10])
    const end = start + int(r, 15, 170 - start)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado:
        start === 0
          ? pick(r, [
              `Al medir un ángulo, ${pick(r, names)} pone el centro del transportador en el vértice; un lado pasa por el 0 y el otro por la marca ${end} de la misma escala. ¿Cuánto mide el ángulo?`,
              `En la esquina de un patio, el borde de una baldosa coincide con el 0 del transportador y el otro borde con el ${end}. ¿Qué ángulo forman?`,
            ])
          : pick(r, [
              `Un lado de un ángulo pasa por la marca ${start} y el otro por la marca ${end} de la misma escala del transportador. ¿Cuánto mide el ángulo?`,
              `${pick(r, names)} colocó mal el transportador: un lado del ángulo quedó en ${start} y el otro en ${end}, en la misma escala. ¿Cuál es la medida correcta?`,
            ]),
      value: end - start,
      unit: '°',
      wrong: [180 - (end - start), end, end + start],
      expresion: `${end} - ${start}`,
      solucion: `La medida es la diferencia entre las marcas de la misma escala: ${end}° − ${start}° = ${end - start}°.`,
    })
  },
  (r) => {
    const [hint, best, others] = pick(r, [
      ['un poco menor que un ángulo recto', 80, [45, 120, 170]],
      ['un poco mayor que un ángulo recto', 105, [45, 80, 170]],
      ['la mitad de un ángulo recto', 45, [20, 90, 135]],
      ['un poco menor que un ángulo extendido', 170, [90, 120, 190]],
      ['la tercera parte de un ángulo recto', 30, [10, 60, 90]],
      ['un ángulo recto y medio', 135, [90, 150, 180]],
    ] as const)
    return concept(
      r,
      'Evaluar',
      `${pick(r, names)} observa que un ángulo es ${hint}. ¿Cuál es la mejor estimación de su medida?`,
      `${best}°`,
      others.map((o) => `${o}°`),
      `Un ángulo recto mide 90° y uno extendido 180°; ${hint} es cerca de ${best}°.`,
    )
  },
  (r) => {
    const [n, d] = pick(r, [
      [1, 4],
      [1, 2],
      [3, 4],
      [1, 3],
      [2, 3],
      [1, 6],
      [1, 8],
      [3, 8],
      [5, 8],
      [5, 6],
      [1, 12],
      [5, 12],
    ] as const)
    const thing = pick(r, ['Una rueda', 'La aguja de un reloj', 'Una puerta giratoria', 'Un carrusel', 'Una bailarina'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${thing} gira ${n}/${d} de vuelta completa. ¿Cuántos grados giró?`,
      value: (360 * n) / d,
      unit: '°',
      wrong: [(180 * n) / d, (90 * n) / d, 360 - (360 * n) / d],
      expresion: `${n} * 360 / ${d}`,
      solucion: `Una vuelta completa son 360°: ${n}/${d} de 360° = ${(360 * n) / d}°.`,
    })
  },
]

const ma06oa21: OaMaker[] = [
  (r) => {
    const a = int(r, 20, 70)
    const b = int(r, 20, 70)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Entre dos rectas paralelas hay un punto P. Un segmento une P con la recta de arriba formando ${a}° con ella, y otro une P con la de abajo formando ${b}°. ¿Cuánto mide el ángulo en P?`,
        `Un río tiene orillas paralelas. Un puente quebrado sale de una orilla con ${a}° y llega a la otra con ${b}°, con el quiebre entre ambas. ¿Qué ángulo forma el quiebre?`,
        `${pick(r, names)} dibuja una «Z» abierta entre dos líneas paralelas de su cuaderno: los trazos forman ${a}° y ${b}° con las líneas. ¿Cuál es el ángulo del vértice intermedio?`,
        `Un rayo de luz rebota en un punto entre dos espejos paralelos: su trayectoria forma ${a}° con un espejo y ${b}° con el otro. ¿Qué ángulo forma el rayo en el punto de quiebre?`,
        `Una escalera de caracol vista de perfil tiene un codo entre dos barandas paralelas, con ángulos de ${a}° y ${b}° respecto de ellas. ¿Cuánto mide el ángulo del codo?`,
      ]),
      value: a + b,
      unit: '°',
      wrong: [180 - a - b > 0 ? 180 - a - b : 360 - a - b, Math.abs(a - b) || a, 180 - a],
      expresion: `${a} + ${b}`,
      solucion: `Por P se traza una paralela a ambas rectas: el ángulo en P queda dividido en dos ángulos alternos internos de ${a}° y ${b}°, que suman ${a + b}°.`,
    })
  },
  (r) => {
    const a = int(r, 25, 155)
    if (a === 90) throw new Error('recto')
    const [kind, same] = pick(r, [
      ['correspondiente', true],
      ['alterno interno', true],
      ['alterno externo', true],
      ['colateral interno (conjugado)', false],
    ] as const)
    const ctx = pick(r, [
      'Dos rectas paralelas son cortadas por una transversal',
      'Las líneas de un paso de cebra son paralelas y una calle diagonal las cruza',
      'Los rieles paralelos de una vía son cruzados por un camino recto',
      'Las cuerdas paralelas de una guitarra son cruzadas por una varilla recta',
      'Los renglones de un cuaderno son paralelos y una regla inclinada los atraviesa',
      'Dos estantes paralelos de una repisa se apoyan en una tabla diagonal',
      'Las franjas paralelas de un estacionamiento son cortadas por una línea oblicua',
      'Los cables paralelos de un tendido eléctrico son cruzados por una rama recta',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${ctx}. Uno de los ángulos que se forman mide ${a}°. ¿Cuánto mide su ángulo ${kind}?`,
      value: same ? a : 180 - a,
      unit: '°',
      wrong: same ? [180 - a, 90 - a > 0 ? 90 - a : 360 - a, 360 - a] : [a, 360 - a, 90 - a > 0 ? 90 - a : a + 10],
      expresion: same ? `${a}` : `180 - ${a}`,
      solucion: same
        ? `Entre paralelas, los ángulos ${kind}s son iguales: ${a}°.`
        : `Entre paralelas, los ángulos colaterales internos suman 180°: 180° − ${a}° = ${180 - a}°.`,
    })
  },
  (r) => {
    const A = int(r, 25, 95)
    const B = int(r, 25, 150 - A)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `En el triángulo ABC, ∠A = ${A}° y ∠B = ${B}°. Se prolonga el lado BC más allá de C. ¿Cuánto mide el ángulo exterior que se forma en C?`,
        `Un terreno triangular tiene esquinas de ${A}° y ${B}°. Si se prolonga una cerca desde la tercera esquina, ¿qué ángulo exterior se forma allí?`,
        `${pick(r, names)} dibuja un triángulo con dos ángulos interiores de ${A}° y ${B}° y extiende el lado opuesto al primero. ¿Cuánto mide el ángulo exterior del tercer vértice?`,
      ]),
      value: A + B,
      unit: '°',
      wrong: [180 - A - B, 180 - A, 360 - A - B],
      expresion: `${A} + ${B}`,
      solucion: `El ángulo exterior es igual a la suma de los dos interiores no adyacentes: ${A}° + ${B}° = ${A + B}° (también 180° − ∠C = 180° − ${180 - A - B}°).`,
    })
  },
  (r) => {
    const a = int(r, 30, 80)
    const b = int(r, 30, 140 - a)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Por el vértice C de un triángulo ABC se traza una recta paralela a AB. Los ángulos que forma esa recta con CA y con CB miden ${a}° y ${b}°. ¿Cuánto mide el ángulo ACB?`,
        `Una viga horizontal pasa por la punta de una cercha triangular, paralela a su base. Los tirantes forman con la viga ángulos de ${a}° y ${b}°. ¿Qué ángulo hay entre los tirantes?`,
        `${pick(r, names)} demuestra que los ángulos de un triángulo suman 180°: traza por un vértice una paralela al lado opuesto y mide ${a}° y ${b}° a cada lado. ¿Cuánto mide el ángulo del vértice?`,
        `La carpa de un camping tiene forma triangular; una cuerda tensa por la punta, paralela al suelo, forma ${a}° y ${b}° con las lonas. ¿Qué ángulo hay en la punta de la carpa?`,
      ]),
      value: 180 - a - b,
      unit: '°',
      wrong: [a + b, 180 - a, 90 - Math.abs(a - b) > 0 ? 90 - Math.abs(a - b) : a],
      expresion: `180 - ${a} - ${b}`,
      solucion: `Los ángulos de ${a}° y ${b}° son alternos internos con ∠A y ∠B; junto con ∠ACB forman un ángulo extendido: 180° − ${a}° − ${b}° = ${180 - a - b}°.`,
    })
  },
  (r) => {
    const a = int(r, 30, 150)
    if (a === 90) throw new Error('recto')
    const [kind, key] = pick(r, [
      ['alternos internos', 'Tienen la misma medida'],
      ['correspondientes', 'Tienen la misma medida'],
      ['alternos externos', 'Tienen la misma medida'],
      ['colaterales internos', 'Suman 180° entre los dos'],
    ] as const)
    return concept(
      r,
      'Recordar',
      pick(r, [
        `Dos rectas paralelas cortadas por una transversal forman dos ángulos ${kind}; uno de ellos mide ${a}°. ¿Qué relación tienen esos dos ángulos?`,
        `${pick(r, names)} mide ${a}° en uno de dos ángulos ${kind} formados por dos calles paralelas y una avenida que las cruza. ¿Qué puede afirmar del otro ángulo?`,
        `En una reja, los barrotes paralelos son cruzados por una barra diagonal; dos ángulos ${kind} se forman allí, uno de ${a}°. ¿Cómo se relacionan?`,
      ]),
      key,
      [
        'Tienen la misma medida',
        'Suman 180° entre los dos',
        'Suman 90° entre los dos',
        'Suman 360° entre los dos',
      ].filter((k) => k !== key),
      key === 'Tienen la misma medida'
        ? `Los ángulos ${kind} entre paralelas son iguales: el otro también mide ${a}°.`
        : `Los colaterales internos suman 180°: el otro mide ${180 - a}°.`,
    )
  },
]

const groups = [
  ['6° A', '6° B', 'los puntajes de una prueba'],
  ['el equipo rojo', 'el equipo azul', 'los puntos de cada jugador en un torneo'],
  ['las niñas', 'los niños', 'los segundos que tardan en correr 50 m'],
  ['el taller de ciencias', 'el taller de arte', 'las edades de los participantes'],
] as const
const twoGroups = [
  ['6° A', '6° B', 'los segundos que tardaron en resolver un rompecabezas'],
  ['el taller de teatro', 'el taller de robótica', 'las edades de los integrantes'],
  ['el equipo de fútbol menor', 'el equipo de fútbol mayor', 'los goles que marcó cada jugador en la temporada'],
  ['la muestra de Arica', 'la muestra de Chillán', 'las temperaturas máximas de diez días de verano'],
  ['el curso de la mañana', 'el curso de la tarde', 'los puntajes en un juego de memoria'],
  ['las niñas', 'los niños', 'los centímetros que saltaron en salto largo, menos 100'],
] as const
/** «de» before a group's name, contracted with «el». */
const deG = (g: string) => (g.startsWith('el ') ? `del ${g.slice(3)}` : `de ${g}`)
const medianOf = (xs: readonly number[]) => {
  const o = [...xs].sort((a, b) => a - b)
  return o.length % 2 ? o[(o.length - 1) / 2]! : (o[o.length / 2 - 1]! + o[o.length / 2]!) / 2
}
const ma06oa22: OaMaker[] = [
  (r) => {
    const [ga, gb, what] = pick(r, twoGroups)
    const A = dataSet(r, 7, 10, 60).sort((a, b) => a - b)
    const B = dataSet(r, 7, 25, 95).sort((a, b) => a - b)
    const [ma, mb] = [medianOf(A), medianOf(B)]
    if (ma === mb) throw new Error('empate')
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Dos diagramas de puntos muestran ${what}. ${ga.replace(/^./, (c) => c.toUpperCase())}: ${A.join(', ')}. ${gb.replace(/^./, (c) => c.toUpperCase())}: ${B.join(', ')}. ¿Cuál es la diferencia entre sus medianas?`,
        `Se registraron ${what} ${deG(ga)} (${A.join(', ')}) y ${deG(gb)} (${B.join(', ')}). ¿En cuánto se diferencian los datos centrales de ambos grupos?`,
      ]),
      value: Math.abs(ma - mb),
      wrong: [Math.abs(sum(A) / 7 - sum(B) / 7), Math.abs(A[6]! - B[6]!) || 1, ma + mb],
      expresion: ma > mb ? `${ma} - ${mb}` : `${mb} - ${ma}`,
      solucion: `Con 7 datos ordenados, la mediana es el 4.°: ${ga}, ${ma}; ${gb}, ${mb}. Diferencia: ${Math.abs(ma - mb)}.`,
    })
  },
  (r) => {
    const [ga, gb, what] = pick(r, twoGroups)
    const A = dataSet(r, 6, 10, 90).sort((a, b) => a - b)
    const B = dataSet(r, 6, 30, 70).sort((a, b) => a - b)
    const [ra, rb] = [A[5]! - A[0]!, B[5]! - B[0]!]
    if (ra === rb) throw new Error('empate')
    const key =
      ra > rb
        ? `${ga.replace(/^./, (c) => c.toUpperCase())}: sus datos están más dispersos`
        : `${gb.replace(/^./, (c) => c.toUpperCase())}: sus datos están más dispersos`
    return concept(
      r,
      'Evaluar',
      pick(r, [
        `En un diagrama de puntos doble se muestran ${what}: ${ga}, ${A.join(', ')}; ${gb}, ${B.join(', ')}. ¿Qué grupo tiene mayor rango y qué indica eso?`,
        `${pick(r, names)} compara ${what} ${deG(ga)} (${A.join(', ')}) con los ${deG(gb)} (${B.join(', ')}). ¿Qué conclusión sobre la dispersión es correcta?`,
      ]),
      key,
      [
        ra > rb
          ? `${gb.replace(/^./, (c) => c.toUpperCase())}: sus datos están más dispersos`
          : `${ga.replace(/^./, (c) => c.toUpperCase())}: sus datos están más dispersos`,
        'Ambos grupos tienen la misma dispersión',
        'El grupo con el dato mayor siempre es el menos disperso',
      ],
      `Rango ${deG(ga)}: ${A[5]} − ${A[0]} = ${ra}; ${deG(gb)}: ${B[5]} − ${B[0]} = ${rb}. Mayor rango, datos más dispersos.`,
    )
  },
  (r) => {
    const [ga, gb, what] = pick(r, groups)
    const A = stemData(r)
    const B = stemData(r)
    const rangeA = Math.max(...A.data) - Math.min(...A.data)
    const rangeB = Math.max(...B.data) - Math.min(...B.data)
    if (rangeA === rangeB) throw new Error('empate')
    const [hi, lo] = rangeA > rangeB ? [A.data, B.data] : [B.data, A.data]
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Los diagramas de tallo y hojas muestran ${what} (tallo | hojas). ${ga.replace(/^./, (c) => c.toUpperCase())}: ${A.diagram}. ${gb.replace(/^./, (c) => c.toUpperCase())}: ${B.diagram}. ¿Cuál es la diferencia entre los rangos de ambos grupos?`,
      value: Math.abs(rangeA - rangeB),
      wrong: [rangeA, rangeB, Math.abs(Math.max(...A.data) - Math.max(...B.data)) || rangeA + rangeB],
      expresion: `(${Math.max(...hi)} - ${Math.min(...hi)}) - (${Math.max(...lo)} - ${Math.min(...lo)})`,
      solucion: `Rango ${deG(ga)}: ${Math.max(...A.data)} − ${Math.min(...A.data)} = ${rangeA}; ${deG(gb)}: ${Math.max(...B.data)} − ${Math.min(...B.data)} = ${rangeB}. Diferencia: ${Math.abs(rangeA - rangeB)}.`,
    })
  },
  (r) => {
    const [ga, gb] = pick(r, groups)
    const values = [1, 2, 3, 4, 5]
    const dots = (counts: number[]) => values.map((v, i) => `${v}: ${'•'.repeat(counts[i]!) || 'ninguno'}`).join('; ')
    const a = values.map(() => int(r, 0, 5))
    const b = values.map(() => int(r, 0, 5))
    const limit = int(r, 2, 4)
    const over = (c: number[]) => sum(c.slice(limit))
    const [oa, ob] = [over(a), over(b)]
    const key =
      oa === ob
        ? 'Ambos grupos tienen la misma cantidad'
        : oa > ob
          ? `${ga.replace(/^./, (c) => c.toUpperCase())}`
          : `${gb.replace(/^./, (c) => c.toUpperCase())}`
    return concept(
      r,
      'Analizar',
      `En diagramas de puntos se registró cuántos libros leyó cada estudiante en las vacaciones. ${ga.replace(/^./, (c) => c.toUpperCase())}: ${dots(a)}. ${gb.replace(/^./, (c) => c.toUpperCase())}: ${dots(b)}. ¿Qué grupo tiene más estudiantes que leyeron más de ${limit} libros?`,
      key,
      [
        ga.replace(/^./, (c) => c.toUpperCase()),
        gb.replace(/^./, (c) => c.toUpperCase()),
        'Ambos grupos tienen la misma cantidad',
        'No se puede saber con estos diagramas',
      ].filter((k) => k !== key),
      `Se cuentan los puntos sobre ${limit}: ${ga} tiene ${oa} y ${gb} tiene ${ob}.`,
    )
  },
  (r) => {
    const [ga, gb, what] = pick(r, groups)
    const A = stemData(r)
    const B = stemData(r)
    const [ask, fa, fb] = pick(r, [
      ['el mayor dato de los dos grupos juntos', Math.max(...A.data), Math.max(...B.data)],
      ['el menor dato de los dos grupos juntos', Math.min(...A.data), Math.min(...B.data)],
    ] as const)
    const value = ask.includes('mayor') ? Math.max(fa, fb) : Math.min(fa, fb)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Se compararon ${what} ${deG(ga)} y ${gb} (tallo | hojas). ${ga.replace(/^./, (c) => c.toUpperCase())}: ${A.diagram}. ${gb.replace(/^./, (c) => c.toUpperCase())}: ${B.diagram}. ¿Cuál es ${ask}?`,
      value,
      wrong: [fa === value ? fb : fa, Math.floor(value / 10), A.data[Math.floor(A.data.length / 2)]!],
      expresion: `${value}`,
      solucion: `Se lee el ${ask.includes('mayor') ? 'último' : 'primer'} dato de cada diagrama (${fa} y ${fb}) y se comparan: ${value}.`,
    })
  },
]

const ma06oa24: OaMaker[] = [
  (r) => {
    const months = sample(r, ['marzo', 'abril', 'mayo', 'junio', 'agosto', 'septiembre'], 3)
    const [ga, gb, what] = pick(r, [
      ['6° A', '6° B', 'los libros leídos'],
      ['la sucursal centro', 'la sucursal norte', 'las bicicletas vendidas'],
      ['el taller de la mañana', 'el taller de la tarde', 'las horas de deporte'],
      ['la temporada pasada', 'esta temporada', 'los turistas (en miles) que llegaron a Pucón'],
    ] as const)
    const a = months.map(() => int(r, 12, 90))
    const b = months.map(() => int(r, 12, 90))
    const m = int(r, 0, 2)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un gráfico de barras dobles compara ${what} en ${ga} y en ${gb}: ${months.map((x, i) => `${x}, ${a[i]} y ${b[i]}`).join('; ')}. ¿Cuántos suman ambas barras de ${months[m]}?`,
      value: a[m]! + b[m]!,
      wrong: [Math.abs(a[m]! - b[m]!), a[m]! + b[(m + 1) % 3]!, sum(a)],
      expresion: `${a[m]} + ${b[m]}`,
      solucion: `Las barras de ${months[m]} marcan ${a[m]} y ${b[m]}: ${a[m]} + ${b[m]} = ${a[m]! + b[m]!}.`,
    })
  },
  (r) => {
    const total = pick(r, [40, 60, 80, 120, 160, 200, 240, 400])
    const topics = sample(r, ['fútbol', 'básquetbol', 'natación', 'tenis', 'ciclismo', 'atletismo', 'voleibol'], 4)
    const percents = pick(r, [
      [40, 30, 20, 10],
      [50, 25, 15, 10],
      [35, 30, 25, 10],
      [45, 25, 20, 10],
      [30, 30, 25, 15],
      [60, 20, 15, 5],
    ])
    const i = int(r, 0, 3)
    const p = percents[i]!
    const value = (p * total) / 100
    if (!Number.isInteger(value)) throw new Error('decimal')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Un gráfico circular muestra el deporte favorito de ${total} estudiantes: ${topics.map((t, k) => `${t} ${percents[k]} %`).join(', ')}. ¿Cuántos estudiantes prefieren ${topics[i]}?`,
        `En una encuesta comunal a ${total} vecinos sobre la actividad que harían en la plaza, un gráfico circular indica ${topics.map((t, k) => `${t}, ${percents[k]} %`).join('; ')}. ¿Cuántos vecinos eligieron ${topics[i]}?`,
        `${pick(r, names)} resumió en un gráfico circular las respuestas de ${total} apoderados: ${topics.map((t, k) => `${t} (${percents[k]} %)`).join(', ')}. ¿Cuántas personas marcaron ${topics[i]}?`,
      ]),
      value,
      wrong: [p, total - value, value * 2],
      expresion: `${p} * ${total} / 100`,
      solucion: `El ${p} % de ${total} es ${p} · ${total} ÷ 100 = ${value}.`,
    })
  },
  (r) => {
    const p = pick(r, [5, 10, 15, 20, 25, 30, 40, 45, 50, 60, 75])
    const what = pick(r, [
      'los gastos de una familia',
      'el uso del tiempo de un día',
      'los votos de una elección de curso',
      'las ventas de un quiosco',
    ])
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `En un gráfico circular sobre ${what}, un sector representa el ${p} % del total. ¿Cuánto mide el ángulo de ese sector?`,
        `${pick(r, names)} dibuja con transportador un gráfico circular de ${what}. ¿Qué ángulo central debe medir la porción del ${p} %?`,
      ]),
      value: (p * 360) / 100,
      unit: '°',
      wrong: [p, (p * 180) / 100, 360 - (p * 360) / 100],
      expresion: `${p} * 360 / 100`,
      solucion: `El círculo completo (360°) es el 100 %: ${p} % de 360° = ${num((p * 360) / 100)}°.`,
    })
  },
  (r) => {
    const months = sample(r, ['marzo', 'abril', 'mayo', 'junio', 'agosto', 'septiembre'], 4)
    const [ga, gb] = pick(r, [
      ['6° A', '6° B'],
      ['la tienda 1', 'la tienda 2'],
      ['las niñas', 'los niños'],
    ] as const)
    const a = months.map(() => int(r, 10, 60))
    const b = months.map(() => int(r, 10, 60))
    const diffs = a.map((x, i) => Math.abs(x - b[i]!))
    const best = diffs.indexOf(Math.max(...diffs))
    if (diffs.filter((d) => d === diffs[best]).length > 1) throw new Error('empate')
    return concept(
      r,
      'Analizar',
      `Un gráfico de barras dobles muestra los kilos de papel reciclados por ${ga} y ${gb}: ${months.map((m, i) => `${m}, ${a[i]} y ${b[i]}`).join('; ')}. ¿En qué mes fue mayor la diferencia entre ambos?`,
      months[best]!.replace(/^./, (c) => c.toUpperCase()),
      months.filter((_, i) => i !== best).map((m) => m.replace(/^./, (c) => c.toUpperCase())),
      `Las diferencias son ${diffs.join(', ')}; la mayor (${diffs[best]}) es en ${months[best]}.`,
    )
  },
]

// ——— 7° Básico ———

const polygonNames: Record<number, string> = {
  3: 'triángulo',
  4: 'cuadrilátero',
  5: 'pentágono',
  6: 'hexágono',
  7: 'heptágono',
  8: 'octógono',
  9: 'eneágono',
  10: 'decágono',
  12: 'dodecágono',
}
const regularSides = [3, 4, 5, 6, 8, 9, 10, 12]
const ma07oa10: OaMaker[] = [
  (r) => {
    const n = pick(r, [4, 5, 6, 7, 8, 9, 10, 12])
    const obj = pick(r, ['un terreno', 'una baldosa', 'un escudo', 'una mesa', 'un jardín', 'un kiosco', 'un cartel'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de ${polygonNames[n]} (${n} lados). ¿Cuánto suman sus ángulos interiores?`,
      value: (n - 2) * 180,
      unit: '°',
      wrong: [n * 180, 360, (n - 1) * 180],
      expresion: `(${n} - 2) * 180`,
      solucion: `Desde un vértice, el ${polygonNames[n]} se divide en ${n} − 2 = ${n - 2} triángulos: ${n - 2} · 180° = ${(n - 2) * 180}°.`,
    })
  },
  (r) => {
    const n = pick(r, regularSides)
    const exterior = int(r, 0, 1) === 0
    const obj = pick(r, [
      'una señal de tránsito',
      'un reloj de pared',
      'una mesa',
      'un azulejo',
      'una moneda de colección',
      'un parque',
    ])
    return calc(r, {
      habilidad: exterior ? 'Aplicar' : 'Analizar',
      enunciado: `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de ${polygonNames[n]} regular. ¿Cuánto mide cada uno de sus ángulos ${exterior ? 'exteriores' : 'interiores'}?`,
      value: exterior ? 360 / n : ((n - 2) * 180) / n,
      unit: '°',
      wrong: exterior
        ? [((n - 2) * 180) / n, 180 / n, (n - 2) * 180]
        : [360 / n, (n - 2) * 180, 180 - 180 / n === ((n - 2) * 180) / n ? 180 - 360 / n + 10 : 180 - 180 / n],
      expresion: exterior ? `360 / ${n}` : `(${n} - 2) * 180 / ${n}`,
      solucion: exterior
        ? `Los ángulos exteriores de un polígono suman 360°; en uno regular son ${n} iguales: 360° ÷ ${n} = ${num(360 / n)}°.`
        : `Sus ángulos interiores suman (${n} − 2) · 180° = ${(n - 2) * 180}°, repartidos en ${n} ángulos iguales: ${num(((n - 2) * 180) / n)}°.`,
    })
  },
  (r) => {
    const n = pick(r, [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Cada ángulo exterior de un polígono regular mide ${360 / n}°. ¿Cuántos lados tiene?`,
        `${pick(r, names)} camina alrededor de una plaza con forma de polígono regular y en cada esquina gira ${360 / n}°. ¿Cuántos lados tiene la plaza?`,
      ]),
      value: n,
      wrong: [180 / (360 / n) === n ? n + 2 : Math.round(180 / (360 / n)), n + 2, 360 - 360 / n],
      expresion: `360 / ${360 / n}`,
      solucion: `Los ángulos exteriores suman 360°: 360° ÷ ${360 / n}° = ${n} lados.`,
    })
  },
  (r) => {
    const interior = int(r, 95, 170)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Un ángulo interior de un polígono mide ${interior}°. ¿Cuánto mide el ángulo exterior adyacente a él?`,
      value: 180 - interior,
      unit: '°',
      wrong: [360 - interior, interior - 90, 90 - (180 - interior) > 0 ? 90 - (180 - interior) : interior],
      expresion: `180 - ${interior}`,
      solucion: `Un ángulo interior y su exterior adyacente forman un ángulo extendido: 180° − ${interior}° = ${180 - interior}°.`,
    })
  },
  (r) => {
    const n = pick(r, [5, 6, 7, 8, 9, 10, 12, 15])
    return calc(r, {
      habilidad: 'Recordar',
      enunciado: `${pick(r, names)} dibuja un ${polygonNames[n] ?? 'polígono'} de ${n} lados y mide sus ${n} ángulos exteriores, uno en cada vértice. ¿Cuánto suman?`,
      value: 360,
      unit: '°',
      wrong: [(n - 2) * 180, n * 180, 180],
      expresion: `${n} * 180 - (${n} - 2) * 180`,
      solucion: `Cada interior con su exterior suman 180°, en total ${n} · 180°; los interiores suman (${n} − 2) · 180°. La diferencia es 2 · 180° = 360°, en cualquier polígono.`,
    })
  },
]

const pi = (x: number) => (314 * x) / 100
const wheels = [
  'una rueda de bicicleta',
  'una pizza',
  'un reloj de pared',
  'una mesa redonda',
  'una piscina circular',
  'un plato',
  'una tapa de frasco',
  'un aro de básquetbol',
]
const ma07oa11: OaMaker[] = [
  (r) => {
    const radius = int(r, 3, 60)
    const obj = pick(r, wheels)
    const fromDiameter = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: fromDiameter
        ? `${obj.replace(/^./, (c) => c.toUpperCase())} tiene ${2 * radius} cm de diámetro. Usando π ≈ 3,14, ¿cuál es su perímetro?`
        : `El radio de ${obj} mide ${radius} cm. Usando π ≈ 3,14, ¿cuál es su perímetro?`,
      value: pi(2 * radius),
      unit: 'cm',
      wrong: [pi(radius), pi(radius * radius), pi(4 * radius)],
      expresion: `314 / 100 * 2 * ${radius}`,
      solucion: `P = π · d ≈ 3,14 · ${2 * radius} = ${num(pi(2 * radius))} cm.`,
    })
  },
  (r) => {
    const radius = int(r, 2, 30)
    const obj = pick(r, wheels)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${obj.replace(/^./, (c) => c.toUpperCase())} tiene ${radius} cm de radio. Usando π ≈ 3,14, ¿cuál es su área?`,
      value: pi(radius * radius),
      unit: 'cm²',
      wrong: [pi(2 * radius), pi(4 * radius * radius), pi(radius)],
      expresion: `314 / 100 * ${radius} * ${radius}`,
      solucion: `A = π · r² ≈ 3,14 · ${radius * radius} = ${num(pi(radius * radius))} cm².`,
    })
  },
  (r) => {
    const d = int(r, 2, 40) * 2
    const turns = int(r, 5, 50)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `La rueda de ${pick(r, ['un carrito', 'un triciclo', 'una carretilla', 'un monopatín', 'una silla de ruedas'])} mide ${d} cm de diámetro y da ${turns} vueltas completas. Usando π ≈ 3,14, ¿cuántos centímetros avanza?`,
      value: pi(d * turns),
      unit: 'cm',
      wrong: [pi(d), pi((d / 2) * turns), d * turns],
      expresion: `314 / 100 * ${d} * ${turns}`,
      solucion: `En cada vuelta avanza su perímetro, 3,14 · ${d} = ${num(pi(d))} cm; en ${turns} vueltas: ${num(pi(d * turns))} cm.`,
    })
  },
  (r) => {
    const d = int(r, 2, 40) * 5
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `El perímetro de ${pick(r, wheels)} es ${num(pi(d))} cm. Usando π ≈ 3,14, ¿cuánto mide su radio?`,
      value: d / 2,
      unit: 'cm',
      wrong: [d, d / 4, pi(d) / 2],
      expresion: `${Math.round(pi(d) * 100)} / 100 / (314 / 100) / 2`,
      solucion: `d = P ÷ π ≈ ${num(pi(d))} ÷ 3,14 = ${d} cm, y el radio es la mitad: ${num(d / 2)} cm.`,
    })
  },
  (r) => {
    const x = int(r, 2, 25)
    const unit = pick(r, ['cm', 'm', 'km'])
    const item2 = pick(r, ['un punto O', 'un árbol', 'una antena', 'un faro', 'la pileta de una plaza'])
    return concept(
      r,
      'Comprender',
      `¿Qué figura forman todos los puntos del plano que están exactamente a ${x} ${unit} de ${item2}?`,
      `Una circunferencia de radio ${x} ${unit}`,
      [
        `Una circunferencia de diámetro ${x} ${unit}`,
        `Un círculo de radio ${2 * x} ${unit}`,
        `Un cuadrado de lado ${x} ${unit}`,
      ],
      `La circunferencia es el lugar geométrico de los puntos que están a igual distancia (el radio, ${x} ${unit}) de un punto fijo, su centro.`,
    )
  },
  (r) => {
    const radius = int(r, 2, 50)
    const toRadius = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Recordar',
      enunciado: toRadius
        ? `El diámetro de ${pick(r, wheels)} mide ${2 * radius} cm. ¿Cuánto mide su radio?`
        : `El radio de ${pick(r, wheels)} mide ${radius} cm. ¿Cuánto mide su diámetro?`,
      value: toRadius ? radius : 2 * radius,
      unit: 'cm',
      wrong: toRadius ? [4 * radius, 2 * radius, pi(radius)] : [radius / 2, radius * radius, pi(radius)],
      expresion: toRadius ? `${2 * radius} / 2` : `2 * ${radius}`,
      solucion: toRadius
        ? `El radio es la mitad del diámetro: ${2 * radius} ÷ 2 = ${radius} cm.`
        : `El diámetro es el doble del radio: 2 · ${radius} = ${2 * radius} cm.`,
    })
  },
]

const plots = [
  'un terreno',
  'un jardín',
  'una vela de barco',
  'un banderín',
  'una huerta',
  'un cartel',
  'un mosaico',
  'una pared',
]
const ma07oa13: OaMaker[] = [
  (r) => {
    const b = int(r, 3, 40)
    const h = int(r, 2, 30)
    const unit = pick(r, ['cm', 'm'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, plots).replace(/^./, (c) => c.toUpperCase())} tiene forma de triángulo de ${b} ${unit} de base y ${h} ${unit} de altura. ¿Cuál es su área?`,
      value: (b * h) / 2,
      unit: `${unit}²`,
      wrong: [b * h, b + h, (b * h) / 4],
      expresion: `${b} * ${h} / 2`,
      solucion: `A = base · altura ÷ 2 = ${b} · ${h} ÷ 2 = ${num((b * h) / 2)} ${unit}².`,
    })
  },
  (r) => {
    const b = int(r, 4, 40)
    const h = int(r, 2, 25)
    const side = h + int(r, 1, 6)
    const unit = pick(r, ['cm', 'm'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, plots).replace(/^./, (c) => c.toUpperCase())} tiene forma de paralelogramo: su base mide ${b} ${unit}, su lado inclinado ${side} ${unit} y su altura ${h} ${unit}. ¿Cuál es su área?`,
      value: b * h,
      unit: `${unit}²`,
      wrong: [b * side, (b * h) / 2, 2 * (b + side)],
      expresion: `${b} * ${h}`,
      solucion: `A = base · altura = ${b} · ${h} = ${b * h} ${unit}²; el lado inclinado no es la altura.`,
    })
  },
  (r) => {
    const a = int(r, 3, 30)
    const c = a + int(r, 2, 20)
    const h = int(r, 2, 20)
    const unit = pick(r, ['cm', 'm'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, plots).replace(/^./, (x) => x.toUpperCase())} tiene forma de trapecio con bases de ${a} ${unit} y ${c} ${unit} y altura de ${h} ${unit}. ¿Cuál es su área?`,
      value: ((a + c) * h) / 2,
      unit: `${unit}²`,
      wrong: [(a + c) * h, a * c * h, ((c - a) * h) / 2],
      expresion: `(${a} + ${c}) * ${h} / 2`,
      solucion: `A = (B + b) · h ÷ 2 = (${a} + ${c}) · ${h} ÷ 2 = ${num(((a + c) * h) / 2)} ${unit}².`,
    })
  },
  (r) => {
    const b = int(r, 2, 20) * 2
    const h = int(r, 2, 25)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Un triángulo tiene ${num((b * h) / 2)} cm² de área y ${b} cm de base. ¿Cuánto mide su altura?`,
      value: h,
      unit: 'cm',
      wrong: [h / 2, (b * h) / 2 - b, 2 * h],
      expresion: `2 * ${(b * h) / 2} / ${b}`,
      solucion: `Como A = b · h ÷ 2, h = 2 · A ÷ b = 2 · ${num((b * h) / 2)} ÷ ${b} = ${h} cm.`,
    })
  },
  (r) => {
    const w = int(r, 4, 12)
    const h = int(r, 3, 10)
    const roof = int(r, 2, 6)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `La fachada de una casa es un rectángulo de ${w} m de ancho y ${h} m de alto, con un techo triangular encima de ${w} m de base y ${roof} m de altura. ¿Cuál es el área de la fachada?`,
      value: w * h + (w * roof) / 2,
      unit: 'm²',
      wrong: [w * h + w * roof, w * (h + roof), w * h],
      expresion: `${w} * ${h} + ${w} * ${roof} / 2`,
      solucion: `Rectángulo: ${w} · ${h} = ${w * h} m²; triángulo: ${w} · ${roof} ÷ 2 = ${num((w * roof) / 2)} m². Total: ${num(w * h + (w * roof) / 2)} m².`,
    })
  },
  (r) => {
    const b = int(r, 3, 30)
    const h = int(r, 2, 20)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `${pick(r, names)} junta dos triángulos congruentes de ${b} cm de base y ${h} cm de altura y forma un paralelogramo. ¿Cuál es el área de cada triángulo?`,
      value: (b * h) / 2,
      unit: 'cm²',
      wrong: [b * h, 2 * b * h, b + h],
      expresion: `${b} * ${h} / 2`,
      solucion: `El paralelogramo tiene área ${b} · ${h} = ${b * h} cm² y está formado por dos triángulos iguales: cada uno tiene la mitad, ${num((b * h) / 2)} cm².`,
    })
  },
]

const quadrantNames = ['Primer cuadrante', 'Segundo cuadrante', 'Tercer cuadrante', 'Cuarto cuadrante']
const nonZero = (r: Rng, max: number) => (int(r, 0, 1) === 0 ? 1 : -1) * int(r, 1, max)
const ma07oa14: OaMaker[] = [
  (r) => {
    const [x, y] = [nonZero(r, 9), nonZero(r, 9)]
    const q = x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2
    const who = pick(r, ['un barco', 'un tesoro', 'una estación', 'un avión', 'un submarino', 'una boya'])
    return concept(
      r,
      'Comprender',
      pick(r, [
        `En un juego de ubicación, ${who} está en el punto ${pt(x, y)}. ¿En qué cuadrante del plano cartesiano está?`,
        `¿En qué cuadrante se ubica el par ordenado ${pt(x, y)}?`,
        `${pick(r, names)} marca ${pt(x, y)} en su cuaderno cuadriculado, con el origen al centro. ¿En qué región del plano queda la marca?`,
        `En una batalla naval con ejes cartesianos, un disparo cae en ${pt(x, y)}. ¿Qué cuadrante fue atacado?`,
        `Un mapa del tesoro usa el centro de la isla como origen; el cofre está en ${pt(x, y)}. ¿En qué cuadrante hay que cavar?`,
        `La estación meteorológica de un plano cartesiano está en ${pt(x, y)}. ¿En qué cuadrante se encuentra?`,
      ]),
      quadrantNames[q]!,
      quadrantNames.filter((_, i) => i !== q),
      `La primera coordenada es ${x > 0 ? 'positiva' : 'negativa'} y la segunda ${y > 0 ? 'positiva' : 'negativa'}: ${quadrantNames[q]!.toLowerCase()}.`,
    )
  },
  (r) => {
    const [x, y] = [nonZero(r, 8), nonZero(r, 8)]
    const [a, b] = [nonZero(r, 6), nonZero(r, 6)]
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `El punto P${pt(x, y)} se traslada según el vector v = ${pt(a, b)}. ¿Cuáles son las coordenadas de su imagen P'?`,
        `Un robot de juguete está en ${pt(x, y)} y recibe la orden de moverse según el vector ${pt(a, b)}. ¿Dónde se detiene?`,
        `En un videojuego, un personaje en ${pt(x, y)} salta con desplazamiento ${pt(a, b)}. ¿Qué coordenadas tiene al caer?`,
      ]),
      pt(x + a, y + b),
      [pt(x - a, y - b), pt(x + b, y + a), pt(a - x, b - y), pt(x * a, y * b)],
      `Se suman las coordenadas: (${x} + ${a < 0 ? `(${a})` : a}, ${y} + ${b < 0 ? `(${b})` : b}) = ${pt(x + a, y + b)}.`,
    )
  },
  (r) => {
    const [x1, y1, x2, y2] = [nonZero(r, 8), nonZero(r, 8), nonZero(r, 8), nonZero(r, 8)]
    if (x1 === x2 && y1 === y2) throw new Error('igual')
    return concept(
      r,
      'Analizar',
      pick(r, [
        `¿Qué vector traslada el punto A${pt(x1, y1)} al punto B${pt(x2, y2)}?`,
        `Una hormiga camina en línea recta desde ${pt(x1, y1)} hasta ${pt(x2, y2)}. ¿Qué vector describe su desplazamiento?`,
        `${pick(r, names)} mueve una ficha de la casilla ${pt(x1, y1)} a la ${pt(x2, y2)}. ¿Con qué vector se representa la jugada?`,
      ]),
      pt(x2 - x1, y2 - y1),
      [pt(x1 - x2, y1 - y2), pt(x2 + x1, y2 + y1), pt(y2 - y1, x2 - x1), pt(x2, y2)],
      `El vector es B − A = (${x2} − ${x1 < 0 ? `(${x1})` : x1}, ${y2} − ${y1 < 0 ? `(${y1})` : y1}) = ${pt(x2 - x1, y2 - y1)}.`,
    )
  },
  (r) => {
    const y = nonZero(r, 9)
    const a = -int(r, 1, 9)
    const b = int(r, 1, 9)
    const horizontal = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: horizontal
        ? pick(r, [
            `En un mapa cuadriculado, la casa de ${pick(r, names)} está en ${pt(a, y)} y el colegio en ${pt(b, y)}. ¿Cuántas cuadras los separan?`,
            `Un bus va en línea recta desde el paradero ${pt(a, y)} hasta el paradero ${pt(b, y)} de un plano cuadriculado. ¿Cuántas cuadras recorre?`,
          ])
        : `En un mapa cuadriculado, la plaza está en ${pt(y, a)} y la biblioteca en ${pt(y, b)}. ¿Cuántas cuadras las separan?`,
      value: b - a,
      unit: 'cuadras',
      wrong: [b + a > 0 ? b + a : -(b + a) + 1, b, -a],
      expresion: `${b} - (${a})`,
      solucion: `Están en la misma ${horizontal ? 'fila' : 'columna'}: ${b} − (${a}) = ${b - a} cuadras.`,
    })
  },
  (r) => {
    const [x, y] = [nonZero(r, 7), nonZero(r, 7)]
    const [right, up] = [int(r, 1, 8), int(r, 1, 8)]
    const [h, v] = pick(r, [
      ['derecha', 'arriba'],
      ['izquierda', 'abajo'],
      ['derecha', 'abajo'],
      ['izquierda', 'arriba'],
    ] as const)
    const dx = h === 'derecha' ? right : -right
    const dy = v === 'arriba' ? up : -up
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `En un juego de tablero, una ficha está en ${pt(x, y)}. Avanza ${right} casillas hacia la ${h} y ${up} hacia ${v}. ¿En qué punto queda?`,
        `Un dron parte de ${pt(x, y)}, vuela ${right} unidades a la ${h} y luego ${up} hacia ${v}. ¿Cuáles son sus coordenadas finales?`,
      ]),
      pt(x + dx, y + dy),
      [pt(x - dx, y - dy), pt(x + dy, y + dx), pt(x + dx, y - dy), pt(dx, dy)],
      `El movimiento es el vector ${pt(dx, dy)}: ${pt(x, y)} + ${pt(dx, dy)} = ${pt(x + dx, y + dy)}.`,
    )
  },
]

const categorySets = [
  ['el medio de transporte al colegio', ['bus', 'auto', 'a pie', 'bicicleta', 'metro']],
  ['la mascota preferida', ['perro', 'gato', 'conejo', 'tortuga', 'hámster']],
  ['el género de película favorito', ['comedia', 'acción', 'animación', 'terror', 'documental']],
  ['la fruta favorita', ['manzana', 'plátano', 'frutilla', 'naranja', 'uva']],
  ['el instrumento que quieren aprender', ['guitarra', 'piano', 'batería', 'flauta', 'violín']],
] as const
const ma07oa16: OaMaker[] = [
  (r) => {
    const [topic, cats] = pick(r, categorySets)
    const n = pick(r, [20, 25, 40, 50])
    const k = int(r, 3, 4)
    const counts = Array.from({ length: k - 1 }, () => int(r, 1, Math.floor(n / k)))
    counts.push(n - sum(counts))
    const i = int(r, 0, k - 1)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se preguntó a ${n} estudiantes por ${topic}: ${cats
        .slice(0, k)
        .map((c, j) => `${c}, ${counts[j]}`)
        .join('; ')}. ¿Cuál es la frecuencia relativa de «${cats[i]}»?`,
      value: counts[i]! / n,
      wrong: [counts[i]! / 100, (n - counts[i]!) / n, counts[i]! / 10],
      expresion: `${counts[i]} / ${n}`,
      solucion: `Frecuencia relativa = frecuencia absoluta ÷ total = ${counts[i]} ÷ ${n} = ${num(counts[i]! / n)}.`,
    })
  },
  (r) => {
    const [topic, cats] = pick(r, categorySets)
    const n = int(r, 25, 45)
    const k = 4
    const counts = Array.from({ length: k - 1 }, () => int(r, 2, Math.floor(n / k)))
    counts.push(n - sum(counts))
    const missing = int(r, 0, k - 1)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `En una tabla de frecuencias sobre ${topic} de ${n} personas se borró un dato: ${cats
        .slice(0, k)
        .map((c, j) => `${c}, ${j === missing ? '?' : counts[j]}`)
        .join('; ')}. ¿Cuál es la frecuencia absoluta que falta?`,
      value: counts[missing]!,
      wrong: [n - counts[missing]!, Math.round(n / k), counts[missing]! + 2],
      expresion: `${n} - ${counts.filter((_, j) => j !== missing).join(' - ')}`,
      solucion: `Las frecuencias absolutas suman el total: ${n} − ${n - counts[missing]!} = ${counts[missing]}.`,
    })
  },
  (r) => {
    const n = pick(r, [40, 60, 80, 120, 200, 250, 400, 500])
    const rel = pick(r, [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.6, 0.75])
    const [topic, cats] = pick(r, categorySets)
    const c = pick(r, cats)
    const value = n * rel
    if (!Number.isInteger(value)) throw new Error('decimal')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una encuesta a ${n} personas sobre ${topic}, la frecuencia relativa de «${c}» fue ${num(rel)}. ¿Cuántas personas eligieron «${c}»?`,
      value,
      wrong: [n - value, rel * 100, value / 10],
      expresion: `${n} * ${exact(rel)}`,
      solucion: `Frecuencia absoluta = frecuencia relativa · total = ${num(rel)} · ${n} = ${value}.`,
    })
  },
  (r) => {
    const [situation, key] = pick(r, [
      ['cómo cambió la temperatura de Santiago cada día de una semana', 'Un gráfico de líneas'],
      ['qué parte del total de estudiantes prefiere cada deporte', 'Un gráfico circular'],
      ['la cantidad de libros prestados por cada curso', 'Un gráfico de barras'],
      ['la estatura de 60 estudiantes agrupada en intervalos de 5 cm', 'Un histograma'],
      ['la evolución de la población de Chile entre 1990 y 2020', 'Un gráfico de líneas'],
      ['el porcentaje del presupuesto familiar gastado en cada ítem', 'Un gráfico circular'],
      ['cuántas medallas ganó cada país en un campeonato', 'Un gráfico de barras'],
      ['los tiempos de 50 corredores en una maratón, por intervalos', 'Un histograma'],
    ] as const)
    return concept(
      r,
      'Evaluar',
      `¿Qué gráfico es más adecuado para representar ${situation}?`,
      key,
      ['Un gráfico de líneas', 'Un gráfico circular', 'Un gráfico de barras', 'Un histograma'].filter((k) => k !== key),
      key === 'Un gráfico de líneas'
        ? 'Muestra cómo cambia un dato en el tiempo.'
        : key === 'Un gráfico circular'
          ? 'Muestra qué parte del total es cada categoría.'
          : key === 'Un histograma'
            ? 'Representa datos numéricos agrupados en intervalos.'
            : 'Compara cantidades de categorías distintas.',
    )
  },
  (r) => {
    const rels = sample(r, [5, 10, 15, 20, 25, 30, 35, 40], 3)
    if (sum(rels) >= 100) throw new Error('excede')
    const [topic, cats] = pick(r, categorySets)
    const last = 100 - sum(rels)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `En una tabla sobre ${topic}, las frecuencias relativas de ${cats.slice(0, 3).join(', ')} son ${rels.map((x) => num(x / 100)).join('; ')}, respectivamente. Si la única otra categoría es ${cats[3]}, ¿cuál es su frecuencia relativa?`,
      value: last / 100,
      wrong: [(100 - rels[0]!) / 100, sum(rels) / 100, last / 10],
      expresion: `1 - ${rels.map((x) => `${x}/100`).join(' - ')}`,
      solucion: `Las frecuencias relativas suman 1: 1 − ${num(sum(rels) / 100)} = ${num(last / 100)}.`,
    })
  },
]

const measureSets = [
  ['las notas de', 'en una prueba', 10, 70],
  ['las edades de', 'de un club', 10, 60],
  ['los minutos que', 'tardan en llegar al colegio', 5, 45],
  ['los puntajes de', 'en un videojuego', 20, 99],
] as const
const dataSet = (r: Rng, n: number, min: number, max: number) => Array.from({ length: n }, () => int(r, min, max))
const ma07oa17: OaMaker[] = [
  (r) => {
    const n = int(r, 5, 8)
    const data = dataSet(r, n - 1, 10, 60)
    const mean = int(r, Math.ceil((sum(data) + 10) / n), Math.floor((sum(data) + 60) / n))
    data.push(mean * n - sum(data))
    const shuffled = sample(r, data, n)
    const ctx = pick(r, [
      'los kilos de basura reciclada por semana',
      'los asistentes a un taller cada día',
      'las ventas diarias de empanadas',
      'los minutos diarios de lectura de un estudiante',
      'los goles por fecha de un campeonato',
    ])
    const sorted = [...data].sort((a, b) => a - b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Estos son ${ctx}: ${shuffled.join(', ')}. ¿Cuál es la media (promedio)?`,
      value: mean,
      wrong: [sum(data), n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2, mean + n],
      expresion: `(${shuffled.join(' + ')}) / ${n}`,
      solucion: `Media = suma ÷ cantidad = ${sum(data)} ÷ ${n} = ${mean}.`,
    })
  },
  (r) => {
    const n = pick(r, [5, 6, 7, 8, 9])
    const data = dataSet(r, n, 10, 90)
    const sorted = [...data].sort((a, b) => a - b)
    const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2
    const what = pick(r, [
      'los puntajes de los jugadores de un torneo',
      'los minutos de viaje al trabajo de unos vecinos',
      'las edades de los socios de un club',
      'los kilómetros que recorrieron unos ciclistas',
      'los gastos semanales, en miles de pesos, de unas familias',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se registraron ${what}: ${data.join(', ')}. ¿Cuál es la mediana?`,
      value: median,
      wrong: [
        data[Math.floor(n / 2)]! === median ? sum(data) / n : data[Math.floor(n / 2)]!,
        sum(data) / n,
        sorted[n - 1]! - sorted[0]!,
      ],
      expresion: n % 2 ? `${median}` : `(${sorted[n / 2 - 1]} + ${sorted[n / 2]}) / 2`,
      solucion: `Ordenados: ${sorted.join(', ')}. ${n % 2 ? `El dato central es ${median}.` : `Los centrales son ${sorted[n / 2 - 1]} y ${sorted[n / 2]}; su promedio es ${num(median)}.`}`,
    })
  },
  (r) => {
    const [label, ctx, min, max] = pick(r, measureSets)
    const n = int(r, 6, 10)
    const data = dataSet(r, n, min, max)
    const range = Math.max(...data) - Math.min(...data)
    const people = pick(r, ['un grupo de amigos', 'un curso', 'un equipo', 'una familia', 'unos vecinos'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${label.startsWith('las') ? 'Estas' : 'Estos'} son ${label} ${people} ${ctx}: ${data.join(', ')}. ¿Cuál es el rango de los datos?`,
      value: range,
      wrong: [Math.max(...data), Math.round(sum(data) / n), range + 1],
      expresion: `${Math.max(...data)} - ${Math.min(...data)}`,
      solucion: `Rango = dato mayor − dato menor = ${Math.max(...data)} − ${Math.min(...data)} = ${range}.`,
    })
  },
  (r) => {
    const n = int(r, 6, 9)
    const mode = int(r, 10, 50)
    const rest = dataSet(r, n - 3, 10, 50).filter((x) => x !== mode)
    const data = sample(r, [mode, mode, mode, ...rest], 3 + rest.length)
    if (rest.some((x) => rest.filter((y) => y === x).length >= 3)) throw new Error('otra moda')
    return calc(r, {
      habilidad: 'Recordar',
      enunciado: `${pick(r, names)} anotó ${pick(r, ['las tallas de calzado de sus compañeros', 'las edades de los asistentes a un cumpleaños', 'los puntos de un juego de puntería', 'los minutos de espera en una fila'])}: ${data.join(', ')}. ¿Cuál es la moda?`,
      value: mode,
      wrong: [Math.round(sum(data) / data.length), Math.max(...data), data.length],
      expresion: `${mode}`,
      solucion: `La moda es el dato que más se repite: ${mode} aparece 3 veces.`,
    })
  },
  (r) => {
    const base = dataSet(r, 6, 20, 40)
    const outlier = int(r, 90, 150)
    const what = pick(r, [
      'los sueldos diarios, en miles de pesos, de los trabajadores de un taller',
      'los minutos que tardaron unos corredores',
      'los puntajes de un grupo en un juego',
      'las edades de un grupo de amigos',
    ])
    return concept(
      r,
      'Analizar',
      `${what.startsWith('las') ? 'Estas' : 'Estos'} son ${what}: ${base.join(', ')}. Se agrega un dato muy distinto, ${outlier}. ¿Qué medida cambia más?`,
      'La media',
      ['La mediana', 'La moda', 'Ninguna cambia'],
      `La media usa el valor de todos los datos, y ${outlier} la sube mucho; la mediana solo se corre medio lugar y la moda no depende de ${outlier}.`,
    )
  },
]

const ma07oa19: OaMaker[] = [
  (r) => {
    const [device, outcomes, event, fav] = pick(r, [
      ['un dado', 6, 'un 4', 1],
      ['un dado', 6, 'un número par', 3],
      ['un dado', 6, 'un número mayor que 4', 2],
      ['una moneda', 2, 'cara', 1],
      ['una ruleta de 8 sectores iguales', 8, 'el sector azul, que es uno solo', 1],
      ['una ruleta de 5 sectores iguales', 5, 'uno de los 2 sectores rojos', 2],
    ] as const)
    const total = pick(
      r,
      [60, 120, 300, 600, 1200, 2400].filter((t) => (t * fav) % outcomes === 0),
    )
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se lanza ${device} ${num(total)} veces. Según la probabilidad teórica, ¿cuántas veces se espera obtener ${event}?`,
        `Un curso hará un experimento con ${device}: ${num(total)} repeticiones. ¿Cuántas veces debería aparecer ${event}, según la probabilidad teórica?`,
        `${pick(r, names)} repetirá ${num(total)} veces un experimento con ${device}. ¿Qué frecuencia absoluta esperada tiene ${event}?`,
      ]),
      value: (total * fav) / outcomes,
      wrong: [
        total / fav / 10,
        (total * (outcomes - fav)) / outcomes,
        total / 2 === (total * fav) / outcomes ? total / 4 : total / 2,
      ],
      expresion: `${total} * ${fav} / ${outcomes}`,
      solucion: `La probabilidad teórica es ${fav}/${outcomes}; se espera ${fav}/${outcomes} de ${num(total)} = ${num((total * fav) / outcomes)} veces.`,
    })
  },
  (r) => {
    const n = int(r, 2, 3)
    const k = int(r, 0, n)
    const ways = n === 2 ? [1, 2, 1][k]! : [1, 3, 3, 1][k]!
    const value = fr(ways, 2 ** n)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se lanzan ${n === 2 ? 'dos' : 'tres'} monedas. Con un diagrama de árbol, ¿cuál es la probabilidad de obtener exactamente ${k} ${k === 1 ? 'cara' : 'caras'}?`,
        `Una familia planea tener ${n === 2 ? 'dos' : 'tres'} hijos y supone igual probabilidad de niña o niño. Según un árbol, ¿qué probabilidad hay de exactamente ${k} ${k === 1 ? 'niña' : 'niñas'}?`,
        `${pick(r, names)} responde al azar ${n === 2 ? 'dos' : 'tres'} preguntas de verdadero o falso. Usando un diagrama de árbol, ¿cuál es la probabilidad de acertar exactamente ${k}?`,
      ]),
      value,
      wrong: [fr(1, n + 1), fr(1, 2 ** n), fr(ways, n * 2)],
      expresion: `${ways} / ${2 ** n}`,
      solucion: `El árbol tiene ${2 ** n} ramas igual de probables y ${ways} tienen exactamente ${k} ${k === 1 ? 'cara' : 'caras'}: ${ways}/${2 ** n}${value.d !== BigInt(2 ** n) ? ` = ${value.toFraction()}` : ''}.`,
    })
  },
  (r) => {
    const total = pick(r, [20, 40, 50, 80, 100, 200])
    const hits = int(r, Math.round(total * 0.3), Math.round(total * 0.7))
    const who = pick(r, names)
    return fcalc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `${who} lanzó una moneda ${total} veces y obtuvo ${hits} caras. ¿Cuál es la frecuencia relativa de cara en su experimento?`,
        `En ${total} giros de una ruleta de dos colores iguales, el rojo salió ${hits} veces. ¿Qué frecuencia relativa tuvo el rojo?`,
        `Un curso lanzó ${total} chinches y ${hits} cayeron con la punta hacia arriba. ¿Cuál es la frecuencia relativa de ese resultado?`,
      ]),
      value: fr(hits, total),
      wrong: [fr(1, 2), fr(total - hits, total), fr(hits, 100 === total ? 50 : 100)],
      expresion: `${hits} / ${total}`,
      solucion: `Frecuencia relativa = ${hits} ÷ ${total} = ${fr(hits, total).toFraction()}; la probabilidad teórica es 1/2.`,
    })
  },
  (r) => {
    const few = int(r, 8, 20)
    const heads = int(r, 0, 1) === 0 ? int(r, Math.ceil(few * 0.7), few) : int(r, 0, Math.floor(few * 0.3))
    const many = pick(r, [1000, 5000, 10000])
    return concept(
      r,
      'Evaluar',
      pick(r, [
        `Al lanzar una moneda ${few} veces salieron ${heads} caras. Si se lanza ${num(many)} veces, ¿qué es lo más razonable esperar?`,
        `${pick(r, names)} obtuvo ${heads} caras en ${few} lanzamientos y cree que su moneda está cargada. Con ${num(many)} lanzamientos más, ¿qué debería observar si la moneda es justa?`,
      ]),
      'Que la frecuencia relativa de cara se acerque a 1/2',
      [
        `Que salgan cerca de ${num(Math.round((heads / few) * many))} caras, como al principio`,
        'Que salga exactamente la mitad de caras, ni una más',
        `Que salgan más ${heads * 2 > few ? 'sellos' : 'caras'} para compensar lo anterior`,
      ],
      `Con pocos lanzamientos la frecuencia relativa (${heads}/${few}) puede alejarse de 1/2; al repetir muchas veces se acerca a la probabilidad teórica, aunque no sea exactamente la mitad.`,
    )
  },
]

// ——— 8° Básico ———

const triples = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 15, 17],
  [12, 16, 20],
  [7, 24, 25],
] as const
const cans = [
  'una lata de conservas',
  'un tarro de pintura',
  'un vaso',
  'un estanque',
  'una torta',
  'un frasco',
  'un tubo',
  'una vela',
]
const ma08oa11: OaMaker[] = [
  (r) => {
    const radius = int(r, 2, 15)
    const h = int(r, 3, 30)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, cans).replace(/^./, (c) => c.toUpperCase())} tiene forma de cilindro de ${radius} cm de radio y ${h} cm de altura. Usando π ≈ 3,14, ¿cuál es su volumen?`,
      value: pi(radius * radius * h),
      unit: 'cm³',
      wrong: [pi(2 * radius * h), pi(radius * h), pi(radius * radius * h) / 3],
      expresion: `314 / 100 * ${radius} * ${radius} * ${h}`,
      solucion: `V = π · r² · h ≈ 3,14 · ${radius * radius} · ${h} = ${num(pi(radius * radius * h))} cm³.`,
    })
  },
  (r) => {
    const radius = int(r, 2, 12)
    const h = int(r, 3, 25)
    const lateral = int(r, 0, 1) === 0
    const value = lateral ? pi(2 * radius * h) : pi(2 * radius * radius + 2 * radius * h)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: lateral
        ? `Se quiere cubrir con una etiqueta el manto de ${pick(r, cans)} cilíndrico de ${radius} cm de radio y ${h} cm de alto. Usando π ≈ 3,14, ¿cuál es el área de la etiqueta?`.replace(
            'cilíndrico de',
            'de forma cilíndrica, de',
          )
        : `¿Cuál es el área total de la superficie de un cilindro de ${radius} cm de radio y ${h} cm de altura? Usa π ≈ 3,14.`,
      value,
      unit: 'cm²',
      wrong: lateral
        ? [pi(radius * h), pi(radius * radius * h), pi(2 * radius * h + 2 * radius * radius)]
        : [pi(2 * radius * h), pi(radius * radius * h), pi(radius * radius + 2 * radius * h)],
      expresion: lateral
        ? `2 * 314 / 100 * ${radius} * ${h}`
        : `2 * 314 / 100 * ${radius} * ${radius} + 2 * 314 / 100 * ${radius} * ${h}`,
      solucion: lateral
        ? `El manto desplegado es un rectángulo de 2 · π · r por h: 2 · 3,14 · ${radius} · ${h} = ${num(value)} cm².`
        : `Dos bases (2 · π · r² = ${num(pi(2 * radius * radius))} cm²) más el manto (2 · π · r · h = ${num(pi(2 * radius * h))} cm²): ${num(value)} cm².`,
    })
  },
  (r) => {
    const [a, b, c] = pick(r, triples)
    const h = int(r, 3, 25)
    const volume = int(r, 0, 1) === 0
    const value = volume ? (a * b * h) / 2 : a * b + (a + b + c) * h
    const obj = pick(r, [
      'una carpa',
      'un trozo de queso',
      'un prisma de vidrio',
      'un techo de madera',
      'un envase de chocolate',
    ])
    return calc(r, {
      habilidad: volume ? 'Aplicar' : 'Analizar',
      enunciado: `${obj.replace(/^./, (x) => x.toUpperCase())} tiene forma de prisma recto de ${h} cm de largo cuya base es un triángulo rectángulo de catetos ${a} cm y ${b} cm (hipotenusa ${c} cm). ¿Cuál es ${volume ? 'su volumen' : 'el área total de su superficie'}?`,
      value,
      unit: volume ? 'cm³' : 'cm²',
      wrong: volume
        ? [a * b * h, a * b * c, (a + b + c) * h]
        : [(a + b + c) * h, a * b * h, (a * b) / 2 + (a + b + c) * h],
      expresion: volume ? `${a} * ${b} / 2 * ${h}` : `2 * (${a} * ${b} / 2) + (${a} + ${b} + ${c}) * ${h}`,
      solucion: volume
        ? `V = área de la base · altura = (${a} · ${b} ÷ 2) · ${h} = ${num(value)} cm³.`
        : `Dos bases triangulares (2 · ${(a * b) / 2} cm²) y tres rectángulos laterales (perímetro ${a + b + c} cm · ${h} cm): ${a * b} + ${(a + b + c) * h} = ${value} cm².`,
    })
  },
  (r) => {
    const radius = pick(r, [5, 10, 20])
    const h = pick(r, [10, 20, 30, 40, 50])
    const liters = pi(radius * radius * h) / 1000
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Un ${pick(r, ['basurero', 'balde', 'macetero', 'bidón', 'termo gigante'])} cilíndrico mide por dentro ${radius} cm de radio y ${h} cm de alto. Usando π ≈ 3,14 y 1 L = 1.000 cm³, ¿cuántos litros le caben?`,
      value: liters,
      unit: 'L',
      wrong: [liters * 10, liters / 10, pi(2 * radius * h) / 1000],
      expresion: `314 / 100 * ${radius} * ${radius} * ${h} / 1000`,
      solucion: `V ≈ 3,14 · ${radius * radius} · ${h} = ${num(pi(radius * radius * h))} cm³ = ${num(liters)} L.`,
    })
  },
  (r) => {
    const base = int(r, 6, 60)
    const h = int(r, 2, 20)
    const shape = pick(r, ['hexagonal', 'pentagonal', 'triangular', 'trapezoidal', 'rectangular'])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Un prisma recto de base ${shape} tiene un volumen de ${num(base * h)} cm³ y el área de su base es ${base} cm². ¿Cuál es su altura?`,
      value: h,
      unit: 'cm',
      wrong: [base * h - base, (base * h) / 2 / base, h * 2],
      expresion: `${base * h} / ${base}`,
      solucion: `V = área de la base · altura, así que h = ${num(base * h)} ÷ ${base} = ${h} cm.`,
    })
  },
]

const signedPoint = (r: Rng) => [nonZero(r, 8), nonZero(r, 8)] as const
const ma08oa13: OaMaker[] = [
  (r) => {
    const [x, y] = signedPoint(r)
    const axis = pick(r, ['X', 'Y'] as const)
    const image = axis === 'X' ? pt(x, -y) : pt(-x, y)
    const letter = pick(r, ['A', 'B', 'P', 'Q', 'M', 'R'])
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `El vértice ${letter}${pt(x, y)} de ${pick(r, ['un triángulo', 'un cuadrado', 'un logo', 'una figura'])} se refleja respecto del eje ${axis}. ¿Cuáles son las coordenadas de ${letter}'?`,
        `En un software geométrico, ${pick(r, names)} refleja el punto ${pt(x, y)} usando el eje ${axis} como espejo. ¿Dónde aparece la imagen?`,
        `Un diseño simétrico tiene un punto en ${pt(x, y)} y el eje ${axis} es su eje de simetría. ¿Qué punto le corresponde al otro lado?`,
        `Un lago refleja un árbol como un espejo; si el eje ${axis} es la orilla y la copa está en ${pt(x, y)}, ¿dónde se ve su reflejo?`,
      ]),
      image,
      [axis === 'X' ? pt(-x, y) : pt(x, -y), pt(-x, -y), pt(y, x), pt(x, y === 0 ? 1 : y)],
      axis === 'X'
        ? `Al reflejar respecto del eje X se conserva x y cambia el signo de y: ${image}.`
        : `Al reflejar respecto del eje Y cambia el signo de x y se conserva y: ${image}.`,
    )
  },
  (r) => {
    const [x, y] = signedPoint(r)
    if (Math.abs(x) === Math.abs(y)) throw new Error('simétrico')
    const [angle, image, rule] = pick(r, [
      ['90° en sentido antihorario', pt(-y, x), '(x, y) → (−y, x)'],
      ['180°', pt(-x, -y), '(x, y) → (−x, −y)'],
      ['90° en sentido horario', pt(y, -x), '(x, y) → (y, −x)'],
      ['270° en sentido antihorario', pt(y, -x), '(x, y) → (y, −x)'],
    ] as const)
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `El punto P${pt(x, y)} se rota en ${angle} en torno al origen. ¿Dónde queda su imagen P'?`,
        `Una rueda de la fortuna dibujada con centro en el origen tiene una cabina en ${pt(x, y)}. Si gira ${angle}, ¿dónde queda esa cabina?`,
        `${pick(r, names)} gira ${angle} una figura con un vértice en ${pt(x, y)}, con centro en ${pt(0, 0)}. ¿Cuáles son las nuevas coordenadas de ese vértice?`,
        `La aguja de una brújula dibujada en el plano apunta a ${pt(x, y)} desde el origen. Si gira ${angle}, ¿a qué punto apunta?`,
      ]),
      image,
      [pt(-y, x), pt(-x, -y), pt(y, -x), pt(y, x), pt(-x, y)].filter((p) => p !== image),
      `Una rotación de ${angle} en torno al origen lleva ${rule}: P' = ${image}.`,
    )
  },
  (r) => {
    const [x, y] = signedPoint(r)
    const [a, b] = signedPoint(r)
    const [name, dx, dy] = pick(r, [
      ['v', a, b],
      ['w', b, a],
      ['u', a, -b],
    ] as const)
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `Con un software geométrico, ${pick(r, names)} traslada el triángulo de vértice A${pt(x, y)} según el vector ${name} = ${pt(dx, dy)}. ¿Dónde queda A'?`,
        `Un barco en la posición ${pt(x, y)} de una carta náutica navega según el vector ${pt(dx, dy)}. ¿Dónde queda?`,
        `Una pieza de un videojuego de bloques con un cuadrito en ${pt(x, y)} baja y se corre según ${pt(dx, dy)}. ¿Dónde queda ese cuadrito?`,
        `En una animación, un logo con una esquina en ${pt(x, y)} se desliza según el vector ${name} = ${pt(dx, dy)}. ¿Cuáles son las nuevas coordenadas de esa esquina?`,
      ]),
      pt(x + dx, y + dy),
      [pt(x - dx, y - dy), pt(x + dy, y + dx), pt(dx - x, dy - y), pt(x * dx, y * dy)],
      `Trasladar según el vector ${pt(dx, dy)} suma sus componentes: (${x} + ${dx}, ${y} + ${dy}) = ${pt(x + dx, y + dy)}.`,
    )
  },
  (r) => {
    const [x, y] = signedPoint(r)
    if (Math.abs(x) === Math.abs(y)) throw new Error('simétrico')
    const [key, image] = pick(r, [
      ['Una reflexión respecto del eje X', pt(x, -y)],
      ['Una reflexión respecto del eje Y', pt(-x, y)],
      ['Una rotación de 180° en torno al origen', pt(-x, -y)],
      ['Una rotación de 90° antihoraria en torno al origen', pt(-y, x)],
    ] as const)
    return concept(
      r,
      'Analizar',
      pick(r, [
        `Una transformación lleva el punto A${pt(x, y)} al punto A'${image}. ¿Cuál puede ser?`,
        `En una animación, un objeto pasa de ${pt(x, y)} a ${image} sin cambiar de forma ni tamaño. ¿Qué movimiento pudo aplicarse?`,
        `${pick(r, names)} observa que el vértice ${pt(x, y)} de su figura terminó en ${image} tras una sola isometría. ¿Cuál fue?`,
        `Un dron de reparto aparece en ${image} después de estar en ${pt(x, y)}, y su ruta se modela con una transformación isométrica. ¿Cuál es compatible?`,
      ]),
      key,
      [
        'Una reflexión respecto del eje X',
        'Una reflexión respecto del eje Y',
        'Una rotación de 180° en torno al origen',
        'Una rotación de 90° antihoraria en torno al origen',
        'Una traslación según el vector (0, 0)',
      ].filter((k) => k !== key),
      `${key} lleva ${pt(x, y)} a ${image}; las otras dan puntos distintos.`,
    )
  },
  (r) => {
    const [cx, cy] = [int(r, -4, 4), int(r, -4, 4)]
    const [x, y] = signedPoint(r)
    if (x === cx && y === cy) throw new Error('centro')
    return concept(
      r,
      'Analizar',
      pick(r, [
        `El punto B${pt(x, y)} se rota en 180° en torno al punto C${pt(cx, cy)}. ¿Dónde queda B'?`,
        `Un molinete gira media vuelta en torno a su eje, ubicado en ${pt(cx, cy)}. Si la punta de una aspa estaba en ${pt(x, y)}, ¿dónde queda?`,
        `Una simetría central de centro ${pt(cx, cy)} se aplica al punto ${pt(x, y)}. ¿Cuál es su imagen?`,
        `${pick(r, names)} gira 180° un logo alrededor del punto ${pt(cx, cy)}. ¿A dónde va la esquina que estaba en ${pt(x, y)}?`,
      ]),
      pt(2 * cx - x, 2 * cy - y),
      [pt(-x, -y), pt(cx - x, cy - y), pt(x + 2 * cx, y + 2 * cy), pt(2 * cx + x, 2 * cy - y)],
      `C es el punto medio entre B y B': B' = (2 · ${cx} − ${x < 0 ? `(${x})` : x}, 2 · ${cy} − ${y < 0 ? `(${y})` : y}) = ${pt(2 * cx - x, 2 * cy - y)}.`,
    )
  },
]

const ma08oa14: OaMaker[] = [
  (r) => {
    const [x, y] = signedPoint(r)
    const [a, b] = signedPoint(r)
    const axis = pick(r, ['X', 'Y'] as const)
    const [tx, ty] = [x + a, y + b]
    const image = axis === 'X' ? pt(tx, -ty) : pt(-tx, ty)
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `El punto A${pt(x, y)} se traslada según el vector ${pt(a, b)} y luego la imagen se refleja respecto del eje ${axis}. ¿Dónde queda al final?`,
        `En un videojuego, un personaje en ${pt(x, y)} se desplaza según ${pt(a, b)} y después aparece reflejado por el eje ${axis}. ¿En qué coordenadas termina?`,
        `${pick(r, names)} compone dos isometrías sobre ${pt(x, y)}: primero la traslación ${pt(a, b)} y luego la simetría axial de eje ${axis}. ¿Qué punto obtiene?`,
      ]),
      image,
      [
        axis === 'X' ? pt(x, -y) : pt(-x, y),
        pt(tx, ty),
        axis === 'X' ? pt(-tx, ty) : pt(tx, -ty),
        axis === 'X' ? pt(x + a, -y + b) : pt(-x + a, y + b),
      ],
      `Primero la traslación: ${pt(tx, ty)}; luego la reflexión respecto del eje ${axis}: ${image}.`,
    )
  },
  (r) => {
    const a = int(r, -5, 3)
    const b = a + int(r, 1, 6)
    return concept(
      r,
      'Analizar',
      pick(r, [
        `Una figura se refleja respecto de la recta x = ${a} y su imagen se refleja respecto de la recta x = ${b}. ¿A qué transformación equivale la composición?`,
        `Un artista refleja un motivo en el espejo x = ${a} y luego en el espejo x = ${b}, ambos verticales. ¿Qué única isometría produce lo mismo?`,
      ]),
      `A una traslación según el vector ${pt(2 * (b - a), 0)}`,
      [
        `A una traslación según el vector ${pt(b - a, 0)}`,
        `A una rotación de 180° en torno a ${pt(b, 0)}`,
        `A una reflexión respecto de la recta x = ${a + b}`,
      ],
      `Dos reflexiones sobre rectas paralelas equivalen a una traslación perpendicular a ellas, del doble de la distancia entre las rectas: 2 · (${b} − ${a < 0 ? `(${a})` : a}) = ${2 * (b - a)}.`,
    )
  },
  (r) => {
    const n = pick(r, [3, 4, 5, 6, 8, 9, 10, 12])
    const obj = pick(r, [
      'un rosetón',
      'una baldosa',
      'un logo',
      'un copo de nieve dibujado',
      'un mandala',
      'un vitral',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de ${polygonNames[n]} regular. ¿Cuál es el menor ángulo que debe rotarse en torno a su centro para que coincida consigo mismo?`,
        `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de ${polygonNames[n]} regular. ¿Cuál es su ángulo mínimo de simetría de rotación?`,
        `Para que un ${polygonNames[n]} regular dibujado en un vitral se vea igual tras girarlo, ¿cuántos grados como mínimo hay que rotarlo?`,
      ]),
      value: 360 / n,
      unit: '°',
      wrong: [180 / n, ((n - 2) * 180) / n, 360 / n + 30],
      expresion: `360 / ${n}`,
      solucion: `Un ${polygonNames[n]} regular coincide consigo mismo cada 360° ÷ ${n} = ${num(360 / n)}°.`,
    })
  },
  (r) => {
    const n = pick(r, [3, 4, 5, 6, 7, 8, 9, 10, 12])
    const [many, ask] = pick(r, [
      ['Cuántos', 'ejes de simetría'],
      ['Cuántas', 'rotaciones distintas (incluida la de 360°) que lo dejan igual'],
    ] as const)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `Un artista diseña un mosaico con un ${polygonNames[n]} regular de ${n} lados. ¿${many} ${ask} tiene ese polígono?`,
        `¿${many} ${ask} tiene una baldosa con forma de ${polygonNames[n]} regular?`,
      ]),
      value: n,
      wrong: [n / 2 === Math.floor(n / 2) ? n / 2 : n + 1, 2 * n, n - 2],
      expresion: `${n}`,
      solucion: `Un polígono regular de ${n} lados tiene ${n} ejes de simetría y ${n} rotaciones que lo dejan igual (múltiplos de ${num(360 / n)}°).`,
    })
  },
  (r) => {
    const [solid, planes, why] = pick(r, [
      ['un cubo', 9, '3 paralelos a las caras y 6 que pasan por aristas opuestas'],
      ['una caja de zapatos de largo, ancho y alto distintos', 3, 'solo los 3 paralelos a las caras, por el centro'],
      [
        'un prisma recto de base cuadrada y altura distinta del lado',
        5,
        '4 verticales (como los ejes del cuadrado) y 1 horizontal por la mitad',
      ],
      [
        'un prisma recto de base triangular equilátera',
        4,
        '3 verticales (como los ejes del triángulo) y 1 horizontal por la mitad',
      ],
    ] as const)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `¿Cuántos planos de simetría tiene ${solid}?`,
        `Un escultor quiere cortar ${solid} en dos mitades que sean reflejo una de la otra. ¿Cuántos planos de corte distintos lo permiten?`,
        `Al mirar ${solid} con espejos, ${pick(r, names)} busca los planos que lo dividen en dos partes simétricas. ¿Cuántos encuentra?`,
      ]),
      value: planes,
      wrong: [planes + 3, planes * 2, planes - 1],
      expresion: `${planes}`,
      solucion: `Tiene ${planes}: ${why}.`,
    })
  },
  (r) => {
    const [x, y] = signedPoint(r)
    const order = pick(r, [
      ['X', 'Y'],
      ['Y', 'X'],
    ] as const)
    return concept(
      r,
      'Analizar',
      pick(r, [
        `El punto P${pt(x, y)} se refleja respecto del eje ${order[0]} y luego respecto del eje ${order[1]}. ¿A qué única transformación equivale esta composición?`,
        `En un diseño de papel picado, un motivo con un vértice en ${pt(x, y)} se espeja primero en el eje ${order[0]} y después en el eje ${order[1]}. ¿Qué isometría resume ambos pasos?`,
      ]),
      `Una rotación de 180° en torno al origen, que lleva P a ${pt(-x, -y)}`,
      [
        `Una traslación según el vector (2, 2), que lleva P a ${pt(x + 2, y + 2)}`,
        `Una reflexión respecto del eje ${order[0]}, que lleva P a ${order[0] === 'X' ? pt(x, -y) : pt(-x, y)}`,
        `Una rotación de 90° antihoraria en torno al origen, que lleva P a ${pt(-y, x)}`,
      ],
      `Cada reflexión cambia el signo de una coordenada: ${pt(x, y)} → ${order[0] === 'X' ? pt(x, -y) : pt(-x, y)} → ${pt(-x, -y)}, lo mismo que una rotación de 180° en torno al origen.`,
    )
  },
]

const ma08oa15: OaMaker[] = [
  (r) => {
    const p = pick(r, [10, 20, 25, 30, 40, 60, 70, 75, 80, 90])
    const total = pick(r, [200, 400, 500, 800, 1000, 1200, 2000])
    const below = int(r, 0, 1) === 0
    const what = pick(r, [
      'estudiantes que rindieron un ensayo',
      'niños controlados en un consultorio',
      'corredores de una carrera',
      'postulantes a un concurso',
    ])
    const value = ((below ? p : 100 - p) * total) / 100
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Entre ${num(total)} ${what}, ¿cuántos quedaron aproximadamente ${below ? 'en o bajo' : 'sobre'} el percentil ${p}?`,
      value,
      wrong: [((below ? 100 - p : p) * total) / 100, p, total / 4 === value ? total / 2 : total / 4],
      expresion: `${below ? p : `(100 - ${p})`} * ${total} / 100`,
      solucion: `El percentil ${p} deja el ${p} % de los datos en o bajo él${below ? '' : ` y el ${100 - p} % sobre él`}: ${below ? p : 100 - p} % de ${num(total)} = ${num(value)}.`,
    })
  },
  (r) => {
    const n = pick(r, [7, 11, 15])
    const data = [...new Set(dataSet(r, n + 4, 10, 99))].slice(0, n).sort((a, b) => a - b)
    if (data.length < n) throw new Error('pocos')
    const k = pick(r, [1, 2, 3] as const)
    const pos = (k * (n + 1)) / 4
    const name = ['primer', 'segundo', 'tercer'][k - 1]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Estos son los puntajes ordenados de ${n} ${pick(r, ['jugadores', 'estudiantes', 'atletas', 'participantes'])}: ${data.join(', ')}. Usando la posición k · (n + 1) / 4, ¿cuál es el ${name} cuartil?`,
      value: data[pos - 1]!,
      wrong: [data[pos]!, data[pos - 2]!, Math.round(sum(data) / n)],
      expresion: `${data[pos - 1]}`,
      solucion: `Q${k} está en la posición ${k} · (${n} + 1) / 4 = ${pos}: el dato ${data[pos - 1]}.`,
    })
  },
  (r) => {
    const min = int(r, 5, 20)
    const q1 = min + int(r, 3, 10)
    const med = q1 + int(r, 2, 10)
    const q3 = med + int(r, 2, 10)
    const max = q3 + int(r, 3, 15)
    const ask = pick(r, ['el rango intercuartílico', 'el rango'] as const)
    const value = ask === 'el rango' ? max - min : q3 - q1
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Un diagrama de cajón de las ${pick(r, ['edades de los socios de un club', 'masas de unas mochilas, en kg', 'temperaturas máximas de un mes', 'notas de un ensayo, por diez'])} indica: mínimo ${min}, Q1 = ${q1}, mediana ${med}, Q3 = ${q3} y máximo ${max}. ¿Cuál es ${ask}?`,
      value,
      wrong: ask === 'el rango' ? [q3 - q1, max - med, max] : [max - min, q3 - med, med - q1],
      expresion: ask === 'el rango' ? `${max} - ${min}` : `${q3} - ${q1}`,
      solucion:
        ask === 'el rango'
          ? `Rango = máximo − mínimo = ${max} − ${min} = ${max - min}.`
          : `Rango intercuartílico = Q3 − Q1 = ${q3} − ${q1} = ${q3 - q1}; ahí está el 50 % central de los datos.`,
    })
  },
  (r) => {
    const p = pick(r, [15, 25, 35, 45, 55, 65, 85, 95])
    const who = pick(r, names)
    const what = pick(r, ['estatura', 'puntaje en una prueba', 'tiempo en una carrera de 100 m', 'peso al nacer'])
    return concept(
      r,
      'Comprender',
      `El ${what} de ${who} está en el percentil ${p} de su grupo. ¿Qué significa?`,
      `El ${p} % del grupo tiene un valor menor o igual que el de ${who}`,
      [
        `${who} obtuvo ${p} puntos de un total de 100 puntos posibles`,
        `Solo el ${p} % del grupo tiene un valor mayor o igual que el de ${who}`,
        `${who} ocupa el lugar número ${p} en la lista ordenada del grupo`,
      ],
      `Un percentil indica qué porcentaje de los datos queda en o bajo ese valor: el ${p} % del grupo; sobre él queda cerca del ${100 - p} %.`,
    )
  },
]

const ma08oa16: OaMaker[] = [
  (r) => {
    const a = int(r, 40, 90)
    const b = a + int(r, 2, 9)
    const [thing, where] = pick(r, [
      ['el precio del pan, en cientos de pesos,', 'en dos supermercados'],
      ['la asistencia promedio, en %,', 'en dos cursos'],
      ['las ventas de bicicletas', 'en dos meses'],
      ['los kilos de basura reciclada', 'en dos comunas'],
    ] as const)
    return fcalc(r, {
      habilidad: 'Evaluar',
      enunciado: pick(r, [
        `Un gráfico muestra ${thing} ${where}: ${a} y ${b}, con barras que parecen muy distintas. ¿Cuál es la razón real entre el valor mayor y el menor?`,
        `${pick(r, names)} sospecha de un gráfico que exagera la diferencia entre ${a} y ${b} (${thing} ${where}). Para evaluarlo, ¿qué razón hay realmente entre ambos valores?`,
      ]),
      value: fr(b, a),
      wrong: [fr(b - a, 1), fr(a, b), fr(b - a, a).add(2)],
      expresion: `${b} / ${a}`,
      solucion: `La razón real es ${b} ÷ ${a} = ${fr(b, a).toFraction()}, apenas mayor que 1: si las barras se ven muy distintas, el eje no empieza en 0.`,
    })
  },
  (r) => {
    const start = int(r, 50, 95)
    const a = start + int(r, 1, 5)
    const b = a + int(r, 2, 8)
    const [thing, ga, gb] = pick(r, [
      ['las ventas', 'la tienda A', 'la tienda B'],
      ['los votos', 'la lista 1', 'la lista 2'],
      ['los visitantes', 'el museo A', 'el museo B'],
      ['las matrículas', 'el liceo A', 'el liceo B'],
    ] as const)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Un gráfico de barras compara ${thing} de ${ga} (${a}) y ${gb} (${b}), pero su eje vertical empieza en ${start}. ¿Cuántas veces más alta se ve la barra de ${gb} que la de ${ga}?`,
        `En un afiche, ${thing} de ${gb} (${b}) y de ${ga} (${a}) aparecen en barras cuyo eje parte en ${start}, no en 0. ¿Cuántas veces la altura de una parece la de la otra?`,
        `${pick(r, names)} detecta que un gráfico de ${thing} corta el eje en ${start}. Si ${ga} tiene ${a} y ${gb} tiene ${b}, ¿qué razón entre las alturas muestra el dibujo?`,
      ]),
      value: fr(b - start, a - start),
      wrong: [fr(b, a), fr(b - a, 1), fr(b - start, b)],
      mixed: false,
      expresion: `(${b} - ${start}) / (${a} - ${start})`,
      solucion: `Se ven alturas de ${b} − ${start} = ${b - start} y ${a} − ${start} = ${a - start}: ${fr(b - start, a - start).toFraction()} veces, aunque ${b} es apenas ${num(b / a)} veces ${a}.`,
    })
  },
  (r) => {
    const k = pick(r, [2, 3, 4])
    const obj = pick(r, ['un saco de trigo', 'una moneda', 'una casa', 'un auto', 'una botella'])
    return calc(r, {
      habilidad: 'Evaluar',
      enunciado: pick(r, [
        `Un pictograma representa que una cantidad es ${k} veces otra dibujando ${obj} ${k} veces más alto y ${k} veces más ancho. ¿Cuántas veces mayor se ve su área?`,
        `Para mostrar que las ventas se multiplicaron por ${k}, una empresa agrandó el ícono de ${obj} ${k} veces en cada dimensión. ¿Cuántas veces más superficie ocupa el ícono nuevo?`,
        `Un noticiero compara dos cantidades (una es ${k} veces la otra) con dibujos de ${obj}, escalando alto y ancho por ${k}. ¿Por cuánto queda multiplicada el área visible?`,
      ]),
      value: k * k,
      wrong: [k, 2 * k, k * k * k],
      expresion: `${k} * ${k}`,
      solucion: `Al multiplicar alto y ancho por ${k}, el área se multiplica por ${k} · ${k} = ${k * k}: el dibujo exagera la comparación, que debía ser ${k} veces.`,
    })
  },
  (r) => {
    const parts = sample(r, [15, 20, 25, 30, 35, 40, 45], 3)
    const total = sum(parts)
    if (total === 100) throw new Error('correcto')
    return concept(
      r,
      'Evaluar',
      pick(r, [
        `Un diario publica un gráfico circular con tres sectores: ${parts.map((p) => `${p} %`).join(', ')}. ¿Qué problema tiene el gráfico?`,
        `En redes sociales circula una torta de opiniones con ${parts.map((p) => `${p} %`).join(', ')}. ¿Qué error tiene?`,
        `${pick(r, names)} revisa un gráfico circular de una encuesta con porcentajes ${parts.join(' %, ')} %. ¿Qué observa?`,
      ]),
      total > 100 ? 'Los porcentajes suman más de 100 %' : 'Los porcentajes suman menos de 100 %',
      [
        total > 100 ? 'Los porcentajes suman menos de 100 %' : 'Los porcentajes suman más de 100 %',
        'Un gráfico circular no puede tener tres sectores',
        'Ninguno: está bien construido',
      ],
      `Los sectores de un gráfico circular deben sumar 100 %; estos suman ${total} %.`,
    )
  },
  (r) => {
    const [situation, key] = pick(r, [
      ['comparar la cantidad de estudiantes de cada curso del colegio', 'Un gráfico de barras con el eje desde 0'],
      ['mostrar la evolución mensual del precio del pan durante un año', 'Un gráfico de líneas con los meses en orden'],
      ['mostrar qué parte del presupuesto va a cada ítem', 'Un gráfico circular con sectores que suman 100 %'],
      ['comparar cómo se distribuyen las estaturas de dos cursos', 'Dos diagramas de cajón en la misma escala'],
    ] as const)
    return concept(
      r,
      'Evaluar',
      pick(r, [
        `Se quiere ${situation}. ¿Qué gráfico es más adecuado y no engaña?`,
        `Un municipio necesita ${situation}. ¿Qué representación conviene elegir?`,
      ]),
      key,
      [
        'Un gráfico de barras con el eje desde 0',
        'Un gráfico de líneas con los meses en orden',
        'Un gráfico circular con sectores que suman 100 %',
        'Dos diagramas de cajón en la misma escala',
        'Un pictograma con íconos de distinto tamaño',
      ].filter((k) => k !== key),
      `${key}: es el que corresponde a ${situation}, con una escala que no distorsiona.`,
    )
  },
]

const ma08oa17: OaMaker[] = [
  (r) => {
    const letters = int(r, 2, 3)
    const digits = int(r, 2, 4)
    const value = 26 ** letters * 10 ** digits
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Una patente ficticia tiene ${letters} letras (de 26 posibles, se pueden repetir) seguidas de ${digits} dígitos (del 0 al 9, se pueden repetir). ¿Cuántas patentes distintas existen?`,
        `Un código de acceso de un edificio usa ${letters} letras de un alfabeto de 26 y luego ${digits} cifras, con repetición. ¿Cuántos códigos se pueden crear?`,
      ]),
      value,
      wrong: [26 * letters * 10 * digits, value * 10, value / 10],
      expresion: `${Array(letters).fill(26).join(' * ')} * ${Array(digits).fill(10).join(' * ')}`,
      solucion: `Cada posición se multiplica por sus opciones: 26^${letters} · 10^${digits} = ${num(value)}.`,
    })
  },
  (r) => {
    const [a, b, c] = [int(r, 2, 8), int(r, 2, 6), int(r, 2, 5)]
    const [x, y, z, who] = pick(r, [
      ['poleras', 'pantalones', 'pares de zapatillas', 'cuántas tenidas distintas puede armar'],
      ['entradas', 'platos de fondo', 'postres', 'cuántos menús distintos se pueden pedir'],
      ['sabores de helado', 'tipos de barquillo', 'salsas', 'cuántos helados distintos se pueden armar'],
      [
        'colores de carcasa',
        'modelos de teléfono',
        'capacidades de memoria',
        'cuántos teléfonos distintos se pueden elegir',
      ],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Hay ${a} ${x}, ${b} ${y} y ${c} ${z}. Eligiendo uno de cada tipo, ¿${who}?`,
        `${pick(r, names)} puede escoger entre ${a} ${x}, ${b} ${y} y ${c} ${z}, uno de cada clase. Según el principio multiplicativo, ¿${who}?`,
      ]),
      value: a * b * c,
      wrong: [a + b + c, a * b + c, a * b],
      expresion: `${a} * ${b} * ${c}`,
      solucion: `Por el principio multiplicativo: ${a} · ${b} · ${c} = ${a * b * c}.`,
    })
  },
  (r) => {
    const n = int(r, 4, 9)
    const k = int(r, 2, 4)
    const repeat = int(r, 0, 1) === 0
    const value = repeat ? n ** k : Array.from({ length: k }, (_, i) => n - i).reduce((a, b) => a * b, 1)
    const [what, many] = pick(r, [
      ['Una clave de candado', 'cuántas claves distintas'],
      ['Un código de casillero', 'cuántos códigos distintos'],
      ['Una contraseña numérica', 'cuántas contraseñas distintas'],
      ['Un número de rifa', 'cuántos números distintos'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${what} tiene ${k} dígitos elegidos entre ${n} dígitos disponibles, ${repeat ? 'y se pueden repetir' : 'sin repetir ninguno'}. ¿${many.replace(/^./, (c) => c.toUpperCase())} se pueden formar?`,
      value,
      wrong: repeat
        ? [Array.from({ length: k }, (_, i) => n - i).reduce((a, b) => a * b, 1), n * k, n + k]
        : [n ** k, n * k, value / 2],
      expresion: repeat ? Array(k).fill(n).join(' * ') : Array.from({ length: k }, (_, i) => n - i).join(' * '),
      solucion: repeat
        ? `Cada uno de los ${k} lugares tiene ${n} opciones: ${n}^${k} = ${value}.`
        : `Las opciones bajan en uno cada vez: ${Array.from({ length: k }, (_, i) => n - i).join(' · ')} = ${value}.`,
    })
  },
  (r) => {
    const [event, fav, why] = pick(r, [
      ['cara y un número par', 3, 'cara (1 de 2) y par (3 de 6)'],
      ['sello y un 6', 1, 'sello (1 de 2) y el 6 (1 de 6)'],
      ['cara y un número mayor que 2', 4, 'cara (1 de 2) y 3, 4, 5 o 6 (4 de 6)'],
      ['sello y un múltiplo de 3', 2, 'sello (1 de 2) y 3 o 6 (2 de 6)'],
      ['cara y un número primo', 3, 'cara (1 de 2) y 2, 3 o 5 (3 de 6)'],
    ] as const)
    const value = fr(fav, 12)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: `Se lanzan una moneda y un dado. Con una tabla de los 12 resultados posibles, ¿cuál es la probabilidad de obtener ${event}?`,
      value,
      wrong: [fr(fav, 6), fr(1, 2).add(fr(fav, 6)), fr(fav + 1, 12)],
      expresion: `1/2 * ${fav}/6`,
      solucion: `Hay 2 · 6 = 12 resultados igual de probables; cumplen ${why}: 1/2 · ${fav}/6 = ${value.toFraction()}.`,
    })
  },
  (r) => {
    const [a, b] = [int(r, 3, 7), int(r, 3, 7)]
    const [x, y] = pick(r, [
      ['las ciudades de origen', 'las ciudades de destino'],
      ['los sabores de jugo', 'los tamaños de vaso'],
      ['los colores de auto', 'los modelos de llanta'],
      ['las rutas de ida', 'las rutas de vuelta'],
    ] as const)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `Un diagrama de árbol muestra ${a} ramas para ${x} y, desde cada una, ${b} ramas para ${y}. ¿Cuántas ramas finales tiene el árbol?`,
        `${pick(r, names)} dibuja un árbol de posibilidades: primero ${a} opciones para ${x}, luego ${b} para ${y}. ¿Cuántos resultados distintos quedan al final?`,
        `Al combinar ${x} (${a} posibilidades) con ${y} (${b} posibilidades), ¿cuántas parejas distintas resultan?`,
      ]),
      value: a * b,
      wrong: [a + b, a * b + a, 2 * a + b],
      expresion: `${a} * ${b}`,
      solucion: `Cada una de las ${a} ramas se abre en ${b}: ${a} · ${b} = ${a * b} ramas finales.`,
    })
  },
]

// ——— 1° Medio ———

const sectorAngles = [30, 36, 40, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270, 300]
const sectors = [
  'un trozo de pizza',
  'un abanico',
  'un sector de un jardín circular',
  'una porción de torta',
  'la zona que riega un regador',
  'un sector de una rotonda',
]
const ma1moa06: OaMaker[] = [
  (r) => {
    const a = pick(r, sectorAngles)
    const radius = int(r, 2, 30)
    const obj = pick(r, sectors)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de sector circular de ${radius} cm de radio y ${a}° de ángulo. Usando π ≈ 3,14, ¿cuál es su área?`,
      value: pi((a * radius * radius) / 360),
      unit: 'cm²',
      wrong: [pi((a * 2 * radius) / 360), pi(radius * radius), pi((a * radius) / 360)],
      expresion: `${a} / 360 * 314 / 100 * ${radius} * ${radius}`,
      solucion: `A = (α / 360°) · π · r² ≈ (${a} / 360) · 3,14 · ${radius * radius} = ${num(pi((a * radius * radius) / 360))} cm².`,
    })
  },
  (r) => {
    const a = pick(r, sectorAngles)
    const radius = int(r, 2, 30)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿Cuál es la longitud del arco de un sector circular de ${radius} cm de radio y ${a}°? Usa π ≈ 3,14.`,
        `El péndulo de un reloj, de ${radius} cm, oscila describiendo un arco de ${a}°. Usando π ≈ 3,14, ¿cuánto mide ese arco?`,
        `En una maqueta, una pista curva es un arco de ${a}° de una circunferencia de ${radius} cm de radio. Usando π ≈ 3,14, ¿cuánto mide la pista?`,
      ]),
      value: pi((a * 2 * radius) / 360),
      unit: 'cm',
      wrong: [pi((a * radius * radius) / 360), pi(2 * radius), pi((a * radius) / 360)],
      expresion: `${a} / 360 * 2 * 314 / 100 * ${radius}`,
      solucion: `Arco = (α / 360°) · 2 · π · r ≈ (${a} / 360) · 2 · 3,14 · ${radius} = ${num(pi((a * 2 * radius) / 360))} cm.`,
    })
  },
  (r) => {
    const a = pick(r, sectorAngles)
    const radius = int(r, 2, 30)
    const arc = pi((a * 2 * radius) / 360)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `${pick(r, names)} recorta ${pick(r, sectors)} con forma de sector de ${radius} cm de radio y ${a}°, y quiere ponerle un borde de cinta. Usando π ≈ 3,14, ¿cuánta cinta necesita para todo el contorno?`,
      value: arc + 2 * radius,
      unit: 'cm',
      wrong: [arc, arc + radius, pi((a * radius * radius) / 360)],
      expresion: `${a} / 360 * 2 * 314 / 100 * ${radius} + 2 * ${radius}`,
      solucion: `Perímetro del sector = arco + 2 radios ≈ ${num(arc)} + 2 · ${radius} = ${num(arc + 2 * radius)} cm.`,
    })
  },
  (r) => {
    const radius = int(r, 2, 20)
    const segment = pi((radius * radius) / 4) - (radius * radius) / 2
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `En un círculo de ${radius} cm de radio, una cuerda une los extremos de dos radios perpendiculares. Usando π ≈ 3,14, ¿cuál es el área del segmento circular entre la cuerda y el arco?`,
      value: segment,
      unit: 'cm²',
      wrong: [pi((radius * radius) / 4), (radius * radius) / 2, pi(radius * radius) - (radius * radius) / 2],
      expresion: `314 / 100 * ${radius} * ${radius} / 4 - ${radius} * ${radius} / 2`,
      solucion: `Segmento = sector de 90° − triángulo rectángulo = 3,14 · ${radius * radius} / 4 − ${radius * radius} / 2 = ${num(pi((radius * radius) / 4))} − ${num((radius * radius) / 2)} = ${num(segment)} cm².`,
    })
  },
  (r) => {
    const [n, d] = pick(r, [
      [1, 3],
      [1, 4],
      [1, 5],
      [1, 6],
      [1, 8],
      [1, 9],
      [1, 10],
      [1, 12],
      [2, 3],
      [3, 4],
      [2, 5],
      [3, 8],
      [5, 6],
      [5, 12],
    ] as const)
    const obj = pick(r, sectors)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `El área de ${obj} es ${n}/${d} del área del círculo completo. ¿Cuánto mide el ángulo del sector?`,
      value: (360 * n) / d,
      unit: '°',
      wrong: [(180 * n) / d, 360 - (360 * n) / d, (90 * n) / d],
      expresion: `${n} * 360 / ${d}`,
      solucion: `El área del sector es proporcional a su ángulo: ${n}/${d} de 360° = ${num((360 * n) / d)}°.`,
    })
  },
]

const ma1moa07: OaMaker[] = [
  (r) => {
    const radius = int(r, 2, 15)
    const h = int(r, 1, 10) * 3
    const obj = pick(r, [
      'un cono de helado',
      'un embudo',
      'un gorro de cumpleaños',
      'un cono de tránsito',
      'un montón de arena',
      'una copa',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de cono de ${radius} cm de radio y ${h} cm de altura. Usando π ≈ 3,14, ¿cuál es su volumen?`,
      value: pi((radius * radius * h) / 3),
      unit: 'cm³',
      wrong: [pi(radius * radius * h), pi((radius * h) / 3), pi((2 * radius * h) / 3)],
      expresion: `314 / 100 * ${radius} * ${radius} * ${h} / 3`,
      solucion: `V = π · r² · h / 3 ≈ 3,14 · ${radius * radius} · ${h} / 3 = ${num(pi((radius * radius * h) / 3))} cm³.`,
    })
  },
  (r) => {
    const [a, b, c] = pick(r, triples)
    const k = int(r, 1, 3)
    const [radius, h, g] = [a * k, b * k, c * k]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un cono tiene ${radius} cm de radio y ${h} cm de altura. ¿Cuánto mide su generatriz?`,
      value: g,
      unit: 'cm',
      wrong: [radius + h, h - radius > 0 ? h - radius : g + 2, g + 1],
      expresion: `${g}`,
      solucion: `Radio, altura y generatriz forman un triángulo rectángulo: g² = ${radius}² + ${h}² = ${radius * radius + h * h}, g = ${g} cm.`,
    })
  },
  (r) => {
    const radius = int(r, 2, 12)
    const g = radius + int(r, 2, 15)
    const total = int(r, 0, 1) === 0
    const value = total ? pi(radius * (radius + g)) : pi(radius * g)
    return calc(r, {
      habilidad: total ? 'Analizar' : 'Aplicar',
      enunciado: total
        ? `¿Cuál es el área total de la superficie de un cono de ${radius} cm de radio y ${g} cm de generatriz? Usa π ≈ 3,14.`
        : `Se forra con papel el manto de ${pick(r, ['un gorro de mago', 'un cono de tránsito', 'un techo cónico de una torre', 'un cucurucho'])} de ${radius} cm de radio y ${g} cm de generatriz. Usando π ≈ 3,14, ¿cuánto papel se necesita?`,
      value,
      unit: 'cm²',
      wrong: total
        ? [pi(radius * g), pi(radius * radius), pi(2 * radius * g)]
        : [pi(radius * (radius + g)), pi(2 * radius * g), pi(radius * radius)],
      expresion: total ? `314 / 100 * ${radius} * (${radius} + ${g})` : `314 / 100 * ${radius} * ${g}`,
      solucion: total
        ? `A = π · r · (r + g) ≈ 3,14 · ${radius} · ${radius + g} = ${num(value)} cm².`
        : `Manto = π · r · g ≈ 3,14 · ${radius} · ${g} = ${num(value)} cm².`,
    })
  },
  (r) => {
    const v = int(r, 10, 300) * 3
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Un vaso cilíndrico tiene ${num(v)} cm³ de capacidad. ¿Cuál es el volumen de un cono con la misma base y la misma altura?`,
      value: v / 3,
      unit: 'cm³',
      wrong: [v / 2, v * 3, (2 * v) / 3],
      expresion: `${v} / 3`,
      solucion: `Un cono tiene un tercio del volumen del cilindro de igual base y altura: ${num(v)} ÷ 3 = ${num(v / 3)} cm³.`,
    })
  },
]

const ma1moa08: OaMaker[] = [
  (r) => {
    const k = pick(r, [fr(2), fr(3), fr(1, 2), fr(3, 2), fr(5, 2), fr(1, 3), fr(4), fr(-2), fr(-1, 2)])
    const len = int(r, 2, 30) * (D(k) === 1 ? 1 : D(k))
    const value = k.abs().mul(len).valueOf()
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se aplica una homotecia de razón k = ${k.toFraction()} a ${pick(r, ['un triángulo', 'un logo', 'una fotografía', 'un plano', 'una figura'])}. Un segmento que medía ${len} cm, ¿cuánto mide en la imagen?`,
        `${pick(r, names)} transforma un dibujo con razón ${k.toFraction()}. Si una línea original tiene ${len} cm, ¿qué longitud tiene su homóloga?`,
        `Un programa de diseño aplica a un logo una homotecia de razón ${k.toFraction()}. ¿Cuánto mide en la imagen un trazo de ${len} cm?`,
      ]),
      value,
      unit: 'cm',
      wrong: [len + Math.abs(N(k)), len / Math.abs(k.valueOf()), len * k.valueOf() * k.valueOf()],
      expresion: `${len} * ${k.abs().toFraction()}`,
      solucion: `Las longitudes se multiplican por |k| = ${k.abs().toFraction()}: ${len} · ${k.abs().toFraction()} = ${num(value)} cm.`,
    })
  },
  (r) => {
    const a = int(r, 2, 12)
    const k = pick(r, [fr(2), fr(3), fr(1, 2), fr(3, 2), fr(5, 2), fr(4)])
    if (!Number.isInteger(k.mul(a).valueOf())) throw new Error('decimal')
    const image = k.mul(a).valueOf()
    return fcalc(r, {
      habilidad: 'Comprender',
      enunciado: `En ${pick(r, ['una ampliación fotográfica', 'una reducción de un mapa', 'una homotecia de centro O', 'la sombra de una figura proyectada'])}, un lado de ${a} cm se transforma en uno de ${image} cm. ¿Cuál es la razón de homotecia (positiva)?`,
      value: fr(image, a),
      wrong: [fr(a, image), fr(image - a, 1), fr(image + a, a)],
      expresion: `${image} / ${a}`,
      solucion: `k = lado imagen ÷ lado original = ${image} ÷ ${a} = ${fr(image, a).toFraction()}.`,
    })
  },
  (r) => {
    const area = int(r, 4, 40)
    const k = pick(r, [2, 3, 4, 5])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Una figura de ${area} cm² se amplía con una homotecia de razón ${k}. ¿Cuál es el área de la imagen?`,
        `Un afiche de ${area} cm² se agranda ${k} veces en ancho y en alto. ¿Cuántos centímetros cuadrados cubre la copia?`,
      ]),
      value: area * k * k,
      unit: 'cm²',
      wrong: [area * k, area * 2 * k, area + k],
      expresion: `${area} * ${k} * ${k}`,
      solucion: `Las longitudes se multiplican por ${k} y las áreas por ${k}² = ${k * k}: ${area} · ${k * k} = ${area * k * k} cm².`,
    })
  },
  (r) => {
    const slide = int(r, 2, 6)
    const lamp = int(r, 4, 12)
    const screen = lamp * int(r, 10, 40)
    const k = screen / lamp
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un proyector funciona como una homotecia con centro en la lámpara: la diapositiva está a ${lamp} cm de ella y la pantalla a ${screen} cm. Si una figura de la diapositiva mide ${slide} cm, ¿cuánto mide en la pantalla?`,
      value: slide * k,
      unit: 'cm',
      wrong: [slide * k + lamp, screen / slide, slide + k],
      expresion: `${slide} * ${screen} / ${lamp}`,
      solucion: `La razón es ${screen} ÷ ${lamp} = ${k}: ${slide} · ${k} = ${slide * k} cm.`,
    })
  },
  (r) => {
    const k = pick(r, [fr(3), fr(2), fr(1, 2), fr(1, 3), fr(-2), fr(-1, 2), fr(-3), fr(5, 2)])
    const v = k.valueOf()
    const key =
      v > 1
        ? 'Una ampliación, al mismo lado del centro'
        : v > 0
          ? 'Una reducción, al mismo lado del centro'
          : v < -1
            ? 'Una ampliación, al otro lado del centro e invertida'
            : 'Una reducción, al otro lado del centro e invertida'
    return concept(
      r,
      'Comprender',
      `¿Qué imagen se obtiene con una homotecia de razón k = ${k.toFraction()} aplicada a ${pick(r, ['un triángulo', 'una letra F', 'un cuadrado', 'un dibujo'])}?`,
      key,
      [
        'Una ampliación, al mismo lado del centro',
        'Una reducción, al mismo lado del centro',
        'Una ampliación, al otro lado del centro e invertida',
        'Una reducción, al otro lado del centro e invertida',
      ].filter((x) => x !== key),
      `|k| ${Math.abs(v) > 1 ? '> 1 amplía' : '< 1 reduce'}; k ${v > 0 ? '> 0 deja la imagen al mismo lado del centro' : '< 0 la deja al otro lado, invertida'}.`,
    )
  },
]

const ma1moa09: OaMaker[] = [
  (r) => {
    const a = int(r, 2, 12)
    const b = int(r, 2, 12)
    const k = pick(r, [fr(2), fr(3), fr(3, 2), fr(5, 2), fr(4, 3), fr(1, 2)])
    const c = k.mul(a).valueOf()
    if (!Number.isInteger(c) || a === b) throw new Error('decimal')
    const x = k.mul(b).valueOf()
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Tres rectas paralelas cortan a dos transversales. En la primera determinan segmentos de ${a} cm y ${b} cm; en la segunda, el segmento que corresponde al de ${a} cm mide ${c} cm. ¿Cuánto mide el otro?`,
      value: x,
      unit: 'cm',
      wrong: [b + (c - a), (a * c) / b, c - b > 0 ? c - b : x + 1],
      expresion: `${b} * ${c} / ${a}`,
      solucion: `Por el teorema de Tales, ${a}/${b} = ${c}/x, así que x = ${b} · ${c} ÷ ${a} = ${num(x)} cm.`,
    })
  },
  (r) => {
    const stick = pick(r, [1, 2, 3, 4])
    const shadow = pick(r, [fr(1, 2), fr(1), fr(3, 2), fr(2), fr(5, 2), fr(3)]).mul(stick)
    const big = int(r, 3, 30)
    const height = fr(big * stick).div(shadow)
    const building = pick(r, ['un edificio', 'un árbol', 'una antena', 'un poste de luz', 'la torre de una iglesia'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `A la misma hora, un palo vertical de ${stick} m proyecta una sombra de ${num(shadow.valueOf())} m y ${building} proyecta una sombra de ${big} m. ¿Cuál es la altura ${building.startsWith('una ') ? `de la ${building.slice(4)}` : `del ${building.slice(3)}`}?`,
      value: height.valueOf(),
      unit: 'm',
      wrong: [big * shadow.valueOf(), big + stick, big / stick],
      expresion: `${big} * ${stick} / (${shadow.toFraction()})`,
      solucion: `Los triángulos que forman los objetos con sus sombras son semejantes: h / ${big} = ${stick} / ${num(shadow.valueOf())}, h = ${num(height.valueOf())} m.`,
    })
  },
  (r) => {
    const ad = int(r, 2, 9)
    const db = int(r, 2, 9)
    const ae = int(r, 2, 9) * ad
    const ec = (ae * db) / ad
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En el triángulo ABC, el segmento DE es paralelo a BC, con D en AB y E en AC. Si AD = ${ad} cm, DB = ${db} cm y AE = ${ae} cm, ¿cuánto mide EC?`,
      value: ec,
      unit: 'cm',
      wrong: [(ad * db) / ae, ae + db - ad, (ae * ad) / db],
      expresion: `${ae} * ${db} / ${ad}`,
      solucion: `Por Tales, AD/DB = AE/EC: ${ad}/${db} = ${ae}/EC, EC = ${ae} · ${db} ÷ ${ad} = ${num(ec)} cm.`,
    })
  },
  (r) => {
    const [m, n] = pick(r, [
      [1, 2],
      [2, 3],
      [1, 3],
      [3, 4],
      [2, 5],
      [3, 5],
      [1, 4],
      [4, 5],
    ] as const)
    const len = (m + n) * int(r, 2, 12)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Usando rectas paralelas, ${pick(r, names)} divide un segmento de ${len} cm en dos partes que están en la razón ${m} : ${n}. ¿Cuánto mide la parte menor?`,
      value: (len * m) / (m + n),
      unit: 'cm',
      wrong: [(len * n) / (m + n), len / m, len / 2],
      expresion: `${len} * ${m} / (${m} + ${n})`,
      solucion: `El segmento se divide en ${m} + ${n} = ${m + n} partes iguales de ${len / (m + n)} cm; la menor tiene ${m}: ${num((len * m) / (m + n))} cm.`,
    })
  },
  (r) => {
    const [ad, db] = [int(r, 2, 9), int(r, 2, 9)]
    const parallel = int(r, 0, 1) === 0
    const k = int(r, 2, 3)
    const [ae, ec] = parallel ? [ad * k, db * k] : [ad * k, db * k + 1]
    return concept(
      r,
      'Analizar',
      `En el triángulo ABC, D está en AB y E en AC, con AD = ${ad}, DB = ${db}, AE = ${ae} y EC = ${ec}. ¿Es DE paralelo a BC?`,
      parallel ? `Sí, porque ${ad}/${db} = ${ae}/${ec}` : `No, porque ${ad}/${db} ≠ ${ae}/${ec}`,
      parallel
        ? [
            `No, porque ${ad}/${db} ≠ ${ae}/${ec}`,
            `Sí, porque ${ad} + ${db} = ${ae} + ${ec}`,
            'No se puede saber sin medir ángulos',
          ]
        : [
            `Sí, porque ${ad}/${db} = ${ae}/${ec}`,
            `Sí, porque ${ad} + ${db} < ${ae} + ${ec}`,
            'No se puede saber sin medir ángulos',
          ],
      `Por el recíproco del teorema de Tales, DE es paralelo a BC solo si AD/DB = AE/EC: ${ad}/${db} ${parallel ? '=' : '≠'} ${ae}/${ec}.`,
    )
  },
]

const ma1moa11: OaMaker[] = [
  (r) => {
    const [a, b] = signedPoint(r)
    const k = pick(r, [2, 3, -2, -1, 4, -3])
    return concept(
      r,
      'Aplicar',
      pick(r, [
        `Si v = ${pt(a, b)}, ¿cuál es el vector ${k} · v?`,
        `Un desplazamiento ${pt(a, b)} se pondera por ${k}. ¿Qué vector resulta?`,
      ]),
      pt(k * a, k * b),
      [pt(k * a, b), pt(a + k, b + k), pt(-k * a, -k * b), pt(k * b, k * a)],
      `Se multiplica cada componente por ${k}: (${k} · ${a}, ${k} · ${b}) = ${pt(k * a, k * b)}.`,
    )
  },
  (r) => {
    const [x, y] = signedPoint(r)
    const k = pick(r, [fr(2), fr(3), fr(-2), fr(1, 2), fr(-1)])
    if (!Number.isInteger(k.mul(x).valueOf()) || !Number.isInteger(k.mul(y).valueOf())) throw new Error('decimal')
    const [kx, ky] = [k.mul(x).valueOf(), k.mul(y).valueOf()]
    return concept(
      r,
      'Aplicar',
      `Una homotecia de centro en el origen y razón ${k.toFraction()} se aplica al punto P${pt(x, y)}. ¿Dónde queda P'?`,
      pt(kx, ky),
      [pt(x + k.valueOf(), y + k.valueOf()), pt(-kx, -ky), pt(kx, y), pt(ky, kx)],
      `Con centro en el origen, OP' = ${k.toFraction()} · OP: P' = ${pt(kx, ky)}.`,
    )
  },
  (r) => {
    const [cx, cy] = [int(r, -3, 3), int(r, -3, 3)]
    const [x, y] = signedPoint(r)
    const k = pick(r, [2, 3, -1, -2])
    const [px, py] = [cx + k * (x - cx), cy + k * (y - cy)]
    return concept(
      r,
      'Analizar',
      `Se aplica una homotecia de centro C${pt(cx, cy)} y razón ${k} al punto A${pt(x, y)}, usando A' = C + ${k} · (A − C). ¿Dónde queda A'?`,
      pt(px, py),
      [pt(k * x, k * y), pt(cx + k * x, cy + k * y), pt(x + k * cx, y + k * cy), pt(px + 1, py - 1)],
      `A − C = ${pt(x - cx, y - cy)}; ${k} · (A − C) = ${pt(k * (x - cx), k * (y - cy))}; A' = C + ${pt(k * (x - cx), k * (y - cy))} = ${pt(px, py)}.`,
    )
  },
  (r) => {
    const [x, y] = signedPoint(r)
    const k = pick(r, [fr(2), fr(3), fr(4), fr(1, 2), fr(3, 2), fr(-2), fr(-3)])
    const [kx, ky] = [k.mul(x), k.mul(y)]
    if (D(kx) !== 1 || D(ky) !== 1) throw new Error('decimal')
    return fcalc(r, {
      habilidad: 'Comprender',
      enunciado: `Una homotecia de centro en el origen lleva el punto P${pt(x, y)} al punto P'${pt(kx.valueOf(), ky.valueOf())}. ¿Cuál es su razón?`,
      value: k,
      wrong: [k.inverse(), k.neg(), k.add(1)],
      expresion: `${kx.valueOf() < 0 ? `(${kx.valueOf()})` : kx.valueOf()} / ${x < 0 ? `(${x})` : x}`,
      solucion: `OP' = k · OP: k = ${kx.valueOf()} ÷ ${x < 0 ? `(${x})` : x} = ${k.toFraction()} (lo mismo con la segunda coordenada).`,
    })
  },
  (r) => {
    const [a, b, c] = pick(r, triples)
    const k = pick(r, [2, 3, 4, 5])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `El vector v = ${pt(a, b)} tiene módulo ${c}. ¿Cuál es el módulo del vector ${k} · v?`,
        `Un dron se desplaza según ${pt(a, b)}, un trayecto de ${c} metros. Si repite ${k} veces ese mismo desplazamiento seguido, ¿cuántos metros recorre?`,
      ]),
      value: k * c,
      wrong: [c + k, k * (a + b), c],
      expresion: `${k} * ${c}`,
      solucion: `Multiplicar un vector por ${k} multiplica su módulo por ${k}: ${k} · ${c} = ${k * c}.`,
    })
  },
]

const twoWay = [
  ['practican deporte', 'no practican deporte', 'trabajadores del turno de día', 'trabajadores del turno de noche'],
  ['usan lentes', 'no usan lentes', 'estudiantes de 1° A', 'estudiantes de 1° B'],
  ['prefieren el té', 'prefieren el café', 'adultos jóvenes', 'adultos mayores'],
  ['llegan en bus', 'llegan a pie', 'estudiantes de básica', 'estudiantes de media'],
] as const
const ma1moa12: OaMaker[] = [
  (r) => {
    const [c1, c2, g1, g2] = pick(r, twoWay)
    const cells = [int(r, 5, 40), int(r, 5, 40), int(r, 5, 40), int(r, 5, 40)]
    const [ask, value, expresion] = pick(r, [
      [`¿Cuántas personas en total ${c1}?`, cells[0]! + cells[2]!, `${cells[0]} + ${cells[2]}`],
      [`¿Cuántos ${g2} hay en total?`, cells[2]! + cells[3]!, `${cells[2]} + ${cells[3]}`],
      ['¿Cuántas personas se encuestaron?', sum(cells), cells.join(' + ')],
    ] as const)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Una tabla de doble entrada registra dos características: ${g1} que ${c1}, ${cells[0]}; ${g1} que ${c2}, ${cells[1]}; ${g2} que ${c1}, ${cells[2]}; ${g2} que ${c2}, ${cells[3]}. ${ask}`,
      value,
      wrong: [cells[0]! + cells[1]!, cells[0]!, sum(cells) - value === value ? value + 5 : sum(cells) - value],
      expresion,
      solucion: `Se suman las celdas que corresponden: ${expresion.replaceAll('+', '+')} = ${value}.`,
    })
  },
  (r) => {
    const [c1, c2, g1, g2] = pick(r, twoWay)
    const a = int(r, 4, 30)
    const total = a + int(r, 4, 30)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una encuesta, de ${total} ${g1}, ${a} ${c1} y ${total - a} ${c2}. También se preguntó a ${int(r, 20, 50)} ${g2}. ¿Qué fracción de los ${g1} ${c1}?`,
      value: fr(a, total),
      wrong: [fr(total - a, total), fr(a, 100), fr(a, total + 10)],
      expresion: `${a} / ${total}`,
      solucion: `Se usa solo la fila de ${g1}: ${a} de ${total}, es decir, ${fr(a, total).toFraction()}.`,
    })
  },
  (r) => {
    const [x, y, key, why] = pick(r, [
      [
        'las horas de estudio',
        'la nota obtenida',
        'Una relación positiva (directa)',
        'los puntos suben hacia la derecha',
      ],
      [
        'la edad de un auto',
        'su precio de venta',
        'Una relación negativa (inversa)',
        'los puntos bajan hacia la derecha',
      ],
      [
        'el número de calzado',
        'la nota en matemática',
        'Que no hay relación entre las variables',
        'los puntos no siguen ninguna tendencia',
      ],
      ['la estatura', 'la masa corporal', 'Una relación positiva (directa)', 'los puntos suben hacia la derecha'],
      [
        'la temperatura del día',
        'los helados vendidos',
        'Una relación positiva (directa)',
        'los puntos suben hacia la derecha',
      ],
      [
        'las horas frente a pantallas',
        'las horas de sueño',
        'Una relación negativa (inversa)',
        'los puntos bajan hacia la derecha',
      ],
      [
        'el mes de nacimiento',
        'la estatura',
        'Que no hay relación entre las variables',
        'los puntos no siguen ninguna tendencia',
      ],
    ] as const)
    return concept(
      r,
      'Analizar',
      `En una nube de puntos, el eje horizontal es ${x} y el vertical, ${y}; ${why}. ¿Qué describe el gráfico?`,
      key,
      [
        'Una relación positiva (directa)',
        'Una relación negativa (inversa)',
        'Que no hay relación entre las variables',
        'Que una variable causa la otra',
      ].filter((k) => k !== key),
      `Como ${why}, el gráfico muestra ${key.charAt(0).toLowerCase()}${key.slice(1)}; una nube de puntos no prueba que una variable cause la otra.`,
    )
  },
  (r) => {
    const points = Array.from({ length: 8 }, () => [int(r, 1, 6), int(r, 30, 70) / 10] as const)
    const hx = int(r, 2, 4)
    const hy = pick(r, [4, 4.5, 5, 5.5])
    const count = points.filter(([x, y]) => x > hx && y > hy).length
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, ['Una nube de puntos registra', 'Un diagrama de dispersión muestra', 'Un gráfico xy resume'])} (horas de estudio, nota) de 8 estudiantes: ${points.map(([x, y]) => `(${x}; ${grade(y)})`).join(', ')}. ¿Cuántos estudiaron más de ${hx} horas y obtuvieron una nota mayor que ${grade(hy)}?`,
      value: count,
      wrong: [points.filter(([x]) => x > hx).length, points.filter(([, y]) => y > hy).length, count + 1],
      expresion: `${count}`,
      solucion: `Se cuentan los puntos con ambas condiciones: ${
        points
          .filter(([x, y]) => x > hx && y > hy)
          .map(([x, y]) => `(${x}; ${grade(y)})`)
          .join(', ') || 'ninguno'
      }: ${count}.`,
    })
  },
]

const scatterPairs = [
  ['jugadores de básquetbol', 'gimnastas', 'la estatura en cm', 'la masa en kg', 150, 205, 35, 99],
  ['perros de raza grande', 'perros de raza pequeña', 'la masa en kg', 'la edad en meses', 10, 70, 12, 99],
  ['manzanas', 'ciruelas', 'la masa en gramos', 'el diámetro en mm', 40, 240, 25, 95],
  [
    'estudiantes de 1° Medio',
    'estudiantes de 4° Básico',
    'la estatura en cm',
    'el largo del pie en mm',
    120,
    185,
    150,
    290,
  ],
  ['autos eléctricos', 'autos a bencina', 'la autonomía en km', 'el precio en millones', 150, 600, 10, 60],
] as const
const ma1moa13: OaMaker[] = [
  (r) => {
    const [ga, gb, xa, ya, x0, x1, y0, y1] = pick(r, scatterPairs)
    const c = int(r, x0 + Math.round((x1 - x0) / 3), x1 - Math.round((x1 - x0) / 3))
    const wrongA = int(r, 0, 2)
    const wrongB = int(r, 0, 2)
    const A = Array.from(
      { length: 5 },
      (_, i) => [i < wrongA ? int(r, x0, c - 1) : int(r, c + 1, x1), int(r, y0, y1)] as const,
    )
    const B = Array.from(
      { length: 5 },
      (_, i) => [i < wrongB ? int(r, c + 1, x1) : int(r, x0, c - 1), int(r, y0, y1)] as const,
    )
    const bad = wrongA + wrongB
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Una nube de puntos de dos colores muestra ${xa} (eje x) y ${ya} (eje y) de ${ga} (azules) y ${gb} (rojos). Azules: ${A.map(([x, y]) => pt(x, y)).join(', ')}. Rojos: ${B.map(([x, y]) => pt(x, y)).join(', ')}. ${pick(r, [`Si se separan los grupos con la recta x = ${c} (azules a la derecha), ¿cuántos puntos quedan del lado equivocado?`, `¿Cuántos puntos clasifica mal la recta vertical x = ${c}, que deja los azules a su derecha?`, `Con la frontera x = ${c}, ¿cuántos errores de clasificación hay?`])}`,
      value: bad,
      wrong: [wrongA === wrongB ? bad + 1 : wrongA, 10 - bad, bad + 2],
      expresion: `${wrongA} + ${wrongB}`,
      solucion: `Azules con x < ${c}: ${wrongA}; rojos con x > ${c}: ${wrongB}. En total, ${bad} puntos mal clasificados.`,
    })
  },
  (r) => {
    const [ga, gb, xa, ya, x0, x1, y0, y1] = pick(r, scatterPairs)
    const vertical = int(r, 0, 1) === 0
    const [lo, hi] = vertical ? [x0, x1] : [y0, y1]
    const c = int(r, lo + Math.round((hi - lo) / 3), hi - Math.round((hi - lo) / 3))
    const point = (above: boolean) => {
      const v = above ? int(r, c + 1, hi) : int(r, lo, c - 1)
      const w = vertical ? int(r, y0, y1) : int(r, x0, x1)
      return vertical ? pt(v, w) : pt(w, v)
    }
    const A = Array.from({ length: 4 }, () => point(true))
    const B = Array.from({ length: 4 }, () => point(false))
    const key = vertical ? `x = ${c}` : `y = ${c}`
    const far = vertical ? `x = ${hi + 5}` : `y = ${hi + 5}`
    const other = vertical ? `y = ${Math.round((y0 + y1) / 2)}` : `x = ${Math.round((x0 + x1) / 2)}`
    return concept(
      r,
      'Evaluar',
      `En un gráfico xy de ${xa} (x) y ${ya} (y), los puntos de ${ga} son ${A.join(', ')} y los de ${gb} son ${B.join(', ')}. ¿Qué recta separa mejor ambos grupos?`,
      `La recta ${key}`,
      [`La recta ${other}`, `La recta ${far}`, 'La recta y = x'],
      `Todos los puntos de ${ga} tienen ${vertical ? 'x' : 'y'} mayor que ${c} y todos los de ${gb}, menor: la recta ${key} los separa sin errores.`,
    )
  },
  (r) => {
    const [ga, gb, xa, , x0, x1, y0, y1] = pick(r, scatterPairs)
    const m = int(r, x0 + Math.round((x1 - x0) / 3), x1 - Math.round((x1 - x0) / 3))
    const [x, y] = [int(r, x0, x1), int(r, y0, y1)]
    if (x === m) throw new Error('sobre la recta')
    const right = `Como ${ga}, porque queda a la derecha de la recta`
    const left = `Como ${gb}, porque queda a la izquierda de la recta`
    return concept(
      r,
      'Aplicar',
      `En una nube de puntos según ${xa}, la recta x = ${m} separa ${ga} (a la derecha) de ${gb} (a la izquierda). Un nuevo dato es ${pt(x, y)}. ¿Cómo conviene clasificarlo?`,
      x > m ? right : left,
      [
        x > m ? left : right,
        `Como ${ga}, porque su segunda coordenada, ${y}, es la que decide`,
        'No se puede clasificar, porque no estaba en la nube original',
      ],
      `Su primera coordenada, ${x}, es ${x > m ? 'mayor' : 'menor'} que ${m}.`,
    )
  },
]

const ma1moa14: OaMaker[] = [
  (r) => {
    const p = pick(r, [fr(1, 2), fr(1, 3), fr(2, 5), fr(1, 4), fr(3, 5), fr(1, 5), fr(3, 10), fr(1, 6)])
    const q = pick(r, [fr(1, 2), fr(1, 3), fr(1, 4), fr(2, 3), fr(1, 5), fr(3, 4)])
    const value = fr(1).sub(fr(1).sub(p).mul(fr(1).sub(q)))
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Dos alarmas funcionan de forma independiente: la primera suena con probabilidad ${p.toFraction()} y la segunda con ${q.toFraction()}. ¿Cuál es la probabilidad de que suene al menos una?`,
        `${pick(r, names)} y un amigo lanzan al arco: ${pick(r, names)} convierte con probabilidad ${p.toFraction()} y el amigo con ${q.toFraction()}, independientemente. ¿Qué probabilidad hay de al menos un gol?`,
        `Un producto pasa dos controles independientes que detectan una falla con probabilidades ${p.toFraction()} y ${q.toFraction()}. ¿Con qué probabilidad la detecta al menos uno?`,
      ]),
      value,
      wrong: [p.add(q).compare(1) < 0 ? p.add(q) : fr(1, 2), p.mul(q), fr(1).sub(p.mul(q))],
      expresion: `1 - (1 - ${p.toFraction()}) * (1 - ${q.toFraction()})`,
      solucion: `P(ninguno) = (1 − ${p.toFraction()}) · (1 − ${q.toFraction()}) = ${fr(1).sub(p).mul(fr(1).sub(q)).toFraction()}; P(al menos uno) = 1 − ${fr(1).sub(p).mul(fr(1).sub(q)).toFraction()} = ${value.toFraction()}.`,
    })
  },
  (r) => {
    const events = [
      ['un número par', [2, 4, 6]],
      ['un número mayor que 4', [5, 6]],
      ['un número primo', [2, 3, 5]],
      ['un múltiplo de 3', [3, 6]],
      ['un 1', [1]],
      ['un número menor que 3', [1, 2]],
    ] as const
    const [[ea, A], [eb, B]] = sample(r, events, 2) as [(typeof events)[number], (typeof events)[number]]
    const both = A.filter((x) => (B as readonly number[]).includes(x)).length
    const union = A.length + B.length - both
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se lanza un dado. ¿Cuál es la probabilidad de que salga ${ea} o ${eb}?`,
        `En un juego de mesa, ${pick(r, names)} gana un premio si al lanzar el dado sale ${ea} o ${eb}. Usando la regla aditiva, ¿qué probabilidad tiene de ganar?`,
        `Con un dado equilibrado, ¿qué probabilidad tiene la unión de los eventos «sale ${ea}» y «sale ${eb}»?`,
        `Un profesor sortea con un dado quién sale a la pizarra: le toca a la fila A si sale ${ea} o ${eb}. ¿Con qué probabilidad le toca a la fila A?`,
      ]),
      value: fr(union, 6),
      wrong: [
        fr(A.length + B.length, 6).equals(fr(union, 6)) ? fr(union + 1, 6) : fr(A.length + B.length, 6),
        fr(A.length * B.length, 36),
        fr(both || 1, 6),
      ],
      expresion: `${A.length}/6 + ${B.length}/6 - ${both}/6`,
      solucion: `P(A ∪ B) = P(A) + P(B) − P(A ∩ B) = ${A.length}/6 + ${B.length}/6 − ${both}/6 = ${fr(union, 6).toFraction()}.`,
    })
  },
  (r) => {
    const red = int(r, 2, 8)
    const blue = int(r, 2, 8)
    const n = red + blue
    const back = int(r, 0, 1) === 0
    const value = back ? fr(red * red, n * n) : fr(red * (red - 1), n * (n - 1))
    const [obj, rojas, azules] = pick(r, [
      ['bolitas', 'rojas', 'azules'],
      ['fichas', 'rojas', 'azules'],
      ['cartas', 'rojas', 'azules'],
      ['calcetines', 'rojos', 'azules'],
    ] as const)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Una caja tiene ${red} ${obj} ${rojas} y ${blue} ${azules}. Se sacan dos al azar, ${back ? 'devolviendo el primero antes de sacar el segundo' : 'sin devolver el primero'}. ¿Cuál es la probabilidad de que los dos sean ${rojas}?`,
        `${pick(r, names)} extrae dos ${obj} de un cajón con ${red} ${rojas} y ${blue} ${azules}, ${back ? 'con reposición' : 'sin reposición'}. ¿Qué probabilidad hay de obtener dos ${rojas}?`,
      ]),
      value,
      wrong: [back ? fr(red * (red - 1), n * (n - 1)) : fr(red * red, n * n), fr(2 * red, n), fr(red, n)],
      expresion: back ? `${red}/${n} * ${red}/${n}` : `${red}/${n} * ${red - 1}/${n - 1}`,
      solucion: back
        ? `Con devolución los sucesos son independientes: ${red}/${n} · ${red}/${n} = ${value.toFraction()}.`
        : `Sin devolución: ${red}/${n} · ${red - 1}/${n - 1} = ${value.toFraction()}.`,
    })
  },
  (r) => {
    const red = int(r, 2, 7)
    const blue = int(r, 2, 7)
    const n = red + blue
    const value = fr(2 * red * blue, n * n)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `En una bolsa hay ${red} bolitas rojas y ${blue} verdes. Se saca una, se anota su color, se devuelve y se saca otra. ¿Cuál es la probabilidad de obtener una de cada color?`,
        `Una máquina de chicles tiene ${red} de fresa y ${blue} de menta, y se repone lo que sale. Si ${pick(r, names)} compra dos, ¿qué probabilidad hay de que sean de sabores distintos?`,
        `Un semáforo peatonal está en rojo ${red} de cada ${red + blue} veces y en verde el resto, de forma independiente cada día. En dos días, ¿qué probabilidad hay de encontrar un color cada día, distinto entre ambos?`,
      ]),
      value,
      wrong: [fr(red * blue, n * n), fr(red + blue, n * n), fr(1, 2)],
      expresion: `${red}/${n} * ${blue}/${n} + ${blue}/${n} * ${red}/${n}`,
      solucion: `Roja y luego verde, o verde y luego roja (reglas multiplicativa y aditiva): 2 · ${red}/${n} · ${blue}/${n} = ${value.toFraction()}.`,
    })
  },
  (r) => {
    const p = pick(r, [fr(1, 2), fr(1, 3), fr(2, 5), fr(3, 4), fr(1, 4), fr(3, 5), fr(2, 3)])
    const q = pick(r, [fr(1, 2), fr(1, 5), fr(1, 3), fr(3, 4), fr(1, 4), fr(4, 5)])
    const [a, b] = sample(
      r,
      [
        'el bus llega a la hora',
        'llueve',
        'el equipo gana',
        'la alarma suena',
        'el semáforo está en verde',
        'el ascensor está en el primer piso',
        'el quiosco tiene pan amasado',
        'el tren sale atrasado',
      ],
      2,
    )
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `La probabilidad de que ${a} es ${p.toFraction()} y la de que ${b} es ${q.toFraction()}, y ambos sucesos son independientes. ¿Cuál es la probabilidad de que ocurran los dos?`,
        `Según registros, ${a} con probabilidad ${p.toFraction()}; en forma independiente, ${b} con probabilidad ${q.toFraction()}. ¿Con qué probabilidad ocurren ambos el mismo día?`,
        `${pick(r, names)} anota que ${a} en ${p.toFraction()} de los días y que, sin relación con eso, ${b} en ${q.toFraction()} de los días. Usando la regla multiplicativa, ¿qué fracción de los días ocurren las dos cosas?`,
      ]),
      value: p.mul(q),
      wrong: [p.add(q).compare(1) < 0 ? p.add(q) : fr(1, 2), p.add(q).sub(p.mul(q)), fr(1).sub(p.mul(q))],
      expresion: `${p.toFraction()} * ${q.toFraction()}`,
      solucion: `Para sucesos independientes, P(A ∩ B) = P(A) · P(B) = ${p.toFraction()} · ${q.toFraction()} = ${p.mul(q).toFraction()}.`,
    })
  },
]

const binom = (n: number, k: number): number => (k === 0 || k === n ? 1 : binom(n - 1, k - 1) + binom(n - 1, k))
const ma1moa15: OaMaker[] = [
  (r) => {
    const n = int(r, 3, 7)
    const k = int(r, 1, n - 1)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `En una tabla de Galton de ${n} filas, ¿cuántos caminos distintos llevan a la casilla que se alcanza con ${k} ${k === 1 ? 'desvío' : 'desvíos'} a la derecha?`,
        `Un paseo aleatorio de ${n} pasos (derecha o izquierda) debe tener exactamente ${k} ${k === 1 ? 'paso' : 'pasos'} a la derecha. ¿Cuántas secuencias de pasos lo cumplen?`,
        `Usando el triángulo de Pascal, ¿cuántas rutas de ${n} rebotes terminan en la casilla ${k} de una tabla de Galton (contando desde 0)?`,
        `Un ratón recorre un laberinto de ${n} bifurcaciones y en cada una dobla a la derecha o a la izquierda. ¿De cuántas maneras puede doblar exactamente ${k} ${k === 1 ? 'vez' : 'veces'} a la derecha?`,
      ]),
      value: binom(n, k),
      wrong: [n * k, 2 ** n, binom(n, k) + n],
      expresion: `${Array.from({ length: k }, (_, i) => n - i).join(' * ')} / (${Array.from({ length: k }, (_, i) => k - i).join(' * ')})`,
      solucion: `Se eligen cuáles ${k} de los ${n} rebotes van a la derecha: C(${n}, ${k}) = ${binom(n, k)}, el número de la fila ${n} del triángulo de Pascal.`,
    })
  },
  (r) => {
    const total = pick(r, [50, 80, 100, 120, 200, 250, 400])
    const hits = int(r, Math.round(total * 0.2), Math.round(total * 0.45))
    return fcalc(r, {
      habilidad: 'Comprender',
      enunciado: pick(r, [
        `En una tabla de Galton se soltaron ${total} bolitas y ${hits} cayeron en la casilla central. ¿Cuál es la frecuencia relativa de esa casilla?`,
        `Un curso repitió ${total} veces un paseo aleatorio de 4 pasos y la ficha terminó en el origen ${hits} veces. ¿Qué frecuencia relativa tuvo volver al origen?`,
        `De ${total} porotos que bajaron por un tablero de clavos, ${hits} llegaron al centro. Expresa la frecuencia relativa de ese resultado como fracción.`,
      ]),
      value: fr(hits, total),
      wrong: [fr(total - hits, total), fr(hits, 100 === total ? 200 : 100), fr(1, 2)],
      expresion: `${hits} / ${total}`,
      solucion: `Frecuencia relativa = ${hits} ÷ ${total} = ${fr(hits, total).toFraction()}; al repetir más veces se acerca a la probabilidad teórica.`,
    })
  },
  (r) => {
    const n = int(r, 3, 6)
    const k = int(r, 0, n)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `En una tabla de Galton de ${n} filas de clavos, en cada clavo la bolita va a la izquierda o a la derecha con igual probabilidad. ¿Cuál es la probabilidad de que termine en la casilla a la que se llega con exactamente ${k} ${k === 1 ? 'desvío' : 'desvíos'} a la derecha?`,
        `Una bolita baja por ${n} niveles de clavos y en cada uno rebota a un lado u otro al azar. ¿Qué probabilidad hay de que rebote exactamente ${k} ${k === 1 ? 'vez' : 'veces'} hacia la derecha?`,
        `${pick(r, names)} construyó una tabla de Galton con ${n} hileras. Contando caminos, ¿cuál es la probabilidad de la casilla número ${k} (contando desde 0 por la izquierda)?`,
        `En una máquina de feria, una ficha cae por ${n} pisos de pernos y en cada uno se desvía al azar. ¿Qué probabilidad tiene de desviarse ${k} ${k === 1 ? 'vez' : 'veces'} a la derecha?`,
      ]),
      value: fr(binom(n, k), 2 ** n),
      wrong: [fr(1, n + 1), fr(k + 1, 2 ** n), fr(binom(n, k), 2 * n)],
      expresion: `${binom(n, k)} / ${2 ** n}`,
      solucion: `Hay 2^${n} = ${2 ** n} caminos igual de probables y ${binom(n, k)} tienen ${k} desvíos a la derecha: ${fr(binom(n, k), 2 ** n).toFraction()}.`,
    })
  },
  (r) => {
    const n = pick(r, [2, 4, 6])
    const end = pick(
      r,
      [-n, -n + 2, 0, n - 2, n].filter((x) => x !== 0 || n <= 4),
    )
    const k = (n + end) / 2
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Una ficha parte en el 0 de una recta numérica. Se lanza una moneda ${n} veces: con cara avanza 1 y con sello retrocede 1. ¿Cuál es la probabilidad de que termine en el ${end}?`,
        `Una partícula se mueve ${n} veces una unidad a la izquierda o a la derecha, al azar y con igual probabilidad. Partiendo del origen, ¿qué probabilidad tiene de quedar en ${end}?`,
        `En un paseo aleatorio, un caracol da ${n} pasos de 1 cm, cada uno hacia adelante o hacia atrás con igual probabilidad. ¿Qué probabilidad hay de que termine a ${end} cm del inicio, contando hacia adelante como positivo?`,
        `${pick(r, names)} juega a lanzar una moneda ${n} veces: con cara sube un peldaño y con sello baja uno, partiendo del peldaño 0. ¿Con qué probabilidad termina en el peldaño ${end}?`,
        `Un borracho imaginario da ${n} pasos al azar por una vereda recta, cada uno a la derecha (+1) o a la izquierda (−1). ¿Qué probabilidad tiene de acabar en la posición ${end}?`,
      ]),
      value: fr(binom(n, k), 2 ** n),
      wrong: [fr(1, 2 * n + 1), fr(1, n + 1), fr(binom(n, k) + 1, 2 ** n)],
      expresion: `${binom(n, k)} / ${2 ** n}`,
      solucion: `Para terminar en ${end} necesita ${k} caras y ${n - k} sellos, en cualquier orden: ${binom(n, k)} de ${2 ** n} secuencias, ${fr(binom(n, k), 2 ** n).toFraction()}.`,
    })
  },
  (r) => {
    const n = int(r, 2, 4)
    const balls = 2 ** n * int(r, 5, 40)
    const k = int(r, 0, n)
    const value = (balls * binom(n, k)) / 2 ** n
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se dejan caer ${num(balls)} bolitas en una tabla de Galton de ${n} filas. ¿Cuántas se espera que lleguen a la casilla de ${k} ${k === 1 ? 'desvío' : 'desvíos'} a la derecha?`,
        `En una feria científica, ${num(balls)} porotos caen por un tablero con ${n} niveles de clavos. ¿Cuántos deberían juntarse, aproximadamente, en la casilla alcanzada con ${k} rebotes a la derecha?`,
        `${pick(r, names)} simula en un computador ${num(balls)} caídas en una tabla de Galton de ${n} filas. ¿Qué frecuencia esperaría en la casilla de ${k} ${k === 1 ? 'desvío' : 'desvíos'} a la derecha?`,
      ]),
      value,
      wrong: [balls / (n + 1), balls / 2 ** n, value * 2],
      expresion: `${balls} * ${binom(n, k)} / ${2 ** n}`,
      solucion: `La probabilidad de esa casilla es ${binom(n, k)}/${2 ** n}: ${num(balls)} · ${binom(n, k)}/${2 ** n} = ${num(value)} bolitas, aproximadamente.`,
    })
  },
  (r) => {
    const n = int(r, 3, 6)
    const total = pick(r, [100, 200, 400, 500])
    return concept(
      r,
      'Comprender',
      pick(r, [
        `Al dejar caer ${total} bolitas en una tabla de Galton de ${n} filas, la mayoría se junta en las casillas centrales. ¿Por qué?`,
        `${pick(r, names)} observa que, tras soltar ${total} bolitas en su tablero de ${n} hileras de clavos, los extremos quedan casi vacíos. ¿Cómo se explica?`,
      ]),
      'Porque hay más caminos que llegan a las casillas centrales',
      [
        'Porque los clavos del centro están más apretados y las frenan',
        'Porque las bolitas tienden a preferir el centro por su peso',
        `Porque cada casilla tiene la misma probabilidad, 1/${n + 1}`,
      ],
      `Cada camino de ${n} desvíos tiene probabilidad 1/${2 ** n}; a las casillas centrales llegan más caminos (${binom(n, Math.floor(n / 2))}) que a los extremos (1).`,
    )
  },
]

// ——— 2° Medio ———

const balls = [
  'una pelota de playa',
  'un globo terráqueo',
  'una esfera de metal',
  'una boya',
  'una lámpara esférica',
  'un balón de gimnasia',
]
const ma2moa07: OaMaker[] = [
  (r) => {
    const radius = int(r, 1, 12) * 3
    const obj = pick(r, balls)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de esfera de ${radius} cm de radio. Usando π ≈ 3,14, ¿cuál es su volumen?`,
      value: pi((4 * radius ** 3) / 3),
      unit: 'cm³',
      wrong: [pi(4 * radius * radius), pi(radius ** 3), pi((4 * radius * radius) / 3)],
      expresion: `4 / 3 * 314 / 100 * ${radius} * ${radius} * ${radius}`,
      solucion: `V = (4/3) · π · r³ ≈ (4/3) · 3,14 · ${radius ** 3} = ${num(pi((4 * radius ** 3) / 3))} cm³.`,
    })
  },
  (r) => {
    const radius = int(r, 2, 30)
    const obj = pick(r, balls)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuánto material se necesita, como mínimo, para cubrir la superficie de ${obj} de ${radius} cm de radio? Usa π ≈ 3,14.`,
      value: pi(4 * radius * radius),
      unit: 'cm²',
      wrong: [pi(radius * radius), pi(2 * radius * radius), pi((4 * radius ** 3) / 3)],
      expresion: `4 * 314 / 100 * ${radius} * ${radius}`,
      solucion: `A = 4 · π · r² ≈ 4 · 3,14 · ${radius * radius} = ${num(pi(4 * radius * radius))} cm².`,
    })
  },
  (r) => {
    const radius = int(r, 1, 10) * 3
    const obj = pick(r, [
      'el domo de una maqueta',
      'un pocillo',
      'una fuente de vidrio',
      'una lámpara de techo',
      'un casco de bicicleta',
    ])
    const volume = int(r, 0, 1) === 0
    const value = volume ? pi((2 * radius ** 3) / 3) : pi(2 * radius * radius)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: volume
        ? `${obj.replace(/^./, (c) => c.toUpperCase())} tiene forma de semiesfera de ${radius} cm de radio. Usando π ≈ 3,14, ¿cuál es su volumen?`
        : `Se pinta por fuera la parte curva de ${obj} con forma de semiesfera de ${radius} cm de radio. Usando π ≈ 3,14, ¿cuántos cm² se pintan?`,
      value,
      unit: volume ? 'cm³' : 'cm²',
      wrong: volume
        ? [pi((4 * radius ** 3) / 3), pi(radius ** 3), pi(2 * radius * radius)]
        : [pi(4 * radius * radius), pi(3 * radius * radius), pi(radius * radius)],
      expresion: volume
        ? `2 / 3 * 314 / 100 * ${radius} * ${radius} * ${radius}`
        : `2 * 314 / 100 * ${radius} * ${radius}`,
      solucion: volume
        ? `Media esfera: (2/3) · π · r³ ≈ ${num(value)} cm³.`
        : `La parte curva es la mitad de 4 · π · r²: 2 · 3,14 · ${radius * radius} = ${num(value)} cm².`,
    })
  },
  (r) => {
    const k = pick(r, [2, 3, 4, 5])
    const volume = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Si el radio de ${pick(r, balls)} se multiplica por ${k}, ¿por cuánto se multiplica ${volume ? 'su volumen' : 'el área de su superficie'}?`,
      value: volume ? k ** 3 : k * k,
      wrong: volume ? [k, k * k, 3 * k] : [k, k ** 3, 2 * k],
      expresion: volume ? `${k} * ${k} * ${k}` : `${k} * ${k}`,
      solucion: volume ? `El volumen depende de r³: ${k}³ = ${k ** 3}.` : `El área depende de r²: ${k}² = ${k * k}.`,
    })
  },
]

const ma2moa08: OaMaker[] = [
  (r) => {
    const [a, b, c] = pick(r, triples)
    const [opp, adj] = int(r, 0, 1) === 0 ? [a, b] : [b, a]
    const ratio = pick(r, ['sen', 'cos', 'tan'] as const)
    const value = ratio === 'sen' ? fr(opp, c) : ratio === 'cos' ? fr(adj, c) : fr(opp, adj)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: `En el triángulo ABC, rectángulo en C, BC = ${opp} cm, AC = ${adj} cm y AB = ${c} cm. ¿Cuánto es ${ratio}(A)?`,
      value,
      wrong: [fr(opp, c), fr(adj, c), fr(opp, adj), fr(adj, opp), fr(c, opp)].filter((f) => !f.equals(value)),
      expresion: ratio === 'sen' ? `${opp} / ${c}` : ratio === 'cos' ? `${adj} / ${c}` : `${opp} / ${adj}`,
      solucion: `Para el ángulo A, el cateto opuesto es BC = ${opp}, el adyacente AC = ${adj} y la hipotenusa AB = ${c}: ${ratio}(A) = ${ratio === 'sen' ? `${opp}/${c}` : ratio === 'cos' ? `${adj}/${c}` : `${opp}/${adj}`}${(ratio === 'sen' ? `${opp}/${c}` : ratio === 'cos' ? `${adj}/${c}` : `${opp}/${adj}`) === value.toFraction() ? '' : ` = ${value.toFraction()}`}.`,
    })
  },
  (r) => {
    const h = int(r, 2, 30) * 2
    const [angle, fn, factor, side] = pick(r, [
      [30, 'sen 30° = 1/2', fr(1, 2), 'el cateto opuesto a ese ángulo'],
      [60, 'cos 60° = 1/2', fr(1, 2), 'el cateto adyacente a ese ángulo'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado:
        `Una escalera de ${h} dm se apoya en un muro formando un ángulo de ${angle}° con el ${angle === 30 ? 'suelo' : 'suelo'}. Sabiendo que ${fn}, ¿cuánto mide ${side}, en dm?`
          .replace('el cateto opuesto a ese ángulo', 'la altura que alcanza en el muro')
          .replace('el cateto adyacente a ese ángulo', 'la distancia del pie de la escalera al muro'),
      value: factor.mul(h).valueOf(),
      wrong: [h * 2, h - 1, (h * 3) / 4],
      expresion: `${h} * ${factor.toFraction()}`,
      solucion: `${fn}: ${angle === 30 ? 'altura' : 'distancia'} = ${h} · 1/2 = ${h / 2} dm.`,
    })
  },
  (r) => {
    const [angle, value100] = pick(r, [
      [20, 36],
      [25, 47],
      [35, 70],
      [40, 84],
      [50, 119],
      [55, 143],
      [15, 27],
      [10, 18],
    ] as const)
    const d = int(r, 2, 40) * 5
    const what = pick(r, ['un árbol', 'un edificio', 'una torre', 'un faro', 'una grúa'])
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Desde ${d} m de la base de ${what}, se ve su punta con un ángulo de elevación de ${angle}°. Si tan ${angle}° ≈ ${num(value100 / 100)}, ¿cuál es la altura aproximada?`,
      value: (d * value100) / 100,
      unit: 'm',
      wrong: [d / (value100 / 100), d + value100, (d * value100) / 200],
      expresion: `${d} * ${value100} / 100`,
      solucion: `tan ${angle}° = altura / ${d}: altura ≈ ${d} · ${num(value100 / 100)} = ${num((d * value100) / 100)} m.`,
    })
  },
  (r) => {
    const [a, b, c] = pick(r, triples)
    const k = int(r, 2, 6)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Un triángulo rectángulo con un ángulo α tiene cateto opuesto a α de ${a} cm e hipotenusa de ${c} cm. Otro triángulo rectángulo con el mismo ángulo α tiene hipotenusa de ${c * k} cm. ¿Cuánto mide su cateto opuesto a α?`,
      value: a * k,
      wrong: [a + k, b * k, c * k - a],
      unit: 'cm',
      expresion: `${a} * ${c * k} / ${c}`,
      solucion: `Los triángulos son semejantes, así que sen α = ${a}/${c} en ambos: cateto = ${c * k} · ${a}/${c} = ${a * k} cm.`,
    })
  },
]

const ma2moa10: OaMaker[] = [
  (r) => {
    const [exp, value, prob, why] = pick(r, [
      ['la suma de dos dados', 7, '6/36', 'hay 6 pares que suman 7, más que cualquier otra suma'],
      ['el número de caras al lanzar 4 monedas', 2, '6/16', 'C(4, 2) = 6 es el mayor número de combinaciones'],
      ['el número de caras al lanzar 6 monedas', 3, '20/64', 'C(6, 3) = 20 es el mayor número de combinaciones'],
      ['la diferencia (mayor menos menor) al lanzar dos dados', 1, '10/36', 'hay 10 pares con diferencia 1'],
      ['el mayor de los dos números al lanzar dos dados', 6, '11/36', 'hay 11 pares en que el mayor es 6'],
    ] as const)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Si X es ${exp}, ¿qué valor de X es el más probable?`,
        `${pick(r, names)} estudia la variable aleatoria X = ${exp}. ¿Cuál es su moda, es decir, el valor de mayor probabilidad?`,
        `En un juego se apuesta al valor de X, ${exp}. ¿A qué valor conviene apostar?`,
      ]),
      value,
      wrong: [value + 1, value - 1 > 0 ? value - 1 : value + 2, value + 3],
      expresion: `${value}`,
      solucion: `El valor más probable es ${value}, con probabilidad ${prob}: ${why}.`,
    })
  },
  (r) => {
    const n = int(r, 3, 5)
    const k = int(r, 1, n - 1)
    const favorable = Array.from({ length: k + 1 }, (_, i) => binom(n, i))
    const value = fr(sum(favorable), 2 ** n)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Se lanzan ${n} monedas y X es el número de caras. ¿Cuál es P(X ≤ ${k})?`,
        `En un concurso, ${n} participantes eligen al azar entre dos puertas y X cuenta cuántos eligen la puerta premiada. ¿Qué probabilidad hay de que X sea a lo más ${k}?`,
        `${pick(r, names)} responde al azar ${n} preguntas de verdadero o falso y X es su número de aciertos. ¿Cuál es la probabilidad de que acierte ${k} o menos?`,
      ]),
      value,
      wrong: [
        fr(binom(n, k), 2 ** n),
        fr(k + 1, n + 1),
        fr(1).sub(value).equals(value) ? fr(k, 2 ** n) : fr(1).sub(value),
      ],
      expresion: `(${favorable.join(' + ')}) / ${2 ** n}`,
      solucion: `P(X ≤ ${k}) = (${favorable.join(' + ')}) / ${2 ** n} = ${value.toFraction()}.`,
    })
  },
  (r) => {
    const n = int(r, 2, 5)
    const k = int(r, 0, n)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se lanzan ${n} monedas y X es el número de caras obtenidas. ¿Cuál es P(X = ${k})?`,
        `Una familia tiene ${n} hijos; X cuenta las hijas, con igual probabilidad de niña o niño en cada nacimiento. ¿Cuánto vale P(X = ${k})?`,
        `En un test de ${n} preguntas de verdadero o falso respondidas al azar, X es el número de aciertos. ¿Cuál es la probabilidad de que X tome el valor ${k}?`,
        `Un semáforo está en verde la mitad del tiempo; ${pick(r, names)} pasa por él ${n} días y X cuenta los días en verde. ¿Cuánto vale P(X = ${k})?`,
      ]),
      value: fr(binom(n, k), 2 ** n),
      wrong: [fr(1, n + 1), fr(k || 1, 2 ** n), fr(binom(n, k), 2 * n)],
      expresion: `${binom(n, k)} / ${2 ** n}`,
      solucion: `Hay ${2 ** n} resultados igual de probables y ${binom(n, k)} tienen ${k} caras: P(X = ${k}) = ${fr(binom(n, k), 2 ** n).toFraction()}.`,
    })
  },
  (r) => {
    const s = int(r, 2, 12)
    const ways = 6 - Math.abs(7 - s)
    return fcalc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Se lanzan dos dados y X es la suma de los puntos. ¿Cuál es P(X = ${s})?`,
        `En un juego de tablero se avanza la suma de dos dados, X. ¿Qué probabilidad hay de avanzar exactamente ${s} casillas?`,
        `${pick(r, names)} define la variable aleatoria S = suma de dos dados equilibrados. Calcula P(S = ${s}).`,
      ]),
      value: fr(ways, 36),
      wrong: [fr(1, 11), fr(ways, 12), fr(ways + 1, 36)],
      expresion: `${ways} / 36`,
      solucion: `De los 36 pares igual de probables, ${ways} suman ${s}: P(X = ${s}) = ${fr(ways, 36).toFraction()}.`,
    })
  },
  (r) => {
    const [exp, key, others, why] = pick(r, [
      [`se lanzan ${int(r, 2, 3) === 2 ? 'dos' : 'tres'} monedas y X es el número de sellos`, '', [], ''],
      [
        'se lanzan dos dados y X es la suma de los puntos',
        '2, 3, 4, …, 12',
        ['1, 2, 3, …, 12', '0, 1, 2, …, 12', '2, 4, 6, …, 12'],
        'la suma va de 1 + 1 = 2 a 6 + 6 = 12',
      ],
      [
        'se lanzan dos dados y X es la diferencia entre el mayor y el menor',
        '0, 1, 2, 3, 4 y 5',
        ['1, 2, 3, 4 y 5', '0, 1, 2, …, 6', '−5, −4, …, 5'],
        'la diferencia va de 0 (iguales) a 6 − 1 = 5',
      ],
      [
        'se lanza un dado dos veces y X es el número de seis obtenidos',
        '0, 1 y 2',
        ['1 y 2', '0, 1, 2, …, 6', '6 y 12'],
        'puede salir ningún seis, uno o dos',
      ],
    ] as const)
    if (key === '') {
      const n = exp.includes('dos monedas') ? 2 : 3
      const values = Array.from({ length: n + 1 }, (_, i) => i)
        .join(', ')
        .replace(/, (\d)$/, ' y $1')
      return concept(
        r,
        'Comprender',
        pick(r, [
          `Si ${exp}, ¿qué valores puede tomar la variable aleatoria X?`,
          `Para el experimento en que ${exp}, ¿cuál es el recorrido de X?`,
        ]),
        values,
        [
          Array.from({ length: n }, (_, i) => i + 1)
            .join(', ')
            .replace(/, (\d)$/, ' y $1'),
          `0 y ${n}`,
          Array.from({ length: 2 ** n }, (_, i) => i + 1)
            .join(', ')
            .replace(/, (\d)$/, ' y $1'),
        ],
        `Pueden salir de 0 a ${n} sellos: ${values}.`,
      )
    }
    return concept(
      r,
      'Comprender',
      pick(r, [
        `Si ${exp}, ¿qué valores puede tomar la variable aleatoria X?`,
        `Para el experimento en que ${exp}, ¿cuál es el recorrido de X?`,
      ]),
      key,
      others,
      `X toma los valores ${key}: ${why}.`,
    )
  },
  (r) => {
    const d = pick(r, [8, 10, 12, 20])
    const ps = [int(r, 1, d / 2 - 1), int(r, 1, d / 2 - 1), int(r, 1, d / 4)]
    const last = d - sum(ps)
    if (last <= 0) throw new Error('excede')
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: pick(r, [
        `Una variable aleatoria X toma los valores 0, 1, 2 y 3 con P(X = 0) = ${fr(ps[0]!, d).toFraction()}, P(X = 1) = ${fr(ps[1]!, d).toFraction()} y P(X = 2) = ${fr(ps[2]!, d).toFraction()}. ¿Cuánto es P(X = 3)?`,
        `X es la cantidad de goles que marca un equipo en un partido, entre 0 y 3. Si P(0) = ${fr(ps[0]!, d).toFraction()}, P(1) = ${fr(ps[1]!, d).toFraction()} y P(2) = ${fr(ps[2]!, d).toFraction()}, ¿qué probabilidad tiene de marcar 3?`,
        `En la distribución de probabilidad de los reclamos diarios de una tienda (0 a 3), faltan los 3 reclamos; los demás valores tienen ${fr(ps[0]!, d).toFraction()}, ${fr(ps[1]!, d).toFraction()} y ${fr(ps[2]!, d).toFraction()}. ¿Cuánto falta?`,
      ]),
      value: fr(last, d),
      wrong: [fr(sum(ps), d), fr(1, 4), fr(last + 1, d)],
      expresion: `1 - ${ps[0]}/${d} - ${ps[1]}/${d} - ${ps[2]}/${d}`,
      solucion: `Las probabilidades de todos los valores suman 1: 1 − ${fr(sum(ps), d).toFraction()} = ${fr(last, d).toFraction()}.`,
    })
  },
]

const product = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i)
const ma2moa11: OaMaker[] = [
  (r) => {
    const n = int(r, 4, 8)
    const who = pick(r, [
      'amigos en una fila para una foto',
      'libros distintos en un estante',
      'corredores en el orden de llegada',
      'invitados en una banca',
      'canciones en una lista de reproducción',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `¿De cuántas maneras distintas se pueden ordenar ${n} ${who}?`,
        `${pick(r, names)} quiere probar todos los órdenes posibles para ${n} ${who}. ¿Cuántas permutaciones hay?`,
      ]),
      value: product(n, n).reduce((a, b) => a * b, 1),
      wrong: [n * n, 2 ** n, product(n, n - 1).reduce((a, b) => a * b, 1) / 2],
      expresion: product(n, n).join(' * '),
      solucion: `Son permutaciones de ${n}: ${n}! = ${product(n, n).join(' · ')} = ${num(product(n, n).reduce((a, b) => a * b, 1))}.`,
    })
  },
  (r) => {
    const n = int(r, 5, 12)
    const roles = pick(r, [
      ['presidente', 'secretario', 'tesorero'],
      ['oro', 'plata', 'bronce'],
      ['capitán', 'subcapitán'],
    ] as const)
    const k = roles.length
    const value = product(n, k).reduce((a, b) => a * b, 1)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `De ${n} ${roles[0] === 'oro' ? 'finalistas' : 'postulantes'} se eligen ${k === 3 ? 'tres' : 'dos'} para ${roles.join(', ').replace(/, ([^,]*)$/, ' y $1')}${roles[0] === 'oro' ? ' (medallas)' : ''}. ¿De cuántas maneras se puede hacer?`,
      value,
      wrong: [value / (k === 3 ? 6 : 2), n ** k, n * k],
      expresion: product(n, k).join(' * '),
      solucion: `Importa el orden: ${product(n, k).join(' · ')} = ${value}.`,
    })
  },
  (r) => {
    const n = int(r, 5, 12)
    const k = int(r, 2, 3)
    const perm = product(n, k).reduce((a, b) => a * b, 1)
    const fact = k === 2 ? 2 : 6
    const what = pick(r, [
      'integrantes para una comisión',
      'sabores para un helado',
      'libros para llevar de viaje',
      'representantes para un consejo escolar',
      'frutas para un jugo',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `De ${n} opciones distintas se eligen ${k} ${what}, sin importar el orden. ¿Cuántas elecciones distintas hay?`,
        `¿Cuántos grupos diferentes de ${k} ${what} pueden formarse con ${n} candidatos, si el orden da lo mismo?`,
      ]),
      value: perm / fact,
      wrong: [perm, n * k, perm / k],
      expresion: `${product(n, k).join(' * ')} / ${k === 2 ? '2' : '(3 * 2)'}`,
      solucion: `Combinaciones de ${n} en ${k}: (${product(n, k).join(' · ')}) ÷ ${k}! = ${perm / fact}.`,
    })
  },
  (r) => {
    const a = int(r, 3, 7)
    const b = int(r, 3, 7)
    const n = a + b
    const value = fr(a * (a - 1), n * (n - 1))
    const [ga, gb] = pick(r, [
      ['mujeres', 'hombres'],
      ['estudiantes de 2° A', 'estudiantes de 2° B'],
      ['profesoras', 'apoderados'],
    ] as const)
    return fcalc(r, {
      habilidad: 'Analizar',
      enunciado: `Entre ${a} ${ga} y ${b} ${gb} se sortean al azar 2 personas para un viaje. ¿Cuál es la probabilidad de que ambas sean ${ga}?`,
      value,
      wrong: [fr(a, n), fr(a * a, n * n), fr(2, n)],
      expresion: `(${a} * ${a - 1} / 2) / (${n} * ${n - 1} / 2)`,
      solucion: `Casos favorables: C(${a}, 2) = ${(a * (a - 1)) / 2}; posibles: C(${n}, 2) = ${(n * (n - 1)) / 2}. P = ${value.toFraction()}.`,
    })
  },
]

const ma2moa12: OaMaker[] = [
  (r) => {
    const [a, b] = pick(r, [
      [3, 5],
      [2, 5],
      [7, 10],
      [1, 4],
      [3, 4],
      [4, 5],
      [1, 3],
      [2, 3],
    ] as const)
    const group = b * int(r, 20, 200)
    const [claim, oneClaim, who] = pick(r, [
      [
        'usan transporte público para ir al trabajo',
        'use transporte público para ir al trabajo',
        'trabajadores de una empresa',
      ],
      ['reciclan en su casa', 'recicle en su casa', 'vecinos de un barrio'],
      ['leen noticias en el celular', 'lea noticias en el celular', 'apoderados de un colegio'],
      ['tienen una mascota', 'tenga una mascota', 'familias de una comuna'],
      [
        'hacen deporte al menos dos veces por semana',
        'haga deporte al menos dos veces por semana',
        'estudiantes de un liceo',
      ],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Un estudio publicado en un diario afirma que ${a} de cada ${b} personas ${claim}. Entre ${num(group)} ${who}, ¿cuántos se espera que lo hagan?`,
        `Según una encuesta nacional, la probabilidad de que una persona ${oneClaim} es ${a}/${b}. Si se aplica a ${num(group)} ${who}, ¿cuántos casos se esperan?`,
      ]),
      value: (group * a) / b,
      wrong: [(group * (b - a)) / b, group / b, (group * a) / (b + 1)],
      expresion: `${group} * ${a} / ${b}`,
      solucion: `Se espera ${a}/${b} de ${num(group)}: ${num((group * a) / b)}. Es una estimación: el grupo real puede variar.`,
    })
  },
  (r) => {
    const k = int(r, 3, 9)
    const device = pick(r, ['una moneda', 'una moneda equilibrada', 'una moneda de $100'])
    return fcalc(r, {
      habilidad: 'Evaluar',
      enunciado: pick(r, [
        `${device.replace(/^./, (c) => c.toUpperCase())} salió cara ${k} veces seguidas. ${pick(r, names)} dice que ahora «tiene que salir sello». ¿Cuál es la probabilidad de cara en el lanzamiento siguiente?`,
        `En una ruleta de casino con mitad de casillas rojas y mitad negras (sin el cero), salió rojo ${k} veces seguidas. ¿Qué probabilidad tiene el rojo en el giro siguiente?`,
        `Un vecino cree que, tras ${k} nacimientos seguidos de niños en una maternidad, «ahora le toca a una niña». Si niña y niño son igual de probables, ¿cuál es la probabilidad de niña en el próximo nacimiento?`,
      ]),
      value: fr(1, 2),
      wrong: [fr(1, k + 1), fr(k, k + 1), fr(1, 2 ** (k + 1))],
      expresion: '1 / 2',
      solucion: `Los lanzamientos son independientes: la moneda no recuerda los anteriores, la probabilidad sigue siendo 1/2.`,
    })
  },
  (r) => {
    const pop = pick(r, [20000, 50000, 80000, 120000, 250000])
    const per = pick(r, [2, 4, 5, 8, 12, 15, 25])
    const risk = pick(r, [
      'contraer la influenza este invierno',
      'tener un accidente doméstico en el año',
      'necesitar atención de urgencia en un mes',
      'resultar alérgico a un medicamento',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: pick(r, [
        `Un informe de salud dice que la probabilidad de ${risk} es de ${per} por cada 1.000 personas. En una comuna de ${num(pop)} habitantes, ¿cuántos casos se esperan?`,
        `Para planificar camas, un hospital usa que el riesgo de ${risk} es ${per}/1.000. ¿Cuántos pacientes debería esperar entre ${num(pop)} personas?`,
        `Una compañía de seguros estima en ${per} por mil la probabilidad de ${risk}. Con ${num(pop)} asegurados, ¿cuántos casos proyecta?`,
      ]),
      value: (pop * per) / 1000,
      wrong: [(pop * per) / 100, (pop * per) / 10000, per * 1000],
      expresion: `${pop} * ${per} / 1000`,
      solucion: `${per}/1.000 de ${num(pop)} = ${num((pop * per) / 1000)} casos esperados.`,
    })
  },
  (r) => {
    const price = pick(r, [500, 1000, 2000])
    const prize = pick(r, [100000, 200000, 500000, 1000000])
    const tickets = pick(r, [1000, 2000, 5000, 10000])
    const value = prize / tickets
    if (!Number.isInteger(value)) throw new Error('decimal')
    return calc(r, {
      habilidad: 'Evaluar',
      enunciado: pick(r, [
        `Una rifa vende ${num(tickets)} números a $${num(price)} cada uno y tiene un solo premio de $${num(prize)}. ¿Cuánto dinero en premios recibe en promedio quien compra un número?`,
        `Un bingo solidario vende ${num(tickets)} cartones a $${num(price)} y sortea un único premio de $${num(prize)}. ¿Cuál es el valor esperado del premio por cartón?`,
        `Un centro de padres organiza un sorteo de $${num(prize)} entre ${num(tickets)} boletos de $${num(price)}. En promedio, ¿cuánto «devuelve» en premio cada boleto?`,
      ]),
      value,
      show: (x) => `$${num(x)}`,
      wrong: [price, prize / 100, price - value > 0 ? price - value : value * 2],
      expresion: `${prize} / ${tickets}`,
      solucion: `Valor esperado del premio = $${num(prize)} · 1/${num(tickets)} = $${num(value)}; como el número cuesta $${num(price)}, en promedio se ${value < price ? `pierden $${num(price - value)}` : 'gana'} por número.`,
    })
  },
  (r) => {
    const p = pick(r, [10, 20, 30, 40, 60, 70, 80, 90])
    const city = pick(r, ['Santiago', 'Concepción', 'Temuco', 'Puerto Montt', 'Valdivia', 'La Serena'])
    return concept(
      r,
      'Comprender',
      pick(r, [
        `El pronóstico anuncia ${p} % de probabilidad de lluvia para mañana en ${city}. ¿Qué significa?`,
        `Una aplicación del tiempo muestra «${p} % de precipitaciones» para ${city}. ¿Cómo debe interpretarse?`,
        `En la radio de ${city} dicen que mañana hay ${p} % de probabilidad de lluvia. ¿Qué interpretación es correcta?`,
      ]),
      `Que en días con condiciones parecidas llueve en ${p / 10} de cada 10`,
      [
        `Que lloverá durante el ${p} % de las horas del día de mañana`,
        `Que lloverá sobre el ${p} % del territorio de ${city} mañana`,
        p >= 50
          ? 'Que es seguro que lloverá, porque el porcentaje es alto'
          : 'Que es imposible que llueva, porque el porcentaje es bajo',
      ],
      `Una probabilidad de ${p} % describe la frecuencia con que ocurre el evento en situaciones similares, no el tiempo ni el lugar donde llueve.`,
    )
  },
]

/** The makers served for their OA: each OA reaches 20 distinct items in a composed evaluation. */
export const basica5MediaMakers: OaMakers = {
  'MA05 OA 09': onceAt(ma05oa09, [3, 4, 5]),
  'MA05 OA 12': ma05oa12,
  'MA05 OA 13': ma05oa13,
  'MA05 OA 16': onceAt(ma05oa16, [1]),
  'MA05 OA 17': onceAt(ma05oa17, [1, 2, 3, 4], true),
  'MA05 OA 18': onceAt(ma05oa18, [2, 3, 4]),
  'MA05 OA 23': onceAt(ma05oa23, [2, 3]),
  'MA05 OA 24': onceAt(ma05oa24, [1, 2, 3, 4]),
  'MA05 OA 25': onceAt(ma05oa25, [1, 2, 3]),
  'MA05 OA 26': onceAt(ma05oa26, [2]),
  'MA05 OA 27': onceAt(ma05oa27, [1]),
  'MA06 OA 07': ma06oa07,
  'MA06 OA 12': onceAt(ma06oa12, [0, 1, 3]),
  'MA06 OA 13': onceAt(ma06oa13, [2]),
  'MA06 OA 14': onceAt(ma06oa14, [3]),
  'MA06 OA 15': onceAt(ma06oa15, [3]),
  'MA06 OA 16': onceAt(ma06oa16, [2, 3]),
  'MA06 OA 17': ma06oa17,
  'MA06 OA 18': ma06oa18,
  'MA06 OA 19': ma06oa19,
  'MA06 OA 20': ma06oa20,
  'MA06 OA 21': onceAt(ma06oa21, [4]),
  'MA06 OA 22': onceAt(ma06oa22, [3, 4]),
  'MA06 OA 24': onceAt(ma06oa24, [2]),
  'MA07 OA 10': ma07oa10,
  'MA07 OA 11': ma07oa11,
  'MA07 OA 13': ma07oa13,
  'MA07 OA 14': onceAt(ma07oa14, [0]),
  'MA07 OA 16': ma07oa16,
  'MA07 OA 17': ma07oa17,
  'MA07 OA 19': onceAt(ma07oa19, [1, 3]),
  'MA08 OA 11': ma08oa11,
  'MA08 OA 13': onceAt(ma08oa13, [3]),
  'MA08 OA 14': onceAt(ma08oa14, [0, 1, 5]),
  'MA08 OA 15': ma08oa15,
  'MA08 OA 16': ma08oa16,
  'MA08 OA 17': onceAt(ma08oa17, [3]),
  'MA1M OA 06': ma1moa06,
  'MA1M OA 07': ma1moa07,
  'MA1M OA 08': onceAt(ma1moa08, [4]),
  'MA1M OA 09': ma1moa09,
  'MA1M OA 11': onceAt(ma1moa11, [3]),
  'MA1M OA 12': ma1moa12,
  'MA1M OA 13': ma1moa13,
  'MA1M OA 14': ma1moa14,
  'MA1M OA 15': ma1moa15,
  'MA2M OA 07': ma2moa07,
  'MA2M OA 08': ma2moa08,
  'MA2M OA 10': ma2moa10,
  'MA2M OA 11': ma2moa11,
  'MA2M OA 12': ma2moa12,
}
