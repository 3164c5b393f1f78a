/**
 * Near-duplicate questions: two statements are the same question when they share most of their words,
 * even if worded a little differently ("¿Qué gas liberan las plantas en la fotosíntesis?" / "¿Qué gas
 * liberan las plantas durante la fotosíntesis?"). Words are compared normalised (no accents, lower case),
 * without function words, cut to their first six letters so that "alimentaria" and "alimentarias" meet;
 * numbers count as words, so two computations of one kind with other data stay apart only by their data.
 */
import { normalize } from '../curriculum/catalogue'

/** Function words: articles, prepositions, conjunctions, pronouns, interrogatives. */
const functionWords = new Set(
  [
    'el la los las lo un una unos unas al del de en y e o u a ante bajo con contra desde entre hacia hasta para',
    'por segun sin sobre tras que qu cual cuales como donde cuando cuanto cuanta cuantos cuantas se su sus es',
    'son esta este estos estas eso esa ese esos esas mas etc otros otras',
  ]
    .join(' ')
    .split(' '),
)

const cache = new Map<string, Set<string>>()

/** The words a statement is compared by. */
export function wordsOf(text: string): Set<string> {
  const cached = cache.get(text)
  if (cached) return cached
  const set = new Set(
    normalize(text)
      .split(' ')
      .filter((w) => (w.length > 2 || /^\d+$/.test(w)) && !functionWords.has(w))
      .map((w) => (/^\d+$/.test(w) ? w : w.slice(0, 6))),
  )
  if (cache.size > 5000) cache.clear()
  cache.set(text, set)
  return set
}

/** Jaccard similarity of two word sets: shared words over all words (0 when both are empty). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0
  for (const w of a) if (b.has(w)) shared++
  const union = a.size + b.size - shared
  return union === 0 ? 0 : shared / union
}

/** Above this share of shared words two questions count as the same question. */
export const sameQuestionThreshold = 0.5

export const similarity = (a: string, b: string) => jaccard(wordsOf(a), wordsOf(b))

/**
 * Whether a statement repeats, exactly or nearly (more than `threshold` of shared words), one of the
 * statements already in a document. `used` may also hold item ids; their words match no question.
 */
export function repeatsAny(statement: string, used: Iterable<string>, threshold = sameQuestionThreshold): boolean {
  const words = wordsOf(statement)
  for (const other of used) {
    if (other === statement) return true
    if (jaccard(words, wordsOf(other)) > threshold) return true
  }
  return false
}
