/**
 * The renderer's main-thread CPU while a page of the demo school loads, a figure a busy machine does not
 * inflate the way it inflates Lighthouse's (which multiplies the wall time of the tasks it observes by 4).
 * Thread time of every top-level task from the trace, five loads, the median: the total, and the blocking
 * time of a phone four times slower (each task × 4, less 50 ms). After `npm run build`:
 *   npx tsx scripts/page-cpu.ts alumno        (or curso, notas, ia, docs, login; an optional count of loads)
 */
import { demo, startHarness } from '../tests/e2e/harness'

interface TraceEvent {
  name: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

const target = process.argv[2] ?? 'alumno'
const loads = Number(process.argv[3] ?? 5)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const h = await startHarness()
try {
  const get = async <T>(url: string, token: string) =>
    (await (await fetch(`${h.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T
  const login = await fetch(`${h.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demo.email, password: demo.password }),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const [curso] = await get<{ id: number }[]>('/api/cursos', token)
  const { alumnos } = await get<{ alumnos: { id: number }[] }>(`/api/cursos/${curso!.id}`, token)
  const pages: Record<string, string> = {
    login: '/login',
    ia: '/documentos-ia',
    docs: '/mis-documentos',
    curso: `/cursos/${curso!.id}`,
    notas: `/cursos/${curso!.id}/notas`,
    alumno: `/alumnos/${alumnos[0]!.id}`,
  }
  const url = pages[target]
  if (!url) throw new Error(`Página desconocida: ${target} (${Object.keys(pages).join(', ')})`)
  const page = await h.newPage({ phone: true })
  await page.goto(`${h.baseUrl}/login`)
  if (target !== 'login') await page.evaluate((t) => localStorage.setItem('token', t), token)
  // A first load fills the HTTP cache, as Lighthouse's returning visitor has it.
  await page.goto(`${h.baseUrl}${url}`)
  await page.waitForLoadState('networkidle')
  const totals: number[] = []
  const blocking: number[] = []
  for (let i = 0; i < loads; i++) {
    await page.goto('about:blank')
    const cdp = await page.context().newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
      transferMode: 'ReportEvents',
    })
    await page.goto(`${h.baseUrl}${url}`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    await cdp.send('Tracing.end')
    await done
    await cdp.detach()
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    )
    const byThread = new Map<string, TraceEvent[]>()
    for (const e of events)
      if (e.name === 'RunTask' && typeof e.tdur === 'number' && mains.has(`${e.pid}:${e.tid}`))
        byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e])
    // The page's renderer is the main thread with the most work.
    const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + t.tdur! / 1000, 0)
    const tasks = [...byThread.values()].sort((a, b) => cpu(b) - cpu(a))[0] ?? []
    totals.push(cpu(tasks))
    blocking.push(tasks.reduce((sum, t) => sum + Math.max(0, (t.tdur! / 1000) * 4 - 50), 0))
  }
  console.info(
    `${url}: CPU ${median(totals).toFixed(0)} ms; a phone's blocking time (each task × 4, over 50 ms) ${median(blocking).toFixed(0)} ms (median of ${loads})`,
  )
} finally {
  await h.close()
}
