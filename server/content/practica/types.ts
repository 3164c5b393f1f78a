/**
 * The schema of the PAES and SIMCE practice content: an item of the bank as stored, and a four-option
 * question as a practice test prints it (from the bank or from the mathematics generator). The Word layout
 * (`server/documents/prueba.ts`) and the composer import these types; nothing here imports either.
 */

/** An item of the bank: `texto`, when present, is read before the question. */
export interface BankItem {
  id: string
  prueba: 'PAES' | 'SIMCE'
  asignatura: string
  nivel: string
  habilidad: string
  texto?: string
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}

/** A four-option question of a practice test (from the item bank or the mathematics generator). */
export interface PracticeItem {
  habilidad: string
  texto?: string | undefined
  enunciado: string
  alternativas: readonly [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}
