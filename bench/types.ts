/** One figure printed by `npm run bench`. */
export interface BenchRow {
  name: string
  value: number
  unit: string
  /** A reference next to the figure, e.g. the ratio to a bare Fastify route. */
  note?: string
  /** The bench fails when `value` is above `max` or below `min`. */
  budget?: { max?: number; min?: number }
}
