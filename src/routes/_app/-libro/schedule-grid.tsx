import { Plus } from 'lucide-react'
import { scheduleDays, scheduleRows } from '@/domain/libro'
import type { ScheduleBlock } from './schedule-cell'

const same = (a: { dia: number; inicio: string }, b: { dia: number; inicio: string }) =>
  a.dia === b.dia && a.inicio === b.inicio

/**
 * The week as a grid: a row per template slot (45-minute blocks and the breaks), a column per day; each
 * cell shows its subject and teacher, and a tap chooses it for the editor.
 */
export function ScheduleGrid({
  blocks,
  docentes,
  selected,
  onSelect,
}: {
  blocks: readonly ScheduleBlock[]
  docentes: readonly { id: number; nombre: string }[]
  selected: { dia: number; inicio: string } | null
  onSelect: (slot: { dia: number; inicio: string; fin: string }) => void
}) {
  const teacher = (id: number | null) => docentes.find((d) => d.id === id)?.nombre ?? 'Sin docente'
  return (
    <div className="table-wrap schedule-wrap">
      <table className="schedule-grid">
        <caption className="visually-hidden">Horario semanal</caption>
        <thead>
          <tr>
            <th scope="col">Hora</th>
            {scheduleDays.map((d) => (
              <th key={d.dia} scope="col">
                {d.nombre}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scheduleRows(blocks).map((row) =>
            row.pausa ? (
              <tr key={row.inicio} className="schedule-break">
                <th scope="row">
                  {row.inicio}–{row.fin}
                </th>
                <td colSpan={5}>{row.pausa}</td>
              </tr>
            ) : (
              <tr key={`${row.inicio}-${row.fin}`}>
                <th scope="row">
                  {row.inicio}–{row.fin}
                </th>
                {scheduleDays.map((d) => {
                  const block = blocks.find((b) => same(b, { dia: d.dia, inicio: row.inicio }))
                  const label = `${d.nombre} ${row.inicio}–${row.fin}`
                  return (
                    <td key={d.dia}>
                      <button
                        type="button"
                        className={`schedule-cell ${block ? 'is-filled' : ''}`}
                        aria-pressed={selected ? same(selected, { dia: d.dia, inicio: row.inicio }) : false}
                        aria-label={
                          block
                            ? `${label}: ${block.asignatura || 'sin asignatura'}, ${teacher(block.docente_id)}`
                            : `${label}: libre`
                        }
                        onClick={() => onSelect({ dia: d.dia, inicio: row.inicio, fin: row.fin })}
                      >
                        {block ? (
                          <>
                            <strong>{block.asignatura || 'Sin asignatura'}</strong>
                            <small>{teacher(block.docente_id)}</small>
                          </>
                        ) : (
                          <Plus size={16} aria-hidden />
                        )}
                      </button>
                    </td>
                  )
                })}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  )
}
