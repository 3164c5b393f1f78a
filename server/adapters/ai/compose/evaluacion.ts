/**
 * The offline evaluation: one section per objective, with questions about the objective's content (never
 * the objective restated as a question). Matemática computes its items, Lenguaje reads a passage written for
 * the level, Ciencias Naturales and Historia draw reviewed items for the OA; other subjects get concrete
 * tasks on the objective's topic.
 */
import type {
  AiRequest,
  Clave,
  EvaluacionContent,
  EvaluacionQuestion,
  EvaluacionSection,
} from '@/api/contract/documento-contenido'
import { claves } from '@/api/contract/documento-contenido'
import type { CatalogueSubject } from '../../../curriculum/catalogue'
import { itemsFor } from './bank'
import { mathQuestions } from './math'
import {
  codesOf,
  levelOfRequest,
  type Objective,
  objectiveLine,
  objectiveParts,
  objectiveText,
  resolveObjectives,
  restatesObjective,
  subjectOfRequest,
} from './objectives'
import { type Passage, passageFor } from './reading'

const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']

/** A multiple-choice question with its key, the pauta starting with the key's letter. */
export function multipleChoice(
  q: {
    habilidad: EvaluacionQuestion['habilidad']
    enunciado: string
    alternativas: readonly string[]
    correcta: number
  },
  puntaje: number,
  explicacion?: string,
): EvaluacionQuestion {
  const clave = claves[q.correcta] as Clave
  const answer = q.alternativas[q.correcta]!
  return {
    tipo: 'seleccion_multiple',
    habilidad: q.habilidad,
    enunciado: q.enunciado,
    alternativas: [...q.alternativas],
    clave,
    puntaje,
    respuesta_esperada: `${clave}) ${answer}${explicacion ? ` ${explicacion}` : ''}`,
  }
}

export interface SectionPlan {
  objective: Objective
  index: number
  level: number
  seed: number
  /** Statements and ids already used in the document, so no question repeats. */
  used: Set<string>
}

// ——— Matemática ———

export function mathSection(p: SectionPlan): EvaluacionSection {
  const qs = mathQuestions(objectiveText(p.objective), p.level, 4, p.seed, [...p.used])
  for (const q of qs) p.used.add(q.enunciado)
  const [last, ...rest] = [qs[qs.length - 1]!, ...qs.slice(0, -1)]
  const preguntas: EvaluacionQuestion[] = rest.map((q) => multipleChoice(q, 2, `(${q.solucion})`))
  preguntas.push({
    tipo: 'desarrollo',
    habilidad: last.habilidad === 'Analizar' ? 'Analizar' : 'Aplicar',
    enunciado: `${last.enunciado} Muestra tu procedimiento y escribe la respuesta en una oración completa.`,
    alternativas: [],
    clave: null,
    puntaje: 4,
    respuesta_esperada: `Respuesta: ${last.alternativas[last.correcta]}. ${last.solucion} 4 puntos: procedimiento correcto y respuesta completa. 2 puntos: procedimiento adecuado con un error de cálculo. 1 punto: solo la respuesta, sin procedimiento. 0 puntos: no responde o el procedimiento no corresponde.`,
  })
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: ${sectionTopic(p.objective)}`,
    instruccion:
      'En las preguntas de selección múltiple marca con una X la letra de la alternativa correcta. En la pregunta de desarrollo muestra todos tus cálculos.',
    texto_base: null,
    preguntas,
  }
}

// ——— Lenguaje ———

const readingQuestionCount = (level: number) => (level <= 1 ? 4 : 5)

export function readingSection(p: SectionPlan, passage: Passage): EvaluacionSection {
  const writing = /escritura|escribir|producir textos|redactar/i.test(
    `${p.objective.oa?.eje ?? ''} ${objectiveText(p.objective)}`,
  )
  const count = writing ? 3 : readingQuestionCount(p.level)
  const preguntas: EvaluacionQuestion[] = passage.preguntas.slice(0, count).map((q) => multipleChoice(q, 1))
  if (writing) {
    preguntas.push({
      tipo: 'desarrollo',
      habilidad: 'Crear',
      enunciado:
        passage.kind === 'informativo'
          ? `A partir de «${passage.titulo}», escribe un párrafo de ${p.level <= 3 ? '4 a 6' : '8 a 10'} líneas que explique a un compañero el dato que más te llamó la atención y por qué es importante. Usa conectores y revisa tu ortografía.`
          : passage.kind === 'poema'
            ? `Escribe una estrofa más para «${passage.titulo}», de cuatro versos, que siga el tema del poema y use una comparación o una personificación. Revisa tu ortografía.`
            : `Escribe un final distinto para «${passage.titulo}» de ${p.level <= 3 ? '4 a 6' : '8 a 10'} líneas, con los mismos personajes. Usa conectores y revisa tu ortografía.`,
      alternativas: [],
      clave: null,
      puntaje: 6,
      respuesta_esperada:
        '6 puntos: el texto cumple la consigna, es coherente con el texto leído, usa conectores y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: cumple la consigna con problemas de coherencia o varios errores. 2 puntos: cumple parcialmente la consigna. 0 puntos: no responde.',
    })
  } else {
    preguntas.push({
      tipo: 'desarrollo',
      habilidad: passage.abierta.habilidad,
      enunciado: passage.abierta.enunciado,
      alternativas: [],
      clave: null,
      puntaje: p.level <= 3 ? 2 : p.level <= 5 ? 4 : 6,
      respuesta_esperada: passage.abierta.pauta,
    })
  }
  // The open question's points follow its pauta (2, 4 or 6 points).
  const open = preguntas[preguntas.length - 1]!
  const stated = Number(/^(\d+) puntos/.exec(open.respuesta_esperada)?.[1])
  if (Number.isInteger(stated) && stated >= 1 && stated <= 12) open.puntaje = stated
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: lectura de «${passage.titulo}»`,
    instruccion: `Lee atentamente ${passage.kind === 'poema' ? 'el poema' : 'el texto'} «${passage.titulo}» y luego responde las preguntas de esta sección.`,
    texto_base: { titulo: passage.titulo, parrafos: [...passage.parrafos] },
    preguntas,
  }
}

// ——— Ciencias Naturales e Historia ———

export function bankSection(p: SectionPlan, subject: 'ciencias-naturales' | 'historia'): EvaluacionSection {
  const statement = (item: { texto?: string; enunciado: string }) =>
    item.texto ? `Lee la fuente: «${item.texto.replace(/\n+/g, ' ')}». ${item.enunciado}` : item.enunciado
  const items = itemsFor(
    subject,
    { texto: objectiveText(p.objective), ...(p.objective.oa ? { oa: p.objective.oa } : {}) },
    p.level,
    4 + p.used.size,
    p.used,
  )
    .filter((item) => !p.used.has(statement(item)))
    .slice(0, 4)
  for (const item of items) p.used.add(item.id)
  const preguntas: EvaluacionQuestion[] = items.map((item) =>
    multipleChoice({ ...item, enunciado: statement(item) }, 2),
  )
  if (preguntas.length > 0) {
    const target = preguntas[0]!
    preguntas.push({
      tipo: 'respuesta_breve',
      habilidad: 'Evaluar',
      enunciado: `Vuelve a la pregunta ${'{n}'} de esta sección. Explica con tus palabras por qué la alternativa que marcaste es la correcta y por qué una de las otras alternativas es incorrecta.`,
      alternativas: [],
      clave: null,
      puntaje: 3,
      respuesta_esperada: `La alternativa correcta es ${target.respuesta_esperada}. 3 puntos: justifica la alternativa correcta con conceptos de la unidad y explica el error de otra alternativa. 2 puntos: justifica solo la correcta. 1 punto: repite la alternativa sin explicar. 0 puntos: no responde o justifica una alternativa incorrecta.`,
    })
  }
  // Fewer than four items fit the objective: its own concepts give the open questions, not an off-topic item.
  if (items.length < 4) preguntas.push(...openTasks(p, subject).slice(0, items.length >= 2 ? 1 : 3))
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: ${sectionTopic(p.objective)}`,
    instruccion: 'Marca con una X la alternativa correcta y responde las preguntas abiertas con letra clara.',
    texto_base: null,
    preguntas,
  }
}

/**
 * The concepts an objective names: the items of its lists, in parentheses, after a colon or after "como"
 * ("(inspiración, espiración e intercambio de oxígeno y dióxido de carbono)" gives three). At most `max`.
 */
export function keyTerms(o: Objective, max = 3): string[] {
  const text = objectiveText(o).replace(/\.$/, '')
  const lists = [
    ...[...text.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\bcomo\s+([^.;:()]+)/g)].map((m) => m[1]!),
    ...(text.includes(':') ? [text.slice(text.indexOf(':') + 1).replace(/\([^)]*\)/g, '')] : []),
  ]
  const terms: string[] = []
  // Without a list, the objective's own enumeration: "…en la digestión, la absorción de nutrientes y la
  // eliminación de desechos" gives its last concepts.
  for (const [i, list] of [...lists, text].entries()) {
    if (i === lists.length && terms.length >= 2) break
    const fromText = i === lists.length
    for (const raw of list.split(/,\s*|\s+(?:y|e|o|u)\s+(?=[a-záéíóúñ])/i)) {
      // From the running text only noun phrases count ("la absorción de nutrientes"), not clauses.
      if (fromText && !/^(?:el|la|los|las)\s/i.test(raw.trim())) continue
      const term = raw
        .trim()
        .replace(/^(?:como\s+)?(?:(?:el|la|los|las|un|una|sus|su)\s+(?=[a-záéíóúñ]))?/, '')
        .replace(/\s+(?:entre otros|etc)\.?$/i, '')
      const words = term.split(/\s+/)
      // A concept, not a clause: short and not starting with an infinitive ("proponer medidas…").
      if (words.length === 0 || words.length > 5 || term.length < 3) continue
      if (/^[a-záéíóúñ]+(?:ar|er|ir)(?:l[oa]s?|se)?$/i.test(words[0]!)) continue
      if (
        /^(?:de|del|no|c[oó]mo|que|qu[eé]|lo|en|eje|sus?|papel|importancia|efectos?|rol)$|(?:ando|iendo)$/i.test(
          words[0]!,
        )
      )
        continue
      if (!terms.some((t) => t.toLowerCase() === term.toLowerCase())) terms.push(term)
    }
  }
  return terms.slice(0, max)
}

/** "a, b y c" */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`

/**
 * Open questions built from the objective's own content (its concepts and its observable parts), for
 * sections whose objective has too few items, and for subjects without a bank.
 */
function openTasks(p: SectionPlan, subject: CatalogueSubject | undefined): EvaluacionQuestion[] {
  const [first, second] = objectiveParts(p.objective, 2)
  const topic = sectionTopic(p.objective).toLowerCase()
  const terms = keyTerms(p.objective)
  const evidence =
    subject === 'historia'
      ? 'un hecho, un personaje o una fuente estudiada en clases'
      : subject === 'ciencias-naturales'
        ? 'una observación, un experimento o un dato estudiado en clases'
        : 'un ejemplo trabajado en clases'
  const tasks: EvaluacionQuestion[] = []
  if (terms.length >= 2)
    tasks.push({
      tipo: 'respuesta_breve',
      habilidad: 'Comprender',
      enunciado: `Explica con tus palabras, y con un ejemplo de lo estudiado en la unidad, cada uno de estos aspectos: ${listed(terms.map((t) => `«${t}»`))}.`,
      alternativas: [],
      clave: null,
      puntaje: terms.length * 2,
      respuesta_esperada: `2 puntos por cada aspecto (${listed(terms)}) explicado correctamente con un ejemplo pertinente; 1 punto si la explicación es correcta pero sin ejemplo o con un ejemplo impreciso; 0 puntos si no responde o la explicación no corresponde.`,
    })
  if (terms.length >= 2)
    tasks.push({
      tipo: 'desarrollo',
      habilidad: 'Analizar',
      enunciado: `¿Qué relación hay entre «${terms[0]}» y «${terms[1]}»? Explícala en un párrafo breve usando ${evidence}.`,
      alternativas: [],
      clave: null,
      puntaje: 4,
      respuesta_esperada: `4 puntos: establece una relación correcta entre ${terms[0]} y ${terms[1]} y la apoya con un ejemplo pertinente. 2 puntos: describe cada concepto por separado sin relacionarlos, o relaciona sin ejemplo. 0 puntos: no responde o la relación es incorrecta.`,
    })
  if (tasks.length < 2)
    tasks.push({
      tipo: 'respuesta_breve',
      habilidad: 'Recordar',
      enunciado: `Escribe tres conceptos clave de la unidad sobre ${topic} y define cada uno en una oración.`,
      alternativas: [],
      clave: null,
      puntaje: 3,
      respuesta_esperada: `1 punto por cada concepto pertinente a ${topic} definido correctamente (máximo 3). 0 puntos por conceptos que no corresponden a la unidad.`,
    })
  if (tasks.length < 2 || (second && tasks.length < 3))
    tasks.push({
      tipo: 'desarrollo',
      habilidad: 'Aplicar',
      enunciado: `Elige ${evidence} sobre ${topic}. Descríbelo y explica, paso a paso, qué muestra sobre lo estudiado en la unidad.`,
      alternativas: [],
      clave: null,
      puntaje: 4,
      respuesta_esperada: `4 puntos: el ejemplo es pertinente y la explicación muestra que el estudiante logra ${first ?? 'lo pedido'}. 2 puntos: el ejemplo es pertinente pero la explicación es incompleta. 1 punto: el ejemplo no se relaciona con la unidad. 0 puntos: no responde.`,
    })
  return tasks.filter((t) => !restatesObjective(t.enunciado, objectiveText(p.objective)))
}

/** A short name for a section: the OA's eje for catalogue objectives, else the first words of the objective. */
function sectionTopic(o: Objective): string {
  if (o.oa) {
    const eje = o.oa.eje.length <= 60 ? o.oa.eje : o.oa.eje.split(':')[0]!.slice(0, 60)
    return eje
  }
  const words = objectiveText(o)
    .replace(/[.;:]+$/, '')
    .split(/\s+/)
  const rest = words.slice(1, 7).join(' ')
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : 'Objetivo'
}

function genericSection(p: SectionPlan, subject: CatalogueSubject | undefined): EvaluacionSection {
  return {
    objetivo: objectiveLine(p.objective),
    oa: codesOf(p.objective),
    titulo: `Ítem ${roman[p.index] ?? p.index + 1}: ${sectionTopic(p.objective)}`,
    instruccion: 'Responde en el espacio asignado. Escribe con letra clara y fundamenta tus respuestas.',
    texto_base: null,
    preguntas: openTasks(p, subject),
  }
}

/** Minutes named in the teacher's instructions ("60 minutos", "90 min"), if any. */
function minutesIn(instrucciones: string) {
  const m = instrucciones.match(/(\d{2,3})\s*min/i)
  const minutes = m ? Number(m[1]) : Number.NaN
  return minutes >= 10 && minutes <= 180 ? minutes : undefined
}

/** One section of an evaluation for an objective (also used to regenerate questions). */
export function composeSection(
  request: AiRequest,
  objective: Objective,
  index: number,
  seed: number,
  used: Set<string>,
  passageExclude: string[] = [],
) {
  const level = levelOfRequest(request.nivel)
  const subject = subjectOfRequest(request.asignatura)
  const plan: SectionPlan = { objective, index, level, seed, used }
  switch (subject) {
    case 'matematica':
      return mathSection(plan)
    case 'lenguaje': {
      const passage = passageFor(objectiveText(objective), level, seed + index, passageExclude)
      passageExclude.push(passage.titulo)
      return readingSection(plan, passage)
    }
    case 'ciencias-naturales':
    case 'historia':
      return bankSection(plan, subject)
    default:
      return genericSection(plan, subject)
  }
}

/** Replaces the "{n}" placeholders of cross-references with the question numbers of the whole evaluation. */
function numberReferences(secciones: EvaluacionSection[]) {
  let n = 0
  for (const s of secciones) {
    const first = n + 1
    for (const q of s.preguntas) {
      n++
      q.enunciado = q.enunciado.replace('{n}', String(first))
    }
  }
}

export function composeEvaluacion(request: AiRequest, seed: number, teacherNote: string): EvaluacionContent {
  const objectives = resolveObjectives(request)
  const used = new Set<string>()
  const passages: string[] = []
  const secciones = objectives.map((o, i) => composeSection(request, o, i, seed + i * 7919, used, passages))
  numberReferences(secciones)
  const total = secciones.reduce((sum, s) => sum + s.preguntas.reduce((a, q) => a + q.puntaje, 0), 0)
  const count = secciones.reduce((sum, s) => sum + s.preguntas.length, 0)
  const codes = objectives.flatMap(codesOf)
  return {
    tipo: 'evaluacion',
    titulo: `Evaluación de ${request.asignatura}`,
    proposito: `Evaluar ${codes.length > 0 ? `los objetivos ${codes.join(', ')}` : objectives.length === 1 ? 'el objetivo de aprendizaje indicado' : `los ${objectives.length} objetivos de aprendizaje indicados`} en ${request.asignatura}, ${request.nivel}, con ${count} preguntas que van desde recordar y comprender hasta aplicar, analizar y evaluar.`,
    duracion_minutos: minutesIn(request.instrucciones) ?? Math.min(90, Math.max(30, objectives.length * 20 + 10)),
    instrucciones: [
      'Lee atentamente cada pregunta antes de responder.',
      'En selección múltiple hay una sola alternativa correcta: márcala con una X.',
      'Responde con lápiz pasta; puedes usar lápiz grafito para borradores.',
      `La evaluación tiene ${total} puntos en total y se aprueba con el 60 % de ellos (nota 4,0).`,
      ...(teacherNote ? [teacherNote] : []),
    ],
    secciones,
  }
}

/** Open questions about a section's reading passage, to replace one of its questions. */
export function passageQuestions(
  passage: { titulo: string; parrafos: readonly string[] },
  seed: number,
): EvaluacionQuestion[] {
  const k = seed % passage.parrafos.length
  const longWords = passage.parrafos
    .join(' ')
    .split(/[^A-Za-zÁÉÍÓÚÑáéíóúñü]+/)
    .filter((w) => w.length >= 8 && w === w.toLowerCase())
  const word = longWords[seed % Math.max(1, longWords.length)]
  const open = (habilidad: EvaluacionQuestion['habilidad'], enunciado: string, puntaje: number, respuesta: string) =>
    ({
      tipo: 'respuesta_breve',
      habilidad,
      enunciado,
      alternativas: [],
      clave: null,
      puntaje,
      respuesta_esperada: respuesta,
    }) as EvaluacionQuestion
  return [
    open(
      'Comprender',
      `Relee el párrafo ${k + 1} de «${passage.titulo}». ¿Cuál es su idea principal? Escríbela con tus palabras.`,
      2,
      `2 puntos: expresa con sus palabras la idea central del párrafo ${k + 1} («${passage.parrafos[k]!.split(/[.!?]/)[0]}…»). 1 punto: copia una oración o da una idea secundaria. 0 puntos: no responde.`,
    ),
    ...(word
      ? [
          open(
            'Comprender',
            `Busca en «${passage.titulo}» la palabra «${word}». ¿Qué significa en el texto? Explica cómo lo supiste a partir del contexto.`,
            2,
            `2 puntos: da un significado adecuado de «${word}» y se apoya en las palabras que la rodean. 1 punto: da un significado adecuado sin explicar. 0 puntos: no responde o el significado no corresponde.`,
          ),
        ]
      : []),
    open(
      'Analizar',
      `¿Con qué propósito crees que fue escrito «${passage.titulo}»? Fundamenta con una parte del texto.`,
      3,
      '3 puntos: identifica el propósito (narrar, informar, convencer, expresar) y lo fundamenta con una cita pertinente. 2 puntos: identifica el propósito sin cita. 0 puntos: no responde.',
    ),
    open(
      'Crear',
      `Escribe una pregunta sobre «${passage.titulo}» cuya respuesta esté en el texto, y respóndela con una oración completa.`,
      2,
      '2 puntos: la pregunta se responde con información del texto y la respuesta es correcta. 1 punto: la pregunta o la respuesta son imprecisas. 0 puntos: no responde.',
    ),
  ]
}

/** More open tasks on an objective's unit, the last resort when regenerating a question. */
export function extraOpenQuestions(o: Objective): EvaluacionQuestion[] {
  const topic = sectionTopic(o).toLowerCase()
  const open = (habilidad: EvaluacionQuestion['habilidad'], enunciado: string, respuesta: string) =>
    ({
      tipo: 'desarrollo',
      habilidad,
      enunciado,
      alternativas: [],
      clave: null,
      puntaje: 4,
      respuesta_esperada: respuesta,
    }) as EvaluacionQuestion
  return [
    open(
      'Analizar',
      `Dibuja un esquema con cuatro conceptos importantes de la unidad sobre ${topic} y únelos con flechas; sobre cada flecha escribe cómo se relacionan.`,
      '4 puntos: cuatro conceptos pertinentes y relaciones correctas. 2 puntos: conceptos pertinentes con relaciones imprecisas. 0 puntos: no responde.',
    ),
    open(
      'Aplicar',
      `Describe una situación de tu vida diaria o de tu comunidad en que se use lo estudiado en la unidad sobre ${topic}, y explica qué conocimiento de la unidad aplicarías.`,
      '4 puntos: la situación es pertinente y el conocimiento aplicado es correcto y explicado. 2 puntos: situación pertinente con explicación incompleta. 0 puntos: no responde.',
    ),
    open(
      'Crear',
      `Escribe para un compañero que faltó a clases un párrafo de cinco líneas con lo más importante de la unidad sobre ${topic}, con un ejemplo.`,
      '4 puntos: el párrafo recoge las ideas centrales de la unidad con un ejemplo correcto. 2 puntos: ideas incompletas o sin ejemplo. 0 puntos: no responde.',
    ),
  ]
}
