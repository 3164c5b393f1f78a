/**
 * Item makers for the Matemática OA of 1° to 4° Básico that the topic makers served poorly: mental
 * calculation, tables, fractions and decimals of the level, shapes and solids, location, transformations,
 * symmetry, angles, time and calendars, length, mass, area, volume, data (tables, pictograms, bar graphs,
 * dot plots) and chance games with dice and coins. Every maker draws its data; a calculation carries the
 * `expresion` its key comes from, a concept item (which figure, which day, which graph) explains its key.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import {
  formatNumber as fmt,
  int,
  item,
  type OaMaker,
  type OaMakers,
  type OaQuestion,
  pick,
  type Rng,
  sample,
} from './tools'

// ——— Shared helpers ———

const kids = [
  'Camila',
  'Benjamín',
  'Josefa',
  'Matías',
  'Antonia',
  'Vicente',
  'Florencia',
  'Tomás',
  'Isidora',
  'Agustín',
  'Martina',
  'Lucas',
  'Emilia',
  'Joaquín',
  'Sofía',
  'Cristóbal',
  'Trinidad',
  'Diego',
  'Amanda',
  'Gaspar',
]
const kid = (r: Rng) => pick(r, kids)
const twoKids = (r: Rng) => sample(r, kids, 2) as [string, string]
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * An item whose key is not the strictly longest option when a distractor as long exists: distractors are
 * de-duplicated without regard to case and one at least as long as the key takes the third place.
 */
function ask(
  r: Rng,
  habilidad: Habilidad,
  enunciado: string,
  correct: string,
  others: readonly string[],
  solucion: string,
  expresion = '',
): OaQuestion {
  const low = correct.trim().toLowerCase()
  const rest = others.filter(
    (o, i) =>
      o.trim().toLowerCase() !== low &&
      others.findIndex((x) => x.trim().toLowerCase() === o.trim().toLowerCase()) === i,
  )
  if (rest.length >= 3 && rest.slice(0, 3).every((o) => o.length < correct.length)) {
    const long = rest.findIndex((o) => o.length >= correct.length)
    if (long >= 3) {
      const [x] = rest.splice(long, 1)
      rest.splice(2, 0, x!)
    }
  }
  return item(r, { habilidad, enunciado, correct, others: rest, expresion, solucion })
}

/** How a number is shown with its unit: "12 cm", "45°", "$1.200", "7". */
const shown = (n: number, unit = '') =>
  unit === '$' ? `$${fmt(n)}` : unit === '°' ? `${fmt(n)}°` : unit ? `${fmt(n)} ${unit}` : fmt(n)

/**
 * A computed item: `key` and the values of typical mistakes in `wrong`, padded with neighbours of the key
 * (never below `min`), all shown with `unit`.
 */
function num(
  r: Rng,
  habilidad: Habilidad,
  enunciado: string,
  key: number,
  wrong: readonly number[],
  expresion: string,
  solucion: string,
  unit = '',
  min = 0,
): OaQuestion {
  const step = Number.isInteger(key)
    ? 1
    : key * 100 === Math.round(key * 100) && !Number.isInteger(key * 10)
      ? 0.01
      : 0.1
  const round = (x: number) => Math.round(x * 100) / 100
  const pad = [1, -1, 2, -2, 10, -10, 3, -3, 5].map((k) => round(key + k * step))
  const values: number[] = []
  for (const w of [...wrong, ...pad].map(round))
    if (w !== key && w >= min && !values.includes(w) && Math.abs(w - key) > 0.006) values.push(w)
  return ask(
    r,
    habilidad,
    enunciado,
    shown(key, unit),
    values.map((v) => shown(v, unit)),
    solucion,
    expresion,
  )
}

/** Minutes after midnight as «h:mm». */
const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`
}

/** A clock item: the key and mistakes are minutes after midnight, shown «h:mm». */
function clockItem(
  r: Rng,
  habilidad: Habilidad,
  enunciado: string,
  key: number,
  wrong: readonly number[],
  solucion: string,
): OaQuestion {
  const h = Math.floor(key / 60)
  const expresion = `${h} * 60 + ${key % 60}`
  const pad = [30, -30, 60, -60, 15, -15, 90]
  const values = [...wrong, ...pad.map((k) => key + k)].filter(
    (w) => w !== key && w >= 0 && w < 1440 && clock(w) !== clock(key),
  )
  return ask(r, habilidad, enunciado, clock(key), values.map(clock), solucion, expresion)
}

const numberWords = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
]

/** Things children count, with the question word that agrees with them. */
const countables: readonly (readonly [string, string])[] = [
  ['bolitas', '¿Cuántas'],
  ['láminas', '¿Cuántas'],
  ['lápices', '¿Cuántos'],
  ['galletas', '¿Cuántas'],
  ['stickers', '¿Cuántos'],
  ['globos', '¿Cuántos'],
  ['botones', '¿Cuántos'],
  ['cuentos', '¿Cuántos'],
]

// ——— MA01 OA 07: cálculo mental hasta 20 ———

const ma01oa07: OaMaker[] = [
  // Completar 10.
  (r) => {
    const a = int(r, 6, 9)
    const b = int(r, 11 - a, 9)
    const who = kid(r)
    const toTen = 10 - a
    return num(
      r,
      'Comprender',
      `${who} calcula ${a} + ${b} completando 10: primero suma ${a} + ${toTen} = 10. ¿Cuánto le falta sumar después?`,
      b - toTen,
      [toTen, b, a + b - 10 + 1],
      `${b} - ${toTen}`,
      `${b} = ${toTen} + ${b - toTen}; con ${toTen} se llega a 10 y faltan ${b - toTen}: ${a} + ${b} = 10 + ${b - toTen} = ${a + b}.`,
    )
  },
  // Dobles y casi dobles.
  (r) => {
    const a = int(r, 3, 9)
    const up = int(r, 0, 1) === 0
    const b = up ? a + 1 : a - 1
    return num(
      r,
      'Aplicar',
      `Si ${a} + ${a} = ${2 * a}, ¿cuánto es ${a} + ${b}?`,
      a + b,
      [2 * a, up ? 2 * a + 2 : 2 * a - 2, a + b + 10],
      `${a} + ${b}`,
      `${a} + ${b} es el doble de ${a} ${up ? 'más 1' : 'menos 1'}: ${2 * a} ${up ? '+' : '-'} 1 = ${a + b}.`,
    )
  },
  // Contar hacia adelante o hacia atrás.
  (r) => {
    const forward = int(r, 0, 1) === 0
    const start = forward ? int(r, 5, 16) : int(r, 8, 20)
    const steps = int(r, 2, 4)
    const end = forward ? start + steps : start - steps
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} está en el número ${start} de la recta y avanza ${numberWords[steps]} saltos de 1 hacia ${forward ? 'adelante' : 'atrás'}. ¿En qué número queda?`,
      end,
      [forward ? start - steps : start + steps, forward ? end + 1 : end - 1, forward ? end - 1 : end + 1],
      forward ? `${start} + ${steps}` : `${start} - ${steps}`,
      `Contando ${numberWords[steps]} números ${forward ? 'hacia adelante' : 'hacia atrás'} desde ${start} se llega a ${end}.`,
    )
  },
  // Problema de sumar o restar hasta 20.
  (r) => {
    const [thing, how] = pick(r, countables)
    const who = kid(r)
    if (int(r, 0, 1) === 0) {
      const a = int(r, 5, 12)
      const b = int(r, 3, 20 - a)
      return num(
        r,
        'Aplicar',
        `${who} tiene ${a} ${thing} y le regalan ${b} más. ${how} ${thing} tiene ahora?`,
        a + b,
        [Math.abs(a - b) || a + b + 2, a + b - 1, a + b + 1],
        `${a} + ${b}`,
        `Se juntan: ${a} + ${b} = ${a + b}.`,
      )
    }
    const a = int(r, 11, 20)
    const b = int(r, 2, 9)
    return num(
      r,
      'Aplicar',
      `${who} tenía ${a} ${thing} y regaló ${b}. ${how} ${thing} le quedan?`,
      a - b,
      [a + b, a - b + 1, a - b - 1],
      `${a} - ${b}`,
      `Se quitan ${b} de ${a}: ${a} - ${b} = ${a - b}; se puede contar hacia atrás desde ${a}.`,
    )
  },
  // Qué estrategia sirve.
  (r) => {
    const cases = [
      () => {
        const a = int(r, 3, 9)
        return {
          calc: `${a} + ${a}`,
          key: 'Usar el doble',
          why: `${a} + ${a} suma un número consigo mismo: es un doble.`,
        }
      },
      () => {
        const a = int(r, 7, 9)
        const b = int(r, 4, 8)
        return {
          calc: `${a} + ${b}`,
          key: 'Completar el 10',
          why: `A ${a} le faltan ${10 - a} para 10: ${a} + ${10 - a} = 10 y luego se suman los ${b - (10 - a)} que quedan.`,
        }
      },
      () => {
        const a = int(r, 12, 19)
        return {
          calc: `${a} - 1`,
          key: 'Contar hacia atrás',
          why: `Restar 1 es decir el número anterior: contar hacia atrás desde ${a}.`,
        }
      },
      () => {
        const a = int(r, 11, 18)
        return {
          calc: `${a} + 2`,
          key: 'Contar hacia adelante',
          why: `Sumar 2 es decir dos números más desde ${a}: contar hacia adelante.`,
        }
      },
    ]
    const c = pick(r, cases)()
    const all = ['Usar el doble', 'Completar el 10', 'Contar hacia atrás', 'Contar hacia adelante']
    return ask(r, 'Comprender', `¿Qué estrategia conviene más para calcular ${c.calc} mentalmente?`, c.key, all, c.why)
  },
]

// ——— MA02 OA 11: la multiplicación como suma de sumandos iguales (tablas del 2, 5 y 10) ———

const groups: readonly (readonly [string, string, number])[] = [
  ['bicicletas', 'ruedas', 2],
  ['pares de zapatos', 'zapatos', 2],
  ['manos', 'dedos', 5],
  ['estrellas de mar', 'brazos', 5],
  ['bolsas', 'manzanas', 5],
  ['cajas', 'lápices', 10],
  ['paquetes', 'galletas', 10],
  ['pares de calcetines', 'calcetines', 2],
  ['floreros', 'flores', 5],
  ['corridas de sillas', 'sillas', 10],
]

const ma02oa11: OaMaker[] = [
  (r) => {
    const [set, thing, k] = pick(r, groups)
    const n = int(r, 2, 10)
    return num(
      r,
      'Aplicar',
      `Hay ${n} ${set} y en cada una hay ${k} ${thing}. ¿Cuántos ${thing} hay en total?`.replace(
        'en cada una',
        set.startsWith('pares') || set.startsWith('paquetes') || set.startsWith('floreros')
          ? 'en cada uno'
          : 'en cada una',
      ),
      n * k,
      [n + k, n * k + k, n * k - k],
      `${n} * ${k}`,
      `Se suman ${n} veces ${k}: ${Array(n).fill(k).join(' + ')} = ${n} · ${k} = ${n * k}.`,
    )
  },
  (r) => {
    const k = pick(r, [2, 5, 10])
    const n = int(r, 3, 7)
    const correct = `${n} · ${k}`
    return ask(
      r,
      'Comprender',
      `¿Qué multiplicación es igual a la suma ${Array(n).fill(k).join(' + ')}?`,
      correct,
      [`${k} + ${n}`, `${n} · ${n}`, `${n + 1} · ${k}`, `${n - 1} · ${k}`, `${k} · ${k}`],
      `Se suma ${n} veces el ${k}, así que es ${n} · ${k} = ${n * k}.`,
    )
  },
  (r) => {
    const k = pick(r, [2, 5, 10])
    const start = int(r, 1, 5)
    const seq = [0, 1, 2, 3].map((i) => (start + i) * k)
    const who = kid(r)
    return num(
      r,
      'Recordar',
      `${who} cuenta de ${k} en ${k}: ${seq.join(', ')}… ¿Qué número dice después?`,
      (start + 4) * k,
      [(start + 3) * k + 1, (start + 5) * k, (start + 4) * k + k / 2 + (k === 5 ? 0.5 : 0)].filter(Number.isInteger),
      `${start + 4} * ${k}`,
      `Al contar de ${k} en ${k} se suma ${k} cada vez: ${seq[3]} + ${k} = ${(start + 4) * k}.`,
    )
  },
  (r) => {
    const n = int(r, 2, 9)
    const coin = pick(r, [10, 5])
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} tiene ${n} monedas de $${coin} en su alcancía. ¿Cuánto dinero tiene?`,
      n * coin,
      [n + coin, (n + 1) * coin, (n - 1) * coin],
      `${n} * ${coin}`,
      `${n} monedas de $${coin}: ${n} · ${coin} = ${n * coin}.`,
      '$',
    )
  },
]

// ——— MA03 OA 03: comparar y ordenar números hasta 1 000 ———

const threeDigit = (r: Rng, count: number) => {
  const out: number[] = []
  const hundreds = int(r, 1, 8)
  while (out.length < count) {
    const n = (hundreds + int(r, 0, 1)) * 100 + int(r, 0, 9) * 10 + int(r, 0, 9)
    if (!out.includes(n)) out.push(n)
  }
  return out
}

const ma03oa03: OaMaker[] = [
  (r) => {
    const ns = threeDigit(r, 4)
    const most = int(r, 0, 1) === 0
    const key = most ? Math.max(...ns) : Math.min(...ns)
    return ask(
      r,
      'Comprender',
      pick(r, [
        `${kid(r)} anotó los puntajes de un juego: ${ns.map(fmt).join(', ')}. ¿Cuál es el ${most ? 'mayor' : 'menor'}?`,
        `Cuatro cursos juntaron tapitas: ${ns.map(fmt).join(', ')}. ¿Qué cantidad es la ${most ? 'mayor' : 'menor'}?`,
        `En una biblioteca hay estantes con ${ns.map(fmt).join(', ')} libros. ¿Cuál es el número ${most ? 'mayor' : 'menor'}?`,
        `Las alturas de cuatro cerros pequeños son ${ns.map(fmt).join(', ')} m. ¿Cuál es la altura ${most ? 'mayor' : 'menor'}?`,
      ]),
      fmt(key),
      ns.filter((n) => n !== key).map(fmt),
      `Se comparan primero las centenas, luego las decenas y luego las unidades: el ${most ? 'mayor' : 'menor'} es ${fmt(key)}.`,
      String(key),
    )
  },
  (r) => {
    const ns = threeDigit(r, 4).sort((a, b) => a - b)
    const place = int(r, 1, 2)
    const word = ['primero', 'segundo', 'tercero', 'cuarto'][place]!
    const shuffled = sample(r, ns, 4)
    return ask(
      r,
      'Analizar',
      `Si se ordenan de menor a mayor los números ${shuffled.map(fmt).join(', ')}, ¿cuál queda ${word}?`,
      fmt(ns[place]!),
      ns.filter((_, i) => i !== place).map(fmt),
      `Ordenados de menor a mayor: ${ns.map(fmt).join(' < ')}; el ${word} es ${fmt(ns[place]!)}.`,
      String(ns[place]),
    )
  },
  (r) => {
    const step = pick(r, [10, 100])
    const start = step === 100 ? int(r, 0, 5) * 100 : int(r, 10, 90) * 10
    const marks = int(r, 2, 4)
    const key = start + marks * step
    return num(
      r,
      'Aplicar',
      `En una recta numérica las marcas van de ${step} en ${step}, empezando en ${fmt(start)}. ¿Qué número está ${marks} marcas más a la derecha?`,
      key,
      [start + marks, key + step, key - step],
      `${start} + ${marks} * ${step}`,
      `Cada marca suma ${step}: ${fmt(start)} + ${marks} · ${step} = ${fmt(key)}.`,
    )
  },
  (r) => {
    const c = int(r, 1, 9)
    const d = int(r, 0, 9)
    const u = int(r, 1, 9)
    const n = c * 100 + d * 10 + u
    return num(
      r,
      'Recordar',
      `¿Qué número tiene ${c} centenas, ${d} decenas y ${u} unidades?`,
      n,
      [c * 100 + u * 10 + d, u * 100 + d * 10 + c, c * 100 + d + u * 10 + 1].filter((x) => x !== n),
      `${c} * 100 + ${d} * 10 + ${u}`,
      `${c} centenas son ${c * 100}, ${d} decenas son ${d * 10}: ${c * 100} + ${d * 10} + ${u} = ${n}.`,
    )
  },
]

// ——— MA03 OA 07: familia de operaciones ———

const ma03oa07: OaMaker[] = [
  (r) => {
    const a = int(r, 12, 60)
    const b = int(r, 12, 39)
    const c = a + b
    return num(
      r,
      'Comprender',
      `Si ${a} + ${b} = ${c}, ¿cuánto es ${c} - ${b}?`,
      a,
      [b, c + b, a + 1, a - 10],
      `${c} - ${b}`,
      `En la familia de ${a}, ${b} y ${c}, restar ${b} a ${c} deshace la suma: ${c} - ${b} = ${a}.`,
    )
  },
  (r) => {
    const a = int(r, 15, 70)
    const b = int(r, 11, 29)
    const c = a + b
    return num(
      r,
      'Aplicar',
      `¿Qué número falta? ${a} + ___ = ${c}.`,
      b,
      [c + a, b + 10, b - 1, b + 1],
      `${c} - ${a}`,
      `El sumando que falta se obtiene con la resta de la misma familia: ${c} - ${a} = ${b}.`,
    )
  },
  (r) => {
    const a = int(r, 12, 50)
    const b = int(r, 12, 40)
    const c = a + b
    const correct = `${c} - ${a} = ${b}`
    return ask(
      r,
      'Analizar',
      `¿Qué operación pertenece a la familia de ${a} + ${b} = ${c}?`,
      correct,
      [`${a} - ${b} = ${c}`, `${c} + ${a} = ${b}`, `${b} - ${a} = ${c}`, `${a} + ${c} = ${b}`],
      `La familia de ${a}, ${b} y ${c} tiene ${a} + ${b} = ${c}, ${b} + ${a} = ${c}, ${c} - ${a} = ${b} y ${c} - ${b} = ${a}.`,
    )
  },
  (r) => {
    const [who, other] = twoKids(r)
    const total = int(r, 40, 95)
    const part = int(r, 12, total - 12)
    return num(
      r,
      'Aplicar',
      `${who} y ${other} juntaron ${total} tapitas. ${who} juntó ${part}. ¿Cuántas juntó ${other}?`,
      total - part,
      [total + part, total - part + 10, total - part - 1],
      `${total} - ${part}`,
      `${part} + ? = ${total}; por la familia de operaciones, ? = ${total} - ${part} = ${total - part}.`,
    )
  },
]

// ——— MA03 OA 08: tablas de multiplicar hasta el 10 ———

const boxes: readonly (readonly [string, string, string])[] = [
  ['cajas', 'huevos', 'cada caja'],
  ['mesas', 'sillas', 'cada mesa'],
  ['filas', 'butacas', 'cada fila'],
  ['bolsas', 'naranjas', 'cada bolsa'],
  ['estuches', 'lápices', 'cada estuche'],
  ['paquetes', 'láminas', 'cada paquete'],
  ['repisas', 'libros', 'cada repisa'],
  ['equipos', 'jugadores', 'cada equipo'],
]

const ma03oa08: OaMaker[] = [
  (r) => {
    const [set, thing, each] = pick(r, boxes)
    const n = int(r, 3, 9)
    const k = int(r, 3, 10)
    return num(
      r,
      'Aplicar',
      `Hay ${n} ${set} con ${k} ${thing} en ${each}. ¿Cuántos ${thing} hay en total?`.replace(
        /¿Cuántos (naranjas|sillas|butacas|láminas)/,
        '¿Cuántas $1',
      ),
      n * k,
      [n + k, n * k + n, n * k - k],
      `${n} * ${k}`,
      `${n} grupos de ${k}: ${n} · ${k} = ${n * k}.`,
    )
  },
  (r) => {
    const a = int(r, 3, 9)
    const b = int(r, 6, 9)
    const first = int(r, 2, b - 2)
    return num(
      r,
      'Comprender',
      `Para calcular ${a} · ${b}, ${kid(r)} lo separa en ${a} · ${first} + ${a} · ___. ¿Qué número va en el espacio?`,
      b - first,
      [b, first, b + first, a],
      `${b} - ${first}`,
      `Por la propiedad distributiva, ${b} = ${first} + ${b - first}, así que ${a} · ${b} = ${a} · ${first} + ${a} · ${b - first} = ${a * b}.`,
    )
  },
  (r) => {
    const a = int(r, 2, 10)
    const b = int(r, 2, 10)
    return num(
      r,
      'Recordar',
      `¿Cuánto es ${a} · ${b}?`,
      a * b,
      [a + b, a * b + a, a * b - b, (a + 1) * b],
      `${a} * ${b}`,
      `${a} · ${b} = ${a * b}: son ${a} veces ${b}.`,
    )
  },
  (r) => {
    const k = int(r, 3, 9)
    const n = int(r, 3, 8)
    const sum = Array(n).fill(k).join(' + ')
    return num(
      r,
      'Comprender',
      `${kid(r)} calculó ${sum}. ¿Qué resultado obtuvo?`,
      n * k,
      [n + k, (n - 1) * k, (n + 1) * k],
      `${n} * ${k}`,
      `Son ${n} sumandos iguales a ${k}: ${n} · ${k} = ${n * k}.`,
    )
  },
]

// ——— MA03 OA 09: la división como reparto, agrupación, resta repetida e inversa de la multiplicación ———

const ma03oa09: OaMaker[] = [
  (r) => {
    const k = int(r, 2, 9)
    const q = int(r, 2, 10)
    const [thing, how] = pick(r, countables)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} reparte ${k * q} ${thing} en partes iguales entre ${k} amigos. ${how} ${thing} recibe cada uno?`,
      q,
      [k * q - k, q + 1, k * q + k, k],
      `${k * q} / ${k}`,
      `Repartir en ${k} partes iguales: ${k * q} : ${k} = ${q}, porque ${k} · ${q} = ${k * q}.`,
    )
  },
  (r) => {
    const k = int(r, 2, 9)
    const q = int(r, 2, 10)
    const what = pick(r, ['estudiantes', 'jugadores', 'niños', 'scouts'])
    return num(
      r,
      'Aplicar',
      `En un paseo hay ${k * q} ${what} y se forman grupos de ${k}. ¿Cuántos grupos se forman?`,
      q,
      [k * q - k, q + 1, q - 1, k],
      `${k * q} / ${k}`,
      `Se agrupan de ${k} en ${k}: ${k * q} : ${k} = ${q} grupos.`,
    )
  },
  (r) => {
    const k = int(r, 3, 9)
    const q = int(r, 3, 8)
    return num(
      r,
      'Comprender',
      `Si a ${k * q} se le resta ${k} una y otra vez hasta llegar a 0, ¿cuántas veces se resta?`,
      q,
      [q + 1, q - 1, k * q - k, k],
      `${k * q} / ${k}`,
      `Restar ${k} repetidamente hasta 0 es dividir: ${k * q} : ${k} = ${q}.`,
    )
  },
  (r) => {
    const a = int(r, 3, 9)
    const b = int(r, 3, 9)
    return num(
      r,
      'Comprender',
      `Sabiendo que ${a} · ${b} = ${a * b}, ¿cuánto es ${a * b} : ${b}?`,
      a,
      [a * b - b, a + 1, b === a ? a - 1 : b, a * b + b],
      `${a * b} / ${b}`,
      `La división es la operación inversa de la multiplicación: si ${a} · ${b} = ${a * b}, entonces ${a * b} : ${b} = ${a}.`,
    )
  },
]

// ——— MA03 OA 11: fracciones de uso común ———

const wholes = ['una pizza', 'un queque', 'una barra de chocolate', 'una tortilla', 'una hoja de papel', 'una pizarra']

const ma03oa11: OaMaker[] = [
  (r) => {
    const d = pick(r, [2, 3, 4])
    const n = int(r, 1, d - 1)
    const whole = pick(r, wholes)
    const who = kid(r)
    return ask(
      r,
      'Comprender',
      `${who} divide ${whole} en ${d} partes iguales y pinta ${numberWords[n]}. ¿Qué fracción pintó?`,
      `${n}/${d}`,
      [`${d}/${n}`, `${d - n}/${d}`, `${n}/${d + 1}`, `1/${d + n}`, `${n + 1}/${d + 1}`],
      `Se pintaron ${n} de ${d} partes iguales: ${n}/${d}.`,
      `${n}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [3, 4])
    const a = int(r, 1, d - 1)
    let b = int(r, 1, d - 1)
    while (b === a) b = int(r, 1, d - 1)
    const [x, y] = twoKids(r)
    const whole = pick(r, ['pizza', 'torta', 'lasaña', 'tarta'])
    const bigger = a > b ? `${a}/${d}` : `${b}/${d}`
    return ask(
      r,
      'Analizar',
      `${x} comió ${a}/${d} de una ${whole} y ${y} comió ${b}/${d} de otra ${whole} igual. ¿Qué fracción es mayor?`,
      bigger,
      [
        a > b ? `${b}/${d}` : `${a}/${d}`,
        `${d}/${Math.max(a, b)}`,
        `1/${d}` === bigger ? `${d - 1}/${d + 1}` : `1/${d + 1}`,
        `${a + b}/${d + d}`,
      ],
      `Con el mismo todo y el mismo denominador, es mayor la fracción con más partes: ${bigger}.`,
      bigger,
    )
  },
  (r) => {
    const [n, d] = pick(r, [
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [3, 4],
    ] as const)
    const total = d * int(r, 2, 6)
    const [thing, how] = pick(r, countables)
    return num(
      r,
      'Aplicar',
      `${kid(r)} tiene ${total} ${thing} y regala ${n}/${d} de ellos. ${how} ${thing} regala?`.replace(
        'de ellos',
        how === '¿Cuántas' ? 'de ellas' : 'de ellos',
      ),
      (total / d) * n,
      [total / d, total - (total / d) * n, total / n, (total / d) * n + 1].filter(Number.isInteger),
      `${total} * ${n} / ${d}`,
      `Se divide en ${d} partes iguales (${total} : ${d} = ${total / d}) y se toman ${n}: ${(total / d) * n}.`,
    )
  },
  (r) => {
    const d = pick(r, [2, 3, 4])
    const n = int(r, 1, d - 1)
    const whole = pick(r, wholes)
    return ask(
      r,
      'Comprender',
      `Si se come ${n}/${d} de ${whole}, ¿qué fracción queda?`,
      `${d - n}/${d}`,
      [`${n}/${d}`, `${d}/${d - n}`, `${d - n}/${d + 1}`, `1/${d + 1}`, `${d + 1}/${d}`],
      `El entero son ${d}/${d}; quedan ${d}/${d} - ${n}/${d} = ${d - n}/${d}.`,
      `1 - ${n}/${d}`,
    )
  },
]

// ——— MA04 OA 05: multiplicar un número de tres dígitos por uno de un dígito ———

const ma04oa05: OaMaker[] = [
  (r) => {
    const [set, thing, each] = pick(r, [
      ['cajas', 'clips', 'cada caja'],
      ['rollos', 'stickers', 'cada rollo'],
      ['buses', 'pasajeros', 'cada viaje de un bus'],
      ['sacos', 'porotos', 'cada saco'],
      ['libros', 'páginas', 'cada libro'],
    ] as const)
    const a = int(r, 112, 489)
    const k = int(r, 3, 9)
    return num(
      r,
      'Aplicar',
      `Hay ${k} ${set} y en ${each} hay ${a} ${thing}. ¿Cuántos ${thing} hay en total?`.replace(
        '¿Cuántos páginas',
        '¿Cuántas páginas',
      ),
      a * k,
      [a + k, a * k - 100, a * k + 10, (a - (a % 10)) * k],
      `${a} * ${k}`,
      `${a} · ${k} = ${Math.floor(a / 100) * 100} · ${k} + ${a % 100} · ${k} = ${fmt(Math.floor(a / 100) * 100 * k)} + ${fmt((a % 100) * k)} = ${fmt(a * k)}.`,
    )
  },
  (r) => {
    const h = int(r, 2, 8)
    const t = int(r, 1, 9)
    const u = int(r, 1, 9)
    const k = int(r, 3, 9)
    const a = h * 100 + t * 10 + u
    return num(
      r,
      'Comprender',
      `${kid(r)} calcula ${a} · ${k} descomponiendo: ${h * 100} · ${k} + ${t * 10} · ${k} + ${u} · ${k}. ¿Qué resultado obtiene?`,
      a * k,
      [h * 100 * k + t * 10 + u, a * k + k, a * k - 10, (h * 100 + t * 10) * k],
      `${h * 100} * ${k} + ${t * 10} * ${k} + ${u} * ${k}`,
      `${fmt(h * 100 * k)} + ${t * 10 * k} + ${u * k} = ${fmt(a * k)} (propiedad distributiva).`,
    )
  },
  (r) => {
    const round = int(r, 2, 8) * 100
    const a = round + pick(r, [-3, -2, -1, 1, 2, 3, 4])
    const k = int(r, 3, 9)
    return num(
      r,
      'Analizar',
      `¿Cuál es la mejor estimación de ${a} · ${k}, redondeando ${a} a la centena más cercana?`,
      round * k,
      [(round + 100) * k, (round - 100) * k, round + k * 100, round * (k + 1)],
      `${round} * ${k}`,
      `${a} está muy cerca de ${round}: ${round} · ${k} = ${fmt(round * k)}, cerca del resultado exacto ${fmt(a * k)}.`,
    )
  },
  (r) => {
    const price = int(r, 12, 95) * 10
    const k = int(r, 3, 9)
    const thing = pick(r, ['cuadernos', 'lápices de colores', 'pegamentos', 'sobres de láminas', 'jugos'])
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} compra ${k} ${thing} a $${fmt(price)} cada uno. ¿Cuánto paga?`,
      price * k,
      [price + k, price * k + price, price * k - price, price * (k - 1)],
      `${price} * ${k}`,
      `${k} · $${fmt(price)} = $${fmt(price * k)}.`,
      '$',
    )
  },
]

// ——— MA04 OA 08: fracciones (parte de un todo o de un grupo, recta numérica, comparar y ordenar) ———

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

const ma04oa08: OaMaker[] = [
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8, 10])
    let n = int(r, 1, d - 1)
    while (gcd(n, d) !== 1) n = int(r, 1, d - 1)
    const total = d * int(r, 2, 5)
    const [thing, how, adjective] = pick(r, [
      ['bolitas', '¿Cuántas', 'rojas'],
      ['lápices', '¿Cuántos', 'rojos'],
      ['globos', '¿Cuántos', 'rojos'],
      ['fichas', '¿Cuántas', 'rojas'],
      ['botones', '¿Cuántos', 'rojos'],
    ] as const)
    return num(
      r,
      'Aplicar',
      `En una caja hay ${total} ${thing} y ${n}/${d} de ${how === '¿Cuántas' ? 'ellas' : 'ellos'} son ${adjective}. ${how} ${thing} ${adjective} hay?`,
      (total / d) * n,
      [total / d, total - (total / d) * n, total / d + n, (total / d) * n + d],
      `${total} * ${n} / ${d}`,
      `${total} : ${d} = ${total / d} en cada parte; ${n} partes son ${(total / d) * n}.`,
    )
  },
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8, 10, 12])
    const n = int(r, 1, d - 1)
    const [where, mark, cut] = pick(r, [
      ['un sendero de 1 km', 'un letrero', 'dividido'],
      ['una recta numérica de 0 a 1', 'un punto', 'dividida'],
      ['una pista de 1 km', 'una bandera', 'dividida'],
      ['una regla de 0 a 1 m', 'una marca roja', 'dividida'],
      ['una cuerda de 1 m', 'un nudo', 'dividida'],
      ['un camino de 1 km', 'un semáforo', 'dividido'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${cap(where)} está ${cut} en ${d} partes iguales y ${mark} está en la división número ${n} desde el comienzo. ¿Qué fracción del total hay hasta ${mark}?`,
      `${n}/${d}`,
      [`${d}/${n}`, `${n}/${d + 1}`, `${n + 1}/${d}`, `1/${n + 1}`, `${n - 1 || n + 2}/${d}`].filter((t) => {
        const [a, b] = t.split('/').map(Number) as [number, number]
        return a * d !== b * n
      }),
      `Cada parte es 1/${d}; ${n} partes desde el 0 son ${n}/${d}.`,
      `${n}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [5, 6, 8, 10, 12])
    const ns = sample(
      r,
      Array.from({ length: d - 1 }, (_, i) => i + 1),
      4,
    )
    const most = int(r, 0, 1) === 0
    const key = most ? Math.max(...ns) : Math.min(...ns)
    const list = ns.map((n) => `${n}/${d}`).join(', ')
    return ask(
      r,
      'Analizar',
      pick(r, [
        `Cuatro amigos leyeron ${list} de un mismo libro. ¿Qué fracción es la ${most ? 'mayor' : 'menor'}?`,
        `De una misma cuerda se cortaron trozos de ${list}. ¿Qué trozo es el ${most ? 'más largo' : 'más corto'}?`,
        `${kid(r)} pintó ${list} de cuatro murallas iguales. ¿Qué fracción es la ${most ? 'mayor' : 'menor'}?`,
        `Cuatro estanques iguales tienen ${list} de agua. ¿Qué estanque tiene ${most ? 'más' : 'menos'} agua?`,
      ]),
      `${key}/${d}`,
      ns.filter((n) => n !== key).map((n) => `${n}/${d}`),
      `Con igual denominador, es ${most ? 'mayor' : 'menor'} la de ${most ? 'mayor' : 'menor'} numerador: ${key}/${d}.`,
      `${key}/${d}`,
    )
  },
  (r) => {
    const n = pick(r, [1, 1, 2, 3])
    const d = n === 1 ? pick(r, [2, 4, 5, 10]) : pick(r, [4, 5, 10])
    if (gcd(n, d) !== 1) throw new Error('fracción no irreducible')
    const k = 100 / d
    return ask(
      r,
      'Comprender',
      `¿Qué fracción de denominador 100 es equivalente a ${n}/${d}?`,
      `${n * k}/100`,
      [`${n}/100`, `${n * 10}/100`, `${d}/100`, `${n + k}/100`, `${n * k + 10}/100`].filter(
        (t) => t !== `${n * k}/100`,
      ),
      `Se amplifica por ${k}: ${n} · ${k} = ${n * k} y ${d} · ${k} = 100.`,
      `${n * k}/100`,
    )
  },
]

// ——— MA04 OA 09: sumar y restar fracciones de igual denominador ———

const ma04oa09: OaMaker[] = [
  (r) => {
    const d = pick(r, [4, 5, 6, 8, 10, 12])
    const a = int(r, 1, d - 2)
    const b = int(r, 1, d - 1 - a)
    const [whole, did, done] = pick(r, [
      ['una pizza', 'comió', 'comieron'],
      ['un queque', 'comió', 'comieron'],
      ['una muralla', 'pintó', 'pintaron'],
      ['un terreno', 'sembró', 'sembraron'],
      ['un mural', 'pintó', 'pintaron'],
    ] as const)
    const [x, y] = twoKids(r)
    return ask(
      r,
      'Aplicar',
      `${x} ${did} ${a}/${d} de ${whole} y ${y} ${did} ${b}/${d}. ¿Qué fracción ${done} entre los dos?`,
      `${a + b}/${d}`,
      [`${a + b}/${d + d}`, `${a * b}/${d}`, `${a + b + 1}/${d}`, `${Math.abs(a - b) || a + b + 2}/${d}`],
      `Con igual denominador se suman los numeradores: ${a}/${d} + ${b}/${d} = ${a + b}/${d}.`,
      `${a}/${d} + ${b}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8, 10, 12])
    const a = int(r, 2, d)
    const b = int(r, 1, a - 1)
    const what = pick(r, [
      'de una botella de jugo',
      'de un saco de harina',
      'de un rollo de cinta',
      'de un estanque de agua',
    ])
    return ask(
      r,
      'Aplicar',
      `Quedaban ${a}/${d} ${what} y se usaron ${b}/${d}. ¿Qué fracción queda?`,
      `${a - b}/${d}`,
      [`${a - b}/${d + d}`, `${a + b}/${d}`, `${a - b + 1}/${d}`, `${a - b}/${d + 1}`, `${b}/${d}`],
      `Se restan los numeradores: ${a}/${d} - ${b}/${d} = ${a - b}/${d}.`,
      `${a}/${d} - ${b}/${d}`,
    )
  },
  (r) => {
    const d = 100
    const a = int(r, 10, 60)
    const b = int(r, 5, 35)
    return ask(
      r,
      'Aplicar',
      `De una plaza, ${a}/100 es pasto y ${b}/100 son juegos. ¿Qué fracción ocupan entre ambos?`,
      `${a + b}/100`,
      [`${a + b}/200`, `${a + b + 10}/100`, `${Math.abs(a - b)}/100`, `${a + b - 1}/100`],
      `${a}/100 + ${b}/100 = ${a + b}/${d}.`,
      `${a}/100 + ${b}/100`,
    )
  },
  (r) => {
    const d = pick(r, [4, 5, 6, 8, 10])
    const a = int(r, 1, d - 1)
    return ask(
      r,
      'Comprender',
      `Una cinta mide un metro. Se corta ${a}/${d} de la cinta. ¿Qué fracción de la cinta queda?`,
      `${d - a}/${d}`,
      [`${a}/${d}`, `${d - a}/${d + d}`, `${d}/${d - a}`, `${d - a + 1}/${d}`, `1/${d}`],
      `El entero es ${d}/${d}: ${d}/${d} - ${a}/${d} = ${d - a}/${d}.`,
      `${d}/${d} - ${a}/${d}`,
    )
  },
]

// ——— MA04 OA 10: fracciones propias y números mixtos hasta el 5 ———

const ma04oa10: OaMaker[] = [
  (r) => {
    const d = pick(r, [2, 3, 4, 5, 6, 8])
    const whole = int(r, 1, 4)
    let n = int(r, 1, d - 1)
    while (gcd(n, d) !== 1) n = int(r, 1, d - 1)
    const top = whole * d + n
    return ask(
      r,
      'Comprender',
      pick(r, [
        `${kid(r)} usó ${top}/${d} de taza de harina en una receta. ¿Qué número mixto representa esa cantidad?`,
        `Un balde se llenó con ${top}/${d} de litro de agua. ¿Qué número mixto es igual a esa cantidad?`,
        `${kid(r)} caminó ${top}/${d} de kilómetro hasta la plaza. ¿Cómo se escribe esa distancia como número mixto?`,
        `En el cumpleaños de ${kid(r)} sobraron ${top}/${d} de torta. ¿Qué número mixto muestra lo que sobró?`,
        `Una cinta de regalo mide ${top}/${d} de metro. ¿Qué número mixto indica su largo?`,
      ]),
      `${whole} ${n}/${d}`,
      [
        `${n} ${whole}/${d}`,
        `${whole + 1} ${n}/${d}`,
        `${whole} ${d - n === n ? n + 1 : d - n}/${d}`,
        `${top - d} ${n}/${d}`,
      ].filter((t) => t !== `${whole} ${n}/${d}`),
      `${top} : ${d} = ${whole} y sobran ${n}: ${top}/${d} = ${whole} ${n}/${d}.`,
      `${top}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [2, 3, 4, 5, 6])
    const whole = int(r, 1, 4)
    const n = int(r, 1, d - 1)
    const top = whole * d + n
    return ask(
      r,
      'Aplicar',
      (() => {
        const [one, many, piece] = pick(r, [
          ['pizza entera', 'pizzas enteras', 'trozos'],
          ['queque entero', 'queques enteros', 'porciones'],
          ['chocolate entero', 'chocolates enteros', 'cuadritos'],
          ['pan amasado entero', 'panes amasados enteros', 'pedazos'],
          ['sandía entera', 'sandías enteras', 'tajadas'],
        ] as const)
        return `${kid(r)} tiene ${whole} ${whole === 1 ? one : many} y ${n}/${d} de otro igual, todos cortados en ${d} ${piece} iguales. ¿Qué fracción impropia representa lo que tiene?`.replace(
          /(pizza|sandía)(s?) (entera)(s?) y (\d+\/\d+) de otro igual, todos cortados/,
          '$1$2 $3$4 y $5 de otra igual, todas cortadas',
        )
      })(),
      `${top}/${d}`,
      [`${whole + n}/${d}`, `${whole * n + d}/${d}`, `${top + 1}/${d}`, `${top}/${d + 1}`, `${top - d}/${d}`],
      `${whole} ${whole === 1 ? 'entero son' : 'enteros son'} ${whole * d}/${d}; más ${n}/${d} son ${top}/${d}.`,
      `${whole} + ${n}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [2, 4, 3])
    const whole = int(r, 1, 4)
    const n = int(r, 1, d - 1)
    return ask(
      r,
      'Comprender',
      `${pick(r, ['En una recta numérica de 0 a 5', 'En una huincha de 0 a 5 m', 'En una pista de 0 a 5 km', 'En un termómetro de juguete de 0 a 5'])}, cada entero está dividido en ${d} partes iguales. ${pick(r, ['Un punto', 'Una marca', 'Una flecha', 'Una estrella'])} está ${n === 1 ? 'una división' : `${numberWords[n]} divisiones`} después del ${whole}. ¿Qué número mixto representa?`,
      `${whole} ${n}/${d}`,
      [`${whole + 1} ${n}/${d}`, `${whole - 1 || whole + 2} ${n}/${d}`, `${n} ${whole}/${d}`, `${whole} ${n}/${d + 1}`],
      `Desde ${whole} se avanzan ${n} partes de 1/${d}: ${whole} ${n}/${d}.`,
      `${whole} + ${n}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8])
    const options = sample(
      r,
      [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13].filter((x) => x !== d),
      4,
    )
    const proper = options.filter((n) => n < d)
    if (proper.length !== 1) throw new Error('se necesita una sola fracción propia')
    const key = `${proper[0]}/${d}`
    const list = options.map((n) => `${n}/${d}`).join(', ')
    return ask(
      r,
      'Recordar',
      pick(r, [
        `${kid(r)} escribió las fracciones ${list}. ¿Cuál es una fracción propia (menor que 1)?`,
        `Cuatro jarros tienen ${list} de litro de leche. ¿Cuál tiene menos de un litro?`,
        `En una receta se usan ${list} de taza de distintos ingredientes. ¿Qué cantidad es menor que una taza?`,
        `Cuatro caminatas midieron ${list} de kilómetro. ¿Cuál fue de menos de un kilómetro?`,
      ]),
      key,
      options.filter((n) => n >= d).map((n) => `${n}/${d}`),
      `Una fracción propia tiene el numerador menor que el denominador: ${key}.`,
      key,
    )
  },
]

// ——— MA04 OA 12: sumar y restar decimales hasta la centésima ———

const dec = (cents: number) => fmt(cents / 100)

const ma04oa12: OaMaker[] = [
  (r) => {
    const [what, unit] = pick(r, [
      ['una cinta', 'm'],
      ['un saco de papas', 'kg'],
      ['una botella de jugo', 'L'],
      ['una tabla', 'm'],
    ] as const)
    const a = int(r, 105, 480)
    const b = int(r, 11, 95)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} tiene ${what} de ${dec(a)} ${unit} y le agrega otra de ${dec(b)} ${unit}. ¿Cuánto tiene en total?`.replace(
        'le agrega otra',
        unit === 'kg' ? 'le agrega otro' : 'le agrega otra',
      ),
      (a + b) / 100,
      [(a + Math.floor(b / 10)) / 100, (a + b + 10) / 100, (a + b * 10) / 100, (a + b - 1) / 100],
      `${a}/100 + ${b}/100`,
      `Se suman unidades con unidades y décimas con décimas: ${dec(a)} + ${dec(b)} = ${dec(a + b)}.`,
      unit,
    )
  },
  (r) => {
    const a = int(r, 210, 690)
    const b = int(r, 105, a - 40)
    const [x, y] = twoKids(r)
    return num(
      r,
      'Aplicar',
      `${x} saltó ${dec(a)} m y ${y} saltó ${dec(b)} m. ¿Cuántos metros más saltó ${x}?`,
      (a - b) / 100,
      [(a + b) / 100, (a - b + 10) / 100, (a - b - 1) / 100, (a - b + 100) / 100],
      `${a}/100 - ${b}/100`,
      `${dec(a)} - ${dec(b)} = ${dec(a - b)}; se alinean las comas y se resta columna por columna.`,
      'm',
    )
  },
  (r) => {
    const a = int(r, 11, 89) / 10
    const b = int(r, 11, 89) / 100
    const aC = Math.round(a * 100)
    const bC = Math.round(b * 100)
    return num(
      r,
      'Comprender',
      `¿Cuánto es ${fmt(a)} + ${fmt(b)}?`,
      (aC + bC) / 100,
      [(aC / 10 + bC) / 100, (aC + bC * 10) / 100, (aC + bC + 10) / 100, (aC + bC - 1) / 100].filter((x) => x > 0),
      `${aC}/100 + ${bC}/100`,
      `${fmt(a)} = ${dec(aC).padEnd(4, '0')}; ${dec(aC)} + ${fmt(b)} = ${dec(aC + bC)}: décimas con décimas y centésimas con centésimas.`,
    )
  },
  (r) => {
    const total = pick(r, [500, 1000, 2000])
    const a = int(r, 105, total - 60)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} tenía ${fmt(total / 100)} L de agua en un bidón y usó ${dec(a)} L para regar. ¿Cuántos litros le quedan?`,
      (total - a) / 100,
      [(total - a + 100) / 100, (total + a) / 100, (total - a - 10) / 100, (total - a + 1) / 100],
      `${total}/100 - ${a}/100`,
      `${fmt(total / 100)} - ${dec(a)} = ${dec(total - a)} L.`,
      'L',
    )
  },
]

export const basica14Makers: OaMakers = {
  'MA01 OA 07': ma01oa07,
  'MA02 OA 11': ma02oa11,
  'MA03 OA 03': ma03oa03,
  'MA03 OA 07': ma03oa07,
  'MA03 OA 08': ma03oa08,
  'MA03 OA 09': ma03oa09,
  'MA03 OA 11': ma03oa11,
  'MA04 OA 05': ma04oa05,
  'MA04 OA 08': ma04oa08,
  'MA04 OA 09': ma04oa09,
  'MA04 OA 10': ma04oa10,
  'MA04 OA 12': ma04oa12,
}
