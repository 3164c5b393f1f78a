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

  it('offers the closest OA when the objective is of another level, on a phone', async () => {
    const page = await h.newPage({ phone: true })
    await openGenerator(page)
    await page.getByLabel('Nivel', { exact: true }).selectOption('4° Básico')
    await page.getByLabel('Asignatura').fill('Matemática')
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    await page.getByLabel('Objetivos de aprendizaje').fill('Resolver problemas con porcentajes')
    await expect
      .poll(() => understood(page).textContent(), { timeout: 10_000 })
      .toContain('Ningún OA de Matemática de 4° Básico corresponde a «Resolver problemas con porcentajes»')
    await page.getByLabel('Instrucciones').fill('Prueba corta.')
    await page.getByRole('button', { name: 'Generar documento' }).click()
    const suggested = page.getByRole('region', { name: 'OA sugeridos' })
    await suggested.waitFor()
    expect(await suggested.textContent()).toContain('Elige uno de los OA sugeridos')
    expect(await suggested.getByRole('button', { name: /^Usar MA04 OA \d\d$/ }).count()).toBeGreaterThan(0)
    await h.screenshot(page, 'generador-sugerencias-telefono')
  })
})
