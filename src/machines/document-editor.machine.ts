import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { applyEdit, canApplyEdit, type DocumentEdit } from '@/domain/document-edits'
import { messageOf } from '@/domain/errors'

/** What the editor needs of a stored document; the route's document (title, level, subject…) may carry more. */
export interface EditableDocument<C = unknown> {
  id: number
  titulo: string
  version: number
  contenido: C
  /** The Word file of `version`. */
  gcs_url: string
}

/** What a save answers: the new version and its Word file. */
export interface SavedVersion {
  version: number
  gcs_url: string
}

/** What a regeneration answers: the whole content with one element replaced, not saved. */
export interface Regenerated<C> {
  contenido: C
  ruta: string
  regeneraciones_restantes: number
}

export interface SaveInput<C> {
  id: number
  contenido: C
  /** The version the editor holds; absent when the user chose to overwrite a newer one. */
  version?: number
}

export interface DocumentEditorContext<D extends EditableDocument> {
  id: number
  /** The document as last loaded or saved (version and Word file of the last save). */
  document: D | null
  /** The content on screen, with the unsaved edits. */
  contenido: D['contenido'] | null
  /** True while the content on screen differs from the saved version. */
  unsaved: boolean
  /** The element being regenerated (a JSON pointer). */
  regenerating: string | null
  regeneracionesRestantes: number | null
  /** The download asked for while unsaved changes were being saved. */
  downloadAfterSave: boolean
  error: string | null
}

export type DocumentEditorEvent =
  | { type: 'content.edit'; edit: DocumentEdit }
  | { type: 'element.regenerate'; ruta: string }
  | { type: 'document.save' }
  | { type: 'document.download' }
  | { type: 'document.reload' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.overwrite' }
  | { type: 'conflict.dismiss' }

/** The messages of the editor when the server gives no detail. */
export const editorFallbacks = {
  load: 'No se pudo abrir el documento.',
  save: 'No se pudieron guardar los cambios. Tus cambios siguen aquí: vuelve a intentarlo.',
  regenerate: 'No se pudo regenerar el elemento. Inténtalo de nuevo.',
} as const

/** A failure of the API client with status 409: the document was saved elsewhere since it was opened. */
const isConflictError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409

function loaded<D extends EditableDocument>(context: DocumentEditorContext<D>) {
  if (context.document === null || context.contenido === null) throw new Error('editor sin documento')
  return { document: context.document, contenido: context.contenido }
}

/**
 * The AI document editor: load, edit in place (clean or dirty), regenerate one element, save as a new
 * version (409 = conflict with a newer one), download the current Word file (saving first when dirty).
 * A failed save or regeneration keeps every edit on screen.
 */
export const createDocumentEditorMachine = <D extends EditableDocument>() => {
  type Context = DocumentEditorContext<D>
  type Content = D['contenido']
  const edit = {
    guard: { type: 'editApplies', params: ({ event }: { event: { edit: DocumentEdit } }) => event },
    target: '#documentEditor.editing.dirty',
    actions: { type: 'applyEdit', params: ({ event }: { event: { edit: DocumentEdit } }) => event },
  } as const
  const regenerate = {
    target: '#documentEditor.regenerating',
    actions: { type: 'rememberRegenerating', params: ({ event }: { event: { ruta: string } }) => event },
  } as const
  const save = { target: '#documentEditor.saving', actions: 'clearError' } as const
  const saveThenDownload = { target: '#documentEditor.saving', actions: ['clearError', 'rememberDownload'] } as const

  return setup({
    types: {
      context: {} as Context,
      events: {} as DocumentEditorEvent,
      input: {} as { id: number },
    },
    actors: {
      loadDocument: fromPromise<D, { id: number }>(async () => {
        throw new Error('La ruta debe proveer el actor loadDocument.')
      }),
      saveDocument: fromPromise<SavedVersion, SaveInput<Content>>(async () => {
        throw new Error('La ruta debe proveer el actor saveDocument.')
      }),
      regenerateElement: fromPromise<Regenerated<Content>, { id: number; ruta: string; contenido: Content }>(
        async () => {
          throw new Error('La ruta debe proveer el actor regenerateElement.')
        },
      ),
    },
    actions: {
      rememberDocument: assign((_, document: D) => ({
        document,
        contenido: document.contenido,
        unsaved: false,
        error: null,
      })),
      applyEdit: assign(({ context }, params: { edit: DocumentEdit }) => ({
        contenido: applyEdit(context.contenido, params.edit),
        unsaved: true,
        error: null,
      })),
      rememberRegenerating: assign((_, params: { ruta: string }) => ({ regenerating: params.ruta, error: null })),
      rememberRegenerated: assign((_, params: Regenerated<Content>) => ({
        contenido: params.contenido,
        regeneracionesRestantes: params.regeneraciones_restantes,
        regenerating: null,
        unsaved: true,
      })),
      rememberSaved: assign(({ context }, params: SavedVersion) => ({
        document: { ...loaded(context).document, ...params, contenido: loaded(context).contenido },
        unsaved: false,
      })),
      rememberDownload: assign({ downloadAfterSave: true }),
      forgetDownload: assign({ downloadAfterSave: false }),
      clearError: assign({ error: null }),
      rememberError: assign((_, params: { error: unknown; fallback: string }) => ({
        error: messageOf(params.error, params.fallback),
        regenerating: null,
      })),
      announceSaved: (_, _params: { version: number }) => {},
      startDownload: (_, _params: { gcs_url: string; titulo: string; version: number }) => {},
    },
    guards: {
      editApplies: ({ context }, params: { edit: DocumentEdit }) =>
        context.contenido !== null && canApplyEdit(context.contenido, params.edit),
      isConflict: (_, params: { error: unknown }) => isConflictError(params.error),
      hasUnsavedChanges: ({ context }) => context.unsaved,
      wantsDownload: ({ context }) => context.downloadAfterSave,
    },
  }).createMachine({
    id: 'documentEditor',
    initial: 'loading',
    context: ({ input }) => ({
      id: input.id,
      document: null,
      contenido: null,
      unsaved: false,
      regenerating: null,
      regeneracionesRestantes: null,
      downloadAfterSave: false,
      error: null,
    }),
    states: {
      loading: {
        invoke: {
          id: 'loadDocument',
          src: 'loadDocument',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'editing', actions: { type: 'rememberDocument', params: ({ event }) => event.output } },
          onError: {
            target: 'loadFailed',
            actions: {
              type: 'rememberError',
              params: ({ event }) => ({ error: event.error, fallback: editorFallbacks.load }),
            },
          },
        },
      },
      loadFailed: { on: { 'document.reload': { target: 'loading', actions: 'clearError' } } },
      editing: {
        initial: 'clean',
        on: { 'content.edit': edit, 'element.regenerate': regenerate },
        states: {
          clean: {
            tags: ['saved'],
            on: {
              'document.download': {
                actions: {
                  type: 'startDownload',
                  params: ({ context }) => {
                    const { document } = loaded(context)
                    return { gcs_url: document.gcs_url, titulo: document.titulo, version: document.version }
                  },
                },
              },
            },
          },
          dirty: { on: { 'document.save': save, 'document.download': saveThenDownload } },
        },
      },
      regenerating: {
        // Neither edits nor saves here: the answer replaces the whole content.
        invoke: {
          id: 'regenerateElement',
          src: 'regenerateElement',
          input: ({ context }) => ({
            id: context.id,
            ruta: context.regenerating ?? '',
            contenido: loaded(context).contenido,
          }),
          onDone: {
            target: 'editing.dirty',
            actions: { type: 'rememberRegenerated', params: ({ event }) => event.output },
          },
          onError: [
            {
              guard: 'hasUnsavedChanges',
              target: 'editing.dirty',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ error: event.error, fallback: editorFallbacks.regenerate }),
              },
            },
            {
              target: 'editing.clean',
              actions: {
                type: 'rememberError',
                params: ({ event }) => ({ error: event.error, fallback: editorFallbacks.regenerate }),
              },
            },
          ],
        },
      },
      saving: {
        invoke: {
          id: 'saveDocument',
          src: 'saveDocument',
          input: ({ context }) => {
            const { document, contenido } = loaded(context)
            return { id: context.id, contenido, version: document.version }
          },
          onDone: {
            target: 'editing.clean',
            actions: [
              { type: 'rememberSaved', params: ({ event }) => event.output },
              { type: 'announceSaved', params: ({ event }) => ({ version: event.output.version }) },
              enqueueActions(({ context, check, enqueue }) => {
                if (!check('wantsDownload')) return
                const { document } = loaded(context)
                enqueue({
                  type: 'startDownload',
                  params: { gcs_url: document.gcs_url, titulo: document.titulo, version: document.version },
                })
                enqueue('forgetDownload')
              }),
            ],
          },
          onError: [
            {
              guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
              target: 'conflict',
              actions: 'forgetDownload',
            },
            {
              target: 'saveFailed',
              actions: [
                'forgetDownload',
                {
                  type: 'rememberError',
                  params: ({ event }) => ({ error: event.error, fallback: editorFallbacks.save }),
                },
              ],
            },
          ],
        },
      },
      overwriting: {
        // The user chose to keep their content over the newer version: saved without a version check.
        invoke: {
          id: 'saveDocument',
          src: 'saveDocument',
          input: ({ context }) => ({ id: context.id, contenido: loaded(context).contenido }),
          onDone: {
            target: 'editing.clean',
            actions: [
              { type: 'rememberSaved', params: ({ event }) => event.output },
              { type: 'announceSaved', params: ({ event }) => ({ version: event.output.version }) },
            ],
          },
          onError: {
            target: 'saveFailed',
            actions: {
              type: 'rememberError',
              params: ({ event }) => ({ error: event.error, fallback: editorFallbacks.save }),
            },
          },
        },
      },
      saveFailed: {
        // Every edit is still on screen: edit on, try again, or regenerate.
        on: {
          'content.edit': edit,
          'element.regenerate': regenerate,
          'document.save': save,
          'document.download': saveThenDownload,
        },
      },
      conflict: {
        on: {
          'conflict.reload': { target: 'loading', actions: 'clearError' },
          'conflict.overwrite': { target: 'overwriting', actions: 'clearError' },
          'conflict.dismiss': { target: 'editing.dirty' },
        },
      },
    },
  })
}
