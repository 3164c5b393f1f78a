import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  type Alumno,
  type AlumnoInput,
  emailApoderado,
  fechaNacimiento,
  type ImportRowError,
} from '@/api/contract/alumnos'
import { nameText, optionalNameText, optionalText, requiredText, rut } from '@/api/contract/fields'
import { formatRut, isValidRut, normalizeRut } from '@/domain/rut'
import { courseKey, searchKey } from '@/domain/students'
import type { Database, Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { alumnos, colegios, cursos } from '../../db/schema'
import { HttpError, notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { SheetRow } from './excel'

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

type Course = { id: number; nombre: string }

/** One spreadsheet row: like the form, but the course is written by name and matched to the school's. */
const importRow = (coursesByKey: Map<string, Course[]>) =>
  z.object({
    nombre: nameText('El nombre', 120),
    rut: rut(),
    curso: requiredText('El curso', 80).transform((nombre, ctx): Course => {
      const matches = coursesByKey.get(courseKey(nombre)) ?? []
      if (matches.length === 1) return matches[0]!
      ctx.addIssue({
        code: 'custom',
        message:
          matches.length === 0
            ? `El curso «${nombre}» no existe en tu colegio.`
            : `El curso «${nombre}» coincide con más de un curso de tu colegio.`,
      })
      return z.NEVER
    }),
    fecha_nacimiento: fechaNacimiento,
    direccion: optionalText('La dirección', 200),
    telefono: optionalText('El teléfono', 40),
    apoderado: optionalNameText('El apoderado', 120),
    email_apoderado: emailApoderado,
  })

/** Rows per INSERT: 9 parameters each stays far below PostgreSQL's 65,535. */
const chunkSize = 1000

/** The columns of a student as the API writes it: drizzle builds each object once, in its final shape. */
const columns = {
  id: alumnos.id,
  nombre: alumnos.nombre,
  rut: alumnos.rutFormateado,
  fecha_nacimiento: alumnos.fechaNacimiento,
  direccion: alumnos.direccion,
  telefono: alumnos.telefono,
  apoderado: alumnos.apoderado,
  email_apoderado: alumnos.emailApoderado,
  curso_id: alumnos.cursoId,
  curso: { id: cursos.id, nombre: cursos.nombre },
}
const selectAlumnos = (db: Db) => db.select(columns).from(alumnos).innerJoin(cursos, eq(cursos.id, alumnos.cursoId))

/** A student as the SQL-text reads select it (`Database.rows`), and its shape in the API. */
type Row = Omit<Alumno, 'curso'> & { curso_nombre: string }
const selectRow = `select a.id, a.nombre, a.rut_formateado as rut, a.fecha_nacimiento::text as fecha_nacimiento,
         a.direccion, a.telefono, a.apoderado, a.email_apoderado, a.curso_id, c.nombre as curso_nombre
    from alumnos a join cursos c on c.id = a.curso_id`
const toAlumno = (r: Row): Alumno => ({
  id: r.id,
  nombre: r.nombre,
  rut: r.rut,
  fecha_nacimiento: r.fecha_nacimiento,
  direccion: r.direccion,
  telefono: r.telefono,
  apoderado: r.apoderado,
  email_apoderado: r.email_apoderado,
  curso_id: r.curso_id,
  curso: { id: r.curso_id, nombre: r.curso_nombre },
})

/** Spanish alphabetical order (Á with A, Ñ after N, any case): the stored key under the C collation. */
export const alphabetical = sql`${alumnos.nombreOrden} collate "C"`

/** `%` and `_` typed by a user are searched for literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The name without accents or case, in SQL (lower() alone ignores accented capitals under the C locale). */
const foldedName = sql`lower(translate(${alumnos.nombre}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`

export type ImportOutcome =
  | { ok: true; creados: number; actualizados: number }
  | { ok: false; errores: ImportRowError[] }

/** A student's fields as the edit form changes them, named as the audit trail names them (`alumno.editar`). */
const fieldLabels = {
  nombre: 'nombre',
  rut: 'RUT',
  cursoId: 'curso',
  fechaNacimiento: 'fecha de nacimiento',
  direccion: 'dirección',
  telefono: 'teléfono',
  apoderado: 'apoderado',
  emailApoderado: 'correo del apoderado',
} as const
const editableFields = Object.keys(fieldLabels) as (keyof typeof fieldLabels)[]

/** Students of one school; every method takes the school id and never sees another school's rows. */
export class StudentService {
  constructor(
    private readonly db: Db,
    private readonly rows: Database['rows'],
    private readonly audit: AuditService,
  ) {}

  /**
   * The school's students, alphabetically; optionally of one course and matching a name or RUT. `cursoIds`
   * (a docente's assigned courses) keeps only those courses' students. The route records each reading
   * (`nomina.ver`, one line per list, not per row).
   */
  async list(
    colegioId: number,
    filters: { curso_id?: number | undefined; q?: string | undefined },
    cursoIds: readonly number[] | null = null,
  ): Promise<Alumno[]> {
    if (cursoIds?.length === 0) return []
    if (!filters.curso_id && !filters.q?.trim() && !cursoIds) return this.all(colegioId)
    const where: (SQL | undefined)[] = [eq(alumnos.colegioId, colegioId)]
    if (cursoIds) where.push(inArray(alumnos.cursoId, [...cursoIds]))
    if (filters.curso_id) {
      await this.assertCourse(this.db, colegioId, filters.curso_id)
      where.push(eq(alumnos.cursoId, filters.curso_id))
    }
    const q = filters.q?.trim()
    if (q) {
      const words = searchKey(q).split(' ')
      const byName = and(...words.map((w) => sql`${foldedName} like ${`%${likeEscape(w)}%`}`))
      const digits = q.replace(/[.\s-]/g, '')
      const byRut = /^\d+[kK]?$/.test(digits)
        ? ilike(sql`replace(${alumnos.rut}, '-', '')`, `%${likeEscape(digits)}%`)
        : undefined
      where.push(or(byName, byRut))
    }
    const rows = await selectAlumnos(this.db)
      .where(and(...where))
      .orderBy(alphabetical, alumnos.id)
    return rows
  }

  /** Every student of the school, alphabetically (the export's and the seed's list), as SQL text. */
  private async all(colegioId: number): Promise<Alumno[]> {
    const rows = await this.rows<Row>(
      'alumnos_list',
      `${selectRow} where a.colegio_id = $1 order by a.nombre_orden collate "C", a.id`,
      [colegioId],
    )
    return rows.map(toAlumno)
  }

  /**
   * The whole list, or a class list, as the JSON text of the API's answer, written by PostgreSQL: the route
   * sends it as it comes. For a thousand students, parsing the driver's rows, building the objects and
   * serialising them again cost the server more than the query (README → Performance); PostgreSQL writes
   * the same shape (`Alumno`; the API tests parse it with the contract and compare it with GET /:id).
   * `null` when a docente asks for a course that is not theirs, whose answer is the empty list.
   */
  async listJson(colegioId: number, cursoId: number | undefined, cursoIds: readonly number[] | null) {
    if (cursoIds && (cursoId === undefined ? cursoIds.length === 0 : !cursoIds.includes(cursoId))) return null
    const [row] = await this.rows<{ total: number; body: string }>(
      cursoId === undefined ? (cursoIds ? 'alumnos_json_asignados' : 'alumnos_json') : 'alumnos_json_curso',
      `select count(*)::int as total, coalesce(json_agg(r.alumno order by r.orden, r.id), '[]')::text as body
         from (select a.id, a.nombre_orden collate "C" as orden,
                      (select x from (select a.id, a.nombre, a.rut_formateado as rut, a.fecha_nacimiento,
                                             a.direccion, a.telefono, a.apoderado, a.email_apoderado, a.curso_id,
                                             (select y from (select c.id, c.nombre) y) as curso) x) as alumno
                 from alumnos a join cursos c on c.id = a.curso_id
                where a.colegio_id = $1 and ${
                  cursoId === undefined ? (cursoIds ? 'a.curso_id = any($2::int[])' : 'true') : 'a.curso_id = $2'
                }) r`,
      cursoId === undefined ? (cursoIds ? [colegioId, cursoIds] : [colegioId]) : [colegioId, cursoId],
    )
    const { total, body } = row!
    if (total === 0 && cursoId !== undefined) await this.assertCourse(this.db, colegioId, cursoId)
    return { total, body }
  }

  /** The student, or 404 when it does not exist in this school. */
  async get(colegioId: number, id: number, db: Db = this.db): Promise<Alumno> {
    const [row] = await selectAlumnos(db).where(and(eq(alumnos.id, id), eq(alumnos.colegioId, colegioId)))
    if (!row) throw notFound('El alumno')
    return row
  }

  /** A student's record opened: the student (SQL text, as the lists), and an `alumno.ver` line. */
  async view(actor: Actor, id: number): Promise<Alumno> {
    const [row] = await this.rows<Row>('alumnos_get', `${selectRow} where a.id = $1 and a.colegio_id = $2`, [
      id,
      actor.colegioId,
    ])
    if (!row) throw notFound('El alumno')
    const alumno = toAlumno(row)
    await this.audit.recordRead(actor, 'alumno.ver', { alumnoId: id, detalle: 'Ficha del alumno' })
    return alumno
  }

  private async assertCourse(db: Db, colegioId: number, cursoId: number) {
    const [curso] = await db
      .select({ id: cursos.id })
      .from(cursos)
      .where(and(eq(cursos.id, cursoId), eq(cursos.colegioId, colegioId)))
    if (!curso) throw notFound('El curso')
  }

  private rutTaken(rutValue: string) {
    return new HttpError(409, `Ya existe un alumno con el RUT ${formatRut(rutValue)} en tu colegio.`)
  }

  private values(input: AlumnoInput) {
    return {
      nombre: input.nombre,
      rut: input.rut,
      cursoId: input.curso_id,
      fechaNacimiento: input.fecha_nacimiento,
      direccion: input.direccion,
      telefono: input.telefono,
      apoderado: input.apoderado,
      emailApoderado: input.email_apoderado,
    }
  }

  async create(actor: Actor, input: AlumnoInput) {
    const { colegioId } = actor
    return this.db.transaction(async (tx) => {
      await this.assertCourse(tx, colegioId, input.curso_id)
      const [row] = await tx
        .insert(alumnos)
        .values({ colegioId, ...this.values(input) })
        .onConflictDoNothing()
        .returning({ id: alumnos.id })
      if (!row) throw this.rutTaken(input.rut)
      await this.audit.record(tx, actor, 'alumno.crear', { alumnoId: row.id, detalle: 'Formulario' })
      return this.get(colegioId, row.id, tx)
    })
  }

  async update(actor: Actor, id: number, input: AlumnoInput) {
    const { colegioId } = actor
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          nombre: alumnos.nombre,
          rut: alumnos.rut,
          cursoId: alumnos.cursoId,
          fechaNacimiento: alumnos.fechaNacimiento,
          direccion: alumnos.direccion,
          telefono: alumnos.telefono,
          apoderado: alumnos.apoderado,
          emailApoderado: alumnos.emailApoderado,
        })
        .from(alumnos)
        .where(and(eq(alumnos.id, id), eq(alumnos.colegioId, colegioId)))
        .for('update')
      if (!current) throw notFound('El alumno')
      await this.assertCourse(tx, colegioId, input.curso_id)
      const [clash] = await tx
        .select({ id: alumnos.id })
        .from(alumnos)
        .where(and(eq(alumnos.colegioId, colegioId), eq(alumnos.rut, input.rut)))
      if (clash && clash.id !== id) throw this.rutTaken(input.rut)
      const values = this.values(input)
      try {
        await tx
          .update(alumnos)
          .set(values)
          .where(and(eq(alumnos.id, id), eq(alumnos.colegioId, colegioId)))
      } catch (error) {
        // Another request took the RUT between the check and the update.
        if (isUniqueViolation(error)) throw this.rutTaken(input.rut)
        throw error
      }
      // Which fields changed, never their values (the trail keeps no personal data).
      const changed = editableFields.filter((f) => (current[f] ?? null) !== (values[f] ?? null))
      await this.audit.record(tx, actor, 'alumno.editar', {
        alumnoId: id,
        detalle: changed.length === 0 ? 'Sin cambios' : `Cambió: ${changed.map((f) => fieldLabels[f]).join(', ')}`,
      })
      return this.get(colegioId, id, tx)
    })
  }

  /** The school's name and its course names in school order, for the template. */
  async templateData(colegioId: number) {
    const [colegio] = await this.db.select({ nombre: colegios.nombre }).from(colegios).where(eq(colegios.id, colegioId))
    const rows = await this.db.select({ nombre: cursos.nombre }).from(cursos).where(eq(cursos.colegioId, colegioId))
    return { colegio: colegio?.nombre ?? '', cursos: rows.map((r) => r.nombre).sort(collator.compare) }
  }

  /**
   * Imports spreadsheet rows all or nothing, in one transaction: every row is checked first (fields,
   * RUT, course by name, RUT repeated in the file) and any bad row cancels the whole file. A RUT
   * already in the school updates that student; its empty optional cells keep what was stored.
   */
  async importRows(actor: Actor, rows: SheetRow[]): Promise<ImportOutcome> {
    const { colegioId } = actor
    if (rows.length === 0) throw new HttpError(422, 'El archivo no tiene alumnos: escribe al menos una fila.')
    return this.db.transaction(async (tx) => {
      const courses = await tx
        .select({ id: cursos.id, nombre: cursos.nombre })
        .from(cursos)
        .where(eq(cursos.colegioId, colegioId))
      const byKey = new Map<string, Course[]>()
      for (const c of courses) byKey.set(courseKey(c.nombre), [...(byKey.get(courseKey(c.nombre)) ?? []), c])

      const errores: ImportRowError[] = []
      const seen = new Map<string, number>()
      const valid: (typeof alumnos.$inferInsert)[] = []
      const schema = importRow(byKey)
      for (const { fila, values } of rows) {
        const parsed = schema.safeParse(values)
        const motivos = parsed.success ? [] : firstIssuePerField(parsed.error.issues)
        const rutValue = values.rut && isValidRut(values.rut) ? normalizeRut(values.rut) : null
        if (rutValue) {
          const first = seen.get(rutValue)
          if (first !== undefined) motivos.push(`El RUT ${formatRut(rutValue)} ya aparece en la fila ${first}.`)
          else seen.set(rutValue, fila)
        }
        if (!parsed.success || motivos.length > 0) {
          errores.push({ fila, motivo: motivos.join(' ') })
          continue
        }
        const row = parsed.data
        valid.push({
          colegioId,
          cursoId: row.curso.id,
          nombre: row.nombre,
          rut: row.rut,
          fechaNacimiento: row.fecha_nacimiento,
          direccion: row.direccion,
          telefono: row.telefono,
          apoderado: row.apoderado,
          emailApoderado: row.email_apoderado,
        })
      }
      if (errores.length > 0) return { ok: false as const, errores }

      let creados = 0
      for (let i = 0; i < valid.length; i += chunkSize) {
        const saved = await tx
          .insert(alumnos)
          .values(valid.slice(i, i + chunkSize))
          .onConflictDoUpdate({
            target: [alumnos.colegioId, alumnos.rut],
            set: {
              nombre: sql`excluded.nombre`,
              cursoId: sql`excluded.curso_id`,
              fechaNacimiento: sql`coalesce(excluded.fecha_nacimiento, ${alumnos.fechaNacimiento})`,
              direccion: sql`coalesce(excluded.direccion, ${alumnos.direccion})`,
              telefono: sql`coalesce(excluded.telefono, ${alumnos.telefono})`,
              apoderado: sql`coalesce(excluded.apoderado, ${alumnos.apoderado})`,
              emailApoderado: sql`coalesce(excluded.email_apoderado, ${alumnos.emailApoderado})`,
            },
          })
          // xmax is 0 only on a row this statement inserted; an updated row carries our transaction id.
          .returning({ id: alumnos.id, creado: sql<boolean>`(xmax = 0)` })
        creados += saved.filter((r) => r.creado).length
        for (const created of [true, false]) {
          const lines = saved
            .filter((r) => r.creado === created)
            .map((r) => ({ alumnoId: r.id, detalle: 'Importación desde Excel' }))
          await this.audit.record(tx, actor, created ? 'alumno.crear' : 'alumno.editar', lines)
        }
      }
      return { ok: true as const, creados, actualizados: valid.length - creados }
    })
  }
}

/** One reason per column: a malformed date needs one message, not every check it failed. */
function firstIssuePerField(issues: z.core.$ZodIssue[]) {
  const byField = new Map<string, string>()
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    // The spreadsheet asks for DD-MM-AAAA (read as a date) and the form for AAAA-MM-DD.
    const message =
      field === 'fecha_nacimiento' && issue.code === 'invalid_format'
        ? 'La fecha de nacimiento debe escribirse como DD-MM-AAAA (por ejemplo 15-03-2016).'
        : issue.message
    if (!byField.has(field)) byField.set(field, message)
  }
  return [...byField.values()]
}
