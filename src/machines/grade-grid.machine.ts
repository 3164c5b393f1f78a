import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import { gradeFromScore, invalidGradeMessage, parseGrade, weightedAverage } from '@/domain/grade-book'
import { formatGrade } from '@/domain/grade-scale'

/** A column of the grid: an evaluation with its weight and, when graded by points, its maximum score. */
export interface GridColumn {
  id: number
  ponderacion: number
  puntaje_maximo: number | null
}

/** A student's row as the server sends it: grade (and score) per evaluation id. */
export interface GridRow {
  alumno_id: number
  notas: Readonly<Record<string, number>>
  puntajes: Readonly<Record<string, number>>
}

/** One grade sent: `nota` for a grade column, `puntaje` for a column graded by points; null clears it. */
export type GridEntry = { alumno_id: number; nota: number | null } | { alumno_id: number; puntaje: number | null }

export interface ColumnSave {
  evaluacionId: number
  notas: GridEntry[]
}

/** What the server answers to a save: the cells as stored. */
export interface ColumnSaved {
  evaluacion_id: number
  notas: readonly { alumno_id: number; nota: number | null; puntaje: number | null }[]
}

/** `${alumnoId}:${evaluacionId}`: the key of a cell. */
export type CellKey = `${number}:${number}`
export const cellKey = (alumnoId: number, evaluacionId: number): CellKey => `${alumnoId}:${evaluacionId}`

export interface GradeGridContext {
  columns: readonly GridColumn[]
  alumnoIds: readonly number[]
  /** What the server holds, as the cell shows it ("4,5", "30" for a score, "" for none). */
  saved: Readonly<Record<CellKey, string>>
  /** What each cell shows: starts as `saved`; a typed value stays here until the server holds it. */
  values: Readonly<Record<CellKey, string>>
  /** The cell being typed in and its text; null while moving around. */
  editing: { key: CellKey; text: string } | null
  /** Evaluation ids with typed values the server does not hold yet, oldest edit first. */
  queue: readonly number[]
  /** The column being saved and what was sent. */
  inFlight: ColumnSave | null
  error: string | null
}

export type GradeGridEvent =
  /** Start typing in a cell: `text` replaces its value (a typed key), or absent keeps it (Enter, F2, double click). */
  | { type: 'cell.edit'; alumnoId: number; evaluacionId: number; text?: string }
  | { type: 'cell.input'; text: string }
  /** Enter, Tab, an arrow out of the cell or leaving it: the typed text becomes the cell's value. */
  | { type: 'cell.commit' }
  /** Escape: the cell keeps the value it had. */
  | { type: 'cell.cancel' }
  | { type: 'save.retry' }

export interface GradeGridInput {
  columns: readonly GridColumn[]
  rows: readonly GridRow[]
}

export const saveGradesFallback = 'No se pudieron guardar las notas.'

const columnOf = (context: Pick<GradeGridContext, 'columns'>, evaluacionId: number) =>
  context.columns.find((c) => c.id === evaluacionId)

const evaluacionOf = (key: CellKey) => Number(key.split(':')[1])
const alumnoOf = (key: CellKey) => Number(key.split(':')[0])

/** A score as typed ("30", "27,5"): a number from 0 to the maximum with at most one decimal, else null. */
export function parseScore(text: string, max: number): number | null {
  const clean = text.trim().replace(',', '.')
  if (!/^\d{1,4}(\.\d)?$/.test(clean)) return null
  const value = Number(clean)
  return value <= max ? value : null
}

/** Why a cell's text cannot be saved, or null when it can (an empty cell clears the grade). */
export function cellProblem(column: GridColumn | undefined, text: string): string | null {
  if (!column || text.trim() === '') return null
  if (column.puntaje_maximo != null) {
    return parseScore(text, column.puntaje_maximo) == null
      ? `El puntaje debe ser un número de 0 a ${column.puntaje_maximo}.`
      : null
  }
  return parseGrade(text) == null ? invalidGradeMessage : null
}

/** The grade a cell's text stands for (a score converted at 60 % exigencia), or null for none or invalid. */
export function cellGrade(column: GridColumn | undefined, text: string): number | null {
  if (!column || text.trim() === '') return null
  if (column.puntaje_maximo != null) {
    const score = parseScore(text, column.puntaje_maximo)
    return score == null ? null : gradeFromScore(score, column.puntaje_maximo)
  }
  return parseGrade(text)
}

/** The grade or score a cell's text stands for, or null for none or invalid. */
function cellNumber(column: GridColumn | undefined, text: string) {
  if (column?.puntaje_maximo != null) return parseScore(text, column.puntaje_maximo)
  return parseGrade(text)
}

/** A stored grade or score as its cell shows it. */
function savedText(column: GridColumn | undefined, nota: number | null, puntaje: number | null) {
  if (column?.puntaje_maximo != null) return puntaje == null ? '' : String(puntaje).replace('.', ',')
  return nota == null ? '' : formatGrade(nota)
}

/** The text a cell shows now: the draft of the cell being typed in, else its value. */
export const cellText = (context: GradeGridContext, key: CellKey) =>
  context.editing?.key === key ? context.editing.text : (context.values[key] ?? '')

/** A student's weighted average with what is on screen, the cell being typed in included. */
export function rowAverage(context: GradeGridContext, alumnoId: number) {
  return weightedAverage(
    context.columns.map((column) => ({
      nota: cellGrade(column, cellText(context, cellKey(alumnoId, column.id))),
      ponderacion: column.ponderacion,
    })),
  )
}

/** Cells whose value differs from what the server holds. */
const changedKeys = (context: Pick<GradeGridContext, 'values' | 'saved'>) =>
  (Object.keys(context.values) as CellKey[]).filter((k) => (context.values[k] ?? '') !== (context.saved[k] ?? ''))

/** Cells with a value that cannot be saved, with the reason. */
export function invalidCells(context: GradeGridContext): Partial<Record<CellKey, string>> {
  const out: Partial<Record<CellKey, string>> = {}
  for (const key of changedKeys(context)) {
    const problem = cellProblem(columnOf(context, evaluacionOf(key)), context.values[key] ?? '')
    if (problem) out[key] = problem
  }
  return out
}

/** The entries of a column that can be sent: changed and valid. */
function sendable(context: GradeGridContext, evaluacionId: number): GridEntry[] {
  const column = columnOf(context, evaluacionId)
  if (!column) return []
  return changedKeys(context)
    .filter((k) => evaluacionOf(k) === evaluacionId && !cellProblem(column, context.values[k] ?? ''))
    .map((k) => {
      const text = (context.values[k] ?? '').trim()
      const alumno_id = alumnoOf(k)
      if (column.puntaje_maximo != null) {
        return { alumno_id, puntaje: text === '' ? null : parseScore(text, column.puntaje_maximo) }
      }
      return { alumno_id, nota: text === '' ? null : parseGrade(text) }
    })
}

/** The next column to save: the oldest in the queue with something sendable. */
const nextSave = (context: GradeGridContext): ColumnSave | null => {
  for (const evaluacionId of context.queue) {
    const notas = sendable(context, evaluacionId)
    if (notas.length > 0) return { evaluacionId, notas }
  }
  return null
}

/** Only the columns with something left to send stay queued. */
const pruneQueue = (context: GradeGridContext) => context.queue.filter((id) => sendable(context, id).length > 0)

/** The context a commit leaves: the draft becomes the value and its column is queued. */
function afterCommit(context: GradeGridContext): GradeGridContext {
  if (!context.editing) return context
  const { key, text } = context.editing
  const values = { ...context.values, [key]: text.trim() }
  const evaluacionId = evaluacionOf(key)
  const queue = context.queue.includes(evaluacionId) ? context.queue : [...context.queue, evaluacionId]
  const next = { ...context, values, editing: null }
  return { ...next, queue: queue.filter((id) => sendable(next, id).length > 0) }
}

/** The saved texts of every cell of the grid. */
function savedOf(columns: readonly GridColumn[], rows: readonly GridRow[]) {
  const saved: Record<CellKey, string> = {}
  for (const row of rows) {
    for (const column of columns) {
      const key = String(column.id)
      saved[cellKey(row.alumno_id, column.id)] = savedText(column, row.notas[key] ?? null, row.puntajes[key] ?? null)
    }
  }
  return saved
}

/**
 * The grade grid of a course in one subject, like a spreadsheet. Two regions run side by side:
 *
 * - `cells`: `navigating` between cells, or `editing` one (typing replaces, Escape cancels, Enter/Tab/
 *   arrows commit). A committed value the server does not hold queues its column.
 * - `sync`: `saved` (nothing sendable left), `waiting` (a short pause after the last commit, so a run of
 *   entries goes in one request per column), `saving` one column (all or nothing on the server), and
 *   `failed` with the server's message until `save.retry` or the next commit. Cells with an invalid value
 *   are marked and never sent; they stay on screen until corrected.
 *
 * Tag `dirty`: something typed is not on the server yet (leaving asks first).
 */
export const gradeGridMachine = setup({
  types: {
    context: {} as GradeGridContext,
    events: {} as GradeGridEvent,
    input: {} as GradeGridInput,
    tags: {} as 'dirty',
  },
  actors: {
    saveColumn: fromPromise<ColumnSaved, ColumnSave>(async () => {
      throw new Error('La ruta debe proveer el actor saveColumn.')
    }),
  },
  actions: {
    startEdit: assign(({ context, event }) => {
      if (event.type !== 'cell.edit') return {}
      const key = cellKey(event.alumnoId, event.evaluacionId)
      return { editing: { key, text: event.text ?? context.values[key] ?? '' } }
    }),
    updateDraft: assign(({ context, event }) =>
      event.type === 'cell.input' && context.editing ? { editing: { ...context.editing, text: event.text } } : {},
    ),
    commitDraft: assign(({ context }) => {
      const { values, queue } = afterCommit(context)
      return { values, queue, editing: null }
    }),
    dropDraft: assign({ editing: null }),
    forgetError: assign({ error: null }),
    takeNextSave: assign(({ context }) => ({ inFlight: nextSave(context), error: null })),
    rememberSaved: assign(({ context }, output: ColumnSaved) => applySaved(context, output)),
    rememberError: assign((_, params: { error: unknown }) => ({
      inFlight: null,
      error: messageOf(params.error, saveGradesFallback),
    })),
  },
  guards: {
    /** The commit leaves something to send (a valid value the server does not hold). */
    commitLeavesPending: ({ context }) => context.editing !== null && afterCommit(context).queue.length > 0,
    hasPending: ({ context }) => nextSave(context) !== null,
    /** Something is left to send once the answer is applied (the guard sees the context before it). */
    pendingAfterSave: ({ context }, output: ColumnSaved) =>
      nextSave({ ...context, ...applySaved(context, output) }) !== null,
  },
  delays: {
    /** The pause after the last commit before a column is sent. */
    autosaveDelay: 700,
  },
}).createMachine({
  id: 'gradeGrid',
  type: 'parallel',
  context: ({ input }) => {
    const saved = savedOf(input.columns, input.rows)
    return {
      columns: input.columns,
      alumnoIds: input.rows.map((r) => r.alumno_id),
      saved,
      values: saved,
      editing: null,
      queue: [],
      inFlight: null,
      error: null,
    }
  },
  states: {
    cells: {
      initial: 'navigating',
      states: {
        navigating: {
          on: { 'cell.edit': { target: 'editing', actions: 'startEdit' } },
        },
        editing: {
          on: {
            'cell.input': { actions: 'updateDraft' },
            'cell.commit': { target: 'navigating', actions: 'commitDraft' },
            'cell.cancel': { target: 'navigating', actions: 'dropDraft' },
          },
        },
      },
    },
    sync: {
      initial: 'saved',
      states: {
        saved: {
          on: { 'cell.commit': { guard: 'commitLeavesPending', target: 'waiting' } },
        },
        waiting: {
          tags: 'dirty',
          on: {
            // Each commit restarts the pause.
            'cell.commit': { target: 'waiting', reenter: true },
          },
          after: {
            autosaveDelay: [{ guard: 'hasPending', target: 'saving' }, { target: 'saved' }],
          },
        },
        saving: {
          tags: 'dirty',
          entry: 'takeNextSave',
          // Commits meanwhile queue their column; it is sent once this save answers.
          invoke: {
            id: 'saveColumn',
            src: 'saveColumn',
            input: ({ context }) => context.inFlight ?? { evaluacionId: 0, notas: [] },
            onDone: [
              {
                guard: { type: 'pendingAfterSave', params: ({ event }) => event.output },
                target: 'waiting',
                actions: { type: 'rememberSaved', params: ({ event }) => event.output },
              },
              { target: 'saved', actions: { type: 'rememberSaved', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          tags: 'dirty',
          on: {
            'save.retry': [
              { guard: 'hasPending', target: 'saving' },
              { target: 'saved', actions: 'forgetError' },
            ],
            'cell.commit': { guard: 'commitLeavesPending', target: 'waiting', actions: 'forgetError' },
          },
        },
      },
    },
  },
})

/**
 * The context after the server stored a column: its cells as stored, and a value that the server
 * normalized (7 -> 7,0) shown as stored, unless it was typed over meanwhile.
 */
function applySaved(context: GradeGridContext, output: ColumnSaved) {
  const column = columnOf(context, output.evaluacion_id)
  const saved = { ...context.saved }
  const values = { ...context.values }
  for (const n of output.notas) {
    const key = cellKey(n.alumno_id, output.evaluacion_id)
    saved[key] = savedText(column, n.nota, n.puntaje)
    const typed = values[key] ?? ''
    if (cellProblem(column, typed) === null && cellNumber(column, typed) === cellNumber(column, saved[key])) {
      values[key] = saved[key]
    }
  }
  const next = { ...context, saved, values }
  return { saved, values, inFlight: null, error: null, queue: pruneQueue(next) }
}

/** A running grade grid, as the grid and its status line hold it. */
export type GridActor = ActorRefFrom<typeof gradeGridMachine>
