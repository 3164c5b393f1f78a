import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumnoList } from '@/api/contract/alumnos'
import { me, tokenResponse } from '@/api/contract/auth'
import { passwordChanged } from '@/api/contract/cuenta'
import { cursoList } from '@/api/contract/cursos'
import { codigoColegio, miembro, miembroList } from '@/api/contract/miembros'
import { messages } from '@/domain/messages'
import { usuarioCursos, usuarios } from '../../server/db/schema'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  insertCourse,
  login,
  parse,
  type School,
  type TestApp,
  testPassword,
  urlEncoded,
} from './helpers'

let t: TestApp
let school: School
beforeAll(async () => {
  t = await createTestApp()
  school = await createSchool(t)
})
afterAll(() => t.close())

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, payload })

async function join(codigo: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/usuarios/',
    payload: { nombre: 'Pedro Pérez Soto', email, password: testPassword, codigo_colegio: codigo, rol: 'utp' },
  })
}

describe('joining with the code', () => {
  it('registers a pending member who can sign in and use the document tools, but sees no student', async () => {
    const email = `pendiente-${Date.now()}@prueba.cl`
    const res = await join(school.colegio.codigo, email)
    expect(res.statusCode).toBe(201)
    expect(JSON.parse(res.body)).toEqual({ message: 'Usuario registrado correctamente' })
    const headers = { authorization: `Bearer ${await login(t.app, email, testPassword)}` }
    expect(parse(me, (await call(headers, 'GET', '/api/auth/me')).body)).toMatchObject({
      rol: 'utp',
      estado: 'pendiente',
    })
    expect((await call(headers, 'GET', '/api/documents')).statusCode).toBe(200)
    for (const url of ['/api/alumnos/', '/api/cursos/', '/api/reuniones', '/api/solicitudes/']) {
      const refused = await call(headers, 'GET', url)
      expect(refused.statusCode, url).toBe(403)
      expect(detailOf(refused.body)).toBe('Tu cuenta espera la aprobación del colegio.')
    }
  })
})

describe('the members of the school', () => {
  it('lists pending requests first, with role, state, courses and when they joined', async () => {
    const curso = await insertCourse(t, school, '5° Básico A')
    const docente = await addMember(t, school, { rol: 'docente', cursoIds: [curso.id], nombre: 'Zoe Docente' })
    await join(school.colegio.codigo, `otro-${Date.now()}@prueba.cl`)
    const list = parse(miembroList, (await call(school.headers, 'GET', '/api/miembros')).body)
    expect(list[0]!.estado).toBe('pendiente')
    const founder = list.find((m) => m.id === school.user.id)!
    expect(founder).toMatchObject({ rol: 'administrador', estado: 'activo', email: school.email, curso_ids: [] })
    expect(Number.isNaN(Date.parse(founder.creado))).toBe(false)
    expect(list.find((m) => m.id === docente.user.id)).toMatchObject({ rol: 'docente', curso_ids: [curso.id] })
  })

  it('approves a pending member as docente of one course, who then sees only that course', async () => {
    const c1 = await insertCourse(t, school, '6° Básico A')
    const c2 = await insertCourse(t, school, '6° Básico B')
    for (const [nombre, rut, cursoId] of [
      ['Camila Rojas', '12.345.678-5', c1.id],
      ['Diego Muñoz', '11.111.111-1', c2.id],
    ] as const) {
      const res = await call(school.headers, 'POST', '/api/alumnos', { nombre, rut, curso_id: cursoId })
      expect(res.statusCode, res.body).toBe(201)
    }
    const email = `aprobada-${Date.now()}@prueba.cl`
    await join(school.colegio.codigo, email)
    const headers = { authorization: `Bearer ${await login(t.app, email, testPassword)}` }
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.email, email))
    const approved = await call(school.headers, 'PUT', `/api/miembros/${row!.id}`, {
      estado: 'activo',
      rol: 'docente',
      curso_ids: [c1.id],
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(parse(miembro, approved.body)).toMatchObject({ rol: 'docente', estado: 'activo', curso_ids: [c1.id] })
    // The same token, at once: the change reaches the member's next request.
    expect(parse(cursoList, (await call(headers, 'GET', '/api/cursos/')).body).map((c) => c.id)).toEqual([c1.id])
    expect(parse(alumnoList, (await call(headers, 'GET', '/api/alumnos/')).body).map((a) => a.nombre)).toEqual([
      'Camila Rojas',
    ])
    const audit = await call(school.headers, 'GET', '/api/auditoria?accion=miembro.actualizar')
    expect(audit.body).toContain('estado Pendiente → Activo')
    expect(audit.body).toContain('cursos: 6° Básico A')
  })

  it('refuses a course of another school (404) and an approved member back to pending (422)', async () => {
    const other = await createSchool(t)
    const foreignCourse = await insertCourse(t, other, 'Curso ajeno')
    const member = await addMember(t, school, { rol: 'docente' })
    const res = await call(school.headers, 'PUT', `/api/miembros/${member.user.id}`, { curso_ids: [foreignCourse.id] })
    expect(res.statusCode).toBe(404)
    expect(detailOf(res.body)).toBe(messages.access.courseNotFound)
    expect(await t.db.select().from(usuarioCursos).where(eq(usuarioCursos.usuarioId, member.user.id))).toEqual([])
    const back = await call(school.headers, 'PUT', `/api/miembros/${member.user.id}`, { estado: 'pendiente' })
    expect(back.statusCode).toBe(422)
    expect(detailOf(back.body)).toBe(messages.access.backToPending)
    const empty = await call(school.headers, 'PUT', `/api/miembros/${member.user.id}`, {})
    expect(empty.statusCode).toBe(422)
    expect(detailOf(empty.body)).toBe(messages.access.memberUpdateEmpty)
    const wrongRole = await call(school.headers, 'PUT', `/api/miembros/${member.user.id}`, { rol: 'director' })
    expect(detailOf(wrongRole.body)).toBe('El rol debe ser uno de: Administrador, UTP, Docente, Inspector.')
    // Another school's member is a 404, like one that never existed.
    const foreign = await call(school.headers, 'PUT', `/api/miembros/${other.user.id}`, { estado: 'suspendido' })
    expect(foreign.statusCode).toBe(404)
    expect(detailOf(foreign.body)).toBe(messages.access.memberNotFound)
  })

  it('keeps one active administrador: the last one can be neither demoted nor suspended', async () => {
    const solo = await createSchool(t)
    for (const change of [{ rol: 'utp' }, { estado: 'suspendido' }, { rol: 'docente', estado: 'activo' }]) {
      const res = await call(solo.headers, 'PUT', `/api/miembros/${solo.user.id}`, change)
      expect(res.statusCode, JSON.stringify(change)).toBe(409)
      expect(detailOf(res.body)).toBe('El colegio debe tener al menos un administrador activo.')
    }
    // With a second administrador, the first may step down.
    const second = await addMember(t, solo, { rol: 'administrador' })
    const res = await call(second.headers, 'PUT', `/api/miembros/${solo.user.id}`, { rol: 'utp' })
    expect(res.statusCode).toBe(200)
    const last = await call(second.headers, 'PUT', `/api/miembros/${second.user.id}`, { estado: 'suspendido' })
    expect(last.statusCode).toBe(409)
  })

  it('rejects a pending request (the account is gone) but not an approved member (409)', async () => {
    const email = `rechazada-${Date.now()}@prueba.cl`
    await join(school.colegio.codigo, email)
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.email, email))
    const res = await call(school.headers, 'DELETE', `/api/miembros/${row!.id}`)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await t.db.select().from(usuarios).where(eq(usuarios.email, email))).toEqual([])
    const active = await addMember(t, school)
    const refused = await call(school.headers, 'DELETE', `/api/miembros/${active.user.id}`)
    expect(refused.statusCode).toBe(409)
    expect(detailOf(refused.body)).toBe(messages.access.rejectOnlyPending)
  })
})

describe('suspension and sessions', () => {
  it("ends a suspended member's sessions at once and refuses their sign-in; reactivated, they sign in again", async () => {
    const member = await addMember(t, school)
    expect((await call(member.headers, 'GET', '/api/alumnos/')).statusCode).toBe(200)
    const res = await call(school.headers, 'PUT', `/api/miembros/${member.user.id}`, { estado: 'suspendido' })
    expect(res.statusCode).toBe(200)
    const after = await call(member.headers, 'GET', '/api/alumnos/')
    expect(after.statusCode).toBe(401)
    expect(detailOf(after.body)).toBe('Tu cuenta fue suspendida por el colegio.')
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...urlEncoded({ username: member.email, password: testPassword }),
    })
    expect(signIn.statusCode).toBe(401)
    expect(detailOf(signIn.body)).toBe('Tu cuenta fue suspendida por el colegio.')
    await call(school.headers, 'PUT', `/api/miembros/${member.user.id}`, { estado: 'activo' })
    // The old token stays dead; a new sign-in works.
    expect((await call(member.headers, 'GET', '/api/auth/me')).statusCode).toBe(401)
    const headers = { authorization: `Bearer ${await login(t.app, member.email, testPassword)}` }
    expect((await call(headers, 'GET', '/api/auth/me')).statusCode).toBe(200)
  })

  it('a suspension made on another instance takes effect once the session cache expires (a few seconds)', async () => {
    const member = await addMember(t, school)
    expect((await call(member.headers, 'GET', '/api/auth/me')).statusCode).toBe(200)
    // Another instance wrote it: this one's cache still holds the session, at most sessionCacheMs.
    await t.db.update(usuarios).set({ estado: 'suspendido' }).where(eq(usuarios.id, member.user.id))
    await new Promise((resolve) => setTimeout(resolve, 3_100))
    expect((await call(member.headers, 'GET', '/api/auth/me')).statusCode).toBe(401)
  })

  it('"cerrar sesión en todos los dispositivos" ends every session of the user, and only theirs', async () => {
    const member = await addMember(t, school)
    const second = { authorization: `Bearer ${await login(t.app, member.email, testPassword)}` }
    const res = await call(member.headers, 'POST', '/api/auth/cerrar-sesiones')
    expect(res.statusCode).toBe(204)
    for (const headers of [member.headers, second]) {
      const after = await call(headers, 'GET', '/api/auth/me')
      expect(after.statusCode).toBe(401)
      expect(detailOf(after.body)).toBe('Tu sesión se cerró. Inicia sesión de nuevo.')
    }
    expect((await call(school.headers, 'GET', '/api/auth/me')).statusCode).toBe(200)
    expect(
      tokenResponse.parse(
        JSON.parse(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              ...urlEncoded({ username: member.email, password: testPassword }),
            })
          ).body,
        ),
      ).token_type,
    ).toBe('bearer')
  })

  it('a password change ends the other sessions and keeps this one with the new token', async () => {
    const member = await addMember(t, school)
    const other = { authorization: `Bearer ${await login(t.app, member.email, testPassword)}` }
    const res = await call(member.headers, 'POST', '/api/auth/reset-password', {
      old_password: testPassword,
      new_password: 'otra-clave-segura',
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = parse(passwordChanged, res.body)
    expect(body.message).toBe('Contraseña actualizada')
    expect((await call(other, 'GET', '/api/auth/me')).statusCode).toBe(401)
    expect((await call(member.headers, 'GET', '/api/auth/me')).statusCode).toBe(401)
    const fresh = { authorization: `Bearer ${body.access_token}` }
    expect(parse(me, (await call(fresh, 'GET', '/api/auth/me')).body).email).toBe(member.email)
  })
})

describe('the school code', () => {
  it('is replaced by the administrador; the old one no longer registers anyone', async () => {
    const old = school.colegio.codigo
    const res = await call(school.headers, 'POST', '/api/colegio/codigo')
    expect(res.statusCode).toBe(200)
    const { codigo } = parse(codigoColegio, res.body)
    expect(codigo).toMatch(/^[A-Z2-9]{8}$/)
    expect(codigo).not.toBe(old)
    const refused = await join(old, `tarde-${Date.now()}@prueba.cl`)
    expect(refused.statusCode).toBe(404)
    expect((await join(codigo, `nueva-${Date.now()}@prueba.cl`)).statusCode).toBe(201)
    expect(parse(me, (await call(school.headers, 'GET', '/api/auth/me')).body).colegio.codigo).toBe(codigo)
    school.colegio.codigo = codigo
    const utp = await addMember(t, school)
    expect((await call(utp.headers, 'POST', '/api/colegio/codigo')).statusCode).toBe(403)
  })
})
