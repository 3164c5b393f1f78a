import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { type AuditoriaEntry, type AuditoriaFilters, auditoriaPageSize } from '@/api/contract/auditoria'
import { schoolTimeZone } from '@/domain/attendance'
import type { AuditAction } from '@/domain/audit'
import type { Database, Db, Rows } from '../../db/client'
import { auditoria, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'

/** Who acts: the member (null for a sign-in of nobody known), their school, and where the request came from. */
export interface Actor {
  colegioId: number
  userId: number | null
  ip: string | null
}

/** One line: the student concerned (if any) and what was done, in words. */
export interface AuditLine {
  alumnoId?: number | null
  detalle?: string
}

type AuditRow = typeof auditoria.$inferInsert

/** Lines per INSERT: 6 parameters each stays far below PostgreSQL's 65,535. */
const chunkSize = 2000

/** The start of a school day (America/Santiago) as an instant, in SQL. */
const dayStart = (day: string) => sql`(${day}::timestamp at time zone ${schoolTimeZone})`

/**
 * The audit trail of each school: who did what to whose data. A write and its lines go in the same
 * transaction (pass the write's `tx` to `record`); the table refuses UPDATE and DELETE (a trigger).
 */
export class AuditService {
  /** Lines of reads waiting for the next group insert, each with the callbacks of the request waiting for it. */
  private pending: { rows: AuditRow[]; done: () => void; fail: (err: unknown) => void }[] = []
  private flushing = false

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    /** Plain statements (`Database.rows`): a group of lines goes as one prepared INSERT of arrays. */
    private readonly rows?: Database['rows'],
  ) {}

  private rowsOf(actor: Actor, accion: AuditAction, lines: AuditLine | AuditLine[]): AuditRow[] {
    const all = Array.isArray(lines) ? lines : [lines]
    const fecha = this.clock()
    return all.map((line) => ({
      colegioId: actor.colegioId,
      usuarioId: actor.userId,
      ip: actor.ip,
      fecha,
      accion,
      alumnoId: line.alumnoId ?? null,
      detalle: line.detalle ?? '',
    }))
  }

  /**
   * Records a read (nothing was written to go with it): the lines of the reads that arrive while an insert
   * is under way wait and go together in the next one (a group commit: one statement and one commit for
   * many requests under load, at once when alone). The promise settles when the lines are committed, so a
   * read is answered only once its line is stored; if the insert fails, every read waiting for it fails.
   */
  recordRead(actor: Actor, accion: AuditAction, lines: AuditLine | AuditLine[] = {}): Promise<void> {
    const rows = this.rowsOf(actor, accion, lines)
    if (rows.length === 0) return Promise.resolve()
    return new Promise<void>((done, fail) => {
      this.pending.push({ rows, done, fail })
      if (!this.flushing) void this.flush()
    })
  }

  private async flush() {
    this.flushing = true
    try {
      while (this.pending.length > 0) {
        const batch = this.pending
        this.pending = []
        const rows = batch.flatMap((b) => b.rows)
        try {
          if (this.rows) await this.insertArrays(this.rows, rows)
          else await this.insertRows(this.db, rows)
          for (const b of batch) b.done()
        } catch (err) {
          for (const b of batch) b.fail(err)
        }
      }
    } finally {
      this.flushing = false
    }
  }

  /** Appends one line per entry of `lines` (nothing when it is empty), inside `db` (the caller's transaction). */
  async record(db: Db | Tx, actor: Actor, accion: AuditAction, lines: AuditLine | AuditLine[] = {}) {
    const rows = this.rowsOf(actor, accion, lines)
    if (rows.length === 0) return
    await this.insertRows(db, rows)
  }

  /** `record` inside a transaction of `Database.transaction` (its statements given as `rows`). */
  async recordWith(rows: Rows, actor: Actor, accion: AuditAction, lines: AuditLine | AuditLine[] = {}) {
    const all = this.rowsOf(actor, accion, lines)
    if (all.length === 0) return
    await this.insertArrays(rows, all)
  }

  /**
   * The lines as one statement of seven arrays, whatever their number: its text never changes, so it is
   * prepared once per connection, and there is no statement to build per group.
   */
  private async insertArrays(run: Rows, rows: AuditRow[]) {
    await run(
      'auditoria_insert',
      `insert into auditoria (colegio_id, usuario_id, ip, fecha, accion, alumno_id, detalle)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[], $5::text[], $6::int[], $7::text[])`,
      [
        rows.map((r) => r.colegioId),
        rows.map((r) => r.usuarioId ?? null),
        rows.map((r) => r.ip ?? null),
        rows.map((r) => (r.fecha ?? this.clock()).toISOString()),
        rows.map((r) => r.accion),
        rows.map((r) => r.alumnoId ?? null),
        rows.map((r) => r.detalle ?? ''),
      ],
    )
  }

  private async insertRows(db: Db | Tx, rows: AuditRow[]) {
    for (let i = 0; i < rows.length; i += chunkSize) await db.insert(auditoria).values(rows.slice(i, i + chunkSize))
  }

  /** The school's lines, newest first, at most one page; `antes` continues after the last id of a page. */
  async list(colegioId: number, query: AuditoriaFilters): Promise<AuditoriaEntry[]> {
    const where: (SQL | undefined)[] = [eq(auditoria.colegioId, colegioId)]
    if (query.alumno_id !== undefined) where.push(eq(auditoria.alumnoId, query.alumno_id))
    if (query.usuario_id !== undefined) where.push(eq(auditoria.usuarioId, query.usuario_id))
    if (query.accion) where.push(eq(auditoria.accion, query.accion))
    if (query.desde) where.push(gte(auditoria.fecha, dayStart(query.desde)))
    if (query.hasta)
      where.push(lt(auditoria.fecha, sql`(((${query.hasta}::date + 1)::timestamp) at time zone ${schoolTimeZone})`))
    if (query.antes !== undefined) where.push(lt(auditoria.id, query.antes))
    const rows = await this.db
      .select({
        id: auditoria.id,
        fecha: auditoria.fecha,
        accion: auditoria.accion,
        alumnoId: auditoria.alumnoId,
        detalle: auditoria.detalle,
        ip: auditoria.ip,
        usuarioId: usuarios.id,
        nombre: usuarios.nombre,
        email: usuarios.email,
      })
      .from(auditoria)
      // Only a member of the same school is named (ids are never reused across schools, but be explicit).
      .leftJoin(usuarios, and(eq(usuarios.id, auditoria.usuarioId), eq(usuarios.colegioId, auditoria.colegioId)))
      .where(and(...where))
      .orderBy(desc(auditoria.id))
      .limit(auditoriaPageSize)
    return rows.map((r) => ({
      id: r.id,
      fecha: r.fecha.toISOString(),
      usuario: r.usuarioId === null ? null : { id: r.usuarioId, nombre: r.nombre!, email: r.email! },
      accion: r.accion as AuditAction,
      alumno_id: r.alumnoId,
      detalle: r.detalle,
      ip: r.ip,
    }))
  }
}
