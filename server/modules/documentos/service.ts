import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { DocumentListItem } from '@/api/contract/documentos'
import { schoolToday } from '@/domain/attendance'
import type { LinkOwner } from '../../adapters/storage/storage'
import { docxContentType, newStorageKey, type Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { colegios, documentos, documentoVersiones, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import type { AiContent, AiRequest } from '../../documents/content'
import type { DocContext } from '../../documents/layout'
import { HttpError } from '../../errors'
import type { TokenClaims } from '../../security'

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
      })
      .from(documentos)
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

  /** Puts the file in storage, then records it as the user's document (inside `tx` when given). */
  async save(user: TokenClaims, kind: string, title: string, file: Uint8Array, tx?: Tx) {
    const storageKey = newStorageKey(user.colegioId)
    await this.storage.put(storageKey, file, docxContentType)
    const [row] = await (tx ?? this.db)
      .insert(documentos)
      .values({ colegioId: user.colegioId, usuarioId: user.userId, title, kind, storageKey })
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

  /** The user's documents, newest first, each with a freshly signed URL. */
  async list(user: TokenClaims, link: LinkOwner): Promise<DocumentListItem[]> {
    const rows = await this.listQuery.execute({ usuarioId: user.userId, colegioId: user.colegioId })
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
}
