import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { DocumentListItem } from '@/api/contract/documentos'
import { schoolToday } from '@/domain/attendance'
import type { MemberState, Role } from '@/domain/catalog'
import { canSeeDocument } from '@/domain/permissions'
import type { LinkOwner } from '../../adapters/storage/storage'
import { docxContentType, newStorageKey, type Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { alumnos, colegios, documentos, documentoVersiones, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import type { AiContent, AiRequest } from '../../documents/content'
import type { DocContext } from '../../documents/layout'
import { HttpError, notFound } from '../../errors'
import type { TokenClaims } from '../../security'
import type { Actor, AuditService } from '../auditoria/service'

/**
 * Whom the download links of a signed-in request are for: the member and their session, pointing at
 * `PUBLIC_URL` (never at the request's Host header, which a client writes itself).
 */
export const linkOwnerOf = (request: FastifyRequest): LinkOwner => ({
  origin: request.server.config.publicUrl,
  userId: request.user.userId,
  sessionId: request.user.sessionId,
  sesionVersion: request.user.sesionVersion,
  rol: request.user.rol,
})

/** The member who lists or downloads: their role, state and courses decide which documents they still see. */
export interface DocumentViewer extends TokenClaims {
  rol: Role
  estado: MemberState
  cursoIds: readonly number[] | null
}

/** A file name for a title: no characters that file systems refuse. */
const fileNameOf = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, '-').trim()}.docx`

/**
 * The generated documents of each user: the file goes to storage, the row to
 * `documentos`, and every listing signs fresh download URLs.
 */
export class DocumentService {
  /** A user's documents, newest first (Mis Documentos): built and prepared once. */
  private readonly listQuery

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.listQuery = db
      .select({
        id: documentos.id,
        title: documentos.title,
        createdAt: documentos.createdAt,
        storageKey: documentos.storageKey,
        version: documentos.version,
        editable: sql<boolean>`${documentos.contenido} is not null`,
        kind: documentos.kind,
        alumnoId: documentos.alumnoId,
        cursoId: alumnos.cursoId,
      })
      .from(documentos)
      .leftJoin(alumnos, eq(alumnos.id, documentos.alumnoId))
      .where(
        and(
          eq(documentos.usuarioId, sql.placeholder('usuarioId')),
          eq(documentos.colegioId, sql.placeholder('colegioId')),
        ),
      )
      .orderBy(desc(documentos.createdAt), desc(documentos.id))
      .prepare('documentos_list')
  }

  /** What every document prints in its header: the school, the teacher and today's date in Chile. */
  async context(user: TokenClaims): Promise<DocContext> {
    const [row] = await this.db
      .select({ docente: usuarios.nombre, colegio: colegios.nombre })
      .from(usuarios)
      .innerJoin(colegios, eq(colegios.id, usuarios.colegioId))
      .where(and(eq(usuarios.id, user.userId), eq(usuarios.colegioId, user.colegioId)))
    if (!row) throw new HttpError(401, 'Tu sesión ya no es válida. Inicia sesión de nuevo.')
    return { ...row, fecha: schoolToday(this.clock()) }
  }

  /**
   * Puts the file in storage, then records it as the user's document (inside `tx` when given), about the
   * student `alumnoId` when it is a report about one.
   */
  async save(user: TokenClaims, kind: string, title: string, file: Uint8Array, tx?: Tx, alumnoId?: number | null) {
    const storageKey = newStorageKey(user.colegioId)
    await this.storage.put(storageKey, file, docxContentType)
    const [row] = await (tx ?? this.db)
      .insert(documentos)
      .values({
        colegioId: user.colegioId,
        usuarioId: user.userId,
        title,
        kind,
        storageKey,
        alumnoId: alumnoId ?? null,
      })
      .returning({ id: documentos.id, storageKey: documentos.storageKey, createdAt: documentos.createdAt })
    return row!
  }

  /**
   * Saves an AI document that can be edited later: its file, the request it was made from and its content,
   * as version 1 (the document and its first version in one transaction).
   */
  async saveEditable(user: TokenClaims, request: AiRequest, content: AiContent, title: string, file: Uint8Array) {
    const storageKey = newStorageKey(user.colegioId)
    await this.storage.put(storageKey, file, docxContentType)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documentos)
        .values({
          colegioId: user.colegioId,
          usuarioId: user.userId,
          title,
          kind: request.tipo,
          storageKey,
          nivel: request.nivel,
          asignatura: request.asignatura,
          solicitud: request,
          contenido: content,
          version: 1,
        })
        .returning({ id: documentos.id, storageKey: documentos.storageKey, version: documentos.version })
      await tx.insert(documentoVersiones).values({ documentoId: row!.id, version: 1, contenido: content, storageKey })
      return row!
    })
  }

  url(storageKey: string, title: string, link: LinkOwner) {
    return this.storage.signedUrl(storageKey, fileNameOf(title), link)
  }

  /** The download URLs of several documents at once (a listing), in their order. */
  urls(files: readonly { storageKey: string; title: string }[], link: LinkOwner) {
    return this.storage.signedUrls(
      files.map((file) => ({ key: file.storageKey, filename: fileNameOf(file.title) })),
      link,
    )
  }

  /**
   * The user's documents, newest first, each with a freshly signed URL; without those whose subject the
   * member may no longer see (`canSeeDocument`: a PIE report after a demotion, a report about a student of
   * a course no longer theirs).
   */
  async list(user: DocumentViewer, link: LinkOwner): Promise<DocumentListItem[]> {
    const all = await this.listQuery.execute({ usuarioId: user.userId, colegioId: user.colegioId })
    const rows = all.filter((row) => canSeeDocument(user, row))
    const urls = await this.urls(rows, link)
    return rows.map((row, i) => ({
      id: row.id,
      title: row.title,
      created_at: row.createdAt.toISOString(),
      gcs_url: urls[i]!,
      version: row.version,
      editable: row.editable,
    }))
  }

  /**
   * A download of a stored file (any version of a document), recorded as `documento.descargar`: who, which
   * document and the student it is about. `viewer` is the member the link was signed for, when the link
   * names one: a member who may no longer see the document's subject (`canSeeDocument`) is refused (403)
   * and nothing is recorded. A file no document names any more is missing (404). The download is answered
   * only once its line is stored.
   */
  async recordDownload(who: Actor, storageKey: string, viewer: DocumentViewer | null = null) {
    const [doc] = await this.db
      .selectDistinct({
        id: documentos.id,
        kind: documentos.kind,
        alumnoId: documentos.alumnoId,
        cursoId: alumnos.cursoId,
      })
      .from(documentos)
      .leftJoin(documentoVersiones, eq(documentoVersiones.documentoId, documentos.id))
      .leftJoin(alumnos, eq(alumnos.id, documentos.alumnoId))
      .where(
        and(
          eq(documentos.colegioId, who.colegioId),
          or(eq(documentos.storageKey, storageKey), eq(documentoVersiones.storageKey, storageKey)),
        ),
      )
      .limit(1)
    if (!doc) throw notFound('El documento')
    if (viewer && !canSeeDocument(viewer, doc)) {
      throw new HttpError(403, 'Ya no tienes acceso a este documento.')
    }
    await this.audit.recordRead(who, 'documento.descargar', { alumnoId: doc.alumnoId, detalle: `Documento ${doc.id}` })
  }
}
