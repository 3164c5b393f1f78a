/**
 * The teacher's words read as wishes. `instrucciones` is free text ("15 preguntas, con términos pareados,
 * para niños con NEE, en grupos de 4, dos clases de 90 minutos, póster"); each wish it holds becomes a
 * setting here, and the composer applies it or says in an aviso why it could not. The words themselves are
 * the teacher's and private: they are never printed on a student's sheet (docs/decisions.md).
 *
 * The counts, minutes, kinds, genre and task that are also request fields are read by `request-options.ts`
 * from these same functions; the rest (minimum counts of a kind, kinds to include, grouping, sessions,
 * product, adaptations, context, register, topic) are read only here.
 */
import { foldAccents } from './text'

export type WishKind = 'seleccion_multiple' | 'verdadero_falso' | 'terminos_pareados' | 'respuesta_breve' | 'desarrollo'

export const wishKindLabels: Record<WishKind, { one: string; many: string }> = {
  seleccion_multiple: { one: 'pregunta de selección múltiple', many: 'preguntas de selección múltiple' },
  verdadero_falso: { one: 'pregunta de verdadero o falso', many: 'preguntas de verdadero o falso' },
  terminos_pareados: { one: 'ítem de términos pareados', many: 'ítems de términos pareados' },
  respuesta_breve: { one: 'pregunta de respuesta breve', many: 'preguntas de respuesta breve' },
  desarrollo: { one: 'pregunta de desarrollo', many: 'preguntas de desarrollo' },
}

/** How the students work. */
export interface Grouping {
  modo: 'individual' | 'parejas' | 'grupos'
  /** Members of each group, when the teacher said it ("grupos de 4"; a pair is 2, "tríos" 3). */
  integrantes?: number
}

/** The products a practical work can end in, by the task that assesses them (`assessedTasks`). */
export type WishProduct =
  | 'afiche'
  | 'maqueta'
  | 'informe_laboratorio'
  | 'investigacion'
  | 'exposicion_oral'
  | 'dramatizacion'
  | 'debate'
  | 'ensayo'
  | 'carta'

export type Adaptation = 'nee' | 'dua'

export interface Wishes {
  /** Total of questions asked; a matching item counts as one. */
  cantidad?: number
  /** Total minutes: one number, or sessions × minutes each. */
  minutos?: number
  sesiones?: number
  minutosPorSesion?: number
  /** Kinds the evaluation must have only (an exclusive wish: "solo selección múltiple"). */
  soloTipos?: WishKind[]
  /** Kinds it must include besides the usual mix ("con términos pareados"). */
  incluye?: WishKind[]
  /** At least this many items of a kind ("al menos 2 de desarrollo", "con una de términos pareados"). */
  minimos?: Partial<Record<WishKind, number>>
  /** Kinds the teacher does not want ("sin desarrollo"). */
  sinTipos?: WishKind[]
  agrupacion?: Grouping
  producto?: WishProduct
  /** Adaptations for students with special educational needs (PIE) or universal design (DUA). */
  adaptaciones?: Adaptation[]
  /** Contexts the items should be set in ("edades", "dinero", "vida cotidiana"). */
  contexto?: string[]
  /** Short instructions asked ("instrucciones muy cortas", "lenguaje simple"). */
  registroBreve?: true
  /** A topic named ("sobre el pingüino de Humboldt"). */
  tema?: string
}

const fold = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/g, ' ')

export const numberWords: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuna: 21,
  veintiuno: 21,
  veintidos: 22,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
}
export const numberPattern = `(\\d{1,3}|${Object.keys(numberWords)
  .sort((a, b) => b.length - a.length)
  .join('|')})`
export const numberOf = (word: string) => numberWords[word] ?? Number(word)

/** Words a teacher uses for an item, typos included ("pregutnas", "preg."). */
const itemWords =
  '(?:preguntas?|pregutas|pregntas|pregutnas|preguntass|preg\\.?|items?|itemes|reactivos?|ejercicios?|problemas?)'

const kindPatterns: [WishKind, string][] = [
  [
    'seleccion_multiple',
    '(?:seleccion multiple|seleccion multiples|selecion multiple|alternativas|opcion multiple|sm)',
  ],
  ['verdadero_falso', '(?:verdadero (?:o|y|\\/) ?falso|verdadero\\/falso|v o f|v\\/f|vyf)'],
  ['terminos_pareados', '(?:terminos pareados|termino pareado|pareados?|pareo|parear|unir con flechas)'],
  ['respuesta_breve', '(?:respuestas? breves?|respuestas? cortas?|preguntas cortas)'],
  ['desarrollo', '(?:desarrollo|preguntas abiertas|abiertas|de redaccion)'],
]

/** Words that make a number a minimum ("al menos 2", "mínimo 3", "por lo menos una"). */
const atLeast = '(?:al menos|almenos|por lo menos|minimo|como minimo|min\\.?|no menos de)'

interface KindMention {
  kind: WishKind
  index: number
  count?: number
  minimum: boolean
  inclusive: boolean
  excluded: boolean
  exclusive: boolean
}

function kindMentions(text: string): KindMention[] {
  const out: KindMention[] = []
  for (const [kind, pattern] of kindPatterns) {
    const re = new RegExp(`\\b${pattern}\\b`, 'g')
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // "abiertas" alone only after "preguntas"; "sm" only as a word on its own.
      if (kind === 'desarrollo' && m[0] === 'abiertas' && !/\b(?:preguntas?|items?)\s+$/.test(text.slice(0, m.index)))
        continue
      const before = text.slice(Math.max(0, m.index - 48), m.index)
      const counted = new RegExp(
        `(${atLeast}\\s+)?${numberPattern}\\s+(?:${itemWords}\\s+)?(?:de\\s+|con\\s+)?(?:tipo\\s+)?$`,
      ).exec(before)
      const excluded = /\b(?:sin|no|nada de|ni)\s+(?:(?:preguntas?|items?)\s+)?(?:de\s+)?$/.test(before)
      const inclusive =
        /\b(?:con|incluy\w*|que (?:tenga|traiga|lleve)\w*|agrega\w*|ademas|tambien|y (?:un|una)|mas)\s+(?:(?:un|una|1)\s+)?(?:(?:item|pregunta|parte|seccion)\s+)?(?:de\s+)?$/.test(
          before,
        )
      const exclusive =
        /\b(?:solo|solamente|unicamente|puras?|todas?(?: las preguntas)?|100 ?%)\s+(?:(?:preguntas?|items?)\s+)?(?:de\s+)?(?:tipo\s+)?$/.test(
          before,
        )
      out.push({
        kind,
        index: m.index,
        ...(counted ? { count: numberOf(counted[2]!) } : {}),
        minimum: Boolean(counted?.[1]),
        inclusive,
        excluded,
        exclusive,
      })
    }
  }
  return out.sort((a, b) => a.index - b.index)
}

/** The total of questions: "15 preguntas", "veinte ítems"; not "al menos 2 preguntas de desarrollo". */
function totalIn(text: string, mentions: KindMention[]): number | undefined {
  const re = new RegExp(`\\b${numberPattern}\\s+(?:\\w+\\s+)?${itemWords}(?![\\w])`, 'g')
  const found: number[] = []
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 16), m.index)
    if (new RegExp(`${atLeast}\\s*$`).test(before)) continue
    // "2 preguntas de desarrollo" after a total is a count of a kind, not the total.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40)
    const ofKind = mentions.some((k) => k.index >= m!.index && k.index <= m!.index + m![0].length + 12)
    if (found.length > 0 && ofKind) continue
    // "que tenga una pregunta de desarrollo", "con 2 preguntas abiertas": a count of a kind, not the total.
    if (ofKind && /\b(?:con|que (?:tenga|traiga|lleve|incluya)\w*|incluy\w*|ademas|y)\s+$/.test(before)) continue
    if (/^\s*(?:de|por)\s+(?:clase|sesion)/.test(after)) continue
    found.push(numberOf(m[1]!))
  }
  if (found.length > 0) return found[0]
  const inAll = new RegExp(`\\b${numberPattern}\\s+(?:${itemWords}\\s+)?en total\\b`).exec(text)
  if (inAll) return numberOf(inAll[1]!)
  // Only counts of kinds ("10 de selección múltiple y 2 de desarrollo"): their sum.
  const counted = mentions.filter((k) => k.count !== undefined && !k.minimum && !k.excluded)
  if (counted.length >= 2) return counted.reduce((s, k) => s + k.count!, 0)
  return undefined
}

/** Sessions and minutes: "dos clases de 90 minutos", "3 sesiones", "90 min", "dos horas pedagógicas". */
function timeIn(text: string): Pick<Wishes, 'minutos' | 'sesiones' | 'minutosPorSesion'> {
  const sessions = new RegExp(
    `\\b${numberPattern}\\s+(?:clases?|sesiones?|sesion|bloques?|periodos?)(?:\\s+(?:de|x)\\s+${numberPattern}\\s*(?:minutos|min|mins|\\')?(?![\\w]))?`,
  ).exec(text)
  if (sessions) {
    const n = numberOf(sessions[1]!)
    const each = sessions[2] ? numberOf(sessions[2]) : undefined
    if (each !== undefined) return { sesiones: n, minutosPorSesion: each, minutos: n * each }
    // A "bloque" is a double class of 90 minutes.
    if (/bloques?/.test(sessions[0])) return { sesiones: n, minutosPorSesion: 90, minutos: n * 90 }
    return { sesiones: n }
  }
  const minutes = new RegExp(`\\b${numberPattern}\\s*(?:minutos|minutps|min|mins|\\')(?![\\w])`).exec(text)
  if (minutes) return { minutos: numberOf(minutes[1]!) }
  const hours = new RegExp(`\\b${numberPattern}\\s+horas?(\\s+pedagogicas?)?(\\s+y\\s+media)?\\b`).exec(text)
  if (hours) return { minutos: numberOf(hours[1]!) * (hours[2] ? 45 : 60) + (hours[3] ? (hours[2] ? 22 : 30) : 0) }
  if (/\buna hora\b/.test(text)) return { minutos: 60 }
  if (/\b(?:un|1) bloque\b/.test(text)) return { sesiones: 1, minutosPorSesion: 90, minutos: 90 }
  return {}
}

function groupingIn(text: string): Grouping | undefined {
  const groups = new RegExp(
    `\\b(?:grupos?|equipos?)\\s+(?:de\\s+)?${numberPattern}(?:\\s+(?:o|a)\\s+\\d+)?(?:\\s+(?:integrantes|personas|alumnos|estudiantes|ninos|chiquillos))?\\b`,
  ).exec(text)
  if (groups) return { modo: 'grupos', integrantes: numberOf(groups[1]!) }
  const ofN = new RegExp(
    `\\b(?:en\\s+)?${numberPattern}\\s+(?:integrantes|personas)\\s+por\\s+(?:grupo|equipo)\\b`,
  ).exec(text)
  if (ofN) return { modo: 'grupos', integrantes: numberOf(ofN[1]!) }
  if (/\b(?:en parejas?|de a dos|de a 2|en duplas?|duplas|parejas|en pares)\b/.test(text))
    return { modo: 'parejas', integrantes: 2 }
  if (/\b(?:en trios?|de a tres|trios)\b/.test(text)) return { modo: 'grupos', integrantes: 3 }
  if (
    /\b(?:individual(?:es|mente)?|cada (?:estudiante|alumno|nino) (?:solo|por su cuenta)|de a uno|personal)\b/.test(
      text,
    )
  )
    return { modo: 'individual' }
  if (/\b(?:en grupos?|grupal|en equipos?|trabajo en equipo|colaborativo)\b/.test(text)) return { modo: 'grupos' }
  return undefined
}

const productPatterns: [WishProduct, RegExp][] = [
  ['afiche', /\b(?:poster|posters|afiches?|papelografos?|infografias?|diario mural)\b/],
  ['maqueta', /\bmaquetas?\b/],
  ['dramatizacion', /\b(?:dramatizacion(?:es)?|dramatizar|obra de teatro|teatro|representacion teatral|role ?play)\b/],
  ['exposicion_oral', /\b(?:disertacion(?:es)?|disertar|exposicion(?:es)?(?: orales?)?|presentacion oral|exponer)\b/],
  ['informe_laboratorio', /\b(?:informe de laboratorio|informe cientifico)\b/],
  ['investigacion', /\b(?:informe(?:s)? escrito|informes?|investigacion)\b/],
  ['debate', /\bdebates?\b/],
  ['ensayo', /\bensayos?\b/],
  ['carta', /\b(?:carta al director|cartas?)\b/],
]

function adaptationsIn(text: string): Adaptation[] | undefined {
  const out: Adaptation[] = []
  if (
    /\b(?:nee|n\.e\.e\.?|necesidades educativas(?: especiales)?|pie|tea|tdah|dificultades? de aprendizaje|adecuacion(?:es)? curricular(?:es)?|adaptad[ao]s?|adecuad[ao]s? para|evaluacion diferenciada|diferenciada|dislexia|discapacidad)\b/.test(
      text,
    )
  )
    out.push('nee')
  if (/\b(?:dua|diseno universal(?: para el aprendizaje)?)\b/.test(text)) out.push('dua')
  return out.length > 0 ? out : undefined
}

const contextWords: [string, RegExp][] = [
  ['edades', /\bedad(?:es)?\b/],
  ['dinero', /\b(?:dinero|plata|lucas|pesos|compras?|vueltos?|precios?)\b/],
  ['vida cotidiana', /\b(?:vida (?:cotidiana|diaria|real)|cotidian[oa]s?|del dia a dia)\b/],
  ['deporte', /\b(?:deportes?|futbol)\b/],
  ['cocina', /\b(?:cocina|recetas?)\b/],
]

function contextIn(text: string): string[] | undefined {
  const out = contextWords.filter(([, p]) => p.test(text)).map(([w]) => w)
  if (
    /\b(?:problemas? de planteamiento|planteamiento de problemas|problemas? contextualizados?|situaciones? problema|problemas? de la vida real|problemas? verbales?|con contexto)\b/.test(
      text,
    )
  )
    out.unshift('problemas de planteamiento')
  return out.length > 0 ? out : undefined
}

const briefRegister =
  /\b(?:instrucciones (?:muy )?(?:cortas|breves|simples|sencillas|claras)|(?:lenguaje|vocabulario|palabras) (?:muy )?(?:simple|sencill[oa]|facil)|frases cortas|enunciados (?:muy )?(?:cortos|breves|simples)|pocas palabras|facil de leer|lectura facil|recien (?:estan )?aprendiendo a leer|no (?:saben|leen) (?:leer|bien))\b/

/** "sobre el pingüino de Humboldt", "acerca de la fotosíntesis", "tema: los volcanes". */
function topicIn(original: string): string | undefined {
  const m =
    /(?:^|[\s,.;(])(?:sobre|acerca de|con el tema(?: de)?|tema:|tematica:|centrad[oa] en|relacionad[oa] con|referid[oa] a)\s+([^,.;:()\n]+)/i.exec(
      original,
    )
  if (!m) return undefined
  let topic = m[1]!.trim()
  // The wish stops where another wish starts ("sobre los volcanes para niños con NEE").
  topic = topic.split(/\s+(?:para|con|en grupos?|en parejas?|de \d+|y (?:con|para)|que|individual)\b/i)[0]!.trim()
  const folded = fold(topic)
  if (topic.length < 3 || /^(?:la|el|los|las|un|una|esto|eso|el tema|la unidad|lo visto|lo que)$/.test(folded))
    return undefined
  if (new RegExp(`^${numberPattern}\\b`).test(folded)) return undefined
  return topic
}

/** Every wish the teacher's words hold. */
export function readWishes(instrucciones: string): Wishes {
  const text = fold(instrucciones)
  const w: Wishes = {}
  const mentions = kindMentions(text)
  const total = totalIn(text, mentions)
  if (total !== undefined) w.cantidad = total
  Object.assign(w, timeIn(text))
  const solo: WishKind[] = []
  const incluye: WishKind[] = []
  const sin: WishKind[] = []
  const minimos: Partial<Record<WishKind, number>> = {}
  const plain: WishKind[] = []
  for (const m of mentions) {
    if (m.excluded) {
      if (!sin.includes(m.kind)) sin.push(m.kind)
      continue
    }
    if (m.count !== undefined && m.count !== w.cantidad) {
      minimos[m.kind] = Math.max(minimos[m.kind] ?? 0, m.count)
      if (!incluye.includes(m.kind)) incluye.push(m.kind)
      continue
    }
    if (m.exclusive) {
      if (!solo.includes(m.kind)) solo.push(m.kind)
    } else if (m.inclusive && (m.kind === 'terminos_pareados' || m.count !== undefined)) {
      // A matching item is one block: "con términos pareados" adds one to the usual mix.
      if (!incluye.includes(m.kind)) incluye.push(m.kind)
      minimos[m.kind] = Math.max(minimos[m.kind] ?? 0, 1)
    } else if (!plain.includes(m.kind)) plain.push(m.kind)
  }
  // Counts of every kind named ("10 de selección múltiple y 2 de desarrollo", adding up to the total) are the
  // only kinds wanted.
  const counted = Object.entries(minimos).filter(([k]) =>
    mentions.some((m) => m.kind === k && m.count !== undefined && !m.minimum),
  )
  const countedSum = counted.reduce((s, [, n]) => s + (n ?? 0), 0)
  if (counted.length >= 2 && w.cantidad !== undefined && countedSum === w.cantidad)
    solo.push(...(counted.map(([k]) => k) as WishKind[]))
  // Kinds named plainly ("de selección múltiple", "verdadero o falso y desarrollo") are the kinds of the test.
  for (const k of plain) if (!solo.includes(k)) solo.push(k)
  if (solo.length > 0) {
    for (const k of incluye) if (!solo.includes(k)) solo.push(k)
    w.soloTipos = solo.filter((k) => !sin.includes(k))
    if (w.soloTipos.length === 0) delete w.soloTipos
  }
  if (incluye.length > 0) w.incluye = incluye
  if (Object.keys(minimos).length > 0) w.minimos = minimos
  if (sin.length > 0) w.sinTipos = sin
  const grouping = groupingIn(text)
  if (grouping) w.agrupacion = grouping
  const product = productPatterns.find(([, p]) => p.test(text))?.[0]
  if (product) w.producto = product
  const adaptations = adaptationsIn(text)
  if (adaptations) w.adaptaciones = adaptations
  const context = contextIn(text)
  if (context) w.contexto = context
  if (briefRegister.test(text)) w.registroBreve = true
  const topic = topicIn(instrucciones)
  if (topic) w.tema = topic
  return w
}

/** "1 pregunta", "2 preguntas": a count with its noun in agreement. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const groupingLabel = (g: Grouping): string =>
  g.modo === 'individual'
    ? 'Individual'
    : g.modo === 'parejas'
      ? 'En parejas'
      : g.integrantes
        ? `En grupos de ${g.integrantes} integrantes`
        : 'En grupos'

export const productLabels: Record<WishProduct, string> = {
  afiche: 'un afiche (póster)',
  maqueta: 'una maqueta',
  informe_laboratorio: 'un informe de laboratorio',
  investigacion: 'un informe escrito',
  exposicion_oral: 'una disertación',
  dramatizacion: 'una dramatización',
  debate: 'un debate',
  ensayo: 'un ensayo',
  carta: 'una carta',
}

/** The wishes in words, one line each, for the teacher's pages. */
export function wishLines(w: Wishes): string[] {
  const out: string[] = []
  if (w.cantidad !== undefined)
    out.push(
      `Cantidad: ${countOf(w.cantidad, 'pregunta', 'preguntas')} en total (un ítem de términos pareados cuenta como una).`,
    )
  if (w.sesiones !== undefined)
    out.push(
      `Tiempo: ${countOf(w.sesiones, 'clase', 'clases')}${w.minutosPorSesion ? ` de ${w.minutosPorSesion} minutos` : ''}.`,
    )
  else if (w.minutos !== undefined) out.push(`Tiempo: ${w.minutos} minutos.`)
  if (w.soloTipos) out.push(`Tipos de pregunta: solo ${w.soloTipos.map((k) => wishKindLabels[k].many).join(', ')}.`)
  for (const [k, n] of Object.entries(w.minimos ?? {}) as [WishKind, number][])
    out.push(`Al menos ${countOf(n, wishKindLabels[k].one, wishKindLabels[k].many)}.`)
  if (w.sinTipos) out.push(`Sin ${w.sinTipos.map((k) => wishKindLabels[k].many).join(' ni ')}.`)
  if (w.agrupacion) out.push(`Modalidad: ${groupingLabel(w.agrupacion).toLowerCase()}.`)
  if (w.producto) out.push(`Producto: ${productLabels[w.producto]}.`)
  if (w.adaptaciones)
    out.push(
      `Adecuaciones (${w.adaptaciones.map((a) => (a === 'nee' ? 'NEE' : 'DUA')).join(' y ')}): letra más grande, una instrucción por pregunta, enunciados breves y sin enunciados negativos.`,
    )
  if (w.contexto) out.push(`Contexto: ${w.contexto.join(', ')}.`)
  if (w.registroBreve) out.push('Registro: instrucciones breves.')
  if (w.tema) out.push(`Tema: ${w.tema}.`)
  return out
}
