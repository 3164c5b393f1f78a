import { api } from './client'
import type {
  AiDocumentRequest,
  DocumentListItem,
  GeneratedDocument,
  PaesRequest,
  PieReportRequest,
  SimceRequest,
} from './contract/documentos'

/** An AI teaching document (evaluación, rúbrica, trabajo, escala, texto) as a Word file. */
export const generateAiDocument = (data: AiDocumentRequest) =>
  api<GeneratedDocument>('/generar-documento/', { method: 'POST', body: data })

/** A PIE progress report as a Word file; uses no evaluation. */
export const generatePieReport = (data: PieReportRequest) =>
  api<GeneratedDocument>('/informes-pie/generar-word', { method: 'POST', body: data })

export const generatePaesTest = (data: PaesRequest) =>
  api<GeneratedDocument>('/paes/generar-word', { method: 'POST', body: data })

export const generateSimceTest = (data: SimceRequest) =>
  api<GeneratedDocument>('/simce/generar-word', { method: 'POST', body: data })

/** The user's generated documents, newest first, each with a freshly signed download URL. */
export const listDocuments = () => api<DocumentListItem[]>('/documents')
