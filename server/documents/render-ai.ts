import type { AiContent } from './content'
import { renderEscala } from './escala'
import { renderEvaluacion } from './evaluacion'
import type { DocContext } from './layout'
import type { AiDocMeta } from './meta'
import { renderRubrica } from './rubrica'
import { renderTexto } from './texto'
import { renderTrabajo } from './trabajo'

/** The Word file of an AI document, by its type. */
export function renderAiDocument(content: AiContent, meta: AiDocMeta, ctx: DocContext): Promise<Buffer> {
  switch (content.tipo) {
    case 'evaluacion':
      return renderEvaluacion(content, meta, ctx)
    case 'rubrica':
      return renderRubrica(content, meta, ctx)
    case 'trabajo':
      return renderTrabajo(content, meta, ctx)
    case 'escala':
      return renderEscala(content, meta, ctx)
    case 'texto':
      return renderTexto(content, meta, ctx)
  }
}
