import { isFailing } from '@/domain/grade-book'
import { formatGrade } from '@/domain/grade-scale'

/**
 * A grade as Chileans write it (4,5); under 4,0 it is red and says "insuficiente" to screen readers,
 * so the cue is not colour alone. A missing grade is a dash read as "sin nota".
 */
export function GradeValue({ grade, className }: { grade: number | null; className?: string }) {
  if (grade == null) {
    return (
      <span className={`grade grade-none ${className ?? ''}`}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">sin nota</span>
      </span>
    )
  }
  const failing = isFailing(grade)
  return (
    <span className={`grade ${failing ? 'grade-failing' : ''} ${className ?? ''}`}>
      {formatGrade(grade)}
      {failing && <span className="visually-hidden"> (insuficiente)</span>}
    </span>
  )
}
