import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno as alumnoSchema } from '@/api/contract/alumnos'
import { mensajeApoderado, mensajeList } from '@/api/contract/apoderados'
import { avisoAusenciasResult } from '@/api/contract/asistencia'
import { reunion } from '@/api/contract/reuniones'
import { alumnos, asistencias, cursos, mensajesApoderados } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import { createSchool, createTestApp, databaseFingerprint, detailOf, parse, type School, type TestApp } from './helpers'

// 13:00 UTC on 20 May 2026.
const now = new Date('2026-05-20T13:00:00Z')

let t: TestApp
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-apoderados-'))
  t = await createTestApp({ clock: () => now }, { DATA_DIR: dataDir, MAIL_FROM: 'Pizarra <no-reply@pizarra.test>' })
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const outbox = () => path.join(dataDir, 'outbox')
async function outboxFiles() {
  try {
    return (await readdir(outbox())).filter((f) => f.endsWith('.eml')).sort()
  } catch {
    return []
  }
}
/** The messages that arrived in the outbox since `before` (a list of file names), parsed. */
async function newMail(before: string[]) {
  const files = (await outboxFiles()).filter((f) => !before.includes(f))
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(outbox(), f)))))
}

let seq = 5000
async function course(school: School, students: { nombre: string; email?: string | null; apoderado?: string }[]) {
  const [curso] = await t.db
    .insert(cursos)
    .values({ colegioId: school.colegio.id, nombre: `5° Básico ${seq++}`, nivel: '5° Básico' })
    .returning()
  const rows = []
  for (const s of students) {
    const [row] = await t.db
      .insert(alumnos)
      .values({
        colegioId: school.colegio.id,
        cursoId: curso!.id,
        nombre: s.nombre,
        rut: demoRut(seq++),
        apoderado: s.apoderado ?? null,
        emailApoderado: s.email ?? null,
      })
      .returning()
    rows.push(row!)
  }
  return { curso: curso!, students: rows }
}

const send = (school: School, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/apoderados/mensajes', headers: school.headers, payload: payload as object })

describe('email_apoderado on students', () => {
  it('is optional, validated with a Spanish message and stored in lower case', async () => {
    const school = await createSchool(t)
    const { curso } = await course(school, [])
    const base = { nombre: 'Josefa Tapia Lagos', rut: demoRut(seq++), curso_id: curso.id }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos',
      headers: school.headers,
      payload: { ...base, email_apoderado: 'carolina@' },
    })
    expect(bad.statusCode).toBe(422)
    expect(detailOf(bad.body)).toBe('El correo del apoderado no es válido.')
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos',
      headers: school.headers,
      payload: { ...base, email_apoderado: ' Carolina.Rojas@Correo.CL ' },
    })
    expect(ok.statusCode, ok.body).toBe(201)
    const created = parse(alumnoSchema, ok.body)
    expect(created.email_apoderado).toBe('carolina.rojas@correo.cl')
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/alumnos/${created.id}`,
      headers: school.headers,
      payload: { ...base, email_apoderado: '' },
    })
    expect(parse(alumnoSchema, cleared.body).email_apoderado).toBeNull()
  })
})

describe('email_apoderado in the students import', () => {
  const upload = async (school: School, rows: string[][]) => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('Alumnos')
    for (const row of rows) ws.addRow(row)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'alumnos.xlsx')
    return t.app.inject({
      method: 'POST',
      url: '/api/alumnos/upload-excel',
      headers: school.headers,
      payload: form as unknown as string,
    })
  }

  it('reads the optional column, reports a bad e-mail by row, and keeps an e-mail an older template leaves out', async () => {
    const school = await createSchool(t)
    const { curso } = await course(school, [])
    const rut = demoRut(seq++)
    const header = ['Nombre completo *', 'RUT *', 'Curso *', 'Correo del apoderado']
    const bad = await upload(school, [header, ['Ana Soto', rut, curso.nombre, 'ana@']])
    expect(bad.statusCode).toBe(422)
    expect(JSON.parse(bad.body).errores).toEqual([{ fila: 2, motivo: 'El correo del apoderado no es válido.' }])
    const ok = await upload(school, [header, ['Ana Soto', rut, curso.nombre, 'Apoderada.Ana@Correo.cl']])
    expect(ok.statusCode, ok.body).toBe(200)
    const [stored] = await t.db.select().from(alumnos).where(eq(alumnos.rut, rut))
    expect(stored!.emailApoderado).toBe('apoderada.ana@correo.cl')
    // A template from before the column: the student is updated and the e-mail stays.
    const old = await upload(school, [header.slice(0, 3), ['Ana Soto Rojas', rut, curso.nombre]])
    expect(old.statusCode, old.body).toBe(200)
    const [updated] = await t.db.select().from(alumnos).where(eq(alumnos.rut, rut))
    expect([updated!.nombre, updated!.emailApoderado]).toEqual(['Ana Soto Rojas', 'apoderada.ana@correo.cl'])
  })

  it('offers the column in the template', async () => {
    const school = await createSchool(t)
    const res = await t.app.inject({ method: 'GET', url: '/api/alumnos/plantilla.xlsx', headers: school.headers })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(new Uint8Array(res.rawPayload).buffer)
    const headerRow = wb.getWorksheet('Alumnos')!.getRow(1)
    expect(headerRow.getCell(8).text).toBe('Correo del apoderado')
  })
})

describe('POST /api/apoderados/mensajes', () => {
  it("sends an e-mail from the school's name to the guardian only, logs it and lists it newest first", async () => {
    const school = await createSchool(t, { nombre: 'Escuela Básica Los Aromos' })
    const { students } = await course(school, [
      { nombre: 'Josefa Tapia Lagos', email: 'carolina@correo.cl', apoderado: 'Carolina Lagos Muñoz' },
      { nombre: 'Otro Estudiante Reservado', email: 'otro@correo.cl' },
    ])
    const before = await outboxFiles()
    const res = await send(school, {
      alumno_id: students[0]!.id,
      asunto: 'Materiales para la feria científica',
      cuerpo: 'Le recuerdo que el viernes Josefa debe traer su maqueta.\n\nMuchas gracias.',
    })
    expect(res.statusCode, res.body).toBe(201)
    const logged = parse(mensajeApoderado, res.body)
    expect(logged).toMatchObject({
      alumno_id: students[0]!.id,
      tipo: 'mensaje',
      asunto: 'Materiales para la feria científica',
      destinatario: 'carolina@correo.cl',
      enviado_por: { nombre: 'Usuaria UTP' },
    })
    const [mail, ...rest] = await newMail(before)
    expect(rest).toEqual([])
    expect(mail!.subject).toBe('Materiales para la feria científica')
    expect(mail!.from?.value[0]).toEqual({ name: 'Escuela Básica Los Aromos', address: 'no-reply@pizarra.test' })
    expect(mail!.to && 'value' in mail!.to ? mail!.to.value.map((v) => v.address) : []).toEqual(['carolina@correo.cl'])
    expect(mail!.text).toContain('Estimado(a) Carolina Lagos Muñoz:')
    expect(mail!.text).toContain('Le recuerdo que el viernes Josefa debe traer su maqueta.')
    expect(mail!.text).toContain('Saludos cordiales,\nUsuaria UTP\nEscuela Básica Los Aromos')
    expect(mail!.html).toContain(
      '<p style="margin:0 0 14px;">Le recuerdo que el viernes Josefa debe traer su maqueta.</p>',
    )
    for (const part of [mail!.text, mail!.html]) expect(part).not.toContain('Otro Estudiante Reservado')

    await send(school, { alumno_id: students[0]!.id, asunto: 'Segundo aviso', cuerpo: 'Gracias.' })
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/apoderados/mensajes?alumno_id=${students[0]!.id}`,
      headers: school.headers,
    })
    expect(parse(mensajeList, list.body).map((m) => m.asunto)).toEqual([
      'Segundo aviso',
      'Materiales para la feria científica',
    ])
  })

  it('escapes HTML written by the teacher', async () => {
    const school = await createSchool(t)
    const { students } = await course(school, [{ nombre: 'Ana Soto', email: 'ana@correo.cl' }])
    const before = await outboxFiles()
    await send(school, { alumno_id: students[0]!.id, asunto: 'Aviso', cuerpo: '<script>alert(1)</script> & más' })
    const [mail] = await newMail(before)
    expect(mail!.html).not.toContain('<script>')
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; más')
  })

  it('answers 400 in Spanish without a guardian e-mail, sending and logging nothing', async () => {
    const school = await createSchool(t)
    const { students } = await course(school, [{ nombre: 'Sin Correo' }])
    const before = await outboxFiles()
    const res = await send(school, { alumno_id: students[0]!.id, asunto: 'Hola', cuerpo: 'Texto' })
    expect(res.statusCode).toBe(400)
    expect(detailOf(res.body)).toBe('Este estudiante no tiene correo de apoderado registrado.')
    expect(await newMail(before)).toEqual([])
    expect(
      await t.db.select().from(mensajesApoderados).where(eq(mensajesApoderados.alumnoId, students[0]!.id)),
    ).toEqual([])
  })

  it('limits each school to 200 messages per hour with a Spanish 429; other schools are not affected', async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { students } = await course(school, [{ nombre: 'Ana Soto', email: 'ana@correo.cl' }])
    const theirs = await course(other, [{ nombre: 'Bea Ruiz', email: 'bea@correo.cl' }])
    // 200 messages in the last hour, logged as if sent.
    await t.db.insert(mensajesApoderados).values(
      Array.from({ length: 200 }, (_, i) => ({
        colegioId: school.colegio.id,
        alumnoId: students[0]!.id,
        tipo: 'mensaje' as const,
        asunto: `Mensaje ${i}`,
        cuerpo: 'x',
        destinatario: 'ana@correo.cl',
        fechaEnvio: new Date(now.getTime() - 30 * 60 * 1000),
        clave: `prueba:${school.colegio.id}:${i}`,
      })),
    )
    const before = await outboxFiles()
    const res = await send(school, { alumno_id: students[0]!.id, asunto: 'Uno más', cuerpo: 'Texto' })
    expect(res.statusCode).toBe(429)
    expect(detailOf(res.body)).toBe(
      'Tu colegio alcanzó el máximo de 200 correos a apoderados por hora. Intenta de nuevo más tarde.',
    )
    expect(await newMail(before)).toEqual([])
    const theirsRes = await send(other, { alumno_id: theirs.students[0]!.id, asunto: 'Hola', cuerpo: 'Texto' })
    expect(theirsRes.statusCode).toBe(201)
    // An hour later the old ones no longer count.
    await t.db
      .update(mensajesApoderados)
      .set({ fechaEnvio: new Date(now.getTime() - 61 * 60 * 1000) })
      .where(eq(mensajesApoderados.colegioId, school.colegio.id))
    expect((await send(school, { alumno_id: students[0]!.id, asunto: 'Ahora sí', cuerpo: 'Texto' })).statusCode).toBe(
      201,
    )
  })

  it("answers 404 for another school's student, in sending and listing", async () => {
    const a = await createSchool(t)
    const b = await createSchool(t)
    const { students } = await course(b, [{ nombre: 'Alumna Beta', email: 'beta@correo.cl' }])
    const before = await databaseFingerprint(t.db)
    const res = await send(a, { alumno_id: students[0]!.id, asunto: 'Hola', cuerpo: 'Texto' })
    expect(res.statusCode).toBe(404)
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/apoderados/mensajes?alumno_id=${students[0]!.id}`,
      headers: a.headers,
    })
    expect(list.statusCode).toBe(404)
    expect(await databaseFingerprint(t.db)).toBe(before)
  })
})

describe('POST /api/asistencia/curso/:id/avisar', () => {
  async function absentDay(school: School) {
    const { curso, students } = await course(school, [
      { nombre: 'Ana Soto', email: 'ana.apoderada@correo.cl' },
      { nombre: 'Benja Ruiz', email: 'benja.apoderado@correo.cl' },
      { nombre: 'Carla Díaz' },
      { nombre: 'Diego Paz', email: 'diego.apoderada@correo.cl' },
    ])
    const fecha = '2026-05-18'
    await t.db.insert(asistencias).values(
      students.map((s, i) => ({
        colegioId: school.colegio.id,
        cursoId: curso.id,
        alumnoId: s.id,
        fecha,
        // Diego was present; the others were absent.
        presente: i === 3,
      })),
    )
    return { curso, students, fecha }
  }

  const avisar = (school: School, cursoId: number, fecha: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/asistencia/curso/${cursoId}/avisar`,
      headers: school.headers,
      payload: { fecha },
    })

  it('sends one notice per absent student with an e-mail, and nothing twice', async () => {
    const school = await createSchool(t, { nombre: 'Liceo Bicentenario Andes' })
    const { curso, fecha } = await absentDay(school)
    const before = await outboxFiles()
    const res = await avisar(school, curso.id, fecha)
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(avisoAusenciasResult, res.body)).toEqual({
      message: 'Se enviaron 2 avisos de inasistencia.',
      enviados: 2,
      sin_correo: 1,
      ya_avisados: 0,
    })
    const mails = await newMail(before)
    const to = mails.map((m) => (m.to && 'value' in m.to ? m.to.value[0]!.address : '')).sort()
    expect(to).toEqual(['ana.apoderada@correo.cl', 'benja.apoderado@correo.cl'])
    const ana = mails.find((m) => m.text?.includes('Ana Soto'))!
    expect(ana.subject).toBe('Inasistencia de Ana Soto el lunes 18 de mayo de 2026')
    expect(ana.text).toContain(
      `Le informamos que Ana Soto, del curso ${curso.nombre}, no asistió a clases el lunes 18 de mayo de 2026.`,
    )
    expect(ana.text).not.toContain('Benja Ruiz')
    expect(ana.html).not.toContain('Benja Ruiz')
    expect(ana.from?.value[0]?.name).toBe('Liceo Bicentenario Andes')

    const again = await avisar(school, curso.id, fecha)
    expect(parse(avisoAusenciasResult, again.body)).toMatchObject({ enviados: 0, sin_correo: 1, ya_avisados: 2 })
    expect((await outboxFiles()).length).toBe(before.length + 2)
  })

  it('sends each notice once when five requests arrive at the same moment', async () => {
    const school = await createSchool(t)
    const { curso, fecha } = await absentDay(school)
    const before = await outboxFiles()
    const answers = await Promise.all(Array.from({ length: 5 }, () => avisar(school, curso.id, fecha)))
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)
    const results = answers.map((res) => parse(avisoAusenciasResult, res.body))
    expect(results.reduce((sum, r) => sum + r.enviados, 0)).toBe(2)
    expect(results.reduce((sum, r) => sum + r.ya_avisados, 0)).toBe(8)
    expect((await outboxFiles()).length).toBe(before.length + 2)
    const logged = await t.db
      .select()
      .from(mensajesApoderados)
      .where(eq(mensajesApoderados.colegioId, school.colegio.id))
    expect(logged.map((m) => m.tipo)).toEqual(['ausencia', 'ausencia'])
  })

  it('refuses a future day and answers 404 for another school course', async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    const { curso } = await absentDay(school)
    const future = await avisar(school, curso.id, '2026-05-21')
    expect(future.statusCode).toBe(422)
    expect(detailOf(future.body)).toBe('No se pueden avisar inasistencias de una fecha futura.')
    expect((await avisar(other, curso.id, '2026-05-18')).statusCode).toBe(404)
  })
})

describe('POST /api/reuniones/:id/enviar', () => {
  it("sends the meeting's summary to its student's guardian and logs it", async () => {
    const school = await createSchool(t, { nombre: 'Colegio San Andrés' })
    const { students } = await course(school, [
      { nombre: 'Tomás Díaz Vera', email: 'apoderado.tomas@correo.cl', apoderado: 'Rodrigo Díaz' },
    ])
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reuniones',
      headers: school.headers,
      payload: {
        alumno_id: students[0]!.id,
        fecha: '2026-05-15',
        motivo: 'Rendimiento en Matemática',
        observaciones: 'Tomás muestra avances en fracciones.',
        resultado: 'Se acuerda reforzamiento los martes.',
      },
    })
    const meeting = parse(reunion, created.body)
    const before = await outboxFiles()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reuniones/${meeting.id}/enviar`,
      headers: school.headers,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(parse(mensajeApoderado, res.body)).toMatchObject({
      tipo: 'reunion',
      destinatario: 'apoderado.tomas@correo.cl',
    })
    const [mail] = await newMail(before)
    expect(mail!.subject).toBe('Resumen de la reunión del viernes 15 de mayo de 2026 sobre Tomás Díaz Vera')
    expect(mail!.text).toContain('Estimado(a) Rodrigo Díaz:')
    expect(mail!.text).toContain('Motivo:\nRendimiento en Matemática')
    expect(mail!.text).toContain('Acuerdos y resultado:\nSe acuerda reforzamiento los martes.')
    expect(mail!.html).toContain('Tomás muestra avances en fracciones.')

    const other = await createSchool(t)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/reuniones/${meeting.id}/enviar`, headers: other.headers }))
        .statusCode,
    ).toBe(404)
  })
})
