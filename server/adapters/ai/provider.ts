import type { AiContent, AiElement, AiRequest } from '@/api/contract/documento-contenido'

/**
 * The one interface to the AI: a teacher's request in, a zod-validated content model of
 * the requested type out. Failures are `HttpError`s with a Spanish detail, so the generation spends nothing.
 */
export interface AiProvider {
  /** `plantillas` (offline, deterministic) or `openai` (any OpenAI-compatible chat endpoint). */
  readonly name: 'plantillas' | 'openai'
  /**
   * The document, checked by `validateDocument`. What could not be done as asked (fewer distinct items than
   * asked, an item kind not available) is added to `avisos`, in sentences for the teacher.
   */
  generate(request: AiRequest, avisos?: string[]): Promise<AiContent>
  /**
   * One new element of the same kind in place of the one at the JSON pointer `ruta` (a question, a rubric
   * criterion, a scale indicator, a step of a practical work or a reading activity), for the same objective
   * and different from the current one; deterministic per `seed` offline.
   */
  regenerate(request: AiRequest, content: AiContent, ruta: string, seed: number): Promise<AiElement>
}
