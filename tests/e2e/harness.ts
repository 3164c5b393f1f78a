import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { tokenResponse } from '@/api/contract/auth'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DATA_DIR the e2e global setup seeded with a first start of the server ('' when there is none). */
    e2eSeededDataDir: string
  }
}

function providedSeededDataDir(): string {
  try {
    return inject('e2eSeededDataDir') ?? ''
  } catch {
    return ''
  }
}

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

export async function freePort(): Promise<number> {
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

interface RunningServer {
  process: ChildProcess
  /** Everything the server printed so far. */
  output(): string
  /** SIGTERM, then up to 10 s for the process to exit. */
  stop(): Promise<void>
}

/** Spawns the compiled server on `port` with `dataDir` and waits for `/api/health` to answer 200. */
async function startServer(port: number, dataDir: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
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
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise((r) => server.once('exit', r))
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${log}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) break
    } catch {}
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`el servidor no respondió a tiempo:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { process: server, output: () => log, stop }
}

/**
 * The first start of the app on an empty DATA_DIR, as `npm start` does it: initdb of the embedded
 * PostgreSQL, the migrations and the demo school. Stopped cleanly, the folder is what every later
 * `startHarness` copies, so each test file gets its own server and database, already seeded, without
 * paying for initdb again. The e2e project's global setup (global-setup.ts) makes it once per run.
 */
export async function prepareSeededDataDir(): Promise<{ dir: string; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pizarra-e2e-seed-'))
  try {
    const server = await startServer(await freePort(), dir, {})
    await server.stop()
    if (server.process.exitCode !== 0) {
      throw new Error(`el servidor no terminó limpio (código ${server.process.exitCode}):\n${server.output()}`)
    }
    if (!server.output().includes(demo.email)) {
      throw new Error(`el primer inicio no creó el colegio de demostración:\n${server.output()}`)
    }
    if (existsSync(path.join(dir, 'pg', 'postmaster.pid'))) {
      throw new Error(`PostgreSQL siguió corriendo en ${dir} después de detener el servidor:\n${server.output()}`)
    }
    return { dir, output: server.output() }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** A copy of the seeded folder, keeping owners and modes (as root, the cluster belongs to `postgres`). */
function copySeededDataDir(from: string, to: string) {
  const run = spawnSync('cp', ['-a', `${from}/.`, to], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`no se pudo copiar ${from} a ${to}: ${run.stderr || run.error}`)
}

/**
 * Starts the built app (`npm run build` first: the compiled server and the SPA) on a free port with its
 * own embedded database holding the demo seed, and Debian's Chromium next to it. Inside the e2e project
 * the database is a copy of the one the global setup seeded (the state a first start leaves); elsewhere
 * the server starts on an empty DATA_DIR and seeds it itself.
 */
export async function startHarness(env: NodeJS.ProcessEnv = {}): Promise<Harness> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const seeded = providedSeededDataDir()
  let server: RunningServer
  try {
    if (seeded) copySeededDataDir(seeded, dataDir)
    server = await startServer(port, dataDir, env)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  let browser: Browser
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  } catch (error) {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
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
    output: server.output,
    async close() {
      await browser.close().catch(() => {})
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const demo = { email: 'utp@demo.pizarra.cl', password: 'pizarra2026', codigo: 'DEMO2026' } as const

/** The sessions the login screen opened in this run, by server, e-mail and password. */
const sessions = new Map<string, string>()

/**
 * Signs in through the login screen and waits for the signed-in layout. An account signed in before on
 * this server with this password gets that session back instead (the app's own token in localStorage, as
 * a second tab would): the server allows 5 sign-ins per account a minute, and a file that opens many
 * pages as one account must not depend on how fast the machine runs it. A session that has ended since
 * (a logout, a password change) is noticed by the layout's /auth/me and the login screen is used again.
 */
export async function signIn(page: Page, email: string = demo.email, password: string = demo.password) {
  await page.goto('/login')
  const key = `${new URL(page.url()).origin} ${email.toLowerCase()} ${password}`
  const layout = page.getByRole('navigation', { name: 'Secciones' })
  const form = page.getByRole('button', { name: 'Ingresar' })
  const token = sessions.get(key)
  if (token) {
    // Where a sign-in lands: /login with a session goes on to /dashboard; an ended one comes back here.
    await page.evaluate((t) => localStorage.setItem('token', t), token)
    await page.goto('/login')
    await layout.or(form).first().waitFor()
    if (await layout.isVisible()) return
    sessions.delete(key)
    await page.goto('/login')
  }
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await form.click()
  await layout.waitFor()
  const opened = await page.evaluate(() => localStorage.getItem('token'))
  if (opened) sessions.set(key, opened)
}

/** The compiled server started on its own DATA_DIR, healthy and with the demo account signed in. */
export interface SignedInServer {
  base: string
  process: ChildProcess
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>
  output(): string
  headers: Record<string, string>
  /** SIGTERM, then waits for the exit (nothing when it has already exited). */
  stop(): Promise<void>
}

/**
 * Starts `dist-server/main.js` on `dataDir`, as `npm run serve` does, waits until `/api/health` answers the
 * embedded PostgreSQL, and signs in the demo account. For the tests that stop, kill and restart the server
 * on one DATA_DIR (durability, backups), where the browser harness is not needed.
 */
export async function startSignedInServer(dataDir: string, jwtSecret: string): Promise<SignedInServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawn(process.execPath, [compiledServer()], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => {
    log += d
  })
  child.stderr?.on('data', (d) => {
    log += d
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`el servidor no inició:\n${log}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) {
        expect(await res.json()).toEqual({ status: 'ok', database: 'postgres' })
        break
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: demo.email, password: demo.password }),
  })
  expect(login.status, log).toBe(200)
  const { access_token } = tokenResponse.parse(await login.json())
  return {
    base,
    process: child,
    exited,
    output: () => log,
    headers: { authorization: `Bearer ${access_token}` },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}
