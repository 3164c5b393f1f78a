import { z } from 'zod'
import { courseLevels } from '@/domain/catalog'
import { choice, nameText } from './fields'

export const cursoCreate = z.object({
  nombre: nameText('El nombre del curso', 80),
  nivel: choice(courseLevels, 'El nivel', { missing: 'El nivel es obligatorio: elige uno de la lista.' }),
})
export type CursoCreate = z.infer<typeof cursoCreate>

export const curso = z.object({
  id: z.number(),
  nombre: z.string(),
  nivel: z.string(),
  /** How many students the course has now. */
  total_alumnos: z.number(),
})
export type Curso = z.infer<typeof curso>

export const cursoList = z.array(curso)

/** A student as the course detail lists it: enough to take attendance. */
export const cursoAlumno = z.object({
  id: z.number(),
  nombre: z.string(),
  /** Formatted for display, e.g. `12.345.678-5`. */
  rut: z.string(),
})
export type CursoAlumno = z.infer<typeof cursoAlumno>

export const cursoDetail = curso.extend({ alumnos: z.array(cursoAlumno) })
export type CursoDetail = z.infer<typeof cursoDetail>
