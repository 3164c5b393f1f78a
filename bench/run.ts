/**
 * `npm run bench`: runs every bench/*.bench.ts module (each exports `run(): Promise<BenchRow[]>`) and
 * prints one table. A row whose budget is exceeded makes the command fail.
 *   npm run bench            all
 *   npm run bench -- api     only bench/api.bench.ts
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BenchRow } from './types'

const only = process.argv.slice(2)
const dir = path.dirname(new URL(import.meta.url).pathname)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.includes(f.replace('.bench.ts', '')))
  .sort()

const rows: (BenchRow & { suite: string })[] = []
for (const file of files) {
  const suite = file.replace('.bench.ts', '')
  process.stderr.write(`· ${suite}…\n`)
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<BenchRow[]> }
  for (const row of await module.run()) rows.push({ suite, ...row })
}

const outOfBudget = (r: BenchRow) =>
  (r.budget?.max !== undefined && r.value > r.budget.max) || (r.budget?.min !== undefined && r.value < r.budget.min)
const budgetText = (b: NonNullable<BenchRow['budget']>, unit: string) =>
  `${[b.min === undefined ? '' : `≥ ${fmt(b.min)}`, b.max === undefined ? '' : `≤ ${fmt(b.max)}`]
    .filter(Boolean)
    .join(' ')} ${unit}`
const fmt = (n: number) =>
  Number.isInteger(n) ? n.toLocaleString('es-CL') : n.toLocaleString('es-CL', { maximumFractionDigits: 2 })
const table = rows.map((r) => ({
  suite: r.suite,
  medida: r.name,
  valor: `${fmt(r.value)} ${r.unit}`,
  referencia: r.note ?? '',
  presupuesto: r.budget === undefined ? '' : `${outOfBudget(r) ? '✗' : '✓'} ${budgetText(r.budget, r.unit)}`,
}))
const widths = Object.keys(table[0] ?? {}).map((k) =>
  Math.max(k.length, ...table.map((r) => String(r[k as keyof typeof r]).length)),
)
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
console.log(line(Object.keys(table[0] ?? { suite: '' })))
console.log(widths.map((w) => '─'.repeat(w)).join('  '))
for (const r of table) console.log(line(Object.values(r)))

const over = rows.filter(outOfBudget)
if (over.length > 0) {
  console.error(`\nFuera de presupuesto: ${over.map((r) => `${r.suite}/${r.name}`).join(', ')}`)
  process.exit(1)
}
