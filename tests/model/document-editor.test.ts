import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { DocumentEditorContext } from '@/machines/document-editor.machine'
import { editorFallbacks } from '@/machines/document-editor.machine'
import {
  conflictDetail,
  type Doc,
  editorMachine,
  edits,
  events,
  input,
  regenerated,
  saved,
  serializeState,
  serverDetail,
  stored,
} from './document-editor.events'
import { describePath, expectFullCoverage, shortestPaths } from './graph'

const traversal = { events, input, serializeState: serializeState as never }
type Context = DocumentEditorContext<Doc>
type Step = { type: string; edit?: { op: string }; error?: Error }

/** Runs the real machine along a path, with actors that record their input and never settle by themselves. */
function run(path: ReturnType<typeof shortestPaths<typeof editorMachine>>[number]) {
  const calls: { actor: string; input: unknown }[] = []
  const effects: { action: string; params: unknown }[] = []
  const recording = (actor: string) =>
    fromPromise<never, never>(({ input }) => {
      calls.push({ actor, input })
      return new Promise<never>(() => {})
    }) as never
  const actor = createActor(
    editorMachine.provide({
      actors: {
        loadDocument: recording('loadDocument'),
        saveDocument: recording('saveDocument'),
        regenerateElement: recording('regenerateElement'),
      },
      actions: {
        announceSaved: (_, params) => effects.push({ action: 'announceSaved', params }),
        startDownload: (_, params) => effects.push({ action: 'startDownload', params }),
      },
    }),
    { input },
  ).start()
  let before: AnyMachineSnapshot = actor.getSnapshot()
  for (const step of path.steps) {
    const event = step.event as Step
    if (event.type !== 'xstate.init') actor.send(step.event as never)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value, `after ${event.type}`).toEqual(step.state.value)
    // The graph keeps one snapshot per serialized state, so compare what it tells apart, not the content.
    expect(serializeState(snapshot), `after ${event.type}`).toBe(serializeState(step.state as never))
    checkStep(before, snapshot, event, calls, effects)
    before = snapshot
  }
  actor.stop()
  return { calls, effects }
}

/** What every step must keep true, whatever the path. */
function checkStep(
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  event: Step,
  calls: { actor: string; input: unknown }[],
  effects: { action: string; params: unknown }[],
) {
  const was = before.context as Context
  const now = after.context as Context
  // Nothing the user entered is lost: only a load (first, retry or a chosen reload) or a regeneration
  // replaces the content; a failure keeps it as it was.
  if (event.type.startsWith('xstate.error') || event.type.startsWith('xstate.done.actor.saveDocument'))
    if (was.contenido !== null) expect(now.contenido).toEqual(was.contenido)
  if (event.type.startsWith('xstate.error.actor.saveDocument')) expect(now.unsaved).toBe(true)
  if (after.matches('editing.dirty') || after.matches('saveFailed') || after.matches('conflict'))
    expect(now.unsaved).toBe(true)
  if (after.matches('editing.clean')) expect(now.unsaved).toBe(false)
  if (after.matches('conflict')) expect(now.error).toBeNull()
  if (after.matches('saveFailed')) expect([serverDetail, conflictDetail, editorFallbacks.save]).toContain(now.error)
  if (after.matches('loadFailed')) expect(now.error).toBe(editorFallbacks.load)

  const last = calls.at(-1)
  if (!before.matches('saving') && after.matches('saving'))
    expect(last).toEqual({
      actor: 'saveDocument',
      input: { id: 7, contenido: now.contenido, version: now.document!.version },
    })
  if (!before.matches('overwriting') && after.matches('overwriting'))
    expect(last).toEqual({ actor: 'saveDocument', input: { id: 7, contenido: now.contenido } })
  if (!before.matches('regenerating') && after.matches('regenerating'))
    expect(last).toEqual({
      actor: 'regenerateElement',
      input: { id: 7, ruta: regenerated.ruta, contenido: was.contenido },
    })
  if (event.type === 'xstate.done.actor.saveDocument') {
    expect(now.document).toMatchObject({ version: saved.version, gcs_url: saved.gcs_url, contenido: was.contenido })
    expect(effects).toContainEqual({ action: 'announceSaved', params: { version: saved.version } })
    const downloads = effects.filter((e) => e.action === 'startDownload')
    if (was.downloadAfterSave)
      expect(downloads.at(-1)).toEqual({
        action: 'startDownload',
        params: { gcs_url: saved.gcs_url, titulo: stored.titulo, version: saved.version },
      })
    expect(now.downloadAfterSave).toBe(false)
  }
  if (event.type === 'xstate.done.actor.regenerateElement') {
    expect(now.contenido).toEqual(regenerated.contenido)
    expect(now.regeneracionesRestantes).toBe(29)
  }
  if (event.type === 'content.edit' && event.edit?.op === 'remove') expect(now).toEqual(was)
}

describe('document editor machine (model)', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(editorMachine, traversal as never)
  })

  const paths = shortestPaths(editorMachine, traversal as never)
  it('reaches the states the editor needs', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const state of [
      '"loading"',
      '"loadFailed"',
      '{"editing":"clean"}',
      '{"editing":"dirty"}',
      '"saving"',
      '"saveFailed"',
      '"regenerating"',
      '"conflict"',
      '"overwriting"',
    ])
      expect(reached).toContain(state)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_name, path) => {
    run(path)
  })

  it('downloads the saved version after saving the edits, and the stored one when clean', async () => {
    const downloads: unknown[] = []
    let version = 1
    const actor = createActor(
      editorMachine.provide({
        actors: {
          loadDocument: fromPromise(async () => stored),
          saveDocument: fromPromise(async ({ input }) => {
            expect(input.version).toBe(version)
            version += 1
            return { version, gcs_url: `/api/files/${version}` }
          }),
        },
        actions: { startDownload: (_, params) => downloads.push(params) },
      }),
      { input },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'document.download' })
    expect(downloads).toEqual([{ gcs_url: stored.gcs_url, titulo: stored.titulo, version: 1 }])
    actor.send({ type: 'content.edit', edit: edits.text })
    actor.send({ type: 'document.download' })
    expect(actor.getSnapshot().value).toBe('saving')
    actor.send({ type: 'content.edit', edit: edits.move })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' })
    expect(downloads.at(-1)).toEqual({ gcs_url: '/api/files/2', titulo: stored.titulo, version: 2 })
    expect(actor.getSnapshot().context.document?.contenido.secciones[0]?.preguntas[0]?.enunciado).toBe(edits.text.value)
    // The next save names the new version.
    actor.send({ type: 'content.edit', edit: edits.move })
    actor.send({ type: 'document.save' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.document?.version).toBe(3)
    actor.stop()
  })

  it('keeps the edits through a conflict and overwrites only when asked', async () => {
    const saves: unknown[] = []
    const actor = createActor(
      editorMachine.provide({
        actors: {
          loadDocument: fromPromise(async () => stored),
          saveDocument: fromPromise(async ({ input }) => {
            saves.push(input)
            if (input.version !== undefined) throw Object.assign(new Error(conflictDetail), { status: 409 })
            return saved
          }),
        },
      }),
      { input },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'content.edit', edit: edits.text })
    actor.send({ type: 'document.save' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('conflict')
    actor.send({ type: 'conflict.dismiss' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'dirty' })
    expect(actor.getSnapshot().context.contenido?.secciones[0]?.preguntas[0]?.enunciado).toBe(edits.text.value)
    actor.send({ type: 'document.save' })
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'conflict.overwrite' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toEqual({ editing: 'clean' })
    expect(saves).toHaveLength(3)
    expect(saves[2]).toEqual({ id: 7, contenido: actor.getSnapshot().context.contenido })
    expect(actor.getSnapshot().context.document?.version).toBe(saved.version)
    actor.stop()
  })
})
