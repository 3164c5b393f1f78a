import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  serializeSnapshot,
} from '@xstate/graph'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor as settled } from 'xstate'
import { messages } from '@/domain/messages'
import { expectFullCoverage } from './graph'
import { me, renderAt, stubApi } from './harness'
import {
  alumno,
  changes,
  events,
  input,
  type StudentRecord,
  saved,
  serverDetail,
  studentDetailMachine,
} from './student-detail.events'

type Path = StatePath<AnyMachineSnapshot, EventObject>
type ModelEvent = EventObject & { output?: StudentRecord; error?: Error }

const traversal = { input, events } as never

/**
 * One path per transition: the shortest way to its source, then the transition. Shortest paths alone
 * never go viewing → editing → saving → editing → viewing, and would miss transitions.
 */
function transitionPaths(): Path[] {
  const shortest = getShortestPaths(studentDetailMachine, traversal) as Path[]
  const edges = adjacencyMapToArray(getAdjacencyMap(studentDetailMachine, traversal)) as {
    state: AnyMachineSnapshot
    event: EventObject
    nextState: AnyMachineSnapshot
  }[]
  // The explicit event list is offered in every state; keep the transitions the state really has.
  return edges
    .filter(({ state, event }) => state.can(event))
    .map(({ state, event, nextState }) => {
      const head = shortest.find((p) => serializeSnapshot(p.state) === serializeSnapshot(state))!
      return { state: nextState, weight: head.weight + 1, steps: [...head.steps, { event, state: nextState }] }
    })
}

const edgeLabel = (path: Path) => {
  const last = path.steps.at(-1)!
  const source = path.steps.at(-2)?.state.value
  const error = (last.event as ModelEvent).error
  return `${JSON.stringify(source)} ${last.event.type} ${error ? error.message || 'sin detalle' : ''}`
}

/** The shortest path through each distinct transition (source state and event), whatever the context. */
function distinctTransitions(): Path[] {
  const byEdge = new Map<string, Path>()
  for (const path of [...transitionPaths()].sort((a, b) => a.steps.length - b.steps.length)) {
    if (!byEdge.has(edgeLabel(path))) byEdge.set(edgeLabel(path), path)
  }
  return [...byEdge.values()]
}

const describePath = (path: Path) =>
  path.steps
    .map(({ event, state }) => {
      const error = (event as ModelEvent).error
      const label = error ? `${event.type}(${error.message || 'sin detalle'})` : event.type
      return `${label} → ${JSON.stringify(state.value)}`
    })
    .join(', ')

/** The real machine with a `saveStudent` the test settles by hand, recording every UI effect. */
function harness() {
  const pending: { resolve: (value: StudentRecord) => void; reject: (error: unknown) => void }[] = []
  const save = vi.fn(
    (_input: { id: number; changes: unknown }) =>
      new Promise<StudentRecord>((resolve, reject) => pending.push({ resolve, reject })),
  )
  const effects = { announceSaved: vi.fn(), showError: vi.fn(), focusForm: vi.fn() }
  const actor = createActor(
    studentDetailMachine.provide({
      actors: { saveStudent: fromPromise(({ input }) => save(input)) },
      actions: {
        announceSaved: () => effects.announceSaved(),
        showError: (_, params) => effects.showError(params),
        focusForm: () => effects.focusForm(),
      },
    }),
    { input },
  )
  actor.start()

  async function take(event: ModelEvent) {
    if (event.type.startsWith('xstate.')) {
      const call = pending.shift()
      if (!call) throw new Error(`No save is running for ${event.type}`)
      if (event.type === 'xstate.done.actor.saveStudent') call.resolve(event.output!)
      else call.reject(event.error)
      await settled(actor, (s) => !s.matches('saving'))
      return
    }
    actor.send(event as never)
  }
  return { actor, take, save, effects, pending }
}

async function replay(path: Path) {
  const { actor, take, save, effects, pending } = harness()
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue
    for (const effect of Object.values(effects)) effect.mockClear()
    const savesBefore = save.mock.calls.length
    const before = actor.getSnapshot()
    await take(step.event as ModelEvent)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(step.state.value)
    expect(snapshot.context).toEqual(step.state.context)

    if (snapshot.matches('saving')) {
      expect(save).toHaveBeenCalledTimes(savesBefore + 1)
      expect(save).toHaveBeenLastCalledWith({ id: alumno.id, changes })
      // The lock: neither Guardar nor Cancelar does anything while the save runs.
      for (const locked of [{ type: 'form.submit', changes }, { type: 'edit.cancel' }] as const) {
        expect(snapshot.can(locked)).toBe(false)
        actor.send(locked)
        expect(actor.getSnapshot().value).toBe('saving')
      }
      expect(save).toHaveBeenCalledTimes(savesBefore + 1)
      expect(pending).toHaveLength(1)
    } else {
      expect(save).toHaveBeenCalledTimes(savesBefore)
    }

    // Editar only in view mode; Guardar and Cancelar only in edit mode.
    expect(snapshot.can({ type: 'edit.start' })).toBe(snapshot.matches('viewing'))
    expect(snapshot.can({ type: 'form.submit', changes })).toBe(snapshot.matches('editing'))
    expect(snapshot.can({ type: 'edit.cancel' })).toBe(snapshot.matches('editing'))

    const type = step.event.type
    if (type === 'xstate.done.actor.saveStudent') {
      expect(snapshot.context).toEqual({ alumno: saved, changes: null, error: null })
      expect(effects.announceSaved).toHaveBeenCalledOnce()
    } else {
      expect(effects.announceSaved).not.toHaveBeenCalled()
    }
    if (type === 'xstate.error.actor.saveStudent') {
      const expected = (step.event as ModelEvent).error!.message || messages.fallback.editStudent
      expect(snapshot.context.error).toBe(expected)
      // What the user typed is kept, and the student shown is still the one saved before.
      expect(snapshot.context.changes).toEqual(changes)
      expect(snapshot.context.alumno).toEqual(before.context.alumno)
      expect(effects.showError).toHaveBeenCalledExactlyOnceWith({ message: expected })
    } else {
      expect(effects.showError).not.toHaveBeenCalled()
    }
    // Entering edit mode puts the cursor in the form, whether from Editar or from a failed save.
    const entersEditing = snapshot.matches('editing') && !before.matches('editing')
    expect(effects.focusForm).toHaveBeenCalledTimes(entersEditing ? 1 : 0)
    if (type === 'edit.cancel') expect(snapshot.context).toEqual({ ...before.context, changes: null, error: null })
  }
  actor.stop()
}

describe('student-detail machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(studentDetailMachine, traversal)
  })

  it('has the states and transitions the workflow needs', () => {
    const reached = new Set(
      (getShortestPaths(studentDetailMachine, traversal) as Path[]).map((p) => JSON.stringify(p.state.value)),
    )
    expect([...reached].sort()).toEqual(['"editing"', '"saving"', '"viewing"'])
    // Editar, Cancelar, Guardar, saved, failed with a detail, failed without one.
    expect(distinctTransitions().map(describePath)).toHaveLength(6)
  })

  for (const path of getShortestPaths(studentDetailMachine, traversal) as Path[]) {
    it(`shortest: ${describePath(path)}`, () => replay(path))
  }
  for (const path of transitionPaths()) {
    it(`transition: ${describePath(path)}`, () => replay(path))
  }
})

// ——— The real screen, /alumnos/7, driven through the same paths ———

const cursos = [
  { id: 3, nombre: '4° Básico A', nivel: '4° Básico', total_alumnos: 30 },
  { id: 4, nombre: '4° Básico B', nivel: '4° Básico', total_alumnos: 29 },
]
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`
/** 6 recorded days, 4 present: 66,7 %, under the 85 % promotion threshold. */
const asistencia = {
  alumno_id: 7,
  total: 6,
  presentes: 4,
  ausentes: 2,
  porcentaje: 66.7,
  registros: [2, 3, 4, 5, 6, 9].reverse().map((n, i) => ({ fecha: day(n), presente: i % 3 !== 0, curso: cursos[0] })),
}
const reuniones = [1, 2, 3, 4, 5].map((n) => ({
  id: n,
  alumno_id: 7,
  fecha: day(n + 10),
  motivo: `Motivo ${n}`,
  observaciones: 'Observaciones',
  resultado: `Resultado ${n}`,
  alumno: { nombre: alumno.nombre, curso: cursos[0] },
  registrada_por: { nombre: 'Carolina Fuentes' },
  creada: `${day(n + 10)}T12:00:00Z`,
}))
/** Two subjects, one failed: not promoted with its reasons. */
const notas = {
  alumno: { id: 7, nombre: alumno.nombre, rut: alumno.rut, curso: cursos[0] },
  asignaturas: [
    { asignatura: 'Lenguaje y Comunicación', promedio: 5.5, evaluaciones: [] },
    { asignatura: 'Matemática', promedio: 3.2, evaluaciones: [] },
  ],
  promedio_general: 4.4,
  asistencia: 66.7,
  situacion: 'no_promovido',
  motivos: ['Reprobó 1 asignatura con un promedio general inferior a 4,5.'],
  // After the school year's end: the decision, not a projection.
  proyeccion: false,
}
const mensaje = (id: number, asunto: string) => ({
  id,
  alumno_id: 7,
  tipo: 'mensaje',
  asunto,
  cuerpo: `Cuerpo ${id}`,
  destinatario: 'carolina.rojas@ejemplo.cl',
  fecha_envio: `${day(id)}T15:00:00Z`,
  enviado_por: { nombre: 'Carolina Fuentes' },
})
/** The API of the page, with every PUT held until the test answers it. */
function pageApi(student: StudentRecord = alumno) {
  const puts: { body: unknown; answer: (response: Response) => void }[] = []
  const api = stubApi((call) => {
    if (call.path === '/auth/me') return Response.json(me)
    if (call.path === '/alumnos/7' && call.method === 'GET') return Response.json(student)
    if (call.path === '/alumnos/7' && call.method === 'PUT') {
      return new Promise<Response>((answer) => puts.push({ body: call.body, answer }))
    }
    if (call.path === '/cursos/' || call.path === '/cursos') return Response.json(cursos)
    if (call.path === '/asistencia/alumno/7') return Response.json(asistencia)
    if (call.path === '/calificaciones/alumno/7') return Response.json(notas)
    if (call.path === '/apoderados/mensajes?alumno_id=7' && call.method === 'GET') {
      return Response.json([mensaje(1, 'Reunión de apoderados')])
    }
    if (call.path === '/apoderados/mensajes' && call.method === 'POST') {
      expect(call.body).toEqual({ alumno_id: 7, asunto: 'Tareas pendientes', cuerpo: 'Le escribo por las tareas.' })
      return Response.json(mensaje(2, 'Tareas pendientes'))
    }
    if (call.path === '/reuniones?alumno_id=7') return Response.json(reuniones)
    if (call.path === '/informes-pie?alumno_id=7') {
      return Response.json([
        { id: 1, fecha: '2026-03-20', tipo: 'Informe de avance', title: 'Informe PIE', gcs_url: '/api/files/1?f=x' },
      ])
    }
    return undefined
  })
  return { ...api, puts }
}

async function renderStudentPage() {
  const router = renderAt('/alumnos/7')
  await screen.findByRole('heading', { level: 1, name: alumno.nombre })
  // The page's body renders just after its header (AfterFirstPaint).
  await screen.findByRole('heading', { level: 2, name: 'Datos del alumno' })
  return router
}

const dialog = () => document.querySelector('dialog')!
/** A card of the page, found by its title. */
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!

/** Does on the screen what the model's event means, and answers the held PUT for the actor's events. */
async function act$(event: ModelEvent, api: ReturnType<typeof pageApi>, user: ReturnType<typeof userEvent.setup>) {
  switch (event.type) {
    case 'edit.start':
      await user.click(screen.getByRole('button', { name: 'Editar' }))
      // The form's code loads on demand (the first time, from the click): it shows, focused on the name.
      await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('nombre'))
      return
    case 'edit.cancel':
      await user.click(screen.getByRole('button', { name: 'Cancelar' }))
      return
    case 'form.submit': {
      const form = screen.getByRole('form', { name: 'Editar alumno' })
      await user.selectOptions(within(form).getByLabelText('Curso'), '4° Básico B')
      const direccion = within(form).getByLabelText(/Dirección/)
      await user.clear(direccion)
      await user.type(direccion, changes.direccion ?? '')
      await user.clear(within(form).getByLabelText(/Teléfono/))
      await user.click(within(form).getByRole('button', { name: 'Guardar' }))
      await waitFor(() => expect(api.puts).toHaveLength(1))
      expect(api.puts[0]!.body).toEqual(changes)
      return
    }
    default: {
      const put = api.puts.shift()!
      if (event.type === 'xstate.done.actor.saveStudent') put.answer(Response.json(event.output))
      else if (event.error!.message) put.answer(Response.json({ detail: event.error!.message }, { status: 409 }))
      else put.answer(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }))
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardando...' })).toBeNull())
    }
  }
}

/** What the screen shows in each state of the machine. */
function expectScreen(state: AnyMachineSnapshot) {
  const context = state.context as { alumno: typeof alumno; error: string | null }
  const form = screen.queryByRole('form', { name: 'Editar alumno' })
  if (state.matches('viewing')) {
    expect(form).toBeNull()
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(context.alumno.nombre)
    const data = card('Datos del alumno')
    expect(within(data).getByText(context.alumno.curso.nombre)).toBeTruthy()
    expect(within(data).getByText(context.alumno.direccion!)).toBeTruthy()
  } else {
    expect(form).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull()
    const saving = state.matches('saving')
    const save = within(form!).getByRole('button', { name: saving ? 'Guardando...' : 'Guardar' }) as HTMLButtonElement
    expect(save.disabled).toBe(saving)
    expect((within(form!).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(saving)
    if (context.error) {
      expect(dialog().open).toBe(true)
      expect(within(dialog()).getByText(context.error)).toBeTruthy()
    }
  }
}

describe('the /alumnos/$id screen, driven by the model', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  for (const path of distinctTransitions()) {
    it(`replays ${describePath(path)}`, async () => {
      const api = pageApi()
      await renderStudentPage()
      const user = userEvent.setup()
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') {
          if (dialog().open) await user.click(within(dialog()).getByRole('button', { name: 'Entendido' }))
          await act$(step.event as ModelEvent, api, user)
        }
        expectScreen(step.state)
      }
      if (path.steps.at(-1)!.event.type === 'xstate.done.actor.saveStudent') {
        expect(await screen.findByText(messages.success.userUpdated)).toBeTruthy()
      }
    })
  }

  it('keeps what was typed after a failed save, and saves it on the next Guardar', async () => {
    const api = pageApi()
    await renderStudentPage()
    const user = userEvent.setup()
    await act$({ type: 'edit.start' }, api, user)
    await act$({ type: 'form.submit' }, api, user)
    await act$({ type: 'xstate.error.actor.saveStudent', error: new Error(serverDetail) }, api, user)
    await user.click(within(dialog()).getByRole('button', { name: 'Entendido' }))
    const form = screen.getByRole('form', { name: 'Editar alumno' })
    expect((within(form).getByLabelText(/Dirección/) as HTMLInputElement).value).toBe(changes.direccion)
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(api.puts).toHaveLength(1))
    expect(api.puts[0]!.body).toEqual(changes)
  })

  it('checks the fields before sending: a wrong RUT is explained live and nothing is saved', async () => {
    const api = pageApi()
    await renderStudentPage()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Editar' }))
    const rut = screen.getByLabelText('RUT') as HTMLInputElement
    expect(rut.value).toBe('12.345.678-5')
    await user.clear(rut)
    await user.type(rut, '12345678-9')
    expect(screen.getByText('El RUT no es válido: revisa el dígito verificador.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(api.puts).toHaveLength(0)
    await user.clear(rut)
    await user.type(rut, '11111111-1')
    await user.tab()
    expect(rut.value).toBe('11.111.111-1')
    expect(screen.getByText(/RUT válido: 11\.111\.111-1/)).toBeTruthy()
  })

  it('shows the attendance percentage with the promotion warning, and 4 items of each list before Ver todas', async () => {
    pageApi()
    await renderStudentPage()
    const user = userEvent.setup()
    const attendance = card('Asistencia')
    expect(within(attendance).getByText('66,7 %')).toBeTruthy()
    expect(within(attendance).getByText('Bajo el 85 % de asistencia exigido para la promoción.')).toBeTruthy()
    expect(within(attendance).getAllByRole('listitem')).toHaveLength(4)
    await user.click(within(attendance).getByRole('button', { name: 'Ver todas (6)' }))
    expect(within(attendance).getAllByRole('listitem')).toHaveLength(6)
    await user.click(within(attendance).getByRole('button', { name: 'Ver menos' }))
    expect(within(attendance).getAllByRole('listitem')).toHaveLength(4)

    const meetings = card('Reuniones con el apoderado')
    expect(within(meetings).getAllByRole('listitem')).toHaveLength(4)
    await user.click(within(meetings).getByRole('button', { name: 'Ver todas (5)' }))
    expect(within(meetings).getByText('Motivo 5')).toBeTruthy()

    const pie = card('Informes PIE')
    expect(within(pie).getByRole('link', { name: 'Informe de avance' }).getAttribute('href')).toBe('/api/files/1?f=x')
    expect(within(pie).queryByRole('button', { name: /Ver todas/ })).toBeNull()
  })

  it('shows the averages per subject, a failing one in red with a text cue, and the promotion situation', async () => {
    pageApi()
    await renderStudentPage()
    const grades = card('Notas')
    const math = within(grades).getByRole('row', { name: /Matemática/ })
    expect(math.textContent).toContain('3,2 (insuficiente)')
    expect(within(math).getByText('3,2').className).toContain('grade-failing')
    expect(within(grades).getByRole('row', { name: /Lenguaje/ }).textContent).not.toContain('insuficiente')
    expect(within(grades).getByText('No promovido')).toBeTruthy()
    expect(within(grades).getByText(notas.motivos[0]!)).toBeTruthy()
    expect(within(grades).getByRole('button', { name: 'Informe de notas (Word)' })).toBeTruthy()
  })

  it('sends a message to the guardian: it heads the log and the form is cleared', async () => {
    pageApi()
    await renderStudentPage()
    const user = userEvent.setup()
    const messagesCard = card('Mensajes al apoderado')
    const log = await within(messagesCard).findByRole('list', { name: 'Mensajes enviados' })
    expect(within(log).getAllByRole('listitem')).toHaveLength(1)
    const form = within(messagesCard).getByRole('form', { name: 'Mensaje al apoderado' })
    await user.type(within(form).getByLabelText('Asunto'), 'Tareas pendientes')
    await user.type(within(form).getByLabelText('Mensaje'), 'Le escribo por las tareas.')
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }))
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2))
    expect(within(log).getAllByRole('listitem')[0]!.textContent).toContain('Tareas pendientes')
    expect((within(form).getByLabelText('Asunto') as HTMLInputElement).value).toBe('')
  })

  it('disables the guardian messages with the reason when the student has no e-mail on file', async () => {
    pageApi({ ...alumno, email_apoderado: null })
    await renderStudentPage()
    const messagesCard = card('Mensajes al apoderado')
    expect(await within(messagesCard).findByText(/no tiene correo de apoderado registrado/)).toBeTruthy()
    expect(within(messagesCard).getByRole('button', { name: 'Enviar mensaje' }).hasAttribute('disabled')).toBe(true)
    expect(within(messagesCard).getByRole('list', { name: 'Mensajes enviados' })).toBeTruthy()
  })

  it('answers a student of another school (404) with the not-found page', async () => {
    pageApi()
    renderAt('/alumnos/8')
    expect(await screen.findByText('Este alumno no existe en tu colegio.')).toBeTruthy()
  })
})

describe('the machine on its own', () => {
  it('saves once however many times Guardar is pressed', async () => {
    const save = vi.fn(async (): Promise<StudentRecord> => saved)
    const actor = createActor(studentDetailMachine.provide({ actors: { saveStudent: fromPromise(save) } }), {
      input,
    }).start()
    actor.send({ type: 'edit.start' })
    actor.send({ type: 'form.submit', changes })
    actor.send({ type: 'form.submit', changes })
    await act(() => settled(actor, (s) => s.matches('viewing')))
    expect(save).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.alumno).toEqual(saved)
  })
})
