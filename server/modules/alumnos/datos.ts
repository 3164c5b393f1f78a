import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AlumnoDatos } from '@/api/contract/alumnos'
import type { LinkOwner, Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import {
  alumnos,
  asistencias,
  calificaciones,
  cursos,
  documentos,
  documentoVersiones,
  evaluacionesCurso,
  informesPie,
  mensajesApoderados,
  reuniones,
  usuarios,
} from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { notFound } from '../../errors'
import type { Actor, AuditService } from '../auditoria/service'
import type { DocumentService } from '../documentos/service'
import type { StudentService } from './service'

/**
 * A family's rights over its child's data (Ley 21.719): access and portability (everything kept about the
 * student in one JSON document) and deletion (the student and everything attached, files included).
 * Rectification is the student's edit form.
 */
export class StudentDataService {
  constructor(
    private readonly db: Db,
    private readonly students: StudentService,
    private readonly documents: DocumentService,
    private readonly storage: Storage,
    private readonly audit: AuditService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The documents made about the student: those that carry its id (`documentos.alumno_id`: the Word reports
   * of its grades, its PIE reports) and the PIE reports written before the student was registered (by its
   * RUT). Never by a title: a namesake's reports are not this student's.
   */
  private async documentsOf(db: Db | Tx, colegioId: number, alumno: { id: number; rut: string }) {
    const pie = or(
      eq(informesPie.alumnoId, alumno.id),
      and(isNull(informesPie.alumnoId), sql`${informesPie.datos}->>'rut_alumno' = ${alumno.rut}`),
    )
    const reports = await db
      .select({ id: informesPie.id, documentoId: informesPie.documentoId })
      .from(informesPie)
      .where(and(eq(informesPie.colegioId, colegioId), pie))
    const pieDocs = reports.map((r) => r.documentoId).filter((id): id is number => id !== null)
    const docs = await db
      .select({
        id: documentos.id,
        title: documentos.title,
        createdAt: documentos.createdAt,
        storageKey: documentos.storageKey,
      })
      .from(documentos)
      .where(
        and(
          eq(documentos.colegioId, colegioId),
          or(pieDocs.length > 0 ? inArray(documentos.id, pieDocs) : sql`false`, eq(documentos.alumnoId, alumno.id)),
        ),
      )
      .orderBy(asc(documentos.createdAt), asc(documentos.id))
    return { reportIds: reports.map((r) => r.id), docs, pie }
  }

  private async student(db: Db | Tx, colegioId: number, id: number, lock = false) {
    const query = db
      .select({ id: alumnos.id, nombre: alumnos.nombre, rut: alumnos.rut, createdAt: alumnos.createdAt })
      .from(alumnos)
      .where(and(eq(alumnos.id, id), eq(alumnos.colegioId, colegioId)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw notFound('El alumno')
    return row
  }

  /** Everything kept about the student, PIE fields included; recorded as `alumno.exportar`. */
  async export(actor: Actor, id: number, link: LinkOwner): Promise<AlumnoDatos> {
    const { colegioId } = actor
    const row = await this.student(this.db, colegioId, id)
    const alumno = await this.students.get(colegioId, id)
    const [asistencia, notas, meetings, messages, found] = await Promise.all([
      this.db
        .select({ fecha: asistencias.fecha, presente: asistencias.presente, curso: cursos.nombre })
        .from(asistencias)
        .innerJoin(cursos, eq(cursos.id, asistencias.cursoId))
        .where(and(eq(asistencias.alumnoId, id), eq(asistencias.colegioId, colegioId)))
        .orderBy(asc(asistencias.fecha)),
      this.db
        .select({
          asignatura: evaluacionesCurso.asignatura,
          evaluacion: evaluacionesCurso.nombre,
          fecha: evaluacionesCurso.fecha,
          ponderacion: evaluacionesCurso.ponderacion,
          nota: calificaciones.nota,
          puntaje: calificaciones.puntaje,
          puntaje_maximo: evaluacionesCurso.puntajeMaximo,
        })
        .from(calificaciones)
        .innerJoin(evaluacionesCurso, eq(evaluacionesCurso.id, calificaciones.evaluacionId))
        .where(and(eq(calificaciones.alumnoId, id), eq(calificaciones.colegioId, colegioId)))
        .orderBy(asc(evaluacionesCurso.asignatura), asc(evaluacionesCurso.fecha), asc(evaluacionesCurso.id)),
      this.db
        .select({
          id: reuniones.id,
          fecha: reuniones.fecha,
          motivo: reuniones.motivo,
          observaciones: reuniones.observaciones,
          resultado: reuniones.resultado,
          registrada_por: usuarios.nombre,
          creada: reuniones.createdAt,
        })
        .from(reuniones)
        .leftJoin(usuarios, eq(usuarios.id, reuniones.usuarioId))
        .where(and(eq(reuniones.alumnoId, id), eq(reuniones.colegioId, colegioId)))
        .orderBy(asc(reuniones.fecha), asc(reuniones.id)),
      this.db
        .select({
          id: mensajesApoderados.id,
          tipo: mensajesApoderados.tipo,
          asunto: mensajesApoderados.asunto,
          cuerpo: mensajesApoderados.cuerpo,
          destinatario: mensajesApoderados.destinatario,
          fecha_envio: mensajesApoderados.fechaEnvio,
          enviado_por: usuarios.nombre,
        })
        .from(mensajesApoderados)
        .leftJoin(usuarios, eq(usuarios.id, mensajesApoderados.usuarioId))
        .where(and(eq(mensajesApoderados.alumnoId, id), eq(mensajesApoderados.colegioId, colegioId)))
        .orderBy(asc(mensajesApoderados.fechaEnvio), asc(mensajesApoderados.id)),
      this.documentsOf(this.db, colegioId, row),
    ])
    const reports = await this.db
      .select({
        id: informesPie.id,
        fecha: informesPie.fecha,
        tipo: informesPie.tipo,
        datos: informesPie.datos,
        creado: informesPie.createdAt,
      })
      .from(informesPie)
      .where(and(eq(informesPie.colegioId, colegioId), found.pie))
      .orderBy(asc(informesPie.fecha), asc(informesPie.id))
    const urls = await this.documents.urls(found.docs, link)
    await this.audit.record(this.db, actor, 'alumno.exportar', { alumnoId: id, detalle: 'Todos sus datos (JSON)' })
    return {
      alumno: { ...alumno, creado: row.createdAt.toISOString() },
      asistencia,
      calificaciones: notas,
      reuniones: meetings.map((m) => ({ ...m, creada: m.creada.toISOString() })),
      informes_pie: reports.map((r) => ({
        id: r.id,
        fecha: r.fecha,
        tipo: r.tipo,
        datos: (r.datos ?? {}) as Record<string, unknown>,
        creado: r.creado.toISOString(),
      })),
      mensajes: messages.map((m) => ({ ...m, fecha_envio: m.fecha_envio.toISOString() })),
      documentos: found.docs.map((d, i) => ({
        id: d.id,
        title: d.title,
        created_at: d.createdAt.toISOString(),
        gcs_url: urls[i]!,
      })),
    }
  }

  /**
   * Deletes the student and everything attached: attendance, grades, meetings and guardian messages (the
   * database cascades them), PIE reports and the Word files about the student (rows here, files in storage
   * once the transaction committed). One `alumno.eliminar` line with the id stays.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const keys = await this.db.transaction(async (tx) => {
      const row = await this.student(tx, actor.colegioId, id, true)
      const { reportIds, docs } = await this.documentsOf(tx, actor.colegioId, row)
      const docIds = docs.map((d) => d.id)
      const versions =
        docIds.length === 0
          ? []
          : await tx
              .select({ storageKey: documentoVersiones.storageKey })
              .from(documentoVersiones)
              .where(inArray(documentoVersiones.documentoId, docIds))
      if (reportIds.length > 0) await tx.delete(informesPie).where(inArray(informesPie.id, reportIds))
      if (docIds.length > 0) await tx.delete(documentos).where(inArray(documentos.id, docIds))
      await tx.delete(alumnos).where(and(eq(alumnos.id, id), eq(alumnos.colegioId, actor.colegioId)))
      await this.audit.record(tx, actor, 'alumno.eliminar', {
        alumnoId: id,
        detalle: `Alumno eliminado con sus datos (${reportIds.length} informes PIE, ${docIds.length} documentos)`,
      })
      return [...new Set([...docs.map((d) => d.storageKey), ...versions.map((v) => v.storageKey)])]
    })
    try {
      await this.storage.delete(keys)
    } catch (err) {
      // The rows are gone; the files are unreachable (no row names them). Logged to be removed by hand.
      this.log.error({ err, keys }, 'no se pudieron borrar los archivos de un alumno eliminado')
    }
  }
}
