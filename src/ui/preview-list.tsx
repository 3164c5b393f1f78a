import { type ReactNode, useId, useState } from 'react'
import { studentListPreview } from '@/domain/students'

interface PreviewListProps<T> {
  items: readonly T[]
  /** Names the list for assistive technology, e.g. "Asistencia". */
  label: string
  empty: ReactNode
  itemKey: (item: NoInfer<T>) => string | number
  renderItem: (item: NoInfer<T>) => ReactNode
}

/** A list that shows its first 4 items and a 'Ver todas' toggle for the rest (the student detail's lists). */
export function PreviewList<T>({ items, label, empty, itemKey, renderItem }: PreviewListProps<T>) {
  const [all, setAll] = useState(false)
  const id = useId()
  if (items.length === 0) return <p className="muted preview-empty">{empty}</p>
  const shown = all ? items : items.slice(0, studentListPreview)
  return (
    <>
      <ul className="preview-list" id={id} aria-label={label}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {items.length > studentListPreview && (
        <button
          type="button"
          className="btn btn-ghost btn-sm preview-toggle"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((v) => !v)}
        >
          {all ? 'Ver menos' : `Ver todas (${items.length})`}
        </button>
      )}
    </>
  )
}
