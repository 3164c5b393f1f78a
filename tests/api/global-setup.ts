/**
 * Global setup of the `api` project: one migrated PGlite data directory, made once per run, that every
 * test file copies and opens (`openTestDatabase` in helpers.ts). A new PGlite runs initdb (tens of
 * seconds on a busy 2-core machine, more than the test file itself); opening a copy of an initialised
 * directory takes a few seconds. The copy is opened through `openDatabase`, which applies the committed
 * migrations as the app does: on the snapshot there is nothing left to apply, so a migration that the
 * snapshot lacks would still run, and fail the same way, in every file.
 *
 * With TEST_PG_URL (`npm run test:pg`) every file gets its own PostgreSQL database instead: no snapshot.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the copies go: `<root>/snapshot/db` is the migrated PGlite, `<root>/files/` holds the copies. */
    pgliteRoot: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_PG_URL) {
    project.provide('pgliteRoot', '')
    return
  }
  // RAM-backed when the machine has it: the copies are written and read as fast as PGlite's own memory FS.
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir()
  const root = mkdtempSync(path.join(base, 'pizarra-api-pglite-'))
  const snapshot = path.join(root, 'snapshot')
  mkdirSync(path.join(root, 'files'))
  const database = await openDatabase({ dataDir: snapshot, engine: 'pglite' })
  await database.close()
  project.provide('pgliteRoot', root)
  return () => rmSync(root, { recursive: true, force: true })
}
