import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { RespuestaCreate, Solicitud, SolicitudCreate, SolicitudDetail } from '@/api/contract/solicitudes'
import type { Db } from '../../db/client'
import { respuestas, solicitudes, usuarios } from '../../db/schema'
import { notFound } from '../../errors'

/**
 * Internal requests of a school. A new request starts `pendiente`; each reply sets the state it
 * carries, in the same transaction as the reply, so the state and its history never disagree.
 */
export class InternalRequestService {
  constructor(private readonly db: Db) {}

  private async select(db: Db, where: SQL | undefined): Promise<Solicitud[]> {
    const rows = await db
      .select({
        id: solicitudes.id,
        titulo: solicitudes.titulo,
        tipo: solicitudes.tipo,
        descripcion: solicitudes.descripcion,
        estado: solicitudes.estado,
        fechaCreacion: solicitudes.fechaCreacion,
        nombre: usuarios.nombre,
        email: usuarios.email,
        total_respuestas: count(respuestas.id),
      })
      .from(solicitudes)
      .innerJoin(usuarios, eq(usuarios.id, solicitudes.usuarioId))
      .leftJoin(respuestas, eq(respuestas.solicitudId, solicitudes.id))
      .where(where)
      .groupBy(solicitudes.id, usuarios.id)
      .orderBy(desc(solicitudes.fechaCreacion), desc(solicitudes.id))
    return rows.map((r) => ({
      id: r.id,
      titulo: r.titulo,
      tipo: r.tipo as Solicitud['tipo'],
      descripcion: r.descripcion,
      estado: r.estado,
      fecha_creacion: r.fechaCreacion.toISOString(),
      usuario: { nombre: r.nombre, email: r.email },
      total_respuestas: r.total_respuestas,
    }))
  }

  list(colegioId: number) {
    return this.select(this.db, eq(solicitudes.colegioId, colegioId))
  }

  async create(colegioId: number, userId: number, input: SolicitudCreate): Promise<SolicitudDetail> {
    const [row] = await this.db
      .insert(solicitudes)
      .values({ colegioId, usuarioId: userId, ...input, estado: 'pendiente' })
      .returning({ id: solicitudes.id })
    return this.detail(colegioId, row!.id)
  }

  async detail(colegioId: number, solicitudId: number, db: Db = this.db): Promise<SolicitudDetail> {
    const [solicitud] = await this.select(
      db,
      and(eq(solicitudes.id, solicitudId), eq(solicitudes.colegioId, colegioId)),
    )
    if (!solicitud) throw notFound('La solicitud')
    const rows = await db
      .select({
        id: respuestas.id,
        contenido: respuestas.contenido,
        autor: usuarios.nombre,
        fecha: respuestas.fecha,
        estado: respuestas.estado,
      })
      .from(respuestas)
      .innerJoin(usuarios, eq(usuarios.id, respuestas.autorId))
      .where(eq(respuestas.solicitudId, solicitudId))
      .orderBy(asc(respuestas.fecha), asc(respuestas.id))
    return {
      ...solicitud,
      respuestas: rows.map((r) => ({
        id: r.id,
        contenido: r.contenido,
        autor: { nombre: r.autor },
        fecha: r.fecha.toISOString(),
        estado: r.estado,
      })),
    }
  }

  /** Adds a reply and sets the request's state to the reply's, atomically. */
  async reply(colegioId: number, userId: number, solicitudId: number, input: RespuestaCreate) {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: solicitudes.id })
        .from(solicitudes)
        .where(and(eq(solicitudes.id, solicitudId), eq(solicitudes.colegioId, colegioId)))
        .for('update')
      if (!locked) throw notFound('La solicitud')
      await tx
        .insert(respuestas)
        .values({ solicitudId, autorId: userId, contenido: input.contenido, estado: input.estado })
      await tx.update(solicitudes).set({ estado: input.estado }).where(eq(solicitudes.id, solicitudId))
      return this.detail(colegioId, solicitudId, tx)
    })
  }
}
