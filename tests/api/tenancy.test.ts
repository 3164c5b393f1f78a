import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { getCheckDigit } from 'rut.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alumno, alumnoList, importResult } from '@/api/contract/alumnos'
import { mensajeApoderado } from '@/api/contract/apoderados'
import { asistenciaSaved } from '@/api/contract/asistencia'
import { me } from '@/api/contract/auth'
import { evaluacionCurso, notasSaved } from '@/api/contract/calificaciones'
import { passwordChanged } from '@/api/contract/cuenta'
import { curso } from '@/api/contract/cursos'
import {
  aiGeneratedDocument,
  documentList,
  documentoDetail,
  documentoSaved,
  generatedDocument,
  pieReportList,
  regenerarResult,
} from '@/api/contract/documentos'
import {
  atraso,
  calendario,
  clase,
  claseList,
  correccion,
  firmaEnrolamiento,
  firmaEstado,
  horario,
} from '@/api/contract/libro'
import { codigoColegio, miembro } from '@/api/contract/miembros'
import { checkoutResponse, evaluacionesStatus } from '@/api/contract/pagos'
import { reunion } from '@/api/contract/reuniones'
import { solicitudDetail } from '@/api/contract/solicitudes'
import { formatRut } from '@/domain/rut'
import { SandboxPayments } from '../../server/adapters/payments/sandbox'
import * as schema from '../../server/db/schema'
import { sampleAiRequests, samplePieReport } from '../../server/documents/samples'
import { verifyPassword } from '../../server/security'
import {
  addMember,
  createSchool,
  createTestApp,
  databaseFingerprint,
  detailOf,
  download,
  login,
  parse,
  type School,
  type TestApp,
  tableNames,
  testPassword,
} from './helpers'
import { threeCodes } from './libro-helpers'

/**
 * Tenancy matrix: two schools, A and B, each with one of every entity. Every protected route is
 * called with A's token and B's ids: the answer is the same 404 as for an id that never existed and
 * the database does not change; a body that names B's records is refused without changing anything,
 * or acts on A's own records only; no answer A gets (lists, files) contains any of B's data.
 */
let t: TestApp
let dataDir: string
let a: Fixture
let b: Fixture

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

interface Fixture {
  school: School
  /** Part of every text this school's records carry. */
  tag: string
  /** Texts that only this school's records contain. */
  markers: string[]
  curso: { id: number; nombre: string }
  alumno: { id: number; nombre: string; rut: string }
  /** The day this school's attendance was taken. */
  fecha: string
  reunion: number
  /** An evaluation of the course with the student's grade. */
  evaluacion: number
  solicitud: number
  documentUrl: string
  /** The school's AI document (editable, with versions). */
  documento: number
  /** An approved sandbox payment of this school's user, not yet credited. */
  paymentId: string
  /** A docente of the school, assigned to its course. */
  miembro: { id: number; nombre: string }
  /** The libro de clases: the day of its blocks, a signed block with a correction, and an unsigned one. */
  libroFecha: string
  clase: number
  clasePendiente: number
  correccion: number
  suspension: string
}

/** The ids a request can point at: another school's, or ones that never existed. */
interface Target {
  curso: number
  alumno: number
  solicitud: number
  documento: number
  evaluacion: number
  reunion: number
  miembro: number
  clase: number
  correccion: number
}
const missing: Target = {
  curso: 2_147_483_000,
  alumno: 2_147_483_001,
  solicitud: 2_147_483_002,
  documento: 2_147_483_003,
  evaluacion: 2_147_483_004,
  reunion: 2_147_483_005,
  miembro: 2_147_483_006,
  clase: 2_147_483_007,
  correccion: 2_147_483_008,
}
const targetOf = (f: Fixture): Target => ({
  curso: f.curso.id,
  alumno: f.alumno.id,
  solicitud: f.solicitud,
  documento: f.documento,
  evaluacion: f.evaluacion,
  reunion: f.reunion,
  miembro: f.miembro.id,
  clase: f.clase,
  correccion: f.correccion,
})

interface Call {
  method: Method
  url: string
  payload?: unknown
  form?: FormData
}

type Case =
  /** 200 with A's own data in it (`has`) and none of B's; `binary` bodies are zip files (xlsx). */
  | { kind: 'list'; name: string; call: () => Call; has: () => string[]; binary?: boolean }
  /** B's ids: exactly the answer of ids that never existed (a 404), and nothing changes. */
  | { kind: 'foreign'; name: string; call: (target: Target) => Call | Promise<Call> }
  /** A body naming B's records: refused with one of `status`, nothing changes. `echo`: B texts A sent itself. */
  | { kind: 'refused'; name: string; status: number[]; call: () => Call | Promise<Call>; echo?: () => string[] }
  /** Acts on A's own records only: B's records stay exactly as they were. `echo`: B texts A sent itself. */
  | {
      kind: 'own'
      name: string
      status: number
      call: () => Call | Promise<Call>
      echo?: () => string[]
      verify?: (body: string) => Promise<void> | void
    }

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const sheetMonth = (fecha: string) => `${fecha.slice(0, 7)}.xlsx`

/** A valid RUT nobody else has, normalised (`12345678-5`). */
function freshRut() {
  const body = String(10_000_000 + (randomBytes(4).readUInt32BE() % 14_000_000))
  return `${body}-${getCheckDigit(body)}`
}

async function importForm(rows: [string, string, string][]) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Alumnos')
  ws.addRow(['Nombre completo *', 'RUT *', 'Curso *'])
  for (const row of rows) ws.addRow(row)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())], { type: xlsxType }), 'alumnos.xlsx')
  return form
}

const request = (school: School, call: Call) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: school.headers,
    payload: (call.form ?? call.payload) as string | undefined,
  })

async function ok<T>(school: School, call: Call, status: number, parser: { parse(v: unknown): T }) {
  const res = await request(school, call)
  expect(res.statusCode, `${call.method} ${call.url}: ${res.body.slice(0, 300)}`).toBe(status)
  return parser.parse(JSON.parse(res.body))
}

/** The text inside a zip file (xlsx, docx), to look for names in it. */
function zipText(bytes: Uint8Array) {
  const files = unzipSync(bytes)
  const decoder = new TextDecoder()
  return Object.values(files)
    .map((f) => decoder.decode(f))
    .join('\n')
}

/** One of every entity, made through the API by the school's own user. */
async function populate(label: 'Alfa' | 'Beta'): Promise<Fixture> {
  const tag = `${label}${randomBytes(3).toString('hex').toUpperCase()}`
  const school = await createSchool(t, {
    nombre: `Colegio ${tag}`,
    email: `utp-${tag.toLowerCase()}@prueba.cl`,
    plan: 'pro',
  })
  const nombreUsuario = `Usuaria ${tag}`
  await ok(
    school,
    { method: 'PUT', url: '/api/usuarios/actualizar', payload: { nombre: nombreUsuario, email: school.email } },
    200,
    { parse: (v) => v },
  )
  const c = await ok(
    school,
    { method: 'POST', url: '/api/cursos/', payload: { nombre: `Curso ${tag}`, nivel: '4° Básico' } },
    201,
    curso,
  )
  const rut = freshRut()
  const al = await ok(
    school,
    {
      method: 'POST',
      url: '/api/alumnos',
      payload: {
        nombre: `Alumno ${tag}`,
        rut,
        curso_id: c.id,
        apoderado: `Apoderada ${tag}`,
        email_apoderado: `apoderada-${tag.toLowerCase()}@correo.cl`,
      },
    },
    201,
    alumno,
  )
  const fecha = label === 'Alfa' ? '2025-06-02' : '2025-06-03'
  await ok(
    school,
    {
      method: 'POST',
      url: `/api/asistencia/curso/${c.id}`,
      payload: { fecha, registros: [{ alumno_id: al.id, presente: true }] },
    },
    200,
    asistenciaSaved,
  )
  const r = await ok(
    school,
    {
      method: 'POST',
      url: '/api/reuniones',
      payload: {
        alumno_id: al.id,
        fecha,
        motivo: `Motivo ${tag}`,
        observaciones: `Observaciones ${tag}`,
        resultado: `Resultado ${tag}`,
      },
    },
    201,
    reunion,
  )
  const ev = await ok(
    school,
    {
      method: 'POST',
      url: '/api/calificaciones/evaluaciones',
      payload: { curso_id: c.id, asignatura: `Asignatura ${tag}`, nombre: `Evaluación ${tag}`, fecha, ponderacion: 50 },
    },
    201,
    evaluacionCurso,
  )
  await ok(
    school,
    {
      method: 'PUT',
      url: `/api/calificaciones/evaluaciones/${ev.id}/notas`,
      payload: { notas: [{ alumno_id: al.id, nota: '6,3' }] },
    },
    200,
    notasSaved,
  )
  await ok(
    school,
    {
      method: 'POST',
      url: '/api/apoderados/mensajes',
      payload: { alumno_id: al.id, asunto: `Asunto ${tag}`, cuerpo: `Cuerpo ${tag}` },
    },
    201,
    mensajeApoderado,
  )
  const s = await ok(
    school,
    {
      method: 'POST',
      url: '/api/solicitudes/',
      payload: { titulo: `Solicitud ${tag}`, tipo: 'solicitud_materiales', descripcion: `Descripción ${tag}` },
    },
    201,
    solicitudDetail,
  )
  await ok(
    school,
    {
      method: 'POST',
      url: `/api/solicitudes/${s.id}/responder`,
      payload: { contenido: `Respuesta ${tag}`, estado: 'en_proceso' },
    },
    201,
    solicitudDetail,
  )
  const doc = await ok(
    school,
    {
      method: 'POST',
      url: '/api/generar-documento/',
      payload: { ...sampleAiRequests.evaluacion, asignatura: `Matemática ${tag}` },
    },
    200,
    aiGeneratedDocument,
  )
  // One edit and one regeneration, so that the document has rows in every table of the editor.
  const opened = await ok(school, { method: 'GET', url: `/api/documentos/${doc.documento_id}` }, 200, documentoDetail)
  await ok(
    school,
    { method: 'PUT', url: `/api/documentos/${doc.documento_id}`, payload: { contenido: opened.contenido, version: 1 } },
    200,
    documentoSaved,
  )
  await ok(
    school,
    {
      method: 'POST',
      url: `/api/documentos/${doc.documento_id}/regenerar`,
      payload: { ruta: '/secciones/0/preguntas/0' },
    },
    200,
    regenerarResult,
  )
  await ok(
    school,
    {
      method: 'POST',
      url: '/api/informes-pie/generar-word',
      payload: { ...samplePieReport, nombre_alumno: `Estudiante PIE ${tag}`, rut_alumno: rut, curso: c.nombre },
    },
    200,
    generatedDocument,
  )
  const checkout = await ok(school, { method: 'POST', url: '/api/evaluaciones/comprar-extra' }, 200, checkoutResponse)
  const paymentId = new URL(checkout.checkout_url, 'http://x').searchParams.get('id')!
  const payments = t.app.paymentProvider
  if (!(payments instanceof SandboxPayments)) throw new Error('las pruebas usan los pagos de prueba')
  expect(await payments.decidePayment(paymentId, 'aprobado')).not.toBeNull()

  const docente = await addMember(t, school, { rol: 'docente', cursoIds: [c.id], nombre: `Docente ${tag}` })
  // The libro de clases: a schedule from March, a block signed and corrected, a suspended day.
  await ok(
    school,
    {
      method: 'PUT',
      url: `/api/cursos/${c.id}/horario?desde=2025-03-03`,
      payload: [1, 2, 3, 4, 5].flatMap((dia) =>
        ['08:00', '09:00', '10:00'].map((inicio) => ({
          dia,
          inicio,
          fin: inicio.replace(':00', ':45'),
          asignatura: 'Matemática',
          docente_id: school.user.id,
        })),
      ),
    },
    200,
    horario,
  )
  const libroFecha = label === 'Alfa' ? '2025-05-05' : '2025-05-06'
  const [bloque, bloquePendiente] = await ok(
    school,
    { method: 'GET', url: `/api/clases?fecha=${libroFecha}&curso_id=${c.id}` },
    200,
    claseList,
  )
  const libroCall = (method: Method, url: string, payload?: unknown) => ({ method, url, payload })
  await ok(
    school,
    libroCall('PUT', `/api/clases/${bloque!.id}/asistencia`, { registros: [{ alumno_id: al.id, estado: 'presente' }] }),
    200,
    clase,
  )
  await ok(
    school,
    libroCall('PUT', `/api/clases/${bloque!.id}/leccionario`, { texto: `Leccionario ${tag}`, oa: ['MA04 OA 01'] }),
    200,
    clase,
  )
  const { secreto } = await ok(school, libroCall('POST', '/api/cuenta/firma'), 201, firmaEnrolamiento)
  const [c1, c2, c3] = await threeCodes(secreto)
  await ok(school, libroCall('POST', '/api/cuenta/firma/confirmar', { codigo: c1 }), 200, firmaEstado)
  await ok(school, libroCall('POST', `/api/clases/${bloque!.id}/firmar`, { codigo: c2 }), 200, clase)
  const corr = await ok(
    school,
    libroCall('POST', `/api/clases/${bloque!.id}/correcciones`, {
      registros: [{ alumno_id: al.id, estado: 'atrasado', hora_llegada: '08:10' }],
      motivo: `Corrección ${tag}`,
      codigo: c3,
    }),
    201,
    correccion,
  )
  const suspension = label === 'Alfa' ? '2025-05-07' : '2025-05-08'
  await ok(
    school,
    libroCall('POST', '/api/calendario/suspensiones', { fecha: suspension, motivo: `Suspensión ${tag}` }),
    201,
    calendario,
  )
  // A late arrival, justified: absent in the second block (the subsidy's) of another day, present in the third.
  const atrasoFecha = label === 'Alfa' ? '2025-05-12' : '2025-05-13'
  const [, segundo, tercero] = await ok(
    school,
    { method: 'GET', url: `/api/clases?fecha=${atrasoFecha}&curso_id=${c.id}` },
    200,
    claseList,
  )
  for (const [block, estado] of [
    [segundo!, 'ausente'],
    [tercero!, 'presente'],
  ] as const) {
    await ok(
      school,
      libroCall('PUT', `/api/clases/${block.id}/asistencia`, { registros: [{ alumno_id: al.id, estado }] }),
      200,
      clase,
    )
  }
  await ok(
    school,
    libroCall('POST', '/api/atrasos/justificar', {
      alumno_id: al.id,
      fecha: atrasoFecha,
      motivo: `Justificativo ${tag}`,
    }),
    200,
    atraso,
  )
  const storageKey = new URL(doc.gcs_url).pathname.split('/').slice(-2).join('/')
  return {
    school,
    tag,
    markers: [
      school.colegio.nombre,
      school.colegio.codigo,
      school.email,
      nombreUsuario,
      c.nombre,
      al.nombre,
      `Apoderada ${tag}`,
      `apoderada-${tag.toLowerCase()}@correo.cl`,
      `Asignatura ${tag}`,
      `Evaluación ${tag}`,
      `Asunto ${tag}`,
      `Cuerpo ${tag}`,
      rut,
      formatRut(rut),
      `Motivo ${tag}`,
      `Observaciones ${tag}`,
      `Solicitud ${tag}`,
      `Descripción ${tag}`,
      `Respuesta ${tag}`,
      doc.title,
      `Estudiante PIE ${tag}`,
      storageKey,
      paymentId,
      `Docente ${tag}`,
      docente.email,
      `Leccionario ${tag}`,
      `Corrección ${tag}`,
      `Suspensión ${tag}`,
      `Justificativo ${tag}`,
    ],
    curso: { id: c.id, nombre: c.nombre },
    alumno: { id: al.id, nombre: al.nombre, rut },
    fecha,
    reunion: r.id,
    evaluacion: ev.id,
    solicitud: s.id,
    documentUrl: doc.gcs_url,
    documento: doc.documento_id,
    paymentId,
    miembro: { id: docente.user.id, nombre: `Docente ${tag}` },
    libroFecha,
    clase: bloque!.id,
    clasePendiente: bloquePendiente!.id,
    correccion: corr.id,
    suspension,
  }
}

/** A digest of every table's rows: equal digests, equal database. */
const fingerprint = (where?: (table: string) => string) => databaseFingerprint(t.db, where)

const usersOf = (colegio: number) => `(select id from usuarios where colegio_id = ${colegio})`
/** Which rows of each table belong to a school. */
const ownedBy: Record<string, (colegio: number) => string> = {
  colegios: (c) => `id = ${c}`,
  usuarios: (c) => `colegio_id = ${c}`,
  uso_evaluaciones: (c) => `usuario_id in ${usersOf(c)}`,
  reset_tokens: (c) => `usuario_id in ${usersOf(c)}`,
  sesiones_cerradas: (c) => `usuario_id in ${usersOf(c)}`,
  sandbox_checkouts: (c) => `usuario_id in ${usersOf(c)}`,
  pagos_usados: (c) => `colegio_id = ${c} or usuario_id in ${usersOf(c)}`,
  cursos: (c) => `colegio_id = ${c}`,
  alumnos: (c) => `colegio_id = ${c}`,
  asistencias: (c) => `colegio_id = ${c}`,
  reuniones: (c) => `colegio_id = ${c}`,
  solicitudes: (c) => `colegio_id = ${c}`,
  respuestas: (c) => `solicitud_id in (select id from solicitudes where colegio_id = ${c})`,
  documentos: (c) => `colegio_id = ${c}`,
  documento_versiones: (c) => `documento_id in (select id from documentos where colegio_id = ${c})`,
  documento_regeneraciones: (c) => `documento_id in (select id from documentos where colegio_id = ${c})`,
  informes_pie: (c) => `colegio_id = ${c}`,
  evaluaciones_curso: (c) => `colegio_id = ${c}`,
  calificaciones: (c) => `colegio_id = ${c}`,
  mensajes_apoderados: (c) => `colegio_id = ${c}`,
  usuario_cursos: (c) => `usuario_id in ${usersOf(c)}`,
  auditoria: (c) => `colegio_id = ${c}`,
  horarios: (c) => `colegio_id = ${c}`,
  bloques_horario: (c) => `colegio_id = ${c}`,
  dias_sin_clases: (c) => `colegio_id = ${c}`,
  clases: (c) => `colegio_id = ${c}`,
  asistencia_bloque: (c) => `colegio_id = ${c}`,
  correcciones: (c) => `colegio_id = ${c}`,
  correcciones_asistencia: (c) => `colegio_id = ${c}`,
  justificativos_atraso: (c) => `colegio_id = ${c}`,
  firmas_totp: (c) => `colegio_id = ${c}`,
}
const schoolRows = (colegio: number) =>
  fingerprint((table) => {
    const rule = ownedBy[table]
    if (!rule) throw new Error(`la tabla ${table} no dice de qué colegio es cada fila`)
    return rule(colegio)
  })

/** The current content of A's document, for bodies that need a valid one. */
const contentOfA = async () =>
  (await ok(a.school, { method: 'GET', url: `/api/documentos/${a.documento}` }, 200, documentoDetail)).contenido

/** B's RUT, in the forms a body that A sent with it shows it back. */
const rutEcho = () => [b.alumno.rut, formatRut(b.alumno.rut)]

/** How to exercise every protected route. A route missing here fails the coverage test. */
const matrix: Record<string, Case[]> = {
  'GET /api/cursos/:id/horario': [
    {
      kind: 'list',
      name: "my course's schedule",
      call: () => ({ method: 'GET', url: `/api/cursos/${a.curso.id}/horario?fecha=2025-05-05` }),
      has: () => [`"docente_id":${a.school.user.id}`],
    },
    { kind: 'foreign', name: "B's course", call: (x) => ({ method: 'GET', url: `/api/cursos/${x.curso}/horario` }) },
  ],
  'PUT /api/cursos/:id/horario': [
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({
        method: 'PUT',
        url: `/api/cursos/${x.curso}/horario`,
        payload: [{ dia: 1, inicio: '11:00', fin: '11:45', asignatura: 'Arte', docente_id: a.school.user.id }],
      }),
    },
    {
      kind: 'refused',
      name: "my course taught by B's member",
      status: [422],
      call: () => ({
        method: 'PUT',
        url: `/api/cursos/${a.curso.id}/horario?desde=2025-03-03`,
        payload: [{ dia: 1, inicio: '11:00', fin: '11:45', asignatura: 'Arte', docente_id: b.miembro.id }],
      }),
    },
  ],
  'GET /api/calendario': [
    {
      kind: 'list',
      name: "my school's calendar",
      call: () => ({ method: 'GET', url: '/api/calendario?anio=2025' }),
      has: () => [`Suspensión ${a.tag}`],
    },
  ],
  'POST /api/calendario/suspensiones': [
    {
      kind: 'own',
      name: 'a day without classes at my school',
      status: 201,
      call: () => ({
        method: 'POST',
        url: '/api/calendario/suspensiones',
        payload: { fecha: '2025-05-14', motivo: 'Jornada de reflexión' },
      }),
    },
  ],
  'DELETE /api/calendario/suspensiones/:fecha': [
    {
      kind: 'refused',
      name: "B's suspended day",
      status: [404],
      call: () => ({ method: 'DELETE', url: `/api/calendario/suspensiones/${b.suspension}` }),
    },
  ],
  'PUT /api/calendario/subvencion': [
    {
      kind: 'own',
      name: "my school's subsidy block",
      status: 200,
      call: () => ({ method: 'PUT', url: '/api/calendario/subvencion', payload: { bloque: 2 } }),
    },
  ],
  'GET /api/clases': [
    {
      kind: 'list',
      name: 'my blocks of a day',
      call: () => ({ method: 'GET', url: `/api/clases?fecha=${a.libroFecha}` }),
      has: () => [`"id":${a.clase}`, a.curso.nombre],
    },
    {
      kind: 'list',
      name: "the day of B's blocks",
      call: () => ({ method: 'GET', url: `/api/clases?fecha=${b.libroFecha}` }),
      has: () => [],
    },
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({ method: 'GET', url: `/api/clases?fecha=${b.libroFecha}&curso_id=${x.curso}` }),
    },
  ],
  'GET /api/clases/:id': [
    {
      kind: 'list',
      name: 'my signed block',
      call: () => ({ method: 'GET', url: `/api/clases/${a.clase}` }),
      has: () => [a.alumno.nombre, `Leccionario ${a.tag}`, `Corrección ${a.tag}`],
    },
    { kind: 'foreign', name: "B's block", call: (x) => ({ method: 'GET', url: `/api/clases/${x.clase}` }) },
  ],
  'PUT /api/clases/:id/asistencia': [
    {
      kind: 'foreign',
      name: "B's block with B's student",
      call: (x) => ({
        method: 'PUT',
        url: `/api/clases/${x.clase}/asistencia`,
        payload: { registros: [{ alumno_id: x.alumno, estado: 'ausente' }] },
      }),
    },
    {
      kind: 'refused',
      name: "my block with B's student",
      status: [422],
      call: () => ({
        method: 'PUT',
        url: `/api/clases/${a.clasePendiente}/asistencia`,
        payload: { registros: [{ alumno_id: b.alumno.id, estado: 'ausente' }] },
      }),
    },
  ],
  'PUT /api/clases/:id/leccionario': [
    {
      kind: 'foreign',
      name: "B's block",
      call: (x) => ({ method: 'PUT', url: `/api/clases/${x.clase}/leccionario`, payload: { texto: 'Otro' } }),
    },
  ],
  'POST /api/clases/:id/firmar': [
    {
      kind: 'foreign',
      name: "B's block",
      call: (x) => ({ method: 'POST', url: `/api/clases/${x.clase}/firmar`, payload: { codigo: '123456' } }),
    },
  ],
  'POST /api/clases/:id/correcciones': [
    {
      kind: 'foreign',
      name: "B's block",
      call: (x) => ({
        method: 'POST',
        url: `/api/clases/${x.clase}/correcciones`,
        payload: { registros: [{ alumno_id: x.alumno, estado: 'ausente' }], motivo: 'M', codigo: '123456' },
      }),
    },
    {
      kind: 'refused',
      name: "my signed block with B's student",
      status: [422],
      call: () => ({
        method: 'POST',
        url: `/api/clases/${a.clase}/correcciones`,
        payload: { registros: [{ alumno_id: b.alumno.id, estado: 'ausente' }], motivo: 'M', codigo: '123456' },
      }),
    },
  ],
  'GET /api/correcciones': [
    {
      kind: 'list',
      name: "my school's approved corrections",
      call: () => ({ method: 'GET', url: '/api/correcciones?estado=aprobada' }),
      has: () => [`Corrección ${a.tag}`],
    },
  ],
  'POST /api/correcciones/:id/visar': [
    {
      kind: 'foreign',
      name: "B's correction",
      call: (x) => ({
        method: 'POST',
        url: `/api/correcciones/${x.correccion}/visar`,
        payload: { codigo: '123456', aprobar: true },
      }),
    },
  ],
  'GET /api/cuenta/firma': [
    {
      kind: 'list',
      name: 'my authenticator',
      call: () => ({ method: 'GET', url: '/api/cuenta/firma' }),
      has: () => ['"inscrita":true'],
    },
  ],
  'POST /api/cuenta/firma': [
    {
      kind: 'own',
      name: 'a new authenticator of mine',
      status: 201,
      call: () => ({ method: 'POST', url: '/api/cuenta/firma' }),
    },
  ],
  'POST /api/cuenta/firma/confirmar': [
    {
      kind: 'refused',
      name: 'a code that is not mine',
      status: [422],
      call: () => ({ method: 'POST', url: '/api/cuenta/firma/confirmar', payload: { codigo: '000000' } }),
    },
  ],
  'GET /api/atrasos': [
    {
      kind: 'list',
      name: 'late arrivals of my school on the day of B',
      call: () => ({ method: 'GET', url: `/api/atrasos?fecha=${b.libroFecha}` }),
      has: () => [],
    },
    {
      kind: 'list',
      name: 'late arrivals of my school in the weeks of A and B',
      call: () => ({ method: 'GET', url: '/api/atrasos?desde=2025-05-01&hasta=2025-05-31' }),
      has: () => [`Justificativo ${a.tag}`, a.alumno.nombre],
    },
  ],
  'POST /api/atrasos/justificar': [
    {
      kind: 'foreign',
      name: "B's student",
      call: (x) => ({
        method: 'POST',
        url: '/api/atrasos/justificar',
        payload: { alumno_id: x.alumno, fecha: b.libroFecha, motivo: 'Control médico' },
      }),
    },
  ],
  'GET /api/docentes': [
    {
      kind: 'list',
      name: "my school's teachers",
      call: () => ({ method: 'GET', url: '/api/docentes' }),
      has: () => [a.miembro.nombre, `"id":${a.miembro.id}`],
    },
  ],
  'GET /api/cobertura': [
    {
      kind: 'list',
      name: "my course's coverage",
      call: () => ({ method: 'GET', url: `/api/cobertura?curso_id=${a.curso.id}&asignatura=Matemática` }),
      has: () => ['MA04 OA 01'],
    },
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({ method: 'GET', url: `/api/cobertura?curso_id=${x.curso}&asignatura=Matemática` }),
    },
  ],
  'GET /api/cursos/:id/libro/:archivo': [
    {
      kind: 'list',
      name: "my course's monthly libro",
      call: () => ({ method: 'GET', url: `/api/cursos/${a.curso.id}/libro/2025-05.xlsx` }),
      has: () => [`Leccionario ${a.tag}`, a.alumno.nombre],
      binary: true,
    },
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({ method: 'GET', url: `/api/cursos/${x.curso}/libro/2025-05.docx` }),
    },
  ],
  'GET /api/cumplimiento': [
    {
      kind: 'list',
      name: "my school's compliance in B's week",
      call: () => ({ method: 'GET', url: '/api/cumplimiento?desde=2025-05-05&hasta=2025-05-09' }),
      has: () => [`"clase_id":${a.clasePendiente}`],
    },
  ],

  'GET /api/auth/me': [
    {
      kind: 'list',
      name: 'my account and school',
      call: () => ({ method: 'GET', url: '/api/auth/me' }),
      has: () => [a.school.email, a.school.colegio.nombre, a.school.colegio.codigo],
    },
  ],
  'PUT /api/usuarios/actualizar': [
    {
      kind: 'refused',
      name: "another school's user email",
      status: [409],
      call: () => ({
        method: 'PUT',
        url: '/api/usuarios/actualizar',
        payload: { nombre: 'Nombre Nuevo', email: b.school.email },
      }),
    },
    {
      kind: 'own',
      name: 'my own profile',
      status: 200,
      call: () => ({
        method: 'PUT',
        url: '/api/usuarios/actualizar',
        payload: { nombre: 'Usuaria Alfa Renombrada', email: a.school.email },
      }),
    },
  ],
  'POST /api/auth/reset-password': [
    {
      kind: 'refused',
      name: "another school's password as the current one",
      status: [400],
      call: async () => {
        // B's current password is not A's: give B a different one first.
        const res = await request(b.school, {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { old_password: testPassword, new_password: 'clave-de-beta-2026' },
        })
        expect(res.statusCode).toBe(200)
        // A password change ends B's other sessions and gives this one a new token.
        b.school.headers.authorization = `Bearer ${passwordChanged.parse(JSON.parse(res.body)).access_token}`
        return {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { old_password: 'clave-de-beta-2026', new_password: 'otra-clave-segura' },
        }
      },
    },
    {
      kind: 'own',
      name: 'my own password',
      status: 200,
      call: () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { old_password: testPassword, new_password: 'clave-nueva-de-alfa' },
      }),
      verify: async (body) => {
        // Checked on the stored hash: signing B in would add a line to B's audit trail.
        const [row] = await t.db.select().from(schema.usuarios).where(eq(schema.usuarios.id, b.school.user.id))
        expect(await verifyPassword(row!.passwordHash, 'clave-de-beta-2026'), 'B keeps its own password').toBe(true)
        // A's session goes on with the token of the change.
        a.school.headers.authorization = `Bearer ${passwordChanged.parse(JSON.parse(body)).access_token}`
      },
    },
  ],
  'GET /api/evaluaciones/status': [
    {
      kind: 'list',
      name: 'my quota',
      call: () => ({ method: 'GET', url: '/api/evaluaciones/status' }),
      has: () => [],
    },
    {
      kind: 'own',
      name: "counts my evaluations, not B's",
      status: 200,
      call: async () => {
        // B spends one more than A, so a status that mixed users up would show it.
        await t.app.quota.spend(b.school.user.id)
        return { method: 'GET', url: '/api/evaluaciones/status' }
      },
      verify: async (body) => {
        const status = evaluacionesStatus.parse(JSON.parse(body))
        expect(status.usadas).toBe((await t.app.quota.status(a.school.user.id)).usadas)
        expect(status.usadas).not.toBe((await t.app.quota.status(b.school.user.id)).usadas)
      },
    },
  ],
  'POST /api/evaluaciones/comprar-extra': [
    {
      kind: 'own',
      name: 'a checkout of my own',
      status: 200,
      call: () => ({ method: 'POST', url: '/api/evaluaciones/comprar-extra' }),
      verify: async (body) => {
        const id = new URL(checkoutResponse.parse(JSON.parse(body)).checkout_url, 'http://x').searchParams.get('id')!
        const row = await t.db.query.sandboxCheckouts.findFirst({ where: eq(schema.sandboxCheckouts.id, id) })
        expect(row?.usuarioId).toBe(a.school.user.id)
      },
    },
  ],
  'POST /api/evaluaciones/agregar-extra': [
    {
      // The payment is the provider's record, checked as "this user's": another user's payment answers 403.
      kind: 'refused',
      name: "B's approved payment",
      status: [403, 404],
      call: () => ({
        method: 'POST',
        url: '/api/evaluaciones/agregar-extra',
        payload: { cantidad: 1, payment_id: b.paymentId },
      }),
    },
  ],
  'GET /api/cursos/': [
    {
      kind: 'list',
      name: 'my courses',
      call: () => ({ method: 'GET', url: '/api/cursos/' }),
      has: () => [a.curso.nombre],
    },
  ],
  'POST /api/cursos/': [
    {
      kind: 'own',
      name: "a course named like B's (names are unique per school)",
      status: 201,
      call: () => ({ method: 'POST', url: '/api/cursos/', payload: { nombre: b.curso.nombre, nivel: '5° Básico' } }),
      echo: () => [b.curso.nombre],
    },
  ],
  'GET /api/cursos/:id': [
    {
      kind: 'list',
      name: 'my course',
      call: () => ({ method: 'GET', url: `/api/cursos/${a.curso.id}` }),
      has: () => [a.curso.nombre, a.alumno.nombre],
    },
    { kind: 'foreign', name: "B's course", call: (x) => ({ method: 'GET', url: `/api/cursos/${x.curso}` }) },
  ],
  'GET /api/alumnos/': [
    {
      kind: 'list',
      name: 'my students',
      call: () => ({ method: 'GET', url: '/api/alumnos/' }),
      has: () => [a.alumno.nombre],
    },
    {
      kind: 'list',
      name: "searching B's student by name",
      call: () => ({ method: 'GET', url: `/api/alumnos/?q=${encodeURIComponent(b.alumno.nombre)}` }),
      has: () => [],
    },
    {
      kind: 'list',
      name: "searching B's student by RUT",
      call: () => ({ method: 'GET', url: `/api/alumnos/?q=${encodeURIComponent(b.alumno.rut)}` }),
      has: () => [],
    },
    {
      kind: 'foreign',
      name: "B's course as the filter",
      call: (x) => ({ method: 'GET', url: `/api/alumnos/?curso_id=${x.curso}` }),
    },
  ],
  'POST /api/alumnos': [
    {
      kind: 'foreign',
      name: "a student in B's course",
      call: (x) => ({
        method: 'POST',
        url: '/api/alumnos',
        payload: { nombre: 'Alumno Nuevo', rut: freshRut(), curso_id: x.curso },
      }),
    },
    {
      kind: 'own',
      name: "a student with B's student's RUT (RUTs are unique per school)",
      status: 201,
      call: () => ({
        method: 'POST',
        url: '/api/alumnos',
        payload: { nombre: 'Alumno Alfa Dos', rut: b.alumno.rut, curso_id: a.curso.id },
      }),
      echo: rutEcho,
    },
  ],
  'GET /api/alumnos/plantilla.xlsx': [
    {
      kind: 'list',
      name: 'the import template lists my courses',
      call: () => ({ method: 'GET', url: '/api/alumnos/plantilla.xlsx' }),
      has: () => [a.curso.nombre, a.school.colegio.nombre],
      binary: true,
    },
  ],
  'POST /api/alumnos/upload-excel': [
    {
      kind: 'refused',
      name: "a row in B's course",
      status: [422],
      call: async () => ({
        method: 'POST',
        url: '/api/alumnos/upload-excel',
        form: await importForm([['Alumno Importado', freshRut(), b.curso.nombre]]),
      }),
      echo: () => [b.curso.nombre],
    },
    {
      kind: 'own',
      name: "a row with B's student's RUT goes to my school",
      status: 200,
      call: async () => ({
        method: 'POST',
        url: '/api/alumnos/upload-excel',
        form: await importForm([['Alumno Alfa Importado', b.alumno.rut, a.curso.nombre]]),
      }),
      verify: async (body) => {
        importResult.parse(JSON.parse(body))
        const rows = await t.db.query.alumnos.findMany({ where: eq(schema.alumnos.rut, b.alumno.rut) })
        expect(rows.map((r) => [r.colegioId, r.nombre]).sort()).toEqual(
          [
            [a.school.colegio.id, 'Alumno Alfa Importado'],
            [b.school.colegio.id, b.alumno.nombre],
          ].sort(),
        )
      },
    },
  ],
  'GET /api/alumnos/:id': [
    {
      kind: 'list',
      name: 'my student',
      call: () => ({ method: 'GET', url: `/api/alumnos/${a.alumno.id}` }),
      has: () => [a.alumno.nombre],
    },
    { kind: 'foreign', name: "B's student", call: (x) => ({ method: 'GET', url: `/api/alumnos/${x.alumno}` }) },
  ],
  'PUT /api/alumnos/:id': [
    {
      kind: 'foreign',
      name: "B's student",
      call: (x) => ({
        method: 'PUT',
        url: `/api/alumnos/${x.alumno}`,
        payload: { nombre: 'Cambiado', rut: freshRut(), curso_id: a.curso.id },
      }),
    },
    {
      kind: 'foreign',
      name: "my student moved to B's course",
      call: (x) => ({
        method: 'PUT',
        url: `/api/alumnos/${a.alumno.id}`,
        payload: { nombre: a.alumno.nombre, rut: a.alumno.rut, curso_id: x.curso },
      }),
    },
  ],
  'GET /api/asistencia/curso/:id/fecha/:date': [
    {
      kind: 'list',
      name: "my course's day",
      call: () => ({ method: 'GET', url: `/api/asistencia/curso/${a.curso.id}/fecha/${a.fecha}` }),
      has: () => [`"alumno_id":${a.alumno.id}`],
    },
    {
      kind: 'foreign',
      name: "B's course on the day B took attendance",
      call: (x) => ({ method: 'GET', url: `/api/asistencia/curso/${x.curso}/fecha/${b.fecha}` }),
    },
  ],
  'POST /api/asistencia/curso/:id': [
    {
      kind: 'foreign',
      name: "B's course with B's student",
      call: (x) => ({
        method: 'POST',
        url: `/api/asistencia/curso/${x.curso}`,
        payload: { fecha: b.fecha, registros: [{ alumno_id: x.alumno, presente: false }] },
      }),
    },
    {
      kind: 'refused',
      name: "my course with B's student",
      status: [404, 422],
      call: () => ({
        method: 'POST',
        url: `/api/asistencia/curso/${a.curso.id}`,
        payload: { fecha: b.fecha, registros: [{ alumno_id: b.alumno.id, presente: false }] },
      }),
    },
  ],
  'GET /api/asistencia/alumno/:id': [
    {
      kind: 'list',
      name: 'my student',
      call: () => ({ method: 'GET', url: `/api/asistencia/alumno/${a.alumno.id}` }),
      has: () => [a.fecha, a.curso.nombre],
    },
    {
      kind: 'foreign',
      name: "B's student",
      call: (x) => ({ method: 'GET', url: `/api/asistencia/alumno/${x.alumno}` }),
    },
  ],
  'GET /api/asistencia/curso/:id/mes/:archivo': [
    {
      kind: 'list',
      name: "my course's monthly sheet",
      call: () => ({ method: 'GET', url: `/api/asistencia/curso/${a.curso.id}/mes/${sheetMonth(a.fecha)}` }),
      has: () => [a.alumno.nombre, a.school.colegio.nombre],
      binary: true,
    },
    {
      kind: 'foreign',
      name: "B's course's monthly sheet",
      call: (x) => ({ method: 'GET', url: `/api/asistencia/curso/${x.curso}/mes/${sheetMonth(b.fecha)}` }),
    },
  ],
  'GET /api/asistencia/curso/:id/resumen': [
    {
      kind: 'list',
      name: "my course's summary",
      call: () => ({
        method: 'GET',
        url: `/api/asistencia/curso/${a.curso.id}/resumen?desde=2025-01-01&hasta=2025-12-31`,
      }),
      has: () => [a.alumno.nombre, '"presentes":1'],
    },
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({
        method: 'GET',
        url: `/api/asistencia/curso/${x.curso}/resumen?desde=2025-01-01&hasta=2025-12-31`,
      }),
    },
  ],
  'GET /api/asistencia/riesgo': [
    {
      kind: 'list',
      name: 'my students at risk this year',
      call: () => ({ method: 'GET', url: '/api/asistencia/riesgo?periodo=anio' }),
      has: () => [],
    },
  ],
  'GET /api/asistencia/curso/:id/mensual': [
    {
      kind: 'list',
      name: "my course's months",
      call: () => ({ method: 'GET', url: `/api/asistencia/curso/${a.curso.id}/mensual?anio=2025` }),
      has: () => ['"mes":6'],
    },
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({ method: 'GET', url: `/api/asistencia/curso/${x.curso}/mensual?anio=2025` }),
    },
  ],
  'GET /api/asistencia/alumno/:id/mensual': [
    {
      kind: 'list',
      name: "my student's months",
      call: () => ({ method: 'GET', url: `/api/asistencia/alumno/${a.alumno.id}/mensual?anio=2025` }),
      has: () => ['"mes":6'],
    },
    {
      kind: 'foreign',
      name: "B's student",
      call: (x) => ({ method: 'GET', url: `/api/asistencia/alumno/${x.alumno}/mensual?anio=2025` }),
    },
  ],
  'POST /api/asistencia/curso/:id/avisar': [
    {
      kind: 'foreign',
      name: "B's course on B's day",
      call: (x) => ({ method: 'POST', url: `/api/asistencia/curso/${x.curso}/avisar`, payload: { fecha: b.fecha } }),
    },
  ],
  'POST /api/reuniones/:id/enviar': [
    {
      kind: 'foreign',
      name: "B's meeting",
      call: (x) => ({ method: 'POST', url: `/api/reuniones/${x.reunion}/enviar` }),
    },
  ],
  'POST /api/apoderados/mensajes': [
    {
      kind: 'foreign',
      name: "B's student's guardian",
      call: (x) => ({
        method: 'POST',
        url: '/api/apoderados/mensajes',
        payload: { alumno_id: x.alumno, asunto: 'Hola', cuerpo: 'Texto' },
      }),
    },
  ],
  'GET /api/apoderados/mensajes': [
    {
      kind: 'list',
      name: "my student's messages",
      call: () => ({ method: 'GET', url: `/api/apoderados/mensajes?alumno_id=${a.alumno.id}` }),
      has: () => [`Asunto ${a.tag}`],
    },
    {
      kind: 'foreign',
      name: "B's student's messages",
      call: (x) => ({ method: 'GET', url: `/api/apoderados/mensajes?alumno_id=${x.alumno}` }),
    },
  ],
  'POST /api/calificaciones/evaluaciones': [
    {
      kind: 'foreign',
      name: "an evaluation in B's course",
      call: (x) => ({
        method: 'POST',
        url: '/api/calificaciones/evaluaciones',
        payload: { curso_id: x.curso, asignatura: 'Historia', nombre: 'Prueba', fecha: '2025-06-04', ponderacion: 20 },
      }),
    },
  ],
  'PUT /api/calificaciones/evaluaciones/:id': [
    {
      kind: 'foreign',
      name: "B's evaluation",
      call: (x) => ({
        method: 'PUT',
        url: `/api/calificaciones/evaluaciones/${x.evaluacion}`,
        payload: { asignatura: 'Historia', nombre: 'Cambiada', fecha: '2025-06-04', ponderacion: 20 },
      }),
    },
  ],
  'DELETE /api/calificaciones/evaluaciones/:id': [
    {
      kind: 'foreign',
      name: "B's evaluation, confirmed",
      call: (x) => ({ method: 'DELETE', url: `/api/calificaciones/evaluaciones/${x.evaluacion}?confirmar=true` }),
    },
  ],
  'PUT /api/calificaciones/evaluaciones/:id/notas': [
    {
      kind: 'foreign',
      name: "B's evaluation with B's student",
      call: (x) => ({
        method: 'PUT',
        url: `/api/calificaciones/evaluaciones/${x.evaluacion}/notas`,
        payload: { notas: [{ alumno_id: x.alumno, nota: 1 }] },
      }),
    },
    {
      kind: 'foreign',
      name: "B's student in my evaluation",
      call: (x) => ({
        method: 'PUT',
        url: `/api/calificaciones/evaluaciones/${a.evaluacion}/notas`,
        payload: { notas: [{ alumno_id: x.alumno, nota: 1 }] },
      }),
    },
  ],
  'GET /api/calificaciones/curso/:id': [
    {
      kind: 'list',
      name: "my course's grid",
      call: () => ({
        method: 'GET',
        url: `/api/calificaciones/curso/${a.curso.id}?asignatura=${encodeURIComponent(`Asignatura ${a.tag}`)}`,
      }),
      has: () => [`Evaluación ${a.tag}`, a.alumno.nombre],
    },
    {
      kind: 'foreign',
      name: "B's course with B's subject",
      call: (x) => ({
        method: 'GET',
        url: `/api/calificaciones/curso/${x.curso}?asignatura=${encodeURIComponent(`Asignatura ${b.tag}`)}`,
      }),
    },
  ],
  'GET /api/calificaciones/curso/:id/asignaturas': [
    {
      kind: 'list',
      name: "my course's subjects",
      call: () => ({ method: 'GET', url: `/api/calificaciones/curso/${a.curso.id}/asignaturas` }),
      has: () => [`Asignatura ${a.tag}`],
    },
    {
      kind: 'foreign',
      name: "B's course",
      call: (x) => ({ method: 'GET', url: `/api/calificaciones/curso/${x.curso}/asignaturas` }),
    },
  ],
  'GET /api/calificaciones/curso/:id/excel': [
    {
      kind: 'list',
      name: "my course's grade sheet",
      call: () => ({
        method: 'GET',
        url: `/api/calificaciones/curso/${a.curso.id}/excel?asignatura=${encodeURIComponent(`Asignatura ${a.tag}`)}`,
      }),
      has: () => [a.alumno.nombre, `Evaluación ${a.tag}`],
      binary: true,
    },
    {
      kind: 'foreign',
      name: "B's course's grade sheet",
      call: (x) => ({
        method: 'GET',
        url: `/api/calificaciones/curso/${x.curso}/excel?asignatura=${encodeURIComponent(`Asignatura ${b.tag}`)}`,
      }),
    },
  ],
  'POST /api/calificaciones/curso/:id/excel': [
    {
      kind: 'foreign',
      name: "a grade sheet into B's course",
      call: async (x) => ({
        method: 'POST',
        url: `/api/calificaciones/curso/${x.curso}/excel?asignatura=Historia`,
        form: await importForm([['Alumno', freshRut(), 'Curso']]),
      }),
    },
  ],
  'GET /api/calificaciones/alumno/:id': [
    {
      kind: 'list',
      name: "my student's grades",
      call: () => ({ method: 'GET', url: `/api/calificaciones/alumno/${a.alumno.id}` }),
      has: () => [`Evaluación ${a.tag}`, '"promedio_general":6.3'],
    },
    {
      kind: 'foreign',
      name: "B's student",
      call: (x) => ({ method: 'GET', url: `/api/calificaciones/alumno/${x.alumno}` }),
    },
  ],
  'GET /api/calificaciones/alumno/:id/informe': [
    {
      kind: 'foreign',
      name: "B's student's report",
      call: (x) => ({ method: 'GET', url: `/api/calificaciones/alumno/${x.alumno}/informe` }),
    },
    {
      kind: 'own',
      name: "my student's report, with my school in its header",
      status: 200,
      call: () => ({ method: 'GET', url: `/api/calificaciones/alumno/${a.alumno.id}/informe` }),
      verify: (body) => expectOwnDocx(generatedDocument.parse(JSON.parse(body)).gcs_url),
    },
  ],
  'GET /api/reuniones': [
    {
      kind: 'list',
      name: 'my meetings',
      call: () => ({ method: 'GET', url: '/api/reuniones' }),
      has: () => [a.alumno.nombre, `"id":${a.reunion}`],
    },
    {
      kind: 'foreign',
      name: "meetings of B's student",
      call: (x) => ({ method: 'GET', url: `/api/reuniones?alumno_id=${x.alumno}` }),
    },
  ],
  'POST /api/reuniones': [
    {
      kind: 'foreign',
      name: "a meeting with B's student",
      call: (x) => ({
        method: 'POST',
        url: '/api/reuniones',
        payload: { alumno_id: x.alumno, fecha: '2025-06-04', motivo: 'M', observaciones: 'O', resultado: 'R' },
      }),
    },
  ],
  'GET /api/colegio/exportar': [
    {
      kind: 'list',
      name: 'my whole school (datos.json inside the zip)',
      binary: true,
      call: () => ({ method: 'GET', url: '/api/colegio/exportar' }),
      has: () => [a.alumno.nombre, a.curso.nombre, `Evaluación ${a.tag}`],
    },
  ],
  'GET /api/colegio/respaldos': [
    {
      kind: 'own',
      name: "this server's last backup",
      status: 200,
      call: () => ({ method: 'GET', url: '/api/colegio/respaldos' }),
    },
  ],
  'GET /api/solicitudes/': [
    {
      kind: 'list',
      name: 'my requests',
      call: () => ({ method: 'GET', url: '/api/solicitudes/' }),
      has: () => [`"id":${a.solicitud}`],
    },
  ],
  'POST /api/solicitudes/': [
    {
      kind: 'own',
      name: 'a request of my own',
      status: 201,
      call: () => ({
        method: 'POST',
        url: '/api/solicitudes/',
        payload: { titulo: 'Otra solicitud', tipo: 'solicitud_materiales', descripcion: 'Algo' },
      }),
    },
  ],
  'GET /api/solicitudes/:id': [
    {
      kind: 'list',
      name: 'my request',
      call: () => ({ method: 'GET', url: `/api/solicitudes/${a.solicitud}` }),
      has: () => [a.school.email],
    },
    { kind: 'foreign', name: "B's request", call: (x) => ({ method: 'GET', url: `/api/solicitudes/${x.solicitud}` }) },
  ],
  'POST /api/solicitudes/:id/responder': [
    {
      kind: 'foreign',
      name: "a reply to B's request",
      call: (x) => ({
        method: 'POST',
        url: `/api/solicitudes/${x.solicitud}/responder`,
        payload: { contenido: 'Respuesta ajena', estado: 'resuelta' },
      }),
    },
  ],
  'GET /api/documents': [
    {
      kind: 'list',
      name: 'my documents',
      call: () => ({ method: 'GET', url: '/api/documents' }),
      has: () => [`Matemática ${a.tag}`],
    },
  ],
  'GET /api/documentos/:id': [
    {
      kind: 'list',
      name: 'my document and its content',
      call: () => ({ method: 'GET', url: `/api/documentos/${a.documento}` }),
      has: () => [`Matemática ${a.tag}`, '"version":2'],
    },
    { kind: 'foreign', name: "B's document", call: (x) => ({ method: 'GET', url: `/api/documentos/${x.documento}` }) },
  ],
  'PUT /api/documentos/:id': [
    {
      kind: 'foreign',
      name: "B's document, with a valid content",
      call: async (x) => ({
        method: 'PUT',
        url: `/api/documentos/${x.documento}`,
        payload: { contenido: await contentOfA() },
      }),
    },
    {
      kind: 'own',
      name: 'my document, as a new version',
      status: 200,
      call: async () => ({
        method: 'PUT',
        url: `/api/documentos/${a.documento}`,
        payload: { contenido: await contentOfA() },
      }),
      verify: (body) => {
        expect(documentoSaved.parse(JSON.parse(body))).toMatchObject({ id: a.documento, version: 3 })
      },
    },
  ],
  'POST /api/documentos/:id/regenerar': [
    {
      kind: 'foreign',
      name: "an element of B's document",
      call: (x) => ({
        method: 'POST',
        url: `/api/documentos/${x.documento}/regenerar`,
        payload: { ruta: '/secciones/0/preguntas/0' },
      }),
    },
    {
      kind: 'foreign',
      name: "B's document, with my content in the body",
      call: async (x) => ({
        method: 'POST',
        url: `/api/documentos/${x.documento}/regenerar`,
        payload: { ruta: '/secciones/0/preguntas/0', contenido: await contentOfA() },
      }),
    },
    {
      kind: 'own',
      name: 'an element of my document',
      status: 200,
      call: () => ({
        method: 'POST',
        url: `/api/documentos/${a.documento}/regenerar`,
        payload: { ruta: '/secciones/0/preguntas/1' },
      }),
    },
  ],
  'GET /api/documentos/:id/versiones': [
    {
      kind: 'list',
      name: "my document's versions",
      call: () => ({ method: 'GET', url: `/api/documentos/${a.documento}/versiones` }),
      has: () => ['"version":2', '"version":1', `/api/files/${a.school.colegio.id}/`],
    },
    {
      kind: 'foreign',
      name: "B's document's versions",
      call: (x) => ({ method: 'GET', url: `/api/documentos/${x.documento}/versiones` }),
    },
  ],
  'GET /api/curriculo': [
    {
      // The catalogue is the same for every school: the answer carries no school's data.
      kind: 'list',
      name: 'the OA of a level and subject',
      call: () => ({
        method: 'GET',
        url: `/api/curriculo?nivel=${encodeURIComponent('5° Básico')}&asignatura=Matemática`,
      }),
      has: () => ['MA05 OA 07'],
    },
  ],
  'GET /api/curriculo/resolver': [
    {
      // The catalogue is the same for every school: the answer carries no school's data.
      kind: 'list',
      name: 'the OA a typed objective resolves to',
      call: () => ({
        method: 'GET',
        url: `/api/curriculo/resolver?nivel=${encodeURIComponent('7° Básico')}&asignatura=Matemática&texto=porcentajes`,
      }),
      has: () => ['MA07 OA 04'],
    },
  ],
  'POST /api/generar-documento/': [
    {
      kind: 'own',
      name: 'a document with my school in its header',
      status: 200,
      call: () => ({ method: 'POST', url: '/api/generar-documento/', payload: sampleAiRequests.rubrica }),
      verify: (body) => expectOwnDocx(generatedDocument.parse(JSON.parse(body)).gcs_url),
    },
  ],
  'POST /api/informes-pie/generar-word': [
    {
      kind: 'own',
      name: "a report with B's student's RUT is not linked to B's student",
      status: 200,
      call: () => ({
        method: 'POST',
        url: '/api/informes-pie/generar-word',
        payload: { ...samplePieReport, nombre_alumno: 'Estudiante de Alfa', rut_alumno: b.alumno.rut },
      }),
      echo: rutEcho,
      verify: async (body) => {
        await expectOwnDocx(generatedDocument.parse(JSON.parse(body)).gcs_url, rutEcho())
        const rows = await t.db.query.informesPie.findMany({
          where: eq(schema.informesPie.colegioId, a.school.colegio.id),
        })
        const report = rows.find((r) => (r.datos as { nombre_alumno?: string }).nombre_alumno === 'Estudiante de Alfa')
        // A has a student with that RUT by now (created above): the report is linked to it, never to B's.
        const mine = await t.db.query.alumnos.findFirst({
          where: and(eq(schema.alumnos.colegioId, a.school.colegio.id), eq(schema.alumnos.rut, b.alumno.rut)),
        })
        expect(mine).toBeDefined()
        expect(report?.alumnoId).toBe(mine?.id)
      },
    },
  ],
  'GET /api/informes-pie': [
    {
      kind: 'list',
      name: "my student's reports",
      call: () => ({ method: 'GET', url: `/api/informes-pie?alumno_id=${a.alumno.id}` }),
      has: () => [`Estudiante PIE ${a.tag}`],
    },
    {
      kind: 'foreign',
      name: "B's student's reports",
      call: (x) => ({ method: 'GET', url: `/api/informes-pie?alumno_id=${x.alumno}` }),
    },
  ],
  'POST /api/paes/generar-word': [
    {
      kind: 'own',
      name: 'a PAES test with my school in its header',
      status: 200,
      call: () => ({
        method: 'POST',
        url: '/api/paes/generar-word',
        payload: { asignatura: 'Matemática', nivel: '2° Medio', cantidad: 3 },
      }),
      verify: (body) => expectOwnDocx(generatedDocument.parse(JSON.parse(body)).gcs_url),
    },
  ],
  'POST /api/simce/generar-word': [
    {
      kind: 'own',
      name: 'a SIMCE test with my school in its header',
      status: 200,
      call: () => ({
        method: 'POST',
        url: '/api/simce/generar-word',
        payload: { asignatura: 'Lenguaje', nivel: '4° Básico', cantidad: 3 },
      }),
      verify: (body) => expectOwnDocx(generatedDocument.parse(JSON.parse(body)).gcs_url),
    },
  ],
  'GET /api/miembros': [
    {
      kind: 'list',
      name: "my school's members",
      call: () => ({ method: 'GET', url: '/api/miembros' }),
      has: () => [a.miembro.nombre, a.school.email],
    },
  ],
  'PUT /api/miembros/:id': [
    {
      kind: 'foreign',
      name: "B's member",
      call: (x) => ({ method: 'PUT', url: `/api/miembros/${x.miembro}`, payload: { estado: 'suspendido' } }),
    },
    {
      kind: 'refused',
      name: "my docente assigned to B's course",
      status: [404],
      call: () => ({ method: 'PUT', url: `/api/miembros/${a.miembro.id}`, payload: { curso_ids: [b.curso.id] } }),
    },
    {
      kind: 'own',
      name: 'my docente, given my course again',
      status: 200,
      call: () => ({ method: 'PUT', url: `/api/miembros/${a.miembro.id}`, payload: { curso_ids: [a.curso.id] } }),
      verify: (body) => expect(miembro.parse(JSON.parse(body)).curso_ids).toEqual([a.curso.id]),
    },
  ],
  'DELETE /api/miembros/:id': [
    { kind: 'foreign', name: "B's member", call: (x) => ({ method: 'DELETE', url: `/api/miembros/${x.miembro}` }) },
  ],
  'POST /api/colegio/codigo': [
    {
      kind: 'own',
      name: "my school's code, not B's",
      status: 200,
      call: () => ({ method: 'POST', url: '/api/colegio/codigo' }),
      verify: async (body) => {
        const { codigo } = codigoColegio.parse(JSON.parse(body))
        const [row] = await t.db.select().from(schema.colegios).where(eq(schema.colegios.id, a.school.colegio.id))
        expect(row!.codigo).toBe(codigo)
      },
    },
  ],
  'GET /api/auditoria': [
    {
      kind: 'list',
      name: "my school's audit trail",
      call: () => ({ method: 'GET', url: '/api/auditoria' }),
      has: () => [a.school.email],
    },
    {
      kind: 'list',
      name: "my school's trail filtered by B's student: nothing of B",
      call: () => ({ method: 'GET', url: `/api/auditoria?alumno_id=${b.alumno.id}` }),
      has: () => ['[]'],
    },
  ],
  'GET /api/alumnos/:id/datos': [
    {
      kind: 'list',
      name: 'everything about my student',
      call: () => ({ method: 'GET', url: `/api/alumnos/${a.alumno.id}/datos` }),
      has: () => [a.alumno.nombre, `Estudiante PIE ${a.tag}`, `Motivo ${a.tag}`, `Asunto ${a.tag}`],
    },
    {
      kind: 'foreign',
      name: "B's student",
      call: (x) => ({ method: 'GET', url: `/api/alumnos/${x.alumno}/datos` }),
    },
  ],
  'DELETE /api/alumnos/:id': [
    { kind: 'foreign', name: "B's student", call: (x) => ({ method: 'DELETE', url: `/api/alumnos/${x.alumno}` }) },
  ],
  // Last but one: it ends the session A used for everything above (A signs in again, B's sessions go on).
  'POST /api/auth/logout': [
    {
      kind: 'own',
      name: 'this session of mine, none of B',
      status: 204,
      call: () => ({ method: 'POST', url: '/api/auth/logout' }),
      verify: async () => {
        expect((await request(a.school, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401)
        expect((await request(b.school, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200)
        // A's password was changed above (POST /api/auth/reset-password).
        a.school.headers.authorization = `Bearer ${await login(t.app, a.school.email, 'clave-nueva-de-alfa')}`
      },
    },
  ],
  // Last: it ends the session A used for everything above (A signs in again, B's sessions go on).
  'POST /api/auth/cerrar-sesiones': [
    {
      kind: 'own',
      name: 'every session of mine, none of B',
      status: 204,
      call: () => ({ method: 'POST', url: '/api/auth/cerrar-sesiones' }),
      verify: async () => {
        expect((await request(a.school, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401)
        expect((await request(b.school, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200)
        // A's password was changed above (POST /api/auth/reset-password).
        a.school.headers.authorization = `Bearer ${await login(t.app, a.school.email, 'clave-nueva-de-alfa')}`
      },
    },
  ],
}

/** Public routes answer without a token; each is named here so that a new one gets a look. */
const publicRoutes = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/usuarios/',
  'GET /api/colegios/:codigo',
  'GET /api/planes',
  'GET /api/colegios/plan/:preapproval_id',
  'POST /api/colegios/',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password-link',
  'GET /api/files/:colegio/:file',
  'POST /api/pagos/webhook',
])

async function expectOwnDocx(url: string, echo: string[] = []) {
  const res = await download(t.app, url)
  expect(res.statusCode).toBe(200)
  const text = zipText(res.rawPayload)
  expect(text).toContain(a.school.colegio.nombre)
  expect(leaks(text, echo)).toEqual([])
}

/** B's texts found in a body, except the ones A sent itself. */
function leaks(body: string, echo: string[] = []) {
  return b.markers.filter((m) => !echo.includes(m) && body.includes(m))
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pizarra-tenancy-'))
  t = await createTestApp({}, { DATA_DIR: dataDir })
  a = await populate('Alfa')
  b = await populate('Beta')
}, 60_000)
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`

// Before the matrix: its writes give A a student with B's student's RUT, on purpose.
describe('downloads across schools', () => {
  it("A's documents list signs only A's files, and B's files are stored under B", async () => {
    const res = await request(a.school, { method: 'GET', url: '/api/documents' })
    const docs = parse(documentList, res.body)
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      expect(new URL(doc.gcs_url).pathname).toMatch(new RegExp(`^/api/files/${a.school.colegio.id}/[0-9a-f-]+\\.docx$`))
    }
    expect(new URL(b.documentUrl).pathname).toMatch(new RegExp(`^/api/files/${b.school.colegio.id}/`))
  })

  it("a signed link of A's cannot be turned into one for B's file", async () => {
    const own = new URL(a.documentUrl)
    const theirs = new URL(b.documentUrl)
    expect((await download(t.app, own.toString())).statusCode).toBe(200)
    // B's path with A's signature, expiry and name.
    const swapped = `${own.origin}${theirs.pathname}${own.search}`
    const res = await download(t.app, swapped)
    expect(res.statusCode).toBe(403)
    expect(detailOf(res.body)).toBe('El enlace de descarga no es válido.')
    // A's file name under B's school folder.
    const moved = `${own.origin}/api/files/${b.school.colegio.id}/${own.pathname.split('/').pop()}${own.search}`
    expect((await download(t.app, moved)).statusCode).toBe(403)
  })

  it("A's monthly sheet and template show none of B's students or courses, even with B's days", async () => {
    const sheet = await request(a.school, {
      method: 'GET',
      url: `/api/asistencia/curso/${a.curso.id}/mes/${sheetMonth(b.fecha)}`,
    })
    expect(sheet.statusCode).toBe(200)
    const text = zipText(sheet.rawPayload)
    expect(text).toContain(a.alumno.nombre)
    expect(leaks(text)).toEqual([])
  })
})

describe('the tenancy matrix', () => {
  it('knows how to call every protected route, and every public route is a known one', () => {
    const routes = t.app.apiRoutes
    const protectedRoutes = routes.filter((r) => !r.public).map(key)
    expect(protectedRoutes.length).toBeGreaterThan(20)
    expect(Object.keys(matrix).sort()).toEqual([...new Set(protectedRoutes)].sort())
    for (const cases of Object.values(matrix)) expect(cases.length).toBeGreaterThan(0)
    // A route with an id in its path is tried with B's id.
    const withoutForeign = Object.entries(matrix).filter(
      ([route, cases]) => /\/:(?!date\b|archivo\b|fecha\b)/.test(route) && !cases.some((c) => c.kind === 'foreign'),
    )
    expect(withoutForeign.map(([route]) => route)).toEqual([])
    expect(routes.filter((r) => r.public && !publicRoutes.has(key(r))).map(key)).toEqual([])
  })

  it("knows which school every row of every table belongs to, and the fixtures' markers are B's only", async () => {
    expect(tableNames.filter((name) => !ownedBy[name])).toEqual([])
    expect(b.markers.filter((m) => a.markers.some((n) => n.includes(m) || m.includes(n)))).toEqual([])
    // Each school owns rows in every table it can: the slices are not empty.
    const slice = await schoolRows(b.school.colegio.id)
    for (const line of slice.split('\n')) {
      const [name, n] = line.split(':')
      // B signs out of no session before the cases run.
      if (name === 'pagos_usados' || name === 'reset_tokens' || name === 'sesiones_cerradas') continue
      expect(Number(n), `B has rows in ${name}`).toBeGreaterThan(0)
    }
  })

  // Reads and refusals first: they must change nothing, so A's lists stay free of anything B-like.
  for (const phase of ['reads and refusals', 'writes to my own school'] as const) {
    describe(phase, () => {
      for (const [route, cases] of Object.entries(matrix)) {
        const selected = cases.filter((c) => (c.kind === 'own') === (phase === 'writes to my own school'))
        for (const c of selected) {
          it(`${route}: ${c.kind} — ${c.name}`, () => runCase(route, c))
        }
      }
    })
  }
})

async function runCase(route: string, c: Case) {
  const call = c.kind === 'foreign' ? await c.call(targetOf(b)) : await c.call()
  expect(matchesRoute(route, call), `${key(call)} is ${route}`).toBe(true)
  const before = await fingerprint()
  const beforeB = await schoolRows(b.school.colegio.id)
  const res = await request(a.school, call)
  const label = `${key(call)} → ${res.statusCode} ${res.body.slice(0, 300)}`
  const text = c.kind === 'list' && c.binary && res.statusCode === 200 ? zipText(res.rawPayload) : res.body
  expect(leaks(text, c.kind === 'own' || c.kind === 'refused' ? (c.echo?.() ?? []) : []), label).toEqual([])

  switch (c.kind) {
    case 'list': {
      expect(res.statusCode, label).toBe(200)
      for (const mine of c.has()) expect(text, `A's own ${mine} is in the answer`).toContain(mine)
      break
    }
    case 'foreign': {
      expect(res.statusCode, label).toBe(404)
      detailOf(res.body)
      const never = await request(a.school, await c.call(missing))
      expect({ status: res.statusCode, body: res.body }, "B's id answers like an id that never existed").toEqual({
        status: never.statusCode,
        body: never.body,
      })
      expect(await fingerprint(), `${label} changed the database`).toBe(before)
      break
    }
    case 'refused': {
      expect(c.status, label).toContain(res.statusCode)
      detailOf(res.body)
      expect(await fingerprint(), `${label} changed the database`).toBe(before)
      break
    }
    case 'own': {
      expect(res.statusCode, label).toBe(c.status)
      await c.verify?.(res.body)
      break
    }
  }
  expect(await schoolRows(b.school.colegio.id), `${label} changed B's records`).toBe(beforeB)
}

/** True when the call's path is an instance of the route's pattern. */
function matchesRoute(route: string, call: Call) {
  const [method, pattern] = route.split(' ') as [string, string]
  const regex = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/:[a-z_]+/g, '[^/]+')}$`)
  return method === call.method && regex.test(call.url.replace(/\?.*$/, ''))
}

describe("B's records after A tried everything", () => {
  it('are all still there and still work for B', async () => {
    const res = await request(b.school, { method: 'GET', url: `/api/alumnos/${b.alumno.id}` })
    expect(parse(alumno, res.body).nombre).toBe(b.alumno.nombre)
    const list = await request(b.school, { method: 'GET', url: '/api/alumnos/' })
    expect(parse(alumnoList, list.body).map((s) => s.id)).toEqual([b.alumno.id])
    // A's attempt to use B's payment consumed nothing: B can still credit it.
    const credited = await request(b.school, {
      method: 'POST',
      url: '/api/evaluaciones/agregar-extra',
      payload: { cantidad: 1, payment_id: b.paymentId },
    })
    expect(credited.statusCode, credited.body).toBe(200)
    const meB = await request(b.school, { method: 'GET', url: '/api/auth/me' })
    expect(parse(me, meB.body).colegio.nombre).toBe(b.school.colegio.nombre)
    const reports = await request(b.school, { method: 'GET', url: `/api/informes-pie?alumno_id=${b.alumno.id}` })
    expect(parse(pieReportList, reports.body)).toHaveLength(1)
  })
})
