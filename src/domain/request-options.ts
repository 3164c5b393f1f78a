/**
 * The teacher's wishes for an AI document as settings: how many questions, for how long, how difficult,
 * which kinds of items, the genre of a text and the task a rubric, scale or practical work assesses. They
 * come as fields of the request (the generator's "Opciones") or typed in the instructions ("20 preguntas",
 * "para 90 minutos", "dificultad alta", "texto informativo", "para una exposición oral"); a field given
 * explicitly wins over what the instructions say. A wish that cannot be met is never dropped in silence:
 * it becomes an aviso the teacher reads with the document.
 */
import type { DocumentType } from './catalog'
import { foldAccents } from './text'
import { readWishes } from './wishes'

/** Kinds of evaluation items a teacher may ask for. */
export const itemKinds = [
  'seleccion_multiple',
  'verdadero_falso',
  'terminos_pareados',
  'respuesta_breve',
  'desarrollo',
] as const
export type ItemKind = (typeof itemKinds)[number]
export const itemKindLabels: Record<ItemKind, string> = {
  seleccion_multiple: 'Selección múltiple',
  verdadero_falso: 'Verdadero o falso',
  terminos_pareados: 'Términos pareados',
  respuesta_breve: 'Respuesta breve',
  desarrollo: 'Desarrollo',
}

export const difficulties = ['baja', 'media', 'alta'] as const
export type Difficulty = (typeof difficulties)[number]
export const difficultyLabels: Record<Difficulty, string> = { baja: 'Baja', media: 'Media', alta: 'Alta' }

/** Genres of a texto. */
export const textGenres = [
  'narrativo',
  'cuento',
  'fabula',
  'leyenda',
  'poema',
  'informativo',
  'noticia',
  'biografia',
  'argumentativo',
  'carta',
] as const
export type TextGenre = (typeof textGenres)[number]
export const textGenreLabels: Record<TextGenre, string> = {
  narrativo: 'Narrativo',
  cuento: 'Cuento',
  fabula: 'Fábula',
  leyenda: 'Leyenda',
  poema: 'Poema',
  informativo: 'Informativo',
  noticia: 'Noticia',
  biografia: 'Biografía',
  argumentativo: 'Argumentativo',
  carta: 'Carta',
}

/** Tasks a rúbrica, escala or trabajo práctico assesses. */
export const assessedTasks = [
  'carta',
  'exposicion_oral',
  'informe_laboratorio',
  'experimento',
  'maqueta',
  'debate',
  'ensayo',
  'investigacion',
  'trabajo_grupo',
  'afiche',
  'dramatizacion',
  'resolucion_problemas',
] as const
export type AssessedTask = (typeof assessedTasks)[number]
export const assessedTaskLabels: Record<AssessedTask, string> = {
  carta: 'Carta',
  exposicion_oral: 'Exposición oral',
  informe_laboratorio: 'Informe de laboratorio',
  experimento: 'Experimento',
  maqueta: 'Maqueta',
  debate: 'Debate',
  ensayo: 'Ensayo',
  investigacion: 'Investigación',
  trabajo_grupo: 'Trabajo en grupo',
  afiche: 'Afiche',
  dramatizacion: 'Dramatización',
  resolucion_problemas: 'Resolución de problemas',
}

/** The limits of the numeric settings. */
export const questionCountRange = { min: 1, max: 40 } as const
export const durationRange = { min: 10, max: 180 } as const

/** The settings of one request; every one optional. */
export interface RequestOptions {
  cantidad_preguntas?: number
  duracion_minutos?: number
  dificultad?: Difficulty
  tipos_item?: ItemKind[]
  genero?: TextGenre
  tarea?: AssessedTask
  /** A per-request variation: two requests that differ only in it give different documents. */
  semilla?: number
}

/** The document types each setting applies to. */
export const optionAppliesTo: Record<Exclude<keyof RequestOptions, 'semilla'>, readonly DocumentType[]> = {
  cantidad_preguntas: ['evaluacion'],
  duracion_minutos: ['evaluacion', 'trabajo'],
  dificultad: ['evaluacion', 'rubrica', 'escala', 'trabajo', 'texto'],
  tipos_item: ['evaluacion'],
  genero: ['texto'],
  tarea: ['rubrica', 'escala', 'trabajo'],
}

const fold = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/g, ' ')

function difficultyIn(text: string): Difficulty | undefined {
  const m =
    /\b(?:dificultad|nivel de dificultad|exigencia)\s+(?:es\s+)?(baja|media|alta|facil|dificil|intermedia)\b/.exec(text)
  const word =
    m?.[1] ?? /\b(facil|faciles|sencilla|sencillas|dificil|dificiles|desafiante|desafiantes)\b/.exec(text)?.[1]
  if (!word) return undefined
  if (/^(baja|facil|sencilla)/.test(word)) return 'baja'
  if (/^(alta|dificil|desafiante)/.test(word)) return 'alta'
  return 'media'
}

const genrePatterns: [TextGenre, RegExp][] = [
  ['informativo', /\b(texto |articulo )?informativo\b|\barticulo (?:de divulgacion|informativo)\b|\bexpositivo\b/],
  ['argumentativo', /\b(argumentativo|columna de opinion|texto de opinion)\b/],
  ['noticia', /\bnoticias?\b/],
  ['biografia', /\bbiografias?\b/],
  ['poema', /\b(poemas?|poesia|lirico)\b/],
  ['fabula', /\bfabulas?\b/],
  ['leyenda', /\bleyendas?\b/],
  ['cuento', /\bcuentos?\b/],
  ['carta', /\bcartas?\b/],
  ['narrativo', /\b(narrativo|narracion|relato)\b/],
]

const taskPatterns: [AssessedTask, RegExp][] = [
  ['exposicion_oral', /\b(exposicion(?:es)? orales?|exposicion|disertacion|presentacion oral)\b/],
  ['informe_laboratorio', /\b(informe de laboratorio|informe cientifico|laboratorio)\b/],
  ['experimento', /\b(experimento|experimental)\b/],
  ['maqueta', /\bmaquetas?\b/],
  ['debate', /\bdebates?\b/],
  ['ensayo', /\bensayos?\b/],
  ['investigacion', /\b(investigacion|proyecto de investigacion)\b/],
  ['trabajo_grupo', /\b(trabajo en (?:grupo|equipo)|trabajo grupal|trabajo colaborativo)\b/],
  ['afiche', /\b(afiches?|infografias?|poster|posters|papelografos?)\b/],
  ['dramatizacion', /\b(dramatizacion|obra de teatro|representacion teatral)\b/],
  ['carta', /\b(carta al director|cartas?)\b/],
  ['resolucion_problemas', /\b(resolucion de problemas|resolver problemas)\b/],
]

const firstMatch = <T>(text: string, patterns: [T, RegExp][]) => patterns.find(([, p]) => p.test(text))?.[0]

/**
 * Settings read from free text, with avisos for what was asked out of range or not available. The counts,
 * minutes and kinds are the wishes of `wishes.ts`: a kind named with "con" ("15 preguntas, con términos
 * pareados") or with a count smaller than the total ("al menos 2 de desarrollo") is no exclusive kind, so it
 * is not a `tipos_item`; the composer reads it from the wishes and puts it among the usual items.
 */
export function optionsInText(instrucciones: string): { options: RequestOptions; avisos: string[] } {
  const text = fold(instrucciones)
  const wishes = readWishes(instrucciones)
  const options: RequestOptions = {}
  const avisos: string[] = []
  if (wishes.cantidad !== undefined) options.cantidad_preguntas = wishes.cantidad
  // Sessions longer than the longest duration ("3 sesiones de 90 minutos") stay a wish the practical work reads.
  if (wishes.minutos !== undefined && (wishes.sesiones === undefined || wishes.minutos <= durationRange.max))
    options.duracion_minutos = wishes.minutos
  const dificultad = difficultyIn(text)
  if (dificultad) options.dificultad = dificultad
  // Términos pareados are met where the OA's data supports a matching item; the composer says when it does not.
  if (wishes.soloTipos && wishes.soloTipos.length > 0) options.tipos_item = wishes.soloTipos
  const genero = firstMatch(text, genrePatterns)
  if (genero) options.genero = genero
  // The product named ("póster", "maqueta") wins over a plain "trabajo en grupo", which is a grouping.
  const tarea =
    firstMatch(
      text,
      taskPatterns.filter(([t]) => t !== 'trabajo_grupo'),
    ) ??
    wishes.producto ??
    firstMatch(text, taskPatterns)
  if (tarea) options.tarea = tarea
  return { options, avisos }
}

const settingNames: Record<Exclude<keyof RequestOptions, 'semilla'>, string> = {
  cantidad_preguntas: 'La cantidad de preguntas',
  duracion_minutos: 'La duración',
  dificultad: 'La dificultad',
  tipos_item: 'Los tipos de ítem',
  genero: 'El género del texto',
  tarea: 'La tarea evaluada',
}

const describe = (key: keyof RequestOptions, value: unknown): string => {
  switch (key) {
    case 'cantidad_preguntas':
      return `${value} preguntas`
    case 'duracion_minutos':
      return `${value} minutos`
    case 'dificultad':
      return `dificultad ${value}`
    case 'tipos_item':
      return (value as ItemKind[]).map((k) => itemKindLabels[k].toLowerCase()).join(', ')
    case 'genero':
      return textGenreLabels[value as TextGenre].toLowerCase()
    case 'tarea':
      return assessedTaskLabels[value as AssessedTask].toLowerCase()
    default:
      return String(value)
  }
}

/**
 * The settings of a request: its explicit fields, completed with what its instructions say; numbers out of
 * range are brought into range and settings that do not apply to the document type are left out, each
 * with an aviso.
 */
export function readRequestOptions(request: { tipo: DocumentType; instrucciones: string } & RequestOptions): {
  options: RequestOptions
  avisos: string[]
} {
  const typed = optionsInText(request.instrucciones)
  const explicit: RequestOptions = request
  const avisos = [...typed.avisos]
  const merged: RequestOptions = {}
  for (const key of Object.keys(settingNames) as (keyof typeof settingNames)[]) {
    const given = explicit[key]
    const read = typed.options[key]
    if (given !== undefined && read !== undefined && JSON.stringify(given) !== JSON.stringify(read))
      avisos.push(
        `Las instrucciones dicen «${describe(key, read)}», pero en Opciones se eligió «${describe(key, given)}»: se usa lo elegido en Opciones.`,
      )
    const value = given ?? read
    if (value === undefined) continue
    if (!optionAppliesTo[key].includes(request.tipo)) {
      // Words such as "carta" or "laboratorio" in the instructions of another type are no request.
      if (given !== undefined || key === 'cantidad_preguntas' || key === 'tipos_item')
        avisos.push(`${settingNames[key]} no se aplica a este tipo de documento y no se usó.`)
      continue
    }
    ;(merged as Record<string, unknown>)[key] = value
  }
  if (merged.cantidad_preguntas !== undefined) {
    const { min, max } = questionCountRange
    const n = merged.cantidad_preguntas
    if (n < min || n > max) {
      merged.cantidad_preguntas = Math.min(max, Math.max(min, n))
      avisos.push(
        `Se pidieron ${n} preguntas; una evaluación lleva de ${min} a ${max}, así que tendrá ${merged.cantidad_preguntas}.`,
      )
    }
  }
  if (merged.duracion_minutos !== undefined) {
    const { min, max } = durationRange
    const n = merged.duracion_minutos
    if (n < min || n > max) {
      merged.duracion_minutos = Math.min(max, Math.max(min, n))
      avisos.push(
        `Se pidieron ${n} minutos; la duración va de ${min} a ${max} minutos, así que será de ${merged.duracion_minutos}.`,
      )
    }
  }
  if (explicit.semilla !== undefined) merged.semilla = explicit.semilla
  return { options: merged, avisos }
}

/**
 * How many items fit in an evaluation of `minutes`: one selection or true-false item per 3,5 minutes; with
 * the usual mix (some short answers and a development item) one per 4 minutes; open items only, one per 5
 * (short answers) or 8 minutes (development).
 */
export function itemsForDuration(minutes: number, kinds?: readonly ItemKind[]): number {
  const onlyOpen = kinds && kinds.length > 0 && kinds.every((k) => k === 'desarrollo' || k === 'respuesta_breve')
  const onlyClosed =
    kinds &&
    kinds.length > 0 &&
    kinds.every((k) => k === 'seleccion_multiple' || k === 'verdadero_falso' || k === 'terminos_pareados')
  const perItem = onlyOpen ? (kinds.includes('desarrollo') ? 8 : 5) : onlyClosed ? 3.5 : 4
  return Math.max(questionCountRange.min, Math.min(questionCountRange.max, Math.round(minutes / perItem)))
}

/** The minutes an evaluation of `items` items needs, the inverse of `itemsForDuration`, 10–180 in steps of 5. */
export function minutesForItems(items: number, openItems = 0): number {
  const raw = (items - openItems) * 3.5 + openItems * 8
  return Math.min(durationRange.max, Math.max(durationRange.min, Math.ceil(raw / 5) * 5))
}
