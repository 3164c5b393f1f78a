import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, type Harness, signIn, startHarness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

describe('the app shell in Chromium', () => {
  it('sends a visitor without a token to /login, and shows a wrong password in the dialog', async () => {
    const page = await h.newPage()
    await page.goto('/dashboard')
    await page.waitForURL(/\/login/)
    await expect.poll(() => page.getByRole('heading', { name: 'Inicia sesión' }).isVisible()).toBe(true)
    await h.screenshot(page, 'login-desktop')

    await page.getByLabel('Correo electrónico').fill(demo.email)
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave')
    await page.getByRole('button', { name: 'Ingresar' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Correo o contraseña incorrectos.')
    await h.screenshot(page, 'login-error')
    await dialog.getByRole('button', { name: 'Entendido' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await page.context().close()
  })

  it('looks the school code up from 6 characters and shows the school name', async () => {
    const page = await h.newPage()
    await page.goto('/login')
    const code = page.getByLabel('Código del colegio')
    await code.fill('DEMO2')
    await page.waitForTimeout(600)
    expect(await page.getByText('Colegio: ').count()).toBe(0)
    await code.fill(demo.codigo)
    await page.getByText('Colegio: Escuela Demostración Pizarra').waitFor()
    await page.context().close()
  })

  it('signs the demo account in, keeps the session across a reload, and logs out', async () => {
    const page = await h.newPage()
    await signIn(page)
    await page.waitForURL(/\/dashboard$/)
    const nav = page.getByRole('navigation', { name: 'Secciones' })
    for (const label of [
      'Inicio',
      'Generador IA',
      'Informes PIE',
      'Módulo PAES',
      'Módulo SIMCE',
      'Mis Documentos',
      'Configuración',
    ]) {
      await expect.poll(() => nav.getByRole('link', { name: label }).isVisible()).toBe(true)
    }
    await expect.poll(() => page.getByText('Evaluaciones restantes').isVisible()).toBe(true)
    expect(await page.locator('.quota-value').textContent()).toBe('50')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    await h.screenshot(page, 'dashboard-desktop')

    await page.reload()
    await nav.waitFor()
    expect(page.url()).toMatch(/\/dashboard$/)

    await page.getByRole('button', { name: 'Contraer menú' }).click()
    await page.getByRole('button', { name: 'Expandir menú' }).waitFor()
    await h.screenshot(page, 'dashboard-collapsed')
    await page.getByRole('button', { name: 'Expandir menú' }).click()

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.waitForURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await page.goto('/dashboard')
    await page.waitForURL(/\/login/)
    await page.context().close()
  })

  it('works on a phone-sized screen with the menu behind a button', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page)
    await page.waitForURL(/\/dashboard$/)
    await h.screenshot(page, 'dashboard-phone')
    // The sidebar is off-canvas until the menu button opens it.
    const inView = () =>
      page.getByRole('link', { name: 'Mis Documentos' }).evaluate((el) => el.getBoundingClientRect().right > 0)
    expect(await inView()).toBe(false)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect.poll(inView).toBe(true)
    await page.waitForTimeout(300) // let the slide-in finish before the picture
    await h.screenshot(page, 'menu-phone')
    await page.context().close()
  })
})
