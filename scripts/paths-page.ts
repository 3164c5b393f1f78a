/**
 * The page `npm run paths -- --html` writes (artifacts/paths/index.html): every machine's statechart laid
 * out by ELK (elkjs, run here in Node) and drawn as inline SVG, with its shortest paths as a list that
 * highlights a path's states and transitions on the drawing, and the model test that replays them.
 * One self-contained file: no script or style from elsewhere, opened from disk.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getShortestPaths, type StatePath } from '@xstate/graph'
import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import escapeHtml from 'escape-html'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'

/** A state of the drawing: a state node of the machine. */
export interface ChartState {
  id: string
  /** Its key in its parent (the root's is the machine's id). */
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  parent: string | null
  /** For a compound state: the id of the child it starts in. */
  initial: string | null
}

/** An arrow of the drawing: one target of one transition the machine defines. */
export interface ChartTransition {
  id: string
  source: string
  target: string
  /** `cell.commit`, `after autosaveDelay`, `done saveColumn`, `always`… */
  event: string
  guard: string | null
  /** Leaves the state it is in without a target: drawn as a loop. */
  internal: boolean
}

export interface ChartPath {
  /** `idle → form.submit → submitting`, as `npm run paths` prints it. */
  text: string
  /** The state value it reaches, as text. */
  reaches: string
  /** Every state node active at some step (the ids of the drawing). */
  states: string[]
  /** Every transition taken (ids of the drawing), initial arrows included. */
  transitions: string[]
}

export interface MachineChart {
  name: string
  /** The machine's file, relative to the repository. */
  file: string
  states: ChartState[]
  transitions: ChartTransition[]
  paths: ChartPath[]
  /** The model test that replays the paths (relative to the repository), or null when none does. */
  testFile: string | null
}

const walk = (node: AnyStateNode, visit: (node: AnyStateNode) => void) => {
  visit(node)
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, visit)
}

/** An event type as the drawing names it: XState's internal delayed/done/error events shortened. */
export function eventName(type: string): string {
  if (type === '') return 'always'
  const after = /^xstate\.after\.(.+?)\.[^.]+(\..+)?$/.exec(type)
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (actor) return `${actor[1]} ${actor[2]}`
  const state = /^xstate\.done\.state\.(.+)$/.exec(type)
  if (state) return `done ${state[1]!.split('.').at(-1)}`
  return type
}

function guardName(guard: unknown): string | null {
  if (guard == null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards
    const name = guard.name.replace(/^bound /, '')
    return inner ? `${name}(${inner.map(guardName).join(', ')})` : name || 'guard'
  }
  return 'guard'
}

const transitionId = (source: string, eventType: string, index: number, target: string) =>
  `t:${source}:${eventType === '' ? '(always)' : eventType}#${index}>${target}`
const initialId = (parent: string) => `i:${parent}`

/** The machine's states and transitions, as the drawing shows them. */
export function chartOf(machine: AnyStateMachine): Pick<MachineChart, 'states' | 'transitions'> {
  const states: ChartState[] = []
  const transitions: ChartTransition[] = []
  walk(machine.root, (node) => {
    const initial =
      node.type === 'compound' ? ((node.initial?.target?.[0] as AnyStateNode | undefined)?.id ?? null) : null
    states.push({ id: node.id, key: node.key, type: node.type, parent: node.parent?.id ?? null, initial })
    const add = (eventType: string, candidates: readonly { target?: readonly AnyStateNode[]; guard?: unknown }[]) => {
      for (const [index, t] of candidates.entries()) {
        const targets = t.target && t.target.length > 0 ? t.target : [node]
        for (const target of targets) {
          transitions.push({
            id: transitionId(node.id, eventType, index, target.id),
            source: node.id,
            target: target.id,
            event: eventName(eventType),
            guard: guardName(t.guard),
            internal: !t.target || t.target.length === 0,
          })
        }
      }
    }
    for (const [eventType, candidates] of node.transitions) add(eventType, candidates)
    if (node.always) add('', node.always)
  })
  return { states, transitions }
}

const valueText = (s: AnyMachineSnapshot) => JSON.stringify(s.value).replaceAll('"', '')

/** The ids of the drawing a path goes through: its states, its transitions and the initial arrows it follows. */
export function pathOf(
  machine: AnyStateMachine,
  statePath: StatePath<AnyMachineSnapshot, EventObject>,
  chart: Pick<MachineChart, 'states'>,
): ChartPath {
  const states = new Set<string>()
  const transitions = new Set<string>()
  let previous: AnyMachineSnapshot | null = null
  for (const step of statePath.steps) {
    const snapshot = step.state as AnyMachineSnapshot
    for (const node of snapshot._nodes as AnyStateNode[]) states.add(node.id)
    if (previous && step.event.type !== 'xstate.init') {
      for (const t of machine.getTransitionData(previous as never, step.event as never) as {
        source: AnyStateNode
        eventType: string
        target?: AnyStateNode[]
      }[]) {
        const candidates = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
        const index = candidates.indexOf(t as never)
        for (const target of t.target && t.target.length > 0 ? t.target : [t.source]) {
          transitions.add(transitionId(t.source.id, t.eventType, index, target.id))
        }
      }
    }
    previous = snapshot
  }
  // The initial arrow of a compound state is followed when the path is in its initial child.
  for (const s of chart.states) if (s.initial && states.has(s.initial)) transitions.add(initialId(s.id))
  const text = statePath.steps
    .map((s, i) =>
      i === 0
        ? valueText(s.state as AnyMachineSnapshot)
        : `${s.event.type} → ${valueText(s.state as AnyMachineSnapshot)}`,
    )
    .join(' → ')
  return {
    text,
    reaches: valueText(statePath.state as AnyMachineSnapshot),
    states: [...states],
    transitions: [...transitions],
  }
}

/**
 * The model test that replays a machine's paths: the tests/model file that imports `./<name>.events`
 * and computes its shortest paths (`shortestPaths` of graph.ts or @xstate/graph's `getShortestPaths`).
 */
export function testFileOf(name: string, modelDir = 'tests/model'): string | null {
  const files = readdirSync(modelDir)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .sort()
  // The machine's own test first, then any other that replays it.
  const ordered = [
    ...files.filter((f) => f.startsWith(`${name}.test.`)),
    ...files.filter((f) => !f.startsWith(`${name}.test.`)),
  ]
  for (const file of ordered) {
    const source = readFileSync(path.join(modelDir, file), 'utf8')
    const imports = new RegExp(`from '\\./${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.events'`).test(source)
    if (imports && /\b(getShortestPaths|shortestPaths)\(/.test(source)) return path.posix.join(modelDir, file)
  }
  return null
}

interface EventsModule {
  machine: AnyStateMachine
  events: EventObject[]
  input?: unknown
  serializeState?: unknown
}

/** The shortest paths `npm run paths` prints, from the events module of tests/model. */
export function shortestPathsOf(module: EventsModule) {
  return getShortestPaths(module.machine, {
    events: module.events,
    ...(module.input === undefined ? {} : { input: module.input }),
    ...(module.serializeState ? { serializeState: module.serializeState } : {}),
  } as never) as StatePath<AnyMachineSnapshot, EventObject>[]
}

/** Everything the page shows of one machine. */
export function machineChart(name: string, module: EventsModule, modelDir = 'tests/model'): MachineChart {
  const chart = chartOf(module.machine)
  return {
    name,
    file: `src/machines/${name}.machine.ts`,
    ...chart,
    paths: shortestPathsOf(module).map((p) => pathOf(module.machine, p, chart)),
    testFile: testFileOf(name, modelDir),
  }
}

// ─── Layout (ELK) ────────────────────────────────────────────────────────────────────────────────────────

/** Labels are drawn in a monospace font of this size, so their width is known before drawing. */
const fontSize = 12
const charWidth = fontSize * 0.61
const textWidth = (text: string) => Math.ceil(text.length * charWidth)
const stateFont = 13
const stateCharWidth = stateFont * 0.61

interface Box {
  x: number
  y: number
  width: number
  height: number
}
interface PlacedLabel extends Box {
  text: string
}
export interface Layout {
  width: number
  height: number
  states: Map<string, Box & { label: PlacedLabel | null }>
  transitions: Map<string, { points: { x: number; y: number }[]; label: PlacedLabel | null }>
}

const edgeLabel = (t: ChartTransition) => (t.guard ? `${t.event} [${t.guard}]` : t.event)

/** Lays the statechart out with ELK's layered algorithm, nested states inside their parents. */
export async function layout(chart: Pick<MachineChart, 'states' | 'transitions'>): Promise<Layout> {
  const children = new Map<string | null, ChartState[]>()
  for (const s of chart.states) children.set(s.parent, [...(children.get(s.parent) ?? []), s])
  const nodeOf = (s: ChartState): ElkNode => {
    const kids = children.get(s.id) ?? []
    const label: ElkLabel = {
      id: `l:${s.id}`,
      text: s.key,
      width: Math.ceil(s.key.length * stateCharWidth),
      height: 16,
    }
    if (kids.length === 0) {
      return { id: s.id, width: Math.max(72, label.width! + 28), height: 34, labels: [label] }
    }
    const nested: ElkNode[] = kids.map(nodeOf)
    if (s.initial) nested.unshift({ id: `dot:${s.id}`, width: 12, height: 12 })
    return {
      id: s.id,
      labels: [label],
      children: nested,
      layoutOptions: {
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
        'elk.nodeSize.constraints': 'NODE_LABELS MINIMUM_SIZE',
        'elk.padding': '[top=34,left=16,bottom=16,right=16]',
        // A parallel state's regions side by side, each region's states from left to right.
        ...(s.type === 'parallel' ? { 'elk.direction': 'DOWN' } : {}),
      },
    }
  }
  const root = chart.states.find((s) => s.parent === null)!
  const edges: ElkExtendedEdge[] = [
    ...chart.states
      .filter((s) => s.initial)
      .map((s) => ({ id: initialId(s.id), sources: [`dot:${s.id}`], targets: [s.initial!] })),
    ...chart.transitions.map((t) => {
      const text = edgeLabel(t)
      return {
        id: t.id,
        sources: [t.source],
        targets: [t.target],
        labels: [{ id: `l:${t.id}`, text, width: textWidth(text) + 8, height: fontSize + 6 }],
      }
    }),
  ]
  const graph: ElkNode = {
    id: '(canvas)',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeNode': '18',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [nodeOf(root)],
    edges,
  }
  const out = await new ELK().layout(graph)
  const result: Layout = { width: out.width ?? 0, height: out.height ?? 0, states: new Map(), transitions: new Map() }
  const place = (node: ElkNode) => {
    const label = node.labels?.[0]
    result.states.set(node.id, {
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
      label: label ? placedLabel(label) : null,
    })
    for (const child of node.children ?? []) place(child)
  }
  for (const child of out.children ?? []) place(child)
  for (const edge of (out.edges ?? []) as ElkExtendedEdge[]) {
    const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
    const label = edge.labels?.[0]
    result.transitions.set(edge.id, { points, label: label ? placedLabel(label) : null })
  }
  return result
}

const placedLabel = (l: ElkLabel): PlacedLabel => ({
  text: l.text ?? '',
  x: l.x ?? 0,
  y: l.y ?? 0,
  width: l.width ?? 0,
  height: l.height ?? 0,
})

// ─── Drawing and page ───────────────────────────────────────────────────────────────────────────────────

const attr = (value: string) => escapeHtml(value)
const round = (n: number) => Math.round(n * 10) / 10

/** The statechart as SVG: every element carries `data-id`, the id the paths' lists name. */
export function svgOf(chart: MachineChart, placed: Layout): string {
  const parts: string[] = []
  const byDepth = [...chart.states].sort((a, b) => depth(chart, a) - depth(chart, b))
  for (const s of byDepth) {
    const box = placed.states.get(s.id)
    if (!box) continue
    const isRoot = s.parent === null
    const compound = s.type === 'compound' || s.type === 'parallel'
    const parent = chart.states.find((p) => p.id === s.parent)
    const region = parent?.type === 'parallel'
    const classes = ['state', s.type, isRoot ? 'root' : '', region ? 'region' : ''].filter(Boolean).join(' ')
    parts.push(
      `<g class="${classes}" data-id="${attr(s.id)}"><title>${attr(s.id)}${s.type === 'parallel' ? ' (paralelo)' : ''}${s.type === 'final' ? ' (final)' : ''}</title>`,
    )
    parts.push(
      `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="${compound ? 10 : 8}"/>`,
    )
    if (s.type === 'final') {
      parts.push(
        `<rect class="inner" x="${round(box.x + 3)}" y="${round(box.y + 3)}" width="${round(box.width - 6)}" height="${round(box.height - 6)}" rx="6"/>`,
      )
    }
    const label = box.label
    if (label) {
      const text = `${s.key}${s.type === 'parallel' ? ' ∥' : ''}`
      if (compound) {
        parts.push(`<text class="state-label" x="${round(label.x)}" y="${round(label.y + 12)}">${attr(text)}</text>`)
      } else {
        parts.push(
          `<text class="state-label" x="${round(box.x + box.width / 2)}" y="${round(box.y + box.height / 2 + 4.5)}" text-anchor="middle">${attr(text)}</text>`,
        )
      }
    }
    parts.push('</g>')
    if (s.initial) {
      const dot = placed.states.get(`dot:${s.id}`)
      if (dot) parts.push(`<circle class="initial" cx="${round(dot.x + 6)}" cy="${round(dot.y + 6)}" r="6"/>`)
    }
  }
  const edges = [
    ...chart.states
      .filter((s) => s.initial)
      .map((s) => ({ id: initialId(s.id), title: `inicio de ${s.id}`, internal: false })),
    ...chart.transitions.map((t) => ({
      id: t.id,
      title: `${t.source} → ${t.target}: ${edgeLabel(t)}${t.internal ? ' (sin cambiar de estado)' : ''}`,
      internal: t.internal,
    })),
  ]
  for (const e of edges) {
    const drawn = placed.transitions.get(e.id)
    if (!drawn || drawn.points.length === 0) continue
    const d = drawn.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ')
    parts.push(
      `<g class="transition${e.internal ? ' internal' : ''}${e.id.startsWith('i:') ? ' initial-arrow' : ''}" data-id="${attr(e.id)}"><title>${attr(e.title)}</title><path d="${d}" marker-end="url(#arrow)"/>`,
    )
    if (drawn.label) {
      const l = drawn.label
      parts.push(
        `<rect class="label-bg" x="${round(l.x)}" y="${round(l.y)}" width="${round(l.width)}" height="${round(l.height)}" rx="3"/><text class="edge-label" x="${round(l.x + 4)}" y="${round(l.y + l.height - 5)}">${attr(l.text)}</text>`,
      )
    }
    parts.push('</g>')
  }
  const w = Math.ceil(placed.width)
  const h = Math.ceil(placed.height)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${attr(chart.name)}-title">` +
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="context-stroke"/></marker></defs>` +
    `${parts.join('')}</svg>`
  )
}

const depth = (chart: Pick<MachineChart, 'states'>, s: ChartState): number => {
  let d = 0
  let parent = s.parent
  while (parent) {
    d++
    parent = chart.states.find((p) => p.id === parent)?.parent ?? null
  }
  return d
}

const styles = `
:root { color-scheme: light; --ink: #1f2937; --muted: #6b7280; --line: #9ca3af; --on: #c2410c; --on-bg: #ffedd5; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f9fafb; }
header { padding: 20px 28px 8px; }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
header p { margin: 4px 0; color: var(--muted); max-width: 70em; }
nav ul { display: flex; flex-wrap: wrap; gap: 6px 14px; list-style: none; padding: 0; margin: 10px 0 0; }
nav a { color: #14532d; }
figure { margin: 20px 28px; padding: 16px 20px; background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; }
figcaption h2 { font-size: 1.2rem; margin: 0; }
figcaption p { margin: 2px 0 10px; color: var(--muted); font-size: 0.9rem; }
code { font: 0.85rem ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.chart { overflow-x: auto; padding-bottom: 6px; }
svg { display: block; max-width: none; }
svg text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
.state rect { fill: #fff; stroke: #4b5563; stroke-width: 1.3; }
.state.compound > rect, .state.parallel > rect { fill: #f8fafc; }
.state.root > rect { fill: #fcfcfd; stroke: #d1d5db; }
.state.region > rect { stroke-dasharray: 6 4; fill: #fbfdfb; }
.state.final rect.inner { fill: none; }
.state-label { font-size: ${stateFont}px; fill: var(--ink); }
.compound > .state-label, .parallel > .state-label { font-weight: 700; }
.initial { fill: var(--ink); }
.transition path { fill: none; stroke: var(--line); stroke-width: 1.4; }
.transition.internal path { stroke-dasharray: 4 3; }
.transition.initial-arrow path { stroke: var(--ink); }
.label-bg { fill: #fff; opacity: 0.92; }
.edge-label { font-size: ${fontSize}px; fill: #374151; }
.transition:hover path { stroke: #111827; stroke-width: 2; }
.state.on > rect { stroke: var(--on); stroke-width: 2.2; }
.state.atomic.on > rect, .state.final.on > rect { fill: var(--on-bg); }
.state.root.on > rect { stroke: #d1d5db; stroke-width: 1.3; }
.transition.on path { stroke: var(--on); stroke-width: 2.6; }
.transition.on .edge-label { fill: var(--on); font-weight: 700; }
.paths { margin-top: 10px; }
.paths h3 { font-size: 1rem; margin: 10px 0 4px; }
.paths ol { margin: 0; padding-left: 2.2em; max-height: 22em; overflow-y: auto; }
.paths li { margin: 2px 0; }
.paths button { all: unset; cursor: pointer; padding: 2px 6px; border-radius: 6px; font: 0.82rem ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.paths button:hover, .paths button:focus-visible { background: #f3f4f6; outline: 2px solid #14532d; }
.paths button[aria-pressed="true"] { background: var(--on-bg); color: #7c2d12; }
.reaches { font-weight: 700; }
`

const script = `
for (const button of document.querySelectorAll('button[data-states]')) {
  button.addEventListener('click', () => {
    const figure = button.closest('figure')
    const pressed = button.getAttribute('aria-pressed') === 'true'
    for (const b of figure.querySelectorAll('button[aria-pressed]')) b.setAttribute('aria-pressed', 'false')
    for (const el of figure.querySelectorAll('.on')) el.classList.remove('on')
    if (pressed) return
    button.setAttribute('aria-pressed', 'true')
    const ids = new Set([...button.dataset.states.split(' '), ...button.dataset.transitions.split(' ')])
    for (const el of figure.querySelectorAll('[data-id]')) if (ids.has(el.dataset.id)) el.classList.add('on')
  })
}
`

/** The whole page: one figure per machine, its drawing and its paths. */
export async function renderPage(charts: MachineChart[], generatedAt = new Date()): Promise<string> {
  const figures: string[] = []
  for (const chart of charts) {
    const svg = svgOf(chart, await layout(chart))
    const covered = chart.testFile
      ? `los reproduce <a href="../../${attr(chart.testFile)}"><code>${attr(chart.testFile)}</code></a>`
      : 'ningún test de modelo reproduce estos caminos'
    const items = chart.paths
      .map(
        (p) =>
          `<li><button type="button" aria-pressed="false" data-states="${attr(p.states.join(' '))}" data-transitions="${attr(p.transitions.join(' '))}" data-test="${attr(chart.testFile ?? '')}">${attr(p.text)}</button></li>`,
      )
      .join('')
    figures.push(
      `<figure id="${attr(chart.name)}" data-machine="${attr(chart.name)}">` +
        `<figcaption><h2 id="${attr(chart.name)}-title">${attr(chart.name)}</h2>` +
        `<p><code>${attr(chart.file)}</code> · ${chart.states.length} estados, ${chart.transitions.length} transiciones, ${chart.paths.length} caminos más cortos; ${covered}</p></figcaption>` +
        `<div class="chart">${svg}</div>` +
        `<div class="paths"><h3>El camino más corto a cada estado (haz clic en uno para verlo en el dibujo)</h3><ol>${items}</ol></div>` +
        `</figure>`,
    )
  }
  const nav = charts.map((c) => `<li><a href="#${attr(c.name)}">${attr(c.name)}</a></li>`).join('')
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pizarra: las máquinas y sus caminos de prueba</title>
<style>${styles}</style>
</head>
<body>
<header>
<h1>Las máquinas y sus caminos de prueba</h1>
<p>Cada máquina de <code>src/machines</code>, dibujada por ELK: una caja dentro de otra es un estado anidado (con borde punteado, las regiones de un estado paralelo ∥), un punto negro marca dónde empieza un estado y una flecha punteada es una transición que no cambia de estado; cada flecha lleva su evento y su <code>[guarda]</code>. Bajo cada dibujo, el camino más corto a cada estado que encuentra <code>@xstate/graph</code> con los eventos de <code>tests/model/&lt;máquina&gt;.events.ts</code> (lo que imprime <code>npm run paths</code>) y el test de modelo que los reproduce; <code>tests/model/coverage.test.ts</code> comprueba que esos eventos entran en todos los estados y toman todas las transiciones.</p>
<p>Escrita por <code>npm run paths -- --html</code> el ${attr(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC.</p>
<nav><ul>${nav}</ul></nav>
</header>
<main>
${figures.join('\n')}
</main>
<script>${script}</script>
</body>
</html>
`
}
