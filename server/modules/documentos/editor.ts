import { createHash } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  contentIssues,
  type DocumentoDetail,
  type DocumentoSaved,
  type DocumentoVersion,
  documentoUpdate,
  type RegenerarResult,
  regenerarRequest,
} from '@/api/contract/documentos'
import { schoolToday } from '@/domain/attendance'
import { type DocumentType, documentTypes } from '@/domain/catalog'
import type { AiProvider } from '../../adapters/ai/provider'
import type { LinkOwner } from '../../adapters/storage/storage'
import { docxContentType, newStorageKey, type Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { documentoRegeneraciones, documentos, documentoVersiones } from '../../db/schema'
import {
  type AiContent,
  type AiRequest,
  aiContent,
  elementAt,
  parseElementPointer,
  withElementAt,
} from '../../documents/content'
import { renderAiDocument } from '../../documents/render-ai'
import { HttpError } from '../../errors'
import type { TokenClaims } from '../../security'
import type { DocumentService } from './service'

/** Regenerations of single elements allowed per document and school day (America/Santiago). */
export const dailyRegenerations = 30

export const regenerationLimitDetail = `Alcanzaste el límite de ${dailyRegenerations} regeneraciones diarias de este documento. Vuelve a intentarlo mañana.`
export const staleVersionDetail =
  'El documento cambió desde que lo abriste (se guardó una versión más nueva). Recarga la última versión antes de guardar.'
const notFoundDetail = 'El documento no existe.'
const notEditableDetail =
  'Este documento no se puede editar: solo los documentos generados con IA tienen contenido editable.'

/** What each kind of document lets one regenerate, for the message of a pointer that names nothing. */
const pointerExamples: Record<DocumentType, string> = {
  evaluacion: 'una pregunta, por ejemplo /secciones/0/preguntas/1',
  rubrica: 'un criterio, por ejemplo /criterios/0',
  escala: 'un indicador, por ejemplo /secciones/0/indicadores/1',
  trabajo: 'un paso, por ejemplo /pasos/0',
  texto: 'una actividad, por ejemplo /actividades/0',
}

interface EditableRow {
  id: number
  title: string
  tipo: DocumentType
  version: number
  storageKey: string
  request: AiRequest
  content: AiContent
}

/** A stored AI request read back; older rows without one fall back to the columns they have. */
function requestOf(row: { kind: string; nivel: string | null; asignatura: string | null; solicitud: unknown }) {
  const stored = (row.solicitud ?? {}) as Partial<AiRequest>
  return {
    tipo: row.kind as DocumentType,
    nivel: stored.nivel ?? row.nivel ?? '',
    asignatura: stored.asignatura ?? row.asignatura ?? '',
    objetivos: Array.isArray(stored.objetivos) ? stored.objetivos : [],
    instrucciones: stored.instrucciones ?? '',
  } satisfies AiRequest
}

/** A number from a text, the same on every instance: the seed of one regeneration. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0)

/**
 * AI documents after their generation: read, edited (every save is a new version with its own Word file,
 * refused when the editor's version is not the current one), single elements regenerated (not saved until
 * the editor saves, limited per document and day), and the list of versions. Nothing here spends an
 * evaluation. Every document is the signed-in user's own within their school; any other answers 404.
 */
export class DocumentEditorService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly ai: AiProvider,
    private readonly documents: DocumentService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async find(user: TokenClaims, id: number, db: Db = this.db, lock = false): Promise<EditableRow> {
    const query = db
      .select({
        id: documentos.id,
        title: documentos.title,
        kind: documentos.kind,
        version: documentos.version,
        storageKey: documentos.storageKey,
        nivel: documentos.nivel,
        asignatura: documentos.asignatura,
        solicitud: documentos.solicitud,
        contenido: documentos.contenido,
      })
      .from(documentos)
      .where(
        and(eq(documentos.id, id), eq(documentos.usuarioId, user.userId), eq(documentos.colegioId, user.colegioId)),
      )
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw new HttpError(404, notFoundDetail)
    const parsed = row.contenido === null ? undefined : aiContent.safeParse(row.contenido)
    if (!parsed?.success || !(documentTypes as readonly string[]).includes(row.kind))
      throw new HttpError(409, notEditableDetail)
    return {
      id: row.id,
      title: row.title,
      tipo: row.kind as DocumentType,
      version: row.version,
      storageKey: row.storageKey,
      request: requestOf(row),
      content: parsed.data,
    }
  }

  async get(user: TokenClaims, id: number, link: LinkOwner): Promise<DocumentoDetail> {
    const doc = await this.find(user, id)
    return {
      id: doc.id,
      tipo: doc.tipo,
      titulo: doc.title,
      nivel: doc.request.nivel,
      asignatura: doc.request.asignatura,
      objetivos: doc.request.objetivos,
      version: doc.version,
      contenido: doc.content,
      gcs_url: await this.documents.url(doc.storageKey, doc.title, link),
    }
  }

  /** The content of a body, validated with the schema of the document's type; 400 naming every bad field. */
  private contentOf(doc: EditableRow, value: unknown): AiContent {
    const parsed = aiContent.safeParse(value)
    if (!parsed.success) {
      const lines = contentIssues(parsed.error.issues, value)
      const shown = lines.slice(0, 3).join(' ')
      const more = lines.length > 3 ? ` Y ${lines.length - 3} problema(s) más.` : ''
      throw new HttpError(400, `El contenido no es válido: ${shown}${more}`)
    }
    if (parsed.data.tipo !== doc.tipo)
      throw new HttpError(400, `El contenido no es válido: /tipo debe ser "${doc.tipo}", el tipo de este documento.`)
    return parsed.data
  }

  /**
   * Saves the content as the next version: the row is locked while the Word file is rendered and stored, so
   * concurrent saves of one document take turns and the one that names an old version gets 409. The version
   * is checked under the lock before anything is rendered, so a save that loses the race stores no file.
   */
  async save(user: TokenClaims, id: number, body: unknown, link: LinkOwner): Promise<DocumentoSaved> {
    // Found first, so that any request about another user's document answers 404.
    const current = await this.find(user, id)
    const input = documentoUpdate.safeParse(body ?? {})
    if (!input.success) {
      const issue = input.error.issues[0]!
      throw new HttpError(400, issue.path[0] === 'version' ? issue.message : 'Envía el contenido del documento.')
    }
    if (input.data.contenido === undefined) throw new HttpError(400, 'Envía el contenido del documento.')
    const content = this.contentOf(current, input.data.contenido)
    if (input.data.version !== undefined && input.data.version !== current.version)
      throw new HttpError(409, staleVersionDetail)
    const ctx = await this.documents.context(user)
    const saved = await this.db.transaction(async (tx) => {
      const doc = await this.find(user, id, tx, true)
      if (input.data.version !== undefined && input.data.version !== doc.version)
        throw new HttpError(409, staleVersionDetail)
      const file = await renderAiDocument(content, doc.request, ctx)
      const storageKey = newStorageKey(user.colegioId)
      await this.storage.put(storageKey, file, docxContentType)
      const version = doc.version + 1
      await tx.update(documentos).set({ contenido: content, version, storageKey }).where(eq(documentos.id, doc.id))
      await tx.insert(documentoVersiones).values({ documentoId: doc.id, version, contenido: content, storageKey })
      return { version, storageKey, title: doc.title }
    })
    return { id, version: saved.version, gcs_url: await this.documents.url(saved.storageKey, saved.title, link) }
  }

  /**
   * A new element in place of the one at `ruta`, in the editor's content (or the stored one): the whole
   * content is answered, nothing is saved. Each call counts towards the document's daily limit, counted in
   * the database with one conditional upsert so that it holds across instances and concurrent requests; a
   * call the AI could not answer is given back.
   */
  async regenerate(user: TokenClaims, id: number, body: unknown): Promise<RegenerarResult> {
    const input = regenerarRequest.safeParse(body ?? {})
    const doc = await this.find(user, id)
    if (!input.success) throw new HttpError(400, input.error.issues[0]!.message)
    const { ruta } = input.data
    const content = input.data.contenido === undefined ? doc.content : this.contentOf(doc, input.data.contenido)
    if (!parseElementPointer(doc.tipo, ruta))
      throw new HttpError(
        400,
        `La ruta ${ruta} no es un elemento que se pueda regenerar: indica ${pointerExamples[doc.tipo]}.`,
      )
    if (elementAt(content, ruta) === undefined) throw new HttpError(400, `La ruta ${ruta} no existe en este documento.`)

    const dia = schoolToday(this.clock())
    const [counted] = await this.db
      .insert(documentoRegeneraciones)
      .values({ documentoId: doc.id, dia, cantidad: 1 })
      .onConflictDoUpdate({
        target: [documentoRegeneraciones.documentoId, documentoRegeneraciones.dia],
        set: { cantidad: sql`${documentoRegeneraciones.cantidad} + 1` },
        setWhere: sql`${documentoRegeneraciones.cantidad} < ${dailyRegenerations}`,
      })
      .returning({ cantidad: documentoRegeneraciones.cantidad })
    if (!counted) throw new HttpError(429, regenerationLimitDetail)

    try {
      const seed = seedOf(`${doc.id}:${dia}:${counted.cantidad}`)
      const element = await this.ai.regenerate(doc.request, content, ruta, seed)
      const replaced = aiContent.safeParse(withElementAt(content, ruta, element))
      if (!replaced.success)
        throw new HttpError(502, 'La IA entregó un elemento que no se pudo usar. Inténtalo de nuevo.')
      return {
        contenido: replaced.data,
        ruta,
        regeneraciones_restantes: dailyRegenerations - counted.cantidad,
      }
    } catch (error) {
      await this.db
        .update(documentoRegeneraciones)
        .set({ cantidad: sql`${documentoRegeneraciones.cantidad} - 1` })
        .where(
          and(
            eq(documentoRegeneraciones.documentoId, doc.id),
            eq(documentoRegeneraciones.dia, dia),
            sql`${documentoRegeneraciones.cantidad} > 0`,
          ),
        )
      if (error instanceof HttpError) throw error
      if (error instanceof RangeError || (error instanceof Error && error.name === 'ZodError'))
        throw new HttpError(502, 'La IA entregó un elemento que no se pudo usar. Inténtalo de nuevo.')
      throw error
    }
  }

  /** Every saved version, newest first, each with a freshly signed URL of its own file. */
  async versions(user: TokenClaims, id: number, link: LinkOwner): Promise<DocumentoVersion[]> {
    const doc = await this.find(user, id)
    const rows = await this.db
      .select({
        version: documentoVersiones.version,
        createdAt: documentoVersiones.createdAt,
        storageKey: documentoVersiones.storageKey,
      })
      .from(documentoVersiones)
      .where(eq(documentoVersiones.documentoId, doc.id))
      .orderBy(desc(documentoVersiones.version))
    const urls = await this.documents.urls(
      rows.map((row) => ({ storageKey: row.storageKey, title: `${doc.title} (versión ${row.version})` })),
      link,
    )
    return rows.map((row, i) => ({ version: row.version, created_at: row.createdAt.toISOString(), gcs_url: urls[i]! }))
  }
}
