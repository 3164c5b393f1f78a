/**
 * The texto of a request, in the genre asked (`genero`, or named in the objectives and instructions): an
 * informative article, an opinion column, a news item or a biography from `genre-texts.ts` (and, for
 * Lenguaje, the informative reading passages of the evaluations), chosen by the subject and the topic of
 * the resolved OA; a story, fable, legend or poem from `literary-texts.ts`, the subject's story for
 * Matemática, Ciencias and Historia. Reading activities before, during and after reading, the questions
 * after reading with their pauta. The seed picks among the texts that fit equally well.
 */
import type { AiRequest, TextoContent } from '@/api/contract/documento-contenido'
import { registerOfLevel } from '@/domain/level-register'
import { foldAccents } from '@/domain/text'
import { readWishes } from '@/domain/wishes'
import { checkedCodes, checkOf, namesPhrase, offObjective } from '../content/checks'
import { genreTexts } from '../content/lenguaje/genre-texts'
import {
  type Genre,
  genreAskedFor,
  type LiteraryText,
  literaryTexts,
  type Stage,
  stageOf,
} from '../content/lenguaje/literary-texts'
import { bandOf, generoOf, passages, textPiece } from '../content/lenguaje/reading'
import { contentWords, type Oa, subjectOf } from '../curriculum/catalogue'
import { HttpError } from '../errors'
import { levelOfRequest, type Objective, objectiveLine, objectiveText, resolveObjectives } from './objectives'

const nonNarrative = ['informativo', 'argumentativo', 'noticia', 'biografia'] as const
type NonNarrative = (typeof nonNarrative)[number]
const literaryKinds: readonly Genre[] = ['cuento', 'fabula', 'poema', 'leyenda']
const isNonNarrative = (g: string | undefined): g is NonNarrative => nonNarrative.includes(g as NonNarrative)

const genreNames: Record<Genre, string> = {
  cuento: 'cuento',
  fabula: 'fábula',
  poema: 'poema',
  leyenda: 'leyenda',
  informativo: 'texto informativo',
  argumentativo: 'texto argumentativo',
  noticia: 'noticia',
  biografia: 'biografía',
}

/** The genre asked: the request's `genero`, else one named in the objectives and instructions. */
function genreOf(r: AiRequest): { genre: Genre | undefined; avisos: string[] } {
  const g = r.genero
  if (g === 'carta')
    return {
      genre: undefined,
      avisos: ['Todavía no hay cartas entre los textos de lectura sin conexión: se entrega un texto narrativo.'],
    }
  if (g === 'narrativo') return { genre: 'cuento', avisos: [] }
  if (g) return { genre: g, avisos: [] }
  const words = `${r.objetivos.join(' ')} ${r.instrucciones}`.toLowerCase()
  if (/informativ|expositiv|divulgaci/.test(words)) return { genre: 'informativo', avisos: [] }
  if (/argumentativ|columna de opini|texto de opini/.test(words)) return { genre: 'argumentativo', avisos: [] }
  if (/\bnoticia/.test(words)) return { genre: 'noticia', avisos: [] }
  if (/biograf/.test(words)) return { genre: 'biografia', avisos: [] }
  return { genre: genreAskedFor(words), avisos: [] }
}

/**
 * Lenguaje's informative reading passages of the request's band, as texts with their questions and pauta: its
 * articles and news items, not the model texts of other genres (letters, transcripts, scripts, research logs).
 */
function informativePassages(levelIndex: number): LiteraryText[] {
  const band = bandOf(levelIndex)
  return passages
    .filter((p) => p.kind === 'informativo' && p.band === band && (!p.generos || p.generos.includes('noticia')))
    .map((p) => {
      const localizar = p.preguntas.find((q) => q.foco === 'localizar') ?? p.preguntas[0]!
      const inferir = p.preguntas.find((q) => q.foco === 'inferir') ?? p.preguntas[1] ?? localizar
      return {
        titulo: p.titulo,
        genero: p.generos?.includes('noticia') ? 'Informativo: noticia' : 'Informativo: artículo',
        kind: 'informativo' as const,
        subgenero: generoOf(p),
        stages: ['inicial', 'superior', 'media'] as Stage[],
        parrafos: p.parrafos,
        glosario: [],
        preguntas: { literal: localizar.enunciado, inferencial: inferir.enunciado, critica: p.abierta.enunciado },
        pautas: {
          literal: `${localizar.alternativas[localizar.correcta]}.`.replace(/\.\.$/, '.'),
          inferencial: `${inferir.alternativas[inferir.correcta]}.`.replace(/\.\.$/, '.'),
          critica: p.abierta.pauta,
        },
      }
    })
}

/** Folded five-letter stems of the objectives' topic, to compare with a text's `tema`. */
const topicOf = (objectives: Objective[]) =>
  new Set(contentWords(objectives.map(objectiveText).join(' ')).map((w) => w.slice(0, 5)))

/** The texts of a pool that fit best: subject, topic and stage, within one topic word of the best. */
function bestOf(pool: readonly LiteraryText[], r: AiRequest, objectives: Objective[], seed: number) {
  const subject = subjectOf(r.asignatura)
  const stage = stageOf(r.nivel)
  const focus = topicOf(objectives)
  const scored = pool.map((t) => ({
    t,
    score:
      (t.materia && t.materia === subject ? 50 : !t.materia ? 5 : 0) +
      contentWords(t.tema ?? '').filter((w) => focus.has(w.slice(0, 5))).length * 10 +
      (t.stages.includes(stage) ? 3 : 0),
  }))
  const top = Math.max(...scored.map((s) => s.score))
  const near = scored.filter((s) => s.score >= top - 9)
  return near[seed % near.length]!.t
}

/**
 * The genres of texts an OA's description names ("fábulas, leyendas, mitos…"), as labels: the kinds of
 * `LiteraryText` and the genres no text of Pizarra has yet (mito, novela, teatro, carta, instructivo), so that
 * an OA that reads only myths gets no legend. Empty when the description names no genre.
 */
const genrePatterns: [readonly string[], RegExp][] = [
  [['poema'], /\bpoemas?\b|\bpoes[ií]as?\b|\bl[ií]ric|\bversos?\b|\bodas?\b/],
  [['fabula'], /\bf[áa]bulas?\b/],
  [['leyenda'], /\bleyendas?\b/],
  [['mito'], /\bmitos?\b|\bmitol[oó]g/],
  [['cuento'], /\bcuentos?\b/],
  // Narrations and literary texts are of every narrative (and literary) kind: a fable is a narration.
  [['cuento', 'fabula', 'leyenda', 'mito'], /\bnarraci[oó]n|\bnarraciones\b|\brelatos?\b|\bnarrativ/],
  [['cuento', 'fabula', 'leyenda', 'mito', 'poema'], /(?<!\bno )\bliterari[oa]s?\b|\bliteratura\b/],
  [['novela'], /\bnovelas?\b/],
  [['teatro'], /\bdram[aá]tic|\bteatr/],
  [['informativo'], /\binformativ|\bno literari|\bexpositiv|\bdivulgaci|\bart[ií]culos?\b/],
  [['noticia'], /\bnoticias?\b/],
  [['argumentativo'], /\bargumentativ|\bopini[óo]n|\bcolumnas?\b/],
  [['biografia'], /\bbiograf/],
  [['carta'], /\bcartas?\b/],
  [['instructivo'], /\binstructiv|\breceta/],
]
export function genresNamed(descripcion: string): string[] {
  const text = descripcion.toLowerCase()
  return [...new Set(genrePatterns.filter(([, re]) => re.test(text)).flatMap(([labels]) => labels))]
}

/**
 * The genre labels of a text: its kind, «noticia» and «informativo» for a news item, «informativo» for a
 * biography, «mito» for a myth.
 */
const genreLabelsOf = (t: LiteraryText): string[] => [
  t.kind,
  ...(/\bnoticia\b/i.test(t.genero) || t.kind === 'noticia' ? ['noticia', 'informativo'] : []),
  ...(t.kind === 'biografia' ? ['informativo'] : []),
  ...(/\bmito\b/i.test(t.genero) ? ['mito'] : []),
]

/** What a check reads in a text: its title and its paragraphs (not its topic tag). */
const textBody = (t: LiteraryText) => [t.titulo, ...t.parrafos].join(' ')

/**
 * Whether a text may be given under an OA (issue 29 §1: a text is of the genre and topic asked). Under a
 * Ciencias, Historia or Matemática OA, a text about the OA: it passes the OA's own check (`offObjective`; not
 * the catalogue's terms, see `ownCheck`). Under a Lenguaje OA whose check declares genres, a text that passes
 * that check as the evaluations' passages do (`textPiece`: one of its genres in the checks' vocabulary —
 * `subgenero`, else its kind's — and the OA's concepts); under another Lenguaje OA, a text of the genres its
 * description names (any genre when it names none).
 */
export function textFits(t: LiteraryText, oa: Oa): boolean {
  if (oa.materia !== 'lenguaje')
    return (
      ownCheck(oa.codigo) &&
      offObjective(oa.codigo, { tipo: 'texto', texto: textBody(t) }) === undefined &&
      treats(t, oa)
    )
  const declared = checkOf(oa.codigo)?.generos
  if (declared && declared.length > 0) return offObjective(oa.codigo, textPiece(t, oa.codigo)) === undefined
  const named = genresNamed(oa.descripcion)
  return named.length === 0 || genreLabelsOf(t).some((g) => named.includes(g))
}

const stopWords = new Set(
  'a al ante con de del el en entre la las lo los o para por que se segun sin su sus u un una unos unas y e'.split(' '),
)
const foldedWords = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)

/**
 * Two words are one word in another form: equal, a plural («área» ~ «áreas»), or a common beginning of five
 * letters or more that leaves at most two letters of each («ahorro» ~ «ahorrar», «ecuación» ~ «ecuaciones»).
 * Stricter than the checks' stems, which also join «respira» and «responsabilidad», «mitos» and «mitocondria».
 */
function sameWord(a: string, b: string): boolean {
  if (a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`) return true
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return common >= 5 && a.length - common <= 2 && b.length - common <= 2
}

/**
 * Where a concept phrase occurs in a text's words: the positions where each of its words occurs in one of its
 * forms, close together (the window of `namesPhrase`), one position per occurrence.
 */
function occurrences(have: readonly string[], phrase: string): number[] {
  const need = foldedWords(phrase).filter((w) => !stopWords.has(w))
  if (need.length === 0) return []
  const window = need.length + 3
  const at: number[] = []
  for (let start = 0; start < have.length; start++) {
    if (!need.some((w) => sameWord(have[start]!, w))) continue
    const slice = have.slice(start, start + window)
    if (!need.every((w) => slice.some((h) => sameWord(h, w)))) continue
    at.push(start)
    start += window - 1
  }
  return at
}

/**
 * Whether a text treats a Ciencias, Historia or Matemática OA, not only mentions it. The texts are not written
 * per OA, and the OA's check, made for pieces written for it, passes a text that names one of its concepts in
 * passing: «El ciclo de vida de la rana» passed the OA on saving electricity («respira» ~ «responsabilidad»),
 * «El humedal de los cisnes» the OA on living beings («vivos»), «La olla de la abuela Rosa» the OA on saving
 * energy («ahora» ~ «ahorrar»). A text treats the OA when it was written for the OA's subject and for the stage
 * of its level, the topic it was written on (its title and `tema`) names two of the OA's concepts (two ideas: not
 * «ahorro» and «ahorrar»), and its body names two of them, three times in all, each in one of its own forms
 * (`sameWord`).
 */
/**
 * How many ideas a list of concepts holds: concepts that share a word, in one of its forms, are one idea
 * («ahorro», «ahorrar» and «ahorrar energía»; «vivos» and «seres vivos»).
 */
function ideasIn(conceptos: readonly string[]): number {
  const ideas: string[][] = []
  for (const c of conceptos) {
    const own = foldedWords(c).filter((w) => !stopWords.has(w))
    const same = (a: string, b: string) => sameWord(a, b) || (a.length >= 5 && a.slice(0, 5) === b.slice(0, 5))
    if (!ideas.some((idea) => idea.some((a) => own.some((b) => same(a, b))))) ideas.push(own)
  }
  return ideas.length
}

function treats(t: LiteraryText, oa: Oa): boolean {
  if (t.materia !== oa.materia || !t.stages.includes(stageOf(oa.nivel))) return false
  const conceptos = checkOf(oa.codigo)?.conceptos ?? []
  const topic = foldedWords(`${t.titulo} ${t.tema ?? ''}`)
  if (ideasIn(conceptos.filter((c) => occurrences(topic, c).length > 0)) < 2) return false
  const body = foldedWords(textBody(t))
  const named = conceptos.filter((c) => occurrences(body, c).length > 0)
  return ideasIn(named) >= 2 && new Set(named.flatMap((c) => occurrences(body, c))).size >= 3
}

/**
 * Whether the OA has a check of its own (`content/checks`). The texts are not written per OA: the catalogue's
 * terms, which stand in for a check an OA does not have yet, name words every text of an axis shows («agua»,
 * «animales», «números»), so on them alone «El humedal de los cisnes» would pass under a 1° Básico OA on
 * animals' body coverings. A Ciencias, Historia or Matemática text is given under an OA only on its own check.
 */
let withOwnCheck: ReadonlySet<string> | undefined
function ownCheck(codigo: string): boolean {
  withOwnCheck ??= new Set(checkedCodes())
  return withOwnCheck.has(codigo)
}

/** The texts of a pool that name the topic the teacher asked, when any does. */
function onTopic(pool: readonly LiteraryText[], tema: string | undefined): readonly LiteraryText[] {
  if (!tema) return pool
  const named = pool.filter((t) => namesPhrase(textBody(t), tema))
  return named.length > 0 ? named : pool
}

/**
 * The texts of a pool that treat the OA most fully: those written for its subject first, then those that
 * name the most of its concepts (for a Lenguaje OA, whose texts are chosen by genre, only the first). The
 * seed picks among them.
 */
function closest(pool: readonly LiteraryText[], oa: Oa, stage: Stage): readonly LiteraryText[] {
  const conceptos = oa.materia === 'lenguaje' ? [] : (checkOf(oa.codigo)?.conceptos ?? [])
  const scored = pool.map((t) => ({
    t,
    score:
      (t.materia === oa.materia ? 100 : 0) +
      conceptos.filter((c) => namesPhrase(textBody(t), c)).length * 10 +
      (t.stages.includes(stage) ? 1 : 0),
  }))
  const top = Math.max(...scored.map((x) => x.score))
  return scored.filter((x) => x.score === top).map((x) => x.t)
}

/** Every text the offline composer has: the general and subject texts, the genre texts, the passages. */
function allTexts(r: AiRequest): LiteraryText[] {
  return [...literaryTexts, ...genreTexts, ...informativePassages(levelOf(r))]
}

/** The text a request gets, the objectives it is about, and what the teacher is told. */
export interface ChosenText {
  text: LiteraryText
  /** The resolved objectives the text's activities are labelled with: those it is about, and free text. */
  sobre: Objective[]
  avisos: string[]
}

/**
 * The text of a request, with avisos when the genre asked could not be honoured. With OA among the
 * objectives, only a text that fits one of them (`textFits`): of the genre asked when one fits, else of
 * another genre with an aviso; an OA the text does not fit is said in an aviso. When no text fits any OA,
 * no text on another topic is given: the request is refused (422) with a message that says so. Without OA
 * (objectives written as free text), the text is chosen by genre, subject, topic words and stage.
 */
export function chooseText(r: AiRequest, seed: number): ChosenText {
  const objectives = resolveObjectives(r)
  const withOa = objectives.filter((o) => o.oa)
  if (withOa.length === 0) {
    const { text, avisos } = chooseFreeText(r, objectives, seed)
    return { text, sobre: objectives, avisos }
  }
  const { genre, avisos } = genreOf(r)
  const stage = stageOf(r.nivel)
  const tema = readWishes(r.instrucciones).tema
  const texts = allTexts(r)
  // The OA in order: the first that some text fits decides; the others are labelled only if it fits them too.
  for (const objective of withOa) {
    const fits = texts.filter((t) => textFits(t, objective.oa!))
    // A Lenguaje OA reads the texts written for Lenguaje before another subject's stories.
    const general = objective.oa!.materia === 'lenguaje' ? fits.filter((t) => !t.materia) : []
    const fitting = general.length > 0 ? general : fits
    if (fitting.length === 0) continue
    // No genre asked: a Lenguaje OA that names none reads a literary text, as the evaluations' stories do.
    // No genre asked: a story or a poem, as before issue 29 (the subject's stories in Ciencias, Historia and
    // Matemática), unless the OA reads other genres or no story is about it.
    const literary = fitting.filter((t) => literaryKinds.includes(t.kind))
    const ofGenre = genre
      ? fitting.filter((t) => t.kind === genre)
      : genresNamed(objective.oa!.descripcion).length === 0 && literary.length > 0
        ? literary
        : fitting
    const forStage = (pool: LiteraryText[]) => {
      const own = pool.filter((t) => t.stages.includes(stage))
      return own.length > 0 ? own : pool
    }
    const pool = closest(onTopic(forStage(ofGenre.length > 0 ? ofGenre : fitting), tema), objective.oa!, stage)
    const text = pool[seed % pool.length]!
    const out = [...avisos]
    if (genre && ofGenre.length === 0)
      out.push(
        `${objective.oa!.codigo} no tiene todavía en Pizarra un texto (${genreNames[genre]}) sobre él: se entrega un texto de otro género (${text.genero.toLowerCase()}) que sí lo trata.`,
      )
    const sobre = objectives.filter((o) => !o.oa || o === objective || textFits(text, o.oa))
    for (const o of withOa)
      if (!sobre.includes(o))
        out.push(
          `El texto «${text.titulo}» no trata ${o.oa!.codigo}: Pizarra no tiene todavía un texto sobre ese objetivo para ${r.nivel}; sus actividades no se rotulan con él.`,
        )
    return { text, sobre, avisos: out }
  }
  const codes = withOa.map((o) => o.oa!.codigo)
  throw new HttpError(
    422,
    `Pizarra no tiene todavía un texto ${genre ? `(${genreNames[genre]}) ` : ''}sobre ${codes.length === 1 ? 'el objetivo' : 'los objetivos'} ${codes.join(', ')} para ${r.nivel}: no se entrega un texto de otro tema. Pruebe con otro género, con otro objetivo del nivel o con otro tipo de documento.`,
  )
}

/** The text for objectives written as free text: by genre, subject, topic words and stage. */
function chooseFreeText(r: AiRequest, objectives: Objective[], seed: number): { text: LiteraryText; avisos: string[] } {
  const { genre, avisos } = genreOf(r)
  const subject = subjectOf(r.asignatura)
  const stage = stageOf(r.nivel)
  if (isNonNarrative(genre)) {
    const extra = genre === 'informativo' && (!subject || subject === 'lenguaje') ? informativePassages(levelOf(r)) : []
    const ofGenre = [...genreTexts.filter((t) => t.kind === genre), ...extra]
    const forStage = ofGenre.filter((t) => t.stages.includes(stage))
    return { text: bestOf(forStage.length > 0 ? forStage : ofGenre, r, objectives, seed), avisos }
  }
  if (subject && subject !== 'lenguaje' && (!genre || genre === 'cuento')) {
    const ofSubject = literaryTexts.filter((t) => t.materia === subject)
    if (ofSubject.length > 0) return { text: bestOf(ofSubject, r, objectives, seed), avisos }
  }
  const general = literaryTexts.filter((t) => !t.materia)
  const byStage = general.filter((t) => t.stages.includes(stage))
  const candidates = byStage.filter((t) => !genre || t.kind === genre)
  const ofGenre = candidates.length > 0 ? candidates : general.filter((t) => t.kind === genre)
  if (genre && ofGenre.length === 0)
    avisos.push(`No hay un texto del género ${genreNames[genre]} para ${r.nivel}: se entrega otro texto del nivel.`)
  const pool = ofGenre.length > 0 ? ofGenre : byStage.length > 0 ? byStage : general
  return { text: pool[seed % pool.length]!, avisos }
}

const levelOf = (r: AiRequest) => {
  const m = /(\d+)/.exec(r.nivel)
  const n = m ? Number(m[1]) : 3
  return /medio/i.test(r.nivel) ? 7 + n : n - 1
}

/** The teacher's pauta for a question, by kind, when the text has none of its own. */
const generalPauta = {
  literal:
    'La respuesta está escrita en el texto: se acepta si recoge ese dato, con las palabras del texto o con las propias.',
  inferencial: 'Se acepta una inferencia coherente con el texto, apoyada en al menos un detalle de él.',
  critica:
    'Respuesta abierta: se acepta una opinión clara, fundamentada con al menos una razón y una referencia al texto.',
}

interface GenreReading {
  antes: string
  durante: string
  despues: (titulo: string) => string[]
}

/** The reading activities that suit each kind of text. */
const readingByKind = (kind: Genre): GenreReading => {
  switch (kind) {
    case 'informativo':
    case 'biografia':
      return {
        antes:
          '¿Qué sabes sobre este tema? Escribe dos cosas que ya sepas y una pregunta que esperas que el texto responda.',
        durante: 'Al terminar cada párrafo, escribe en el margen una palabra que resuma su idea principal.',
        despues: (t) => [
          `Escribe en cinco oraciones las ideas principales de «${t}», en el orden en que aparecen.`,
          'Vuelve a la pregunta que escribiste antes de leer: ¿la respondió el texto? Explica.',
        ],
      }
    case 'argumentativo':
      return {
        antes: '¿Qué opinas tú sobre este tema antes de leer? Escribe tu opinión en una oración.',
        durante: 'Mientras lees, marca con una X la oración donde el autor dice su opinión y numera sus argumentos.',
        despues: (t) => [
          `Haz un esquema de «${t}» con la postura del autor, sus argumentos y la objeción que responde.`,
          'Escribe una carta breve al autor diciéndole si te convenció y por qué.',
        ],
      }
    case 'noticia':
      return {
        antes: '¿Dónde lees o escuchas noticias? ¿Qué preguntas debe responder una buena noticia?',
        durante: 'Mientras lees, subraya qué pasó, a quiénes, dónde y cuándo.',
        despues: (t) => [
          `Completa una tabla con lo que informa «${t}»: qué pasó, a quiénes, dónde, cuándo y por qué.`,
          'Escribe un titular distinto para la noticia, de no más de diez palabras.',
        ],
      }
    default:
      return {
        antes: 'Observa el título y el género del texto. ¿Qué esperas encontrar en él?',
        durante:
          'Detén la lectura en la mitad del texto y anota qué crees que ocurrirá después. Al terminar, compara con lo que ocurrió.',
        despues: (t) => [
          `Resume «${t}» en cinco oraciones, respetando el orden en que ocurren los hechos o aparecen las imágenes.`,
          `Elige el fragmento de «${t}» que más te llamó la atención, cópialo y explica por qué lo elegiste.`,
          `Escribe un final alternativo o una estrofa nueva para «${t}», manteniendo su tono y sus personajes o imágenes.`,
        ],
      }
  }
}

/**
 * The activities before and during the reading for children learning to read (1°–2° Básico, `instruccionesBreves`
 * and no written summary in `level-register.ts`), in place of a text's own (written for 1°–4° Básico): one short
 * instruction each, told or shown with the teacher, not written in a margin. After the reading, the text's own
 * questions and activities, and the retelling and drawing of `forTheAge`.
 */
const youngReading = {
  prediccion: (titulo: string) =>
    `Escucha el título «${titulo}». ¿De qué crees que tratará? Cuéntaselo a tu compañero.`,
  palabras: 'Levanta la mano cuando escuches una palabra que no conoces. Al final la buscamos en el glosario.',
  /** During the reading: a guess for a story or a poem, the idea of each paragraph told for the other kinds. */
  durante: (kind: Genre) =>
    literaryKinds.includes(kind)
      ? 'A la mitad del texto, di qué crees que pasará después. Al final, mira si acertaste.'
      : 'Al terminar cada párrafo, di con tus palabras de qué se trató.',
  antes: 'Cuenta a tu compañero algo que ya sabes de este tema.',
}

/** The texto document: the chosen text, its glossary and reading activities, the questions with their pauta. */
export function composeTexto(r: AiRequest, seed: number): TextoContent {
  const { text: chosen, sobre } = chooseText(r, seed)
  const line = (i: number) => objectiveLine(sobre[i % sobre.length]!)
  const register = registerOfLevel(levelOfRequest(r.nivel))
  const young = register.instruccionesBreves && register.oracionesResumen === 0
  const reading = readingByKind(chosen.kind)
  const pautas = chosen.pautas ?? generalPauta
  const actividades: TextoContent['actividades'] = [
    {
      momento: 'antes',
      consigna: young
        ? youngReading.prediccion(chosen.titulo)
        : `Lee el título «${chosen.titulo}». ¿De qué crees que tratará el texto? Escribe tu predicción.`,
      objetivo: line(0),
      pauta: null,
    },
    {
      momento: 'antes',
      consigna: young ? youngReading.antes : (chosen.antes ?? reading.antes),
      objetivo: line(0),
      pauta: null,
    },
    {
      momento: 'durante',
      consigna: young
        ? youngReading.palabras
        : (chosen.durante ??
          'Subraya las palabras que no conozcas y, al terminar, averigua su significado con ayuda del glosario.'),
      objetivo: line(1),
      pauta: null,
    },
    {
      momento: 'durante',
      consigna: young ? youngReading.durante(chosen.kind) : reading.durante,
      objetivo: line(1),
      pauta: null,
    },
    { momento: 'despues', consigna: chosen.preguntas.literal, objetivo: line(2), pauta: pautas.literal },
    { momento: 'despues', consigna: chosen.preguntas.inferencial, objetivo: line(3), pauta: pautas.inferencial },
    { momento: 'despues', consigna: chosen.preguntas.critica, objetivo: line(4), pauta: pautas.critica },
    // For children learning to read, the retelling and drawing of `forTheAge`, not a new ending to write.
    ...(chosen.vinculo ?? reading.despues(chosen.titulo).slice(0, young ? 1 : undefined)).map((consigna, i) => ({
      momento: 'despues' as const,
      consigna,
      objetivo: line(i),
      pauta: null,
    })),
  ]
  return {
    tipo: 'texto',
    titulo: chosen.titulo,
    genero: chosen.genero,
    autor: 'Texto original de Pizarra',
    parrafos: [...chosen.parrafos],
    glosario: chosen.glosario.map((g) => ({ ...g })),
    actividades: actividades
      .slice(0, 20)
      .map((a) => ({ ...a, consigna: forTheAge(a.consigna, chosen.titulo, levelOfRequest(r.nivel)) })),
  }
}

/**
 * An activity in the register of the level (`level-register.ts`): a written summary of five sentences becomes
 * three in 3°–4° Básico, and in 1°–2° Básico, children learning to read, retelling aloud and a drawing.
 */
export function forTheAge(consigna: string, titulo: string, level: number): string {
  const sentences = registerOfLevel(level).oracionesResumen
  if (!/\ben cinco oraciones\b/.test(consigna) || sentences === 5) return consigna
  if (sentences === 0)
    return `Cuenta con tus palabras a un compañero lo que pasó en «${titulo}»: primero, después y al final. Luego dibuja la parte que más te gustó.`
  return consigna.replace(/\ben cinco oraciones\b/, `en ${numberWord(sentences)} oraciones`)
}

const numberWord = (n: number) => ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco'][n] ?? String(n)

/** Avisos of the text choice, for the answer shown to the teacher. */
export const textoAvisos = (r: AiRequest, seed: number): string[] =>
  r.tipo === 'texto' ? chooseText(r, seed).avisos : []
