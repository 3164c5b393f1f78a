import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkoutResponse, colegioCreated, extraCredited, planes, planLookup } from '@/api/contract/pagos'
import { type PlanId, plans } from '@/domain/plans'
import { pagosUsados, usuarios } from '../../server/db/schema'
import { createSchool, createTestApp, detailOf, parse, schoolSignupForm, type TestApp } from './helpers'

const accessToken = 'APP_USR-1234567890-pizarra'
const webhookSecret = 'secreto-de-webhook-de-prueba'
const publicUrl = 'https://pizarra.example.cl'

type Json = Record<string, unknown>

/**
 * A local HTTP server that answers like Mercado Pago's API for the calls Pizarra makes: preapproval
 * plans (create, search, get), preapprovals, Checkout Pro preferences and payments.
 */
async function startMercadoPago() {
  const plansById = new Map<string, Json>()
  const preapprovals = new Map<string, Json>()
  const preferences = new Map<string, Json>()
  const payments = new Map<string, Json>()
  const requests: { method: string; path: string; body: Json | null; headers: IncomingMessage['headers'] }[] = []
  const state = { failing: false }
  let sequence = 0

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, { message: `${what} not found`, error: 'not_found', status: 404, cause: [] })

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString()
    const body = raw ? (JSON.parse(raw) as Json) : null
    const url = new URL(req.url ?? '/', 'http://mp.local')
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body, headers: req.headers })
    if (state.failing) return send(res, 500, { message: 'internal_error', error: 'internal_error', status: 500 })
    if (req.headers.authorization !== `Bearer ${accessToken}` && req.headers.authorization !== 'Bearer TEST-99') {
      return send(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401 })
    }
    const route = `${req.method} ${url.pathname}`
    const path = (pattern: RegExp) => url.pathname.match(pattern)?.[1]
    if (route === 'POST /preapproval_plan/' || route === 'POST /preapproval_plan') {
      const id = `2c9380848${String(++sequence).padStart(3, '0')}plan`
      const plan = {
        ...body,
        id,
        status: 'active',
        collector_id: 100200300,
        application_id: 4455667788,
        date_created: new Date().toISOString(),
        init_point: `https://www.mercadopago.cl/subscriptions/checkout?preapproval_plan_id=${id}`,
      }
      plansById.set(id, plan)
      return send(res, 201, plan)
    }
    if (route === 'GET /preapproval_plan/search') {
      const q = url.searchParams.get('q') ?? ''
      const status = url.searchParams.get('status')
      const results = [...plansById.values()].filter(
        (p) => String(p.reason).includes(q) && (!status || p.status === status),
      )
      return send(res, 200, { paging: { offset: 0, limit: 100, total: results.length }, results })
    }
    const planId = path(/^\/preapproval_plan\/([\w-]+)$/)
    if (req.method === 'GET' && planId) {
      const plan = plansById.get(planId)
      return plan ? send(res, 200, plan) : notFound(res, 'preapproval_plan')
    }
    const preapprovalId = path(/^\/preapproval\/([\w-]+)$/)
    if (req.method === 'GET' && preapprovalId) {
      const found = preapprovals.get(preapprovalId)
      return found ? send(res, 200, found) : notFound(res, 'preapproval')
    }
    if (route === 'POST /checkout/preferences/' || route === 'POST /checkout/preferences') {
      const id = `100200300-${randomUUID()}`
      const preference = {
        ...body,
        id,
        collector_id: 100200300,
        init_point: `https://www.mercadopago.cl/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.cl/checkout/v1/redirect?pref_id=${id}`,
      }
      preferences.set(id, preference)
      return send(res, 201, preference)
    }
    const paymentId = path(/^\/v1\/payments\/(\d+)$/)
    if (req.method === 'GET' && paymentId) {
      const found = payments.get(paymentId)
      return found ? send(res, 200, found) : notFound(res, 'payment')
    }
    return send(res, 404, { message: 'resource not found', error: 'not_found', status: 404 })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    plansById,
    preapprovals,
    preferences,
    payments,
    requests,
    state,
    planIdOf(plan: PlanId) {
      return [...plansById.values()].find((p) => p.reason === `Pizarra ${plans[plan].nombre}`)?.id as string
    },
    /** A subscription made through a plan's checkout, as Mercado Pago keeps it. */
    subscribe(plan: PlanId, overrides: Json = {}) {
      const id = `2c93808${randomUUID().replaceAll('-', '').slice(0, 25)}`
      preapprovals.set(id, {
        id,
        payer_id: 987654,
        status: 'authorized',
        reason: `Pizarra ${plans[plan].nombre}`,
        preapproval_plan_id: this.planIdOf(plan),
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: plans[plan].precioClp,
          currency_id: 'CLP',
        },
        ...overrides,
      })
      return id
    },
    /** A Checkout Pro payment of the last preference created. */
    pay(overrides: Json = {}) {
      const preference = [...preferences.values()].at(-1)!
      const id = String(10_000_000_000 + ++sequence)
      payments.set(id, {
        id: Number(id),
        status: 'approved',
        status_detail: 'accredited',
        currency_id: 'CLP',
        transaction_amount: 1990,
        external_reference: preference.external_reference,
        ...overrides,
      })
      return id
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let mp: Awaited<ReturnType<typeof startMercadoPago>>
let t: TestApp
const env = () => ({
  MP_ACCESS_TOKEN: accessToken,
  MP_WEBHOOK_SECRET: webhookSecret,
  MP_BASE_URL: mp.url,
  PUBLIC_URL: publicUrl,
})

beforeAll(async () => {
  mp = await startMercadoPago()
  t = await createTestApp({}, env())
})
afterAll(async () => {
  await t.close()
  await mp.close()
})
beforeEach(() => {
  mp.state.failing = false
})

describe('subscription plans', () => {
  it('creates the three preapproval plans once and links their checkouts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/planes' })
    expect(res.statusCode).toBe(200)
    const list = parse(planes, res.body)
    const created = mp.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/preapproval_plan'))
    expect(created.map((r) => r.body)).toEqual(
      (['starter', 'pro', 'plus'] as const).map((plan) => ({
        reason: `Pizarra ${plans[plan].nombre}`,
        back_url: `${publicUrl}/registrar-colegio`,
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: plans[plan].precioClp,
          currency_id: 'CLP',
        },
      })),
    )
    expect(created[0]!.headers.authorization).toBe(`Bearer ${accessToken}`)
    for (const plan of list) {
      expect(plan.checkout_url).toBe(
        `https://www.mercadopago.cl/subscriptions/checkout?preapproval_plan_id=${mp.planIdOf(plan.id)}`,
      )
    }

    await t.app.inject({ method: 'GET', url: '/api/planes' })
    const another = await createTestApp({}, env())
    try {
      const again = parse(planes, (await another.app.inject({ method: 'GET', url: '/api/planes' })).body)
      expect(again).toEqual(list)
    } finally {
      await another.close()
    }
    expect(mp.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/preapproval_plan'))).toHaveLength(3)
    expect(mp.plansById.size).toBe(3)
  })

  it('has no sandbox checkout page when Mercado Pago is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/checkout?plan=pro' })
    expect(res.statusCode).toBe(404)
  })
})

describe('school signup with a Mercado Pago preapproval', () => {
  it('looks up the plan of an authorized preapproval and opens the school once', async () => {
    await t.app.inject({ method: 'GET', url: '/api/planes' })
    const id = mp.subscribe('pro')
    const lookup = await t.app.inject({ method: 'GET', url: `/api/colegios/plan/${id}` })
    expect(lookup.statusCode).toBe(200)
    expect(parse(planLookup, lookup.body)).toEqual({ plan: 'pro' })
    const created = await t.app.inject({ method: 'POST', url: '/api/colegios/', payload: schoolSignupForm(id) })
    expect(created.statusCode).toBe(201)
    expect(parse(colegioCreated, created.body).codigo).toHaveLength(8)
    const [used] = await t.db.select().from(pagosUsados).where(eq(pagosUsados.externalId, id))
    expect(used).toMatchObject({ proveedor: 'mercadopago', tipo: 'suscripcion', montoClp: 11990 })
    const replay = await t.app.inject({ method: 'POST', url: '/api/colegios/', payload: schoolSignupForm(id) })
    expect(replay.statusCode).toBe(409)
  })

  it('refuses unknown, pending, cancelled, mispriced and foreign preapprovals', async () => {
    await t.app.inject({ method: 'GET', url: '/api/planes' })
    const unknown = await t.app.inject({ method: 'GET', url: '/api/colegios/plan/2c9380840000doesnotexist' })
    expect(unknown.statusCode).toBe(404)
    for (const overrides of [
      { status: 'pending' },
      { status: 'cancelled' },
      { auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 990, currency_id: 'CLP' } },
      { auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 11990, currency_id: 'ARS' } },
      { preapproval_plan_id: 'plan-de-otra-empresa' },
    ]) {
      const id = mp.subscribe('pro', overrides)
      const res = await t.app.inject({ method: 'POST', url: '/api/colegios/', payload: schoolSignupForm(id) })
      expect(res.statusCode, JSON.stringify(overrides)).toBeGreaterThanOrEqual(404)
      expect(res.statusCode).toBeLessThanOrEqual(409)
      expect(detailOf(res.body)).toMatch(/suscripción/)
    }
  })

  it('recognises a plan another instance created after this one started', async () => {
    await t.app.inject({ method: 'GET', url: '/api/planes' })
    const id = `2c9380848999plan`
    mp.plansById.set(id, {
      id,
      reason: 'Pizarra Expert',
      status: 'active',
      back_url: 'https://otro.example.cl/registrar-colegio',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 16990, currency_id: 'CLP' },
    })
    const preapproval = mp.subscribe('plus', { preapproval_plan_id: id })
    const lookup = await t.app.inject({ method: 'GET', url: `/api/colegios/plan/${preapproval}` })
    expect(parse(planLookup, lookup.body)).toEqual({ plan: 'plus' })
  })
})

describe('extra evaluations with Checkout Pro', () => {
  it('creates a preference that names the user and credits its approved payment once', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    const buy = await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers: school.headers })
    expect(buy.statusCode).toBe(200)
    const { checkout_url } = parse(checkoutResponse, buy.body)
    const preference = [...mp.preferences.values()].at(-1)!
    expect(checkout_url).toBe(preference.init_point)
    expect(preference.external_reference).toMatch(new RegExp(`^usuario:${school.user.id}:[0-9a-f]{16}$`))
    expect(preference.items).toEqual([expect.objectContaining({ quantity: 1, unit_price: 1990, currency_id: 'CLP' })])
    expect(preference.back_urls).toEqual({
      success: `${publicUrl}/prueba-extra`,
      failure: `${publicUrl}/prueba-extra`,
      pending: `${publicUrl}/prueba-extra`,
    })
    expect(preference.auto_return).toBe('approved')

    const payment_id = mp.pay()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id },
    })
    expect(res.statusCode).toBe(200)
    expect(parse(extraCredited, res.body).disponibles).toBe(26)
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id: Number(payment_id) },
    })
    expect(replay.statusCode).toBe(409)
  })

  it.each([
    [
      'rejected',
      { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
      400,
      'El pago no fue aprobado',
    ],
    ['pending', { status: 'in_process' }, 400, 'El pago no fue aprobado'],
    [
      'of another amount',
      { transaction_amount: 990 },
      400,
      'El monto del pago no corresponde a una evaluación adicional.',
    ],
    [
      'in another currency',
      { currency_id: 'USD' },
      400,
      'El monto del pago no corresponde a una evaluación adicional.',
    ],
    [
      'of another user',
      { external_reference: 'usuario:999999:abcdef0123456789' },
      403,
      'Este pago no corresponde a tu cuenta.',
    ],
    ['without reference', { external_reference: null }, 403, 'Este pago no corresponde a tu cuenta.'],
  ])('refuses a payment %s', async (_name, overrides, status, detail) => {
    const school = await createSchool(t)
    await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers: school.headers })
    const payment_id = mp.pay(overrides)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id },
    })
    expect(res.statusCode).toBe(status)
    expect(detailOf(res.body)).toBe(detail)
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(0)
  })

  it('answers 404 for a payment Mercado Pago does not know', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id: '123' },
    })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('No encontramos ese pago.')
  })

  it('sends test accounts to the sandbox checkout', async () => {
    const testing = await createTestApp({}, { ...env(), MP_ACCESS_TOKEN: 'TEST-99' })
    try {
      const school = await createSchool(testing)
      const buy = await testing.app.inject({
        method: 'POST',
        url: '/api/evaluaciones/comprar-extra',
        headers: school.headers,
      })
      expect(parse(checkoutResponse, buy.body).checkout_url).toMatch(/^https:\/\/sandbox\.mercadopago\.cl\//)
    } finally {
      await testing.close()
    }
  })

  it('answers 502 in Spanish when Mercado Pago fails, and credits nothing', async () => {
    const school = await createSchool(t)
    await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers: school.headers })
    const payment_id = mp.pay()
    mp.state.failing = true
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id },
    })
    expect(res.statusCode).toBe(502)
    expect(detailOf(res.body)).toBe('No pudimos comunicarnos con Mercado Pago. Inténtalo de nuevo en unos minutos.')
    mp.state.failing = false
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id },
    })
    expect(later.statusCode).toBe(200)
  })
})

/** Signs a notification as Mercado Pago does: HMAC-SHA256 of `id:…;request-id:…;ts:…;` with the secret. */
function signed(dataId: string, options: { secret?: string; ts?: number } = {}) {
  const ts = options.ts ?? Math.floor(Date.now() / 1000)
  const requestId = randomUUID()
  const v1 = createHmac('sha256', options.secret ?? webhookSecret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex')
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }
}

const notify = (type: string, dataId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pagos/webhook?data.id=${dataId}&type=${type}`,
    headers,
    payload: { action: `${type}.updated`, api_version: 'v1', type, data: { id: dataId }, live_mode: true },
  })

describe('signed webhooks', () => {
  it('credits an approved payment whose buyer never came back, once', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers: school.headers })
    const paymentId = mp.pay()
    const first = await notify('payment', paymentId, signed(paymentId))
    expect(first.statusCode).toBe(200)
    const second = await notify('payment', paymentId, signed(paymentId))
    expect(second.statusCode).toBe(200)
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(1)
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id: paymentId },
    })
    expect(back.statusCode).toBe(409)
    expect(detailOf(back.body)).toBe('Este pago ya fue acreditado a tu cuenta.')
  })

  it('refuses unsigned, forged and stale notifications and changes nothing', async () => {
    const school = await createSchool(t)
    await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers: school.headers })
    const paymentId = mp.pay()
    const unsigned: Record<string, string> = {}
    for (const headers of [
      unsigned,
      signed(paymentId, { secret: 'otro-secreto' }),
      signed('42'),
      signed(paymentId, { ts: Math.floor(Date.now() / 1000) - 3600 }),
      { 'x-signature': 'basura', 'x-request-id': 'abc' },
    ]) {
      const res = await notify('payment', paymentId, headers)
      expect(res.statusCode).toBe(401)
      expect(detailOf(res.body)).toBe('La firma de la notificación no es válida.')
    }
    const used = await t.db
      .select()
      .from(pagosUsados)
      .where(and(eq(pagosUsados.externalId, paymentId), eq(pagosUsados.tipo, 'extra')))
    expect(used).toHaveLength(0)
  })

  it('accepts a signed notification of a rejected payment without crediting', async () => {
    const school = await createSchool(t)
    await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers: school.headers })
    const paymentId = mp.pay({ status: 'rejected' })
    expect((await notify('payment', paymentId, signed(paymentId))).statusCode).toBe(200)
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(0)
  })

  it('accepts a signed subscription notification', async () => {
    await t.app.inject({ method: 'GET', url: '/api/planes' })
    const id = mp.subscribe('starter', { status: 'cancelled' })
    const res = await notify('subscription_preapproval', id, signed(id))
    expect(res.statusCode).toBe(200)
    expect(mp.requests.some((r) => r.path === `/preapproval/${id}`)).toBe(true)
  })
})
