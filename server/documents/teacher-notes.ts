import { levelOfName, registerOfLevel } from '@/domain/level-register'
import { readWishes, wishLines } from '@/domain/wishes'
import { bullets, colors, heading, para } from './layout'
import type { AiDocMeta } from './meta'

/**
 * The teacher's own words are private: a line of the student's part that carries them ("Indicaciones del
 * docente: … para niños con NEE", written by an older composer or copied by a model) is left out. Whatever
 * the content says, the student's sheet never shows them (docs/decisions.md).
 */
export function studentLines(lines: readonly string[], meta: Pick<AiDocMeta, 'instrucciones'>): string[] {
  const words = meta.instrucciones?.trim().toLowerCase()
  return lines.filter(
    (line) =>
      !/^\s*(?:indicaciones|instrucciones|notas?|observaciones?) del (?:docente|profesor|profesora)\b/i.test(line) &&
      !(words && words.length >= 12 && line.toLowerCase().includes(words)),
  )
}

/**
 * The teacher's page: the words typed in "Instrucciones" and each wish read from them, so the teacher sees
 * what was applied (what could not be is in the avisos shown with the document). Nothing when none was typed.
 */
export function teacherNotesSection(meta: Pick<AiDocMeta, 'instrucciones'>, pageBreakBefore = true) {
  const words = meta.instrucciones?.trim()
  if (!words) return []
  const read = wishLines(readWishes(words))
  return [
    heading('Indicaciones del docente (no se imprimen en la hoja del estudiante)', { pageBreakBefore }),
    para(`«${words}»`, { italics: true, color: colors.muted, after: 120 }),
    ...(read.length > 0
      ? [para('Se leyeron como:', { bold: true, after: 60 }), ...bullets(read)]
      : [para('No se leyó en ellas ninguna cantidad, tiempo, modalidad ni adecuación.', { after: 60 })]),
  ]
}

/**
 * The base type size of the student's sheet, in half points: bigger for children learning to read (1°–2°
 * Básico) and for a document adapted for NEE or DUA.
 */
/** A sheet for children who are learning to read (1°–2° Básico): the teacher's language stays off it. */
export function learningToRead(meta: Pick<AiDocMeta, 'nivel'>): boolean {
  const index = levelOfName(meta.nivel)
  return index >= 0 && registerOfLevel(index).oracionesResumen === 0
}

export function baseTypeSize(meta: Pick<AiDocMeta, 'nivel' | 'instrucciones'>): number {
  const index = levelOfName(meta.nivel)
  const young = index >= 0 && registerOfLevel(index).band === 'b12'
  const adapted = (readWishes(meta.instrucciones ?? '').adaptaciones?.length ?? 0) > 0
  return young || adapted ? 25 : 21
}
