import { type RollMark, type RollState, rollStateLabels, rollStates } from '@/domain/libro'

/** The time on the phone's clock, HH:MM in America/Santiago: a late student's arrival when marked. */
export function clockNow(now = new Date()) {
  return new Intl.DateTimeFormat('es-CL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Santiago',
  }).format(now)
}

interface RollListProps {
  alumnos: readonly { id: number; nombre: string }[]
  marks: Readonly<Record<number, RollMark>>
  /** The roll can be changed now. */
  editable: boolean
  onMark: (alumnoId: number, estado: RollState, hora: string | null) => void
  onArrival: (alumnoId: number, hora: string) => void
  /** The roll this one replaces (a correction): a changed mark shows the signed one struck. */
  original?: Readonly<Record<number, RollMark>>
  label: string
}

const markText = (mark: RollMark | undefined) =>
  mark ? `${rollStateLabels[mark.estado]}${mark.hora_llegada ? ` (${mark.hora_llegada})` : ''}` : 'Sin marcar'

/**
 * A block's roll: each student with Presente, Ausente and Atrasado as a group of toggle buttons, and the
 * arrival time of a late student. Read-only, it lists each mark.
 */
export function RollList({ alumnos, marks, editable, onMark, onArrival, original, label }: RollListProps) {
  return (
    <ol className={`roll-list ${editable ? 'is-editable' : ''}`} aria-label={label}>
      {alumnos.map((a, i) => {
        const mark = marks[a.id]
        const before = original?.[a.id]
        const changed = original && markText(before) !== markText(mark)
        return (
          <li key={a.id} className={`roll-item ${mark ? `is-${mark.estado}` : 'is-unmarked'}`}>
            <span className="roll-num" aria-hidden="true">
              {i + 1}
            </span>
            <span className="roll-name">
              {a.nombre}
              {changed && (
                <small>
                  <del>{markText(before)}</del> <span className="visually-hidden">corregido a</span>
                </small>
              )}
            </span>
            {editable ? (
              <span className="roll-marks">
                <fieldset className="roll-choice">
                  <legend className="visually-hidden">{a.nombre}</legend>
                  {rollStates.map((estado) => (
                    <button
                      key={estado}
                      type="button"
                      className={`roll-btn roll-btn-${estado}`}
                      aria-pressed={mark?.estado === estado}
                      aria-label={`${a.nombre}: ${rollStateLabels[estado]}`}
                      onClick={() => onMark(a.id, estado, estado === 'atrasado' ? clockNow() : null)}
                    >
                      {rollStateLabels[estado]}
                    </button>
                  ))}
                </fieldset>
                {mark?.estado === 'atrasado' && (
                  <label className="roll-arrival">
                    <span>Llegó a las</span>
                    <input
                      type="time"
                      required
                      aria-label={`Hora de llegada de ${a.nombre}`}
                      value={mark.hora_llegada ?? ''}
                      onChange={(e) => onArrival(a.id, e.currentTarget.value)}
                    />
                  </label>
                )}
              </span>
            ) : (
              <span className={`roll-pill roll-pill-${mark?.estado ?? 'none'}`}>{markText(mark)}</span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/** "20 presentes · 1 atrasado · 2 ausentes · 1 sin marcar". */
export function rollCounts(alumnoIds: readonly number[], marks: Readonly<Record<number, RollMark>>) {
  const count = (estado: RollState | undefined) =>
    alumnoIds.filter((id) => marks[id]?.estado === estado || (!estado && !marks[id])).length
  const parts = [
    [count('presente'), 'presente', 'presentes'],
    [count('atrasado'), 'atrasado', 'atrasados'],
    [count('ausente'), 'ausente', 'ausentes'],
    [count(undefined), 'sin marcar', 'sin marcar'],
  ] as const
  return parts
    .filter(([n], i) => n > 0 || i < 3)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' · ')
}
