import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import { type PieStudentAttendance, pieStudentMachine } from '@/machines/pie-student.machine'
import { describePath, expectFullCoverage, pending, replay, shortestPaths } from './graph'
import { events, sofia, taken, tomas } from './pie-student.events'

/** What must hold wherever a path leads. */
function checkInvariants(snapshot: AnyMachineSnapshot) {
  const { alumnoId } = snapshot.context as { alumnoId: number }
  // Only a picked student's attendance is fetched.
  if (snapshot.matches('loadingAttendance')) expect([sofia.id, tomas.id]).toContain(alumnoId)
}

describe('pie-student machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(pieStudentMachine, { events })
  })

  const paths = shortestPaths(pieStudentMachine, { events })
  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    const last = replay(pieStudentMachine, path, { actors: { loadAttendance: pending } })
    for (const step of path.steps) checkInvariants(step.state)
    checkInvariants(last)
    const [before, after] = path.steps.slice(-2)
    const event = after?.event as { type: string; output?: PieStudentAttendance } | undefined
    if (before && event?.type === 'xstate.done.actor.loadAttendance') {
      // A fetch that ends fills the attendance only when some was taken and the teacher typed none meanwhile.
      const typed = before.state.context.fields.asistencia
      const expected = event.output === taken && typed === '' ? '92,5% (37 de 40 clases registradas)' : typed
      expect(last.context.fields.asistencia).toBe(expected)
    }
    if (event?.type === 'student.pick') expect(last.context.fields.asistencia).toBe('')
  })

  it('fills the student and drafts the attendance taken in Pizarra', async () => {
    const actor = createActor(
      pieStudentMachine.provide({ actors: { loadAttendance: fromPromise(async () => taken) } }),
    ).start()
    actor.send({ type: 'student.pick', alumno: sofia })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.fields).toEqual({
      nombre_alumno: 'Sofía Pérez Rojas',
      rut_alumno: '12.345.678-5',
      curso: '4° Básico A',
      asistencia: '92,5% (37 de 40 clases registradas)',
    })
  })

  it('keeps the attendance the teacher typed while the draft was fetched', async () => {
    let answer: (record: PieStudentAttendance) => void = () => {}
    const actor = createActor(
      pieStudentMachine.provide({
        actors: { loadAttendance: fromPromise(() => new Promise<PieStudentAttendance>((r) => (answer = r))) },
      }),
    ).start()
    actor.send({ type: 'student.pick', alumno: sofia })
    actor.send({ type: 'field.change', name: 'asistencia', value: '93% (informe de la escuela anterior)' })
    answer(taken)
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.fields.asistencia).toBe('93% (informe de la escuela anterior)')
  })

  it('never fills the attendance of a student no longer picked, even when its answer comes last', async () => {
    const answers = new Map<number, (record: PieStudentAttendance) => void>()
    const actor = createActor(
      pieStudentMachine.provide({
        actors: {
          loadAttendance: fromPromise<PieStudentAttendance, { alumnoId: number }>(
            ({ input }) => new Promise((resolve) => answers.set(input.alumnoId, resolve)),
          ),
        },
      }),
    ).start()
    actor.send({ type: 'student.pick', alumno: sofia })
    actor.send({ type: 'student.pick', alumno: tomas })
    answers.get(tomas.id)?.({ porcentaje: 80, presentes: 8, total: 10 })
    await new Promise((r) => setTimeout(r, 0))
    answers.get(sofia.id)?.(taken)
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.fields).toMatchObject({
      nombre_alumno: 'Tomás Soto Díaz',
      asistencia: '80% (8 de 10 clases registradas)',
    })

    // Back to "Elige un estudiante" while a fetch runs: the fields stay, the answer is dropped.
    actor.send({ type: 'field.change', name: 'asistencia', value: '' })
    actor.send({ type: 'student.pick', alumno: sofia })
    actor.send({ type: 'student.unpick' })
    answers.get(sofia.id)?.(taken)
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.fields).toMatchObject({ nombre_alumno: 'Sofía Pérez Rojas', asistencia: '' })
  })
})
