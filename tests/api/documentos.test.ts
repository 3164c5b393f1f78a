import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AiDocumentRequest,
  aiGeneratedDocument,
  documentList,
  generatedDocument,
  type PieReportRequest,
  pieReportList,
} from '@/api/contract/documentos'
import { schoolMonth } from '@/domain/attendance'
import { documentTypes, pieFieldLabels } from '@/domain/catalog'
import { isQuotaMessage } from '@/domain/messages'
import type { AiProvider } from '../../server/adapters/ai/provider'
import { findOa } from '../../server/curriculum/catalogue'
import { alumnos, cursos, documentos, informesPie, usoEvaluaciones } from '../../server/db/schema'
import { sampleAiRequests, samplePieReport } from '../../server/documents/samples'
import { HttpError } from '../../server/errors'
import { readDocx } from '../fixtures/docx'
import { createSchool, createTestApp, detailOf, download, parse, type School, type TestApp } from './helpers'

let now = new Date('2026-05-12T14:00:00Z')
let dataDir: string
let t: TestApp
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-docs-'))
  t = await createTestApp({ clock: () => now }, { DATA_DIR: dataDir })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const post = (url: string, school: Pick<School, 'headers'>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: school.headers, payload: payload as object })

const used = async (userId: number) => (await t.app.quota.status(userId)).usadas
const documentCount = async (userId: number) =>
  (await t.db.select({ n: count() }).from(documentos).where(eq(documentos.usuarioId, userId)))[0]!.n

async function expectDocx(url: string, fileName: string) {
  const res = await download(t.app, url)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`)
  return readDocx(res.rawPayload)
}

const spendAll = (userId: number, usadas: number) =>
  t.db.insert(usoEvaluaciones).values({ usuarioId: userId, mes: schoolMonth(now), usadas })

describe('POST /api/generar-documento/', () => {
  it.each(documentTypes)('generates a %s as a Word file and spends one evaluation', async (tipo) => {
    const school = await createSchool(t, { nombre: 'Liceo Bicentenario de Temuco' })
    const request = sampleAiRequests[tipo]
    const res = await post('/api/generar-documento/', school, request)
    expect(res.statusCode).toBe(200)
    const body = parse(generatedDocument, res.body)
    expect(body.title).toContain(request.asignatura)
    expect(await used(school.user.id)).toBe(1)
    const doc = await expectDocx(body.gcs_url, `${body.title}.docx`)
    expect(doc.header).toContain('Liceo Bicentenario de Temuco')
    // The objective as the teacher wrote it, or the catalogue's OA it was matched to ("CN08 OA 01: …").
    const oa = findOa(request.objetivos[0]!, request)
    const shown = [request.objetivos[0]!, ...(oa ? [`${oa.codigo}: ${oa.descripcion}`] : [])]
    expect(
      shown.some((line) => doc.text.includes(line)),
      `${tipo} shows one of ${shown.join(' | ')}`,
    ).toBe(true)
    // The stored document opens in the editor, as version 1 with the same content the file was made from.
    const generated = parse(aiGeneratedDocument, res.body)
    expect(generated.version).toBe(1)
    const [row] = await t.db.select().from(documentos).where(eq(documentos.id, generated.documento_id))
    expect(row).toMatchObject({ usuarioId: school.user.id, kind: tipo, version: 1, nivel: request.nivel })
    expect(row!.contenido).toMatchObject({ tipo })
  })

  it('titles a texto by its genre and says when a task asked is not for the level', async () => {
    const school = await createSchool(t)
    const oa = findOa('HI06 OA 02')!
    const texto = await post('/api/generar-documento/', school, {
      tipo: 'texto',
      nivel: '6° Básico',
      asignatura: 'Historia, Geografía y Ciencias Sociales',
      objetivos: [`${oa.codigo}: ${oa.descripcion}`],
      instrucciones: 'Un texto informativo para leer en clases.',
    })
    expect(texto.statusCode).toBe(200)
    const body = parse(aiGeneratedDocument, texto.body)
    expect(body.title).toBe('Texto informativo · Historia, Geografía y Ciencias Sociales · 6° Básico')
    const doc = await expectDocx(body.gcs_url, `${body.title}.docx`)
    expect(doc.paragraphs).toContain('Pauta de corrección (para el docente)')

    const lenguaje = findOa('LE02 OA 12')!
    const rubrica = await post('/api/generar-documento/', school, {
      tipo: 'rubrica',
      nivel: '2° Básico',
      asignatura: 'Lenguaje y Comunicación',
      objetivos: [`${lenguaje.codigo}: ${lenguaje.descripcion}`],
      instrucciones: 'Rúbrica para el trabajo de la unidad.',
      tarea: 'ensayo',
    })
    expect(rubrica.statusCode).toBe(200)
    expect(parse(aiGeneratedDocument, rubrica.body).avisos).toContain(
      'Ensayo se propone desde 7° y 8° Básico; para 2° Básico el instrumento evalúa escritura creativa.',
    )
  })

  it.each<[string, Partial<AiDocumentRequest> | Record<string, unknown>, RegExp]>([
    ['no objectives', { objetivos: [] }, /al menos un objetivo/],
    ['a blank objective', { objetivos: ['  '] }, /Cada objetivo es obligatorio/],
    ['objectives as text', { objetivos: 'OA 1, OA 2' }, /objetivos/i],
    ['an unknown type', { tipo: 'ensayo' }, /evaluacion, rubrica, trabajo, escala, texto/],
    ['blank instructions', { instrucciones: '' }, /Las instrucciones son obligatorias/],
    ['no level', { nivel: undefined }, /El nivel es obligatorio/],
    ['a blank subject', { asignatura: ' ' }, /La asignatura es obligatoria\./],
  ])('answers 422 for %s and spends nothing', async (_name, change, message) => {
    const school = await createSchool(t)
    const res = await post('/api/generar-documento/', school, { ...sampleAiRequests.evaluacion, ...change })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(message)
    expect(await used(school.user.id)).toBe(0)
    expect(await documentCount(school.user.id)).toBe(0)
  })

  it('answers 403 with "límite de evaluaciones" when the month is spent, and creates nothing', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    await spendAll(school.user.id, 25)
    const res = await post('/api/generar-documento/', school, sampleAiRequests.rubrica)
    expect(res.statusCode).toBe(403)
    expect(isQuotaMessage(detailOf(res.body))).toBe(true)
    expect(await used(school.user.id)).toBe(25)
    expect(await documentCount(school.user.id)).toBe(0)
  })

  it('gives the evaluation back when the AI fails', async () => {
    const failing: AiProvider = {
      name: 'openai',
      generate: async () => {
        throw new HttpError(504, 'El servicio de IA no respondió a tiempo. No se descontó ninguna evaluación.')
      },
      regenerate: async () => {
        throw new HttpError(504, 'El servicio de IA no respondió a tiempo.')
      },
    }
    const other = await createTestApp({ ai: failing, clock: () => now }, { DATA_DIR: dataDir })
    try {
      const school = await createSchool(other)
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/generar-documento/',
        headers: school.headers,
        payload: sampleAiRequests.texto,
      })
      expect(res.statusCode).toBe(504)
      expect(detailOf(res.body)).toContain('no respondió a tiempo')
      expect((await other.app.quota.status(school.user.id)).usadas).toBe(0)
      const rows = await other.db.select().from(documentos).where(eq(documentos.usuarioId, school.user.id))
      expect(rows).toHaveLength(0)
    } finally {
      await other.close()
    }
  })

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generar-documento/',
      payload: sampleAiRequests.evaluacion,
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/paes/generar-word and /api/simce/generar-word', () => {
  it.each([
    ['paes', 'Matemática', '3° Medio', 7],
    ['paes', 'Historia', '2° Medio', 20],
    ['simce', 'Ciencias Naturales', '4° Básico', 1],
    ['simce', 'Matemática', '8° Básico', 12],
  ] as const)(
    '%s %s %s with %i questions: a .docx with its key, one evaluation',
    async (prueba, asignatura, nivel, cantidad) => {
      const school = await createSchool(t)
      const res = await post(`/api/${prueba}/generar-word`, school, { asignatura, nivel, cantidad })
      expect(res.statusCode).toBe(200)
      const body = parse(generatedDocument, res.body)
      expect(body.title).toBe(`Ensayo ${prueba.toUpperCase()} de ${asignatura} · ${nivel}`)
      expect(await used(school.user.id)).toBe(1)
      const doc = await expectDocx(body.gcs_url, `${body.title}.docx`)
      expect(doc.paragraphs).toContain(`${nivel} · ${cantidad} ${cantidad === 1 ? 'pregunta' : 'preguntas'}`)
      const numbered = doc.paragraphs.filter((p) => /^\d+\.\t/.test(p))
      expect(numbered).toHaveLength(cantidad)
      expect(doc.paragraphs.filter((p) => p.startsWith('D)\t'))).toHaveLength(cantidad)
      expect(doc.paragraphs).toContain('Pauta de respuestas')
    },
  )

  it('makes 10 questions when no quantity is given', async () => {
    const school = await createSchool(t)
    const res = await post('/api/simce/generar-word', school, { asignatura: 'Historia', nivel: '6° Básico' })
    expect(res.statusCode).toBe(200)
    const doc = await expectDocx(
      parse(generatedDocument, res.body).gcs_url,
      'Ensayo SIMCE de Historia · 6° Básico.docx',
    )
    expect(doc.paragraphs.filter((p) => /^\d+\.\t/.test(p))).toHaveLength(10)
  })

  it('draws bank questions without repetition', async () => {
    const school = await createSchool(t)
    const res = await post('/api/paes/generar-word', school, {
      asignatura: 'Ciencias',
      nivel: '4° Medio',
      cantidad: 20,
    })
    const doc = await expectDocx(parse(generatedDocument, res.body).gcs_url, 'Ensayo PAES de Ciencias · 4° Medio.docx')
    const questions = doc.paragraphs.filter((p) => /^\d+\.\t/.test(p)).map((p) => p.replace(/^\d+\.\t/, ''))
    expect(new Set(questions).size).toBe(20)
  })

  it.each([
    ['paes', { asignatura: 'Matemática', nivel: '3° Medio', cantidad: 0 }, /de 1 a 20/],
    ['paes', { asignatura: 'Matemática', nivel: '3° Medio', cantidad: 21 }, /de 1 a 20/],
    ['paes', { asignatura: 'Matemática', nivel: '3° Medio', cantidad: 2.5 }, /entero/],
    ['paes', { asignatura: 'Matemática', nivel: '3° Medio', cantidad: 'diez' }, /número/],
    ['paes', { asignatura: 'Matemática', nivel: '6° Básico' }, /2° Medio, 3° Medio, 4° Medio/],
    ['paes', { asignatura: 'Ciencias Naturales', nivel: '3° Medio' }, /Matemática, Lenguaje, Ciencias, Historia/],
    ['simce', { asignatura: 'Ciencias', nivel: '4° Básico' }, /Lenguaje, Matemática, Ciencias Naturales, Historia/],
    ['simce', { asignatura: 'Historia', nivel: '3° Básico' }, /2° Básico, 4° Básico, 6° Básico, 8° Básico/],
  ])('%s answers 422 for %j and spends nothing', async (prueba, payload, message) => {
    const school = await createSchool(t)
    const res = await post(`/api/${prueba}/generar-word`, school, payload)
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(message)
    expect(await used(school.user.id)).toBe(0)
    expect(await documentCount(school.user.id)).toBe(0)
  })

  it('answers 403 over the limit, for PAES and SIMCE alike', async () => {
    const school = await createSchool(t, { plan: 'pro' })
    await spendAll(school.user.id, 50)
    for (const prueba of ['paes', 'simce']) {
      const res = await post(`/api/${prueba}/generar-word`, school, {
        asignatura: 'Matemática',
        nivel: prueba === 'paes' ? '2° Medio' : '2° Básico',
      })
      expect(res.statusCode).toBe(403)
      expect(detailOf(res.body)).toContain('límite de evaluaciones')
    }
    expect(await documentCount(school.user.id)).toBe(0)
  })
})

describe('PIE reports', () => {
  async function student(school: School, rut: string) {
    const [curso] = await t.db
      .insert(cursos)
      .values({ colegioId: school.colegio.id, nombre: `4° Básico ${rut}`, nivel: '4° Básico' })
      .returning()
    const [alumno] = await t.db
      .insert(alumnos)
      .values({ colegioId: school.colegio.id, cursoId: curso!.id, nombre: 'Tomás Rojas', rut })
      .returning()
    return alumno!
  }

  it('generates the report without spending, linked to the school student with that RUT', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    await spendAll(school.user.id, 25)
    const alumno = await student(school, '21345678-4')
    // Dots and a lower-case check digit are the same RUT.
    const res = await post('/api/informes-pie/generar-word', school, { ...samplePieReport, rut_alumno: '21.345.678-4' })
    expect(res.statusCode).toBe(200)
    const body = parse(generatedDocument, res.body)
    expect(body.title).toBe('Informe PIE · Tomás Ignacio Rojas Muñoz · Primer semestre 2025')
    expect(await used(school.user.id)).toBe(25)
    const doc = await expectDocx(body.gcs_url, `${body.title}.docx`)
    expect(doc.paragraphs).toContain('21.345.678-4')
    expect(doc.paragraphs).toContain(`2. ${pieFieldLabels.repotencias}`)

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/informes-pie?alumno_id=${alumno.id}`,
      headers: school.headers,
    })
    expect(list.statusCode).toBe(200)
    const reports = parse(pieReportList, list.body)
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({
      fecha: '2025-07-04',
      tipo: 'Informe de estado de avance PIE · Primer semestre',
      title: body.title,
    })
    expect((await download(t.app, reports[0]!.gcs_url!)).statusCode).toBe(200)
  })

  it('lists a student’s reports newest first and keeps a report whose RUT is not a student unlinked', async () => {
    const school = await createSchool(t)
    const alumno = await student(school, '11111111-1')
    for (const fecha of ['2025-07-01', '2025-12-10']) {
      const res = await post('/api/informes-pie/generar-word', school, {
        ...samplePieReport,
        rut_alumno: '11111111-1',
        fecha,
        semestre: fecha.endsWith('12-10') ? 'Segundo semestre' : 'Primer semestre',
      })
      expect(res.statusCode).toBe(200)
    }
    const stranger = await post('/api/informes-pie/generar-word', school, {
      ...samplePieReport,
      rut_alumno: '22222222-2',
    })
    expect(stranger.statusCode).toBe(200)
    const unlinked = await t.db
      .select()
      .from(informesPie)
      .where(and(eq(informesPie.colegioId, school.colegio.id), eq(informesPie.fecha, samplePieReport.fecha)))
    expect(unlinked.map((r) => r.alumnoId)).toEqual([null])

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/informes-pie?alumno_id=${alumno.id}`,
      headers: school.headers,
    })
    const reports = parse(pieReportList, list.body)
    expect(reports.map((r) => r.fecha)).toEqual(['2025-12-10', '2025-07-01'])
    expect(reports[0]!.tipo).toContain('Segundo semestre')
    // Each link downloads its own report.
    for (const report of reports) {
      const file = await download(t.app, report.gcs_url!)
      expect(file.statusCode).toBe(200)
      expect(decodeURIComponent(file.headers['content-disposition'] as string)).toContain(report.title!)
    }

    // A report whose document was deleted stays listed, without a link.
    const [older] = await t.db
      .select({ documentoId: informesPie.documentoId })
      .from(informesPie)
      .where(and(eq(informesPie.alumnoId, alumno.id), eq(informesPie.fecha, '2025-07-01')))
    await t.db.delete(documentos).where(eq(documentos.id, older!.documentoId!))
    const after = parse(
      pieReportList,
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/informes-pie?alumno_id=${alumno.id}`,
          headers: school.headers,
        })
      ).body,
    )
    expect(after.map((r) => [r.fecha, r.title, r.gcs_url])).toEqual([
      ['2025-12-10', reports[0]!.title, reports[0]!.gcs_url],
      ['2025-07-01', null, null],
    ])
  })

  it.each(Object.keys(pieFieldLabels))('answers 422 without %s and creates nothing', async (field) => {
    const school = await createSchool(t)
    const res = await post('/api/informes-pie/generar-word', school, { ...samplePieReport, [field]: undefined })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(/obligatori|semestre debe ser/)
    expect(await documentCount(school.user.id)).toBe(0)
  })

  it.each<[string, Partial<Record<keyof PieReportRequest, string>>, RegExp]>([
    ['a wrong check digit', { rut_alumno: '21345678-5' }, /dígito verificador/],
    ['an impossible date', { fecha: '2025-02-30' }, /no existe en el calendario/],
    ['an unknown semester', { semestre: 'Tercer semestre' }, /Primer semestre, Segundo semestre/],
    ['a blank diagnosis', { diagnostico: '   ' }, /El diagnóstico es obligatorio/],
  ])('answers 422 for %s', async (_name, change, message) => {
    const school = await createSchool(t)
    const res = await post('/api/informes-pie/generar-word', school, { ...samplePieReport, ...change })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(message)
  })

  it('answers 404 for another school’s student and 422 without alumno_id', async () => {
    const mine = await createSchool(t)
    const theirs = await createSchool(t)
    const alumno = await student(theirs, '33333333-3')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/informes-pie?alumno_id=${alumno.id}`,
      headers: mine.headers,
    })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('El alumno no existe.')
    const missing = await t.app.inject({ method: 'GET', url: '/api/informes-pie', headers: mine.headers })
    expect(missing.statusCode).toBe(422)
  })
})

describe('GET /api/documents and the download links', () => {
  it('lists only the user’s documents, newest first, with title, date and a working link', async () => {
    const school = await createSchool(t)
    const colleague = await createSchool(t)
    now = new Date('2026-05-12T14:00:00Z')
    await post('/api/simce/generar-word', school, { asignatura: 'Matemática', nivel: '2° Básico', cantidad: 3 })
    now = new Date('2026-05-12T15:00:00Z')
    await post('/api/generar-documento/', school, sampleAiRequests.escala)
    await post('/api/paes/generar-word', colleague, { asignatura: 'Matemática', nivel: '4° Medio', cantidad: 3 })
    const res = await t.app.inject({ method: 'GET', url: '/api/documents', headers: school.headers })
    expect(res.statusCode).toBe(200)
    const list = parse(documentList, res.body)
    expect(list.map((d) => d.title)).toEqual([
      'Escala de apreciación · Lenguaje y Comunicación · 3° Básico',
      'Ensayo SIMCE de Matemática · 2° Básico',
    ])
    for (const d of list) {
      expect(Number.isNaN(Date.parse(d.created_at))).toBe(false)
      expect((await download(t.app, d.gcs_url)).statusCode).toBe(200)
    }
  })

  it('signs links that expire, and renews them on every listing', async () => {
    const school = await createSchool(t)
    now = new Date('2026-05-20T12:00:00Z')
    const made = parse(
      generatedDocument,
      (await post('/api/generar-documento/', school, sampleAiRequests.trabajo)).body,
    )
    now = new Date('2026-05-20T12:59:00Z')
    expect((await download(t.app, made.gcs_url)).statusCode).toBe(200)
    now = new Date('2026-05-20T13:01:00Z')
    const expired = await download(t.app, made.gcs_url)
    expect(expired.statusCode).toBe(403)
    expect(detailOf(expired.body)).toContain('expiró')
    const list = parse(
      documentList,
      (await t.app.inject({ method: 'GET', url: '/api/documents', headers: school.headers })).body,
    )
    expect(list[0]!.gcs_url).not.toBe(made.gcs_url)
    expect((await download(t.app, list[0]!.gcs_url)).statusCode).toBe(200)
  })

  it('lists the same links within a minute, so an unchanged list answers 304', async () => {
    const school = await createSchool(t)
    now = new Date('2026-05-21T09:00:05Z')
    await post('/api/generar-documento/', school, sampleAiRequests.trabajo)
    const list = () => t.app.inject({ method: 'GET', url: '/api/documents', headers: school.headers })
    const first = await list()
    const expires = Number(new URL(parse(documentList, first.body)[0]!.gcs_url).searchParams.get('expires'))
    expect(expires * 1000 - now.getTime()).toBeGreaterThanOrEqual(60 * 60 * 1000)
    expect(expires * 1000 - now.getTime()).toBeLessThan(61 * 60 * 1000)

    now = new Date('2026-05-21T09:00:50Z')
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { ...school.headers, 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)

    now = new Date('2026-05-21T09:01:10Z')
    const renewed = await list()
    expect(renewed.headers.etag).not.toBe(first.headers.etag)
    const url = parse(documentList, renewed.body)[0]!.gcs_url
    expect(Number(new URL(url).searchParams.get('expires'))).toBe(expires + 60)
    expect((await download(t.app, url)).statusCode).toBe(200)
  })

  it('refuses a link whose signature, name or file was changed', async () => {
    const school = await createSchool(t)
    const made = parse(
      generatedDocument,
      (await post('/api/simce/generar-word', school, { asignatura: 'Matemática', nivel: '4° Básico', cantidad: 2 }))
        .body,
    )
    const url = new URL(made.gcs_url)
    const tampered = (change: (u: URL) => void) => {
      const copy = new URL(url)
      change(copy)
      return download(t.app, copy.toString())
    }
    const badSignature = await tampered((u) => u.searchParams.set('signature', 'x'.repeat(43)))
    expect(badSignature.statusCode).toBe(403)
    expect(detailOf(badSignature.body)).toBe('El enlace de descarga no es válido.')
    expect((await tampered((u) => u.searchParams.set('name', 'otro.docx'))).statusCode).toBe(403)
    expect(
      (await tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))))
        .statusCode,
    ).toBe(403)
    const otherFile = await tampered((u) => {
      u.pathname = u.pathname.replace(/[0-9a-f-]{36}\.docx$/, '00000000-0000-0000-0000-000000000000.docx')
    })
    expect(otherFile.statusCode).toBe(403)
    const traversal = await t.app.inject({ method: 'GET', url: `/api/files/1/..%2F..%2Fsecret.docx${url.search}` })
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400)
    expect(traversal.statusCode).toBeLessThan(500)
  })

  it('needs a session to list', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401)
  })
})
