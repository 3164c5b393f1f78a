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
