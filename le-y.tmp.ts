import { checkOf, namesPhrase } from './server/content/checks'
import { instrumentosLenguaje } from './server/content/lenguaje/instrumentos'
const [code, ...others] = process.argv.slice(2)
const i = instrumentosLenguaje.find((x) => x.codigo === code)!
const texto = [i.criterio.nombre, ...i.criterio.descriptores].join(' ')
for (const o of others) console.log(o, checkOf(o)!.conceptos.filter((c) => namesPhrase(texto, c)))
