import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSignedInServer } from '../tests/e2e/harness'
import { lyingXlsxBomb } from '../tests/fixtures/zip-bomb'
import type { BenchRow } from './types'

const megabytes = (kb: number) => Math.round(kb / 1024)

/** The resident memory of a process now and its peak so far (Linux's VmRSS and VmHWM), in KB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN)
  return { rss: field('VmRSS'), peak: field('VmHWM') }
}

/**
 * Four .xlsx of 318 KB that declare 17 KB and inflate to 300 MB each, sent at once to the student import
 * of the compiled server running in its own process (`dist-server/main.js`, embedded PostgreSQL): every
 * one must be refused with 413, and the server's peak resident memory must stay under 400 MB (it went
 * to 1.31 GB when the declared sizes were believed).
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-uploads-'))
  const server = await startSignedInServer(dataDir, 'bench-uploads-'.padEnd(40, 'x'))
  try {
    const pid = server.process.pid!
    const bomb = await lyingXlsxBomb(300 * 1024 * 1024)
    const before = memoryOf(pid)
    const started = performance.now()
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(bomb)]), 'alumnos.xlsx')
        const res = await fetch(`${server.base}/api/alumnos/upload-excel`, {
          method: 'POST',
          headers: server.headers,
          body: form,
        })
        await res.arrayBuffer()
        return res.status
      }),
    )
    const elapsed = performance.now() - started
    const after = memoryOf(pid)
    if (statuses.some((s) => s !== 413))
      throw new Error(`se esperaba 413 en las cuatro subidas: ${statuses.join(', ')}`)
    return [
      {
        name: 'cuatro .xlsx de 318 KB que se inflan a 300 MB, a la vez: memoria máxima del servidor',
        value: megabytes(after.peak),
        unit: 'MB',
        note: `antes ${megabytes(before.rss)} MB (máx. ${megabytes(before.peak)} MB); 4 × 413 en ${Math.round(elapsed)} ms`,
        budget: { max: 400 },
      },
    ]
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
