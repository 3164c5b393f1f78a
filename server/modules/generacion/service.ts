import type { AiDocumentRequest, AiGeneratedDocument } from '@/api/contract/documentos'
import { documentTypeLabels } from '@/domain/catalog'
import type { AiProvider } from '../../adapters/ai/provider'
import { renderAiDocument } from '../../documents/render-ai'
import type { TokenClaims } from '../../security'
import type { DocumentService } from '../documentos/service'
import type { QuotaService } from '../evaluaciones/service'

/** "Evaluación · Matemática · 5° Básico" */
const aiDocumentTitle = (r: Pick<AiDocumentRequest, 'tipo' | 'asignatura' | 'nivel'>) =>
  `${documentTypeLabels[r.tipo]} · ${r.asignatura} · ${r.nivel}`

/** AI teaching documents: one evaluation each, given back when anything fails. */
export class GenerationService {
  constructor(
    private readonly ai: AiProvider,
    private readonly quota: QuotaService,
    private readonly documents: DocumentService,
  ) {}

  /** Spends one evaluation; the document is stored with its content as version 1, ready for the editor. */
  generate(user: TokenClaims, request: AiDocumentRequest, origin: string): Promise<AiGeneratedDocument> {
    return this.quota.withEvaluation(user.userId, async () => {
      const content = await this.ai.generate(request)
      if (content.tipo !== request.tipo)
        throw new Error(`la IA entregó un ${content.tipo} en vez de un ${request.tipo}`)
      const ctx = await this.documents.context(user)
      const file = await renderAiDocument(content, request, ctx)
      const title = aiDocumentTitle(request)
      const saved = await this.documents.saveEditable(user, request, content, title, file)
      return {
        title,
        gcs_url: await this.documents.url(saved.storageKey, title, origin),
        documento_id: saved.id,
        version: saved.version,
      }
    })
  }
}
