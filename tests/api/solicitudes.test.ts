import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solicitudDetail, solicitudList } from '@/api/contract/solicitudes'
import { personalRequestTypes, requestTypes } from '@/domain/catalog'
import { auditoria, respuestas, solicitudes, usuarios } from '../../server/db/schema'
import { hashPassword } from '../../server/security'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  login,
  parse,
  type School,
  type TestApp,
  testPassword,
} from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const nueva = {
  titulo: 'Proyector de la sala 12',
  tipo: 'mantenimiento',
  descripcion: 'El proyector no enciende desde el lunes.',
}

async function create(school: School, payload: object = nueva) {
  const res = await t.app.inject({ method: 'POST', url: '/api/solicitudes/', headers: school.headers, payload })
  expect(res.statusCode).toBe(201)
  return parse(solicitudDetail, res.body)
}

const reply = (school: School, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/solicitudes/${id}/responder`,
    headers: school.headers,
    payload: payload as object,
  })

/** A second teacher of the same school, signed in. */
async function colleague(school: School, nombre: string) {
  const email = `colega-${Math.random().toString(36).slice(2)}@prueba.cl`
  await t.db
    .insert(usuarios)
    .values({ colegioId: school.colegio.id, nombre, email, passwordHash: await hashPassword(testPassword) })
  const token = await login(t.app, email, testPassword)
  return { ...school, headers: { authorization: `Bearer ${token}` } }
}

describe('POST /api/solicitudes/', () => {
  it.each(requestTypes)('creates a pending request of type %s', async (tipo) => {
    const school = await createSchool(t)
    const body = await create(school, { ...nueva, tipo })
    expect(body).toMatchObject({
      ...nueva,
      tipo,
      estado: 'pendiente',
      usuario: { nombre: 'Usuaria UTP', email: school.email },
      total_respuestas: 0,
      respuestas: [],
    })
    expect(new Date(body.fecha_creacion).toISOString()).toBe(body.fecha_creacion)
  })

  it.each([
    ['no title', { ...nueva, titulo: undefined }, /título es obligatorio/],
    ['a blank description', { ...nueva, descripcion: '   ' }, /El campo descripción es obligatorio/],
    ['an unknown type', { ...nueva, tipo: 'vacaciones' }, /El tipo debe ser uno de: mantenimiento, /],
    ['a chosen state', { ...nueva, estado: 'resuelta', tipo: 'nada' }, /tipo/],
    ['a title too long', { ...nueva, titulo: 'x'.repeat(151) }, /a lo más 150/],
  ])('answers 422 in Spanish for %s and creates nothing', async (_name, payload, message) => {
    const school = await createSchool(t)
    const res = await t.app.inject({ method: 'POST', url: '/api/solicitudes/', headers: school.headers, payload })
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(message)
    expect(await t.db.select().from(solicitudes).where(eq(solicitudes.colegioId, school.colegio.id))).toHaveLength(0)
  })

  it('ignores a state sent by the client: a new request is always pending', async () => {
    const school = await createSchool(t)
    const body = await create(school, { ...nueva, estado: 'resuelta' })
    expect(body.estado).toBe('pendiente')
  })

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/solicitudes/', payload: nueva })).statusCode).toBe(401)
  })
})

describe('GET /api/solicitudes/', () => {
  it("lists every request of the school, newest first, and none of another school's", async () => {
    const school = await createSchool(t)
    const teacher = await colleague(school, 'Profesor Jefe')
    const other = await createSchool(t)
    const first = await create(school)
    const second = await create(teacher, { ...nueva, titulo: 'Permiso administrativo', tipo: 'permiso' })
    await create(other)
    await reply(school, second.id, { contenido: 'Aprobado', estado: 'resuelta' })
    const res = await t.app.inject({ url: '/api/solicitudes', headers: school.headers })
    expect(res.statusCode).toBe(200)
    const list = parse(solicitudList, res.body)
    expect(list.map((s) => s.id)).toEqual([second.id, first.id])
    expect(list[0]).toMatchObject({ estado: 'resuelta', total_respuestas: 1, usuario: { nombre: 'Profesor Jefe' } })
  })

  it('requires a session', async () => {
    expect((await t.app.inject({ url: '/api/solicitudes/' })).statusCode).toBe(401)
  })
})

describe('GET /api/solicitudes/:id', () => {
  it("answers 404 for another school's request and 422 for a malformed id", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const ajena = await create(other)
    const res = await t.app.inject({ url: `/api/solicitudes/${ajena.id}`, headers: school.headers })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe('La solicitud no existe.')
    const bad = await t.app.inject({ url: '/api/solicitudes/abc', headers: school.headers })
    expect(bad.statusCode).toBe(422)
  })
})

describe('POST /api/solicitudes/:id/responder', () => {
  it('adds replies in order with author and date, and each sets the state', async () => {
    const school = await createSchool(t)
    const teacher = await colleague(school, 'Marcela Torres')
    const created = await create(teacher)
    const first = await reply(school, created.id, { contenido: 'Lo revisa el encargado mañana.', estado: 'en_proceso' })
    expect(first.statusCode).toBe(201)
    expect(parse(solicitudDetail, first.body).estado).toBe('en_proceso')
    const second = await reply(teacher, created.id, { contenido: 'Ya funciona, gracias.', estado: 'resuelta' })
    expect(second.statusCode).toBe(201)

    const res = await t.app.inject({ url: `/api/solicitudes/${created.id}`, headers: school.headers })
    expect(res.statusCode).toBe(200)
    const body = parse(solicitudDetail, res.body)
    expect(body.estado).toBe('resuelta')
    expect(body.usuario.nombre).toBe('Marcela Torres')
    expect(body.respuestas.map((r) => [r.contenido, r.autor.nombre, r.estado])).toEqual([
      ['Lo revisa el encargado mañana.', 'Usuaria UTP', 'en_proceso'],
      ['Ya funciona, gracias.', 'Marcela Torres', 'resuelta'],
    ])
    for (const r of body.respuestas) expect(new Date(r.fecha).toISOString()).toBe(r.fecha)
  })

  it.each([
    ['no text', { estado: 'resuelta' }, /El texto de la respuesta es obligatorio/],
    ['a blank text', { contenido: '  ', estado: 'resuelta' }, /El texto de la respuesta es obligatorio/],
    ['no state', { contenido: 'Hola' }, /estado es obligatorio/],
    [
      'the pending state',
      { contenido: 'Hola', estado: 'pendiente' },
      /El estado debe ser uno de: en_proceso, resuelta, rechazada\./,
    ],
    [
      'an unknown state',
      { contenido: 'Hola', estado: 'cerrada' },
      /El estado debe ser uno de: en_proceso, resuelta, rechazada\./,
    ],
  ])('answers 422 in Spanish for %s and changes nothing', async (_name, payload, message) => {
    const school = await createSchool(t)
    const created = await create(school)
    const res = await reply(school, created.id, payload)
    expect(res.statusCode).toBe(422)
    expect(detailOf(res.body)).toMatch(message)
    const [row] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, created.id))
    expect(row!.estado).toBe('pendiente')
    expect(await t.db.select().from(respuestas).where(eq(respuestas.solicitudId, created.id))).toHaveLength(0)
  })

  it("answers 404 for another school's request and changes nothing", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const ajena = await create(other)
    const res = await reply(school, ajena.id, { contenido: 'Intruso', estado: 'rechazada' })
    expect(res.statusCode).toBe(404)
    const [row] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, ajena.id))
    expect(row!.estado).toBe('pendiente')
    expect(await t.db.select().from(respuestas).where(eq(respuestas.solicitudId, ajena.id))).toHaveLength(0)
  })

  it('keeps every reply when two arrive at once, the state being the last one written', async () => {
    const school = await createSchool(t)
    const created = await create(school)
    const [a, b] = await Promise.all([
      reply(school, created.id, { contenido: 'Primera', estado: 'en_proceso' }),
      reply(school, created.id, { contenido: 'Segunda', estado: 'rechazada' }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    const body = parse(
      solicitudDetail,
      (await t.app.inject({ url: `/api/solicitudes/${created.id}`, headers: school.headers })).body,
    )
    expect(body.respuestas).toHaveLength(2)
    expect(body.total_respuestas).toBe(2)
    expect(body.estado).toBe(body.respuestas.at(-1)!.estado)
  })

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/solicitudes/1/responder',
      payload: { contenido: 'x', estado: 'resuelta' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('who sees and answers a request', () => {
  /** A school with its administrador, a UTP and two docentes, each with a request of their own. */
  async function team() {
    const school = await createSchool(t)
    const member = async (rol: 'utp' | 'docente', nombre: string) => ({
      ...school,
      ...(await addMember(t, school, { rol, nombre })),
    })
    const utp = await member('utp', 'Paula UTP')
    const jorge = await member('docente', 'Jorge Docente')
    const ana = await member('docente', 'Ana Docente')
    const ofJorge = await create(jorge, { ...nueva, titulo: 'Proyector de Jorge' })
    const licencia = await create(jorge, { ...nueva, titulo: 'Licencia de Jorge', tipo: 'licencia_medica' })
    const ofAna = await create(ana, { ...nueva, titulo: 'Materiales de Ana', tipo: 'solicitud_materiales' })
    const ofUtp = await create(utp, { ...nueva, titulo: 'Reunión de la UTP', tipo: 'reunion_equipo' })
    return { school, utp, jorge, ana, ofJorge, licencia, ofAna, ofUtp }
  }
  const titlesFor = async (who: { headers: Record<string, string> }) => {
    const res = await t.app.inject({ url: '/api/solicitudes/', headers: who.headers })
    expect(res.statusCode).toBe(200)
    return parse(solicitudList, res.body)
      .map((s) => s.titulo)
      .sort()
  }
  const detail = (who: { headers: Record<string, string> }, id: number) =>
    t.app.inject({ url: `/api/solicitudes/${id}`, headers: who.headers })
  const repliesTo = async (id: number) =>
    (await t.db.select().from(respuestas).where(eq(respuestas.solicitudId, id))).map((r) => r.contenido)

  it('lets a docente see and reply to their own requests only: another one is missing to them (404)', async () => {
    const { jorge, ofJorge, licencia, ofAna, ofUtp } = await team()
    expect(await titlesFor(jorge)).toEqual(['Licencia de Jorge', 'Proyector de Jorge'])
    expect((await detail(jorge, licencia.id)).statusCode).toBe(200)
    const own = await reply(jorge, ofJorge.id, { contenido: 'Sigue sin funcionar.', estado: 'en_proceso' })
    expect(own.statusCode).toBe(201)
    for (const ajena of [ofAna, ofUtp]) {
      const read = await detail(jorge, ajena.id)
      expect(read.statusCode).toBe(404)
      expect(detailOf(read.body)).toBe('La solicitud no existe.')
      const res = await reply(jorge, ajena.id, { contenido: 'Rechazada por Jorge', estado: 'rechazada' })
      expect(res.statusCode).toBe(404)
      expect(detailOf(res.body)).toBe('La solicitud no existe.')
      expect(await repliesTo(ajena.id)).toEqual([])
      const [row] = await t.db.select().from(solicitudes).where(eq(solicitudes.id, ajena.id))
      expect(row!.estado).toBe('pendiente')
    }
  })

  it("lets the UTP see and answer every request but another member's personal one", async () => {
    const { utp, jorge, ofJorge, licencia, ofAna } = await team()
    expect(await titlesFor(utp)).toEqual(['Materiales de Ana', 'Proyector de Jorge', 'Reunión de la UTP'])
    const answered = await reply(utp, ofAna.id, { contenido: 'Llegan el lunes.', estado: 'resuelta' })
    expect(answered.statusCode).toBe(201)
    expect(parse(solicitudDetail, answered.body).estado).toBe('resuelta')
    expect((await reply(utp, ofJorge.id, { contenido: 'No hay presupuesto.', estado: 'rechazada' })).statusCode).toBe(
      201,
    )
    expect((await detail(utp, licencia.id)).statusCode).toBe(404)
    const refused = await reply(utp, licencia.id, { contenido: 'Aprobada', estado: 'resuelta' })
    expect(refused.statusCode).toBe(404)
    expect(await repliesTo(licencia.id)).toEqual([])
    // The author still sees the answers given to their request.
    const own = parse(solicitudDetail, (await detail(jorge, ofJorge.id)).body)
    expect(own.respuestas.map((r) => [r.autor.nombre, r.estado])).toEqual([['Paula UTP', 'rechazada']])
  })

  it('lets the administrador see and answer every request, personal ones included', async () => {
    const { school, licencia } = await team()
    expect(await titlesFor(school)).toEqual([
      'Licencia de Jorge',
      'Materiales de Ana',
      'Proyector de Jorge',
      'Reunión de la UTP',
    ])
    const res = await reply(school, licencia.id, { contenido: 'Recibida, gracias.', estado: 'resuelta' })
    expect(res.statusCode).toBe(201)
    expect(await repliesTo(licencia.id)).toEqual(['Recibida, gracias.'])
  })

  it.each(personalRequestTypes)('keeps a %s request between its author and the administrador', async (tipo) => {
    const { school, utp, ana } = await team()
    const personal = await create(ana, { ...nueva, titulo: 'Personal', tipo })
    expect((await detail(ana, personal.id)).statusCode).toBe(200)
    expect((await detail(school, personal.id)).statusCode).toBe(200)
    expect((await detail(utp, personal.id)).statusCode).toBe(404)
    expect(await titlesFor(utp)).not.toContain('Personal')
  })

  it('records every list, reading and reply in the audit trail, and no reply that was refused', async () => {
    const { school, utp, jorge, ofJorge, ofAna } = await team()
    await titlesFor(jorge)
    await detail(utp, ofJorge.id)
    await reply(utp, ofJorge.id, { contenido: 'En eso estamos.', estado: 'en_proceso' })
    await reply(jorge, ofAna.id, { contenido: 'Intruso', estado: 'rechazada' })
    const lines = await t.db
      .select({ usuarioId: auditoria.usuarioId, accion: auditoria.accion, detalle: auditoria.detalle })
      .from(auditoria)
      .where(eq(auditoria.colegioId, school.colegio.id))
      .orderBy(auditoria.id)
    const requestLines = lines.filter((l) => l.accion.startsWith('solicitud'))
    expect(requestLines).toEqual([
      { usuarioId: jorge.user.id, accion: 'solicitudes.ver', detalle: '2 solicitudes' },
      { usuarioId: utp.user.id, accion: 'solicitud.ver', detalle: `Solicitud ${ofJorge.id}` },
      { usuarioId: utp.user.id, accion: 'solicitud.responder', detalle: `Solicitud ${ofJorge.id}: En proceso` },
    ])
  })
})
