import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useRef } from 'react'
import type { LibroCurso } from '@/api/contract/calificaciones'
import { isFailing } from '@/domain/grade-book'
import { formatGrade } from '@/domain/grade-scale'
import {
  type CellKey,
  cellGrade,
  cellKey,
  cellText,
  type GridActor,
  invalidCells,
  rowAverage,
} from '@/machines/grade-grid.machine'
import { GradeValue } from '@/ui/grade-value'
import { InvalidSummary } from './grade-status'

const dayOf = (fecha: string) => fecha.split('-').reverse().join('-')

/**
 * The grade grid: students as rows, evaluations as columns, like a spreadsheet. Typing in a cell
 * replaces its value, Enter (or F2, or a double click) edits it as it is, Escape cancels; Enter commits
 * and goes down, Tab commits and goes right, the arrows move. Every keystroke is an event of the grid's
 * machine; what each cell shows comes from its snapshot.
 */
export function GradeGrid({ libro, actor }: { libro: LibroCurso; actor: GridActor }) {
  const snapshot = useSelector(actor, (s) => s)
  const c = snapshot.context
  const editing = snapshot.matches({ cells: 'editing' })
  const invalid = invalidCells(c)
  const table = useRef<HTMLTableElement>(null)
  const columns = libro.evaluaciones
  const rows = libro.alumnos

  const focusCell = (row: number, col: number) => {
    const r = Math.min(Math.max(row, 0), rows.length - 1)
    const k = Math.min(Math.max(col, 0), columns.length - 1)
    table.current?.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${k}"]`)?.focus()
  }

  const onKeyDown = (
    e: KeyboardEvent<HTMLInputElement>,
    row: number,
    col: number,
    alumnoId: number,
    evaluacionId: number,
  ) => {
    const key = cellKey(alumnoId, evaluacionId)
    const isEditing = editing && c.editing?.key === key
    const move = (dr: number, dc: number) => {
      e.preventDefault()
      if (isEditing) actor.send({ type: 'cell.commit' })
      focusCell(row + dr, col + dc)
    }
    if (e.key === 'Enter') return move(e.shiftKey ? -1 : 1, 0)
    if (e.key === 'Escape' && isEditing) {
      e.preventDefault()
      actor.send({ type: 'cell.cancel' })
      return
    }
    if (e.key === 'ArrowDown') return move(1, 0)
    if (e.key === 'ArrowUp') return move(-1, 0)
    if (!isEditing && e.key === 'ArrowRight') return move(0, 1)
    if (!isEditing && e.key === 'ArrowLeft') return move(0, -1)
    if (e.key === 'Tab') {
      // Commit, and let the browser move to the next cell.
      if (isEditing) actor.send({ type: 'cell.commit' })
      return
    }
    if (isEditing) return
    if (e.key === 'F2') {
      e.preventDefault()
      actor.send({ type: 'cell.edit', alumnoId, evaluacionId })
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault()
      actor.send({ type: 'cell.edit', alumnoId, evaluacionId, text: '' })
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Typing replaces the value, like a spreadsheet.
      e.preventDefault()
      actor.send({ type: 'cell.edit', alumnoId, evaluacionId, text: e.key })
    }
  }

  return (
    <>
      <div className="grade-grid-scroll">
        <table ref={table} className="grade-grid" aria-label={`Notas de ${libro.curso.nombre} en ${libro.asignatura}`}>
          <thead>
            <tr>
              <th scope="col" className="grade-student-col">
                Estudiante
              </th>
              {columns.map((ev) => (
                <th key={ev.id} scope="col">
                  <span className="grade-col-name">{ev.nombre}</span>
                  <small>
                    {dayOf(ev.fecha)} · {String(ev.ponderacion).replace('.', ',')} %
                    {ev.puntaje_maximo != null && ` · ${ev.puntaje_maximo} pts`}
                  </small>
                </th>
              ))}
              <th scope="col">Promedio</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a, row) => (
              <tr key={a.alumno_id}>
                <th scope="row" className="grade-student-col">
                  {a.nombre}
                </th>
                {columns.map((ev, col) => {
                  const key: CellKey = cellKey(a.alumno_id, ev.id)
                  const text = cellText(c, key)
                  const problem = c.editing?.key === key ? null : (invalid[key] ?? null)
                  const grade = cellGrade(ev, text)
                  const failing = grade != null && isFailing(grade)
                  const hintId = `cell-${key.replace(':', '-')}-hint`
                  return (
                    <td
                      key={ev.id}
                      className={`grade-cell ${failing ? 'is-failing' : ''} ${problem ? 'is-invalid' : ''}`}
                    >
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        data-row={row}
                        data-col={col}
                        aria-label={`${ev.puntaje_maximo != null ? 'Puntaje' : 'Nota'} de ${a.nombre} en ${ev.nombre}`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem || failing || ev.puntaje_maximo != null ? hintId : undefined}
                        readOnly={!(editing && c.editing?.key === key)}
                        value={text}
                        onKeyDown={(e) => onKeyDown(e, row, col, a.alumno_id, ev.id)}
                        onChange={(e) => actor.send({ type: 'cell.input', text: e.currentTarget.value })}
                        onDoubleClick={() =>
                          !editing && actor.send({ type: 'cell.edit', alumnoId: a.alumno_id, evaluacionId: ev.id })
                        }
                        onBlur={() => c.editing?.key === key && actor.send({ type: 'cell.commit' })}
                        maxLength={6}
                      />
                      <span
                        id={hintId}
                        className={ev.puntaje_maximo != null && grade != null ? 'grade-converted' : 'visually-hidden'}
                      >
                        {problem ? problem : ''}
                        {!problem && ev.puntaje_maximo != null && grade != null && `Nota ${formatGrade(grade)}`}
                        {!problem && failing && ' (insuficiente)'}
                      </span>
                    </td>
                  )
                })}
                <td className="grade-average">
                  <GradeValue grade={rowAverage(c, a.alumno_id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InvalidSummary libro={libro} invalid={invalid} />
    </>
  )
}
