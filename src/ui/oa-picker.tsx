import { BookOpen, Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { foldAccents } from '@/domain/text'

/** One Objetivo de Aprendizaje of the national curriculum, as the curriculum endpoint answers it. */
export interface Oa {
  codigo: string
  numero: number
  eje: string
  descripcion: string
}

/** How a chosen OA is written into the request's objectives: "MA05 OA 07: Demostrar que comprenden…". */
export const oaObjective = (oa: Oa) => `${oa.codigo}: ${oa.descripcion}`

const fold = (text: string) => foldAccents(text).toLowerCase()

/**
 * The objectives a search names: a number ("7", "OA 7", "oa7") finds that OA; words find the OA whose code,
 * axis or description contain all of them, in any case and with or without accents. An empty search is all.
 */
export function searchOas(oas: readonly Oa[], query: string): Oa[] {
  const q = fold(query).trim()
  if (!q) return [...oas]
  const number = /^(?:oa\s*)?0*(\d{1,3})$/.exec(q)
  if (number) return oas.filter((oa) => oa.numero === Number(number[1]))
  const words = q.split(/\s+/)
  return oas.filter((oa) => {
    const text = fold(`${oa.codigo} ${oa.eje} ${oa.descripcion}`)
    return words.every((w) => text.includes(w))
  })
}

/** The OA grouped by axis, in the catalogue's order. */
function byAxis(oas: readonly Oa[]): [string, Oa[]][] {
  const groups = new Map<string, Oa[]>()
  for (const oa of oas) groups.set(oa.eje, [...(groups.get(oa.eje) ?? []), oa])
  return [...groups]
}

interface OaPickerProps {
  /** "5° Básico · Matemática", or null while the level or the subject is missing. */
  scope: string | null
  /** The objectives of the scope; null while they load. */
  oas: readonly Oa[] | null
  /** Why they could not be loaded. */
  error: string | null
  chosen: readonly Oa[]
  onChange: (chosen: Oa[]) => void
  /** How many objectives may be chosen in all. */
  max: number
  /** The dialog opened: the objectives of the scope are wanted now. */
  onOpen: () => void
}

/**
 * The OA picker of a generator: the chosen objectives (each removable) and a dialog to search the
 * curriculum by number or words and tick several OA, grouped by axis.
 */
export function OaPicker({ scope, oas, error, chosen, onChange, max, onOpen }: OaPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  // The dialog is in the page only while open, as a modal (focus kept inside, Escape closes it).
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal?.()
  }, [open])
  const id = useId()
  const found = oas ? searchOas(oas, query) : []
  const isChosen = (oa: Oa) => chosen.some((c) => c.codigo === oa.codigo)
  const toggle = (oa: Oa) =>
    onChange(isChosen(oa) ? chosen.filter((c) => c.codigo !== oa.codigo) : [...chosen, oa].slice(0, max))

  return (
    <div className="field oa-field">
      <span className="field-label" id={`${id}-label`}>
        OA del currículum <span className="field-optional">(opcional)</span>
      </span>
      {chosen.length > 0 && (
        <ul className="oa-chosen" aria-labelledby={`${id}-label`}>
          {chosen.map((oa) => (
            <li key={oa.codigo} className="oa-chosen-item">
              <span>
                <strong>{oa.codigo}</strong> {oa.descripcion}
              </span>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Quitar ${oa.codigo}`}
                onClick={() => onChange(chosen.filter((c) => c.codigo !== oa.codigo))}
              >
                <X size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!scope}
          aria-describedby={`${id}-hint`}
          onClick={() => {
            setQuery('')
            setOpen(true)
            onOpen()
          }}
        >
          <BookOpen size={18} aria-hidden /> Elegir OA del currículum
        </button>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {scope
          ? `Busca los OA de ${scope} por número o por palabras.`
          : 'Elige el nivel y la asignatura para ver sus OA.'}
      </p>
      {open && (
        <dialog
          ref={dialog}
          className="dialog oa-dialog"
          aria-labelledby={`${id}-title`}
          onClose={() => setOpen(false)}
        >
          <div className="oa-dialog-head">
            <h2 className="dialog-title" id={`${id}-title`}>
              Elegir OA · {scope}
            </h2>
            <div className="field">
              <label htmlFor={`${id}-search`} className="field-label">
                Buscar por número o palabras
              </label>
              <div className="oa-search">
                <Search size={16} aria-hidden />
                <input
                  id={`${id}-search`}
                  type="search"
                  value={query}
                  placeholder="Ej.: 7, OA 7, fracciones"
                  autoComplete="off"
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
            </div>
          </div>
          <div className="oa-results" aria-live="polite" aria-busy={oas === null && !error}>
            {error && (
              <p className="alert alert-danger" role="alert">
                {error}
              </p>
            )}
            {!error && oas === null && <p className="muted">Cargando los OA…</p>}
            {oas?.length === 0 && (
              <p className="muted">
                El currículum no tiene OA para {scope}: escribe tus objetivos en el campo de objetivos.
              </p>
            )}
            {oas && oas.length > 0 && found.length === 0 && <p className="muted">Ningún OA coincide con «{query}».</p>}
            {byAxis(found).map(([eje, list]) => (
              <fieldset key={eje} className="oa-group">
                <legend>{eje}</legend>
                {list.map((oa) => (
                  <label key={oa.codigo} className="oa-option">
                    <input
                      type="checkbox"
                      checked={isChosen(oa)}
                      disabled={!isChosen(oa) && chosen.length >= max}
                      onChange={() => toggle(oa)}
                    />
                    <span>
                      <strong>OA {oa.numero}</strong> {oa.descripcion}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <div className="dialog-actions">
            <span className="muted" aria-live="polite">
              {chosen.length === 1 ? '1 OA elegido' : `${chosen.length} OA elegidos`}
            </span>
            <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
              Listo
            </button>
          </div>
        </dialog>
      )}
    </div>
  )
}
