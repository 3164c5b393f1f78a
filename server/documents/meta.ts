/** What the teacher asked for, printed with the AI content. */
export interface AiDocMeta {
  asignatura: string
  nivel: string
  objetivos: readonly string[]
  /** The teacher's words: printed only on the teacher's pages (`teacher-notes.ts`), never on the student's. */
  instrucciones?: string
}

/** "Matemática · 5° Básico" */
export const subjectLine = (meta: Pick<AiDocMeta, 'asignatura' | 'nivel'>) => `${meta.asignatura} · ${meta.nivel}`
