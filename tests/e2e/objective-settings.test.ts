import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, signIn, startHarness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

const editor = (page: Page) => page.getByRole('region', { name: /^Editor:/ })
const understood = (page: Page) => page.getByRole('list', { name: 'Objetivos entendidos' })

async function openGenerator(page: Page) {
  await signIn(page)
  await page.waitForURL(/\/dashboard$/)
  // On a phone the sections are behind the menu: the address works on both.
  await page.goto(`${h.baseUrl}/documentos-ia`)
  await page.waitForURL(/\/documentos-ia$/)
  // The home screen has the same generator: wait for this screen's, not the one being replaced.
  await page.getByRole('heading', { level: 1, name: 'Generador de documentos con IA' }).waitFor()
}

describe('the generator follows the typed objective and the options, in Chromium', () => {
  it('understands "porcentajes" as MA07 OA 04, asks for 20 questions and the editor shows 20', async () => {
    const page = await h.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await openGenerator(page)
    await page.getByLabel('Nivel', { exact: true }).selectOption('7° Básico')
    await page.getByLabel('Asignatura').fill('Matemática')
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    await page.getByLabel('Objetivos de aprendizaje').fill('porcentajes')
    await expect.poll(() => understood(page).textContent(), { timeout: 10_000 }).toContain('Entendimos: MA07 OA 04')
    expect(await understood(page).textContent()).toContain('Comprender el porcentaje')
    await page.getByText('Opciones', { exact: true }).click()
    await page.getByLabel(/Cantidad de preguntas/).fill('20')
    await page.getByLabel('Instrucciones').fill('Prueba de la unidad de porcentajes.')
    await h.screenshot(page, 'generador-entendimos')
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await editor(page).waitFor({ timeout: 30_000 })
    await expect
      .poll(
        () =>
          editor(page)
            .getByRole('button', { name: /^Regenerar pregunta \d+$/ })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(20)
    await page.getByRole('button', { name: 'Generar otra versión' }).waitFor()
    await h.screenshot(page, 'generador-20-preguntas')
    expect(errors).toEqual([])
  })

  it("says once, calmly, where another level's objective is taught and offers the closest OA, on a phone", async () => {
    const page = await h.newPage({ phone: true })
    await openGenerator(page)
    await page.getByLabel('Nivel', { exact: true }).selectOption('4° Básico')
    await page.getByLabel('Asignatura').fill('Matemática')
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    await page.getByLabel('Objetivos de aprendizaje').fill('Resolver problemas con porcentajes')
    const message = '«Resolver problemas con porcentajes» se trabaja en 7° Básico: MA07 OA 04.'
    await expect.poll(() => understood(page).textContent(), { timeout: 10_000 }).toContain(message)
    await page.getByLabel('Instrucciones').fill('Prueba corta.')
    await page.getByRole('button', { name: 'Generar documento' }).click()
    // Offline the server refuses it too: still one message, no error dialog, no red box.
    await page.getByRole('button', { name: 'Generar documento' }).waitFor()
    await page.waitForTimeout(500)
    expect(await page.getByText('se trabaja en 7° Básico').count()).toBe(1)
    expect(await page.getByText('Algo salió mal').isVisible()).toBe(false)
    expect(await page.locator('.generation-result .alert').count()).toBe(0)
    const choices = understood(page).getByRole('button', { name: /^Usar MA04 OA \d\d$/ })
    expect(await choices.count()).toBeGreaterThan(0)
    await h.screenshot(page, 'generador-otro-nivel-telefono')
    const first = (await choices.first().textContent())!.replace('Usar ', '')
    await choices.first().click()
    await expect.poll(() => understood(page).textContent()).toContain(`Entendimos: ${first}`)
  })

  it('resolves an objective with commas and classroom context as one OA, and a list as its objectives', async () => {
    const page = await h.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await openGenerator(page)
    await page.getByLabel('Nivel', { exact: true }).selectOption('1° Básico')
    await page.getByLabel('Asignatura').fill('Matemática')
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    await page
      .getByLabel('Objetivos de aprendizaje')
      .fill('Conteo hasta el 100 de 2 en 2, de 5 en 5 y de 10 en 10, frente al curso')
    await expect.poll(() => understood(page).textContent(), { timeout: 10_000 }).toContain('Entendimos: MA01 OA 01')
    expect(await understood(page).getByRole('listitem').count()).toBe(1)
    await page.getByLabel('Instrucciones').fill('Prueba de conteo.')
    await h.screenshot(page, 'generador-objetivo-con-comas')
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await editor(page).waitFor({ timeout: 30_000 })
    expect(await editor(page).textContent()).toContain('MA01 OA 01')
    // A list of objectives still splits on its commas.
    await page.getByLabel('Nivel', { exact: true }).selectOption('7° Básico')
    await page.getByLabel('Objetivos de aprendizaje').fill('porcentajes, potencias de base 10')
    await expect.poll(() => understood(page).getByRole('listitem').count(), { timeout: 10_000 }).toBe(2)
    const text = await understood(page).textContent()
    expect(text).toContain('MA07 OA 04')
    expect(text).toContain('MA07 OA 05')
    await h.screenshot(page, 'generador-lista-de-objetivos')
    expect(errors).toEqual([])
  })
})
