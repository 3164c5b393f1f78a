import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, signIn, startHarness } from './harness'

/**
 * Accounts and money in Chromium, as a newcomer does it: a school signs up paying in a second tab
 * (the sandbox checkout), a teacher joins with the school code, a forgotten password is recovered
 * through the link in the outbox, and an extra evaluation is bought.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

const utp = { nombre: 'Paula Riquelme Soto', email: 'paula.riquelme@sanrafael.cl', password: 'sanrafael-2026' }
const teacher = { nombre: 'Tomás Fuentes Lagos', email: 'tomas.fuentes@sanrafael.cl', password: 'profe-tomas-2026' }
let schoolCode = ''

async function expectAccessible(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

const remaining = async (page: Page) => Number(await page.locator('.quota-value').textContent())

describe('accounts and money in the browser', () => {
  it('signs a school up, paying the subscription in a second tab', async () => {
    const context = await h.newContext()
    const page = await context.newPage()
    await page.goto('/registrar-colegio')
    await page.getByRole('radio', { name: /Starter/ }).waitFor()
    await page.getByRole('button', { name: 'Pagar suscripción' }).click()
    await page.getByText('Debes seleccionar un plan', { exact: true }).waitFor()
    await expectAccessible(page, '/registrar-colegio')
    await page.getByRole('radio', { name: /Expert/ }).check()
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Pagar suscripción' }).click(),
    ])
    await checkout.getByRole('button', { name: 'Aprobar pago' }).waitFor()
    expect(await checkout.textContent('body')).toContain('$16.990')
    await h.screenshot(checkout, 'accounts-sandbox-plan')
    await page.getByText(/Abrimos el pago en una pestaña nueva/).waitFor()

    await checkout.getByRole('button', { name: 'Aprobar pago' }).click()
    await checkout.waitForURL(/\/registrar-colegio\?preapproval_id=sbx-/)
    await checkout.getByText('Pago confirmado: plan Expert, 100 evaluaciones al mes por docente.').waitFor()
    // Reloading with preapproval_id keeps the flow.
    await checkout.reload()
    await checkout.getByText(/Pago confirmado: plan Expert/).waitFor()
    await checkout.getByLabel('Nombre del colegio').fill('Colegio San Rafael')
    await checkout.getByLabel('Región').selectOption('Biobío')
    await checkout.getByLabel('Comuna').selectOption('Concepción')
    await checkout.getByLabel('Nombre completo').fill(utp.nombre)
    await checkout.getByLabel('Correo electrónico').fill(utp.email)
    await checkout.getByLabel('Contraseña').fill(utp.password)
    await h.screenshot(checkout, 'accounts-signup-form')
    await checkout.getByRole('button', { name: 'Registrar colegio' }).click()
    const code = checkout.getByTestId('codigo-colegio')
    await code.waitFor()
    schoolCode = (await code.textContent()) ?? ''
    expect(schoolCode).toMatch(/^[A-Z2-9]{8}$/)
    await h.screenshot(checkout, 'accounts-signup-done')
    await checkout.waitForURL(/\/login$/)

    await signIn(checkout, utp.email, utp.password)
    await expect.poll(() => remaining(checkout)).toBe(100)
    await context.close()
  })

  it('registers a teacher with the school code', async () => {
    const page = await h.newPage()
    await page.goto('/register')
    await page.getByLabel('Nombre completo').fill(teacher.nombre)
    await page.getByLabel('Correo electrónico').fill(teacher.email)
    await page.getByLabel('Contraseña').fill(teacher.password)
    await page.getByLabel('Código del colegio').fill(schoolCode)
    await page.getByRole('button', { name: 'Registrarme' }).click()
    await page.waitForURL(/\/login$/)
    await signIn(page, teacher.email, teacher.password)
    await page.getByText('Colegio San Rafael').first().waitFor()
    await page.context().close()
  })

  it('recovers a forgotten password through the link in the outbox', async () => {
    const page = await h.newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    await page.waitForURL(/\/forgot-password$/)
    // The URL changes before the new screen replaces the login form, whose field has the same label.
    await page.getByRole('heading', { name: 'Recupera tu contraseña' }).waitFor()
    // The demo school's outbox already holds the e-mail it sent to a guardian: only the new file counts.
    const outbox = path.join(h.dataDir, 'outbox')
    const files = async () => (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))
    const earlier = new Set(await files())
    const sent = async () => (await files()).filter((f) => !earlier.has(f))
    await page.getByLabel('Correo electrónico').fill(teacher.email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await page.getByText(/Si el correo está registrado/).waitFor()
    await expectAccessible(page, '/forgot-password (enviado)')
    await h.screenshot(page, 'accounts-forgot-sent')

    await expect.poll(async () => (await sent()).length).toBe(1)
    const mail = await simpleParser(await readFile(path.join(outbox, (await sent())[0]!)))
    expect(mail.subject).toBe('Restablece tu contraseña de Pizarra')
    const link = mail.text?.match(/http:\/\/\S+\/reset-password\/[\w-]+/)?.[0]
    expect(link?.startsWith(`${h.baseUrl}/reset-password/`)).toBe(true)

    await page.goto(link!)
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('recuperada-2026')
    await page.getByLabel('Repite la nueva contraseña').fill('recuperada-2027')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await page.getByText('Las contraseñas no coinciden').waitFor()
    await expectAccessible(page, '/reset-password/$token')
    await page.getByLabel('Repite la nueva contraseña').fill('recuperada-2026')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await page.waitForURL(/\/login$/)
    await signIn(page, teacher.email, 'recuperada-2026')

    // The link works once.
    const again = await h.newPage()
    await again.goto(link!)
    await again.getByLabel('Nueva contraseña', { exact: true }).fill('otra-vez-2026')
    await again.getByLabel('Repite la nueva contraseña').fill('otra-vez-2026')
    await again.getByRole('button', { name: 'Guardar contraseña' }).click()
    await again.getByText('Token inválido o expirado.').waitFor()
    await again.context().close()
    await page.context().close()
  })

  it('buys an extra evaluation, and the sidebar counts it', async () => {
    const page = await h.newPage()
    await signIn(page, teacher.email, 'recuperada-2026')
    await page.getByRole('link', { name: /Evaluaciones restantes/ }).click()
    await page.waitForURL(/\/evaluaciones-status$/)
    await page.getByTestId('evaluaciones-disponibles').waitFor()
    const before = await remaining(page)
    expect(before).toBe(100)
    await expectAccessible(page, '/evaluaciones-status')
    await h.screenshot(page, 'accounts-status')
    await page.getByRole('button', { name: 'Comprar evaluación adicional' }).click()
    await page.waitForURL(/\/sandbox\/checkout\?id=sbx-/)
    expect(await page.textContent('body')).toContain('$1.990')
    await page.getByRole('button', { name: 'Aprobar pago' }).click()
    await page.waitForURL(/\/prueba-extra\?status=approved&payment_id=sbx-/)
    await page.getByText('Pago aprobado: se agregó 1 evaluación adicional.').waitFor()
    await expect.poll(() => remaining(page)).toBe(before + 1)
    await expectAccessible(page, '/prueba-extra')
    await h.screenshot(page, 'accounts-extra-credited')

    // Coming back to the same result does not credit it again.
    await page.reload()
    await page.getByText('Este pago ya fue acreditado a tu cuenta.').waitFor()
    await expect.poll(() => remaining(page)).toBe(before + 1)

    // A rejected payment says so and credits nothing.
    await page.goto('/evaluaciones-status')
    await page.getByRole('button', { name: 'Comprar evaluación adicional' }).click()
    await page.getByRole('button', { name: 'Rechazar pago' }).click()
    await page.waitForURL(/\/prueba-extra\?status=rejected/)
    await page.getByText('El pago no fue aprobado').waitFor()
    await expect.poll(() => remaining(page)).toBe(before + 1)
    await page.context().close()
  })

  it('changes name and password on /configuracion', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page, utp.email, utp.password)
    await page.goto('/configuracion')
    await page.getByLabel('Nombre completo').fill('Paula Riquelme')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByText('Información actualizada').waitFor()
    await page.getByLabel('Contraseña actual').fill(utp.password)
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('sanrafael-2027')
    await page.getByLabel('Repite la nueva contraseña').fill('sanrafael-2027')
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await page.getByText('Contraseña actualizada').waitFor()
    await expectAccessible(page, '/configuracion')
    await h.screenshot(page, 'accounts-configuracion-phone')
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await page.waitForURL(/\/login$/)
    await signIn(page, utp.email, 'sanrafael-2027')
    await page.context().close()
  })
})
