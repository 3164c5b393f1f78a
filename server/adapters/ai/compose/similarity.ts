/**
 * Near-duplicate questions: two statements are the same question when they share most of their words,
 * even if worded a little differently ("¿Qué gas liberan las plantas en la fotosíntesis?" / "¿Qué gas
 * liberan las plantas durante la fotosíntesis?"). Words are compared normalised (no accents, lower case),
 * without function words, cut to their first six letters so that "alimentaria" and "alimentarias" meet;
 * numbers count as words, so two computations of one kind with other data stay apart only by their data.
 */
import { contentWords, normalize } from '../../../curriculum/catalogue'

/** Words that say nothing of what a question asks. */
const filler = new Set(
  'cual cuales que qu como donde cuando cuanto cuanta cuantos cuantas esta este estos estas eso esa ese esos esas ello'.split(
    ' ',
  ),
)

const cache = new Map<string, Set<string>>()

/** The words a statement is compared by. */
export function wordsOf(text: string): Set<string> {
  const cached = cache.get(text)
  if (cached) return cached
  const words = contentWords(text)
    .filter((w) => !filler.has(w))
    .map((w) => (/^\d+$/.test(w) ? w : w.slice(0, 6)))
  // contentWords drops words of one or two characters; a short number ("12") is still data.
  const numbers = normalize(text).match(/\b\d{1,2}\b/g) ?? []
  const set = new Set([...words, ...numbers])
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
/** The composer keeps a margin under the threshold, so a reworded near-duplicate does not slip through. */
const composerThreshold = 0.4

export const similarity = (a: string, b: string) => jaccard(wordsOf(a), wordsOf(b))

/**
 * Whether a statement repeats, exactly or nearly, one of the statements already in a document. `used` may
 * also hold item ids; their words match no question.
 */
export function repeatsAny(statement: string, used: Iterable<string>): boolean {
  const words = wordsOf(statement)
  for (const other of used) {
    if (other === statement) return true
    if (jaccard(words, wordsOf(other)) > composerThreshold) return true
  }
  return false
}
