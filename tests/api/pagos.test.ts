import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { me } from '@/api/contract/auth'
import {
  checkoutResponse,
  colegioCreated,
  evaluacionesStatus,
  extraCredited,
  planes,
  planLookup,
} from '@/api/contract/pagos'
import { colegios, pagosUsados, sandboxCheckouts, usuarios } from '../../server/db/schema'
import {
  createSchool,
  createTestApp,
  detailOf,
  login,
  parse,
  schoolSignupForm,
  type TestApp,
  urlEncoded,
} from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Goes through the sandbox checkout of a plan as a browser would and returns where it redirects. */
async function payPlan(plan: 'starter' | 'pro' | 'plus', decision: 'aprobar' | 'rechazar' = 'aprobar') {
  const res = await t.app.inject({ method: 'POST', url: '/sandbox/checkout', ...urlEncoded({ plan, decision }) })
  expect(res.statusCode).toBe(303)
  return new URL(res.headers.location as string, 'http://localhost')
}

async function approvedPreapproval(plan: 'starter' | 'pro' | 'plus' = 'pro') {
  const back = await payPlan(plan)
  expect(back.pathname).toBe('/registrar-colegio')
  return back.searchParams.get('preapproval_id')!
}

describe('GET /api/planes', () => {
  it('lists the three plans with their price, allowance and sandbox checkout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/planes' })
    expect(res.statusCode).toBe(200)
    expect(parse(planes, res.body)).toEqual([
      {
        id: 'starter',
        nombre: 'Starter',
        precio_clp: 6990,
        evaluaciones_mes: 25,
        checkout_url: '/sandbox/checkout?plan=starter',
      },
      { id: 'pro', nombre: 'Pro', precio_clp: 11990, evaluaciones_mes: 50, checkout_url: '/sandbox/checkout?plan=pro' },
      {
        id: 'plus',
        nombre: 'Expert',
        precio_clp: 16990,
        evaluaciones_mes: 100,
        checkout_url: '/sandbox/checkout?plan=plus',
      },
    ])
  })
})

describe('the sandbox checkout page', () => {
  it('is plain Spanish HTML with the amount and two submit buttons, without scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/checkout?plan=plus' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('lang="es"')
    expect(res.body).toContain('$16.990')
    expect(res.body).toContain('plan Expert')
    expect(res.body).toMatch(/<button[^>]*type="submit"[^>]*value="aprobar"[^>]*>Aprobar pago<\/button>/)
    expect(res.body).toMatch(/<button[^>]*type="submit"[^>]*value="rechazar"[^>]*>Rechazar pago<\/button>/)
    expect(res.body).toContain('<form method="post" action="/sandbox/checkout">')
    expect(res.body).not.toContain('<script')
  })

  it('answers an unknown checkout with a Spanish page, not the app', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox/checkout?id=sbx-000000000000000000000000' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Pago no encontrado')
    const junk = await t.app.inject({ method: 'GET', url: '/sandbox/checkout?plan=gratis' })
    expect(junk.statusCode).toBe(404)
    const badPost = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      ...urlEncoded({ plan: 'pro', decision: 'tal-vez' }),
    })
    expect(badPost.statusCode).toBe(400)
    expect(badPost.body).toContain('Pago no válido')
  })

  it('redirects a rejected plan back to the signup with status=rejected', async () => {
    const back = await payPlan('starter', 'rechazar')
    expect(back.pathname + back.search).toBe('/registrar-colegio?status=rejected')
  })
})

describe('GET /api/colegios/plan/:preapproval_id', () => {
  it('names the plan of an approved preapproval', async () => {
    const id = await approvedPreapproval('starter')
    const res = await t.app.inject({ method: 'GET', url: `/api/colegios/plan/${id}` })
    expect(res.statusCode).toBe(200)
    expect(parse(planLookup, res.body)).toEqual({ plan: 'starter' })
  })

  it('answers 404 for an unknown preapproval and 409 for a rejected one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/colegios/plan/sbx-ffffffffffffffffffffffff' })
    expect(unknown.statusCode).toBe(404)
    expect(detailOf(unknown.body)).toMatch(/suscripción/)
    await payPlan('pro', 'rechazar')
    const [rejected] = await t.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.estado, 'rechazado'))
      .limit(1)
    const res = await t.app.inject({ method: 'GET', url: `/api/colegios/plan/${rejected!.id}` })
    expect(res.statusCode).toBe(409)
    expect(detailOf(res.body)).toMatch(/no está autorizada/)
  })

  it('refuses a malformed id with a Spanish 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/colegios/plan/%3Cscript%3E' })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(/no es válido/)
  })
})

describe('POST /api/colegios/', () => {
  it('creates the school and its founder (its active administrador), who can sign in with the plan paid', async () => {
    const id = await approvedPreapproval('plus')
    const body = schoolSignupForm(id)
    const res = await t.app.inject({ method: 'POST', url: '/api/colegios/', payload: body })
    expect(res.statusCode).toBe(201)
    const { codigo } = parse(colegioCreated, res.body)
    expect(codigo).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/)
    const [colegio] = await t.db.select().from(colegios).where(eq(colegios.codigo, codigo))
    expect(colegio).toMatchObject({
      nombre: 'Colegio Los Aromos',
      region: 'Valparaíso',
      comuna: 'Quilpué',
      emailResponsable: body.email_responsable,
      plan: 'plus',
    })
    const token = await login(t.app, body.email_responsable, body.password)
    const who = parse(
      me,
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).body,
    )
    expect(who).toMatchObject({
      nombre: 'Marcela Soto Rivas',
      rol: 'administrador',
      estado: 'activo',
      plan: 'plus',
      evaluaciones_disponibles: 100,
      colegio: { codigo },
    })
    const [used] = await t.db.select().from(pagosUsados).where(eq(pagosUsados.externalId, id))
    expect(used).toMatchObject({ proveedor: 'sandbox', tipo: 'suscripcion', colegioId: colegio!.id, montoClp: 16990 })
  })

  it('uses a preapproval once: a second signup and a later lookup get 409', async () => {
    const id = await approvedPreapproval()
    const first = await t.app.inject({ method: 'POST', url: '/api/colegios', payload: schoolSignupForm(id) })
    expect(first.statusCode).toBe(201)
    const second = await t.app.inject({ method: 'POST', url: '/api/colegios', payload: schoolSignupForm(id) })
    expect(second.statusCode).toBe(409)
    expect(detailOf(second.body)).toMatch(/ya se usó/)
    const lookup = await t.app.inject({ method: 'GET', url: `/api/colegios/plan/${id}` })
    expect(lookup.statusCode).toBe(409)
  })

  it('lets only one of several simultaneous signups with the same preapproval through', async () => {
    const id = await approvedPreapproval()
    const before = (await t.db.select({ id: colegios.id }).from(colegios)).length
    const codes = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/api/colegios', payload: schoolSignupForm(id) }).then((r) => r.statusCode),
      ),
    )
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(5)
    expect((await t.db.select({ id: colegios.id }).from(colegios)).length).toBe(before + 1)
  })

  it('refuses a comuna of another region (422) and keeps the preapproval usable', async () => {
    const id = await approvedPreapproval()
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/colegios',
      payload: schoolSignupForm(id, { region: 'Valparaíso', comuna: 'Ñuñoa' }),
    })
    expect(wrong.statusCode).toBe(422)
    expect(detailOf(wrong.body)).toContain('La comuna no pertenece a la región elegida.')
    const unknownRegion = await t.app.inject({
      method: 'POST',
      url: '/api/colegios',
      payload: schoolSignupForm(id, { region: 'Atlántida' }),
    })
    expect(unknownRegion.statusCode).toBe(422)
    expect(detailOf(unknownRegion.body)).toContain('La región no existe.')
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/colegios',
      payload: schoolSignupForm(id, { region: 'Metropolitana de Santiago', comuna: 'Ñuñoa' }),
    })
    expect(right.statusCode).toBe(201)
  })

  it('names every missing field in Spanish and creates nothing', async () => {
    const before = (await t.db.select({ id: colegios.id }).from(colegios)).length
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/colegios',
      payload: { nombre: '', region: '', comuna: '', email_responsable: 'no', nombre_responsable: '', password: '1' },
    })
    expect(res.statusCode).toBe(422)
    const detail = detailOf(res.body)
    for (const part of [
      'nombre del colegio',
      'región',
      'comuna',
      'correo',
      'nombre completo',
      'contraseña',
      'identificador del pago',
    ]) {
      expect(detail).toContain(part)
    }
    expect((await t.db.select({ id: colegios.id }).from(colegios)).length).toBe(before)
  })

  it('refuses an email that already has an account without spending the preapproval', async () => {
    const school = await createSchool(t)
    const id = await approvedPreapproval()
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/colegios',
      payload: schoolSignupForm(id, { email_responsable: school.email.toUpperCase() }),
    })
    expect(taken.statusCode).toBe(409)
    expect(detailOf(taken.body)).toBe('Ya existe una cuenta con ese correo.')
    const lookup = await t.app.inject({ method: 'GET', url: `/api/colegios/plan/${id}` })
    expect(lookup.statusCode).toBe(200)
  })

  it('refuses an unknown or rejected preapproval', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/colegios',
      payload: schoolSignupForm('sbx-ffffffffffffffffffffffff'),
    })
    expect(unknown.statusCode).toBe(404)
    await payPlan('plus', 'rechazar')
    const rejected = await t.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.estado, 'rechazado'))
    const res = await t.app.inject({ method: 'POST', url: '/api/colegios', payload: schoolSignupForm(rejected[0]!.id) })
    expect(res.statusCode).toBe(409)
  })
})

/** Buys one extra evaluation through the sandbox checkout and returns where the checkout sends the user back. */
async function buyExtra(headers: Record<string, string>, decision: 'aprobar' | 'rechazar' = 'aprobar') {
  const res = await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra', headers })
  expect(res.statusCode).toBe(200)
  const checkout = new URL(parse(checkoutResponse, res.body).checkout_url, 'http://localhost')
  expect(checkout.pathname).toBe('/sandbox/checkout')
  const page = await t.app.inject({ method: 'GET', url: checkout.pathname + checkout.search })
  expect(page.statusCode).toBe(200)
  expect(page.body).toContain('$1.990')
  expect(page.body).toContain('1 evaluación adicional')
  const id = checkout.searchParams.get('id')!
  const done = await t.app.inject({ method: 'POST', url: '/sandbox/checkout', ...urlEncoded({ id, decision }) })
  expect(done.statusCode).toBe(303)
  return new URL(done.headers.location as string, 'http://localhost')
}

const addExtra = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/evaluaciones/agregar-extra', headers, payload: payload as object })

describe('extra evaluations', () => {
  it('credits an approved payment once and shows it in the status', async () => {
    const school = await createSchool(t, { plan: 'starter' })
    const back = await buyExtra(school.headers)
    expect(back.pathname).toBe('/prueba-extra')
    expect(back.searchParams.get('status')).toBe('approved')
    const payment_id = back.searchParams.get('payment_id')!
    const res = await addExtra(school.headers, { cantidad: 1, payment_id })
    expect(res.statusCode).toBe(200)
    expect(parse(extraCredited, res.body)).toEqual({ message: 'Evaluación adicional acreditada.', disponibles: 26 })
    const replay = await addExtra(school.headers, { cantidad: 1, payment_id })
    expect(replay.statusCode).toBe(409)
    expect(detailOf(replay.body)).toBe('Este pago ya fue acreditado a tu cuenta.')
    const status = await t.app.inject({ method: 'GET', url: '/api/evaluaciones/status', headers: school.headers })
    expect(parse(evaluacionesStatus, status.body)).toEqual({
      plan: 'starter',
      evaluaciones_mes: 25,
      usadas: 0,
      extra: 1,
      disponibles: 26,
      precio_extra_clp: 1990,
    })
  })

  it('does not let a decided checkout be decided again', async () => {
    const school = await createSchool(t)
    const back = await buyExtra(school.headers, 'rechazar')
    const id = back.searchParams.get('payment_id')!
    const again = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      ...urlEncoded({ id, decision: 'aprobar' }),
    })
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('ya fue procesado')
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout?id=${id}` })
    expect(page.statusCode).toBe(409)
  })

  it("refuses a rejected, a pending, another user's and an unknown payment", async () => {
    const school = await createSchool(t)
    const rejected = await buyExtra(school.headers, 'rechazar')
    expect(rejected.searchParams.get('status')).toBe('rejected')
    const r1 = await addExtra(school.headers, { cantidad: 1, payment_id: rejected.searchParams.get('payment_id') })
    expect(r1.statusCode).toBe(400)
    expect(detailOf(r1.body)).toBe('El pago no fue aprobado')

    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/evaluaciones/comprar-extra',
      headers: school.headers,
    })
    const pendingId = new URL(parse(checkoutResponse, pending.body).checkout_url, 'http://x').searchParams.get('id')
    const r2 = await addExtra(school.headers, { cantidad: 1, payment_id: pendingId })
    expect(r2.statusCode).toBe(400)
    expect(detailOf(r2.body)).toBe('El pago no fue aprobado')

    const other = await createSchool(t)
    const theirs = await buyExtra(other.headers)
    const r3 = await addExtra(school.headers, { cantidad: 1, payment_id: theirs.searchParams.get('payment_id') })
    expect(r3.statusCode).toBe(403)
    expect(detailOf(r3.body)).toBe('Este pago no corresponde a tu cuenta.')

    const r4 = await addExtra(school.headers, { cantidad: 1, payment_id: 'sbx-aaaaaaaaaaaaaaaaaaaaaaaa' })
    expect(r4.statusCode).toBe(404)
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    expect(user!.extrasSaldo).toBe(0)
  })

  it('validates the body in Spanish and needs a session', async () => {
    const school = await createSchool(t)
    const two = await addExtra(school.headers, { cantidad: 2, payment_id: 'sbx-aaaaaaaaaaaaaaaaaaaaaaaa' })
    expect(two.statusCode).toBe(422)
    expect(detailOf(two.body)).toMatch(/cantidad debe ser 1/)
    const missing = await addExtra(school.headers, { cantidad: 1 })
    expect(missing.statusCode).toBe(422)
    expect(detailOf(missing.body)).toMatch(/identificador del pago es obligatorio/)
    const anonymous = await addExtra({}, { cantidad: 1, payment_id: 'x' })
    expect(anonymous.statusCode).toBe(401)
    const buy = await t.app.inject({ method: 'POST', url: '/api/evaluaciones/comprar-extra' })
    expect(buy.statusCode).toBe(401)
    const status = await t.app.inject({ method: 'GET', url: '/api/evaluaciones/status' })
    expect(status.statusCode).toBe(401)
  })
})
