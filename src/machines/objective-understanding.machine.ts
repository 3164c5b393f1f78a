import { assign, fromPromise, setup } from 'xstate'

/** An OA as the resolver answers it. */
export interface UnderstoodOa {
  codigo: string
  descripcion: string
}

/** What one typed objective was understood as, and the OA the teacher chose among the matches. */
export interface Understanding {
  texto: string
  /** False for a level or subject the catalogue does not cover: the objective goes as written. */
  en_catalogo: boolean
  /** The OA the generator will use for the text as typed, or null when no OA of the level covers it. */
  objetivo: UnderstoodOa | null
  /** The ranked matches: the suggestions to change to (for a refused objective, the closest OA of the level). */
  coincidencias: UnderstoodOa[]
  /** Where the subject teaches an objective the level does not ("8° Básico", "MA08 OA 12"), or null. */
  otro_nivel: (UnderstoodOa & { nivel: string }) | null
  /** The OA to send: `objetivo` until the teacher picks another match. */
  elegido: UnderstoodOa | null
}

/** What is being typed: the scope and the objectives written so far, as one line (the server splits it). */
export interface Typed {
  nivel: string
  asignatura: string
  texto: string
}

export interface UnderstandingContext {
  typed: Typed | null
  understood: Understanding[]
}

export type UnderstandingEvent =
  | { type: 'objectives.typed'; typed: Typed }
  | { type: 'suggestion.choose'; index: number; codigo: string }

const ready = (t: Typed) => t.nivel.trim() !== '' && t.asignatura.trim() !== '' && /[^\s,;]/.test(t.texto)

/**
 * What the AI generator understood of the objectives the teacher types ("Entendimos: MA07 OA 04 —
 * Comprender el porcentaje"): every change of the objectives, level or subject waits for a pause in typing
 * (`typing`), then asks the resolver for the typed line, answered as the objectives the generator will send; a
 * newer change while waiting or asking starts over, so only the last text is shown. The teacher may change each objective to another of its matches.
 */
export const objectiveUnderstandingMachine = setup({
  types: {
    context: {} as UnderstandingContext,
    events: {} as UnderstandingEvent,
  },
  actors: {
    resolveObjectives: fromPromiseStub(),
  },
  delays: { typing: 400 },
  guards: {
    isReady: (_, params: { typed: Typed }) => ready(params.typed),
  },
}).createMachine({
  id: 'objectiveUnderstanding',
  initial: 'idle',
  context: { typed: null, understood: [] },
  on: {
    'objectives.typed': [
      {
        guard: { type: 'isReady', params: ({ event }) => ({ typed: event.typed }) },
        target: '.waiting',
        reenter: true,
        actions: assign({ typed: ({ event }) => event.typed }),
      },
      { target: '.idle', actions: assign({ typed: ({ event }) => event.typed, understood: [] }) },
    ],
  },
  states: {
    idle: {},
    waiting: { after: { typing: 'resolving' } },
    resolving: {
      invoke: {
        id: 'resolveObjectives',
        src: 'resolveObjectives',
        input: ({ context }) => context.typed!,
        onDone: {
          target: 'understood',
          actions: assign({
            understood: ({ event }) => event.output.map((u) => ({ ...u, elegido: u.objetivo })),
          }),
        },
        // Nothing understood is shown; the generator still resolves on the server when the teacher generates.
        onError: { target: 'unavailable', actions: assign({ understood: [] }) },
      },
    },
    understood: {
      on: {
        'suggestion.choose': {
          actions: assign({
            understood: ({ context, event }) =>
              context.understood.map((u, i) =>
                i === event.index
                  ? { ...u, elegido: u.coincidencias.find((c) => c.codigo === event.codigo) ?? u.elegido }
                  : u,
              ),
          }),
        },
      },
    },
    unavailable: {},
  },
})

/** A stub the route replaces with the resolver call (machines do no I/O). */
function fromPromiseStub() {
  return fromPromise<Omit<Understanding, 'elegido'>[], Typed>(async () => {
    throw new Error('La ruta debe proveer el actor resolveObjectives.')
  })
}
