/**
 * `node --import tsx scripts/pareados-short.ts`: every Ciencias Naturales (or Historia) OA asked for 15 and for 10 questions
 * of "términos pareados" and "selección múltiple": how many come out short (fewer items than asked), how many
 * get no matching item, and, for each short OA, its written items. Measures what a matching item costs the
 * rest of the test (docs/decisions.md gives the numbers).
 *   node --import tsx scripts/pareados-short.ts           counts
 *   node --import tsx scripts/pareados-short.ts --list    also every short OA
 *   node --import tsx scripts/pareados-short.ts --historia   Historia, Geografía y Ciencias Sociales instead
 */
import type { AiRequest, EvaluacionContent } from '@/api/contract/documento-contenido'
import { PlantillasProvider } from '../server/adapters/ai/plantillas'
import { oaItems } from '../server/content/oa-items'
import { catalogueLevels, oaFor } from '../server/curriculum/catalogue'

const ai = new PlantillasProvider()
const list = process.argv.includes('--list')
const asignatura = process.argv.includes('--historia')
  ? 'Historia, Geografía y Ciencias Sociales'
  : 'Ciencias Naturales'

for (const asked of [15, 10]) {
  let total = 0
  const short: string[] = []
  const withoutMatching: string[] = []
  for (const nivel of catalogueLevels)
    for (const oa of oaFor(nivel, asignatura)) {
      total++
      const request: AiRequest = {
        tipo: 'evaluacion',
        nivel,
        asignatura,
        objetivos: [`${oa.codigo}: ${oa.descripcion}`],
        instrucciones: '',
        cantidad_preguntas: asked,
        tipos_item: process.argv.includes('--mc')
          ? ['seleccion_multiple']
          : ['terminos_pareados', 'seleccion_multiple'],
      }
      const avisos: string[] = []
      const content = (await ai.generate(request, avisos)) as EvaluacionContent
      const items = content.secciones.flatMap((s) => s.preguntas)
      const matching = items.some((q) => q.tipo === 'terminos_pareados')
      if (!matching) withoutMatching.push(oa.codigo)
      if (items.length < asked)
        short.push(
          `${oa.codigo}: ${items.length} (${oaItems.filter((i) => i.oa === oa.codigo).length} written items${matching ? '' : ', no matching item'})`,
        )
    }
  console.log(`${asked} asked: ${short.length} of ${total} OA short, ${withoutMatching.length} without a matching item`)
  if (list) for (const s of short) console.log(`  ${s}`)
}
