import { createDocumentEditorMachine, type EditableDocument } from '@/machines/document-editor.machine'
import { apiError } from './api-error'

/** A small content: two questions, enough to edit, move and regenerate. */
export interface Content {
  tipo: 'evaluacion'
  secciones: { titulo: string; preguntas: { enunciado: string }[] }[]
}
export type Doc = EditableDocument<Content>

export const editorMachine = createDocumentEditorMachine<Doc>()
export const machine = editorMachine
export const input = { id: 7 }

export const stored: Doc = {
  id: 7,
  titulo: 'Evaluación · Matemática · 5° Básico',
  version: 1,
  gcs_url: '/api/files/1?firma=v1',
  contenido: {
    tipo: 'evaluacion',
    secciones: [{ titulo: 'Fracciones', preguntas: [{ enunciado: '¿1/2?' }, { enunciado: '¿3/4?' }] }],
  },
}
export const regenerated = {
  contenido: {
    tipo: 'evaluacion',
    secciones: [{ titulo: 'Fracciones', preguntas: [{ enunciado: '¿1/2?' }, { enunciado: '¿Cuánto es 2/8?' }] }],
  } satisfies Content,
  ruta: '/secciones/0/preguntas/1',
  regeneraciones_restantes: 29,
}
export const saved = { id: 7, version: 2, gcs_url: '/api/files/2?firma=v2' }

export const conflictDetail = 'El documento se guardó en otra parte después de que lo abriste.'
export const serverDetail = '/secciones/0/preguntas/0/enunciado no puede quedar vacío.'
export const conflict = Object.assign(apiError(conflictDetail), { status: 409 })

export const edits = {
  text: { op: 'set', ruta: '/secciones/0/preguntas/0/enunciado', value: '¿Cuánto es 1/2 + 1/4?' },
  move: { op: 'move', ruta: '/secciones/0/preguntas/0', offset: 1 },
  outside: { op: 'remove', ruta: '/secciones/0/preguntas/5' },
} as const

/** Every event the editor can meet, with the payloads its three actors may produce. */
export const events = [
  { type: 'content.edit', edit: edits.text },
  { type: 'content.edit', edit: edits.move },
  // An edit that does not fit the content is refused in every state.
  { type: 'content.edit', edit: edits.outside },
  { type: 'element.regenerate', ruta: regenerated.ruta },
  { type: 'document.save' },
  { type: 'document.download' },
  { type: 'document.reload' },
  { type: 'conflict.reload' },
  { type: 'conflict.overwrite' },
  { type: 'conflict.dismiss' },
  { type: 'xstate.done.actor.loadDocument', output: stored },
  { type: 'xstate.error.actor.loadDocument', error: apiError('') },
  { type: 'xstate.done.actor.saveDocument', output: saved },
  { type: 'xstate.error.actor.saveDocument', error: conflict },
  { type: 'xstate.error.actor.saveDocument', error: apiError(serverDetail) },
  { type: 'xstate.done.actor.regenerateElement', output: regenerated },
  { type: 'xstate.error.actor.regenerateElement', error: apiError('Alcanzaste las 30 regeneraciones de hoy.') },
] as never[]

/**
 * A snapshot as the graph tells them apart: its state and the flags that decide what happens next, not the
 * content itself (every edit above fits every content the editor can reach, so the content only multiplies
 * snapshots without opening new transitions).
 */
export const serializeState = (snapshot: {
  value: unknown
  context: { unsaved: boolean; downloadAfterSave: boolean; error: string | null; regenerating: string | null }
}) => {
  const { unsaved, downloadAfterSave, error, regenerating } = snapshot.context
  return JSON.stringify({ value: snapshot.value, unsaved, downloadAfterSave, error, regenerating })
}
