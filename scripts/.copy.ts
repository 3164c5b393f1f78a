import { findOa } from '../server/curriculum/catalogue'
import { paraphrases } from '../tests/fixtures/paraphrases'
const words = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
for (const n of [5, 6]) {
  let c = 0
  for (const set of Object.values(paraphrases)) for (const [code, ps] of Object.entries(set)) {
    const d = ' ' + words(findOa(code)!.descripcion).join(' ') + ' '
    for (const p of ps) { const w = words(p); for (let i = 0; i + n <= w.length; i++) if (d.includes(' ' + w.slice(i, i + n).join(' ') + ' ')) { c++; if (n === 6) console.log(code, p); break } }
  }
  console.log(n, c)
}
