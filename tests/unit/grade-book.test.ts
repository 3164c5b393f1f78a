import { describe, expect, it } from 'vitest'
import {
  attendanceBand,
  gradeFromScore,
  parseGrade,
  promotion,
  promotionHeadline,
  simpleAverage,
  weightedAverage,
} from '@/domain/grade-book'
import { isSchoolYearOver, schoolYearLastDay } from '@/domain/school-year'

describe('parseGrade', () => {
  it.each([
    ['4,5', 4.5],
    ['4.5', 4.5],
    [' 7 ', 7],
    ['1,0', 1],
    [6.3, 6.3],
  ])('reads %s as %s', (input, grade) => expect(parseGrade(input)).toBe(grade))

  it.each(['0,9', '7,1', '45', '4,55', 'cuatro', '', '4,', 8, 4.25])('refuses %s', (input) =>
    expect(parseGrade(input)).toBeNull(),
  )
})

describe('gradeFromScore at 60 % exigencia', () => {
  it.each([
    [30, 40, 5.1],
    [12, 40, 2.5],
    [24, 40, 4],
    [40, 40, 7],
    [0, 40, 1],
    [23, 40, 3.9],
  ])('%s of %s -> %s', (points, max, grade) => expect(gradeFromScore(points, max)).toBe(grade))
})

describe('weightedAverage', () => {
  it('rounds half up to one decimal', () => {
    // 3.95 exactly: 4.0, not 3.9 by floating-point error.
    expect(
      weightedAverage([
        { nota: 3.9, ponderacion: 50 },
        { nota: 4.0, ponderacion: 50 },
      ]),
    ).toBe(4)
    // 3.98 -> 4.0 and 3.94 -> 3.9
    expect(
      weightedAverage([
        { nota: 3.9, ponderacion: 20 },
        { nota: 4.0, ponderacion: 80 },
      ]),
    ).toBe(4)
    expect(
      weightedAverage([
        { nota: 3.9, ponderacion: 60 },
        { nota: 4.0, ponderacion: 40 },
      ]),
    ).toBe(3.9)
  })

  it('renormalizes the weights of the evaluations that have a grade', () => {
    expect(
      weightedAverage([
        { nota: 6, ponderacion: 30 },
        { nota: null, ponderacion: 40 },
        { nota: 3, ponderacion: 30 },
      ]),
    ).toBe(4.5)
    expect(
      weightedAverage([
        { nota: 5.5, ponderacion: 12.5 },
        { nota: 7, ponderacion: 87.5 },
      ]),
    ).toBe(6.8)
  })

  it('is null without grades', () => expect(weightedAverage([{ nota: null, ponderacion: 100 }])).toBeNull())
  it('simple average of subjects', () => expect(simpleAverage([4.4, 4.5, null])).toBe(4.5))
})

describe('promotion under Decreto 67', () => {
  const subjects = (...grades: number[]) => grades.map((promedio, i) => ({ asignatura: `A${i}`, promedio }))

  it('promotes with every subject passed and attendance of 85 % or more', () => {
    expect(promotion(subjects(5, 6), 5.5, 85).situacion).toBe('promovido')
  })
  it('one failed subject needs a general average of 4,5', () => {
    expect(promotion(subjects(3.9, 5.1), 4.5, 95).situacion).toBe('promovido')
    const r = promotion(subjects(3.9, 5), 4.4, 95)
    expect(r.situacion).toBe('no_promovido')
    expect(r.motivos[0]).toContain('A0')
  })
  it('two failed subjects need 5,0', () => {
    expect(promotion(subjects(3.5, 3.8, 7, 7, 7, 7), 5.9, 95).situacion).toBe('promovido')
    expect(promotion(subjects(3.5, 3.8, 5.5), 4.9, 95).situacion).toBe('no_promovido')
  })
  it('three failed subjects never promote', () => {
    expect(promotion(subjects(3, 3, 3, 7, 7, 7, 7, 7, 7, 7), 5.8, 100).situacion).toBe('no_promovido')
  })
  it('attendance under 85 % does not promote', () => {
    const r = promotion(subjects(6, 6), 6, 84.9)
    expect(r.situacion).toBe('no_promovido')
    expect(r.motivos.join(' ')).toContain('84,9 %')
  })
  it('without grades says so', () => expect(promotion([], null, null).situacion).toBe('sin_notas'))
})

describe('attendance bands', () => {
  it.each([
    [100, 'destacada'],
    [97, 'destacada'],
    [96.9, 'normal'],
    [90, 'normal'],
    [89.9, 'reiterada'],
    [85, 'reiterada'],
    [84.9, 'grave'],
    [0, 'grave'],
  ])('%s %% -> %s', (p, band) => expect(attendanceBand(p)).toBe(band))
})

describe('the school year and the projection', () => {
  it('ends on the second Friday of December', () => {
    expect(schoolYearLastDay(2026)).toBe('2026-12-11')
    expect(schoolYearLastDay(2025)).toBe('2025-12-12')
    // 1 December 2028 is a Friday: the second Friday is the 8th.
    expect(schoolYearLastDay(2028)).toBe('2028-12-08')
    expect(isSchoolYearOver('2026-12-11')).toBe(false)
    expect(isSchoolYearOver('2026-12-12')).toBe(true)
    expect(isSchoolYearOver('2026-03-02')).toBe(false)
    // January and February: the year that counts, the one before, is over.
    expect(isSchoolYearOver('2027-01-15')).toBe(true)
    expect(isSchoolYearOver('2027-02-28')).toBe(true)
  })

  const notas = (proyeccion: boolean, asistencia: number | null = 92) => ({
    situacion: 'promovido' as const,
    promedio_general: 5.4,
    asistencia,
    proyeccion,
  })
  it('reads a projection with the general average, the attendance and the decree', () => {
    expect(promotionHeadline(notas(true))).toBe(
      'Proyección: promovido (promedio general 5,4 y asistencia 92 %, Decreto 67/2018)',
    )
    expect(promotionHeadline(notas(true, 87.5))).toBe(
      'Proyección: promovido (promedio general 5,4 y asistencia 87,5 %, Decreto 67/2018)',
    )
    expect(promotionHeadline(notas(true, null))).toBe('Proyección: promovido (promedio general 5,4, Decreto 67/2018)')
  })
  it('reads the decision after the year', () => {
    expect(promotionHeadline(notas(false))).toBe('Promovido')
    expect(promotionHeadline({ ...notas(false), situacion: 'no_promovido' })).toBe('No promovido')
  })
  it('without grades there is nothing to project', () => {
    expect(
      promotionHeadline({ situacion: 'sin_notas', promedio_general: null, asistencia: 90, proyeccion: true }),
    ).toBe('Sin notas')
  })
})
