import { type DocumentType, documentTypeLabels, documentTypes } from '@/domain/catalog'

const typeHints: Record<DocumentType, string> = {
  evaluacion: 'Prueba con ítems por objetivo, puntajes y tabla de notas al 60%.',
  rubrica: 'Criterios por objetivo con cuatro niveles de desempeño.',
  trabajo: 'Pasos, materiales, cronograma y criterios de evaluación.',
  escala: 'Indicadores por objetivo con niveles de logro.',
  texto: 'Texto original con actividades de lectura.',
}

/** The five types of document, each with what it holds; one is required. */
export function DocumentTypePicker({
  error,
  onChange,
}: {
  error: string | undefined
  onChange: (tipo: DocumentType) => void
}) {
  return (
    <fieldset className="type-picker" aria-describedby={error ? 'tipo-error' : undefined}>
      <legend className="field-label">Tipo de documento</legend>
      {documentTypes.map((t) => (
        <label key={t} className="type-option">
          <input
            type="radio"
            name="tipo"
            value={t}
            required
            onChange={() => onChange(t)}
            aria-labelledby={`tipo-${t}`}
            aria-describedby={`tipo-${t}-hint`}
          />
          <span>
            <strong id={`tipo-${t}`}>{documentTypeLabels[t]}</strong>
            <small id={`tipo-${t}-hint`}>{typeHints[t]}</small>
          </span>
        </label>
      ))}
      {error && (
        <p id="tipo-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
