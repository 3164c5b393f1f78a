import { and, asc, between, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { AsistenciaAlumno, AsistenciaDia, AsistenciaSave } from '@/api/contract/asistencia'
import { attendancePercentage, attendanceSheetFileName, isFutureSchoolDay } from '@/domain/attendance'
import { formatRut } from '@/domain/rut'
import type { Db } from '../../db/client'
import { alumnos, asistencias, colegios, cursos } from '../../db/schema'
import { HttpError, notFound } from '../../errors'
import type { CourseService } from '../cursos/service'
import { buildMonthlySheet, type MonthlySheetInput } from './monthly-sheet'

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

/**
 * Attendance per course and day. Saving is an upsert per (student, day): saving again corrects the
 * day and never duplicates it. Only students of the course, never a day after today in Chile.
 */
export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly cursos: CourseService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async day(colegioId: number, cursoId: number, fecha: string): Promise<AsistenciaDia> {
    await this.cursos.find(colegioId, cursoId)
    return this.readDay(this.db, colegioId, cursoId, fecha)
  }

  private async readDay(db: Db, colegioId: number, cursoId: number, fecha: string): Promise<AsistenciaDia> {
    const rows = await db
      .select({ alumno_id: asistencias.alumnoId, presente: asistencias.presente, updatedAt: asistencias.updatedAt })
      .from(asistencias)
      .where(and(eq(asistencias.colegioId, colegioId), eq(asistencias.cursoId, cursoId), eq(asistencias.fecha, fecha)))
      .orderBy(asc(asistencias.alumnoId))
    const last = rows.reduce<Date | null>((acc, r) => (!acc || r.updatedAt > acc ? r.updatedAt : acc), null)
    return {
      curso_id: cursoId,
      fecha,
      tomada: rows.length > 0,
      actualizada: last ? last.toISOString() : null,
      registros: rows.map(({ alumno_id, presente }) => ({ alumno_id, presente })),
    }
  }

  async save(colegioId: number, cursoId: number, input: AsistenciaSave): Promise<AsistenciaDia> {
    if (isFutureSchoolDay(input.fecha, this.clock())) {
      throw new HttpError(422, 'No se puede registrar asistencia de una fecha futura.')
    }
    await this.cursos.find(colegioId, cursoId)
    return this.db.transaction(async (tx) => {
      const ids = input.registros.map((r) => r.alumno_id)
      const enCurso = await tx
        .select({ id: alumnos.id })
        .from(alumnos)
        .where(and(inArray(alumnos.id, ids), eq(alumnos.cursoId, cursoId), eq(alumnos.colegioId, colegioId)))
        .for('share')
      const known = new Set(enCurso.map((a) => a.id))
      const ajenos = ids.filter((id) => !known.has(id))
      if (ajenos.length > 0) {
        throw new HttpError(
          422,
          `${ajenos.length === 1 ? 'El alumno' : 'Los alumnos'} ${ajenos.join(', ')} no ${ajenos.length === 1 ? 'pertenece' : 'pertenecen'} a este curso.`,
        )
      }
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
  async monthlySheet(colegioId: number, cursoId: number, year: number, month: number) {
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
    return { buffer, filename: attendanceSheetFileName(curso.nombre, first.slice(0, 7)) }
  }
}
