import { type RequestState, requestStateLabels } from '@/domain/catalog'

/** The state of an internal request (or of a reply) as a coloured label. */
export function RequestStateBadge({ estado }: { estado: RequestState }) {
  return <span className={`badge badge-${estado}`}>{requestStateLabels[estado]}</span>
}
