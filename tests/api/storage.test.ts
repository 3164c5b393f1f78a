import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentList, generatedDocument } from '@/api/contract/documentos'
import { DownloadLinks } from '../../server/adapters/storage/links'
import { LocalStorage } from '../../server/adapters/storage/local'
import { S3Storage } from '../../server/adapters/storage/s3'
import { docxContentType, newStorageKey } from '../../server/adapters/storage/storage'
import { readDocx } from '../fixtures/docx'
import { createSchool, createTestApp, parse } from './helpers'

/** A local S3-compatible server (s3rver, from npm) with one bucket, driven by the real AWS SDK. */
let s3: S3rver
let dir: string
let endpoint: string
const bucket = 'pizarra-documentos'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pizarra-s3-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 'bucket'),
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await s3.close()
  await rm(dir, { recursive: true, force: true })
})

const settings = () => ({ endpoint, bucket, region: 'us-east-1', ...credentials })

const links = new DownloadLinks(new Uint8Array(32).fill(7))
const bucketOf = (clock?: () => Date) => new S3Storage(settings(), links, clock)

describe('S3Storage against an S3-compatible server', () => {
  it('stores a file and serves it through a presigned URL of a minute with the download name', async () => {
    const storage = bucketOf()
    const key = newStorageKey(7)
    const body = new TextEncoder().encode('contenido de prueba')
    await storage.put(key, body, docxContentType)
    const url = await storage.presignedUrl(key, 'Evaluación · Matemática.docx')
    expect(url.startsWith(`${endpoint}/${bucket}/7/`)).toBe(true)
    expect(url).toContain('X-Amz-Expires=60')
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body)
    expect(res.headers.get('content-type')).toBe(docxContentType)
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Evaluación · Matemática.docx')}`,
    )
  })

  it('refuses a presigned URL after its minute', async () => {
    const key = newStorageKey(8)
    await bucketOf().put(key, new Uint8Array([1, 2, 3]), docxContentType)
    const old = bucketOf(() => new Date(Date.now() - 2 * 60 * 1000))
    expect((await fetch(await old.presignedUrl(key, 'a.docx'))).status).toBe(403)
    expect((await fetch(await bucketOf().presignedUrl(key, 'a.docx'))).status).toBe(200)
  })

  it("gives the browser the API's signed link, never the bucket's URL", async () => {
    const owner = { origin: 'https://pizarra.example', userId: 3, sessionId: 'abc', sesionVersion: 0, rol: 'utp' }
    const url = await bucketOf().signedUrl(newStorageKey(7), 'a.docx', owner)
    expect(url.startsWith('https://pizarra.example/api/files/7/')).toBe(true)
    expect(url).not.toContain(endpoint)
  })
})

describe('deleting files', () => {
  it('S3: the object is gone, and deleting a missing key is no error', async () => {
    const storage = bucketOf()
    const key = newStorageKey(9)
    await storage.put(key, new Uint8Array([1, 2, 3]), docxContentType)
    const url = await storage.presignedUrl(key, 'a.docx')
    expect((await fetch(url)).status).toBe(200)
    await storage.delete([key])
    expect((await fetch(url)).status).toBe(404)
    await storage.delete([key, newStorageKey(9)])
  })

  it('local: the file is gone from the folder, and deleting a missing key is no error', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pizarra-local-'))
    try {
      const storage = new LocalStorage(root, links)
      const key = newStorageKey(9)
      await storage.put(key, new Uint8Array([1, 2, 3]))
      expect(await storage.read(key)).not.toBeNull()
      await storage.delete([key, newStorageKey(9)])
      expect(await storage.read(key)).toBeNull()
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('the app with S3_* configured', () => {
  it('puts generated documents in the bucket; a link is checked by the API, recorded, and only then redirected to the bucket for a minute', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-s3-app-'))
    const t = await createTestApp(
      {},
      {
        DATA_DIR: dataDir,
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    )
    /** Opens a link through the app (as the browser would), following its redirect to the bucket. */
    const open = async (link: string) => {
      const url = new URL(link)
      return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    }
    try {
      expect(t.app.storage.kind).toBe('s3')
      const school = await createSchool(t)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/simce/generar-word',
        headers: school.headers,
        payload: { asignatura: 'Matemática', nivel: '6° Básico', cantidad: 4 },
      })
      expect(res.statusCode).toBe(200)
      const made = parse(generatedDocument, res.body)
      expect(new URL(made.gcs_url).pathname.startsWith(`/api/files/${school.colegio.id}/`)).toBe(true)
      expect(made.gcs_url).not.toContain(endpoint)
      const first = await open(made.gcs_url)
      expect(first.statusCode, first.body).toBe(302)
      expect(first.headers['cache-control']).toBe('private, no-store')
      const bucketUrl = String(first.headers.location)
      expect(bucketUrl.startsWith(`${endpoint}/${bucket}/${school.colegio.id}/`)).toBe(true)
      expect(bucketUrl).toContain('X-Amz-Expires=60')
      const file = await fetch(bucketUrl)
      expect(file.status).toBe(200)
      const doc = await readDocx(new Uint8Array(await file.arrayBuffer()))
      expect(doc.paragraphs).toContain('6° Básico · 4 preguntas')

      const list = parse(
        documentList,
        (await t.app.inject({ method: 'GET', url: '/api/documents', headers: school.headers })).body,
      )
      expect(list).toHaveLength(1)
      expect((await open(list[0]!.gcs_url)).statusCode).toBe(302)
      // Each download left its line in the audit trail.
      const trail = await t.app.inject({ method: 'GET', url: '/api/auditoria', headers: school.headers })
      expect(trail.statusCode, trail.body).toBe(200)
      expect(trail.body.match(/documento\.descargar/g)?.length).toBe(2)
      // A forged link is refused before the bucket is reached.
      const forged = new URL(made.gcs_url)
      forged.searchParams.set('name', 'otro.docx')
      expect((await open(forged.toString())).statusCode).toBe(403)
      // "Cerrar sesión" ends the link at once: no redirect to the bucket any more.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: school.headers })).statusCode,
      ).toBe(204)
      const after = await open(made.gcs_url)
      expect(after.statusCode).toBe(401)
      expect(after.headers.location).toBeUndefined()
      // Nothing went to the local folder.
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false)
    } finally {
      await t.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
