import { useId } from 'react'
import { curriculumSubjects } from '@/domain/catalog'
import { Button, Card, Field } from '@/ui/form'

/** A block of the week being edited: a subject and a teacher at a day and time. */
export interface ScheduleBlock {
  dia: number
  inicio: string
  fin: string
  asignatura: string
  docente_id: number | null
}

/** The editor of one cell of the grid: its subject and teacher, or empty (no class then). */
export function ScheduleCellEditor({
  block,
  label,
  docentes,
  onChange,
  onClear,
  onClose,
}: {
  block: ScheduleBlock
  /** "Lunes 08:00–08:45". */
  label: string
  docentes: readonly { id: number; nombre: string }[]
  onChange: (block: ScheduleBlock) => void
  onClear: () => void
  onClose: () => void
}) {
  const listId = useId()
  return (
    <Card title={`Bloque del ${label}`} className="schedule-editor">
      <div className="form-grid">
        <Field label="Asignatura">
          {(p) => (
            <>
              <input
                {...p}
                list={listId}
                maxLength={80}
                autoComplete="off"
                value={block.asignatura}
                onChange={(e) => onChange({ ...block, asignatura: e.target.value })}
              />
              <datalist id={listId}>
                {curriculumSubjects.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Docente">
          {(p) => (
            <select
              {...p}
              value={block.docente_id ?? ''}
              onChange={(e) => onChange({ ...block, docente_id: Number(e.target.value) || null })}
            >
              <option value="">Elige un docente</option>
              {docentes.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="row">
        <Button variant="secondary" onClick={onClose}>
          Listo
        </Button>
        <Button variant="ghost" onClick={onClear}>
          Quitar bloque
        </Button>
      </div>
    </Card>
  )
}
