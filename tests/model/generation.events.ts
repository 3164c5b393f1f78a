import { createGenerationMachine, type Generated } from '@/machines/generation.machine'

export const request = { asignatura: 'Matemática', nivel: '2° Medio', cantidad: 5 }

/** The machine as a practice-test screen binds it: the form's request in, the document back. */
export const generationMachine = createGenerationMachine<typeof request>()
export const machine = generationMachine
export const input = { kind: 'paes' } as const

export const document: Generated = { gcs_url: '/api/files/1?firma=abc', title: 'Ensayo PAES Matemática 2° Medio' }
export const quotaDetail = 'Alcanzaste el límite de evaluaciones de tu plan este mes.'
export const serverDetail = 'El nivel no es válido.'

/** An API failure whose message survives JSON.stringify, so the graph keeps the three failures apart. */
const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the generation machine can meet, with the payloads its `generate` actor may produce. */
export const events = [
  { type: 'form.submit', request },
  { type: 'xstate.done.actor.generate', output: document },
  { type: 'xstate.error.actor.generate', error: failure(quotaDetail) },
  { type: 'xstate.error.actor.generate', error: failure(serverDetail) },
  // What the API client throws when the server gave no detail (network failure, a 500 without body).
  { type: 'xstate.error.actor.generate', error: failure('') },
] as never[]
