/**
 * `node --import tsx scripts/compose.ts "HI06 OA 01"`: composes an evaluation for one OA offline, exactly as
 * `POST /api/generar-documento/` does with the default provider, and prints its questions with their keys.
 * For a newcomer who added content under server/content/ and wants to see it in a generated document.
 *   --preguntas 40      how many questions to ask (1–40; default 15). Asking 40 of an OA of Ciencias
 *                       Naturales or Historia takes every item written for it that the validator lets in.
 *   --semilla 3         another version (default 1)
 *   --buscar "texto"    also says whether a question containing the text is in the document (exit code 1
 *                       when it is not)
 */
import type { AiRequest, EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../server/adapters/ai/plantillas'
import { oaItems } from '../server/content/oa-items'
import { findOa } from '../server/curriculum/catalogue'

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}
const codigo = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
const oa = codigo ? findOa(codigo) : undefined
if (!oa) {
  console.error(`Indica el código de un OA del catálogo, por ejemplo "HI06 OA 01" (recibido: ${codigo ?? 'nada'}).`)
  process.exit(2)
}

const request: AiRequest = {
  tipo: 'evaluacion',
  nivel: oa.nivel,
  asignatura: oa.asignatura,
  objetivos: [`${oa.codigo}: ${oa.descripcion}`],
  instrucciones: '',
  cantidad_preguntas: Number(option('preguntas') ?? 15),
  semilla: Number(option('semilla') ?? 1),
}
const avisos: string[] = []
const content = (await new PlantillasProvider().generate(request, avisos)) as EvaluacionContent
console.log(
  `${oa.codigo} (${oa.nivel}, ${oa.asignatura}): ${oaItems.filter((i) => i.oa === oa.codigo).length} ítems escritos`,
)
console.log(`${content.titulo}: ${request.cantidad_preguntas} preguntas pedidas, semilla ${request.semilla}\n`)
let n = 0
for (const section of content.secciones)
  for (const q of section.preguntas) console.log(`${++n}. (${q.tipo}) ${q.enunciado}\n   ${q.respuesta_esperada}`)
for (const aviso of avisos) console.log(`\nAviso: ${aviso}`)

const wanted = option('buscar')
if (wanted) {
  const found = content.secciones.flatMap((s) => s.preguntas).find((q) => q.enunciado.includes(wanted))
  console.log(found ? `\nEncontrada: «${found.enunciado}»` : `\nNo está en el documento: «${wanted}»`)
  process.exitCode = found ? 0 : 1
}
