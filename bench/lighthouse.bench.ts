import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumPath, demo, startHarness } from '../tests/e2e/harness'
import type { BenchRow } from './types'

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Lighthouse scores (performance, accessibility, best practices) of /login and the generator screen. */
export async function run(): Promise<BenchRow[]> {
  const h = await startHarness()
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: flags })
  const rows: BenchRow[] = []
  try {
    // Sign in once through the API and leave the token in this profile's localStorage.
    const res = await fetch(`${h.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: demo.email, password: demo.password }),
    })
    const { access_token } = (await res.json()) as { access_token: string }
    for (const [name, path, signedIn] of [
      ['/login', '/login', false],
      ['generador IA', '/documentos-ia', true],
    ] as const) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const page = await cdp.contexts()[0]!.newPage()
      await page.goto(`${h.baseUrl}/login`)
      await page.evaluate(
        (token) => (token ? localStorage.setItem('token', token) : localStorage.removeItem('token')),
        signedIn ? access_token : null,
      )
      await page.close()
      await cdp.close()
      const result = await lighthouse(`${h.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
        formFactor: 'desktop',
        screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
        throttlingMethod: 'provided',
      })
      if (!result?.lhr.finalDisplayedUrl.endsWith(path)) {
        throw new Error(`Lighthouse terminó en ${result?.lhr.finalDisplayedUrl} en vez de ${path}`)
      }
      const categories = result.lhr.categories
      for (const [key, label] of [
        ['performance', 'rendimiento'],
        ['accessibility', 'accesibilidad'],
        ['best-practices', 'buenas prácticas'],
      ] as const) {
        const score = Math.round((categories[key]?.score ?? 0) * 100)
        rows.push({
          name: `${name} ${label}`,
          value: score,
          unit: '/100',
          note: 'Lighthouse, escritorio',
          budget: { min: 90 },
        })
      }
    }
  } finally {
    chrome.kill()
    await h.close()
  }
  return rows
}
