import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react' }), react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker, every file in a row, on the 2-core
    // CI machine. The files wait on PGlite, PostgreSQL, child processes and jsdom as much as they compute,
    // so two at a time finish sooner there. The e2e project still runs its files one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          // Its own project (below): it replaces a content file with `vi.doMock` and resets the module graph,
          // which in a shared graph left the next screens' files with two copies of the app's modules.
          exclude: ['tests/unit/instruments-oa.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          // One module graph per worker, as in the API project: tests/setup-dom.ts clears what a test leaves in
          // the page's globals (the DOM, storage, toasts, the error dialog) after each test, and Vitest puts back
          // every global a test stubbed (`fetch`, `location`), so none reaches the next file.
          isolate: false,
          unstubGlobals: true,
          // Screen replays and seed sweeps take a few seconds each on a busy 2-core machine; Vitest's 5 s
          // default turned them into timeouts there while they pass.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // A test file that mocks a module and resets the graph runs in a graph of its own (`isolate`).
          name: 'unit-isolated',
          environment: 'node',
          include: ['tests/unit/instruments-oa.test.ts'],
          isolate: true,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // The files share nothing but the modules they import (each builds its own app on its own database, and
          // nothing is mocked): without a fresh module graph per file they import the server once per worker,
          // not once per file, which halves the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
