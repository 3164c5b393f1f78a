/**
 * The figures of bench/import.bench.ts (the 5,000-row import, the same file again, the 1,000-student list)
 * on a throwaway PostgreSQL 15 with fsync on, next to import.bench.ts's own run on PGlite. Skipped when
 * BENCH_DATABASE_URL is set (import.bench.ts then already runs on that PostgreSQL) or PostgreSQL is absent.
 */
import { hasPostgres, startPostgres } from '../scripts/postgres-server'
import { run as runImport } from './import.bench'
import type { BenchRow } from './types'

export async function run(): Promise<BenchRow[]> {
  if (process.env.BENCH_DATABASE_URL || !hasPostgres()) return []
  const server = await startPostgres({ durable: true, quiet: true })
  process.env.BENCH_DATABASE_URL = server.url
  try {
    const rows = await runImport()
    return rows
      .filter((r) => !r.name.startsWith('lectura del Excel')) // no database in it: measured once
      .map((r) => ({ ...r, name: `${r.name} (postgres)` }))
  } finally {
    delete process.env.BENCH_DATABASE_URL
    server.stop()
  }
}
