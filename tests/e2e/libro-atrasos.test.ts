import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoInspector, demoPendingMember, demoTeacher } from '../../server/db/seed'
import { demo, type Harness, signIn, startHarness } from './harness'

/**
 * Late arrivals, the school calendar and the subsidy block in Chromium. The inspector, on a phone (390 px),
 * opens Atrasos from the menu, tries to save a justification without a reason (the Spanish message, nothing
 * saved), then justifies a late arrival of the demo; a UTP reads the list without the button and picks a
 * teacher who is not yet on a schedule; the administrador suspends a day with its reason (Mi día then shows
 * the reason and no blocks), removes it, and sets the subsidy block in Configuración. Screens photographed
 * at 390 and 1280 px and checked with axe.
 */
let h: Harness
let admin = ''
let cursoId = 0

interface Late {
  alumno_id: number
  nombre: string
  fecha: string
  justificativo: 'pendiente' | 'justificado'
  justificacion: { nombre: string; motivo: string } | null
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${h.baseUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return (await res.json()) as T
}

async function tokenOf(email: string) {
  const res = await fetch(`${h.baseUrl}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: demo.password }),
  })
  return ((await res.json()) as { access_token: string }).access_token
}

/** A screenshot and no axe-core violation. */
async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  await h.screenshot(page, name)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([])
}

/** The day `n` days before `fecha` (YYYY-MM-DD). */
const daysBefore = (fecha: string, n: number) =>
  new Date(Date.parse(`${fecha}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .slice(0, 10)

beforeAll(async () => {
  h = await startHarness()
  admin = await tokenOf(demo.email)
  const cursos = await api<{ id: number; nombre: string }[]>('/cursos/', admin)
  cursoId = cursos.find((c) => c.nombre === '4° Básico A')!.id
})
afterAll(() => h?.close())

describe('late arrivals and the school calendar in Chromium', () => {
  it('the inspector justifies a late arrival on a phone; a reason is required', async () => {
    const inspector = await tokenOf(demoInspector.email)
    const hasta = today()
    const desde = daysBefore(hasta, 30)
    const late = await api<Late[]>(`/atrasos?desde=${desde}&hasta=${hasta}`, inspector)
    // The demo's last two weeks of late arrivals wait for their justification.
    const pending = late.find((a) => a.justificativo === 'pendiente')!
    expect(pending, JSON.stringify(late.slice(0, 3))).toBeDefined()

    const page = await h.newPage({ phone: true })
    await signIn(page, demoInspector.email, demo.password)
    // The menu names Atrasos for the inspector.
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Atrasos' }).click()
    await page.getByRole('heading', { name: 'Atrasos' }).waitFor()
    await page.goto(`/atrasos?desde=${pending.fecha}&hasta=${pending.fecha}`)
    const list = page.getByRole('list', { name: 'Atrasos' })
    await list.waitFor()
    const item = list.getByRole('listitem').filter({ hasText: pending.nombre })
    await item.getByText('Pendiente', { exact: true }).waitFor()
    await check(page, 'libro-atrasos-phone')

    await item.getByRole('button', { name: 'Justificar' }).click()
    await item.getByRole('button', { name: 'Guardar justificación' }).click()
    await item.getByText('El motivo es obligatorio.').waitFor()
    await check(page, 'libro-atrasos-motivo-obligatorio-phone')
    // Nothing was saved.
    const still = await api<Late[]>(`/atrasos?fecha=${pending.fecha}`, inspector)
    expect(still.find((a) => a.alumno_id === pending.alumno_id)!.justificativo).toBe('pendiente')

    await item
      .getByLabel(`Motivo del atraso de ${pending.nombre}`)
      .fill('Control médico; la apoderada trajo el certificado')
    await item.getByRole('button', { name: 'Guardar justificación' }).click()
    await page.getByText(`Atraso de ${pending.nombre} justificado.`).waitFor()
    await item.getByText('Justificado', { exact: true }).waitFor()
    expect(await item.textContent()).toContain('Control médico; la apoderada trajo el certificado')
    expect(await item.textContent()).toContain(demoInspector.nombre)
    await check(page, 'libro-atrasos-justificado-phone')
    const after = await api<Late[]>(`/atrasos?fecha=${pending.fecha}`, inspector)
    expect(after.find((a) => a.alumno_id === pending.alumno_id)).toMatchObject({
      justificativo: 'justificado',
      justificacion: { nombre: demoInspector.nombre, motivo: 'Control médico; la apoderada trajo el certificado' },
    })
    await page.context().close()
  })

  it("UTP reads the late arrivals without justifying them, and picks any of the school's teachers", async () => {
    // The demo's pending member is approved as UTP.
    const miembros = await api<{ id: number; email: string }[]>('/miembros', admin)
    const paula = miembros.find((m) => m.email === demoPendingMember.email)!
    await api(`/miembros/${paula.id}`, admin, {
      method: 'PUT',
      body: JSON.stringify({ estado: 'activo', rol: 'utp', curso_ids: [] }),
    })
    const page = await h.newPage()
    await signIn(page, demoPendingMember.email, demo.password)
    const nav = page.getByRole('navigation', { name: 'Secciones' })
    await nav.getByRole('link', { name: 'Atrasos' }).waitFor()
    await nav.getByRole('link', { name: 'Calendario escolar' }).waitFor()
    const hasta = today()
    await page.goto(`/atrasos?desde=${daysBefore(hasta, 30)}&hasta=${hasta}`)
    const list = page.getByRole('list', { name: 'Atrasos' })
    await list.waitFor()
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Justificar' }).count()).toBe(0)
    await check(page, 'libro-atrasos-utp-desktop')

    // The week grid's teacher list: Carolina Fuentes teaches no block of 4° Básico A, and is offered.
    await page.goto(`/cursos/${cursoId}/horario`)
    await page.getByRole('heading', { name: 'Horario de 4° Básico A' }).waitFor()
    await page.getByRole('button', { name: /^Lunes 08:00–08:45: / }).click()
    const docente = page.getByLabel('Docente', { exact: true })
    await docente.locator('option', { hasText: 'Carolina Fuentes' }).waitFor({ state: 'attached' })
    const options = (await docente.locator('option').allTextContents()).map((t) => t.trim())
    expect(options).toEqual(expect.arrayContaining(['Carolina Fuentes', demoTeacher.nombre, 'Paula Reyes Castro']))
    expect(options).not.toContain(demoInspector.nombre)
    await check(page, 'libro-horario-docentes-utp-desktop')
    await page.close()

    // A docente has no Atrasos in the menu.
    const teacherPage = await h.newPage()
    await signIn(teacherPage, demoTeacher.email, demo.password)
    const teacherNav = teacherPage.getByRole('navigation', { name: 'Secciones' })
    await teacherNav.getByRole('link', { name: 'Mi día' }).waitFor()
    expect(await teacherNav.getByRole('link', { name: 'Atrasos' }).count()).toBe(0)
    await teacherPage.close()
  })

  it('the administrador suspends a day with its reason: Mi día shows it without blocks; then removes it', async () => {
    // A class day of next year's calendar (it holds no record yet, whatever the day the test runs).
    const anio = Number(today().slice(0, 4)) + 1
    const calendario = await api<{
      inicio: string
      feriados: { fecha: string }[]
    }>(`/calendario?anio=${anio}`, admin)
    let day = daysBefore(calendario.inicio, -7)
    const holidays = new Set(calendario.feriados.map((f) => f.fecha))
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()) || holidays.has(day)) day = daysBefore(day, -1)
    for (const phone of [true, false]) {
      const page = await h.newPage({ phone })
      await signIn(page)
      await page.goto('/calendario')
      await page.getByRole('heading', { name: /^Calendario escolar \d{4}$/ }).waitFor()
      if (phone) {
        await check(page, 'libro-calendario-phone')
        await page.close()
        continue
      }
      await page.getByLabel('Año').selectOption(String(anio))
      await page.getByRole('heading', { name: `Calendario escolar ${anio}` }).waitFor()
      await page.getByLabel('Fecha', { exact: true }).fill(day)
      await page.getByRole('button', { name: 'Marcar sin clases' }).click()
      await page.getByText('El motivo es obligatorio.').waitFor()
      await page.getByLabel('Motivo', { exact: true }).fill('Jornada de reflexión')
      await page.getByRole('button', { name: 'Marcar sin clases' }).click()
      await page.getByText('Día sin clases registrado.').waitFor()
      const suspensions = page.getByRole('list', { name: 'Suspensiones' })
      await suspensions.getByText('Jornada de reflexión').waitFor()
      await check(page, 'libro-calendario-desktop')

      await page.goto(`/mi-dia?fecha=${day}`)
      await page.getByText('Día sin clases: Jornada de reflexión.').waitFor()
      expect(await page.locator('.day-block').count()).toBe(0)
      await check(page, 'libro-mi-dia-suspendido-desktop')

      await page.goto(`/calendario?anio=${anio}`)
      await page
        .getByRole('button', { name: /^Quitar la suspensión del / })
        .first()
        .click()
      await page.getByText('El día vuelve a tener clases.').waitFor()
      const left = await api<{ suspensiones: { fecha: string }[] }>(`/calendario?anio=${anio}`, admin)
      expect(left.suspensiones.map((s) => s.fecha)).not.toContain(day)
      await page.goto(`/mi-dia?fecha=${day}`)
      await page.locator('.day-block').first().waitFor()
      await page.close()
    }
  })

  it('the administrador sets the subsidy block in Configuración', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page)
    await page.goto('/configuracion')
    const card = page.locator('section.card').filter({ hasText: 'Bloque de subvención' })
    const select = card.getByLabel('Bloque del día')
    await expect.poll(() => select.inputValue()).toBe('2')
    await check(page, 'libro-configuracion-subvencion-phone')
    await select.selectOption('3')
    await card.getByRole('button', { name: 'Guardar bloque' }).click()
    await page.getByText('La asistencia del día se toma del bloque 3.').waitFor()
    expect((await api<{ bloque_subvencion: number }>('/calendario', admin)).bloque_subvencion).toBe(3)
    await api('/calendario/subvencion', admin, { method: 'PUT', body: JSON.stringify({ bloque: 2 }) })
    await page.close()
  })
})
