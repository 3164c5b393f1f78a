import { api } from './client'
import type {
  AiDocumentInput,
  AiGeneratedDocument,
  DocumentListItem,
  DocumentoDetail,
  DocumentoSaved,
  DocumentoUpdateInput,
  DocumentoVersion,
  GeneratedDocument,
  PaesRequest,
  PieReportRequest,
  RegenerarInput,
  RegenerarResult,
  SimceRequest,
} from './contract/documentos'

/** An AI teaching document (evaluación, rúbrica, trabajo, escala, texto) as a Word file, stored as version 1. */
export const generateAiDocument = (data: AiDocumentInput) =>
  api<AiGeneratedDocument>('/generar-documento/', { method: 'POST', body: data })

/** A PIE progress report as a Word file; uses no evaluation. */
export const generatePieReport = (data: PieReportRequest) =>
  api<GeneratedDocument>('/informes-pie/generar-word', { method: 'POST', body: data })

export const generatePaesTest = (data: PaesRequest) =>
  api<GeneratedDocument>('/paes/generar-word', { method: 'POST', body: data })

export const generateSimceTest = (data: SimceRequest) =>
  api<GeneratedDocument>('/simce/generar-word', { method: 'POST', body: data })

/** The user's generated documents, newest first, each with a freshly signed download URL. */
export const listDocuments = () => api<DocumentListItem[]>('/documents')

/** An AI document as stored: its request, current version and content, and its current Word file. */
export const getDocumento = (id: number, signal?: AbortSignal) => api<DocumentoDetail>(`/documentos/${id}`, { signal })

/**
 * Saves the edited content as a new version and renders its Word file; uses no evaluation. With `version`
 * (the one the editor opened), a document saved since answers 409 (ApiError status 409) and nothing changes;
 * an invalid content answers 400 naming the field by pointer.
 */
export const saveDocumento = (id: number, data: DocumentoUpdateInput) =>
  api<DocumentoSaved>(`/documentos/${id}`, { method: 'PUT', body: data })

/**
 * A new element in place of the one at `ruta` ("/secciones/0/preguntas/1"), in `contenido` (the editor's
 * unsaved content) or the stored one; answers the whole content, not saved. Uses no evaluation; 30 a day per
 * document (429 after that).
 */
export const regenerateElement = (id: number, data: RegenerarInput) =>
  api<RegenerarResult>(`/documentos/${id}/regenerar`, { method: 'POST', body: data })

/** Every saved version of a document, newest first, each with its own freshly signed download URL. */
export const listVersions = (id: number, signal?: AbortSignal) =>
  api<DocumentoVersion[]>(`/documentos/${id}/versiones`, { signal })
