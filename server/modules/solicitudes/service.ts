import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { RespuestaCreate, Solicitud, SolicitudCreate, SolicitudDetail } from '@/api/contract/solicitudes'
import { type MemberState, type Role, requestStateLabels } from '@/domain/catalog'
import { canSeeRequest } from '@/domain/permissions'
import type { Db } from '../../db/client'
import { respuestas, solicitudes, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'

/** Who reads or answers: the member as the permission table sees them, and as the audit trail names them. */
export interface RequestViewer extends Actor {
  userId: number
  rol: Role
  estado: MemberState
}

/**
 * Internal requests of a school. A new request starts `pendiente`; each reply sets the state it
 * carries, in the same transaction as the reply, so the state and its history never disagree.
 * Each member sees, and may reply to, only the requests `canSeeRequest` (`src/domain/permissions.ts`)
 * lets them: another's request is answered as missing (404), whether it exists or not. Lists, readings
 * and replies are recorded in the audit trail.
 */
export class InternalRequestService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  private async select(db: Db | Tx, where: SQL | undefined): Promise<(Solicitud & { autorId: number })[]> {
    const rows = await db
      .select({
        id: solicitudes.id,
        autorId: solicitudes.usuarioId,
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
      autorId: r.autorId,
      titulo: r.titulo,
      tipo: r.tipo as Solicitud['tipo'],
      descripcion: r.descripcion,
      estado: r.estado,
      fecha_creacion: r.fechaCreacion.toISOString(),
      usuario: { nombre: r.nombre, email: r.email },
      total_respuestas: r.total_respuestas,
    }))
  }

  /** Every request of the school, for the school's export (its administrador); not for a screen. */
  async listAll(colegioId: number): Promise<Solicitud[]> {
    return (await this.select(this.db, eq(solicitudes.colegioId, colegioId))).map(({ autorId: _, ...s }) => s)
  }

  /** The requests the member may see, newest first; the reading is recorded (one line). */
  async list(viewer: RequestViewer): Promise<Solicitud[]> {
    const all = await this.select(this.db, eq(solicitudes.colegioId, viewer.colegioId))
    const visible = all.filter((s) => canSeeRequest(viewer, s)).map(({ autorId: _, ...s }) => s)
    await this.audit.recordRead(viewer, 'solicitudes.ver', { detalle: `${visible.length} solicitudes` })
    return visible
  }

  async create(viewer: RequestViewer, input: SolicitudCreate): Promise<SolicitudDetail> {
    const { colegioId, userId } = viewer
    const [row] = await this.db
      .insert(solicitudes)
      .values({ colegioId, usuarioId: userId, ...input, estado: 'pendiente' })
      .returning({ id: solicitudes.id })
    return this.thread(this.db, viewer, row!.id)
  }

  /** One request with its replies, when the member may see it; the reading is recorded. */
  async detail(viewer: RequestViewer, solicitudId: number): Promise<SolicitudDetail> {
    const found = await this.thread(this.db, viewer, solicitudId)
    await this.audit.recordRead(viewer, 'solicitud.ver', { detalle: `Solicitud ${solicitudId}` })
    return found
  }

  private async thread(db: Db | Tx, viewer: RequestViewer, solicitudId: number): Promise<SolicitudDetail> {
    const [found] = await this.select(
      db,
      and(eq(solicitudes.id, solicitudId), eq(solicitudes.colegioId, viewer.colegioId)),
    )
    if (!found || !canSeeRequest(viewer, found)) throw notFound('La solicitud')
    const { autorId: _, ...solicitud } = found
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

  /**
   * Adds a reply and sets the request's state to the reply's, atomically, with its audit line; only on a
   * request the member may see (its author, or who answers it).
   */
  async reply(viewer: RequestViewer, solicitudId: number, input: RespuestaCreate) {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: solicitudes.id, autorId: solicitudes.usuarioId, tipo: solicitudes.tipo })
        .from(solicitudes)
        .where(and(eq(solicitudes.id, solicitudId), eq(solicitudes.colegioId, viewer.colegioId)))
        .for('update')
      if (!locked || !canSeeRequest(viewer, { autorId: locked.autorId, tipo: locked.tipo as Solicitud['tipo'] })) {
        throw notFound('La solicitud')
      }
      await tx
        .insert(respuestas)
        .values({ solicitudId, autorId: viewer.userId, contenido: input.contenido, estado: input.estado })
      await tx.update(solicitudes).set({ estado: input.estado }).where(eq(solicitudes.id, solicitudId))
      await this.audit.record(tx, viewer, 'solicitud.responder', {
        detalle: `Solicitud ${solicitudId}: ${requestStateLabels[input.estado]}`,
      })
      return this.thread(tx, viewer, solicitudId)
    })
  }
}
