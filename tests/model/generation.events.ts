import { createGenerationMachine, type Generated } from '@/machines/generation.machine'

export const request = { asignatura: 'Matemática', nivel: '2° Medio', cantidad: 5 }

/** The machine as a practice-test screen binds it: the form's request in, the document back. */
export const generationMachine = createGenerationMachine<typeof request>()
export const machine = generationMachine
export const input = { kind: 'paes' } as const

export const document: Generated = { gcs_url: '/api/files/1?firma=abc', title: 'Ensayo PAES Matemática 2° Medio' }
export const quotaDetail = 'Alcanzaste el límite de evaluaciones de tu plan este mes.'
export const serverDetail = 'El nivel no es válido.'
export const refusalDetail =
  '«Teorema de Pitágoras» se trabaja en 8° Básico: MA08 OA 12. Para Matemática de 2° Medio, elige uno de los OA más cercanos o escribe el objetivo con otras palabras.'
/** The 422 of an objective no OA of the level covers: the closest OA of the level, and where it is taught. */
export const refusalBody = {
  detail: refusalDetail,
  objetivo: 'Teorema de Pitágoras',
  sugerencias: [
    { codigo: 'MA2M OA 08', descripcion: 'Comprender las razones trigonométricas seno, coseno y tangente.' },
  ],
  otro_nivel: { codigo: 'MA08 OA 12', descripcion: 'Explicar el teorema de Pitágoras.', nivel: '8° Básico' },
}

/** An API failure whose message survives JSON.stringify, so the graph keeps the three failures apart. */
const failure = (message: string) =>
  Object.defineProperty(new Error(message), 'message', { value: message, enumerable: true })

/** Every event the generation machine can meet, with the payloads its `generate` actor may produce. */
export const events = [
  { type: 'form.submit', request },
  { type: 'xstate.done.actor.generate', output: document },
  { type: 'xstate.error.actor.generate', error: failure(quotaDetail) },
  { type: 'xstate.error.actor.generate', error: failure(serverDetail) },
  // An objective refused (offline) with the closest OA: what the API client throws, its body as `data`.
  { type: 'xstate.error.actor.generate', error: Object.assign(failure(refusalDetail), { data: refusalBody }) },
  // What the API client throws when the server gave no detail (network failure, a 500 without body).
  { type: 'xstate.error.actor.generate', error: failure('') },
] as never[]
