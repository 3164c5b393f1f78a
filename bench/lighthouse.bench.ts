import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result as LighthouseResult } from 'lighthouse'
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

const categories = [
  ['performance', 'rendimiento'],
  ['accessibility', 'accesibilidad'],
  ['best-practices', 'buenas prácticas'],
] as const

/**
 * The two ways a page is measured. Desktop: a 1350 px screen, no throttling (the machine as it is).
 * Mobile: Lighthouse's defaults (a Moto G Power's screen, simulated slow 4G and a CPU 4× slower).
 */
const devices = {
  escritorio: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttlingMethod: 'provided',
  },
  móvil: {},
} satisfies Record<string, Flags>

const reports = path.resolve('artifacts/lighthouse')
const reportFile = (page: string, device: string) =>
  path.join(reports, `${page.replace(/[^\p{L}\d]+/gu, '-').replace(/^-|-$/g, '')}-${device}.json`)

/** The minimum of each category: 90 in performance on desktop, 95 on a phone; 100 in the others. */
const minimum = (device: keyof typeof devices, category: (typeof categories)[number][0]) =>
  category === 'performance' ? (device === 'móvil' ? 95 : 90) : 100

const api = async <T>(baseUrl: string, route: string, token: string) => {
  const res = await fetch(`${baseUrl}/api${route}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${route}: ${res.status}`)
  return (await res.json()) as T
}

/**
 * Lighthouse scores (performance, accessibility, best practices) of the login and of the demo school's
 * main screens, signed in, on desktop and with Lighthouse's default mobile emulation. Prints the scores
 * side by side per page, and returns a row per figure (the bench's table, with its budgets).
 */
export async function run(): Promise<BenchRow[]> {
  const h = await startHarness()
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: flags })
  const rows: BenchRow[] = []
  const side: { page: string; scores: Record<string, string> }[] = []
  try {
    // Sign in once through the API and leave the token in this profile's localStorage.
    const res = await fetch(`${h.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: demo.email, password: demo.password }),
    })
    const { access_token } = (await res.json()) as { access_token: string }
    // The demo's first course and its first student (ids looked up, so the bench follows the seed).
    const [curso] = await api<{ id: number }[]>(h.baseUrl, '/cursos', access_token)
    if (!curso) throw new Error('El colegio de demostración no tiene cursos')
    const { alumnos } = await api<{ alumnos: { id: number }[] }>(h.baseUrl, `/cursos/${curso.id}`, access_token)
    const alumno = alumnos[0]
    if (!alumno) throw new Error(`El curso ${curso.id} de la demostración no tiene alumnos`)
    const pages = [
      ['/login', '/login', false],
      ['generador IA', '/documentos-ia', true],
      ['mis documentos', '/mis-documentos', true],
      ['curso', `/cursos/${curso.id}`, true],
      ['libro de notas', `/cursos/${curso.id}/notas`, true],
      ['alumno', `/alumnos/${alumno.id}`, true],
    ] as const
    // LIGHTHOUSE_PAGES=alumno,curso measures only those pages (their names in the table), to try a change quickly.
    // LIGHTHOUSE_DEVICES=móvil only on the phone.
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim())
    const wantedDevices = process.env.LIGHTHOUSE_DEVICES?.split(',').map((p) => p.trim())
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
    mkdirSync(reports, { recursive: true })
    /** One Lighthouse run of `url`, signed in with `token` (or signed out), on a warm HTTP cache. */
    const measure = async (url: string, token: string | null, settings: Flags) => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const page = await cdp.contexts()[0]!.newPage()
      await page.goto(`${h.baseUrl}/login`)
      await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token)
      await page.close()
      await cdp.close()
      const result = await lighthouse(`${h.baseUrl}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories.map(([key]) => key),
        // Keeps the token in localStorage, and with it the HTTP cache: the app's files (immutable, hashed)
        // are those of a returning visitor; every API answer is requested again.
        disableStorageReset: true,
        ...settings,
      })
      if (!result?.lhr.finalDisplayedUrl.endsWith(url)) {
        throw new Error(`Lighthouse terminó en ${result?.lhr.finalDisplayedUrl} en vez de ${url}`)
      }
      return result.lhr
    }
    /** A run whose trace Lighthouse could not read (NO_NAVSTART on a busy machine, scores 0) is run again, twice at most. */
    const measureOnce = async (url: string, token: string | null, settings: Flags) => {
      for (let attempt = 1; ; attempt++) {
        const lhr = await measure(url, token, settings)
        if (!lhr.runtimeError || attempt === 3) return lhr
        process.stderr.write(`  ${url}: ${lhr.runtimeError.code}, otra vez\n`)
      }
    }
    for (const [name, url, signedIn] of pages.filter(([name]) => !wanted || wanted.includes(name))) {
      const scores: Record<string, string> = {}
      for (const [device, settings] of (Object.entries(devices) as [keyof typeof devices, Flags][]).filter(
        ([device]) => !wantedDevices || wantedDevices.includes(device),
      )) {
        // LIGHTHOUSE_RUNS=3 measures each page that many times and keeps the run of median performance
        // (Lighthouse's advice against a busy machine's noise); 1 by default.
        const measured: LighthouseResult[] = []
        for (let run = 0; run < runs; run++)
          measured.push(await measureOnce(url, signedIn ? access_token : null, settings))
        measured.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
        const result = measured[Math.floor((measured.length - 1) / 2)]!
        // The whole report, to read what cost points: artifacts/lighthouse/<page>-<device>.json.
        writeFileSync(reportFile(name, device), JSON.stringify(result))
        const { audits } = result
        const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0)
        const metrics = `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`
        // How fast this machine was during the run (Lighthouse's benchmark: ~1,000–2,000 on the desktop its
        // 4× CPU slowdown is meant for; lower, and the phone's figures are of a slower phone than a Moto G Power).
        const machine = `benchmarkIndex ${Math.round(result.environment.benchmarkIndex)}${runs > 1 ? `, mediana de ${runs}: ${measured.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(' ')}` : ''}`
        for (const [key, label] of categories) {
          const category = result.categories[key]
          const score = Math.round((category?.score ?? 0) * 100)
          scores[`${device} ${label}`] = String(score)
          // What cost points, for the one reading the table: the failed audits of a category under 100.
          const failed =
            score < 100
              ? (category?.auditRefs ?? [])
                  .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
                  .map((ref) => ref.id)
              : []
          rows.push({
            name: `${name} ${label} (${device})`,
            value: score,
            unit: '/100',
            note: [
              `Lighthouse, ${device}`,
              key === 'performance' ? `${metrics}; ${machine}` : '',
              failed.length > 0 ? `pierde en: ${failed.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; '),
            budget: { min: minimum(device, key) },
          })
        }
      }
      side.push({ page: `${name} (${url})`, scores })
    }
  } finally {
    chrome.kill()
    await h.close()
  }
  printSideBySide(side)
  return rows
}

/** Desktop and mobile scores of each page on one line (on stderr: stdout has the bench's table). */
function printSideBySide(side: { page: string; scores: Record<string, string> }[]) {
  const heads = ['página', ...Object.keys(side[0]?.scores ?? {})]
  const lines = side.map((s) => [s.page, ...heads.slice(1).map((h) => s.scores[h] ?? '')])
  const widths = heads.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
  process.stderr.write(
    `\nLighthouse por página (escritorio y móvil)\n${[line(heads), widths.map((w) => '─'.repeat(w)), ...lines.map(line)]
      .map((cells) => cells.join('  '))
      .join('\n')}\n\n`,
  )
}
