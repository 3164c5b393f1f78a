import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type {
  Atraso,
  BloqueHorario,
  BloqueHorarioInput,
  Calendario,
  Clase,
  ClaseResumen,
  Correccion,
  CorreccionCreate,
  DocenteOpcion,
  EstadoAsistenciaBloque,
  FirmaEnrolamiento,
  FirmaEstado,
  FirmarClase,
  JustificarAtraso,
  Leccionario,
  LeccionarioSave,
  RegistroBloqueInput,
  SuspensionCreate,
  VisarCorreccion,
} from '@/api/contract/libro'
import { diasSemana } from '@/api/contract/libro'
import { isFutureSchoolDay, schoolTimeZone, schoolToday } from '@/domain/attendance'
import type { Role } from '@/domain/catalog'
import { outsideCourse } from '@/domain/messages'
import { schoolYearLastDay } from '@/domain/school-year'
import type { Database, Db, Rows } from '../../db/client'
import { rowsIn, rowsOf } from '../../db/rows'
import {
  bloquesHorario,
  clases,
  colegios,
  correcciones,
  correccionesAsistencia,
  diasSinClases,
  firmasTotp,
  horarios,
  justificativosAtraso,
  usuarioCursos,
  usuarios,
} from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { HttpError, notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { CourseService } from '../cursos/service'
import { nationalHolidays, noClassReason, schoolYearFirstDay, winterBreak } from './calendar'
import { checkOa } from './oa'
import { acceptedStep, newTotpSecret, type SecretBox, type SignatureMethod, totpOf } from './signing'

/** The member acting in the libro: who, where, with which role and which courses (null: every course). */
export interface LibroUser extends Actor {
  userId: number
  rol: Role
  cursoIds: readonly number[] | null
}

type Executor = Db | Tx

export const signedMessage = 'La clase está firmada: corrígela.'
const futureMessage = (fecha: string) => `La clase es del ${fecha}: aún no se puede registrar.`

/** An instant as ISO 8601 with America/Santiago's offset: `2026-03-09T08:44:12-03:00`. */
export const santiagoIso = (date: Date) => format(new TZDate(date, schoolTimeZone), "yyyy-MM-dd'T'HH:mm:ssxxx")
/** The school day (YYYY-MM-DD) of an instant. */
const dayOfInstant = (date: Date) => schoolToday(date)

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

type ClaseRow = typeof clases.$inferSelect
type AttendanceState = { estado: EstadoAsistenciaBloque; hora_llegada: string | null }

const leccionarioOf = (row: Pick<ClaseRow, 'leccionario' | 'oa' | 'actividades'>): Leccionario | null =>
  row.leccionario === null ? null : { texto: row.leccionario, oa: row.oa, actividades: row.actividades }

/**
 * A day's blocks as Mi día lists them, for a prepared statement (`where` names them); the subsidy block is the
 * school's (`colegios.bloque_subvencion`), read in the same statement.
 */
const summaryText = (where: string) =>
  `select c.id, c.curso_id, cu.nombre as curso_nombre, c.fecha::text as fecha, c.inicio, c.fin, c.asignatura,
          c.docente_id, coalesce(u.nombre, 'Miembro eliminado') as docente_nombre, c.codocente_id, c.numero,
          c.numero = least(coalesce((select s.bloque_subvencion from colegios s where s.id = c.colegio_id), 2),
                           (select max(x.numero) from clases x where x.curso_id = c.curso_id and x.fecha = c.fecha)) as subvencion,
          case when exists (select 1 from correcciones co where co.clase_id = c.id and co.estado = 'pendiente_visado') then 'pendiente_visado'
               when c.firmada_en is not null then 'firmada'
               when c.registrada_en is not null then 'registrada'
               else 'pendiente' end as estado
   from clases c join cursos cu on cu.id = c.curso_id left join usuarios u on u.id = c.docente_id
   where ${where}
   order by c.inicio, cu.nombre`

/** The course's students in list order (número de lista: alphabetical): `$1` the school, `$2` the course. */
const rosterText = `select id as alumno_id, nombre, (row_number() over (order by nombre_orden collate "C", id))::int as numero
  from alumnos where colegio_id = $1 and curso_id = $2
  order by nombre_orden collate "C", id`

/**
 * A block's roll as first taken (`fuente` 0) and then the changes of its approved corrections in the order
 * they apply (`fuente` 1, by visado): one statement for the two. `$1` the block.
 */
const rollText = `select 0 as fuente, b.alumno_id, b.estado, b.hora_llegada, null::timestamptz as visado_en, null::int as correccion_id
    from asistencia_bloque b where b.clase_id = $1
  union all
  select 1, ca.alumno_id, ca.estado, ca.hora_llegada, co.visado_en, co.id
    from correcciones co join correcciones_asistencia ca on ca.correccion_id = co.id
   where co.clase_id = $1 and co.estado = 'aprobada'
  order by fuente, visado_en, correccion_id`

type RollRow = { fuente: number; alumno_id: number; estado: EstadoAsistenciaBloque; hora_llegada: string | null }

/** The roll in force: the first record (`written` in its place when given), then the approved corrections applied in order. */
function inForce(rows: readonly RollRow[], written?: readonly RegistroBloqueInput[]): Map<number, AttendanceState> {
  const state = new Map<number, AttendanceState>()
  for (const r of rows)
    if (Number(r.fuente) === 0) state.set(r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada })
  for (const r of written ?? []) state.set(r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada })
  for (const r of rows)
    if (Number(r.fuente) === 1) state.set(r.alumno_id, { estado: r.estado, hora_llegada: r.hora_llegada })
  return state
}

/**
 * A block to take its roll, locked for update, with the day's subsidy block of its course (the school's block
 * number, or the day's last when it has fewer): `$1` the block, `$2` the school.
 */
const lockForRollText = `select c.id, c.curso_id, c.fecha::text as fecha, c.inicio, c.asignatura, c.registrada_en, c.firmada_en,
    (select x.id from clases x
      where x.curso_id = c.curso_id and x.fecha = c.fecha
        and x.numero <= coalesce((select s.bloque_subvencion from colegios s where s.id = c.colegio_id), 2)
      order by x.numero desc limit 1) as subvencion_id
  from clases c where c.id = $1 and c.colegio_id = $2
  for update of c`

/** A block with everything its detail shows but the roll and the corrections: `$1` the block, `$2` the school. */
const detailText = `select c.id, c.curso_id, cu.nombre as curso_nombre, c.fecha::text as fecha, c.inicio, c.fin, c.asignatura,
    c.docente_id, coalesce(u.nombre, 'Miembro eliminado') as docente_nombre, c.codocente_id, c.numero,
    c.numero = least(coalesce((select s.bloque_subvencion from colegios s where s.id = c.colegio_id), 2),
                     (select max(x.numero) from clases x where x.curso_id = c.curso_id and x.fecha = c.fecha)) as subvencion,
    case when exists (select 1 from correcciones co where co.clase_id = c.id and co.estado = 'pendiente_visado') then 'pendiente_visado'
         when c.firmada_en is not null then 'firmada'
         when c.registrada_en is not null then 'registrada'
         else 'pendiente' end as estado,
    c.registrada_en, c.firmada_en, c.firmada_por, c.firmada_por_nombre, c.reemplazo_nombre, c.reemplazo_motivo,
    c.leccionario, c.oa, c.actividades,
    (select co.leccionario from correcciones co
      where co.clase_id = c.id and co.estado = 'aprobada' and co.leccionario is not null
      order by co.visado_en desc, co.id desc limit 1) as leccionario_corregido
  from clases c join cursos cu on cu.id = c.curso_id left join usuarios u on u.id = c.docente_id
  where c.id = $1 and c.colegio_id = $2`

interface DetailRow extends ClaseResumen {
  registrada_en: Date | null
  firmada_en: Date | null
  firmada_por: number | null
  firmada_por_nombre: string | null
  reemplazo_nombre: string | null
  reemplazo_motivo: string | null
  leccionario: string | null
  oa: string[]
  actividades: string | null
  leccionario_corregido: Leccionario | null
}

/**
 * The libro de clases of a school: weekly schedules, the class calendar, the blocks of each day with their
 * attendance, leccionario and signature, corrections and their visado, and the members' authenticators.
 * Every method takes the school; another school's course, block or correction is a 404. Writes of a
 * student's record leave their audit lines in the same transaction.
 */
export class LibroService {
  constructor(
    private readonly db: Db,
    /**
     * Named prepared statements of the hot paths (Mi día, a block, its roll), rows as the driver returns
     * them; `transaction` runs a roll's save on one connection with them.
     */
    database: Pick<Database, 'rows' | 'transaction'>,
    private readonly courses: CourseService,
    private readonly audit: AuditService,
    private readonly box: SecretBox,
    private readonly methods: { totp: SignatureMethod },
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.rows = database.rows
    this.transaction = database.transaction
  }

  private readonly rows: Rows
  private readonly transaction: Database['transaction']

  // -------------------------------------------------------------------------------------------------------
  // Calendar

  async subsidyBlock(db: Executor, colegioId: number): Promise<number> {
    const [row] = await db
      .select({ bloque: colegios.bloqueSubvencion })
      .from(colegios)
      .where(eq(colegios.id, colegioId))
    return row?.bloque ?? 2
  }

  private async suspensions(db: Executor, colegioId: number, desde: string, hasta: string) {
    return rowsOf<{ fecha: string; motivo: string }>(
      db,
      sql`select fecha::text as fecha, motivo from dias_sin_clases
          where colegio_id = ${colegioId} and fecha between ${desde} and ${hasta} order by fecha`,
    )
  }

  /** Why a day has no classes at the school, or null for a class day. */
  async noClasses(db: Executor, colegioId: number, fecha: string): Promise<string | null> {
    const reason = noClassReason(fecha)
    if (reason) return reason
    const [suspension] = await this.suspensions(db, colegioId, fecha, fecha)
    return suspension ? `Es un día sin clases: ${suspension.motivo}.` : null
  }

  async calendar(colegioId: number, anio?: number): Promise<Calendario> {
    const year = anio ?? Number(schoolToday(this.clock()).slice(0, 4))
    const inicio = schoolYearFirstDay(year)
    const fin = schoolYearLastDay(year)
    return {
      anio: year,
      inicio,
      fin,
      vacaciones_invierno: winterBreak(year),
      feriados: nationalHolidays(year),
      suspensiones: await this.suspensions(this.db, colegioId, `${year}-01-01`, `${year}-12-31`),
      bloque_subvencion: await this.subsidyBlock(this.db, colegioId),
    }
  }

  async addSuspension(actor: Actor, input: SuspensionCreate): Promise<Calendario> {
    const reason = noClassReason(input.fecha)
    if (reason) throw new HttpError(422, `El ${input.fecha} ya no tiene clases: ${reason.toLowerCase()}`)
    const signed = await rowsOf<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from clases where colegio_id = ${actor.colegioId} and fecha = ${input.fecha}
          and (firmada_en is not null or registrada_en is not null or leccionario is not null)`,
    )
    if (signed[0]!.n > 0) {
      throw new HttpError(409, `El ${input.fecha} ya tiene clases registradas: no se puede marcar sin clases.`)
    }
    await this.db.transaction(async (tx) => {
      await tx
        .insert(diasSinClases)
        .values({ colegioId: actor.colegioId, fecha: input.fecha, motivo: input.motivo, creadoPor: actor.userId })
        .onConflictDoUpdate({ target: [diasSinClases.colegioId, diasSinClases.fecha], set: { motivo: input.motivo } })
      // The day's blocks listed before the suspension were never taken: they go.
      await tx.delete(clases).where(and(eq(clases.colegioId, actor.colegioId), eq(clases.fecha, input.fecha)))
      await this.audit.record(tx, actor, 'calendario.editar', { detalle: `${input.fecha} sin clases: ${input.motivo}` })
    })
    return this.calendar(actor.colegioId, Number(input.fecha.slice(0, 4)))
  }

  async removeSuspension(actor: Actor, fecha: string): Promise<Calendario> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(diasSinClases)
        .where(and(eq(diasSinClases.colegioId, actor.colegioId), eq(diasSinClases.fecha, fecha)))
        .returning()
      if (removed.length === 0) throw notFound('El día sin clases')
      await this.audit.record(tx, actor, 'calendario.editar', { detalle: `${fecha} vuelve a tener clases` })
    })
    return this.calendar(actor.colegioId, Number(fecha.slice(0, 4)))
  }

  async setSubsidyBlock(actor: Actor, bloque: number): Promise<Calendario> {
    await this.db.transaction(async (tx) => {
      await tx.update(colegios).set({ bloqueSubvencion: bloque }).where(eq(colegios.id, actor.colegioId))
      await this.audit.record(tx, actor, 'calendario.editar', { detalle: `Bloque de subvención: ${bloque}` })
    })
    return this.calendar(actor.colegioId)
  }

  // -------------------------------------------------------------------------------------------------------
  // Schedules

  /** The version of a course's schedule in force on a day, if any. */
  private async versionOn(db: Executor, cursoId: number, fecha: string) {
    const [row] = await rowsOf<{ id: number; vigente_desde: string }>(
      db,
      sql`select id, vigente_desde::text as vigente_desde from horarios
          where curso_id = ${cursoId} and vigente_desde <= ${fecha} order by vigente_desde desc limit 1`,
    )
    return row
  }

  private async blocksOf(db: Executor, horarioId: number, vigenteDesde: string): Promise<BloqueHorario[]> {
    const rows = await rowsOf<Omit<BloqueHorario, 'vigente_desde'>>(
      db,
      sql`select b.id, b.dia, b.inicio, b.fin, b.asignatura, b.docente_id, coalesce(u.nombre, 'Miembro eliminado') as docente_nombre,
                 b.codocente_id, b.codocente_tipo, b.numero
          from bloques_horario b left join usuarios u on u.id = b.docente_id
          where b.horario_id = ${horarioId} order by b.dia, b.inicio`,
    )
    return rows.map((r) => ({ ...r, vigente_desde: vigenteDesde }))
  }

  async schedule(colegioId: number, cursoId: number, fecha?: string): Promise<BloqueHorario[]> {
    await this.courses.find(colegioId, cursoId)
    const version = await this.versionOn(this.db, cursoId, fecha ?? schoolToday(this.clock()))
    if (!version) {
      // Before its first version's date (a schedule given ahead), the first version is shown.
      const [first] = await rowsOf<{ id: number; vigente_desde: string }>(
        this.db,
        sql`select id, vigente_desde::text as vigente_desde from horarios where curso_id = ${cursoId}
            order by vigente_desde limit 1`,
      )
      return first ? this.blocksOf(this.db, first.id, first.vigente_desde) : []
    }
    return this.blocksOf(this.db, version.id, version.vigente_desde)
  }

  /**
   * Saves a course's week from `desde` (default: today, or the school year's first day for a first schedule).
   * Refuses overlapping blocks in the course, a teacher who already teaches elsewhere at that time, and a
   * member who is not of the school. A docente of a block gets the course assigned.
   */
  async saveSchedule(actor: Actor, cursoId: number, bloques: BloqueHorarioInput[], desde?: string) {
    const { colegioId } = actor
    const curso = await this.courses.find(colegioId, cursoId)
    const today = schoolToday(this.clock())
    const [latest] = await rowsOf<{ vigente_desde: string }>(
      this.db,
      sql`select vigente_desde::text as vigente_desde from horarios where curso_id = ${cursoId}
          order by vigente_desde desc limit 1`,
    )
    const from = desde ?? (latest ? today : schoolYearFirstDay(Number(today.slice(0, 4))))
    if (latest && from < latest.vigente_desde) {
      throw new HttpError(
        422,
        `El horario vigente de ${curso.nombre} rige desde el ${latest.vigente_desde}: el cambio debe regir desde esa fecha o después.`,
      )
    }
    const label = (b: { dia: number; inicio: string; fin: string }) =>
      `el ${diasSemana[b.dia - 1]} de ${b.inicio} a ${b.fin}`
    // Overlaps within the course.
    const sorted = [...bloques].sort((a, b) => a.dia - b.dia || a.inicio.localeCompare(b.inicio))
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!
      const b = sorted[i]!
      if (a.dia === b.dia && b.inicio < a.fin) {
        throw new HttpError(422, `En ${curso.nombre} el bloque de ${label(a)} se superpone con el de ${label(b)}.`)
      }
    }
    // Members of the school.
    const memberIds = [...new Set(bloques.flatMap((b) => [b.docente_id, ...(b.codocente_id ? [b.codocente_id] : [])]))]
    const members = memberIds.length
      ? await this.db
          .select({ id: usuarios.id, nombre: usuarios.nombre, rol: usuarios.rol })
          .from(usuarios)
          .where(and(eq(usuarios.colegioId, colegioId), inArray(usuarios.id, memberIds)))
      : []
    const byId = new Map(members.map((m) => [m.id, m]))
    for (const memberId of memberIds) {
      const member = byId.get(memberId)
      if (!member) throw new HttpError(422, `El docente ${memberId} no es miembro de tu colegio.`)
      if (member.rol === 'inspector') {
        throw new HttpError(422, `${member.nombre} es inspector: no puede tener bloques en el horario.`)
      }
    }
    // Teachers teaching elsewhere at the same time (the other courses' schedules in force from `desde`).
    if (bloques.length > 0) {
      const others = await rowsOf<{ docente_id: number; dia: number; inicio: string; fin: string; curso: string }>(
        this.db,
        sql`select b.docente_id, b.dia, b.inicio, b.fin, c.nombre as curso
            from horarios h join bloques_horario b on b.horario_id = h.id join cursos c on c.id = h.curso_id
            where h.colegio_id = ${colegioId} and h.curso_id <> ${cursoId}
              and b.docente_id in (${sql.join(
                memberIds.map((m) => sql`${m}`),
                sql`, `,
              )})
              and (h.vigente_desde = (select max(h2.vigente_desde) from horarios h2
                                       where h2.curso_id = h.curso_id and h2.vigente_desde <= ${from})
                   or h.vigente_desde > ${from})`,
      )
      for (const b of bloques) {
        const clash = others.find(
          (o) => o.docente_id === b.docente_id && o.dia === b.dia && o.inicio < b.fin && b.inicio < o.fin,
        )
        if (clash) {
          throw new HttpError(
            422,
            `${byId.get(b.docente_id)!.nombre} ya tiene clase ${label(clash)} en ${clash.curso}: no puede tener ${label(b)} en ${curso.nombre}.`,
          )
        }
      }
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(horarios).where(and(eq(horarios.cursoId, cursoId), eq(horarios.vigenteDesde, from)))
      const [version] = await tx
        .insert(horarios)
        .values({ colegioId, cursoId, vigenteDesde: from, creadoPor: actor.userId })
        .returning({ id: horarios.id })
      if (bloques.length > 0) {
        const numero = new Map<string, number>()
        for (const dia of [1, 2, 3, 4, 5]) {
          for (const [i, b] of sorted.filter((x) => x.dia === dia).entries()) numero.set(`${b.dia} ${b.inicio}`, i + 1)
        }
        await tx.insert(bloquesHorario).values(
          sorted.map((b) => ({
            colegioId,
            horarioId: version!.id,
            dia: b.dia,
            inicio: b.inicio,
            fin: b.fin,
            numero: numero.get(`${b.dia} ${b.inicio}`)!,
            asignatura: b.asignatura,
            docenteId: b.docente_id,
            codocenteId: b.codocente_id,
            codocenteTipo: b.codocente_id ? (b.codocente_tipo ?? 'codocente') : null,
          })),
        )
      }
      // Blocks listed from `desde` on that hold nothing yet are listed again from the new schedule.
      await tx.execute(
        sql`delete from clases c where c.curso_id = ${cursoId} and c.fecha >= ${from} and c.registrada_en is null
            and c.leccionario is null and c.firmada_en is null
            and not exists (select 1 from asistencia_bloque a where a.clase_id = c.id)`,
      )
      const docentes = members.filter((m) => m.rol === 'docente').map((m) => m.id)
      if (docentes.length > 0) {
        await tx
          .insert(usuarioCursos)
          .values(docentes.map((usuarioId) => ({ usuarioId, cursoId })))
          .onConflictDoNothing()
      }
      await this.audit.record(tx, actor, 'horario.guardar', {
        detalle: `${curso.nombre}: ${bloques.length} bloques desde el ${from}`,
      })
    })
    return this.schedule(colegioId, cursoId, from)
  }

  // -------------------------------------------------------------------------------------------------------
  // The blocks of a day

  /**
   * Copies the blocks of a class day from each course's schedule in force that day (once: a block already
   * listed stays as it was). Nothing on a day without classes.
   */
  async materialize(db: Executor, colegioId: number, fecha: string, cursoId?: number) {
    await this.materializeDays(db, colegioId, [fecha], cursoId)
  }

  /** `materialize` for many days in one statement (Cumplimiento's period, the demo's year). */
  async materializeDays(db: Executor, colegioId: number, fechas: readonly string[], cursoId?: number) {
    const candidates = fechas.filter((f) => noClassReason(f) === null)
    if (candidates.length === 0) return
    const sorted = [...candidates].sort()
    const suspended = new Set((await this.suspensions(db, colegioId, sorted[0]!, sorted.at(-1)!)).map((s) => s.fecha))
    const days = candidates.filter((f) => !suspended.has(f))
    if (days.length === 0) return
    await db.execute(
      sql`insert into clases (colegio_id, curso_id, fecha, bloque_id, numero, inicio, fin, asignatura, docente_id, codocente_id)
          select h.colegio_id, h.curso_id, d.fecha, b.id, b.numero, b.inicio, b.fin, b.asignatura, b.docente_id, b.codocente_id
          from unnest(${`{${days.join(',')}}`}::date[]) as d(fecha)
          join horarios h on h.colegio_id = ${colegioId} ${cursoId === undefined ? sql`` : sql`and h.curso_id = ${cursoId}`}
            and h.vigente_desde = (select max(h2.vigente_desde) from horarios h2
                                   where h2.curso_id = h.curso_id and h2.vigente_desde <= d.fecha)
          join bloques_horario b on b.horario_id = h.id and b.dia = extract(isodow from d.fecha)
          on conflict (curso_id, fecha, inicio) do nothing`,
    )
  }

  /**
   * The blocks of a day the member may see: of one course (`cursoId`), or else a docente's own blocks
   * (as teacher or co-teacher), and every block of the school for the other roles.
   */
  async list(user: LibroUser, fecha: string, cursoId?: number): Promise<ClaseResumen[]> {
    const { colegioId } = user
    if (cursoId !== undefined) await this.courses.find(colegioId, cursoId)
    // Mi día is opened at every class change: two statements, each prepared once per connection. The blocks
    // of a class day are copied from the schedules unless the school suspended it (the SQL of
    // `materializeDays` for one day), then listed with the school's subsidy block.
    if (noClassReason(fecha) === null) {
      await this.rows(
        cursoId === undefined ? 'libro_materializar_dia' : 'libro_materializar_dia_curso',
        `insert into clases (colegio_id, curso_id, fecha, bloque_id, numero, inicio, fin, asignatura, docente_id, codocente_id)
         select h.colegio_id, h.curso_id, $2::date, b.id, b.numero, b.inicio, b.fin, b.asignatura, b.docente_id, b.codocente_id
         from horarios h
         join bloques_horario b on b.horario_id = h.id and b.dia = extract(isodow from $2::date)
         where h.colegio_id = $1 ${cursoId === undefined ? '' : 'and h.curso_id = $3'}
           and h.vigente_desde = (select max(h2.vigente_desde) from horarios h2
                                  where h2.curso_id = h.curso_id and h2.vigente_desde <= $2::date)
           and not exists (select 1 from dias_sin_clases d where d.colegio_id = $1 and d.fecha = $2::date)
         on conflict (curso_id, fecha, inicio) do nothing`,
        cursoId === undefined ? [colegioId, fecha] : [colegioId, fecha, cursoId],
      )
    }
    const [name, where, values] =
      cursoId !== undefined
        ? ['libro_clases_curso', 'c.colegio_id = $1 and c.fecha = $2 and c.curso_id = $3', [cursoId]]
        : user.cursoIds
          ? [
              'libro_clases_docente',
              'c.colegio_id = $1 and c.fecha = $2 and (c.docente_id = $3 or c.codocente_id = $3)',
              [user.userId],
            ]
          : ['libro_clases_colegio', 'c.colegio_id = $1 and c.fecha = $2', []]
    return this.rows<ClaseResumen>(name, summaryText(where), [colegioId, fecha, ...values])
  }

  /** The block, locked for update inside a transaction; 404 when it is not of the school. */
  private async claseRow(db: Executor, colegioId: number, id: number, lock = false) {
    const query = db
      .select()
      .from(clases)
      .where(and(eq(clases.id, id), eq(clases.colegioId, colegioId)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound('La clase')
    return row
  }

  /** The course's students in list order (número de lista: alphabetical, as the students list). */
  private async roster(run: Rows, colegioId: number, cursoId: number) {
    return run<{ alumno_id: number; nombre: string; numero: number }>('libro_lista_curso', rosterText, [
      colegioId,
      cursoId,
    ])
  }

  /** A block's first record and its approved corrections' changes (`inForce` makes the roll in force of them). */
  private async roll(run: Rows, claseId: number) {
    return run<RollRow>('libro_asistencia_bloque', rollText, [claseId])
  }

  /** The attendance in force of a block: the first record with the approved corrections applied in order. */
  private async attendanceInForce(run: Rows, claseId: number): Promise<Map<number, AttendanceState>> {
    return inForce(await this.roll(run, claseId))
  }

  /** The leccionario in force: the block's, or the last approved correction's. */
  private async leccionarioInForce(db: Executor, row: ClaseRow): Promise<Leccionario | null> {
    const [corrected] = await rowsOf<{ leccionario: Leccionario }>(
      db,
      sql`select leccionario from correcciones where clase_id = ${row.id} and estado = 'aprobada' and leccionario is not null
          order by visado_en desc, id desc limit 1`,
    )
    return corrected?.leccionario ?? leccionarioOf(row)
  }

  /** The course, read inside the caller's transaction (PGlite has one connection: never read beside it). */
  private async courseIn(db: Executor, colegioId: number, cursoId: number) {
    const [row] = await rowsOf<{ id: number; nombre: string; nivel: string }>(
      db,
      sql`select id, nombre, nivel from cursos where id = ${cursoId} and colegio_id = ${colegioId}`,
    )
    if (!row) throw notFound('El curso')
    return row
  }

  /** Whether the member teaches the block (teacher or co-teacher). */
  private teaches = (row: ClaseRow, userId: number) => row.docenteId === userId || row.codocenteId === userId

  async detail(user: LibroUser, id: number): Promise<Clase> {
    const { colegioId } = user
    // The block, its summary and its leccionario in force in one statement; then its roll and corrections.
    const [row] = await this.rows<DetailRow>('libro_clase_detalle', detailText, [id, colegioId])
    if (!row) throw notFound('La clase')
    const roster = await this.roster(this.rows, colegioId, row.curso_id)
    let states: Map<number, AttendanceState>
    if (row.registrada_en) {
      states = await this.attendanceInForce(this.rows, id)
    } else {
      // A block not taken yet starts from the day's previous block of the course (nobody marked in the first).
      const [previous] = await this.rows<{ id: number }>(
        'libro_clase_anterior',
        `select id from clases where curso_id = $1 and fecha = $2::date and inicio < $3
            and registrada_en is not null order by inicio desc limit 1`,
        [row.curso_id, row.fecha, row.inicio],
      )
      states = previous ? await this.attendanceInForce(this.rows, previous.id) : new Map()
      // Arrival times belong to the block where the student arrived.
      for (const [k, v] of states)
        states.set(k, v.estado === 'atrasado' ? { estado: 'presente', hora_llegada: null } : v)
    }
    const correcciones = await this.correctionsOf(this.db, colegioId, sql`co.clase_id = ${id}`)
    const firmadaEn = row.firmada_en === null ? null : new Date(row.firmada_en)
    return {
      id: row.id,
      curso_id: row.curso_id,
      curso_nombre: row.curso_nombre,
      fecha: row.fecha,
      inicio: row.inicio,
      fin: row.fin,
      asignatura: row.asignatura,
      docente_id: row.docente_id,
      docente_nombre: row.docente_nombre,
      codocente_id: row.codocente_id,
      numero: row.numero,
      subvencion: row.subvencion,
      estado: row.estado,
      asistencia: roster.map((s) => ({
        ...s,
        estado: states.get(s.alumno_id)?.estado ?? null,
        hora_llegada: states.get(s.alumno_id)?.hora_llegada ?? null,
      })),
      leccionario: row.leccionario_corregido ?? leccionarioOf(row),
      firma: firmadaEn
        ? {
            usuario_id: row.firmada_por!,
            nombre: row.firmada_por_nombre!,
            fecha: santiagoIso(firmadaEn),
            metodo: 'totp',
            reemplazo: row.reemplazo_motivo ? { nombre: row.reemplazo_nombre!, motivo: row.reemplazo_motivo } : null,
            tardia: dayOfInstant(firmadaEn) > row.fecha,
          }
        : null,
      correcciones,
      puede_firmar: user.rol !== 'inspector' && !firmadaEn && !isFutureSchoolDay(row.fecha, this.clock()),
    }
  }

  async correctionsOf(db: Executor, colegioId: number, where: SQL): Promise<Correccion[]> {
    const rows = await rowsOf<{
      id: number
      clase_id: number
      motivo: string
      estado: Correccion['estado']
      creada_en: Date
      usuario_id: number
      usuario_nombre: string
      leccionario_anterior: Leccionario | null
      leccionario: Leccionario | null
      visado_por: number | null
      visado_por_nombre: string | null
      visado_en: Date | null
      visado_motivo: string | null
    }>(
      db,
      sql`select co.id, co.clase_id, co.motivo, co.estado, co.creada_en, co.usuario_id, co.usuario_nombre,
                 co.leccionario_anterior, co.leccionario, co.visado_por, co.visado_por_nombre, co.visado_en, co.visado_motivo
          from correcciones co where co.colegio_id = ${colegioId} and ${where} order by co.id`,
    )
    if (rows.length === 0) return []
    const changes = await rowsOf<{
      correccion_id: number
      alumno_id: number
      nombre: string | null
      antes_estado: EstadoAsistenciaBloque | null
      antes_hora_llegada: string | null
      estado: EstadoAsistenciaBloque
      hora_llegada: string | null
    }>(
      db,
      sql`select ca.correccion_id, ca.alumno_id, a.nombre, ca.antes_estado, ca.antes_hora_llegada, ca.estado, ca.hora_llegada
          from correcciones_asistencia ca left join alumnos a on a.id = ca.alumno_id
          where ca.correccion_id in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )}) order by a.nombre_orden collate "C", ca.alumno_id`,
    )
    return rows.map((r) => ({
      id: r.id,
      clase_id: r.clase_id,
      motivo: r.motivo,
      estado: r.estado,
      fecha: santiagoIso(new Date(r.creada_en)),
      usuario_id: r.usuario_id,
      nombre: r.usuario_nombre,
      asistencia: changes
        .filter((c) => c.correccion_id === r.id)
        .map((c) => ({
          alumno_id: c.alumno_id,
          nombre: c.nombre ?? 'Alumno eliminado',
          antes: c.antes_estado ? { estado: c.antes_estado, hora_llegada: c.antes_hora_llegada } : null,
          despues: { estado: c.estado, hora_llegada: c.hora_llegada },
        })),
      leccionario_anterior: r.leccionario_anterior,
      leccionario: r.leccionario,
      visado:
        r.visado_en && r.visado_por !== null
          ? {
              usuario_id: r.visado_por,
              nombre: r.visado_por_nombre ?? '',
              fecha: santiagoIso(new Date(r.visado_en)),
              aprobada: r.estado === 'aprobada',
              motivo: r.visado_motivo,
            }
          : null,
    }))
  }

  /** Refuses a block of a later day, and one that is signed (409: a change is a correction). */
  private writable(row: { firmadaEn: Date | null; fecha: string }) {
    if (row.firmadaEn) throw new HttpError(409, signedMessage)
    if (isFutureSchoolDay(row.fecha, this.clock())) throw new HttpError(422, futureMessage(row.fecha))
  }

  /** Checks that every student named is of the block's course; answers their names. */
  private async courseStudents(run: Rows, colegioId: number, cursoId: number, ids: number[]) {
    const roster = await this.roster(run, colegioId, cursoId)
    const names = new Map(roster.map((s) => [s.alumno_id, s.nombre]))
    const ajenos = ids.filter((id) => !names.has(id))
    if (ajenos.length > 0) {
      // Names none of them, neither by name nor by id (the caller may not be allowed to see them).
      throw new HttpError(422, outsideCourse(ajenos.length, 'a este curso'))
    }
    return { roster, names }
  }

  /**
   * Saves a block's roll. The first save lists every student of the course; later saves may change some.
   * When the block is the day's subsidy block, the day's attendance follows it (same transaction).
   */
  async saveAttendance(
    user: Actor,
    id: number,
    registros: RegistroBloqueInput[],
    options: { complete?: boolean } = {},
  ): Promise<number> {
    const { colegioId } = user
    // Named statements on the transaction's connection; the block stays locked from its first statement to
    // the commit, so each round trip in between counts: the subsidy block is read with the lock, and the day's
    // attendance is made of the roll as read and as written (the lock keeps every other writer of it out).
    await this.transaction(async (run) => {
      const [row] = await run<{
        id: number
        curso_id: number
        fecha: string
        inicio: string
        asignatura: string
        registrada_en: Date | null
        firmada_en: Date | null
        subvencion_id: number | null
      }>('libro_clase_para_asistencia', lockForRollText, [id, colegioId])
      if (!row) throw notFound('La clase')
      this.writable({ firmadaEn: row.firmada_en, fecha: row.fecha })
      const { roster, names } = await this.courseStudents(
        run,
        colegioId,
        row.curso_id,
        registros.map((r) => r.alumno_id),
      )
      const roll = await this.roll(run, id)
      const before = inForce(roll)
      if ((options.complete ?? true) && before.size === 0) {
        const given = new Set(registros.map((r) => r.alumno_id))
        const missing = roster.filter((s) => !given.has(s.alumno_id))
        if (missing.length > 0) {
          throw new HttpError(
            422,
            `Falta la asistencia de ${
              missing.length === 1
                ? missing[0]!.nombre
                : `${missing.length} alumnos (${missing
                    .slice(0, 3)
                    .map((s) => s.nombre)
                    .join(', ')}${missing.length > 3 ? '…' : ''})`
            }.`,
          )
        }
      }
      for (const r of registros) {
        if (r.hora_llegada && minutes(r.hora_llegada) < minutes(row.inicio)) {
          throw new HttpError(
            422,
            `La hora de llegada de ${names.get(r.alumno_id)} (${r.hora_llegada}) es anterior al inicio de la clase (${row.inicio}).`,
          )
        }
      }
      // The roll as one statement of arrays, whatever the course's size (its text never changes).
      await run(
        'libro_asistencia_guardar',
        `insert into asistencia_bloque (clase_id, alumno_id, colegio_id, estado, hora_llegada)
         select $1::int, t.alumno_id, $2::int, t.estado, t.hora_llegada
         from unnest($3::int[], $4::text[], $5::text[]) as t(alumno_id, estado, hora_llegada)
         on conflict (clase_id, alumno_id) do update set estado = excluded.estado, hora_llegada = excluded.hora_llegada`,
        [
          id,
          colegioId,
          registros.map((r) => r.alumno_id),
          registros.map((r) => r.estado),
          registros.map((r) => r.hora_llegada),
        ],
      )
      if (!row.registrada_en) {
        await run(
          'libro_clase_registrada',
          'update clases set registrada_en = $2::timestamptz, registrada_por = $3 where id = $1',
          [id, this.clock().toISOString(), user.userId],
        )
      }
      const changed = registros.filter(
        (r) =>
          before.get(r.alumno_id)?.estado !== r.estado ||
          (before.get(r.alumno_id)?.hora_llegada ?? null) !== r.hora_llegada,
      )
      await this.audit.recordWith(
        run,
        user,
        'clase.asistencia',
        changed.map((r) => ({
          alumnoId: r.alumno_id,
          detalle: `${row.fecha} ${row.inicio} ${row.asignatura}: ${r.estado}${r.hora_llegada ? ` (${r.hora_llegada})` : ''}`,
        })),
      )
      // The day's attendance follows the subsidy block.
      if (row.subvencion_id === id) await this.writeDay(run, user, row.curso_id, row.fecha, inForce(roll, registros))
    })
    return id
  }

  /**
   * The day's attendance (table `asistencias`, which Decreto 67's bands, the risk lists, the monthly sheet
   * and the guardian notices read) from the subsidy block of a course's day: present when presente or
   * atrasado in it. Runs when `changedClaseId` is that block (or always, without it).
   */
  async deriveDay(tx: Executor, actor: Actor, cursoId: number, fecha: string, changedClaseId?: number) {
    const block = await this.subsidyClase(tx, actor.colegioId, cursoId, fecha)
    if (!block || (changedClaseId !== undefined && block.id !== changedClaseId)) return
    const run = rowsIn(tx)
    await this.writeDay(run, actor, cursoId, fecha, await this.attendanceInForce(run, block.id))
  }

  /** Writes a course's day of attendance from its subsidy block's roll in force (nothing when it is empty). */
  private async writeDay(
    run: Rows,
    actor: Actor,
    cursoId: number,
    fecha: string,
    states: Map<number, AttendanceState>,
  ) {
    if (states.size === 0) return
    await run(
      'libro_dia_desde_bloque',
      `insert into asistencias (colegio_id, curso_id, alumno_id, fecha, presente)
       select $1::int, $2::int, t.alumno_id, $3::date, t.presente
       from unnest($4::int[], $5::boolean[]) as t(alumno_id, presente)
       on conflict (alumno_id, fecha) do update
         set presente = excluded.presente, curso_id = excluded.curso_id, updated_at = now()`,
      [actor.colegioId, cursoId, fecha, [...states.keys()], [...states.values()].map((s) => s.estado !== 'ausente')],
    )
  }

  /** The subsidy block of a course's day (the school's block number, or the day's last when it has fewer). */
  async subsidyClase(db: Executor, colegioId: number, cursoId: number, fecha: string) {
    const subsidy = await this.subsidyBlock(db, colegioId)
    const [row] = await rowsOf<{ id: number; firmada: boolean }>(
      db,
      sql`select id, firmada_en is not null as firmada from clases where curso_id = ${cursoId} and fecha = ${fecha}
          and numero <= ${subsidy} order by numero desc limit 1`,
    )
    return row
  }

  /** Whether a course has a weekly schedule (then its daily attendance is its subsidy block's). */
  async hasSchedule(cursoId: number) {
    const [row] = await rowsOf<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from horarios where curso_id = ${cursoId}`,
    )
    return (row?.n ?? 0) > 0
  }

  /**
   * The day's subsidy block of a course with a schedule (listed if needed, once the students named are
   * checked to be of the course); undefined on a day without blocks. The spec's daily attendance routes
   * read and write it.
   */
  async dailyBlock(colegioId: number, cursoId: number, fecha: string, alumnoIds: number[]) {
    await this.courseStudents(this.rows, colegioId, cursoId, alumnoIds)
    await this.materialize(this.db, colegioId, fecha, cursoId)
    return this.subsidyClase(this.db, colegioId, cursoId, fecha)
  }

  /** The daily save of a course with a schedule, written to its subsidy block (a late student stays late). */
  async saveDailyAsBlock(user: Actor, claseId: number, registros: { alumno_id: number; presente: boolean }[]) {
    const current = await this.attendanceInForce(this.rows, claseId)
    await this.saveAttendance(
      user,
      claseId,
      registros.map((r) => {
        const was = current.get(r.alumno_id)
        if (r.presente && was?.estado === 'atrasado') return { alumno_id: r.alumno_id, ...was }
        return { alumno_id: r.alumno_id, estado: r.presente ? 'presente' : 'ausente', hora_llegada: null }
      }),
      { complete: false },
    )
  }

  async saveLeccionario(user: LibroUser, id: number, input: LeccionarioSave): Promise<Clase> {
    const { colegioId } = user
    await this.db.transaction(async (tx) => {
      const row = await this.claseRow(tx, colegioId, id, true)
      this.writable(row)
      const curso = await this.courseIn(tx, colegioId, row.cursoId)
      checkOa(curso.nivel, row.asignatura, input.oa)
      await tx
        .update(clases)
        .set({ leccionario: input.texto, oa: input.oa, actividades: input.actividades })
        .where(eq(clases.id, id))
      await this.audit.record(tx, user, 'clase.leccionario', {
        detalle: `${curso.nombre} ${row.fecha} ${row.inicio} ${row.asignatura}${input.oa.length ? ` · ${input.oa.join(', ')}` : ''}`,
      })
    })
    return this.detail(user, id)
  }

  private async memberName(db: Executor, userId: number) {
    const [row] = await db.select({ nombre: usuarios.nombre }).from(usuarios).where(eq(usuarios.id, userId))
    return row?.nombre ?? ''
  }

  /** Verifies a member's code with the signature method, or refuses (422) in Spanish. */
  private async verify(tx: Executor, userId: number, codigo: string) {
    const result = await this.methods.totp.verify(tx, userId, codigo, this.clock())
    if (result === 'sin_inscripcion') {
      throw new HttpError(422, 'Aún no inscribes tu firma: hazlo en Configuración, con tu aplicación de autenticación.')
    }
    if (result === 'invalido') {
      throw new HttpError(
        422,
        'El código no es válido: revisa tu aplicación de autenticación y escribe el código actual.',
      )
    }
    return this.methods.totp.id
  }

  /**
   * Signs a block: attendance taken and a leccionario written, the member's code verified. The block's
   * teacher or co-teacher signs it; anyone else signs as substitute and gives the reason. An inspector
   * signs no block.
   */
  async sign(user: LibroUser, id: number, input: FirmarClase): Promise<Clase> {
    const { colegioId } = user
    if (user.rol === 'inspector') throw new HttpError(403, 'Las clases las firma su docente o quien lo reemplaza.')
    const failure = await this.db.transaction(async (tx) => {
      const row = await this.claseRow(tx, colegioId, id, true)
      if (row.firmadaEn) throw new HttpError(409, 'La clase ya está firmada.')
      if (isFutureSchoolDay(row.fecha, this.clock())) throw new HttpError(422, futureMessage(row.fecha))
      if (!row.registradaEn) throw new HttpError(422, 'Registra la asistencia antes de firmar la clase.')
      if (!row.leccionario) throw new HttpError(422, 'Escribe el leccionario antes de firmar la clase.')
      const substitute = !this.teaches(row, user.userId)
      if (substitute && !input.reemplazo_motivo) {
        const docente = await this.memberName(tx, row.docenteId)
        throw new HttpError(
          422,
          `Esta clase es de ${docente || 'otro docente'}: para firmarla como reemplazante indica el motivo del reemplazo.`,
        )
      }
      // A wrong code is answered after the transaction, so that the accepted step of a right one is kept.
      try {
        const metodo = await this.verify(tx, user.userId, input.codigo)
        const nombre = await this.memberName(tx, user.userId)
        await tx
          .update(clases)
          .set({
            firmadaEn: this.clock(),
            firmadaPor: user.userId,
            firmadaPorNombre: nombre,
            firmaMetodo: metodo,
            reemplazoNombre: substitute ? nombre : null,
            reemplazoMotivo: substitute ? input.reemplazo_motivo : null,
          })
          .where(eq(clases.id, id))
        await this.audit.record(tx, user, 'clase.firmar', {
          detalle: `${row.fecha} ${row.inicio} ${row.asignatura}${substitute ? ` (reemplazo: ${input.reemplazo_motivo})` : ''}`,
        })
        return undefined
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) return error
        throw error
      }
    })
    if (failure) throw failure
    return this.detail(user, id)
  }

  /**
   * A correction of a signed block: the students whose record changes and/or the new leccionario, with the
   * reason and the corrector's code. Waits for a visado, unless the administrador made it.
   */
  async correct(user: LibroUser, id: number, input: CorreccionCreate): Promise<Correccion> {
    const { colegioId } = user
    const result = await this.db.transaction(async (tx) => {
      const row = await this.claseRow(tx, colegioId, id, true)
      if (!row.firmadaEn) throw new HttpError(409, 'La clase aún no está firmada: edítala directamente.')
      const [pending] = await rowsOf<{ id: number }>(
        tx,
        sql`select id from correcciones where clase_id = ${id} and estado = 'pendiente_visado' limit 1`,
      )
      if (pending) throw new HttpError(409, 'La clase tiene una corrección pendiente de visado: espera que la visen.')
      const curso = await this.courseIn(tx, colegioId, row.cursoId)
      const current = await this.attendanceInForce(rowsIn(tx), id)
      let changes: { alumno_id: number; antes: AttendanceState | null; despues: AttendanceState }[] = []
      if (input.registros) {
        await this.courseStudents(
          rowsIn(tx),
          colegioId,
          row.cursoId,
          input.registros.map((r) => r.alumno_id),
        )
        changes = input.registros
          .map((r) => ({
            alumno_id: r.alumno_id,
            antes: current.get(r.alumno_id) ?? null,
            despues: { estado: r.estado, hora_llegada: r.hora_llegada },
          }))
          .filter(
            (c) => c.antes?.estado !== c.despues.estado || (c.antes?.hora_llegada ?? null) !== c.despues.hora_llegada,
          )
      }
      const leccionarioBefore = await this.leccionarioInForce(tx, row)
      let leccionarioAfter: Leccionario | null = null
      if (input.leccionario) {
        checkOa(curso.nivel, row.asignatura, input.leccionario.oa)
        const after = {
          texto: input.leccionario.texto,
          oa: input.leccionario.oa,
          actividades: input.leccionario.actividades,
        }
        if (JSON.stringify(after) !== JSON.stringify(leccionarioBefore)) leccionarioAfter = after
      }
      if (changes.length === 0 && !leccionarioAfter) {
        throw new HttpError(422, 'La corrección no cambia nada del registro vigente de la clase.')
      }
      try {
        const metodo = await this.verify(tx, user.userId, input.codigo)
        const nombre = await this.memberName(tx, user.userId)
        const now = this.clock()
        const own = user.rol === 'administrador'
        const [created] = await tx
          .insert(correcciones)
          .values({
            colegioId,
            claseId: id,
            motivo: input.motivo,
            usuarioId: user.userId,
            usuarioNombre: nombre,
            firmaMetodo: metodo,
            creadaEn: now,
            leccionarioAnterior: leccionarioAfter ? leccionarioBefore : null,
            leccionario: leccionarioAfter,
            estado: own ? 'aprobada' : 'pendiente_visado',
            ...(own ? { visadoPor: user.userId, visadoPorNombre: nombre, visadoEn: now } : {}),
          })
          .returning({ id: correcciones.id })
        if (changes.length > 0) {
          await tx.insert(correccionesAsistencia).values(
            changes.map((c) => ({
              correccionId: created!.id,
              alumnoId: c.alumno_id,
              colegioId,
              antesEstado: c.antes?.estado ?? null,
              antesHoraLlegada: c.antes?.hora_llegada ?? null,
              estado: c.despues.estado,
              horaLlegada: c.despues.hora_llegada,
            })),
          )
        }
        await this.audit.record(
          tx,
          user,
          'clase.corregir',
          changes.length > 0
            ? changes.map((c) => ({
                alumnoId: c.alumno_id,
                detalle: `${row.fecha} ${row.inicio} ${row.asignatura}: ${c.antes?.estado ?? 'sin registro'} → ${c.despues.estado} · ${input.motivo}`,
              }))
            : { detalle: `${row.fecha} ${row.inicio} ${row.asignatura}: leccionario · ${input.motivo}` },
        )
        if (own) await this.deriveDay(tx, user, row.cursoId, row.fecha, id)
        return { id: created!.id }
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) return error
        throw error
      }
    })
    if (result instanceof HttpError) throw result
    const [correccion] = await this.correctionsOf(this.db, colegioId, sql`co.id = ${result.id}`)
    return correccion!
  }

  /** The visado of a correction by an inspector or the administrador (never its own author). */
  async countersign(user: LibroUser, correccionId: number, input: VisarCorreccion): Promise<Correccion> {
    const { colegioId } = user
    const failure = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(correcciones)
        .where(and(eq(correcciones.id, correccionId), eq(correcciones.colegioId, colegioId)))
        .for('update')
      if (!row) throw notFound('La corrección')
      if (row.estado !== 'pendiente_visado') throw new HttpError(409, 'La corrección ya fue visada.')
      if (row.usuarioId === user.userId) throw new HttpError(403, 'No puedes visar tu propia corrección.')
      try {
        await this.verify(tx, user.userId, input.codigo)
        const nombre = await this.memberName(tx, user.userId)
        await tx
          .update(correcciones)
          .set({
            estado: input.aprobar ? 'aprobada' : 'rechazada',
            visadoPor: user.userId,
            visadoPorNombre: nombre,
            visadoEn: this.clock(),
            visadoMotivo: input.motivo,
          })
          .where(eq(correcciones.id, correccionId))
        const clase = await this.claseRow(tx, colegioId, row.claseId)
        await this.audit.record(tx, user, 'clase.visar', {
          detalle: `${clase.fecha} ${clase.inicio} ${clase.asignatura}: ${input.aprobar ? 'aprobada' : `rechazada (${input.motivo})`}`,
        })
        if (input.aprobar) await this.deriveDay(tx, user, clase.cursoId, clase.fecha, clase.id)
        return undefined
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) return error
        throw error
      }
    })
    if (failure) throw failure
    const [correccion] = await this.correctionsOf(this.db, colegioId, sql`co.id = ${correccionId}`)
    return correccion!
  }

  /** The school's corrections in a state (by default those waiting for a visado), with their block. */
  async corrections(colegioId: number, estado: Correccion['estado']) {
    const list = await this.correctionsOf(this.db, colegioId, sql`co.estado = ${estado}`)
    if (list.length === 0) return []
    const blocks = await rowsOf<{
      id: number
      curso_nombre: string
      fecha: string
      inicio: string
      asignatura: string
    }>(
      this.db,
      sql`select c.id, cu.nombre as curso_nombre, c.fecha::text as fecha, c.inicio, c.asignatura
          from clases c join cursos cu on cu.id = c.curso_id
          where c.id in (${sql.join(
            [...new Set(list.map((c) => c.clase_id))].map((i) => sql`${i}`),
            sql`, `,
          )})`,
    )
    const byId = new Map(blocks.map((b) => [b.id, b]))
    return list.map((c) => {
      const b = byId.get(c.clase_id)!
      return { ...c, curso_nombre: b.curso_nombre, fecha_clase: b.fecha, inicio: b.inicio, asignatura: b.asignatura }
    })
  }

  // -------------------------------------------------------------------------------------------------------
  // Authenticator enrollment

  /** A new secret for the member (replacing any earlier one, which stops signing until confirmed). */
  async enroll(colegioId: number, userId: number): Promise<FirmaEnrolamiento> {
    const [member] = await this.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, userId))
    const secreto = newTotpSecret()
    await this.db
      .insert(firmasTotp)
      .values({ usuarioId: userId, colegioId, secretoCifrado: this.box.seal(secreto) })
      .onConflictDoUpdate({
        target: firmasTotp.usuarioId,
        set: { secretoCifrado: this.box.seal(secreto), confirmadaEn: null, ultimoPaso: null, createdAt: sql`now()` },
      })
    return { secreto, otpauth_url: totpOf(secreto, member?.email ?? 'Pizarra').toString() }
  }

  /**
   * Enrolls and confirms a known secret at once: only for the living demo, whose README prints the secret
   * so that a visitor can sign a block with any authenticator app.
   */
  async enrollKnownSecret(colegioId: number, userId: number, secreto: string) {
    await this.db
      .insert(firmasTotp)
      .values({ usuarioId: userId, colegioId, secretoCifrado: this.box.seal(secreto), confirmadaEn: this.clock() })
  }

  /** Confirms the enrollment with a first code read from the authenticator. */
  async confirmEnrollment(userId: number, codigo: string): Promise<FirmaEstado> {
    const failure = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(firmasTotp).where(eq(firmasTotp.usuarioId, userId)).for('update')
      if (!row) return new HttpError(422, 'Primero genera el código QR de tu firma.')
      const step = acceptedStep(this.box.open(row.secretoCifrado), codigo, this.clock(), row.ultimoPaso)
      if (step === null) {
        return new HttpError(
          422,
          'El código no es válido: revisa que escaneaste el código QR y escribe el código actual.',
        )
      }
      await tx
        .update(firmasTotp)
        .set({ confirmadaEn: this.clock(), ultimoPaso: step })
        .where(eq(firmasTotp.usuarioId, userId))
      return undefined
    })
    if (failure) throw failure
    return this.enrollmentState(userId)
  }

  async enrollmentState(userId: number): Promise<FirmaEstado> {
    const [row] = await this.db.select().from(firmasTotp).where(eq(firmasTotp.usuarioId, userId))
    return {
      inscrita: Boolean(row?.confirmadaEn),
      confirmada: row?.confirmadaEn ? santiagoIso(row.confirmadaEn) : null,
    }
  }

  // -------------------------------------------------------------------------------------------------------
  // Late arrivals after the subsidy block

  /**
   * The late arrivals of a period: students absent in their course's subsidy block (the day's attendance)
   * and recorded, present or late, in a later block of the same day, with the first such block and the
   * justification if one was recorded. The record in force is read (approved corrections applied). Newest
   * day first, then by course and name.
   */
  async lateArrivals(
    colegioId: number,
    query: { desde: string; hasta: string; curso_id?: number; alumno_id?: number },
  ): Promise<Atraso[]> {
    if (query.curso_id !== undefined) await this.courses.find(colegioId, query.curso_id)
    const subsidy = await this.subsidyBlock(this.db, colegioId)
    /** The state in force of a student in a block: the last approved correction's, else the original roll's. */
    const inForce = (clase: SQL, alumno: SQL) =>
      sql`left join asistencia_bloque o on o.clase_id = ${clase} and o.alumno_id = ${alumno}
          left join lateral (
            select ca.estado, ca.hora_llegada from correcciones co
            join correcciones_asistencia ca on ca.correccion_id = co.id
            where co.clase_id = ${clase} and ca.alumno_id = ${alumno} and co.estado = 'aprobada'
            order by co.visado_en desc, co.id desc limit 1) f on true`
    const rows = await rowsOf<{
      alumno_id: number
      nombre: string
      curso_id: number
      curso_nombre: string
      fecha: string
      clase_id: number
      bloque: number
      inicio: string
      asignatura: string
      hora_llegada: string | null
      motivo: string | null
      usuario_id: number | null
      usuario_nombre: string | null
      justificado_en: Date | string | null
    }>(
      this.db,
      sql`with subs as (
            select distinct on (c.curso_id, c.fecha) c.id, c.curso_id, c.fecha, c.numero from clases c
            where c.colegio_id = ${colegioId} and c.fecha between ${query.desde} and ${query.hasta}
              and c.numero <= ${subsidy}
              ${query.curso_id === undefined ? sql`` : sql`and c.curso_id = ${query.curso_id}`}
            order by c.curso_id, c.fecha, c.numero desc),
          absent as (
            select s.curso_id, s.fecha, s.numero, p.alumno_id
            from subs s
            join lateral (
              select a.alumno_id from asistencia_bloque a where a.clase_id = s.id
                ${query.alumno_id === undefined ? sql`` : sql`and a.alumno_id = ${query.alumno_id}`}
              union
              select ca.alumno_id from correcciones co join correcciones_asistencia ca on ca.correccion_id = co.id
              where co.clase_id = s.id and co.estado = 'aprobada'
                ${query.alumno_id === undefined ? sql`` : sql`and ca.alumno_id = ${query.alumno_id}`}) p on true
            ${inForce(sql`s.id`, sql`p.alumno_id`)}
            where coalesce(f.estado, o.estado) = 'ausente'),
          arrivals as (
            select distinct on (a.alumno_id, a.fecha) a.alumno_id, a.curso_id, a.fecha, l.id as clase_id,
                   l.numero as bloque, l.inicio, l.asignatura,
                   case when f.estado is not null then f.hora_llegada else o.hora_llegada end as hora_llegada
            from absent a
            join clases l on l.curso_id = a.curso_id and l.fecha = a.fecha and l.numero > a.numero
            ${inForce(sql`l.id`, sql`a.alumno_id`)}
            where coalesce(f.estado, o.estado) in ('presente', 'atrasado')
            order by a.alumno_id, a.fecha, l.numero)
          select r.alumno_id, al.nombre, r.curso_id, cu.nombre as curso_nombre, r.fecha::text as fecha, r.clase_id,
                 r.bloque, r.inicio, r.asignatura, r.hora_llegada,
                 j.motivo, j.usuario_id, j.usuario_nombre, j.created_at as justificado_en
          from arrivals r
          join alumnos al on al.id = r.alumno_id
          join cursos cu on cu.id = r.curso_id
          left join justificativos_atraso j on j.alumno_id = r.alumno_id and j.fecha = r.fecha
          order by r.fecha desc, cu.nombre, al.nombre`,
    )
    return rows.map(({ motivo, usuario_id, usuario_nombre, justificado_en, ...r }) => ({
      ...r,
      justificativo: motivo === null ? 'pendiente' : 'justificado',
      justificacion:
        motivo === null
          ? null
          : { motivo, usuario_id, nombre: usuario_nombre ?? '', fecha: santiagoIso(new Date(justificado_en!)) },
    }))
  }

  /**
   * Records why a student arrived late on a day (the inspector or the administrador), with its audit line
   * in the same transaction. Only a late arrival of the list is justified, once: the signed blocks are
   * never touched (the justification has its own table).
   */
  async justifyLateArrival(user: LibroUser, input: JustificarAtraso): Promise<Atraso> {
    const { colegioId } = user
    const [alumno] = await rowsOf<{ nombre: string }>(
      this.db,
      sql`select nombre from alumnos where id = ${input.alumno_id} and colegio_id = ${colegioId}`,
    )
    if (!alumno) throw notFound('El alumno')
    const late = async () =>
      (await this.lateArrivals(colegioId, { desde: input.fecha, hasta: input.fecha, alumno_id: input.alumno_id }))[0]
    const found = await late()
    if (!found) {
      throw new HttpError(422, `${alumno.nombre} no tiene un atraso el ${input.fecha}: no hay nada que justificar.`)
    }
    const already = `El atraso de ${alumno.nombre} del ${input.fecha} ya está justificado.`
    if (found.justificacion) throw new HttpError(409, already)
    const nombre = await this.memberName(this.db, user.userId)
    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(justificativosAtraso)
        .values({
          colegioId,
          alumnoId: input.alumno_id,
          fecha: input.fecha,
          motivo: input.motivo,
          usuarioId: user.userId,
          usuarioNombre: nombre,
          createdAt: this.clock(),
        })
        .onConflictDoNothing()
        .returning({ id: justificativosAtraso.id })
      if (inserted.length === 0) throw new HttpError(409, already)
      await this.audit.record(tx, user, 'atraso.justificar', {
        alumnoId: input.alumno_id,
        detalle: `Atraso del ${input.fecha} (${found.curso_nombre}, bloque ${found.bloque}) · ${input.motivo}`,
      })
    })
    return (await late())!
  }

  /** The active members who may teach a block (not inspectors), for the schedule's picker: id and name. */
  async teachers(colegioId: number): Promise<DocenteOpcion[]> {
    return this.db
      .select({ id: usuarios.id, nombre: usuarios.nombre })
      .from(usuarios)
      .where(and(eq(usuarios.colegioId, colegioId), eq(usuarios.estado, 'activo'), ne(usuarios.rol, 'inspector')))
      .orderBy(usuarios.nombre, usuarios.id)
  }
}
