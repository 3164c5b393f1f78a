import { randomInt } from 'node:crypto'
import { type AiContent, type AiRequest, documentLabel } from '@/api/contract/documento-contenido'
import type { AiDocumentRequest, AiGeneratedDocument } from '@/api/contract/documentos'
import { readRequestOptions } from '@/domain/request-options'
import type { AiProvider } from '../../adapters/ai/provider'
import type { LinkOwner } from '../../adapters/storage/storage'
import { type Resolution, resolveObjectives } from '../../curriculum/resolver'
import { renderAiDocument } from '../../documents/render-ai'
import { HttpError } from '../../errors'
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
      // The objectives as the generator reads them: a fragment the screen split off a typed line ("de 5 en 5
      // y de 10 en 10") goes back with its neighbour.
      objetivos: resolveObjectives(objetivos, { nivel, asignatura }).map((r) => r.texto),
      instrucciones,
      ...options,
      semilla: options.semilla ?? randomInt(0, 2_147_483_647),
    },
    avisos,
  }
}

/**
 * The 422 of an objective that no OA of the level and subject covers (offline): where the subject teaches it
 * when another level does ("se trabaja en 8° Básico: MA08 OA 12"), and what the teacher can do.
 */
export function noOaMessage(r: Extract<Resolution, { kind: 'sin_oa' }>, asignatura: string, nivel: string) {
  const other = r.otroNivel?.oa
  return other
    ? `«${r.texto}» se trabaja en ${other.nivel}: ${other.codigo}. Para ${asignatura} de ${nivel}, elige uno de los OA más cercanos o escribe el objetivo con otras palabras.`
    : `Ningún OA de ${asignatura} de ${nivel} corresponde a «${r.texto}». Elige uno de los OA sugeridos o escribe el objetivo con otras palabras.`
}

/**
 * Every objective resolved to OA of the requested level and subject before anything is spent. Offline, an
 * objective no OA covers is refused with 422, the closest OA of the level as `sugerencias` and, when another
 * level teaches it, that OA as `otro_nivel`; with an AI provider it is sent as written, grounded on the closest
 * OA, with an aviso. A level or subject the catalogue lacks keeps working with an aviso that the document is
 * not grounded in OA.
 */
export function groundObjectives(request: AiRequest, provider: AiProvider['name']): string[] {
  const context = { nivel: request.nivel, asignatura: request.asignatura }
  const resolutions = resolveObjectives(request.objetivos, context)
  const avisos: string[] = []
  if (resolutions.some((r) => r.kind === 'fuera_de_catalogo'))
    avisos.push(
      `El catálogo de OA de Pizarra aún no incluye ${request.asignatura} de ${request.nivel}: el documento se basa en los objetivos tal como los escribiste, no en OA del currículum nacional.`,
    )
  for (const r of resolutions) {
    if (r.kind !== 'sin_oa') continue
    const other = r.otroNivel?.oa
    if (provider === 'plantillas')
      throw new HttpError(422, noOaMessage(r, request.asignatura, request.nivel), {
        objetivo: r.texto,
        sugerencias: r.sugerencias.map(({ codigo, descripcion }) => ({ codigo, descripcion })),
        ...(other ? { otro_nivel: { codigo: other.codigo, descripcion: other.descripcion, nivel: other.nivel } } : {}),
      })
    avisos.push(
      `«${r.texto}» no corresponde a ningún OA de ${request.asignatura} de ${request.nivel}${other ? ` (se trabaja en ${other.nivel}: ${other.codigo})` : ''}: la IA lo trabajó a partir de los OA más cercanos (${r.sugerencias
        .slice(0, 3)
        .map((s) => s.codigo)
        .join(', ')}).`,
    )
  }
  return avisos
}

/** AI teaching documents: one evaluation each, given back when anything fails. */
export class GenerationService {
  constructor(
    private readonly ai: AiProvider,
    private readonly quota: QuotaService,
    private readonly documents: DocumentService,
  ) {}

  /** Spends one evaluation; the document is stored with its content as version 1, ready for the editor. */
  generate(user: TokenClaims, body: AiDocumentRequest, link: LinkOwner): Promise<AiGeneratedDocument> {
    const { request, avisos } = providerRequest(body)
    avisos.push(...groundObjectives(request, this.ai.name))
    return this.quota.withEvaluation(user.userId, async () => {
      const content = await this.ai.generate(request, avisos)
      if (content.tipo !== request.tipo)
        throw new Error(`la IA entregó un ${content.tipo} en vez de un ${request.tipo}`)
      const ctx = await this.documents.context(user)
      const file = await renderAiDocument(content, request, ctx)
      const title = aiDocumentTitle(request, content)
      const saved = await this.documents.saveEditable(user, request, content, title, file)
      return {
        title,
        gcs_url: await this.documents.url(saved.storageKey, title, link),
        documento_id: saved.id,
        version: saved.version,
        avisos,
      }
    })
  }
}
