/**
 * What the content of each OA must show, as checks a program runs (issue 29 §1): every item, passage, task,
 * criterion and indicator the composer puts under an OA passes its OA's check, and the CI sweep composes
 * every OA of the catalogue and fails on any piece that does not.
 *
 * An OA's check lives in the file of its subject (`ciencias.ts`, `historia.ts`, `matematica.ts`,
 * `lenguaje.ts`): the concepts a piece on the OA names (at least one), and for Matemática the structure an
 * item builds (a system has two equations in two unknowns), for Lenguaje the genres its texts are of. An OA
 * without an entry falls back to the catalogue's `terminos`, which were written for the resolver and are too
 * narrow to check content fairly: the sweep lists those OA.
 */
import { foldAccents } from '@/domain/text'
import { findOa } from '../../curriculum/catalogue'
import { cienciasChecks } from './ciencias'
import { historiaChecks } from './historia'
import { lenguajeChecks } from './lenguaje'
import { matematicaChecks } from './matematica'
import type { OaCheck, OaPiece } from './types'

export type { OaCheck, OaPiece } from './types'

const checks: Readonly<Record<string, OaCheck>> = {
  ...cienciasChecks,
  ...historiaChecks,
  ...matematicaChecks,
  ...lenguajeChecks,
}

/** The OA that have their own check (not only the catalogue's terms). */
export const checkedCodes = (): readonly string[] => Object.keys(checks)

const stop = new Set(
  'a al ante con de del el en entre la las lo los o para por que se segun sin su sus u un una unos unas y e'.split(' '),
)

/** Lower case, no accents, letters and digits only, split into words. */
const words = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)

/**
 * Two words are one concept when they are equal, or share a stem: a common beginning of at least four
 * letters that leaves at most three letters of the shorter word ("ecuaciones" ~ "ecuación", "célula" ~
 * "celulares", "rectángulo" ≁ "rectas"). Short words (four letters or fewer) must be equal.
 */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true
  const shorter = Math.min(a.length, b.length)
  if (shorter <= 4) return false
  let common = 0
  while (common < shorter && a[common] === b[common]) common++
  return common >= 4 && common >= shorter - 3
}

/** The content words of a concept phrase, kept: the checks ask the same phrases again and again. */
const needs = new Map<string, string[]>()
const needOf = (phrase: string) => {
  let need = needs.get(phrase)
  if (!need) {
    need = words(phrase).filter((w) => !stop.has(w))
    needs.set(phrase, need)
  }
  return need
}

/**
 * Where a concept phrase occurs in a text (or in its words, already split): each of its content words, in any order, within a window of the
 * phrase's length plus three words ("sistema de ecuaciones" in "este sistema tiene dos ecuaciones").
 */
export function namesPhrase(text: string | readonly string[], phrase: string): boolean {
  const need = needOf(phrase)
  if (need.length === 0) return false
  const have = typeof text === 'string' ? words(text) : text
  const window = need.length + 3
  for (let start = 0; start < have.length; start++) {
    if (!sameStem(have[start]!, need[0]!) && !need.some((w) => sameStem(have[start]!, w))) continue
    const slice = have.slice(start, start + window)
    if (need.every((w) => slice.some((h) => sameStem(h, w)))) return true
  }
  return false
}

/** The check of an OA: its own, or the catalogue's terms when it has none yet. */
export function checkOf(codigo: string): OaCheck | undefined {
  const own = checks[codigo]
  if (own) return own
  const oa = findOa(codigo)
  return oa?.terminos && oa.terminos.length > 0 ? { conceptos: oa.terminos } : undefined
}

/** Why a piece does not show its OA's content, in a sentence for a developer; undefined when it does. */
export function offObjective(codigo: string, piece: OaPiece): string | undefined {
  const check = checkOf(codigo)
  if (!check) return `${codigo} no tiene comprobación`
  const text = [piece.texto, ...(piece.alternativas ?? [])].join(' ')
  if (piece.tipo === 'item' && check.estructura && !check.estructura.test(piece))
    return `${codigo}: el ítem no construye ${check.estructura.describe}`
  if (piece.tipo === 'texto' && check.generos && piece.genero && !check.generos.includes(piece.genero))
    return `${codigo}: el texto es ${piece.genero}, no ${check.generos.join(' ni ')}`
  if (check.estructura && piece.tipo === 'item') return undefined
  const have = words(text)
  if (!check.conceptos.some((c) => namesPhrase(have, c)))
    return `${codigo}: no nombra ninguno de sus conceptos (${check.conceptos.slice(0, 4).join(', ')}…)`
  return undefined
}

export const onObjective = (codigo: string, piece: OaPiece) => offObjective(codigo, piece) === undefined
