/**
 * The Objetivos de Aprendizaje catalogue: one JSON file per subject under `./data`, read on first use (a
 * subject whose file is missing simply has no objectives). Teachers type levels and subjects freely
 * ("5° básico", "5 Basico", "Lenguaje", "Historia", "Ciencias"), so every lookup folds accents, case and
 * punctuation before comparing.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { courseLevels } from '@/domain/catalog'
import { foldAccents } from '@/domain/text'

/** One Objetivo de Aprendizaje as the catalogue stores it. */
export interface OaEntry {
  codigo: string
  numero: number
  eje: string
  descripcion: string
  /** Key terms and synonyms a teacher would type for this objective (lower case), for the resolver. */
  terminos?: string[]
}

/** The subjects the catalogue knows, by file slug. */
export const catalogueSubjects = ['matematica', 'lenguaje', 'ciencias-naturales', 'historia'] as const
export type CatalogueSubject = (typeof catalogueSubjects)[number]

/** An objective with where it belongs: the catalogue subject, the level and the subject's official name. */
export interface Oa extends OaEntry {
  materia: CatalogueSubject
  nivel: string
  asignatura: string
}

/** The ten levels the catalogue covers (1° Básico to 2° Medio), in school order. */
export const catalogueLevels = courseLevels.slice(
  courseLevels.indexOf('1° Básico'),
  courseLevels.indexOf('2° Medio') + 1,
)

/** The two-letter prefix of the Mineduc codes of each subject ("MA05 OA 07"). */
const codePrefixes: Record<string, CatalogueSubject> = {
  MA: 'matematica',
  LE: 'lenguaje',
  LL: 'lenguaje',
  CN: 'ciencias-naturales',
  CI: 'ciencias-naturales',
  HI: 'historia',
}

interface CatalogueFile {
  asignatura: string
  niveles: Record<string, OaEntry[]>
}

/** Lower case, no accents, only letters, digits and single spaces. */
export const normalize = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()

const files = new Map<CatalogueSubject, Map<string, Oa[]>>()

function load(materia: CatalogueSubject): Map<string, Oa[]> {
  const cached = files.get(materia)
  if (cached) return cached
  const byLevel = new Map<string, Oa[]>()
  // A path rather than a URL: test environments may replace the global URL class.
  const jsonPath = path.join(import.meta.dirname, 'data', `${materia}.json`)
  if (existsSync(jsonPath)) {
    const file = JSON.parse(readFileSync(jsonPath, 'utf8')) as CatalogueFile
    for (const [nivel, entries] of Object.entries(file.niveles)) {
      const asignatura = officialSubject(materia, nivel)
      byLevel.set(
        nivel,
        entries.map((entry) => ({ ...entry, materia, nivel, asignatura })),
      )
    }
  }
  files.set(materia, byLevel)
  return byLevel
}

/** The official subject name of a catalogue subject at a level. */
export function officialSubject(materia: CatalogueSubject, nivel: string): string {
  switch (materia) {
    case 'matematica':
      return 'Matemática'
    case 'ciencias-naturales':
      return 'Ciencias Naturales'
    case 'historia':
      return 'Historia, Geografía y Ciencias Sociales'
    case 'lenguaje':
      return levelIndex(nivel) >= 6 ? 'Lengua y Literatura' : 'Lenguaje y Comunicación'
  }
}

/**
 * The catalogue subject a teacher means: "Matemática", "matematicas", "Lenguaje", "Lengua y Literatura",
 * "Ciencias", "Biología", "Historia"… or undefined for a subject outside the catalogue (Inglés, Música…).
 */
export function subjectOf(asignatura: string): CatalogueSubject | undefined {
  const name = normalize(asignatura)
  if (/^matem/.test(name) || name === 'mate') return 'matematica'
  if (/^(lenguaje|lengua|lectura|literatura|comunicacion)/.test(name)) return 'lenguaje'
  if (/^(ciencias? naturales|ciencias?$|ciencias para|biologia|fisica|quimica)/.test(name)) return 'ciencias-naturales'
  if (/^(historia|geografia|ciencias sociales|sociedad)/.test(name)) return 'historia'
  return undefined
}

/** The index (0 = 1° Básico … 9 = 2° Medio, 10 = 3° Medio, 11 = 4° Medio) of a level as typed, or -1. */
export function levelIndex(nivel: string): number {
  const name = normalize(nivel)
  const roman: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 }
  const match = /^(\d+|i{1,3}|iv)\s*(o|er|ro|do|to|vo|mo|no)?\s*(basico|medio|b|m)\b/.exec(name)
  if (!match) return -1
  const number = roman[match[1]!] ?? Number(match[1])
  const medio = match[3]!.startsWith('m')
  if (medio) return number >= 1 && number <= 4 ? 7 + number : -1
  return number >= 1 && number <= 8 ? number - 1 : -1
}

/** The catalogue's spelling of a level ("5° Básico"), or undefined outside 1° Básico–2° Medio. */
export function catalogueLevel(nivel: string): string | undefined {
  return catalogueLevels[levelIndex(nivel)]
}

/** Every objective of a subject at a level, in the catalogue's order; empty when the catalogue lacks it. */
export function oaFor(nivel: string, asignatura: string): Oa[] {
  const materia = subjectOf(asignatura)
  const level = catalogueLevel(nivel)
  if (!materia || !level) return []
  return load(materia).get(level) ?? []
}

const codePattern = /\b([A-Z]{2})\s?(\d{2}|[1-4]M)\s*OA\s*0*(\d{1,2})\b/i

/** A code in any of the spellings teachers copy ("MA05 OA 07", "ma05 oa7", "LE1M OA 03"), normalized. */
export function parseCode(text: string): { materia: CatalogueSubject; nivel: string; numero: number } | undefined {
  const match = codePattern.exec(text)
  if (!match) return undefined
  const materia = codePrefixes[match[1]!.toUpperCase()]
  const levelPart = match[2]!.toUpperCase()
  const index = levelPart.endsWith('M') ? 7 + Number(levelPart[0]) : Number(levelPart) - 1
  const nivel = catalogueLevels[index]
  if (!materia || !nivel) return undefined
  return { materia, nivel, numero: Number(match[3]) }
}

const stopWords = new Set(
  'a al ante con de del el en entre la las lo los o para por que se segun sin su sus u un una unos unas y e como sobre otros otras mas etc'.split(
    ' ',
  ),
)

/** The content words of a text (normalized, no stop words, no one-letter words). */
export const contentWords = (text: string) =>
  normalize(text)
    .split(' ')
    .filter((word) => word.length > 2 && !stopWords.has(word))

/**
 * The objective a teacher's line refers to. A Mineduc code anywhere in the line wins ("MA05 OA 07: …");
 * otherwise, within the given level and subject, "OA 7" / "OA7" picks by number, and free text picks the
 * objective that shares the most content words (at least two, or half of a short line). Undefined when
 * nothing fits: free text outside the catalogue.
 */
export function findOa(codigoOrText: string, context?: { nivel: string; asignatura: string }): Oa | undefined {
  const code = parseCode(codigoOrText)
  if (code) {
    const found = load(code.materia)
      .get(code.nivel)
      ?.find((oa) => oa.numero === code.numero)
    if (found) return found
  }
  if (!context) return undefined
  const candidates = oaFor(context.nivel, context.asignatura)
  if (candidates.length === 0) return undefined
  const words = new Set(contentWords(codigoOrText.replace(/^\s*(?:OA|objetivo)\s*0*\d{1,2}\b/i, '')))
  const scoreOf = (oa: Oa) => {
    const oaWords = new Set(contentWords(`${oa.descripcion} ${oa.eje}`))
    let score = 0
    for (const word of words) if (oaWords.has(word) || [...oaWords].some((w) => stems(w, word))) score++
    return score
  }
  let best: Oa | undefined
  let bestScore = 0
  for (const oa of candidates) {
    const score = scoreOf(oa)
    if (score > bestScore) {
      best = oa
      bestScore = score
    }
  }
  // "OA 7: …" picks objective 7, unless its words clearly describe another objective of the level (the
  // teacher's numbering may come from another program).
  const byNumber = /^\s*(?:OA|objetivo)\s*0*(\d{1,2})\b/i.exec(codigoOrText)
  if (byNumber) {
    const numbered = candidates.find((oa) => oa.numero === Number(byNumber[1]))
    if (numbered && (words.size < 3 || scoreOf(numbered) * 2 >= bestScore)) return numbered
  }
  if (words.size === 0) return undefined
  const needed = Math.min(2, Math.ceil(words.size / 2))
  return bestScore >= needed ? best : undefined
}

/** Two words with the same first five letters count as one ("fracciones" / "fraccion"). */
const stems = (a: string, b: string) => a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5)
