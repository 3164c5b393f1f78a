/**
 * Multiple-choice items for Ciencias Naturales and Historia, chosen for an objective. An objective resolved to
 * an OA gets the items written for it (`oa-items.ts`, tied by code) that pass its check (`content/checks`),
 * and nothing else. For free-text objectives only, the SIMCE/PAES bank items of the nearest levels are ranked by the topic words their question and correct
 * answer share with the objective; an item below the relevance threshold is refused, so a section rather
 * gets open questions built from the objective than an item on another topic.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import { type OaPiece, offObjective } from '../content/checks'
import { oaItems } from '../content/oa-items'
import { type BankItem, itemBank } from '../content/practica/bank'
import { contentWords, type Oa } from '../curriculum/catalogue'

export type BankSubject = 'ciencias-naturales' | 'historia'

export interface ChosenItem {
  id: string
  /** The OA the item was written for; none for a SIMCE/PAES bank item. */
  oa?: string
  habilidad: Habilidad
  texto?: string
  enunciado: string
  alternativas: [string, string, string, string]
  correcta: 0 | 1 | 2 | 3
}

/** The bank's skills, read as the revised Bloom level a specification table uses. */
const bloomOf: Record<string, Habilidad> = {
  'Conocer y comprender': 'Comprender',
  Aplicar: 'Aplicar',
  'Observar y plantear preguntas': 'Analizar',
  'Planificar una investigación': 'Crear',
  'Analizar evidencia': 'Analizar',
  'Pensamiento temporal y espacial': 'Aplicar',
  'Análisis de fuentes': 'Analizar',
  'Pensamiento crítico': 'Evaluar',
}

/** The bank levels nearest a level index (0 = 1° Básico … 9 = 2° Medio), nearest first. */
function bankLevels(levelIndex: number): string[] {
  const order = ['2° Básico', '4° Básico', '6° Básico', '8° Básico', '2° Medio']
  const position = levelIndex <= 1 ? 0 : levelIndex <= 3 ? 1 : levelIndex <= 5 ? 2 : levelIndex <= 7 ? 3 : 4
  return [order[position]!, order[position - 1], order[position + 1]].filter((l): l is string => Boolean(l))
}

const subjectNames: Record<BankSubject, string[]> = {
  'ciencias-naturales': ['Ciencias Naturales', 'Ciencias'],
  historia: ['Historia'],
}

/**
 * Same stem: the first six letters ("fotosíntesis" / "fotosintética"), or the whole of a shorter word. Six,
 * not five, keeps "constitución" apart from "construir" and "colonial" apart from "Colón".
 */
const stem = (word: string) => word.slice(0, 6)

/**
 * The words an item is about: its question and its correct answer. Distractors are left out on purpose:
 * they name other topics ("Rapa Nui" as a wrong place) and would tie the item to them; so is a source text,
 * whose many words would tie it to half the curriculum.
 */
const topicWords = (enunciado: string, correct: string) => new Set(contentWords(`${enunciado} ${correct}`).map(stem))

interface Candidate {
  item: ChosenItem
  nivel: string
  oa?: string
  words: Set<string>
}

/**
 * The written items list the key where it was easiest to write; each is offered rotated by a number taken
 * from its statement, so that the items of an OA spread their keys over A–D. A composed evaluation then
 * places each key again, by the letters it deals for the whole document (`keys.ts`): the text alone cannot
 * balance the letters of one document.
 */
function rotated(alternativas: readonly string[], correcta: number, enunciado: string) {
  let hash = 0
  for (const ch of enunciado) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const k = hash % 4
  const out = alternativas.map((_, i) => alternativas[(i - k + 4) % 4]!) as [string, string, string, string]
  return { alternativas: out, correcta: ((correcta + k) % 4) as 0 | 1 | 2 | 3 }
}

/** What an OA's check reads of a written item: its source, statement and options. */
export const itemPiece = (item: Pick<ChosenItem, 'texto' | 'enunciado' | 'alternativas'>): OaPiece => ({
  tipo: 'item',
  texto: item.texto ? `${item.texto} ${item.enunciado}` : item.enunciado,
  alternativas: item.alternativas,
})

/** The id of an item written for an OA (`oa-<code>-<n>`), as opposed to a SIMCE/PAES bank item. */
const writtenId = (oa: string, index: number) => `oa-${oa.replace(/\s+/g, '').toLowerCase()}-${index}`

/** Whether a chosen item was written for its OA rather than taken from the SIMCE/PAES bank. */
export const isWrittenForOa = (item: { id: string }) => item.id.startsWith('oa-')

let candidates: Candidate[] | undefined
function allCandidates(): Candidate[] {
  if (candidates) return candidates
  const fromBank = itemBank
    .filter((i) => subjectNames['ciencias-naturales'].includes(i.asignatura) || i.asignatura === 'Historia')
    .map((i: BankItem) => ({
      item: {
        id: i.id,
        habilidad: bloomOf[i.habilidad] ?? 'Comprender',
        ...(i.texto ? { texto: i.texto } : {}),
        enunciado: i.enunciado,
        alternativas: i.alternativas,
        correcta: i.correcta,
      },
      nivel: i.nivel,
      subject: (i.asignatura === 'Historia' ? 'historia' : 'ciencias-naturales') as BankSubject,
      words: topicWords(i.enunciado, i.alternativas[i.correcta]),
    }))
  const written = oaItems.map((i, index) => ({
    item: {
      id: writtenId(i.oa, index),
      oa: i.oa,
      habilidad: i.habilidad,
      enunciado: i.enunciado,
      ...rotated(i.alternativas, i.correcta, i.enunciado),
    },
    nivel: '',
    oa: i.oa,
    subject: (i.oa.startsWith('HI') ? 'historia' : 'ciencias-naturales') as BankSubject,
    words: topicWords(i.enunciado, i.alternativas[i.correcta]),
  }))
  candidates = [...written, ...fromBank]
  return candidates
}

/** Curriculum verbs and words that say nothing of an objective's topic. */
const generic = new Set(
  [
    'explic anali descri caract identi recono compre invest ejempl import relaci distin compar evalua observ',
    'regist propon repres distan formac forma cambio cambia proces socied chile partic difere elemen usando',
    'segun tiene entre otros siglo xix xviii europa americ latino mundo period grande grandes actual este',
    'donde proxim dar alguno alguna algunas algunos misma mismo todos todas hacer quien cada durante nuevo',
    'nueva ano anos primer primera primero genera positi negati person modelo modelos efecto efecto vida',
    'ciudad pueblo estado medida medidas usar uso tipos tipo manera parte partes medio comuni contri',
    'seres vivos sistem experi estudi cientif punto proble resolv fuente fuentes texto',
  ]
    .join(' ')
    .split(' '),
)

/**
 * The least a bank item must share with an objective to be offered for it; more when the objective already
 * has items written for its code, since a section then needs no filler.
 */
const relevance = { sharedWords: 2, weight: 9, rareWord: 4.5 }
const strictRelevance = { sharedWords: 3, weight: 12, rareWord: 4.5 }

let idf: Map<string, number> | undefined
/** How uncommon each word stem is among the candidate items: log(N / items with the stem). */
function rarity(): Map<string, number> {
  if (idf) return idf
  const all = allCandidates()
  const counts = new Map<string, number>()
  for (const c of all) for (const w of c.words) counts.set(w, (counts.get(w) ?? 0) + 1)
  idf = new Map([...counts].map(([w, n]) => [w, Math.log(all.length / n)]))
  return idf
}

const subjectOfCandidate = (c: Candidate) => (c as Candidate & { subject: BankSubject }).subject

/**
 * Up to `count` items for an objective, best first: the items written for its OA code, then bank items of
 * the nearest levels that pass the relevance threshold (two shared topic words, one of them rare in the
 * bank, and enough weight together). `exclude` holds ids not to repeat.
 */
export function itemsFor(
  subject: BankSubject,
  objective: { texto: string; oa?: Oa },
  levelIndex: number,
  count: number,
  exclude: ReadonlySet<string> = new Set(),
): ChosenItem[] {
  const levels = bankLevels(levelIndex)
  const focus = focusOf(objective)
  const threshold = thresholdFor(objective)
  const weights = rarity()
  const scored: { item: ChosenItem; score: number }[] = []
  for (const c of allCandidates()) {
    if (subjectOfCandidate(c) !== subject || exclude.has(c.item.id)) continue
    if (c.oa) {
      if (objective.oa && c.oa === objective.oa.codigo && offObjective(c.oa, itemPiece(c.item)) === undefined)
        scored.push({ item: c.item, score: 1000 })
      continue
    }
    // A catalogue OA gets only the items written for it: the SIMCE/PAES bank, ranked by shared words, is for
    // free-text objectives (and the practice tests), never under an OA's label (issue 29 §1).
    if (objective.oa) continue
    const levelRank = levels.indexOf(c.nivel)
    if (levelRank < 0) continue
    const { shared, weight, rarest } = overlap(c.words, focus, weights)
    if (shared < threshold.sharedWords || weight < threshold.weight || rarest < threshold.rareWord) continue
    if (subject === 'historia' && otherPeriod(objectiveOf(objective), periodText(c.item))) continue
    scored.push({ item: c.item, score: weight - levelRank * 2 })
  }
  scored.sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
  return scored.slice(0, count).map((s) => s.item)
}

const romanValue: Record<string, number> = { I: 1, V: 5, X: 10 }
const fromRoman = (r: string) =>
  [...r].reduce((sum, ch, i, all) => {
    const v = romanValue[ch] ?? 0
    return sum + (v < (romanValue[all[i + 1] ?? ''] ?? 0) ? -v : v)
  }, 0)

/** Periods named by words rather than dates, as the centuries they cover. */
const periodWords: [RegExp, number[]][] = [
  [/\b(colonia|colonial)\b/i, [16, 17, 18]],
  [/\b(conquista|conquistadores)\b/i, [16]],
  [/\bedad media|medieval/i, [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
  [/reforma protestante|renacimiento|humanismo/i, [15, 16]],
  [/ilustraci[oó]n|ilustrad[oa]s/i, [18]],
  [
    /guerra fr[ií]a|dictadura militar|entreguerras|guerra mundial|a[nñ]os (veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)/i,
    [20],
  ],
  [/antig[uü]edad|grecia|roma antigua|atenas|imperio romano/i, [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]],
]

/**
 * The centuries a history text speaks of: years ("1939"), "siglo XIX" / "siglos XV-XVII", and periods
 * named by words ("la Colonia", "la Guerra Fría"). Empty when it names none.
 */
export function centuriesOf(text: string): Set<number> {
  const out = new Set<number>()
  for (const m of text.matchAll(/\b(1[0-9]|20)(\d{2})\b/g)) out.add(Number(m[1]) + 1)
  for (const m of text.matchAll(/\bsiglos?\s+([IVX]+)(?:\s*(?:-|–|al|y|a)\s*(?:el\s+|del\s+)?([IVX]+))?/g)) {
    const from = fromRoman(m[1]!)
    const to = m[2] ? fromRoman(m[2]) : from
    for (let c = from; c <= to; c++) out.add(c)
  }
  for (const m of text.matchAll(/\b(?:comienzos|fines|mediados)\s+del\s+([IVX]+)\b/g)) out.add(fromRoman(m[1]!))
  for (const [pattern, centuries] of periodWords) if (pattern.test(text)) for (const c of centuries) out.add(c)
  return out
}

/** A history item about another period than its objective's (both name one and they do not meet). */
function otherPeriod(objectiveText: string, itemText: string): boolean {
  const a = centuriesOf(objectiveText)
  const b = centuriesOf(itemText)
  return a.size > 0 && b.size > 0 && ![...b].some((c) => a.has(c))
}

function overlap(words: ReadonlySet<string>, focus: ReadonlySet<string>, weights: ReadonlyMap<string, number>) {
  let shared = 0
  let weight = 0
  let rarest = 0
  for (const w of words)
    if (focus.has(w)) {
      const idf = weights.get(w) ?? 0
      shared++
      weight += idf
      rarest = Math.max(rarest, idf)
    }
  return { shared, weight, rarest }
}

/** The topic stems of an objective: its content words without curriculum verbs and generic words. */
const focusOf = (objective: { texto: string; oa?: Oa }) =>
  new Set(
    contentWords(objective.oa ? objective.oa.descripcion : objective.texto)
      .map(stem)
      .filter((w) => !generic.has(w)),
  )

/**
 * Whether an item chosen for an objective is about it: tied to the objective's OA code, or sharing topic
 * words with it above the relevance threshold. Tests use it to check every chosen item.
 */
export function fitsObjective(itemId: string, objective: { texto: string; oa?: Oa }): boolean {
  const c = allCandidates().find((x) => x.item.id === itemId)
  if (!c) return false
  if (c.oa) return c.oa === objective.oa?.codigo
  const { shared, weight, rarest } = overlap(c.words, focusOf(objective), rarity())
  const threshold = thresholdFor(objective)
  if (subjectOfCandidate(c) === 'historia' && otherPeriod(objectiveOf(objective), periodText(c.item))) return false
  return shared >= threshold.sharedWords && weight >= threshold.weight && rarest >= threshold.rareWord
}

const objectiveOf = (objective: { texto: string; oa?: Oa }) =>
  objective.oa ? `${objective.oa.descripcion} ${objective.oa.eje}` : objective.texto
const periodText = (item: ChosenItem) => `${item.enunciado} ${item.alternativas[item.correcta]}`

/** How many items are written for an objective's OA code. */
export function writtenItemCount(objective: { oa?: Oa }): number {
  const code = objective.oa?.codigo
  return code ? allCandidates().filter((c) => c.oa === code).length : 0
}

const thresholdFor = (objective: { oa?: Oa }) => (writtenItemCount(objective) >= 2 ? strictRelevance : relevance)
