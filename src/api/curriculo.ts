import { api } from './client'
import type { ObjetivoAprendizaje, ResolverResult } from './contract/curriculo'

/**
 * The Objetivos de Aprendizaje of a level (1° Básico to 2° Medio) and subject, in order; an empty list for a
 * subject the catalogue does not cover (Inglés, Música…), where the teacher writes objectives freely.
 */
export const listObjetivos = (nivel: string, asignatura: string, signal?: AbortSignal) =>
  api<ObjetivoAprendizaje[]>('/curriculo', { query: { nivel, asignatura }, signal })

/**
 * What a typed objective (or line of objectives) means in a level and subject: the OA to be used, the ranked
 * matches, where another level teaches it, and the line as the objectives the generator will send (`partes`).
 */
export const resolveObjetivo = (nivel: string, asignatura: string, texto: string, signal?: AbortSignal) =>
  api<ResolverResult>('/curriculo/resolver', { query: { nivel, asignatura, texto }, signal })
