import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoList, importRejected, importResult } from '@/api/contract/alumnos'
import { rutMessage } from '@/domain/rut'
import { alumnos } from '../../server/db/schema'
import { demoRut } from '../../server/db/seed'
import { templateExample } from '../../server/modules/alumnos/excel'
import { lyingXlsxBomb } from '../fixtures/zip-bomb'
import { createSchool, createTestApp, detailOf, insertCourse, parse, type School, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Cell = string | number | Date | null

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const headers = [
  'Nombre completo *',
  'RUT *',
  'Curso *',
  'Fecha de nacimiento (DD-MM-AAAA)',
  'Dirección',
  'Teléfono',
  'Apoderado',
]

/** A workbook with one sheet: the header row, then the rows as given. */
async function workbook(rows: Cell[][], header: string[] = headers) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Hoja1')
  ws.addRow(header)
  for (const row of rows) ws.addRow(row)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

function form(file: Buffer, filename = 'alumnos.xlsx', field = 'file', type = xlsxType) {
  const data = new FormData()
  data.append(field, new Blob([new Uint8Array(file)], { type }), filename)
  return data
}

const upload = (school: School, payload: FormData | string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/alumnos/upload-excel',
    headers: { ...school.headers, ...extra },
    payload,
  })

async function list(school: School) {
  const res = await t.app.inject({ url: '/api/alumnos/', headers: school.headers })
  expect(res.statusCode).toBe(200)
  return parse(alumnoList, res.body)
}

async function downloadTemplate(school: School) {
  const res = await t.app.inject({ url: '/api/alumnos/plantilla.xlsx', headers: school.headers })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe(xlsxType)
  expect(res.headers['content-disposition']).toContain('plantilla-alumnos.xlsx')
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer)
  return wb
}

describe('GET /api/alumnos/plantilla.xlsx', () => {
  it("has the columns, an example row and only this school's courses as a drop-down list", async () => {
    const school = await createSchool(t)
    const other = await createSchool(t)
    await insertCourse(t, other, 'Curso Ajeno')
    await insertCourse(t, school, '4° Básico B')
    await insertCourse(t, school, '4° Básico A')
    const wb = await downloadTemplate(school)
    const ws = wb.getWorksheet('Alumnos')!
    expect(wb.worksheets[0]!.name).toBe('Alumnos')
    // The guardian's e-mail came later as an optional last column; files without it still import.
    expect((ws.getRow(1).values as Cell[]).slice(1)).toEqual([...headers, 'Correo del apoderado'])
    expect(ws.getRow(2).getCell(1).text).toBe(templateExample.nombre)
    expect(ws.getRow(2).getCell(2).text).toBe(templateExample.rut)
    expect(ws.getRow(2).getCell(3).text).toBe('4° Básico A')
    const courses = wb.getWorksheet('Cursos')!
    expect(courses.getColumn(1).values.slice(2)).toEqual(['4° Básico A', '4° Básico B'])
    expect(ws.getCell('C3').dataValidation).toMatchObject({ type: 'list', formulae: ['Cursos!$A$2:$A$3'] })
    expect(wb.getWorksheet('Instrucciones')!.getCell('A1').text).toBe('Cómo usar esta plantilla')
  })

  it('requires a session', async () => {
    const res = await t.app.inject({ url: '/api/alumnos/plantilla.xlsx' })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/alumnos/upload-excel', () => {
  it('imports the filled-in template, skipping its example row', async () => {
    const school = await createSchool(t)
    const a = await insertCourse(t, school, '4° Básico A')
    const b = await insertCourse(t, school, '4° Básico B')
    const wb = await downloadTemplate(school)
    const ws = wb.getWorksheet('Alumnos')!
    ws.addRow(['Mateo Soto Díaz', '11.111.112-K', '4° Básico A', '01-04-2016', 'Los Aromos 55', '+56 9 1111 2222', ''])
    ws.addRow(['Isidora Muñoz', '22222222-2', '4° Básico B', new Date(Date.UTC(2015, 10, 30)), '', '', 'Ana Muñoz'])
    ws.addRow(['Vicente Araya', '7654321-6', '4° Básico A', '2016-07-09'])
    const file = Buffer.from(await wb.xlsx.writeBuffer())

    const res = await upload(school, form(file))
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(importResult, res.body)).toEqual({
      message: 'Se importaron 3 alumnos: 3 nuevos y 0 actualizados.',
      creados: 3,
      actualizados: 0,
    })
    const rows = await list(school)
    expect(rows.map((r) => [r.nombre, r.rut, r.curso.id, r.fecha_nacimiento])).toEqual([
      ['Isidora Muñoz', '22.222.222-2', b.id, '2015-11-30'],
      ['Mateo Soto Díaz', '11.111.112-K', a.id, '2016-04-01'],
      ['Vicente Araya', '7.654.321-6', a.id, '2016-07-09'],
    ])
    expect(rows[1]).toMatchObject({ direccion: 'Los Aromos 55', telefono: '+56 9 1111 2222', apoderado: null })
  })

  it('lists every bad row by number and reason, and imports none of the file', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    const file = await workbook([
      ['Fila Buena', '12345678-5', '4° Básico A'],
      ['RUT Malo', '12345678-9', '4° Básico A'],
      ['', '11111111-1', '4° Básico A'],
      ['Curso Inexistente', '22222222-2', '9° Básico Z'],
      [null, null, null],
      ['Repetido', '12.345.678-5', '4° Básico A'],
      ['Fecha Mala', '7654321-6', '4° Básico A', '31-02-2016'],
      ['Sin Curso', '5126663-3', ''],
      ['Fecha Escrita', '20000003-K', '4° Básico A', 'marzo de 2016'],
      ['Todo Mal', '1-2', '1° Medio', '2999-01-01'],
    ])
    const res = await upload(school, form(file))
    expect(res.statusCode).toBe(422)
    const body = parse(importRejected, res.body)
    expect(body.errores).toEqual([
      { fila: 3, motivo: rutMessage },
      { fila: 4, motivo: 'El nombre es obligatorio.' },
      { fila: 5, motivo: 'El curso «9° Básico Z» no existe en tu colegio.' },
      { fila: 7, motivo: 'El RUT 12.345.678-5 ya aparece en la fila 2.' },
      { fila: 8, motivo: 'La fecha de nacimiento no existe en el calendario.' },
      { fila: 9, motivo: 'El curso es obligatorio.' },
      { fila: 10, motivo: 'La fecha de nacimiento debe escribirse como DD-MM-AAAA (por ejemplo 15-03-2016).' },
      {
        fila: 11,
        motivo: `${rutMessage} El curso «1° Medio» no existe en tu colegio. La fecha de nacimiento no puede ser futura.`,
      },
    ])
    expect(body.detail).toMatch(/^No se importó ningún alumno: 8 filas tienen errores\. Fila 3: /)
    expect(body.detail).toContain('Y 5 filas más.')
    expect(await list(school)).toHaveLength(0)
  })

  it('updates the student of a RUT already in the school, keeping what an empty cell does not say', async () => {
    const school = await createSchool(t)
    const a = await insertCourse(t, school, '4° Básico A')
    const b = await insertCourse(t, school, '5° Básico A', '5° Básico')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos',
      headers: school.headers,
      payload: { nombre: 'Sofía Pérez', rut: '12345678-5', curso_id: a.id, telefono: '+56 9 1111 2222' },
    })
    const before = parse(alumno, created.body)
    const file = await workbook([
      ['Sofía Pérez Rojas', '12.345.678-5', '5° Básico A', '15-03-2015', 'Nueva 123', '', ''],
      ['Mateo Soto', '11111111-1', '4° Básico A'],
    ])
    const res = await upload(school, form(file))
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(importResult, res.body)).toMatchObject({ creados: 1, actualizados: 1 })
    const after = await t.app.inject({ url: `/api/alumnos/${before.id}`, headers: school.headers })
    expect(parse(alumno, after.body)).toEqual({
      ...before,
      nombre: 'Sofía Pérez Rojas',
      fecha_nacimiento: '2015-03-15',
      direccion: 'Nueva 123',
      curso_id: b.id,
      curso: { id: b.id, nombre: '5° Básico A' },
    })
    expect(await list(school)).toHaveLength(2)
  })

  it('matches courses by name whatever the case, accents, spaces or ordinal sign', async () => {
    const school = await createSchool(t)
    const a = await insertCourse(t, school, '4° Básico A')
    const file = await workbook([
      ['Uno', '11111111-1', '  4º basico   a '],
      ['Dos', '22222222-2', '4° BÁSICO A'],
    ])
    const res = await upload(school, form(file))
    expect(res.statusCode, res.body).toBe(200)
    expect((await list(school)).map((r) => r.curso_id)).toEqual([a.id, a.id])
  })

  it('reads the columns by their headers, in any order and with common names', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '1° Medio A', '1° Medio')
    const file = await workbook(
      [['1° Medio A', '11111111-1', 'Tomás Zúñiga', 'Pedro Zúñiga']],
      ['Curso', 'RUN', 'Nombre del alumno', 'Nombre del apoderado'],
    )
    const res = await upload(school, form(file))
    expect(res.statusCode, res.body).toBe(200)
    expect(await list(school)).toMatchObject([{ nombre: 'Tomás Zúñiga', apoderado: 'Pedro Zúñiga' }])
  })

  it('never touches another school: its courses do not match and its RUTs are not updated', async () => {
    const mine = await createSchool(t)
    const other = await createSchool(t)
    const theirs = await insertCourse(t, other, 'Curso Ajeno')
    await t.db
      .insert(alumnos)
      .values({ colegioId: other.colegio.id, cursoId: theirs.id, nombre: 'Ajena', rut: '12345678-5' })
    await insertCourse(t, mine, '4° Básico A')
    const rejected = await upload(mine, form(await workbook([['Intruso', '11111111-1', 'Curso Ajeno']])))
    expect(rejected.statusCode).toBe(422)
    expect(parse(importRejected, rejected.body).errores).toEqual([
      { fila: 2, motivo: 'El curso «Curso Ajeno» no existe en tu colegio.' },
    ])
    const ok = await upload(mine, form(await workbook([['Sofía Mía', '12345678-5', '4° Básico A']])))
    expect(parse(importResult, ok.body)).toMatchObject({ creados: 1, actualizados: 0 })
    expect((await list(other)).map((r) => r.nombre)).toEqual(['Ajena'])
  })

  it.each([
    ['a text file named .xlsx', Buffer.from('nombre;rut;curso\nSofía;12345678-5;4° A\n'), 415],
    ['a zip that is not a spreadsheet', Buffer.from(zipSync({ 'hola.txt': new TextEncoder().encode('hola') })), 415],
    [
      'an old .xls renamed',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]),
      415,
    ],
    ['an empty file', Buffer.alloc(0), 422],
  ])('rejects %s by its content, in Spanish', async (_name, content, status) => {
    const school = await createSchool(t)
    const res = await upload(school, form(content))
    expect(res.statusCode).toBe(status)
    expect(detailOf(res.body)).toMatch(/Excel|vacío/)
    expect(await list(school)).toHaveLength(0)
  })

  it('rejects a damaged .xlsx', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    const good = await workbook([['Uno', '11111111-1', '4° Básico A']])
    const damaged = Buffer.concat([good.subarray(0, 200), Buffer.alloc(good.length - 200, 7)])
    const res = await upload(school, form(damaged))
    expect([415, 422]).toContain(res.statusCode)
    expect(detailOf(res.body)).toContain('Excel')
    expect(await list(school)).toHaveLength(0)
  })

  it('accepts a file of several megabytes, far over the 1 MB limit of JSON bodies', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('Alumnos').addRows([headers, ['Uno', '11111111-1', '4° Básico A']])
    // Another sheet of incompressible notes makes the file big; the import reads only the students.
    const notes = wb.addWorksheet('Notas')
    for (let i = 0; i < 24_000; i++) notes.addRow([randomBytes(96).toString('base64')])
    const file = Buffer.from(await wb.xlsx.writeBuffer())
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024)
    expect(file.length).toBeLessThan(5 * 1024 * 1024)
    const res = await upload(school, form(file))
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(importResult, res.body)).toMatchObject({ creados: 1 })
  })

  it('refuses a small .xlsx that unzips to too much (a zip bomb) before reading it', async () => {
    const school = await createSchool(t)
    const entries = unzipSync(new Uint8Array(await workbook([['Uno', '11111111-1', '4° Básico A']])))
    entries['xl/media/ceros.bin'] = new Uint8Array(81 * 1024 * 1024)
    const bomb = Buffer.from(zipSync(entries, { level: 9 }))
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const res = await upload(school, form(bomb))
    expect(res.statusCode).toBe(413)
    expect(detailOf(res.body)).toBe('El contenido del Excel es demasiado grande.')
  })

  it('refuses a 318 KB .xlsx that declares 17 KB and inflates to 300 MB, counting the bytes it really inflates to', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    const bomb = await lyingXlsxBomb(300 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(400 * 1024)
    let declared = 0
    unzipSync(new Uint8Array(bomb), {
      filter: (file) => {
        declared += file.originalSize
        return false
      },
    })
    expect(declared).toBeLessThan(20 * 1024)
    const res = await upload(school, form(bomb))
    expect(res.statusCode, res.body).toBe(413)
    expect(detailOf(res.body)).toBe('El contenido del Excel es demasiado grande.')
    expect(await list(school)).toEqual([])
  })

  it('refuses a file over 5 MB with 413', async () => {
    const school = await createSchool(t)
    const res = await upload(school, form(Buffer.alloc(5 * 1024 * 1024 + 1, 1)))
    expect(res.statusCode).toBe(413)
    expect(detailOf(res.body)).toBe('El archivo supera el máximo de 5 MB.')
  })

  it.each([
    ['no file', () => new FormData(), 422, 'Adjunta un archivo'],
    ['the file under another field', () => form(Buffer.from('x'), 'a.xlsx', 'archivo'), 422, '«file»'],
  ])('answers %s with a Spanish 4xx', async (_name, payload, status, message) => {
    const school = await createSchool(t)
    const res = await upload(school, payload())
    expect(res.statusCode).toBe(status)
    expect(detailOf(res.body)).toContain(message)
  })

  it('answers 415 when the body is not multipart', async () => {
    const school = await createSchool(t)
    const res = await upload(school, JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' })
    expect(res.statusCode).toBe(415)
    expect(detailOf(res.body)).toContain('multipart/form-data')
  })

  it('explains a sheet without the template columns, and one with no students', async () => {
    const school = await createSchool(t)
    const noHeaders = await upload(school, form(await workbook([['a', 'b']], ['Columna 1', 'Columna 2'])))
    expect(noHeaders.statusCode).toBe(422)
    expect(detailOf(noHeaders.body)).toContain('No se encontraron las columnas')
    const noCourse = await upload(school, form(await workbook([['Uno', '11111111-1']], ['Nombre', 'RUT'])))
    expect(noCourse.statusCode).toBe(422)
    expect(detailOf(noCourse.body)).toBe(
      'Falta la columna «Curso» en la fila 1. Descarga la plantilla para ver las columnas.',
    )
    const empty = await upload(school, form(await workbook([])))
    expect(empty.statusCode).toBe(422)
    expect(detailOf(empty.body)).toContain('no tiene alumnos')
  })

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos/upload-excel',
      payload: form(Buffer.from('x')),
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('a 5,000-row import', () => {
  const rows = (curso: string, fail?: number) =>
    Array.from({ length: 5000 }, (_, i): Cell[] => [
      i === fail ? 'Fila que falla' : `Alumno ${i + 1}`,
      demoRut(i + 1),
      curso,
      '15-03-2016',
    ])

  it('imports all of them in one request', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    const res = await upload(school, form(await workbook(rows('4° Básico A'))))
    expect(res.statusCode, res.body).toBe(200)
    expect(parse(importResult, res.body)).toEqual({
      message: 'Se importaron 5.000 alumnos: 5.000 nuevos y 0 actualizados.',
      creados: 5000,
      actualizados: 0,
    })
    expect(await list(school)).toHaveLength(5000)
  })

  it('saves nothing when the database fails on the last rows: one transaction', async () => {
    const school = await createSchool(t)
    await insertCourse(t, school, '4° Básico A')
    // A trigger that fails the insert of one row near the end, after four chunks were written.
    // Schema changes are the owner's: on PostgreSQL the app's role may not create functions or triggers.
    await t.asOwner(`
      create function pizarra_test_falla() returns trigger language plpgsql as $$
      begin
        if new.nombre = 'Fila que falla' then raise exception 'falla de prueba'; end if;
        return new;
      end $$`)
    await t.asOwner(
      'create trigger pizarra_test_falla before insert on alumnos for each row execute function pizarra_test_falla()',
    )
    try {
      const res = await upload(school, form(await workbook(rows('4° Básico A', 4990))))
      expect(res.statusCode).toBe(500)
      expect(detailOf(res.body)).toBe('Ocurrió un error interno. Inténtalo de nuevo.')
      expect(await list(school)).toHaveLength(0)
    } finally {
      await t.asOwner('drop trigger pizarra_test_falla on alumnos')
      await t.asOwner('drop function pizarra_test_falla()')
    }
  })
})
