import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import JSZip from 'jszip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { me } from '@/api/contract/auth'
import type { EvaluacionContent } from '@/api/contract/documento-contenido'
import {
  aiGeneratedDocument,
  documentList,
  documentoDetail,
  documentoSaved,
  documentoVersiones,
  generatedDocument,
  regenerarResult,
} from '@/api/contract/documentos'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import type { AiProvider } from '../../server/adapters/ai/provider'
import { documentoRegeneraciones, documentos, documentoVersiones as versionsTable } from '../../server/db/schema'
import { samplePieReport } from '../../server/documents/samples'
import { HttpError } from '../../server/errors'
import { createSchool, createTestApp, detailOf, download, parse, type School, type TestApp } from './helpers'

/** The offline provider, with a switch that makes the next regenerations fail like an unreachable AI. */
const plantillas = new PlantillasProvider()
let aiDown = false
const ai: AiProvider = {
  name: 'plantillas',
  generate: (request) => plantillas.generate(request),
  regenerate: async (request, content, ruta, seed) => {
    if (aiDown) throw new HttpError(502, 'No pudimos comunicarnos con el servicio de IA. Inténtalo de nuevo.')
    return plantillas.regenerate(request, content, ruta, seed)
  },
}

let now = new Date('2026-05-12T14:00:00Z')
let dataDir: string
let t: TestApp
let school: School
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-editor-'))
  t = await createTestApp({ clock: () => now, ai }, { DATA_DIR: dataDir })
  school = await createSchool(t, { nombre: 'Escuela Básica Los Copihues' })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: Pick<School, 'headers'> = school) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as object | undefined })

const fractionsRequest = {
  tipo: 'evaluacion',
  nivel: '5° Básico',
  asignatura: 'Matemática',
  objetivos: [
    'MA05 OA 07: Comprender las fracciones propias: representarlas y formar fracciones equivalentes',
    'MA05 OA 09: Sumar y restar fracciones propias de denominador menor o igual que 12',
  ],
  instrucciones: 'Evaluación formativa de 45 minutos sobre fracciones.',
} as const

async function generate(who: School = school, request: object = fractionsRequest) {
  const res = await call('POST', '/api/generar-documento/', request, who)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return parse(aiGeneratedDocument, res.body)
}

const remaining = async (who: School = school) =>
  parse(me, (await call('GET', '/api/auth/me', undefined, who)).body).evaluaciones_disponibles

/** The text of `word/document.xml` of a downloaded .docx, runs joined. */
async function wordText(url: string) {
  const res = await download(t.app, url)
  expect(res.statusCode).toBe(200)
  const zip = await JSZip.loadAsync(res.rawPayload)
  const xml = await zip.file('word/document.xml')!.async('string')
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
}

const rowOf = async (id: number) => (await t.db.select().from(documentos).where(eq(documentos.id, id)))[0]!

const evaluacion = (content: unknown) => content as EvaluacionContent

describe('an evaluation from generation to an edited Word file', () => {
  it('generates, opens, edits a question, regenerates another, saves and downloads both; no evaluation spent', async () => {
    const before = await remaining()
    const generated = await generate()
    expect(generated.version).toBe(1)
    expect(await remaining()).toBe(before - 1)

    const opened = await call('GET', `/api/documentos/${generated.documento_id}`)
    expect(opened.statusCode, opened.body.slice(0, 300)).toBe(200)
    const doc = parse(documentoDetail, opened.body)
    expect(doc).toMatchObject({
      id: generated.documento_id,
      tipo: 'evaluacion',
      titulo: generated.title,
      nivel: '5° Básico',
      asignatura: 'Matemática',
      version: 1,
      objetivos: fractionsRequest.objetivos,
    })
    const original = evaluacion(doc.contenido)
    const questions = original.secciones.flatMap((s, i) => s.preguntas.map((_, j) => [i, j] as const))
    expect(questions.length).toBeGreaterThanOrEqual(2)
    const [[ei, ej], [ri, rj]] = [questions[0]!, questions[1]!]

    // The teacher rewrites one question in the editor (not saved yet)…
    const edited = structuredClone(original)
    const editedText = 'Pregunta revisada por la docente: ¿qué fracción es equivalente a 2/4?'
    edited.secciones[ei]!.preguntas[ej]!.enunciado = editedText

    // …and regenerates another one: the answer is the whole content, her edit kept, only that question new.
    const ruta = `/secciones/${ri}/preguntas/${rj}`
    const regen = await call('POST', `/api/documentos/${doc.id}/regenerar`, { ruta, contenido: edited })
    expect(regen.statusCode, regen.body.slice(0, 300)).toBe(200)
    const regenerated = parse(regenerarResult, regen.body)
    expect(regenerated.ruta).toBe(ruta)
    expect(regenerated.regeneraciones_restantes).toBe(29)
    const next = evaluacion(regenerated.contenido)
    const newQuestion = next.secciones[ri]!.preguntas[rj]!
    const oldQuestion = original.secciones[ri]!.preguntas[rj]!
    expect(newQuestion.enunciado).not.toBe(oldQuestion.enunciado)
    const withoutRegenerated = structuredClone(next)
    withoutRegenerated.secciones[ri]!.preguntas[rj] = oldQuestion
    expect(withoutRegenerated).toEqual(edited)
    // Nothing was saved by regenerating.
    expect((await rowOf(doc.id)).version).toBe(1)
    expect((await rowOf(doc.id)).contenido).toEqual(original)

    const put = await call('PUT', `/api/documentos/${doc.id}`, { contenido: next, version: 1 })
    expect(put.statusCode, put.body.slice(0, 300)).toBe(200)
    const saved = parse(documentoSaved, put.body)
    expect(saved).toMatchObject({ id: doc.id, version: 2 })

    const text = await wordText(saved.gcs_url)
    expect(text).toContain(editedText)
    expect(text).toContain(newQuestion.enunciado)
    // The first version's file is still the original.
    const firstText = await wordText(generated.gcs_url)
    expect(firstText).toContain(original.secciones[ei]!.preguntas[ej]!.enunciado)
    expect(firstText).not.toContain(editedText)

    const reopened = parse(documentoDetail, (await call('GET', `/api/documentos/${doc.id}`)).body)
    expect(reopened.version).toBe(2)
    expect(reopened.contenido).toEqual(next)

    const versions = parse(documentoVersiones, (await call('GET', `/api/documentos/${doc.id}/versiones`)).body)
    expect(versions.map((v) => v.version)).toEqual([2, 1])
    expect(await wordText(versions[0]!.gcs_url)).toContain(editedText)
    expect(await wordText(versions[1]!.gcs_url)).not.toContain(editedText)

    const list = parse(documentList, (await call('GET', '/api/documents')).body)
    expect(list.find((d) => d.id === doc.id)).toMatchObject({ version: 2, editable: true, title: generated.title })

    // Opening, regenerating and saving spent nothing.
    expect(await remaining()).toBe(before - 1)
  })
})

describe('PUT /api/documentos/:id', () => {
  it('refuses a save from a stale version with 409, and changes nothing', async () => {
    const { documento_id: id } = await generate()
    const content = evaluacion(parse(documentoDetail, (await call('GET', `/api/documentos/${id}`)).body).contenido)
    const first = structuredClone(content)
    first.titulo = 'Evaluación de fracciones (pestaña 1)'
    expect((await call('PUT', `/api/documentos/${id}`, { contenido: first, version: 1 })).statusCode).toBe(200)

    const second = structuredClone(content)
    second.titulo = 'Evaluación de fracciones (pestaña 2)'
    const stale = await call('PUT', `/api/documentos/${id}`, { contenido: second, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(detailOf(stale.body)).toMatch(/^El documento cambió desde que lo abriste/)
    const row = await rowOf(id)
    expect(row.version).toBe(2)
    expect(evaluacion(row.contenido).titulo).toBe(first.titulo)
    expect(await t.db.select().from(versionsTable).where(eq(versionsTable.documentoId, id))).toHaveLength(2)

    // Concurrent saves from the same version: exactly one wins.
    const results = await Promise.all(
      [3, 4, 5].map((n) =>
        call('PUT', `/api/documentos/${id}`, { contenido: { ...first, titulo: `Versión paralela ${n}` }, version: 2 }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect((await rowOf(id)).version).toBe(3)
  })

  it('stores a Word file only for the save that wins a race: every file on disk is a version of the document', async () => {
    const racing = await createSchool(t, { nombre: 'Liceo Las Araucarias' })
    const { documento_id: id } = await generate(racing)
    const content = evaluacion(
      parse(documentoDetail, (await call('GET', `/api/documentos/${id}`, undefined, racing)).body).contenido,
    )
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call('PUT', `/api/documentos/${id}`, { contenido: { ...content, titulo: `Pestaña ${n}` }, version: 1 }, racing),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409])
    const versions = await t.db.select().from(versionsTable).where(eq(versionsTable.documentoId, id))
    expect(versions).toHaveLength(2)
    const stored = await readdir(path.join(dataDir, 'files', String(racing.colegio.id)))
    expect(stored.sort()).toEqual(versions.map((v) => v.storageKey.split('/')[1]).sort())
  })

  it('refuses invalid content with 400 naming the field, and changes nothing', async () => {
    const { documento_id: id } = await generate()
    const content = evaluacion(parse(documentoDetail, (await call('GET', `/api/documentos/${id}`)).body).contenido)
    const before = await rowOf(id)
    const expect400 = async (payload: unknown, detail: string | RegExp) => {
      const res = await call('PUT', `/api/documentos/${id}`, payload)
      expect(res.statusCode, res.body).toBe(400)
      if (typeof detail === 'string') expect(detailOf(res.body)).toBe(detail)
      else expect(detailOf(res.body)).toMatch(detail)
      expect(await rowOf(id)).toEqual(before)
    }

    const empty = structuredClone(content)
    empty.secciones[0]!.preguntas[0]!.enunciado = '   '
    await expect400(
      { contenido: empty, version: 1 },
      'El contenido no es válido: /secciones/0/preguntas/0/enunciado no puede quedar vacío.',
    )
    const noQuestions = structuredClone(content)
    noQuestions.secciones[0]!.preguntas = []
    await expect400({ contenido: noQuestions }, /^El contenido no es válido: \/secciones\/0\/preguntas: /)
    const multiple = content.secciones
      .flatMap((s, i) => s.preguntas.map((q, j) => ({ q, i, j })))
      .find(({ q }) => q.tipo === 'seleccion_multiple')
    if (multiple) {
      const wrongKey = structuredClone(content)
      const q = wrongKey.secciones[multiple.i]!.preguntas[multiple.j]!
      q.alternativas = [q.alternativas[0]!, q.alternativas[0]!, q.alternativas[2]!, q.alternativas[3]!]
      await expect400(
        { contenido: wrongKey },
        `El contenido no es válido: /secciones/${multiple.i}/preguntas/${multiple.j}/alternativas: Las cuatro alternativas deben ser distintas.`,
      )
    }
    const noTitle: Record<string, unknown> = { ...content }
    delete noTitle.titulo
    await expect400({ contenido: noTitle }, 'El contenido no es válido: Falta /titulo.')
    await expect400(
      { contenido: { ...content, duracion_minutos: 'mucho' } },
      'El contenido no es válido: /duracion_minutos debe ser un número.',
    )
    await expect400({ contenido: { ...content, tipo: 'rubrica' } }, /^El contenido no es válido: /)
    await expect400({}, 'Envía el contenido del documento.')
    await expect400({ contenido: content, version: 'uno' }, 'La versión debe ser un número entero positivo.')
    await expect400({ contenido: content, version: 0 }, 'La versión debe ser un número entero positivo.')
  })

  it("answers 404 for another user's document, even of the same school, and 409 for one that is not editable", async () => {
    const { documento_id: id } = await generate()
    const colleague = await createSchool(t)
    const content = parse(documentoDetail, (await call('GET', `/api/documentos/${id}`)).body).contenido
    const before = await rowOf(id)
    for (const [method, url, payload] of [
      ['GET', `/api/documentos/${id}`, undefined],
      ['PUT', `/api/documentos/${id}`, { contenido: content }],
      ['POST', `/api/documentos/${id}/regenerar`, { ruta: '/secciones/0/preguntas/0' }],
      ['GET', `/api/documentos/${id}/versiones`, undefined],
    ] as const) {
      const res = await call(method, url, payload, colleague)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(detailOf(res.body)).toBe('El documento no existe.')
    }
    expect(await rowOf(id)).toEqual(before)

    const pie = await call('POST', '/api/informes-pie/generar-word', samplePieReport)
    expect(pie.statusCode).toBe(200)
    const title = parse(generatedDocument, pie.body).title
    const [pieRow] = await t.db
      .select({ id: documentos.id })
      .from(documentos)
      .where(and(eq(documentos.usuarioId, school.user.id), eq(documentos.title, title)))
    const res = await call('GET', `/api/documentos/${pieRow!.id}`)
    expect(res.statusCode).toBe(409)
    expect(detailOf(res.body)).toMatch(/no se puede editar/)
    const list = parse(documentList, (await call('GET', '/api/documents')).body)
    expect(list.find((d) => d.id === pieRow!.id)).toMatchObject({ version: 1, editable: false })
  })
})

describe('POST /api/documentos/:id/regenerar', () => {
  it('regenerates from the stored content when the editor sends none, and saves nothing', async () => {
    const { documento_id: id } = await generate()
    const before = await rowOf(id)
    const res = await call('POST', `/api/documentos/${id}/regenerar`, { ruta: '/secciones/0/preguntas/0' })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const result = parse(regenerarResult, res.body)
    const stored = evaluacion(before.contenido)
    const next = evaluacion(result.contenido)
    expect(next.secciones[0]!.preguntas[0]).not.toEqual(stored.secciones[0]!.preguntas[0])
    expect(next.secciones.slice(1)).toEqual(stored.secciones.slice(1))
    expect(next.secciones[0]!.preguntas.slice(1)).toEqual(stored.secciones[0]!.preguntas.slice(1))
    expect(await rowOf(id)).toEqual(before)
  })

  it('refuses a pointer that names no regenerable element with 400', async () => {
    const { documento_id: id } = await generate()
    const cases: [unknown, string][] = [
      [{}, 'Indica qué elemento regenerar (por ejemplo, /secciones/0/preguntas/1).'],
      [{ ruta: '' }, 'Indica qué elemento regenerar (por ejemplo, /secciones/0/preguntas/1).'],
      [
        { ruta: '/titulo' },
        'La ruta /titulo no es un elemento que se pueda regenerar: indica una pregunta, por ejemplo /secciones/0/preguntas/1.',
      ],
      [
        { ruta: '/criterios/0' },
        'La ruta /criterios/0 no es un elemento que se pueda regenerar: indica una pregunta, por ejemplo /secciones/0/preguntas/1.',
      ],
      [{ ruta: '/secciones/9/preguntas/0' }, 'La ruta /secciones/9/preguntas/0 no existe en este documento.'],
      [{ ruta: '/secciones/0/preguntas/99' }, 'La ruta /secciones/0/preguntas/99 no existe en este documento.'],
    ]
    for (const [payload, detail] of cases) {
      const res = await call('POST', `/api/documentos/${id}/regenerar`, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(detailOf(res.body)).toBe(detail)
    }
    // None of the refusals counted towards the daily limit.
    expect(
      await t.db.select().from(documentoRegeneraciones).where(eq(documentoRegeneraciones.documentoId, id)),
    ).toEqual([])
  })

  it('allows 30 a day per document (America/Santiago), refuses the 31st, and starts again the next day', async () => {
    const { documento_id: id } = await generate()
    const other = await generate()
    const before = await remaining()
    const regenerate = (doc = id) =>
      call('POST', `/api/documentos/${doc}/regenerar`, { ruta: '/secciones/0/preguntas/0' })
    for (let n = 1; n <= 30; n++) {
      const res = await regenerate()
      expect(res.statusCode, `${n}: ${res.body.slice(0, 200)}`).toBe(200)
      expect(parse(regenerarResult, res.body).regeneraciones_restantes).toBe(30 - n)
    }
    const refused = await regenerate()
    expect(refused.statusCode).toBe(429)
    expect(detailOf(refused.body)).toBe(
      'Alcanzaste el límite de 30 regeneraciones diarias de este documento. Vuelve a intentarlo mañana.',
    )
    // Another document has its own count.
    expect((await regenerate(other.documento_id)).statusCode).toBe(200)
    // 23:59 in Santiago (UTC-4 in May) is still the same school day…
    now = new Date('2026-05-13T03:59:00Z')
    expect((await regenerate()).statusCode).toBe(429)
    // …and a minute later it is a new one.
    now = new Date('2026-05-13T04:00:00Z')
    expect((await regenerate()).statusCode).toBe(200)
    expect(await remaining()).toBe(before)
  })

  it('never exceeds 30 under a concurrent burst', async () => {
    const { documento_id: id } = await generate()
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('POST', `/api/documentos/${id}/regenerar`, { ruta: '/secciones/0/preguntas/1' }),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    const [count] = await t.db.select().from(documentoRegeneraciones).where(eq(documentoRegeneraciones.documentoId, id))
    expect(count!.cantidad).toBe(30)
  })

  it('gives the regeneration back when the AI fails', async () => {
    const { documento_id: id } = await generate()
    aiDown = true
    try {
      const res = await call('POST', `/api/documentos/${id}/regenerar`, { ruta: '/secciones/0/preguntas/0' })
      expect(res.statusCode).toBe(502)
      detailOf(res.body)
    } finally {
      aiDown = false
    }
    const res = await call('POST', `/api/documentos/${id}/regenerar`, { ruta: '/secciones/0/preguntas/0' })
    expect(parse(regenerarResult, res.body).regeneraciones_restantes).toBe(29)
  })
})
