import { type BlockState, blockStateLabels } from '@/domain/libro'

/** A block's state as a coloured label: Pendiente, Registrada, Firmada, Pendiente de visado. */
export function BlockStateBadge({ estado }: { estado: BlockState }) {
  return <span className={`badge block-badge block-badge-${estado}`}>{blockStateLabels[estado]}</span>
}
