import { findOa } from '../server/curriculum/catalogue'
import { resolveObjective } from '../server/curriculum/resolver'
import { heldOut } from '../tests/fixtures/paraphrases/held-out'
let t1 = 0, t3 = 0, ref = 0
for (const [code, texto] of heldOut) {
  const oa = findOa(code)!
  const r = resolveObjective(texto, { nivel: oa.nivel, asignatura: oa.asignatura })
  const ranked = r.kind === 'oa' ? [r.oa.codigo, ...r.coincidencias.map((m) => m.oa.codigo).filter((c) => c !== r.oa.codigo)] : r.kind === 'sin_oa' ? r.sugerencias.map((s) => s.codigo) : []
  if (r.kind !== 'oa') ref++
  if (r.kind === 'oa' && ranked[0] === code) t1++; else console.log(r.kind, code, texto, '→', ranked.slice(0, 3).join(', '), r.kind === 'sin_oa' ? r.otroNivel?.oa.codigo : '')
  if (r.kind === 'oa' && ranked.slice(0, 3).includes(code)) t3++
}
console.log(`held-out n=${heldOut.length} top1=${t1} top3=${t3} refused=${ref}`)
