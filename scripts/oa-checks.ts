/**
 * How the written items of Ciencias Naturales and Historia meet their OA's check (server/content/checks):
 * per subject, the share of each OA's own items that pass its check, and the share of the other OA's items of
 * the same level that pass it too (a check that lets most of them through checks nothing).
 *
 *   node --import tsx scripts/oa-checks.ts [--fallos CN05] [--cruce]
 */
import { checkedCodes, offObjective } from '../server/content/checks'
import { oaItems } from '../server/content/oa-items'
import { catalogueLevels, oaFor } from '../server/curriculum/catalogue'

const args = process.argv.slice(2)
const failuresOf = args.includes('--fallos') ? (args[args.indexOf('--fallos') + 1] ?? '') : undefined
const byOa = new Map<string, (typeof oaItems)[number][]>()
for (const item of oaItems) byOa.set(item.oa, [...(byOa.get(item.oa) ?? []), item])
const pieceOf = (item: (typeof oaItems)[number]) => ({
  tipo: 'item' as const,
  texto: item.enunciado,
  alternativas: [item.alternativas[item.correcta]],
})
const own = new Set(checkedCodes())
for (const asignatura of ['Ciencias Naturales', 'Historia, Geografía y Ciencias Sociales']) {
  let pass = 0
  let total = 0
  let crossPass = 0
  let crossTotal = 0
  let withCheck = 0
  const loose: string[] = []
  for (const nivel of catalogueLevels) {
    const oas = oaFor(nivel, asignatura)
    for (const oa of oas) {
      if (own.has(oa.codigo)) withCheck++
      const items = byOa.get(oa.codigo) ?? []
      for (const item of items) {
        total++
        const why = offObjective(oa.codigo, pieceOf(item))
        if (!why) pass++
        else if (failuresOf !== undefined && oa.codigo.startsWith(failuresOf))
          console.log(`  ${why}\n    «${item.enunciado}» → ${item.alternativas[item.correcta]}`)
      }
      let c = 0
      let ct = 0
      for (const other of oas)
        if (other.codigo !== oa.codigo)
          for (const item of byOa.get(other.codigo) ?? []) {
            ct++
            if (!offObjective(oa.codigo, pieceOf(item))) c++
          }
      crossPass += c
      crossTotal += ct
      if (ct > 0 && c / ct > 0.25) loose.push(`${oa.codigo} ${Math.round((100 * c) / ct)} %`)
    }
  }
  const pct = (a: number, b: number) => `${b === 0 ? 0 : Math.round((1000 * a) / b) / 10} %`
  console.log(
    `${asignatura}: ${pct(pass, total)} de ${total} ítems cumplen la comprobación de su OA; ${pct(crossPass, crossTotal)} de los ítems de otros OA del nivel la cumplen también; ${withCheck} OA con comprobación propia`,
  )
  if (args.includes('--cruce') && loose.length > 0)
    console.log(`  comprobaciones que dejan pasar más de un 25 % de otros OA: ${loose.join(', ')}`)
}
