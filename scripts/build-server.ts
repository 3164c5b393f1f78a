/**
 * Compiles the server into plain JavaScript: `dist-server/main.js`, one ES module with the server, the
 * shared `src/domain` and `src/api/contract` code (the `@/` alias) bundled in and the npm packages left
 * as imports. `npm start` and `npm run serve` run it with plain `node`, no TypeScript loader.
 *
 * Files read at run time (migrations, data, templates, the built SPA) are found through
 * `new URL('…', import.meta.url)` next to the source file that reads them. In the bundle every module's
 * `import.meta.url` is replaced by the URL of its source file, computed from the compiled file's own
 * location, so those paths stay right (`dist-server/` and `server/` sit side by side in the checkout)
 * and a new data file needs no build step.
 *   node --import tsx scripts/build-server.ts
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist-server')

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      let code = await readFile(args.path, 'utf8')
      if (/import\.meta\.(url|dirname|filename)/.test(code)) {
        const relative = path.relative(outdir, args.path).split(path.sep).join('/')
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`
        code = code
          .replace(/import\.meta\.url/g, url)
          .replace(/import\.meta\.filename/g, `__pizarraFileURLToPath(${url})`)
          .replace(/import\.meta\.dirname/g, `__pizarraPath.dirname(__pizarraFileURLToPath(${url}))`)
      }
      return { contents: code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

await rm(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    respaldo: 'server/backup/respaldo.ts',
    restaurar: 'server/backup/restaurar.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  banner: {
    js: "import { fileURLToPath as __pizarraFileURLToPath } from 'node:url'; import __pizarraPath from 'node:path';",
  },
  plugins: [sourceUrls],
  logLevel: 'warning',
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0)
console.log(`servidor compilado en dist-server/main.js (${Math.round(bytes / 1024)} KiB con el mapa de fuentes)`)
