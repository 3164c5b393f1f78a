/**
 * Generation time of every kind of document, offline: the `plantillas` draft or the drawn questions, the
 * Word rendering and the packing of the .docx. Each kind is warmed up once, then timed over several runs.
 * For the AI kinds it also times what the editor asks for: the re-rendering of an edited content (what
 * PUT /documentos/{id} does besides two small writes) and the regeneration of one element.
 */
import { performance } from 'node:perf_hooks'
import type { DocumentType } from '@/domain/catalog'
import { PlantillasProvider } from '../server/adapters/ai/plantillas'
import { renderAiDocument } from '../server/documents/render-ai'
import { sampleAiRequests, sampleContext, samples } from '../server/documents/samples'
import type { BenchRow } from './types'

const runs = Number(process.env.BENCH_RUNS ?? 7)

/** "Good Word documents in seconds": each kind within 1.5 s, even on a busy machine. */
const budgetMs = 1500
/** A save in the editor re-renders the Word file: offline, well under a third of a second. */
const rerenderBudgetMs = 300

/** The first element of each kind that the editor can regenerate. */
const firstElement: Record<DocumentType, string> = {
  evaluacion: '/secciones/0/preguntas/0',
  rubrica: '/criterios/0',
  escala: '/secciones/0/indicadores/0',
  trabajo: '/pasos/0',
  texto: '/actividades/0',
}

/** Median and minimum of `runs` timed calls after one warm-up call. */
async function time(work: (i: number) => Promise<unknown>) {
  await work(-1)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work(i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10, min: Math.round(times[0]!) }
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const sample of samples) {
    const { median, min } = await time(() => sample.render())
    rows.push({
      name: `generar ${sample.name} (.docx)`,
      value: median,
      unit: 'ms',
      note: `mediana de ${runs}, mín. ${min} ms`,
      budget: { max: budgetMs },
    })
  }
  const ai = new PlantillasProvider()
  for (const tipo of Object.keys(sampleAiRequests) as DocumentType[]) {
    const request = sampleAiRequests[tipo]
    const content = await ai.generate(request)
    const rerender = await time(() => renderAiDocument(content, request, sampleContext))
    rows.push({
      name: `re-renderizar ${tipo} editado (.docx)`,
      value: rerender.median,
      unit: 'ms',
      note: `mediana de ${runs}, mín. ${rerender.min} ms`,
      budget: { max: rerenderBudgetMs },
    })
    const regenerate = await time((i) => ai.regenerate(request, content, firstElement[tipo], 1000 + i))
    rows.push({
      name: `regenerar un elemento de ${tipo}`,
      value: regenerate.median,
      unit: 'ms',
      note: `${firstElement[tipo]}, mediana de ${runs}`,
      budget: { max: rerenderBudgetMs },
    })
  }
  return rows
}
