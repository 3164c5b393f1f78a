/**
 * Global setup of the e2e project: the compiled server's first start on an empty DATA_DIR (initdb of the
 * embedded PostgreSQL, migrations, demo school), once per run. Each test file's `startHarness` copies
 * that folder and starts its own server on the copy, so the files stay independent of each other while
 * only this one start pays for initdb and the seed. A first start that fails fails the whole project.
 */
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { prepareSeededDataDir } from './harness'

export default async function setup(project: TestProject) {
  const { dir } = await prepareSeededDataDir()
  project.provide('e2eSeededDataDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
