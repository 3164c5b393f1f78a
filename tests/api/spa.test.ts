import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let webRoot: string
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'pizarra-web-'))
  mkdirSync(path.join(webRoot, 'assets'))
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Pizarra</title>')
  writeFileSync(path.join(webRoot, 'assets', 'app-123.js'), 'console.log(1)')
  t = await createTestApp({ webRoot })
})
afterAll(async () => {
  await t.close()
  rmSync(webRoot, { recursive: true, force: true })
})

describe('serving the SPA next to the API', () => {
  it('answers deep links with index.html, uncached', async () => {
    for (const url of ['/', '/alumnos/12', '/reset-password/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Pizarra</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
      // The page gets helmet's whole policy: its own scripts, styles and images only.
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })

  it('serves hashed assets as immutable, including files added after start', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
    writeFileSync(path.join(webRoot, 'assets', 'app-456.js'), 'console.log(2)')
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-456.js' })).body).toBe('console.log(2)')
  })

  it('keeps unknown API paths as JSON 404s in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'El recurso no existe.' })
  })
})
