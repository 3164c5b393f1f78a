import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type {
  EvaluacionCreate,
  EvaluacionCurso,
  EvaluacionUpdate,
  LibroCurso,
  NotaEntrada,
  NotaGuardada,
  NotasAlumno,
  NotasImportError,
} from '@/api/contract/calificaciones'
import type { GeneratedDocument } from '@/api/contract/documentos'
import { choiceKey } from '@/api/contract/fields'
import { attendancePercentage, schoolToday } from '@/domain/attendance'
import {
  gradeFromScore,
  invalidGradeMessage,
  parseGrade,
  promotion,
  simpleAverage,
  weightedAverage,
} from '@/domain/grade-book'
import { outsideCourse } from '@/domain/messages'
import { formatRut } from '@/domain/rut'
import { isSchoolYearOver } from '@/domain/school-year'
import { foldAccents } from '@/domain/text'
import type { LinkOwner } from '../../adapters/storage/storage'
import type { Database, Db } from '../../db/client'
import { alumnos, asistencias, calificaciones, colegios, cursos, evaluacionesCurso } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { gradeReportTitle, renderInformeNotas } from '../../documents/informe-notas'
import { HttpError, notFound } from '../../errors'
import type { TokenClaims } from '../../security'
import type { Actor, AuditService } from '../auditoria/service'
import type { CourseService } from '../cursos/service'
import type { DocumentService } from '../documentos/service'
import { checkOa } from '../libro/oa'
import { buildGradeSheet } from './excel'

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

type EvaluationRow = typeof evaluacionesCurso.$inferSelect

const toEvaluation = (row: EvaluationRow): EvaluacionCurso => ({
  id: row.id,
  curso_id: row.cursoId,
  asignatura: row.asignatura,
  nombre: row.nombre,
  fecha: row.fecha,
  ponderacion: Number(row.ponderacion),
  puntaje_maximo: row.puntajeMaximo,
  oa: row.oa,
})

/** "1 nota", "12 notas". */
const gradesCount = (n: number) => `${n} ${n === 1 ? 'nota' : 'notas'}`
/** "1 nota registrada", "12 notas registradas". */
const gradesRecorded = (n: number) => `${gradesCount(n)} ${n === 1 ? 'registrada' : 'registradas'}`

/** A score as a teacher types it: 30, "30", "27,5"; null when it is no number with at most one decimal. */
function parseScore(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.')
  if (!/^\d+(\.\d)?$/.test(text)) return null
  return Number(text)
}

/** A value of one grade, checked: what to store for it, or the Spanish reason naming the student. */
export type GradeCheck = { ok: true; nota: number | null; puntaje: number | null } | { ok: false; motivo: string }

/**
 * Checks one grade of a student for an evaluation: a grade of 1,0–7,0 with one decimal, or a score from 0
 * to the evaluation's maximum converted at 60 % exigencia. Null clears the grade.
 */
export function checkGrade(
  nombre: string,
  evaluacion: { nombre: string; puntajeMaximo: number | null },
  entry: { nota?: string | number | null | undefined; puntaje?: string | number | null | undefined },
): GradeCheck {
  if (entry.puntaje !== undefined) {
    const max = evaluacion.puntajeMaximo
    if (max == null) {
      return {
        ok: false,
        motivo: `La evaluación «${evaluacion.nombre}» no tiene puntaje máximo: ingresa la nota de ${nombre}, no su puntaje.`,
      }
    }
    if (entry.puntaje === null || (typeof entry.puntaje === 'string' && entry.puntaje.trim() === '')) {
      return { ok: true, nota: null, puntaje: null }
    }
    const puntaje = parseScore(entry.puntaje)
    if (puntaje === null || puntaje > max) {
      return {
        ok: false,
        motivo: `El puntaje de ${nombre} debe ser un número de 0 a ${max} (con a lo más un decimal).`,
      }
    }
    return { ok: true, nota: gradeFromScore(puntaje, max), puntaje }
  }
  if (entry.nota === null || entry.nota === undefined || (typeof entry.nota === 'string' && entry.nota.trim() === '')) {
    return { ok: true, nota: null, puntaje: null }
  }
  const nota = parseGrade(entry.nota)
  if (nota === null) return { ok: false, motivo: invalidGradeMessage.replace('La nota', `La nota de ${nombre}`) }
  return { ok: true, nota, puntaje: null }
}

/**
 * The libro de notas of a school: evaluations per course and subject, the students' grades and their
 * averages. Every method takes the school id; another school's course, student or evaluation is a 404.
 */
export class GradeBookService {
  constructor(
    private readonly db: Db,
    private readonly rows: Database['rows'],
    private readonly courses: CourseService,
    private readonly documents: DocumentService,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The evaluation, or 404 when it does not exist in this school (locked for update inside `tx`). */
  private async evaluation(db: Db, colegioId: number, id: number, lock = false) {
    const query = db
      .select()
      .from(evaluacionesCurso)
      .where(and(eq(evaluacionesCurso.id, id), eq(evaluacionesCurso.colegioId, colegioId)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound('La evaluación')
    return row
  }

  /** The subjects with evaluations in a course, alphabetically. */
  async subjects(colegioId: number, cursoId: number) {
    await this.courses.find(colegioId, cursoId)
    return this.subjectNames(colegioId, cursoId)
  }

  private async subjectNames(colegioId: number, cursoId: number) {
    const rows = await this.rows<{ asignatura: string }>(
      'libro_asignaturas',
      'select distinct asignatura from evaluaciones_curso where colegio_id = $1 and curso_id = $2',
      [colegioId, cursoId],
    )
    return rows.map((r) => r.asignatura).sort(collator.compare)
  }

  /** A subject as the course already writes it ("matematica" -> "Matemática"), so one subject stays one column set. */
  private async subjectOf(colegioId: number, cursoId: number, asignatura: string) {
    const key = choiceKey(asignatura)
    return (await this.subjectNames(colegioId, cursoId)).find((s) => choiceKey(s) === key) ?? asignatura
  }

  async createEvaluation(actor: Actor, input: EvaluacionCreate): Promise<EvaluacionCurso> {
    const { colegioId } = actor
    const curso = await this.courses.find(colegioId, input.curso_id)
    const asignatura = await this.subjectOf(colegioId, input.curso_id, input.asignatura)
    checkOa(curso.nivel, asignatura, input.oa)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(evaluacionesCurso)
        .values({
          colegioId,
          cursoId: input.curso_id,
          asignatura,
          nombre: input.nombre,
          fecha: input.fecha,
          ponderacion: input.ponderacion,
          puntajeMaximo: input.puntaje_maximo,
          oa: input.oa,
        })
        .returning()
      await this.audit.record(tx, actor, 'evaluacion.crear', {
        detalle: `${input.nombre} · ${asignatura} · ${curso.nombre}`,
      })
      return toEvaluation(row!)
    })
  }

  /**
   * Edits an evaluation. A new maximum score converts the stored scores again; one above the new maximum
   * refuses the change (409). Without a maximum the grades stay and the scores are dropped.
   */
  async updateEvaluation(actor: Actor, id: number, input: EvaluacionUpdate): Promise<EvaluacionCurso> {
    const { colegioId } = actor
    const current = await this.evaluation(this.db, colegioId, id)
    const asignatura = await this.subjectOf(colegioId, current.cursoId, input.asignatura)
    checkOa((await this.courses.find(colegioId, current.cursoId)).nivel, asignatura, input.oa)
    return this.db.transaction(async (tx) => {
      const locked = await this.evaluation(tx, colegioId, id, true)
      const max = input.puntaje_maximo
      if (max !== locked.puntajeMaximo) {
        const scored = await tx
          .select({ id: calificaciones.id, puntaje: calificaciones.puntaje })
          .from(calificaciones)
          .where(and(eq(calificaciones.evaluacionId, id), sql`${calificaciones.puntaje} is not null`))
        if (max == null) {
          await tx.update(calificaciones).set({ puntaje: null }).where(eq(calificaciones.evaluacionId, id))
        } else {
          const over = scored.filter((g) => Number(g.puntaje) > max)
          if (over.length > 0) {
            throw new HttpError(
              409,
              `Hay ${over.length === 1 ? 'un puntaje mayor' : `${over.length} puntajes mayores`} que ${max} en esta evaluación: corrígelos antes de bajar el puntaje máximo.`,
            )
          }
          for (const g of scored) {
            await tx
              .update(calificaciones)
              .set({ nota: gradeFromScore(Number(g.puntaje), max), updatedAt: sql`now()` })
              .where(eq(calificaciones.id, g.id))
          }
        }
      }
      const [row] = await tx
        .update(evaluacionesCurso)
        .set({
          asignatura,
          nombre: input.nombre,
          fecha: input.fecha,
          ponderacion: input.ponderacion,
          puntajeMaximo: max,
          oa: input.oa,
        })
        .where(and(eq(evaluacionesCurso.id, id), eq(evaluacionesCurso.colegioId, colegioId)))
        .returning()
      await this.audit.record(tx, actor, 'evaluacion.editar', { detalle: `${input.nombre} · ${asignatura}` })
      return toEvaluation(row!)
    })
  }

  /** Deletes an evaluation; one that holds grades only when `confirmar` (409 otherwise, so the screen asks). */
  async deleteEvaluation(actor: Actor, id: number, confirmar: boolean) {
    const { colegioId } = actor
    return this.db.transaction(async (tx) => {
      const row = await this.evaluation(tx, colegioId, id, true)
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(calificaciones)
        .where(eq(calificaciones.evaluacionId, id))
      if (n > 0 && !confirmar) {
        throw new HttpError(
          409,
          `La evaluación «${row.nombre}» tiene ${gradesRecorded(n)}. Confirma si quieres eliminarla junto con sus notas.`,
        )
      }
      await tx.delete(evaluacionesCurso).where(eq(evaluacionesCurso.id, id))
      await this.audit.record(tx, actor, 'evaluacion.eliminar', {
        detalle: `${row.nombre} · ${row.asignatura}${n > 0 ? ` (con ${gradesCount(n)})` : ''}`,
      })
      return {
        message: n > 0 ? `Evaluación eliminada junto con ${gradesCount(n)}.` : 'Evaluación eliminada.',
        notas_eliminadas: n,
      }
    })
  }

  /**
   * The students of `ids` as seen from an evaluation's course: every id must be a student of that
   * course. An id of no student of the school is a 404; a student of another course is refused (400),
   * naming no one.
   */
  private async courseStudents(tx: Db, colegioId: number, cursoId: number, ids: number[]) {
    if (ids.length === 0) return new Map<number, string>()
    const rows = await tx
      .select({ id: alumnos.id, nombre: alumnos.nombre, cursoId: alumnos.cursoId })
      .from(alumnos)
      .where(and(inArray(alumnos.id, ids), eq(alumnos.colegioId, colegioId)))
      .for('share')
    const found = new Map(rows.map((r) => [r.id, r]))
    // Like any other id of another school: the same 404 as an id that never existed, naming no one.
    if (ids.some((id) => !found.has(id))) throw notFound(ids.length === 1 ? 'El alumno' : 'Uno de los alumnos')
    // Named by neither name nor id: a refused student is of a course the caller may not see.
    const outside = rows.filter((r) => r.cursoId !== cursoId).length
    if (outside > 0) throw new HttpError(400, outsideCourse(outside, 'al curso de esta evaluación'))
    return new Map(rows.map((r) => [r.id, r.nombre]))
  }

  /**
   * Stores checked grades (a null grade deletes the row), inside the caller's transaction, with one
   * `notas.guardar` line per student whose grade changed (set, changed or cleared).
   */
  private async writeGrades(
    tx: Tx,
    actor: Actor,
    evaluation: { id: number; nombre: string; asignatura: string },
    grades: { alumnoId: number; nota: number | null; puntaje: number | null }[],
  ) {
    const { colegioId } = actor
    const evaluacionId = evaluation.id
    const ids = grades.map((g) => g.alumnoId)
    const before =
      ids.length === 0
        ? []
        : await tx
            .select({ alumnoId: calificaciones.alumnoId, nota: calificaciones.nota, puntaje: calificaciones.puntaje })
            .from(calificaciones)
            .where(and(eq(calificaciones.evaluacionId, evaluacionId), inArray(calificaciones.alumnoId, ids)))
    const previous = new Map(before.map((g) => [g.alumnoId, g]))
    const changed = grades.filter((g) => {
      const old = previous.get(g.alumnoId)
      if (!old) return g.nota !== null
      return (
        g.nota === null ||
        Number(old.nota) !== g.nota ||
        (old.puntaje == null ? null : Number(old.puntaje)) !== g.puntaje
      )
    })
    const cleared = grades.filter((g) => g.nota === null).map((g) => g.alumnoId)
    const kept = grades.filter((g): g is { alumnoId: number; nota: number; puntaje: number | null } => g.nota !== null)
    if (cleared.length > 0) {
      await tx
        .delete(calificaciones)
        .where(and(eq(calificaciones.evaluacionId, evaluacionId), inArray(calificaciones.alumnoId, cleared)))
    }
    if (kept.length > 0) {
      await tx
        .insert(calificaciones)
        .values(kept.map((g) => ({ colegioId, evaluacionId, alumnoId: g.alumnoId, nota: g.nota, puntaje: g.puntaje })))
        .onConflictDoUpdate({
          target: [calificaciones.evaluacionId, calificaciones.alumnoId],
          set: { nota: sql`excluded.nota`, puntaje: sql`excluded.puntaje`, updatedAt: sql`now()` },
        })
    }
    const label = `${evaluation.nombre} · ${evaluation.asignatura}`
    await this.audit.record(
      tx,
      actor,
      'notas.guardar',
      changed.map((g) => ({
        alumnoId: g.alumnoId,
        detalle: `${label}: ${g.nota === null ? 'nota borrada' : `nota ${g.nota.toFixed(1).replace('.', ',')}`}`,
      })),
    )
  }

  /**
   * Saves grades of one evaluation, all or nothing: every value is checked first and one bad value
   * refuses the whole request (422) with the students named; nothing is written.
   */
  async saveGrades(actor: Actor, evaluacionId: number, entries: NotaEntrada[]): Promise<NotaGuardada[]> {
    const { colegioId } = actor
    return this.db.transaction(async (tx) => {
      const evaluation = await this.evaluation(tx, colegioId, evaluacionId, true)
      const names = await this.courseStudents(
        tx,
        colegioId,
        evaluation.cursoId,
        entries.map((e) => e.alumno_id),
      )
      const motivos: string[] = []
      const grades: { alumnoId: number; nota: number | null; puntaje: number | null }[] = []
      for (const entry of entries) {
        const checked = checkGrade(names.get(entry.alumno_id)!, evaluation, entry)
        if (checked.ok) grades.push({ alumnoId: entry.alumno_id, nota: checked.nota, puntaje: checked.puntaje })
        else motivos.push(checked.motivo)
      }
      if (motivos.length > 0) {
        const more = motivos.length > 5 ? ` Y ${motivos.length - 5} más.` : ''
        throw new HttpError(422, `No se guardó ninguna nota. ${motivos.slice(0, 5).join(' ')}${more}`)
      }
      await this.writeGrades(tx, actor, evaluation, grades)
      return grades.map((g) => ({ alumno_id: g.alumnoId, nota: g.nota, puntaje: g.puntaje }))
    })
  }

  /** The grid of a course in one subject: evaluations by date, the course's students by name, grades and averages. */
  async courseGrid(colegioId: number, cursoId: number, asignaturaInput: string): Promise<LibroCurso> {
    const curso = await this.courses.find(colegioId, cursoId)
    const asignatura = await this.subjectOf(colegioId, cursoId, asignaturaInput)
    // Plain rows (SQL text, `Database.rows`): the grid is read at every visit of the libro de notas, and
    // drizzle's mapping of each grade cost more than the query.
    const evaluations = await this.rows<EvaluacionCurso>(
      'libro_evaluaciones',
      `select id, curso_id, asignatura, nombre, fecha::text as fecha, ponderacion::float8 as ponderacion,
              puntaje_maximo, oa
         from evaluaciones_curso where colegio_id = $1 and curso_id = $2 and asignatura = $3
        order by fecha, id`,
      [colegioId, cursoId, asignatura],
    )
    const students = await this.courses.students(colegioId, cursoId)
    const grades =
      evaluations.length === 0
        ? []
        : await this.rows<{ evaluacionId: number; alumnoId: number; nota: number; puntaje: number | null }>(
            'libro_notas',
            `select n.evaluacion_id as "evaluacionId", n.alumno_id as "alumnoId", n.nota::float8 as nota,
                    n.puntaje::float8 as puntaje
               from calificaciones n join evaluaciones_curso e on e.id = n.evaluacion_id
              where n.colegio_id = $1 and e.colegio_id = $1 and e.curso_id = $2 and e.asignatura = $3`,
            [colegioId, cursoId, asignatura],
          )
    const byStudent = new Map<number, { notas: Record<string, number>; puntajes: Record<string, number> }>()
    for (const g of grades) {
      let s = byStudent.get(g.alumnoId)
      if (!s) {
        s = { notas: {}, puntajes: {} }
        byStudent.set(g.alumnoId, s)
      }
      s.notas[String(g.evaluacionId)] = Number(g.nota)
      if (g.puntaje != null) s.puntajes[String(g.evaluacionId)] = Number(g.puntaje)
    }
    return {
      curso: { id: curso.id, nombre: curso.nombre },
      asignatura,
      evaluaciones: evaluations,
      alumnos: students.map((a) => {
        const s = byStudent.get(a.id) ?? { notas: {}, puntajes: {} }
        return {
          alumno_id: a.id,
          nombre: a.nombre,
          rut: a.rut,
          notas: s.notas,
          puntajes: s.puntajes,
          promedio: weightedAverage(evaluations.map((e) => ({ nota: s.notas[e.id], ponderacion: e.ponderacion }))),
        }
      }),
    }
  }

  /**
   * A student's grades per subject (the evaluations of the current course, and any other evaluation the
   * student has a grade in), the general average, this school year's attendance and the promotion situation.
   */
  async studentReport(colegioId: number, alumnoId: number): Promise<NotasAlumno> {
    const [student] = await this.db
      .select({
        id: alumnos.id,
        nombre: alumnos.nombre,
        rut: alumnos.rut,
        cursoId: cursos.id,
        cursoNombre: cursos.nombre,
      })
      .from(alumnos)
      .innerJoin(cursos, eq(cursos.id, alumnos.cursoId))
      .where(and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, colegioId)))
    if (!student) throw notFound('El alumno')
    const grades = await this.db
      .select({ evaluacionId: calificaciones.evaluacionId, nota: calificaciones.nota, puntaje: calificaciones.puntaje })
      .from(calificaciones)
      .where(and(eq(calificaciones.alumnoId, alumnoId), eq(calificaciones.colegioId, colegioId)))
    const byEvaluation = new Map(grades.map((g) => [g.evaluacionId, g]))
    const gradedIds = grades.map((g) => g.evaluacionId)
    const evaluations = await this.db
      .select()
      .from(evaluacionesCurso)
      .where(
        and(
          eq(evaluacionesCurso.colegioId, colegioId),
          gradedIds.length > 0
            ? sql`(${evaluacionesCurso.cursoId} = ${student.cursoId} or ${inArray(evaluacionesCurso.id, gradedIds)})`
            : eq(evaluacionesCurso.cursoId, student.cursoId),
        ),
      )
      .orderBy(asc(evaluacionesCurso.fecha), asc(evaluacionesCurso.id))
    const subjects = new Map<string, NotasAlumno['asignaturas'][number]['evaluaciones']>()
    for (const row of evaluations) {
      const g = byEvaluation.get(row.id)
      const list = subjects.get(row.asignatura) ?? []
      list.push({
        ...toEvaluation(row),
        nota: g ? Number(g.nota) : null,
        puntaje: g?.puntaje == null ? null : Number(g.puntaje),
      })
      subjects.set(row.asignatura, list)
    }
    const asignaturas = [...subjects.entries()]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([asignatura, evaluaciones]) => ({
        asignatura,
        promedio: weightedAverage(evaluaciones),
        evaluaciones,
      }))
    const promedioGeneral = simpleAverage(asignaturas.map((a) => a.promedio))
    const asistencia = await this.yearAttendance(colegioId, alumnoId)
    const { situacion, motivos } = promotion(asignaturas, promedioGeneral, asistencia)
    return {
      alumno: {
        id: student.id,
        nombre: student.nombre,
        rut: formatRut(student.rut),
        curso: { id: student.cursoId, nombre: student.cursoNombre },
      },
      asignaturas,
      promedio_general: promedioGeneral,
      asistencia,
      situacion,
      motivos,
      proyeccion: !isSchoolYearOver(schoolToday(this.clock())),
    }
  }

  /** The grid as an .xlsx template to fill, with its file name. */
  async gradeSheet(actor: Actor, cursoId: number, asignatura: string) {
    const { colegioId } = actor
    const libro = await this.courseGrid(colegioId, cursoId, asignatura)
    const [colegio] = await this.db.select({ nombre: colegios.nombre }).from(colegios).where(eq(colegios.id, colegioId))
    const slug = (text: string) =>
      foldAccents(text)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    const buffer = await buildGradeSheet(colegio?.nombre ?? '', libro)
    await this.audit.record(this.db, actor, 'excel.exportar', {
      detalle: `Notas de ${libro.curso.nombre}, ${libro.asignatura}`,
    })
    return {
      buffer,
      filename: `notas-${slug(libro.curso.nombre) || 'curso'}-${slug(libro.asignatura) || 'asignatura'}.xlsx`,
    }
  }

  /** A printable Word report of the student's grades, stored as the user's document; spends no evaluation. */
  async printableReport(user: TokenClaims & Actor, alumnoId: number, link: LinkOwner): Promise<GeneratedDocument> {
    const report = await this.studentReport(user.colegioId, alumnoId)
    const file = await renderInformeNotas(report, await this.documents.context(user))
    const title = gradeReportTitle(report)
    const saved = await this.db.transaction(async (tx) => {
      const doc = await this.documents.save(user, 'informe_notas', title, file, tx, alumnoId)
      await this.audit.record(tx, user, 'alumno.ver', { alumnoId, detalle: 'Informe de calificaciones (Word)' })
      return doc
    })
    return { title, gcs_url: await this.documents.url(saved.storageKey, title, link) }
  }

  /** The share of this school year's recorded days the student was present; null when none was recorded. */
  private async yearAttendance(colegioId: number, alumnoId: number) {
    const today = schoolToday(this.clock())
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        presentes: sql<number>`(count(*) filter (where ${asistencias.presente}))::int`,
      })
      .from(asistencias)
      .where(
        and(
          eq(asistencias.colegioId, colegioId),
          eq(asistencias.alumnoId, alumnoId),
          gte(asistencias.fecha, `${today.slice(0, 4)}-01-01`),
          lte(asistencias.fecha, today),
        ),
      )
    return attendancePercentage(row?.presentes ?? 0, row?.total ?? 0)
  }

  /**
   * Imports the cells of a filled template, all or nothing: every cell is checked (student by RUT in the
   * course, evaluation of the course, grade or score) and any bad cell cancels the whole file.
   */
  /** The course, or 404 when it is not of this school (checked before reading an uploaded file). */
  async requireCourse(colegioId: number, cursoId: number) {
    await this.courses.find(colegioId, cursoId)
  }

  async importGrades(
    actor: Actor,
    cursoId: number,
    cells: { fila: number; celda: string; rut: string; evaluacionId: number; value: string | number }[],
    sheetErrors: NotasImportError[] = [],
  ): Promise<{ ok: true; guardadas: number } | { ok: false; errores: NotasImportError[] }> {
    const { colegioId } = actor
    await this.courses.find(colegioId, cursoId)
    return this.db.transaction(async (tx) => {
      const students = await tx
        .select({ id: alumnos.id, nombre: alumnos.nombre, rut: alumnos.rut })
        .from(alumnos)
        .where(and(eq(alumnos.colegioId, colegioId), eq(alumnos.cursoId, cursoId)))
      const byRut = new Map(students.map((s) => [s.rut, s]))
      const ids = [...new Set(cells.map((c) => c.evaluacionId))]
      const evaluations =
        ids.length === 0
          ? []
          : await tx
              .select()
              .from(evaluacionesCurso)
              .where(
                and(
                  eq(evaluacionesCurso.colegioId, colegioId),
                  eq(evaluacionesCurso.cursoId, cursoId),
                  inArray(evaluacionesCurso.id, ids),
                ),
              )
              .for('update')
      const byId = new Map(evaluations.map((e) => [e.id, e]))
      const errores: NotasImportError[] = [...sheetErrors]
      const writes = new Map<number, { alumnoId: number; nota: number; puntaje: number | null }[]>()
      for (const cell of cells) {
        const student = byRut.get(cell.rut)
        const evaluation = byId.get(cell.evaluacionId)
        if (!student) {
          errores.push({
            fila: cell.fila,
            celda: cell.celda,
            motivo: `El RUT ${formatRut(cell.rut)} no corresponde a un alumno de este curso.`,
          })
          continue
        }
        if (!evaluation) {
          errores.push({
            fila: cell.fila,
            celda: cell.celda,
            motivo:
              'La columna corresponde a una evaluación que ya no existe en este curso: descarga la planilla de nuevo.',
          })
          continue
        }
        const checked = checkGrade(
          student.nombre,
          evaluation,
          evaluation.puntajeMaximo == null ? { nota: cell.value } : { puntaje: cell.value },
        )
        if (!checked.ok) errores.push({ fila: cell.fila, celda: cell.celda, motivo: checked.motivo })
        else if (checked.nota !== null) {
          const list = writes.get(evaluation.id) ?? []
          list.push({ alumnoId: student.id, nota: checked.nota, puntaje: checked.puntaje })
          writes.set(evaluation.id, list)
        }
      }
      if (errores.length > 0) return { ok: false as const, errores: errores.sort((a, b) => a.fila - b.fila) }
      let guardadas = 0
      for (const [evaluacionId, grades] of writes) {
        await this.writeGrades(tx, actor, byId.get(evaluacionId)!, grades)
        guardadas += grades.length
      }
      return { ok: true as const, guardadas }
    })
  }
}
