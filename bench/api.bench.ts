import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { demoAccount, seedDemo } from '../server/db/seed'
import { hashPassword } from '../server/security'
import type { BenchRow } from './types'

const connections = 50
const duration = Number(process.env.BENCH_SECONDS ?? 5)

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

async function load(url: string, target: Target) {
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

/** A bare Fastify route answering the same bytes: the ceiling the real route is compared with. */
async function bare(bytes: string, contentType: string) {
  const app = Fastify({ logger: false })
  app.all('/*', async (_req, reply) => reply.type(contentType).send(bytes))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() }
}

/**
 * Throughput and latency of the main API routes under 50 concurrent connections, each with its
 * ratio to a bare Fastify route returning the same bytes. On PGlite, or on PostgreSQL when
 * BENCH_DATABASE_URL is set.
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pizarra-bench-'))
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir })
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir })
  await seedDemo(database.db, await hashPassword(demoAccount.password))
  const app = await buildApp({ config, database, rateLimit: false, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demoAccount.email, password: demoAccount.password }),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const auth = { authorization: `Bearer ${access_token}` }

  const targets: Target[] = [
    {
      name: 'login',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: demoAccount.email, password: demoAccount.password }).toString(),
    },
    { name: '/auth/me', method: 'GET', path: '/api/auth/me', headers: auth },
  ]

  const rows: BenchRow[] = []
  const db = database.kind
  try {
    for (const target of targets) {
      const sample = await fetch(url + target.path, {
        method: target.method,
        headers: target.headers,
        body: target.body,
      })
      const bytes = await sample.text()
      const real = await load(url, target)
      const ceiling = await bare(bytes, sample.headers.get('content-type') ?? 'application/json')
      const reference = await load(ceiling.url, target)
      await ceiling.close()
      const ratio = reference.rps > 0 ? real.rps / reference.rps : 0
      rows.push(
        {
          name: `${target.name} (${db}) rendimiento`,
          value: Math.round(real.rps),
          unit: 'req/s',
          note: `${(ratio * 100).toFixed(1)} % de Fastify pelado (${Math.round(reference.rps)} req/s)`,
        },
        { name: `${target.name} (${db}) latencia p50`, value: real.p50, unit: 'ms' },
        {
          name: `${target.name} (${db}) latencia p99`,
          value: real.p99,
          unit: 'ms',
          note: real.errors ? `${real.errors} respuestas no 2xx` : '',
        },
      )
    }
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}
