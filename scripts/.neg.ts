import { resolveObjective, searchOa, searchSubject } from '../server/curriculum/resolver'
import { otherLevel } from '../tests/fixtures/paraphrases/other-level'
for (const c of otherLevel) {
  const b = searchOa(c.nivel, c.asignatura, c.texto, 1)[0]
  const g = searchSubject(c.asignatura, c.texto, 1)[0]
  console.log(`${(b?.coverage ?? 0).toFixed(2)} vs ${g?.coverage} ${g?.oa.codigo} «${c.texto}» ${b?.oa.codigo ?? ''}`)
}
