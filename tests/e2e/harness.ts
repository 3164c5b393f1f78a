import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const screenshotDir = path.resolve('artifacts/screenshots')

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** The compiled server `npm run build` writes, which `npm start` and `npm run serve` run. */
export function compiledServer() {
  const entry = path.resolve('dist-server/main.js')
  if (!existsSync(entry)) throw new Error('Falta dist-server/main.js: ejecuta "npm run build" antes.')
  return entry
}

export interface Harness {
  baseUrl: string
  dataDir: string
  browser: Browser
  /** A fresh browser context (own localStorage) with a desktop viewport unless told otherwise. */
  newContext(options?: { phone?: boolean }): Promise<BrowserContext>
  newPage(options?: { phone?: boolean }): Promise<Page>
  screenshot(page: Page, name: string): Promise<void>
  /** Everything the server printed, for assertions and for debugging a failure. */
  output(): string
  close(): Promise<void>
}

/**
 * Starts the built app (`npm run build` first: the compiled server and the SPA) on a free port with a
 * fresh embedded database and the demo seed, and Debian's Chromium next to it.
 */
export async function startHarness(env: NodeJS.ProcessEnv = {}): Promise<Harness> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  let log = ''
  const server: ChildProcess = spawn(process.execPath, [compiledServer()], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (d) => {
    log += d
  })
  server.stderr?.on('data', (d) => {
    log += d
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${log}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`el servidor no respondió a tiempo:\n${log}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  mkdirSync(screenshotDir, { recursive: true })
  const newContext = (options: { phone?: boolean } = {}) =>
    browser.newContext({
      baseURL: baseUrl,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 860 },
      deviceScaleFactor: 1,
      isMobile: options.phone ?? false,
      hasTouch: options.phone ?? false,
      acceptDownloads: true,
    })
  return {
    baseUrl,
    dataDir,
    browser,
    newContext,
    async newPage(options) {
      const context = await newContext(options)
      return context.newPage()
    },
    async screenshot(page, name) {
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
    },
    output: () => log,
    async close() {
      await browser.close().catch(() => {})
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r))
        server.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const demo = { email: 'utp@demo.pizarra.cl', password: 'pizarra2026', codigo: 'DEMO2026' } as const

/** Signs in through the login screen and waits for the signed-in layout. */
export async function signIn(page: Page, email: string = demo.email, password: string = demo.password) {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.getByRole('navigation', { name: 'Secciones' }).waitFor()
}
