import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import JSZip from 'jszip'
import type { Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, signIn, startHarness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

const remaining = (page: Page) => page.locator('.quota-value').textContent()
const editor = (page: Page) => page.getByRole('region', { name: /^Editor:/ })
const status = (page: Page) => editor(page).locator('.editor-status')

async function expectNoAxeViolations(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

/** The text of the Word file's body, its runs joined. */
async function docxText(download: Download) {
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!))
  const xml = await zip.file('word/document.xml')!.async('string')
  return xml.replace(/<w:tab\/>/g, ' ').replace(/<[^>]+>/g, '')
}

const edited = 'Texto editado por la docente: ¿cuánto es 1/2 + 1/4 de una pizza?'

describe('the OA picker and the document editor in Chromium', () => {
  it('picks two OA on fractions, generates, edits, regenerates, downloads the edited Word file and lists its versions', async () => {
    const page = await h.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signIn(page)
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Generador IA' }).click()
    await page.waitForURL(/\/documentos-ia$/)
    // The home screen has the same generator: wait for this screen's, not the one being replaced.
    await page.getByRole('heading', { level: 1, name: 'Generador de documentos con IA' }).waitFor()
    const before = Number(await remaining(page))

    // The picker: 5° Básico, Matemática, searched by words (accents optional) and by number.
    await page.getByLabel('Nivel', { exact: true }).selectOption('5° Básico')
    await page.getByLabel('Asignatura').fill('Matemática')
    await page.getByRole('button', { name: 'Elegir OA del currículum' }).click()
    const dialog = page.getByRole('dialog', { name: /Elegir OA · 5° Básico · Matemática/ })
    await dialog.waitFor()
    await dialog.getByLabel('Buscar por número o palabras').fill('fracciones')
    const options = dialog.getByRole('checkbox')
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    const groups = await dialog.locator('legend').allTextContents()
    expect(groups).toContain('Números y operaciones')
    await dialog.getByRole('checkbox', { name: /^OA 7 / }).check()
    await dialog.getByLabel('Buscar por número o palabras').fill('OA 8')
    await expect.poll(() => options.count()).toBe(1)
    await dialog.getByRole('checkbox', { name: /^OA 8 / }).check()
    await dialog.getByLabel('Buscar por número o palabras').fill('FRACCION')
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    await expect.poll(() => dialog.getByText('2 OA elegidos').isVisible()).toBe(true)
    await h.screenshot(page, 'oa-picker-escritorio')
    await expectNoAxeViolations(page, 'OA picker')
    await dialog.getByRole('button', { name: 'Listo' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Quitar MA05 OA 07' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: 'Quitar MA05 OA 08' }).isVisible()).toBe(true)

    // Generate an evaluation with the chosen OA only (the free objectives field is optional now).
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    await page
      .getByLabel('Instrucciones')
      .fill('Prueba de 45 minutos con preguntas de selección múltiple y desarrollo.')
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await editor(page).waitFor({ timeout: 60_000 })
    await expect.poll(() => remaining(page)).toBe(String(before - 1))
    await expect.poll(() => status(page).textContent()).toMatch(/Guardado · versión 1/)

    // Edit the first question's statement.
    const statements = editor(page).getByLabel('Enunciado')
    const original = await statements.nth(0).inputValue()
    await statements.nth(0).fill(edited)
    await expect.poll(() => status(page).textContent()).toMatch(/Cambios sin guardar/)

    // Regenerate the second question: it changes, and the edit of the first survives.
    const second = await statements.nth(1).inputValue()
    await editor(page).getByRole('button', { name: 'Regenerar pregunta 2' }).first().click()
    await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/regeneraciones hoy/)
    expect(await statements.nth(1).inputValue()).not.toBe(second)
    expect(await statements.nth(0).inputValue()).toBe(edited)
    await h.screenshot(page, 'editor-escritorio')
    await expectNoAxeViolations(page, 'editor after a generation')

    // Descargar Word saves first (version 2) and downloads that version.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor(page).getByRole('button', { name: 'Descargar Word' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^Evaluación · Matemática · 5° Básico.*\.docx$/)
    const text = await docxText(download)
    // The first question is the edited one. The original statement may come back elsewhere: the second
    // question was regenerated from the objective's items after the edit, and that one is free again.
    expect(text).toContain(`1.\t${edited}`)
    expect(text).not.toContain(`1.\t${original}`)
    await expect.poll(() => status(page).textContent()).toMatch(/Guardado · versión 2/)
    // Editing, regenerating and saving use no evaluation.
    expect(await remaining(page)).toBe(String(before - 1))

    // Mis Documentos: the document with its versions, and Editar opens it.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis Documentos' }).click()
    await page.waitForURL(/\/mis-documentos$/)
    const row = page.getByRole('row').filter({ hasText: /Evaluación · Matemática · 5° Básico/ })
    await row.getByText('Versión 2 · ver las 2 versiones').click()
    await expect.poll(() => row.getByRole('link', { name: /Descargar la versión 1 de/ }).isVisible()).toBe(true)
    await h.screenshot(page, 'mis-documentos-versiones-escritorio')
    await expectNoAxeViolations(page, 'Mis Documentos')
    await row.getByRole('link', { name: /^Editar / }).click()
    await page.waitForURL(/\/documentos\/\d+$/)
    await expect.poll(() => editor(page).getByLabel('Enunciado').nth(0).inputValue()).toBe(edited)

    // Unsaved changes ask before leaving, and staying keeps them.
    await editor(page).getByLabel('Enunciado').nth(0).fill(`${edited} (segunda edición)`)
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis Documentos' }).click()
    const leave = page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar' })
    await leave.waitFor()
    await leave.getByRole('button', { name: 'Seguir editando' }).click()
    expect(page.url()).toMatch(/\/documentos\/\d+$/)
    expect(await editor(page).getByLabel('Enunciado').nth(0).inputValue()).toBe(`${edited} (segunda edición)`)
    await editor(page).getByRole('button', { name: 'Guardar' }).click()
    await expect.poll(() => status(page).textContent()).toMatch(/Guardado · versión 3/)
    expect(errors).toEqual([])
  })

  it('edits the pairs of a términos pareados question: a concept and its letter, and the pauta follows', async () => {
    const page = await h.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signIn(page)
    await page.goto('/documentos-ia')
    await page.getByRole('heading', { level: 1, name: 'Generador de documentos con IA' }).waitFor()
    await page.getByLabel('Nivel', { exact: true }).selectOption('4° Básico')
    await page.getByLabel('Asignatura').fill('Historia, Geografía y Ciencias Sociales')
    await page.getByRole('button', { name: 'Elegir OA del currículum' }).click()
    const dialog = page.getByRole('dialog', { name: /Elegir OA · 4° Básico/ })
    await dialog.getByLabel('Buscar por número o palabras').fill('OA 3')
    await dialog.getByRole('checkbox', { name: /^OA 3 / }).check()
    await dialog.getByRole('button', { name: 'Listo' }).click()
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    await page.getByLabel('Instrucciones').fill('Prueba con selección múltiple y términos pareados.')
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await editor(page).waitFor({ timeout: 60_000 })
    await expect.poll(() => status(page).textContent()).toMatch(/Guardado · versión 1/)

    // The matching question shows its two columns: concepts with their letters, and the definitions.
    const columnA = editor(page).getByRole('group', { name: 'Columna A' })
    const columnB = editor(page).getByRole('group', { name: 'Columna B' })
    await columnA.waitFor()
    const concepts = await columnA.getByLabel(/^Concepto \d$/).count()
    const definitions = await columnB.getByLabel(/^Definición [A-J]$/).count()
    expect(concepts).toBeGreaterThanOrEqual(3)
    expect(definitions - concepts).toBeGreaterThanOrEqual(1)
    // Concept 1 takes the letter no concept has (the extra definition), and gets a new name.
    const letters = await Promise.all(
      Array.from({ length: concepts }, (_, i) => columnA.getByLabel(`Letra del concepto ${i + 1}`).inputValue()),
    )
    const free = 'ABCDEFGHIJ'
      .slice(0, definitions)
      .split('')
      .find((l) => !letters.includes(l))!
    await columnA.getByLabel('Letra del concepto 1').selectOption(free)
    await columnA.getByLabel('Concepto 1', { exact: true }).fill('Concepto editado por la docente')
    const pauta = `1-${free}, ${letters
      .slice(1)
      .map((l, i) => `${i + 2}-${l}`)
      .join(', ')}. 1 punto por cada par correcto.`
    await expect.poll(() => editor(page).getByLabel('Respuesta esperada').first().inputValue()).toBe(pauta)
    await h.screenshot(page, 'editor-terminos-pareados-escritorio')
    await expectNoAxeViolations(page, 'editor of a matching question')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor(page).getByRole('button', { name: 'Descargar Word' }).click(),
    ])
    const text = await docxText(download)
    expect(text).toContain('1. Concepto editado por la docente')
    expect(text).toContain(pauta)
    await expect.poll(() => status(page).textContent()).toMatch(/Guardado · versión 2/)

    const phone = await h.newPage({ phone: true })
    await signIn(phone)
    await phone.goto('/mis-documentos')
    await phone
      .getByRole('row')
      .filter({ hasText: /Evaluación · Historia/ })
      .first()
      .getByRole('link', { name: /^Editar / })
      .click()
    await editor(phone).getByRole('group', { name: 'Columna A' }).waitFor()
    await h.screenshot(phone, 'editor-terminos-pareados-telefono')
    expect(errors).toEqual([])
  })

  it('shows the picker, the editor and Mis Documentos on a phone', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page)
    await page.goto('/documentos-ia')
    await page.getByLabel('Nivel', { exact: true }).selectOption('5° Básico')
    await page.getByLabel('Asignatura').fill('Matemática')
    await page.getByRole('button', { name: 'Elegir OA del currículum' }).click()
    const dialog = page.getByRole('dialog', { name: /Elegir OA/ })
    await dialog.getByLabel('Buscar por número o palabras').fill('7')
    await dialog.getByRole('checkbox', { name: /^OA 7 / }).check()
    await h.screenshot(page, 'oa-picker-telefono')
    await expectNoAxeViolations(page, 'OA picker (phone)')
    await dialog.getByRole('button', { name: 'Listo' }).click()
    await page.goto('/mis-documentos')
    const first = page
      .getByRole('row')
      .filter({ hasText: /Evaluación · Matemática/ })
      .first()
    await first.getByText(/ver las \d versiones/).click()
    await first.getByRole('link', { name: /Descargar la versión 1 de/ }).waitFor()
    await h.screenshot(page, 'mis-documentos-versiones-telefono')
    await first.getByRole('link', { name: /^Editar / }).click()
    await editor(page).waitFor()
    await h.screenshot(page, 'editor-telefono')
    await expectNoAxeViolations(page, 'editor (phone)')
  })
})
