import { statSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSignatureSecret } from '../../server/db/demo/libro'
import { demo, type Harness, signIn, startHarness } from './harness'

/**
 * The libro de clases in Chromium: the docente on a phone (390 px) takes the roll of the second block of the
 * day with a late student, writes the leccionario with an OA, signs it with the code of their authenticator
 * (computed here from the secret, as the phone app would), then corrects it; the correction is
 * countersigned; Cobertura shows the OA as treated and opens the generator with it. Every screen is
 * photographed at 390 and 1280 px and checked with axe.
 */
let h: Harness
const teacher = { email: 'jorge.morales@demo.pizarra.cl', password: demo.password }
const inspector = 'inspectoria@demo.pizarra.cl'
/** The authenticator secrets this run knows, by e-mail: Jorge's is the demo's (README), others are enrolled on screen. */
const secrets = new Map<string, string>([[teacher.email, demoSignatureSecret]])
/** The second block Jorge signs: its subject, and the OA its leccionario treats. */
const signed = { asignatura: '', oa: '' }
let cursoId = 0
let otherCursoId = 0

const used = new Map<string, string>()
/**
 * The 6-digit code of a member's secret now, as the phone app shows it. The server takes a code once: when
 * this one was used already, the next 30-second period's is awaited.
 */
async function codeFor(email: string) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secrets.get(email)!) })
  if (totp.generate() === used.get(email))
    await new Promise((r) => setTimeout(r, (30 - (Math.floor(Date.now() / 1000) % 30) + 1) * 1000))
  const code = totp.generate()
  used.set(email, code)
  return code
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${h.baseUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return (await res.json()) as T
}

/** The token of the session a page signed in with (the app keeps it in localStorage). */
const sessionOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token')))!

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

/** Enrolls the signed-in member's authenticator in Configuración, reading the secret shown beside the QR. */
async function enroll(page: Page, email: string, label: string) {
  await page.goto('/configuracion')
  await page.getByRole('button', { name: 'Habilitar mi firma' }).click()
  await page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }).waitFor()
  secrets.set(email, (await page.locator('.totp-secret').textContent())!.trim())
  await check(page, `libro-firma-${label}`)
  await page.getByLabel('Código de la aplicación').fill(await codeFor(email))
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await page.getByText(/Tu firma está habilitada/).waitFor()
}

beforeAll(async () => {
  h = await startHarness()
  const admin = await tokenOf(demo.email)
  const cursos = await api<{ id: number; nombre: string }[]>('/cursos/', admin)
  cursoId = cursos.find((c) => c.nombre === '4° Básico A')!.id
  otherCursoId = cursos.find((c) => c.nombre === '1° Medio B')!.id
})
afterAll(() => h?.close())

describe('libro de clases in Chromium', () => {
  it("the week grid of 4° Básico A, and a teacher in two courses at once refused with the API's message", async () => {
    for (const phone of [false, true]) {
      const page = await h.newPage({ phone })
      await signIn(page)
      await page.goto(`/cursos/${cursoId}/horario`)
      await page.getByRole('heading', { name: 'Horario de 4° Básico A' }).waitFor()
      const filled = page.locator('.schedule-cell.is-filled')
      await filled.first().waitFor()
      // The demo's six blocks a day, Monday to Friday.
      expect(await filled.count()).toBe(30)
      await check(page, `libro-horario-${phone ? 'phone' : 'desktop'}`)
      await page.close()
    }
    // Jorge teaches 4° Básico A on Monday at 08:00: putting him in 1° Medio B then is an overlap.
    const page = await h.newPage()
    await signIn(page)
    await page.goto(`/cursos/${otherCursoId}/horario`)
    await page.getByRole('heading', { name: 'Horario de 1° Medio B' }).waitFor()
    await page.getByRole('button', { name: /^Lunes 08:00–08:45: / }).click()
    await page.getByLabel('Asignatura', { exact: true }).fill('Matemática')
    await page.getByLabel('Docente', { exact: true }).selectOption({ label: 'Jorge Morales Tapia' })
    await page.getByRole('button', { name: 'Listo' }).click()
    await check(page, 'libro-horario-editado-desktop')
    await page.getByRole('button', { name: 'Guardar horario' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toMatch(/Jorge Morales Tapia/)
    await h.screenshot(page, 'libro-horario-choque-desktop')
    await page.close()
  })

  it('downloads the monthly libro of 4° Básico A as Excel and Word from the course page', async () => {
    const page = await h.newPage()
    await signIn(page)
    await page.goto(`/cursos/${cursoId}`)
    const card = page.locator('section.card').filter({ hasText: 'Libro de clases del mes' })
    await card.waitFor()
    for (const formato of ['xlsx', 'docx']) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: `Descargar (.${formato})` }).click(),
      ])
      expect(file.suggestedFilename()).toMatch(new RegExp(`^Libro de clases 4° Básico A \\d{4}-\\d{2}\\.${formato}$`))
      const { size } = statSync(await file.path())
      expect(size).toBeGreaterThan(2000)
    }
    await page.close()
  })

  it('the docente takes the roll of the second block on a phone, a student late, signs it and corrects it', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page, teacher.email, teacher.password)
    const token = await sessionOf(page)
    const firma = await api<{ inscrita: boolean }>('/cuenta/firma', token)
    if (!firma.inscrita) await enroll(page, teacher.email, 'docente-phone')

    // Mi día, on the home screen and on its own page.
    await page.goto('/')
    const today = page.getByRole('list', { name: /^Tus clases del/ })
    await today.waitFor()
    await check(page, 'libro-inicio-mi-dia-phone')
    await page.goto('/mi-dia')
    await check(page, 'libro-mi-dia-phone')
    await page
      .getByRole('link', { name: /bloque 2/ })
      .first()
      .click()
    const heading = page.getByRole('heading', { name: / · 4° Básico A$/ })
    await heading.waitFor()
    signed.asignatura = (await heading.textContent())!.replace(/ · 4° Básico A$/, '')
    await check(page, 'libro-clase-pendiente-phone')

    const roll = page.getByRole('list', { name: 'Asistencia de 4° Básico A' })
    const names = (await roll.locator('.roll-name').allTextContents()).map((t) => t.trim())
    expect(names.length).toBeGreaterThan(3)
    const late = names[2]!
    await page.getByRole('button', { name: 'Todos presentes' }).click()
    await page.getByRole('button', { name: `${late}: Atrasado` }).click()
    await page.getByLabel(`Hora de llegada de ${late}`).fill('08:52')
    await page.getByRole('button', { name: 'Guardar asistencia' }).click()
    await page.getByRole('button', { name: 'Firmar clase' }).waitFor()

    await page.getByLabel('Leccionario').fill('Fracciones equivalentes con material concreto.')
    await page.getByRole('button', { name: 'Elegir OA del currículum' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('checkbox').nth(2).check()
    await dialog.getByRole('button', { name: 'Listo' }).click()
    const chosen = page.getByRole('list', { name: 'OA del currículum (opcional)' })
    signed.oa = (await chosen.locator('strong').first().textContent())!.trim()
    expect(signed.oa).toMatch(/^[A-Z]{2}04 OA \d{2}$/)
    await page.getByLabel('Actividades').fill('Guía 3 en parejas.')
    await check(page, 'libro-clase-leccionario-phone')
    await page.getByLabel('Código de firma').fill(await codeFor(teacher.email))
    await page.getByRole('button', { name: 'Firmar clase' }).click()
    await page.getByText(/Firmada por Jorge Morales Tapia/).waitFor()
    expect(await page.getByRole('list', { name: 'Asistencia de 4° Básico A' }).textContent()).toContain(
      'Atrasado (08:52)',
    )
    await check(page, 'libro-clase-firmada-phone')

    // The correction: the late student was in fact present; signed with the next code.
    await page.getByRole('button', { name: 'Corregir' }).click()
    await page.getByRole('button', { name: `${late}: Presente` }).click()
    await page.getByLabel('Motivo de la corrección').fill('Llegó a la hora; se marcó atrasado por error.')
    await check(page, 'libro-correccion-phone')
    await page.getByLabel('Código de firma').fill(await codeFor(teacher.email))
    await page.getByRole('button', { name: 'Firmar corrección' }).click()
    await page.getByText('Corrección enviada. Queda pendiente de visado.').waitFor()
    const record = page.getByRole('region', { name: 'Correcciones' })
    await record.getByText('Pendiente de visado').waitFor()
    expect(await record.locator('del').first().textContent()).toBe('Atrasado (08:52)')
    await check(page, 'libro-clase-corregida-phone')
    await page.context().close()
  })

  it('the inspector countersigns the correction in Visado', async () => {
    const page = await h.newPage()
    await signIn(page, inspector, demo.password)
    await check(page, 'libro-inspector-inicio-desktop')
    const firma = await api<{ inscrita: boolean }>('/cuenta/firma', await sessionOf(page))
    if (!firma.inscrita) await enroll(page, inspector, 'inspector-desktop')
    await page.goto('/visado')
    const card = page.locator('.countersign').filter({ hasText: 'Llegó a la hora' })
    await card.waitFor()
    await check(page, 'libro-visado-desktop')
    await card.getByLabel('Código de firma').fill(await codeFor(inspector))
    await card.getByRole('button', { name: 'Visar' }).click()
    await page.getByText('Corrección visada.').waitFor()
    await card.waitFor({ state: 'detached' })
    await page.close()
  })

  it('Cobertura shows the OA as treated and opens the generator with the OA treated, level and subject chosen', async () => {
    const cobertura = `/cobertura?curso_id=${cursoId}&asignatura=${encodeURIComponent(signed.asignatura)}`
    for (const phone of [true, false]) {
      const page = await h.newPage({ phone })
      await signIn(page)
      await page.goto(cobertura)
      const table = page.getByRole('table', { name: `Cobertura de ${signed.asignatura} por OA` })
      await table.waitFor()
      const row = table.getByRole('row', { name: new RegExp(`^${signed.oa}`) })
      expect((await row.getByRole('cell').first().textContent())?.trim()).toBe('Sí')
      await check(page, `libro-cobertura-${phone ? 'phone' : 'desktop'}`)
      await page.goto('/cumplimiento')
      await page.getByRole('heading', { name: 'Cumplimiento del libro de clases' }).waitFor()
      await check(page, `libro-cumplimiento-${phone ? 'phone' : 'desktop'}`)
      if (phone) {
        await page.close()
        continue
      }
      await page.goto(cobertura)
      const link = page.getByRole('link', { name: 'Generar evaluación de los OA tratados' })
      const codes = new URL(`${h.baseUrl}${await link.getAttribute('href')}`).searchParams.get('oa')!.split(',')
      await link.click()
      await page.getByRole('heading', { name: 'Generador de documentos con IA' }).waitFor()
      expect(await page.getByLabel('Nivel').inputValue()).toBe('4° Básico')
      expect(await page.getByLabel('Asignatura').inputValue()).toBe(signed.asignatura)
      const chosen = page.getByRole('list', { name: 'OA del currículum (opcional)' })
      await chosen.getByText(codes[0]!).waitFor()
      expect(await chosen.locator('strong').allTextContents()).toEqual(codes)
      await check(page, 'libro-generador-desde-cobertura-desktop')
      await page.close()
    }
  })
})
