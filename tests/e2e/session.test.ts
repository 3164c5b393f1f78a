import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, type Harness, startHarness } from './harness'

/**
 * The session in one tab without reloads: what one account loaded never shows under the next one,
 * and a session the server no longer accepts ends on /login, which brings the user back afterwards.
 */

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

interface Account {
  email: string
  password: string
  user: string
  colegio: string
  codigo: string
  /** Evaluations left this month, as the home and the sidebar show them. */
  remaining: string
}

/** The demo school, as the seed creates it (plan Pro, nothing used yet). */
const schoolA: Account = {
  email: demo.email,
  password: demo.password,
  user: 'Carolina Fuentes',
  colegio: 'Escuela Demostración Pizarra',
  codigo: demo.codigo,
  remaining: '50',
}

/** Signs a second school up through the sandbox checkout, as a UTP head would. */
async function signUpSchoolB(): Promise<Account> {
  const checkout = await fetch(`${h.baseUrl}/sandbox/checkout`, {
    method: 'POST',
    body: new URLSearchParams({ plan: 'starter', decision: 'aprobar' }),
    redirect: 'manual',
  })
  const paymentId = new URL(checkout.headers.get('location') ?? '', h.baseUrl).searchParams.get('preapproval_id')
  expect(paymentId, 'the sandbox checkout answers with a preapproval id').toBeTruthy()
  const school = {
    nombre: 'Liceo Bicentenario Los Aromos',
    region: 'Valparaíso',
    comuna: 'Quilpué',
    email_responsable: 'direccion@aromos.cl',
    nombre_responsable: 'Marcela Soto Rivas',
    password: 'aromos-2026',
    payment_id: paymentId,
  }
  const res = await fetch(`${h.baseUrl}/api/colegios/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(school),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { codigo } = (await res.json()) as { codigo: string }
  return {
    email: school.email_responsable,
    password: school.password,
    user: school.nombre_responsable,
    colegio: school.nombre,
    codigo,
    remaining: '25',
  }
}

/** Fills the sign-in form of the page as it is (no navigation, no reload). */
async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Inicia sesión' }).waitFor()
  await page.getByLabel('Correo electrónico').fill(account.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

/** The home shows the account: greeting, school, count and code, in the page and in the sidebar. */
async function expectHomeOf(page: Page, account: Account) {
  await page.waitForURL(/\/dashboard$/)
  await page.getByRole('heading', { name: `Hola, ${account.user.split(' ')[0]}` }).waitFor()
  await expect.poll(() => page.locator('.school-code').textContent()).toBe(account.codigo)
  expect(await page.locator('.big-number').first().textContent()).toBe(account.remaining)
  expect(await page.locator('.quota-value').textContent()).toBe(account.remaining)
  const sidebarUser = page.locator('.sidebar-user')
  expect(await sidebarUser.locator('strong').textContent()).toBe(account.user)
  expect(await sidebarUser.locator('span').textContent()).toBe(account.colegio)
  expect(await page.locator('.page-header').textContent()).toContain(account.colegio)
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name, exact: true })

const bodyText = (page: Page) => page.evaluate(() => document.body.textContent ?? '')

describe('one tab, two accounts', () => {
  it('shows only the second account after a sign-out and a sign-in without reloading', async () => {
    const schoolB = await signUpSchoolB()
    const page = await h.newPage()
    await page.goto('/login')
    await submitLogin(page, schoolA)
    await expectHomeOf(page, schoolA)
    // Data of the school's screens too: the students list loads A's students.
    await navLink(page, 'Alumnos').click()
    await page.waitForURL(/\/alumnos$/)
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0)
    const studentOfA = (await page.locator('tbody tr').first().getByRole('link').textContent())?.trim() ?? ''
    expect(studentOfA).not.toBe('')
    await navLink(page, 'Inicio').click()
    await page.waitForURL(/\/$/)

    // A page load would wipe everything anyway: the test counts on there being none.
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.waitForURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await h.screenshot(page, 'session-login-after-logout')

    await submitLogin(page, schoolB)
    await expectHomeOf(page, schoolB)
    const text = await bodyText(page)
    for (const leftover of [schoolA.user, schoolA.user.split(' ')[0], schoolA.colegio, schoolA.codigo]) {
      expect(text, `«${leftover}» of the first account is still on the page`).not.toContain(leftover)
    }
    await h.screenshot(page, 'session-home-after-switch')

    // B's students screen is B's: empty, none of A's.
    await navLink(page, 'Alumnos').click()
    await page.waitForURL(/\/alumnos$/)
    await page.getByRole('heading', { name: 'Alumnos', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await bodyText(page)).not.toContain(studentOfA)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await page.context().close()
  })
})

describe('a session the server no longer accepts', () => {
  it('ends on /login with the screen to return to, and signing in goes back there', async () => {
    const page = await h.newPage()
    await page.goto('/login')
    await submitLogin(page, schoolA)
    await page.waitForURL(/\/dashboard$/)
    await navLink(page, 'Cursos').click()
    await page.waitForURL(/\/cursos$/)
    await page.getByRole('heading', { name: 'Cursos', exact: true }).waitFor()

    // The token stops being valid (corrupted here) while the user is on a screen of the app.
    await page.evaluate(() => localStorage.setItem('token', 'token-que-ya-no-vale'))
    await navLink(page, 'Alumnos').click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/alumnos')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    // Nothing of the account is left on the page while it asks for a sign-in.
    const text = await bodyText(page)
    for (const leftover of [schoolA.user, schoolA.colegio]) expect(text).not.toContain(leftover)

    await submitLogin(page, schoolA)
    await page.waitForURL(/\/alumnos$/)
    await page.getByRole('heading', { name: 'Alumnos', exact: true }).waitFor()
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0)
    await page.context().close()
  })
})
