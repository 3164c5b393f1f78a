/** The editable fields of the document view: text and choice fields, one element with its tools, and element lists. */
import { ArrowDown, ArrowUp, Plus, RefreshCw, Trash2 } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import type { AiElement } from '@/api/contract/documento-contenido'
import type { DocumentEdit } from '@/domain/document-edits'

/** What the content view may do: send edits and regenerations to the editor machine. */
export interface EditorControls {
  /** True while a save or a regeneration runs: nothing can be edited. */
  disabled: boolean
  /** The element being regenerated. */
  regenerating: string | null
  edit: (edit: DocumentEdit) => void
  regenerate: (ruta: string) => void
}

/** Read-only texts with stable keys: the text, and its occurrence when it repeats. */
export function keyed(texts: readonly string[]) {
  const seen = new Map<string, number>()
  return texts.map((text) => {
    const n = (seen.get(text) ?? 0) + 1
    seen.set(text, n)
    return { key: `${n}:${text}`, text }
  })
}

/** A text field bound to the value at `ruta`. */
export function TextField(props: {
  label: string
  ruta: string
  value: string
  c: EditorControls
  rows?: number
  numeric?: boolean
}) {
  const id = useId()
  const { label, ruta, value, c, rows, numeric } = props
  // A number field keeps what was typed when it is not a number yet; the save names it if it stays so.
  const set = (v: string) =>
    c.edit({ op: 'set', ruta, value: numeric && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v })
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {rows ? (
        <textarea id={id} value={value} rows={rows} disabled={c.disabled} onChange={(e) => set(e.target.value)} />
      ) : (
        <input
          id={id}
          value={value}
          inputMode={numeric ? 'numeric' : undefined}
          disabled={c.disabled}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </div>
  )
}

export function ChoiceField<T extends string>(props: {
  label: string
  value: T
  options: readonly T[]
  labels?: Record<T, string>
  c: EditorControls
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={props.c.disabled}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  )
}

/** One element of a list: its fields and its tools (move, delete, regenerate). */
export function Element(props: {
  ruta: string
  name: string
  index: number
  count: number
  min: number
  c: EditorControls
  children: ReactNode
}) {
  const { ruta, name, index, count, min, c, children } = props
  const busy = c.regenerating === ruta
  return (
    <li className="editor-element" aria-busy={busy || undefined}>
      <div className="element-head">
        <h4>{name}</h4>
        <div className="element-tools">
          <button
            type="button"
            className="icon-btn"
            aria-label={`Subir ${name.toLowerCase()}`}
            disabled={c.disabled || index === 0}
            onClick={() => c.edit({ op: 'move', ruta, offset: -1 })}
          >
            <ArrowUp size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Bajar ${name.toLowerCase()}`}
            disabled={c.disabled || index === count - 1}
            onClick={() => c.edit({ op: 'move', ruta, offset: 1 })}
          >
            <ArrowDown size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Eliminar ${name.toLowerCase()}`}
            disabled={c.disabled || count <= min}
            onClick={() => c.edit({ op: 'remove', ruta })}
          >
            <Trash2 size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-label={`Regenerar ${name.toLowerCase()}`}
            disabled={c.disabled}
            onClick={() => c.regenerate(ruta)}
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : <RefreshCw size={16} aria-hidden />}
            {busy ? 'Regenerando…' : 'Regenerar'}
          </button>
        </div>
      </div>
      {children}
    </li>
  )
}

/** A list of elements and its Agregar button; `min` and `max` are the content schema's bounds for the list. */
export function ElementList<T>(props: {
  ruta: string
  items: readonly T[]
  noun: string
  min: number
  max: number
  blank: () => AiElement
  c: EditorControls
  render: (item: T, ruta: string, index: number) => ReactNode
}) {
  const { ruta, items, noun, min, max, blank, c, render } = props
  return (
    <>
      <ol className="editor-list">
        {items.map((item, i) => (
          <Element
            // biome-ignore lint/suspicious/noArrayIndexKey: an element is its position: the pointer every edit names
            key={`${ruta}/${i}`}
            ruta={`${ruta}/${i}`}
            name={`${noun} ${i + 1}`}
            index={i}
            count={items.length}
            min={min}
            c={c}
          >
            {render(item, `${ruta}/${i}`, i)}
          </Element>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={c.disabled || items.length >= max}
        onClick={() => c.edit({ op: 'insert', ruta: `${ruta}/${items.length}`, value: blank() })}
      >
        <Plus size={16} aria-hidden /> Agregar {noun.toLowerCase()}
      </button>
    </>
  )
}
