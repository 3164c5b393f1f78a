/**
 * Item makers for the Matemática OA of 5° Básico to 2° Medio that had none: numbers (integers, rationals,
 * powers, roots, logarithms, percentages), algebra and functions (expressions, equations and inequations,
 * systems of two equations, linear, affine, quadratic and inverse functions) and the geometry computed with
 * them (Pythagoras, similarity and scale, trigonometry in context, constructions). Each maker draws its data,
 * computes its key with exact fractions and writes the calculation in `expresion`; an item whose key is an
 * expression, an equation's solutions or a root leaves `expresion` empty and explains its key in `solucion`.
 * Every item shows the structure its OA's check asks for (`server/content/checks/matematica.ts`): a system
 * has its two equations, a Pythagoras item a right triangle with two known sides, a percentage item its %.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import {
  concept,
  Fraction,
  formatNumber,
  int,
  item,
  kid,
  type OaMaker,
  type OaMakers,
  type OaQuestion,
  pick,
  type Rng,
} from './tools'

// ——— Shared pieces ———

const F = (n: number, d = 1) => new Fraction(n, d)
/** A number as Chilean texts write it ("1.234,5"); a Fraction as its decimal when exact, else rounded. */
const n = (x: number | Fraction) => formatNumber(typeof x === 'number' ? x : x.valueOf())
/** A fraction as a text: "3/4", "-5/2", "7". */
const fx = (f: Fraction) => f.toFraction()
/** A number inside `expresion`: negatives in parentheses. */
const e = (x: number) => (x < 0 ? `(${x})` : `${x}`)
/** A fraction inside `expresion`: "(3/4)", "(-5/2)", "7". */
const ef = (f: Fraction) => (f.d === 1n ? e(Number(f.s * f.n)) : `(${f.s < 0n ? '-' : ''}${f.n}/${f.d})`)
/** A fraction in a statement: "3/4", "(-5/2)" when negative. */
const tf = (f: Fraction) => (f.s < 0n ? `(${fx(f)})` : fx(f))
/** A number in a statement: "(-4)" when negative. */
const t = (x: number) => (x < 0 ? `(${x})` : `${x}`)
const supDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹'
/** An exponent as superscript: 3 -> "³", -2 -> "⁻²". */
const sup = (k: number) => `${k < 0 ? '⁻' : ''}${String(Math.abs(k)).replace(/\d/g, (d) => supDigits[Number(d)]!)}`
/** "+ 3", "- 3": a signed term after another. */
const signed = (k: number) => (k < 0 ? `- ${-k}` : `+ ${k}`)
/** A coefficient before a letter: 1 -> "", -1 -> "-", 3 -> "3". */
const co = (k: number) => (k === 1 ? '' : k === -1 ? '-' : `${k}`)
/** "3x + 2y" style term after another: "+ 2y", "- y". */
const termAfter = (k: number, letter: string) => (k < 0 ? `- ${co(-k)}${letter}` : `+ ${co(k)}${letter}`)
const nonZero = (r: Rng, from: number, to: number) => {
  for (;;) {
    const k = int(r, from, to)
    if (k !== 0) return k
  }
}

/**
 * A computed item: the key and the values of typical mistakes, shown by `show`; spare distractors near the
 * key fill up to three. `expresion` computes the key.
 */
function calc(
  r: Rng,
  q: {
    habilidad: Habilidad
    enunciado: string
    key: Fraction | number
    wrong: readonly (Fraction | number)[]
    show?: (f: Fraction) => string
    expresion: string
    solucion: string
    positive?: boolean
  },
): OaQuestion {
  const key = typeof q.key === 'number' ? F(q.key) : q.key
  const show = q.show ?? ((f: Fraction) => (f.d === 1n ? n(f) : fx(f)))
  const correct = show(key)
  const step = key.d === 1n ? F(Math.max(1, Math.round(Math.abs(key.valueOf()) / 10))) : F(1, Number(key.d))
  const spare = [key.add(step), key.sub(step), key.mul(2), key.add(step.mul(2)), key.neg()]
  const others: string[] = []
  for (const w of [...q.wrong.map((x) => (typeof x === 'number' ? F(x) : x)), ...spare]) {
    if (w.equals(key) || (q.positive && w.compare(0) <= 0)) continue
    if (Math.abs(w.valueOf() - key.valueOf()) < 0.01) continue
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

/**
 * A sentence that sets the item in a class, a guide or a notebook, put before every statement of this file:
 * two items of one kind then share fewer words, so a test does not read the same exercise with other numbers
 * twice and spreads over the OA's kinds of items (as `gridScenes` and `workScenes` do in `basica-1-4.ts`).
 */
const scenes: readonly ((r: Rng) => string)[] = [
  (r) => `${kid(r)} revisa su tarea.`,
  (r) => `En la guía de ejercicios de ${kid(r)}:`,
  () => 'En la pizarra, el profesor anota un ejercicio.',
  (r) => `En el cuaderno de ${kid(r)} aparece este ejercicio.`,
  () => 'Desafío de la semana:',
  () => 'En la clase de reforzamiento, la profesora propone:',
  () => 'Repaso para la prueba:',
  (r) => `${kid(r)} prepara una disertación con este ejemplo.`,
  () => 'En el diario mural del curso hay un acertijo.',
]
const inScene =
  (maker: OaMaker): OaMaker =>
  (r, level) => {
    const q = maker(r, level)
    return { ...q, enunciado: `${pick(r, scenes)(r)} ${q.enunciado}` }
  }

/** Money: "$12.500". */
const money = (f: Fraction) => `$${n(f)}`

// ——— 1° Medio ———

/** A 2 × 2 system with integer solution (x, y): coefficients drawn, constants computed. */
function drawSystem(r: Rng, level: number) {
  const big = level >= 9 ? 9 : 6
  for (;;) {
    const x = level >= 9 ? nonZero(r, -8, 12) : int(r, 1, 12)
    const y = level >= 9 ? nonZero(r, -8, 12) : int(r, 1, 12)
    const a1 = int(r, 1, big - 2)
    const b1 = nonZero(r, -3, 4)
    const a2 = nonZero(r, -3, 4)
    const b2 = nonZero(r, -big + 2, big - 2)
    const det = a1 * b2 - a2 * b1
    if (det === 0 || x === y) continue
    return { x, y, a1, b1, c1: a1 * x + b1 * y, a2, b2, c2: a2 * x + b2 * y, det }
  }
}
const equation = (a: number, b: number, c: number) => `${co(a)}x ${termAfter(b, 'y')} = ${c}`
/** Cramer's rule for x and y, written over the system's numbers. */
const cramerX = (s: ReturnType<typeof drawSystem>) =>
  `(${e(s.c1)} * ${e(s.b2)} - ${e(s.c2)} * ${e(s.b1)}) / (${e(s.a1)} * ${e(s.b2)} - ${e(s.a2)} * ${e(s.b1)})`
const cramerY = (s: ReturnType<typeof drawSystem>) =>
  `(${e(s.a1)} * ${e(s.c2)} - ${e(s.a2)} * ${e(s.c1)}) / (${e(s.a1)} * ${e(s.b2)} - ${e(s.a2)} * ${e(s.b1)})`

const ma1moa04: OaMaker[] = [
  // Resolver un sistema y dar una incógnita.
  (r, level) => {
    const s = drawSystem(r, level)
    const askX = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve el sistema de ecuaciones ${equation(s.a1, s.b1, s.c1)}; ${equation(s.a2, s.b2, s.c2)}. ¿Cuál es el valor de ${askX ? 'x' : 'y'}?`,
      key: askX ? s.x : s.y,
      wrong: askX ? [s.y, -s.x, s.c1 - s.c2] : [s.x, -s.y, s.c2],
      expresion: askX ? cramerX(s) : cramerY(s),
      solucion: `Por reducción o sustitución se obtiene x = ${s.x} e y = ${s.y}; se comprueba en las dos ecuaciones: ${s.a1} · ${t(s.x)} ${signed(s.b1)} · ${t(s.y)} = ${s.c1} y ${s.a2} · ${t(s.x)} ${signed(s.b2)} · ${t(s.y)} = ${s.c2}.`,
    })
  },
  // Suma y diferencia.
  (r, level) => {
    const x = int(r, 5, level >= 9 ? 40 : 25)
    const y = int(r, 1, x - 1)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si x + y = ${x + y}; x - y = ${x - y}, ¿cuánto vale y?`,
      key: y,
      wrong: [x, x + y, x - y],
      positive: true,
      expresion: `(${x + y} - ${x - y}) / 2`,
      solucion: `Al restar las ecuaciones se elimina x: 2y = ${x + y} - ${x - y} = ${2 * y}, y = ${y} (y x = ${x}).`,
    })
  },
  // Problema de entradas: el sistema planteado y su solución.
  (r, level) => {
    const [what, a, b] = pick(r, [
      ['una función de teatro', 'adulto', 'niño'],
      ['un partido de fútbol', 'galería', 'tribuna'],
      ['una feria costumbrista', 'empanada', 'jugo'],
      ['la cafetería del liceo', 'sándwich', 'jugo'],
    ] as const)
    const pa = 100 * int(r, 15, level >= 9 ? 60 : 40)
    const pb = 100 * int(r, 5, pa / 100 - 2)
    const [m1, n1, m2, n2] = [int(r, 2, 4), int(r, 1, 3), 1, int(r, 2, 5)]
    const c1 = m1 * pa + n1 * pb
    const c2 = m2 * pa + n2 * pb
    const s = { a1: m1, b1: n1, c1, a2: m2, b2: n2, c2, x: pa, y: pb, det: m1 * n2 - n1 }
    if (s.det === 0 || pb >= pa) throw new Error('sistema sin solución única')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En ${what}, ${m1} de ${a} y ${n1} de ${b} cuestan $${n(c1)}, y 1 de ${a} y ${n2} de ${b} cuestan $${n(c2)}. Con x el precio de ${a} e y el de ${b}, el sistema es ${m1}x + ${co(n1)}y = ${c1}; x + ${n2}y = ${c2}. ¿Cuánto cuesta 1 de ${a}?`,
      key: pa,
      wrong: [pb, c2 - pb, c1 / (m1 + n1)],
      show: money,
      positive: true,
      expresion: cramerX(s),
      solucion: `De la segunda ecuación, x = ${c2} - ${n2}y; al reemplazar en la primera se obtiene y = ${pb} y x = ${pa}: cada ${a} cuesta $${n(pa)}.`,
    })
  },
  // Qué sistema modela la situación.
  (r) => {
    const [v1, v2] = pick(r, [
      [50, 100],
      [100, 500],
      [10, 50],
    ] as const)
    const x = int(r, 3, 15)
    const y = int(r, 2, 12)
    const total = x + y
    const amount = v1 * x + v2 * y
    const who = kid(r)
    return concept(
      r,
      'Comprender',
      `${who} tiene ${total} monedas de $${v1} y de $${v2}, que suman $${n(amount)}. Si x es la cantidad de monedas de $${v1} e y la de $${v2}, ¿qué sistema de ecuaciones representa la situación?`,
      `x + y = ${total}; ${v1}x + ${v2}y = ${amount}`,
      [
        `x + y = ${amount}; ${v1}x + ${v2}y = ${total}`,
        `${v1}x + ${v2}y = ${total}; x - y = ${amount}`,
        `x + y = ${total}; ${v2}x + ${v1}y = ${amount}`,
      ],
      `Una ecuación cuenta monedas (x + y = ${total}) y la otra suma su valor en pesos (${v1}x + ${v2}y = ${amount}).`,
    )
  },
  // Qué par es solución.
  (r, level) => {
    const s = drawSystem(r, level)
    const pair = (a: number, b: number) => `x = ${a}, y = ${b}`
    return concept(
      r,
      'Comprender',
      `¿Qué par de valores es la solución del sistema ${equation(s.a1, s.b1, s.c1)}; ${equation(s.a2, s.b2, s.c2)}?`,
      pair(s.x, s.y),
      [pair(s.y, s.x), pair(s.x, -s.y), pair(-s.x, s.y), pair(s.x + 1, s.y - 1)],
      `x = ${s.x} e y = ${s.y} cumplen las dos ecuaciones a la vez; los otros pares fallan en al menos una.`,
    )
  },
]

const ma1moa01: OaMaker[] = [
  // Prioridad con fracciones.
  (r) => {
    const a = F(int(r, 1, 5), pick(r, [2, 3, 4, 5, 6]))
    const b = F(int(r, 1, 7), pick(r, [3, 4, 5, 6, 8]))
    const c = F(int(r, 1, 5), pick(r, [2, 3, 5, 7]))
    const key = a.add(b.mul(c))
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${fx(a)} + ${fx(b)} · ${fx(c)}.`,
      key,
      wrong: [a.add(b).mul(c), a.add(b).add(c), F(N(a) + N(b) * N(c), D(a) + D(b) * D(c))],
      expresion: `${ef(a)} + ${ef(b)} * ${ef(c)}`,
      solucion: `Primero la multiplicación: ${fx(b)} · ${fx(c)} = ${fx(b.mul(c))}; luego ${fx(a)} + ${fx(b.mul(c))} = ${fx(key)}.`,
    })
  },
  // División y resta con negativos.
  (r) => {
    const a = F(-int(r, 1, 7), pick(r, [2, 3, 4, 5]))
    const b = F(int(r, 1, 5), pick(r, [2, 3, 4, 6]))
    const c = F(int(r, 1, 5), pick(r, [2, 3, 4, 6]))
    const key = a.div(b).sub(c)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${tf(a)} : ${fx(b)} - ${fx(c)}.`,
      key,
      wrong: [a.mul(b).sub(c), a.div(b).add(c), a.div(b.sub(c).equals(0) ? F(1) : b.sub(c)), key.neg()],
      expresion: `${ef(a)} / ${ef(b)} - ${ef(c)}`,
      solucion: `Dividir es multiplicar por el inverso: ${tf(a)} · ${fx(F(1).div(b))} = ${fx(a.div(b))}; luego ${tf(a.div(b))} - ${fx(c)} = ${fx(key)}.`,
    })
  },
  // Decimales y fracciones juntos.
  (r) => {
    const dec = pick(r, [F(1, 4), F(1, 2), F(3, 4), F(1, 5), F(2, 5), F(3, 10), F(7, 10), F(5, 4)])
    const b = F(int(r, 1, 7), pick(r, [3, 6, 8, 9]))
    const k = int(r, 2, 5)
    const inside = dec.add(b.mul(k))
    const key = F(1).sub(inside)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula 1 - (${n(dec)} + ${fx(b)} · ${k}) y escribe el resultado como fracción.`,
      key,
      wrong: [inside.sub(1), F(1).sub(dec.add(b).mul(k)), F(1).sub(dec).add(b.mul(k))],
      expresion: `1 - (${ef(dec)} + ${ef(b)} * ${k})`,
      solucion: `${n(dec)} = ${fx(dec)}; ${fx(b)} · ${k} = ${fx(b.mul(k))}; el paréntesis vale ${fx(inside)} y 1 - ${fx(inside)} = ${fx(key)}.`,
    })
  },
  // Producto de negativos y resta.
  (r) => {
    const a = F(int(r, 1, 5), pick(r, [2, 3, 4, 5]))
    const b = F(-int(r, 1, 7), pick(r, [3, 4, 6, 8]))
    const c = F(-int(r, 1, 4), pick(r, [2, 3, 5]))
    const key = a.sub(b.mul(c))
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${fx(a)} - ${tf(b)} · ${tf(c)}.`,
      key,
      wrong: [a.add(b.mul(c)), a.sub(b).mul(c), key.neg()],
      expresion: `${ef(a)} - ${ef(b)} * ${ef(c)}`,
      solucion: `${tf(b)} · ${tf(c)} = ${fx(b.mul(c))} (menos por menos es más); ${fx(a)} - ${tf(b.mul(c))} = ${fx(key)}.`,
    })
  },
]
function N(f: Fraction) {
  return Number(f.s * f.n)
}
function D(f: Fraction) {
  return Number(f.d)
}

const ma1moa02: OaMaker[] = [
  // Exponente negativo de base fraccionaria.
  (r) => {
    const p = int(r, 1, 5)
    let q = int(r, 2, 7)
    while (q === p) q = int(r, 2, 7)
    const k = int(r, 1, 3)
    const base = F(p, q)
    const key = F(q ** k, p ** k)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es el valor de la potencia (${fx(base)})${sup(-k)}, de exponente ${-k}?`,
      key,
      wrong: [F(p ** k, q ** k), F(-(q ** k), p ** k), F(-(p ** k), q ** k), F(q * k, p)],
      expresion: Array.from({ length: k }, () => `(${q}/${p})`).join(' * '),
      solucion: `Un exponente negativo invierte la base: (${fx(base)})${sup(-k)} = (${q}/${p})${sup(k)} = ${fx(key)}.`,
    })
  },
  // Producto y cociente de potencias de igual base.
  (r) => {
    const base = F(int(r, 1, 4), int(r, 5, 9))
    const a = nonZero(r, -4, 6)
    const b = nonZero(r, -4, 6)
    const c = nonZero(r, -3, 5)
    const divide = int(r, 0, 1) === 0
    const key = divide ? a + b - c : a + b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: divide
        ? `Si (${fx(base)})${sup(a)} · (${fx(base)})${sup(b)} : (${fx(base)})${sup(c)} = (${fx(base)})ⁿ (exponentes ${a}, ${b} y ${c}), ¿cuánto vale n?`
        : `Si (${fx(base)})${sup(a)} · (${fx(base)})${sup(b)} = (${fx(base)})ⁿ (exponentes ${a} y ${b}), ¿cuánto vale n?`,
      key,
      wrong: divide ? [a * b - c, a + b + c, a - b - c] : [a * b, a - b, b - a],
      expresion: divide ? `${e(a)} + ${e(b)} - ${e(c)}` : `${e(a)} + ${e(b)}`,
      solucion: divide
        ? `Al multiplicar potencias de igual base se suman los exponentes y al dividir se restan: ${a} + ${t(b)} - ${t(c)} = ${key}.`
        : `Al multiplicar potencias de igual base se suman los exponentes: ${a} + ${t(b)} = ${key}.`,
    })
  },
  // Decrecimiento: rebotes.
  (r) => {
    const [p, q] = pick(r, [
      [1, 2],
      [3, 4],
      [2, 3],
      [4, 5],
    ] as const)
    const k = int(r, 2, 3)
    const h = q ** k * int(r, 1, 3) * (q === 2 ? 8 : 1)
    const key = F(h * p ** k, q ** k)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una pelota se suelta desde ${h} cm y en cada rebote sube ${p}/${q} de la altura anterior, así que tras n rebotes sube ${h} · (${p}/${q})ⁿ cm. ¿Qué altura alcanza tras el rebote número ${k}?`,
      key,
      wrong: [F(h * p * k, q), F(h * p ** (k - 1), q ** (k - 1)), F(h * p ** (k + 1), q ** (k + 1))],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${h} * ${Array.from({ length: k }, () => `(${p}/${q})`).join(' * ')}`,
      solucion: `${h} · (${p}/${q})${sup(k)} = ${h} · ${p ** k}/${q ** k} = ${n(key)} cm.`,
    })
  },
  // Potencia de exponente negativo de base entera.
  (r) => {
    const b = pick(r, [2, 3, 5, 10])
    const m = -int(r, 1, 3)
    const exp = int(r, 1, 3)
    const k = exp - m
    const key = F(b ** exp)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${b}${sup(m)} · ${b}${sup(k)}, producto de potencias de base ${b} y exponentes ${m} y ${k}.`,
      key,
      wrong: [F(b ** (k - m)), F(1, b ** exp), F(b * exp), F(b ** (exp + 1))],
      positive: true,
      expresion: Array.from({ length: exp }, () => `${b}`).join(' * '),
      solucion: `Se suman los exponentes: ${m} + ${k} = ${exp}, y ${b}${sup(exp)} = ${fx(key)}.`,
    })
  },
]

ma1moa02.push(
  // Potencia de una potencia.
  (r) => {
    const base = F(int(r, 1, 5), int(r, 6, 9))
    const a = nonZero(r, -3, 4)
    const b = nonZero(r, -3, 4)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si ((${fx(base)})${sup(a)})${sup(b)} = (${fx(base)})ⁿ, con exponentes ${a} y ${b}, ¿cuánto vale n?`,
      key: a * b,
      wrong: [a + b, a - b, -a * b],
      expresion: `${e(a)} * ${e(b)}`,
      solucion: `En una potencia de potencia se multiplican los exponentes: ${a} · ${t(b)} = ${a * b}.`,
    })
  },
  // Decrecimiento de un valor.
  (r) => {
    const [p, q] = pick(r, [
      [4, 5],
      [9, 10],
      [3, 4],
    ] as const)
    const k = int(r, 2, 3)
    const v = 1000 * q ** k * int(r, 1, 4)
    const thing = pick(r, ['un celular', 'un computador', 'una bicicleta', 'una consola de juegos'])
    const key = F(v * p ** k, q ** k)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Cada año, ${thing} vale ${p}/${q} de lo que valía el año anterior: después de n años vale ${n(v)} · (${p}/${q})ⁿ pesos. Si hoy vale $${n(v)}, ¿cuánto valdrá en ${k} años?`,
      key,
      wrong: [F(v * p * k, q), F(v * p ** (k - 1), q ** (k - 1)), F(v).sub(F(v * k, q))],
      show: money,
      positive: true,
      expresion: `${v} * ${Array.from({ length: k }, () => `(${p}/${q})`).join(' * ')}`,
      solucion: `${n(v)} · (${p}/${q})${sup(k)} = ${n(v)} · ${p ** k}/${q ** k} = $${n(key)}.`,
    })
  },
  // Base decimal y exponente negativo.
  (r) => {
    const [dec, inv] = pick(r, [
      ['0,5', 2],
      ['0,2', 5],
      ['0,25', 4],
      ['0,1', 10],
    ] as const)
    const k = int(r, 1, 3)
    const key = inv ** k
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula la potencia (${dec})${sup(-k)}, de base decimal y exponente ${-k}.`,
      key,
      wrong: [F(1, inv ** k), -key, inv * k],
      expresion: Array.from({ length: k }, () => `${inv}`).join(' * '),
      solucion: `${dec} = 1/${inv}; el exponente negativo invierte la base: (1/${inv})${sup(-k)} = ${inv}${sup(k)} = ${key}.`,
    })
  },
)

/** A letter for an expression. */
const letter = (r: Rng) => pick(r, ['x', 'a', 'm', 'y', 'p'])
/** A polynomial "x² + 6x + 9" from its coefficients (a² term first). */
const poly2 = (v: string, a: number, b: number, c: number) =>
  `${co(a)}${v}²${b === 0 ? '' : ` ${termAfter(b, v)}`}${c === 0 ? '' : ` ${signed(c)}`}`

const ma1moa03: OaMaker[] = [
  // Cuadrado de binomio.
  (r) => {
    const v = letter(r)
    const a = nonZero(r, -9, 9)
    const bin = `(${v} ${signed(a)})²`
    return concept(
      r,
      'Aplicar',
      `¿Cuál es el desarrollo del cuadrado de binomio ${bin}?`,
      poly2(v, 1, 2 * a, a * a),
      [poly2(v, 1, 0, a * a), poly2(v, 1, a, a * a), poly2(v, 1, 2 * a, -a * a), `${v}² ${signed(2 * a)}`],
      `(${v} ${signed(a)})² = ${v}² + 2 · ${t(a)} · ${v} + ${t(a)}² = ${poly2(v, 1, 2 * a, a * a)}: falta el doble producto si solo se elevan los términos.`,
    )
  },
  // Suma por diferencia.
  (r) => {
    const v = letter(r)
    const a = int(r, 2, 12)
    const k = int(r, 1, 3)
    const lead = `${k === 1 ? '' : k}${v}`
    return concept(
      r,
      'Aplicar',
      `Desarrolla la suma por su diferencia (${lead} + ${a})(${lead} - ${a}).`,
      `${k * k === 1 ? '' : k * k}${v}² - ${a * a}`,
      [
        `${k * k === 1 ? '' : k * k}${v}² + ${a * a}`,
        `${k * k === 1 ? '' : k * k}${v}² - ${2 * a}`,
        poly2(v, k * k, -2 * a * k, a * a),
        `${k === 1 ? '' : k}${v}² - ${a * a}`,
      ],
      `(${lead} + ${a})(${lead} - ${a}) = (${lead})² - ${a}² = ${k * k === 1 ? '' : k * k}${v}² - ${a * a}: los productos cruzados se anulan.`,
    )
  },
  // Binomios con término común.
  (r) => {
    const v = letter(r)
    const a = nonZero(r, -8, 9)
    let b = nonZero(r, -8, 9)
    if (b === a) b = a + 1 === 0 ? a + 2 : a + 1
    return concept(
      r,
      'Aplicar',
      `El rectángulo de lados (${v} ${signed(a)}) y (${v} ${signed(b)}) tiene un área que se escribe como producto de binomios con término común. ¿Cuál es su desarrollo?`,
      poly2(v, 1, a + b, a * b),
      [poly2(v, 1, a * b, a + b), poly2(v, 1, 0, a * b), poly2(v, 1, a + b, a + b), poly2(v, 2, a + b, a * b)],
      `(${v} ${signed(a)})(${v} ${signed(b)}) = ${v}² + (${a} ${signed(b)})${v} + ${t(a)} · ${t(b)} = ${poly2(v, 1, a + b, a * b)}.`,
    )
  },
  // Factorizar: qué binomio al cuadrado es.
  (r) => {
    const v = letter(r)
    const a = nonZero(r, -9, 9)
    return concept(
      r,
      'Analizar',
      `La expresión ${poly2(v, 1, 2 * a, a * a)} es un cuadrado de binomio. ¿De cuál?`,
      `(${v} ${signed(a)})²`,
      [`(${v} ${signed(2 * a)})²`, `(${v} ${signed(-a)})²`, `(${v} ${signed(a * a)})²`, `(${v}² ${signed(a)})²`],
      `El primer término es ${v}² y el último ${a * a} = ${t(a)}²; el doble producto 2 · ${v} · ${t(a)} = ${2 * a}${v} confirma (${v} ${signed(a)})².`,
    )
  },
  // Cálculo con suma por diferencia.
  (r) => {
    const base = pick(r, [20, 30, 40, 50, 60, 100])
    const d = int(r, 1, 9)
    const key = base * base - d * d
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Usando la suma por su diferencia, (${base} + ${d})(${base} - ${d}) = ${base}² - ${d}². ¿Cuánto es ${base + d} · ${base - d}?`,
      key,
      wrong: [base * base + d * d, base * base - 2 * d, base * base - d],
      expresion: `${base} * ${base} - ${d} * ${d}`,
      solucion: `${base}² - ${d}² = ${base * base} - ${d * d} = ${n(key)}.`,
    })
  },
]

const ma1moa05: OaMaker[] = [
  // Evaluar f(x, y) = ax + by.
  (r) => {
    const a = nonZero(r, -6, 7)
    const b = nonZero(r, -6, 7)
    const x = int(r, -5, 6)
    const y = int(r, -5, 6)
    const key = a * x + b * y
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se define f(x, y) = ${co(a)}x ${termAfter(b, 'y')}. ¿Cuánto vale f(${x}, ${y})?`,
      key,
      wrong: [a * y + b * x, a + x + b + y, a * x - b * y],
      expresion: `${e(a)} * ${e(x)} + ${e(b)} * ${e(y)}`,
      solucion: `f(${x}, ${y}) = ${a} · ${t(x)} ${signed(b)} · ${t(y)} = ${key}.`,
    })
  },
  // Cortes con los ejes.
  (r) => {
    const a = int(r, 1, 6)
    const b = int(r, 1, 6)
    const c = a * b * int(r, 1, 4)
    const onY = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `El gráfico de la relación ${co(a)}x + ${co(b)}y = ${c} es una recta. ¿En qué valor corta al eje ${onY ? 'y (cuando x = 0)' : 'x (cuando y = 0)'}?`,
      key: onY ? c / b : c / a,
      wrong: onY ? [c / a, c, c - b] : [c / b, c, c - a],
      expresion: onY ? `${c} / ${b}` : `${c} / ${a}`,
      solucion: onY ? `Con x = 0: ${b}y = ${c}, y = ${c / b}.` : `Con y = 0: ${a}x = ${c}, x = ${c / a}.`,
    })
  },
  // Despejar y para un x dado.
  (r) => {
    const a = int(r, 1, 6)
    const b = pick(r, [1, 2, 3, 4])
    const x = int(r, -4, 6)
    const y = int(r, -5, 8)
    const c = a * x + b * y
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En la tabla de valores de la relación ${co(a)}x + ${co(b)}y = ${c}, ¿qué valor de y corresponde a x = ${x}?`,
      key: y,
      wrong: [F(c + a * x, b), F(c, b), x],
      expresion: `(${c} - ${a} * ${e(x)}) / ${b}`,
      solucion: `${b}y = ${c} - ${a} · ${t(x)} = ${b * y}, y = ${y}.`,
    })
  },
  // Qué punto está en el gráfico.
  (r) => {
    const a = int(r, 1, 5)
    const b = int(r, 1, 5)
    const x = int(r, 0, 6)
    const y = int(r, 0, 6)
    const c = a * x + b * y
    const pt = (p: number, q: number) => `(${p}, ${q})`
    const wrong = [pt(y, x), pt(x + 1, y), pt(x, y + 1), pt(x + 1, y + 1)].filter((w) => {
      const [p, q] = w.slice(1, -1).split(', ').map(Number)
      return a * p! + b * q! !== c
    })
    return concept(
      r,
      'Comprender',
      `¿Qué punto pertenece al gráfico de la relación ${co(a)}x + ${co(b)}y = ${c}?`,
      pt(x, y),
      wrong,
      `${a} · ${x} + ${b} · ${y} = ${c}: el punto ${pt(x, y)} cumple la relación; los otros no.`,
    )
  },
  // Cómo cambia el gráfico.
  (r) => {
    const a = int(r, 1, 4)
    const b = int(r, 1, 4)
    const c = 12 * int(r, 1, 3)
    const b2 = b * 2
    return concept(
      r,
      'Analizar',
      `En la relación ${co(a)}x + ${co(b)}y = ${c}, el coeficiente de y cambia de ${b} a ${b2}: queda ${co(a)}x + ${b2}y = ${c}. ¿Qué le pasa al punto donde la recta corta al eje y?`,
      `Baja de ${n(c / b)} a ${n(c / b2)}`,
      [`Sube de ${n(c / b)} a ${n((2 * c) / b)}`, 'No cambia', `Cambia el punto donde corta al eje x`],
      `Con x = 0, y = ${c}/${b} = ${n(c / b)} antes y ${c}/${b2} = ${n(c / b2)} después: el corte con el eje y baja a la mitad; el corte con el eje x no cambia.`,
    )
  },
]

const ma1moa10: OaMaker[] = [
  // Escala de un mapa.
  (r) => {
    const scale = pick(r, [10000, 25000, 50000, 100000, 200000])
    const cm = int(r, 2, 15)
    const km = F(cm * scale, 100000)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En un mapa a escala 1 : ${n(scale)}, dos pueblos están a ${cm} cm. ¿Cuál es la distancia real entre ellos?`,
      key: km,
      wrong: [F(cm * scale, 1000), F(cm * scale, 10000), F(cm * scale, 1000000)],
      show: (f) => `${n(f)} km`,
      positive: true,
      expresion: `${cm} * ${scale} / 100000`,
      solucion: `${cm} cm del mapa son ${cm} · ${n(scale)} = ${n(cm * scale)} cm reales = ${n(km)} km (1 km = 100.000 cm).`,
    })
  },
  // Maqueta.
  (r) => {
    const scale = pick(r, [50, 100, 200, 250, 500])
    const m = int(r, 5, 60)
    const key = F(m * 100, scale)
    const thing = pick(r, ['un edificio', 'la torre de la iglesia', 'un puente', 'el gimnasio del colegio'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para la feria científica se arma una maqueta a escala 1 : ${scale} de ${thing}, que mide ${m} m de alto. ¿Cuánto mide de alto en la maqueta?`,
      key,
      wrong: [F(m, scale), F(m * 1000, scale), F(m * scale, 100)],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${m} * 100 / ${scale}`,
      solucion: `${m} m = ${m * 100} cm; en la maqueta, ${m * 100} : ${scale} = ${n(key)} cm.`,
    })
  },
  // Triángulos semejantes.
  (r) => {
    const [a, b, c] = pick(r, [
      [3, 4, 5],
      [5, 12, 13],
      [6, 8, 10],
      [4, 6, 7],
      [5, 7, 9],
    ] as const)
    const k = pick(r, [F(2), F(3), F(5, 2), F(3, 2), F(4)])
    const key = k.mul(c)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Los triángulos ABC y DEF son semejantes. ABC tiene lados de ${a} cm, ${b} cm y ${c} cm, y el lado menor de DEF mide ${n(k.mul(a))} cm. ¿Cuánto mide el lado mayor de DEF?`,
      key,
      wrong: [k.mul(a).add(c - a), k.mul(b), F(c).mul(a).div(k.mul(a))],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${c} * ${ef(k.mul(a))} / ${a}`,
      solucion: `La razón de semejanza es ${n(k.mul(a))} : ${a} = ${n(k)}; el lado mayor mide ${c} · ${n(k)} = ${n(key)} cm.`,
    })
  },
  // Razón de áreas.
  (r) => {
    const k = int(r, 2, 5)
    const area = int(r, 3, 40)
    const key = area * k * k
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `Dos figuras son semejantes y la grande tiene sus lados ${k} veces más largos que la pequeña. Si el área de la pequeña es ${area} cm², ¿cuál es el área de la grande?`,
      key,
      wrong: [area * k, area * k * k * k, area + k * k],
      show: (f) => `${n(f)} cm²`,
      positive: true,
      expresion: `${area} * ${k} * ${k}`,
      solucion: `Si los lados se multiplican por ${k}, el área se multiplica por ${k}² = ${k * k}: ${area} · ${k * k} = ${key} cm².`,
    })
  },
]

ma1moa10.push(
  // Distancia real a distancia en el mapa.
  (r) => {
    const scale = pick(r, [100000, 200000, 250000, 500000, 1000000])
    const cm = int(r, 2, 12)
    const km = (cm * scale) / 100000
    const [from, to] = pick(r, [
      ['Santiago', 'Rancagua'],
      ['La Serena', 'Coquimbo'],
      ['Temuco', 'Villarrica'],
      ['Valparaíso', 'Quillota'],
      ['Puerto Montt', 'Osorno'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En línea recta, ${from} y ${to} están a unos ${n(km)} km. ¿A cuántos centímetros quedan en un mapa a escala 1 : ${n(scale)}?`,
      key: cm,
      wrong: [F(km * 1000, scale), F(km * 10000000, scale), F(km, 10)],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${km} * 100000 / ${scale}`,
      solucion: `${n(km)} km = ${n(km * 100000)} cm; en el mapa, ${n(km * 100000)} : ${n(scale)} = ${cm} cm.`,
    })
  },
  // Ampliar una fotografía.
  (r) => {
    const [w, h] = pick(r, [
      [10, 15],
      [9, 13],
      [6, 9],
      [8, 12],
      [12, 18],
    ] as const)
    const k = pick(r, [F(3, 2), F(2), F(5, 2), F(3)])
    const key = k.mul(h)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una fotografía de ${w} cm de ancho y ${h} cm de largo se amplía a otra semejante de ${n(k.mul(w))} cm de ancho. ¿Cuánto mide de largo la ampliación?`,
      key,
      wrong: [k.mul(w).add(h - w), F(h).add(k.mul(w)).sub(w).add(1), F(h * w).div(k.mul(w))],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${h} * ${ef(k.mul(w))} / ${w}`,
      solucion: `La razón de semejanza es ${n(k.mul(w))} : ${w} = ${n(k)}; el largo es ${h} · ${n(k)} = ${n(key)} cm. Sumar lo mismo a los dos lados no da una figura semejante.`,
    })
  },
  // Qué escala es.
  (r) => {
    const [thing, m] = pick(r, [
      ['un bus de 12 m de largo', 12],
      ['un avión de 36 m de largo', 36],
      ['un barco de 60 m de largo', 60],
      ['una casa de 9 m de alto', 9],
      ['un auto de 4 m de largo', 4],
    ] as const)
    const scale = pick(r, [10, 20, 25, 50, 100, 200])
    const cm = (m * 100) / scale
    if (!Number.isInteger(cm * 10)) throw new Error('medida poco redonda')
    return concept(
      r,
      'Analizar',
      `Un modelo a escala de ${thing} mide ${n(cm)} cm. ¿A qué escala está hecho?`,
      `1 : ${scale}`,
      [
        `1 : ${scale * 10}`,
        `1 : ${scale / 10 === Math.floor(scale / 10) ? scale / 10 : scale * 2}`,
        `1 : ${n(m / cm)}`,
        `${scale} : 1`,
      ],
      `${m} m = ${m * 100} cm, y ${m * 100} : ${n(cm)} = ${scale}: cada centímetro del modelo son ${scale} cm reales, escala 1 : ${scale}.`,
    )
  },
)

// ——— 2° Medio ———

/** √n simplified: [outside, inside]. */
function simplifyRoot(value: number): [number, number] {
  let out = 1
  let inside = value
  for (let k = Math.floor(Math.sqrt(value)); k > 1; k--)
    if (inside % (k * k) === 0) {
      out *= k
      inside /= k * k
    }
  return [out, inside]
}
const rootText = (out: number, inside: number) => (inside === 1 ? `${out}` : `${out === 1 ? '' : out}√${inside}`)

const ma2moa01: OaMaker[] = [
  // Simplificar una raíz.
  (r) => {
    const inside = pick(r, [2, 3, 5, 6, 7])
    const out = int(r, 2, 9)
    const value = out * out * inside
    const [o, i] = simplifyRoot(value)
    return concept(
      r,
      'Aplicar',
      `Al descomponer la raíz √${value}, ¿cuál es su forma más simple?`,
      rootText(o, i),
      [rootText(i, o), rootText(o * o, i), rootText(o + 1, i), rootText(o, i * 2), rootText(o - 1 || o + 2, i)],
      `√${value} = √(${o * o} · ${i}) = √${o * o} · √${i} = ${rootText(o, i)}.`,
    )
  },
  // Reducir raíces semejantes.
  (r) => {
    const i = pick(r, [2, 3, 5])
    const [a, b, c] = [int(r, 1, 5), int(r, 2, 3), int(r, 1, 4)]
    const [m2, m3] = [int(r, 2, 3), int(r, 2, 4)]
    const total = a + b * m2 - c * m3
    const text = (k: number) => (k === 0 ? '0' : rootText(k, i))
    return concept(
      r,
      'Aplicar',
      `Reduce ${a === 1 ? '' : a}√${i} + ${b}√${m2 * m2 * i} - ${c}√${m3 * m3 * i}.`,
      text(total),
      [
        text(a + b - c),
        text(total + 2),
        rootText(1, i * (a + b - c) > 0 ? i * (a + b - c) : i + 1),
        text(-total || total + 1),
      ],
      `√${m2 * m2 * i} = ${m2}√${i} y √${m3 * m3 * i} = ${m3}√${i}: ${a} + ${b * m2} - ${c * m3} = ${total}, y queda ${text(total)}.`,
    )
  },
  // Entre qué enteros está.
  (r) => {
    let k = int(r, 2, 12)
    let value = k * k + int(r, 1, 2 * k)
    if (Number.isInteger(Math.sqrt(value))) value++
    k = Math.floor(Math.sqrt(value))
    return concept(
      r,
      'Comprender',
      `Sin calculadora, ¿entre qué números enteros consecutivos está la raíz √${value}?`,
      `Entre ${k} y ${k + 1}`,
      [
        `Entre ${k - 1} y ${k}`,
        `Entre ${k + 1} y ${k + 2}`,
        `Entre ${Math.floor(value / 2)} y ${Math.floor(value / 2) + 1}`,
      ],
      `${k}² = ${k * k} y ${k + 1}² = ${(k + 1) ** 2}; como ${k * k} < ${value} < ${(k + 1) ** 2}, √${value} está entre ${k} y ${k + 1}.`,
    )
  },
  // Producto de raíces.
  (r) => {
    const i = pick(r, [2, 3, 5, 6])
    const a = int(r, 1, 5)
    const b = int(r, 1, 5)
    const key = a * b * i
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula (${a === 1 ? '' : a}√${i}) · (${b === 1 ? '' : b}√${i}).`,
      key,
      wrong: [a * b, a * b * i * i, (a + b) * i],
      positive: true,
      expresion: `${a} * ${b} * ${i}`,
      solucion: `√${i} · √${i} = ${i}, así que el producto es ${a} · ${b} · ${i} = ${key}.`,
    })
  },
  // Diagonal de un cuadrado: número irracional en contexto.
  (r) => {
    const side = int(r, 2, 12)
    return concept(
      r,
      'Aplicar',
      `Un cuadrado de ${side} cm de lado se corta por su diagonal. Con el teorema de Pitágoras, ¿cuánto mide la diagonal, escrita con raíces?`,
      `${side}√2 cm`,
      [`${2 * side} cm`, `${side * side}√2 cm`, `${side + 2}√2 cm`, `${side}√${side === 2 ? 3 : side} cm`],
      `d² = ${side}² + ${side}² = ${2 * side * side}, d = √${2 * side * side} = ${side}√2 cm.`,
    )
  },
]

const subDigits = '₀₁₂₃₄₅₆₇₈₉'
const sub = (k: number) => String(k).replace(/\d/g, (d) => subDigits[Number(d)]!)

const ma2moa02: OaMaker[] = [
  // Calcular un logaritmo.
  (r) => {
    const b = pick(r, [2, 3, 5, 10])
    const k = int(r, 1, b === 2 ? 8 : b === 10 ? 6 : 4)
    const value = b ** k
    return concept(
      r,
      'Aplicar',
      b === 10 ? `¿Cuánto vale el logaritmo log ${n(value)}?` : `¿Cuánto vale el logaritmo log${sub(b)} ${value}?`,
      String(k),
      [String(value / b), String(k + 1), String(k - 1 || k + 2), String(b * k)],
      `${b}${sup(k)} = ${n(value)}, así que log${b === 10 ? '' : sub(b)} ${n(value)} = ${k}.`,
    )
  },
  // Potencia de exponente racional.
  (r) => {
    const base = pick(r, [2, 3, 4, 5])
    const m = pick(r, [2, 3])
    const p = int(r, 1, 3)
    const value = base ** m
    const key = base ** p
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Escribe ${value}^(${p}/${m}) como raíz (${m === 2 ? '√' : '∛'}${value})${p === 1 ? '' : sup(p)} y calcula su valor.`,
      key,
      wrong: [(value * p) / m, value ** p, base * p],
      positive: true,
      expresion: Array.from({ length: p }, () => `${base}`).join(' * '),
      solucion: `${m === 2 ? '√' : '∛'}${value} = ${base}, y ${base}${sup(p)} = ${key}.`,
    })
  },
  // Ecuación exponencial con logaritmo.
  (r) => {
    const b = pick(r, [2, 3, 4, 5, 6])
    const k = int(r, 2, 4)
    const value = b ** k
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si log${sub(b)} x = ${k}, con el logaritmo en base ${b}, ¿cuánto vale x?`,
      key: value,
      wrong: [b * k, k ** b, value / b],
      positive: true,
      expresion: Array.from({ length: k }, () => `${b}`).join(' * '),
      solucion: `log${sub(b)} x = ${k} significa ${b}${sup(k)} = x, es decir, x = ${value}.`,
    })
  },
  // Propiedades: suma de logaritmos.
  (r) => {
    const b = pick(r, [2, 3, 10])
    const p = int(r, 1, 3)
    const q = int(r, 1, 3)
    const [x, y] = [b ** p, b ** q]
    return concept(
      r,
      'Aplicar',
      b === 10
        ? `Usando log a + log b = log (a · b), calcula el logaritmo log ${x} + log ${y}.`
        : `Usando la propiedad del logaritmo de un producto, calcula log${sub(b)} ${x} + log${sub(b)} ${y}.`,
      String(p + q),
      [String(p * q), String(x + y), String(p + q + 1), String(b ** (p + q))],
      `log ${x} + log ${y} = log ${x * y}${b === 10 ? '' : ` en base ${b}`}, y ${b}${sup(p + q)} = ${x * y}: vale ${p + q}.`,
    )
  },
]

const ma2moa03: OaMaker[] = [
  // Vértice.
  (r) => {
    const h = int(r, -5, 6)
    const k = int(r, -9, 9)
    const b = -2 * h
    const c = h * h + k
    const askX = int(r, 0, 1) === 0
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Cuál es la ${askX ? 'abscisa (coordenada x)' : 'ordenada (coordenada y)'} del vértice de la parábola de la función cuadrática f(x) = ${poly2('x', 1, b, c)}?`,
      key: askX ? h : k,
      wrong: askX ? [-h || 1, b, c] : [c, k + 2 * h * h, -k || 2],
      expresion: askX ? `-(${b}) / (2 * 1)` : `${e(h)} * ${e(h)} + ${e(b)} * ${e(h)} + ${e(c)}`,
      solucion: `x del vértice = -b/(2a) = ${-b}/2 = ${h}; f(${h}) = ${k}: el vértice es (${h}, ${k}).`,
    })
  },
  // Evaluar.
  (r) => {
    const a = nonZero(r, -3, 3)
    const b = int(r, -6, 6)
    const c = int(r, -9, 9)
    const x = int(r, -4, 4)
    const key = a * x * x + b * x + c
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si f(x) = ${poly2('x', a, b, c)}, ¿cuánto vale f(${x})?`,
      key,
      wrong: [a * 2 * x + b * x + c, -a * x * x + b * x + c, a * x * x - b * x + c],
      expresion: `${e(a)} * ${e(x)} * ${e(x)} + ${e(b)} * ${e(x)} + ${e(c)}`,
      solucion: `f(${x}) = ${a} · ${t(x)}² ${signed(b)} · ${t(x)} ${signed(c)} = ${key}.`,
    })
  },
  // Ceros.
  (r) => {
    const p = int(r, -6, 6)
    let q = int(r, -6, 6)
    if (q === p) q = p + 2
    const zero = (z: number) => `x = ${z}`
    return concept(
      r,
      'Aplicar',
      `¿En qué puntos corta al eje x el gráfico de la función cuadrática f(x) = ${poly2('x', 1, -(p + q), p * q)}?`,
      `${zero(Math.min(p, q))} y ${zero(Math.max(p, q))}`,
      [
        `${zero(-Math.max(p, q))} y ${zero(-Math.min(p, q))}`,
        `${zero(p * q)} y ${zero(0)}`,
        `${zero(p + q)} y ${zero(-(p + q))}`,
        `${zero(Math.min(p, q))} y ${zero(Math.max(p, q) + 1)}`,
      ],
      `f(x) = (x ${signed(-p)})(x ${signed(-q)}); f(x) = 0 cuando x = ${p} o x = ${q}.`,
    )
  },
  // Altura máxima de un lanzamiento.
  (r) => {
    const v = 10 * int(r, 1, 4)
    const tmax = v / 10
    const key = v * tmax - 5 * tmax * tmax
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `La altura (en metros) de una pelota lanzada hacia arriba es h(t) = -5t² + ${v}t, con t en segundos: una función cuadrática cuyo vértice da la altura máxima. ¿Cuál es esa altura máxima?`,
      key,
      wrong: [v * tmax, v, 5 * tmax * tmax],
      show: (f) => `${n(f)} m`,
      positive: true,
      expresion: `${v} * ${tmax} - 5 * ${tmax} * ${tmax}`,
      solucion: `El vértice está en t = ${v}/10 = ${tmax} s; h(${tmax}) = ${v} · ${tmax} - 5 · ${tmax}² = ${key} m.`,
    })
  },
  // Concavidad e intersección con el eje y.
  (r) => {
    const a = nonZero(r, -4, 4)
    const b = int(r, -6, 6)
    const c = int(r, -9, 9)
    return concept(
      r,
      'Comprender',
      `¿Qué afirmación describe la parábola de f(x) = ${poly2('x', a, b, c)}?`,
      `Abre hacia ${a > 0 ? 'arriba' : 'abajo'} y corta al eje y en ${c}`,
      [
        `Abre hacia ${a > 0 ? 'abajo' : 'arriba'} y corta al eje y en ${c}`,
        `Abre hacia ${a > 0 ? 'arriba' : 'abajo'} y corta al eje y en ${b}`,
        `Abre hacia ${a > 0 ? 'abajo' : 'arriba'} y corta al eje y en ${a}`,
      ],
      `El signo de a = ${a} decide hacia dónde abre; f(0) = ${c} es el corte con el eje y.`,
    )
  },
]

const roots = (a: number, b: number) => `x = ${Math.min(a, b)} o x = ${Math.max(a, b)}`
const ma2moa04: OaMaker[] = [
  // ax² = b.
  (r) => {
    const a = int(r, 1, 5)
    const s = int(r, 2, 12)
    return concept(
      r,
      'Aplicar',
      `Resuelve la ecuación cuadrática ${co(a)}x² = ${a * s * s}.`,
      roots(-s, s),
      [`x = ${s}`, roots(-s * s, s * s), roots(-a * s, a * s), `x = ${(a * s * s) / 2}`],
      `x² = ${a * s * s}/${a} = ${s * s}, y x = ±${s}: hay dos soluciones.`,
    )
  },
  // ax² + bx = 0.
  (r) => {
    const a = int(r, 1, 5)
    const z = nonZero(r, -9, 9)
    const b = -a * z
    return concept(
      r,
      'Aplicar',
      `Resuelve ${co(a)}x² ${termAfter(b, 'x')} = 0 factorizando.`,
      roots(0, z),
      [roots(0, -z), `x = ${z}`, roots(-a, z), `x = 0`],
      `x(${co(a)}x ${signed(b)}) = 0: x = 0 o ${co(a)}x = ${-b}, es decir, x = ${z}.`,
    )
  },
  // (x + p)² = c.
  (r) => {
    const p = nonZero(r, -7, 7)
    const q = int(r, 1, 9)
    return concept(
      r,
      'Aplicar',
      `Resuelve la ecuación (x ${signed(p)})² = ${q * q}.`,
      roots(-p - q, -p + q),
      [roots(p - q, p + q), `x = ${q - p}`, roots(-p - q * q, -p + q * q), roots(-q, q)],
      `x ${signed(p)} = ±${q}; x = ${-p + q} o x = ${-p - q}.`,
    )
  },
  // x² + bx = c (factorizable).
  (r) => {
    const p = int(r, -8, 8)
    let q = int(r, -8, 8)
    if (q === p) q = p + 3
    const b = -(p + q)
    const c = -(p * q)
    return concept(
      r,
      'Aplicar',
      `¿Cuáles son las soluciones de la ecuación x² ${termAfter(b, 'x')} = ${c}?`,
      roots(p, q),
      [roots(-p, -q), roots(p, -q), `x = ${c}`, roots(b, c)],
      `x² ${termAfter(b, 'x')} ${signed(-c)} = 0 se factoriza como (x ${signed(-p)})(x ${signed(-q)}) = 0: x = ${p} o x = ${q}.`,
    )
  },
  // Problema de un terreno.
  (r) => {
    const w = int(r, 3, 15)
    const d = int(r, 1, 8)
    const area = w * (w + d)
    return concept(
      r,
      'Aplicar',
      `Un terreno rectangular tiene ${d} m más de largo que de ancho y su área es ${area} m². Con x el ancho, x(x + ${d}) = ${area}, es decir, x² + ${d}x - ${area} = 0. ¿Cuánto mide el ancho?`,
      `${w} m`,
      [`${w + d} m`, `${-(w + d)} m`, `${Math.round(area / d)} m`, `${w + 1} m`],
      `Las soluciones de x² + ${d}x - ${area} = 0 son x = ${w} y x = ${-(w + d)}; un ancho no es negativo: ${w} m.`,
    )
  },
]

const ma2moa05: OaMaker[] = [
  // Inversa de una función lineal.
  (r) => {
    const a = nonZero(r, -6, 7)
    const b = nonZero(r, -9, 9)
    const fInv = (p: number, q: number) => `f⁻¹(x) = (x ${signed(-q)})/${p < 0 ? `(${p})` : p}`
    return concept(
      r,
      'Aplicar',
      `¿Cuál es la función inversa de f(x) = ${co(a)}x ${signed(b)}?`,
      fInv(a, b),
      [fInv(a, -b), `f⁻¹(x) = ${co(-a)}x ${signed(-b)}`, `f⁻¹(x) = x/${a < 0 ? `(${a})` : a} ${signed(b)}`, fInv(b, a)],
      `Se despeja x de y = ${a}x ${signed(b)}: x = (y ${signed(-b)})/${a}; se cambia el nombre de las variables.`,
    )
  },
  // Evaluar la inversa.
  (r) => {
    const a = nonZero(r, -5, 6)
    const b = int(r, -9, 9)
    const x = int(r, -6, 8)
    const y = a * x + b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si f(x) = ${co(a)}x ${signed(b)}, ¿cuánto vale f⁻¹(${y}), el valor de la función inversa?`,
      key: x,
      wrong: [a * y + b, y - b, F(y + b, a)],
      expresion: `(${e(y)} - ${e(b)}) / ${e(a)}`,
      solucion: `f⁻¹(${y}) es el x con f(x) = ${y}: ${a}x ${signed(b)} = ${y}, x = ${x}.`,
    })
  },
  // La máquina al revés.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 1, 20)
    const x = int(r, 1, 15)
    const out = a * x + b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una máquina multiplica por ${a} el número que entra y luego le suma ${b}. La máquina de la función inversa deshace eso. Si de la primera salió ${out}, ¿qué número había entrado?`,
      key: x,
      wrong: [a * out + b, F(out, a), out - b],
      expresion: `(${out} - ${b}) / ${a}`,
      solucion: `La inversa resta ${b} y divide por ${a}: (${out} - ${b}) : ${a} = ${x}.`,
    })
  },
  // Inversa de la cuadrática restringida.
  (r) => {
    const k = int(r, 2, 12)
    const c = int(r, 0, 9)
    return concept(
      r,
      'Analizar',
      `La función f(x) = x² + ${c}, definida para x ≥ 0, tiene función inversa. ¿Cuánto vale f⁻¹(${k * k + c})?`,
      String(k),
      [String(k * k), String(-k), String((k * k + c) ** 2), String(k * k + c - c * 2 || k + 1)],
      `f⁻¹(${k * k + c}) es el x ≥ 0 con x² + ${c} = ${k * k + c}: x² = ${k * k}, x = ${k}.`,
    )
  },
  // Gráfico de la inversa.
  (r) => {
    const a = int(r, 2, 5)
    const b = int(r, 1, 6)
    const x = int(r, 0, 5)
    return concept(
      r,
      'Comprender',
      `El punto (${x}, ${a * x + b}) está en el gráfico de f(x) = ${a}x + ${b}. ¿Qué punto está en el gráfico de su función inversa?`,
      `(${a * x + b}, ${x})`,
      [`(${x}, ${a * x + b})`, `(${-x}, ${-(a * x + b)})`, `(${-(a * x + b)}, ${x})`, `(${x}, ${-(a * x + b)})`],
      `El gráfico de f⁻¹ es el reflejo del de f respecto de la recta y = x: se intercambian las coordenadas.`,
    )
  },
]

const ma2moa06: OaMaker[] = [
  // Interés compuesto.
  (r) => {
    const c = 10000 * int(r, 5, 50)
    const p = pick(r, [2, 3, 4, 5, 6, 8, 10])
    const years = int(r, 2, 3)
    const factor = F(100 + p, 100)
    let key = F(c)
    for (let i = 0; i < years; i++) key = key.mul(factor)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se depositan $${n(c)} a un interés compuesto del ${p} % anual. ¿Cuánto dinero habrá al cabo de ${years} años?`,
      key,
      wrong: [
        F(c)
          .mul(100 + p * years)
          .div(100),
        F(c)
          .mul(p * years)
          .div(100),
        F(c)
          .mul(100 + p)
          .div(100),
      ],
      show: money,
      positive: true,
      expresion: `${c}${` * ${100 + p}/100`.repeat(years)}`,
      solucion: `Cada año el capital se multiplica por 1 + ${p}/100: ${n(c)} · (${n(factor)})${sup(years)} = $${n(key)}; con interés simple serían $${n(
        F(c)
          .mul(100 + p * years)
          .div(100),
      )}.`,
    })
  },
  // Depreciación.
  (r) => {
    const v = 1000000 * int(r, 4, 15)
    const p = pick(r, [10, 15, 20, 25])
    const years = int(r, 2, 3)
    let key = F(v)
    for (let i = 0; i < years; i++) key = key.mul(100 - p).div(100)
    const thing = pick(r, ['un auto', 'una camioneta', 'una máquina de la panadería', 'un tractor'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} de $${n(v)} pierde el ${p} % de su valor cada año. ¿Cuánto valdrá después de ${years} años?`,
      key,
      wrong: [
        F(v)
          .mul(100 - p * years)
          .div(100),
        F(v).mul(p).div(100),
        F(v)
          .mul(100 - p)
          .div(100),
      ],
      show: money,
      positive: true,
      expresion: `${v}${` * ${100 - p}/100`.repeat(years)}`,
      solucion: `Cada año el valor se multiplica por ${n(F(100 - p, 100))}: ${n(v)} · ${n(F(100 - p, 100))}${sup(years)} = $${n(key)}.`,
    })
  },
  // Crecimiento de una población.
  (r) => {
    const p0 = 100 * int(r, 5, 40)
    const p = pick(r, [10, 20, 50, 100])
    const k = int(r, 2, 3)
    const unit = pick(r, ['hora', 'día', 'semana'])
    let key = F(p0)
    for (let i = 0; i < k; i++) key = key.mul(100 + p).div(100)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un cultivo de ${n(p0)} bacterias crece un ${p} % cada ${unit}. ¿Cuántas bacterias habrá después de ${k} períodos de una ${unit}?`,
      key,
      wrong: [
        F(p0)
          .mul(100 + p * k)
          .div(100),
        F(p0)
          .mul(p * k)
          .div(100),
        F(p0)
          .mul(100 + p)
          .div(100),
      ],
      positive: true,
      expresion: `${p0}${` * ${100 + p}/100`.repeat(k)}`,
      solucion: `Cada ${unit} se multiplica por ${n(F(100 + p, 100))}: ${n(p0)} · ${n(F(100 + p, 100))}${sup(k)} = ${n(key)}.`,
    })
  },
  // Forma explícita.
  (r) => {
    const p = pick(r, [3, 4, 5, 6, 8])
    const c = 100000 * int(r, 1, 9)
    const f = n(F(100 + p, 100))
    return concept(
      r,
      'Comprender',
      `Un ahorro de $${n(c)} crece un ${p} % cada año: el monto de un año es el del año anterior por ${f}. ¿Qué expresión da el monto después de n años?`,
      `${n(c)} · ${f}ⁿ`,
      [`${n(c)} · ${n(F(p, 100))}ⁿ`, `${n(c)} + ${n(F(p, 100))} · n`, `${n(c)} · ${f} · n`],
      `Multiplicar n veces por ${f} es multiplicar por ${f}ⁿ: M(n) = ${n(c)} · ${f}ⁿ (forma explícita); M(n) = M(n - 1) · ${f} es la forma recursiva.`,
    )
  },
]

const ma2moa09: OaMaker[] = [
  // Altura de una rampa con seno.
  (r) => {
    const [deg, sinv] = pick(r, [
      [30, F(1, 2)],
      [20, F(34, 100)],
      [15, F(26, 100)],
      [40, F(64, 100)],
      [35, F(57, 100)],
    ] as const)
    const L = int(r, 2, 20)
    const key = sinv.mul(L)
    const thing = pick(r, ['Una rampa', 'Una escalera mecánica', 'Un tobogán', 'Un cable de un teleférico'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${thing} de ${L} m de largo forma un ángulo de ${deg}° con el suelo. Con sen ${deg}° ≈ ${n(sinv)}, ¿a qué altura llega?`,
      key,
      wrong: [F(L).div(sinv), F(L).mul(F(1).sub(sinv)), F(L * deg, 90)],
      show: (f) => `${n(f)} m`,
      positive: true,
      expresion: `${L} * ${ef(sinv)}`,
      solucion: `El seno es cateto opuesto sobre hipotenusa: altura = ${L} · sen ${deg}° ≈ ${L} · ${n(sinv)} = ${n(key)} m.`,
    })
  },
  // Componente de un vector.
  (r) => {
    const [deg, cosv, sinv] = pick(r, [
      [60, F(1, 2), F(87, 100)],
      [37, F(8, 10), F(6, 10)],
      [53, F(6, 10), F(8, 10)],
      [30, F(87, 100), F(1, 2)],
    ] as const)
    const L = 10 * int(r, 1, 20)
    const horizontal = int(r, 0, 1) === 0
    const key = (horizontal ? cosv : sinv).mul(L)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un dron se desplaza ${L} m en una dirección que forma ${deg}° con el este, hacia el norte. Con cos ${deg}° ≈ ${n(cosv)} y sen ${deg}° ≈ ${n(sinv)}, ¿cuál es la componente ${horizontal ? 'este (la proyección del vector sobre el eje horizontal)' : 'norte (la proyección del vector sobre el eje vertical)'}?`,
      key,
      wrong: [(horizontal ? sinv : cosv).mul(L), F(L), F(L).div(horizontal ? cosv : sinv)],
      show: (f) => `${n(f)} m`,
      positive: true,
      expresion: `${L} * ${ef(horizontal ? cosv : sinv)}`,
      solucion: `La componente ${horizontal ? 'este es L · cos' : 'norte es L · sen'} ${deg}° ≈ ${L} · ${n(horizontal ? cosv : sinv)} = ${n(key)} m.`,
    })
  },
  // Altura con tangente.
  (r) => {
    const [deg, tanv] = pick(r, [
      [45, F(1)],
      [40, F(84, 100)],
      [35, F(7, 10)],
      [50, F(119, 100)],
      [60, F(173, 100)],
    ] as const)
    const d = 5 * int(r, 2, 12)
    const key = tanv.mul(d)
    const thing = pick(r, ['un edificio', 'un árbol', 'una antena', 'el campanario de la iglesia'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Desde ${d} m de la base de ${thing}, se ve su punta con un ángulo de elevación de ${deg}°. Con tan ${deg}° ≈ ${n(tanv)}, ¿cuál es su altura?`,
      key,
      wrong: [F(d).div(tanv), F(d).add(tanv.mul(10)), F(d * deg, 90)],
      show: (f) => `${n(f)} m`,
      positive: true,
      expresion: `${d} * ${ef(tanv)}`,
      solucion: `La tangente es cateto opuesto sobre cateto adyacente: altura = ${d} · tan ${deg}° ≈ ${n(key)} m.`,
    })
  },
  // Qué razón usar.
  (r) => {
    const cases = [
      [
        'la distancia a la base de un árbol y el ángulo de elevación a su punta, para saber su altura',
        'La tangente',
        'cateto opuesto y cateto adyacente',
      ],
      [
        'el largo de una escalera apoyada y el ángulo que forma con el suelo, para saber a qué altura llega',
        'El seno',
        'cateto opuesto e hipotenusa',
      ],
      [
        'el largo de un cable tenso y el ángulo que forma con el suelo, para saber a qué distancia del poste se ancla',
        'El coseno',
        'cateto adyacente e hipotenusa',
      ],
    ] as const
    const [known, key, why] = pick(r, cases)
    return concept(
      r,
      'Analizar',
      `Se conocen ${known}. ¿Qué razón trigonométrica conviene usar?`,
      key,
      ['El seno', 'El coseno', 'La tangente', 'El teorema de Tales'].filter((o) => o !== key),
      `${key} relaciona ${why}, que son el dato y la incógnita.`,
    )
  },
]

// ——— 8° Básico ———

const ma08oa01: OaMaker[] = [
  // Regla de los signos.
  (r) => {
    const a = nonZero(r, -12, 12)
    const b = nonZero(r, -9, 9)
    const k = -int(r, 2, 6)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${t(a * k)} · ${t(b)} : ${t(k)}.`,
      key: a * b,
      wrong: [-a * b, a * b * k * k, a * k * b],
      expresion: `${e(a * k)} * ${e(b)} / ${e(k)}`,
      solucion: `De izquierda a derecha: ${t(a * k)} · ${t(b)} = ${a * k * b}; ${t(a * k * b)} : ${t(k)} = ${a * b}. Signos iguales dan positivo y distintos, negativo.`,
    })
  },
  // Temperatura que baja.
  (r) => {
    const drop = int(r, 2, 6)
    const hours = int(r, 3, 8)
    const start = int(r, -3, 8)
    const key = start - drop * hours
    const place = pick(r, [
      'en Putre',
      'en el volcán Osorno',
      'en Punta Arenas',
      'en el paso Los Libertadores',
      'en Coyhaique',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una noche ${place}, la temperatura era ${start} °C y bajó ${drop} °C cada hora durante ${hours} horas; el cambio total es ${hours} · (-${drop}). ¿Qué temperatura marcó al final, en °C?`,
      key,
      wrong: [start + drop * hours, -drop * hours, start - drop - hours],
      expresion: `${e(start)} + ${hours} * (-${drop})`,
      solucion: `${hours} · (-${drop}) = ${-drop * hours}; ${start} + (${-drop * hours}) = ${key} °C.`,
    })
  },
  // Signo de un producto.
  (r) => {
    const count = int(r, 4, 7)
    const factors = Array.from({ length: count }, () => nonZero(r, -9, 9))
    const neg = factors.filter((f) => f < 0).length
    if (neg === 0) throw new Error('sin factores negativos')
    const sign = neg % 2 === 0 ? 'Positivo' : 'Negativo'
    return concept(
      r,
      'Comprender',
      `Sin calcular el resultado, ¿qué signo tiene el producto de números enteros ${factors.map(t).join(' · ')}?`,
      sign,
      [sign === 'Positivo' ? 'Negativo' : 'Positivo', 'Depende del orden de los factores', 'Es igual a 0'],
      `Hay ${neg} factores negativos; cada par de ellos da un producto positivo, y ${neg % 2 === 0 ? 'todos forman pares' : 'sobra uno'}: el producto es ${sign.toLowerCase()}.`,
    )
  },
  // Reparto de una pérdida.
  (r) => {
    const parts = int(r, 2, 6)
    const each = 1000 * int(r, 2, 15)
    const total = -parts * each
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `El saldo de la cuenta de un curso quedó en ${n(total)} pesos por una deuda, que ${parts} apoderados pagan en partes iguales: ${t(total)} : ${parts}. ¿Cuánto cambia el saldo por cada parte, con su signo?`,
      key: total / parts,
      wrong: [-total / parts, total * parts, total + parts],
      expresion: `${e(total)} / ${parts}`,
      solucion: `${n(total)} : ${parts} = ${n(total / parts)}: negativo dividido por positivo es negativo.`,
    })
  },
]

const ma08oa02: OaMaker[] = [
  // Producto de racionales con signo.
  (r) => {
    const a = F(nonZero(r, -7, 7), pick(r, [2, 3, 4, 5, 6]))
    const b = F(nonZero(r, -9, 9), pick(r, [3, 4, 5, 7, 8]))
    if (a.d === 1n || b.d === 1n) throw new Error('un factor entero')
    const key = a.mul(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${tf(a)} · ${tf(b)}.`,
      key,
      wrong: [key.neg(), a.add(b), F(N(a) * N(b), D(a) + D(b))],
      expresion: `${ef(a)} * ${ef(b)}`,
      solucion: `Se multiplican numeradores y denominadores: ${fx(key)}; el signo sigue la regla de los signos.`,
    })
  },
  // Porciones.
  (r) => {
    const whole = F(int(r, 1, 5), pick(r, [2, 4]))
    const part = pick(r, [F(1, 8), F(1, 4), F(1, 16)])
    if (whole.div(part).d !== 1n || whole.compare(part) <= 0) throw new Error('reparto no exacto')
    const key = whole.div(part)
    const food = pick(r, ['queso', 'jamón', 'harina', 'manjar'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Hay ${fx(whole)} kg de ${food} y se arman porciones de ${fx(part)} kg: ${fx(whole)} : ${fx(part)}. ¿Cuántas porciones salen?`,
      key,
      wrong: [whole.mul(part), key.add(2), key.div(2)],
      positive: true,
      expresion: `${ef(whole)} / ${ef(part)}`,
      solucion: `Dividir por ${fx(part)} es multiplicar por ${fx(F(1).div(part))}: ${fx(whole)} · ${fx(F(1).div(part))} = ${fx(key)} porciones.`,
    })
  },
  // Decimal, fracción y entero.
  (r) => {
    const dec = pick(r, [F(-3, 2), F(-5, 2), F(6, 10), F(-12, 10), F(25, 100), F(-75, 100)])
    const f = F(nonZero(r, -5, 5), pick(r, [3, 6, 9]))
    const k = nonZero(r, -4, 4)
    const key = dec.mul(f).div(k)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${dec.s < 0n ? `(${n(dec)})` : n(dec)} · ${tf(f)} : ${t(k)} y expresa el resultado como fracción.`,
      key,
      wrong: [key.neg(), dec.mul(f).mul(k), dec.add(f).div(k)],
      expresion: `${ef(dec)} * ${ef(f)} / ${e(k)}`,
      solucion: `${n(dec)} = ${fx(dec)}; ${fx(dec)} · ${tf(f)} = ${fx(dec.mul(f))}; dividido por ${t(k)} da ${fx(key)}.`,
    })
  },
  // Receta.
  (r) => {
    const cup = F(int(r, 1, 3), pick(r, [2, 3, 4]))
    const from = pick(r, [4, 6, 8])
    const to = pick(
      r,
      [2, 3, 10, 12].filter((x) => x !== from),
    )
    const key = cup.mul(to).div(from)
    const what = pick(r, ['azúcar', 'harina', 'leche', 'aceite'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una receta para ${from} personas lleva ${fx(cup)} taza de ${what}. ¿Cuántas tazas se necesitan para ${to} personas? Multiplica ${fx(cup)} por ${to} y divide por ${from}.`,
      key,
      wrong: [cup.mul(to), cup.add(to - from), cup.mul(from).div(to)],
      positive: true,
      expresion: `${ef(cup)} * ${to} / ${from}`,
      solucion: `Por persona: ${fx(cup)} : ${from} = ${fx(cup.div(from))}; para ${to}: ${fx(cup.div(from))} · ${to} = ${fx(key)} taza(s).`,
    })
  },
]

const ma08oa03: OaMaker[] = [
  // Producto de potencias.
  (r) => {
    const b = int(r, 2, 9)
    const p = int(r, 1, 3)
    const q = int(r, 1, 3)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si ${b}${sup(p)} · ${b}${sup(q)} = ${b}ⁿ (potencias de base ${b} con exponentes ${p} y ${q}), ¿cuánto vale n?`,
      key: p + q,
      wrong: [p * q, b * (p + q), Math.abs(p - q) || p + q + 1],
      positive: true,
      expresion: `${p} + ${q}`,
      solucion: `Al multiplicar potencias de igual base se conserva la base y se suman los exponentes: ${p} + ${q} = ${p + q}.`,
    })
  },
  // Cociente de potencias.
  (r) => {
    const b = int(r, 2, 6)
    const p = int(r, 2, 3)
    const q = int(r, 1, p)
    const key = b ** (p - q)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${b}${sup(p)} : ${b}${sup(q)}, cociente de potencias de base ${b} y exponentes ${p} y ${q}.`,
      key,
      wrong: [b ** p - b ** q, F(b ** p, q), b * (p - q) === key ? key + b : b * (p - q), b ** (p + q)],
      positive: true,
      expresion: `${Array.from({ length: p }, () => b).join(' * ')} / (${Array.from({ length: q }, () => b).join(' * ')})`,
      solucion: `Se restan los exponentes: ${b}${sup(p - q)} = ${key}.`,
    })
  },
  // Igual exponente.
  (r) => {
    const a = int(r, 2, 5)
    const b = pick(
      r,
      [2, 5, 10].filter((x) => x !== a),
    )
    const p = int(r, 2, 3)
    const key = (a * b) ** p
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${a}${sup(p)} · ${b}${sup(p)}, potencias de exponente ${p}, usando que tienen igual exponente.`,
      key,
      wrong: [(a + b) ** p, a * b * p, (a * b) ** (2 * p) > 10 ** 7 ? key * 2 : (a * b) ** (2 * p)],
      positive: true,
      expresion: Array.from({ length: p }, () => `(${a} * ${b})`).join(' * '),
      solucion: `${a}${sup(p)} · ${b}${sup(p)} = (${a} · ${b})${sup(p)} = ${a * b}${sup(p)} = ${n(key)}.`,
    })
  },
  // Cubos en una caja.
  (r) => {
    const small = int(r, 1, 3)
    const k = int(r, 2, 4)
    const big = small * k
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una caja cúbica de ${big} cm de arista (volumen ${big}³ cm³) se llena con cubos de ${small} cm de arista (volumen ${small}³ cm³). ¿Cuántos cubos caben? Calcula ${big}³ : ${small}³.`,
      key: k ** 3,
      wrong: [k, k * k, k * 3],
      positive: true,
      expresion: `${big} * ${big} * ${big} / (${small} * ${small} * ${small})`,
      solucion: `${big}³ : ${small}³ = (${big} : ${small})³ = ${k}³ = ${k ** 3} cubos.`,
    })
  },
]

const ma08oa04: OaMaker[] = [
  // Raíz exacta.
  (r) => {
    const k = int(r, 4, 25)
    return concept(
      r,
      'Aplicar',
      `¿Cuánto es la raíz cuadrada √${k * k}?`,
      String(k),
      [String((k * k) / 2), String(k + 1), String(k - 1), String(2 * k)],
      `${k} · ${k} = ${k * k}, así que √${k * k} = ${k}; la raíz cuadrada no es la mitad.`,
    )
  },
  // Estimar.
  (r) => {
    const k = int(r, 3, 15)
    const value = k * k + int(r, 1, 2 * k)
    return concept(
      r,
      'Comprender',
      `Sin calculadora, ${kid(r)} estima la raíz cuadrada √${value}. ¿Entre qué números enteros está?`,
      `Entre ${k} y ${k + 1}`,
      [
        `Entre ${k - 1} y ${k}`,
        `Entre ${k + 1} y ${k + 2}`,
        `Entre ${Math.floor(value / 2)} y ${Math.floor(value / 2) + 1}`,
      ],
      `${k}² = ${k * k} < ${value} < ${(k + 1) ** 2} = ${k + 1}²: √${value} está entre ${k} y ${k + 1}.`,
    )
  },
  // Lado de un terreno cuadrado.
  (r) => {
    const side = int(r, 5, 30)
    const what = pick(r, ['Un terreno cuadrado', 'Una huerta cuadrada', 'Un patio cuadrado', 'Una plaza cuadrada'])
    return concept(
      r,
      'Aplicar',
      `${what} tiene un área de ${n(side * side)} m². Calculando la raíz cuadrada de su área, ¿cuánto mide cada lado?`,
      `${side} m`,
      [`${n((side * side) / 4)} m`, `${n((side * side) / 2)} m`, `${side + 2} m`],
      `El lado es √${side * side} = ${side} m, porque ${side} · ${side} = ${side * side}.`,
    )
  },
  // Perímetro desde el área.
  (r) => {
    const side = int(r, 3, 20)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un cuadrado tiene ${side * side} cm² de área. Con la raíz cuadrada del área se obtiene su lado; ¿cuál es su perímetro?`,
      key: 4 * side,
      wrong: [side, (side * side) / 4, 2 * side],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `4 * ${side}`,
      solucion: `Lado = √${side * side} = ${side} cm; perímetro = 4 · ${side} = ${4 * side} cm.`,
    })
  },
]

const ma08oa05: OaMaker[] = [
  // Aumento de precio.
  (r) => {
    const price = 1000 * int(r, 2, 90)
    const p = pick(r, [5, 8, 10, 12, 15, 20, 25])
    const key = F(price * (100 + p), 100)
    const thing = pick(r, ['el pasaje en bus', 'un kilo de pan', 'una entrada al cine', 'la cuota del club'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${thing.charAt(0).toUpperCase()}${thing.slice(1)} costaba $${n(price)} y su precio aumentó un ${p} %. ¿Cuál es el nuevo precio?`,
      key,
      wrong: [F(price * p, 100), F(price * (100 - p), 100), price + p],
      show: money,
      positive: true,
      expresion: `${price} * (100 + ${p}) / 100`,
      solucion: `El nuevo precio es el ${100 + p} % del anterior: ${n(price)} · ${100 + p}/100 = $${n(key)}.`,
    })
  },
  // Descuento.
  (r) => {
    const price = 1000 * int(r, 5, 120)
    const p = pick(r, [10, 15, 20, 25, 30, 40, 50])
    const key = F(price * (100 - p), 100)
    const [thing, has] = pick(r, [
      ['unas zapatillas', 'tienen'],
      ['una mochila', 'tiene'],
      ['un polerón', 'tiene'],
      ['un par de audífonos', 'tiene'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una liquidación, ${thing} de $${n(price)} ${has} un descuento del ${p} %. ¿Cuánto se paga después de la rebaja?`,
      key,
      wrong: [F(price * p, 100), F(price * (100 + p), 100), price - p],
      show: money,
      positive: true,
      expresion: `${price} * (100 - ${p}) / 100`,
      solucion: `Se paga el ${100 - p} %: ${n(price)} · ${100 - p}/100 = $${n(key)}.`,
    })
  },
  // Interés de un año.
  (r) => {
    const c = 10000 * int(r, 5, 60)
    const p = pick(r, [2, 3, 4, 5, 6])
    const key = F(c * (100 + p), 100)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} ahorra $${n(c)} en una cuenta que paga un interés anual del ${p} %. ¿Cuánto dinero tendrá al cabo de un año?`,
      key,
      wrong: [F(c * p, 100), c + p, F(c * (100 + 10 * p), 100)],
      show: money,
      positive: true,
      expresion: `${c} * (100 + ${p}) / 100`,
      solucion: `El interés es ${p} % de ${n(c)} = $${n(F(c * p, 100))}; en total, $${n(key)}.`,
    })
  },
  // Variación porcentual entre dos valores.
  (r) => {
    const a = 100 * int(r, 4, 50)
    const p = pick(r, [5, 10, 20, 25, 40, 50, -10, -20, -25])
    const b = (a * (100 + p)) / 100
    const what = pick(r, [
      'Las visitas a la biblioteca',
      'La matrícula del taller',
      'Las ventas del quiosco',
      'Los socios del club deportivo',
    ])
    const pct = (x: number) => `${x < 0 ? 'Disminuyó' : 'Aumentó'} un ${Math.abs(x)} %`
    return concept(
      r,
      'Analizar',
      `${what} pasaron de ${n(a)} a ${n(b)} en un año. ¿Cuál fue la variación porcentual?`,
      pct(p),
      [
        pct(-p),
        pct(p > 0 ? p * 2 : p / 2),
        `${p < 0 ? 'Disminuyó' : 'Aumentó'} un ${n(Math.abs(b - a) / 100)} %`,
        pct(
          Math.round((Math.abs(b - a) * 100) / b) === Math.abs(p)
            ? p + 5
            : Math.sign(p) * Math.round((Math.abs(b - a) * 100) / b),
        ),
      ],
      `La variación es ${n(b - a)}, que respecto del valor inicial ${n(a)} es ${n(b - a)}/${n(a)} = ${p} %.`,
    )
  },
]

const ma08oa06: OaMaker[] = [
  // Área de un rectángulo.
  (r) => {
    const v = letter(r)
    const a = int(r, 1, 9)
    const b = int(r, 2, 9)
    return concept(
      r,
      'Aplicar',
      `Un rectángulo mide (${v} + ${a}) cm de largo y ${b} cm de ancho. ¿Qué expresión algebraica da su área?`,
      `${b}${v} + ${a * b}`,
      [`${b}${v} + ${a}`, `${v} + ${a * b}`, `${2 * b}${v} + ${2 * a}`, `${b + a}${v}`],
      `Área = ${b} · (${v} + ${a}) = ${b}${v} + ${a * b} cm² (se multiplica ${b} por cada término).`,
    )
  },
  // Perímetro.
  (r) => {
    const v = letter(r)
    const a = int(r, 2, 4)
    const b = int(r, 1, 9)
    const c = int(r, 1, 9)
    return concept(
      r,
      'Aplicar',
      `Los lados de un rectángulo miden (${a}${v} + ${b}) cm y (${v} + ${c}) cm. ¿Qué expresión algebraica reducida da su perímetro?`,
      `${2 * (a + 1)}${v} + ${2 * (b + c)}`,
      [
        `${a + 1}${v} + ${b + c}`,
        `${a}${v}² + ${a * c + b}${v} + ${b * c}`,
        `${2 * (a + 1)}${v} + ${b + c}`,
        `${2 * a}${v} + ${2 * (b + c)}`,
      ],
      `Perímetro = 2 · (${a}${v} + ${b}) + 2 · (${v} + ${c}) = ${2 * (a + 1)}${v} + ${2 * (b + c)}.`,
    )
  },
  // Producto de binomios como área.
  (r) => {
    const v = letter(r)
    const a = int(r, 1, 8)
    const b = int(r, 1, 8)
    return concept(
      r,
      'Aplicar',
      `Un rectángulo de lados (${v} + ${a}) y (${v} + ${b}) se divide en un cuadrado de lado ${v} y tres rectángulos. ¿Qué expresión da el área total, al multiplicar (${v} + ${a}) · (${v} + ${b})?`,
      poly2(v, 1, a + b, a * b),
      [poly2(v, 1, a * b, a + b), poly2(v, 1, 0, a * b), `${v}² + ${a * b}`, poly2(v, 2, a + b, a * b)],
      `(${v} + ${a})(${v} + ${b}) = ${v}² + ${b}${v} + ${a}${v} + ${a * b} = ${poly2(v, 1, a + b, a * b)}: el cuadrado, dos rectángulos y uno pequeño.`,
    )
  },
  // Volumen de un paralelepípedo evaluado.
  (r) => {
    const a = int(r, 1, 4)
    const x = int(r, 2, 6)
    const b = int(r, 1, 5)
    const key = x * (x + a) * b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una caja mide x cm de ancho, (x + ${a}) cm de largo y ${b} cm de alto: su volumen es ${b} · x · (x + ${a}) cm³. ¿Cuál es el volumen si x = ${x}?`,
      key,
      wrong: [x * (x + a) + b, b * x + a, b * x * x + a],
      show: (f) => `${n(f)} cm³`,
      positive: true,
      expresion: `${b} * ${x} * (${x} + ${a})`,
      solucion: `${b} · ${x} · (${x} + ${a}) = ${b} · ${x} · ${x + a} = ${key} cm³.`,
    })
  },
]

ma08oa06.push(
  // Monomio por binomio.
  (r) => {
    const v = letter(r)
    const a = int(r, 2, 6)
    const b = int(r, 1, 7)
    const c = nonZero(r, -9, 9)
    return concept(
      r,
      'Aplicar',
      `Un rectángulo mide ${a}${v} de ancho y (${b}${v} ${signed(c)}) de largo. ¿Qué expresión da su área al multiplicar ${a}${v} · (${b}${v} ${signed(c)})?`,
      `${a * b}${v}² ${termAfter(a * c, v)}`,
      [
        `${a * b}${v} ${termAfter(a * c, v)}`,
        `${a * b}${v}² ${signed(c)}`,
        `${a + b}${v}² ${termAfter(a * c, v)}`,
        `${a * b}${v}² ${termAfter(c, v)}`,
      ],
      `Se multiplica ${a}${v} por cada término: ${a}${v} · ${b}${v} = ${a * b}${v}² y ${a}${v} · ${t(c)} = ${a * c}${v}.`,
    )
  },
  // Área de un cuadrado de lado binomio.
  (r) => {
    const v = letter(r)
    const a = int(r, 1, 9)
    return concept(
      r,
      'Aplicar',
      `Un cuadrado de lado (${v} + ${a}) cm se divide en un cuadrado de lado ${v}, otro de lado ${a} y dos rectángulos iguales. ¿Qué expresión da su área total?`,
      poly2(v, 1, 2 * a, a * a),
      [poly2(v, 1, 0, a * a), poly2(v, 1, a, a * a), `${4}${v} + ${4 * a}`, poly2(v, 1, 2 * a, 2 * a)],
      `Área = ${v}² + ${a}${v} + ${a}${v} + ${a * a} = ${poly2(v, 1, 2 * a, a * a)} cm²: los dos rectángulos son los ${a}${v}.`,
    )
  },
  // Volumen de una caja.
  (r) => {
    const v = letter(r)
    const a = int(r, 1, 8)
    return concept(
      r,
      'Aplicar',
      `Una caja tiene base cuadrada de lado ${v} cm y altura (${v} + ${a}) cm. ¿Qué expresión da su volumen, ${v} · ${v} · (${v} + ${a})?`,
      `${v}³ + ${a}${v}²`,
      [`${v}³ + ${a}`, `${v}² + ${a}${v}`, `3${v} + ${a}`, `${v}³ + ${a}${v}`],
      `${v} · ${v} = ${v}², y ${v}² · (${v} + ${a}) = ${v}³ + ${a}${v}² cm³.`,
    )
  },
)

const ma08oa07: OaMaker[] = [
  // Evaluar una función.
  (r) => {
    const a = nonZero(r, -5, 6)
    const b = int(r, -9, 9)
    const x = int(r, -5, 8)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `La función f(x) = ${co(a)}x ${signed(b)} asigna a cada x un único valor. ¿Cuánto vale f(${x})?`,
      key: a * x + b,
      wrong: [a + x + b, a * (x + b), a * x - b],
      expresion: `${e(a)} * ${e(x)} + ${e(b)}`,
      solucion: `f(${x}) = ${a} · ${t(x)} ${signed(b)} = ${a * x + b}.`,
    })
  },
  // Regla desde una tabla.
  (r) => {
    const a = int(r, 2, 6)
    const b = int(r, -5, 9)
    const xs = [1, 2, 3, 4]
    const rule = (p: number, q: number) => `y = ${co(p)}x${q === 0 ? '' : ` ${signed(q)}`}`
    return concept(
      r,
      'Analizar',
      `En una máquina de una función, al entrar x = ${xs.join(', ')} salen y = ${xs.map((x) => a * x + b).join(', ')}. ¿Qué regla describe la función?`,
      rule(a, b),
      [rule(a + b, 0), rule(1, a + b), rule(a, b + a), rule(b === 0 ? a + 1 : b, a)],
      `Cada vez que x aumenta en 1, y aumenta en ${a}; con x = 1, y = ${a + b}: y = ${a}x ${signed(b)}.`,
    )
  },
  // Preimagen.
  (r) => {
    const a = int(r, 2, 9)
    const x = int(r, 2, 15)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `La función f(x) = ${a}x da el precio de x cuadernos en miles de pesos. ¿Para qué x se cumple f(x) = ${a * x}?`,
      key: x,
      wrong: [a * x * a, a * x - a, a + x],
      positive: true,
      expresion: `${a * x} / ${a}`,
      solucion: `${a}x = ${a * x}, x = ${a * x} : ${a} = ${x}.`,
    })
  },
  // Punto del gráfico.
  (r) => {
    const a = nonZero(r, -4, 5)
    const b = int(r, -6, 6)
    const x = int(r, -3, 5)
    const pt = (p: number, q: number) => `(${p}, ${q})`
    return concept(
      r,
      'Comprender',
      `¿Qué punto está en el gráfico de la función y = ${co(a)}x ${signed(b)} en el plano cartesiano?`,
      pt(x, a * x + b),
      [pt(a * x + b, x), pt(x, a * x - b), pt(x, a * (x + 1) + b + 1), pt(-x || 1, a * x + b + (x === 0 ? 2 : 0))],
      `Con x = ${x}: y = ${a} · ${t(x)} ${signed(b)} = ${a * x + b}, así que ${pt(x, a * x + b)} está en el gráfico.`,
    )
  },
]

/** "x = 3/2" or "x = -4". */
const sol = (f: Fraction) => `x = ${fx(f)}`
const ma08oa08: OaMaker[] = [
  // ax + b = c.
  (r) => {
    const a = nonZero(r, -6, 9)
    const x = F(int(r, -9, 12), pick(r, [1, 1, 2, 3]))
    const b = int(r, -15, 15)
    const c = x.mul(a).add(b)
    if (c.d !== 1n) throw new Error('constante no entera')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${co(a)}x ${signed(b)} = ${fx(c)}. ¿Cuánto vale x?`,
      key: x,
      wrong: [c.add(b).div(a), c.sub(b).mul(a), c.sub(b)],
      expresion: `(${ef(c)} - ${e(b)}) / ${e(a)}`,
      solucion: `${a}x = ${fx(c)} ${signed(-b)} = ${fx(c.sub(b))}; x = ${fx(c.sub(b))} : ${t(a)} = ${fx(x)}.`,
    })
  },
  // ax = b + cx.
  (r) => {
    const a = int(r, 3, 9)
    let c = nonZero(r, -4, 6)
    if (c === a) c = a - 1
    const x = int(r, -8, 10)
    const b = (a - c) * x
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${a}x = ${b} ${termAfter(c, 'x')}. ¿Cuánto vale x?`,
      key: x,
      wrong: [F(b, a + c), F(b, a), -x],
      expresion: `${e(b)} / (${a} - ${e(c)})`,
      solucion: `Se juntan las x: ${a}x ${termAfter(-c, 'x')} = ${b}, ${a - c}x = ${b}, x = ${x}.`,
    })
  },
  // a(x + b) = c.
  (r) => {
    const a = int(r, 2, 8)
    const b = nonZero(r, -9, 9)
    const x = int(r, -6, 12)
    const c = a * (x + b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${a}(x ${signed(b)}) = ${c}. ¿Cuánto vale x?`,
      key: x,
      wrong: [F(c - b, a), F(c, a).add(b), c - a * b + b],
      expresion: `${e(c)} / ${a} - ${e(b)}`,
      solucion: `x ${signed(b)} = ${c} : ${a} = ${c / a}; x = ${x}.`,
    })
  },
  // ax + b = cx + d con fracción.
  (r) => {
    const a = int(r, 3, 9)
    let c = int(r, 1, 8)
    if (c === a) c = a - 1
    const x = F(int(r, -9, 9), pick(r, [1, 2, 3]))
    const b = int(r, -12, 12)
    const d = x.mul(a - c).add(b)
    if (d.d !== 1n) throw new Error('constante no entera')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${a}x ${signed(b)} = ${co(c)}x ${signed(Number(d.s * d.n))}.`,
      key: x,
      wrong: [d.sub(b).div(a + c), d.add(b).div(a - c), x.neg()],
      expresion: `(${ef(d)} - ${e(b)}) / (${a} - ${c})`,
      solucion: `${a}x ${termAfter(-c, 'x')} = ${fx(d)} ${signed(-b)}: ${a - c}x = ${fx(d.sub(b))}, ${sol(x)}.`,
    })
  },
  // Plantear.
  (r) => {
    const k = int(r, 2, 5)
    const b = int(r, 3, 30)
    const x = int(r, 5, 40)
    const c = k * x + b
    const who = kid(r)
    const times = ['', '', 'el doble', 'el triple', 'el cuádruple', 'el quíntuple'][k]!
    return concept(
      r,
      'Comprender',
      `${who} piensa un número x. Si a ${times} del número le suma ${b}, obtiene ${c}. ¿Qué ecuación representa la situación?`,
      `${k}x + ${b} = ${c}`,
      [`${k}(x + ${b}) = ${c}`, `x + ${k * b} = ${c}`, `${k}x = ${c} + ${b}`, `x + ${k} + ${b} = ${c}`],
      `${times.charAt(0).toUpperCase()}${times.slice(1)} del número es ${k}x; al sumarle ${b}: ${k}x + ${b} = ${c} (x = ${x}).`,
    )
  },
]

const inWords: Readonly<Record<string, string>> = {
  '<': 'menores que',
  '>': 'mayores que',
  '≤': 'menores o iguales a',
  '≥': 'mayores o iguales a',
}
/** "x < 3 (menores que 3)": the words keep «<» and «>» apart where symbols are compared as text. */
const ineq = (s: string, k: Fraction | number) => {
  const v = typeof k === 'number' ? String(k) : fx(k)
  return `x ${s} ${v} (${inWords[s]} ${v})`
}
const flip = (s: string) => ({ '<': '>', '>': '<', '≤': '≥', '≥': '≤' })[s]!
const ma08oa09: OaMaker[] = [
  // ax + b < c con a positivo.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, -12, 12)
    const k = int(r, -6, 10)
    const c = a * k + b
    const s = pick(r, ['<', '>', '≤', '≥'])
    return concept(
      r,
      'Aplicar',
      `Resuelve la inecuación ${a}x ${signed(b)} ${s} ${c}.`,
      ineq(s, k),
      [ineq(flip(s), k), ineq(s, F(c + b, a)), ineq(s, c - b), ineq(s, -k || k + 2)],
      `${a}x ${s} ${c} ${signed(-b)} = ${c - b}; al dividir por ${a}, que es positivo, el sentido se mantiene: ${ineq(s, k)}.`,
    )
  },
  // Coeficiente negativo: se invierte.
  (r) => {
    const a = -int(r, 2, 6)
    const b = int(r, -10, 10)
    const k = int(r, -6, 8)
    const c = a * k + b
    const s = pick(r, ['<', '>', '≤', '≥'])
    return concept(
      r,
      'Analizar',
      `Resuelve la inecuación ${a}x ${signed(b)} ${s} ${c}.`,
      ineq(flip(s), k),
      [ineq(s, k), ineq(flip(s), -k || k + 1), ineq(s, -k || k + 1), ineq(flip(s), k + 1)],
      `${a}x ${s} ${c - b}; al dividir por ${a}, que es negativo, el sentido se invierte: ${ineq(flip(s), k)}.`,
    )
  },
  // Problema: cuántas unidades como máximo.
  (r) => {
    const fixed = 100 * int(r, 3, 20)
    const each = 50 * int(r, 2, 10)
    const max = int(r, 4, 25)
    const budget = fixed + each * max
    const [what, unit] = pick(r, [
      ['un taxi cobra', 'tramo'],
      ['un taller de impresión cobra', 'copia a color'],
      ['un estacionamiento cobra', 'bloque de 10 minutos'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un servicio: ${what} $${n(fixed)} fijos más $${n(each)} por cada ${unit}. Con $${n(budget)}, la inecuación es ${fixed} + ${each}x ≤ ${budget}. ¿Cuál es el mayor número de unidades (${unit}) que se puede pagar?`,
      key: max,
      wrong: [Math.floor(budget / each), max + 1, Math.floor((budget + fixed) / each)],
      positive: true,
      expresion: `(${budget} - ${fixed}) / ${each}`,
      solucion: `${each}x ≤ ${budget} - ${fixed} = ${budget - fixed}; x ≤ ${max}: como máximo ${max}.`,
    })
  },
  // Qué número cumple.
  (r) => {
    const a = int(r, 3, 7)
    const c = int(r, 1, a - 1)
    const k = int(r, -5, 8)
    const b = int(r, -9, 9)
    const d = (a - c) * k + b
    const yes = k + int(r, 1, 4)
    return concept(
      r,
      'Evaluar',
      `¿Qué número es solución de la inecuación ${a}x ${signed(b)} > ${co(c)}x ${signed(d)}?`,
      String(yes),
      [String(k), String(k - 1), String(k - int(r, 2, 5))],
      `${a}x - ${co(c)}x > ${d} ${signed(-b)}: ${a - c}x > ${d - b}, x > ${k}. Solo ${yes} es mayor que ${k}.`,
    )
  },
]

const ma08oa10: OaMaker[] = [
  // Plan de telefonía.
  (r) => {
    const fixed = 1000 * int(r, 4, 15)
    const per = 10 * int(r, 2, 9)
    const x = 10 * int(r, 3, 30)
    const key = fixed + per * x
    const [plan, unit] = pick(r, [
      ['Un plan de telefonía', 'minuto'],
      ['Un servicio de agua potable', 'metro cúbico'],
      ['Un arriendo de bicicletas', 'minuto de uso'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${plan} tiene un cargo fijo de $${n(fixed)} más $${per} por ${unit}: la función afín f(x) = ${per}x + ${fixed}. ¿Cuánto se paga con ${x} unidades (${unit})?`,
      key,
      wrong: [per * x, fixed + per + x, (fixed + per) * x > 10 ** 7 ? key + fixed : (fixed + per) * x],
      show: money,
      positive: true,
      expresion: `${per} * ${x} + ${fixed}`,
      solucion: `f(${x}) = ${per} · ${x} + ${n(fixed)} = $${n(key)}.`,
    })
  },
  // Interés simple.
  (r) => {
    const c = 10000 * int(r, 5, 40)
    const p = pick(r, [1, 2, 3, 4])
    const months = int(r, 2, 12)
    const per = (c * p) / 100
    const key = c + per * months
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un depósito de $${n(c)} gana un interés simple del ${p} % mensual: el monto es la función afín M(t) = ${per}t + ${c}. ¿Cuál es el monto a los ${months} meses?`,
      key,
      wrong: [per * months, c + per, F(c * (100 + p * 10), 100)],
      show: money,
      positive: true,
      expresion: `${per} * ${months} + ${c}`,
      solucion: `Cada mes se suman $${n(per)}: M(${months}) = ${n(per)} · ${months} + ${n(c)} = $${n(key)}.`,
    })
  },
  // Pendiente y coeficiente de posición.
  (r) => {
    const m = nonZero(r, -7, 7)
    let b = nonZero(r, -9, 9)
    if (b === m) b = m + 1 === 0 ? m + 2 : m + 1
    const askSlope = int(r, 0, 1) === 0
    const key = askSlope ? m : b
    return concept(
      r,
      'Comprender',
      `En la función afín f(x) = ${co(m)}x ${signed(b)}, ¿cuál es ${askSlope ? 'la pendiente' : 'el coeficiente de posición'}?`,
      String(key),
      [String(askSlope ? b : m), String(-key), String(askSlope ? m + b : b - m || b + 3)],
      askSlope
        ? `La pendiente es el número que multiplica a x: ${m}. El ${b} es el coeficiente de posición.`
        : `El coeficiente de posición es el término libre, ${b}: el valor de f(0), donde el gráfico corta al eje y.`,
    )
  },
  // Traslación de una función lineal.
  (r) => {
    const m = nonZero(r, -5, 6)
    const k = nonZero(r, -8, 8)
    return concept(
      r,
      'Comprender',
      `La función lineal g(x) = ${co(m)}x se traslada ${Math.abs(k)} unidades hacia ${k > 0 ? 'arriba' : 'abajo'}. ¿Qué función afín se obtiene?`,
      `f(x) = ${co(m)}x ${signed(k)}`,
      [
        `f(x) = ${co(m)}x ${signed(-k)}`,
        `f(x) = ${co(m + k === 0 ? k : m + k)}x`,
        `f(x) = ${co(m + 1 === 0 ? m + 2 : m + 1)}x ${signed(k)}`,
        `f(x) = ${co(m * k === m ? m + 3 : m * k)}x`,
      ],
      `Trasladar hacia ${k > 0 ? 'arriba' : 'abajo'} suma ${k} a cada valor: f(x) = ${m}x ${signed(k)}; la pendiente no cambia.`,
    )
  },
  // Pendiente desde dos valores.
  (r) => {
    const m = nonZero(r, -6, 8)
    const b = int(r, -10, 10)
    const x1 = int(r, 0, 4)
    const x2 = x1 + int(r, 1, 5)
    const [y1, y2] = [m * x1 + b, m * x2 + b]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una función afín cumple f(${x1}) = ${y1} y f(${x2}) = ${y2}. ¿Cuál es su pendiente?`,
      key: m,
      wrong: [F(x2 - x1, y2 - y1 || 1), y2 - y1, b],
      expresion: `(${e(y2)} - ${e(y1)}) / (${x2} - ${x1})`,
      solucion: `Pendiente = (${y2} - ${t(y1)}) : (${x2} - ${x1}) = ${y2 - y1} : ${x2 - x1} = ${m}: el cambio es constante.`,
    })
  },
]

const triples = [
  [3, 4, 5],
  [5, 12, 13],
  [6, 8, 10],
  [8, 15, 17],
  [9, 12, 15],
  [7, 24, 25],
  [12, 16, 20],
  [20, 21, 29],
  [9, 40, 41],
  [15, 20, 25],
] as const
const ma08oa12: OaMaker[] = [
  // Hipotenusa.
  (r) => {
    const [a, b, c] = pick(r, triples)
    const unit = pick(r, ['cm', 'm'])
    return concept(
      r,
      'Aplicar',
      `Los catetos de un triángulo rectángulo miden ${a} ${unit} y ${b} ${unit}. Según el teorema de Pitágoras, ¿cuánto mide la hipotenusa?`,
      `${c} ${unit}`,
      [
        `${a + b} ${unit}`,
        `${a * a + b * b} ${unit}`,
        `${b - a === c ? c + 1 : Math.abs(b - a) || c + 2} ${unit}`,
        `${c + 1} ${unit}`,
      ],
      `c² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}, y c = √${c * c} = ${c} ${unit}.`,
    )
  },
  // Escalera apoyada.
  (r) => {
    const [a, b, c] = pick(
      r,
      triples.filter(([, , z]) => z <= 25),
    )
    const [foot, height] = int(r, 0, 1) === 0 ? [a, b] : [b, a]
    return concept(
      r,
      'Aplicar',
      `Una escalera apoyada en un muro vertical mide ${c} m y su pie está a ${foot} m del muro, sobre el suelo horizontal: forman un triángulo rectángulo. ¿A qué altura del muro llega la escalera?`,
      `${height} m`,
      [`${c - foot} m`, `${c + foot} m`, `${c * c - foot * foot} m`, `${height + 1} m`],
      `La escalera es la hipotenusa: h² = ${c}² - ${foot}² = ${c * c} - ${foot * foot} = ${height * height}, h = ${height} m.`,
    )
  },
  // Diagonal de un rectángulo.
  (r) => {
    const [a, b, c] = pick(r, triples)
    const k = pick(r, [1, 2, 3])
    const what = pick(r, [
      'una cancha rectangular',
      'un terreno rectangular',
      'la pantalla de un televisor',
      'una hoja de cartón',
    ])
    const unit = what.includes('pantalla') || what.includes('hoja') ? 'cm' : 'm'
    return concept(
      r,
      'Aplicar',
      `${what.charAt(0).toUpperCase()}${what.slice(1)} mide ${a * k} ${unit} por ${b * k} ${unit}. Con el teorema de Pitágoras, ¿cuánto mide su diagonal?`,
      `${c * k} ${unit}`,
      [
        `${(a + b) * k} ${unit}`,
        `${2 * (a + b) * k} ${unit}`,
        `${c * k + k} ${unit}`,
        `${(b - a) * k || c * k + 2 * k} ${unit}`,
      ],
      `La diagonal es la hipotenusa del triángulo rectángulo de catetos ${a * k} y ${b * k}: d² = ${(a * k) ** 2} + ${(b * k) ** 2} = ${(c * k) ** 2}, d = ${c * k} ${unit}.`,
    )
  },
  // Qué trío es rectángulo.
  (r) => {
    const [a, b, c] = pick(r, triples)
    const k = pick(r, [1, 2])
    const trio = (x: number, y: number, z: number) => `${x} cm, ${y} cm y ${z} cm`
    return concept(
      r,
      'Evaluar',
      `Según el recíproco del teorema de Pitágoras, ¿con cuál de estos tríos de medidas se arma un triángulo rectángulo?`,
      trio(a * k, b * k, c * k),
      [
        trio(a * k, b * k, c * k + 1),
        trio(a * k + 1, b * k, c * k),
        trio(a * k, a * k, c * k),
        trio(a * k, b * k + 2, c * k),
      ],
      `${(a * k) ** 2} + ${(b * k) ** 2} = ${(c * k) ** 2}: solo en ese trío el cuadrado del lado mayor es la suma de los cuadrados de los otros dos.`,
    )
  },
  // Distancia entre dos puntos.
  (r) => {
    const [a, b, c] = pick(
      r,
      triples.filter(([, , z]) => z <= 17),
    )
    const x1 = int(r, -4, 4)
    const y1 = int(r, -4, 4)
    const [dx, dy] = int(r, 0, 1) === 0 ? [a, b] : [b, a]
    return concept(
      r,
      'Aplicar',
      `En el plano cartesiano, ¿cuál es la distancia entre los puntos (${x1}, ${y1}) y (${x1 + dx}, ${y1 + dy})? Usa el teorema de Pitágoras con catetos horizontal y vertical.`,
      String(c),
      [String(a + b), String(c * c), String(c + 1), String(Math.abs(b - a) || c + 2)],
      `Los catetos miden ${dx} y ${dy}: d² = ${dx * dx} + ${dy * dy} = ${c * c}, d = ${c}.`,
    )
  },
]

// ——— 7° Básico ———

const ma07oa01: OaMaker[] = [
  // Temperatura que sube o baja.
  (r) => {
    const start = int(r, -12, 5)
    const change = nonZero(r, -10, 14)
    const key = start + change
    const place = pick(r, ['Chillán', 'Calama', 'Los Andes', 'Balmaceda', 'Puerto Natales', 'Ollagüe'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `A las 7:00, en ${place}, el termómetro marcaba ${start} °C; hasta el mediodía la temperatura ${change > 0 ? 'subió' : 'bajó'} ${Math.abs(change)} °C. ¿Qué temperatura marcó al mediodía, en °C (un número entero)?`,
      key,
      wrong: [start - change, -start + change, Math.abs(start) + Math.abs(change)],
      expresion: `${e(start)} + ${e(change)}`,
      solucion: `${start} + (${change}) = ${key} °C${change > 0 ? ': se avanza hacia la derecha en la recta numérica' : ': se avanza hacia la izquierda en la recta numérica'}.`,
    })
  },
  // Suma y resta de enteros.
  (r) => {
    const a = nonZero(r, -15, 15)
    const b = nonZero(r, -15, 15)
    const c = nonZero(r, -12, 12)
    const key = a + b - c
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${a} + ${t(b)} - ${t(c)} con números enteros.`,
      key,
      wrong: [a + b + c, a - b - c, -key],
      expresion: `${e(a)} + ${e(b)} - ${e(c)}`,
      solucion: `Restar ${t(c)} es sumar su opuesto, ${-c}: ${a} + ${t(b)} + ${t(-c)} = ${key}.`,
    })
  },
  // Buzo que sube.
  (r) => {
    const depth = -int(r, 5, 40)
    const up = int(r, 2, 30)
    const key = depth + up
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un buzo está a ${depth} m, es decir, ${-depth} m bajo el nivel del mar, y sube ${up} m. ¿En qué posición queda, con su signo?`,
      key,
      wrong: [depth - up, -key, up - depth],
      show: (f) => `${n(f)} m`,
      expresion: `${e(depth)} + ${up}`,
      solucion: `${depth} + ${up} = ${key} m${key > 0 ? ', sobre el nivel del mar' : key === 0 ? ', justo en el nivel del mar' : ', todavía bajo el nivel del mar'}.`,
    })
  },
  // Distancia en la recta numérica.
  (r) => {
    const a = -int(r, 1, 15)
    const b = int(r, 1, 20)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `En la recta numérica, ¿cuántas unidades hay entre los números enteros ${a} y ${b}?`,
      key: b - a,
      wrong: [b + a, Math.abs(b + a) + 1, b - a + 1],
      positive: true,
      expresion: `${b} - ${e(a)}`,
      solucion: `De ${a} a 0 hay ${-a} unidades y de 0 a ${b}, ${b}: en total ${b} - (${a}) = ${b - a}.`,
    })
  },
]

const ma07oa02: OaMaker[] = [
  // Producto de fracciones.
  (r) => {
    const a = F(int(r, 1, 7), pick(r, [2, 3, 4, 5, 8]))
    const b = F(int(r, 1, 9), pick(r, [3, 5, 6, 7, 10]))
    if (a.d === 1n || b.d === 1n) throw new Error('un factor entero')
    const key = a.mul(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula el producto ${fx(a)} · ${fx(b)} y simplifica.`,
      key,
      wrong: [F(N(a) + N(b), D(a) + D(b)), a.add(b), a.div(b)],
      positive: true,
      expresion: `${ef(a)} * ${ef(b)}`,
      solucion: `Numerador por numerador y denominador por denominador: ${N(a) * N(b)}/${D(a) * D(b)} = ${fx(key)}.`,
    })
  },
  // División de fracciones.
  (r) => {
    const a = F(int(r, 1, 9), pick(r, [2, 3, 4, 5, 6]))
    const b = F(int(r, 1, 5), pick(r, [3, 4, 7, 8]))
    if (a.d === 1n || b.d === 1n) throw new Error('un factor entero')
    const key = a.div(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula el cociente ${fx(a)} : ${fx(b)} y simplifica.`,
      key,
      wrong: [
        a.mul(b),
        b.div(a),
        F(N(a), D(b))
          .mul(F(1, D(a)))
          .mul(N(b)),
      ],
      positive: true,
      expresion: `${ef(a)} / ${ef(b)}`,
      solucion: `Dividir por ${fx(b)} es multiplicar por su inverso ${fx(F(1).div(b))}: ${fx(a)} · ${fx(F(1).div(b))} = ${fx(key)}.`,
    })
  },
  // Fracción de una fracción.
  (r) => {
    const a = F(int(r, 1, 3), pick(r, [2, 3, 4]))
    const b = F(int(r, 1, 5), pick(r, [4, 5, 6, 8]))
    if (a.d === 1n || b.d === 1n || a.compare(1) >= 0 || b.compare(1) >= 0) throw new Error('fracción impropia')
    const key = a.mul(b)
    const [food, who] = [pick(r, ['una pizza', 'una torta', 'un queque', 'una tableta de chocolate']), kid(r)]
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Quedaban ${fx(b)} de ${food} y ${who} se comió ${fx(a)} de lo que quedaba: se multiplica ${fx(a)} · ${fx(b)}. ¿Qué fracción del total se comió?`,
      key,
      wrong: [b.sub(a).compare(0) > 0 ? b.sub(a) : a.sub(b), a.add(b), F(N(a) + N(b), D(a) * D(b))],
      positive: true,
      expresion: `${ef(a)} * ${ef(b)}`,
      solucion: `${fx(a)} de ${fx(b)} es ${fx(a)} · ${fx(b)} = ${fx(key)} del total.`,
    })
  },
  // Decimal y fracción.
  (r) => {
    const [dec, f] = pick(r, [
      ['0,5', F(1, 2)],
      ['0,25', F(1, 4)],
      ['0,75', F(3, 4)],
      ['0,2', F(1, 5)],
      ['0,4', F(2, 5)],
      ['1,5', F(3, 2)],
    ] as const)
    const b = F(int(r, 1, 7), pick(r, [3, 5, 7, 9]))
    if (b.d === 1n) throw new Error('factor entero')
    const key = f.mul(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Escribe ${dec} como fracción y calcula ${dec} · ${fx(b)}.`,
      key,
      wrong: [f.add(b), f.div(b), F(N(b) * 5, D(b) * 10).equals(key) ? key.add(1) : F(N(b) * 5, D(b) * 10)],
      positive: true,
      expresion: `${ef(f)} * ${ef(b)}`,
      solucion: `${dec} = ${fx(f)}; ${fx(f)} · ${fx(b)} = ${fx(key)}.`,
    })
  },
]

const ma07oa03: OaMaker[] = [
  // Vasos de una botella.
  (r) => {
    const glass = pick(r, [F(1, 4), F(1, 5), F(3, 10), F(1, 8)])
    const k = int(r, 3, 12)
    const bottle = glass.mul(k)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una botella de ${n(bottle)} L de jugo se reparte en vasos de ${n(glass)} L. ¿Cuántos vasos se llenan? Divide ${n(bottle)} : ${n(glass)}.`,
      key: k,
      wrong: [bottle.mul(glass), k + 2, F(k * 10)],
      positive: true,
      expresion: `${ef(bottle)} / ${ef(glass)}`,
      solucion: `${n(bottle)} : ${n(glass)} = ${k}: caben ${k} vasos (${n(glass)} · ${k} = ${n(bottle)}).`,
    })
  },
  // Cinta en trozos.
  (r) => {
    const total = F(int(r, 1, 9), pick(r, [2, 4, 5]))
    const parts = int(r, 2, 6)
    const key = total.div(parts)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} corta una cinta de ${fx(total)} m en ${parts} trozos iguales. ¿Cuánto mide cada trozo? Calcula ${fx(total)} : ${parts}.`,
      key,
      wrong: [
        total.mul(parts),
        total.sub(parts).compare(0) > 0 ? total.sub(parts) : key.add(1),
        F(N(total), D(total) + parts),
      ],
      show: (f) => `${fx(f)} m`,
      positive: true,
      expresion: `${ef(total)} / ${parts}`,
      solucion: `${fx(total)} : ${parts} = ${fx(total)} · 1/${parts} = ${fx(key)} m.`,
    })
  },
  // Precio por kilo.
  (r) => {
    const price = 100 * int(r, 8, 40)
    const kg = pick(r, [F(1, 4), F(1, 2), F(3, 4), F(3, 2), F(5, 2)])
    const key = kg.mul(price)
    const what = pick(r, ['pan', 'tomates', 'paltas', 'queso', 'manzanas'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un kilo de ${what} cuesta $${n(price)}. ¿Cuánto se paga por ${n(kg)} kg? Multiplica ${n(price)} · ${n(kg)}.`,
      key,
      wrong: [F(price).div(kg), F(price).add(kg.mul(1000)), F(price).mul(kg).mul(10)],
      show: money,
      positive: true,
      expresion: `${price} * ${ef(kg)}`,
      solucion: `${n(price)} · ${n(kg)} = $${n(key)}.`,
    })
  },
  // Porciones de una receta.
  (r) => {
    const per = F(int(r, 1, 2), pick(r, [3, 4]))
    const portions = pick(r, [F(3, 2), F(5, 2), F(9, 2), F(6), F(8)])
    const key = per.mul(portions)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Cada porción de una receta lleva ${fx(per)} taza de avena. ¿Cuántas tazas se necesitan para ${n(portions)} porciones? Multiplica ${fx(per)} · ${n(portions)}.`,
      key,
      wrong: [per.add(portions), portions.div(per), per.mul(portions).add(1)],
      show: (f) => `${fx(f)}`,
      positive: true,
      expresion: `${ef(per)} * ${ef(portions)}`,
      solucion: `${fx(per)} · ${n(portions)} = ${fx(key)} tazas.`,
    })
  },
]

const ma07oa04: OaMaker[] = [
  // Porcentaje de una cantidad.
  (r) => {
    const total = pick(r, [40, 60, 80, 120, 200, 250, 300, 400, 500, 800])
    const p = pick(r, [5, 10, 15, 20, 25, 30, 40, 60, 75])
    const key = F(total * p, 100)
    const [who, what] = pick(r, [
      ['un colegio', 'estudiantes llegan en bicicleta'],
      ['una encuesta', 'personas prefieren el té'],
      ['un huerto', 'plantas son de tomate'],
      ['una biblioteca', 'libros son novelas'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En ${who} hay ${total} en total, y el ${p} % de ellos: ${what}. ¿Cuántos son?`,
      key,
      wrong: [F(total, p), total - key.valueOf(), F(p * 10)],
      positive: true,
      expresion: `${total} * ${p} / 100`,
      solucion: `${p} % de ${total} = ${total} · ${p}/100 = ${n(key)}.`,
    })
  },
  // Qué porcentaje es.
  (r) => {
    const total = pick(r, [20, 25, 40, 50, 80, 200])
    const p = pick(r, [5, 10, 20, 25, 40, 60, 75, 80])
    const part = (total * p) / 100
    if (!Number.isInteger(part)) throw new Error('parte no entera')
    const pct = (x: number) => `${n(x)} %`
    return concept(
      r,
      'Aplicar',
      `En un curso de ${total} estudiantes, ${part} practican un deporte. ¿Qué porcentaje del curso es?`,
      pct(p),
      [
        pct(part),
        pct(100 - p),
        pct(total - part === p ? p + 5 : total - part),
        pct(Math.round((total / part) * 10) / 10),
      ],
      `${part} de ${total} es ${part}/${total} = ${n(part / total)}, es decir, el ${p} %.`,
    )
  },
  // Precio con descuento.
  (r) => {
    const price = 1000 * int(r, 3, 60)
    const p = pick(r, [10, 20, 25, 30, 50])
    const key = F(price * (100 - p), 100)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un juego de mesa cuesta $${n(price)} y tiene un ${p} % de descuento. ¿Cuánto se paga?`,
      key,
      wrong: [F(price * p, 100), price - p, F(price * (100 + p), 100)],
      show: money,
      positive: true,
      expresion: `${price} - ${price} * ${p} / 100`,
      solucion: `El descuento es ${p} % de ${n(price)} = $${n(F(price * p, 100))}; se paga ${n(price)} - ${n(F(price * p, 100))} = $${n(key)}.`,
    })
  },
  // Total desde una parte.
  (r) => {
    const p = pick(r, [10, 20, 25, 30, 40, 50])
    const total = pick(r, [20, 30, 40, 60, 80, 120])
    const part = (total * p) / 100
    if (!Number.isInteger(part)) throw new Error('parte no entera')
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `El ${p} % de los socios de un club de ajedrez son ${part} personas. ¿Cuántos socios tiene el club?`,
      key: total,
      wrong: [F(part * p, 100), part + p, F(part * 100, 100 - p)],
      positive: true,
      expresion: `${part} * 100 / ${p}`,
      solucion: `Si ${p} % son ${part}, el 1 % es ${n(part / p)} y el 100 % es ${part} · 100 : ${p} = ${total}.`,
    })
  },
]

const ma07oa05: OaMaker[] = [
  // A notación científica.
  (r) => {
    const mant = pick(r, [12, 15, 23, 25, 34, 45, 56, 72, 81, 95])
    const k = int(r, 4, 9)
    const value = mant * 10 ** (k - 1)
    const m = `${Math.floor(mant / 10)},${mant % 10}`
    const what = pick(r, [
      'la población de una región',
      'los kilómetros que recorre un satélite',
      'los litros de un embalse',
      'los granos de arroz de un silo',
    ])
    return concept(
      r,
      'Aplicar',
      `Se estima que ${what} son ${n(value)}. ¿Cómo se escribe ese número en notación científica, con potencia de base 10?`,
      `${m} · 10${sup(k)}`,
      [`${m} · 10${sup(k - 1)}`, `${mant} · 10${sup(k)}`, `${m} · 10${sup(k + 1)}`, `${mant} · 10${sup(k - 2)}`],
      `${n(value)} = ${m} · ${n(10 ** k)}: la coma queda tras la primera cifra y el exponente cuenta los lugares que se movió, ${k}.`,
    )
  },
  // De notación científica a número.
  (r) => {
    const mant = pick(r, [12, 25, 32, 47, 58, 63, 74, 91])
    const k = int(r, 3, 7)
    const key = mant * 10 ** (k - 1)
    const m = `${Math.floor(mant / 10)},${mant % 10}`
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Qué número es ${m} · 10${sup(k)} (potencia de base 10 con exponente ${k})?`,
      key,
      wrong: [mant * 10 ** k, mant * 10 ** (k - 2), (mant / 10) * k],
      positive: true,
      expresion: `${mant} * ${10 ** (k - 1)}`,
      solucion: `${m} · 10${sup(k)} = ${m} · ${n(10 ** k)} = ${n(key)}.`,
    })
  },
  // Producto de potencias de 10.
  (r) => {
    const p = int(r, 1, 5)
    const q = int(r, 1, 4)
    return concept(
      r,
      'Aplicar',
      `¿Cuánto es 10${sup(p)} · 10${sup(q)}, producto de potencias de base 10 con exponentes ${p} y ${q}?`,
      `10${sup(p + q)}`,
      [
        `10${sup(p * q)}`,
        `20${sup(p + q)}`,
        `100${sup(p + q)}`,
        `10${sup(Math.abs(p - q) === p + q ? p + q + 1 : Math.abs(p - q) || p + q + 2)}`,
      ],
      `Se conserva la base y se suman los exponentes: 10${sup(p)} · 10${sup(q)} = 10${sup(p + q)} = ${n(10 ** (p + q))}.`,
    )
  },
  // Exponente 0 y términos.
  (r) => {
    const k = int(r, 2, 8)
    const cases = [
      [
        `En la potencia 10${sup(k)}, que vale ${n(10 ** k)}, ¿cuál es el exponente?`,
        String(k),
        ['10', n(10 ** k), String(k * 10)],
        `El exponente es el número pequeño arriba a la derecha: ${k}; la base es 10.`,
      ],
      [
        `¿Cuál es el valor de 10⁰, la potencia de base 10 y exponente 0?`,
        '1',
        ['0', '10', '100'],
        'Toda potencia de base distinta de 0 y exponente 0 vale 1: 10⁰ = 1.',
      ],
      [
        `¿Cuántos ceros tiene 10${sup(k)} (exponente ${k}) escrito como número?`,
        String(k),
        [String(k + 1), String(k - 1), String(10 * k)],
        `10${sup(k)} = ${n(10 ** k)}: un 1 seguido de ${k} ceros.`,
      ],
    ] as const
    const [q, key, others, why] = pick(r, cases)
    return concept(r, 'Recordar', q, key, others, why)
  },
]

const ma07oa06: OaMaker[] = [
  // Traducir al lenguaje algebraico.
  (r) => {
    const k = int(r, 2, 5)
    const b = int(r, 1, 12)
    const times = ['', '', 'El doble', 'El triple', 'El cuádruple', 'El quíntuple'][k]!
    const less = int(r, 0, 1) === 0
    return concept(
      r,
      'Comprender',
      `${times} de un número n, ${less ? `disminuido en ${b}` : `aumentado en ${b}`}. ¿Qué expresión algebraica lo representa?`,
      `${k}n ${less ? '-' : '+'} ${b}`,
      [
        `${k}(n ${less ? '-' : '+'} ${b})`,
        `n ${less ? '-' : '+'} ${k * b}`,
        `${b}n ${less ? '-' : '+'} ${k}`,
        `${k}n ${less ? '+' : '-'} ${b}`,
      ],
      `${times} de n es ${k}n; ${less ? 'disminuido' : 'aumentado'} en ${b}: ${k}n ${less ? '-' : '+'} ${b}.`,
    )
  },
  // Generalizar un patrón de figuras.
  (r) => {
    const a = int(r, 2, 6)
    const b = int(r, 0, 5)
    const first = [1, 2, 3, 4].map((i) => a * i + b)
    const thing = pick(r, ['fósforos', 'palitos', 'baldosas', 'fichas'])
    return concept(
      r,
      'Analizar',
      `Para armar las figuras 1, 2, 3 y 4 de un patrón se usan ${first.join(', ')} ${thing}. ¿Qué expresión da los ${thing} de la figura n?`,
      b === 0 ? `${a}n` : `${a}n + ${b}`,
      [`n + ${a}`, `${a + b}n`, `${a}n + ${b + a}`, `${b === 0 ? a + 1 : b}n + ${a}`],
      `De una figura a la siguiente se agregan ${a} ${thing}; la figura 1 tiene ${a + b}: ${a}n${b === 0 ? '' : ` + ${b}`}.`,
    )
  },
  // Valorar una expresión.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 1, 15)
    const x = int(r, 2, 12)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si n = ${x}, ¿cuánto vale la expresión algebraica ${a}n - ${b}?`,
      key: a * x - b,
      wrong: [a + x - b, a * (x - b), Number(`${a}${x}`) - b],
      expresion: `${a} * ${x} - ${b}`,
      solucion: `${a}n = ${a} · ${x} = ${a * x}; ${a * x} - ${b} = ${a * x - b}.`,
    })
  },
  // Perímetro con letras.
  (r) => {
    const [l1, l2] = pick(r, [
      ['a', 'b'],
      ['x', 'y'],
      ['m', 'n'],
    ] as const)
    const shape = pick(r, ['rectángulo', 'romboide'])
    return concept(
      r,
      'Comprender',
      `Los lados de un ${shape} miden ${l1} y ${l2}. ¿Qué expresión algebraica da su perímetro?`,
      `2${l1} + 2${l2}`,
      [`${l1} + ${l2}`, `${l1}${l2}`, `4${l1}${l2}`, `2${l1} + ${l2}`],
      `El ${shape} tiene dos lados ${l1} y dos lados ${l2}: ${l1} + ${l2} + ${l1} + ${l2} = 2${l1} + 2${l2}.`,
    )
  },
]

/** "3x + 2y - z" from coefficients of x, y, z (zero terms left out). */
const linear = (terms: readonly (readonly [number, string])[]) => {
  const shown = terms.filter(([k]) => k !== 0)
  if (shown.length === 0) return '0'
  return shown.map(([k, v], i) => (i === 0 ? `${co(k)}${v}` : termAfter(k, v))).join(' ')
}
const ma07oa07: OaMaker[] = [
  // Dos letras.
  (r) => {
    const [v, w] = pick(r, [
      ['x', 'y'],
      ['a', 'b'],
      ['m', 'n'],
    ] as const)
    const [a, b, c, d] = [int(r, 2, 9), nonZero(r, -7, 8), nonZero(r, -6, 6), nonZero(r, -8, 8)]
    const key = linear([
      [a + c, v],
      [b + d, w],
    ])
    return concept(
      r,
      'Aplicar',
      `Reduce los términos semejantes de ${co(a)}${v} ${termAfter(b, w)} ${termAfter(c, v)} ${termAfter(d, w)}.`,
      key,
      [
        linear([
          [a + b, v],
          [c + d, w],
        ]),
        linear([
          [a - c, v],
          [b - d, w],
        ]),
        linear([
          [a + c, v],
          [b - d, w],
        ]),
        `${a + b + c + d}${v}${w}`,
      ],
      `Se suman los coeficientes de ${v}: ${a} ${signed(c)} = ${a + c}; y los de ${w}: ${b} ${signed(d)} = ${b + d}.`,
    )
  },
  // Tres letras.
  (r) => {
    const k = [
      int(r, 2, 7),
      nonZero(r, -5, 5),
      nonZero(r, -4, 6),
      nonZero(r, -5, 5),
      nonZero(r, -6, 6),
      nonZero(r, -4, 4),
    ]
    const terms: [number, string][] = [
      [k[0]!, 'a'],
      [k[1]!, 'b'],
      [k[2]!, 'c'],
      [k[3]!, 'a'],
      [k[4]!, 'b'],
      [k[5]!, 'c'],
    ]
    const written = terms.map(([c, v], i) => (i === 0 ? `${co(c)}${v}` : termAfter(c, v))).join(' ')
    const key = linear([
      [k[0]! + k[3]!, 'a'],
      [k[1]! + k[4]!, 'b'],
      [k[2]! + k[5]!, 'c'],
    ])
    return concept(
      r,
      'Aplicar',
      `Reduce la expresión ${written} hasta la forma ax + by + cz (aquí con a, b y c).`,
      key,
      [
        linear([
          [k[0]! - k[3]!, 'a'],
          [k[1]! - k[4]!, 'b'],
          [k[2]! - k[5]!, 'c'],
        ]),
        linear([
          [k[0]! + k[3]!, 'a'],
          [k[1]! - k[4]!, 'b'],
          [k[2]! + k[5]!, 'c'],
        ]),
        linear([
          [k[0]! + k[3]!, 'a'],
          [k[1]! + k[4]!, 'b'],
          [-(k[2]! + k[5]!) || 1, 'c'],
        ]),
        `${k.reduce((x, y) => x + y, 0)}abc`,
      ],
      `Se agrupan los términos con a, con b y con c y se suman sus coeficientes: ${key}.`,
    )
  },
  // Con paréntesis.
  (r) => {
    const [a, b, c, d] = [int(r, 2, 5), int(r, 1, 6), int(r, 1, 7), nonZero(r, -5, 5)]
    const key = linear([
      [a + d, 'x'],
      [a * b, 'y'],
    ])
    return concept(
      r,
      'Aplicar',
      `Reduce ${a}(x + ${b}y) ${termAfter(d, 'x')} y escribe el resultado con términos semejantes juntos.`,
      key,
      [
        linear([
          [a + d, 'x'],
          [b, 'y'],
        ]),
        linear([
          [1 + d, 'x'],
          [a * b, 'y'],
        ]),
        linear([
          [a * d, 'x'],
          [a * b, 'y'],
        ]),
        `${a + d + a * b + c - c}xy`,
      ],
      `${a}(x + ${b}y) = ${a}x + ${a * b}y; al juntar ${a}x ${termAfter(d, 'x')} queda ${key}.`,
    )
  },
  // Perímetro de un triángulo.
  (r) => {
    const s = [
      [int(r, 1, 4), int(r, 1, 3)],
      [int(r, 1, 5), nonZero(r, -2, 3)],
      [int(r, 1, 3), int(r, 1, 4)],
    ] as const
    const sideText = ([p, q]: readonly [number, number]) =>
      linear([
        [p, 'x'],
        [q, 'y'],
      ])
    const key = linear([
      [s[0][0] + s[1][0] + s[2][0], 'x'],
      [s[0][1] + s[1][1] + s[2][1], 'y'],
    ])
    return concept(
      r,
      'Aplicar',
      `Los lados de un triángulo miden ${sideText(s[0])}, ${sideText(s[1])} y ${sideText(s[2])}. Al reducir términos semejantes, ¿cuál es su perímetro?`,
      key,
      [
        linear([
          [s[0][0] * s[1][0] * s[2][0], 'x'],
          [s[0][1] + s[1][1] + s[2][1], 'y'],
        ]),
        `${s.flat().reduce((a, b) => a + b, 0)}xy`,
        linear([
          [s[0][0] + s[1][0] + s[2][0], 'x'],
          [s[0][1] + s[1][1] + s[2][1] + 2, 'y'],
        ]),
        linear([
          [s[0][0] + s[1][0] + s[2][0] - 1, 'x'],
          [s[0][1] + s[1][1] + s[2][1], 'y'],
        ]),
      ],
      `Se suman los tres lados y se agrupan los términos en x y en y: ${key}.`,
    )
  },
]

const ma07oa08: OaMaker[] = [
  // Proporcionalidad directa.
  (r) => {
    const unit = 100 * int(r, 5, 30)
    const a = int(r, 2, 6)
    let b = int(r, 3, 12)
    if (b === a) b++
    const [what, u] = pick(r, [
      ['tomates', 'kg'],
      ['cuadernos', 'unidades'],
      ['bebidas', 'botellas'],
      ['lápices', 'cajas'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `El precio de los ${what} es directamente proporcional a la cantidad: ${a} ${u} cuestan $${n(a * unit)}. ¿Cuánto cuestan ${b} ${u}?`,
      key: b * unit,
      wrong: [a * unit + (b - a), F(a * unit * a, b), a * unit * b],
      show: money,
      positive: true,
      expresion: `${a * unit} * ${b} / ${a}`,
      solucion: `La constante de proporcionalidad es ${n(a * unit)} : ${a} = ${n(unit)} por unidad; ${b} · ${n(unit)} = $${n(b * unit)}.`,
    })
  },
  // Proporcionalidad inversa.
  (r) => {
    const k = pick(r, [12, 24, 36, 48, 60, 72])
    const divisors = [2, 3, 4, 6, 8, 12].filter((d) => k % d === 0)
    const a = pick(r, divisors)
    let b = pick(r, divisors)
    if (b === a) b = divisors[(divisors.indexOf(a) + 1) % divisors.length]!
    const [who, task] = pick(r, [
      ['pintores', 'pintar el gimnasio'],
      ['máquinas', 'cosechar el trigo'],
      ['voluntarios', 'limpiar la playa'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `El tiempo para ${task} es inversamente proporcional al número de ${who}: ${a} ${who} tardan ${k / a} días. ¿Cuántos días tardan ${b} ${who}?`,
      key: k / b,
      wrong: [F((k / a) * b, a), k / a + (a - b), k],
      positive: true,
      expresion: `${a} * ${k / a} / ${b}`,
      solucion: `El producto es constante: ${a} · ${k / a} = ${k}; con ${b} ${who}, ${k} : ${b} = ${k / b} días.`,
    })
  },
  // Constante de una tabla.
  (r) => {
    const kk = pick(r, [F(3, 2), F(5, 2), F(4), F(6), F(7, 2), F(12)])
    const xs = [2, 4, 6, 10].map((x) => x * int(r, 1, 2))
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `En una tabla de proporcionalidad directa, a x = ${xs.join(', ')} le corresponden y = ${xs.map((x) => n(kk.mul(x))).join('; ')}. ¿Cuál es la constante de proporcionalidad?`,
      key: kk,
      wrong: [F(1).div(kk), kk.mul(xs[0]!), kk.add(1)],
      show: (f) => n(f),
      positive: true,
      expresion: `${ef(kk.mul(xs[0]!))} / ${xs[0]}`,
      solucion: `y : x es igual en todas las columnas: ${n(kk.mul(xs[0]!))} : ${xs[0]} = ${n(kk)}.`,
    })
  },
  // Qué tipo.
  (r) => {
    const cases = [
      ['la rapidez de un bus y el tiempo que tarda en recorrer 120 km', 'Inversamente proporcionales'],
      ['los kilos de pan que se compran y lo que se paga', 'Directamente proporcionales'],
      ['el número de personas que comparten una pizza y la porción de cada una', 'Inversamente proporcionales'],
      ['las horas trabajadas con un sueldo fijo por hora y lo que se gana', 'Directamente proporcionales'],
      ['la edad de una persona y su estatura', 'No son proporcionales'],
    ] as const
    const [pair, key] = pick(r, cases)
    return concept(
      r,
      'Analizar',
      `¿Qué relación de proporcionalidad hay entre ${pair}?`,
      key,
      [
        'Directamente proporcionales',
        'Inversamente proporcionales',
        'No son proporcionales',
        'Proporcionales, pero solo los fines de semana',
      ].filter((o) => o !== key),
      key === 'No son proporcionales'
        ? 'El cociente y el producto cambian: no hay constante de proporcionalidad.'
        : key.startsWith('Directa')
          ? 'Al doble de una cantidad corresponde el doble de la otra: el cociente es constante.'
          : 'Al doble de una cantidad corresponde la mitad de la otra: el producto es constante.',
    )
  },
]

const ma07oa09: OaMaker[] = [
  // ax = b.
  (r) => {
    const a = int(r, 2, 12)
    const x = int(r, 2, 25)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${a}x = ${a * x}.`,
      key: x,
      wrong: [a * x * a, a * x - a, a + x],
      positive: true,
      expresion: `${a * x} / ${a}`,
      solucion: `Se divide por ${a} a ambos lados: x = ${a * x} : ${a} = ${x}.`,
    })
  },
  // x/a = b.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 2, 15)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación x/${a} = ${b}.`,
      key: a * b,
      wrong: [F(b, a), a + b, b - a > 0 ? b - a : a * b + a],
      positive: true,
      expresion: `${b} * ${a}`,
      solucion: `Se multiplica por ${a} a ambos lados: x = ${b} · ${a} = ${a * b}.`,
    })
  },
  // ax < b.
  (r) => {
    const a = int(r, 2, 9)
    const k = int(r, 2, 15)
    const s = pick(r, ['<', '>'])
    return concept(
      r,
      'Aplicar',
      `Resuelve la inecuación ${a}x ${s} ${a * k}.`,
      ineq(s, k),
      [ineq(flip(s), k), ineq(s, a * k - a), ineq(s, a * k * a), ineq(flip(s), a * k)],
      `Se divide por ${a}, que es positivo, y el sentido se mantiene: ${ineq(s, k)}.`,
    )
  },
  // Problema.
  (r) => {
    const k = int(r, 3, 8)
    const price = 100 * int(r, 5, 30)
    const total = k * price
    const thing = pick(r, ['cuadernos iguales', 'entradas al zoológico', 'poleras del curso', 'libros de cuentos'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${k} ${thing} cuestan $${n(total)}. Con x el precio de uno, la ecuación es ${k}x = ${total}. ¿Cuánto cuesta uno?`,
      key: price,
      wrong: [total * k, total - k, price + 100],
      show: money,
      positive: true,
      expresion: `${total} / ${k}`,
      solucion: `x = ${n(total)} : ${k} = $${n(price)}.`,
    })
  },
]

const ma07oa12: OaMaker[] = [
  // Qué elemento secundario es.
  (r) => {
    const cases = [
      ['la recta perpendicular a un segmento que pasa por su punto medio', 'La simetral'],
      ['el rayo que divide un ángulo en dos ángulos de igual medida', 'La bisectriz'],
      ['el segmento que va de un vértice del triángulo, perpendicular al lado opuesto', 'La altura'],
      ['el segmento que une un vértice con el punto medio del lado opuesto', 'La transversal de gravedad'],
    ] as const
    const [what, key] = pick(r, cases)
    return concept(
      r,
      'Recordar',
      `¿Cómo se llama ${what}?`,
      key,
      ['La simetral', 'La bisectriz', 'La altura', 'La transversal de gravedad', 'La diagonal'].filter(
        (o) => o !== key,
      ),
      `${key} es ${what}; se construye con regla y compás o con software geométrico.`,
    )
  },
  // La bisectriz divide en dos.
  (r) => {
    const angle = 2 * int(r, 15, 85)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, [`${kid(r)} traza con compás la bisectriz`, 'En el diseño de un vitral, una varilla sigue la bisectriz', 'Para doblar un abanico de papel justo al medio, se marca la bisectriz', 'En el plano de una plaza, un sendero recto es la bisectriz'])} de un ángulo de ${angle}°. ¿Cuánto mide cada uno de los dos ángulos que se forman?`,
      key: angle / 2,
      wrong: [angle, 180 - angle > 0 ? 180 - angle : angle + 10, angle / 2 + 45],
      show: (f) => `${n(f)}°`,
      positive: true,
      expresion: `${angle} / 2`,
      solucion: `La bisectriz divide el ángulo en dos iguales: ${angle}° : 2 = ${angle / 2}°.`,
    })
  },
  // La simetral: punto medio.
  (r) => {
    const a = int(r, 0, 10)
    const len = 2 * int(r, 2, 15)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, ['En una recta numérica se dibuja', `En su cuaderno, ${kid(r)} dibuja sobre una regla graduada`, 'Sobre una huincha de medir se marca', 'En una pizarra con una recta numérica, el profesor marca'])} el segmento que va de ${a} a ${a + len} y se traza su simetral con regla y compás. ¿En qué número corta la simetral al segmento?`,
      key: a + len / 2,
      wrong: [len / 2, a + len, a + len / 2 + 1],
      positive: true,
      expresion: `(${a} + ${a + len}) / 2`,
      solucion: `La simetral pasa por el punto medio: (${a} + ${a + len}) : 2 = ${a + len / 2}.`,
    })
  },
  // Paralelas y perpendiculares con escuadra.
  (r) => {
    const cases = [
      ['trazar por un punto una recta paralela a otra', 'Deslizar la escuadra apoyada en la regla sin girarla'],
      ['trazar una recta perpendicular a otra', 'Apoyar un cateto de la escuadra en la recta y trazar por el otro'],
      ['encontrar el punto medio de un segmento', 'Trazar la simetral con dos arcos de igual radio desde los extremos'],
    ] as const
    const [task, key] = pick(r, cases)
    return concept(
      r,
      'Aplicar',
      `Para ${task} con regla, escuadra o compás, ¿qué procedimiento es correcto?`,
      key,
      [
        'Deslizar la escuadra apoyada en la regla sin girarla',
        'Apoyar un cateto de la escuadra en la recta y trazar por el otro',
        'Trazar la simetral con dos arcos de igual radio desde los extremos',
        'Medir con el transportador un ángulo de 45°',
      ].filter((o) => o !== key),
      `${key}: así se ${task}.`,
    )
  },
]

const ma07oa15: OaMaker[] = [
  // Peces marcados.
  (r) => {
    const sample = pick(r, [50, 80, 100, 200, 250])
    const p = pick(r, [2, 4, 5, 10, 20, 25])
    const marked = (sample * p) / 100
    const population = 100 * int(r, 10, 80)
    if (!Number.isInteger(marked)) throw new Error('muestra no entera')
    const [who, what] = pick(r, [
      ['estudiantes del liceo', 'usan lentes'],
      ['árboles del parque', 'están enfermos'],
      ['familias de la comuna', 'reciclan'],
      ['ampolletas de una fábrica', 'salen defectuosas'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, ['Para un estudio,', 'En una encuesta del centro de estudiantes,', 'Para un reportaje escolar,', 'En un trabajo de investigación,'])} en una muestra al azar de ${sample} ${who}, ${marked} ${what}. Si la proporción de la muestra se mantiene en las ${n(population)} de la población, ¿cuántos se estima que ${what}?`,
      key: F(population * marked, sample),
      wrong: [marked, F(population, marked), F(population * p, 10)],
      positive: true,
      expresion: `${population} * ${marked} / ${sample}`,
      solucion: `En la muestra, ${marked} de ${sample} = ${p} %; el ${p} % de ${n(population)} es ${n(F(population * marked, sample))}.`,
    })
  },
  // Porcentaje estimado.
  (r) => {
    const sample = pick(r, [20, 40, 50, 80, 200])
    const p = pick(r, [5, 10, 15, 20, 25, 30, 40, 60])
    const k = (sample * p) / 100
    if (!Number.isInteger(k)) throw new Error('muestra no entera')
    const pct = (x: number) => `${n(x)} %`
    return concept(
      r,
      'Aplicar',
      `Para estimar qué porcentaje de los vecinos de una villa tiene mascota, se pregunta a una muestra al azar de ${sample} vecinos y ${k} dicen que sí. ¿Qué porcentaje de la villa se estima?`,
      pct(p),
      [pct(k), pct(100 - p), pct(p * 2), pct(sample)],
      `${k} de ${sample} es ${k}/${sample} = ${n(k / sample)}: se estima el ${p} %.`,
    )
  },
  // Qué muestra sirve.
  (r) => {
    const [pop, good, bads] = pick(r, [
      [
        'los estudiantes del colegio',
        'Estudiantes elegidos al azar de todos los cursos',
        [
          'Solo los estudiantes del taller de fútbol',
          'Solo los amigos del encuestador',
          'Solo los estudiantes de 1° Básico',
        ],
      ],
      [
        'los vecinos de la comuna',
        'Vecinos elegidos al azar de todos los barrios',
        ['Solo los vecinos de una calle', 'Solo quienes van a la feria el domingo', 'Solo los socios de un club'],
      ],
    ] as const)
    return concept(
      r,
      'Evaluar',
      `Se quiere estimar el porcentaje de ${pop} que prefiere la música folclórica con una muestra. ¿Qué muestra es la más adecuada?`,
      good,
      bads,
      'Una muestra al azar de toda la población representa a todos sus grupos; las otras dejan fuera a parte de la población y sesgan el porcentaje.',
    )
  },
]

const ma07oa18: OaMaker[] = [
  // Bolitas en una bolsa.
  (r) => {
    const red = int(r, 1, 9)
    const blue = int(r, 1, 9)
    const green = int(r, 0, 6)
    const key = F(blue, red + blue + green)
    const thing = pick(r, ['bolitas', 'fichas', 'pelotas', 'tarjetas'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${pick(r, ['Una bolsa', 'Una caja', 'Una tómbola', 'Un frasco'])} tiene ${red} ${thing} rojas, ${blue} azules${green ? ` y ${green} verdes` : ''}. Se saca una sin mirar. ¿Cuál es la probabilidad de que sea azul?`,
      key,
      wrong: [F(blue, red + green || 1), F(1, 3), F(red, red + blue + green)],
      positive: true,
      expresion: `${blue} / (${red} + ${blue} + ${green})`,
      solucion: `Casos favorables sobre casos posibles: ${blue}/${red + blue + green} = ${fx(key)}.`,
    })
  },
  // Frecuencia relativa.
  (r) => {
    const total = pick(r, [20, 40, 50, 80, 100, 200])
    const hits = int(r, 3, total - 3)
    const key = F(hits, total)
    const [thing, event] = pick(r, [
      ['una chinche', 'cayó de punta'],
      ['un vaso plástico', 'cayó de lado'],
      ['una tapa de bebida', 'cayó boca arriba'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se lanzó ${thing} ${total} veces y ${event} ${hits} veces. ¿Qué probabilidad se estima con la frecuencia relativa?`,
      key,
      wrong: [F(total - hits, total), F(hits, total - hits), F(1, 2).equals(key) ? F(1, 3) : F(1, 2)],
      positive: true,
      expresion: `${hits} / ${total}`,
      solucion: `Frecuencia relativa = ${hits}/${total} = ${fx(key)}: una estimación de la probabilidad.`,
    })
  },
  // Probabilidad como porcentaje.
  (r) => {
    const sides = pick(r, [4, 5, 8, 10])
    const fav = int(r, 1, sides - 1)
    const p = (100 * fav) / sides
    const color = pick(r, ['amarillos', 'verdes', 'azules', 'morados'])
    const pct = (x: number) => `${n(x)} %`
    return concept(
      r,
      'Comprender',
      `Una ruleta tiene ${sides} sectores iguales y ${fav} son ${color}. ¿Cuál es la probabilidad de que se detenga en un sector ${color.replace(/s$/, '')}, como porcentaje?`,
      pct(p),
      [
        pct(fav),
        pct(100 - p),
        pct((100 * fav) / (sides - fav) === p ? p + 5 : Math.round((100 * fav) / (sides - fav))),
      ],
      `${fav}/${sides} = ${n(fav / sides)} = ${n(p)} %.`,
    )
  },
  // Dado.
  (r) => {
    const k = int(r, 1, 5)
    const key = F(6 - k, 6)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se lanza un dado común. ¿Cuál es la probabilidad de obtener un número mayor que ${k}? Escríbela como fracción.`,
      key,
      wrong: [F(k, 6), F(6 - k - 1 || 1, 6).equals(key) ? F(1, 2 + k) : F(6 - k - 1 || 1, 6), F(1, 6 - k)],
      positive: true,
      expresion: `(6 - ${k}) / 6`,
      solucion: `Los resultados mayores que ${k} son ${6 - k} de 6: ${fx(key)}.`,
    })
  },
]

ma07oa12.push(
  // La altura de un triángulo.
  (r) => {
    const base = int(r, 4, 20)
    const h = int(r, 3, 18)
    const area = (base * h) / 2
    if (!Number.isInteger(area)) throw new Error('área no entera')
    const what = pick(r, ['un banderín', 'una vela de un bote', 'un letrero triangular', 'un trozo de cartulina'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En ${what} con forma de triángulo, la base mide ${base} cm y el área es ${area} cm². Se traza con escuadra la altura hasta esa base. ¿Cuánto mide la altura?`,
      key: h,
      wrong: [F(area, base), area - base, 2 * area],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `2 * ${area} / ${base}`,
      solucion: `Área = base · altura : 2, así que altura = 2 · ${area} : ${base} = ${h} cm.`,
    })
  },
  // La transversal de gravedad.
  (r) => {
    const side = 2 * int(r, 3, 20)
    const label = pick(r, ['ABC', 'PQR', 'DEF', 'KLM'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En el triángulo ${label}, el lado ${label[1]}${label[2]} mide ${side} cm y se traza la transversal de gravedad desde ${label[0]}. ¿Cuánto mide cada uno de los dos segmentos en que queda dividido ${label[1]}${label[2]}?`,
      key: side / 2,
      wrong: [side, side / 3 === Math.floor(side / 3) ? side / 3 : side / 2 + 1, side / 2 + 2],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${side} / 2`,
      solucion: `La transversal de gravedad llega al punto medio del lado opuesto: ${side} : 2 = ${side / 2} cm.`,
    })
  },
)

ma07oa05.push(
  // Qué potencia de 10 es.
  (r) => {
    const k = int(r, 2, 9)
    return concept(
      r,
      'Comprender',
      `¿Qué potencia de base 10 es igual a ${n(10 ** k)}?`,
      `10${sup(k)}`,
      [`10${sup(k + 1)}`, `10${sup(k - 1)}`, `${k}${sup(10)}`, `10 · ${k}`],
      `${n(10 ** k)} es un 1 seguido de ${k} ceros: 10${sup(k)}.`,
    )
  },
  // Comparar en notación científica.
  (r) => {
    const m1 = int(r, 11, 99)
    const m2 = int(r, 11, 99)
    const k = int(r, 3, 8)
    const a = `${Math.floor(m1 / 10)},${m1 % 10} · 10${sup(k)}`
    const b = `${Math.floor(m2 / 10)},${m2 % 10} · 10${sup(k + 1)}`
    const c = `${Math.floor(m2 / 10)},${m2 % 10} · 10${sup(k - 1)}`
    const what = pick(r, [
      'distancias en kilómetros',
      'poblaciones de bacterias',
      'cantidades de granos',
      'litros de agua',
    ])
    return concept(
      r,
      'Analizar',
      `Se comparan tres ${what} escritas en notación científica: ${a}; ${b}; ${c}. ¿Cuál es la mayor (exponentes ${k}, ${k + 1} y ${k - 1})?`,
      b,
      [a, c, `Las tres son iguales`],
      `Con la primera cifra entre 1 y 9, manda el exponente de 10: el mayor es ${k + 1}, así que la mayor es ${b}.`,
    )
  },
)

ma07oa18.push(
  // Tarjetas numeradas.
  (r) => {
    const top = pick(r, [10, 12, 15, 20, 24, 30])
    const m = pick(r, [2, 3, 4, 5])
    const fav = Math.floor(top / m)
    const key = F(fav, top)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una rifa del curso hay ${top} números, del 1 al ${top}, y se saca uno al azar. ¿Cuál es la probabilidad de que salga un múltiplo de ${m}? Escríbela como fracción.`,
      key,
      wrong: [F(1, m).equals(key) ? F(1, m + 1) : F(1, m), F(fav, top - fav), F(m, top)],
      positive: true,
      expresion: `${fav} / ${top}`,
      solucion: `Hay ${fav} múltiplos de ${m} entre 1 y ${top}: ${fav}/${top} = ${fx(key)}.`,
    })
  },
  // Evento contrario.
  (r) => {
    const p = pick(r, [10, 15, 20, 25, 30, 35, 40, 45, 60, 70, 80])
    const what = pick(r, [
      'llueva mañana en Valdivia',
      'el bus llegue atrasado',
      'un semáforo esté en rojo al llegar',
      'gane el equipo del liceo',
    ])
    const pct = (x: number) => `${x} %`
    return concept(
      r,
      'Comprender',
      `La probabilidad de que ${what} es ${p} %, según las frecuencias de los últimos meses. ¿Cuál es la probabilidad de que no ocurra?`,
      pct(100 - p),
      [pct(p), pct(p === 50 ? 40 : 50), pct(100 - p + 10 > 100 ? 100 - p - 10 : 100 - p + 10)],
      `Un evento y su contrario suman 100 %: 100 % - ${p} % = ${100 - p} %.`,
    )
  },
)

ma07oa12.push(
  // Puntos notables.
  (r) => {
    const cases = [
      ['las tres alturas', 'Ortocentro'],
      ['las tres bisectrices', 'Incentro'],
      ['las tres simetrales', 'Circuncentro'],
      ['las tres transversales de gravedad', 'Baricentro'],
    ] as const
    const [lines, key] = pick(r, cases)
    return concept(
      r,
      'Recordar',
      `${kid(r)} construye un triángulo con software geométrico y traza ${lines}. ¿Cómo se llama el punto donde se cortan?`,
      key,
      ['Ortocentro', 'Incentro', 'Circuncentro', 'Baricentro'].filter((o) => o !== key),
      `${lines.charAt(0).toUpperCase()}${lines.slice(1)} se cortan en un mismo punto, el ${key.toLowerCase()}.`,
    )
  },
  // Un punto de la simetral equidista.
  (r) => {
    const d = int(r, 3, 25)
    const ab = int(r, 2, 2 * d - 1)
    const [a, b] = pick(r, [
      ['la casa de Sofía', 'la casa de Diego'],
      ['el consultorio', 'la escuela'],
      ['el paradero', 'la feria'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En un plano, ${a} y ${b} están a ${ab} cuadras. Un kiosco está sobre la simetral del segmento que las une, a ${d} cuadras de ${a}. ¿A cuántas cuadras está de ${b}?`,
      key: d,
      wrong: [ab, d + ab, Math.abs(d - ab) || d + 1],
      show: (f) => `${n(f)} cuadras`,
      positive: true,
      expresion: `${d}`,
      solucion: `Cada punto de la simetral está a la misma distancia de los dos extremos: ${d} cuadras.`,
    })
  },
)

ma07oa15.push(
  // Varias muestras.
  (r) => {
    const base = int(r, 20, 60)
    const ds = [int(r, -4, 4), int(r, -4, 4)]
    const third = -(ds[0]! + ds[1]!)
    const ps = [base + ds[0]!, base + ds[1]!, base + third]
    const pct = (x: number) => `${x} %`
    const what = pick(r, [
      'hace deporte tres veces por semana',
      'usa transporte público',
      'lee el diario',
      'tiene huerto en su casa',
    ])
    return concept(
      r,
      'Evaluar',
      `Tres muestras al azar de igual tamaño estimaron qué porcentaje de una comuna ${what}: ${ps.map(pct).join(', ')}. ¿Qué porcentaje conviene usar como estimación?`,
      pct(base),
      [
        pct(Math.max(...ps) === base ? base + 5 : Math.max(...ps)),
        pct(ps.reduce((x, y) => x + y, 0)),
        pct(Math.min(...ps) === base ? base - 5 : Math.min(...ps)),
      ],
      `Juntar las muestras da una estimación más confiable: el promedio (${ps.join(' + ')}) : 3 = ${base} %.`,
    )
  },
)

// ——— 5° y 6° Básico ———

/** A place of a digit: 0 = units … 8 = hundreds of millions. */
const placeNames = [
  'unidades',
  'decenas',
  'centenas',
  'unidades de mil',
  'decenas de mil',
  'centenas de mil',
  'unidades de millón',
  'decenas de millón',
  'centenas de millón',
]
const bigNumber = (r: Rng) => {
  const digits = Array.from({ length: 8 + int(r, 0, 1) }, (_, i) => (i === 0 ? int(r, 1, 9) : int(r, 0, 9)))
  return Number(digits.join(''))
}
const regions = [
  'la Región Metropolitana',
  'un país de Sudamérica',
  'una gran ciudad',
  'una región del norte',
  'un continente pequeño',
]

const ma05oa01: OaMaker[] = [
  // Valor de un dígito.
  (r) => {
    const value = bigNumber(r)
    const text = String(value)
    const pos = int(r, 3, text.length - 1)
    const digit = Number(text[text.length - 1 - pos])
    if (digit === 0) throw new Error('dígito cero')
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `Se estima que los habitantes de ${pick(r, regions)} son ${n(value)}. ¿Qué valor tiene el dígito ${digit} que está en las ${placeNames[pos]}?`,
      key: digit * 10 ** pos,
      wrong: [digit, digit * 10 ** (pos - 1), digit * 10 ** (pos + 1)],
      positive: true,
      expresion: `${digit} * ${10 ** pos}`,
      solucion: `El ${digit} está en las ${placeNames[pos]}: vale ${digit} · ${n(10 ** pos)} = ${n(digit * 10 ** pos)}.`,
    })
  },
  // Forma expandida.
  (r) => {
    const value = bigNumber(r)
    const parts = String(value)
      .split('')
      .map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i))
      .filter((x) => x > 0)
    return calc(r, {
      habilidad: 'Comprender',
      enunciado: `¿Qué número está escrito en forma expandida como ${parts.map(n).join(' + ')}?`,
      key: value,
      wrong: [value + parts[parts.length - 1]! * 9, value - parts[1]! + parts[1]! / 10, value * 10],
      positive: true,
      expresion: parts.join(' + '),
      solucion: `Se suman los valores de cada dígito: ${n(value)}.`,
    })
  },
  // Aproximar.
  (r) => {
    const value = bigNumber(r)
    const to = pick(r, [6, 5])
    const unit = 10 ** to
    const rounded = Math.round(value / unit) * unit
    const down = Math.floor(value / unit) * unit
    const up = down + unit
    return concept(
      r,
      'Aplicar',
      `Un diario informa que una campaña reunió $${n(value)}. ¿Cuál es la aproximación por redondeo a la ${to === 6 ? 'unidad de millón' : 'centena de mil'}?`,
      `$${n(rounded)}`,
      [
        `$${n(rounded === down ? up : down)}`,
        `$${n(Math.round(value / (unit * 10)) * unit * 10)}`,
        `$${n(rounded + unit * 2)}`,
      ],
      `Se mira la cifra siguiente a la ${to === 6 ? 'unidad de millón' : 'centena de mil'}: si es 5 o más se sube; queda $${n(rounded)}.`,
    )
  },
  // Comparar y ordenar.
  (r) => {
    const a = bigNumber(r)
    const swap = (x: number) => {
      const t2 = String(x).split('')
      ;[t2[2], t2[3]] = [t2[3]!, t2[2]!]
      return Number(t2.join(''))
    }
    const options = [a, swap(a), a - 10 ** 6 > 0 ? a - 10 ** 6 : a + 2 * 10 ** 6, a + 10 ** 5]
    const unique = [...new Set(options)]
    if (unique.length < 4) throw new Error('números repetidos')
    const max = Math.max(...unique)
    return concept(
      r,
      'Comprender',
      `¿Cuál de estos números es el mayor: ${unique.map(n).join('; ')}?`,
      n(max),
      unique.filter((x) => x !== max).map(n),
      `Se comparan dígito a dígito desde las ${placeNames[String(max).length - 1]}: el mayor es ${n(max)}.`,
    )
  },
]

const ma05oa02: OaMaker[] = [
  // Agregar ceros.
  (r) => {
    const a = int(r, 12, 99)
    const k = pick(r, [20, 30, 40, 50, 200, 300])
    const d = k / 10 ** (String(k).length - 1)
    const zeros = String(k).length - 1
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para calcular mentalmente ${a} · ${k}, ${kid(r)} multiplica ${a} · ${d} y agrega ${zeros === 1 ? 'un cero' : 'dos ceros'}. ¿Qué resultado obtiene?`,
      key: a * k,
      wrong: [a * d, a * d * 10 ** (zeros + 1), a * k + k],
      positive: true,
      expresion: `${a} * ${k}`,
      solucion: `${a} · ${d} = ${a * d}; al agregar ${zeros === 1 ? 'un cero' : 'dos ceros'}: ${n(a * k)}.`,
    })
  },
  // Doblar y dividir por 2.
  (r) => {
    const a = 2 * int(r, 4, 24)
    const b = pick(r, [5, 15, 25, 35, 45])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para calcular mentalmente ${a} · ${b}, ${kid(r)} divide ${a} por 2 y dobla ${b}: ${a / 2} · ${2 * b}. ¿Qué resultado obtiene?`,
      key: a * b,
      wrong: [(a / 2) * b, a * 2 * b, (a / 2) * (2 * b) + 10],
      positive: true,
      expresion: `${a / 2} * ${2 * b}`,
      solucion: `${a / 2} · ${2 * b} = ${a * b}: doblar un factor y dividir el otro por 2 no cambia el producto.`,
    })
  },
  // Distributiva.
  (r) => {
    const a = int(r, 3, 9)
    const tens = 10 * int(r, 2, 9)
    const units = int(r, 1, 9)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para calcular mentalmente ${a} · ${tens + units}, ${kid(r)} descompone ${tens + units} en ${tens} + ${units} y usa la propiedad distributiva: ${a} · ${tens} + ${a} · ${units}. ¿Qué resultado obtiene?`,
      key: a * (tens + units),
      wrong: [a * tens + units, a * tens, a * (tens + units) + a],
      positive: true,
      expresion: `${a} * ${tens} + ${a} * ${units}`,
      solucion: `${a} · ${tens} = ${a * tens} y ${a} · ${units} = ${a * units}; juntos, ${a * (tens + units)}.`,
    })
  },
  // Asociativa.
  (r) => {
    const [p, q] = pick(r, [
      [4, 25],
      [2, 50],
      [5, 20],
      [8, 125],
    ] as const)
    const m = int(r, 3, 49)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para calcular mentalmente ${p} · ${m} · ${q}, conviene usar la propiedad asociativa y conmutativa: primero ${p} · ${q} = ${p * q}. ¿Cuánto es el producto?`,
      key: p * m * q,
      wrong: [p * m + q, m * (p + q), p * q + m],
      positive: true,
      expresion: `${p} * ${m} * ${q}`,
      solucion: `${p} · ${q} = ${p * q} y ${p * q} · ${m} = ${n(p * q * m)}.`,
    })
  },
]

const ma05oa03: OaMaker[] = [
  // Problema de grupos.
  (r) => {
    const a = int(r, 12, 48)
    const b = int(r, 13, 65)
    // Each group with its own gender: «en cada bus caben…», «en cada bandeja caben…».
    const [groups, one, each, howMany] = pick(r, [
      ['buses', 'bus', 'asientos', 'Cuántos asientos'],
      ['cajas', 'caja', 'huevos', 'Cuántos huevos'],
      ['corridas de butacas', 'corrida', 'butacas', 'Cuántas butacas'],
      ['bandejas', 'bandeja', 'empanadas', 'Cuántas empanadas'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Hay ${a} ${groups} y en cada ${one} caben ${b} ${each}. ¿${howMany} hay en total? Calcula ${a} · ${b}.`,
      key: a * b,
      wrong: [
        a * b - a * (b % 10) + (b % 10),
        (a * b) / 10 > 100 ? Math.round((a * b) / 10) : a * b + 100,
        a * Math.floor(b / 10) * 10 + a + (b % 10),
      ],
      positive: true,
      expresion: `${a} * ${b}`,
      solucion: `${a} · ${b} = ${a} · ${Math.floor(b / 10) * 10} + ${a} · ${b % 10} = ${a * Math.floor(b / 10) * 10} + ${a * (b % 10)} = ${n(a * b)}.`,
    })
  },
  // Estimación.
  (r) => {
    const a = 10 * int(r, 2, 9) + pick(r, [-2, -1, 1, 2])
    const b = 10 * int(r, 2, 9) + pick(r, [-2, -1, 1, 2])
    const ra = Math.round(a / 10) * 10
    const rb = Math.round(b / 10) * 10
    return concept(
      r,
      'Aplicar',
      `¿Cuál es la mejor estimación del producto ${a} · ${b}, redondeando cada factor a la decena?`,
      n(ra * rb),
      [n(ra + rb), n(ra * rb * 10), n((ra + 10) * (rb + 10))],
      `${a} ≈ ${ra} y ${b} ≈ ${rb}: ${ra} · ${rb} = ${n(ra * rb)}.`,
    )
  },
  // Área.
  (r) => {
    const a = int(r, 12, 60)
    const b = int(r, 11, 45)
    const what = pick(r, ['un terreno', 'una cancha', 'un huerto', 'el piso de un galpón'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${what.charAt(0).toUpperCase()}${what.slice(1)} rectangular mide ${a} m por ${b} m. ¿Cuál es su área? Multiplica ${a} · ${b}.`,
      key: a * b,
      wrong: [2 * (a + b), a * b + a, a * Math.floor(b / 10) * 10],
      show: (f) => `${n(f)} m²`,
      positive: true,
      expresion: `${a} * ${b}`,
      solucion: `Área = ${a} · ${b} = ${n(a * b)} m².`,
    })
  },
]

const ma05oa04: OaMaker[] = [
  // Cociente con resto.
  (r) => {
    const k = int(r, 3, 9)
    const q = int(r, 15, 110)
    const rest = int(r, 1, k - 1)
    const total = k * q + rest
    if (total < 100 || total > 999) throw new Error('dividendo fuera de rango')
    const what = pick(r, ['láminas', 'bolitas', 'lápices', 'galletas'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Se reparten ${total} ${what} en partes iguales entre ${k} cursos y sobran algunas. ¿Cuántas recibe cada curso?`,
      key: q,
      wrong: [q + 1, rest, Math.floor(total / (k + 1))],
      positive: true,
      expresion: `(${total} - ${rest}) / ${k}`,
      solucion: `${total} : ${k} = ${q}, resto ${rest}: cada curso recibe ${q} y sobran ${rest}.`,
    })
  },
  // El resto.
  (r) => {
    const k = int(r, 3, 9)
    const q = int(r, 15, 110)
    const rest = int(r, 1, k - 1)
    const total = k * q + rest
    if (total < 100 || total > 999) throw new Error('dividendo fuera de rango')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} guarda ${total} fotos en páginas de ${k} fotos cada una, llenando cada página. ¿Cuántas fotos quedan sin guardar (el resto de la división)?`,
      key: rest,
      wrong: [q, k - rest === rest ? rest + 1 : k - rest, q % 10 === rest ? rest + 2 : q % 10],
      expresion: `${total} - ${k} * ${q}`,
      solucion: `${total} : ${k} = ${q} y resto ${rest}: ${k} · ${q} = ${k * q}, y ${total} - ${k * q} = ${rest}.`,
    })
  },
  // Interpretar el resto.
  (r) => {
    const k = pick(r, [6, 7, 8, 9])
    const q = int(r, 12, 100)
    const rest = int(r, 1, k - 1)
    const total = k * q + rest
    if (total < 100 || total > 999) throw new Error('dividendo fuera de rango')
    const [what, unit] = pick(r, [
      ['personas van de paseo en furgones', 'asientos'],
      ['libros se guardan en cajas', 'libros'],
      ['estudiantes se ordenan en mesas', 'puestos'],
    ] as const)
    return calc(r, {
      habilidad: 'Analizar',
      enunciado: `${total} ${what} de ${k} ${unit}. ¿Cuántos se necesitan como mínimo para que no quede nadie ni nada afuera (piensa en el resto)?`,
      key: q + 1,
      wrong: [q, rest, q + rest],
      positive: true,
      expresion: `(${total} - ${rest}) / ${k} + 1`,
      solucion: `${total} : ${k} = ${q}, resto ${rest}: los ${rest} que sobran necesitan uno más, ${q + 1}.`,
    })
  },
  // División exacta.
  (r) => {
    const k = int(r, 3, 9)
    const q = int(r, 20, 111)
    const total = k * q
    if (total < 100 || total > 999) throw new Error('dividendo fuera de rango')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${total} : ${k} con el algoritmo de la división y comprueba que el resto es 0.`,
      key: q,
      wrong: [
        q + 10,
        q - 1,
        Math.floor(q / 10) * 10 + (q % 10) + 1 === q ? q + 2 : Math.floor(q / 10) * 10 + (q % 10) + 1,
      ],
      positive: true,
      expresion: `${total} / ${k}`,
      solucion: `${total} : ${k} = ${q}, porque ${k} · ${q} = ${total}.`,
    })
  },
]

/** Combined operations with priority, at the numbers of the level. */
const combined = (big: number): OaMaker[] => [
  (r) => {
    const a = int(r, 2, 12 * big)
    const b = int(r, 2, 9)
    const c = int(r, 2, 9 * big)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${a} + ${b} · ${c} respetando la prioridad de las operaciones.`,
      key: a + b * c,
      wrong: [(a + b) * c, a + b + c, a * b + c],
      positive: true,
      expresion: `${a} + ${b} * ${c}`,
      solucion: `Primero la multiplicación: ${b} · ${c} = ${b * c}; luego ${a} + ${b * c} = ${a + b * c}.`,
    })
  },
  (r) => {
    const c = int(r, 2, 6)
    const q = int(r, 2, 9 * big)
    const b = int(r, 1, 12)
    const a = c * q + b
    const d = int(r, 2, 6)
    const e2 = int(r, 2, 9)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula (${a} - ${b}) : ${c} + ${d} · ${e2}.`,
      key: q + d * e2,
      wrong: [
        (q + d) * e2,
        a - b / c + d * e2 > 0 && Number.isInteger(b / c) ? a - b / c + d * e2 : q + d + e2,
        q * d * e2,
      ],
      positive: true,
      expresion: `(${a} - ${b}) / ${c} + ${d} * ${e2}`,
      solucion: `Primero el paréntesis: ${a} - ${b} = ${a - b}; luego ${a - b} : ${c} = ${q} y ${d} · ${e2} = ${d * e2}; al final ${q} + ${d * e2} = ${q + d * e2}.`,
    })
  },
  (r) => {
    const b = int(r, 2, 9)
    const q = int(r, 2, 9 * big)
    const a = b * q
    const c = int(r, 2, 5)
    const d = int(r, 1, q * 1)
    const f = int(r, 5, 30)
    const key = q - c * d + f
    if (key < 0) throw new Error('resultado negativo')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula ${a} : ${b} - ${c} · ${d} + ${f}.`,
      key,
      wrong: [(q - c) * d + f, q - c * (d + f) > 0 ? q - c * (d + f) : key + c, (q - c) * (d + f)],
      expresion: `${a} / ${b} - ${c} * ${d} + ${f}`,
      solucion: `Primero la división y la multiplicación: ${a} : ${b} = ${q} y ${c} · ${d} = ${c * d}; luego, de izquierda a derecha, ${q} - ${c * d} + ${f} = ${key}.`,
    })
  },
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 2, 9)
    const c = int(r, 2, 9)
    if (new Set([a, b, c]).size < 3) throw new Error('números repetidos')
    return concept(
      r,
      'Analizar',
      `¿Dónde se ponen los paréntesis para que ${a} + ${b} · ${c} dé ${(a + b) * c}, y no ${a + b * c}?`,
      `Encerrando ${a} + ${b}: (${a} + ${b}) · ${c}`,
      [
        `Encerrando ${b} · ${c}: ${a} + (${b} · ${c})`,
        `Encerrando todo: (${a} + ${b} · ${c})`,
        `No se necesitan paréntesis`,
      ],
      `Sin paréntesis se multiplica primero: ${a} + ${b * c} = ${a + b * c}. Con (${a} + ${b}) · ${c} se suma primero: ${a + b} · ${c} = ${(a + b) * c}.`,
    )
  },
]

const ma05oa06: OaMaker[] = [
  // Vuelto.
  (r) => {
    const [p1, p2] = [10 * int(r, 60, 250), 10 * int(r, 20, 90)]
    const [k1, k2] = [int(r, 2, 5), int(r, 2, 4)]
    const cost = k1 * p1 + k2 * p2
    const pay = pick(r, [10000, 20000]) >= cost ? pick(r, [10000, 20000]) : 20000
    if (pay < cost) throw new Error('no alcanza')
    const [a, b] = pick(r, [
      ['cuadernos', 'lápices'],
      ['panes amasados', 'jugos'],
      ['libros de cuentos', 'sobres de láminas'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} compra ${k1} ${a} a $${n(p1)} cada uno y ${k2} ${b} a $${n(p2)} cada uno, y paga con un billete de $${n(pay)}. ¿Cuánto dinero recibe de vuelto?`,
      key: pay - cost,
      wrong: [pay - p1 - p2, cost, pay - k1 * p1],
      show: money,
      positive: true,
      expresion: `${pay} - (${k1} * ${p1} + ${k2} * ${p2})`,
      solucion: `Gasta ${k1} · ${n(p1)} + ${k2} · ${n(p2)} = $${n(cost)}; el vuelto es ${n(pay)} - ${n(cost)} = $${n(pay - cost)}.`,
    })
  },
  // Reparto de una rifa.
  (r) => {
    const parts = int(r, 2, 6)
    const each = 1000 * int(r, 20, 150)
    const spent = 1000 * int(r, 10, 90)
    const total = spent + parts * each
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un centro de padres reunió $${n(total)} en una rifa, gastó $${n(spent)} en premios y reparte el resto en partes iguales entre ${parts} cursos. ¿Cuánto recibe cada curso?`,
      key: each,
      wrong: [F(total, parts), total - spent, each + spent],
      show: money,
      positive: true,
      expresion: `(${total} - ${spent}) / ${parts}`,
      solucion: `Quedan ${n(total)} - ${n(spent)} = $${n(total - spent)}; ${n(total - spent)} : ${parts} = $${n(each)}.`,
    })
  },
  // Producción y cajas.
  (r) => {
    const box = pick(r, [6, 12, 24])
    const perHour = box * int(r, 40, 120)
    const hours = int(r, 3, 9)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una fábrica de jugos llena ${n(perHour)} botellas por hora durante ${hours} horas (${n(perHour * hours)} botellas) y las guarda en cajas de ${box} botellas. ¿Cuántas cajas llena?`,
      key: (perHour * hours) / box,
      wrong: [perHour * hours, perHour / box, (perHour * hours) / box + hours],
      positive: true,
      expresion: `${perHour} * ${hours} / ${box}`,
      solucion: `${n(perHour)} · ${hours} = ${n(perHour * hours)} botellas; ${n(perHour * hours)} : ${box} = ${n((perHour * hours) / box)} cajas.`,
    })
  },
  // Ahorro.
  (r) => {
    const week = 500 * int(r, 3, 10)
    const weeks = int(r, 6, 20)
    const spend = 1000 * int(r, 5, 20)
    if (week * weeks <= spend) throw new Error('gasto mayor que el ahorro')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} ahorra $${n(week)} cada semana durante ${weeks} semanas y luego gasta $${n(spend)} en un regalo. ¿Cuánto dinero le queda?`,
      key: week * weeks - spend,
      wrong: [week * weeks, week * weeks + spend, week * (weeks - 1) - spend],
      show: money,
      positive: true,
      expresion: `${week} * ${weeks} - ${spend}`,
      solucion: `Ahorra ${n(week)} · ${weeks} = $${n(week * weeks)}; le quedan ${n(week * weeks)} - ${n(spend)} = $${n(week * weeks - spend)}.`,
    })
  },
]

const ma05oa07: OaMaker[] = [
  // Equivalente.
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8])
    const a = properOf(r, d)
    const k = int(r, 2, 5)
    return concept(
      r,
      'Comprender',
      `¿Qué fracción es equivalente a ${a}/${d}?`,
      `${a * k}/${d * k}`,
      [`${a + k}/${d + k}`, `${a * k}/${d}`, `${a}/${d * k}`, `${a + 1}/${d + 1}`],
      `Al amplificar por ${k} (multiplicar numerador y denominador por ${k}) se obtiene ${a * k}/${d * k}, que representa la misma parte.`,
    )
  },
  // Simplificar.
  (r) => {
    const d = pick(r, [3, 4, 5, 7, 8, 9])
    const a = properOf(r, d)
    const k = int(r, 2, 6)
    return concept(
      r,
      'Aplicar',
      `Simplifica la fracción ${a * k}/${d * k} hasta que sea irreductible.`,
      `${a}/${d}`,
      [`${a * k - 1}/${d * k - 1}`, `${a}/${d * k}`, `${a * k}/${d}`, `${a + 1}/${d}`],
      `Se divide numerador y denominador por ${k}: ${a * k}/${d * k} = ${a}/${d}, que ya no se puede simplificar.`,
    )
  },
  // Comparar.
  (r) => {
    const d1 = pick(r, [3, 4, 5, 6])
    const d2 = pick(r, [7, 8, 9, 10, 12])
    const a = properOf(r, d1)
    const b = properOf(r, d2)
    const fa = F(a, d1)
    const fb = F(b, d2)
    if (fa.equals(fb)) throw new Error('iguales')
    const [big, small] = fa.compare(fb) > 0 ? [`${a}/${d1}`, `${b}/${d2}`] : [`${b}/${d2}`, `${a}/${d1}`]
    const [who1, who2] = [kid(r), kid(r)]
    return concept(
      r,
      'Analizar',
      `${who1} comió ${a}/${d1} de una pizza y ${who2}, ${b}/${d2} de otra pizza igual. ¿Qué fracción es mayor? Compáralas con fracciones equivalentes de igual denominador.`,
      big,
      [small, 'Son iguales', `${a + b}/${d1 + d2}`],
      `Con denominador ${d1 * d2}: ${a}/${d1} = ${a * d2}/${d1 * d2} y ${b}/${d2} = ${b * d1}/${d1 * d2}; la mayor es ${big}.`,
    )
  },
]
function properOf(r: Rng, d: number) {
  let a = int(r, 1, d - 1)
  const g = (x: number, y: number): number => (y === 0 ? x : g(y, x % y))
  while (g(a, d) !== 1) a = int(r, 1, d - 1)
  return a
}

const improperMixed: OaMaker[] = [
  // Impropia a mixto.
  (r) => {
    const d = pick(r, [2, 3, 4, 5, 6, 8])
    const whole = int(r, 1, 5)
    const a = properOf(r, d)
    const num = whole * d + a
    return concept(
      r,
      'Aplicar',
      `¿Qué número mixto es igual a la fracción impropia ${num}/${d}?`,
      `${whole} ${a}/${d}`,
      [
        `${a} ${whole}/${d}`,
        `${whole + 1} ${a}/${d}`,
        `${whole} ${d - a === a ? a + 1 : d - a}/${d}`,
        `${num} ${a}/${d}`,
      ],
      `${num} : ${d} = ${whole}, resto ${a}: ${num}/${d} = ${whole} ${a}/${d}.`,
    )
  },
  // Mixto a impropia.
  (r) => {
    const d = pick(r, [2, 3, 4, 5, 6, 8, 10, 12])
    const whole = int(r, 1, 6)
    const a = properOf(r, d)
    return concept(
      r,
      'Aplicar',
      `Escribe el número mixto ${whole} ${a}/${d} como fracción impropia.`,
      `${whole * d + a}/${d}`,
      [`${whole + a}/${d}`, `${whole * a + d}/${d}`, `${whole * d}/${d + a}`, `${whole * d + a}/${whole}`],
      `${whole} enteros son ${whole * d}/${d}; más ${a}/${d}: ${whole * d + a}/${d}.`,
    )
  },
  // En la recta numérica.
  (r) => {
    const d = pick(r, [2, 3, 4, 5, 6])
    const whole = int(r, 0, 5)
    const a = properOf(r, d)
    const num = whole * d + a
    return concept(
      r,
      'Comprender',
      `En la recta numérica, ¿entre qué números naturales está la fracción impropia ${num}/${d}?`,
      `Entre ${whole} y ${whole + 1}`,
      [
        `Entre ${whole + 1} y ${whole + 2}`,
        `Entre ${num - 1} y ${num}`,
        whole === 0 ? `Entre ${d} y ${d + 1}` : `Entre ${whole - 1} y ${whole}`,
      ],
      `${num}/${d} = ${whole} ${a}/${d}: está después de ${whole} y antes de ${whole + 1}.`,
    )
  },
  // Mitades y cuartos en contexto.
  (r) => {
    const [d, part] = pick(r, [
      [2, 'mitades'],
      [4, 'cuartos'],
      [3, 'tercios'],
    ] as const)
    const num = int(r, d + 1, 6 * d)
    if (num % d === 0) throw new Error('número entero')
    const food = pick(r, ['naranjas', 'sándwiches', 'tortillas', 'manzanas'])
    return concept(
      r,
      'Aplicar',
      `Para la convivencia hay ${num} ${part} de ${food}. ¿Cuántas ${food} son, como número mixto?`,
      `${Math.floor(num / d)} ${num % d}/${d}`,
      [
        `${num % d} ${Math.floor(num / d)}/${d}`,
        `${Math.floor(num / d) + 1} ${num % d}/${d}`,
        `${num} ${num % d}/${d}`,
      ],
      `${num}/${d} = ${Math.floor(num / d)} enteros y ${num % d}/${d}: la fracción impropia ${num}/${d} es el número mixto ${Math.floor(num / d)} ${num % d}/${d}.`,
    )
  },
]

const ma05oa10: OaMaker[] = [
  // Fracción a decimal.
  (r) => {
    const d = pick(r, [2, 4, 5, 10])
    const a = int(r, 1, 2 * d - 1)
    const f = F(a, d)
    if (f.d === 1n) throw new Error('entero')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Qué número decimal es equivalente a la fracción ${a}/${d}?`,
      key: f,
      wrong: [F(Number(`${a}${d}`), 100), F(a * 10 + d, 10), F(d, a * 10 > d ? a * 10 : a * 100)],
      show: (x) => n(x),
      positive: true,
      expresion: `${a}/${d}`,
      solucion: `${a}/${d} = ${fx(f.mul(100))}/100 = ${n(f)} (se amplifica hasta denominador 10 o 100).`,
    })
  },
  // Decimal a fracción.
  (r) => {
    const d = pick(r, [2, 4, 5, 10])
    const a = properOf(r, d)
    const f = F(a, d)
    return concept(
      r,
      'Aplicar',
      `¿Qué fracción es igual al número decimal ${n(f)}?`,
      `${a}/${d}`,
      [`${Math.round(f.valueOf() * 100)}/10`, `1/${Math.round(f.valueOf() * 10) || 2}`, `${a + 1}/${d}`],
      `${n(f)} = ${Math.round(f.valueOf() * 100)}/100 = ${a}/${d} al simplificar.`,
    )
  },
  // En contexto.
  (r) => {
    const d = pick(r, [2, 4, 5, 10])
    const a = int(r, 1, d - 1)
    const f = F(a, d)
    const [what, unit] = pick(r, [
      ['de litro de leche', 'L'],
      ['de kilo de pan', 'kg'],
      ['de metro de cinta', 'm'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En la receta dice «${a}/${d} ${what}», pero la balanza o la jarra marca decimales. ¿Qué número decimal corresponde?`,
      key: f,
      wrong: [F(a * 10 + d, 100), F(d, 10), F(a, 10).equals(f) ? f.add(F(1, 10)) : F(a, 10)],
      show: (x) => `${n(x)} ${unit}`,
      positive: true,
      expresion: `${a}/${d}`,
      solucion: `${a}/${d} = ${n(f)}: se divide ${a} por ${d}.`,
    })
  },
]

const ma05oa11: OaMaker[] = [
  // El mayor.
  (r) => {
    const base = int(r, 1, 9)
    const vals = [
      F(base * 100 + int(r, 0, 99), 1000),
      F(base * 10 + int(r, 0, 9), 100),
      F(base, 10),
      F(base * 100 + int(r, 0, 99), 1000),
    ]
    const unique = vals.filter((v, i) => vals.findIndex((w) => w.equals(v)) === i)
    if (unique.length < 4) throw new Error('repetidos')
    const max = unique.reduce((a, b) => (a.compare(b) > 0 ? a : b))
    return concept(
      r,
      'Comprender',
      `¿Cuál es el mayor de estos números decimales: ${unique.map(n).join('; ')}?`,
      n(max),
      unique.filter((v) => !v.equals(max)).map(n),
      `Se comparan décimas, luego centésimas y milésimas: el mayor es ${n(max)}.`,
    )
  },
  // Ordenar tiempos.
  (r) => {
    const base = int(r, 10, 14)
    const times = [
      F(base * 1000 + int(r, 100, 999), 1000),
      F(base * 1000 + int(r, 100, 999), 1000),
      F(base * 100 + int(r, 10, 99), 100),
    ]
    const unique = times.filter((v, i) => times.findIndex((w) => w.equals(v)) === i)
    if (unique.length < 3) throw new Error('repetidos')
    const names = [kid(r), kid(r), kid(r)]
    if (new Set(names).size < 3) throw new Error('nombres repetidos')
    const min = unique.reduce((a, b) => (a.compare(b) < 0 ? a : b))
    const winner = names[unique.findIndex((v) => v.equals(min))]!
    return concept(
      r,
      'Aplicar',
      `En los 100 metros planos, ${names.map((who, i) => `${who} marcó ${n(unique[i]!)} s`).join(', ')}. Al comparar los decimales, ¿quién ganó (el menor tiempo)?`,
      winner,
      [...names.filter((who) => who !== winner), 'Empataron'],
      `El menor de ${unique.map(n).join(', ')} es ${n(min)}: ganó ${winner}.`,
    )
  },
  // Orden de menor a mayor.
  (r) => {
    const vals = [F(int(r, 100, 999), 1000), F(int(r, 10, 99), 100), F(int(r, 1, 9), 10)].map((v) =>
      v.add(int(r, 0, 2)),
    )
    const unique = vals.filter((v, i) => vals.findIndex((w) => w.equals(v)) === i)
    if (unique.length < 3) throw new Error('repetidos')
    const sorted = [...unique].sort((a, b) => a.compare(b))
    const list = (xs: readonly Fraction[]) => xs.map(n).join('; ')
    return concept(
      r,
      'Aplicar',
      `Ordena de menor a mayor los números decimales ${list(unique)}.`,
      list(sorted),
      [
        list([...sorted].reverse()),
        list([sorted[1]!, sorted[0]!, sorted[2]!]),
        list([sorted[0]!, sorted[2]!, sorted[1]!]),
      ],
      `Se comparan primero los enteros y luego décimas, centésimas y milésimas: ${list(sorted)}.`,
    )
  },
]

const ma05oa14: OaMaker[] = [
  // Término lejano.
  (r, level) => {
    const a = int(r, 1, 20)
    const d = int(r, 2, level >= 5 ? 12 : 9)
    const k = int(r, 8, 25)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En la sucesión ${[0, 1, 2, 3].map((i) => a + d * i).join(', ')}, … la regla es sumar ${d}. ¿Cuál es el término que está en el lugar ${k}?`,
      key: a + d * (k - 1),
      wrong: [a + d * k, d * k, a + d * (k - 2)],
      positive: true,
      expresion: `${a} + ${d} * (${k} - 1)`,
      solucion: `Del lugar 1 al lugar ${k} se suma ${d} un total de ${k - 1} veces: ${a} + ${d} · ${k - 1} = ${a + d * (k - 1)}.`,
    })
  },
  // Qué regla.
  (r) => {
    const a = int(r, 1, 6)
    const m = pick(r, [2, 3])
    const seq = [0, 1, 2, 3].map((i) => a * m ** i)
    return concept(
      r,
      'Analizar',
      `¿Qué regla genera la sucesión ${seq.join(', ')}, …?`,
      `Multiplicar por ${m}`,
      [`Sumar ${seq[1]! - seq[0]!}`, `Sumar ${m}`, `Multiplicar por ${m + 1}`],
      `Cada término es el anterior por ${m}: ${seq
        .slice(0, 3)
        .map((x) => `${x} · ${m} = ${x * m}`)
        .join('; ')}.`,
    )
  },
  // Qué sigue, decreciente.
  (r) => {
    const d = int(r, 3, 12)
    const start = d * int(r, 8, 15)
    const seq = [0, 1, 2, 3].map((i) => start - d * i)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿Qué número sigue en la sucesión ${seq.join(', ')}, …? Encuentra su regla.`,
      key: start - 4 * d,
      wrong: [start - 3 * d + d, start - 5 * d, start - 4 * d + 1],
      positive: true,
      expresion: `${seq[3]} - ${d}`,
      solucion: `La regla es restar ${d}: ${seq[3]} - ${d} = ${start - 4 * d}.`,
    })
  },
  // Figuras.
  (r) => {
    const d = int(r, 2, 5)
    const a = d + int(r, 1, 4)
    const k = int(r, 10, 30)
    const thing = pick(r, ['palitos de helado', 'fósforos', 'cuadraditos', 'fichas'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Las figuras de un patrón usan ${[0, 1, 2, 3].map((i) => a + d * i).join(', ')} ${thing}: es una sucesión. Con su regla, predice cuántos ${thing} tendrá la figura ${k}.`,
      key: a + d * (k - 1),
      wrong: [a * k, d * k, a + d * k],
      positive: true,
      expresion: `${a} + ${d} * (${k} - 1)`,
      solucion: `Cada figura tiene ${d} más que la anterior: ${a} + ${d} · ${k - 1} = ${a + d * (k - 1)}.`,
    })
  },
]

const ma05oa15: OaMaker[] = [
  // x + a = b.
  (r) => {
    const a = int(r, 5, 99)
    const x = int(r, 5, 150)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación x + ${a} = ${x + a}.`,
      key: x,
      wrong: [x + 2 * a, x + a, x - 1],
      positive: true,
      expresion: `${x + a} - ${a}`,
      solucion: `Se resta ${a} a ambos lados: x = ${x + a} - ${a} = ${x}.`,
    })
  },
  // x - a = b.
  (r) => {
    const a = int(r, 5, 99)
    const b = int(r, 5, 150)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación x - ${a} = ${b}.`,
      key: a + b,
      wrong: [Math.abs(b - a) || a + b + 2, b, a + b + 10],
      positive: true,
      expresion: `${b} + ${a}`,
      solucion: `Se suma ${a} a ambos lados: x = ${b} + ${a} = ${a + b}.`,
    })
  },
  // Balanza.
  (r) => {
    const w = 50 * int(r, 2, 10)
    const total = w + 50 * int(r, 2, 16)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una balanza en equilibrio, un platillo tiene una caja de x gramos y una pesa de ${w} g, y el otro tiene ${total} g: x + ${w} = ${total}. ¿Cuántos gramos tiene la caja?`,
      key: total - w,
      wrong: [total + w, total, w],
      show: (f) => `${n(f)} g`,
      positive: true,
      expresion: `${total} - ${w}`,
      solucion: `Se quitan ${w} g de cada platillo y sigue en equilibrio: x = ${total} - ${w} = ${total - w} g.`,
    })
  },
  // Inecuación.
  (r) => {
    const a = int(r, 5, 60)
    const b = a + int(r, 5, 80)
    const s = pick(r, ['<', '>'])
    return concept(
      r,
      'Aplicar',
      `Resuelve la inecuación x + ${a} ${s} ${b}.`,
      ineq(s, b - a),
      [ineq(flip(s), b - a), ineq(s, b + a), ineq(s, b)],
      `Se resta ${a} a ambos lados y el sentido se mantiene: ${ineq(s, b - a)}.`,
    )
  },
]

/** Length units and their size in millimetres. */
const lengthUnits = [
  ['km', 1000000],
  ['m', 1000],
  ['cm', 10],
  ['mm', 1],
] as const
const ma05oa20: OaMaker[] = [
  // Convertir.
  (r) => {
    const i = int(r, 0, 2)
    const j = int(r, i + 1, 3)
    const [big, bigMm] = lengthUnits[i]!
    const [small, smallMm] = lengthUnits[j]!
    const factor = bigMm / smallMm
    const value = pick(r, [F(int(r, 2, 30)), F(int(r, 11, 99), 10), F(int(r, 101, 999), 100)])
    const key = value.mul(factor)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `¿A cuántos ${small === 'km' ? 'kilómetros' : small === 'm' ? 'metros' : small === 'cm' ? 'centímetros' : 'milímetros'} equivalen ${n(value)} ${big}?`,
      key,
      wrong: [value.div(factor), value.mul(factor * 10), value.mul(factor / 10 >= 1 ? factor / 10 : 100)],
      show: (f) => `${n(f)} ${small}`,
      positive: true,
      expresion: `${ef(value)} * ${factor}`,
      solucion: `1 ${big} = ${n(factor)} ${small}: ${n(value)} · ${n(factor)} = ${n(key)} ${small}.`,
    })
  },
  // De menor a mayor unidad.
  (r) => {
    const [small, big, factor] = pick(r, [
      ['m', 'km', 1000],
      ['cm', 'm', 100],
      ['mm', 'cm', 10],
    ] as const)
    const value = int(r, 150, 9000)
    const key = F(value, factor)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} recorrió ${n(value)} ${small} en ${pick(r, ['su bicicleta', 'una caminata', 'el trazado de un mapa', 'una maqueta'])}. Para convertir a la unidad mayor, ¿cuántos ${big} son?`,
      key,
      wrong: [F(value * factor), F(value, factor * 10), F(value, factor / 10 >= 1 ? factor / 10 : 1000)],
      show: (f) => `${n(f)} ${big}`,
      positive: true,
      expresion: `${value} / ${factor}`,
      solucion: `1 ${big} = ${factor} ${small}: ${n(value)} : ${factor} = ${n(key)} ${big}.`,
    })
  },
  // Comparar.
  (r) => {
    const km = F(int(r, 11, 59), 10)
    const m = km.mul(1000).add(pick(r, [-300, -200, -100, 100, 200, 300]))
    const bigger = m.compare(km.mul(1000)) > 0 ? `${n(m)} m` : `${n(km)} km`
    const smaller = bigger.endsWith(' m') ? `${n(km)} km` : `${n(m)} m`
    return concept(
      r,
      'Analizar',
      `Dos senderos miden ${n(km)} km y ${n(m)} m. Al convertir a la misma unidad, ¿cuál es más largo?`,
      bigger,
      [smaller, 'Miden lo mismo', 'No se pueden comparar'],
      `${n(km)} km = ${n(km.mul(1000))} m; se compara con ${n(m)} m: es más largo el de ${bigger}.`,
    )
  },
]

const ma05oa19: OaMaker[] = [
  // Medir con regla.
  (r) => {
    const start = F(int(r, 0, 4))
    const end = start.add(F(int(r, 35, 250), 10))
    const what = pick(r, ['un lápiz', 'una goma', 'un clip grande', 'una hoja de árbol', 'un cuaderno pequeño'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} pone ${what} sobre la regla: empieza en la marca ${n(start)} cm y termina en la marca ${n(end)} cm. ¿Cuánto mide?`,
      key: end.sub(start),
      wrong: [end, end.add(start), end.sub(start).add(1)],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${ef(end)} - ${ef(start)}`,
      solucion: `La medida es la diferencia entre las marcas: ${n(end)} - ${n(start)} = ${n(end.sub(start))} cm.`,
    })
  },
  // Sumar medidas.
  (r) => {
    const m = int(r, 1, 3)
    const cm = int(r, 5, 95)
    const other = int(r, 20, 95)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para un trabajo se unen una cinta de ${m} m y ${cm} cm con otra de ${other} cm. ¿Cuántos centímetros mide la cinta completa?`,
      key: m * 100 + cm + other,
      wrong: [m + cm + other, m * 10 + cm + other, m * 100 + cm],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `${m} * 100 + ${cm} + ${other}`,
      solucion: `${m} m ${cm} cm = ${m * 100 + cm} cm; ${m * 100 + cm} + ${other} = ${m * 100 + cm + other} cm.`,
    })
  },
  // Qué unidad.
  (r) => {
    const cases = [
      ['el grosor de una moneda de $100', 'Milímetros'],
      ['el largo de un estuche', 'Centímetros'],
      ['el largo de la cancha del colegio', 'Metros'],
      ['la distancia entre Santiago y Valparaíso', 'Kilómetros'],
      ['el ancho de un botón', 'Milímetros'],
    ] as const
    const [what, key] = pick(r, cases)
    return concept(
      r,
      'Comprender',
      `¿Qué unidad de longitud conviene para medir ${what}?`,
      key,
      ['Milímetros', 'Centímetros', 'Metros', 'Kilómetros'].filter((o) => o !== key),
      `Para ${what} la unidad que da un número cómodo es ${key.toLowerCase()}.`,
    )
  },
]

const ma05oa21: OaMaker[] = [
  // Ancho desde el perímetro.
  (r) => {
    const w = int(r, 2, 20)
    const l = w + int(r, 1, 15)
    const p = 2 * (w + l)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} diseña un rectángulo de ${p} cm de perímetro y ${l} cm de largo. ¿Cuánto mide su ancho?`,
      key: w,
      wrong: [p - l, p / 2, p - 2 * l],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `(${p} - 2 * ${l}) / 2`,
      solucion: `Dos largos suman ${2 * l} cm; quedan ${p - 2 * l} cm para dos anchos: ${w} cm.`,
    })
  },
  // Perímetro desde el área.
  (r) => {
    const w = int(r, 2, 12)
    const l = int(r, 3, 15)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un rectángulo tiene un área de ${w * l} cm² y ${w} cm de ancho. ¿Cuál es su perímetro?`,
      key: 2 * (w + l),
      wrong: [w + l, w * l, 2 * l + w],
      show: (f) => `${n(f)} cm`,
      positive: true,
      expresion: `2 * (${w * l} / ${w} + ${w})`,
      solucion: `Largo = ${w * l} : ${w} = ${l} cm; perímetro = 2 · (${l} + ${w}) = ${2 * (w + l)} cm.`,
    })
  },
  // Con área y perímetro.
  (r) => {
    const w = int(r, 2, 8)
    const l = w + int(r, 1, 8)
    const others = [
      [w + 1, l - 1],
      [w - 1 || w + 2, l + 1],
      [1, w * l],
    ].filter(([a, b]) => a! > 0 && b! > 0 && !(a === w && b === l))
    return concept(
      r,
      'Analizar',
      `¿Qué rectángulo tiene un área de ${w * l} cm² y un perímetro de ${2 * (w + l)} cm?`,
      `${w} cm por ${l} cm`,
      others.map(([a, b]) => `${a} cm por ${b} cm`),
      `${w} · ${l} = ${w * l} cm² y 2 · (${w} + ${l}) = ${2 * (w + l)} cm; los otros fallan en el área o en el perímetro.`,
    )
  },
  // La mayor área con un perímetro.
  (r) => {
    const side = int(r, 3, 12)
    const p = 4 * side
    return concept(
      r,
      'Evaluar',
      `Con ${p} m de malla se cerca un corral rectangular. ¿Qué medidas dan el corral de mayor área?`,
      `${side} m por ${side} m`,
      [`${side - 1} m por ${side + 1} m`, `${side - 2} m por ${side + 2} m`, `1 m por ${2 * side - 1} m`],
      `Todos tienen perímetro ${p} m; el área mayor es la del cuadrado: ${side} · ${side} = ${side * side} m², frente a ${(side - 1) * (side + 1)} m² del siguiente.`,
    )
  },
]

const ma05oa22: OaMaker[] = [
  // Triángulo.
  (r) => {
    const b = int(r, 3, 24)
    const h = int(r, 2, 20)
    const what = pick(r, [
      'un banderín',
      'una vela de un barco de juguete',
      'un terreno triangular',
      'un trozo de cartulina triangular',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${what.charAt(0).toUpperCase()}${what.slice(1)} tiene forma de triángulo de ${b} cm de base y ${h} cm de altura. ¿Cuál es su área?`,
      key: F(b * h, 2),
      wrong: [b * h, b + h, F(b * h, 4)],
      show: (f) => `${n(f)} cm²`,
      positive: true,
      expresion: `${b} * ${h} / 2`,
      solucion: `Área del triángulo = base · altura : 2 = ${b} · ${h} : 2 = ${n(F(b * h, 2))} cm².`,
    })
  },
  // Paralelogramo.
  (r) => {
    const b = int(r, 4, 25)
    const h = int(r, 2, 18)
    const side = h + int(r, 1, 6)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un paralelogramo tiene ${b} cm de base, ${h} cm de altura y sus lados inclinados miden ${side} cm. ¿Cuál es su área?`,
      key: b * h,
      wrong: [b * side, F(b * h, 2), 2 * (b + side)],
      show: (f) => `${n(f)} cm²`,
      positive: true,
      expresion: `${b} * ${h}`,
      solucion: `Área del paralelogramo = base · altura = ${b} · ${h} = ${b * h} cm² (el lado inclinado no es la altura).`,
    })
  },
  // Trapecio.
  (r) => {
    const B = int(r, 8, 30)
    const b2 = int(r, 3, B - 2)
    const h = int(r, 2, 16)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un cantero con forma de trapecio tiene bases de ${B} m y ${b2} m, y ${h} m de altura. ¿Cuál es su área?`,
      key: F((B + b2) * h, 2),
      wrong: [(B + b2) * h, B * b2 * h, F(B * h, 2)],
      show: (f) => `${n(f)} m²`,
      positive: true,
      expresion: `(${B} + ${b2}) * ${h} / 2`,
      solucion: `Área del trapecio = (B + b) · h : 2 = (${B} + ${b2}) · ${h} : 2 = ${n(F((B + b2) * h, 2))} m².`,
    })
  },
  // Figura compuesta.
  (r) => {
    const w = int(r, 4, 15)
    const l = int(r, 4, 15)
    const h = 2 * int(r, 1, 6)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `El dibujo de una casa está formado por un rectángulo de ${l} cm por ${w} cm y, encima, un triángulo de ${l} cm de base y ${h} cm de altura. ¿Cuál es el área de la figura irregular?`,
      key: l * w + (l * h) / 2,
      wrong: [l * w + l * h, l * w, l * (w + h)],
      show: (f) => `${n(f)} cm²`,
      positive: true,
      expresion: `${l} * ${w} + ${l} * ${h} / 2`,
      solucion: `Se suman las partes: ${l} · ${w} = ${l * w} cm² y ${l} · ${h} : 2 = ${(l * h) / 2} cm²; en total ${l * w + (l * h) / 2} cm².`,
    })
  },
]

ma05oa10.push(
  // Comparar una fracción y un decimal.
  (r) => {
    const d = pick(r, [2, 4, 5, 10])
    const a = properOf(r, d)
    const f = F(a, d)
    const other = f.add(pick(r, [F(-1, 10), F(-1, 20), F(1, 20), F(1, 10)]))
    if (other.compare(0) <= 0 || other.compare(1) >= 0) throw new Error('fuera de rango')
    const [who1, who2] = [kid(r), kid(r)]
    if (who1 === who2) throw new Error('mismo nombre')
    const bigger = f.compare(other) > 0 ? who1 : who2
    return concept(
      r,
      'Analizar',
      `${who1} tomó ${a}/${d} de litro de leche y ${who2}, ${n(other)} litros. Al escribir la fracción como número decimal, ¿quién tomó más?`,
      bigger,
      [bigger === who1 ? who2 : who1, 'Tomaron lo mismo', 'No se puede saber'],
      `${a}/${d} = ${n(f)}; como ${n(f)} ${f.compare(other) > 0 ? '>' : '<'} ${n(other)}, tomó más ${bigger}.`,
    )
  },
)

const gcdOf = (a: number, b: number): number => (b === 0 ? a : gcdOf(b, a % b))
const isPrime = (k: number) =>
  k > 1 && Array.from({ length: Math.floor(Math.sqrt(k)) - 1 }, (_, i) => i + 2).every((d) => k % d !== 0)

const ma06oa01: OaMaker[] = [
  // Mínimo común múltiplo.
  (r) => {
    const [a, b] = pick(r, [
      [4, 6],
      [6, 8],
      [6, 9],
      [8, 12],
      [10, 15],
      [12, 18],
      [9, 12],
      [15, 20],
    ] as const)
    const lcm = (a * b) / gcdOf(a, b)
    const [what, unit] = pick(r, [
      ['Un bus pasa por el paradero', 'minutos'],
      ['Un faro se enciende', 'segundos'],
      ['Una alarma suena', 'minutos'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${what} cada ${a} ${unit} y otro cada ${b} ${unit}; ahora coinciden. ¿En cuántos ${unit} vuelven a coincidir? Busca el mínimo común múltiplo.`,
      key: lcm,
      wrong: [a * b === lcm ? lcm * 2 : a * b, a + b, gcdOf(a, b)],
      positive: true,
      expresion: `${a} * ${b} / ${gcdOf(a, b)}`,
      solucion: `Múltiplos de ${a}: ${[1, 2, 3, 4].map((k) => a * k).join(', ')}…; de ${b}: ${[1, 2, 3].map((k) => b * k).join(', ')}…; el menor común es ${lcm}.`,
    })
  },
  // Cuál es primo.
  (r) => {
    const primes = [23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]
    const key = pick(r, primes)
    const composites = [21, 27, 33, 39, 49, 51, 57, 63, 69, 77, 81, 87, 91, 93].filter((c) => !isPrime(c))
    const others = [pick(r, composites), pick(r, composites), pick(r, composites), pick(r, composites)]
    return concept(
      r,
      'Analizar',
      `¿Cuál de estos números es primo, es decir, tiene solo dos divisores?`,
      String(key),
      [...new Set(others)].map(String),
      `${key} solo es divisible por 1 y por ${key}; los otros números son compuestos (por ejemplo, ${others[0]} = ${[3, 7, 9, 13].find((d) => others[0]! % d === 0) ?? 3} · ${others[0]! / ([3, 7, 9, 13].find((d) => others[0]! % d === 0) ?? 3)}).`,
    )
  },
  // Múltiplo en un intervalo.
  (r) => {
    const m = int(r, 6, 13)
    const low = 10 * int(r, 4, 9)
    const first = Math.ceil((low + 1) / m) * m
    if (first >= low + 10) throw new Error('sin múltiplo en la decena')
    const others = [first - 1, first + 1, first + 2, first - 2].filter((x) => x % m !== 0 && x > low && x < low + 10)
    return concept(
      r,
      'Aplicar',
      `¿Qué número entre ${low} y ${low + 10} es múltiplo de ${m}?`,
      String(first),
      others.map(String),
      `${m} · ${first / m} = ${first}: es múltiplo de ${m} (divisible por ${m}).`,
    )
  },
  // Cantidad de divisores.
  (r) => {
    const k = pick(r, [12, 18, 20, 24, 28, 30, 36, 40, 45, 48])
    const divisors = Array.from({ length: k }, (_, i) => i + 1).filter((d) => k % d === 0)
    return concept(
      r,
      'Aplicar',
      `Con ${k} cuadraditos iguales se quieren armar rectángulos distintos. Cada rectángulo usa un par de factores de ${k}. ¿Cuántos divisores (factores) tiene ${k}?`,
      String(divisors.length),
      [String(divisors.length - 2), String(divisors.length + 1), String(Math.floor(divisors.length / 2))],
      `Los divisores de ${k} son ${divisors.join(', ')}: son ${divisors.length}.`,
    )
  },
]

const ma06oa03: OaMaker[] = [
  // Razón en un curso.
  (r) => {
    const g = int(r, 2, 6)
    const a = int(r, 1, 5)
    let b = int(r, 1, 5)
    if (b === a || gcdOf(a, b) !== 1) b = a + 1
    const [x, y] = pick(r, [
      ['niñas', 'niños'],
      ['perros', 'gatos'],
      ['bicicletas', 'patinetas'],
    ] as const)
    return concept(
      r,
      'Comprender',
      `En un grupo hay ${a * g} ${x} y ${b * g} ${y}. ¿Cuál es la razón entre ${x} y ${y}, simplificada?`,
      `${a} : ${b}`,
      [`${b} : ${a}`, `${a * g} : ${(a + b) * g}`, `${a} : ${a + b}`],
      `${a * g} : ${b * g}; al dividir ambos por ${g} queda ${a} : ${b}: por cada ${a} ${x} hay ${b} ${y}.`,
    )
  },
  // Receta con razón.
  (r) => {
    const a = int(r, 2, 5)
    const b = int(r, 1, 3)
    const k = int(r, 2, 9)
    const [x, y, u] = pick(r, [
      ['harina', 'azúcar', 'g'],
      ['agua', 'jugo concentrado', 'mL'],
      ['arena', 'cemento', 'kg'],
    ] as const)
    const unitSize = u === 'g' ? 100 : u === 'mL' ? 50 : 5
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `La razón entre ${x} y ${y} de una mezcla es ${a} : ${b}. Si se usan ${a * k * unitSize} ${u} de ${x}, ¿cuántos ${u} de ${y} se necesitan?`,
      key: b * k * unitSize,
      wrong: [a * k * unitSize * b, a * k * unitSize - (a - b), (a * k * unitSize) / b],
      positive: true,
      expresion: `${a * k * unitSize} * ${b} / ${a}`,
      solucion: `Por cada ${a} partes de ${x} va ${b === 1 ? '1 parte' : `${b} partes`} de ${y}: ${a * k * unitSize} : ${a} · ${b} = ${b * k * unitSize} ${u}.`,
    })
  },
  // Por cada.
  (r) => {
    const a = int(r, 2, 5)
    const b = int(r, 3, 8)
    const k = int(r, 2, 9)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una pintura de la sala se mezclan ${a} tarros de pintura azul por cada ${b} de blanca (razón ${a} : ${b}). Si se usan ${b * k} tarros de blanca, ¿cuántos de azul se usan?`,
      key: a * k,
      wrong: [b * k, a * b * k, a + k],
      positive: true,
      expresion: `${b * k} * ${a} / ${b}`,
      solucion: `${b * k} : ${b} = ${k} grupos; en cada grupo van ${a} tarros de azul: ${a} · ${k} = ${a * k}.`,
    })
  },
]

const ma06oa04: OaMaker[] = [
  // Porcentaje de una cantidad.
  (r) => {
    const total = pick(r, [20, 40, 50, 60, 80, 200, 300, 500])
    const p = pick(r, [10, 20, 25, 50, 75])
    const what = pick(r, [
      'de los libros de la biblioteca de aula son de cuentos',
      'de las plantas del huerto son lechugas',
      'de los asientos del bus están ocupados',
    ])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Hay ${total} en total y el ${p} % ${what}. ¿Cuántos son?`,
      key: F(total * p, 100),
      wrong: [F(total, p), total - (total * p) / 100 || total + 1, p],
      positive: true,
      expresion: `${total} * ${p} / 100`,
      solucion: `${p} % es ${p}/100: ${total} · ${p}/100 = ${n(F(total * p, 100))}.`,
    })
  },
  // Cuadrícula de 100.
  (r) => {
    const painted = int(r, 5, 95)
    const pct = (x: number) => `${x} %`
    return concept(
      r,
      'Comprender',
      `En una cuadrícula de 100 cuadritos, ${kid(r)} pintó ${painted}. ¿Qué porcentaje de la cuadrícula pintó?`,
      pct(painted),
      [
        pct(100 - painted),
        pct(painted / 10 === Math.floor(painted / 10) ? painted + 5 : Math.floor(painted / 10)),
        `${painted}/10 %`,
      ],
      `${painted} de 100 cuadritos es ${painted}/100, es decir, el ${painted} %.`,
    )
  },
  // Fracción a porcentaje.
  (r) => {
    const [a, d] = pick(r, [
      [1, 2],
      [1, 4],
      [3, 4],
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [1, 10],
      [7, 10],
      [3, 20],
    ] as const)
    const p = (100 * a) / d
    const pct = (x: number) => `${x} %`
    return concept(
      r,
      'Aplicar',
      `${kid(r)} leyó ${a}/${d} de su libro. ¿Qué porcentaje del libro leyó?`,
      pct(p),
      [pct(a * 10 + d), pct(100 - p), pct(a * d)].filter((o) => o !== pct(p)),
      `${a}/${d} = ${(100 * a) / d}/100 = ${p} %.`,
    )
  },
]

const ma06oa06: OaMaker[] = [
  // Suma de mixtos.
  (r) => {
    const a = F(int(r, 1, 4)).add(F(int(r, 1, 5), pick(r, [2, 3, 4, 6])))
    const b = F(int(r, 1, 3)).add(F(int(r, 1, 7), pick(r, [4, 5, 8, 12])))
    const key = a.add(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula la suma de números mixtos ${a.toFraction(true)} + ${b.toFraction(true)}.`,
      key,
      wrong: [key.sub(1), F(N(a) + N(b), D(a) + D(b)), key.add(F(1, D(key)))],
      show: (f) => f.toFraction(true),
      positive: true,
      expresion: `${ef(a)} + ${ef(b)}`,
      solucion: `Se suman los enteros y las fracciones (con igual denominador): ${a.toFraction(true)} + ${b.toFraction(true)} = ${key.toFraction(true)}.`,
    })
  },
  // Resta de mixtos.
  (r) => {
    const a = F(int(r, 3, 7)).add(F(int(r, 1, 3), pick(r, [4, 5, 8])))
    const b = F(int(r, 1, 2)).add(F(int(r, 1, 5), pick(r, [2, 3, 6])))
    const key = a.sub(b)
    if (key.compare(0) <= 0) throw new Error('resta negativa')
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Calcula la resta de números mixtos ${a.toFraction(true)} - ${b.toFraction(true)}.`,
      key,
      wrong: [a.add(b), key.add(1), key.sub(F(1, 2)).compare(0) > 0 ? key.sub(F(1, 2)) : key.add(2)],
      show: (f) => f.toFraction(true),
      positive: true,
      expresion: `${ef(a)} - ${ef(b)}`,
      solucion: `${a.toFraction(true)} = ${fx(a)} y ${b.toFraction(true)} = ${fx(b)}; ${fx(a)} - ${fx(b)} = ${fx(key)} = ${key.toFraction(true)}.`,
    })
  },
  // Impropias de dos dígitos.
  (r) => {
    const d1 = pick(r, [4, 6, 8, 10, 12])
    const d2 = pick(r, [3, 5, 9, 15])
    const a = F(int(r, d1 + 1, 3 * d1), d1)
    const b = F(int(r, d2 + 1, 3 * d2), d2)
    const key = a.add(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Suma las fracciones impropias ${N(a) * (d1 / D(a))}/${d1} + ${N(b) * (d2 / D(b))}/${d2} y expresa el resultado como número mixto.`,
      key,
      wrong: [F(N(a) * (d1 / D(a)) + N(b) * (d2 / D(b)), d1 + d2), key.add(1), key.sub(F(1, 2))],
      show: (f) => f.toFraction(true),
      positive: true,
      expresion: `${N(a) * (d1 / D(a))}/${d1} + ${N(b) * (d2 / D(b))}/${d2}`,
      solucion: `Con denominador común ${D(key)}: ${fx(a)} + ${fx(b)} = ${fx(key)} = ${key.toFraction(true)}.`,
    })
  },
]

const ma06oa08: OaMaker[] = [
  // Decimales hasta la milésima.
  (r) => {
    const total = F(int(r, 1500, 3000), 1000)
    const used = F(int(r, 200, 1400), 1000)
    const key = total.sub(used)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una jarra tiene ${n(total)} L de jugo y se sirven ${n(used)} L. ¿Cuánto jugo queda?`,
      key,
      wrong: [total.add(used), key.add(F(1, 10)), key.sub(F(1, 100))],
      show: (f) => `${n(f)} L`,
      positive: true,
      expresion: `${ef(total)} - ${ef(used)}`,
      solucion: `${n(total)} - ${n(used)} = ${n(key)} L (se alinean las milésimas).`,
    })
  },
  // Mixtos en un recorrido.
  (r) => {
    const a = F(int(r, 1, 3)).add(F(1, pick(r, [2, 4])))
    const b = F(int(r, 1, 3), pick(r, [3, 4, 5]))
    const key = a.add(b)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `${kid(r)} caminó ${a.toFraction(true)} km hasta la plaza y luego ${fx(b)} km hasta su casa. ¿Cuántos kilómetros caminó en total?`,
      key,
      wrong: [F(N(a) + N(b), D(a) + D(b)), a.sub(b).compare(0) > 0 ? a.sub(b) : key.add(1), key.add(1)],
      show: (f) => `${f.toFraction(true)} km`,
      positive: true,
      expresion: `${ef(a)} + ${ef(b)}`,
      solucion: `${a.toFraction(true)} + ${fx(b)} = ${fx(a)} + ${fx(b)} = ${key.toFraction(true)} km.`,
    })
  },
  // Fracción y decimal juntos.
  (r) => {
    const f = pick(r, [F(1, 4), F(1, 2), F(3, 4), F(1, 5), F(2, 5)])
    const d = F(int(r, 101, 999), 1000)
    const key = f.add(d)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Para una receta, ${kid(r)} compra ${fx(f)} kg de queso y ${n(d)} kg de jamón. ¿Cuántos kilos compra en total? Escribe el resultado como número decimal.`,
      key,
      wrong: [d.add(F(N(f), 10)), key.add(F(1, 10)), d.sub(f).compare(0) > 0 ? d.sub(f) : key.add(1)],
      show: (x) => `${n(x)} kg`,
      positive: true,
      expresion: `${ef(f)} + ${ef(d)}`,
      solucion: `${fx(f)} = ${n(f)}; ${n(f)} + ${n(d)} = ${n(key)} kg.`,
    })
  },
]

const ma06oa09: OaMaker[] = [
  // Regla de la tabla.
  (r) => {
    const a = int(r, 2, 6)
    const b = int(r, 0, 9)
    const xs = [1, 2, 3, 4]
    const rule = (p: number, q: number) => `Multiplicar por ${p}${q === 0 ? '' : ` y sumar ${q}`}`
    return concept(
      r,
      'Analizar',
      `En una tabla de valores, a la entrada ${xs.join(', ')} le corresponde la salida ${xs.map((x) => a * x + b).join(', ')}. ¿Qué regla relaciona la salida con la entrada?`,
      rule(a, b),
      [`Sumar ${a}`, rule(a + b, 0), rule(a, b + a), `Sumar ${a + b}`],
      `Cada vez que la entrada aumenta en 1, la salida aumenta en ${a}; con 1 da ${a + b}: ${rule(a, b).toLowerCase()}.`,
    )
  },
  // Usar la regla.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 1, 12)
    const x = int(r, 10, 30)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `La tabla de valores de una máquina sigue la regla «salida = ${a} · entrada + ${b}»: 1 → ${a + b}, 2 → ${2 * a + b}, 3 → ${3 * a + b}. ¿Qué sale si entra ${x}?`,
      key: a * x + b,
      wrong: [a * x, (a + b) * x, a * (x + b)],
      positive: true,
      expresion: `${a} * ${x} + ${b}`,
      solucion: `${a} · ${x} + ${b} = ${a * x + b}.`,
    })
  },
  // Valor que falta.
  (r) => {
    const a = int(r, 2, 8)
    const miss = int(r, 5, 12)
    const [thing, each] = pick(r, [
      ['entradas', 'pesos en miles'],
      ['mesas', 'sillas'],
      ['triciclos', 'ruedas'],
    ] as const)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una tabla con las ${thing} y las ${each}, los pares son (1, ${a}), (2, ${2 * a}), (3, ${3 * a}) y (${miss}, ?). Con la regla de la relación, ¿qué número falta?`,
      key: a * miss,
      wrong: [3 * a + (miss - 3), a + miss, a * (miss + 1)],
      positive: true,
      expresion: `${a} * ${miss}`,
      solucion: `La regla es multiplicar por ${a}: ${a} · ${miss} = ${a * miss}.`,
    })
  },
]

const ma06oa10: OaMaker[] = [
  // Perímetro con letras.
  (r) => {
    const [shape, k] = pick(r, [
      ['un cuadrado', 4],
      ['un triángulo equilátero', 3],
      ['un pentágono regular', 5],
      ['un hexágono regular', 6],
    ] as const)
    const v = pick(r, ['a', 'n', 'x'])
    return concept(
      r,
      'Comprender',
      `Cada lado de ${shape} mide ${v} cm. ¿Qué expresión con letras representa su perímetro?`,
      `${k}${v}`,
      [`${v} + ${k}`, `${v}${sup(k)}`, `${k + 1}${v}`, `${v} · ${v}`],
      `${shape.charAt(0).toUpperCase()}${shape.slice(1)} tiene ${k} lados iguales: ${Array.from({ length: k }, () => v).join(' + ')} = ${k}${v}.`,
    )
  },
  // Cobro con letras.
  (r) => {
    const fixed = 100 * int(r, 3, 12)
    const per = 50 * int(r, 1, 8)
    const v = pick(r, ['k', 'n', 'x'])
    const [what, unit] = pick(r, [
      ['Un taxi cobra', 'cuadra'],
      ['Un cibercafé cobra', 'hora'],
      ['Una fotocopiadora cobra', 'copia'],
    ] as const)
    return concept(
      r,
      'Aplicar',
      `${what} $${n(fixed)} fijos más $${per} por cada ${unit}. Con ${v} ${unit}s, ¿qué expresión da el total en pesos?`,
      `${fixed} + ${per}${v}`,
      [`${fixed + per}${v}`, `${fixed}${v} + ${per}`, `${fixed} + ${per} + ${v}`],
      `Se paga ${fixed} una vez y ${per} por cada una de las ${v} ${unit}s: ${fixed} + ${per}${v}.`,
    )
  },
  // Evaluar.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 1, 20)
    const v = pick(r, ['a', 'n', 'x'])
    const x = int(r, 2, 15)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Si ${v} = ${x}, ¿cuánto vale la expresión ${a}${v} + ${b}?`,
      key: a * x + b,
      wrong: [Number(`${a}${x}`) + b, a + x + b, a * (x + b)],
      positive: true,
      expresion: `${a} * ${x} + ${b}`,
      solucion: `${a}${v} significa ${a} · ${v}: ${a} · ${x} + ${b} = ${a * x + b}.`,
    })
  },
  // Generalizar una relación.
  (r) => {
    const k = int(r, 2, 6)
    const [a, b] = pick(r, [
      ['Cada mesa del casino tiene', 'sillas'],
      ['Cada caja de lápices trae', 'lápices'],
      ['Cada bicicleta del taller tiene', 'rayos de repuesto'],
    ] as const)
    const v = pick(r, ['m', 'n', 'c'])
    return concept(
      r,
      'Comprender',
      `${a} ${k} ${b}. Si hay ${v} unidades, ¿qué expresión representa el total de ${b}?`,
      `${k}${v}`,
      [`${v} + ${k}`, `${k} + ${v} + ${k}`, `${v} - ${k}`],
      `Por cada unidad hay ${k} ${b}: ${k} · ${v} = ${k}${v}.`,
    )
  },
]

const ma06oa11: OaMaker[] = [
  // ax + b = c.
  (r) => {
    const a = int(r, 2, 9)
    const x = int(r, 1, 15)
    const b = int(r, 1, 30)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${a}x + ${b} = ${a * x + b}.`,
      key: x,
      wrong: [F(a * x + 2 * b, a), a * x, x + b],
      positive: true,
      expresion: `(${a * x + b} - ${b}) / ${a}`,
      solucion: `Se resta ${b}: ${a}x = ${a * x}; se divide por ${a}: x = ${x}.`,
    })
  },
  // Balanza.
  (r) => {
    const a = int(r, 2, 5)
    const x = int(r, 2, 12)
    const b = int(r, 1, 9)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En una balanza en equilibrio, un platillo tiene ${a} bolsas iguales de x kg y una pesa de ${b} kg, y el otro, ${a * x + b} kg: ${a}x + ${b} = ${a * x + b}. ¿Cuántos kilos tiene cada bolsa?`,
      key: x,
      wrong: [F(a * x + b, a), a * x, a * x + b - b - a],
      show: (f) => `${n(f)} kg`,
      positive: true,
      expresion: `(${a * x + b} - ${b}) / ${a}`,
      solucion: `Se quitan ${b} kg de cada lado: ${a}x = ${a * x}; cada bolsa pesa ${x} kg.`,
    })
  },
  // Incógnita a ambos lados.
  (r) => {
    const a = int(r, 4, 9)
    const c = int(r, 1, a - 1)
    const x = int(r, 1, 12)
    const b = int(r, 0, 15)
    const d = (a - c) * x + b
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación ${a}x + ${b} = ${c === 1 ? '' : c}x + ${d}, con la correspondencia uno a uno entre los términos de ambos lados.`,
      key: x,
      wrong: [F(d - b, a + c), F(d - b, a), d - b],
      positive: true,
      expresion: `(${d} - ${b}) / (${a} - ${c})`,
      solucion: `Se quitan ${c}x y ${b} de ambos lados: ${a - c}x = ${d - b}, x = ${x}.`,
    })
  },
  // x dividido.
  (r) => {
    const a = int(r, 2, 8)
    const q = int(r, 2, 12)
    const b = int(r, 1, 10)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Resuelve la ecuación x : ${a} - ${b} = ${q}.`,
      key: a * (q + b),
      wrong: [a * q - b, F(q + b, a), a * q + b],
      positive: true,
      expresion: `${a} * (${q} + ${b})`,
      solucion: `Se suma ${b}: x : ${a} = ${q + b}; se multiplica por ${a}: x = ${a * (q + b)}.`,
    })
  },
]

const ma06oa23: OaMaker[] = [
  // Conjetura con monedas.
  (r) => {
    const a = int(r, 3, 8)
    const b = int(r, 40, 60)
    const c = int(r, 480, 520)
    return concept(
      r,
      'Analizar',
      `${kid(r)} repite el experimento de lanzar una moneda: en 10 lanzamientos obtiene ${a} caras; en 100, ${b} caras, y en 1.000, ${c} caras. ¿Qué conjetura sobre la tendencia es razonable?`,
      'Al lanzar más veces, la frecuencia relativa de cara se acerca a 1/2',
      [
        'Al lanzar más veces, siempre sale más cara que sello',
        'Con 10 lanzamientos ya se sabe el resultado exacto',
        'La moneda está cargada hacia sello',
      ],
      `${a}/10, ${b}/100 y ${c}/1.000 se acercan cada vez más a 1/2 = 0,5: es la tendencia al repetir el experimento muchas veces.`,
    )
  },
  // Resultados esperados con un dado.
  (r) => {
    const times = 6 * int(r, 10, 100)
    const face = int(r, 1, 6)
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Un curso repite el experimento de lanzar un dado ${n(times)} veces. ¿Cuántas veces se espera, aproximadamente, que salga el ${face}?`,
      key: times / 6,
      wrong: [times / face === times / 6 ? times / 3 : times / face, F(times, 2), 6],
      positive: true,
      expresion: `${times} / 6`,
      solucion: `Cada cara tiene la misma posibilidad, 1/6: ${n(times)} : 6 = ${n(times / 6)} veces, aproximadamente.`,
    })
  },
  // Ruleta.
  (r) => {
    const sectors = pick(r, [3, 4, 5, 8])
    const spins = sectors * int(r, 20, 80)
    const color = pick(r, ['rojo', 'azul', 'verde', 'amarillo'])
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una ruleta tiene ${sectors} sectores iguales y uno es ${color}. Si el experimento se repite ${spins} veces, ¿cuántas veces se espera, aproximadamente, que salga ${color}?`,
      key: spins / sectors,
      wrong: [spins / 2, spins - spins / sectors, sectors],
      positive: true,
      expresion: `${spins} / ${sectors}`,
      solucion: `La frecuencia relativa tiende a 1/${sectors}: ${spins} : ${sectors} = ${spins / sectors} veces.`,
    })
  },
  // Comparar grupos.
  (r) => {
    const a = int(r, 3, 9)
    const b = int(r, 45, 55)
    return concept(
      r,
      'Evaluar',
      `Con un dado, ${kid(r)} obtuvo ${a} veces el 6 en 20 lanzamientos y su curso, ${b} veces el 6 en 300 lanzamientos. ¿Qué resultados permiten una mejor conjetura sobre la tendencia del 6?`,
      `Los del curso, porque el experimento se repitió más veces`,
      [
        'Los de quien lanzó 20 veces, porque obtuvo más seises en proporción',
        'Da lo mismo: 20 lanzamientos bastan',
        'Ninguno, porque el dado no tiene tendencia',
      ],
      `Con más repeticiones la frecuencia relativa (${b}/300 ≈ ${n(b / 300)}) se acerca a 1/6 ≈ 0,17; 20 lanzamientos varían mucho.`,
    )
  }, // Bolitas sacadas y devueltas.
  (r) => {
    const [red, blue] = pick(r, [
      [3, 1],
      [1, 3],
      [2, 2],
      [4, 1],
      [1, 4],
    ] as const)
    const total = red + blue
    const draws = total * int(r, 10, 40)
    const color = pick(r, ['roja', 'azul'] as const)
    const own = color === 'roja' ? red : blue
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `Una bolsa tiene ${red} ${red === 1 ? 'bolita roja' : 'bolitas rojas'} y ${blue} ${blue === 1 ? 'bolita azul' : 'bolitas azules'}. ${kid(r)} repite ${draws} veces el experimento de sacar una bolita sin mirar, anotar su color y devolverla. ¿Cuántas veces se espera, aproximadamente, que salga ${color}?`,
      key: (draws * own) / total,
      wrong: [
        draws / 2 === (draws * own) / total ? draws / total : draws / 2,
        draws / total,
        draws - (draws * own) / total,
      ],
      positive: true,
      expresion: `${draws} * ${own} / ${total}`,
      solucion: `En la bolsa hay ${own} de ${total} bolitas de ese color: la frecuencia tiende a ${own}/${total}, y ${draws} · ${own}/${total} = ${(draws * own) / total} veces.`,
    })
  },
  // Porcentaje de veces.
  (r) => {
    const times = pick(r, [20, 25, 50])
    const got = int(r, 2, Math.floor(times / 3))
    const face = int(r, 1, 6)
    const percent = (got * 100) / times
    return calc(r, {
      habilidad: 'Aplicar',
      enunciado: `En un experimento, ${kid(r)} lanzó un dado ${times} veces y el ${face} salió ${got} veces. ¿En qué porcentaje de los lanzamientos salió el ${face}?`,
      key: percent,
      wrong: [got, percent / 2 === got ? percent + 10 : percent / 2, 100 - percent],
      positive: true,
      expresion: `${got} * 100 / ${times}`,
      solucion: `${got} de ${times} lanzamientos: ${got} : ${times} = ${n(got / times)}, es decir, el ${percent} % de las veces.`,
    })
  },
  // La chinche que cae.
  (r) => {
    // Never 5 of 10: «la mitad de las veces» is a distractor.
    const tenths = pick(r, [3, 4, 6, 7])
    const up100 = tenths * 10 + pick(r, [-6, -4, 4, 6])
    const up1000 = tenths * 100 + pick(r, [-9, -5, 3, 8])
    const who = kid(r)
    return concept(
      r,
      'Analizar',
      `${who} repite el experimento de dejar caer una chinche y anota cuántas veces queda con la punta hacia arriba: ${up100} de 100 veces, y luego ${n(up1000)} de 1.000 veces. ¿Qué conjetura sobre la tendencia es razonable?`,
      `La chinche queda con la punta hacia arriba cerca de ${tenths} de cada 10 veces`,
      [
        'La chinche queda la mitad de las veces con la punta hacia arriba',
        'Con tantos lanzamientos ya no se puede decir nada',
        `La chinche queda siempre con la punta hacia arriba después de ${tenths} caídas`,
      ],
      `${up100}/100 y ${n(up1000)}/1.000 se acercan a ${tenths}/10: al repetir el experimento muchas veces, la frecuencia relativa se estabiliza cerca de ese valor.`,
    )
  },
  // Dos monedas.
  (r) => {
    const times = pick(r, [100, 200, 400])
    const mixed = Math.round(times / 2) + pick(r, [-8, -4, 3, 6])
    const heads = Math.round((times - mixed) / 2) + pick(r, [-3, 2])
    const tails = times - mixed - heads
    return concept(
      r,
      'Analizar',
      `Un curso lanza dos monedas a la vez ${times} veces: salieron dos caras ${heads} veces, una cara y un sello ${mixed} veces, y dos sellos ${tails} veces. ¿Qué conjetura sobre la tendencia es razonable?`,
      'Una cara y un sello tiende a salir cerca de la mitad de las veces',
      [
        'Los tres resultados tienden a salir el mismo número de veces',
        'Dos caras tiende a salir más que los otros resultados',
        'Dos sellos no volverá a salir si se repite el experimento',
      ],
      `${mixed} de ${times} es cerca de la mitad: una cara y un sello puede salir de dos maneras (cara-sello o sello-cara), y dos caras o dos sellos de una sola.`,
    )
  },
]

const makersByOa: OaMakers = {
  'MA06 OA 01': ma06oa01,
  'MA06 OA 03': ma06oa03,
  'MA06 OA 04': ma06oa04,
  'MA06 OA 06': ma06oa06,
  'MA06 OA 08': ma06oa08,
  'MA06 OA 09': ma06oa09,
  'MA06 OA 10': ma06oa10,
  'MA06 OA 11': ma06oa11,
  'MA06 OA 23': ma06oa23,
  'MA05 OA 01': ma05oa01,
  'MA05 OA 02': ma05oa02,
  'MA05 OA 03': ma05oa03,
  'MA05 OA 04': ma05oa04,
  'MA05 OA 05': combined(1),
  'MA05 OA 06': ma05oa06,
  'MA05 OA 07': ma05oa07,
  'MA05 OA 08': improperMixed,
  'MA05 OA 10': ma05oa10,
  'MA05 OA 11': ma05oa11,
  'MA05 OA 14': ma05oa14,
  'MA05 OA 15': ma05oa15,
  'MA05 OA 19': ma05oa19,
  'MA05 OA 20': ma05oa20,
  'MA05 OA 21': ma05oa21,
  'MA05 OA 22': ma05oa22,
  'MA06 OA 02': combined(3),
  'MA06 OA 05': improperMixed,
  'MA07 OA 01': ma07oa01,
  'MA07 OA 02': ma07oa02,
  'MA07 OA 03': ma07oa03,
  'MA07 OA 04': ma07oa04,
  'MA07 OA 05': ma07oa05,
  'MA07 OA 06': ma07oa06,
  'MA07 OA 07': ma07oa07,
  'MA07 OA 08': ma07oa08,
  'MA07 OA 09': ma07oa09,
  'MA07 OA 12': ma07oa12,
  'MA07 OA 15': ma07oa15,
  'MA07 OA 18': ma07oa18,
  'MA08 OA 01': ma08oa01,
  'MA08 OA 02': ma08oa02,
  'MA08 OA 03': ma08oa03,
  'MA08 OA 04': ma08oa04,
  'MA08 OA 05': ma08oa05,
  'MA08 OA 06': ma08oa06,
  'MA08 OA 07': ma08oa07,
  'MA08 OA 08': ma08oa08,
  'MA08 OA 09': ma08oa09,
  'MA08 OA 10': ma08oa10,
  'MA08 OA 12': ma08oa12,
  'MA1M OA 01': ma1moa01,
  'MA1M OA 02': ma1moa02,
  'MA1M OA 03': ma1moa03,
  'MA1M OA 04': ma1moa04,
  'MA1M OA 05': ma1moa05,
  'MA1M OA 10': ma1moa10,
  'MA2M OA 01': ma2moa01,
  'MA2M OA 02': ma2moa02,
  'MA2M OA 03': ma2moa03,
  'MA2M OA 04': ma2moa04,
  'MA2M OA 05': ma2moa05,
  'MA2M OA 06': ma2moa06,
  'MA2M OA 09': ma2moa09,
}

export const algebraNumerosMakers: OaMakers = Object.fromEntries(
  Object.entries(makersByOa).map(([code, makers]) => [code, makers.map(inScene)]),
)
