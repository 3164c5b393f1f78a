/**
 * The letters of the keys of one document. Items carry their options in a fixed order, so left alone the
 * keys of a document pile up under whatever letter its items happen to use. A document deals the key
 * letters instead: each multiple-choice item gets the letter used least so far in the document (ties broken
 * by the document's seed, never the letter of the item just before when another one is as little used), and
 * its options are rotated to put the key there. After n items every letter is the key of ⌊n/4⌋ or ⌈n/4⌉ of
 * them, and the same seed deals the same letters, so a re-render gives the same document.
 */

import { type Clave, claves } from '@/api/contract/documento-contenido'

export type KeyIndex = 0 | 1 | 2 | 3

/** The share of multiple-choice items whose key may be the longest option (chance is 25 %). */
export const longestKeyShare = 0.35

/** How many of `n` multiple-choice items may have the key as their longest option. */
export const longestKeysAllowed = (n: number) => (n < 4 ? n : Math.max(1, Math.floor(n * longestKeyShare)))

/** The key is the strictly longest of the four options. */
export const keyIsLongest = (q: { alternativas: readonly string[]; correcta?: number; clave?: Clave | null }) => {
  const k = q.correcta ?? claves.indexOf(q.clave as Clave)
  const lengths = q.alternativas.map((a) => a.trim().length)
  return k >= 0 && lengths.every((l, i) => i === k || l < lengths[k]!)
}

/** mulberry32: a small seeded generator for the tie-breaks. */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class KeyDealer {
  private readonly counts = [0, 0, 0, 0]
  private last = -1
  private readonly random: () => number

  constructor(seed: number) {
    this.random = generator(seed ^ 0x5bd1e995)
  }

  /** The letter (0–3) for the next item's key, among `allowed` (all four unless the options are fixed). */
  next(allowed: readonly number[] = [0, 1, 2, 3]): KeyIndex {
    const least = Math.min(...allowed.map((i) => this.counts[i]!))
    let options: number[] = allowed.filter((i) => this.counts[i] === least)
    if (options.length > 1) options = options.filter((i) => i !== this.last)
    const chosen = options[Math.floor(this.random() * options.length)]! as KeyIndex
    this.record(chosen)
    return chosen
  }

  private record(index: number) {
    this.counts[index] = (this.counts[index] ?? 0) + 1
    this.last = index
  }
}

/**
 * Options that read as an ordered scale (all numbers, ascending) are shown ascending or descending, never
 * rotated, so their key can only be where it is or at the mirrored letter.
 */
export function keepsOrder(alternativas: readonly string[]): boolean {
  const values = alternativas.map((a) => {
    const m = /^\$?\s*(-?\d+(?:[.,]\d+)?)\b/.exec(a.trim())
    return m ? Number(m[1]!.replace(',', '.')) : Number.NaN
  })
  return values.every(Number.isFinite) && values.every((v, i) => i === 0 || v > values[i - 1]!)
}

/**
 * The options rotated so that the key lands on `target`: the other options keep their cyclic order, so
 * an item written with its options in a meaningful sequence still reads naturally.
 */
export function placeKey<T>(alternativas: readonly T[], correcta: number, target: number) {
  const n = alternativas.length
  const shift = (((target - correcta) % n) + n) % n
  const out = alternativas.map((_, i) => alternativas[(i - shift + n) % n]!)
  return { alternativas: out, correcta: target }
}
