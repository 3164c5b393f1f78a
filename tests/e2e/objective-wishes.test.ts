/**
 * Issue 29, as a teacher does it in Chromium: an objective typed with commas and classroom context, and the
 * wishes "12 preguntas, al menos 3 de desarrollo, para niños con NEE". The evaluation has 12 items, every one
 * written for the OA understood (declared by the item and passing that OA's check), at least 3 open ones, and
 * the student's pages of the Word file carry none of the teacher's words.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentoDetail } from '@/api/contract/documentos'
import { offObjective } from '../../server/content/checks'
import { readDocx } from '../fixtures/docx'
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
  await page.goto(`${h.baseUrl}/documentos-ia`)
  await page.waitForURL(/\/documentos-ia$/)
  // The home screen has the same generator: wait for this screen's, not the one being replaced.
  await page.getByRole('heading', { level: 1, name: 'Generador de documentos con IA' }).waitFor()
}

describe('an evaluation on the objective, with the wishes applied and kept private, in Chromium', () => {
  it('12 items on CN05 OA 03, 3 open, and no teacher note on the student sheet', async () => {
    const page = await h.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await openGenerator(page)
    await page.getByLabel('Nivel', { exact: true }).selectOption('5° Básico')
    await page.getByLabel('Asignatura').fill('Ciencias Naturales')
    await page.getByRole('radio', { name: 'Evaluación', exact: true }).check()
    // Commas and classroom context: resolved as a whole, to one OA.
    await page
      .getByLabel('Objetivos de aprendizaje')
      .fill(
        'El sistema respiratorio, sus órganos y cómo funciona la respiración, trabajado en el laboratorio del colegio',
      )
    await expect.poll(() => understood(page).textContent(), { timeout: 10_000 }).toContain('Entendimos: CN05 OA 03')
    expect(await understood(page).getByRole('listitem').count()).toBe(1)
    const wishes = '12 preguntas, al menos 3 de desarrollo, para niños con NEE'
    await page.getByLabel('Instrucciones').fill(wishes)
    // The editor reads the stored document: its content, as the server composed it.
    const opened = page.waitForResponse(
      (r) => /\/api\/documentos\/\d+$/.test(r.url()) && r.request().method() === 'GET',
      { timeout: 60_000 },
    )
    await page.getByRole('button', { name: 'Generar documento' }).click()
    await editor(page).waitFor({ timeout: 60_000 })
    await expect
      .poll(
        () =>
          editor(page)
            .getByRole('button', { name: /^Regenerar pregunta \d+$/ })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(12)
    await h.screenshot(page, 'generador-12-preguntas-nee')

    const detail = documentoDetail.parse(await (await opened).json())
    if (detail.contenido.tipo !== 'evaluacion') throw new Error(`se esperaba una evaluación: ${detail.contenido.tipo}`)
    const items = detail.contenido.secciones.flatMap((s) => s.preguntas)
    expect(items).toHaveLength(12)
    // Every item declares the OA it was written for, and shows that OA's content.
    const off = items.flatMap((q) => {
      const why =
        q.oa === 'CN05 OA 03'
          ? offObjective(q.oa, { tipo: 'item', texto: q.enunciado, alternativas: q.alternativas })
          : `declara ${q.oa ?? 'ningún OA'}`
      return why ? [`«${q.enunciado}»: ${why}`] : []
    })
    expect(off).toEqual([])
    expect(items.filter((q) => q.tipo === 'desarrollo').length).toBeGreaterThanOrEqual(3)

    // The Word file, as the teacher downloads it: the student's pages (before the teacher's) carry none of the
    // teacher's words; the teacher's pages quote them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor(page).getByRole('button', { name: 'Descargar Word' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^Evaluación · Ciencias Naturales · 5° Básico.*\.docx$/)
    const doc = await readDocx(new Uint8Array(readFileSync((await download.path())!)))
    const teacherStart = doc.paragraphs.findIndex((p) =>
      /^(?:Pauta de corrección \(para el docente\)|Indicaciones del docente \(no se imprimen)/.test(p),
    )
    expect(teacherStart).toBeGreaterThan(0)
    const student = doc.paragraphs.slice(0, teacherStart).join('\n')
    expect(student).not.toMatch(/Indicaciones del docente|NEE|al menos 3/)
    expect(student).toMatch(/\n12\.\t/)
    expect(student).not.toMatch(/\n13\.\t/)
    expect(doc.paragraphs.slice(teacherStart).join('\n')).toContain(`«${wishes}»`)
    expect(errors).toEqual([])
  })
})
