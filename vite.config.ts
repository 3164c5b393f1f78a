import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const apiPort = Number(process.env.API_PORT ?? 3000)

/**
 * Preloads, from index.html, the chunks the entry imports dynamically (src/main.tsx starts the app in two module
 * graphs so that each is evaluated in its own task): the browser fetches them with the page, as it does the
 * entry's static imports, instead of after the entry has run.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'pizarra:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return []
        const files = new Set<string>()
        const add = (file: string) => {
          const c = bundle[file]
          if (c?.type !== 'chunk' || files.has(file)) return
          files.add(file)
          for (const dep of c.imports) add(dep)
        }
        for (const file of chunk.dynamicImports) add(file)
        for (const file of chunk.imports) files.delete(file)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), preloadEntryImports()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/sandbox': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', sourcemap: true },
})
