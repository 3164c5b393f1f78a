import { writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asistenciaDia } from '@/api/contract/asistencia'
import { evaluacionCurso } from '@/api/contract/calificaciones'
import { idSpellingMessage } from '@/api/contract/fields'
import {
  atrasoList,
  calendario,
  clase,
  claseList,
  cobertura,
  correccion,
  correccionList,
  cumplimiento,
  firmaEnrolamiento,
  firmaEstado,
  horario,
} from '@/api/contract/libro'
import { messages, outsideCourse } from '@/domain/messages'
import { alumnos } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import {
  addMember,
  createSchool,
  createTestApp,
  detailOf,
  insertCourse,
  type Member,
  parse,
  type School,
  type TestApp,
} from './helpers'
import { codeAt } from './libro-helpers'

/*
 * The libro de clases on a fixed clock: Wednesday 6 May 2026, 12:00 in Santiago (UTC-4 in May). The
 * authenticator codes are computed with the same library from the secret the enrollment answered; the
 * clock moves 30 s forward before each new code (the server never accepts a step twice).
 */
let now = new Date('2026-05-06T16:00:00Z')
const tick = () => {
  now = new Date(now.getTime() + 30_000)
}

let t: TestApp
let school: School
let docente: Member
let docente2: Member
let inspector: Member
let utp: Member
let cursoId: number
let otroCursoId: number
const ids: number[] = []
const secrets = new Map<number, string>()

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, headers: who.headers, payload: payload as object })

const week = (dia: number) => [
  { dia, inicio: '08:00', fin: '08:45', asignatura: 'Lenguaje', docente_id: docente.user.id },
  { dia, inicio: '08:45', fin: '09:30', asignatura: 'Lenguaje', docente_id: docente.user.id },
  { dia, inicio: '09:45', fin: '10:30', asignatura: 'Matemática', docente_id: docente2.user.id },
]

async function blocksOf(who: { headers: Record<string, string> }, fecha: string, curso = cursoId) {
  const res = await call(who, 'GET', `/api/clases?fecha=${fecha}&curso_id=${curso}`)
  expect(res.statusCode, res.body).toBe(200)
  return parse(claseList, res.body)
}

/** Enrolls a member's authenticator and confirms it with the current code. */
async function enroll(member: { user: { id: number }; headers: Record<string, string> }) {
  const started = await call(member, 'POST', '/api/cuenta/firma')
  expect(started.statusCode).toBe(201)
  const { secreto } = parse(firmaEnrolamiento, started.body)
  const confirmed = await call(member, 'POST', '/api/cuenta/firma/confirmar', {
    codigo: codeAt(secreto, now.getTime()),
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  secrets.set(member.user.id, secreto)
  tick()
}
const codeOf = (member: { user: { id: number } }) => {
  tick()
  return codeAt(secrets.get(member.user.id)!, now.getTime())
}

const roll = (estados: [string, string | null][]) =>
  estados.map(([estado, hora], i) => ({ alumno_id: ids[i]!, estado, ...(hora ? { hora_llegada: hora } : {}) }))

beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
  school = await createSchool(t)
  const c = await insertCourse(t, school, '4° Básico A')
  cursoId = c.id
  otroCursoId = (await insertCourse(t, school, '4° Básico B')).id
  const rows = await t.db
    .insert(alumnos)
    .values(
      ['Ana Rojas', 'Bruno Díaz', 'Carla Soto'].map((nombre, i) => ({
        colegioId: school.colegio.id,
        cursoId,
        nombre,
        rut: demoRut(9000 + i),
      })),
    )
    .returning()
  ids.push(...rows.map((r) => r.id))
  docente = await addMember(t, school, { rol: 'docente', nombre: 'Jorge Morales' })
  docente2 = await addMember(t, school, { rol: 'docente', nombre: 'Paula Reyes' })
  inspector = await addMember(t, school, { rol: 'inspector', nombre: 'Inés Pardo' })
  utp = await addMember(t, school, { rol: 'utp', nombre: 'Ulises Tapia' })
}, 60_000)
afterAll(() => t.close())

describe('the schedule', () => {
  it('refuses overlapping blocks in a course, a teacher in two courses at once and a non-member', async () => {
    const overlap = await call(school, 'PUT', `/api/cursos/${cursoId}/horario`, [
      { dia: 1, inicio: '08:00', fin: '08:45', asignatura: 'Lenguaje', docente_id: docente.user.id },
      { dia: 1, inicio: '08:30', fin: '09:15', asignatura: 'Historia', docente_id: docente2.user.id },
    ])
    expect(overlap.statusCode).toBe(422)
    expect(detailOf(overlap.body)).toBe(
      'En 4° Básico A el bloque de el lunes de 08:00 a 08:45 se superpone con el de el lunes de 08:30 a 09:15.',
    )
    const other = await call(school, 'PUT', `/api/cursos/${otroCursoId}/horario`, [
      { dia: 2, inicio: '08:00', fin: '08:45', asignatura: 'Lenguaje', docente_id: docente.user.id },
    ])
    expect(other.statusCode, other.body).toBe(200)
    const clash = await call(school, 'PUT', `/api/cursos/${cursoId}/horario`, week(2))
    expect(clash.statusCode).toBe(422)
    expect(detailOf(clash.body)).toBe(
      'Jorge Morales ya tiene clase el martes de 08:00 a 08:45 en 4° Básico B: no puede tener el martes de 08:00 a 08:45 en 4° Básico A.',
    )
    const stranger = await call(school, 'PUT', `/api/cursos/${cursoId}/horario`, [
      { dia: 1, inicio: '08:00', fin: '08:45', asignatura: 'Lenguaje', docente_id: 2_000_000_000 },
    ])
    expect(detailOf(stranger.body)).toBe('El docente 2000000000 no es miembro de tu colegio.')
    // Nothing was saved by the refusals; the other course's schedule goes, for what follows.
    expect(parse(horario, (await call(school, 'GET', `/api/cursos/${cursoId}/horario`)).body)).toEqual([])
    const cleared = await call(school, 'PUT', `/api/cursos/${otroCursoId}/horario?desde=2026-03-02`, [])
    expect(cleared.statusCode).toBe(200)
  })

  it("holds a course's first schedule from the school year's first day, and a change from the date given", async () => {
    const first = await call(school, 'PUT', `/api/cursos/${cursoId}/horario`, [1, 2, 3, 4, 5].flatMap(week))
    expect(first.statusCode, first.body).toBe(200)
    const saved = parse(horario, first.body)
    expect(saved).toHaveLength(15)
    expect(saved[0]).toMatchObject({ dia: 1, inicio: '08:00', numero: 1, vigente_desde: '2026-03-02' })
    expect(saved.find((b) => b.dia === 1 && b.inicio === '09:45')).toMatchObject({
      numero: 3,
      docente_nombre: 'Paula Reyes',
    })
    // The docentes of the schedule now have the course.
    const mine = await call(docente, 'GET', `/api/cursos/${cursoId}`)
    expect(mine.statusCode).toBe(200)

    const before = await call(school, 'PUT', `/api/cursos/${cursoId}/horario?desde=2026-02-27`, week(1))
    expect(detailOf(before.body)).toBe(
      'El horario vigente de 4° Básico A rige desde el 2026-03-02: el cambio debe regir desde esa fecha o después.',
    )
    const change = [1, 2, 3, 4, 5]
      .flatMap(week)
      .map((b) => (b.dia === 5 && b.inicio === '09:45' ? { ...b, asignatura: 'Historia' } : b))
    expect((await call(school, 'PUT', `/api/cursos/${cursoId}/horario?desde=2026-05-11`, change)).statusCode).toBe(200)
    const friday = async (fecha: string) =>
      parse(horario, (await call(docente, 'GET', `/api/cursos/${cursoId}/horario?fecha=${fecha}`)).body)
        .filter((b) => b.dia === 5)
        .map((b) => b.asignatura)
    expect(await friday('2026-05-08')).toEqual(['Lenguaje', 'Lenguaje', 'Matemática'])
    expect(await friday('2026-05-11')).toEqual(['Lenguaje', 'Lenguaje', 'Historia'])
    expect((await blocksOf(docente, '2026-05-08')).map((b) => b.asignatura)).toEqual([
      'Lenguaje',
      'Lenguaje',
      'Matemática',
    ])
    expect((await blocksOf(docente, '2026-05-15')).map((b) => b.asignatura)).toEqual([
      'Lenguaje',
      'Lenguaje',
      'Historia',
    ])
  })

  it('lists no blocks on weekends, national holidays, the winter break and suspended days', async () => {
    expect(await blocksOf(school, '2026-05-09')).toEqual([]) // sábado
    expect(await blocksOf(school, '2026-05-21')).toEqual([]) // Día de las Glorias Navales
    expect(await blocksOf(school, '2026-06-24')).toEqual([]) // vacaciones de invierno
    const suspended = await call(school, 'POST', '/api/calendario/suspensiones', {
      fecha: '2026-05-29',
      motivo: 'Jornada de evaluación docente',
    })
    expect(suspended.statusCode, suspended.body).toBe(201)
    expect(parse(calendario, suspended.body).suspensiones).toEqual([
      { fecha: '2026-05-29', motivo: 'Jornada de evaluación docente' },
    ])
    expect(await blocksOf(school, '2026-05-29')).toEqual([])
    const weekend = await call(school, 'POST', '/api/calendario/suspensiones', { fecha: '2026-05-30', motivo: 'X' })
    expect(detailOf(weekend.body)).toBe('El 2026-05-30 ya no tiene clases: es fin de semana.')
  })
})

describe("a block's life", () => {
  it("Mi día lists the docente's own blocks of the day, the second marked as the subsidy block", async () => {
    const res = await call(docente, 'GET', '/api/clases?fecha=2026-05-06')
    const list = parse(claseList, res.body)
    expect(list.map((b) => [b.inicio, b.estado, b.subvencion, b.numero])).toEqual([
      ['08:00', 'pendiente', false, 1],
      ['08:45', 'pendiente', true, 2],
    ])
    expect(list[0]).toMatchObject({ curso_nombre: '4° Básico A', docente_nombre: 'Jorge Morales', fecha: '2026-05-06' })
    // The administrador sees every block of the school.
    expect(await blocksOf(school, '2026-05-06')).toHaveLength(3)
  })

  it('takes the roll, starting each block from the one before; a later day cannot be taken', async () => {
    const [b1, b2] = await blocksOf(docente, '2026-05-06')
    const empty = parse(clase, (await call(docente, 'GET', `/api/clases/${b1!.id}`)).body)
    expect(empty.asistencia.map((a) => [a.numero, a.nombre, a.estado])).toEqual([
      [1, 'Ana Rojas', null],
      [2, 'Bruno Díaz', null],
      [3, 'Carla Soto', null],
    ])
    const partial = await call(docente, 'PUT', `/api/clases/${b1!.id}/asistencia`, {
      registros: [{ alumno_id: ids[0], estado: 'presente' }],
    })
    expect(partial.statusCode).toBe(422)
    expect(detailOf(partial.body)).toBe('Falta la asistencia de 2 alumnos (Bruno Díaz, Carla Soto).')
    // A roll naming a student who is not of the block's course is refused naming no one: the docente meets
    // the course check (403, audited), whoever sees the whole school the block's roster (422).
    const stranger = [
      ...roll([
        ['presente', null],
        ['presente', null],
        ['presente', null],
      ]),
      { alumno_id: 2147483000, estado: 'presente' },
    ]
    const refused = await call(docente, 'PUT', `/api/clases/${b1!.id}/asistencia`, { registros: stranger })
    expect([refused.statusCode, detailOf(refused.body)]).toEqual([403, messages.access.courseNotAssigned])
    const outside = await call(school, 'PUT', `/api/clases/${b1!.id}/asistencia`, { registros: stranger })
    expect([outside.statusCode, detailOf(outside.body)]).toEqual([422, outsideCourse(1, 'a este curso')])
    expect(parse(clase, (await call(docente, 'GET', `/api/clases/${b1!.id}`)).body).estado).toBe('pendiente')
    const early = await call(docente, 'PUT', `/api/clases/${b1!.id}/asistencia`, {
      registros: roll([
        ['presente', null],
        ['atrasado', '07:50'],
        ['presente', null],
      ]),
    })
    expect(detailOf(early.body)).toBe(
      'La hora de llegada de Bruno Díaz (07:50) es anterior al inicio de la clase (08:00).',
    )
    const saved = await call(docente, 'PUT', `/api/clases/${b1!.id}/asistencia`, {
      registros: roll([
        ['ausente', null],
        ['atrasado', '08:10'],
        ['presente', null],
      ]),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(parse(clase, saved.body)).toMatchObject({ estado: 'registrada' })
    const next = parse(clase, (await call(docente, 'GET', `/api/clases/${b2!.id}`)).body)
    expect(next.estado).toBe('pendiente')
    // The late student of the first block is present in the second; the time stays with the first.
    expect(next.asistencia.map((a) => [a.estado, a.hora_llegada])).toEqual([
      ['ausente', null],
      ['presente', null],
      ['presente', null],
    ])
    const [tomorrow] = await blocksOf(docente, '2026-05-07')
    const later = await call(docente, 'PUT', `/api/clases/${tomorrow!.id}/asistencia`, {
      registros: roll([
        ['presente', null],
        ['presente', null],
        ['presente', null],
      ]),
    })
    expect(later.statusCode).toBe(422)
    expect(detailOf(later.body)).toBe('La clase es del 2026-05-07: aún no se puede registrar.')
  })

  it('writes the leccionario with OA of the catalogue for the level and subject', async () => {
    const [b1] = await blocksOf(docente, '2026-05-06')
    const wrong = await call(docente, 'PUT', `/api/clases/${b1!.id}/leccionario`, {
      texto: 'Lectura de una fábula',
      oa: ['MA04 OA 01'],
    })
    expect(wrong.statusCode).toBe(422)
    expect(detailOf(wrong.body)).toBe('El OA MA04 OA 01 no es de Lenguaje de 4° Básico.')
    const badCode = await call(docente, 'PUT', `/api/clases/${b1!.id}/leccionario`, { texto: 'X', oa: ['oa tres'] })
    expect(badCode.statusCode).toBe(422)
    expect(detailOf(badCode.body)).toContain('«oa tres» no es un código de OA como MA04 OA 03.')
    const ok = await call(docente, 'PUT', `/api/clases/${b1!.id}/leccionario`, {
      texto: 'Lectura de una fábula y sus personajes',
      oa: ['le04 oa 3'],
      actividades: 'Lectura en voz alta',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(parse(clase, ok.body).leccionario).toEqual({
      texto: 'Lectura de una fábula y sus personajes',
      oa: ['LE04 OA 03'],
      actividades: 'Lectura en voz alta',
    })
  })

  it('enrolls the authenticator and signs with its code, once; a signed block refuses changes with 409', async () => {
    const [b1] = await blocksOf(docente, '2026-05-06')
    const unenrolled = await call(docente, 'POST', `/api/clases/${b1!.id}/firmar`, { codigo: '123456' })
    expect(unenrolled.statusCode).toBe(422)
    expect(detailOf(unenrolled.body)).toBe(
      'Aún no inscribes tu firma: hazlo en Configuración, con tu aplicación de autenticación.',
    )
    const started = parse(firmaEnrolamiento, (await call(docente, 'POST', '/api/cuenta/firma')).body)
    expect(started.secreto).toMatch(/^[A-Z2-7]{32}$/)
    expect(started.otpauth_url).toMatch(/^otpauth:\/\/totp\/Pizarra:.+\?.*secret=[A-Z2-7]{32}/)
    // The secret is stored encrypted, never as sent.
    const stored = await t.db.execute(
      sql`select secreto_cifrado from firmas_totp where usuario_id = ${docente.user.id}`,
    )
    const sealed = (stored as unknown as { rows: { secreto_cifrado: string }[] }).rows[0]!.secreto_cifrado
    expect(sealed.startsWith('v1.')).toBe(true)
    expect(sealed).not.toContain(started.secreto)
    const wrong = await call(docente, 'POST', '/api/cuenta/firma/confirmar', { codigo: '000000' })
    expect(wrong.statusCode).toBe(422)
    const code = codeAt(started.secreto, now.getTime())
    const confirmed = await call(docente, 'POST', '/api/cuenta/firma/confirmar', { codigo: code })
    expect(parse(firmaEstado, confirmed.body).inscrita).toBe(true)
    secrets.set(docente.user.id, started.secreto)

    const replay = await call(docente, 'POST', `/api/clases/${b1!.id}/firmar`, { codigo: code })
    expect(replay.statusCode).toBe(422)
    expect(detailOf(replay.body)).toBe(
      'El código no es válido: revisa tu aplicación de autenticación y escribe el código actual.',
    )
    const signed = await call(docente, 'POST', `/api/clases/${b1!.id}/firmar`, { codigo: codeOf(docente) })
    expect(signed.statusCode, signed.body).toBe(200)
    const block = parse(clase, signed.body)
    expect(block.estado).toBe('firmada')
    expect(block.firma).toMatchObject({
      usuario_id: docente.user.id,
      nombre: 'Jorge Morales',
      metodo: 'totp',
      reemplazo: null,
      tardia: false,
    })
    expect(block.firma!.fecha).toMatch(/^2026-05-06T12:0\d:\d\d-04:00$/)

    const again = await call(docente, 'PUT', `/api/clases/${b1!.id}/asistencia`, {
      registros: roll([
        ['presente', null],
        ['presente', null],
        ['presente', null],
      ]),
    })
    expect(again.statusCode).toBe(409)
    expect(JSON.parse(again.body)).toEqual({ detail: 'La clase está firmada: corrígela.' })
    const lecc = await call(docente, 'PUT', `/api/clases/${b1!.id}/leccionario`, { texto: 'Otra cosa' })
    expect(lecc.statusCode).toBe(409)
    expect(detailOf(lecc.body)).toBe('La clase está firmada: corrígela.')
  })

  it('refuses to sign without a leccionario, and a substitute signs only with a reason', async () => {
    const [, b2] = await blocksOf(docente, '2026-05-06')
    await call(docente, 'PUT', `/api/clases/${b2!.id}/asistencia`, {
      registros: roll([
        ['ausente', null],
        ['atrasado', '08:50'],
        ['presente', null],
      ]),
    })
    const bare = await call(docente, 'POST', `/api/clases/${b2!.id}/firmar`, { codigo: codeOf(docente) })
    expect(bare.statusCode).toBe(422)
    expect(detailOf(bare.body)).toBe('Escribe el leccionario antes de firmar la clase.')
    await call(docente, 'PUT', `/api/clases/${b2!.id}/leccionario`, {
      texto: 'Comprensión lectora',
      oa: ['LE04 OA 04'],
    })
    await enroll(utp)
    const noReason = await call(utp, 'POST', `/api/clases/${b2!.id}/firmar`, { codigo: codeOf(utp) })
    expect(detailOf(noReason.body)).toBe(
      'Esta clase es de Jorge Morales: para firmarla como reemplazante indica el motivo del reemplazo.',
    )
    const substitute = await call(utp, 'POST', `/api/clases/${b2!.id}/firmar`, {
      codigo: codeOf(utp),
      reemplazo_motivo: 'Licencia médica del docente',
    })
    expect(substitute.statusCode, substitute.body).toBe(200)
    expect(parse(clase, substitute.body).firma).toMatchObject({
      nombre: 'Ulises Tapia',
      reemplazo: { nombre: 'Ulises Tapia', motivo: 'Licencia médica del docente' },
    })
    // An inspector signs no block.
    const [, , b3] = await blocksOf(school, '2026-05-06')
    await enroll(inspector)
    const byInspector = await call(inspector, 'POST', `/api/clases/${b3!.id}/firmar`, { codigo: codeOf(inspector) })
    expect(byInspector.statusCode).toBe(403)
  })
})

describe('the immutability trigger', () => {
  const refusal = async (query: ReturnType<typeof sql>) => {
    try {
      await t.db.execute(query)
      return 'accepted'
    } catch (error) {
      const e = error as { message?: string; cause?: { message?: string } }
      return e.cause?.message ?? e.message ?? String(error)
    }
  }

  it('refuses UPDATE and DELETE of a signed block and of its roll, and lets an unsigned one change', async () => {
    const [b1, , b3] = await blocksOf(school, '2026-05-06')
    expect(await refusal(sql`update clases set leccionario = 'borrado' where id = ${b1!.id}`)).toContain(
      'La clase está firmada: no se puede modificar ni borrar.',
    )
    expect(await refusal(sql`delete from clases where id = ${b1!.id}`)).toContain('La clase está firmada')
    expect(await refusal(sql`update asistencia_bloque set estado = 'presente' where clase_id = ${b1!.id}`)).toContain(
      'La asistencia de una clase firmada no se puede modificar ni borrar.',
    )
    expect(await refusal(sql`delete from asistencia_bloque where clase_id = ${b1!.id}`)).toContain(
      'La asistencia de una clase firmada',
    )
    // On PostgreSQL the app's role has no TRUNCATE at all (server/db/app-role.ts); on PGlite, where the app
    // is the owner, the trigger refuses it.
    expect(await refusal(sql`truncate clases cascade`)).toBe(
      t.database.kind === 'pglite' ? 'El libro de clases no se puede vaciar.' : 'permission denied for table clases',
    )
    // The unsigned third block is an ordinary row.
    expect(await refusal(sql`update clases set actividades = 'Guía' where id = ${b3!.id}`)).toBe('accepted')
    const block = parse(clase, (await call(school, 'GET', `/api/clases/${b1!.id}`)).body)
    expect(block.leccionario?.texto).toBe('Lectura de una fábula y sus personajes')
  })

  it("leaves a read line when a block's roll is opened", async () => {
    const [b1] = await blocksOf(school, '2026-05-06')
    expect((await call(school, 'GET', `/api/clases/${b1!.id}`)).statusCode).toBe(200)
    const result = (await t.db.execute(
      sql`select accion, detalle from auditoria where accion = 'asistencia.ver' order by id desc limit 1`,
    )) as unknown
    const [line] = (result as { rows: { accion: string; detalle: string }[] }).rows
    expect(line).toEqual({ accion: 'asistencia.ver', detalle: `Clase ${b1!.id}, 2026-05-06` })
  })
})

describe('corrections and their visado', () => {
  it('keeps the original, waits for the visado, and applies the correction only once approved', async () => {
    const [b1] = await blocksOf(docente, '2026-05-06')
    const unchanged = await call(docente, 'POST', `/api/clases/${b1!.id}/correcciones`, {
      registros: [{ alumno_id: ids[2], estado: 'presente' }],
      motivo: 'Nada',
      codigo: codeOf(docente),
    })
    expect(detailOf(unchanged.body)).toBe('La corrección no cambia nada del registro vigente de la clase.')
    const created = await call(docente, 'POST', `/api/clases/${b1!.id}/correcciones`, {
      registros: [{ alumno_id: ids[0], estado: 'atrasado', hora_llegada: '08:20' }],
      motivo: 'Ana llegó con su apoderada a las 08:20',
      codigo: codeOf(docente),
    })
    expect(created.statusCode, created.body).toBe(201)
    const first = parse(correccion, created.body)
    expect(first).toMatchObject({
      estado: 'pendiente_visado',
      nombre: 'Jorge Morales',
      asistencia: [
        {
          alumno_id: ids[0],
          nombre: 'Ana Rojas',
          antes: { estado: 'ausente', hora_llegada: null },
          despues: { estado: 'atrasado', hora_llegada: '08:20' },
        },
      ],
      visado: null,
    })
    let block = parse(clase, (await call(docente, 'GET', `/api/clases/${b1!.id}`)).body)
    expect(block.estado).toBe('pendiente_visado')
    expect(block.asistencia[0]!.estado).toBe('ausente')
    const second = await call(docente, 'POST', `/api/clases/${b1!.id}/correcciones`, {
      leccionario: { texto: 'Otra' },
      motivo: 'Otra',
      codigo: codeOf(docente),
    })
    expect(second.statusCode).toBe(409)

    // The docente cannot countersign; the inspector rejects it only with a reason.
    expect(
      (await call(docente, 'POST', `/api/correcciones/${first.id}/visar`, { codigo: '123456', aprobar: true }))
        .statusCode,
    ).toBe(403)
    const pending = parse(correccionList, (await call(inspector, 'GET', '/api/correcciones')).body)
    expect(pending.map((c) => [c.id, c.curso_nombre, c.fecha_clase, c.inicio])).toEqual([
      [first.id, '4° Básico A', '2026-05-06', '08:00'],
    ])
    const noReason = await call(inspector, 'POST', `/api/correcciones/${first.id}/visar`, {
      codigo: codeOf(inspector),
      aprobar: false,
    })
    expect(noReason.statusCode).toBe(422)
    expect(detailOf(noReason.body)).toContain('Indica el motivo del rechazo.')
    const rejected = await call(inspector, 'POST', `/api/correcciones/${first.id}/visar`, {
      codigo: codeOf(inspector),
      aprobar: false,
      motivo: 'Falta el registro de portería',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(parse(correccion, rejected.body)).toMatchObject({
      estado: 'rechazada',
      visado: { nombre: 'Inés Pardo', aprobada: false, motivo: 'Falta el registro de portería' },
    })
    block = parse(clase, (await call(docente, 'GET', `/api/clases/${b1!.id}`)).body)
    expect([block.estado, block.asistencia[0]!.estado]).toEqual(['firmada', 'ausente'])

    const retry = parse(
      correccion,
      (
        await call(docente, 'POST', `/api/clases/${b1!.id}/correcciones`, {
          registros: [{ alumno_id: ids[0], estado: 'atrasado', hora_llegada: '08:20' }],
          leccionario: {
            texto: 'Lectura de una fábula y sus personajes; dramatización',
            oa: ['LE04 OA 03', 'LE04 OA 05'],
          },
          motivo: 'Registro de portería adjunto',
          codigo: codeOf(docente),
        })
      ).body,
    )
    expect(retry.leccionario_anterior?.oa).toEqual(['LE04 OA 03'])
    const approved = await call(inspector, 'POST', `/api/correcciones/${retry.id}/visar`, {
      codigo: codeOf(inspector),
      aprobar: true,
    })
    expect(parse(correccion, approved.body).estado).toBe('aprobada')
    block = parse(clase, (await call(docente, 'GET', `/api/clases/${b1!.id}`)).body)
    expect(block.estado).toBe('firmada')
    expect(block.asistencia[0]).toMatchObject({ estado: 'atrasado', hora_llegada: '08:20' })
    expect(block.leccionario?.oa).toEqual(['LE04 OA 03', 'LE04 OA 05'])
    expect(block.correcciones.map((c) => c.estado)).toEqual(['rechazada', 'aprobada'])
    // The original stays as it was signed.
    const original = await t.db.execute(
      sql`select estado from asistencia_bloque where clase_id = ${b1!.id} and alumno_id = ${ids[0]!}`,
    )
    expect((original as unknown as { rows: { estado: string }[] }).rows[0]!.estado).toBe('ausente')
    // A countersigned correction never changes, and none is deleted.
    const touched = await t.db.execute(sql`update correcciones set motivo = 'x' where id = ${retry.id}`).catch((e) => e)
    expect(String((touched as { cause?: unknown }).cause ?? touched)).toContain(
      'Una corrección visada no se puede modificar',
    )
    const deleted = await t.db.execute(sql`delete from correcciones where id = ${retry.id}`).catch((e) => e)
    expect(String((deleted as { cause?: unknown }).cause ?? deleted)).toContain('Una corrección no se puede borrar.')
    expect(
      (
        await call(inspector, 'POST', `/api/correcciones/${retry.id}/visar`, {
          codigo: codeOf(inspector),
          aprobar: true,
        })
      ).statusCode,
    ).toBe(409)
  })

  it("approves the administrador's own correction at once", async () => {
    await enroll(school as unknown as Member)
    const [, b2] = await blocksOf(school, '2026-05-06')
    const own = await call(school, 'POST', `/api/clases/${b2!.id}/correcciones`, {
      registros: [{ alumno_id: ids[2], estado: 'ausente' }],
      motivo: 'Carla se retiró antes del bloque',
      codigo: codeOf(school as unknown as Member),
    })
    expect(own.statusCode, own.body).toBe(201)
    expect(parse(correccion, own.body)).toMatchObject({ estado: 'aprobada', visado: { usuario_id: school.user.id } })
  })
})

describe('the subsidy block', () => {
  it("gives the day's attendance; a student who arrives after it is late with the justification pending", async () => {
    // Block 2 of 6 May: Ana absent, Bruno late (present), Carla absent after the administrador's correction.
    const day = parse(
      asistenciaDia,
      (await call(school, 'GET', `/api/asistencia/curso/${cursoId}/fecha/2026-05-06`)).body,
    )
    expect(day.registros.map((r) => [r.alumno_id, r.presente])).toEqual([
      [ids[0], false],
      [ids[1], true],
      [ids[2], false],
    ])
    // Ana arrives for the third block.
    const [, , b3] = await blocksOf(school, '2026-05-06')
    const third = await call(inspector, 'PUT', `/api/clases/${b3!.id}/asistencia`, {
      registros: roll([
        ['atrasado', '09:50'],
        ['presente', null],
        ['ausente', null],
      ]),
    })
    expect(third.statusCode, third.body).toBe(200)
    const late = parse(atrasoList, (await call(inspector, 'GET', '/api/atrasos?fecha=2026-05-06')).body)
    expect(late).toEqual([
      {
        alumno_id: ids[0],
        nombre: 'Ana Rojas',
        curso_id: cursoId,
        curso_nombre: '4° Básico A',
        fecha: '2026-05-06',
        clase_id: b3!.id,
        bloque: 3,
        inicio: '09:45',
        asignatura: 'Matemática',
        hora_llegada: '09:50',
        justificativo: 'pendiente',
        justificacion: null,
      },
    ])
    // The day's attendance did not follow the third block.
    const again = parse(
      asistenciaDia,
      (await call(school, 'GET', `/api/asistencia/curso/${cursoId}/fecha/2026-05-06`)).body,
    )
    expect(again.registros.find((r) => r.alumno_id === ids[0])!.presente).toBe(false)
  })

  it("the spec's daily routes write the subsidy block of a course with a schedule, and a signed one answers 409", async () => {
    now = new Date('2026-05-05T15:00:00Z')
    const saved = await call(school, 'POST', `/api/asistencia/curso/${cursoId}`, {
      fecha: '2026-05-05',
      registros: [
        { alumno_id: ids[0], presente: true },
        { alumno_id: ids[1], presente: false },
        { alumno_id: ids[2], presente: true },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const [b1, b2] = await blocksOf(school, '2026-05-05')
    expect([b1!.estado, b2!.estado]).toEqual(['pendiente', 'registrada'])
    const block = parse(clase, (await call(school, 'GET', `/api/clases/${b2!.id}`)).body)
    expect(block.asistencia.map((a) => a.estado)).toEqual(['presente', 'ausente', 'presente'])
    const day = parse(
      asistenciaDia,
      (await call(school, 'GET', `/api/asistencia/curso/${cursoId}/fecha/2026-05-05`)).body,
    )
    expect(day.registros.map((r) => r.presente)).toEqual([true, false, true])
    now = new Date('2026-05-06T16:30:00Z')
    const signed = await call(school, 'POST', `/api/asistencia/curso/${cursoId}`, {
      fecha: '2026-05-06',
      registros: [{ alumno_id: ids[0], presente: true }],
    })
    expect(signed.statusCode).toBe(409)
    expect(detailOf(signed.body)).toBe('La clase está firmada: corrígela.')
  })

  it('follows the block the school sets', async () => {
    const set = await call(school, 'PUT', '/api/calendario/subvencion', { bloque: 1 })
    expect(parse(calendario, set.body).bloque_subvencion).toBe(1)
    expect((await blocksOf(docente, '2026-05-04')).map((b) => b.subvencion)).toEqual([true, false, false])
    await call(school, 'PUT', '/api/calendario/subvencion', { bloque: 2 })
  })
})

describe('what UTP sees', () => {
  it('Cobertura: the OA treated in signed leccionarios and evaluated in the grade book, per semester', async () => {
    const evaluacion = await call(utp, 'POST', '/api/calificaciones/evaluaciones', {
      curso_id: cursoId,
      asignatura: 'Lenguaje',
      nombre: 'Prueba de fábulas',
      fecha: '2026-05-06',
      ponderacion: 30,
      oa: ['LE04 OA 03'],
    })
    expect(evaluacion.statusCode, evaluacion.body).toBe(201)
    expect(parse(evaluacionCurso, evaluacion.body).oa).toEqual(['LE04 OA 03'])
    const wrongOa = await call(utp, 'POST', '/api/calificaciones/evaluaciones', {
      curso_id: cursoId,
      asignatura: 'Lenguaje',
      nombre: 'Prueba',
      fecha: '2026-05-06',
      ponderacion: 30,
      oa: ['LE05 OA 03'],
    })
    expect(detailOf(wrongOa.body)).toBe('El OA LE05 OA 03 no es de Lenguaje de 4° Básico.')
    const res = await call(utp, 'GET', `/api/cobertura?curso_id=${cursoId}&asignatura=lenguaje`)
    const list = parse(cobertura, res.body)
    const oa = (codigo: string) => list.find((o) => o.codigo === codigo)!
    expect(oa('LE04 OA 03')).toMatchObject({
      tratado: true,
      evaluado: true,
      clases: 1,
      periodos: [
        { periodo: '1S', tratado: true, evaluado: true },
        { periodo: '2S', tratado: false, evaluado: false },
      ],
    })
    // OA 05 came with the approved correction; OA 04 is in a block signed by the substitute.
    expect([oa('LE04 OA 04').tratado, oa('LE04 OA 05').tratado, oa('LE04 OA 05').evaluado]).toEqual([true, true, false])
    expect(oa('LE04 OA 01')).toMatchObject({ tratado: false, evaluado: false, clases: 0 })
    expect((await call(docente, 'GET', `/api/cobertura?curso_id=${cursoId}&asignatura=Lenguaje`)).statusCode).toBe(403)
    // The course is read by the one id schema: an id spelt otherwise is no id.
    const spelt = await call(utp, 'GET', `/api/cobertura?curso_id=${cursoId}.0&asignatura=Lenguaje`)
    expect([spelt.statusCode, detailOf(spelt.body)]).toEqual([422, idSpellingMessage('El identificador del curso')])
  })

  it('Cumplimiento: per teacher and week, what each past block lacks, late signatures and pending visados', async () => {
    // A block of an earlier day, taken and signed today: it keeps its day and counts as signed late.
    const [monday] = await blocksOf(docente, '2026-05-04')
    await call(docente, 'PUT', `/api/clases/${monday!.id}/asistencia`, {
      registros: roll([
        ['presente', null],
        ['presente', null],
        ['presente', null],
      ]),
    })
    await call(docente, 'PUT', `/api/clases/${monday!.id}/leccionario`, { texto: 'Repaso' })
    const late = parse(
      clase,
      (await call(docente, 'POST', `/api/clases/${monday!.id}/firmar`, { codigo: codeOf(docente) })).body,
    )
    expect(late.firma).toMatchObject({ tardia: true })
    expect(late.fecha).toBe('2026-05-04')

    const res = await call(utp, 'GET', '/api/cumplimiento?desde=2026-05-04&hasta=2026-05-10')
    expect(res.statusCode, res.body).toBe(200)
    const list = parse(cumplimiento, res.body)
    expect(list.map((d) => d.nombre)).toEqual(['Jorge Morales', 'Paula Reyes'])
    const jorge = list[0]!
    // Monday to Wednesday (today): two Lenguaje blocks a day of Jorge's.
    expect(jorge.semanas).toEqual([
      {
        semana: '2026-05-04',
        bloques: 6,
        sin_asistencia: 2,
        sin_leccionario: 3,
        sin_oa: 4,
        sin_firma: 3,
        firmadas_tarde: 1,
        correcciones_pendientes: 0,
      },
    ])
    expect(jorge.pendientes.find((p) => p.clase_id === monday!.id)).toEqual({
      clase_id: monday!.id,
      fecha: '2026-05-04',
      inicio: '08:00',
      curso_nombre: '4° Básico A',
      asignatura: 'Lenguaje',
      faltan: ['oa'],
    })
    const tooLong = await call(utp, 'GET', '/api/cumplimiento?desde=2026-03-02&hasta=2026-07-02')
    expect(detailOf(tooLong.body)).toBe('El período de Cumplimiento admite a lo más tres meses.')
  })
})

describe('the monthly libro of a course', () => {
  it('as a workbook: the roll by block, the leccionario and signatures, the corrections with their chain', async () => {
    const res = await call(utp, 'GET', `/api/cursos/${cursoId}/libro/2026-05.xlsx`)
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="libro-de-clases-4-basico-a-2026-05.xlsx"')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Asistencia por bloque', 'Leccionario y firmas', 'Correcciones'])
    const roll = wb.getWorksheet('Asistencia por bloque')!
    expect(roll.getCell('B5').value).toBe('Ana Rojas')
    // Blocks of 4 to 6 May (listed up to today): 6 May's first block is the 7th column of blocks.
    const header = (roll.getRow(4).values as unknown[]).slice(3)
    expect(header.slice(0, 3)).toEqual(['1° 08:00', '2° 08:45', '3° 09:45'])
    const may6 = (roll.getRow(3).values as unknown[]).indexOf('06-05')
    // Ana: late at 08:20 after the approved correction; Bruno: late at 08:10.
    expect(roll.getRow(5).getCell(may6).value).toBe('T')
    expect(roll.getRow(6).getCell(may6).value).toBe('T')
    const lessons = wb.getWorksheet('Leccionario y firmas')!
    const signed = lessons.getRows(2, lessons.rowCount - 1)!.find((r) => r.getCell(1).value === '06-05-2026')!
    expect(signed.getCell(6).value).toBe('Lectura de una fábula y sus personajes; dramatización')
    expect(signed.getCell(7).value).toBe('LE04 OA 03, LE04 OA 05')
    expect(signed.getCell(9).value).toBe('Jorge Morales')
    const fixes = wb.getWorksheet('Correcciones')!
    const chain = fixes
      .getRows(2, fixes.rowCount - 1)!
      .map((r) => [r.getCell(7).value, r.getCell(8).value, r.getCell(10).value])
    expect(chain).toEqual([
      ['rechazada', 'Inés Pardo', 'Falta el registro de portería'],
      ['aprobada', 'Inés Pardo', ''],
      ['aprobada', 'Usuaria UTP', ''],
    ])
    expect(String(fixes.getRow(2).getCell(11).value)).toBe('Ana Rojas: ausente → atrasado (08:20)')
  })

  it('as a Word document kept in Mis Documentos', async () => {
    const res = await call(utp, 'GET', `/api/cursos/${cursoId}/libro/2026-05.docx`)
    expect(res.statusCode).toBe(200)
    const text = Object.values(unzipSync(new Uint8Array(res.rawPayload)))
      .map((f) => new TextDecoder().decode(f))
      .join('\n')
    expect(text).toContain('Libro de clases · 4° Básico A')
    expect(text).toContain('mayo de 2026')
    expect(text).toContain('Lectura de una fábula y sus personajes; dramatización')
    expect(text).toContain('Falta el registro de portería')
    expect(text).toContain('Reemplazo: Licencia médica del docente')
    const docs = await call(utp, 'GET', '/api/documents')
    expect(docs.body).toContain('Libro de clases · 4° Básico A · mayo de 2026')
    if (process.env.LIBRO_DOCX_OUT) writeFileSync(process.env.LIBRO_DOCX_OUT, res.rawPayload)
  })
})

describe("the school's export", () => {
  it('holds the libro as written: blocks, rolls, leccionario, signatures, corrections and their visado', async () => {
    const res = await call(school, 'GET', '/api/colegio/exportar')
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    const zip = unzipSync(new Uint8Array(res.rawPayload))
    const data = JSON.parse(new TextDecoder().decode(zip['datos.json'])) as {
      libro: {
        horarios: { curso: string; bloques: { dia: number; inicio: string; docente: string }[] }[]
        dias_sin_clases: { fecha: string; motivo: string }[]
        clases: {
          id: number
          fecha: string
          curso: string
          inicio: string
          asistencia: {
            presentes: number[]
            ausentes: number[]
            atrasados: { alumno_id: number; hora_llegada: string }[]
          }
          leccionario: string | null
          oa: string[]
          firmada_por: string | null
          firmada_en: string | null
        }[]
        correcciones: {
          clase_id: number
          motivo: string
          estado: string
          visado_por: string | null
          visado_motivo: string | null
          asistencia: { alumno_id: number; antes: string; estado: string; hora_llegada: string }[]
        }[]
      }
    }
    const { libro } = data
    // The schedule of 4° Básico A: three blocks a weekday, the first two the docente's.
    const schedule = libro.horarios.find((h) => h.curso === '4° Básico A')!
    expect(schedule.bloques.filter((b) => b.dia === 3).map((b) => [b.inicio, b.docente])).toEqual([
      ['08:00', 'Jorge Morales'],
      ['08:45', 'Jorge Morales'],
      ['09:45', 'Paula Reyes'],
    ])
    // The first block of 6 May as first signed: Ana absent (the approved correction is kept apart).
    const [b1] = await blocksOf(docente, '2026-05-06')
    const first = libro.clases.find((k) => k.id === b1!.id)!
    expect(first).toMatchObject({
      fecha: '2026-05-06',
      curso: '4° Básico A',
      inicio: '08:00',
      firmada_por: 'Jorge Morales',
    })
    expect(first.asistencia.ausentes).toContain(ids[0])
    expect(first.leccionario).not.toBeNull()
    expect(first.oa).toEqual(['LE04 OA 03'])
    expect(first.firmada_en).toMatch(/^2026-05-06T\d\d:\d\d:\d\d\.\d{3}Z$/)
    // Its corrections, in order: rejected with its reason, then approved; each names who and what changed.
    const chain = libro.correcciones.filter((r) => r.clase_id === b1!.id)
    expect(chain.map((r) => [r.estado, r.visado_por, r.visado_motivo])).toEqual([
      ['rechazada', 'Inés Pardo', 'Falta el registro de portería'],
      ['aprobada', 'Inés Pardo', null],
    ])
    expect(chain[1]!.asistencia).toEqual([
      { alumno_id: ids[0], antes: 'ausente', antes_hora_llegada: null, estado: 'atrasado', hora_llegada: '08:20' },
    ])
    // The sheets name the students and show the chain as the monthly libro does.
    const sheet = async (name: string) => {
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.load(zip[name]!.buffer as ArrayBuffer)
      const ws = wb.worksheets[0]!
      return ws
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1))
    }
    const blocks = await sheet('libro-clases.xlsx')
    expect(blocks[0]!.slice(0, 9)).toEqual([
      'Fecha',
      'Curso',
      'Bloque',
      'Horario',
      'Asignatura',
      'Docente',
      'Presentes',
      'Ausentes',
      'Atrasados',
    ])
    const row = blocks.find((r) => r[0] === 'miércoles 6 de mayo de 2026' && r[1] === '4° Básico A' && r[2] === 1)!
    expect(row[3]).toBe('08:00–08:45')
    expect(String(row[7])).toContain('Ana Rojas')
    expect(row[12]).toBe('Jorge Morales')
    const fixes = await sheet('libro-correcciones.xlsx')
    expect(fixes.slice(1).map((r) => [r[1], r[7], r[8]])).toEqual([
      ['miércoles 6 de mayo de 2026', 'Ana Rojas: ausente → atrasado (08:20)', 'Rechazada'],
      [
        'miércoles 6 de mayo de 2026',
        'Ana Rojas: ausente → atrasado (08:20); leccionario: «Lectura de una fábula y sus personajes; dramatización» (LE04 OA 03, LE04 OA 05)',
        'Aprobada',
      ],
      ['miércoles 6 de mayo de 2026', 'Carla Soto: presente → ausente', 'Aprobada'],
    ])
    expect(zip['atrasos-justificados.xlsx']).toBeDefined()
  })
})
