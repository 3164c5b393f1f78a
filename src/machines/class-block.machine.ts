import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import {
  type BlockState,
  isConflictFailure,
  isOfflineFailure,
  isRollComplete,
  isSignatureCode,
  isSignedState,
  markAs,
  marksOf,
  type RollMark,
  type RollRecord,
  type RollState,
  rollRecords,
} from '@/domain/libro'

/** A leccionario: what was done, the OA treated, the activities. */
export interface Lesson {
  texto: string
  oa: readonly string[]
  actividades: string | null
}

/**
 * A block as the server holds it: what the machine needs of `GET /clases/{id}`. For a block not taken yet
 * `asistencia` is the server's proposal: the marks of the day's previous block (none for the first block).
 */
export interface BlockData {
  id: number
  estado: BlockState
  asistencia: readonly RollRecord[]
  leccionario: Lesson | null
}

/** What is kept in the browser while a roll or a leccionario is not on the server. */
export interface BlockDraft {
  registros: RollRecord[]
  texto: string
  oa: string[]
  actividades: string
  /** The roll was submitted and waits for the connection. */
  enviar: boolean
}

/** What opening a block loads: the block and a draft left in this browser. */
export interface BlockLoad {
  clase: BlockData
  borrador: BlockDraft | null
}

export interface ClassBlockContext {
  claseId: number
  alumnoIds: readonly number[]
  clase: BlockData | null
  marks: Readonly<Record<number, RollMark>>
  texto: string
  oa: readonly string[]
  actividades: string
  codigo: string
  /** Signing a block of another teacher (a substitute) needs the reason. */
  sustituto: boolean
  motivoReemplazo: string
  error: string | null
}

export type ClassBlockEvent =
  | { type: 'student.mark'; alumnoId: number; estado: RollState; hora: string | null }
  | { type: 'student.arrival'; alumnoId: number; hora: string }
  | { type: 'all.present' }
  | { type: 'roll.submit' }
  | { type: 'lesson.text'; texto: string }
  | { type: 'lesson.oa'; oa: readonly string[] }
  | { type: 'lesson.activities'; actividades: string }
  | { type: 'substitute.reason'; motivo: string }
  | { type: 'code.change'; codigo: string }
  | { type: 'sign.submit' }
  | { type: 'connection.online' }
  | { type: 'load.retry' }
  | { type: 'block.reload' }

const fallback = {
  load: 'No se pudo cargar la clase.',
  roll: 'No se pudo guardar la asistencia de la clase.',
  lesson: 'No se pudo guardar el leccionario.',
  sign: 'No se pudo firmar la clase.',
}

function edited(context: ClassBlockContext, event: ClassBlockEvent): Partial<ClassBlockContext> {
  switch (event.type) {
    case 'student.mark':
      return { marks: { ...context.marks, [event.alumnoId]: markAs(event.estado, event.hora) } }
    case 'student.arrival': {
      const mark = context.marks[event.alumnoId]
      return mark?.estado === 'atrasado'
        ? { marks: { ...context.marks, [event.alumnoId]: markAs('atrasado', event.hora) } }
        : {}
    }
    case 'all.present':
      return { marks: Object.fromEntries(context.alumnoIds.map((id) => [id, markAs('presente', null)])) }
    case 'lesson.text':
      return { texto: event.texto }
    case 'lesson.oa':
      return { oa: [...event.oa] }
    case 'lesson.activities':
      return { actividades: event.actividades }
    default:
      return {}
  }
}

const failed = (fallbackMessage: string) =>
  [
    {
      type: 'rememberError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallbackMessage }),
    },
    { type: 'showError', params: ({ context }: { context: ClassBlockContext }) => ({ message: context.error ?? '' }) },
  ] as const

const loaded = { type: 'rememberLoad', params: ({ event }: { event: { output: BlockLoad } }) => event.output } as const

/** Edits of the roll and the leccionario, kept in the browser as they are typed. */
const editing = {
  'student.mark': { actions: ['applyEdit', 'keepDraft'] },
  'student.arrival': { actions: ['applyEdit', 'keepDraft'] },
  'all.present': { actions: ['applyEdit', 'keepDraft'] },
  'lesson.text': { actions: ['applyEdit', 'keepDraft'] },
  'lesson.oa': { actions: ['applyEdit', 'keepDraft'] },
  'lesson.activities': { actions: ['applyEdit', 'keepDraft'] },
} as const

/**
 * One block of the libro de clases: the roll (starting from the previous block of the day; the first block
 * from nobody marked), then the leccionario and the teacher's 6-digit code, which signs it; signed, it is
 * read-only. What is typed is kept in the browser (`keepDraft`) until the server holds it; a roll sent
 * without a connection waits in `queued` ("pendiente de envío") and goes when the connection returns; a
 * block signed meanwhile by someone else (409) lands in `conflict` and overwrites nothing.
 */
export const classBlockMachine = setup({
  types: {
    context: {} as ClassBlockContext,
    events: {} as ClassBlockEvent,
    input: {} as { claseId: number; alumnoIds: readonly number[]; sustituto: boolean },
    tags: {} as 'editable' | 'busy',
  },
  actors: {
    loadBlock: fromPromise<BlockLoad, { claseId: number }>(async () => {
      throw new Error('La ruta debe proveer el actor loadBlock.')
    }),
    saveRoll: fromPromise<BlockData, { claseId: number; registros: RollRecord[] }>(async () => {
      throw new Error('La ruta debe proveer el actor saveRoll.')
    }),
    saveLesson: fromPromise<BlockData, { claseId: number; texto: string; oa: string[]; actividades: string | null }>(
      async () => {
        throw new Error('La ruta debe proveer el actor saveLesson.')
      },
    ),
    signBlock: fromPromise<BlockData, { claseId: number; codigo: string; reemplazo_motivo: string | null }>(
      async () => {
        throw new Error('La ruta debe proveer el actor signBlock.')
      },
    ),
  },
  actions: {
    applyEdit: assign(({ context, event }) => edited(context, event)),
    /** The block as loaded; a draft left in the browser wins over the server's unsigned roll and text. */
    rememberLoad: assign((_, { clase, borrador }: BlockLoad) => {
      const draft = isSignedState(clase.estado) ? null : borrador
      return {
        clase,
        marks: marksOf(draft?.registros.length ? draft.registros : clase.asistencia),
        texto: draft?.texto || clase.leccionario?.texto || '',
        oa: draft?.oa.length ? draft.oa : [...(clase.leccionario?.oa ?? [])],
        actividades: draft?.actividades || clase.leccionario?.actividades || '',
        codigo: '',
        error: null,
      }
    }),
    rememberBlock: assign((_, clase: BlockData) => ({ clase, error: null })),
    rememberError: assign((_, params: { error: unknown; fallbackMessage: string }) => ({
      error: messageOf(params.error, params.fallbackMessage),
    })),
    forgetCode: assign({ codigo: '' }),
    takeCode: assign(({ event }) => (event.type === 'code.change' ? { codigo: event.codigo.trim() } : {})),
    takeReason: assign(({ event }) => (event.type === 'substitute.reason' ? { motivoReemplazo: event.motivo } : {})),
    /** Writes the roll and the leccionario on screen to the browser's storage (`enviar`: the roll is queued). */
    keepDraft: () => {},
    queueRoll: () => {},
    forgetDraft: () => {},
    announceSigned: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    isLocked: (_, load: BlockLoad) => isSignedState(load.clase.estado),
    isQueued: (_, load: BlockLoad) => !!load.borrador?.enviar,
    isTaken: (_, load: BlockLoad) => load.clase.estado === 'registrada',
    rollComplete: ({ context }) => isRollComplete(context.alumnoIds, context.marks),
    canSign: ({ context }) =>
      isRollComplete(context.alumnoIds, context.marks) &&
      context.texto.trim().length > 0 &&
      isSignatureCode(context.codigo) &&
      (!context.sustituto || context.motivoReemplazo.trim().length > 0),
    isOffline: ({ event }) => 'error' in event && isOfflineFailure(event.error),
    isConflict: ({ event }) => 'error' in event && isConflictFailure(event.error),
  },
}).createMachine({
  id: 'classBlock',
  initial: 'loading',
  context: ({ input }) => ({
    claseId: input.claseId,
    alumnoIds: input.alumnoIds,
    clase: null,
    marks: {},
    texto: '',
    oa: [],
    actividades: '',
    codigo: '',
    sustituto: input.sustituto,
    motivoReemplazo: '',
    error: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadBlock',
        src: 'loadBlock',
        input: ({ context }) => ({ claseId: context.claseId }),
        onDone: [
          { guard: { type: 'isLocked', params: ({ event }) => event.output }, target: 'signed', actions: loaded },
          { guard: { type: 'isQueued', params: ({ event }) => event.output }, target: 'queued', actions: loaded },
          { guard: { type: 'isTaken', params: ({ event }) => event.output }, target: 'lesson', actions: loaded },
          { target: 'roll', actions: loaded },
        ],
        onError: { target: 'loadFailed', actions: failed(fallback.load) },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    /** Taking the roll: each student presente, ausente or atrasado (with the time they arrived). */
    roll: {
      tags: 'editable',
      on: { ...editing, 'roll.submit': { guard: 'rollComplete', target: 'savingRoll' } },
    },
    savingRoll: {
      tags: 'busy',
      invoke: {
        id: 'saveRoll',
        src: 'saveRoll',
        input: ({ context }) => ({
          claseId: context.claseId,
          registros: rollRecords(context.alumnoIds, context.marks),
        }),
        onDone: {
          target: 'lesson',
          actions: [{ type: 'rememberBlock', params: ({ event }) => event.output }, 'keepDraft'],
        },
        onError: [
          { guard: 'isOffline', target: 'queued', actions: 'queueRoll' },
          { guard: 'isConflict', target: 'conflict', actions: failed(fallback.roll) },
          { target: 'roll', actions: failed(fallback.roll) },
        ],
      },
    },
    /** The roll is kept in the browser, "pendiente de envío": it goes when the connection returns. */
    queued: {
      tags: 'editable',
      on: {
        'student.mark': { actions: ['applyEdit', 'queueRoll'] },
        'student.arrival': { actions: ['applyEdit', 'queueRoll'] },
        'all.present': { actions: ['applyEdit', 'queueRoll'] },
        'lesson.text': { actions: ['applyEdit', 'queueRoll'] },
        'lesson.oa': { actions: ['applyEdit', 'queueRoll'] },
        'lesson.activities': { actions: ['applyEdit', 'queueRoll'] },
        'connection.online': { guard: 'rollComplete', target: 'savingRoll' },
        'roll.submit': { guard: 'rollComplete', target: 'savingRoll' },
      },
    },
    /** The roll is saved (`registrada`): the leccionario and the code sign the block; the roll may still change. */
    lesson: {
      tags: 'editable',
      on: {
        ...editing,
        'student.mark': { target: 'roll', actions: ['applyEdit', 'keepDraft'] },
        'student.arrival': { target: 'roll', actions: ['applyEdit', 'keepDraft'] },
        'all.present': { target: 'roll', actions: ['applyEdit', 'keepDraft'] },
        'code.change': { actions: 'takeCode' },
        'substitute.reason': { actions: 'takeReason' },
        'sign.submit': { guard: 'canSign', target: 'savingLesson' },
      },
    },
    savingLesson: {
      tags: 'busy',
      invoke: {
        id: 'saveLesson',
        src: 'saveLesson',
        input: ({ context }) => ({
          claseId: context.claseId,
          texto: context.texto.trim(),
          oa: [...context.oa],
          actividades: context.actividades.trim() || null,
        }),
        onDone: { target: 'signing', actions: { type: 'rememberBlock', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: failed(fallback.lesson) },
          { target: 'lesson', actions: failed(fallback.lesson) },
        ],
      },
    },
    signing: {
      tags: 'busy',
      invoke: {
        id: 'signBlock',
        src: 'signBlock',
        input: ({ context }) => ({
          claseId: context.claseId,
          codigo: context.codigo,
          reemplazo_motivo: context.sustituto ? context.motivoReemplazo.trim() : null,
        }),
        onDone: {
          target: 'signed',
          actions: [
            { type: 'rememberBlock', params: ({ event }) => event.output },
            'forgetCode',
            'forgetDraft',
            'announceSigned',
          ],
        },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: failed(fallback.sign) },
          { target: 'lesson', actions: [...failed(fallback.sign), 'forgetCode'] },
        ],
      },
    },
    /** Signed (or a correction waits for its visado): read-only; a correction reloads it. */
    signed: { on: { 'block.reload': 'loading' } },
    /** Someone signed the block meanwhile: what is on screen was not sent; nothing is overwritten. */
    conflict: { on: { 'block.reload': { target: 'loading', actions: 'forgetDraft' } } },
  },
})
