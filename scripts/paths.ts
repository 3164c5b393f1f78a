/**
 * `npm run paths`: prints the shortest path to every state of every machine, one line each, from the
 * event lists in tests/model/<name>.events.ts.
 *   npm run paths                 every machine
 *   npm run paths -- login        only src/machines/login.machine.ts
 *   npm run paths -- --html       also writes artifacts/paths/index.html: every statechart drawn, its paths
 *                                 clickable on the drawing, and the model test that replays them
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getShortestPaths } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { type MachineChart, machineChart, renderPage } from './paths-page'

const value = (s: AnyMachineSnapshot) => JSON.stringify(s.value).replaceAll('"', '')
const args = process.argv.slice(2)
const html = args.includes('--html')
const only = args.find((a) => !a.startsWith('--'))
const charts: MachineChart[] = []

for (const file of readdirSync('src/machines')
  .filter((f) => f.endsWith('.machine.ts'))
  .sort()) {
  const name = file.replace(/\.machine\.ts$/, '')
  if (only && name !== only) continue
  const eventsFile = path.resolve('tests/model', `${name}.events.ts`)
  let module: { machine: AnyStateMachine; events: never[]; input?: unknown; serializeState?: never }
  try {
    module = await import(pathToFileURL(eventsFile).href)
  } catch {
    console.log(`\n${name}: sin tests/model/${name}.events.ts`)
    continue
  }
  const paths = getShortestPaths(module.machine, {
    events: module.events,
    ...(module.input === undefined ? {} : { input: module.input as never }),
    ...(module.serializeState ? { serializeState: module.serializeState } : {}),
  } as never)
  console.log(`\n${name} (${paths.length} caminos)`)
  for (const p of paths) {
    const steps = p.steps.map((s, i) =>
      i === 0 ? value(s.state as AnyMachineSnapshot) : `${s.event.type} → ${value(s.state as AnyMachineSnapshot)}`,
    )
    console.log(`  ${steps.join(' → ')}`)
  }
  if (html) charts.push(machineChart(name, module))
}

if (html) {
  const out = path.resolve('artifacts/paths/index.html')
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(out, await renderPage(charts))
  console.log(`\nPágina de caminos: ${path.relative(process.cwd(), out)} (ábrela en el navegador)`)
}
