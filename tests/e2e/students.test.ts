import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, signIn, startHarness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.close())

/** Students to add to the template: the demo school has «4° Básico A» and «1° Medio B». */
const nuevos = [
  [
    'Amaro Valdés Fuentes',
    '11.111.112-K',
    '4° Básico A',
    '05-06-2016',
    'Pasaje Los Olmos 12, Viña del Mar',
    '+56 9 5555 1111',
    'Paula Fuentes',
  ],
  ['Emilia Rojas Tapia', '7.654.321-6', '4º basico a', '21-11-2015', '', '', 'Marcela Tapia'],
  ['Julián Contreras Paz', '22.222.222-2', '1° Medio B', '14-02-2011', '', '+56 9 4444 2222', ''],
]

describe('students in Chromium', () => {
  it('imports students from the downloaded template, lists every bad row, and finds and edits one', async () => {
    const page = await h.newPage()
    await signIn(page)
    await page.goto('/subir-alumno')
    await page.getByRole('heading', { name: 'Subir alumnos desde Excel' }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar plantilla' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('plantilla-alumnos.xlsx')
    const templatePath = path.join(h.dataDir, 'plantilla.xlsx')
    await download.saveAs(templatePath)

    // A file with a mistake first: nothing is imported and the row is named.
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(readFileSync(templatePath) as unknown as ExcelJS.Buffer)
    const ws = wb.getWorksheet('Alumnos')!
    expect(wb.getWorksheet('Cursos')!.getColumn(1).values.slice(2)).toEqual(['1° Medio B', '4° Básico A'])
    for (const row of nuevos) ws.addRow(row)
    ws.addRow(['Fila Con Error', '12.345.678-9', '4° Básico A'])
    const badPath = path.join(h.dataDir, 'alumnos-con-error.xlsx')
    writeFileSync(badPath, Buffer.from(await wb.xlsx.writeBuffer()))

    await page.getByLabel('Archivo Excel (.xlsx)').setInputFiles(badPath)
    await page.getByRole('button', { name: 'Subir alumnos' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('No se importó ningún alumno: 1 fila tiene errores.')
    await dialog.getByRole('button', { name: 'Entendido' }).click()
    const errors = page.getByRole('table', { name: 'Filas con errores' })
    await errors.waitFor()
    expect(await errors.getByRole('row').nth(1).textContent()).toBe(
      '6El RUT no es válido: revisa el dígito verificador.',
    )
    await h.screenshot(page, 'students-import-errors')

    // The corrected file imports the three students.
    ws.spliceRows(6, 1)
    const goodPath = path.join(h.dataDir, 'alumnos.xlsx')
    writeFileSync(goodPath, Buffer.from(await wb.xlsx.writeBuffer()))
    await page.getByLabel('Archivo Excel (.xlsx)').setInputFiles(goodPath)
    await page.getByRole('button', { name: 'Subir alumnos' }).click()
    await page.getByText('Se importaron 3 alumnos: 3 nuevos y 0 actualizados.', { exact: false }).first().waitFor()
    await h.screenshot(page, 'students-import-done')

    // The list finds them by name or RUT, by course.
    await page.getByRole('link', { name: 'Ver alumnos' }).click()
    await page.waitForURL(/\/alumnos$/)
    await page.getByLabel('Buscar por nombre o RUT').fill('emilia rojas')
    await page.waitForURL(/q=emilia/)
    const table = page.getByRole('table', { name: 'Alumnos' })
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(await table.getByRole('row').nth(1).textContent()).toContain('7.654.321-6')
    await page.getByLabel('Buscar por nombre o RUT').fill('')
    await page.getByRole('search').getByLabel('Curso').selectOption({ label: '1° Medio B' })
    await page.waitForURL(/curso_id=/)
    await table.getByRole('link', { name: 'Julián Contreras Paz' }).waitFor()
    await h.screenshot(page, 'students-list')

    // The student page: view, edit, save.
    await table.getByRole('link', { name: 'Julián Contreras Paz' }).click()
    await page.getByRole('heading', { level: 1, name: 'Julián Contreras Paz' }).waitFor()
    expect(await page.getByText('RUT 22.222.222-2 · 1° Medio B').count()).toBe(1)
    await page.getByRole('button', { name: 'Editar' }).click()
    const form = page.getByRole('form', { name: 'Editar alumno' })
    // The label reads "Apoderado (opcional)"; "Correo del apoderado" must not match.
    await form.getByLabel(/^Apoderado/).fill('Rosa Paz Muñoz')
    await form.getByLabel('RUT').fill('22.222.222-3')
    await expect.poll(() => form.getByText('El RUT no es válido: revisa el dígito verificador.').isVisible()).toBe(true)
    await form.getByLabel('RUT').fill('22222222-2')
    await h.screenshot(page, 'student-edit')
    await form.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Información actualizada').waitFor()
    await page.getByRole('button', { name: 'Editar' }).waitFor()
    expect(await page.getByText('Rosa Paz Muñoz').count()).toBe(1)
    await h.screenshot(page, 'student-detail')
    await page.context().close()
  })

  it('creates a student from the form with the RUT checked live, on a phone', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page)
    await page.goto('/alumnos')
    const form = page.getByRole('form', { name: 'Nuevo alumno' })
    await form.getByLabel('Nombre completo').fill('Florencia Araya Soto')
    await form.getByLabel('RUT').fill('20000003k')
    await form.getByLabel('RUT').blur()
    expect(await form.getByLabel('RUT').inputValue()).toBe('20.000.003-K')
    await form.getByLabel('Curso').selectOption({ label: '4° Básico A' })
    await form.getByLabel(/Fecha de nacimiento/).fill('2016-09-18')
    await h.screenshot(page, 'students-new-phone')
    await form.getByRole('button', { name: 'Registrar alumno' }).click()
    await page.getByText('Alumno registrado').waitFor()
    await page.getByRole('table', { name: 'Alumnos' }).getByRole('link', { name: 'Florencia Araya Soto' }).waitFor()

    // The same RUT again: the server's message in the dialog.
    await form.getByLabel('Nombre completo').fill('Otra Persona')
    await form.getByLabel('RUT').fill('20.000.003-K')
    await form.getByLabel('Curso').selectOption({ label: '4° Básico A' })
    await form.getByRole('button', { name: 'Registrar alumno' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Ya existe un alumno con el RUT 20.000.003-K en tu colegio.')
    await page.context().close()
  })
})
