/** The Chilean 1.0–7.0 grade scale: 4.0 is the passing grade, reached at the `exigencia` share of the points. */
export const gradeScale = { min: 1, pass: 4, max: 7, exigencia: 0.6 } as const

/**
 * The grade of `points` out of `maxPoints` at the given exigencia, rounded to one decimal as Chilean
 * schools do (half up). Below the exigencia the grade runs linearly from 1.0 to 4.0, above it from 4.0 to 7.0.
 */
export function gradeFor(points: number, maxPoints: number, exigencia: number = gradeScale.exigencia): number {
  if (maxPoints <= 0) throw new RangeError('El puntaje máximo debe ser positivo.')
  const p = Math.min(Math.max(points, 0), maxPoints)
  const cut = exigencia * maxPoints
  const { min, pass, max } = gradeScale
  const raw = p < cut ? min + ((pass - min) * p) / cut : pass + ((max - pass) * (p - cut)) / (maxPoints - cut)
  return Math.round(raw * 10 + 1e-9) / 10
}

/** Every whole score from 0 to `maxPoints` with its grade. */
export function gradeTable(maxPoints: number, exigencia: number = gradeScale.exigencia) {
  return Array.from({ length: maxPoints + 1 }, (_, points) => ({
    points,
    grade: gradeFor(points, maxPoints, exigencia),
  }))
}

/** The least whole score that earns the passing grade. */
export const passingScore = (maxPoints: number, exigencia: number = gradeScale.exigencia) =>
  gradeTable(maxPoints, exigencia).find((row) => row.grade >= gradeScale.pass)?.points ?? maxPoints

/** A grade as Chileans write it: one decimal with a comma (4,0). */
export const formatGrade = (grade: number) => grade.toFixed(1).replace('.', ',')

/** Points with one decimal and a comma, without a trailing ",0" (5,4 · 6). */
const formatPoints = (points: number) => String(Math.round(points * 10) / 10).replace('.', ',')

/**
 * A test's whole grade scale from one computation: the conversion table, the exact points where the
 * passing grade falls (the exigencia share of the total, 5,4 of 9), the least whole score that passes and
 * its grade, and the sentence that says it. The sentence and the table always agree: when the cut is not a
 * whole number, the sentence says where 4,0 falls and from which whole score and grade the test is passed
 * ("la nota 4,0 corresponde a 5,4 de 9 puntos; se aprueba desde 6 puntos, con nota 4,5").
 */
export function gradeScaleOf(maxPoints: number, exigencia: number = gradeScale.exigencia) {
  const table = gradeTable(maxPoints, exigencia)
  const cut = Math.round(exigencia * maxPoints * 1000) / 1000
  const passing = table.find((row) => row.grade >= gradeScale.pass) ?? table[table.length - 1]!
  const pass = formatGrade(gradeScale.pass)
  const sentence =
    passing.points === cut
      ? `la nota ${pass} se obtiene con ${passing.points} de ${maxPoints} puntos`
      : `la nota ${pass} corresponde a ${formatPoints(cut)} de ${maxPoints} puntos; se aprueba desde ${passing.points} puntos, con nota ${formatGrade(passing.grade)}`
  return { table, cut, passing, sentence }
}
