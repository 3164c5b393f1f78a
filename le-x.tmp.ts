import { offObjective } from './server/content/checks'
import { instrumentosLenguaje } from './server/content/lenguaje/instrumentos'
for (const code of process.argv.slice(2)) {
  const i = instrumentosLenguaje.find((x) => x.codigo === code)!
  const texto = [i.criterio.nombre, ...i.criterio.descriptores].join(' ')
  const lvl = code.slice(0, 4)
  const pass = instrumentosLenguaje.filter((o) => o.codigo !== code && o.codigo.startsWith(lvl) && !offObjective(o.codigo, { tipo: 'criterio', texto })).map((o) => o.codigo)
  console.log(code, pass.join(', '))
}
