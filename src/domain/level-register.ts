import { foldAccents } from './text'

/**
 * How a student's sheet speaks to a child of each level: the one table the composer and the Word layout read
 * (docs/decisions.md, "Made for the child's age"). 1°–2° Básico are learning to read: short instructions, no
 * pen ("lápiz pasta"), no percentages or grade formula on their sheet (those go to the teacher's pages), no
 * written summaries of five sentences. The time of an evaluation comes from its items and the level, within
 * one class of the level unless the teacher asked for more; with no count or time asked an evaluation fills
 * one class.
 */
export type LevelBand = 'b12' | 'b34' | 'b56' | 'b78' | 'media'

export interface LevelRegister {
  band: LevelBand
  nombre: string
  /** Minutes of the class an evaluation fills when the teacher asked no count and no time. */
  claseMinutos: number
  /** The most minutes an evaluation takes unless the teacher asked for a time. */
  maxMinutos: number
  /** Items of a full evaluation for one class of the level. */
  preguntasPorClase: number
  /** Minutes a child of the level needs for a closed item (selection, true-false, a matching pair block). */
  minutosCerrada: number
  /** Minutes for a short answer and for a development item. */
  minutosBreve: number
  minutosDesarrollo: number
  /** May the sheet ask for a pen ("Responde con lápiz pasta")? */
  lapizPasta: boolean
  /** May the sheet state the points needed and the passing percentage? Otherwise only the teacher's pages. */
  notaEnHoja: boolean
  /** Only short instructions, one idea each. */
  instruccionesBreves: boolean
  /** The sentences a written summary may ask for; 0: the child retells orally or draws. */
  oracionesResumen: number
}

export const levelRegisters: Record<LevelBand, LevelRegister> = {
  b12: {
    band: 'b12',
    nombre: '1° y 2° Básico',
    claseMinutos: 45,
    maxMinutos: 90,
    preguntasPorClase: 10,
    minutosCerrada: 3.5,
    minutosBreve: 5,
    minutosDesarrollo: 6,
    lapizPasta: false,
    notaEnHoja: false,
    instruccionesBreves: true,
    oracionesResumen: 0,
  },
  b34: {
    band: 'b34',
    nombre: '3° y 4° Básico',
    claseMinutos: 45,
    maxMinutos: 90,
    preguntasPorClase: 12,
    minutosCerrada: 3.5,
    minutosBreve: 5,
    minutosDesarrollo: 8,
    lapizPasta: false,
    notaEnHoja: true,
    instruccionesBreves: true,
    oracionesResumen: 3,
  },
  b56: {
    band: 'b56',
    nombre: '5° y 6° Básico',
    claseMinutos: 90,
    maxMinutos: 90,
    preguntasPorClase: 18,
    minutosCerrada: 3,
    minutosBreve: 4,
    minutosDesarrollo: 8,
    lapizPasta: true,
    notaEnHoja: true,
    instruccionesBreves: false,
    oracionesResumen: 5,
  },
  b78: {
    band: 'b78',
    nombre: '7° y 8° Básico',
    claseMinutos: 90,
    maxMinutos: 90,
    preguntasPorClase: 20,
    minutosCerrada: 3,
    minutosBreve: 4,
    minutosDesarrollo: 7,
    lapizPasta: true,
    notaEnHoja: true,
    instruccionesBreves: false,
    oracionesResumen: 5,
  },
  media: {
    band: 'media',
    nombre: 'Educación Media',
    claseMinutos: 90,
    maxMinutos: 135,
    preguntasPorClase: 22,
    minutosCerrada: 3,
    minutosBreve: 4,
    minutosDesarrollo: 7,
    lapizPasta: true,
    notaEnHoja: true,
    instruccionesBreves: false,
    oracionesResumen: 5,
  },
}

/** The band of a level index (0 = 1° Básico … 11 = 4° Medio). */
export const levelBandOf = (index: number): LevelBand =>
  index <= 1 ? 'b12' : index <= 3 ? 'b34' : index <= 5 ? 'b56' : index <= 7 ? 'b78' : 'media'

export const registerOfLevel = (index: number) => levelRegisters[levelBandOf(index)]

/**
 * The minutes an evaluation of these items needs at a level, in steps of 5, within 10 and the level's most
 * (the caller says when the items would need more).
 */
export function minutesAtLevel(
  index: number,
  items: { cerradas: number; breves: number; desarrollo: number },
): { minutos: number; necesarios: number } {
  const r = registerOfLevel(index)
  const raw = items.cerradas * r.minutosCerrada + items.breves * r.minutosBreve + items.desarrollo * r.minutosDesarrollo
  const necesarios = Math.max(10, Math.ceil(raw / 5) * 5)
  return { minutos: Math.min(r.maxMinutos, necesarios), necesarios }
}

/** The level index of a level as written ("1° Básico", "2° Medio", "III medio"), -1 when not one. */
export function levelOfName(nivel: string): number {
  const name = foldAccents(nivel).toLowerCase().replace(/[°º.]/g, ' ').replace(/\s+/g, ' ').trim()
  const roman: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 }
  const match = /^(\d+|i{1,3}|iv)\s*(?:o|er|ro|do|to|vo|mo|no)?\s*(basico|medio|b|m)\b/.exec(name)
  if (!match) return -1
  const number = roman[match[1]!] ?? Number(match[1])
  if (match[2]!.startsWith('m')) return number >= 1 && number <= 4 ? 7 + number : -1
  return number >= 1 && number <= 8 ? number - 1 : -1
}
