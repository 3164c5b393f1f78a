/**
 * The subjects (asignaturas) of each course level in Mineduc's planes de estudio, as the libro de notas
 * offers them. Sources, as published on curriculumnacional.cl (Mineduc, Unidad de Currículum y Evaluación):
 *
 * - 1° a 6° Básico: the Bases Curriculares of 2012 and their plan de estudio. Inglés is part of the plan
 *   from 5° Básico; in 1° to 4° it is optional (a school that teaches it adds it with "Otra", and from then
 *   on finds it among the subjects the course already uses).
 * - 7° y 8° Básico, 1° y 2° Medio: the Bases Curriculares of 7° Básico to 2° Medio (2013, in force from
 *   2016) and their planes de estudio. Lenguaje y Comunicación becomes Lengua y Literatura; in 1° and 2°
 *   Medio the school offers Artes Visuales or Música (both are listed).
 * - 3° y 4° Medio: Bases Curriculares 2019 (Decreto 193/2019) and the plan de estudio (Decreto 876/2019),
 *   its formación general: the plan común (Lengua y Literatura, Matemática, Educación Ciudadana, Filosofía,
 *   Inglés, Ciencias para la Ciudadanía) and the plan común electivo (Educación Física y Salud; Historia,
 *   Geografía y Ciencias Sociales; Artes; Religión). The electives of the differentiated plan (HC, TP,
 *   artistic) differ by school and are typed with "Otra".
 * - Pre-kínder y Kínder: the Bases Curriculares de Educación Parvularia (2018) are organised in ámbitos and
 *   núcleos, not subjects, and Educación Parvularia is not graded on the 1,0–7,0 scale nor promoted by
 *   grades (Decreto 67/2018 covers básica and media), so no list is offered: only what the course
 *   already uses and "Otra".
 */
import type { CourseLevel } from './catalog'
import { foldAccents } from './text'

const artesMusica = ['Artes Visuales', 'Música'] as const

const basica1a4 = [
  'Lenguaje y Comunicación',
  'Matemática',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
  ...artesMusica,
  'Educación Física y Salud',
  'Tecnología',
  'Orientación',
  'Religión',
] as const

const basica5a6 = [
  'Lenguaje y Comunicación',
  'Matemática',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
  'Inglés',
  ...artesMusica,
  'Educación Física y Salud',
  'Tecnología',
  'Orientación',
  'Religión',
] as const

const basica7aMedio2 = [
  'Lengua y Literatura',
  'Matemática',
  'Ciencias Naturales',
  'Historia, Geografía y Ciencias Sociales',
  'Inglés',
  ...artesMusica,
  'Educación Física y Salud',
  'Tecnología',
  'Orientación',
  'Religión',
] as const

const medio3a4 = [
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
] as const

/** The subjects of the plan de estudios of each level, in the order Mineduc lists them. */
export const planDeEstudios: Record<CourseLevel, readonly string[]> = {
  'Pre-kínder': [],
  Kínder: [],
  '1° Básico': basica1a4,
  '2° Básico': basica1a4,
  '3° Básico': basica1a4,
  '4° Básico': basica1a4,
  '5° Básico': basica5a6,
  '6° Básico': basica5a6,
  '7° Básico': basica7aMedio2,
  '8° Básico': basica7aMedio2,
  '1° Medio': basica7aMedio2,
  '2° Medio': basica7aMedio2,
  '3° Medio': medio3a4,
  '4° Medio': medio3a4,
}

/** A subject's comparison key: "matematica" and "Matemática" are one subject. */
const subjectKey = (asignatura: string) => foldAccents(asignatura).toLowerCase().replace(/\s+/g, ' ').trim()

/** The plan's subjects of a level as the course stores it; none for a level outside the list. */
export const planSubjects = (nivel: string): readonly string[] =>
  (planDeEstudios as Record<string, readonly string[]>)[nivel] ?? []

/**
 * The subjects the libro de notas offers a course: those of its level's plan, in the plan's order, with the
 * course's own spelling when it already uses one of them; then the subjects it uses outside the plan, as
 * they come (alphabetically from the server). `enUso` marks those that already have evaluations.
 */
export function gradeBookSubjects(nivel: string, usadas: readonly string[]) {
  const used = new Map(usadas.map((a) => [subjectKey(a), a]))
  const plan = planSubjects(nivel).map((a) => {
    const own = used.get(subjectKey(a))
    return { asignatura: own ?? a, enUso: own !== undefined, delPlan: true }
  })
  const planKeys = new Set(planSubjects(nivel).map(subjectKey))
  const others = usadas
    .filter((a) => !planKeys.has(subjectKey(a)))
    .map((asignatura) => ({ asignatura, enUso: true, delPlan: false }))
  return [...plan, ...others]
}
