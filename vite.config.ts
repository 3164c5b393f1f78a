import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiPort = Number(process.env.API_PORT ?? 3000)

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes with its component into the route's own chunk (one request, no waterfall):
      // the first load evaluates only the router, the layout and the screen shown, not every screen's
      // loader with the API modules and zod contracts it imports (less script on a phone's first paint).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/sandbox': `http://127.0.0.1:${apiPort}` } },
  build: { outDir: 'dist', sourcemap: true },
})
