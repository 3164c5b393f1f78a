import { asc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { type Zippable, zipSync } from 'fflate'
import type { Alumno } from '@/api/contract/alumnos'
import type { Curso } from '@/api/contract/cursos'
import type { Reunion } from '@/api/contract/reuniones'
import type { Solicitud } from '@/api/contract/solicitudes'
import { formatSchoolDay, formatSchoolTimestamp, schoolToday } from '@/domain/attendance'
import { requestStateLabels, requestTypeLabels } from '@/domain/catalog'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import {
  alumnos,
  asistencias,
  calificaciones,
  colegios,
  cursos,
  documentos,
  evaluacionesCurso,
  informesPie,
  respuestas,
  solicitudes,
  usuarios,
} from '../../db/schema'
import { notFound } from '../../errors'
import { styleHeaderCells } from '../../spreadsheet'
import type { StudentService } from '../alumnos/service'
import type { Actor, AuditService } from '../auditoria/service'
import type { CourseService } from '../cursos/service'
import { type LibroExport, libroExport } from '../libro/export'
import type { MeetingService } from '../reuniones/service'
import type { InternalRequestService } from '../solicitudes/service'

/** A column of an exported sheet: its Spanish header and how a record fills it. */
interface Column<T> {
  header: string
  width: number
  value: (row: T) => string | number | null
}

/** Everything of one school, as `datos.json` holds it. */
export interface SchoolData {
  colegio: { nombre: string; codigo: string; region: string; comuna: string; exportado: string }
  alumnos: Alumno[]
  cursos: Curso[]
  asistencia: { fecha: string; curso: string; alumno_id: number; alumno: string; rut: string; presente: boolean }[]
  calificaciones: {
    curso: string
    asignatura: string
    evaluacion: string
    fecha: string
    ponderacion: number
    alumno_id: number
    alumno: string
    rut: string
    nota: number
    puntaje: number | null
  }[]
  reuniones: Reunion[]
  solicitudes: (Solicitud & { respuestas: { fecha: string; autor: string; estado: string; contenido: string }[] })[]
  informes_pie: {
    id: number
    fecha: string
    tipo: string
    alumno: string | null
    curso: string | null
    documento: string | null
    datos: unknown
  }[]
  documentos: {
    id: number
    titulo: string
    tipo: string
    creado: string
    version: number
    autor: string
    archivo: string | null
  }[]
  /** The libro de clases: schedules, blocks as first written, corrections, justified late arrivals. */
  libro: LibroExport
}

type Clase = LibroExport['clases'][number]
type Correccion = LibroExport['correcciones'][number]
/** A block's row, with the names of its students and its course's block for the corrections' sheet. */
type ClaseRow = Clase & { nombres: ReadonlyMap<number, string> }
type CorreccionRow = Correccion & { clase: Clase | undefined; nombres: ReadonlyMap<number, string> }

const nameOf = (nombres: ReadonlyMap<number, string>, id: number) => nombres.get(id) ?? `Alumno ${id}`
const stateLabels: Record<string, string> = { presente: 'presente', ausente: 'ausente', atrasado: 'atrasado' }

const yesNo = (presente: boolean) => (presente ? 'Presente' : 'Ausente')
const fileNameOf = (id: number, title: string) => `documentos/${id}-${title.replace(/[\\/:*?"<>|]+/g, '-').trim()}.docx`

/** The sheets of the export, one per kind of record, with the columns the screens show. */
export const exportSheets = {
  alumnos: {
    file: 'alumnos.xlsx',
    columns: [
      { header: 'Nombre', width: 34, value: (a) => a.nombre },
      { header: 'RUT', width: 14, value: (a) => a.rut },
      { header: 'Curso', width: 16, value: (a) => a.curso.nombre },
      { header: 'Fecha de nacimiento', width: 14, value: (a) => a.fecha_nacimiento },
      { header: 'Dirección', width: 30, value: (a) => a.direccion },
      { header: 'Teléfono', width: 16, value: (a) => a.telefono },
      { header: 'Apoderado', width: 28, value: (a) => a.apoderado },
      { header: 'Correo del apoderado', width: 30, value: (a) => a.email_apoderado },
    ] satisfies Column<Alumno>[],
  },
  cursos: {
    file: 'cursos.xlsx',
    columns: [
      { header: 'Curso', width: 18, value: (c) => c.nombre },
      { header: 'Nivel', width: 14, value: (c) => c.nivel },
      { header: 'Alumnos', width: 10, value: (c) => c.total_alumnos },
    ] satisfies Column<Curso>[],
  },
  asistencia: {
    file: 'asistencia.xlsx',
    columns: [
      { header: 'Fecha', width: 12, value: (r) => r.fecha },
      { header: 'Curso', width: 16, value: (r) => r.curso },
      { header: 'Alumno', width: 34, value: (r) => r.alumno },
      { header: 'RUT', width: 14, value: (r) => r.rut },
      { header: 'Asistencia', width: 12, value: (r) => yesNo(r.presente) },
    ] satisfies Column<SchoolData['asistencia'][number]>[],
  },
  calificaciones: {
    file: 'calificaciones.xlsx',
    columns: [
      { header: 'Curso', width: 16, value: (r) => r.curso },
      { header: 'Asignatura', width: 24, value: (r) => r.asignatura },
      { header: 'Evaluación', width: 28, value: (r) => r.evaluacion },
      { header: 'Fecha', width: 12, value: (r) => r.fecha },
      { header: 'Ponderación (%)', width: 14, value: (r) => r.ponderacion },
      { header: 'Alumno', width: 34, value: (r) => r.alumno },
      { header: 'RUT', width: 14, value: (r) => r.rut },
      { header: 'Nota', width: 8, value: (r) => r.nota },
      { header: 'Puntaje', width: 10, value: (r) => r.puntaje },
    ] satisfies Column<SchoolData['calificaciones'][number]>[],
  },
  reuniones: {
    file: 'reuniones.xlsx',
    columns: [
      { header: 'Fecha', width: 12, value: (r) => r.fecha },
      { header: 'Alumno', width: 34, value: (r) => r.alumno.nombre },
      { header: 'Curso', width: 16, value: (r) => r.alumno.curso.nombre },
      { header: 'Motivo', width: 30, value: (r) => r.motivo },
      { header: 'Observaciones', width: 50, value: (r) => r.observaciones },
      { header: 'Resultado', width: 50, value: (r) => r.resultado },
      { header: 'Registrada por', width: 28, value: (r) => r.registrada_por?.nombre ?? null },
    ] satisfies Column<Reunion>[],
  },
  solicitudes: {
    file: 'solicitudes.xlsx',
    columns: [
      { header: 'Fecha', width: 22, value: (s) => formatSchoolTimestamp(s.fecha_creacion) },
      { header: 'Título', width: 34, value: (s) => s.titulo },
      { header: 'Tipo', width: 18, value: (s) => requestTypeLabels[s.tipo] },
      { header: 'Estado', width: 14, value: (s) => requestStateLabels[s.estado] },
      { header: 'Solicitante', width: 28, value: (s) => s.usuario.nombre },
      { header: 'Descripción', width: 50, value: (s) => s.descripcion },
      { header: 'Respuestas', width: 12, value: (s) => s.total_respuestas },
    ] satisfies Column<SchoolData['solicitudes'][number]>[],
  },
  informesPie: {
    file: 'informes-pie.xlsx',
    columns: [
      { header: 'Fecha', width: 12, value: (r) => r.fecha },
      { header: 'Alumno', width: 34, value: (r) => r.alumno },
      { header: 'Curso', width: 16, value: (r) => r.curso },
      { header: 'Tipo', width: 18, value: (r) => r.tipo },
      { header: 'Documento', width: 40, value: (r) => r.documento },
    ] satisfies Column<SchoolData['informes_pie'][number]>[],
  },
  libroClases: {
    file: 'libro-clases.xlsx',
    columns: [
      { header: 'Fecha', width: 12, value: (k) => k.fecha },
      { header: 'Curso', width: 16, value: (k) => k.curso },
      { header: 'Bloque', width: 8, value: (k) => k.numero },
      { header: 'Horario', width: 13, value: (k) => `${k.inicio}–${k.fin}` },
      { header: 'Asignatura', width: 24, value: (k) => k.asignatura },
      { header: 'Docente', width: 28, value: (k) => k.docente },
      { header: 'Presentes', width: 10, value: (k) => (k.registrada_en ? k.asistencia.presentes.length : null) },
      {
        header: 'Ausentes',
        width: 40,
        value: (k) => k.asistencia.ausentes.map((id) => nameOf(k.nombres, id)).join('; '),
      },
      {
        header: 'Atrasados',
        width: 40,
        value: (k) =>
          k.asistencia.atrasados
            .map((a) => `${nameOf(k.nombres, a.alumno_id)}${a.hora_llegada ? ` (${a.hora_llegada})` : ''}`)
            .join('; '),
      },
      { header: 'Leccionario', width: 50, value: (k) => k.leccionario },
      { header: 'OA', width: 24, value: (k) => k.oa.join(', ') },
      { header: 'Actividades', width: 40, value: (k) => k.actividades },
      { header: 'Firmada por', width: 28, value: (k) => k.firmada_por },
      { header: 'Firmada el', width: 22, value: (k) => (k.firmada_en ? formatSchoolTimestamp(k.firmada_en) : null) },
      {
        header: 'Reemplazo',
        width: 34,
        value: (k) => (k.reemplazo ? [k.reemplazo.nombre, k.reemplazo.motivo].filter(Boolean).join(': ') : null),
      },
    ] satisfies Column<ClaseRow>[],
  },
  libroCorrecciones: {
    file: 'libro-correcciones.xlsx',
    columns: [
      { header: 'Corregida el', width: 22, value: (r) => formatSchoolTimestamp(r.creada_en) },
      { header: 'Clase', width: 12, value: (r) => r.clase?.fecha ?? null },
      { header: 'Curso', width: 16, value: (r) => r.clase?.curso ?? null },
      { header: 'Bloque', width: 8, value: (r) => r.clase?.numero ?? null },
      { header: 'Asignatura', width: 24, value: (r) => r.clase?.asignatura ?? null },
      { header: 'Motivo', width: 40, value: (r) => r.motivo },
      { header: 'Corregida por', width: 28, value: (r) => r.corregida_por },
      {
        header: 'Cambios',
        width: 50,
        value: (r) =>
          [
            ...r.asistencia.map(
              (a) =>
                `${nameOf(r.nombres, a.alumno_id)}: ${a.antes ? stateLabels[a.antes] : 'sin registro'} → ${stateLabels[a.estado]}${a.hora_llegada ? ` (${a.hora_llegada})` : ''}`,
            ),
            ...(r.leccionario ? [`leccionario: «${r.leccionario.texto}» (${r.leccionario.oa.join(', ')})`] : []),
          ].join('; '),
      },
      {
        header: 'Estado',
        width: 16,
        value: (r) =>
          ({ pendiente_visado: 'Pendiente de visado', aprobada: 'Aprobada', rechazada: 'Rechazada' })[r.estado],
      },
      { header: 'Visado por', width: 28, value: (r) => r.visado_por },
      { header: 'Visado el', width: 22, value: (r) => (r.visado_en ? formatSchoolTimestamp(r.visado_en) : null) },
      { header: 'Motivo del visado', width: 34, value: (r) => r.visado_motivo },
    ] satisfies Column<CorreccionRow>[],
  },
  atrasosJustificados: {
    file: 'atrasos-justificados.xlsx',
    columns: [
      { header: 'Fecha', width: 12, value: (j) => j.fecha },
      { header: 'Curso', width: 16, value: (j) => j.curso },
      { header: 'Alumno', width: 34, value: (j) => j.alumno },
      { header: 'Motivo', width: 40, value: (j) => j.motivo },
      { header: 'Registrado por', width: 28, value: (j) => j.registrado_por },
      { header: 'Registrado el', width: 22, value: (j) => formatSchoolTimestamp(j.registrado_en) },
    ] satisfies Column<LibroExport['justificativos_atraso'][number]>[],
  },
  documentos: {
    file: 'documentos.xlsx',
    columns: [
      { header: 'Título', width: 44, value: (d) => d.titulo },
      { header: 'Fecha', width: 22, value: (d) => formatSchoolTimestamp(d.creado) },
      { header: 'Versión', width: 9, value: (d) => d.version },
      { header: 'Autor', width: 28, value: (d) => d.autor },
      { header: 'Archivo', width: 44, value: (d) => d.archivo },
    ] satisfies Column<SchoolData['documentos'][number]>[],
  },
} as const

async function sheetOf<T>(name: string, columns: readonly Column<T>[], rows: readonly T[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook()
  book.creator = 'Pizarra'
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }))
  styleHeaderCells(sheet.getRow(1), columns.length)
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)))
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/**
 * The whole school for the administrador: every record as one spreadsheet per kind and as `datos.json`,
 * and the Word files of its documents, in one zip. Reads the lists through the same services as the
 * screens, so each sheet has the rows the screen shows.
 */
export class SchoolExportService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly students: StudentService,
    private readonly courses: CourseService,
    private readonly meetings: MeetingService,
    private readonly requests: InternalRequestService,
    private readonly audit: AuditService,
    private readonly clock: () => Date,
  ) {}

  async data(colegioId: number): Promise<SchoolData> {
    const school = await this.db.query.colegios.findFirst({ where: eq(colegios.id, colegioId) })
    if (!school) throw notFound('El colegio')
    const attendance = await this.db
      .select({
        fecha: asistencias.fecha,
        curso: cursos.nombre,
        alumno_id: alumnos.id,
        alumno: alumnos.nombre,
        rut: alumnos.rutFormateado,
        presente: asistencias.presente,
      })
      .from(asistencias)
      .innerJoin(alumnos, eq(alumnos.id, asistencias.alumnoId))
      .innerJoin(cursos, eq(cursos.id, asistencias.cursoId))
      .where(eq(asistencias.colegioId, colegioId))
      .orderBy(asc(asistencias.fecha), asc(cursos.nombre), asc(alumnos.nombreOrden), asc(alumnos.id))
    const grades = await this.db
      .select({
        curso: cursos.nombre,
        asignatura: evaluacionesCurso.asignatura,
        evaluacion: evaluacionesCurso.nombre,
        fecha: evaluacionesCurso.fecha,
        ponderacion: evaluacionesCurso.ponderacion,
        alumno_id: alumnos.id,
        alumno: alumnos.nombre,
        rut: alumnos.rutFormateado,
        nota: calificaciones.nota,
        puntaje: calificaciones.puntaje,
      })
      .from(calificaciones)
      .innerJoin(evaluacionesCurso, eq(evaluacionesCurso.id, calificaciones.evaluacionId))
      .innerJoin(cursos, eq(cursos.id, evaluacionesCurso.cursoId))
      .innerJoin(alumnos, eq(alumnos.id, calificaciones.alumnoId))
      .where(eq(calificaciones.colegioId, colegioId))
      .orderBy(
        asc(cursos.nombre),
        asc(evaluacionesCurso.asignatura),
        asc(evaluacionesCurso.fecha),
        asc(evaluacionesCurso.id),
        asc(alumnos.nombreOrden),
        asc(alumnos.id),
      )
    const requestList = await this.requests.listAll(colegioId)
    const replies = await this.db
      .select({
        solicitudId: respuestas.solicitudId,
        fecha: respuestas.fecha,
        autor: usuarios.nombre,
        estado: respuestas.estado,
        contenido: respuestas.contenido,
      })
      .from(respuestas)
      .innerJoin(solicitudes, eq(solicitudes.id, respuestas.solicitudId))
      .innerJoin(usuarios, eq(usuarios.id, respuestas.autorId))
      .where(eq(solicitudes.colegioId, colegioId))
      .orderBy(asc(respuestas.fecha), asc(respuestas.id))
    const pie = await this.db
      .select({
        id: informesPie.id,
        fecha: informesPie.fecha,
        tipo: informesPie.tipo,
        alumno: alumnos.nombre,
        curso: cursos.nombre,
        documento: documentos.title,
        datos: informesPie.datos,
      })
      .from(informesPie)
      .leftJoin(alumnos, eq(alumnos.id, informesPie.alumnoId))
      .leftJoin(cursos, eq(cursos.id, alumnos.cursoId))
      .leftJoin(documentos, eq(documentos.id, informesPie.documentoId))
      .where(eq(informesPie.colegioId, colegioId))
      .orderBy(asc(informesPie.fecha), asc(informesPie.id))
    const docs = await this.db
      .select({
        id: documentos.id,
        titulo: documentos.title,
        tipo: documentos.kind,
        creado: documentos.createdAt,
        version: documentos.version,
        autor: usuarios.nombre,
        storageKey: documentos.storageKey,
      })
      .from(documentos)
      .innerJoin(usuarios, eq(usuarios.id, documentos.usuarioId))
      .where(eq(documentos.colegioId, colegioId))
      .orderBy(asc(documentos.createdAt), asc(documentos.id))
    return {
      colegio: {
        nombre: school.nombre,
        codigo: school.codigo,
        region: school.region,
        comuna: school.comuna,
        exportado: this.clock().toISOString(),
      },
      alumnos: await this.students.list(colegioId, {}),
      cursos: await this.courses.list(colegioId),
      asistencia: attendance,
      calificaciones: grades.map((g) => ({ ...g, puntaje: g.puntaje ?? null })),
      reuniones: await this.meetings.listAll(colegioId),
      solicitudes: requestList.map((s) => ({
        ...s,
        respuestas: replies
          .filter((r) => r.solicitudId === s.id)
          .map((r) => ({ fecha: r.fecha.toISOString(), autor: r.autor, estado: r.estado, contenido: r.contenido })),
      })),
      informes_pie: pie,
      documentos: docs.map((d) => ({
        id: d.id,
        titulo: d.titulo,
        tipo: d.tipo,
        creado: d.creado.toISOString(),
        version: d.version,
        autor: d.autor,
        archivo: fileNameOf(d.id, d.titulo),
        storageKey: d.storageKey,
      })),
      libro: await libroExport(this.db, colegioId),
    }
  }

  /**
   * The zip: the spreadsheets, `datos.json`, and `documentos/<id>-<título>.docx` for each Word file. The
   * audit trail gets one line saying what went out.
   */
  async zip(actor: Actor): Promise<{ filename: string; body: Uint8Array }> {
    const colegioId = actor.colegioId
    const data = await this.data(colegioId)
    const files: Zippable = {}
    const docs: SchoolData['documentos'] = []
    for (const doc of data.documentos as (SchoolData['documentos'][number] & { storageKey: string })[]) {
      const { storageKey, ...shown } = doc
      const bytes = await this.storage.read(storageKey)
      // Word files are zips already: stored, not compressed again.
      if (bytes && shown.archivo) files[shown.archivo] = [bytes, { level: 0 }]
      docs.push(bytes ? shown : { ...shown, archivo: null })
    }
    const shown = { ...data, documentos: docs }
    // Shown in the sheets as the screens show them; datos.json keeps the stored values.
    const day = (fecha: string) => formatSchoolDay(fecha)
    // The libro's rolls hold student ids: the sheets name them (a student deleted since is «Alumno <id>»).
    const nombres = new Map(shown.alumnos.map((a) => [a.id, a.nombre]))
    for (const j of shown.libro.justificativos_atraso) nombres.set(j.alumno_id, j.alumno)
    const clasesById = new Map(shown.libro.clases.map((k) => [k.id, k]))
    const sheets: [string, Uint8Array][] = [
      [exportSheets.alumnos.file, await sheetOf('Alumnos', exportSheets.alumnos.columns, shown.alumnos)],
      [exportSheets.cursos.file, await sheetOf('Cursos', exportSheets.cursos.columns, shown.cursos)],
      [
        exportSheets.asistencia.file,
        await sheetOf(
          'Asistencia',
          exportSheets.asistencia.columns,
          shown.asistencia.map((r) => ({ ...r, fecha: day(r.fecha) })),
        ),
      ],
      [
        exportSheets.calificaciones.file,
        await sheetOf(
          'Calificaciones',
          exportSheets.calificaciones.columns,
          shown.calificaciones.map((r) => ({ ...r, fecha: day(r.fecha) })),
        ),
      ],
      [
        exportSheets.reuniones.file,
        await sheetOf(
          'Reuniones',
          exportSheets.reuniones.columns,
          shown.reuniones.map((r) => ({ ...r, fecha: day(r.fecha) })),
        ),
      ],
      [
        exportSheets.solicitudes.file,
        await sheetOf('Solicitudes', exportSheets.solicitudes.columns, shown.solicitudes),
      ],
      [
        exportSheets.informesPie.file,
        await sheetOf(
          'Informes PIE',
          exportSheets.informesPie.columns,
          shown.informes_pie.map((r) => ({ ...r, fecha: day(r.fecha) })),
        ),
      ],
      [exportSheets.documentos.file, await sheetOf('Documentos', exportSheets.documentos.columns, shown.documentos)],
      [
        exportSheets.libroClases.file,
        await sheetOf(
          'Libro de clases',
          exportSheets.libroClases.columns,
          shown.libro.clases.map((k) => ({ ...k, fecha: day(k.fecha), nombres })),
        ),
      ],
      [
        exportSheets.libroCorrecciones.file,
        await sheetOf(
          'Correcciones',
          exportSheets.libroCorrecciones.columns,
          shown.libro.correcciones.map((r) => {
            const clase = clasesById.get(r.clase_id)
            return { ...r, clase: clase && { ...clase, fecha: day(clase.fecha) }, nombres }
          }),
        ),
      ],
      [
        exportSheets.atrasosJustificados.file,
        await sheetOf(
          'Atrasos justificados',
          exportSheets.atrasosJustificados.columns,
          shown.libro.justificativos_atraso.map((j) => ({ ...j, fecha: day(j.fecha) })),
        ),
      ],
    ]
    for (const [name, bytes] of sheets) files[name] = [bytes, { level: 0 }]
    files['datos.json'] = new TextEncoder().encode(`${JSON.stringify(shown, null, 2)}\n`)
    const slug = data.colegio.codigo.toLowerCase()
    const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
    await this.audit.record(this.db, actor, 'colegio.exportar', {
      detalle: [
        count(data.alumnos.length, 'alumno', 'alumnos'),
        count(data.cursos.length, 'curso', 'cursos'),
        count(data.asistencia.length, 'registro de asistencia', 'registros de asistencia'),
        count(data.calificaciones.length, 'nota', 'notas'),
        count(data.reuniones.length, 'reunión', 'reuniones'),
        count(data.solicitudes.length, 'solicitud', 'solicitudes'),
        count(data.informes_pie.length, 'informe PIE', 'informes PIE'),
        count(docs.filter((d) => d.archivo).length, 'documento Word', 'documentos Word'),
        count(data.libro.clases.length, 'clase del libro', 'clases del libro'),
        count(data.libro.correcciones.length, 'corrección', 'correcciones'),
      ].join(', '),
    })
    return { filename: `pizarra-${slug}-${schoolToday(this.clock())}.zip`, body: zipSync(files, { level: 6 }) }
  }
}
