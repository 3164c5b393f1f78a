/**
 * Generation time of every kind of document, offline: the `plantillas` draft or the drawn questions, the
 * Word rendering and the packing of the .docx. Each kind is warmed up once, then timed over several runs.
 */
import { performance } from 'node:perf_hooks'
import { samples } from '../server/documents/samples'
import type { BenchRow } from './types'

const runs = Number(process.env.BENCH_RUNS ?? 7)

/** "Good Word documents in seconds": each kind within 1.5 s, even on a busy machine. */
const budgetMs = 1500

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const sample of samples) {
    await sample.render()
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      await sample.render()
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    rows.push({
      name: `generar ${sample.name} (.docx)`,
      value: Math.round(median * 10) / 10,
      unit: 'ms',
      note: `mediana de ${runs}, mín. ${Math.round(times[0]!)} ms`,
      budget: { max: budgetMs },
    })
  }
  return rows
}
