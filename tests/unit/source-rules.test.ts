// Two rules of `npm run lint` that Biome enforces (biome.json): no file under src/routes/ longer than 200 lines
// (`style/noExcessiveLinesPerFile` in an override) and no `as unknown as` in src/ or server/ (the GritQL plugin
// lint/no-double-cast.grit). Each is proven on fixtures placed, in a scratch copy of the project's Biome
// configuration, where the rule applies and where it does not; and the real src/ and server/ pass.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome')
const doubleCastRule = 'lint/no-double-cast.grit'
const linesRule = 'lint/style/noExcessiveLinesPerFile'

interface Diagnostic {
  category: string
  message: string
  location: { path: string | null; start?: { line: number } }
}

/** `biome lint --reporter=json` in `cwd`: the diagnostics of the two rules, by file. */
function lint(cwd: string, paths: string[]) {
  const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=none', ...paths], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const json = run.stdout.slice(run.stdout.indexOf('{'), run.stdout.lastIndexOf('}') + 1)
  if (!json) throw new Error(`biome printed no report: ${run.stderr}`)
  const report = JSON.parse(json) as { diagnostics: Diagnostic[] }
  return report.diagnostics
    .filter((d) => d.category === 'plugin' || d.category === linesRule)
    .map((d) => ({
      rule: d.category === 'plugin' ? doubleCastRule : linesRule,
      path: d.location.path,
      line: d.location.start?.line,
    }))
    .sort((a, b) => `${a.path}:${a.line}`.localeCompare(`${b.path}:${b.line}`))
}

/** A formatted module of `n` lines. */
const linesOf = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i + 1} = ${i + 1}\n`).join('')

describe('source rules (biome.json)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pizarra-source-rules-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('reports a route file over 200 lines and a cast through unknown in src/ and server/, nothing else', {
    timeout: 60_000,
  }, () => {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
    delete config.$schema
    config.vcs = { enabled: false }
    for (const plugin of config.plugins) plugin.path = join(root, plugin.path)
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config))
    const doubleCast = join(root, 'tests/fixtures/source-rules/double-cast.ts')
    const files: Record<string, string | { copy: string }> = {
      'src/routes/_app/-feature/long-view.tsx': linesOf(201),
      'src/routes/long-page.tsx': linesOf(250),
      'src/routes/_app/-feature/at-limit.tsx': linesOf(200),
      'src/ui/long-but-not-a-route.tsx': linesOf(201),
      'src/domain/double-cast.ts': { copy: doubleCast },
      'server/modules/double-cast.ts': { copy: doubleCast },
      'tests/double-cast.ts': { copy: doubleCast },
      'scripts/double-cast.ts': { copy: doubleCast },
    }
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true })
      if (typeof content === 'string') writeFileSync(join(scratch, path), content)
      else copyFileSync(content.copy, join(scratch, path))
    }

    expect(lint(scratch, ['.'])).toEqual([
      { rule: doubleCastRule, path: 'server/modules/double-cast.ts', line: 4 },
      { rule: doubleCastRule, path: 'server/modules/double-cast.ts', line: 5 },
      { rule: doubleCastRule, path: 'src/domain/double-cast.ts', line: 4 },
      { rule: doubleCastRule, path: 'src/domain/double-cast.ts', line: 5 },
      { rule: linesRule, path: 'src/routes/_app/-feature/long-view.tsx', line: 1 },
      { rule: linesRule, path: 'src/routes/long-page.tsx', line: 1 },
    ])
  })

  it('lets the real src/ and server/ pass', { timeout: 120_000 }, () => {
    expect(lint(root, ['src', 'server'])).toEqual([])
  })
})
