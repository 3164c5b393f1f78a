/**
 * The demo school's seed (server/db/seed.ts) as `npm start` runs it on an empty database: on the embedded
 * PostgreSQL (the default database) and on an on-disk PGlite (the tests' database). The issue asked for
 * under 5 s; the budget holds the embedded PostgreSQL to it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { seedIfEmpty } from '../server/db/seed'
import type { BenchRow } from './types'

async function seedOn(engine: 'embedded' | 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pizarra-bench-seed-${engine}-`))
  const database = await openDatabase(engine === 'pglite' ? { dataDir, engine } : { dataDir })
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  const app = await buildApp({ config, database, rateLimit: false, logger: false })
  try {
    await app.ready()
    const started = performance.now()
    if (!(await seedIfEmpty(app))) throw new Error('the demo was not seeded')
    return performance.now() - started
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function run(): Promise<BenchRow[]> {
  const embedded = await seedOn('embedded')
  const pglite = await seedOn('pglite')
  return [
    {
      name: 'colegio de demostración (PostgreSQL embebido)',
      value: Math.round(embedded),
      unit: 'ms',
      budget: { max: 5000 },
    },
    { name: 'colegio de demostración (PGlite)', value: Math.round(pglite), unit: 'ms' },
  ]
}
