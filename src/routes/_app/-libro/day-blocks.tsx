import { Link } from '@tanstack/react-router'
import { ChevronRight, CloudOff } from 'lucide-react'
import type { ClaseResumen } from '@/api/contract/libro'
import { BlockStateBadge } from './block-state-badge'
import { queuedBlockIds } from './drafts'

/**
 * A day's blocks, in order: the time, the subject and course, the state; one tap opens the block. A block
 * whose roll waits in this browser says "Pendiente de envío".
 */
export function DayBlocks({ clases, label }: { clases: readonly ClaseResumen[]; label: string }) {
  const queued = new Set(queuedBlockIds())
  const sorted = [...clases].sort(
    (a, b) => a.inicio.localeCompare(b.inicio) || a.curso_nombre.localeCompare(b.curso_nombre),
  )
  return (
    <ol className="day-blocks" aria-label={label}>
      {sorted.map((c) => (
        <li key={c.id}>
          <Link to="/clases/$id" params={{ id: String(c.id) }} className={`day-block is-${c.estado}`}>
            <span className="day-block-time">
              <strong>{c.inicio}</strong>
              <small>{c.fin}</small>
            </span>
            <span className="day-block-main">
              <strong>{c.asignatura}</strong>
              <small>
                {c.curso_nombre} · bloque {c.numero}
                {c.subvencion && ' · asistencia del día'}
              </small>
            </span>
            <span className="day-block-state">
              {queued.has(c.id) ? (
                <span className="badge block-badge-queued">
                  <CloudOff size={14} aria-hidden /> Pendiente de envío
                </span>
              ) : (
                <BlockStateBadge estado={c.estado} />
              )}
            </span>
            <ChevronRight size={18} aria-hidden className="day-block-go" />
          </Link>
        </li>
      ))}
    </ol>
  )
}
