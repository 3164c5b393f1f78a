/**
 * Rubrics, appreciation scales and practical work composed for the task being assessed, from the task
 * catalogue (`../content/tareas`) and the instruments written per OA (`../content/instrumentos.ts`): the task
 * comes from the request's `tarea`, or is inferred from the instructions, the objectives and the subject; its
 * criteria, indicators and steps are the sentences written for it. Under an OA goes only what was written for
 * that OA and passes its check (`offObjective`): its content criterion, its indicator, its practical work
 * (the one written for the task asked, else its closest, else a related OA's labelled with that OA's code,
 * else none), each with an aviso when it is not the first choice. Objectives written as free text get the
 * subject's rows and a situation chosen by topic. No sentence is built from an objective's text.
 */
import type { AiRequest, EscalaContent, RubricaContent, TrabajoContent } from '@/api/contract/documento-contenido'
import { foldAccents } from '@/domain/text'
import { groupingLabel, readWishes } from '@/domain/wishes'
import { namesPhrase, offObjective } from '../content/checks'
import { instrumentosAll, instrumentosDe, type OaTrabajo } from '../content/instrumentos'
import { taskById, tasks } from '../content/tareas/catalogo'
import { contentFor, ownRow, subjectIndicator, subjectRows } from '../content/tareas/contenido'
import {
  type Band,
  bandOfLevel,
  type Situation,
  type Task,
  type TaskCriterion,
  type TaskIndicator,
  type TaskKind,
} from '../content/tareas/schema'
import { situations } from '../content/tareas/situaciones'
import { type CatalogueSubject, contentWords, findOa, levelIndex, type Oa } from '../curriculum/catalogue'
import { HttpError } from '../errors'
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
  if (asked) return { task: asked, band, avisos }
  const usual = taskById(defaultTask(r.tipo, materia, band))
  // No task asked: the task the OA's own practical works were written for, when the subject's usual one is not
  // among them (an OA on endangered animals is assessed on its poster, not on a lab report it has no
  // experiment for; a spelling OA not on an oral presentation).
  const first = resolveObjectives(r).find((o) => o.oa)?.oa
  const works = first ? worksOf(first.codigo) : []
  if (works.length > 0 && !works.some((w) => w.tareas.includes(usual.id))) {
    const own = works.flatMap((w) => w.tareas).find((id) => taskById(id).bandas.includes(band))
    if (own) return { task: taskById(own), band, avisos }
  }
  // A Lenguaje reading OA has no practical work of its own: what it asks (interpreting, analysing what was read)
  // is assessed on an essay from 7° Básico and on an oral presentation of the reading before, never on a letter
  // to the editor or a creative writing task it does not ask for.
  if (first?.materia === 'lenguaje' && works.length === 0 && first.eje === 'Lectura')
    return { task: taskById(band === 'b78' || band === 'media' ? 'ensayo' : 'exposicion_oral'), band, avisos }
  // Ciencias' usual practical work is a lab report on an experiment written for the OA; an OA with no
  // practical work (nor a related OA with one) gets an investigation of its topic instead, said in an aviso.
  const oa = r.tipo === 'trabajo' ? resolveObjectives(r).find((o) => o.oa)?.oa : undefined
  if (oa && usual.situacion === 'experimento' && worksOf(oa.codigo).length === 0 && !relatedWithWorks(oa, usual)) {
    const investigation = taskById('investigacion')
    avisos.push(
      `${oa.codigo} no tiene todavía en Pizarra un experimento escrito para él: el trabajo práctico es ${articled(investigation)} sobre el tema del objetivo, en lugar del informe de laboratorio.`,
    )
    return { task: investigation, band, avisos }
  }
  return { task: usual, band, avisos }
}

/**
 * Avisos of the task choice and of the content an OA does not have yet (a criterion, an indicator, a practical
 * work), for the answer shown to the teacher.
 */
export function instrumentAvisos(r: AiRequest): string[] {
  if (r.tipo !== 'rubrica' && r.tipo !== 'escala' && r.tipo !== 'trabajo') return []
  const { task, band, avisos } = chooseTask(r)
  return [...avisos, ...contentAvisos(r, task), ...(r.tipo === 'trabajo' ? chooseWork(r, task, band, 0).avisos : [])]
}

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

/** The text a check reads in a criterion: its name and its four descriptors. */
const criterionText = (c: TaskCriterion) => [c.nombre, ...c.descriptores].join(' ')
/**
 * An indicator is on its OA when each of its two persons is: a scale prints one of them (the third person, or
 * the first for a self-assessment), so each must name the OA's content on its own.
 */
const indicatorOff = (codigo: string, i: TaskIndicator) =>
  offObjective(codigo, { tipo: 'indicador', texto: i.tercera }) ??
  offObjective(codigo, { tipo: 'indicador', texto: i.primera })
/** A practical work's situation as its OA's check reads it: its title and what the students read. */
const workText = (w: Pick<OaTrabajo, 'titulo' | 'presentacion'>) => [w.titulo, ...w.presentacion].join(' ')

/**
 * The content criterion and indicator written for an OA: its row of `content/instrumentos.ts`, else its own
 * row of `tareas/contenido.ts`; each only when it passes the OA's check (`offObjective`). Never the subject's
 * general rows: those are for objectives written as free text.
 */
function ownContent(codigo: string): { criterio?: TaskCriterion; indicador?: TaskIndicator } {
  const written = instrumentosDe(codigo) ?? ownRow(codigo)
  if (!written) return {}
  const criterio = offObjective(codigo, { tipo: 'criterio', texto: criterionText(written.criterio) })
    ? undefined
    : written.criterio
  const indicador = indicatorOff(codigo, written.indicador) ? undefined : written.indicador
  return { ...(criterio ? { criterio } : {}), ...(indicador ? { indicador } : {}) }
}

/** A content row of an instrument: under an OA (its code) or under a free-text objective. */
interface ContentRow {
  objective: Objective
  criterio?: TaskCriterion
  indicador?: TaskIndicator
}

/**
 * One content row per objective: for an OA, what was written for it (and is on it), or nothing; for an
 * objective written as free text, the subject's row for the axis (several, so two do not get the same).
 */
function contentRows(objectives: Objective[], materia: CatalogueSubject | undefined): ContentRow[] {
  return objectives.map((objective, i) => {
    if (objective.oa) return { objective, ...ownContent(objective.oa.codigo) }
    const row = contentFor(undefined, materia, undefined, i)
    return { objective, criterio: row.criterio, indicador: row.indicador }
  })
}

/** The avisos of the content rows an OA lacks: said, never filled with another OA's or the subject's rows. */
function contentAvisos(r: AiRequest, task: Task): string[] {
  if (r.tipo !== 'rubrica' && r.tipo !== 'escala' && r.tipo !== 'trabajo') return []
  const rows = contentRows(resolveObjectives(r), subjectOfRequest(r.asignatura))
  const out: string[] = []
  for (const row of rows) {
    const codigo = row.objective.oa?.codigo
    if (!codigo) continue
    if (r.tipo === 'rubrica' && !row.criterio)
      out.push(
        `${codigo} no tiene todavía en Pizarra un criterio de contenido escrito para él: la rúbrica evalúa ${articled(task)}; puede agregar el criterio del objetivo en el editor.`,
      )
    if (r.tipo === 'trabajo' && !row.criterio)
      out.push(
        `${codigo} no tiene todavía en Pizarra un criterio de contenido escrito para él: la pauta del trabajo práctico evalúa ${articled(task)}; puede agregar el criterio del objetivo en el editor.`,
      )
    if (r.tipo === 'escala' && !row.indicador)
      out.push(
        `${codigo} no tiene todavía en Pizarra un indicador escrito para él: la escala observa ${articled(task)}; puede agregar indicadores del objetivo en el editor.`,
      )
  }
  return out
}

/**
 * A rubric: the task's criteria (3–5), then the content criterion written for each resolved OA (labelled with
 * its code; an OA without one gets none, and an aviso), or the subject's row for an objective written as free
 * text; four levels of 4 to 1 points.
 */
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
    ...contentRows(objectives, materia).flatMap((row) =>
      row.criterio
        ? [
            {
              objetivo: objectiveLine(row.objective),
              criterio: row.objective.oa ? `${row.criterio.nombre} (${row.objective.oa.codigo})` : row.criterio.nombre,
              descriptores: [...row.criterio.descriptores],
            },
          ]
        : [],
    ),
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
/** "del debate", "de la maqueta". */
const ofTask = (task: Task) => `de ${articled(task)}`.replace(/^de el /, 'del ')
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** Observation repeated over time (a frequency scale) rather than one performance. */
const repeatedObservation = (instrucciones: string) =>
  /\b(durante el semestre|durante la unidad|todas las clases|cada clase|varias clases|a lo largo|registro continuo|seguimiento|frecuencia)\b/.test(
    fold(instrucciones),
  )

const selfAssessment = (instrucciones: string) => /\bauto ?evalua/.test(fold(instrucciones))

/**
 * An appreciation scale: the indicators of the task's performance, then the indicator written for each
 * resolved OA (none, and an aviso, when it has none yet), or two of the subject's for a free-text objective. Logrado / Medianamente logrado / Por lograr for one performance; Siempre to Nunca only when the
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
    ...contentRows(objectives, materia).flatMap((row, i) => {
      if (row.objective.oa)
        return row.indicador ? [{ objetivo: objectiveLine(row.objective), indicadores: [person(row.indicador)] }] : []
      // A free-text objective: the subject's two rows for it.
      const second = subjectIndicator(materia, undefined, i + 1)
      const indicadores = [...new Set([person(row.indicador!), person(second)])]
      return [{ objetivo: objectiveLine(row.objective), indicadores }]
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

/** What a practical work works on: a situation of `tareas/situaciones.ts` or one written for an OA. */
type WorkSituation = Pick<Situation, 'tipo' | 'titulo' | 'presentacion' | 'tabla' | 'materiales' | 'pasos'>

/**
 * The situation of a practical work for objectives written as free text: by subject, band and the
 * objectives' topic words (`tareas/situaciones.ts`). Never for an OA: an OA works on its own practical work.
 */
function chooseSituation(
  task: Task,
  band: Band,
  materia: CatalogueSubject | undefined,
  objectives: Objective[],
  seed: number,
): Situation | undefined {
  const ofSubject = situations.filter((s) => s.materia === materia && s.bandas.includes(band))
  if (ofSubject.length === 0) return undefined
  const focus = new Set(objectives.flatMap((o) => contentWords(`${o.texto}`).map((w) => foldAccents(w).slice(0, 5))))
  const wanted = band === 'b12' && task.situacion !== 'problema' ? ['cuento', task.situacion] : [task.situacion]
  const scored = ofSubject.map((s) => ({
    s,
    score: (wanted.includes(s.tipo) ? 100 : 0) + s.tema.split(' ').filter((w) => focus.has(w.slice(0, 5))).length * 10,
  }))
  const top = Math.max(...scored.map((x) => x.score))
  const best = scored.filter((x) => x.score === top)
  return best[seed % best.length]!.s
}

/** The practical works written for an OA that pass its check (a work off its OA is never given). */
const worksOf = (codigo: string): OaTrabajo[] =>
  (instrumentosDe(codigo)?.trabajos ?? []).filter(
    (w) => offObjective(codigo, { tipo: 'tarea', texto: workText(w) }) === undefined,
  )

/** Works that name the topic the teacher asked ("sobre el pingüino de Humboldt") first, when any does. */
function onTopic(works: OaTrabajo[], tema: string | undefined): OaTrabajo[] {
  if (!tema) return works
  const all = (w: OaTrabajo) =>
    [workText(w), ...w.pasos.map((p) => p.descripcion), ...(w.tabla?.filas.flat() ?? [])].join(' ')
  const named = works.filter((w) => namesPhrase(all(w), tema))
  return named.length > 0 ? named : works
}

/** The names of the tasks a work was written for: "una maqueta o un afiche". */
const tasksNamed = (kinds: readonly TaskKind[]) =>
  kinds.map((k) => articled(taskById(k))).join(kinds.length === 2 ? ' o ' : ', ')

/**
 * The OA of the same subject and axis, of the level or the next one down or up, whose practical works are
 * written (the closest first): a work of one of them is given, labelled with its own code, when the OA asked
 * has none.
 */
function relatedWithWorks(oa: Oa, task: Task): { oa: Oa; works: OaTrabajo[] } | undefined {
  const level = levelIndex(oa.nivel)
  const near = instrumentosAll()
    .filter((row) => row.codigo !== oa.codigo && row.trabajos.length > 0)
    .map((row) => findOa(row.codigo))
    .filter((o): o is Oa => !!o && o.materia === oa.materia && o.eje === oa.eje)
    .map((o) => ({ o, distance: Math.abs(levelIndex(o.nivel) - level) * 100 + Math.abs(o.numero - oa.numero) }))
    .filter((x) => x.distance < 200)
    .sort((a, b) => a.distance - b.distance)
    .map(({ o }) => ({ oa: o, works: worksOf(o.codigo) }))
    .filter((x) => x.works.length > 0)
  // The closest whose works include one written for the task asked, else the closest.
  return near.find((x) => x.works.some((w) => w.tareas.includes(task.id))) ?? near[0]
}

/** The practical work chosen for a request, whose OA it is about, and what the teacher is told about it. */
interface ChosenWork {
  situation?: WorkSituation
  /** The OA the situation was written for (the one asked, or a related one labelled with its code). */
  oa?: Oa
  related: boolean
  avisos: string[]
}

/**
 * The practical work of a request. For the first resolved OA: its own work written for the task asked, else
 * its own work closest to the task (the same kind of situation first) with an aviso, else a work of a related
 * OA (same axis, near level) labelled with its code, else the task's own steps on the OA's topic and an
 * aviso that says so — or, for a task that needs an experiment or a problem (a lab report, problem solving),
 * no practical work: the request is refused (422) with a message that says why. For
 * objectives written as free text, a situation of `tareas/situaciones.ts` by topic. A topic named in the
 * instructions picks, among the works that fit, those about it. The avisos do not depend on the seed.
 */
function chooseWork(r: AiRequest, task: Task, band: Band, seed: number): ChosenWork {
  const objectives = resolveObjectives(r)
  const withOa = objectives.filter((o) => o.oa)
  const tema = readWishes(r.instrucciones).tema
  if (withOa.length === 0) {
    const situation = chooseSituation(task, band, subjectOfRequest(r.asignatura), objectives, seed)
    return { ...(situation ? { situation } : {}), related: false, avisos: [] }
  }
  const oa = withOa[0]!.oa!
  const others = withOa.slice(1).map((o) => o.oa!.codigo)
  const alsoAsked =
    others.length > 0
      ? [
          `La situación del trabajo práctico es de ${oa.codigo}; ${others.join(', ')} ${others.length === 1 ? 'se evalúa' : 'se evalúan'} en la pauta con su criterio de contenido.`,
        ]
      : []
  const own = worksOf(oa.codigo)
  const forTask = own.filter((w) => w.tareas.includes(task.id))
  if (forTask.length > 0) {
    const pool = onTopic(forTask, tema)
    return { situation: pool[seed % pool.length]!, oa, related: false, avisos: alsoAsked }
  }
  if (own.length > 0) {
    // The closest: a work on the same kind of situation (an experiment for a lab report) before the rest.
    const closest = [...own].sort((a, b) => Number(b.tipo === task.situacion) - Number(a.tipo === task.situacion))
    const work = onTopic(closest, tema)[0]!
    return {
      situation: work,
      oa,
      related: false,
      avisos: [
        `${oa.codigo} no tiene todavía en Pizarra un trabajo práctico escrito para ${articled(task)}: se entrega el suyo escrito para ${tasksNamed(work.tareas)}, con los pasos ${ofTask(task)}.`,
        ...alsoAsked,
      ],
    }
  }
  const related = relatedWithWorks(oa, task)
  if (related) {
    const forTaskRelated = related.works.filter((w) => w.tareas.includes(task.id))
    const work = onTopic(forTaskRelated.length > 0 ? forTaskRelated : related.works, tema)[0]!
    return {
      situation: work,
      oa: related.oa,
      related: true,
      avisos: [
        `${oa.codigo} no tiene todavía en Pizarra un trabajo práctico: se entrega uno de ${related.oa.codigo}, objetivo del mismo eje (${related.oa.eje.toLowerCase()}) de ${related.oa.nivel}, indicado con su código.`,
        ...alsoAsked,
      ],
    }
  }
  const none = `${oa.codigo} no tiene todavía en Pizarra un trabajo práctico escrito para él, ni un objetivo relacionado que lo tenga`
  // A lab report works on an experiment and a problem-solving task on a problem: without the OA's own, there
  // is no practical work to give (and none of another unit is given in its place).
  if (task.situacion === 'experimento' || task.situacion === 'problema')
    throw new HttpError(
      422,
      `${none}: ${articled(task)} necesita ${task.situacion === 'experimento' ? 'un experimento' : 'un problema'} del objetivo, y no se entrega uno de otra unidad. Pida otra tarea (una maqueta, un afiche, una exposición oral, un debate), que se hace sobre el tema del objetivo, u otro tipo de documento.`,
    )
  return {
    oa,
    related: false,
    avisos: [
      `${none}: el documento trae los pasos ${ofTask(task)} sobre el tema del objetivo, sin una situación de otra unidad; escriba en el editor la situación que trabajarán.`,
      ...alsoAsked,
    ],
  }
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
  const chosen = chooseWork(r, task, band, seed)
  const situation = chosen.situation
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
    titulo: situation
      ? `${nombre}: ${situation.titulo}${chosen.related && chosen.oa ? ` (${chosen.oa.codigo})` : ''}`
      : `${nombre} de ${r.asignatura}`,
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
      ...workContentRows(objectives, materia, chosen).map((row) => ({
        criterio: row.codigo ? `${row.codigo}: ${row.criterio.nombre}` : row.criterio.nombre,
        descripcion: row.criterio.descriptores[0],
        puntaje: 6,
      })),
      ...criteriaFor(task, band).map((c) => ({ criterio: c.nombre, descripcion: c.descriptores[0], puntaje: 4 })),
    ].slice(0, 16),
  }
}

/**
 * The content criteria of a practical work: the one written for the OA its situation is about (a related
 * OA's under that OA's code), then those of the request's other OA, and the subject's rows for free-text
 * objectives. An OA without a criterion written for it gets none.
 */
function workContentRows(objectives: Objective[], materia: CatalogueSubject | undefined, chosen: ChosenWork) {
  const rows = contentRows(objectives, materia).map((row) => ({
    codigo: row.objective.oa?.codigo,
    criterio: row.criterio,
  }))
  const relatedRow =
    chosen.related && chosen.oa ? [{ codigo: chosen.oa.codigo, criterio: ownContent(chosen.oa.codigo).criterio }] : []
  // A work of a related OA is not about the first OA asked: that OA's criterion would grade what was not done.
  const asked = chosen.related ? rows.filter((row) => row.codigo !== objectives.find((o) => o.oa)?.oa?.codigo) : rows
  return [...relatedRow, ...asked].filter(
    (row): row is { codigo: string | undefined; criterio: TaskCriterion } => !!row.criterio,
  )
}

/** The objective of a request whose line heads a group of rows, if it is one of them. */
const objectiveOfLine = (r: AiRequest, line: string) => resolveObjectives(r).find((o) => objectiveLine(o) === line)

/**
 * Replacement options for one element, for `regenerate`: for a task row, the task's other criteria and those
 * of tasks of the same kind; for an OA's row, the criterion written for that OA (never another OA's or the
 * subject's); for a free-text objective's row, the subject's content criteria.
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
  const taskCriteria = [...criteriaFor(task, band), ...others.flatMap((t) => criteriaFor(t, band))]
  if (objective?.oa) {
    const own = ownContent(objective.oa.codigo).criterio
    if (own)
      return [{ objetivo, criterio: `${own.nombre} (${objective.oa.codigo})`, descriptores: [...own.descriptores] }]
    // An OA without a criterion of its own: the row becomes a task criterion, under the task's line.
    return taskCriteria.map((c) => ({
      objetivo: taskLine(task),
      criterio: c.nombre,
      descriptores: [...c.descriptores],
    }))
  }
  const criteria = objective ? subjectRows(materia, undefined).map((row) => row.criterio) : taskCriteria
  return criteria.map((c) => ({ objetivo, criterio: c.nombre, descriptores: [...c.descriptores] }))
}

/**
 * Replacement indicators: the task's and other tasks' for the task section and for an OA without its own
 * indicator; the OA's own for an OA's section; the subject's for a free-text objective's.
 */
export function indicatorOptions(r: AiRequest, objetivo: string): string[] {
  const { task } = chooseTask(r)
  const self = selfAssessment(r.instrucciones)
  const objective = objectiveOfLine(r, objetivo)
  const others = tasks.filter((t) => t.id !== task.id)
  const own = objective?.oa ? ownContent(objective.oa.codigo).indicador : undefined
  const indicators = own
    ? [own]
    : objective && !objective.oa
      ? subjectRows(subjectOfRequest(r.asignatura), undefined).map((row) => row.indicador)
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
