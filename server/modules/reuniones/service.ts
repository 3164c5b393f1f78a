import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Reunion, ReunionCreate } from '@/api/contract/reuniones'
import { isFutureSchoolDay } from '@/domain/attendance'
import type { Db } from '../../db/client'
import { alumnos, cursos, reuniones, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { HttpError, notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'

/**
 * Parent meetings of one school's students, newest first. Every list is recorded in the audit trail (one
 * line per student whose meetings were shown), every new meeting in the transaction that writes it.
 */
export class MeetingService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async requireStudent(colegioId: number, alumnoId: number, db: Db | Tx = this.db) {
    const alumno = await db.query.alumnos.findFirst({
      columns: { id: true },
      where: and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, colegioId)),
    })
    if (!alumno) throw notFound('El alumno')
  }

  private select(where: SQL | undefined, db: Db | Tx = this.db) {
    return db
      .select({
        id: reuniones.id,
        alumno_id: reuniones.alumnoId,
        fecha: reuniones.fecha,
        motivo: reuniones.motivo,
        observaciones: reuniones.observaciones,
        resultado: reuniones.resultado,
        alumnoNombre: alumnos.nombre,
        cursoId: cursos.id,
        cursoNombre: cursos.nombre,
        autor: usuarios.nombre,
        createdAt: reuniones.createdAt,
      })
      .from(reuniones)
      .innerJoin(alumnos, eq(alumnos.id, reuniones.alumnoId))
      .innerJoin(cursos, eq(cursos.id, alumnos.cursoId))
      .leftJoin(usuarios, eq(usuarios.id, reuniones.usuarioId))
      .where(where)
      .orderBy(desc(reuniones.fecha), desc(reuniones.id))
  }

  private static shape(row: Awaited<ReturnType<MeetingService['select']>>[number]): Reunion {
    return {
      id: row.id,
      alumno_id: row.alumno_id,
      fecha: row.fecha,
      motivo: row.motivo,
      observaciones: row.observaciones,
      resultado: row.resultado,
      alumno: { nombre: row.alumnoNombre, curso: { id: row.cursoId, nombre: row.cursoNombre } },
      registrada_por: row.autor === null ? null : { nombre: row.autor },
      creada: row.createdAt.toISOString(),
    }
  }

  private async rows(colegioId: number, alumnoId?: number, cursoIds: readonly number[] | null = null) {
    if (alumnoId !== undefined) await this.requireStudent(colegioId, alumnoId)
    return this.select(
      and(
        eq(reuniones.colegioId, colegioId),
        alumnoId === undefined ? undefined : eq(reuniones.alumnoId, alumnoId),
        cursoIds ? inArray(alumnos.cursoId, cursoIds.length > 0 ? [...cursoIds] : [0]) : undefined,
      ),
    )
  }

  /**
   * The school's meetings (or a student's), newest first; `cursoIds` keeps a docente's courses' students
   * only. Recorded as `reuniones.ver`, one line per student shown (the student asked for, even with none).
   */
  async list(actor: Actor, alumnoId?: number, cursoIds: readonly number[] | null = null): Promise<Reunion[]> {
    const rows = await this.rows(actor.colegioId, alumnoId, cursoIds)
    const students = alumnoId !== undefined ? [alumnoId] : [...new Set(rows.map((r) => r.alumno_id))]
    await this.audit.recordRead(
      actor,
      'reuniones.ver',
      students.map((id) => {
        const count = rows.filter((r) => r.alumno_id === id).length
        return { alumnoId: id, detalle: `${count} ${count === 1 ? 'reunión' : 'reuniones'}` }
      }),
    )
    return rows.map(MeetingService.shape)
  }

  /** Every meeting of the school, for the school's export (which records itself). */
  async listAll(colegioId: number): Promise<Reunion[]> {
    return (await this.rows(colegioId)).map(MeetingService.shape)
  }

  async create(actor: Actor, input: ReunionCreate): Promise<Reunion> {
    const { colegioId, userId } = actor
    if (isFutureSchoolDay(input.fecha, this.clock())) {
      throw new HttpError(422, 'La fecha de la reunión no puede ser futura: registra reuniones ya realizadas.')
    }
    return this.db.transaction(async (tx) => {
      await this.requireStudent(colegioId, input.alumno_id, tx)
      const [created] = await tx
        .insert(reuniones)
        .values({
          colegioId,
          alumnoId: input.alumno_id,
          usuarioId: userId,
          fecha: input.fecha,
          motivo: input.motivo,
          observaciones: input.observaciones,
          resultado: input.resultado,
        })
        .returning({ id: reuniones.id })
      await this.audit.record(tx, actor, 'reunion.crear', {
        alumnoId: input.alumno_id,
        detalle: `Reunión ${created!.id} del ${input.fecha}`,
      })
      const [row] = await this.select(and(eq(reuniones.id, created!.id), eq(reuniones.colegioId, colegioId)), tx)
      return MeetingService.shape(row!)
    })
  }
}
