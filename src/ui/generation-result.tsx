import { Link } from '@tanstack/react-router'
import { AlertTriangle, CheckCircle2, Download, FileText } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { messages } from '@/domain/messages'

export type GenerationStatus = 'idle' | 'generating' | 'done' | 'quotaExceeded' | 'refused' | 'failed'

interface GenerationResultProps {
  status: GenerationStatus
  document: { gcs_url: string; title: string } | null
  error: string | null
  /** The file name the download link gives the document. */
  fileName: string
  /** PAES and SIMCE start the download by themselves; the link is the fallback. */
  downloadsByItself?: boolean
  /** What the screen generates, for the idle hint ("tu evaluación", "el informe"…). */
  idleHint: string
}

/** The side panel of a generator: what happens now, the finished document, or why it failed. */
export function GenerationResult({
  status,
  document,
  error,
  fileName,
  downloadsByItself,
  idleHint,
}: GenerationResultProps) {
  const ref = useRef<HTMLElement>(null)
  // On a phone the panel sits under the form: bring the outcome into view (no-op when it already is).
  useEffect(() => {
    if (status !== 'idle' && status !== 'generating' && status !== 'refused')
      ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [status])
  return (
    <section
      ref={ref}
      className="card generation-result"
      aria-label="Resultado"
      aria-live="polite"
      aria-busy={status === 'generating'}
    >
      {/* A refused objective is answered beside the objectives, once: here the panel waits as before. */}
      {(status === 'idle' || status === 'refused') && (
        <div className="result-idle">
          <FileText size={32} aria-hidden />
          <p className="muted">{idleHint}</p>
        </div>
      )}
      {status === 'generating' && (
        <div className="result-generating">
          <span className="spinner spinner-lg" aria-hidden="true" />
          <p>Generando el documento Word…</p>
        </div>
      )}
      {status === 'done' && document && (
        <div className="result-done">
          <p className="result-title">
            <CheckCircle2 size={22} aria-hidden /> {messages.success.documentGenerated}
          </p>
          <p className="result-doc">{document.title}</p>
          <a className="btn btn-primary" href={document.gcs_url} download={fileName}>
            <Download size={18} aria-hidden /> Descargar .docx
          </a>
          {downloadsByItself ? (
            <p className="field-hint">La descarga comenzó automáticamente; si no la ves, usa el botón.</p>
          ) : (
            <p className="field-hint">
              También queda guardado en <Link to="/mis-documentos">Mis Documentos</Link>.
            </p>
          )}
        </div>
      )}
      {status === 'quotaExceeded' && (
        <div className="alert alert-warn result-alert">
          <p>
            <AlertTriangle size={18} aria-hidden /> {error}
          </p>
          <Link to="/evaluaciones-status" className="btn btn-primary">
            {messages.quota.buyLink}
          </Link>
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert-danger result-alert">
          <p>
            <AlertTriangle size={18} aria-hidden /> {error}
          </p>
          <p className="field-hint">Revisa los datos y vuelve a intentarlo.</p>
        </div>
      )}
    </section>
  )
}
