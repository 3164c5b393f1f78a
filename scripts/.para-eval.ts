import { findOa } from '../server/curriculum/catalogue'
import { resolveObjective, searchOa } from '../server/curriculum/resolver'
import { paraphrases } from '../tests/fixtures/paraphrases'
const verbose = process.argv.includes('-v')
const only = process.argv.find((a) => a.startsWith('--s='))?.slice(4)
for (const [subject, set] of Object.entries(paraphrases)) {
  if (only && subject !== only) continue
  let n = 0, top1 = 0, top3 = 0, refused = 0
  for (const [code, phrasings] of Object.entries(set)) {
    const oa = findOa(code)!
    if (!oa) { console.log('NO OA', code); continue }
    for (const texto of phrasings) {
      n++
      const r = resolveObjective(texto, { nivel: oa.nivel, asignatura: oa.asignatura })
      const ranked = r.kind === 'oa' ? [r.oa.codigo, ...r.coincidencias.map((m) => m.oa.codigo).filter((c) => c !== r.oa.codigo)] : r.kind === 'sin_oa' ? r.sugerencias.map((s) => s.codigo) : []
      if (r.kind === 'oa' && r.oa.codigo === code) top1++
      else if (verbose) console.log(`  ${r.kind === 'oa' ? 'WRONG' : 'REFUSED'} ${code} «${texto}» → ${ranked.slice(0, 3).join(', ')}${r.kind === 'sin_oa' ? ` [best ${searchOa(oa.nivel, oa.asignatura, texto, 1)[0]?.coverage ?? '-'}${r.otroNivel ? ` other ${r.otroNivel.oa.codigo} ${r.otroNivel.coverage}` : ''}]` : ''}`)
      if (r.kind !== 'oa') refused++
      if (ranked.slice(0, 3).includes(code)) top3++
    }
  }
  console.log(`${subject}: n=${n} top1=${(top1 / n * 100).toFixed(1)}% top3=${(top3 / n * 100).toFixed(1)}% refused=${refused}`)
}
import { otherLevel } from '../tests/fixtures/paraphrases/other-level'
let ok = 0, named = 0
for (const c of otherLevel) {
  const r = resolveObjective(c.texto, c)
  if (r.kind === 'sin_oa') ok++
  if (r.kind === 'sin_oa' && r.otroNivel?.oa.codigo === c.seTrabaja) named++
  else if (verbose) console.log(`  OTHER ${c.nivel} «${c.texto}» → ${r.kind === 'oa' ? `ACCEPTED ${r.oa.codigo} ${r.coincidencias[0]?.coverage}` : `refused, names ${r.otroNivel?.oa.codigo ?? 'nothing'}`} (best ${searchOa(c.nivel, c.asignatura, c.texto, 1)[0]?.coverage ?? '-'})`)
}
console.log(`other level: ${ok}/${otherLevel.length} refused, ${named} name where it is taught`)
