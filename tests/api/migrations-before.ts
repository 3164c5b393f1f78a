import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

export const migrations = fileURLToPath(new URL('../../server/db/migrations', import.meta.url))

/** The migrations folder as it was before `tag`, copied into `into`: its files and a journal that ends before it. */
export function migrationsBefore(tag: string, into: string) {
  cpSync(migrations, into, { recursive: true })
  const journalFile = path.join(into, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((e) => e.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return into
}
