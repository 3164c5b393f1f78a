import { useState } from 'react'
import type { DocumentoVersion } from '@/api/contract/documentos'
import { listVersions } from '@/api/documentos'
import { messageOf } from '@/domain/errors'
import { docxFileName } from '../-generator/generation'

/**
 * The saved versions of an edited document, loaded when the teacher opens the list: each with its date
 * and its own Word file (links are signed and expire, so they are asked for on opening).
 */
export function DocumentVersions(props: {
  id: number
  title: string
  version: number
  format: (iso: string) => string
}) {
  const { id, title, version, format } = props
  const [versions, setVersions] = useState<DocumentoVersion[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = () => {
    setError(null)
    listVersions(id).then(setVersions, (e: unknown) => setError(messageOf(e, 'No se pudieron cargar las versiones.')))
  }
  return (
    <details
      className="doc-versions"
      onToggle={(e) => {
        if (e.currentTarget.open && versions === null) load()
      }}
    >
      <summary>{version === 1 ? 'Versión 1' : `Versión ${version} · ver las ${version} versiones`}</summary>
      {error && (
        <p className="field-error" role="alert">
          {error}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={load}>
            Reintentar
          </button>
        </p>
      )}
      {!error && versions === null && <p className="muted">Cargando las versiones…</p>}
      {versions && (
        <ul className="version-list">
          {versions.map((v) => (
            <li key={v.version} className="version-item">
              <span>
                Versión {v.version} · <time dateTime={v.created_at}>{format(v.created_at)}</time>
              </span>
              <a
                className="text-link"
                href={v.gcs_url}
                download={docxFileName(`${title} (versión ${v.version})`)}
                aria-label={`Descargar la versión ${v.version} de ${title}`}
              >
                Descargar
              </a>
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
