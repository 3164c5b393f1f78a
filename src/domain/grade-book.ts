/**
 * The rules of the libro de notas, shared by the grade grid and the server: how a grade is written, how
 * averages are taken and rounded, and a student's promotion situation under Decreto 67/2018.
 */
import { promotionAttendanceThreshold } from './attendance'
import { formatGrade, gradeFor, gradeScale } from './grade-scale'

/** A grade is kept in tenths (10–70) so sums and averages are exact. */
const toTenths = (grade: number) => Math.round(grade * 10)

/**
 * Reads a grade as a teacher types it: `4,5`, `4.5`, `45` is not a grade (it is refused), `7` is 7.0.
 * Answers the grade, or null when the text is not a grade from 1,0 to 7,0 with at most one decimal.
 */
export function parseGrade(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.')
  if (!/^\d(\.\d)?$/.test(text)) return null
  const grade = Number(text)
  return grade >= gradeScale.min && grade <= gradeScale.max ? grade : null
}

/** Shown for a cell or a request value that is not a grade. */
export const invalidGradeMessage = 'La nota debe ser un número de 1,0 a 7,0 con un decimal (por ejemplo 4,5).'

/** The grade of a score at 60 % exigencia, one decimal (30 of 40 -> 5.1; 12 of 40 -> 2.5). */
export const gradeFromScore = (puntaje: number, puntajeMaximo: number) => gradeFor(puntaje, puntajeMaximo)

/**
 * Rounds a non-negative ratio of integers to one decimal, half up, without floating-point error: the
 * ratio is in tenths, so 3.95 (39.5 tenths) -> 4.0 and 3.94 -> 3.9.
 */
function roundTenths(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) / 10
}

/**
 * The weighted average of the grades a student has: weights of the evaluations without a grade are left
 * out and the rest renormalized. One decimal, half up; null without grades.
 */
export function weightedAverage(entries: ReadonlyArray<{ nota: number | null | undefined; ponderacion: number }>) {
  let numerator = 0
  let denominator = 0
  for (const { nota, ponderacion } of entries) {
    if (nota == null) continue
    // Weights may carry two decimals (12,5 %): scale them to integers so the sums stay exact.
    const weight = Math.round(ponderacion * 100)
    numerator += toTenths(nota) * weight
    denominator += weight
  }
  return denominator === 0 ? null : roundTenths(numerator, denominator)
}

/** The plain average of subject averages (the general average), one decimal half up; null without any. */
export function simpleAverage(grades: ReadonlyArray<number | null>) {
  const present = grades.filter((grade): grade is number => grade != null)
  if (present.length === 0) return null
  return roundTenths(
    present.reduce((sum, grade) => sum + toTenths(grade), 0),
    present.length,
  )
}

/** True when a final grade fails (under 4,0). */
export const isFailing = (grade: number) => grade < gradeScale.pass

export type PromotionSituation = 'promovido' | 'no_promovido' | 'sin_notas'

export interface PromotionResult {
  situacion: PromotionSituation
  /** Why, in Spanish, one sentence per rule that decided it. */
  motivos: string[]
}

const promotionLabels: Record<PromotionSituation, string> = {
  promovido: 'Promovido',
  no_promovido: 'No promovido',
  sin_notas: 'Sin notas',
}
export const promotionLabel = (situacion: PromotionSituation) => promotionLabels[situacion]

/**
 * The student's "Situación" as the libro de notas shows it. Once the school year is over it is the decision
 * ("Promovido"); before, the grades and attendance so far only project it, and it says so, naming the rule:
 * "Proyección: promovido (promedio general 5,4 y asistencia 92 %, Decreto 67/2018)".
 */
export function promotionHeadline(notas: {
  situacion: PromotionSituation
  promedio_general: number | null
  asistencia: number | null
  proyeccion: boolean
}) {
  const label = promotionLabel(notas.situacion)
  if (!notas.proyeccion || notas.situacion === 'sin_notas' || notas.promedio_general == null) return label
  const facts = [`promedio general ${formatGrade(notas.promedio_general)}`]
  if (notas.asistencia != null) facts.push(`asistencia ${String(notas.asistencia).replace('.', ',')} %`)
  return `Proyección: ${label.toLowerCase()} (${facts.join(' y ')}, Decreto 67/2018)`
}

/**
 * The promotion situation under Decreto 67/2018, art. 10: promoted with every subject passed; with one
 * subject failed when the general average is at least 4,5; with two failed when it is at least 5,0; and in
 * every case with an attendance of at least 85 %. `asistencia` is a percentage or null when nothing was taken.
 */
export function promotion(
  subjects: ReadonlyArray<{ asignatura: string; promedio: number | null }>,
  generalAverage: number | null,
  asistencia: number | null,
): PromotionResult {
  const graded = subjects.filter((s): s is { asignatura: string; promedio: number } => s.promedio != null)
  if (graded.length === 0 || generalAverage == null) {
    return { situacion: 'sin_notas', motivos: ['Aún no tiene notas registradas.'] }
  }
  const failed = graded.filter((s) => isFailing(s.promedio))
  const motivos: string[] = []
  let promoted = true
  const general = formatGrade(generalAverage)
  if (failed.length === 0) {
    motivos.push('Aprueba todas las asignaturas.')
  } else {
    const names = failed.map((s) => s.asignatura).join(', ')
    if (failed.length === 1 && generalAverage >= 4.5) {
      motivos.push(`Reprueba ${names} con promedio general ${general} (se requiere 4,5 o más).`)
    } else if (failed.length === 2 && generalAverage >= 5) {
      motivos.push(`Reprueba ${names} con promedio general ${general} (se requiere 5,0 o más).`)
    } else {
      promoted = false
      const needed =
        failed.length === 1 ? ' (se requiere 4,5 o más)' : failed.length === 2 ? ' (se requiere 5,0 o más)' : ''
      motivos.push(
        `Reprueba ${failed.length === 1 ? 'una asignatura' : `${failed.length} asignaturas`} (${names}) con promedio general ${general}${needed}.`,
      )
    }
  }
  if (asistencia != null && asistencia < promotionAttendanceThreshold) {
    promoted = false
    motivos.push(
      `Asistencia de ${String(asistencia).replace('.', ',')} % (se requiere ${promotionAttendanceThreshold} % o más; la dirección puede autorizar la promoción).`,
    )
  }
  return { situacion: promoted ? 'promovido' : 'no_promovido', motivos }
}

/** Mineduc's attendance bands. */
export const attendanceBands = ['destacada', 'normal', 'reiterada', 'grave'] as const
export type AttendanceBand = (typeof attendanceBands)[number]
export const attendanceBandLabels: Record<AttendanceBand, string> = {
  destacada: 'Asistencia destacada',
  normal: 'Asistencia normal',
  reiterada: 'Inasistencia reiterada',
  grave: 'Inasistencia grave',
}

/** The band of an attendance percentage: >= 97 destacada, 90–97 normal, 85–90 reiterada, < 85 grave. */
export function attendanceBand(porcentaje: number): AttendanceBand {
  if (porcentaje >= 97) return 'destacada'
  if (porcentaje >= 90) return 'normal'
  if (porcentaje >= 85) return 'reiterada'
  return 'grave'
}
