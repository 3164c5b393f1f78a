import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evaluacionesStatus, extraCredited } from '@/api/contract/pagos'
import { schoolMonth } from '@/domain/attendance'
import { isQuotaMessage } from '@/domain/messages'
import { pagosUsados, usoEvaluaciones, usuarios } from '../../server/db/schema'
import { createSchool, createTestApp, detailOf, parse, type TestApp, urlEncoded } from './helpers'

let now = new Date('2026-04-15T15:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
})
afterAll(() => t.close())

async function status(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/evaluaciones/status', headers })
  expect(res.statusCode).toBe(200)
  return parse(evaluacionesStatus, res.body)
}

/** Spends `n` evaluations of the month directly, as if generated earlier. */
async function alreadyUsed(userId: number, n: number) {
  await t.db.insert(usoEvaluaciones).values({ usuarioId: userId, mes: schoolMonth(now), usadas: n })
}

async function approvedExtraPayment(headers: Record<string, string>) {
  const buy = await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers })
  const id = new URL(buy.json<{ checkout_url: string }>().checkout_url, 'http://x').searchParams.get('id')!
  const done = await t.app.inject({
    method: 'POST',
    url: '/sandbox/checkout',
    ...urlEncoded({ id, decision: 'aprobar' }),
  })
  expect(done.statusCode).toBe(303)
  return id
}

/** What a generator does: spend one evaluation around the work. */
const generate = (userId: number, work: () => Promise<string> = async () => 'documento') =>
  t.app.quota.withEvaluation(userId, work).then(
    () => 'ok' as const,
    (error: { statusCode?: number; detail?: string }) => error,
  )

describe('the monthly allowance', () => {
  it('counts per calendar month in America/Santiago', () => {
    // 02:00 UTC on 1 March is still 28 February in Santiago (UTC-3).
    expect(schoolMonth(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02')
    expect(schoolMonth(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03')
    // In winter Santiago is UTC-4.
    expect(schoolMonth(new Date('2026-07-01T03:30:00Z'))).toBe('2026-06')
  })

  it('starts at the plan allowance and spends one evaluation per generation', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    expect(await status(school.headers)).toMatchObject({ usadas: 0, extra: 0, disponibles: 25, evaluaciones_mes: 25 })
    expect(await generate(school.user.id)).toBe('ok')
    expect(await status(school.headers)).toMatchObject({ usadas: 1, disponibles: 24 })
  })

  it('gives the evaluation back when the generation fails', async () => {
    const school = await createSchool(t, { plan: 'pro' })
    const failed = await generate(school.user.id, async () => {
      throw new Error('el proveedor de IA no respondió')
    })
    expect(failed).toBeInstanceOf(Error)
    expect(await status(school.headers)).toMatchObject({ usadas: 0, disponibles: 50 })
  })

  it('answers 403 with "límite de evaluaciones" when nothing is left', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    await alreadyUsed(school.user.id, 25)
    const refused = await generate(school.user.id)
    expect(refused).toMatchObject({ statusCode: 403 })
    expect(isQuotaMessage((refused as { detail: string }).detail)).toBe(true)
    expect(await status(school.headers)).toMatchObject({ usadas: 25, disponibles: 0 })
  })

  it('spends extras only after the allowance, and they survive the month', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    for (let i = 0; i < 2; i++) {
      const payment_id = await approvedExtraPayment(school.headers)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/evaluaciones/agregar-extra',
        headers: school.headers,
        payload: { cantidad: 1, payment_id },
      })
      expect(res.statusCode).toBe(200)
    }
    await alreadyUsed(school.user.id, 24)
    expect(await generate(school.user.id)).toBe('ok')
    let [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(2)
    expect(await generate(school.user.id)).toBe('ok')
    ;[user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(1)
    expect(await status(school.headers)).toMatchObject({ usadas: 26, extra: 2, disponibles: 1 })

    const april = now
    now = new Date('2026-05-02T12:00:00Z')
    try {
      expect(await status(school.headers)).toMatchObject({ usadas: 0, extra: 1, disponibles: 26 })
    } finally {
      now = april
    }
  })
})

describe('under concurrency', () => {
  it('30 simultaneous generations for the last 5 evaluations spend exactly 5', async () => {
    const school = await createSchool(t, { plan: 'pro' })
    await alreadyUsed(school.user.id, 47)
    const payment_id = await approvedExtraPayment(school.headers)
    await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id },
    })
    const paymentId2 = await approvedExtraPayment(school.headers)
    await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      headers: school.headers,
      payload: { cantidad: 1, payment_id: paymentId2 },
    })
    expect(await status(school.headers)).toMatchObject({ disponibles: 5 })

    const results = await Promise.all(Array.from({ length: 30 }, () => generate(school.user.id)))
    expect(results.filter((r) => r === 'ok')).toHaveLength(5)
    const refused = results.filter((r) => r !== 'ok') as { statusCode: number; detail: string }[]
    expect(refused).toHaveLength(25)
    for (const r of refused) {
      expect(r.statusCode).toBe(403)
      expect(isQuotaMessage(r.detail)).toBe(true)
    }
    expect(await status(school.headers)).toMatchObject({ usadas: 52, extra: 2, disponibles: 0 })
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(0)
  })

  it('a payment replayed 20 times at once credits one evaluation', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    const payment_id = await approvedExtraPayment(school.headers)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/evaluaciones/agregar-extra',
          headers: school.headers,
          payload: { cantidad: 1, payment_id },
        }),
      ),
    )
    const ok = responses.filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(1)
    expect(parse(extraCredited, ok[0]!.body).disponibles).toBe(26)
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409)
      expect(detailOf(r.body)).toBe('Este pago ya fue acreditado a tu cuenta.')
    }
    expect(await status(school.headers)).toMatchObject({ extra: 1, disponibles: 26 })
    const used = await t.db
      .select()
      .from(pagosUsados)
      .where(and(eq(pagosUsados.externalId, payment_id), eq(pagosUsados.tipo, 'extra')))
    expect(used).toHaveLength(1)
  })
})
