import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { generateMathItems } from '../content/matematica/math-items'
import { itemBank } from '../content/practica/bank'
import type { PracticeItem } from '../content/practica/types'
import { HttpError } from '../errors'

export type Prueba = 'PAES' | 'SIMCE'

/** Keeps the questions that read the same text together, in the order their text first appears. */
function groupByText<T extends { texto?: string | undefined }>(items: readonly T[]): T[] {
  const order: (string | T)[] = []
  const groups = new Map<string, T[]>()
  for (const item of items) {
    if (!item.texto) {
      order.push(item)
      continue
    }
    const group = groups.get(item.texto)
    if (group) group.push(item)
    else {
      groups.set(item.texto, [item])
      order.push(item.texto)
    }
  }
  return order.flatMap((entry) => (typeof entry === 'string' ? groups.get(entry)! : [entry]))
}

/**
 * `cantidad` questions for a test: mathematics is generated with computed answers; the other subjects are
 * drawn without repetition from the item bank. The seed makes a draw reproducible.
 */
export function drawItems(
  prueba: Prueba,
  asignatura: string,
  nivel: string,
  cantidad: number,
  seed: number,
): PracticeItem[] {
  if (asignatura === 'Matemática') return generateMathItems(prueba, nivel, cantidad, seed)
  const pool = itemBank.filter((i) => i.prueba === prueba && i.asignatura === asignatura && i.nivel === nivel)
  if (pool.length < cantidad) {
    throw new HttpError(
      409,
      `El banco tiene ${pool.length} preguntas de ${asignatura} para ${nivel}; pide ${pool.length} o menos.`,
    )
  }
  const rng = xoroshiro128plus(seed)
  const shuffled = [...pool]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i)
    ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
  }
  return groupByText(shuffled.slice(0, cantidad))
}
