import { readFileSync } from 'node:fs'
import type { Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, signIn, startHarness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

/** A saved download is a Word file: a zip whose directory names word/document.xml. */
async function expectDocx(download: Download, title: RegExp) {
  expect(download.suggestedFilename()).toMatch(/\.docx$/)
  expect(download.suggestedFilename()).toMatch(title)
  const file = readFileSync((await download.path())!)
  expect(file.subarray(0, 2).toString()).toBe('PK')
  expect(file.includes('word/document.xml')).toBe(true)
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name })
const remaining = (page: Page) => page.locator('.quota-value').textContent()
const toast = (page: Page) => page.getByRole('status').filter({ hasText: '¡Documento generado!' })
const result = (page: Page) => page.getByRole('region', { name: 'Resultado' })

async function fillAiForm(page: Page) {
  await page.getByLabel('Nivel', { exact: true }).selectOption('5° Básico')
  await page.getByLabel('Asignatura').fill('Ciencias Naturales')
  await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
  await page
    .getByLabel('Objetivos de aprendizaje')
    .fill('OA 1 reconocer la célula como unidad de los seres vivos, OA 2 identificar estructuras celulares')
  await page.getByLabel('Instrucciones').fill('Prueba de 45 minutos con preguntas de selección múltiple y desarrollo.')
}

describe('the generators in Chromium, from the built app', () => {
  it('generates one document of each kind, announces it, downloads it and lists it', async () => {
    const page = await h.newPage()
    await signIn(page)
    await page.waitForURL(/\/dashboard$/)
    expect(await remaining(page)).toBe('50')
    // The home shows the account summary and, under it, the AI generator.
    await page.getByRole('form', { name: 'Generador de documentos con IA' }).waitFor()

    // AI document.
    await nav(page, 'Generador IA').click()
    await page.waitForURL(/\/documentos-ia$/)
    // The home screen has the same generator: fill this screen's, not the one being replaced.
    await page.getByRole('heading', { level: 1, name: 'Generador de documentos con IA' }).waitFor()
    await fillAiForm(page)
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await toast(page).waitFor()
    await expect.poll(() => remaining(page)).toBe('49')
    await h.screenshot(page, 'documentos-ia-done')
    const [ai] = await Promise.all([
      page.waitForEvent('download'),
      result(page).getByRole('link', { name: 'Descargar .docx' }).click(),
    ])
    await expectDocx(ai, /^Evaluación · Ciencias Naturales · 5° Básico/)

    // PAES: the file downloads by itself.
    await nav(page, 'Módulo PAES').click()
    // Its form has the labels of the page before: wait for this page, or a field is filled on the old one.
    await page.getByRole('heading', { level: 1, name: 'Módulo PAES' }).waitFor()
    await page.getByLabel('Asignatura').selectOption('Matemática')
    await page.getByLabel('Nivel').selectOption('3° Medio')
    await page.getByLabel(/Cantidad de preguntas/).fill('8')
    const [paes] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generar ensayo' }).click(),
    ])
    await expectDocx(paes, /PAES.*Matemática.*3° Medio/)
    await toast(page).first().waitFor()
    await expect.poll(() => remaining(page)).toBe('48')
    await h.screenshot(page, 'paes-done')

    // SIMCE: the same, with the quantity left blank (10 questions).
    await nav(page, 'Módulo SIMCE').click()
    // Its form has the labels of the page before: wait for this page, or a field is filled on the old one.
    await page.getByRole('heading', { level: 1, name: 'Módulo SIMCE' }).waitFor()
    await page.getByLabel('Asignatura').selectOption('Matemática')
    await page.getByLabel('Nivel').selectOption('6° Básico')
    const [simce] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generar ensayo' }).click(),
    ])
    await expectDocx(simce, /SIMCE.*Matemática.*6° Básico/)
    await expect.poll(() => remaining(page)).toBe('47')
    await h.screenshot(page, 'simce-done')

    // PIE: the student picked from the school fills name, RUT and course; it spends no evaluation.
    await nav(page, 'Informes PIE').click()
    const picker = page.getByLabel(/Buscar en mis estudiantes/)
    await picker.waitFor()
    const firstStudent = (await picker.locator('option').nth(1).textContent())!
    await picker.selectOption({ index: 1 })
    const [nombre, rut] = firstStudent.split(' · ')
    expect(await page.getByLabel('Nombre del estudiante').inputValue()).toBe(nombre)
    expect(await page.getByLabel('RUT').inputValue()).toBe(rut)
    expect(await page.getByLabel('Curso').inputValue()).not.toBe('')
    await page.getByLabel('Semestre').selectOption('Primer semestre')
    // The attendance taken in Pizarra is its first draft.
    await expect
      .poll(() => page.getByLabel('Asistencia').inputValue())
      .toMatch(/^\d+(,\d+)?% \(\d+ de \d+ clases registradas\)$/)
    for (const [label, text] of [
      ['Potencialidades y fortalezas', 'Participa con entusiasmo en trabajos grupales.'],
      ['Diagnóstico', 'Trastorno específico del lenguaje (evaluación integral de marzo).'],
      ['Observaciones generales', 'Avanza en comprensión lectora con apoyo visual.'],
      ['Objetivos planteados', 'Leer textos breves y responder preguntas explícitas.'],
      ['Observaciones del profesor jefe', 'Buena convivencia con sus compañeros.'],
      ['Observaciones del profesor de apoyo', 'Se sugiere mantener el apoyo en aula dos veces por semana.'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(text)
    }
    await page.getByRole('button', { name: 'Generar informe' }).click()
    await result(page).getByRole('link', { name: 'Descargar .docx' }).waitFor()
    const [pie] = await Promise.all([
      page.waitForEvent('download'),
      result(page).getByRole('link', { name: 'Descargar .docx' }).click(),
    ])
    await expectDocx(pie, new RegExp(`Informe PIE.*${nombre}`))
    expect(await remaining(page)).toBe('47')
    await h.screenshot(page, 'informes-pie-done')

    // History: these four documents first, newest first, each downloadable without the bearer token; then
    // the demo school's seven (one AI document of each type and two PIE reports).
    await nav(page, 'Mis Documentos').click()
    const rows = page.getByRole('table').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(4 + 7)
    const titles = await rows.locator('td.doc-title').allTextContents()
    expect(titles[0]).toMatch(/^Informe PIE/)
    expect(titles[1]).toMatch(/SIMCE/)
    expect(titles[2]).toMatch(/PAES/)
    expect(titles[3]).toMatch(/^Evaluación/)
    await h.screenshot(page, 'mis-documentos-desktop')
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      rows
        .nth(2)
        .getByRole('link', { name: /^Descargar/ })
        .click(),
    ])
    await expectDocx(again, /PAES/)
    await page.context().close()
  })

  it('works at 390px: the generator, its result and the history', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page)
    await page.goto('/documentos-ia')
    await fillAiForm(page)
    await page.getByRole('radio', { name: 'Rúbrica', exact: true }).check()
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await result(page).getByRole('link', { name: 'Descargar .docx' }).waitFor()
    expect(await result(page).isVisible()).toBe(true)
    await h.screenshot(page, 'documentos-ia-phone')
    await page.goto('/mis-documentos')
    await page.getByRole('table').waitFor()
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await h.screenshot(page, 'mis-documentos-phone')
    await page.context().close()
  })

  it('offers to buy an evaluation when the month ran out', async () => {
    const page = await h.newPage()
    await signIn(page)
    // Spend what is left of the month through the API, as other tabs or colleagues' sessions could.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const headers = { authorization: `Bearer ${token}` }
    let left = Number(await remaining(page))
    while (left > 0) {
      const res = await page.request.post('/api/paes/generar-word', {
        headers,
        data: { asignatura: 'Matemática', nivel: '2° Medio', cantidad: 1 },
      })
      expect(res.status()).toBe(200)
      left--
    }
    await page.goto('/documentos-ia')
    await fillAiForm(page)
    await page.getByRole('button', { name: 'Generar documento' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('límite de evaluaciones')
    await expect.poll(() => remaining(page)).toBe('0')
    // The button is usable again: the user can always try once more.
    expect(await page.getByRole('button', { name: 'Generar documento' }).isEnabled()).toBe(true)
    await h.screenshot(page, 'documentos-ia-quota')
    await dialog.getByRole('link', { name: 'Comprar evaluación adicional' }).click()
    await page.waitForURL(/\/evaluaciones-status$/)
    expect(await dialog.isVisible()).toBe(false)
    const status = await page.request.get('/api/evaluaciones/status', { headers })
    expect((await status.json()).disponibles).toBe(0)
    await page.context().close()
  })
})
