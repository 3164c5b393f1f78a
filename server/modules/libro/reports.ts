import { format } from 'date-fns'
import { es } from 'date-fns/locale/es'
import { sql } from 'drizzle-orm'
import { choiceKey } from '@/api/contract/fields'
import type { CoberturaOa, CumplimientoDocente, CumplimientoQuery, EstadoAsistenciaBloque } from '@/api/contract/libro'
import { formatSchoolTimestamp, schoolToday } from '@/domain/attendance'
import { foldAccents } from '@/domain/text'
import { oaFor } from '../../curriculum/catalogue'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { HttpError } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { CourseService } from '../cursos/service'
import type { DocumentService } from '../documentos/service'
import { classDays, mondayOf, semesterOf } from './calendar'
import { buildMonthlyWorkbook, type MonthlyBlock, type MonthlyBook, renderMonthlyBook, stateText } from './monthly'
import type { LibroService } from './service'

/** Cumplimiento reads at most this many days at once (it lists every block of the period). */
export const complianceMaxDays = 93

const dayMs = 86_400_000
const daysBetween = (a: string, b: string) =>
  Math.round((new Date(`${b}T00:00:00Z`).getTime() - new Date(`${a}T00:00:00Z`).getTime()) / dayMs)

/**
 * What UTP follows in the libro de clases: the curriculum coverage of a course and subject (OA treated in
 * signed leccionarios, OA evaluated in the grade book) and each teacher's compliance week by week.
 */
export class LibroReports {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseService,
    private readonly libro: LibroService,
    private readonly documents: DocumentService,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The monthly libro of a course as .xlsx or .docx (the Word file is also kept in the member's Mis
   * Documentos, so the school's export and the backups carry it). Every class day of the month up to today
   * is listed first, so a block never taken shows as such.
   */
  async monthlyBook(
    actor: Actor & { userId: number },
    cursoId: number,
    year: number,
    month: number,
    kind: 'xlsx' | 'docx',
  ) {
    const { colegioId } = actor
    const curso = await this.courses.find(colegioId, cursoId)
    const mm = String(month).padStart(2, '0')
    const first = `${year}-${mm}-01`
    const last = `${year}-${mm}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`
    const today = schoolToday(this.clock())
    const suspended = new Set<string>()
    const days = classDays(year, suspended).filter((d) => d >= first && d <= last && d <= today)
    await this.libro.materializeDays(this.db, colegioId, days, cursoId)
    const blocks = await rowsOf<{
      id: number
      fecha: string
      numero: number
      inicio: string
      fin: string
      asignatura: string
      docente: string
      leccionario: string | null
      oa: string[]
      actividades: string | null
      firmada_por_nombre: string | null
      firmada_en: Date | null
      reemplazo_motivo: string | null
    }>(
      this.db,
      sql`select c.id, c.fecha::text as fecha, c.numero, c.inicio, c.fin, c.asignatura,
                 coalesce(u.nombre, 'Miembro eliminado') as docente, c.leccionario, c.oa, c.actividades,
                 c.firmada_por_nombre, c.firmada_en, c.reemplazo_motivo
          from clases c left join usuarios u on u.id = c.docente_id
          where c.colegio_id = ${colegioId} and c.curso_id = ${cursoId} and c.fecha between ${first} and ${last}
            and c.fecha <= ${today}
          order by c.fecha, c.inicio`,
    )
    const ids = blocks.map((b) => b.id)
    const inList = sql.join(
      [0, ...ids].map((i) => sql`${i}`),
      sql`, `,
    )
    const original = await rowsOf<{
      clase_id: number
      alumno_id: number
      estado: EstadoAsistenciaBloque
      hora_llegada: string | null
    }>(
      this.db,
      sql`select clase_id, alumno_id, estado, hora_llegada from asistencia_bloque where clase_id in (${inList})`,
    )
    const corrected = await rowsOf<{
      clase_id: number
      alumno_id: number
      estado: EstadoAsistenciaBloque
      hora_llegada: string | null
    }>(
      this.db,
      sql`select co.clase_id, ca.alumno_id, ca.estado, ca.hora_llegada from correcciones co
          join correcciones_asistencia ca on ca.correccion_id = co.id
          where co.clase_id in (${inList}) and co.estado = 'aprobada' order by co.visado_en, co.id`,
    )
    const lessons = await rowsOf<{
      clase_id: number
      leccionario: { texto: string; oa: string[]; actividades: string | null }
    }>(
      this.db,
      sql`select clase_id, leccionario from correcciones where clase_id in (${inList}) and estado = 'aprobada'
          and leccionario is not null order by visado_en, id`,
    )
    const rolls = new Map<number, MonthlyBlock['asistencia']>(ids.map((i) => [i, new Map()]))
    for (const r of [...original, ...corrected]) {
      rolls.get(r.clase_id)!.set(r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada })
    }
    const lessonOf = new Map(lessons.map((l) => [l.clase_id, l.leccionario]))
    const corrections = await this.libro.correctionsOf(this.db, colegioId, sql`co.clase_id in (${inList})`)
    const byId = new Map(blocks.map((b) => [b.id, b]))
    const roster = await rowsOf<{ id: number; nombre: string; numero: number }>(
      this.db,
      sql`select id, nombre, (row_number() over (order by nombre_orden collate "C", id))::int as numero
          from alumnos where colegio_id = ${colegioId} and curso_id = ${cursoId} order by nombre_orden collate "C", id`,
    )
    const [colegio] = await rowsOf<{ nombre: string }>(
      this.db,
      sql`select nombre from colegios where id = ${colegioId}`,
    )
    const mes = format(new Date(Date.UTC(year, month - 1, 15)), "MMMM 'de' yyyy", { locale: es })
    const book: MonthlyBook = {
      colegio: colegio?.nombre ?? '',
      curso: curso.nombre,
      mes,
      students: roster,
      blocks: blocks.map((b) => ({
        id: b.id,
        fecha: b.fecha,
        numero: b.numero,
        inicio: b.inicio,
        fin: b.fin,
        asignatura: b.asignatura,
        docente: b.docente,
        leccionario:
          lessonOf.get(b.id) ??
          (b.leccionario === null ? null : { texto: b.leccionario, oa: b.oa, actividades: b.actividades }),
        firma: b.firmada_en
          ? {
              nombre: b.firmada_por_nombre ?? '',
              fecha: formatSchoolTimestamp(new Date(b.firmada_en).toISOString()),
              reemplazo: b.reemplazo_motivo,
            }
          : null,
        asistencia: rolls.get(b.id)!,
      })),
      corrections: corrections.map((c) => {
        const b = byId.get(c.clase_id)!
        return {
          fechaClase: b.fecha,
          inicio: b.inicio,
          asignatura: b.asignatura,
          motivo: c.motivo,
          nombre: c.nombre,
          fecha: formatSchoolTimestamp(c.fecha),
          estado: c.estado,
          visado: c.visado ? { ...c.visado, fecha: formatSchoolTimestamp(c.visado.fecha) } : null,
          cambios: c.asistencia.map((x) => ({
            nombre: x.nombre,
            antes: stateText(x.antes),
            despues: stateText(x.despues),
          })),
          leccionario: c.leccionario
            ? { antes: c.leccionario_anterior?.texto ?? 'sin leccionario', despues: c.leccionario.texto }
            : null,
        }
      }),
    }
    const slug =
      foldAccents(curso.nombre)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'curso'
    const filename = `libro-de-clases-${slug}-${year}-${mm}.${kind}`
    if (kind === 'xlsx') {
      const buffer = await buildMonthlyWorkbook(book)
      await this.audit.record(this.db, actor, 'libro.exportar', {
        detalle: `${curso.nombre}, ${year}-${mm} (planilla)`,
      })
      return { buffer, filename }
    }
    const buffer = await renderMonthlyBook(book, await this.documents.context(actor))
    await this.db.transaction(async (tx) => {
      await this.documents.save(actor, 'libro_clases', `Libro de clases · ${curso.nombre} · ${mes}`, buffer, tx)
      await this.audit.record(tx, actor, 'libro.exportar', { detalle: `${curso.nombre}, ${year}-${mm} (Word)` })
    })
    return { buffer, filename }
  }

  /**
   * Every OA of the course's level and subject in the catalogue, with whether it was treated (a signed block
   * of the subject whose leccionario in force names it) and evaluated (an evaluation of the subject tagged
   * with it), overall and per semester of the current school year.
   */
  async coverage(colegioId: number, query: { curso_id: number; asignatura: string }): Promise<CoberturaOa[]> {
    const curso = await this.courses.find(colegioId, query.curso_id)
    const objectives = oaFor(curso.nivel, query.asignatura)
    if (objectives.length === 0) {
      throw new HttpError(
        422,
        `El catálogo no tiene OA de ${query.asignatura} para ${curso.nivel}: la cobertura se mide en Matemática, Lenguaje, Ciencias Naturales e Historia de 1° Básico a 2° Medio.`,
      )
    }
    const year = schoolToday(this.clock()).slice(0, 4)
    const subject = choiceKey(query.asignatura)
    // Signed blocks of the course in the year with the OA of their leccionario in force (a correction approved
    // later replaces it). The subject is compared as teachers write it (no case, accents or spaces).
    const treated = await rowsOf<{ asignatura: string; fecha: string; oa: string[] }>(
      this.db,
      sql`select c.asignatura, c.fecha::text as fecha,
                 coalesce((select array(select jsonb_array_elements_text(co.leccionario->'oa')) from correcciones co
                           where co.clase_id = c.id and co.estado = 'aprobada' and co.leccionario is not null
                           order by co.visado_en desc, co.id desc limit 1), c.oa) as oa
          from clases c
          where c.curso_id = ${query.curso_id} and c.colegio_id = ${colegioId} and c.firmada_en is not null
            and c.fecha between ${`${year}-01-01`} and ${`${year}-12-31`}`,
    )
    const evaluated = await rowsOf<{ asignatura: string; fecha: string; oa: string[] }>(
      this.db,
      sql`select asignatura, fecha::text as fecha, oa from evaluaciones_curso
          where curso_id = ${query.curso_id} and colegio_id = ${colegioId} and cardinality(oa) > 0
            and fecha between ${`${year}-01-01`} and ${`${year}-12-31`}`,
    )
    const tally = (rows: { asignatura: string; fecha: string; oa: string[] }[]) => {
      const byOa = new Map<string, { count: number; periods: Set<string> }>()
      for (const row of rows) {
        if (choiceKey(row.asignatura) !== subject) continue
        for (const code of row.oa) {
          const entry = byOa.get(code) ?? { count: 0, periods: new Set<string>() }
          entry.count++
          entry.periods.add(semesterOf(row.fecha))
          byOa.set(code, entry)
        }
      }
      return byOa
    }
    const t = tally(treated)
    const e = tally(evaluated)
    return objectives.map((o) => ({
      codigo: o.codigo,
      descripcion: o.descripcion,
      eje: o.eje,
      tratado: t.has(o.codigo),
      evaluado: e.has(o.codigo),
      clases: t.get(o.codigo)?.count ?? 0,
      periodos: (['1S', '2S'] as const).map((periodo) => ({
        periodo,
        tratado: t.get(o.codigo)?.periods.has(periodo) ?? false,
        evaluado: e.get(o.codigo)?.periods.has(periodo) ?? false,
      })),
    }))
  }

  /**
   * Per teacher and week of the period (up to today): the blocks without attendance, leccionario, OA or
   * signature, those signed after their day, and the corrections of their blocks waiting for a visado.
   * Every class day of the period is listed from the schedules first, so a block never opened counts.
   */
  async compliance(colegioId: number, query: CumplimientoQuery): Promise<CumplimientoDocente[]> {
    const { desde } = query
    const today = schoolToday(this.clock())
    const hasta = [query.hasta, today].sort()[0]!
    if (daysBetween(desde, query.hasta) >= complianceMaxDays) {
      throw new HttpError(422, 'El período de Cumplimiento admite a lo más tres meses.')
    }
    if (desde > hasta) return []
    const suspended = new Set(
      (
        await rowsOf<{ fecha: string }>(
          this.db,
          sql`select fecha::text as fecha from dias_sin_clases where colegio_id = ${colegioId} and fecha between ${desde} and ${hasta}`,
        )
      ).map((r) => r.fecha),
    )
    const years = [...new Set([desde.slice(0, 4), hasta.slice(0, 4)])].map(Number)
    const days = years.flatMap((y) => classDays(y, suspended)).filter((d) => d >= desde && d <= hasta)
    await this.libro.materializeDays(this.db, colegioId, days)
    const rows = await rowsOf<{
      id: number
      fecha: string
      inicio: string
      asignatura: string
      curso_nombre: string
      docente_id: number
      docente_nombre: string
      registrada: boolean
      leccionario: boolean
      con_oa: boolean
      firmada: boolean
      tarde: boolean
      pendientes: number
    }>(
      this.db,
      sql`select c.id, c.fecha::text as fecha, c.inicio, c.asignatura, cu.nombre as curso_nombre, c.docente_id,
                 coalesce(u.nombre, 'Miembro eliminado') as docente_nombre,
                 c.registrada_en is not null as registrada, c.leccionario is not null as leccionario,
                 cardinality(c.oa) > 0 as con_oa, c.firmada_en is not null as firmada,
                 c.firmada_en is not null and (c.firmada_en at time zone 'America/Santiago')::date > c.fecha as tarde,
                 (select count(*)::int from correcciones co where co.clase_id = c.id and co.estado = 'pendiente_visado') as pendientes
          from clases c join cursos cu on cu.id = c.curso_id left join usuarios u on u.id = c.docente_id
          where c.colegio_id = ${colegioId} and c.fecha between ${desde} and ${hasta}
          order by c.fecha, c.inicio, cu.nombre`,
    )
    const byTeacher = new Map<number, CumplimientoDocente>()
    for (const r of rows) {
      let teacher = byTeacher.get(r.docente_id)
      if (!teacher) {
        teacher = { docente_id: r.docente_id, nombre: r.docente_nombre, semanas: [], pendientes: [] }
        byTeacher.set(r.docente_id, teacher)
      }
      const semana = mondayOf(r.fecha)
      let week = teacher.semanas.find((w) => w.semana === semana)
      if (!week) {
        week = {
          semana,
          bloques: 0,
          sin_asistencia: 0,
          sin_leccionario: 0,
          sin_oa: 0,
          sin_firma: 0,
          firmadas_tarde: 0,
          correcciones_pendientes: 0,
        }
        teacher.semanas.push(week)
      }
      week.bloques++
      const faltan: ('asistencia' | 'leccionario' | 'oa' | 'firma')[] = []
      if (!r.registrada) faltan.push('asistencia')
      if (!r.leccionario) faltan.push('leccionario')
      if (!r.con_oa) faltan.push('oa')
      if (!r.firmada) faltan.push('firma')
      week.sin_asistencia += Number(!r.registrada)
      week.sin_leccionario += Number(!r.leccionario)
      week.sin_oa += Number(!r.con_oa)
      week.sin_firma += Number(!r.firmada)
      week.firmadas_tarde += Number(r.tarde)
      week.correcciones_pendientes += r.pendientes
      if (faltan.length > 0) {
        teacher.pendientes.push({
          clase_id: r.id,
          fecha: r.fecha,
          inicio: r.inicio,
          curso_nombre: r.curso_nombre,
          asignatura: r.asignatura,
          faltan,
        })
      }
    }
    const collator = new Intl.Collator('es', { sensitivity: 'base' })
    return [...byTeacher.values()].sort((a, b) => collator.compare(a.nombre, b.nombre))
  }
}
