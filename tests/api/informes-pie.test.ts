import { count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedDocument, type PieReportRequest, pieReportRequest } from '@/api/contract/documentos'
import { pieFieldLabels } from '@/domain/catalog'
import { documentos, informesPie } from '../../server/db/schema'
import { samplePieReport } from '../../server/documents/samples'
import { readDocx } from '../fixtures/docx'
import { createSchool, createTestApp, detailOf, download, parse, type School, type TestApp } from './helpers'

/** The PIE report's contract: the forms of semester and attendance a client sends, stored and rendered. */
let t: TestApp
let school: School
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
})
afterAll(() => t.close())

/** The sample report as a client writes it, without the attendance's detail. */
const { asistencia_detalle: _detail, ...report } = samplePieReport

const generate = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/informes-pie/generar-word',
    headers: school.headers,
    payload: payload as object,
  })

const documentCount = async () =>
  (await t.db.select({ n: count() }).from(documentos).where(eq(documentos.usuarioId, school.user.id)))[0]!.n

/** The newest stored report of the school: its kind and its data. */
async function lastStored() {
  const [row] = await t.db
    .select({ tipo: informesPie.tipo, datos: informesPie.datos })
    .from(informesPie)
    .where(eq(informesPie.colegioId, school.colegio.id))
    .orderBy(desc(informesPie.id))
    .limit(1)
  return row! as { tipo: string; datos: PieReportRequest }
}

/** The student's data table of the Word file, as label → value. */
async function renderedData(gcsUrl: string) {
  const res = await download(t.app, gcsUrl)
  expect(res.statusCode).toBe(200)
  const doc = await readDocx(res.rawPayload)
  const start = doc.paragraphs.indexOf('1. Antecedentes del estudiante')
  const end = doc.paragraphs.indexOf(`2. ${pieFieldLabels.repotencias}`)
  const cells = doc.paragraphs.slice(start + 1, end)
  const data = new Map<string, string>()
  for (let i = 0; i < cells.length; i += 2) data.set(cells[i]!, cells[i + 1]!)
  return { data, title: doc.paragraphs.find((p) => p.startsWith('Programa de Integración Escolar (PIE)')) }
}

describe('semestre', () => {
  it.each<[unknown, string]>([
    [1, 'Primer semestre'],
    [2, 'Segundo semestre'],
    ['1', 'Primer semestre'],
    ['2', 'Segundo semestre'],
    ['primero', 'Primer semestre'],
    [' SEGUNDO ', 'Segundo semestre'],
    ['Primero', 'Primer semestre'],
    ['Primer semestre', 'Primer semestre'],
    ['  segundo SEMESTRE ', 'Segundo semestre'],
  ])('%j is stored and rendered as "%s"', async (semestre, label) => {
    const res = await generate({ ...report, semestre })
    expect(res.statusCode, res.body).toBe(200)
    const body = parse(generatedDocument, res.body)
    expect(body.title).toBe(`Informe PIE · ${report.nombre_alumno} · ${label} 2025`)
    const stored = await lastStored()
    expect(stored.datos.semestre).toBe(label)
    expect(stored.tipo).toBe(`Informe de estado de avance PIE · ${label}`)
    const { data, title } = await renderedData(body.gcs_url)
    expect(data.get(pieFieldLabels.semestre)).toBe(label)
    expect(title).toBe(`Programa de Integración Escolar (PIE) · ${label} 2025`)
  })

  it.each<[string, unknown]>([
    ['3', 3],
    ['"3"', '3'],
    ['tercero', 'tercero'],
    ['1.5', 1.5],
    ['true', true],
    ['a list', ['Primer semestre']],
  ])('refuses %s naming the accepted values, and creates nothing', async (_name, semestre) => {
    const before = await documentCount()
    const res = await generate({ ...report, semestre })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toBe('El semestre debe ser uno de: Primer semestre, Segundo semestre (o 1 y 2).')
    expect(await documentCount()).toBe(before)
  })
})

describe('asistencia', () => {
  it.each<[unknown, number, string]>([
    [92, 92, '92\u00a0%'],
    [92.5, 92.5, '92,5\u00a0%'],
    ['92', 92, '92\u00a0%'],
    ['92%', 92, '92\u00a0%'],
    ['92,5', 92.5, '92,5\u00a0%'],
    [' 92.5 % ', 92.5, '92,5\u00a0%'],
    [0, 0, '0\u00a0%'],
    ['100 %', 100, '100\u00a0%'],
  ])('%j is stored as %d and rendered as "%s"', async (asistencia, stored, rendered) => {
    const res = await generate({ ...report, asistencia })
    expect(res.statusCode, res.body).toBe(200)
    const saved = await lastStored()
    expect(saved.datos.asistencia).toBe(stored)
    expect(saved.datos.asistencia_detalle).toBeNull()
    const { data } = await renderedData(parse(generatedDocument, res.body).gcs_url)
    expect(data.get(pieFieldLabels.asistencia)).toBe(rendered)
  })

  it('keeps the words after the percentage as its detail, as the form pre-fills it', async () => {
    const res = await generate({ ...report, asistencia: '92,5% (37 de 40 clases registradas)' })
    expect(res.statusCode, res.body).toBe(200)
    const saved = await lastStored()
    expect(saved.datos).toMatchObject({ asistencia: 92.5, asistencia_detalle: '37 de 40 clases registradas' })
    const { data } = await renderedData(parse(generatedDocument, res.body).gcs_url)
    expect(data.get(pieFieldLabels.asistencia)).toBe('92,5\u00a0% (37 de 40 clases registradas)')
  })

  it('takes the detail in its own field too', async () => {
    const res = await generate({ ...report, asistencia: 88, asistencia_detalle: ' 132 de 150 días ' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await lastStored()).datos).toMatchObject({ asistencia: 88, asistencia_detalle: '132 de 150 días' })
  })

  it('refuses two different details', async () => {
    const res = await generate({ ...report, asistencia: '88 % (132 de 150)', asistencia_detalle: 'otra cosa' })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toBe(
      'El detalle de la asistencia va una sola vez: después del porcentaje o en su propio campo.',
    )
  })

  it.each<[string, unknown]>([
    ['above 100', 101],
    ['below 0', -1],
    ['"150%"', '150%'],
    ['"-3"', '-3'],
    ['a word', 'noventa'],
    ['two numbers', '92 5'],
    ['true', true],
    ['an object', { porcentaje: 92 }],
    ['a list', [92]],
  ])('refuses %s saying it is a number from 0 to 100, and creates nothing', async (_name, asistencia) => {
    const before = await documentCount()
    const res = await generate({ ...report, asistencia })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toBe('La asistencia debe ser un número entre 0 y 100.')
    expect(await documentCount()).toBe(before)
  })

  it.each<[string, unknown]>([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('when %s, says it is required', async (_name, asistencia) => {
    const res = await generate({ ...report, asistencia })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toBe('La asistencia es obligatoria.')
  })
})

describe('what the browser form sends', () => {
  it('is accepted: the form sends the contract’s own output, parsed again by the server', async () => {
    const form = {
      ...report,
      semestre: 'Segundo semestre',
      asistencia: '92,5% (37 de 40 clases registradas)',
    }
    const sent = pieReportRequest.parse(form)
    expect(sent).toMatchObject({ asistencia: 92.5, asistencia_detalle: '37 de 40 clases registradas' })
    // The server parses what the client already parsed: the same report.
    expect(pieReportRequest.parse(JSON.parse(JSON.stringify(sent)))).toEqual(sent)
    const res = await generate(sent)
    expect(res.statusCode, res.body).toBe(200)
    expect((await lastStored()).datos).toEqual(sent)
  })
})
