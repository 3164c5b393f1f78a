import { describe, expect, it } from 'vitest'
import { courseLevels } from '@/domain/catalog'
import { gradeBookSubjects, planDeEstudios, planSubjects } from '@/domain/plan-de-estudios'

describe('the plan de estudios per level', () => {
  it('has a list for every course level', () => {
    expect(Object.keys(planDeEstudios).sort()).toEqual([...courseLevels].sort())
  })

  it('1° to 4° Básico: Lenguaje y Comunicación, without Inglés', () => {
    for (const nivel of ['1° Básico', '4° Básico']) {
      expect(planSubjects(nivel)).toEqual([
        'Lenguaje y Comunicación',
        'Matemática',
        'Ciencias Naturales',
        'Historia, Geografía y Ciencias Sociales',
        'Artes Visuales',
        'Música',
        'Educación Física y Salud',
        'Tecnología',
        'Orientación',
        'Religión',
      ])
    }
  })

  it('5° and 6° Básico add Inglés', () => {
    expect(planSubjects('5° Básico')).toContain('Inglés')
    expect(planSubjects('6° Básico')).toContain('Lenguaje y Comunicación')
  })

  it('7° Básico to 2° Medio: Lengua y Literatura', () => {
    for (const nivel of ['7° Básico', '8° Básico', '1° Medio', '2° Medio']) {
      const list = planSubjects(nivel)
      expect(list).toContain('Lengua y Literatura')
      expect(list).toContain('Inglés')
      expect(list).toContain('Ciencias Naturales')
      expect(list).not.toContain('Lenguaje y Comunicación')
    }
  })

  it('3° and 4° Medio: the common plan', () => {
    expect(planSubjects('3° Medio')).toEqual([
      'Lengua y Literatura',
      'Matemática',
      'Educación Ciudadana',
      'Filosofía',
      'Inglés',
      'Ciencias para la Ciudadanía',
      'Educación Física y Salud',
      'Historia, Geografía y Ciencias Sociales',
      'Artes',
      'Religión',
    ])
    expect(planSubjects('4° Medio')).toEqual(planSubjects('3° Medio'))
  })

  it('Pre-kínder and Kínder: no subjects (Educación Parvularia is not graded)', () => {
    expect(planSubjects('Pre-kínder')).toEqual([])
    expect(planSubjects('Kínder')).toEqual([])
    expect(planSubjects('Nivel inventado')).toEqual([])
  })
})

describe('the subjects the grade book offers', () => {
  it('puts the plan first with the course spelling of a used one, then the others used', () => {
    const subjects = gradeBookSubjects('4° Básico', ['matematica', 'Taller de Ajedrez'])
    expect(subjects[1]).toEqual({ asignatura: 'matematica', enUso: true, delPlan: true })
    expect(subjects.at(-1)).toEqual({ asignatura: 'Taller de Ajedrez', enUso: true, delPlan: false })
    expect(subjects.filter((s) => s.enUso).map((s) => s.asignatura)).toEqual(['matematica', 'Taller de Ajedrez'])
    expect(subjects).toHaveLength(11)
  })

  it('in Kínder offers only what the course uses', () => {
    expect(gradeBookSubjects('Kínder', ['Lenguaje Verbal'])).toEqual([
      { asignatura: 'Lenguaje Verbal', enUso: true, delPlan: false },
    ])
  })
})
