import { act, fireEvent, screen, waitFor as waitForDom, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from '@xstate/graph'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor } from 'xstate'
import { messages } from '@/domain/messages'
import {
  type Generated,
  type GenerationInput,
  type GenerationKind,
  generationFallbacks,
  generationKinds,
} from '@/machines/generation.machine'
import { closeError } from '@/ui/error-dialog'
import {
  document,
  events,
  generationMachine,
  quotaDetail,
  refusalBody,
  refusalDetail,
  request,
  serverDetail,
} from './generation.events'
import { expectFullCoverage } from './graph'
import { type Answer, me, renderAt, stubApi } from './harness'

const traversal = (kind: GenerationKind) => ({ input: { kind }, events }) as never

type Path = StatePath<AnyMachineSnapshot, EventObject>

/**
 * One path per transition: the shortest way to its source, then the transition. Simple paths never
 * revisit `generating`, so they would miss "submit again" from done, failed and quotaExceeded.
 */
function transitionPaths(kind: GenerationKind): Path[] {
  const shortest = getShortestPaths(generationMachine, traversal(kind)) as Path[]
  const edges = adjacencyMapToArray(getAdjacencyMap(generationMachine, traversal(kind))) as {
    state: AnyMachineSnapshot
    event: EventObject
    nextState: AnyMachineSnapshot
  }[]
  // The explicit event list is offered in every state; keep the transitions the state really has.
  // (The one it refuses on purpose, a submit while generating, is checked at every step of replay.)
  return edges
    .filter(({ state, event }) => state.can(event))
    .map(({ state, event, nextState }) => {
      const head = shortest.find((p) => serializeSnapshot(p.state) === serializeSnapshot(state))!
      return { state: nextState, weight: head.weight + 1, steps: [...head.steps, { event, state: nextState }] }
    })
}

/** Runs the real machine with a `generate` actor the test settles by hand, and records every UI effect. */
function harness(kind: GenerationKind) {
  const pending: { resolve: (value: Generated) => void; reject: (error: unknown) => void }[] = []
  const generate = vi.fn((input: GenerationInput<typeof request>) => {
    expect(input).toEqual({ kind, request })
    return new Promise<Generated>((resolve, reject) => pending.push({ resolve, reject }))
  })
  const effects = {
    announceDone: vi.fn(),
    startDownload: vi.fn(),
    refreshQuota: vi.fn(),
    showError: vi.fn(),
    offerPurchase: vi.fn(),
  }
  const machine = generationMachine.provide({
    actors: { generate: fromPromise(({ input }) => generate(input)) },
    actions: {
      announceDone: (_, params) => effects.announceDone(params),
      startDownload: (_, params) => effects.startDownload(params),
      refreshQuota: () => effects.refreshQuota(),
      showError: (_, params) => effects.showError(params),
      offerPurchase: (_, params) => effects.offerPurchase(params),
    },
  })
  const actor = createActor(machine, { input: { kind } })
  actor.start()

  /** Does to the live actor what the step's event did in the model. */
  async function take(event: EventObject & { output?: Generated; error?: Error; request?: object }) {
    if (event.type === 'form.submit') {
      actor.send({ type: 'form.submit', request })
      return
    }
    const call = pending.shift()
    if (!call) throw new Error(`No generation is running for ${event.type}`)
    if (event.type === 'xstate.done.actor.generate') call.resolve(event.output!)
    else call.reject(event.error)
    await waitFor(actor, (s) => !s.matches('generating'))
  }
  return { actor, take, generate, effects, pending }
}

/** Replays one path, checking state, context, the lock and the UI effects after every step. */
async function replay(kind: GenerationKind, path: Path) {
  const { actor, take, generate, effects, pending } = harness(kind)
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue
    for (const effect of Object.values(effects)) effect.mockClear()
    const callsBefore = generate.mock.calls.length
    await take(step.event as never)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(step.state.value)
    expect(snapshot.context).toEqual(step.state.context)
    const submit = { type: 'form.submit', request } as const

    if (snapshot.matches('generating')) {
      expect(generate).toHaveBeenCalledTimes(callsBefore + 1)
      // The lock: the button is disabled and a second submit starts nothing.
      expect(snapshot.can(submit)).toBe(false)
      actor.send(submit)
      expect(actor.getSnapshot().value).toBe('generating')
      expect(generate).toHaveBeenCalledTimes(callsBefore + 1)
      expect(pending).toHaveLength(1)
      expect(snapshot.context.error).toBeNull()
      expect(snapshot.context.document).toBeNull()
    } else {
      // From every other state the user can always submit again.
      expect(snapshot.can(submit)).toBe(true)
    }

    if (snapshot.matches('done')) {
      expect(snapshot.context.document).toEqual(document)
      expect(effects.announceDone).toHaveBeenCalledExactlyOnceWith({ title: document.title })
      expect(effects.refreshQuota).toHaveBeenCalledOnce()
      if (kind === 'paes' || kind === 'simce') expect(effects.startDownload).toHaveBeenCalledExactlyOnceWith(document)
      else expect(effects.startDownload).not.toHaveBeenCalled()
    } else {
      expect(effects.announceDone).not.toHaveBeenCalled()
      expect(effects.startDownload).not.toHaveBeenCalled()
    }

    if (snapshot.matches('quotaExceeded')) {
      expect(snapshot.context.error).toBe(quotaDetail)
      expect(effects.offerPurchase).toHaveBeenCalledExactlyOnceWith({ message: quotaDetail })
      expect(effects.refreshQuota).toHaveBeenCalledOnce()
    } else {
      expect(effects.offerPurchase).not.toHaveBeenCalled()
    }

    // A refused objective is no failure: no dialog; the screen offers the closest OA.
    if (snapshot.matches('refused')) expect(snapshot.context.error).toBe(refusalDetail)

    if (snapshot.matches('failed')) {
      expect([serverDetail, generationFallbacks[kind]]).toContain(snapshot.context.error)
      expect(effects.showError).toHaveBeenCalledExactlyOnceWith({ message: snapshot.context.error })
    } else {
      expect(effects.showError).not.toHaveBeenCalled()
    }
  }
  actor.stop()
}

const describePath = (path: Path) =>
  path.steps
    .map(({ event, state }) => {
      const error = (event as { error?: Error }).error
      const label = error ? `${event.type}(${error.message || 'sin detalle'})` : event.type
      return `${label} → ${JSON.stringify(state.value)}`
    })
    .join(', ')

describe('generation machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    for (const kind of generationKinds) expectFullCoverage(generationMachine, traversal(kind))
  })

  it('has the states and transitions the issue asks for', () => {
    const paths = getShortestPaths(generationMachine, traversal('ia'))
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual([
      '"done"',
      '"failed"',
      '"generating"',
      '"idle"',
      '"quotaExceeded"',
      '"refused"',
    ])
    // idle, generating, done, quotaExceeded, refused, failed with a detail, failed with the fallback.
    expect(paths).toHaveLength(7)
    // submit from idle, done, quotaExceeded, refused and both failed states; the generation's 5 outcomes.
    expect(transitionPaths('ia')).toHaveLength(11)
  })

  for (const kind of generationKinds) {
    describe(`kind ${kind}`, () => {
      for (const path of getShortestPaths(generationMachine, traversal(kind))) {
        it(`shortest: ${describePath(path)}`, () => replay(kind, path))
      }
      for (const path of transitionPaths(kind)) {
        it(`transition: ${describePath(path)}`, () => replay(kind, path))
      }
    })
  }

  it('uses the fallback of each screen when the server gives no detail', () => {
    expect(generationFallbacks).toEqual({
      ia: 'No se pudo generar el documento',
      pie: 'No se pudo generar el informe',
      paes: 'No se pudo generar el documento',
      simce: 'No se pudo generar el documento',
    })
    expect(messages.quota.buyLink).toBe('Comprar evaluación adicional')
  })
})

// ---------------------------------------------------------------------------------------------------
// The same paths, driven through the real /documentos-ia screen: router, API client and fetch.

/**
 * A fake back end: /auth/me answers at once; each generation waits until the test settles it. `answer`, when
 * given, answers first: the screen's other calls.
 */
function fakeServer(generationPath: string, answer: Answer = () => undefined) {
  const generations: { body: unknown; settle: (response: Response) => void }[] = []
  let meCalls = 0
  stubApi((call, init) => {
    const answered = answer(call, init)
    if (answered) return answered
    if (call.path === '/auth/me') {
      meCalls++
      return Response.json({ ...me, evaluaciones_disponibles: me.evaluaciones_disponibles - (meCalls - 1) })
    }
    if (call.path === generationPath) {
      return new Promise<Response>((settle) => generations.push({ body: call.body, settle }))
    }
    if (call.path.startsWith('/alumnos/')) return Response.json([])
    if (call.path === '/evaluaciones/status')
      return Response.json({
        plan: 'pro',
        evaluaciones_mes: 50,
        usadas: 50,
        extra: 0,
        disponibles: 0,
        precio_extra_clp: 1990,
      })
    return undefined
  })
  return { generations, meCalls: () => meCalls }
}

/** What the server answers for each event of the model. */
function responseFor(event: EventObject & { error?: Error }) {
  if (event.type === 'xstate.done.actor.generate') return Response.json(document)
  const message = event.error?.message ?? ''
  if (message === quotaDetail) return Response.json({ detail: quotaDetail }, { status: 403 })
  if (message === refusalDetail) return Response.json(refusalBody, { status: 422 })
  if (message) return Response.json({ detail: message }, { status: 422 })
  return new Response(null, { status: 502 })
}

afterEach(() => {
  closeError()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const dialog = () => screen.queryByRole('dialog', { hidden: true }) as HTMLDialogElement | null
const resultPanel = () => screen.getByRole('region', { name: 'Resultado' })

async function fillAiForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Nivel', {}, { timeout: 10_000 }), '2° Medio')
  await user.type(screen.getByLabelText('Asignatura'), 'Matemática')
  await user.click(screen.getByRole('radio', { name: 'Rúbrica' }))
  await user.type(screen.getByLabelText('Objetivos de aprendizaje'), ' OA 1 resolver ecuaciones ,OA 2 modelar ,  ')
  await user.type(screen.getByLabelText('Instrucciones'), 'Cuatro niveles de desempeño.')
}

describe('the /documentos-ia screen, replaying every transition of the model', () => {
  for (const path of transitionPaths('ia')) {
    it(describePath(path), async () => {
      const server = fakeServer('/generar-documento/')
      renderAt('/documentos-ia')
      const user = userEvent.setup()
      await fillAiForm(user)
      const form = screen.getByRole('form', { name: 'Generador de documentos con IA' })

      for (const step of path.steps) {
        const { type } = step.event
        if (type === 'xstate.init') continue
        if (type === 'form.submit') {
          if (dialog()?.open) await user.click(within(dialog()!).getByRole('button', { name: 'Entendido' }))
          const before = server.generations.length
          await user.click(screen.getByRole('button', { name: 'Generar documento' }))
          await waitForDom(() => expect(server.generations).toHaveLength(before + 1))
          // Objectives split on commas and trimmed; all fields sent.
          expect(server.generations.at(-1)!.body).toEqual({
            nivel: '2° Medio',
            asignatura: 'Matemática',
            tipo: 'rubrica',
            objetivos: ['OA 1 resolver ecuaciones', 'OA 2 modelar'],
            instrucciones: 'Cuatro niveles de desempeño.',
          })
        } else {
          const meBefore = server.meCalls()
          await act(async () => server.generations.at(-1)!.settle(responseFor(step.event as never)))
          if (type === 'xstate.done.actor.generate' || (step.state.value as string) === 'quotaExceeded')
            await waitForDom(() => expect(server.meCalls()).toBe(meBefore + 1))
        }

        const state = step.state.value as string
        if (state === 'generating') {
          const button = await screen.findByRole('button', { name: 'Generando...' })
          expect(button).toHaveProperty('disabled', true)
          expect(within(resultPanel()).getByText('Generando el documento Word…')).toBeTruthy()
          // The lock: submitting the form again (Enter in a field) sends nothing.
          fireEvent.submit(form)
          expect(server.generations.filter(Boolean)).toHaveLength(
            path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) => s.event.type === 'form.submit').length,
          )
          continue
        }
        const button = await screen.findByRole('button', { name: 'Generar documento' })
        expect(button).toHaveProperty('disabled', false)
        if (state === 'done') {
          await waitForDom(() =>
            expect(screen.getAllByRole('status').some((t) => t.textContent === '¡Documento generado!')).toBe(true),
          )
          const link = within(resultPanel()).getByRole('link', { name: 'Descargar .docx' })
          expect(link.getAttribute('href')).toBe(document.gcs_url)
          expect(link.getAttribute('download')).toBe(`${document.title}.docx`)
          expect(dialog()?.open ?? false).toBe(false)
          // The sidebar shows the remaining evaluations read again after the generation.
          await waitForDom(() => expect(window.document.querySelector('.quota-value')?.textContent).not.toBe('47'))
        }
        if (state === 'quotaExceeded') {
          await waitForDom(() => expect(dialog()?.open).toBe(true))
          expect(within(dialog()!).getByText(quotaDetail)).toBeTruthy()
          const buy = within(dialog()!).getByRole('link', { name: 'Comprar evaluación adicional', hidden: true })
          expect(buy.getAttribute('href')).toBe('/evaluaciones-status')
          const inline = within(resultPanel()).getByRole('link', { name: 'Comprar evaluación adicional' })
          expect(inline.getAttribute('href')).toBe('/evaluaciones-status')
        }
        if (state === 'refused') {
          // Said once, calmly, with the choices: no dialog, no alert in the result panel.
          await waitForDom(() => expect(screen.getAllByText(refusalDetail)).toHaveLength(1))
          expect(dialog()?.open ?? false).toBe(false)
          expect(within(resultPanel()).queryByText(refusalDetail)).toBeNull()
          expect(screen.getByRole('button', { name: 'Usar MA2M OA 08' })).toBeTruthy()
        }
        if (state === 'failed') {
          const expected =
            (step.event as unknown as { error: Error }).error.message || 'No se pudo generar el documento'
          await waitForDom(() => expect(dialog()?.open).toBe(true))
          expect(within(dialog()!).getByText(expected)).toBeTruthy()
          expect(within(dialog()!).queryByRole('link', { hidden: true })).toBeNull()
          expect(within(resultPanel()).getByText(expected)).toBeTruthy()
        }
      }
    })
  }

  it('blocks an incomplete form with the contract messages and sends nothing', async () => {
    const server = fakeServer('/generar-documento/')
    renderAt('/documentos-ia')
    const user = userEvent.setup()
    await fillAiForm(user)
    await user.clear(screen.getByLabelText('Objetivos de aprendizaje'))
    await user.type(screen.getByLabelText('Objetivos de aprendizaje'), ' , ,')
    await user.click(screen.getByRole('button', { name: 'Generar documento' }))
    expect(await screen.findByText('Indica al menos un objetivo.')).toBeTruthy()
    expect(server.generations).toHaveLength(0)
  })

  it('takes the user to /evaluaciones-status from the dialog link when the month ran out', async () => {
    const server = fakeServer('/generar-documento/')
    const router = renderAt('/documentos-ia')
    const user = userEvent.setup()
    await fillAiForm(user)
    await user.click(screen.getByRole('button', { name: 'Generar documento' }))
    await waitForDom(() => expect(server.generations).toHaveLength(1))
    await act(async () => server.generations[0]!.settle(Response.json({ detail: quotaDetail }, { status: 403 })))
    await waitForDom(() => expect(dialog()?.open).toBe(true))
    await user.click(within(dialog()!).getByRole('link', { name: 'Comprar evaluación adicional', hidden: true }))
    await waitForDom(() => expect(router.state.location.pathname).toBe('/evaluaciones-status'))
    expect(dialog()?.open).toBe(false)
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
  })
})

describe('the /PAES screen', () => {
  it('downloads the .docx by itself once the test is generated', async () => {
    const server = fakeServer('/paes/generar-word')
    const clicks: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download })
    })
    renderAt('/PAES')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Asignatura'), 'Matemática')
    await user.selectOptions(screen.getByLabelText('Nivel'), '2° Medio')
    await user.type(screen.getByLabelText(/Cantidad de preguntas/), '5')
    await user.click(screen.getByRole('button', { name: 'Generar ensayo' }))
    await waitForDom(() => expect(server.generations).toHaveLength(1))
    expect(server.generations[0]!.body).toEqual(request)
    expect(screen.getByRole('button', { name: 'Generando...' })).toHaveProperty('disabled', true)
    await act(async () => server.generations[0]!.settle(Response.json(document)))
    await waitForDom(() => expect(clicks).toEqual([{ href: document.gcs_url, download: `${document.title}.docx` }]))
    expect(within(resultPanel()).getByRole('link', { name: 'Descargar .docx' })).toBeTruthy()
  })

  it('sends no quantity when it is left blank, and refuses 21', async () => {
    const server = fakeServer('/paes/generar-word')
    renderAt('/PAES')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Asignatura'), 'Historia')
    await user.selectOptions(screen.getByLabelText('Nivel'), '4° Medio')
    const cantidad = screen.getByLabelText(/Cantidad de preguntas/)
    await user.type(cantidad, '21')
    fireEvent.submit(screen.getByRole('form', { name: 'Módulo PAES' }))
    expect(await screen.findByText('La cantidad de preguntas va de 1 a 20.')).toBeTruthy()
    expect(server.generations).toHaveLength(0)
    await user.clear(cantidad)
    await user.click(screen.getByRole('button', { name: 'Generar ensayo' }))
    await waitForDom(() => expect(server.generations).toHaveLength(1))
    expect(server.generations[0]!.body).toEqual({ asignatura: 'Historia', nivel: '4° Medio', cantidad: 10 })
  })
})

describe('the /informes-pie screen', () => {
  const alumno = {
    id: 7,
    nombre: 'Agustín Flores Rojas',
    rut: '22.142.542-1',
    fecha_nacimiento: null,
    direccion: null,
    telefono: null,
    apoderado: null,
    curso_id: 2,
    curso: { id: 2, nombre: '1° Medio B' },
  }

  it('fills name, RUT, course and attendance from the picked student and sends the 12 fields', async () => {
    const server = fakeServer('/informes-pie/generar-word', (call) => {
      if (call.path.startsWith('/alumnos/')) return Response.json([alumno])
      if (call.path === `/asistencia/alumno/${alumno.id}`)
        return Response.json({ alumno_id: 7, total: 40, presentes: 37, ausentes: 3, porcentaje: 92.5, registros: [] })
      return undefined
    })
    renderAt('/informes-pie')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText(/Buscar en mis estudiantes/), String(alumno.id))
    expect(screen.getByLabelText('Nombre del estudiante')).toHaveProperty('value', alumno.nombre)
    expect(screen.getByLabelText('RUT')).toHaveProperty('value', alumno.rut)
    expect(screen.getByLabelText('Curso')).toHaveProperty('value', '1° Medio B')
    await waitForDom(() =>
      expect(screen.getByLabelText('Asistencia')).toHaveProperty('value', '92,5% (37 de 40 clases registradas)'),
    )
    await user.clear(screen.getByLabelText('Fecha'))
    await user.type(screen.getByLabelText('Fecha'), '2026-07-10')
    await user.selectOptions(screen.getByLabelText('Semestre'), 'Primer semestre')
    const texts = {
      repotencias: 'Participa con entusiasmo.',
      diagnostico: 'TEL.',
      observaciones_generales: 'Avanza.',
      objetivos_planteados: 'Leer textos breves.',
      observaciones_profesor_jefe: 'Buena convivencia.',
      observaciones_profesor_apoyo: 'Mantener apoyo en aula.',
    }
    const labels = {
      repotencias: 'Potencialidades y fortalezas',
      diagnostico: 'Diagnóstico',
      observaciones_generales: 'Observaciones generales',
      objetivos_planteados: 'Objetivos planteados',
      observaciones_profesor_jefe: 'Observaciones del profesor jefe',
      observaciones_profesor_apoyo: 'Observaciones del profesor de apoyo',
    }
    for (const [field, text] of Object.entries(texts))
      await user.type(screen.getByLabelText(labels[field as keyof typeof labels]), text)
    await user.click(screen.getByRole('button', { name: 'Generar informe' }))
    await waitForDom(() => expect(server.generations).toHaveLength(1))
    expect(server.generations[0]!.body).toEqual({
      nombre_alumno: alumno.nombre,
      rut_alumno: '22142542-1',
      curso: '1° Medio B',
      // The field's draft as the contract reads it: the percentage, and the words after it.
      asistencia: 92.5,
      asistencia_detalle: '37 de 40 clases registradas',
      fecha: '2026-07-10',
      semestre: 'Primer semestre',
      ...texts,
    })
    expect(screen.getByRole('button', { name: 'Generando...' })).toHaveProperty('disabled', true)
    await act(async () => server.generations[0]!.settle(Response.json({ detail: '' }, { status: 500 })))
    await waitForDom(() => expect(dialog()?.open).toBe(true))
    expect(within(dialog()!).getByText('No se pudo generar el informe')).toBeTruthy()
  })

  it('refuses a RUT with a wrong check digit and sends nothing', async () => {
    const server = fakeServer('/informes-pie/generar-word')
    renderAt('/informes-pie')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('RUT'), '22.142.542-2')
    fireEvent.submit(screen.getByRole('form', { name: 'Informe PIE' }))
    expect(await screen.findByText(/RUT/, { selector: '.field-error' })).toBeTruthy()
    expect(server.generations).toHaveLength(0)
  })
})
