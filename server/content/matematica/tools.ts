/**
 * What an item maker of one Matemática OA needs: a seeded random source, exact fractions, numbers written as
 * Chilean texts write them ("1.234,5") and `item`, which puts the key among its distractors in a seeded
 * order. The types are in `types.ts`; nothing here imports the composer.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import type { Habilidad } from '@/api/contract/documento-contenido'
import { formatNumber } from './math-items'
import type { OaMaker, OaMakers, OaQuestion, Rng } from './types'

export { default as Fraction } from 'fraction.js'
export type { OaMaker, OaMakers, OaQuestion, Rng }
export { formatNumber }

/** First names of Chilean children, for the people of the statements. */
export const childNames = [
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
] as const

export const int = (r: Rng, from: number, to: number) => uniformInt(r, from, to)
export const pick = <T>(r: Rng, values: readonly T[]): T => values[int(r, 0, values.length - 1)]!

/** `count` distinct values of `values`, in a seeded order. */
export function sample<T>(r: Rng, values: readonly T[], count: number): T[] {
  const pool = [...values]
  for (let i = pool.length - 1; i > 0; i--) {
    const j = int(r, 0, i)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, count)
}

/**
 * An item with its key first among `others`: the first three distinct texts other than the key become the
 * distractors and the four are shuffled. It throws when fewer than three distinct distractors remain (the
 * composer then draws again). `expresion` is the calculation whose value is the key, written with + - * / and
 * parentheses over integers and fractions so a test recomputes it; a concept item (which figure, which
 * graph) leaves it empty and is never turned into a worked item.
 */
export function item(
  r: Rng,
  q: {
    habilidad: Habilidad
    enunciado: string
    correct: string
    others: readonly string[]
    expresion: string
    solucion: string
  },
): OaQuestion {
  const texts = [q.correct, ...q.others.filter((o) => o !== q.correct)]
    .filter((t, i, all) => all.indexOf(t) === i)
    .slice(0, 4)
  if (texts.length < 4) throw new Error('alternativas insuficientes')
  const order = sample(r, texts, 4)
  return {
    habilidad: q.habilidad,
    enunciado: q.enunciado,
    alternativas: order as [string, string, string, string],
    correcta: order.indexOf(q.correct) as 0 | 1 | 2 | 3,
    expresion: q.expresion,
    solucion: q.solucion,
  }
}

// ——— Pieces the makers of several levels share ———

/** A concept item (which expression, which type, which statement, which point): no calculation to recompute. */
export const concept = (
  r: Rng,
  habilidad: Habilidad,
  enunciado: string,
  correct: string,
  others: readonly string[],
  solucion: string,
): OaQuestion => item(r, { habilidad, enunciado, correct, others, expresion: '', solucion })

export const kid = (r: Rng) => pick(r, childNames)
export const twoKids = (r: Rng) => sample(r, childNames, 2) as [string, string]
export const threeKids = (r: Rng) => sample(r, childNames, 3) as [string, string, string]
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * An item whose key is not the strictly longest option when a distractor as long exists: distractors are
 * de-duplicated without regard to case and one at least as long as the key takes the third place.
 */
export function ask(
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
export const shown = (n: number, unit = '') =>
  unit === '$'
    ? `$${formatNumber(n)}`
    : unit === '°'
      ? `${formatNumber(n)}°`
      : unit
        ? `${formatNumber(n)} ${unit}`
        : formatNumber(n)

/**
 * A computed item: `key` and the values of typical mistakes in `wrong`, padded with neighbours of the key
 * (never below `min`), all shown with `unit`. A whole key has whole distractors only.
 */
export function num(
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
  const whole = Number.isInteger(key)
  const step = whole ? 1 : key * 100 === Math.round(key * 100) && !Number.isInteger(key * 10) ? 0.01 : 0.1
  const round = (x: number) => Math.round(x * 100) / 100
  const pad = [1, -1, 2, -2, 10, -10, 3, -3, 5].map((k) => round(key + k * step))
  const values: number[] = []
  for (const w of [...wrong, ...pad].map(round))
    if (w !== key && w >= min && (!whole || Number.isInteger(w)) && !values.includes(w) && Math.abs(w - key) > 0.006)
      values.push(w)
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
