import { createHash } from 'node:crypto'
import {
  type AiContent,
  type AiElement,
  type AiRequest,
  aiContentSchemas,
  type EscalaContent,
  type EvaluacionContent,
  elementAt,
  elementSchemas,
  parseElementPointer,
  type RubricaContent,
  type TextoContent,
  type TrabajoContent,
} from '@/api/contract/documento-contenido'
import { documentTypeLabels } from '@/domain/catalog'
import { searchKey } from '@/domain/students'
import { contentWords, findOa, subjectOf } from '../../curriculum/catalogue'
import { composeEvaluacion, composeSection, extraOpenQuestions, passageQuestions } from './compose/evaluacion'
import { type Objective, objectiveLine, objectiveParts, objectiveText, resolveObjectives } from './compose/objectives'
import { genreAskedFor, type LiteraryText, literaryTexts, stageOf } from './literary-texts'
import type { AiProvider } from './provider'

type Area = 'matematica' | 'lenguaje' | 'ciencias' | 'historia' | 'ingles' | 'artes' | 'general'

function areaOf(asignatura: string): Area {
  const a = searchKey(asignatura)
  if (/matemat|algebra|geometr|estadist/.test(a)) return 'matematica'
  if (/lenguaje|lengua|literatura|lectura|comunicacion|castellano/.test(a)) return 'lenguaje'
  // Before the sciences: "Historia, Geografía y Ciencias Sociales".
  if (/historia|geograf|social|ciudadan|filosof/.test(a)) return 'historia'
  if (/ciencia|biolog|quimic|fisica|naturale/.test(a)) return 'ciencias'
  if (/ingles|english/.test(a)) return 'ingles'
  if (/arte|music|visual|teatro|danza/.test(a)) return 'artes'
  return 'general'
}

interface AreaProfile {
  producto: string
  materiales: string[]
  vocabulario: string
}

const profiles: Record<Area, AreaProfile> = {
  matematica: {
    producto:
      'Un informe con el problema planteado, su resolución paso a paso y una conclusión, presentado al curso en cinco minutos.',
    materiales: [
      'Cuaderno cuadriculado y lápiz grafito',
      'Calculadora',
      'Regla y escuadra',
      'Papelógrafo o presentación digital',
    ],
    vocabulario: 'lenguaje matemático',
  },
  lenguaje: {
    producto: 'Un texto escrito y su lectura o presentación oral ante el curso.',
    materiales: [
      'Textos de la biblioteca CRA o del texto escolar',
      'Diccionario',
      'Cuaderno y lápiz',
      'Computador o papelógrafo para la presentación',
    ],
    vocabulario: 'vocabulario de la asignatura',
  },
  ciencias: {
    producto: 'Un informe científico con pregunta, predicción, procedimiento, resultados y conclusiones.',
    materiales: [
      'Cuaderno de ciencias',
      'Materiales del experimento según el diseño, de preferencia reutilizables y de bajo costo',
      'Instrumentos de medición (regla, termómetro o balanza, según corresponda)',
      'Delantal y elementos de seguridad',
    ],
    vocabulario: 'vocabulario científico',
  },
  historia: {
    producto: 'Una infografía o presentación con las fuentes consultadas citadas correctamente.',
    materiales: [
      'Texto escolar',
      'Fuentes de la biblioteca CRA o de sitios confiables (Memoria Chilena, Biblioteca Nacional Digital)',
      'Cartulina o presentación digital',
      'Plumones y lápices de colores',
    ],
    vocabulario: 'conceptos históricos y geográficos',
  },
  ingles: {
    producto: 'Un diálogo o presentación oral en inglés, acompañado de su guion escrito.',
    materiales: ['Cuaderno', 'Diccionario inglés-español', 'Texto escolar', 'Grabadora del celular o computador'],
    vocabulario: 'vocabulario en inglés',
  },
  artes: {
    producto: 'Una creación artística acompañada de una ficha que explica su propósito, técnica y materiales.',
    materiales: [
      'Croquera',
      'Materiales de expresión según la técnica elegida',
      'Reproducciones de obras de referencia',
    ],
    vocabulario: 'lenguaje artístico',
  },
  general: {
    producto: 'Un producto escrito o visual que se presenta al curso.',
    materiales: ['Cuaderno y lápiz', 'Texto escolar', 'Cartulina o presentación digital'],
    vocabulario: 'vocabulario de la asignatura',
  },
}

/** Four levels of achievement, as Chilean schools name them. */
const rubricLevels = [
  { nombre: 'Logrado', puntaje: 4 },
  { nombre: 'Medianamente logrado', puntaje: 3 },
  { nombre: 'Por lograr', puntaje: 2 },
  { nombre: 'No logrado', puntaje: 1 },
]

/** The teacher's own indications as one sentence, or nothing when the teacher gave none. */
const teacherNote = (instrucciones: string) =>
  instrucciones.trim() ? `Indicaciones del docente: ${instrucciones.trim().replace(/\.?$/, '.')}` : ''

/** Third person of a Spanish infinitive at the start of a clause: "formar fracciones" -> "forma fracciones". */
function thirdPerson(clause: string): string {
  const [verb = '', ...rest] = clause.split(' ')
  const match = /^([a-záéíóúñ]+?)(ar|er|ir)(l[oa]s?|se)?$/.exec(verb)
  if (!match) return clause
  const [, stem, ending, clitic] = match
  const conjugated = `${stem}${ending === 'ar' ? 'a' : 'e'}`
  const prefix = clitic === 'se' ? `se ${conjugated}` : clitic ? `${clitic} ${conjugated}` : conjugated
  return [prefix, ...rest].join(' ')
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Four descriptors of one observable part of an objective, from Logrado to No logrado. */
function descriptorsFor(part: string, vocabulario: string): string[] {
  const does = thirdPerson(part)
  return [
    `${capitalize(does)} de forma correcta y autónoma, y explica su procedimiento con ${vocabulario} preciso.`,
    `${capitalize(does)} con errores menores que no afectan el resultado, o necesita apoyo en casos nuevos.`,
    `${capitalize(does)} solo en casos simples o con apoyo constante; comete errores que afectan el resultado.`,
    `No logra ${part}, aun con apoyo.`,
  ]
}

function rubrica(r: AiRequest, p: AreaProfile): RubricaContent {
  const criterios = resolveObjectives(r).flatMap((o) =>
    objectiveParts(o, 3).map((part) => ({
      objetivo: objectiveLine(o),
      criterio: capitalize(part).slice(0, 160),
      descriptores: descriptorsFor(part, p.vocabulario),
    })),
  )
  criterios.push(...transversalCriteria)
  return {
    tipo: 'rubrica',
    titulo: `Rúbrica de ${r.asignatura}`,
    descripcion:
      `Rúbrica analítica para evaluar el desempeño de los estudiantes de ${r.nivel} en ${r.asignatura}. Cada criterio se evalúa en uno de cuatro niveles; el puntaje total se convierte a nota con exigencia del 60 %. ${teacherNote(r.instrucciones)}`.trimEnd(),
    niveles: rubricLevels,
    criterios,
  }
}

const transversalCriteria: RubricaContent['criterios'] = [
  {
    objetivo: 'Habilidades y actitudes transversales',
    criterio: 'Comunicación',
    descriptores: [
      'Comunica sus ideas de manera clara, ordenada y fundamentada, adecuándose a la audiencia.',
      'Comunica sus ideas de manera clara, aunque con algunas fallas de orden o fundamentación.',
      'Comunica sus ideas de manera poco clara o desordenada.',
      'No logra comunicar sus ideas.',
    ],
  },
  {
    objetivo: 'Habilidades y actitudes transversales',
    criterio: 'Responsabilidad y plazos',
    descriptores: [
      'Entrega a tiempo, con todos los elementos solicitados y cuidando la presentación.',
      'Entrega a tiempo, pero falta un elemento solicitado o descuida la presentación.',
      'Entrega fuera de plazo o faltan varios elementos solicitados.',
      'No entrega el trabajo.',
    ],
  },
]

/** The steps of a practical work, the elaboration step naming what each objective asks to do. */
function trabajoPasos(r: AiRequest, p: AreaProfile): TrabajoContent['pasos'] {
  const objectives = resolveObjectives(r)
  const actions = objectives.flatMap((o) => objectiveParts(o, 2)).slice(0, 4)
  return [
    {
      titulo: 'Organización',
      descripcion:
        'Formen los grupos, lean juntos estas instrucciones y la pauta de evaluación, y repartan roles: coordinación, registro, materiales y comunicación.',
    },
    {
      titulo: 'Investigación',
      descripcion: `Reúnan información en el texto escolar y en fuentes confiables sobre ${objectives
        .map((o) => (o.oa ? `${o.oa.eje.toLowerCase()} (${o.oa.codigo})` : 'el objetivo indicado'))
        .join(' y ')}. Registren las fuentes consultadas y las ideas principales en el cuaderno.`,
    },
    {
      titulo: 'Planificación',
      descripcion:
        'Definan cómo será el producto final: qué incluirá, cómo se organizará y qué hará cada integrante. Muestren la planificación a su profesor o profesora.',
    },
    {
      titulo: 'Elaboración',
      descripcion: `Elaboren el producto de modo que muestre que el grupo logra ${actions.join('; ')}. Usen ${p.vocabulario} con precisión y cuiden la presentación.`,
    },
    {
      titulo: 'Revisión',
      descripcion:
        'Revisen el producto con la pauta de evaluación de este documento y corrijan lo que falte antes de entregarlo.',
    },
    {
      titulo: 'Presentación y autoevaluación',
      descripcion:
        'Presenten el producto al curso y, al terminar, cada integrante evalúa su propio aporte y el del grupo.',
    },
  ]
}

function trabajo(r: AiRequest, p: AreaProfile): TrabajoContent {
  const objectives = resolveObjectives(r)
  return {
    tipo: 'trabajo',
    titulo: `Trabajo práctico de ${r.asignatura}`,
    descripcion:
      `En este trabajo práctico aplicarás lo aprendido en ${r.asignatura} para elaborar un producto concreto, de acuerdo con los objetivos de aprendizaje que se indican a continuación. ${teacherNote(r.instrucciones)}`.trimEnd(),
    modalidad: 'Grupal, de 3 a 4 integrantes',
    producto: p.producto,
    materiales: p.materiales,
    pasos: trabajoPasos(r, p),
    cronograma: [
      { etapa: 'Organización e investigación', plazo: 'Clase 1' },
      { etapa: 'Planificación y elaboración', plazo: 'Clase 2' },
      { etapa: 'Revisión y entrega', plazo: 'Clase 3' },
      { etapa: 'Presentación y autoevaluación', plazo: 'Clase 4' },
    ],
    criterios: [
      ...objectives.flatMap((o) =>
        objectiveParts(o, 2).map((part) => ({
          criterio: `${o.oa ? `${o.oa.codigo}: ` : ''}${capitalize(part)}`.slice(0, 600),
          descripcion: `El producto muestra que el grupo ${thirdPerson(part)} correctamente, con ${p.vocabulario} preciso y ejemplos pertinentes.`,
          puntaje: 4,
        })),
      ),
      {
        criterio: 'Producto final',
        descripcion: 'Incluye todos los elementos solicitados, es ordenado, legible y cita sus fuentes.',
        puntaje: 4,
      },
      {
        criterio: 'Presentación oral',
        descripcion: 'Todos los integrantes participan, explican con claridad y responden las preguntas del curso.',
        puntaje: 4,
      },
      {
        criterio: 'Trabajo en equipo y plazos',
        descripcion: 'El grupo se organiza, cumple los roles y entrega en cada plazo del cronograma.',
        puntaje: 4,
      },
    ].slice(0, 16),
  }
}

/** Behaviours a teacher can observe while students work on any objective. */
const observables = (p: AreaProfile) => [
  `Usa ${p.vocabulario} con precisión.`,
  'Fundamenta sus respuestas y procedimientos.',
  'Corrige sus errores a partir de la retroalimentación.',
  'Relaciona lo aprendido con situaciones de su vida cotidiana.',
]

/** The indicators of one objective: one per observable part of it, then general behaviours. */
function indicatorsFor(o: Objective, p: AreaProfile, i: number): string[] {
  const parts = objectiveParts(o, 3).map((part) => `${capitalize(thirdPerson(part))}.`)
  const general = observables(p)
  return [...parts, general[i % general.length]!, general[(i + 1) % general.length]!].slice(0, 5)
}

function escala(r: AiRequest, p: AreaProfile): EscalaContent {
  return {
    tipo: 'escala',
    titulo: `Escala de apreciación de ${r.asignatura}`,
    descripcion:
      `Instrumento para observar el desempeño de cada estudiante de ${r.nivel} durante las actividades de ${r.asignatura}. Marque con una X el nivel observado en cada indicador; el puntaje total se convierte a nota con exigencia del 60 %. ${teacherNote(r.instrucciones)}`.trimEnd(),
    niveles: [
      { nombre: 'Siempre', puntaje: 3 },
      { nombre: 'Generalmente', puntaje: 2 },
      { nombre: 'A veces', puntaje: 1 },
      { nombre: 'Nunca', puntaje: 0 },
    ],
    secciones: [
      ...resolveObjectives(r).map((o, i) => ({ objetivo: objectiveLine(o), indicadores: indicatorsFor(o, p, i) })),
      {
        objetivo: 'Actitudes y trabajo en clases',
        indicadores: [
          'Participa activamente en las actividades de la clase.',
          'Respeta los turnos de habla y las opiniones de sus compañeros.',
          'Cumple con los materiales y los plazos acordados.',
        ],
      },
    ],
  }
}

/** The literary text for a request: about the subject and objective for Matemática, Ciencias and Historia. */
function texto(r: AiRequest, seed: number): TextoContent {
  const objectives = resolveObjectives(r)
  const chosen = chooseLiteraryText(r, objectives, seed)
  const line = (i: number) => objectiveLine(objectives[i % objectives.length]!)
  const actividades: TextoContent['actividades'] = [
    {
      momento: 'antes',
      consigna: `Lee el título «${chosen.titulo}». ¿De qué crees que tratará el texto? Escribe tu predicción.`,
      objetivo: line(0),
    },
    { momento: 'antes', consigna: chosen.antes ?? genreQuestion(chosen), objetivo: line(0) },
    {
      momento: 'durante',
      consigna:
        chosen.durante ??
        'Subraya las palabras que no conozcas y, al terminar, averigua su significado con ayuda del glosario.',
      objetivo: line(1),
    },
    {
      momento: 'durante',
      consigna:
        'Detén la lectura en la mitad del texto y anota qué crees que ocurrirá después. Al terminar, compara con lo que ocurrió.',
      objetivo: line(1),
    },
    { momento: 'despues', consigna: chosen.preguntas.literal, objetivo: line(2) },
    { momento: 'despues', consigna: chosen.preguntas.inferencial, objetivo: line(3) },
    { momento: 'despues', consigna: chosen.preguntas.critica, objetivo: line(4) },
    ...(
      chosen.vinculo ?? [
        `Resume «${chosen.titulo}» en cinco oraciones, respetando el orden en que ocurren los hechos o aparecen las imágenes.`,
        `Elige el fragmento de «${chosen.titulo}» que más te llamó la atención, cópialo y explica por qué lo elegiste.`,
        `Escribe un final alternativo o una estrofa nueva para «${chosen.titulo}», manteniendo su tono y sus personajes o imágenes.`,
      ]
    ).map((consigna, i) => ({ momento: 'despues' as const, consigna, objetivo: line(i) })),
  ]
  return {
    tipo: 'texto',
    titulo: chosen.titulo,
    genero: chosen.genero,
    autor: 'Texto original de Pizarra',
    parrafos: [...chosen.parrafos],
    glosario: chosen.glosario.map((g) => ({ ...g })),
    actividades: actividades.slice(0, 20),
  }
}

const genreQuestion = (t: LiteraryText) =>
  `Este texto pertenece al género ${t.genero.toLowerCase()}. ¿Qué características de este género conoces?`

/**
 * The request's text: for Matemática, Ciencias Naturales and Historia the subject's text that shares the
 * most words with the objectives; otherwise a text of the school stage in the genre asked for.
 */
function chooseLiteraryText(r: AiRequest, objectives: Objective[], seed: number): LiteraryText {
  const subject = subjectOf(r.asignatura)
  const stage = stageOf(r.nivel)
  if (subject && subject !== 'lenguaje') {
    const ofSubject = literaryTexts.filter((t) => t.materia === subject)
    const focus = new Set(contentWords(objectives.map(objectiveText).join(' ')).map((w) => w.slice(0, 5)))
    const scored = ofSubject.map((t) => ({
      t,
      score:
        contentWords(t.tema ?? '').filter((w) => focus.has(w.slice(0, 5))).length * 10 +
        (t.stages.includes(stage) ? 3 : 0),
    }))
    scored.sort((a, b) => b.score - a.score)
    const best = scored.filter((s) => s.score === scored[0]?.score)
    if (best.length > 0) return best[seed % best.length]!.t
  }
  const genre = genreAskedFor(`${r.objetivos.join(' ')} ${r.instrucciones}`)
  const general = literaryTexts.filter((t) => !t.materia)
  const byStage = general.filter((t) => t.stages.includes(stage))
  const candidates = byStage.filter((t) => !genre || t.kind === genre)
  const pool = candidates.length > 0 ? candidates : byStage.length > 0 ? byStage : general
  return pool[seed % pool.length]!
}

/** A stable number for a request and its variation seed: the same request and seed give the same draft. */
function seedOf(r: AiRequest) {
  const digest = createHash('sha256')
    .update(JSON.stringify([r.tipo, r.nivel, r.asignatura, r.objetivos, r.instrucciones, r.semilla ?? 0]))
    .digest()
  return digest.readUInt32BE(0)
}

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
  const oa = findOa(texto, { nivel: r.nivel, asignatura: r.asignatura })
  return oa ? { texto, oa } : { texto }
}

/**
 * The offline provider: a structured, editable draft built from the teacher's request and the curriculum
 * catalogue, deterministic and without network. Sections follow the objectives in the order given.
 */
export class PlantillasProvider implements AiProvider {
  readonly name = 'plantillas' as const

  async generate(request: AiRequest): Promise<AiContent> {
    const profile = profiles[areaOf(request.asignatura)]
    const seed = seedOf(request)
    const content = (() => {
      switch (request.tipo) {
        case 'evaluacion':
          return composeEvaluacion(request, seed, teacherNote(request.instrucciones))
        case 'rubrica':
          return rubrica(request, profile)
        case 'trabajo':
          return trabajo(request, profile)
        case 'escala':
          return escala(request, profile)
        case 'texto':
          return texto(request, seed)
      }
    })()
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
  async regenerate(request: AiRequest, content: AiContent, ruta: string, seed: number): Promise<AiElement> {
    const at = parseElementPointer(content.tipo, ruta)
    const current = elementAt(content, ruta)
    if (!at || current === undefined) throw new RangeError(`No element at ${ruta}`)
    // Compared in the schema's key order: the editor may send the element's keys in any order.
    const canonical = (a: unknown) => {
      const parsed = elementSchemas[content.tipo].safeParse(a)
      return JSON.stringify(parsed.success ? parsed.data : a)
    }
    const same = (a: unknown) => canonical(a) === canonical(current)
    const profile = profiles[areaOf(request.asignatura)]
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
        const objective = resolveObjectives(request).find((o) => objectiveLine(o) === criterion.objetivo)
        const parts = objective ? objectiveParts(objective, 6) : []
        const options = [
          ...parts.map((part) => ({
            objetivo: criterion.objetivo,
            criterio: capitalize(part).slice(0, 160),
            descriptores: descriptorsFor(part, profile.vocabulario),
          })),
          ...genericCriteria(profile).map((c) => ({ ...c, objetivo: criterion.objetivo })),
        ]
        return pickFresh(options, content.criterios) ?? options[(seed + 1) % options.length]!
      }
      case 'escala': {
        const section = content.secciones[i]!
        const objective = resolveObjectives(request).find((o) => objectiveLine(o) === section.objetivo)
        const options = [
          ...(objective ? objectiveParts(objective, 6).map((part) => `${capitalize(thirdPerson(part))}.`) : []),
          ...observables(profile),
          ...extraIndicators,
        ]
        return pickFresh(options, section.indicadores) ?? `${extraIndicators[seed % extraIndicators.length]}`
      }
      case 'trabajo': {
        const step = content.pasos[i]!
        const options = [...trabajoPasos(request, profile), ...extraSteps].map((s) =>
          s.titulo === step.titulo
            ? { ...s, descripcion: `${s.descripcion} Registren en el cuaderno lo que hicieron en este paso.` }
            : s,
        )
        return pickFresh(options, content.pasos) ?? extraSteps[seed % extraSteps.length]!
      }
      case 'texto': {
        const activity = content.actividades[i]!
        const options = textActivities(content, activity.momento).map((consigna) => ({ ...activity, consigna }))
        return (
          pickFresh(options, content.actividades) ?? {
            ...activity,
            consigna: `${activity.consigna} Fundamenta con una cita del texto.`,
          }
        )
      }
    }
  }
}

/** Criteria any objective can add to a rubric, from Logrado to No logrado. */
const genericCriteria = (p: AreaProfile): Omit<RubricaContent['criterios'][number], 'objetivo'>[] => [
  {
    criterio: 'Uso del vocabulario de la asignatura',
    descriptores: [
      `Usa ${p.vocabulario} con precisión y en el contexto adecuado.`,
      `Usa ${p.vocabulario} correctamente, con imprecisiones menores.`,
      `Usa ${p.vocabulario} con errores frecuentes.`,
      `No usa ${p.vocabulario} o lo usa de forma incorrecta.`,
    ],
  },
  {
    criterio: 'Fundamentación',
    descriptores: [
      'Fundamenta todas sus afirmaciones con evidencia o ejemplos pertinentes.',
      'Fundamenta la mayoría de sus afirmaciones con evidencia pertinente.',
      'Fundamenta algunas afirmaciones, con evidencia poco pertinente.',
      'No fundamenta sus afirmaciones.',
    ],
  },
]

const extraIndicators = [
  'Explica a un compañero cómo resolvió una actividad.',
  'Revisa su trabajo antes de entregarlo.',
  'Formula preguntas pertinentes para profundizar lo aprendido.',
  'Persevera ante las dificultades sin abandonar la tarea.',
]

const extraSteps: TrabajoContent['pasos'] = [
  {
    titulo: 'Registro del avance',
    descripcion:
      'Al final de cada clase, anoten en una bitácora lo que lograron, las dificultades y lo que harán en la clase siguiente.',
  },
  {
    titulo: 'Consulta con el docente',
    descripcion:
      'Presenten un avance del producto a su profesor o profesora y anoten las sugerencias que reciban para mejorarlo.',
  },
  {
    titulo: 'Ensayo de la presentación',
    descripcion:
      'Ensayen la presentación cronometrando el tiempo y repartiendo las partes entre todos los integrantes.',
  },
]

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
