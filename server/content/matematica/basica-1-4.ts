/**
 * Item makers for the Matemática OA of 1° to 4° Básico that the topic makers served poorly: mental
 * calculation, tables, fractions and decimals of the level, shapes and solids, location, transformations,
 * symmetry, angles, time and calendars, length, mass, area, volume, data (tables, pictograms, bar graphs,
 * dot plots) and chance games with dice and coins. Every maker draws its data; a calculation carries the
 * `expresion` its key comes from, a concept item (which figure, which day, which graph) explains its key.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import { monthNames } from '@/domain/dates'
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
  type OaQuestion,
  pick,
  type Rng,
  sample,
  twoKids,
} from './tools'

// ——— Shared helpers ———

/**
 * Opening sentences that set an item in a concrete place: two items of one maker with other scenes share
 * few words, so a document does not read the same exercise twice.
 */
const gridScenes = [
  'En el taller de robótica, un robot avanza sobre un tablero cuadriculado.',
  'En un videojuego de laberintos, los personajes se mueven por casillas.',
  'Para decorar el diario mural, el curso pega figuras sobre papel cuadriculado.',
  'En su cuaderno de matemática, cada cuadrito es una casilla.',
  'Durante una clase con software geométrico, la profesora proyecta una cuadrícula.',
  'El piso de baldosas de la plaza forma una gran cuadrícula.',
  'Un grupo diseña un mosaico para el patio sobre un plano cuadriculado.',
  'En un juego de mesa, las fichas se mueven sobre un tablero de casillas.',
  'En la feria científica, un grupo muestra un mapa dibujado en una cuadrícula.',
  'Antes del recreo, dos amigos juegan a la batalla naval en hojas cuadriculadas.',
]
const workScenes = [
  'En la clase de matemática,',
  'Durante el taller de arte,',
  'Para la feria científica,',
  'En la biblioteca del colegio,',
  'En el recreo largo,',
  'Para una tarea en familia,',
  'En la sala de computación,',
  'Durante una visita al museo interactivo,',
  'En el campamento de verano,',
  'Para decorar la sala,',
]
/** A scene to open a statement that goes on with a subject: "En la clase de matemática, Camila…". */
const scene = (r: Rng) => pick(r, workScenes)
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
/** "a, b y c". */
const listY = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`
/** "de la plaza", "del almacén". */
const deP = (place: string) => (place.startsWith('el ') ? `del ${place.slice(3)}` : `de ${place}`)
/** "a la plaza", "al almacén". */
const aP = (place: string) => (place.startsWith('el ') ? `al ${place.slice(3)}` : `a ${place}`)

/** "a las 17:30", "a la 1:05": the article agrees with the hour. */
const atTime = (time: string) => (time.startsWith('1:') ? `a la ${time}` : `a las ${time}`)

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
  ['dulces', '¿Cuántos'],
  ['globos', '¿Cuántos'],
  ['botones', '¿Cuántos'],
  ['cuentos', '¿Cuántos'],
]

// ——— MA01 OA 01: contar hasta 100 de 1 en 1, de 2 en 2, de 5 en 5 y de 10 en 10, hacia adelante y hacia atrás ———

/** A count of «step en step» in words a child reads: "de 2 en 2". */
const stepWords = (step: number) => `de ${step} en ${step}`

const ma01oa01: OaMaker[] = [
  // El número que sigue, contando hacia adelante.
  (r) => {
    const step = pick(r, [2, 5, 10])
    const start = step * int(r, 1, Math.floor((100 - 4 * step) / step))
    const shown = [start, start + step, start + 2 * step]
    const key = start + 3 * step
    return num(
      r,
      'Aplicar',
      `Cuenta ${stepWords(step)}: ${shown.join(', ')}… ¿Qué número sigue?`,
      key,
      [key - step + 1, key + 1, key + step],
      `${start + 2 * step} + ${step}`,
      `Contando ${stepWords(step)}, después de ${start + 2 * step} viene ${start + 2 * step} + ${step} = ${key}.`,
    )
  },
  // El número que sigue, contando hacia atrás.
  (r) => {
    const step = pick(r, [1, 2, 5, 10])
    const start = step * int(r, Math.ceil((4 * step) / step), Math.floor(100 / step))
    const shown = [start, start - step, start - 2 * step]
    const key = start - 3 * step
    return num(
      r,
      'Aplicar',
      `Cuenta hacia atrás ${stepWords(step)}: ${shown.join(', ')}… ¿Qué número sigue?`,
      key,
      [key + 2 * step, key - 1 === key - step ? key - 2 : key - 1, key - step],
      `${start - 2 * step} - ${step}`,
      `Contando hacia atrás ${stepWords(step)}, después de ${start - 2 * step} viene ${start - 2 * step} - ${step} = ${key}.`,
    )
  },
  // El número que falta en medio de un conteo.
  (r) => {
    const step = pick(r, [2, 5, 10])
    const start = step * int(r, 0, Math.floor((100 - 3 * step) / step))
    const key = start + 2 * step
    return num(
      r,
      'Comprender',
      `${kid(r)} cuenta ${stepWords(step)}: ${start}, ${start + step}, ___, ${start + 3 * step}. ¿Qué número falta?`,
      key,
      [key + 1, key - 1, start + 3 * step + step],
      `${start + step} + ${step}`,
      `Entre ${start + step} y ${start + 3 * step}, contando ${stepWords(step)}, está ${start + step} + ${step} = ${key}.`,
    )
  },
  // Cosas que se cuentan en grupos: pares, manos, monedas de $10.
  (r) => {
    const [step, groups, what, unit] = pick(r, [
      [2, 'pares de calcetines', 'calcetines', '¿Cuántos calcetines hay'],
      [5, 'manos abiertas', 'dedos', '¿Cuántos dedos hay'],
      [10, 'monedas de $10', 'pesos', '¿Cuántos pesos hay'],
    ] as const)
    const n = int(r, 3, step === 2 ? 9 : step === 5 ? 9 : 9)
    const key = n * step
    return num(
      r,
      'Aplicar',
      `${kid(r)} cuenta ${stepWords(step)} los ${what} de ${n} ${groups}. ${unit} en total?`,
      key,
      [n + step, key + step, key - step],
      `${n} * ${step}`,
      `Se cuenta ${stepWords(step)} ${n} veces: ${Array.from({ length: n }, (_, i) => (i + 1) * step).join(', ')}. Hay ${key} ${what}.`,
    )
  },
  // Contar de 1 en 1 desde cualquier número menor que 100.
  (r) => {
    const start = int(r, 11, 95)
    const key = start + 3
    return num(
      r,
      'Recordar',
      `Cuenta de 1 en 1 desde ${start}: ${start}, ${start + 1}, ${start + 2}… ¿Qué número sigue?`,
      key,
      [start + 2 + 10, key + 1, start + 1],
      `${start + 2} + 1`,
      `Contando de 1 en 1, después de ${start + 2} viene ${key}.`,
    )
  },
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
      'Recordar',
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
        `${who} tiene ${a} ${thing} y le regalan ${b} más. Contando hacia adelante desde ${a}, ${lower(how)} ${thing} tiene ahora?`,
        a + b,
        [Math.abs(a - b) || a + b + 2, a + b - 1, a + b + 1],
        `${a} + ${b}`,
        `Se cuenta hacia adelante ${b} desde ${a}: ${a} + ${b} = ${a + b}.`,
      )
    }
    const a = int(r, 11, 20)
    const b = int(r, 2, 9)
    return num(
      r,
      'Aplicar',
      `${who} tenía ${a} ${thing} y regaló ${b}. Contando hacia atrás desde ${a}, ${lower(how)} ${thing} le quedan?`,
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
      `Hay ${n} ${set} y en cada una hay ${k} ${thing}. ${['ruedas', 'manzanas', 'galletas', 'flores', 'sillas'].includes(thing) ? '¿Cuántas' : '¿Cuántos'} ${thing} hay en total?`.replace(
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
      [`${n} · ${k + 1}`, `${n} · ${n}`, `${n + 1} · ${k}`, `${n - 1} · ${k}`, `${k} · ${k}`],
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
    const what = pick(r, ['estudiantes', 'jugadores', 'niños', 'niñas'])
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
      'Recordar',
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
      `${who} divide ${whole} en ${d} partes iguales y ${/pizza|queque|tortilla|chocolate/.test(whole) ? 'se come' : 'pinta'} ${n === 1 ? 'una' : numberWords[n]}. ¿Qué fracción ${/pizza|queque|tortilla|chocolate/.test(whole) ? 'se comió' : 'pintó'}?`,
      `${n}/${d}`,
      [`${d}/${n}`, `${d - n}/${d}`, `${n}/${d + 1}`, `1/${d + n}`, `${n + 1}/${d + 1}`],
      `${n === 1 ? 'Es 1' : `Son ${n}`} de ${d} partes iguales: ${n}/${d}.`,
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
      `Si se usa ${n}/${d} de ${whole}, ¿qué fracción queda?`,
      `${d - n}/${d}`,
      [`${n}/${d}`, `${d}/${d - n}`, `${d - n}/${d + 1}`, `1/${d + 1}`, `${d + 1}/${d}`],
      `El entero son ${d}/${d}; quedan ${d}/${d} - ${n}/${d} = ${d - n}/${d}.`,
      `1 - ${n}/${d}`,
    )
  },
  (r) => {
    const [text, key] = pick(r, [
      ['compró medio kilo de pan en el almacén. ¿Qué fracción de un kilo compró?', '1/2'],
      ['pidió un cuarto de kilo de queso en la feria. ¿Qué fracción de un kilo pidió?', '1/4'],
      ['esperó tres cuartos de hora en la consulta del doctor. ¿Qué fracción de una hora esperó?', '3/4'],
      ['se demoró media hora en hacer sus tareas. ¿Qué fracción de una hora se demoró?', '1/2'],
      ['leyó un tercio de su libro durante las vacaciones. ¿Qué fracción del libro leyó?', '1/3'],
      ['compró tres cuartos de litro de leche. ¿Qué fracción de un litro compró?', '3/4'],
      ['pintó dos tercios de la muralla de su pieza. ¿Qué fracción de la muralla pintó?', '2/3'],
      ['se tomó un cuarto de hora de descanso en el entrenamiento. ¿Qué fracción de una hora descansó?', '1/4'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${kid(r)} ${text}`,
      key,
      ['1/4', '1/3', '1/2', '2/3', '3/4'].filter((x) => x !== key),
      `«Medio» es 1/2, «un tercio» es 1/3, «dos tercios» es 2/3, «un cuarto» es 1/4 y «tres cuartos» es 3/4: aquí, ${key}.`,
    )
  },
]

// ——— MA04 OA 05: multiplicar un número de tres dígitos por uno de un dígito ———

const ma04oa05: OaMaker[] = [
  (r) => {
    const [set, thing, each] = pick(r, [
      ['cajas', 'clips', 'cada caja'],
      ['frascos', 'botones', 'cada frasco'],
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
      `${total} : ${d} = ${total / d} en cada parte; ${n === 1 ? 'una parte es' : `${n} partes son`} ${(total / d) * n}.`,
    )
  },
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8, 10, 12])
    const n = int(r, 1, d - 1)
    const [where, mark, cut, theMark] = pick(r, [
      ['un sendero de 1 km', 'un letrero', 'dividido', 'el letrero'],
      ['una recta numérica de 0 a 1', 'un punto', 'dividida', 'el punto'],
      ['una pista de 1 km', 'una bandera', 'dividida', 'la bandera'],
      ['una regla de 0 a 1 m', 'una marca roja', 'dividida', 'la marca roja'],
      ['una cuerda de 1 m', 'un nudo', 'dividida', 'el nudo'],
      ['un camino de 1 km', 'un semáforo', 'dividido', 'el semáforo'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${cap(where)} está ${cut} en ${d} partes iguales y ${mark} está en la división número ${n} desde el comienzo. ¿Qué fracción del total hay hasta ${theMark}?`,
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
  (r) => {
    const d = pick(r, [5, 6, 8, 10, 12])
    const values = sample(
      r,
      Array.from({ length: d - 1 }, (_, i) => i + 1),
      4,
    )
    const sorted = [...values].sort((a, b) => a - b)
    const swapped = [...sorted]
    const k = int(r, 0, 2)
    ;[swapped[k], swapped[k + 1]] = [swapped[k + 1]!, swapped[k]!]
    const show = (xs: number[]) => xs.map((n) => `${n}/${d}`).join(', ')
    return ask(
      r,
      'Analizar',
      `${kid(r)} debe ordenar de menor a mayor las fracciones ${show(values)}. ¿Cuál es el orden correcto?`,
      show(sorted),
      [show([...sorted].reverse()), show(swapped), show(values)],
      `Con igual denominador se ordenan por el numerador: ${show(sorted)}.`,
    )
  },
  (r) => {
    const d = pick(r, [5, 6, 8, 10, 12])
    const n = int(r, 1, d - 1)
    const group = pick(r, ['bolitas', 'fichas', 'tarjetas', 'pelotas'])
    const [one, many] = pick(r, [
      ['azul', 'azules'],
      ['verde', 'verdes'],
      ['roja', 'rojas'],
      ['amarilla', 'amarillas'],
    ] as const)
    return ask(
      r,
      'Aplicar',
      `En una bolsa hay ${d} ${group}: ${n} ${n === 1 ? `es ${one}` : `son ${many}`} y las demás son blancas. ¿Qué fracción de las ${group} es blanca?`,
      `${d - n}/${d}`,
      [`${n}/${d}`, `${d - n}/${n}`, `${d}/${d - n}`, `${d - n}/${d + 1}`].filter(
        (v, i, all) => v !== `${d - n}/${d}` && all.indexOf(v) === i,
      ),
      `Las blancas son ${d} - ${n} = ${d - n} de ${d}: ${d - n}/${d}.`,
      `${d - n}/${d}`,
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
      'Recordar',
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
      `Desde ${whole} se ${n === 1 ? 'avanza una parte' : `avanzan ${n} partes`} de 1/${d}: ${whole} ${n}/${d}.`,
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
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8])
    const n = int(r, 1, d - 1)
    const bar = '■'.repeat(n) + '□'.repeat(d - n)
    const unpainted = int(r, 0, 1) === 0
    const key = unpainted ? d - n : n
    return ask(
      r,
      'Comprender',
      `${kid(r)} dibujó esta barra dividida en partes iguales: ${bar} (■ pintada, □ sin pintar). ¿Qué fracción de la barra está ${unpainted ? 'sin pintar' : 'pintada'}?`,
      `${key}/${d}`,
      [`${d - key}/${d}`, `${key}/${d - key}`, `${d}/${key}`, `${key + 1}/${d}`].filter((x) => x !== `${key}/${d}`),
      `La barra tiene ${d} partes iguales y ${key} están ${unpainted ? 'sin pintar' : 'pintadas'}: ${key}/${d}.`,
      `${key}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [2, 3, 4, 6, 8])
    const w = int(r, 1, 4)
    const n = int(r, 1, d - 1)
    const what = pick(r, ['círculos', 'cuadrados', 'rectángulos'])
    return ask(
      r,
      'Comprender',
      `${kid(r)} pintó ${w === 1 ? `completo un ${what.slice(0, -1)}` : `completos ${numberWords[w]} ${what}`} y, en otro igual dividido en ${d} partes iguales, pintó ${n === 1 ? 'una parte' : `${n} partes`}. ¿Qué número mixto representa lo pintado?`,
      `${w} ${n}/${d}`,
      [`${w + 1} ${n}/${d}`, `${n} ${w}/${d}`, `${w} ${d}/${n}`, `${w} ${n + 1}/${d}`].filter(
        (x) => x !== `${w} ${n}/${d}`,
      ),
      `Hay ${w} entero${w === 1 ? '' : 's'} y ${n}/${d} de otro: ${w} ${n}/${d}.`,
      `${w} + ${n}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [2, 3, 4, 5, 6, 8])
    const w = int(r, 1, 4)
    const n = w * d + int(r, 1, d - 1)
    const ranges = [0, 1, 2, 3, 4].map((k) => `Entre ${k} y ${k + 1}`)
    const key = `Entre ${w} y ${w + 1}`
    return ask(
      r,
      'Analizar',
      `En una recta numérica del 0 al 5, ${kid(r)} debe ubicar la fracción ${n}/${d}. ¿Entre qué números naturales queda?`,
      key,
      ranges.filter((x) => x !== key),
      `${w} = ${w * d}/${d} y ${w + 1} = ${(w + 1) * d}/${d}; ${n}/${d} está entre ellos, pues es igual a ${w} ${n - w * d}/${d}.`,
    )
  },
  (r) => {
    const [food, piece, whole] = pick(r, [
      ['una pizza', 'trozos', 'la pizza'],
      ['una torta', 'trozos', 'la torta'],
      ['un queque', 'rebanadas', 'el queque'],
      ['una barra de chocolate', 'cuadritos', 'la barra'],
    ] as const)
    const d = pick(r, [4, 5, 6, 8])
    const n = int(r, 1, d - 1)
    return ask(
      r,
      'Aplicar',
      `${kid(r)} cortó ${food} en ${d} ${piece} iguales y su familia se comió ${n}. ¿Qué fracción ${deP(whole)} quedó?`,
      `${d - n}/${d}`,
      [`${n}/${d}`, `${d - n}/${n}`, `${d}/${d - n}`, `${d - n + 1}/${d}`].filter((x) => x !== `${d - n}/${d}`),
      `Quedaron ${d} - ${n} = ${d - n} ${piece} de ${d}: ${d - n}/${d}.`,
      `1 - ${n}/${d}`,
    )
  },
  (r) => {
    const d = pick(r, [3, 4, 5, 6, 8])
    const w = int(r, 1, 3)
    const m = int(r, 1, d - 1)
    let n = w * d + int(r, 1, d - 1)
    if (n === w * d + m) n += n < (w + 1) * d - 1 ? 1 : -1
    const mixed = `${w} ${m}/${d}`
    const key = n > w * d + m ? `${n}/${d}` : mixed
    const [x, y] = twoKids(r)
    return ask(
      r,
      'Analizar',
      `${x} caminó ${n}/${d} de kilómetro y ${y}, ${mixed} kilómetros. ¿Qué distancia es mayor?`,
      key,
      [key === mixed ? `${n}/${d}` : mixed, 'Son iguales', `${w}/${d}`],
      `${mixed} = ${w * d + m}/${d}; se compara con ${n}/${d}: es mayor ${key}.`,
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
      'Recordar',
      `¿Cuánto es ${fmt(a)} + ${fmt(b)}?`,
      (aC + bC) / 100,
      [(aC / 10 + bC) / 100, (aC + bC * 10) / 100, (aC + bC + 10) / 100, (aC + bC - 1) / 100].filter((x) => x > 0),
      `${aC}/100 + ${bC}/100`,
      `${fmt(a)} = ${dec(aC).padEnd(4, '0')}; ${dec(aC)} + ${fmt(b)} = ${dec(aC + bC)}: décimas con décimas y centésimas con centésimas.`,
    )
  },
  (r) => {
    const total = pick(r, [500, 1000, 2000])
    const drawn = int(r, 105, total - 60)
    // Hundredths of a litre: a whole number of litres (4 L) would leave nothing decimal to subtract.
    const a = drawn % 100 === 0 ? drawn + 25 : drawn
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

// ——— Tiempo: días, meses, fechas, duraciones y relojes ———

const days = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']
const months = monthNames
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const dayAfter = (d: number, k: number) => days[(((d + k) % 7) + 7) % 7]!
const activities = [
  'la clase de música',
  'el cumpleaños de su prima',
  'la visita al dentista',
  'el paseo al parque',
  'la feria del colegio',
  'el partido de fútbol',
  'la obra de teatro',
  'la visita a sus abuelos',
]

const ma01oa17: OaMaker[] = [
  (r) => {
    const d = int(r, 0, 6)
    const [rel, k, verb] = pick(r, [
      ['mañana', 1, 'es'],
      ['pasado mañana', 2, 'es'],
      ['ayer', -1, 'fue'],
      ['anteayer', -2, 'fue'],
    ] as const)
    const act = pick(r, activities)
    const key = dayAfter(d, k)
    return ask(
      r,
      'Comprender',
      `Hoy es ${days[d]} y ${act} ${verb} ${rel}. ¿Qué día ${verb} ${act}?`,
      key,
      [dayAfter(d, -k), dayAfter(d, k + (k > 0 ? 1 : -1)), days[d]!, dayAfter(d, 3)],
      `${cap(rel)} es ${Math.abs(k) === 1 ? 'un día' : 'dos días'} ${k > 0 ? 'después' : 'antes'} de hoy, el ${days[d]}: es el ${key}.`,
    )
  },
  (r) => {
    const m = int(r, 1, 10)
    const after = int(r, 0, 1) === 0
    const key = months[after ? m + 1 : m - 1]!
    const who = kid(r)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `El cumpleaños de ${who} es en el mes que viene justo ${after ? 'después' : 'antes'} de ${months[m]}. ¿En qué mes está de cumpleaños?`,
        `${who} irá de paseo en el mes que está justo ${after ? 'después' : 'antes'} de ${months[m]}. ¿En qué mes será el paseo?`,
        `En el calendario, ¿qué mes está justo ${after ? 'después' : 'antes'} de ${months[m]}?`,
      ]),
      key,
      [months[after ? m - 1 : m + 1]!, months[m]!, months[(m + (after ? 2 : -2) + 12) % 12]!, months[(m + 6) % 12]!],
      `Los meses van en orden: ${months[m - 1]}, ${months[m]}, ${months[m + 1]}. ${after ? 'Después' : 'Antes'} de ${months[m]} está ${key}.`,
    )
  },
  (r) => {
    const [event, m] = pick(r, [
      ['las Fiestas Patrias', 8],
      ['la Navidad', 11],
      ['el Año Nuevo', 0],
      ['el comienzo de las clases', 2],
      ['el Día del Libro', 3],
      ['el Día de la Madre', 4],
      ['el Día del Padre', 5],
      ['el Día de la Chilenidad', 8],
    ] as const)
    const others = sample(
      r,
      months.filter((_, i) => i !== m),
      3,
    )
    return ask(
      r,
      'Recordar',
      pick(r, [
        `¿En qué mes se ${event.startsWith('las ') ? 'celebran' : 'celebra'} ${event}?`,
        `${kid(r)} marca en su calendario ${event}. ¿En qué mes hace la marca?`,
      ]),
      months[m]!,
      others,
      `${cap(event)} ${event.startsWith('las ') ? 'son' : 'es'} en ${months[m]}.`,
    )
  },
  (r) => {
    const [routine, steps] = pick(r, [
      ['en la mañana', ['se despierta', 'se lava la cara', 'toma desayuno', 'se va al colegio']],
      ['al preparar un queque', ['lava sus manos', 'mezcla los ingredientes', 'hornea la masa', 'come el queque']],
      ['al plantar una semilla', ['hace un hoyo', 'pone la semilla', 'la tapa con tierra', 'la riega']],
      ['en la noche', ['toma once', 'se pone pijama', 'se lava los dientes', 'se acuesta']],
      ['al ir a la playa', ['arma el bolso', 'viaja en bus', 'llega a la playa', 'se baña en el mar']],
    ] as const)
    const who = kid(r)
    const i = int(r, 0, 2)
    const first = int(r, 0, 2) === 0
    return first
      ? ask(
          r,
          'Comprender',
          `${who}, ${routine}, hace estas cosas, pero no en este orden: ${sample(r, steps, 4).join(', ')}. ¿Qué hace primero?`,
          cap(steps[0]),
          steps.slice(1).map(cap),
          `Lo primero es "${steps[0]}"; después ${steps.slice(1).join(', ')}.`,
        )
      : ask(
          r,
          'Comprender',
          `${who}, ${routine}, primero ${steps[0]}. ¿Qué hace justo después de que ${steps[i]}?`,
          cap(steps[i + 1]!),
          steps.filter((_, j) => j !== i + 1).map(cap),
          `El orden es: ${steps.join(', ')}. Después de "${steps[i]}" viene "${steps[i + 1]}".`,
        )
  },
  (r) => {
    const m = int(r, 0, 11)
    const n = int(r, 1, 20)
    const k = int(r, 2, 7)
    const act = pick(r, activities)
    return num(
      r,
      'Aplicar',
      `Hoy es ${n} de ${months[m]} y ${act} es en ${numberWords[k]} días más. ¿Qué número de día será ${act}?`,
      n + k,
      [n + k - 1, n + k + 1, n - k > 0 ? n - k : n + k + 2, n],
      `${n} + ${k}`,
      `Se cuentan ${k} días hacia adelante desde el ${n}: ${n} + ${k} = ${n + k}.`,
    )
  },
]

const ma02oa17: OaMaker[] = [
  (r) => {
    const m = int(r, 0, 11)
    const n = int(r, 1, monthDays[m]! - 14)
    const d = int(r, 0, 4)
    const taller = pick(r, ['ajedrez', 'fútbol', 'pintura', 'danza', 'robótica', 'guitarra', 'natación'])
    const k = pick(r, [1, 2])
    return num(
      r,
      'Aplicar',
      `${kid(r)} tiene taller de ${taller} todos los ${days[d]}. Si hubo taller el ${n} de ${months[m]}, ¿qué día de ${months[m]} es el taller ${k === 1 ? 'siguiente' : 'subsiguiente'}?`,
      n + 7 * k,
      [n + k, n + 7 * k - 1, n + 7 * k + 1, n + 5 * k],
      `${n} + 7 * ${k}`,
      `Una semana tiene 7 días: ${n} + ${7 * k} = ${n + 7 * k}.`,
    )
  },
  (r) => {
    const k = int(r, 2, 5)
    const what = pick(r, [
      'Las vacaciones de invierno duran',
      'Un campamento dura',
      'La feria científica se prepara durante',
      'Un viaje al sur dura',
      'Una planta tardó en brotar',
    ])
    return num(
      r,
      'Aplicar',
      `${what} ${numberWords[k]} semanas. ¿Cuántos días son?`,
      7 * k,
      [k + 7, 5 * k, 7 * k + 7, 7 * k - 1],
      `${k} * 7`,
      `Cada semana tiene 7 días: ${k} · 7 = ${7 * k} días.`,
      'días',
    )
  },
  (r) => {
    const m = int(r, 0, 11)
    const len = monthDays[m]!
    const who = kid(r)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `¿Cuántos días tiene el mes de ${months[m]} en un año que no es bisiesto?`,
        `${who} tacha en el calendario cada día de ${months[m]}. Si el año no es bisiesto, ¿cuántos días tacha?`,
      ]),
      `${len} días`,
      [28, 29, 30, 31, 32].filter((x) => x !== len).map((x) => `${x} días`),
      `${cap(months[m]!)} tiene ${len} días${m === 1 ? ' (29 en un año bisiesto)' : ''}.`,
    )
  },
  (r) => {
    const m = int(r, 0, 11)
    const n = int(r, 1, 10)
    const d = int(r, 0, 6)
    const k = pick(r, [1, 2, 3, 7, 8, 14])
    return ask(
      r,
      'Analizar',
      `En el calendario, el ${n} de ${months[m]} es ${days[d]}. ¿Qué día de la semana es el ${n + k} de ${months[m]}?`,
      dayAfter(d, k),
      [dayAfter(d, k + 1), dayAfter(d, k - 1), dayAfter(d, k + 3), dayAfter(d, k + 2)],
      `Del ${n} al ${n + k} hay ${k} días; cada 7 días se repite el mismo día de la semana, así que es ${dayAfter(d, k)}.`,
    )
  },
  (r) => {
    const m = int(r, 0, 11)
    const k = pick(r, [1, 2])
    const n = int(r, 7 * k + 1, monthDays[m]!)
    return num(
      r,
      'Aplicar',
      `Hoy es ${n} de ${months[m]}. ¿Qué día de ${months[m]} fue hace ${k === 1 ? 'una semana' : 'dos semanas'}?`,
      n - 7 * k,
      [n + 7 * k, n - k, n - 7 * k + 1, n - 7 * k - 1].filter((x) => x > 0),
      `${n} - 7 * ${k}`,
      `${k === 1 ? 'Una semana son 7 días' : 'Dos semanas son 14 días'}: ${n} - ${7 * k} = ${n - 7 * k}.`,
      '',
      1,
    )
  },
]

const ma03oa19: OaMaker[] = [
  (r) => {
    const m = int(r, 0, 11)
    const a = int(r, 1, 14)
    const b = int(r, a + 5, monthDays[m]!)
    const event = pick(r, [
      'el paseo de curso',
      'la presentación de ciencias',
      'el campeonato de básquetbol',
      'la fiesta del colegio',
      'el concierto',
      'la salida a terreno',
    ])
    return num(
      r,
      'Aplicar',
      `Hoy es ${a} de ${months[m]} y ${event} es el ${b} de ${months[m]}. ¿Cuántos días faltan?`,
      b - a,
      [b + a, b - a + 1, b - a - 1, b - a + 7],
      `${b} - ${a}`,
      `Se restan las fechas del mismo mes: ${b} - ${a} = ${b - a} días.`,
      'días',
    )
  },
  (r) => {
    const born = int(r, 2014, 2018)
    const steps = [
      ['nació', born],
      ['aprendió a andar en bicicleta', born + int(r, 3, 4)],
      ['entró a 1° básico', born + 6],
      ['viajó a Chiloé', born + int(r, 7, 8)],
    ] as const
    const who = kid(r)
    const [i, j] = sample(r, [0, 1, 2, 3], 2).sort()
    const [a, b] = [steps[i!]!, steps[j!]!]
    if (a[1] === b[1]) throw new Error('mismo año')
    return num(
      r,
      'Aplicar',
      `En la línea de tiempo de ${who}: ${steps.map(([what, y]) => `${y}, ${what}`).join('; ')}. ¿Cuántos años pasaron desde que ${a[0]} hasta que ${b[0]}?`,
      b[1] - a[1],
      [b[1] - a[1] + 1, b[1] - a[1] - 1, b[1] - born, a[1] - born + 10].filter((x) => x > 0),
      `${b[1]} - ${a[1]}`,
      `${b[1]} - ${a[1]} = ${b[1] - a[1]} años.`,
    )
  },
  (r) => {
    const events = sample(
      r,
      [
        ['se inauguró la biblioteca del colegio', 0],
        ['se plantó el árbol del patio', 0],
        ['se pintó el mural de la entrada', 0],
        ['se construyó el gimnasio', 0],
        ['se abrió el taller de ciencias', 0],
        ['se fundó el coro del colegio', 0],
      ] as const,
      4,
    )
    const years = sample(
      r,
      Array.from({ length: 30 }, (_, i) => 1990 + i),
      4,
    )
    const list = events.map(([what], i) => `${years[i]}: ${what}`)
    const earliest = years.indexOf(Math.min(...years))
    const latest = years.indexOf(Math.max(...years))
    const first = int(r, 0, 1) === 0
    const k = first ? earliest : latest
    return ask(
      r,
      'Comprender',
      `La línea de tiempo de un colegio muestra: ${list.join('; ')}. ¿Qué ocurrió ${first ? 'primero' : 'más recientemente'}?`,
      cap(events[k]![0]),
      events.filter((_, i) => i !== k).map(([what]) => cap(what)),
      `En una línea de tiempo, lo que ocurrió ${first ? 'primero tiene el año menor' : 'más recientemente tiene el año mayor'}: ${years[k]}.`,
    )
  },
  (r) => {
    const m = int(r, 0, 10)
    const len = monthDays[m]!
    const n = int(r, len - 8, len)
    const k = int(r, len - n + 1, len - n + 9)
    const key = `${n + k - len} de ${months[m + 1]}`
    const who = kid(r)
    return ask(
      r,
      'Analizar',
      `Hoy es ${n} de ${months[m]}. ${who} tiene una prueba en ${k} días más. ¿En qué fecha es la prueba?`,
      key,
      [
        `${n + k - len} de ${months[m]}`,
        `${n + k - len + 1} de ${months[m + 1]}`,
        `${n + k - len - 1 || n + k - len + 2} de ${months[m + 1]}`,
        `${k} de ${months[m + 1]}`,
      ],
      `${cap(months[m]!)} tiene ${len} días: del ${n} al ${len} hay ${len - n} días y faltan ${k - (len - n)} más en ${months[m + 1]}, el ${n + k - len}.`,
    )
  },
  (r) => {
    const m = int(r, 0, 11)
    const len = monthDays[m]!
    const d = int(r, 0, 6)
    const target = int(r, 0, 6)
    const firstDate = ((target - d + 7) % 7) + 1
    const count = Math.floor((len - firstDate) / 7) + 1
    return ask(
      r,
      'Analizar',
      `El 1 de ${months[m]} de un año no bisiesto es ${days[d]}. ¿Cuántos ${days[target]!.endsWith('s') ? days[target] : `${days[target]}s`} tiene ese ${months[m]}?`,
      `${count}`,
      ['3', '4', '5', '6'].filter((x) => x !== String(count)),
      `El primer ${days[target]} es el ${firstDate}; luego cada 7 días: ${Array.from({ length: count }, (_, i) => firstDate + 7 * i).join(', ')}. Son ${count}.`,
    )
  },
]

// MA01 OA 16: duración de actividades con unidades no estandarizadas.
const chores: readonly (readonly [string, number])[] = [
  ['parpadear una vez', 0],
  ['aplaudir una vez', 0],
  ['lavarse las manos', 1],
  ['ponerse los zapatos', 1],
  ['cepillarse los dientes', 2],
  ['ordenar la mochila', 2],
  ['tomar desayuno', 3],
  ['un recreo', 4],
  ['ver una película', 5],
  ['un día de clases', 6],
  ['dormir toda la noche', 7],
]
const beats = [
  ['aplausos', 'aplaudió'],
  ['saltos', 'saltó'],
  ['palmadas', 'dio'],
  ['pasos', 'dio'],
] as const

const ma01oa16: OaMaker[] = [
  (r) => {
    let picked = sample(r, chores, 4)
    while (new Set(picked.map((c) => c[1])).size < 4) picked = sample(r, chores, 4)
    const most = int(r, 0, 1) === 0
    const key = picked.reduce((a, b) => ((most ? b[1] > a[1] : b[1] < a[1]) ? b : a))
    return ask(
      r,
      'Comprender',
      `¿Cuál de estas actividades dura ${most ? 'más' : 'menos'} tiempo?`,
      cap(key[0]),
      picked.filter((c) => c !== key).map((c) => cap(c[0])),
      `${cap(key[0])} dura ${most ? 'más' : 'menos'} que ${picked
        .filter((c) => c !== key)
        .map((c) => c[0])
        .join(', ')}.`,
    )
  },
  (r) => {
    const [[a1], [a2]] = sample(
      r,
      chores.filter((c) => c[1] >= 1 && c[1] <= 3),
      2,
    ) as [readonly [string, number], readonly [string, number]]
    const [unit] = pick(r, beats)
    const x = int(r, 5, 12)
    const y = int(r, x + 2, 20)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `Mientras ${who} se demora en ${a1}, su compañero cuenta ${x} ${unit}. Mientras se demora en ${a2}, cuenta ${y} ${unit}. ${unit === 'palmadas' ? '¿Cuántas' : '¿Cuántos'} ${unit} más dura lo segundo?`,
      y - x,
      [x + y, y - x + 1, y - x - 1, x],
      `${y} - ${x}`,
      `Se comparan los conteos: ${y} - ${x} = ${y - x} ${unit} más.`,
    )
  },
  (r) => {
    const [a1, a2] = sample(
      r,
      [
        'ordenar su pieza',
        'hacer la cama',
        'regar las plantas',
        'doblar la ropa',
        'barrer el patio',
        'pintar un dibujo',
      ],
      2,
    )
    const x = int(r, 2, 6)
    const y = int(r, 1, 5)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      `${who} usa un reloj de arena para medir el tiempo. ${cap(a1!)} le dura ${x} relojes de arena y ${a2} le dura ${y}. ¿Cuántos relojes de arena duran las dos actividades juntas?`,
      x + y,
      [Math.abs(x - y) || x + y + 2, x + y + 1, x + y - 1, x * y === x + y ? x + y + 3 : x * y],
      `${x} + ${y}`,
      `Se juntan las dos duraciones: ${x} + ${y} = ${x + y} relojes de arena.`,
    )
  },
  (r) => {
    const names = sample(r, childNames, 4)
    const counts = sample(
      r,
      Array.from({ length: 15 }, (_, i) => i + 5),
      4,
    )
    const [unit] = pick(r, beats)
    const task = pick(r, [
      'ponerse el delantal',
      'armar un rompecabezas',
      'guardar sus útiles',
      'atarse los cordones',
      'comerse una manzana',
    ])
    const most = int(r, 0, 1) === 0
    const k = counts.indexOf(most ? Math.max(...counts) : Math.min(...counts))
    return ask(
      r,
      'Analizar',
      `Cuatro niños contaron ${unit} mientras se demoraban en ${task}: ${names.map((n, i) => `${n}, ${counts[i]}`).join('; ')}. ¿Quién se demoró ${most ? 'más' : 'menos'}?`,
      names[k]!,
      names.filter((_, i) => i !== k),
      `Más ${unit} contados significa más tiempo: ${names[k]} contó ${counts[k]}, ${most ? 'la mayor' : 'la menor'} cantidad.`,
    )
  },
]

// Relojes digitales: horas y medias horas (MA02 OA 18).
const clockWords = (m: number) => {
  const h = Math.floor(m / 60) % 12 || 12
  const min = m % 60
  const hour = h === 1 ? 'la una' : `las ${numberWords[h]}`
  if (min === 0) return `${hour} en punto`
  if (min === 30) return `${hour} y media`
  if (min === 15) return `${hour} y cuarto`
  if (min === 45) {
    const next = (h % 12) + 1
    return `cuarto para ${next === 1 ? 'la una' : `las ${numberWords[next]}`}`
  }
  return `${hour} y ${min}`
}
const schedule = [
  'el recreo',
  'la película',
  'el cumpleaños',
  'la clase de inglés',
  'el partido',
  'la clase de arte',
  'el taller de cuentos',
  'la función de títeres',
]

const ma02oa18: OaMaker[] = [
  (r) => {
    const start = int(r, 7, 18) * 60 + pick(r, [0, 30])
    const [add, words] = pick(r, [
      [30, 'media hora'],
      [60, 'una hora'],
      [90, 'una hora y media'],
      [120, 'dos horas'],
    ] as const)
    const event = pick(r, schedule)
    return clockItem(
      r,
      'Aplicar',
      `El reloj digital marca ${clock(start)} y ${event} empieza en ${words} más. ¿Qué hora marcará el reloj cuando empiece?`,
      start + add,
      [start - add, start + add + 30, start + add - 30 === start ? start + add + 60 : start + add - 30],
      `${clock(start)} más ${words} son las ${clock(start + add)}.`,
    )
  },
  (r) => {
    const m = int(r, 1, 11) * 60 + pick(r, [0, 30])
    const who = kid(r)
    return clockItem(
      r,
      'Recordar',
      pick(r, [
        `¿Qué reloj digital muestra ${clockWords(m)}?`,
        `${who} llega a su casa a ${clockWords(m)} de la tarde. ¿Qué hora muestra su reloj digital?`,
        `El timbre suena a ${clockWords(m)}. ¿Cómo se ve esa hora en un reloj digital?`,
      ]),
      m,
      [m + 30, m - 30, (m % 60) * 60 + Math.floor(m / 60) < 720 ? (m % 60) * 60 + Math.floor(m / 60) : m + 60],
      `${cap(clockWords(m))} se escribe ${clock(m)}: primero la hora y después los minutos.`,
    )
  },
  (r) => {
    const start = int(r, 8, 17) * 60 + pick(r, [0, 30])
    const dur = pick(r, [30, 60, 90, 120, 150])
    const text = (m: number) =>
      ({
        30: 'media hora',
        60: '1 hora',
        90: '1 hora y media',
        120: '2 horas',
        150: '2 horas y media',
        180: '3 horas',
      })[m] ?? `${m} min`
    const event = pick(r, schedule)
    return ask(
      r,
      'Aplicar',
      `${cap(event)} empieza ${atTime(clock(start))} y termina ${atTime(clock(start + dur))}. ¿Cuánto dura?`,
      text(dur),
      [30, 60, 90, 120, 150, 180].filter((d) => d !== dur).map(text),
      `De ${clock(start)} a ${clock(start + dur)} pasan ${text(dur)}.`,
    )
  },
  (r) => {
    const events = sample(r, schedule, 4)
    const times = sample(
      r,
      Array.from({ length: 20 }, (_, i) => 480 + 30 * i),
      4,
    )
    const first = int(r, 0, 1) === 0
    const k = times.indexOf(first ? Math.min(...times) : Math.max(...times))
    return ask(
      r,
      'Analizar',
      `En el horario del sábado de ${kid(r)} dice: ${events.map((e, i) => `${e}, ${clock(times[i]!)}`).join('; ')}. ¿Qué ocurre ${first ? 'primero' : 'al final'}?`,
      cap(events[k]!),
      events.filter((_, i) => i !== k).map(cap),
      `${cap(events[k]!)} es ${atTime(clock(times[k]!))}, la hora ${first ? 'más temprana' : 'más tarde'}.`,
    )
  },
]

// Relojes análogos y digitales con cuartos de hora y minutos (MA03 OA 20).
const ma03oa20: OaMaker[] = [
  (r) => {
    const h = int(r, 1, 11)
    const k = int(r, 1, 11)
    const m = h * 60 + 5 * k
    const who = kid(r)
    return clockItem(
      r,
      'Comprender',
      `${pick(r, [`En el reloj de la sala de ${who}`, 'En el reloj de la cocina', 'En el reloj de la estación', `En el reloj de pulsera de ${who}`])}, el horario está entre el ${h} y el ${h + 1} y el minutero apunta al ${k}. ¿Qué hora es?`,
      m,
      [h * 60 + k, (h + 1) * 60 + 5 * k, k * 60 + 5 * h, h * 60 + 5 * k + 5],
      `El horario pasó el ${h}; el minutero en el ${k} marca ${k} · 5 = ${5 * k} minutos: ${clock(m)}.`,
    )
  },
  (r) => {
    const h = int(r, 1, 11)
    const q = pick(r, [15, 30, 45])
    const m = h * 60 + q
    const event = pick(r, schedule)
    return clockItem(
      r,
      'Recordar',
      `${cap(event)} empieza a ${clockWords(m)}. ¿Cómo se escribe esa hora en un reloj digital?`,
      m,
      [
        (h + 1) * 60 + q,
        h * 60 + (q === 45 ? 15 : q === 15 ? 45 : 0),
        (h + 1) * 60 - q === m ? m + 60 : (h + 1) * 60 - q,
        m - 60,
      ],
      `${cap(clockWords(m))} es ${clock(m)}${q === 45 ? `: faltan 15 minutos para las ${h + 1}` : ''}.`,
    )
  },
  (r) => {
    const start = int(r, 7, 17) * 60 + 5 * int(r, 0, 11)
    const dur = 5 * int(r, 3, 11)
    const who = kid(r)
    const trip = pick(r, [
      'a la casa de su abuela',
      'al estadio',
      'a la biblioteca',
      'al consultorio',
      'a la playa',
      'al museo',
    ])
    return clockItem(
      r,
      'Aplicar',
      `${who} sale ${atTime(clock(start))} y el viaje ${trip} dura ${dur} minutos. ¿A qué hora llega?`,
      start + dur,
      [
        start + dur + 60,
        start + dur - 10,
        start + dur / 5 === start + dur - 10 ? start + dur + 10 : start + dur / 5 + 60,
      ],
      `${clock(start)} más ${dur} minutos son las ${clock(start + dur)}.`,
    )
  },
  (r) => {
    const start = int(r, 8, 17) * 60 + 15 * int(r, 0, 3)
    const dur = 5 * int(r, 4, 11)
    const event = pick(r, schedule)
    return num(
      r,
      'Aplicar',
      `${cap(event)} empezó ${atTime(clock(start))} y terminó ${atTime(clock(start + dur))}. ¿Cuántos minutos duró?`,
      dur,
      [dur + 10, dur - 5, dur + 40, dur + 60],
      `${start + dur} - ${start}`,
      `Contando de 5 en 5 desde las ${clock(start)} hast${atTime(clock(start + dur))} pasan ${dur} minutos.`,
      'min',
    )
  },
]

// a. m., p. m. y formato de 24 horas (MA04 OA 20).
const twelve = (m: number) => {
  const h = Math.floor(m / 60) % 24
  return `${h % 12 || 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'a. m.' : 'p. m.'}`
}
const outings = [
  'La función de cine',
  'El tren a Temuco',
  'El bus a La Serena',
  'El partido de la selección',
  'La feria de ciencias',
  'El concierto del coro',
  'La reunión de apoderados',
  'El vuelo a Punta Arenas',
]

const ma04oa20: OaMaker[] = [
  (r) => {
    const m = int(r, 13, 23) * 60 + 5 * int(r, 0, 11)
    return clockItem(
      r,
      'Comprender',
      `${pick(r, outings)} es ${atTime(twelve(m))} ¿Cómo se escribe esa hora en formato de 24 horas?`,
      m,
      [m - 720, m - 120, m + 60, m - 720 + 600],
      `Después del mediodía se suman 12 horas: ${Math.floor(m / 60) - 12} + 12 = ${Math.floor(m / 60)}, así que es ${clock(m)}.`,
    )
  },
  (r) => {
    const m = int(r, 1, 23) * 60 + 5 * int(r, 0, 11)
    const flip = (m + 720) % 1440
    return ask(
      r,
      'Comprender',
      `${pick(r, outings)} comienza ${atTime(clock(m))}. ¿Cómo se escribe esa hora con a. m. o p. m.?`,
      twelve(m),
      [twelve(flip), twelve((m + 120) % 1440), twelve((flip + 120) % 1440), twelve((m + 60) % 1440)],
      `${clock(m)} es ${m < 720 ? 'antes' : 'después'} del mediodía${m >= 780 ? `: ${Math.floor(m / 60)} - 12 = ${Math.floor(m / 60) - 12}` : ''}; se escribe ${twelve(m)}`,
    )
  },
  (r) => {
    const start = int(r, 8, 15) * 60 + 5 * int(r, 0, 11)
    const h = int(r, 1, 4)
    const min = 5 * int(r, 1, 11)
    const trip = pick(r, [
      'un paseo a la nieve',
      'una excursión al cerro',
      'un viaje en bus',
      'una visita al zoológico',
      'una jornada deportiva',
    ])
    return clockItem(
      r,
      'Aplicar',
      `${cap(trip)} empieza ${atTime(clock(start))} y dura ${h} ${h === 1 ? 'hora' : 'horas'} y ${min} minutos. ¿A qué hora termina, en formato de 24 horas?`,
      start + h * 60 + min,
      [
        start + h * 60 + min - 720 > 0 ? start + h * 60 + min - 720 : start + h * 60,
        start + min,
        start + (h + 1) * 60 + min,
        start + h * 60 + min + 10,
      ],
      `${clock(start)} + ${h} h = ${clock(start + h * 60)}; + ${min} min = ${clock(start + h * 60 + min)}.`,
    )
  },
  (r) => {
    const a = int(r, 7, 12) * 60 + 15 * int(r, 0, 3)
    const b = a + 15 * int(r, 6, 20)
    const dur = b - a
    const who = kid(r)
    return num(
      r,
      'Analizar',
      `${who} entra a un taller ${atTime(twelve(a))} y sale ${atTime(twelve(b))} ¿Cuántos minutos está en el taller?`,
      dur,
      [dur + 60, dur - 60 > 0 ? dur - 60 : dur + 120, Math.floor(dur / 60) * 100 + (dur % 60), dur + 15].filter(
        (x) => x !== dur,
      ),
      `${b} - ${a}`,
      `De ${clock(a)} a ${clock(b)} pasan ${Math.floor(dur / 60)} h y ${dur % 60} min, es decir, ${dur} minutos.`,
      'min',
    )
  },
]

// ——— MA04 OA 21: convertir unidades de tiempo ———

const ma04oa21: OaMaker[] = [
  (r) => {
    const h = int(r, 2, 9)
    const extra = pick(r, [0, 15, 20, 30, 45])
    const what = pick(r, [
      'Un viaje en tren',
      'Una jornada de campamento',
      'La carrera de relevos',
      'El ensayo de la banda',
      'Una caminata por el bosque',
      'Un turno en la feria',
    ])
    return num(
      r,
      'Comprender',
      `${what} dura ${h} horas${extra ? ` y ${extra} minutos` : ''}. ¿Cuántos minutos son?`,
      h * 60 + extra,
      [h * 100 + extra, h * 60, h + extra, (h + 1) * 60 + extra],
      `${h} * 60 + ${extra}`,
      `Una hora tiene 60 minutos: ${h} · 60 = ${h * 60}${extra ? `, más ${extra} = ${h * 60 + extra}` : ''} minutos.`,
      'min',
    )
  },
  (r) => {
    const m = int(r, 1, 9)
    const s = 5 * int(r, 1, 11)
    const who = kid(r)
    const what = pick(r, [
      'nadar una piscina',
      'resolver un rompecabezas',
      'recitar un poema',
      'correr una vuelta a la cancha',
      'saltar la cuerda sin parar',
    ])
    return num(
      r,
      'Aplicar',
      `${who} demoró ${m} ${m === 1 ? 'minuto' : 'minutos'} y ${s} segundos en ${what}. ¿Cuántos segundos demoró en total?`,
      m * 60 + s,
      [m * 100 + s, m + s, m * 60, (m + 1) * 60 + s],
      `${m} * 60 + ${s}`,
      `Un minuto tiene 60 segundos: ${m} · 60 + ${s} = ${m * 60 + s} segundos.`,
    )
  },
  (r) => {
    const w = int(r, 2, 8)
    const d = int(r, 1, 6)
    const what = pick(r, [
      'Unas semillas tardaron en brotar',
      `Las vacaciones de ${kid(r)} duraron`,
      'Un curso de natación dura',
      'La exposición de arte estuvo abierta',
      'La construcción de una plaza tardó',
    ])
    return num(
      r,
      'Aplicar',
      `${what} ${w} semanas y ${d} ${d === 1 ? 'día' : 'días'}. ¿Cuántos días son?`,
      w * 7 + d,
      [w * 10 + d, w + d, w * 7, (w + 1) * 7 + d],
      `${w} * 7 + ${d}`,
      `Cada semana tiene 7 días: ${w} · 7 + ${d} = ${w * 7 + d} días.`,
      'días',
    )
  },
  (r) => {
    const y = int(r, 2, 9)
    const mo = int(r, 0, 11)
    const who = kid(r)
    return num(
      r,
      'Aplicar',
      pick(r, [
        `El hermano menor de ${who} tiene ${y} años y ${mo} meses. ¿Cuántos meses tiene en total?`,
        `${who} vivió en Valdivia durante ${y} años y ${mo} meses. ¿Cuántos meses vivió allí?`,
        `Un árbol del patio fue plantado hace ${y} años y ${mo} meses. ¿Cuántos meses han pasado?`,
      ]),
      y * 12 + mo,
      [y * 10 + mo, y + mo, y * 12, (y + 1) * 12 + mo].filter((x) => x !== y * 12 + mo),
      `${y} * 12 + ${mo}`,
      `Un año tiene 12 meses: ${y} · 12 + ${mo} = ${y * 12 + mo} meses.`,
    )
  },
  (r) => {
    const min = pick(r, [90, 120, 150, 180, 210, 240, 270, 300, 360])
    const what = pick(r, [
      'Una película dura',
      'El viaje a Rancagua duró',
      'La celebración del aniversario duró',
      'Un partido de tenis duró',
      'La visita al museo duró',
    ])
    return num(
      r,
      'Aplicar',
      `${what} ${min} minutos. ¿Cuántas horas son?`,
      min / 60,
      [min / 100, min / 60 + 1, min / 60 - 0.5, min / 10].filter((x) => x !== min / 60),
      `${min} / 60`,
      `Cada 60 minutos es una hora: ${min} : 60 = ${fmt(min / 60)} h.`,
      'h',
    )
  },
]

// ——— Geometría: figuras 2D y cuerpos 3D ———

interface Solid {
  name: string
  faces: number
  edges: number
  vertices: number
  /** Its flat faces, as a child describes them. */
  shapes: string
  objects: readonly string[]
  /** What it looks like from the front and from above, standing on its base. */
  front: string
  above: string
  polyhedron: boolean
}
const solids: readonly Solid[] = [
  {
    name: 'cubo',
    faces: 6,
    edges: 12,
    vertices: 8,
    shapes: '6 cuadrados iguales',
    objects: ['un dado', 'un cubo de Rubik', 'una caja de regalo cúbica', 'un terrón de azúcar'],
    front: 'cuadrado',
    above: 'cuadrado',
    polyhedron: true,
  },
  {
    name: 'paralelepípedo',
    faces: 6,
    edges: 12,
    vertices: 8,
    shapes: '6 rectángulos',
    objects: ['una caja de zapatos', 'un ladrillo', 'una caja de leche', 'un libro grueso'],
    front: 'rectángulo',
    above: 'rectángulo',
    polyhedron: true,
  },
  {
    name: 'pirámide de base cuadrada',
    faces: 5,
    edges: 8,
    vertices: 5,
    shapes: '1 cuadrado y 4 triángulos',
    objects: ['una pirámide de Egipto', 'el techo de una torre', 'una carpa de cuatro lados'],
    front: 'triángulo',
    above: 'cuadrado',
    polyhedron: true,
  },
  {
    name: 'pirámide de base triangular',
    faces: 4,
    edges: 6,
    vertices: 4,
    shapes: '4 triángulos',
    objects: ['un envase de leche con forma de pirámide', 'un dado de cuatro caras'],
    front: 'triángulo',
    above: 'triángulo',
    polyhedron: true,
  },
  {
    name: 'prisma de base triangular',
    faces: 5,
    edges: 9,
    vertices: 6,
    shapes: '2 triángulos y 3 rectángulos',
    objects: ['una carpa de camping', 'un trozo de queso con forma de cuña', 'el techo de una casa de muñecas'],
    front: 'triángulo',
    above: 'rectángulo',
    polyhedron: true,
  },
  {
    name: 'cilindro',
    faces: 3,
    edges: 2,
    vertices: 0,
    shapes: '2 círculos y una superficie curva',
    objects: ['una lata de bebida', 'un tarro de leche', 'una vela', 'un tubo de papel higiénico'],
    front: 'rectángulo',
    above: 'círculo',
    polyhedron: false,
  },
  {
    name: 'cono',
    faces: 2,
    edges: 1,
    vertices: 1,
    shapes: '1 círculo y una superficie curva',
    objects: ['un cono de helado', 'un gorro de cumpleaños', 'un cono de tránsito'],
    front: 'triángulo',
    above: 'círculo',
    polyhedron: false,
  },
  {
    name: 'esfera',
    faces: 1,
    edges: 0,
    vertices: 0,
    shapes: 'solo una superficie curva',
    objects: ['una pelota', 'una naranja', 'una bolita', 'un globo terráqueo'],
    front: 'círculo',
    above: 'círculo',
    polyhedron: false,
  },
]
const solidNamed = (name: string) => solids.find((x) => x.name === name)!
const withArticle = (name: string) => (name.startsWith('pirámide') || name === 'esfera' ? `una ${name}` : `un ${name}`)
const basicSolids = ['cubo', 'paralelepípedo', 'cilindro', 'cono', 'esfera']

/** An everyday object and the solid it looks like, among `names`. */
const objectOf = (r: Rng, names: readonly string[]) => {
  const solid = solidNamed(pick(r, names))
  return { solid, object: pick(r, solid.objects) }
}

const flatThings: readonly (readonly [string, string])[] = [
  ['una moneda', 'círculo'],
  ['un plato visto desde arriba', 'círculo'],
  ['la rueda de una bicicleta', 'círculo'],
  ['una ventana', 'rectángulo'],
  ['la pizarra de la sala', 'rectángulo'],
  ['una puerta', 'rectángulo'],
  ['una señal de ceda el paso', 'triángulo'],
  ['un trozo de sándwich cortado en diagonal', 'triángulo'],
  ['un banderín de fiesta', 'triángulo'],
  ['una baldosa cuadrada', 'cuadrado'],
  ['una servilleta cuadrada', 'cuadrado'],
  ['la cara de un dado', 'cuadrado'],
]
const flatNames = ['círculo', 'rectángulo', 'triángulo', 'cuadrado']

const ma01oa14: OaMaker[] = [
  (r) => {
    const { solid, object } = objectOf(r, basicSolids)
    return ask(
      r,
      'Recordar',
      pick(r, [`¿Qué forma tiene ${object}?`, `${kid(r)} encontró ${object} en su casa. ¿A qué cuerpo se parece?`]),
      cap(solid.name),
      basicSolids.filter((n) => n !== solid.name).map(cap),
      `${cap(object)} tiene forma de ${solid.name}: ${solid.shapes}.`,
    )
  },
  (r) => {
    const [thing, shape] = pick(r, flatThings)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `¿Qué figura tiene la forma de ${thing}?`,
        `${kid(r)} dibujó el borde de ${thing}. ¿Qué figura dibujó?`,
      ]),
      cap(shape),
      flatNames.filter((n) => n !== shape).map(cap),
      `El borde de ${thing} es un ${shape}.`,
    )
  },
  (r) => {
    const { solid, object } = objectOf(r, ['cubo', 'paralelepípedo', 'cilindro', 'cono'])
    const mark = solid.name === 'cubo' ? 'cuadrado' : solid.name === 'paralelepípedo' ? 'rectángulo' : 'círculo'
    return ask(
      r,
      'Comprender',
      `${kid(r)} apoya ${object} sobre plasticina ${solid.name === 'cono' ? 'por su base' : 'por una de sus caras planas'}. ¿Qué figura queda marcada en la plasticina?`,
      cap(mark),
      flatNames.filter((n) => n !== mark).map(cap),
      `Una cara plana de un ${solid.name} es un ${mark}; esa es la huella que deja.`,
    )
  },
  (r) => {
    const target = solidNamed(pick(r, basicSolids))
    const pool = sample(
      r,
      solids.filter((x) => basicSolids.includes(x.name)).flatMap((x) => x.objects.map((o) => [o, x.name] as const)),
      6,
    )
    const count = pool.filter(([, n]) => n === target.name).length
    if (count === 0) throw new Error('ninguno')
    return num(
      r,
      'Aplicar',
      `Sobre una mesa hay ${listY(pool.map(([o]) => o))}. ¿Cuántos de estos objetos tienen forma de ${target.name}?`,
      count,
      [count + 1, count + 2, count - 1 > 0 ? count - 1 : count + 3, 6],
      String(count),
      `Tienen forma de ${target.name}: ${pool
        .filter(([, n]) => n === target.name)
        .map(([o]) => o)
        .join(', ')}.`,
    )
  },
  (r) => {
    const rolls = sample(
      r,
      ['una pelota', 'una lata de bebida', 'una naranja', 'una vela', 'una bolita', 'un tarro de leche'],
      1,
    )
    const still = sample(
      r,
      ['un dado', 'una caja de zapatos', 'un ladrillo', 'un cubo de Rubik', 'un libro grueso', 'un terrón de azúcar'],
      3,
    )
    const all = sample(r, [...rolls, ...still], 4)
    return ask(
      r,
      'Comprender',
      `En la sala hay ${listY(all)}. ¿Cuál de ellos puede rodar?`,
      cap(rolls[0]!),
      still.map(cap),
      `${cap(rolls[0]!)} tiene una parte curva y rueda; los demás tienen solo caras planas.`,
    )
  },
  (r) => {
    const [same, odd] = sample(
      r,
      solids.filter((s) => ['cubo', 'paralelepípedo', 'cilindro', 'esfera'].includes(s.name)),
      2,
    )
    const three = sample(r, same!.objects, 3)
    const other = pick(r, odd!.objects)
    const all = sample(r, [...three, other], 4)
    return ask(
      r,
      'Analizar',
      `${kid(r)} juntó ${listY(all)}. ¿Cuál no tiene la misma forma que los demás?`,
      cap(other),
      three.map(cap),
      `${cap(listY(three))} tienen forma de ${same!.name}; ${other} tiene forma de ${odd!.name}.`,
    )
  },
]

// MA02 OA 15: triángulos, cuadrados, rectángulos y círculos.
const polygons: readonly (readonly [string, number, string])[] = [
  ['triángulo', 3, 'triángulos'],
  ['cuadrado', 4, 'cuadrados'],
  ['rectángulo', 4, 'rectángulos'],
]
const ma02oa15: OaMaker[] = [
  (r) => {
    const [, sides, plural] = pick(r, polygons)
    const n = int(r, 2, 5)
    const [stick] = pick(r, [['palitos de helado'], ['bombillas'], ['palos de fósforo'], ['lápices']])
    return num(
      r,
      'Aplicar',
      `${kid(r)} arma ${n} ${plural} separados con ${stick}, uno en cada lado. ${stick === 'bombillas' ? '¿Cuántas' : '¿Cuántos'} ${stick.split(' ')[0]} usa?`,
      n * sides,
      [n + sides, n * sides + n, (n - 1) * sides, n * (sides === 3 ? 4 : 3)],
      `${n} * ${sides}`,
      `Cada figura tiene ${sides} lados: ${n} · ${sides} = ${n * sides}.`,
    )
  },
  (r) => {
    const [key, clue] = pick(r, [
      ['Cuadrado', 'tiene 4 lados iguales y 4 esquinas'],
      ['Círculo', 'no tiene lados rectos ni vértices'],
      ['Triángulo', 'tiene 3 lados y 3 vértices'],
      ['Rectángulo', 'tiene 4 lados: dos largos y dos cortos'],
    ] as const)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `${kid(r)} pensó en una figura que ${clue}. ¿Qué figura es?`,
        `¿Qué figura ${clue}?`,
        `En una adivinanza, la figura ${clue}. ¿Cuál es?`,
      ]),
      key,
      flatNames.map(cap).filter((n) => n !== key),
      `La figura que ${clue} es el ${key.toLowerCase()}.`,
    )
  },
  (r) => {
    const [a, b] = sample(r, flatNames, 2)
    const sidesOf = (n: string) => (n === 'círculo' ? 0 : n === 'triángulo' ? 3 : 4)
    const total = sidesOf(a!) + sidesOf(b!)
    return num(
      r,
      'Aplicar',
      `${kid(r)} dibujó un ${a} y un ${b}. ¿Cuántos lados rectos tienen entre las dos figuras?`,
      total,
      [total + 1, total - 1 >= 0 ? total - 1 : total + 3, total + 4, total + 2],
      `${sidesOf(a!)} + ${sidesOf(b!)}`,
      `El ${a} tiene ${sidesOf(a!)} lados rectos y el ${b} ${sidesOf(b!)}: ${total}.`,
    )
  },
  (r) => {
    const pair = pick(r, [
      [
        'un cuadrado y un rectángulo',
        'Los dos tienen 4 lados y 4 vértices',
        ['Los dos tienen 3 lados', 'Los dos son redondos', 'Los dos tienen lados curvos'],
      ],
      [
        'un triángulo y un cuadrado',
        'Los dos tienen lados rectos',
        ['Los dos tienen 4 vértices', 'Los dos son redondos', 'Los dos tienen 3 lados'],
      ],
      [
        'un círculo y un cuadrado',
        'Los dos son figuras planas',
        ['Los dos tienen 4 lados', 'Los dos tienen vértices', 'Los dos tienen 3 lados'],
      ],
      [
        'un rectángulo y un triángulo',
        'Los dos tienen lados rectos',
        ['Los dos tienen 4 lados', 'Los dos son redondos', 'Los dos tienen lados curvos'],
      ],
    ] as const)
    return ask(
      r,
      'Analizar',
      `${kid(r)} compara ${pair[0]}. ¿En qué se parecen?`,
      pair[1],
      pair[2],
      `${pair[1]}: así se comparan ${pair[0]}.`,
    )
  },
  (r) => {
    const [thing, key] = pick(r, [
      ['la tapa de un frasco', 'círculo'],
      ['una moneda', 'círculo'],
      ['el reloj de la sala', 'círculo'],
      ['una señal de ceda el paso', 'triángulo'],
      ['un trozo de sándwich cortado en diagonal', 'triángulo'],
      ['una hoja de cuaderno', 'rectángulo'],
      ['la puerta de la sala', 'rectángulo'],
      ['la pantalla de un televisor', 'rectángulo'],
      ['una baldosa de cuatro lados iguales', 'cuadrado'],
      ['una servilleta cuadrada desplegada', 'cuadrado'],
    ] as const)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `${kid(r)} busca figuras en su entorno. ¿Qué figura tiene la forma de ${thing}?`,
        `¿A qué figura se parece ${thing}?`,
      ]),
      cap(key),
      flatNames.filter((x) => x !== key).map(cap),
      `${cap(thing)} tiene forma de ${key}.`,
    )
  },
  (r) => {
    const [action, key, why] = pick(r, [
      [
        'junta dos cuadrados iguales, lado con lado',
        'Un rectángulo',
        'queda una figura de 4 lados, dos largos y dos cortos',
      ],
      [
        'junta tres cuadrados iguales en una fila',
        'Un rectángulo',
        'queda una figura de 4 lados, dos largos y dos cortos',
      ],
      ['corta un cuadrado de papel por una diagonal', 'Dos triángulos', 'cada parte tiene 3 lados'],
      ['corta un rectángulo de papel por una diagonal', 'Dos triángulos', 'cada parte tiene 3 lados'],
      [
        'dobla una hoja cuadrada por la mitad, juntando dos lados opuestos',
        'Un rectángulo',
        'queda una figura de 4 lados, dos largos y dos cortos',
      ],
      [
        'dobla una hoja cuadrada por la mitad, juntando dos esquinas opuestas',
        'Un triángulo',
        'queda una figura de 3 lados',
      ],
    ] as const)
    return ask(
      r,
      'Aplicar',
      `${kid(r)} ${action}. ¿Qué ${key.startsWith('Dos') ? 'figuras obtiene' : 'figura obtiene'}?`,
      key,
      ['Un rectángulo', 'Dos triángulos', 'Un triángulo', 'Un círculo', 'Dos círculos', 'Dos cuadrados'].filter(
        (x) => x !== key,
      ),
      `${cap(key.toLowerCase())}: ${why}.`,
    )
  },
  (r) => {
    const t = int(r, 1, 3)
    const s = int(r, 1, 3)
    const [quad, qWord] = pick(r, [
      ['cuadrado', 'cuadrados'],
      ['rectángulo', 'rectángulos'],
    ] as const)
    const parts = [...Array(t).fill('3'), ...Array(s).fill('4')]
    const key = 3 * t + 4 * s
    return num(
      r,
      'Aplicar',
      `${kid(r)} dibuja ${t === 1 ? 'un triángulo' : `${t} triángulos`} y ${s === 1 ? `un ${quad}` : `${s} ${qWord}`}. ¿Cuántos vértices dibuja en total?`,
      key,
      [3 * t + 3 * s, 4 * t + 4 * s, t + s, key + 1].filter((x) => x !== key),
      parts.join(' + '),
      `Cada triángulo tiene 3 vértices y cada ${quad}, 4: ${parts.join(' + ')} = ${key}.`,
    )
  },
]

// MA02 OA 16: cubos, paralelepípedos, esferas y conos.
const ma02oa16: OaMaker[] = [
  (r) => {
    const [key, clue] = pick(r, [
      ['Esfera', 'puede rodar hacia todos lados y no tiene caras planas'],
      ['Cubo', 'tiene 6 caras planas y todas son cuadrados iguales'],
      ['Paralelepípedo', 'tiene 6 caras planas con forma de rectángulo'],
      ['Cono', 'tiene una base plana con forma de círculo y una punta'],
    ] as const)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `¿Qué cuerpo ${clue}?`,
        `${kid(r)} describe un cuerpo que ${clue}. ¿Cuál es?`,
        `En una caja misteriosa hay un cuerpo que ${clue}. ¿Cuál es?`,
      ]),
      key,
      ['Esfera', 'Cubo', 'Paralelepípedo', 'Cono'].filter((n) => n !== key),
      `El cuerpo que ${clue} es ${withArticle(key.toLowerCase())}.`,
    )
  },
  (r) => {
    const { solid, object } = objectOf(r, ['cubo', 'paralelepípedo', 'esfera', 'cono'])
    return ask(
      r,
      'Comprender',
      `${kid(r)} quiere hacer un modelo de ${object} con plasticina. ¿Qué cuerpo debe construir?`,
      cap(solid.name),
      ['cubo', 'paralelepípedo', 'esfera', 'cono', 'cilindro'].filter((n) => n !== solid.name).map(cap),
      `${cap(object)} tiene forma de ${solid.name}.`,
    )
  },
  (r) => {
    const n = int(r, 1, 3)
    const [what, per, word] = pick(r, [
      ['palitos, uno en cada arista', 12, 'palitos'],
      ['bolitas de plasticina, una en cada vértice', 8, 'bolitas'],
      ['cuadrados de cartulina, uno en cada cara', 6, 'cuadrados'],
    ] as const)
    return num(
      r,
      'Aplicar',
      `${kid(r)} construye ${n === 1 ? 'un cubo' : `${numberWords[n]} cubos`} con ${what}. ${word === 'palitos' || word === 'cuadrados' ? '¿Cuántos' : '¿Cuántas'} ${word} necesita?`,
      n * per,
      [n * per + per, n * (per === 12 ? 8 : 12), n * (per === 6 ? 8 : 6), n + per],
      `${n} * ${per}`,
      `Un cubo tiene ${per} ${word === 'palitos' ? 'aristas' : word === 'bolitas' ? 'vértices' : 'caras'}: ${n} · ${per} = ${n * per}.`,
    )
  },
  (r) => {
    const set = sample(r, ['cubo', 'paralelepípedo', 'cono', 'esfera'], 2)
    const flat = (n: string) => (n === 'cubo' || n === 'paralelepípedo' ? 6 : n === 'cono' ? 1 : 0)
    const total = flat(set[0]!) + flat(set[1]!)
    return num(
      r,
      'Analizar',
      `${kid(r)} pinta todas las caras planas de ${withArticle(set[0]!)} y de ${withArticle(set[1]!)}. ¿Cuántas caras planas pinta?`,
      total,
      [total + 1, total + 2, total - 1 >= 0 ? total - 1 : total + 6, total + 6],
      `${flat(set[0]!)} + ${flat(set[1]!)}`,
      `${cap(withArticle(set[0]!))} tiene ${flat(set[0]!)} ${flat(set[0]!) === 1 ? 'cara plana' : 'caras planas'} y ${withArticle(set[1]!)} ${flat(set[1]!)}: ${total}.`,
    )
  },
]

// MA03 OA 16: caras, aristas y vértices.
const polyhedra = solids.filter((x) => x.polyhedron)
const partOf = [
  ['caras', 'faces'],
  ['aristas', 'edges'],
  ['vértices', 'vertices'],
] as const

const ma03oa16: OaMaker[] = [
  (r) => {
    const solid = pick(r, polyhedra)
    const object = pick(r, solid.objects)
    const [part, field] = pick(r, partOf)
    const key = solid[field]
    const others = partOf.map(([, f]) => solid[f]).filter((x) => x !== key)
    return num(
      r,
      'Recordar',
      `${cap(object)} tiene forma de ${solid.name}. ¿Cuántas ${part} tiene?`.replace(
        '¿Cuántas vértices',
        '¿Cuántos vértices',
      ),
      key,
      [...others, key + 2, key - 2],
      String(key),
      `${cap(withArticle(solid.name))} tiene ${solid.faces} caras, ${solid.edges} aristas y ${solid.vertices} vértices.`,
    )
  },
  (r) => {
    const [key, clue] = pick(r, [
      ['Cono', 'una superficie curva, una cara plana circular y un solo vértice'],
      ['Cilindro', 'dos caras planas circulares, una superficie curva y ningún vértice'],
      ['Esfera', 'solo una superficie curva, sin aristas ni vértices'],
      ['Pirámide de base cuadrada', '5 caras: un cuadrado y 4 triángulos'],
      ['Cubo', '6 caras cuadradas, 12 aristas y 8 vértices'],
      ['Prisma de base triangular', '2 caras triangulares y 3 rectangulares'],
    ] as const)
    return ask(
      r,
      'Comprender',
      pick(r, [`¿Qué cuerpo tiene ${clue}?`, `${kid(r)} describe un cuerpo con ${clue}. ¿Cuál es?`]),
      key,
      sample(
        r,
        [
          'Cono',
          'Cilindro',
          'Esfera',
          'Pirámide de base cuadrada',
          'Cubo',
          'Prisma de base triangular',
          'Paralelepípedo',
        ].filter((n) => n !== key),
        6,
      ),
      `${cap(withArticle(key.toLowerCase()))} tiene ${clue}.`,
    )
  },
  (r) => {
    const solid = pick(
      r,
      solids.filter((x) => x.name !== 'cubo'),
    )
    return ask(
      r,
      'Comprender',
      pick(r, [
        `¿Qué forma tienen las caras de ${withArticle(solid.name)}?`,
        `${kid(r)} despega las caras de ${pick(r, solid.objects)}, que tiene forma de ${solid.name}. ¿Qué figuras obtiene?`,
      ]),
      cap(solid.shapes),
      solids.filter((x) => x.shapes !== solid.shapes).map((x) => cap(x.shapes)),
      `${cap(withArticle(solid.name))} tiene ${solid.shapes}.`,
    )
  },
  (r) => {
    const [a, b] = sample(r, polyhedra, 2) as [Solid, Solid]
    const [part, field] = pick(r, partOf)
    const total = a[field] + b[field]
    return num(
      r,
      'Aplicar',
      `${kid(r)} arma con palitos y plasticina ${withArticle(a.name)} y ${withArticle(b.name)}. ¿Cuántos ${part} tienen entre los dos?`
        .replace('¿Cuántos caras', '¿Cuántas caras')
        .replace('¿Cuántos aristas', '¿Cuántas aristas'),
      total,
      [total + 1, total - 2, a[field] * 2, b[field] * 2, total + 4],
      `${a[field]} + ${b[field]}`,
      `${cap(withArticle(a.name))} tiene ${a[field]} ${part} y ${withArticle(b.name)} ${b[field]}: ${total}.`,
    )
  },
]

// MA03 OA 15: redes de cuerpos.
const nets: readonly (readonly [string, string, number])[] = [
  ['cubo', '6 cuadrados iguales', 6],
  ['paralelepípedo', '6 rectángulos, iguales de dos en dos', 6],
  ['pirámide de base cuadrada', '1 cuadrado y 4 triángulos iguales', 5],
  ['pirámide de base triangular', '4 triángulos iguales', 4],
  ['prisma de base triangular', '2 triángulos y 3 rectángulos', 5],
  ['cilindro', '2 círculos y 1 rectángulo', 3],
  ['cono', '1 círculo y una figura con forma de abanico', 2],
]

const ma03oa15: OaMaker[] = [
  (r) => {
    const [name, parts] = pick(r, nets)
    return ask(
      r,
      'Comprender',
      pick(r, [
        `${kid(r)} recortó una red formada por ${parts}. ¿Qué cuerpo arma al doblarla?`,
        `Una red de cartulina tiene ${parts}. ¿Qué cuerpo se forma?`,
        `Al armar una red hecha de ${parts}, ¿qué cuerpo resulta?`,
      ]),
      cap(name),
      nets.filter(([n]) => n !== name).map(([n]) => cap(n)),
      `Con ${parts} se cubren todas las caras de ${withArticle(name)}.`,
    )
  },
  (r) => {
    const [name, parts] = pick(r, nets)
    const object = solids.find((x) => x.name === name)?.objects
    return ask(
      r,
      'Comprender',
      `${kid(r)} desarma ${object ? pick(r, object) : withArticle(name)}, que tiene forma de ${name}, y extiende sus caras sobre la mesa. ¿Qué figuras forman su red?`,
      cap(parts),
      nets.filter(([n]) => n !== name).map(([, p]) => cap(p)),
      `La red de ${withArticle(name)} está formada por ${parts}.`,
    )
  },
  (r) => {
    const [name, , count] = pick(
      r,
      nets.filter(([n]) => n !== 'cono'),
    )
    const n = int(r, 2, 5)
    return num(
      r,
      'Aplicar',
      `Para armar ${withArticle(name)} de cartulina se recorta una figura por cada cara de su red. ¿Cuántas figuras se recortan para armar ${numberWords[n]} cuerpos iguales?`,
      n * count,
      [n * count + n, n + count, (n - 1) * count, n * (count + 1)],
      `${n} * ${count}`,
      `La red de ${withArticle(name)} tiene ${count} figuras: ${n} · ${count} = ${n * count}.`,
    )
  },
  (r) => {
    const side = int(r, 3, 12)
    const [shape, count, body] = pick(r, [
      ['cuadrados', 6, 'cubo'],
      ['triángulos', 4, 'pirámide de base triangular'],
    ] as const)
    const area = side * side
    return num(
      r,
      'Analizar',
      `La red de ${withArticle(body)} tiene ${count} ${shape} iguales. Si cada uno se recorta de una tira y ocupa ${side} cm de largo en ella, ¿cuántos centímetros de tira se usan?`,
      count * side,
      [count * side + side, area, count + side, (count - 1) * side],
      `${count} * ${side}`,
      `Son ${count} ${shape} de ${side} cm de largo cada uno: ${count} · ${side} = ${count * side} cm.`,
      'cm',
    )
  },
  (r) => {
    const [name, parts, total] = pick(r, [
      ['cubo', 'cuadrados', 6],
      ['pirámide de base cuadrada', 'triángulos', 4],
      ['pirámide de base triangular', 'triángulos', 4],
      ['prisma de base triangular', 'rectángulos', 3],
      ['paralelepípedo', 'rectángulos', 6],
    ] as const)
    const have = int(r, 2, total - 1)
    return num(
      r,
      'Aplicar',
      `${kid(r)} dibuja la red de ${withArticle(name)} y ya dibujó ${have} ${parts} en la cartulina. ¿Cuántos ${parts} le faltan para completar la red?`,
      total - have,
      [total, have, total - have + 1, total + have],
      `${total} - ${have}`,
      `La red de ${withArticle(name)} lleva ${total} ${parts}: ${total} - ${have} = ${total - have}.`,
    )
  },
  (r) => {
    const [name, inNet, notIn] = pick(r, [
      ['cubo', ['cuadrado'], ['triángulo', 'círculo', 'pentágono', 'hexágono']],
      ['pirámide de base cuadrada', ['triángulo', 'cuadrado'], ['círculo', 'hexágono', 'pentágono']],
      ['pirámide de base triangular', ['triángulo'], ['círculo', 'cuadrado', 'hexágono', 'pentágono']],
      ['prisma de base triangular', ['triángulo', 'rectángulo'], ['círculo', 'hexágono', 'pentágono']],
      ['cilindro', ['círculo', 'rectángulo'], ['triángulo', 'hexágono', 'pentágono']],
      ['paralelepípedo', ['rectángulo'], ['triángulo', 'círculo', 'hexágono', 'pentágono']],
    ] as const)
    const key = pick(r, inNet)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `¿Qué figura aparece en la red de ${withArticle(name)}?`,
        `${kid(r)} despliega ${withArticle(name)} de cartulina. ¿Qué figura encuentra en su red?`,
      ]),
      cap(key),
      sample(r, notIn, 3).map(cap),
      `La red de ${withArticle(name)} está formada solo por ${listY(inNet.map((f) => `${f}s`))}.`,
    )
  },
  (r) => {
    const solid = pick(
      r,
      solids.filter((s) => s.polyhedron),
    )
    const object = pick(r, solid.objects)
    return num(
      r,
      'Comprender',
      `${kid(r)} desarma ${object} con cuidado, sin cortar sus caras, y las extiende sobre la mesa. ¿Cuántas figuras tiene la red que obtiene?`,
      solid.faces,
      [solid.vertices, solid.edges, solid.faces - 1, solid.faces + 1].filter((x) => x !== solid.faces),
      String(solid.faces),
      `${cap(object)} tiene forma de ${solid.name}, con ${solid.faces} caras: su red tiene ${solid.faces} figuras.`,
    )
  },
  (r) => {
    const n = int(r, 1, 6)
    return num(
      r,
      'Analizar',
      `En un dado, los puntos de dos caras opuestas siempre suman 7. ${kid(r)} dibuja la red de un dado y pone ${n === 1 ? 'un punto' : `${n} puntos`} en una cara. ¿Cuántos puntos debe dibujar en la cara que quedará opuesta a esa al armar el dado?`,
      7 - n,
      [n, 6 - n, 8 - n, 7 + n, 6].filter((x) => x > 0 && x !== 7 - n),
      `7 - ${n}`,
      `Las caras opuestas suman 7: 7 - ${n} = ${7 - n}.`,
    )
  },
  (r) => {
    const solid = pick(
      r,
      solids.filter((s) => s.polyhedron),
    )
    const [what, key] = pick(r, [
      ['vértices', solid.vertices],
      ['aristas', solid.edges],
    ] as const)
    return num(
      r,
      'Analizar',
      `${kid(r)} dobla una red formada por ${solid.shapes} y arma ${withArticle(solid.name)}. ¿${what === 'aristas' ? 'Cuántas' : 'Cuántos'} ${what} tiene el cuerpo armado?`,
      key,
      [solid.faces, what === 'vértices' ? solid.edges : solid.vertices, key + 1, key - 1].filter((x) => x !== key),
      String(key),
      `${cap(withArticle(solid.name))} tiene ${solid.faces} caras, ${solid.edges} aristas y ${solid.vertices} vértices.`,
    )
  },
  (r) => {
    const [name, shape, count] = pick(r, [
      ['cubo', 'cuadrados', 6],
      ['paralelepípedo', 'rectángulos', 6],
      ['pirámide de base cuadrada', 'triángulos', 4],
      ['pirámide de base triangular', 'triángulos', 4],
      ['prisma de base triangular', 'triángulos', 2],
      ['prisma de base triangular', 'rectángulos', 3],
      ['cilindro', 'círculos', 2],
    ] as const)
    return num(
      r,
      'Recordar',
      `¿Cuántos ${shape} hay en la red de ${withArticle(name)}?`,
      count,
      [count + 1, count - 1, count + 2, count * 2].filter((x) => x > 0 && x !== count),
      String(count),
      `La red de ${withArticle(name)} tiene ${count} ${shape}.`,
    )
  },
]

// MA03 OA 17: traslación, reflexión y rotación en el entorno.
const moves: readonly (readonly [string, string])[] = [
  ['un ascensor que sube del primer al tercer piso', 'Traslación'],
  ['un cajón que se abre', 'Traslación'],
  ['una puerta corredera que se desliza', 'Traslación'],
  ['un tren que avanza por una vía recta', 'Traslación'],
  ['una escalera mecánica que lleva una caja', 'Traslación'],
  ['la imagen de un árbol en un lago tranquilo', 'Reflexión'],
  ['tu cara en un espejo', 'Reflexión'],
  ['las dos alas de una mariposa', 'Reflexión'],
  ['la huella de la mano derecha junto a la de la izquierda', 'Reflexión'],
  ['las aspas de un molino de viento', 'Rotación'],
  ['un carrusel en movimiento', 'Rotación'],
  ['las manillas de un reloj', 'Rotación'],
  ['la rueda de una bicicleta', 'Rotación'],
  ['el volante de un auto al doblar', 'Rotación'],
]
const flips: readonly (readonly [string, string, string])[] = [
  ['b', 'media vuelta', 'q'],
  ['d', 'media vuelta', 'p'],
  ['n', 'media vuelta', 'u'],
  ['M', 'media vuelta', 'W'],
  ['b', 'reflejo en un espejo puesto a su lado', 'd'],
  ['p', 'reflejo en un espejo puesto a su lado', 'q'],
  ['d', 'reflejo en un espejo puesto debajo', 'q'],
  ['b', 'reflejo en un espejo puesto debajo', 'p'],
]

const ma03oa17: OaMaker[] = [
  (r) => {
    const [what, key] = pick(r, moves)
    return ask(
      r,
      'Comprender',
      pick(r, [
        `¿Qué movimiento de figuras se observa en ${what}?`,
        `${kid(r)} observa ${what}. ¿Qué transformación reconoce?`,
      ]),
      key,
      ['Traslación', 'Reflexión', 'Rotación', 'Ampliación'],
      `En ${what} se ve una ${key.toLowerCase()}: ${key === 'Traslación' ? 'la figura se desliza sin girar' : key === 'Reflexión' ? 'una figura es la imagen de la otra como en un espejo' : 'la figura gira en torno a un punto'}.`,
    )
  },
  (r) => {
    const col = int(r, 1, 6)
    const k = int(r, 2, 8)
    const figure = pick(r, ['un cuadrado', 'un triángulo', 'una estrella', 'un círculo', 'una flecha'])
    const right = int(r, 0, 1) === 0
    const start = right ? col : col + k
    return num(
      r,
      'Aplicar',
      `En una cuadrícula con columnas numeradas, ${figure} está en la columna ${start} y se traslada ${k} cuadros hacia la ${right ? 'derecha' : 'izquierda'}. ¿En qué columna queda?`,
      right ? start + k : start - k,
      [right ? start - k : start + k, right ? start + k + 1 : start - k + 1, k, start].filter((x) => x > 0),
      right ? `${start} + ${k}` : `${start} - ${k}`,
      `Trasladar ${k} cuadros hacia la ${right ? 'derecha suma' : 'izquierda resta'} ${k}: columna ${right ? start + k : start - k}.`,
    )
  },
  (r) => {
    const [letter, move, key] = pick(r, flips)
    const others = ['b', 'd', 'p', 'q', 'u', 'n', 'W', 'M'].filter((x) => x !== key && x !== letter)
    return ask(
      r,
      'Analizar',
      `${kid(r)} tiene una tarjeta con la letra «${letter}» y le aplica un${move.startsWith('media') ? 'a' : ''} ${move}. ¿Qué letra parece ahora?`,
      `«${key}»`,
      sample(r, others, 3).map((x) => `«${x}»`),
      `Con ${move === 'media vuelta' ? 'media vuelta' : `un ${move}`}, la «${letter}» se ve como una «${key}».`,
    )
  },
  (r) => {
    const [move, key, others] = pick(r, [
      [
        'se traslada',
        'Cambia de lugar, pero mantiene su forma, su tamaño y su orientación',
        ['Cambia de tamaño y de forma', 'Queda dada vuelta como en un espejo', 'Gira en torno a un punto fijo'],
      ],
      [
        'se refleja',
        'Queda dada vuelta como en un espejo, con la misma forma y tamaño',
        ['Se agranda al doble de su tamaño', 'Se desliza sin girar ni dar vuelta', 'Gira en torno a un punto fijo'],
      ],
      [
        'se rota',
        'Gira en torno a un punto y mantiene su forma y tamaño',
        [
          'Se achica a la mitad de su tamaño',
          'Queda dada vuelta como en un espejo',
          'Se desliza sin girar ni dar vuelta',
        ],
      ],
    ] as const)
    const figure = pick(r, [
      'un triángulo',
      'una figura de papel',
      'un cuadrado dibujado',
      'una flecha de cartón',
      'una letra L',
    ])
    return ask(
      r,
      'Comprender',
      `${kid(r)} observa que ${figure} ${move}. ¿Qué le ocurre a la figura?`,
      key,
      others,
      `Cuando una figura ${move}: ${key.toLowerCase()}.`,
    )
  },
]

// MA03 OA 18: ángulos con referentes de 45° y 90°.
const ma03oa18: OaMaker[] = [
  (r) => {
    const [what, key] = pick(r, [
      ['la esquina de una hoja de cuaderno', 90],
      ['la punta de un trozo de pizza cortada en 8 partes iguales', 45],
      ['la punta de un trozo de pizza cortada en 4 partes iguales', 90],
      ['las manillas de un reloj a las 3 en punto', 90],
      ['las manillas de un reloj a las 9 en punto', 90],
      ['la esquina de una baldosa cuadrada doblada por su diagonal', 45],
      ['la esquina de una puerta', 90],
      ['la mitad de la esquina de un libro', 45],
    ] as const)
    return ask(
      r,
      'Comprender',
      pick(r, [
        `¿Qué medida se parece más al ángulo que se forma en ${what}?`,
        `${kid(r)} estima el ángulo de ${what}. ¿Qué medida es la más cercana?`,
      ]),
      `${key}°`,
      ['45°', '90°', '180°', '360°', '10°'].filter((x) => x !== `${key}°`),
      key === 90
        ? `Es un ángulo recto, como la esquina de una hoja: 90°.`
        : `Es la mitad de un ángulo recto: 90° : 2 = 45°.`,
    )
  },
  (r) => {
    const [text, expr, value] = pick(r, [
      ['dos piezas de 45°', '45 + 45', 90],
      ['una pieza que es la mitad de un ángulo recto', '90 / 2', 45],
      ['tres piezas de 45°', '45 * 3', 135],
      ['una pieza de 90° y otra de 45°', '90 + 45', 135],
      ['dos piezas de 90°', '90 + 90', 180],
      ['cuatro piezas de 45°', '45 * 4', 180],
    ] as const)
    return num(
      r,
      'Aplicar',
      `${kid(r)} arma un ángulo con piezas de un rompecabezas de ángulos: usa ${text}${text.startsWith('una pieza que') ? '' : ', una junto a otra'}. ¿Cuánto mide el ángulo que arma?`,
      value,
      [value + 45, value - 45 > 0 ? value - 45 : value + 90, value + 10, value * 2],
      expr,
      `${text.replace(/^./, (c) => c.toUpperCase())}: ${expr.replace('*', '·').replace('/', ':')} = ${value}°.`,
      '°',
    )
  },
  (r) => {
    const less = int(r, 0, 1) === 0
    const key = less ? pick(r, [20, 30, 40, 50, 60, 70, 80]) : pick(r, [100, 110, 120, 130, 140, 150, 160])
    const others = sample(r, less ? [100, 110, 120, 130, 140, 150, 160] : [20, 30, 40, 50, 60, 70, 80], 3)
    return ask(
      r,
      'Analizar',
      `${kid(r)} mide cuatro ángulos en objetos de su casa. ¿Cuál de ellos es ${less ? 'menor' : 'mayor'} que un ángulo recto?`,
      `${key}°`,
      others.map((x) => `${x}°`),
      `Un ángulo recto mide 90°; ${key}° es ${less ? 'menor' : 'mayor'} que 90° y los demás no.`,
    )
  },
  (r) => {
    const [thing, count] = pick(r, [
      ['una hoja de cuaderno', 4],
      ['una baldosa cuadrada', 4],
      ['una escuadra', 1],
      ['una señal de ceda el paso', 0],
      ['la tapa de una caja de zapatos', 4],
      ['una ventana rectangular', 4],
    ] as const)
    return ask(
      r,
      'Comprender',
      `¿Cuántos ángulos rectos tiene ${thing}?`,
      String(count),
      ['0', '1', '2', '3', '4'].filter((x) => x !== String(count)),
      count === 0
        ? `${cap(thing)} no tiene esquinas de 90°.`
        : `${cap(thing)} tiene ${count} ${count === 1 ? 'esquina' : 'esquinas'} de 90°.`,
    )
  },
  (r) => {
    const h = pick(r, [1, 2, 3, 4, 5, 7, 8, 9, 10, 11])
    const key =
      h === 3 || h === 9
        ? 'Igual a un ángulo recto'
        : h <= 2 || h >= 10
          ? 'Menor que un ángulo recto'
          : 'Mayor que un ángulo recto'
    return ask(
      r,
      'Comprender',
      `${kid(r)} mira el reloj a ${h === 1 ? 'la 1' : `las ${h}`} en punto. ¿Cómo es el ángulo que forman sus manillas?`,
      key,
      [
        'Menor que un ángulo recto',
        'Igual a un ángulo recto',
        'Mayor que un ángulo recto',
        'Igual a dos ángulos rectos',
      ],
      h === 3 || h === 9
        ? `A ${h === 3 ? 'las 3' : 'las 9'} las manillas forman una esquina como la de una hoja: 90°.`
        : `Cada hora separa las manillas 30°; a ${h === 1 ? 'la 1' : `las ${h}`} en punto el ángulo es ${key.toLowerCase()}.`,
    )
  },
  (r) => {
    const right = int(r, 0, 1) === 0
    const step = right ? 90 : 45
    const n = right ? int(r, 2, 4) : int(r, 2, 7)
    return num(
      r,
      'Aplicar',
      `${kid(r)} programa un robot para que gire ${numberWords[n]} veces ${right ? 'un ángulo recto' : 'medio ángulo recto'} hacia la ${pick(r, ['derecha', 'izquierda'])}. ¿Cuántos grados gira en total?`,
      n * step,
      [(n + 1) * step, (n - 1) * step, n * (right ? 45 : 90), n + step],
      `${n} * ${step}`,
      `${right ? 'Un ángulo recto mide 90°' : 'Medio ángulo recto mide 45°'}: ${n} · ${step} = ${n * step}°.`,
      '°',
    )
  },
  (r) => {
    const v = pick(
      r,
      Array.from({ length: 35 }, (_, i) => 5 * (i + 1)).filter((x) => x % 45 !== 0),
    )
    const thing = pick(r, [
      'la tapa abierta de un computador portátil',
      'las hojas de una tijera abierta',
      'un abanico abierto',
      'una puerta entreabierta',
      'las patas de un compás',
      'la rampa de un resbalín y el suelo',
    ])
    const ranges = ['Menor que 45°', 'Entre 45° y 90°', 'Entre 90° y 135°', 'Mayor que 135°']
    const key = ranges[Math.floor(v / 45)]!
    return ask(
      r,
      'Analizar',
      `${kid(r)} mide el ángulo que forma ${thing} y obtiene ${v}°. Si usa 45° y 90° como referencias, ¿cómo describe ese ángulo?`,
      key,
      ranges.filter((x) => x !== key),
      `${v}° está ${key.toLowerCase()}${v > 90 ? ': es mayor que un ángulo recto' : ''}.`,
    )
  },
  (r) => {
    const v = pick(r, [10, 15, 20, 25, 30, 35, 40, 50, 55, 60, 65, 70, 75, 80, 85])
    return num(
      r,
      'Aplicar',
      `Un ángulo mide ${v}°. ¿Cuántos grados le faltan para ser un ángulo recto?`,
      90 - v,
      [90 + v, v, 180 - v, 45 - v].filter((x) => x > 0 && x !== 90 - v),
      `90 - ${v}`,
      `Un ángulo recto mide 90°: 90 - ${v} = ${90 - v}°.`,
      '°',
    )
  },
  (r) => {
    const [what, key] = pick(r, [
      ['el ángulo que forma un árbol derecho con el suelo plano', 90],
      ['la abertura de un libro abierto del todo y apoyado plano sobre la mesa', 180],
      ['el ángulo entre la diagonal de una baldosa cuadrada y uno de sus lados', 45],
      ['la abertura de una tijera abierta hasta formar una letra L', 90],
      ['el ángulo entre un poste de luz y la vereda', 90],
      ['el ángulo que forma un camino que sigue derecho, sin doblar', 180],
      ['la punta aguda de un triángulo que resulta al cortar un cuadrado por su diagonal', 45],
      ['el ángulo que forman un ángulo recto y la mitad de otro, puestos uno junto al otro', 135],
    ] as const)
    return ask(
      r,
      'Comprender',
      `Sin usar transportador, ¿cuánto mide aproximadamente ${what}?`,
      `${key}°`,
      ['45°', '90°', '135°', '180°', '360°'].filter((x) => x !== `${key}°`),
      key === 90
        ? 'Forma una esquina como la de una hoja: un ángulo recto, 90°.'
        : key === 45
          ? 'Es la mitad de un ángulo recto: 45°.'
          : key === 180
            ? 'Forma una línea recta: dos ángulos rectos, 180°.'
            : 'Un ángulo recto y la mitad de otro: 90° + 45° = 135°.',
    )
  },
]

// ——— Ubicación ———

const places = [
  'la biblioteca',
  'la plaza',
  'el almacén',
  'la farmacia',
  'el colegio',
  'la cancha',
  'el hospital',
  'la estación de bomberos',
  'el museo',
  'la feria',
]

const deskThings = [
  'el lápiz',
  'la goma',
  'el cuaderno',
  'la regla',
  'el estuche',
  'la tijera',
  'el pegamento',
  'el sacapuntas',
  'la calculadora',
  'el libro',
]
const shelfToys = [
  'el auto',
  'la pelota',
  'el oso de peluche',
  'la muñeca',
  'el trompo',
  'el avión',
  'la cuerda',
  'el camión',
  'el robot',
  'el dinosaurio',
]

const ma02oa14: OaMaker[] = [
  (r) => {
    const row = sample(r, childNames, 4)
    const i = int(r, 0, 2)
    const right = int(r, 0, 1) === 0
    const j = right ? i + 1 : i
    const ref = right ? row[i]! : row[i + 1]!
    return ask(
      r,
      'Comprender',
      `En una fila, de izquierda a derecha, están ${row.slice(0, 3).join(', ')} y ${row[3]}. ¿Quién está justo a la ${right ? 'derecha' : 'izquierda'} de ${ref}?`,
      row[j]!,
      row.filter((x) => x !== row[j]),
      `Leyendo de izquierda a derecha, ${right ? `después de ${ref} viene ${row[j]}` : `antes de ${ref} está ${row[j]}`}.`,
    )
  },
  (r) => {
    const things = sample(
      r,
      ['los libros', 'los juguetes', 'las pelotas', 'los cuadernos', 'las plantas', 'los zapatos', 'las toallas'],
      3,
    )
    const [rel, k] = pick(r, [
      ['justo debajo de', 1],
      ['justo encima de', -1],
    ] as const)
    const i = k === 1 ? int(r, 0, 1) : int(r, 1, 2)
    const key = things[i + k]!
    const other = pick(
      r,
      ['la ropa', 'las cajas', 'los lápices'].filter((x) => !things.includes(x)),
    )
    return ask(
      r,
      'Comprender',
      `En un mueble de tres repisas, ${kid(r)} guarda ${things[0]} arriba, ${things[1]} al medio y ${things[2]} abajo. ¿Qué guarda ${rel} ${things[i]}?`,
      cap(key),
      [...things.filter((x) => x !== key), other].map(cap),
      `${cap(things[i]!)} están en la repisa ${['de arriba', 'del medio', 'de abajo'][i]}; ${rel} ${things[i]} están ${key}.`,
    )
  },
  (r) => {
    const n = int(r, 6, 15)
    const k = int(r, 2, n - 1)
    const who = kid(r)
    const side = pick(r, ['izquierda', 'derecha'])
    const other = side === 'izquierda' ? 'derecha' : 'izquierda'
    return num(
      r,
      'Aplicar',
      `En una fila de ${n} niños, ${who} es ${k === 2 ? 'el segundo' : `el número ${k}`} contando desde la ${side}. ¿Cuántos niños tiene a su ${other}?`,
      n - k,
      [k - 1, n - k + 1, n - k - 1, n + k].filter((x) => x > 0),
      `${n} - ${k}`,
      `A su ${side} hay ${k - 1} niños; a su ${other} quedan ${n} - ${k} = ${n - k}.`,
    )
  },
  (r) => {
    const [a, b] = twoKids(r)
    const hand = pick(r, ['derecha', 'izquierda'])
    const other = hand === 'derecha' ? 'izquierda' : 'derecha'
    const [act, female] = pick(r, [
      ['levanta su mano', true],
      ['muestra su zapatilla', true],
      ['estira su brazo', false],
      ['cierra su ojo', false],
      ['mueve su pie', false],
    ] as const)
    return ask(
      r,
      'Analizar',
      `${a} y ${b} están frente a frente, mirándose. ${a} ${act} ${female ? hand : hand === 'derecha' ? 'derecho' : 'izquierdo'}. ¿A qué lado de ${b} queda, mirando desde ${b}?`,
      `A su ${other}`,
      [`A su ${hand}`, 'Detrás', 'Arriba'],
      `Quienes se miran de frente tienen los lados cambiados: la ${hand} de ${a} queda a la ${other} de ${b}.`,
    )
  },
  (r) => {
    const things = sample(r, deskThings, 5)
    const i = int(r, 1, 3)
    const key = things[i]!
    return ask(
      r,
      'Comprender',
      `Sobre el escritorio, de izquierda a derecha, están ${listY(things)}. ¿Qué objeto está entre ${things[i - 1]} y ${things[i + 1]}?`,
      cap(key),
      things.filter((x) => x !== key).map(cap),
      `A la izquierda ${deP(key)} está ${things[i - 1]} y a su derecha, ${things[i + 1]}.`,
    )
  },
  (r) => {
    const toys = sample(r, shelfToys, 6)
    const i = int(r, 1, 4)
    const right = int(r, 0, 1) === 0
    const key = right ? toys.length - 1 - i : i
    return num(
      r,
      'Aplicar',
      `En una repisa, ordenados de izquierda a derecha, están ${listY(toys)}. ¿Cuántos juguetes hay a la ${right ? 'derecha' : 'izquierda'} ${deP(toys[i]!)}?`,
      key,
      [toys.length - 1 - key, key + 1, i + 1, toys.length].filter((x) => x !== key),
      right ? `${toys.length} - ${i + 1}` : String(i),
      right
        ? `De los ${toys.length} juguetes, ${i + 1} están hasta ${toys[i]} contando desde la izquierda: ${toys.length} - ${i + 1} = ${key}.`
        : `Antes ${deP(toys[i]!)}, contando desde la izquierda, hay ${i} juguetes.`,
    )
  },
  (r) => {
    const row = sample(r, childNames, 4)
    const i = int(r, 1, 2)
    const front = int(r, 0, 1) === 0
    const key = front ? row[i - 1]! : row[i + 1]!
    return ask(
      r,
      'Comprender',
      `En la fila para entrar a la sala, ${row[0]} va primero; le siguen ${row[1]}, ${row[2]} y, al final, ${row[3]}. ¿Quién está justo ${front ? 'delante' : 'detrás'} de ${row[i]}?`,
      key,
      row.filter((x) => x !== key),
      `${row[i]} tiene delante a ${row[i - 1]} y detrás a ${row[i + 1]}.`,
    )
  },
  (r) => {
    const [x, y, z] = sample(r, deskThings, 3) as [string, string, string]
    return ask(
      r,
      'Analizar',
      `En la mesa, ${x} está a la izquierda ${deP(y)} y ${z} está a la derecha ${deP(y)}. ¿Qué afirmación es verdadera?`,
      `${cap(y)} está entre ${x} y ${z}`,
      [
        `${cap(z)} está a la izquierda ${deP(x)}`,
        `${cap(x)} está entre ${y} y ${z}`,
        `${cap(z)} está entre ${x} y ${y}`,
      ],
      `Leyendo de izquierda a derecha el orden es ${x}, ${y} y ${z}: ${y} queda en medio.`,
    )
  },
  (r) => {
    const [a, b, c, d] = sample(r, shelfToys, 4) as [string, string, string, string]
    const [ask1, rel, key] = pick(r, [
      [b, 'debajo', d],
      [a, 'debajo', c],
      [c, 'encima', a],
      [d, 'encima', b],
      [c, 'a la derecha', d],
      [b, 'a la izquierda', a],
    ] as const)
    return ask(
      r,
      'Comprender',
      `En un mueble de dos repisas, en la de arriba están ${a} a la izquierda y ${b} a la derecha; en la de abajo, ${c} a la izquierda y ${d} a la derecha. ¿Qué juguete está ${rel === 'debajo' || rel === 'encima' ? `justo ${rel}` : rel} ${deP(ask1)}?`,
      cap(key),
      [a, b, c, d].filter((x) => x !== key).map(cap),
      `Arriba: ${a} y ${b}; abajo: ${c} y ${d}. ${cap(key)} está ${rel} ${deP(ask1)}.`,
    )
  },
]

const ma03oa14: OaMaker[] = [
  (r) => {
    const a = int(r, 1, 6)
    const b = int(r, 1, 6)
    const [d1, d2] = pick(r, [
      ['norte', 'este'],
      ['sur', 'oeste'],
      ['norte', 'oeste'],
      ['sur', 'este'],
    ] as const)
    const [from, to] = sample(r, places, 2)
    return num(
      r,
      'Aplicar',
      `En un mapa de cuadras, ${kid(r)} sale ${deP(from!)}, camina ${a} ${a === 1 ? 'cuadra' : 'cuadras'} al ${d1} y luego ${b} ${b === 1 ? 'cuadra' : 'cuadras'} al ${d2} hasta ${to}. ¿Cuántas cuadras caminó?`,
      a + b,
      [a * b === a + b ? a + b + 2 : a * b, a + b + 1, Math.abs(a - b) || a + b + 3, a + b - 1].filter((x) => x > 0),
      `${a} + ${b}`,
      `${a} + ${b} = ${a + b} cuadras.`,
      'cuadras',
    )
  },
  (r) => {
    const c = int(r, 1, 4)
    const f = int(r, 1, 4)
    const dc = int(r, 1, 4)
    const df = int(r, 1, 4)
    const [from, to] = sample(r, places, 2)
    const cell = (x: number, y: number) => `Columna ${x}, fila ${y}`
    return ask(
      r,
      'Aplicar',
      `En una cuadrícula, ${from} está en la columna ${c}, fila ${f}. ${cap(to!)} está ${dc} ${dc === 1 ? 'cuadro' : 'cuadros'} a la derecha y ${df} hacia arriba. ¿Dónde está ${to}?`,
      cell(c + dc, f + df),
      [cell(c + df, f + dc), cell(c + dc, f), cell(c, f + df), cell(c + dc + 1, f + df), cell(c + dc, f + df + 1)],
      `Hacia la derecha cambia la columna: ${c} + ${dc} = ${c + dc}; hacia arriba cambia la fila: ${f} + ${df} = ${f + df}.`,
    )
  },
  (r) => {
    const dc = int(r, 1, 5)
    const df = int(r, 1, 5)
    if (dc === df) throw new Error('iguales')
    const [from, to] = sample(r, places, 2)
    const way = (x: number, y: number) => `${x} a la derecha y ${y} hacia arriba`
    return ask(
      r,
      'Analizar',
      `En una cuadrícula, ${from} está en la columna 1, fila 1, y ${to} en la columna ${1 + dc}, fila ${1 + df}. ¿Qué indicación lleva ${deP(from!)} ${aP(to!)}?`,
      cap(way(dc, df)),
      [way(df, dc), way(dc + 1, df), way(dc, df + 1), `${dc} a la izquierda y ${df} hacia abajo`].map(cap),
      `De la columna 1 a la ${1 + dc} son ${dc} cuadros a la derecha; de la fila 1 a la ${1 + df} son ${df} hacia arriba.`,
    )
  },
  (r) => {
    const [center, n, s, e, w] = sample(r, places, 5)
    const dirs = [
      ['norte', n],
      ['sur', s],
      ['este', e],
      ['oeste', w],
    ] as const
    const [dir, key] = pick(r, dirs)
    return ask(
      r,
      'Comprender',
      `En el mapa de un barrio, ${center} está al centro; ${n} está al norte, ${s} al sur, ${e} al este y ${w} al oeste ${deP(center!)}. ${kid(r)} camina desde ${center} hacia el ${dir}. ¿A qué lugar llega?`,
      cap(key!),
      dirs.filter(([d]) => d !== dir).map(([, p]) => cap(p!)),
      `Según el mapa, al ${dir} ${deP(center!)} está ${key}.`,
    )
  },
  (r) => {
    const [a, b] = sample(r, places, 2) as [string, string]
    const horizontal = int(r, 0, 1) === 0
    const from = int(r, 1, 3)
    const to = from + int(r, 2, 4)
    const forward = int(r, 0, 1) === 0
    const [p, q] = forward ? [from, to] : [to, from]
    const other = int(r, 1, 6)
    const key = horizontal
      ? forward
        ? 'Hacia el este'
        : 'Hacia el oeste'
      : forward
        ? 'Hacia el norte'
        : 'Hacia el sur'
    return ask(
      r,
      'Comprender',
      horizontal
        ? `En un mapa cuadriculado con el norte hacia arriba, ${a} está en la columna ${p}, fila ${other}, y ${b} en la columna ${q}, fila ${other}. ¿Hacia dónde camina ${kid(r)} para ir ${deP(a)} ${aP(b)}?`
        : `En un mapa cuadriculado con el norte hacia arriba, ${a} está en la fila ${p}, columna ${other}, y ${b} en la fila ${q}, columna ${other}. Las filas se numeran de abajo hacia arriba. ¿Hacia dónde camina ${kid(r)} para ir ${deP(a)} ${aP(b)}?`,
      key,
      ['Hacia el este', 'Hacia el oeste', 'Hacia el norte', 'Hacia el sur'],
      horizontal
        ? `Las columnas crecen hacia la derecha, que en el mapa es el este: de la columna ${p} a la ${q} se va ${key.toLowerCase()}.`
        : `Las filas crecen hacia arriba, que en el mapa es el norte: de la fila ${p} a la ${q} se va ${key.toLowerCase()}.`,
    )
  },
  (r) => {
    const [center, n, e] = sample(r, places, 3) as [string, string, string]
    const [askAbout, rel, key] = pick(r, [
      [n, 'al sur', center],
      [e, 'al oeste', center],
    ] as const)
    return ask(
      r,
      'Analizar',
      `En el mapa del barrio, ${n} queda justo al norte ${deP(center)} y ${e} queda justo al este ${deP(center)}. ¿Qué lugar está justo ${rel} ${deP(askAbout)}?`,
      cap(key),
      [
        center,
        n,
        e,
        pick(
          r,
          places.filter((x) => ![center, n, e].includes(x)),
        ),
      ]
        .filter((x) => x !== key)
        .map(cap),
      `${cap(key)}: ${askAbout} y ${key} están en la misma línea del mapa, uno frente al otro.`,
    )
  },
  (r) => {
    const cols = ['A', 'B', 'C', 'D', 'E']
    const spots = sample(r, places, 4)
    const cells = sample(
      r,
      cols.flatMap((c) => [1, 2, 3, 4, 5].map((f) => `${c}${f}`)),
      4,
    )
    const i = int(r, 0, 3)
    return ask(
      r,
      'Recordar',
      `En el plano de una ciudad, las columnas son A, B, C, D y E, y las filas, 1 a 5. ${listY(spots.map((s, j) => `${cap(s)} está en ${cells[j]}`).map((t, j) => (j === 0 ? t : lower(t))))}. ¿En qué casilla está ${spots[i]}?`,
      cells[i]!,
      [...cells.filter((_, j) => j !== i), `${cells[i]![1]}${cells[i]![0]}`],
      `En el plano se lee primero la columna y luego la fila: ${spots[i]} está en ${cells[i]}.`,
    )
  },
  (r) => {
    const [where, spots] = pick(r, [
      ['zoológico', ['los leones', 'los monos', 'las jirafas', 'los pingüinos', 'los elefantes']],
      ['parque', ['la laguna', 'los juegos', 'la pileta', 'el quiosco', 'los baños']],
      ['colegio', ['el gimnasio', 'la biblioteca', 'el casino', 'la enfermería', 'la sala de música']],
      ['mercado', ['las frutas', 'las verduras', 'los pescados', 'las flores', 'los quesos']],
    ] as const)
    const chosen = sample(r, spots, 4)
    const cells = sample(
      r,
      ['A', 'B', 'C', 'D'].flatMap((c) => [1, 2, 3, 4].map((f) => `${c}${f}`)),
      4,
    )
    const i = int(r, 0, 3)
    return ask(
      r,
      'Comprender',
      `En el plano cuadriculado del ${where}, ${listY(chosen.map((s, j) => `${s} ${s.startsWith('los ') || s.startsWith('las ') ? 'están' : 'está'} en ${cells[j]}`))}. ¿Qué hay en la casilla ${cells[i]}?`,
      cap(chosen[i]!),
      chosen.filter((_, j) => j !== i).map(cap),
      `Se busca la columna ${cells[i]![0]} y la fila ${cells[i]![1]}: allí ${chosen[i]!.startsWith('los ') || chosen[i]!.startsWith('las ') ? 'están' : 'está'} ${chosen[i]}.`,
    )
  },
  // A route of three moves, one of them back (to the left or down): where it ends.
  (r) => {
    const name = kid(r)
    const c = int(r, 2, 5)
    const f = int(r, 2, 5)
    const right = int(r, 1, 4)
    const up = int(r, 1, 4)
    const backwards = int(r, 0, 1) === 0
    // Back to the left, fewer squares than it went right, or down, fewer than it went up.
    const back = int(r, 1, backwards ? right + c - 2 : up + f - 2)
    const col = backwards ? c + right - back : c + right
    const row = backwards ? f + up : f + up - back
    const cell = (x: number, y: number) => `Columna ${x}, fila ${y}`
    const moves = `${right} ${right === 1 ? 'cuadro' : 'cuadros'} a la derecha, ${up} hacia arriba y ${back} ${backwards ? 'a la izquierda' : 'hacia abajo'}`
    return ask(
      r,
      'Aplicar',
      `${name} pone su ficha en la columna ${c}, fila ${f} de una cuadrícula. Luego la mueve ${moves}. ¿En qué casilla termina la ficha?`,
      cell(col, row),
      [
        // The move back counted forwards, left out, or the column and the row read the other way round.
        backwards ? cell(c + right + back, f + up) : cell(c + right, f + up + back),
        cell(c + right, f + up),
        cell(row, col),
        backwards ? cell(col, row + 1) : cell(col + 1, row),
      ],
      backwards
        ? `La columna cambia con los movimientos a la derecha y a la izquierda: ${c} + ${right} - ${back} = ${col}; la fila, con los de arriba: ${f} + ${up} = ${row}.`
        : `La columna cambia con los movimientos a la derecha: ${c} + ${right} = ${col}; la fila, con los de arriba y abajo: ${f} + ${up} - ${back} = ${row}.`,
    )
  },
  // The way back: the same blocks, each in the opposite direction.
  (r) => {
    const [from, to] = sample(r, places, 2) as [string, string]
    const name = kid(r)
    const a = int(r, 1, 5)
    const b = int(r, 1, 5)
    if (a === b) throw new Error('iguales')
    const [d1, d2] = pick(r, [
      ['norte', 'este'],
      ['norte', 'oeste'],
      ['sur', 'este'],
      ['sur', 'oeste'],
    ] as const)
    const opposite = { norte: 'sur', sur: 'norte', este: 'oeste', oeste: 'este' } as const
    const way = (x: number, dx: string, y: number, dy: string) =>
      `${x} ${x === 1 ? 'cuadra' : 'cuadras'} al ${dx} y ${y} al ${dy}`
    return ask(
      r,
      'Analizar',
      `Para ir ${deP(from)} ${aP(to)}, ${name} camina ${way(a, d1, b, d2)}. ¿Qué recorrido debe hacer ${name} para volver ${deP(to)} ${aP(from)}?`,
      cap(way(b, opposite[d2], a, opposite[d1])),
      [
        way(a, d1, b, d2),
        way(b, d2, a, opposite[d1]),
        way(b, opposite[d2], a, d1),
        way(a, opposite[d2], b, opposite[d1]),
      ].map(cap),
      `De vuelta se camina lo mismo en sentido contrario y en orden inverso: lo caminado al ${d2} (${b} ${b === 1 ? 'cuadra' : 'cuadras'}) se deshace al ${opposite[d2]}, y lo caminado al ${d1} (${a} ${a === 1 ? 'cuadra' : 'cuadras'}), al ${opposite[d1]}.`,
    )
  },
  // Four places in the child's row or column: which is nearest (or farthest), counting squares.
  (r) => {
    const name = kid(r)
    const c = int(r, 5, 6)
    const f = int(r, 5, 6)
    const spots = sample(r, places, 4)
    const steps = sample(r, [1, 2, 3, 4], 4)
    const at = [
      [c + steps[0]!, f],
      [c - steps[1]!, f],
      [c, f + steps[2]!],
      [c, f - steps[3]!],
    ] as const
    const nearest = int(r, 0, 1) === 0
    const k = steps.indexOf(nearest ? 1 : 4)
    return ask(
      r,
      'Analizar',
      `En una cuadrícula, ${name} está en la columna ${c}, fila ${f}. ${listY(spots.map((p, i) => `${i === 0 ? cap(p) : p} está en la columna ${at[i]![0]}, fila ${at[i]![1]}`))}. Contando los cuadros, ¿qué lugar está ${nearest ? 'más cerca' : 'más lejos'} de ${name}?`,
      cap(spots[k]!),
      spots.filter((_, i) => i !== k).map(cap),
      `${cap(spots.map((p, i) => `${p} está a ${steps[i]} ${steps[i] === 1 ? 'cuadro' : 'cuadros'}`).join('; '))}: la ${nearest ? 'menor' : 'mayor'} distancia es ${steps[k]} ${steps[k] === 1 ? 'cuadro' : 'cuadros'}, la ${deP(spots[k]!)}.`,
    )
  },
]

// MA04 OA 15: coordenadas informales (letras y números).
const letters = 'ABCDEFGH'
const ma04oa15: OaMaker[] = [
  (r) => {
    const c = int(r, 0, 3)
    const f = int(r, 1, 4)
    const dc = int(r, 1, 4)
    const df = int(r, 1, 4)
    const [from, to] = sample(r, places, 2)
    const at = (x: number, y: number) => `${letters[x]}${y}`
    return ask(
      r,
      'Aplicar',
      `En un mapa con columnas de la A a la H y filas del 1 al 8, ${from} está en ${at(c, f)}. ${cap(to!)} está ${dc} ${dc === 1 ? 'columna' : 'columnas'} a la derecha y ${df} ${df === 1 ? 'fila' : 'filas'} más arriba. ¿En qué casilla está ${to}?`,
      at(c + dc, f + df),
      [at(c + df, f + dc), at(c + dc, f), at(c, f + df), at(c + dc + 1, f + df), at(c + dc, f + df - 1)],
      `La letra avanza ${dc}: ${letters[c]} → ${letters[c + dc]}; el número sube ${df}: ${f} → ${f + df}. Queda en ${at(c + dc, f + df)}.`,
    )
  },
  (r) => {
    const chosen = sample(r, places, 4)
    const cells = sample(
      r,
      Array.from({ length: 64 }, (_, i) => `${letters[i % 8]}${Math.floor(i / 8) + 1}`),
      4,
    )
    const k = int(r, 0, 3)
    return ask(
      r,
      'Recordar',
      `En el mapa de ${pick(r, ['un pueblo', 'un parque', 'una feria', 'un barrio'])}: ${chosen.map((p, i) => `${p} está en ${cells[i]}`).join(', ')}. ¿Qué hay en la casilla ${cells[k]}?`,
      cap(chosen[k]!),
      chosen.filter((_, i) => i !== k).map(cap),
      `Se busca la columna ${cells[k]![0]} y la fila ${cells[k]!.slice(1)}: allí está ${chosen[k]}.`,
    )
  },
  (r) => {
    const row = int(r, 1, 8)
    const a = int(r, 0, 3)
    const b = int(r, a + 1, 7)
    const [p, q] = sample(r, places, 2)
    return num(
      r,
      'Aplicar',
      `En un mapa con coordenadas, ${p} está en ${letters[a]}${row} y ${q} en ${letters[b]}${row}. ¿Cuántas columnas hay que avanzar hacia la derecha para ir ${deP(p!)} ${aP(q!)}?`,
      b - a,
      [b - a + 1, b + 1, b - a - 1 || b - a + 2, a + 1].filter((x) => x !== b - a),
      `${b + 1} - ${a + 1}`,
      `${letters[a]} es la columna ${a + 1} y ${letters[b]} la ${b + 1}: ${b + 1} - ${a + 1} = ${b - a}.`,
    )
  },
  (r) => {
    const c = int(r, 1, 6)
    const f = int(r, 2, 7)
    const [center, ...around] = sample(r, places, 5)
    const spots = [
      ['arriba', `${letters[c]}${f + 1}`],
      ['abajo', `${letters[c]}${f - 1}`],
      ['a la derecha', `${letters[c + 1]}${f}`],
      ['a la izquierda', `${letters[c - 1]}${f}`],
    ] as const
    const k = int(r, 0, 3)
    return ask(
      r,
      'Analizar',
      `En un mapa, ${center} está en ${letters[c]}${f}. ${spots.map(([, cell], i) => `${cap(around[i]!)} está en ${cell}`).join('. ')}. ¿Qué lugar está justo ${spots[k]![0]} ${deP(center!)}?`,
      cap(around[k]!),
      around.filter((_, i) => i !== k).map(cap),
      `Justo ${spots[k]![0]} de ${letters[c]}${f} está la casilla ${spots[k]![1]}, donde está ${around[k]}.`,
    )
  },
]

// ——— MA04 OA 16: vistas de cuerpos ———

const ma04oa16: OaMaker[] = [
  (r) => {
    const solid = pick(
      r,
      solids.filter((x) => x.name !== 'pirámide de base triangular'),
    )
    const object = pick(r, solid.objects)
    const fromAbove = int(r, 0, 1) === 0
    const key = fromAbove ? solid.above : solid.front
    return ask(
      r,
      'Comprender',
      `Sobre la mesa hay ${object}, con forma de ${solid.name}${solid.name === 'esfera' ? '' : ', que descansa sobre su base'}. ¿Qué figura se ve ${fromAbove ? 'desde arriba' : 'de frente'}?`,
      cap(key),
      flatNames.filter((n) => n !== key).map(cap),
      `${fromAbove ? 'Desde arriba' : 'De frente'}, ${withArticle(solid.name)} que descansa sobre su base se ve como un ${key}.`,
    )
  },
  (r) => {
    const a = int(r, 2, 6)
    const b = int(r, 1, a)
    const view = pick(r, ['de frente', 'desde arriba'] as const)
    const key = view === 'de frente' ? a + b : a
    return num(
      r,
      'Analizar',
      `${kid(r)} pone ${a} cubos en una fila y sobre ${b} de ellos pone otro cubo. ¿Cuántos cuadrados se ven al mirar la construcción ${view}?`,
      key,
      [view === 'de frente' ? a : a + b, key + 1, a * b === key ? key + 2 : a * b, key - 1].filter((x) => x > 0),
      view === 'de frente' ? `${a} + ${b}` : String(a),
      view === 'de frente'
        ? `De frente se ven los ${a} cubos de abajo y los ${b} de arriba: ${a + b} cuadrados.`
        : `Desde arriba, cada columna se ve como un solo cuadrado: ${a} cuadrados.`,
    )
  },
  (r) => {
    const solid = pick(
      r,
      solids.filter((x) =>
        ['cono', 'cilindro', 'pirámide de base cuadrada', 'prisma de base triangular', 'cubo'].includes(x.name),
      ),
    )
    const object = pick(r, solid.objects)
    const decoys = solids
      .filter((x) => x.above !== solid.above || x.front !== solid.front)
      .map((x) => pick(r, x.objects))
    return ask(
      r,
      'Analizar',
      `Un objeto se ve como un ${solid.front} de frente y como un ${solid.above} desde arriba. ¿Qué objeto puede ser?`,
      cap(object),
      sample(r, decoys, decoys.length).map(cap),
      `${cap(object)} tiene forma de ${solid.name}: de frente se ve un ${solid.front} y desde arriba un ${solid.above}.`,
    )
  },
  (r) => {
    const n = int(r, 2, 6)
    const m = int(r, 2, 4)
    const view = pick(r, ['de frente', 'desde arriba', 'desde el costado'] as const)
    const key = view === 'desde arriba' ? n * m : view === 'de frente' ? n : m
    return num(
      r,
      'Aplicar',
      `${kid(r)} arma un rectángulo de cubos de un solo piso: ${n} cubos de largo y ${m} de ancho. ¿Cuántos cuadrados ve al mirarlo ${view}?`,
      key,
      [n * m, n, m, n + m, key + 1].filter((x) => x !== key),
      view === 'desde arriba' ? `${n} * ${m}` : String(key),
      view === 'desde arriba'
        ? `Desde arriba se ven todos los cubos: ${n} · ${m} = ${n * m}.`
        : `${cap(view)} se ve una sola fila de cubos: ${key} cuadrados.`,
    )
  },
  (r) => {
    const solid = pick(
      r,
      solids.filter((s) => ['cilindro', 'cono', 'pirámide de base cuadrada'].includes(s.name)),
    )
    const object = pick(
      r,
      solid.objects.filter((o) => o !== 'un cono de helado'),
    )
    const askAbove = int(r, 0, 1) === 0
    const figure = askAbove ? solid.above : solid.front
    return ask(
      r,
      'Analizar',
      `${kid(r)} observa ${object} y ve un ${figure}. ¿Desde dónde lo está mirando?`,
      askAbove ? 'Desde arriba' : 'De frente',
      askAbove
        ? ['De frente', 'Desde el costado', 'Desde atrás']
        : ['Desde arriba', 'Desde abajo', 'Desde arriba y desde abajo'],
      `${cap(withArticle(solid.name))} se ve como un ${solid.front} de frente y como un ${solid.above} desde arriba.`,
    )
  },
  (r) => {
    const n = int(r, 2, 6)
    const front = int(r, 0, 1) === 0
    const steps = Array.from({ length: n }, (_, i) => i + 1)
    const sum = (n * (n + 1)) / 2
    const key = front ? sum : n
    return num(
      r,
      'Analizar',
      `${kid(r)} arma una escalera de cubos de ${numberWords[n]} escalones: el primero de 1 cubo, el segundo de 2 cubos apilados, y así. ¿Cuántos cuadrados ve ${front ? 'de frente, donde se ve el perfil de los escalones' : 'desde arriba'}?`,
      key,
      [front ? n : sum, key + 1, key - 1, n * n].filter((x) => x > 0 && x !== key),
      front ? steps.join(' + ') : String(n),
      front
        ? `De frente se ven todos los cubos de cada escalón: ${steps.join(' + ')} = ${sum}.`
        : `Desde arriba cada escalón se ve como un solo cuadrado: ${n}.`,
    )
  },
  (r) => {
    const [key, why] = pick(r, [
      ['Un dado', 'el cubo se ve como un cuadrado desde cualquier lado'],
      ['Una pelota', 'la esfera se ve como un círculo desde cualquier lado'],
      ['Un cubo de Rubik', 'el cubo se ve como un cuadrado desde cualquier lado'],
      ['Una bolita de cristal', 'la esfera se ve como un círculo desde cualquier lado'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${kid(r)} mira varios objetos de frente, desde el costado y desde arriba. ¿Cuál se ve igual desde las tres posiciones?`,
      key,
      sample(
        r,
        ['Una lata de bebida', 'Un cono de tránsito', 'Una caja de zapatos', 'Un gorro de cumpleaños', 'Un vaso'],
        3,
      ),
      `${key}: ${why}.`,
    )
  },
  (r) => {
    const n = int(r, 2, 9)
    const h = int(r, 2, 4)
    const what = pick(r, ['una construcción de cubos', 'un muro de cubos', 'un bloque de cubos'])
    return num(
      r,
      'Analizar',
      `${kid(r)} armó ${what}. Desde arriba ve ${n} cuadrados y, desde el costado, ve que cada columna tiene ${h} cubos de alto. ¿Cuántos cubos usó?`,
      n * h,
      [n + h, n * h + h, n * h - n, n * (h + 1)].filter((x) => x !== n * h),
      `${n} * ${h}`,
      `Desde arriba se cuentan ${n} columnas y cada una tiene ${h} cubos: ${n} · ${h} = ${n * h}.`,
    )
  },
]

// ——— MA04 OA 17: simetría ———

const axesOf: readonly (readonly [string, number])[] = [
  ['una baldosa cuadrada', 4],
  ['una hoja de cuaderno rectangular', 2],
  ['una puerta rectangular', 2],
  ['una señal de ceda el paso (triángulo equilátero)', 3],
  ['una celda de un panal (hexágono regular)', 6],
  ['un pentágono regular', 5],
  ['un volantín con forma de rombo', 2],
  ['un triángulo isósceles', 1],
  ['un corazón dibujado', 1],
  ['un triángulo escaleno', 0],
]
const vertical = ['A', 'H', 'M', 'O', 'T', 'U', 'V', 'W', 'X', 'Y']
const horizontal = ['B', 'C', 'D', 'E', 'H', 'I', 'K', 'O', 'X']
const noAxis = ['F', 'G', 'J', 'L', 'N', 'P', 'Q', 'R', 'S', 'Z']

const ma04oa17: OaMaker[] = [
  (r) => {
    const [thing, count] = pick(r, axesOf)
    return ask(
      r,
      'Comprender',
      pick(r, [
        `¿Cuántos ejes de simetría tiene ${thing}?`,
        `${kid(r)} dobla ${thing} para encontrar sus ejes de simetría. ¿Cuántos encuentra?`,
      ]),
      String(count),
      ['0', '1', '2', '3', '4', '5', '6']
        .filter((x) => x !== String(count))
        .sort((a, b) => Math.abs(Number(a) - count) - Math.abs(Number(b) - count)),
      count === 0
        ? `${cap(thing)} no se puede doblar de modo que sus mitades coincidan: no tiene ejes de simetría.`
        : `${cap(thing)} se puede doblar de ${count} ${count === 1 ? 'manera' : 'maneras'} con las mitades coincidiendo: ${count} ${count === 1 ? 'eje' : 'ejes'}.`,
    )
  },
  (r) => {
    const isVertical = int(r, 0, 1) === 0
    const key = pick(r, isVertical ? vertical : horizontal)
    const others = sample(r, noAxis, 3)
    return ask(
      r,
      'Analizar',
      `${kid(r)} escribe letras mayúsculas en un cartel. ¿Qué letra tiene un eje de simetría ${isVertical ? 'vertical' : 'horizontal'}?`,
      key,
      others,
      `Al doblar la ${key} por una línea ${isVertical ? 'vertical' : 'horizontal'}, sus dos mitades coinciden; las otras letras no tienen eje de simetría.`,
    )
  },
  (r) => {
    const axis = int(r, 5, 9)
    const d = int(r, 1, 4)
    const left = int(r, 0, 1) === 0
    const col = left ? axis - d : axis + d
    const image = left ? axis + d : axis - d
    return num(
      r,
      'Aplicar',
      `En una cuadrícula con columnas numeradas, el eje de simetría es la línea vertical de la columna ${axis}. Un punto está en la columna ${col}. ¿En qué columna queda su punto simétrico?`,
      image,
      [col, axis, image + 1, image - 1, image + d].filter((x) => x > 0),
      `2 * ${axis} - ${col}`,
      `El punto está a ${d} ${d === 1 ? 'columna' : 'columnas'} del eje; su simétrico queda a la misma distancia al otro lado: columna ${image}.`,
    )
  },
  (r) => {
    const [thing, part] = pick(r, [
      ['una mariposa', 'manchas en el ala izquierda'],
      ['una máscara de carnaval', 'lentejuelas en el lado izquierdo'],
      ['una hoja de árbol', 'nervios en la mitad izquierda'],
      ['un dibujo de una casa', 'ventanas en el lado izquierdo'],
      ['una guirnalda de papel doblada', 'agujeros en la mitad izquierda'],
    ] as const)
    const n = int(r, 2, 9)
    return num(
      r,
      'Aplicar',
      `${cap(thing)} es simétrica respecto de un eje vertical y tiene ${n} ${part}. ¿Cuántas tiene en total?`
        .replace(/^Un dibujo de una casa es simétrica/, 'Un dibujo de una casa es simétrico')
        .replace(
          '¿Cuántas tiene en total?',
          part.startsWith('nervios') || part.startsWith('agujeros')
            ? '¿Cuántos tiene en total?'
            : '¿Cuántas tiene en total?',
        ),
      2 * n,
      [n, n + 1, 2 * n + 1, 2 * n - 1],
      `2 * ${n}`,
      `Lo que hay a un lado del eje se repite al otro lado: ${n} + ${n} = ${2 * n}.`,
    )
  },
  (r) => {
    const symmetric = [
      'una mariposa',
      'un corazón',
      'la letra A',
      'una estrella de mar',
      'la letra T',
      'un copo de nieve',
    ]
    const notSymmetric = [
      'la letra F',
      'la letra G',
      'la letra J',
      'la letra R',
      'el número 7',
      'el número 4',
      'una mano abierta vista de un lado',
    ]
    const askSym = int(r, 0, 1) === 0
    const key = pick(r, askSym ? symmetric : notSymmetric)
    const rest = sample(r, askSym ? notSymmetric : symmetric, 3)
    const drawn = sample(r, [key, ...rest], 4)
    return ask(
      r,
      'Comprender',
      `${kid(r)} dibujó ${listY(drawn)}. ¿Cuál de sus dibujos ${askSym ? 'es' : 'no es'} simétrico?`,
      cap(key),
      rest.map(cap),
      askSym
        ? `${cap(key)} tiene un eje de simetría: al doblar el dibujo por él, sus dos mitades coinciden.`
        : `${cap(key)} no tiene eje de simetría: ningún doblez deja dos mitades que coincidan.`,
    )
  },
  (r) => {
    const [where, unit] = pick(r, [
      ['en papel cuadriculado', 'cuadritos'],
      ['en un mosaico de baldosas', 'baldosas'],
      ['en un programa de dibujo con cuadrícula', 'casillas'],
    ] as const)
    const left = int(r, 5, 15)
    const done = int(r, 1, left - 1)
    return num(
      r,
      'Aplicar',
      `${kid(r)} crea una figura simétrica ${where}: a la izquierda del eje vertical pintó ${left} ${unit} y a la derecha ya lleva ${done}. ¿${unit.endsWith('as') ? 'Cuántas' : 'Cuántos'} ${unit} le faltan para que la figura sea simétrica?`,
      left - done,
      [left, left + done, done, left - done + 1].filter((x) => x !== left - done),
      `${left} - ${done}`,
      `Las dos mitades deben tener los mismos ${unit}: ${left} - ${done} = ${left - done}.`,
    )
  },
  (r) => {
    const word = pick(r, [
      'PALTA',
      'TOMATE',
      'HUEVO',
      'MANZANA',
      'PIZARRA',
      'CUADERNO',
      'LIBRO',
      'MOCHILA',
      'VENTANA',
      'PELOTA',
      'JUGUETE',
      'TIJERA',
      'ESTUCHE',
      'GUITARRA',
      'MARIPOSA',
    ])
    const vertical = int(r, 0, 1) === 0
    const axis = vertical ? 'AHIMOTUVWXY' : 'BCDEHIKOX'
    const count = [...word].filter((c) => axis.includes(c)).length
    return num(
      r,
      'Analizar',
      `${kid(r)} escribe la palabra ${word} con letras mayúsculas de imprenta. ¿Cuántas de sus letras tienen un eje de simetría ${vertical ? 'vertical' : 'horizontal'}?`,
      count,
      [word.length - count, word.length, count + 1, count - 1].filter((x) => x >= 0 && x !== count),
      String(count),
      `Tienen eje ${vertical ? 'vertical' : 'horizontal'} ${[...word].filter((c) => axis.includes(c)).join(', ') || 'ninguna'}: ${count} letras.`,
    )
  },
]

// ——— MA04 OA 18: trasladar, rotar y reflejar ———

const dirs = ['arriba', 'la derecha', 'abajo', 'la izquierda']
const point = (x: number, y: number) => `(${x}, ${y})`

const ma04oa18: OaMaker[] = [
  (r) => {
    const d = int(r, 0, 3)
    const [turn, k] = pick(r, [
      ['un cuarto de vuelta', 1],
      ['media vuelta', 2],
      ['tres cuartos de vuelta', 3],
    ] as const)
    const clockwise = int(r, 0, 1) === 0
    const key = dirs[(d + (clockwise ? k : 4 - k)) % 4]!
    const thing = pick(r, [
      'La flecha de una veleta',
      'El puntero de una ruleta',
      'Una flecha dibujada en una cuadrícula',
      'La manilla de un reloj de juguete',
    ])
    return ask(
      r,
      'Aplicar',
      `${scene(r)} ${lower(thing)} apunta hacia ${dirs[d]} y gira ${turn} en el sentido ${clockwise ? 'de' : 'contrario a'} las manecillas del reloj. ¿Hacia dónde apunta ahora?`,
      cap(`hacia ${key}`),
      dirs.filter((x) => x !== key).map((x) => cap(`hacia ${x}`)),
      `Cada cuarto de vuelta ${clockwise ? 'en el sentido del reloj' : 'en sentido contrario'} cambia la dirección una vez: de ${dirs[d]} a ${key}.`,
    )
  },
  (r) => {
    const x = int(r, 1, 5)
    const y = int(r, 1, 5)
    const dx = int(r, 1, 5)
    const dy = int(r, 1, 4)
    const figure = pick(r, ['un triángulo', 'un cuadrado', 'una estrella', 'un rombo'])
    return ask(
      r,
      'Aplicar',
      `${pick(r, gridScenes)} Un vértice de ${figure} está en ${point(x, y)}: columna ${x}, fila ${y}. La figura se traslada ${dx} ${dx === 1 ? 'cuadro' : 'cuadros'} a la derecha y ${dy} hacia arriba. ¿Dónde queda ese vértice?`,
      point(x + dx, y + dy),
      [point(x + dy, y + dx), point(x + dx, y), point(x, y + dy), point(x + dx, y - dy > 0 ? y - dy : y + dy + 1)],
      `A la derecha suma ${dx} a la columna (${x + dx}) y hacia arriba suma ${dy} a la fila (${y + dy}).`,
    )
  },
  (r) => {
    const axis = int(r, 5, 8)
    const x = axis - int(r, 1, 4)
    const y = int(r, 1, 6)
    return ask(
      r,
      'Comprender',
      `${pick(r, gridScenes)} Un punto está en ${point(x, y)}: columna ${x}, fila ${y}, y se refleja en la línea vertical de la columna ${axis}. ¿Dónde queda su imagen?`,
      point(2 * axis - x, y),
      [point(x, 2 * axis - y), point(axis, y), point(2 * axis - x + 1, y), point(2 * axis - x, y + 1)],
      `La imagen queda a la misma distancia del eje (${axis - x} columnas) al otro lado: columna ${2 * axis - x}, en la misma fila ${y}.`,
    )
  },
  (r) => {
    const pts = [
      [1, 1],
      [3, 1],
      [1, 4],
    ] as const
    const kind = pick(r, ['Traslación', 'Reflexión', 'Rotación'] as const)
    const k = int(r, 2, 5)
    const moved =
      kind === 'Traslación'
        ? pts.map(([x, y]) => [x + k, y] as const)
        : kind === 'Reflexión'
          ? pts.map(([x, y]) => [2 * (3 + k) - x, y] as const)
          : pts.map(([x, y]) => [2 - x + 2 * k, 2 - y + 2 * k] as const)
    const text = (ps: readonly (readonly [number, number])[]) => ps.map(([x, y]) => point(x, y)).join(', ')
    return ask(
      r,
      'Analizar',
      `${pick(r, gridScenes)} Un triángulo con vértices ${text(pts)} pasó a tener vértices ${text(moved)}, con la misma forma y tamaño. ¿Qué transformación se aplicó?`,
      kind,
      ['Traslación', 'Reflexión', 'Rotación', 'Ampliación'],
      kind === 'Traslación'
        ? `Todos los vértices se movieron ${k} columnas a la derecha sin girar: es una traslación.`
        : kind === 'Reflexión'
          ? `El triángulo quedó dado vuelta como en un espejo respecto de una línea vertical: es una reflexión.`
          : `El triángulo quedó girado media vuelta (el vértice de arriba quedó abajo): es una rotación.`,
    )
  },
]

ma04oa18.push((r) => {
  const x = int(r, 1, 6)
  const y = int(r, 1, 6)
  const d = int(r, 2, 7)
  const horizontal = int(r, 0, 1) === 0
  const [to, word] = horizontal ? [point(x + d, y), 'hacia la derecha'] : [point(x, y + d), 'hacia arriba']
  return num(
    r,
    'Aplicar',
    `${pick(r, gridScenes)} Una figura tenía un vértice en ${point(x, y)} y, después de trasladarla, ese vértice quedó en ${to}. ¿Cuántos cuadros se trasladó ${word}?`,
    d,
    [d + 1, d - 1, x + d, y + d, d + 2].filter((v) => v > 0 && v !== d),
    horizontal ? `${x + d} - ${x}` : `${y + d} - ${y}`,
    `${horizontal ? 'La columna' : 'La fila'} pasó de ${horizontal ? x : y} a ${horizontal ? x + d : y + d}: ${d} cuadros ${word}.`,
  )
})

// ——— MA04 OA 19: ángulos con transportador ———

const ma04oa19: OaMaker[] = [
  (r) => {
    const a = 5 * int(r, 3, 33)
    if (a === 90) throw new Error('recto')
    return num(
      r,
      'Comprender',
      `${kid(r)} pone el centro del transportador en el vértice de un ángulo. Un lado pasa por el 0 de la escala exterior y el otro por la marca que dice ${a} en la escala exterior y ${180 - a} en la interior. ¿Cuánto mide el ángulo?`,
      a,
      [180 - a, a + 10, a - 10, 90],
      String(a),
      `Se lee la escala que empieza en 0 en el primer lado (la exterior): el ángulo mide ${a}°.`,
      '°',
    )
  },
  (r) => {
    const a = 5 * int(r, 4, 30)
    const b = 5 * int(r, 4, 34)
    if (a === b) throw new Error('iguales')
    const [x, y] = twoKids(r)
    const big = Math.max(a, b)
    const small = Math.min(a, b)
    return num(
      r,
      'Analizar',
      `${x} construyó con el transportador un ángulo de ${a}° y ${y} uno de ${b}°. ¿Cuántos grados más mide el ángulo mayor?`,
      big - small,
      [big + small, big - small + 10, 180 - big, big - small - 5].filter((v) => v > 0),
      `${big} - ${small}`,
      `${big}° - ${small}° = ${big - small}°.`,
      '°',
    )
  },
  (r) => {
    const a = pick(r, [15, 25, 35, 40, 55, 65, 80, 90, 100, 115, 125, 140, 150, 165, 180])
    const key = a < 90 ? 'Agudo' : a === 90 ? 'Recto' : a < 180 ? 'Obtuso' : 'Extendido'
    return ask(
      r,
      'Comprender',
      `${kid(r)} midió con el transportador un ángulo de ${a}°. ¿Qué tipo de ángulo es?`,
      key,
      ['Agudo', 'Recto', 'Obtuso', 'Extendido'],
      `Un ángulo agudo mide menos de 90°, uno recto 90°, uno obtuso entre 90° y 180° y uno extendido 180°: ${a}° es ${key.toLowerCase()}.`,
    )
  },
  (r) => {
    const a = 5 * int(r, 2, 17)
    return num(
      r,
      'Aplicar',
      `${kid(r)} dibujó un ángulo de ${a}°. ¿Cuántos grados le faltan para llegar a un ángulo recto?`,
      90 - a,
      [180 - a, a, 90 - a + 10, 90 + a].filter((v) => v > 0 && v !== 90 - a),
      `90 - ${a}`,
      `Un ángulo recto mide 90°: 90° - ${a}° = ${90 - a}°.`,
      '°',
    )
  },
]

// ——— Medición: longitud, perímetro, masa, área y volumen ———

const longThings: readonly (readonly [string, number])[] = [
  ['una goma de borrar', 1],
  ['un clip', 1],
  ['un lápiz', 2],
  ['una cuchara', 2],
  ['un cuaderno', 3],
  ['una regla', 3],
  ['una mesa', 4],
  ['una puerta', 5],
  ['una micro', 6],
  ['una cancha de fútbol', 7],
]
const handUnits = [
  ['clips', '¿Cuántos'],
  ['cubos', '¿Cuántos'],
  ['cuartas', '¿Cuántas'],
  ['lápices', '¿Cuántos'],
  ['gomas', '¿Cuántas'],
  ['palos de helado', '¿Cuántos'],
] as const

const ma01oa18: OaMaker[] = [
  (r) => {
    let picked = sample(r, longThings, 4)
    while (new Set(picked.map((c) => c[1])).size < 4) picked = sample(r, longThings, 4)
    const most = int(r, 0, 1) === 0
    const key = picked.reduce((a, b) => ((most ? b[1] > a[1] : b[1] < a[1]) ? b : a))
    return ask(
      r,
      'Comprender',
      pick(r, [
        `¿Cuál de estos objetos es el más ${most ? 'largo' : 'corto'}?`,
        `${kid(r)} compara ${picked.map((p) => p[0]).join(', ')}. ¿Cuál es ${most ? 'más largo' : 'más corto'}?`,
      ]),
      cap(key[0]),
      picked.filter((c) => c !== key).map((c) => cap(c[0])),
      `De los cuatro objetos, el ${most ? 'más largo' : 'más corto'} es ${key[0]}.`,
    )
  },
  (r) => {
    const [unit, how] = pick(r, handUnits)
    const [a, b] = twoKids(r)
    const thing = pick(r, ['cinta', 'cuerda', 'tira de papel', 'lana', 'serpentina'])
    const x = int(r, 4, 12)
    const y = int(r, x + 1, 20)
    return num(
      r,
      'Aplicar',
      `La ${thing} de ${a} mide ${x} ${unit} y la de ${b} mide ${y} ${unit}. ${how} ${unit} más larga es la ${thing} de ${b}?`,
      y - x,
      [x + y, y - x + 1, y - x - 1, x],
      `${y} - ${x}`,
      `Se comparan los largos: ${y} - ${x} = ${y - x} ${unit}.`,
    )
  },
  (r) => {
    const names = sample(r, childNames, 4)
    const lengths = sample(
      r,
      Array.from({ length: 16 }, (_, i) => i + 4),
      4,
    )
    const [unit] = pick(r, handUnits)
    const thing = pick(r, ['sus lápices', 'sus bufandas', 'sus trenzas de lana', 'sus tiras de papel', 'sus cordones'])
    const most = int(r, 0, 1) === 0
    const k = lengths.indexOf(most ? Math.max(...lengths) : Math.min(...lengths))
    return ask(
      r,
      'Analizar',
      `Cuatro niños midieron ${thing} en ${unit}: ${names.map((n, i) => `${n}, ${lengths[i]}`).join('; ')}. ¿Quién tiene el objeto más ${most ? 'largo' : 'corto'}?`,
      names[k]!,
      names.filter((_, i) => i !== k),
      `Con la misma unidad, más ${unit} es más largo: ${names[k]} midió ${lengths[k]}.`,
    )
  },
  (r) => {
    const [unit, how] = pick(r, handUnits)
    const x = int(r, 3, 9)
    const y = int(r, 2, 9)
    const thing = pick(r, ['el borde de la mesa', 'la pizarra', 'la ventana', 'el estante', 'la alfombra'])
    return num(
      r,
      'Aplicar',
      `${kid(r)} midió ${thing}: primero puso ${x} ${unit} en fila y después ${y} más hasta llegar al final. ${how} ${unit} mide ${thing}?`,
      x + y,
      [Math.abs(x - y) || x + y + 2, x + y + 1, x + y - 1, x * y === x + y ? x + y + 3 : x * y],
      `${x} + ${y}`,
      `Se suman los ${unit} puestos en fila: ${x} + ${y} = ${x + y}.`,
    )
  },
]

const ma02oa19: OaMaker[] = [
  (r) => {
    const [a, b] = twoKids(r)
    const thing = pick(r, ['cinta', 'tira de papel', 'ramita', 'cuerda', 'bufanda', 'lana'])
    const x = int(r, 8, 60)
    const y = int(r, x + 3, 95)
    return num(
      r,
      'Aplicar',
      `La ${thing} de ${a} mide ${x} cm y la de ${b} mide ${y} cm. ¿Cuántos centímetros más mide la de ${b}?`,
      y - x,
      [x + y, y - x + 1, y - x - 10, y - x + 10].filter((v) => v > 0),
      `${y} - ${x}`,
      `${y} cm - ${x} cm = ${y - x} cm.`,
      'cm',
    )
  },
  (r) => {
    const m = int(r, 2, 9)
    const cm = pick(r, [0, 0, 10, 20, 25, 50, 75])
    const what = pick(r, [
      'Una cuerda para saltar',
      'El pizarrón',
      'Una alfombra',
      'Una manguera',
      'Un pasillo',
      'Una guirnalda',
    ])
    return num(
      r,
      'Comprender',
      `${what} mide ${m} m${cm ? ` y ${cm} cm` : ''}. ¿Cuántos centímetros mide?`,
      m * 100 + cm,
      [m * 10 + cm, m + cm, m * 100, (m + 1) * 100 + cm].filter((v) => v !== m * 100 + cm),
      `${m} * 100 + ${cm}`,
      `1 m = 100 cm: ${m} · 100${cm ? ` + ${cm}` : ''} = ${m * 100 + cm} cm.`,
      'cm',
    )
  },
  (r) => {
    const [thing, unit, others] = pick(r, [
      ['el largo de la sala de clases', 'Metros', ['Centímetros', 'Kilogramos', 'Litros']],
      ['el largo de un lápiz', 'Centímetros', ['Metros', 'Kilogramos', 'Litros']],
      ['el largo de la cancha del colegio', 'Metros', ['Centímetros', 'Horas', 'Litros']],
      ['el ancho de un cuaderno', 'Centímetros', ['Metros', 'Kilogramos', 'Minutos']],
      ['la altura de un árbol', 'Metros', ['Centímetros', 'Gramos', 'Litros']],
      ['el largo de una hormiga', 'Centímetros', ['Metros', 'Kilogramos', 'Días']],
    ] as const)
    return ask(
      r,
      'Recordar',
      pick(r, [
        `¿Qué unidad conviene para medir ${thing}?`,
        `${kid(r)} quiere medir ${thing}. ¿Qué unidad le conviene usar?`,
      ]),
      unit,
      others,
      `${cap(thing)} ${unit === 'Metros' ? 'es largo: se mide en metros' : 'es corto: se mide en centímetros'}.`,
    )
  },
  (r) => {
    const [small, how] = pick(
      r,
      handUnits.filter(([u]) => u !== 'cuartas'),
    )
    const question = how.toLowerCase()
    const per = int(r, 2, 5)
    const n = int(r, 3, 9)
    const thing = pick(r, ['la mesa', 'la puerta', 'el diario mural', 'la ventana', 'la repisa'])
    return num(
      r,
      'Aplicar',
      `${kid(r)} midió ${thing} y obtuvo ${n} cuartas. Si una cuarta mide lo mismo que ${per} ${small}, ${question} ${small} mide ${thing}?`,
      n * per,
      [n + per, n * per + per, (n - 1) * per, n],
      `${n} * ${per}`,
      `Cada cuarta son ${per}: ${n} · ${per} = ${n * per}.`,
    )
  },
]

// MA03 OA 21: perímetro.
const ma03oa21: OaMaker[] = [
  (r) => {
    const a = int(r, 6, 25)
    const b = int(r, 2, a - 1)
    const [what, unit] = pick(r, [
      ['un huerto rectangular', 'm'],
      ['un marco de foto rectangular', 'cm'],
      ['una cancha rectangular', 'm'],
      ['un mantel rectangular', 'cm'],
      ['un corral rectangular', 'm'],
      ['una tarjeta rectangular', 'cm'],
    ] as const)
    return num(
      r,
      'Aplicar',
      `${cap(what)} mide ${a} ${unit} de largo y ${b} ${unit} de ancho. ¿Cuál es su perímetro?`,
      2 * (a + b),
      [a + b, a * b, 2 * a + b, 2 * (a + b) + 2],
      `2 * (${a} + ${b})`,
      `El perímetro suma los cuatro lados: ${a} + ${b} + ${a} + ${b} = ${2 * (a + b)} ${unit}.`,
      unit,
    )
  },
  (r) => {
    const a = int(r, 3, 30)
    const [what, unit, action] = pick(r, [
      ['una baldosa cuadrada', 'cm', 'ponerle un borde de cinta'],
      ['un jardín cuadrado', 'm', 'cercarlo con alambre'],
      ['un cuadro cuadrado', 'cm', 'ponerle un marco'],
      ['una plaza cuadrada', 'm', 'rodearla con una reja'],
      ['un pañuelo cuadrado', 'cm', 'coserle un encaje en el borde'],
    ] as const)
    return num(
      r,
      'Comprender',
      `Cada lado de ${what} mide ${a} ${unit}. ¿Cuánto se necesita para ${action}?`,
      4 * a,
      [a * a === 4 * a ? 4 * a + 4 : a * a, 2 * a, 3 * a, 4 * a + a],
      `4 * ${a}`,
      `Un cuadrado tiene 4 lados iguales: 4 · ${a} = ${4 * a} ${unit}.`,
      unit,
    )
  },
  (r) => {
    const n = int(r, 3, 6)
    const sides = Array.from({ length: n }, () => int(r, 2, 15))
    const sum = sides.reduce((x, y) => x + y, 0)
    if (sides.some((x) => 2 * x >= sum)) throw new Error('no es un polígono')
    const name = [
      '',
      '',
      '',
      'un triángulo',
      'un cuadrilátero irregular',
      'un pentágono irregular',
      'un hexágono irregular',
    ][n]!
    const context = pick(r, [
      'un terreno con forma de',
      'un dibujo de',
      'una figura de cartón con forma de',
      'una piscina con forma de',
    ])
    const unit = context.includes('terreno') || context.includes('piscina') ? 'm' : 'cm'
    return num(
      r,
      'Aplicar',
      `Los lados de ${context} ${context.endsWith('forma de') ? name.replace(/^un /, '') : name} miden ${sides.slice(0, -1).join(` ${unit}, `)} ${unit} y ${sides[n - 1]} ${unit}. ¿Cuál es su perímetro?`,
      sum,
      [sum - sides[0]!, sum + sides[0]!, sum + 1, sum - 1],
      sides.join(' + '),
      `Se suman todos los lados: ${sides.join(' + ')} = ${sum} ${unit}.`,
      unit,
    )
  },
  (r) => {
    const a = int(r, 4, 20)
    const b = int(r, 2, a - 1)
    const p = 2 * (a + b)
    const what = pick(r, [
      'una cancha de básquetbol de juguete',
      'un cartel rectangular',
      'un patio rectangular',
      'una caja rectangular vista desde arriba',
    ])
    const unit = what.includes('patio') ? 'm' : 'cm'
    return num(
      r,
      'Analizar',
      `El perímetro de ${what} es ${p} ${unit} y su largo mide ${a} ${unit}. ¿Cuánto mide su ancho?`,
      b,
      [p - a, p - 2 * a, p / 2, b + 2].filter((v) => v > 0 && v !== b),
      `(${p} - 2 * ${a}) / 2`,
      `Los dos largos suman 2 · ${a} = ${2 * a}; quedan ${p} - ${2 * a} = ${p - 2 * a} para los dos anchos: ${p - 2 * a} : 2 = ${b} ${unit}.`,
      unit,
    )
  },
]

// MA03 OA 22: masa en gramos y kilogramos.
const heavy: readonly (readonly [string, string])[] = [
  ['una bolsa de harina', 'cerca de 1 kg'],
  ['un paquete de arroz', 'cerca de 1 kg'],
  ['una manzana', 'cerca de 200 g'],
  ['un lápiz', 'cerca de 5 g'],
  ['un perro mediano', 'cerca de 15 kg'],
  ['una sandía', 'cerca de 5 kg'],
  ['una hoja de papel', 'cerca de 5 g'],
  ['un niño de 3° básico', 'cerca de 30 kg'],
]

const ma03oa22: OaMaker[] = [
  (r) => {
    const kg = int(r, 1, 9)
    const g = pick(r, [0, 100, 250, 500, 750])
    const what = pick(r, [
      'Un saco de papas',
      'Una caja de frutas',
      'Una mochila',
      'Una bolsa de naranjas',
      'Un paquete de libros',
      'Un gato',
    ])
    return num(
      r,
      'Comprender',
      `${what} tiene una masa de ${kg} kg${g ? ` y ${g} g` : ''}. ¿Cuántos gramos son?`,
      kg * 1000 + g,
      [kg * 100 + g, kg + g, kg * 1000, (kg + 1) * 1000 + g].filter((v) => v !== kg * 1000 + g),
      `${kg} * 1000 + ${g}`,
      `1 kg = 1.000 g: ${kg} · 1.000${g ? ` + ${g}` : ''} = ${fmt(kg * 1000 + g)} g.`,
      'g',
    )
  },
  (r) => {
    const a = int(r, 120, 900)
    const b = int(r, 100, 1000 - 20 - (a % 100))
    const [x, y] = sample(r, ['queso', 'pan', 'jamón', 'tomates', 'plátanos', 'uvas', 'nueces'], 2)
    return num(
      r,
      'Aplicar',
      `${kid(r)} compró ${a} g de ${x} y ${b} g de ${y}. ¿Cuántos gramos compró en total?`,
      a + b,
      [a + b + 100, Math.abs(a - b), a + b - 10, a + b + 1],
      `${a} + ${b}`,
      `${a} g + ${b} g = ${fmt(a + b)} g.`,
      'g',
    )
  },
  (r) => {
    const [thing, key] = pick(r, heavy)
    const all = ['cerca de 5 g', 'cerca de 200 g', 'cerca de 1 kg', 'cerca de 5 kg', 'cerca de 15 kg', 'cerca de 30 kg']
    const near = all.indexOf(key)
    const others = all
      .filter((x) => x !== key)
      .sort((p, q) => Math.abs(all.indexOf(p) - near) - Math.abs(all.indexOf(q) - near))
    return ask(
      r,
      'Comprender',
      pick(r, [
        `¿Cuál es la masa más razonable para ${thing}?`,
        `${kid(r)} estima la masa de ${thing}. ¿Qué valor es el más razonable?`,
      ]),
      cap(key),
      others.slice(0, 4).map(cap),
      `Con referentes conocidos (un paquete de arroz pesa cerca de 1 kg), ${thing} tiene ${key}.`,
    )
  },
  (r) => {
    const masses = sample(
      r,
      Array.from({ length: 30 }, (_, i) => 150 + 50 * i),
      4,
    )
    const fruits = sample(r, ['Una piña', 'Un melón', 'Una sandía chica', 'Un zapallo', 'Una papaya', 'Un repollo'], 4)
    const text = (g: number) => (g >= 1000 ? `${fmt(g / 1000)} kg` : `${g} g`)
    const most = int(r, 0, 1) === 0
    const k = masses.indexOf(most ? Math.max(...masses) : Math.min(...masses))
    return ask(
      r,
      'Analizar',
      `En la feria se pesaron cuatro productos: ${fruits.map((f, i) => `${f.toLowerCase()}, ${text(masses[i]!)}`).join('; ')}. ¿Cuál tiene ${most ? 'más' : 'menos'} masa?`,
      fruits[k]!,
      fruits.filter((_, i) => i !== k),
      `Se expresan en gramos (1 kg = 1.000 g) y se comparan: ${fruits[k]!.toLowerCase()} tiene ${text(masses[k]!)}.`,
    )
  },
  (r) => {
    const each = pick(r, [100, 125, 150, 200, 250, 500])
    const total = pick(r, [1000, 2000, 3000])
    const [one, many] = pick(r, [
      ['Un paquete de galletas', '¿Cuántos paquetes'],
      ['Una barra de mantequilla', '¿Cuántas barras'],
      ['Una bolsa de maní', '¿Cuántas bolsas'],
      ['Un tarro de atún', '¿Cuántos tarros'],
      ['Un sobre de semillas', '¿Cuántos sobres'],
    ] as const)
    return num(
      r,
      'Aplicar',
      `${one} tiene una masa de ${each} g. ${many} se necesitan para completar ${fmt(total / 1000)} kg?`,
      total / each,
      [total / each + 1, total / each - 1, total / 100, total / each + 2].filter((v) => Number.isInteger(v) && v > 0),
      `${total} / ${each}`,
      `${fmt(total / 1000)} kg = ${fmt(total)} g; ${fmt(total)} : ${each} = ${total / each}.`,
    )
  },
]

// MA04 OA 22: metros, centímetros y milímetros.
const ma04oa22: OaMaker[] = [
  (r) => {
    const m = int(r, 1, 9)
    const cm = int(r, 5, 95)
    const what = pick(r, [
      'La pizarra de la sala',
      'La altura de una puerta',
      'Un tronco',
      'Una escalera',
      'El largo de un auto de juguete grande',
      'Una cortina',
    ])
    return num(
      r,
      'Comprender',
      `${what} mide ${m} m y ${cm} cm. ¿Cuántos centímetros son?`,
      m * 100 + cm,
      [m * 10 + cm, m + cm, m * 1000 + cm, (m + 1) * 100 + cm],
      `${m} * 100 + ${cm}`,
      `1 m = 100 cm: ${m} · 100 + ${cm} = ${m * 100 + cm} cm.`,
      'cm',
    )
  },
  (r) => {
    const cm = int(r, 1, 9)
    const mm = int(r, 1, 9)
    const what = pick(r, [
      'Un insecto',
      'Una tuerca',
      'Un botón',
      'Un clip grande',
      'Una semilla de palta',
      'Un trozo de tiza',
    ])
    return num(
      r,
      'Comprender',
      `${what} mide ${cm} cm y ${mm} mm. ¿Cuántos milímetros mide?`,
      cm * 10 + mm,
      [cm * 100 + mm, cm + mm, cm * 10, (cm + 1) * 10 + mm],
      `${cm} * 10 + ${mm}`,
      `1 cm = 10 mm: ${cm} · 10 + ${mm} = ${cm * 10 + mm} mm.`,
      'mm',
    )
  },
  (r) => {
    const total = int(r, 2, 9) * 100
    const cut = int(r, 25, total - 30)
    const who = kid(r)
    const what = pick(r, ['cinta', 'lana', 'cuerda', 'manguera', 'tela'])
    return num(
      r,
      'Aplicar',
      `${who} tenía ${total / 100} m de ${what} y cortó ${cut} cm. ¿Cuántos centímetros le quedan?`,
      total - cut,
      [total + cut, total - cut + 100, total - cut - 10, total - cut + 10],
      `${total / 100} * 100 - ${cut}`,
      `${total / 100} m = ${total} cm; ${total} - ${cut} = ${total - cut} cm.`,
      'cm',
    )
  },
  (r) => {
    const cms = sample(
      r,
      Array.from({ length: 40 }, (_, i) => 80 + 15 * i),
      4,
    )
    const text = (c: number, i: number) =>
      i % 2 === 0 || c < 100 ? `${c} cm` : `${Math.floor(c / 100)} m y ${c % 100} cm`
    const names = sample(r, childNames, 4)
    const most = int(r, 0, 1) === 0
    const k = cms.indexOf(most ? Math.max(...cms) : Math.min(...cms))
    return ask(
      r,
      'Analizar',
      `En el salto largo, ${names.map((n, i) => `${n} saltó ${text(cms[i]!, i)}`).join(', ')}. ¿Quién saltó ${most ? 'más' : 'menos'}?`,
      names[k]!,
      names.filter((_, i) => i !== k),
      `Todo en centímetros: ${names.map((n, i) => `${n} ${cms[i]} cm`).join(', ')}. ${most ? 'Más lejos' : 'Menos'}: ${names[k]}.`,
    )
  },
  (r) => {
    const a = int(r, 1, 4)
    const b = int(r, 10, 90)
    const c = int(r, 10, 90)
    return num(
      r,
      'Aplicar',
      `Para una guirnalda, ${kid(r)} une una tira de ${a} m y ${b} cm con otra de ${c} cm. ¿Cuántos centímetros mide la guirnalda?`,
      a * 100 + b + c,
      [a + b + c, a * 10 + b + c, a * 100 + b, a * 100 + b + c + 100],
      `${a} * 100 + ${b} + ${c}`,
      `${a} m y ${b} cm = ${a * 100 + b} cm; ${a * 100 + b} + ${c} = ${a * 100 + b + c} cm.`,
      'cm',
    )
  },
]

// MA04 OA 23: área de rectángulos y cuadrados.
const ma04oa23: OaMaker[] = [
  (r) => {
    const a = int(r, 3, 15)
    const b = int(r, 2, 12)
    const [what, unit] = pick(r, [
      ['Una alfombra rectangular', 'm²'],
      ['Un cuaderno', 'cm²'],
      ['Una sala de clases', 'm²'],
      ['Una foto', 'cm²'],
      ['Un huerto', 'm²'],
      ['Una tarjeta de cumpleaños', 'cm²'],
    ] as const)
    const len = unit === 'm²' ? 'm' : 'cm'
    return num(
      r,
      'Aplicar',
      `${what} mide ${a} ${len} de largo y ${b} ${len} de ancho. ¿Cuál es su área?`,
      a * b,
      [2 * (a + b), a + b, a * b + a, a * b - b],
      `${a} * ${b}`,
      `Área del rectángulo = largo · ancho = ${a} · ${b} = ${a * b} ${unit}.`,
      unit,
    )
  },
  (r) => {
    const rows = int(r, 2, 9)
    const cols = int(r, 2, 9)
    const what = pick(r, ['Un piso', 'Un mural', 'Una pared del baño', 'El patio', 'Una mesa de mosaico'])
    return num(
      r,
      'Comprender',
      `${what} se cubrió con baldosas cuadradas de 1 m de lado: ${rows} filas de ${cols} baldosas. ¿Cuál es su área?`,
      rows * cols,
      [rows + cols, 2 * (rows + cols), rows * cols + rows, rows * cols - 1],
      `${rows} * ${cols}`,
      `Cada baldosa cubre 1 m²: ${rows} · ${cols} = ${rows * cols} m².`,
      'm²',
    )
  },
  (r) => {
    const a = int(r, 2, 12)
    const who = kid(r)
    const what = pick(r, [
      'un pañuelo cuadrado',
      'una baldosa cuadrada',
      'un cuadro cuadrado',
      'una servilleta cuadrada',
      'un tablero de ajedrez',
    ])
    return num(
      r,
      'Aplicar',
      `${who} mide ${what}: cada lado tiene ${a} cm. ¿Cuál es su área?`,
      a * a,
      [4 * a === a * a ? 4 * a + 4 : 4 * a, 2 * a, a * a + a, a + a + 1],
      `${a} * ${a}`,
      `Área del cuadrado = lado · lado = ${a} · ${a} = ${a * a} cm².`,
      'cm²',
    )
  },
  (r) => {
    const [a, b] = pick(r, [
      [2, 12],
      [3, 8],
      [4, 6],
      [2, 18],
      [3, 12],
      [4, 9],
      [2, 10],
      [4, 5],
      [3, 10],
      [2, 15],
      [5, 6],
      [2, 16],
      [4, 8],
    ] as const)
    const area = a * b
    const divisors = Array.from({ length: area }, (_, i) => i + 1).filter(
      (d) => area % d === 0 && d !== a && d !== b && d < area / d,
    )
    if (divisors.length === 0) throw new Error('sin otro rectángulo')
    const d = pick(r, divisors)
    const key = `${d} cm por ${area / d} cm`
    const wrong = [
      `${d} cm por ${area / d + 1} cm`,
      `${d + 1} cm por ${area / d} cm`,
      `${a + 1} cm por ${b - 1} cm`,
      `${d} cm por ${area / d - 1} cm`,
    ].filter((t) => {
      const [x, y] = t.match(/\d+/g)!.map(Number)
      return x! * y! !== area
    })
    return ask(
      r,
      'Analizar',
      `${kid(r)} tiene un rectángulo de ${a} cm por ${b} cm. ¿Qué otro rectángulo tiene la misma área?`,
      key,
      wrong,
      `El área es ${a} · ${b} = ${area} cm² y ${d} · ${area / d} = ${area} cm² también.`,
    )
  },
]

// MA04 OA 24: volumen con cubos como unidad.
const ma04oa24: OaMaker[] = [
  (r) => {
    const l = int(r, 2, 6)
    const w = int(r, 2, 5)
    const h = int(r, 2, 5)
    const what = pick(r, ['una torre', 'un bloque', 'una caja llena', 'un edificio de juguete', 'un muro'])
    return num(
      r,
      'Aplicar',
      `${kid(r)} arma ${what} con cubos: ${l} de largo, ${w} de ancho y ${h} de alto. ¿Cuántos cubos usa?`,
      l * w * h,
      [l + w + h, l * w, l * w * h + l * w, 2 * (l * w + w * h + l * h)],
      `${l} * ${w} * ${h}`,
      `Cada capa tiene ${l} · ${w} = ${l * w} cubos y hay ${h} capas: ${l * w} · ${h} = ${l * w * h} cubos.`,
    )
  },
  (r) => {
    const per = int(r, 4, 20)
    const layers = int(r, 2, 6)
    const what = pick(r, [
      'Una caja de dados',
      'Un cajón de azúcar en terrones',
      'Un contenedor de bloques',
      'Una caja de cubos de madera',
    ])
    return num(
      r,
      'Comprender',
      `${what} tiene ${layers} capas iguales y en cada capa caben ${per} cubos. ¿Cuál es su volumen, medido en cubos?`,
      per * layers,
      [per + layers, per * layers + per, per * (layers - 1), per * layers - 1],
      `${per} * ${layers}`,
      `${layers} capas de ${per} cubos: ${per} · ${layers} = ${per * layers} cubos.`,
    )
  },
  (r) => {
    const l = int(r, 2, 5)
    const w = int(r, 2, 4)
    const h = int(r, 2, 4)
    const placed = int(r, 1, l * w * h - 2)
    return num(
      r,
      'Analizar',
      `Una caja mide ${l} cubos de largo, ${w} de ancho y ${h} de alto. ${kid(r)} ya puso ${placed} cubos. ¿Cuántos cubos faltan para llenarla?`,
      l * w * h - placed,
      [l * w * h, l * w * h - placed + 1, l * w - placed > 0 ? l * w - placed : l * w * h + placed, l + w + h],
      `${l} * ${w} * ${h} - ${placed}`,
      `Caben ${l} · ${w} · ${h} = ${l * w * h} cubos; faltan ${l * w * h} - ${placed} = ${l * w * h - placed}.`,
    )
  },
  (r) => {
    const [a, b] = twoKids(r)
    const x = [int(r, 2, 4), int(r, 2, 4), int(r, 2, 5)] as const
    const y = [int(r, 2, 4), int(r, 2, 4), int(r, 2, 5)] as const
    const vx = x[0] * x[1] * x[2]
    const vy = y[0] * y[1] * y[2]
    if (vx === vy) throw new Error('iguales')
    return num(
      r,
      'Analizar',
      `${a} armó un bloque de ${x.join(' por ')} cubos y ${b} uno de ${y.join(' por ')} cubos. ¿Cuántos cubos más tiene el bloque más grande?`,
      Math.abs(vx - vy),
      [
        vx + vy,
        Math.abs(vx - vy) + 1,
        Math.abs(x[0] + x[1] + x[2] - y[0] - y[1] - y[2]) || Math.abs(vx - vy) + 2,
        Math.max(vx, vy),
      ],
      vx > vy ? `${x.join(' * ')} - ${y.join(' * ')}` : `${y.join(' * ')} - ${x.join(' * ')}`,
      `${a}: ${x.join(' · ')} = ${vx}; ${b}: ${y.join(' · ')} = ${vy}; la diferencia es ${Math.abs(vx - vy)} cubos.`,
    )
  },
  (r) => {
    const [unit, cap2] = pick(r, [
      ['vasos', 'un balde'],
      ['tazas', 'una olla'],
      ['cucharadas', 'un frasco'],
      ['botellas', 'un bidón'],
    ] as const)
    const x = int(r, 5, 20)
    const y = int(r, 5, 20)
    if (x === y) throw new Error('iguales')
    const who = kid(r)
    return num(
      r,
      'Comprender',
      `${who} llenó ${cap2} con ${x} ${unit} de arena y otro recipiente con ${y} ${unit}. ¿Cuántos ${unit} más caben en el recipiente de mayor volumen?`.replace(
        /¿Cuántos (tazas|cucharadas|botellas)/,
        '¿Cuántas $1',
      ),
      Math.abs(x - y),
      [x + y, Math.abs(x - y) + 1, Math.abs(x - y) - 1 || Math.abs(x - y) + 2, Math.max(x, y)],
      `${Math.max(x, y)} - ${Math.min(x, y)}`,
      `Se compara con la misma unidad no estandarizada: ${Math.max(x, y)} - ${Math.min(x, y)} = ${Math.abs(x - y)} ${unit}.`,
    )
  },
]

// ——— Datos: tablas, pictogramas, gráficos de barra y diagramas de puntos ———

const surveys: readonly (readonly [string, readonly string[]])[] = [
  ['su fruta favorita', ['manzana', 'plátano', 'naranja', 'pera', 'uva', 'frutilla']],
  ['su mascota favorita', ['perro', 'gato', 'pez', 'conejo', 'hámster', 'tortuga']],
  ['su color favorito', ['rojo', 'azul', 'verde', 'amarillo', 'morado', 'naranjo']],
  ['su deporte favorito', ['fútbol', 'básquetbol', 'natación', 'tenis', 'voleibol', 'atletismo']],
  [
    'el medio de transporte que usan para llegar al colegio',
    ['auto', 'micro', 'bicicleta', 'metro', 'furgón escolar', 'tren'],
  ],
  [
    'su juego favorito del recreo',
    ['la pinta', 'el luche', 'la escondida', 'saltar la cuerda', 'las bolitas', 'el trompo'],
  ],
  ['su estación del año favorita', ['verano', 'otoño', 'invierno', 'primavera']],
  ['su sabor de helado favorito', ['chocolate', 'vainilla', 'frutilla', 'chirimoya', 'piña', 'manjar']],
  ['su instrumento favorito', ['guitarra', 'flauta', 'piano', 'tambor', 'xilófono']],
  ['su comida favorita', ['pastel de choclo', 'cazuela', 'tallarines', 'empanadas', 'porotos', 'humitas']],
]
type Show = 'tabla' | 'conteo' | 'bloques' | 'pictograma' | 'barras'

interface DataSet {
  about: string
  cats: string[]
  counts: number[]
  scale: number
  show: Show
  text: string
}

/** A survey with `k` categories whose counts are multiples of `scale`, all different, described as `show`. */
function survey(r: Rng, show: Show, scale: number, max: number, k = 4): DataSet {
  const [about, all] = pick(r, surveys)
  const cats = sample(r, all, Math.min(k, all.length))
  // A pictogram shows at most 12 symbols a row.
  const steps = Array.from({ length: Math.floor(max / scale) }, (_, i) => (i + 1) * scale).filter(
    (n) => show !== 'pictograma' || n / scale <= 12,
  )
  const counts = sample(r, steps, cats.length)
  const who = pick(r, [
    'los estudiantes de 1° A',
    'un grupo de amigos',
    'los niños de la sala',
    `el curso de ${kid(r)}`,
    'los vecinos del pasaje',
  ])
  const asked = `Se preguntó ${aP(who)} por ${about}`
  const list = (f: (c: string, n: number) => string) => cats.map((c, i) => f(c, counts[i]!)).join('; ')
  const text =
    show === 'tabla'
      ? `${asked} y se anotó en una tabla: ${list((c, n) => `${c}, ${n}`)}.`
      : show === 'conteo'
        ? `${asked}. En la tabla de conteo hay ${list((c, n) => `${n} ${n === 1 ? 'marca' : 'marcas'} para ${c}`)}.`
        : show === 'bloques'
          ? `${asked}; cada respuesta es un bloque en la torre de su opción: ${list((c, n) => `${c}, ${n} ${n === 1 ? 'bloque' : 'bloques'}`)}.`
          : show === 'pictograma'
            ? `${asked} y se hizo un pictograma donde cada ★ representa ${scale === 1 ? 'a 1 persona' : `a ${scale} personas`}: ${list((c, n) => `${c}, ${'★'.repeat(n / scale)}`)}.`
            : `${asked} y se hizo un gráfico de barras${scale > 1 ? ` con el eje marcado de ${scale} en ${scale}` : ''}: ${list((c, n) => `la barra ${deP(c)} llega a ${n}`)}.`
  return { about, cats, counts, scale, show, text }
}

function mostItem(r: Rng, d: DataSet): OaQuestion {
  const most = int(r, 0, 1) === 0
  const k = d.counts.indexOf(most ? Math.max(...d.counts) : Math.min(...d.counts))
  return ask(
    r,
    'Comprender',
    `${d.text} ¿Qué opción eligieron ${most ? 'más' : 'menos'} personas?`,
    cap(d.cats[k]!),
    d.cats.filter((_, i) => i !== k).map(cap),
    `${cap(d.cats[k]!)} tiene ${d.counts[k]}, ${most ? 'la mayor' : 'la menor'} cantidad${d.show === 'pictograma' && d.scale > 1 ? ` (${d.counts[k]! / d.scale} símbolos de ${d.scale})` : ''}.`,
  )
}

function readItem(r: Rng, d: DataSet): OaQuestion {
  const k = int(r, 0, d.cats.length - 1)
  const n = d.counts[k]!
  const symbols = n / d.scale
  return num(
    r,
    'Recordar',
    `${d.text} ¿Cuántas personas eligieron ${d.cats[k]}?`,
    n,
    [symbols === n ? n + d.scale + 1 : symbols, n + d.scale, n - d.scale, ...d.counts.filter((c) => c !== n)].filter(
      (x) => x > 0,
    ),
    d.show === 'pictograma' && d.scale > 1 ? `${symbols} * ${d.scale}` : String(n),
    d.show === 'pictograma' && d.scale > 1
      ? `${symbols} símbolos de ${d.scale}: ${symbols} · ${d.scale} = ${n}.`
      : `${cap(d.cats[k]!)} tiene ${n}.`,
  )
}

function totalItem(r: Rng, d: DataSet): OaQuestion {
  const sum = d.counts.reduce((a, b) => a + b, 0)
  return num(
    r,
    'Aplicar',
    `${d.text} ¿Cuántas personas respondieron en total?`,
    sum,
    [
      sum - d.counts[0]!,
      sum + d.scale,
      sum - d.scale,
      d.show === 'pictograma' ? sum / d.scale : sum + 2 * d.scale,
    ].filter((x) => x > 0),
    d.counts.join(' + '),
    `Se suman todas las respuestas: ${d.counts.join(' + ')} = ${sum}.`,
  )
}

function differenceItem(r: Rng, d: DataSet): OaQuestion {
  const [i, j] = sample(r, [0, 1, 2, 3].slice(0, d.cats.length), 2) as [number, number]
  const [hi, lo] = d.counts[i]! > d.counts[j]! ? [i, j] : [j, i]
  const diff = d.counts[hi]! - d.counts[lo]!
  return num(
    r,
    'Aplicar',
    `${d.text} ¿Cuántas personas más eligieron ${d.cats[hi]} que ${d.cats[lo]}?`,
    diff,
    [
      d.counts[hi]! + d.counts[lo]!,
      diff + d.scale,
      diff - d.scale,
      d.show === 'pictograma' && d.scale > 1 ? diff / d.scale : diff + 2 * d.scale,
    ].filter((x) => x > 0),
    `${d.counts[hi]} - ${d.counts[lo]}`,
    `${cap(d.cats[hi]!)} tiene ${d.counts[hi]} y ${d.cats[lo]} ${d.counts[lo]}: ${d.counts[hi]} - ${d.counts[lo]} = ${diff}.`,
  )
}

/** How many symbols a pictogram needs for a count, with its scale. */
function symbolsItem(r: Rng, scale: number, max: number): OaQuestion {
  const [about, all] = pick(r, surveys)
  const cat = pick(r, all)
  const n = scale * int(r, 2, Math.min(12, Math.floor(max / scale)))
  return num(
    r,
    'Aplicar',
    `${kid(r)} preguntó a su curso por ${about} y hace un pictograma donde cada ☺ representa ${scale === 1 ? 'a 1 estudiante' : `a ${scale} estudiantes`}. Si ${n} estudiantes eligieron ${cat}, ¿cuántos ☺ dibuja para esa opción?`,
    n / scale,
    [n, n / scale + 1, n / scale - 1, n + scale].filter((x) => x > 0 && x !== n / scale),
    `${n} / ${scale}`,
    scale === 1 ? `Un ☺ por estudiante: ${n}.` : `Cada ☺ vale ${scale}: ${n} : ${scale} = ${n / scale} símbolos.`,
  )
}

/** A statement that the data support, among three that they do not. */
function conclusionItem(r: Rng, d: DataSet): OaQuestion {
  const order = d.counts.map((c, i) => [c, i] as const).sort((a, b) => b[0] - a[0])
  const [top, second, third, last] = order.map(([, i]) => d.cats[i]!)
  const c = (i: number) => order[i]![0]
  const trueOnes = [
    `${cap(top!)} fue la opción más elegida`,
    `${cap(last ?? third!)} fue la opción menos elegida`,
    `${cap(second!)} tuvo más respuestas que ${third}`,
    `${cap(top!)} tuvo ${c(0) - c(1)} respuestas más que ${second}`,
  ]
  const falseOnes = [
    `${cap(last ?? third!)} fue la opción más elegida`,
    `${cap(third!)} tuvo más respuestas que ${second}`,
    `${cap(top!)} fue la opción menos elegida`,
    `${cap(second!)} y ${top} tuvieron las mismas respuestas`,
    `${cap(top!)} tuvo ${c(0) - c(1) + d.scale} respuestas más que ${second}`,
  ]
  const k = int(r, 0, trueOnes.length - 1)
  return ask(
    r,
    'Analizar',
    `${d.text} ¿Qué conclusión es correcta?`,
    trueOnes[k]!,
    sample(r, falseOnes, falseOnes.length),
    `Ordenadas de mayor a menor: ${order.map(([n, i]) => `${d.cats[i]} (${n})`).join(', ')}.`,
  )
}

const dataMakers = (
  shows: readonly Show[],
  scales: readonly number[],
  max: number,
  kinds: readonly ((r: Rng, d: DataSet) => OaQuestion)[],
) => kinds.map((kind) => (r: Rng) => kind(r, survey(r, pick(r, shows), pick(r, scales), max)))

const ma01oa19: OaMaker[] = [
  ...dataMakers(['conteo', 'bloques', 'tabla'], [1], 9, [mostItem, readItem, totalItem, differenceItem]),
  (r) => {
    const [about, all] = pick(r, surveys)
    const answers = Array.from({ length: int(r, 8, 12) }, () => pick(r, all.slice(0, 3)))
    const cat = pick(r, all.slice(0, 3))
    const n = answers.filter((a) => a === cat).length
    if (n === 0) throw new Error('sin respuestas')
    return num(
      r,
      'Aplicar',
      `${kid(r)} preguntó a sus compañeros por ${about} y anotó: ${answers.join(', ')}. ¿Cuántas marcas debe poner para ${cat} en su tabla de conteo?`,
      n,
      [answers.length, n + 1, n - 1 || n + 2, answers.length - n].filter((x) => x > 0 && x !== n),
      String(n),
      `Se cuenta cuántas veces aparece ${cat}: ${n}.`,
    )
  },
]
const ma01oa20: OaMaker[] = [
  ...dataMakers(['pictograma'], [1], 9, [mostItem, readItem, totalItem, differenceItem]),
  (r) => symbolsItem(r, 1, 9),
]
const ma02oa22: OaMaker[] = [
  ...dataMakers(['pictograma', 'barras'], [2], 20, [mostItem, readItem, totalItem, differenceItem]),
  (r) => symbolsItem(r, 2, 20),
]
const ma03oa23: OaMaker[] = [
  ...dataMakers(['tabla', 'barras'], [1, 2, 5], 40, [mostItem, readItem, totalItem, differenceItem, conclusionItem]),
]
const ma03oa25: OaMaker[] = [
  ...dataMakers(['pictograma', 'barras'], [2, 5, 10], 60, [mostItem, readItem, totalItem, differenceItem]),
  (r) => symbolsItem(r, pick(r, [2, 5, 10]), 60),
]
const ma04oa27: OaMaker[] = [
  ...dataMakers(['pictograma', 'barras'], [5, 10], 100, [readItem, totalItem, differenceItem, conclusionItem]),
  (r) => symbolsItem(r, pick(r, [5, 10]), 100),
]

// ——— Juegos de azar con dados y monedas; experimentos aleatorios ———

/** Counts of the six faces of a die over `throws` throws, with a single most frequent face. */
function dieCounts(r: Rng, throws: number) {
  for (;;) {
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < throws; i++) counts[int(r, 0, 5)]!++
    const max = Math.max(...counts)
    if (counts.filter((c) => c === max).length === 1) return counts
  }
}
const faceList = (counts: readonly number[]) =>
  counts.map((c, i) => `${i + 1}, ${c} ${c === 1 ? 'vez' : 'veces'}`).join('; ')
const games = [
  'un juego de la oca',
  'una competencia de dados',
  'un juego de escaleras',
  'una clase de matemática',
  'un juego de mesa',
]

const dieMost = (show: 'tabla' | 'barras' | 'pictograma') => (r: Rng) => {
  const throws = int(r, 15, 30)
  const counts = dieCounts(r, throws)
  const k = counts.indexOf(Math.max(...counts))
  const who = kid(r)
  const text =
    show === 'tabla'
      ? `${who} lanzó un dado ${throws} veces en ${pick(r, games)} y anotó en una tabla: ${faceList(counts)}.`
      : show === 'barras'
        ? `${who} lanzó un dado ${throws} veces y dibujó un gráfico de barras: ${counts.map((c, i) => `la barra del ${i + 1} llega a ${c}`).join('; ')}.`
        : `${who} lanzó un dado ${throws} veces y dibujó un pictograma con un ● por lanzamiento: ${counts.map((c, i) => `${i + 1}: ${'●'.repeat(c) || 'ninguno'}`).join('; ')}.`
  return ask(
    r,
    'Comprender',
    `${text} ¿Qué número salió más veces?`,
    `El ${k + 1}`,
    sample(
      r,
      [0, 1, 2, 3, 4, 5].filter((i) => i !== k),
      5,
    ).map((i) => `El ${i + 1}`),
    `El ${k + 1} salió ${counts[k]} veces, más que cualquier otro número.`,
  )
}

const dieTotal = (r: Rng) => {
  const counts = dieCounts(r, int(r, 12, 30))
  const sum = counts.reduce((a, b) => a + b, 0)
  return num(
    r,
    'Aplicar',
    `En ${pick(r, games)}, ${kid(r)} anotó cuántas veces salió cada número del dado: ${faceList(counts)}. ¿Cuántas veces lanzó el dado?`,
    sum,
    [6, sum + 1, sum - 1, sum + 6],
    counts.join(' + '),
    `Cada lanzamiento da un número: ${counts.join(' + ')} = ${sum} lanzamientos.`,
  )
}

const coinRest = (r: Rng) => {
  const total = int(r, 10, 40)
  const heads = int(r, 3, total - 3)
  const [first, second] = pick(r, [
    ['cara', 'sello'],
    ['sello', 'cara'],
  ] as const)
  return num(
    r,
    'Aplicar',
    `${kid(r)} lanzó una moneda ${total} veces y anotó en una tabla de conteo que salió ${first} ${heads} veces. ¿Cuántas veces salió ${second}?`,
    total - heads,
    [total + heads, heads, total - heads + 1, total - heads - 1],
    `${total} - ${heads}`,
    `Cada lanzamiento es cara o sello: ${total} - ${heads} = ${total - heads}.`,
  )
}

const impossible = (r: Rng) => {
  const two = int(r, 0, 1) === 0
  if (two) {
    const key = pick(r, [1, 13, 14])
    return ask(
      r,
      'Analizar',
      `En ${pick(r, games)}, ${kid(r)} lanzará dos dados y anotará cada suma en una tabla de conteo. ¿Qué fila de su tabla sobra, porque esa suma es imposible?`,
      String(key),
      sample(r, [2, 3, 5, 6, 7, 8, 9, 11, 12], 3).map(String),
      `Con dos dados la menor suma es 1 + 1 = 2 y la mayor 6 + 6 = 12: ${key} no puede salir.`,
    )
  }
  const key = pick(r, [0, 7, 8, 9])
  return ask(
    r,
    'Comprender',
    `${kid(r)} lanzará un dado común en ${pick(r, games)} y anotará cada resultado en una tabla de conteo. ¿Qué fila de su tabla sobra, porque ese resultado es imposible?`,
    String(key),
    sample(r, [1, 2, 3, 4, 5, 6], 3).map(String),
    `Un dado común tiene las caras 1, 2, 3, 4, 5 y 6: ${key} no puede salir.`,
  )
}

const ma02oa20: OaMaker[] = [dieMost('tabla'), dieMost('pictograma'), dieTotal, coinRest, impossible]
const ma02oa21: OaMaker[] = [
  dieMost('barras'),
  dieMost('tabla'),
  dieTotal,
  coinRest,
  (r) => {
    const heads = int(r, 4, 20)
    const tails = int(r, 4, 20)
    if (heads === tails) throw new Error('iguales')
    return num(
      r,
      'Aplicar',
      `${kid(r)} lanzó una moneda muchas veces y dibujó un gráfico de barras: la barra de cara llega a ${heads} y la de sello a ${tails}. ¿Cuántas veces lanzó la moneda?`,
      heads + tails,
      [Math.abs(heads - tails), heads + tails + 1, heads + tails - 1, Math.max(heads, tails)],
      `${heads} + ${tails}`,
      `Cada lanzamiento es cara o sello: ${heads} + ${tails} = ${heads + tails}.`,
    )
  },
]

// MA03 OA 24: menor y mayor valor y punto medio.
const ma03oa24: OaMaker[] = [
  (r) => {
    const n = int(r, 6, 9)
    let values = Array.from({ length: n }, () => int(r, 2, 12))
    while ((Math.min(...values) + Math.max(...values)) % 2 !== 0)
      values = Array.from({ length: n }, () => int(r, 2, 12))
    const lo = Math.min(...values)
    const hi = Math.max(...values)
    return num(
      r,
      'Aplicar',
      `${kid(r)} lanzó dos dados ${n} veces y anotó las sumas: ${values.join(', ')}. ¿Cuál es el punto medio entre el menor y el mayor valor?`,
      (lo + hi) / 2,
      [hi - lo, lo + hi, (lo + hi) / 2 + 1, (lo + hi) / 2 - 1],
      `(${lo} + ${hi}) / 2`,
      `El menor es ${lo} y el mayor ${hi}; el punto medio está a igual distancia de ambos: (${lo} + ${hi}) : 2 = ${(lo + hi) / 2}.`,
    )
  },
  (r) => {
    const n = int(r, 6, 9)
    const values = Array.from({ length: n }, () => int(r, 1, 6))
    const most = int(r, 0, 1) === 0
    const key = most ? Math.max(...values) : Math.min(...values)
    return num(
      r,
      'Recordar',
      `En ${pick(r, games)}, ${kid(r)} lanzó un dado ${n} veces: ${values.join(', ')}. ¿Cuál fue el ${most ? 'mayor' : 'menor'} valor?`,
      key,
      [
        most ? Math.min(...values) : Math.max(...values),
        key === 6 ? 5 : key + 1,
        key === 1 ? 2 : key - 1,
        values[0]!,
        6,
        1,
      ].filter((x) => x !== key),
      String(key),
      `Ordenados: ${[...values].sort((a, b) => a - b).join(', ')}; el ${most ? 'mayor' : 'menor'} es ${key}.`,
    )
  },
  (r) => {
    const n = int(r, 5, 7)
    const values = sample(
      r,
      Array.from({ length: 11 }, (_, i) => i + 2),
      n,
    )
    const sorted = [...values].sort((a, b) => a - b)
    const place = int(r, 1, 3)
    const word = ['primer', 'segundo', 'tercer', 'cuarto'][place]!
    return num(
      r,
      'Aplicar',
      `${kid(r)} anotó las sumas de dos dados en ${n} lanzamientos: ${values.join(', ')}. Si las ordena de menor a mayor, ¿qué número queda en el ${word} lugar?`,
      sorted[place]!,
      [values[place]!, sorted[place + 1]!, sorted[place - 1]!, sorted[n - 1 - place]!],
      String(sorted[place]),
      `Ordenadas de menor a mayor: ${sorted.join(', ')}; en el ${word} lugar está ${sorted[place]}.`,
    )
  },
  (r) => {
    const n = int(r, 8, 12)
    const heads = Array.from({ length: 4 }, () => int(r, 1, n - 1))
    const lo = Math.min(...heads)
    const hi = Math.max(...heads)
    if ((lo + hi) % 2 !== 0 || lo === hi) throw new Error('punto medio no entero')
    const names = sample(r, childNames, 4)
    return num(
      r,
      'Analizar',
      `Cuatro amigos lanzaron una moneda ${n} veces cada uno y contaron las caras: ${names.map((m, i) => `${m}, ${heads[i]}`).join('; ')}. ¿Qué número está justo al medio entre la menor y la mayor cantidad de caras?`,
      (lo + hi) / 2,
      [hi - lo, (lo + hi) / 2 + 1, (lo + hi) / 2 - 1, n / 2 === (lo + hi) / 2 ? lo + hi : n / 2].filter(
        (x) => Number.isInteger(x) && x > 0,
      ),
      `(${lo} + ${hi}) / 2`,
      `La menor cantidad es ${lo} y la mayor ${hi}: (${lo} + ${hi}) : 2 = ${(lo + hi) / 2}.`,
    )
  },
  (r) => {
    const values = sample(r, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 5)
    const sorted = [...values].sort((a, b) => a - b)
    const swapped = [...sorted]
    const k = int(r, 0, 3)
    ;[swapped[k], swapped[k + 1]] = [swapped[k + 1]!, swapped[k]!]
    return ask(
      r,
      'Comprender',
      `${kid(r)} lanzó dos dados 5 veces y anotó las sumas: ${values.join(', ')}. ¿Cuál es la lista ordenada de menor a mayor?`,
      sorted.join(', '),
      [[...sorted].reverse().join(', '), swapped.join(', '), values.join(', ')],
      `De menor a mayor: ${sorted.join(', ')}; el menor valor es ${sorted[0]} y el mayor, ${sorted[4]}.`,
    )
  },
  (r) => {
    const n = int(r, 8, 12)
    const tosses = Array.from({ length: n }, () => (int(r, 0, 1) === 0 ? 'C' : 'S'))
    const face = pick(r, ['C', 'S'] as const)
    const count = tosses.filter((x) => x === face).length
    return num(
      r,
      'Recordar',
      `${kid(r)} lanzó una moneda ${n} veces y anotó C para cara y S para sello: ${tosses.join(', ')}. ¿Cuántas veces salió ${face === 'C' ? 'cara' : 'sello'}?`,
      count,
      [n - count, n, count + 1, count - 1].filter((x) => x >= 0 && x !== count),
      String(count),
      `Se cuentan las ${face} de la lista: ${count}; ${face === 'C' ? 'sello' : 'cara'} salió ${n - count} veces.`,
    )
  },
  (r) => {
    const values = Array.from({ length: int(r, 5, 7) }, () => int(r, 1, 6))
    if (Math.max(...values) === Math.min(...values)) values.push(values[0] === 6 ? 1 : 6)
    const hi = Math.max(...values)
    const lo = Math.min(...values)
    return num(
      r,
      'Analizar',
      `En un juego de dados, ${kid(r)} anotó sus puntos en cada lanzamiento: ${values.join(', ')}. ¿Cuántos puntos de diferencia hay entre su mejor y su peor lanzamiento?`,
      hi - lo,
      [hi + lo, hi, lo, hi - lo + 1].filter((x) => x !== hi - lo),
      `${hi} - ${lo}`,
      `El mayor valor es ${hi} y el menor, ${lo}: ${hi} - ${lo} = ${hi - lo}.`,
    )
  },
  (r) => {
    const [what, key, expr, why] = pick(r, [
      ['la menor suma posible al lanzar dos dados', 2, '1 + 1', 'Lo menos que muestra cada dado es 1: 1 + 1 = 2.'],
      ['la mayor suma posible al lanzar dos dados', 12, '6 + 6', 'Lo más que muestra cada dado es 6: 6 + 6 = 12.'],
      ['la mayor suma posible al lanzar tres dados', 18, '6 + 6 + 6', 'Cada dado muestra a lo más 6: 6 + 6 + 6 = 18.'],
      ['la menor suma posible al lanzar tres dados', 3, '1 + 1 + 1', 'Cada dado muestra al menos 1: 1 + 1 + 1 = 3.'],
      [
        'el punto medio entre la menor y la mayor suma de dos dados',
        7,
        '(2 + 12) / 2',
        'Las sumas van de 2 a 12: (2 + 12) : 2 = 7.',
      ],
      [
        'el punto medio entre el menor y el mayor número de un dado',
        3.5,
        '(1 + 6) / 2',
        'Un dado va de 1 a 6: (1 + 6) : 2 = 3,5.',
      ],
      [
        'la mayor cantidad de caras que pueden salir al lanzar 6 monedas',
        6,
        '6',
        'Si todas las monedas muestran cara, salen 6 caras.',
      ],
      [
        'la diferencia entre la mayor y la menor suma de dos dados',
        10,
        '12 - 2',
        'Las sumas van de 2 a 12: 12 - 2 = 10.',
      ],
      [
        'cuántos resultados distintos puede mostrar un dado común',
        6,
        '6',
        'Un dado común muestra 1, 2, 3, 4, 5 o 6: son 6 resultados.',
      ],
    ] as const)
    return num(
      r,
      'Analizar',
      `Antes de empezar un juego de azar, ${kid(r)} calcula ${what}. ¿Cuál es ese número?`,
      key,
      [key + 1, key - 1, key * 2, key + 6].filter((x) => x > 0 && x !== key),
      expr,
      why,
    )
  },
]

ma03oa24.push((r) => {
  const names = sample(r, childNames, 4)
  const points = sample(
    r,
    Array.from({ length: 17 }, (_, i) => i + 4),
    4,
  )
  const most = int(r, 0, 1) === 0
  const k = points.indexOf(most ? Math.max(...points) : Math.min(...points))
  const game = pick(r, [
    'lanzar cuatro dados y sumar los puntos',
    'lanzar una moneda 20 veces y contar las caras',
    'girar una ruleta numerada del 1 al 20',
    'sacar una ficha numerada del 1 al 20 de una bolsa',
  ])
  return ask(
    r,
    'Comprender',
    `En un juego que consiste en ${game}, ${names.map((n, i) => `${n} obtuvo ${points[i]}`).join(', ')}. ¿Quién obtuvo el ${most ? 'mayor' : 'menor'} valor?`,
    names[k]!,
    names.filter((_, i) => i !== k),
    `Ordenados de menor a mayor: ${[...points].sort((a, b) => a - b).join(', ')}; el ${most ? 'mayor' : 'menor'} es ${points[k]}, de ${names[k]}.`,
  )
})

// MA03 OA 26: diagramas de puntos.
const dotTopics = [
  ['cuántos hermanos tiene cada estudiante', 0, 4],
  ['cuántas mascotas tiene cada familia', 0, 4],
  ['cuántos libros leyó cada estudiante en el mes', 1, 6],
  ['cuántos goles marcó cada jugador', 0, 5],
  ['la talla de zapato de cada niño', 30, 35],
  ['cuántas horas duerme cada estudiante', 8, 12],
  ['cuántos dientes se le han caído a cada estudiante', 0, 5],
  ['cuántas veces fue cada estudiante a la biblioteca en la semana', 0, 5],
  ['cuántos primos tiene cada estudiante', 1, 6],
  ['la edad de los niños de un taller de ajedrez', 7, 11],
  ['cuántas frutas comió cada estudiante ayer', 0, 5],
  ['cuántas cuadras camina cada estudiante hasta el colegio', 1, 6],
] as const

function dotPlot(r: Rng) {
  const [topic, from, to] = pick(r, dotTopics)
  for (;;) {
    const counts = Array.from({ length: to - from + 1 }, () => int(r, 0, 7))
    const max = Math.max(...counts)
    if (counts.filter((c) => c === max).length === 1 && counts.reduce((a, b) => a + b, 0) >= 6) {
      const text = `Un diagrama de puntos muestra ${topic} (cada ● es un dato): ${counts.map((c, i) => `${from + i}: ${'●'.repeat(c) || 'ninguno'}`).join('; ')}.`
      return { topic, from, counts, text }
    }
  }
}

const ma03oa26: OaMaker[] = [
  (r) => {
    const d = dotPlot(r)
    const sum = d.counts.reduce((a, b) => a + b, 0)
    return num(
      r,
      'Aplicar',
      `${d.text} ¿Cuántos datos hay en total?`,
      sum,
      [d.counts.length, sum + 1, sum - 1, Math.max(...d.counts)],
      d.counts.join(' + '),
      `Cada punto es un dato: ${d.counts.join(' + ')} = ${sum}.`,
    )
  },
  (r) => {
    const d = dotPlot(r)
    const k = d.counts.indexOf(Math.max(...d.counts))
    return ask(
      r,
      'Comprender',
      `${d.text} ¿Qué valor se repite más?`,
      String(d.from + k),
      d.counts
        .map((_, i) => String(d.from + i))
        .filter((_, i) => i !== k)
        .concat([String(Math.max(...d.counts))]),
      `La columna más alta está sobre el ${d.from + k}, con ${d.counts[k]} puntos.`,
    )
  },
  (r) => {
    const d = dotPlot(r)
    const i = int(r, 0, d.counts.length - 1)
    return num(
      r,
      'Recordar',
      `${d.text} ¿Cuántos datos son iguales a ${d.from + i}?`,
      d.counts[i]!,
      [d.from + i, d.counts[i]! + 1, d.counts[i]! - 1, ...d.counts].filter((x) => x >= 0),
      String(d.counts[i]),
      `Sobre el ${d.from + i} hay ${d.counts[i]} puntos.`,
    )
  },
  (r) => {
    const d = dotPlot(r)
    const t = int(r, 1, d.counts.length - 2)
    const more = d.counts.slice(t + 1).reduce((a, b) => a + b, 0)
    return num(
      r,
      'Analizar',
      `${d.text} ¿Cuántos datos son mayores que ${d.from + t}?`,
      more,
      [more + d.counts[t]!, d.counts.slice(0, t).reduce((a, b) => a + b, 0), more + 1, more - 1].filter((x) => x >= 0),
      d.counts.slice(t + 1).join(' + ') || '0',
      `Se suman los puntos a la derecha del ${d.from + t}: ${d.counts.slice(t + 1).join(' + ')} = ${more}.`,
    )
  },
  (r) => {
    const [topic, from, to] = pick(r, dotTopics)
    const values = Array.from({ length: int(r, 7, 10) }, () => int(r, from, to))
    const v = pick(r, values)
    const n = values.filter((x) => x === v).length
    return num(
      r,
      'Aplicar',
      `${kid(r)} anotó ${topic}: ${values.join(', ')}. Al hacer el diagrama de puntos, ¿cuántos puntos dibuja sobre el ${v}?`,
      n,
      [n + 1, n - 1 || n + 2, values.length, v].filter((x) => x > 0 && x !== n),
      String(n),
      `El ${v} aparece ${n} ${n === 1 ? 'vez' : 'veces'} en la lista: ${n} puntos.`,
    )
  },
  (r) => {
    const [topic, from, to] = pick(r, dotTopics)
    const a = int(r, from, to - 1)
    const b = int(r, a + 1, to)
    const ca = int(r, 1, 8)
    let cb = int(r, 1, 8)
    if (cb === ca) cb = ca === 8 ? 7 : ca + 1
    const big = Math.max(ca, cb)
    const small = Math.min(ca, cb)
    return num(
      r,
      'Aplicar',
      `En el diagrama de puntos de ${kid(r)} sobre ${topic}, hay ${ca} puntos sobre el ${a} y ${cb} puntos sobre el ${b}. ¿Cuántos puntos más hay sobre el ${ca > cb ? a : b} que sobre el ${ca > cb ? b : a}?`,
      big - small,
      [big + small, big, small, big - small + 1].filter((x) => x !== big - small),
      `${big} - ${small}`,
      `Se restan las dos columnas: ${big} - ${small} = ${big - small}.`,
    )
  },
  (r) => {
    const [topic, from, to] = pick(r, dotTopics)
    const values = Array.from({ length: int(r, 8, 12) }, () => int(r, from, to))
    return num(
      r,
      'Comprender',
      `${kid(r)} preguntó a sus compañeros ${topic} y anotó sus respuestas: ${values.join(', ')}. Si dibuja un punto por cada respuesta, ¿cuántos puntos tendrá su diagrama?`,
      values.length,
      [values.length + 1, values.length - 1, to - from + 1, Math.max(...values)].filter((x) => x !== values.length),
      String(values.length),
      `Hay ${values.length} respuestas y cada una es un punto del diagrama.`,
    )
  },
  (r) => {
    const [topic, from, to] = pick(r, dotTopics)
    const all = Array.from({ length: to - from + 1 }, (_, i) => from + i)
    const missing = pick(r, all)
    const values = Array.from({ length: int(r, 7, 10) }, () =>
      pick(
        r,
        all.filter((x) => x !== missing),
      ),
    )
    const shown = [...new Set(values)]
    if (shown.length < 3) values.push(...all.filter((x) => x !== missing).slice(0, 3))
    const present = [...new Set(values)]
    return ask(
      r,
      'Analizar',
      `${kid(r)} registró ${topic}: ${values.join(', ')}. En su diagrama de puntos la recta va del ${from} al ${to}. ¿Sobre qué número no dibuja ningún punto?`,
      String(missing),
      sample(r, present, Math.min(3, present.length)).map(String),
      `El ${missing} no aparece en la lista, así que sobre él no va ningún punto.`,
    )
  },
]

// MA04 OA 25: encuestas y muestras aleatorias.
const ma04oa25: OaMaker[] = [
  ...dataMakers(['tabla', 'barras'], [1, 2, 5], 40, [totalItem, differenceItem, conclusionItem]),
  (r) => {
    const [about, all] = pick(r, surveys)
    const cat = pick(r, all)
    const course = int(r, 25, 40)
    const inCourse = int(r, 5, course - 5)
    const sample10 = int(r, 1, 9)
    const sampleSize = pick(r, [10, 20])
    const inSample = sampleSize === 10 ? sample10 : sample10 * 2
    return num(
      r,
      'Analizar',
      `En el curso de ${kid(r)}, ${inCourse} de ${course} estudiantes eligieron ${cat} al preguntarles por ${about}. En una muestra al azar de ${sampleSize} estudiantes de otro colegio, ${inSample} eligieron ${cat}. ¿Cuántos estudiantes de la muestra no eligieron ${cat}?`,
      sampleSize - inSample,
      [course - inCourse, inSample, sampleSize - inSample + 1, sampleSize - inSample - 1].filter(
        (x) => x > 0 && x !== sampleSize - inSample,
      ),
      `${sampleSize} - ${inSample}`,
      `La muestra tiene ${sampleSize} estudiantes: ${sampleSize} - ${inSample} = ${sampleSize - inSample}.`,
    )
  },
  (r) => {
    const [about, all] = pick(r, surveys)
    const cats = sample(r, all, 3)
    const a = sample(r, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3)
    const b = sample(r, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3)
    const topA = a.indexOf(Math.max(...a))
    const topB = b.indexOf(Math.max(...b))
    const same = topA === topB
    const key = same
      ? `En las dos, ${cats[topA]} fue lo más elegido`
      : `En el curso ganó ${cats[topA]} y en la muestra ganó ${cats[topB]}`
    const others = same
      ? [
          `En el curso ganó ${cats[(topA + 1) % 3]} y en la muestra ${cats[topA]}`,
          `En las dos, ${cats[(topA + 1) % 3]} fue lo más elegido`,
          `En las dos, ${cats[(topA + 2) % 3]} fue lo más elegido`,
        ]
      : [
          `En las dos, ${cats[topA]} fue lo más elegido`,
          `En las dos, ${cats[topB]} fue lo más elegido`,
          `En el curso ganó ${cats[topB]} y en la muestra ganó ${cats[topA]}`,
        ]
    return ask(
      r,
      'Analizar',
      `Se preguntó a los estudiantes por ${about}. En el curso: ${cats.map((c, i) => `${c}, ${a[i]}`).join('; ')}. En una muestra al azar del colegio: ${cats.map((c, i) => `${c}, ${b[i]}`).join('; ')}. ¿Qué conclusión es correcta?`,
      key,
      others,
      `En el curso lo más elegido fue ${cats[topA]} (${a[topA]}) y en la muestra ${cats[topB]} (${b[topB]}).`,
    )
  },
  (r) => {
    const [question, good, bad] = pick(r, [
      [
        'saber qué deporte prefieren los estudiantes del colegio',
        'Preguntar a estudiantes elegidos al azar de todos los cursos',
        [
          'Preguntar solo al equipo de fútbol',
          'Preguntar solo a los profesores',
          'Preguntar solo a sus mejores amigos',
        ],
      ],
      [
        'saber qué fruta prefieren los niños del barrio',
        'Preguntar a niños elegidos al azar en todo el barrio',
        [
          'Preguntar solo a quienes compran manzanas',
          'Preguntar solo a su familia',
          'Preguntar solo a los vecinos de su casa',
        ],
      ],
      [
        'saber cómo llegan al colegio los estudiantes',
        'Preguntar a estudiantes elegidos al azar de todos los cursos',
        [
          'Preguntar solo a quienes llegan en furgón',
          'Preguntar solo a los de su fila',
          'Preguntar solo a los apoderados de su curso',
        ],
      ],
      [
        'saber qué libro prefieren los lectores de la biblioteca',
        'Preguntar a lectores elegidos al azar durante varios días',
        [
          'Preguntar solo a quienes leen cómics',
          'Preguntar solo un día a una persona',
          'Preguntar solo a la bibliotecaria',
        ],
      ],
    ] as const)
    return ask(
      r,
      'Analizar',
      `${kid(r)} quiere ${question} con una muestra aleatoria. ¿Qué debe hacer?`,
      good,
      bad,
      `Una muestra aleatoria da a todos la misma posibilidad de ser elegidos: ${good.toLowerCase()}.`,
    )
  },
]

// MA04 OA 26: experimentos aleatorios, tablas y gráficos.
const colorsOf = ['rojas', 'azules', 'verdes', 'amarillas', 'blancas']
const singular: Record<string, string> = {
  rojas: 'roja',
  azules: 'azul',
  verdes: 'verde',
  amarillas: 'amarilla',
  blancas: 'blanca',
}
const ma04oa26: OaMaker[] = [
  (r) => {
    const cs = sample(r, colorsOf, 3)
    const counts = sample(r, [1, 2, 3, 4, 5, 6, 7, 8], 3)
    const most = int(r, 0, 1) === 0
    const k = counts.indexOf(most ? Math.max(...counts) : Math.min(...counts))
    const color = (c: string) => singular[c]!
    return ask(
      r,
      'Comprender',
      `En una bolsa hay ${listY(cs.map((c, i) => `${counts[i]} bolitas ${c}`))}. ${kid(r)} saca una sin mirar. ¿De qué color es ${most ? 'más' : 'menos'} probable que sea?`,
      cap(color(cs[k]!)),
      [
        ...cs.filter((_, i) => i !== k),
        pick(
          r,
          colorsOf.filter((c) => !cs.includes(c)),
        ),
      ].map((c) => cap(color(c))),
      `Hay ${counts[k]} bolitas ${cs[k]}, ${most ? 'más' : 'menos'} que de los otros colores.`,
    )
  },
  (r) => {
    const total = pick(r, [20, 24, 30, 36, 40])
    const cs = sample(r, colorsOf, 3)
    const a = int(r, 3, total / 2)
    const b = int(r, 2, total - a - 2)
    const c = total - a - b
    return num(
      r,
      'Aplicar',
      `${kid(r)} sacó una bolita de una bolsa, anotó su color y la devolvió, ${total} veces. Anotó ${a} bolitas ${cs[0]} y ${b} ${cs[1]}; las demás fueron ${cs[2]}. ¿Cuántas veces salió una bolita ${singular[cs[2]!]}?`,
      c,
      [a + b, total - a, c + 1, c - 1].filter((x) => x > 0 && x !== c),
      `${total} - ${a} - ${b}`,
      `${total} - ${a} - ${b} = ${c}.`,
    )
  },
  (r) => {
    const [event, key] = pick(r, [
      ['sacar una bolita roja de una bolsa que solo tiene bolitas rojas', 'Seguro'],
      ['sacar un 7 al lanzar un dado común', 'Imposible'],
      ['que salga cara al lanzar una moneda', 'Posible'],
      ['sacar una bolita verde de una bolsa con bolitas azules y amarillas', 'Imposible'],
      ['sacar un número menor que 7 al lanzar un dado común', 'Seguro'],
      ['sacar un 6 al lanzar un dado común', 'Posible'],
      ['que una ruleta de colores rojo y azul se detenga en rojo', 'Posible'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${kid(r)} anota en su cuaderno qué tan probable es ${event}. ¿Cómo se clasifica este resultado?`,
      key,
      ['Seguro', 'Posible', 'Imposible', 'Muy frecuente'],
      key === 'Seguro'
        ? 'Ocurre siempre: es seguro.'
        : key === 'Imposible'
          ? 'No puede ocurrir nunca: es imposible.'
          : 'Puede ocurrir o no: es posible.',
    )
  },
  (r) => {
    const spins = int(r, 20, 40)
    const cs = sample(r, ['rojo', 'azul', 'verde', 'amarillo'], 3)
    const a = int(r, 3, spins - 8)
    const b = int(r, 2, spins - a - 2)
    const c = spins - a - b
    const [x, y] = sample(r, [0, 1, 2], 2) as [number, number]
    const v = [a, b, c]
    if (v[x] === v[y]) throw new Error('iguales')
    const [hi, lo] = v[x]! > v[y]! ? [x, y] : [y, x]
    return num(
      r,
      'Analizar',
      `${kid(r)} giró una ruleta ${spins} veces e hizo un gráfico de barras con los resultados: ${cs.map((col, i) => `${col}, ${v[i]}`).join('; ')}. ¿Cuántas veces más salió ${cs[hi]} que ${cs[lo]}?`,
      v[hi]! - v[lo]!,
      [v[hi]! + v[lo]!, v[hi]! - v[lo]! + 1, v[hi]!, v[hi]! - v[lo]! - 1].filter((q) => q > 0 && q !== v[hi]! - v[lo]!),
      `${v[hi]} - ${v[lo]}`,
      `${v[hi]} - ${v[lo]} = ${v[hi]! - v[lo]!}.`,
    )
  },
]

// ——— Más preguntas de análisis ———

ma01oa07.push((r) => {
  const a = int(r, 6, 9)
  const b = int(r, 11 - a, 9)
  const rest = a + b - 10
  const key = `10 + ${rest}`
  return ask(
    r,
    'Analizar',
    `${kid(r)} quiere calcular ${a} + ${b} sin contar con los dedos. ¿Qué cálculo da el mismo resultado?`,
    key,
    [`10 + ${rest + 1}`, `10 + ${b}`, `${a} + 10`, `10 + ${rest - 1 >= 0 ? rest - 1 : rest + 2}`],
    `${a} + ${b} = ${a} + ${10 - a} + ${rest} = 10 + ${rest} = ${a + b}.`,
  )
})

ma02oa19.push((r) => {
  const [a, b] = twoKids(r)
  const [u1, u2] = sample(r, ['cuartas', 'clips', 'lápices', 'pasos', 'gomas'], 2)
  const x = int(r, 5, 12)
  const y = int(r, x + 3, 30)
  const thing = pick(r, [
    'la mesa del profesor',
    'la pizarra',
    'la puerta de la sala',
    'el diario mural',
    'el estante de la biblioteca',
  ])
  return ask(
    r,
    'Analizar',
    `${a} midió ${thing} y obtuvo ${x} ${u1}; ${b} midió lo mismo y obtuvo ${y} ${u2}. ¿Por qué obtuvieron números distintos?`,
    'Porque usaron unidades de distinto tamaño',
    [
      'Porque uno de los dos se equivocó al contar',
      `Porque ${thing} cambió de largo`,
      'Porque midieron objetos distintos',
    ],
    `Los ${u1} y los ${u2} no miden lo mismo: con una unidad más corta se necesitan más unidades. Por eso conviene usar una unidad común, como el centímetro.`,
  )
})

ma02oa21.push(impossible)

ma03oa09.push((r) => {
  const a = int(r, 3, 9)
  const b = int(r, 3, 9)
  const key = `${b} · ${a} = ${a * b}`
  return ask(
    r,
    'Analizar',
    `${kid(r)} calculó ${a * b} : ${b} = ${a}. ¿Qué multiplicación sirve para comprobar su resultado?`,
    key,
    [
      `${a * b} · ${b} = ${a * b * b}`,
      `${a} + ${b} = ${a + b}`,
      `${a} · ${a} = ${a * a}`,
      `${b} · ${b} = ${b * b}`,
    ].filter((t) => t !== key),
    `La división y la multiplicación son inversas: si ${b} · ${a} = ${a * b}, entonces ${a * b} : ${b} = ${a}.`,
  )
})

ma04oa09.push((r) => {
  const d = pick(r, [4, 5, 6, 8, 10])
  const a = int(r, 1, d - 2)
  const b = int(r, 1, d - 1 - a)
  const who = kid(r)
  return ask(
    r,
    'Analizar',
    `${who} dice que ${a}/${d} + ${b}/${d} = ${a + b}/${d + d}. ¿Cuál es su error?`,
    'Sumó también los denominadores',
    ['Restó los numeradores', 'Multiplicó los numeradores', 'Cambió el orden de las fracciones'],
    `Con igual denominador solo se suman los numeradores y el denominador se mantiene: ${a}/${d} + ${b}/${d} = ${a + b}/${d}.`,
  )
})

ma04oa12.push((r) => {
  const a = int(r, 11, 89) / 10
  const bC = int(r, 11, 99)
  if (bC % 10 === 0) throw new Error('sin centésimas')
  const b = bC / 100
  const aC = Math.round(a * 100)
  const wrong = (aC / 10 + bC) / 100
  const who = kid(r)
  return ask(
    r,
    'Analizar',
    `${who} sumó ${fmt(a)} + ${fmt(b)} y obtuvo ${fmt(wrong)}. ¿Qué error cometió?`,
    'Sumó las décimas con las centésimas',
    ['Sumó bien, el resultado es correcto', 'Restó en vez de sumar', 'Multiplicó en vez de sumar'],
    `Hay que alinear las comas: ${fmt(a)} = ${fmt(a)}0 y ${fmt(a)}0 + ${fmt(b)} = ${dec(aC + bC)}.`,
  )
})

ma04oa21.push((r) => {
  const [a, b] = twoKids(r)
  const h = int(r, 1, 3)
  const m = 5 * int(r, 1, 11)
  const other = h * 60 + m + pick(r, [-25, -15, -10, 10, 15, 25])
  const more = other > h * 60 + m ? b : a
  return ask(
    r,
    'Analizar',
    `${a} estuvo ${h} ${h === 1 ? 'hora' : 'horas'} y ${m} minutos en la biblioteca y ${b} estuvo ${other} minutos. ¿Quién estuvo más tiempo?`,
    more,
    [more === a ? b : a, 'Estuvieron el mismo tiempo', 'No se puede saber'],
    `${h} h y ${m} min = ${h * 60 + m} min; ${b} estuvo ${other} min, así que estuvo más tiempo ${more}.`,
  )
})

ma04oa25.push((r) => readItem(r, survey(r, pick(r, ['tabla', 'barras'] as const), pick(r, [1, 2, 5]), 40)))

// ——— Otras clases de ítems para los OA con menos preguntas distintas ———

// MA01 OA 20: pictogramas de lo que tiene o hizo cada estudiante, y pictogramas por elaborar o revisar.
const kidCollections = [
  { what: 'libros', one: 'un libro', did: 'leyó', didAll: 'leyeron', most: 'más libros', least: 'menos libros' },
  { what: 'flores', one: 'una flor', did: 'plantó', didAll: 'plantaron', most: 'más flores', least: 'menos flores' },
  { what: 'goles', one: 'un gol', did: 'hizo', didAll: 'hicieron', most: 'más goles', least: 'menos goles' },
  { what: 'dibujos', one: 'un dibujo', did: 'pintó', didAll: 'pintaron', most: 'más dibujos', least: 'menos dibujos' },
  {
    what: 'láminas',
    one: 'una lámina',
    did: 'pegó en su álbum',
    didAll: 'pegaron en su álbum',
    most: 'más láminas',
    least: 'menos láminas',
  },
] as const
/** Four children, each with a different count from 1 to 9, and the pictogram of their counts. */
const kidPictogram = (r: Rng) => {
  const c = pick(r, kidCollections)
  const who = sample(r, childNames, 4)
  const counts = sample(r, [1, 2, 3, 4, 5, 6, 7, 8, 9], 4)
  const text =
    `El pictograma muestra cuántos ${c.what} ${c.did} cada estudiante; cada ● es ${c.one}: ${who.map((p, i) => `${p}, ${'●'.repeat(counts[i]!)}`).join('; ')}.`.replace(
      /cuántos (flores|láminas)/,
      'cuántas $1',
    )
  return { c, who, counts, text }
}
/** Things counted one by one, for a pictogram to draw or to check. */
const tallies = [
  { about: 'los autos que pasaron frente al colegio', cats: ['rojos', 'azules', 'blancos', 'grises'] },
  { about: 'los animales que vio en el paseo al cerro', cats: ['pájaros', 'perros', 'mariposas', 'lagartijas'] },
  { about: 'las frutas de la colación del curso', cats: ['manzanas', 'plátanos', 'peras', 'naranjas'] },
  { about: 'los juguetes de la caja del curso', cats: ['autos', 'pelotas', 'muñecas', 'trompos'] },
] as const

ma01oa20.push(
  (r) => {
    const { c, who, counts, text } = kidPictogram(r)
    const most = int(r, 0, 1) === 0
    const k = counts.indexOf(most ? Math.max(...counts) : Math.min(...counts))
    return ask(
      r,
      'Comprender',
      `${text} ¿Quién ${c.did} ${most ? c.most : c.least}?`,
      who[k]!,
      who.filter((_, i) => i !== k),
      `${who[k]} tiene ${counts[k]} ${counts[k] === 1 ? 'símbolo' : 'símbolos'}, ${most ? 'más' : 'menos'} que los demás.`,
    )
  },
  (r) => {
    const { c, who, counts, text } = kidPictogram(r)
    const [i, j] = sample(r, [0, 1, 2, 3], 2) as [number, number]
    const sum = counts[i]! + counts[j]!
    const total = counts.reduce((a, b) => a + b, 0)
    return num(
      r,
      'Aplicar',
      `${text} ¿Cuántos ${c.what} ${c.didAll} ${who[i]} y ${who[j]} juntos?`.replace(
        /¿Cuántos (flores|láminas)/,
        '¿Cuántas $1',
      ),
      sum,
      [total, counts[i]!, counts[j]!, Math.abs(counts[i]! - counts[j]!)],
      `${counts[i]} + ${counts[j]}`,
      `${who[i]} tiene ${counts[i]} ● y ${who[j]} ${counts[j]} ●: ${counts[i]} + ${counts[j]} = ${sum}.`,
    )
  },
  (r) => {
    const { who, counts, text } = kidPictogram(r)
    const [i, j] = sample(r, [0, 1, 2, 3], 2) as [number, number]
    const [lo, hi] = counts[i]! < counts[j]! ? [i, j] : [j, i]
    const diff = counts[hi]! - counts[lo]!
    return num(
      r,
      'Analizar',
      `${text} ¿Cuántos ● le faltan a ${who[lo]} para tener tantos como ${who[hi]}?`,
      diff,
      [counts[hi]!, counts[lo]!, counts[hi]! + counts[lo]!, diff + 1],
      `${counts[hi]} - ${counts[lo]}`,
      `${who[hi]} tiene ${counts[hi]} ● y ${who[lo]} ${counts[lo]}: le faltan ${counts[hi]} - ${counts[lo]} = ${diff}.`,
    )
  },
  (r) => {
    const t = pick(r, tallies)
    const counts = sample(r, [2, 3, 4, 5, 6, 7, 8], 4)
    const k = int(r, 0, 3)
    const row = (i: number, n: number) => `${cap(t.cats[i]!)}: ${'●'.repeat(n)}`
    return ask(
      r,
      'Aplicar',
      `${kid(r)} contó ${t.about}: ${listY(t.cats.map((cat, i) => `${counts[i]} ${cat}`))}. Hará un pictograma con un ● por cada uno. ¿Qué fila está bien dibujada?`,
      row(k, counts[k]!),
      [0, 1, 2, 3].filter((i) => i !== k).map((i) => row(i, counts[i]! + (i % 2 === 0 ? 1 : -1))),
      `Cada fila lleva tantos ● como se contaron: ${t.cats[k]}, ${counts[k]}; las otras filas tienen uno de más o de menos.`,
    )
  },
  (r) => {
    const t = pick(r, tallies)
    const counts = sample(r, [2, 3, 4, 5, 6, 7, 8], 3)
    const k = int(r, 0, 2)
    const drawn = counts.map((n, i) => (i === k ? n + pick(r, [-1, 1]) : n))
    return ask(
      r,
      'Analizar',
      `${kid(r)} contó ${t.about}: ${listY(t.cats.slice(0, 3).map((cat, i) => `${counts[i]} ${cat}`))}. Luego dibujó este pictograma: ${t.cats
        .slice(0, 3)
        .map((cat, i) => `${cat}, ${'●'.repeat(drawn[i]!)}`)
        .join('; ')}. ¿Qué fila tiene un error?`,
      `La de ${t.cats[k]}`,
      [...[0, 1, 2].filter((i) => i !== k).map((i) => `La de ${t.cats[i]}`), 'Ninguna, está bien'],
      `Se contaron ${counts[k]} ${t.cats[k]}, pero su fila tiene ${drawn[k]} ●.`,
    )
  },
)

// MA02 OA 14: derecha e izquierda al darse vuelta, un dibujo con encima y debajo, la sala por filas.
const facing = [
  ['mira hacia la pizarra', 'mirar hacia el fondo de la sala'],
  ['mira hacia la cordillera', 'mirar hacia el mar'],
  ['camina hacia el quiosco', 'volver hacia la sala'],
  ['mira hacia el escenario', 'mirar hacia el público'],
] as const
const roomThings = ['la ventana', 'la puerta', 'el estante', 'el basurero', 'el diario mural', 'el lavamanos']
const drawnThings = ['un gato', 'una lámpara', 'una mochila', 'una pelota', 'un florero', 'un perro', 'una caja']

ma02oa14.push(
  (r) => {
    const [before, after] = pick(r, facing)
    const thing = pick(r, roomThings)
    const side = pick(r, ['derecha', 'izquierda'])
    const other = side === 'derecha' ? 'izquierda' : 'derecha'
    const who = kid(r)
    return ask(
      r,
      'Analizar',
      `${who} ${before} y tiene ${thing} a su ${side}. Si se da vuelta para ${after}, ¿a qué lado le queda ${thing}?`,
      `A su ${other}`,
      [`A su ${side}`, 'Delante', 'Detrás'],
      `Al darse media vuelta, la derecha y la izquierda se cambian: ${thing} queda a su ${other}.`,
    )
  },
  (r) => {
    const [up, down, right, left] = sample(r, drawnThings, 4) as [string, string, string, string]
    const spots = [
      [up, 'Encima de la mesa'],
      [down, 'Debajo de la mesa'],
      [right, 'A la derecha de la mesa'],
      [left, 'A la izquierda de la mesa'],
    ] as const
    const [a, key] = pick(r, spots)
    const thing = a.replace(/^una /, 'la ').replace(/^un /, 'el ')
    return ask(
      r,
      'Comprender',
      `En el dibujo de ${kid(r)} hay una mesa: ${up} está encima, ${down} está debajo, ${right} está a la derecha y ${left}, a la izquierda. ¿Dónde está ${thing}?`,
      key,
      spots.map(([, s]) => s).filter((s) => s !== key),
      `El dibujo pone ${thing} ${lower(key)}.`,
    )
  },
  (r) => {
    const n = int(r, 5, 12)
    const k = int(r, 2, n - 1)
    const who = kid(r)
    const [from, to] = pick(r, [
      ['adelante', 'atrás'],
      ['atrás', 'adelante'],
    ] as const)
    return num(
      r,
      'Aplicar',
      `En la fila del quiosco hay ${n} personas. ${who} está en el lugar ${k} contando desde ${from}. ¿En qué lugar está contando desde ${to}?`,
      n - k + 1,
      [n - k, k, n - k + 2, n + 1].filter((x) => x > 0),
      `${n} - ${k} + 1`,
      `Contando desde ${to}, antes de ${who} hay ${n} - ${k} = ${n - k} personas: está en el lugar ${n - k + 1}.`,
    )
  },
  (r) => {
    const [a, b, c, d] = sample(r, childNames, 4) as [string, string, string, string]
    const [q, key, why] = pick(r, [
      [
        `¿Quién se sienta justo delante de ${b}?`,
        a,
        `si ${b} está justo detrás de ${a}, ${a} está justo delante de ${b}`,
      ],
      [`¿Quién tiene a ${c} a su derecha?`, a, `${c} está a la derecha de ${a}`],
      [`¿Quién tiene a ${d} a su izquierda?`, b, `${d} está a la izquierda de ${b}`],
      [`¿A la izquierda de quién se sienta ${d}?`, b, `${d} está a la izquierda de ${b}`],
    ] as const)
    return ask(
      r,
      'Analizar',
      `En la sala, ${a} se sienta en la primera fila; ${b}, justo detrás de ${a}; ${c}, a la derecha de ${a}, y ${d}, a la izquierda de ${b}. ${q}`,
      key,
      [a, b, c, d].filter((x) => x !== key),
      `${cap(why)}: la respuesta es ${key}.`,
    )
  },
)

// MA02 OA 16: la huella de una cara, lo que tienen en común dos cuerpos, torres de cubos, ruedan o no.
const solidTraits: readonly (readonly [string, (s: string) => boolean])[] = [
  ['Los dos pueden rodar', (s) => s === 'esfera' || s === 'cono' || s === 'cilindro'],
  ['Los dos tienen 6 caras planas', (s) => s === 'cubo' || s === 'paralelepípedo'],
  ['Los dos tienen una superficie curva', (s) => s === 'esfera' || s === 'cono' || s === 'cilindro'],
  ['Los dos tienen vértices', (s) => s === 'cubo' || s === 'paralelepípedo' || s === 'cono'],
  ['Los dos tienen solo caras planas', (s) => s === 'cubo' || s === 'paralelepípedo'],
  ['Los dos tienen una cara plana con forma de círculo', (s) => s === 'cono' || s === 'cilindro'],
  ['Ninguno tiene caras planas', (s) => s === 'esfera'],
  ['Los dos se pueden apilar sin que se caigan', (s) => s === 'cubo' || s === 'paralelepípedo' || s === 'cilindro'],
]

ma02oa16.push(
  (r) => {
    const [face, key] = pick(r, [
      ['una cara de un dado', 'Cuadrado'],
      ['una cara de un cubo de madera', 'Cuadrado'],
      ['la cara más grande de una caja de zapatos', 'Rectángulo'],
      ['una cara de un ladrillo', 'Rectángulo'],
      ['la base de un cono de tránsito', 'Círculo'],
      ['la base de un gorro de cumpleaños con forma de cono', 'Círculo'],
      ['la base de una lata con forma de cilindro', 'Círculo'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${kid(r)} moja en pintura ${face} y la estampa en una hoja. ¿Qué figura queda dibujada?`,
      key,
      ['Cuadrado', 'Rectángulo', 'Círculo', 'Triángulo'].filter((x) => x !== key),
      `${cap(face)} es ${key === 'Círculo' ? 'un círculo' : `un ${key.toLowerCase()}`}: esa es la huella que deja.`,
    )
  },
  (r) => {
    const [a, b] = sample(r, ['cubo', 'paralelepípedo', 'esfera', 'cono', 'cilindro'], 2) as [string, string]
    const both = solidTraits.filter(([, t]) => t(a) && t(b)).map(([s]) => s)
    const not = solidTraits.filter(([, t]) => !(t(a) && t(b))).map(([s]) => s)
    if (both.length === 0) throw new Error('nada en común')
    const key = pick(r, both)
    return ask(
      r,
      'Analizar',
      `${kid(r)} compara ${withArticle(a)} con ${withArticle(b)}. ¿Qué tienen en común?`,
      key,
      sample(r, not, not.length),
      `${key} (${withArticle(a)} y ${withArticle(b)}); las otras afirmaciones no se cumplen para ambos.`,
    )
  },
  (r) => {
    const [l, w, h] = pick(r, [
      [1, 1, 2],
      [1, 1, 3],
      [1, 1, 4],
      [2, 1, 1],
      [3, 1, 1],
      [2, 2, 1],
      [2, 2, 2],
      [3, 3, 3],
      [2, 1, 3],
    ] as const)
    const n = l * w * h
    const key = l === w && w === h ? 'Cubo' : 'Paralelepípedo'
    return ask(
      r,
      'Analizar',
      `${kid(r)} junta ${n} cubos iguales y arma un bloque de ${l} ${l === 1 ? 'cubo' : 'cubos'} de largo, ${w} de ancho y ${h} de alto. ¿Qué cuerpo forma?`,
      key,
      ['Cubo', 'Paralelepípedo', 'Cono', 'Esfera', 'Cilindro'].filter((x) => x !== key),
      key === 'Cubo'
        ? `Tiene el mismo largo, ancho y alto (${l}): es un cubo más grande.`
        : `Su largo, ancho y alto no son todos iguales: sus caras son rectángulos y forma un paralelepípedo.`,
    )
  },
  (r) => {
    const rolls = int(r, 0, 1) === 0
    const yes = ['cono', 'esfera', 'cilindro']
    const no = ['cubo', 'paralelepípedo', 'pirámide de base cuadrada']
    const { object } = objectOf(r, rolls ? yes : no)
    const others = sample(r, rolls ? no : yes, 3).map((name) => pick(r, solidNamed(name).objects))
    return ask(
      r,
      'Comprender',
      `${kid(r)} separa objetos en dos grupos: los que pueden rodar y los que no. ¿Qué objeto va en el grupo de los que ${rolls ? 'pueden rodar' : 'no pueden rodar'}?`,
      cap(object),
      others.map(cap),
      rolls
        ? `${cap(object)} tiene una superficie curva y puede rodar; los demás solo tienen caras planas.`
        : `${cap(object)} solo tiene caras planas y no rueda; los demás tienen una superficie curva.`,
    )
  },
)

// MA02 OA 18: la hora de inicio, la hora en palabras, llegar a tiempo y las medias horas entre dos horas.
const durations = [
  [30, 'media hora'],
  [60, 'una hora'],
  [90, 'una hora y media'],
  [120, 'dos horas'],
] as const

ma02oa18.push(
  (r) => {
    const end = int(r, 9, 20) * 60 + pick(r, [0, 30])
    const [dur, words] = pick(r, durations)
    const event = pick(r, schedule)
    return clockItem(
      r,
      'Analizar',
      `${cap(event)} terminó ${atTime(clock(end))} y duró ${words}. ¿A qué hora empezó?`,
      end - dur,
      [end + dur, end - dur - 30, end - dur + 30],
      `${cap(words)} antes de las ${clock(end)} son las ${clock(end - dur)}: a esa hora empezó.`,
    )
  },
  (r) => {
    const m = int(r, 1, 11) * 60 + pick(r, [0, 30])
    const h = Math.floor(m / 60)
    const swapped = h <= 5 ? `las ${numberWords[h + 6]} y media` : `las ${numberWords[h - 4]} en punto`
    return ask(
      r,
      'Recordar',
      `El reloj digital de la cocina marca ${clock(m)}. ¿Qué hora es?`,
      cap(clockWords(m)),
      [clockWords(m + 30), clockWords(m + 60), m % 60 === 0 ? clockWords(m + 90) : swapped].map(cap),
      `En ${clock(m)} el número antes de los dos puntos es la hora y el de después, los minutos: ${clockWords(m)}.`,
    )
  },
  (r) => {
    const meet = int(r, 8, 18) * 60 + pick(r, [0, 30])
    const gap = pick(r, [-60, -30, 30, 60])
    const arrived = meet + gap
    const event = pick(r, ['el bus', 'la micro', 'el furgón escolar', 'el tren'])
    const say = (g: number) =>
      g === 0
        ? 'Llegó justo a la hora'
        : `Llegó ${Math.abs(g) === 30 ? 'media hora' : 'una hora'} ${g < 0 ? 'antes' : 'tarde'}`
    return ask(
      r,
      'Analizar',
      `${cap(event)} sale ${atTime(clock(meet))}. ${kid(r)} llegó al paradero cuando su reloj digital marcaba ${clock(arrived)}. ¿Qué ocurrió?`,
      say(gap),
      [-gap, 0, Math.sign(gap) * (Math.abs(gap) === 30 ? 60 : 30)].map(say),
      `De las ${clock(Math.min(meet, arrived))} a las ${clock(Math.max(meet, arrived))} hay ${Math.abs(gap) === 30 ? 'media hora' : 'una hora'}: ${lower(say(gap))}.`,
    )
  },
  (r) => {
    const a = int(r, 7, 16)
    const hours = int(r, 1, 4)
    const half = pick(r, [0, 30])
    const from = a * 60 + half
    const to = from + hours * 60
    return num(
      r,
      'Aplicar',
      `${kid(r)} ayuda en un puesto de la feria desde las ${clock(from)} hasta las ${clock(to)}. ¿Cuántas medias horas ayuda?`,
      hours * 2,
      [hours, hours * 2 + 1, hours * 60, hours * 30],
      `${hours} * 2`,
      `De las ${clock(from)} a las ${clock(to)} ${hours === 1 ? 'pasa 1 hora' : `pasan ${hours} horas`}, y cada hora tiene 2 medias horas: ${hours} · 2 = ${hours * 2}.`,
    )
  },
)

// MA02 OA 20 y OA 21: anotar resultados uno a uno, torres de bloques, números pares, dos monedas a la vez.
/** `n` results of a die (faces 1–6) or of a coin ("C"/"S"). */
const throwsOf = (r: Rng, coin: boolean, n: number) =>
  Array.from({ length: n }, () => (coin ? pick(r, ['C', 'S']) : String(int(r, 1, 6))))

const tallyFromList = (coin: boolean) => (r: Rng) => {
  const results = throwsOf(r, coin, int(r, 10, 16))
  const face = coin ? pick(r, ['C', 'S']) : pick(r, results)
  const n = results.filter((x) => x === face).length
  if (n === 0) throw new Error('sin resultados')
  const name = coin ? (face === 'C' ? 'cara' : 'sello') : `el ${face}`
  const other = coin ? results.length - n : results.filter((x) => x === pick(r, ['1', '2', '3', '4', '5', '6'])).length
  return num(
    r,
    'Aplicar',
    `${kid(r)} lanzó ${coin ? 'una moneda' : 'un dado'} ${results.length} veces y anotó cada resultado${coin ? ' (C es cara y S es sello)' : ''}: ${results.join(', ')}. ¿Cuántas marcas pone para ${name} en su tabla de conteo?`,
    n,
    [results.length, n + 1, n - 1, other, n + 2].filter((x) => x > 0),
    String(n),
    `Se cuenta cuántas veces aparece ${coin ? face : face} en la lista: ${n} ${n === 1 ? 'vez' : 'veces'}, ${n === 1 ? 'una marca' : `${n} marcas`}.`,
  )
}

const coinBlocks = (r: Rng) => {
  const heads = int(r, 3, 14)
  const tails = int(r, 3, 14)
  if (heads === tails) throw new Error('iguales')
  const [hi, lo] = heads > tails ? ['cara', 'sello'] : ['sello', 'cara']
  return num(
    r,
    'Aplicar',
    `En un juego con una moneda, ${kid(r)} pone un bloque en la torre de cara cada vez que sale cara y uno en la torre de sello cada vez que sale sello. Al final, la torre de cara tiene ${heads} bloques y la de sello, ${tails}. ¿Cuántos bloques más tiene la torre de ${hi} que la de ${lo}?`,
    Math.abs(heads - tails),
    [heads + tails, Math.max(heads, tails), Math.abs(heads - tails) + 1, Math.abs(heads - tails) - 1],
    `${Math.max(heads, tails)} - ${Math.min(heads, tails)}`,
    `Cada bloque es un lanzamiento: ${Math.max(heads, tails)} - ${Math.min(heads, tails)} = ${Math.abs(heads - tails)} bloques más.`,
  )
}

const evenCount = (show: 'tabla' | 'barras') => (r: Rng) => {
  const counts = dieCounts(r, int(r, 15, 30))
  const even = int(r, 0, 1) === 0
  const which = counts.filter((_, i) => (i + 1) % 2 === (even ? 0 : 1))
  const key = which.reduce((a, b) => a + b, 0)
  const rest = counts.reduce((a, b) => a + b, 0) - key
  const who = kid(r)
  const text =
    show === 'tabla'
      ? `${who} anotó en una tabla cuántas veces salió cada número del dado: ${faceList(counts)}.`
      : `${who} hizo un gráfico de barras con los resultados de su dado: ${counts.map((c, i) => `la barra del ${i + 1} llega a ${c}`).join('; ')}.`
  return num(
    r,
    'Analizar',
    `${text} ¿Cuántas veces salió un número ${even ? 'par' : 'impar'}?`,
    key,
    [rest, key + 1, key - 1, which.length, key + counts[0]!],
    which.join(' + '),
    `Los números ${even ? 'pares del dado son 2, 4 y 6' : 'impares del dado son 1, 3 y 5'}: ${which.join(' + ')} = ${key}.`,
  )
}

const coinTwoKids = (r: Rng) => {
  const [a, b] = twoKids(r)
  const n = pick(r, [10, 12, 15, 20])
  const x = int(r, 2, n - 2)
  const y = int(r, 2, n - 2)
  const key = n - x + (n - y)
  return num(
    r,
    'Analizar',
    `${a} lanzó una moneda ${n} veces y ${b} también; los dos anotaron sus resultados. ${a} obtuvo ${x} caras y ${b}, ${y} caras. ¿Cuántos sellos obtuvieron entre los dos?`,
    key,
    [x + y, 2 * n, n - x, n - y, key + 1],
    `(${n} - ${x}) + (${n} - ${y})`,
    `${a}: ${n} - ${x} = ${n - x} sellos; ${b}: ${n} - ${y} = ${n - y} sellos; juntos, ${key}.`,
  )
}

ma02oa20.push(tallyFromList(false), coinBlocks, evenCount('tabla'), coinTwoKids, (r) => {
  const [goal, key] = pick(r, [
    [
      'qué número sale más veces al lanzar un dado',
      'Lanzar el dado muchas veces y anotar cada resultado en una tabla de conteo',
    ],
    [
      'si sale más veces cara o sello al lanzar una moneda',
      'Lanzar la moneda muchas veces y anotar cada resultado en una tabla de conteo',
    ],
    [
      'cuántas veces sale el 6 en 20 lanzamientos de un dado',
      'Lanzar el dado 20 veces y hacer una marca cada vez que sale el 6',
    ],
  ] as const)
  return ask(
    r,
    'Comprender',
    `${kid(r)} quiere averiguar ${goal}. ¿Qué debe hacer?`,
    key,
    [
      'Lanzar una sola vez y anotar lo que salga',
      'Preguntarle a un compañero cuál es su número favorito',
      'Mirar el dado y la moneda sin lanzarlos',
    ],
    'Para responder una pregunta sobre un juego de azar se reúnen datos: se juega muchas veces y se anota cada resultado.',
  )
})

const twoCoinOutcomes = ['dos caras', 'una cara y un sello', 'dos sellos'] as const
const twoCoins = (r: Rng) => {
  const counts = [int(r, 2, 8), int(r, 6, 14), int(r, 2, 8)]
  if (new Set(counts).size < 3) throw new Error('iguales')
  const bars = twoCoinOutcomes.map((o, i) => `la barra de ${o} llega a ${counts[i]}`).join('; ')
  return { counts, text: `${kid(r)} lanzó dos monedas a la vez varias veces y dibujó un gráfico de barras: ${bars}.` }
}

ma02oa21.push(
  tallyFromList(true),
  evenCount('barras'),
  coinTwoKids,
  (r) => {
    const { counts, text } = twoCoins(r)
    const total = counts.reduce((a, b) => a + b, 0)
    return num(
      r,
      'Aplicar',
      `${text} ¿Cuántas veces lanzó las dos monedas?`,
      total,
      [total * 2, counts[1]!, total - counts[0]!, total + 1],
      counts.join(' + '),
      `Cada barra cuenta lanzamientos de las dos monedas juntas: ${counts.join(' + ')} = ${total}.`,
    )
  },
  (r) => {
    const { counts, text } = twoCoins(r)
    const most = int(r, 0, 1) === 0
    const k = counts.indexOf(most ? Math.max(...counts) : Math.min(...counts))
    return ask(
      r,
      'Comprender',
      `${text} ¿Qué resultado salió ${most ? 'más' : 'menos'} veces?`,
      cap(twoCoinOutcomes[k]!),
      [...twoCoinOutcomes.filter((_, i) => i !== k), 'dos caras y un sello'].map(cap),
      `La barra de ${twoCoinOutcomes[k]} es la ${most ? 'más alta' : 'más baja'}: ${counts[k]}.`,
    )
  },
  (r) => {
    const heads = int(r, 4, 15)
    const tails = int(r, 4, 15)
    if (heads === tails) throw new Error('iguales')
    const wrongHeads = int(r, 0, 1) === 0
    const drawnH = wrongHeads ? heads + pick(r, [-1, 1]) : heads
    const drawnT = wrongHeads ? tails : tails + pick(r, [-1, 1])
    const fix = (side: string, n: number) => `La barra de ${side} debe llegar a ${n}`
    const key = wrongHeads ? fix('cara', heads) : fix('sello', tails)
    return ask(
      r,
      'Analizar',
      `${kid(r)} anotó en una tabla los resultados de su moneda: cara, ${heads}; sello, ${tails}. En su gráfico de barras, la barra de cara llega a ${drawnH} y la de sello, a ${drawnT}. ¿Qué debe corregir?`,
      key,
      [
        wrongHeads ? fix('sello', heads) : fix('cara', tails),
        wrongHeads ? fix('sello', drawnH) : fix('cara', drawnT),
        'Nada, el gráfico está bien',
        wrongHeads ? fix('cara', tails) : fix('sello', heads),
      ],
      `La tabla dice cara ${heads} y sello ${tails}; ${wrongHeads ? `la barra de cara llega a ${drawnH}` : `la barra de sello llega a ${drawnT}`} y debe llegar a ${wrongHeads ? heads : tails}.`,
    )
  },
)

// MA03 OA 17: letras que se ven iguales en un espejo, flechas que giran, traslaciones y reflejos en cuadrícula.
const mirrorLetters = ['A', 'H', 'M', 'O', 'T', 'U', 'V', 'W', 'X', 'Y']
const plainLetters = ['F', 'G', 'J', 'L', 'N', 'P', 'R', 'S', 'Z']
const arrowWays = ['arriba', 'la derecha', 'abajo', 'la izquierda'] as const
const turns = [
  [1, 'un cuarto de vuelta'],
  [2, 'media vuelta'],
  [3, 'tres cuartos de vuelta'],
] as const

ma03oa17.push(
  (r) => {
    const key = pick(r, mirrorLetters)
    return ask(
      r,
      'Comprender',
      `${kid(r)} pone un espejo al lado de cada letra de un cartel. ¿Qué letra se ve igual en el espejo?`,
      `«${key}»`,
      sample(r, plainLetters, 3).map((x) => `«${x}»`),
      `La «${key}» tiene un eje de simetría vertical: su reflejo en el espejo es la misma letra; las otras se ven dadas vuelta.`,
    )
  },
  (r) => {
    const start = int(r, 0, 3)
    const [k, words] = pick(r, turns)
    const clockwise = int(r, 0, 1) === 0
    const end = (start + (clockwise ? k : 4 - k)) % 4
    return ask(
      r,
      'Aplicar',
      `Una flecha dibujada en una tarjeta apunta hacia ${arrowWays[start]}. ${kid(r)} rota la tarjeta ${words} en el sentido ${clockwise ? 'de' : 'contrario a'} las manillas del reloj. ¿Hacia dónde apunta ahora la flecha?`,
      `Hacia ${arrowWays[end]}`,
      arrowWays.filter((_, i) => i !== end).map((w) => `Hacia ${w}`),
      `Cada cuarto de vuelta cambia la dirección en un paso (arriba, derecha, abajo, izquierda${clockwise ? '' : ', al revés'}): la flecha termina apuntando hacia ${arrowWays[end]}.`,
    )
  },
  (r) => {
    const from = int(r, 1, 9)
    const to = int(r, 1, 9)
    if (from === to) throw new Error('sin movimiento')
    const k = Math.abs(to - from)
    const side = to > from ? 'la derecha' : 'la izquierda'
    const otherSide = to > from ? 'la izquierda' : 'la derecha'
    const figure = pick(r, ['Una estrella', 'Un barco', 'Un pez', 'Una casita', 'Un corazón'])
    return ask(
      r,
      'Analizar',
      `${figure} dibujado en papel cuadriculado está en la columna ${from}. Después de una traslación quedó en la columna ${to}, en la misma fila. ¿Cómo se trasladó?`.replace(
        /^(Una (estrella|casita)) dibujado/,
        '$1 dibujada',
      ),
      `${k} ${k === 1 ? 'cuadro' : 'cuadros'} hacia ${side}`,
      [
        `${k} ${k === 1 ? 'cuadro' : 'cuadros'} hacia ${otherSide}`,
        `${to} cuadros hacia ${side}`,
        `${k + 1} cuadros hacia ${side}`,
        `${from + to} cuadros hacia ${side}`,
      ],
      `De la columna ${from} a la ${to} hay ${Math.max(from, to)} - ${Math.min(from, to)} = ${k} ${k === 1 ? 'cuadro' : 'cuadros'} hacia ${side}.`,
    )
  },
  (r) => {
    const kind = pick(r, ['Traslación', 'Reflexión', 'Rotación'] as const)
    const own = pick(
      r,
      moves.filter(([, k]) => k === kind),
    )
    const others = (['Traslación', 'Reflexión', 'Rotación'] as const)
      .filter((k) => k !== kind)
      .map(
        (k) =>
          pick(
            r,
            moves.filter(([, m]) => m === k),
          )[0],
      )
    const noun = { Traslación: 'una traslación', Reflexión: 'una reflexión', Rotación: 'una rotación' }[kind]
    return ask(
      r,
      'Comprender',
      `¿En cuál de estas situaciones se observa ${noun}?`,
      cap(own[0]),
      [...others, 'una foto ampliada al doble de su tamaño'].map(cap),
      `En ${own[0]} hay ${noun}; en las demás hay otro movimiento o un cambio de tamaño.`,
    )
  },
  (r) => {
    const d = int(r, 1, 6)
    const side = pick(r, ['izquierda', 'derecha'])
    const other = side === 'izquierda' ? 'derecha' : 'izquierda'
    return ask(
      r,
      'Analizar',
      `En una cuadrícula hay una línea vertical que hace de espejo. Un punto está ${d} ${d === 1 ? 'cuadro' : 'cuadros'} a la ${side} de la línea. ¿Dónde queda su reflejo?`,
      `${d} ${d === 1 ? 'cuadro' : 'cuadros'} a la ${other} de la línea`,
      [
        `${d} ${d === 1 ? 'cuadro' : 'cuadros'} a la ${side} de la línea`,
        `${2 * d} cuadros a la ${other} de la línea`,
        `${d + 1} cuadros a la ${other} de la línea`,
        'Sobre la misma línea',
      ],
      `El reflejo queda al otro lado del espejo y a la misma distancia: ${d} ${d === 1 ? 'cuadro' : 'cuadros'} a la ${other}.`,
    )
  },
)

// MA03 OA 18: cuántos ángulos son mayores que uno recto, la referencia más cercana, cuántos de 45° caben.
ma03oa18.push(
  (r) => {
    const values = sample(r, [20, 30, 45, 60, 90, 100, 120, 135, 150, 170], 5)
    const bigger = int(r, 0, 1) === 0
    const key = values.filter((v) => (bigger ? v > 90 : v < 90)).length
    return num(
      r,
      'Analizar',
      `${kid(r)} midió estos ángulos: ${listY(values.map((v) => `${v}°`))}. ¿Cuántos de ellos son ${bigger ? 'mayores' : 'menores'} que un ángulo recto?`,
      key,
      [5 - key, key + 1, key - 1, values.filter((v) => (bigger ? v >= 90 : v <= 90)).length],
      String(key),
      key === 0
        ? `Un ángulo recto mide 90° y ninguno de estos ángulos es ${bigger ? 'mayor' : 'menor'} que 90°.`
        : `Un ángulo recto mide 90°; ${bigger ? 'mayores' : 'menores'} que 90° ${key === 1 ? 'es' : 'son'} ${listY(values.filter((v) => (bigger ? v > 90 : v < 90)).map((v) => `${v}°`)).replace(/^ y /, '')}: ${key}.`,
    )
  },
  (r) => {
    const v = pick(r, [35, 40, 50, 55, 80, 85, 95, 100])
    const key = Math.abs(v - 45) < Math.abs(v - 90) ? '45°' : '90°'
    return ask(
      r,
      'Comprender',
      `${kid(r)} estima un ángulo de ${v}° con sus referencias. ¿A qué medida se parece más?`,
      `A ${key}`,
      ['A 45°', 'A 90°', 'A 180°', 'A 360°'].filter((x) => x !== `A ${key}`),
      `${v}° está a ${Math.abs(v - 45)}° de 45° y a ${Math.abs(v - 90)}° de 90°: se parece más a ${key}.`,
    )
  },
  (r) => {
    const [what, total] = pick(r, [
      ['un ángulo recto', 90],
      ['un ángulo extendido, como el de un libro abierto del todo', 180],
      ['una vuelta completa', 360],
      ['un ángulo de 135°', 135],
    ] as const)
    return num(
      r,
      'Aplicar',
      `¿Cuántos ángulos de 45° caben en ${what}?`,
      total / 45,
      [total / 90, total / 45 + 1, total / 45 - 1 || total / 45 + 2, total - 45],
      `${total} / 45`,
      `${total}° : 45° = ${total / 45}.`,
    )
  },
  (r) => {
    const big = pick(r, [100, 110, 120, 130, 150])
    const small = pick(r, [30, 40, 50, 60])
    const [a, b] = twoKids(r)
    return ask(
      r,
      'Analizar',
      `${a} dibujó un ángulo de ${small}° con lados de 10 cm y ${b}, uno de ${big}° con lados de 3 cm. ${a} dice que su ángulo es mayor porque sus lados son más largos. ¿Tiene razón?`,
      `No, el ángulo de ${b} es mayor: se mide la abertura, no el largo de los lados`,
      [
        `Sí, el ángulo de ${a} es mayor porque sus lados son más largos que los de ${b}`,
        'Los dos ángulos miden lo mismo porque ambos son agudos',
        `No, los dos son mayores que un ángulo recto`,
      ],
      `${big}° es más que ${small}°: el tamaño de un ángulo es su abertura; alargar los lados no la cambia.`,
    )
  },
)

// MA04 OA 15: ubicación relativa de dos casillas, cuántas casillas tiene el mapa, recorridos y filas.
ma04oa15.push(
  (r) => {
    const c = int(r, 0, 7)
    const f = int(r, 1, 8)
    const dc = int(r, -3, 3)
    const df = int(r, -3, 3)
    if (dc === 0 || df === 0 || c + dc < 0 || c + dc > 7 || f + df < 1 || f + df > 8) throw new Error('fuera')
    const [p, q] = sample(r, places, 2)
    const say = (x: number, y: number) =>
      `${Math.abs(x)} ${Math.abs(x) === 1 ? 'columna' : 'columnas'} a la ${x > 0 ? 'derecha' : 'izquierda'} y ${Math.abs(y)} ${Math.abs(y) === 1 ? 'fila' : 'filas'} más ${y > 0 ? 'arriba' : 'abajo'}`
    return ask(
      r,
      'Analizar',
      `En un mapa con columnas de la A a la H y filas del 1 al 8, ${p} está en ${letters[c]}${f} y ${q} en ${letters[c + dc]}${f + df}. ¿Dónde está ${q} respecto ${deP(p!)}?`,
      cap(say(dc, df)),
      [say(-dc, df), say(dc, -df), say(df, dc), say(-dc, -df)].map(cap),
      `De ${letters[c]} a ${letters[c + dc]} hay ${Math.abs(dc)} ${Math.abs(dc) === 1 ? 'columna' : 'columnas'} hacia la ${dc > 0 ? 'derecha' : 'izquierda'}; de la fila ${f} a la ${f + df}, ${Math.abs(df)} hacia ${df > 0 ? 'arriba' : 'abajo'}.`,
    )
  },
  (r) => {
    const cols = int(r, 4, 8)
    const rows = int(r, 4, 9)
    return num(
      r,
      'Aplicar',
      `El mapa de un parque tiene columnas de la A a la ${letters[cols - 1]} y filas del 1 al ${rows}. ¿Cuántas casillas tiene el mapa?`,
      cols * rows,
      [cols + rows, cols * rows + cols, (cols - 1) * rows, cols * (rows - 1)],
      `${cols} * ${rows}`,
      `De la A a la ${letters[cols - 1]} hay ${cols} columnas y en cada una ${rows} casillas: ${cols} · ${rows} = ${cols * rows}.`,
    )
  },
  (r) => {
    const c1 = int(r, 0, 3)
    const f1 = int(r, 1, 4)
    const f2 = int(r, f1 + 1, 8)
    const c2 = int(r, c1 + 1, 7)
    const [p, q] = sample(r, places, 2)
    const up = f2 - f1
    const right = c2 - c1
    return num(
      r,
      'Aplicar',
      `En un mapa cuadriculado, ${kid(r)} va ${deP(p!)}, en ${letters[c1]}${f1}, ${aP(q!)}. Sube por la columna ${letters[c1]} hasta la fila ${f2} y luego avanza por esa fila hasta ${letters[c2]}${f2}. ¿Cuántas casillas recorre?`,
      up + right,
      [up * right === up + right ? up + right + 2 : up * right, up + right + 1, up, right, f2 + c2 + 1].filter(
        (x) => x > 0,
      ),
      `(${f2} - ${f1}) + (${c2 + 1} - ${c1 + 1})`,
      `Sube ${f2} - ${f1} = ${up} ${up === 1 ? 'casilla' : 'casillas'} y avanza de ${letters[c1]} a ${letters[c2]}, ${right} más: ${up} + ${right} = ${up + right}.`,
    )
  },
  (r) => {
    const chosen = sample(r, places, 5)
    const sameRow = int(r, 0, 1) === 0
    const base = [int(r, 0, 7), int(r, 1, 8)] as const
    const cols = sample(
      r,
      [0, 1, 2, 3, 4, 5, 6, 7].filter((x) => x !== base[0]),
      4,
    )
    const rows = sample(
      r,
      [1, 2, 3, 4, 5, 6, 7, 8].filter((x) => x !== base[1]),
      4,
    )
    // The key shares the row (or column) of the first place; the others share neither.
    const cells = [
      `${letters[base[0]]}${base[1]}`,
      sameRow ? `${letters[cols[0]!]}${base[1]}` : `${letters[base[0]]}${rows[0]}`,
      `${letters[cols[1]!]}${rows[1]}`,
      `${letters[cols[2]!]}${rows[2]}`,
      `${letters[cols[3]!]}${rows[3]}`,
    ]
    return ask(
      r,
      'Comprender',
      `En un mapa, ${listY(chosen.map((p, i) => `${p} está en ${cells[i]}`))}. ¿Qué lugar está en la misma ${sameRow ? 'fila' : 'columna'} que ${chosen[0]}?`,
      cap(chosen[1]!),
      [chosen[2]!, chosen[3]!, chosen[4]!].map(cap),
      `${cap(chosen[0]!)} está en ${cells[0]} y ${chosen[1]} en ${cells[1]}: ${sameRow ? `comparten el número ${base[1]}, la fila` : `comparten la letra ${letters[base[0]]}, la columna`}.`,
    )
  },
)

// MA04 OA 26: tabular resultados, barras con cuadritos que valen 2, juntar experimentos, predecir con ruletas.
ma04oa26.push(
  (r) => {
    const cs = ['rojo', 'azul', 'verde'] as const
    const results = Array.from({ length: int(r, 9, 14) }, () => pick(r, cs))
    const counts = cs.map((c) => results.filter((x) => x === c).length)
    if (counts.some((n) => n < 2)) throw new Error('pocos')
    const table = (n: readonly number[]) => cs.map((c, i) => `${c}, ${n[i]}`).join('; ')
    return ask(
      r,
      'Aplicar',
      `${kid(r)} giró una ruleta ${results.length} veces y anotó: ${results.join(', ')}. ¿Qué tabla muestra bien sus resultados?`,
      cap(table(counts)),
      [
        table([counts[0]! + 1, counts[1]!, counts[2]! - 1]),
        table([counts[0]!, counts[1]! - 1, counts[2]! + 1]),
        table([counts[0]! - 1, counts[1]! + 1, counts[2]!]),
      ].map(cap),
      `Contando cada color: ${cs.map((c, i) => `${c}, ${counts[i]}`).join('; ')}; suman ${results.length}.`,
    )
  },
  (r) => {
    const per = pick(r, [2, 5])
    const squares = int(r, 3, 9)
    const color = pick(r, ['rojo', 'azul', 'verde', 'amarillo'])
    return num(
      r,
      'Aplicar',
      `En el gráfico de barras de un experimento con una ruleta, cada cuadrito vale ${per} giros. La barra del ${color} mide ${squares} cuadritos. ¿Cuántas veces salió ${color}?`,
      per * squares,
      [squares, squares + per, per * (squares + 1), per * squares - 1],
      `${squares} * ${per}`,
      `${squares} cuadritos de ${per} giros: ${squares} · ${per} = ${per * squares}.`,
    )
  },
  (r) => {
    const n = pick(r, [20, 25, 30])
    const a = int(r, 5, n - 5)
    const b = int(r, 5, n - 5)
    const [g1, g2] = pick(r, [
      ['el grupo 1', 'el grupo 2'],
      ['el curso de 4° A', 'el de 4° B'],
    ] as const)
    return num(
      r,
      'Aplicar',
      `Para un experimento, ${g1} y ${g2} lanzaron una moneda ${n} veces cada uno. ${cap(g1)} obtuvo ${a} caras y ${g2}, ${b}. Si juntan sus resultados en una sola tabla, ¿cuántos sellos anotan?`,
      2 * n - a - b,
      [a + b, 2 * n, n - a, n - b, 2 * n - a - b + 1],
      `${n} + ${n} - ${a} - ${b}`,
      `Juntos lanzaron ${n} + ${n} = ${2 * n} veces y hubo ${a} + ${b} = ${a + b} caras: ${2 * n} - ${a + b} = ${2 * n - a - b} sellos.`,
    )
  },
  (r) => {
    const [parts, red] = pick(r, [
      [4, 3],
      [4, 1],
      [5, 4],
      [5, 1],
      [3, 2],
      [3, 1],
      [6, 5],
      [6, 1],
    ] as const)
    const unit = pick(r, [8, 10, 12])
    const spins = parts * unit
    const expected = unit * red
    const say = (x: number) => `Rojo unas ${x} veces y azul unas ${spins - x}`
    const others = [
      ...Array.from({ length: parts - 1 }, (_, i) => (i + 1) * unit)
        .filter((x) => x !== expected)
        .map(say),
      'Rojo y azul, más o menos la misma cantidad de veces',
      'Rojo en todos los giros',
    ]
    return ask(
      r,
      'Analizar',
      `Una ruleta tiene ${parts} partes iguales: ${red} ${red === 1 ? 'es roja' : 'son rojas'} y ${parts - red} ${parts - red === 1 ? 'es azul' : 'son azules'}. Si ${kid(r)} la gira ${spins} veces, ¿qué resultado es más razonable esperar?`,
      say(expected),
      others,
      `El rojo ocupa ${red} de ${parts} partes: se espera rojo en cerca de ${spins} : ${parts} · ${red} = ${expected} giros; el resultado real puede variar un poco.`,
    )
  },
)

// MA02 OA 20 y OA 21: leer grupos de cinco marcas, el número olvidado, lanzamientos que faltan, sumas de dos dados.
const tallyGroups = (r: Rng) => {
  const g = int(r, 1, 4)
  const loose = int(r, 1, 4)
  const [label, name] = pick(r, [
    ['cara', 'cara'],
    ['sello', 'sello'],
    ['4', 'el 4'],
    ['6', 'el 6'],
    ['1', 'el 1'],
  ] as const)
  return num(
    r,
    'Aplicar',
    `En la tabla de conteo de ${kid(r)}, junto a «${label}» hay ${g} ${g === 1 ? 'grupo' : 'grupos'} de cinco marcas y ${loose} ${loose === 1 ? 'marca suelta' : 'marcas sueltas'}. ¿Cuántas veces salió ${name}?`,
    g * 5 + loose,
    [g + loose, g * 5, g * 5 + loose + 1, (g + loose) * 5, g * 4 + loose],
    `${g} * 5 + ${loose}`,
    `Cada grupo tiene 5 marcas: ${g} · 5 + ${loose} = ${g * 5 + loose}.`,
  )
}

const missingFace = (show: 'tabla' | 'barras') => (r: Rng) => {
  const counts = dieCounts(r, int(r, 15, 30))
  const total = counts.reduce((a, b) => a + b, 0)
  const k = int(r, 0, 5)
  const known = counts.filter((_, i) => i !== k)
  const listed = counts
    .map((c, i) => [c, i] as const)
    .filter(([, i]) => i !== k)
    .map(([c, i]) =>
      show === 'tabla' ? `el ${i + 1}, ${c} ${c === 1 ? 'vez' : 'veces'}` : `la barra del ${i + 1} llega a ${c}`,
    )
    .join('; ')
  const who = kid(r)
  return num(
    r,
    'Analizar',
    show === 'tabla'
      ? `${who} lanzó un dado ${total} veces. En su tabla anotó: ${listed}; pero olvidó anotar el ${k + 1}. ¿Cuántas veces salió el ${k + 1}?`
      : `${who} lanzó un dado ${total} veces y empezó un gráfico de barras: ${listed}. Le falta dibujar la barra del ${k + 1}. ¿Hasta qué número debe llegar esa barra?`,
    counts[k]!,
    [
      total - known[0]!,
      counts[k]! + 1,
      counts[k]! - 1,
      Math.round(total / 6) === counts[k] ? total : Math.round(total / 6),
    ],
    `${total} - ${known.join(' - ')}`,
    `Los ${total} lanzamientos se reparten entre las seis caras: ${total} - ${known.join(' - ')} = ${counts[k]}.`,
  )
}

const moreThrows = (r: Rng) => {
  const goal = pick(r, [20, 24, 30, 40])
  const c = int(r, 2, goal / 2 - 1)
  const s = int(r, 2, goal / 2 - 1)
  return num(
    r,
    'Aplicar',
    `${kid(r)} quiere reunir ${goal} lanzamientos de una moneda para responder si sale más cara o sello. Ya anotó ${c} caras y ${s} sellos. ¿Cuántos lanzamientos le faltan?`,
    goal - c - s,
    [c + s, goal - c, goal - s, goal - c - s + 1],
    `${goal} - ${c} - ${s}`,
    `Lleva ${c} + ${s} = ${c + s} lanzamientos: ${goal} - ${c + s} = ${goal - c - s}.`,
  )
}

const sumsList = (bars: boolean) => (r: Rng) => {
  const sums = Array.from({ length: int(r, 10, 14) }, () => int(r, 1, 6) + int(r, 1, 6))
  const counts = new Map<number, number>()
  for (const x of sums) counts.set(x, (counts.get(x) ?? 0) + 1)
  const max = Math.max(...counts.values())
  const top = [...counts].filter(([, n]) => n === max)
  if (top.length !== 1) throw new Error('empate')
  const key = top[0]![0]
  const others = sample(
    r,
    [...counts.keys()].filter((x) => x !== key),
    3,
  )
  const say = (x: number) => (bars ? `La del ${x}` : String(x))
  return ask(
    r,
    'Aplicar',
    `${kid(r)} lanzó dos dados ${sums.length} veces y anotó la suma de cada lanzamiento: ${sums.join(', ')}. ${bars ? 'Al hacer un gráfico de barras con las sumas, ¿qué barra será la más alta?' : '¿Qué suma anotó más veces?'}`,
    say(key),
    [...others, ...[2, 12, 3, 11].filter((x) => x !== key)].map(say),
    `La suma ${key} aparece ${max} veces, más que cualquier otra.`,
  )
}

const axisBetween = (r: Rng) => {
  const step = pick(r, [2, 4, 10])
  const low = step * int(r, 1, 5)
  const value = low + step / 2
  const side = pick(r, ['cara', 'sello'])
  return num(
    r,
    'Analizar',
    `En el gráfico de barras de ${kid(r)}, el eje está marcado de ${step} en ${step}. La barra de ${side} termina justo en la mitad entre la marca del ${low} y la del ${low + step}. ¿Cuántas veces salió ${side}?`,
    value,
    [low, low + step, value + 1, low + 1 === value ? value + step : low + 1],
    `(${low} + ${low + step}) / 2`,
    `La mitad entre ${low} y ${low + step} es (${low} + ${low + step}) : 2 = ${value}.`,
  )
}

ma02oa20.push(tallyGroups, missingFace('tabla'), moreThrows, sumsList(false))
ma02oa21.push(missingFace('barras'), sumsList(true), axisBetween)

// MA03 OA 17: qué movimiento lleva una figura a otra, y cuánto gira una manilla.
ma03oa17.push(
  (r) => {
    const [thing, seen, key] = pick(r, [
      ['una flecha', 'la misma flecha, más a la derecha, apuntando hacia el mismo lado', 'Traslación'],
      ['una flecha', 'la misma flecha, en el mismo lugar, pero apuntando hacia abajo', 'Rotación'],
      ['una huella de zapato', 'la huella del otro pie, como si se viera en un espejo', 'Reflexión'],
      ['una letra L', 'una L dada vuelta como en un espejo', 'Reflexión'],
      ['un barco', 'el mismo barco, más arriba y sin girar', 'Traslación'],
      ['un molinete de papel', 'el mismo molinete, en el mismo lugar, con las aspas giradas', 'Rotación'],
    ] as const)
    return ask(
      r,
      'Comprender',
      `En el primer dibujo de una secuencia hay ${thing}; en el segundo se ve ${seen}. ¿Qué transformación se aplicó?`,
      key,
      ['Traslación', 'Reflexión', 'Rotación', 'Ampliación'].filter((x) => x !== key),
      key === 'Traslación'
        ? 'Cambió de lugar sin girar ni darse vuelta: es una traslación.'
        : key === 'Rotación'
          ? 'Giró en torno a un punto: es una rotación.'
          : 'Quedó dada vuelta como en un espejo: es una reflexión.',
    )
  },
  (r) => {
    const from = pick(r, [12, 3, 6, 9])
    const quarters = int(r, 1, 3)
    const to = ((from / 3 + quarters) % 4) * 3 || 12
    const words = ['un cuarto de vuelta', 'media vuelta', 'tres cuartos de vuelta', 'una vuelta completa']
    return ask(
      r,
      'Analizar',
      `La manilla larga de un reloj apunta al ${from} y gira, como siempre, hasta apuntar al ${to}. ¿Qué parte de una vuelta rotó?`,
      cap(words[quarters - 1]!),
      words.filter((_, i) => i !== quarters - 1).map(cap),
      `Del ${from} al ${to} la manilla avanza ${quarters * 3} números de 12, es decir, ${words[quarters - 1]}.`,
    )
  },
)

// MA04 OA 26: monedas simuladas con software, sumas de dos dados mayores que un número.
ma04oa26.push(
  (r) => {
    const total = pick(r, [50, 100, 200])
    const heads = int(r, Math.round(total * 0.4), Math.round(total * 0.6))
    return num(
      r,
      'Aplicar',
      `En la sala de computación, ${kid(r)} simula con un programa ${total} lanzamientos de una moneda y obtiene ${heads} caras. ¿Cuántos sellos obtuvo?`,
      total - heads,
      [heads, total / 2, total - heads + 1, total + heads],
      `${total} - ${heads}`,
      `Cada lanzamiento simulado es cara o sello: ${total} - ${heads} = ${total - heads}.`,
    )
  },
  (r) => {
    const sums = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    const counts = ways.map((w) => Math.max(0, w + int(r, -1, 1)))
    const over = pick(r, [8, 9, 10])
    const which = counts.filter((_, i) => sums[i]! > over)
    const key = which.reduce((a, b) => a + b, 0)
    return num(
      r,
      'Analizar',
      `En un experimento, ${kid(r)} lanzó dos dados muchas veces y anotó en una tabla cuántas veces salió cada suma: ${sums.map((s, i) => `suma ${s}: ${counts[i]}`).join('; ')}. ¿Cuántas veces salió una suma mayor que ${over}?`,
      key,
      [key + counts[sums.indexOf(over)]!, key - which[0]!, key + 1, which.length],
      which.join(' + '),
      `Sumas mayores que ${over}: ${sums.filter((s) => s > over).join(', ')}; ${which.join(' + ')} = ${key}.`,
    )
  },
)

// MA04 OA 26: experimentos cotidianos, pictogramas con escala, el gráfico que conviene y el dado menos frecuente.
ma04oa26.push(
  (r) => {
    const [thing, a, b] = pick(r, [
      ['una tapa de botella', 'boca arriba', 'boca abajo'],
      ['un vaso plástico', 'parado', 'de lado'],
      ['una chinche', 'con la punta hacia arriba', 'de lado'],
      ['un cono de papel', 'sobre su base', 'de lado'],
    ] as const)
    const total = pick(r, [20, 30, 40, 50])
    const x = int(r, 3, total - 3)
    return num(
      r,
      'Aplicar',
      `En un experimento, ${kid(r)} dejó caer ${thing} ${total} veces y anotó cómo quedaba: ${x} veces quedó ${a} y las demás, ${b}. ¿Cuántas veces quedó ${b}?`,
      total - x,
      [x, total + x, total - x + 1, total - x - 1],
      `${total} - ${x}`,
      `${total} - ${x} = ${total - x} veces ${b}.`,
    )
  },
  (r) => {
    const per = pick(r, [2, 5])
    const h = int(r, 2, 8)
    const t = int(r, 2, 8)
    if (h === t) throw new Error('iguales')
    return num(
      r,
      'Aplicar',
      `${kid(r)} representó su experimento con una moneda en un pictograma donde cada ■ son ${per} lanzamientos: cara, ${'■'.repeat(h)}; sello, ${'■'.repeat(t)}. ¿Cuántas veces lanzó la moneda?`,
      (h + t) * per,
      [h + t, h * per, (h + t) * per + per, t * per],
      `(${h} + ${t}) * ${per}`,
      `Hay ${h} + ${t} = ${h + t} símbolos de ${per} lanzamientos: ${h + t} · ${per} = ${(h + t) * per}.`,
    )
  },
  (r) => {
    const [exp, key] = pick(r, [
      ['cuántas veces salió cada color al girar una ruleta', 'Un gráfico de barras con una barra por color'],
      ['cuántas veces salió cada número al lanzar un dado', 'Un gráfico de barras con una barra por número'],
      [
        'cuántas caras y cuántos sellos salieron al lanzar una moneda',
        'Un gráfico de barras con una barra para cara y otra para sello',
      ],
    ] as const)
    return ask(
      r,
      'Comprender',
      `${kid(r)} quiere mostrar en un gráfico ${exp}. ¿Qué representación conviene?`,
      key,
      [
        'Una línea de tiempo con la fecha y la hora en que se hizo cada intento',
        'Un mapa con las coordenadas del lugar donde jugó',
        'Un dibujo del objeto que usó, sin números',
      ],
      'Un gráfico de barras muestra la frecuencia de cada resultado: la altura de cada barra es cuántas veces salió.',
    )
  },
  (r) => {
    const counts = [0, 0, 0, 0, 0, 0]
    const throws = pick(r, [24, 30, 36])
    for (let i = 0; i < throws; i++) counts[int(r, 0, 5)]!++
    const min = Math.min(...counts)
    if (counts.filter((c) => c === min).length !== 1) throw new Error('empate')
    const k = counts.indexOf(min)
    return ask(
      r,
      'Comprender',
      `En un experimento, ${kid(r)} lanzó un dado ${throws} veces y tabuló: ${counts.map((c, i) => `${i + 1}, ${c}`).join('; ')}. ¿Qué número salió menos veces?`,
      `El ${k + 1}`,
      sample(
        r,
        [0, 1, 2, 3, 4, 5].filter((i) => i !== k),
        5,
      ).map((i) => `El ${i + 1}`),
      `El ${k + 1} salió ${min} ${min === 1 ? 'vez' : 'veces'}, menos que los demás números.`,
    )
  },
)

// Más clases para los OA que en otras semillas quedaban cerca de 20: la tabla que corresponde a un gráfico,
// torres de bloques por número, traslaciones en dos direcciones, letras que no cambian con media vuelta,
// casillas escritas al revés y casillas vecinas en diagonal.
ma02oa20.push((r) => {
  const counts = dieCounts(r, int(r, 14, 24))
  const min = Math.min(...counts)
  if (min === 0 || counts.filter((c) => c === min).length !== 1) throw new Error('empate o torre vacía')
  const k = counts.indexOf(min)
  return ask(
    r,
    'Comprender',
    `Cada vez que sale un número del dado, ${kid(r)} pone un bloque en la torre de ese número. Al final, las torres tienen: ${counts.map((c, i) => `la del ${i + 1}, ${c} ${c === 1 ? 'bloque' : 'bloques'}`).join('; ')}. ¿Qué torre quedó más baja?`,
    `La del ${k + 1}`,
    sample(
      r,
      [0, 1, 2, 3, 4, 5].filter((i) => i !== k),
      5,
    ).map((i) => `La del ${i + 1}`),
    `La torre del ${k + 1} tiene ${min} ${min === 1 ? 'bloque' : 'bloques'}, menos que las otras: el ${k + 1} salió menos veces.`,
  )
})

ma02oa21.push(
  (r) => {
    const heads = int(r, 3, 14)
    const tails = int(r, 3, 14)
    if (heads === tails) throw new Error('iguales')
    const table = (c: number, s: number) => `Cara, ${c}; sello, ${s}`
    return ask(
      r,
      'Comprender',
      `${kid(r)} dibujó un gráfico de barras con los lanzamientos de su moneda: la barra de cara llega a ${heads} y la de sello, a ${tails}. ¿Qué tabla tiene los mismos datos?`,
      table(heads, tails),
      [table(tails, heads), table(heads, heads), table(heads + tails, tails), table(tails, tails)],
      `La altura de cada barra es el número que va en la tabla: cara, ${heads}; sello, ${tails}.`,
    )
  },
  (r) => {
    const days = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes']
    const heads = sample(r, [2, 3, 4, 5, 6, 7, 8], 5)
    const most = int(r, 0, 1) === 0
    // Ten throws a day: the most tails is the day with the fewest heads.
    const k = heads.indexOf(most ? Math.min(...heads) : Math.max(...heads))
    return ask(
      r,
      'Analizar',
      `Cada día, de lunes a viernes, ${kid(r)} lanzó una moneda 10 veces y anotó en una tabla cuántas caras obtuvo: ${days.map((d, i) => `${d}, ${heads[i]}`).join('; ')}. ¿Qué día obtuvo ${most ? 'más' : 'menos'} sellos?`,
      cap(days[k]!),
      days.filter((_, i) => i !== k).map(cap),
      `Cada día hubo 10 lanzamientos: los sellos son 10 menos las caras. El ${days[k]} tuvo ${heads[k]} caras y ${10 - heads[k]!} sellos, ${most ? 'la mayor' : 'la menor'} cantidad.`,
    )
  },
  (r) => {
    const who = sample(r, childNames, 4)
    const tries = sample(r, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 4)
    const most = int(r, 0, 1) === 0
    const k = tries.indexOf(most ? Math.max(...tries) : Math.min(...tries))
    return ask(
      r,
      'Comprender',
      `En un juego, cada estudiante lanzó un dado hasta sacar un 6, y el curso hizo un gráfico de barras con cuántos lanzamientos necesitó cada uno: ${who.map((p, i) => `${p}, ${tries[i]}`).join('; ')}. ¿Quién necesitó ${most ? 'más' : 'menos'} lanzamientos?`,
      who[k]!,
      who.filter((_, i) => i !== k),
      `La barra de ${who[k]} es la ${most ? 'más alta' : 'más baja'}: ${tries[k]} ${tries[k] === 1 ? 'lanzamiento' : 'lanzamientos'}.`,
    )
  },
)

const halfTurnLetters = ['H', 'N', 'O', 'S', 'X', 'Z']
const changedLetters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'J', 'K', 'L', 'P', 'R', 'T', 'U', 'V', 'Y']
ma03oa17.push(
  (r) => {
    const c = int(r, 1, 5)
    const f = int(r, 1, 5)
    const dc = int(r, 1, 4)
    const df = int(r, 1, 4)
    if (dc === df) throw new Error('iguales')
    const way = (x: number, y: number) =>
      `${x} ${x === 1 ? 'cuadro' : 'cuadros'} a la derecha y ${y} ${y === 1 ? 'cuadro' : 'cuadros'} hacia arriba`
    return ask(
      r,
      'Analizar',
      `En una cuadrícula, un triángulo tenía una esquina en la columna ${c}, fila ${f}. Después de una traslación, esa esquina quedó en la columna ${c + dc}, fila ${f + df}. ¿Cómo se trasladó el triángulo?`,
      cap(way(dc, df)),
      [way(df, dc), way(c + dc, f + df), way(dc + 1, df), `${dc} a la izquierda y ${df} hacia abajo`].map(cap),
      `La columna pasa de ${c} a ${c + dc} (${dc} a la derecha) y la fila de ${f} a ${f + df} (${df} hacia arriba); en una traslación toda la figura se mueve igual.`,
    )
  },
  (r) => {
    const key = pick(r, halfTurnLetters)
    return ask(
      r,
      'Analizar',
      `${kid(r)} recorta letras de cartulina y las rota media vuelta. ¿Qué letra se ve igual después de rotarla?`,
      `«${key}»`,
      sample(r, changedLetters, 3).map((x) => `«${x}»`),
      `La «${key}» queda igual después de media vuelta; las otras quedan de cabeza.`,
    )
  },
)

ma04oa15.push(
  (r) => {
    const c = int(r, 0, 7)
    const f = int(r, 1, 8)
    const cell = `${letters[c]}${f}`
    const wrong = `${f}${letters[c]}`
    return ask(
      r,
      'Analizar',
      `${kid(r)} escribió «${wrong}» para la casilla de la columna ${letters[c]} y la fila ${f} de un mapa. ¿Cómo debe escribirla?`,
      `«${cell}»: primero la letra y después el número`,
      [
        `«${wrong}»: está bien escrita`,
        `«${letters[(c + 1) % 8]}${f}»: primero la letra y después el número`,
        `«${letters[c]}${f === 8 ? 7 : f + 1}»: primero la letra y después el número`,
      ],
      `En las coordenadas del mapa se escribe la letra de la columna y luego el número de la fila: ${cell}.`,
    )
  },
  (r) => {
    const c = int(r, 1, 6)
    const f = int(r, 2, 7)
    const [h, v] = pick(r, [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const)
    const at = (x: number, y: number) => `${letters[x]}${y}`
    return ask(
      r,
      'Aplicar',
      `En un mapa cuadriculado, ${kid(r)} está en ${at(c, f)}. ¿Qué casilla está justo ${v > 0 ? 'arriba' : 'abajo'} y a la ${h > 0 ? 'derecha' : 'izquierda'}, en diagonal?`,
      at(c + h, f + v),
      [at(c - h, f + v), at(c + h, f - v), at(c - h, f - v), at(c, f + v), at(c + h, f)],
      `A la ${h > 0 ? 'derecha' : 'izquierda'} la letra pasa de ${letters[c]} a ${letters[c + h]}; ${v > 0 ? 'arriba' : 'abajo'} el número pasa de ${f} a ${f + v}: ${at(c + h, f + v)}.`,
    )
  },
)

// ——— Escenas para los OA cuyas preguntas se parecen entre sí ———

export const basica14Makers: OaMakers = {
  'MA01 OA 01': ma01oa01,
  'MA01 OA 07': ma01oa07,
  'MA01 OA 14': ma01oa14,
  'MA01 OA 16': ma01oa16,
  'MA01 OA 17': ma01oa17,
  'MA01 OA 18': ma01oa18,
  'MA01 OA 19': ma01oa19,
  'MA01 OA 20': ma01oa20,
  'MA02 OA 11': ma02oa11,
  'MA02 OA 14': ma02oa14,
  'MA02 OA 15': ma02oa15,
  'MA02 OA 16': ma02oa16,
  'MA02 OA 17': ma02oa17,
  'MA02 OA 18': ma02oa18,
  'MA02 OA 19': ma02oa19,
  'MA02 OA 20': ma02oa20,
  'MA02 OA 21': ma02oa21,
  'MA02 OA 22': ma02oa22,
  'MA03 OA 03': ma03oa03,
  'MA03 OA 07': ma03oa07,
  'MA03 OA 08': ma03oa08,
  'MA03 OA 09': ma03oa09,
  'MA03 OA 11': ma03oa11,
  'MA03 OA 14': ma03oa14,
  'MA03 OA 15': ma03oa15,
  'MA03 OA 16': ma03oa16,
  'MA03 OA 17': ma03oa17,
  'MA03 OA 18': ma03oa18,
  'MA03 OA 19': ma03oa19,
  'MA03 OA 20': ma03oa20,
  'MA03 OA 21': ma03oa21,
  'MA03 OA 22': ma03oa22,
  'MA03 OA 23': ma03oa23,
  'MA03 OA 24': ma03oa24,
  'MA03 OA 25': ma03oa25,
  'MA03 OA 26': ma03oa26,
  'MA04 OA 05': ma04oa05,
  'MA04 OA 08': ma04oa08,
  'MA04 OA 09': ma04oa09,
  'MA04 OA 10': ma04oa10,
  'MA04 OA 12': ma04oa12,
  'MA04 OA 15': ma04oa15,
  'MA04 OA 16': ma04oa16,
  'MA04 OA 17': ma04oa17,
  'MA04 OA 18': ma04oa18,
  'MA04 OA 19': ma04oa19,
  'MA04 OA 20': ma04oa20,
  'MA04 OA 21': ma04oa21,
  'MA04 OA 22': ma04oa22,
  'MA04 OA 23': ma04oa23,
  'MA04 OA 24': ma04oa24,
  'MA04 OA 25': ma04oa25,
  'MA04 OA 26': ma04oa26,
  'MA04 OA 27': ma04oa27,
}
