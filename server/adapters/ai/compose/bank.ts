/**
 * Multiple-choice items for Ciencias Naturales and Historia, chosen for an objective: the SIMCE/PAES bank
 * items and the items written for the OA evaluations (`oa-items.ts`) are ranked by the content words they
 * share with the objective (its description and eje), preferring the items of the closest level.
 */
import type { Habilidad } from '@/api/contract/documento-contenido'
import { contentWords, type Oa } from '../../../curriculum/catalogue'
import { type BankItem, itemBank } from '../../../documents/items/bank'
import { oaItems } from './oa-items'

export type BankSubject = 'ciencias-naturales' | 'historia'

export interface ChosenItem {
  id: string
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

/** Same stem: the first five letters ("fotosíntesis" / "fotosintética"), or the whole of a shorter word. */
const stem = (word: string) => word.slice(0, 5)

interface Candidate {
  item: ChosenItem
  nivel: string
  oa?: string
  words: Set<string>
}

/**
 * The written items list the key where it was easiest to write; each is shown rotated by a number taken
 * from its statement, so keys spread over A–D and stay the same from one document to the next.
 */
function rotated(alternativas: readonly string[], correcta: number, enunciado: string) {
  let hash = 0
  for (const ch of enunciado) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const k = hash % 4
  const out = alternativas.map((_, i) => alternativas[(i - k + 4) % 4]!) as [string, string, string, string]
  return { alternativas: out, correcta: ((correcta + k) % 4) as 0 | 1 | 2 | 3 }
}

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
      words: new Set(contentWords(`${i.texto ?? ''} ${i.enunciado} ${i.alternativas.join(' ')}`).map(stem)),
    }))
  const written = oaItems.map((i, index) => ({
    item: {
      id: `oa-${i.oa.replace(/\s+/g, '').toLowerCase()}-${index}`,
      habilidad: i.habilidad,
      enunciado: i.enunciado,
      ...rotated(i.alternativas, i.correcta, i.enunciado),
    },
    nivel: '',
    oa: i.oa,
    subject: (i.oa.startsWith('HI') ? 'historia' : 'ciencias-naturales') as BankSubject,
    words: new Set(contentWords(`${i.enunciado} ${i.alternativas.join(' ')}`).map(stem)),
  }))
  candidates = [...written, ...fromBank]
  return candidates
}

/** Curriculum verbs and words that say nothing of an objective's topic. */
const generic = new Set(
  'expli anali descr carac ident recon compr inves ejemp impor relac distin compa evalu obser regis propo repre dista forma cambi proce socie chile chile parti difer elemen usand segun tiene entre otros siglo xix xx xviii europ ameri latin mundo perio grand'.split(
    ' ',
  ),
)

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
 * the nearest levels that share at least two content words with it. `exclude` holds ids not to repeat.
 */
export function itemsFor(
  subject: BankSubject,
  objective: { texto: string; oa?: Oa },
  levelIndex: number,
  count: number,
  exclude: ReadonlySet<string> = new Set(),
): ChosenItem[] {
  const levels = bankLevels(levelIndex)
  const focus = new Set(
    contentWords(objective.oa ? `${objective.oa.descripcion}` : objective.texto)
      .map(stem)
      .filter((w) => !generic.has(w)),
  )
  const weights = rarity()
  const scored: { item: ChosenItem; score: number }[] = []
  for (const c of allCandidates()) {
    if (subjectOfCandidate(c) !== subject || exclude.has(c.item.id)) continue
    if (c.oa) {
      if (objective.oa && c.oa === objective.oa.codigo) scored.push({ item: c.item, score: 1000 })
      continue
    }
    const levelRank = levels.indexOf(c.nivel)
    if (levelRank < 0) continue
    let shared = 0
    let weight = 0
    for (const w of c.words)
      if (focus.has(w)) {
        shared++
        weight += weights.get(w) ?? 0
      }
    // Two shared words, at least one of them uncommon in the bank (a real topic word, not "proceso").
    if (shared < 2 || weight < 8) continue
    scored.push({ item: c.item, score: weight - levelRank * 2 })
  }
  scored.sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
  return scored.slice(0, count).map((s) => s.item)
}
