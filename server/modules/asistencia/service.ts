import { and, asc, between, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type {
  AsistenciaAlumno,
  AsistenciaDia,
  AsistenciaMensual,
  AsistenciaResumenAlumno,
  AsistenciaRiesgo,
  AsistenciaSave,
} from '@/api/contract/asistencia'
import { attendancePercentage, attendanceSheetFileName, isFutureSchoolDay, schoolToday } from '@/domain/attendance'
import { attendanceBand } from '@/domain/grade-book'
import { outsideCourse } from '@/domain/messages'
import { formatRut } from '@/domain/rut'
import type { Database, Db } from '../../db/client'
import { alumnos, asistencias, colegios, cursos } from '../../db/schema'
import { HttpError, notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { CourseService } from '../cursos/service'
import { type LibroService, signedMessage } from '../libro/service'
import { buildMonthlySheet, type MonthlySheetInput } from './monthly-sheet'

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

/** The records of a course's day (the school, the course and the day are placeholders). */
const dayOf = (db: Db) =>
  db
    .select({ alumno_id: asistencias.alumnoId, presente: asistencias.presente, updatedAt: asistencias.updatedAt })
    .from(asistencias)
    .where(
      and(
        eq(asistencias.colegioId, sql.placeholder('colegioId')),
        eq(asistencias.cursoId, sql.placeholder('cursoId')),
        eq(asistencias.fecha, sql.placeholder('fecha')),
      ),
    )
    .orderBy(asc(asistencias.alumnoId))

function dayJson(
  cursoId: number,
  fecha: string,
  rows: { alumno_id: number; presente: boolean; updatedAt: Date }[],
): AsistenciaDia {
  let last: Date | null = null
  for (const r of rows) if (!last || r.updatedAt > last) last = r.updatedAt
  return {
    curso_id: cursoId,
    fecha,
    tomada: rows.length > 0,
    actualizada: last ? last.toISOString() : null,
    registros: rows.map(({ alumno_id, presente }) => ({ alumno_id, presente })),
  }
}

/**
 * Attendance per course and day. Saving is an upsert per (student, day): saving again corrects the
 * day and never duplicates it. Only students of the course, never a day after today in Chile.
 */
export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly rows: Database['rows'],
    private readonly cursos: CourseService,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
    /** The libro de clases: for a course with a schedule, the day's attendance is its subsidy block's. */
    private readonly libro?: LibroService,
  ) {}

  /** A course's day, the screen teachers open every morning (the same records as `dayOf`, read in SQL). */
  async day(colegioId: number, cursoId: number, fecha: string): Promise<AsistenciaDia> {
    await this.cursos.find(colegioId, cursoId)
    const rows = await this.rows<{ alumno_id: number; presente: boolean; updatedAt: Date }>(
      'asistencia_dia',
      `select alumno_id, presente, updated_at as "updatedAt" from asistencias
        where colegio_id = $1 and curso_id = $2 and fecha = $3 order by alumno_id`,
      [colegioId, cursoId, fecha],
    )
    return dayJson(cursoId, fecha, rows)
  }

  private async readDay(db: Db, colegioId: number, cursoId: number, fecha: string): Promise<AsistenciaDia> {
    return dayJson(cursoId, fecha, await dayOf(db).execute({ colegioId, cursoId, fecha }))
  }

  /**
   * Saves a course's day; one `asistencia.guardar` line per student whose record is new or changed. For a
   * course with a schedule the day is its subsidy block (the libro's rules: a signed block answers 409).
   */
  async save(actor: Actor, cursoId: number, input: AsistenciaSave): Promise<AsistenciaDia> {
    const { colegioId } = actor
    if (isFutureSchoolDay(input.fecha, this.clock())) {
      throw new HttpError(422, 'No se puede registrar asistencia de una fecha futura.')
    }
    await this.cursos.find(colegioId, cursoId)
    const block = (await this.libro?.hasSchedule(cursoId))
      ? await this.libro!.dailyBlock(
          colegioId,
          cursoId,
          input.fecha,
          input.registros.map((r) => r.alumno_id),
        )
      : undefined
    if (block) {
      if (block.firmada) throw new HttpError(409, signedMessage)
      await this.libro!.saveDailyAsBlock(actor, block.id, input.registros)
      return this.readDay(this.db, colegioId, cursoId, input.fecha)
    }
    return this.db.transaction(async (tx) => {
      const ids = input.registros.map((r) => r.alumno_id)
      const enCurso = await tx
        .select({ id: alumnos.id })
        .from(alumnos)
        .where(and(inArray(alumnos.id, ids), eq(alumnos.cursoId, cursoId), eq(alumnos.colegioId, colegioId)))
        .for('share')
      const known = new Set(enCurso.map((a) => a.id))
      const ajenos = ids.filter((id) => !known.has(id))
      // Named by neither name nor id: a refused student may be of a course the caller may not see.
      if (ajenos.length > 0) throw new HttpError(422, outsideCourse(ajenos.length, 'a este curso'))
      const before = await tx
        .select({ alumnoId: asistencias.alumnoId, presente: asistencias.presente })
        .from(asistencias)
        .where(and(inArray(asistencias.alumnoId, ids), eq(asistencias.fecha, input.fecha)))
      const previous = new Map(before.map((r) => [r.alumnoId, r.presente]))
      await tx
        .insert(asistencias)
        .values(
          input.registros.map((r) => ({
            colegioId,
            cursoId,
            alumnoId: r.alumno_id,
            fecha: input.fecha,
            presente: r.presente,
          })),
        )
        .onConflictDoUpdate({
          target: [asistencias.alumnoId, asistencias.fecha],
          set: { presente: sql`excluded.presente`, cursoId: sql`excluded.curso_id`, updatedAt: sql`now()` },
        })
      const changed = input.registros.filter((r) => previous.get(r.alumno_id) !== r.presente)
      await this.audit.record(
        tx,
        actor,
        'asistencia.guardar',
        changed.map((r) => ({
          alumnoId: r.alumno_id,
          detalle: `${input.fecha}: ${r.presente ? 'presente' : 'ausente'}`,
        })),
      )
      return this.readDay(tx, colegioId, cursoId, input.fecha)
    })
  }

  /** A student's attendance, newest first, with the share of recorded days present. */
  async student(colegioId: number, alumnoId: number): Promise<AsistenciaAlumno> {
    const alumno = await this.db.query.alumnos.findFirst({
      columns: { id: true },
      where: and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, colegioId)),
    })
    if (!alumno) throw notFound('El alumno')
    const rows = await this.db
      .select({
        fecha: asistencias.fecha,
        presente: asistencias.presente,
        curso: { id: cursos.id, nombre: cursos.nombre },
      })
      .from(asistencias)
      .innerJoin(cursos, eq(cursos.id, asistencias.cursoId))
      .where(and(eq(asistencias.alumnoId, alumnoId), eq(asistencias.colegioId, colegioId)))
      .orderBy(desc(asistencias.fecha))
    const presentes = rows.filter((r) => r.presente).length
    return {
      alumno_id: alumnoId,
      total: rows.length,
      presentes,
      ausentes: rows.length - presentes,
      porcentaje: attendancePercentage(presentes, rows.length),
      registros: rows,
    }
  }

  /** The monthly sheet of a course (students x days, totals and percentages) as an .xlsx file. */
  async monthlySheet(actor: Actor, cursoId: number, year: number, month: number) {
    const { colegioId } = actor
    const curso = await this.cursos.find(colegioId, cursoId)
    const [colegio] = await this.db.select({ nombre: colegios.nombre }).from(colegios).where(eq(colegios.id, colegioId))
    const first = `${year}-${String(month).padStart(2, '0')}-01`
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
    const last = `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`
    const records = await this.db
      .select({
        alumnoId: asistencias.alumnoId,
        nombre: alumnos.nombre,
        rut: alumnos.rut,
        fecha: asistencias.fecha,
        presente: asistencias.presente,
      })
      .from(asistencias)
      .innerJoin(alumnos, eq(alumnos.id, asistencias.alumnoId))
      .where(
        and(
          eq(asistencias.colegioId, colegioId),
          eq(asistencias.cursoId, cursoId),
          between(asistencias.fecha, first, last),
        ),
      )
    const current = await this.cursos.students(colegioId, cursoId)
    const students = new Map<number, MonthlySheetInput['students'][number]>()
    for (const a of current) students.set(a.id, { nombre: a.nombre, rut: a.rut, dias: new Map() })
    for (const r of records) {
      let s = students.get(r.alumnoId)
      if (!s) {
        // Moved to another course since: the days they spent here still belong to this month's record.
        s = { nombre: r.nombre, rut: formatRut(r.rut), dias: new Map() }
        students.set(r.alumnoId, s)
      }
      s.dias.set(r.fecha, r.presente)
    }
    const [updated] = await this.db
      .select({ at: max(asistencias.updatedAt) })
      .from(asistencias)
      .where(
        and(
          eq(asistencias.colegioId, colegioId),
          eq(asistencias.cursoId, cursoId),
          between(asistencias.fecha, first, last),
        ),
      )
    const buffer = await buildMonthlySheet({
      colegio: colegio?.nombre ?? '',
      curso: curso.nombre,
      nivel: curso.nivel,
      year,
      month,
      generated: this.clock(),
      lastSaved: updated?.at ?? null,
      students: [...students.values()].sort((a, b) => collator.compare(a.nombre, b.nombre)),
    })
    await this.audit.record(this.db, actor, 'excel.exportar', {
      detalle: `Asistencia mensual de ${curso.nombre}, ${first.slice(0, 7)}`,
    })
    return { buffer, filename: attendanceSheetFileName(curso.nombre, first.slice(0, 7)) }
  }

  /** Today in Chile and the first day of its school year (the calendar year). */
  private schoolYear() {
    const today = schoolToday(this.clock())
    return { today, yearStart: `${today.slice(0, 4)}-01-01` }
  }

  /**
   * Per student of the course: days present and absent between `desde` and `hasta` (by default the
   * school year up to today), counting only days with a record taken in this course.
   */
  async summary(
    colegioId: number,
    cursoId: number,
    range: { desde?: string | undefined; hasta?: string | undefined },
  ): Promise<AsistenciaResumenAlumno[]> {
    await this.cursos.find(colegioId, cursoId)
    const { today, yearStart } = this.schoolYear()
    const desde = range.desde ?? yearStart
    const hasta = range.hasta ?? today
    const counts = await this.db
      .select({
        alumnoId: asistencias.alumnoId,
        presentes: sql<number>`(count(*) filter (where ${asistencias.presente}))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(asistencias)
      .where(
        and(
          eq(asistencias.colegioId, colegioId),
          eq(asistencias.cursoId, cursoId),
          between(asistencias.fecha, desde, hasta),
        ),
      )
      .groupBy(asistencias.alumnoId)
    const byStudent = new Map(counts.map((c) => [c.alumnoId, c]))
    const students = await this.cursos.students(colegioId, cursoId)
    return students.map((a) => {
      const c = byStudent.get(a.id)
      const presentes = c?.presentes ?? 0
      const total = c?.total ?? 0
      const porcentaje = attendancePercentage(presentes, total)
      return {
        alumno_id: a.id,
        nombre: a.nombre,
        presentes,
        ausentes: total - presentes,
        porcentaje,
        banda: porcentaje === null ? null : attendanceBand(porcentaje),
      }
    })
  }

  /**
   * The school's students under 90 % ("reiterada" or "grave") this month or this school year in Chile,
   * gravest first, with their current course.
   */
  /** The students at risk; `cursoIds` (a docente's courses) keeps only those courses' students. */
  async risk(
    colegioId: number,
    periodo: 'mes' | 'anio',
    cursoIds: readonly number[] | null = null,
  ): Promise<AsistenciaRiesgo> {
    const { today, yearStart } = this.schoolYear()
    const desde = periodo === 'mes' ? `${today.slice(0, 7)}-01` : yearStart
    // Counted per student first (an index-only scan of the school's days), then the few students under 90 %
    // joined to their name and current course: joining every record first took most of the time.
    const totals = this.db
      .select({
        alumnoId: asistencias.alumnoId,
        presentes: sql<number>`(count(*) filter (where ${asistencias.presente}))::int`.as('presentes'),
        total: sql<number>`count(*)::int`.as('total'),
      })
      .from(asistencias)
      .where(
        and(
          eq(asistencias.colegioId, colegioId),
          between(asistencias.fecha, desde, today),
          cursoIds
            ? inArray(
                asistencias.alumnoId,
                this.db
                  .select({ id: alumnos.id })
                  .from(alumnos)
                  .where(inArray(alumnos.cursoId, cursoIds.length > 0 ? [...cursoIds] : [0])),
              )
            : undefined,
        ),
      )
      .groupBy(asistencias.alumnoId)
      // Under 90 %, compared in whole numbers: presentes / total < 0.9.
      .having(sql`10 * count(*) filter (where ${asistencias.presente}) < 9 * count(*)`)
      .as('totales')
    const rows = await this.db
      .select({
        alumnoId: alumnos.id,
        nombre: alumnos.nombre,
        cursoId: cursos.id,
        cursoNombre: cursos.nombre,
        presentes: totals.presentes,
        total: totals.total,
      })
      .from(totals)
      .innerJoin(alumnos, eq(alumnos.id, totals.alumnoId))
      .innerJoin(cursos, eq(cursos.id, alumnos.cursoId))
    const alumnosEnRiesgo = rows
      .map((r) => {
        const porcentaje = attendancePercentage(r.presentes, r.total) ?? 0
        return {
          alumno_id: r.alumnoId,
          nombre: r.nombre,
          curso: { id: r.cursoId, nombre: r.cursoNombre },
          presentes: r.presentes,
          ausentes: r.total - r.presentes,
          porcentaje,
          banda: attendanceBand(porcentaje),
        }
      })
      // Rounding may lift 89,96 % to 90,0 %: the band follows the percentage shown.
      .filter((r): r is typeof r & { banda: 'grave' | 'reiterada' } => r.banda === 'grave' || r.banda === 'reiterada')
      .sort((a, b) => a.porcentaje - b.porcentaje || collator.compare(a.nombre, b.nombre))
    return { periodo, desde, hasta: today, alumnos: alumnosEnRiesgo }
  }

  /** A course's attendance per month of a year: share of records present and days taken, aggregated in SQL. */
  async courseMonthly(colegioId: number, cursoId: number, anio: number | undefined): Promise<AsistenciaMensual> {
    await this.cursos.find(colegioId, cursoId)
    const year = anio ?? Number(this.schoolYear().today.slice(0, 4))
    return this.monthly(year, and(eq(asistencias.colegioId, colegioId), eq(asistencias.cursoId, cursoId)))
  }

  /** A student's attendance per month of a year (in whatever course it was taken). */
  async studentMonthly(colegioId: number, alumnoId: number, anio: number | undefined): Promise<AsistenciaMensual> {
    const alumno = await this.db.query.alumnos.findFirst({
      columns: { id: true },
      where: and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, colegioId)),
    })
    if (!alumno) throw notFound('El alumno')
    const year = anio ?? Number(this.schoolYear().today.slice(0, 4))
    return this.monthly(year, and(eq(asistencias.colegioId, colegioId), eq(asistencias.alumnoId, alumnoId)))
  }

  private async monthly(year: number, where: ReturnType<typeof and>): Promise<AsistenciaMensual> {
    const mes = sql<number>`extract(month from ${asistencias.fecha})::int`
    const rows = await this.db
      .select({
        mes,
        presentes: sql<number>`(count(*) filter (where ${asistencias.presente}))::int`,
        total: sql<number>`count(*)::int`,
        dias: sql<number>`count(distinct ${asistencias.fecha})::int`,
      })
      .from(asistencias)
      .where(and(where, between(asistencias.fecha, `${year}-01-01`, `${year}-12-31`)))
      .groupBy(mes)
      .orderBy(mes)
    return {
      anio: year,
      meses: rows.map((r) => ({
        mes: r.mes,
        porcentaje: attendancePercentage(r.presentes, r.total) ?? 0,
        dias: r.dias,
        presentes: r.presentes,
        ausentes: r.total - r.presentes,
      })),
    }
  }
}
