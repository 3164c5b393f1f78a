import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { me, tokenResponse } from '@/api/contract/auth'
import { documentList, generatedDocument } from '@/api/contract/documentos'
import { hasRedis, type Instance, runUntilExit, startBucket, startInstance, startRedis } from '../../scripts/cluster'
import { hasPostgres, type PostgresServer, startPostgres } from '../../scripts/postgres-server'
import { openDatabase } from '../../server/db/client'

const productionRefusal = 'En producción JWT_SECRET y DATABASE_URL son obligatorios.'

describe('production settings', () => {
  it('refuses to start without JWT_SECRET or without DATABASE_URL', async () => {
    const secret = randomBytes(32).toString('hex')
    const withoutSecret = await runUntilExit({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres',
      PAYMENTS_SANDBOX: 'true',
    })
    expect(withoutSecret.code).not.toBe(0)
    expect(withoutSecret.output).toContain(productionRefusal)
    const withoutDatabase = await runUntilExit({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENTS_SANDBOX: 'true' })
    expect(withoutDatabase.code).not.toBe(0)
    expect(withoutDatabase.output).toContain(productionRefusal)
  })

  it('refuses the sandbox checkout unless it is asked for by name', async () => {
    const withoutPayments = await runUntilExit({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres',
    })
    expect(withoutPayments.code).not.toBe(0)
    expect(withoutPayments.output).toContain('PAYMENTS_SANDBOX=true')
  })
})

/**
 * Two server processes as a load balancer sees them: one PostgreSQL, one Redis, one bucket, the same
 * JWT_SECRET, NODE_ENV=production, each with its own DATA_DIR. They start at the same moment against an
 * empty database, so both run the migrations at once.
 */
describe.runIf(hasPostgres() && hasRedis())('two instances on one PostgreSQL', () => {
  let postgres: PostgresServer
  const stops: (() => unknown)[] = []
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    postgres = await startPostgres({ quiet: true })
    stops.push(() => postgres.stop())
    const redis = await startRedis()
    stops.push(() => redis.stop())
    const bucket = await startBucket()
    stops.push(() => bucket.stop())
    const env = {
      NODE_ENV: 'production',
      // No Mercado Pago here: the test signs a school up through the sandbox, asked for by name.
      PAYMENTS_SANDBOX: 'true',
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: redis.url,
      PUBLIC_URL: 'http://pizarra.test',
      LOG_LEVEL: 'info',
      // The test plays the load balancer: one proxy in front, whose X-Forwarded-For entry is the client.
      TRUST_PROXY: '1',
      ...bucket.env,
    }
    const started = await Promise.allSettled([startInstance(env), startInstance(env)])
    for (const s of started) if (s.status === 'fulfilled') stops.push(() => s.value.stop())
    for (const s of started) if (s.status === 'rejected') throw s.reason
    ;[a, b] = started.map((s) => (s as PromiseFulfilledResult<Instance>).value) as [Instance, Instance]
  })
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop()
  })

  const call = (instance: Instance, path: string, init: RequestInit = {}) =>
    fetch(instance.url + path, { redirect: 'manual', ...init })
  const json = (token: string, body?: unknown): RequestInit => ({
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

  it('both report PostgreSQL in /api/health, and the simultaneous start applied each migration once', async () => {
    for (const instance of [a, b]) {
      const res = await call(instance, '/api/health')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ status: 'ok', database: 'postgres' })
    }
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[]
    }
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    try {
      const applied = await client.query('select hash from drizzle.__drizzle_migrations')
      expect(applied.rowCount).toBe(journal.entries.length)
      // Production seeds nothing.
      const schools = await client.query('select count(*)::int as n from colegios')
      expect(schools.rows[0].n).toBe(0)
    } finally {
      await client.end()
    }
  })

  it('migrates safely when several instances open one empty database at the same moment', async () => {
    // Process start-up jitter rarely lines two servers up exactly, so race the migrator directly:
    // without the advisory lock in openDatabase, this fails nearly every round.
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    try {
      for (let round = 0; round < 3; round++) {
        const name = `carrera_${round}_${randomBytes(3).toString('hex')}`
        await admin.query(`create database ${name}`)
        const url = new URL(postgres.url)
        url.pathname = `/${name}`
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' })),
        )
        for (const o of opened) if (o.status === 'fulfilled') await o.value.close()
        expect(
          opened.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
        ).toEqual([])
        await admin.query(`drop database ${name}`)
      }
    } finally {
      await admin.end()
    }
  })

  let token = ''
  const email = `direccion-${randomBytes(3).toString('hex')}@aromos.cl`
  const password = 'aromos-2026-cluster'

  it('signs a school up on A (sandbox checkout) and signs in on B; a token of B works on A', async () => {
    const paid = await call(a, '/sandbox/checkout', form({ plan: 'pro', decision: 'aprobar' }))
    expect(paid.status).toBe(303)
    const preapproval = new URL(paid.headers.get('location')!, a.url).searchParams.get('preapproval_id')
    expect(preapproval).toMatch(/^sbx-/)
    const created = await call(b, '/api/colegios/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nombre: 'Colegio Los Aromos',
        region: 'Valparaíso',
        comuna: 'Quilpué',
        email_responsable: email,
        nombre_responsable: 'Marcela Soto Rivas',
        password,
        payment_id: preapproval,
      }),
    })
    expect(created.status).toBe(201)
    const login = await call(b, '/api/auth/login', form({ username: email, password }))
    expect(login.status).toBe(200)
    token = tokenResponse.parse(await login.json()).access_token
    const onA = await call(a, '/api/auth/me', json(token))
    expect(onA.status).toBe(200)
    expect(me.parse(await onA.json())).toMatchObject({ email, plan: 'pro', colegio: { nombre: 'Colegio Los Aromos' } })
  })

  it('lists on B a student created on A', async () => {
    const curso = await call(a, '/api/cursos/', json(token, { nombre: '4° Básico A', nivel: '4° Básico' }))
    expect(curso.status).toBe(201)
    const { id: curso_id } = (await curso.json()) as { id: number }
    const alumno = await call(
      a,
      '/api/alumnos/',
      json(token, { nombre: 'Josefa Tapia Lagos', rut: '12.345.678-5', curso_id, apoderado: 'Andrea Lagos' }),
    )
    expect(alumno.status).toBe(201)
    const list = await call(b, '/api/alumnos/', json(token))
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual([
      expect.objectContaining({
        nombre: 'Josefa Tapia Lagos',
        rut: '12.345.678-5',
        curso: { id: curso_id, nombre: '4° Básico A' },
      }),
    ])
  })

  it('downloads through B the Word file generated on A (the bucket is shared)', async () => {
    const generated = await call(
      a,
      '/api/paes/generar-word',
      json(token, { asignatura: 'Matemática', nivel: '3° Medio', cantidad: 5 }),
    )
    expect(generated.status).toBe(200)
    const doc = generatedDocument.parse(await generated.json())
    // A link is built on PUBLIC_URL (the balancer's name): the test plays the balancer and sends it to an
    // instance, which checks it and redirects to the bucket's presigned URL.
    const through = (instance: Instance, link: string) => fetch(link.replace('http://pizarra.test', instance.url))
    const fromA = new Uint8Array(await (await through(a, doc.gcs_url)).arrayBuffer())
    expect(Buffer.from(fromA.subarray(0, 2)).toString()).toBe('PK')

    const listed = await call(b, '/api/documents', json(token))
    expect(listed.status).toBe(200)
    const [item] = documentList.parse(await listed.json())
    expect(item?.title).toBe(doc.title)
    expect(item!.gcs_url.startsWith('http://pizarra.test/')).toBe(true)
    const download = await through(b, item!.gcs_url)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(fromA)
  })

  it('counts rate limits across both instances through Redis, per client the balancer saw', async () => {
    // Login allows 10 attempts a minute per client. Alternating instances, each sees only 6 of the 12:
    // only a shared count refuses the last two. The client is the address the balancer appended to
    // X-Forwarded-For; whatever the client wrote before it (a new address each time) changes nothing.
    // Each attempt names another account, so the per-account limit (5 a minute) is not what refuses them.
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const forwarded = { 'x-forwarded-for': `10.0.0.${i + 1}, 203.0.113.77` }
      const res = await call(
        i % 2 ? b : a,
        '/api/auth/login',
        form({ username: `nadie${i}@cluster.pizarra.cl`, password: 'incorrecta-1' }, forwarded),
      )
      statuses.push(res.status)
      const body = (await res.json()) as { detail: string }
      if (res.status === 429) expect(body.detail).toMatch(/^Demasiados intentos\. Espera \d+ segundos/)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    // Another client is not affected.
    const other = await call(
      b,
      '/api/auth/login',
      form({ username: email, password }, { 'x-forwarded-for': '203.0.113.78' }),
    )
    expect(other.status).toBe(200)
  })

  it('counts the per-account sign-in limit across both instances, whoever sends the attempts', async () => {
    // Five attempts a minute per account: six clients, alternating instances, each sending one; only a
    // count shared through Redis refuses the sixth.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await call(
        i % 2 ? b : a,
        '/api/auth/login',
        form(
          { username: 'alguien@cluster.pizarra.cl', password: 'incorrecta-1' },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        ),
      )
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(5).fill(401), 429])
  })

  it('logs JSON lines with the request id, and a SIGTERM stops A cleanly while B keeps serving', async () => {
    const requestId = `cluster-${randomBytes(4).toString('hex')}`
    const res = await call(a, '/api/auth/me', {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe(requestId)
    // The log is buffered, but a quiet server still writes its lines within a second or so.
    await expect.poll(() => a.output().includes(requestId), { timeout: 5000 }).toBe(true)

    expect(await a.stop('SIGTERM')).toBe(0)
    const lines = a
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; res?: { statusCode: number } })
    expect(lines.filter((l) => l.reqId === requestId).map((l) => l.msg)).toEqual(['request completed'])
    expect(lines.find((l) => l.reqId === requestId && l.res)?.res?.statusCode).toBe(200)
    expect(lines.some((l) => l.msg === 'cerrando')).toBe(true)

    const onB = await call(b, '/api/auth/me', json(token))
    expect(onB.status).toBe(200)
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow()
  })

  it('keeps running through a PostgreSQL restart: /api/health answers 500 while it is down, then 200', async () => {
    postgres.down()
    const down = await call(b, '/api/health')
    expect(down.status).toBe(500)
    expect(await down.json()).toEqual({ detail: 'Ocurrió un error interno. Inténtalo de nuevo.' })
    postgres.up()
    const up = await call(b, '/api/health')
    expect(up.status).toBe(200)
    expect(await up.json()).toEqual({ status: 'ok', database: 'postgres' })
    const list = await call(b, '/api/alumnos/', json(token))
    expect(list.status).toBe(200)
  })
})
