import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adjacencyMapToArray, getAdjacencyMap, getSimplePaths, type StatePath, serializeSnapshot } from '@xstate/graph'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { closeError } from '@/ui/error-dialog'
import { apiError } from './api-error'
import {
  type CourseSubmissionContext,
  created,
  curso,
  events,
  fieldErrors,
  formSubmissionMachine,
  input,
  serverDetail,
} from './form-submission.events'
import { expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { type Call, fakeApi, me, renderAt } from './harness'

type Path = StatePath<AnyMachineSnapshot, { type: string; error?: unknown }>

/** A path as a line, telling apart the two checks and the two failures: `idle → form.submit (rechazado) → idle`. */
function label(path: Path) {
  const variant = (e: Path['steps'][number]['event']) => {
    const check = (e as { check?: { ok: boolean } }).check
    if (check) return check.ok ? ' (válido)' : ' (rechazado)'
    if (e.type === 'xstate.error.actor.submit') return (e.error as Error).message ? ' (con detalle)' : ' (sin detalle)'
    return ''
  }
  return path.steps
    .map((s, i) => (i === 0 ? String(s.state.value) : `${s.event.type}${variant(s.event)} → ${String(s.state.value)}`))
    .join(' → ')
}

/** What must hold in every snapshot, whatever led there. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as CourseSubmissionContext
  if (snapshot.matches('submitting')) {
    expect(c.values, 'only checked values are sent').toEqual(curso)
    expect(c.fieldErrors, 'a submission starts without field errors').toEqual({})
    expect(c.output).toBeNull()
    expect(c.failure).toBeNull()
  }
  if (c.failure) expect([serverDetail, input.fallback]).toContain(c.failure.message)
}

describe('form-submission machine (model)', () => {
  const traversal = { events, input }
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(formSubmissionMachine, traversal)
  })

  // The graph is small, so every path is replayed: each simple path (no snapshot twice), and each
  // edge of the graph (the shortest way to its snapshot, then the edge) — field.change included,
  // which always leads back to a snapshot already seen.
  const shortest = shortestPaths(formSubmissionMachine, traversal) as Path[]
  const simple = getSimplePaths(formSubmissionMachine, traversal as never) as Path[]
  const edges = adjacencyMapToArray(getAdjacencyMap(formSubmissionMachine, traversal as never))
    .filter(({ state, event }) => state.can(event))
    .map(({ state, event, nextState }): Path => {
      const head = shortest.find((p) => serializeSnapshot(p.state) === serializeSnapshot(state))!
      return { state: nextState, weight: head.weight + 1, steps: [...head.steps, { event, state: nextState }] }
    })
  const key = (p: Path) => p.steps.map((s) => `${serializeSnapshot(s.state)}${JSON.stringify(s.event)}`).join('|')
  const paths = [...new Map([...shortest, ...simple, ...edges].map((p) => [key(p), p])).values()]

  it('replays paths through every kind of step', () => {
    const steps = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))
    expect([...steps].sort()).toEqual([
      'field.change',
      'form.submit',
      'xstate.done.actor.submit',
      'xstate.error.actor.submit',
      'xstate.init',
    ])
  })

  it.each(paths.map((p) => [label(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(formSubmissionMachine, path as never, {
      input,
      actors: { submit: pending },
      actions: {
        announceSuccess: (_: unknown, { output }: { output: unknown }) =>
          calls.push(`announceSuccess:${JSON.stringify(output)}`),
        resetForm: () => calls.push('resetForm'),
        refresh: () => calls.push('refresh'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`showError:${message}`),
      },
    })
    checkInvariants(last)
    for (const step of path.steps) checkInvariants(step.state)

    // Each answer of the server has exactly its effects, in order.
    const expected = path.steps.flatMap(({ event }) => {
      if (event.type === 'xstate.done.actor.submit')
        return [`announceSuccess:${JSON.stringify(created)}`, 'resetForm', 'refresh']
      if (event.type === 'xstate.error.actor.submit')
        return [`showError:${(event.error as Error).message || input.fallback}`]
      return []
    })
    expect(calls).toEqual(expected)

    const lastEvent = path.steps.at(-1)!.event as { type: string; check?: { ok: boolean } }
    const c = last.context as CourseSubmissionContext
    if (lastEvent.type === 'form.submit' && lastEvent.check?.ok === false) {
      expect(last.value).toBe('idle')
      expect(c.fieldErrors).toEqual(fieldErrors)
    }
    if (lastEvent.type === 'xstate.done.actor.submit') expect(c).toMatchObject({ values: null, output: created })
    if (lastEvent.type === 'xstate.error.actor.submit') {
      // What the user typed is still there to correct and send again.
      expect(c.values).toEqual(curso)
      expect(last.can({ type: 'form.submit', check: { ok: true, values: curso } })).toBe(true)
    }
  })

  it('sends the checked values once, ignores a submit while sending, and uses the fallback without a detail', async () => {
    const submit = vi.fn(async (_values: typeof curso): Promise<typeof created> => {
      throw apiError('')
    })
    const shown: string[] = []
    const actor = createActor(
      formSubmissionMachine.provide({
        actors: { submit: fromPromise(({ input }) => submit(input.values)) },
        actions: { showError: (_, { message }) => void shown.push(message) },
      }),
      { input },
    ).start()
    actor.send({ type: 'form.submit', check: { ok: true, values: curso } })
    expect(actor.getSnapshot().can({ type: 'form.submit', check: { ok: true, values: curso } })).toBe(false)
    actor.send({ type: 'form.submit', check: { ok: true, values: { ...curso, nombre: 'Otro' } } })
    actor.send({ type: 'form.submit', check: { ok: false, fieldErrors } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    await waitFor(() => expect(actor.getSnapshot().value).toBe('idle'))
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit).toHaveBeenCalledWith(curso)
    expect(shown).toEqual(['No se pudo crear el curso.'])
    expect(actor.getSnapshot().context.failure?.message).toBe('No se pudo crear el curso.')
    actor.stop()
  })

  it('does not send refused values, and forgets a field error once that field changes', () => {
    const submit = vi.fn(async (): Promise<typeof created> => created)
    const actor = createActor(formSubmissionMachine.provide({ actors: { submit: fromPromise(submit) } }), {
      input,
    }).start()
    const both = { nombre: fieldErrors.nombre, nivel: 'El nivel es obligatorio: elige uno de la lista.' }
    actor.send({ type: 'form.submit', check: { ok: false, fieldErrors: both } })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.fieldErrors).toEqual(both)
    actor.send({ type: 'field.change', name: 'nombre' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ nivel: both.nivel })
    expect(submit).not.toHaveBeenCalled()
    actor.stop()
  })
})

/** A response the test hands over when it chooses, to look at the screen while the request is pending. */
function deferred() {
  let resolve: (response: Response) => void = () => {}
  const promise = new Promise<Response>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** Leaves no dialog, toast or fake server behind for the next screen test. */
function closeScreen() {
  act(() => {
    closeError()
    toast.remove()
  })
  vi.unstubAllGlobals()
}

describe('the /cursos screen', () => {
  afterEach(closeScreen)

  const existing = { id: 1, nombre: '1° Medio B', nivel: '1° Medio', total_alumnos: 12 }

  function courseApi(answers: ((call: Call) => Response | Promise<Response>)[]) {
    let list = [existing]
    return fakeApi({
      'GET /auth/me': () => Response.json(me),
      'GET /cursos/': () => Response.json(list),
      'POST /cursos/': async (call) => {
        const answer = answers.shift()
        if (!answer) throw new Error('unexpected POST /cursos/')
        const response = await answer(call)
        if (response.ok) list = [...list, { id: 7, ...(call.body as typeof curso), total_alumnos: 0 }]
        return response
      },
    })
  }

  const form = () => screen.getByRole('button', { name: /Crear curso|Creando/ }).closest('form')!
  const nombre = () => screen.getByLabelText('Nombre del curso') as HTMLInputElement
  const nivel = () => screen.getByLabelText('Nivel') as HTMLSelectElement

  it('answers an empty form in place, without calling the server', async () => {
    const api = courseApi([])
    renderAt('/cursos')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Crear curso' }))
    expect(await screen.findByText('El nombre del curso es obligatorio.')).toBeTruthy()
    expect(screen.getByText('El nivel es obligatorio: elige uno de la lista.')).toBeTruthy()
    expect(nombre().getAttribute('aria-invalid')).toBe('true')
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('locks the form while sending, keeps what was typed when the server refuses, then creates the course', async () => {
    const first = deferred()
    const api = courseApi([
      () => first.promise,
      () => Response.json({ id: 7, ...curso, total_alumnos: 0 }, { status: 201 }),
    ])
    renderAt('/cursos')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Cursos del colegio (1)' })).toBeTruthy()
    await user.type(nombre(), curso.nombre)
    await user.selectOptions(nivel(), curso.nivel)
    await user.click(screen.getByRole('button', { name: 'Crear curso' }))

    const busy = (await screen.findByRole('button', { name: 'Creando...' })) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    // Even a submit that gets past the disabled button (Enter in a field) is ignored while sending.
    fireEvent.submit(form())
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1)

    await act(async () => first.resolve(Response.json({ detail: serverDetail }, { status: 409 })))
    const dialog = await screen.findByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.textContent).toContain(serverDetail))
    expect(nombre().value).toBe(curso.nombre)
    expect(nivel().value).toBe(curso.nivel)
    const again = screen.getByRole('button', { name: 'Crear curso' }) as HTMLButtonElement
    expect(again.disabled).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Entendido', hidden: true }))
    await user.click(again)
    expect(await screen.findByText('Curso creado')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Cursos del colegio (2)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /4° Básico A/ })).toBeTruthy()
    // The form is ready for the next course.
    expect(nombre().value).toBe('')
    expect(nivel().value).toBe('')
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([curso, curso])
  })

  it("shows the screen's fallback when the server gives no detail", async () => {
    courseApi([() => new Response(null, { status: 502 })])
    renderAt('/cursos')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nombre del curso'), curso.nombre)
    await user.selectOptions(nivel(), curso.nivel)
    await user.click(screen.getByRole('button', { name: 'Crear curso' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('No se pudo crear el curso.'),
    )
    expect(nombre().value).toBe(curso.nombre)
    expect(screen.getByRole('heading', { name: 'Cursos del colegio (1)' })).toBeTruthy()
  })
})

describe('the /subir-alumno screen', () => {
  afterEach(closeScreen)

  const xlsx = (name = 'alumnos.xlsx') =>
    new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })

  it('checks the file first, lists every bad row of a refused import, then shows the summary of a good one', async () => {
    const answers = [
      () =>
        Response.json(
          {
            detail: 'No se importó ningún alumno: 2 filas tienen errores.',
            errores: [
              { fila: 3, motivo: 'El RUT no es válido: revisa el dígito verificador.' },
              { fila: 5, motivo: 'El curso «9° Básico» no existe en tu colegio.' },
            ],
          },
          { status: 422 },
        ),
      () =>
        Response.json({ message: 'Se importaron 3 alumnos: 3 nuevos y 0 actualizados.', creados: 3, actualizados: 0 }),
    ]
    const api = fakeApi({
      'GET /auth/me': () => Response.json(me),
      'POST /alumnos/upload-excel': () => answers.shift()!(),
    })
    renderAt('/subir-alumno')
    const user = userEvent.setup({ applyAccept: false })
    const upload = await screen.findByRole('button', { name: 'Subir alumnos' })
    const file = screen.getByLabelText('Archivo Excel (.xlsx)') as HTMLInputElement

    await user.click(upload)
    expect(await screen.findByText('Elige el archivo .xlsx con los alumnos.')).toBeTruthy()
    await user.upload(file, new File(['a,b'], 'alumnos.csv', { type: 'text/csv' }))
    // Choosing another file clears the message; checking it again says what is wrong with it.
    expect(screen.queryByText('Elige el archivo .xlsx con los alumnos.')).toBeNull()
    await user.click(upload)
    expect(await screen.findByText('El archivo debe ser un Excel .xlsx.')).toBeTruthy()
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([])

    await user.upload(file, xlsx())
    await user.click(upload)
    await waitFor(() =>
      expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain(
        'No se importó ningún alumno: 2 filas tienen errores.',
      ),
    )
    const rows = within(screen.getByRole('table', { name: 'Filas con errores' })).getAllByRole('row')
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '3El RUT no es válido: revisa el dígito verificador.',
      '5El curso «9° Básico» no existe en tu colegio.',
    ])
    await user.click(screen.getByRole('button', { name: 'Entendido', hidden: true }))

    await user.upload(file, xlsx())
    await user.click(upload)
    expect(
      await screen.findByText(/Se importaron 3 alumnos: 3 nuevos y 0 actualizados\./, { selector: '.import-ok' }),
    ).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Filas con errores' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Ver alumnos' })).toBeTruthy()
    const posted = api.calls.filter((c) => c.method === 'POST')
    expect(posted).toHaveLength(2)
    expect((posted[0]!.body as FormData).get('file')).toBeInstanceOf(File)
  })
})
