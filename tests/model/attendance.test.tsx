import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { schoolToday } from '@/domain/attendance'
import {
  type AttendanceContext,
  type AttendanceDay,
  type AttendanceSave,
  attendanceMachine,
} from '@/machines/attendance.machine'
import {
  ana,
  beto,
  events,
  failure,
  input,
  notTaken,
  otherDay,
  savedAllPresent,
  serverDetail,
  taken,
  today,
} from './attendance.events'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { me, renderAt, stubApi } from './harness'

const marksOfSaved = (c: AttendanceContext) => Object.fromEntries(c.alumnoIds.map((id) => [id, c.saved[id] ?? false]))

/** What must hold in each state, whatever path led there. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as AttendanceContext
  const state = snapshot.value as string
  expect(c.fecha <= c.today, 'never a day after today').toBe(true)
  if (state === 'loading') {
    expect(c.marks).toEqual({ [ana]: false, [beto]: false })
    expect(c.tomada).toBe(false)
  }
  if (state === 'ready' || state === 'saved')
    expect(c.marks, 'a clean screen shows what is saved').toEqual(marksOfSaved(c))
  if (state === 'dirty') expect(c.marks, 'unsaved changes differ from what is saved').not.toEqual(marksOfSaved(c))
  if (state === 'confirmingDiscard') {
    expect(c.pendingFecha).not.toBeNull()
    expect(c.marks).not.toEqual(marksOfSaved(c))
  } else expect(c.pendingFecha).toBeNull()
  if (state === 'saved') expect(c.tomada).toBe(true)
  // The tags the screen reads: leaving asks exactly when changes are on screen unsaved or a save failed.
  expect(snapshot.hasTag('unsaved'), 'unsaved tag').toBe(['dirty', 'failed', 'confirmingDiscard'].includes(state))
  if (snapshot.hasTag('clean')) expect(c.marks, 'a clean screen shows what is saved').toEqual(marksOfSaved(c))
  expect(snapshot.hasTag('dayLocked'), 'dayLocked tag').toBe(state === 'saving' || state === 'confirmingDiscard')
  if (state === 'failed' || state === 'loadFailed') expect(c.error).toBeTruthy()
}

describe('attendance machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(attendanceMachine, { events, input })
  })

  const paths = shortestPaths(attendanceMachine, { events, input })
  it('has a path to every reachable snapshot', () => {
    expect(paths.length).toBeGreaterThan(20)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const calls: string[] = []
    const last = replay(attendanceMachine, path, {
      input,
      actors: { loadDay: pending, saveDay: pending },
      actions: {
        announceSaved: () => calls.push('announceSaved'),
        showError: (_: unknown, { message }: { message: string }) => calls.push(`showError:${message}`),
      },
    })
    checkInvariants(last)
    const types = path.steps.map((s) => s.event.type)
    const count = (t: string) => types.filter((x) => x === t).length
    expect(calls.filter((c) => c === 'announceSaved')).toHaveLength(count('xstate.done.actor.saveDay'))
    expect(calls.filter((c) => c.startsWith('showError'))).toHaveLength(
      count('xstate.error.actor.saveDay') + count('xstate.error.actor.loadDay'),
    )
    for (const call of calls.filter((c) => c.startsWith('showError'))) {
      expect([
        `showError:${serverDetail}`,
        'showError:No se pudo guardar la asistencia.',
        'showError:No se pudo cargar la asistencia.',
      ]).toContain(call)
    }
  })

  it('loads today by default and saves every student as marked', async () => {
    const saveDay = vi.fn(async (_: AttendanceSave) => savedAllPresent)
    const loadDay = vi.fn(async () => notTaken)
    const actor = createActor(
      attendanceMachine.provide({
        actors: { loadDay: fromPromise(loadDay), saveDay: fromPromise(({ input }) => saveDay(input)) },
      }),
      { input },
    ).start()
    await waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
    expect(loadDay).toHaveBeenCalledWith(expect.objectContaining({ input: { cursoId: 3, fecha: today } }))
    actor.send({ type: 'all.present' })
    actor.send({ type: 'student.toggle', alumnoId: beto })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    await waitFor(() => expect(actor.getSnapshot().value).toBe('saved'))
    expect(saveDay).toHaveBeenCalledTimes(1)
    expect(saveDay.mock.calls[0]![0]).toEqual({
      cursoId: 3,
      fecha: today,
      registros: [
        { alumno_id: ana, presente: true },
        { alumno_id: beto, presente: false },
      ],
    })
  })

  it('starts on a day given in the input, but never on one after today', () => {
    const at = (fecha: string) =>
      createActor(attendanceMachine.provide({ actors: { loadDay: pending as never } }), { input: { ...input, fecha } })
        .start()
        .getSnapshot().context.fecha
    expect(at(otherDay)).toBe(otherDay)
    expect(at('2026-03-10')).toBe(today)
    expect(at('ayer')).toBe(today)
  })

  it('locks the list and the day while saving', () => {
    const actor = createActor(
      attendanceMachine.provide({ actors: { loadDay: pending as never, saveDay: pending as never } }),
      {
        input,
      },
    ).start()
    actor.send({ type: 'xstate.done.actor.loadDay', output: taken } as never)
    actor.send({ type: 'student.toggle', alumnoId: beto })
    actor.send({ type: 'form.submit' })
    const saving = actor.getSnapshot()
    expect(saving.value).toBe('saving')
    for (const event of [
      { type: 'student.toggle', alumnoId: ana },
      { type: 'all.present' },
      { type: 'date.change', fecha: otherDay },
      { type: 'form.submit' },
    ] as const) {
      expect(saving.can(event), event.type).toBe(false)
    }
  })

  it('keeps the changes and the day when the user stays, and loads the other day when they discard', () => {
    const actor = createActor(attendanceMachine.provide({ actors: { loadDay: pending as never } }), { input }).start()
    actor.send({ type: 'xstate.done.actor.loadDay', output: taken } as never)
    actor.send({ type: 'student.toggle', alumnoId: beto })
    actor.send({ type: 'date.change', fecha: otherDay })
    expect(actor.getSnapshot().value).toBe('confirmingDiscard')
    actor.send({ type: 'discard.cancel' })
    expect(actor.getSnapshot().value).toBe('dirty')
    expect(actor.getSnapshot().context).toMatchObject({ fecha: today, marks: { [ana]: true, [beto]: true } })
    actor.send({ type: 'date.change', fecha: otherDay })
    actor.send({ type: 'discard.confirm' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toMatchObject({ fecha: otherDay, marks: { [ana]: false, [beto]: false } })
  })

  it('uses the fallback message when a save fails without a detail', async () => {
    const shown: string[] = []
    const actor = createActor(
      attendanceMachine.provide({
        actors: {
          loadDay: fromPromise(async () => notTaken),
          saveDay: fromPromise<AttendanceDay, AttendanceSave>(async () => {
            throw failure('')
          }),
        },
        actions: { showError: (_, { message }) => void shown.push(message) },
      }),
      { input },
    ).start()
    await waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
    actor.send({ type: 'all.present' })
    actor.send({ type: 'form.submit' })
    await waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    expect(shown).toEqual(['No se pudo guardar la asistencia.'])
    expect(actor.getSnapshot().context.marks).toEqual({ [ana]: true, [beto]: true })
  })
})

describe('the /cursos/$id screen', () => {
  const curso = {
    id: 3,
    nombre: '4° Básico A',
    nivel: '4° Básico',
    total_alumnos: 2,
    alumnos: [
      { id: ana, nombre: 'Ana Díaz', rut: '22.007.919-K' },
      { id: beto, nombre: 'Beto Soto', rut: '22.015.838-K' },
    ],
  }
  const day = (fecha: string, base: typeof taken | typeof notTaken) => ({ curso_id: 3, ...base, fecha })

  /** The answer to the calls of the day being shown and saved (by their path), or undefined for a 404. */
  let handle: (path: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined
  let api: ReturnType<typeof stubApi>

  beforeEach(() => {
    api = stubApi((call, init) => {
      if (call.path === '/auth/me') return Response.json(me)
      if (call.path === '/cursos/3') return Response.json(curso)
      return handle(call.path, init)
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  const dayRequests = () =>
    api.calls.filter((c) => c.path.includes('/asistencia/curso/3/fecha/')).map((c) => c.path.split('/').at(-1))

  async function renderCourse() {
    const router = renderAt('/cursos/3')
    await screen.findByRole('heading', { name: '4° Básico A' })
    return router
  }

  const student = (name: RegExp) => screen.getByRole('button', { name })

  it('takes a day that was not taken: everyone absent until saved, then marked and saved', async () => {
    const now = schoolToday()
    let saved: unknown
    handle = (url, init) => {
      if (url.endsWith(`/fecha/${now}`)) return Response.json(day(now, notTaken))
      if (url.endsWith('/asistencia/curso/3') && init?.method === 'POST') {
        saved = JSON.parse(String(init.body))
        return Response.json({ ...day(now, taken), message: '¡Asistencia guardada!' })
      }
    }
    await renderCourse()
    await screen.findByText(/La asistencia de este día aún no se ha tomado/)
    expect(dayRequests()).toEqual([now])
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe(now)
    expect(student(/^Ana Díaz: Ausente$/).getAttribute('aria-pressed')).toBe('false')
    expect(student(/^Beto Soto: Ausente$/)).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Guardar asistencia' }) as HTMLButtonElement
    expect(save.disabled).toBe(false)

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }))
    expect(student(/^Ana Díaz: Presente$/).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeTruthy()
    await user.click(student(/^Beto Soto: Presente$/))
    expect(student(/^Beto Soto: Ausente$/)).toBeTruthy()
    expect(screen.getByText('1 presentes')).toBeTruthy()

    await act(() => user.click(save))
    await screen.findByText(/¡Asistencia guardada! Última modificación/)
    expect(saved).toEqual({
      fecha: now,
      registros: [
        { alumno_id: ana, presente: true },
        { alumno_id: beto, presente: false },
      ],
    })
    expect((screen.getByRole('button', { name: 'Guardar asistencia' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows a saved day, and asks before changing the day with unsaved changes', async () => {
    const now = schoolToday()
    const past = '2025-03-03'
    handle = (url) => {
      if (url.endsWith(`/fecha/${now}`)) return Response.json(day(now, taken))
      if (url.endsWith(`/fecha/${past}`)) return Response.json(day(past, notTaken))
    }
    await renderCourse()
    await screen.findByText(/Asistencia tomada\. Última modificación/)
    expect(student(/^Ana Díaz: Presente$/)).toBeTruthy()
    expect(student(/^Beto Soto: Ausente$/)).toBeTruthy()

    const user = userEvent.setup()
    await user.click(student(/^Beto Soto: Ausente$/))
    const fecha = screen.getByLabelText('Fecha') as HTMLInputElement
    fireEvent.change(fecha, { target: { value: past } })
    const ask = screen.getByRole('alertdialog')
    expect(ask.textContent).toContain('Tienes cambios sin guardar')
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(fecha.value).toBe(now)
    expect(student(/^Beto Soto: Presente$/)).toBeTruthy()
    expect(dayRequests()).toEqual([now])

    fireEvent.change(fecha, { target: { value: past } })
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }))
    await screen.findByText(/La asistencia de este día aún no se ha tomado/)
    expect(dayRequests()).toEqual([now, past])
    expect(fecha.value).toBe(past)
    expect(student(/^Beto Soto: Ausente$/)).toBeTruthy()
  })

  it('offers the absence notices once the day is saved, and tells what was sent', async () => {
    const now = schoolToday()
    let notice: unknown
    handle = (url, init) => {
      if (url.endsWith(`/fecha/${now}`)) return Response.json(day(now, notTaken))
      if (url.endsWith('/asistencia/curso/3') && init?.method === 'POST') {
        return Response.json({ ...day(now, taken), message: '¡Asistencia guardada!' })
      }
      if (url.endsWith('/asistencia/curso/3/avisar') && init?.method === 'POST') {
        notice = JSON.parse(String(init.body))
        return Response.json({
          message: 'Se envió 1 aviso de inasistencia.',
          enviados: 1,
          sin_correo: 2,
          ya_avisados: 1,
        })
      }
    }
    await renderCourse()
    await screen.findByText(/aún no se ha tomado/)
    expect(screen.queryByRole('button', { name: 'Avisar a apoderados' })).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }))
    expect(screen.queryByRole('button', { name: 'Avisar a apoderados' })).toBeNull()
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar asistencia' })))
    const notify = await screen.findByRole('button', { name: 'Avisar a apoderados' })
    await act(() => user.click(notify))
    expect(
      await screen.findByText('Se envió 1 aviso; 2 estudiantes sin correo. 1 estudiante ya había sido avisado.'),
    ).toBeTruthy()
    expect(notice).toEqual({ fecha: now })
  })

  it("keeps the changes on screen and shows the server's message when the save fails", async () => {
    const now = schoolToday()
    handle = (url, init) => {
      if (url.endsWith(`/fecha/${now}`)) return Response.json(day(now, notTaken))
      if (init?.method === 'POST') {
        return Response.json({ detail: 'El alumno 12 no pertenece a este curso.' }, { status: 422 })
      }
    }
    await renderCourse()
    await screen.findByText(/aún no se ha tomado/)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }))
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar asistencia' })))
    await screen.findByText(/No se guardó: El alumno 12 no pertenece a este curso\./)
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(dialog.textContent).toContain('El alumno 12 no pertenece a este curso.')
    expect(student(/^Ana Díaz: Presente$/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Guardar asistencia' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
