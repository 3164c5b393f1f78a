/**
 * Names as the catalogue writes them. The resolver's key terms (`terminos` in the curriculum files) are lower case
 * ("leyes de mendel", "paisajes de chile", "siglo xix"); a title or a sentence that shows one gives its names the
 * capitals the OA texts and the written items give them: a word they write only capitalised inside a sentence
 * ("Mendel", "Chile", "XIX"), never in lower case ("tierra" and "Tierra", "estado" and "Estado" stay as written).
 */

import { oaItems } from '../content/oa-items'
import { catalogueLevels, oaFor } from '../curriculum/catalogue'

const subjects = [
  'Matemática',
  'Lenguaje y Comunicación',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
]

let written: Map<string, string> | undefined

/** Lower-case word -> its capitalised form, for the words the catalogue never writes in lower case. */
function names(): Map<string, string> {
  if (written) return written
  const texts = [
    ...catalogueLevels.flatMap((nivel) => subjects.flatMap((s) => oaFor(nivel, s).flatMap((oa) => [oa.descripcion]))),
    ...oaItems.flatMap((item) => [item.enunciado, ...item.alternativas]),
  ]
  const capitalised = new Map<string, string>()
  const lower = new Set<string>()
  for (const text of texts)
    for (const m of text.matchAll(/\p{L}+/gu)) {
      const word = m[0]
      if (word === word.toLowerCase()) lower.add(word)
      // A capital after the start of a sentence, a quotation or a parenthesis marks a name.
      else if (!/(?:^|[.!?¿¡:;«"“(—–-])\s*$/.test(text.slice(0, m.index)))
        capitalised.set(word.toLowerCase(), capitalised.get(word.toLowerCase()) ?? word)
    }
  written = new Map([...capitalised].filter(([w]) => !lower.has(w)))
  return written
}

/** `text` with each lower-case word the catalogue writes only as a name in its written form. */
export const asWritten = (text: string) =>
  text.replace(/\p{L}+/gu, (word) => (word === word.toLowerCase() ? (names().get(word) ?? word) : word))
