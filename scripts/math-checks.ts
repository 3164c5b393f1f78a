/**
 * How the items of the Matemática item makers (server/content/matematica) meet their OA's check
 * (server/content/checks/matematica.ts): per level, the share of each OA's own items that pass its structure,
 * and the share of the other OA's items of the level that pass it too (a structure that lets most of them
 * through checks nothing). 20 draws per maker.
 *
 *   node --import tsx scripts/math-checks.ts [--fallos MA05] [--cruce]
 */
import { rngOf } from '../server/composer/math'
import { offObjective } from '../server/content/checks'
import { oaMakers } from '../server/content/matematica/index'
import type { OaQuestion } from '../server/content/matematica/types'
import { catalogueLevels, oaFor } from '../server/curriculum/catalogue'

const args = process.argv.slice(2)
const failuresOf = args.includes('--fallos') ? (args[args.indexOf('--fallos') + 1] ?? '') : undefined
const draws = 20

/** `draws` items of each maker of an OA, at its level (a draw that throws is drawn again, as the composer does). */
export function itemsOf(code: string, level: number): OaQuestion[] {
  const out: OaQuestion[] = []
  for (const [m, maker] of (oaMakers[code] ?? []).entries())
    for (let seed = 1, got = 0; got < draws && seed < draws * 5; seed++) {
      try {
        out.push(maker(rngOf(seed * 7919 + m), level))
        got++
      } catch {}
    }
  return out
}
const pieceOf = (q: OaQuestion) => ({
  tipo: 'item' as const,
  texto: q.enunciado,
  alternativas: q.alternativas,
  expresion: q.expresion,
})

let own = 0
let ownPass = 0
let cross = 0
let crossPass = 0
const loose: string[] = []
for (const [level, nivel] of catalogueLevels.entries()) {
  const oas = oaFor(nivel, 'Matemática')
  const items = new Map(oas.map((oa) => [oa.codigo, itemsOf(oa.codigo, level)]))
  for (const oa of oas) {
    for (const q of items.get(oa.codigo)!) {
      own++
      const why = offObjective(oa.codigo, pieceOf(q))
      if (!why) ownPass++
      else if (failuresOf !== undefined && oa.codigo.startsWith(failuresOf))
        console.log(`  ${why}\n    «${q.enunciado}» [${q.alternativas.join(' | ')}] ${q.expresion}`)
    }
    let c = 0
    let ct = 0
    for (const other of oas)
      if (other.codigo !== oa.codigo)
        for (const q of items.get(other.codigo)!) {
          ct++
          if (!offObjective(oa.codigo, pieceOf(q))) c++
        }
    cross += ct
    crossPass += c
    if (ct > 0 && c / ct > 0.2) loose.push(`${oa.codigo} ${Math.round((100 * c) / ct)} %`)
  }
}
const pct = (a: number, b: number) => `${b === 0 ? 0 : Math.round((10000 * a) / b) / 100} %`
const withMakers = Object.keys(oaMakers).length
console.log(
  `Matemática: ${withMakers} OA con ítems propios; ${pct(ownPass, own)} de ${own} ítems cumplen la estructura de su OA; ${pct(crossPass, cross)} de los ${cross} pares (ítem de otro OA del nivel, estructura) la cumplen también`,
)
if (args.includes('--cruce') && loose.length > 0)
  console.log(`  estructuras que dejan pasar más de un 20 % de otros OA: ${loose.join(', ')}`)
