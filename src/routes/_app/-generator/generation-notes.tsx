import type { NoOaResponse } from '@/api/contract/documentos'

type Suggestion = NonNullable<NoOaResponse['sugerencias']>[number]

/** The closest OA offered for an objective no OA of the level covers, each with a button to use it. */
export function NoOaSuggestions({ noOa, onUse }: { noOa: NoOaResponse; onUse: (suggestion: Suggestion) => void }) {
  return (
    <section className="card no-oa" aria-label="OA sugeridos">
      <p>{noOa.detail}</p>
      <ul className="no-oa-list">
        {noOa.sugerencias!.map((s) => (
          <li key={s.codigo}>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onUse(s)}>
              Usar {s.codigo}
            </button>{' '}
            {s.descripcion}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Under a generated document: what could not be met (avisos), and another version of the same request. */
export function GenerationFollowup({ avisos, onAnotherVersion }: { avisos: string[]; onAnotherVersion: () => void }) {
  return (
    <section className="card generation-followup" aria-label="Avisos del documento">
      {avisos.length > 0 && (
        <>
          <h3 className="card-title">Avisos</h3>
          <ul className="avisos">
            {avisos.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="btn btn-secondary" onClick={onAnotherVersion}>
        Generar otra versión
      </button>
    </section>
  )
}
