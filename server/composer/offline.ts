import { createHash } from 'node:crypto'
import {
  type AiContent,
  type AiElement,
  type AiRequest,
  aiContentSchemas,
  type EvaluacionContent,
  elementAt,
  elementSchemas,
  parseElementPointer,
  type TextoContent,
} from '@/api/contract/documento-contenido'
import { documentTypeLabels } from '@/domain/catalog'
import { readRequestOptions } from '@/domain/request-options'
import { foldAccents } from '@/domain/text'
import { groupingLabel, readWishes } from '@/domain/wishes'
import { namesPhrase } from '../content/checks'
import { resolveObjective } from '../curriculum/resolver'
import {
  composeEvaluacionPlan,
  composeMatching,
  composeSection,
  extraOpenQuestions,
  passageQuestions,
} from './evaluacion'
import {
  composeEscala,
  composeRubrica,
  composeTrabajo,
  indicatorOptions,
  instrumentAvisos,
  rubricOptions,
  stepOptions,
} from './instruments'
import { levelOfRequest, type Objective, resolveObjectives } from './objectives'
import { repeatsPair } from './pareados'
import { composeTexto, forTheAge, textoAvisos } from './texto'
import { validateDocument } from './validate'

/** A stable number for a request and its variation seed: the same request and seed give the same draft. */
function seedOf(r: AiRequest) {
  const digest = createHash('sha256')
    .update(JSON.stringify([r.tipo, r.nivel, r.asignatura, r.objetivos, r.instrucciones, r.semilla ?? 0]))
    .digest()
  return digest.readUInt32BE(0)
}

/** The fields that are set, so that spreading them does not erase a setting with undefined. */
const definedOf = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

/** The section index of an evaluation pointer's objective, and the objective itself. */
function objectiveOfSection(r: AiRequest, content: EvaluacionContent, section: number): Objective {
  const objectives = resolveObjectives(r)
  const s = content.secciones[section]
  const byCode = s?.oa[0] ? objectives.find((o) => o.oa?.codigo === s.oa[0]) : undefined
  if (byCode) return byCode
  const fromRequest = objectives[section]
  if (fromRequest) return fromRequest
  // A section the teacher added in the editor: its own objective line.
  const texto = s?.objetivo ?? r.objetivos[0] ?? r.asignatura
  const resolved = resolveObjective(texto, { nivel: r.nivel, asignatura: r.asignatura })
  return resolved.kind === 'oa' ? { texto, oa: resolved.oa } : { texto }
}

/**
 * The offline composer: a structured, editable draft built from the teacher's request and the curriculum
 * catalogue, deterministic and without network. Sections follow the objectives in the order given. The
 * document is checked by `validateDocument`; what could not be done as asked is added to `avisos`.
 */
export async function composeDocument(asked: AiRequest, avisos: string[] = []): Promise<AiContent> {
  // The settings typed in the instructions, for callers that did not read them (the service did).
  const request: AiRequest = { ...readRequestOptions(asked).options, ...definedOf(asked) }
  // A draft the validator refuses is composed once more with another seed; a second refusal is a bug.
  let problems: string[] = []
  for (let attempt = 0; attempt < 2; attempt++) {
    const said: string[] = []
    const content = composeDraft(request, seedOf(request) + attempt * 7_368_787, said)
    problems = validateDocument(content, request, {
      allowFewer: said.some((a) => /preguntas? distintas?/.test(a)),
    })
    if (problems.length === 0) {
      avisos.push(...said)
      return content
    }
  }
  throw new Error(`la plantilla no pasó la validación: ${problems.join(' ')}`)
}

function composeDraft(request: AiRequest, seed: number, avisos: string[]): AiContent {
  const content = (() => {
    switch (request.tipo) {
      case 'evaluacion': {
        const composed = composeEvaluacionPlan(request, seed)
        avisos.push(...composed.avisos)
        return composed.content
      }
      case 'rubrica':
        avisos.push(...instrumentAvisos(request))
        return composeRubrica(request)
      case 'trabajo':
        avisos.push(...instrumentAvisos(request))
        return composeTrabajo(request, seed)
      case 'escala':
        avisos.push(...instrumentAvisos(request))
        return composeEscala(request)
      case 'texto':
        avisos.push(...textoAvisos(request, seed))
        return composeTexto(request, seed)
    }
  })()
  avisos.push(...wishAvisos(request, content))
  // The drafts obey the same schema the AI must obey; a failure here is a bug, not bad input.
  const parsed = aiContentSchemas[request.tipo].safeParse(content)
  if (!parsed.success) {
    throw new Error(`plantilla de ${documentTypeLabels[request.tipo]} inválida: ${parsed.error.message}`)
  }
  return parsed.data
}

/**
 * One new element in place of the one at `ruta`: of the same kind, for the same objective, different from
 * the current one and from its siblings, and the same for the same seed.
 */
export async function regenerateElement(
  request: AiRequest,
  content: AiContent,
  ruta: string,
  seed: number,
): Promise<AiElement> {
  const at = parseElementPointer(content.tipo, ruta)
  const current = elementAt(content, ruta)
  if (!at || current === undefined) throw new RangeError(`No element at ${ruta}`)
  // Compared in the schema's key order: the editor may send the element's keys in any order.
  const canonical = (a: unknown) => {
    const parsed = elementSchemas[content.tipo].safeParse(a)
    return JSON.stringify(parsed.success ? parsed.data : a)
  }
  const same = (a: unknown) => canonical(a) === canonical(current)
  const [i = 0, j = 0] = at
  const pickFresh = <T>(options: T[], taken: unknown[]): T | undefined => {
    const fresh = options.filter((o) => !same(o) && !taken.some((t) => JSON.stringify(t) === JSON.stringify(o)))
    return fresh.length > 0 ? fresh[seed % fresh.length] : undefined
  }
  switch (content.tipo) {
    case 'evaluacion': {
      const section = content.secciones[i]!
      const question = section.preguntas[j]!
      const objective = objectiveOfSection(request, content, i)
      const used = new Set(content.secciones.flatMap((s) => s.preguntas.map((q) => q.enunciado)))
      // A matching item is replaced by another matching item of the objective, none of whose pairs another
      // question of the document asks.
      if (question.tipo === 'terminos_pareados') {
        const others = content.secciones.flatMap((s) => s.preguntas).filter((q) => q !== question)
        for (let attempt = 0; attempt < 12; attempt++) {
          const made = composeMatching(request, objective, i, seed + attempt * 104_729, new Set(used))
          if (made?.pareados && !same(made) && !others.some((q) => repeatsPair(q, made.pareados!))) return made
        }
      }
      // A question of a reading section stays on its passage.
      if (section.texto_base) {
        const options = passageQuestions(section.texto_base, seed).filter((q) => !used.has(q.enunciado))
        const chosen = options[seed % Math.max(1, options.length)]
        if (chosen) return chosen
      }
      // Candidates: fresh sections for this objective under other seeds; a question of the same kind wins.
      for (let attempt = 0; attempt < 12; attempt++) {
        const candidate = composeSection(request, objective, i, seed + attempt * 104_729, new Set(used), [])
        // Cross-references to other questions ("Vuelve a la pregunta…") are not offered as replacements.
        const fresh = candidate.preguntas.filter((q) => !used.has(q.enunciado) && !q.enunciado.includes('{n}'))
        const sameKind = fresh.filter((q) => q.tipo === question.tipo)
        const any = fresh
        const chosen = sameKind[seed % Math.max(1, sameKind.length)] ?? any[seed % Math.max(1, any.length)]
        if (chosen && !same(chosen)) return chosen
      }
      const last = extraOpenQuestions(objective).filter((q) => !used.has(q.enunciado) && !same(q))
      if (last.length > 0) return last[seed % last.length]!
      throw new Error('no se pudo componer una pregunta distinta')
    }
    case 'rubrica': {
      const criterion = content.criterios[i]!
      const options = rubricOptions(request, criterion.objetivo)
      return pickFresh(options, content.criterios) ?? options[(seed + 1) % options.length]!
    }
    case 'escala': {
      const section = content.secciones[i]!
      const options = indicatorOptions(request, section.objetivo)
      return pickFresh(options, section.indicadores) ?? options[seed % options.length]!
    }
    case 'trabajo': {
      const options = stepOptions(request)
      return pickFresh(options, content.pasos) ?? options[seed % options.length]!
    }
    case 'texto': {
      const activity = content.actividades[i]!
      const options = textActivities(content, activity.momento).map((consigna) => ({
        ...activity,
        consigna: forTheAge(consigna, content.titulo, levelOfRequest(request.nivel)),
        pauta: null,
      }))
      return (
        pickFresh(options, content.actividades) ?? {
          ...activity,
          consigna: `${activity.consigna} Fundamenta con una cita del texto.`,
          pauta: activity.pauta,
        }
      )
    }
  }
}

/** Reading activities about a given text, by moment. */
function textActivities(content: TextoContent, momento: TextoContent['actividades'][number]['momento']): string[] {
  const first = content.parrafos[0]?.split(/[.!?]/)[0]?.trim() ?? ''
  const word = content.glosario[0]?.palabra
  if (momento === 'antes')
    return [
      `Lee el título «${content.titulo}». ¿Qué sabes sobre el tema que anuncia? Escribe dos ideas.`,
      `Observa el género del texto (${content.genero.toLowerCase()}). ¿Qué esperas encontrar en él?`,
      `Lee solo la primera oración: «${first}». ¿Qué preguntas te surgen?`,
    ]
  if (momento === 'durante')
    return [
      'Al terminar cada párrafo, escribe en el margen una palabra que resuma lo que ocurrió.',
      ...(word ? [`Cuando encuentres la palabra «${word}», explica su significado a partir del contexto.`] : []),
      'Marca con un signo de interrogación las partes que te generen dudas y coméntalas con tu compañero.',
    ]
  return [
    `Resume «${content.titulo}» en cinco oraciones, respetando el orden de lo que ocurre.`,
    `Elige el fragmento de «${content.titulo}» que más te llamó la atención y explica por qué.`,
    `Escribe una pregunta que le harías al narrador o a un personaje de «${content.titulo}» y responde como si fueras él.`,
  ]
}

const folded = (text: string) => foldAccents(text).toLowerCase()

/** Words a context wish is met by, in an item's statement. */
const contextMet: Record<string, RegExp> = {
  'problemas de planteamiento': /\b(?:tiene|compra|paga|reparte|recorre|mide|cuesta|gasta|ahorra|vende|lleva|quiere)\b/,
  edades: /\b(?:edad|anos tiene|anos de edad|cumple)\b/,
  dinero: /\$|\b(?:pesos|dinero|precio|cuesta|paga|vuelto|ahorra)\b/,
  'vida cotidiana': /\b(?:casa|familia|colegio|almuerzo|barrio|feria|supermercado)\b/,
  deporte: /\b(?:futbol|partido|deporte|equipo|cancha)\b/,
  cocina: /\b(?:receta|cocina|harina|torta|ingredientes?)\b/,
}

/**
 * The wishes of the teacher's words that this document could not apply, each in an aviso (none is dropped in
 * silence). Counts, kinds, time and task are said
 * where they are applied (`evaluacion.ts`, `instruments.ts`, `request-options.ts`).
 */
function wishAvisos(request: AiRequest, content: AiContent): string[] {
  const words = request.instrucciones.trim()
  if (!words) return []
  const w = readWishes(words)
  // The words themselves are printed on the teacher's pages only (`server/documents/teacher-notes.ts`).
  const out: string[] = []
  const tipo = documentTypeLabels[request.tipo].toLowerCase()
  if (w.agrupacion && request.tipo !== 'trabajo')
    out.push(
      `La modalidad pedida («${groupingLabel(w.agrupacion).toLowerCase()}») se aplica a un trabajo práctico; ${request.tipo === 'evaluacion' ? 'una evaluación escrita se responde de forma individual' : `no cambia ${tipo === 'rúbrica' ? 'la rúbrica' : `el documento (${tipo})`}`}.`,
    )
  if (w.sesiones !== undefined && request.tipo !== 'trabajo' && request.tipo !== 'evaluacion')
    out.push(`Las clases pedidas (${w.sesiones}) no se aplican a este tipo de documento (${tipo}).`)
  if (w.producto && request.tipo === 'evaluacion')
    out.push(
      'El producto pedido se evalúa con una rúbrica, una escala o un trabajo práctico, no con una evaluación escrita.',
    )
  if (w.adaptaciones && request.tipo === 'evaluacion')
    out.push(
      'Adecuaciones aplicadas (NEE/DUA): letra más grande, instrucciones breves, una instrucción en cada pregunta y sin enunciados negativos. Las preguntas de selección múltiple mantienen cuatro alternativas; si su estudiante necesita menos, elimine una en el editor.',
    )
  else if (w.adaptaciones) out.push('Adecuaciones aplicadas (NEE/DUA): letra más grande en todo el documento.')
  const body = folded(JSON.stringify(content))
  if (w.contexto && request.tipo === 'evaluacion' && content.tipo === 'evaluacion') {
    const statements = content.secciones.flatMap((s) => s.preguntas.map((q) => folded(q.enunciado)))
    for (const c of w.contexto) {
      const met = statements.filter((t) => contextMet[c]?.test(t)).length
      out.push(
        met > 0
          ? `Contexto pedido («${c}»): ${met === 1 ? '1 pregunta lo tiene' : `${met} preguntas lo tienen`}; las demás son las del objetivo en Pizarra.`
          : `Contexto pedido («${c}»): el objetivo no tiene por ahora en Pizarra preguntas en ese contexto; la evaluación usa las que tiene.`,
      )
    }
  } else if (w.contexto)
    out.push(`El contexto pedido («${w.contexto.join(', ')}») no cambia este tipo de documento (${tipo}).`)
  if (w.tema && content.tipo === 'evaluacion') {
    // The composer puts first the objective's items that name the topic (`topicFirst`, `choosePassage`):
    // how many the evaluation has, or that it has none.
    const tema = w.tema
    const items = content.secciones.flatMap((s) =>
      s.preguntas.map((q) =>
        [s.texto_base?.titulo, ...(s.texto_base?.parrafos ?? []), q.enunciado, ...q.alternativas].join(' '),
      ),
    )
    const met = items.filter((text) => namesPhrase(text, tema)).length
    out.push(
      met === 0
        ? `Se pidió el tema «${tema}»: Pizarra no tiene por ahora preguntas sobre él para ${request.objetivos.length === 1 ? 'este objetivo' : 'estos objetivos'}; la evaluación trata el objetivo sin ese tema.`
        : met < items.length
          ? `Tema pedido («${tema}»): ${met === 1 ? 'lo trata 1' : `lo tratan ${met}`} de las ${items.length} preguntas, las que el objetivo tiene sobre él en Pizarra; ${items.length - met === 1 ? 'la otra trata' : 'las demás tratan'} el objetivo sin ese tema.`
          : `Tema pedido («${tema}»): todas las preguntas lo tratan.`,
    )
  } else if (w.tema) {
    const topicWords = folded(w.tema)
      .split(/[^a-zñ]+/)
      .filter((t) => t.length >= 5)
    if (topicWords.length > 0 && !topicWords.some((t) => body.includes(t)))
      out.push(
        `Se pidió el tema «${w.tema}»: Pizarra no tiene por ahora contenido sobre él para ${request.objetivos.length === 1 ? 'este objetivo' : 'estos objetivos'}; el documento trata el objetivo sin ese tema.`,
      )
  }
  return out
}
