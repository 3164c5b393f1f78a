import { createHash } from 'node:crypto'
import {
  type AiContent,
  type AiRequest,
  aiContentSchemas,
  type EscalaContent,
  type EvaluacionContent,
  type EvaluacionQuestion,
  type RubricaContent,
  type TextoContent,
  type TrabajoContent,
} from '@/api/contract/documento-contenido'
import { documentTypeLabels } from '@/domain/catalog'
import { searchKey } from '@/domain/students'
import { genreAskedFor, literaryTexts, stageOf } from './literary-texts'
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

/** An objective's curriculum code, as in "OA 7: Resolver…", "OA3 -" or "OAT 2." */
const codePrefix = /^\s*OA[A-Z]?\s*\d+[a-z]?\s*[:.\-–—)]?\s*/i

/**
 * The objective quoted inside a sentence: without its OA code and trailing period, and starting in lower
 * case unless it begins with an acronym or a proper name's capital (two capitals in a row).
 */
function quote(objetivo: string) {
  const text =
    objetivo
      .trim()
      .replace(codePrefix, '')
      .replace(/[.;:]+$/, '') || objetivo.trim()
  const lower = /^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
  return `«${lower}»`
}

/** Minutes named in the teacher's instructions ("60 minutos", "90 min"), if any. */
function minutesIn(instrucciones: string) {
  const m = instrucciones.match(/(\d{2,3})\s*min/i)
  const minutes = m ? Number(m[1]) : Number.NaN
  return minutes >= 10 && minutes <= 180 ? minutes : undefined
}

interface AreaProfile {
  conocer: (o: string) => string
  aplicar: (o: string) => string
  aplicarPauta: string
  analizar: (o: string) => string
  analizarPauta: string
  producto: string
  materiales: string[]
  vocabulario: string
}

const profiles: Record<Area, AreaProfile> = {
  matematica: {
    conocer: (o) =>
      `Explica con tus palabras qué significa ${o} y nombra los conceptos matemáticos que necesitas para lograrlo.`,
    aplicar: (o) =>
      `Inventa un problema de la vida cotidiana que se resuelva aplicando lo aprendido en ${o}. Resuélvelo paso a paso y escribe la respuesta en una oración completa.`,
    aplicarPauta:
      'plantea un problema coherente con el objetivo, lo resuelve sin errores, muestra todos los pasos y comunica la respuesta con una oración completa',
    analizar: (o) =>
      `Un compañero resolvió un ejercicio de ${o} y obtuvo un resultado incorrecto. Describe un error frecuente que pudo cometer, explica por qué es un error y muestra con un ejemplo cómo se corrige.`,
    analizarPauta:
      'identifica un error plausible, explica por qué es incorrecto usando conceptos matemáticos y presenta un ejemplo resuelto correctamente',
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
    conocer: (o) =>
      `Define con tus palabras los conceptos clave de ${o} y da un ejemplo de cada uno tomado de un texto leído en clases.`,
    aplicar: (o) =>
      `Escribe un texto breve (de 8 a 10 líneas) en el que demuestres lo aprendido en ${o}. Revisa la ortografía, la puntuación y la coherencia antes de entregar.`,
    aplicarPauta:
      'el texto cumple el propósito del objetivo, es coherente y cohesionado, respeta la extensión pedida y tiene a lo más dos errores de ortografía o puntuación',
    analizar: (o) =>
      `Elige un texto leído en clases y explica, con dos citas o ejemplos del texto, cómo se relaciona con ${o}. Fundamenta tu respuesta.`,
    analizarPauta:
      'selecciona un texto pertinente, incluye dos citas o ejemplos adecuados y fundamenta la relación con el objetivo de manera clara',
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
    conocer: (o) => `Explica con tus palabras el fenómeno o concepto central de ${o} y da un ejemplo de tu entorno.`,
    aplicar: (o) =>
      `Diseña una investigación sencilla relacionada con ${o}: escribe la pregunta de investigación, tu predicción, los materiales y los pasos que seguirías.`,
    aplicarPauta:
      'formula una pregunta investigable, una predicción fundamentada, materiales adecuados y pasos ordenados que permiten responder la pregunta',
    analizar: (o) =>
      `Explica cómo lo aprendido en ${o} ayuda a comprender o resolver un problema de tu comunidad o del medio ambiente. Fundamenta con evidencia o datos.`,
    analizarPauta:
      'relaciona correctamente el objetivo con un problema real, usa conceptos científicos con precisión y fundamenta con evidencia',
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
    conocer: (o) =>
      `Explica los conceptos, hechos o procesos centrales de ${o}, ubicándolos en el tiempo y en el espacio.`,
    aplicar: (o) =>
      `Elabora una línea de tiempo o un esquema con al menos cuatro hechos, procesos o características relacionados con ${o} y explica brevemente cada uno.`,
    aplicarPauta:
      'incluye al menos cuatro elementos pertinentes, correctamente ordenados o relacionados, con una explicación breve y precisa de cada uno',
    analizar: (o) =>
      `Analiza una causa y una consecuencia relacionadas con ${o} y explica cómo se vinculan con la sociedad chilena actual. Fundamenta tu respuesta.`,
    analizarPauta:
      'identifica una causa y una consecuencia pertinentes, explica su relación y establece un vínculo fundamentado con el presente',
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
    conocer: (o) =>
      `Explica en español qué aprendiste en ${o} y escribe en inglés tres palabras o expresiones clave con su significado.`,
    aplicar: (o) =>
      `Escribe en inglés un diálogo o un párrafo breve (de 5 a 7 oraciones) en el que uses lo aprendido en ${o}.`,
    aplicarPauta:
      'usa las estructuras y el vocabulario del objetivo en un texto comprensible, con la extensión pedida y pocos errores que no impiden la comunicación',
    analizar: (o) =>
      `Compara cómo se expresa en inglés y en español una idea relacionada con ${o}. Explica las semejanzas y diferencias con ejemplos.`,
    analizarPauta:
      'presenta ejemplos correctos en ambos idiomas y explica al menos una semejanza y una diferencia de manera clara',
    producto: 'Un diálogo o presentación oral en inglés, acompañado de su guion escrito.',
    materiales: ['Cuaderno', 'Diccionario inglés-español', 'Texto escolar', 'Grabadora del celular o computador'],
    vocabulario: 'vocabulario en inglés',
  },
  artes: {
    conocer: (o) =>
      `Explica con tus palabras qué elementos de lenguaje artístico trabaja ${o} y da un ejemplo de cada uno.`,
    aplicar: (o) =>
      `Describe una obra o creación propia en la que apliques lo aprendido en ${o}: qué materiales usarías, qué técnica y qué quieres expresar.`,
    aplicarPauta:
      'propone una creación coherente con el objetivo, con materiales y técnica adecuados y un propósito expresivo claro',
    analizar: (o) =>
      `Observa una obra de un artista chileno y explica cómo se relaciona con ${o}. Fundamenta con elementos que observes en la obra.`,
    analizarPauta:
      'selecciona una obra pertinente, describe elementos observables y fundamenta su relación con el objetivo',
    producto: 'Una creación artística acompañada de una ficha que explica su propósito, técnica y materiales.',
    materiales: [
      'Croquera',
      'Materiales de expresión según la técnica elegida',
      'Reproducciones de obras de referencia',
    ],
    vocabulario: 'lenguaje artístico',
  },
  general: {
    conocer: (o) => `Explica con tus palabras lo que aprendiste en ${o} y nombra dos conceptos o habilidades clave.`,
    aplicar: (o) =>
      `Describe una situación concreta en la que aplicarías lo aprendido en ${o} y explica paso a paso cómo lo harías.`,
    aplicarPauta:
      'describe una situación pertinente y explica un procedimiento ordenado, completo y coherente con el objetivo',
    analizar: (o) =>
      `Compara dos maneras de abordar ${o} y justifica cuál te parece más adecuada y por qué, con ejemplos.`,
    analizarPauta:
      'presenta dos alternativas pertinentes, las compara con criterios claros y justifica su elección con ejemplos',
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

const teacherNote = (instrucciones: string) => `Indicaciones del docente: ${instrucciones.trim().replace(/\.?$/, '.')}`

function evaluacion(r: AiRequest, p: AreaProfile): EvaluacionContent {
  const secciones = r.objetivos.map((objetivo, i) => {
    const o = quote(objetivo)
    const preguntas: EvaluacionQuestion[] = [
      {
        tipo: 'respuesta_breve',
        habilidad: 'Comprender',
        enunciado: p.conocer(o),
        alternativas: [],
        clave: null,
        puntaje: 2,
        respuesta_esperada: `2 puntos: la explicación es correcta y usa ${p.vocabulario} con precisión. 1 punto: la explicación es parcial o imprecisa. 0 puntos: no responde o la respuesta no corresponde.`,
      },
      {
        tipo: 'desarrollo',
        habilidad: 'Aplicar',
        enunciado: p.aplicar(o),
        alternativas: [],
        clave: null,
        puntaje: 4,
        respuesta_esperada: `4 puntos: ${p.aplicarPauta}. 3 puntos: cumple lo anterior con un error menor. 2 puntos: cumple solo una parte. 1 punto: lo intenta sin lograr lo pedido. 0 puntos: no responde.`,
      },
      {
        tipo: 'desarrollo',
        habilidad: 'Analizar',
        enunciado: p.analizar(o),
        alternativas: [],
        clave: null,
        puntaje: 6,
        respuesta_esperada: `6 puntos: ${p.analizarPauta}. 4 puntos: la respuesta es correcta pero la fundamentación es incompleta. 2 puntos: la respuesta es parcial o tiene errores conceptuales. 0 puntos: no responde o no corresponde.`,
      },
    ]
    return {
      objetivo,
      oa: [],
      texto_base: null,
      titulo: `Ítem ${romanNumeral(i + 1)}`,
      instruccion: 'Responde en el espacio asignado. Escribe con letra clara y fundamenta tus respuestas.',
      preguntas,
    }
  })
  const total = secciones.reduce((sum, s) => sum + s.preguntas.reduce((a, q) => a + q.puntaje, 0), 0)
  return {
    tipo: 'evaluacion',
    titulo: `Evaluación de ${r.asignatura}`,
    proposito: `Evaluar el logro de ${r.objetivos.length === 1 ? 'el objetivo de aprendizaje' : `los ${r.objetivos.length} objetivos de aprendizaje`} indicados en ${r.asignatura}, ${r.nivel}, mediante preguntas que transitan desde la comprensión hasta la aplicación y el análisis.`,
    duracion_minutos: minutesIn(r.instrucciones) ?? Math.min(90, Math.max(30, r.objetivos.length * 20 + 10)),
    instrucciones: [
      'Lee atentamente cada pregunta antes de responder.',
      'Responde con lápiz pasta; puedes usar lápiz grafito para borradores.',
      `La evaluación tiene ${total} puntos en total y se aprueba con el 60 % de ellos (nota 4,0).`,
      'Si tienes dudas, levanta la mano y espera a tu profesor o profesora.',
      teacherNote(r.instrucciones),
    ],
    secciones,
  }
}

function rubrica(r: AiRequest, p: AreaProfile): RubricaContent {
  // The rubric groups its rows under each objective, so the descriptors speak of "el objetivo".
  const criterios = r.objetivos.flatMap((objetivo) => [
    {
      objetivo,
      criterio: 'Comprensión',
      descriptores: [
        `Explica con precisión las ideas centrales del objetivo, con ${p.vocabulario} adecuado y ejemplos pertinentes.`,
        'Explica las ideas centrales del objetivo con imprecisiones menores que no afectan el sentido.',
        'Explica parcialmente el objetivo: confunde u omite ideas importantes.',
        'No explica las ideas del objetivo o no presenta evidencia.',
      ],
    },
    {
      objetivo,
      criterio: 'Aplicación',
      descriptores: [
        'Aplica lo aprendido en situaciones nuevas, de forma correcta y autónoma.',
        'Aplica lo aprendido correctamente en situaciones conocidas; en situaciones nuevas necesita apoyo.',
        'Aplica lo aprendido con errores que afectan el resultado.',
        'No logra aplicar lo aprendido, aun con apoyo.',
      ],
    },
  ])
  criterios.push(
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
  )
  return {
    tipo: 'rubrica',
    titulo: `Rúbrica de ${r.asignatura}`,
    descripcion: `Rúbrica analítica para evaluar el desempeño de los estudiantes de ${r.nivel} en ${r.asignatura}. Cada criterio se evalúa en uno de cuatro niveles; el puntaje total se convierte a nota con exigencia del 60 %. ${teacherNote(r.instrucciones)}`,
    niveles: rubricLevels,
    criterios,
  }
}

function trabajo(r: AiRequest, p: AreaProfile): TrabajoContent {
  return {
    tipo: 'trabajo',
    titulo: `Trabajo práctico de ${r.asignatura}`,
    descripcion: `En este trabajo práctico aplicarás lo aprendido en ${r.asignatura} para elaborar un producto concreto, de acuerdo con los objetivos de aprendizaje que se indican a continuación. ${teacherNote(r.instrucciones)}`,
    modalidad: 'Grupal, de 3 a 4 integrantes',
    producto: p.producto,
    materiales: p.materiales,
    pasos: [
      {
        titulo: 'Organización',
        descripcion:
          'Formen los grupos, lean juntos estas instrucciones y la pauta de evaluación, y repartan roles: coordinación, registro, materiales y comunicación.',
      },
      {
        titulo: 'Investigación',
        descripcion:
          'Reúnan información sobre cada objetivo de aprendizaje de este trabajo. Registren las fuentes consultadas y las ideas principales en el cuaderno.',
      },
      {
        titulo: 'Planificación',
        descripcion:
          'Definan cómo será el producto final: qué incluirá, cómo se organizará y qué hará cada integrante. Muestren la planificación a su profesor o profesora.',
      },
      {
        titulo: 'Elaboración',
        descripcion: `Elaboren el producto aplicando lo investigado. Usen ${p.vocabulario} con precisión y cuiden la presentación.`,
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
    ],
    cronograma: [
      { etapa: 'Organización e investigación', plazo: 'Clase 1' },
      { etapa: 'Planificación y elaboración', plazo: 'Clase 2' },
      { etapa: 'Revisión y entrega', plazo: 'Clase 3' },
      { etapa: 'Presentación y autoevaluación', plazo: 'Clase 4' },
    ],
    criterios: [
      ...r.objetivos.map((objetivo) => ({
        criterio: `Logro del objetivo ${quote(objetivo)}`,
        descripcion: `El producto demuestra dominio de lo aprendido: ${p.aplicarPauta}.`,
        puntaje: 6,
      })),
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
    ],
  }
}

/** Behaviours a teacher can observe while students work on any objective. */
const observables = (p: AreaProfile) => [
  'Aplica lo aprendido al resolver las actividades propuestas.',
  `Usa ${p.vocabulario} con precisión.`,
  'Fundamenta sus respuestas y procedimientos.',
  'Corrige sus errores a partir de la retroalimentación.',
  'Relaciona lo aprendido con situaciones de su vida cotidiana.',
  'Formula preguntas pertinentes para profundizar lo aprendido.',
]

function escala(r: AiRequest, p: AreaProfile): EscalaContent {
  return {
    tipo: 'escala',
    titulo: `Escala de apreciación de ${r.asignatura}`,
    descripcion: `Instrumento para observar el desempeño de cada estudiante de ${r.nivel} durante las actividades de ${r.asignatura}. Marque con una X el nivel observado en cada indicador; el puntaje total se convierte a nota con exigencia del 60 %. ${teacherNote(r.instrucciones)}`,
    niveles: [
      { nombre: 'Siempre', puntaje: 3 },
      { nombre: 'Generalmente', puntaje: 2 },
      { nombre: 'A veces', puntaje: 1 },
      { nombre: 'Nunca', puntaje: 0 },
    ],
    secciones: [
      ...r.objetivos.map((objetivo, i) => ({
        objetivo,
        // One indicator names the objective; the rest rotate through observable behaviours.
        indicadores: [
          `Explica con sus palabras en qué consiste ${quote(objetivo)}.`,
          ...Array.from({ length: 3 }, (_, k) => observables(p)[(i * 3 + k) % observables(p).length]!),
        ],
      })),
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

function texto(r: AiRequest, seed: number): TextoContent {
  const stage = stageOf(r.nivel)
  const genre = genreAskedFor(`${r.objetivos.join(' ')} ${r.instrucciones}`)
  const byStage = literaryTexts.filter((t) => t.stages.includes(stage))
  const candidates = byStage.filter((t) => !genre || t.kind === genre)
  const pool = candidates.length > 0 ? candidates : byStage.length > 0 ? byStage : literaryTexts
  const chosen = pool[seed % pool.length]!
  const first = r.objetivos[0]!
  const objective = (i: number) => r.objetivos[i % r.objetivos.length]!
  const actividades: TextoContent['actividades'] = [
    {
      momento: 'antes',
      consigna: `Lee el título «${chosen.titulo}». ¿De qué crees que tratará el texto? Escribe tu predicción.`,
      objetivo: first,
    },
    {
      momento: 'antes',
      consigna: `Este texto pertenece al género ${chosen.genero.toLowerCase()}. ¿Qué características de este género conoces?`,
      objetivo: first,
    },
    {
      momento: 'durante',
      consigna:
        'Subraya las palabras que no conozcas y, al terminar, averigua su significado con ayuda del glosario o del diccionario.',
      objetivo: objective(1),
    },
    {
      momento: 'durante',
      consigna:
        'Detén la lectura en la mitad del texto y anota qué crees que ocurrirá después. Al terminar, compara con lo que ocurrió.',
      objetivo: objective(1),
    },
    { momento: 'despues', consigna: chosen.preguntas.literal, objetivo: objective(2) },
    { momento: 'despues', consigna: chosen.preguntas.inferencial, objetivo: objective(3) },
    { momento: 'despues', consigna: chosen.preguntas.critica, objetivo: objective(4) },
    ...r.objetivos.map((objetivo) => ({
      momento: 'despues' as const,
      consigna: `Relaciona el texto con el objetivo ${quote(objetivo)}: explica con un ejemplo del texto cómo se aplica.`,
      objetivo,
    })),
    {
      momento: 'despues',
      consigna:
        'Escribe un final alternativo o una estrofa nueva para el texto, manteniendo su tono y sus personajes o imágenes.',
      objetivo: objective(r.objetivos.length),
    },
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

function romanNumeral(n: number) {
  const numerals = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']
  return numerals[n - 1] ?? String(n)
}

/** A stable number for a request, so the same request always gives the same draft. */
function seedOf(r: AiRequest) {
  const digest = createHash('sha256')
    .update(JSON.stringify([r.tipo, r.nivel, r.asignatura, r.objetivos, r.instrucciones]))
    .digest()
  return digest.readUInt32BE(0)
}

/**
 * The offline provider: a structured, editable draft built from the teacher's request,
 * deterministic and without network. Sections follow the objectives in the order given.
 */
export class PlantillasProvider implements AiProvider {
  readonly name = 'plantillas' as const

  async generate(request: AiRequest): Promise<AiContent> {
    const profile = profiles[areaOf(request.asignatura)]
    const content = (() => {
      switch (request.tipo) {
        case 'evaluacion':
          return evaluacion(request, profile)
        case 'rubrica':
          return rubrica(request, profile)
        case 'trabajo':
          return trabajo(request, profile)
        case 'escala':
          return escala(request, profile)
        case 'texto':
          return texto(request, seedOf(request))
      }
    })()
    // The drafts obey the same schema the AI must obey; a failure here is a bug, not bad input.
    const parsed = aiContentSchemas[request.tipo].safeParse(content)
    if (!parsed.success) {
      throw new Error(`plantilla de ${documentTypeLabels[request.tipo]} inválida: ${parsed.error.message}`)
    }
    return parsed.data
  }
}
