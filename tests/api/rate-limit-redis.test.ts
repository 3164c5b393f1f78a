import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, detailOf, type TestApp } from './helpers'

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0))
    })
  })
}

describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  let redis: ChildProcess
  let url: string
  const apps: TestApp[] = []

  beforeAll(async () => {
    const port = await freePort()
    url = `redis://127.0.0.1:${port}`
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    for (let i = 0; i < 50; i++) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') break
      await new Promise((r) => setTimeout(r, 100))
    }
  })
  afterAll(async () => {
    for (const t of apps) await t.close()
    redis?.kill()
  })

  it('counts the requests of two instances together', async () => {
    // Two app instances over their own databases, one Redis: the limit is shared.
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ rateLimit: true }, { REDIS_URL: url }))
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      const t = apps[i % 2]!
      const res = await t.app.inject({ method: 'GET', url: '/api/colegios/QQQQQQQQ' })
      statuses.push(res.statusCode)
      if (res.statusCode === 429) expect(detailOf(res.body)).toMatch(/Demasiados intentos/)
    }
    // 30 per minute per client: each instance alone saw only 20, so only a shared count reaches 429.
    expect(statuses.filter((s) => s === 404)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
  })
})
