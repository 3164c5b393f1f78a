import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schoolToday } from '@/domain/attendance'
import { demo, type Harness, startHarness } from './harness'

/**
 * Every route of the app, as a visitor and as a signed-in user, at desktop and phone widths:
 * a screenshot of each (kept as CI artifacts in artifacts/screenshots) and no axe-core violation.
 */
let h: Harness
let token: string
let ids: { alumno: number; curso: number; solicitud: number; documento: number }

beforeAll(async () => {
  h = await startHarness()
  const res = await fetch(`${h.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demo.email, password: demo.password }),
  })
  token = ((await res.json()) as { access_token: string }).access_token
  const get = async <T>(path: string, init?: RequestInit) =>
    (await (
      await fetch(`${h.baseUrl}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      })
    ).json()) as T
  const alumnos = await get<{ id: number }[]>('/alumnos/')
  const cursos = await get<{ id: number }[]>('/cursos/')
  // Attendance this month in every course (the first student absent today), so the course and student
  // pages have their monthly charts and the home screen its students at risk when axe checks them.
  const today = schoolToday()
  for (const fecha of new Set([`${today.slice(0, 8)}01`, today])) {
    for (const c of cursos) {
      const curso = await get<{ alumnos: { id: number }[] }>(`/cursos/${c.id}`)
      const registros = curso.alumnos.map((a) => ({
        alumno_id: a.id,
        presente: !(a.id === alumnos[0]!.id && fecha === today),
      }))
      await get(`/asistencia/curso/${c.id}`, { method: 'POST', body: JSON.stringify({ fecha, registros }) })
    }
  }
  const solicitud = await get<{ id?: number }>('/solicitudes/', {
    method: 'POST',
    body: JSON.stringify({
      titulo: 'Proyector de la sala 12',
      tipo: 'mantenimiento',
      descripcion: 'No enciende desde el lunes.',
    }),
  })
  const lista = await get<{ id: number }[]>('/solicitudes/')
  // An AI document, for the editor's screen.
  const documento = await get<{ documento_id: number }>('/generar-documento/', {
    method: 'POST',
    body: JSON.stringify({
      nivel: '5° Básico',
      asignatura: 'Matemática',
      tipo: 'evaluacion',
      objetivos: ['MA05 OA 07: Demostrar que comprenden las fracciones propias'],
      instrucciones: 'Prueba breve de 30 minutos.',
    }),
  })
  ids = {
    alumno: alumnos[0]!.id,
    curso: cursos[0]!.id,
    solicitud: solicitud.id ?? lista[0]!.id,
    documento: documento.documento_id,
  }
})
afterAll(() => h?.close())

const publicRoutes = [
  '/login',
  '/register',
  '/registrar-colegio',
  '/forgot-password',
  '/reset-password/token-de-prueba',
  '/privacidad',
]
const protectedRoutes = () => [
  '/',
  '/dashboard',
  '/documentos-ia',
  '/PAES',
  '/SIMCE',
  '/evaluaciones-status',
  '/prueba-extra?status=rejected&payment_id=0',
  '/mis-documentos',
  `/documentos/${ids.documento}`,
  '/reuniones',
  '/configuracion',
  '/alumnos',
  '/subir-alumno',
  `/alumnos/${ids.alumno}`,
  '/solicitudes',
  `/solicitudes/${ids.solicitud}`,
  '/cursos',
  `/cursos/${ids.curso}`,
  `/cursos/${ids.curso}/notas`,
  `/cursos/${ids.curso}/horario`,
  '/mi-dia',
  '/visado',
  '/atrasos',
  '/calendario',
  '/cumplimiento',
  '/cobertura',
  '/informes-pie',
  '/equipo',
  '/auditoria',
]

const slug = (route: string) => route.replace(/\?.*$/, '').replaceAll('/', '_').replace(/^_/, '') || 'inicio'

async function visit(context: BrowserContext, route: string, label: string, signedIn: boolean) {
  const page: Page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto(route)
  await page.locator('h1').first().waitFor()
  await page.waitForLoadState('networkidle')
  await sectionsShown(page, route)
  await h.screenshot(page, `${label}-${slug(route)}`)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(violations, `${route} (${label})`).toEqual([])
  expect(
    errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e)),
    route,
  ).toEqual([])
  if (signedIn) expect(page.url(), `${route} stayed on its screen`).not.toMatch(/\/login(\?|$)/)
  await page.close()
}

/**
 * Visits the routes three at a time in one context: each page spends much of its time waiting (network
 * idle, the chart's chunk, axe), so their waits overlap. Each page keeps its own errors and assertions.
 */
async function visitAll(context: BrowserContext, routes: string[], label: string, signedIn: boolean) {
  const queue = [...routes]
  const next = async (): Promise<void> => {
    const route = queue.shift()
    if (route === undefined) return
    await visit(context, route, label, signedIn)
    return next()
  }
  await Promise.all([next(), next(), next()])
}

/** The sections axe must see on the screens that load them on their own: present, not still loading. */
async function sectionsShown(page: Page, route: string) {
  if (/^\/(cursos|alumnos)\/\d+$/.test(route)) {
    if (Number(schoolToday().slice(5, 7)) < 3) {
      // January and February are outside the school year: the card says there is nothing yet.
      await page.getByText('Aún no hay asistencia registrada este año.').waitFor()
    } else {
      // The chart's code is loaded when its card comes on screen (until then the box is an image with the
      // same description); its table is opened so that axe checks it too.
      await page.getByRole('heading', { name: 'Asistencia por mes' }).scrollIntoViewIfNeeded()
      await page.locator('svg[role="img"][aria-label^="Gráfico de barras de la asistencia mensual de "]').waitFor()
      await page.getByText('Ver los datos en una tabla').click()
      await page.getByRole('table', { name: /^Asistencia por mes de / }).waitFor()
      // Back to the top, so the full-page screenshot has the phone's sticky bar where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0))
    }
  }
  if (route.startsWith('/alumnos/')) await page.getByRole('heading', { name: 'Notas', exact: true }).waitFor()
  if (route === '/') await page.getByRole('list', { name: 'Asistencia en riesgo este mes' }).waitFor()
}

describe.each([
  ['escritorio', false],
  ['telefono', true],
])('every screen (%s)', (label, phone) => {
  it('public screens', async () => {
    const context = await h.newContext({ phone })
    await visitAll(context, publicRoutes, label, false)
    await context.close()
  })

  it('signed-in screens', async () => {
    const context = await h.newContext({ phone })
    await context.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', t)
    }, token)
    await visitAll(context, protectedRoutes(), label, true)
    await context.close()
    // Twenty-two screens, each loaded, photographed and checked with axe: more than the default on a busy machine.
  }, 300_000)
})
