import { useBlocker } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { AlertTriangle, Download, Save } from 'lucide-react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { aiContent } from '@/api/contract/documento-contenido'
import { contentIssues, type DocumentoDetail } from '@/api/contract/documentos'
import { getDocumento, regenerateElement, saveDocumento } from '@/api/documentos'
import { download } from '@/api/download'
import { documentTypeLabels } from '@/domain/catalog'
import { createDocumentEditorMachine } from '@/machines/document-editor.machine'
import { Button } from '@/ui/form'
import { toast } from '@/ui/toast'
import { docxFileName } from '../-generator/generation'
import { DocumentContent, type EditorControls } from './document-content'

const documentEditorMachine = createDocumentEditorMachine<DocumentoDetail>()

/** The content checked with its type's schema before it is sent: every problem named by its field. */
function checkedContent(contenido: DocumentoDetail['contenido']) {
  const result = aiContent.safeParse(contenido)
  if (!result.success) throw new Error(contentIssues(result.error.issues, contenido).join(' '))
  return result.data
}

/**
 * Binds the editor machine to the API: load, save (checked first, then PUT with the version held),
 * regenerate one element with the unsaved content, and the download of the current Word file.
 */
function useDocumentEditor(id: number) {
  const actor = useActorRef(
    documentEditorMachine.provide({
      actors: {
        loadDocument: fromPromise(({ input, signal }) => getDocumento(input.id, signal)),
        saveDocument: fromPromise(({ input }) =>
          saveDocumento(input.id, { contenido: checkedContent(input.contenido), version: input.version }),
        ),
        regenerateElement: fromPromise(({ input }) =>
          regenerateElement(input.id, { ruta: input.ruta, contenido: checkedContent(input.contenido) }),
        ),
      },
      actions: {
        announceSaved: (_, { version }) => toast.success(`Cambios guardados (versión ${version}).`),
        startDownload: (_, { gcs_url, titulo, version }) =>
          download(gcs_url, docxFileName(version > 1 ? `${titulo} (versión ${version})` : titulo)),
      },
    }),
    { input: { id } },
  )
  return actor
}

/** The editor of an AI document: its content as the teacher will see it, editable in place, with Guardar and Descargar Word. */
export function DocumentEditor({ id, onUnsavedChange }: { id: number; onUnsavedChange?: (unsaved: boolean) => void }) {
  const actor = useDocumentEditor(id)
  const state = useSelector(actor, (s) => s)
  const { document, contenido, unsaved, error, regenerating, regeneracionesRestantes } = state.context
  const busy = state.matches('saving') || state.matches('overwriting') || state.matches('regenerating')
  // Changes not saved yet ask before leaving the screen (in the app or closing the tab).
  const blocker = useBlocker({
    shouldBlockFn: () => true,
    enableBeforeUnload: () => unsaved,
    disabled: !unsaved,
    withResolver: true,
  })
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange])

  if (state.matches('loading'))
    return (
      <section className="card editor-loading" aria-busy="true" aria-label="Documento">
        <span className="spinner" aria-hidden="true" /> Abriendo el documento…
      </section>
    )
  if (state.matches('loadFailed') || !document || !contenido)
    return (
      <section className="card" aria-label="Documento">
        <div className="alert alert-danger" role="alert">
          <p>{error}</p>
          <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'document.reload' })}>
            Reintentar
          </button>
        </div>
      </section>
    )

  const controls: EditorControls = {
    disabled: busy,
    regenerating,
    edit: (edit) => actor.send({ type: 'content.edit', edit }),
    regenerate: (ruta) => actor.send({ type: 'element.regenerate', ruta }),
  }
  const status = busy
    ? state.matches('regenerating')
      ? 'Regenerando…'
      : 'Guardando…'
    : unsaved
      ? 'Cambios sin guardar'
      : `Guardado · versión ${document.version}`
  return (
    <section className="document-editor" aria-label={`Editor: ${document.titulo}`}>
      <div className="editor-toolbar card">
        <div>
          <p className="editor-kind">{documentTypeLabels[document.tipo]}</p>
          <p className="editor-status" aria-live="polite">
            {status}
            {regeneracionesRestantes !== null && ` · te quedan ${regeneracionesRestantes} regeneraciones hoy`}
          </p>
        </div>
        <div className="editor-actions">
          <Button
            type="button"
            variant="secondary"
            disabled={!state.can({ type: 'document.save' })}
            busy={state.matches('saving') || state.matches('overwriting')}
            onClick={() => actor.send({ type: 'document.save' })}
          >
            {!busy && <Save size={18} aria-hidden />} Guardar
          </Button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!state.can({ type: 'document.download' })}
            onClick={() => actor.send({ type: 'document.download' })}
          >
            <Download size={18} aria-hidden /> Descargar Word
          </button>
        </div>
      </div>
      {error && (
        <div className="alert alert-danger editor-alert" role="alert">
          <p>
            <AlertTriangle size={18} aria-hidden /> {error}
          </p>
        </div>
      )}
      {state.matches('conflict') && (
        <div className="alert alert-warn editor-alert" role="alert">
          <p>
            <AlertTriangle size={18} aria-hidden /> Alguien guardó una versión más nueva de este documento mientras lo
            editabas. Tus cambios siguen aquí.
          </p>
          <div className="row">
            <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'conflict.reload' })}>
              Cargar la versión más nueva (descarta mis cambios)
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => actor.send({ type: 'conflict.overwrite' })}
            >
              Guardar mis cambios como versión nueva
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => actor.send({ type: 'conflict.dismiss' })}>
              Seguir editando
            </button>
          </div>
        </div>
      )}
      <DocumentContent contenido={contenido} controls={controls} />
      {blocker.status === 'blocked' && (
        <div className="editor-scrim">
          <div className="dialog editor-leave" role="alertdialog" aria-modal="true" aria-labelledby="leave-title">
            <h2 id="leave-title" className="dialog-title">
              Tienes cambios sin guardar
            </h2>
            <p>Si sales ahora, se perderán los cambios que no has guardado.</p>
            <div className="dialog-actions">
              <button type="button" className="btn btn-secondary" onClick={blocker.proceed}>
                Salir sin guardar
              </button>
              <button type="button" className="btn btn-primary" onClick={blocker.reset} autoFocus>
                Seguir editando
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  )
}
