import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '@/domain/errors'
import {
  isRollComplete,
  isSignatureCode,
  markAs,
  marksOf,
  type RollMark,
  type RollRecord,
  type RollState,
  rollRecords,
  sameRoll,
} from '@/domain/libro'

/** The signed version of the block being corrected. */
export interface CorrectedBlock {
  id: number
  asistencia: readonly RollRecord[]
  leccionario: { texto: string; oa: readonly string[]; actividades: string | null } | null
}

/** `POST /clases/{id}/correcciones`: what changed (the roll, the leccionario or both), why, and the code. */
export interface CorrectionRequest {
  claseId: number
  registros?: RollRecord[]
  leccionario?: { texto: string; oa: string[]; actividades: string | null }
  motivo: string
  codigo: string
}

export interface BlockCorrectionContext {
  clase: CorrectedBlock
  alumnoIds: readonly number[]
  marks: Readonly<Record<number, RollMark>>
  texto: string
  oa: readonly string[]
  actividades: string
  motivo: string
  codigo: string
  error: string | null
}

export type BlockCorrectionEvent =
  | { type: 'student.mark'; alumnoId: number; estado: RollState; hora: string | null }
  | { type: 'student.arrival'; alumnoId: number; hora: string }
  | { type: 'lesson.text'; texto: string }
  | { type: 'lesson.oa'; oa: readonly string[] }
  | { type: 'lesson.activities'; actividades: string }
  | { type: 'motivo.change'; motivo: string }
  | { type: 'code.change'; codigo: string }
  | { type: 'correction.submit' }
  | { type: 'correction.cancel' }

const fallback = 'No se pudo guardar la corrección.'

const rollChanged = (c: BlockCorrectionContext) => !sameRoll(c.alumnoIds, c.marks, marksOf(c.clase.asistencia))
const lessonChanged = (c: BlockCorrectionContext) =>
  c.texto.trim() !== (c.clase.leccionario?.texto ?? '').trim() ||
  c.oa.join('|') !== (c.clase.leccionario?.oa ?? []).join('|') ||
  c.actividades.trim() !== (c.clase.leccionario?.actividades ?? '').trim()

/** The students whose mark the correction changes. */
const changedIds = (c: BlockCorrectionContext) => {
  const signed = marksOf(c.clase.asistencia)
  return c.alumnoIds.filter((id) => !sameRoll([id], c.marks, signed))
}

/** What the correction sends: only the parts that changed (of the roll, the changed students). */
export function correctionRequest(c: BlockCorrectionContext): CorrectionRequest {
  return {
    claseId: c.clase.id,
    ...(rollChanged(c) ? { registros: rollRecords(changedIds(c), c.marks) } : {}),
    ...(lessonChanged(c)
      ? { leccionario: { texto: c.texto.trim(), oa: [...c.oa], actividades: c.actividades.trim() || null } }
      : {}),
    motivo: c.motivo.trim(),
    codigo: c.codigo,
  }
}

/**
 * Correcting a signed block: the new roll and/or leccionario start from the signed version, with the
 * reason and the corrector's 6-digit code. Sent, the correction is a new version (the original kept and
 * shown struck) `pendiente de visado` until an inspector or the administrador countersigns it. A
 * correction that changes nothing, without a reason, without the code or with a late student without a
 * time is never sent.
 */
export const blockCorrectionMachine = setup({
  types: {
    context: {} as BlockCorrectionContext,
    events: {} as BlockCorrectionEvent,
    input: {} as { clase: CorrectedBlock; alumnoIds: readonly number[] },
  },
  actors: {
    submitCorrection: fromPromise<unknown, CorrectionRequest>(async () => {
      throw new Error('La ruta debe proveer el actor submitCorrection.')
    }),
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      switch (event.type) {
        case 'student.mark':
          return { marks: { ...context.marks, [event.alumnoId]: markAs(event.estado, event.hora) } }
        case 'student.arrival':
          return context.marks[event.alumnoId]?.estado === 'atrasado'
            ? { marks: { ...context.marks, [event.alumnoId]: markAs('atrasado', event.hora) } }
            : {}
        case 'lesson.text':
          return { texto: event.texto }
        case 'lesson.oa':
          return { oa: [...event.oa] }
        case 'lesson.activities':
          return { actividades: event.actividades }
        case 'motivo.change':
          return { motivo: event.motivo }
        case 'code.change':
          return { codigo: event.codigo.trim() }
        default:
          return {}
      }
    }),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error, fallback),
      codigo: '',
    })),
    announceSent: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    isReady: ({ context }) =>
      (rollChanged(context) || lessonChanged(context)) &&
      isRollComplete(context.alumnoIds, context.marks) &&
      context.texto.trim().length > 0 &&
      context.motivo.trim().length > 0 &&
      isSignatureCode(context.codigo),
  },
}).createMachine({
  id: 'blockCorrection',
  initial: 'editing',
  context: ({ input }) => ({
    clase: input.clase,
    alumnoIds: input.alumnoIds,
    marks: marksOf(input.clase.asistencia),
    texto: input.clase.leccionario?.texto ?? '',
    oa: [...(input.clase.leccionario?.oa ?? [])],
    actividades: input.clase.leccionario?.actividades ?? '',
    motivo: '',
    codigo: '',
    error: null,
  }),
  states: {
    editing: {
      on: {
        'student.mark': { actions: 'applyEdit' },
        'student.arrival': { actions: 'applyEdit' },
        'lesson.text': { actions: 'applyEdit' },
        'lesson.oa': { actions: 'applyEdit' },
        'lesson.activities': { actions: 'applyEdit' },
        'motivo.change': { actions: 'applyEdit' },
        'code.change': { actions: 'applyEdit' },
        'correction.submit': { guard: 'isReady', target: 'submitting' },
        'correction.cancel': 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'submitCorrection',
        src: 'submitCorrection',
        input: ({ context }) => correctionRequest(context),
        onDone: { target: 'sent', actions: 'announceSent' },
        onError: {
          target: 'editing',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showError', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
