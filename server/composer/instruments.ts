/**
 * Rubrics, appreciation scales and practical work composed for the task being assessed, from the task
 * catalogue (`../content/tareas`): the task comes from the request's `tarea`, or is inferred from the instructions,
 * the objectives and the subject; its criteria, indicators and steps are the sentences written for it; one
 * content row per resolved OA comes from that OA's data or the subject's; a practical work works on a
 * situation (an experiment, a problem with data, a story, a source) chosen by subject, age band and topic,
 * with a schedule that shares the time asked among its steps. No sentence is built from an objective's text.
 */
import type { AiRequest, EscalaContent, RubricaContent, TrabajoContent } from '@/api/contract/documento-contenido'
import { foldAccents } from '@/domain/text'
import { groupingLabel, readWishes } from '@/domain/wishes'
import { taskById, tasks } from '../content/tareas/catalogo'
import { contentFor, subjectIndicator, subjectRows } from '../content/tareas/contenido'
import { type Band, bandOfLevel, type Situation, type Task, type TaskKind } from '../content/tareas/schema'
import { situations } from '../content/tareas/situaciones'
import { type CatalogueSubject, contentWords } from '../curriculum/catalogue'
import { levelOfRequest, type Objective, objectiveLine, resolveObjectives, subjectOfRequest } from './objectives'

const fold = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-zñ0-9]+/g, ' ')
    .trim()

const bandNames: Record<Band, string> = {
  b12: '1° y 2° Básico',
  b34: '3° y 4° Básico',
  b56: '5° y 6° Básico',
  b78: '7° y 8° Básico',
  media: 'Educación Media',
}

/** The task a document assesses, with the avisos of a task asked that could not be honoured. */
export interface ChosenTask {
  task: Task
  band: Band
  avisos: string[]
}

/** The task named in a text by its keywords, the longest match first ("carta al director" before "carta"). */
function taskNamedIn(text: string): Task | undefined {
  const t = ` ${fold(text)} `
  let best: { task: Task; length: number } | undefined
  for (const task of tasks)
    for (const clave of task.claves)
      if (t.includes(` ${clave} `) && (!best || clave.length > best.length)) best = { task, length: clave.length }
  return best?.task
}

/** The task a subject assesses by default for a document type and band. */
function defaultTask(tipo: AiRequest['tipo'], materia: CatalogueSubject | undefined, band: Band): TaskKind {
  const young = band === 'b12' || band === 'b34'
  switch (materia) {
    case 'matematica':
      return 'resolucion_problemas'
    case 'ciencias-naturales':
      return tipo === 'escala' ? 'informe_laboratorio' : 'informe_laboratorio'
    case 'lenguaje':
      if (tipo === 'escala') return 'exposicion_oral'
      return young || band === 'b56' ? 'escritura_creativa' : 'carta_director'
    case 'historia':
      return tipo === 'escala' ? 'exposicion_oral' : 'investigacion'
    default:
      return tipo === 'escala' ? 'exposicion_oral' : 'trabajo_grupo'
  }
}

/**
 * The task of a request: `tarea` when given (a letter with "director" or "opinión" in the request is a letter
 * to the editor; "experimento" is the lab report), otherwise one named in the instructions or objectives,
 * otherwise the subject's usual one. A task that does not suit the age band gives way to the usual one, with
 * an aviso.
 */
export function chooseTask(r: AiRequest): ChosenTask {
  const band = bandOfLevel(levelOfRequest(r.nivel))
  const materia = subjectOfRequest(r.asignatura)
  const said = fold(`${r.instrucciones} ${r.objetivos.join(' ')}`)
  const avisos: string[] = []
  let asked: Task | undefined
  if (r.tarea) {
    const id: TaskKind =
      r.tarea === 'experimento'
        ? 'informe_laboratorio'
        : r.tarea === 'carta' && /\b(director|opinion|diario)\b/.test(said)
          ? 'carta_director'
          : r.tarea
    asked = taskById(id)
  } else asked = taskNamedIn(r.instrucciones) ?? taskNamedIn(r.objetivos.join(' '))
  if (asked && !asked.bandas.includes(band)) {
    const fallback = taskById(defaultTask(r.tipo, materia, band))
    avisos.push(
      `${asked.nombre} se propone desde ${bandNames[asked.bandas[0]!]}; para ${r.nivel} el instrumento evalúa ${fallback.nombre.toLowerCase()}.`,
    )
    return { task: fallback, band, avisos }
  }
  return { task: asked ?? taskById(defaultTask(r.tipo, materia, band)), band, avisos }
}

/** Avisos of the task choice, for the answer shown to the teacher. */
export const instrumentAvisos = (r: AiRequest): string[] =>
  r.tipo === 'rubrica' || r.tipo === 'escala' || r.tipo === 'trabajo' ? chooseTask(r).avisos : []

/** The task's criteria written for the band, at most five. */
const criteriaFor = (task: Task, band: Band) =>
  task.criterios.filter((c) => !c.bandas || c.bandas.includes(band)).slice(0, 5)

const taskLine = (task: Task) => `Desempeño en la tarea: ${task.nombre.toLowerCase()}`

const rubricLevels = [
  { nombre: 'Logrado', puntaje: 4 },
  { nombre: 'Medianamente logrado', puntaje: 3 },
  { nombre: 'Por lograr', puntaje: 2 },
  { nombre: 'No logrado', puntaje: 1 },
]

/** One content row per objective: the OA's own criterion, or the subject's, never the objective's words. */
function contentRows(objectives: Objective[], materia: CatalogueSubject | undefined) {
  return objectives.map((o, i) => ({
    objective: o,
    ...contentFor(o.oa?.codigo, o.oa?.materia ?? materia, o.oa?.eje, i),
  }))
}

/** A rubric: the task's criteria (3–5), then one content criterion per objective; four levels of 4 to 1 points. */
export function composeRubrica(r: AiRequest): RubricaContent {
  const { task, band } = chooseTask(r)
  const objectives = resolveObjectives(r)
  const materia = subjectOfRequest(r.asignatura)
  const criterios: RubricaContent['criterios'] = [
    ...criteriaFor(task, band).map((c) => ({
      objetivo: taskLine(task),
      criterio: c.nombre,
      descriptores: [...c.descriptores],
    })),
    ...contentRows(objectives, materia).map((row) => ({
      objetivo: objectiveLine(row.objective),
      criterio: row.objective.oa ? `${row.criterio.nombre} (${row.objective.oa.codigo})` : row.criterio.nombre,
      descriptores: [...row.criterio.descriptores],
    })),
  ].slice(0, 24)
  const top = rubricLevels[0]!.puntaje
  const total = criterios.length * top
  return {
    tipo: 'rubrica',
    titulo: `Rúbrica: ${task.nombre.toLowerCase()}`,
    descripcion: [
      `Rúbrica analítica para evaluar ${articled(task)} en ${r.asignatura}, ${r.nivel}.`,
      `Producto: ${lowerFirst(task.producto)}`,
      `Cada uno de los ${criterios.length} criterios se evalúa en uno de cuatro niveles, de ${top} a 1 punto: el puntaje máximo es ${total} puntos y se convierte a nota con la tabla de exigencia del 60 %.`,
    ].join(' '),
    niveles: rubricLevels,
    criterios,
  }
}

/** "la carta al director", "el debate", "la exposición oral". */
function articled(task: Task): string {
  const name = task.nombre.toLowerCase()
  const feminine = /^(carta|exposici|maqueta|investigaci|escritura|resoluci|dramatizaci)/.test(name)
  return `${feminine ? 'la' : 'el'} ${name}`
}
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** Observation repeated over time (a frequency scale) rather than one performance. */
const repeatedObservation = (instrucciones: string) =>
  /\b(durante el semestre|durante la unidad|todas las clases|cada clase|varias clases|a lo largo|registro continuo|seguimiento|frecuencia)\b/.test(
    fold(instrucciones),
  )

const selfAssessment = (instrucciones: string) => /\bauto ?evalua/.test(fold(instrucciones))

/**
 * An appreciation scale: the indicators of the task's performance, then two content indicators per
 * objective. Logrado / Medianamente logrado / Por lograr for one performance; Siempre to Nunca only when the
 * instructions say the observation is repeated over time. In the first person when it is a self-assessment.
 */
export function composeEscala(r: AiRequest): EscalaContent {
  const { task } = chooseTask(r)
  const self = selfAssessment(r.instrucciones)
  const person = (i: { tercera: string; primera: string }) => (self ? i.primera : i.tercera)
  const objectives = resolveObjectives(r)
  const materia = subjectOfRequest(r.asignatura)
  const repeated = repeatedObservation(r.instrucciones)
  const niveles = repeated
    ? [
        { nombre: 'Siempre', puntaje: 3 },
        { nombre: 'Generalmente', puntaje: 2 },
        { nombre: 'A veces', puntaje: 1 },
        { nombre: 'Nunca', puntaje: 0 },
      ]
    : [
        { nombre: 'Logrado', puntaje: 2 },
        { nombre: 'Medianamente logrado', puntaje: 1 },
        { nombre: 'Por lograr', puntaje: 0 },
      ]
  const secciones: EscalaContent['secciones'] = [
    { objetivo: taskLine(task), indicadores: task.indicadores.slice(0, 6).map(person) },
    ...contentRows(objectives, materia).map((row, i) => {
      const second = subjectIndicator(
        row.objective.oa?.materia ?? materia,
        row.objective.oa?.eje,
        i + (row.propio ? 0 : 1),
      )
      const indicadores = [person(row.indicador), person(second)]
      return { objetivo: objectiveLine(row.objective), indicadores: [...new Set(indicadores)] }
    }),
  ].slice(0, 12)
  const count = secciones.reduce((n, s) => n + s.indicadores.length, 0)
  const total = count * niveles[0]!.puntaje
  const how = self
    ? 'Lee cada indicador y marca con una X el nivel que alcanzaste; responde con honestidad.'
    : repeated
      ? 'Marque con una X la frecuencia con que observó cada conducta durante el periodo.'
      : ['exposicion_oral', 'debate', 'dramatizacion'].includes(task.id)
        ? 'Marque con una X el nivel observado en cada indicador durante la presentación.'
        : 'Marque con una X el nivel observado en cada indicador mientras el estudiante trabaja y al revisar lo que entrega.'
  return {
    tipo: 'escala',
    titulo: self
      ? `Autoevaluación: ${task.nombre.toLowerCase()}`
      : `Escala de apreciación: ${task.nombre.toLowerCase()}`,
    descripcion: [
      self
        ? `Instrumento para que cada estudiante de ${r.nivel} evalúe su propio desempeño en ${articled(task)}.`
        : `Instrumento para observar el desempeño de cada estudiante de ${r.nivel} en ${articled(task)}.`,
      how,
      `Los ${count} indicadores suman un máximo de ${total} puntos, que se convierten a nota con exigencia del 60 %.`,
    ].join(' '),
    niveles,
    secciones,
  }
}

/** The situations a practical work may be about, best first: task kind, band, topic of the objectives. */
function chooseSituation(
  task: Task,
  band: Band,
  materia: CatalogueSubject | undefined,
  objectives: Objective[],
  seed: number,
): Situation | undefined {
  const ofSubject = situations.filter((s) => s.materia === materia && s.bandas.includes(band))
  if (ofSubject.length === 0) return undefined
  const focus = new Set(
    objectives.flatMap((o) =>
      contentWords(`${o.oa?.descripcion ?? o.texto} ${o.oa?.eje ?? ''}`).map((w) => foldAccents(w).slice(0, 5)),
    ),
  )
  const wanted = band === 'b12' && task.situacion !== 'problema' ? ['cuento', task.situacion] : [task.situacion]
  const scored = ofSubject.map((s) => ({
    s,
    score: (wanted.includes(s.tipo) ? 100 : 0) + s.tema.split(' ').filter((w) => focus.has(w.slice(0, 5))).length * 10,
  }))
  const top = Math.max(...scored.map((x) => x.score))
  const best = scored.filter((x) => x.score === top)
  return best[seed % best.length]!.s
}

/** Default length of a practical work by band: one 90-minute class for the youngest, up to three. */
const defaultMinutes: Record<Band, number> = { b12: 90, b34: 90, b56: 180, b78: 180, media: 270 }

/** Classes of 90 minutes asked in the instructions ("en 3 clases", "dos clases"). */
function classesIn(instrucciones: string): number | undefined {
  const words: Record<string, number> = { una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 }
  const m = /\b(\d|una|dos|tres|cuatro|cinco|seis) (?:clases?|sesiones?|bloques?)\b/.exec(fold(instrucciones))
  return m ? (words[m[1]!] ?? Number(m[1])) : undefined
}

interface TimedStep {
  titulo: string
  descripcion: string
  minutos: number
}

/** Shares `total` minutes among the steps by weight, in multiples of 5 minutes, at least 5 each. */
function timeSteps(steps: { titulo: string; descripcion: string; peso: number }[], total: number): TimedStep[] {
  const weight = steps.reduce((s, x) => s + x.peso, 0)
  const raw = steps.map((s) => Math.max(5, Math.round((total * s.peso) / weight / 5) * 5))
  // The last step absorbs the rounding so that the minutes add up to the time asked.
  const diff = total - raw.reduce((a, b) => a + b, 0)
  raw[raw.length - 1] = Math.max(5, raw[raw.length - 1]! + diff)
  return steps.map((s, i) => ({ titulo: s.titulo, descripcion: s.descripcion, minutos: raw[i]! }))
}

const classMinutes = 90

/** The schedule: minute ranges for one class; otherwise the steps grouped by class (of 90 minutes unless asked). */
function schedule(steps: TimedStep[], total: number, classMinutes: number): TrabajoContent['cronograma'] {
  if (total <= classMinutes) {
    let start = 0
    return steps.map((s) => {
      const row = { etapa: s.titulo, plazo: `Minutos ${start} a ${start + s.minutos}` }
      start += s.minutos
      return row
    })
  }
  const classes = new Map<number, string[]>()
  let elapsed = 0
  for (const s of steps) {
    const middle = elapsed + s.minutos / 2
    const n = Math.min(Math.ceil(total / classMinutes), Math.floor(middle / classMinutes) + 1)
    classes.set(n, [...(classes.get(n) ?? []), s.titulo])
    elapsed += s.minutos
  }
  return [...classes.entries()].map(([n, titles]) => ({
    etapa: titles.join('; '),
    plazo: `Clase ${n}`,
  }))
}

const youngModalidad = 'En parejas, con la guía del profesor o la profesora'

/**
 * A practical work: the situation to work on (experiment, problem, story, source) with its table, its steps
 * and then the task's own steps for the band, timed to the minutes asked (or the classes named in the
 * instructions, or the band's usual length); the assessment criteria are the task's and one content
 * criterion per objective, the content worth more.
 */
export function composeTrabajo(r: AiRequest, seed: number): TrabajoContent {
  const { task, band } = chooseTask(r)
  const materia = subjectOfRequest(r.asignatura)
  const objectives = resolveObjectives(r)
  const situation = chooseSituation(task, band, materia, objectives, seed)
  // The teacher's wishes: "dos clases de 90 minutos", "grupos de 4" (a grouping asked wins over the task's).
  const wishes = readWishes(r.instrucciones)
  const perClass = wishes.minutosPorSesion ?? classMinutes
  const classes = wishes.sesiones ?? classesIn(r.instrucciones)
  const total = r.duracion_minutos ?? (classes ? classes * perClass : defaultMinutes[band])
  const ownSteps = task.pasos.filter((p) => !p.bandas || p.bandas.includes(band))
  const steps = timeSteps([...(situation?.pasos ?? []), ...ownSteps].slice(0, 12), total)
  const descripcion = situation
    ? situation.presentacion.join('\n')
    : `En este trabajo elaborarás ${lowerFirst(task.producto)}`
  // A story for the youngest brings its own materials; the task's (a lab coat, a report) are not theirs.
  const story = situation?.tipo === 'cuento' && band === 'b12'
  const materiales = [
    ...new Set([...(situation?.materiales ?? []), ...(story ? ['Cuaderno'] : task.materiales)]),
  ].slice(0, 20)
  const young = band === 'b12' ? task.pequenos : undefined
  const nombre = young?.nombre ?? task.nombre
  const sessions = Math.ceil(total / perClass)
  const lengthLine =
    total <= perClass
      ? `Tiempo: ${total} minutos de clase.`
      : `Tiempo: ${sessions} clases${wishes.minutosPorSesion || total % perClass === 0 ? ` de ${perClass} minutos` : ''}.`
  return {
    tipo: 'trabajo',
    titulo: situation ? `${nombre}: ${situation.titulo}` : `${nombre} de ${r.asignatura}`,
    descripcion: `${descripcion}\n${lengthLine}`,
    modalidad: wishes.agrupacion
      ? groupingLabel(wishes.agrupacion)
      : band === 'b12' && task.modalidad !== 'Individual'
        ? youngModalidad
        : task.modalidad,
    tabla: situation?.tabla
      ? { columnas: [...situation.tabla.columnas], filas: situation.tabla.filas.map((f) => [...f]) }
      : null,
    producto: young?.producto ?? task.producto,
    materiales: materiales.length > 0 ? materiales : ['Cuaderno y lápiz'],
    pasos: steps.map((s) => ({ titulo: s.titulo, descripcion: `${s.descripcion} Tiempo: ${s.minutos} minutos.` })),
    cronograma: schedule(steps, total, perClass),
    criterios: [
      ...contentRows(objectives, materia).map((row) => ({
        criterio: row.objective.oa ? `${row.objective.oa.codigo}: ${row.criterio.nombre}` : row.criterio.nombre,
        descripcion: row.criterio.descriptores[0],
        puntaje: 6,
      })),
      ...criteriaFor(task, band).map((c) => ({ criterio: c.nombre, descripcion: c.descriptores[0], puntaje: 4 })),
    ].slice(0, 16),
  }
}

/** The objective of a request whose line heads a group of rows, if it is one of them. */
const objectiveOfLine = (r: AiRequest, line: string) => resolveObjectives(r).find((o) => objectiveLine(o) === line)

/**
 * Replacement options for one element, for `regenerate`: for a task row, the task's other criteria and those
 * of tasks of the same kind; for an objective's row, the subject's content criteria for that OA's axis.
 */
export function rubricOptions(r: AiRequest, objetivo: string): RubricaContent['criterios'] {
  const { task, band } = chooseTask(r)
  const objective = objectiveOfLine(r, objetivo)
  const materia = objective?.oa?.materia ?? subjectOfRequest(r.asignatura)
  // Tasks of the same kind first (a lab report's neighbours are other experiments), then the rest.
  const others = [
    ...tasks.filter((t) => t.id !== task.id && t.situacion === task.situacion),
    ...tasks.filter((t) => t.id !== task.id && t.situacion !== task.situacion),
  ]
  const criteria = objective
    ? subjectRows(materia, objective.oa?.eje).map((row) => row.criterio)
    : [...criteriaFor(task, band), ...others.flatMap((t) => criteriaFor(t, band))]
  return criteria.map((c) => ({ objetivo, criterio: c.nombre, descriptores: [...c.descriptores] }))
}

/** Replacement indicators: the task's and other tasks' for the task section, the subject's for an objective's. */
export function indicatorOptions(r: AiRequest, objetivo: string): string[] {
  const { task } = chooseTask(r)
  const self = selfAssessment(r.instrucciones)
  const objective = objectiveOfLine(r, objetivo)
  const others = tasks.filter((t) => t.id !== task.id)
  const indicators = objective
    ? subjectRows(objective.oa?.materia ?? subjectOfRequest(r.asignatura), objective.oa?.eje).map(
        (row) => row.indicador,
      )
    : [...task.indicadores, ...others.flatMap((t) => t.indicadores)]
  return indicators.map((i) => (self ? i.primera : i.tercera))
}

export function stepOptions(r: AiRequest): TrabajoContent['pasos'] {
  const { task, band } = chooseTask(r)
  const others = tasks.filter((t) => t.id !== task.id)
  return [...task.pasos, ...others.flatMap((t) => t.pasos)]
    .filter((p) => !p.bandas || p.bandas.includes(band))
    .map((p) => ({ titulo: p.titulo, descripcion: p.descripcion }))
}
