/**
 * The objective resolver: every objective a teacher picks or types becomes OA of the requested level and
 * subject, found by a Spanish full-text search over the catalogue (MiniSearch with the Snowball Spanish
 * stemmer of `@orama/stemmers`, accents folded). Each OA is indexed by its description, its eje and its
 * optional `terminos` (key terms and synonyms written by the team). The words every objective uses
 * ("comprender", "resolver problemas", "en forma concreta…") are left out, so an objective matches by
 * what it is about.
 *
 * Whether a free text is covered by an OA is decided by weighted coverage: each of the text's words weighs
 * by how rare it is among the subject's OA of every level (inverse document frequency), and the best OA
 * must hold at least `coverageNeeded` of that weight. "Explicar el proceso de la Independencia de Chile" in
 * 4° Básico matches "Chile" and "proceso" here and there, but not the rare "independencia": not covered.
 */
import { stemmer } from '@orama/stemmers/spanish'
import MiniSearch from 'minisearch'
import { foldAccents } from '@/domain/text'
import {
  type CatalogueSubject,
  catalogueLevel,
  catalogueLevels,
  findOa,
  type Oa,
  oaFor,
  parseCode,
  subjectOf,
} from './catalogue'

/** Function words and the verbs and phrases common to all objectives: they say nothing of the topic. */
const stopWords = new Set(
  [
    'a al ante bajo con contra de del desde durante e el en entre hacia hasta la las le les lo los mas me mediante',
    'mi muy ni no o os para pero por que se segun sin sobre su sus te tu u un una unas uno unos y ya yo como cual',
    'cuales cuando donde este esta estos estas ese esa esos esas eso esto aquel otra otro otras otros cada todo',
    'toda todos todas tanto sus etc es son ser ha han hay fue era qué cómo',
    // Verbs of objectives.
    'comprender demostrar explicar resolver describir identificar reconocer aplicar usar utilizar analizar',
    'conocer aprender trabajar estudiar evaluar evaluacion representar calcular comparar distinguir caracterizar',
    'desarrollar investigar observar relacionar reflexionar valorar participar leer escribir formular',
    'elaborar crear construir mostrar determinar establecer fundamentar argumentar',
    'comprension estudio conocimiento aprendizaje contenido contenidos tema temas unidad clase clases',
    // How objectives are worked on.
    'problemas problema forma formas concreta concretas pictorica pictoricas simbolica simbolicas manual manualmente',
    'software educativo diversos diversas distintos distintas situaciones cotidianas cotidiano diaria diarias',
    'ejemplos ejemplo estudiantes alumnos alumno objetivo objetivos oa nivel basico medio curso manera modo',
  ]
    .join(' ')
    .split(/\s+/)
    .map((w) => foldAccents(w)),
)

const fold = (word: string) => foldAccents(word.toLowerCase())

/**
 * The index forms of a word: the stem of the word with its accents and the stem of the word without them,
 * folded ("ilustración" -> "ilustr", "ilustracion" -> "ilustracion"), so a word typed without accents
 * meets the same forms as the catalogue's. Null for a stop word or a one-letter word.
 */
export function termsOf(word: string): string[] | null {
  const lower = word.toLowerCase()
  const folded = fold(lower)
  if (folded.length < 2 || stopWords.has(folded)) return null
  if (/^\d+$/.test(folded)) return [folded]
  return [...new Set([fold(stemmer(lower)), fold(stemmer(folded))])]
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** The distinct content words of a text, each with its index forms. */
function contentTerms(text: string): string[][] {
  const seen = new Set<string>()
  const out: string[][] = []
  for (const word of tokenize(text)) {
    const terms = termsOf(word)
    if (!terms) continue
    const key = terms.join('|')
    if (seen.has(key)) continue
    seen.add(key)
    out.push(terms)
  }
  return out
}

interface IndexedOa {
  id: string
  descripcion: string
  eje: string
  terminos: string
}

const searchOptions = {
  boost: { terminos: 2, descripcion: 1, eje: 0.4 },
  // "multiplicación" stems to "multipl", "multiplicar" to "multiplic": a stem of five letters or more also
  // finds the longer stems it begins.
  prefix: (term: string) => term.length >= 5,
  combineWith: 'OR' as const,
}

function newIndex(oas: readonly Oa[]) {
  const index = new MiniSearch<IndexedOa>({
    fields: ['descripcion', 'eje', 'terminos'],
    storeFields: [],
    tokenize,
    processTerm: (term) => termsOf(term),
    searchOptions,
  })
  index.addAll(
    oas.map((oa) => ({
      id: oa.codigo,
      descripcion: oa.descripcion,
      eje: oa.eje,
      terminos: (oa.terminos ?? []).join(' · '),
    })),
  )
  return index
}

/** One index per level and subject, and the document frequency of each stem over the subject's levels. */
const indexes = new Map<string, MiniSearch<IndexedOa>>()
const frequencies = new Map<CatalogueSubject, { total: number; df: Map<string, number> }>()

function indexFor(materia: CatalogueSubject, nivel: string, oas: readonly Oa[]) {
  const key = `${materia}|${nivel}`
  let index = indexes.get(key)
  if (!index) {
    index = newIndex(oas)
    indexes.set(key, index)
  }
  return index
}

function frequenciesOf(materia: CatalogueSubject) {
  let found = frequencies.get(materia)
  if (found) return found
  const df = new Map<string, number>()
  let total = 0
  for (const level of catalogueLevels) {
    for (const oa of oaFor(level, materia === 'ciencias-naturales' ? 'Ciencias Naturales' : materia)) {
      total++
      const terms = new Set(contentTerms(`${oa.descripcion} ${oa.eje} ${(oa.terminos ?? []).join(' ')}`).flat())
      for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1)
    }
  }
  found = { total, df }
  frequencies.set(materia, found)
  return found
}

/** How rare a word (by its forms) is among the subject's objectives: log((N + 1) / (df + 0.5)). */
function weightOf(materia: CatalogueSubject, forms: string[]) {
  const { total, df } = frequenciesOf(materia)
  const count = Math.max(...forms.map((f) => df.get(f) ?? 0))
  return Math.log((total + 1) / (count + 0.5))
}

/** The share of a text's word weight an OA must hold to cover it. */
export const coverageNeeded = 0.5

export interface OaMatch {
  oa: Oa
  /** MiniSearch's relevance score (BM25 with the field boosts). */
  score: number
  /** The share (0–1) of the text's word weight this OA holds. */
  coverage: number
  /** The share (0–1) of the text's pairs of consecutive content words that the OA also has side by side. */
  phrase: number
}

/** Two forms of a word meet: the same stem, or a stem of five letters or more that begins the other. */
const meet = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.startsWith(a)) || (b.length >= 5 && a.startsWith(b))

/** The content-word sequences of an OA: its description and each of its terms, for phrase matching. */
const sequencesOf = (oa: Oa) => [oa.descripcion, ...(oa.terminos ?? [])].map(contentTerms)

/** The share of the text's consecutive word pairs that some sequence of the OA has side by side. */
function phraseShare(words: string[][], oa: Oa): number {
  if (words.length < 2) return 0
  const sequences = sequencesOf(oa)
  const same = (x: string[], y: string[]) => x.some((a) => y.some((b) => meet(a, b)))
  let found = 0
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!]
    if (sequences.some((seq) => seq.some((w, j) => j + 1 < seq.length && same(w, a) && same(seq[j + 1]!, b)))) found++
  }
  return found / (words.length - 1)
}

/**
 * The OA of a level and subject ranked for a text: every OA that shares a content word with it, best first,
 * at most `limit`. Empty when the catalogue lacks the level or subject, or the text has no content words.
 */
export function searchOa(nivel: string, asignatura: string, texto: string, limit = 5): OaMatch[] {
  const materia = subjectOf(asignatura)
  const level = catalogueLevel(nivel)
  const oas = oaFor(nivel, asignatura)
  if (!materia || !level || oas.length === 0) return []
  const words = contentTerms(texto)
  if (words.length === 0) return []
  const weights = words.map((forms) => weightOf(materia, forms))
  const totalWeight = weights.reduce((a, b) => a + b, 0)
  const byCode = new Map(oas.map((oa) => [oa.codigo, oa]))
  const results = indexFor(materia, level, oas).search(words.flat().join(' '))
  return (
    results
      .map((result) => {
        const matched = new Set(result.queryTerms)
        const held = words.reduce((sum, forms, i) => sum + (forms.some((f) => matched.has(f)) ? weights[i]! : 0), 0)
        const oa = byCode.get(String(result.id))!
        return {
          oa,
          score: Math.round(result.score * 100) / 100,
          coverage: totalWeight > 0 ? Math.round((held / totalWeight) * 100) / 100 : 0,
          phrase: Math.round(phraseShare(words, oa) * 100) / 100,
        }
      })
      // What the OA covers first, then the teacher's words side by side, then the search's relevance.
      .sort((a, b) => b.coverage + b.phrase / 2 - (a.coverage + a.phrase / 2) || b.score - a.score)
      .slice(0, limit)
  )
}

/** What became of one objective line. */
export type Resolution =
  /** The catalogue lacks this level or subject: the objective is used as written, not grounded in OA. */
  | { kind: 'fuera_de_catalogo'; texto: string }
  /** An OA of the level and subject, by code, by number or by its words. */
  | { kind: 'oa'; texto: string; oa: Oa; por: 'codigo' | 'numero' | 'texto'; coincidencias: OaMatch[] }
  /** No OA of the level and subject covers it: the closest ones, to choose from. */
  | { kind: 'sin_oa'; texto: string; sugerencias: Oa[] }

/**
 * Resolves one objective line within a level and subject. A Mineduc code of that level and subject wins
 * ("MA07 OA 04: …"); "OA 4" picks by number unless its words clearly describe another OA; free text is
 * searched. A code of another level or subject counts as free text.
 */
export function resolveObjective(texto: string, context: { nivel: string; asignatura: string }): Resolution {
  const oas = oaFor(context.nivel, context.asignatura)
  if (oas.length === 0) return { kind: 'fuera_de_catalogo', texto }
  const code = parseCode(texto)
  const rest = texto
    .replace(/^\s*(?:[A-Z]{2}\s?(?:\d{2}|[1-4]M)\s*)?(?:OA|objetivo)[A-Z]?\s*\d+[a-z]?\s*[:.\-–—)]?\s*/i, '')
    .trim()
  const matches = searchOa(context.nivel, context.asignatura, rest || texto)
  if (code) {
    const byCode = findOa(texto)
    if (byCode && oas.includes(byCode)) return { kind: 'oa', texto, oa: byCode, por: 'codigo', coincidencias: matches }
  }
  const byNumber = code ? undefined : /^\s*(?:OA|objetivo)\s*0*(\d{1,2})\b/i.exec(texto)
  if (byNumber) {
    const numbered = oas.find((oa) => oa.numero === Number(byNumber[1]))
    const best = matches[0]
    const numberedCoverage = matches.find((m) => m.oa === numbered)?.coverage ?? 0
    // The teacher's numbering may come from another program: words that clearly describe another OA win.
    if (numbered && (!best || best.coverage < coverageNeeded || numberedCoverage * 2 >= best.coverage))
      return { kind: 'oa', texto, oa: numbered, por: 'numero', coincidencias: matches }
  }
  const best = matches[0]
  if (best && best.coverage >= coverageNeeded)
    return { kind: 'oa', texto, oa: best.oa, por: 'texto', coincidencias: matches }
  return {
    kind: 'sin_oa',
    texto,
    sugerencias: (matches.length > 0 ? matches.map((m) => m.oa) : oas).slice(0, 5),
  }
}
