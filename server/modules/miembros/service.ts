import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CodigoColegio, Miembro, miembroUpdate } from '@/api/contract/miembros'
import { type MemberState, memberStateLabels, type Role, roleLabels } from '@/domain/catalog'
import { messages } from '@/domain/messages'
import type { Db } from '../../db/client'
import { colegios, cursos, usuarioCursos, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { HttpError } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { SchoolService } from '../colegios/service'

type Update = z.output<typeof miembroUpdate>

/** The members whose sessions changed, so that this instance forgets them at once (others within seconds). */
export interface SessionInvalidator {
  forgetUser(userId: number): void
}

const columns = {
  id: usuarios.id,
  nombre: usuarios.nombre,
  email: usuarios.email,
  rol: usuarios.rol,
  estado: usuarios.estado,
  createdAt: usuarios.createdAt,
  cursoIds: sql<
    number[]
  >`array(select ${usuarioCursos.cursoId} from ${usuarioCursos} where ${usuarioCursos.usuarioId} = ${usuarios.id} order by 1)`,
}

type Row = {
  id: number
  nombre: string
  email: string
  rol: Role
  estado: MemberState
  createdAt: Date
  cursoIds: number[]
}

const shape = (r: Row): Miembro => ({
  id: r.id,
  nombre: r.nombre,
  email: r.email,
  rol: r.rol,
  estado: r.estado,
  curso_ids: (r.cursoIds ?? []).map(Number),
  creado: r.createdAt.toISOString(),
})

/**
 * The school's members, managed by its administrador: approving a pending request with a role and
 * courses, changing role or courses, suspending and reactivating, rejecting a pending request, and
 * replacing the school code. The school always keeps one active administrador. Every change is audited
 * in its transaction.
 */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly schools: SchoolService,
    private readonly sessions: SessionInvalidator,
  ) {}

  /** Pending requests first, then by name. */
  async list(colegioId: number): Promise<Miembro[]> {
    const rows = await this.db
      .select(columns)
      .from(usuarios)
      .where(eq(usuarios.colegioId, colegioId))
      .orderBy(sql`${usuarios.estado} = 'pendiente' desc`, asc(usuarios.nombre), asc(usuarios.id))
    return rows.map(shape)
  }

  private async find(db: Db | Tx, colegioId: number, id: number, lock = false) {
    const query = db
      .select(columns)
      .from(usuarios)
      .where(and(eq(usuarios.id, id), eq(usuarios.colegioId, colegioId)))
    const [row] = lock ? await query.for('update', { of: usuarios }) : await query
    if (!row) throw new HttpError(404, messages.access.memberNotFound)
    return row
  }

  async update(actor: Actor, id: number, input: Update): Promise<Miembro> {
    const { colegioId } = actor
    const updated = await this.db.transaction(async (tx) => {
      // The school's active administradores, locked: two changes at once cannot both remove the last one.
      const admins = await tx
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.colegioId, colegioId), eq(usuarios.rol, 'administrador'), eq(usuarios.estado, 'activo')))
        .for('update')
      const before = await this.find(tx, colegioId, id, true)
      const rol = input.rol ?? before.rol
      const estado = input.estado ?? before.estado
      if (estado === 'pendiente' && before.estado !== 'pendiente')
        throw new HttpError(422, messages.access.backToPending)
      const wasActiveAdmin = before.rol === 'administrador' && before.estado === 'activo'
      const staysActiveAdmin = rol === 'administrador' && estado === 'activo'
      if (wasActiveAdmin && !staysActiveAdmin && admins.length <= 1) {
        throw new HttpError(409, messages.access.lastAdministrator)
      }
      let cursoNames: string[] | undefined
      if (input.curso_ids) {
        const found =
          input.curso_ids.length === 0
            ? []
            : await tx
                .select({ id: cursos.id, nombre: cursos.nombre })
                .from(cursos)
                .where(and(eq(cursos.colegioId, colegioId), inArray(cursos.id, input.curso_ids)))
                .orderBy(asc(cursos.nombre))
        if (found.length !== input.curso_ids.length) throw new HttpError(404, messages.access.courseNotFound)
        await tx.delete(usuarioCursos).where(eq(usuarioCursos.usuarioId, id))
        if (found.length > 0)
          await tx.insert(usuarioCursos).values(found.map((c) => ({ usuarioId: id, cursoId: c.id })))
        cursoNames = found.map((c) => c.nombre)
      }
      // A suspension ends every session: a later reactivation does not bring old tokens back.
      const endSessions = estado === 'suspendido' && before.estado !== 'suspendido'
      await tx
        .update(usuarios)
        .set({ rol, estado, ...(endSessions ? { sesionVersion: sql`${usuarios.sesionVersion} + 1` } : {}) })
        .where(eq(usuarios.id, id))
      const changes = [
        rol !== before.rol ? `rol ${roleLabels[before.rol]} → ${roleLabels[rol]}` : '',
        estado !== before.estado ? `estado ${memberStateLabels[before.estado]} → ${memberStateLabels[estado]}` : '',
        cursoNames ? `cursos: ${cursoNames.length > 0 ? cursoNames.join(', ') : 'ninguno'}` : '',
      ].filter(Boolean)
      await this.audit.record(tx, actor, 'miembro.actualizar', {
        detalle: `${before.nombre} (${before.email}): ${changes.length > 0 ? changes.join('; ') : 'sin cambios'}`,
      })
      return this.find(tx, colegioId, id)
    })
    this.sessions.forgetUser(id)
    return shape(updated)
  }

  /** Rejects a pending request: the account is deleted. An approved member is suspended instead (409). */
  async reject(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const member = await this.find(tx, actor.colegioId, id, true)
      if (member.estado !== 'pendiente') throw new HttpError(409, messages.access.rejectOnlyPending)
      await tx.delete(usuarios).where(eq(usuarios.id, id))
      await this.audit.record(tx, actor, 'miembro.actualizar', {
        detalle: `${member.nombre} (${member.email}): solicitud rechazada`,
      })
    })
    this.sessions.forgetUser(id)
  }

  /** A new code for the school; the old one no longer registers anyone. */
  async replaceCode(actor: Actor): Promise<CodigoColegio> {
    return this.db.transaction(async (tx) => {
      const codigo = await this.schools.freeCode(tx)
      await tx.update(colegios).set({ codigo }).where(eq(colegios.id, actor.colegioId))
      await this.audit.record(tx, actor, 'codigo.cambiar', { detalle: 'Código del colegio reemplazado' })
      return { codigo }
    })
  }
}
