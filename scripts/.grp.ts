import { resolveObjectives, splitLine } from '../server/curriculum/resolver'
const show = (nivel: string, asignatura: string, line: string) => {
  const r = resolveObjectives(splitLine(line), { nivel, asignatura })
  console.log(`${nivel} «${line}»`)
  for (const x of r) console.log(`   ${x.kind === 'oa' ? x.oa.codigo : x.kind + (x.kind === 'sin_oa' && x.otroNivel ? ' → ' + x.otroNivel.oa.codigo : '')}  «${x.texto}»`)
}
show('1° Básico', 'Matemática', 'Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10')
show('2° Básico', 'Matemática', 'Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10')
show('2° Básico', 'Lenguaje', 'Escribir bien palabras con ca-co-cu, que-qui, ge-gi')
show('6° Básico', 'Matemática', 'fracciones, porcentajes')
show('6° Básico', 'Matemática', 'fracciones, teorema de Pitágoras')
show('7° Básico', 'Historia', 'Primeras civilizaciones, y por qué surgieron junto a los ríos, frente al curso')
show('2° Medio', 'Lengua y Literatura', 'Cuentos latinoamericanos contemporáneos')
show('3° Básico', 'Matemática', 'suma y resta, figuras geométricas, la hora')
show('5° Básico', 'Ciencias Naturales', 'Uso responsable de la electricidad y cómo ahorrarla en la casa')
show('5° Básico', 'Matemática', 'MA05 OA 07: fracciones, MA05 OA 09')
