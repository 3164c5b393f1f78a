// The import layers (.dependency-cruiser.cjs) hold on resolved paths: every rule is proven by a fixture under
// tests/fixtures/layers/ that must fail, through a relative import and an `@/` import, and the real src/ and
// server/ pass with the exact command `npm run lint` runs. `no-circular` is proven by a circle of two fixtures.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const config = '.dependency-cruiser.cjs'
const sources = ['"src/**/*.{ts,tsx}"', '"server/**/*.ts"']
const fixtures = 'tests/fixtures/layers'

interface Violation {
  from: string
  to: string
  rule: { name: string; severity: string }
}
interface CruiseResult {
  modules: { source: string; dependencies: { module: string; resolved: string; couldNotResolve: boolean }[] }[]
  summary: { violations: Violation[]; error: number }
}

function depcruise(globs: string[]) {
  const run = spawnSync(
    process.execPath,
    [cli, ...globs.map((g) => g.replaceAll('"', '')), '--config', config, '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`)
  return { status: run.status, result: JSON.parse(run.stdout) as CruiseResult }
}

/** `node_modules/react-hot-toast/dist/index.d.ts` -> `node_modules/react-hot-toast`; project paths unchanged. */
const target = (resolved: string) => {
  const parts = resolved.split('/')
  if (parts[0] !== 'node_modules') return resolved
  return parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
}

// Per rule: the fixture that breaks it and every forbidden dependency it must be reported for.
const expected: Record<string, { file: string; to: string[] }> = {
  'machines-layer': {
    file: 'src/machines/imports-api.machine.ts',
    // relative, alias, type-only alias, npm
    to: ['src/api/client.ts', 'src/api/token.ts', 'src/ui/submit-button.tsx', 'node_modules/react-hot-toast'],
  },
  'ui-layer': {
    file: 'src/ui/imports-machine.tsx',
    to: ['src/machines/login.machine.ts', 'src/api/client.ts', 'node_modules/ofetch'],
  },
  'api-layer': {
    file: 'src/api/imports-ui.ts',
    // relative, alias, lazy relative
    to: ['src/ui/load-error.tsx', 'src/machines/register.machine.ts', 'src/ui/submit-button.tsx'],
  },
  'contract-layer': {
    file: 'src/api/contract/imports-client.ts',
    to: ['src/api/client.ts', 'src/api/token.ts'],
  },
  'domain-layer': {
    file: 'src/domain/imports-contract.ts',
    to: ['src/api/contract/fields.ts', 'src/machines/login.machine.ts', 'node_modules/xstate', 'fs'],
  },
  'server-layer': {
    file: 'server/imports-client.ts',
    to: ['src/api/client.ts', 'src/machines/login.machine.ts', 'node_modules/react'],
  },
  'content-layer': {
    file: 'server/content/imports-composer.ts',
    // relative, alias type-only, relative type-only, npm
    to: ['server/composer/keys.ts', 'server/adapters/ai/provider.ts', 'server/documents/meta.ts', 'node_modules/docx'],
  },
  'composer-layer': {
    file: 'server/composer/imports-adapter.ts',
    to: ['server/adapters/ai/provider.ts', 'server/documents/meta.ts', 'server/config.ts', 'node_modules/docx'],
  },
  'documents-layer': {
    file: 'server/documents/imports-composer.ts',
    to: ['server/composer/keys.ts', 'server/adapters/ai/provider.ts', 'server/config.ts', 'node_modules/openai'],
  },
  'no-circular': {
    // a.ts -> b.ts -> a.ts, both type-only: reported once, from the file the cruise meets first
    file: 'server/circle/a.ts',
    to: ['tests/fixtures/layers/server/circle/b.ts'],
  },
  'modules-adapters': {
    file: 'server/modules/imports-adapter.ts',
    // type-only alias, alias, relative; the port storage/storage.ts passes
    to: [
      'server/adapters/storage/s3.ts',
      'server/adapters/payments/mercadopago.ts',
      'server/adapters/storage/local.ts',
    ],
  },
  'routes-layer': {
    file: 'src/routes/imports-server.tsx',
    // relative, and `@/../server/...` through the alias
    to: ['server/errors.ts', 'server/security.ts'],
  },
}

describe('import layers', () => {
  it('npm run lint cruises src/ and server/ with this configuration', () => {
    const lint = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.lint as string
    expect(lint).toContain(`depcruise ${sources.join(' ')} --config ${config}`)
  })

  it('reports every fixture under its rule, for each forbidden import', { timeout: 120_000 }, () => {
    const { result } = depcruise([`"${fixtures}/**/*.{ts,tsx}"`])
    expect(result.summary.error).toBe(result.summary.violations.length)
    const found: Record<string, { file: string; to: string[] }> = {}
    for (const v of result.summary.violations) {
      expect(v.from.startsWith(`${fixtures}/`), `${v.from} -> ${v.to} (${v.rule.name})`).toBe(true)
      expect(v.rule.severity).toBe('error')
      const file = v.from.slice(fixtures.length + 1)
      found[v.rule.name] ??= { file, to: [] }
      const entry = found[v.rule.name]!
      expect(entry.file).toBe(file)
      entry.to.push(target(v.to))
    }
    for (const rule of Object.values(found)) rule.to.sort()
    for (const rule of Object.values(expected)) rule.to.sort()
    expect(found).toEqual(expected)
  })

  it('lets the real src/ and server/ pass, with every file cruised and every @/ import resolved', {
    timeout: 120_000,
  }, () => {
    const { status, result } = depcruise(sources)
    expect(result.summary.violations).toEqual([])
    expect(result.summary.error).toBe(0)
    expect(status).toBe(0)

    const onDisk = ['src', 'server'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => `${dir}/${f.replaceAll('\\', '/')}`),
    )
    const cruised = new Set(result.modules.map((m) => m.source))
    expect(onDisk.length).toBeGreaterThan(100)
    expect(onDisk.filter((f) => !cruised.has(f))).toEqual([])

    const aliasImports = result.modules.flatMap((m) => m.dependencies.filter((d) => d.module.startsWith('@/')))
    expect(aliasImports.length).toBeGreaterThan(50)
    expect(aliasImports.filter((d) => d.couldNotResolve || !d.resolved.startsWith('src/'))).toEqual([])
  })
})
