import { randomInt } from 'node:crypto'
import { type AiContent, type AiRequest, documentLabel } from '@/api/contract/documento-contenido'
import type { AiDocumentRequest, AiGeneratedDocument } from '@/api/contract/documentos'
import { readRequestOptions } from '@/domain/request-options'
import type { AiProvider } from '../../adapters/ai/provider'
import { renderAiDocument } from '../../documents/render-ai'
import type { TokenClaims } from '../../security'
import type { DocumentService } from '../documentos/service'
import type { QuotaService } from '../evaluaciones/service'

/** "Evaluación · Matemática · 5° Básico"; a texto by its genre: "Texto informativo · Historia · 6° Básico". */
const aiDocumentTitle = (r: Pick<AiDocumentRequest, 'asignatura' | 'nivel'>, content: AiContent) =>
  `${documentLabel(content)} · ${r.asignatura} · ${r.nivel}`

/**
 * The provider's request: the teacher's fields with the settings read from the options and the instructions,
 * and a variation seed (random when the client sends none, so the same request twice gives two versions).
 */
export function providerRequest(request: AiDocumentRequest): { request: AiRequest; avisos: string[] } {
  const { options, avisos } = readRequestOptions(request)
  const { tipo, nivel, asignatura, objetivos, instrucciones } = request
  return {
    request: {
      tipo,
      nivel,
      asignatura,
      objetivos,
      instrucciones,
      ...options,
      semilla: options.semilla ?? randomInt(0, 2_147_483_647),
    },
    avisos,
  }
}

/** AI teaching documents: one evaluation each, given back when anything fails. */
export class GenerationService {
  constructor(
    private readonly ai: AiProvider,
    private readonly quota: QuotaService,
    private readonly documents: DocumentService,
  ) {}

  /** Spends one evaluation; the document is stored with its content as version 1, ready for the editor. */
  generate(user: TokenClaims, body: AiDocumentRequest, origin: string): Promise<AiGeneratedDocument> {
    const { request, avisos } = providerRequest(body)
    return this.quota.withEvaluation(user.userId, async () => {
      const content = await this.ai.generate(request)
      if (content.tipo !== request.tipo)
        throw new Error(`la IA entregó un ${content.tipo} en vez de un ${request.tipo}`)
      const ctx = await this.documents.context(user)
      const file = await renderAiDocument(content, request, ctx)
      const title = aiDocumentTitle(request, content)
      const saved = await this.documents.saveEditable(user, request, content, title, file)
      return {
        title,
        gcs_url: await this.documents.url(saved.storageKey, title, origin),
        documento_id: saved.id,
        version: saved.version,
        // What the provider could not honour (a task for older students, a genre it has no text of).
        avisos: [...avisos, ...(this.ai.avisos?.(request) ?? [])],
      }
    })
  }
}
