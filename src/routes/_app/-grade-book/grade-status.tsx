/** What the grade grid says about saving: the cells that cannot be saved, and saved / saving / failed. */
import { useSelector } from '@xstate/react'
import type { LibroCurso } from '@/api/contract/calificaciones'
import type { CellKey, GridActor } from '@/machines/grade-grid.machine'
import { Button } from '@/ui/form'

/** The cells that cannot be saved, named, so they are found without seeing the red. */
export function InvalidSummary({ libro, invalid }: { libro: LibroCurso; invalid: Partial<Record<CellKey, string>> }) {
  const keys = Object.keys(invalid) as CellKey[]
  if (keys.length === 0) return null
  const name = (key: CellKey) => {
    const [alumnoId, evaluacionId] = key.split(':').map(Number)
    const alumno = libro.alumnos.find((a) => a.alumno_id === alumnoId)?.nombre ?? ''
    const ev = libro.evaluaciones.find((e) => e.id === evaluacionId)?.nombre ?? ''
    return `${alumno}, ${ev}`
  }
  return (
    <div className="alert alert-danger grade-invalid" role="alert">
      <p>
        {keys.length === 1
          ? 'Una nota no es válida y no se guardará'
          : `${keys.length} notas no son válidas y no se guardarán`}{' '}
        hasta que la corrijas:
      </p>
      <ul>
        {keys.map((k) => (
          <li key={k}>
            {name(k)}: {invalid[k]}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Saved, saving or failed with a retry: always visible, and announced. */
export function SaveStatus({ actor }: { actor: GridActor }) {
  const sync = useSelector(actor, (s) =>
    s.matches({ sync: 'failed' })
      ? 'failed'
      : s.matches({ sync: 'saving' }) || s.matches({ sync: 'waiting' })
        ? 'saving'
        : 'saved',
  )
  const error = useSelector(actor, (s) => s.context.error)
  return (
    <div className={`grade-save-status is-${sync}`} aria-live="polite">
      {sync === 'saved' && <span>Guardado</span>}
      {sync === 'saving' && <span>Guardando…</span>}
      {sync === 'failed' && (
        <>
          <span role="alert">No se guardaron las notas: {error}</span>{' '}
          <Button variant="secondary" className="btn-sm" onClick={() => actor.send({ type: 'save.retry' })}>
            Reintentar
          </Button>
        </>
      )}
    </div>
  )
}
