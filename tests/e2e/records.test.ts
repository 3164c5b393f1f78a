import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schoolToday } from '@/domain/attendance'
import { demoRut } from '../../server/db/seed'
import { type Harness, signIn, startHarness } from './harness'

let h: Harness
/** One signed-in desktop tab for the whole file: sign-ins are rate limited. */
let desk: Page
beforeAll(async () => {
  h = await startHarness()
  desk = await h.newPage()
  await signIn(desk)
})
afterAll(() => h?.close())

const cursoNombre = '3° Medio C'
const total = 45
const nombres = Array.from({ length: total }, (_, i) => `Estudiante ${String(i + 1).padStart(2, '0')} Valdés`)

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

type Day = { tomada: boolean; registros: { alumno_id: number; presente: boolean }[] }

describe('school records in Chromium', () => {
  let cursoId = 0
  const alumnoIds: number[] = []

  it('creates a course from /cursos', async () => {
    const page = desk
    await page.goto('/cursos')
    await page.getByRole('heading', { name: 'Cursos', exact: true }).waitFor()
    // An empty form is answered in place, in Spanish.
    await page.getByRole('button', { name: 'Crear curso' }).click()
    await page.getByText('El nombre del curso es obligatorio.').waitFor()

    await page.getByLabel('Nombre del curso').fill(cursoNombre)
    await page.getByLabel('Nivel').selectOption('3° Medio')
    await page.getByRole('button', { name: 'Crear curso' }).click()
    await page.getByText('Curso creado').waitFor()
    const link = page.getByRole('link', { name: new RegExp(cursoNombre) })
    await link.waitFor()
    cursoId = Number((await link.getAttribute('href'))?.split('/').at(-1))
    expect(cursoId).toBeGreaterThan(0)
    await h.screenshot(page, 'cursos-desktop')

    // The same name again is refused with the server's message in the dialog.
    await page.getByLabel('Nombre del curso').fill(cursoNombre.toUpperCase())
    await page.getByLabel('Nivel').selectOption('3° Medio')
    await page.getByRole('button', { name: 'Crear curso' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Ya existe un curso')
    await dialog.getByRole('button', { name: 'Entendido' }).click()

    // The course's 45 students, through the students API.
    const authorization = `Bearer ${await tokenOf(page)}`
    for (const [i, nombre] of nombres.entries()) {
      const res = await page.request.post('/api/alumnos', {
        headers: { authorization },
        data: { nombre, rut: demoRut(5000 + i), curso_id: cursoId },
      })
      expect(res.status(), await res.text()).toBe(201)
      alumnoIds.push(((await res.json()) as { id: number }).id)
    }
  })

  it('takes and corrects a day of attendance for 45 students on a phone', async () => {
    const page = await h.newPage({ phone: true })
    await signIn(page)
    await page.goto(`/cursos/${cursoId}`)
    await page.getByText('La asistencia de este día aún no se ha tomado').waitFor()
    const today = schoolToday()
    expect(await page.getByLabel('Fecha').inputValue()).toBe(today)
    const students = page.getByRole('list', { name: `Alumnos de ${cursoNombre}` }).getByRole('button')
    expect(await students.count()).toBe(total)
    expect(await page.getByRole('button', { name: /: Ausente$/ }).count()).toBe(total)
    // Nothing spills sideways on a 390 px screen, and each student is a comfortable tap target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const box = await students.first().boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThan(300)
    await h.screenshot(page, 'asistencia-phone-sin-tomar')

    await page.getByRole('button', { name: 'Marcar todos presentes' }).click()
    await page.getByRole('button', { name: `${nombres[2]}: Presente` }).click()
    await page.getByRole('button', { name: `${nombres[6]}: Presente` }).click()
    await page.getByText('43 presentes').waitFor()
    // The save button stays within reach at the bottom of the screen while scrolling the list.
    await students.nth(20).scrollIntoViewIfNeeded()
    const save = page.getByRole('button', { name: 'Guardar asistencia' })
    const saveBox = await save.boundingBox()
    expect(saveBox!.y + saveBox!.height).toBeLessThanOrEqual(844)
    await h.screenshot(page, 'asistencia-phone-cambios')
    await save.click()
    await page.getByText(/¡Asistencia guardada! Última modificación/).waitFor()

    const first = await apiGet<Day>(page, `/api/asistencia/curso/${cursoId}/fecha/${today}`)
    expect(first.tomada).toBe(true)
    expect(first.registros).toHaveLength(total)
    expect(first.registros.filter((r) => !r.presente).map((r) => r.alumno_id)).toEqual([alumnoIds[2], alumnoIds[6]])

    // Correct it: the day reloads as saved; one absent student did arrive.
    await page.reload()
    await page.getByText(/Asistencia tomada\. Última modificación/).waitFor()
    await page.getByRole('button', { name: `${nombres[2]}: Ausente` }).click()
    await page.getByText('Tienes cambios sin guardar.').waitFor()
    await page.getByRole('button', { name: 'Guardar asistencia' }).click()
    await page
      .getByText(/¡Asistencia guardada!/)
      .first()
      .waitFor()
    const corrected = await apiGet<Day>(page, `/api/asistencia/curso/${cursoId}/fecha/${today}`)
    expect(corrected.registros).toHaveLength(total)
    expect(corrected.registros.filter((r) => !r.presente).map((r) => r.alumno_id)).toEqual([alumnoIds[6]])
    await h.screenshot(page, 'asistencia-phone-corregida')

    // Another day with unsaved changes asks first; staying keeps the changes.
    await page.getByRole('button', { name: `${nombres[0]}: Presente` }).click()
    await page.getByLabel('Fecha').fill('2025-03-03')
    const ask = page.getByRole('alertdialog')
    await ask.waitFor()
    await h.screenshot(page, 'asistencia-phone-confirmar')
    await ask.getByRole('button', { name: 'Seguir editando' }).click()
    expect(await page.getByLabel('Fecha').inputValue()).toBe(today)
    await page.getByRole('button', { name: `${nombres[0]}: Ausente` }).waitFor()
    await page.getByLabel('Fecha').fill('2025-03-03')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar cambios' }).click()
    await page.getByText('La asistencia de este día aún no se ha tomado').waitFor()
    await page.context().close()
  })

  it('downloads the monthly sheet with the students, the days and the totals', async () => {
    const page = desk
    await page.goto(`/cursos/${cursoId}`)
    await page.getByText(/Asistencia tomada/).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar planilla (.xlsx)' }).click(),
    ])
    const mes = schoolToday().slice(0, 7)
    expect(download.suggestedFilename()).toBe(`asistencia-3-medio-c-${mes}.xlsx`)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load((await import('node:fs')).readFileSync((await download.path())!) as never)
    const ws = wb.worksheets[0]!
    expect(String(ws.getCell(3, 1).value)).toContain(cursoNombre)
    const names = Array.from({ length: total }, (_, i) => ws.getCell(8 + i, 2).value)
    expect(names).toEqual(nombres)
    const row7 = ws.getRow(8 + 6).values as unknown[]
    expect(row7).toContain('A')
    await h.screenshot(page, 'curso-desktop')
  })

  it('records a parent meeting and finds it in the student history', async () => {
    const page = desk
    await page.goto('/reuniones')
    await page.getByRole('heading', { name: 'Reuniones de apoderados' }).waitFor()
    await page.getByLabel('Alumno').selectOption({ label: nombres[6]! })
    await expect.poll(() => page.getByLabel('Curso').inputValue()).toBe(cursoNombre)
    await page.getByLabel('Motivo').fill('Inasistencias reiteradas')
    await page.getByLabel('Observaciones').fill('La apoderada explica que estuvo enfermo.')
    await page.getByLabel('Resultado').fill('Enviará certificado médico; seguimiento semanal.')
    await page.getByRole('button', { name: 'Registrar reunión' }).click()
    await page.getByText('Reunión registrada').waitFor()
    await page.getByRole('heading', { name: `Historial de ${nombres[6]}` }).waitFor()
    await page.getByRole('heading', { name: 'Inasistencias reiteradas' }).waitFor()
    expect(page.url()).toContain(`alumno_id=${alumnoIds[6]}`)
    await h.screenshot(page, 'reuniones-desktop')

    // Another student has no meetings; 'Ver todas' shows the whole school's.
    await page.getByLabel('Alumno').selectOption({ label: nombres[0]! })
    await page.getByText('Este alumno aún no tiene reuniones registradas.').waitFor()
    await page.getByRole('button', { name: 'Ver todas' }).click()
    await page.getByRole('heading', { name: 'Historial de reuniones' }).waitFor()
    await page.getByRole('heading', { name: 'Inasistencias reiteradas' }).waitFor()
  })

  it('creates an internal request and answers it', async () => {
    const page = desk
    await page.goto('/solicitudes')
    await page.getByLabel('Título').fill('Proyector de la sala 12')
    await page.getByLabel('Tipo').selectOption({ label: 'Mantenimiento' })
    await page.getByLabel('Descripción').fill('El proyector no enciende desde el lunes.')
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await page.getByText('Solicitud enviada correctamente').waitFor()
    const item = page.getByRole('link', { name: /Proyector de la sala 12/ })
    await item.waitFor()
    expect(await item.textContent()).toContain('Pendiente')
    await h.screenshot(page, 'solicitudes-desktop')

    await item.click()
    await page.getByRole('heading', { name: 'Proyector de la sala 12' }).waitFor()
    const send = page.getByRole('button', { name: 'Enviar respuesta' })
    expect(await send.isDisabled()).toBe(true)
    await page.getByLabel('Respuesta', { exact: true }).fill('El encargado lo repara mañana a primera hora.')
    await page.getByLabel(/En proceso/).check()
    await send.click()
    await page.getByText('Respuesta registrada').waitFor()
    const replies = page.getByRole('list', { name: 'Respuestas' })
    await replies.getByText('El encargado lo repara mañana a primera hora.').waitFor()
    expect(await replies.textContent()).toContain('Carolina Fuentes')

    await page.getByLabel('Respuesta', { exact: true }).fill('Reparado y probado.')
    await page.getByLabel(/Resuelta/).check()
    await send.click()
    await replies.getByText('Reparado y probado.').waitFor()
    await page.getByRole('heading', { name: 'Respuestas (2)' }).waitFor()
    await h.screenshot(page, 'solicitud-detalle-desktop')

    await page.getByRole('link', { name: 'Solicitudes' }).first().click()
    await page.getByRole('heading', { name: 'Solicitudes', exact: true }).waitFor()
    const answered = page.getByRole('link', { name: /Proyector de la sala 12/ })
    await expect.poll(() => answered.textContent()).toContain('Resuelta')
  })
})
