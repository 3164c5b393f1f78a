import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Atraso, atraso, atrasoList, clase, claseList, docenteList, firmaEnrolamiento } from '@/api/contract/libro'
import { alumnos, clases, justificativosAtraso, usuarios } from '../../server/db/schema'
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
 * Late arrivals and their justification, the school's teachers for the schedule's picker. A fixed clock:
 * Wednesday 6 May 2026, 12:00 in Santiago (UTC-4 in May). A late arrival is a student absent in the
 * subsidy block (the second by default) and recorded in a later block of the same day.
 */
let now = new Date('2026-05-06T16:00:00Z')
const tick = () => {
  now = new Date(now.getTime() + 30_000)
}

let t: TestApp
let school: School
let docente: Member
let inspector: Member
let utp: Member
let cursoA: number
let cursoB: number
/** Ana, Bruno and Carla in 4° Básico A; Diego in 4° Básico B. */
const ids: number[] = []

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, headers: who.headers, payload: payload as object })

const blocks = async (fecha: string, curso: number) => {
  const res = await call(school, 'GET', `/api/clases?fecha=${fecha}&curso_id=${curso}`)
  expect(res.statusCode, res.body).toBe(200)
  return parse(claseList, res.body)
}

/** Takes the roll of the blocks of a course's day, one list of states per block (in the course's list order). */
async function takeRolls(fecha: string, curso: number, alumnoIds: number[], rolls: [string, string | null][][]) {
  const day = await blocks(fecha, curso)
  for (const [i, estados] of rolls.entries()) {
    const res = await call(school, 'PUT', `/api/clases/${day[i]!.id}/asistencia`, {
      registros: estados.map(([estado, hora], j) => ({
        alumno_id: alumnoIds[j],
        estado,
        ...(hora ? { hora_llegada: hora } : {}),
      })),
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return day
}

const lateOn = async (who: { headers: Record<string, string> }, query: string) => {
  const res = await call(who, 'GET', `/api/atrasos?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return parse(atrasoList, res.body)
}
const brief = (list: Atraso[]) =>
  list.map((a) => [a.fecha, a.curso_nombre, a.nombre, a.bloque, a.hora_llegada, a.justificativo])

beforeAll(async () => {
  t = await createTestApp({ clock: () => now })
  school = await createSchool(t)
  cursoA = (await insertCourse(t, school, '4° Básico A')).id
  cursoB = (await insertCourse(t, school, '4° Básico B')).id
  const rows = await t.db
    .insert(alumnos)
    .values(
      [
        ['Ana Rojas', cursoA],
        ['Bruno Díaz', cursoA],
        ['Carla Soto', cursoA],
        ['Diego Paz', cursoB],
      ].map(([nombre, cursoId], i) => ({
        colegioId: school.colegio.id,
        cursoId: cursoId as number,
        nombre: nombre as string,
        rut: demoRut(9100 + i),
      })),
    )
    .returning()
  ids.push(...rows.map((r) => r.id))
  docente = await addMember(t, school, { rol: 'docente', nombre: 'Jorge Morales' })
  inspector = await addMember(t, school, { rol: 'inspector', nombre: 'Inés Pardo' })
  utp = await addMember(t, school, { rol: 'utp', nombre: 'Ulises Tapia' })
  // Three blocks a day in each course, taught by the docente (A) and the administrador (B).
  const week = (docenteId: number, inicio: [string, string, string]) =>
    [1, 2, 3, 4, 5].flatMap((dia) => [
      { dia, inicio: inicio[0], fin: `${inicio[0].slice(0, 3)}45`, asignatura: 'Lenguaje', docente_id: docenteId },
      { dia, inicio: inicio[1], fin: `${inicio[1].slice(0, 3)}45`, asignatura: 'Lenguaje', docente_id: docenteId },
      { dia, inicio: inicio[2], fin: `${inicio[2].slice(0, 3)}45`, asignatura: 'Matemática', docente_id: docenteId },
    ])
  for (const [curso, teacher, hours] of [
    [cursoA, docente.user.id, ['08:00', '09:00', '10:00']],
    [cursoB, school.user.id, ['11:00', '12:00', '13:00']],
  ] as const) {
    const res = await call(school, 'PUT', `/api/cursos/${curso}/horario`, week(teacher, [...hours]))
    expect(res.statusCode, res.body).toBe(200)
  }
  const [ana, bruno, carla, diego] = ids as [number, number, number, number]
  // Monday 4 May: Ana absent in the first two blocks, late to the third at 10:05; Carla absent all day.
  await takeRolls(
    '2026-05-04',
    cursoA,
    [ana, bruno, carla],
    [
      [
        ['ausente', null],
        ['presente', null],
        ['ausente', null],
      ],
      [
        ['ausente', null],
        ['presente', null],
        ['ausente', null],
      ],
      [
        ['atrasado', '10:05'],
        ['presente', null],
        ['ausente', null],
      ],
    ],
  )
  // Tuesday 5 May: Bruno absent in the subsidy block, present in the third (no arrival time written);
  // Ana late to the first block (present for the subsidy: not a late arrival of the list).
  await takeRolls(
    '2026-05-05',
    cursoA,
    [ana, bruno, carla],
    [
      [
        ['atrasado', '08:10'],
        ['ausente', null],
        ['presente', null],
      ],
      [
        ['presente', null],
        ['ausente', null],
        ['presente', null],
      ],
      [
        ['presente', null],
        ['presente', null],
        ['presente', null],
      ],
    ],
  )
  // Diego, 4° Básico B, 5 May: absent in the second block, late to the third at 13:20.
  await takeRolls('2026-05-05', cursoB, [diego], [[['presente', null]], [['ausente', null]], [['atrasado', '13:20']]])
}, 60_000)
afterAll(() => t.close())

describe('the late arrivals', () => {
  it('lists, per day or period and per course, the students absent in the subsidy block who came later', async () => {
    const monday = await lateOn(inspector, 'fecha=2026-05-04')
    expect(monday).toEqual([
      {
        alumno_id: ids[0],
        nombre: 'Ana Rojas',
        curso_id: cursoA,
        curso_nombre: '4° Básico A',
        fecha: '2026-05-04',
        clase_id: (await blocks('2026-05-04', cursoA))[2]!.id,
        bloque: 3,
        inicio: '10:00',
        asignatura: 'Matemática',
        hora_llegada: '10:05',
        justificativo: 'pendiente',
        justificacion: null,
      },
    ])
    // A period: newest day first, then by course and name.
    expect(brief(await lateOn(inspector, 'desde=2026-05-04&hasta=2026-05-06'))).toEqual([
      ['2026-05-05', '4° Básico A', 'Bruno Díaz', 3, null, 'pendiente'],
      ['2026-05-05', '4° Básico B', 'Diego Paz', 3, '13:20', 'pendiente'],
      ['2026-05-04', '4° Básico A', 'Ana Rojas', 3, '10:05', 'pendiente'],
    ])
    // One course.
    expect(brief(await lateOn(utp, `desde=2026-05-04&hasta=2026-05-06&curso_id=${cursoB}`))).toEqual([
      ['2026-05-05', '4° Básico B', 'Diego Paz', 3, '13:20', 'pendiente'],
    ])
    // The administrador sees the same; a day without late arrivals is an empty list.
    expect(await lateOn(school, 'desde=2026-05-04&hasta=2026-05-06')).toHaveLength(3)
    expect(await lateOn(school, 'fecha=2026-05-06')).toEqual([])
  })

  it('follows the block the school sets for the subsidy', async () => {
    const set = await call(school, 'PUT', '/api/calendario/subvencion', { bloque: 1 })
    expect(set.statusCode, set.body).toBe(200)
    // With the first block as the subsidy's: Ana (absent in the first two) is still late on Monday from the
    // third block; on Tuesday Bruno was already absent in the first; Diego was present in it.
    expect(brief(await lateOn(inspector, 'desde=2026-05-04&hasta=2026-05-05'))).toEqual([
      ['2026-05-05', '4° Básico A', 'Bruno Díaz', 3, null, 'pendiente'],
      ['2026-05-04', '4° Básico A', 'Ana Rojas', 3, '10:05', 'pendiente'],
    ])
    expect((await call(school, 'PUT', '/api/calendario/subvencion', { bloque: 2 })).statusCode).toBe(200)
  })

  it('reads the record in force: an approved correction of a signed block makes a student late', async () => {
    // The administrador signs Monday's third block of 4° Básico A and corrects Carla: she arrived at 10:30.
    const started = parse(firmaEnrolamiento, (await call(school, 'POST', '/api/cuenta/firma')).body)
    const code = () => {
      tick()
      return codeAt(started.secreto, now.getTime())
    }
    expect((await call(school, 'POST', '/api/cuenta/firma/confirmar', { codigo: code() })).statusCode).toBe(200)
    const third = (await blocks('2026-05-04', cursoA))[2]!
    expect(
      (await call(school, 'PUT', `/api/clases/${third.id}/leccionario`, { texto: 'Fracciones en la recta numérica' }))
        .statusCode,
    ).toBe(200)
    const signed = await call(school, 'POST', `/api/clases/${third.id}/firmar`, {
      codigo: code(),
      reemplazo_motivo: 'Licencia del docente',
    })
    expect(signed.statusCode, signed.body).toBe(200)
    const corrected = await call(school, 'POST', `/api/clases/${third.id}/correcciones`, {
      registros: [{ alumno_id: ids[2], estado: 'atrasado', hora_llegada: '10:30' }],
      motivo: 'Llegó con su apoderada a las 10:30',
      codigo: code(),
    })
    expect(corrected.statusCode, corrected.body).toBe(201)
    expect(brief(await lateOn(inspector, 'fecha=2026-05-04'))).toEqual([
      ['2026-05-04', '4° Básico A', 'Ana Rojas', 3, '10:05', 'pendiente'],
      ['2026-05-04', '4° Básico A', 'Carla Soto', 3, '10:30', 'pendiente'],
    ])
  })

  it('the inspector records a justification once, with its audit line; the signed block never changes', async () => {
    const third = (await blocks('2026-05-04', cursoA))[2]!
    const [before] = await t.db.select().from(clases).where(eq(clases.id, third.id))
    const roll = async () =>
      (await t.db.execute(sql`select alumno_id, estado, hora_llegada from asistencia_bloque where clase_id = ${third.id}
                              order by alumno_id`)) as unknown
    const rollBefore = JSON.stringify(await roll())
    const auditLines = async () => {
      const result = (await t.db.execute(
        sql`select usuario_id, alumno_id, detalle from auditoria where accion = 'atraso.justificar' order by id`,
      )) as unknown
      return (result as { rows: { usuario_id: number; alumno_id: number; detalle: string }[] }).rows
    }

    // A reason is required; nothing is written without one.
    const empty = await call(inspector, 'POST', '/api/atrasos/justificar', {
      alumno_id: ids[2],
      fecha: '2026-05-04',
      motivo: '   ',
    })
    expect(empty.statusCode).toBe(422)
    expect(detailOf(empty.body)).toBe('El motivo es obligatorio.')
    expect(await t.db.select().from(justificativosAtraso)).toEqual([])
    expect(await auditLines()).toEqual([])

    const res = await call(inspector, 'POST', '/api/atrasos/justificar', {
      alumno_id: ids[2],
      fecha: '2026-05-04',
      motivo: 'Control médico, certificado presentado por la apoderada',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(atraso, res.body)).toMatchObject({
      alumno_id: ids[2],
      nombre: 'Carla Soto',
      hora_llegada: '10:30',
      justificativo: 'justificado',
      justificacion: {
        motivo: 'Control médico, certificado presentado por la apoderada',
        usuario_id: inspector.user.id,
        nombre: 'Inés Pardo',
        fecha: expect.stringMatching(/^2026-05-06T12:0\d:\d\d-04:00$/),
      },
    })
    expect(await auditLines()).toEqual([
      {
        usuario_id: inspector.user.id,
        alumno_id: ids[2],
        detalle:
          'Atraso del 2026-05-04 (4° Básico A, bloque 3) · Control médico, certificado presentado por la apoderada',
      },
    ])
    // The list shows who justified it and why; Ana's stays pending.
    const monday = await lateOn(utp, 'fecha=2026-05-04')
    expect(brief(monday).map((r) => r.slice(2))).toEqual([
      ['Ana Rojas', 3, '10:05', 'pendiente'],
      ['Carla Soto', 3, '10:30', 'justificado'],
    ])
    expect(monday[1]!.justificacion).toMatchObject({ nombre: 'Inés Pardo', usuario_id: inspector.user.id })

    // Once: a second justification is refused and the first stays.
    const again = await call(school, 'POST', '/api/atrasos/justificar', {
      alumno_id: ids[2],
      fecha: '2026-05-04',
      motivo: 'Otro motivo',
    })
    expect(again.statusCode).toBe(409)
    expect(detailOf(again.body)).toBe('El atraso de Carla Soto del 2026-05-04 ya está justificado.')
    expect((await t.db.select().from(justificativosAtraso)).map((j) => j.motivo)).toEqual([
      'Control médico, certificado presentado por la apoderada',
    ])
    expect(await auditLines()).toHaveLength(1)

    // The signed block and its roll are as they were; the block is still signed.
    const [after] = await t.db.select().from(clases).where(eq(clases.id, third.id))
    expect(after).toEqual(before)
    expect(JSON.stringify(await roll())).toBe(rollBefore)
    expect(parse(clase, (await call(school, 'GET', `/api/clases/${third.id}`)).body).estado).toBe('firmada')
  })

  it('the administrador justifies too; a student without a late arrival that day is refused', async () => {
    const ok = await call(school, 'POST', '/api/atrasos/justificar', {
      alumno_id: ids[3],
      fecha: '2026-05-05',
      motivo: 'Trámite familiar avisado por la apoderada',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(parse(atraso, ok.body).justificacion?.usuario_id).toBe(school.user.id)
    // Bruno was present all Monday; Ana's Tuesday late first block is not a late arrival of the list.
    for (const [alumno, fecha, nombre] of [
      [ids[1], '2026-05-04', 'Bruno Díaz'],
      [ids[0], '2026-05-05', 'Ana Rojas'],
    ] as const) {
      const res = await call(inspector, 'POST', '/api/atrasos/justificar', { alumno_id: alumno, fecha, motivo: 'X' })
      expect(res.statusCode).toBe(422)
      expect(detailOf(res.body)).toBe(`${nombre} no tiene un atraso el ${fecha}: no hay nada que justificar.`)
    }
    const missing = await call(inspector, 'POST', '/api/atrasos/justificar', {
      alumno_id: 2_000_000_000,
      fecha: '2026-05-05',
      motivo: 'X',
    })
    expect(missing.statusCode).toBe(404)
    expect(await t.db.select().from(justificativosAtraso)).toHaveLength(2)
  })

  it('is read by the administrador, UTP and the inspector, justified by the inspector and the administrador only', async () => {
    expect((await call(docente, 'GET', '/api/atrasos?fecha=2026-05-04')).statusCode).toBe(403)
    const utpWrite = await call(utp, 'POST', '/api/atrasos/justificar', {
      alumno_id: ids[0],
      fecha: '2026-05-04',
      motivo: 'Control dental',
    })
    expect(utpWrite.statusCode).toBe(403)
    const docenteWrite = await call(docente, 'POST', '/api/atrasos/justificar', {
      alumno_id: ids[0],
      fecha: '2026-05-04',
      motivo: 'Control dental',
    })
    expect(docenteWrite.statusCode).toBe(403)
    expect(await t.db.select().from(justificativosAtraso).where(eq(justificativosAtraso.alumnoId, ids[0]!))).toEqual([])
  })

  it('refuses a period that is reversed, missing or longer than three months, in Spanish', async () => {
    const cases: [string, string][] = [
      ['', 'Indica la fecha o el período (desde y hasta).'],
      ['desde=2026-05-06&hasta=2026-05-04', 'La fecha de inicio no puede ser posterior a la fecha de término.'],
      ['desde=2026-05-04', 'Indica la fecha de término del período.'],
      ['hasta=2026-05-04', 'Indica la fecha de inicio del período.'],
      ['desde=2026-03-02&hasta=2026-07-02', 'El período de atrasos admite a lo más tres meses.'],
      [
        'fecha=2026-05-04&desde=2026-05-04&hasta=2026-05-05',
        'Indica una fecha o un período (desde y hasta), no ambos.',
      ],
      ['fecha=2026-02-30', 'La fecha no existe en el calendario.'],
    ]
    for (const [query, message] of cases) {
      const res = await call(inspector, 'GET', `/api/atrasos?${query}`)
      expect(res.statusCode, query).toBe(422)
      expect(detailOf(res.body), query).toContain(message)
    }
    const foreignCourse = await call(inspector, 'GET', '/api/atrasos?fecha=2026-05-04&curso_id=2000000000')
    expect(foreignCourse.statusCode).toBe(404)
  })
})

describe("the school's teachers for the schedule", () => {
  it('lists the active members who may teach a block, by name, with their id and name only', async () => {
    const pending = await addMember(t, school, { rol: 'docente', estado: 'pendiente', nombre: 'Pedro Pendiente' })
    const suspended = await addMember(t, school, { rol: 'docente', estado: 'suspendido', nombre: 'Sara Suspendida' })
    const other = await createSchool(t)
    await addMember(t, other, { rol: 'docente', nombre: 'Olga de Otro Colegio' })
    const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.id, school.user.id))
    const expected = [
      { id: admin!.id, nombre: admin!.nombre },
      { id: docente.user.id, nombre: 'Jorge Morales' },
      { id: utp.user.id, nombre: 'Ulises Tapia' },
    ].sort((a, b) => a.nombre.localeCompare(b.nombre))
    for (const who of [utp, school]) {
      const res = await call(who, 'GET', '/api/docentes')
      expect(res.statusCode, res.body).toBe(200)
      const list = parse(docenteList, res.body)
      expect([...list].sort((a, b) => a.nombre.localeCompare(b.nombre))).toEqual(expected)
      // Only ids and names: no e-mail, role or courses of the members.
      expect(res.body).not.toContain('@')
      expect(res.body).not.toMatch(/"rol"|"email"|"curso_ids"/)
      expect(list.map((d) => d.id)).not.toContain(inspector.user.id)
      expect(list.map((d) => d.id)).not.toContain(pending.user.id)
      expect(list.map((d) => d.id)).not.toContain(suspended.user.id)
    }
    expect((await call(docente, 'GET', '/api/docentes')).statusCode).toBe(403)
    expect((await call(inspector, 'GET', '/api/docentes')).statusCode).toBe(403)
  })
})
