import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentList, generatedDocument } from '@/api/contract/documentos'
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

describe('S3Storage against an S3-compatible server', () => {
  it('stores a file and serves it through a presigned URL with the download name', async () => {
    const storage = new S3Storage(settings())
    const key = newStorageKey(7)
    const body = new TextEncoder().encode('contenido de prueba')
    await storage.put(key, body, docxContentType)
    const url = await storage.signedUrl(key, 'Evaluación · Matemática.docx')
    expect(url.startsWith(`${endpoint}/${bucket}/7/`)).toBe(true)
    expect(url).toContain('X-Amz-Expires=3600')
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body)
    expect(res.headers.get('content-type')).toBe(docxContentType)
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Evaluación · Matemática.docx')}`,
    )
  })

  it('refuses a URL after it expires', async () => {
    const key = newStorageKey(8)
    await new S3Storage(settings()).put(key, new Uint8Array([1, 2, 3]), docxContentType)
    const old = new S3Storage(settings(), () => new Date(Date.now() - 2 * 60 * 60 * 1000))
    expect((await fetch(await old.signedUrl(key, 'a.docx'))).status).toBe(403)
    expect((await fetch(await new S3Storage(settings()).signedUrl(key, 'a.docx'))).status).toBe(200)
  })
})

describe('deleting files', () => {
  it('S3: the object is gone, and deleting a missing key is no error', async () => {
    const storage = new S3Storage(settings())
    const key = newStorageKey(9)
    await storage.put(key, new Uint8Array([1, 2, 3]), docxContentType)
    const url = await storage.signedUrl(key, 'a.docx')
    expect((await fetch(url)).status).toBe(200)
    await storage.delete([key])
    expect((await fetch(url)).status).toBe(404)
    await storage.delete([key, newStorageKey(9)])
  })

  it('local: the file is gone from the folder, and deleting a missing key is no error', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pizarra-local-'))
    try {
      const storage = new LocalStorage(root, new Uint8Array(32).fill(7))
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
  it('puts generated documents in the bucket and lists presigned links', async () => {
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
      expect(made.gcs_url.startsWith(`${endpoint}/${bucket}/${school.colegio.id}/`)).toBe(true)
      const file = await fetch(made.gcs_url)
      expect(file.status).toBe(200)
      const doc = await readDocx(new Uint8Array(await file.arrayBuffer()))
      expect(doc.paragraphs).toContain('6° Básico · 4 preguntas')

      const list = parse(
        documentList,
        (await t.app.inject({ method: 'GET', url: '/api/documents', headers: school.headers })).body,
      )
      expect(list).toHaveLength(1)
      expect((await fetch(list[0]!.gcs_url)).status).toBe(200)
      // Nothing went to the local folder.
      expect(existsSync(path.join(dataDir, 'files'))).toBe(false)
      // The local download route does not serve anything when the bucket is in use.
      const local = await t.app.inject({
        method: 'GET',
        url: `/api/files/${school.colegio.id}/x.docx?name=a&expires=1&u=1&s=a&v=0&r=utp&signature=b`,
      })
      expect(local.statusCode).toBe(404)
    } finally {
      await t.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
