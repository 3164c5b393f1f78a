import {
  ask,
  cap,
  childNames,
  formatNumber as fmt,
  int,
  kid,
  num,
  type OaMaker,
  type OaMakers,
  pick,
  type Rng,
  sample,
  threeKids,
  twoKids,
} from './tools'

// ——— Shared helpers ———

const units = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve']
const teens = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
]
const twenties = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
]
const tens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa']
const hundreds = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
]

/** A number from 0 to 999 in words, as a Chilean text writes it: "trescientos cuarenta y dos". */
export function inWords(n: number): string {
  if (n < 10) return units[n]!
  if (n < 20) return teens[n - 10]!
  if (n < 30) return twenties[n - 20]!
  if (n < 100) return n % 10 === 0 ? tens[n / 10]! : `${tens[Math.floor(n / 10)]} y ${units[n % 10]}`
  if (n === 100) return 'cien'
  const rest = n % 100
  return rest === 0 ? hundreds[n / 100]! : `${hundreds[Math.floor(n / 100)]} ${inWords(rest)}`
}

/** Things children count, with the question word that agrees with them. */
const countables: readonly (readonly [string, string])[] = [
  ['bolitas', '¿Cuántas'],
  ['láminas', '¿Cuántas'],
  ['lápices', '¿Cuántos'],
  ['galletas', '¿Cuántas'],
  ['dulces', '¿Cuántos'],
  ['globos', '¿Cuántos'],
  ['botones', '¿Cuántos'],
  ['cuentos', '¿Cuántos'],
  ['autitos', '¿Cuántos'],
  ['tazos', '¿Cuántos'],
]

/** "sueltas" or "sueltos", agreeing with the thing counted. */
const loose = (how: string) => (how.endsWith('as') ? 'sueltas' : 'sueltos')

// ——— Counting by steps (MA01 OA 01, MA02 OA 01, MA03 OA 01) ———

/**
 * The counting makers of a level: `steps` counted from any number, `fromMultiple` counted from a multiple of
 * the step, every number between 0 and `max`.
 */
function countingMakers(steps: readonly number[], max: number, fromMultiple: readonly number[] = []): OaMaker[] {
  const all = [...steps, ...fromMultiple]
  /** A step and a first number so that `terms` numbers forward (or backward) stay within 0 and `max`. */
  const draw = (r: Rng, terms: number) => {
    const s = pick(r, all)
    const span = s * (terms - 1)
    const multiple = fromMultiple.includes(s)
    const a = multiple ? s * int(r, 0, Math.floor((max - span) / s)) : int(r, 0, max - span)
    return { s, a }
  }
  const row = (a: number, s: number, n: number) => Array.from({ length: n }, (_, i) => fmt(a + i * s))
  return [
    // Counting forward: the next number.
    (r) => {
      const { s, a } = draw(r, 5)
      const last = a + 3 * s
      return num(
        r,
        'Recordar',
        `${kid(r)} cuenta de ${s} en ${s} hacia adelante: ${row(a, s, 4).join(', ')}, … ¿Qué número sigue?`,
        last + s,
        [last + 1, last + s + 1, last + 2 * s, last - s],
        `${fmt(last)} + ${s}`,
        `Contando de ${s} en ${s} se suma ${s} cada vez: ${fmt(last)} + ${s} = ${fmt(last + s)}.`,
      )
    },
    // Counting backward: the next number.
    (r) => {
      const { s, a } = draw(r, 5)
      const start = a + 4 * s
      return num(
        r,
        'Recordar',
        `${kid(r)} cuenta de ${s} en ${s} hacia atrás: ${row(start, -s, 4).join(', ')}, … ¿Qué número sigue?`,
        a,
        [a + 2 * s, a - 1 >= 0 ? a - 1 : a + s + 1, a + s - 1, a + 1],
        `${fmt(a + s)} - ${s}`,
        `Contando hacia atrás de ${s} en ${s} se resta ${s} cada vez: ${fmt(a + s)} - ${s} = ${fmt(a)}.`,
      )
    },
    // A number missing in the count.
    (r) => {
      const { s, a } = draw(r, 5)
      const seq = row(a, s, 5)
      seq[2] = '___'
      return num(
        r,
        'Aplicar',
        `Completa el conteo de ${s} en ${s}: ${seq.join(', ')}. ¿Qué número falta?`,
        a + 2 * s,
        [a + 2 * s + 1, a + s + 1, a + 3 * s, a + 2 * s - 1],
        `${fmt(a + s)} + ${s}`,
        `Entre ${fmt(a + s)} y ${fmt(a + 3 * s)} va ${fmt(a + s)} + ${s} = ${fmt(a + 2 * s)}.`,
      )
    },
    // The step of a count.
    (r) => {
      const { s, a } = draw(r, 4)
      const back = int(r, 0, 1) === 1
      const seq = back ? row(a + 3 * s, -s, 4) : row(a, s, 4)
      const others = all.filter((x) => x !== s)
      const wrong = [...others, 1, 2, 3, 20, 50].filter((x, i, xs) => x !== s && xs.indexOf(x) === i)
      return ask(
        r,
        'Comprender',
        `${kid(r)} cuenta así: ${seq.join(', ')}. ¿Cómo está contando?`,
        `De ${s} en ${s} hacia ${back ? 'atrás' : 'adelante'}`,
        [
          `De ${s} en ${s} hacia ${back ? 'adelante' : 'atrás'}`,
          ...sample(r, wrong, 3).map((x) => `De ${x} en ${x} hacia ${back ? 'atrás' : 'adelante'}`),
        ],
        `Cada número es ${s} ${back ? 'menos' : 'más'} que el anterior: cuenta de ${s} en ${s} hacia ${back ? 'atrás' : 'adelante'}.`,
      )
    },
    // Jumps on the number line.
    (r) => {
      const jumps = int(r, 3, 6)
      const { s, a } = draw(r, jumps + 1)
      return num(
        r,
        'Aplicar',
        `En la recta numérica, ${kid(r)} parte en el ${fmt(a)} y da ${jumps} saltos contando de ${s} en ${s} hacia adelante. ¿En qué número queda?`,
        a + jumps * s,
        [a + jumps, a + (jumps - 1) * s, a + (jumps + 1) * s, a + jumps * s + 1],
        `${a} + ${jumps} * ${s}`,
        `Cada salto suma ${s}: ${fmt(a)} + ${jumps} · ${s} = ${fmt(a + jumps * s)}.`,
      )
    },
  ]
}

// ——— Reading and writing numbers (MA01 OA 03, MA02 OA 02, MA03 OA 02) ———

/** A number written in words and in digits, the digits swapped or a zero put in. */
function readingMakers(from: number, max: number, material: 'puntos' | 'bolsas' | 'placas'): OaMaker[] {
  const mistakes = (n: number) => {
    const d = String(n)
    const swapped = Number([...d].reverse().join(''))
    return [swapped, n + 1, n - 1, n + 10, n - 10, Number(`${d[0]}0${d.slice(1)}`)].filter(
      (x) => x >= 0 && x <= max * 10 && x !== n,
    )
  }
  const draw = (r: Rng) => {
    let n = int(r, from, max)
    for (let k = 0; k < 5 && Number([...String(n)].reverse().join('')) === n; k++) n = int(r, from, max)
    return n
  }
  const makers: OaMaker[] = [
    // From words to digits.
    (r) => {
      const n = draw(r)
      return num(
        r,
        'Recordar',
        `${kid(r)} escucha el número «${inWords(n)}». ¿Cómo se escribe con cifras?`,
        n,
        mistakes(n),
        `${n}`,
        `«${inWords(n)}» se escribe ${fmt(n)}.`,
      )
    },
    // From digits to words.
    (r) => {
      const n = draw(r)
      return ask(
        r,
        'Recordar',
        `¿Cómo se lee el número ${fmt(n)}?`,
        inWords(n),
        mistakes(n)
          .filter((x) => x <= 999)
          .map(inWords),
        `${fmt(n)} se lee «${inWords(n)}».`,
      )
    },
  ]
  if (material === 'puntos')
    makers.push((r) => {
      const n = int(r, 6, Math.min(max, 20))
      const [thing, how] = pick(r, countables)
      const dots = `${'●'.repeat(Math.min(n, 10))}${n > 10 ? ` ${'●'.repeat(n - 10)}` : ''}`
      return num(
        r,
        'Comprender',
        `${kid(r)} dibuja puntos para mostrar ${how.slice(1).toLowerCase()} ${thing} tiene: ${dots}. ¿Qué número representan los puntos?`,
        n,
        [n + 1, n - 1, n + 2, n > 10 ? n - 10 : n + 10],
        n > 10 ? `10 + ${n - 10}` : `${n}`,
        n > 10 ? `Hay una fila de 10 puntos y ${n - 10} más: 10 + ${n - 10} = ${n}.` : `Se cuentan ${n} puntos.`,
      )
    })
  if (material === 'puntos')
    makers.push((r) => {
      const u = int(r, 1, 9)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Comprender',
        `${kid(r)} tiene una caja con 10 ${thing} y ${u} ${thing} ${loose(how)}. Es 1 decena y ${u} unidades. ¿Qué número representa?`,
        10 + u,
        [Number(`${u}1`), u + 1, 10, 10 + u + 1, u],
        `10 + ${u}`,
        `1 decena y ${u} unidades: 10 + ${u} = ${10 + u}.`,
      )
    })
  if (material === 'bolsas')
    makers.push((r) => {
      const t = int(r, 2, 9)
      const u = int(r, 1, 9)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Comprender',
        `${kid(r)} guarda sus ${thing} en bolsas de 10. Tiene ${t} bolsas de 10 y ${u} ${thing} ${loose(how)}. ${how} ${thing} tiene? Escribe el número con cifras.`,
        10 * t + u,
        [10 * u + t, t + u, 10 * t, 10 * t + u + 10],
        `${t} * 10 + ${u}`,
        `${t} bolsas de 10 son ${10 * t}; con ${u} ${loose(how)}: ${10 * t} + ${u} = ${10 * t + u}.`,
      )
    })
  if (material === 'placas')
    makers.push((r) => {
      const c = int(r, 1, 9)
      const t = int(r, 0, 9)
      const u = int(r, 1, 9)
      const n = 100 * c + 10 * t + u
      return num(
        r,
        'Comprender',
        `Con bloques, ${kid(r)} arma un número con ${c} placas de 100, ${t} barras de 10 y ${u} cubos sueltos. ¿Qué número representa? Escríbelo con cifras.`,
        n,
        [100 * c + 10 * u + t, c + t + u, 100 * c + t + u, 100 * u + 10 * t + c],
        `${c} * 100 + ${t} * 10 + ${u}`,
        `${c} placas de 100 son ${100 * c}, ${t} barras de 10 son ${10 * t}: ${100 * c} + ${10 * t} + ${u} = ${n}.`,
      )
    })
  return makers
}

// ——— Comparing and ordering (MA01 OA 04, MA02 OA 03) ———

function comparingMakers(max: number, money: boolean): OaMaker[] {
  const four = (r: Rng) =>
    sample(
      r,
      Array.from({ length: max }, (_, i) => i + 1),
      4,
    )
  const makers: OaMaker[] = [
    // The greatest or the least.
    (r) => {
      const ns = four(r)
      const big = int(r, 0, 1) === 1
      const key = big ? Math.max(...ns) : Math.min(...ns)
      return ask(
        r,
        'Recordar',
        `¿Cuál es el número ${big ? 'mayor' : 'menor'}?`,
        fmt(key),
        ns.filter((n) => n !== key).map(fmt),
        `El número ${big ? 'mayor' : 'menor'} es ${key}: ${big ? 'es el que está más lejos del 0' : 'es el que está más cerca del 0'} en la recta numérica.`,
        `${key}`,
      )
    },
    // Order from the least to the greatest or back.
    (r) => {
      const ns = four(r)
      const up = int(r, 0, 1) === 1
      const sorted = [...ns].sort((a, b) => (up ? a - b : b - a))
      const [a, b, c, d] = sorted
      return ask(
        r,
        'Comprender',
        `${kid(r)} ordena los números ${ns.join(', ')} de ${up ? 'menor a mayor' : 'mayor a menor'}. ¿Cómo quedan?`,
        sorted.join(', '),
        [
          [b, a, c, d],
          [a, b, d, c],
          [d, c, b, a],
          [a, c, b, d],
        ].map((x) => x.join(', ')),
        `De ${up ? 'menor a mayor' : 'mayor a menor'}: ${sorted.join(', ')}.`,
      )
    },
    // A number between two.
    (r) => {
      const a = int(r, 1, max - 2)
      return num(
        r,
        'Recordar',
        `¿Qué número es mayor que ${a} y menor que ${a + 2}?`,
        a + 1,
        [a - 1, a + 3, a + 2, a],
        `${a} + 1`,
        `Al contar: ${a}, ${a + 1}, ${a + 2}. El ${a + 1} es mayor que ${a} y menor que ${a + 2}.`,
      )
    },
    // Who has more or fewer.
    (r) => {
      const names = threeKids(r)
      const ns = sample(
        r,
        Array.from({ length: max - 2 }, (_, i) => i + 2),
        3,
      )
      const [thing] = pick(r, countables)
      const more = int(r, 0, 1) === 1
      const key = names[ns.indexOf(more ? Math.max(...ns) : Math.min(...ns))]!
      const said = names.map((n, i) => `${n} tiene ${ns[i]} ${thing}`).join(', ')
      if (money) {
        const said$ = names.map((n, i) => `${n} tiene $${ns[i]}`).join(', ')
        return ask(
          r,
          'Comprender',
          `En su alcancía, ${said$}. ¿Quién tiene ${more ? 'más dinero' : 'menos dinero'}?`,
          key,
          [...names.filter((n) => n !== key), 'Los tres tienen lo mismo'],
          `El número ${more ? 'mayor' : 'menor'} es ${more ? Math.max(...ns) : Math.min(...ns)}: ${key} tiene ${more ? 'más' : 'menos'}.`,
        )
      }
      return ask(
        r,
        'Comprender',
        `${said}. ¿Quién tiene la ${more ? 'mayor' : 'menor'} cantidad de ${thing}?`,
        key,
        [...names.filter((n) => n !== key), 'Los tres tienen lo mismo'],
        `El número ${more ? 'mayor' : 'menor'} es ${more ? Math.max(...ns) : Math.min(...ns)}: lo tiene ${key}.`,
      )
    },
  ]
  if (money)
    makers.push((r) => {
      const [a, b] = twoKids(r)
      const tensA = int(r, 2, 8)
      const onesA = int(r, 1, 9)
      const tensB = int(r, 2, 8)
      let onesB = int(r, 1, 9)
      if (10 * tensA + onesA === 10 * tensB + onesB) onesB = onesB === 9 ? 8 : onesB + 1
      const x = 10 * tensA + onesA
      const y = 10 * tensB + onesB
      return num(
        r,
        'Aplicar',
        `${a} tiene ${tensA} monedas de $10 y ${onesA} de $1. ${b} tiene ${tensB} monedas de $10 y ${onesB} de $1. Comparan su dinero: ¿cuál es la cantidad mayor?`,
        Math.max(x, y),
        [Math.min(x, y), tensA + onesA, tensB + onesB, Math.max(x, y) + 10],
        `${Math.max(x, y)}`,
        `${a} tiene $${x} y ${b} tiene $${y}; el mayor es $${Math.max(x, y)}.`,
        '$',
      )
    })
  return makers
}

// ——— Estimating with a reference quantity (MA01 OA 05, MA02 OA 04) ———

const referenceScenes: readonly ((ref: number, k: number, who: string) => readonly [string, string])[] = [
  (ref, k, who) => [
    `En un vaso caben ${ref} bolitas. ${who} llena ${k} vasos iguales y echa las bolitas en una caja.`,
    '¿cuántas bolitas hay en la caja, más o menos?',
  ],
  (ref, k, who) => [
    `En una mano caben más o menos ${ref} porotos. ${who} saca ${k} puñados de porotos de la bolsa.`,
    '¿cuántos porotos sacó, más o menos?',
  ],
  (ref, k, who) => [
    `Una fila de ${ref} autitos es tan larga como un lápiz. La fila de autitos de ${who} es tan larga como ${k} lápices.`,
    '¿cuántos autitos tiene, más o menos?',
  ],
  (ref, k, who) => [
    `En un plato caben ${ref} galletas. Para la once, ${who} llena ${k} platos iguales.`,
    '¿cuántas galletas hay, más o menos?',
  ],
  (ref, k, who) => [
    `En una caja pequeña caben ${ref} lápices de colores. ${who} junta los lápices de ${k} cajas iguales.`,
    '¿cuántos lápices junta, más o menos?',
  ],
]

function estimatingMakers(
  refs: readonly (readonly [number, number])[],
  halves: readonly number[],
  top: number,
): OaMaker[] {
  return [
    // A quantity from a reference.
    (r) => {
      const [ref, most] = pick(r, refs)
      const k = int(r, 2, most)
      const [scene, question] = pick(r, referenceScenes)(ref, k, kid(r))
      return num(
        r,
        'Aplicar',
        `${scene} Usando la cantidad de referencia, ${question}`,
        ref * k,
        [ref + k, ref, ref * (k + 1), ref * (k - 1), k],
        `${ref} * ${k}`,
        `La referencia es ${ref}; ${k} veces ${ref} son ${ref * k}. Es una estimación: puede haber unos pocos más o menos.`,
      )
    },
    // Half of a reference, or its double.
    (r) => {
      const ref = pick(r, halves)
      const half = int(r, 0, 1) === 1 || 2 * ref > top
      const [thing, how] = pick(r, countables)
      const who = kid(r)
      return num(
        r,
        'Aplicar',
        half
          ? `${who} tiene un frasco lleno con ${ref} ${thing}: es su referencia. Otro frasco igual está lleno solo hasta la mitad. ${how} ${thing} estima que tiene, más o menos?`
          : `${who} tiene un frasco lleno con ${ref} ${thing}: es su referencia. Otro frasco, el doble de grande, también está lleno. ${how} ${thing} estima que tiene, más o menos?`,
        half ? ref / 2 : 2 * ref,
        half ? [ref, 2 * ref, ref / 2 + 5, ref - 2] : [ref, ref / 2, 2 * ref + 5, ref + 2],
        half ? `${ref} / 2` : `${ref} * 2`,
        half
          ? `La mitad del frasco de referencia tiene más o menos la mitad de ${ref}: ${ref / 2}.`
          : `El doble del frasco de referencia tiene más o menos el doble de ${ref}: ${2 * ref}.`,
      )
    },
  ]
}

// ——— Composing and decomposing (MA01 OA 06, MA02 OA 05) ———

function composingMakers(max: number): OaMaker[] {
  const big = max > 20
  /** A number and its parts: tens and ones from 21 on, two addends up to 20. */
  const draw = (r: Rng) => {
    const n = big ? int(r, 21, max - 1) : int(r, 8, max)
    const a = big ? 10 * Math.floor(n / 10) : int(r, 2, n - 2)
    return { n, a, b: n - a }
  }
  return [
    // The missing part.
    (r) => {
      const { n, a, b } = draw(r)
      return num(
        r,
        'Aplicar',
        `Completa la descomposición: ${n} = ${a} + ___. ¿Qué número falta?`,
        b,
        [n + a, a, b + 1, b - 1, n],
        `${n} - ${a}`,
        `${a} + ${b} = ${n}; la parte que falta es ${n} - ${a} = ${b}.`,
        '',
        1,
      )
    },
    // Two parts in the hands or the boxes.
    (r) => {
      const { n, a, b } = draw(r)
      const [thing, how] = pick(r, countables)
      const place = big ? ['cajas', 'una caja', 'la otra'] : ['manos', 'una mano', 'la otra']
      return num(
        r,
        'Aplicar',
        `Para descomponer el ${n}, ${kid(r)} reparte sus ${n} ${thing} en dos partes, en dos ${place[0]}. En ${place[1]} hay ${a}. ${how} ${thing} hay en ${place[2]}?`,
        b,
        [n + a, a, b + 1, b - 1],
        `${n} - ${a}`,
        `Las dos partes forman el ${n}: ${a} + ${b} = ${n}.`,
        '',
        1,
      )
    },
    // Which sum forms the number.
    (r) => {
      const { n, a, b } = draw(r)
      const sums = big
        ? [`${a} + ${b}`, `${b} + ${a / 10}`, `${a + 10} + ${b}`, `${a} + ${b + 1}`, `${b * 10} + ${a / 10}`]
        : [`${a} + ${b}`, `${a} + ${b + 1}`, `${a + 1} + ${b + 1}`, `${a - 1} + ${b - 1}`, `${a + 2} + ${b}`]
      return ask(
        r,
        'Comprender',
        `¿Qué suma forma el ${n}?`,
        sums[0]!,
        sums.slice(1).filter((x) => !x.includes('+ 0') && !/^0 /.test(x)),
        `${a} + ${b} = ${n}: las dos partes juntas forman el ${n}.`,
      )
    },
    // Another way to decompose, with ten as a part.
    (r) => {
      const n = big ? int(r, 31, max - 1) : int(r, 11, Math.min(max, 19))
      const t = big ? Math.floor(n / 10) : 1
      const u = n % 10 || 1
      const key = big ? `${10 * t} + ${n - 10 * t}` : `10 + ${n - 10}`
      return ask(
        r,
        'Comprender',
        `${kid(r)} descompone el ${n} en decenas y unidades. ¿Cómo lo descompone?`,
        key,
        big
          ? [
              `${t} + ${n - 10 * t}`,
              `${10 * (n - 10 * t)} + ${t}`,
              `${10 * t} + ${n - 10 * t + 10}`,
              `${10 * (t - 1)} + ${n - 10 * t}`,
            ]
          : [`1 + ${n - 10}`, `10 + ${n}`, `10 + ${n - 10 + 1}`, `${u} + ${u}`],
        `${n} tiene ${t} ${t === 1 ? 'decena' : 'decenas'} y ${n - 10 * t} unidades: ${key} = ${n}.`,
      )
    },
  ]
}

// ——— Adding and subtracting in problems (MA01 OA 09, MA02 OA 09, MA03 OA 06, MA04 OA 03) ———

/**
 * Problems of joining, taking away, putting together and comparing with numbers from `min` to `max`; with
 * `noCarry` the ones never carry or borrow.
 */
function problemMakers(min: number, max: number, noCarry: boolean): OaMaker[] {
  const fits = (a: number, b: number, add: boolean) => {
    if (!noCarry) return true
    for (let x = a, y = b; x > 0 || y > 0; x = Math.floor(x / 10), y = Math.floor(y / 10))
      if (add ? (x % 10) + (y % 10) > 9 : x % 10 < y % 10) return false
    return true
  }
  /** Two numbers a > b with a + b (or a) at most `max`. */
  const pair = (r: Rng, add: boolean) => {
    for (let k = 0; ; k++) {
      const a = int(r, Math.max(min, 2), add ? max - Math.max(1, Math.floor(min / 2)) : max)
      const b = int(r, Math.max(1, Math.floor(min / 2)), add ? max - a : a - 1)
      if (b >= 1 && b < a && (add ? a + b <= max : true) && (fits(a, b, add) || k > 40)) return [a, b] as const
    }
  }
  const tell = (a: number, b: number, op: '+' | '-') =>
    noCarry
      ? `${fmt(a)} ${op} ${fmt(b)} = ${fmt(op === '+' ? a + b : a - b)}: se ${op === '+' ? 'suman' : 'restan'} las unidades y luego las decenas${max > 100 ? ' y las centenas' : ''}.`
      : `${fmt(a)} ${op} ${fmt(b)} = ${fmt(op === '+' ? a + b : a - b)}.`
  const slips = (a: number, b: number, add: boolean) =>
    add ? [a + b + 10, a + b - 10, a - b, a + b + 1] : [a + b, a - b + 10, a - b - 10, a - b + 1]
  return [
    // Joining.
    (r) => {
      const [a, b] = pair(r, true)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Aplicar',
        `${kid(r)} tiene ${fmt(a)} ${thing} y le regalan ${fmt(b)} más. ${how} ${thing} tiene ahora?`,
        a + b,
        slips(a, b, true),
        `${a} + ${b}`,
        tell(a, b, '+'),
      )
    },
    // Taking away.
    (r) => {
      const [a, b] = pair(r, false)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Aplicar',
        `${kid(r)} tenía ${fmt(a)} ${thing} y regaló ${fmt(b)}. ${how} ${thing} le quedan?`,
        a - b,
        slips(a, b, false),
        `${a} - ${b}`,
        tell(a, b, '-'),
      )
    },
    // Putting together.
    (r) => {
      const [a, b] = pair(r, true)
      const [x, y] = twoKids(r)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Aplicar',
        `${x} juntó ${fmt(a)} ${thing} y ${y} juntó ${fmt(b)}. ${how} ${thing} juntaron en total?`,
        a + b,
        slips(a, b, true),
        `${a} + ${b}`,
        tell(a, b, '+'),
      )
    },
    // Comparing.
    (r) => {
      const [a, b] = pair(r, false)
      const [x, y] = twoKids(r)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Analizar',
        `${x} tiene ${fmt(a)} ${thing} y ${y} tiene ${fmt(b)}. ${how} ${thing} más que ${y} tiene ${x}?`,
        a - b,
        slips(a, b, false),
        `${a} - ${b}`,
        `Se compara restando: ${tell(a, b, '-')}`,
      )
    },
    // The missing addend.
    (r) => {
      const [a, b] = pair(r, true)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Analizar',
        `${kid(r)} tenía ${fmt(a)} ${thing}. Le regalaron más ${thing} y ahora tiene ${fmt(a + b)}. ${how} ${thing} le regalaron?`,
        b,
        [a + b + a, a, b + 1, b - 1, b + 10],
        `${a + b} - ${a}`,
        `Lo que le regalaron es la diferencia: ${tell(a + b, a, '-')}`,
        '',
        1,
      )
    },
  ]
}

// ——— MA01 OA 10: la suma y la resta son operaciones inversas ———

const ma01oa10: OaMaker[] = [
  // From a sum to its subtraction.
  (r) => {
    const a = int(r, 3, 12)
    const b = int(r, 2, 20 - a)
    return num(
      r,
      'Comprender',
      `Si ${a} + ${b} = ${a + b}, ¿cuánto es ${a + b} - ${b}?`,
      a,
      [b, a + b, a + 1, a + b + b],
      `${a + b} - ${b}`,
      `La resta deshace la suma: si a ${a} se suma ${b} y luego se resta ${b}, se vuelve a ${a}.`,
    )
  },
  // From a subtraction to its sum.
  (r) => {
    const a = int(r, 8, 20)
    const b = int(r, 2, a - 2)
    return num(
      r,
      'Comprender',
      `Si ${a} - ${b} = ${a - b}, ¿cuánto es ${a - b} + ${b}?`,
      a,
      [a - b, b, a - b - b, a + 1],
      `${a - b} + ${b}`,
      `La suma deshace la resta: ${a - b} + ${b} vuelve a ${a}.`,
    )
  },
  // Giving and taking back.
  (r) => {
    const a = int(r, 4, 12)
    const b = int(r, 2, 20 - a)
    const [thing, how] = pick(r, countables)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} tiene ${a} ${thing}. Su hermana le presta ${b} y al rato ${who} le devuelve los ${b}. ${how} ${thing} tiene ${who} al final?`,
      a,
      [a + b, a + b + b, b, a - b > 0 ? a - b : a + 1],
      `${a} + ${b} - ${b}`,
      `Sumar ${b} y luego restar ${b} son operaciones inversas: ${who} vuelve a tener ${a}.`,
    )
  },
  // Which subtraction undoes a sum.
  (r) => {
    const a = int(r, 3, 12)
    let b = int(r, 2, 20 - a)
    if (b === a) b = a + 1 <= 20 - a ? a + 1 : a - 1
    const s = a + b
    return ask(
      r,
      'Comprender',
      `${kid(r)} tenía ${a} bolitas y ganó ${b}: ${a} + ${b} = ${s}. ¿Qué resta deshace lo que ganó y muestra las ${a} bolitas del comienzo?`,
      `${s} - ${b} = ${a}`,
      [
        `${s} + ${b} = ${s + b}`,
        `${a} - ${b > a ? 0 : b} = ${a - (b > a ? 0 : b)}`,
        `${s} - ${a} = ${b}`,
        `${b} + ${a} = ${s}`,
      ],
      `La resta ${s} - ${b} deshace la suma ${a} + ${b}: quita lo que ganó y vuelve a ${a}.`,
    )
  },
]

// ——— MA02 OA 08: sumar y restar 0 ———

const ma02oa08: OaMaker[] = [
  (r) => {
    const n = int(r, 11, 99)
    const add = int(r, 0, 1) === 1
    return num(
      r,
      'Recordar',
      `¿Cuánto es ${n} ${add ? '+' : '-'} 0?`,
      n,
      [0, n + 1, n - 1, Number(`${n}0`)],
      `${n} ${add ? '+' : '-'} 0`,
      `Al ${add ? 'sumar' : 'restar'} 0 a un número, el número no cambia: ${n} ${add ? '+' : '-'} 0 = ${n}.`,
    )
  },
  (r) => {
    const n = int(r, 11, 99)
    const [thing, how] = pick(r, countables)
    const who = kid(r)
    const add = int(r, 0, 1) === 1
    return num(
      r,
      'Aplicar',
      add
        ? `${who} tiene ${n} ${thing}. Hoy su abuela le regala cero ${thing}. ${how} ${thing} tiene ahora?`
        : `${who} tiene ${n} ${thing}. Hoy no regala ninguno: regala cero ${thing}. ${how} ${thing} le quedan?`,
      n,
      [0, n + 1, n - 1, Number(`${n}0`)],
      `${n} ${add ? '+' : '-'} 0`,
      `${add ? 'Sumar' : 'Restar'} cero no cambia la cantidad: ${n} ${add ? '+' : '-'} 0 = ${n}.`,
    )
  },
  (r) => {
    const n = int(r, 11, 99)
    const add = int(r, 0, 1) === 1
    return num(
      r,
      'Comprender',
      add
        ? `Completa: ${n} + ___ = ${n}. ¿Qué número falta? Piensa en el cero.`
        : `Completa: ${n} - ___ = ${n}. ¿Qué número falta? Piensa en el cero.`,
      0,
      [1, n, 2 * n, 10],
      `${n} - ${n}`,
      `Solo al ${add ? 'sumar' : 'restar'} 0 el número queda igual: ${n} ${add ? '+' : '-'} 0 = ${n}.`,
    )
  },
  (r) => {
    const n = int(r, 11, 99)
    return ask(
      r,
      'Comprender',
      `¿Qué cálculo da ${n} como resultado?`,
      `${n} + 0`,
      [`${n} + 1`, `${n} - 1`, `${n - 10} + 0`, `${n + 10} - 0`, `0 + ${n + 1}`],
      `Sumar 0 no cambia el número: ${n} + 0 = ${n}. Los otros cálculos dan otro número.`,
    )
  },
  (r) => {
    const a = int(r, 2, 9)
    return ask(
      r,
      'Comprender',
      `En un dibujo hay ${a} globos. ${kid(r)} dibuja cero globos más. ¿Qué cálculo muestra el dibujo?`,
      `${a} + 0 = ${a}`,
      [`${a} + 1 = ${a + 1}`, `${a} - ${a} = 0`, `0 + 0 = 0`, `${a} + ${a} = ${2 * a}`],
      `Dibujar cero globos más es sumar 0: ${a} + 0 = ${a}.`,
    )
  },
]

// ——— MA02 OA 12: patrones numéricos ———

const ma02oa12: OaMaker[] = [
  // The next term.
  (r) => {
    const s = pick(r, [2, 3, 4, 5, 10])
    const up = int(r, 0, 2) > 0
    const a = up ? int(r, 0, 60) : int(r, 4 * s + 10, 99)
    const seq = Array.from({ length: 4 }, (_, i) => a + (up ? i : -i) * s)
    const last = seq[3]!
    return num(
      r,
      'Aplicar',
      `${kid(r)} crea este patrón numérico: ${seq.join(', ')}, … ¿Qué número sigue?`,
      up ? last + s : last - s,
      up ? [last + 1, last + s + 1, last + 2 * s, last - s] : [last - 1, last + s, last - 2 * s, last - s + 1],
      `${last} ${up ? '+' : '-'} ${s}`,
      `El patrón ${up ? 'suma' : 'resta'} ${s} cada vez: ${last} ${up ? '+' : '-'} ${s} = ${up ? last + s : last - s}.`,
    )
  },
  // A missing term.
  (r) => {
    const s = pick(r, [2, 3, 4, 5, 6, 10])
    const a = int(r, 1, 99 - 6 * s)
    const at = int(r, 3, 4)
    const seq: (number | string)[] = Array.from({ length: 6 }, (_, i) => a + i * s)
    const key = seq[at] as number
    seq[at] = '___'
    return num(
      r,
      'Aplicar',
      `En el patrón ${seq.join(', ')} falta un término. ¿Qué número falta?`,
      key,
      [key + 1, key - 1, key + s, key - s],
      `${a} + ${at} * ${s}`,
      `El patrón suma ${s}: ${a + (at - 1) * s} + ${s} = ${key}.`,
    )
  },
  // The rule of a pattern.
  (r) => {
    const s = pick(r, [2, 3, 4, 5, 10])
    const up = int(r, 0, 1) === 1
    const a = up ? int(r, 0, 50) : int(r, 4 * s + 5, 90)
    const seq = Array.from({ length: 4 }, (_, i) => a + (up ? i : -i) * s)
    const other = [2, 3, 4, 5, 10].filter((x) => x !== s)
    return ask(
      r,
      'Comprender',
      `¿Cuál es la regla del patrón ${seq.join(', ')}, …?`,
      `${up ? 'Sumar' : 'Restar'} ${s} cada vez`,
      [
        `${up ? 'Restar' : 'Sumar'} ${s} cada vez`,
        ...sample(r, other, 3).map((x) => `${up ? 'Sumar' : 'Restar'} ${x} cada vez`),
      ],
      `De un término al siguiente ${up ? 'se suma' : 'se resta'} ${s}: ${seq[0]} ${up ? '+' : '-'} ${s} = ${seq[1]}.`,
    )
  },
  // Continuing a pattern on coins or steps: the fifth term.
  (r) => {
    const s = pick(r, [2, 5, 10])
    const a = int(r, 1, 40)
    const seq = Array.from({ length: 3 }, (_, i) => a + i * s)
    return num(
      r,
      'Aplicar',
      `${kid(r)} sigue el patrón ${seq.join(', ')}, ___, ___. ¿Qué número va en el quinto lugar?`,
      a + 4 * s,
      [a + 3 * s, a + 5 * s, a + 4 * s + 1, a + 4],
      `${a} + 4 * ${s}`,
      `El patrón suma ${s}: ${seq.join(', ')}, ${a + 3 * s}, ${a + 4 * s}.`,
    )
  },
]

// ——— MA03 OA 13: ecuaciones de un paso con un símbolo ———

const shapes = ['□', '△', '○', '◇']
const ma03oa13: OaMaker[] = [
  // □ + b = c
  (r) => {
    const x = int(r, 10, 70)
    const b = int(r, 5, 99 - x)
    const sh = pick(r, shapes)
    const left = int(r, 0, 1) === 1
    return num(
      r,
      'Aplicar',
      `En la ecuación ${left ? `${sh} + ${b}` : `${b} + ${sh}`} = ${x + b}, el símbolo ${sh} es un número desconocido. ¿Qué número representa ${sh}?`,
      x,
      [x + 2 * b, x + b, x + 10, x - 10],
      `${x + b} - ${b}`,
      `Se usa la resta, la operación inversa: ${sh} = ${x + b} - ${b} = ${x}. Se comprueba: ${x} + ${b} = ${x + b}.`,
    )
  },
  // □ - b = c
  (r) => {
    const c = int(r, 5, 60)
    const b = int(r, 5, 99 - c)
    const sh = pick(r, shapes)
    return num(
      r,
      'Aplicar',
      `Resuelve la ecuación ${sh} - ${b} = ${c}. ¿Qué número representa ${sh}?`,
      c + b,
      [c > b ? c - b : c + b + 10, c, c + b + 10, c + b - 10],
      `${c} + ${b}`,
      `Se usa la suma, la operación inversa: ${sh} = ${c} + ${b} = ${c + b}. Se comprueba: ${c + b} - ${b} = ${c}.`,
    )
  },
  // a - □ = c
  (r) => {
    const a = int(r, 30, 99)
    const x = int(r, 5, a - 5)
    const sh = pick(r, shapes)
    return num(
      r,
      'Analizar',
      `${a} - ${sh} = ${a - x}. ¿Qué número representa ${sh}?`,
      x,
      [a + (a - x), a - x, x + 10, x - 10],
      `${a} - ${a - x}`,
      `Si a ${a} se le quita ${sh} y quedan ${a - x}, entonces ${sh} = ${a} - ${a - x} = ${x}.`,
    )
  },
  // A problem written as an equation.
  (r) => {
    const x = int(r, 10, 60)
    const b = int(r, 5, 99 - x)
    const sh = pick(r, shapes)
    const [thing, how] = pick(r, countables)
    return num(
      r,
      'Aplicar',
      `${kid(r)} tenía ${sh} ${thing}, ganó ${b} y ahora tiene ${x + b}. Lo escribe así: ${sh} + ${b} = ${x + b}. ${how} ${thing} tenía? ¿Cuánto vale ${sh}?`,
      x,
      [x + 2 * b, x + b, b, x + 1],
      `${x + b} - ${b}`,
      `${sh} = ${x + b} - ${b} = ${x}: tenía ${x} ${thing}.`,
    )
  },
]

// ——— Money (MA03 OA 10, MA04 OA 07) ———

/** Things a child buys at the kiosk or the bookshop, with a price in pesos at 3° Básico and 4° Básico. */
const goods: readonly (readonly [string, string, number, number])[] = [
  ['un cuaderno', 'cuadernos', 900, 2500],
  ['un lápiz', 'lápices', 300, 900],
  ['una goma', 'gomas', 200, 600],
  ['un jugo', 'jugos', 400, 1200],
  ['un sándwich', 'sándwiches', 1000, 2800],
  ['una fruta', 'frutas', 200, 700],
  ['un cuento', 'cuentos', 2000, 5000],
  ['una regla', 'reglas', 500, 1500],
  ['un pegamento', 'pegamentos', 600, 1400],
  ['un helado', 'helados', 500, 1600],
]
const shops = [
  'el kiosco del colegio',
  'la librería del barrio',
  'la feria',
  'el almacén de la esquina',
  'el supermercado',
]
/** A price a multiple of 50 (10 under 500) between `lo` and `hi`. */
const price = (r: Rng, lo: number, hi: number) => {
  const step = hi <= 600 ? 10 : 50
  return step * int(r, Math.ceil(lo / step), Math.floor(hi / step))
}

function moneyMakers(scale: 1 | 2): OaMaker[] {
  /** 3° Básico works with numbers up to 1.000: its goods are the cheap ones, at most $450. */
  const shelf = scale === 1 ? goods.filter((g) => g[2] <= 500) : goods
  const cost = (r: Rng) => {
    const g = pick(r, shelf)
    return { g, p: scale === 1 ? price(r, 100, Math.min(450, g[3] * 0.6)) : price(r, g[2], g[3] * 1.5) }
  }
  const makers: OaMaker[] = [
    // Adding two prices.
    (r) => {
      const [a, b] = sample(r, shelf, 2)
      const pa = scale === 1 ? price(r, 100, 450) : price(r, a![2] * 0.5, a![3])
      const pb = scale === 1 ? price(r, 100, 450) : price(r, b![2] * 0.5, b![3])
      return num(
        r,
        'Aplicar',
        `En ${pick(r, shops)}, ${kid(r)} compra ${a![0]} de $${fmt(pa)} y ${b![0]} de $${fmt(pb)}. ¿Cuánto paga en total?`,
        pa + pb,
        [Math.abs(pa - pb), pa + pb + 100, pa + pb - 100, pa + pb + 1000],
        `${pa} + ${pb}`,
        `Se suman los precios: $${fmt(pa)} + $${fmt(pb)} = $${fmt(pa + pb)}.`,
        '$',
        1,
      )
    },
    // The change.
    (r) => {
      const { g, p } = cost(r)
      const bill = scale === 1 ? 1000 : [1000, 2000, 5000, 10000].find((b) => b > p)!
      return num(
        r,
        'Aplicar',
        `${kid(r)} compra ${g[0]} de $${fmt(p)} y paga con un billete de $${fmt(bill)}. ¿Cuánto dinero recibe de vuelto?`,
        bill - p,
        [bill + p, bill - p + 100, bill - p - 100, p],
        `${bill} - ${p}`,
        `El vuelto es lo que sobra del billete: $${fmt(bill)} - $${fmt(p)} = $${fmt(bill - p)}.`,
        '$',
        1,
      )
    },
    // Several of one price.
    (r) => {
      const { g, p } = cost(r)
      const n = int(r, 2, scale === 1 ? Math.min(5, Math.floor(1000 / p)) : 8)
      return num(
        r,
        'Aplicar',
        `En ${pick(r, shops)}, cada ${g[0].split(' ')[1]} cuesta $${fmt(p)}. ${kid(r)} compra ${n} ${g[1]}. ¿Cuánto dinero paga?`,
        n * p,
        [n + p, (n - 1) * p, (n + 1) * p, n * p + 100],
        `${n} * ${p}`,
        `Son ${n} veces $${fmt(p)}: ${n} · $${fmt(p)} = $${fmt(n * p)}.`,
        '$',
        1,
      )
    },
    // Sharing equally.
    (r) => {
      const n = int(r, 2, scale === 1 ? 5 : 8)
      const each = scale === 1 ? 10 * int(r, 5, Math.floor(100 / n)) : 100 * int(r, 2, 25)
      const [x] = twoKids(r)
      return num(
        r,
        'Aplicar',
        `${x} y ${n - 1 === 1 ? 'su hermano' : `${n - 1} amigos`} compran un regalo de $${fmt(n * each)} y pagan todos lo mismo. ¿Cuántos pesos paga cada uno?`,
        each,
        [n * each - n, each + 100, each * 2, each - 100],
        `${n * each} / ${n}`,
        `Se reparte el precio en ${n} partes iguales: $${fmt(n * each)} : ${n} = $${fmt(each)}.`,
        '$',
        1,
      )
    },
    // How many can be bought (3° Básico: one operation), or what is left after buying (4° Básico: two).
    (r) => {
      const { g, p } = cost(r)
      const n = int(r, 2, scale === 1 ? Math.min(6, Math.floor(1000 / p)) : 9)
      if (scale === 1)
        return num(
          r,
          'Aplicar',
          `${kid(r)} tiene $${fmt(n * p)} y cada ${g[0].split(' ')[1]} cuesta $${fmt(p)}. ¿Cuántos ${g[1]} puede comprar con todo su dinero?`,
          n,
          [n + 1, n - 1, n * 2, n + 2],
          `${n * p} / ${p}`,
          `Se ve cuántas veces cabe $${fmt(p)} en $${fmt(n * p)}: $${fmt(n * p)} : $${fmt(p)} = ${n}.`,
          '',
          1,
        )
      return num(
        r,
        'Analizar',
        `${kid(r)} tiene $${fmt(n * p)} y cada ${g[0].split(' ')[1]} cuesta $${fmt(p)}. ¿Cuántos pesos le quedan si compra ${n - 1} ${g[1]}?`,
        p,
        [0, 2 * p, (n - 1) * p, n * p - n + 1],
        `${n * p} - ${n - 1} * ${p}`,
        `${n - 1} · $${fmt(p)} = $${fmt((n - 1) * p)}; le quedan $${fmt(n * p)} - $${fmt((n - 1) * p)} = $${fmt(p)}.`,
        '$',
        1,
      )
    },
  ]
  if (scale === 2)
    makers.push((r) => {
      // A problem of two steps: buy and then count the change.
      const [a, b] = sample(r, goods, 2)
      const pa = price(r, a![2], a![3])
      const pb = price(r, b![2], b![3])
      const bill = [5000, 10000, 20000].find((x) => x > pa + pb)!
      return num(
        r,
        'Analizar',
        `${kid(r)} compra ${a![0]} de $${fmt(pa)} y ${b![0]} de $${fmt(pb)}. Paga con un billete de $${fmt(bill)}. ¿Cuánto dinero recibe de vuelto?`,
        bill - pa - pb,
        [bill - pa, bill - pb, pa + pb, bill - pa - pb + 1000],
        `${bill} - ${pa} - ${pb}`,
        `Primero el total: $${fmt(pa)} + $${fmt(pb)} = $${fmt(pa + pb)}; luego el vuelto: $${fmt(bill)} - $${fmt(pa + pb)} = $${fmt(bill - pa - pb)}.`,
        '$',
        1,
      )
    })
  return makers
}

// ——— MA04 OA 01: números hasta 10.000 ———

const placeNames = ['unidades', 'decenas', 'centenas', 'unidades de mil']
/** A four-digit number without repeated digits. */
const fourDigits = (r: Rng) => {
  const d = sample(r, [1, 2, 3, 4, 5, 6, 7, 8, 9], 4)
  return d[0]! * 1000 + d[1]! * 100 + d[2]! * 10 + d[3]!
}
const ma04oa01: OaMaker[] = [
  // The value of a digit.
  (r) => {
    const n = fourDigits(r)
    const place = int(r, 0, 3)
    const digit = Math.floor(n / 10 ** place) % 10
    const value = digit * 10 ** place
    return num(
      r,
      'Comprender',
      `¿Cuál es el valor posicional del dígito ${digit} en el número ${fmt(n)}?`,
      value,
      [0, 1, 2, 3].filter((k) => k !== place).map((k) => digit * 10 ** k),
      `${digit} * ${10 ** place}`,
      `En ${fmt(n)} el ${digit} está en las ${placeNames[place]}: vale ${fmt(value)}.`,
    )
  },
  // The greatest or least of four.
  (r) => {
    const n = fourDigits(r)
    const d = String(n)
    const others = [
      Number(d[1]! + d[0]! + d[2]! + d[3]!),
      Number(d[0]! + d[2]! + d[1]! + d[3]!),
      Number(d[0]! + d[1]! + d[3]! + d[2]!),
    ]
    const all = [n, ...others]
    const big = int(r, 0, 1) === 1
    const key = big ? Math.max(...all) : Math.min(...all)
    return ask(
      r,
      'Analizar',
      `¿Cuál de estos números es el ${big ? 'mayor' : 'menor'}?`,
      fmt(key),
      all.filter((x) => x !== key).map(fmt),
      `Se comparan las unidades de mil, luego las centenas, las decenas y las unidades: el ${big ? 'mayor' : 'menor'} es ${fmt(key)}.`,
      `${key}`,
    )
  },
  // Composing from the place values.
  (r) => {
    const n = fourDigits(r)
    const [m, c, d, u] = String(n).split('').map(Number) as [number, number, number, number]
    return num(
      r,
      'Aplicar',
      `¿Qué número se forma con ${m} unidades de mil, ${c} centenas, ${d} decenas y ${u} unidades?`,
      n,
      [m * 1000 + d * 100 + c * 10 + u, m + c + d + u, n + 1000, u * 1000 + d * 100 + c * 10 + m],
      `${m} * 1000 + ${c} * 100 + ${d} * 10 + ${u}`,
      `${fmt(m * 1000)} + ${c * 100} + ${d * 10} + ${u} = ${fmt(n)}.`,
    )
  },
  // Counting by 10, 100 or 1.000.
  (r) => {
    const s = pick(r, [10, 100, 1000])
    const a = s === 1000 ? int(r, 1000, 5000) : int(r, 1000, 9000)
    const seq = [a, a + s, a + 2 * s].map(fmt)
    return num(
      r,
      'Aplicar',
      `${kid(r)} cuenta de ${fmt(s)} en ${fmt(s)}: ${seq.join(', ')}, … ¿Qué número sigue?`,
      a + 3 * s,
      [a + 3 * s + 1, a + 2 * s + 1, a + 4 * s, a + 3 * (s === 1000 ? 100 : s * 10)],
      `${a} + 3 * ${s}`,
      `Se suma ${fmt(s)} cada vez: ${fmt(a + 2 * s)} + ${fmt(s)} = ${fmt(a + 3 * s)}.`,
    )
  },
  // Decomposing.
  (r) => {
    const n = fourDigits(r)
    const [m, c, d, u] = String(n).split('').map(Number) as [number, number, number, number]
    return ask(
      r,
      'Comprender',
      `¿Cuál es la descomposición aditiva de ${fmt(n)} según el valor posicional?`,
      `${fmt(m * 1000)} + ${c * 100} + ${d * 10} + ${u}`,
      [
        `${m} + ${c} + ${d} + ${u}`,
        `${fmt(m * 1000)} + ${d * 100} + ${c * 10} + ${u}`,
        `${m * 100} + ${c * 10} + ${d} + ${u}`,
        `${fmt(m * 1000)} + ${c * 100} + ${d} + ${u}`,
      ],
      `${fmt(n)} = ${fmt(m * 1000)} + ${c * 100} + ${d * 10} + ${u}.`,
    )
  },
]

// ——— MA04 OA 02: cálculo mental para multiplicar y dividir ———

const ma04oa02: OaMaker[] = [
  // The double of the double.
  (r) => {
    const b = int(r, 3, 10)
    return num(
      r,
      'Aplicar',
      `Para calcular 4 · ${b}, ${kid(r)} usa el doble del doble: el doble de ${b} es ${2 * b}. ¿Cuánto es 4 · ${b}?`,
      4 * b,
      [2 * b, 4 + b, 3 * b, 4 * b + 4],
      `4 * ${b}`,
      `El doble de ${2 * b} es ${4 * b}: 4 · ${b} = ${4 * b}.`,
    )
  },
  // Halving to divide by 2.
  (r) => {
    const n = 2 * int(r, 6, 49)
    return num(
      r,
      'Aplicar',
      `Para dividir ${n} : 2, ${kid(r)} busca mentalmente la mitad de ${n}. ¿Cuánto es ${n} : 2?`,
      n / 2,
      [n * 2, n - 2, n / 2 + 1, n / 2 + 10],
      `${n} / 2`,
      `Dividir por 2 es buscar la mitad: ${n} : 2 = ${n / 2}.`,
    )
  },
  // Decomposing a factor.
  (r) => {
    const a = int(r, 6, 9)
    const b = int(r, 3, 9)
    return num(
      r,
      'Aplicar',
      `${kid(r)} descompone ${a} · ${b} en 5 · ${b} + ${a - 5} · ${b}. ¿Cuánto es ${a} · ${b}?`,
      a * b,
      [5 * b + a - 5, (a - 1) * b, a * b + b, a + b],
      `5 * ${b} + ${a - 5} * ${b}`,
      `5 · ${b} = ${5 * b} y ${a - 5} · ${b} = ${(a - 5) * b}; ${5 * b} + ${(a - 5) * b} = ${a * b}.`,
    )
  },
  // Dividing with the multiplication.
  (r) => {
    const a = int(r, 3, 10)
    const b = int(r, 3, 10)
    return num(
      r,
      'Comprender',
      `${kid(r)} sabe que ${a} · ${b} = ${a * b}. Con esa estrategia, ¿cuánto es ${a * b} : ${a}?`,
      b,
      [a, a * b - a, b + 1, b - 1],
      `${a * b} / ${a}`,
      `La división es la operación inversa de la multiplicación: como ${a} · ${b} = ${a * b}, ${a * b} : ${a} = ${b}.`,
    )
  },
  // Counting forward by a factor.
  (r) => {
    const a = int(r, 3, 9)
    const b = int(r, 4, 9)
    return num(
      r,
      'Aplicar',
      `Para calcular ${b} · ${a}, ${kid(r)} cuenta hacia adelante de ${a} en ${a}, ${b} veces. ¿A qué número llega?`,
      a * b,
      [a + b, a * (b - 1), a * (b + 1), a * b + 1],
      `${b} * ${a}`,
      `Contando ${b} veces de ${a} en ${a} se llega a ${a * b}: ${b} · ${a} = ${a * b}.`,
    )
  },
]

// ——— MA04 OA 03: estimar sumas y restas ———

const estimateSum: OaMaker = (r) => {
  const add = int(r, 0, 1) === 1
  const ra = 100 * int(r, 2, 6)
  const rb = 100 * int(r, 1, add ? 3 : ra / 100 - 1)
  const a = ra + pick(r, [-3, -2, -1, 1, 2, 3]) * int(r, 1, 9)
  const b = rb + pick(r, [-2, -1, 1, 2]) * int(r, 1, 9)
  const key = add ? ra + rb : ra - rb
  return num(
    r,
    'Aplicar',
    `${kid(r)} estima ${add ? 'la suma' : 'la resta'} ${a} ${add ? '+' : '-'} ${b} redondeando cada número a la centena. ¿Cuál es su estimación?`,
    key,
    [add ? a + b : a - b, key + 100, key - 100, add ? ra + rb + 200 : ra + rb],
    `${ra} ${add ? '+' : '-'} ${rb}`,
    `${a} se redondea a ${ra} y ${b} a ${rb}: ${ra} ${add ? '+' : '-'} ${rb} = ${key}.`,
  )
}

// ——— MA03 OA 06: el algoritmo de la suma y la resta con reserva ———

const carryAlgorithm: OaMaker = (r) => {
  const add = int(r, 0, 1) === 1
  let a: number
  let b: number
  do {
    a = int(r, 150, 700)
    b = int(r, 105, add ? 999 - a : a - 10)
  } while (add ? (a % 10) + (b % 10) < 10 : a % 10 >= b % 10)
  const key = add ? a + b : a - b
  return num(
    r,
    'Aplicar',
    add
      ? `Resuelve con el algoritmo de la suma, con reserva: ${a} + ${b}. ¿Cuál es el resultado?`
      : `Resuelve con el algoritmo de la resta, con reserva: ${a} - ${b}. ¿Cuál es el resultado?`,
    key,
    add ? [key - 10, key + 10, key - 100, key + 1] : [key + 10, key - 10, key + 100, key - 1],
    `${a} ${add ? '+' : '-'} ${b}`,
    add
      ? `Las unidades ${a % 10} + ${b % 10} = ${(a % 10) + (b % 10)}: se anota ${((a % 10) + (b % 10)) % 10} y se lleva 1 decena. ${a} + ${b} = ${key}.`
      : `Como ${a % 10} es menor que ${b % 10}, se canjea 1 decena por 10 unidades. ${a} - ${b} = ${key}.`,
  )
}

// ——— MA04 OA 06: la división ———

const ma04oa06: OaMaker[] = [
  // Sharing equally.
  (r) => {
    const d = int(r, 2, 9)
    const q = int(r, Math.ceil(10 / d) + 1, Math.floor(99 / d))
    const [thing, how] = pick(r, countables)
    return num(
      r,
      'Aplicar',
      `Se reparten ${d * q} ${thing} en partes iguales entre ${d} niños. ${how} ${thing} recibe cada niño?`,
      q,
      [d * q - d, q + 1, q - 1, d],
      `${d * q} / ${d}`,
      `${d * q} : ${d} = ${q}, porque ${d} · ${q} = ${d * q}.`,
    )
  },
  // With the related multiplication.
  (r) => {
    const d = int(r, 3, 9)
    const q = int(r, Math.ceil(10 / d) + 1, Math.floor(99 / d))
    return num(
      r,
      'Comprender',
      `¿Qué multiplicación ayuda a calcular ${d * q} : ${d}? Usa la respuesta: ¿cuánto es ${d * q} : ${d}?`,
      q,
      [q + 1, q - 1, d * q - d, q + 10],
      `${d * q} / ${d}`,
      `${d} · ${q} = ${d * q}, así que ${d * q} : ${d} = ${q}.`,
    )
  },
  // Remainder.
  (r) => {
    const d = int(r, 3, 9)
    const q = int(r, 3, Math.floor(90 / d))
    const rest = int(r, 1, d - 1)
    const n = d * q + rest
    const [thing, how] = pick(r, countables)
    return num(
      r,
      'Aplicar',
      `${kid(r)} reparte ${n} ${thing} en ${d} cajas, la misma cantidad en cada una, y guarda lo que sobra. ${how} ${thing} sobran?`,
      rest,
      [q, d - rest, rest + 1, q + rest],
      `${n} - ${d} * ${q}`,
      `${d} · ${q} = ${d * q}; ${n} - ${d * q} = ${rest}: cada caja recibe ${q} y ${rest === 1 ? 'sobra 1' : `sobran ${rest}`}.`,
      '',
      0,
    )
  },
  // Decomposing the dividend.
  (r) => {
    const d = int(r, 2, 6)
    const q1 = 10
    const q2 = int(r, 1, Math.floor((99 - 10 * d) / d))
    const n = d * (q1 + q2)
    return num(
      r,
      'Aplicar',
      `Para calcular ${n} : ${d}, ${kid(r)} descompone el dividendo: ${n} = ${10 * d} + ${d * q2}. ¿Cuánto es ${n} : ${d}?`,
      q1 + q2,
      [q1, q2, q1 + q2 + 1, d + q2 + 10],
      `${n} / ${d}`,
      `${10 * d} : ${d} = 10 y ${d * q2} : ${d} = ${q2}; 10 + ${q2} = ${10 + q2}.`,
    )
  },
  // Groups: how many groups.
  (r) => {
    const d = int(r, 2, 9)
    const q = int(r, Math.ceil(10 / d) + 1, Math.floor(99 / d))
    return num(
      r,
      'Aplicar',
      `En el curso hay ${d * q} estudiantes y la profesora forma grupos de ${d}. ¿Cuántos grupos forma? Calcula ${d * q} : ${d}.`,
      q,
      [q + 1, q - 1, d * q - d, d],
      `${d * q} / ${d}`,
      `${d * q} : ${d} = ${q}, porque ${q} grupos de ${d} son ${d * q}.`,
    )
  },
]

// ——— MA04 OA 11: decimales hasta los centésimos ———

/** A decimal written as Chilean texts write it: "0,45", "2,3". */
const dec = (hundredths: number) => fmt(hundredths / 100)
const ma04oa11: OaMaker[] = [
  // The greatest or least of four decimals.
  (r) => {
    const t = int(r, 1, 8)
    const u = int(r, 1, 9)
    const whole = int(r, 0, 3)
    const base = whole * 100
    const values = [base + 10 * t + u, base + 10 * u + t, base + 10 * t, base + u].filter(
      (v, i, all) => all.indexOf(v) === i,
    )
    if (values.length < 4) values.push(base + 10 * (t + 1))
    const big = int(r, 0, 1) === 1
    const key = big ? Math.max(...values) : Math.min(...values)
    return ask(
      r,
      'Analizar',
      `¿Cuál de estos números decimales es el ${big ? 'mayor' : 'menor'}?`,
      dec(key),
      values.filter((v) => v !== key).map(dec),
      `Se comparan los décimos y luego los centésimos: el ${big ? 'mayor' : 'menor'} es ${dec(key)}.`,
      `${key} / 100`,
    )
  },
  // Tenths and hundredths as a decimal.
  (r) => {
    const hundredths = int(r, 0, 1) === 1
    const n = hundredths ? int(r, 11, 99) : int(r, 1, 9)
    const key = hundredths ? n : 10 * n
    return ask(
      r,
      'Comprender',
      `¿Cómo se escribe ${hundredths ? `${n} centésimos` : `${n} décimos`} como número decimal?`,
      dec(key),
      hundredths ? [fmt(n / 10), fmt(n), dec(Math.floor(n / 10) + 10 * (n % 10))] : [dec(n), fmt(n), fmt(n * 10)],
      `${hundredths ? `${n} centésimos son ${dec(key)}: el último dígito está en los centésimos.` : `${n} décimos son ${dec(key)}: el dígito está en los décimos.`}`,
      `${key} / 100`,
    )
  },
  // How many hundredths.
  (r) => {
    const n = int(r, 11, 99)
    return num(
      r,
      'Comprender',
      `El número decimal ${dec(n)} representa una parte de un entero. ¿Cuántos centésimos son?`,
      n,
      [Math.floor(n / 10), n % 10 || 1, n * 10, n + 10],
      `${n}`,
      `${dec(n)} son ${Math.floor(n / 10)} ${Math.floor(n / 10) === 1 ? 'décimo' : 'décimos'} y ${n % 10} ${n % 10 === 1 ? 'centésimo' : 'centésimos'}: ${n} centésimos en total.`,
    )
  },
  // Ordering.
  (r) => {
    const ns = sample(r, [5, 12, 25, 30, 41, 50, 67, 70, 8, 90, 99, 3], 4)
    const sorted = [...ns].sort((a, b) => a - b)
    const [a, b, c, d] = sorted as [number, number, number, number]
    return ask(
      r,
      'Analizar',
      `${kid(r)} ordena de menor a mayor los números decimales ${ns.map(dec).join('; ')}. ¿Cómo quedan?`,
      sorted.map(dec).join('; '),
      [
        [b, a, c, d],
        [a, b, d, c],
        [d, c, b, a],
      ].map((x) => x.map(dec).join('; ')),
      `Se comparan los décimos y luego los centésimos: ${sorted.map(dec).join(' < ')}.`,
    )
  },
  // Money as decimals: a part of a meter.
  (r) => {
    const cm = int(r, 11, 99)
    return ask(
      r,
      'Comprender',
      `Una cinta mide ${cm} centímetros, es decir, ${cm} centésimos de un metro. ¿Cómo se escribe esa medida como número decimal de metros?`,
      `${dec(cm)} m`,
      [`${fmt(cm / 10)} m`, `${cm} m`, `${dec(cm + 100)} m`],
      `Un centímetro es un centésimo de metro: ${cm} centésimos = ${dec(cm)}.`,
      `${cm} / 100`,
    )
  },
]

// ——— MA04 OA 13: patrones en tablas ———

const tableThings: readonly (readonly [string, string, number])[] = [
  ['Bicicletas', 'Ruedas', 2],
  ['Triciclos', 'Ruedas', 3],
  ['Autos', 'Ruedas', 4],
  ['Manos', 'Dedos', 5],
  ['Cajas', 'Lápices', 6],
  ['Semanas', 'Días', 7],
  ['Arañas', 'Patas', 8],
  ['Bolsas', 'Dulces', 10],
]
const ma04oa13: OaMaker[] = [
  // The missing value of a multiplying table.
  (r) => {
    const [top, bottom, k] = pick(r, tableThings)
    const start = int(r, 1, 4)
    const row = [start, start + 1, start + 2, start + 3]
    const ask4 = row[3]!
    return num(
      r,
      'Aplicar',
      `La tabla muestra un patrón. ${top}: ${row.join(', ')}. ${bottom}: ${row
        .slice(0, 3)
        .map((x) => x * k)
        .join(', ')}, ___. ¿Qué número falta?`,
      ask4 * k,
      [ask4 * k + 1, (ask4 - 1) * k + 1, ask4 + k, ask4 * k + k],
      `${ask4} * ${k}`,
      `Cada número de abajo es ${k} veces el de arriba: ${ask4} · ${k} = ${ask4 * k}.`,
    )
  },
  // The rule of a table.
  (r) => {
    const add = int(r, 0, 1) === 1
    const k = int(r, 2, 9)
    const start = int(r, 1, 6)
    const row = [start, start + 1, start + 2, start + 3]
    const out = row.map((x) => (add ? x + k : x * k))
    const rules = add
      ? [`Sumar ${k}`, `Multiplicar por ${k}`, `Sumar ${k + 1}`, `Restar ${k}`]
      : [`Multiplicar por ${k}`, `Sumar ${k}`, `Multiplicar por ${k + 1}`, `Sumar ${out[1]! - out[0]!}`]
    return ask(
      r,
      'Analizar',
      `En esta tabla, cada número de salida se obtiene del de entrada con la misma regla. Entrada: ${row.join(', ')}. Salida: ${out.join(', ')}. ¿Cuál es la regla?`,
      rules[0]!,
      rules.slice(1),
      `${row[0]} ${add ? '+' : '·'} ${k} = ${out[0]} y ${row[1]} ${add ? '+' : '·'} ${k} = ${out[1]}: la regla es «${rules[0]!.toLowerCase()}».`,
    )
  },
  // A far value of a table.
  (r) => {
    const [top, bottom, k] = pick(r, tableThings)
    const far = int(r, 6, 10)
    return num(
      r,
      'Aplicar',
      `En una tabla, ${kid(r)} anota un patrón. ${top}: 1, 2, 3, 4. ${bottom}: ${k}, ${2 * k}, ${3 * k}, ${4 * k}. Si sigue la tabla, ¿cuántos ${bottom.toLowerCase()} corresponden a ${far} ${top.toLowerCase()}?`,
      far * k,
      [4 * k + far, far + k, (far - 1) * k, far * k + 1],
      `${far} * ${k}`,
      `La regla de la tabla es multiplicar por ${k}: ${far} · ${k} = ${far * k}.`,
    )
  },
  // An adding table: the value after.
  (r) => {
    const k = int(r, 3, 15)
    const start = int(r, 1, 9)
    const row = [start, start + 1, start + 2]
    return num(
      r,
      'Aplicar',
      `En la tabla, la regla es sumar ${k}. Entrada: ${row.join(', ')}, ${start + 3}. Salida: ${row.map((x) => x + k).join(', ')}, ___. ¿Qué número falta?`,
      start + 3 + k,
      [(start + 3) * k, start + 3 + k + 1, start + 2 + k, start + k],
      `${start + 3} + ${k}`,
      `Se suma ${k} al número de entrada: ${start + 3} + ${k} = ${start + 3 + k}.`,
    )
  },
]

// ——— MA04 OA 14: ecuaciones e inecuaciones de un paso ———

const ma04oa14: OaMaker[] = [
  // x + b = c
  (r) => {
    const x = int(r, 8, 70)
    const b = int(r, 5, 99 - x)
    return num(
      r,
      'Aplicar',
      `Resuelve la ecuación x + ${b} = ${x + b}. ¿Cuánto vale x?`,
      x,
      [x + 2 * b, x + b, x + 10, x - 1],
      `${x + b} - ${b}`,
      `Se resta ${b} a ambos lados: x = ${x + b} - ${b} = ${x}. Se comprueba: ${x} + ${b} = ${x + b}.`,
    )
  },
  // x - b = c
  (r) => {
    const c = int(r, 5, 60)
    const b = int(r, 5, 99 - c)
    return num(
      r,
      'Aplicar',
      `Resuelve la ecuación x - ${b} = ${c}. ¿Cuánto vale x?`,
      c + b,
      [c > b ? c - b : c + b + 10, c, c + b + 1, c + b - 10],
      `${c} + ${b}`,
      `Se suma ${b} a ambos lados: x = ${c} + ${b} = ${c + b}. Se comprueba: ${c + b} - ${b} = ${c}.`,
    )
  },
  // Checking a solution.
  (r) => {
    const x = int(r, 10, 60)
    const b = int(r, 5, 99 - x)
    const cands = [x, x + b, x + 1, x - 2]
    return ask(
      r,
      'Evaluar',
      `Para comprobar cuál es la solución de x + ${b} = ${x + b}, ${kid(r)} reemplaza x por cada número. ¿Cuál es la solución?`,
      `x = ${x}`,
      cands.slice(1).map((c) => `x = ${c}`),
      `${x} + ${b} = ${x + b}: la igualdad se cumple solo con x = ${x}.`,
    )
  },
  // An inequation.
  (r) => {
    const b = int(r, 5, 40)
    const c = int(r, b + 10, 90)
    const limit = c - b
    const less = int(r, 0, 1) === 1
    const key = less ? limit - int(r, 1, 5) : limit + int(r, 1, 5)
    const wrong = less ? [limit, limit + 3, limit + 8] : [limit, limit - 3, limit - 8]
    return ask(
      r,
      'Aplicar',
      `¿Qué número es una solución de la inecuación x + ${b} ${less ? '<' : '>'} ${c}?`,
      `${key}`,
      wrong.map(String),
      `x + ${b} ${less ? '<' : '>'} ${c} se cumple cuando x es ${less ? 'menor' : 'mayor'} que ${c} - ${b} = ${limit}: ${key} + ${b} = ${key + b}, que es ${less ? 'menor' : 'mayor'} que ${c}.`,
    )
  },
  // A problem as an equation.
  (r) => {
    const x = int(r, 10, 60)
    const b = int(r, 5, 99 - x)
    const [thing, how] = pick(r, countables)
    return num(
      r,
      'Aplicar',
      `${kid(r)} tenía x ${thing}. Le regalaron ${b} y ahora tiene ${x + b}: x + ${b} = ${x + b}. ${how} ${thing} tenía?`,
      x,
      [x + 2 * b, x + b, b, x + 1],
      `${x + b} - ${b}`,
      `x = ${x + b} - ${b} = ${x}. Se comprueba: ${x} + ${b} = ${x + b}.`,
    )
  },
]

// ——— Place value (MA01 OA 08, MA02 OA 07, MA03 OA 05) ———

const placeWords = ['unidades', 'decenas', 'centenas']
/** Tens and ones up to 20 (1° Básico), to 99 (2° Básico), hundreds to 999 (3° Básico). */
function placeValueMakers(max: number): OaMaker[] {
  const draw = (r: Rng) => {
    for (;;) {
      const n = max <= 20 ? int(r, 11, 19) : max < 100 ? int(r, 21, 98) : int(r, 112, 987)
      if (n % 10 !== 0 && Math.floor(n / 10) % 10 !== 0 && new Set(String(n)).size === String(n).length) return n
    }
  }
  const parts = (n: number) => [n % 10, Math.floor(n / 10) % 10, Math.floor(n / 100)] as const
  const say = (n: number) => {
    const [u, d, c] = parts(n)
    const unit = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`
    const bits = [
      ...(c ? [unit(c, 'centena', 'centenas')] : []),
      unit(d, 'decena', 'decenas'),
      unit(u, 'unidad', 'unidades'),
    ]
    return `${bits.slice(0, -1).join(', ')} y ${bits[bits.length - 1]}`
  }
  const makers: OaMaker[] = [
    // From tens and ones to the number.
    (r) => {
      const n = draw(r)
      const [u, d, c] = parts(n)
      return num(
        r,
        'Comprender',
        `${kid(r)} arma un número con ${say(n)}. ¿Qué número es?`,
        n,
        c ? [100 * c + 10 * u + d, c + d + u, 100 * u + 10 * d + c] : [10 * u + d, d + u, u],
        c ? `${c} * 100 + ${d} * 10 + ${u}` : `${d} * 10 + ${u}`,
        `${say(n)}: ${c ? `${100 * c} + ` : ''}${10 * d} + ${u} = ${n}.`,
      )
    },
    // From the number to its tens and ones.
    (r) => {
      const n = draw(r)
      const [u, d, c] = parts(n)
      const swapped = c ? 100 * u + 10 * d + c : 10 * u + d
      return ask(
        r,
        'Comprender',
        `${kid(r)} representa el ${n} con material. ¿Cuántas ${c ? 'centenas, decenas' : 'decenas'} y unidades usa?`,
        say(n),
        [
          say(swapped),
          ...(c
            ? [say(100 * c + 10 * u + d), say(100 * d + 10 * c + u)]
            : [
                `${u} unidades y 0 decenas`,
                `${d + 1} ${d + 1 === 1 ? 'decena' : 'decenas'} y ${u} unidades`,
                `${d} ${d === 1 ? 'decena' : 'decenas'} y ${u + 1} unidades`,
              ]),
        ],
        `${n} = ${c ? `${100 * c} + ` : ''}${10 * d} + ${u}: ${say(n)}.`,
      )
    },
  ]
  if (max <= 20)
    makers.push((r) => {
      const n = draw(r)
      const [thing, how] = pick(r, countables)
      return num(
        r,
        'Aplicar',
        `${kid(r)} tiene ${n} ${thing} y forma un grupo de 10. ${how} ${thing} quedan fuera del grupo de 10?`,
        n - 10,
        [n, 10, n - 9, n + 10, 1],
        `${n} - 10`,
        `${n} es 1 decena y ${n - 10} unidades: quedan ${n - 10} fuera del grupo de 10.`,
      )
    })
  else
    makers.push((r) => {
      // The value of a digit.
      const n = draw(r)
      const place = int(r, 0, max < 100 ? 1 : 2)
      const digit = parts(n)[place]!
      return num(
        r,
        'Comprender',
        `¿Cuánto vale el dígito ${digit} en el número ${n}?`,
        digit * 10 ** place,
        [0, 1, 2]
          .filter((k) => k !== place)
          .map((k) => digit * 10 ** k)
          .concat([digit * 10 ** place + 1]),
        `${digit} * ${10 ** place}`,
        `En ${n} el ${digit} está en las ${placeWords[place]}: vale ${digit * 10 ** place}.`,
      )
    })
  if (max > 20)
    makers.push((r) => {
      // Bags of ten.
      const n = draw(r)
      const [u, d, c] = parts(n)
      const [thing] = pick(r, countables)
      const tens = 10 * c + d
      return num(
        r,
        'Aplicar',
        `${kid(r)} guarda ${n} ${thing} en bolsas de 10 ${thing}. ¿Cuántas bolsas llenas de 10 puede armar? Piensa en las decenas${c ? ': cada centena tiene 10 decenas' : ''}.`,
        tens,
        [u, d === tens ? c + 1 : d, n, tens + 1, tens - 1],
        `(${n} - ${u}) / 10`,
        `${n} tiene ${tens} decenas en total y ${u} ${u === 1 ? 'unidad' : 'unidades'}: arma ${tens} bolsas de 10 y le ${u === 1 ? 'sobra 1' : `sobran ${u}`}.`,
      )
    })
  return makers
}

// ——— MA01 OA 02: números ordinales ———

const ordinals = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo']
const ordinalPlaces = [
  'En la fila para entrar a la sala',
  'En la fila de la colación',
  'En una carrera del día del deporte',
  'En la fila para el bus del paseo',
  'En el trencito del recreo',
]
const ma01oa02: OaMaker[] = [
  // The place of a child in a row.
  (r) => {
    const n = int(r, 5, 8)
    const row = sample(r, childNames, n)
    const at = int(r, 1, n - 1)
    const place = (i: number) => `En el ${ordinals[i]} lugar`
    const wrong = [at - 1, at + 1, n - 1 - at, at + 2].filter((i) => i >= 0 && i < 10 && i !== at)
    return ask(
      r,
      'Comprender',
      `${pick(r, ordinalPlaces)}, en orden desde el comienzo, están: ${row.join(', ')}. ¿En qué lugar está ${row[at]}?`,
      place(at),
      wrong.map(place),
      `Contando desde el comienzo, ${row[at]} es el número ${at + 1}: está en el ${ordinals[at]} lugar.`,
    )
  },
  // Who is in a given place.
  (r) => {
    const n = int(r, 5, 9)
    const row = sample(r, childNames, n)
    const at = int(r, 1, n - 1)
    return ask(
      r,
      'Comprender',
      `${pick(r, ordinalPlaces)}, en orden desde el comienzo, están: ${row.join(', ')}. ¿Quién está en el ${ordinals[at]} lugar?`,
      row[at]!,
      [
        row[at - 1]!,
        row[at + 1] ?? row[0]!,
        row[n - 1 - at] === row[at] ? row[0]! : row[n - 1 - at]!,
        row[at - 2] ?? row[n - 1]!,
      ],
      `Se cuenta desde el comienzo hasta el ${ordinals[at]} lugar: es ${row[at]}.`,
    )
  },
  // Children ahead.
  (r) => {
    const at = int(r, 2, 9)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `En una carrera, ${who} llegó en el ${ordinals[at]} lugar. ¿Cuántos niños llegaron antes que ${who}?`,
      at,
      [at + 1, at - 1, at + 2, 10 - at],
      `${at + 1} - 1`,
      `El ${ordinals[at]} lugar es el lugar número ${at + 1}; antes llegaron ${at} niños.`,
      '',
      1,
    )
  },
]

// ——— MA01 OA 11: patrones repetitivos y numéricos ———

/** Repeating patterns a child sees and hears: the beads of a necklace, the beats of a rhythm. */
const patternKinds = [
  {
    items: ['roja', 'azul', 'verde', 'amarilla', 'blanca'],
    say: (seq: string) =>
      `Las cuentas de un collar siguen un patrón que se repite: ${seq}, … ¿De qué color es la cuenta que sigue?`,
    unit: (seq: string) => `En las cuentas del collar (${seq}), ¿qué parte del patrón se repite?`,
  },
  {
    items: ['aplauso', 'zapateo', 'salto', 'chasquido', 'silencio'],
    say: (seq: string) => `En la clase de música, el curso sigue un ritmo que se repite: ${seq}, … ¿Qué sigue?`,
    unit: (seq: string) => `En el ritmo ${seq}, ¿qué parte del patrón se repite?`,
  },
] as const
const ma01oa11: OaMaker[] = [
  // A repeating pattern: what comes next.
  (r) => {
    const kind = pick(r, patternKinds)
    const [a, b, c, d] = sample(r, kind.items, 4) as [string, string, string, string]
    const unit = pick(r, [
      [a, b],
      [a, b, c],
      [a, a, b],
      [a, b, b],
    ])
    const len = int(r, 5, 8)
    const shown = Array.from({ length: len }, (_, i) => unit[i % unit.length]!)
    const next = unit[len % unit.length]!
    return ask(
      r,
      'Aplicar',
      kind.say(shown.join(', ')),
      cap(next),
      [a, b, c, d].filter((x) => x !== next).map(cap),
      `La parte que se repite es «${unit.join(', ')}»; después de «${shown.slice(-2).join(', ')}» sigue «${next}».`,
    )
  },
  // The repeating unit.
  (r) => {
    const kind = pick(r, patternKinds)
    const [a, b, c] = sample(r, kind.items, 3) as [string, string, string]
    const unit = pick(r, [
      [a, b, c],
      [a, a, b],
      [a, b, b],
    ])
    const shown = [...unit, ...unit, ...unit]
    const wrongs = [
      [a, b],
      [b, c, a],
      [a, c, b],
      [b, a],
      [a, a, b, b],
      [a, b, c, c],
    ]
      .map((u) => cap(u.join(', ')))
      .filter((u) => u !== cap(unit.join(', ')))
    return ask(
      r,
      'Comprender',
      kind.unit(shown.join(', ')),
      cap(unit.join(', ')),
      wrongs,
      `El patrón repite «${unit.join(', ')}» tres veces.`,
    )
  },
  // A growing or shrinking number pattern up to 20.
  (r) => {
    const s = pick(r, [1, 2, 3, 5])
    const up = int(r, 0, 1) === 1
    const a = up ? int(r, 0, 20 - 4 * s) : int(r, 4 * s, 20)
    const seq = Array.from({ length: 4 }, (_, i) => a + (up ? i : -i) * s)
    const last = seq[3]!
    return num(
      r,
      'Aplicar',
      `${kid(r)} continúa la secuencia ${seq.join(', ')}, … ¿Qué número sigue?`,
      up ? last + s : last - s,
      up
        ? [last + 1 === last + s ? last + 2 : last + 1, last + s + 1, last - s, last]
        : [last - 1 === last - s ? last - 2 : last - 1, last + s, last - s + 1, last],
      `${last} ${up ? '+' : '-'} ${s}`,
      `La secuencia ${up ? 'aumenta' : 'disminuye'} de ${s} en ${s}: ${last} ${up ? '+' : '-'} ${s} = ${up ? last + s : last - s}.`,
    )
  },
]

// ——— MA01 OA 12: igualdad y desigualdad en una balanza ———

const ma01oa12: OaMaker[] = [
  // What balances the scale.
  (r) => {
    const a = int(r, 5, 18)
    const b = int(r, 1, a - 2)
    const [thing, how] = pick(r, fillings)
    return num(
      r,
      'Aplicar',
      `En una balanza hay ${a} ${thing} a la izquierda y ${b} ${thing} a la derecha. ${how} ${thing} hay que poner a la derecha para que la balanza quede en equilibrio?`,
      a - b,
      [a + b, a, b, a - b + 1],
      `${a} - ${b}`,
      `Para el equilibrio los dos lados deben tener ${a} ${thing}: ${b} + ${a - b} = ${a}.`,
      '',
      1,
    )
  },
  // An equality with the sign =.
  (r) => {
    const a = int(r, 3, 10)
    const b = int(r, 2, 9)
    const c = int(r, 1, a + b - 1)
    return num(
      r,
      'Analizar',
      `${kid(r)} completa la igualdad con el signo igual: ${a} + ${b} = ${c} + ___. ¿Qué número falta?`,
      a + b - c,
      [a + b, a + b + c, c, a + b - c + 1],
      `${a} + ${b} - ${c}`,
      `Los dos lados deben valer ${a + b}: ${c} + ${a + b - c} = ${a + b}.`,
    )
  },
  // Balanced or not.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 2, 9)
    const equal = int(r, 0, 1) === 1
    const c = equal ? a + b : a + b + pick(r, [-2, -1, 1, 2])
    const heavier = c > a + b ? 'la derecha' : 'la izquierda'
    const [thing] = pick(r, fillings)
    const key = equal ? 'Está en equilibrio: es una igualdad' : `Baja hacia ${heavier}: es una desigualdad`
    return ask(
      r,
      'Comprender',
      `${kid(r)} pone ${a} + ${b} ${thing} a la izquierda de una balanza y ${c} ${thing} a la derecha. ¿Qué pasa con la balanza?`,
      key,
      [
        'Está en equilibrio: es una igualdad',
        'Baja hacia la derecha: es una desigualdad',
        'Baja hacia la izquierda: es una desigualdad',
        'Baja hacia los dos lados: es una igualdad',
      ],
      `${a} + ${b} = ${a + b} y al otro lado hay ${c}: ${equal ? 'los dos lados pesan lo mismo' : `el lado con más cubos baja (${heavier})`}.`,
    )
  },
]

// ——— MA02 OA 06 and MA03 OA 04: cálculo mental para sumar y restar ———

const ma02oa06: OaMaker[] = [
  // Completing 10.
  (r) => {
    const a = int(r, 6, 9)
    const b = int(r, 11 - a, 9)
    return num(
      r,
      'Comprender',
      `${kid(r)} calcula ${a} + ${b} completando 10: primero ${a} + ${10 - a} = 10. ¿Cuánto es ${a} + ${b}?`,
      a + b,
      [a + b - 1, a + b + 1, 10, a + b + 10],
      `${a} + ${b}`,
      `${b} = ${10 - a} + ${b - 10 + a}; ${a} + ${10 - a} = 10 y 10 + ${b - 10 + a} = ${a + b}.`,
    )
  },
  // Doubles and near doubles.
  (r) => {
    const a = int(r, 4, 9)
    const up = int(r, 0, 1) === 1
    return num(
      r,
      'Aplicar',
      `Usa los dobles: si ${a} + ${a} = ${2 * a}, ¿cuánto es ${a} + ${up ? a + 1 : a - 1}?`,
      up ? 2 * a + 1 : 2 * a - 1,
      [2 * a, up ? 2 * a + 2 : 2 * a - 2, up ? 2 * a - 1 : 2 * a + 1],
      `${a} + ${up ? a + 1 : a - 1}`,
      `Es el doble de ${a} ${up ? 'más' : 'menos'} uno: ${2 * a} ${up ? '+' : '-'} 1 = ${up ? 2 * a + 1 : 2 * a - 1}.`,
    )
  },
  // Halves.
  (r) => {
    const n = 2 * int(r, 3, 10)
    return num(
      r,
      'Aplicar',
      `${kid(r)} calcula mentalmente la mitad de ${n}. ¿Cuánto es la mitad de ${n}?`,
      n / 2,
      [n * 2, n - 2, n / 2 + 1, n / 2 - 1],
      `${n} / 2`,
      `La mitad de ${n} es ${n / 2}, porque ${n / 2} + ${n / 2} = ${n}.`,
    )
  },
  // One more, one less.
  (r) => {
    const n = int(r, 5, 19)
    const more = int(r, 0, 1) === 1
    return num(
      r,
      'Recordar',
      `¿Cuál es el número uno ${more ? 'más' : 'menos'} que ${n}?`,
      more ? n + 1 : n - 1,
      [more ? n - 1 : n + 1, n, more ? n + 2 : n - 2, more ? n + 10 : n - 10],
      `${n} ${more ? '+' : '-'} 1`,
      `Uno ${more ? 'más' : 'menos'} que ${n} es ${more ? n + 1 : n - 1}.`,
    )
  },
  // Reversibility.
  (r) => {
    const a = int(r, 11, 19)
    const b = int(r, 2, 9)
    return num(
      r,
      'Comprender',
      `Calcula mentalmente: si ${a} - ${b} = ${a - b}, ¿cuánto es ${a - b} + ${b}?`,
      a,
      [a - b, a - 2 * b, a + b, a + 1],
      `${a - b} + ${b}`,
      `Sumar ${b} deshace la resta de ${b}: ${a - b} + ${b} = ${a}.`,
    )
  },
]

const ma03oa04: OaMaker[] = [
  // Decomposing.
  (r) => {
    const a = 10 * int(r, 2, 6) + int(r, 1, 4)
    const b = 10 * int(r, 1, 3) + int(r, 1, 5)
    return num(
      r,
      'Aplicar',
      `Para sumar ${a} + ${b}, ${kid(r)} descompone: ${a - (a % 10)} + ${b - (b % 10)} y ${a % 10} + ${b % 10}. ¿Cuánto es ${a} + ${b}?`,
      a + b,
      [a + b + 10, a + b - 10, a - b, a + b + 1],
      `${a} + ${b}`,
      `${a - (a % 10)} + ${b - (b % 10)} = ${a - (a % 10) + b - (b % 10)} y ${a % 10} + ${b % 10} = ${(a % 10) + (b % 10)}; juntos ${a + b}.`,
    )
  },
  // Completing the nearest ten.
  (r) => {
    const a = 10 * int(r, 2, 7) + int(r, 6, 9)
    const b = int(r, 12, 29)
    const up = 10 - (a % 10)
    return num(
      r,
      'Aplicar',
      `Para sumar ${a} + ${b}, ${kid(r)} completa la decena: ${a} + ${up} = ${a + up}. ¿Cuánto le falta sumar después de ${a + up}?`,
      b - up,
      [b, up, b + up, b - up + 1],
      `${b} - ${up}`,
      `${b} = ${up} + ${b - up}: después de llegar a ${a + up} faltan ${b - up}; ${a + up} + ${b - up} = ${a + b}.`,
    )
  },
  // Doubles.
  (r) => {
    const a = pick(r, [15, 20, 25, 30, 35, 40, 45])
    const up = int(r, 1, 2)
    return num(
      r,
      'Aplicar',
      `Usa dobles: si ${a} + ${a} = ${2 * a}, ¿cuánto es ${a} + ${a + up}?`,
      2 * a + up,
      [2 * a, 2 * a - up, 2 * a + up + 10, 2 * a + 2 * up],
      `${a} + ${a + up}`,
      `Es el doble de ${a} más ${up}: ${2 * a} + ${up} = ${2 * a + up}.`,
    )
  },
  // Adding instead of subtracting.
  (r) => {
    const b = int(r, 21, 88)
    const d = int(r, 2, 9)
    const a = b + d
    return num(
      r,
      'Aplicar',
      `Para calcular ${a} - ${b}, ${kid(r)} suma en lugar de restar: cuenta desde ${b} hasta ${a}. ¿Cuánto es ${a} - ${b}?`,
      d,
      [d + 10, a + b > 999 ? d + 2 : d + 1, d - 1 > 0 ? d - 1 : d + 3, 10 - d === d ? d + 4 : 10 - d],
      `${a} - ${b}`,
      `Desde ${b} hasta ${a} hay ${d}: ${b} + ${d} = ${a}, así que ${a} - ${b} = ${d}.`,
      '',
      1,
    )
  },
  // Associating.
  (r) => {
    const a = int(r, 11, 39)
    const c = 10 * int(r, 2, 5) - (a % 10) || 10
    const b = int(r, 12, 40)
    return num(
      r,
      'Analizar',
      `Para sumar ${a} + ${b} + ${c}, ${kid(r)} asocia primero ${a} + ${c}, que da ${a + c}. ¿Cuánto es ${a} + ${b} + ${c}?`,
      a + b + c,
      [a + c, a + b + c + 10, a + b + c - 10, a + b + c + 1],
      `${a} + ${b} + ${c}`,
      `${a} + ${c} = ${a + c}, un número redondo; ${a + c} + ${b} = ${a + b + c}.`,
    )
  },
]

// ——— MA02 OA 10: la familia de operaciones ———

const ma02oa10: OaMaker[] = [
  // Which operation belongs to the family.
  (r) => {
    const a = int(r, 12, 60)
    let b = int(r, 11, 39)
    if (b === a) b += 1
    const s = a + b
    return ask(
      r,
      'Comprender',
      `Los números ${a}, ${b} y ${s} forman una familia de operaciones. ¿Qué operación es de esa familia?`,
      `${s} - ${b} = ${a}`,
      [
        `${s} + ${b} = ${s + b}`,
        `${a} - ${b > a ? 1 : b} = ${a - (b > a ? 1 : b)}`,
        `${s} + ${a} = ${s + a}`,
        `${a} + ${s} = ${a + s}`,
      ],
      `La familia de ${a}, ${b} y ${s} tiene dos sumas y dos restas: ${a} + ${b} = ${s}, ${b} + ${a} = ${s}, ${s} - ${a} = ${b} y ${s} - ${b} = ${a}.`,
    )
  },
  // From the sum to a subtraction.
  (r) => {
    const a = int(r, 12, 60)
    const b = int(r, 11, 39)
    const s = a + b
    return num(
      r,
      'Aplicar',
      `Con la familia de operaciones: si ${a} + ${b} = ${s}, ¿cuánto es ${s} - ${a}?`,
      b,
      [a, s + a, b + 1, b + 10],
      `${s} - ${a}`,
      `En la familia de ${a}, ${b} y ${s}, ${s} - ${a} = ${b}.`,
    )
  },
  // A problem with a missing part.
  (r) => {
    const a = int(r, 12, 50)
    const b = int(r, 11, 40)
    const [thing, how] = pick(r, countables)
    return num(
      r,
      'Aplicar',
      `${kid(r)} tiene ${a + b} ${thing}; ${a} están en su mochila y el resto en su estuche. ${how} hay en el estuche? Usa la familia de operaciones de ${a}, ___ y ${a + b}.`,
      b,
      [a + b + a, a, b + 1, b - 1],
      `${a + b} - ${a}`,
      `${a} + ___ = ${a + b} es lo mismo que ${a + b} - ${a} = ${b}.`,
    )
  },
]

// ——— MA02 OA 13: igualdades y desigualdades con =, > y < ———

const ma02oa13: OaMaker[] = [
  // The sign between two numbers or sums.
  (r) => {
    const a = int(r, 2, 10)
    const b = int(r, 2, 10)
    const c = int(r, Math.max(2, a + b - 3), Math.min(20, a + b + 3))
    const sign = a + b > c ? '>' : a + b < c ? '<' : '='
    const named = { '>': '> (mayor que)', '<': '< (menor que)', '=': '= (igual a)' } as const
    return ask(
      r,
      'Comprender',
      `${kid(r)} compara ${a} + ${b} con ${c}. ¿Qué signo va en el espacio: ${a} + ${b} ___ ${c}?`,
      named[sign],
      [...Object.values(named), '+ (más)'],
      `${a} + ${b} = ${a + b}, que es ${sign === '>' ? 'mayor que' : sign === '<' ? 'menor que' : 'igual a'} ${c}: se usa el signo ${sign}.`,
    )
  },
  // A number that makes an inequality true.
  (r) => {
    const a = int(r, 6, 18)
    const more = int(r, 0, 1) === 1
    const key = more ? a - int(r, 1, 5) : a + int(r, 1, 2)
    const wrong = more ? [a, a + 1, a + 2] : [a, a - 1, a - 3]
    return ask(
      r,
      'Aplicar',
      `${kid(r)} escribe la desigualdad ${a} ${more ? '>' : '<'} ___ en su cuaderno. ¿Qué número la hace verdadera?`,
      String(key),
      wrong.map(String),
      `${a} es ${more ? 'mayor' : 'menor'} que ${key}: ${a} ${more ? '>' : '<'} ${key}. Los otros números no cumplen el signo.`,
    )
  },
  // The missing number in an equality.
  (r) => {
    const a = int(r, 2, 10)
    const b = int(r, 2, 9)
    const c = int(r, 1, a + b - 1)
    return num(
      r,
      'Analizar',
      `En la igualdad ${a} + ${b} = ${c} + ___, el signo = dice que los dos lados valen lo mismo. ¿Qué número va en el espacio?`,
      a + b - c,
      [a + b, a + b + c, c, a + b - c + 1],
      `${a} + ${b} - ${c}`,
      `${a} + ${b} = ${a + b}; ${c} + ${a + b - c} = ${a + b}.`,
    )
  },
]

// ——— MA03 OA 12: patrones en la tabla del 100 ———

const ma03oa12: OaMaker[] = [
  // Moving in the table.
  (r) => {
    const n = 10 * int(r, 1, 8) + int(r, 2, 8)
    const moves = [
      ['justo debajo', 10],
      ['justo arriba', -10],
      ['justo a la derecha', 1],
      ['justo a la izquierda', -1],
      ['en diagonal abajo a la derecha', 11],
    ] as const
    const [where, step] = pick(r, moves)
    return num(
      r,
      'Aplicar',
      `En la tabla del 100, cada fila tiene 10 números. ¿Qué número está ${where} del ${n}?`,
      n + step,
      [n - step, n + (Math.abs(step) === 10 ? Math.sign(step) : 10 * Math.sign(step)), n + step + 1, n + 2 * step],
      `${n} + ${step}`.replace('+ -', '- '),
      `En la tabla del 100, ${Math.abs(step) === 10 ? 'bajar o subir una fila suma o resta 10' : Math.abs(step) === 1 ? 'moverse una casilla al lado suma o resta 1' : 'bajar en diagonal a la derecha suma 11'}: ${n} → ${n + step}.`,
    )
  },
  // A column or a diagonal: the next painted number.
  (r) => {
    const step = pick(r, [10, 9, 11, 5])
    const a = int(r, 1, 9)
    const seq = [a, a + step, a + 2 * step, a + 3 * step]
    return num(
      r,
      'Aplicar',
      `En la tabla del 100, ${kid(r)} pinta los números ${seq.join(', ')} y sigue el mismo patrón. ¿Qué número pinta a continuación?`,
      a + 4 * step,
      [a + 4 * step + 1, a + 3 * step + 1, a + 5 * step, a + 4 * step - 10],
      `${a + 3 * step} + ${step}`,
      `El patrón suma ${step}: ${a + 3 * step} + ${step} = ${a + 4 * step}.`,
    )
  },
  // The rule of a painted pattern.
  (r) => {
    const step = pick(r, [2, 3, 5, 10, 11, 9])
    const a = int(r, 1, 9)
    const seq = [a, a + step, a + 2 * step, a + 3 * step]
    const rule = (k: number) => `Sumar ${k} cada vez`
    return ask(
      r,
      'Comprender',
      `En la tabla del 100 están pintados ${seq.join(', ')}. ¿Cuál es el patrón?`,
      rule(step),
      [2, 3, 5, 9, 10, 11, 1]
        .filter((k) => k !== step)
        .slice(0, 4)
        .map(rule),
      `${seq[1]} - ${seq[0]} = ${step}: el patrón suma ${step} cada vez.`,
    )
  },
]

// ——— MA04 OA 04: propiedades del 0 y del 1 ———

const ma04oa04: OaMaker[] = [
  // Multiplying by 0 or 1.
  (r) => {
    const n = int(r, 12, 999)
    const one = int(r, 0, 1) === 1
    return num(
      r,
      'Recordar',
      `¿Cuánto es ${n} · ${one ? 1 : 0}?`,
      one ? n : 0,
      one ? [n + 1, 1, 0, n * 10] : [n, 1, n - 1 > 0 ? n - 1 : 2, 10],
      `${n} * ${one ? 1 : 0}`,
      one
        ? `Propiedad del 1: un número multiplicado por 1 es el mismo número. ${n} · 1 = ${n}.`
        : `Propiedad del 0: un número multiplicado por 0 da 0. ${n} · 0 = 0.`,
    )
  },
  // Dividing by 1.
  (r) => {
    const n = int(r, 12, 999)
    return num(
      r,
      'Recordar',
      `¿Cuánto es ${n} : 1?`,
      n,
      [1, 0, n + 1, n - 1],
      `${n} / 1`,
      `Propiedad del 1 en la división: un número dividido por 1 es el mismo número. ${n} : 1 = ${n}.`,
    )
  },
  // The missing factor.
  (r) => {
    const n = int(r, 12, 999)
    const zero = int(r, 0, 1) === 1
    return num(
      r,
      'Aplicar',
      `Completa: ${n} · ___ = ${zero ? 0 : n}. ¿Qué número falta? Piensa en las propiedades de la multiplicación.`,
      zero ? 0 : 1,
      zero ? [1, n, 10] : [0, n, 10],
      zero ? `${n} - ${n}` : `${n} / ${n}`,
      zero
        ? `Solo multiplicar por 0 da 0: ${n} · 0 = 0.`
        : `Solo multiplicar por 1 deja el número igual: ${n} · 1 = ${n}.`,
    )
  },
  // A problem with the property.
  (r) => {
    const n = int(r, 3, 9)
    const [thing, how] = pick(r, countables)
    const zero = int(r, 0, 1) === 1
    return num(
      r,
      'Aplicar',
      zero
        ? `${kid(r)} tiene ${n} cajas vacías, con 0 ${thing} en cada caja: ${n} · 0. ${how} ${thing} hay en total?`
        : `${kid(r)} tiene ${n} cajas con 1 de sus ${thing} en cada caja: ${n} · 1. ${how} ${thing} hay en total?`,
      zero ? 0 : n,
      zero ? [n, 1, n + 1] : [n + 1, 1, 0, n - 1],
      `${n} * ${zero ? 0 : 1}`,
      zero ? `${n} · 0 = 0: ninguna caja tiene ${thing}.` : `${n} · 1 = ${n}: una por caja.`,
    )
  },
]

// ——— MA01 OA 13: ubicación de objetos y personas ———

const toys = [
  'la pelota',
  'el autito',
  'la muñeca',
  'el tambor',
  'el libro',
  'el peluche',
  'el trompo',
  'la caja de lápices',
]
const ma01oa13: OaMaker[] = [
  // Left and right on a shelf.
  (r) => {
    const row = sample(r, toys, 4)
    const right = int(r, 0, 1) === 1
    const at = right ? int(r, 0, 2) : int(r, 1, 3)
    const key = row[right ? at + 1 : at - 1]!
    return ask(
      r,
      'Comprender',
      `En la repisa de ${kid(r)}, de izquierda a derecha, están: ${row.join(', ')}. ¿Qué está justo a la ${right ? 'derecha' : 'izquierda'} de ${row[at]}?`,
      cap(key),
      row.filter((x) => x !== key).map(cap),
      `Mirando de izquierda a derecha, justo a la ${right ? 'derecha' : 'izquierda'} de ${row[at]} está ${key}.`,
    )
  },
  // Up, middle and down in a bookcase.
  (r) => {
    const [top, middle, bottom, other] = sample(r, toys, 4) as [string, string, string, string]
    const ask3 = pick(r, [
      ['arriba', top],
      ['abajo', bottom],
    ] as const)
    return ask(
      r,
      'Comprender',
      `En el mueble de la sala hay tres repisas. ${cap(top)} está en la repisa de arriba, ${middle} en la del medio y ${bottom} en la de abajo. ¿Qué está en la repisa de ${ask3[0]}?`,
      cap(ask3[1]),
      [top, middle, bottom, other].filter((x) => x !== ask3[1]).map(cap),
      `La repisa de ${ask3[0]} tiene ${ask3[1]}.`,
    )
  },
  // In front of and behind in a row.
  (r) => {
    const [a, b, c, d] = sample(r, childNames, 4) as [string, string, string, string]
    const first = int(r, 0, 1) === 1
    return ask(
      r,
      'Analizar',
      `En la fila para entrar a la sala, ${a} está delante de ${b} y ${b} está delante de ${c}. ¿Quién está ${first ? 'delante de todos' : 'detrás de todos'}?`,
      first ? a : c,
      [b, first ? c : a, d],
      `El orden de la fila es ${a}, ${b}, ${c}: ${first ? `${a} está delante de todos` : `${c} está detrás de todos`}.`,
    )
  },
  // Above and below.
  (r) => {
    const [x, y, z, w] = sample(r, toys, 4) as [string, string, string, string]
    const above = int(r, 0, 1) === 1
    return ask(
      r,
      'Comprender',
      `${kid(r)} ordena su pieza: pone ${x} encima de la cama, ${y} debajo de la cama y ${z} al lado de la cama. ¿Qué quedó ${above ? 'encima de' : 'debajo de'} la cama?`,
      cap(above ? x : y),
      [above ? y : x, z, w].map(cap),
      `${cap(x)} quedó encima de la cama y ${y} debajo.`,
    )
  },
]

// ——— MA01 OA 15: líneas rectas y líneas curvas ———

const straightThings = ['una regla', 'un libro', 'una puerta', 'una hoja de cuaderno', 'una ventana', 'una pizarra']
const curvedThings = ['una pelota', 'una moneda', 'un plato', 'un anillo', 'una rueda', 'un aro']
const straightLetters = ['E', 'F', 'H', 'L', 'T', 'I', 'K', 'M', 'N', 'V', 'W', 'X', 'Z', 'A']
const curvedLetters = ['O', 'C', 'S']
const mixedLetters = ['B', 'D', 'P', 'R', 'J', 'G', 'U']
const ma01oa15: OaMaker[] = [
  // An object with only straight or only curved lines on its edge.
  (r) => {
    const straight = int(r, 0, 1) === 1
    const [keys, others] = straight ? [straightThings, curvedThings] : [curvedThings, straightThings]
    const key = pick(r, keys)
    return ask(
      r,
      'Comprender',
      `${kid(r)} busca un objeto cuyo borde tenga solo líneas ${straight ? 'rectas' : 'curvas'}. ¿Qué objeto elige?`,
      cap(key),
      sample(r, others, 3).map(cap),
      `El borde de ${key} ${straight ? 'tiene solo líneas rectas' : 'es una línea curva'}; los otros objetos tienen bordes con líneas ${straight ? 'curvas' : 'rectas'}.`,
    )
  },
  // A letter traced with only straight or only curved lines.
  (r) => {
    const straight = int(r, 0, 1) === 1
    const key = pick(r, straight ? straightLetters : curvedLetters)
    const others = straight ? [...curvedLetters, ...mixedLetters] : [...straightLetters, ...mixedLetters]
    return ask(
      r,
      'Comprender',
      `${kid(r)} traza letras en la pizarra. ¿Qué letra se traza solo con líneas ${straight ? 'rectas' : 'curvas'}?`,
      `La letra ${key}`,
      sample(r, others, 3).map((l) => `La letra ${l}`),
      `La ${key} ${straight ? 'tiene solo trazos rectos' : 'tiene solo un trazo curvo'}; las otras letras tienen ${straight ? 'alguna línea curva' : 'alguna línea recta'}.`,
    )
  },
  // Counting lines in a drawing.
  (r) => {
    const straight = int(r, 2, 8)
    const curved = int(r, 1, 6)
    const askStraight = int(r, 0, 1) === 1
    return num(
      r,
      'Aplicar',
      `${kid(r)} hace un dibujo con ${straight} líneas rectas y ${curved} líneas curvas. ¿Cuántas líneas ${askStraight ? 'rectas' : 'curvas'} tiene el dibujo?`,
      askStraight ? straight : curved,
      [straight + curved, askStraight ? curved : straight, (askStraight ? straight : curved) + 1],
      askStraight ? `${straight + curved} - ${curved}` : `${straight + curved} - ${straight}`,
      `El dibujo tiene ${straight} líneas rectas y ${curved} líneas curvas.`,
    )
  },
]

// ——— More kinds of items for the OA whose statements repeat their words ———

/** Containers and what fills them: an estimate with a reference reads another scene for each pair. */
const containers = ['vaso', 'frasco', 'tarro', 'plato', 'canasto', 'estuche', 'pote', 'bolso', 'pocillo', 'sobre']
const fillings: readonly (readonly [string, string])[] = [
  ['bolitas', '¿Cuántas'],
  ['porotos', '¿Cuántos'],
  ['botones', '¿Cuántos'],
  ['dulces', '¿Cuántos'],
  ['galletas', '¿Cuántas'],
  ['tazos', '¿Cuántos'],
  ['lápices', '¿Cuántos'],
  ['conchitas', '¿Cuántas'],
  ['tapas', '¿Cuántas'],
  ['semillas', '¿Cuántas'],
  ['clips', '¿Cuántos'],
]
/** Estimates from a reference: `refs` are the reference and the most times it is taken. */
function referenceMakers(refs: readonly (readonly [number, number])[], top: number): OaMaker[] {
  return [
    // So many times the reference.
    (r) => {
      const [ref, most] = pick(r, refs)
      const k = int(r, 2, most)
      const box = pick(r, containers)
      const [thing, how] = pick(r, fillings)
      return num(
        r,
        'Aplicar',
        `En un ${box} caben más o menos ${ref} ${thing}. ${how} ${thing} caben en ${k} ${box}s iguales?`,
        ref * k,
        [ref + k, ref, ref * (k + 1), ref * (k - 1), k],
        `${ref} * ${k}`,
        `La cantidad de referencia es ${ref}; ${k} veces ${ref} son ${ref * k}, más o menos.`,
      )
    },
    // How many references fit.
    (r) => {
      const [ref, most] = pick(r, refs)
      const k = int(r, 2, most)
      const box = pick(r, containers)
      const [thing] = pick(r, fillings)
      return num(
        r,
        'Analizar',
        `${kid(r)} tiene más o menos ${ref * k} ${thing} y en cada ${box} caben ${ref}. ¿Cuántos ${box}s llena, aproximadamente?`,
        k,
        [ref, ref * k, k + 1, k + ref],
        `${ref * k} / ${ref}`,
        `Con la referencia de ${ref} por ${box}: ${ref * k} son ${k} veces ${ref}, más o menos ${k} ${box}s.`,
        '',
        1,
      )
    },
    // The nearest round number.
    (r) => {
      const step = top > 20 ? 10 : 5
      const target = step * int(r, 1, top / step)
      const n = target + pick(r, [-1, 1]) * int(r, 1, Math.floor(step / 3))
      const [thing] = pick(r, fillings)
      return ask(
        r,
        'Evaluar',
        `${kid(r)} estima que hay ${target} ${thing}. Al contarlos, hay ${n}. ¿Fue una buena estimación?`,
        `Sí, ${n} está cerca de ${target}`,
        [
          `No, ${n} está lejos de ${target}`,
          `Sí, porque ${n} es igual a ${target}`,
          `No, porque hay ${n + step} ${thing}`,
        ],
        `${n} y ${target} se diferencian en ${Math.abs(n - target)}: es una estimación cercana.`,
      )
    },
  ]
}

/** Estimates up to 20 with a child's hand or a row as the reference (1° Básico). */
const handEstimates: OaMaker[] = [
  (r) => {
    const ref = int(r, 3, 10)
    const [thing, how] = pick(r, fillings)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `En una mano, ${who} toma más o menos ${ref} ${thing}. ${how} ${thing} toma con las dos manos, más o menos?`,
      2 * ref,
      [ref, ref + 2, 2 * ref + 5, ref + 10],
      `${ref} * 2`,
      `La referencia es una mano con ${ref}; dos manos son más o menos ${ref} + ${ref} = ${2 * ref}.`,
    )
  },
  (r) => {
    const ref = int(r, 3, 6)
    const k = int(r, 2, Math.floor(20 / ref))
    const [thing, how] = pick(r, fillings)
    return num(
      r,
      'Aplicar',
      `Una fila de ${ref} ${thing} mide lo mismo que un palmo de ${kid(r)}. ${how} ${thing} hay, más o menos, en una fila de ${k} palmos?`,
      ref * k,
      [ref + k, ref, ref * (k + 1), k],
      `${ref} * ${k}`,
      `Cada palmo tiene más o menos ${ref}: ${k} palmos son ${ref * k}, aproximadamente.`,
    )
  },
]

/** Objects whose edge is made of straight lines or of a curved line. */
const straightEdges = [
  'una regla',
  'un libro',
  'una puerta',
  'una ventana',
  'una pizarra',
  'un cuaderno',
  'una mesa',
  'un ladrillo',
  'una baldosa',
  'una goma',
  'un lápiz',
  'una caja',
]
const curvedEdges = [
  'una pelota',
  'una moneda',
  'un plato',
  'un anillo',
  'una rueda',
  'un aro',
  'una naranja',
  'un botón',
  'un huevo',
  'un globo',
  'una sandía',
  'un reloj redondo',
]
const lineQuestions = [
  (kind: string) => `¿Qué objeto tiene un borde de líneas ${kind}?`,
  (kind: string) => `¿Cuál de estos objetos tiene solo líneas ${kind}?`,
  (kind: string) => `Busca el objeto con líneas ${kind}. ¿Cuál es?`,
]
/** Digits written with straight lines only, with curved lines only (6 and 9 are left out: many write them with a straight stroke). */
const straightDigits = [1, 4, 7]
const curvedDigits = [0, 3, 8]
const drawings = [
  'una casa',
  'un sol',
  'un pez',
  'un barco',
  'una flor',
  'un árbol',
  'un auto',
  'una cara',
  'una pelota',
]
const moreLines: OaMaker[] = [
  (r) => {
    const straight = int(r, 0, 1) === 1
    const [keys, others] = straight ? [straightEdges, curvedEdges] : [curvedEdges, straightEdges]
    const key = pick(r, keys)
    return ask(
      r,
      'Comprender',
      pick(r, lineQuestions)(straight ? 'rectas' : 'curvas'),
      cap(key),
      sample(r, others, 3).map(cap),
      `${cap(key)} tiene un borde de líneas ${straight ? 'rectas' : 'curvas'}; los otros objetos, de líneas ${straight ? 'curvas' : 'rectas'}.`,
    )
  },
  (r) => {
    const straight = int(r, 0, 1) === 1
    const pool = straight ? straightDigits : curvedDigits
    const other = straight ? [...curvedDigits, 2, 5] : [...straightDigits, 2, 5]
    const a = pick(
      r,
      pool.filter((d) => d > 0),
    )
    const b = pick(r, pool)
    const key = 10 * a + b
    const wrong = sample(r, other, 3).map((d, i) => (i % 2 ? 10 * d + b : 10 * a + d))
    return ask(
      r,
      'Comprender',
      `${kid(r)} escribe números en la pizarra. ¿Qué número se escribe solo con líneas ${straight ? 'rectas' : 'curvas'}?`,
      String(key),
      wrong.filter((w) => w >= 10).map(String),
      `Los dígitos ${a} y ${b} se trazan solo con líneas ${straight ? 'rectas' : 'curvas'}; los otros números tienen algún dígito con líneas ${straight ? 'curvas' : 'rectas'}.`,
    )
  },
  (r) => {
    const straight = int(r, 2, 12)
    const curved = int(r, 1, 9)
    const what = pick(r, drawings)
    return num(
      r,
      'Aplicar',
      `Para dibujar ${what}, ${kid(r)} traza ${straight} líneas rectas y ${curved} líneas curvas. ¿Cuántas líneas traza en total?`,
      straight + curved,
      [straight, curved, straight + curved + 1, Math.abs(straight - curved) || straight + curved + 2],
      `${straight} + ${curved}`,
      `${straight} líneas rectas y ${curved} líneas curvas: ${straight} + ${curved} = ${straight + curved} líneas.`,
    )
  },
]

const moreBalance: OaMaker[] = [
  // Which equality a balanced scale shows.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 1, 9)
    let c = int(r, 1, a + b - 1)
    // Another pair than the same two numbers in the other order.
    if (c === a || c === b) c = c + 1 < a + b && c + 1 !== a && c + 1 !== b ? c + 1 : c - 1 > 0 ? c - 1 : c
    const d = a + b - c
    const [thing] = pick(r, fillings)
    return ask(
      r,
      'Comprender',
      `La balanza de ${kid(r)} está en equilibrio con ${a} y ${b} ${thing} a un lado, y ${c} y ${d} ${thing} al otro. ¿Qué igualdad muestra?`,
      `${a} + ${b} = ${c} + ${d}`,
      [`${a} + ${b} = ${c} + ${d + 1}`, `${a} + ${b + 1} = ${c} + ${d}`, `${a} + ${b} = ${c + 2} + ${d}`],
      `Los dos lados tienen ${a + b}: ${a} + ${b} = ${c} + ${d}.`,
    )
  },
  // Which side goes down.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 1, 9)
    const c = int(r, 2, 9)
    let d = int(r, 1, 9)
    if (a + b === c + d) d = d === 9 ? 8 : d + 1
    const left = a + b > c + d
    const [thing] = pick(r, fillings)
    return ask(
      r,
      'Analizar',
      `En la balanza de ${kid(r)}, el lado izquierdo tiene ${a} + ${b} ${thing} y el derecho ${c} + ${d}. ¿Qué lado baja?`,
      left ? `El izquierdo: ${a + b} es mayor que ${c + d}` : `El derecho: ${c + d} es mayor que ${a + b}`,
      [
        left ? `El derecho: ${c + d} es mayor que ${a + b}` : `El izquierdo: ${a + b} es mayor que ${c + d}`,
        `Ninguno: ${a + b} es igual a ${c + d}`,
        `Los dos: hay ${a + b + c + d} ${thing}`,
      ],
      `${a} + ${b} = ${a + b} y ${c} + ${d} = ${c + d}: baja el lado que tiene más, es una desigualdad.`,
    )
  },
  // The missing number on a balanced scale.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 2, 9)
    const c = int(r, 1, a + b - 1)
    const [thing] = pick(r, fillings)
    return num(
      r,
      'Aplicar',
      `Una balanza está en equilibrio. A la izquierda hay ${a} + ${b} ${thing}; a la derecha, ${c} + ___. ¿Qué número falta?`,
      a + b - c,
      [a + b, c, a + b + c, a + b - c + 1],
      `${a} + ${b} - ${c}`,
      `En equilibrio los dos lados valen ${a + b}: ${c} + ${a + b - c} = ${a + b}.`,
    )
  },
  // Taking away to balance.
  (r) => {
    const a = int(r, 6, 20)
    const b = int(r, 2, a - 2)
    const [thing, how] = pick(r, fillings)
    return num(
      r,
      'Aplicar',
      `Una balanza tiene ${a} ${thing} a la izquierda y ${b} a la derecha. ${how} ${thing} hay que sacar de la izquierda para el equilibrio?`,
      a - b,
      [a + b, a, b, a - b + 1],
      `${a} - ${b}`,
      `Si se sacan ${a - b} quedan ${b} a cada lado: ${a} - ${a - b} = ${b}.`,
      '',
      1,
    )
  },
]

const moreSigns: OaMaker[] = [
  // Comparing two children's things with a sign.
  (r) => {
    const [x, y] = twoKids(r)
    const [thing] = pick(r, fillings)
    const a = int(r, 2, 20)
    let b = int(r, 2, 20)
    if (b === a) b = a === 20 ? 19 : a + 1
    const sign = a > b ? '>' : '<'
    const other = sign === '>' ? '<' : '>'
    const said = (x: number, op: string, y: number) =>
      `${x} ${op} ${y} (${x} es ${op === '>' ? 'mayor que' : op === '<' ? 'menor que' : 'igual a'} ${y})`
    return ask(
      r,
      'Comprender',
      `${x} tiene ${a} ${thing} y ${y} tiene ${b}. ¿Qué expresión compara bien sus ${thing}?`,
      said(a, sign, b),
      [said(a, other, b), said(a, '=', b), said(b, sign, a)],
      `${a} ${sign === '>' ? 'es mayor que' : 'es menor que'} ${b}: ${a} ${sign} ${b}.`,
    )
  },
  // A number for a sum on the left.
  (r) => {
    const a = int(r, 2, 9)
    const b = int(r, 2, 9)
    const more = int(r, 0, 1) === 1
    const key = more ? a + b - int(r, 1, 4) : a + b + int(r, 1, 4)
    const wrong = more ? [a + b, a + b + 1, a + b + 3] : [a + b, a + b - 1, a + b - 3]
    return ask(
      r,
      'Aplicar',
      `${kid(r)} busca un número para ${a} + ${b} ${more ? '>' : '<'} ___. ¿Cuál hace verdadera la expresión?`,
      String(key),
      wrong.map(String),
      `${a} + ${b} = ${a + b}, que es ${more ? 'mayor' : 'menor'} que ${key}.`,
    )
  },
]

const morePatterns: OaMaker[] = [
  // A missing term of a number pattern up to 20.
  (r) => {
    const s = pick(r, [1, 2, 3, 4, 5])
    const up = int(r, 0, 1) === 1
    const a = up ? int(r, 0, 20 - 5 * s) : int(r, 5 * s, 20)
    const seq: (number | string)[] = Array.from({ length: 6 }, (_, i) => a + (up ? i : -i) * s)
    const at = int(r, 3, 4)
    const key = seq[at] as number
    seq[at] = '___'
    return num(
      r,
      'Aplicar',
      `Completa la secuencia: ${seq.join(', ')}. ¿Qué número falta?`,
      key,
      [key + 1, key - 1, up ? key + s : key - s, up ? key - s : key + s],
      `${a} ${up ? '+' : '-'} ${at} * ${s}`,
      `La secuencia ${up ? 'suma' : 'resta'} ${s} cada vez: el número que falta es ${key}.`,
    )
  },
  // Growing or shrinking.
  (r) => {
    const s = pick(r, [1, 2, 3, 5])
    const up = int(r, 0, 1) === 1
    const a = up ? int(r, 0, 20 - 3 * s) : int(r, 3 * s, 20)
    const seq = Array.from({ length: 4 }, (_, i) => a + (up ? i : -i) * s)
    return ask(
      r,
      'Comprender',
      `¿Cómo es el patrón ${seq.join(', ')}?`,
      `${up ? 'Creciente' : 'Decreciente'}: ${up ? 'suma' : 'resta'} ${s}`,
      [
        `${up ? 'Decreciente' : 'Creciente'}: ${up ? 'resta' : 'suma'} ${s}`,
        `${up ? 'Creciente' : 'Decreciente'}: ${up ? 'suma' : 'resta'} ${s + 1}`,
        `Se repite: ${seq[0]}, ${seq[1]}`,
      ],
      `Cada número es ${s} ${up ? 'más' : 'menos'} que el anterior: el patrón es ${up ? 'creciente' : 'decreciente'}.`,
    )
  },
]

const moreLocation: OaMaker[] = [
  // Children at a table.
  (r) => {
    const row = sample(r, childNames, 4)
    const right = int(r, 0, 1) === 1
    const at = right ? int(r, 0, 2) : int(r, 1, 3)
    const key = row[right ? at + 1 : at - 1]!
    return ask(
      r,
      'Comprender',
      `En la mesa, de izquierda a derecha, se sientan ${row.join(', ')}. ¿Quién está a la ${right ? 'derecha' : 'izquierda'} de ${row[at]}?`,
      key,
      row.filter((x) => x !== key),
      `De izquierda a derecha: ${row.join(', ')}. Justo a la ${right ? 'derecha' : 'izquierda'} de ${row[at]} está ${key}.`,
    )
  },
  // Floors of a building.
  (r) => {
    const [a, b, c, d] = sample(r, childNames, 4) as [string, string, string, string]
    const up = int(r, 0, 1) === 1
    return ask(
      r,
      'Analizar',
      `En un edificio, ${a} vive arriba de ${b} y ${c} vive abajo de ${b}. ¿Quién vive más ${up ? 'arriba' : 'abajo'}?`,
      up ? a : c,
      [b, up ? c : a, d],
      `De arriba hacia abajo viven ${a}, ${b} y ${c}.`,
    )
  },
]

const moreTens: OaMaker[] = [
  // A group of ten in a container.
  (r) => {
    const n = int(r, 11, 19)
    const box = pick(r, containers)
    const [thing, how] = pick(r, fillings)
    return num(
      r,
      'Aplicar',
      `${kid(r)} tiene ${n} ${thing}. Pone un grupo de 10 en un ${box}. ${how} ${thing} quedan fuera del ${box}?`,
      n - 10,
      [n, 10, n - 9, n + 10, 1],
      `${n} - 10`,
      `${n} es 1 decena y ${n - 10} unidades: 10 en el ${box} y ${n - 10} afuera.`,
      '',
      1,
    )
  },
  // Tens and ones of a container and loose things.
  (r) => {
    const u = int(r, 1, 9)
    const box = pick(r, containers)
    const [thing] = pick(r, fillings)
    const one = (k: number) => (k === 1 ? 'unidad' : 'unidades')
    return ask(
      r,
      'Comprender',
      `En un ${box} hay 10 ${thing} y afuera hay ${u}. ¿Cuántas decenas y unidades hay?`,
      `1 decena y ${u} ${one(u)}`,
      [
        `${u} decenas y 1 unidad`,
        `1 decena y ${u + 1} unidades`,
        `${u + 1} decenas y 0 unidades`,
        `0 decenas y ${u} ${one(u)}`,
      ],
      `10 ${thing} forman 1 decena y quedan ${u} afuera: ${10 + u} = 1 decena y ${u} ${one(u)}.`,
    )
  },
  // Ten more.
  (r) => {
    const n = int(r, 1, 9)
    return num(
      r,
      'Aplicar',
      `¿Qué número tiene 1 decena más que el ${n}?`,
      n + 10,
      [n + 1, n * 10 === n + 10 ? n + 2 : n * 10, 10, n + 11],
      `${n} + 10`,
      `Sumar 1 decena es sumar 10: ${n} + 10 = ${n + 10}.`,
    )
  },
  // The missing ones.
  (r) => {
    const u = int(r, 1, 9)
    return num(
      r,
      'Comprender',
      `El ${10 + u} se forma con 1 decena y ___ unidades. ¿Qué número falta?`,
      u,
      [10 + u, 10, u + 1, 1],
      `${10 + u} - 10`,
      `${10 + u} = 10 + ${u}: 1 decena y ${u} unidades.`,
      '',
      1,
    )
  },
]

const moreHundreds: OaMaker[] = [
  // Place values in another order.
  (r) => {
    const c = int(r, 1, 9)
    const d = int(r, 1, 9)
    const u = int(r, 1, 9)
    return num(
      r,
      'Analizar',
      `¿Qué número tiene ${u} unidades, ${c} centenas y ${d} decenas?`,
      100 * c + 10 * d + u,
      [100 * u + 10 * c + d, 100 * c + 10 * u + d, 100 * u + 10 * d + c, c + d + u],
      `${c} * 100 + ${d} * 10 + ${u}`,
      `Se ordena por valor posicional: ${c} centenas, ${d} decenas y ${u} unidades son ${100 * c + 10 * d + u}.`,
    )
  },
  // One hundred more.
  (r) => {
    const n = int(r, 101, 899)
    return num(
      r,
      'Aplicar',
      `¿Qué número tiene 1 centena más que ${n}?`,
      n + 100,
      [n + 10, n + 1, n + 1000, n - 100],
      `${n} + 100`,
      `1 centena más es sumar 100: ${n} + 100 = ${n + 100}.`,
    )
  },
]

const moreTables: OaMaker[] = [
  // Prices in a table.
  (r) => {
    const p = 50 * int(r, 2, 12)
    const n = int(r, 5, 9)
    return num(
      r,
      'Aplicar',
      `En el kiosco, una tabla muestra un patrón. Helados: 1, 2, 3, 4. Precio: $${fmt(p)}, $${fmt(2 * p)}, $${fmt(3 * p)}, $${fmt(4 * p)}. ¿Cuánto cuestan ${n} helados?`,
      n * p,
      [(n - 1) * p, (n + 1) * p, 4 * p + n, n * p + 50],
      `${n} * ${p}`,
      `La regla de la tabla es multiplicar por ${fmt(p)}: ${n} · $${fmt(p)} = $${fmt(n * p)}.`,
      '$',
    )
  },
  // A subtracting table.
  (r) => {
    const k = int(r, 2, 9)
    const start = int(r, 12, 40)
    const row = [start, start + 1, start + 2, start + 3]
    return num(
      r,
      'Aplicar',
      `En la tabla, la regla es restar ${k}. Entrada: ${row.join(', ')}. Salida: ${row
        .slice(0, 3)
        .map((x) => x - k)
        .join(', ')}, ___. ¿Qué número falta?`,
      start + 3 - k,
      [start + 3 + k, start + 2 - k, start + 3, start + 4 - k],
      `${start + 3} - ${k}`,
      `Se resta ${k} al número de entrada: ${start + 3} - ${k} = ${start + 3 - k}.`,
    )
  },
]

// ——— The makers per OA ———

export const numeros14Makers: OaMakers = {
  // 1° Básico
  'MA01 OA 01': countingMakers([1, 2, 5, 10], 100),
  'MA01 OA 02': ma01oa02,
  'MA01 OA 03': readingMakers(6, 20, 'puntos'),
  'MA01 OA 04': comparingMakers(20, false),
  'MA01 OA 05': [
    ...handEstimates,
    ...referenceMakers(
      [
        [5, 4],
        [10, 2],
      ],
      20,
    ),
    ...estimatingMakers(
      [
        [2, 5],
        [5, 4],
        [10, 2],
      ],
      [10, 20],
      20,
    ),
  ],
  'MA01 OA 06': composingMakers(20),
  'MA01 OA 08': [...placeValueMakers(20), ...moreTens],
  'MA01 OA 09': problemMakers(2, 20, false),
  'MA01 OA 10': ma01oa10,
  'MA01 OA 11': [...ma01oa11, ...morePatterns],
  'MA01 OA 12': [...ma01oa12, ...moreBalance],
  'MA01 OA 13': [...ma01oa13, ...moreLocation],
  'MA01 OA 15': [...ma01oa15, ...moreLines],
  // 2° Básico
  'MA02 OA 01': countingMakers([2, 5, 10, 100], 1000),
  'MA02 OA 02': readingMakers(21, 99, 'bolsas'),
  'MA02 OA 03': comparingMakers(100, true),
  'MA02 OA 04': [
    ...referenceMakers(
      [
        [10, 9],
        [20, 5],
        [25, 4],
      ],
      100,
    ),
    ...estimatingMakers(
      [
        [10, 9],
        [20, 5],
        [25, 4],
      ],
      [20, 40, 60, 80, 100],
      100,
    ),
  ],
  'MA02 OA 05': composingMakers(100),
  'MA02 OA 06': ma02oa06,
  'MA02 OA 07': placeValueMakers(99),
  'MA02 OA 08': ma02oa08,
  'MA02 OA 09': problemMakers(10, 100, true),
  'MA02 OA 10': ma02oa10,
  'MA02 OA 12': ma02oa12,
  'MA02 OA 13': [...ma02oa13, ...moreSigns],
  // 3° Básico
  'MA03 OA 01': countingMakers([5, 10, 100], 1000, [3, 4, 6, 7, 8, 9]),
  'MA03 OA 02': readingMakers(101, 999, 'placas'),
  'MA03 OA 04': ma03oa04,
  'MA03 OA 05': [...placeValueMakers(999), ...moreHundreds],
  'MA03 OA 06': [...problemMakers(100, 1000, false), carryAlgorithm],
  'MA03 OA 10': moneyMakers(1),
  'MA03 OA 12': ma03oa12,
  'MA03 OA 13': ma03oa13,
  // 4° Básico
  'MA04 OA 01': ma04oa01,
  'MA04 OA 02': ma04oa02,
  'MA04 OA 03': [...problemMakers(100, 1000, false), estimateSum],
  'MA04 OA 04': ma04oa04,
  'MA04 OA 06': ma04oa06,
  'MA04 OA 07': moneyMakers(2),
  'MA04 OA 11': ma04oa11,
  'MA04 OA 13': [...ma04oa13, ...moreTables],
  'MA04 OA 14': ma04oa14,
}
