/**
 * Issue 29 §2 through the API: a teacher's wishes typed in "Instrucciones" are applied and the student's pages
 * of the stored .docx carry none of the teacher's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedDocument } from '@/api/contract/documentos'
import { readDocx } from '../fixtures/docx'
import { createSchool, createTestApp, parse, type School, type TestApp } from './helpers'

let t: TestApp
let school: School
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
})
afterAll(() => t.close())

async function generateDocx(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/generar-documento/', headers: school.headers, payload })
  expect(res.statusCode, res.body).toBe(200)
  const body = parse(generatedDocument, res.body)
  const url = new URL(body.gcs_url)
  const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
  const doc = await readDocx(file.rawPayload)
  const teacher = doc.paragraphs.indexOf('Pauta de corrección (para el docente)')
  return {
    body,
    doc,
    student: doc.paragraphs.slice(0, teacher).join('\n'),
    teacher: doc.paragraphs.slice(teacher).join('\n'),
  }
}

describe('POST /api/generar-documento/ with wishes in the instructions', () => {
  it('"12 preguntas, al menos 3 de desarrollo, para niños con NEE": 12 numbered questions, 3 open, no teacher note', async () => {
    const instrucciones = '12 preguntas, al menos 3 de desarrollo, para niños con NEE'
    const { student, teacher } = await generateDocx({
      tipo: 'evaluacion',
      nivel: '5° Básico',
      asignatura: 'Ciencias Naturales',
      objetivos: ['CN05 OA 02'],
      instrucciones,
    })
    expect(student).not.toMatch(/Indicaciones del docente|NEE/)
    // 12 questions on the sheet; the spec table on the teacher's pages names the kinds.
    expect(student).toMatch(/\n12\.\t/)
    expect(student).not.toMatch(/\n13\.\t/)
    expect((teacher.match(/\nDesarrollo\n/g) ?? []).length).toBeGreaterThanOrEqual(3)
    expect(teacher).toContain(`«${instrucciones}»`)
    expect(teacher).toContain('Al menos 3 preguntas de desarrollo.')
  })
})
