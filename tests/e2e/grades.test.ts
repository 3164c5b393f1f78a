import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, signIn, startHarness } from './harness'

let h: Harness
let desk: Page
beforeAll(async () => {
  h = await startHarness()
  desk = await h.newPage()
  await signIn(desk)
})
afterAll(() => h?.close())

// The demo's courses already have grades in four subjects: this one is new, typed in "Otra asignatura".
const asignatura = 'Taller de Ajedrez'
const cell = (page: Page, nombre: string, evaluacion: string) =>
  page.getByRole('textbox', { name: `Nota de ${nombre} en ${evaluacion}`, exact: true })

describe('libro de notas in Chromium', () => {
  let cursoId = 0
  let alumnos: string[] = []

  it('creates an evaluation and enters grades by keyboard, autosaved, with averages and red under 4,0', async () => {
    const page = desk
    await page.goto('/cursos')
    const link = page.getByRole('link', { name: /Básico/ }).first()
    await link.waitFor()
    cursoId = Number((await link.getAttribute('href'))?.split('/').at(-1))
    await page.goto(`/cursos/${cursoId}`)
    await page.getByRole('link', { name: 'Libro de notas' }).click()
    // The subjects with evaluations, and the rest of the plan de estudios of 4° Básico to choose from.
    const used = page.getByRole('list', { name: 'Asignaturas con evaluaciones' })
    await used.getByRole('link', { name: 'Matemática' }).waitFor()
    const plan = page.getByRole('list', { name: 'Asignaturas del plan de estudios de 4° Básico' })
    await plan.getByRole('link', { name: 'Artes Visuales' }).waitFor()
    expect(await plan.getByRole('link', { name: 'Matemática' }).count()).toBe(0)
    await h.screenshot(page, 'notas-asignaturas-desktop')
    await page.getByLabel('Otra asignatura').fill(asignatura)
    await page.getByRole('button', { name: 'Abrir' }).click()
    await page.getByRole('heading', { name: 'Nueva evaluación' }).waitFor()
    await page.getByLabel('Nombre').fill('Prueba 1')
    await page.getByLabel('Ponderación (%)').fill('60')
    await page.getByRole('button', { name: 'Agregar evaluación' }).click()
    await page.getByRole('button', { name: 'Editar Prueba 1' }).waitFor()
    await page.getByLabel('Nombre').fill('Control 1')
    await page.getByLabel('Ponderación (%)').fill('40')
    await page.getByRole('button', { name: 'Agregar evaluación' }).click()
    await page.getByRole('button', { name: 'Editar Control 1' }).waitFor()

    const rows = page.locator('table.grade-grid tbody th')
    alumnos = (await rows.allTextContents()).map((t) => t.trim())
    expect(alumnos.length).toBeGreaterThan(3)
    const [a, b, c] = alumnos as [string, string, string]

    // Typing replaces, Enter goes down.
    await cell(page, a, 'Prueba 1').click()
    await page.keyboard.type('6,5')
    await page.keyboard.press('Enter')
    await page.keyboard.type('3,2')
    await page.keyboard.press('Enter')
    // "45" is not a grade: marked, listed, never sent.
    await page.keyboard.type('45')
    await page.keyboard.press('Enter')
    const invalid = cell(page, c, 'Prueba 1')
    expect(await invalid.getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('alert').filter({ hasText: 'no es válida' }).waitFor()
    // Tab goes right: Control 1 of the first student, then arrows.
    await cell(page, a, 'Prueba 1').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.type('4,5')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.type('3,8')
    // Escape cancels what was typed.
    await page.keyboard.press('Escape')
    expect(await cell(page, b, 'Control 1').inputValue()).toBe('')
    await page.keyboard.type('3,8')
    await page.keyboard.press('Enter')

    await page.locator('.grade-save-status').getByText('Guardado').waitFor({ timeout: 15_000 })
    // 6,5 × 60 % + 4,5 × 40 % = 5,7; 3,2 × 60 % + 3,8 × 40 % = 3,44 -> 3,4 in red, said in words.
    const average = (nombre: string) =>
      page.locator('tr', { has: page.getByRole('rowheader', { name: nombre }) }).locator('.grade-average')
    expect((await average(a).textContent())?.trim()).toBe('5,7')
    expect((await average(b).textContent())?.trim()).toBe('3,4 (insuficiente)')
    expect(await average(b).locator('.grade-failing').count()).toBe(1)
    expect(await page.locator('td.grade-cell.is-failing').count()).toBe(2)
    await h.screenshot(page, 'notas-grid-desktop')

    const phone = await h.newPage({ phone: true })
    await signIn(phone)
    await phone.goto(`/cursos/${cursoId}/notas?asignatura=${encodeURIComponent(asignatura)}`)
    await cell(phone, a, 'Prueba 1').waitFor()
    await h.screenshot(phone, 'notas-grid-phone')
    await phone.context().close()
  })

  it('finds the grades after a reload and exports them to Excel', async () => {
    const page = desk
    await page.reload()
    const [a, b] = alumnos as [string, string]
    await cell(page, a, 'Prueba 1').waitFor()
    expect(await cell(page, a, 'Prueba 1').inputValue()).toBe('6,5')
    expect(await cell(page, b, 'Prueba 1').inputValue()).toBe('3,2')
    expect(await cell(page, a, 'Control 1').inputValue()).toBe('4,5')
    expect(await cell(page, b, 'Control 1').inputValue()).toBe('3,8')

    const token = await page.evaluate(() => localStorage.getItem('token'))
    const direct = await page.request.get(
      `/api/calificaciones/curso/${cursoId}/excel?asignatura=${encodeURIComponent(asignatura)}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(direct.status(), await direct.text().catch(() => '')).toBe(200)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
    const file = await download.path()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(file)
    const texts: string[] = []
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) => {
        row.eachCell((c) => {
          texts.push(String(c.value))
        })
      })
    }
    const joined = texts.join('|')
    expect(joined).toContain(a)
    expect(joined).toMatch(/6[.,]5/)
    expect(joined).toMatch(/3[.,]8/)
  })
})
