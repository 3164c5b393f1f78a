import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Reunion, ReunionCreate } from '@/api/contract/reuniones'
import { isFutureSchoolDay } from '@/domain/attendance'
import type { Db } from '../../db/client'
import { alumnos, cursos, reuniones, usuarios } from '../../db/schema'
import { HttpError, notFound } from '../../errors'

/** Parent meetings of one school's students, newest first. */
export class MeetingService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async requireStudent(colegioId: number, alumnoId: number) {
    const alumno = await this.db.query.alumnos.findFirst({
      columns: { id: true },
      where: and(eq(alumnos.id, alumnoId), eq(alumnos.colegioId, colegioId)),
    })
    if (!alumno) throw notFound('El alumno')
  }

  private select(where: SQL | undefined) {
    return this.db
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

  /** The school's meetings (or a student's), newest first; `cursoIds` keeps a docente's courses' students only. */
  async list(colegioId: number, alumnoId?: number, cursoIds: readonly number[] | null = null): Promise<Reunion[]> {
    if (alumnoId !== undefined) await this.requireStudent(colegioId, alumnoId)
    const rows = await this.select(
      and(
        eq(reuniones.colegioId, colegioId),
        alumnoId === undefined ? undefined : eq(reuniones.alumnoId, alumnoId),
        cursoIds ? inArray(alumnos.cursoId, cursoIds.length > 0 ? [...cursoIds] : [0]) : undefined,
      ),
    )
    return rows.map(MeetingService.shape)
  }

  async create(colegioId: number, userId: number, input: ReunionCreate): Promise<Reunion> {
    if (isFutureSchoolDay(input.fecha, this.clock())) {
      throw new HttpError(422, 'La fecha de la reunión no puede ser futura: registra reuniones ya realizadas.')
    }
    await this.requireStudent(colegioId, input.alumno_id)
    const [created] = await this.db
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
    const [row] = await this.select(and(eq(reuniones.id, created!.id), eq(reuniones.colegioId, colegioId)))
    return MeetingService.shape(row!)
  }
}
