import { api } from './client'
import type { ObjetivoAprendizaje } from './contract/curriculo'

/**
 * The Objetivos de Aprendizaje of a level (1° Básico to 2° Medio) and subject, in order; an empty list for a
 * subject the catalogue does not cover (Inglés, Música…), where the teacher writes objectives freely.
 */
export const listObjetivos = (nivel: string, asignatura: string, signal?: AbortSignal) =>
  api<ObjetivoAprendizaje[]>('/curriculo', { query: { nivel, asignatura }, signal })
