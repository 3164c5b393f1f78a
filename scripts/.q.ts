import { resolveObjective } from '../server/curriculum/resolver'
for (const [nivel, asignatura, texto] of [['4° Básico','Matemática','porcentajes'],['4° Básico','Matemática','Resolver problemas con porcentajes'],['6° Básico','Historia','La Revolución Industrial y el ferrocarril'],['2° Medio','Matemática','Teorema de Pitágoras'],['3° Básico','Historia','Las ideas de la Ilustración y la Revolución francesa']]) {
  const r = resolveObjective(texto, { nivel, asignatura })
  console.log(texto, r.kind, r.kind === 'sin_oa' ? `${r.otroNivel?.oa.codigo} | ${r.sugerencias.map((s) => s.codigo).join(', ')}` : '')
}
